//! The selection rules: each child's score at a node, and the choice of the best.
//!
//! The formulas are public functions ([`uct_exploration`], [`puct_exploration`]) so that what
//! a report prints and what the search uses are one computation, and a test can hold them to
//! the papers' formulas. Ties between equal totals (every untried move under UCT, every move
//! of equal prior at the start of PUCT) are broken uniformly by the search's seeded generator,
//! so untried moves are tried in a random but reproducible order.

use super::report::ChildScore;
use super::tree::{for_player, NodeId, Tree};
use super::{Config, Variant};
use crate::game::Player;
use crate::rng::{below, GameRng};

/// UCB1's exploration term, `c·√(ln N / n)`: +∞ for a child never visited (so every move is
/// tried once before any is tried twice).
pub fn uct_exploration(c: f64, parent_visits: u64, child_visits: u64) -> f64 {
    if child_visits == 0 {
        f64::INFINITY
    } else {
        c * ((parent_visits as f64).ln() / child_visits as f64).sqrt()
    }
}

/// PUCT's exploration term, `c·P·√N / (1 + n)`. `N` is counted as at least 1: AlphaZero's
/// node has been evaluated once before its children are first chosen, so its first choice
/// already follows the prior.
pub fn puct_exploration(c: f64, prior: f64, parent_visits: u64, child_visits: u64) -> f64 {
    c * prior * (parent_visits.max(1) as f64).sqrt() / (1 + child_visits) as f64
}

/// The score of action `i` at node `at` whose mover is `mover`.
pub(super) fn score<A: Copy>(
    tree: &Tree<A>,
    at: NodeId,
    i: usize,
    mover: Player,
    config: &Config,
) -> ChildScore<A> {
    let node = tree.node(at);
    let child = node.children[i].map(|c| tree.node(c));
    let visits = child.map_or(0, |c| c.visits);
    let mean = match child {
        Some(c) if c.visits > 0 => for_player(mover, c.mean()),
        _ => 0.0,
    };
    let prior = (config.variant == Variant::Puct).then(|| node.priors[i]);
    let exploration = match prior {
        Some(p) => puct_exploration(config.exploration, p, node.visits, visits),
        None => uct_exploration(config.exploration, node.visits, visits),
    };
    let proven = child.and_then(|c| c.proven_for(mover));
    let excluded = config.variant == Variant::Solver
        && child.is_some_and(|c| c.hope_for(mover) <= node.secured_for(mover));
    ChildScore {
        action: node.actions[i],
        node: node.children[i],
        visits,
        mean,
        prior,
        exploration,
        total: mean + exploration,
        proven,
        excluded,
    }
}

/// The action chosen at `at` (its index), and with `record` every action's score. Excluded
/// children are skipped; every child is excluded only at a proven node, which MCTS-Solver
/// never selects from (the first action is then returned).
pub(super) fn choose<A: Copy>(
    tree: &Tree<A>,
    at: NodeId,
    mover: Player,
    config: &Config,
    rng: &mut GameRng,
    record: bool,
) -> (usize, Vec<ChildScore<A>>) {
    let n = tree.node(at).actions.len();
    let mut scores = Vec::with_capacity(if record { n } else { 0 });
    let mut best: Option<(usize, f64)> = None;
    let mut ties = 0u32;
    for i in 0..n {
        let s = score(tree, at, i, mover, config);
        if !s.excluded {
            match best {
                Some((_, b)) if s.total < b => {}
                Some((_, b)) if s.total == b => {
                    // Reservoir sampling: each of the tied children is kept with
                    // probability 1/ties.
                    ties += 1;
                    if below(rng, ties) == 0 {
                        best = Some((i, b));
                    }
                }
                _ => {
                    best = Some((i, s.total));
                    ties = 1;
                }
            }
        }
        if record {
            scores.push(s);
        }
    }
    debug_assert!(
        best.is_some() || config.variant != Variant::Solver,
        "selection at a proven node"
    );
    (best.map_or(0, |b| b.0), scores)
}
