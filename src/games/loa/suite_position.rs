//! One position of a suite ([`SuitePosition`]): what the lab's suites hold ([`super::suite`],
//! which makes, reads and writes them) and what the comparison of the solvers runs on
//! ([`super::compare`]).

use serde::{Deserialize, Serialize};

use super::board::{Board, Move};
use super::solve::Verdict;

/// One position of a suite.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SuitePosition {
    /// The position.
    pub board: Board,
    /// The answer for the side to move (a win or a loss; unknown in a suite chosen without
    /// solving).
    pub result: Verdict,
    /// A winning move, after a win.
    pub best_move: Option<Move>,
    /// Distinct positions in the verified proof.
    pub proof_size: u64,
    /// How many plies before the end of its self-play game the position stood.
    pub before_end: u32,
    /// The index of the self-play game it comes from.
    pub game: u32,
}
