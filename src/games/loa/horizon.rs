//! A Lines of Action game cut off a fixed number of plies below where a search starts
//! ([`Horizon`]), and [`LoaEval`] on it ([`HorizonEval`]).
//!
//! The generic searchers of [`crate::search`] search a game to its end; cutting the game off
//! lets them search the top of a game far too deep for that, with the evaluation scoring the
//! positions at the horizon. It is how the page draws the top of the alpha-beta tree
//! ([`crate::games::loa::lab::trace_top`]); the engine's own searcher ([`super::search`]) has
//! its depth limit built in and does not need it.

use super::board::Move;
use super::eval::LoaEval;
use super::Loa;
use crate::game::{
    ByPlayer, Deterministic, PerfectInformation, PositionKey, Score, State, Turn, ZeroSumEvaluator,
    ZeroSumTwoPlayer,
};

/// A game cut off `left` plies below where the search starts: for the generic searchers, the
/// positions at the horizon have no moves (they are leaves), so the evaluator scores them. It
/// is how [`crate::games::loa::lab::trace_top`] draws the top of the tree of a game far too deep to search to the end.
#[derive(Clone, Debug, PartialEq)]
pub struct Horizon {
    game: Loa,
    left: u32,
}

impl Horizon {
    /// `game`, to be searched `depth` plies deep.
    pub fn new(game: &Loa, depth: u32) -> Horizon {
        Horizon {
            game: game.clone(),
            left: depth,
        }
    }

    /// The game at this node.
    pub fn game(&self) -> &Loa {
        &self.game
    }

    /// Plies left before the horizon.
    pub fn left(&self) -> u32 {
        self.left
    }
}

impl State for Horizon {
    type Action = Move;

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        if self.left == 0 {
            Turn::Terminal
        } else {
            self.game.turn()
        }
    }

    fn legal_actions(&self, out: &mut Vec<Move>) {
        if self.left == 0 {
            out.clear();
        } else {
            self.game.legal_actions(out);
        }
    }

    fn apply(&mut self, action: Move) {
        debug_assert!(self.left > 0, "a move beyond the horizon");
        self.game.apply(action);
        self.left -= 1;
    }

    /// The game's returns where it ended; zero at a horizon (no result yet).
    fn returns(&self) -> ByPlayer<f64> {
        self.game.returns()
    }
}

impl PerfectInformation for Horizon {}
impl Deterministic for Horizon {}
impl ZeroSumTwoPlayer for Horizon {}

/// The board's key and the plies left (the same board nearer the horizon is another node).
impl PositionKey for Horizon {
    fn position_key(&self) -> u64 {
        self.game
            .position_key()
            .wrapping_add(u64::from(self.left).wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }
}

/// [`LoaEval`] on a [`Horizon`]: Black's view, ±[`super::search::WIN`] at a game's end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HorizonEval;

impl ZeroSumEvaluator<Horizon> for HorizonEval {
    fn score(&self, state: &Horizon) -> Score {
        LoaEval.score(&state.game)
    }

    fn order_key(&self, state: &Horizon, action: Move) -> i32 {
        LoaEval.order_key(&state.game, action)
    }
}
