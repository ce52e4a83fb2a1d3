//! The worker's own check: a job that panics on purpose at its first step, so that the page's
//! containment of a failing computation — the failure reported beside the computation, the
//! rest of the app working, a fresh worker for the next job — is tested end to end in the
//! browser (`#/debug/worker-panic`). No lab uses it; no input of any lab is known to make a job
//! panic, which is why the check needs a job of its own.

use serde::{Deserialize, Serialize};

use super::{LabJob, NoDetail, Progress, Started};

/// What the check runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Request {
    /// A job that panics at its first step.
    Panic,
}

/// What a check job produces: nothing, it never finishes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Output {}

/// The message of the deliberate panic.
pub const PANIC_MESSAGE: &str =
    "deliberate panic in the worker (a test of how the page contains a failing computation)";

struct Panics;

impl LabJob<Output, NoDetail> for Panics {
    fn step(&mut self, _budget: u64) -> Option<Output> {
        panic!("{PANIC_MESSAGE}")
    }
    fn progress(&self) -> Progress {
        Progress {
            done: 0,
            total: Some(1),
            fraction: 0.0,
            unit: "steps".into(),
        }
    }
}

/// Builds the check's job.
pub fn start(request: &Request) -> Started<Output, NoDetail> {
    match request {
        Request::Panic => Started::new(Panics, 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[should_panic(expected = "deliberate panic in the worker")]
    fn the_panic_job_panics_at_its_first_step() {
        let mut started = start(&Request::Panic);
        assert_eq!(started.job.progress().done, 0);
        started.job.step(1);
    }
}
