//! PN² (Breuker 1998): a first-level proof-number tree whose leaves are expanded by a
//! second-level proof-number search instead of by one ply.
//!
//! The second-level search starts at the selected first-level leaf, with the first-level path
//! above it counting for repetitions, and stops when its root is solved or when it would pass
//! its node limit (its root's expansion is always made). Its root's children, with their
//! numbers, become the leaf's children in the first level; everything below them is dropped.
//! Both levels' nodes count.
//!
//! The limit grows with the first-level tree's size `x`: `x · f(x)` with the sigmoid
//! `f(x) = x⁴ / (x⁴ + a⁴)` — the shape of Breuker's logistic `1 / (1 + e^((a − x)/b))`, in
//! integers so that every target computes the same limits. While the first level is small
//! (`x ≪ a`) the second level does little more than expand the leaf, so PN² behaves like PNS;
//! as the first level approaches `a` nodes the second-level searches grow towards `x`, which
//! slows the first level's growth: `a` is, roughly, the memory PN² aims to stay within.
//! `a = 0` gives Breuker's plain rule, a limit of `x`.
//!
//! The second-level search is kept in the job between slices, so a slice may end inside it.

use super::numbers::{Numbers, Run, Work};
use super::tree::Tree;
use crate::games::loa::board::{Board, Color};
use crate::games::loa::Rules;

/// A PN² search for one prover.
pub(crate) struct Pn2 {
    pub first: Tree,
    second: Option<(Tree, u64)>,
    prover: Color,
    rules: Rules,
    mobility: bool,
    scale: u64,
}

impl Pn2 {
    pub fn new(
        root: Board,
        numbers: Numbers,
        prover: Color,
        rules: Rules,
        mobility: bool,
        history: Vec<u64>,
        scale: u64,
    ) -> Pn2 {
        Pn2 {
            first: Tree::new(root, numbers, prover, rules, mobility, history),
            second: None,
            prover,
            rules,
            mobility,
            scale,
        }
    }

    pub fn run(&mut self, work: &mut Work) -> Run {
        loop {
            if self.first.root_numbers().solved() {
                return Run::Solved;
            }
            if self.second.is_none() {
                if work.should_pause() {
                    return Run::Paused;
                }
                self.first.select();
                let leaf = self.first.leaf_board();
                let numbers = self.first.node_numbers(self.first.leaf());
                // The leaf's own key is the second-level root's; the path above it is history.
                let mut history: Vec<u64> = self.first.path_keys().collect();
                history.pop();
                let limit = second_level_limit(self.first.len() as u64, self.scale);
                let tree = Tree::new(
                    leaf,
                    numbers,
                    self.prover,
                    self.rules,
                    self.mobility,
                    history,
                );
                self.second = Some((tree, limit));
            }
            let (tree, limit) = self.second.as_mut().expect("a second-level search");
            match tree.run(work, Some(*limit)) {
                Run::Paused => return Run::Paused,
                Run::OutOfNodes => return Run::OutOfNodes,
                Run::Solved | Run::Limit => {
                    let children = tree.root_children();
                    self.second = None;
                    self.first.attach(&children);
                    self.first.update();
                }
            }
        }
    }

    /// Nodes held: the first-level tree and the second-level tree in progress.
    pub fn stored(&self) -> u64 {
        self.first.len() as u64 + self.second.as_ref().map_or(0, |(t, _)| t.len() as u64)
    }
}

/// The second level's node limit for a first-level tree of `x` nodes: `x · x⁴ / (x⁴ + a⁴)`
/// (`a = 0`: `x`), in integers.
pub(crate) fn second_level_limit(x: u64, a: u64) -> u64 {
    if a == 0 {
        return x;
    }
    let (x, a) = (u128::from(x.min(1 << 31)), u128::from(a.min(1 << 31)));
    let (x4, sum) = (x.pow(4), x.pow(4) + a.pow(4));
    // Scale the fraction's terms below 2^64 so that x times it fits.
    let shift = (128 - sum.leading_zeros()).saturating_sub(64);
    (x * (x4 >> shift) / (sum >> shift).max(1)) as u64
}

#[cfg(test)]
mod tests {
    use super::second_level_limit;

    #[test]
    fn the_second_level_limit_is_a_sigmoid_fraction_of_the_first_level() {
        assert_eq!(second_level_limit(1000, 0), 1000);
        assert_eq!(second_level_limit(1000, 1000), 500);
        assert!(second_level_limit(100, 1000) < 1);
        assert!(second_level_limit(10_000, 1000) > 9_990);
        assert_eq!(second_level_limit(u64::MAX, u64::MAX), 1 << 30);
        let mut last = 0;
        for x in (0..5000).step_by(50) {
            let l = second_level_limit(x, 2000);
            assert!(l >= last && l <= x);
            last = l;
        }
    }
}
