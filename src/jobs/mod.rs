//! Long work as steps, not loops.
//!
//! Searches, races, optimisers and tournaments implement [`Job`]: `step(budget)` does at most
//! about `budget` units of work (nodes, games, iterations — the job says which) and returns the
//! output once finished; `progress()` says how far it is. The core never reads the clock and
//! never loops unboundedly on its own: the owner of the loop (a Web Worker in the browser, the
//! CLI natively) decides how big a slice is, reports progress between slices, and cancels by
//! simply not calling `step` again. The design follows argmin's step-wise solvers.
//!
//! [`catalogue`] lists the jobs the browser's worker can be asked to run.

pub mod catalogue;

use serde::{Deserialize, Serialize};

/// How far a job has come.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    /// Units of work done so far.
    pub done: u64,
    /// Units of work in all, when known in advance.
    pub total: Option<u64>,
    /// An estimate of the fraction done, in `[0, 1]`.
    pub fraction: f64,
    /// What a unit is ("nodes", "games", "positions").
    pub unit: String,
}

/// A long computation that runs in slices.
pub trait Job {
    /// What the job produces when it finishes.
    type Output;

    /// Runs at most about `budget` units of work; returns the output when the job is finished
    /// (and keeps returning it on later calls).
    fn step(&mut self, budget: u64) -> Option<Self::Output>;

    /// How far the job has come.
    fn progress(&self) -> Progress;
}

/// Runs a job to the end in slices of `slice` units, calling `report` after each slice.
/// Returning `false` from `report` cancels the job (the result is then `None`).
pub fn run<J: Job>(
    job: &mut J,
    slice: u64,
    mut report: impl FnMut(&Progress) -> bool,
) -> Option<J::Output> {
    loop {
        if let Some(out) = job.step(slice) {
            return Some(out);
        }
        if !report(&job.progress()) {
            return None;
        }
    }
}

/// Runs a job to the end without reporting.
pub fn run_to_end<J: Job>(job: &mut J) -> J::Output {
    run(job, 1 << 20, |_| true).expect("a job that is never cancelled finishes")
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Count {
        n: u64,
        to: u64,
    }

    impl Job for Count {
        type Output = u64;
        fn step(&mut self, budget: u64) -> Option<u64> {
            self.n = (self.n + budget).min(self.to);
            (self.n == self.to).then_some(self.n)
        }
        fn progress(&self) -> Progress {
            Progress {
                done: self.n,
                total: Some(self.to),
                fraction: self.n as f64 / self.to as f64,
                unit: "units".into(),
            }
        }
    }

    #[test]
    fn run_reports_and_cancels() {
        let mut reports = 0;
        assert_eq!(
            run(&mut Count { n: 0, to: 10 }, 3, |_| {
                reports += 1;
                true
            }),
            Some(10)
        );
        assert_eq!(reports, 3);
        assert_eq!(run(&mut Count { n: 0, to: 10 }, 3, |p| p.done < 6), None);
        assert_eq!(run_to_end(&mut Count { n: 0, to: 5 }), 5);
    }
}
