//! Gambit's `.nfg` text format for strategic-form games, restricted to two players: a parser
//! (both the outcome form and the payoff form) with line/column errors, and a writer.
//!
//! ## Design
//!
//! A small tokenizer (quoted strings with `\"` escapes, braces, commas, numbers) records the
//! position of every token, and a recursive-descent parser over the tokens reports the first
//! problem at the token where it is seen. Numbers are read exactly ([`parse_number`]), so a
//! game read from a file keeps rational payoffs. In both forms profiles are listed with player
//! 1's strategy varying fastest: profile `k` is row `k mod m`, column `k div m`. The writer emits
//! the payoff form (or the outcome form, one outcome per cell), and
//! `parse(write(g)) == g`.
//!
//! ## References
//!
//! - The Gambit project, "The strategic game (.nfg) file format", Gambit documentation.

use super::{format_number, parse_number, Bimatrix, Q};
use num_traits::Zero;
use std::fmt;

/// A parse error with a 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NfgError {
    /// Line, from 1.
    pub line: usize,
    /// Column (in characters), from 1.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for NfgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for NfgError {}

/// A two-player game read from (or to be written to) an `.nfg` file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NfgGame {
    /// The game's title.
    pub title: String,
    /// The players' names.
    pub players: [String; 2],
    /// The comment string (may be empty).
    pub comment: String,
    /// The game itself, with the strategy names from the file.
    pub game: Bimatrix,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Str(String),
    Word(String),
    Open,
    Close,
    Comma,
    End,
}

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    line: usize,
    column: usize,
}

fn tokenize(text: &str) -> Result<Vec<Token>, NfgError> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    let (mut line, mut column) = (1, 1);
    while let Some(&c) = chars.peek() {
        let (l0, c0) = (line, column);
        let bump = |ch: char, line: &mut usize, column: &mut usize| {
            if ch == '\n' {
                *line += 1;
                *column = 1;
            } else {
                *column += 1;
            }
        };
        if c.is_whitespace() {
            chars.next();
            bump(c, &mut line, &mut column);
            continue;
        }
        let tok = match c {
            '{' | '}' | ',' => {
                chars.next();
                bump(c, &mut line, &mut column);
                match c {
                    '{' => Tok::Open,
                    '}' => Tok::Close,
                    _ => Tok::Comma,
                }
            }
            '"' => {
                chars.next();
                bump(c, &mut line, &mut column);
                let mut s = String::new();
                loop {
                    match chars.next() {
                        None => {
                            return Err(NfgError {
                                line: l0,
                                column: c0,
                                message: "unterminated string".into(),
                            })
                        }
                        Some('"') => {
                            bump('"', &mut line, &mut column);
                            break;
                        }
                        Some('\\') => {
                            bump('\\', &mut line, &mut column);
                            if let Some(e) = chars.next() {
                                bump(e, &mut line, &mut column);
                                s.push(e);
                            }
                        }
                        Some(ch) => {
                            bump(ch, &mut line, &mut column);
                            s.push(ch);
                        }
                    }
                }
                Tok::Str(s)
            }
            _ => {
                let mut s = String::new();
                while let Some(&ch) = chars.peek() {
                    if ch.is_whitespace() || matches!(ch, '{' | '}' | ',' | '"') {
                        break;
                    }
                    chars.next();
                    bump(ch, &mut line, &mut column);
                    s.push(ch);
                }
                Tok::Word(s)
            }
        };
        out.push(Token {
            tok,
            line: l0,
            column: c0,
        });
    }
    out.push(Token {
        tok: Tok::End,
        line,
        column,
    });
    Ok(out)
}

struct Parser {
    toks: Vec<Token>,
    pos: usize,
}

impl Parser {
    fn peek(&self) -> &Token {
        &self.toks[self.pos]
    }
    fn next(&mut self) -> Token {
        let t = self.toks[self.pos].clone();
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }
    fn err_at(t: &Token, message: impl Into<String>) -> NfgError {
        NfgError {
            line: t.line,
            column: t.column,
            message: message.into(),
        }
    }
    fn expect(&mut self, want: Tok, what: &str) -> Result<(), NfgError> {
        let t = self.next();
        if t.tok == want {
            Ok(())
        } else {
            Err(Self::err_at(&t, format!("expected {what}")))
        }
    }
    fn string(&mut self, what: &str) -> Result<String, NfgError> {
        let t = self.next();
        match t.tok {
            Tok::Str(s) => Ok(s),
            _ => Err(Self::err_at(
                &t,
                format!("expected {what} (a quoted string)"),
            )),
        }
    }
    fn number(&mut self) -> Result<Q, NfgError> {
        let t = self.next();
        match &t.tok {
            Tok::Word(w) => parse_number(w).map_err(|e| Self::err_at(&t, e.to_string())),
            _ => Err(Self::err_at(&t, "expected a number")),
        }
    }
    fn count(&mut self) -> Result<usize, NfgError> {
        let t = self.next();
        match &t.tok {
            Tok::Word(w) => w
                .parse::<usize>()
                .map_err(|_| Self::err_at(&t, format!("'{w}' is not a count"))),
            _ => Err(Self::err_at(&t, "expected a count")),
        }
    }
}

/// Parses a two-player `.nfg` file (outcome form or payoff form).
pub fn parse(text: &str) -> Result<NfgGame, NfgError> {
    let mut p = Parser {
        toks: tokenize(text)?,
        pos: 0,
    };
    let t = p.next();
    if t.tok != Tok::Word("NFG".into()) {
        return Err(Parser::err_at(&t, "expected 'NFG'"));
    }
    let t = p.next();
    if t.tok != Tok::Word("1".into()) {
        return Err(Parser::err_at(&t, "expected version 1"));
    }
    let t = p.next();
    if t.tok != Tok::Word("R".into()) && t.tok != Tok::Word("D".into()) {
        return Err(Parser::err_at(&t, "expected 'R' or 'D'"));
    }
    let title = p.string("the title")?;
    p.expect(Tok::Open, "'{' before the player names")?;
    let mut players = Vec::new();
    while let Tok::Str(_) = p.peek().tok {
        players.push(p.string("a player name")?);
    }
    let t = p.next();
    if t.tok != Tok::Close {
        return Err(Parser::err_at(&t, "expected '}' after the player names"));
    }
    if players.len() != 2 {
        return Err(Parser::err_at(
            &t,
            format!(
                "only two-player games are supported, found {}",
                players.len()
            ),
        ));
    }
    // Strategies: either `{ { "a" "b" } { "c" } }` or `{ 2 1 }`.
    p.expect(Tok::Open, "'{' before the strategies")?;
    let mut names: Vec<Vec<String>> = Vec::new();
    if p.peek().tok == Tok::Open {
        for _ in 0..2 {
            p.expect(Tok::Open, "'{' before a player's strategy names")?;
            let mut list = Vec::new();
            while let Tok::Str(_) = p.peek().tok {
                list.push(p.string("a strategy name")?);
            }
            p.expect(Tok::Close, "'}' after the strategy names")?;
            names.push(list);
        }
    } else {
        for _ in 0..2 {
            let t = p.peek().clone();
            let n = p.count()?;
            if n == 0 {
                return Err(Parser::err_at(&t, "a player needs at least one strategy"));
            }
            names.push((1..=n).map(|i| i.to_string()).collect());
        }
    }
    let t = p.next();
    if t.tok != Tok::Close {
        return Err(Parser::err_at(
            &t,
            "expected '}' after the strategies (two players)",
        ));
    }
    let (m, n) = (names[0].len(), names[1].len());
    if m == 0 || n == 0 {
        return Err(Parser::err_at(&t, "a player needs at least one strategy"));
    }
    let comment = if let Tok::Str(_) = p.peek().tok {
        p.string("the comment")?
    } else {
        String::new()
    };
    let zero = || vec![vec![Q::zero(); n]; m];
    let (mut a, mut b) = (zero(), zero());
    if p.peek().tok == Tok::Open {
        // Outcome form.
        p.next();
        let mut outcomes: Vec<[Q; 2]> = Vec::new();
        while p.peek().tok == Tok::Open {
            p.next();
            if let Tok::Str(_) = p.peek().tok {
                p.string("the outcome name")?;
            }
            let u1 = p.number()?;
            if p.peek().tok == Tok::Comma {
                p.next();
            }
            let u2 = p.number()?;
            let t = p.next();
            if t.tok != Tok::Close {
                return Err(Parser::err_at(
                    &t,
                    "expected '}' after an outcome's two payoffs",
                ));
            }
            outcomes.push([u1, u2]);
        }
        p.expect(Tok::Close, "'}' after the outcomes")?;
        for k in 0..m * n {
            let t = p.peek().clone();
            if t.tok == Tok::End {
                return Err(Parser::err_at(
                    &t,
                    format!("expected {} outcome indices, found {k}", m * n),
                ));
            }
            let idx = p.count()?;
            let (r, c) = (k % m, k / m);
            if idx > outcomes.len() {
                return Err(Parser::err_at(
                    &t,
                    format!("outcome {idx} does not exist ({} outcomes)", outcomes.len()),
                ));
            }
            if idx > 0 {
                let [u1, u2] = outcomes[idx - 1].clone();
                a[r][c] = u1;
                b[r][c] = u2;
            }
        }
    } else {
        // Payoff form.
        for k in 0..m * n {
            let (r, c) = (k % m, k / m);
            for slot in 0..2 {
                let t = p.peek().clone();
                if t.tok == Tok::End {
                    return Err(Parser::err_at(
                        &t,
                        format!("expected {} payoffs, found {}", 2 * m * n, 2 * k + slot),
                    ));
                }
                let v = p.number()?;
                if slot == 0 {
                    a[r][c] = v;
                } else {
                    b[r][c] = v;
                }
            }
        }
    }
    let t = p.next();
    if t.tok != Tok::End {
        return Err(Parser::err_at(&t, "unexpected text after the payoffs"));
    }
    let [p1, p2]: [String; 2] = players.try_into().expect("two players");
    let [n1, n2]: [Vec<String>; 2] = names.try_into().expect("two players");
    let game = Bimatrix::new([n1, n2], a, b).map_err(|e| Parser::err_at(&t, e.to_string()))?;
    Ok(NfgGame {
        title,
        players: [p1, p2],
        comment,
        game,
    })
}

fn quote(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

fn header(g: &NfgGame) -> String {
    let names = |v: &Vec<String>| v.iter().map(|s| quote(s)).collect::<Vec<_>>().join(" ");
    format!(
        "NFG 1 R {} {{ {} {} }}\n\n{{ {{ {} }}\n{{ {} }}\n}}\n{}\n\n",
        quote(&g.title),
        quote(&g.players[0]),
        quote(&g.players[1]),
        names(&g.game.names[0]),
        names(&g.game.names[1]),
        quote(&g.comment)
    )
}

/// Writes the payoff form (payoffs profile by profile, player 1's strategy varying fastest).
pub fn write(g: &NfgGame) -> String {
    let mut s = header(g);
    let (m, n) = (g.game.rows(), g.game.cols());
    let mut cells = Vec::new();
    for c in 0..n {
        for r in 0..m {
            cells.push(format!(
                "{} {}",
                format_number(&g.game.a[r][c]),
                format_number(&g.game.b[r][c])
            ));
        }
    }
    s.push_str(&cells.join(" "));
    s.push('\n');
    s
}

/// Writes the outcome form, one unnamed outcome per profile.
pub fn write_outcomes(g: &NfgGame) -> String {
    let mut s = header(g);
    let (m, n) = (g.game.rows(), g.game.cols());
    s.push_str("{\n");
    for c in 0..n {
        for r in 0..m {
            s.push_str(&format!(
                "{{ \"\" {}, {} }}\n",
                format_number(&g.game.a[r][c]),
                format_number(&g.game.b[r][c])
            ));
        }
    }
    s.push_str("}\n");
    let idx: Vec<String> = (1..=m * n).map(|k| k.to_string()).collect();
    s.push_str(&idx.join(" "));
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    const PD: &str = include_str!("../../../tests/data/nfg/prisoners-dilemma.nfg");
    const STENGEL: &str = include_str!("../../../tests/data/nfg/stengel-6x6-75-equilibria.nfg");

    #[test]
    fn reads_outcome_form() {
        let g = parse(PD).unwrap();
        assert_eq!(g.title, "Two person Prisoner's Dilemma game");
        assert_eq!(g.game.rows(), 2);
        // Profiles: (1,1)=9,9; (2,1)=10,0; (1,2)=0,10; (2,2)=1,1.
        assert_eq!(g.game.a[1][0], Q::from_integer(10.into()));
        assert_eq!(g.game.b[0][1], Q::from_integer(10.into()));
    }

    #[test]
    fn reads_payoff_form_and_round_trips() {
        let g = parse(STENGEL).unwrap();
        assert_eq!((g.game.rows(), g.game.cols()), (6, 6));
        assert_eq!(g.game.a[0][0], Q::from_integer(9504.into()));
        assert_eq!(g.game.b[0][0], Q::from_integer(72336.into()));
        assert_eq!(g.game.a[1][0], Q::from_integer((-111771).into()));
        assert_eq!(parse(&write(&g)).unwrap(), g);
        assert_eq!(parse(&write_outcomes(&g)).unwrap(), g);
        let pd = parse(PD).unwrap();
        assert_eq!(parse(&write(&pd)).unwrap(), pd);
    }

    #[test]
    fn errors_have_positions() {
        let e = parse("NFG 1 R \"t\" { \"a\" \"b\" }\n{ 2 2 }\n1 2 3 x").unwrap_err();
        assert_eq!((e.line, e.column), (3, 7), "{e}");
        let e = parse("NFG 1 R \"t\" { \"a\" }").unwrap_err();
        assert!(e.message.contains("two-player"), "{e}");
        let e = parse("NFG 1 R \"t\" { \"a\" \"b\" }\n{ 1 1 }\n1").unwrap_err();
        assert!(e.message.contains("expected 2 payoffs"), "{e}");
        let e = parse("NFG 1 R \"t").unwrap_err();
        assert_eq!((e.line, e.column), (1, 9));
        let e = parse("NFG 1 R \"t\" { \"a\" \"b\" }\n{ 1 1 }\n\"\"\n{ { \"\" 1, 2 } }\n2")
            .unwrap_err();
        assert!(e.message.contains("outcome 2"), "{e}");
    }
}
