//! Which nodes of a [`Picture`] show their children and where the visible ones stand: the
//! tidy layout (leaves one unit apart in order, each parent centred over its first and last
//! visible child, so no edges cross), plus the step queries the drawing and the page share.

use super::{Expansion, Picture, Placed, Shape};
use crate::game::Score;

impl Picture {
    pub(super) fn shows_children(&self, i: usize, depth: usize, e: &Expansion) -> bool {
        !self.nodes[i].children.is_empty()
            && !e.closed.contains(&i)
            && (depth < e.depth || e.open.contains(&i))
    }

    /// Whether node `i` shows its children under `e`.
    pub fn is_open(&self, i: usize, e: &Expansion) -> bool {
        self.shows_children(i, self.depth(i), e)
    }

    /// The depth of node `i`.
    pub fn depth(&self, i: usize) -> usize {
        let mut d = 0;
        let mut at = i;
        while let Some(p) = self.nodes[at].parent {
            d += 1;
            at = p;
        }
        d
    }

    /// How many nodes lie below `i` (each elided move counted once).
    pub fn descendants(&self, i: usize) -> u64 {
        self.nodes[i]
            .children
            .iter()
            .map(|&c| 1 + self.descendants(c))
            .sum::<u64>()
            + self.nodes[i].elided
    }

    /// The visible nodes in preorder, placed: leaves (and closed nodes) one unit apart from left
    /// to right, each open node centred over its first and last visible child — so no edges
    /// cross and parents sit over their children.
    pub fn layout(&self, e: &Expansion) -> Vec<Placed> {
        fn go(
            p: &Picture,
            i: usize,
            depth: usize,
            e: &Expansion,
            next: &mut f64,
            out: &mut Vec<Placed>,
        ) -> f64 {
            let at = out.len();
            out.push(Placed {
                node: i,
                x: 0.0,
                depth,
            });
            let x = if p.shows_children(i, depth, e) {
                let xs: Vec<f64> = p.nodes[i]
                    .children
                    .iter()
                    .map(|&c| go(p, c, depth + 1, e, next, out))
                    .collect();
                (xs[0] + xs[xs.len() - 1]) / 2.0
            } else {
                let x = *next;
                *next += 1.0;
                x
            };
            out[at].x = x;
            x
        }
        let mut out = Vec::new();
        if !self.nodes.is_empty() {
            go(self, 0, 0, e, &mut 0.0, &mut out);
        }
        out
    }

    /// The node being entered or left at `step`, if any.
    pub fn current(&self, step: Option<u32>) -> Option<usize> {
        let s = step?;
        self.nodes.iter().position(|n| {
            n.searched
                .as_ref()
                .is_some_and(|x| x.enter == s || x.exit == s)
        })
    }

    /// Leaf values evaluated up to `step` (all when `None`), in order.
    pub fn leaves_until(&self, step: Option<u32>) -> Vec<Score> {
        let at = step.unwrap_or(u32::MAX);
        let mut v: Vec<(u32, Score)> = self
            .nodes
            .iter()
            .filter(|n| n.shape == Shape::Leaf)
            .filter_map(|n| n.searched.as_ref().map(|s| (s.enter, s.value)))
            .filter(|(s, _)| *s <= at)
            .collect();
        v.sort_unstable();
        v.into_iter().map(|(_, x)| x).collect()
    }
    /// Opens node `i` if it is closed and has children, closes it if it is open (a click on
    /// the node, or Enter with the focus on it).
    pub fn toggle(&self, e: &mut Expansion, i: usize) {
        if self.is_open(i, e) {
            e.open.remove(&i);
            e.closed.insert(i);
        } else if !self.nodes[i].children.is_empty() {
            e.closed.remove(&i);
            e.open.insert(i);
        }
    }
}
