//! A worker job tied to a key the page cares about (a position to search, say), for pages
//! whose job must follow what is on screen: the page says which key it wants now, and the
//! hook starts, replaces or stops the worker's job to match, and reports only the job of the
//! wanted key.
//!
//! What it adds to [`crate::web::worker::use_job`] (whose messages carry their job's number,
//! so a replaced job's last messages are dropped there too): the page names the key it wants
//! rather than starting and cancelling jobs, and a job is never replaced mid-flight. The worker
//! runs one job at a time and the hook never sends a Start while a job may still answer: it
//! sends Cancel, waits for that job's final message (done, cancelled or failed — the worker
//! sends exactly one), and only then starts the wanted job. Every message therefore belongs
//! to the job the hook last started (its number is checked as well), and a final message of a
//! job that is no longer wanted is dropped, so an engine never plays a move found for another
//! position.
//!
//! Progress messages arrive after every ~12 ms slice; the hook re-renders for them at most
//! about ten times a second, so a busy search does not keep the page redrawing.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo_worker::WorkerBridge;
use yew::prelude::*;

use crate::jobs::Progress;
use crate::web::worker::{
    spawn_job_worker, JobDetail, JobOutput, JobSpec, JobWorker, Reply, WorkerInput, WorkerOutput,
};

/// Least time between two re-renders for progress alone, in milliseconds.
pub const PROGRESS_RENDER_MS: f64 = 100.0;

/// Where the job of the wanted key stands.
#[derive(Clone, Debug, PartialEq)]
pub enum KeyedState {
    /// Started (or waiting for the worker to finish stopping an older job).
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

struct Inner<K> {
    bridge: Option<WorkerBridge<JobWorker>>,
    /// The number of the latest job started.
    number: u64,
    /// The key of the job the worker runs, until its final message arrives.
    in_flight: Option<K>,
    /// A Cancel was sent for the job in flight.
    cancelling: bool,
    /// The job the page wants.
    wanted: Option<(K, JobSpec)>,
    /// The wanted job is still to be started once the worker is free.
    needs_start: bool,
    /// The wanted job's state.
    state: Option<KeyedState>,
    /// When the worker first reported on the job in flight (so the worker's start-up is not
    /// counted as search time).
    started_ms: Option<f64>,
    last_render_ms: f64,
    on_done: Callback<(K, JobOutput, f64)>,
    update: Option<UseForceUpdateHandle>,
}

/// The page's handle on its keyed job (cheap to clone).
#[derive(Clone)]
pub struct KeyedJob<K> {
    inner: Rc<RefCell<Inner<K>>>,
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or_else(js_sys::Date::now)
}

/// What to do once the borrow of the state is released.
enum After<K> {
    Nothing,
    Render,
    Done(Callback<(K, JobOutput, f64)>, K, JobOutput, f64),
}

impl<K: Clone + PartialEq + 'static> KeyedJob<K> {
    fn render(&self) {
        let update = self.inner.borrow().update.clone();
        if let Some(u) = update {
            u.force_update();
        }
    }

    /// Sends Start for the wanted job (the worker is free).
    fn start_wanted(&self, inner: &mut Inner<K>) {
        let Some((key, spec)) = inner.wanted.clone() else {
            return;
        };
        if inner.bridge.is_none() {
            let weak: Weak<RefCell<Inner<K>>> = Rc::downgrade(&self.inner);
            let bridge = spawn_job_worker(move |(number, out): Reply| {
                if let Some(inner) = weak.upgrade() {
                    if number == inner.borrow().number {
                        KeyedJob { inner }.received(out);
                    }
                }
            });
            inner.bridge = Some(bridge);
        }
        inner.number += 1;
        if let Some(bridge) = &inner.bridge {
            bridge.send(WorkerInput::Start(inner.number, spec));
        }
        inner.in_flight = Some(key);
        inner.cancelling = false;
        inner.needs_start = false;
        inner.started_ms = None;
        inner.state = Some(KeyedState::Running {
            progress: None,
            detail: None,
        });
    }

    fn send_cancel(inner: &mut Inner<K>) {
        if inner.in_flight.is_some() && !inner.cancelling {
            if let Some(bridge) = &inner.bridge {
                bridge.send(WorkerInput::Cancel);
            }
            inner.cancelling = true;
        }
    }

    /// The job the page wants now (`None`: none). A new key stops the job in the worker and
    /// starts this one once the worker has stopped; the same key again changes nothing (a
    /// finished or cancelled job is not run again: see [`KeyedJob::restart`]).
    pub fn want(&self, job: Option<(K, JobSpec)>) {
        {
            let mut inner = self.inner.borrow_mut();
            if inner.wanted.as_ref().map(|w| &w.0) == job.as_ref().map(|j| &j.0) {
                return;
            }
            inner.state = job.as_ref().map(|_| KeyedState::Running {
                progress: None,
                detail: None,
            });
            let key = job.as_ref().map(|j| j.0.clone());
            inner.wanted = job;
            inner.needs_start = key.is_some();
            match &inner.in_flight {
                None => {
                    if inner.needs_start {
                        self.start_wanted(&mut inner);
                    }
                }
                Some(running) if key.as_ref() == Some(running) && !inner.cancelling => {
                    // The worker already runs exactly this job.
                    inner.needs_start = false;
                }
                Some(_) => Self::send_cancel(&mut inner),
            }
        }
        self.render();
    }

    /// Stops the wanted job (it stays wanted, with the state [`KeyedState::Cancelled`]).
    pub fn cancel(&self) {
        {
            let mut inner = self.inner.borrow_mut();
            let Some(key) = inner.wanted.as_ref().map(|w| w.0.clone()) else {
                return;
            };
            inner.needs_start = false;
            if inner.in_flight.as_ref() == Some(&key) {
                Self::send_cancel(&mut inner);
            } else {
                inner.state = Some(KeyedState::Cancelled {
                    progress: None,
                    detail: None,
                });
            }
        }
        self.render();
    }

    /// Runs the wanted job again from the start.
    pub fn restart(&self) {
        {
            let mut inner = self.inner.borrow_mut();
            if inner.wanted.is_none() {
                return;
            }
            inner.needs_start = true;
            inner.state = Some(KeyedState::Running {
                progress: None,
                detail: None,
            });
            if inner.in_flight.is_none() {
                self.start_wanted(&mut inner);
            } else {
                Self::send_cancel(&mut inner);
            }
        }
        self.render();
    }

    /// The wanted key.
    pub fn key(&self) -> Option<K> {
        self.inner.borrow().wanted.as_ref().map(|w| w.0.clone())
    }

    /// The state of the wanted key's job (`None` when nothing is wanted).
    pub fn state(&self) -> Option<KeyedState> {
        self.inner.borrow().state.clone()
    }

    /// The state of `key`'s job, if `key` is the wanted one.
    pub fn state_of(&self, key: &K) -> Option<KeyedState> {
        let inner = self.inner.borrow();
        match &inner.wanted {
            Some((k, _)) if k == key => inner.state.clone(),
            _ => None,
        }
    }

    /// True while the wanted job runs (or waits to start).
    pub fn running(&self) -> bool {
        matches!(self.state(), Some(KeyedState::Running { .. }))
    }

    /// Milliseconds since the worker began the job in flight (wall time on the page; 0 before
    /// its first report).
    pub fn elapsed_ms(&self) -> f64 {
        self.inner.borrow().started_ms.map_or(0.0, |t| now_ms() - t)
    }

    fn received(&self, out: WorkerOutput) {
        let after = {
            let mut inner = self.inner.borrow_mut();
            let wanted_key = inner.wanted.as_ref().map(|w| w.0.clone());
            let current = inner.in_flight.is_some()
                && inner.in_flight == wanted_key
                && !inner.cancelling
                && !inner.needs_start;
            match out {
                WorkerOutput::Progress(progress, detail) => {
                    if current {
                        let now = now_ms();
                        inner.started_ms.get_or_insert(now);
                        inner.state = Some(KeyedState::Running {
                            progress: Some(progress),
                            detail,
                        });
                        if now - inner.last_render_ms >= PROGRESS_RENDER_MS {
                            inner.last_render_ms = now;
                            After::Render
                        } else {
                            After::Nothing
                        }
                    } else {
                        After::Nothing
                    }
                }
                last => {
                    let finished = inner.in_flight.take();
                    let ends_wanted =
                        !inner.needs_start && finished.is_some() && finished == wanted_key;
                    inner.cancelling = false;
                    let mut after = After::Render;
                    if ends_wanted {
                        let (progress, detail) = match inner.state.take() {
                            Some(KeyedState::Running { progress, detail }) => (progress, detail),
                            _ => (None, None),
                        };
                        inner.state = Some(match last {
                            WorkerOutput::Done { output, millis } => {
                                if let Some(key) = finished {
                                    after = After::Done(
                                        inner.on_done.clone(),
                                        key,
                                        output.clone(),
                                        millis,
                                    );
                                }
                                KeyedState::Done { output, millis }
                            }
                            WorkerOutput::Failed(message) => KeyedState::Failed(message),
                            _ => KeyedState::Cancelled { progress, detail },
                        });
                    } else if inner.needs_start {
                        self.start_wanted(&mut inner);
                    }
                    inner.last_render_ms = now_ms();
                    after
                }
            }
        };
        match after {
            After::Nothing => {}
            After::Render => self.render(),
            After::Done(on_done, key, output, millis) => {
                self.render();
                on_done.emit((key, output, millis));
            }
        }
    }
}

/// A worker of this component's own (spawned at its first job) driven by key: see the module
/// documentation. `on_done` is called with the key, the output and the worker's wall time when
/// the wanted job finishes (the latest `on_done` passed is the one called).
#[hook]
pub fn use_keyed_job<K: Clone + PartialEq + 'static>(
    on_done: Callback<(K, JobOutput, f64)>,
) -> KeyedJob<K> {
    let update = use_force_update();
    let inner = use_mut_ref(|| Inner::<K> {
        bridge: None,
        number: 0,
        in_flight: None,
        cancelling: false,
        wanted: None,
        needs_start: false,
        state: None,
        started_ms: None,
        last_render_ms: 0.0,
        on_done: Callback::noop(),
        update: None,
    });
    {
        let mut i = inner.borrow_mut();
        i.on_done = on_done;
        i.update = Some(update);
    }
    KeyedJob { inner }
}
