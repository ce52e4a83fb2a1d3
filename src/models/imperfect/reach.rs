//! Reach probabilities: the one top-down walk the solvers and pages share.
//!
//! A node's reach probability is the product of the probabilities of the moves on its path —
//! chance's, and whichever players' moves the caller counts (all of them for an expected
//! payoff or a belief, chance and the opponent for a best response, chance alone for the
//! sequence form). Nodes are listed parent before child (the depth-first order of
//! [`Game::nodes`], or a solver's compiled copy of it), so one pass in that order computes every
//! node's from its parent's. The walk is generic over the number type: exact [`Q`] for the
//! certificates and the page's beliefs, `f64` for counterfactual regret minimisation's
//! compiled tree.

use std::ops::Mul;

use super::{Game, InfosetId, Mover, NodeKind};
use crate::exact::Q;

/// The reach probability of each of `nodes` nodes listed parent before child: the root (node
/// 0) gets `one`; `edges(n)` lists node `n`'s children with the factor of the move leading to
/// each (`None`: the move does not count, the child keeps its parent's probability).
pub fn reach<T, E, I>(nodes: usize, one: T, mut edges: E) -> Vec<T>
where
    T: Clone,
    for<'a> &'a T: Mul<T, Output = T>,
    E: FnMut(usize) -> I,
    I: IntoIterator<Item = (usize, Option<T>)>,
{
    let mut reach = vec![one; nodes];
    for n in 0..nodes {
        for (child, factor) in edges(n) {
            reach[child] = match factor {
                Some(f) => &reach[n] * f,
                None => reach[n].clone(),
            };
        }
    }
    reach
}

impl Game {
    /// Every node's exact reach probability, counting the moves for which `factor(mover, set,
    /// action)` gives a probability (a move it answers `None` for counts as certain).
    pub fn reach(&self, mut factor: impl FnMut(Mover, InfosetId, usize) -> Option<Q>) -> Vec<Q> {
        reach(self.nodes.len(), Q::from_integer(1.into()), |n| {
            let node = &self.nodes[n];
            let (mover, set) = match node.kind {
                NodeKind::Move(h) => (Some(self.infosets[h].mover), h),
                NodeKind::Terminal => (None, 0),
            };
            node.children
                .iter()
                .enumerate()
                .map(|(a, &c)| (c, mover.and_then(|m| factor(m, set, a))))
                .collect::<Vec<_>>()
        })
    }

    /// The product of chance's probabilities on the path to each node.
    pub fn chance_reach(&self) -> Vec<Q> {
        self.reach(|mover, h, a| match mover {
            Mover::Chance => Some(self.infosets[h].probabilities[a].clone()),
            Mover::Player(_) => None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::models::imperfect::efg;

    #[test]
    fn reach_in_exact_numbers_and_in_floats_agree() {
        // Chance deals 1/3 : 2/3, then player 1 moves at one set across both deals.
        let g = efg::parse(
            "EFG 2 R \"\" { \"A\" \"B\" } \"\"\n\
             c \"\" 1 \"\" { \"x\" 1/3 \"y\" 2/3 } 0\n\
             p \"\" 1 1 \"\" { \"l\" \"r\" } 0\n t \"\" 1 \"\" { 1 -1 }\n t \"\" 2 \"\" { 0 0 }\n\
             p \"\" 1 1 \"\" { \"l\" \"r\" } 0\n t \"\" 3 \"\" { 2 -2 }\n t \"\" 4 \"\" { 0 0 }\n",
        )
        .unwrap();
        let q = |n: i64, d: i64| Q::new(n.into(), d.into());
        let chance = g.chance_reach();
        assert_eq!(chance[3], q(1, 3));
        assert_eq!(chance[5], q(2, 3));
        // Player 1 plays l with 1/4.
        let all = g.reach(|mover, h, a| match mover {
            Mover::Chance => Some(g.infosets()[h].probabilities[a].clone()),
            Mover::Player(_) => Some(if a == 0 { q(1, 4) } else { q(3, 4) }),
        });
        assert_eq!(all[2], q(1, 12));
        assert_eq!(all[6], q(1, 2));
        let total: Q = (0..g.nodes().len())
            .filter(|&n| g.nodes()[n].kind == NodeKind::Terminal)
            .map(|n| all[n].clone())
            .sum();
        assert_eq!(total, q(1, 1));
        // The same walk in floats: chance's 1/3 and 2/3 at the root, 1/4 and 3/4 below.
        let floats = reach(g.nodes().len(), 1.0f64, |n| {
            let at_root = n == 0;
            g.nodes()[n]
                .children
                .iter()
                .enumerate()
                .map(move |(a, &c)| {
                    let p = match (at_root, a) {
                        (true, 0) => 1.0 / 3.0,
                        (true, _) => 2.0 / 3.0,
                        (false, 0) => 0.25,
                        (false, _) => 0.75,
                    };
                    (c, Some(p))
                })
        });
        for (x, y) in all.iter().zip(&floats) {
            assert!((crate::exact::to_f64(x) - y).abs() < 1e-15);
        }
    }
}
