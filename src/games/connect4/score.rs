//! Pons' score of a position, and an evaluator that lets the project's generic searchers
//! (alpha-beta, and any searcher over [`ZeroSumEvaluator`]) play Connect Four.
//!
//! The score is always from the side to move: 0 for a draw; when the side to move wins, one
//! more than half the empty cells left after its winning stone, rounded down — on boards with
//! an even number of cells (7×6 among them) that is `W·H/2 + 1 − k`, where `k` is the number
//! of stones the winner has played when it connects four (22 − k on 7×6: a win with the
//! fourth stone is 18, with the last stone of the board 1); when it loses, the negative of the
//! opponent's score. The rounding is Pons' code's, so on boards with an odd number of cells
//! (7×5, 7×7) our scores are those his solver gives when compiled for that size.
//!
//! ## References
//! - Pascal Pons, *Solving Connect 4*, part 2 (the score) and his `Solver.cpp`.

use super::board::{Column, Connect4};
use crate::game::{Player, Score, ZeroSumEvaluator};

/// The score of the side to move when it connects four with its next stone, `moves` stones
/// being on the board before it: `(W·H + 1 − moves) / 2`.
pub fn win_score(cells: u32, moves: u32) -> i32 {
    (cells as i32 + 1 - moves as i32) / 2
}

/// The score of a finished game for the side that would move next: 0 for a full board, else
/// the loss by the win of the last stone played.
///
/// # Panics
/// If the game is not over.
pub fn terminal_score(position: &Connect4) -> i32 {
    assert!(position.is_over(), "the game is not over");
    if position.winner().is_some() {
        -win_score(
            position.geometry().cells(),
            position.moves_played().saturating_sub(1),
        )
    } else {
        0
    }
}

/// Pons' score from the first player's point of view at the end of a game (exact), 0 before
/// it (no heuristic): with it, the project's alpha-beta solves late positions exactly, and its
/// value is the solver's score, signed for the first player. Move ordering: centre first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PonsScore;

impl ZeroSumEvaluator<Connect4> for PonsScore {
    fn score(&self, state: &Connect4) -> Score {
        if !state.is_over() {
            return 0;
        }
        let s = terminal_score(state);
        if state.to_move() == Player(0) {
            s
        } else {
            -s
        }
    }

    fn order_key(&self, state: &Connect4, action: Column) -> i32 {
        let w = state.geometry().width() as i32;
        -(2 * i32::from(action.0) - (w - 1)).abs()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::connect4::Geometry;

    #[test]
    fn a_win_with_the_fourth_stone_is_18_on_the_standard_board() {
        // The first player wins with its 4th stone: 6 stones before it.
        assert_eq!(win_score(42, 6), 18);
        // The last stone of the board (41 before it) wins: 1.
        assert_eq!(win_score(42, 41), 1);
        let won = Connect4::from_moves(Geometry::STANDARD, "1212121").unwrap();
        assert_eq!(won.winner(), Some(Player(0)));
        assert_eq!(terminal_score(&won), -18);
        assert_eq!(PonsScore.score(&won), 18);
    }
}
