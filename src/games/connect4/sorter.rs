//! Pons' move sorter: the solver's candidate moves, best first.
//!
//! At most one move per column, so an insertion sort into a fixed array is the fastest sort
//! there is; moves are added in the reverse of the centre-first column order and an equal
//! score goes after the ones already there, so among equals the centre comes out first.
//! The order matters twice: better moves first make more alpha-beta cut-offs, and doing it
//! exactly as Pons does makes node counts comparable with his.

use super::geometry::MAX_WIDTH;

/// Moves (single-bit bitboards) with their scores; [`MoveSorter::pop`] returns the highest.
pub(crate) struct MoveSorter {
    len: usize,
    moves: [u64; MAX_WIDTH as usize],
    scores: [u32; MAX_WIDTH as usize],
}

impl MoveSorter {
    /// An empty sorter.
    #[inline(always)]
    pub(crate) fn new() -> Self {
        MoveSorter {
            len: 0,
            moves: [0; MAX_WIDTH as usize],
            scores: [0; MAX_WIDTH as usize],
        }
    }

    /// Adds a move; after every move already added with the same score.
    #[inline(always)]
    pub(crate) fn add(&mut self, mv: u64, score: u32) {
        let mut pos = self.len;
        self.len += 1;
        while pos > 0 && self.scores[pos - 1] > score {
            self.moves[pos] = self.moves[pos - 1];
            self.scores[pos] = self.scores[pos - 1];
            pos -= 1;
        }
        self.moves[pos] = mv;
        self.scores[pos] = score;
    }

    /// The remaining move with the highest score (the last added among equals).
    #[inline(always)]
    pub(crate) fn pop(&mut self) -> Option<u64> {
        if self.len == 0 {
            None
        } else {
            self.len -= 1;
            Some(self.moves[self.len])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn highest_first_and_the_last_added_among_equals() {
        let mut s = MoveSorter::new();
        for (m, score) in [(1, 2), (2, 5), (4, 2), (8, 0)] {
            s.add(m, score);
        }
        let order: Vec<u64> = std::iter::from_fn(|| s.pop()).collect();
        assert_eq!(order, vec![2, 4, 1, 8]);
    }
}
