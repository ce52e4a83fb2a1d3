//! Gambit's `.nfg` text format for strategic-form games: a parser (both the outcome form and
//! the payoff form) with line/column errors, and a writer, for 2 to
//! [`MAX_PLAYERS`] players ([`parse_strategic`], [`write_strategic`]) and as the two-player
//! labs read it ([`parse`], [`write()`]: a [`Bimatrix`]).
//!
//! ## Design
//!
//! Gambit's shared tokenizer ([`crate::models::gambit`]) records the position of every token,
//! and a recursive-descent parser over the tokens reports the first problem at the token where
//! it is seen. Numbers are read exactly ([`parse_payoff`](crate::models::strategic::parse_payoff)), so a
//! game read from a file keeps rational payoffs. In both forms profiles are listed with player
//! 1's strategy varying fastest (a [`StrategicGame`]'s table order): in a two-player game
//! profile `k` is row `k mod m`, column `k div m`. The writer emits
//! the payoff form (or the outcome form, one outcome per cell), and
//! `parse(write(g)) == g`.
//!
//! ## References
//!
//! - The Gambit project, "The strategic game (.nfg) file format", Gambit documentation.

use crate::exact::{format_number, Q};
use crate::i18n::Said;
use crate::models::gambit::{expected, payoff_at, quote, token, Commas, Cursor, Tok};
use crate::models::n_player::{StrategicGame, MAX_PLAYERS};
use crate::models::strategic::Bimatrix;
use crate::text::{ParseError, Position};
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
fn count(p: &mut Cursor, what: &Said) -> Result<usize, NfgError> {
    let (w, at) = p.word(what)?;
    w.parse::<usize>()
        .map_err(|_| at.error_said(Said::new("nfg-not-a-count").text("word", w.as_str())))
}

/// Reads a payoff: an exact number within the payoffs' range.
fn number(p: &mut Cursor) -> Result<Q, NfgError> {
    let (w, at) = p.word(&Said::new("nfg-what-number"))?;
    payoff_at(at, &w)
}

/// A game of any number of players read from (or to be written to) an `.nfg` file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NfgStrategic {
    /// The game's title.
    pub title: String,
    /// The comment string (may be empty).
    pub comment: String,
    /// The game, with the player and strategy names from the file.
    pub game: StrategicGame,
}

/// Parses a two-player `.nfg` file (outcome form or payoff form).
pub fn parse(text: &str) -> Result<NfgGame, NfgError> {
    let (file, players_end) = read(text)?;
    let n = file.game.players().len();
    if n != 2 {
        return Err(
            players_end.error_said(Said::new("nfg-only-two-players").count("players", n as i64))
        );
    }
    let [p1, p2]: [String; 2] = file
        .game
        .players()
        .to_vec()
        .try_into()
        .expect("two players");
    let game = file
        .game
        .to_bimatrix()
        .map_err(|e| players_end.error(e.to_string()))?;
    Ok(NfgGame {
        title: file.title,
        players: [p1, p2],
        comment: file.comment,
        game,
    })
}

/// Parses an `.nfg` file of 2 to [`MAX_PLAYERS`] players (outcome form or payoff form).
pub fn parse_strategic(text: &str) -> Result<NfgStrategic, NfgError> {
    read(text).map(|(file, _)| file)
}

/// Reads any number of players; also returns where the player list ends (for the two-player
/// reader's message).
fn read(text: &str) -> Result<(NfgStrategic, Position), NfgError> {
    let mut p = Cursor::new(text, Commas::Token)?;
    for (keyword, what) in [
        ("NFG", token("'NFG'")),
        ("1", Said::new("nfg-what-version")),
    ] {
        let (w, at) = p.word(&what)?;
        if w != keyword {
            return Err(at.error_said(expected(&what)));
        }
    }
    let r_or_d = Said::new("parse-what-r-or-d");
    let (w, at) = p.word(&r_or_d)?;
    if w != "R" && w != "D" {
        return Err(at.error_said(expected(&r_or_d)));
    }
    let title = p.string(&Said::new("parse-what-title"))?;
    p.expect(
        Tok::Open,
        &Said::new("nfg-what-before-players").text("brace", "{"),
    )?;
    let mut players = Vec::new();
    while let Some(name) = p.opt_string() {
        players.push(name);
    }
    let players_end = p.here();
    p.expect(
        Tok::Close,
        &Said::new("nfg-what-after-players").text("brace", "}"),
    )?;
    let np = players.len();
    if !(2..=MAX_PLAYERS).contains(&np) {
        return Err(players_end.error_said(
            Said::new("nfg-players-range")
                .count("max", MAX_PLAYERS as i64)
                .count("players", np as i64),
        ));
    }
    // Strategies: either `{ { "a" "b" } { "c" } }` or `{ 2 1 }`.
    p.expect(
        Tok::Open,
        &Said::new("nfg-what-before-strategies").text("brace", "{"),
    )?;
    let mut names: Vec<Vec<String>> = Vec::new();
    if p.peek().tok == Tok::Open {
        for _ in 0..np {
            p.expect(
                Tok::Open,
                &Said::new("nfg-what-before-names").text("brace", "{"),
            )?;
            let mut list = Vec::new();
            while let Some(name) = p.opt_string() {
                list.push(name);
            }
            p.expect(
                Tok::Close,
                &Said::new("nfg-what-after-names").text("brace", "}"),
            )?;
            names.push(list);
        }
    } else {
        for _ in 0..np {
            let at = p.here();
            let n = count(&mut p, &Said::new("nfg-what-count"))?;
            if n == 0 {
                return Err(at.error_said(Said::new("nfg-no-strategy")));
            }
            if n > MAX_STRATEGIES {
                return Err(at.error_said(
                    Said::new("nfg-too-many-strategies")
                        .count("n", n as i64)
                        .count("max", MAX_STRATEGIES as i64),
                ));
            }
            names.push((1..=n).map(|i| i.to_string()).collect());
        }
    }
    let at = p.here();
    p.expect(
        Tok::Close,
        &Said::new("nfg-what-after-strategies")
            .text("brace", "}")
            .count("players", np as i64),
    )?;
    let shape: Vec<usize> = names.iter().map(Vec::len).collect();
    let sizes = shape
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join("×");
    if shape.contains(&0) {
        return Err(at.error_said(Said::new("nfg-no-strategy")));
    }
    if shape.iter().any(|&k| k > MAX_STRATEGIES) {
        return Err(at.error_said(
            Said::new("nfg-game-too-many-strategies")
                .text("sizes", sizes.as_str())
                .count("max", MAX_STRATEGIES as i64),
        ));
    }
    let cells = shape
        .iter()
        .try_fold(1usize, |a, &k| a.checked_mul(k))
        .filter(|&c| c <= MAX_CELLS)
        .ok_or_else(|| {
            at.error_said(
                Said::new("nfg-too-many-cells")
                    .text("sizes", sizes.as_str())
                    .count("max", MAX_CELLS as i64),
            )
        })?;
    let comment = p.opt_string().unwrap_or_default();
    let mut payoffs = vec![vec![Q::zero(); np]; cells];
    if p.eat(&Tok::Open) {
        // Outcome form: each outcome a name and one payoff per player, commas optional.
        let mut outcomes: Vec<Vec<Q>> = Vec::new();
        while p.eat(&Tok::Open) {
            p.opt_string();
            let mut u = Vec::with_capacity(np);
            for k in 0..np {
                if k > 0 {
                    p.eat(&Tok::Comma);
                }
                u.push(number(&mut p)?);
            }
            p.expect(
                Tok::Close,
                &Said::new("nfg-what-after-payoffs")
                    .text("brace", "}")
                    .count("players", np as i64),
            )?;
            outcomes.push(u);
        }
        p.expect(
            Tok::Close,
            &Said::new("nfg-what-after-outcomes").text("brace", "}"),
        )?;
        for (k, cell) in payoffs.iter_mut().enumerate() {
            let at = p.here();
            if p.at_end() {
                return Err(at.error_said(
                    Said::new("nfg-outcome-indices-missing")
                        .count("cells", cells as i64)
                        .count("found", k as i64),
                ));
            }
            let idx = count(&mut p, &Said::new("nfg-what-outcome-index"))?;
            if idx > outcomes.len() {
                return Err(at.error_said(
                    Said::new("nfg-no-such-outcome")
                        .count("index", idx as i64)
                        .count("outcomes", outcomes.len() as i64),
                ));
            }
            if idx > 0 {
                cell.clone_from(&outcomes[idx - 1]);
            }
        }
    } else {
        // Payoff form.
        for (k, cell) in payoffs.iter_mut().enumerate() {
            for (slot, v) in cell.iter_mut().enumerate() {
                if p.at_end() {
                    return Err(p.here().error_said(
                        Said::new("nfg-payoffs-missing")
                            .count("expected", (np * cells) as i64)
                            .count("found", (np * k + slot) as i64),
                    ));
                }
                *v = number(&mut p)?;
            }
        }
    }
    let at = p.here();
    if !p.at_end() {
        return Err(at.error_said(Said::new("nfg-text-after-payoffs")));
    }
    let game = StrategicGame::new(players, names, payoffs).map_err(|e| at.error(e.to_string()))?;
    Ok((
        NfgStrategic {
            title,
            comment,
            game,
        },
        players_end,
    ))
}

/// The file of a two-player game, as the n-player writer takes it.
fn strategic(g: &NfgGame) -> NfgStrategic {
    let mut game = StrategicGame::from_bimatrix(&g.game);
    game.set_players(g.players.to_vec())
        .expect("a bimatrix has two players");
    NfgStrategic {
        title: g.title.clone(),
        comment: g.comment.clone(),
        game,
    }
}

fn header(g: &NfgStrategic) -> String {
    let quoted = |v: &[String]| v.iter().map(|s| quote(s)).collect::<Vec<_>>().join(" ");
    let strategies: String = g
        .game
        .names()
        .iter()
        .map(|v| format!("{{ {} }}\n", quoted(v)))
        .collect();
    format!(
        "NFG 1 R {} {{ {} }}\n\n{{ {}}}\n{}\n\n",
        quote(&g.title),
        quoted(g.game.players()),
        strategies,
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
    write_strategic(&strategic(g))
}

/// Writes the outcome form, one unnamed outcome per profile.
pub fn write_outcomes(g: &NfgGame) -> String {
    write_strategic_outcomes(&strategic(g))
}

/// Writes a game of any number of players in the payoff form.
pub fn write_strategic(g: &NfgStrategic) -> String {
    let mut s = header(g);
    let cells: Vec<String> = g
        .game
        .table()
        .iter()
        .map(|v| v.iter().map(format_number).collect::<Vec<_>>().join(" "))
        .collect();
    s.push_str(&cells.join(" "));
    s.push('\n');
    s
}

/// Writes a game of any number of players in the outcome form, one unnamed outcome per
/// profile.
pub fn write_strategic_outcomes(g: &NfgStrategic) -> String {
    let mut s = header(g);
    s.push_str("{\n");
    for v in g.game.table() {
        let payoffs: Vec<String> = v.iter().map(format_number).collect();
        s.push_str(&format!("{{ \"\" {} }}\n", payoffs.join(", ")));
    }
    s.push_str("}\n");
    let idx: Vec<String> = (1..=g.game.num_profiles()).map(|k| k.to_string()).collect();
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
    fn reads_and_writes_any_number_of_players() {
        let text = include_str!("../../tests/data/nfg/gambit/2x2x2.nfg");
        let f = parse_strategic(text).unwrap();
        assert_eq!(f.game.shape(), vec![2, 2, 2]);
        // The file's first profile pays (9, 8, 12); profile (2, 2, 1) pays (9, 8, 2).
        let q = |v: i64| Q::from_integer(v.into());
        assert_eq!(f.game.payoff_vector(&[0, 0, 0]), &[q(9), q(8), q(12)]);
        assert_eq!(f.game.payoff_vector(&[1, 1, 0]), &[q(9), q(8), q(2)]);
        assert_eq!(parse_strategic(&write_strategic(&f)).unwrap(), f);
        assert_eq!(parse_strategic(&write_strategic_outcomes(&f)).unwrap(), f);
        let five = include_str!("../../tests/data/nfg/gambit/2x2x2x2x2.nfg");
        let f = parse_strategic(five).unwrap();
        assert_eq!(f.game.players().len(), 5);
        assert_eq!(parse_strategic(&write_strategic_outcomes(&f)).unwrap(), f);
        let e = parse(text).unwrap_err();
        assert!(e.reason.contains("found 3"), "{e}");
        // A two-player file reads the same through both readers.
        let pd = parse_strategic(PD).unwrap();
        assert_eq!(pd.game.to_bimatrix().unwrap(), parse(PD).unwrap().game);
        let seven = "NFG 1 R \"t\" { \"a\" \"b\" \"c\" \"d\" \"e\" \"f\" \"g\" } { 1 1 1 1 1 1 1 }";
        assert!(parse_strategic(seven)
            .unwrap_err()
            .reason
            .contains("2 to 6"));
    }

    #[test]
    fn errors_have_positions() {
        let e = parse("NFG 1 R \"t\" { \"a\" \"b\" }\n{ 2 2 }\n1 2 3 x").unwrap_err();
        assert_eq!((e.line, e.column), (3, 7), "{e}");
        let e = parse("NFG 1 R \"t\" { \"a\" }").unwrap_err();
        assert!(e.reason.contains("2 to 6 players"), "{e}");
        let e = parse("NFG 1 R \"t\" { \"a\" \"b\" }\n{ 1 1 }\n1").unwrap_err();
        assert!(e.reason.contains("expected 2 payoffs"), "{e}");
        let e = parse("NFG 1 R \"t").unwrap_err();
        assert_eq!((e.line, e.column), (1, 9));
        let e = parse("NFG 1 R \"t\" { \"a\" \"b\" }\n{ 1 1 }\n\"\"\n{ { \"\" 1, 2 } }\n2")
            .unwrap_err();
        assert!(e.reason.contains("outcome 2"), "{e}");
    }

    #[test]
    fn errors_are_written_in_the_page_language_and_in_english_as_before() {
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        for text in [
            "NFG 1 R \"t\" { \"a\" }",
            "NFG 1 R \"t\" { \"a\" \"b\" }\n{ 1 1 }\n1",
            "NFG 1 R \"t\" { \"a\" \"b\" }\n{ 1 1 }\n\"\"\n{ { \"\" 1, 2 } }\n2",
            "NFG 1 X",
            "NFG 1 R \"t\" { \"a\" \"b\" }\n{ 1 1 }\n1 x",
        ] {
            let e = parse(text).unwrap_err();
            let polish = e.reason_in(&pl);
            assert_ne!(polish, e.reason, "{e}");
            assert!(!polish.contains('⟨'), "{polish}");
            assert_eq!(
                e.to_string(),
                format!("line {}, column {}: {}", e.line, e.column, e.reason)
            );
            assert!(e.describe_in(&pl).contains(&polish));
        }
        let e = parse("NFG 1 R \"t\" { \"a\" \"b\" }\n{ 1 1 }\n1").unwrap_err();
        assert_eq!(e.reason, "expected 2 payoffs, found 1");
        let e = parse("NFG 1 X").unwrap_err();
        assert_eq!(e.to_string(), "line 1, column 7: expected 'R' or 'D'");
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
