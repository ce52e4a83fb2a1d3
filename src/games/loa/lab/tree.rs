//! The top of the alpha-beta tree the page draws ([`trace_top`]) and what plain minimax would
//! enter on the same tree ([`minimax_nodes`]).
//!
//! Both run the generic searcher of [`crate::search::alphabeta`] (the one the tic-tac-toe page
//! draws) on a [`Horizon`]: the game cut off a few plies below the current position, scored by
//! [`LoaEval`] there. [`MAX_TREE_DEPTH`] keeps the tree small enough to compute on the main
//! thread and to draw.
//!
//! [`LoaEval`]: crate::games::loa::eval::LoaEval

use crate::games::loa::board::Move;
use crate::games::loa::horizon::{Horizon, HorizonEval};
use crate::games::loa::Loa;
use crate::search::alphabeta::{AlphaBeta, MoveOrder, Options, Pruning, Table, Trace};
use crate::search::minimax::SearchResult;

/// The deepest tree the page draws. At depth 3 the traced search enters at most about 11 400
/// nodes in the positions of the published games (the start position is the largest; 400 to
/// 6 000 in most middle games): some 4 ms natively, and in the browser some tens of
/// milliseconds with the plain-minimax count ([`minimax_nodes`]) included, so the main thread
/// computes it at once; the outline draws only the rows that are opened.
pub const MAX_TREE_DEPTH: u32 = 3;
/// The tree depth the page starts with.
pub const DEFAULT_TREE_DEPTH: u32 = 2;

/// A traced alpha-beta search of `game`'s current position, `depth` plies deep (clamped to
/// 1–[`MAX_TREE_DEPTH`]), scored by [`LoaEval`] at the horizon and at game ends: every node
/// with its α/β window, value and cut-offs, for the page's outline. Black is MAX. Without a
/// transposition table, so the trace is a tree; `order` chooses the game's move order or
/// [`LoaEval`]'s (captures first, then moves towards the centre).
///
/// [`LoaEval`]: crate::games::loa::eval::LoaEval
pub fn trace_top(game: &Loa, depth: u32, order: MoveOrder) -> (SearchResult<Move>, Trace<Move>) {
    let options = Options {
        pruning: Pruning::AlphaBeta,
        order,
        table: Table::Off,
    };
    let root = Horizon::new(game, depth.clamp(1, MAX_TREE_DEPTH));
    AlphaBeta::new(&HorizonEval, options).search_traced(&root)
}

/// The nodes plain minimax enters on the same depth-limited tree as [`trace_top`] (every
/// position down to the horizon or the game's end): what alpha-beta's cut-offs save. At depth
/// 3 that is up to some 46 000 positions (from the start position), searched without a trace.
pub fn minimax_nodes(game: &Loa, depth: u32) -> u64 {
    let root = Horizon::new(game, depth.clamp(1, MAX_TREE_DEPTH));
    AlphaBeta::new(&HorizonEval, Options::MINIMAX)
        .search(&root)
        .nodes
}
