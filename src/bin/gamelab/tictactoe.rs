//! `gamelab ttt` and `gamelab tree --tree`: tic-tac-toe statistics and solving, and the
//! searchers on a hand-written tree (the tic-tac-toe and game-tree search lab).

use clap::{Args, Subcommand, ValueEnum};
use serde_json::{json, Value};

use crate::clock::clock;
use crate::output::emit;
use gamelab::game::{Player, State};
use gamelab::games::nested_tree::{LeafValue, NestedTree, TreePosition};
use gamelab::games::tictactoe::{FullTree, Mark, Payoff, TicTacToe};
use gamelab::jobs::run_to_end;
use gamelab::search::alphabeta::{action_values, alphabeta, best_actions, Options};
use gamelab::search::minimax::minimax;
use gamelab::search::pns::ProofSearch;

/// `gamelab ttt …`.
#[derive(Subcommand)]
pub(crate) enum TttCommand {
    /// Walk the whole game tree: positions, games, results, minimax nodes and value.
    Stats {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Solve a position: value, best moves, nodes per algorithm.
    Solve {
        /// 9 cells row-major, X/O/. (e.g. XXO.X.O..).
        #[arg(long)]
        board: String,
        /// Payoff scale: the seed's 9−d, or the corrected 10−d.
        #[arg(long, value_enum, default_value = "seed")]
        payoff: PayoffArg,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Clone, Copy, ValueEnum)]
/// The searcher of `gamelab tree --tree`.
pub(crate) enum TreeAlgorithm {
    Minimax,
    Alphabeta,
    Pns,
}

#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum PayoffArg {
    Seed,
    Corrected,
}

/// Runs `gamelab ttt …`.
pub(crate) fn run(command: TttCommand) -> Result<(), String> {
    match command {
        TttCommand::Stats { json } => {
            let stats = run_to_end(&mut FullTree::new(TicTacToe::new()));
            emit(
                json,
                serde_json::to_value(stats).map_err(|e| e.to_string())?,
            );
        }
        TttCommand::Solve {
            board,
            payoff,
            json,
        } => {
            let board = TicTacToe::parse(&board).map_err(|e| format!("--board: {e}"))?;
            emit(json, solve_ttt(&board, payoff));
        }
    }
    Ok(())
}

/// Runs `gamelab tree --tree …`: one searcher on a hand-written tree.
pub(crate) fn tree(
    tree: &str,
    algorithm: TreeAlgorithm,
    target: Option<i32>,
    json: bool,
) -> Result<(), String> {
    let tree = NestedTree::parse(tree).map_err(|e| format!("--tree: {e}"))?;
    emit(json, search_tree(&tree.root(), algorithm, target)?);
    Ok(())
}

/// Full solve of tic-tac-toe from the empty board, per algorithm.
#[derive(Args)]
pub(crate) struct BenchArgs {
    /// Repetitions per algorithm (the median is reported).
    #[arg(long, default_value_t = 5)]
    reps: u32,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Runs `gamelab bench ttt`: the full solve from the empty board per algorithm.
pub(crate) fn bench(BenchArgs { reps, json }: BenchArgs) -> Result<(), String> {
    if reps == 0 {
        return Err("--reps must be at least 1".to_string());
    }
    let rows = run_to_end(&mut gamelab::games::tictactoe::bench::TicTacToeBench::new(
        reps,
        clock(),
    ));
    if json {
        println!(
            "{}",
            json!({ "target": "native", "reps": reps, "rows": rows })
        );
    } else {
        println!(
            "{:<44} {:>9} {:>10} {:>8} {:>8}",
            "algorithm", "nodes", "ms", "t/mm", "n/mm"
        );
        for r in rows {
            println!(
                "{:<44} {:>9} {:>10.3} {:>8.4} {:>8.4}",
                r.algorithm, r.nodes, r.millis, r.time_ratio, r.node_ratio
            );
        }
    }
    Ok(())
}

fn solve_ttt(board: &TicTacToe, payoff: PayoffArg) -> Value {
    let evaluator = match payoff {
        PayoffArg::Seed => Payoff::Seed,
        PayoffArg::Corrected => Payoff::Corrected,
    };
    let over = board.is_terminal();
    let (move_values, _) = action_values(board, &evaluator, Options::ALPHA_BETA_ORDERED_TABLE);
    let best = best_actions(board, &move_values);
    let mut nodes = serde_json::Map::new();
    let mut value = None;
    let keys = [
        "minimax",
        "alphabeta",
        "alphabeta_ordering",
        "alphabeta_table",
        "alphabeta_ordering_table",
    ];
    for (key, (_, options)) in keys.iter().zip(Options::ALL) {
        let r = alphabeta(board, &evaluator, options);
        assert!(
            value.is_none() || value == Some(r.value),
            "searchers disagree"
        );
        value = Some(r.value);
        nodes.insert(key.to_string(), json!(r.nodes));
    }
    let mut pns = ProofSearch::new(*board, Player(0), |b: &TicTacToe| {
        b.winner() == Some(Mark::X)
    });
    let x_can_force_win = pns.solve().expect("unbounded search").proven;
    nodes.insert("pns_x_wins".to_string(), json!(pns.nodes().len()));
    let value = value.expect("five searches ran");
    json!({
        "board": board.to_string(),
        "to_move": if over { Value::Null } else { json!(board.to_move().to_string()) },
        "value": value,
        "payoff": match payoff { PayoffArg::Seed => "seed", PayoffArg::Corrected => "corrected" },
        "outcome": evaluator.describe(value),
        "best_moves": best.iter().map(|s| s.0).collect::<Vec<_>>(),
        "move_values": move_values.iter().map(|(s, v)| json!({"cell": s.0, "value": v})).collect::<Vec<_>>(),
        "x_can_force_win": x_can_force_win,
        "nodes": nodes,
    })
}

fn search_tree(
    root: &TreePosition,
    algorithm: TreeAlgorithm,
    target: Option<i32>,
) -> Result<Value, String> {
    Ok(match algorithm {
        TreeAlgorithm::Minimax => {
            let r = minimax(root, &LeafValue);
            json!({"algorithm": "minimax", "value": r.value, "leaves_evaluated": r.leaves, "nodes": r.nodes})
        }
        TreeAlgorithm::Alphabeta => {
            let r = alphabeta(root, &LeafValue, Options::ALPHA_BETA);
            json!({"algorithm": "alphabeta", "value": r.value, "leaves_evaluated": r.leaves, "nodes": r.nodes})
        }
        TreeAlgorithm::Pns => {
            let value = pns_value(root);
            let target = target.unwrap_or(value);
            let mut search = ProofSearch::new(root.clone(), Player(0), move |s: &TreePosition| {
                s.leaf_value().unwrap_or(0) >= target
            });
            let verdict = search.solve().map_err(|e| e.to_string())?;
            let leaves: Vec<i32> = search
                .evaluated()
                .iter()
                .map(|&i| search.nodes()[i as usize].state.leaf_value().unwrap_or(0))
                .collect();
            let (proof, disproof) = search.root_numbers();
            json!({
                "algorithm": "pns",
                "value": value,
                "target": target,
                "question": format!("can MAX guarantee a leaf value >= {target}?"),
                "proven": verdict.proven,
                "proof_number": pn_json(proof),
                "disproof_number": pn_json(disproof),
                "leaves_evaluated": leaves,
                "nodes": verdict.nodes,
                "expansions": verdict.expansions,
            })
        }
    })
}

fn pn_json(n: u32) -> Value {
    if n == gamelab::search::pns::INFINITY {
        json!("infinity")
    } else {
        json!(n)
    }
}

/// The tree's value by proof-number search alone: the largest leaf value `t` for which
/// "MAX can guarantee ≥ t" is proven (binary search over the distinct leaf values).
fn pns_value(root: &TreePosition) -> i32 {
    let mut leaves = minimax(root, &LeafValue).leaves; // only to list the candidate values
    leaves.sort_unstable();
    leaves.dedup();
    let proves = |t: i32| {
        ProofSearch::new(root.clone(), Player(0), move |s: &TreePosition| {
            s.leaf_value().unwrap_or(0) >= t
        })
        .solve()
        .expect("unbounded search")
        .proven
    };
    // proves(smallest leaf) is always true; find the last t that still proves.
    let (mut lo, mut hi) = (0usize, leaves.len());
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        if proves(leaves[mid]) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    leaves[lo]
}
