//! The solver's benchmark as a job: a set of positions scored by Pascal Pons' solver, solved
//! one after the other by one solver (its table kept between positions, as his is), every
//! score checked, timed by the caller's clock.
//!
//! One job for both faces, so the browser's "Benchmark this browser" and
//! `gamelab bench connect4 --set …` time the very same work and their times compare: that ratio
//! is how the wasm build is measured against native code. The sets are built in
//! ([`BenchSet`]); where they come from is written in tests/data/connect4/README.md.

use serde::{Deserialize, Serialize};

use super::board::Connect4;
use super::geometry::Geometry;
use super::solver::Solver;
use crate::jobs::{Job, Progress};

/// The 100 positions of 8–13 moves (tests/data/connect4/begin.txt).
const BEGIN: &str = include_str!("../../../tests/data/connect4/begin.txt");
/// The 1 000 positions of 14–27 moves (tests/data/connect4/middle.txt).
const MIDDLE: &str = include_str!("../../../tests/data/connect4/middle.txt");

/// A built-in set of scored 7×6 positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BenchSet {
    /// The 100 positions of 8–13 moves: seconds natively.
    Begin,
    /// The 1 000 positions of 14–27 moves: about two seconds natively.
    Middle,
}

impl BenchSet {
    /// Its name on the command line and the page.
    pub fn key(self) -> &'static str {
        match self {
            BenchSet::Begin => "begin",
            BenchSet::Middle => "middle",
        }
    }

    /// The set named `key`.
    pub fn from_key(key: &str) -> Result<BenchSet, String> {
        match key {
            "begin" => Ok(BenchSet::Begin),
            "middle" => Ok(BenchSet::Middle),
            _ => Err(format!("unknown set {key:?}: begin or middle")),
        }
    }

    /// Its positions: the move string, the position and Pons' score.
    pub fn positions(self) -> Vec<(String, Connect4, i32)> {
        let text = match self {
            BenchSet::Begin => BEGIN,
            BenchSet::Middle => MIDDLE,
        };
        parse_scored(text).expect("the built-in sets are well formed")
    }
}

/// Reads `moves score` lines (Pons' output) into positions of the standard board.
pub fn parse_scored(text: &str) -> Result<Vec<(String, Connect4, i32)>, String> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .enumerate()
        .map(|(i, l)| {
            let mut parts = l.split_whitespace();
            let moves = parts.next().unwrap_or_default();
            let position = Connect4::from_moves(Geometry::STANDARD, moves)
                .map_err(|e| format!("line {}: {e}", i + 1))?;
            let score = parts
                .next()
                .and_then(|s| s.parse().ok())
                .ok_or(format!("line {}: no score after the moves", i + 1))?;
            Ok((moves.to_string(), position, score))
        })
        .collect()
}

/// What the benchmark measured.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchReport {
    /// Positions solved.
    pub positions: usize,
    /// Nodes searched in all.
    pub nodes: u64,
    /// Milliseconds from the first position to the last, the solver's making included.
    pub millis: f64,
    /// The transposition table's size, log2 of its entries.
    pub table_log2: u32,
    /// The first position whose score differed from Pons', with ours and his (none: all
    /// agreed).
    pub mismatch: Option<(String, i32, i32)>,
}

impl BenchReport {
    /// Positions per second.
    pub fn positions_per_second(&self) -> f64 {
        self.positions as f64 / (self.millis / 1e3).max(1e-9)
    }

    /// Nodes per second.
    pub fn nodes_per_second(&self) -> f64 {
        self.nodes as f64 / (self.millis / 1e3).max(1e-9)
    }

    /// One sentence for people.
    pub fn describe(&self) -> String {
        crate::i18n::with_english(|w| self.describe_in(w))
    }

    /// [`BenchReport::describe`] in `words`' language.
    pub fn describe_in(&self, words: &crate::i18n::Catalogue) -> String {
        use crate::i18n::Args;
        let check = match &self.mismatch {
            None => words.msg("c4-bench-agrees"),
            Some((m, ours, his)) => words.msg_with(
                "c4-bench-mismatch",
                &Args::new()
                    .text("moves", m.clone())
                    .text("ours", ours.to_string())
                    .text("his", his.to_string()),
            ),
        };
        words.msg_with(
            "c4-bench-report",
            &Args::new()
                .count("positions", self.positions as i64)
                .text("millis", words.number(self.millis, 0))
                .text("per-second", words.number(self.positions_per_second(), 1))
                .text("million", words.number(self.nodes_per_second() / 1e6, 2))
                .count("nodes", self.nodes as i64)
                .text("check", check),
        )
    }
}

/// Solves a set of scored positions in a row, one position per unit of budget.
pub struct BenchJob {
    set: Vec<(String, Connect4, i32)>,
    table_log2: u32,
    solver: Option<Solver>,
    next: usize,
    nodes: u64,
    clock: Box<dyn Fn() -> f64>,
    start: f64,
    mismatch: Option<(String, i32, i32)>,
    done: Option<BenchReport>,
}

impl BenchJob {
    /// The benchmark of `set` with a table of 2^`table_log2` entries, timed by `clock`.
    pub fn new(
        set: Vec<(String, Connect4, i32)>,
        table_log2: u32,
        clock: Box<dyn Fn() -> f64>,
    ) -> Self {
        BenchJob {
            set,
            table_log2,
            solver: None,
            next: 0,
            nodes: 0,
            clock,
            start: 0.0,
            mismatch: None,
            done: None,
        }
    }
}

impl Job for BenchJob {
    type Output = BenchReport;

    fn step(&mut self, budget: u64) -> Option<BenchReport> {
        if self.done.is_some() {
            return self.done.clone();
        }
        if self.solver.is_none() {
            self.start = (self.clock)();
            self.solver = Some(Solver::new(Geometry::STANDARD, self.table_log2));
        }
        let solver = self.solver.as_mut().expect("made above");
        for _ in 0..budget.max(1) {
            let Some((moves, position, expected)) = self.set.get(self.next) else {
                break;
            };
            let s = solver.solve(position);
            self.nodes += s.nodes;
            if s.score != *expected && self.mismatch.is_none() {
                self.mismatch = Some((moves.clone(), s.score, *expected));
            }
            self.next += 1;
        }
        if self.next < self.set.len() {
            return None;
        }
        let report = BenchReport {
            positions: self.set.len(),
            nodes: self.nodes,
            millis: (self.clock)() - self.start,
            table_log2: self.table_log2,
            mismatch: self.mismatch.clone(),
        };
        self.done = Some(report.clone());
        Some(report)
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.next as u64,
            total: Some(self.set.len() as u64),
            fraction: self.next as f64 / self.set.len().max(1) as f64,
            unit: "positions".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::run_to_end;
    use crate::jobs::testing::fake_clock;

    #[test]
    fn the_sets_parse_and_a_slice_of_middle_agrees_with_pons() {
        assert_eq!(BenchSet::Begin.positions().len(), 100);
        let middle = BenchSet::Middle.positions();
        assert_eq!(middle.len(), 1000);
        let report = run_to_end(&mut BenchJob::new(
            middle[..40].to_vec(),
            20,
            Box::new(fake_clock),
        ));
        assert_eq!(report.positions, 40);
        assert_eq!(report.mismatch, None);
        assert!(report.nodes > 0);
        let mut wrong = middle[..3].to_vec();
        wrong[1].2 += 1;
        let report = run_to_end(&mut BenchJob::new(wrong, 20, Box::new(fake_clock)));
        assert_eq!(
            report.mismatch.as_ref().map(|m| m.0.as_str()),
            Some(middle[1].0.as_str())
        );
        assert_eq!(BenchSet::from_key("begin"), Ok(BenchSet::Begin));
        assert!(BenchSet::from_key("end").is_err());
    }
}
