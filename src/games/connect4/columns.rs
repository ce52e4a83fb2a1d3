//! Every column's score within a node budget: what the page's engine and its "show the
//! scores" switch ask for.
//!
//! [`super::AnalyseJob`] scores the columns left to right and never gives up, which is right
//! for the command line. A page cannot wait without end: an early position without a book may
//! need minutes. [`ColumnsJob`] therefore solves the columns **centre first** (the best moves
//! are usually central, and a proven central win settles the engine's choice early), stops at
//! its node budget, and reports each column as exact, bounded (the score window its null-window
//! searches have narrowed so far, read from the side to move) or not yet searched. The
//! engine's choice ([`Columns::best`]) is the proven best column when every column is exact,
//! and otherwise the column with the best proven lower bound, so a stopped search still plays
//! the strongest move it can vouch for, and says so.

use serde::{Deserialize, Serialize};

use super::board::Connect4;
use super::solver::{column_child, Child, Solver, Window};
use crate::jobs::{Job, Progress};

/// One column's score so far, from the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ColumnScore {
    /// The column is full (or the game is over).
    Full,
    /// The exact score of playing it.
    Exact(i32),
    /// The score lies in `min..=max` (the search was stopped before it closed).
    Between {
        /// The score is at least this.
        min: i32,
        /// The score is at most this.
        max: i32,
    },
}

impl ColumnScore {
    /// The lowest score the column is proven to have (`None` when full).
    pub fn lower(self) -> Option<i32> {
        match self {
            ColumnScore::Full => None,
            ColumnScore::Exact(s) => Some(s),
            ColumnScore::Between { min, .. } => Some(min),
        }
    }

    /// The highest score the column may have (`None` when full).
    pub fn upper(self) -> Option<i32> {
        match self {
            ColumnScore::Full => None,
            ColumnScore::Exact(s) => Some(s),
            ColumnScore::Between { max, .. } => Some(max),
        }
    }
}

/// Every column's score, exact or bounded, left to right.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Columns {
    /// Per column, left to right.
    pub scores: Vec<ColumnScore>,
    /// Nodes searched.
    pub nodes: u64,
    /// Whether every column is exact (or full): the budget sufficed.
    pub complete: bool,
}

impl Columns {
    /// The column to play: the highest score (exact, or the highest proven lower bound), ties
    /// broken by the higher upper bound and then towards the centre. `None` when no column can
    /// be played.
    pub fn best(&self) -> Option<u32> {
        let width = self.scores.len() as u32;
        let order = centre_order(width);
        let mut best: Option<(u32, i32, i32)> = None;
        for col in order {
            let s = self.scores[col as usize];
            let (Some(lo), Some(hi)) = (s.lower(), s.upper()) else {
                continue;
            };
            if best.is_none_or(|(_, blo, bhi)| lo > blo || (lo == blo && hi > bhi)) {
                best = Some((col, lo, hi));
            }
        }
        best.map(|(col, _, _)| col)
    }

    /// Whether the best column is proven best: its score exact and no other column able to
    /// score more.
    pub fn best_is_proven(&self) -> bool {
        let Some(best) = self.best() else {
            return false;
        };
        let ColumnScore::Exact(s) = self.scores[best as usize] else {
            return false;
        };
        self.scores
            .iter()
            .all(|c| c.upper().is_none_or(|hi| hi <= s))
    }
}

/// The columns of a board `width` wide, centre first, then alternately left and right of it.
pub fn centre_order(width: u32) -> Vec<u32> {
    let mut order = Vec::with_capacity(width as usize);
    for i in 0..width {
        let offset = i.div_ceil(2);
        let col = if i % 2 == 1 {
            (width - 1) / 2 - offset.min((width - 1) / 2)
        } else {
            (width - 1) / 2 + offset
        };
        // For even widths the walk above may repeat a column; skip it and finish below.
        if col < width && !order.contains(&col) {
            order.push(col);
        }
    }
    for col in 0..width {
        if !order.contains(&col) {
            order.push(col);
        }
    }
    order
}

/// Scores every column of a position, centre first, within a node budget.
pub struct ColumnsJob {
    solver: Solver,
    position: Connect4,
    /// Per column: its state so far (a window while it is searched or waits).
    windows: Vec<Option<(Connect4, Window)>>,
    scores: Vec<ColumnScore>,
    order: Vec<u32>,
    next: usize,
    start_nodes: u64,
    max_nodes: u64,
    floor: u64,
    done: Option<Columns>,
}

impl ColumnsJob {
    /// A job scoring every column of `position` with `solver`, stopping after about
    /// `max_nodes` nodes.
    ///
    /// # Panics
    /// If the position is of another size than the solver's.
    pub fn new(solver: Solver, position: Connect4, max_nodes: u64) -> Self {
        assert_eq!(
            solver.geometry(),
            position.geometry(),
            "a position of another size"
        );
        let width = position.geometry().width();
        let mut scores = Vec::with_capacity(width as usize);
        let mut windows = Vec::with_capacity(width as usize);
        for col in 0..width {
            match column_child(&position, col) {
                None => {
                    scores.push(ColumnScore::Full);
                    windows.push(None);
                }
                Some(Child::Wins(s)) => {
                    scores.push(ColumnScore::Exact(s));
                    windows.push(None);
                }
                Some(Child::Position(child)) => {
                    let w = Window::new(&child);
                    scores.push(from_child(w));
                    windows.push(Some((child, w)));
                }
            }
        }
        ColumnsJob {
            start_nodes: solver.total_nodes(),
            solver,
            position,
            windows,
            scores,
            order: centre_order(width),
            next: 0,
            max_nodes: max_nodes.max(1),
            floor: 0,
            done: None,
        }
    }

    /// The scores so far.
    pub fn so_far(&self) -> Columns {
        Columns {
            scores: self.scores.clone(),
            nodes: self.nodes(),
            complete: self
                .scores
                .iter()
                .all(|s| !matches!(s, ColumnScore::Between { .. })),
        }
    }

    /// The position analysed.
    pub fn position(&self) -> &Connect4 {
        &self.position
    }

    fn nodes(&self) -> u64 {
        self.solver.total_nodes() - self.start_nodes
    }
}

/// A child's window read from the parent's mover (scores change sign).
fn from_child(w: Window) -> ColumnScore {
    match w.result() {
        Some(s) => ColumnScore::Exact(-s),
        None => ColumnScore::Between {
            min: -w.max,
            max: -w.min,
        },
    }
}

impl Job for ColumnsJob {
    type Output = Columns;

    fn step(&mut self, budget: u64) -> Option<Columns> {
        if let Some(done) = &self.done {
            return Some(done.clone());
        }
        let step_start = self.solver.total_nodes();
        while self.next < self.order.len() {
            let used = self.nodes();
            if used >= self.max_nodes {
                break;
            }
            let spent = self.solver.total_nodes() - step_start;
            if spent >= budget {
                return None;
            }
            let col = self.order[self.next] as usize;
            let Some((child, mut window)) = self.windows[col] else {
                self.next += 1;
                continue;
            };
            let slice = (budget - spent).min(self.max_nodes - used);
            self.solver
                .narrow(&child, &mut window, slice, &mut self.floor);
            self.windows[col] = Some((child, window));
            self.scores[col] = from_child(window);
            if window.result().is_some() {
                self.next += 1;
                self.floor = 0;
            }
        }
        let done = self.so_far();
        self.done = Some(done.clone());
        Some(done)
    }

    fn progress(&self) -> Progress {
        let width = self.order.len().max(1) as f64;
        let partial = self
            .order
            .get(self.next)
            .and_then(|&c| self.windows[c as usize])
            .map_or(0.0, |(_, w)| w.fraction());
        let by_columns = (self.next as f64 + partial) / width;
        let by_budget = self.nodes() as f64 / self.max_nodes as f64;
        Progress {
            done: self.nodes(),
            total: Some(self.max_nodes),
            fraction: by_columns.max(by_budget).min(1.0),
            unit: "nodes".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::connect4::Geometry;
    use crate::jobs::run;

    #[test]
    fn the_centre_comes_first() {
        assert_eq!(centre_order(7), vec![3, 2, 4, 1, 5, 0, 6]);
        assert_eq!(centre_order(6), vec![2, 1, 3, 0, 4, 5]);
        assert_eq!(centre_order(8), vec![3, 2, 4, 1, 5, 0, 6, 7]);
    }

    #[test]
    fn with_budget_enough_it_agrees_with_the_analysis() {
        let g = Geometry::STANDARD;
        for moves in [
            "41272332433132262",
            "2225746165436144",
            "733367366457156245",
        ] {
            let p = Connect4::from_moves(g, moves).unwrap();
            let exact = Solver::new(g, 20).analyse(&p);
            let got = run(
                &mut ColumnsJob::new(Solver::new(g, 20), p, u64::MAX),
                400,
                |_| true,
            )
            .unwrap();
            assert!(got.complete);
            let as_options: Vec<_> = got
                .scores
                .iter()
                .map(|s| match s {
                    ColumnScore::Full => None,
                    ColumnScore::Exact(v) => Some(*v),
                    ColumnScore::Between { .. } => panic!("not exact"),
                })
                .collect();
            assert_eq!(as_options, exact.scores, "{moves}");
            assert!(got.best_is_proven());
            let best = got.best().unwrap() as usize;
            assert_eq!(
                exact.scores[best],
                exact.scores.iter().flatten().max().copied()
            );
        }
    }

    #[test]
    fn a_small_budget_stops_with_bounds_that_hold_the_truth() {
        let g = Geometry::STANDARD;
        // Its analysis takes 32 238 nodes.
        let p = Connect4::from_moves(g, "2225746165436144").unwrap();
        let got = run(
            &mut ColumnsJob::new(Solver::new(g, 20), p, 2_000),
            500,
            |_| true,
        )
        .unwrap();
        assert!(!got.complete, "2 000 nodes cannot solve it");
        assert!(
            got.nodes < 20_000,
            "it stopped near its budget: {}",
            got.nodes
        );
        let truth = Solver::new(g, 20).analyse(&p);
        for (c, t) in got.scores.iter().zip(&truth.scores) {
            match (c, t) {
                (ColumnScore::Full, None) => {}
                (c, Some(t)) => {
                    assert!(
                        c.lower().unwrap() <= *t && *t <= c.upper().unwrap(),
                        "{c:?} vs {t}"
                    );
                }
                _ => panic!("{c:?} vs {t:?}"),
            }
        }
        assert!(got.best().is_some());
    }
}
