//! The Lines of Action lab (`#/loa`): a board played by hand or against the alpha-beta engine,
//! with the selected piece's moves, the last move and its capture marked, undo and redo, the
//! move list and its export; a replay of the sixteen published games ply by ply; a position
//! editor; an analysis of the position shown; and the top of the alpha-beta tree.
//!
//! The page lives in the second module ([`crate::web::deferred`]), inside a router of that
//! module's own, so the first visit to the playground does not download it.
//!
//! The page is thin on purpose: everything it shows and every action is the core's page model
//! ([`crate::games::loa::lab`]). The page keeps the model's latest [`Lab`] in its state and
//! writes [`Lab::link`] to the URL after each action; on each render it uses the kept state
//! while the URL still says what that state says, and rebuilds the state from the URL when the
//! URL says something else (a pasted link, back and forward), so the address is always the
//! game on the board and a reload restores it.
//!
//! The engine and the analysis run in Web Workers, one each, through
//! [`crate::web::components::keyed_job`]: the page says which search it wants (the model's
//! [`Lab::engine_request`], or the analysis of the position shown), and only the answer to
//! that very search is used — the engine's through [`Lab::engine_reply`], which refuses an
//! answer to any other request. A new game, an undo or another side changes the request, which
//! stops the search under way. The page times searches with the browser's clock for the
//! nodes-per-second figure; the core never reads a clock.
//!
//! "Solve this position" runs a solver of [`crate::games::loa::solve`] in a third worker, keyed
//! the same way (a new position drops the solve); the page shows the root's proof and disproof
//! numbers live, the answer in words ([`crate::games::loa::lab::verdict_sentence`]) and the winning move as a second
//! arrow. "Benchmark this browser" runs the Lines of Action benchmark in a fourth worker
//! ([`crate::web::components::BenchPanel`]) at a size from
//! [`crate::games::loa::lab::BENCH_SIZES`].
//!
//! The tree panel runs the core's traced alpha-beta ([`crate::games::loa::lab::trace_top`]) on the main thread: at most
//! depth 3, about 11 000 nodes at worst in the published games' positions, some tens of
//! milliseconds with the plain-minimax count beside it (measured in headless Chromium).
//!
//! Layout: `.loa-layout` is a grid of the board column and, beside it, the tabbed panel and the
//! analysis; the tree spans the whole width below. On narrow screens it is one column and the
//!
//! This module is the page component and the layout; each panel is its own module: the board
//! (`board`), the Play tab and its opponent controls (`play`), the rules (`rules`), the replay (`replay`), the
//! position editor (`editor`), the engine's bar (`engine`) and the analysis (`analysis`)
//! over one reading of a search's state (`search`), the solver (`solve`), the tree
//! (`tree`), the benchmark (`bench`) and the seed's Table 4.2 (`table42`). The words and figures they show come from the
//! core's page model; the panels only lay them out.

mod analysis;
mod bench;
mod board;
mod editor;
mod engine;
mod play;
mod replay;
mod rules;
mod search;
mod solve;
mod table42;
mod tree;

use yew::prelude::*;
use yew_router::prelude::*;

use crate::games::loa::jobs::Output;
use crate::games::loa::lab::{Lab, Link as GameLink, Query, SearchRequest, SolveRequest, Tab};
use crate::games::loa::solve::Verdict;
use crate::i18n::Args;
use crate::web::components::keyed_job::{use_kept_keyed_job, use_keyed_job};
use crate::web::i18n::{catalogue, t, tf};
use crate::web::job::JobOutput;
use crate::web::routes::Route;

use crate::web::job::DeferredOutput;
use analysis::analysis_panel;
use bench::LoaBenchPanel;
use board::BoardView;
use editor::EditorPanel;
use engine::engine_bar;
use play::PlayPanel;
use replay::ReplayPanel;
use search::found;
use solve::{solve_seen, SolvePanel, SolveRef};
use tree::TreePanel;

/// The Lines of Action page.
#[function_component(LoaPage)]
pub fn loa_page() -> Html {
    let location = use_location();
    let navigator = use_navigator();
    let kept = use_state(Lab::default);
    let link = location
        .as_ref()
        .map(|l| l.query::<Query>().map_err(|e| e.to_string()))
        .unwrap_or_else(|| Ok(Query::default()))
        .map_err(|e| vec![tf("loa-address-unreadable", Args::new().text("error", e))])
        .and_then(|q| {
            GameLink::from_query(&q).map_err(|errors| {
                let words = catalogue();
                errors
                    .iter()
                    .map(|e| format!("{}: {}", e.field, words.say(&e.said)))
                    .collect()
            })
        });
    let link = match link {
        Ok(link) => link,
        Err(errors) => {
            return html! {
                <section class="page error-page" id="loa-error">
                    <h1>{ t("loa-error-title") }</h1>
                    <ul class="errors">{ for errors.iter().map(|e| html! { <li class="error">{ e }</li> }) }</ul>
                    <Link<Route> to={Route::lab("loa")}>{ t("loa-start-new") }</Link<Route>>
                </section>
            };
        }
    };
    let lab = if kept.link() == link {
        (*kept).clone()
    } else {
        Lab::from_link(&link)
    };
    let go = {
        let kept = kept.clone();
        Callback::from(move |next: Lab| {
            let query = next.link().to_query();
            kept.set(next);
            if let Some(n) = &navigator {
                let _ = n.replace_with_query(&Route::lab("loa"), &query);
            }
        })
    };
    html! { <LoaLab {lab} {go} /> }
}

#[derive(Properties, PartialEq)]
pub(super) struct LabProps {
    pub(super) lab: Lab,
    pub(super) go: Callback<Lab>,
}

/// A callback (for any event) that applies `f` to the lab and shows the result.
pub(super) fn act<E: 'static>(
    lab: &Lab,
    go: &Callback<Lab>,
    f: impl Fn(&Lab) -> Lab + 'static,
) -> Callback<E> {
    let (lab, go) = (lab.clone(), go.clone());
    Callback::from(move |_: E| go.emit(f(&lab)))
}

#[function_component(LoaLab)]
fn loa_lab(props: &LabProps) -> Html {
    let (lab, go) = (&props.lab, &props.go);
    // The engine: wanted while it is its turn; its answer enters the game if still current.
    let engine = {
        let (lab, go) = (lab.clone(), go.clone());
        use_keyed_job::<SearchRequest>(Callback::from(
            move |(request, output, _): (SearchRequest, JobOutput, f64)| {
                if let Some(DeferredOutput::Loa(Output::Analysis(a))) = DeferredOutput::of(&output)
                {
                    if let Some(next) = lab.engine_reply(&request, &a) {
                        go.emit(next);
                    }
                }
            },
        ))
    };
    let engine_request = lab.engine_request();
    {
        let engine = engine.clone();
        use_effect_with(engine_request.clone(), move |request| {
            engine.want(request.clone().map(|r| {
                let spec = r.spec().into();
                (r, spec)
            }));
        });
    }
    // The analysis: started by the person, dropped when the position shown changes.
    let analysis = use_keyed_job::<SearchRequest>(Callback::noop());
    let shown_game = lab.analysis_request(1).map(|r| r.game);
    {
        let analysis = analysis.clone();
        use_effect_with(shown_game.clone(), move |shown| {
            if analysis
                .key()
                .is_some_and(|k| Some(&k.game) != shown.as_ref())
            {
                analysis.want(None);
            }
        });
    }
    let analysed = analysis
        .key()
        .filter(|k| Some(&k.game) == shown_game.as_ref())
        .and_then(|k| found(&analysis, &k).map(|f| (k, f)));
    let arrow = analysed
        .as_ref()
        .and_then(|(_, f)| f.analysis.as_ref())
        .and_then(|a| a.best)
        .filter(|m| !m.is_pass());
    // The solve: started by the person, dropped when the position shown changes; it goes on
    // while the person visits another lab, and is shown again on return to the same position.
    let solver = use_kept_keyed_job::<SolveRequest>("loa-solve", Callback::noop());
    {
        let solver = solver.clone();
        use_effect_with(shown_game.clone(), move |shown| {
            if solver
                .key()
                .is_some_and(|k| Some(&k.game) != shown.as_ref())
            {
                solver.want(None);
            }
        });
    }
    let solving = solver
        .key()
        .filter(|k| Some(&k.game) == shown_game.as_ref())
        .and_then(|k| solve_seen(&solver, &k).map(|s| (k, s)));
    let win_arrow = solving
        .as_ref()
        .filter(|(_, s)| s.done)
        .and_then(|(_, s)| s.solved.as_ref())
        .filter(|s| s.result == Verdict::Win)
        .and_then(|s| s.best_move)
        .filter(|m| !m.is_pass());
    let thinking = engine_request
        .as_ref()
        .and_then(|r| found(&engine, r).map(|f| (r.clone(), f)));
    let words = catalogue();
    let status = match &thinking {
        Some((_, f)) if f.cancelled || f.failed.is_some() => lab.engine_stopped_status_in(&words),
        _ => lab.status_in(&words),
    };
    let (black, white) = lab.piece_counts();
    let tab = |which: Tab, id: &str, label: String| {
        let selected = lab.tab() == which;
        html! {
            <button role="tab" id={id.to_string()} aria-selected={selected.to_string()}
                class={classes!("tab", selected.then_some("active"))}
                onclick={act(lab, go, move |l| l.open(which))}>{ label }</button>
        }
    };
    let cursor = &lab.squares()[usize::from(lab.cursor())];
    let keys = match lab.tab() {
        Tab::Play => t("loa-keys-play"),
        Tab::Replay => t("loa-keys-replay"),
        Tab::Edit => t("loa-keys-edit"),
    };
    html! {
        <section class="page" id="loa">
            <h1>{ t("loa-title") }</h1>
            <crate::web::components::Lead class={classes!("explain")}>{ t("loa-lead") }</crate::web::components::Lead>
            <p class="explain" id="loa-rules-lead">{ tf("loa-rules-lead", Args::new().text("rules", lab.rules().describe_in(&words))) }</p>
            <div class="loa-layout">
                <div class="loa-main">
                    <p class="status" id="loa-status" aria-live="polite">{ status }</p>
                    <BoardView lab={lab.clone()} go={go.clone()} {arrow} {win_arrow} />
                    if let Some((request, f)) = &thinking {
                        { engine_bar(lab, go, &engine, request, f) }
                    }
                    <p class="loa-counts" id="loa-counts">
                        <span class="loa-key black" aria-hidden="true"></span>{ format!(" {} ", tf("loa-count-black", Args::new().count("n", black.into()))) }
                        <span class="loa-key white" aria-hidden="true"></span>{ format!(" {}", tf("loa-count-white", Args::new().count("n", white.into()))) }
                    </p>
                    <p class="note" id="loa-keys">{ keys }{ if lab.tab() == Tab::Replay { String::new() } else { format!(" {}", tf("loa-cursor-on", Args::new().text("square", cursor.name.clone()))) } }</p>
                    if let Some(report) = lab.engine_report().filter(|_| lab.tab() == Tab::Play) {
                        <p class="note loa-engine-report" id="loa-engine-report">{ report.describe_in(&words) }</p>
                    }
                </div>
                <div class="loa-panel">
                    <div role="tablist" class="tabs">
                        { tab(Tab::Play, "loa-tab-play", t("loa-tab-play")) }
                        { tab(Tab::Replay, "loa-tab-replay", t("loa-tab-replay")) }
                        { tab(Tab::Edit, "loa-tab-edit", t("loa-tab-edit")) }
                    </div>
                    { match lab.tab() {
                        Tab::Play => html! { <PlayPanel lab={lab.clone()} go={go.clone()} /> },
                        Tab::Replay => html! { <ReplayPanel lab={lab.clone()} go={go.clone()} /> },
                        Tab::Edit => html! { <EditorPanel lab={lab.clone()} go={go.clone()} /> },
                    } }
                </div>
                { analysis_panel(lab, &analysis, analysed.as_ref()) }
                <SolvePanel lab={lab.clone()} job={SolveRef(solver.clone())} seen={solving.clone()} />
                <TreePanel game={lab.shown_game()} />
                <div class="loa-bench-wrap"><LoaBenchPanel /></div>
                <div class="loa-bench-wrap"><table42::Table42Panel /></div>
            </div>
        </section>
    }
}
