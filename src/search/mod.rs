//! Searchers for two-player zero-sum games of perfect information.
//!
//! All searchers work on any [`State`] that declares the capabilities they need (the
//! [`Searchable`] bundle), with scores from an [`crate::game::ZeroSumEvaluator`] that are always from
//! the first player's (MAX's) point of view: MAX nodes maximise, MIN nodes minimise, as in the
//! seed's drawings (not negamax), so a trace shows the α/β window the way a textbook does.
//!
//! Node counting, fixed for every searcher: a node is counted each time the search enters a
//! position — the root, every inner node, every leaf, and every transposition-table hit.
//! Positions skipped by a cut-off are not counted.
//!
//! - [`minimax`] — plain minimax, the reference.
//! - [`alphabeta`] — alpha-beta with optional move ordering, transposition table and a
//!   drawable trace; minimax is its `Pruning::Off` mode for tracing.
//! - [`iterative`] — iterative-deepening alpha-beta with a depth limit (a heuristic
//!   evaluator at the horizon) and a node budget, step-based.
//! - [`pns`] — proof-number search, step-based.
//! - [`mcts`] — Monte Carlo tree search (UCT, PUCT, MCTS-Solver), stepped phase by phase,
//!   as a job, drawable, and measured against the exact values.
//! - [`outline`] and [`picture`] — a recorded search or a proof tree as an expandable outline
//!   and as a drawing (the models the page shows, tested here).

use crate::game::{Deterministic, PerfectInformation, Player, State, Turn, ZeroSumTwoPlayer};

pub mod alphabeta;
pub mod iterative;
pub mod mcts;
pub mod minimax;
pub mod outline;
pub mod picture;
pub mod pns;

/// What the minimax family needs of a game.
pub trait Searchable: State + PerfectInformation + Deterministic + ZeroSumTwoPlayer {}

impl<S: State + PerfectInformation + Deterministic + ZeroSumTwoPlayer> Searchable for S {}

/// True at a MAX node (player 0 to move).
pub fn is_max<S: State>(state: &S) -> bool {
    state.turn() == Turn::Player(Player(0))
}
