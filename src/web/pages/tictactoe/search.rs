//! The tic-tac-toe page's search lessons: the tabs (the alpha-beta tree of the position,
//! proof-number search, a hand-written tree, Monte Carlo tree search) and the node counts of
//! every searcher on the position.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::{change, select, BoardOnly};
use crate::game::Player;
use crate::games::nested_tree::{LeafValue, NestedTree, TreePosition, SEED_EXAMPLE};
use crate::games::tictactoe::lab::{node_counts, Config, TreeAlgorithm, View, ENGINE_OPTIONS};
use crate::games::tictactoe::teach::alpha_beta_picture;
use crate::games::tictactoe::words::searcher_name_in;
use crate::games::tictactoe::{Mark, Payoff, TicTacToe};
use crate::i18n::Args;
use crate::plot::{bar_chart, csv, fmt_number, Bar, Scale};
use crate::search::alphabeta::{AlphaBeta, MoveOrder, Options, Table};
use crate::search::minimax::minimax;
use crate::search::picture::Picture;
use crate::web::components::mcts::MctsLesson;
use crate::web::components::outline::{
    tree_label, ttt_label, GameProof, ProofTree, ProofView, TraceModel, TraceView,
};
use crate::web::components::picture::PictureView;
use crate::web::components::{download, raw_svg, use_width};
use crate::web::i18n::{catalogue, t, tf};

#[derive(Properties, PartialEq)]
pub(super) struct SearchProps {
    /// The page's state.
    pub(super) config: Config,
    /// Goes to another state.
    pub(super) go: Callback<Config>,
}

/// The search lessons' tabs: the alpha-beta tree, proof numbers, a hand-written tree and
/// Monte Carlo tree search, with the node counts of the position.
#[function_component(SearchPanel)]
pub(super) fn search_panel(props: &SearchProps) -> Html {
    let config = &props.config;
    let board = config.board();
    let tab = |view: View, label: String, id: &str| {
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
                { tab(View::Tree, t("ttt-tab-tree"), "tab-tree") }
                { tab(View::Proof, t("ttt-tab-pns"), "tab-pns") }
                { tab(View::Custom, t("ttt-tab-custom"), "tab-custom") }
                { tab(View::Mcts, t("ttt-tab-mcts"), "tab-mcts") }
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
                    onchange={toggle(|c| c.order = if c.order == MoveOrder::Heuristic { MoveOrder::AsGenerated } else { MoveOrder::Heuristic })} />{ format!(" {}", t("ttt-opt-order")) }</label>
                <label class="check"><input type="checkbox" id="opt-tt" checked={config.table == Table::On}
                    onchange={toggle(|c| c.table = if c.table == Table::On { Table::Off } else { Table::On })} />{ format!(" {}", t("ttt-opt-tt")) }</label>
            </div>
            <p class="explain">{ t("ttt-ab-explain") }</p>
            if board.is_over() {
                <p>{ t("ttt-game-over-leaf") }</p>
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
            <h3>{ t("ttt-mcts-ab-title") }</h3>
            <p class="explain">{ t("ttt-mcts-ab-explain") }</p>
            <PictureView picture={(*picture).clone()} step={None::<u32>} id="mcts-ab" depth={1} />
        </MctsLesson<TicTacToe>>
    }
}

#[function_component(ProofPanel)]
fn proof_panel(props: &BoardOnly) -> Html {
    let attacker = use_state(|| props.board.to_move());
    let proof = use_memo((props.board, *attacker), |(b, a)| {
        let mark = *a;
        let question = tf(
            "ttt-pns-question",
            Args::new().text("mark", mark.to_string()),
        );
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
            <label>{ t("ttt-pns-ask-before") + " " }
                <select id="pns-attacker" onchange={choose}>
                    <option value="X" selected={*attacker == Mark::X}>{ "X" }</option>
                    <option value="O" selected={*attacker == Mark::O}>{ "O" }</option>
                </select>{ format!(" {}", t("ttt-pns-ask-after")) }</label>
            <p class="explain">{ t("ttt-pns-explain") }</p>
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
            html! { <p class="error" id="custom-tree-error" role="alert">{ tf("ttt-tree-error", Args::new().text("error", e.to_string())) }</p> }
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
                        |_, a| tf("ttt-branch", Args::new().text("branch", a.to_string())),
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
                            <p id="custom-result">{ tf("ttt-custom-result", Args::new().text("value", result.value.to_string()).count("nodes", result.nodes as i64).count("leaves", result.leaves.len() as i64)) }</p>
                            <TraceView {model} {picture} id="custom" />
                        </>
                    }
                }
            }
        }
    };
    html! {
        <div class="custom-tree">
            <p class="explain">{ t("ttt-custom-explain") }</p>
            <label for="custom-tree-input">{ t("ttt-tree") }</label>
            <textarea id="custom-tree-input" rows="3" value={(*draft).clone()} {oninput}
                aria-invalid={parsed.is_err().to_string()} aria-describedby="custom-tree-error" />
            <div class="controls">
                <button id="custom-apply" onclick={apply}>{ t("ttt-use-tree") }</button>
                <button id="custom-preset" onclick={preset}>{ t("ttt-seed-example") }</button>
                <label>{ t("ttt-search") + " " }
                    <select id="custom-algo" onchange={algo}>
                        <option value="minimax" selected={config.algorithm == TreeAlgorithm::Minimax}>{ t("ttt-algo-minimax") }</option>
                        <option value="alphabeta" selected={config.algorithm == TreeAlgorithm::AlphaBeta}>{ t("ttt-algo-alphabeta") }</option>
                        <option value="pns" selected={config.algorithm == TreeAlgorithm::Pns}>{ t("ttt-algo-pns") }</option>
                    </select>
                </label>
                if config.algorithm == TreeAlgorithm::Pns {
                    <label>{ t("ttt-max-reaches") + " " }<input id="custom-target" type="number" value={target_draft} onchange={on_target} placeholder={t("ttt-value-placeholder")} /></label>
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
            tf(
                "ttt-custom-question",
                Args::new().count("target", i64::from(t)),
            ),
            tree_label,
            |_| None,
        ));
        Rc::new(RefCell::new(tree))
    });
    let args = Args::new()
        .text("target", props.target.to_string())
        .text("value", props.value.to_string());
    let answer = if props.value >= props.target {
        tf("ttt-custom-answer-yes", args)
    } else {
        tf("ttt-custom-answer-no", args)
    };
    html! {
        <>
            <p class="explain">{ answer }</p>
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
    let words = catalogue();
    let bars: Vec<Bar> = counts
        .iter()
        .map(|(name, n)| Bar {
            label: searcher_name_in(name, &words),
            value: *n as f64,
        })
        .collect();
    // Drawn for the width of its box (at most 560 pixels), exported at 560.
    let node = use_node_ref();
    let width = use_width(&node).unwrap_or(560).min(560);
    let draw = |bars: &[Bar], width: u32| {
        bar_chart(
            &t("ttt-counts-chart-title"),
            bars,
            Scale::Log,
            width,
            60 + 34 * bars.len() as u32,
        )
        .unwrap_or_default()
    };
    let svg = draw(&bars, width);
    // What the bars show, for a screen reader: each algorithm with its count.
    let label = tf(
        "ttt-counts-label",
        Args::new().text(
            "bars",
            counts
                .iter()
                .map(|(n, c)| format!("{} {}", searcher_name_in(n, &words), fmt_number(*c as f64)))
                .collect::<Vec<_>>()
                .join("; "),
        ),
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
            <h3>{ t("ttt-counts-title") }</h3>
            <table id="node-counts">
                <thead><tr><th>{ t("ttt-col-algorithm") }</th><th>{ t("ttt-col-nodes") }</th></tr></thead>
                <tbody>{ for counts.iter().map(|(n, c)| html! { <tr><td>{ searcher_name_in(n, &words) }</td><td class="num">{ fmt_number(*c as f64) }</td></tr> }) }</tbody>
            </table>
            <p class="note">{ t("ttt-counts-note") }</p>
            <div class="chart" id="counts-chart"><div class="fit-chart" ref={node} style="width: 560px" role="img" aria-label={label}>{ raw_svg(&svg) }</div></div>
            <div class="controls">
                <button class="small" onclick={export_csv}>{ t("ttt-export-csv") }</button>
                <button class="small" onclick={export_svg}>{ t("ttt-export-svg") }</button>
            </div>
        </div>
    }
}
