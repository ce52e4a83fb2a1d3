//! The Lines of Action lab (`#/loa`): a board played by hand or against the alpha-beta engine,
//! with the selected piece's moves, the last move and its capture marked, undo and redo, the
//! move list and its export; a replay of the sixteen published games ply by ply; a position
//! editor; an analysis of the position shown; and the top of the alpha-beta tree.
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
//! numbers live, the answer in words ([`verdict_sentence`]) and the winning move as a second
//! arrow. "Benchmark this browser" runs the Lines of Action benchmark in a fourth worker
//! ([`BenchPanel`]) at a size from [`BENCH_SIZES`].
//!
//! The tree panel runs the core's traced alpha-beta ([`trace_top`]) on the main thread: at most
//! depth 3, about 11 000 nodes at worst in the published games' positions, some tens of
//! milliseconds with the plain-minimax count beside it (measured in headless Chromium).
//!
//! Layout: `.loa-layout` is a grid of the board column and, beside it, the tabbed panel and the
//! analysis; the tree spans the whole width below. On narrow screens it is one column and the
//! board scales with it.

use std::rc::Rc;

use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::games::loa::bench::BenchReport;
use crate::games::loa::board::{file_of, Color, Move};
use crate::games::loa::lab::{
    bench_size, child_note, group, method_short, minimax_nodes, numbers_meaning, parse_budget,
    pn_text, pv_text, row_of, score_meaning, short_score, sorted_children, trace_top,
    verdict_sentence, write_budget, Editor, Human, Key, Lab, Link as GameLink, Query,
    SearchRequest, SolveRequest, SquareView, Tab, ANALYSIS_PRESETS, BENCH_SIZES, BUDGET_PRESETS,
    DEFAULT_ANALYSIS_BUDGET, DEFAULT_SOLVE_BUDGET, DEFAULT_TREE_DEPTH, MAX_TREE_DEPTH,
    SOLVE_METHODS, SOLVE_PRESETS,
};
use crate::games::loa::records::RECORDS;
use crate::games::loa::search::Analysis;
use crate::games::loa::solve::{Method, Solved, Verdict};
use crate::games::loa::{Loa, Square};
use crate::search::alphabeta::MoveOrder;
use crate::web::components::keyed_job::{use_keyed_job, KeyedJob, KeyedState};
use crate::web::components::outline::{TraceModel, TraceView};
use crate::web::components::{download, BenchPanel};
use crate::web::routes::Route;
use crate::web::worker::{JobDetail, JobOutput, JobSpec};

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
        .map_err(|e| vec![format!("the address could not be read: {e}")])
        .and_then(|q| {
            GameLink::from_query(&q)
                .map_err(|errors| errors.iter().map(ToString::to_string).collect())
        });
    let link = match link {
        Ok(link) => link,
        Err(errors) => {
            return html! {
                <section class="page error-page" id="loa-error">
                    <h1>{ "Lines of Action: this address does not describe a game" }</h1>
                    <ul class="errors">{ for errors.iter().map(|e| html! { <li class="error">{ e }</li> }) }</ul>
                    <Link<Route> to={Route::Loa}>{ "Start a new game" }</Link<Route>>
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
                let _ = n.replace_with_query(&Route::Loa, &query);
            }
        })
    };
    html! { <LoaLab {lab} {go} /> }
}

#[derive(Properties, PartialEq)]
struct LabProps {
    lab: Lab,
    go: Callback<Lab>,
}

/// A callback (for any event) that applies `f` to the lab and shows the result.
fn act<E: 'static>(
    lab: &Lab,
    go: &Callback<Lab>,
    f: impl Fn(&Lab) -> Lab + 'static,
) -> Callback<E> {
    let (lab, go) = (lab.clone(), go.clone());
    Callback::from(move |_: E| go.emit(f(&lab)))
}

/// The search job of the engine or of the analysis, keyed by its request.
type Search = KeyedJob<SearchRequest>;

/// What a search has found so far: its last completed iteration (or its answer), whether it is
/// still running, and the live figures.
#[derive(Clone, Debug, PartialEq)]
struct Found {
    /// The last completed iteration, or the final answer.
    analysis: Option<Analysis>,
    /// Still searching: the depth under way.
    searching: Option<u32>,
    /// Nodes entered so far, and the fraction of the budget.
    nodes: u64,
    fraction: f64,
    /// Nodes per second (the page's or the worker's clock).
    speed: Option<f64>,
    /// The search stopped before its end (cancelled), or failed (the reason).
    cancelled: bool,
    failed: Option<String>,
}

/// Reads a search's state for display.
fn found(job: &Search, request: &SearchRequest) -> Option<Found> {
    let per_second = |nodes: u64, ms: f64| (ms > 0.0).then(|| nodes as f64 * 1000.0 / ms);
    let completed = |detail: &Option<JobDetail>| match detail {
        Some(JobDetail::Loa(crate::games::loa::jobs::Detail::Search { completed, .. }))
            if completed.depth > 0 =>
        {
            Some(completed.clone())
        }
        _ => None,
    };
    Some(match job.state_of(request)? {
        KeyedState::Running { progress, detail } => {
            let nodes = progress.as_ref().map_or(0, |p| p.done);
            Found {
                analysis: completed(&detail),
                searching: Some(match &detail {
                    Some(JobDetail::Loa(crate::games::loa::jobs::Detail::Search {
                        searching,
                        ..
                    })) => *searching,
                    _ => 1,
                }),
                nodes,
                fraction: progress.as_ref().map_or(0.0, |p| p.fraction),
                speed: per_second(nodes, job.elapsed_ms()).filter(|_| nodes > 0),
                cancelled: false,
                failed: None,
            }
        }
        KeyedState::Done { output, millis } => {
            let analysis = match output {
                JobOutput::Loa(crate::games::loa::jobs::Output::Analysis(a)) => Some(a),
                _ => None,
            };
            let nodes = analysis.as_ref().map_or(0, |a| a.nodes);
            Found {
                analysis,
                searching: None,
                nodes,
                fraction: 1.0,
                speed: per_second(nodes, millis),
                cancelled: false,
                failed: None,
            }
        }
        KeyedState::Cancelled { progress, detail } => {
            let nodes = progress.as_ref().map_or(0, |p| p.done);
            Found {
                analysis: completed(&detail),
                searching: None,
                nodes,
                fraction: progress.as_ref().map_or(0.0, |p| p.fraction),
                speed: None,
                cancelled: true,
                failed: None,
            }
        }
        KeyedState::Failed(reason) => Found {
            analysis: None,
            searching: None,
            nodes: 0,
            fraction: 0.0,
            speed: None,
            cancelled: false,
            failed: Some(reason),
        },
    })
}

/// Nodes per second, rounded for reading (`1.9 M nodes/s`, `840 k nodes/s`).
fn speed_text(speed: f64) -> String {
    if speed >= 1e6 {
        format!("{:.1} M nodes/s", speed / 1e6)
    } else if speed >= 1e3 {
        format!("{:.0} k nodes/s", speed / 1e3)
    } else {
        format!("{speed:.0} nodes/s")
    }
}

#[function_component(LoaLab)]
fn loa_lab(props: &LabProps) -> Html {
    let (lab, go) = (&props.lab, &props.go);
    // The engine: wanted while it is its turn; its answer enters the game if still current.
    let engine = {
        let (lab, go) = (lab.clone(), go.clone());
        use_keyed_job::<SearchRequest>(Callback::from(
            move |(request, output, _): (SearchRequest, JobOutput, f64)| {
                if let JobOutput::Loa(crate::games::loa::jobs::Output::Analysis(a)) = output {
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
    // The solve: started by the person, dropped when the position shown changes.
    let solver = use_keyed_job::<SolveRequest>(Callback::noop());
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
    let status = match &thinking {
        Some((_, f)) if f.cancelled || f.failed.is_some() => lab.engine_stopped_status(),
        _ => lab.status(),
    };
    let (black, white) = lab.piece_counts();
    let tab = |t: Tab, id: &str, label: &str| {
        let selected = lab.tab() == t;
        html! {
            <button role="tab" id={id.to_string()} aria-selected={selected.to_string()}
                class={classes!("tab", selected.then_some("active"))}
                onclick={act(lab, go, move |l| l.open(t))}>{ label }</button>
        }
    };
    let cursor = &lab.squares()[usize::from(lab.cursor())];
    let keys = match lab.tab() {
        Tab::Play => "Keyboard: focus the board; the arrow keys move the cursor, Enter or Space selects a piece and moves it, Esc drops the selection, u undoes, r redoes.",
        Tab::Replay => "Keyboard: focus the board; ← and → step one ply, Home and End go to the start and the end.",
        Tab::Edit => "Keyboard: focus the board; the arrow keys move the cursor, Enter or Space cycles the square.",
    };
    html! {
        <section class="page" id="loa">
            <h1>{ "Lines of Action" }</h1>
            <p class="explain">{ "Each side tries to join all its pieces into one group (pieces touching along a side or a corner). A piece moves in a straight line — along its rank, its file or a diagonal — exactly as many squares as there are pieces, of both colours, on that whole line. It may jump over its own pieces but not the opponent's, may not land on its own, and captures an opponent's piece by landing on it. Black moves first. Here a move that joins both sides' pieces wins for the mover, a player without a legal move loses, and a game is drawn when a position occurs for the third time or when it reaches its 1000th ply without a winner." }</p>
            <div class="loa-layout">
                <div class="loa-main">
                    <p class="status" id="loa-status" aria-live="polite">{ status }</p>
                    <BoardView lab={lab.clone()} go={go.clone()} {arrow} {win_arrow} />
                    if let Some((request, f)) = &thinking {
                        { engine_bar(lab, go, &engine, request, f) }
                    }
                    <p class="loa-counts" id="loa-counts">
                        <span class="loa-key black" aria-hidden="true"></span>{ format!(" Black: {black} {} ", pieces(black)) }
                        <span class="loa-key white" aria-hidden="true"></span>{ format!(" White: {white} {}", pieces(white)) }
                    </p>
                    <p class="note" id="loa-keys">{ keys }{ if lab.tab() == Tab::Replay { String::new() } else { format!(" The cursor is on {}.", cursor.name) } }</p>
                    if let Some(report) = lab.engine_report().filter(|_| lab.tab() == Tab::Play) {
                        <p class="note loa-engine-report" id="loa-engine-report">{ report.describe() }</p>
                    }
                </div>
                <div class="loa-panel">
                    <div role="tablist" class="tabs">
                        { tab(Tab::Play, "loa-tab-play", "Play") }
                        { tab(Tab::Replay, "loa-tab-replay", "Replay a published game") }
                        { tab(Tab::Edit, "loa-tab-edit", "Set up a position") }
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
            </div>
        </section>
    }
}

/// The engine's progress while it thinks, with Cancel and "Move now"; once cancelled, a button
/// to let it think again.
fn engine_bar(
    lab: &Lab,
    go: &Callback<Lab>,
    engine: &Search,
    request: &SearchRequest,
    f: &Found,
) -> Html {
    let side = lab.game().board().to_move();
    let cancel = {
        let engine = engine.clone();
        Callback::from(move |_: MouseEvent| engine.cancel())
    };
    let resume = {
        let engine = engine.clone();
        Callback::from(move |_: MouseEvent| engine.restart())
    };
    // "Move now": the best move of the last completed iteration.
    let now = f.analysis.clone().map(|a| {
        let (lab, go, engine, request) = (lab.clone(), go.clone(), engine.clone(), request.clone());
        Callback::from(move |_: MouseEvent| {
            engine.cancel();
            if let Some(next) = lab.engine_reply(&request, &a) {
                go.emit(next);
            }
        })
    });
    let best = f
        .analysis
        .as_ref()
        .and_then(|a| a.best)
        .map_or(String::new(), |m| format!("; best so far {m}"));
    if let Some(reason) = &f.failed {
        return html! {
            <div class="job loa-engine" id="loa-engine-job">
                <span class="job-status error" id="loa-engine-status">{ format!("The engine could not search: {reason}") }</span>
            </div>
        };
    }
    if f.cancelled {
        return html! {
            <div class="job loa-engine" id="loa-engine-job">
                <span class="job-status" id="loa-engine-status">{ format!("The engine's search was cancelled after {} nodes.", group(f.nodes)) }</span>
                <button id="loa-engine-go" onclick={resume}>{ format!("Let the engine ({side}) move") }</button>
            </div>
        };
    }
    let text = match f.searching {
        Some(_) if f.nodes == 0 => format!("{side} is thinking…"),
        Some(depth) => format!(
            "{side} is thinking: depth {depth}, {} of {} nodes{best}",
            group(f.nodes),
            group(request.max_nodes)
        ),
        None => format!("{side} has decided after {} nodes", group(f.nodes)),
    };
    html! {
        <div class="job loa-engine" id="loa-engine-job">
            <progress id="loa-engine-progress" max="1" value={f.fraction.to_string()} aria-label="the engine's search"></progress>
            <span class="job-status" id="loa-engine-status">{ text }</span>
            <button id="loa-engine-cancel" onclick={cancel}>{ "Cancel" }</button>
            if let Some(now) = now {
                <button id="loa-engine-now" onclick={now} title="Play the best move of the last completed depth">{ "Move now" }</button>
            }
        </div>
    }
}

/// The analysis of the position shown: a budget, a button, and what the search found (live
/// while it runs).
fn analysis_panel(lab: &Lab, job: &Search, analysed: Option<&(SearchRequest, Found)>) -> Html {
    html! { <AnalysisPanel lab={lab.clone()} job={JobRef(job.clone())} analysed={analysed.cloned()} /> }
}

/// A search handle as a property (handles are equal when they drive the same worker).
#[derive(Clone)]
struct JobRef(Search);

impl PartialEq for JobRef {
    fn eq(&self, _: &Self) -> bool {
        // One handle per page component, for the component's life.
        true
    }
}

#[derive(Properties, PartialEq)]
struct AnalysisProps {
    lab: Lab,
    job: JobRef,
    analysed: Option<(SearchRequest, Found)>,
}

#[function_component(AnalysisPanel)]
fn analysis_panel_view(props: &AnalysisProps) -> Html {
    let budget = use_state(|| DEFAULT_ANALYSIS_BUDGET);
    let lab = &props.lab;
    let job = &props.job.0;
    let request = lab.analysis_request(*budget);
    let start = {
        let (job, request) = (job.clone(), request.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(r) = &request {
                if job.key().as_ref() == Some(r) {
                    job.restart();
                } else {
                    let spec = r.spec();
                    job.want(Some((r.clone(), spec.into())));
                }
            }
        })
    };
    let choose = {
        let budget = budget.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Ok(n) = value.parse() {
                budget.set(n);
            }
        })
    };
    let cancel = {
        let job = job.clone();
        Callback::from(move |_: MouseEvent| job.cancel())
    };
    let running = props
        .analysed
        .as_ref()
        .is_some_and(|(_, f)| f.searching.is_some());
    let game: Option<Loa> = lab.shown_game();
    let body = match (&props.analysed, &game) {
        (Some((r, f)), Some(game)) => analysis_result(game, r, f, cancel),
        _ => html! {},
    };
    html! {
        <section class="loa-analysis" id="loa-analysis" aria-labelledby="loa-analysis-title">
            <h2 id="loa-analysis-title">{ "Analysis" }</h2>
            <p class="explain">{ "The engine's own search (iterative-deepening alpha-beta) on the position shown, in a Web Worker: it searches one ply deeper at a time until its node budget is spent, and reports each depth as it completes." }</p>
            <div class="controls">
                <label>{ "Budget " }
                    <select id="loa-analysis-budget" onchange={choose}>
                        { for ANALYSIS_PRESETS.iter().map(|&n| html! {
                            <option value={n.to_string()} selected={n == *budget}>{ format!("{} nodes", write_budget(n)) }</option>
                        }) }
                    </select>
                </label>
                <button id="loa-analyse" disabled={request.is_none() || running} onclick={start}>{ "Analyse this position" }</button>
            </div>
            if request.is_none() {
                <p class="note" id="loa-analysis-none">{ match game.as_ref() {
                    Some(_) => "The game is over in this position: there is nothing to search.",
                    None => "The position being set up is not playable yet.",
                } }</p>
            }
            { body }
        </section>
    }
}

fn analysis_result(
    game: &Loa,
    request: &SearchRequest,
    f: &Found,
    cancel: Callback<MouseEvent>,
) -> Html {
    let to_move = game.board().to_move();
    let progress = match (&f.failed, f.searching) {
        (Some(reason), _) => {
            html! { <p class="error" id="loa-analysis-status" role="alert">{ format!("The search could not run: {reason}") }</p> }
        }
        (None, Some(depth)) => html! {
            <div class="job" id="loa-analysis-job">
                <progress id="loa-analysis-progress" max="1" value={f.fraction.to_string()} aria-label="the analysis"></progress>
                <span class="job-status" id="loa-analysis-status">{
                    if f.nodes == 0 { "starting the search…".to_string() } else { format!("searching depth {depth}: {} of {} nodes", group(f.nodes), group(request.max_nodes)) }
                }</span>
                <button id="loa-analysis-cancel" onclick={cancel}>{ "Cancel" }</button>
            </div>
        },
        (None, None) if f.cancelled => html! {
            <p class="note" id="loa-analysis-status">{ format!("Cancelled after {} nodes{}", group(f.nodes), if f.analysis.is_some() { "; the last completed depth:" } else { ", before depth 1 completed." }) }</p>
        },
        (None, None) => html! {
            <p class="note" id="loa-analysis-status">{ match &f.analysis {
                Some(a) if a.proven.is_some() => format!("Finished: the result is proven ({} nodes).", group(a.nodes)),
                Some(a) => format!("Finished: the budget of {} nodes is spent ({} nodes entered).", group(request.max_nodes), group(a.nodes)),
                None => "Finished.".to_string(),
            } }</p>
        },
    };
    let table = match &f.analysis {
        Some(a) => {
            let best = a.best.map_or("—".to_string(), |m| m.to_string());
            html! {
                <dl class="loa-figures" id="loa-analysis-figures">
                    <dt>{ "Evaluation" }</dt>
                    <dd><strong id="loa-analysis-score">{ short_score(to_move, a) }</strong>
                        <span class="note" id="loa-analysis-score-words">{ format!(" — {}", score_meaning(to_move, a)) }</span></dd>
                    <dt>{ "Best move" }</dt><dd id="loa-analysis-best">{ best }</dd>
                    <dt>{ "Principal variation" }</dt><dd class="loa-pv" id="loa-analysis-pv">{ pv_text(game, &a.pv) }</dd>
                    <dt>{ "Depth" }</dt><dd id="loa-analysis-depth">{ format!("{} {}", a.depth, if a.depth == 1 { "ply" } else { "plies" }) }</dd>
                    <dt>{ "Nodes" }</dt><dd id="loa-analysis-nodes">{ group(f.nodes.max(a.nodes)) }</dd>
                    <dt>{ "Speed" }</dt><dd id="loa-analysis-speed">{ f.speed.map_or("—".to_string(), speed_text) }</dd>
                </dl>
            }
        }
        None if f.searching.is_some() => html! {
            <p class="note" id="loa-analysis-waiting">{ format!("Depth 1 is being searched; {}.", f.speed.map_or("starting".to_string(), speed_text)) }</p>
        },
        None => html! {},
    };
    html! {
        <>
            { progress }
            { table }
            <p class="note">{ "The evaluation is from the view of the side to move: positive means it stands better. A result the search has proven (a forced connection within its horizon) is shown as who wins and in how many plies." }</p>
        </>
    }
}

/// The solve job of the page, keyed by its request.
type SolveJob = KeyedJob<SolveRequest>;

/// What a solve has found so far: its snapshot (live root numbers) or its answer, and the live
/// figures.
#[derive(Clone, Debug, PartialEq)]
struct SolveSeen {
    /// The latest snapshot while running or cancelled; the answer when done.
    solved: Option<Solved>,
    /// Still running.
    running: bool,
    /// Finished with an answer.
    done: bool,
    /// Nodes so far, and the fraction of the budget.
    nodes: u64,
    fraction: f64,
    /// Nodes per second (the page's clock).
    speed: Option<f64>,
    /// Cancelled before its end.
    cancelled: bool,
    /// Why it could not run.
    failed: Option<String>,
}

/// Reads a solve's state for display.
fn solve_seen(job: &SolveJob, request: &SolveRequest) -> Option<SolveSeen> {
    let per_second =
        |nodes: u64, ms: f64| (ms > 0.0 && nodes > 0).then(|| nodes as f64 * 1000.0 / ms);
    let snapshot = |detail: &Option<JobDetail>| match detail {
        Some(JobDetail::Loa(crate::games::loa::jobs::Detail::Solve(s))) => Some(s.clone()),
        _ => None,
    };
    let blank = SolveSeen {
        solved: None,
        running: false,
        done: false,
        nodes: 0,
        fraction: 0.0,
        speed: None,
        cancelled: false,
        failed: None,
    };
    Some(match job.state_of(request)? {
        KeyedState::Running { progress, detail } => {
            let nodes = progress.as_ref().map_or(0, |p| p.done);
            SolveSeen {
                solved: snapshot(&detail),
                running: true,
                nodes,
                fraction: progress.as_ref().map_or(0.0, |p| p.fraction),
                speed: per_second(nodes, job.elapsed_ms()),
                ..blank
            }
        }
        KeyedState::Done { output, millis } => match output {
            JobOutput::Loa(crate::games::loa::jobs::Output::Solved(s)) => SolveSeen {
                nodes: s.nodes,
                speed: per_second(s.nodes, millis),
                solved: Some(s),
                done: true,
                fraction: 1.0,
                ..blank
            },
            _ => SolveSeen {
                failed: Some("the worker answered another question".to_string()),
                ..blank
            },
        },
        KeyedState::Cancelled { progress, detail } => SolveSeen {
            solved: snapshot(&detail),
            nodes: progress.as_ref().map_or(0, |p| p.done),
            fraction: progress.as_ref().map_or(0.0, |p| p.fraction),
            cancelled: true,
            ..blank
        },
        KeyedState::Failed(reason) => SolveSeen {
            failed: Some(reason),
            ..blank
        },
    })
}

/// A solve handle as a property (one handle per page component, for its life).
#[derive(Clone)]
struct SolveRef(SolveJob);

impl PartialEq for SolveRef {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

#[derive(Properties, PartialEq)]
struct SolveProps {
    lab: Lab,
    job: SolveRef,
    seen: Option<(SolveRequest, SolveSeen)>,
}

/// "Solve this position": a method, a node budget (a preset or typed, checked), the run in the
/// worker with progress and Cancel, the root's numbers live, and the answer in words.
#[function_component(SolvePanel)]
fn solve_panel(props: &SolveProps) -> Html {
    let method = use_state(Method::default);
    let budget = use_state(|| DEFAULT_SOLVE_BUDGET);
    let draft = use_state(|| None::<String>);
    let error = use_state(|| None::<String>);
    let lab = &props.lab;
    let job = &props.job.0;
    let request = lab.solve_request(*method, *budget);
    let running = props.seen.as_ref().is_some_and(|(_, s)| s.running);
    let start = {
        let (job, request) = (job.clone(), request.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(r) = &request {
                if job.key().as_ref() == Some(r) {
                    job.restart();
                } else {
                    job.want(Some((r.clone(), r.spec().into())));
                }
            }
        })
    };
    let on_method = {
        let method = method.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(m) = Method::from_name(&value) {
                method.set(m);
            }
        })
    };
    let on_preset = {
        let (budget, draft, error) = (budget.clone(), draft.clone(), error.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Ok(n) = value.parse::<u64>() {
                draft.set(None);
                error.set(None);
                budget.set(n);
            }
        })
    };
    let on_input = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            draft.set(Some(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            ))
        })
    };
    let on_change = {
        let (budget, draft, error) = (budget.clone(), draft.clone(), error.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            match parse_budget(&value) {
                Ok(n) => {
                    draft.set(None);
                    error.set(None);
                    budget.set(n);
                }
                Err(reason) => error.set(Some(reason)),
            }
        })
    };
    let cancel = {
        let job = job.clone();
        Callback::from(move |_: MouseEvent| job.cancel())
    };
    let text = (*draft).clone().unwrap_or_else(|| write_budget(*budget));
    let preset = SOLVE_PRESETS.contains(&*budget);
    let game = lab.shown_game();
    let body = match (&props.seen, &game) {
        (Some((r, s)), Some(g)) => solve_result(g, r, s, cancel),
        _ => html! {},
    };
    html! {
        <section class="loa-solve" id="loa-solve" aria-labelledby="loa-solve-title">
            <h2 id="loa-solve-title">{ "Solve this position" }</h2>
            <p class="explain">{ "An exact answer, not an evaluation: does the side to move force a win? The proof-number solvers (df-pn, PN², PNS) grow a proof tree towards the moves that look easiest to prove or refute; alpha-beta searches deeper and deeper until it proves a result. They run in a Web Worker within the node budget; endgames with a few pieces left are solved in a moment, the opening is far beyond any budget." }</p>
            <div class="controls">
                <label>{ "Method " }
                    <select id="loa-solve-method" onchange={on_method}>
                        { for SOLVE_METHODS.iter().map(|&m| html! {
                            <option value={m.name()} selected={m == *method}>{ method_short(m) }</option>
                        }) }
                    </select>
                </label>
                <label>{ "Budget " }
                    <select id="loa-solve-preset" onchange={on_preset}>
                        { for SOLVE_PRESETS.iter().map(|&n| html! {
                            <option value={n.to_string()} selected={n == *budget}>{ format!("{} nodes", write_budget(n)) }</option>
                        }) }
                        if !preset {
                            <option value="" selected=true>{ "another budget (typed)" }</option>
                        }
                    </select>
                </label>
                <label>{ "or nodes " }
                    <input type="text" id="loa-solve-budget" class="loa-budget" inputmode="numeric" spellcheck="false" autocomplete="off"
                        value={text} oninput={on_input} onchange={on_change}
                        aria-invalid={error.is_some().to_string()} aria-describedby="loa-solve-budget-error" />
                </label>
                <span class="error field-error" id="loa-solve-budget-error" role="alert">{ (*error).clone().unwrap_or_default() }</span>
            </div>
            <div class="controls">
                <button id="loa-solve-run" disabled={request.is_none() || running || error.is_some()} onclick={start}>{ "Solve this position" }</button>
            </div>
            if request.is_none() {
                <p class="note" id="loa-solve-none">{ match game.as_ref() {
                    Some(_) => "The game is over in this position: there is nothing to solve.",
                    None => "The position being set up is not playable yet.",
                } }</p>
            }
            { body }
        </section>
    }
}

/// The state of a solve: progress, the answer in words and figures, and the root's numbers.
fn solve_result(
    game: &Loa,
    request: &SolveRequest,
    s: &SolveSeen,
    cancel: Callback<MouseEvent>,
) -> Html {
    let to_move = game.board().to_move();
    let status = if let Some(reason) = &s.failed {
        html! { <p class="error" id="loa-solve-status" role="alert">{ format!("The solver could not run: {reason}") }</p> }
    } else if s.running {
        html! {
            <div class="job" id="loa-solve-job">
                <progress id="loa-solve-progress" max="1" value={s.fraction.to_string()} aria-label="the solve"></progress>
                <span class="job-status" id="loa-solve-status">{
                    if s.nodes == 0 { format!("{} is starting…", method_short(request.method)) }
                    else { format!("{} is solving: {} of {} nodes{}", method_short(request.method), group(s.nodes), group(request.max_nodes),
                        s.speed.map_or(String::new(), |v| format!(", {}", speed_text(v)))) }
                }</span>
                <button id="loa-solve-cancel" onclick={cancel}>{ "Cancel" }</button>
            </div>
        }
    } else if s.cancelled {
        html! { <p class="note" id="loa-solve-status">{ format!("Cancelled after {} nodes: not solved.", group(s.nodes)) }</p> }
    } else {
        html! { <p class="note" id="loa-solve-status">{ format!("Finished: {} nodes with {}.", group(s.nodes), method_short(request.method)) }</p> }
    };
    let Some(solved) = &s.solved else {
        return status;
    };
    let answer = s.done.then(|| {
        let winning = solved.best_move.filter(|_| solved.result == Verdict::Win);
        let pv = (!solved.principal_variation.is_empty()).then(|| pv_text(game, &solved.principal_variation));
        html! {
            <>
                <p class="loa-result" id="loa-solve-result" data-result={solved.result.name()}>{ verdict_sentence(to_move, solved, request.max_nodes) }</p>
                <dl class="loa-figures" id="loa-solve-figures">
                    if let Some(mv) = winning {
                        <dt>{ "Winning move" }</dt><dd id="loa-solve-move" data-move={mv.to_string()}>{ format!("{mv} (the arrow on the board)") }</dd>
                    }
                    <dt>{ "Method" }</dt><dd id="loa-solve-method-used">{ request.method.label() }</dd>
                    <dt>{ "Nodes" }</dt><dd id="loa-solve-nodes">{ group(solved.nodes) }</dd>
                    <dt>{ "Speed" }</dt><dd id="loa-solve-speed">{ s.speed.map_or("—".to_string(), speed_text) }</dd>
                    if let Some(n) = solved.plies_to_end {
                        <dt>{ "Plies to the end" }</dt><dd id="loa-solve-plies">{ n.to_string() }</dd>
                    }
                    if let Some(pv) = pv {
                        <dt>{ "Principal variation" }</dt><dd class="loa-pv" id="loa-solve-pv">{ pv }</dd>
                    }
                </dl>
            </>
        }
    });
    let rows = sorted_children(to_move, solved);
    let table = (!rows.is_empty()).then(|| {
        let caption = if s.running {
            "The root's moves, live"
        } else if s.cancelled {
            "The root's moves when the solve was cancelled"
        } else {
            "The root's moves at the end"
        };
        html! {
            <>
                <p class="note" id="loa-solve-meaning">{ numbers_meaning(to_move, solved).unwrap_or_default() }</p>
                <div class="loa-solve-scroll">
                    <table class="loa-solve-children" id="loa-solve-children">
                        <caption>{ caption }</caption>
                        <thead><tr><th scope="col">{ "move" }</th><th scope="col">{ "proof" }</th><th scope="col">{ "disproof" }</th><th scope="col">{ "settled" }</th></tr></thead>
                        <tbody>{ for rows.iter().enumerate().map(|(i, c)| html! {
                            <tr class={classes!((i == 0).then_some("lead"))} data-move={c.mv.to_string()}>
                                <td>{ c.mv.to_string() }</td>
                                <td class="num">{ pn_text(c.proof) }</td>
                                <td class="num">{ pn_text(c.disproof) }</td>
                                <td>{ child_note(to_move, solved, c) }</td>
                            </tr>
                        }) }</tbody>
                    </table>
                </div>
            </>
        }
    });
    html! {
        <>
            { status }
            { for answer }
            { for table }
        </>
    }
}

/// The benchmark of this browser: a size to choose, then the speeds and the suite comparison.
#[function_component(LoaBenchPanel)]
fn loa_bench_panel() -> Html {
    let size = use_state(|| BENCH_SIZES[0].0);
    let config = bench_size(*size).unwrap_or(BENCH_SIZES[0].2);
    let choose = {
        let size = size.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(&(name, _, _)) = BENCH_SIZES.iter().find(|(n, _, _)| *n == value) {
                size.set(name);
            }
        })
    };
    let table = Callback::from(|output: JobOutput| match output {
        JobOutput::Loa(crate::games::loa::jobs::Output::Bench(report)) => bench_tables(&report),
        _ => html! {},
    });
    html! {
        <BenchPanel id="loa-bench" summary="Benchmark this browser" button="Run the benchmark" spec={JobSpec::Loa(crate::games::loa::jobs::Request::Bench { config })} {table}>
            <p class="explain">{ "Runs in the worker, in this browser's WebAssembly: perft (leaves per second of the bitboard move generator against a deliberately naive one, from the start position), search (nodes per second of the engine's alpha-beta against the project's generic searcher, which copies whole games, from four positions of published games), and the four solvers on the first positions of the project's endgame suite within a node budget each." }</p>
            <div class="controls">
                <label>{ "Size " }
                    <select id="loa-bench-size" onchange={choose}>
                        { for BENCH_SIZES.iter().map(|&(name, label, _)| html! {
                            <option value={name} selected={name == *size}>{ label }</option>
                        }) }
                    </select>
                </label>
            </div>
        </BenchPanel>
    }
}

/// The benchmark's two tables.
fn bench_tables(r: &BenchReport) -> Html {
    let ms = |v: f64| format!("{v:.0}");
    html! {
        <div class="loa-bench-result" id="loa-bench-result">
            <div class="loa-solve-scroll">
                <table id="loa-bench-speed">
                    <caption>{ "Speeds (ratio: against the baseline of the same kind, which is 1)" }</caption>
                    <thead><tr><th scope="col">{ "what" }</th><th scope="col">{ "work" }</th><th scope="col">{ "ms" }</th><th scope="col">{ "per second" }</th><th scope="col">{ "ratio" }</th></tr></thead>
                    <tbody>{ for r.speed.iter().map(|row| html! {
                        <tr>
                            <td>{ &row.what }</td>
                            <td class="num">{ format!("{} {}", group(row.work), row.unit) }</td>
                            <td class="num">{ ms(row.millis) }</td>
                            <td class="num">{ group(row.per_second.round() as u64) }</td>
                            <td class="num">{ format!("{:.2}", row.ratio) }</td>
                        </tr>
                    }) }</tbody>
                </table>
            </div>
            <div class="loa-solve-scroll">
                <table id="loa-bench-suite">
                    <caption>{ format!("The solvers on {} suite positions, {} nodes each; nodes and ms on the positions every method solved", r.suite.first().map_or(0, |c| c.positions), group(r.config.suite_nodes)) }</caption>
                    <thead><tr><th scope="col">{ "method" }</th><th scope="col">{ "solved" }</th><th scope="col">{ "of" }</th><th scope="col">{ "disagreements" }</th><th scope="col">{ "common" }</th><th scope="col">{ "nodes" }</th><th scope="col">{ "ms" }</th><th scope="col">{ "nodes ÷ alpha-beta" }</th></tr></thead>
                    <tbody>{ for r.suite.iter().map(|row| html! {
                        <tr>
                            <td>{ row.method.label() }</td>
                            <td class="num">{ row.solved.to_string() }</td>
                            <td class="num">{ row.positions.to_string() }</td>
                            <td class="num">{ row.disagreements.to_string() }</td>
                            <td class="num">{ row.common.to_string() }</td>
                            <td class="num">{ group(row.common_nodes) }</td>
                            <td class="num">{ ms(row.common_millis) }</td>
                            <td class="num">{ format!("{:.3}", row.node_ratio) }</td>
                        </tr>
                    }) }</tbody>
                </table>
            </div>
            <p class="note">{ "Disagreements: answers that differ from the suite's recorded result (there should be none). The suite's positions come from seeded self-play, each solved and its proof replayed when the suite was made." }</p>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct TreeProps {
    game: Option<Loa>,
}

/// The top of the alpha-beta tree of the position shown, as an outline.
#[function_component(TreePanel)]
fn tree_panel(props: &TreeProps) -> Html {
    let depth = use_state(|| DEFAULT_TREE_DEPTH);
    let ordered = use_state(|| true);
    let order = if *ordered {
        MoveOrder::Heuristic
    } else {
        MoveOrder::AsGenerated
    };
    let traced = use_memo(
        (props.game.clone(), *depth, order),
        |(game, depth, order)| {
            game.as_ref().map(|g| {
                let (result, trace) = trace_top(g, *depth, *order);
                let model = Rc::new(TraceModel::new(
                    &trace,
                    None,
                    |_, m: Move| m.to_string(),
                    |b, _| *b,
                ));
                (result, model, g.board().to_move())
            })
        },
    );
    let all = use_memo((props.game.clone(), *depth), |(game, depth)| {
        game.as_ref().map(|g| minimax_nodes(g, *depth))
    });
    let choose = {
        let depth = depth.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Ok(d) = value.parse() {
                depth.set(d);
            }
        })
    };
    let toggle = {
        let ordered = ordered.clone();
        Callback::from(move |_: Event| ordered.set(!*ordered))
    };
    let body = match (&*traced, *all) {
        (Some((result, model, to_move)), Some(all)) => {
            let best = result
                .best
                .map_or("no move (the game is over)".to_string(), |m| {
                    format!("the best move for {to_move} is {m}")
                });
            html! {
                <>
                    <p id="loa-tree-summary">{ format!(
                        "Value {} from Black's view; {best}. Alpha-beta entered {} nodes and evaluated {} leaves; plain minimax would enter all {} nodes of this tree.",
                        result.value, group(result.nodes), group(result.leaves.len() as u64), group(all)
                    ) }</p>
                    <TraceView model={model.clone()} id="loa-tree" />
                </>
            }
        }
        _ => {
            html! { <p class="note" id="loa-tree-none">{ "The position being set up is not playable yet." }</p> }
        }
    };
    html! {
        <section class="loa-tree" id="loa-tree" aria-labelledby="loa-tree-title">
            <h2 id="loa-tree-title">{ "The top of the alpha-beta tree" }</h2>
            <p class="explain">{ "A plain alpha-beta search of the position shown, a few plies deep, with every node recorded: Black is MAX and White is MIN, and every value is the evaluation from Black's view (±1000000 is a connected, won game). Positions at the depth limit are scored by the evaluation. Open a row to see the replies searched below it; a node is cut off as soon as its value leaves the window (α, β), and the moves it never searched are listed as pruned. This is the textbook search, without the engine's deepening, table and killer moves: its best move can differ from the engine's." }</p>
            <div class="controls">
                <label>{ "Depth " }
                    <select id="loa-tree-depth" onchange={choose}>
                        { for (1..=MAX_TREE_DEPTH).map(|d| html! {
                            <option value={d.to_string()} selected={d == *depth}>{ format!("{d} {}", if d == 1 { "ply" } else { "plies" }) }</option>
                        }) }
                    </select>
                </label>
                <label class="check"><input type="checkbox" id="loa-tree-order" checked={*ordered} onchange={toggle} />{ " order moves (captures first, then towards the centre)" }</label>
            </div>
            { body }
        </section>
    }
}

fn pieces(n: u32) -> &'static str {
    if n == 1 {
        "piece"
    } else {
        "pieces"
    }
}

/// The board's size in SVG units: 60 per square and a 20-unit margin for the labels.
const CELL: u32 = 60;
const MARGIN: u32 = 20;

/// The board as SVG, rank 8 at the top; one focusable element with a cursor for the keyboard.
#[derive(Properties, PartialEq)]
struct BoardProps {
    lab: Lab,
    go: Callback<Lab>,
    /// The analysis' best move, drawn as an arrow.
    #[prop_or_default]
    arrow: Option<Move>,
    /// The solver's winning move, drawn as a second arrow.
    #[prop_or_default]
    win_arrow: Option<Move>,
}

/// The centre of a square in SVG units.
fn centre(sq: Square) -> (u32, u32) {
    (
        MARGIN + u32::from(file_of(sq)) * CELL + CELL / 2,
        u32::from(row_of(sq)) * CELL + CELL / 2,
    )
}

#[function_component(BoardView)]
fn board_view(props: &BoardProps) -> Html {
    let (lab, go) = (&props.lab, &props.go);
    let onkeydown = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: KeyboardEvent| {
            if e.ctrl_key() || e.meta_key() || e.alt_key() {
                return;
            }
            if let Some(key) = Key::from_name(&e.key()) {
                e.prevent_default();
                go.emit(lab.press(key));
            }
        })
    };
    let size = 8 * CELL + MARGIN;
    let files = (0..8u32).map(|f| {
        let x = MARGIN + f * CELL + CELL / 2;
        html! { <text class="coord" x={x.to_string()} y={(8 * CELL + 15).to_string()}>{ char::from(b'a' + f as u8).to_string() }</text> }
    });
    let ranks = (0..8u32).map(|row| {
        let y = row * CELL + CELL / 2 + 5;
        html! { <text class="coord" x="10" y={y.to_string()}>{ (8 - row).to_string() }</text> }
    });
    let last = lab.last_move();
    let views = lab.squares();
    // The piece that just moved is drawn last, above the squares it slides over.
    let arrived = last.and_then(|m| {
        let view = &views[usize::from(m.to)];
        let (fx, fy) = centre(m.from);
        let (tx, ty) = centre(m.to);
        view.piece.map(|color| {
            let style = format!(
                "--dx: {}px; --dy: {}px",
                i64::from(fx) - i64::from(tx),
                i64::from(fy) - i64::from(ty)
            );
            let key = format!("{}-{}-{}", lab.game().moves().len(), m, tab_name(lab.tab()));
            html! { <g class="arrived" {key} {style} aria-hidden="true">{ piece(color, tx, ty) }</g> }
        })
    });
    let squares = views.into_iter().map(|view| {
        let onclick = {
            let sq: Square = view.square;
            act(lab, go, move |l| l.click(sq))
        };
        let hide_piece = last.is_some_and(|m| m.to == view.square);
        square(view, onclick, hide_piece)
    });
    let draw_arrow = |m: Move, id: &'static str, class: &'static str, head: &'static str| {
        let (fx, fy) = centre(m.from);
        let (tx, ty) = centre(m.to);
        // Stop short of the target's centre so the head sits on the square.
        let (dx, dy) = (f64::from(tx) - f64::from(fx), f64::from(ty) - f64::from(fy));
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ex, ey) = (
            f64::from(tx) - dx / len * 14.0,
            f64::from(ty) - dy / len * 14.0,
        );
        html! {
            <g class={classes!("loa-arrow", class)} id={id} data-move={m.to_string()} aria-hidden="true">
                <line x1={fx.to_string()} y1={fy.to_string()} x2={format!("{ex:.1}")} y2={format!("{ey:.1}")} marker-end={format!("url(#{head})")} />
            </g>
        }
    };
    let arrow = props
        .arrow
        .map(|m| draw_arrow(m, "loa-best-arrow", "best", "loa-arrowhead"));
    let win_arrow = props
        .win_arrow
        .map(|m| draw_arrow(m, "loa-win-arrow", "win", "loa-winhead"));
    let waiting = lab.engine_to_move();
    html! {
        <svg id="loa-board" class={classes!("loa-board", format!("tab-{}", tab_name(lab.tab())), waiting.then_some("waiting"))}
             viewBox={format!("0 0 {size} {size}")} tabindex="0" role="application"
             aria-label="Lines of Action board" aria-describedby="loa-keys loa-status" {onkeydown}>
            <defs>
                <marker id="loa-arrowhead" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto-start-reverse">
                    <path d="M 0 0 L 10 5 L 0 10 z" class="loa-arrowhead" />
                </marker>
                <marker id="loa-winhead" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto-start-reverse">
                    <path d="M 0 0 L 10 5 L 0 10 z" class="loa-winhead" />
                </marker>
            </defs>
            { for squares }
            { for arrived }
            { for arrow }
            { for win_arrow }
            { for files }
            { for ranks }
        </svg>
    }
}

fn tab_name(tab: Tab) -> &'static str {
    match tab {
        Tab::Play => "play",
        Tab::Replay => "replay",
        Tab::Edit => "edit",
    }
}

/// A piece of `color` centred at (`cx`, `cy`).
fn piece(color: Color, cx: u32, cy: u32) -> Html {
    let (cx, cy) = (cx.to_string(), cy.to_string());
    match color {
        Color::Black => html! { <circle class="piece black" cx={cx} cy={cy} r="21" /> },
        Color::White => html! {
            <>
                <circle class="piece white" cx={cx.clone()} cy={cy.clone()} r="20" />
                <circle class="piece-inner" {cx} {cy} r="11" />
            </>
        },
    }
}

/// One square; `hide_piece` leaves its piece to be drawn above the board (the piece that just
/// moved there).
fn square(view: SquareView, onclick: Callback<MouseEvent>, hide_piece: bool) -> Html {
    let x = MARGIN + u32::from(file_of(view.square)) * CELL;
    let y = u32::from(row_of(view.square)) * CELL;
    let (cx, cy) = ((x + CELL / 2).to_string(), (y + CELL / 2).to_string());
    let dark = (file_of(view.square) + row_of(view.square)) % 2 == 1;
    let class = classes!(
        "sq",
        if dark { "dark" } else { "light" },
        view.selected.then_some("selected"),
        view.target.then_some("target"),
        (view.last_from || view.last_to).then_some("last"),
        view.captured.then_some("captured"),
        view.cursor.then_some("cursor"),
    );
    let piece = match view.piece {
        Some(color) if !hide_piece => piece(color, x + CELL / 2, y + CELL / 2),
        _ => html! {},
    };
    let target = match (view.target, view.piece.is_some()) {
        (true, false) => html! { <circle class="dot" cx={cx.clone()} cy={cy.clone()} r="8" /> },
        (true, true) => html! { <circle class="ring" cx={cx.clone()} cy={cy.clone()} r="26" /> },
        _ => html! {},
    };
    html! {
        <g class={class} data-square={view.name.clone()} data-piece={view.piece.map_or("", Color::name)}
           role="button" aria-label={view.label()} {onclick}>
            <rect class="field" x={x.to_string()} y={y.to_string()} width={CELL.to_string()} height={CELL.to_string()} />
            { piece }
            { target }
            if view.captured {
                <text class="cap-mark" x={(x + CELL - 9).to_string()} y={(y + 15).to_string()}>{ "×" }</text>
            }
            <rect class="cursor-ring" x={(x + 3).to_string()} y={(y + 3).to_string()} width={(CELL - 6).to_string()} height={(CELL - 6).to_string()} />
        </g>
    }
}

#[function_component(PlayPanel)]
fn play_panel(props: &LabProps) -> Html {
    let (lab, go) = (&props.lab, &props.go);
    let copied = use_state(|| None::<String>);
    let text = lab.export_text();
    let nothing = lab.game().moves().is_empty() && !lab.custom_start();
    let download_text = {
        let text = text.clone();
        Callback::from(move |_: MouseEvent| download("lines-of-action.txt", "text/plain", &text))
    };
    let copy = |what: &'static str, text: String| {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| copy_text(text.clone(), what, copied.clone()))
    };
    let link = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let start = crate::games::loa::text::write_position(lab.game().start());
    let explain = match lab.human().engine() {
        None => "Both sides are played here by hand: click a piece of the side to move to see where it can go, then click one of the marked squares.".to_string(),
        Some(engine) => format!("You play {}, the engine {engine}: click one of your pieces to see where it can go, then click one of the marked squares; the engine replies on its own. Undo takes back the engine's reply and your move together.", engine.other()),
    };
    html! {
        <div class="loa-play" id="loa-play" role="tabpanel">
            <OpponentControls lab={lab.clone()} go={go.clone()} />
            <div class="controls">
                <button id="loa-undo" disabled={!lab.can_undo()} onclick={act(lab, go, Lab::undo)} aria-keyshortcuts="u">{ "Undo" }</button>
                <button id="loa-redo" disabled={!lab.can_redo()} onclick={act(lab, go, Lab::redo)} aria-keyshortcuts="r">{ "Redo" }</button>
                <button id="loa-new" onclick={act(lab, go, Lab::new_game)}>{ "New game" }</button>
                if lab.custom_start() {
                    <button id="loa-restart" onclick={act(lab, go, Lab::restart)}>{ "Restart from the set-up position" }</button>
                }
            </div>
            <p class="explain">{ explain }</p>
            if lab.custom_start() {
                <p class="note" id="loa-start">{ "This game started from the set-up position " }<code>{ start }</code>{ "." }</p>
            }
            <h3>{ "Moves" }</h3>
            if lab.game().moves().is_empty() {
                <p class="note" id="loa-no-moves">{ "No moves yet." }</p>
            } else {
                <pre class="loa-record" id="loa-record-text">{ text.clone() }</pre>
            }
            <div class="controls">
                <button class="small" id="loa-download" disabled={nothing} onclick={download_text}>{ "Download .txt" }</button>
                <button class="small" id="loa-copy" disabled={nothing} onclick={copy("the moves", text)}>{ "Copy the moves" }</button>
                <button class="small" id="loa-copy-link" onclick={copy("the link", link)}>{ "Copy the link" }</button>
                if let Some(message) = &*copied {
                    <span class="note" id="loa-copied" role="status">{ message }</span>
                }
            </div>
            <p class="note">{ "The address of this page holds the game: reload it or share it to restore the position." }</p>
        </div>
    }
}

/// Who plays by hand, and the engine's strength as a node budget: a preset or any number typed
/// (checked, with the reason beside the field when it is not a budget).
#[function_component(OpponentControls)]
fn opponent_controls(props: &LabProps) -> Html {
    let (lab, go) = (&props.lab, &props.go);
    // The budget as typed, while it differs from the lab's; and why it is not a budget.
    let draft = use_state(|| None::<String>);
    let error = use_state(|| None::<String>);
    let on_human = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(h) = Human::from_name(&value) {
                go.emit(lab.with_human(h));
            }
        })
    };
    let on_preset = {
        let (lab, go, draft, error) = (lab.clone(), go.clone(), draft.clone(), error.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Ok(n) = value.parse::<u64>() {
                draft.set(None);
                error.set(None);
                go.emit(lab.with_budget(n));
            }
        })
    };
    let on_input = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            draft.set(Some(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            ))
        })
    };
    let on_change = {
        let (lab, go, draft, error) = (lab.clone(), go.clone(), draft.clone(), error.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            match parse_budget(&value) {
                Ok(n) => {
                    draft.set(None);
                    error.set(None);
                    if n != lab.budget() {
                        go.emit(lab.with_budget(n));
                    }
                }
                Err(reason) => error.set(Some(reason)),
            }
        })
    };
    let preset = BUDGET_PRESETS.contains(&lab.budget());
    let text = (*draft)
        .clone()
        .unwrap_or_else(|| write_budget(lab.budget()));
    let engine = lab.human().engine();
    html! {
        <fieldset class="loa-opponent" id="loa-opponent">
            <legend>{ "Opponent" }</legend>
            <div class="controls">
                <label>{ "You play " }
                    <select id="loa-human" onchange={on_human}>
                        { for Human::ALL.iter().map(|&h| html! {
                            <option value={h.name()} selected={h == lab.human()}>{ h.label() }</option>
                        }) }
                    </select>
                </label>
            </div>
            <div class="controls">
                <label>{ "Engine strength " }
                    <select id="loa-strength" onchange={on_preset} disabled={engine.is_none()}>
                        { for BUDGET_PRESETS.iter().map(|&n| html! {
                            <option value={n.to_string()} selected={n == lab.budget()}>{ format!("{} nodes per move", write_budget(n)) }</option>
                        }) }
                        if !preset {
                            <option value="" selected=true>{ "another budget (typed)" }</option>
                        }
                    </select>
                </label>
                <label>{ "or nodes " }
                    <input type="text" id="loa-budget" class="loa-budget" inputmode="numeric" spellcheck="false" autocomplete="off"
                        value={text} oninput={on_input} onchange={on_change} disabled={engine.is_none()}
                        aria-invalid={error.is_some().to_string()} aria-describedby="loa-budget-error" />
                </label>
                <span class="error field-error" id="loa-budget-error" role="alert">{ (*error).clone().unwrap_or_default() }</span>
            </div>
            <p class="note">{ match engine {
                Some(side) => format!("The engine ({side}) searches {} nodes for each move, deeper with a larger budget: about a tenth of a second per 100k nodes here, more on slower devices.", group(lab.budget())),
                None => "Choose a side to play against the engine.".to_string(),
            } }</p>
        </fieldset>
    }
}

/// Copies `text` to the clipboard and reports whether the browser allowed it.
fn copy_text(text: String, what: &'static str, report: UseStateHandle<Option<String>>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let promise = window.navigator().clipboard().write_text(&text);
    wasm_bindgen_futures::spawn_local(async move {
        report.set(Some(match JsFuture::from(promise).await {
            Ok(_) => format!("Copied {what}."),
            Err(_) => format!("The browser did not allow copying {what}."),
        }));
    });
}

#[function_component(ReplayPanel)]
fn replay_panel(props: &LabProps) -> Html {
    let (lab, go) = (&props.lab, &props.go);
    let r = lab.replayer();
    let choose = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(next) = value.parse().ok().and_then(|i| lab.choose_record(i)) {
                go.emit(next);
            }
        })
    };
    let slide = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: InputEvent| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            if let Ok(ply) = value.parse::<usize>() {
                go.emit(lab.replay(lab.replayer().at(ply)));
            }
        })
    };
    // Step keys anywhere in the panel, except in the controls that use the arrows themselves.
    let onkeydown = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: KeyboardEvent| {
            let own_arrows = e.target_dyn_into::<web_sys::HtmlInputElement>().is_some()
                || e.target_dyn_into::<web_sys::HtmlSelectElement>().is_some();
            let step = matches!(
                Key::from_name(&e.key()),
                Some(Key::Left | Key::Right | Key::First | Key::Last)
            );
            if own_arrows || !step || e.ctrl_key() || e.meta_key() || e.alt_key() {
                return;
            }
            if let Some(key) = Key::from_name(&e.key()) {
                e.prevent_default();
                go.emit(lab.press(key));
            }
        })
    };
    let step = |id: &str, label: &str, title: &str, disabled: bool, key: Key| {
        html! {
            <button id={id.to_string()} {disabled} aria-label={title.to_string()} title={title.to_string()}
                onclick={act(lab, go, move |l| l.press(key))}>{ label }</button>
        }
    };
    let moves = crate::games::loa::lab::move_rows(Color::Black, r.moves());
    let jump = |ply: usize, text: String| {
        let current = ply == r.ply();
        html! {
            <button class={classes!("small", "loa-ply", current.then_some("current"))} data-ply={ply.to_string()}
                aria-current={current.then_some("step")}
                onclick={act(lab, go, move |l| l.replay(l.replayer().at(ply)))}>{ text }</button>
        }
    };
    html! {
        <div class="loa-replay" id="loa-replay" role="tabpanel" {onkeydown}>
            <label>{ "Record " }
                <select id="loa-record-select" onchange={choose}>
                    { for RECORDS.iter().enumerate().map(|(i, rec)| html! {
                        <option value={i.to_string()} selected={i == r.index()}>{ rec.title }</option>
                    }) }
                </select>
            </label>
            <div class="controls loa-steps">
                { step("loa-replay-first", "« First", "First: the start position", r.ply() == 0, Key::First) }
                { step("loa-replay-prev", "‹ Back", "Back one ply", r.ply() == 0, Key::Left) }
                { step("loa-replay-next", "Forward ›", "Forward one ply", r.at_end(), Key::Right) }
                { step("loa-replay-last", "Last »", "Last: the end of the record", r.at_end(), Key::Last) }
                <span id="loa-replay-ply">{ format!("ply {} of {}", r.ply(), r.plies()) }</span>
            </div>
            <input type="range" id="loa-replay-slider" min="0" max={r.plies().to_string()} value={r.ply().to_string()}
                aria-label="ply" oninput={slide} />
            if r.at_end() {
                <p class="loa-result" id="loa-replay-result">{ format!("Result: {}", r.result_sentence()) }</p>
            }
            <ol class="loa-replay-moves" id="loa-replay-moves">
                { for moves.into_iter().map(|row| html! {
                    <li value={row.number.to_string()}>
                        { for row.black.map(|(p, m)| jump(p, m.to_string())) }
                        { for row.white.map(|(p, m)| jump(p, m.to_string())) }
                    </li>
                }) }
            </ol>
            <div class="controls">
                <button id="loa-replay-play" onclick={act(lab, go, Lab::play_from_replay)}>{ "Play on from this position" }</button>
            </div>
            <p class="note">{ "Sixteen published games: the games of appendices E and F of M. H. M. Winands' thesis (2000) and the shortest known game. “Play on” starts a game on the Play tab from the position shown, with the record's moves so far." }</p>
        </div>
    }
}

#[function_component(EditorPanel)]
fn editor_panel(props: &LabProps) -> Html {
    let (lab, go) = (&props.lab, &props.go);
    let editor = lab.editor();
    let edit = |f: fn(&Editor, String) -> Editor| {
        let (lab, go) = (lab.clone(), go.clone());
        move |value: String| go.emit(lab.edit(f(lab.editor(), value)))
    };
    let on_side = {
        let set = edit(|e, v| {
            e.with_to_move(if v == "white" {
                Color::White
            } else {
                Color::Black
            })
        });
        Callback::from(move |e: Event| {
            set(e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value())
        })
    };
    let on_text = {
        let set = edit(|e, v| e.with_text(&v));
        Callback::from(move |e: InputEvent| {
            set(e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value())
        })
    };
    let load = |board: crate::games::loa::Board| act(lab, go, move |l| l.edit(Editor::new(&board)));
    let empty = crate::games::loa::Board::from_sets(0, 0, editor.to_move());
    let play = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(next) = lab.play_from_editor() {
                go.emit(next);
            }
        })
    };
    let error = editor.error_text();
    html! {
        <div class="loa-editor" id="loa-editor" role="tabpanel">
            <p class="explain">{ "Click a square to cycle it: empty → black → white → empty. Or type or paste a position text: the ranks from 8 down to 1 separated by /, in each rank b for black, w for white and a digit for a run of empty squares, then a space and the side to move (b or w)." }</p>
            <div class="controls">
                <label>{ "Side to move " }
                    <select id="loa-editor-side" onchange={on_side}>
                        <option value="black" selected={editor.to_move() == Color::Black}>{ "Black" }</option>
                        <option value="white" selected={editor.to_move() == Color::White}>{ "White" }</option>
                    </select>
                </label>
                <button class="small" id="loa-editor-start" onclick={load(crate::games::loa::Board::start())}>{ "Start position" }</button>
                <button class="small" id="loa-editor-clear" onclick={load(empty)}>{ "Empty board" }</button>
            </div>
            <label for="loa-editor-text">{ "Position text" }</label>
            <input type="text" id="loa-editor-text" class="loa-position-text" spellcheck="false" autocomplete="off"
                value={editor.text().to_string()} oninput={on_text}
                aria-invalid={error.is_some().to_string()} aria-describedby="loa-editor-error" />
            <p class="error field-error" id="loa-editor-error" role="alert">{ error.unwrap_or_default() }</p>
            <div class="controls">
                <button id="loa-editor-play" disabled={editor.playable().is_none()} onclick={play}>{ "Play from this position" }</button>
            </div>
        </div>
    }
}
