//! A game's payoffs as doubles ([`FloatGame`]), for everything that runs the dynamics in
//! `f64`: the vector fields ([`super::field`], which adds [`FloatGame::velocity`]), the
//! best-response solver ([`super::best_response`]), fictitious play, the integrator and the
//! logit path.
//!
//! The payoffs are kept once, row-major, and the payoff vectors of a state live in fixed arrays
//! of [`MAX_STRATEGIES`] entries ([`Payoffs`]), so reading a state's payoffs allocates nothing.

use super::{EvoGame, MAX_STRATEGIES};
use crate::exact::to_f64;
use serde::{Deserialize, Serialize};

/// A game's payoffs as doubles, for the fields.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FloatGame {
    /// Population x's strategies.
    pub n: usize,
    /// Population y's strategies (two populations only).
    pub m: Option<usize>,
    /// `A`, row-major: `n × n` (one population) or `n × m`.
    pub a: Vec<f64>,
    /// `B`, row-major `n × m` (two populations; empty otherwise).
    pub b: Vec<f64>,
}

/// A vector of payoffs, one per strategy of a population (at most four).
pub type Payoffs = [f64; MAX_STRATEGIES];

impl FloatGame {
    /// The game's payoffs as the nearest doubles.
    pub fn new(game: &EvoGame) -> FloatGame {
        let flat = |m: &Vec<Vec<crate::exact::Q>>| -> Vec<f64> {
            m.iter().flatten().map(to_f64).collect()
        };
        match game {
            EvoGame::Symmetric { a, .. } => FloatGame {
                n: a.len(),
                m: None,
                a: flat(a),
                b: vec![],
            },
            EvoGame::Bimatrix(g) => FloatGame {
                n: g.rows(),
                m: Some(g.cols()),
                a: flat(&g.a),
                b: flat(&g.b),
            },
        }
    }

    /// The length of a state.
    pub fn dimension(&self) -> usize {
        self.n + self.m.unwrap_or(0)
    }

    /// Population x's payoffs `(Ax)ᵢ` (one population) or `(Ay)ᵢ` (two), for the state `s`.
    pub fn payoffs_x(&self, s: &[f64]) -> Payoffs {
        let mut p = [0.0; MAX_STRATEGIES];
        let (n, other) = match self.m {
            None => (self.n, &s[..self.n]),
            Some(_) => (self.n, &s[self.n..]),
        };
        let cols = other.len();
        for (i, pi) in p.iter_mut().enumerate().take(n) {
            *pi = (0..cols).map(|j| self.a[i * cols + j] * other[j]).sum();
        }
        p
    }

    /// Population y's payoffs `(Bᵀx)ⱼ` (two populations).
    ///
    /// # Panics
    /// For a one-population game.
    pub fn payoffs_y(&self, s: &[f64]) -> Payoffs {
        let m = self.m.expect("a two-population game");
        let mut p = [0.0; MAX_STRATEGIES];
        for (j, pj) in p.iter_mut().enumerate().take(m) {
            *pj = (0..self.n).map(|i| self.b[i * m + j] * s[i]).sum();
        }
        p
    }
}
