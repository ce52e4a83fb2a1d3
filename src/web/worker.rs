//! The Web Worker that runs any step-based job, and the messages it exchanges with the pages
//! (the pages drive it through [`crate::web::job`]).
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
//! A job that panics cannot take the page with it: the worker's panic hook
//! ([`install_panic_hook`]) tells the page which job failed and why
//! ([`WorkerOutput::Crashed`]), then closes the worker (a WebAssembly instance is not to be
//! trusted after a panic); the page reports the failure beside the computation and spawns a
//! fresh worker for its next job.
//!
//! Messages cross the worker boundary as bincode bytes ([`Binary`]). Both ends are this crate,
//! so a compact format without field names is safe, and it keeps the page's module small: a
//! self-describing format (structured JavaScript values through serde-wasm-bindgen, used
//! before) made every lab's output type carry its field names and a JavaScript-probing
//! decoder into the page — about a sixth of the page's code.

use std::cell::RefCell;

use gloo_worker::{HandlerId, Spawnable, Worker, WorkerBridge, WorkerScope};
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;

use crate::catalogue::{delegated, delivered, start, JobDetail, JobOutput, JobSpec};
use crate::jobs::{LabJob, Progress, Started};

/// The worker codec: every message becomes bincode bytes in a `Uint8Array` and back (64-bit
/// integers and non-finite floats survive the trip exactly).
pub struct Binary;

impl gloo_worker::Codec for Binary {
    fn encode<I: Serialize>(input: I) -> wasm_bindgen::JsValue {
        let bytes = bincode::serialize(&input).unwrap_or_else(|e| {
            wasm_bindgen::throw_str(&format!("a worker message could not be encoded: {e}"))
        });
        js_sys::Uint8Array::from(bytes.as_slice()).into()
    }

    fn decode<O: for<'de> Deserialize<'de>>(input: wasm_bindgen::JsValue) -> O {
        let bytes = js_sys::Uint8Array::from(input).to_vec();
        bincode::deserialize(&bytes).unwrap_or_else(|e| {
            wasm_bindgen::throw_str(&format!("a worker message could not be decoded: {e}"))
        })
    }
}

/// Spawns a job worker whose messages reach `callback`: the one way the pages start a worker,
/// so every bridge speaks the same codec as the worker's registrar ([`Binary`]).
pub fn spawn_job_worker(callback: impl Fn(Reply) + 'static) -> WorkerBridge<JobWorker> {
    JobWorker::spawner()
        .callback(callback)
        .encoding::<Binary>()
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
    /// The file of the page's language (code, Fluent text), for jobs that word their results
    /// in it; sent once, before the first job.
    Language(String, String),
    /// The output of a part of job `0`'s work that it handed to a helper
    /// ([`WorkerOutput::Delegate`]).
    Deliver(u64, JobOutput),
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
    /// The job hands these parts of its work to helper workers; their outputs come back as
    /// [`WorkerInput::Deliver`] (the page's channel relays them).
    Delegate(Vec<JobSpec>),
    /// The job was cancelled.
    Cancelled,
    /// The job could not run.
    Failed(String),
    /// The job panicked (the message says where and why); the worker has closed itself.
    Crashed(String),
}

thread_local! {
    /// Whom to tell if the job in hand panics: the worker's scope, who asked, and the job's
    /// number.
    static IN_HAND: RefCell<Option<(WorkerScope<JobWorker>, HandlerId, u64)>> =
        const { RefCell::new(None) };
}

/// Notes the job in hand (or none) for the panic hook.
fn in_hand(job: Option<(&WorkerScope<JobWorker>, HandlerId, u64)>) {
    IN_HAND.with(|cell| {
        if let Ok(mut slot) = cell.try_borrow_mut() {
            *slot = job.map(|(scope, asker, number)| (scope.clone(), asker, number));
        }
    });
}

/// Installs the worker's panic hook: it logs the panic, sends [`WorkerOutput::Crashed`] for
/// the job in hand (synchronously, before the WebAssembly instance stops), and closes the
/// worker. Called once by the worker's entry point.
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let message = info.to_string();
        web_sys::console::error_1(&format!("Game Lab's worker panicked: {message}").into());
        let _ = IN_HAND.try_with(|cell| {
            if let Ok(slot) = cell.try_borrow() {
                if let Some((scope, asker, number)) = slot.as_ref() {
                    scope.respond(*asker, (*number, WorkerOutput::Crashed(message.clone())));
                }
            }
        });
        if let Ok(global) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>() {
            global.close();
        }
    }));
}

/// The parts of its work the running job hands out since the last slice, as one
/// [`WorkerOutput::Delegate`] (none when it hands out nothing).
fn hand_out(running: &mut Running) -> Result<Option<WorkerOutput>, String> {
    let requests = running.job.delegate();
    if requests.is_empty() {
        return Ok(None);
    }
    let specs = requests
        .iter()
        .map(|r| delegated(&running.spec, r))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Some(WorkerOutput::Delegate(specs)))
}

fn now_ms() -> f64 {
    js_sys::global()
        .dyn_into::<web_sys::WorkerGlobalScope>()
        .ok()
        .and_then(|g| g.performance())
        .map(|p| p.now())
        .unwrap_or_else(js_sys::Date::now)
}

/// A message from the worker with the number of the job it is about.
pub type Reply = (u64, WorkerOutput);

/// A job running in the worker: its request, the job, its unit budget per slice, who asked,
/// its number, and when it started.
struct Running {
    spec: JobSpec,
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
    /// The page's language, once it has sent its file: a refused request's reasons in it.
    words: Option<crate::i18n::Catalogue>,
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
            words: None,
        }
    }

    fn update(&mut self, scope: &WorkerScope<Self>, Slice(generation): Slice) {
        if generation != self.generation {
            return; // a slice of a cancelled or replaced job
        }
        let Some(running) = self.job.as_mut() else {
            return;
        };
        in_hand(Some((scope, running.asker, running.number)));
        let t0 = now_ms();
        let mut unit_budget = running.unit;
        loop {
            if let Some(output) = running.job.step(unit_budget) {
                let millis = now_ms() - running.started;
                let (asker, number) = (running.asker, running.number);
                self.job = None;
                in_hand(None);
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
        let handed = hand_out(running);
        in_hand(None);
        scope.respond(running.asker, (running.number, progress));
        match handed {
            Ok(Some(delegate)) => scope.respond(running.asker, (running.number, delegate)),
            Ok(None) => {}
            Err(message) => {
                let number = running.number;
                let asker = running.asker;
                self.job = None;
                scope.respond(asker, (number, WorkerOutput::Failed(message)));
                return;
            }
        }
        // A job waiting for a helper gets its next slice when the delivery arrives.
        if !running.job.waiting() {
            self.schedule(scope);
        }
    }

    fn received(&mut self, scope: &WorkerScope<Self>, input: WorkerInput, id: HandlerId) {
        if let WorkerInput::Language(code, text) = input {
            crate::i18n::provide(&code, &text);
            self.words = Some(crate::i18n::Catalogue::of_code(&code));
            return; // a running job goes on
        }
        self.generation += 1;
        match input {
            WorkerInput::Start(number, spec) => {
                in_hand(Some((scope, id, number)));
                let started = start(&spec, now_ms).map(|started| {
                    let progress =
                        WorkerOutput::Progress(started.job.progress(), started.job.detail());
                    (started, progress)
                });
                in_hand(None);
                match started {
                    Ok((
                        Started {
                            job,
                            initial_budget,
                        },
                        progress,
                    )) => {
                        scope.respond(id, (number, progress));
                        self.job = Some(Running {
                            spec,
                            job,
                            unit: initial_budget,
                            asker: id,
                            number,
                            started: now_ms(),
                        });
                        self.schedule(scope);
                    }
                    Err(refused) => {
                        self.job = None;
                        let reason = match &self.words {
                            Some(words) => refused.words_in(words),
                            None => refused.to_string(),
                        };
                        scope.respond(id, (number, WorkerOutput::Failed(reason)));
                    }
                }
            }
            WorkerInput::Language(..) => {}
            WorkerInput::Cancel => {
                if let Some(running) = self.job.take() {
                    scope.respond(id, (running.number, WorkerOutput::Cancelled));
                }
            }
            WorkerInput::Deliver(number, output) => {
                let Some(running) = self.job.as_mut().filter(|r| r.number == number) else {
                    return; // for a job that has ended or been replaced
                };
                in_hand(Some((scope, running.asker, number)));
                let taken = delivered(&output).and_then(|bytes| running.job.deliver(&bytes));
                in_hand(None);
                match taken {
                    Ok(()) => self.schedule(scope),
                    Err(message) => {
                        let asker = running.asker;
                        self.job = None;
                        scope.respond(asker, (number, WorkerOutput::Failed(message)));
                    }
                }
            }
        }
    }
}
