//! The Connect Four lab (`#/connect4`): a game against the exact solver, or by hand for both
//! sides, with every column's score on demand, undo, a new game, the moves to copy and a link
//! that restores the game; and the solver's benchmark in this browser.
//!
//! The page lives in the second module ([`crate::web::deferred`]) inside a router of its own,
//! as the Lines of Action page does, and it is as thin: the game, the engine's requests, the
//! address and every word come from the core's page model ([`crate::games::connect4::lab`]).
//! The page keeps the model's latest [`Lab`] and writes its address after each action; when
//! the address says something else (a pasted link, back and forward) it rebuilds the state from
//! it, so a reload restores the game.
//!
//! The engine and the scores run in Web Workers through
//! [`crate::web::components::keyed_job`]: the page says which analysis it wants (the model's
//! [`Lab::engine_request`] or [`Lab::scores_request`]), and the engine's answer enters the game
//! only through [`Lab::engine_reply`], which refuses an answer to any other position. While
//! the engine thinks, its bar shows the progress with Cancel and "Move now" (the best column
//! proven so far); the scores fill in live, centre first.
//!
//! The board is SVG, drawn for the width it gets (a phone's too); above it one button per
//! column drops a stone (and carries the column's score when shown). Keyboard: the board takes
//! focus; ← and → move the cursor, Enter, Space or ↓ drop a stone, the digits drop in that
//! column, `u` undoes.
//!
//! Under the board: MCTS of the position stepped, a race of MCTS against α-β (`race.rs`), and
//! the benchmark.

mod race;

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::game::Player;
use crate::games::connect4::bench::BenchSet;
use crate::games::connect4::jobs::{Detail, Output, Request};
use crate::games::connect4::lab::{
    budget_text, side_name_in, ColumnsRequest, Human, Lab, Query, BUDGETS,
};
use crate::games::connect4::teach::{alpha_beta_picture_in, alpha_beta_words_in, MAX_HORIZON};
use crate::games::connect4::{ColumnScore, Columns, Connect4, Geometry};
use crate::i18n::Args;
use crate::web::components::keyed_job::{use_keyed_job, KeyedJob, KeyedState};
use crate::web::components::mcts::MctsLesson;
use crate::web::components::picture::PictureView;
use crate::web::components::{download, BenchPanel};
use crate::web::i18n::{catalogue, decimal, t, tf};
use crate::web::job::{DeferredDetail, DeferredOutput, JobOutput, JobSpec};
use crate::web::routes::Route;

/// SVG units per cell.
const CELL: u32 = 60;

/// The Connect Four page.
#[function_component(Connect4Page)]
pub fn connect4_page() -> Html {
    let location = use_location();
    let navigator = use_navigator();
    let kept = use_state(Lab::default);
    let read = location
        .as_ref()
        .map(|l| {
            l.query::<Query>().map_err(|e| {
                vec![tf(
                    "c4-address-unreadable",
                    Args::new().text("error", e.to_string()),
                )]
            })
        })
        .unwrap_or_else(|| Ok(Query::default()))
        .and_then(|q| {
            Lab::from_query(&q).map_err(|errors| {
                let words = catalogue();
                errors
                    .iter()
                    .map(|e| format!("{}: {}", e.field, words.say(&e.said)))
                    .collect()
            })
        });
    let linked = match read {
        Ok(lab) => lab,
        Err(errors) => {
            return html! {
                <section class="page error-page" id="c4-error">
                    <h1>{ t("c4-error-title") }</h1>
                    <ul class="errors">{ for errors.iter().map(|e| html! { <li class="error">{ e }</li> }) }</ul>
                    <Link<Route> to={Route::lab("connect4")}>{ t("c4-start-new") }</Link<Route>>
                </section>
            };
        }
    };
    let lab = if kept.same_link(&linked) {
        (*kept).clone()
    } else {
        linked
    };
    let go = {
        let kept = kept.clone();
        Callback::from(move |next: Lab| {
            let query = next.to_query();
            kept.set(next);
            if let Some(n) = &navigator {
                let _ = n.replace_with_query(&Route::lab("connect4"), &query);
            }
        })
    };
    html! { <Connect4Lab {lab} {go} /> }
}

#[derive(Properties, PartialEq)]
struct LabProps {
    lab: Lab,
    go: Callback<Lab>,
}

/// The columns reported by a column analysis, finished or so far.
fn columns_of(job: &KeyedJob<ColumnsRequest>, request: &ColumnsRequest) -> Option<(Columns, bool)> {
    match job.state_of(request)? {
        KeyedState::Done { output, .. } => match DeferredOutput::of(&output) {
            Some(DeferredOutput::Connect4(Output::Columns(c))) => Some((c, true)),
            _ => None,
        },
        KeyedState::Running { detail, .. } | KeyedState::Cancelled { detail, .. } => {
            match detail.as_ref().and_then(DeferredDetail::of) {
                Some(DeferredDetail::Connect4(Detail::Columns(c))) => Some((c, false)),
                _ => None,
            }
        }
        KeyedState::Failed(_) => None,
    }
}

fn act<E: 'static>(
    lab: &Lab,
    go: &Callback<Lab>,
    f: impl Fn(&Lab) -> Lab + 'static,
) -> Callback<E> {
    let (lab, go) = (lab.clone(), go.clone());
    Callback::from(move |_: E| go.emit(f(&lab)))
}

#[function_component(Connect4Lab)]
fn connect4_lab(props: &LabProps) -> Html {
    let (lab, go) = (&props.lab, &props.go);
    let words = catalogue();
    let engine = {
        let (lab, go) = (lab.clone(), go.clone());
        use_keyed_job::<ColumnsRequest>(Callback::from(
            move |(request, output, _): (ColumnsRequest, JobOutput, f64)| {
                if let Some(DeferredOutput::Connect4(Output::Columns(c))) =
                    DeferredOutput::of(&output)
                {
                    if let Some(next) = lab.engine_reply(&request, &c) {
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
                let spec = Request::Columns(r.clone()).into();
                (r, spec)
            }));
        });
    }
    let scorer = use_keyed_job::<ColumnsRequest>(Callback::noop());
    let scores_request = lab.scores_request();
    {
        let scorer = scorer.clone();
        use_effect_with(scores_request.clone(), move |request| {
            scorer.want(request.clone().map(|r| {
                let spec = Request::Columns(r.clone()).into();
                (r, spec)
            }));
        });
    }
    let shown_scores = scores_request
        .as_ref()
        .and_then(|r| columns_of(&scorer, r))
        .or_else(|| {
            // While the engine thinks with the scores on, its own analysis is the one shown.
            engine_request
                .as_ref()
                .filter(|_| lab.shows_scores())
                .and_then(|r| columns_of(&engine, r))
        });
    let engine_state = engine_request.as_ref().and_then(|r| engine.state_of(r));
    let status = match &engine_state {
        Some(KeyedState::Cancelled { .. }) => t("c4-solver-stopped"),
        Some(KeyedState::Failed(e)) => tf("c4-solver-failed", Args::new().text("error", e.clone())),
        _ => lab.status_in(&words),
    };
    let p = lab.position();
    let onkeydown = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: KeyboardEvent| {
            if e.ctrl_key() || e.meta_key() || e.alt_key() {
                return;
            }
            let key = e.key();
            let next = match key.as_str() {
                "ArrowLeft" => Some(lab.move_cursor(-1)),
                "ArrowRight" => Some(lab.move_cursor(1)),
                "Enter" | " " | "ArrowDown" => lab.play(lab.cursor()),
                "u" | "U" => lab.can_undo().then(|| lab.undo()),
                k => k
                    .parse::<u32>()
                    .ok()
                    .filter(|d| (1..=lab.geometry().width()).contains(d))
                    .and_then(|d| lab.play(d - 1)),
            };
            if let Some(next) = next {
                e.prevent_default();
                go.emit(next);
            }
        })
    };
    let width = lab.geometry().width();
    let labels = shown_scores
        .as_ref()
        .map(|(c, _)| Lab::score_labels_in(c, &words));
    let drop_buttons = (0..width).map(|col| {
        let score = labels.as_ref().and_then(|l| l.get(col as usize).cloned());
        let title = match &score {
            Some(s) => tf(
                "c4-drop-title-score",
                Args::new()
                    .count("column", i64::from(col) + 1)
                    .text("score", s.clone()),
            ),
            None => tf(
                "c4-drop-title",
                Args::new().count("column", i64::from(col) + 1),
            ),
        };
        // The name holds the button's visible text in order, the number then the score (WCAG
        // 2.5.3, label in name): "… column 4: +11 (its score)".
        let name = match &score {
            Some(s) => tf(
                "c4-drop-name-score",
                Args::new()
                    .count("column", i64::from(col) + 1)
                    .text("score", s.clone()),
            ),
            None => title.clone(),
        };
        let best = shown_scores
            .as_ref()
            .filter(|(c, done)| *done && c.best_is_proven())
            .and_then(|(c, _)| {
                let best = c.best()?;
                let top = c.scores[best as usize].lower()?;
                Some(c.scores[col as usize] == ColumnScore::Exact(top))
            })
            .unwrap_or(false);
        html! {
            <button class={classes!("c4-drop", best.then_some("best"))} id={format!("c4-drop-{}", col + 1)}
                    disabled={!lab.can_play(col)} {title} aria-label={name}
                    onclick={act(lab, go, move |l| l.play(col).unwrap_or_else(|| l.clone()))}>
                <span class="c4-col-number">{ col + 1 }</span>
                if let Some(s) = score {
                    // A space apart ("4 full", not "4full"), unseen in the column of the flex box.
                    { " " }<span class="c4-score" id={format!("c4-score-{}", col + 1)}>{ s }</span>
                }
            </button>
        }
    });
    let moves_text = lab.moves_text();
    let copy = {
        let text = moves_text.clone();
        Callback::from(move |_: MouseEvent| {
            download("connect4-moves.txt", "text/plain", &format!("{text}\n"))
        })
    };
    let human_select = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            let h = match value.as_str() {
                "second" => Human::Second,
                "both" => Human::Both,
                _ => Human::First,
            };
            go.emit(lab.with_human(h));
        })
    };
    let size_select = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            let parsed = value
                .split_once('x')
                .and_then(|(w, h)| Geometry::new(w.parse().ok()?, h.parse().ok()?).ok());
            if let Some(g) = parsed {
                go.emit(lab.with_geometry(g));
            }
        })
    };
    let budget_select = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Ok(n) = value.parse::<u64>() {
                go.emit(lab.with_budget(n));
            }
        })
    };
    let scores_toggle = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: Event| {
            let on = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .checked();
            go.emit(lab.with_scores(on));
        })
    };
    let sizes = [(6, 5), (7, 5), (6, 6), (7, 6), (8, 6), (7, 7), (8, 7)];
    let g = lab.geometry();
    html! {
        <section class="page" id="connect4">
            <h1>{ t("c4-title") }</h1>
            <crate::web::components::Lead class={classes!("explain")}>{ t("c4-lead") }</crate::web::components::Lead>
            <div class="c4-layout">
                <div class="c4-main">
                    <p class="status" id="c4-status" aria-live="polite">{ status }</p>
                    <div class="c4-drops" style={format!("grid-template-columns: repeat({width}, 1fr)")}>{ for drop_buttons }</div>
                    { board_svg(lab, go, onkeydown) }
                    { engine_bar(lab, go, &engine, engine_request.as_ref(), engine_state.as_ref()) }
                    if let Some(report) = lab.engine_words_in(&words) {
                        <p class="note" id="c4-engine-report">{ report }</p>
                    }
                    <p class="note" id="c4-keys">{ tf("c4-keys", Args::new().count("column", i64::from(lab.cursor()) + 1).count("width", i64::from(width))) }</p>
                </div>
                <div class="c4-panel">
                    <div class="c4-controls">
                        <label>{ t("c4-you-play") + " " }
                            <select id="c4-human" onchange={human_select}>
                                <option value="first" selected={lab.human() == Human::First}>{ t("c4-human-first") }</option>
                                <option value="second" selected={lab.human() == Human::Second}>{ t("c4-human-second") }</option>
                                <option value="both" selected={lab.human() == Human::Both}>{ t("c4-human-both") }</option>
                            </select>
                        </label>
                        <label>{ t("c4-board") + " " }
                            <select id="c4-size" onchange={size_select}>
                                { for sizes.iter().map(|&(w, h)| html! {
                                    <option value={format!("{w}x{h}")} selected={g.width() == w && g.height() == h}>{ if (w, h) == (7, 6) { tf("c4-size-standard", Args::new().count("width", i64::from(w)).count("height", i64::from(h))) } else { format!("{w} × {h}") } }</option>
                                }) }
                            </select>
                        </label>
                        <label>{ t("c4-budget") + " " }
                            <select id="c4-budget" onchange={budget_select}>
                                { for BUDGETS.iter().map(|&b| html! {
                                    <option value={b.to_string()} selected={lab.budget() == b}>{ tf("c4-budget-nodes", Args::new().text("budget", budget_text(b))) }</option>
                                }) }
                                if !BUDGETS.contains(&lab.budget()) {
                                    <option value={lab.budget().to_string()} selected=true>{ tf("c4-budget-nodes", Args::new().text("budget", budget_text(lab.budget()))) }</option>
                                }
                            </select>
                        </label>
                        <label class="check"><input type="checkbox" id="c4-scores" checked={lab.shows_scores()} onchange={scores_toggle} />{ format!(" {}", t("c4-show-scores")) }</label>
                    </div>
                    <div class="buttons">
                        <button id="c4-undo" disabled={!lab.can_undo()} onclick={act(lab, go, Lab::undo)}>{ t("c4-take-back") }</button>
                        <button id="c4-new" onclick={act(lab, go, Lab::new_game)}>{ t("c4-new-game") }</button>
                        <button id="c4-export" disabled={moves_text.is_empty()} onclick={copy}>{ t("c4-download-moves") }</button>
                    </div>
                    <p class="note" id="c4-moves">{ if moves_text.is_empty() { t("c4-no-move") } else { tf("c4-moves", Args::new().text("moves", moves_text.clone())) } }</p>
                    { scores_note(lab, shown_scores.as_ref(), &p) }
                </div>
            </div>
            <MctsSection position={lab.position()} />
            <race::RaceSection />
            <div class="c4-bench-wrap">{ bench_panel() }</div>
        </section>
    }
}

/// What the scores above the columns mean, and how far their analysis is.
fn scores_note(
    lab: &Lab,
    shown: Option<&(Columns, bool)>,
    p: &crate::games::connect4::Connect4,
) -> Html {
    if !lab.shows_scores() {
        return html! {};
    }
    let explain = tf(
        "c4-scores-explain",
        Args::new().count("stone", i64::from(p.geometry().cells() / 2 + 1)),
    );
    let progress = match shown {
        Some((c, true)) if c.complete => {
            tf("c4-solved-all", Args::new().count("nodes", c.nodes as i64))
        }
        Some((c, true)) => tf(
            "c4-budget-ran-out",
            Args::new().count("nodes", c.nodes as i64),
        ),
        Some((c, false)) => tf(
            "c4-solving-so-far",
            Args::new().count("nodes", c.nodes as i64),
        ),
        None if p.is_over() => t("c4-game-over"),
        None if !lab.human_to_move() => t("c4-scores-on-turn"),
        None => t("c4-solving"),
    };
    html! {
        <div class="note" id="c4-scores-note">
            <p id="c4-scores-state">{ progress }</p>
            <p>{ explain }</p>
        </div>
    }
}

/// The solver's bar while it thinks: progress, Cancel and "Move now"; once stopped, a button
/// to let it move.
fn engine_bar(
    lab: &Lab,
    go: &Callback<Lab>,
    engine: &KeyedJob<ColumnsRequest>,
    request: Option<&ColumnsRequest>,
    state: Option<&KeyedState>,
) -> Html {
    let (Some(request), Some(state)) = (request, state) else {
        return html! {};
    };
    let side = side_name_in(lab.position().to_move(), &catalogue());
    let so_far = columns_of(engine, request).map(|(c, _)| c);
    let now = so_far.filter(|c| c.best().is_some()).map(|c| {
        let (lab, go, engine, request) = (lab.clone(), go.clone(), engine.clone(), request.clone());
        Callback::from(move |_: MouseEvent| {
            engine.cancel();
            if let Some(next) = lab.engine_reply(&request, &c) {
                go.emit(next);
            }
        })
    });
    match state {
        KeyedState::Running { progress, .. } => {
            let cancel = {
                let engine = engine.clone();
                Callback::from(move |_: MouseEvent| engine.cancel())
            };
            let (fraction, nodes) = progress.as_ref().map_or((0.0, 0), |p| (p.fraction, p.done));
            html! {
                <div class="job c4-engine" id="c4-engine-job">
                    <progress id="c4-engine-progress" max="1" value={fraction.to_string()} aria-label={t("c4-engine-progress-label")}></progress>
                    <span class="job-status" id="c4-engine-status">{ tf("c4-engine-status", Args::new().text("side", side.clone()).text("done", decimal(&budget_text_nodes(nodes))).text("budget", budget_text(request.max_nodes))) }</span>
                    <button id="c4-engine-cancel" onclick={cancel}>{ t("c4-cancel") }</button>
                    if let Some(now) = now {
                        <button id="c4-engine-now" onclick={now} title={t("c4-move-now-title")}>{ t("c4-move-now") }</button>
                    }
                </div>
            }
        }
        KeyedState::Cancelled { .. } => {
            let resume = {
                let engine = engine.clone();
                Callback::from(move |_: MouseEvent| engine.restart())
            };
            html! {
                <div class="job c4-engine" id="c4-engine-job">
                    <button id="c4-engine-go" onclick={resume}>{ tf("c4-let-move", Args::new().text("side", side.clone())) }</button>
                    if let Some(now) = now {
                        <button id="c4-engine-now" onclick={now}>{ t("c4-play-best") }</button>
                    }
                </div>
            }
        }
        _ => html! {},
    }
}

/// A node count for the engine's bar (`12.3M`).
fn budget_text_nodes(n: u64) -> String {
    if n >= 1_000_000 {
        format!("{:.1}M", n as f64 / 1e6)
    } else if n >= 1_000 {
        format!("{:.0}k", n as f64 / 1e3)
    } else {
        n.to_string()
    }
}

/// The board as SVG, the top row first: stones, the last move ringed, the winning four marked,
/// the cursor's column outlined; a click on a column drops a stone there.
fn board_svg(lab: &Lab, go: &Callback<Lab>, onkeydown: Callback<KeyboardEvent>) -> Html {
    let p = lab.position();
    let (w, h) = (lab.geometry().width(), lab.geometry().height());
    let last = lab.moves().last().map(|&c| {
        let col = u32::from(c);
        let row = (0..h)
            .rev()
            .find(|&r| p.stone(col, r).is_some())
            .unwrap_or(0);
        (col, row)
    });
    let wins = lab.winning_cells();
    let columns = (0..w).map(|col| {
        let x = col * CELL;
        let cells = (0..h).map(|row| {
            let cx = x + CELL / 2;
            let cy = (h - 1 - row) * CELL + CELL / 2;
            let (class, name) = match p.stone(col, row) {
                Some(Player(0)) => ("stone red", "Red"),
                Some(_) => ("stone yellow", "Yellow"),
                None => ("hole", "empty"),
            };
            let won = wins.contains(&(col, row));
            let is_last = last == Some((col, row));
            html! {
                <g class="c4-cell" data-col={(col + 1).to_string()} data-row={(row + 1).to_string()} data-stone={name}>
                    <circle class={class} cx={cx.to_string()} cy={cy.to_string()} r="24" />
                    if won { <circle class="c4-win" cx={cx.to_string()} cy={cy.to_string()} r="10" /> }
                    if is_last && !won { <circle class="c4-last" cx={cx.to_string()} cy={cy.to_string()} r="6" /> }
                </g>
            }
        });
        let onclick = act(lab, go, move |l| l.play(col).unwrap_or_else(|| l.clone()));
        html! {
            <g class={classes!("c4-column", (lab.cursor() == col).then_some("cursor"), lab.can_play(col).then_some("open"))} {onclick}>
                <rect class="c4-col-bg" x={x.to_string()} y="0" width={CELL.to_string()} height={(h * CELL).to_string()} />
                { for cells }
            </g>
        }
    });
    let label = tf(
        "c4-board-label",
        Args::new()
            .count("width", i64::from(w))
            .count("height", i64::from(h))
            .count("stones", i64::from(p.moves_played()))
            .text("status", lab.status_in(&catalogue())),
    );
    html! {
        <svg class="c4-board" id="c4-board" viewBox={format!("0 0 {} {}", w * CELL, h * CELL)}
             tabindex="0" role="application" aria-label={label} aria-describedby="c4-keys" {onkeydown}>
            { for columns }
        </svg>
    }
}

#[derive(Properties, PartialEq)]
struct PositionProps {
    position: Connect4,
}

/// Monte Carlo tree search of the position on the board, stepped, with the α-β tree of a few
/// plies beside it; built only while its section is open.
#[function_component(MctsSection)]
fn mcts_section(props: &PositionProps) -> Html {
    let open = use_state(|| false);
    let plies = use_state(|| 4u32);
    let picture = use_memo((props.position, *plies, *open), |(p, plies, open)| {
        open.then(|| Rc::new(alpha_beta_picture_in(p, *plies, &catalogue())))
    });
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            if let Some(d) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            {
                open.set(d.has_attribute("open"));
            }
        })
    };
    let set_plies = {
        let plies = plies.clone();
        Callback::from(move |e: Event| {
            if let Some(v) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
                .and_then(|s| s.value().parse::<u32>().ok())
            {
                plies.set(v);
            }
        })
    };
    html! {
        <details class="c4-mcts" id="c4-mcts-section" {ontoggle}>
            <summary>{ t("c4-mcts-summary") }</summary>
            if let Some(picture) = (*picture).clone() {
                <MctsLesson<Connect4> root={props.position} id="c4-mcts">
                    <h3>{ t("c4-ab-title") }</h3>
                    <label>{ t("c4-plies") + " " }
                        <select id="c4-ab-plies" onchange={set_plies}>
                            { for (1..=MAX_HORIZON).map(|d| html! { <option value={d.to_string()} selected={d == *plies}>{ d }</option> }) }
                        </select>
                    </label>
                    <p class="explain">{ alpha_beta_words_in(*plies, &catalogue()) }</p>
                    <PictureView {picture} step={None::<u32>} id="c4-ab" depth={1} />
                </MctsLesson<Connect4>>
            }
        </details>
    }
}

/// "Benchmark this browser": a built-in set solved and checked in a worker, timed.
fn bench_panel() -> Html {
    let table = Callback::from(|output: JobOutput| match DeferredOutput::of(&output) {
        Some(DeferredOutput::Connect4(Output::Bench(r))) => html! {
            <p id="c4-bench-result">{ r.describe_in(&catalogue()) }</p>
        },
        _ => html! {},
    });
    html! {
        <BenchPanel id="c4-bench" summary={t("c4-bench-summary")} button={t("c4-bench-button")}
                    spec={JobSpec::from(Request::Bench { set: BenchSet::Begin, count: 100 })} {table}>
            <p class="note">{ t("c4-bench-note") }</p>
        </BenchPanel>
    }
}
