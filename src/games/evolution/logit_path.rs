//! The principal branch of logit quantal response equilibria (McKelvey & Palfrey 1995), traced
//! from λ = 0 (everyone mixes uniformly) as the precision λ grows, as Gambit's `gambit-logit`
//! does (T. Turocy, "A dynamic homotopy interpretation of the logistic quantal response
//! equilibrium correspondence", Games and Economic Behavior 51 (2005)).
//!
//! ## Equations
//!
//! A logit QRE with precision λ is a fixed point `x = L_λ(π(x))` (for one population
//! `π = Ax`, the symmetric QRE; for two populations `x = L_λ(Ay)`, `y = L_λ(Bᵀx)`). In the
//! log-probabilities `v = ln x` it is, for each population with strategies `0…k−1`:
//! `v_i − v_0 − λ(π_i − π_0) = 0` for `i ≥ 1` and `Σ exp(v_i) = 1` — `N` equations in the
//! `N + 1` unknowns `(v, λ)`, whose solutions form curves; the principal branch is the one
//! through the centroid at λ = 0. Log-probabilities keep the equations well scaled as the
//! losing strategies' shares fall like `e^{−λΔπ}`.
//!
//! ## Path following
//!
//! Predictor–corrector continuation in arc length (Allgower & Georg, "Numerical Continuation
//! Methods", 1990): the tangent `τ` solves `[DH; τ_prevᵀ]τ = e_{N+1}` (normalised, so the
//! orientation is kept and folds, where λ turns back, are passed); an Euler step of length
//! `h` along `τ` is corrected by Newton's method on `[DH; τᵀ]δ = [−H; 0]` (corrections
//! orthogonal to the tangent), to `‖H‖∞ ≤ 10⁻¹²`. A step whose corrector needs more than
//! [`MAX_NEWTON`] iterations, or moves away by more than half the step, is retried with half
//! the step; a step that converges in at most 3 iterations lets the next one grow by half,
//! up to `1 + λ`. The trace stops at `λ ≥ λ_max`, or after [`MAX_POINTS`] points (then it
//! says it is incomplete).

use super::float_game::FloatGame;
use super::{EvoError, EvoGame};
use crate::equilibrium::linalg::{solve_f64, FloatSolve};
use serde::{Deserialize, Serialize};

/// The most points one trace may take.
pub const MAX_POINTS: usize = 20_000;

/// The most Newton iterations of one corrector.
pub const MAX_NEWTON: usize = 8;

/// The largest λ a trace may be asked to reach.
pub const MAX_LAMBDA_END: f64 = 1e6;

/// One point of the branch: a logit QRE and its precision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QrePoint {
    /// The precision λ.
    pub lambda: f64,
    /// Population x's choice probabilities.
    pub x: Vec<f64>,
    /// Population y's (two populations).
    pub y: Option<Vec<f64>>,
}

/// The traced branch.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogitPath {
    /// The points, from λ = 0.
    pub points: Vec<QrePoint>,
    /// Whether the trace reached its λ_max (else it stopped at the point cap or could not
    /// continue).
    pub complete: bool,
}

/// The homotopy `H(v, λ)` and its Jacobian for a game.
struct Homotopy {
    game: FloatGame,
    /// (first index, length) of each population's block.
    blocks: Vec<(usize, usize)>,
}

impl Homotopy {
    fn new(game: &EvoGame) -> Homotopy {
        let g = FloatGame::new(game);
        let mut blocks = vec![(0, g.n)];
        if let Some(m) = g.m {
            blocks.push((g.n, m));
        }
        Homotopy { game: g, blocks }
    }

    fn dim(&self) -> usize {
        self.game.dimension()
    }

    /// The payoffs of every strategy (x's, then y's) at the probabilities `p`.
    fn payoffs(&self, p: &[f64]) -> Vec<f64> {
        let n = self.game.n;
        let mut out = self.game.payoffs_x(p)[..n].to_vec();
        if let Some(m) = self.game.m {
            out.extend_from_slice(&self.game.payoffs_y(p)[..m]);
        }
        out
    }

    /// `∂π_i/∂p_k`: the payoff of strategy `i` per unit of share `k`.
    fn dpayoff(&self, i: usize, k: usize) -> f64 {
        let g = &self.game;
        let n = g.n;
        match g.m {
            None => g.a[i * n + k],
            Some(m) => match (i < n, k < n) {
                (true, false) => g.a[i * m + (k - n)],
                (false, true) => g.b[k * m + (i - n)],
                _ => 0.0,
            },
        }
    }

    /// `H` at `w = (v, λ)`.
    fn value(&self, w: &[f64]) -> Vec<f64> {
        let d = self.dim();
        let lambda = w[d];
        let p: Vec<f64> = w[..d].iter().map(|v| v.exp()).collect();
        let pi = self.payoffs(&p);
        let mut h = Vec::with_capacity(d);
        for &(s, len) in &self.blocks {
            for i in s + 1..s + len {
                h.push(w[i] - w[s] - lambda * (pi[i] - pi[s]));
            }
            h.push(p[s..s + len].iter().sum::<f64>() - 1.0);
        }
        h
    }

    /// `DH` at `w`: `d` rows, `d + 1` columns (the last is ∂/∂λ).
    fn jacobian(&self, w: &[f64]) -> Vec<Vec<f64>> {
        let d = self.dim();
        let lambda = w[d];
        let p: Vec<f64> = w[..d].iter().map(|v| v.exp()).collect();
        let pi = self.payoffs(&p);
        let mut jac = Vec::with_capacity(d);
        for &(s, len) in &self.blocks {
            for i in s + 1..s + len {
                let mut row = vec![0.0; d + 1];
                for (k, r) in row.iter_mut().enumerate().take(d) {
                    // ∂π/∂v_k = ∂π/∂p_k · p_k.
                    *r = -lambda * (self.dpayoff(i, k) - self.dpayoff(s, k)) * p[k];
                }
                row[i] += 1.0;
                row[s] -= 1.0;
                row[d] = -(pi[i] - pi[s]);
                jac.push(row);
            }
            let mut row = vec![0.0; d + 1];
            row[s..s + len].copy_from_slice(&p[s..s + len]);
            jac.push(row);
        }
        jac
    }

    /// Solves `[DH(w); cᵀ] z = rhs`.
    fn solve(&self, w: &[f64], c: &[f64], rhs: Vec<f64>) -> Option<Vec<f64>> {
        let mut m = self.jacobian(w);
        m.push(c.to_vec());
        match solve_f64(m, rhs) {
            FloatSolve::Solved(z) if z.iter().all(|v| v.is_finite()) => Some(z),
            _ => None,
        }
    }

    fn point(&self, w: &[f64]) -> QrePoint {
        let d = self.dim();
        let n = self.game.n;
        let p: Vec<f64> = w[..d].iter().map(|v| v.exp()).collect();
        QrePoint {
            lambda: w[d],
            x: p[..n].to_vec(),
            y: self.game.m.map(|_| p[n..].to_vec()),
        }
    }
}

fn norm(v: &[f64]) -> f64 {
    v.iter().map(|a| a * a).sum::<f64>().sqrt()
}

/// Traces the principal branch of logit QRE of `game` from λ = 0 to `lambda_max`.
pub fn logit_path(game: &EvoGame, lambda_max: f64) -> Result<LogitPath, EvoError> {
    if !(lambda_max.is_finite() && lambda_max > 0.0 && lambda_max <= MAX_LAMBDA_END) {
        return Err(EvoError::Parameter(format!(
            "the largest λ must be above 0 and at most {MAX_LAMBDA_END} (got {lambda_max})"
        )));
    }
    let h_map = Homotopy::new(game);
    let d = h_map.dim();
    let mut w: Vec<f64> = vec![0.0; d + 1];
    for &(s, len) in &h_map.blocks {
        for v in &mut w[s..s + len] {
            *v = -(len as f64).ln();
        }
    }
    let mut points = vec![h_map.point(&w)];
    let mut e_last = vec![0.0; d + 1];
    e_last[d] = 1.0;
    let mut tangent = e_last.clone();
    let mut h = 0.03;
    let mut complete = false;
    while points.len() < MAX_POINTS {
        // The tangent at w, oriented like the previous one.
        let Some(mut t) = h_map.solve(&w, &tangent, e_last.clone()) else {
            break;
        };
        let len = norm(&t);
        t.iter_mut().for_each(|v| *v /= len);
        // Predictor and corrector, halving the step until the corrector converges.
        let mut accepted = None;
        while h > 1e-10 {
            let pred: Vec<f64> = w.iter().zip(&t).map(|(a, b)| a + h * b).collect();
            let mut z = pred.clone();
            let mut iterations = 0;
            let mut ok = false;
            while iterations < MAX_NEWTON {
                let mut rhs: Vec<f64> = h_map.value(&z).iter().map(|v| -v).collect();
                if rhs.iter().all(|v| v.abs() <= 1e-12) && iterations > 0 {
                    ok = true;
                    break;
                }
                rhs.push(0.0);
                let Some(delta) = h_map.solve(&z, &t, rhs) else {
                    break;
                };
                z.iter_mut().zip(&delta).for_each(|(a, b)| *a += b);
                iterations += 1;
                let moved: Vec<f64> = z.iter().zip(&pred).map(|(a, b)| a - b).collect();
                if norm(&moved) > 0.5 * h || z.iter().any(|v| !v.is_finite()) {
                    break;
                }
            }
            if !ok && iterations == MAX_NEWTON {
                ok = h_map.value(&z).iter().all(|v| v.abs() <= 1e-10);
            }
            if ok {
                accepted = Some((z, iterations));
                break;
            }
            h *= 0.5;
        }
        let Some((z, iterations)) = accepted else {
            break;
        };
        w = z;
        tangent = t;
        if iterations <= 3 {
            h = (h * 1.5).min(1.0 + w[d].abs());
        }
        if w[d] >= lambda_max {
            // The last point, on λ_max exactly: correct from here at fixed λ.
            if let Some(last) = at_lambda(&h_map, &w, lambda_max) {
                w = last;
            }
            points.push(h_map.point(&w));
            complete = true;
            break;
        }
        points.push(h_map.point(&w));
    }
    Ok(LogitPath { points, complete })
}

/// Newton's method on `H = 0` with λ held at `lambda`, from `w`.
fn at_lambda(h_map: &Homotopy, w: &[f64], lambda: f64) -> Option<Vec<f64>> {
    let d = h_map.dim();
    let mut z = w.to_vec();
    z[d] = lambda;
    let mut e_last = vec![0.0; d + 1];
    e_last[d] = 1.0;
    for _ in 0..20 {
        let mut rhs: Vec<f64> = h_map.value(&z).iter().map(|v| -v).collect();
        if rhs.iter().all(|v| v.abs() <= 1e-13) {
            return Some(z);
        }
        rhs.push(0.0);
        let delta = h_map.solve(&z, &e_last, rhs)?;
        z.iter_mut().zip(&delta).for_each(|(a, b)| *a += b);
    }
    h_map
        .value(&z)
        .iter()
        .all(|v| v.abs() <= 1e-10)
        .then_some(z)
}
