//! Monte Carlo tree search measured on tic-tac-toe, where the truth is known: which positions
//! are asked ([`Positions`]), their correct moves by alpha-beta, and the accuracy curves of
//! UCT, PUCT and MCTS-Solver over them ([`accuracy_job`]; the measurement itself is generic,
//! in [`crate::search::mcts::accuracy`]).
//!
//! The positions are the 4 520 non-terminal reachable ones ([`Positions::All`]); the default
//! set is those where some legal move is wrong (a move that changes the game-theoretic value):
//! where all moves are equally good, any choice is correct and the position measures nothing.

use super::{reachable_positions, Payoff, TicTacToe};
use crate::rng::Seed;
pub use crate::search::mcts::accuracy::Positions;
use crate::search::mcts::accuracy::{exact_positions, select, AccuracyJob, Position, Settings};

/// The positions of `which` with their correct moves, in the order of
/// [`reachable_positions`] (a sample drawn with `seed`, then put back in that order).
pub fn positions(which: Positions, seed: Seed) -> Vec<Position<TicTacToe>> {
    select(
        exact_positions(reachable_positions(), &Payoff::Corrected),
        which,
        seed,
    )
}

/// The measurement of `settings` over the positions of `which` (sampled with `settings.seed`).
pub fn accuracy_job(which: Positions, settings: Settings) -> AccuracyJob<TicTacToe> {
    AccuracyJob::new(positions(which, settings.seed), settings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::run_to_end;
    use crate::search::mcts::Variant;

    #[test]
    fn the_position_sets() {
        let all = positions(Positions::All, Seed(1));
        assert_eq!(all.len(), 4_520);
        let critical = positions(Positions::Critical, Seed(1));
        assert!(critical.len() < all.len());
        assert!(critical.iter().all(|p| !p.correct.is_empty()));
        let sample = positions(Positions::Sample(50), Seed(1));
        assert_eq!(sample.len(), 50);
        assert!(sample.iter().all(|p| critical.contains(p)));
        assert_eq!(sample, positions(Positions::Sample(50), Seed(1)));
        assert_eq!(Positions::parse("critical"), Ok(Positions::Critical));
        assert_eq!(Positions::parse("12"), Ok(Positions::Sample(12)));
        assert!(Positions::parse("0").is_err());
        assert!(Positions::parse("some").is_err());
        // The empty board: every move draws, so it is not critical.
        assert_eq!(all[0].state, TicTacToe::new());
        assert_eq!(all[0].correct.len(), 9);
    }

    #[test]
    fn the_solver_is_never_worse_than_its_proofs_allow() {
        let settings = Settings {
            variants: Variant::ALL.to_vec(),
            iterations: vec![1, 10, 20_000],
            runs: 1,
            seed: Seed(4),
        };
        let curves = run_to_end(&mut accuracy_job(Positions::Sample(40), settings));
        assert_eq!(curves.points.len(), 9);
        assert!(curves.points.iter().all(|p| p.trials == 40));
        for p in &curves.points {
            assert!(p.low <= p.accuracy && p.accuracy <= p.high);
        }
        // Given enough iterations to prove these small positions, the solver is always right.
        let solver_last = &curves.points[8];
        assert_eq!(solver_last.variant, Variant::Solver);
        assert_eq!(solver_last.correct, 40);
    }
}
