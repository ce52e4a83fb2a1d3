//! The last phase of the enumeration: the vertices of both polytopes, known by their labels,
//! paired into equilibria — in slices, so a page can cancel it and a time limit can stop it.
//!
//! The pairs come from the labels alone (a hash look-up for a nondegenerate vertex, a
//! comparison with every vertex of the other side for a degenerate one). What costs is what
//! follows, for the vertices that take part (in a pair, or as a degeneracy witness): each one's
//! exact point, solved from its labels, one vertex per unit of work. The answer is then
//! assembled at once (sorted, normalised, classified, its convex components found), as the
//! support enumeration assembles its own.

use super::dictionary::Labels;
use super::Polytope;
use crate::equilibrium::enumerate::{assemble, Vertex};
use crate::equilibrium::AllEquilibria;
use crate::models::strategic::Bimatrix;
use std::collections::HashMap;

/// The pairing of two polytopes' vertices into equilibria, under way.
#[derive(Clone, Debug)]
pub(super) struct Pairing {
    /// The pairs of vertices (one of each polytope, by index) that make equilibria.
    pub edges: Vec<(usize, usize)>,
    /// Per polytope: the vertices that take part, by index, ascending.
    keep: [Vec<usize>; 2],
    /// Per polytope: the vertices whose exact points are solved so far, with their index.
    points: [Vec<(usize, Vertex)>; 2],
}

impl Pairing {
    /// The pairs among `found` (both polytopes' vertices), and the vertices whose points the
    /// answer needs.
    pub fn new(found: &[Vec<Labels>; 2]) -> Pairing {
        let edges = edges(found);
        let keep = [0, 1].map(|side| {
            let mut keep: Vec<usize> = edges
                .iter()
                .map(|e| if side == 0 { e.0 } else { e.1 })
                .chain((0..found[side].len()).filter(|&i| found[side][i].degenerate()))
                .collect();
            keep.sort_unstable();
            keep.dedup();
            keep
        });
        Pairing {
            edges,
            keep,
            points: [Vec::new(), Vec::new()],
        }
    }

    /// The vertices whose points the answer needs, and how many are solved.
    pub fn count(&self) -> (usize, usize) {
        (
            self.keep[0].len() + self.keep[1].len(),
            self.points[0].len() + self.points[1].len(),
        )
    }

    /// Solves up to `budget` more points; true once every one is.
    pub fn solve(
        &mut self,
        found: &[Vec<Labels>; 2],
        polytopes: &[Polytope; 2],
        budget: u64,
    ) -> bool {
        let mut left = budget.max(1);
        for side in 0..2 {
            while left > 0 && self.points[side].len() < self.keep[side].len() {
                let i = self.keep[side][self.points[side].len()];
                let labels = found[side][i];
                let vertex = Vertex {
                    z: polytopes[side].point(labels),
                    support: labels.support,
                    tight: labels.tight,
                };
                self.points[side].push((i, vertex));
                left -= 1;
            }
        }
        let (all, solved) = self.count();
        solved == all
    }

    /// The answer, once every point is solved ([`Pairing::solve`] returned true).
    pub fn finish(self, game: &Bimatrix) -> AllEquilibria {
        // Each side's vertices sorted by point, and where each index went.
        let [px, qy] = self.points.map(|mut vs| {
            vs.sort_by(|a, b| a.1.z.cmp(&b.1.z));
            let index: HashMap<usize, usize> =
                vs.iter().enumerate().map(|(n, (i, _))| (*i, n)).collect();
            (vs.into_iter().map(|(_, v)| v).collect::<Vec<_>>(), index)
        });
        let ((vx, ix), (vy, iy)) = (px, qy);
        let mut lists: Vec<Vec<usize>> = vec![Vec::new(); vx.len()];
        for (i, j) in self.edges {
            lists[ix[&i]].push(iy[&j]);
        }
        for l in &mut lists {
            l.sort_unstable();
            l.dedup();
        }
        assemble(game, &vx, &vy, &lists)
    }
}

/// The pairs of vertices (one of each polytope) that make equilibria, by their labels.
fn edges(found: &[Vec<Labels>; 2]) -> Vec<(usize, usize)> {
    let [px, qy] = found;
    let compatible =
        |x: &Labels, y: &Labels| x.support & !y.tight == 0 && y.support & !x.tight == 0;
    let by_labels: HashMap<Labels, usize> = qy
        .iter()
        .enumerate()
        .filter(|(_, y)| !y.degenerate())
        .map(|(j, y)| (*y, j))
        .collect();
    let mut edges: Vec<(usize, usize)> = Vec::new();
    for (i, x) in px.iter().enumerate() {
        if x.degenerate() {
            edges.extend(
                (0..qy.len())
                    .filter(|&j| compatible(x, &qy[j]))
                    .map(|j| (i, j)),
            );
        } else if let Some(&j) = by_labels.get(&Labels {
            support: x.tight,
            tight: x.support,
        }) {
            edges.push((i, j));
        }
    }
    for (j, y) in qy.iter().enumerate().filter(|(_, y)| y.degenerate()) {
        edges.extend(
            (0..px.len())
                .filter(|&i| !px[i].degenerate() && compatible(&px[i], y))
                .map(|i| (i, j)),
        );
    }
    edges
}
