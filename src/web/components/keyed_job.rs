//! A worker job tied to a key the page cares about (a position to search, say), for pages
//! whose job must follow what is on screen: the page says which key it wants now, and the
//! layer starts, replaces or stops the job to match, and reports only the job of the wanted
//! key.
//!
//! It is a thin layer over the one job hook ([`crate::web::job::use_job_then`]): a new key
//! starts its job at once (the worker drops the job it was running, and the hook drops that
//! job's last messages by their job number), the layer remembers which job number belongs to
//! the wanted key, and the page's `on_done` hears the key with the result only when the job
//! that finished is the wanted key's — so an engine never plays a move found for another
//! position. Progress re-renders the page at most every
//! [`crate::web::job::PROGRESS_RENDER_MS`]: the Lines of Action page is large, and its
//! searches report every ~12 ms.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::jobs::Progress;
use crate::web::job::{
    kept, use_job_then, use_kept_job_then, JobDetail, JobHandle, JobOutput, JobSpec, JobState,
    PROGRESS_RENDER_MS,
};

/// Where the job of the wanted key stands.
#[derive(Clone, Debug, PartialEq)]
pub enum KeyedState {
    /// Started (or about to be).
    Running {
        /// The latest progress, once the worker has reported.
        progress: Option<Progress>,
        /// The latest live state the job reported.
        detail: Option<JobDetail>,
    },
    /// Finished.
    Done {
        /// The result.
        output: JobOutput,
        /// Wall time in the worker.
        millis: f64,
    },
    /// Stopped by the person, with what the job had reported by then.
    Cancelled {
        /// The last progress reported.
        progress: Option<Progress>,
        /// The last live state reported.
        detail: Option<JobDetail>,
    },
    /// The worker could not run it.
    Failed(String),
}

/// The wanted key, its request, and the number of the job started for it.
struct Wanted<K> {
    key: K,
    spec: JobSpec,
    number: u64,
}

/// The page's handle on its keyed job (cheap to clone).
#[derive(Clone)]
pub struct KeyedJob<K> {
    job: JobHandle,
    wanted: Rc<RefCell<Option<Wanted<K>>>>,
}

impl<K: Clone + PartialEq + 'static> KeyedJob<K> {
    /// The job the page wants now (`None`: none). A new key replaces the job in the worker;
    /// the same key again changes nothing (a finished or cancelled job is not run again: see
    /// [`KeyedJob::restart`]).
    pub fn want(&self, job: Option<(K, JobSpec)>) {
        if self.key().as_ref() == job.as_ref().map(|j| &j.0) {
            return;
        }
        match job {
            Some((key, spec)) => {
                // Forget the old key before starting, so its job's end is never reported.
                *self.wanted.borrow_mut() = None;
                let number = self.job.start_numbered(spec.clone());
                *self.wanted.borrow_mut() = Some(Wanted { key, spec, number });
            }
            None => {
                let was_running = self.wanted.borrow_mut().take().is_some();
                if was_running {
                    self.job.cancel();
                }
            }
        }
    }

    /// Stops the wanted job (it stays wanted, with the state [`KeyedState::Cancelled`] once
    /// the worker has stopped).
    pub fn cancel(&self) {
        self.job.cancel();
    }

    /// Runs the wanted job again from the start.
    pub fn restart(&self) {
        let spec = self.wanted.borrow().as_ref().map(|w| w.spec.clone());
        if let Some(spec) = spec {
            let number = self.job.start_numbered(spec);
            if let Some(w) = self.wanted.borrow_mut().as_mut() {
                w.number = number;
            }
        }
    }

    /// The wanted key.
    pub fn key(&self) -> Option<K> {
        self.wanted.borrow().as_ref().map(|w| w.key.clone())
    }

    /// The state of `key`'s job, if `key` is the wanted one.
    pub fn state_of(&self, key: &K) -> Option<KeyedState> {
        let number = self
            .wanted
            .borrow()
            .as_ref()
            .filter(|w| &w.key == key)
            .map(|w| w.number)?;
        let detail = (*self.job.detail).clone();
        if self.job.number() != number {
            // Started after the render this handle saw: nothing reported yet.
            return Some(KeyedState::Running {
                progress: None,
                detail: None,
            });
        }
        Some(match &*self.job.state {
            JobState::Idle | JobState::Running(_) => KeyedState::Running {
                progress: self.job.last_progress().cloned(),
                detail,
            },
            JobState::Done(output, millis) => KeyedState::Done {
                output: output.clone(),
                millis: *millis,
            },
            JobState::Cancelled => KeyedState::Cancelled {
                progress: self.job.last_progress().cloned(),
                detail,
            },
            JobState::Failed(message) => KeyedState::Failed(message.clone()),
        })
    }

    /// Milliseconds since the worker began the latest job (wall time on the page; 0 before its
    /// first report).
    pub fn elapsed_ms(&self) -> f64 {
        self.job.elapsed_ms()
    }
}

/// A worker of this component's own driven by key: see the module documentation. `on_done` is
/// called with the key, the output and the worker's wall time when the wanted key's job
/// finishes (the latest `on_done` passed is the one called).
#[hook]
pub fn use_keyed_job<K: Clone + PartialEq + 'static>(
    on_done: Callback<(K, JobOutput, f64)>,
) -> KeyedJob<K> {
    let wanted = use_mut_ref(|| None::<Wanted<K>>);
    let finished = finished_for(wanted.clone(), on_done);
    let job = use_job_then(finished, PROGRESS_RENDER_MS);
    KeyedJob { job, wanted }
}

/// As [`use_keyed_job`], with the job and its wanted key kept under `name` for the whole visit
/// ([`crate::web::job::use_kept_job`]): a long job goes on while the page is not shown, and
/// the page finds it, with its key, when it is shown again.
#[hook]
pub fn use_kept_keyed_job<K: Clone + PartialEq + 'static>(
    name: &'static str,
    on_done: Callback<(K, JobOutput, f64)>,
) -> KeyedJob<K> {
    let wanted = (*use_memo(name, |name| {
        kept(&format!("wanted:{name}"), || {
            RefCell::new(None::<Wanted<K>>)
        })
    }))
    .clone();
    let finished = finished_for(wanted.clone(), on_done);
    let job = use_kept_job_then(name, finished, PROGRESS_RENDER_MS);
    KeyedJob { job, wanted }
}

/// The one-job hook's `on_done` for a keyed job: reports the key with the result only when the
/// job that finished is the wanted key's.
fn finished_for<K: Clone + 'static>(
    wanted: Rc<RefCell<Option<Wanted<K>>>>,
    on_done: Callback<(K, JobOutput, f64)>,
) -> Callback<(u64, JobOutput, f64)> {
    Callback::from(move |(number, output, millis): (u64, JobOutput, f64)| {
        let key = wanted
            .borrow()
            .as_ref()
            .filter(|w| w.number == number)
            .map(|w| w.key.clone());
        if let Some(key) = key {
            on_done.emit((key, output, millis));
        }
    })
}
