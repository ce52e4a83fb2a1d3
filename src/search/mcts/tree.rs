//! The search tree as an arena: nodes in a `Vec`, addressed by [`NodeId`], each with its legal
//! actions and one child slot per action (an untried action is an empty slot), its visit count
//! and value sum, and its proof bounds.
//!
//! Why an arena: indices are stable while the tree grows (a page keeps its expanded nodes by
//! id across more iterations), parents are a plain index (backpropagation walks up without
//! borrowing trouble), and a drawing or a report can name any node by a number.
//!
//! Values and bounds are kept from the first player's (MAX's) view; [`Node::mean_for`] and
//! [`Node::proven_for`] turn them to a given player's view. The bounds are the score-bounded
//! form of MCTS-Solver's proofs: `pessimistic ≤ true value ≤ optimistic`, both infinite until
//! something is known, equal once the node is proven.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::game::Player;

/// A node's index in its [`Tree`] (the root is `NodeId(0)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct NodeId(pub u32);

impl NodeId {
    /// The root of every tree.
    pub const ROOT: NodeId = NodeId(0);

    /// The index into [`Tree::nodes`].
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for NodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// A proven game-theoretic result, from one player's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// The player wins with best play.
    Win,
    /// Best play draws.
    Draw,
    /// The player loses with best play.
    Loss,
}

impl Outcome {
    /// The outcome a proven value means (its sign: above 0 a win).
    pub fn of_value(value: f64) -> Outcome {
        if value > 0.0 {
            Outcome::Win
        } else if value < 0.0 {
            Outcome::Loss
        } else {
            Outcome::Draw
        }
    }

    /// `win`, `draw` or `loss`.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::Draw => "draw",
            Outcome::Loss => "loss",
        }
    }
}

/// One node of the search tree.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Node<A> {
    pub(super) parent: Option<NodeId>,
    pub(super) action: Option<A>,
    pub(super) mover: Option<Player>,
    pub(super) depth: u32,
    pub(super) actions: Vec<A>,
    pub(super) children: Vec<Option<NodeId>>,
    pub(super) priors: Vec<f64>,
    pub(super) visits: u64,
    pub(super) value_sum: f64,
    pub(super) pessimistic: f64,
    pub(super) optimistic: f64,
}

impl<A: Copy> Node<A> {
    /// The parent (none at the root).
    pub fn parent(&self) -> Option<NodeId> {
        self.parent
    }

    /// The action leading here from the parent.
    pub fn action(&self) -> Option<A> {
        self.action
    }

    /// The player to move here (none at a terminal position).
    pub fn mover(&self) -> Option<Player> {
        self.mover
    }

    /// Plies below the search's root.
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// The legal actions, in the game's order (empty at a terminal position).
    pub fn actions(&self) -> &[A] {
        &self.actions
    }

    /// Per action, its child if it has been tried.
    pub fn children(&self) -> &[Option<NodeId>] {
        &self.children
    }

    /// The tried children with their actions, in the game's order.
    pub fn expanded(&self) -> impl Iterator<Item = (A, NodeId)> + '_ {
        self.actions
            .iter()
            .zip(&self.children)
            .filter_map(|(&a, c)| c.map(|c| (a, c)))
    }

    /// The prior's policy per action (PUCT only; empty otherwise).
    pub fn priors(&self) -> &[f64] {
        &self.priors
    }

    /// How many iterations passed through this node.
    pub fn visits(&self) -> u64 {
        self.visits
    }

    /// The sum of the values backed up through this node, from the first player's view.
    pub fn value_sum(&self) -> f64 {
        self.value_sum
    }

    /// The mean value from the first player's view (0 before the first visit).
    pub fn mean(&self) -> f64 {
        if self.visits == 0 {
            0.0
        } else {
            self.value_sum / self.visits as f64
        }
    }

    /// The mean value from `player`'s view.
    pub fn mean_for(&self, player: Player) -> f64 {
        for_player(player, self.mean())
    }

    /// The proof bounds from the first player's view: (pessimistic, optimistic), infinite
    /// where nothing is known.
    pub fn bounds(&self) -> (f64, f64) {
        (self.pessimistic, self.optimistic)
    }

    /// The proven value from the first player's view, once the bounds meet.
    pub fn proven(&self) -> Option<f64> {
        (self.pessimistic == self.optimistic).then_some(self.pessimistic)
    }

    /// The proven value from `player`'s view.
    pub fn proven_for(&self, player: Player) -> Option<f64> {
        self.proven().map(|v| for_player(player, v))
    }

    /// The proven outcome from `player`'s view.
    pub fn outcome_for(&self, player: Player) -> Option<Outcome> {
        self.proven_for(player).map(Outcome::of_value)
    }

    /// The best value `player` is already sure of here (their pessimistic bound).
    pub(super) fn secured_for(&self, player: Player) -> f64 {
        if player.0 == 0 {
            self.pessimistic
        } else {
            -self.optimistic
        }
    }

    /// The most `player` can still hope for here (their optimistic bound).
    pub(super) fn hope_for(&self, player: Player) -> f64 {
        if player.0 == 0 {
            self.optimistic
        } else {
            -self.pessimistic
        }
    }
}

/// A value from the first player's view, seen by `player` (negated for the second).
pub(super) fn for_player(player: Player, value: f64) -> f64 {
    if player.0 == 0 {
        value
    } else {
        // `0 − v`, not `−v`: a draw reads 0, never −0.
        0.0 - value
    }
}

/// The tree: every node added so far, the root first, each parent before its children.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tree<A> {
    pub(super) nodes: Vec<Node<A>>,
}

impl<A: Copy> Tree<A> {
    /// Every node, indexed by [`NodeId::index`].
    pub fn nodes(&self) -> &[Node<A>] {
        &self.nodes
    }

    /// The node `id`.
    ///
    /// # Panics
    /// If `id` is not a node of this tree.
    pub fn node(&self, id: NodeId) -> &Node<A> {
        &self.nodes[id.index()]
    }

    /// The root.
    pub fn root(&self) -> &Node<A> {
        &self.nodes[0]
    }

    /// How many nodes the tree holds.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Never true: a tree has its root.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The actions from the root to `id`.
    pub fn line(&self, id: NodeId) -> Vec<A> {
        let mut line = Vec::new();
        let mut at = id;
        while let (Some(p), Some(a)) = (self.node(at).parent, self.node(at).action) {
            line.push(a);
            at = p;
        }
        line.reverse();
        line
    }

    /// The size of every node's subtree (itself included), by index: one pass from the leaves
    /// up, as children always come after their parent.
    pub fn subtree_sizes(&self) -> Vec<u64> {
        let mut sizes = vec![1u64; self.nodes.len()];
        for i in (1..self.nodes.len()).rev() {
            if let Some(p) = self.nodes[i].parent {
                sizes[p.index()] += sizes[i];
            }
        }
        sizes
    }

    /// Recomputes `id`'s bounds from its children's (an untried child is unbounded): the
    /// mover's best over its children, for each bound. True when they changed.
    pub(super) fn update_bounds(&mut self, id: NodeId) -> bool {
        let node = &self.nodes[id.index()];
        let Some(mover) = node.mover else {
            return false;
        };
        let maximise = mover.0 == 0;
        let (mut pess, mut opt) = if maximise {
            (f64::NEG_INFINITY, f64::NEG_INFINITY)
        } else {
            (f64::INFINITY, f64::INFINITY)
        };
        for child in &node.children {
            let (p, o) = match child {
                Some(c) => self.nodes[c.index()].bounds(),
                None => (f64::NEG_INFINITY, f64::INFINITY),
            };
            if maximise {
                pess = pess.max(p);
                opt = opt.max(o);
            } else {
                pess = pess.min(p);
                opt = opt.min(o);
            }
        }
        let node = &mut self.nodes[id.index()];
        let changed = node.pessimistic != pess || node.optimistic != opt;
        node.pessimistic = pess;
        node.optimistic = opt;
        changed
    }
}
