//! The iterated prisoner's dilemma's worker jobs, for the evolution lab's page: a match move by
//! move, a share of a tournament (the page runs one share per core and merges them with
//! [`super::merge`]), a race between two strategies, population play round by round, and the
//! benchmark. Each request is checked here, next to the limits the page keeps to: the core's
//! own limits are generous for the command line, the page's keep every message it receives
//! small and every job it runs under a few seconds.

use serde::{Deserialize, Serialize};

use super::bench::{IpdBench, IpdBenchRow, MAX_BENCH_REPETITIONS};
use super::game::Payoffs;
use super::play::{check_match, play_match, MatchResult};
use super::population::{Population, PopulationSettings, RoundReport};
use super::race::{race, DuelSpec};
use super::strategies::Strategy;
use super::tournament::{Partial, RangeJob, TournamentSpec};
use crate::jobs::{Adapt, Clock, LabJob, Progress, Started};
use crate::racing::jobs::{RaceJob, RaceState};
use crate::racing::race::RaceOutcome;
use crate::racing::{Algorithm, Params};
use crate::rng::Seed;

/// The most matches of one tournament on the page (its per-match totals travel back to the
/// page: 16 bytes each).
pub const PAGE_MAX_MATCHES: u64 = 200_000;

/// The most turns of a match shown move by move.
pub const PAGE_MAX_MATCH_TURNS: u32 = 10_000;

/// The most rounds of population play in one job.
pub const PAGE_MAX_ROUNDS: u32 = 1_000;

/// The most games a race of the page may play before it stops undecided.
pub const PAGE_MAX_RACE_GAMES: u64 = 1_000_000;

/// The jobs of the prisoner's dilemma panels.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// One match, every move kept.
    Match {
        /// Player A.
        a: Strategy,
        /// Player B.
        b: Strategy,
        /// Turns.
        turns: u32,
        /// Probability that a move is flipped.
        noise: f64,
        /// The stage payoffs.
        payoffs: Payoffs,
        /// The match's seed.
        seed: u64,
    },
    /// Matches `first..first + count` of a tournament.
    Tournament {
        /// The tournament.
        spec: TournamentSpec,
        /// The first match index of this share.
        first: u64,
        /// Matches in this share.
        count: u64,
    },
    /// Which of two strategies is better: a race over their games.
    Race {
        /// The two strategies and how a game between them is played (boxed: the largest part
        /// of any request).
        duel: Box<DuelSpec>,
        /// The race.
        algorithm: Algorithm,
        /// Its ε, δ, tests and cap.
        params: Params,
    },
    /// Population play: the worst replaced by copies of the best, round after round.
    Population {
        /// The strategies present.
        strategies: Vec<Strategy>,
        /// Individuals of each at the start.
        counts: Vec<u32>,
        /// Matches and replacement.
        settings: PopulationSettings,
        /// Rounds to play.
        rounds: u32,
        /// The seed.
        seed: u64,
    },
    /// The benchmark: matches per second over a tournament of the classics.
    Bench {
        /// Repetitions of the benchmark's tournament.
        repetitions: u32,
    },
}

/// What the prisoner's dilemma jobs return.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// From [`Request::Match`].
    Match(MatchResult),
    /// From [`Request::Tournament`]: this share's match totals.
    Tournament(Partial),
    /// From [`Request::Race`]: the verdict and the race's tests.
    Race(RaceOutcome, RaceState),
    /// From [`Request::Population`]: the counts at the start and after every round.
    Population(PopulationRun),
    /// From [`Request::Bench`].
    Bench(Vec<IpdBenchRow>),
}

/// The live state of a running job.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Detail {
    /// A race so far.
    Race(RaceState),
    /// Population play so far.
    Population(PopulationRun),
}

/// Population play so far.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PopulationRun {
    /// The counts of each strategy at the start (index 0) and after each round.
    pub counts: Vec<Vec<u32>>,
    /// The last round's report.
    pub last: Option<RoundReport>,
}

/// Checks a request against the page's limits and the core's checks.
pub fn check(request: &Request) -> Result<(), String> {
    match request {
        Request::Match {
            turns,
            noise,
            payoffs,
            ..
        } => {
            check_match(*turns, *noise)?;
            if *turns > PAGE_MAX_MATCH_TURNS {
                return Err(format!(
                    "a match shown move by move has at most {PAGE_MAX_MATCH_TURNS} turns"
                ));
            }
            payoffs.check()
        }
        Request::Tournament { spec, .. } => {
            spec.check()?;
            if spec.matches() > PAGE_MAX_MATCHES {
                return Err(format!(
                    "{} matches is more than this page plays ({PAGE_MAX_MATCHES}): fewer players \
                     or repetitions, or `gamelab ipd tournament` on the command line",
                    spec.matches()
                ));
            }
            Ok(())
        }
        Request::Race { duel, params, .. } => {
            duel.check()?;
            if params.cap > PAGE_MAX_RACE_GAMES {
                return Err(format!(
                    "a race on this page plays at most {PAGE_MAX_RACE_GAMES} games"
                ));
            }
            Ok(())
        }
        Request::Population { rounds, .. } => {
            if *rounds == 0 || *rounds > PAGE_MAX_ROUNDS {
                return Err(format!("rounds must be 1–{PAGE_MAX_ROUNDS}"));
            }
            Ok(())
        }
        Request::Bench { repetitions } => {
            if *repetitions == 0 || *repetitions > MAX_BENCH_REPETITIONS {
                return Err(format!(
                    "the benchmark runs 1–{MAX_BENCH_REPETITIONS} repetitions"
                ));
            }
            Ok(())
        }
    }
}

/// Population play as a job, one unit per round, reporting the counts so far.
struct PopulationJob {
    population: Population,
    rounds: u32,
    run: PopulationRun,
}

impl LabJob<PopulationRun, PopulationRun> for PopulationJob {
    fn step(&mut self, budget: u64) -> Option<PopulationRun> {
        let mut left = budget.max(1);
        while self.population.rounds() < u64::from(self.rounds) && left > 0 {
            let report = self.population.round();
            self.run.counts.push(report.counts.clone());
            self.run.last = Some(report);
            left -= 1;
        }
        (self.population.rounds() >= u64::from(self.rounds)).then(|| self.run.clone())
    }

    fn progress(&self) -> Progress {
        let done = self.population.rounds();
        Progress {
            done,
            total: Some(u64::from(self.rounds)),
            fraction: done as f64 / f64::from(self.rounds.max(1)),
            unit: "rounds".into(),
        }
    }

    fn detail(&self) -> Option<PopulationRun> {
        Some(self.run.clone())
    }
}

/// Starts a request's job (after [`check`]).
pub fn start(request: &Request, clock: Clock) -> Result<Started<Output, Detail>, String> {
    check(request)?;
    Ok(match request {
        Request::Match {
            a,
            b,
            turns,
            noise,
            payoffs,
            seed,
        } => {
            let result = play_match(a, b, *turns, *noise, payoffs, Seed(*seed));
            Started::new(Adapt(Done(Some(result)), Output::Match), 1)
        }
        Request::Tournament { spec, first, count } => Started::new(
            Adapt(
                RangeJob::new(spec.clone(), *first, *count),
                Output::Tournament,
            ),
            64,
        ),
        Request::Race {
            duel,
            algorithm,
            params,
        } => {
            let race = race((**duel).clone(), *algorithm, params)?;
            Started::new(RaceJob(race), 1).map(|(o, s)| Output::Race(o, s), Detail::Race)
        }
        Request::Population {
            strategies,
            counts,
            settings,
            rounds,
            seed,
        } => {
            let population = Population::new(
                strategies.clone(),
                counts.clone(),
                settings.clone(),
                Seed(*seed),
            )?;
            let run = PopulationRun {
                counts: vec![population.counts().to_vec()],
                last: None,
            };
            Started::new(
                PopulationJob {
                    population,
                    rounds: *rounds,
                    run,
                },
                1,
            )
            .map(Output::Population, Detail::Population)
        }
        Request::Bench { repetitions } => Started::new(
            Adapt(IpdBench::new(*repetitions, Box::new(clock))?, Output::Bench),
            1,
        ),
    })
}

/// A job whose answer is already known (a match takes microseconds).
struct Done<T>(Option<T>);

impl<T> crate::jobs::Job for Done<T> {
    type Output = T;
    fn step(&mut self, _budget: u64) -> Option<T> {
        self.0.take()
    }
    fn progress(&self) -> Progress {
        Progress {
            done: 0,
            total: Some(1),
            fraction: 0.0,
            unit: "matches".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ipd::{by_name, merge};

    fn finish(started: Started<Output, Detail>) -> Output {
        let mut job = started.job;
        loop {
            if let Some(o) = job.step(1_000) {
                return o;
            }
        }
    }

    fn clock() -> f64 {
        0.0
    }

    #[test]
    fn a_match_is_tit_for_tat_against_defector() {
        let r = Request::Match {
            a: by_name("Tit For Tat").unwrap(),
            b: by_name("Defector").unwrap(),
            turns: 200,
            noise: 0.0,
            payoffs: Payoffs::default(),
            seed: 1,
        };
        let Output::Match(m) = finish(start(&r, clock).unwrap()) else {
            panic!("a match")
        };
        assert_eq!(m.scores, [199.0, 204.0]);
        assert_eq!(m.moves.len(), 200);
    }

    #[test]
    fn shares_of_a_tournament_merge_to_the_whole() {
        let spec = TournamentSpec {
            players: ["Tit For Tat", "Defector", "Random", "Grudger"]
                .iter()
                .map(|n| by_name(n).unwrap())
                .collect(),
            turns: 50,
            repetitions: 3,
            noise: 0.05,
            payoffs: Payoffs::default(),
            seed: 9,
        };
        let total = spec.matches();
        let parts: Vec<Partial> = [(0, 7), (7, total - 7)]
            .iter()
            .map(|&(first, count)| {
                let r = Request::Tournament {
                    spec: spec.clone(),
                    first,
                    count,
                };
                match finish(start(&r, clock).unwrap()) {
                    Output::Tournament(p) => p,
                    _ => panic!("a share"),
                }
            })
            .collect();
        let merged = merge(&spec, parts).unwrap();
        assert_eq!(merged, crate::games::ipd::play_tournament(&spec).unwrap());
    }

    #[test]
    fn population_play_reports_every_round() {
        let r = Request::Population {
            strategies: vec![
                by_name("Tit For Tat").unwrap(),
                by_name("Defector").unwrap(),
            ],
            counts: vec![15, 10],
            settings: PopulationSettings::default(),
            rounds: 12,
            seed: 3,
        };
        let Output::Population(run) = finish(start(&r, clock).unwrap()) else {
            panic!("population")
        };
        assert_eq!(run.counts.len(), 13);
        assert!(run.counts.iter().all(|c| c.iter().sum::<u32>() == 25));
        assert_eq!(run.last.unwrap().round, 12);
    }

    #[test]
    fn the_page_limits_are_checked() {
        let spec = TournamentSpec {
            players: crate::games::ipd::classics(),
            turns: 200,
            repetitions: 10_000,
            noise: 0.0,
            payoffs: Payoffs::default(),
            seed: 1,
        };
        let e = check(&Request::Tournament {
            spec,
            first: 0,
            count: 1,
        })
        .unwrap_err();
        assert!(e.contains("command line"), "{e}");
        assert!(check(&Request::Population {
            strategies: vec![],
            counts: vec![],
            settings: PopulationSettings::default(),
            rounds: 0,
            seed: 1
        })
        .is_err());
    }
}
