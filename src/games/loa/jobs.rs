//! The Lines of Action lab's worker jobs: what its page may ask for ([`Request`]), the limits
//! and checks of each request, what comes back ([`Output`]) and what a running search or solve
//! reports ([`Detail`]).
//!
//! Each lab keeps its requests here, beside the code they run, so a change to one lab touches
//! one folder; the crate's catalogue only wraps a [`Request`] in its enum and calls [`start`].
//! A game travels as its start position, the moves since and the rules ([`LoaGame`]), because
//! the repetition rule needs the moves, not only the position.

use serde::{Deserialize, Serialize};

use super::bench::{BenchConfig, BenchReport, LoaBench};
use super::compare::Compare;
use super::search::{AlphaBeta, Analysis, Limits};
use super::solve::{Method, Solve, Solved};
use super::suite::unbiased_suite;
use super::table42::{table_4_2, Table42};
use super::{Loa, Move, Rules};
use crate::jobs::{Adapt, Clock, Job, LabJob, Progress, StartError, Started};

/// The deepest perft of the benchmark in the browser.
pub const MAX_BENCH_PERFT: u32 = 5;

/// The most nodes one search or solve may be given in the browser.
pub const MAX_NODES: u64 = 200_000_000;

/// A game as the page sends it: the position it started from (position text), the moves
/// played since (the repetition rule needs them), and the rules.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoaGame {
    /// The start position, in position text.
    pub start: String,
    /// The moves played from it.
    pub moves: Vec<Move>,
    /// The rules.
    pub rules: Rules,
}

impl LoaGame {
    /// The game these moves make, or why they do not make one.
    pub fn build(&self) -> Result<Loa, String> {
        let board =
            super::text::parse_position(&self.start).map_err(|e| format!("start position: {e}"))?;
        let mut game = Loa::from_board(board, self.rules);
        for (i, &mv) in self.moves.iter().enumerate() {
            crate::game::State::try_apply(&mut game, mv)
                .map_err(|e| format!("move {} ({mv}): {}", i + 1, e.reason))?;
        }
        Ok(game)
    }
}

/// Checks a node budget against [`MAX_NODES`].
pub fn check_nodes(max_nodes: u64) -> Result<(), StartError> {
    if max_nodes == 0 || max_nodes > MAX_NODES {
        return Err(StartError::field(
            "max_nodes",
            format!("the node budget must be 1–{MAX_NODES}"),
        ));
    }
    Ok(())
}

/// Checks the benchmark's settings.
pub fn check_bench(config: &BenchConfig) -> Result<(), StartError> {
    if !(3..=MAX_BENCH_PERFT).contains(&config.perft_depth) {
        return Err(StartError::field(
            "perft_depth",
            format!("perft depth must be 3–{MAX_BENCH_PERFT}"),
        ));
    }
    check_nodes(config.search_nodes.max(10))?;
    check_nodes(config.suite_nodes)
}

/// The jobs of the Lines of Action page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Solve the game's current position.
    Solve {
        /// The game.
        game: LoaGame,
        /// The solver.
        method: Method,
        /// The node budget.
        max_nodes: u64,
    },
    /// The benchmark (perft, search speed, the solvers on the suite).
    Bench {
        /// Its settings.
        config: BenchConfig,
    },
    /// The seed's Table 4.2: the alpha-beta solver and proof-number search on the first
    /// `positions` positions of the suite chosen without solving.
    Table42 {
        /// How many of the suite's positions.
        positions: usize,
        /// The node budget per position and method.
        max_nodes: u64,
    },
    /// Iterative-deepening alpha-beta from the game's current position.
    Search {
        /// The game.
        game: LoaGame,
        /// The node budget.
        max_nodes: u64,
        /// The deepest iteration (none: until the budget or a proven result).
        max_depth: Option<u32>,
    },
}

/// What a finished Lines of Action job produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// From [`Request::Search`].
    Analysis(Analysis),
    /// From [`Request::Solve`].
    Solved(Solved),
    /// From [`Request::Bench`].
    Bench(BenchReport),
    /// From [`Request::Table42`].
    Table42(Table42),
}

/// What a running search or solve reports.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Detail {
    /// A solve: its state so far (the root's proof and disproof numbers).
    Solve(Solved),
    /// A search: its last completed iteration and the depth being searched.
    Search {
        /// The last completed iteration.
        completed: Analysis,
        /// The depth of the iteration under way.
        searching: u32,
    },
}

struct SearchJob(AlphaBeta);

impl LabJob<Output, Detail> for SearchJob {
    fn step(&mut self, budget: u64) -> Option<Output> {
        self.0.step(budget).map(Output::Analysis)
    }
    fn progress(&self) -> Progress {
        self.0.progress()
    }
    fn detail(&self) -> Option<Detail> {
        Some(Detail::Search {
            completed: self.0.completed().clone(),
            searching: self.0.current_depth(),
        })
    }
}

struct SolveJob(Solve);

impl LabJob<Output, Detail> for SolveJob {
    fn step(&mut self, budget: u64) -> Option<Output> {
        self.0.step(budget).map(Output::Solved)
    }
    fn progress(&self) -> Progress {
        self.0.progress()
    }
    fn detail(&self) -> Option<Detail> {
        Some(Detail::Solve(self.0.snapshot()))
    }
}

/// The Table 4.2 run: the comparison, then the table of its attempts.
struct Table42Job(Compare, u64);

impl LabJob<Output, Detail> for Table42Job {
    fn step(&mut self, budget: u64) -> Option<Output> {
        self.0.step(budget)?;
        let c = &self.0;
        table_4_2(
            c.methods(),
            c.attempts(),
            Method::AbSolver,
            Method::Pns,
            self.1,
        )
        .map(Output::Table42)
    }
    fn progress(&self) -> Progress {
        self.0.progress()
    }
    fn detail(&self) -> Option<Detail> {
        None
    }
}

/// The most nodes per position the page's Table 4.2 run may be given.
pub const MAX_TABLE42_NODES: u64 = 10_000_000;

/// Validates `request` and builds its job; `clock` times the benchmark and Table 4.2.
pub fn start(request: &Request, clock: Clock) -> Result<Started<Output, Detail>, StartError> {
    Ok(match request {
        Request::Solve {
            game,
            method,
            max_nodes,
        } => {
            check_nodes(*max_nodes)?;
            let game = game.build()?;
            Started::new(SolveJob(Solve::new(&game, *method, *max_nodes)), 20_000)
        }
        Request::Bench { config } => {
            check_bench(config)?;
            Started::new(
                Adapt(LoaBench::new(*config, Box::new(clock)), Output::Bench),
                1,
            )
        }
        Request::Table42 {
            positions,
            max_nodes,
        } => {
            let suite = unbiased_suite();
            if *positions == 0 || *positions > suite.len() {
                return Err(StartError::field(
                    "positions",
                    format!("the suite has 1–{} positions", suite.len()),
                ));
            }
            if *max_nodes == 0 || *max_nodes > MAX_TABLE42_NODES {
                return Err(StartError::field(
                    "max_nodes",
                    format!("the node budget must be 1–{MAX_TABLE42_NODES}"),
                ));
            }
            let positions = suite.into_iter().take(*positions).collect();
            let compare = Compare::new(
                positions,
                vec![Method::AbSolver, Method::Pns],
                *max_nodes,
                std::rc::Rc::new(clock),
            );
            Started::new(Table42Job(compare, *max_nodes), 20_000)
        }
        Request::Search {
            game,
            max_nodes,
            max_depth,
        } => {
            check_nodes(*max_nodes)?;
            let game = game.build()?;
            let limits = Limits {
                max_depth: *max_depth,
                max_nodes: *max_nodes,
            };
            Started::new(SearchJob(AlphaBeta::new(&game, limits)), 20_000)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::loa::text::START_TEXT;
    use crate::jobs::testing::{fake_clock, finish, rejected, starts};

    fn game(start: &str, moves: Vec<Move>) -> LoaGame {
        LoaGame {
            start: start.into(),
            moves,
            rules: Rules::default(),
        }
    }

    #[test]
    fn a_search_and_a_solve_run_to_their_outputs_and_report_as_they_go() {
        let analysis = finish(start(
            &Request::Search {
                game: game(START_TEXT, vec![]),
                max_nodes: 5_000,
                max_depth: None,
            },
            fake_clock,
        ));
        assert!(
            matches!(&analysis, Output::Analysis(a) if a.best.is_some() && a.nodes <= 5_000),
            "{analysis:?}"
        );
        let solve = Request::Solve {
            game: game("8/8/8/8/8/8/5w2/bb3w2 b", vec![]),
            method: Method::Dfpn,
            max_nodes: 5_000,
        };
        let solved = finish(start(&solve, fake_clock));
        assert!(
            matches!(&solved, Output::Solved(s) if s.nodes <= 5_000),
            "{solved:?}"
        );
        let Started { job, .. } = start(&solve, fake_clock).unwrap();
        assert!(matches!(job.detail(), Some(Detail::Solve(_))));
        let Started { mut job, .. } = start(
            &Request::Search {
                game: game(START_TEXT, vec![]),
                max_nodes: 5_000,
                max_depth: None,
            },
            fake_clock,
        )
        .unwrap();
        job.step(1);
        assert!(matches!(job.detail(), Some(Detail::Search { .. })));
        starts(start(
            &Request::Bench {
                config: BenchConfig::default(),
            },
            fake_clock,
        ));
        let table = finish(start(
            &Request::Table42 {
                positions: 3,
                max_nodes: 20_000,
            },
            fake_clock,
        ));
        assert!(
            matches!(&table, Output::Table42(t) if t.positions == 3 && t.rows[0].method == Method::AbSolver),
            "{table:?}"
        );
    }

    #[test]
    fn requests_outside_the_limits_are_refused_with_a_reason() {
        let search = |game, max_nodes| Request::Search {
            game,
            max_nodes,
            max_depth: None,
        };
        let refuse = |r: Request| rejected(start(&r, fake_clock));
        assert!(refuse(search(game(START_TEXT, vec![]), MAX_NODES + 1)).contains("node budget"));
        assert!(refuse(search(game("8/8 b", vec![]), 10)).contains("start position: line 1"));
        let a2a4 = Move {
            from: 8,
            to: 24,
            capture: false,
        };
        assert!(refuse(search(game(START_TEXT, vec![a2a4]), 10)).contains("move 1 (a2-a4)"));
        assert!(refuse(Request::Table42 {
            positions: 0,
            max_nodes: 10
        })
        .contains("the suite has 1–"));
        assert!(refuse(Request::Table42 {
            positions: 1,
            max_nodes: MAX_TABLE42_NODES + 1
        })
        .contains("node budget"));
        assert!(refuse(Request::Bench {
            config: BenchConfig {
                perft_depth: MAX_BENCH_PERFT + 1,
                ..BenchConfig::default()
            }
        })
        .contains("perft depth"));
    }
}
