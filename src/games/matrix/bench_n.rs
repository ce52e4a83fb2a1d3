//! The n-player all-equilibria benchmark as a job: the seeded random games of `gamelab bench
//! nash-n` ([`super::bench::nash_n_bench_game`], the same stream from the same seed), each
//! solved to the end by the certified solver, timed inside its steps by the caller's clock.
//! The command line and the page's worker run this one job, so the browser and native times
//! are of the same games and the same code.

use serde::{Deserialize, Serialize};

use super::bench::nash_n_bench_game;
use crate::equilibrium::n_player::{NashJob, TooManySupports};
use crate::jobs::{Job, Progress};
use crate::models::StrategicGame;
use crate::rng::Seed;

/// The most games one benchmark run solves.
pub const MAX_BENCH_GAMES: usize = 100;

/// One game of the n-player benchmark.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NashNBenchRow {
    /// Milliseconds spent inside the solver's steps.
    pub millis: f64,
    /// Equilibria found (isolated ones; continua are counted apart).
    pub equilibria: usize,
    /// How many of them are irrational (certified to 32 places).
    pub irrational: usize,
    /// Continua of equilibria found.
    pub continua: usize,
    /// Whether the answer is proven complete.
    pub complete: bool,
    /// Boxes the interval search examined.
    pub boxes: usize,
}

/// What a benchmark's shape must be.
const SHAPE_RULE: &str = "2 to 6 players of 1 to 8 strategies, like 3x3x3";

fn shape_ok(shape: &[usize]) -> bool {
    (2..=6).contains(&shape.len()) && shape.iter().all(|&k| (1..=8).contains(&k))
}

/// Reads a shape written like `3x3x3` (or `3×3×3`); the command line's `--shape` too.
pub fn parse_shape(text: &str) -> Result<Vec<usize>, String> {
    let shape: Vec<usize> = text
        .split(['x', '×'])
        .map(|p| p.trim().parse::<usize>())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("'{text}' is not like 3x3x3"))?;
    if !shape_ok(&shape) {
        return Err(SHAPE_RULE.into());
    }
    Ok(shape)
}

/// Why a benchmark cannot start.
pub fn check(shape: &[usize], games: usize) -> Result<(), String> {
    if !shape_ok(shape) {
        return Err(format!("shape: {SHAPE_RULE}"));
    }
    if !(1..=MAX_BENCH_GAMES).contains(&games) {
        return Err(format!("games: 1 to {MAX_BENCH_GAMES}"));
    }
    Ok(())
}

/// The benchmark: `games` seeded random games of `shape`, solved one after the other. One
/// unit of work is one support profile.
pub struct NashNBench {
    games: Vec<StrategicGame>,
    current: Option<NashJob>,
    spent: f64,
    rows: Vec<NashNBenchRow>,
    now: Box<dyn Fn() -> f64>,
}

impl NashNBench {
    /// The benchmark of `games` random games of `shape` from `seed`, timed by `now`
    /// (milliseconds).
    pub fn new(
        shape: &[usize],
        games: usize,
        seed: u64,
        now: Box<dyn Fn() -> f64>,
    ) -> Result<NashNBench, String> {
        check(shape, games)?;
        let mut rng = Seed(seed).rng();
        let games = (0..games)
            .map(|_| nash_n_bench_game(shape, &mut rng).map_err(|e| e.to_string()))
            .collect::<Result<Vec<_>, _>>()?;
        // Each game must be within the solver's limit before any is timed.
        for g in &games {
            NashJob::new(g).map_err(|e: TooManySupports| e.to_string())?;
        }
        Ok(NashNBench {
            games,
            current: None,
            spent: 0.0,
            rows: Vec::new(),
            now,
        })
    }

    /// The games, in order.
    pub fn games(&self) -> &[StrategicGame] {
        &self.games
    }
}

impl Job for NashNBench {
    type Output = Vec<NashNBenchRow>;

    fn step(&mut self, budget: u64) -> Option<Vec<NashNBenchRow>> {
        if self.rows.len() == self.games.len() {
            return Some(self.rows.clone());
        }
        let t0 = (self.now)();
        let job = match &mut self.current {
            Some(job) => job,
            None => {
                let g = &self.games[self.rows.len()];
                self.spent = 0.0;
                self.current
                    .insert(NashJob::new(g).expect("checked when the benchmark was made"))
            }
        };
        let out = job.step(budget.max(1));
        self.spent += (self.now)() - t0;
        if let Some(all) = out {
            self.rows.push(NashNBenchRow {
                millis: self.spent,
                equilibria: all.equilibria.len(),
                irrational: all.equilibria.iter().filter(|e| !e.exact).count(),
                continua: all.continua.len(),
                complete: all.complete(),
                boxes: all.boxes,
            });
            self.current = None;
        }
        (self.rows.len() == self.games.len()).then(|| self.rows.clone())
    }

    fn progress(&self) -> Progress {
        let inner = self.current.as_ref().map_or(0.0, |j| j.progress().fraction);
        let n = self.games.len().max(1) as f64;
        Progress {
            done: self.rows.len() as u64,
            total: Some(self.games.len() as u64),
            fraction: (self.rows.len() as f64 + inner) / n,
            unit: "games".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::equilibrium::n_player::all_equilibria;
    use crate::jobs::run_to_end;

    #[test]
    fn the_benchmark_solves_the_command_lines_games() {
        let mut job = NashNBench::new(&[2, 2, 2], 4, 3, Box::new(|| 0.0)).unwrap();
        let games = job.games().to_vec();
        let rows = run_to_end(&mut job);
        assert_eq!(rows.len(), 4);
        let mut rng = Seed(3).rng();
        for (g, row) in games.iter().zip(&rows) {
            assert_eq!(g, &nash_n_bench_game(&[2, 2, 2], &mut rng).unwrap());
            let all = all_equilibria(g).unwrap();
            assert_eq!(row.equilibria, all.equilibria.len());
            assert_eq!(row.complete, all.complete());
        }
        assert!(NashNBench::new(&[3, 3, 3], 0, 1, Box::new(|| 0.0)).is_err());
        assert!(NashNBench::new(&[9, 3], 1, 1, Box::new(|| 0.0)).is_err());
        assert_eq!(parse_shape("3x3×3"), Ok(vec![3, 3, 3]));
        assert!(parse_shape("3x").unwrap_err().contains("not like"));
        assert!(parse_shape("3").unwrap_err().contains("2 to 6 players"));
    }
}
