//! The Love Letter lab's worker jobs: what its page may ask for ([`Request`]), the limits and
//! checks of each request, what comes back ([`Output`]) and what a running race reports
//! ([`Detail`]).
//!
//! Each lab keeps its requests here, beside the code they run, so a change to one lab touches
//! one folder; the crate's catalogue only wraps a [`Request`] in its enum and calls [`start`].
//! The tournament's and the agents' own limits (games, iterations, names) are checked where
//! they are defined ([`TournamentJob::new`], [`Duel::new`]); the page's forms read their fields
//! against the same constants.

use serde::{Deserialize, Serialize};

use super::agents::AgentKind;
use super::bench::{BenchConfig, BenchReport, LoveLetterBench};
use super::tournament::{Duel, TournamentGame, TournamentJob};
use crate::jobs::{Adapt, Clock, StartError, Started};
use crate::racing::jobs::{RaceJob, RaceState};
use crate::racing::race::{Race, RaceOutcome};
use crate::racing::{Algorithm, Params};
use crate::rng::Seed;

/// The most games a race may play in the browser.
pub const MAX_RACE_GAMES: u64 = 1_000_000;

/// The jobs of the Love Letter page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// The games `first, first + stride, …` (`count`) of a round-robin tournament.
    Tournament {
        /// The lineup.
        agents: Vec<AgentKind>,
        /// Seats per table (2–4).
        players: usize,
        /// The tournament's seed.
        seed: u64,
        /// ISMCTS iterations per decision.
        iterations: u32,
        /// The first game index.
        first: u64,
        /// The step between game indices.
        stride: u64,
        /// How many games.
        count: u64,
    },
    /// A race between two agents over whole 2-player games.
    Race {
        /// Player 1's agent.
        a: AgentKind,
        /// Player 2's agent.
        b: AgentKind,
        /// ISMCTS iterations per decision.
        iterations: u32,
        /// The games' seed.
        seed: u64,
        /// The race.
        algorithm: Algorithm,
        /// ε, δ, tests, cap.
        params: Params,
    },
    /// The benchmark.
    Bench {
        /// Its settings.
        config: BenchConfig,
    },
}

/// What a finished Love Letter job produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// From [`Request::Tournament`]: each game with its index.
    Games(Vec<(u64, TournamentGame)>),
    /// From [`Request::Race`]: the outcome and the tests.
    Race(RaceOutcome, RaceState),
    /// From [`Request::Bench`].
    Bench(BenchReport),
}

/// What a running Love Letter job reports.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Detail {
    /// A race so far.
    Race(RaceState),
}

/// Checks a race's game cap against [`MAX_RACE_GAMES`].
pub fn check_race_cap(cap: u64) -> Result<(), StartError> {
    if cap == 0 || cap > MAX_RACE_GAMES {
        return Err(StartError::field(
            "cap",
            format!("the most games must be 1–{MAX_RACE_GAMES}"),
        ));
    }
    Ok(())
}

/// Validates `request` and builds its job; `clock` times the benchmark.
pub fn start(request: &Request, clock: Clock) -> Result<Started<Output, Detail>, StartError> {
    Ok(match request {
        Request::Tournament {
            agents,
            players,
            seed,
            iterations,
            first,
            stride,
            count,
        } => Started::new(
            Adapt(
                TournamentJob::new(
                    &agents
                        .iter()
                        .map(|k| k.key().to_string())
                        .collect::<Vec<_>>(),
                    *players,
                    Seed(*seed),
                    *iterations,
                    (*first, *stride, *count),
                )?,
                Output::Games,
            ),
            1,
        ),
        Request::Race {
            a,
            b,
            iterations,
            seed,
            algorithm,
            params,
        } => {
            check_race_cap(params.cap)?;
            let duel = Duel::new(a.key(), b.key(), Seed(*seed), *iterations)?;
            let race = Race::new(*algorithm, params, duel, 400).map_err(|e| e.to_string())?;
            Started::new(RaceJob(race), 1).map(|(o, s)| Output::Race(o, s), Detail::Race)
        }
        Request::Bench { config } => {
            config.check()?;
            Started::new(
                Adapt(
                    LoveLetterBench::new(*config, Box::new(clock)),
                    Output::Bench,
                ),
                1,
            )
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::testing::{fake_clock, finish, rejected};
    use crate::racing::race::Winner;

    /// Greedy (player 1) against random, Hoeffding's race with the default parameters.
    fn greedy_against_random() -> Request {
        Request::Race {
            a: AgentKind::Greedy,
            b: AgentKind::Random,
            iterations: 10,
            seed: 1,
            algorithm: Algorithm::Hoeffding,
            params: Params::default(),
        }
    }

    #[test]
    fn a_tournament_share_a_race_and_the_bench_run_to_their_outputs() {
        let games = finish(start(
            &Request::Tournament {
                agents: vec![
                    AgentKind::Random,
                    AgentKind::Greedy,
                    AgentKind::GreedyMemory,
                ],
                players: 2,
                seed: 3,
                iterations: 10,
                first: 1,
                stride: 2,
                count: 5,
            },
            fake_clock,
        ));
        assert!(
            matches!(&games, Output::Games(g)
                if g.iter().map(|(i, _)| *i).collect::<Vec<_>>() == [1, 3, 5, 7, 9]),
            "{games:?}"
        );
        // Greedy beats random (83% of games): the race says so.
        let race = finish(start(&greedy_against_random(), fake_clock));
        assert!(
            matches!(&race, Output::Race(o, s)
                if o.winner == Winner::P1 && s.games == o.games && !s.trace.is_empty()),
            "{race:?}"
        );
        let bench = finish(start(
            &Request::Bench {
                config: BenchConfig {
                    rounds: 100,
                    iterations: 10,
                    decisions: 1,
                    games: 1,
                    ismcts_games: 1,
                },
            },
            fake_clock,
        ));
        assert!(
            matches!(&bench, Output::Bench(r) if r.pairings.len() == 5),
            "{bench:?}"
        );
    }

    #[test]
    fn a_running_race_reports_its_games() {
        let Started { mut job, .. } = start(&greedy_against_random(), fake_clock).unwrap();
        job.step(1);
        assert!(matches!(job.detail(), Some(Detail::Race(s)) if s.games > 0));
    }

    #[test]
    fn bad_requests_are_refused_with_a_reason() {
        let refuse = |r: Request| rejected(start(&r, fake_clock));
        assert!(refuse(Request::Tournament {
            agents: vec![AgentKind::Random],
            players: 2,
            seed: 1,
            iterations: 10,
            first: 0,
            stride: 1,
            count: 10,
        })
        .contains("agents for 2 seats"));
        let race = |iterations, cap| Request::Race {
            a: AgentKind::Greedy,
            b: AgentKind::Random,
            iterations,
            seed: 1,
            algorithm: Algorithm::Hoeffding,
            params: Params {
                cap,
                ..Params::default()
            },
        };
        assert!(refuse(race(0, 1_000)).contains("iterations"));
        assert!(refuse(race(10, MAX_RACE_GAMES + 1)).contains("most games"));
    }
}
