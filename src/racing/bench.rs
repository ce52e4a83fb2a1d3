//! The racing benchmark: the exact α(μ) curve and ILEBR* 2 races simulated game by game
//! against binomial jumps, answers checked while timed; the clock is the caller's.

use serde::{Deserialize, Serialize};

use crate::jobs::{Job, Progress};

/// One measurement of the racing benchmark.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RaceBenchRow {
    /// What was measured.
    pub what: String,
    /// Work done (μ values, or simulated games).
    pub work: u64,
    /// Unit of `work`.
    pub unit: String,
    /// Milliseconds.
    pub millis: f64,
    /// Work per second.
    pub per_second: f64,
}

/// The racing benchmark as a job (one unit = one stage): the exact α(μ) curve of ILEBR* on 101
/// values of μ, then ILEBR* 2 races at μ = 0.5 simulated game by game and with binomial jumps
/// (the same number of runs each). Answers are checked: the curve's α is ½ at μ = 0.5 and
/// symmetric; every race plays at most 45 369 games.
pub struct RaceBench {
    runs: u64,
    stage: usize,
    now: Box<dyn Fn() -> f64>,
    rows: Vec<RaceBenchRow>,
    /// The language code of the rows' words (empty: English).
    lang: String,
}

impl RaceBench {
    /// A benchmark with `runs` simulated races per sampling method.
    pub fn new(runs: u64, now: Box<dyn Fn() -> f64>) -> Self {
        RaceBench {
            runs: runs.max(1),
            stage: 0,
            now,
            rows: Vec::new(),
            lang: String::new(),
        }
    }

    /// The benchmark with its rows worded in the language `code` names (English if empty or
    /// unknown).
    pub fn in_language(mut self, code: &str) -> Self {
        self.lang = code.to_string();
        self
    }

    fn simulate(&self, sampling: crate::racing::race::Sampling) -> u64 {
        use crate::racing::race::{Bernoulli, Race};
        use crate::racing::{Algorithm, Params};
        let mut games = 0;
        for i in 0..self.runs {
            let source =
                Bernoulli::new(0.5, crate::rng::Seed(7).derive(i), sampling).expect("valid μ");
            let outcome = Race::new(Algorithm::IlebrStar2, &Params::default(), source, 0)
                .expect("defaults")
                .run();
            assert!(outcome.games <= 45_369);
            games += outcome.games;
        }
        games
    }
}

impl Job for RaceBench {
    type Output = Vec<RaceBenchRow>;

    fn step(&mut self, budget: u64) -> Option<Vec<RaceBenchRow>> {
        use crate::racing::race::Sampling;
        use crate::racing::{exact::exact, Algorithm, Params, Schedule};
        let words = crate::i18n::Catalogue::of_code(&self.lang);
        for _ in 0..budget.max(1) {
            let t0 = (self.now)();
            let (what, work, unit) = match self.stage {
                0 => {
                    let schedule =
                        Schedule::new(Algorithm::IlebrStar, &Params::default()).expect("defaults");
                    let curve: Vec<f64> = (0..=100)
                        .map(|i| {
                            exact(&schedule, f64::from(i) / 100.0)
                                .expect("square schedule")
                                .alpha
                        })
                        .collect();
                    assert!(
                        (curve[50] - 0.5).abs() < 1e-9 && (curve[40] - curve[60]).abs() < 1e-12
                    );
                    (
                        words.msg("race-bench-exact"),
                        101,
                        words.msg("race-bench-unit-mu"),
                    )
                }
                1 => (
                    words.msg("race-bench-game-by-game"),
                    self.simulate(Sampling::GameByGame),
                    words.msg("race-bench-unit-games"),
                ),
                2 => (
                    words.msg("race-bench-binomial"),
                    self.simulate(Sampling::BinomialJumps),
                    words.msg("race-bench-unit-games"),
                ),
                _ => return Some(self.rows.clone()),
            };
            let millis = ((self.now)() - t0).max(1e-6);
            self.rows.push(RaceBenchRow {
                what,
                work,
                unit,
                millis,
                per_second: work as f64 / millis * 1e3,
            });
            self.stage += 1;
        }
        (self.stage == 3).then(|| self.rows.clone())
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.stage as u64,
            total: Some(3),
            fraction: self.stage as f64 / 3.0,
            unit: "stages".to_string(),
        }
    }
}
