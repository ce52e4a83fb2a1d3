//! The optimisation lab's worker jobs (War and Rrrats!): what its page may ask for
//! ([`Request`]), the limits and checks of each request, what comes back ([`Output`]) and what
//! a running optimiser reports ([`Detail`]).
//!
//! Each lab keeps its requests here, beside the code they run, so a change to one lab touches
//! one folder; the crate's catalogue only wraps a [`Request`] in its enum and calls [`start`].

use serde::{Deserialize, Serialize};

use super::bench::{GamesBench, GamesBenchRow};
use super::lab::{Batch, HeadToHead, HeadToHeadResult, OptimiseRun, Policy, RunResult};
use super::{EvolveConfig, EvolveStatus, GameConfig, Optimiser};
use crate::games::rrrats::exact::{BestResponseRounds, ExactError, ResponseRound};
use crate::games::rrrats::{RatsPolicy, RatsRules};
use crate::jobs::{Adapt, Clock, Job, LabJob, Progress, StartError, Started};
use crate::rng::Seed;

/// The most rounds of exact iterated best responses in Rrrats!.
pub const MAX_BEST_RESPONSE_ROUNDS: u32 = 50;
/// The most evaluation games of an optimiser run in the browser (the command line has no limit).
pub const MAX_EVAL_GAMES: u64 = 10_000_000;
/// The fewest and most fast-simulator games per game in the games-per-second benchmark.
pub const GAMES_BENCH_RANGE: (u64, u64) = (100, 10_000_000);

/// The jobs of the optimisation page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// One optimiser run and the evaluation of what it found against the initial strategy.
    Optimise {
        /// The run's configuration (its seed used as given).
        config: EvolveConfig,
        /// The run's index.
        run: u64,
        /// Evaluation games.
        eval_games: u64,
        /// The evaluation's seed.
        eval_seed: u64,
    },
    /// Runs `runs` of each optimiser (seeds derived from the template's).
    Batch {
        /// The configuration shared by the runs.
        template: EvolveConfig,
        /// The optimisers.
        optimisers: Vec<Optimiser>,
        /// This worker's run indices.
        runs: Vec<u64>,
        /// Evaluation games per run.
        eval_games: u64,
    },
    /// Two strategies against each other.
    HeadToHead {
        /// The game and rules.
        game: GameConfig,
        /// The first strategy.
        p1: Policy,
        /// The second strategy.
        p2: Policy,
        /// Games.
        games: u64,
        /// Seed.
        seed: u64,
    },
    /// Exact iterated best responses in Rrrats!, from a start policy.
    RatsBestResponses {
        /// The rules.
        rules: RatsRules,
        /// The policy the first round answers.
        start: RatsPolicy,
        /// Most rounds.
        rounds: u32,
    },
    /// Games per second of War and Rrrats!.
    GamesBench {
        /// Fast-simulator games per game.
        games: u64,
    },
}

/// What a finished optimisation-page job produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// From [`Request::Optimise`].
    Optimised(Box<RunResult>),
    /// From [`Request::Batch`].
    Batch(Vec<(Optimiser, RunResult)>),
    /// From [`Request::HeadToHead`].
    HeadToHead(HeadToHeadResult),
    /// From [`Request::RatsBestResponses`] (an error message on failure).
    RatsRounds(Result<Vec<ResponseRound>, String>),
    /// From [`Request::GamesBench`].
    GamesBench(Vec<GamesBenchRow>),
}

/// What a running optimiser reports: its state, and whether the evaluation has started.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Detail {
    /// The optimiser's state.
    pub status: EvolveStatus,
    /// True once the found strategy is being evaluated.
    pub evaluating: bool,
}

struct RunJob(OptimiseRun);

impl LabJob<Output, Detail> for RunJob {
    fn step(&mut self, budget: u64) -> Option<Output> {
        self.0.step(budget).map(|r| Output::Optimised(Box::new(r)))
    }
    fn progress(&self) -> Progress {
        self.0.progress()
    }
    fn detail(&self) -> Option<Detail> {
        Some(Detail {
            status: self.0.status(),
            evaluating: self.0.evaluating(),
        })
    }
}

/// The most mutations a run's budget may give.
pub const MAX_MUTATIONS: u64 = 10_000;
/// The fewest and most games a run's budget in games may give.
pub const BUDGET_GAMES_RANGE: (u64, u64) = (1_000, 1_000_000_000);
/// The most runs of a batch.
pub const MAX_RUNS: u64 = 100;

/// Checks a run's budget: 1–[`MAX_MUTATIONS`] mutations, or games within
/// [`BUDGET_GAMES_RANGE`] (the page's form and the command line).
pub fn check_budget(budget: super::Budget) -> Result<(), StartError> {
    match budget {
        super::Budget::Mutations(m) if m == 0 || m > MAX_MUTATIONS => Err(StartError::field(
            "budget",
            "the budget must be 1–10 000 mutations",
        )),
        super::Budget::Games(g) if g < BUDGET_GAMES_RANGE.0 || g > BUDGET_GAMES_RANGE.1 => Err(
            StartError::field("budget", "the budget must be 1 000–1 000 000 000 games"),
        ),
        _ => Ok(()),
    }
}

/// Checks the runs of a batch: 1–[`MAX_RUNS`].
pub fn check_runs(runs: u64) -> Result<(), StartError> {
    if runs == 0 || runs > MAX_RUNS {
        return Err(StartError::field(
            "runs",
            format!("runs must be 1–{MAX_RUNS}"),
        ));
    }
    Ok(())
}

/// Checks the evaluation games of a run in the browser.
pub fn check_eval_games(games: u64) -> Result<(), StartError> {
    if games == 0 || games > MAX_EVAL_GAMES {
        return Err(StartError::field(
            "eval_games",
            "evaluation games must be 1–10 000 000",
        ));
    }
    Ok(())
}

/// Checks the rounds of iterated best responses.
pub fn check_best_response_rounds(rounds: u32) -> Result<(), StartError> {
    if rounds == 0 || rounds > MAX_BEST_RESPONSE_ROUNDS {
        return Err(StartError::field(
            "rounds",
            format!("rounds must be 1–{MAX_BEST_RESPONSE_ROUNDS}"),
        ));
    }
    Ok(())
}

/// Checks the games per game of the games-per-second benchmark.
pub fn check_bench_games(games: u64) -> Result<(), StartError> {
    let (fewest, most) = GAMES_BENCH_RANGE;
    if games < fewest || games > most {
        return Err(StartError::field("games", "games must be 100–10 000 000"));
    }
    Ok(())
}

/// Validates `request` and builds its job; `clock` times the benchmark.
pub fn start(request: &Request, clock: Clock) -> Result<Started<Output, Detail>, StartError> {
    Ok(match request {
        Request::Optimise {
            config,
            run,
            eval_games,
            eval_seed,
        } => {
            check_eval_games(*eval_games)?;
            let job = OptimiseRun::new(*config, *run, *eval_games, Seed(*eval_seed))
                .map_err(|e| e.to_string())?;
            Started::new(RunJob(job), 2_000)
        }
        Request::Batch {
            template,
            optimisers,
            runs,
            eval_games,
        } => {
            check_eval_games(*eval_games)?;
            let job =
                Batch::new(*template, optimisers, runs, *eval_games).map_err(|e| e.to_string())?;
            Started::new(Adapt(job, Output::Batch), 2_000)
        }
        Request::HeadToHead {
            game,
            p1,
            p2,
            games,
            seed,
        } => {
            let job = HeadToHead::new(*game, *p1, *p2, *games, Seed(*seed))?;
            Started::new(Adapt(job, Output::HeadToHead), 2_000)
        }
        Request::RatsBestResponses {
            rules,
            start,
            rounds,
        } => {
            check_best_response_rounds(*rounds)?;
            let job = BestResponseRounds::new(*rules, start, *rounds);
            Started::new(
                Adapt(job, |r: Result<Vec<ResponseRound>, ExactError>| {
                    Output::RatsRounds(r.map_err(|e| e.to_string()))
                }),
                1,
            )
        }
        Request::GamesBench { games } => {
            check_bench_games(*games)?;
            Started::new(
                Adapt(GamesBench::new(*games, Box::new(clock)), Output::GamesBench),
                1,
            )
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evolve::Budget;
    use crate::games::war::WarRules;
    use crate::jobs::testing::{fake_clock, finish, rejected};

    fn war_template() -> EvolveConfig {
        let war = GameConfig::War(WarRules::default());
        EvolveConfig::new(war, Optimiser::Iterative, Budget::Mutations(2), Seed(1))
    }

    #[test]
    fn every_request_runs_to_its_output() {
        let template = war_template();
        let run = finish(start(
            &Request::Optimise {
                config: template,
                run: 0,
                eval_games: 500,
                eval_seed: 2,
            },
            fake_clock,
        ));
        assert!(
            matches!(&run, Output::Optimised(r) if r.evaluation.games == 500),
            "{run:?}"
        );
        let batch = finish(start(
            &Request::Batch {
                template,
                optimisers: vec![Optimiser::Iterative],
                runs: vec![0, 1],
                eval_games: 200,
            },
            fake_clock,
        ));
        assert!(
            matches!(&batch, Output::Batch(b) if b.len() == 2),
            "{batch:?}"
        );
        let war = template.game;
        let duel = finish(start(
            &Request::HeadToHead {
                game: war,
                p1: Policy::parse(&war, "desc").unwrap(),
                p2: Policy::parse(&war, "asc").unwrap(),
                games: 300,
                seed: 3,
            },
            fake_clock,
        ));
        assert!(
            matches!(&duel, Output::HeadToHead(h) if h.evaluation.games == 300),
            "{duel:?}"
        );
        let rounds = finish(start(
            &Request::RatsBestResponses {
                rules: RatsRules::default(),
                start: RatsPolicy::stop_at(2),
                rounds: 1,
            },
            fake_clock,
        ));
        assert!(
            matches!(&rounds, Output::RatsRounds(Ok(r)) if r.len() == 1),
            "{rounds:?}"
        );
        let bench = finish(start(&Request::GamesBench { games: 100 }, fake_clock));
        assert!(
            matches!(&bench, Output::GamesBench(rows) if !rows.is_empty()),
            "{bench:?}"
        );
    }

    #[test]
    fn a_run_reports_its_state_until_the_evaluation() {
        let Started { mut job, .. } = start(
            &Request::Optimise {
                config: war_template(),
                run: 0,
                eval_games: 2_000,
                eval_seed: 2,
            },
            fake_clock,
        )
        .unwrap();
        assert!(matches!(
            job.detail(),
            Some(Detail {
                evaluating: false,
                ..
            })
        ));
        while job.step(1).is_none() {}
        assert!(matches!(
            job.detail(),
            Some(Detail {
                evaluating: true,
                ..
            })
        ));
    }

    #[test]
    fn requests_outside_the_limits_are_refused_with_a_reason() {
        let refuse = |r: Request| rejected(start(&r, fake_clock));
        assert!(refuse(Request::RatsBestResponses {
            rules: RatsRules::default(),
            start: RatsPolicy::stop_at(2),
            rounds: MAX_BEST_RESPONSE_ROUNDS + 1,
        })
        .contains("1–50"));
        assert!(refuse(Request::GamesBench { games: 99 }).contains("games"));
        let template = EvolveConfig::new(
            GameConfig::Rrrats(RatsRules::default()),
            Optimiser::Iterative,
            Budget::Mutations(1),
            Seed(1),
        );
        assert!(refuse(Request::Optimise {
            config: template,
            run: 0,
            eval_games: MAX_EVAL_GAMES + 1,
            eval_seed: 1,
        })
        .contains("1–10 000 000"));
    }
}
