//! The position editor ([`Editor`]): pieces placed square by square or pasted as position
//! text, and the side to move.
//!
//! The editor keeps the pieces and the text side by side: a click rewrites the text from the
//! pieces, a typed text moves the pieces only when it reads, so the board never shows a
//! position the text field does not explain.

use super::link::describe_position_error_in;
use super::status_words::side_in;
use crate::games::loa::board::{Board, Color, Square};
use crate::games::loa::text::{parse_position, write_position};
use crate::i18n::{with_english, Args, Catalogue};
use crate::text::ParseError;

/// The position editor: pieces placed square by square (or pasted as position text) and the
/// side to move; [`Editor::playable`] is the position once it is one the rules accept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    black: u64,
    white: u64,
    to_move: Color,
    text: String,
    error: Option<ParseError>,
}

impl Editor {
    /// An editor holding `board`.
    pub fn new(board: &Board) -> Editor {
        Editor::of_sets(
            board.pieces(Color::Black),
            board.pieces(Color::White),
            board.to_move(),
        )
    }

    fn of_sets(black: u64, white: u64, to_move: Color) -> Editor {
        let text = write_position(&Board::from_sets(black, white, to_move));
        let error = parse_position(&text).err();
        Editor {
            black,
            white,
            to_move,
            text,
            error,
        }
    }

    /// The position as edited (it may not be playable: see [`Editor::error`]).
    pub fn board(&self) -> Board {
        Board::from_sets(self.black, self.white, self.to_move)
    }

    /// The position text in the text field: written from the board after each click, or as
    /// typed.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Why the text is not a playable position, if it is not.
    pub fn error(&self) -> Option<&ParseError> {
        self.error.as_ref()
    }

    /// The error as the page shows it beside the text field (`column 5: …`).
    pub fn error_text(&self) -> Option<String> {
        with_english(|w| self.error_text_in(w))
    }

    /// [`Editor::error_text`] in the language of `words`.
    pub fn error_text_in(&self, words: &Catalogue) -> Option<String> {
        self.error
            .as_ref()
            .map(|e| describe_position_error_in(e, words))
    }

    /// The side to move.
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// The square cycled empty → black → white → empty.
    pub fn cycle(&self, sq: Square) -> Editor {
        let bit = 1u64 << sq;
        let (black, white) = if self.black & bit != 0 {
            (self.black & !bit, self.white | bit)
        } else if self.white & bit != 0 {
            (self.black, self.white & !bit)
        } else {
            (self.black | bit, self.white)
        };
        Editor::of_sets(black, white, self.to_move)
    }

    /// The same pieces with `color` to move.
    pub fn with_to_move(&self, color: Color) -> Editor {
        Editor::of_sets(self.black, self.white, color)
    }

    /// A position text typed or pasted: when it reads, the board follows it; when it does not,
    /// the board keeps its last readable position and the error says why, with its column.
    pub fn with_text(&self, text: &str) -> Editor {
        match parse_position(text) {
            Ok(board) => Editor {
                black: board.pieces(Color::Black),
                white: board.pieces(Color::White),
                to_move: board.to_move(),
                text: text.to_string(),
                error: None,
            },
            Err(e) => Editor {
                text: text.to_string(),
                error: Some(e),
                ..self.clone()
            },
        }
    }

    /// The position to play from, when the text is one the rules accept.
    pub fn playable(&self) -> Option<Board> {
        self.error.is_none().then(|| self.board())
    }

    /// The status line while editing.
    pub fn status(&self) -> String {
        with_english(|w| self.status_in(w))
    }

    /// [`Editor::status`] in the language of `words`.
    pub fn status_in(&self, words: &Catalogue) -> String {
        match self.error_text_in(words) {
            Some(e) => words.msg_with("loa-editor-not-playable", &Args::new().text("error", e)),
            None => words.msg_with(
                "loa-editor-status",
                &Args::new()
                    .text("side", side_in(self.to_move, words))
                    .count("black", self.black.count_ones().into())
                    .count("white", self.white.count_ones().into()),
            ),
        }
    }
}
