//! Lines of Action as text: the position text (`--fen`), move text (`b1-d3`, `d1xd5`) and the
//! numbered game records of the data folder (`1. c8-c6 h4-f2`).
//!
//! Position text: the 8 ranks from rank 8 down to rank 1 separated by `/`; in each rank the
//! files a–h from left to right, `b` a black piece, `w` a white piece, a digit 1–8 for a run of
//! empty squares (`.` is also read as one empty square); then a space and the side to move, `b`
//! or `w`. Digits are what is written. Every error names its column, so the page can point at
//! it and the command line prints it on one line.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::board::{Board, Color, Move, Square};
use super::{Loa, Rules};
use crate::i18n::Said;
use crate::text::{ParseError, Position};

/// The most pieces a side can have (its starting number).
pub const MAX_PIECES: u32 = 12;

/// The start position in position text.
pub const START_TEXT: &str = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b";

fn at(column: usize, said: Said) -> ParseError {
    Position { line: 1, column }.error_said(said)
}

/// A side as a message's selector: `black` or `white`.
fn side_key(color: Color) -> &'static str {
    match color {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// Reads a position text. Rejects malformed text and impossible positions (a side with no
/// pieces or more than 12).
pub fn parse_position(text: &str) -> Result<Board, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() && chars[i].is_whitespace() {
        i += 1;
    }
    let (mut black, mut white) = (0u64, 0u64);
    for rank in (0..8u8).rev() {
        let mut file = 0u8;
        let rank_start = i + 1;
        while i < chars.len() && chars[i] != '/' && !chars[i].is_whitespace() {
            let ch = chars[i];
            let column = i + 1;
            let run = match ch {
                'b' | 'w' => {
                    if file >= 8 {
                        return Err(at(
                            column,
                            Said::new("loa-pos-rank-too-long").count("rank", (rank + 1).into()),
                        ));
                    }
                    let bit = 1u64 << (file + 8 * rank);
                    if ch == 'b' {
                        black |= bit;
                    } else {
                        white |= bit;
                    }
                    1
                }
                '.' => 1,
                '1'..='8' => ch as u8 - b'0',
                _ => {
                    return Err(at(
                        column,
                        Said::new("loa-pos-not-a-square").text("char", format!("{ch:?}")),
                    ))
                }
            };
            if ch != 'b' && ch != 'w' && file + run > 8 {
                return Err(at(
                    column,
                    Said::new("loa-pos-rank-too-long").count("rank", (rank + 1).into()),
                ));
            }
            file += run;
            i += 1;
        }
        if file != 8 {
            return Err(at(
                rank_start,
                Said::new("loa-pos-rank-squares")
                    .count("rank", (rank + 1).into())
                    .count("squares", file.into()),
            ));
        }
        if rank > 0 {
            if i >= chars.len() || chars[i] != '/' {
                return Err(at(
                    i + 1,
                    Said::new("loa-pos-expected-slash").count("rank", rank.into()),
                ));
            }
            i += 1;
        }
    }
    if i < chars.len() && chars[i] == '/' {
        return Err(at(i + 1, Said::new("loa-pos-too-many-ranks")));
    }
    if i >= chars.len() || !chars[i].is_whitespace() {
        return Err(at(i + 1, Said::new("loa-pos-expected-side")));
    }
    while i < chars.len() && chars[i].is_whitespace() {
        i += 1;
    }
    let to_move = match chars.get(i) {
        Some('b') => Color::Black,
        Some('w') => Color::White,
        Some(ch) => {
            return Err(at(
                i + 1,
                Said::new("loa-pos-not-a-side").text("char", format!("{ch:?}")),
            ))
        }
        None => return Err(at(i + 1, Said::new("loa-pos-side-missing"))),
    };
    i += 1;
    if let Some(rest) = chars[i..].iter().position(|c| !c.is_whitespace()) {
        return Err(at(i + rest + 1, Said::new("loa-pos-text-after-side")));
    }
    for (color, set) in [(Color::Black, black), (Color::White, white)] {
        let n = set.count_ones();
        if n == 0 {
            return Err(at(
                1,
                Said::new("loa-pos-no-pieces").text("side", side_key(color)),
            ));
        }
        if n > MAX_PIECES {
            return Err(at(
                1,
                Said::new("loa-pos-too-many-pieces")
                    .text("side", side_key(color))
                    .count("n", n.into())
                    .count("max", MAX_PIECES.into()),
            ));
        }
    }
    Ok(Board::from_sets(black, white, to_move))
}

/// Writes a position text (digits for empty runs).
pub fn write_position(board: &Board) -> String {
    let mut out = String::with_capacity(72);
    for rank in (0..8u8).rev() {
        let mut empty = 0;
        for file in 0..8u8 {
            match board.at(file + 8 * rank) {
                None => empty += 1,
                Some(color) => {
                    if empty > 0 {
                        out.push((b'0' + empty) as char);
                        empty = 0;
                    }
                    out.push(if color == Color::Black { 'b' } else { 'w' });
                }
            }
        }
        if empty > 0 {
            out.push((b'0' + empty) as char);
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out.push(' ');
    out.push(if board.to_move() == Color::Black {
        'b'
    } else {
        'w'
    });
    out
}

/// A position shows in debug output as its position text: `Board(1bbbbbb1/…/1bbbbbb1 b)`.
impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({})", write_position(self))
    }
}

/// A position travels (JSON between the page and its worker, data files) as its position text.
impl Serialize for Board {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&write_position(self))
    }
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Board, D::Error> {
        let text = String::deserialize(d)?;
        parse_position(&text).map_err(serde::de::Error::custom)
    }
}

/// Reads a square name (`a1` … `h8`).
pub fn parse_square(text: &str) -> Option<Square> {
    let b = text.as_bytes();
    if b.len() != 2 || !(b'a'..=b'h').contains(&b[0]) || !(b'1'..=b'8').contains(&b[1]) {
        return None;
    }
    Some((b[0] - b'a') + 8 * (b[1] - b'1'))
}

/// Why a move as written is not a legal move of the position, each case with the text as
/// written (trimmed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// `pass` where the player has a move, or passing is not a rule.
    Pass,
    /// Not of the form `b1-d3` or `d1xd5`.
    NotAMove(String),
    /// The game has ended.
    Ended(String),
    /// The mover's piece cannot go there.
    Illegal {
        /// The move as written.
        text: String,
        /// The player to move.
        mover: Color,
    },
    /// The piece on the first square is the other player's.
    NotYours {
        /// The move as written.
        text: String,
        /// The player to move.
        mover: Color,
    },
    /// No piece stands on the first square.
    Empty(String),
    /// The capture sign is wrong: the move as it must be written.
    Sign {
        /// The move as written.
        text: String,
        /// The move, rightly written.
        legal: Move,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Pass => write!(
                f,
                "pass is legal only for a player without a move under the must-pass rule"
            ),
            MoveError::NotAMove(text) => {
                write!(f, "{text:?} is not a move: write it like b1-d3 or d1xd5")
            }
            MoveError::Ended(text) => write!(f, "{text} is played after the game ended"),
            MoveError::Illegal { text, mover } => {
                write!(f, "{text} is not a legal move for {mover}")
            }
            MoveError::NotYours { text, mover } => {
                write!(f, "{text}: the piece on {} is not {mover}'s", &text[..2])
            }
            MoveError::Empty(text) => write!(f, "{text}: there is no piece on {}", &text[..2]),
            MoveError::Sign { text, legal } if legal.capture => {
                write!(f, "{text} captures: write {legal}")
            }
            MoveError::Sign { text, legal } => write!(f, "{text} captures nothing: write {legal}"),
        }
    }
}

impl std::error::Error for MoveError {}

/// The words alone, for callers that report text.
impl From<MoveError> for String {
    fn from(e: MoveError) -> String {
        e.to_string()
    }
}

/// Reads a move in `board` (`b1-d3`, `d1xd5`, or `pass` where passing is legal) and checks it
/// is legal there. The capture sign must match the board: `x` exactly when an enemy piece
/// stands on the target square.
pub fn parse_move(game: &Loa, text: &str) -> Result<Move, MoveError> {
    let text = text.trim();
    let mut legal = Vec::new();
    crate::game::State::legal_actions(game, &mut legal);
    if text == "pass" {
        return if legal.contains(&Move::PASS) {
            Ok(Move::PASS)
        } else {
            Err(MoveError::Pass)
        };
    }
    let not_a_move = || MoveError::NotAMove(text.to_string());
    let (from, sep, to) = match (text.get(..2), text.get(2..3), text.get(3..)) {
        (Some(f), Some(s), Some(t)) => (f, s, t),
        _ => return Err(not_a_move()),
    };
    let (Some(from), Some(to)) = (parse_square(from), parse_square(to)) else {
        return Err(not_a_move());
    };
    if sep != "-" && sep != "x" {
        return Err(not_a_move());
    }
    if legal.is_empty() {
        return Err(MoveError::Ended(text.to_string()));
    }
    let Some(&mv) = legal.iter().find(|m| m.from == from && m.to == to) else {
        let board = game.board();
        let mover = board.to_move();
        let text = text.to_string();
        return Err(match board.at(from) {
            Some(c) if c == mover => MoveError::Illegal { text, mover },
            Some(_) => MoveError::NotYours { text, mover },
            None => MoveError::Empty(text),
        });
    };
    if mv.capture != (sep == "x") {
        return Err(MoveError::Sign {
            text: text.to_string(),
            legal: mv,
        });
    }
    Ok(mv)
}

/// One move of a game record, as written, with where it stands in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordMove {
    /// The move text (`c8-c6`).
    pub text: String,
    /// Its line and column in the file.
    pub position: Position,
}

/// Splits a game record (`1. c8-c6 h4-f2` per line, Black first; blank lines and lines
/// starting with `#`, such as the rules a game was played under, ignored) into its moves,
/// checking the numbering. Whether the moves are legal is [`replay`]'s business.
pub fn parse_record(text: &str) -> Result<Vec<RecordMove>, ParseError> {
    let mut moves = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line_no = index + 1;
        let mut words = Vec::new();
        let mut start: Option<(usize, String)> = None;
        for (column, ch) in (1..).zip(line.chars().chain(std::iter::once(' '))) {
            if ch.is_whitespace() {
                if let Some(word) = start.take() {
                    words.push(word);
                }
            } else {
                match &mut start {
                    Some((_, w)) => w.push(ch),
                    None => start = Some((column, ch.to_string())),
                }
            }
        }
        if words.is_empty() || words[0].1.starts_with('#') {
            continue;
        }
        let (c, number) = &words[0];
        let expected = moves.len() / 2 + 1;
        if moves.len() % 2 == 1 {
            return Err(Position {
                line: line_no,
                column: *c,
            }
            .error_said(Said::new("loa-record-single-move")));
        }
        if number != &format!("{expected}.") {
            return Err(Position {
                line: line_no,
                column: *c,
            }
            .error_said(Said::new("loa-record-expected-number").count("number", expected as i64)));
        }
        if words.len() < 2 || words.len() > 3 {
            return Err(Position {
                line: line_no,
                column: *c,
            }
            .error_said(Said::new("loa-record-line")));
        }
        for (c, w) in &words[1..] {
            moves.push(RecordMove {
                text: w.clone(),
                position: Position {
                    line: line_no,
                    column: *c,
                },
            });
        }
    }
    Ok(moves)
}

/// Writes moves as a game record, two plies per numbered line.
pub fn write_record(moves: &[Move]) -> String {
    let mut out = String::new();
    for (i, pair) in moves.chunks(2).enumerate() {
        out.push_str(&format!("{}.", i + 1));
        for m in pair {
            out.push(' ');
            out.push_str(&m.to_string());
        }
        out.push('\n');
    }
    out
}

/// What replaying a record found.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The game as far as it went legally.
    pub game: Loa,
    /// How many plies the record holds.
    pub plies: usize,
    /// The first illegal ply (1-based) and why, if any.
    pub first_illegal: Option<(usize, String)>,
}

impl Replay {
    /// True when every move of the record was legal.
    pub fn all_legal(&self) -> bool {
        self.first_illegal.is_none()
    }
}

/// Replays a record from the start position under `rules`, stopping at the first illegal move.
pub fn replay(record: &[RecordMove], rules: Rules) -> Replay {
    let mut game = Loa::new(rules);
    for (i, rm) in record.iter().enumerate() {
        match parse_move(&game, &rm.text) {
            Ok(mv) => crate::game::State::apply(&mut game, mv),
            Err(e) => {
                return Replay {
                    game,
                    plies: record.len(),
                    first_illegal: Some((i + 1, e.to_string())),
                }
            }
        }
    }
    Replay {
        game,
        plies: record.len(),
        first_illegal: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_text_round_trips() {
        let b = parse_position(START_TEXT).unwrap();
        assert_eq!(b, Board::start());
        assert_eq!(write_position(&b), START_TEXT);
        assert_eq!(
            parse_position(
                ".bbbbbb./w......w/w......w/w......w/w......w/w......w/w......w/.bbbbbb. b"
            )
            .unwrap(),
            b
        );
    }

    #[test]
    fn bad_texts_name_their_column() {
        let cases = [
            ("", "rank 8 has 0 squares"),
            ("1bbbbbb1/w6w b", "expected '/' before rank 6"),
            (
                "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1",
                "expected a space",
            ),
            (
                "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 x",
                "not a side to move",
            ),
            (
                "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b b",
                "unexpected text",
            ),
            (
                "1bbbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
                "more than 8 squares",
            ),
            (
                "1bbbbbb1/w7w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
                "more than 8 squares",
            ),
            (
                "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1/8 b",
                "more than 8 ranks",
            ),
            (
                "1bbbqbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
                "'q' is not a square",
            ),
            ("8/w6w/w6w/w6w/w6w/w6w/w6w/8 b", "Black has no pieces"),
            (
                "bbbbbbbb/w6w/w6w/w6w/w6w/w6w/w6w/bbbbbbbb b",
                "Black has 16 pieces",
            ),
        ];
        for (text, want) in cases {
            let err = parse_position(text).unwrap_err();
            assert!(err.to_string().contains(want), "{text:?}: {err}");
        }
    }

    #[test]
    fn moves_are_read_and_checked() {
        let game = Loa::new(Rules::default());
        assert_eq!(parse_move(&game, "b1-d3").unwrap().to_string(), "b1-d3");
        let refused = |text: &str| parse_move(&game, text).unwrap_err();
        assert!(matches!(refused("b1xd3"), MoveError::Sign { legal, .. } if !legal.capture));
        assert_eq!(
            refused("b1xd3").to_string(),
            "b1xd3 captures nothing: write b1-d3"
        );
        assert!(matches!(refused("b1-b2"), MoveError::Illegal { .. }));
        assert!(refused("b1-b2").to_string().contains("not a legal move"));
        assert!(refused("a2-a4").to_string().contains("not Black's"));
        assert_eq!(refused(" d4-d5 "), MoveError::Empty("d4-d5".into()));
        assert!(refused("d4-d5").to_string().contains("no piece"));
        assert_eq!(refused("b1d3"), MoveError::NotAMove("b1d3".into()));
        assert_eq!(refused("pass"), MoveError::Pass);
    }

    #[test]
    fn records_are_split_and_written() {
        let rec = parse_record("1. d1-b3 h5-g4\n\n2. b1-b4\n").unwrap();
        assert_eq!(rec.len(), 3);
        assert_eq!(rec[2].position, Position { line: 3, column: 4 });
        assert!(parse_record("2. d1-b3").unwrap_err().reason.contains("1."));
        assert!(parse_record("1. d1-b3\n2. b1-b4").is_err());
        let r = replay(&rec, Rules::default());
        assert!(r.all_legal());
        assert_eq!(write_record(r.game.moves()), "1. d1-b3 h5-g4\n2. b1-b4\n");
    }
}
