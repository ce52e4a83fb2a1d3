//! The racing lab's worker jobs: what its page may ask for ([`Request`]), the limits and checks
//! of each request, and what comes back ([`Output`]); and [`RaceState`], how any lab's race
//! (Love Letter's duels too) reports itself while it runs.
//!
//! Each lab keeps its requests here, beside the code they run, so a change to one lab touches
//! one folder; the crate's catalogue only wraps a [`Request`] in its enum and calls [`start`].
//! The curves' own limits (grid size, runs) are checked by [`ExactCurves::new`] and
//! [`McCurves::new`], next to the code they protect.

use serde::{Deserialize, Serialize};

use super::curves::{CurvePoint, ExactCurves, McCurves};
use super::montecarlo::McTally;
use super::race::{Outcomes, PrecisionStop, Race, RaceOutcome, TestRecord};
use super::theory::{Calibrate, Calibration};
use super::{Algorithm, ParamError, Params};
use crate::bench::{RaceBench, RaceBenchRow};
use crate::jobs::{Adapt, Clock, NoDetail, Started};
use crate::rng::Seed;

/// The most simulated races per sampling method in the racing benchmark.
pub const MAX_BENCH_RUNS: u64 = 10_000;

/// The jobs of the racing page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// The racing benchmark (exact curve time, games per second by sampling method).
    Bench {
        /// Simulated races per sampling method.
        runs: u64,
    },
    /// δ calibration: the smallest number of tests N with F_μ(N) < α.
    Calibrate {
        /// μ (≠ 0.5).
        mu: f64,
        /// The target α.
        alpha: f64,
        /// ε for δ.
        eps: f64,
    },
    /// Theory F and the exact DP over a μ grid for several races.
    Exact {
        /// The races.
        algorithms: Vec<Algorithm>,
        /// ε, δ, tests, cap.
        params: Params,
        /// The μ grid.
        mus: Vec<f64>,
    },
    /// Monte Carlo tallies, runs `first..first + runs` of each (algorithm, μ).
    Mc {
        /// The races.
        algorithms: Vec<Algorithm>,
        /// ε, δ, tests, cap.
        params: Params,
        /// The μ grid.
        mus: Vec<f64>,
        /// The batch seed (run i uses seed.derive(i)).
        seed: u64,
        /// First run index of this worker's share.
        first: u64,
        /// Runs in this worker's share.
        runs: u64,
        /// Precision stop on or off.
        precision: PrecisionStop,
    },
}

/// What a finished racing job produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// From [`Request::Bench`].
    Bench(Vec<RaceBenchRow>),
    /// From [`Request::Calibrate`] (an error message on failure).
    Calibration(Result<Calibration, String>),
    /// From [`Request::Exact`].
    Exact(Vec<CurvePoint>),
    /// From [`Request::Mc`]: each race's tallies, one per μ.
    Mc(Vec<(Algorithm, Vec<McTally>)>),
}

/// A race's state for the page: games, player 1's wins, and the tests so far.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RaceState {
    /// Games played.
    pub games: u64,
    /// Player 1's wins.
    pub wins: u64,
    /// The tests so far (thinned).
    pub trace: Vec<TestRecord>,
}

impl RaceState {
    /// Where `race` stands now.
    pub fn of<S: Outcomes>(race: &Race<S>) -> Self {
        RaceState {
            games: race.games(),
            wins: race.wins(),
            trace: race.trace().to_vec(),
        }
    }
}

/// A race as a lab's job: it ends in its outcome with its final state, and reports its state
/// while it runs (a lab wraps both in its own output and detail with [`Started::map`]).
pub struct RaceJob<S>(pub Race<S>);

impl<S: Outcomes> crate::jobs::LabJob<(RaceOutcome, RaceState), RaceState> for RaceJob<S> {
    fn step(&mut self, budget: u64) -> Option<(RaceOutcome, RaceState)> {
        // Whole tests at a time: a square schedule's test may be many games past the budget.
        let out = crate::jobs::Job::step(&mut self.0, budget)?;
        Some((out, RaceState::of(&self.0)))
    }
    fn progress(&self) -> crate::jobs::Progress {
        crate::jobs::Job::progress(&self.0)
    }
    fn detail(&self) -> Option<RaceState> {
        Some(RaceState::of(&self.0))
    }
}

/// Checks the benchmark's runs per sampling method.
pub fn check_bench_runs(runs: u64) -> Result<(), String> {
    if runs == 0 || runs > MAX_BENCH_RUNS {
        return Err("runs must be 1–10 000".to_string());
    }
    Ok(())
}

/// Validates `request` and builds its job; `clock` times the benchmark.
pub fn start(request: &Request, clock: Clock) -> Result<Started<Output, NoDetail>, String> {
    Ok(match request {
        Request::Bench { runs } => {
            check_bench_runs(*runs)?;
            Started::new(
                Adapt(RaceBench::new(*runs, Box::new(clock)), Output::Bench),
                1,
            )
        }
        Request::Calibrate { mu, alpha, eps } => {
            let job = Calibrate::new(*mu, *alpha, *eps).map_err(|e| e.to_string())?;
            Started::new(
                Adapt(job, |r: Result<Calibration, ParamError>| {
                    Output::Calibration(r.map_err(|e| e.reason))
                }),
                1,
            )
        }
        Request::Exact {
            algorithms,
            params,
            mus,
        } => {
            let job = ExactCurves::new(algorithms, params, mus).map_err(|e| e.to_string())?;
            Started::new(Adapt(job, Output::Exact), 1)
        }
        Request::Mc {
            algorithms,
            params,
            mus,
            seed,
            first,
            runs,
            precision,
        } => {
            let job = McCurves::new(
                algorithms,
                *params,
                mus.clone(),
                Seed(*seed),
                *first,
                *runs,
                *precision,
            )
            .map_err(|e| e.to_string())?;
            Started::new(Adapt(job, Output::Mc), 1)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::testing::{fake_clock, finish, rejected, starts};

    #[test]
    fn calibration_and_curves_run_to_their_outputs() {
        let calibration = finish(start(
            &Request::Calibrate {
                mu: 0.55,
                alpha: 0.05,
                eps: 0.01,
            },
            fake_clock,
        ));
        assert!(
            matches!(&calibration, Output::Calibration(Ok(c)) if c.tests == 17),
            "{calibration:?}"
        );
        let exact = finish(start(
            &Request::Exact {
                algorithms: vec![Algorithm::Hoeffding],
                params: Params::default(),
                mus: vec![0.6],
            },
            fake_clock,
        ));
        assert!(
            matches!(&exact, Output::Exact(p) if p.len() == 1 && p[0].algorithm == Algorithm::Hoeffding),
            "{exact:?}"
        );
        let mc = finish(start(
            &Request::Mc {
                algorithms: vec![Algorithm::Hoeffding],
                params: Params::default(),
                mus: vec![0.6],
                seed: 1,
                first: 0,
                runs: 20,
                precision: PrecisionStop::On,
            },
            fake_clock,
        ));
        assert!(
            matches!(&mc, Output::Mc(t) if t[0].1[0].runs == 20),
            "{mc:?}"
        );
        starts(start(&Request::Bench { runs: 10 }, fake_clock));
    }

    #[test]
    fn requests_outside_the_limits_are_refused_with_a_reason() {
        assert!(rejected(start(
            &Request::Bench {
                runs: MAX_BENCH_RUNS + 1
            },
            fake_clock
        ))
        .contains("runs"));
        assert!(!rejected(start(
            &Request::Calibrate {
                mu: 0.5,
                alpha: 0.05,
                eps: 0.01
            },
            fake_clock
        ))
        .is_empty());
    }
}
