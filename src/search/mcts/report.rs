//! What one phase of an iteration did, as [`crate::search::mcts::Mcts::step_phase`] reports
//! it: plain data a page shows (why this child was chosen, which node was added, how the
//! playout went, which statistics changed) and a test checks.
//!
//! Views: a child's scores in a [`SelectionStep`] are from the view of the player choosing
//! there, because that is the view the selection formula takes; a [`NodeUpdate`] is from the
//! first player's view, as the tree stores it.

use serde::{Deserialize, Serialize};

use super::tree::{NodeId, Outcome};
use crate::game::Player;

/// The four phases of an iteration, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Walk down the tree, choosing a child at each node.
    Selection,
    /// Add the first node not yet in the tree.
    Expansion,
    /// Estimate the new node's value (a playout, a prior's value, or the game's result).
    Simulation,
    /// Add the value to every node on the path; back up proofs.
    Backpropagation,
}

impl Phase {
    /// The phase's name in words.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Selection => "selection",
            Phase::Expansion => "expansion",
            Phase::Simulation => "simulation",
            Phase::Backpropagation => "backpropagation",
        }
    }

    /// The phase's name in `words`' language.
    pub fn name_in(self, words: &crate::i18n::Catalogue) -> String {
        match self {
            Phase::Selection => words.msg("mcts-phase-selection"),
            Phase::Expansion => words.msg("mcts-phase-expansion"),
            Phase::Simulation => words.msg("mcts-phase-simulation"),
            Phase::Backpropagation => words.msg("mcts-phase-backpropagation"),
        }
    }
}

/// One child as the selection rule scored it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChildScore<A> {
    /// The action.
    pub action: A,
    /// Its node, once tried.
    pub node: Option<NodeId>,
    /// Its visits `n`.
    pub visits: u64,
    /// Its mean value `Q` from the chooser's view (0 when unvisited).
    pub mean: f64,
    /// Its prior probability `P` (PUCT only).
    pub prior: Option<f64>,
    /// The exploration term: `c·√(ln N / n)` (UCT; +∞ when `n = 0`) or `c·P·√N / (1 + n)`
    /// (PUCT).
    pub exploration: f64,
    /// `Q` plus the exploration term: the child with the largest total is chosen.
    pub total: f64,
    /// Its proven value from the chooser's view (MCTS-Solver).
    pub proven: Option<f64>,
    /// MCTS-Solver leaves it out: it is proven, or cannot do better than what the chooser is
    /// already sure of elsewhere.
    pub excluded: bool,
}

/// The choice made at one node on the way down.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SelectionStep<A> {
    /// The node.
    pub node: NodeId,
    /// The player choosing.
    pub mover: Player,
    /// The node's visits `N` before this iteration.
    pub parent_visits: u64,
    /// Every legal action, scored, in the game's order.
    pub children: Vec<ChildScore<A>>,
    /// The index in `children` of the one chosen (largest total; ties broken by the seeded
    /// generator).
    pub chosen: usize,
}

/// The path selection took.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SelectionReport<A> {
    /// The nodes from the root down to where selection stopped.
    pub path: Vec<NodeId>,
    /// The choice at each node of the path that had one.
    pub steps: Vec<SelectionStep<A>>,
    /// Selection stopped at a terminal node already in the tree (nothing to expand).
    pub reached_terminal: bool,
}

/// The node added.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExpansionReport<A> {
    /// Where selection stopped.
    pub parent: NodeId,
    /// The action tried (none when selection stopped at a terminal node).
    pub action: Option<A>,
    /// The new node (none when selection stopped at a terminal node).
    pub added: Option<NodeId>,
    /// The new node is a terminal position.
    pub terminal: bool,
}

/// Where a simulated value came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SimulationSource {
    /// The game is over there: its result.
    Terminal,
    /// A playout (the [`crate::search::mcts::Simulation`]).
    Playout,
    /// The [`crate::search::mcts::Prior`]'s value (PUCT with a valued prior).
    Prior,
}

/// The playout.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SimulationReport<A> {
    /// The node simulated from.
    pub from: NodeId,
    /// The moves played (empty for a terminal node or a prior's value).
    pub moves: Vec<A>,
    /// The value, from the first player's view.
    pub value: f64,
    /// Where the value came from.
    pub source: SimulationSource,
}

/// One node's statistics after backpropagation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NodeUpdate {
    /// The node.
    pub node: NodeId,
    /// Its visits now.
    pub visits: u64,
    /// Its mean value now, from the first player's view.
    pub mean: f64,
    /// Its proven outcome for the first player, if proven (MCTS-Solver).
    pub proven: Option<Outcome>,
    /// Proven by this iteration.
    pub newly_proven: bool,
}

/// The nodes updated, leaf first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BackpropagationReport {
    /// The value added, from the first player's view.
    pub value: f64,
    /// The nodes on the path, from the leaf up to the root.
    pub updates: Vec<NodeUpdate>,
}

/// What one phase did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PhaseReport<A> {
    /// The path chosen, with every score at every node of it.
    Selection(SelectionReport<A>),
    /// The node added.
    Expansion(ExpansionReport<A>),
    /// The playout and its result.
    Simulation(SimulationReport<A>),
    /// The statistics and proofs updated.
    Backpropagation(BackpropagationReport),
}

impl<A> PhaseReport<A> {
    /// Which phase this is.
    pub fn phase(&self) -> Phase {
        match self {
            PhaseReport::Selection(_) => Phase::Selection,
            PhaseReport::Expansion(_) => Phase::Expansion,
            PhaseReport::Simulation(_) => Phase::Simulation,
            PhaseReport::Backpropagation(_) => Phase::Backpropagation,
        }
    }
}
