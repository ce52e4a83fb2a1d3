//! Long work as steps, not loops.
//!
//! Searches, races, optimisers and tournaments implement [`Job`]: `step(budget)` does at most
//! about `budget` units of work (nodes, games, iterations — the job says which) and returns the
//! output once finished; `progress()` says how far it is. The core never reads the clock and
//! never loops unboundedly on its own: the owner of the loop (a Web Worker in the browser, the
//! CLI natively) decides how big a slice is, reports progress between slices, and cancels by
//! simply not calling `step` again. The design follows argmin's step-wise solvers.
//!
//! This is the ground floor every lab builds on, and it knows no lab. A lab's page asks for
//! work through the lab's own `jobs` module (its requests, limits and checks, next to the code
//! they protect), which turns a request into a [`Started`] job of that lab's output and live
//! detail; the crate's [`catalogue`](crate::catalogue) only gathers the labs' requests into one
//! enum for the browser's worker.

pub mod check;
mod start_error;
mod words;

pub use start_error::StartError;
pub use words::{progress_in, time_left_in, unit_in};

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

impl Progress {
    /// The seconds left, projected from `elapsed_ms` of work and the fraction done; `None`
    /// in the first second (too early to say) or while nothing measurable is done.
    pub fn seconds_left(&self, elapsed_ms: f64) -> Option<f64> {
        if elapsed_ms < 1000.0 || !(1e-6..1.0).contains(&self.fraction) {
            return None;
        }
        Some(elapsed_ms / 1000.0 * (1.0 - self.fraction) / self.fraction)
    }
}

/// A duration for people, rounded as an estimate is: "under a minute", "about 3 minutes",
/// "about 1 hour 20 minutes".
pub fn time_left_words(seconds: f64) -> String {
    crate::i18n::with_english(|w| time_left_in(seconds, w))
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

/// Milliseconds from some fixed start: the worker's `performance.now()`, or a native clock.
/// Benchmarks need one; the core never reads the clock itself, so the caller passes it.
pub type Clock = fn() -> f64;

/// A job a page runs in its worker: steps that end in an output of type `O`, and optionally a
/// live state of type `D` reported with each progress message (the search's last iteration, a
/// race so far). Every [`Job`] is one through [`Adapt`]; jobs with a live state implement it
/// directly.
pub trait LabJob<O, D> {
    /// Runs about `budget` units; the output when finished.
    fn step(&mut self, budget: u64) -> Option<O>;
    /// How far the job has come.
    fn progress(&self) -> Progress;
    /// The job's live state, for jobs that report one.
    fn detail(&self) -> Option<D> {
        None
    }
    /// Parts of its work the job hands to helper workers, made since the last call: each
    /// its own lab's request as bincode bytes (the catalogue makes a job of it,
    /// [`crate::catalogue::delegated`]); the helper's output comes back through
    /// [`LabJob::deliver`]. Most jobs hand out nothing.
    fn delegate(&mut self) -> Vec<Vec<u8>> {
        Vec::new()
    }
    /// A helper's output for one of the parts handed out, as its lab's output in bincode
    /// bytes; an error when the job asked for no such part.
    fn deliver(&mut self, _output: &[u8]) -> Result<(), String> {
        Err("this job hands no work to helpers".into())
    }
    /// True while the job can do nothing until a helper delivers (the worker then waits
    /// instead of running empty slices).
    fn waiting(&self) -> bool {
        false
    }
}

/// A job ready to run, with the unit budget its first slice should try.
pub struct Started<O, D> {
    /// The job.
    pub job: Box<dyn LabJob<O, D>>,
    /// Units for the first slice (the worker then adapts it to the slice time).
    pub initial_budget: u64,
}

impl<O: 'static, D: 'static> Started<O, D> {
    /// `job`, whose first slice tries `initial_budget` units.
    pub fn new(job: impl LabJob<O, D> + 'static, initial_budget: u64) -> Self {
        Started {
            job: Box::new(job),
            initial_budget,
        }
    }

    /// The same job with its output and live state wrapped by `output` and `detail` (how the
    /// catalogue turns a lab's job into one of its own).
    pub fn map<O2: 'static, D2: 'static>(
        self,
        output: fn(O) -> O2,
        detail: fn(D) -> D2,
    ) -> Started<O2, D2> {
        Started {
            job: Box::new(Mapped {
                job: self.job,
                output,
                detail,
            }),
            initial_budget: self.initial_budget,
        }
    }
}

struct Mapped<O, D, O2, D2> {
    job: Box<dyn LabJob<O, D>>,
    output: fn(O) -> O2,
    detail: fn(D) -> D2,
}

impl<O, D, O2, D2> LabJob<O2, D2> for Mapped<O, D, O2, D2> {
    fn step(&mut self, budget: u64) -> Option<O2> {
        self.job.step(budget).map(self.output)
    }
    fn progress(&self) -> Progress {
        self.job.progress()
    }
    fn detail(&self) -> Option<D2> {
        self.job.detail().map(self.detail)
    }
    fn delegate(&mut self) -> Vec<Vec<u8>> {
        self.job.delegate()
    }
    fn deliver(&mut self, output: &[u8]) -> Result<(), String> {
        self.job.deliver(output)
    }
    fn waiting(&self) -> bool {
        self.job.waiting()
    }
}

/// A [`Job`] whose output is turned into a lab's output by `F`; it reports no live state.
pub struct Adapt<J, F>(pub J, pub F);

impl<J: Job, F: Fn(J::Output) -> O, O, D> LabJob<O, D> for Adapt<J, F> {
    fn step(&mut self, budget: u64) -> Option<O> {
        self.0.step(budget).map(&self.1)
    }
    fn progress(&self) -> Progress {
        self.0.progress()
    }
}

/// Work small enough to need no slices, done in one step: a page's analyses of what is on
/// screen. They run in the worker all the same, so a failure in them is reported beside them
/// instead of ending the page, and the page's own module does not carry their code.
pub struct Once<O> {
    work: Option<Box<dyn FnOnce() -> O>>,
    done: Option<O>,
    unit: &'static str,
}

impl<O> Once<O> {
    /// The job that computes `work`; its progress counts `unit`s (one in all).
    pub fn new(unit: &'static str, work: impl FnOnce() -> O + 'static) -> Self {
        Once {
            work: Some(Box::new(work)),
            done: None,
            unit,
        }
    }
}

impl<O: Clone> Job for Once<O> {
    type Output = O;

    fn step(&mut self, _budget: u64) -> Option<O> {
        if let Some(work) = self.work.take() {
            self.done = Some(work());
        }
        self.done.clone()
    }

    fn progress(&self) -> Progress {
        let done = self.done.is_some();
        Progress {
            done: u64::from(done),
            total: Some(1),
            fraction: if done { 1.0 } else { 0.0 },
            unit: self.unit.into(),
        }
    }
}

/// The live state of a lab whose jobs report none (it has no values).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoDetail {}

/// Turns a lab's [`NoDetail`] into any other live state (it never runs).
pub fn no_detail<D>(never: NoDetail) -> D {
    match never {}
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

/// What the labs' job tests share: run a started job to the end as the worker would, or read
/// why a request was refused.
#[cfg(test)]
pub(crate) mod testing {
    use super::Started;

    /// A clock that never moves (benchmarks then time nothing, but still run).
    pub(crate) fn fake_clock() -> f64 {
        0.0
    }

    /// Runs a started job to the end in its initial slices, as the worker would.
    pub(crate) fn finish<O, D, E: std::fmt::Display>(started: Result<Started<O, D>, E>) -> O {
        let Started {
            mut job,
            initial_budget,
        } = started.unwrap_or_else(|e| panic!("refused: {e}"));
        assert!(initial_budget >= 1);
        loop {
            if let Some(output) = job.step(initial_budget) {
                return output;
            }
        }
    }

    /// Checks that a request starts (for jobs too long to run in a test).
    pub(crate) fn starts<O, D, E: std::fmt::Display>(started: Result<Started<O, D>, E>) {
        if let Err(e) = started {
            panic!("refused: {e}");
        }
    }

    /// Why a request was refused (panics if it was accepted).
    pub(crate) fn rejected<O, D, E: std::fmt::Display>(
        started: Result<Started<O, D>, E>,
    ) -> String {
        match started {
            Ok(_) => panic!("the request was accepted"),
            Err(e) => e.to_string(),
        }
    }
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
    fn the_time_left_is_projected_after_a_second() {
        let p = |fraction: f64| Progress {
            done: 0,
            total: None,
            fraction,
            unit: String::new(),
        };
        assert_eq!(p(0.5).seconds_left(900.0), None, "too early");
        assert_eq!(p(0.0).seconds_left(5_000.0), None, "nothing done");
        assert_eq!(p(0.25).seconds_left(10_000.0), Some(30.0));
        // Leduc CFR at a million iterations, 775 a second: about 21 minutes.
        let left = p(1550.0 / 1e6).seconds_left(2_000.0).unwrap();
        assert_eq!(time_left_words(left), "about 21 minutes left");
        assert_eq!(time_left_words(20.0), "under a minute left");
        assert_eq!(time_left_words(4_810.0), "about 1 hour 20 minutes left");
        assert_eq!(time_left_words(7_200.0), "about 2 hours left");
        assert_eq!(time_left_words(3_660.0), "about 1 hour 1 minute left");
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
