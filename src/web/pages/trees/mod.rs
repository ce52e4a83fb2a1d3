//! The game-tree lab: build a two-player game tree with perfect information (add and delete
//! nodes and subtrees, movers, action labels, payoffs; undo and redo; keyboard navigation), see
//! it in a tidy layout, and watch backward induction find the subgame-perfect equilibrium step
//! by step. The induced normal form and its pure Nash equilibria are listed; for each one
//! that is not subgame perfect the tree shows where its threat is not credible. Nodes of one
//! player can be joined into information sets (imperfect information): such a tree is drawn
//! with its sets and solved exactly by the imperfect-information lab's solvers in the worker
//! instead. Gambit `.efg` files import and export with their information sets, and the URL
//! holds the tree.
//!
//! This module is the page component; the node editor and the drawing have their own files.
//! What the page computes from the tree is the core's ([`crate::games::extensive::lab`]).

use yew::prelude::*;
use yew_router::prelude::*;

use crate::games::extensive::edit::{Direction, EditError, Path, Sketch};
use std::rc::Rc;

use crate::catalogue::{JobOutput, JobSpec};
use crate::exact::format_number;
use crate::games::extensive::jobs::{Output, Request};
use crate::games::extensive::lab::{
    build, decision_player, default_names, Names, PureEquilibrium, TreeAnalysis, TABLE_LIMIT,
};
use crate::games::extensive::words::node_in;
use crate::games::extensive::TreePreset;
use crate::i18n::Args;
use crate::models::extensive::{GameTree, CHANCE};
use crate::web::components::{download, write_link};
use crate::web::i18n::{t, tf};
use crate::web::job::{use_job, use_job_then, JobState};
use crate::web::routes::Route;

mod drawing;
mod editor;
mod sets;

use drawing::{tree_svg, tree_svg_plain};
use editor::node_editor;

/// The games with information sets offered as presets (Leduc poker is too large to edit).
const SET_PRESETS: [crate::games::imperfect::presets::Preset; 5] = {
    use crate::games::imperfect::presets::Preset;
    [
        Preset::Kuhn,
        Preset::BeerQuiche,
        Preset::MatchingPennies,
        Preset::Entry,
        Preset::AbsentMindedDriver,
    ]
};

/// Milliseconds between animated backward-induction steps.
const STEP_MS: u32 = 800;

type History = crate::web::components::History<Sketch>;

/// The tree page.
#[function_component(TreesPage)]
pub fn trees_page() -> Html {
    let words = crate::web::i18n::catalogue();
    let navigator = use_navigator();
    // The tree is in the URL as .efg text (query `t`). The worker reads and writes every
    // .efg text (see `Request::Read`), so the page opens on the default tree and replaces it
    // when the link has been read; until then the URL is left as it is.
    let link_text = {
        let location = use_location();
        use_state(move || {
            location
                .and_then(|l| l.query::<std::collections::HashMap<String, String>>().ok())
                .and_then(|mut q| q.remove("t"))
        })
    };
    let history = use_state(|| {
        History::new(
            Sketch::from_tree(&TreePreset::SeedFig32.tree()).expect("presets are complete"),
        )
    });
    let url_error = use_state(|| None::<String>);
    let link_read = use_state(|| link_text.is_none());
    // The tree the page opened with (the default or the link's): the URL changes only once it
    // is edited.
    let opened = use_mut_ref(|| Some(history.now.clone()));
    let selected = use_state(Path::new);
    // The node marked for joining an information set (key M), joined by key J.
    let marked = use_state(|| None::<Path>);
    let edit_error = use_state(|| None::<String>);
    let bi_shown = use_state(|| 0usize);
    let playing = use_state(|| false);
    let chosen_ne = use_state(|| None::<usize>);
    let import_text = use_state(String::new);
    let import_error = use_state(|| None::<String>);
    // The tree's title and player names (a file's or a link's once read).
    let names = use_state(default_names);

    let set_history = {
        let history = history.clone();
        let (bi_shown, playing, chosen_ne, selected) = (
            bi_shown.clone(),
            playing.clone(),
            chosen_ne.clone(),
            selected.clone(),
        );
        Callback::from(move |h: History| {
            // Keep the selection on an existing node.
            let mut p = (*selected).clone();
            while h.now.get(&p).is_none() {
                p.pop();
            }
            selected.set(p);
            bi_shown.set(0);
            playing.set(false);
            chosen_ne.set(None);
            history.set(h);
        })
    };
    // Applies an edit to the current sketch; an edit that cannot be made is explained.
    // Text typed into a field of the node editor and not yet applied (an edit applies on
    // Enter or on leaving the field): the field keeps showing it, and the analyses are marked
    // as of the earlier tree meanwhile.
    let typing = use_state_eq(|| None::<(String, String)>);
    let on_typing = {
        let typing = typing.clone();
        Callback::from(move |t: Option<(String, String)>| typing.set(t))
    };
    let apply = {
        let history = history.clone();
        let set_history = set_history.clone();
        let edit_error = edit_error.clone();
        let selected = selected.clone();
        let typing = typing.clone();
        Callback::from(move |f: Edit| {
            typing.set(None);
            let mut s = history.now.clone();
            match f(&mut s) {
                Ok(select) => {
                    edit_error.set(None);
                    set_history.emit(history.commit(s));
                    if let Some(p) = select {
                        selected.set(p);
                    }
                }
                Err(e) => edit_error.set(Some(e.to_string())),
            }
        })
    };
    // Reading .efg text in the worker: the link once, an import, or a built-in game with
    // information sets; an import or a game is an edit (undoable), the link is the start.
    let purpose = use_mut_ref(|| Purpose::Link);
    let read_job = {
        let (history, set_history, names, purpose, opened) = (
            history.clone(),
            set_history.clone(),
            names.clone(),
            purpose.clone(),
            opened.clone(),
        );
        let (url_error, import_error, edit_error, link_read, selected) = (
            url_error.clone(),
            import_error.clone(),
            edit_error.clone(),
            link_read.clone(),
            selected.clone(),
        );
        use_job_then(
            Callback::from(move |(_, out, _): crate::web::job::Finished| {
                let JobOutput::Trees(Output::Read(r)) = out else {
                    return;
                };
                let why = *purpose.borrow();
                match (why, r) {
                    (Purpose::Link, Ok(read)) => {
                        let (fresh, n) = *read;
                        names.set(n);
                        *opened.borrow_mut() = Some(fresh.clone());
                        history.set(History::new(fresh));
                        link_read.set(true);
                    }
                    (Purpose::Link, Err(e)) => {
                        url_error.set(Some(tf(
                            "trees-link-unreadable",
                            Args::new().text("error", e),
                        )));
                        link_read.set(true);
                    }
                    (_, Ok(read)) => {
                        let (fresh, n) = *read;
                        import_error.set(None);
                        edit_error.set(None);
                        names.set(n);
                        set_history.emit(history.commit(fresh));
                        selected.set(Path::new());
                    }
                    (Purpose::Import, Err(e)) => import_error.set(Some(e)),
                    (Purpose::Preset, Err(e)) => edit_error.set(Some(e)),
                }
            }),
            0.0,
        )
    };
    {
        let (read_job, purpose, link_text) =
            (read_job.clone(), purpose.clone(), (*link_text).clone());
        use_effect_with((), move |_| {
            if let Some(text) = link_text {
                *purpose.borrow_mut() = Purpose::Link;
                read_job.start(JobSpec::from(Request::Read {
                    text,
                    lang: crate::web::i18n::code().to_string(),
                }));
            }
        });
    }
    // Writing it: after every edit, for the link, the export and the solvers of a tree with
    // information sets (the text of the last complete tree, and the tree it is of).
    let written = use_state(|| None::<(Sketch, Names, String)>);
    let write_for = use_mut_ref(|| None::<(Sketch, Names)>);
    let write_job = {
        let (written, write_for, navigator, link_read, opened) = (
            written.clone(),
            write_for.clone(),
            navigator.clone(),
            link_read.clone(),
            opened.clone(),
        );
        use_job_then(
            Callback::from(move |(_, out, _): crate::web::job::Finished| {
                if let (JobOutput::Trees(Output::Written(Ok(text))), Some((s, n))) =
                    (out, write_for.borrow().clone())
                {
                    let untouched = opened.borrow().as_ref() == Some(&s);
                    if *link_read && !untouched {
                        *opened.borrow_mut() = None;
                        write_link(&navigator, &Route::lab("trees"), "t", text.clone());
                    }
                    written.set(Some((s, n, text)));
                }
            }),
            0.0,
        )
    };
    {
        let (write_job, write_for) = (write_job.clone(), write_for.clone());
        use_effect_with(
            (history.now.clone(), (*names).clone(), *link_read),
            move |(sketch, names, read)| {
                if *read {
                    *write_for.borrow_mut() = Some((sketch.clone(), names.clone()));
                    write_job.start(JobSpec::from(Request::Write {
                        sketch: sketch.clone(),
                        names: names.clone(),
                    }));
                }
            },
        );
    }
    let current_efg: Option<String> = written
        .as_ref()
        .filter(|(s, n, _)| *s == history.now && *n == *names)
        .map(|(_, _, t)| t.clone());

    let sketch = &history.now;
    let sel: Path = if sketch.get(&selected).is_some() {
        (*selected).clone()
    } else {
        Path::new()
    };

    // Keyboard: arrows move, + adds an action, Delete removes, M marks a node and J joins the
    // selected one to its information set, S splits it out, Ctrl+Z / Ctrl+Y undo and redo.
    let on_keys = {
        let marked = marked.clone();
        let history = history.clone();
        let set_history = set_history.clone();
        let selected = selected.clone();
        let apply = apply.clone();
        let sel = sel.clone();
        Callback::from(move |e: KeyboardEvent| {
            let tag = e
                .target_dyn_into::<web_sys::Element>()
                .map(|t| t.tag_name().to_lowercase())
                .unwrap_or_default();
            let in_field = tag == "input" || tag == "select" || tag == "textarea";
            let key = e.key();
            if let Some(h) = history.on_key(&e) {
                set_history.emit(h);
                return;
            }
            if e.ctrl_key() || e.meta_key() || e.alt_key() {
                return;
            }
            if in_field {
                return;
            }
            let dir = match key.as_str() {
                "ArrowUp" => Some(Direction::Up),
                "ArrowDown" => Some(Direction::Down),
                "ArrowLeft" => Some(Direction::Left),
                "ArrowRight" => Some(Direction::Right),
                _ => None,
            };
            if let Some(d) = dir {
                e.prevent_default();
                selected.set(history.now.navigate(&sel, d));
                return;
            }
            let at = sel.clone();
            match key.as_str() {
                "+" | "a" => {
                    e.prevent_default();
                    let player = decision_player(&history.now, &at);
                    apply.emit(Box::new(move |s: &mut Sketch| {
                        s.add_action(&at, player).map(Some)
                    }));
                }
                "m" | "M" => {
                    e.prevent_default();
                    marked.set(Some(at));
                }
                "j" | "J" => {
                    e.prevent_default();
                    if let Some(into) = (*marked).clone() {
                        apply.emit(Box::new(move |s: &mut Sketch| {
                            s.join(&into, &at).map(|_| None)
                        }));
                    }
                }
                "s" | "S" => {
                    e.prevent_default();
                    apply.emit(Box::new(move |s: &mut Sketch| s.split(&at).map(|_| None)));
                }
                "Delete" | "Backspace" => {
                    e.prevent_default();
                    apply.emit(Box::new(move |s: &mut Sketch| {
                        let mut parent = at.clone();
                        parent.pop();
                        s.delete(&at).map(|_| Some(parent))
                    }));
                }
                _ => {}
            }
        })
    };

    // The tree is built on the page, once per edit (the drawing needs it at every keystroke);
    // its analyses (backward induction, the induced normal form, its pure equilibria and their
    // threats) run in the worker, once per complete tree: a failure there is reported beside
    // them and the page keeps working.
    let memo = use_memo((sketch.clone(), (*names).clone()), |(s, n)| build(s, n));
    let built = &*memo;
    // A tree with information sets is described on the page and solved in the worker by the
    // imperfect-information lab's solvers (see `sets`).
    let with_sets = sketch.has_information_sets();
    let analysis_spec = use_memo(
        (
            sketch.clone(),
            (*names).clone(),
            built.is_ok() && !with_sets,
        ),
        |(s, n, ok)| {
            ok.then(|| {
                JobSpec::from(crate::games::extensive::jobs::Request::Analyse {
                    sketch: s.clone(),
                    names: n.clone(),
                })
            })
        },
    );
    let analysis_job = use_job();
    {
        let job = analysis_job.clone();
        use_effect_with((*analysis_spec).clone(), move |spec| {
            if let Some(spec) = spec {
                job.start(spec.clone());
            }
        });
    }
    // The last answer, with the tree it is about. While the tree is incomplete (a payoff being
    // typed, probabilities not yet summing to 1) or a new answer is on its way, it stays on
    // the page, marked stale.
    let last = use_mut_ref(|| None::<Rc<Analysed>>);
    if let (
        JobState::Done(JobOutput::Trees(Output::Analysis(a)), _),
        Some(spec),
        Ok((tree, paths)),
    ) = (&*analysis_job.state, &*analysis_spec, built)
    {
        let fresh = last.borrow().as_ref().is_none_or(|l| &l.request != spec);
        if fresh && (*analysis_job.started).as_ref() == Some(spec) {
            *last.borrow_mut() = Some(Rc::new(Analysed {
                request: spec.clone(),
                sketch: sketch.clone(),
                tree: tree.clone(),
                paths: paths.clone(),
                result: (**a).clone(),
            }));
        }
    }
    let shown_analysis = last.borrow().clone();
    let current = shown_analysis
        .as_ref()
        .is_some_and(|l| Some(&l.request) == (*analysis_spec).as_ref());
    let stale = shown_analysis.is_some() && !current;
    let analysis_failed = match &*analysis_job.state {
        JobState::Failed(m) => Some(m.clone()),
        _ => None,
    };
    // The sketch the analyses below describe: this one, or the last analysed one.
    let analysed: &Sketch = shown_analysis.as_ref().map_or(sketch, |l| &l.sketch);
    let analysis = shown_analysis
        .as_ref()
        .map(|l| (&l.tree, &l.paths, &l.result.backward, &l.result.normal_form));
    let pure: &[PureEquilibrium] = shown_analysis.as_ref().map_or(&[], |l| &l.result.pure);

    // Backward induction: advance one step every STEP_MS while playing.
    let steps_total = analysis
        .as_ref()
        .and_then(|(_, _, bi, _)| bi.as_ref().ok())
        .map_or(0, |b| b.steps.len());
    let shown = (*bi_shown).min(steps_total);
    {
        let (bi_shown, playing) = (bi_shown.clone(), playing.clone());
        use_effect_with((*playing, shown, steps_total), move |&(on, k, n)| {
            let timer = (on && k < n)
                .then(|| gloo_timers::callback::Timeout::new(STEP_MS, move || bi_shown.set(k + 1)));
            if on && k >= n {
                playing.set(false);
            }
            move || drop(timer)
        });
    }

    // Profile of the chosen equilibrium (if any) and its threats, for drawing.
    let chosen = (*chosen_ne).and_then(|i| pure.get(i));

    // The tree on screen, with the analysis' steps and chosen equilibrium when it is this
    // tree's.
    let svg = match (built, analysis.as_ref().filter(|_| current && !with_sets)) {
        (Ok(_), Some((tree, paths, bi, _))) => {
            let steps = bi.as_ref().map(|b| &b.steps[..shown]).unwrap_or(&[]);
            tree_svg(
                sketch,
                tree,
                paths,
                (&sel, marked.as_ref()),
                steps,
                chosen.map(|c| (&c.profile, c.threats.as_ref().ok())),
                selected.clone(),
            )
        }
        (Ok((tree, paths)), None) => tree_svg(
            sketch,
            tree,
            paths,
            (&sel, marked.as_ref()),
            &[],
            None,
            selected.clone(),
        ),
        (Err(_), _) => tree_svg_plain(sketch, &sel, marked.as_ref(), selected.clone()),
    };

    let undo = {
        let (history, set_history) = (history.clone(), set_history.clone());
        Callback::from(move |_: MouseEvent| set_history.emit(history.undo()))
    };
    let redo = {
        let (history, set_history) = (history.clone(), set_history.clone());
        Callback::from(move |_: MouseEvent| set_history.emit(history.redo()))
    };
    let on_preset = {
        let (apply, read_job, purpose) = (apply.clone(), read_job.clone(), purpose.clone());
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(key) = v.strip_prefix("imperfect:") {
                // A game with information sets, with its own title and players, read in the
                // worker (the page carries no game generator).
                if let Some(game) = crate::games::imperfect::presets::Preset::from_key(key) {
                    *purpose.borrow_mut() = Purpose::Preset;
                    read_job.start(JobSpec::from(Request::Preset { game }));
                }
                return;
            }
            let fresh = if v == "new" {
                Some(Sketch::starter())
            } else {
                TreePreset::ALL
                    .iter()
                    .find(|p| p.name() == v)
                    .map(|p| Sketch::from_tree(&p.tree()).expect("presets are complete"))
            };
            if let Some(fresh) = fresh {
                apply.emit(Box::new(move |s: &mut Sketch| {
                    *s = fresh.clone();
                    Ok(Some(Path::new()))
                }));
            }
        })
    };
    let export = {
        let text = current_efg.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(text) = &text {
                download("tree.efg", "text/plain", text);
            }
        })
    };
    let on_import_text = {
        let import_text = import_text.clone();
        Callback::from(move |text: String| import_text.set(text))
    };
    let import = {
        let (read_job, purpose, import_text) =
            (read_job.clone(), purpose.clone(), import_text.clone());
        Callback::from(move |_: MouseEvent| {
            *purpose.borrow_mut() = Purpose::Import;
            read_job.start(JobSpec::from(Request::Read {
                text: (*import_text).clone(),
                lang: crate::web::i18n::code().to_string(),
            }));
        })
    };

    let bi_controls = {
        let set = |n: usize, play: bool| {
            let (bi_shown, playing) = (bi_shown.clone(), playing.clone());
            Callback::from(move |_: MouseEvent| {
                bi_shown.set(n);
                playing.set(play);
            })
        };
        let play_from = if shown >= steps_total { 0 } else { shown };
        let description = match &analysis {
            Some((tree, paths, Ok(bi), _)) => {
                if shown == 0 {
                    tf("trees-bi-start", Args::new().count("n", steps_total as i64))
                } else {
                    let s = &bi.steps[shown - 1];
                    let label = tree.action_label(s.node, s.action).to_string();
                    if s.player == CHANCE {
                        tf(
                            "trees-bi-step-chance",
                            Args::new()
                                .count("step", shown as i64)
                                .count("total", steps_total as i64)
                                .text("node", node_in(analysed, &paths[s.node], &words))
                                .text("first", format_number(&s.value[0]))
                                .text("second", format_number(&s.value[1])),
                        )
                    } else {
                        let args = Args::new()
                            .count("step", shown as i64)
                            .count("total", steps_total as i64)
                            .text("node", node_in(analysed, &paths[s.node], &words))
                            .count("player", s.player as i64 + 1)
                            .text("action", format!("{label:?}"))
                            .text("first", format_number(&s.value[0]))
                            .text("second", format_number(&s.value[1]));
                        if s.tie {
                            tf("trees-bi-step-tie", args)
                        } else {
                            tf("trees-bi-step-decision", args)
                        }
                    }
                }
            }
            Some((_, _, Err(e), _)) => {
                tf("trees-bi-failed", Args::new().text("error", e.to_string()))
            }
            None => String::new(),
        };
        html! {
            <div class="bi">
                <h3>{ t("trees-bi-title") }</h3>
                <div class="controls">
                    <button id="bi-reset" onclick={set(0, false)} disabled={shown == 0}>{ t("trees-bi-reset") }</button>
                    <button id="bi-step" onclick={set(shown + 1, false)} disabled={shown >= steps_total}>{ t("trees-bi-step") }</button>
                    if *playing {
                        <button id="bi-pause" onclick={set(shown, false)}>{ t("trees-bi-pause") }</button>
                    } else {
                        <button id="bi-play" onclick={set(play_from, true)} disabled={steps_total == 0}>{ t("trees-bi-play") }</button>
                    }
                    <button id="bi-all" onclick={set(steps_total, false)} disabled={shown >= steps_total}>{ t("trees-bi-all") }</button>
                </div>
                <p id="bi-status" aria-live="polite">{ description }</p>
                if let Some((tree, _, Ok(bi), _)) = &analysis {
                    if shown == steps_total && steps_total > 0 {
                        <p id="spe">{ {
                            let args = Args::new()
                                .text("first", tree.strategy_name(0, &bi.profile[0])).text("second", tree.strategy_name(1, &bi.profile[1]))
                                .text("payoff1", format_number(&bi.value[0])).text("payoff2", format_number(&bi.value[1]));
                            if bi.ties.is_empty() { tf("trees-spe-unique", args) } else { tf("trees-spe-ties", args) }
                        } }</p>
                    }
                }
            </div>
        }
    };

    let equilibria = match &analysis {
        Some((tree, paths, _, Ok(nf))) => {
            let show = |i: usize| {
                let chosen_ne = chosen_ne.clone();
                let current = *chosen_ne;
                Callback::from(move |_: MouseEvent| {
                    chosen_ne.set(if current == Some(i) { None } else { Some(i) })
                })
            };
            let (rows, cols) = (nf.rows, nf.cols);
            let pure_count = shown_analysis.as_ref().map_or(0, |l| l.result.pure_count);
            html! {
                <div class="tree-equilibria">
                    <h3>{ tf("trees-nf-title", Args::new().count("rows", rows as i64).count("cols", cols as i64)) }</h3>
                    <p>{ match nf.link() {
                        Ok(l) => crate::web::components::lab_link(&l, "open-normal-form", &t("trees-nf-open")),
                        Err(why) => html! { <span id="open-normal-form-why" class="note">{ tf("trees-nf-no-link", Args::new().text("why", why.to_string())) }</span> },
                    } }</p>
                    if let Some(game) = &nf.game {
                        <table class="normal-form" id="normal-form">
                            <thead><tr><th>{ t("trees-nf-corner") }</th>{ for game.names[1].iter().map(|n| html! { <th>{ n }</th> }) }</tr></thead>
                            <tbody>{ for (0..rows).map(|r| html! {
                                <tr><th>{ &game.names[0][r] }</th>
                                { for (0..cols).map(|c| {
                                    let ne = nf.equilibrium_cells.contains(&(r, c));
                                    let is_spe = nf.spe == Some((r, c));
                                    html! { <td class={classes!(ne.then_some("ne"), is_spe.then_some("spe"))}>{ format!("{}, {}", format_number(&game.a[r][c]), format_number(&game.b[r][c])) }</td> }
                                }) }</tr>
                            }) }</tbody>
                        </table>
                    } else {
                        <p>{ tf("trees-nf-too-large", Args::new().count("limit", TABLE_LIMIT as i64)) }</p>
                    }
                    <h3>{ tf("trees-pure-title", Args::new().count("n", pure_count as i64)) }</h3>
                    if pure_count > pure.len() {
                        <p class="note" id="equilibria-listed">{ tf("trees-pure-listed", Args::new().count("n", pure.len() as i64)) }</p>
                    }
                    <table id="tree-equilibria">
                        <thead><tr><th>{ t("trees-col-player-1") }</th><th>{ t("trees-col-player-2") }</th><th>{ t("trees-col-payoffs") }</th><th>{ t("trees-col-spe") }</th><th></th></tr></thead>
                        <tbody>{ for pure.iter().enumerate().map(|(i, PureEquilibrium { profile, payoffs, threats, .. })| {
                            let verdict = match threats {
                                Ok(ts) if ts.is_empty() => html! { <span class="spe-yes">{ t("trees-spe-yes") }</span> },
                                Ok(ts) => html! { <span class="spe-no">{ tf("trees-spe-no", Args::new().count("n", ts.len() as i64)) }</span> },
                                Err(e) => html! { <span class="error">{ e }</span> },
                            };
                            html! {
                                <tr class={classes!("ne-row", (*chosen_ne == Some(i)).then_some("chosen"))}>
                                    <td>{ tree.strategy_name(0, &profile[0]) }</td>
                                    <td>{ tree.strategy_name(1, &profile[1]) }</td>
                                    <td>{ format!("({}, {})", format_number(&payoffs[0]), format_number(&payoffs[1])) }</td>
                                    <td>{ verdict }</td>
                                    <td><button class="show-ne" onclick={show(i)}>{ if *chosen_ne == Some(i) { t("trees-ne-hide") } else { t("trees-ne-show") } }</button></td>
                                </tr>
                            }
                        }) }</tbody>
                    </table>
                    if let Some(PureEquilibrium { threats: Ok(threats), .. }) = chosen {
                        <div id="threats" class="note">
                            if threats.is_empty() {
                                <p>{ t("trees-threats-none") }</p>
                            } else {
                                <p>{ t("trees-threats-intro") }</p>
                                <ul>{ for threats.iter().map(|t| {
                                    let label = |a: usize| tree.action_label(t.node, a).to_string();
                                    html! { <li class="threat">{ tf("trees-threat", Args::new().text("node", node_in(analysed, &paths[t.node], &words)).count("player", t.player as i64 + 1).text("told", format!("{:?}", label(t.prescribed))).text("payoff", format_number(&t.prescribed_value)).text("better", format!("{:?}", label(t.better))).text("better_payoff", format_number(&t.better_value))) }</li> }
                                }) }</ul>
                            }
                        </div>
                    }
                </div>
            }
        }
        Some((_, _, _, Err(e))) => {
            html! { <p class="error" id="normal-form-error">{ tf("trees-nf-unavailable", Args::new().text("error", e.to_string())) }</p> }
        }
        None => html! {},
    };

    html! {
        <section class="page" id="trees" tabindex="-1" onkeydown={on_keys}>
            <h1>{ t("trees-title") }</h1>
            <crate::web::components::Lead>{ t("trees-lead") }</crate::web::components::Lead>
            if let Some(e) = &*url_error { <p class="error" id="url-error" role="alert">{ e }</p> }
            if !*link_read { <p class="note" id="link-reading" role="status">{ t("trees-link-reading") }</p> }
            <div class="controls" role="group" aria-label={t("trees-controls-label")}>
                <label>{ t("trees-preset") }{ " " }
                    <select id="tree-preset" onchange={on_preset}>
                        <option value="" selected=true disabled=true>{ t("trees-preset-choose") }</option>
                        <option value="new">{ t("trees-preset-new") }</option>
                        { for TreePreset::ALL.iter().map(|p| html! { <option value={p.name()}>{ p.name_in(&words) }</option> }) }
                        <optgroup label={t("trees-preset-with-sets")}>
                            { for SET_PRESETS.iter().map(|p| html! { <option value={format!("imperfect:{}", p.key())}>{ p.name_in(&words) }</option> }) }
                        </optgroup>
                    </select>
                </label>
                <button id="tree-undo" onclick={undo} disabled={history.past.is_empty()}>{ t("trees-undo") }</button>
                <button id="tree-redo" onclick={redo} disabled={history.future.is_empty()}>{ t("trees-redo") }</button>
                <button id="export-efg" onclick={export} disabled={current_efg.is_none()}>{ t("trees-export-efg") }</button>
                <Link<Route> to={Route::lab("games")}>{ t("trees-normal-form-games") }</Link<Route>>
            </div>
            <div class="tree-layout">
                <div class="tree-view">{ svg }</div>
                { node_editor(sketch, &sel, &apply, &editor::Typing { typed: (*typing).clone(), on_typing: on_typing.clone() }, &editor::Marking { marked: (*marked).clone(), on_mark: { let marked = marked.clone(); Callback::from(move |m| marked.set(m)) } }) }
            </div>
            if let Some(e) = &*edit_error { <p class="error" id="edit-error" role="alert">{ e }</p> }
            if let Err(e) = built {
                <p class="error" id="tree-error" role="alert">{ e.to_string() }</p>
            }
            if with_sets {
                { match &*written {
                    Some((_, _, efg)) => html! { <sets::InformationSetsPanel efg={efg.clone()} /> },
                    None => html! {},
                } }
            } else if typing.is_some() && !stale {
                { crate::web::components::stale_while_typing("tree-analysis", html! { <>{ bi_controls }{ equilibria }</> }) }
            } else if stale {
                { crate::web::components::stale_with("tree-analysis", &if built.is_ok() { t("trees-stale-updating") } else { t("trees-stale-incomplete") }, html! { <>{ bi_controls }{ equilibria }</> }) }
            } else {
                { bi_controls }{ equilibria }
            }
            if let Some(m) = &analysis_failed {
                <p class="error" id="tree-analysis-error" role="alert">{ tf("trees-analyses-failed", Args::new().text("error", m.clone())) }</p>
            } else if shown_analysis.is_none() && built.is_ok() && !with_sets {
                <p class="note" id="tree-analysing" role="status">{ t("trees-analysing") }</p>
            }
            <crate::web::components::GambitImport summary={t("trees-import-efg")} kind=".efg" input_id="efg-input" button_id="efg-import" error_id="efg-error" rows={8} text={(*import_text).clone()} on_text={on_import_text} on_import={import} error={(*import_error).clone()} />
        </section>
    }
}

/// The worker's answer for a tree, with the tree it is about (the names, node numbers and
/// paths of the view come from it, not from the tree on screen, which may have changed).
struct Analysed {
    /// The request it answers.
    request: JobSpec,
    /// The sketch analysed.
    sketch: Sketch,
    /// The tree built from it.
    tree: GameTree,
    /// Each node's path in the sketch.
    paths: Vec<Path>,
    /// The answer.
    result: TreeAnalysis,
}

/// What a reading of `.efg` text in the worker is for.
#[derive(Clone, Copy, PartialEq)]
enum Purpose {
    /// The link the page opened with.
    Link,
    /// A pasted file.
    Import,
    /// A built-in game with information sets.
    Preset,
}

/// An edit of the sketch; `Ok(Some(path))` selects `path` afterwards.
type Edit = Box<dyn Fn(&mut Sketch) -> Result<Option<Path>, EditError>>;
type Apply = Callback<Edit>;
