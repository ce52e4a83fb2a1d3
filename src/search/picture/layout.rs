//! Which nodes of a [`Picture`] show their children and where the visible ones stand: the
//! tidy layout (leaves one unit apart in order, each parent centred over its first and last
//! visible child, so no edges cross), plus the step queries the drawing and the page share.

use super::{Expansion, Picture, Placed, Shape};
use crate::game::Score;

/// The tidy layout of any tree drawn top-down (this picture's, and the Monte Carlo tree's in
/// [`crate::search::mcts::picture`]): the visible nodes from `root` in preorder, those that
/// are closed or have no children one unit apart from left to right, each open node centred
/// over its first and last child. `children(i)` lists node `i`'s children in drawing order;
/// `open(i, depth)` says whether node `i`, at that depth, shows them (it is asked only of nodes
/// that have children). One function for both drawings, so they keep one look.
pub fn tidy<'a>(
    root: usize,
    children: impl Fn(usize) -> &'a [usize],
    open: impl Fn(usize, usize) -> bool,
) -> Vec<Placed> {
    struct Walk<C, O> {
        children: C,
        open: O,
        next: f64,
        out: Vec<Placed>,
    }
    impl<'a, C: Fn(usize) -> &'a [usize], O: Fn(usize, usize) -> bool> Walk<C, O> {
        fn go(&mut self, i: usize, depth: usize) -> f64 {
            let at = self.out.len();
            self.out.push(Placed {
                node: i,
                x: 0.0,
                depth,
            });
            let kids = (self.children)(i);
            let x = if !kids.is_empty() && (self.open)(i, depth) {
                let first = self.go(kids[0], depth + 1);
                let mut last = first;
                for &c in &kids[1..] {
                    last = self.go(c, depth + 1);
                }
                (first + last) / 2.0
            } else {
                let x = self.next;
                self.next += 1.0;
                x
            };
            self.out[at].x = x;
            x
        }
    }
    let mut walk = Walk {
        children,
        open,
        next: 0.0,
        out: Vec::new(),
    };
    walk.go(root, 0);
    walk.out
}

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

    /// The visible nodes in preorder, placed by [`tidy`]: leaves (and closed nodes) one unit
    /// apart from left to right, each open node centred over its first and last visible child
    /// — so no edges cross and parents sit over their children.
    pub fn layout(&self, e: &Expansion) -> Vec<Placed> {
        if self.nodes.is_empty() {
            return Vec::new();
        }
        tidy(
            0,
            |i| &self.nodes[i].children[..],
            |i, depth| self.shows_children(i, depth, e),
        )
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
