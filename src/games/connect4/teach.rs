//! Connect Four in the stepped Monte Carlo lesson: its moves and players named for
//! [`Teachable`], and the α-β tree drawn beside the Monte Carlo tree of the same position.
//!
//! The exact solver answers with a score, not a tree a person can read (it searches millions
//! of nodes with null windows); what a learner compares with Monte Carlo tree search is the
//! textbook's α-β tree. From the middle of a game that tree is too big to draw to the end, so
//! [`alpha_beta_picture`] searches a few plies deep ([`AlphaBeta::with_horizon`]) with Pons'
//! score at finished games and 0 — unknown — at the horizon: a forced win within the horizon
//! shows, anything longer is a draw to it. Moves are tried centre first, as the solver does.

use super::board::{Column, Connect4};
use super::lab::side_name_in;
use super::score::PonsScore;
use crate::game::Player;
use crate::i18n::{with_english, Args, Catalogue};
use crate::search::alphabeta::{AlphaBeta, MoveOrder, Options, Pruning, Table};
use crate::search::mcts::stepper::Teachable;
use crate::search::picture::Picture;

impl Teachable for Connect4 {
    const PLAYERS: [&'static str; 2] = ["Red", "Yellow"];

    fn move_name(action: Column) -> String {
        action.to_string()
    }

    fn player_name_in(index: usize, words: &Catalogue) -> String {
        side_name_in(Player(index.min(1) as u8), words)
    }
}

/// The plies the α-β tree beside the Monte Carlo tree may search: 1 to this.
pub const MAX_HORIZON: u32 = 6;

/// The α-β tree of `position`, `plies` deep (at most [`MAX_HORIZON`]), drawn: centre first, no
/// table (so every node drawn was searched), the moves a cut-off pruned drawn greyed up to 2 000
/// more nodes. Its value is Pons' score for Red when a win is forced within the horizon, else 0.
pub fn alpha_beta_picture(position: &Connect4, plies: u32) -> Picture {
    with_english(|w| alpha_beta_picture_in(position, plies, w))
}

/// [`alpha_beta_picture`] with its moves labelled in `words`' language (the mover's initial
/// and the column: `R 4`).
pub fn alpha_beta_picture_in(position: &Connect4, plies: u32, words: &Catalogue) -> Picture {
    let options = Options {
        pruning: Pruning::AlphaBeta,
        order: MoveOrder::Heuristic,
        table: Table::Off,
    };
    let plies = plies.clamp(1, MAX_HORIZON);
    let (_, trace) = AlphaBeta::new(&PonsScore, options)
        .with_horizon(plies)
        .search_traced(position);
    let initials = [Player(0), Player(1)].map(|p| {
        side_name_in(p, words)
            .chars()
            .next()
            .map_or(String::new(), |c| c.to_uppercase().to_string())
    });
    Picture::from_trace(
        position,
        &trace,
        &PonsScore,
        |s: &Connect4, c: Column| format!("{} {c}", initials[s.to_move().index().min(1)]),
        |_| None,
        trace.nodes.len() + 2_000,
    )
}

/// The sentence under the α-β tree: what its numbers mean.
pub fn alpha_beta_words(plies: u32) -> String {
    with_english(|w| alpha_beta_words_in(plies, w))
}

/// [`alpha_beta_words`] in `words`' language.
pub fn alpha_beta_words_in(plies: u32, words: &Catalogue) -> String {
    words.msg_with(
        "c4-ab-words",
        &Args::new()
            .count("plies", i64::from(plies))
            .text("red", side_name_in(Player(0), words))
            .text("yellow", side_name_in(Player(1), words)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{State, ZeroSumEvaluator};
    use crate::games::connect4::Geometry;

    /// Plain depth-limited minimax, written as naively as it can be: the check of the horizon.
    fn naive(position: &Connect4, plies: u32) -> i32 {
        if position.is_over() || plies == 0 {
            return PonsScore.score(position);
        }
        let mut moves = Vec::new();
        position.legal_actions(&mut moves);
        let values = moves.iter().map(|&m| {
            let mut c = *position;
            c.apply(m);
            naive(&c, plies - 1)
        });
        if position.to_move() == Player(0) {
            values.max().unwrap()
        } else {
            values.min().unwrap()
        }
    }

    #[test]
    fn the_horizon_search_equals_depth_limited_minimax_with_and_without_table() {
        // Positions from the tests' middle set and a few openings.
        for moves in [
            "",
            "4",
            "4453",
            "44444433",
            "445566",
            "3344256",
            "12345671234567",
        ] {
            let p = Connect4::from_moves(Geometry::STANDARD, moves).unwrap();
            for plies in 1..=4 {
                let want = naive(&p, plies);
                for options in [Options::ALPHA_BETA, Options::ALPHA_BETA_ORDERED_TABLE] {
                    let got = AlphaBeta::new(&PonsScore, options)
                        .with_horizon(plies)
                        .search(&p)
                        .value;
                    assert_eq!(got, want, "{moves:?} at {plies} plies with {options:?}");
                }
            }
        }
    }

    #[test]
    fn a_forced_win_within_the_horizon_shows_in_the_drawn_tree() {
        // Red to move has three in a row on the bottom: a win with its 4th stone.
        let p = Connect4::from_moves(Geometry::STANDARD, "445566").unwrap();
        let picture = alpha_beta_picture(&p, 2);
        let root = &picture.nodes[0];
        let value = root.searched.as_ref().unwrap().value;
        assert_eq!(value, 18, "Red wins with its 4th stone: 22 − 4");
        assert!(picture
            .nodes
            .iter()
            .any(|n| n.label == "R 3" || n.label == "R 7"));
        assert!(picture
            .svg(&crate::search::picture::View::default())
            .starts_with("<svg"));
        assert!(alpha_beta_words(2).contains("to 2 plies"));
        assert_eq!(Connect4::move_name(Column(3)), "4");
    }
}
