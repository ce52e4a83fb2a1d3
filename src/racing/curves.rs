//! The error-curve computations of the racing page as step-based jobs: theory F and the exact
//! DP for several algorithms over a grid of μ, and Monte Carlo tallies for several algorithms
//! (split across workers by run index).

use serde::{Deserialize, Serialize};

use super::exact::{exact, ExactResult};
use super::montecarlo::{simulate, McTally};
use super::race::PrecisionStop;
use super::theory::f_mu;
use super::{check_mu, Algorithm, ParamError, Params, Schedule};
use crate::i18n::Said;
use crate::jobs::{Job, Progress};
use crate::rng::Seed;

/// The most μ values in one curve.
pub const MAX_POINTS: usize = 1_001;

/// Theory and exact values of one algorithm at one μ.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CurvePoint {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// μ.
    pub mu: f64,
    /// The thesis's F_μ(N) (square schedules only; N = the algorithm's tests).
    pub theory: Option<f64>,
    /// The exact DP (square schedules only).
    pub exact: Option<ExactResult>,
}

/// A grid of `steps` evenly spaced μ values from `from` to `to` (inclusive).
pub fn grid(from: f64, to: f64, steps: usize) -> Result<Vec<f64>, ParamError> {
    check_mu(from)?;
    check_mu(to)?;
    if !(2..=MAX_POINTS).contains(&steps) {
        return Err(ParamError::new(
            "steps",
            Said::new("field-curve-points").count("max", MAX_POINTS as i64),
        ));
    }
    if to <= from {
        return Err(ParamError::new("to", Said::new("field-curve-range")));
    }
    Ok((0..steps)
        .map(|i| from + (to - from) * i as f64 / (steps - 1) as f64)
        .collect())
}

/// δ for some races in place of the common one (the thesis's Fig. 2.7 sets LEBR at δ = 0.05
/// beside ILEBR* at δ = 3.02·10⁻¹¹).
pub type Deltas = Vec<(Algorithm, f64)>;

/// `params` with `algorithm`'s own δ from `deltas`, if it has one.
pub fn params_for(params: &Params, deltas: &[(Algorithm, f64)], algorithm: Algorithm) -> Params {
    match deltas.iter().find(|(a, _)| *a == algorithm) {
        Some(&(_, delta)) => Params { delta, ..*params },
        None => *params,
    }
}

/// Theory and exact values for several algorithms over μ values; one unit = one (algorithm, μ).
pub struct ExactCurves {
    work: Vec<(Schedule, f64)>,
    done: usize,
    points: Vec<CurvePoint>,
}

impl ExactCurves {
    /// The job; algorithms without a square schedule get empty points (Monte Carlo only).
    pub fn new(algorithms: &[Algorithm], params: &Params, mus: &[f64]) -> Result<Self, ParamError> {
        ExactCurves::with_deltas(algorithms, params, mus, &[])
    }

    /// As [`ExactCurves::new`], with some races at their own δ.
    pub fn with_deltas(
        algorithms: &[Algorithm],
        params: &Params,
        mus: &[f64],
        deltas: &[(Algorithm, f64)],
    ) -> Result<Self, ParamError> {
        let mut work = Vec::new();
        for &a in algorithms {
            let schedule = Schedule::new(a, &params_for(params, deltas, a))?;
            for &mu in mus {
                check_mu(mu)?;
                work.push((schedule, mu));
            }
        }
        Ok(ExactCurves {
            work,
            done: 0,
            points: Vec::new(),
        })
    }
}

impl Job for ExactCurves {
    type Output = Vec<CurvePoint>;

    fn step(&mut self, budget: u64) -> Option<Vec<CurvePoint>> {
        for _ in 0..budget.max(1) {
            let Some(&(schedule, mu)) = self.work.get(self.done) else {
                break;
            };
            let square = schedule.algorithm.square_schedule();
            self.points.push(CurvePoint {
                algorithm: schedule.algorithm,
                mu,
                theory: square.then(|| f_mu(mu, schedule.tests.unwrap_or(1))),
                exact: if square {
                    exact(&schedule, mu).ok()
                } else {
                    None
                },
            });
            self.done += 1;
        }
        (self.done == self.work.len()).then(|| self.points.clone())
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.done as u64,
            total: Some(self.work.len() as u64),
            fraction: self.done as f64 / self.work.len().max(1) as f64,
            unit: "points".to_string(),
        }
    }
}

/// Monte Carlo tallies of several algorithms over μ values, runs `first..first + runs` of
/// each; one unit = one run. Workers split a batch by giving each a run range.
pub struct McCurves {
    algorithms: Vec<Algorithm>,
    params: Params,
    deltas: Deltas,
    mus: Vec<f64>,
    seed: Seed,
    first: u64,
    runs: u64,
    precision: PrecisionStop,
    done: u64,
    tallies: Vec<(Algorithm, Vec<McTally>)>,
}

impl McCurves {
    /// The job, validated.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        algorithms: &[Algorithm],
        params: Params,
        mus: Vec<f64>,
        seed: Seed,
        first: u64,
        runs: u64,
        precision: PrecisionStop,
    ) -> Result<Self, ParamError> {
        for &a in algorithms {
            Schedule::new(a, &params)?;
        }
        for &mu in &mus {
            check_mu(mu)?;
        }
        let tallies = algorithms
            .iter()
            .map(|&a| {
                (
                    a,
                    mus.iter()
                        .map(|&mu| McTally {
                            mu,
                            ..McTally::default()
                        })
                        .collect(),
                )
            })
            .collect();
        Ok(McCurves {
            algorithms: algorithms.to_vec(),
            params,
            mus,
            seed,
            first,
            runs,
            precision,
            done: 0,
            tallies,
            deltas: Vec::new(),
        })
    }

    /// The same job with some races at their own δ (checked).
    pub fn with_deltas(mut self, deltas: Deltas) -> Result<Self, ParamError> {
        for &a in &self.algorithms {
            Schedule::new(a, &params_for(&self.params, &deltas, a))?;
        }
        self.deltas = deltas;
        Ok(self)
    }

    fn total(&self) -> u64 {
        self.runs * (self.mus.len() * self.algorithms.len()) as u64
    }
}

impl Job for McCurves {
    type Output = Vec<(Algorithm, Vec<McTally>)>;

    fn step(&mut self, budget: u64) -> Option<Self::Output> {
        let end = (self.done + budget.max(1)).min(self.total());
        while self.done < end {
            let cell = (self.done / self.runs.max(1)) as usize;
            let run = self.done % self.runs.max(1);
            let (a, m) = (cell / self.mus.len(), cell % self.mus.len());
            let t = simulate(
                self.algorithms[a],
                &params_for(&self.params, &self.deltas, self.algorithms[a]),
                self.mus[m],
                self.seed,
                self.first + run,
                1,
                self.precision,
            )
            .expect("validated in new");
            self.tallies[a].1[m].merge(&t);
            self.done += 1;
        }
        (self.done == self.total()).then(|| self.tallies.clone())
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.done,
            total: Some(self.total()),
            fraction: self.done as f64 / self.total().max(1) as f64,
            unit: "runs".to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::run_to_end;
    use crate::racing::exact::mu_grid;

    fn defaults(algorithm: Algorithm) -> Schedule {
        Schedule::new(algorithm, &Params::default()).expect("default parameters are valid")
    }

    #[test]
    fn refuses_a_mu_outside_the_unit_interval() {
        assert_eq!(
            ExactCurves::new(&[Algorithm::IlebrStar], &Params::default(), &[0.2, -0.1])
                .err()
                .map(|e| e.field),
            Some("mu")
        );
    }

    #[test]
    fn the_curve_job_runs_in_slices() {
        let star = defaults(Algorithm::IlebrStar);
        let mus = mu_grid(101);
        assert_eq!((mus.len(), mus[50], mus[100]), (101, 0.5, 1.0));
        let mut job =
            ExactCurves::new(&[Algorithm::IlebrStar], &Params::default(), &mus).expect("valid");
        assert_eq!(job.step(10), None);
        assert_eq!(job.progress().done, 10);
        let points = run_to_end(&mut job);
        assert_eq!(points.len(), 101);
        assert_eq!(job.progress().fraction, 1.0);
        let curve: Vec<ExactResult> = points
            .iter()
            .map(|p| p.exact.expect("a square schedule"))
            .collect();
        for (r, &mu) in curve.iter().zip(&mus) {
            assert_eq!(*r, exact(&star, mu).expect("valid"));
            assert!(
                (r.p1 + r.p2 + r.undecided_mass - 1.0).abs() < 1e-12,
                "μ={mu}"
            );
            assert!(r.undecided_mass < 1e-11, "μ={mu}: {}", r.undecided_mass);
        }
        // α(μ) rises towards μ = 0.5 from either side.
        assert!(curve[45].alpha < curve[48].alpha && curve[48].alpha < curve[49].alpha);
        assert!(curve[55].alpha < curve[52].alpha && curve[52].alpha < curve[51].alpha);
        let mut empty =
            ExactCurves::new(&[Algorithm::IlebrStar], &Params::default(), &[]).expect("valid");
        assert_eq!(empty.step(0), Some(Vec::new()));
    }
}
