//! The iterated prisoner's dilemma benchmark: matches per second of a round-robin tournament
//! of every classic strategy (200 turns), without noise and with noise 0.05, timed with a
//! clock the caller passes (the core never reads the time). It checks answers while it
//! times: Tit For Tat against Defector scores 199 and 204, and every match total is a whole
//! number within the payoffs' range. `scripts/bench-ipd.sh` runs the Axelrod library's
//! tournament on the same players, turns and repetitions in the same run.

use serde::{Deserialize, Serialize};

use super::game::Payoffs;
use super::play::match_scores;
use super::strategies::{classics, Classic, Strategy};
use super::tournament::{play_range, TournamentSpec};
use crate::jobs::{Job, Progress};
use crate::rng::Seed;

/// The most repetitions the benchmark may be asked for.
pub const MAX_BENCH_REPETITIONS: u32 = 1_000;

/// One measurement.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IpdBenchRow {
    /// What was timed.
    pub what: String,
    /// Players in the tournament.
    pub players: usize,
    /// Turns per match.
    pub turns: u32,
    /// Repetitions.
    pub repetitions: u32,
    /// Noise.
    pub noise: f64,
    /// Matches played.
    pub matches: u64,
    /// Milliseconds.
    pub millis: f64,
    /// Matches per second.
    pub matches_per_second: f64,
    /// Turns per second.
    pub turns_per_second: f64,
}

/// The benchmark's tournament: every classic, 200 turns, `repetitions` repetitions.
pub fn bench_spec(repetitions: u32, noise: f64) -> TournamentSpec {
    TournamentSpec {
        players: classics(),
        turns: 200,
        repetitions,
        noise,
        payoffs: Payoffs::default(),
        seed: 1,
    }
}

/// The benchmark as a job, one unit per stage (no noise, then noise 0.05).
pub struct IpdBench {
    repetitions: u32,
    now: Box<dyn Fn() -> f64>,
    rows: Vec<IpdBenchRow>,
}

impl IpdBench {
    /// The benchmark with `repetitions` repetitions (1–[`MAX_BENCH_REPETITIONS`]).
    pub fn new(repetitions: u32, now: Box<dyn Fn() -> f64>) -> Result<IpdBench, String> {
        if repetitions == 0 || repetitions > MAX_BENCH_REPETITIONS {
            return Err(format!(
                "repetitions must be 1–{MAX_BENCH_REPETITIONS} (got {repetitions})"
            ));
        }
        let tft = Strategy::Classic(Classic::TitForTat);
        let alld = Strategy::Classic(Classic::Defector);
        let scores = match_scores(&tft, &alld, 200, 0.0, &Payoffs::default(), Seed(1));
        assert_eq!(scores, [199.0, 204.0], "Tit For Tat against Defector");
        Ok(IpdBench {
            repetitions,
            now,
            rows: Vec::new(),
        })
    }
}

const NOISES: [f64; 2] = [0.0, 0.05];

impl Job for IpdBench {
    type Output = Vec<IpdBenchRow>;

    fn step(&mut self, budget: u64) -> Option<Vec<IpdBenchRow>> {
        for _ in 0..budget.max(1) {
            let Some(&noise) = NOISES.get(self.rows.len()) else {
                break;
            };
            let spec = bench_spec(self.repetitions, noise);
            let t0 = (self.now)();
            let partial = play_range(&spec, 0, spec.matches());
            let millis = ((self.now)() - t0).max(1e-6);
            for s in &partial.scores {
                for &x in s {
                    assert!(x.fract() == 0.0 && (0.0..=1000.0).contains(&x), "{x}");
                }
            }
            let matches = partial.scores.len() as u64;
            self.rows.push(IpdBenchRow {
                what: format!(
                    "round robin of the {} classics (self-play included)",
                    spec.players.len()
                ),
                players: spec.players.len(),
                turns: spec.turns,
                repetitions: spec.repetitions,
                noise,
                matches,
                millis,
                matches_per_second: matches as f64 / millis * 1e3,
                turns_per_second: (matches * u64::from(spec.turns)) as f64 / millis * 1e3,
            });
        }
        (self.rows.len() == NOISES.len()).then(|| self.rows.clone())
    }

    fn progress(&self) -> Progress {
        let done = self.rows.len() as u64;
        Progress {
            done,
            total: Some(NOISES.len() as u64),
            fraction: done as f64 / NOISES.len() as f64,
            unit: "stages".to_string(),
        }
    }
}
