//! The Ticket to Ride benchmark (`gamelab bench ttr`, and later the page's "Benchmark this
//! browser" in the worker): whole games per second for each player count, the algorithmic
//! player at every seat against a baseline run in the same process — the same engine driven by
//! uniformly random legal actions — so the ratio says what the player's planning costs.
//!
//! One unit of work is one game. The clock is the caller's (milliseconds); the core never reads
//! one.

use serde::{Deserialize, Serialize};

use super::experiment::{experiment_game, AgentKind};
use crate::jobs::{Job, Progress};
use crate::rng::Seed;

/// The player counts timed.
pub const COUNTS: [usize; 4] = [2, 3, 4, 5];

/// One player count's speeds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchRow {
    /// Players.
    pub players: usize,
    /// Algorithmic games played.
    pub games: u64,
    /// Algorithmic games per second.
    pub algo_games_per_second: f64,
    /// Random-play games per second (the baseline).
    pub random_games_per_second: f64,
    /// Baseline time over algorithmic time per game: how many times slower planning makes a
    /// game (as a ratio below 1 when the algorithmic player is slower).
    pub algo_over_random: f64,
    /// Mean turns of an algorithmic game.
    pub turns_per_game: f64,
}

/// The whole benchmark's output.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchReport {
    /// Games per stage.
    pub games: u64,
    /// One row per player count.
    pub rows: Vec<BenchRow>,
}

/// The benchmark as a [`Job`]: for each count, `games` random-play games, then `games`
/// algorithmic ones.
pub struct TtrBench {
    games: u64,
    now: Box<dyn Fn() -> f64>,
    stage: usize,
    done: u64,
    /// (games, millis, turns) per stage: 2 per count (random, algo).
    work: Vec<(u64, f64, u64)>,
}

impl TtrBench {
    /// The benchmark with `games` games per stage (1–100 000), timed by `now` (milliseconds).
    pub fn new(games: u64, now: Box<dyn Fn() -> f64>) -> Result<Self, String> {
        if !(1..=100_000).contains(&games) {
            return Err(format!("games: give 1–100000, not {games}"));
        }
        Ok(TtrBench {
            games,
            now,
            stage: 0,
            done: 0,
            work: vec![(0, 0.0, 0); 2 * COUNTS.len()],
        })
    }

    fn report(&self) -> BenchReport {
        let rate = |(n, ms, _): (u64, f64, u64)| n as f64 / (ms.max(1e-3) / 1e3);
        BenchReport {
            games: self.games,
            rows: COUNTS
                .iter()
                .enumerate()
                .map(|(i, &players)| {
                    let (random, algo) = (self.work[2 * i], self.work[2 * i + 1]);
                    BenchRow {
                        players,
                        games: algo.0,
                        algo_games_per_second: rate(algo),
                        random_games_per_second: rate(random),
                        algo_over_random: rate(algo) / rate(random),
                        turns_per_game: algo.2 as f64 / algo.0.max(1) as f64,
                    }
                })
                .collect(),
        }
    }
}

impl Job for TtrBench {
    type Output = BenchReport;

    fn step(&mut self, budget: u64) -> Option<BenchReport> {
        let mut left = budget.max(1);
        while self.stage < self.work.len() && left > 0 {
            let players = COUNTS[self.stage / 2];
            let kind = if self.stage % 2 == 0 {
                AgentKind::Random
            } else {
                AgentKind::Algo
            };
            let t0 = (self.now)();
            let g = experiment_game(&kind, players, Seed(7).derive(players as u64), self.done);
            let ms = (self.now)() - t0;
            let w = &mut self.work[self.stage];
            w.0 += 1;
            w.1 += ms;
            w.2 += u64::from(g.turns);
            self.done += 1;
            if self.done == self.games {
                self.stage += 1;
                self.done = 0;
            }
            left -= 1;
        }
        (self.stage >= self.work.len()).then(|| self.report())
    }

    fn progress(&self) -> Progress {
        let total = self.games * self.work.len() as u64;
        let done = self.games * self.stage as u64 + self.done;
        Progress {
            done,
            total: Some(total),
            fraction: done as f64 / total as f64,
            unit: "games".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::run_to_end;
    use std::cell::Cell;

    #[test]
    fn a_small_benchmark_times_every_count() {
        let tick = Cell::new(0.0);
        let clock = move || {
            tick.set(tick.get() + 1.0);
            tick.get()
        };
        let mut job = TtrBench::new(2, Box::new(clock)).unwrap();
        let report = run_to_end(&mut job);
        assert_eq!(report.rows.len(), 4);
        for r in &report.rows {
            assert_eq!(r.games, 2);
            // The fake clock advances 1 ms per reading: 2 games in 2 ms.
            assert!((r.algo_games_per_second - 1000.0).abs() < 1e-6, "{r:?}");
            assert!(r.turns_per_game > 20.0);
        }
        assert!(TtrBench::new(0, Box::new(|| 0.0)).is_err());
    }
}
