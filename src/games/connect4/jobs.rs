//! The Connect Four lab's worker jobs: what its page may ask for ([`Request`]), the limits and
//! checks of each request, and what comes back ([`Output`]).
//!
//! Each lab keeps its requests here, beside the code they run; the crate's catalogue only
//! wraps a [`Request`] in its enum and calls [`start`]. Every job makes its own solver with the
//! page's table ([`BROWSER_TABLE_LOG2`]).

use serde::{Deserialize, Serialize};

use super::bench::{BenchJob, BenchReport, BenchSet};
use super::columns::{Columns, ColumnsJob};
use super::geometry::Geometry;
use super::lab::{ColumnsRequest, BROWSER_TABLE_LOG2};
use super::race_job::{RaceLabJob, RaceLive, RaceRequest, MAX_PAGE_GAMES};
use super::solver::Solver;
use crate::jobs::{Adapt, Clock, Job, LabJob, Progress, StartError, Started};
use crate::racing::race::RaceOutcome;

/// The most nodes one column analysis may be given.
pub const MAX_NODES: u64 = 10_000_000_000;

/// The jobs of the Connect Four page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Every column's score of a position, within a node budget (the engine's move, or the
    /// scores shown on demand).
    Columns(ColumnsRequest),
    /// A race of MCTS against alpha-beta (at equal time when asked).
    Race(RaceRequest),
    /// The benchmark: a built-in set solved and checked, timed.
    Bench {
        /// Which set.
        set: BenchSet,
        /// How many of its positions (from its start).
        count: usize,
    },
}

/// What a finished Connect Four job produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// From [`Request::Columns`].
    Columns(Columns),
    /// From [`Request::Bench`].
    Bench(BenchReport),
    /// From [`Request::Race`]: the outcome and the race as it ended.
    Race(RaceOutcome, RaceLive),
}

/// What a running job reports: a column analysis every column's score so far (exact, bounded,
/// or not yet searched), so the page can show them live and "Move now" can play the best so
/// far; a race its games, bounds and tally.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Detail {
    /// From [`Request::Columns`].
    Columns(Columns),
    /// From [`Request::Race`]: the calibration or the race so far.
    Race(RaceLive),
}

struct ColumnsLabJob(ColumnsJob);

impl LabJob<Output, Detail> for ColumnsLabJob {
    fn step(&mut self, budget: u64) -> Option<Output> {
        self.0.step(budget).map(Output::Columns)
    }
    fn progress(&self) -> Progress {
        self.0.progress()
    }
    fn detail(&self) -> Option<Detail> {
        Some(Detail::Columns(self.0.so_far()))
    }
}

/// A solver for `geometry` as the page uses it: the page's table, no book.
pub fn page_solver(geometry: Geometry) -> Solver {
    Solver::new(geometry, BROWSER_TABLE_LOG2)
}

/// Validates `request` and builds its job; `clock` times the benchmark.
pub fn start(request: &Request, clock: Clock) -> Result<Started<Output, Detail>, StartError> {
    Ok(match request {
        Request::Columns(r) => {
            if r.max_nodes == 0 || r.max_nodes > MAX_NODES {
                return Err(StartError::field(
                    "max_nodes",
                    format!("the node budget must be 1–{MAX_NODES}"),
                ));
            }
            let position = r.position().map_err(|e| StartError::field("moves", e))?;
            if position.is_over() {
                return Err(StartError::field("moves", "the game is over"));
            }
            let job = ColumnsJob::new(page_solver(r.geometry), position, r.max_nodes);
            Started::new(ColumnsLabJob(job), 200_000)
        }
        Request::Race(r) => {
            if r.params.cap == 0 || r.params.cap > MAX_PAGE_GAMES {
                return Err(StartError::field(
                    "race-cap",
                    format!("1 to {MAX_PAGE_GAMES} games"),
                ));
            }
            let job = RaceLabJob::new(r.clone(), clock).map_err(StartError::from)?;
            Started::new(job, 1).map(|(o, s)| Output::Race(o, s), Detail::Race)
        }
        Request::Bench { set, count } => {
            let positions = set.positions();
            if *count == 0 || *count > positions.len() {
                return Err(StartError::field(
                    "count",
                    format!("the set has {} positions", positions.len()),
                ));
            }
            let job = BenchJob::new(
                positions[..*count].to_vec(),
                BROWSER_TABLE_LOG2,
                Box::new(clock),
            );
            Started::new(Adapt(job, Output::Bench), 1)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::testing::{fake_clock, finish, rejected};

    #[test]
    fn requests_run_and_bad_ones_are_refused_with_their_field() {
        let columns = |moves: &[u8], max_nodes| {
            Request::Columns(ColumnsRequest {
                geometry: Geometry::STANDARD,
                moves: moves.to_vec(),
                max_nodes,
            })
        };
        // A position of tests/data/connect4/middle.txt, analysed in 32 238 nodes.
        let moves: Vec<u8> = "2225746165436144".bytes().map(|b| b - b'1').collect();
        match finish(start(&columns(&moves, 1_000_000_000), fake_clock)) {
            Output::Columns(c) => {
                assert!(c.complete);
                assert!(c.best_is_proven());
            }
            other => panic!("{other:?}"),
        }
        assert!(rejected(start(&columns(&moves, 0), fake_clock)).contains("node budget"));
        assert!(rejected(start(&columns(&[0; 7], 1000), fake_clock)).contains("full"));
        let won: Vec<u8> = "1212121".bytes().map(|b| b - b'1').collect();
        assert!(rejected(start(&columns(&won, 1000), fake_clock)).contains("over"));
        match finish(start(
            &Request::Bench {
                set: BenchSet::Middle,
                count: 5,
            },
            fake_clock,
        )) {
            Output::Bench(r) => {
                assert_eq!(r.positions, 5);
                assert_eq!(r.mismatch, None);
            }
            other => panic!("{other:?}"),
        }
        let too_many = Request::Bench {
            set: BenchSet::Begin,
            count: 101,
        };
        assert!(rejected(start(&too_many, fake_clock)).contains("100 positions"));
    }
}
