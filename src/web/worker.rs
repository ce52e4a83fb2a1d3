//! The Web Worker that runs any step-based job, and the hook the pages use to drive it.
//!
//! The worker owns the loop: it runs a job in slices of about [`SLICE_MS`] milliseconds,
//! posts progress after each slice, and yields to the event loop between slices (a
//! `setTimeout(0)`), so a Cancel message is handled at the next slice boundary. The page never
//! computes long work itself.

use std::rc::Rc;

use gloo_worker::{HandlerId, Spawnable, Worker, WorkerBridge, WorkerScope};
use serde::{Deserialize, Serialize};
use yew::prelude::*;

use crate::bench::{
    BenchRow, BlottoBench, BlottoBenchRow, GamesBench, GamesBenchRow, NashBench, NashBenchRow,
    RaceBench, RaceBenchRow, TicTacToeBench,
};
use crate::equilibrium::{AllEquilibria, EnumerationJob};
use crate::evolve::lab::{Batch, HeadToHead, HeadToHeadResult, OptimiseRun, Policy, RunResult};
use crate::evolve::{EvolveConfig, EvolveStatus, GameConfig, Optimiser};
use crate::games::blotto::solve::{
    BlottoMethod, BlottoSolution, SolveError, SolveJob, ValueCurve, ValueCurves,
};
use crate::games::blotto::Blotto;
use crate::games::rrrats::exact::{BestResponseRounds, ExactError, ResponseRound};
use crate::games::rrrats::{RatsPolicy, RatsRules};
use crate::games::tictactoe::{FullTree, TicTacToe, TreeStats, VerifyAll, VerifyReport};
use crate::jobs::{Job, Progress};
use crate::racing::curves::{CurvePoint, ExactCurves, McCurves};
use crate::racing::montecarlo::McTally;
use crate::racing::race::PrecisionStop;
use crate::racing::theory::{Calibrate, Calibration};
use crate::racing::{Algorithm, ParamError, Params};
use crate::rng::Seed;

/// Milliseconds of work per slice before the worker posts progress and yields.
pub const SLICE_MS: f64 = 12.0;

/// The jobs the worker knows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum JobSpec {
    /// Walk the whole tic-tac-toe tree from a position (given as its 9-character string).
    TttFullTree {
        /// The start position.
        board: String,
    },
    /// Check every searcher against minimax on every reachable position.
    TttVerifyAll,
    /// Time the full solve per algorithm.
    TttBench {
        /// Timed solves per algorithm.
        reps: u32,
    },
    /// Solve a Blotto game exactly.
    BlottoSolve {
        /// The game.
        game: Blotto,
        /// The method.
        method: BlottoMethod,
    },
    /// A's value for A = 0..=a_max against each (K, B).
    BlottoCurves {
        /// The (K, B) families.
        families: Vec<(u32, u32)>,
        /// The largest A.
        a_max: u32,
    },
    /// The double oracle on the slides' table.
    BlottoBench,
    /// The racing benchmark (exact curve time, games per second by sampling method).
    RaceBench {
        /// Simulated races per sampling method.
        runs: u64,
    },
    /// Every Nash equilibrium of a bimatrix game (given as Gambit .nfg text).
    Equilibria {
        /// The game in .nfg format.
        nfg: String,
    },
    /// All equilibria of seeded random n×n games, n = 2…`max`.
    NashBench {
        /// The largest n.
        max: usize,
        /// The seed of the games.
        seed: u64,
    },
    /// One optimiser run and the evaluation of what it found against the initial strategy.
    Optimise {
        /// The run's configuration (its seed used as given).
        config: EvolveConfig,
        /// The run's index.
        run: u64,
        /// Evaluation games.
        eval_games: u64,
        /// The evaluation's seed.
        eval_seed: u64,
    },
    /// Runs `runs` of each optimiser (seeds derived from the template's).
    OptimiseBatch {
        /// The configuration shared by the runs.
        template: EvolveConfig,
        /// The optimisers.
        optimisers: Vec<Optimiser>,
        /// This worker's run indices.
        runs: Vec<u64>,
        /// Evaluation games per run.
        eval_games: u64,
    },
    /// Two strategies against each other.
    HeadToHead {
        /// The game and rules.
        game: GameConfig,
        /// The first strategy.
        p1: Policy,
        /// The second strategy.
        p2: Policy,
        /// Games.
        games: u64,
        /// Seed.
        seed: u64,
    },
    /// Exact iterated best responses in Rrrats!, from a start policy.
    RatsBestResponses {
        /// The rules.
        rules: RatsRules,
        /// The policy the first round answers.
        start: RatsPolicy,
        /// Most rounds.
        rounds: u32,
    },
    /// Games per second of War and Rrrats!.
    GamesBench {
        /// Fast-simulator games per game.
        games: u64,
    },
    /// δ calibration: the smallest number of tests N with F_μ(N) < α.
    RaceCalibrate {
        /// μ (≠ 0.5).
        mu: f64,
        /// The target α.
        alpha: f64,
        /// ε for δ.
        eps: f64,
    },
    /// Theory F and the exact DP over a μ grid for several races.
    RaceExact {
        /// The races.
        algorithms: Vec<Algorithm>,
        /// ε, δ, tests, cap.
        params: Params,
        /// The μ grid.
        mus: Vec<f64>,
    },
    /// Monte Carlo tallies, runs `first..first + runs` of each (algorithm, μ).
    RaceMc {
        /// The races.
        algorithms: Vec<Algorithm>,
        /// ε, δ, tests, cap.
        params: Params,
        /// The μ grid.
        mus: Vec<f64>,
        /// The batch seed (run i uses seed.derive(i)).
        seed: u64,
        /// First run index of this worker's share.
        first: u64,
        /// Runs in this worker's share.
        runs: u64,
        /// Precision stop on or off.
        precision: PrecisionStop,
    },
}

/// Live state some jobs report with each progress message.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum JobDetail {
    /// An optimiser run: its state, and whether the evaluation has started.
    Evolve {
        /// The optimiser's state.
        status: EvolveStatus,
        /// True once the found strategy is being evaluated.
        evaluating: bool,
    },
}

/// What a finished job produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum JobOutput {
    /// From [`JobSpec::TttFullTree`].
    TttStats(TreeStats),
    /// From [`JobSpec::TttVerifyAll`].
    TttVerify(VerifyReport),
    /// From [`JobSpec::TttBench`].
    Bench(Vec<BenchRow>),
    /// From [`JobSpec::BlottoSolve`] (an error message on failure).
    BlottoSolved(Result<BlottoSolution, String>),
    /// From [`JobSpec::BlottoCurves`]: (K, B, [(A, value)]).
    BlottoCurves(Vec<ValueCurve>),
    /// From [`JobSpec::BlottoBench`].
    BlottoBench(Vec<BlottoBenchRow>),
    /// From [`JobSpec::RaceBench`].
    RaceBench(Vec<RaceBenchRow>),
    /// From [`JobSpec::Equilibria`].
    Equilibria(AllEquilibria),
    /// From [`JobSpec::NashBench`].
    NashBench(Vec<NashBenchRow>),
    /// From [`JobSpec::Optimise`].
    Optimised(Box<RunResult>),
    /// From [`JobSpec::OptimiseBatch`].
    Batch(Vec<(Optimiser, RunResult)>),
    /// From [`JobSpec::HeadToHead`].
    HeadToHead(HeadToHeadResult),
    /// From [`JobSpec::RatsBestResponses`] (an error message on failure).
    RatsRounds(Result<Vec<ResponseRound>, String>),
    /// From [`JobSpec::GamesBench`].
    GamesBench(Vec<GamesBenchRow>),
    /// From [`JobSpec::RaceCalibrate`] (an error message on failure).
    Calibration(Result<Calibration, String>),
    /// From [`JobSpec::RaceExact`].
    RaceExact(Vec<CurvePoint>),
    /// From [`JobSpec::RaceMc`].
    RaceMc(Vec<(Algorithm, Vec<McTally>)>),
}

/// Messages from the page to the worker.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum WorkerInput {
    /// Start a job (cancelling any running one).
    Start(JobSpec),
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

trait AnyJob {
    fn step(&mut self, budget: u64) -> Option<JobOutput>;
    fn progress(&self) -> Progress;
    fn detail(&self) -> Option<JobDetail> {
        None
    }
}

struct RunJob(OptimiseRun);

impl AnyJob for RunJob {
    fn step(&mut self, budget: u64) -> Option<JobOutput> {
        self.0
            .step(budget)
            .map(|r| JobOutput::Optimised(Box::new(r)))
    }
    fn progress(&self) -> Progress {
        self.0.progress()
    }
    fn detail(&self) -> Option<JobDetail> {
        Some(JobDetail::Evolve {
            status: self.0.status(),
            evaluating: self.0.evaluating(),
        })
    }
}

struct Adapt<J, F>(J, F);

impl<J: Job, F: Fn(J::Output) -> JobOutput> AnyJob for Adapt<J, F> {
    fn step(&mut self, budget: u64) -> Option<JobOutput> {
        self.0.step(budget).map(&self.1)
    }
    fn progress(&self) -> Progress {
        self.0.progress()
    }
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

fn build(spec: &JobSpec) -> Result<(Box<dyn AnyJob>, u64), String> {
    Ok(match spec {
        JobSpec::TttFullTree { board } => {
            let start = TicTacToe::parse(board).map_err(|e| e.to_string())?;
            (
                Box::new(Adapt(FullTree::new(start), JobOutput::TttStats)),
                2_000,
            )
        }
        JobSpec::TttVerifyAll => (Box::new(Adapt(VerifyAll::new(), JobOutput::TttVerify)), 4),
        JobSpec::TttBench { reps } => {
            if *reps == 0 || *reps > 100 {
                return Err("repetitions must be 1–100".to_string());
            }
            (
                Box::new(Adapt(
                    TicTacToeBench::new(*reps, Box::new(now_ms)),
                    JobOutput::Bench,
                )),
                1,
            )
        }
        JobSpec::BlottoSolve { game, method } => {
            let game = Blotto::new(game.fields, game.a, game.b).map_err(|e| e.to_string())?;
            let job = SolveJob::new(game, *method);
            (
                Box::new(Adapt(job, |r: Result<BlottoSolution, SolveError>| {
                    JobOutput::BlottoSolved(r.map_err(|e| e.to_string()))
                })),
                1,
            )
        }
        JobSpec::BlottoCurves { families, a_max } => {
            let job = ValueCurves::new(families.clone(), *a_max).map_err(|e| e.to_string())?;
            // A failure inside is reported as empty curves; sizes were validated above.
            (
                Box::new(Adapt(job, |r: Result<Vec<_>, SolveError>| {
                    JobOutput::BlottoCurves(r.unwrap_or_default())
                })),
                1,
            )
        }
        JobSpec::BlottoBench => (
            Box::new(Adapt(
                BlottoBench::new(Box::new(now_ms)),
                JobOutput::BlottoBench,
            )),
            1,
        ),
        JobSpec::RaceBench { runs } => {
            if *runs == 0 || *runs > 10_000 {
                return Err("runs must be 1–10 000".to_string());
            }
            (
                Box::new(Adapt(
                    RaceBench::new(*runs, Box::new(now_ms)),
                    JobOutput::RaceBench,
                )),
                1,
            )
        }
        JobSpec::Equilibria { nfg } => {
            let game = crate::games::matrix::nfg::parse(nfg)
                .map_err(|e| e.to_string())?
                .game;
            let job = EnumerationJob::new(&game).map_err(|e| e.to_string())?;
            (Box::new(Adapt(job, JobOutput::Equilibria)), 200)
        }
        JobSpec::NashBench { max, seed } => {
            let job = NashBench::new(*max, Seed(*seed), Box::new(now_ms))?;
            (Box::new(Adapt(job, JobOutput::NashBench)), 200)
        }
        JobSpec::Optimise {
            config,
            run,
            eval_games,
            eval_seed,
        } => {
            let job = OptimiseRun::new(*config, *run, *eval_games, Seed(*eval_seed))
                .map_err(|e| e.to_string())?;
            (Box::new(RunJob(job)), 2_000)
        }
        JobSpec::OptimiseBatch {
            template,
            optimisers,
            runs,
            eval_games,
        } => {
            let job =
                Batch::new(*template, optimisers, runs, *eval_games).map_err(|e| e.to_string())?;
            (Box::new(Adapt(job, JobOutput::Batch)), 2_000)
        }
        JobSpec::HeadToHead {
            game,
            p1,
            p2,
            games,
            seed,
        } => {
            let job = HeadToHead::new(*game, *p1, *p2, *games, Seed(*seed))?;
            (Box::new(Adapt(job, JobOutput::HeadToHead)), 2_000)
        }
        JobSpec::RatsBestResponses {
            rules,
            start,
            rounds,
        } => {
            if *rounds == 0 || *rounds > 50 {
                return Err("rounds must be 1–50".to_string());
            }
            let job = BestResponseRounds::new(*rules, start, *rounds);
            (
                Box::new(Adapt(job, |r: Result<Vec<ResponseRound>, ExactError>| {
                    JobOutput::RatsRounds(r.map_err(|e| e.to_string()))
                })),
                1,
            )
        }
        JobSpec::GamesBench { games } => {
            if *games < 100 || *games > 10_000_000 {
                return Err("games must be 100–10 000 000".to_string());
            }
            (
                Box::new(Adapt(
                    GamesBench::new(*games, Box::new(now_ms)),
                    JobOutput::GamesBench,
                )),
                1,
            )
        }
        JobSpec::RaceCalibrate { mu, alpha, eps } => {
            let job = Calibrate::new(*mu, *alpha, *eps).map_err(|e| e.to_string())?;
            (
                Box::new(Adapt(job, |r: Result<Calibration, ParamError>| {
                    JobOutput::Calibration(r.map_err(|e| e.reason))
                })),
                1,
            )
        }
        JobSpec::RaceExact {
            algorithms,
            params,
            mus,
        } => {
            let job = ExactCurves::new(algorithms, params, mus).map_err(|e| e.to_string())?;
            (Box::new(Adapt(job, JobOutput::RaceExact)), 1)
        }
        JobSpec::RaceMc {
            algorithms,
            params,
            mus,
            seed,
            first,
            runs,
            precision,
        } => {
            let job = McCurves::new(
                algorithms,
                *params,
                mus.clone(),
                Seed(*seed),
                *first,
                *runs,
                *precision,
            )
            .map_err(|e| e.to_string())?;
            (Box::new(Adapt(job, JobOutput::RaceMc)), 1)
        }
    })
}

/// The worker: at most one job at a time per page connection.
pub struct JobWorker {
    job: Option<(Box<dyn AnyJob>, u64, HandlerId, f64)>,
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
    type Output = WorkerOutput;

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
        let Some((job, unit, id, started)) = self.job.as_mut() else {
            return;
        };
        let t0 = now_ms();
        let mut unit_budget = *unit;
        loop {
            if let Some(output) = job.step(unit_budget) {
                let millis = now_ms() - *started;
                let id = *id;
                self.job = None;
                scope.respond(id, WorkerOutput::Done { output, millis });
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
        *unit = unit_budget.max(1);
        scope.respond(*id, WorkerOutput::Progress(job.progress(), job.detail()));
        self.schedule(scope);
    }

    fn received(&mut self, scope: &WorkerScope<Self>, input: WorkerInput, id: HandlerId) {
        self.generation += 1;
        match input {
            WorkerInput::Start(spec) => match build(&spec) {
                Ok((job, unit)) => {
                    scope.respond(id, WorkerOutput::Progress(job.progress(), job.detail()));
                    self.job = Some((job, unit, id, now_ms()));
                    self.schedule(scope);
                }
                Err(message) => {
                    self.job = None;
                    scope.respond(id, WorkerOutput::Failed(message));
                }
            },
            WorkerInput::Cancel => {
                if self.job.take().is_some() {
                    scope.respond(id, WorkerOutput::Cancelled);
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
    bridge: Rc<WorkerBridge<JobWorker>>,
}

impl JobHandle {
    /// Starts `spec` in the worker (replacing a running job).
    pub fn start(&self, spec: JobSpec) {
        self.state.set(JobState::Running(None));
        self.detail.set(None);
        self.bridge.send(WorkerInput::Start(spec));
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
    let setter = state.setter();
    let detail_setter = detail.setter();
    let bridge = use_memo((), move |_| {
        JobWorker::spawner()
            .callback(move |out: WorkerOutput| {
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
            .spawn_with_loader("/worker_loader.js")
    });
    JobHandle {
        state,
        detail,
        bridge,
    }
}

/// Several workers driven together (one per core): their states, and how to drive them.
#[derive(Clone)]
pub struct JobPool {
    /// The state of each worker's job.
    pub states: Rc<Vec<JobState>>,
    bridges: Rc<Vec<WorkerBridge<JobWorker>>>,
    reset: Callback<usize>,
}

impl JobPool {
    /// Number of workers.
    pub fn len(&self) -> usize {
        self.bridges.len()
    }

    /// Never true: a pool has at least one worker.
    pub fn is_empty(&self) -> bool {
        self.bridges.is_empty()
    }

    /// Starts `spec` on worker `i`.
    pub fn start(&self, i: usize, spec: JobSpec) {
        self.reset.emit(i);
        self.bridges[i].send(WorkerInput::Start(spec));
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
    let bridges = {
        let dispatcher = dispatcher.clone();
        use_memo(n, move |&n| {
            (0..n)
                .map(|i| {
                    let dispatcher = dispatcher.clone();
                    JobWorker::spawner()
                        .callback(move |out: WorkerOutput| {
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
                        .spawn_with_loader("/worker_loader.js")
                })
                .collect::<Vec<_>>()
        })
    };
    let reset =
        Callback::from(move |i: usize| dispatcher.dispatch(PoolUpdate(i, JobState::Running(None))));
    JobPool {
        states: Rc::new(states.0.clone()),
        bridges,
        reset,
    }
}
