//! Reading text: the one positioned error every file format of the project reports
//! ([`ParseError`]: the LP format, Gambit's `.nfg` and `.efg`), the character position
//! bookkeeping the tokenizers share ([`Position`]), and the one error of a named input field
//! ([`FieldError`], with [`parse_field`]) that forms and flags report.
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

/// A rejected input field (a form field on a page, a flag on the command line), named so
/// that the page can show the reason next to the input and the command line can name the flag.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    /// The field, e.g. `eps`, `fields`, `a`.
    pub field: &'static str,
    /// What is wrong, in words for the user.
    pub reason: String,
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.reason)
    }
}

impl std::error::Error for FieldError {}

/// Reads the number typed into `field` (surrounding spaces ignored).
pub fn parse_field<T: std::str::FromStr>(field: &'static str, text: &str) -> Result<T, FieldError> {
    text.trim().parse::<T>().map_err(|_| FieldError {
        field,
        reason: format!("{:?} is not a number", text.trim()),
    })
}

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

    #[test]
    fn fields_are_read_and_named() {
        assert_eq!(parse_field::<u32>("k", " 12 "), Ok(12));
        let e = parse_field::<f64>("eps", "x").unwrap_err();
        assert_eq!(e.to_string(), "eps: \"x\" is not a number");
    }
}
