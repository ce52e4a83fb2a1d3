//! The tic-tac-toe lab: play against alpha-beta, see the value of every move, walk the search
//! tree, compare searchers, prove with proof numbers, step through hand-written trees, and run
//! the full-tree statistics in the worker.
//!
//! The URL query is the page's state (position, moves, mode, options, view), so every state
//! can be shared and restored; it is validated by the core's parsers and a bad URL shows an
//! error naming the problem.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;
use yew_router::prelude::*;

use crate::game::Player;
use crate::games::nested_tree::{LeafValue, NestedTree, TreePosition, SEED_EXAMPLE};
use crate::games::tictactoe::jobs::{Output, Request};
use crate::games::tictactoe::lab::{
    node_counts, Config, Mode, Query, TreeAlgorithm, View, DEFAULT_SEED, ENGINE_OPTIONS,
};
use crate::games::tictactoe::teach::alpha_beta_picture;
use crate::games::tictactoe::{Mark, Payoff, Square, TicTacToe};
use crate::plot::{bar_chart, csv, fmt_number, Bar, Scale};
use crate::rng::Seed;
use crate::search::alphabeta::{
    action_values, best_actions, AlphaBeta, MoveOrder, Options, Table, TieBreak,
};
use crate::search::minimax::minimax;
use crate::search::picture::Picture;
use crate::web::components::mcts::MctsLesson;
use crate::web::components::outline::{
    tree_label, ttt_label, GameProof, ProofTree, ProofView, TraceModel, TraceView,
};
use crate::web::components::picture::PictureView;
use crate::web::components::{download, raw_svg, use_width, JobProgress, JobProgressProps};
use crate::web::job::{use_job, DeferredOutput, JobSpec, JobState};
use crate::web::routes::Route;

mod training;

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
        .map_err(|e| vec![format!("the address could not be read: {e}")])
        .and_then(|q| {
            Config::from_query(&q).map_err(|e| e.iter().map(ToString::to_string).collect())
        });
    let config = match config {
        Ok(c) => c,
        Err(errors) => {
            return html! {
                <section class="page error-page" id="ttt-error">
                    <h1>{ "Tic-tac-toe: this address does not describe a game" }</h1>
                    <ul class="errors">{ for errors.iter().map(|e| html! { <li class="error">{ e }</li> }) }</ul>
                    <Link<Route> to={Route::lab("tictactoe")}>{ "Start a new game" }</Link<Route>>
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

    let status = config.status();

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
            <h1>{ "Tic-tac-toe & game-tree search" }</h1>
            <crate::web::components::Lead>{ "Two players take turns marking a 3 × 3 grid, X first; three marks in a row, column or diagonal win, and a full grid without one is a draw. With perfect play it is always a draw. Play against the engine, watch its alpha-beta search step by step (Alpha-beta tree), see a proof-number search prove a position (Proof numbers), or search a tree of your own (Custom tree) — the lessons of Zadro (2015), chapters 4 and 5." }</crate::web::components::Lead>
            <div class="ttt-layout">
                <div class="play">
                    <div class="controls" role="group" aria-label="game options">
                        <label>{ "Mode " }
                            <select id="mode" onchange={select(config, go.clone(), |c, v| c.mode = match v.as_str() { "cvc" => Mode::ComputerVsComputer, "hvh" => Mode::HumanVsHuman, _ => Mode::HumanVsComputer })}>
                                <option value="hvc" selected={config.mode == Mode::HumanVsComputer}>{ "you vs computer" }</option>
                                <option value="cvc" selected={config.mode == Mode::ComputerVsComputer}>{ "computer vs computer" }</option>
                                <option value="hvh" selected={config.mode == Mode::HumanVsHuman}>{ "two people" }</option>
                            </select>
                        </label>
                        if config.mode == Mode::HumanVsComputer {
                            <label>{ "You play " }
                                <select id="human" onchange={select(config, go.clone(), |c, v| c.human = if v == "O" { Mark::O } else { Mark::X })}>
                                    <option value="X" selected={config.human == Mark::X}>{ "X (first)" }</option>
                                    <option value="O" selected={config.human == Mark::O}>{ "O (second)" }</option>
                                </select>
                            </label>
                            <label class="check"><input type="checkbox" id="pick-first" checked={config.pick_first}
                                onchange={change(config, &go, |c| c.pick_first = !c.pick_first)} />{ " I choose the computer's first move" }</label>
                        }
                        <label>{ "Ties " }
                            <select id="ties" onchange={select(config, go.clone(), |c, v| c.ties = if v == "random" { TieBreak::PerPosition(Seed(DEFAULT_SEED)) } else { TieBreak::First })}>
                                <option value="first" selected={config.ties == TieBreak::First}>{ "first best move (as in Zadro 2015)" }</option>
                                <option value="random" selected={config.random_ties()}>{ "random among the best (seeded)" }</option>
                            </select>
                        </label>
                        <label>{ "Payoffs " }
                            <select id="payoff" onchange={select(config, go.clone(), |c, v| c.payoff = if v == "seed" { Payoff::Seed } else { Payoff::Corrected })}>
                                <option value="corrected" selected={config.payoff == Payoff::Corrected}>{ "corrected: win 10 − d" }</option>
                                <option value="seed" selected={config.payoff == Payoff::Seed}>{ "seed: win 9 − d" }</option>
                            </select>
                        </label>
                    </div>
                    <p class="status" id="status" aria-live="polite">{ status }</p>
                    <BoardView {board} values={shown_values.clone()} best={shown_best} enabled={human_can_play} on_play={play} />
                    <label class="check"><input type="checkbox" id="show-values" checked={*show_values} onchange={toggle_values} />{ " show the value of every move (hints)" }</label>
                    <div class="controls">
                        <button id="new-game" onclick={change(config, &go, |c| c.moves.clear())}>{ "New game" }</button>
                        <button id="undo" disabled={config.moves.is_empty()} onclick={undo}>{ "Undo" }</button>
                        <button id="copy-link" onclick={copy_link}>{ if *copied { "Link copied ✓" } else { "Copy link" } }</button>
                    </div>
                    <MoveValues {board} values={shown_values} payoff={config.payoff} />
                    if config.payoff == Payoff::Seed {
                        <p class="note">{ "On Zadro's (2015) scale a win on move 9 scores 9 − 9 = 0, the same as a draw, so an engine using it may let the opponent win on the last move. The corrected scale (10 − d) keeps every other preference and fixes that." }</p>
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
               aria-label={format!("cell {} {}", sq, props.board.mark(sq).map_or("empty".to_string(), |m| m.to_string()))}>
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
             tabindex="0" role="group" aria-label="tic-tac-toe board" {onkeydown}>
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
    let best = best_actions(&props.board, &props.values);
    html! {
        <table class="move-values" id="move-values">
            <caption>{ format!("Value of every move for {} (from X's point of view; {} wants it {})", props.board.to_move(), props.board.to_move(), if props.board.to_move() == Mark::X { "high" } else { "low" }) }</caption>
            <thead><tr><th>{ "cell" }</th><th>{ "value" }</th><th>{ "with best play" }</th></tr></thead>
            <tbody>
                { for props.values.iter().map(|&(sq, v)| html! {
                    <tr class={classes!(best.contains(&sq).then_some("best"))}>
                        <td>{ format!("{} · key {}", sq, sq.0 + 1) }</td><td>{ v }</td><td>{ props.payoff.describe(v) }</td>
                    </tr>
                }) }
            </tbody>
        </table>
    }
}

#[derive(Properties, PartialEq)]
struct SearchProps {
    config: Config,
    go: Callback<Config>,
}

#[function_component(SearchPanel)]
fn search_panel(props: &SearchProps) -> Html {
    let config = &props.config;
    let board = config.board();
    let tab = |view: View, label: &str, id: &str| {
        let mut c = config.clone();
        c.view = view;
        let go = props.go.clone();
        html! {
            <button role="tab" id={id.to_string()} aria-selected={(config.view == view).to_string()}
                class={classes!("tab", (config.view == view).then_some("active"))} onclick={move |_| go.emit(c.clone())}>{ label }</button>
        }
    };
    html! {
        <div class="search-panel">
            <div role="tablist" class="tabs">
                { tab(View::Tree, "Alpha-beta tree", "tab-tree") }
                { tab(View::Proof, "Proof numbers", "tab-pns") }
                { tab(View::Custom, "Custom tree", "tab-custom") }
                { tab(View::Mcts, "Monte Carlo tree", "tab-mcts") }
            </div>
            { match config.view {
                View::Tree => html! { <AlphaBetaTree config={config.clone()} go={props.go.clone()} /> },
                View::Proof => html! { <ProofPanel {board} /> },
                View::Custom => html! { <CustomTree config={config.clone()} go={props.go.clone()} /> },
                View::Mcts => html! { <MctsPanel {board} payoff={config.payoff} /> },
            } }
            if !matches!(config.view, View::Custom | View::Mcts) {
                <NodeCounts {board} payoff={config.payoff} />
            }
        </div>
    }
}

#[function_component(AlphaBetaTree)]
fn alpha_beta_tree(props: &SearchProps) -> Html {
    let config = &props.config;
    let board = config.board();
    let options = config.search_options();
    let model = use_memo((board, options, config.payoff), |(b, o, p)| {
        let (trace, picture) = alpha_beta_picture(b, *p, *o);
        let model = Rc::new(TraceModel::new(
            &trace,
            Some(*b),
            |pb, a| pb.map_or_else(|| a.to_string(), |pb| ttt_label(pb, a)),
            |b, a| b.child(a),
        ));
        (model, Rc::new(picture))
    });
    let toggle = |f: fn(&mut Config)| change::<Event>(config, &props.go, f);
    html! {
        <div class="ab-tree">
            <div class="controls">
                <label class="check"><input type="checkbox" id="opt-order" checked={config.order == MoveOrder::Heuristic}
                    onchange={toggle(|c| c.order = if c.order == MoveOrder::Heuristic { MoveOrder::AsGenerated } else { MoveOrder::Heuristic })} />{ " move ordering (wins, blocks, centre, corners)" }</label>
                <label class="check"><input type="checkbox" id="opt-tt" checked={config.table == Table::On}
                    onchange={toggle(|c| c.table = if c.table == Table::On { Table::Off } else { Table::On })} />{ " transposition table" }</label>
            </div>
            <p class="explain">{ "Each row is a position the search entered: MAX (X) nodes raise α, MIN (O) nodes lower β. A node is cut off as soon as its value leaves the window (α, β): the player above already has a better option elsewhere, so the remaining moves, shown as pruned, cannot change the result. The principal variation (PV) is the line both sides play under best play." }</p>
            if board.is_over() {
                <p>{ "The game is over: the tree is a single leaf." }</p>
            }
            <TraceView model={model.0.clone()} picture={model.1.clone()} depth={1} id="ab" />
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct MctsProps {
    board: TicTacToe,
    payoff: Payoff,
}

/// Monte Carlo tree search of the position, stepped, with the α-β tree the engine searches
/// drawn beside it.
#[function_component(MctsPanel)]
fn mcts_panel(props: &MctsProps) -> Html {
    let picture = use_memo((props.board, props.payoff), |(b, p)| {
        Rc::new(alpha_beta_picture(b, *p, ENGINE_OPTIONS).1)
    });
    html! {
        <MctsLesson<TicTacToe> root={props.board} id="mcts">
            <h3>{ "The α-β tree of the same position" }</h3>
            <p class="explain">{ "Alpha-beta with move ordering and a transposition table, as the engine searches: every node it entered, exact to the end of the game. Monte Carlo tree search gets to the same move by sampling, without an evaluation function." }</p>
            <PictureView picture={(*picture).clone()} step={None::<u32>} id="mcts-ab" depth={1} />
        </MctsLesson<TicTacToe>>
    }
}

#[derive(Properties, PartialEq)]
struct BoardOnly {
    board: TicTacToe,
}

#[function_component(ProofPanel)]
fn proof_panel(props: &BoardOnly) -> Html {
    let attacker = use_state(|| props.board.to_move());
    let proof = use_memo((props.board, *attacker), |(b, a)| {
        let mark = *a;
        let question = format!("Can {mark} force a win from here?");
        let tree: Box<dyn ProofTree> = Box::new(GameProof::new(
            *b,
            mark.player(),
            Box::new(move |s: &TicTacToe| s.winner() == Some(mark)),
            question,
            ttt_label,
            |s| Some(*s),
        ));
        Rc::new(RefCell::new(tree))
    });
    let choose = {
        let attacker = attacker.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            attacker.set(if v == "O" { Mark::O } else { Mark::X });
        })
    };
    html! {
        <div class="pns-panel">
            <label>{ "Question: can " }
                <select id="pns-attacker" onchange={choose}>
                    <option value="X" selected={*attacker == Mark::X}>{ "X" }</option>
                    <option value="O" selected={*attacker == Mark::O}>{ "O" }</option>
                </select>{ " force a win from the current position?" }</label>
            <p class="explain">{ "Proof-number search grows the tree best-first. The player asking the question moves at OR nodes, the other at AND nodes. A node's proof number (pn) is how many leaves must still be proven to prove it: the minimum over an OR node's children, the sum over an AND node's; the disproof number (dn) the other way round. Each step expands the most-proving node." }</p>
            <ProofView proof={(*proof).clone()} id="pns" />
        </div>
    }
}

#[function_component(CustomTree)]
fn custom_tree(props: &SearchProps) -> Html {
    let config = &props.config;
    let draft = use_state(|| config.tree.clone());
    let parsed = NestedTree::parse(&config.tree);
    let apply = {
        let config = config.clone();
        let go = props.go.clone();
        let draft = draft.clone();
        Callback::from(move |_| {
            let mut c = config.clone();
            c.tree = (*draft).clone();
            go.emit(c);
        })
    };
    let oninput = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            draft.set(
                e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                    .value(),
            )
        })
    };
    let preset = {
        let config = config.clone();
        let go = props.go.clone();
        let draft = draft.clone();
        Callback::from(move |_| {
            draft.set(SEED_EXAMPLE.to_string());
            let mut c = config.clone();
            c.tree = SEED_EXAMPLE.to_string();
            go.emit(c);
        })
    };
    let algo = select(config, props.go.clone(), |c, v| {
        c.algorithm = match v.as_str() {
            "minimax" => TreeAlgorithm::Minimax,
            "pns" => TreeAlgorithm::Pns,
            _ => TreeAlgorithm::AlphaBeta,
        }
    });
    let target_draft = config.target.map(|t| t.to_string()).unwrap_or_default();
    let on_target = {
        let config = config.clone();
        let go = props.go.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            let mut c = config.clone();
            c.target = v.trim().parse().ok();
            go.emit(c);
        })
    };
    let body = match &parsed {
        Err(e) => {
            html! { <p class="error" id="custom-tree-error" role="alert">{ format!("Cannot read the tree: {e}") }</p> }
        }
        Ok(tree) => {
            let root = tree.root();
            match config.algorithm {
                TreeAlgorithm::Pns => {
                    let value = minimax(&root, &LeafValue).value;
                    let target = config.target.unwrap_or(value);
                    html! { <CustomProof tree={config.tree.clone()} {target} {value} /> }
                }
                algorithm => {
                    let options = if algorithm == TreeAlgorithm::Minimax {
                        Options::MINIMAX
                    } else {
                        Options::ALPHA_BETA
                    };
                    let (result, trace) = AlphaBeta::new(&LeafValue, options).search_traced(&root);
                    let model = Rc::new(TraceModel::new(
                        &trace,
                        None,
                        |_, a| format!("branch {a}"),
                        |b, _| *b,
                    ));
                    let picture = Rc::new(Picture::from_trace(
                        &root,
                        &trace,
                        &LeafValue,
                        |_, a| a.to_string(),
                        |_| None,
                        trace.nodes.len() + 2_000,
                    ));
                    html! {
                        <>
                            <p id="custom-result">{ format!("Root value {} — {} nodes entered, {} leaves evaluated.", result.value, result.nodes, result.leaves.len()) }</p>
                            <TraceView {model} {picture} id="custom" />
                        </>
                    }
                }
            }
        }
    };
    html! {
        <div class="custom-tree">
            <p class="explain">{ "Write a tree as a nested list: a list is an inner node, a number is a leaf value for MAX. The root is MAX and levels alternate." }</p>
            <label for="custom-tree-input">{ "Tree" }</label>
            <textarea id="custom-tree-input" rows="3" value={(*draft).clone()} {oninput}
                aria-invalid={parsed.is_err().to_string()} aria-describedby="custom-tree-error" />
            <div class="controls">
                <button id="custom-apply" onclick={apply}>{ "Use this tree" }</button>
                <button id="custom-preset" onclick={preset}>{ "Seed example" }</button>
                <label>{ "Search " }
                    <select id="custom-algo" onchange={algo}>
                        <option value="minimax" selected={config.algorithm == TreeAlgorithm::Minimax}>{ "minimax" }</option>
                        <option value="alphabeta" selected={config.algorithm == TreeAlgorithm::AlphaBeta}>{ "alpha-beta" }</option>
                        <option value="pns" selected={config.algorithm == TreeAlgorithm::Pns}>{ "proof-number search" }</option>
                    </select>
                </label>
                if config.algorithm == TreeAlgorithm::Pns {
                    <label>{ "MAX reaches ≥ " }<input id="custom-target" type="number" value={target_draft} onchange={on_target} placeholder="value" /></label>
                }
            </div>
            { body }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct CustomProofProps {
    tree: String,
    target: i32,
    value: i32,
}

#[function_component(CustomProof)]
fn custom_proof(props: &CustomProofProps) -> Html {
    let proof = use_memo((props.tree.clone(), props.target), |(text, target)| {
        let root = NestedTree::parse(text)
            .expect("validated by the caller")
            .root();
        let t = *target;
        let tree: Box<dyn ProofTree> = Box::new(GameProof::new(
            root,
            Player(0),
            Box::new(move |s: &TreePosition| s.leaf_value().unwrap_or(0) >= t),
            format!("Can MAX guarantee a leaf ≥ {t}?"),
            tree_label,
            |_| None,
        ));
        Rc::new(RefCell::new(tree))
    });
    html! {
        <>
            <p class="explain">{ format!("A leaf answers yes when its value is ≥ {}. (The tree's minimax value is {}, so the answer is {}.)", props.target, props.value, if props.value >= props.target { "yes" } else { "no" }) }</p>
            <ProofView proof={(*proof).clone()} id="custom-pns" />
        </>
    }
}

#[derive(Properties, PartialEq)]
struct CountsProps {
    board: TicTacToe,
    payoff: Payoff,
}

#[function_component(NodeCounts)]
fn node_counts_view(props: &CountsProps) -> Html {
    let counts = use_memo((props.board, props.payoff), |(b, p)| node_counts(b, *p));
    let bars: Vec<Bar> = counts
        .iter()
        .map(|(name, n)| Bar {
            label: name.clone(),
            value: *n as f64,
        })
        .collect();
    // Drawn for the width of its box (at most 560 pixels), exported at 560.
    let node = use_node_ref();
    let width = use_width(&node).unwrap_or(560).min(560);
    let draw = |bars: &[Bar], width: u32| {
        bar_chart(
            "Nodes entered to solve this position (log scale)",
            bars,
            Scale::Log,
            width,
            60 + 34 * bars.len() as u32,
        )
        .unwrap_or_default()
    };
    let svg = draw(&bars, width);
    // What the bars show, for a screen reader: each algorithm with its count.
    let label = format!(
        "Nodes entered to solve this position, as bars on a log scale: {}",
        counts
            .iter()
            .map(|(n, c)| format!("{n} {}", fmt_number(*c as f64)))
            .collect::<Vec<_>>()
            .join("; ")
    );
    let export_csv = {
        let counts = counts.clone();
        Callback::from(move |_| {
            let rows: Vec<Vec<String>> = counts
                .iter()
                .map(|(n, c)| vec![n.clone(), c.to_string()])
                .collect();
            download(
                "node-counts.csv",
                "text/csv",
                &csv(&["algorithm", "nodes"], &rows),
            );
        })
    };
    let export_svg =
        Callback::from(move |_| download("node-counts.svg", "image/svg+xml", &draw(&bars, 560)));
    html! {
        <div class="counts">
            <h3>{ "Node counts for this position" }</h3>
            <table id="node-counts">
                <thead><tr><th>{ "algorithm" }</th><th>{ "nodes" }</th></tr></thead>
                <tbody>{ for counts.iter().map(|(n, c)| html! { <tr><td>{ n }</td><td class="num">{ fmt_number(*c as f64) }</td></tr> }) }</tbody>
            </table>
            <p class="note">{ "A node is counted each time a search enters a position: root, inner nodes, leaves and table hits; cut-off moves are not counted." }</p>
            <div class="chart" id="counts-chart"><div class="fit-chart" ref={node} style="width: 560px" role="img" aria-label={label}>{ raw_svg(&svg) }</div></div>
            <div class="controls">
                <button class="small" onclick={export_csv}>{ "Export CSV" }</button>
                <button class="small" onclick={export_svg}>{ "Export SVG" }</button>
            </div>
        </div>
    }
}

#[function_component(StatsPanel)]
fn stats_panel(props: &BoardOnly) -> Html {
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
            let row = |name: &str, v: u64, expect: u64| {
                html! { <tr><td>{ name }</td><td class="num">{ fmt_number(v as f64) }</td>
                <td>{ if golden { if v == expect { "✓ published".to_string() } else { format!("✗ expected {}", fmt_number(expect as f64)) } } else { String::new() } }</td></tr> }
            };
            html! {
                <table id="stats-result">
                    <tbody>
                        { row("reachable positions", s.reachable_positions, 5_478) }
                        { row("terminal positions", s.terminal_positions, 958) }
                        { row("complete games", s.games, 255_168) }
                        { row("won by X", s.x_wins, 131_184) }
                        { row("won by O", s.o_wins, 77_904) }
                        { row("drawn", s.draws, 46_080) }
                        { row("minimax nodes", s.minimax_nodes, 549_946) }
                        <tr><td>{ "value (payoffs 9 − d)" }</td><td class="num">{ s.value }</td><td>{ Payoff::Seed.describe(s.value) }</td></tr>
                    </tbody>
                    <tbody id="complexity">
                        <tr><th colspan="3">{ "The seed's complexity measures (§4.1, after Allis)" }</th></tr>
                        <tr><td>{ "state-space complexity: reachable positions" }</td><td class="num">{ fmt_number(s.complexity.state_space as f64) }</td><td></td></tr>
                        <tr><td>{ "game-tree size: leaves of the game tree (games)" }</td><td class="num">{ fmt_number(s.complexity.game_tree_size as f64) }</td><td></td></tr>
                        <tr><td>{ "decision complexity: leaves of the smallest decision tree" }</td><td class="num" id="decision-complexity">{ fmt_number(s.complexity.decision as f64) }</td><td>{ "keeps every reply where a bound must hold, one move where a side reaches it" }</td></tr>
                        <tr><td>{ "game-tree complexity: leaves of the smallest full-width decision tree" }</td><td class="num">{ fmt_number(s.complexity.game_tree as f64) }</td><td>{ format!("all moves to depth {}: a shallower cut leaves positions of unknown value", s.complexity.full_width_depth) }</td></tr>
                    </tbody>
                </table>
            }
        }
        Some(DeferredOutput::TicTacToe(Output::Verify(r))) => html! {
            <p id="verify-result">{ format!("{} positions, {} comparisons: {}", r.positions, r.comparisons,
                if r.disagreements.is_empty() { "every alpha-beta variant and proof-number search agree with minimax ✓".to_string() } else { format!("{} disagreements: {}", r.disagreements.len(), r.disagreements.join("; ")) }) }</p>
        },
        Some(DeferredOutput::TicTacToe(Output::Bench(rows))) => html! {
            <table id="bench-result">
                <thead><tr><th>{ "algorithm" }</th><th>{ "nodes" }</th><th>{ "ms (median)" }</th><th>{ "time ÷ minimax" }</th><th>{ "nodes ÷ minimax" }</th></tr></thead>
                <tbody>{ for rows.iter().map(|r| html! { <tr><td>{ &r.algorithm }</td><td class="num">{ fmt_number(r.nodes as f64) }</td><td class="num">{ format!("{:.3}", r.millis) }</td><td class="num">{ format!("{:.4}", r.time_ratio) }</td><td class="num">{ format!("{:.4}", r.node_ratio) }</td></tr> }) }</tbody>
            </table>
        },
        _ => html! {},
    };
    html! {
        <section class="stats" id="stats">
            <h2>{ "Whole-tree computations (in a Web Worker)" }</h2>
            <p class="explain">{ "These run off the main thread, so the page stays responsive; progress is shown and Cancel stops them." }</p>
            <div class="controls">
                <button id="run-stats" disabled={busy} onclick={run(Request::FullTree { board: props.board.to_string() }.into())}>{ "Full-tree statistics from this position" }</button>
                <button id="run-verify" disabled={busy} onclick={run(Request::VerifyAll.into())}>{ "Verify every searcher on all 5 478 positions" }</button>
                <button id="run-bench" disabled={busy} onclick={run(Request::Bench { reps: 5 }.into())}>{ "Benchmark the full solve (wasm)" }</button>
            </div>
            <JobProgress ..JobProgressProps::of(&job, "stats") />
            { result }
        </section>
    }
}
