//! The tic-tac-toe lab: play against alpha-beta, see the value of every move, walk the search
//! tree, compare searchers, prove with proof numbers, step through hand-written trees, and run
//! the full-tree statistics in the worker.
//!
//! The URL query is the page's state (position, moves, mode, options, view), so every state
//! can be shared and restored; it is validated by the core's parsers and a bad URL shows an
//! error naming the problem.

use yew::prelude::*;
use yew_router::prelude::*;

use crate::games::tictactoe::jobs::{Output, Request};
use crate::games::tictactoe::lab::{Config, Mode, Query, DEFAULT_SEED, ENGINE_OPTIONS};
use crate::games::tictactoe::words::searcher_name_in;
use crate::games::tictactoe::{Mark, Payoff, Square, TicTacToe};
use crate::i18n::Args;
use crate::plot::fmt_number;
use crate::rng::Seed;
use crate::search::alphabeta::{action_values, best_actions, TieBreak};
use crate::web::components::{JobProgress, JobProgressProps};
use crate::web::i18n::{catalogue, num, t, tf};
use crate::web::job::{use_job, DeferredOutput, JobSpec, JobState};
use crate::web::routes::Route;

mod search;
mod training;

use search::SearchPanel;

/// The tic-tac-toe page.
#[function_component(TicTacToePage)]
pub fn tic_tac_toe_page() -> Html {
    let location = use_location();
    let navigator = use_navigator();
    let query: Result<Query, String> = location
        .as_ref()
        .map(|l| l.query::<Query>().map_err(|e| e.to_string()))
        .unwrap_or_else(|| Ok(Query::default()));
    let config = query
        .map_err(|e| vec![tf("ttt-address-unreadable", Args::new().text("error", e))])
        .and_then(|q| {
            Config::from_query(&q).map_err(|e| {
                let words = catalogue();
                e.iter().map(|e| e.message_in(&words)).collect()
            })
        });
    let config = match config {
        Ok(c) => c,
        Err(errors) => {
            return html! {
                <section class="page error-page" id="ttt-error">
                    <h1>{ t("ttt-error-title") }</h1>
                    <ul class="errors">{ for errors.iter().map(|e| html! { <li class="error">{ e }</li> }) }</ul>
                    <Link<Route> to={Route::lab("tictactoe")}>{ t("ttt-start-new") }</Link<Route>>
                </section>
            };
        }
    };
    let go = {
        let navigator = navigator.clone();
        Callback::from(move |c: Config| {
            if let Some(n) = &navigator {
                let _ = n.replace_with_query(&Route::lab("tictactoe"), &c.to_query());
            }
        })
    };
    html! { <TttLab {config} {go} /> }
}

#[derive(Properties, PartialEq)]
struct LabProps {
    config: Config,
    go: Callback<Config>,
}

#[function_component(TttLab)]
fn ttt_lab(props: &LabProps) -> Html {
    let config = &props.config;
    let board = config.board();
    let go = props.go.clone();

    // The engine moves after a short pause, so a person can follow.
    {
        let config = config.clone();
        let go = go.clone();
        use_effect_with(config.clone(), move |_| {
            let timer = config.engine_to_move().then(|| {
                let delay = if config.mode == Mode::ComputerVsComputer {
                    500
                } else {
                    250
                };
                gloo_timers::callback::Timeout::new(delay, move || {
                    if let Some(sq) = config.engine_move() {
                        let mut c = config.clone();
                        c.moves.push(sq);
                        go.emit(c);
                    }
                })
            });
            move || drop(timer)
        });
    }

    let human_can_play = !board.is_over() && !config.engine_to_move();
    let play = {
        let config = config.clone();
        let go = go.clone();
        Callback::from(move |sq: Square| {
            if let Some(c) = config.play(sq) {
                go.emit(c);
            }
        })
    };
    let values = use_memo((board, config.payoff), |(b, p)| {
        action_values(b, p, ENGINE_OPTIONS).0
    });
    let best = best_actions(&board, &values);
    let show_values = use_state(|| false);
    // "Copy link" says when it has copied (until the position changes).
    let copied = use_state(|| false);
    {
        let copied = copied.clone();
        use_effect_with(board, move |_| copied.set(false));
    }
    let toggle_values = {
        let show_values = show_values.clone();
        Callback::from(move |_: Event| show_values.set(!*show_values))
    };
    let shown_values = if *show_values {
        (*values).clone()
    } else {
        Vec::new()
    };
    let shown_best = if *show_values {
        best.clone()
    } else {
        Vec::new()
    };

    let status = config.status_in(&catalogue());

    let undo = {
        let config = config.clone();
        let go = go.clone();
        Callback::from(move |_| go.emit(config.undo()))
    };
    let link = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let copy_link = {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(w) = web_sys::window() {
                let _ = w.navigator().clipboard().write_text(&link);
                copied.set(true);
            }
        })
    };

    html! {
        <section class="page" id="ttt">
            <h1>{ t("ttt-title") }</h1>
            <crate::web::components::Lead>{ t("ttt-lead") }</crate::web::components::Lead>
            <div class="ttt-layout">
                <div class="play">
                    <div class="controls" role="group" aria-label={t("ttt-options-label")}>
                        <label>{ t("ttt-mode") + " " }
                            <select id="mode" onchange={select(config, go.clone(), |c, v| c.mode = match v.as_str() { "cvc" => Mode::ComputerVsComputer, "hvh" => Mode::HumanVsHuman, _ => Mode::HumanVsComputer })}>
                                <option value="hvc" selected={config.mode == Mode::HumanVsComputer}>{ t("ttt-mode-hvc") }</option>
                                <option value="cvc" selected={config.mode == Mode::ComputerVsComputer}>{ t("ttt-mode-cvc") }</option>
                                <option value="hvh" selected={config.mode == Mode::HumanVsHuman}>{ t("ttt-mode-hvh") }</option>
                            </select>
                        </label>
                        if config.mode == Mode::HumanVsComputer {
                            <label>{ t("ttt-you-play") + " " }
                                <select id="human" onchange={select(config, go.clone(), |c, v| c.human = if v == "O" { Mark::O } else { Mark::X })}>
                                    <option value="X" selected={config.human == Mark::X}>{ t("ttt-human-x") }</option>
                                    <option value="O" selected={config.human == Mark::O}>{ t("ttt-human-o") }</option>
                                </select>
                            </label>
                            <label class="check"><input type="checkbox" id="pick-first" checked={config.pick_first}
                                onchange={change(config, &go, |c| c.pick_first = !c.pick_first)} />{ format!(" {}", t("ttt-pick-first")) }</label>
                        }
                        <label>{ t("ttt-ties") + " " }
                            <select id="ties" onchange={select(config, go.clone(), |c, v| c.ties = if v == "random" { TieBreak::PerPosition(Seed(DEFAULT_SEED)) } else { TieBreak::First })}>
                                <option value="first" selected={config.ties == TieBreak::First}>{ t("ttt-ties-first") }</option>
                                <option value="random" selected={config.random_ties()}>{ t("ttt-ties-random") }</option>
                            </select>
                        </label>
                        <label>{ t("ttt-payoffs") + " " }
                            <select id="payoff" onchange={select(config, go.clone(), |c, v| c.payoff = if v == "seed" { Payoff::Seed } else { Payoff::Corrected })}>
                                <option value="corrected" selected={config.payoff == Payoff::Corrected}>{ t("ttt-payoff-corrected") }</option>
                                <option value="seed" selected={config.payoff == Payoff::Seed}>{ t("ttt-payoff-seed") }</option>
                            </select>
                        </label>
                    </div>
                    <p class="status" id="status" aria-live="polite">{ status }</p>
                    <BoardView {board} values={shown_values.clone()} best={shown_best} enabled={human_can_play} on_play={play} />
                    <label class="check"><input type="checkbox" id="show-values" checked={*show_values} onchange={toggle_values} />{ format!(" {}", t("ttt-show-values")) }</label>
                    <div class="controls">
                        <button id="new-game" onclick={change(config, &go, |c| c.moves.clear())}>{ t("ttt-new-game") }</button>
                        <button id="undo" disabled={config.moves.is_empty()} onclick={undo}>{ t("ttt-undo") }</button>
                        <button id="copy-link" onclick={copy_link}>{ if *copied { t("ttt-link-copied") } else { t("ttt-copy-link") } }</button>
                    </div>
                    <MoveValues {board} values={shown_values} payoff={config.payoff} />
                    if config.payoff == Payoff::Seed {
                        <p class="note">{ t("ttt-seed-note") }</p>
                    }
                </div>
                <div class="search">
                    <SearchPanel config={config.clone()} go={go.clone()} />
                </div>
            </div>
            <StatsPanel board={board} />
            <training::TrainingPanel />
        </section>
    }
}

/// A callback (for any event) that edits the configuration and navigates to it.
fn change<E: 'static>(config: &Config, go: &Callback<Config>, f: fn(&mut Config)) -> Callback<E> {
    let config = config.clone();
    let go = go.clone();
    Callback::from(move |_: E| {
        let mut c = config.clone();
        f(&mut c);
        go.emit(c);
    })
}

fn select(config: &Config, go: Callback<Config>, f: fn(&mut Config, String)) -> Callback<Event> {
    let config = config.clone();
    Callback::from(move |e: Event| {
        let value = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        let mut c = config.clone();
        f(&mut c, value);
        go.emit(c);
    })
}

#[derive(Properties, PartialEq)]
struct BoardProps {
    board: TicTacToe,
    values: Vec<(Square, i32)>,
    best: Vec<Square>,
    enabled: bool,
    on_play: Callback<Square>,
}

/// The board as SVG: click a cell, or focus the board and use arrows + Enter, or 1–9.
#[function_component(BoardView)]
fn board_view(props: &BoardProps) -> Html {
    let cursor = use_state(|| 4u8);
    let onkeydown = {
        let cursor = cursor.clone();
        let on_play = props.on_play.clone();
        Callback::from(move |e: KeyboardEvent| {
            let c = *cursor;
            let moved = match e.key().as_str() {
                "ArrowLeft" => Some(if c % 3 == 0 { c + 2 } else { c - 1 }),
                "ArrowRight" => Some(if c % 3 == 2 { c - 2 } else { c + 1 }),
                "ArrowUp" => Some((c + 6) % 9),
                "ArrowDown" => Some((c + 3) % 9),
                "Enter" | " " => {
                    on_play.emit(Square(c));
                    None
                }
                k if k.len() == 1 && ("1"..="9").contains(&k) => {
                    let cell = k.as_bytes()[0] - b'1';
                    cursor.set(cell);
                    on_play.emit(Square(cell));
                    None
                }
                _ => return,
            };
            e.prevent_default();
            if let Some(m) = moved {
                cursor.set(m);
            }
        })
    };
    let line = props.board.winning_line();
    let cells = (0..9u8).map(|i| {
        let sq = Square(i);
        let (x, y) = (f64::from(i % 3) * 100.0, f64::from(i / 3) * 100.0);
        let onclick = {
            let on_play = props.on_play.clone();
            Callback::from(move |_| on_play.emit(sq))
        };
        let value = props.values.iter().find(|v| v.0 == sq).map(|v| v.1);
        let mut class = classes!("cell");
        if props.best.contains(&sq) && props.enabled {
            class.push("best");
        }
        if *cursor == i {
            class.push("cursor");
        }
        if line.is_some_and(|l| l.contains(&sq)) {
            class.push("win");
        }
        html! {
            <g id={format!("cell-{i}")} class={class} {onclick} role="button"
               aria-label={tf("ttt-cell", Args::new().text("square", sq.to_string()).text("mark", props.board.mark(sq).map_or_else(|| t("ttt-cell-empty"), |m| m.to_string())))}>
                <rect x={x.to_string()} y={y.to_string()} width="100" height="100" />
                { match props.board.mark(sq) {
                    Some(Mark::X) => html! { <text class="x" x={(x + 50.0).to_string()} y={(y + 68.0).to_string()}>{ "X" }</text> },
                    Some(Mark::O) => html! { <text class="o" x={(x + 50.0).to_string()} y={(y + 68.0).to_string()}>{ "O" }</text> },
                    None => match value {
                        Some(v) if props.enabled => html! { <text class="value" x={(x + 50.0).to_string()} y={(y + 58.0).to_string()}>{ v }</text> },
                        _ => html! {},
                    },
                } }
            </g>
        }
    });
    html! {
        <svg id="board" class={classes!("board", props.enabled.then_some("enabled"))} viewBox="0 0 300 300" width="300" height="300"
             tabindex="0" role="group" aria-label={t("ttt-board-label")} {onkeydown}>
            { for cells }
        </svg>
    }
}

#[derive(Properties, PartialEq)]
struct MoveValuesProps {
    board: TicTacToe,
    values: Vec<(Square, i32)>,
    payoff: Payoff,
}

#[function_component(MoveValues)]
fn move_values(props: &MoveValuesProps) -> Html {
    if props.values.is_empty() {
        return html! {};
    }
    let words = catalogue();
    let best = best_actions(&props.board, &props.values);
    let mark = Args::new().text("mark", props.board.to_move().to_string());
    let caption = if props.board.to_move() == Mark::X {
        tf("ttt-values-caption-high", mark)
    } else {
        tf("ttt-values-caption-low", mark)
    };
    html! {
        <table class="move-values" id="move-values">
            <caption>{ caption }</caption>
            <thead><tr><th>{ t("ttt-col-cell") }</th><th>{ t("ttt-col-value") }</th><th>{ t("ttt-col-best-play") }</th></tr></thead>
            <tbody>
                { for props.values.iter().map(|&(sq, v)| html! {
                    <tr class={classes!(best.contains(&sq).then_some("best"))}>
                        <td>{ tf("ttt-cell-key", Args::new().text("square", sq.to_string()).count("key", i64::from(sq.0) + 1)) }</td><td>{ v }</td><td>{ props.payoff.describe_in(v, &words) }</td>
                    </tr>
                }) }
            </tbody>
        </table>
    }
}

#[derive(Properties, PartialEq)]
struct BoardOnly {
    board: TicTacToe,
}

#[function_component(StatsPanel)]
fn stats_panel(props: &BoardOnly) -> Html {
    let words = catalogue();
    let job = use_job();
    let run = |spec: JobSpec| {
        let job = job.clone();
        Callback::from(move |_| job.start(spec.clone()))
    };
    let busy = job.running();
    let done = match &*job.state {
        JobState::Done(output, _) => DeferredOutput::of(output),
        _ => None,
    };
    let result = match done {
        Some(DeferredOutput::TicTacToe(Output::Stats(s))) => {
            let golden = props.board == TicTacToe::new();
            let row = |name: String, v: u64, expect: u64| {
                html! { <tr><td>{ name }</td><td class="num">{ fmt_number(v as f64) }</td>
                <td>{ if golden { if v == expect { t("ttt-published") } else { tf("ttt-expected", Args::new().text("n", fmt_number(expect as f64))) } } else { String::new() } }</td></tr> }
            };
            html! {
                <table id="stats-result">
                    <tbody>
                        { row(t("ttt-stat-reachable"), s.reachable_positions, 5_478) }
                        { row(t("ttt-stat-terminal"), s.terminal_positions, 958) }
                        { row(t("ttt-stat-games"), s.games, 255_168) }
                        { row(t("ttt-stat-x-wins"), s.x_wins, 131_184) }
                        { row(t("ttt-stat-o-wins"), s.o_wins, 77_904) }
                        { row(t("ttt-stat-draws"), s.draws, 46_080) }
                        { row(t("ttt-stat-minimax-nodes"), s.minimax_nodes, 549_946) }
                        <tr><td>{ t("ttt-stat-value") }</td><td class="num">{ s.value }</td><td>{ Payoff::Seed.describe_in(s.value, &catalogue()) }</td></tr>
                    </tbody>
                    <tbody id="complexity">
                        <tr><th colspan="3">{ t("ttt-complexity-title") }</th></tr>
                        <tr><td>{ t("ttt-state-space") }</td><td class="num">{ fmt_number(s.complexity.state_space as f64) }</td><td></td></tr>
                        <tr><td>{ t("ttt-game-tree-size") }</td><td class="num">{ fmt_number(s.complexity.game_tree_size as f64) }</td><td></td></tr>
                        <tr><td>{ t("ttt-decision-complexity") }</td><td class="num" id="decision-complexity">{ fmt_number(s.complexity.decision as f64) }</td><td>{ t("ttt-decision-note") }</td></tr>
                        <tr><td>{ t("ttt-game-tree-complexity") }</td><td class="num">{ fmt_number(s.complexity.game_tree as f64) }</td><td>{ tf("ttt-full-width-note", Args::new().count("depth", s.complexity.full_width_depth as i64)) }</td></tr>
                    </tbody>
                </table>
            }
        }
        Some(DeferredOutput::TicTacToe(Output::Verify(r))) => html! {
            <p id="verify-result">{ tf("ttt-verify", Args::new().count("positions", r.positions as i64).count("comparisons", r.comparisons as i64).text("verdict",
                if r.disagreements.is_empty() { t("ttt-verify-agree") } else { tf("ttt-verify-disagree", Args::new().count("n", r.disagreements.len() as i64).text("list", r.disagreements.join("; "))) })) }</p>
        },
        Some(DeferredOutput::TicTacToe(Output::Bench(rows))) => html! {
            <table id="bench-result">
                <thead><tr><th>{ t("ttt-col-algorithm") }</th><th>{ t("ttt-col-nodes") }</th><th>{ t("ttt-col-ms-median") }</th><th>{ t("ttt-col-time-ratio") }</th><th>{ t("ttt-col-node-ratio") }</th></tr></thead>
                <tbody>{ for rows.iter().map(|r| html! { <tr><td>{ searcher_name_in(&r.algorithm, &words) }</td><td class="num">{ fmt_number(r.nodes as f64) }</td><td class="num">{ num(r.millis, 3) }</td><td class="num">{ num(r.time_ratio, 4) }</td><td class="num">{ num(r.node_ratio, 4) }</td></tr> }) }</tbody>
            </table>
        },
        _ => html! {},
    };
    html! {
        <section class="stats" id="stats">
            <h2>{ t("ttt-stats-title") }</h2>
            <p class="explain">{ t("ttt-stats-explain") }</p>
            <div class="controls">
                <button id="run-stats" disabled={busy} onclick={run(Request::FullTree { board: props.board.to_string() }.into())}>{ t("ttt-run-stats") }</button>
                <button id="run-verify" disabled={busy} onclick={run(Request::VerifyAll.into())}>{ t("ttt-run-verify") }</button>
                <button id="run-bench" disabled={busy} onclick={run(Request::Bench { reps: 5 }.into())}>{ t("ttt-run-bench") }</button>
            </div>
            <JobProgress ..JobProgressProps::of(&job, "stats") />
            { result }
        </section>
    }
}
