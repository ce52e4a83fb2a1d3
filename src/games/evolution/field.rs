//! The vector fields of the continuous dynamics, evaluated in `f64`: replicator (one and two
//! populations), best response (with the tie rule of [`super::best_response`]) and logit.
//!
//! A state is one vector: population x's shares, then population y's for a two-population
//! game. [`FloatGame`] holds the payoffs as doubles once, row-major, so one evaluation of a
//! field allocates nothing (the payoff vectors live in fixed arrays of
//! [`MAX_STRATEGIES`] entries); an adaptive integration calls it
//! millions of times.
//!
//! The fields (Hofbauer & Sigmund 1998, ch. 7 and 10; the lab's spec):
//! - replicator, one population: ẋᵢ = xᵢ((Ax)ᵢ − xᵀAx);
//!   two populations: ẋᵢ = xᵢ((Ay)ᵢ − xᵀAy), ẏⱼ = yⱼ((Bᵀx)ⱼ − xᵀBy) — evaluated with the
//!   mean payoff divided by the population's total share (1 on the simplex), which keeps the
//!   total an exact invariant off it too;
//! - best response: ẋ = β(x) − x, β the best reply chosen by the tie rule;
//! - logit with precision λ: ẋ = L_λ(Ax) − x with L_λ(π)ᵢ = exp(λπᵢ)/Σⱼexp(λπⱼ) (two
//!   populations: L_λ(Ay) − x and L_λ(Bᵀx) − y).
//!
//! The discrete dynamics have no field of their own; for arrows, fictitious play is shown by
//! the best-response field (its continuous-time limit after the time change t = ln n) and
//! stochastic fictitious play by the logit field.

use super::float_game::{FloatGame, Payoffs};
use super::MAX_STRATEGIES;
use crate::rng::Seed;
use serde::{Deserialize, Serialize};

/// Which dynamics to run.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Dynamics {
    /// The replicator dynamics (Taylor & Jonker 1978).
    Replicator,
    /// The best-response dynamics ẋ ∈ BR(x) − x (Gilboa & Matsui 1991), solved exactly piece
    /// by piece ([`super::best_response`]).
    BestResponse,
    /// The logit dynamics with precision `lambda` (Fudenberg & Levine 1998).
    Logit {
        /// The precision λ ≥ 0 (0: uniform choice; ∞: best response).
        lambda: f64,
    },
    /// Fictitious play (Brown 1951): discrete rounds ([`super::fictitious`]).
    Fictitious,
    /// Stochastic fictitious play: each round's choice drawn from the logit choice
    /// probabilities with precision `lambda`, from `seed`.
    StochasticFictitious {
        /// The precision λ ≥ 0.
        lambda: f64,
        /// The seed of the draws.
        seed: Seed,
    },
}

impl Dynamics {
    /// Whether the dynamics run in discrete rounds (`t` counts rounds).
    pub fn is_discrete(&self) -> bool {
        matches!(
            self,
            Dynamics::Fictitious | Dynamics::StochasticFictitious { .. }
        )
    }

    /// The name the command line and links use.
    pub fn key(&self) -> &'static str {
        match self {
            Dynamics::Replicator => "replicator",
            Dynamics::BestResponse => "best-response",
            Dynamics::Logit { .. } => "logit",
            Dynamics::Fictitious => "fictitious",
            Dynamics::StochasticFictitious { .. } => "stochastic-fictitious",
        }
    }
}

/// The fields, read off the game's payoffs.
impl FloatGame {
    /// The velocity of `dynamics` at state `s`, into `out` (the same length). Fictitious
    /// play is given the best-response field and stochastic fictitious play the logit field
    /// (their mean dynamics), for arrows.
    pub fn velocity(&self, dynamics: &Dynamics, s: &[f64], out: &mut [f64]) {
        let n = self.n;
        match dynamics {
            Dynamics::Replicator => {
                let px = self.payoffs_x(s);
                replicator_part(&s[..n], &px[..n], &mut out[..n]);
                if self.m.is_some() {
                    let py = self.payoffs_y(s);
                    let m = s.len() - n;
                    replicator_part(&s[n..], &py[..m], &mut out[n..]);
                }
            }
            Dynamics::BestResponse | Dynamics::Fictitious => {
                let target = super::best_response::target(self, s);
                for ((o, t), v) in out.iter_mut().zip(&target).zip(s) {
                    *o = t - v;
                }
            }
            Dynamics::Logit { lambda } | Dynamics::StochasticFictitious { lambda, .. } => {
                let px = self.payoffs_x(s);
                let lx = logit(&px[..n], *lambda);
                for i in 0..n {
                    out[i] = lx[i] - s[i];
                }
                if self.m.is_some() {
                    let py = self.payoffs_y(s);
                    let m = s.len() - n;
                    let ly = logit(&py[..m], *lambda);
                    for j in 0..m {
                        out[n + j] = ly[j] - s[n + j];
                    }
                }
            }
        }
    }
}

/// `out[i] = x[i]·(p[i] − x·p/Σx)`: on the simplex `Σx = 1`, and dividing by it makes
/// `Σ out = 0` everywhere, so the sum of the shares is an exact linear invariant that a
/// Runge–Kutta method keeps to rounding. (With `x·p` alone, `Σx − 1` obeys
/// `d/dt(Σx − 1) = −(x·p)(Σx − 1)`, and a rounding error in it grows like `e^{−(x·p)t}`
/// wherever the mean payoff is negative.)
fn replicator_part(x: &[f64], p: &[f64], out: &mut [f64]) {
    let total: f64 = x.iter().sum();
    let mean: f64 = x.iter().zip(p).map(|(a, b)| a * b).sum::<f64>() / total;
    for ((o, xi), pi) in out.iter_mut().zip(x).zip(p) {
        *o = xi * (pi - mean);
    }
}

/// The logit choice probabilities `L_λ(π)ᵢ = exp(λπᵢ)/Σⱼ exp(λπⱼ)`, computed with the largest
/// exponent subtracted so that no λ overflows.
pub fn logit(payoffs: &[f64], lambda: f64) -> Payoffs {
    let mut out = [0.0; MAX_STRATEGIES];
    let k = payoffs.len();
    let top = payoffs.iter().fold(f64::NEG_INFINITY, |a, &b| a.max(b));
    let mut total = 0.0;
    for i in 0..k {
        out[i] = (lambda * (payoffs[i] - top)).exp();
        total += out[i];
    }
    for o in out.iter_mut().take(k) {
        *o /= total;
    }
    out
}
