//! The worker's own check: a job that panics on purpose at its first step, so that the page's
//! containment of a failing computation — the failure reported beside the computation, the
//! rest of the app working, a fresh worker for the next job — is tested end to end in the
//! browser (`#/debug/worker-panic`). No lab uses it; no input of any lab is known to make a job
//! panic, which is why the check needs a job of its own. Here too: the words a page shows for
//! a job that panicked ([`crash_report`]).

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

/// The words a page shows for a job that panicked in the worker: what happened, that the page
/// still works, and the panic's own message (where in the code and why) for a report.
pub fn crash_report(panic: &str) -> String {
    let panic = panic.trim();
    let panic = panic.strip_prefix("panicked at ").unwrap_or(panic);
    format!(
        "This computation stopped on an internal error, and nothing else was affected: change \
         the inputs or run it again (a fresh worker is ready). Details for a report: {}",
        panic.replace('\n', " ")
    )
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
    fn a_crash_is_reported_in_words_on_one_line() {
        let words = crash_report(&format!(
            "panicked at src/jobs/check.rs:30:9:\n{PANIC_MESSAGE}\n"
        ));
        assert!(
            words.starts_with("This computation stopped on an internal error"),
            "{words}"
        );
        assert!(
            words.ends_with(&format!("src/jobs/check.rs:30:9: {PANIC_MESSAGE}")),
            "{words}"
        );
        assert!(!words.contains('\n'));
    }

    #[test]
    #[should_panic(expected = "deliberate panic in the worker")]
    fn the_panic_job_panics_at_its_first_step() {
        let mut started = start(&Request::Panic);
        assert_eq!(started.job.progress().done, 0);
        started.job.step(1);
    }
}
