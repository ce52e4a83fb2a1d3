//! The keys of the positions from a game's first one down a search path, for the repetition
//! rule inside a search: the engine ([`super::AlphaBeta`]) and the solver
//! ([`crate::games::loa::ab_solver`]) both score a position that occurred earlier on the way —
//! with the same side to move, since the last capture (a capture can never be undone) — as
//! a draw, stricter than the rule itself, as engines usually are.

use crate::games::loa::board::Move;
use crate::games::loa::Loa;

/// The position keys from the game's first position to the top of a search path.
#[derive(Clone, Debug)]
pub(crate) struct PathKeys {
    /// Keys of the positions so far, the current one last.
    keys: Vec<u64>,
    /// For each entry of `keys`, the index of the first position after the last capture.
    since_capture: Vec<usize>,
}

impl PathKeys {
    /// The keys of `game`'s positions (its start and the moves played), with room for a search
    /// `depth` plies deep.
    pub(crate) fn of_game(game: &Loa, depth: usize) -> PathKeys {
        let mut path = PathKeys {
            keys: Vec::with_capacity(game.moves().len() + depth + 2),
            since_capture: Vec::with_capacity(game.moves().len() + depth + 2),
        };
        let mut board = *game.start();
        path.keys.push(board.key());
        path.since_capture.push(0);
        for &m in game.moves() {
            board = board.play(m);
            path.push(board.key(), m);
        }
        path
    }

    /// The position `key`, reached by `mv`, joins the path.
    pub(crate) fn push(&mut self, key: u64, mv: Move) {
        let start = if mv.capture {
            self.keys.len()
        } else {
            self.since_capture[self.since_capture.len() - 1]
        };
        self.keys.push(key);
        self.since_capture.push(start);
    }

    /// The last position leaves the path.
    pub(crate) fn pop(&mut self) {
        self.keys.pop();
        self.since_capture.pop();
    }

    /// True when `key`, about to follow the path's last position by `mv`, occurred before with
    /// the same side to move since the last capture.
    pub(crate) fn repeats(&self, key: u64, mv: Move) -> bool {
        if mv.capture {
            return false;
        }
        let here = self.keys.len();
        let start = self.since_capture[here - 1];
        let mut i = here;
        while i >= start + 2 {
            i -= 2;
            if self.keys[i] == key {
                return true;
            }
        }
        false
    }
}
