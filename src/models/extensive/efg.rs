//! Gambit's `.efg` text format for two-player trees with perfect information: personal,
//! chance and terminal nodes are read and written; an information set with more than one
//! personal node (imperfect information) is rejected with a positioned error.
//!
//! ## References
//! - The Gambit project, "The .efg file format" (extensive games, format version 2).

use std::collections::HashMap;

use num_traits::Zero;

use super::{GameTree, Node, NodeId, TreeError};
use crate::exact::{format_number, Q};
use crate::models::gambit::{quote, Commas, Cursor, Tok};
use crate::models::strategic::{parse_number, parse_payoff};
use crate::text::{ParseError, Position};

impl GameTree {
    /// Writes the tree in Gambit's `.efg` format (version 2, rational payoffs). Each decision
    /// node gets its own information set; each leaf its own outcome.
    pub fn to_efg(&self) -> String {
        let mut out = format!(
            "EFG 2 R {} {{ {} {} }}\n\"\"\n\n",
            quote(&self.title),
            quote(&self.players[0]),
            quote(&self.players[1])
        );
        let mut infoset = [0usize; 2];
        let mut infoset_chance = 0usize;
        let mut outcome = 0usize;
        for n in self.preorder() {
            match &self.nodes[n] {
                Node::Decision {
                    player,
                    label,
                    actions,
                } => {
                    infoset[*player] += 1;
                    let acts: Vec<String> = actions.iter().map(|(a, _)| quote(a)).collect();
                    out.push_str(&format!(
                        "p {} {} {} \"\" {{ {} }} 0\n",
                        quote(label),
                        player + 1,
                        infoset[*player],
                        acts.join(" ")
                    ));
                }
                Node::Chance { label, outcomes } => {
                    infoset_chance += 1;
                    let outs: Vec<String> = outcomes
                        .iter()
                        .map(|(a, p, _)| format!("{} {}", quote(a), format_number(p)))
                        .collect();
                    out.push_str(&format!(
                        "c {} {} \"\" {{ {} }} 0\n",
                        quote(label),
                        infoset_chance,
                        outs.join(" ")
                    ));
                }
                Node::Leaf { label, payoffs } => {
                    outcome += 1;
                    out.push_str(&format!(
                        "t {} {} \"\" {{ {} {} }}\n",
                        quote(label),
                        outcome,
                        format_number(&payoffs[0]),
                        format_number(&payoffs[1])
                    ));
                }
            }
        }
        out
    }

    /// Parses Gambit's `.efg` format for two-player games with perfect information: personal
    /// (`p`), chance (`c`, exact or decimal probabilities summing to 1) and terminal (`t`)
    /// nodes with outcomes. Payoffs of outcomes attached to personal or chance nodes are added
    /// to every leaf below. Information sets with more than one personal node are rejected.
    pub fn parse_efg(text: &str) -> Result<GameTree, EfgError> {
        let mut p = EfgParser {
            p: Cursor::new(text, Commas::Whitespace)?,
            outcomes: HashMap::new(),
            infosets: HashMap::new(),
        };
        p.parse()
    }
}

/// A `.efg` text that could not be read (the project's one positioned error).
pub type EfgError = ParseError;

struct EfgParser {
    p: Cursor,
    outcomes: HashMap<String, [Q; 2]>,
    infosets: HashMap<(usize, String), Position>,
}

impl EfgParser {
    fn peek(&self) -> Option<&Tok> {
        Some(&self.p.peek().tok)
    }

    fn next(&mut self, what: &str) -> Result<(Tok, Position), EfgError> {
        let t = self.p.next(what)?;
        Ok((t.tok, t.at))
    }

    fn open(&mut self, what: &str) -> Result<(), EfgError> {
        self.p.expect(Tok::Open, &format!("'{{' to start {what}"))
    }

    fn parse(&mut self) -> Result<GameTree, EfgError> {
        let (w, at) = self.p.word("'EFG'")?;
        if w != "EFG" {
            return Err(at.error("a .efg file starts with 'EFG'"));
        }
        let (w, at) = self.p.word("the format version 2")?;
        if w != "2" {
            return Err(at.error(format!("unsupported format version '{w}'")));
        }
        let (w, at) = self.p.word("'R' or 'D'")?;
        if w != "R" && w != "D" {
            return Err(at.error("expected 'R' (rational) or 'D' (decimal)"));
        }
        let title = self.p.string("the title")?;
        let at = self.p.here();
        self.open("the player list")?;
        let mut players = Vec::new();
        while let Some(Tok::Str(_)) = self.peek() {
            players.push(self.p.string("a player name")?);
        }
        match self.next("'}'")? {
            (Tok::Close, _) => {}
            (_, a) => return Err(a.error("expected a player name or '}'")),
        }
        if players.len() != 2 {
            return Err(at.error(format!(
                "only two-player games are supported, found {}",
                players.len()
            )));
        }
        let _comment = self.p.opt_string();
        let mut tree = GameTree::new(&title, [&players[0], &players[1]]);
        self.node(&mut tree, None, [Q::zero(), Q::zero()])?;
        if !self.p.at_end() {
            return Err(self
                .p
                .here()
                .error("unexpected text after the last node of the tree"));
        }
        Ok(tree)
    }

    fn payoffs(&mut self) -> Result<[Q; 2], EfgError> {
        self.open("the payoffs")?;
        let mut vals = Vec::new();
        let close = loop {
            match self.next("a payoff or '}'")? {
                (Tok::Close, at) => break at,
                (Tok::Word(w), at) => {
                    vals.push(parse_payoff(&w).map_err(|e| at.error(e.to_string()))?)
                }
                (_, at) => return Err(at.error("expected a payoff or '}'")),
            }
        };
        let n = vals.len();
        let two: [Q; 2] = vals
            .try_into()
            .map_err(|_| close.error(format!("an outcome needs 2 payoffs, found {n}")))?;
        Ok(two)
    }

    /// Reads `outcome ["name"] [{ payoffs }]`; returns the outcome's payoffs (zero for 0).
    fn outcome(&mut self) -> Result<[Q; 2], EfgError> {
        let (w, at) = self.p.word("an outcome number")?;
        // The number, not its spelling, names the outcome ("01" is outcome 1).
        let w = match w.parse::<u64>() {
            Ok(n) => n.to_string(),
            Err(_) => return Err(at.error(format!("'{w}' is not an outcome number"))),
        };
        let _name = self.p.opt_string();
        if let Some(Tok::Open) = self.peek() {
            let v = self.payoffs()?;
            if w == "0" {
                return Err(at.error("outcome 0 means no outcome and cannot have payoffs"));
            }
            if let Some(before) = self.outcomes.get(&w) {
                if *before != v {
                    return Err(at.error(format!(
                        "outcome {w} was given other payoffs before ({}, {}); an outcome has one set of payoffs",
                        before[0], before[1]
                    )));
                }
            }
            self.outcomes.insert(w, v.clone());
            return Ok(v);
        }
        if w == "0" {
            return Ok([Q::zero(), Q::zero()]);
        }
        self.outcomes
            .get(&w)
            .cloned()
            .ok_or_else(|| at.error(format!("outcome {w} is used before its payoffs are given")))
    }

    fn node(
        &mut self,
        tree: &mut GameTree,
        at: Option<(NodeId, usize)>,
        above: [Q; 2],
    ) -> Result<(), EfgError> {
        let (kind, kat) = self.p.word("a node ('p', 'c' or 't')")?;
        let tree_err = |e: TreeError| kat.error(e.to_string());
        match kind.as_str() {
            "c" => {
                let label = self.p.string("the node name")?;
                let (iw, iat) = self.p.word("the information set number")?;
                if iw.parse::<u64>().is_err() {
                    return Err(iat.error(format!("'{iw}' is not an information set number")));
                }
                let _infoset_name = self.p.opt_string();
                let aat = self.p.here();
                self.open("the outcome list")?;
                let mut outcomes: Vec<(String, Q)> = Vec::new();
                loop {
                    match self.next("an outcome name or '}'")? {
                        (Tok::Close, _) => break,
                        (Tok::Str(name), _) => {
                            let (pw, pat) = self.p.word("the outcome's probability")?;
                            let p = parse_number(&pw).map_err(|e| pat.error(e.to_string()))?;
                            outcomes.push((name, p));
                        }
                        (_, a) => return Err(a.error("expected an outcome name or '}'")),
                    }
                }
                if outcomes.is_empty() {
                    return Err(aat.error("a chance node needs at least one outcome"));
                }
                let [x, y] = self.outcome()?;
                let below = [x + &above[0], y + &above[1]];
                let refs: Vec<(&str, Q)> = outcomes
                    .iter()
                    .map(|(a, p)| (a.as_str(), p.clone()))
                    .collect();
                let id = tree
                    .add_chance(at, &label, &refs)
                    .map_err(|e| aat.error(e.to_string()))?;
                for k in 0..outcomes.len() {
                    self.node(tree, Some((id, k)), below.clone())?;
                }
                Ok(())
            }
            "t" => {
                let label = self.p.string("the node name")?;
                let [x, y] = self.outcome()?;
                let payoffs = [x + &above[0], y + &above[1]];
                tree.add_leaf(at, &label, payoffs).map_err(tree_err)?;
                Ok(())
            }
            "p" => {
                let label = self.p.string("the node name")?;
                let (pw, pat) = self.p.word("the player number")?;
                let player = match pw.as_str() {
                    "1" => 0,
                    "2" => 1,
                    _ => return Err(pat.error(format!("player '{pw}' is not 1 or 2"))),
                };
                let (iw, iat) = self.p.word("the information set number")?;
                if iw.parse::<u64>().is_err() {
                    return Err(iat.error(format!("'{iw}' is not an information set number")));
                }
                if let Some(first) = self.infosets.get(&(player, iw.clone())) {
                    return Err(iat.error(format!(
                        "information set {iw} of player {} already used at line {}: \
                             imperfect information is not supported",
                        player + 1,
                        first.line
                    )));
                }
                self.infosets.insert((player, iw), iat);
                let _infoset_name = self.p.opt_string();
                let aat = self.p.here();
                self.open("the action list")?;
                let mut actions = Vec::new();
                loop {
                    match self.next("an action name or '}'")? {
                        (Tok::Close, _) => break,
                        (Tok::Str(s), _) => actions.push(s),
                        (_, a) => return Err(a.error("expected an action name or '}'")),
                    }
                }
                if actions.is_empty() {
                    return Err(aat.error("a personal node needs at least one action"));
                }
                let [x, y] = self.outcome()?;
                let below = [x + &above[0], y + &above[1]];
                let refs: Vec<&str> = actions.iter().map(String::as_str).collect();
                let id = tree
                    .add_decision(at, player, &label, &refs)
                    .map_err(tree_err)?;
                for k in 0..actions.len() {
                    self.node(tree, Some((id, k)), below.clone())?;
                }
                Ok(())
            }
            _ => Err(kat.error(format!(
                "expected a node type 'p', 'c' or 't', found '{kind}'"
            ))),
        }
    }
}
