//! The normal-form games lab: edit a bimatrix game (names, payoffs, rows and columns, undo and
//! redo, keyboard navigation, random and zero-sum games) and see on the table itself the best
//! responses, pure equilibria and the strategies struck out by iterated elimination (step by
//! step); below it every Nash equilibrium in exact fractions (with degeneracy explained),
//! best-response and payoff-envelope diagrams, security levels and the zero-sum value. The game
//! lives in the URL (Gambit .nfg text), so a link shares it; .nfg files import and export.
//!
//! Payoffs and strategy names are checked as they are typed: every problem is listed under the
//! table and its input marked, while the analyses keep the last valid game's results, marked
//! stale, until the table parses again.
//!
//! Small games are enumerated on the main thread (a few milliseconds); larger ones, up to
//! [`EDITOR_LIMIT`] × [`EDITOR_LIMIT`], in the worker with progress and Cancel.
//!
//! This module is the page component (the editor and its table); the equilibria, the security
//! levels and the benchmark have their own files. The editor's model is the core's
//! ([`crate::games::matrix::edit`]), the diagrams' data too ([`crate::games::matrix::charts`]).

use std::collections::HashMap;

use yew::prelude::*;
use yew_router::prelude::*;

use crate::equilibrium::{best_responses, pure_equilibria, Dominator, Strength};
use crate::exact::{format_number, to_f64, Q};
use crate::games::matrix::analysis::{Analysis, Eliminated};
use crate::games::matrix::edit::{CellProblem, Draft, ImportError, Place, EDITOR_LIMIT};
use crate::games::matrix::MatrixPreset;
use crate::i18n::Args;
use crate::models::strategic::{Bimatrix, Class};
use crate::web::components::{download, maybe_stale, use_linked_history, write_link};
use crate::web::i18n::{catalogue, decimal, t, tf};
use crate::web::job::{use_job, JobOutput, JobSpec, JobState};
use crate::web::routes::Route;

mod bench;
mod envelope;
mod equilibria;
mod geometry;
mod n_player;
mod security;

use bench::NashBenchPanel;
use equilibria::EquilibriaView;
use security::security_view;

/// Games with more strategies in all than this (larger than 8×8) show the worker's progress,
/// the expected time and Lemke–Howson's quick answer meanwhile; smaller ones are answered in
/// milliseconds, with the labels that lead Lemke–Howson to each equilibrium.
const PROGRESS_SIZE: usize = 16;

type History = crate::web::components::History<Draft>;

/// An edit of the draft by an input's text (a payoff or a strategy name, typed or committed).
type TextEdit = Box<dyn Fn(&mut Draft, &str)>;

fn focus(id: &str) {
    use wasm_bindgen::JsCast;
    if let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = el.focus();
    }
}

/// Arrow-key moves between payoff inputs `pay-{p}-{r}-{c}`: up and down by row; left and right
/// (at the start or end of the text) through the inputs in reading order.
fn navigate_table(e: &KeyboardEvent, rows: usize, cols: usize) {
    let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() else {
        return;
    };
    let id = input.id();
    let parts: Vec<usize> = id
        .strip_prefix("pay-")
        .map(|s| s.split('-').filter_map(|x| x.parse().ok()).collect())
        .unwrap_or_default();
    let [p, r, c] = parts[..] else {
        return;
    };
    let len = input.value().chars().count() as u32;
    let caret = input.selection_start().ok().flatten();
    let at_start = caret == Some(0);
    let at_end = caret == Some(len);
    let linear = (r * cols + c) * 2 + p;
    let target = match e.key().as_str() {
        "ArrowUp" if r > 0 => Some((p, r - 1, c)),
        "ArrowDown" if r + 1 < rows => Some((p, r + 1, c)),
        "ArrowLeft" if at_start && linear > 0 => {
            let l = linear - 1;
            Some((l % 2, l / 2 / cols, l / 2 % cols))
        }
        "ArrowRight" if at_end && linear + 1 < rows * cols * 2 => {
            let l = linear + 1;
            Some((l % 2, l / 2 / cols, l / 2 % cols))
        }
        _ => None,
    };
    if let Some((p, r, c)) = target {
        e.prevent_default();
        focus(&format!("pay-{p}-{r}-{c}"));
    }
}

/// The history with the text being typed committed on top: what undo and redo act on.
fn with_typing(history: &History, typing: &Option<Draft>) -> History {
    match typing {
        Some(d) => history.commit(d.clone()),
        None => history.clone(),
    }
}

/// The id of the list item holding the message of a problem at `place`.
fn problem_id(place: &Place) -> String {
    match place {
        Place::Payoff { player, row, col } => format!("problem-pay-{player}-{row}-{col}"),
        Place::Name { player, index } => format!("problem-name-{player}-{index}"),
        Place::Shape => "problem-shape".to_string(),
    }
}

/// How an input shows its problem, if it has one: class `invalid`, `aria-invalid`, a pointer
/// to its message in the list (`aria-describedby`) and the reason on hover.
struct Mark {
    class: Option<&'static str>,
    invalid: &'static str,
    described_by: Option<String>,
    title: Option<String>,
}

impl Mark {
    fn of(problems: &HashMap<Place, &CellProblem>, place: Place) -> Mark {
        match problems.get(&place) {
            Some(p) => Mark {
                class: Some("invalid"),
                invalid: "true",
                described_by: Some(problem_id(&place)),
                title: Some(p.reason.clone()),
            },
            None => Mark {
                class: None,
                invalid: "false",
                described_by: None,
                title: None,
            },
        }
    }
}

/// Props of either editor: the switch between them, shown under the heading.
#[derive(Properties, PartialEq)]
struct SwitchProps {
    /// The two buttons choosing the number of players.
    switch: Html,
}

/// The normal-form page: the two-player editor, or the editor of three players and more (the
/// `n_player` module) when the link holds such a game (query key `n`) or the person switches
/// to it.
#[function_component(GamesPage)]
pub fn games_page() -> Html {
    let navigator = use_navigator();
    let linked_n = use_location()
        .and_then(|l| l.query::<HashMap<String, String>>().ok())
        .is_some_and(|q| q.contains_key("n"));
    let many = use_state(move || linked_n);
    let pick = |to: bool| {
        let (many, navigator) = (many.clone(), navigator.clone());
        Callback::from(move |_: MouseEvent| {
            if *many != to {
                // Each editor writes its own game into the link; the other's goes.
                if let Some(n) = &navigator {
                    n.replace(&Route::lab("games"));
                }
                many.set(to);
            }
        })
    };
    let switch = html! {
        <div class="controls players-switch" role="group" aria-label={t("games-players-label")}>
            <button id="players-2" aria-pressed={(!*many).to_string()} onclick={pick(false)}>{ t("games-players-two") }</button>
            <button id="players-n" aria-pressed={many.to_string()} onclick={pick(true)}>{ t("games-players-many") }</button>
        </div>
    };
    if *many {
        html! { <n_player::NPlayerGames {switch} /> }
    } else {
        html! { <TwoPlayerGames {switch} /> }
    }
}

/// The two-player editor and its analyses.
#[function_component(TwoPlayerGames)]
fn two_player_games(props: &SwitchProps) -> Html {
    let navigator = use_navigator();
    // The game is in the URL as .nfg text (query `g`), read once when the page opens.
    let (history, url_error) = use_linked_history("g", "game", Draft::from_nfg, || {
        Draft::from_game(&MatrixPreset::BattleOfTheSexes.game())
    });
    let random_seed = use_state(|| 1u64);
    let import_text = use_state(String::new);
    let import_error = use_state(|| None::<String>);
    let zero_sum_error = use_state(|| None::<String>);
    let elim_kind = use_state(|| Strength::Strict);
    let elim_mixed = use_state(|| true);
    let elim_shown = use_state(|| 0usize);
    let copied = use_state(|| false);
    // Live checking: payoffs and strategy names are read on every keystroke (`oninput`), so a
    // bad input is named and highlighted while it is typed. The keystrokes go to `typing` (the
    // draft as typed since the last committed edit), not to the undo history: committing each
    // keystroke would make undo take a number back one character at a time and rewrite the
    // link on every key. The edit is committed — one undo step, the link updated — on `change`
    // (Enter or leaving the input), or by the next edit; undo and redo act on the history with
    // the typed text committed on top ([`with_typing`]), so Ctrl+Z in the middle of typing takes
    // the typed text back as one step, and redo brings it back.
    let typing = use_state(|| None::<Draft>);
    // The last draft that parsed: the analyses below the table keep showing its results
    // (marked stale) while the draft has problems. Kept in a ref written during render (it only
    // follows the draft, so re-rendering is idempotent) rather than a state, which would cost a
    // second render on every valid keystroke.
    let last_valid = use_mut_ref(|| None::<Bimatrix>);

    let set_history = {
        let history = history.clone();
        let typing = typing.clone();
        let navigator = navigator.clone();
        let elim_shown = elim_shown.clone();
        let copied = copied.clone();
        Callback::from(move |h: History| {
            if let Ok(g) = h.now.game() {
                write_link(&navigator, &Route::lab("games"), "g", h.now.to_nfg(&g));
            }
            elim_shown.set(0);
            copied.set(false);
            typing.set(None);
            history.set(h);
        })
    };
    let commit = {
        let history = history.clone();
        let set_history = set_history.clone();
        Callback::from(move |d: Draft| set_history.emit(history.commit(d)))
    };
    // What an edit starts from: the draft as typed (so an edit made before the typed text is
    // committed keeps it).
    let current = {
        let (history, typing) = (history.clone(), typing.clone());
        move || typing.as_ref().unwrap_or(&history.now).clone()
    };
    let type_into = |f: TextEdit| {
        let (current, typing) = (current.clone(), typing.clone());
        Callback::from(move |e: InputEvent| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            let mut d = current();
            f(&mut d, &v);
            typing.set(Some(d));
        })
    };
    let commit_from = |f: TextEdit| {
        let (current, commit) = (current.clone(), commit.clone());
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            let mut d = current();
            f(&mut d, &v);
            commit.emit(d);
        })
    };
    let type_payoff = |player: usize, r: usize, c: usize| {
        type_into(Box::new(move |d, v| d.type_payoff(player, r, c, v)))
    };
    let edit = |player: usize, r: usize, c: usize| {
        commit_from(Box::new(move |d, v| d.set_payoff(player, r, c, v)))
    };
    let type_name =
        |player: usize, i: usize| type_into(Box::new(move |d, v| d.type_name(player, i, v)));
    let rename =
        |player: usize, i: usize| commit_from(Box::new(move |d, v| d.rename(player, i, v)));
    let change = |f: fn(&mut Draft)| {
        let (current, commit) = (current.clone(), commit.clone());
        Callback::from(move |_: MouseEvent| {
            let mut d = current();
            f(&mut d);
            commit.emit(d);
        })
    };
    let remove = |player: usize, i: usize| {
        let (current, commit) = (current.clone(), commit.clone());
        Callback::from(move |_: MouseEvent| {
            let mut d = current();
            d.remove(player, i);
            commit.emit(d);
        })
    };
    let undo = {
        let (history, typing, set_history) = (history.clone(), typing.clone(), set_history.clone());
        Callback::from(move |_: MouseEvent| set_history.emit(with_typing(&history, &typing).undo()))
    };
    let redo = {
        let (history, typing, set_history) = (history.clone(), typing.clone(), set_history.clone());
        Callback::from(move |_: MouseEvent| set_history.emit(with_typing(&history, &typing).redo()))
    };
    let on_keys = {
        let (history, typing, set_history) = (history.clone(), typing.clone(), set_history.clone());
        Callback::from(move |e: KeyboardEvent| {
            // Only Ctrl/⌘ keys can be undo or redo: spare the history's copy on other keys.
            if !(e.ctrl_key() || e.meta_key()) {
                return;
            }
            if let Some(h) = with_typing(&history, &typing).on_key(&e) {
                set_history.emit(h);
            }
        })
    };
    let on_preset = {
        let commit = commit.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(p) = MatrixPreset::ALL.iter().find(|p| p.name() == v) {
                commit.emit(Draft::from_game(&p.game()));
            }
        })
    };
    let on_random = {
        let (current, commit, random_seed) = (current.clone(), commit.clone(), random_seed.clone());
        Callback::from(move |_: MouseEvent| {
            commit.emit(current().random(*random_seed));
            random_seed.set(*random_seed + 1);
        })
    };
    let on_zero_sum = {
        let (current, commit, zero_sum_error) =
            (current.clone(), commit.clone(), zero_sum_error.clone());
        Callback::from(move |_: MouseEvent| match current().game() {
            Ok(g) => {
                zero_sum_error.set(None);
                commit.emit(current().with_game(&g.zero_sum_of_rows()));
            }
            Err(e) => zero_sum_error.set(Some(e)),
        })
    };
    let import = {
        let (commit, import_text, import_error) =
            (commit.clone(), import_text.clone(), import_error.clone());
        Callback::from(move |_| match Draft::import(&import_text) {
            Ok(d) => {
                import_error.set(None);
                commit.emit(d);
            }
            Err(e) => import_error.set(Some(match &e {
                ImportError::Parse(e) => e.describe_in(&catalogue()),
                e => e.message_in(&catalogue()),
            })),
        })
    };
    let on_import_text = {
        let import_text = import_text.clone();
        Callback::from(move |text: String| import_text.set(text))
    };
    let d = typing.as_ref().unwrap_or(&history.now);
    let game = d.game();
    // Every problem, in the table's reading order (empty exactly when `game` is Ok), and by
    // its input.
    let problem_list = if game.is_ok() {
        Vec::new()
    } else {
        d.problems()
    };
    let problems: HashMap<Place, &CellProblem> =
        problem_list.iter().map(|p| (p.place, p)).collect();
    if let Ok(g) = &game {
        if last_valid.borrow().as_ref() != Some(g) {
            *last_valid.borrow_mut() = Some(g.clone());
        }
    }
    // The game the analyses show: the draft's when it parses, else the last one that did.
    let analysed: Option<Bimatrix> = last_valid.borrow().clone();
    let stale = game.is_err();
    // Whether undo and redo would do anything (on the history with the typed text on top).
    let pending = typing.as_ref().is_some_and(|t| *t != history.now);
    let can_undo = pending || !history.past.is_empty();
    let can_redo = !pending && !history.future.is_empty();
    let export = {
        let (game, draft) = (game.clone(), d.clone());
        Callback::from(move |_| {
            if let Ok(g) = &game {
                download("game.nfg", "text/plain", &draft.to_nfg(g));
            }
        })
    };
    // The title and the players' names (kept from an imported file, written to exports).
    let rename_game = |pick: fn(&mut Draft) -> &mut String| {
        commit_from(Box::new(move |d, v| *pick(d) = v.trim().to_string()))
    };
    let copy_link = {
        let copied = copied.clone();
        Callback::from(move |_| {
            if let Some(w) = web_sys::window() {
                if let Ok(href) = w.location().href() {
                    let _ = w.navigator().clipboard().write_text(&href);
                    copied.set(true);
                }
            }
        })
    };

    // The analyses that solve LPs (elimination, security levels, a constant-sum game's value)
    // run in the worker, once per game and setting: a failure there is reported beside them
    // and the page keeps working. They are of the analysed game, so a draft with problems keeps
    // them. While a new request runs, the last answer stays, marked as of earlier inputs.
    let analysis_job = use_job();
    let analysis_spec = use_memo(
        (analysed.clone(), *elim_kind, *elim_mixed),
        |(game, kind, mixed)| {
            game.as_ref().map(|g| {
                JobSpec::NormalForm(crate::games::matrix::jobs::Request::Analyse {
                    nfg: Draft::nfg(g),
                    strength: *kind,
                    mixed: *mixed,
                })
            })
        },
    );
    {
        let job = analysis_job.clone();
        use_effect_with((*analysis_spec).clone(), move |spec| {
            if let Some(spec) = spec {
                job.start(spec.clone());
            }
        });
    }
    // The last answer with the game it is about (names and sizes of the view come from it, not
    // from the game on screen, which may have changed meanwhile).
    let last_analysis = use_mut_ref(|| None::<(Bimatrix, Analysis)>);
    let (shown_analysis, analysis_current): (Option<(Bimatrix, Analysis)>, bool) =
        match (analysis_job.result((*analysis_spec).as_ref()), &analysed) {
            (
                Some((
                    JobOutput::NormalForm(crate::games::matrix::jobs::Output::Analysis(a)),
                    _,
                    false,
                )),
                Some(g),
            ) => {
                let shown = (g.clone(), *a);
                *last_analysis.borrow_mut() = Some(shown.clone());
                (Some(shown), true)
            }
            _ => (last_analysis.borrow().clone(), false),
        };
    let (shown_game, analysis) = match shown_analysis {
        Some((g, a)) => (Some(g), Some(a)),
        None => (None, None),
    };
    let analysis_failed = match &*analysis_job.state {
        JobState::Failed(m) => Some(m.clone()),
        _ => None,
    };
    let elimination: Option<Result<Eliminated, String>> = match &analysis_failed {
        Some(m) => Some(Err(m.clone())),
        None => analysis.as_ref().map(|a| a.elimination.clone()),
    };
    let security_html = match (&analysis_failed, &analysis) {
        (Some(m), _) => {
            html! { <p class="error" id="security-error">{ tf("games-analyses-failed", Args::new().text("error", m.clone())) }</p> }
        }
        (None, Some(a)) => security_view(a),
        (None, None) => html! {},
    };
    // Marked as of earlier inputs while the draft has problems or a new answer is on its way.
    let analysis_stale = stale || (analysis.is_some() && !analysis_current);
    let steps_total = match &elimination {
        Some(Ok(e)) => e.steps.len(),
        _ => 0,
    };
    let shown = (*elim_shown).min(steps_total);
    // Marks on the table itself (struck-out strategies, best responses, pure equilibria) are
    // of the draft on screen only: the last valid game may differ from it, even in size.
    let struck: [Vec<usize>; 2] = match &elimination {
        Some(Ok(e)) if !analysis_stale => {
            let mut out = [Vec::new(), Vec::new()];
            for s in &e.steps[..shown] {
                out[s.player.0 as usize].push(s.strategy);
            }
            out
        }
        _ => [Vec::new(), Vec::new()],
    };
    let (br, pure) = match &game {
        Ok(g) => (Some(best_responses(g)), pure_equilibria(g)),
        Err(_) => (None, Vec::new()),
    };
    let (rows, cols) = (d.rows(), d.cols());
    let on_table_keys = Callback::from(move |e: KeyboardEvent| navigate_table(&e, rows, cols));
    // A payoff set from the draggable envelope diagrams: one edit, one undo step.
    let set_payoff = {
        let (current, commit) = (current.clone(), commit.clone());
        Callback::from(move |(player, r, c, text): (usize, usize, usize, String)| {
            let mut d = current();
            d.set_payoff(player, r, c, &text);
            commit.emit(d);
        })
    };
    let table = html! {
        <table class="bimatrix" id="bimatrix" onkeydown={on_table_keys}>
            <thead><tr>
                <th class="corner">{ "P1 \\ P2" }</th>
                { for d.names[1].iter().enumerate().map(|(c, n)| html! {
                    <th class={classes!(struck[1].contains(&c).then_some("eliminated"))} id={format!("col-{c}")}>
                        { { let m = Mark::of(&problems, Place::Name { player: 1, index: c }); html! {
                            <input class={classes!("name", m.class)} id={format!("name-1-{c}")} value={n.clone()} oninput={type_name(1, c)} onchange={rename(1, c)} aria-label={tf("games-column-name", Args::new().count("n", c as i64 + 1))} aria-invalid={m.invalid} aria-describedby={m.described_by} title={m.title} />
                        } } }
                        <button class="remove" title={t("games-remove-column-title")} aria-label={tf("games-remove-column", Args::new().count("n", c as i64 + 1))} disabled={cols == 1} onclick={remove(1, c)}>{ "×" }</button>
                    </th>
                }) }
            </tr></thead>
            <tbody>{ for (0..rows).map(|r| html! {
                <tr class={classes!(struck[0].contains(&r).then_some("eliminated"))} id={format!("row-{r}")}>
                    <th>
                        { { let m = Mark::of(&problems, Place::Name { player: 0, index: r }); html! {
                            <input class={classes!("name", m.class)} id={format!("name-0-{r}")} value={d.names[0][r].clone()} oninput={type_name(0, r)} onchange={rename(0, r)} aria-label={tf("games-row-name", Args::new().count("n", r as i64 + 1))} aria-invalid={m.invalid} aria-describedby={m.described_by} title={m.title} />
                        } } }
                        <button class="remove" title={t("games-remove-row-title")} aria-label={tf("games-remove-row", Args::new().count("n", r as i64 + 1))} disabled={rows == 1} onclick={remove(0, r)}>{ "×" }</button>
                    </th>
                    { for (0..cols).map(|c| {
                        let is_ne = pure.contains(&(r, c));
                        let row_br = br.as_ref().is_some_and(|b| b.row[r][c]);
                        let col_br = br.as_ref().is_some_and(|b| b.col[r][c]);
                        let out = struck[0].contains(&r) || struck[1].contains(&c);
                        let m0 = Mark::of(&problems, Place::Payoff { player: 0, row: r, col: c });
                        let m1 = Mark::of(&problems, Place::Payoff { player: 1, row: r, col: c });
                        html! {
                            <td class={classes!("cell", is_ne.then_some("ne"), out.then_some("eliminated"))} id={format!("cell-{r}-{c}")}>
                                <input id={format!("pay-0-{r}-{c}")} class={classes!(row_br.then_some("br"), m0.class)} value={d.a[r][c].clone()} oninput={type_payoff(0, r, c)} onchange={edit(0, r, c)} aria-label={tf("games-row-payoff", Args::new().count("row", r as i64 + 1).count("col", c as i64 + 1))} aria-invalid={m0.invalid} aria-describedby={m0.described_by} title={m0.title} />
                                <input id={format!("pay-1-{r}-{c}")} class={classes!(col_br.then_some("br"), m1.class)} value={d.b[r][c].clone()} oninput={type_payoff(1, r, c)} onchange={edit(1, r, c)} aria-label={tf("games-column-payoff", Args::new().count("row", r as i64 + 1).count("col", c as i64 + 1))} aria-invalid={m1.invalid} aria-describedby={m1.described_by} title={m1.title} />
                            </td>
                        }
                    }) }
                </tr>
            }) }</tbody>
        </table>
    };

    let elim_view = {
        let on_kind = {
            let (elim_kind, elim_shown) = (elim_kind.clone(), elim_shown.clone());
            Callback::from(move |e: Event| {
                let v = e
                    .target_unchecked_into::<web_sys::HtmlSelectElement>()
                    .value();
                elim_kind.set(Strength::from_key(&v).unwrap_or(Strength::Strict));
                elim_shown.set(0);
            })
        };
        let on_mixed = {
            let (elim_mixed, elim_shown) = (elim_mixed.clone(), elim_shown.clone());
            Callback::from(move |_: Event| {
                elim_mixed.set(!*elim_mixed);
                elim_shown.set(0);
            })
        };
        let set_shown = |n: usize| {
            let elim_shown = elim_shown.clone();
            Callback::from(move |_: MouseEvent| elim_shown.set(n))
        };
        let body = match (&elimination, &shown_game) {
            (Some(Ok(e)), Some(g)) if e.steps.is_empty() => html! {
                <p id="elimination">{ if *elim_mixed { tf("games-elim-none-mixed", Args::new().text("how", elim_kind.adverb_in(&catalogue()))) } else { tf("games-elim-none-pure", Args::new().text("how", elim_kind.adverb_in(&catalogue()))) } }</p>
            },
            (Some(Ok(e)), Some(g)) => html! {
                <>
                    <div class="controls">
                        <button id="elim-reset" onclick={set_shown(0)} disabled={shown == 0}>{ t("games-reset") }</button>
                        <button id="elim-back" onclick={set_shown(shown.saturating_sub(1))} disabled={shown == 0}>{ t("games-back") }</button>
                        <button id="elim-step" onclick={set_shown(shown + 1)} disabled={shown == steps_total}>{ t("games-step") }</button>
                        <button id="elim-all" onclick={set_shown(steps_total)} disabled={shown == steps_total}>{ t("games-elim-all") }</button>
                        <span id="elim-count">{ tf("games-elim-count", Args::new().count("shown", shown as i64).count("total", steps_total as i64)) }</span>
                    </div>
                    <ol id="elimination">{ for e.steps.iter().enumerate().map(|(i, s)| html! {
                        <li class={classes!(if i < shown { "done" } else { "pending" })}>{ {
                            let args = Args::new().text("name", s.name.clone()).text("by", match &s.by {
                                Dominator::Pure(i) => g.names[s.player.0 as usize][*i].clone(),
                                Dominator::Mixed(w) => w.iter().map(|(i, q)| format!("{}·{}", format_number(q), g.names[s.player.0 as usize][*i])).collect::<Vec<_>>().join(" + "),
                            });
                            if s.player.0 == 0 { tf("games-elim-step-row", args) } else { tf("games-elim-step-column", args) }
                        } }</li>
                    }) }</ol>
                    if shown == steps_total {
                        <p id="elim-result">{ tf("games-elim-result", Args::new().text("rows", e.remaining[0].iter().map(|&i| g.names[0][i].clone()).collect::<Vec<_>>().join(", ")).text("columns", e.remaining[1].iter().map(|&i| g.names[1][i].clone()).collect::<Vec<_>>().join(", "))) }</p>
                    }
                </>
            },
            (Some(Err(e)), _) => html! {
                <p class="error" id="elimination">{ tf("games-elim-failed", Args::new().text("error", e.clone())) }</p>
            },
            _ => html! {},
        };
        html! {
            <section class="elimination">
                <h3>{ t("games-elim-title") }</h3>
                <div class="controls">
                    <label>{ format!("{} ", t("games-dominance")) }
                        <select id="elim-kind" onchange={on_kind}>
                            { for [Strength::Strict, Strength::Weak, Strength::VeryWeak].into_iter().map(|s| html! {
                                <option value={s.key()} selected={s == *elim_kind}>{ s.name_in(&catalogue()) }</option>
                            }) }
                        </select>
                    </label>
                    <label><input type="checkbox" id="elim-mixed" checked={*elim_mixed} onchange={on_mixed} />{ format!(" {}", t("games-elim-mixed")) }</label>
                </div>
                { body }
            </section>
        }
    };

    // Every problem, listed under the table in its reading order; each bad input points here
    // (`aria-describedby`) and is highlighted. `#game-error` holds the summary.
    let problems_view = if problems.is_empty() {
        html! {}
    } else {
        let n = problem_list.len();
        html! {
            <div class="game-problems">
                <p class="error" id="game-error" role="status">{ tf("games-problems", Args::new().count("n", n as i64)) }</p>
                <ul class="error" id="game-errors">
                    { for problem_list.iter().map(|p| html! { <li id={problem_id(&p.place)}>{ p.to_string() }</li> }) }
                </ul>
            </div>
        }
    };

    html! {
        <section class="page" id="games" tabindex="-1" onkeydown={on_keys}>
            <h1>{ t("games-title") }</h1>
            <crate::web::components::Lead>{ t("games-lead") }</crate::web::components::Lead>
            { props.switch.clone() }
            if let Some(e) = &url_error { <p class="error" id="url-error" role="alert">{ e }</p> }
            <div class="controls" role="group" aria-label={t("games-names-label")}>
                <label>{ format!("{} ", t("games-game-title")) }<input id="nf-title" value={d.title.clone()} onchange={rename_game(|d| &mut d.title)} /></label>
                <label>{ format!("{} ", t("games-row-player")) }<input id="nf-p1" value={d.players[0].clone()} onchange={rename_game(|d| &mut d.players[0])} size="12" /></label>
                <label>{ format!("{} ", t("games-column-player")) }<input id="nf-p2" value={d.players[1].clone()} onchange={rename_game(|d| &mut d.players[1])} size="12" /></label>
            </div>
            <div class="controls" role="group" aria-label={t("games-edit-label")}>
                <label>{ format!("{} ", t("games-preset")) }
                    <select id="preset" onchange={on_preset}>
                        <option value="" selected=true disabled=true>{ t("games-choose") }</option>
                        { for MatrixPreset::ALL.iter().map(|p| html! { <option value={p.name()}>{ p.name_in(&catalogue()) }</option> }) }
                    </select>
                </label>
                <button id="add-row" onclick={change(Draft::add_row)} disabled={rows >= EDITOR_LIMIT}>{ t("games-add-row") }</button>
                <button id="add-col" onclick={change(Draft::add_col)} disabled={cols >= EDITOR_LIMIT}>{ t("games-add-column") }</button>
                <button id="random-game" onclick={on_random} title={t("games-random-title")}>{ tf("games-random", Args::new().text("seed", random_seed.to_string())) }</button>
                <button id="zero-sum" onclick={on_zero_sum} title={t("games-zero-sum-title")}>{ t("games-zero-sum") }</button>
                <button id="undo" onclick={undo} disabled={!can_undo}>{ t("games-undo") }</button>
                <button id="redo" onclick={redo} disabled={!can_redo}>{ t("games-redo") }</button>
                <button id="export-nfg" onclick={export} disabled={game.is_err()}>{ t("games-export-nfg") }</button>
                <button id="copy-link" onclick={copy_link}>{ if *copied { t("games-link-copied") } else { t("games-copy-link") } }</button>
                <Link<Route> to={Route::lab("trees")}>{ t("games-to-trees") }</Link<Route>>
            </div>
            if let Some(e) = &*zero_sum_error { <p class="error" role="alert">{ e }</p> }
            <p class="hint">{ tf("games-size-hint", Args::new().count("rows", rows as i64).count("cols", cols as i64).count("limit", EDITOR_LIMIT as i64)) }</p>
            { table }
            { problems_view }
            if let Ok(g) = &game {
                if g.rows() == 2 || g.cols() == 2 {
                    <div class="envelope-editors">
                        if g.rows() == 2 {
                            <envelope::EnvelopeEditor game={g.clone()} responder={1} on_set={set_payoff.clone()} />
                        }
                        if g.cols() == 2 {
                            <envelope::EnvelopeEditor game={g.clone()} responder={0} on_set={set_payoff.clone()} />
                        }
                    </div>
                }
            }
            // The analyses keep one shape whether fresh or stale, so the equilibria component
            // (and its worker job) is not remounted when the draft stops parsing: it keeps the
            // last valid game's result, marked stale.
            if let Some(g) = &analysed {
                <>
                    { maybe_stale(stale, "classification", html! { <p id="classification">{ tf("games-class", Args::new().text("class", class_name(g))) }</p> }) }
                    <EquilibriaView game={g.clone()} title={d.title.clone()} {stale} />
                    <geometry::GeometrySection game={g.clone()} />
                    { maybe_stale(analysis_stale, "security", security_html) }
                    { maybe_stale(analysis_stale, "elimination", elim_view) }
                    <n_player::CorrelatedView game={crate::models::StrategicGame::from_bimatrix(g)} title={d.title.clone()} {stale} />
                </>
            }
            <NashBenchPanel />
            <crate::web::components::GambitImport summary={t("games-import-nfg")} kind=".nfg" input_id="nfg-input" button_id="nfg-import" error_id="nfg-error" rows={6} text={(*import_text).clone()} on_text={on_import_text} on_import={import} error={(*import_error).clone()} />
        </section>
    }
}

fn class_name(g: &Bimatrix) -> String {
    match g.classify() {
        Class::CommonPayoff => t("games-class-common-payoff"),
        Class::ConstantSum(c) if c == Q::from_integer(0.into()) => t("games-class-zero-sum"),
        Class::ConstantSum(c) => tf(
            "games-class-constant-sum",
            Args::new().text("sum", format_number(&c)),
        ),
        Class::GeneralSum => t("games-class-general-sum"),
    }
}

/// Items of a list written with the page language's decimal separator: `, ` between them, or
/// `; ` when an item holds a decimal comma (Polish and Croatian `0,5`).
fn list(items: Vec<String>) -> String {
    let sep = if decimal(".") != "." && items.iter().any(|s| s.contains(',')) {
        "; "
    } else {
        ", "
    };
    items.join(sep)
}

/// An exact number for people: the fraction when its denominator is small (≤ 10 000),
/// otherwise a decimal marked "≈" (the exact value is still what the page computed with).
fn num(q: &Q) -> String {
    if q.denom() <= &num_bigint::BigInt::from(10_000) {
        format_number(q)
    } else {
        decimal(&format!("≈{:.6}", to_f64(q)))
    }
}

fn strategy(v: &[Q]) -> String {
    format!("({})", list(v.iter().map(num).collect()))
}
