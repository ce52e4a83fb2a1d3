//! Monte Carlo tree search for every two-player zero-sum game of perfect information: UCT,
//! PUCT with a prior, and MCTS-Solver, stepped phase by phase for teaching and drawable.
//!
//! One iteration walks down the tree choosing a child at each node (**selection**), adds the
//! first node not yet in the tree (**expansion**), estimates its value by a playout or a
//! prior's value (**simulation**) and adds that value to every node on the path
//! (**backpropagation**). The variants differ only in how a child is chosen ([`Variant`]):
//!
//! - **UCT** (Kocsis & Szepesvári 2006): UCB1, `Q + c·√(ln N / n)`, every untried move first.
//! - **PUCT** (AlphaZero, Silver et al. 2018): `Q + c·P·√N / (1 + n)` with a [`Prior`]'s
//!   policy `P` (uniform by default, [`UniformPrior`]); an unvisited move counts `Q = 0`, and
//!   a prior that also gives a value replaces the playout.
//! - **MCTS-Solver** (Winands, Björnsson & Saito 2008): UCT that also backs up proofs. A
//!   terminal node is proven; a node is proven a win for its mover as soon as one child is, and
//!   a loss only when every child is proven a win for the opponent. Tic-tac-toe is a game of
//!   draws, so proofs are kept as score bounds (Cazenave & Saffidine's score-bounded MCTS,
//!   which is MCTS-Solver when the only results are wins and losses): a child that cannot
//!   improve on what its parent's mover is already sure of is never selected again, and a node
//!   is proven when its bounds meet.
//!
//! **Values** are on [−1, 1]: a game's returns to the first player (+1 a win, 0 a draw, −1 a
//! loss in the lab's games). The tree stores sums from the first player's (MAX's) view, as
//! every searcher of [`crate::search`] does; selection reads them from the view of the player
//! choosing. UCT's exploration constant defaults to √2 **on this [−1, 1] scale** (the same scale
//! PUCT's `c` is quoted on, so the two variants' constants compare); PUCT's defaults to
//! AlphaZero's `c_init` = 1.25.
//!
//! **Design.** The tree is an arena ([`tree::Tree`]: a `Vec` of nodes, [`NodeId`] indices), so
//! it is cheap to draw and to serialise, and a node keeps its legal actions and one slot per
//! action for its child: an untried action is a slot without a child, which is how PUCT scores
//! every move and how the drawing folds the unvisited ones. States are not stored: each
//! iteration replays the actions from the root, which keeps a tree of 10⁵ Lines of Action
//! nodes small. Everything random comes from one seeded [`crate::rng::GameRng`] (ties between
//! equal scores are broken by it too), so a seed and a configuration give the same tree on
//! every target. The search never reads the clock: [`Mcts::run`] does a given number of
//! iterations, [`Mcts::step_phase`] one phase with a report of what it did, and
//! [`job::MctsJob`] wraps the search as a step-based [`crate::jobs::Job`].
//!
//! The parts, one concept a file: `tree` (nodes and their statistics and bounds), `policy`
//! (the [`Prior`] and [`Simulation`] traits and their defaults), `select` (the scores of the
//! selection rules), `search` (the search and its phases), `report` (what a phase reports),
//! [`job`] (the search as a job, and its summary), [`picture`] (the drawable tree, its SVG
//! and its outline), [`lesson`] (what a phase did, in words and table rows, for the page that
//! steps the search), [`stepper`] (the stepped search a page keeps: its phases, path, tables
//! and picture) and [`accuracy`] (the chosen move measured against the exact value).
//!
//! ## References
//! - L. Kocsis, C. Szepesvári, "Bandit based Monte-Carlo planning", ECML 2006 (UCT).
//! - P. Auer, N. Cesa-Bianchi, P. Fischer, "Finite-time analysis of the multiarmed bandit
//!   problem", Machine Learning 47 (2002) (UCB1, the constant √2 for rewards in [0, 1]).
//! - D. Silver et al., "A general reinforcement learning algorithm that masters chess, shogi,
//!   and Go through self-play", Science 362 (2018), and its pseudocode (PUCT, `c_init` 1.25).
//! - M. H. M. Winands, Y. Björnsson, J.-T. Saito, "Monte-Carlo tree search solver", Computers
//!   and Games 2008, LNCS 5131 (MCTS-Solver).
//! - T. Cazenave, A. Saffidine, "Score bounded Monte-Carlo tree search", Computers and Games
//!   2010, LNCS 6515 (proofs with draws).
//! - G. M. J.-B. Chaslot et al., "Progressive strategies for Monte-Carlo tree search", New
//!   Mathematics and Natural Computation 4 (2008) (the robust child: the most visits).

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::rng::Seed;

pub mod accuracy;
pub mod job;
pub mod lesson;
pub mod picture;
mod policy;
mod report;
mod search;
mod select;
pub mod stepper;
mod tree;

#[cfg(test)]
mod tests;

pub use policy::{Prior, RandomPlayout, Simulation, UniformPrior};
pub use report::{
    BackpropagationReport, ChildScore, ExpansionReport, NodeUpdate, Phase, PhaseReport,
    SelectionReport, SelectionStep, SimulationReport, SimulationSource,
};
pub use search::Mcts;
pub use select::{puct_exploration, uct_exploration};
pub use tree::{Node, NodeId, Outcome, Tree};

/// How a child is chosen during selection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    /// UCB1 applied to trees: `Q + c·√(ln N / n)`, untried moves first.
    Uct,
    /// AlphaZero's rule with a prior policy: `Q + c·P·√N / (1 + n)`.
    Puct,
    /// UCT that proves wins, losses (and draws) and never re-enters what it has proven.
    Solver,
}

impl Variant {
    /// The three variants, in the order tables list them.
    pub const ALL: [Variant; 3] = [Variant::Uct, Variant::Puct, Variant::Solver];

    /// The variant's name on the command line and in JSON (`uct`, `puct`, `solver`).
    pub fn name(self) -> &'static str {
        match self {
            Variant::Uct => "uct",
            Variant::Puct => "puct",
            Variant::Solver => "solver",
        }
    }

    /// Reads a variant's name (as [`Variant::name`] writes it).
    pub fn from_name(name: &str) -> Result<Variant, String> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == name)
            .ok_or_else(|| format!("unknown variant {name:?}: use uct, puct or solver"))
    }

    /// The default exploration constant: √2 for UCT and MCTS-Solver (on values in [−1, 1]),
    /// AlphaZero's `c_init` = 1.25 for PUCT.
    pub fn default_exploration(self) -> f64 {
        match self {
            Variant::Uct | Variant::Solver => UCT_EXPLORATION,
            Variant::Puct => PUCT_EXPLORATION,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Variant::Uct => "UCT",
            Variant::Puct => "PUCT",
            Variant::Solver => "MCTS-Solver",
        })
    }
}

/// UCT's default exploration constant, √2 (Auer et al. 2002's UCB1), applied here to values on
/// [−1, 1].
pub const UCT_EXPLORATION: f64 = std::f64::consts::SQRT_2;

/// PUCT's default constant: `c_init` = 1.25 of AlphaZero's pseudocode (Silver et al. 2018).
pub const PUCT_EXPLORATION: f64 = 1.25;

/// The settings of one search.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Config {
    /// The selection rule.
    pub variant: Variant,
    /// The exploration constant (`c` of UCB1, `c_puct` of PUCT).
    pub exploration: f64,
    /// The seed of every random choice (playouts and ties).
    pub seed: Seed,
}

impl Config {
    /// `variant` with its default constant.
    pub fn new(variant: Variant, seed: Seed) -> Config {
        Config {
            variant,
            exploration: variant.default_exploration(),
            seed,
        }
    }

    /// The same settings with the exploration constant `c`.
    pub fn with_exploration(self, c: f64) -> Config {
        Config {
            exploration: c,
            ..self
        }
    }
}
