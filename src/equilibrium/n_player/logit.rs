//! The logit quantal-response path of an n-player game, traced from the centroid (λ = 0)
//! towards λ → ∞, where it ends at a Nash equilibrium: one equilibrium of games far too large
//! for support enumeration.
//!
//! ## Design
//!
//! At precision λ every player mixes in proportion to `exp(λ·u_is)`, where `u_is` is what
//! strategy `s` earns against the others' mixtures (McKelvey and Palfrey's logit equilibrium).
//! For a generic game the solutions starting from the centroid at λ = 0 form one smooth curve
//! whose end as λ → ∞ is a Nash equilibrium (the *limiting logit equilibrium*). The curve is
//! followed as Gambit's `logit` does: in the unknowns `(log p, λ)`, with each player's
//! equations `log p_is − log p_i0 − λ (u_is − u_i0) = 0` and `Σ_s p_is = 1` (as many equations
//! as probabilities, one unknown more), by pseudo-arclength predictor–corrector steps: an
//! Euler step along the unit tangent (the kernel of the Jacobian, oriented to keep going the
//! same way, so the curve may turn back in λ), then Newton's method restricted to the
//! hyperplane orthogonal to the tangent, the step length halved when Newton struggles and
//! grown when it converges at once. Logarithms keep strategies whose probability vanishes
//! like `exp(−λ·gap)` exactly representable.
//!
//! Each player's payoffs are first mapped affinely onto [0, 1] (which changes no equilibrium),
//! so λ is the same scale in every game. The walk is a [`Job`] of one unit per step, bounded
//! by a step limit; it needs no clock and draws no random number.
//!
//! ## References
//!
//! - R. D. McKelvey, T. R. Palfrey, "Quantal response equilibria for normal form games", GEB
//!   10 (1995).
//! - T. L. Turocy, "A dynamic homotopy interpretation of the logistic quantal response
//!   equilibrium correspondence", GEB 51 (2005) — the path in `(log p, λ)`, as Gambit's
//!   `gambit-logit` traces it.
//! - E. L. Allgower, K. Georg, *Introduction to Numerical Continuation Methods* (SIAM, 2003) —
//!   pseudo-arclength predictor–corrector.

use super::profile::Mixture;
use crate::exact::to_f64;
use crate::jobs::{Job, Progress};
use crate::models::StrategicGame;

/// The most predictor–corrector steps a walk takes.
pub const MAX_STEPS: u64 = 20_000;

/// Where the walk stops: the precision λ (payoffs scaled to [0, 1]) beyond which a strategy
/// worse by 10⁻⁴ than the best has a probability below `exp(−10)`.
pub const LAMBDA_END: f64 = 1e5;

/// The smallest step length tried before the walk gives up.
const MIN_STEP: f64 = 1e-11;

/// Corrector iterations per step.
const NEWTON_ITERATIONS: usize = 8;

/// Why a walk ended without reaching its end.
#[derive(Clone, Debug, PartialEq)]
pub enum PathError {
    /// The step limit was reached at precision `lambda`.
    StepLimit {
        /// The steps taken.
        steps: u64,
        /// The precision reached.
        lambda: f64,
    },
    /// Newton's method failed even for the smallest step (a bifurcation, or numerical
    /// trouble) at precision `lambda`.
    Stuck {
        /// The precision reached.
        lambda: f64,
    },
}

impl std::fmt::Display for PathError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PathError::StepLimit { steps, lambda } => write!(
                f,
                "the logit path was not finished within {steps} steps (precision λ = {lambda:.3e} \
                 of {LAMBDA_END:.0e})"
            ),
            PathError::Stuck { lambda } => write!(
                f,
                "the logit path could not be followed past precision λ = {lambda:.3e} (a \
                 branch point, or numerical trouble)"
            ),
        }
    }
}

impl std::error::Error for PathError {}

/// A point of the path: each player's mixture and the precision.
#[derive(Clone, Debug, PartialEq)]
pub struct PathPoint {
    /// Each player's probabilities over all its strategies.
    pub strategies: Vec<Mixture<f64>>,
    /// The precision λ (payoffs scaled to [0, 1]).
    pub lambda: f64,
    /// The steps taken to get here.
    pub steps: u64,
}

/// The game in floats, each player's payoffs mapped onto [0, 1].
#[derive(Clone, Debug)]
struct Scaled {
    shape: Vec<usize>,
    /// Where each player's probabilities start in the flat vector.
    offset: Vec<usize>,
    /// Each profile's scaled payoff vector, in table order.
    table: Vec<Vec<f64>>,
    /// Each profile's strategies.
    profiles: Vec<Vec<usize>>,
}

impl Scaled {
    fn new(g: &StrategicGame) -> Scaled {
        let shape = g.shape();
        let n = shape.len();
        let raw: Vec<Vec<f64>> = g
            .table()
            .iter()
            .map(|u| u.iter().map(to_f64).collect())
            .collect();
        let (mut lo, mut hi) = (vec![f64::INFINITY; n], vec![f64::NEG_INFINITY; n]);
        for u in &raw {
            for i in 0..n {
                lo[i] = lo[i].min(u[i]);
                hi[i] = hi[i].max(u[i]);
            }
        }
        let table = raw
            .iter()
            .map(|u| {
                (0..n)
                    .map(|i| {
                        let range = hi[i] - lo[i];
                        if range > 0.0 {
                            (u[i] - lo[i]) / range
                        } else {
                            0.0
                        }
                    })
                    .collect()
            })
            .collect();
        let mut offset = Vec::with_capacity(n);
        let mut total = 0;
        for &k in &shape {
            offset.push(total);
            total += k;
        }
        Scaled {
            profiles: (0..g.num_profiles()).map(|k| g.profile(k)).collect(),
            shape,
            offset,
            table,
        }
    }

    fn size(&self) -> usize {
        self.shape.iter().sum()
    }

    /// The equations `H` at `x = (log p, λ)` and their Jacobian (rows: equations; columns:
    /// the unknowns, λ last).
    fn system(&self, x: &[f64]) -> (Vec<f64>, Vec<Vec<f64>>) {
        let n = self.shape.len();
        let m = self.size();
        let lambda = x[m];
        let p: Vec<f64> = x[..m].iter().map(|v| v.exp()).collect();
        // u[i·s]: what i's strategy s earns; d[(i, s), (j, t)]: its derivative by p_jt.
        let mut u = vec![0.0; m];
        let mut d = vec![vec![0.0; m]; m];
        for (profile, pay) in self.profiles.iter().zip(&self.table) {
            let prob: Vec<f64> = (0..n).map(|j| p[self.offset[j] + profile[j]]).collect();
            for i in 0..n {
                if pay[i] == 0.0 {
                    continue;
                }
                let row = self.offset[i] + profile[i];
                let others: f64 = (0..n).filter(|&l| l != i).map(|l| prob[l]).product();
                u[row] += pay[i] * others;
                for j in (0..n).filter(|&j| j != i) {
                    let rest: f64 = (0..n)
                        .filter(|&l| l != i && l != j)
                        .map(|l| prob[l])
                        .product();
                    d[row][self.offset[j] + profile[j]] += pay[i] * rest;
                }
            }
        }
        let mut h = vec![0.0; m];
        let mut jac = vec![vec![0.0; m + 1]; m];
        for i in 0..n {
            let o = self.offset[i];
            let base = o;
            for s in 1..self.shape[i] {
                let r = o + s;
                h[r] = x[r] - x[base] - lambda * (u[r] - u[base]);
                jac[r][r] += 1.0;
                jac[r][base] -= 1.0;
                for c in 0..m {
                    let du = d[r][c] - d[base][c];
                    if du != 0.0 {
                        jac[r][c] -= lambda * du * p[c];
                    }
                }
                jac[r][m] = -(u[r] - u[base]);
            }
            let sum: f64 = p[o..o + self.shape[i]].iter().sum();
            h[base] = sum - 1.0;
            let k = self.shape[i];
            jac[base][o..o + k].copy_from_slice(&p[o..o + k]);
        }
        (h, jac)
    }

    fn mixtures(&self, x: &[f64]) -> Vec<Mixture<f64>> {
        self.shape
            .iter()
            .zip(&self.offset)
            .map(|(&k, &o)| {
                let v: Vec<f64> = x[o..o + k].iter().map(|v| v.exp()).collect();
                let sum: f64 = v.iter().sum();
                v.into_iter().map(|p| p / sum).collect()
            })
            .collect()
    }
}

/// Solves the square system `a·v = b` by Gaussian elimination with partial pivoting.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let n = b.len();
    for c in 0..n {
        let pivot = (c..n).max_by(|&r, &s| a[r][c].abs().total_cmp(&a[s][c].abs()))?;
        if a[pivot][c].abs() < 1e-300 || !a[pivot][c].is_finite() {
            return None;
        }
        a.swap(c, pivot);
        b.swap(c, pivot);
        for r in c + 1..n {
            let f = a[r][c] / a[c][c];
            if f != 0.0 {
                for k in c..n {
                    a[r][k] -= f * a[c][k];
                }
                b[r] -= f * b[c];
            }
        }
    }
    let mut v = vec![0.0; n];
    for r in (0..n).rev() {
        let s: f64 = (r + 1..n).map(|k| a[r][k] * v[k]).sum();
        v[r] = (b[r] - s) / a[r][r];
    }
    v.iter().all(|x| x.is_finite()).then_some(v)
}

fn norm(v: &[f64]) -> f64 {
    v.iter().map(|x| x * x).sum::<f64>().sqrt()
}

/// The unit tangent at a point with Jacobian `jac`, on the same side as `previous`.
fn tangent(jac: &[Vec<f64>], previous: &[f64]) -> Option<Vec<f64>> {
    let mut a: Vec<Vec<f64>> = jac.to_vec();
    a.push(previous.to_vec());
    let mut b = vec![0.0; jac.len()];
    b.push(1.0);
    let t = solve(a, b)?;
    let len = norm(&t);
    (len > 0.0).then(|| t.iter().map(|v| v / len).collect())
}

/// The walk along the logit path, one predictor–corrector step per unit of work. It stops at
/// [`LAMBDA_END`], or earlier when the caller stops stepping (see [`LogitPath::point`]).
#[derive(Clone, Debug)]
pub struct LogitPath {
    game: Scaled,
    /// The current point `(log p, λ)`.
    x: Vec<f64>,
    /// The unit tangent there.
    t: Vec<f64>,
    /// The step length to try next.
    h: f64,
    steps: u64,
    max_steps: u64,
    end: Option<Result<PathPoint, PathError>>,
}

impl LogitPath {
    /// The walk on `g` from the centroid, at most `max_steps` steps.
    pub fn new(g: &StrategicGame, max_steps: u64) -> LogitPath {
        let game = Scaled::new(g);
        let m = game.size();
        let mut x = Vec::with_capacity(m + 1);
        for &k in &game.shape {
            x.extend(std::iter::repeat_n(-(k as f64).ln(), k));
        }
        x.push(0.0);
        let mut start = vec![0.0; m + 1];
        start[m] = 1.0;
        let (_, jac) = game.system(&x);
        let t = tangent(&jac, &start).unwrap_or(start);
        LogitPath {
            game,
            x,
            t,
            h: 0.05,
            steps: 0,
            max_steps,
            end: None,
        }
    }

    /// The precision λ reached.
    pub fn lambda(&self) -> f64 {
        self.x[self.game.size()]
    }

    /// The current point.
    pub fn point(&self) -> PathPoint {
        PathPoint {
            strategies: self.game.mixtures(&self.x),
            lambda: self.lambda(),
            steps: self.steps,
        }
    }

    /// One predictor–corrector step; `Err` when the walk cannot go on.
    fn advance(&mut self) -> Result<(), PathError> {
        let m = self.game.size();
        loop {
            if self.h < MIN_STEP {
                return Err(PathError::Stuck {
                    lambda: self.lambda(),
                });
            }
            let mut y: Vec<f64> = self
                .x
                .iter()
                .zip(&self.t)
                .map(|(a, b)| a + self.h * b)
                .collect();
            let mut converged = None;
            for it in 0..NEWTON_ITERATIONS {
                let (hv, jac) = self.game.system(&y);
                let mut a = jac;
                a.push(self.t.clone());
                let mut b: Vec<f64> = hv.iter().map(|v| -v).collect();
                b.push(0.0);
                let Some(dy) = solve(a, b) else { break };
                let size = norm(&dy);
                if !size.is_finite() || (it == 0 && size > 0.5 * self.h.max(1e-3)) {
                    break;
                }
                for (v, s) in y.iter_mut().zip(&dy) {
                    *v += s;
                }
                let scale = 1.0 + norm(&y[..m]).max(y[m].abs());
                if size < 1e-10 * scale && norm(&hv) < 1e-8 {
                    converged = Some(it);
                    break;
                }
            }
            let Some(iterations) = converged else {
                self.h /= 2.0;
                continue;
            };
            let (_, jac) = self.game.system(&y);
            let Some(t) = tangent(&jac, &self.t) else {
                self.h /= 2.0;
                continue;
            };
            // Keep the orientation: a tangent pointing back means the step jumped branches.
            if t.iter().zip(&self.t).map(|(a, b)| a * b).sum::<f64>() < 0.0 {
                self.h /= 2.0;
                continue;
            }
            self.x = y;
            self.t = t;
            self.h *= match iterations {
                0..=2 => 2.0,
                3..=4 => 1.2,
                _ => 0.8,
            };
            self.steps += 1;
            return Ok(());
        }
    }
}

impl Job for LogitPath {
    type Output = Result<PathPoint, PathError>;

    fn step(&mut self, budget: u64) -> Option<Self::Output> {
        for _ in 0..budget.max(1) {
            if self.end.is_some() {
                break;
            }
            if self.lambda() >= LAMBDA_END {
                self.end = Some(Ok(self.point()));
            } else if self.steps >= self.max_steps {
                self.end = Some(Err(PathError::StepLimit {
                    steps: self.steps,
                    lambda: self.lambda(),
                }));
            } else if let Err(e) = self.advance() {
                self.end = Some(Err(e));
            }
        }
        self.end.clone()
    }

    fn progress(&self) -> Progress {
        let lambda = self.lambda().max(1.0);
        Progress {
            done: self.steps,
            total: None,
            fraction: (lambda.ln() / LAMBDA_END.ln()).clamp(0.0, 1.0),
            unit: "steps".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exact::Q;

    fn game(shape: &[usize], pay: impl Fn(&[usize]) -> Vec<i64>) -> StrategicGame {
        let names = shape
            .iter()
            .map(|&k| (0..k).map(|s| s.to_string()).collect())
            .collect();
        let n: usize = shape.iter().product();
        let mut payoffs = Vec::with_capacity(n);
        for mut k in 0..n {
            let mut profile = Vec::new();
            for &m in shape {
                profile.push(k % m);
                k /= m;
            }
            payoffs.push(
                pay(&profile)
                    .into_iter()
                    .map(|v| Q::from_integer(v.into()))
                    .collect(),
            );
        }
        StrategicGame::new(vec![], names, payoffs).unwrap()
    }

    #[test]
    fn the_jacobian_matches_differences() {
        let g = game(&[2, 3, 2], |p| {
            vec![
                (p[0] * 3 + p[1] * 2 + p[2]) as i64 % 5,
                (p[1] * 7 + p[0]) as i64 % 4,
                (p[2] + p[0] * p[1]) as i64,
            ]
        });
        let s = Scaled::new(&g);
        let x = vec![-0.5, -0.9, -1.2, -1.0, -1.1, -0.6, -0.8, 2.5];
        let (h, jac) = s.system(&x);
        for c in 0..x.len() {
            let mut y = x.clone();
            y[c] += 1e-6;
            let (h2, _) = s.system(&y);
            for r in 0..h.len() {
                let fd = (h2[r] - h[r]) / 1e-6;
                assert!(
                    (fd - jac[r][c]).abs() < 1e-4,
                    "({r}, {c}): {fd} vs {}",
                    jac[r][c]
                );
            }
        }
    }

    #[test]
    fn matching_pennies_for_three_ends_near_an_equilibrium() {
        // A game whose only equilibrium is mixed: player 1 matches player 2, player 2
        // mismatches player 1, player 3 matches player 1.
        let g = game(&[2, 2, 2], |p| {
            let m = |a: usize, b: usize| if a == b { 1 } else { 0 };
            vec![m(p[0], p[1]), 1 - m(p[1], p[0]), m(p[2], p[0])]
        });
        let mut path = LogitPath::new(&g, MAX_STEPS);
        let end = crate::jobs::run_to_end(&mut path).unwrap();
        assert!(end.lambda >= LAMBDA_END);
        assert!(super::super::regret_f64(&g, &end.strategies) < 1e-3);
    }
}
