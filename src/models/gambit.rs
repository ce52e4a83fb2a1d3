//! The tokenizer and token cursor shared by Gambit's two text formats, `.nfg`
//! ([`super::nfg`]) and `.efg` ([`super::extensive::efg`]).
//!
//! Both formats are made of the same pieces — bare words (keywords, numbers), quoted strings
//! with `\"` and `\\` escapes, braces and commas — so one tokenizer records each token with its
//! position and one cursor walks them, reporting problems as [`ParseError`]s at the token
//! where they are seen. The formats differ only in commas: `.nfg` uses them to separate an
//! outcome's payoffs, `.efg` treats them as white space ([`Commas`]).
//!
//! ## References
//! - The Gambit project, "The strategic game (.nfg) file format" and "The extensive game
//!   (.efg) file format", Gambit documentation.

use crate::exact::Q;
use crate::i18n::Said;
use crate::text::{ParseError, Position};

/// One piece of a Gambit file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// A bare word: a keyword or a number.
    Word(String),
    /// A quoted string, escapes resolved.
    Str(String),
    /// `{`
    Open,
    /// `}`
    Close,
    /// `,` (only with [`Commas::Token`]).
    Comma,
    /// The end of the text (always the last token).
    End,
}

/// What a comma is in the format being read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Commas {
    /// A token of its own (`.nfg`).
    Token,
    /// White space (`.efg`).
    Whitespace,
}

/// A token and where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// The token.
    pub tok: Tok,
    /// Where it starts.
    pub at: Position,
}

/// Splits `text` into tokens, ending with [`Tok::End`] at the end of the text.
pub fn tokenize(text: &str, commas: Commas) -> Result<Vec<Token>, ParseError> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    let mut here = Position::START;
    while let Some(&c) = chars.peek() {
        let at = here;
        chars.next();
        here = here.after(c);
        let tok = match c {
            ',' if commas == Commas::Token => Tok::Comma,
            c if c.is_whitespace() || c == ',' => continue,
            '{' => Tok::Open,
            '}' => Tok::Close,
            '"' => {
                let mut s = String::new();
                loop {
                    let Some(ch) = chars.next() else {
                        return Err(at.error_said(Said::new("parse-unterminated-string")));
                    };
                    here = here.after(ch);
                    match ch {
                        '"' => break,
                        '\\' => {
                            if let Some(escaped) = chars.next() {
                                here = here.after(escaped);
                                s.push(escaped);
                            }
                        }
                        ch => s.push(ch),
                    }
                }
                Tok::Str(s)
            }
            c => {
                let mut s = String::from(c);
                while let Some(&ch) = chars.peek() {
                    if ch.is_whitespace() || matches!(ch, '{' | '}' | ',' | '"') {
                        break;
                    }
                    chars.next();
                    here = here.after(ch);
                    s.push(ch);
                }
                Tok::Word(s)
            }
        };
        out.push(Token { tok, at });
    }
    out.push(Token {
        tok: Tok::End,
        at: here,
    });
    Ok(out)
}

/// `s` as a Gambit quoted string.
pub fn quote(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// What a reader expected that is a token of the file itself (`'NFG'`, `'{'`): the same in
/// every language.
pub fn token(t: &'static str) -> Said {
    Said::new("parse-what-token").text("token", t)
}

/// "expected `what`".
pub fn expected(what: &Said) -> Said {
    Said::new("parse-expected").said("what", what.clone())
}

/// The payoff `w` read at `at` ([`crate::models::strategic::parse_payoff`]); a text that is
/// no number is refused with the number reader's message, a number out of the payoffs' range
/// with the range check's English.
pub fn payoff_at(at: Position, w: &str) -> Result<Q, ParseError> {
    let v = number_at(at, w)?;
    crate::models::strategic::check_payoff(&v).map_err(|reason| at.error(reason))?;
    Ok(v)
}

/// The number `w` read at `at` ([`crate::models::strategic::parse_number`]).
pub fn number_at(at: Position, w: &str) -> Result<Q, ParseError> {
    crate::text::read_number(w).map_err(|e| at.error_said(e.said()))
}

/// Walks the tokens of a Gambit file; every reading method names what it expected, so an
/// error says so at the token where the file went wrong.
#[derive(Clone, Debug)]
pub struct Cursor {
    tokens: Vec<Token>,
    pos: usize,
}

impl Cursor {
    /// A cursor at the first token of `text`.
    pub fn new(text: &str, commas: Commas) -> Result<Cursor, ParseError> {
        Ok(Cursor {
            tokens: tokenize(text, commas)?,
            pos: 0,
        })
    }

    /// The next token, not consumed ([`Tok::End`] at the end).
    pub fn peek(&self) -> &Token {
        &self.tokens[self.pos]
    }

    /// Where the next token starts.
    pub fn here(&self) -> Position {
        self.peek().at
    }

    /// True when every token has been read.
    pub fn at_end(&self) -> bool {
        self.peek().tok == Tok::End
    }

    /// Consumes the next token; at the end, an error saying that `what` was expected.
    pub fn next(&mut self, what: &Said) -> Result<Token, ParseError> {
        let t = self.peek().clone();
        if t.tok == Tok::End {
            return Err(t
                .at
                .error_said(Said::new("parse-unexpected-end").said("what", what.clone())));
        }
        self.pos += 1;
        Ok(t)
    }

    /// Consumes `want` or fails with "expected {what}".
    pub fn expect(&mut self, want: Tok, what: &Said) -> Result<(), ParseError> {
        let t = self.next(what)?;
        if t.tok == want {
            Ok(())
        } else {
            Err(t.at.error_said(expected(what)))
        }
    }

    /// Consumes a bare word and returns it with its position.
    pub fn word(&mut self, what: &Said) -> Result<(String, Position), ParseError> {
        let t = self.next(what)?;
        match t.tok {
            Tok::Word(w) => Ok((w, t.at)),
            _ => Err(t.at.error_said(expected(what))),
        }
    }

    /// Consumes a quoted string.
    pub fn string(&mut self, what: &Said) -> Result<String, ParseError> {
        let t = self.next(what)?;
        match t.tok {
            Tok::Str(s) => Ok(s),
            _ => Err(t
                .at
                .error_said(Said::new("parse-expected-string").said("what", what.clone()))),
        }
    }

    /// Consumes a quoted string if one comes next.
    pub fn opt_string(&mut self) -> Option<String> {
        match &self.peek().tok {
            Tok::Str(s) => {
                let s = s.clone();
                self.pos += 1;
                Some(s)
            }
            _ => None,
        }
    }

    /// Consumes `tok` if it comes next; true if it did.
    pub fn eat(&mut self, tok: &Tok) -> bool {
        if &self.peek().tok == tok {
            self.pos += 1;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_carry_positions_and_escapes() {
        let toks = tokenize("NFG 1\n{ \"a\\\"b\", 2 }", Commas::Token).unwrap();
        let kinds: Vec<Tok> = toks.iter().map(|t| t.tok.clone()).collect();
        assert_eq!(
            kinds,
            vec![
                Tok::Word("NFG".into()),
                Tok::Word("1".into()),
                Tok::Open,
                Tok::Str("a\"b".into()),
                Tok::Comma,
                Tok::Word("2".into()),
                Tok::Close,
                Tok::End
            ]
        );
        assert_eq!(toks[3].at, Position { line: 2, column: 3 });
        assert_eq!(
            toks[7].at,
            Position {
                line: 2,
                column: 14
            }
        );
        let efg = tokenize("{ 1, 2 }", Commas::Whitespace).unwrap();
        assert_eq!(efg.len(), 5);
    }

    #[test]
    fn errors_name_what_was_expected() {
        let e = tokenize("x \"open", Commas::Token).unwrap_err();
        assert_eq!((e.line, e.column), (1, 3));
        let mut c = Cursor::new("a", Commas::Token).unwrap();
        let e = c.string(&Said::new("parse-what-title")).unwrap_err();
        assert_eq!(e.reason, "expected the title (a quoted string)");
        let mut c = Cursor::new("", Commas::Token).unwrap();
        let e = c.word(&token("'NFG'")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1, column 1: unexpected end of file, expected 'NFG'"
        );
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let polish = e.describe_in(&pl);
        assert_ne!(polish, e.to_string());
        assert!(!polish.contains('⟨'), "{polish}");
        assert_eq!(quote("a\"b\\"), "\"a\\\"b\\\\\"");
    }
}
