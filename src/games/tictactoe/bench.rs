//! The tic-tac-toe benchmark: a full solve from the empty board by minimax (the baseline, in
//! the same run), alpha-beta with ordering and a transposition table, and proof-number search,
//! each answer checked while it is timed. Shared by the CLI (native) and the worker (wasm).
//!
//! The core never reads the clock: the caller passes one (`std::time::Instant` natively,
//! `performance.now()` in a worker). Times are reported as ratios against a baseline measured
//! in the same run, never as absolute thresholds.

use serde::{Deserialize, Serialize};

use crate::game::Player;
use crate::games::tictactoe::{Mark, Payoff, TicTacToe, MINIMAX_NODES_FROM_START};
use crate::jobs::{Job, Progress};
use crate::search::alphabeta::{alphabeta, Options};
use crate::search::minimax::minimax;
use crate::search::pns::ProofSearch;

/// One row of a benchmark table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchRow {
    /// The algorithm.
    pub algorithm: String,
    /// Nodes per solve.
    pub nodes: u64,
    /// Median milliseconds per solve.
    pub millis: f64,
    /// Time relative to the baseline row (plain minimax): < 1 is faster.
    pub time_ratio: f64,
    /// Nodes relative to the baseline row.
    pub node_ratio: f64,
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

/// The shortest timed sample, in milliseconds: fast solves are repeated to fill it.
pub const MIN_SAMPLE_MS: f64 = 20.0;

/// The algorithms of [`TicTacToeBench`], in row order (the first is the baseline).
pub const TICTACTOE_ALGORITHMS: [&str; 6] = [
    "minimax",
    "alpha-beta",
    "alpha-beta + ordering",
    "alpha-beta + transposition table",
    "alpha-beta + ordering + table",
    "proof-number search (can X force a win?)",
];

/// Solves tic-tac-toe from the empty board with algorithm `index` of [`TICTACTOE_ALGORITHMS`]
/// and returns the nodes it entered.
///
/// # Panics
/// If the answer is wrong (value not a draw, or PNS proving an X win), or `index` ≥ 6.
pub fn tictactoe_solve_once(index: usize) -> u64 {
    let start = TicTacToe::new();
    match index {
        0 => {
            let r = minimax(&start, &Payoff::Seed);
            assert_eq!((r.value, r.nodes), (0, MINIMAX_NODES_FROM_START));
            r.nodes
        }
        1..=4 => {
            let r = alphabeta(&start, &Payoff::Seed, Options::ALL[index].1);
            assert_eq!(r.value, 0, "{}", TICTACTOE_ALGORITHMS[index]);
            r.nodes
        }
        5 => {
            let mut pns = ProofSearch::new(start, Player(0), |b: &TicTacToe| {
                b.winner() == Some(Mark::X)
            });
            let verdict = pns.solve().expect("no node limit");
            assert!(!verdict.proven, "X cannot force a win");
            verdict.nodes
        }
        _ => panic!("no algorithm {index}"),
    }
}

/// The full-solve benchmark as a step-based [`Job`] (one unit = one timed solve), so a worker
/// can show progress and cancel. The clock is the caller's (milliseconds).
pub struct TicTacToeBench {
    reps: u32,
    done: u32,
    now: Box<dyn Fn() -> f64>,
    samples: Vec<(u64, Vec<f64>)>,
}

impl TicTacToeBench {
    /// `reps` timed solves per algorithm, timed by `now`.
    ///
    /// # Panics
    /// If `reps == 0`.
    pub fn new(reps: u32, now: Box<dyn Fn() -> f64>) -> Self {
        assert!(reps > 0, "at least one repetition");
        TicTacToeBench {
            reps,
            done: 0,
            now,
            samples: vec![(0, Vec::new()); TICTACTOE_ALGORITHMS.len()],
        }
    }

    fn total(&self) -> u32 {
        self.reps * TICTACTOE_ALGORITHMS.len() as u32
    }

    fn rows(&self) -> Vec<BenchRow> {
        let (base_nodes, base_ms) = (
            self.samples[0].0 as f64,
            median(self.samples[0].1.clone()).max(1e-9),
        );
        self.samples
            .iter()
            .zip(TICTACTOE_ALGORITHMS)
            .map(|((nodes, times), name)| {
                let millis = median(times.clone());
                BenchRow {
                    algorithm: name.to_string(),
                    nodes: *nodes,
                    millis,
                    time_ratio: millis / base_ms,
                    node_ratio: *nodes as f64 / base_nodes,
                }
            })
            .collect()
    }
}

impl Job for TicTacToeBench {
    type Output = Vec<BenchRow>;

    fn step(&mut self, budget: u64) -> Option<Vec<BenchRow>> {
        for _ in 0..budget {
            if self.done == self.total() {
                break;
            }
            // Interleave algorithms so machine noise spreads over all of them.
            let algorithm = (self.done % TICTACTOE_ALGORITHMS.len() as u32) as usize;
            // A sample repeats the solve for at least MIN_SAMPLE_MS, so coarse clocks (a
            // browser's is 0.1 ms) still give precise per-solve times.
            let t0 = (self.now)();
            let mut solves = 0u32;
            let mut nodes;
            loop {
                nodes = tictactoe_solve_once(algorithm);
                solves += 1;
                if (self.now)() - t0 >= MIN_SAMPLE_MS {
                    break;
                }
            }
            let dt = ((self.now)() - t0) / f64::from(solves);
            self.samples[algorithm].0 = nodes;
            self.samples[algorithm].1.push(dt);
            self.done += 1;
        }
        (self.done == self.total()).then(|| self.rows())
    }

    fn progress(&self) -> Progress {
        Progress {
            done: u64::from(self.done),
            total: Some(u64::from(self.total())),
            fraction: f64::from(self.done) / f64::from(self.total()),
            unit: "solves".to_string(),
        }
    }
}
