//! Every rest point of the replicator dynamics, exactly, each classified: Nash equilibrium or
//! not, evolutionarily stable or not (exact, [`super::ess`]), and the linearisation's verdict
//! on its stability (numeric, from the Jacobian's eigenvalues, [`super::eigen`]).
//!
//! ## Enumeration
//!
//! A point is at rest iff every strategy it uses earns the population's mean payoff. So for
//! each support `S` (one population), or each pair of supports `(S, T)` (two populations),
//! the rest points with exactly that support solve linear equations in exact rationals
//! ([`Q`]):
//!
//! - one population: `A_SS x_S = c·1`, `Σ x_S = 1`, kept when `x_S > 0`;
//! - two populations: `y` on `T` makes the rows `S` indifferent (`A_ST y_T = u·1`,
//!   `Σ y_T = 1`) and `x` on `S` makes the columns `T` indifferent (`B_STᵀ x_S = v·1`,
//!   `Σ x_S = 1`) — two independent systems, so the rest set of `(S, T)` is a product.
//!
//! A square system is solved by the equilibrium module's exact elimination
//! (`equilibrium::linalg`). A singular or non-square one may have a **continuum** of
//! solutions: its solution set (intersected with the face) is a polytope whose vertices are
//! the unique solutions on sub-supports, so the vertices are enumerated, and when they cover
//! the whole support the set has points with exactly that support; the lab reports one of
//! them, the vertices' centroid, flagged [`RestPoint::continuum`]. Hawk–dove–retaliator–bully's
//! dove–retaliator edge is such a set.
//!
//! ## Classification
//!
//! - `nash`: no pure strategy earns more than the mean (exact);
//! - `ess`: [`super::ess::is_ess`] (one population) or strict Nash (two populations; Selten
//!   1980);
//! - `stability`: the eigenvalues of the replicator field's Jacobian at the point, restricted
//!   to the tangent space of the simplex (of the product of simplices), computed in doubles:
//!   with `ε = 10⁻⁹·max(1, max|Jᵢⱼ|)`, all real parts below `−ε` → stable; both a real part
//!   below `−ε` and one above `ε` → saddle; some above `ε` and none below `−ε` → unstable;
//!   all within `ε` of 0 with some imaginary part beyond `ε` → centre; anything else →
//!   undecided. These are the linearisation's verdicts: a centre of the linearisation may be
//!   a centre, a weak focus or worse for the nonlinear flow, and "undecided" (a zero
//!   eigenvalue) needs more than the linear terms.
//!
//! Each Nash rest point that is an extreme equilibrium of the normal-form lab's enumeration
//! (of the game as a bimatrix, `(A, Aᵀ)` for one population) carries its index there
//! ([`RestPoint::equilibrium`]), so a page can link the two labs.

// Index loops mirror the matrix notation of the linear algebra.
#![allow(clippy::needless_range_loop)]

use super::eigen::{eigenvalues, Eigenvalue};
use super::ess::{is_ess, is_strict_nash, is_symmetric_nash};
use super::indifference::solve_on;
use super::EvoGame;
use crate::equilibrium::linalg::for_each_subset;
use crate::equilibrium::{all_equilibria, is_equilibrium};
use crate::exact::{to_f64, Q};
use num_traits::Signed;
use serde::{Deserialize, Serialize};

/// The linearisation's verdict on a rest point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stability {
    /// Every eigenvalue has a negative real part: asymptotically stable.
    Stable,
    /// Some eigenvalue has a positive real part and none a negative one.
    Unstable,
    /// Eigenvalues with positive and with negative real parts.
    Saddle,
    /// Every real part is (numerically) zero and some eigenvalue is complex.
    Centre,
    /// Not decided by the linearisation (a zero eigenvalue with no positive one).
    Undecided,
}

impl Stability {
    /// The word the command line and the page use: `stable`, `unstable`, `saddle`, `centre`,
    /// `undecided`.
    pub fn key(self) -> &'static str {
        match self {
            Stability::Stable => "stable",
            Stability::Unstable => "unstable",
            Stability::Saddle => "saddle",
            Stability::Centre => "centre",
            Stability::Undecided => "undecided",
        }
    }
}

/// A rest point of the replicator dynamics and what it is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RestPoint {
    /// Population x's shares, exactly.
    pub x: Vec<Q>,
    /// Population y's shares (two populations).
    pub y: Option<Vec<Q>>,
    /// Whether the point lies in a continuum of rest points with the same supports (this is
    /// one point of it, the centroid of its vertices).
    pub continuum: bool,
    /// The mean payoff of each population at the point, exactly (one or two entries).
    pub payoffs: Vec<Q>,
    /// Whether the point is a Nash equilibrium (exact).
    pub nash: bool,
    /// Whether it is evolutionarily stable (exact).
    pub ess: bool,
    /// The linearisation's verdict (numeric).
    pub stability: Stability,
    /// The eigenvalues of the Jacobian on the tangent space, by real part (numeric).
    pub eigenvalues: Vec<Eigenvalue>,
    /// The index of the same profile among the normal-form lab's extreme equilibria
    /// (`all_equilibria(&game.to_bimatrix()).extreme`), when it is one.
    pub equilibrium: Option<usize>,
}

impl RestPoint {
    /// Population x's shares as doubles.
    pub fn x_f64(&self) -> Vec<f64> {
        self.x.iter().map(to_f64).collect()
    }

    /// Population y's shares as doubles.
    pub fn y_f64(&self) -> Option<Vec<f64>> {
        self.y.as_ref().map(|y| y.iter().map(to_f64).collect())
    }

    /// The point as one state (x then y), in doubles.
    pub fn state_f64(&self) -> Vec<f64> {
        let mut s = self.x_f64();
        if let Some(y) = self.y_f64() {
            s.extend(y);
        }
        s
    }
}

/// The points with support exactly `cols` (within a vector of length `len`) whose payoffs
/// `Σ_c m(r, c) z_c` are equal over the rows `rows`.
enum Face {
    Empty,
    Unique(Vec<Q>),
    Continuum(Vec<Q>),
}

/// The rest set on support `cols` for the equal-payoff rows `rows`.
fn face(rows: &[usize], cols: &[usize], len: usize, m: &impl Fn(usize, usize) -> Q) -> Face {
    if let Some(z) = solve_on(rows, cols, len, m) {
        return Face::Unique(z);
    }
    // Singular or inconsistent: the vertices of the solution polytope are the unique
    // solutions on sub-supports (of the same rows).
    let mut vertices: Vec<Vec<Q>> = vec![];
    for size in 1..cols.len() {
        for_each_subset(cols.len(), size, |pick| {
            let sub: Vec<usize> = pick.iter().map(|&i| cols[i]).collect();
            if let Some(z) = solve_on(rows, &sub, len, m) {
                vertices.push(z);
            }
        });
    }
    let covered = cols
        .iter()
        .all(|&c| vertices.iter().any(|v| v[c].is_positive()));
    if vertices.len() < 2 || !covered {
        return Face::Empty;
    }
    let count = Q::from_integer((vertices.len() as i64).into());
    let centroid = (0..len)
        .map(|c| vertices.iter().map(|v| v[c].clone()).sum::<Q>() / &count)
        .collect();
    Face::Continuum(centroid)
}

/// Every nonempty subset of `0..n`, by size then lexicographically.
fn supports(n: usize) -> Vec<Vec<usize>> {
    let mut out = vec![];
    for size in 1..=n {
        for_each_subset(n, size, |s| out.push(s.to_vec()));
    }
    out
}

/// Every rest point of the replicator dynamics of `game`, classified; ordered by support
/// size and then lexicographically by support (x's support first).
pub fn rest_points(game: &EvoGame) -> Vec<RestPoint> {
    let bimatrix = game.to_bimatrix();
    let extreme = all_equilibria(&bimatrix)
        .map(|all| all.extreme)
        .unwrap_or_default();
    let mut out = vec![];
    match game {
        EvoGame::Symmetric { a, .. } => {
            let n = a.len();
            let m = |r: usize, c: usize| a[r][c].clone();
            for s in supports(n) {
                let (x, continuum) = match face(&s, &s, n, &m) {
                    Face::Empty => continue,
                    Face::Unique(x) => (x, false),
                    Face::Continuum(x) => (x, true),
                };
                let p: Vec<Q> = a
                    .iter()
                    .map(|row| row.iter().zip(&x).map(|(v, w)| v * w).sum())
                    .collect();
                let mean: Q = p.iter().zip(&x).map(|(v, w)| v * w).sum();
                let nash = is_symmetric_nash(a, &x);
                let ess = nash && is_ess(a, &x);
                let (stability, eigenvalues) = linearisation(game, &x, None);
                let equilibrium = extreme.iter().position(|e| e.x == x && e.y == x);
                out.push(RestPoint {
                    x,
                    y: None,
                    continuum,
                    payoffs: vec![mean],
                    nash,
                    ess,
                    stability,
                    eigenvalues,
                    equilibrium: if nash { equilibrium } else { None },
                });
            }
        }
        EvoGame::Bimatrix(g) => {
            let (n, k) = (g.rows(), g.cols());
            let a = |r: usize, c: usize| g.a[r][c].clone();
            let bt = |r: usize, c: usize| g.b[c][r].clone();
            for s in supports(n) {
                for t in supports(k) {
                    let fy = face(&s, &t, k, &a);
                    if matches!(fy, Face::Empty) {
                        continue;
                    }
                    let fx = face(&t, &s, n, &bt);
                    let (x, cx) = match fx {
                        Face::Empty => continue,
                        Face::Unique(x) => (x, false),
                        Face::Continuum(x) => (x, true),
                    };
                    let (y, cy) = match fy {
                        Face::Empty => continue,
                        Face::Unique(y) => (y, false),
                        Face::Continuum(y) => (y, true),
                    };
                    let payoffs = g.expected(&x, &y).to_vec();
                    let nash = is_equilibrium(g, &x, &y);
                    let ess = is_strict_nash(g, &x, &y);
                    let (stability, eigenvalues) = linearisation(game, &x, Some(&y));
                    let equilibrium = extreme.iter().position(|e| e.x == x && e.y == y);
                    out.push(RestPoint {
                        x,
                        y: Some(y),
                        continuum: cx || cy,
                        payoffs,
                        nash,
                        ess,
                        stability,
                        eigenvalues,
                        equilibrium: if nash { equilibrium } else { None },
                    });
                }
            }
        }
    }
    out
}

/// The replicator field's Jacobian at `(x[, y])` on the tangent space, in doubles: rows and
/// columns are the shares but the last of each population (a tangent vector's last share is
/// minus the sum of the others).
pub fn tangent_jacobian(game: &EvoGame, x: &[f64], y: Option<&[f64]>) -> Vec<Vec<f64>> {
    let af: Vec<Vec<f64>> = game
        .a()
        .iter()
        .map(|r| r.iter().map(to_f64).collect())
        .collect();
    let n = x.len();
    let full: Vec<Vec<f64>> = match (game, y) {
        (EvoGame::Symmetric { .. }, _) => {
            let p: Vec<f64> = (0..n)
                .map(|i| (0..n).map(|j| af[i][j] * x[j]).sum())
                .collect();
            let pt: Vec<f64> = (0..n)
                .map(|k| (0..n).map(|i| x[i] * af[i][k]).sum())
                .collect();
            let mean: f64 = (0..n).map(|i| x[i] * p[i]).sum();
            (0..n)
                .map(|i| {
                    (0..n)
                        .map(|k| {
                            let diag = if i == k { p[i] - mean } else { 0.0 };
                            diag + x[i] * (af[i][k] - p[k] - pt[k])
                        })
                        .collect()
                })
                .collect()
        }
        (EvoGame::Bimatrix(g), Some(y)) => {
            let m = y.len();
            let bf: Vec<Vec<f64>> = g.b.iter().map(|r| r.iter().map(to_f64).collect()).collect();
            let p: Vec<f64> = (0..n)
                .map(|i| (0..m).map(|j| af[i][j] * y[j]).sum())
                .collect();
            let xa: Vec<f64> = (0..m)
                .map(|j| (0..n).map(|i| x[i] * af[i][j]).sum())
                .collect();
            let q: Vec<f64> = (0..m)
                .map(|j| (0..n).map(|i| bf[i][j] * x[i]).sum())
                .collect();
            let by: Vec<f64> = (0..n)
                .map(|i| (0..m).map(|j| bf[i][j] * y[j]).sum())
                .collect();
            let u: f64 = (0..n).map(|i| x[i] * p[i]).sum();
            let v: f64 = (0..m).map(|j| y[j] * q[j]).sum();
            let mut jac = vec![vec![0.0; n + m]; n + m];
            for i in 0..n {
                for k in 0..n {
                    jac[i][k] = if i == k { p[i] - u } else { 0.0 } - x[i] * p[k];
                }
                for l in 0..m {
                    jac[i][n + l] = x[i] * (af[i][l] - xa[l]);
                }
            }
            for j in 0..m {
                for k in 0..n {
                    jac[n + j][k] = y[j] * (bf[k][j] - by[k]);
                }
                for l in 0..m {
                    jac[n + j][n + l] = if j == l { q[j] - v } else { 0.0 } - y[j] * q[l];
                }
            }
            jac
        }
        (EvoGame::Bimatrix(_), None) => panic!("a two-population point needs y"),
    };
    // Blocks: (first index, length) of each population.
    let blocks: Vec<(usize, usize)> = match y {
        Some(y) if !game.is_symmetric() => vec![(0, n), (n, y.len())],
        _ => vec![(0, n)],
    };
    let reduced: Vec<(usize, usize)> = blocks
        .iter()
        .flat_map(|&(start, len)| (start..start + len - 1).map(move |i| (i, start + len - 1)))
        .collect();
    reduced
        .iter()
        .map(|&(i, _)| {
            reduced
                .iter()
                .map(|&(k, last)| full[i][k] - full[i][last])
                .collect()
        })
        .collect()
}

/// The stability verdict and the eigenvalues at an exact point.
fn linearisation(game: &EvoGame, x: &[Q], y: Option<&[Q]>) -> (Stability, Vec<Eigenvalue>) {
    let xf: Vec<f64> = x.iter().map(to_f64).collect();
    let yf: Option<Vec<f64>> = y.map(|y| y.iter().map(to_f64).collect());
    let jac = tangent_jacobian(game, &xf, yf.as_deref());
    let scale = jac.iter().flatten().fold(1.0f64, |acc, v| acc.max(v.abs()));
    match eigenvalues(&jac) {
        Some(ev) => (classify(&ev, 1e-9 * scale), ev),
        None => (Stability::Undecided, vec![]),
    }
}

/// The verdict from eigenvalues, with `eps` the threshold of a nonzero real part.
pub fn classify(ev: &[Eigenvalue], eps: f64) -> Stability {
    let neg = ev.iter().any(|e| e.re < -eps);
    let pos = ev.iter().any(|e| e.re > eps);
    let all_neg = ev.iter().all(|e| e.re < -eps);
    match (neg, pos) {
        (true, true) => Stability::Saddle,
        (_, true) => Stability::Unstable,
        _ if all_neg => Stability::Stable,
        (false, false) if ev.iter().any(|e| e.im.abs() > eps) => Stability::Centre,
        _ => Stability::Undecided,
    }
}
