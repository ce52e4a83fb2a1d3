//! The replay of a published game ([`Replayer`]): which record, its moves, and the ply on the
//! board, stepped forward and back.
//!
//! The record's moves are read once, when it is chosen; each step only moves the ply, and the
//! position shown is replayed from the start on demand, so a replay is a small value the page
//! can keep and compare.

use super::status_words::{ending_sentence_in, side_in};
use crate::game::State;
use crate::games::loa::board::Move;
use crate::games::loa::records::{PublishedRecord, RECORDS};
use crate::games::loa::text::{parse_record, replay};
use crate::games::loa::{Ending, Loa, Rules};
use crate::i18n::{with_english, Args, Catalogue};

/// A published record being replayed: which record, its moves, and the ply on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replayer {
    pub(super) index: usize,
    pub(super) moves: Vec<Move>,
    pub(super) ply: usize,
}

impl Replayer {
    /// The record `index` of [`RECORDS`] at its start (ply 0). Every embedded record replays
    /// legally (tested); should one not, its legal part is what is replayed.
    ///
    /// # Panics
    /// If `index` is not an index of [`RECORDS`].
    pub fn new(index: usize) -> Replayer {
        let record = RECORDS[index];
        let moves = parse_record(record.text)
            .map(|rec| replay(&rec, Rules::default()).game.moves().to_vec())
            .unwrap_or_default();
        Replayer {
            index,
            moves,
            ply: 0,
        }
    }

    /// The record's index in [`RECORDS`].
    pub fn index(&self) -> usize {
        self.index
    }

    /// The record.
    pub fn record(&self) -> &'static PublishedRecord {
        &RECORDS[self.index]
    }

    /// The record's moves.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The ply on the board: how many of the record's moves have been played.
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// How many plies the record holds.
    pub fn plies(&self) -> usize {
        self.moves.len()
    }

    /// The same record at `ply` (clamped to the record's length).
    pub fn at(&self, ply: usize) -> Replayer {
        Replayer {
            ply: ply.min(self.plies()),
            ..self.clone()
        }
    }

    /// At the start.
    pub fn first(&self) -> Replayer {
        self.at(0)
    }

    /// One ply back (stays at the start).
    pub fn prev(&self) -> Replayer {
        self.at(self.ply.saturating_sub(1))
    }

    /// One ply forward (stays at the end).
    pub fn next(&self) -> Replayer {
        self.at(self.ply + 1)
    }

    /// At the end.
    pub fn last(&self) -> Replayer {
        self.at(self.plies())
    }

    /// True at the record's last ply.
    pub fn at_end(&self) -> bool {
        self.ply == self.plies()
    }

    /// The game as far as the ply on the board.
    pub fn game(&self) -> Loa {
        let mut game = Loa::new(Rules::default());
        for &mv in &self.moves[..self.ply] {
            game.apply(mv);
        }
        game
    }

    /// How the whole record ends: its ending, or `None` for a record that stops before its
    /// game ended.
    pub fn result(&self) -> Option<Ending> {
        self.last().game().ending()
    }

    /// The result in words, shown when the replay reaches the record's end.
    pub fn result_sentence(&self) -> String {
        with_english(|w| self.result_sentence_in(w))
    }

    /// [`Replayer::result_sentence`] in the language of `words`.
    pub fn result_sentence_in(&self, words: &Catalogue) -> String {
        match self.result() {
            Some(ending) => ending_sentence_in(ending, words),
            None => words.msg_with(
                "loa-replay-no-result",
                &Args::new().count("n", self.plies() as i64),
            ),
        }
    }

    /// The status line while replaying.
    pub fn status(&self) -> String {
        with_english(|w| self.status_in(w))
    }

    /// [`Replayer::status`] in the language of `words`.
    pub fn status_in(&self, words: &Catalogue) -> String {
        let game = self.game();
        let rest = match game.ending() {
            Some(ending) => ending_sentence_in(ending, words),
            None if self.at_end() => self.result_sentence_in(words),
            None => words.msg_with(
                "loa-replay-to-move",
                &Args::new().text("side", side_in(game.board().to_move(), words)),
            ),
        };
        words.msg_with(
            "loa-replay-status",
            &Args::new()
                .count("ply", self.ply as i64)
                .count("plies", self.plies() as i64)
                .text("rest", rest),
        )
    }
}
