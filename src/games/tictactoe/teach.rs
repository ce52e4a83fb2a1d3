//! Tic-tac-toe in the stepped Monte Carlo lesson: its moves and players named for
//! [`Teachable`], and the α-β tree of a position drawn — the picture the lab's α-β view shows,
//! and the one drawn beside the Monte Carlo tree of the same position so the two searches can
//! be compared node for node.

use super::lab::mini_board_svg;
use super::{Payoff, Square, TicTacToe};
use crate::search::alphabeta::{AlphaBeta, Options, Trace};
use crate::search::mcts::stepper::Teachable;
use crate::search::picture::Picture;

impl Teachable for TicTacToe {
    const PLAYERS: [&'static str; 2] = ["X", "O"];

    fn move_name(action: Square) -> String {
        action.to_string()
    }
}

/// The full α-β search of `board` with `options` on `payoff`'s scale, recorded, and drawn:
/// small boards on the first four levels below it, the moves a cut-off pruned drawn greyed up
/// to 3 000 more nodes.
pub fn alpha_beta_picture(
    board: &TicTacToe,
    payoff: Payoff,
    options: Options,
) -> (Trace<Square>, Picture) {
    let (_, trace) = AlphaBeta::new(&payoff, options).search_traced(board);
    let marks = board.moves_made();
    let picture = Picture::from_trace(
        board,
        &trace,
        &payoff,
        |_, square| square.to_string(),
        |s| (s.moves_made() <= marks + 3).then(|| mini_board_svg(s)),
        trace.nodes.len() + 3_000,
    );
    (trace, picture)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::alphabeta::alphabeta;

    #[test]
    fn the_drawn_tree_is_the_search_and_moves_have_short_names() {
        let board = TicTacToe::parse("X...O....").unwrap();
        let options = Options::ALPHA_BETA_ORDERED_TABLE;
        let (trace, picture) = alpha_beta_picture(&board, Payoff::Corrected, options);
        let value = alphabeta(&board, &Payoff::Corrected, options).value;
        assert_eq!(trace.nodes[0].value, value);
        assert_eq!(picture.visited(), trace.nodes.len());
        assert_eq!(TicTacToe::move_name(Square(4)), "(2, 2)");
        assert_eq!(TicTacToe::PLAYERS, ["X", "O"]);
    }
}
