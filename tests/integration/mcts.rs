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
