//! Benchmarks that check correctness while they time, shared by the CLI (native) and the
//! worker (wasm).
//!
//! The core never reads the clock: the caller passes one (`std::time::Instant` natively,
//! `performance.now()` in a worker). Times are reported as ratios against a baseline measured
//! in the same run, never as absolute thresholds.

use serde::{Deserialize, Serialize};

use crate::game::Player;
use crate::games::tictactoe::{Mark, Payoff, TicTacToe, MINIMAX_NODES_FROM_START};
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

/// The full solve of tic-tac-toe from the empty board by each algorithm, `reps` times each
/// (the median is reported), timed with `now` (milliseconds). Every solve's answer is checked:
/// value draw for the minimax family, "X cannot force a win" for proof-number search.
///
/// # Panics
/// If any algorithm returns a wrong answer, or `reps == 0`.
pub fn tictactoe_full_solve(reps: u32, now: &dyn Fn() -> f64) -> Vec<BenchRow> {
    assert!(reps > 0, "at least one repetition");
    let start = TicTacToe::new();
    let mut rows: Vec<(String, u64, f64)> = Vec::new();
    let mut time = |name: &str, f: &dyn Fn() -> u64| {
        let mut samples = Vec::new();
        let mut nodes = 0;
        for _ in 0..reps {
            let t0 = now();
            nodes = f();
            samples.push(now() - t0);
        }
        rows.push((name.to_string(), nodes, median(samples)));
    };
    time("minimax", &|| {
        let r = minimax(&start, &Payoff::Seed);
        assert_eq!((r.value, r.nodes), (0, MINIMAX_NODES_FROM_START));
        r.nodes
    });
    for (name, options) in Options::ALL.iter().skip(1) {
        time(name, &|| {
            let r = alphabeta(&start, &Payoff::Seed, *options);
            assert_eq!(r.value, 0, "{name}");
            r.nodes
        });
    }
    time("proof-number search (can X force a win?)", &|| {
        let mut pns = ProofSearch::new(start, Player(0), |b: &TicTacToe| b.winner() == Some(Mark::X));
        let verdict = pns.solve().expect("no node limit");
        assert!(!verdict.proven);
        verdict.nodes
    });
    let (base_nodes, base_ms) = (rows[0].1 as f64, rows[0].2.max(1e-9));
    rows.into_iter()
        .map(|(algorithm, nodes, millis)| BenchRow {
            algorithm,
            nodes,
            millis,
            time_ratio: millis / base_ms,
            node_ratio: nodes as f64 / base_nodes,
        })
        .collect()
}
