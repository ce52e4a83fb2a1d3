//! Reading text formats: the one positioned error every file format of the project reports
//! ([`ParseError`]: the LP format, Gambit's `.nfg` and `.efg`), and the character position
//! bookkeeping the tokenizers share ([`Position`]).
//!
//! One error type so that the command line prints, and the pages show next to the input, the
//! same `line L, column C: reason` whatever was being read. Columns count characters, not
//! bytes, because that is what a person counts in an editor.

use std::fmt;

/// A 1-based line and column (in characters) in a text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Position {
    /// Line, from 1.
    pub line: usize,
    /// Column in characters, from 1.
    pub column: usize,
}

impl Position {
    /// The start of a text.
    pub const START: Position = Position { line: 1, column: 1 };

    /// The position after reading `ch` from here.
    pub fn after(self, ch: char) -> Position {
        if ch == '\n' {
            Position {
                line: self.line + 1,
                column: 1,
            }
        } else {
            Position {
                line: self.line,
                column: self.column + 1,
            }
        }
    }

    /// The position just after the last character of `text`.
    pub fn end_of(text: &str) -> Position {
        text.chars().fold(Position::START, Position::after)
    }

    /// An error at this position.
    pub fn error(self, reason: impl Into<String>) -> ParseError {
        ParseError {
            line: self.line,
            column: self.column,
            reason: reason.into(),
        }
    }
}

/// A text that could not be read, with the 1-based line and column of the problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Line, from 1.
    pub line: usize,
    /// Column in characters, from 1.
    pub column: usize,
    /// What is wrong, in words for the user.
    pub reason: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.reason
        )
    }
}

impl std::error::Error for ParseError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_count_characters_and_lines() {
        assert_eq!(Position::end_of(""), Position::START);
        assert_eq!(Position::end_of("ab\nçd"), Position { line: 2, column: 3 });
        assert_eq!(
            Position { line: 3, column: 7 }.error("bad").to_string(),
            "line 3, column 7: bad"
        );
    }
}
