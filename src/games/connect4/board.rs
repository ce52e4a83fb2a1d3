//! The rules of Connect Four on Pons' bitboard: positions, moves, move strings, the end of
//! the game, and the project's [`State`] and capability traits.
//!
//! A position is two `u64`s as in Pons' solver: `current`, the stones of the side to move, and
//! `mask`, every stone (see [`super::geometry`] for the bit layout). Playing a move is one
//! xor and one or (`current ^= mask; mask |= move`), so a position never records whose stones
//! are whose by colour, only "to move" and "not to move"; colour follows from the number of
//! stones. Unlike Pons' `Position`, which refuses a move that connects four, a position here
//! may be won: the rules must say when a game is over, and so does [`State::turn`]. Whether
//! the last move won is kept in a flag set when it is played, so asking costs nothing.
//!
//! Moves are written as Pons writes them: the 1-based columns in the order played ("4453").

use std::fmt;

use serde::{Deserialize, Serialize};

use super::geometry::{has_four, possible, symmetric_key, winning_spots, Geometry};
use crate::game::{
    ByPlayer, Deterministic, PerfectInformation, Player, PositionKey, State, Turn, ZeroSumTwoPlayer,
};

/// A column, 0-based: the action of Connect Four. Shown 1-based, as move strings write it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Column(pub u8);

impl fmt::Display for Column {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0 + 1)
    }
}

/// Why a move string cannot be played. `index` is the 0-based position of the offending
/// character in the string (move number `index + 1`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MovesError {
    /// A character that is not a digit.
    NotAColumn {
        /// Position in the string.
        index: usize,
        /// The character found.
        found: char,
    },
    /// A digit that names no column of this board (0, or more than its width).
    ColumnOutOfRange {
        /// Position in the string.
        index: usize,
        /// The column as written (1-based).
        column: u32,
        /// The board's width.
        width: u32,
    },
    /// The column is already full.
    ColumnFull {
        /// Position in the string.
        index: usize,
        /// The column as written (1-based).
        column: u32,
    },
    /// The game was already over (four connected, or the board full).
    GameOver {
        /// Position in the string.
        index: usize,
    },
}

impl MovesError {
    /// The 0-based position of the offending character.
    pub fn index(&self) -> usize {
        match *self {
            MovesError::NotAColumn { index, .. }
            | MovesError::ColumnOutOfRange { index, .. }
            | MovesError::ColumnFull { index, .. }
            | MovesError::GameOver { index } => index,
        }
    }
}

impl fmt::Display for MovesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MovesError::NotAColumn { index, found } => write!(
                f,
                "move {} (character {}) is {found:?}; moves are column digits",
                index + 1,
                index + 1
            ),
            MovesError::ColumnOutOfRange {
                index,
                column,
                width,
            } => write!(
                f,
                "move {} plays column {column}, but the board's columns are 1–{width}",
                index + 1
            ),
            MovesError::ColumnFull { index, column } => write!(
                f,
                "move {} plays column {column}, which is already full",
                index + 1
            ),
            MovesError::GameOver { index } => {
                write!(f, "move {} comes after the game is over", index + 1)
            }
        }
    }
}

impl std::error::Error for MovesError {}

/// A Connect Four position: the board, whose turn it is, and whether the game is over.
/// [`Player`]`(0)` moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Connect4 {
    geometry: Geometry,
    /// Stones of the side to move.
    current: u64,
    /// Every stone.
    mask: u64,
    /// Stones on the board.
    moves: u8,
    /// True when the last move connected four.
    won: bool,
}

impl Default for Connect4 {
    fn default() -> Self {
        Connect4::new(Geometry::STANDARD)
    }
}

impl Connect4 {
    /// The empty board of the given size, the first player to move.
    pub fn new(geometry: Geometry) -> Self {
        Connect4 {
            geometry,
            current: 0,
            mask: 0,
            moves: 0,
            won: false,
        }
    }

    /// The empty standard (7×6) board.
    pub fn standard() -> Self {
        Connect4::default()
    }

    /// The position after the moves of `text` (1-based column digits, e.g. "4453") from the
    /// empty board of `geometry`; surrounding whitespace is ignored.
    pub fn from_moves(geometry: Geometry, text: &str) -> Result<Self, MovesError> {
        let mut position = Connect4::new(geometry);
        position.play_moves(text)?;
        Ok(position)
    }

    /// Plays the moves of `text` from this position. On an error the position is left as it
    /// was before the first move of `text`.
    pub fn play_moves(&mut self, text: &str) -> Result<(), MovesError> {
        let mut next = *self;
        for (index, c) in text.trim().chars().enumerate() {
            let digit = c
                .to_digit(10)
                .ok_or(MovesError::NotAColumn { index, found: c })?;
            if digit == 0 || digit > self.geometry.width() {
                return Err(MovesError::ColumnOutOfRange {
                    index,
                    column: digit,
                    width: self.geometry.width(),
                });
            }
            if next.is_over() {
                return Err(MovesError::GameOver { index });
            }
            let col = digit - 1;
            if !next.can_play(col) {
                return Err(MovesError::ColumnFull {
                    index,
                    column: digit,
                });
            }
            next.play(col);
        }
        *self = next;
        Ok(())
    }

    /// The board's size.
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// The number of stones on the board.
    pub fn moves_played(&self) -> u32 {
        u32::from(self.moves)
    }

    /// The player whose turn it is (even when the game is over: the one who would move next).
    pub fn to_move(&self) -> Player {
        Player(self.moves % 2)
    }

    /// The player who connected four, if any.
    pub fn winner(&self) -> Option<Player> {
        self.won.then(|| Player((self.moves + 1) % 2))
    }

    /// True when the board is full.
    pub fn is_full(&self) -> bool {
        self.moves_played() == self.geometry.cells()
    }

    /// True when someone has connected four or the board is full.
    pub fn is_over(&self) -> bool {
        self.won || self.is_full()
    }

    /// Whether column `col` (0-based) has room for a stone.
    pub fn can_play(&self, col: u32) -> bool {
        col < self.geometry.width() && self.mask & self.geometry.top_cell(col) == 0
    }

    /// Whether the side to move connects four by playing column `col`, which must be playable.
    pub fn is_winning_move(&self, col: u32) -> bool {
        self.winning_spots() & self.possible() & self.geometry.column(col) != 0
    }

    /// Whether the side to move can connect four with its next stone.
    pub fn can_win_next(&self) -> bool {
        self.winning_spots() & self.possible() != 0
    }

    /// Drops a stone of the side to move in column `col` (0-based).
    ///
    /// # Panics
    /// In debug builds, if the game is over or the column is full or off the board.
    pub fn play(&mut self, col: u32) {
        debug_assert!(!self.is_over() && self.can_play(col), "illegal move {col}");
        let g = self.geometry;
        self.won = self.is_winning_move(col);
        let stone = self.mask.wrapping_add(1 << (col * (g.height() + 1))) & g.column(col);
        self.current ^= self.mask;
        self.mask |= stone;
        self.moves += 1;
    }

    /// The bitboards `(current, mask)`: the side to move's stones and every stone.
    pub fn bitboards(&self) -> (u64, u64) {
        (self.current, self.mask)
    }

    /// Pons' key, `current + mask`: unique per position of a given size (it marks the cell
    /// above each column's top stone, so the empty cells are known).
    pub fn key(&self) -> u64 {
        self.current.wrapping_add(self.mask)
    }

    /// Pons' symmetric base-3 key: equal for a position and its mirror image (the key of the
    /// opening book); distinct for distinct positions of up to `41 − width` stones.
    pub fn symmetric_key(&self) -> u64 {
        symmetric_key(
            self.current,
            self.mask,
            self.geometry.width(),
            self.geometry.height(),
        )
    }

    /// The mirror image of this position (columns reversed).
    pub fn mirrored(&self) -> Connect4 {
        let g = self.geometry;
        let (mut current, mut mask) = (0, 0);
        for col in 0..g.width() {
            let from = col * (g.height() + 1);
            let to = (g.width() - 1 - col) * (g.height() + 1);
            current |= ((self.current >> from) & g.column(0)) << to;
            mask |= ((self.mask >> from) & g.column(0)) << to;
        }
        Connect4 {
            current,
            mask,
            ..*self
        }
    }

    /// The cells where the side to move may play.
    pub(crate) fn possible(&self) -> u64 {
        possible(self.mask, self.geometry.bottom(), self.geometry.board())
    }

    /// The empty cells where the side to move would connect four.
    fn winning_spots(&self) -> u64 {
        winning_spots(
            self.current,
            self.mask,
            self.geometry.height(),
            self.geometry.board(),
        )
    }

    /// Whether the stones of the side that just moved hold four in a line, checked from
    /// scratch (the rules keep a flag set when the move is played; this is its check).
    pub fn last_mover_has_four(&self) -> bool {
        has_four(self.current ^ self.mask, self.geometry.height())
    }

    /// The colour of the cell in `col`, `row` (0-based, row 0 at the bottom): the player whose
    /// stone it is, if any.
    pub fn stone(&self, col: u32, row: u32) -> Option<Player> {
        let g = self.geometry;
        if col >= g.width() || row >= g.height() {
            return None;
        }
        let bit = 1u64 << (col * (g.height() + 1) + row);
        if self.mask & bit == 0 {
            None
        } else if self.current & bit != 0 {
            Some(self.to_move())
        } else {
            Some(Player(1 - self.to_move().0))
        }
    }

    /// Counts the move sequences of exactly `depth` moves from this position (perft). A game
    /// that ends (four connected, or the board full) before `depth` moves stops there and
    /// adds nothing, as checkmate does in chess perft; a sequence whose last move ends the
    /// game counts.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.is_over() {
            return 0;
        }
        let g = self.geometry;
        let mut total = 0;
        for col in 0..g.width() {
            if self.can_play(col) {
                let mut child = *self;
                child.play(col);
                total += if depth == 1 {
                    1
                } else {
                    child.perft(depth - 1)
                };
            }
        }
        total
    }
}

impl fmt::Display for Connect4 {
    /// The board, top row first: `X` for the first player, `O` for the second, `.` empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = self.geometry;
        for row in (0..g.height()).rev() {
            for col in 0..g.width() {
                let c = match self.stone(col, row) {
                    Some(Player(0)) => 'X',
                    Some(_) => 'O',
                    None => '.',
                };
                write!(f, "{c}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

impl State for Connect4 {
    type Action = Column;

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        if self.is_over() {
            Turn::Terminal
        } else {
            Turn::Player(self.to_move())
        }
    }

    fn legal_actions(&self, out: &mut Vec<Column>) {
        out.clear();
        if !self.is_over() {
            out.extend(
                (0..self.geometry.width())
                    .filter(|&c| self.can_play(c))
                    .map(|c| Column(c as u8)),
            );
        }
    }

    fn apply(&mut self, action: Column) {
        self.play(u32::from(action.0));
    }

    fn returns(&self) -> ByPlayer<f64> {
        match self.winner() {
            Some(Player(0)) => ByPlayer(vec![1.0, -1.0]),
            Some(_) => ByPlayer(vec![-1.0, 1.0]),
            None => ByPlayer(vec![0.0, 0.0]),
        }
    }
}

impl PerfectInformation for Connect4 {}
impl Deterministic for Connect4 {}
impl ZeroSumTwoPlayer for Connect4 {}

impl PositionKey for Connect4 {
    /// [`Connect4::key`]: unique among positions of one size.
    fn position_key(&self) -> u64 {
        self.key()
    }
}
