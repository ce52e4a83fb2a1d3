//! Connect Four: rules on Pons' bitboard, perft, and an exact solver at the level of Pascal
//! Pons' (negamax with alpha-beta on the score window, null-window narrowing, a transposition
//! table, move ordering, no losing moves, an opening book it builds itself).
//!
//! - [`geometry`]: board sizes 6×5 to 8×7 (7×6 standard) and the bit tricks shared by the
//!   rules and the solver.
//! - [`board`]: the position ([`Connect4`]), moves as Pons writes them ("4453": 1-based
//!   columns), [`MovesError`], perft, and the project's [`State`](crate::game::State),
//!   [`PerfectInformation`](crate::game::PerfectInformation),
//!   [`Deterministic`](crate::game::Deterministic),
//!   [`ZeroSumTwoPlayer`](crate::game::ZeroSumTwoPlayer) and
//!   [`PositionKey`](crate::game::PositionKey), so the project's searchers run on it.
//! - [`score`]: Pons' score (0 a draw; a win `W·H/2 + 1 − k`, `k` the winner's stones) and
//!   [`PonsScore`], an evaluator for the project's alpha-beta.
//! - [`solver`]: [`Solver::solve`] → `{score, nodes}`, [`Solver::analyse`] → every column.
//! - [`table`], `sorter`: the transposition table and the move sorter.
//! - [`book`]: the opening book and its file format; [`builder`]: [`BookBuilder`], which
//!   makes one.
//! - [`steps`]: solving and analysing as step-based [`Job`](crate::jobs::Job)s;
//!   [`columns`]: every column's score centre first within a node budget (the page's engine);
//!   [`bench`](mod@bench): the benchmark as a job, the same work in the browser and natively;
//!   [`mcts_bench`]: Monte Carlo tree search's accuracy against the solver's scores;
//!   [`race`]: MCTS against alpha-beta ([`heuristic`]'s window count at its horizon) as a
//!   source of outcomes for the racing lab's races, at equal time per move; [`race_job`]: the
//!   page's race (its form, the calibration in the worker, the race).
//! - [`lab`]: the page's model (the game, the engine's requests, the address, the words);
//!   [`jobs`]: the page's requests to its worker.
//!
//! Why Pons' design: it is the reference a Connect Four solver is measured against, his
//! source and scores are public, so every score here is checked against his solver
//! (tests/data/connect4), and `gamelab bench connect4` times both on the same positions.
//!
//! ## References
//! - Pascal Pons, *Solving Connect 4: how to build a perfect AI*, blog.gamesolver.org, and
//!   github.com/PascalPons/connect4.
//! - John Tromp, *John's Connect Four Playground* (the first exact solution, and the bitboard).
//! - OEIS A212693 (the number of move sequences of Connect Four of each length).

pub mod bench;
pub mod board;
pub mod book;
pub mod builder;
pub mod columns;
pub mod geometry;
pub mod heuristic;
pub mod jobs;
pub mod lab;
pub mod mcts_bench;
pub mod race;
pub mod race_job;
pub mod score;
pub mod solver;
mod sorter;
pub mod steps;
pub mod table;
pub mod teach;

#[cfg(test)]
mod tests;

pub use board::{Column, Connect4, MovesError};
pub use book::{Book, BookError};
pub use builder::{positions_from, positions_up_to, BookBuilder};
pub use columns::{ColumnScore, Columns, ColumnsJob};
pub use geometry::{Geometry, GeometryError};
pub use score::{terminal_score, win_score, PonsScore};
pub use solver::{Analysis, Solution, Solver, Window};
pub use steps::{AnalyseJob, SolveJob};
pub use table::{TranspositionTable, DEFAULT_TABLE_LOG2};
