//! Gambit's `.efg` text format for two-player trees with perfect information: personal,
//! chance and terminal nodes are read and written; an information set with more than one
//! personal node (imperfect information) is rejected with a positioned error.
//!
//! ## References
//! - The Gambit project, "The .efg file format" (extensive games, format version 2).

use std::collections::HashMap;
use std::fmt;

use num_traits::Zero;

use super::{GameTree, Node, NodeId, TreeError};
use crate::games::matrix::{format_number, parse_number, Q};

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
        let tokens = tokenize(text)?;
        let mut p = EfgParser {
            tokens,
            pos: 0,
            end: end_position(text),
            outcomes: HashMap::new(),
            infosets: HashMap::new(),
        };
        p.parse()
    }
}

/// A `.efg` text that could not be read, with the 1-based line and column of the problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EfgError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for EfgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for EfgError {}

fn quote(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Word(String),
    Str(String),
    Open,
    Close,
}

type Pos = (usize, usize);

fn end_position(text: &str) -> Pos {
    let mut pos = (1, 1);
    for ch in text.chars() {
        if ch == '\n' {
            pos = (pos.0 + 1, 1);
        } else {
            pos.1 += 1;
        }
    }
    pos
}

fn tokenize(text: &str) -> Result<Vec<(Tok, Pos)>, EfgError> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    let (mut line, mut col) = (1usize, 1usize);
    let advance = |ch: char, line: &mut usize, col: &mut usize| {
        if ch == '\n' {
            *line += 1;
            *col = 1;
        } else {
            *col += 1;
        }
    };
    while let Some(&ch) = chars.peek() {
        let start = (line, col);
        if ch.is_whitespace() || ch == ',' {
            chars.next();
            advance(ch, &mut line, &mut col);
        } else if ch == '{' || ch == '}' {
            chars.next();
            advance(ch, &mut line, &mut col);
            out.push((if ch == '{' { Tok::Open } else { Tok::Close }, start));
        } else if ch == '"' {
            chars.next();
            advance(ch, &mut line, &mut col);
            let mut s = String::new();
            loop {
                match chars.next() {
                    None => {
                        return Err(EfgError {
                            line: start.0,
                            column: start.1,
                            message: "unterminated string".into(),
                        })
                    }
                    Some('"') => {
                        advance('"', &mut line, &mut col);
                        break;
                    }
                    Some('\\') => {
                        advance('\\', &mut line, &mut col);
                        if let Some(c) = chars.next() {
                            advance(c, &mut line, &mut col);
                            s.push(c);
                        }
                    }
                    Some(c) => {
                        advance(c, &mut line, &mut col);
                        s.push(c);
                    }
                }
            }
            out.push((Tok::Str(s), start));
        } else {
            let mut s = String::new();
            while let Some(&c) = chars.peek() {
                if c.is_whitespace() || c == ',' || c == '{' || c == '}' || c == '"' {
                    break;
                }
                s.push(c);
                chars.next();
                advance(c, &mut line, &mut col);
            }
            out.push((Tok::Word(s), start));
        }
    }
    Ok(out)
}

struct EfgParser {
    tokens: Vec<(Tok, Pos)>,
    pos: usize,
    end: Pos,
    outcomes: HashMap<String, [Q; 2]>,
    infosets: HashMap<(usize, String), Pos>,
}

impl EfgParser {
    fn here(&self) -> Pos {
        self.tokens.get(self.pos).map_or(self.end, |t| t.1)
    }

    fn err_at(&self, at: Pos, message: impl Into<String>) -> EfgError {
        EfgError {
            line: at.0,
            column: at.1,
            message: message.into(),
        }
    }

    fn err(&self, message: impl Into<String>) -> EfgError {
        self.err_at(self.here(), message)
    }

    fn peek(&self) -> Option<&Tok> {
        self.tokens.get(self.pos).map(|t| &t.0)
    }

    fn next(&mut self, what: &str) -> Result<(Tok, Pos), EfgError> {
        let t = self
            .tokens
            .get(self.pos)
            .cloned()
            .ok_or_else(|| self.err(format!("unexpected end of file, expected {what}")))?;
        self.pos += 1;
        Ok(t)
    }

    fn word(&mut self, what: &str) -> Result<(String, Pos), EfgError> {
        match self.next(what)? {
            (Tok::Word(w), at) => Ok((w, at)),
            (_, at) => Err(self.err_at(at, format!("expected {what}"))),
        }
    }

    fn string(&mut self, what: &str) -> Result<String, EfgError> {
        match self.next(what)? {
            (Tok::Str(s), _) => Ok(s),
            (_, at) => Err(self.err_at(at, format!("expected {what} (a quoted string)"))),
        }
    }

    fn open(&mut self, what: &str) -> Result<(), EfgError> {
        match self.next(what)? {
            (Tok::Open, _) => Ok(()),
            (_, at) => Err(self.err_at(at, format!("expected '{{' to start {what}"))),
        }
    }

    fn opt_string(&mut self) -> Option<String> {
        if let Some(Tok::Str(s)) = self.peek() {
            let s = s.clone();
            self.pos += 1;
            Some(s)
        } else {
            None
        }
    }

    fn parse(&mut self) -> Result<GameTree, EfgError> {
        let (w, at) = self.word("'EFG'")?;
        if w != "EFG" {
            return Err(self.err_at(at, "a .efg file starts with 'EFG'"));
        }
        let (w, at) = self.word("the format version 2")?;
        if w != "2" {
            return Err(self.err_at(at, format!("unsupported format version '{w}'")));
        }
        let (w, at) = self.word("'R' or 'D'")?;
        if w != "R" && w != "D" {
            return Err(self.err_at(at, "expected 'R' (rational) or 'D' (decimal)"));
        }
        let title = self.string("the title")?;
        let at = self.here();
        self.open("the player list")?;
        let mut players = Vec::new();
        while let Some(Tok::Str(_)) = self.peek() {
            players.push(self.string("a player name")?);
        }
        match self.next("'}'")? {
            (Tok::Close, _) => {}
            (_, a) => return Err(self.err_at(a, "expected a player name or '}'")),
        }
        if players.len() != 2 {
            return Err(self.err_at(
                at,
                format!(
                    "only two-player games are supported, found {}",
                    players.len()
                ),
            ));
        }
        let _comment = self.opt_string();
        let mut tree = GameTree::new(&title, [&players[0], &players[1]]);
        self.node(&mut tree, None, [Q::zero(), Q::zero()])?;
        if self.pos < self.tokens.len() {
            return Err(self.err("unexpected text after the last node of the tree"));
        }
        Ok(tree)
    }

    fn payoffs(&mut self) -> Result<[Q; 2], EfgError> {
        self.open("the payoffs")?;
        let mut vals = Vec::new();
        loop {
            match self.next("a payoff or '}'")? {
                (Tok::Close, _) => break,
                (Tok::Word(w), at) => {
                    vals.push(parse_number(&w).map_err(|e| self.err_at(at, e.to_string()))?)
                }
                (_, at) => return Err(self.err_at(at, "expected a payoff or '}'")),
            }
        }
        let n = vals.len();
        let two: [Q; 2] = vals.try_into().map_err(|_| {
            self.err_at(
                self.tokens[self.pos - 1].1,
                format!("an outcome needs 2 payoffs, found {n}"),
            )
        })?;
        Ok(two)
    }

    /// Reads `outcome ["name"] [{ payoffs }]`; returns the outcome's payoffs (zero for 0).
    fn outcome(&mut self) -> Result<[Q; 2], EfgError> {
        let (w, at) = self.word("an outcome number")?;
        if w.parse::<u64>().is_err() {
            return Err(self.err_at(at, format!("'{w}' is not an outcome number")));
        }
        let _name = self.opt_string();
        if let Some(Tok::Open) = self.peek() {
            let v = self.payoffs()?;
            if w == "0" {
                return Err(self.err_at(at, "outcome 0 means no outcome and cannot have payoffs"));
            }
            self.outcomes.insert(w, v.clone());
            return Ok(v);
        }
        if w == "0" {
            return Ok([Q::zero(), Q::zero()]);
        }
        self.outcomes.get(&w).cloned().ok_or_else(|| {
            self.err_at(
                at,
                format!("outcome {w} is used before its payoffs are given"),
            )
        })
    }

    fn node(
        &mut self,
        tree: &mut GameTree,
        at: Option<(NodeId, usize)>,
        above: [Q; 2],
    ) -> Result<(), EfgError> {
        let (kind, kat) = self.word("a node ('p', 'c' or 't')")?;
        let tree_err = |e: TreeError| EfgError {
            line: kat.0,
            column: kat.1,
            message: e.to_string(),
        };
        match kind.as_str() {
            "c" => {
                let label = self.string("the node name")?;
                let (iw, iat) = self.word("the information set number")?;
                if iw.parse::<u64>().is_err() {
                    return Err(
                        self.err_at(iat, format!("'{iw}' is not an information set number"))
                    );
                }
                let _infoset_name = self.opt_string();
                let aat = self.here();
                self.open("the outcome list")?;
                let mut outcomes: Vec<(String, Q)> = Vec::new();
                loop {
                    match self.next("an outcome name or '}'")? {
                        (Tok::Close, _) => break,
                        (Tok::Str(name), _) => {
                            let (pw, pat) = self.word("the outcome's probability")?;
                            let p =
                                parse_number(&pw).map_err(|e| self.err_at(pat, e.to_string()))?;
                            outcomes.push((name, p));
                        }
                        (_, a) => return Err(self.err_at(a, "expected an outcome name or '}'")),
                    }
                }
                if outcomes.is_empty() {
                    return Err(self.err_at(aat, "a chance node needs at least one outcome"));
                }
                let [x, y] = self.outcome()?;
                let below = [x + &above[0], y + &above[1]];
                let refs: Vec<(&str, Q)> = outcomes
                    .iter()
                    .map(|(a, p)| (a.as_str(), p.clone()))
                    .collect();
                let id = tree
                    .add_chance(at, &label, &refs)
                    .map_err(|e| self.err_at(aat, e.to_string()))?;
                for k in 0..outcomes.len() {
                    self.node(tree, Some((id, k)), below.clone())?;
                }
                Ok(())
            }
            "t" => {
                let label = self.string("the node name")?;
                let [x, y] = self.outcome()?;
                let payoffs = [x + &above[0], y + &above[1]];
                tree.add_leaf(at, &label, payoffs).map_err(tree_err)?;
                Ok(())
            }
            "p" => {
                let label = self.string("the node name")?;
                let (pw, pat) = self.word("the player number")?;
                let player = match pw.as_str() {
                    "1" => 0,
                    "2" => 1,
                    _ => return Err(self.err_at(pat, format!("player '{pw}' is not 1 or 2"))),
                };
                let (iw, iat) = self.word("the information set number")?;
                if iw.parse::<u64>().is_err() {
                    return Err(
                        self.err_at(iat, format!("'{iw}' is not an information set number"))
                    );
                }
                if let Some(first) = self.infosets.get(&(player, iw.clone())) {
                    return Err(self.err_at(
                        iat,
                        format!(
                            "information set {iw} of player {} already used at line {}: \
                             imperfect information is not supported",
                            player + 1,
                            first.0
                        ),
                    ));
                }
                self.infosets.insert((player, iw), iat);
                let _infoset_name = self.opt_string();
                let aat = self.here();
                self.open("the action list")?;
                let mut actions = Vec::new();
                loop {
                    match self.next("an action name or '}'")? {
                        (Tok::Close, _) => break,
                        (Tok::Str(s), _) => actions.push(s),
                        (_, a) => return Err(self.err_at(a, "expected an action name or '}'")),
                    }
                }
                if actions.is_empty() {
                    return Err(self.err_at(aat, "a personal node needs at least one action"));
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
            _ => Err(self.err_at(
                kat,
                format!("expected a node type 'p', 'c' or 't', found '{kind}'"),
            )),
        }
    }
}
