//! Monte Carlo tree search against the truth: MCTS-Solver proves the minimax value of every
//! non-terminal tic-tac-toe position, and the search runs on Lines of Action too.

use gamelab::game::{Player, State, Turn};
use gamelab::games::loa::{Loa, Rules};
use gamelab::games::tictactoe::{reachable_positions, Payoff, TicTacToe};
use gamelab::rng::Seed;
use gamelab::search::alphabeta::{alphabeta, Options};
use gamelab::search::mcts::{Config, Mcts, Outcome, Variant};

/// The most iterations one proof may take: a bound far above what the empty board needs
/// (its proof is the largest), so a search that stopped proving would fail, not hang.
const PROOF_LIMIT: u64 = 2_000_000;

/// All 4 520 non-terminal positions (5 478 reachable − 958 terminal): MCTS-Solver run until
/// the root is proven agrees with alpha-beta on win, draw or loss for the side to move, and
/// its chosen move keeps that value. About 2 s in the test profile.
#[test]
fn the_solver_proves_the_minimax_value_of_every_tic_tac_toe_position() {
    let positions: Vec<TicTacToe> = reachable_positions()
        .into_iter()
        .filter(|b| !b.is_terminal())
        .collect();
    assert_eq!(positions.len(), 4_520);
    let mut iterations = 0;
    for (i, board) in positions.iter().enumerate() {
        let Turn::Player(mover) = board.turn() else {
            unreachable!("not terminal")
        };
        let exact = alphabeta(board, &Payoff::Corrected, Options::ALPHA_BETA_TABLE).value;
        let exact = if mover == Player(0) { exact } else { -exact };
        let expected = match exact.signum() {
            1 => Outcome::Win,
            0 => Outcome::Draw,
            _ => Outcome::Loss,
        };
        let mut search = Mcts::new(*board, Config::new(Variant::Solver, Seed(i as u64)));
        iterations += search.run(PROOF_LIMIT);
        assert!(search.is_finished(), "{board}: not proven");
        assert_eq!(search.root_outcome(), Some(expected), "{board}");
        let best = search.best_action().expect("a move");
        let after = alphabeta(
            &board.child(best),
            &Payoff::Corrected,
            Options::ALPHA_BETA_TABLE,
        );
        let after = if mover == Player(0) {
            after.value
        } else {
            -after.value
        };
        assert_eq!(
            after.signum(),
            exact.signum(),
            "{board}: {best} loses value"
        );
    }
    // Proofs never need more nodes than the game tree has (549 946 from the empty board).
    assert!(iterations < 4_520 * 549_946);
}

/// The search runs on Lines of Action (a random playout there is hundreds of plies long) and
/// chooses a legal move, the same for the same seed.
#[test]
fn every_variant_runs_on_lines_of_action() {
    for variant in Variant::ALL {
        let run = || {
            let mut search = Mcts::new(Loa::new(Rules::default()), Config::new(variant, Seed(3)));
            search.run(60);
            search.summary()
        };
        let (a, b) = (run(), run());
        assert_eq!(a, b, "{variant}");
        let mut legal = Vec::new();
        Loa::new(Rules::default()).legal_actions(&mut legal);
        assert!(legal.contains(&a.best.expect("a move")));
        assert_eq!(a.root_visits, 60);
    }
}

/// `gamelab mcts --json`: the contract's fields, moves written as each game writes them, the
/// chosen move among the children, visits adding up, and one-line errors.
#[test]
fn the_command_line_keeps_its_contract() {
    use super::cli::{gamelab, json};
    let out = json(&[
        "mcts",
        "--game",
        "tictactoe",
        "--moves",
        "40",
        "--iterations",
        "500",
        "--seed",
        "3",
        "--json",
    ]);
    let children = out["children"].as_array().expect("children");
    assert_eq!(children.len(), 7, "seven empty cells");
    let visits: u64 = children.iter().map(|c| c["visits"].as_u64().unwrap()).sum();
    assert_eq!(visits, 500);
    assert!(out["move"].is_u64(), "tic-tac-toe cells are numbers");
    assert!(children.iter().any(|c| c["move"] == out["move"]
        && c["visits"] == out["visits"]
        && c["value"] == out["value"]));
    assert!(
        children.iter().all(|c| c.get("proven").is_none()),
        "UCT proves nothing"
    );
    assert_eq!(
        out,
        json(&[
            "mcts",
            "--game",
            "tictactoe",
            "--moves",
            "40",
            "--iterations",
            "500",
            "--seed",
            "3",
            "--json"
        ]),
        "the same seed, the same answer"
    );
    // X (on 3 and 4) wins at once on cell 5: MCTS-Solver proves the win.
    let solved = json(&[
        "mcts",
        "--game",
        "tictactoe",
        "--moves",
        "3041",
        "--iterations",
        "1000",
        "--variant",
        "solver",
        "--json",
    ]);
    // Cell 2 wins too (two threats then): MCTS-Solver takes whichever it proved first.
    assert!(solved["move"] == 5 || solved["move"] == 2, "{solved}");
    assert_eq!(solved["proven"], "win");
    assert_eq!(solved["root"]["proven"], "win");
    let loa = json(&[
        "mcts",
        "--game",
        "loa",
        "--moves",
        "b1-b3",
        "--iterations",
        "50",
        "--variant",
        "puct",
        "--c",
        "1.5",
        "--json",
    ]);
    assert!(loa["move"].as_str().is_some_and(|m| m.len() == 5));
    assert_eq!(loa["c"], 1.5);
    // Connect Four, columns from 1: after "121212" the first player has three stones in
    // column 1 and wins at once by playing it again; MCTS-Solver proves the win.
    let c4 = json(&[
        "mcts",
        "--game",
        "connect4",
        "--moves",
        "121212",
        "--iterations",
        "2000",
        "--variant",
        "solver",
        "--json",
    ]);
    assert_eq!(c4["move"], 1, "{c4}");
    assert_eq!(c4["proven"], "win");
    assert!(c4["children"].as_array().unwrap().len() <= 7);
    for (args, says) in [
        (&["mcts", "--game", "chess"][..], "unknown game"),
        (&["mcts", "--game", "connect4", "--moves", "8"], "--moves"),
        (
            &["mcts", "--game", "tictactoe", "--moves", "44"],
            "already taken",
        ),
        (
            &["mcts", "--game", "tictactoe", "--moves", "03142"],
            "game is over",
        ),
        (&["mcts", "--game", "loa", "--moves", "b1-b9"], "not a move"),
        (
            &["mcts", "--game", "tictactoe", "--iterations", "0"],
            "--iterations",
        ),
        (&["mcts", "--game", "tictactoe", "--c", "-1"], "--c"),
        (
            &["mcts", "--game", "tictactoe", "--variant", "ucb"],
            "uct, puct or solver",
        ),
        (&["bench", "mcts", "--game", "loa"], "exact values"),
        (&["bench", "mcts", "--positions", "none"], "critical"),
    ] {
        let out = gamelab(args);
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

/// `gamelab bench mcts --json`: one point per variant and iteration count, each with its
/// Wilson interval.
#[test]
fn the_accuracy_benchmark_reports_curves() {
    let out = super::cli::json(&[
        "bench",
        "mcts",
        "--game",
        "tictactoe",
        "--positions",
        "30",
        "--iterations",
        "100,10",
        "--runs",
        "2",
        "--seed",
        "5",
        "--json",
    ]);
    assert_eq!(out["position_count"], 30);
    let points = out["points"].as_array().expect("points");
    assert_eq!(points.len(), 6);
    assert_eq!(points[0]["iterations"], 10, "counts sorted");
    for p in points {
        assert_eq!(p["trials"], 60);
        let (low, acc, high) = (
            p["low"].as_f64().unwrap(),
            p["accuracy"].as_f64().unwrap(),
            p["high"].as_f64().unwrap(),
        );
        assert!(low <= acc && acc <= high);
    }
}
