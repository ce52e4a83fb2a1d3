//! Tic-tac-toe: the template game.
//!
//! The board is two 9-bit masks (X's and O's marks), cells numbered 0–8 row-major. X is
//! [`Player`]`(0)`, moves first and is the maximiser of every search. The game's own returns
//! are +1/−1/0; the seed's depth-aware payoffs (a win after `d` moves is worth `9 − d`, a loss
//! `−9 + d`, a draw 0, so an engine takes the fastest win and delays a loss) live in the
//! [`Payoff`] evaluator, not in the rules, beside a corrected scale that does not score a
//! ninth-move win as a draw.
//!
//! [`FullTree`] walks the whole game tree as a step-based job and reproduces the published
//! counts (5 478 reachable positions, 958 terminal, 255 168 games, minimax value draw).
//!
//! ## References
//! - The seed thesis, §4.2 and chapter 5 (payoffs `9 − d`).
//! - OEIS and the standard counts of tic-tac-toe positions and games (5 478 / 255 168).

pub mod bench;
mod complexity;
pub mod jobs;
pub mod lab;
pub mod mcts_bench;
pub mod teach;
pub mod training;
mod tree;
pub mod words;

pub use complexity::{complexity, Complexity};
pub use tree::{reachable_from, reachable_positions, FullTree, TreeStats, VerifyAll, VerifyReport};

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::game::{
    ByPlayer, Deterministic, PerfectInformation, Player, PositionKey, Score, State, Turn,
    ZeroSumEvaluator, ZeroSumTwoPlayer,
};

/// The eight lines of three, as bit masks over cells 0–8.
pub const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

const FULL: u16 = 0b111_111_111;

fn has_line(marks: u16) -> bool {
    LINES.iter().filter(|&&l| marks & l == l).count() > 0
}

/// Nodes plain minimax visits from the empty board, counting every position entered (root
/// and leaves included): the size of the full game tree.
pub const MINIMAX_NODES_FROM_START: u64 = 549_946;

/// A mark on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mark {
    /// The first player.
    X,
    /// The second player.
    O,
}

impl Mark {
    /// The player who plays this mark.
    pub fn player(self) -> Player {
        match self {
            Mark::X => Player(0),
            Mark::O => Player(1),
        }
    }

    /// The other mark.
    pub fn other(self) -> Mark {
        match self {
            Mark::X => Mark::O,
            Mark::O => Mark::X,
        }
    }

    /// The mark played by `player`.
    pub fn of(player: Player) -> Mark {
        if player.0 == 0 {
            Mark::X
        } else {
            Mark::O
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Mark::X => "X",
            Mark::O => "O",
        })
    }
}

/// A cell, 0–8 row-major: the action of tic-tac-toe.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Square(pub u8);

impl Square {
    /// Row 0–2.
    pub fn row(self) -> u8 {
        self.0 / 3
    }

    /// Column 0–2.
    pub fn col(self) -> u8 {
        self.0 % 3
    }

    fn bit(self) -> u16 {
        1 << self.0
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // (row, column), 1-based, as the seed names cells.
        write!(f, "({}, {})", self.row() + 1, self.col() + 1)
    }
}

/// Why a board string is not a reachable tic-tac-toe position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// Not exactly nine cells.
    WrongLength(usize),
    /// A character other than X, O or `.` at a (0-based) position.
    BadCharacter {
        /// Position in the string.
        index: usize,
        /// The offending character.
        found: char,
    },
    /// X must have as many marks as O or one more.
    WrongMoveCounts {
        /// X's marks.
        x: u32,
        /// O's marks.
        o: u32,
    },
    /// Both sides have three in a row.
    BothWin,
    /// A side has three in a row but play went on, or the counts do not fit the winner.
    PlayAfterWin(Mark),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::with_english(|w| self.message_in(w)))
    }
}

impl std::error::Error for BoardError {}

/// A tic-tac-toe position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct TicTacToe {
    x: u16,
    o: u16,
}

impl TicTacToe {
    /// The empty board, X to move.
    pub fn new() -> Self {
        TicTacToe::default()
    }

    /// Parses 9 cells row-major (`X`, `O`, `.`; lowercase accepted) and checks the position is
    /// reachable: move counts, at most one winner, and no play after a win.
    pub fn parse(text: &str) -> Result<Self, BoardError> {
        let chars: Vec<char> = text.trim().chars().collect();
        if chars.len() != 9 {
            return Err(BoardError::WrongLength(chars.len()));
        }
        let mut board = TicTacToe::new();
        for (i, &c) in chars.iter().enumerate() {
            match c {
                'X' | 'x' => board.x |= 1 << i,
                'O' | 'o' => board.o |= 1 << i,
                '.' => {}
                found => return Err(BoardError::BadCharacter { index: i, found }),
            }
        }
        board.validate()?;
        Ok(board)
    }

    fn validate(&self) -> Result<(), BoardError> {
        let (nx, no) = (self.x.count_ones(), self.o.count_ones());
        if !(nx == no || nx == no + 1) {
            return Err(BoardError::WrongMoveCounts { x: nx, o: no });
        }
        let x_lines: Vec<u16> = LINES.iter().copied().filter(|l| self.x & l == *l).collect();
        let o_lines: Vec<u16> = LINES.iter().copied().filter(|l| self.o & l == *l).collect();
        match (x_lines.is_empty(), o_lines.is_empty()) {
            (false, false) => Err(BoardError::BothWin),
            (false, true) => {
                // X made the last move, and one mark (the last) lies on every X line.
                let common = x_lines.iter().fold(FULL, |acc, l| acc & l);
                if nx != no + 1 || common == 0 {
                    Err(BoardError::PlayAfterWin(Mark::X))
                } else {
                    Ok(())
                }
            }
            (true, false) => {
                let common = o_lines.iter().fold(FULL, |acc, l| acc & l);
                if nx != no || common == 0 {
                    Err(BoardError::PlayAfterWin(Mark::O))
                } else {
                    Ok(())
                }
            }
            (true, true) => Ok(()),
        }
    }

    /// The mark on `square`, if any.
    pub fn mark(&self, square: Square) -> Option<Mark> {
        if self.x & square.bit() != 0 {
            Some(Mark::X)
        } else if self.o & square.bit() != 0 {
            Some(Mark::O)
        } else {
            None
        }
    }

    /// The number of moves made so far (the seed's `d`).
    pub fn moves_made(&self) -> u32 {
        (self.x | self.o).count_ones()
    }

    /// The mark to move next (even when the game is over).
    pub fn to_move(&self) -> Mark {
        if self.x.count_ones() == self.o.count_ones() {
            Mark::X
        } else {
            Mark::O
        }
    }

    /// The side with three in a row, if any.
    pub fn winner(&self) -> Option<Mark> {
        if has_line(self.x) {
            Some(Mark::X)
        } else if has_line(self.o) {
            Some(Mark::O)
        } else {
            None
        }
    }

    /// The line of three of the winner, if any (for drawing).
    pub fn winning_line(&self) -> Option<[Square; 3]> {
        let marks = match self.winner()? {
            Mark::X => self.x,
            Mark::O => self.o,
        };
        let line = LINES.iter().find(|&&l| marks & l == l)?;
        let mut cells = (0..9u8).filter(|i| line & (1 << i) != 0).map(Square);
        Some([cells.next()?, cells.next()?, cells.next()?])
    }

    /// True when the board is full or someone has won.
    pub fn is_over(&self) -> bool {
        self.winner().is_some() || (self.x | self.o) == FULL
    }

    /// The position after `square` is marked by the side to move (no legality check).
    pub fn child(&self, square: Square) -> TicTacToe {
        let mut next = *self;
        next.apply(square);
        next
    }

    /// The empty squares, in cell order.
    pub fn empty_squares(&self) -> impl Iterator<Item = Square> + '_ {
        let occupied = self.x | self.o;
        (0..9u8)
            .filter(move |i| occupied & (1 << i) == 0)
            .map(Square)
    }

    /// The base-3 code of the board (0 empty, 1 X, 2 O; cell 0 least significant), < 3⁹.
    pub fn code(&self) -> u16 {
        (0..9).rev().fold(0u16, |acc, i| {
            acc * 3
                + if self.x & (1 << i) != 0 {
                    1
                } else if self.o & (1 << i) != 0 {
                    2
                } else {
                    0
                }
        })
    }

    /// Squares where `mark` would complete a line right now.
    pub fn winning_squares(&self, mark: Mark) -> u16 {
        let (own, other) = match mark {
            Mark::X => (self.x, self.o),
            Mark::O => (self.o, self.x),
        };
        let mut wins = 0;
        for &l in &LINES {
            if other & l == 0 && (own & l).count_ones() == 2 {
                wins |= l & !own;
            }
        }
        wins
    }
}

impl fmt::Display for TicTacToe {
    /// The 9-character row-major form accepted by [`TicTacToe::parse`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for i in 0..9 {
            let c = match self.mark(Square(i)) {
                Some(Mark::X) => 'X',
                Some(Mark::O) => 'O',
                None => '.',
            };
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

impl State for TicTacToe {
    type Action = Square;

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        if self.is_over() {
            Turn::Terminal
        } else {
            Turn::Player(self.to_move().player())
        }
    }

    fn legal_actions(&self, out: &mut Vec<Square>) {
        out.clear();
        if !self.is_over() {
            out.extend(self.empty_squares());
        }
    }

    fn apply(&mut self, square: Square) {
        debug_assert!(square.0 < 9 && (self.x | self.o) & square.bit() == 0 && !self.is_over());
        match self.to_move() {
            Mark::X => self.x |= square.bit(),
            Mark::O => self.o |= square.bit(),
        }
    }

    fn returns(&self) -> ByPlayer<f64> {
        match self.winner() {
            Some(Mark::X) => ByPlayer(vec![1.0, -1.0]),
            Some(Mark::O) => ByPlayer(vec![-1.0, 1.0]),
            None => ByPlayer(vec![0.0, 0.0]),
        }
    }
}

impl PerfectInformation for TicTacToe {}
impl Deterministic for TicTacToe {}
impl ZeroSumTwoPlayer for TicTacToe {}

impl PositionKey for TicTacToe {
    fn position_key(&self) -> u64 {
        u64::from(self.code())
    }
}

/// Depth-aware payoffs from X's point of view, so an engine takes the fastest win and delays a
/// loss. Non-terminal positions are never evaluated by the full-depth searches.
///
/// The seed scores a win after `d` moves as `9 − d`, a loss `−9 + d`, a draw 0. That scale has a
/// flaw: a win on the ninth move is worth `9 − 9 = 0`, exactly a draw, so an engine using it
/// may let the opponent win on the last move (the exhaustive test found such a line for O).
/// [`Payoff::Corrected`] shifts wins and losses by one (`10 − d`, `−10 + d`): every preference
/// of the seed's scale is kept and a last-move win is no longer a draw. The engine plays with
/// the corrected scale; the seed's is kept for reproducing its numbers.
///
/// Move ordering (for both): immediate wins, then blocks, then centre, corners, edges.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Payoff {
    /// The seed's `9 − d` / `−9 + d` / 0.
    Seed,
    /// `10 − d` / `−10 + d` / 0: never confuses a win with a draw.
    Corrected,
}

impl Payoff {
    /// The payoff of a finished game from X's point of view.
    pub fn terminal_value(self, board: &TicTacToe) -> Score {
        let top = match self {
            Payoff::Seed => 9,
            Payoff::Corrected => 10,
        };
        let d = board.moves_made() as Score;
        match board.winner() {
            Some(Mark::X) => top - d,
            Some(Mark::O) => -top + d,
            None => 0,
        }
    }

    /// What a value means, e.g. "X wins on move 7" (for the corrected scale; on the seed's
    /// scale 0 is ambiguous and reads "draw (or a win on move 9)").
    pub fn describe(self, value: Score) -> String {
        crate::i18n::with_english(|w| self.describe_in(value, w))
    }
}

impl ZeroSumEvaluator<TicTacToe> for Payoff {
    fn score(&self, state: &TicTacToe) -> Score {
        self.terminal_value(state)
    }

    fn order_key(&self, state: &TicTacToe, square: Square) -> i32 {
        let me = state.to_move();
        if state.winning_squares(me) & square.bit() != 0 {
            100
        } else if state.winning_squares(me.other()) & square.bit() != 0 {
            50
        } else {
            match square.0 {
                4 => 3,
                0 | 2 | 6 | 8 => 2,
                _ => 1,
            }
        }
    }
}

/// Why a move list (as in a shared URL) cannot be played from a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MovesError {
    /// A character that is not a cell number 0–8.
    NotACell {
        /// Position in the move list (1-based move number).
        move_number: usize,
        /// The character found.
        found: char,
    },
    /// The cell is already marked.
    Occupied {
        /// 1-based move number.
        move_number: usize,
        /// The cell.
        cell: u8,
    },
    /// The game was already over.
    GameOver {
        /// 1-based move number.
        move_number: usize,
    },
}

impl fmt::Display for MovesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::with_english(|w| self.message_in(w)))
    }
}

impl std::error::Error for MovesError {}

impl TicTacToe {
    /// Parses a move list written as cell digits ("408" = cells 4, 0, 8) and checks it can be
    /// played from this position.
    pub fn parse_moves(&self, text: &str) -> Result<Vec<Square>, MovesError> {
        let mut board = *self;
        let mut moves = Vec::new();
        for (i, c) in text.trim().chars().enumerate() {
            let move_number = i + 1;
            let cell = c
                .to_digit(10)
                .filter(|&d| d < 9)
                .ok_or(MovesError::NotACell {
                    move_number,
                    found: c,
                })? as u8;
            if board.is_over() {
                return Err(MovesError::GameOver { move_number });
            }
            if board.mark(Square(cell)).is_some() {
                return Err(MovesError::Occupied { move_number, cell });
            }
            board.apply(Square(cell));
            moves.push(Square(cell));
        }
        Ok(moves)
    }
}
