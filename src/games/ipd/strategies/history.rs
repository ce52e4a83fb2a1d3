//! One player's moves so far in a match, as the strategies read them: every move in order
//! (some rules look at the opponent's first moves or its whole record) and the number of
//! defections kept as it grows, so counting rules cost nothing per turn.
//!
//! A match keeps one [`History`] per player, allocated once with room for every turn, so
//! playing a turn never allocates.

use crate::games::ipd::game::Move;

/// A player's moves in a match so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct History {
    moves: Vec<Move>,
    defections: u32,
}

impl History {
    /// An empty history with room for `turns` moves.
    pub fn with_capacity(turns: u32) -> History {
        History {
            moves: Vec::with_capacity(turns as usize),
            defections: 0,
        }
    }

    /// A history of the given moves (for tests and the page's step-through).
    pub fn of(moves: &[Move]) -> History {
        let mut h = History::with_capacity(moves.len() as u32);
        for &m in moves {
            h.push(m);
        }
        h
    }

    /// Forgets every move (keeping the room).
    pub fn clear(&mut self) {
        self.moves.clear();
        self.defections = 0;
    }

    /// Adds the move just played.
    #[inline]
    pub fn push(&mut self, m: Move) {
        self.moves.push(m);
        self.defections += u32::from(m == Move::D);
    }

    /// Moves played.
    #[inline]
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether no move was played yet.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// Every move, first to last.
    #[inline]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The last move, if any.
    #[inline]
    pub fn last(&self) -> Option<Move> {
        self.moves.last().copied()
    }

    /// The last `n` moves (fewer at the start), as Python's `history[-n:]`.
    #[inline]
    pub fn tail(&self, n: usize) -> &[Move] {
        &self.moves[self.moves.len().saturating_sub(n)..]
    }

    /// Defections so far.
    #[inline]
    pub fn defections(&self) -> u32 {
        self.defections
    }

    /// Cooperations so far.
    #[inline]
    pub fn cooperations(&self) -> u32 {
        self.moves.len() as u32 - self.defections
    }
}
