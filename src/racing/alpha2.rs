//! The thesis's α₂ (eqs. 2.9–2.12) and its Figure 2.3: the part of ILEBR*'s error probability
//! that comes from a test crossing on the wrong side, over μ, δ and ε.
//!
//! For ILEBR* (tests at `t = k²`, `k = 1..N`, `N = NMAX(k²)` for ε and δ, each test at
//! `δ_k = δ/N`), with the empirical σ̄ bounded by 1/2 as in eq. (2.12):
//!
//! ```text
//! m = max(μ, 1 − μ),   L = ln(3/δ_k) = ln(3N/δ)
//! α₂(μ, δ, ε) = 1 − Π_{k=1..N} P[Bin(k², m) > k²/2 − sqrt(L·k²/2) − 3L]
//! ```
//!
//! (the thesis's (2.11) writes `Y_{f(n_max)}` inside the product; the factor is about the k-th
//! test, `Y_{f(k)}`, as in its (2.15)). With δ replaced by 1 inside the logarithm this is the
//! `F2` of [`super::theory::f_mu`]. The thesis reads two things off its Figure 2.3: α₂ is
//! largest at μ = 0.5, and it grows with δ (which justifies replacing δ by 1). [`Alpha2Curves`]
//! holds the three curves and [`Alpha2Curves::readings`] checks both claims on them.

use serde::{Deserialize, Serialize};

use super::bounds::nmax;
use super::theory::log_f2;
use crate::jobs::{Job, Progress};

/// α₂ for ILEBR* at μ, ε, δ (see the module documentation); `None` when ε and δ give no
/// horizon.
pub fn alpha2(mu: f64, eps: f64, delta: f64) -> Option<f64> {
    let n = nmax(eps, delta, |n| n * n)?;
    let m = mu.max(1.0 - mu);
    let l = (3.0 * n as f64 / delta).ln();
    Some((-log_f2(m, n, l).exp_m1()).clamp(0.0, 1.0) + 0.0)
}

/// The μ grid of Figure 2.3's first panel.
pub fn mu_grid() -> Vec<f64> {
    (0..=40).map(|i| 0.45 + f64::from(i) * 0.0025).collect()
}

/// The δ grid of the second panel: 10⁻¹⁰ … 1, two points per decade.
pub fn delta_grid() -> Vec<f64> {
    (0..=20)
        .map(|i| 10f64.powf(-10.0 + f64::from(i) * 0.5))
        .collect()
}

/// The ε grid of the third panel: 0.005 … 0.05.
pub fn eps_grid() -> Vec<f64> {
    (0..=18).map(|i| 0.005 + f64::from(i) * 0.0025).collect()
}

/// Figure 2.3's three curves: α₂ over μ (at ε, δ), over δ (at μ = 0.5, ε) and over ε (at
/// μ = 0.5, δ), as `(x, α₂)` points (a point without a horizon is left out).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Alpha2Curves {
    /// ε of the first two panels.
    pub eps: f64,
    /// δ of the first and third panels.
    pub delta: f64,
    /// α₂ over μ.
    pub by_mu: Vec<(f64, f64)>,
    /// α₂ over δ at μ = 0.5.
    pub by_delta: Vec<(f64, f64)>,
    /// α₂ over ε at μ = 0.5.
    pub by_eps: Vec<(f64, f64)>,
}

/// A claim of the thesis about Figure 2.3, checked on the curves.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reading {
    /// The claim.
    pub claim: String,
    /// Whether the curves bear it out.
    pub holds: bool,
    /// What the curves show.
    pub detail: String,
}

impl Alpha2Curves {
    /// The thesis's two readings of its Figure 2.3, checked.
    pub fn readings(&self) -> Vec<Reading> {
        crate::i18n::with_english(|w| self.readings_in(w))
    }

    /// [`Alpha2Curves::readings`] in the language of `words`.
    pub fn readings_in(&self, words: &crate::i18n::Catalogue) -> Vec<Reading> {
        use crate::i18n::Args;
        let e3 = |x: f64| words.decimal(&format!("{x:.3e}"));
        let e0 = |x: f64| words.decimal(&format!("{x:.0e}"));
        let top = self
            .by_mu
            .iter()
            .copied()
            .fold(
                (f64::NAN, f64::NEG_INFINITY),
                |a, b| if b.1 > a.1 { b } else { a },
            );
        let at_half = self
            .by_mu
            .iter()
            .find(|p| (p.0 - 0.5).abs() < 1e-9)
            .map(|p| p.1);
        let rises = self.by_delta.windows(2).all(|w| w[1].1 >= w[0].1 - 1e-12);
        let (first, last) = (self.by_delta.first(), self.by_delta.last());
        vec![
            Reading {
                claim: words.msg("race-alpha2-claim-largest"),
                holds: at_half.is_some_and(|v| v >= top.1 - 1e-12),
                detail: words.msg_with(
                    "race-alpha2-largest",
                    &Args::new()
                        .text("alpha", e3(top.1))
                        .text("mu", words.number(top.0, 4)),
                ),
            },
            Reading {
                claim: words.msg("race-alpha2-claim-grows"),
                holds: rises,
                detail: match (first, last) {
                    (Some(a), Some(b)) => {
                        let args = Args::new()
                            .text("from", e3(a.1))
                            .text("from-delta", e0(a.0))
                            .text("to", e3(b.1))
                            .text("to-delta", e0(b.0));
                        match rises {
                            true => words.msg_with("race-alpha2-grows-never-falling", &args),
                            false => words.msg_with("race-alpha2-grows-not-monotonic", &args),
                        }
                    }
                    _ => words.msg("race-alpha2-no-points"),
                },
            },
        ]
    }
}

/// The three curves as a [`Job`] (unit: points).
pub struct Alpha2Job {
    eps: f64,
    delta: f64,
    /// Every point: (panel, x).
    points: Vec<(u8, f64)>,
    next: usize,
    out: Alpha2Curves,
}

impl Alpha2Job {
    /// The curves at ε and δ.
    pub fn new(eps: f64, delta: f64) -> Alpha2Job {
        let points = mu_grid()
            .into_iter()
            .map(|x| (0, x))
            .chain(delta_grid().into_iter().map(|x| (1, x)))
            .chain(eps_grid().into_iter().map(|x| (2, x)))
            .collect();
        Alpha2Job {
            eps,
            delta,
            points,
            next: 0,
            out: Alpha2Curves {
                eps,
                delta,
                ..Alpha2Curves::default()
            },
        }
    }
}

impl Job for Alpha2Job {
    type Output = Alpha2Curves;

    fn step(&mut self, budget: u64) -> Option<Alpha2Curves> {
        for _ in 0..budget.max(1) {
            let Some(&(panel, x)) = self.points.get(self.next) else {
                break;
            };
            self.next += 1;
            let (mu, eps, delta, curve) = match panel {
                0 => (x, self.eps, self.delta, &mut self.out.by_mu),
                1 => (0.5, self.eps, x, &mut self.out.by_delta),
                _ => (0.5, x, self.delta, &mut self.out.by_eps),
            };
            if let Some(a) = alpha2(mu, eps, delta) {
                curve.push((x, a));
            }
        }
        (self.next >= self.points.len()).then(|| self.out.clone())
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.next as u64,
            total: Some(self.points.len() as u64),
            fraction: self.next as f64 / self.points.len().max(1) as f64,
            unit: "points".to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::racing::theory::f_mu;

    #[test]
    fn with_delta_one_inside_the_logarithm_it_is_f2_of_the_theory() {
        // F_μ(n) = 1 − F1·F2; with F1 ≈ 1 far from μ = 0.5, α₂ at δ → 1 inside the log is
        // 1 − F2 ≈ F_μ. At μ = 0.45 F1 = P[Bin(45 369, 0.55) > 22 684.5] is 1 to 1e-100.
        let n = nmax(0.01, 0.05, |n| n * n).unwrap();
        assert_eq!(n, 213);
        let f2_only = -log_f2(0.55, n, (3.0 * n as f64).ln()).exp_m1();
        assert!(
            (f2_only - f_mu(0.45, n)).abs() < 1e-12,
            "{f2_only} {}",
            f_mu(0.45, n)
        );
        // Keeping δ/N inside the log lowers every threshold: α₂ is smaller.
        let a = alpha2(0.45, 0.01, 0.05).unwrap();
        assert!(a <= f2_only, "{a} {f2_only}");
    }

    #[test]
    fn the_thesis_readings_of_figure_2_3_hold() {
        let curves = crate::jobs::run_to_end(&mut Alpha2Job::new(0.01, 0.05));
        assert_eq!(curves.by_mu.len(), 41);
        assert_eq!(curves.by_delta.len(), 21);
        assert_eq!(curves.by_eps.len(), 19);
        // Symmetric in μ ↔ 1 − μ (the grid's μ and 1 − μ differ in the last bits).
        for i in 0..20 {
            let (a, b) = (curves.by_mu[i].1, curves.by_mu[40 - i].1);
            assert!((a - b).abs() <= 1e-9 * a.max(b), "{a} {b}");
        }
        let readings = curves.readings();
        assert!(readings.iter().all(|r| r.holds), "{readings:?}");
        assert!(
            readings[0].detail.contains("at μ = 0.5000"),
            "{}",
            readings[0].detail
        );
    }
}
