//! The Web Worker that runs any step-based job, and the hook the pages use to drive it.
//!
//! The worker owns the loop: it runs a job in slices of about [`SLICE_MS`] milliseconds,
//! posts progress after each slice, and yields to the event loop between slices (a
//! `setTimeout(0)`), so a Cancel message is handled at the next slice boundary. The page never
//! computes long work itself. Which jobs exist, and how a request becomes one, is the core's
//! job catalogue ([`crate::catalogue`]), which hands each request to its lab's `jobs` module.
//!
//! Every job carries the number the page gave it when it asked for it, and every message the
//! worker sends back carries that number: after a Start that replaces a running job, the
//! replaced job's last messages are recognised and dropped, so a result can never be taken
//! for another request's.
//!
//! Messages cross the worker boundary as structured JavaScript values ([`Structured`], with
//! serde-wasm-bindgen) rather than gloo's default of bincode bytes: the browser's structured
//! clone carries them, and a message can be read as it is in the developer tools.

use std::rc::Rc;

use gloo_worker::{HandlerId, Spawnable, Worker, WorkerBridge, WorkerScope};
use serde::{Deserialize, Serialize};
use yew::prelude::*;

use std::cell::Cell;

use crate::catalogue::start;
pub use crate::catalogue::{JobDetail, JobOutput, JobSpec};
use crate::jobs::{LabJob, Progress, Started};

/// The worker codec: every message becomes a plain JavaScript value (objects, arrays, numbers,
/// strings; 64-bit integers as `BigInt`, so a seed above 2^53 survives the trip) and back.
pub struct Structured;

impl gloo_worker::Codec for Structured {
    fn encode<I: Serialize>(input: I) -> wasm_bindgen::JsValue {
        let serializer =
            serde_wasm_bindgen::Serializer::new().serialize_large_number_types_as_bigints(true);
        input.serialize(&serializer).unwrap_or_else(|e| {
            wasm_bindgen::throw_str(&format!("a worker message could not be encoded: {e}"))
        })
    }

    fn decode<O: for<'de> Deserialize<'de>>(input: wasm_bindgen::JsValue) -> O {
        serde_wasm_bindgen::from_value(input).unwrap_or_else(|e| {
            wasm_bindgen::throw_str(&format!("a worker message could not be decoded: {e}"))
        })
    }
}

/// Spawns a job worker whose messages reach `callback`: the one way the pages start a worker,
/// so every bridge speaks the same codec as the worker's registrar ([`Structured`]).
pub fn spawn_job_worker(callback: impl Fn(Reply) + 'static) -> WorkerBridge<JobWorker> {
    JobWorker::spawner()
        .callback(callback)
        .encoding::<Structured>()
        .spawn_with_loader("/worker_loader.js")
}

/// Milliseconds of work per slice before the worker posts progress and yields.
pub const SLICE_MS: f64 = 12.0;

/// Messages from the page to the worker.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum WorkerInput {
    /// Start a job (cancelling any running one), numbered by the page.
    Start(u64, JobSpec),
    /// Stop the running job.
    Cancel,
}

/// Messages from the worker to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum WorkerOutput {
    /// How far the job has come, with the job's live state if it reports one.
    Progress(Progress, Option<JobDetail>),
    /// The job finished after `millis` of wall time in the worker.
    Done {
        /// The result.
        output: JobOutput,
        /// Wall time in the worker.
        millis: f64,
    },
    /// The job was cancelled.
    Cancelled,
    /// The job could not run.
    Failed(String),
}

fn now_ms() -> f64 {
    use wasm_bindgen::JsCast;
    js_sys::global()
        .dyn_into::<web_sys::WorkerGlobalScope>()
        .ok()
        .and_then(|g| g.performance())
        .map(|p| p.now())
        .unwrap_or_else(js_sys::Date::now)
}

/// A message from the worker with the number of the job it is about.
pub type Reply = (u64, WorkerOutput);

/// A job running in the worker: the job, its unit budget per slice, who asked, its number, and
/// when it started.
struct Running {
    job: Box<dyn LabJob<JobOutput, JobDetail>>,
    unit: u64,
    asker: HandlerId,
    number: u64,
    started: f64,
}

/// The worker: at most one job at a time per page connection.
pub struct JobWorker {
    job: Option<Running>,
    generation: u64,
}

/// Internal messages: run the next slice of the job of a generation.
pub struct Slice(u64);

impl JobWorker {
    fn schedule(&self, scope: &WorkerScope<Self>) {
        let generation = self.generation;
        scope.send_future(async move {
            gloo_timers::future::TimeoutFuture::new(0).await;
            Slice(generation)
        });
    }
}

impl Worker for JobWorker {
    type Message = Slice;
    type Input = WorkerInput;
    type Output = Reply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        JobWorker {
            job: None,
            generation: 0,
        }
    }

    fn update(&mut self, scope: &WorkerScope<Self>, Slice(generation): Slice) {
        if generation != self.generation {
            return; // a slice of a cancelled or replaced job
        }
        let Some(running) = self.job.as_mut() else {
            return;
        };
        let t0 = now_ms();
        let mut unit_budget = running.unit;
        loop {
            if let Some(output) = running.job.step(unit_budget) {
                let millis = now_ms() - running.started;
                let (asker, number) = (running.asker, running.number);
                self.job = None;
                scope.respond(asker, (number, WorkerOutput::Done { output, millis }));
                return;
            }
            let elapsed = now_ms() - t0;
            if elapsed >= SLICE_MS {
                break;
            }
            // Grow the budget while slices are short, so overhead stays small.
            if elapsed < SLICE_MS / 8.0 {
                unit_budget = unit_budget.saturating_mul(2);
            }
        }
        running.unit = unit_budget.max(1);
        let progress = WorkerOutput::Progress(running.job.progress(), running.job.detail());
        scope.respond(running.asker, (running.number, progress));
        self.schedule(scope);
    }

    fn received(&mut self, scope: &WorkerScope<Self>, input: WorkerInput, id: HandlerId) {
        self.generation += 1;
        match input {
            WorkerInput::Start(number, spec) => match start(&spec, now_ms) {
                Ok(Started {
                    job,
                    initial_budget,
                }) => {
                    let progress = WorkerOutput::Progress(job.progress(), job.detail());
                    scope.respond(id, (number, progress));
                    self.job = Some(Running {
                        job,
                        unit: initial_budget,
                        asker: id,
                        number,
                        started: now_ms(),
                    });
                    self.schedule(scope);
                }
                Err(message) => {
                    self.job = None;
                    scope.respond(id, (number, WorkerOutput::Failed(message)));
                }
            },
            WorkerInput::Cancel => {
                if let Some(running) = self.job.take() {
                    scope.respond(id, (running.number, WorkerOutput::Cancelled));
                }
            }
        }
    }
}

/// The state of a job as the page sees it.
#[derive(Clone, Debug, PartialEq)]
pub enum JobState {
    /// Nothing started yet.
    Idle,
    /// Running, with the latest progress.
    Running(Option<Progress>),
    /// Finished.
    Done(JobOutput, f64),
    /// Cancelled by the user.
    Cancelled,
    /// Could not run.
    Failed(String),
}

/// A page's handle on its own worker.
#[derive(Clone)]
pub struct JobHandle {
    /// The current state.
    pub state: UseStateHandle<JobState>,
    /// The latest live state reported by the running (or last) job, if it reports one.
    pub detail: UseStateHandle<Option<JobDetail>>,
    /// The request of the running (or last) job: what its result belongs to.
    pub started: UseStateHandle<Option<JobSpec>>,
    /// The number of the latest job started: messages about any other are dropped.
    latest: Rc<Cell<u64>>,
    bridge: Rc<WorkerBridge<JobWorker>>,
}

impl JobHandle {
    /// Starts `spec` in the worker (replacing a running job).
    pub fn start(&self, spec: impl Into<JobSpec>) {
        let spec = spec.into();
        self.state.set(JobState::Running(None));
        self.detail.set(None);
        self.started.set(Some(spec.clone()));
        let number = self.latest.get() + 1;
        self.latest.set(number);
        self.bridge.send(WorkerInput::Start(number, spec));
    }

    /// The finished job's output and time, and whether it is stale: computed for a request
    /// other than `current`, the one the page's inputs describe now (`None`: the inputs do not
    /// make a request). The one rule every page follows: a result is shown as belonging to the
    /// inputs on screen only when it was computed for them; otherwise it is marked stale.
    pub fn result(&self, current: Option<&JobSpec>) -> Option<(JobOutput, f64, bool)> {
        match &*self.state {
            JobState::Done(output, millis) => {
                Some((output.clone(), *millis, self.started.as_ref() != current))
            }
            _ => None,
        }
    }

    /// Asks the worker to stop.
    pub fn cancel(&self) {
        self.bridge.send(WorkerInput::Cancel);
    }

    /// True while a job runs.
    pub fn running(&self) -> bool {
        matches!(*self.state, JobState::Running(_))
    }
}

/// Spawns a worker for this component (once) and returns its handle.
#[hook]
pub fn use_job() -> JobHandle {
    let state = use_state(|| JobState::Idle);
    let detail = use_state(|| None::<JobDetail>);
    let started = use_state(|| None::<JobSpec>);
    let setter = state.setter();
    let detail_setter = detail.setter();
    let latest = use_memo((), |_| Cell::new(0u64));
    let bridge = {
        let latest = latest.clone();
        use_memo((), move |_| {
            spawn_job_worker(move |(number, out): Reply| {
                if number != latest.get() {
                    return; // a replaced job's last words
                }
                if let WorkerOutput::Progress(_, Some(d)) = &out {
                    detail_setter.set(Some(d.clone()));
                }
                setter.set(match out {
                    WorkerOutput::Progress(p, _) => JobState::Running(Some(p)),
                    WorkerOutput::Done { output, millis } => JobState::Done(output, millis),
                    WorkerOutput::Cancelled => JobState::Cancelled,
                    WorkerOutput::Failed(m) => JobState::Failed(m),
                })
            })
        })
    };
    JobHandle {
        state,
        detail,
        started,
        latest,
        bridge,
    }
}

/// Several workers driven together (one per core): their states, and how to drive them.
#[derive(Clone)]
pub struct JobPool {
    /// The state of each worker's job.
    pub states: Rc<Vec<JobState>>,
    /// Each worker's latest job number: messages about any other are dropped.
    latest: Rc<Vec<Cell<u64>>>,
    bridges: Rc<Vec<WorkerBridge<JobWorker>>>,
    reset: Callback<usize>,
}

impl JobPool {
    /// Number of workers.
    pub fn len(&self) -> usize {
        self.bridges.len()
    }

    /// The outputs (with each worker's milliseconds) once every started job is done — none
    /// running, none cancelled or failed, at least one done — in worker order; `None` before.
    pub fn finished(&self) -> Option<Vec<(&JobOutput, f64)>> {
        let done = !self.running()
            && self.states.iter().any(|s| matches!(s, JobState::Done(..)))
            && self
                .states
                .iter()
                .all(|s| matches!(s, JobState::Done(..) | JobState::Idle));
        done.then(|| {
            self.states
                .iter()
                .filter_map(|s| match s {
                    JobState::Done(output, millis) => Some((output, *millis)),
                    _ => None,
                })
                .collect()
        })
    }

    /// Never true: a pool has at least one worker.
    pub fn is_empty(&self) -> bool {
        self.bridges.is_empty()
    }

    /// Starts `spec` on worker `i`.
    pub fn start(&self, i: usize, spec: impl Into<JobSpec>) {
        let spec = spec.into();
        self.reset.emit(i);
        let number = self.latest[i].get() + 1;
        self.latest[i].set(number);
        self.bridges[i].send(WorkerInput::Start(number, spec));
    }

    /// Cancels every worker's job.
    pub fn cancel(&self) {
        for b in self.bridges.iter() {
            b.send(WorkerInput::Cancel);
        }
    }

    /// True while any worker runs.
    pub fn running(&self) -> bool {
        self.states
            .iter()
            .any(|s| matches!(s, JobState::Running(_)))
    }

    /// The combined progress (fraction of all work, done units summed).
    pub fn progress(&self) -> Option<Progress> {
        let running: Vec<&JobState> = self
            .states
            .iter()
            .filter(|s| !matches!(s, JobState::Idle))
            .collect();
        if running.is_empty() {
            return None;
        }
        let mut done = 0;
        let mut total = 0;
        let mut unit = String::new();
        for s in &running {
            if let JobState::Running(Some(p)) = s {
                done += p.done;
                total += p.total.unwrap_or(0);
                unit = p.unit.clone();
            }
        }
        let finished = running
            .iter()
            .filter(|s| matches!(s, JobState::Done(..)))
            .count();
        let fraction = if total > 0 {
            (done as f64 / total as f64) * (running.len() - finished) as f64 / running.len() as f64
                + finished as f64 / running.len() as f64
        } else {
            finished as f64 / running.len() as f64
        };
        Some(Progress {
            done,
            total: None,
            fraction,
            unit,
        })
    }
}

struct PoolUpdate(usize, JobState);

#[derive(Default, PartialEq)]
struct PoolStates(Vec<JobState>);

impl Reducible for PoolStates {
    type Action = PoolUpdate;
    fn reduce(self: Rc<Self>, PoolUpdate(i, state): PoolUpdate) -> Rc<Self> {
        let mut states = self.0.clone();
        if i < states.len() {
            states[i] = state;
        }
        Rc::new(PoolStates(states))
    }
}

/// The number of workers to use: one per core, as the browser reports them (1–16).
pub fn worker_count() -> usize {
    web_sys::window()
        .map_or(2, |w| w.navigator().hardware_concurrency() as usize)
        .clamp(1, 16)
}

/// Spawns `n` workers for this component (once) and returns the pool.
#[hook]
pub fn use_job_pool(n: usize) -> JobPool {
    let states = use_reducer(|| PoolStates(vec![JobState::Idle; n]));
    let dispatcher = states.dispatcher();
    let latest = use_memo(n, |&n| (0..n).map(|_| Cell::new(0u64)).collect::<Vec<_>>());
    let bridges = {
        let dispatcher = dispatcher.clone();
        let latest = latest.clone();
        use_memo(n, move |&n| {
            (0..n)
                .map(|i| {
                    let dispatcher = dispatcher.clone();
                    let latest = latest.clone();
                    spawn_job_worker(move |(number, out): Reply| {
                        if number != latest[i].get() {
                            return; // a replaced job's last words
                        }
                        dispatcher.dispatch(PoolUpdate(
                            i,
                            match out {
                                WorkerOutput::Progress(p, _) => JobState::Running(Some(p)),
                                WorkerOutput::Done { output, millis } => {
                                    JobState::Done(output, millis)
                                }
                                WorkerOutput::Cancelled => JobState::Cancelled,
                                WorkerOutput::Failed(m) => JobState::Failed(m),
                            },
                        ))
                    })
                })
                .collect::<Vec<_>>()
        })
    };
    let reset =
        Callback::from(move |i: usize| dispatcher.dispatch(PoolUpdate(i, JobState::Running(None))));
    JobPool {
        states: Rc::new(states.0.clone()),
        latest,
        bridges,
        reset,
    }
}
