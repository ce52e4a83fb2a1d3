//! The best-response polytopes of a bimatrix game, their vertices with their labels and their
//! edges, exactly.
//!
//! In von Stengel's convention (after Shapley 1974) the payoffs are first shifted to be
//! positive ([`shifted`]); then
//! `P = {x ∈ ℝᵐ : x ≥ 0, Bᵀx ≤ 1}` and `Q = {y ∈ ℝⁿ : Ay ≤ 1, y ≥ 0}` are bounded, and a
//! vertex pair `(x, y) ≠ (0, 0)` carrying every label, normalised, is a Nash equilibrium.
//! Labels are numbered from 0 here (`0..m` the row strategies, `m..m+n` the columns) and from
//! 1 for people: a point of P has label `i` when `x_i = 0` and `m + j` when column `j` is a best
//! response to it (`(Bᵀx)_j = 1`); a point of Q has label `i` when row `i` is a best response
//! (`(Ay)_i = 1`) and `m + j` when `y_j = 0`.
//!
//! ## Design
//!
//! The games drawn are tiny (at most 3×3, so at most six inequalities in three dimensions):
//! vertices are found by solving every square subsystem of the inequalities exactly and keeping
//! the feasible solutions, which needs no perturbation and so also handles degenerate games
//! (a vertex with more labels than its dimension). Two vertices are joined by an edge when no
//! third vertex is tight on every inequality both are tight on — the smallest face holding both
//! then has exactly two vertices, so it is a segment. This combinatorial test is exact and
//! holds whatever the degeneracy.
//!
//! ## References
//! - L. S. Shapley, "A note on the Lemke–Howson algorithm", Mathematical Programming Study 1
//!   (1974) — the labelled polytopes.
//! - B. von Stengel, "Computing equilibria for two-person games", Handbook of Game Theory 3
//!   (2002), ch. 45, §2.4 — the polytopes P and Q used here.

use super::linear::solve;
use crate::exact::Q;
use crate::models::strategic::Bimatrix;
use num_traits::{One, Signed, Zero};

/// Which best-response polytope: P holds the row player's (unnormalised) strategies `x`, Q the
/// column player's `y`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// `P = {x ≥ 0 : Bᵀx ≤ 1}`, the row player's.
    P,
    /// `Q = {y ≥ 0 : Ay ≤ 1}`, the column player's.
    Q,
}

impl Side {
    /// The other polytope.
    pub fn other(self) -> Side {
        match self {
            Side::P => Side::Q,
            Side::Q => Side::P,
        }
    }

    /// `"P"` or `"Q"`.
    pub fn name(self) -> &'static str {
        match self {
            Side::P => "P",
            Side::Q => "Q",
        }
    }
}

/// One inequality `normal · z ≤ rhs` of a polytope, with the label it carries.
#[derive(Clone, Debug, PartialEq)]
pub struct Facet {
    /// The inequality's coefficients.
    pub normal: Vec<Q>,
    /// Its right-hand side (0 for a sign constraint, 1 for a payoff one).
    pub rhs: Q,
    /// The label (from 0) a point has when this inequality is tight.
    pub label: usize,
}

/// A vertex of a best-response polytope.
#[derive(Clone, Debug, PartialEq)]
pub struct Vertex {
    /// Its coordinates (an unnormalised mixed strategy: divide by the sum to read it).
    pub point: Vec<Q>,
    /// Its labels (from 0, ascending): the tight inequalities.
    pub labels: Vec<usize>,
}

/// A best-response polytope: its inequalities, vertices and edges.
#[derive(Clone, Debug, PartialEq)]
pub struct Polytope {
    /// P or Q.
    pub side: Side,
    /// The inequalities, one per label, in label order.
    pub facets: Vec<Facet>,
    /// The vertices, ordered lexicographically by their coordinates; the origin is first.
    pub vertices: Vec<Vertex>,
    /// The edges as pairs of vertex indices (smaller first), sorted.
    pub edges: Vec<(usize, usize)>,
}

impl Polytope {
    /// The dimension of the space (the player's number of strategies).
    pub fn dim(&self) -> usize {
        self.facets[0].normal.len()
    }

    /// The index of the vertex at `point`, if any.
    pub fn find(&self, point: &[Q]) -> Option<usize> {
        self.vertices.iter().position(|v| v.point == point)
    }

    /// Whether some vertex has more labels than the dimension (a degenerate polytope).
    pub fn is_degenerate(&self) -> bool {
        let d = self.dim();
        self.vertices.iter().any(|v| v.labels.len() > d)
    }
}

/// The game with each player's payoffs shifted by the same amount so that the smallest is 1
/// (as [`crate::equilibrium::lemke_howson`] does), and the two shifts. Shifting a player's
/// payoffs changes no best response, so the equilibria are the same.
pub fn shifted(g: &Bimatrix) -> ([Vec<Vec<Q>>; 2], [Q; 2]) {
    let shift = |mat: &Vec<Vec<Q>>| {
        let min = mat.iter().flatten().min().cloned().unwrap_or_else(Q::zero);
        let s = Q::one() - min;
        let shifted = mat
            .iter()
            .map(|r| r.iter().map(|v| v + &s).collect())
            .collect();
        (shifted, s)
    };
    let (a, sa) = shift(&g.a);
    let (b, sb) = shift(&g.b);
    ([a, b], [sa, sb])
}

/// The two best-response polytopes of `g` (payoffs shifted by [`shifted`]).
pub fn polytopes(g: &Bimatrix) -> (Polytope, Polytope) {
    let (m, n) = (g.rows(), g.cols());
    let ([a, b], _) = shifted(g);
    let unit = |k: usize, i: usize| {
        (0..k)
            .map(|c| if c == i { -Q::one() } else { Q::zero() })
            .collect::<Vec<Q>>()
    };
    // P: x_i ≥ 0 (label i), (Bᵀx)_j ≤ 1 (label m + j).
    let mut p = Vec::new();
    for i in 0..m {
        p.push(Facet {
            normal: unit(m, i),
            rhs: Q::zero(),
            label: i,
        });
    }
    for j in 0..n {
        p.push(Facet {
            normal: b.iter().map(|row| row[j].clone()).collect(),
            rhs: Q::one(),
            label: m + j,
        });
    }
    // Q: (Ay)_i ≤ 1 (label i), y_j ≥ 0 (label m + j).
    let mut q = Vec::new();
    for row in &a {
        q.push(Facet {
            normal: row.clone(),
            rhs: Q::one(),
            label: q.len(),
        });
    }
    for j in 0..n {
        q.push(Facet {
            normal: unit(n, j),
            rhs: Q::zero(),
            label: m + j,
        });
    }
    (build(Side::P, p), build(Side::Q, q))
}

/// The polytope cut out by `facets` (bounded), with its vertices and edges.
pub fn build(side: Side, facets: Vec<Facet>) -> Polytope {
    let d = facets[0].normal.len();
    let mut vertices: Vec<Vertex> = Vec::new();
    for subset in subsets(facets.len(), d) {
        let rows: Vec<Vec<Q>> = subset.iter().map(|&k| facets[k].normal.clone()).collect();
        let rhs: Vec<Q> = subset.iter().map(|&k| facets[k].rhs.clone()).collect();
        let Some(point) = solve(&rows, &rhs) else {
            continue;
        };
        let slack = |f: &Facet| &f.rhs - f.normal.iter().zip(&point).map(|(a, x)| a * x).sum::<Q>();
        if facets.iter().any(|f| slack(f).is_negative()) {
            continue;
        }
        if vertices.iter().any(|v| v.point == point) {
            continue;
        }
        let labels = facets
            .iter()
            .filter(|f| slack(f).is_zero())
            .map(|f| f.label)
            .collect();
        vertices.push(Vertex { point, labels });
    }
    vertices.sort_by(|u, v| u.point.cmp(&v.point));
    let tight: Vec<Vec<usize>> = vertices.iter().map(|v| v.labels.clone()).collect();
    let edges = edges_of(&tight);
    Polytope {
        side,
        facets,
        vertices,
        edges,
    }
}

/// The edges of a polytope given each vertex's set of tight inequalities: the pairs of
/// vertices such that no third vertex is tight on every inequality both are tight on. (The
/// smallest face holding two vertices is cut out by their common tight inequalities; it is an
/// edge exactly when it holds no other vertex.)
pub fn edges_of(tight: &[Vec<usize>]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for u in 0..tight.len() {
        for v in u + 1..tight.len() {
            let common: Vec<usize> = tight[u]
                .iter()
                .filter(|l| tight[v].contains(l))
                .copied()
                .collect();
            let third = (0..tight.len())
                .filter(|&w| w != u && w != v)
                .any(|w| common.iter().all(|l| tight[w].contains(l)));
            if !third {
                out.push((u, v));
            }
        }
    }
    out
}

/// Every `k`-subset of `0..n`, in lexicographic order.
fn subsets(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut cur = Vec::new();
    fn go(start: usize, n: usize, k: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in start..n {
            cur.push(i);
            go(i + 1, n, k, cur, out);
            cur.pop();
        }
    }
    go(0, n, k, &mut cur, &mut out);
    out
}
