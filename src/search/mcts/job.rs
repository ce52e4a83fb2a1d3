//! The search as a step-based [`Job`] (iterations as units, with progress) for the browser's
//! worker and the command line, and its answer as plain data ([`Summary`]): the chosen move,
//! the root's statistics and every tried move's, each from the view of the player to move at
//! the root, so a table or a JSON line reads them without knowing whose turn it is.

use serde::{Deserialize, Serialize};

use super::search::Mcts;
use super::tree::Outcome;
use super::Variant;
use crate::jobs::{Job, Progress};
use crate::search::Searchable;

/// One tried move at the root.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChildSummary<A> {
    /// The move.
    pub action: A,
    /// Its visits.
    pub visits: u64,
    /// Its mean value for the player to move at the root, in [−1, 1].
    pub value: f64,
    /// Its proven outcome for that player (MCTS-Solver only).
    pub proven: Option<Outcome>,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary<A> {
    /// The variant run.
    pub variant: Variant,
    /// The exploration constant used.
    pub exploration: f64,
    /// Iterations run.
    pub iterations: u64,
    /// Nodes in the tree.
    pub nodes: usize,
    /// The move chosen ([`Mcts::best_action`]).
    pub best: Option<A>,
    /// The root's visits.
    pub root_visits: u64,
    /// The root's mean value for the player to move there.
    pub root_value: f64,
    /// The root's proven outcome for that player (MCTS-Solver only).
    pub root_proven: Option<Outcome>,
    /// Every tried move, most visited first (ties in the game's order).
    pub children: Vec<ChildSummary<A>>,
}

impl<S: Searchable> Mcts<S> {
    /// The search's answer so far.
    pub fn summary(&self) -> Summary<S::Action> {
        let root = self.tree().root();
        let solver = self.config().variant == Variant::Solver;
        let mover = root.mover();
        let mut children: Vec<ChildSummary<S::Action>> = root
            .expanded()
            .map(|(action, c)| {
                let child = self.tree().node(c);
                ChildSummary {
                    action,
                    visits: child.visits(),
                    value: mover.map_or(0.0, |m| child.mean_for(m)),
                    proven: mover.and_then(|m| child.outcome_for(m)).filter(|_| solver),
                }
            })
            .collect();
        children.sort_by_key(|c| std::cmp::Reverse(c.visits));
        Summary {
            variant: self.config().variant,
            exploration: self.config().exploration,
            iterations: self.iterations(),
            nodes: self.tree().len(),
            best: self.best_action(),
            root_visits: root.visits(),
            root_value: mover.map_or(0.0, |m| root.mean_for(m)),
            root_proven: self.root_outcome(),
            children,
        }
    }
}

/// A search of a given number of iterations as a [`Job`]; it ends early when MCTS-Solver
/// proves the root.
pub struct MctsJob<S: Searchable> {
    search: Mcts<S>,
    target: u64,
}

impl<S: Searchable> MctsJob<S> {
    /// `iterations` of `search`.
    pub fn new(search: Mcts<S>, iterations: u64) -> Self {
        MctsJob {
            search,
            target: iterations,
        }
    }

    /// The search (to draw it between slices).
    pub fn search(&self) -> &Mcts<S> {
        &self.search
    }

    fn done(&self) -> bool {
        self.search.iterations() >= self.target || self.search.is_finished()
    }
}

impl<S: Searchable> Job for MctsJob<S> {
    type Output = Summary<S::Action>;

    fn step(&mut self, budget: u64) -> Option<Summary<S::Action>> {
        let left = self.target.saturating_sub(self.search.iterations());
        self.search.run(budget.min(left));
        self.done().then(|| self.search.summary())
    }

    fn progress(&self) -> Progress {
        let done = self.search.iterations();
        Progress {
            done,
            total: Some(self.target),
            fraction: if self.done() {
                1.0
            } else {
                done as f64 / self.target as f64
            },
            unit: "iterations".to_string(),
        }
    }
}
