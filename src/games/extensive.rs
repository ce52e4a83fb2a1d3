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

use std::collections::HashMap;
use std::fmt;

use num_traits::Zero;

use crate::equilibrium::pure_equilibria as bimatrix_pure_equilibria;
use crate::games::bimatrix::{format_number, parse_number, Bimatrix, Q};

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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InducedNormalForm {
    /// The strategic form; player 0 chooses rows, player 1 columns.
    pub game: Bimatrix,
    /// `strategies[p][i]` is player `p`'s `i`-th pure strategy (one action per decision node).
    pub strategies: [Vec<Vec<usize>>; 2],
}

impl InducedNormalForm {
    /// All pure Nash equilibria as `(row, col)` indices, in row-major order.
    pub fn pure_equilibria(&self) -> Vec<(usize, usize)> {
        bimatrix_pure_equilibria(&self.game)
    }

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

/// The `player` of a [`Step`] taken at a chance node.
pub const CHANCE: usize = 2;

/// One step of backward induction: at `node`, `player` picks `action`, and `value` (the payoff
/// pair of the subgame under the equilibrium) is propagated to the node. At a chance node
/// `player` is [`CHANCE`], `action` is 0 and `value` is the expectation over its outcomes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The decision node.
    pub node: NodeId,
    /// The player to move there.
    pub player: usize,
    /// The chosen action index.
    pub action: usize,
    /// The subgame's value under the equilibrium.
    pub value: [Q; 2],
    /// Whether another action was exactly as good for the mover (the tie was broken by the
    /// first best action).
    pub tie: bool,
}

/// The result of backward induction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackwardInduction {
    /// The subgame-perfect equilibrium found.
    pub profile: Profile,
    /// Its payoffs.
    pub value: [Q; 2],
    /// The steps in the order they are taken (children before parents, left to right).
    pub steps: Vec<Step>,
    /// Decision nodes where the mover was indifferent between best actions. When this is
    /// empty the subgame-perfect equilibrium is unique.
    pub ties: Vec<NodeId>,
}

/// A decision node where a profile's prescribed action is not a best response given the
/// profile below it: a non-credible threat (or promise).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Threat {
    /// The root of the subgame.
    pub node: NodeId,
    /// The player to move there.
    pub player: usize,
    /// The action the profile prescribes.
    pub prescribed: usize,
    /// A best action given the profile below (the first one).
    pub better: usize,
    /// The mover's payoff from the prescribed action.
    pub prescribed_value: Q,
    /// The mover's payoff from the better action.
    pub better_value: Q,
}

fn q(v: i64) -> Q {
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

    fn validated_root(&self) -> Result<NodeId, TreeError> {
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
    fn slots(&self) -> Vec<usize> {
        let mut slot = vec![usize::MAX; self.nodes.len()];
        for p in 0..2 {
            for (k, n) in self.decision_nodes(p).into_iter().enumerate() {
                slot[n] = k;
            }
        }
        slot
    }

    fn check_profile(&self, profile: &Profile) -> Result<Vec<usize>, TreeError> {
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

    fn prescribed(&self, n: NodeId, profile: &Profile, slots: &[usize]) -> Option<usize> {
        match &self.nodes[n] {
            Node::Decision { player, .. } => Some(profile[*player][slots[n]]),
            Node::Chance { .. } | Node::Leaf { .. } => None,
        }
    }

    /// The (expected) payoffs of `profile` from node `n`.
    fn play_from_slots(&self, mut n: NodeId, profile: &Profile, slots: &[usize]) -> [Q; 2] {
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

    /// All pure Nash equilibria of the induced normal form, as profiles.
    pub fn pure_equilibria(&self, order: StrategyOrder) -> Result<Vec<Profile>, TreeError> {
        let nf = self.induced_normal_form(order)?;
        Ok(nf
            .pure_equilibria()
            .into_iter()
            .map(|(r, c)| nf.profile(r, c))
            .collect())
    }

    /// Backward induction: the subgame-perfect equilibrium and the steps that find it. At
    /// each decision node the mover takes the action maximising their own payoff; ties are
    /// broken by the first such action and recorded in [`BackwardInduction::ties`].
    pub fn backward_induction(&self) -> Result<BackwardInduction, TreeError> {
        let root = self.validated_root()?;
        let slots = self.slots();
        let mut profile: Profile = [
            vec![0; self.decision_nodes(0).len()],
            vec![0; self.decision_nodes(1).len()],
        ];
        let mut value: Vec<Option<[Q; 2]>> = vec![None; self.nodes.len()];
        let mut steps = Vec::new();
        let mut ties = Vec::new();
        // Iterative postorder: reversed preorder visits children before parents, but right to
        // left; a proper postorder keeps the animation left to right.
        let mut stack = vec![(root, false)];
        while let Some((n, expanded)) = stack.pop() {
            match &self.nodes[n] {
                Node::Leaf { payoffs, .. } => value[n] = Some(payoffs.clone()),
                Node::Chance { outcomes, .. } => {
                    if !expanded {
                        stack.push((n, true));
                        for (_, _, c) in outcomes.iter().rev() {
                            stack.push((c.expect("validated"), false));
                        }
                        continue;
                    }
                    let mut v = [Q::zero(), Q::zero()];
                    for (_, p, c) in outcomes {
                        let w = value[c.expect("validated")].as_ref().expect("postorder");
                        v[0] += p * &w[0];
                        v[1] += p * &w[1];
                    }
                    steps.push(Step {
                        node: n,
                        player: CHANCE,
                        action: 0,
                        value: v.clone(),
                        tie: false,
                    });
                    value[n] = Some(v);
                }
                Node::Decision {
                    player, actions, ..
                } => {
                    if !expanded {
                        stack.push((n, true));
                        for (_, c) in actions.iter().rev() {
                            stack.push((c.expect("validated"), false));
                        }
                        continue;
                    }
                    let mut best = 0;
                    let mut tie = false;
                    let vals: Vec<&[Q; 2]> = actions
                        .iter()
                        .map(|(_, c)| value[c.expect("validated")].as_ref().expect("postorder"))
                        .collect();
                    for (k, v) in vals.iter().enumerate().skip(1) {
                        if v[*player] > vals[best][*player] {
                            best = k;
                            tie = false;
                        } else if v[*player] == vals[best][*player] {
                            tie = true;
                        }
                    }
                    let v = vals[best].clone();
                    profile[*player][slots[n]] = best;
                    if tie {
                        ties.push(n);
                    }
                    steps.push(Step {
                        node: n,
                        player: *player,
                        action: best,
                        value: v.clone(),
                        tie,
                    });
                    value[n] = Some(v);
                }
            }
        }
        let value = value[root].clone().expect("root evaluated");
        Ok(BackwardInduction {
            profile,
            value,
            steps,
            ties,
        })
    }

    /// The decision nodes (in preorder) where the action `profile` prescribes is not a best
    /// response for the mover given `profile` in the subgames below: the non-credible threats.
    /// By the one-shot deviation principle the list is empty exactly when `profile` is
    /// subgame perfect.
    pub fn non_credible_threats(&self, profile: &Profile) -> Result<Vec<Threat>, TreeError> {
        let slots = self.check_profile(profile)?;
        let mut out = Vec::new();
        for n in self.preorder() {
            let Node::Decision {
                player, actions, ..
            } = &self.nodes[n]
            else {
                continue;
            };
            let chosen = self.prescribed(n, profile, &slots).expect("decision node");
            let vals: Vec<Q> = actions
                .iter()
                .map(|(_, c)| {
                    self.play_from_slots(c.expect("validated"), profile, &slots)[*player].clone()
                })
                .collect();
            let mut better = 0;
            for (k, v) in vals.iter().enumerate() {
                if *v > vals[better] {
                    better = k;
                }
            }
            if vals[better] > vals[chosen] {
                out.push(Threat {
                    node: n,
                    player: *player,
                    prescribed: chosen,
                    better,
                    prescribed_value: vals[chosen].clone(),
                    better_value: vals[better].clone(),
                });
            }
        }
        Ok(out)
    }

    /// Whether `profile` is a subgame-perfect equilibrium.
    pub fn is_subgame_perfect(&self, profile: &Profile) -> Result<bool, TreeError> {
        Ok(self.non_credible_threats(profile)?.is_empty())
    }

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

/// The built-in example trees.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preset {
    /// Player 1 proposes a split (2,0), (1,1) or (0,2) of two goods; player 2 accepts or
    /// rejects each proposal; rejection gives (0,0). Player 1 has 3 pure strategies,
    /// player 2 has 8.
    Sharing,
    /// The seed's Fig. 3.2 game: A chooses 1 or 2; after 1, B chooses 3 or 4, and after 1-3
    /// A chooses 7 or 8; after 2, B chooses 5 or 6, and after 2-6 A chooses 9 or 10. Its
    /// induced normal form is the seed's Table 3.1.
    SeedFig32,
    /// Entry with uncertain demand: nature makes demand good (2/3) or bad (1/3); the entrant
    /// (player 1) sees it and enters or stays out; after entry the incumbent (player 2)
    /// fights or accommodates. A chance node, expected payoffs, and a non-credible threat.
    UncertainDemand,
}

impl Preset {
    /// All presets.
    pub const ALL: [Preset; 3] = [Preset::Sharing, Preset::SeedFig32, Preset::UncertainDemand];

    /// A display name.
    pub fn name(self) -> &'static str {
        match self {
            Preset::Sharing => "Sharing game",
            Preset::SeedFig32 => "Seed Fig. 3.2",
            Preset::UncertainDemand => "Entry with uncertain demand (chance)",
        }
    }

    /// The tree.
    pub fn tree(self) -> GameTree {
        match self {
            Preset::Sharing => sharing_game(),
            Preset::SeedFig32 => seed_fig_3_2(),
            Preset::UncertainDemand => uncertain_demand(),
        }
    }
}

/// Entry with uncertain demand (see [`Preset::UncertainDemand`]). In the good state entry
/// and accommodation give (2, 2), a fight (−1, 1); in the bad state accommodation gives
/// (1, 0) and a fight (−1, 1); staying out gives (0, 4). The subgame-perfect equilibrium
/// enters only when demand is good, worth (4/3, 8/3).
pub fn uncertain_demand() -> GameTree {
    let build = || -> Result<GameTree, TreeError> {
        let mut t = GameTree::new("Entry with uncertain demand", ["Entrant", "Incumbent"]);
        let third = Q::new(1.into(), 3.into());
        let root = t.add_chance(
            None,
            "demand",
            &[("good", q(1) - &third), ("bad", third.clone())],
        )?;
        for (k, state, acc) in [(0, "good", [2, 2]), (1, "bad", [1, 0])] {
            let e = t.add_decision(
                Some((root, k)),
                0,
                &format!("{state}: enter?"),
                &["in", "out"],
            )?;
            let i = t.add_decision(
                Some((e, 0)),
                1,
                &format!("{state}: fight?"),
                &["fight", "acc"],
            )?;
            t.add_leaf_int(Some((i, 0)), "", [-1, 1])?;
            t.add_leaf_int(Some((i, 1)), "", acc)?;
            t.add_leaf_int(Some((e, 1)), "", [0, 4])?;
        }
        Ok(t)
    };
    build().expect("the demand game is well formed")
}

/// The sharing game (see [`Preset::Sharing`]). Actions: `2-0`, `1-1`, `0-2` for player 1 and
/// `A` (accept), `R` (reject) for player 2.
pub fn sharing_game() -> GameTree {
    let build = || -> Result<GameTree, TreeError> {
        let mut t = GameTree::new("Sharing game", ["Player 1", "Player 2"]);
        let root = t.add_decision(None, 0, "propose", &["2-0", "1-1", "0-2"])?;
        for (k, (x, y)) in [(2, 0), (1, 1), (0, 2)].into_iter().enumerate() {
            let s = t.add_decision(Some((root, k)), 1, &format!("{x}-{y}?"), &["A", "R"])?;
            t.add_leaf_int(Some((s, 0)), "", [x, y])?;
            t.add_leaf_int(Some((s, 1)), "", [0, 0])?;
        }
        Ok(t)
    };
    build().expect("the sharing game is well formed")
}

/// The seed's Fig. 3.2 game (see [`Preset::SeedFig32`]), reconstructed from Table 3.1. Node
/// labels name their actions: `1/2` (root), `3/4`, `7/8`, `5/6`, `9/10`.
pub fn seed_fig_3_2() -> GameTree {
    let build = || -> Result<GameTree, TreeError> {
        let mut t = GameTree::new("Seed Fig. 3.2", ["A", "B"]);
        let root = t.add_decision(None, 0, "1/2", &["1", "2"])?;
        let b1 = t.add_decision(Some((root, 0)), 1, "3/4", &["3", "4"])?;
        let a1 = t.add_decision(Some((b1, 0)), 0, "7/8", &["7", "8"])?;
        t.add_leaf_int(Some((a1, 0)), "", [7, 3])?;
        t.add_leaf_int(Some((a1, 1)), "", [6, 10])?;
        t.add_leaf_int(Some((b1, 1)), "", [4, 4])?;
        let b2 = t.add_decision(Some((root, 1)), 1, "5/6", &["5", "6"])?;
        t.add_leaf_int(Some((b2, 0)), "", [5, 5])?;
        let a2 = t.add_decision(Some((b2, 1)), 0, "9/10", &["9", "10"])?;
        t.add_leaf_int(Some((a2, 0)), "", [1, 9])?;
        t.add_leaf_int(Some((a2, 1)), "", [2, 0])?;
        Ok(t)
    };
    build().expect("the Fig. 3.2 game is well formed")
}

#[cfg(test)]
mod tests {
    use super::*;

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
