//! Gambit's `.efg` format (version 2) with information sets, any number of players, chance
//! moves and outcomes on any node: [`parse`] reads a file into a [`Game`] with positioned
//! errors, [`write()`] writes one back so that it reads as the same game (node order, names,
//! information-set numbers and names, outcome numbers).
//!
//! `p "name" PLAYER INFOSET ["set name"] [{ "a1" "a2" … }] OUTCOME ["name"] [{ payoffs }]`,
//! `c "name" INFOSET ["set name"] [{ "a1" p1 … }] OUTCOME …`, `t "name" OUTCOME ["name"]
//! [{ payoffs }]`, depth-first. A set's actions are given at its first node and may be repeated
//! (identically) or left out at the others; an outcome's payoffs at its first use.
//!
//! This is the project's one `.efg` reader: the perfect-information tree lab reads through it
//! too ([`crate::models::extensive::GameTree::parse_efg`]), asking for [`Shape::TwoPlayerPerfect`]
//! so that a file leaving that shape is refused where it first does (the player list, or the
//! second node of an information set).

use std::collections::HashMap;

use super::build::{BuildError, Builder, SetSpec};
use super::{Game, Mover, NodeKind};
use crate::exact::{format_number, Q};
use crate::i18n::Said;
use crate::models::gambit::{expected, number_at, payoff_at, quote, token, Commas, Cursor, Tok};
use crate::text::{ParseError, Position};

/// Reads a `.efg` file.
pub fn parse(text: &str) -> Result<Game, ParseError> {
    parse_shaped(text, Shape::Any).map(|(game, _)| game)
}

/// The games a reading accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Any game the format can hold.
    Any,
    /// Two players and perfect information: every player's information set has one node.
    TwoPlayerPerfect,
}

/// Reads a `.efg` file of the given shape; returns the game and where each of its nodes starts
/// in the text (indexed like [`Game::nodes`]), so a later check can point at a node.
pub fn parse_shaped(text: &str, shape: Shape) -> Result<(Game, Vec<Position>), ParseError> {
    let mut p = Parser {
        p: Cursor::new(text, Commas::Whitespace)?,
        outcomes: HashMap::new(),
        players: 0,
        shape,
        first_node_of: HashMap::new(),
        node_at: Vec::new(),
    };
    let game = p.parse()?;
    Ok((game, p.node_at))
}

/// Writes `game` in `.efg` format (rational numbers).
pub fn write(game: &Game) -> String {
    let players: Vec<String> = game.players.iter().map(|p| quote(p)).collect();
    let mut out = format!(
        "EFG 2 R {} {{ {} }}\n{}\n\n",
        quote(&game.title),
        players.join(" "),
        quote(&game.comment)
    );
    let mut written = vec![false; game.outcomes.len()];
    let outcome = |o: Option<usize>, written: &mut Vec<bool>| -> String {
        match o {
            None => "0".into(),
            Some(o) => {
                let oc = &game.outcomes[o];
                let first = !written[o];
                written[o] = true;
                if first {
                    let pays: Vec<String> = oc.payoffs.iter().map(format_number).collect();
                    format!(
                        "{} {} {{ {} }}",
                        oc.number,
                        quote(&oc.name),
                        pays.join(", ")
                    )
                } else {
                    oc.number.to_string()
                }
            }
        }
    };
    let mut seen = vec![false; game.infosets.len()];
    for node in &game.nodes {
        let line = match node.kind {
            NodeKind::Terminal => {
                format!(
                    "t {} {}",
                    quote(&node.name),
                    outcome(node.outcome, &mut written)
                )
            }
            NodeKind::Move(h) => {
                let set = &game.infosets[h];
                let first = !seen[h];
                seen[h] = true;
                let actions = if first {
                    let items: Vec<String> = match set.mover {
                        Mover::Chance => set
                            .actions
                            .iter()
                            .zip(&set.probabilities)
                            .map(|(a, p)| format!("{} {}", quote(a), format_number(p)))
                            .collect(),
                        Mover::Player(_) => set.actions.iter().map(|a| quote(a)).collect(),
                    };
                    format!(" {} {{ {} }}", quote(&set.name), items.join(" "))
                } else {
                    String::new()
                };
                let who = match set.mover {
                    Mover::Chance => format!("c {} {}", quote(&node.name), set.number),
                    Mover::Player(p) => format!("p {} {} {}", quote(&node.name), p + 1, set.number),
                };
                format!("{who}{actions} {}", outcome(node.outcome, &mut written))
            }
        };
        out.push_str(&line);
        out.push('\n');
    }
    out
}

struct Parser {
    p: Cursor,
    /// A file's outcome number → the builder's outcome index.
    outcomes: HashMap<u64, (usize, Vec<Q>)>,
    players: usize,
    shape: Shape,
    /// A player's information set → where its first node's set number stands.
    first_node_of: HashMap<(usize, usize), Position>,
    /// Where each node read so far starts.
    node_at: Vec<Position>,
}

fn at_build(at: Position) -> impl Fn(BuildError) -> ParseError {
    move |e| at.error(e.0)
}

impl Parser {
    fn parse(&mut self) -> Result<Game, ParseError> {
        let (w, at) = self.p.word(&token("'EFG'"))?;
        if w != "EFG" {
            return Err(at.error_said(Said::new("efg-not-efg")));
        }
        let (w, at) = self.p.word(&Said::new("efg-what-version"))?;
        if w != "2" {
            return Err(
                at.error_said(Said::new("efg-unsupported-version").text("word", w.as_str()))
            );
        }
        let (w, at) = self.p.word(&Said::new("parse-what-r-or-d"))?;
        if w != "R" && w != "D" {
            return Err(at.error_said(Said::new("efg-expected-r-or-d")));
        }
        let title = self.p.string(&Said::new("parse-what-title"))?;
        let at = self.p.here();
        self.p.expect(
            Tok::Open,
            &Said::new("efg-what-player-list").text("brace", "{"),
        )?;
        let mut players = Vec::new();
        while let Tok::Str(_) = self.p.peek().tok {
            players.push(self.p.string(&Said::new("efg-what-player-name"))?);
        }
        self.p.expect(
            Tok::Close,
            &Said::new("efg-what-player-name-or-close").text("brace", "}"),
        )?;
        self.players = players.len();
        if self.shape == Shape::TwoPlayerPerfect && players.len() != 2 {
            return Err(at.error_said(
                Said::new("efg-only-two-players").count("players", players.len() as i64),
            ));
        }
        let mut b = Builder::new(&title, &players).map_err(at_build(at))?;
        if let Some(c) = self.p.opt_string() {
            b.comment(&c);
        }
        let at = self.p.here();
        if self.p.at_end() {
            return Err(at.error_said(Said::new("efg-no-nodes")));
        }
        // Nodes are listed depth-first: read them in a loop until the tree is complete.
        let mut pending = 1usize;
        while pending > 0 {
            pending -= 1;
            pending += self.node(&mut b)?;
        }
        if !self.p.at_end() {
            return Err(self.p.here().error_said(Said::new("efg-text-after-tree")));
        }
        b.finish().map_err(at_build(at))
    }

    /// Reads one node; returns how many children it has.
    fn node(&mut self, b: &mut Builder) -> Result<usize, ParseError> {
        let (kind, kat) = self.p.word(&Said::new("efg-what-node"))?;
        self.node_at.push(kat);
        match kind.as_str() {
            "t" => {
                let name = self.p.string(&Said::new("efg-what-node-name"))?;
                let outcome = self.outcome(b)?;
                b.push_terminal(&name, outcome).map_err(at_build(kat))?;
                Ok(0)
            }
            "p" | "c" => {
                let name = self.p.string(&Said::new("efg-what-node-name"))?;
                let mover = if kind == "p" {
                    let (pw, pat) = self.p.word(&Said::new("efg-what-player-number"))?;
                    match pw.parse::<usize>() {
                        Ok(n) if (1..=self.players).contains(&n) => Mover::Player(n - 1),
                        _ => {
                            return Err(pat.error_said(
                                Said::new("efg-no-such-player")
                                    .text("word", pw.as_str())
                                    .count("players", self.players as i64),
                            ))
                        }
                    }
                } else {
                    Mover::Chance
                };
                let (iw, iat) = self.p.word(&Said::new("efg-what-infoset"))?;
                let number = match iw.parse::<u64>() {
                    Ok(n) if n >= 1 => n as usize,
                    _ => {
                        return Err(iat
                            .error_said(Said::new("efg-not-an-infoset").text("word", iw.as_str())))
                    }
                };
                if let (Shape::TwoPlayerPerfect, Mover::Player(p)) = (self.shape, mover) {
                    if let Some(first) = self.first_node_of.insert((p, number), iat) {
                        return Err(iat.error_said(
                            Said::new("efg-infoset-used")
                                .text("set", number.to_string())
                                .count("player", (p + 1) as i64)
                                .count("line", first.line as i64),
                        ));
                    }
                }
                let set_name = self.p.opt_string().unwrap_or_default();
                let aat = self.p.here();
                let (actions, probabilities) = if let Tok::Open = self.p.peek().tok {
                    self.actions(mover)?
                } else {
                    (Vec::new(), Vec::new())
                };
                let outcome = self.outcome(b)?;
                let spec = SetSpec {
                    mover,
                    key: &number.to_string(),
                    number: Some(number),
                    name: &set_name,
                    actions: &actions,
                    probabilities: &probabilities,
                };
                // A set's errors point at its action list where the node gives one.
                b.push_move(&name, &spec, outcome).map_err(|e| {
                    if actions.is_empty() && e.0.contains("at least one action") {
                        iat.error_said(
                            Said::new("efg-infoset-without-actions")
                                .text("set", number.to_string()),
                        )
                    } else if actions.is_empty() {
                        iat.error(e.0)
                    } else {
                        aat.error(e.0)
                    }
                })?;
                Ok(b.actions_of(mover, &number.to_string()).unwrap_or(0))
            }
            _ => {
                Err(kat.error_said(Said::new("efg-expected-node-type").text("kind", kind.as_str())))
            }
        }
    }

    /// Reads `{ "a1" "a2" … }` (a player's) or `{ "a1" p1 "a2" p2 … }` (chance's).
    fn actions(&mut self, mover: Mover) -> Result<(Vec<String>, Vec<Q>), ParseError> {
        let at = self.p.here();
        self.p.expect(
            Tok::Open,
            &Said::new("efg-what-action-list").text("brace", "{"),
        )?;
        let mut actions = Vec::new();
        let mut probabilities = Vec::new();
        let action_or_close = Said::new("efg-what-action-or-close").text("brace", "}");
        loop {
            let t = self.p.next(&action_or_close)?;
            match t.tok {
                Tok::Close => break,
                Tok::Str(s) => {
                    actions.push(s);
                    if mover == Mover::Chance {
                        let (pw, pat) = self.p.word(&Said::new("efg-what-probability"))?;
                        let p = number_at(pat, &pw)?;
                        probabilities.push(p);
                    }
                }
                _ => return Err(t.at.error_said(expected(&action_or_close))),
            }
        }
        if actions.is_empty() {
            return Err(at.error_said(Said::new("efg-no-actions")));
        }
        Ok((actions, probabilities))
    }

    /// Reads `OUTCOME ["name"] [{ payoffs }]`: the builder's outcome index (`None` for 0).
    fn outcome(&mut self, b: &mut Builder) -> Result<Option<usize>, ParseError> {
        let (w, at) = self.p.word(&Said::new("efg-what-outcome-number"))?;
        let number = w
            .parse::<u64>()
            .map_err(|_| at.error_said(Said::new("efg-not-an-outcome").text("word", w.as_str())))?;
        let name = self.p.opt_string().unwrap_or_default();
        let payoffs = if let Tok::Open = self.p.peek().tok {
            Some(self.payoffs()?)
        } else {
            None
        };
        if number == 0 {
            return match payoffs {
                Some(_) => Err(at.error_said(Said::new("efg-outcome-zero-payoffs"))),
                None => Ok(None),
            };
        }
        match (self.outcomes.get(&number), payoffs) {
            (Some((_, before)), Some(v)) if *before != v => Err(at.error_said(
                Said::new("efg-outcome-payoffs-differ").text("outcome", number.to_string()),
            )),
            (Some((i, _)), _) => Ok(Some(*i)),
            (None, Some(v)) => {
                if v.len() != self.players {
                    return Err(at.error_said(
                        Said::new("efg-outcome-payoff-count")
                            .count("players", self.players as i64)
                            .count("found", v.len() as i64),
                    ));
                }
                let i = b
                    .add_numbered_outcome(number as usize, &name, v.clone())
                    .map_err(at_build(at))?;
                self.outcomes.insert(number, (i, v));
                Ok(Some(i))
            }
            (None, None) => Err(at.error_said(
                Said::new("efg-outcome-without-payoffs").text("outcome", number.to_string()),
            )),
        }
    }

    fn payoffs(&mut self) -> Result<Vec<Q>, ParseError> {
        self.p
            .expect(Tok::Open, &Said::new("efg-what-payoffs").text("brace", "{"))?;
        let mut vals = Vec::new();
        let payoff_or_close = Said::new("efg-what-payoff-or-close").text("brace", "}");
        loop {
            let t = self.p.next(&payoff_or_close)?;
            match t.tok {
                Tok::Close => break,
                Tok::Word(w) => vals.push(payoff_at(t.at, &w)?),
                _ => return Err(t.at.error_said(expected(&payoff_or_close))),
            }
        }
        Ok(vals)
    }
}
