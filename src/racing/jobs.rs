//! The racing lab's worker jobs: what its page may ask for ([`Request`]), the limits and checks
//! of each request, and what comes back ([`Output`]); and [`RaceState`], how any lab's race
//! (Love Letter's duels too) reports itself while it runs.
//!
//! Each lab keeps its requests here, beside the code they run, so a change to one lab touches
//! one folder; the crate's catalogue only wraps a [`Request`] in its enum and calls [`start`].
//! The curves' own limits (grid size, runs) are checked by [`ExactCurves::new`] and
//! [`McCurves::new`], next to the code they protect.

use serde::{Deserialize, Serialize};

use super::alpha2::{Alpha2Curves, Alpha2Job};
use super::bench::{RaceBench, RaceBenchRow};
use super::curves::{CurvePoint, Deltas, ExactCurves, McCurves};
use super::montecarlo::McTally;
use super::race::{Outcomes, PrecisionStop, Race, RaceOutcome, TestRecord};
use super::theory::{Calibrate, Calibration};
use super::{Algorithm, ParamError, Params};
use crate::jobs::{Adapt, Clock, NoDetail, StartError, Started};
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
        /// The language of the rows' words (empty: English, as the command line has it).
        #[serde(default)]
        lang: String,
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
    /// The thesis's Figure 2.3: α₂ of ILEBR* over μ, δ and ε.
    Alpha2 {
        /// ε of the μ and δ panels.
        eps: f64,
        /// δ of the μ and ε panels.
        delta: f64,
    },
    /// Theory F and the exact DP over a μ grid for several races.
    Exact {
        /// The races.
        algorithms: Vec<Algorithm>,
        /// ε, δ, tests, cap.
        params: Params,
        /// The μ grid.
        mus: Vec<f64>,
        /// Races at their own δ.
        #[serde(default)]
        deltas: Deltas,
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
        /// Races at their own δ.
        #[serde(default)]
        deltas: Deltas,
    },
}

/// What a finished racing job produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// From [`Request::Bench`].
    Bench(Vec<RaceBenchRow>),
    /// From [`Request::Calibrate`] (an error message on failure).
    Calibration(Result<Calibration, String>),
    /// From [`Request::Alpha2`].
    Alpha2(Alpha2Curves),
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

/// The smallest ε the α₂ curves take.
pub const MIN_ALPHA2_EPS: f64 = 1e-3;

/// Checks the benchmark's runs per sampling method.
pub fn check_bench_runs(runs: u64) -> Result<(), StartError> {
    if runs == 0 || runs > MAX_BENCH_RUNS {
        return Err(StartError::field("runs", "runs must be 1–10 000"));
    }
    Ok(())
}

/// Validates `request` and builds its job; `clock` times the benchmark.
pub fn start(request: &Request, clock: Clock) -> Result<Started<Output, NoDetail>, StartError> {
    Ok(match request {
        Request::Bench { runs, lang } => {
            check_bench_runs(*runs)?;
            let bench = RaceBench::new(*runs, Box::new(clock)).in_language(lang);
            Started::new(Adapt(bench, Output::Bench), 1)
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
        Request::Alpha2 { eps, delta } => {
            if !(MIN_ALPHA2_EPS..1.0).contains(eps) {
                return Err(StartError::field(
                    "eps",
                    format!(
                        "ε must be {MIN_ALPHA2_EPS}–1 for α₂ (a smaller ε means thousands of tests per point)"
                    ),
                ));
            }
            if !(*delta > 0.0 && *delta < 1.0) {
                return Err(StartError::field(
                    "delta",
                    "δ must lie strictly between 0 and 1",
                ));
            }
            Started::new(Adapt(Alpha2Job::new(*eps, *delta), Output::Alpha2), 1)
        }
        Request::Exact {
            algorithms,
            params,
            mus,
            deltas,
        } => {
            let job = ExactCurves::with_deltas(algorithms, params, mus, deltas)
                .map_err(|e| e.to_string())?;
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
            deltas,
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
            .and_then(|job| job.with_deltas(deltas.clone()))
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
    fn a_refused_field_is_named_and_its_words_kept() {
        let e = start(
            &Request::Alpha2 {
                eps: 0.1,
                delta: 1.5,
            },
            fake_clock,
        )
        .err()
        .expect("refused");
        assert_eq!(e.field_name(), Some("delta"));
        assert_eq!(e.to_string(), "δ must lie strictly between 0 and 1");
        let e = start(
            &Request::Bench {
                runs: 0,
                lang: String::new(),
            },
            fake_clock,
        )
        .err()
        .expect("refused");
        assert_eq!(e.field_name(), Some("runs"));
        assert_eq!(e.to_string(), "runs must be 1–10 000");
    }

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
        let alpha2 = finish(start(
            &Request::Alpha2 {
                eps: 0.02,
                delta: 0.05,
            },
            fake_clock,
        ));
        assert!(
            matches!(&alpha2, Output::Alpha2(c) if c.by_mu.len() == 41 && c.eps == 0.02),
            "{alpha2:?}"
        );
        for (eps, delta) in [(1e-4, 0.05), (0.01, 1.0), (0.01, 0.0)] {
            assert!(start(&Request::Alpha2 { eps, delta }, fake_clock).is_err());
        }
        let exact = finish(start(
            &Request::Exact {
                algorithms: vec![Algorithm::Hoeffding],
                params: Params::default(),
                mus: vec![0.6],
                deltas: Vec::new(),
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
                deltas: Vec::new(),
            },
            fake_clock,
        ));
        // A race at its own δ: ILEBR* at δ = 3.02·10⁻¹¹ has 393 tests (the thesis's Fig. 2.7).
        let own = finish(start(
            &Request::Exact {
                algorithms: vec![Algorithm::IlebrStar, Algorithm::Ilebr2],
                params: Params::default(),
                mus: vec![0.45],
                deltas: vec![(Algorithm::IlebrStar, 3.021_014_84e-11)],
            },
            fake_clock,
        ));
        let Output::Exact(points) = own else {
            panic!("{own:?}")
        };
        let star = points[0].exact.as_ref().unwrap();
        let plain = points[1].exact.as_ref().unwrap();
        assert!(
            star.mean_games > plain.mean_games / 10.0,
            "{star:?} {plain:?}"
        );
        assert!(start(
            &Request::Exact {
                algorithms: vec![Algorithm::IlebrStar],
                params: Params::default(),
                mus: vec![0.45],
                deltas: vec![(Algorithm::IlebrStar, 0.0)],
            },
            fake_clock
        )
        .is_err());
        assert!(
            matches!(&mc, Output::Mc(t) if t[0].1[0].runs == 20),
            "{mc:?}"
        );
        starts(start(
            &Request::Bench {
                runs: 10,
                lang: String::new(),
            },
            fake_clock,
        ));
    }

    #[test]
    fn requests_outside_the_limits_are_refused_with_a_reason() {
        assert!(rejected(start(
            &Request::Bench {
                runs: MAX_BENCH_RUNS + 1,
                lang: String::new(),
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
