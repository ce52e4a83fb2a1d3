//! One reading of a search's state for the engine's bar and the analysis panel: the keyed job's
//! running, finished, cancelled or failed state becomes the core's [`SearchSeen`] (the last
//! completed depth, the live figures), so both panels show the same facts the same way, in the
//! words the core writes.

use crate::games::loa::jobs::{Detail, Output};
use crate::games::loa::lab::{SearchRequest, SearchSeen};
use crate::web::components::keyed_job::{KeyedJob, KeyedState};
use crate::web::job::JobDetail;
use crate::web::job::{DeferredDetail, DeferredOutput};

/// The search job of the engine or of the analysis, keyed by its request.
pub(super) type Search = KeyedJob<SearchRequest>;

/// Reads a search's state for display.
pub(super) fn found(job: &Search, request: &SearchRequest) -> Option<SearchSeen> {
    let per_second = |nodes: u64, ms: f64| (ms > 0.0).then(|| nodes as f64 * 1000.0 / ms);
    let completed = |detail: &Option<JobDetail>| match detail.as_ref().and_then(DeferredDetail::of)
    {
        Some(DeferredDetail::Loa(Detail::Search { completed, .. })) if completed.depth > 0 => {
            Some(completed)
        }
        _ => None,
    };
    Some(match job.state_of(request)? {
        KeyedState::Running { progress, detail } => {
            let nodes = progress.as_ref().map_or(0, |p| p.done);
            SearchSeen {
                analysis: completed(&detail),
                searching: Some(match detail.as_ref().and_then(DeferredDetail::of) {
                    Some(DeferredDetail::Loa(Detail::Search { searching, .. })) => searching,
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
            let analysis = match DeferredOutput::of(&output) {
                Some(DeferredOutput::Loa(Output::Analysis(a))) => Some(a),
                _ => None,
            };
            let nodes = analysis.as_ref().map_or(0, |a| a.nodes);
            SearchSeen {
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
            SearchSeen {
                analysis: completed(&detail),
                searching: None,
                nodes,
                fraction: progress.as_ref().map_or(0.0, |p| p.fraction),
                speed: None,
                cancelled: true,
                failed: None,
            }
        }
        KeyedState::Failed(reason) => SearchSeen {
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
