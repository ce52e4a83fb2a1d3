//! The searcher's transposition table: two 16-byte entries per bucket (one kept for the
//! deeper search, one always replaced), moves packed in 15 bits, and win and loss scores stored
//! as distances from the stored node ([`to_table`], [`from_table`]).
//!
//! The entry is kept at 16 bytes (checked at compile time) so the default table of
//! [`super::DEFAULT_TABLE_ENTRIES`] entries fits a browser's memory; distances from the node
//! rather than the root keep a stored win right when the position is reached at another ply.

use super::{is_loss_score, is_win_score, NO_MOVE};
use crate::games::loa::board::Move;

/// How a stored score relates to the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    Empty,
    Exact,
    /// The true score is at least the stored one (the search failed high).
    Lower,
    /// The true score is at most the stored one (the search failed low).
    Upper,
}

/// One transposition-table entry (16 bytes).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub(crate) key: u64,
    pub(crate) score: i32,
    /// The best move, packed by [`pack`].
    pub(crate) best: u16,
    pub(crate) depth: u8,
    pub(crate) bound: Bound,
}

const _: () = assert!(std::mem::size_of::<Entry>() == 16);

const EMPTY: Entry = Entry {
    key: 0,
    score: 0,
    best: NO_MOVE_PACKED,
    depth: 0,
    bound: Bound::Empty,
};

const NO_MOVE_PACKED: u16 = u16::MAX;

/// A move in 15 bits (from, to: 7 bits each, as a pass uses square 64; the capture flag).
pub(super) fn pack(m: Move) -> u16 {
    if m == NO_MOVE {
        NO_MOVE_PACKED
    } else {
        u16::from(m.from) | u16::from(m.to) << 7 | u16::from(m.capture) << 14
    }
}

/// The move [`pack`] packed.
pub(crate) fn unpack(bits: u16) -> Move {
    if bits == NO_MOVE_PACKED {
        NO_MOVE
    } else {
        Move {
            from: (bits & 0x7F) as u8,
            to: (bits >> 7 & 0x7F) as u8,
            capture: bits >> 14 & 1 == 1,
        }
    }
}

/// The transposition table: buckets of two entries, the first kept for the deeper search,
/// the second always replaced.
pub(crate) struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    pub(crate) fn new(entries: usize) -> Table {
        let n = entries.clamp(2, 1 << 30).next_power_of_two();
        Table {
            entries: vec![EMPTY; n],
            mask: (n - 1) & !1,
        }
    }

    pub(crate) fn probe(&self, key: u64) -> Option<&Entry> {
        let i = key as usize & self.mask;
        self.entries[i..i + 2]
            .iter()
            .find(|e| e.key == key && e.bound != Bound::Empty)
    }

    pub(crate) fn store(&mut self, key: u64, depth: u32, bound: Bound, score: i32, best: Move) {
        let i = key as usize & self.mask;
        let entry = Entry {
            key,
            score,
            best: pack(best),
            depth: depth.min(255) as u8,
            bound,
        };
        let deep = &mut self.entries[i];
        if deep.bound == Bound::Empty || deep.key == key || u32::from(deep.depth) <= depth {
            *deep = entry;
        } else {
            self.entries[i + 1] = entry;
        }
    }
}

/// A win or loss score as stored: its distance from the node instead of from the root.
pub(super) fn to_table(score: i32, ply: usize) -> i32 {
    if is_win_score(score) {
        score + ply as i32
    } else if is_loss_score(score) {
        score - ply as i32
    } else {
        score
    }
}

/// A stored score read at `ply`.
pub(super) fn from_table(score: i32, ply: usize) -> i32 {
    if is_win_score(score) {
        score - ply as i32
    } else if is_loss_score(score) {
        score + ply as i32
    } else {
        score
    }
}
