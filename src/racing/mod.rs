//! Racing: deciding which of two players is better from as few games as possible, with a
//! guaranteed error.
//!
//! Two players play i.i.d. games; `X = 1` when player 1 wins, so `X ~ Bernoulli(μ)`. A race
//! tests confidence bounds on `μ` at scheduled game counts and stops when a bound crosses 0.5
//! (the starred algorithms and the classic races), when the running bounds are within `2ε`
//! (the LEBR family's precision stop), or at its horizon.
//!
//! - [`bounds`] — Hoeffding and empirical-Bernstein half-widths and the horizon solvers.
//! - [`Algorithm`] and [`Schedule`] — the seven algorithms: when they test, with which
//!   per-test δ, and how they stop.
//! - [`race`] — a race over any source of game outcomes, as a step-based job with a trace.
//! - [`theory`] — the thesis's approximation F_μ(n), binomial tails, δ calibration.
//! - [`exact`] — the exact error probability α(μ) and mean games by dynamic programming over
//!   the distribution of wins (the thesis only has Monte Carlo).
//! - [`montecarlo`] — simulated α(μ) and mean games with confidence intervals.
//! - [`report`] — the answers as the JSON of the command line and the Python package.
//!
//! ## References
//! - The racing thesis (Polish), §1.3–1.4, §2.1–2.2 and the appendix; the corrected readings
//!   are those of the project's racing spec.
//! - V. Mnih, Cs. Szepesvári, J.-Y. Audibert, "Empirical Bernstein stopping", ICML 2008.
//! - O. Maron, A. W. Moore, "Hoeffding races", NIPS 1993.

use std::fmt;

use crate::i18n::Said;
use serde::{Deserialize, Serialize};

pub mod alpha2;
pub mod bench;
pub mod bounds;
pub mod curves;
pub mod exact;
pub mod jobs;
pub mod lab;
pub mod montecarlo;
pub mod race;
pub mod report;
pub mod theory;

/// The default precision ε of the thesis.
pub const DEFAULT_EPS: f64 = 0.01;
/// The default confidence δ of the thesis.
pub const DEFAULT_DELTA: f64 = 0.05;

/// The seven races.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Algorithm {
    /// Hoeffding race: tests every game, δ_t = 6δ/(π²t²), stops when a bound crosses 0.5.
    Hoeffding,
    /// Bernstein race: as Hoeffding with the empirical-Bernstein half-width.
    Bernstein,
    /// LEBR (Alg. 1): every game, δ_t = 6δ/(π²t²), stops at UB − LB ≤ 2ε.
    Lebr,
    /// ILEBR (Alg. 2): every game, δ/N with N = NMAX(n), precision stop or t = N.
    Ilebr,
    /// ILEBR 2 (Alg. 3): tests at t = n², δ/N with N = NMAX(n²), precision stop or n = N.
    Ilebr2,
    /// ILEBR* (Alg. 4): as ILEBR 2, also stops when a bound crosses 0.5.
    IlebrStar,
    /// ILEBR* 2 (Alg. 5): tests at t = (k + o)², o = ⌈n_min⌉ − 1, as ILEBR*.
    IlebrStar2,
}

impl Algorithm {
    /// All seven, in the thesis's order.
    pub const ALL: [Algorithm; 7] = [
        Algorithm::Hoeffding,
        Algorithm::Bernstein,
        Algorithm::Lebr,
        Algorithm::Ilebr,
        Algorithm::Ilebr2,
        Algorithm::IlebrStar,
        Algorithm::IlebrStar2,
    ];

    /// The command-line name (`hoeffding`, `bernstein`, `lebr`, `ilebr`, `ilebr2`,
    /// `ilebr-star`, `ilebr-star2`).
    pub fn key(self) -> &'static str {
        match self {
            Algorithm::Hoeffding => "hoeffding",
            Algorithm::Bernstein => "bernstein",
            Algorithm::Lebr => "lebr",
            Algorithm::Ilebr => "ilebr",
            Algorithm::Ilebr2 => "ilebr2",
            Algorithm::IlebrStar => "ilebr-star",
            Algorithm::IlebrStar2 => "ilebr-star2",
        }
    }

    /// Parses [`Algorithm::key`].
    pub fn from_key(key: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.key() == key)
    }

    /// Parses [`Algorithm::key`]; the error lists the keys.
    pub fn parse(key: &str) -> Result<Algorithm, String> {
        Algorithm::from_key(key).ok_or_else(|| {
            let keys: Vec<&str> = Algorithm::ALL.iter().map(|a| a.key()).collect();
            format!("{key:?} is not one of {}", keys.join(", "))
        })
    }

    /// The display name.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Hoeffding => "Hoeffding race",
            Algorithm::Bernstein => "Bernstein race",
            Algorithm::Lebr => "LEBR",
            Algorithm::Ilebr => "ILEBR",
            Algorithm::Ilebr2 => "ILEBR 2",
            Algorithm::IlebrStar => "ILEBR*",
            Algorithm::IlebrStar2 => "ILEBR* 2",
        }
    }

    /// The display name in the language of `words` (the `race-algorithm-…` messages).
    pub fn name_in(self, words: &crate::i18n::Catalogue) -> String {
        match self {
            Algorithm::Hoeffding => words.msg("race-algorithm-hoeffding"),
            Algorithm::Bernstein => words.msg("race-algorithm-bernstein"),
            Algorithm::Lebr => words.msg("race-algorithm-lebr"),
            Algorithm::Ilebr => words.msg("race-algorithm-ilebr"),
            Algorithm::Ilebr2 => words.msg("race-algorithm-ilebr2"),
            Algorithm::IlebrStar => words.msg("race-algorithm-ilebr-star"),
            Algorithm::IlebrStar2 => words.msg("race-algorithm-ilebr-star2"),
        }
    }

    /// Whether the race stops as soon as a bound crosses 0.5.
    pub fn stops_on_crossing(self) -> bool {
        matches!(
            self,
            Algorithm::Hoeffding
                | Algorithm::Bernstein
                | Algorithm::IlebrStar
                | Algorithm::IlebrStar2
        )
    }

    /// Whether the race stops when the running bounds are within 2ε.
    pub fn stops_on_precision(self) -> bool {
        !matches!(self, Algorithm::Hoeffding | Algorithm::Bernstein)
    }

    /// Whether tests happen at square game counts (the schedules the exact DP covers).
    pub fn square_schedule(self) -> bool {
        matches!(
            self,
            Algorithm::Ilebr2 | Algorithm::IlebrStar | Algorithm::IlebrStar2
        )
    }

    /// Whether the half-width is Hoeffding's (otherwise empirical Bernstein).
    pub fn uses_hoeffding(self) -> bool {
        self == Algorithm::Hoeffding
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rejected parameter (`eps`, `delta`, `mu`, `pattern`, `tests`, `cap`, `alpha`, `runs`),
/// named so the page can show it next to its input: the project's one field error.
pub type ParamError = crate::text::FieldError;

/// The largest horizon (games) a race may be configured with: keeps a run within a few
/// seconds in a browser worker and every schedule's arithmetic exact.
pub const MAX_GAMES: u64 = 50_000_000;

/// The parameters of a race.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Params {
    /// Precision ε ∈ (0, 1).
    pub eps: f64,
    /// Confidence δ ∈ (0, 1).
    pub delta: f64,
    /// Number of tests N, when given directly (otherwise solved from ε and δ).
    pub tests: Option<u64>,
    /// The most games any run may play (the unbounded races stop here, "undecided").
    pub cap: u64,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            eps: DEFAULT_EPS,
            delta: DEFAULT_DELTA,
            tests: None,
            cap: 1_000_000,
        }
    }
}

/// Checks that a probability-like parameter lies strictly inside (0, 1).
pub fn check_open_unit(field: &'static str, value: f64) -> Result<(), ParamError> {
    if value.is_finite() && value > 0.0 && value < 1.0 {
        Ok(())
    } else {
        Err(ParamError::new(
            field,
            Said::new("field-not-in-open-unit").decimal("value", value.to_string()),
        ))
    }
}

/// Checks μ ∈ [0, 1].
pub fn check_mu(mu: f64) -> Result<(), ParamError> {
    if mu.is_finite() && (0.0..=1.0).contains(&mu) {
        Ok(())
    } else {
        Err(ParamError::new(
            "mu",
            Said::new("field-not-in-unit").decimal("value", mu.to_string()),
        ))
    }
}

impl Params {
    /// Validates ε, δ, the test count and the cap.
    pub fn validate(&self) -> Result<(), ParamError> {
        check_open_unit("eps", self.eps)?;
        check_open_unit("delta", self.delta)?;
        if self.tests == Some(0) {
            return Err(ParamError::new("tests", Said::new("field-race-no-tests")));
        }
        if self.cap == 0 || self.cap > MAX_GAMES {
            return Err(ParamError::new(
                "cap",
                Said::new("field-race-cap").count("max", MAX_GAMES as i64),
            ));
        }
        Ok(())
    }
}

/// When an algorithm tests and with which per-test δ, for given parameters.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Schedule {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Number of tests N (None: unbounded, the 6δ/(π²t²) series).
    pub tests: Option<u64>,
    /// Offset o of ILEBR* 2 (tests at (k + o)²); 0 otherwise.
    pub offset: u64,
    /// δ of the whole race.
    pub delta: f64,
}

impl Schedule {
    /// The schedule of `algorithm` under `params`: solves N (and o) unless `params.tests` is
    /// given. Fails when a parameter is invalid or the horizon exceeds [`MAX_GAMES`].
    pub fn new(algorithm: Algorithm, params: &Params) -> Result<Schedule, ParamError> {
        params.validate()?;
        let (eps, delta) = (params.eps, params.delta);
        let none = || {
            ParamError::new(
                "eps",
                Said::new("field-race-no-horizon")
                    .decimal("eps", crate::text::short(eps))
                    .decimal("delta", crate::text::short(delta))
                    .count("max", bounds::MAX_HORIZON_TESTS as i64),
            )
        };
        let solved = |f: fn(f64) -> f64| bounds::nmax(eps, delta, f).ok_or_else(none);
        let (tests, offset) = match algorithm {
            Algorithm::Hoeffding | Algorithm::Bernstein | Algorithm::Lebr => (None, 0),
            Algorithm::Ilebr => (Some(params.tests.map_or_else(|| solved(|n| n), Ok)?), 0),
            Algorithm::Ilebr2 | Algorithm::IlebrStar => {
                (Some(params.tests.map_or_else(|| solved(|n| n * n), Ok)?), 0)
            }
            Algorithm::IlebrStar2 => {
                let n_square = solved(|n| n * n)?;
                let offset = bounds::ilebr_star2_offset(delta, n_square);
                let o = offset as f64;
                let tests = match params.tests {
                    Some(n) => n,
                    None => bounds::nmax(eps, delta, |n| (n + o) * (n + o)).ok_or_else(none)?,
                };
                (Some(tests), offset)
            }
        };
        let schedule = Schedule {
            algorithm,
            tests,
            offset,
            delta,
        };
        if let Some(h) = schedule.horizon() {
            if h > MAX_GAMES {
                return Err(ParamError::new(
                    "tests",
                    Said::new("field-race-horizon-over")
                        .text("games", h.to_string())
                        .count("max", MAX_GAMES as i64),
                ));
            }
        }
        Ok(schedule)
    }

    /// The game count of test `k` (1-based).
    pub fn test_time(&self, k: u64) -> u64 {
        if self.algorithm.square_schedule() {
            let t = k.saturating_add(self.offset);
            t.saturating_mul(t)
        } else {
            k
        }
    }

    /// The δ used at test `k` (1-based).
    pub fn test_delta(&self, k: u64) -> f64 {
        match self.tests {
            None => 6.0 * self.delta / (std::f64::consts::PI.powi(2) * (k as f64).powi(2)),
            Some(n) => self.delta / n as f64,
        }
    }

    /// The last game any run can play (None for the unbounded races).
    pub fn horizon(&self) -> Option<u64> {
        if self.algorithm == Algorithm::Lebr {
            return None; // bounded only through the precision stop; see `bounds::lebr_horizon`
        }
        self.tests.map(|n| self.test_time(n))
    }

    /// The half-width at a test after `t` games with `wins` wins, at per-test δ `d`.
    pub fn half_width(&self, wins: u64, t: u64, d: f64) -> f64 {
        if self.algorithm.uses_hoeffding() {
            bounds::hoeffding(t, d)
        } else {
            bounds::empirical_bernstein(wins as f64 / t as f64, t, d)
        }
    }
}
