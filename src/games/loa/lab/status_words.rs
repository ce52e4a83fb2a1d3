//! The status line above the board in the page's language: the side to move and what to do on
//! the Play tab ([`Lab::status_in`]), how a game ended ([`ending_sentence_in`]), and the names
//! of the sides ([`side_in`]). The English wrappers ([`Lab::status`], [`ending_sentence`]) are
//! what the tests and the command line read.

use super::board::Tab;
use super::Lab;
use crate::games::loa::board::{square_name, Color};
use crate::games::loa::rules::ordinal_in;
use crate::games::loa::Ending;
use crate::i18n::{with_english, Args, Catalogue};

/// A side's name as the subject of a sentence (`Black`, `White`).
pub fn side_in(color: Color, words: &Catalogue) -> String {
    match color {
        Color::Black => words.msg("loa-side-black"),
        Color::White => words.msg("loa-side-white"),
    }
}

/// An ending as the status line says it (`"Black wins: all Black pieces are connected."`).
pub fn ending_sentence(ending: Ending) -> String {
    with_english(|w| ending_sentence_in(ending, w))
}

/// [`ending_sentence`] in the language of `words`.
pub fn ending_sentence_in(ending: Ending, words: &Catalogue) -> String {
    match ending {
        Ending::Connected(c) => words.msg_with(
            "loa-ending-connected",
            &Args::new()
                .text("side", side_in(c, words))
                .text("color", c.name()),
        ),
        Ending::BothConnected => words.msg("loa-ending-both"),
        Ending::NoMoves(c) => words.msg_with(
            "loa-ending-no-moves",
            &Args::new()
                .text("side", side_in(c, words))
                .text("other", side_in(c.other(), words)),
        ),
        Ending::Repetition(n) => words.msg_with(
            "loa-ending-repetition",
            &Args::new().text("ordinal", ordinal_in(n, words)),
        ),
        Ending::PlyCap => words.msg("loa-ending-cap"),
    }
}

impl Lab {
    /// The status line above the board.
    pub fn status(&self) -> String {
        with_english(|w| self.status_in(w))
    }

    /// [`Lab::status`] in the language of `words`.
    pub fn status_in(&self, words: &Catalogue) -> String {
        match self.tab {
            Tab::Play => self.play_status_in(words),
            Tab::Replay => self.replayer.status_in(words),
            Tab::Edit => self.editor.status_in(words),
        }
    }

    /// The status line while the engine's search is stopped by the person (the engine's
    /// turn, no search running).
    pub fn engine_stopped_status(&self) -> String {
        with_english(|w| self.engine_stopped_status_in(w))
    }

    /// [`Lab::engine_stopped_status`] in the language of `words`.
    pub fn engine_stopped_status_in(&self, words: &Catalogue) -> String {
        words.msg_with(
            "loa-status-engine-stopped",
            &Args::new().text("side", side_in(self.game.board().to_move(), words)),
        )
    }

    fn play_status_in(&self, words: &Catalogue) -> String {
        if let Some(ending) = self.game.ending() {
            return ending_sentence_in(ending, words);
        }
        let side = side_in(self.game.board().to_move(), words);
        if self.engine_to_move() {
            return words.msg_with("loa-status-thinking", &Args::new().text("side", side));
        }
        if self.must_pass() {
            return words.msg_with("loa-status-must-pass", &Args::new().text("side", side));
        }
        match self.selected {
            Some(sq) => {
                let n = self.targets().count_ones();
                let args = Args::new()
                    .text("side", side)
                    .text("square", square_name(sq));
                match n {
                    0 => words.msg_with("loa-status-piece-stuck", &args),
                    n => words.msg_with("loa-status-piece-moves", &args.count("n", n.into())),
                }
            }
            None => match self.engine_report() {
                Some(r) => words.msg_with(
                    "loa-status-engine-played",
                    &Args::new()
                        .text("side", side)
                        .text("move", r.played.to_string()),
                ),
                None => words.msg_with("loa-status-choose", &Args::new().text("side", side)),
            },
        }
    }
}

/// A depth in words: `1 ply`, `3 plies`.
pub fn plies_text(depth: u32) -> String {
    with_english(|w| plies_text_in(depth, w))
}

/// [`plies_text`] in the language of `words`.
pub fn plies_text_in(depth: u32, words: &Catalogue) -> String {
    words.msg_with("loa-plies", &Args::new().count("n", depth.into()))
}
