//! Two-player extensive-form games with perfect information: a game tree with exact payoffs,
//! its induced normal form, its pure Nash equilibria, the subgame-perfect equilibrium by
//! backward induction (step by step, so a page can animate it) and, for every Nash equilibrium
//! that is not subgame perfect, the non-credible threats that keep it from being one.
//!
//! Design: the tree is an arena (`Vec<Node>`, ids are indices) grown top-down — every node is
//! created as the root or as the child of a still-free action of an existing decision node, so
//! the structure is always a tree and only completeness (every action leads somewhere) needs
//! validating. A pure strategy of a player is one action index per decision node of that player,
//! listed in preorder; strategies are named by the chosen action labels, e.g. `(2,7,10)`. The
//! induced normal form lists strategies in the seed's Table 3.1 order by default
//! ([`StrategyOrder::Seed`]), so the golden table can be compared cell by cell. Ties in
//! backward induction are broken by the first (lowest-index) action and reported. Gambit's
//! `.efg` text format is read and written for personal, chance and terminal nodes; imperfect
//! information (an information set with more than one node) is rejected with a positioned
//! error. Chance nodes carry exact probabilities; payoffs below them are expectations.
//!
//! ## References
//! - The seed thesis, chapter 3: Def. 3.0.4 (game trees), Fig. 3.2 and Table 3.1 (induced
//!   normal form), backward induction and subgame perfection.
//! - The Gambit project, "The .efg file format" (extensive games, format version 2).
//! - R. Selten (1975), "Reexamination of the perfectness concept for equilibrium points in
//!   extensive games", International Journal of Game Theory 4.

use serde::{Deserialize, Serialize};
use std::fmt;

use num_traits::Zero;

use crate::exact::{format_number, Q};
use crate::models::strategic::Bimatrix;

pub mod efg;

pub use efg::EfgError;

/// Index of a node in a [`GameTree`].
pub type NodeId = usize;

/// A pure strategy profile: `profile[p][k]` is the action index player `p` takes at their
/// `k`-th decision node in preorder (see [`GameTree::decision_nodes`]).
pub type Profile = [Vec<usize>; 2];

/// Most nodes a tree may have.
pub const MAX_NODES: usize = 10_000;
/// Deepest node allowed (the root has depth 0).
pub const MAX_DEPTH: usize = 200;
/// Most pure strategies per player for which the induced normal form is built.
pub const MAX_STRATEGIES: usize = 1024;

/// One node of a game tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    /// A node where `player` (0 or 1) chooses one of `actions`.
    Decision {
        /// The player to move: 0 or 1.
        player: usize,
        /// A display label.
        label: String,
        /// Action labels and the child each leads to (`None` until connected).
        actions: Vec<(String, Option<NodeId>)>,
    },
    /// A move of nature: each outcome is taken with its exact probability (they sum to 1).
    Chance {
        /// A display label.
        label: String,
        /// Outcome labels, probabilities and the child each leads to (`None` until connected).
        outcomes: Vec<(String, Q, Option<NodeId>)>,
    },
    /// A terminal node.
    Leaf {
        /// A display label.
        label: String,
        /// The payoff of each player.
        payoffs: [Q; 2],
    },
}

impl Node {
    /// The node's display label.
    pub fn label(&self) -> &str {
        match self {
            Node::Decision { label, .. }
            | Node::Chance { label, .. }
            | Node::Leaf { label, .. } => label,
        }
    }
}

/// Why a tree could not be built or used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// A root already exists; new nodes must be attached to an action.
    RootAlreadySet,
    /// The tree has no root yet.
    NoRoot,
    /// No node with this id.
    NoSuchNode(NodeId),
    /// The node is a leaf, so it has no actions.
    NotADecision(NodeId),
    /// The decision node has no action with this index.
    NoSuchAction {
        /// The decision node.
        node: NodeId,
        /// The missing action index.
        action: usize,
    },
    /// The action already leads to a child.
    ActionTaken {
        /// The decision node.
        node: NodeId,
        /// The action index.
        action: usize,
    },
    /// Players are numbered 0 and 1.
    BadPlayer(usize),
    /// A decision node needs at least one action.
    NoActions,
    /// An action still leads nowhere.
    Incomplete {
        /// The decision node.
        node: NodeId,
        /// The action index.
        action: usize,
    },
    /// The tree exceeds [`MAX_NODES`] or [`MAX_DEPTH`].
    TooLarge(String),
    /// A player has more than [`MAX_STRATEGIES`] pure strategies.
    TooManyStrategies {
        /// The player.
        player: usize,
        /// Their number of pure strategies (saturating).
        count: usize,
    },
    /// A profile does not fit the tree.
    BadProfile(String),
    /// A chance node's probabilities are not a distribution.
    BadProbabilities(String),
    /// A game read as a tree does not have two players.
    NotTwoPlayer(usize),
    /// A player's information set (by its number) has more than one node.
    ImperfectInformation(usize),
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::RootAlreadySet => write!(f, "the tree already has a root"),
            TreeError::NoRoot => write!(f, "the tree has no root"),
            TreeError::NoSuchNode(n) => write!(f, "there is no node {n}"),
            TreeError::NotADecision(n) => write!(f, "node {n} is a leaf and has no actions"),
            TreeError::NoSuchAction { node, action } => {
                write!(f, "node {node} has no action {action}")
            }
            TreeError::ActionTaken { node, action } => {
                write!(f, "action {action} of node {node} already leads to a node")
            }
            TreeError::BadPlayer(p) => write!(f, "player {p} does not exist (players are 0, 1)"),
            TreeError::NoActions => write!(f, "a decision node needs at least one action"),
            TreeError::Incomplete { node, action } => {
                write!(f, "action {action} of node {node} leads nowhere")
            }
            TreeError::TooLarge(s) => write!(f, "the tree is too large: {s}"),
            TreeError::TooManyStrategies { player, count } => write!(
                f,
                "player {} has {count} pure strategies; the normal form is limited to \
                 {MAX_STRATEGIES}",
                player + 1
            ),
            TreeError::BadProfile(s) => write!(f, "bad strategy profile: {s}"),
            TreeError::BadProbabilities(s) => write!(f, "bad chance probabilities: {s}"),
            TreeError::NotTwoPlayer(n) => {
                write!(f, "only two-player games are supported, found {n}")
            }
            TreeError::ImperfectInformation(set) => write!(
                f,
                "information set {set} has more than one node: imperfect information is not \
                 supported"
            ),
        }
    }
}

impl std::error::Error for TreeError {}

/// How pure strategies are ordered in the induced normal form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum StrategyOrder {
    /// The seed's Table 3.1 order: the action at the player's first decision node varies
    /// slowest; the remaining nodes count like an odometer read left to right (the second node
    /// varies fastest, the last one slowest among them).
    #[default]
    Seed,
    /// Lexicographic: the first decision node varies slowest, the last fastest.
    Lexicographic,
}

/// A two-player game tree with perfect information and exact payoffs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameTree {
    /// A title (written to and read from `.efg`).
    pub title: String,
    /// The players' names.
    pub players: [String; 2],
    nodes: Vec<Node>,
    depth: Vec<usize>,
    root: Option<NodeId>,
}

/// A built induced normal form together with the strategies behind its rows and columns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InducedNormalForm {
    /// The strategic form; player 0 chooses rows, player 1 columns.
    pub game: Bimatrix,
    /// `strategies[p][i]` is player `p`'s `i`-th pure strategy (one action per decision node).
    pub strategies: [Vec<Vec<usize>>; 2],
}

impl InducedNormalForm {
    /// The strategy profile of a cell.
    pub fn profile(&self, row: usize, col: usize) -> Profile {
        [
            self.strategies[0][row].clone(),
            self.strategies[1][col].clone(),
        ]
    }

    /// The row and column of a profile, if both strategies are listed.
    pub fn index_of(&self, profile: &Profile) -> Option<(usize, usize)> {
        let r = self.strategies[0].iter().position(|s| *s == profile[0])?;
        let c = self.strategies[1].iter().position(|s| *s == profile[1])?;
        Some((r, c))
    }
}

/// The `player` of a [`Step`](crate::equilibrium::subgame::Step) taken at a chance node.
pub const CHANCE: usize = 2;

pub(crate) fn q(v: i64) -> Q {
    Q::from_integer(v.into())
}

impl GameTree {
    /// An empty tree with the given title and player names.
    pub fn new(title: &str, players: [&str; 2]) -> GameTree {
        GameTree {
            title: title.to_string(),
            players: [players[0].to_string(), players[1].to_string()],
            nodes: Vec::new(),
            depth: Vec::new(),
            root: None,
        }
    }

    /// The root, if set.
    pub fn root(&self) -> Option<NodeId> {
        self.root
    }

    /// All nodes, indexed by id.
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// One node.
    pub fn node(&self, id: NodeId) -> Result<&Node, TreeError> {
        self.nodes.get(id).ok_or(TreeError::NoSuchNode(id))
    }

    fn attach(&mut self, at: Option<(NodeId, usize)>, node: Node) -> Result<NodeId, TreeError> {
        if self.nodes.len() >= MAX_NODES {
            return Err(TreeError::TooLarge(format!("more than {MAX_NODES} nodes")));
        }
        let id = self.nodes.len();
        let depth = match at {
            None => {
                if self.root.is_some() {
                    return Err(TreeError::RootAlreadySet);
                }
                0
            }
            Some((parent, action)) => {
                let d = *self
                    .depth
                    .get(parent)
                    .ok_or(TreeError::NoSuchNode(parent))?;
                if matches!(self.nodes[parent], Node::Leaf { .. }) {
                    return Err(TreeError::NotADecision(parent));
                }
                match self.children(parent).get(action) {
                    None => {
                        return Err(TreeError::NoSuchAction {
                            node: parent,
                            action,
                        })
                    }
                    Some(Some(_)) => {
                        return Err(TreeError::ActionTaken {
                            node: parent,
                            action,
                        })
                    }
                    Some(None) => {}
                }
                d + 1
            }
        };
        if depth > MAX_DEPTH {
            return Err(TreeError::TooLarge(format!("deeper than {MAX_DEPTH}")));
        }
        match at {
            None => self.root = Some(id),
            Some((parent, action)) => match &mut self.nodes[parent] {
                Node::Decision { actions, .. } => actions[action].1 = Some(id),
                Node::Chance { outcomes, .. } => outcomes[action].2 = Some(id),
                Node::Leaf { .. } => {}
            },
        }
        self.nodes.push(node);
        self.depth.push(depth);
        Ok(id)
    }

    /// Adds a decision node of `player` (0 or 1) as the root (`at = None`) or as the child
    /// reached by action `at.1` of decision node `at.0`.
    pub fn add_decision(
        &mut self,
        at: Option<(NodeId, usize)>,
        player: usize,
        label: &str,
        actions: &[&str],
    ) -> Result<NodeId, TreeError> {
        if player > 1 {
            return Err(TreeError::BadPlayer(player));
        }
        if actions.is_empty() {
            return Err(TreeError::NoActions);
        }
        let node = Node::Decision {
            player,
            label: label.to_string(),
            actions: actions.iter().map(|a| (a.to_string(), None)).collect(),
        };
        self.attach(at, node)
    }

    /// Adds a leaf with exact payoffs, as the root or as a child (see
    /// [`GameTree::add_decision`]).
    pub fn add_leaf(
        &mut self,
        at: Option<(NodeId, usize)>,
        label: &str,
        payoffs: [Q; 2],
    ) -> Result<NodeId, TreeError> {
        self.attach(
            at,
            Node::Leaf {
                label: label.to_string(),
                payoffs,
            },
        )
    }

    /// Adds a leaf with integer payoffs.
    pub fn add_leaf_int(
        &mut self,
        at: Option<(NodeId, usize)>,
        label: &str,
        payoffs: [i64; 2],
    ) -> Result<NodeId, TreeError> {
        self.add_leaf(at, label, [q(payoffs[0]), q(payoffs[1])])
    }

    /// Adds a chance node with outcome labels and exact probabilities (nonnegative, summing
    /// to 1), as the root or as a child (see [`GameTree::add_decision`]).
    pub fn add_chance(
        &mut self,
        at: Option<(NodeId, usize)>,
        label: &str,
        outcomes: &[(&str, Q)],
    ) -> Result<NodeId, TreeError> {
        if outcomes.is_empty() {
            return Err(TreeError::NoActions);
        }
        if let Some((name, p)) = outcomes.iter().find(|(_, p)| *p < Q::zero()) {
            return Err(TreeError::BadProbabilities(format!(
                "outcome {name:?} has the negative probability {}",
                format_number(p)
            )));
        }
        let sum: Q = outcomes.iter().map(|(_, p)| p.clone()).sum();
        if sum != q(1) {
            return Err(TreeError::BadProbabilities(format!(
                "they sum to {}, not 1",
                format_number(&sum)
            )));
        }
        let node = Node::Chance {
            label: label.to_string(),
            outcomes: outcomes
                .iter()
                .map(|(a, p)| (a.to_string(), p.clone(), None))
                .collect(),
        };
        self.attach(at, node)
    }

    /// The children slots of a node, in order (empty for a leaf).
    fn children(&self, n: NodeId) -> Vec<Option<NodeId>> {
        match &self.nodes[n] {
            Node::Decision { actions, .. } => actions.iter().map(|(_, c)| *c).collect(),
            Node::Chance { outcomes, .. } => outcomes.iter().map(|(_, _, c)| *c).collect(),
            Node::Leaf { .. } => Vec::new(),
        }
    }

    /// Checks that the tree has a root and every action leads to a node.
    pub fn validate(&self) -> Result<(), TreeError> {
        if self.root.is_none() {
            return Err(TreeError::NoRoot);
        }
        for id in 0..self.nodes.len() {
            if let Some(k) = self.children(id).iter().position(Option::is_none) {
                return Err(TreeError::Incomplete {
                    node: id,
                    action: k,
                });
            }
        }
        Ok(())
    }

    pub(crate) fn validated_root(&self) -> Result<NodeId, TreeError> {
        self.validate()?;
        self.root.ok_or(TreeError::NoRoot)
    }

    /// The child reached from decision or chance node `node` by action (outcome) `action`.
    pub fn child(&self, node: NodeId, action: usize) -> Option<NodeId> {
        if node >= self.nodes.len() {
            return None;
        }
        *self.children(node).get(action)?
    }

    /// All nodes in preorder (parent before children, actions left to right).
    pub fn preorder(&self) -> Vec<NodeId> {
        let mut out = Vec::with_capacity(self.nodes.len());
        let mut stack: Vec<NodeId> = self.root.into_iter().collect();
        while let Some(n) = stack.pop() {
            out.push(n);
            stack.extend(self.children(n).into_iter().rev().flatten());
        }
        out
    }

    /// The decision nodes of `player`, in preorder: the positions of a strategy's entries.
    pub fn decision_nodes(&self, player: usize) -> Vec<NodeId> {
        self.preorder()
            .into_iter()
            .filter(|&n| matches!(&self.nodes[n], Node::Decision { player: p, .. } if *p == player))
            .collect()
    }

    fn action_count(&self, n: NodeId) -> usize {
        self.children(n).len()
    }

    /// The label of action (or chance outcome) `a` at node `n` ("" for a leaf).
    pub fn action_label(&self, n: NodeId, a: usize) -> &str {
        match &self.nodes[n] {
            Node::Decision { actions, .. } => &actions[a].0,
            Node::Chance { outcomes, .. } => &outcomes[a].0,
            Node::Leaf { .. } => "",
        }
    }

    /// The number of pure strategies of `player` (saturating at `usize::MAX`).
    pub fn strategy_count(&self, player: usize) -> usize {
        self.decision_nodes(player)
            .iter()
            .fold(1usize, |acc, &n| acc.saturating_mul(self.action_count(n)))
    }

    /// All pure strategies of `player` in the given order.
    pub fn strategies(
        &self,
        player: usize,
        order: StrategyOrder,
    ) -> Result<Vec<Vec<usize>>, TreeError> {
        self.validated_root()?;
        let nodes = self.decision_nodes(player);
        let count = self.strategy_count(player);
        if count > MAX_STRATEGIES {
            return Err(TreeError::TooManyStrategies { player, count });
        }
        let k = nodes.len();
        // Digit positions from least to most significant.
        let significance: Vec<usize> = match order {
            StrategyOrder::Lexicographic => (0..k).rev().collect(),
            StrategyOrder::Seed => (1..k).chain((k > 0).then_some(0)).collect(),
        };
        let mut out = Vec::with_capacity(count);
        for mut i in 0..count {
            let mut s = vec![0; k];
            for &pos in &significance {
                let m = self.action_count(nodes[pos]);
                s[pos] = i % m;
                i /= m;
            }
            out.push(s);
        }
        Ok(out)
    }

    /// A strategy's name: the chosen action labels, e.g. `(2,7,10)`.
    pub fn strategy_name(&self, player: usize, strategy: &[usize]) -> String {
        let nodes = self.decision_nodes(player);
        let labels: Vec<&str> = nodes
            .iter()
            .zip(strategy)
            .map(|(&n, &a)| self.action_label(n, a))
            .collect();
        format!("({})", labels.join(","))
    }

    /// For each node, its index among its player's decision nodes.
    pub(crate) fn slots(&self) -> Vec<usize> {
        let mut slot = vec![usize::MAX; self.nodes.len()];
        for p in 0..2 {
            for (k, n) in self.decision_nodes(p).into_iter().enumerate() {
                slot[n] = k;
            }
        }
        slot
    }

    pub(crate) fn check_profile(&self, profile: &Profile) -> Result<Vec<usize>, TreeError> {
        self.validated_root()?;
        for (p, s) in profile.iter().enumerate() {
            let nodes = self.decision_nodes(p);
            if nodes.len() != s.len() {
                return Err(TreeError::BadProfile(format!(
                    "player {} has {} decision nodes but the strategy has {} entries",
                    p + 1,
                    nodes.len(),
                    s.len()
                )));
            }
            for (&n, &a) in nodes.iter().zip(s) {
                if a >= self.action_count(n) {
                    return Err(TreeError::BadProfile(format!("node {n} has no action {a}")));
                }
            }
        }
        Ok(self.slots())
    }

    pub(crate) fn prescribed(
        &self,
        n: NodeId,
        profile: &Profile,
        slots: &[usize],
    ) -> Option<usize> {
        match &self.nodes[n] {
            Node::Decision { player, .. } => Some(profile[*player][slots[n]]),
            Node::Chance { .. } | Node::Leaf { .. } => None,
        }
    }

    /// The (expected) payoffs of `profile` from node `n`.
    pub(crate) fn play_from_slots(
        &self,
        mut n: NodeId,
        profile: &Profile,
        slots: &[usize],
    ) -> [Q; 2] {
        loop {
            match &self.nodes[n] {
                Node::Leaf { payoffs, .. } => return payoffs.clone(),
                Node::Decision {
                    player, actions, ..
                } => {
                    n = actions[profile[*player][slots[n]]].1.expect("validated");
                }
                Node::Chance { outcomes, .. } => {
                    let mut total = [Q::zero(), Q::zero()];
                    for (_, p, c) in outcomes {
                        let [x, y] = self.play_from_slots(c.expect("validated"), profile, slots);
                        total[0] += p * x;
                        total[1] += p * y;
                    }
                    return total;
                }
            }
        }
    }

    /// The payoffs when `profile` is played out from `node`.
    pub fn play_from(&self, node: NodeId, profile: &Profile) -> Result<[Q; 2], TreeError> {
        let slots = self.check_profile(profile)?;
        if node >= self.nodes.len() {
            return Err(TreeError::NoSuchNode(node));
        }
        Ok(self.play_from_slots(node, profile, &slots))
    }

    /// The payoffs when `profile` is played out from the root.
    pub fn play(&self, profile: &Profile) -> Result<[Q; 2], TreeError> {
        let root = self.validated_root()?;
        self.play_from(root, profile)
    }

    /// The induced normal form (player 0 chooses rows), strategies in `order` and named by
    /// [`GameTree::strategy_name`].
    pub fn induced_normal_form(
        &self,
        order: StrategyOrder,
    ) -> Result<InducedNormalForm, TreeError> {
        let root = self.validated_root()?;
        let strategies = [self.strategies(0, order)?, self.strategies(1, order)?];
        let slots = self.slots();
        let mut a = Vec::with_capacity(strategies[0].len());
        let mut b = Vec::with_capacity(strategies[0].len());
        for s0 in &strategies[0] {
            let mut ra = Vec::with_capacity(strategies[1].len());
            let mut rb = Vec::with_capacity(strategies[1].len());
            for s1 in &strategies[1] {
                let profile = [s0.clone(), s1.clone()];
                let [x, y] = self.play_from_slots(root, &profile, &slots);
                ra.push(x);
                rb.push(y);
            }
            a.push(ra);
            b.push(rb);
        }
        let names = [
            strategies[0]
                .iter()
                .map(|s| self.strategy_name(0, s))
                .collect(),
            strategies[1]
                .iter()
                .map(|s| self.strategy_name(1, s))
                .collect(),
        ];
        let game = Bimatrix::new(names, a, b)
            .map_err(|e| TreeError::BadProfile(format!("normal form: {e}")))?;
        Ok(InducedNormalForm { game, strategies })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::extensive::seed_fig_3_2;

    #[test]
    fn seed_order_matches_table_3_1_names() {
        let nf = seed_fig_3_2()
            .induced_normal_form(StrategyOrder::Seed)
            .unwrap();
        assert_eq!(
            nf.game.names[0],
            [
                "(1,7,9)", "(1,8,9)", "(1,7,10)", "(1,8,10)", "(2,7,9)", "(2,8,9)", "(2,7,10)",
                "(2,8,10)"
            ]
        );
        assert_eq!(nf.game.names[1], ["(3,5)", "(3,6)", "(4,5)", "(4,6)"]);
        let lex = seed_fig_3_2()
            .strategies(0, StrategyOrder::Lexicographic)
            .unwrap();
        assert_eq!(lex[1], vec![0, 0, 1]);
    }

    #[test]
    fn builder_errors() {
        let mut t = GameTree::new("", ["a", "b"]);
        assert_eq!(t.validate(), Err(TreeError::NoRoot));
        assert_eq!(
            t.add_decision(None, 2, "", &["x"]),
            Err(TreeError::BadPlayer(2))
        );
        assert_eq!(t.add_decision(None, 0, "", &[]), Err(TreeError::NoActions));
        let r = t.add_decision(None, 0, "", &["x", "y"]).unwrap();
        assert_eq!(
            t.add_leaf_int(None, "", [0, 0]),
            Err(TreeError::RootAlreadySet)
        );
        let l = t.add_leaf_int(Some((r, 0)), "", [1, 1]).unwrap();
        assert_eq!(
            t.add_leaf_int(Some((r, 0)), "", [0, 0]),
            Err(TreeError::ActionTaken { node: r, action: 0 })
        );
        assert_eq!(
            t.add_leaf_int(Some((r, 5)), "", [0, 0]),
            Err(TreeError::NoSuchAction { node: r, action: 5 })
        );
        assert_eq!(
            t.add_leaf_int(Some((l, 0)), "", [0, 0]),
            Err(TreeError::NotADecision(l))
        );
        assert_eq!(
            t.validate(),
            Err(TreeError::Incomplete { node: r, action: 1 })
        );
        assert!(t.backward_induction().is_err());
    }
}
