//! The equilibria of a small bimatrix game as completely labelled vertex pairs of its
//! best-response polytopes, their indices, and how Lemke–Howson paths pair them.
//!
//! Every label `k` pairs the completely labelled vertex pairs of a nondegenerate game: the
//! path dropping `k` at one ends at its partner. The artificial equilibrium `(0, 0)` is one of
//! them, so the equilibria reachable from it are exactly the partners of `(0, 0)` over the
//! `m + n` labels; the others can only be found by starting at an equilibrium. Shapley (1974)
//! showed that paired equilibria have opposite *indices*, and that the artificial one has
//! index −1, so the equilibria reached from it have index +1 and an equilibrium of index −1 is
//! never reached from it.
//!
//! ## Design
//!
//! The pairs are found from the vertex lists (every pair of vertices whose labels cover all
//! `m + n`, other than the origins), so degenerate games list their extreme equilibria too.
//! The index is computed from Shapley's determinant formula on the shifted (positive) payoffs,
//! `(−1)^{k+1}·sign(det A_IJ · det B_IJ)` for supports `I`, `J` of size `k`, and only for
//! nondegenerate equilibria; the tests check it against the pairing (partners have opposite
//! signs). Which equilibria are unreachable is decided by running the paths, not by the index.
//!
//! ## References
//! - L. S. Shapley, "A note on the Lemke–Howson algorithm", Mathematical Programming Study 1
//!   (1974) — the index and the pairing.
//! - B. von Stengel, "Computing equilibria for two-person games", Handbook of Game Theory 3
//!   (2002), ch. 45, §2.3 — the graph of LH paths.

use super::linear::det;
use super::path::{normalise, path, Bases, Path};
use super::polytope::{polytopes, shifted, Polytope};
use crate::exact::Q;
use crate::models::strategic::Bimatrix;
use num_traits::{Signed, Zero};

/// An equilibrium as a vertex pair.
#[derive(Clone, Debug, PartialEq)]
pub struct VertexPair {
    /// The vertex of P (its index).
    pub p: usize,
    /// The vertex of Q.
    pub q: usize,
    /// The row player's mixed strategy.
    pub x: Vec<Q>,
    /// The column player's mixed strategy.
    pub y: Vec<Q>,
    /// Shapley's index (+1 or −1), when the equilibrium is nondegenerate (supports of equal
    /// size, each vertex with exactly as many labels as its dimension).
    pub index: Option<i8>,
}

/// Where a path starts or ends: the artificial equilibrium or one of the game's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// `(0, 0)`.
    Artificial,
    /// The equilibrium with this index in [`Geometry::equilibria`].
    Equilibrium(usize),
}

/// Why a game's geometry is not drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GeometryError {
    /// A player has fewer than 2 or more than [`MAX_STRATEGIES`] strategies.
    Size {
        /// Rows.
        rows: usize,
        /// Columns.
        cols: usize,
    },
}

impl std::fmt::Display for GeometryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GeometryError::Size { rows, cols } => write!(
                f,
                "the polytopes are drawn for games from 2×2 to {MAX_STRATEGIES}×{MAX_STRATEGIES}; \
                 this one is {rows}×{cols}"
            ),
        }
    }
}

impl std::error::Error for GeometryError {}

/// The most strategies a player may have for the polytopes to be drawn (three dimensions).
pub const MAX_STRATEGIES: usize = 3;

/// The best-response polytopes of a game, its equilibria on them and their pairing by
/// Lemke–Howson paths.
#[derive(Clone, Debug, PartialEq)]
pub struct Geometry {
    /// The game.
    pub game: Bimatrix,
    /// What was added to the row player's and the column player's payoffs to make them
    /// positive (smallest payoff 1).
    pub shift: [Q; 2],
    /// P, the row player's polytope.
    pub p: Polytope,
    /// Q, the column player's polytope.
    pub q: Polytope,
    /// The equilibria as vertex pairs (extreme equilibria in a degenerate game).
    pub equilibria: Vec<VertexPair>,
    /// Per label (from 0), where the path from the artificial equilibrium ends.
    pub from_artificial: Vec<Option<End>>,
    /// Per equilibrium and label, where the path started there ends (`None` for a degenerate
    /// equilibrium, where the start needs a choice of basis this view does not make).
    pub pairing: Vec<Vec<Option<End>>>,
}

impl Geometry {
    /// The geometry of `g`.
    ///
    /// # Errors
    /// [`GeometryError::Size`] unless both players have 2 to [`MAX_STRATEGIES`] strategies.
    pub fn new(g: &Bimatrix) -> Result<Geometry, GeometryError> {
        let (m, n) = (g.rows(), g.cols());
        if !(2..=MAX_STRATEGIES).contains(&m) || !(2..=MAX_STRATEGIES).contains(&n) {
            return Err(GeometryError::Size { rows: m, cols: n });
        }
        let (p, q) = polytopes(g);
        let ([a, b], shift) = shifted(g);
        let mut equilibria = Vec::new();
        for (pi, u) in p.vertices.iter().enumerate() {
            for (qi, v) in q.vertices.iter().enumerate() {
                let origin = u.point.iter().all(Zero::is_zero) && v.point.iter().all(Zero::is_zero);
                let covered = (0..m + n).all(|l| u.labels.contains(&l) || v.labels.contains(&l));
                if covered && !origin {
                    let (x, y) = (normalise(&u.point), normalise(&v.point));
                    let simple = u.labels.len() == m && v.labels.len() == n;
                    let index = if simple { index(&a, &b, &x, &y) } else { None };
                    equilibria.push(VertexPair {
                        p: pi,
                        q: qi,
                        x,
                        y,
                        index,
                    });
                }
            }
        }
        let mut geo = Geometry {
            game: g.clone(),
            shift,
            p,
            q,
            equilibria,
            from_artificial: Vec::new(),
            pairing: Vec::new(),
        };
        geo.from_artificial = (0..m + n)
            .map(|l| geo.path(End::Artificial, l).map(|p| geo.end_of(&p)))
            .collect();
        geo.pairing = (0..geo.equilibria.len())
            .map(|e| {
                (0..m + n)
                    .map(|l| geo.path(End::Equilibrium(e), l).map(|p| geo.end_of(&p)))
                    .collect()
            })
            .collect();
        Ok(geo)
    }

    /// The number of labels, `m + n`.
    pub fn labels(&self) -> usize {
        self.game.rows() + self.game.cols()
    }

    /// The bases at a start (`None` for a degenerate equilibrium).
    pub fn start(&self, start: End) -> Option<Bases> {
        match start {
            End::Artificial => Some(Bases::artificial(&self.game)),
            End::Equilibrium(e) => {
                let pair = &self.equilibria[e];
                Bases::at(
                    &self.game,
                    &self.p.vertices[pair.p].labels,
                    &self.q.vertices[pair.q].labels,
                )
            }
        }
    }

    /// The path dropping `label` (from 0) at `start`.
    pub fn path(&self, start: End, label: usize) -> Option<Path> {
        path(&self.start(start)?, label)
    }

    /// Where a path ends.
    pub fn end_of(&self, path: &Path) -> End {
        if path.ends_artificial() {
            return End::Artificial;
        }
        let (pi, qi) = (self.p.find(&path.x), self.q.find(&path.y));
        self.equilibria
            .iter()
            .position(|e| Some(e.p) == pi && Some(e.q) == qi)
            .map_or(End::Artificial, End::Equilibrium)
    }

    /// The equilibria no path from the artificial equilibrium reaches (indices into
    /// [`Geometry::equilibria`]).
    pub fn unreachable(&self) -> Vec<usize> {
        (0..self.equilibria.len())
            .filter(|e| !self.from_artificial.contains(&Some(End::Equilibrium(*e))))
            .collect()
    }

    /// Whether either polytope is degenerate (a vertex with surplus labels).
    pub fn is_degenerate(&self) -> bool {
        self.p.is_degenerate() || self.q.is_degenerate()
    }
}

/// Shapley's index of the equilibrium `(x, y)` of the positive game `(a, b)`; `None` when the
/// supports differ in size or a determinant is zero (a degenerate equilibrium).
fn index(a: &[Vec<Q>], b: &[Vec<Q>], x: &[Q], y: &[Q]) -> Option<i8> {
    let support = |v: &[Q]| -> Vec<usize> { (0..v.len()).filter(|&i| !v[i].is_zero()).collect() };
    let (i, j) = (support(x), support(y));
    if i.len() != j.len() {
        return None;
    }
    let sub = |mat: &[Vec<Q>]| -> Vec<Vec<Q>> {
        i.iter()
            .map(|&r| j.iter().map(|&c| mat[r][c].clone()).collect())
            .collect()
    };
    let d = det(&sub(a)) * det(&sub(b));
    if d.is_zero() {
        return None;
    }
    let sign: i8 = if d.is_positive() { 1 } else { -1 };
    Some(if i.len() % 2 == 1 { sign } else { -sign })
}
