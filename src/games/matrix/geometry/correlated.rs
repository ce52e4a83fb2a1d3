//! The correlated-equilibrium polytope of a 2×2 game, drawn inside the tetrahedron of all
//! distributions over the four cells.
//!
//! A distribution over the cells is a point of the 3-simplex; the correlated equilibria are
//! the points that also satisfy the (at most four) incentive constraints, a polytope inside it.
//! The Nash equilibria are the product distributions among them, and maximising welfare over
//! it is a linear program.
//!
//! ## Design
//!
//! Nothing is solved here that the solvers do not already solve: the vertices come from
//! [`crate::equilibrium::n_player::correlated::vertices`] (double description, exact), the
//! welfare-maximising CE from
//! [`crate::equilibrium::n_player::correlated::correlated_equilibrium`], the Nash equilibria
//! from the best-response polytopes' completely labelled vertex pairs ([`super::Geometry`]).
//! What this file adds is the drawing's combinatorics: each vertex's tight constraints (the
//! cells it gives no weight to and the incentive constraints it meets with equality), and the
//! edges by the same exact test as the best-response polytopes'
//! ([`super::polytope::edges_of`]). Distributions are listed by cell in reading order:
//! `(row 1, col 1), (row 1, col 2), (row 2, col 1), (row 2, col 2)`.
//!
//! ## References
//! - R. J. Aumann, "Subjectivity and correlation in randomized strategies", Journal of
//!   Mathematical Economics 1 (1974) — correlated equilibria and the game of Chicken.

use super::pairing::Geometry;
use super::polytope::edges_of;
use crate::equilibrium::n_player::correlated::{
    correlated_equilibrium, incentive_rows, vertices, CorrelatedError, Objective,
};
use crate::exact::{to_f64, Q};
use crate::models::n_player::StrategicGame;
use crate::models::strategic::Bimatrix;
use num_traits::Zero;

/// The corners of the regular tetrahedron the four cells sit at, in reading order.
pub const CORNERS: [[f64; 3]; 4] = [
    [1.0, 1.0, 1.0],
    [1.0, -1.0, -1.0],
    [-1.0, 1.0, -1.0],
    [-1.0, -1.0, 1.0],
];

/// The correlated-equilibrium polytope of a 2×2 game.
#[derive(Clone, Debug, PartialEq)]
pub struct CorrelatedPolytope {
    /// The vertices as distributions over the cells in reading order.
    pub vertices: Vec<Vec<Q>>,
    /// The edges as pairs of vertex indices.
    pub edges: Vec<(usize, usize)>,
    /// The (extreme) Nash equilibria as product distributions, in reading order.
    pub nash: Vec<Vec<Q>>,
    /// A welfare-maximising correlated equilibrium (a vertex), in reading order.
    pub best: Vec<Q>,
    /// Its welfare (the sum of the expected payoffs).
    pub best_welfare: Q,
}

/// Why the CE polytope was not computed.
#[derive(Clone, Debug, PartialEq)]
pub enum CorrelatedPolytopeError {
    /// Not a 2×2 game.
    NotTwoByTwo,
    /// A solver failed (the message says why).
    Solver(CorrelatedError),
}

impl std::fmt::Display for CorrelatedPolytopeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CorrelatedPolytopeError::NotTwoByTwo => {
                write!(
                    f,
                    "the correlated-equilibrium polytope is drawn for 2×2 games"
                )
            }
            CorrelatedPolytopeError::Solver(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for CorrelatedPolytopeError {}

/// From the strategic game's table order (row fastest) to reading order.
fn reading(mu: &[Q]) -> Vec<Q> {
    vec![mu[0].clone(), mu[2].clone(), mu[1].clone(), mu[3].clone()]
}

/// From reading order to the table order (the same swap).
fn table(mu: &[Q]) -> Vec<Q> {
    reading(mu)
}

/// The welfare (sum of both payoffs) of a distribution in reading order.
pub fn welfare(g: &Bimatrix, mu: &[Q]) -> Q {
    (0..4)
        .map(|c| &mu[c] * (&g.a[c / 2][c % 2] + &g.b[c / 2][c % 2]))
        .sum()
}

/// The point of the tetrahedron a distribution (reading order) is drawn at.
pub fn position(mu: &[Q]) -> [f64; 3] {
    let mut p = [0.0; 3];
    for (w, corner) in mu.iter().zip(CORNERS) {
        let w = to_f64(w);
        for (pk, ck) in p.iter_mut().zip(corner) {
            *pk += w * ck;
        }
    }
    p
}

impl CorrelatedPolytope {
    /// The CE polytope of the 2×2 game `g`.
    ///
    /// # Errors
    /// [`CorrelatedPolytopeError::NotTwoByTwo`] for another size; a solver's error.
    pub fn new(g: &Bimatrix) -> Result<CorrelatedPolytope, CorrelatedPolytopeError> {
        if g.rows() != 2 || g.cols() != 2 {
            return Err(CorrelatedPolytopeError::NotTwoByTwo);
        }
        let sg = StrategicGame::from_bimatrix(g);
        let found = vertices(&sg, false).map_err(CorrelatedPolytopeError::Solver)?;
        let rows = incentive_rows(&sg, false);
        let tight: Vec<Vec<usize>> = found
            .iter()
            .map(|mu| {
                let zero = (0..4).filter(|&t| mu[t].is_zero());
                let met = rows.iter().enumerate().filter_map(|(k, row)| {
                    let v: Q = row.iter().zip(mu).map(|(a, x)| a * x).sum();
                    v.is_zero().then_some(4 + k)
                });
                zero.chain(met).collect()
            })
            .collect();
        let edges = edges_of(&tight);
        let best = correlated_equilibrium(&sg, false, Objective::Welfare)
            .map_err(CorrelatedPolytopeError::Solver)?;
        let nash = Geometry::new(g)
            .map(|geo| {
                geo.equilibria
                    .iter()
                    .map(|e| {
                        (0..4)
                            .map(|c| &e.x[c / 2] * &e.y[c % 2])
                            .collect::<Vec<Q>>()
                    })
                    .collect()
            })
            .unwrap_or_default();
        Ok(CorrelatedPolytope {
            vertices: found.iter().map(Vec::as_slice).map(reading).collect(),
            edges,
            nash,
            best: reading(&best.distribution),
            best_welfare: best.value,
        })
    }

    /// Whether `mu` (reading order) is a correlated equilibrium of `g`.
    pub fn is_ce(g: &Bimatrix, mu: &[Q]) -> bool {
        crate::equilibrium::n_player::correlated::is_correlated_equilibrium(
            &StrategicGame::from_bimatrix(g),
            &table(mu),
            false,
        )
    }
}
