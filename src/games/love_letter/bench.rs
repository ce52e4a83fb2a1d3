//! The Love Letter benchmark (`gamelab bench loveletter`, and the page's "Benchmark this
//! browser" in the worker): speeds as ratios against baselines run in the same process.
//!
//! - **Rounds**: random 2-player rounds per second of the fast simulator ([`super::fast`])
//!   against the full engine driven the same way (the baseline, a tenth of the rounds).
//! - **ISMCTS**: iterations per second at the first decision of freshly dealt rounds.
//! - **Games**: time per 1 000 whole 2-player games for each pairing of agents (the thesis's
//!   empty "run time for 1 000 games" section), seats alternating as in a tournament.
//!
//! One unit of work is a block of rounds, one ISMCTS decision or one game. The clock is the
//! caller's (milliseconds); the core never reads one.

use serde::{Deserialize, Serialize};

use super::agents::IsmctsAgent;
use super::fast::random_round;
use super::tournament::tournament_game;
use super::{Card, Round};
use crate::game::{InformationSet, ObservingBot, Player, State, Turn};
use crate::jobs::{Job, Progress};
use crate::rng::{below, GameRng, Seed};

/// The pairings timed per 1 000 games (the first agent, the second).
pub const PAIRINGS: [(&str, &str); 5] = [
    ("random", "random"),
    ("greedy", "random"),
    ("greedy", "greedy"),
    ("greedy-memory", "greedy"),
    ("ismcts", "greedy"),
];

/// The benchmark's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BenchConfig {
    /// Random rounds of the fast simulator (the engine plays a tenth).
    pub rounds: u64,
    /// ISMCTS iterations per decision.
    pub iterations: u32,
    /// ISMCTS decisions timed.
    pub decisions: u32,
    /// Games per pairing without ISMCTS.
    pub games: u64,
    /// Games of the pairing with ISMCTS.
    pub ismcts_games: u64,
}

impl Default for BenchConfig {
    fn default() -> Self {
        BenchConfig {
            rounds: 2_000_000,
            iterations: 1_000,
            decisions: 100,
            games: 2_000,
            ismcts_games: 40,
        }
    }
}

impl BenchConfig {
    /// Whether the settings are a benchmark (each count at least 10 rounds / 1 decision / 1
    /// game, at most 10⁹ rounds, 10⁶ iterations, 10⁴ decisions, 10⁶ games).
    pub fn check(&self) -> Result<(), String> {
        if !(10..=1_000_000_000).contains(&self.rounds) {
            return Err("rounds: give 10–1000000000".into());
        }
        if !(1..=1_000_000).contains(&self.iterations) {
            return Err("iterations: give 1–1000000 ISMCTS iterations".into());
        }
        if !(1..=10_000).contains(&self.decisions) {
            return Err("decisions: give 1–10000 ISMCTS decisions".into());
        }
        if !(1..=1_000_000).contains(&self.games) {
            return Err("games: give 1–1000000 games per pairing".into());
        }
        if !(1..=1_000_000).contains(&self.ismcts_games) {
            return Err("ismcts-games: give 1–1000000 games".into());
        }
        Ok(())
    }
}

/// Time per 1 000 games of one pairing.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PairingRow {
    /// The two agents.
    pub agents: [String; 2],
    /// Games played.
    pub games: u64,
    /// Milliseconds in all.
    pub millis: f64,
    /// Milliseconds per 1 000 games.
    pub ms_per_1000_games: f64,
    /// Games the first agent won.
    pub first_wins: u64,
    /// Rounds per game.
    pub rounds_per_game: f64,
}

/// The whole benchmark's output.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchReport {
    /// The settings.
    pub config: BenchConfig,
    /// Fast-simulator rounds per second.
    pub fast_rounds_per_second: f64,
    /// Full-engine rounds per second (the baseline).
    pub engine_rounds_per_second: f64,
    /// The first over the second.
    pub fast_over_engine: f64,
    /// ISMCTS iterations per second.
    pub ismcts_iterations_per_second: f64,
    /// The share of fast rounds the starting player won.
    pub starting_player_win_rate: f64,
    /// Time per 1 000 games, per pairing.
    pub pairings: Vec<PairingRow>,
}

/// Rounds per block of the rounds stages.
const BLOCK: u64 = 50_000;

/// The benchmark as a [`Job`].
pub struct LoveLetterBench {
    config: BenchConfig,
    now: Box<dyn Fn() -> f64>,
    rng: GameRng,
    /// 0 fast, 1 engine, 2 ISMCTS, 3.. pairings.
    stage: usize,
    done_in_stage: u64,
    /// (work, millis) per stage.
    work: Vec<(u64, f64)>,
    first_wins: Vec<u64>,
    rounds: Vec<u64>,
    starter_wins: u64,
    ismcts: IsmctsAgent,
    legal: Vec<super::Play>,
}

impl LoveLetterBench {
    /// The benchmark under `config`, timed by `now` (milliseconds).
    pub fn new(config: BenchConfig, now: Box<dyn Fn() -> f64>) -> Self {
        let stages = 3 + PAIRINGS.len();
        LoveLetterBench {
            config,
            now,
            rng: Seed(1).rng(),
            stage: 0,
            done_in_stage: 0,
            work: vec![(0, 0.0); stages],
            first_wins: vec![0; PAIRINGS.len()],
            rounds: vec![0; PAIRINGS.len()],
            starter_wins: 0,
            ismcts: IsmctsAgent::new(config.iterations, Seed(2)),
            legal: Vec::new(),
        }
    }

    fn stage_len(&self, stage: usize) -> u64 {
        match stage {
            0 => self.config.rounds.div_ceil(BLOCK),
            1 => (self.config.rounds / 10).max(1).div_ceil(BLOCK),
            2 => u64::from(self.config.decisions),
            s if PAIRINGS[s - 3].0 == "ismcts" => self.config.ismcts_games,
            _ => self.config.games,
        }
    }

    fn stages(&self) -> usize {
        self.work.len()
    }

    /// One unit of the current stage: its work.
    fn unit(&mut self) -> u64 {
        let k = self.done_in_stage;
        match self.stage {
            0 => {
                let n = BLOCK.min(self.config.rounds - k * BLOCK);
                for i in 0..n {
                    let first = (i % 2) as usize;
                    let r = random_round(2, first, &mut self.rng);
                    self.starter_wins += u64::from(r.winners >> first & 1);
                }
                n
            }
            1 => {
                let total = (self.config.rounds / 10).max(1);
                let n = BLOCK.min(total - k * BLOCK);
                for i in 0..n {
                    let mut r = Round::deal(2, (i % 2) as usize, &mut self.rng);
                    while let Turn::Player(_) = r.turn() {
                        r.legal_actions(&mut self.legal);
                        self.legal.retain(|p| p.card != Card::Princess);
                        let play =
                            self.legal[below(&mut self.rng, self.legal.len() as u32) as usize];
                        r.apply(play);
                    }
                }
                n
            }
            2 => {
                let r = Round::deal(2, 0, &mut self.rng);
                self.ismcts.choose(&InformationSet::new(&r, Player(0)));
                u64::from(self.config.iterations)
            }
            s => {
                let (a, b) = PAIRINGS[s - 3];
                let g = tournament_game(&[a, b], k, Seed(5), self.config.iterations)
                    .expect("known agents");
                self.first_wins[s - 3] += u64::from(
                    g.result
                        .winners
                        .iter()
                        .any(|&w| g.seating[usize::from(w)] == 0),
                );
                self.rounds[s - 3] += u64::from(g.result.rounds);
                1
            }
        }
    }

    fn report(&self) -> BenchReport {
        let rate = |(n, ms): (u64, f64)| n as f64 / (ms.max(1e-3) / 1e3);
        let fast = rate(self.work[0]);
        let engine = rate(self.work[1]);
        BenchReport {
            config: self.config,
            fast_rounds_per_second: fast,
            engine_rounds_per_second: engine,
            fast_over_engine: fast / engine,
            ismcts_iterations_per_second: rate(self.work[2]),
            starting_player_win_rate: self.starter_wins as f64 / self.config.rounds as f64,
            pairings: PAIRINGS
                .iter()
                .enumerate()
                .map(|(i, (a, b))| {
                    let (games, millis) = self.work[3 + i];
                    PairingRow {
                        agents: [a.to_string(), b.to_string()],
                        games,
                        millis,
                        ms_per_1000_games: millis * 1_000.0 / games as f64,
                        first_wins: self.first_wins[i],
                        rounds_per_game: self.rounds[i] as f64 / games as f64,
                    }
                })
                .collect(),
        }
    }
}

impl Job for LoveLetterBench {
    type Output = BenchReport;

    fn step(&mut self, budget: u64) -> Option<BenchReport> {
        let mut left = budget.max(1);
        while self.stage < self.stages() && left > 0 {
            let t0 = (self.now)();
            let work = self.unit();
            let ms = (self.now)() - t0;
            self.work[self.stage].0 += work;
            self.work[self.stage].1 += ms;
            self.done_in_stage += 1;
            if self.done_in_stage == self.stage_len(self.stage) {
                self.stage += 1;
                self.done_in_stage = 0;
            }
            left -= 1;
        }
        (self.stage >= self.stages()).then(|| self.report())
    }

    fn progress(&self) -> Progress {
        let total: u64 = (0..self.stages()).map(|s| self.stage_len(s)).sum();
        let done: u64 = (0..self.stage.min(self.stages()))
            .map(|s| self.stage_len(s))
            .sum::<u64>()
            + self.done_in_stage;
        Progress {
            done,
            total: Some(total),
            fraction: done as f64 / total as f64,
            unit: "steps".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::run_to_end;
    use std::cell::Cell;

    #[test]
    fn a_small_benchmark_runs_every_stage() {
        let tick = Cell::new(0.0);
        let config = BenchConfig {
            rounds: 1_000,
            iterations: 20,
            decisions: 3,
            games: 5,
            ismcts_games: 2,
        };
        config.check().unwrap();
        let clock = move || {
            tick.set(tick.get() + 1.0);
            tick.get()
        };
        let report = run_to_end(&mut LoveLetterBench::new(config, Box::new(clock)));
        assert_eq!(report.pairings.len(), PAIRINGS.len());
        assert_eq!(report.pairings[4].games, 2);
        assert_eq!(report.pairings[0].games, 5);
        assert!(report.fast_rounds_per_second > 0.0 && report.ismcts_iterations_per_second > 0.0);
        assert!((0.3..0.8).contains(&report.starting_player_win_rate));
        assert!(BenchConfig {
            rounds: 1,
            ..config
        }
        .check()
        .is_err());
    }
}
