//! Extensive-form games with imperfect information: a game tree whose decision nodes are
//! grouped into **information sets** — the player to move knows which set they are in, not
//! which node — with moves of chance and payoffs for any number of players.
//!
//! This is the model behind Gambit's `.efg` files with information sets ([`efg`]), the poker
//! games ([`crate::games::poker`]) and the solvers that need information sets: perfect recall
//! and the players' sequences ([`recall`]), and counterfactual regret minimisation with best
//! responses and exploitability ([`crate::equilibrium::cfr`]). The perfect-information tree lab's
//! model ([`crate::models::extensive::GameTree`]) is a checked view of a [`Game`]: two players,
//! one node per player's information set, read through the same [`efg`] reader.
//!
//! Design: an arena of nodes in depth-first order (the order of a `.efg` file, root first), each
//! knowing its parent and children; an information set owns its action labels (chance sets
//! also their exact probabilities) and lists its nodes. Payoffs are exact ([`Q`]) and sit on
//! outcomes, which may be attached to any node, as in Gambit: a leaf's payoff is the sum of the
//! outcomes on its path ([`Game::leaf_payoffs`]). Games are built top-down with [`Builder`],
//! which keeps the tree a tree and the information sets consistent (one mover, one action
//! list), so a [`Game`] is always well formed.
//!
//! ## References
//! - H. W. Kuhn (1953), "Extensive games and the problem of information".
//! - The Gambit project, "The extensive game (.efg) file format".

use serde::{Deserialize, Serialize};

use crate::exact::Q;

pub mod build;
pub mod efg;
pub mod reach;
pub mod recall;
pub mod reduced;

pub use build::{BuildError, Builder};

/// A node's index in [`Game::nodes`].
pub type NodeId = usize;
/// An information set's index in [`Game::infosets`].
pub type InfosetId = usize;

/// Most nodes a game may have (Leduc poker has about 9 500).
pub const MAX_NODES: usize = 1_000_000;
/// Deepest node allowed (the root has depth 0).
pub const MAX_DEPTH: usize = 200;
/// Most players a game may have.
pub const MAX_PLAYERS: usize = 32;

/// Who moves at an information set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Mover {
    /// Nature, with known probabilities.
    Chance,
    /// A player, numbered from 0.
    Player(usize),
}

/// An information set: nodes of one mover that the mover cannot tell apart, with the same
/// actions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Infoset {
    /// Who moves.
    pub mover: Mover,
    /// Its number among its mover's sets, as in a `.efg` file (from 1).
    pub number: usize,
    /// Its name (may be empty or repeated).
    pub name: String,
    /// The action labels.
    pub actions: Vec<String>,
    /// For chance: each action's exact probability (they sum to 1); empty for players.
    pub probabilities: Vec<Q>,
    /// Its nodes, in depth-first order.
    pub nodes: Vec<NodeId>,
}

/// What happens at a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NodeKind {
    /// The mover of this information set chooses one of its actions.
    Move(InfosetId),
    /// The game ends.
    Terminal,
}

/// One node of the tree.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Node {
    /// Its name (may be empty).
    pub name: String,
    /// A move or the end.
    pub kind: NodeKind,
    /// The parent and the index of the action leading here (`None` at the root).
    pub parent: Option<(NodeId, usize)>,
    /// The child each action leads to, in the order of the information set's actions.
    pub children: Vec<NodeId>,
    /// The outcome attached here, if any.
    pub outcome: Option<usize>,
    /// The number of moves from the root.
    pub depth: usize,
}

/// Payoffs attached to nodes (added up along a path).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Its number in a `.efg` file (from 1).
    pub number: usize,
    /// Its name (may be empty).
    pub name: String,
    /// One payoff per player.
    pub payoffs: Vec<Q>,
}

/// A finite extensive-form game with imperfect information, chance and exact payoffs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    /// The title.
    pub title: String,
    /// A comment (a `.efg` file's second line).
    pub comment: String,
    /// The players' names.
    pub players: Vec<String>,
    pub(crate) nodes: Vec<Node>,
    pub(crate) infosets: Vec<Infoset>,
    pub(crate) outcomes: Vec<Outcome>,
}

impl Game {
    /// The nodes, root first, in depth-first order.
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// The information sets (chance's and the players').
    pub fn infosets(&self) -> &[Infoset] {
        &self.infosets
    }

    /// The outcomes.
    pub fn outcomes(&self) -> &[Outcome] {
        &self.outcomes
    }

    /// The root (always node 0).
    pub fn root(&self) -> NodeId {
        0
    }

    /// The number of players.
    pub fn num_players(&self) -> usize {
        self.players.len()
    }

    /// The information set of a move node (`None` at a leaf).
    pub fn infoset_of(&self, n: NodeId) -> Option<&Infoset> {
        match self.nodes[n].kind {
            NodeKind::Move(h) => Some(&self.infosets[h]),
            NodeKind::Terminal => None,
        }
    }

    /// Who moves at a node (`None` at a leaf).
    pub fn mover(&self, n: NodeId) -> Option<Mover> {
        self.infoset_of(n).map(|h| h.mover)
    }

    /// The information sets of `player`, in the order of their numbers.
    pub fn player_infosets(&self, player: usize) -> Vec<InfosetId> {
        let mut sets: Vec<InfosetId> = (0..self.infosets.len())
            .filter(|&h| self.infosets[h].mover == Mover::Player(player))
            .collect();
        sets.sort_by_key(|&h| self.infosets[h].number);
        sets
    }

    /// The payoffs at a leaf: the sum of the outcomes on the path from the root (zero where
    /// there are none).
    pub fn leaf_payoffs(&self, n: NodeId) -> Vec<Q> {
        let mut sum = vec![Q::from_integer(0.into()); self.players.len()];
        let mut at = Some(n);
        while let Some(k) = at {
            if let Some(o) = self.nodes[k].outcome {
                for (s, v) in sum.iter_mut().zip(&self.outcomes[o].payoffs) {
                    *s += v;
                }
            }
            at = self.nodes[k].parent.map(|(p, _)| p);
        }
        sum
    }

    /// Every leaf's payoffs, indexed by node (empty for move nodes); computed top-down once.
    pub fn all_leaf_payoffs(&self) -> Vec<Vec<Q>> {
        let zero = vec![Q::from_integer(0.into()); self.players.len()];
        let mut above: Vec<Vec<Q>> = vec![Vec::new(); self.nodes.len()];
        let mut out = vec![Vec::new(); self.nodes.len()];
        for n in 0..self.nodes.len() {
            // Depth-first order: a parent comes before its children.
            let mut sum = match self.nodes[n].parent {
                Some((p, _)) => above[p].clone(),
                None => zero.clone(),
            };
            if let Some(o) = self.nodes[n].outcome {
                for (s, v) in sum.iter_mut().zip(&self.outcomes[o].payoffs) {
                    *s += v;
                }
            }
            if self.nodes[n].kind == NodeKind::Terminal {
                out[n] = sum;
            } else {
                above[n] = sum;
            }
        }
        out
    }

    /// The probability of each chance action at a chance node, exactly (empty for others).
    pub fn chance_probabilities(&self, n: NodeId) -> &[Q] {
        match self.infoset_of(n) {
            Some(h) if h.mover == Mover::Chance => &h.probabilities,
            _ => &[],
        }
    }

    /// The constant the two players' payoffs add up to at every leaf, when there is one: the
    /// game is then strategically a zero-sum game (player 2's payoff is the constant less
    /// player 1's). `None` for another number of players or payoffs of varying sum.
    pub fn constant_sum(&self) -> Option<Q> {
        if self.players.len() != 2 {
            return None;
        }
        let mut sums = self
            .all_leaf_payoffs()
            .into_iter()
            .filter(|p| !p.is_empty())
            .map(|p| &p[0] + &p[1]);
        let first = sums.next().unwrap_or_else(|| Q::from_integer(0.into()));
        sums.all(|s| s == first).then_some(first)
    }

    /// This game with player 2's payoffs replaced by the negatives of player 1's, outcome by
    /// outcome: the zero-sum game that a constant-sum game is after a shift of player 2's
    /// payoffs. The same strategies are optimal in both, and player 1's payoffs are unchanged.
    pub fn zero_sum_view(&self) -> Game {
        let mut g = self.clone();
        for o in &mut g.outcomes {
            if o.payoffs.len() == 2 {
                o.payoffs[1] = -o.payoffs[0].clone();
            }
        }
        g
    }

    /// Whether the game is two-player and zero-sum at every leaf.
    pub fn is_zero_sum(&self) -> bool {
        self.players.len() == 2
            && self
                .all_leaf_payoffs()
                .iter()
                .filter(|p| !p.is_empty())
                .all(|p| (&p[0] + &p[1]) == Q::from_integer(0.into()))
    }

    /// The label of action `a` at move node `n`.
    pub fn action_label(&self, n: NodeId, a: usize) -> &str {
        self.infoset_of(n)
            .and_then(|h| h.actions.get(a))
            .map_or("", String::as_str)
    }

    /// The moves from the root to `n`: each step's node and action index.
    pub fn path(&self, n: NodeId) -> Vec<(NodeId, usize)> {
        let mut steps = Vec::new();
        let mut at = n;
        while let Some((p, a)) = self.nodes[at].parent {
            steps.push((p, a));
            at = p;
        }
        steps.reverse();
        steps
    }

    /// The moves to `n` in words: "K › Bet › Call" (chance's and the players' labels), or
    /// "the root".
    pub fn describe_path(&self, n: NodeId) -> String {
        let steps = self.path(n);
        if steps.is_empty() {
            return "the root".into();
        }
        steps
            .iter()
            .map(|&(p, a)| {
                let label = self.action_label(p, a);
                if label.is_empty() {
                    format!("#{}", a + 1)
                } else {
                    label.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join(" › ")
    }

    /// An information set's name for people: its label when that is non-empty and unique among
    /// its mover's sets, else `#` and its number (`#3`). Distinct among the mover's sets: when a
    /// label would read as another set's `#number`, every set of the mover is named by number.
    pub fn infoset_name(&self, h: InfosetId) -> String {
        let mover = self.infosets[h].mover;
        let sets: Vec<InfosetId> = (0..self.infosets.len())
            .filter(|&k| self.infosets[k].mover == mover)
            .collect();
        let labels: Vec<&str> = sets
            .iter()
            .map(|&k| self.infosets[k].name.as_str())
            .collect();
        let numbers: Vec<String> = sets
            .iter()
            .map(|&k| format!("#{}", self.infosets[k].number))
            .collect();
        let k = sets
            .iter()
            .position(|&k| k == h)
            .expect("a set is among its mover's");
        distinct_names(&labels, &numbers).swap_remove(k)
    }

    /// An action's name for people: its label when that is non-empty and unique at its set, else
    /// `#` and its position from 1. Distinct among the set's actions (Gambit's format lets two
    /// actions share a label, `{ "a" "a" }`): when a label would read as another action's
    /// `#position`, every action of the set is named by position.
    pub fn action_name(&self, h: InfosetId, a: usize) -> String {
        let actions = &self.infosets[h].actions;
        let labels: Vec<&str> = actions.iter().map(String::as_str).collect();
        let numbers: Vec<String> = (1..=actions.len()).map(|k| format!("#{k}")).collect();
        match distinct_names(&labels, &numbers).get(a) {
            Some(name) => name.clone(),
            None => format!("#{}", a + 1),
        }
    }

    /// A player's name for people: the name when it is non-empty and unique among the players,
    /// else `Player` and the number from 1. Distinct among the players.
    pub fn player_name(&self, p: usize) -> String {
        let labels: Vec<&str> = self.players.iter().map(String::as_str).collect();
        let numbers: Vec<String> = (1..=labels.len()).map(|k| format!("Player {k}")).collect();
        distinct_names(&labels, &numbers).swap_remove(p)
    }
}

/// Names for a list of things, one each, all distinct: each `labels[k]` when it is non-empty
/// and no other label is the same, else `numbers[k]` (which are distinct); and `numbers`
/// throughout if a label chosen would still read as another thing's number.
fn distinct_names(labels: &[&str], numbers: &[String]) -> Vec<String> {
    let names: Vec<String> = labels
        .iter()
        .zip(numbers)
        .map(|(&l, n)| {
            if !l.is_empty() && labels.iter().filter(|&&o| o == l).count() == 1 {
                l.to_string()
            } else {
                n.clone()
            }
        })
        .collect();
    let mut sorted: Vec<&String> = names.iter().collect();
    sorted.sort();
    sorted.dedup();
    if sorted.len() == names.len() {
        names
    } else {
        numbers.to_vec()
    }
}

#[cfg(test)]
pub(crate) mod random;
#[cfg(test)]
mod tests;
