//! Building a [`Game`] top-down, in depth-first order — the order of a `.efg` file and of a
//! recursive game generator: each new node fills the next free action of the deepest node that
//! still has one. The builder checks what makes a game well formed as nodes arrive (an
//! information set has one mover and one action list, chance probabilities are non-negative
//! and sum to 1, outcomes have a payoff per player, size limits), so [`Builder::finish`] only
//! has to check that every action leads somewhere.

use std::collections::HashMap;
use std::fmt;

use num_traits::Signed;

use super::{Game, Infoset, InfosetId, Mover, Node, NodeId, NodeKind, Outcome};
use super::{MAX_DEPTH, MAX_NODES, MAX_PLAYERS};
use crate::exact::{format_number, Q};

/// Why a game could not be built: a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildError(pub String);

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BuildError {}

fn err<T>(message: impl Into<String>) -> Result<T, BuildError> {
    Err(BuildError(message.into()))
}

/// The information set a new move node belongs to.
#[derive(Clone, Debug)]
pub struct SetSpec<'a> {
    /// Who moves.
    pub mover: Mover,
    /// What identifies the set among its mover's (a `.efg` file's infoset number, or any key
    /// a generator chooses, such as the cards and bets a player has seen).
    pub key: &'a str,
    /// Its number in a `.efg` file; `None` takes the next free one.
    pub number: Option<usize>,
    /// Its name (given at its first node).
    pub name: &'a str,
    /// Its actions; may be empty at a later node of an existing set.
    pub actions: &'a [String],
    /// For chance: the actions' probabilities (empty at a later node of an existing set).
    pub probabilities: &'a [Q],
}

/// Builds a [`Game`] node by node in depth-first order.
pub struct Builder {
    game: Game,
    keys: HashMap<(Mover, String), InfosetId>,
    /// Move nodes with actions still to fill, deepest last: (node, next action).
    open: Vec<(NodeId, usize)>,
    started: bool,
}

impl Builder {
    /// A game with this title and these players (at least one, at most [`MAX_PLAYERS`]).
    pub fn new(title: &str, players: &[String]) -> Result<Builder, BuildError> {
        if players.is_empty() {
            return err("a game needs at least one player");
        }
        if players.len() > MAX_PLAYERS {
            return err(format!(
                "a game may have at most {MAX_PLAYERS} players, this one has {}",
                players.len()
            ));
        }
        Ok(Builder {
            game: Game {
                title: title.to_string(),
                comment: String::new(),
                players: players.to_vec(),
                nodes: Vec::new(),
                infosets: Vec::new(),
                outcomes: Vec::new(),
            },
            keys: HashMap::new(),
            open: Vec::new(),
            started: false,
        })
    }

    /// Sets the game's comment.
    pub fn comment(&mut self, comment: &str) {
        self.game.comment = comment.to_string();
    }

    /// Adds an outcome and returns its index (its number is the index + 1).
    pub fn add_outcome(&mut self, name: &str, payoffs: Vec<Q>) -> Result<usize, BuildError> {
        if payoffs.len() != self.game.players.len() {
            return err(format!(
                "an outcome needs {} payoffs (one per player), found {}",
                self.game.players.len(),
                payoffs.len()
            ));
        }
        self.game.outcomes.push(Outcome {
            number: self.game.outcomes.len() + 1,
            name: name.to_string(),
            payoffs,
        });
        Ok(self.game.outcomes.len() - 1)
    }

    /// Adds an outcome with the number a file gives it; returns its index.
    pub fn add_numbered_outcome(
        &mut self,
        number: usize,
        name: &str,
        payoffs: Vec<Q>,
    ) -> Result<usize, BuildError> {
        let i = self.add_outcome(name, payoffs)?;
        self.game.outcomes[i].number = number;
        Ok(i)
    }

    /// The number of actions of `mover`'s information set `key`, once it exists.
    pub fn actions_of(&self, mover: Mover, key: &str) -> Option<usize> {
        self.keys
            .get(&(mover, key.to_string()))
            .map(|&h| self.game.infosets[h].actions.len())
    }

    /// Where the next node goes: the next free action of the deepest open node.
    fn attach(&mut self) -> Result<(Option<(NodeId, usize)>, usize), BuildError> {
        if !self.started {
            self.started = true;
            return Ok((None, 0));
        }
        let Some(&(p, a)) = self.open.last() else {
            return err("the tree is already complete: every action leads to a node");
        };
        Ok((Some((p, a)), self.game.nodes[p].depth + 1))
    }

    fn push(
        &mut self,
        name: &str,
        kind: NodeKind,
        outcome: Option<usize>,
    ) -> Result<NodeId, BuildError> {
        if self.game.nodes.len() >= MAX_NODES {
            return err(format!("the game has more than {MAX_NODES} nodes"));
        }
        if let Some(o) = outcome {
            if o >= self.game.outcomes.len() {
                return err(format!("outcome {} does not exist", o + 1));
            }
        }
        let (parent, depth) = self.attach()?;
        if depth > MAX_DEPTH {
            return err(format!("the tree is deeper than {MAX_DEPTH} moves"));
        }
        let id = self.game.nodes.len();
        self.game.nodes.push(Node {
            name: name.to_string(),
            kind,
            parent,
            children: Vec::new(),
            outcome,
            depth,
        });
        if let Some((p, _)) = parent {
            self.game.nodes[p].children.push(id);
            let full = {
                let top = self.open.last_mut().expect("attached to the open node");
                top.1 += 1;
                let actions = match self.game.nodes[p].kind {
                    NodeKind::Move(h) => self.game.infosets[h].actions.len(),
                    NodeKind::Terminal => 0,
                };
                top.1 == actions
            };
            if full {
                self.open.pop();
            }
        }
        Ok(id)
    }

    /// Adds a move node in the information set `set` (created at its first node), with
    /// `outcome` attached; its children are the next nodes added.
    pub fn push_move(
        &mut self,
        name: &str,
        set: &SetSpec,
        outcome: Option<usize>,
    ) -> Result<NodeId, BuildError> {
        if let Mover::Player(p) = set.mover {
            if p >= self.game.players.len() {
                return err(format!(
                    "player {} does not exist: the game has {}",
                    p + 1,
                    self.game.players.len()
                ));
            }
        }
        let h = match self.keys.get(&(set.mover, set.key.to_string())) {
            Some(&h) => {
                let known = &self.game.infosets[h];
                if !set.actions.is_empty() && set.actions != known.actions.as_slice() {
                    return err(format!(
                        "information set {} was given the actions {} before, now {}: a set has one list of actions",
                        known.number,
                        words(&known.actions),
                        words(set.actions)
                    ));
                }
                if !set.probabilities.is_empty()
                    && set.probabilities != known.probabilities.as_slice()
                {
                    return err(format!(
                        "chance's information set {} was given other probabilities before",
                        known.number
                    ));
                }
                h
            }
            None => self.new_set(set)?,
        };
        let id = self.push(name, NodeKind::Move(h), outcome)?;
        self.game.infosets[h].nodes.push(id);
        self.open.push((id, 0));
        Ok(id)
    }

    fn new_set(&mut self, set: &SetSpec) -> Result<InfosetId, BuildError> {
        if set.actions.is_empty() {
            return err("a move needs at least one action");
        }
        let probabilities = if set.mover == Mover::Chance {
            if set.probabilities.len() != set.actions.len() {
                return err(format!(
                    "a chance move needs a probability for each of its {} actions, found {}",
                    set.actions.len(),
                    set.probabilities.len()
                ));
            }
            if let Some(p) = set.probabilities.iter().find(|p| p.is_negative()) {
                return err(format!("a probability is negative: {}", format_number(p)));
            }
            let sum: Q = set.probabilities.iter().sum();
            if sum != Q::from_integer(1.into()) {
                return err(format!(
                    "chance's probabilities sum to {}, not 1",
                    format_number(&sum)
                ));
            }
            set.probabilities.to_vec()
        } else {
            if !set.probabilities.is_empty() {
                return err("only chance moves have probabilities");
            }
            Vec::new()
        };
        let number = match set.number {
            Some(n) => n,
            None => {
                self.game
                    .infosets
                    .iter()
                    .filter(|h| h.mover == set.mover)
                    .map(|h| h.number)
                    .max()
                    .unwrap_or(0)
                    + 1
            }
        };
        self.game.infosets.push(Infoset {
            mover: set.mover,
            number,
            name: set.name.to_string(),
            actions: set.actions.to_vec(),
            probabilities,
            nodes: Vec::new(),
        });
        let h = self.game.infosets.len() - 1;
        self.keys.insert((set.mover, set.key.to_string()), h);
        Ok(h)
    }

    /// Adds a leaf with `outcome` attached.
    pub fn push_terminal(
        &mut self,
        name: &str,
        outcome: Option<usize>,
    ) -> Result<NodeId, BuildError> {
        self.push(name, NodeKind::Terminal, outcome)
    }

    /// Adds a leaf paying `payoffs` (as a new outcome named `name`).
    pub fn push_leaf(&mut self, name: &str, payoffs: Vec<Q>) -> Result<NodeId, BuildError> {
        let o = self.add_outcome(name, payoffs)?;
        self.push_terminal(name, Some(o))
    }

    /// The finished game, once every action leads to a node.
    pub fn finish(self) -> Result<Game, BuildError> {
        if self.game.nodes.is_empty() {
            return err("the game has no nodes");
        }
        if let Some(&(n, a)) = self.open.last() {
            return err(format!(
                "the tree is incomplete: action {} at {} leads nowhere",
                a + 1,
                self.game.describe_path(n)
            ));
        }
        Ok(self.game)
    }
}

fn words(actions: &[String]) -> String {
    let quoted: Vec<String> = actions.iter().map(|a| format!("{a:?}")).collect();
    format!("({})", quoted.join(", "))
}
