//! What the board and the move list show: the open [`Tab`], the keys the board understands
//! ([`Key`], [`step_square`]), one square as drawn ([`SquareView`], [`row_of`]), the move list's
//! numbered rows ([`MoveRow`], [`move_rows`]); an ending as the status line says it is in
//! [`super::status_words`].
//!
//! These are plain values with no state of their own, so the [`super::Lab`], the replay and the
//! editor share them, and the page only draws them.

use crate::games::loa::board::{rank_of, Color, Move, Square};
use crate::i18n::{with_english, Catalogue};

/// Which part of the page is open; the board shows that part's position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    /// The game played on the page (by hand, or against the engine).
    Play,
    /// A published game, replayed ply by ply.
    Replay,
    /// The position editor.
    Edit,
}

/// A key the board understands (see [`Key::from_name`] for the keys that produce each).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// Cursor one file to the left (replay: one ply back).
    Left,
    /// Cursor one file to the right (replay: one ply forward).
    Right,
    /// Cursor one rank up, towards rank 8.
    Up,
    /// Cursor one rank down, towards rank 1.
    Down,
    /// Click the square under the cursor.
    Activate,
    /// Drop the selection.
    Escape,
    /// Take back the last move.
    Undo,
    /// Play the last move taken back again.
    Redo,
    /// Replay: to the record's start.
    First,
    /// Replay: to the record's end.
    Last,
    /// Pass, when the pass rule leaves no other move.
    Pass,
}

impl Key {
    /// The key for a `KeyboardEvent.key` name: the arrow keys, Enter and Space, Escape, `u`
    /// (undo), `r` (redo), `p` (pass), Home and End; `None` for every other key (the page lets the browser
    /// handle those).
    pub fn from_name(name: &str) -> Option<Key> {
        Some(match name {
            "ArrowLeft" => Key::Left,
            "ArrowRight" => Key::Right,
            "ArrowUp" => Key::Up,
            "ArrowDown" => Key::Down,
            "Enter" | " " => Key::Activate,
            "Escape" => Key::Escape,
            "u" | "U" => Key::Undo,
            "r" | "R" => Key::Redo,
            "p" | "P" => Key::Pass,
            "Home" => Key::First,
            "End" => Key::Last,
            _ => return None,
        })
    }
}

/// The square next to `sq` in a direction, staying on the board at its edges.
pub fn step_square(sq: Square, key: Key) -> Square {
    let (file, rank) = (sq & 7, sq >> 3);
    let (file, rank) = match key {
        Key::Left => (file.saturating_sub(1), rank),
        Key::Right => ((file + 1).min(7), rank),
        Key::Up => (file, (rank + 1).min(7)),
        Key::Down => (file, rank.saturating_sub(1)),
        _ => (file, rank),
    };
    file + 8 * rank
}

/// One move-list row: the move number and the two moves (Black's first; either may be missing
/// at the ends of a game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    /// The move number, from 1.
    pub number: usize,
    /// Black's move and its ply (1-based, counted in the game).
    pub black: Option<(usize, Move)>,
    /// White's move and its ply.
    pub white: Option<(usize, Move)>,
}

/// The moves of a game that started with `first` to move, as numbered rows (a game that
/// starts with White to move has no Black move in its first row).
pub fn move_rows(first: Color, moves: &[Move]) -> Vec<MoveRow> {
    let mut rows: Vec<MoveRow> = Vec::new();
    let offset = usize::from(first == Color::White);
    for (i, &mv) in moves.iter().enumerate() {
        let slot = i + offset;
        let number = slot / 2 + 1;
        if rows.last().is_none_or(|r| r.number != number) {
            rows.push(MoveRow {
                number,
                black: None,
                white: None,
            });
        }
        let row = rows.last_mut().expect("pushed above");
        if slot % 2 == 0 {
            row.black = Some((i + 1, mv));
        } else {
            row.white = Some((i + 1, mv));
        }
    }
    rows
}

/// What one square of the board shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareView {
    /// The square.
    pub square: Square,
    /// Its name (`b1`).
    pub name: String,
    /// The piece on it.
    pub piece: Option<Color>,
    /// The selected piece stands here.
    pub selected: bool,
    /// The selected piece may move here.
    pub target: bool,
    /// The last move left this square.
    pub last_from: bool,
    /// The last move landed here.
    pub last_to: bool,
    /// The last move captured the piece that stood here.
    pub captured: bool,
    /// The keyboard cursor is here.
    pub cursor: bool,
}

impl SquareView {
    /// The square in words, for screen readers (`"d3: black piece, selected"`).
    pub fn label(&self) -> String {
        with_english(|w| self.label_in(w))
    }

    /// [`SquareView::label`] in the language of `words`.
    pub fn label_in(&self, words: &Catalogue) -> String {
        let mut parts = vec![match self.piece {
            Some(Color::Black) => words.msg("loa-square-black"),
            Some(Color::White) => words.msg("loa-square-white"),
            None => words.msg("loa-square-empty"),
        }];
        if self.selected {
            parts.push(words.msg("loa-square-selected"));
        }
        if self.target {
            parts.push(if self.piece.is_some() {
                words.msg("loa-square-capture")
            } else {
                words.msg("loa-square-move")
            });
        }
        if self.last_from {
            parts.push(words.msg("loa-square-left"));
        }
        if self.last_to {
            parts.push(if self.captured {
                words.msg("loa-square-captured")
            } else {
                words.msg("loa-square-landed")
            });
        }
        format!("{}: {}", self.name, parts.join(", "))
    }
}

/// The drawn row of a square (0 for rank 8).
pub fn row_of(sq: Square) -> u8 {
    7 - rank_of(sq)
}
