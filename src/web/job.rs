//! The page side of the job worker: the one hook every page drives its long work through
//! ([`use_job`], with [`use_job_then`] for a page that acts on a result as it arrives, and
//! [`use_job_pool`] for one worker per core).
//!
//! Each worker the page owns is a channel (`Channel`): the worker's bridge (spawned at its first job,
//! so a page that never runs anything loads no worker), the number of the latest job started,
//! and what the page knows of that job. Every message from the worker carries the number of
//! the job it is about ([`crate::web::worker::Reply`]); a message about any other job — the
//! last words of a job that a newer Start replaced, or a Cancel's answer that crossed a new
//! Start — is dropped here, in the one place messages are read, so a result can never be taken
//! for another request's. Starting a job while one runs needs no waiting: the worker drops the
//! running job when a Start arrives.
//!
//! A job that panics in the worker ([`WorkerOutput::Crashed`]) ends as
//! [`JobState::Failed`] with [`crate::jobs::check::crash_report`]'s words, beside the computation that failed; the
//! crashed worker has closed itself, and the channel spawns a fresh one for the next job.
//!
//! Progress arrives after every slice of about 12 ms. A page re-renders for each message by
//! default; a large page asks for progress at most every [`PROGRESS_RENDER_MS`]
//! ([`use_job_then`]), so a busy job does not keep it redrawing — a job's final message always
//! renders.
//!
//! The handle a page holds ([`JobHandle`]) is the channel's state as of the page's render, the
//! way a `use_state` handle is; its methods act on the live channel.
//!
//! A page's workers end with the page, except a long run's: [`use_kept_job`] and
//! [`use_kept_job_pool`] keep their channels under a name for the whole visit, so a run goes on
//! while the person looks at another lab and is shown, running or finished, when they come back.
//! Only the latest page that asked for a name hears its channel ([`Owner`]).

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::{Rc, Weak};

use gloo_worker::WorkerBridge;
use yew::prelude::*;

pub use crate::catalogue::{
    DeferredDetail, DeferredOutput, DeferredSpec, JobDetail, JobOutput, JobSpec,
};
use crate::jobs::check::crash_report;
use crate::jobs::Progress;
use crate::web::worker::{spawn_job_worker, JobWorker, Reply, WorkerInput, WorkerOutput};

/// Least time between two re-renders for progress alone, in milliseconds, for a large page
/// (the Lines of Action page's searches).
pub const PROGRESS_RENDER_MS: f64 = 100.0;

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

/// What a page's job reports when it finishes: the job's number (as
/// [`JobHandle::start_numbered`] returned it), its output, and its wall time in the worker in
/// milliseconds.
pub type Finished = (u64, JobOutput, f64);

/// One worker of a page and what the page knows of its latest job.
struct Channel {
    bridge: Option<WorkerBridge<JobWorker>>,
    /// The number of the latest job started: messages about any other are dropped.
    latest: u64,
    state: Rc<JobState>,
    /// The latest progress reported, kept after the job ends.
    progress: Option<Progress>,
    /// The latest live state reported, kept after the job ends.
    detail: Rc<Option<JobDetail>>,
    /// The request of the latest job.
    started: Rc<Option<JobSpec>>,
    /// When the worker first reported on the latest job (page clock), so the worker's start-up
    /// is not counted as the job's time.
    first_report_ms: Option<f64>,
    last_render_ms: f64,
    /// Least time between two re-renders for progress alone (0: every message).
    progress_every_ms: f64,
    /// Re-renders the page.
    on_change: Callback<()>,
    /// Called when the latest job finishes.
    on_done: Callback<Finished>,
    /// The mounted page that hears a kept channel (`None` for a page's own channel, and for a
    /// kept one while no page shows it).
    owner: Option<Owner>,
    /// Workers that run the parts of this channel's jobs they hand out
    /// ([`WorkerOutput::Delegate`]); see [`use_kept_job_with_helpers`].
    helpers: Vec<Rc<RefCell<Channel>>>,
    /// For a helper: the channel and job number its job's output goes back to.
    parent: Option<(Weak<RefCell<Channel>>, u64)>,
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or_else(js_sys::Date::now)
}

impl Channel {
    fn new() -> Self {
        Channel {
            bridge: None,
            latest: 0,
            state: Rc::new(JobState::Idle),
            progress: None,
            detail: Rc::new(None),
            started: Rc::new(None),
            first_report_ms: None,
            last_render_ms: 0.0,
            progress_every_ms: 0.0,
            on_change: Callback::noop(),
            on_done: Callback::noop(),
            owner: None,
            helpers: Vec::new(),
            parent: None,
        }
    }

    /// Starts `spec` on the channel's worker (replacing a running job) and returns its number.
    fn start(this: &Rc<RefCell<Channel>>, spec: JobSpec) -> u64 {
        let (number, on_change) = {
            let mut c = this.borrow_mut();
            if c.bridge.is_none() {
                let weak: Weak<RefCell<Channel>> = Rc::downgrade(this);
                let bridge = spawn_job_worker(move |reply: Reply| {
                    if let Some(channel) = weak.upgrade() {
                        Channel::received(&channel, reply);
                    }
                });
                // The worker has English built in; a job that words its result in the page's
                // language needs that language's file too.
                let lang = crate::web::i18n::catalogue().language();
                if lang.code != crate::i18n::REFERENCE {
                    if let Some(text) = crate::i18n::source_text(lang) {
                        bridge.send(WorkerInput::Language(lang.code.to_string(), text));
                    }
                }
                c.bridge = Some(bridge);
            }
            c.latest += 1;
            let number = c.latest;
            c.state = Rc::new(JobState::Running(None));
            c.progress = None;
            c.detail = Rc::new(None);
            c.started = Rc::new(Some(spec.clone()));
            c.first_report_ms = None;
            c.last_render_ms = now_ms();
            if let Some(bridge) = &c.bridge {
                bridge.send(WorkerInput::Start(number, spec));
            }
            (number, c.on_change.clone())
        };
        on_change.emit(());
        number
    }

    /// Asks the worker to stop its job (nothing happens if none runs), and the helpers theirs.
    fn cancel(this: &Rc<RefCell<Channel>>) {
        let c = this.borrow();
        if let Some(bridge) = &c.bridge {
            bridge.send(WorkerInput::Cancel);
        }
        for helper in &c.helpers {
            if let Some(bridge) = &helper.borrow().bridge {
                bridge.send(WorkerInput::Cancel);
            }
        }
    }

    /// Starts the parts job `number` hands out on the helpers, one each; a job that asks for
    /// more helpers than there are fails.
    fn hand_out(this: &Rc<RefCell<Channel>>, number: u64, specs: Vec<JobSpec>) {
        let helpers = this.borrow().helpers.clone();
        if specs.len() > helpers.len() {
            let message = format!(
                "the job handed out {} parts of its work; this page has {} helper workers",
                specs.len(),
                helpers.len()
            );
            Channel::fail(this, number, message);
            return;
        }
        for (helper, spec) in helpers.iter().zip(specs) {
            helper.borrow_mut().parent = Some((Rc::downgrade(this), number));
            Channel::start(helper, spec);
        }
    }

    /// Ends job `number` (if it is still the latest and running) as failed with `message`,
    /// stopping its worker and helpers.
    fn fail(this: &Rc<RefCell<Channel>>, number: u64, message: String) {
        let on_change = {
            let mut c = this.borrow_mut();
            if c.latest != number || !matches!(*c.state, JobState::Running(_)) {
                return;
            }
            c.state = Rc::new(JobState::Failed(message));
            c.on_change.clone()
        };
        Channel::cancel(this);
        on_change.emit(());
    }

    /// A helper's job ended: its output goes back to the job that handed it out, or the
    /// failure ends that job.
    fn report_to_parent(this: &Rc<RefCell<Channel>>, ended: Result<JobOutput, String>) {
        let Some((parent, number)) = this.borrow_mut().parent.take() else {
            return;
        };
        let Some(parent) = parent.upgrade() else {
            return;
        };
        match ended {
            Ok(output) => {
                let p = parent.borrow();
                if p.latest == number {
                    if let Some(bridge) = &p.bridge {
                        bridge.send(WorkerInput::Deliver(number, output));
                    }
                }
            }
            Err(message) => {
                Channel::fail(
                    &parent,
                    number,
                    format!("A helper worker failed: {message}"),
                );
            }
        }
    }

    fn received(this: &Rc<RefCell<Channel>>, (number, out): Reply) {
        WORKER_UP.with(|up| up.set(true));
        let mut handed_out = None;
        let mut helper_ended = None;
        let (render, finished) = {
            let mut c = this.borrow_mut();
            if number != c.latest {
                return; // a replaced job's last words
            }
            let now = now_ms();
            let finished = match out {
                WorkerOutput::Progress(progress, detail) => {
                    c.first_report_ms.get_or_insert(now);
                    if detail.is_some() {
                        c.detail = Rc::new(detail);
                    }
                    c.progress = Some(progress.clone());
                    c.state = Rc::new(JobState::Running(Some(progress)));
                    if now - c.last_render_ms < c.progress_every_ms {
                        return;
                    }
                    None
                }
                WorkerOutput::Delegate(specs) => {
                    handed_out = Some(specs);
                    None
                }
                WorkerOutput::Done { output, millis } => {
                    if c.parent.is_some() {
                        helper_ended = Some(Ok(output.clone()));
                    }
                    c.state = Rc::new(JobState::Done(output.clone(), millis));
                    Some((c.on_done.clone(), (number, output, millis)))
                }
                WorkerOutput::Cancelled => {
                    c.state = Rc::new(JobState::Cancelled);
                    None
                }
                WorkerOutput::Failed(message) => {
                    if c.parent.is_some() {
                        helper_ended = Some(Err(message.clone()));
                    }
                    c.state = Rc::new(JobState::Failed(message));
                    None
                }
                WorkerOutput::Crashed(message) => {
                    if c.parent.is_some() {
                        helper_ended = Some(Err(crash_report(&message)));
                    }
                    c.state = Rc::new(JobState::Failed(crash_report(&message)));
                    // The worker has closed itself: the next job gets a fresh one.
                    c.bridge = None;
                    None
                }
            };
            c.last_render_ms = now;
            (c.on_change.clone(), finished)
        };
        if let Some(specs) = handed_out {
            Channel::hand_out(this, number, specs);
        }
        if let Some(ended) = helper_ended {
            Channel::report_to_parent(this, ended);
        }
        render.emit(());
        if let Some((on_done, finished)) = finished {
            on_done.emit(finished);
        }
    }
}

/// A page's handle on one worker: the state of its latest job as of the page's render, and
/// how to start and stop jobs (cheap to clone).
#[derive(Clone)]
pub struct JobHandle {
    /// The latest job's state.
    pub state: Rc<JobState>,
    /// The latest live state reported by the running (or last) job, if it reports one.
    pub detail: Rc<Option<JobDetail>>,
    /// The request of the running (or last) job: what its result belongs to.
    pub started: Rc<Option<JobSpec>>,
    /// The number of the job the state is about (0 before the first).
    number: u64,
    /// The latest progress reported, kept after the job ends.
    progress: Option<Progress>,
    channel: Rc<RefCell<Channel>>,
}

impl JobHandle {
    fn of(channel: Rc<RefCell<Channel>>) -> Self {
        let c = channel.borrow();
        let handle = JobHandle {
            state: c.state.clone(),
            detail: c.detail.clone(),
            started: c.started.clone(),
            number: c.latest,
            progress: c.progress.clone(),
            channel: channel.clone(),
        };
        drop(c);
        handle
    }

    /// Starts `spec` in the worker (replacing a running job).
    pub fn start(&self, spec: impl Into<JobSpec>) {
        self.start_numbered(spec);
    }

    /// Starts `spec` as [`JobHandle::start`] does and returns the job's number (as
    /// [`use_job_then`]'s `on_done` will report it).
    pub fn start_numbered(&self, spec: impl Into<JobSpec>) -> u64 {
        Channel::start(&self.channel, spec.into())
    }

    /// The finished job's output and time, and whether it is stale: computed for a request
    /// other than `current`, the one the page's inputs describe now (`None`: the inputs do not
    /// make a request). The one rule every page follows: a result is shown as belonging to the
    /// inputs on screen only when it was computed for them; otherwise it is marked stale.
    pub fn result(&self, current: Option<&JobSpec>) -> Option<(JobOutput, f64, bool)> {
        match &*self.state {
            JobState::Done(output, millis) => {
                Some((output.clone(), *millis, (*self.started).as_ref() != current))
            }
            _ => None,
        }
    }

    /// Asks the worker to stop.
    pub fn cancel(&self) {
        Channel::cancel(&self.channel);
    }

    /// True while a job runs.
    pub fn running(&self) -> bool {
        matches!(*self.state, JobState::Running(_))
    }

    /// The number of the job [`JobHandle::state`] is about (0 before the first job).
    pub fn number(&self) -> u64 {
        self.number
    }

    /// The latest progress the job reported, kept after it ends (a cancelled search still
    /// shows how far it came).
    pub fn last_progress(&self) -> Option<&Progress> {
        self.progress.as_ref()
    }

    /// Milliseconds since the worker first reported on the latest job (the page's clock; 0
    /// before its first report).
    pub fn elapsed_ms(&self) -> f64 {
        self.channel
            .borrow()
            .first_report_ms
            .map_or(0.0, |t| now_ms() - t)
    }
}

/// A worker for this component (spawned at its first job) and the handle on it.
#[hook]
pub fn use_job() -> JobHandle {
    use_job_then(Callback::noop(), 0.0)
}

/// As [`use_job`], and `on_done` is called when the latest job finishes, with its number,
/// output and time (the `on_done` of the latest render is the one called; a replaced or
/// cancelled job never calls it); progress alone re-renders the page at most every
/// `progress_every_ms` (e.g. [`PROGRESS_RENDER_MS`]; 0: every message).
#[hook]
pub fn use_job_then(on_done: Callback<Finished>, progress_every_ms: f64) -> JobHandle {
    let update = use_force_update();
    let channel = use_mut_ref(Channel::new);
    {
        let mut c = channel.borrow_mut();
        c.on_change = Callback::from(move |()| update.force_update());
        c.on_done = on_done;
        c.progress_every_ms = progress_every_ms;
    }
    JobHandle::of(channel)
}

/// Several workers driven together (one per core): their states, and how to drive them.
#[derive(Clone)]
pub struct JobPool {
    /// The state of each worker's latest job, as of the page's render.
    pub states: Rc<Vec<JobState>>,
    /// The request of each worker's latest job, as of the page's render.
    started: Vec<Rc<Option<JobSpec>>>,
    channels: Rc<Vec<Rc<RefCell<Channel>>>>,
}

impl JobPool {
    fn of(channels: Rc<Vec<Rc<RefCell<Channel>>>>) -> Self {
        JobPool {
            states: Rc::new(
                channels
                    .iter()
                    .map(|c| (*c.borrow().state).clone())
                    .collect(),
            ),
            started: channels
                .iter()
                .map(|c| c.borrow().started.clone())
                .collect(),
            channels,
        }
    }

    /// Number of workers.
    pub fn len(&self) -> usize {
        self.channels.len()
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
        self.channels.is_empty()
    }

    /// Starts `spec` on worker `i`.
    pub fn start(&self, i: usize, spec: impl Into<JobSpec>) {
        Channel::start(&self.channels[i], spec.into());
    }

    /// Cancels every worker's job.
    pub fn cancel(&self) {
        for channel in self.channels.iter() {
            Channel::cancel(channel);
        }
    }

    /// True while any worker runs.
    pub fn running(&self) -> bool {
        self.states
            .iter()
            .any(|s| matches!(s, JobState::Running(_)))
    }

    /// The combined progress: done units summed, and the mean of the started workers' own
    /// fractions (a finished one counts 1, one not yet reporting 0) — the command line's pool
    /// weighs its jobs the same way when their totals are unknown, and a page's shares are
    /// even, so the bar neither jumps nor goes back when a worker's first report arrives.
    pub fn progress(&self) -> Option<Progress> {
        let started: Vec<&JobState> = self
            .states
            .iter()
            .filter(|s| !matches!(s, JobState::Idle))
            .collect();
        if started.is_empty() {
            return None;
        }
        let mut done = 0;
        let mut fractions = 0.0;
        let mut unit = String::new();
        for s in &started {
            match s {
                JobState::Running(Some(p)) => {
                    done += p.done;
                    fractions += p.fraction;
                    unit = p.unit.clone();
                }
                JobState::Done(..) => fractions += 1.0,
                _ => {}
            }
        }
        Some(Progress {
            done,
            total: None,
            fraction: fractions / started.len() as f64,
            unit,
        })
    }

    /// Why a worker failed, if one did while running its request of `current` (a failure of
    /// an earlier request is not this one's).
    pub fn failure_for(&self, current: &[JobSpec]) -> Option<String> {
        current.iter().enumerate().find_map(|(i, spec)| {
            match (self.states.get(i)?, &**self.started.get(i)?) {
                (JobState::Failed(m), Some(s)) if s == spec => Some(m.clone()),
                _ => None,
            }
        })
    }

    /// The outputs (with each worker's milliseconds), in worker order, once worker `i` has
    /// finished the request `current[i]` for every `i`; `None` while any runs, failed, or
    /// last ran another request (a result is shown only for the inputs it was computed for).
    pub fn results_for(&self, current: &[JobSpec]) -> Option<Vec<(&JobOutput, f64)>> {
        if current.len() > self.states.len() {
            return None;
        }
        current
            .iter()
            .enumerate()
            .map(|(i, spec)| match (&self.states[i], &*self.started[i]) {
                (JobState::Done(output, millis), Some(s)) if s == spec => Some((output, *millis)),
                _ => None,
            })
            .collect()
    }
}

thread_local! {
    /// Whether a worker has answered once this visit: until then, its WebAssembly (the
    /// solvers) is still on its way, which on a slow connection takes seconds.
    static WORKER_UP: Cell<bool> = const { Cell::new(false) };
}

/// Whether the solvers have arrived: a worker has answered once. Until then a page says it is
/// loading them, not that it is computing.
pub fn solvers_loaded() -> bool {
    WORKER_UP.with(|up| up.get())
}

/// What a page says while its first job waits for the worker: the solvers are loading, or
/// (once they are in) `computing`.
pub fn waiting_words(computing: &str) -> String {
    if solvers_loaded() {
        computing.to_string()
    } else {
        crate::web::i18n::t("common-loading-solvers")
    }
}

thread_local! {
    /// What outlives a page: kept channels (and the keyed layer's wanted key) by name.
    static KEPT: RefCell<HashMap<String, Rc<dyn Any>>> = RefCell::new(HashMap::new());
    /// The last owner number handed out.
    static OWNERS: Cell<u64> = const { Cell::new(0) };
}

/// The value kept under `name` for the rest of the visit (made by `make` the first time).
///
/// # Panics
/// If `name` was used before for a value of another type (a programming error).
pub fn kept<T: 'static>(name: &str, make: impl FnOnce() -> T) -> Rc<T> {
    KEPT.with(|m| {
        let any = m
            .borrow_mut()
            .entry(name.to_string())
            .or_insert_with(|| Rc::new(make()) as Rc<dyn Any>)
            .clone();
        any.downcast::<T>()
            .unwrap_or_else(|_| panic!("kept value {name} has another type"))
    })
}

/// Which mounted page hears a kept channel: the latest to ask for it. A page that unmounts
/// detaches its callbacks only if no newer page has taken the channel meanwhile.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Owner(u64);

impl Owner {
    fn next() -> Self {
        OWNERS.with(|c| {
            c.set(c.get() + 1);
            Owner(c.get())
        })
    }
}

/// Attaches `channels` to this component for as long as it is mounted, as `owner`.
#[hook]
fn use_attached(channels: Vec<Rc<RefCell<Channel>>>, owner: Owner) {
    use_effect_with((), move |_| {
        move || {
            for channel in &channels {
                let mut c = channel.borrow_mut();
                if c.owner == Some(owner) {
                    c.owner = None;
                    c.on_change = Callback::noop();
                    c.on_done = Callback::noop();
                }
            }
        }
    });
}

/// As [`use_job`], but the channel is kept under `name` for the whole visit: a job started
/// here goes on while the page is not shown, and the page finds it (running, finished,
/// cancelled or failed) when it is shown again.
#[hook]
pub fn use_kept_job(name: &'static str) -> JobHandle {
    use_kept_job_then(name, Callback::noop(), 0.0)
}

/// As [`use_job_then`], with the channel kept under `name` (see [`use_kept_job`]). A job that
/// finishes while the page is not shown calls no `on_done`; the page sees its state.
#[hook]
pub fn use_kept_job_then(
    name: &'static str,
    on_done: Callback<Finished>,
    progress_every_ms: f64,
) -> JobHandle {
    let update = use_force_update();
    let owner = *use_memo((), |_| Owner::next());
    let channel = (*use_memo(name, |name| {
        kept(&format!("job:{name}"), || RefCell::new(Channel::new()))
    }))
    .clone();
    {
        let mut c = channel.borrow_mut();
        c.owner = Some(owner);
        c.on_change = Callback::from(move |()| update.force_update());
        c.on_done = on_done;
        c.progress_every_ms = progress_every_ms;
    }
    use_attached(vec![channel.clone()], owner);
    JobHandle::of(channel)
}

/// As [`use_kept_job`], with `helpers` more workers (kept too) that run the parts of the
/// job's work it hands out ([`crate::jobs::LabJob::delegate`]): the channel starts each part
/// on a helper and sends its output back to the job, and a helper's failure ends the job.
/// The relay lives here, not in a page, so a run goes on while its page is not shown.
#[hook]
pub fn use_kept_job_with_helpers(name: &'static str, helpers: usize) -> JobHandle {
    let handle = use_kept_job(name);
    {
        let mut c = handle.channel.borrow_mut();
        while c.helpers.len() < helpers {
            let i = c.helpers.len();
            c.helpers.push(kept(&format!("job:{name}:helper:{i}"), || {
                RefCell::new(Channel::new())
            }));
        }
    }
    handle
}

/// As [`use_job_pool`], with the `n` channels kept under `name` (see [`use_kept_job`]).
#[hook]
pub fn use_kept_job_pool(name: &'static str, n: usize) -> JobPool {
    let update = use_force_update();
    let owner = *use_memo((), |_| Owner::next());
    let channels = use_memo((name, n), |&(name, n)| {
        (0..n)
            .map(|i| {
                kept(&format!("pool:{name}:{n}:{i}"), || {
                    RefCell::new(Channel::new())
                })
            })
            .collect::<Vec<_>>()
    });
    for channel in channels.iter() {
        let update = update.clone();
        let mut c = channel.borrow_mut();
        c.owner = Some(owner);
        c.on_change = Callback::from(move |()| update.force_update());
    }
    use_attached((*channels).clone(), owner);
    JobPool::of(channels)
}

/// The number of workers to use: one per core, as the browser reports them (1–16).
pub fn worker_count() -> usize {
    web_sys::window()
        .map_or(2, |w| w.navigator().hardware_concurrency() as usize)
        .clamp(1, 16)
}

/// `n` workers for this component (each spawned at its first job) and the pool driving them.
#[hook]
pub fn use_job_pool(n: usize) -> JobPool {
    let update = use_force_update();
    let channels = use_memo(n, |&n| {
        (0..n)
            .map(|_| Rc::new(RefCell::new(Channel::new())))
            .collect::<Vec<_>>()
    });
    for channel in channels.iter() {
        let update = update.clone();
        channel.borrow_mut().on_change = Callback::from(move |()| update.force_update());
    }
    JobPool::of(channels)
}
