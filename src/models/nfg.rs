//! Gambit's `.nfg` text format for strategic-form games, restricted to two players: a parser
//! (both the outcome form and the payoff form) with line/column errors, and a writer.
//!
//! ## Design
//!
//! Gambit's shared tokenizer ([`crate::models::gambit`]) records the position of every token,
//! and a recursive-descent parser over the tokens reports the first problem at the token where
//! it is seen. Numbers are read exactly ([`parse_payoff`]), so a
//! game read from a file keeps rational payoffs. In both forms profiles are listed with player
//! 1's strategy varying fastest: profile `k` is row `k mod m`, column `k div m`. The writer emits
//! the payoff form (or the outcome form, one outcome per cell), and
//! `parse(write(g)) == g`.
//!
//! ## References
//!
//! - The Gambit project, "The strategic game (.nfg) file format", Gambit documentation.

use crate::exact::{format_number, Q};
use crate::models::gambit::{quote, Commas, Cursor, Tok};
use crate::models::strategic::{parse_payoff, Bimatrix};
use crate::text::ParseError;
use num_traits::Zero;

/// A `.nfg` text that could not be read (the project's one positioned error).
pub type NfgError = ParseError;

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

/// The most strategies one player may have in an `.nfg` file.
pub const MAX_STRATEGIES: usize = 5_000;

/// The most cells (strategy profiles) an `.nfg` game may have: checked before the payoff
/// tables are allocated, so a file that announces a huge game is refused at once.
pub const MAX_CELLS: usize = 250_000;

/// Reads a count of strategies or an outcome index.
fn count(p: &mut Cursor, what: &str) -> Result<usize, NfgError> {
    let (w, at) = p.word(what)?;
    w.parse::<usize>()
        .map_err(|_| at.error(format!("'{w}' is not a count")))
}

/// Reads a payoff: an exact number within the payoffs' range.
fn number(p: &mut Cursor) -> Result<Q, NfgError> {
    let (w, at) = p.word("a number")?;
    parse_payoff(&w).map_err(|e| at.error(e.to_string()))
}

/// Parses a two-player `.nfg` file (outcome form or payoff form).
pub fn parse(text: &str) -> Result<NfgGame, NfgError> {
    let mut p = Cursor::new(text, Commas::Token)?;
    for (keyword, what) in [("NFG", "'NFG'"), ("1", "version 1")] {
        let (w, at) = p.word(what)?;
        if w != keyword {
            return Err(at.error(format!("expected {what}")));
        }
    }
    let (w, at) = p.word("'R' or 'D'")?;
    if w != "R" && w != "D" {
        return Err(at.error("expected 'R' or 'D'"));
    }
    let title = p.string("the title")?;
    p.expect(Tok::Open, "'{' before the player names")?;
    let mut players = Vec::new();
    while let Some(name) = p.opt_string() {
        players.push(name);
    }
    let at = p.here();
    p.expect(Tok::Close, "'}' after the player names")?;
    if players.len() != 2 {
        return Err(at.error(format!(
            "only two-player games are supported, found {}",
            players.len()
        )));
    }
    // Strategies: either `{ { "a" "b" } { "c" } }` or `{ 2 1 }`.
    p.expect(Tok::Open, "'{' before the strategies")?;
    let mut names: Vec<Vec<String>> = Vec::new();
    if p.peek().tok == Tok::Open {
        for _ in 0..2 {
            p.expect(Tok::Open, "'{' before a player's strategy names")?;
            let mut list = Vec::new();
            while let Some(name) = p.opt_string() {
                list.push(name);
            }
            p.expect(Tok::Close, "'}' after the strategy names")?;
            names.push(list);
        }
    } else {
        for _ in 0..2 {
            let at = p.here();
            let n = count(&mut p, "a count")?;
            if n == 0 {
                return Err(at.error("a player needs at least one strategy"));
            }
            if n > MAX_STRATEGIES {
                return Err(at.error(format!(
                    "{n} strategies: at most {MAX_STRATEGIES} per player are supported"
                )));
            }
            names.push((1..=n).map(|i| i.to_string()).collect());
        }
    }
    let at = p.here();
    p.expect(Tok::Close, "'}' after the strategies (two players)")?;
    let (m, n) = (names[0].len(), names[1].len());
    if m == 0 || n == 0 {
        return Err(at.error("a player needs at least one strategy"));
    }
    if m > MAX_STRATEGIES || n > MAX_STRATEGIES {
        return Err(at.error(format!(
            "a {m}×{n} game: at most {MAX_STRATEGIES} strategies per player are supported"
        )));
    }
    if m * n > MAX_CELLS {
        return Err(at.error(format!(
            "a {m}×{n} game has {} cells: at most {MAX_CELLS} are supported",
            m * n
        )));
    }
    let comment = p.opt_string().unwrap_or_default();
    let zero = || vec![vec![Q::zero(); n]; m];
    let (mut a, mut b) = (zero(), zero());
    if p.eat(&Tok::Open) {
        // Outcome form.
        let mut outcomes: Vec<[Q; 2]> = Vec::new();
        while p.eat(&Tok::Open) {
            p.opt_string();
            let u1 = number(&mut p)?;
            p.eat(&Tok::Comma);
            let u2 = number(&mut p)?;
            p.expect(Tok::Close, "'}' after an outcome's two payoffs")?;
            outcomes.push([u1, u2]);
        }
        p.expect(Tok::Close, "'}' after the outcomes")?;
        for k in 0..m * n {
            let at = p.here();
            if p.at_end() {
                return Err(at.error(format!("expected {} outcome indices, found {k}", m * n)));
            }
            let idx = count(&mut p, "an outcome index")?;
            let (r, c) = (k % m, k / m);
            if idx > outcomes.len() {
                return Err(at.error(format!(
                    "outcome {idx} does not exist ({} outcomes)",
                    outcomes.len()
                )));
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
                if p.at_end() {
                    return Err(p.here().error(format!(
                        "expected {} payoffs, found {}",
                        2 * m * n,
                        2 * k + slot
                    )));
                }
                let v = number(&mut p)?;
                if slot == 0 {
                    a[r][c] = v;
                } else {
                    b[r][c] = v;
                }
            }
        }
    }
    let at = p.here();
    if !p.at_end() {
        return Err(at.error("unexpected text after the payoffs"));
    }
    let [p1, p2]: [String; 2] = players.try_into().expect("two players");
    let [n1, n2]: [Vec<String>; 2] = names.try_into().expect("two players");
    let game = Bimatrix::new([n1, n2], a, b).map_err(|e| at.error(e.to_string()))?;
    Ok(NfgGame {
        title,
        players: [p1, p2],
        comment,
        game,
    })
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

/// `g` as the playground writes it for links, downloads and the worker: the payoff form with
/// the title "Game Lab game" and players "Player 1" and "Player 2".
pub fn write_game(g: &Bimatrix) -> String {
    write(&NfgGame {
        title: "Game Lab game".into(),
        players: ["Player 1".into(), "Player 2".into()],
        comment: String::new(),
        game: g.clone(),
    })
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

    const PD: &str = include_str!("../../tests/data/nfg/prisoners-dilemma.nfg");
    const STENGEL: &str = include_str!("../../tests/data/nfg/stengel-6x6-75-equilibria.nfg");

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
        assert!(e.reason.contains("two-player"), "{e}");
        let e = parse("NFG 1 R \"t\" { \"a\" \"b\" }\n{ 1 1 }\n1").unwrap_err();
        assert!(e.reason.contains("expected 2 payoffs"), "{e}");
        let e = parse("NFG 1 R \"t").unwrap_err();
        assert_eq!((e.line, e.column), (1, 9));
        let e = parse("NFG 1 R \"t\" { \"a\" \"b\" }\n{ 1 1 }\n\"\"\n{ { \"\" 1, 2 } }\n2")
            .unwrap_err();
        assert!(e.reason.contains("outcome 2"), "{e}");
    }

    #[test]
    fn huge_or_impossible_sizes_are_refused_before_allocating() {
        // Found by fuzzing: a capacity-overflow panic and aborts allocating 6 MB to 103 GB.
        for (sizes, why) in [
            ("18446744073709551615 2", "strategies"),
            ("18446744073709551616 2", "not a count"),
            ("4294967296 1", "strategies"),
            ("1000000001 2", "strategies"),
            ("5000 5000", "cells"),
            ("100000 100000", "strategies"),
        ] {
            let text = format!("NFG 1 R \"g\" {{ \"a\" \"b\" }} {{ {sizes} }}\n1 2");
            let e = parse(&text).expect_err(sizes);
            assert!(e.reason.contains(why), "{sizes}: {e}");
            assert_eq!(e.line, 1, "{sizes}: {e}");
        }
        // Numbers are read by the one reader: 1/2/3 is an error, 1e300 a payoff, 1e308 one
        // beyond the payoffs' range.
        let g = "NFG 1 R \"g\" { \"a\" \"b\" } { 1 1 }\n";
        assert!(parse(&format!("{g}1/2/3 0"))
            .unwrap_err()
            .reason
            .contains("one '/'"));
        assert!(parse(&format!("{g}1e300 0")).is_ok());
        let e = parse(&format!("{g}1e308 0")).unwrap_err();
        assert!(e.reason.contains("out of range"), "{e}");
        assert_eq!((e.line, e.column), (2, 1));
        let long = format!("{g}{} 0", "7".repeat(100_000));
        assert!(parse(&long).unwrap_err().reason.contains("digits"));
    }
}
