//! The solver's long work as [`Job`]s, for the browser's worker: progress between slices and
//! a Cancel that is simply not calling `step` again.
//!
//! A step runs null-window searches of at most its node budget in all. A search that needs
//! more is stopped and started again on the next step; it loses little, because what it
//! proved before stopping is in the transposition table, which the job owns and keeps.
//! Progress is how much of the score window has closed (for [`AnalyseJob`], per column).

use super::board::Connect4;
use super::solver::{column_child, Analysis, Child, Solution, Solver, Window};
use crate::jobs::{Job, Progress};

/// [`Solver::solve`] in slices of nodes.
pub struct SolveJob {
    solver: Solver,
    position: Connect4,
    window: Window,
    start_nodes: u64,
    floor: u64,
}

impl SolveJob {
    /// A job solving `position` with `solver` (which it owns, with its table and book).
    ///
    /// # Panics
    /// If the position is of another size than the solver's.
    pub fn new(solver: Solver, position: Connect4) -> Self {
        assert_eq!(
            solver.geometry(),
            position.geometry(),
            "a position of another size"
        );
        SolveJob {
            start_nodes: solver.total_nodes(),
            window: Window::new(&position),
            solver,
            position,
            floor: 0,
        }
    }

    /// The solver back, with what its table learnt.
    pub fn into_solver(self) -> Solver {
        self.solver
    }

    /// The score window so far.
    pub fn window(&self) -> Window {
        self.window
    }
}

impl Job for SolveJob {
    type Output = Solution;

    fn step(&mut self, budget: u64) -> Option<Solution> {
        self.solver
            .narrow(&self.position, &mut self.window, budget, &mut self.floor);
        self.window.result().map(|score| Solution {
            score,
            nodes: self.solver.total_nodes() - self.start_nodes,
        })
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.solver.total_nodes() - self.start_nodes,
            total: None,
            fraction: self.window.fraction(),
            unit: "nodes".into(),
        }
    }
}

/// [`Solver::analyse`] in slices: one column after the other, each in slices of nodes.
pub struct AnalyseJob {
    solver: Solver,
    position: Connect4,
    scores: Vec<Option<i32>>,
    /// The column being solved and its child's window.
    current: Option<(u32, Connect4, Window)>,
    next_column: u32,
    start_nodes: u64,
    floor: u64,
}

impl AnalyseJob {
    /// A job scoring every column of `position` with `solver`.
    ///
    /// # Panics
    /// If the position is of another size than the solver's.
    pub fn new(solver: Solver, position: Connect4) -> Self {
        assert_eq!(
            solver.geometry(),
            position.geometry(),
            "a position of another size"
        );
        AnalyseJob {
            start_nodes: solver.total_nodes(),
            scores: Vec::new(),
            current: None,
            next_column: 0,
            solver,
            position,
            floor: 0,
        }
    }

    /// The scores of the columns finished so far (left to right).
    pub fn scores_so_far(&self) -> &[Option<i32>] {
        &self.scores
    }

    fn width(&self) -> u32 {
        self.position.geometry().width()
    }
}

impl Job for AnalyseJob {
    type Output = Analysis;

    fn step(&mut self, budget: u64) -> Option<Analysis> {
        loop {
            if self.current.is_none() {
                if self.next_column == self.width() {
                    return Some(Analysis {
                        scores: self.scores.clone(),
                        nodes: self.solver.total_nodes() - self.start_nodes,
                    });
                }
                let col = self.next_column;
                self.next_column += 1;
                match column_child(&self.position, col) {
                    None => self.scores.push(None),
                    Some(Child::Wins(score)) => self.scores.push(Some(score)),
                    Some(Child::Position(child)) => {
                        self.current = Some((col, child, Window::new(&child)));
                    }
                }
                continue;
            }
            let (_, child, mut window) = self.current.expect("a column in progress");
            self.solver
                .narrow(&child, &mut window, budget, &mut self.floor);
            match window.result() {
                Some(score) => {
                    self.scores.push(Some(-score));
                    self.current = None;
                }
                None => {
                    if let Some(c) = self.current.as_mut() {
                        c.2 = window;
                    }
                    return None;
                }
            }
        }
    }

    fn progress(&self) -> Progress {
        let width = f64::from(self.width());
        let partial = self.current.map_or(0.0, |(_, _, w)| w.fraction());
        Progress {
            done: self.solver.total_nodes() - self.start_nodes,
            total: None,
            fraction: ((self.scores.len() as f64 + partial) / width).min(1.0),
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
    fn the_jobs_in_small_slices_agree_with_the_solver() {
        let g = Geometry::STANDARD;
        let p = Connect4::from_moves(g, "4453212143").unwrap();
        let direct = Solver::new(g, 20).solve(&p);
        let mut reports = 0;
        let sliced = run(&mut SolveJob::new(Solver::new(g, 20), p), 500, |_| {
            reports += 1;
            true
        })
        .expect("finished");
        assert_eq!(sliced.score, direct.score);
        assert!(reports > 1, "it ran in more than one slice");
        let analysis = Solver::new(g, 20).analyse(&p);
        let mut job = AnalyseJob::new(Solver::new(g, 20), p);
        let sliced = run(&mut job, 300, |progress| {
            assert!((0.0..=1.0).contains(&progress.fraction));
            true
        })
        .expect("finished");
        assert_eq!(sliced.scores, analysis.scores);
        // Slices of one node still finish: a search cut short gets twice the budget next.
        let tiny = run(&mut SolveJob::new(Solver::new(g, 20), p), 1, |_| true);
        assert_eq!(tiny.map(|s| s.score), Some(direct.score));
        // Cancelled: nothing more happens.
        let mut cancelled = SolveJob::new(Solver::new(g, 20), p);
        assert_eq!(run(&mut cancelled, 100, |_| false), None);
    }
}
