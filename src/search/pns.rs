//! Proof-number search (Allis): a best-first search that proves or disproves a yes/no
//! question about a game ("can X force a win from here?").
//!
//! The question's side (the *attacker*) moves at OR nodes, the other side at AND nodes. A leaf
//! that answers yes has proof number 0 and disproof number ∞; one that answers no, the other
//! way round; an unexpanded node has 1 and 1. An OR node's proof number is the minimum over its
//! children and its disproof number the sum; an AND node's the other way round. Each step
//! descends from the root to the *most-proving node* (at OR nodes the child with the smallest
//! proof number, at AND nodes the child with the smallest disproof number), expands it, and
//! updates the numbers back up. The search is a [`Job`], so a page can step it one expansion at
//! a time and a worker can run it in slices.
//!
//! ## References
//! - L. V. Allis, M. van der Meulen, H. J. van den Herik, "Proof-number search", Artificial
//!   Intelligence 66 (1994).
//! - The seed thesis, §4.1 (proof and disproof numbers).

use serde::{Deserialize, Serialize};

use crate::game::{Player, State, Turn};
use crate::jobs::{Job, Progress};

/// The proof/disproof number of a settled node.
pub const INFINITY: u32 = u32::MAX;

/// OR (the attacker to move) or AND (the defender to move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NodeType {
    /// The attacker chooses: one proven child proves the node.
    Or,
    /// The defender chooses: every child must be proven.
    And,
}

/// One node of the proof tree.
#[derive(Clone, Debug)]
pub struct PnNode<S: State> {
    /// The position.
    pub state: S,
    /// Parent index (none for the root).
    pub parent: Option<u32>,
    /// The action leading here.
    pub action: Option<S::Action>,
    /// OR or AND.
    pub node_type: NodeType,
    /// Proof number.
    pub proof: u32,
    /// Disproof number.
    pub disproof: u32,
    /// Children, once expanded.
    pub children: Vec<u32>,
    /// Whether the node has been expanded (terminal nodes never are).
    pub expanded: bool,
    /// For terminal nodes: the answer there.
    pub terminal_answer: Option<bool>,
}

/// The outcome of a finished proof-number search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Verdict {
    /// True if the question was proven (yes), false if disproven (no).
    pub proven: bool,
    /// Nodes created (the root included).
    pub nodes: u64,
    /// Expansions made.
    pub expansions: u64,
}

/// A proof-number search over a game, asking a question answered at terminal states.
pub struct ProofSearch<S: State, Q> {
    nodes: Vec<PnNode<S>>,
    attacker: Player,
    question: Q,
    evaluated: Vec<u32>,
    expansions: u64,
    max_nodes: usize,
}

/// Why a search stopped without a verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PnsError {
    /// The tree outgrew the node limit given to [`ProofSearch::with_limit`].
    NodeLimit(usize),
}

impl std::fmt::Display for PnsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::i18n::with_english(|w| self.message_in(w)))
    }
}

impl PnsError {
    /// Why the search stopped, in the language of `words`.
    pub fn message_in(&self, words: &crate::i18n::Catalogue) -> String {
        match self {
            PnsError::NodeLimit(n) => words.msg_with(
                "outline-pns-node-limit",
                &crate::i18n::Args::new().count("n", *n as i64),
            ),
        }
    }
}

impl std::error::Error for PnsError {}

impl<S: State, Q: Fn(&S) -> bool> ProofSearch<S, Q> {
    /// A search from `root` asking whether `attacker` can force a terminal state where
    /// `question` holds (it is only asked at terminal states).
    pub fn new(root: S, attacker: Player, question: Q) -> Self {
        Self::with_limit(root, attacker, question, usize::MAX)
    }

    /// As [`ProofSearch::new`], refusing to grow beyond `max_nodes` nodes.
    pub fn with_limit(root: S, attacker: Player, question: Q, max_nodes: usize) -> Self {
        let mut search = ProofSearch {
            nodes: Vec::new(),
            attacker,
            question,
            evaluated: Vec::new(),
            expansions: 0,
            max_nodes,
        };
        search.add_node(root, None, None);
        search
    }

    fn add_node(&mut self, state: S, parent: Option<u32>, action: Option<S::Action>) -> u32 {
        let id = self.nodes.len() as u32;
        let (node_type, proof, disproof, answer) = match state.turn() {
            Turn::Terminal => {
                let yes = (self.question)(&state);
                self.evaluated.push(id);
                let t = if parent.map(|p| self.nodes[p as usize].node_type) == Some(NodeType::Or) {
                    NodeType::And
                } else {
                    NodeType::Or
                };
                if yes {
                    (t, 0, INFINITY, Some(true))
                } else {
                    (t, INFINITY, 0, Some(false))
                }
            }
            Turn::Player(p) if p == self.attacker => (NodeType::Or, 1, 1, None),
            Turn::Player(_) => (NodeType::And, 1, 1, None),
            Turn::Chance => panic!("proof-number search needs a deterministic game"),
        };
        self.nodes.push(PnNode {
            state,
            parent,
            action,
            node_type,
            proof,
            disproof,
            children: Vec::new(),
            expanded: false,
            terminal_answer: answer,
        });
        id
    }

    /// All nodes; index 0 is the root.
    pub fn nodes(&self) -> &[PnNode<S>] {
        &self.nodes
    }

    /// Terminal nodes in the order they were generated and evaluated.
    pub fn evaluated(&self) -> &[u32] {
        &self.evaluated
    }

    /// The root's proof and disproof numbers.
    pub fn root_numbers(&self) -> (u32, u32) {
        (self.nodes[0].proof, self.nodes[0].disproof)
    }

    /// The verdict, once the root is proven or disproven.
    pub fn verdict(&self) -> Option<Verdict> {
        let (pn, dn) = self.root_numbers();
        let nodes = self.nodes.len() as u64;
        if pn == 0 {
            Some(Verdict {
                proven: true,
                nodes,
                expansions: self.expansions,
            })
        } else if dn == 0 {
            Some(Verdict {
                proven: false,
                nodes,
                expansions: self.expansions,
            })
        } else {
            None
        }
    }

    /// The node the next expansion will develop (none once solved).
    pub fn most_proving(&self) -> Option<u32> {
        self.verdict().is_none().then_some(())?;
        let mut at = 0u32;
        loop {
            let n = &self.nodes[at as usize];
            if !n.expanded {
                return Some(at);
            }
            at = match n.node_type {
                NodeType::Or => *n
                    .children
                    .iter()
                    .find(|&&c| self.nodes[c as usize].proof == n.proof)?,
                NodeType::And => *n
                    .children
                    .iter()
                    .find(|&&c| self.nodes[c as usize].disproof == n.disproof)?,
            };
        }
    }

    /// Expands the most-proving node and updates its ancestors. Returns the verdict when
    /// solved, an error when the node limit is reached.
    pub fn expand_one(&mut self) -> Result<Option<Verdict>, PnsError> {
        if let Some(v) = self.verdict() {
            return Ok(Some(v));
        }
        let Some(target) = self.most_proving() else {
            return Ok(self.verdict());
        };
        let mut actions = Vec::new();
        self.nodes[target as usize]
            .state
            .legal_actions(&mut actions);
        if self.nodes.len() + actions.len() > self.max_nodes {
            return Err(PnsError::NodeLimit(self.max_nodes));
        }
        for action in actions {
            let mut child = self.nodes[target as usize].state.clone();
            child.apply(action);
            let id = self.add_node(child, Some(target), Some(action));
            self.nodes[target as usize].children.push(id);
        }
        self.nodes[target as usize].expanded = true;
        self.expansions += 1;
        let mut at = Some(target);
        while let Some(i) = at {
            let (pn, dn) = self.numbers_from_children(i);
            let n = &mut self.nodes[i as usize];
            n.proof = pn;
            n.disproof = dn;
            at = n.parent;
        }
        Ok(self.verdict())
    }

    fn numbers_from_children(&self, i: u32) -> (u32, u32) {
        let n = &self.nodes[i as usize];
        let kids = n.children.iter().map(|&c| &self.nodes[c as usize]);
        let min_p = kids.clone().map(|c| c.proof).min().unwrap_or(INFINITY);
        let min_d = kids.clone().map(|c| c.disproof).min().unwrap_or(INFINITY);
        let sum_p = kids.clone().fold(0u32, |s, c| s.saturating_add(c.proof));
        let sum_d = kids.fold(0u32, |s, c| s.saturating_add(c.disproof));
        match n.node_type {
            NodeType::Or => (min_p, sum_d),
            NodeType::And => (sum_p, min_d),
        }
    }

    /// Runs to a verdict (or the node limit).
    pub fn solve(&mut self) -> Result<Verdict, PnsError> {
        loop {
            if let Some(v) = self.expand_one()? {
                return Ok(v);
            }
        }
    }
}

/// Step budget unit: expansions. The output is the verdict, or the error that stopped it.
impl<S: State, Q: Fn(&S) -> bool> Job for ProofSearch<S, Q> {
    type Output = Result<Verdict, PnsError>;

    fn step(&mut self, budget: u64) -> Option<Self::Output> {
        for _ in 0..budget.max(1) {
            match self.expand_one() {
                Ok(Some(v)) => return Some(Ok(v)),
                Ok(None) => {}
                Err(e) => return Some(Err(e)),
            }
        }
        None
    }

    fn progress(&self) -> Progress {
        let (pn, dn) = self.root_numbers();
        // Progress of a best-first proof is unknowable; report how close the smaller number
        // is to zero relative to the larger, as a rough gauge.
        let fraction = if pn == 0 || dn == 0 {
            1.0
        } else {
            1.0 / f64::from(pn.min(dn)).max(1.0)
        };
        Progress {
            done: self.expansions,
            total: None,
            fraction,
            unit: "expansions".to_string(),
        }
    }
}
