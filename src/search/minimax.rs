//! Plain minimax: every node of the tree, no pruning. The reference the other searchers are
//! checked against.

use super::{is_max, Searchable};
use crate::game::{Score, ZeroSumEvaluator};

/// The outcome of a full-width search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<A> {
    /// The value from MAX's point of view.
    pub value: Score,
    /// The first action achieving the value (none at a terminal root).
    pub best: Option<A>,
    /// Nodes entered (see the module docs of [`crate::search`] for what counts).
    pub nodes: u64,
    /// Leaf values in the order they were evaluated.
    pub leaves: Vec<Score>,
}

/// Minimax value of `state`, searching to the end of the game.
pub fn minimax<S: Searchable, E: ZeroSumEvaluator<S>>(
    state: &S,
    evaluator: &E,
) -> SearchResult<S::Action> {
    let mut nodes = 0;
    let mut leaves = Vec::new();
    let (value, best) = search(state, evaluator, &mut nodes, &mut leaves);
    SearchResult {
        value,
        best,
        nodes,
        leaves,
    }
}

fn search<S: Searchable, E: ZeroSumEvaluator<S>>(
    state: &S,
    evaluator: &E,
    nodes: &mut u64,
    leaves: &mut Vec<Score>,
) -> (Score, Option<S::Action>) {
    *nodes += 1;
    let mut actions = Vec::new();
    state.legal_actions(&mut actions);
    if actions.is_empty() {
        let v = evaluator.score(state);
        leaves.push(v);
        return (v, None);
    }
    let maximise = is_max(state);
    let mut best: Option<(Score, S::Action)> = None;
    for action in actions {
        let mut child = state.clone();
        child.apply(action);
        let (v, _) = search(&child, evaluator, nodes, leaves);
        let better = match best {
            None => true,
            Some((b, _)) => (maximise && v > b) || (!maximise && v < b),
        };
        if better {
            best = Some((v, action));
        }
    }
    let (v, a) = best.expect("non-terminal node has children");
    (v, Some(a))
}
