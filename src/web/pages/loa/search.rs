//! One reading of a search's state for the engine's bar and the analysis panel: the keyed job's
//! running, finished, cancelled or failed state becomes a [`Found`] (the last completed depth,
//! the live figures), so both panels show the same facts the same way.

use crate::games::loa::jobs::{Detail, Output};
use crate::games::loa::lab::SearchRequest;
use crate::games::loa::search::Analysis;
use crate::web::components::keyed_job::{KeyedJob, KeyedState};
use crate::web::worker::{JobDetail, JobOutput};

/// The search job of the engine or of the analysis, keyed by its request.
pub(super) type Search = KeyedJob<SearchRequest>;

/// What a search has found so far: its last completed iteration (or its answer), whether it is
/// still running, and the live figures.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Found {
    /// The last completed iteration, or the final answer.
    pub(super) analysis: Option<Analysis>,
    /// Still searching: the depth under way.
    pub(super) searching: Option<u32>,
    /// Nodes entered so far, and the fraction of the budget.
    pub(super) nodes: u64,
    pub(super) fraction: f64,
    /// Nodes per second (the page's or the worker's clock).
    pub(super) speed: Option<f64>,
    /// The search stopped before its end (cancelled), or failed (the reason).
    pub(super) cancelled: bool,
    pub(super) failed: Option<String>,
}

/// Reads a search's state for display.
pub(super) fn found(job: &Search, request: &SearchRequest) -> Option<Found> {
    let per_second = |nodes: u64, ms: f64| (ms > 0.0).then(|| nodes as f64 * 1000.0 / ms);
    let completed = |detail: &Option<JobDetail>| match detail {
        Some(JobDetail::Loa(Detail::Search { completed, .. })) if completed.depth > 0 => {
            Some(completed.clone())
        }
        _ => None,
    };
    Some(match job.state_of(request)? {
        KeyedState::Running { progress, detail } => {
            let nodes = progress.as_ref().map_or(0, |p| p.done);
            Found {
                analysis: completed(&detail),
                searching: Some(match &detail {
                    Some(JobDetail::Loa(Detail::Search { searching, .. })) => *searching,
                    _ => 1,
                }),
                nodes,
                fraction: progress.as_ref().map_or(0.0, |p| p.fraction),
                speed: per_second(nodes, job.elapsed_ms()).filter(|_| nodes > 0),
                cancelled: false,
                failed: None,
            }
        }
        KeyedState::Done { output, millis } => {
            let analysis = match output {
                JobOutput::Loa(Output::Analysis(a)) => Some(a),
                _ => None,
            };
            let nodes = analysis.as_ref().map_or(0, |a| a.nodes);
            Found {
                analysis,
                searching: None,
                nodes,
                fraction: 1.0,
                speed: per_second(nodes, millis),
                cancelled: false,
                failed: None,
            }
        }
        KeyedState::Cancelled { progress, detail } => {
            let nodes = progress.as_ref().map_or(0, |p| p.done);
            Found {
                analysis: completed(&detail),
                searching: None,
                nodes,
                fraction: progress.as_ref().map_or(0.0, |p| p.fraction),
                speed: None,
                cancelled: true,
                failed: None,
            }
        }
        KeyedState::Failed(reason) => Found {
            analysis: None,
            searching: None,
            nodes: 0,
            fraction: 0.0,
            speed: None,
            cancelled: false,
            failed: Some(reason),
        },
    })
}

/// Nodes per second, rounded for reading (`1.9 M nodes/s`, `840 k nodes/s`).
pub(super) fn speed_text(speed: f64) -> String {
    if speed >= 1e6 {
        format!("{:.1} M nodes/s", speed / 1e6)
    } else if speed >= 1e3 {
        format!("{:.0} k nodes/s", speed / 1e3)
    } else {
        format!("{speed:.0} nodes/s")
    }
}
