//! The catalogue of the jobs the browser's worker runs: what a page may ask for
//! ([`JobSpec`]), how each request becomes a step-based job with the core's validation and
//! limits ([`start`]), and what comes back ([`JobOutput`], with optional live [`JobDetail`]).
//!
//! It is core code, compiled and tested natively, so that every request a page can make is
//! checked by `cargo test`; the worker (`web::worker`) only owns the loop, the clock and the
//! messages. Benchmarks need a clock, which the core never reads: the caller passes one
//! ([`Clock`]). A new lab adds its variants to [`JobSpec`] and [`JobOutput`] and one arm to
//! [`start`].

use serde::{Deserialize, Serialize};

use super::{Job, Progress};
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
use crate::games::loa::bench::{
    BenchConfig as LoaBenchConfig, BenchReport as LoaBenchReport, LoaBench as LoaBenchJob,
};
use crate::games::loa::search::{AlphaBeta, Analysis, Limits as LoaLimits};
use crate::games::loa::solve::{Method as LoaMethod, Solve, Solved};
use crate::games::loa::{Loa, Move as LoaMove, Rules as LoaRules};
use crate::games::love_letter::bench::{
    BenchConfig as LoveLetterBenchConfig, BenchReport as LoveLetterBenchReport, LoveLetterBench,
};
use crate::games::love_letter::tournament::{Duel, TournamentGame, TournamentJob};
use crate::games::rrrats::exact::{BestResponseRounds, ExactError, ResponseRound};
use crate::games::rrrats::{RatsPolicy, RatsRules};
use crate::games::ticket_to_ride::bench::{BenchReport as TtrBenchReport, TtrBench};
use crate::games::ticket_to_ride::experiment::{experiment_game, AgentKind, GameResult};
use crate::games::ticket_to_ride::nn::{EpochReport, Network, TrainConfig, TrainOutcome, Training};
use crate::games::tictactoe::{FullTree, TicTacToe, TreeStats, VerifyAll, VerifyReport};
use crate::racing::curves::{CurvePoint, ExactCurves, McCurves};
use crate::racing::montecarlo::McTally;
use crate::racing::race::{PrecisionStop, Race, RaceOutcome, TestRecord};
use crate::racing::theory::{Calibrate, Calibration};
use crate::racing::{Algorithm, ParamError, Params};
use crate::rng::Seed;

/// Milliseconds from some fixed start: the worker's `performance.now()`, or a native clock.
pub type Clock = fn() -> f64;

/// The most timed repetitions of the tic-tac-toe benchmark a page may ask for.
pub const MAX_TTT_BENCH_REPS: u32 = 100;
/// The most simulated races per sampling method in the racing benchmark.
pub const MAX_RACE_BENCH_RUNS: u64 = 10_000;
/// The most rounds of exact iterated best responses in Rrrats!.
pub const MAX_BEST_RESPONSE_ROUNDS: u32 = 50;
/// The most evaluation games of an optimiser run in the browser (the command line has no limit).
pub const MAX_EVAL_GAMES: u64 = 10_000_000;
/// The fewest and most fast-simulator games per game in the games-per-second benchmark.
pub const GAMES_BENCH_RANGE: (u64, u64) = (100, 10_000_000);

/// The deepest perft of the Lines of Action benchmark in the browser.
pub const MAX_LOA_BENCH_PERFT: u32 = 5;

/// The most nodes one Lines of Action search or solve may be given in the browser.
pub const MAX_LOA_NODES: u64 = 200_000_000;

/// A Lines of Action game as the page sends it: the position it started from (position
/// text), the moves played since (the repetition rule needs them), and the rules.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoaGame {
    /// The start position, in position text.
    pub start: String,
    /// The moves played from it.
    pub moves: Vec<LoaMove>,
    /// The rules.
    pub rules: LoaRules,
}

impl LoaGame {
    /// The game these moves make, or why they do not make one.
    pub fn build(&self) -> Result<Loa, String> {
        let board = crate::games::loa::text::parse_position(&self.start)
            .map_err(|e| format!("start position: {e}"))?;
        let mut game = Loa::from_board(board, self.rules);
        for (i, &mv) in self.moves.iter().enumerate() {
            crate::game::State::try_apply(&mut game, mv)
                .map_err(|e| format!("move {} ({mv}): {}", i + 1, e.reason))?;
        }
        Ok(game)
    }
}

fn check_loa_nodes(max_nodes: u64) -> Result<(), String> {
    if max_nodes == 0 || max_nodes > MAX_LOA_NODES {
        return Err(format!("the node budget must be 1–{MAX_LOA_NODES}"));
    }
    Ok(())
}

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
    /// Lines of Action: solve the game's current position.
    LoaSolve {
        /// The game.
        game: LoaGame,
        /// The solver.
        method: LoaMethod,
        /// The node budget.
        max_nodes: u64,
    },
    /// The Lines of Action benchmark (perft, search speed, the solvers on the suite).
    LoaBench {
        /// Its settings.
        config: LoaBenchConfig,
    },
    /// Lines of Action: iterative-deepening alpha-beta from the game's current position.
    LoaSearch {
        /// The game.
        game: LoaGame,
        /// The node budget.
        max_nodes: u64,
        /// The deepest iteration (none: until the budget or a proven result).
        max_depth: Option<u32>,
    },
    /// Love Letter: the games `first, first + stride, …` (`count`) of a round-robin tournament.
    LoveLetterTournament {
        /// The lineup (agent names).
        agents: Vec<String>,
        /// Seats per table (2–4).
        players: usize,
        /// The tournament's seed.
        seed: u64,
        /// ISMCTS iterations per decision.
        iterations: u32,
        /// The first game index.
        first: u64,
        /// The step between game indices.
        stride: u64,
        /// How many games.
        count: u64,
    },
    /// Love Letter: a race between two agents over whole 2-player games.
    LoveLetterRace {
        /// Player 1's agent.
        a: String,
        /// Player 2's agent.
        b: String,
        /// ISMCTS iterations per decision.
        iterations: u32,
        /// The games' seed.
        seed: u64,
        /// The race.
        algorithm: Algorithm,
        /// ε, δ, tests, cap.
        params: Params,
    },
    /// The Love Letter benchmark.
    LoveLetterBench {
        /// Its settings.
        config: LoveLetterBenchConfig,
    },
    /// Ticket to Ride: part of an experiment as the command line runs it (`gamelab ttr
    /// experiment`) — `games` games per table size, game `i` at `p` players dealt with
    /// `seed.derive(p).derive(i)`, every seat played by `agent`. The experiment's items (table
    /// size, game) are listed size by size; this request plays items `first, first + stride, …`.
    TtrExperiment {
        /// `algo`, `nn` or `random`.
        agent: String,
        /// The network of `nn` (the page's; required for `nn`).
        network: Option<Network>,
        /// The table sizes (each 2–5, at most once).
        players: Vec<usize>,
        /// Games per table size.
        games: u64,
        /// The experiment's seed.
        seed: u64,
        /// The first item.
        first: u64,
        /// The step between items.
        stride: u64,
    },
    /// Ticket to Ride: train the network player ([`Training`]), reporting every epoch.
    TtrTrain {
        /// What to train and how.
        config: TrainConfig,
    },
    /// The Ticket to Ride benchmark: games per second per player count.
    TtrBench {
        /// Games per stage (1–100 000).
        games: u64,
    },
}

/// Live state some jobs report with each progress message.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum JobDetail {
    /// A Lines of Action solve: its state so far (the root's proof and disproof numbers).
    LoaSolve(Solved),
    /// A Lines of Action search: its last completed iteration and the depth being searched.
    LoaSearch {
        /// The last completed iteration.
        completed: Analysis,
        /// The depth of the iteration under way.
        searching: u32,
    },
    /// A Love Letter race so far.
    LoveLetterRace(RaceState),
    /// A Ticket to Ride training: the epochs finished so far.
    TtrTrain(Vec<EpochReport>),
    /// An optimiser run: its state, and whether the evaluation has started.
    Evolve {
        /// The optimiser's state.
        status: EvolveStatus,
        /// True once the found strategy is being evaluated.
        evaluating: bool,
    },
}

/// A race's state for the page: games, player 1's wins, and the latest test.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RaceState {
    /// Games played.
    pub games: u64,
    /// Player 1's wins.
    pub wins: u64,
    /// The tests so far (thinned).
    pub trace: Vec<TestRecord>,
}

/// What a finished job produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum JobOutput {
    /// From [`JobSpec::TttFullTree`].
    TttStats(TreeStats),
    /// From [`JobSpec::TttVerifyAll`].
    TttVerify(VerifyReport),
    /// From [`JobSpec::TttBench`].
    TttBench(Vec<BenchRow>),
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
    /// From [`JobSpec::LoaSearch`].
    LoaAnalysis(Analysis),
    /// From [`JobSpec::LoaSolve`].
    LoaSolved(Solved),
    /// From [`JobSpec::LoaBench`].
    LoaBench(LoaBenchReport),
    /// From [`JobSpec::LoveLetterTournament`]: each game with its index.
    LoveLetterGames(Vec<(u64, TournamentGame)>),
    /// From [`JobSpec::LoveLetterRace`]: the outcome and the tests.
    LoveLetterRace(RaceOutcome, RaceState),
    /// From [`JobSpec::LoveLetterBench`].
    LoveLetterBench(LoveLetterBenchReport),
    /// From [`JobSpec::TtrExperiment`]: each game's result (with its index).
    TtrGames(Vec<GameResult>),
    /// From [`JobSpec::TtrTrain`]: the trained network, its epochs and its data.
    TtrTrained(Box<TrainOutcome>),
    /// From [`JobSpec::TtrBench`].
    TtrBench(TtrBenchReport),
}

/// A job of the catalogue, whatever its kind: steps that end in a [`JobOutput`].
pub trait CatalogueJob {
    /// Runs about `budget` units; the output when finished.
    fn step(&mut self, budget: u64) -> Option<JobOutput>;
    /// How far the job has come.
    fn progress(&self) -> Progress;
    /// The job's live state, for jobs that report one.
    fn detail(&self) -> Option<JobDetail> {
        None
    }
}

/// A job ready to run, with the unit budget its first slice should try.
pub struct Started {
    /// The job.
    pub job: Box<dyn CatalogueJob>,
    /// Units for the first slice (the worker then adapts it to the slice time).
    pub initial_budget: u64,
}

struct RunJob(OptimiseRun);

impl CatalogueJob for RunJob {
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

struct LoaSearchJob(AlphaBeta);

impl CatalogueJob for LoaSearchJob {
    fn step(&mut self, budget: u64) -> Option<JobOutput> {
        self.0.step(budget).map(JobOutput::LoaAnalysis)
    }
    fn progress(&self) -> Progress {
        self.0.progress()
    }
    fn detail(&self) -> Option<JobDetail> {
        Some(JobDetail::LoaSearch {
            completed: self.0.completed().clone(),
            searching: self.0.current_depth(),
        })
    }
}

struct LoaSolveJob(Solve);

impl CatalogueJob for LoaSolveJob {
    fn step(&mut self, budget: u64) -> Option<JobOutput> {
        self.0.step(budget).map(JobOutput::LoaSolved)
    }
    fn progress(&self) -> Progress {
        self.0.progress()
    }
    fn detail(&self) -> Option<JobDetail> {
        Some(JobDetail::LoaSolve(self.0.snapshot()))
    }
}

struct LoveLetterRaceJob(Race<Duel>);

impl LoveLetterRaceJob {
    fn state(&self) -> RaceState {
        RaceState {
            games: self.0.games(),
            wins: self.0.wins(),
            trace: self.0.trace().to_vec(),
        }
    }
}

impl CatalogueJob for LoveLetterRaceJob {
    fn step(&mut self, budget: u64) -> Option<JobOutput> {
        // Whole tests at a time: a square schedule's test may be many games past the budget.
        let out = Job::step(&mut self.0, budget)?;
        Some(JobOutput::LoveLetterRace(out, self.state()))
    }
    fn progress(&self) -> Progress {
        Job::progress(&self.0)
    }
    fn detail(&self) -> Option<JobDetail> {
        Some(JobDetail::LoveLetterRace(self.state()))
    }
}

/// The most games per table size of one Ticket to Ride experiment.
pub const MAX_TTR_EXPERIMENT_GAMES: u64 = 100_000;

/// Items `first, first + stride, …` of a Ticket to Ride experiment, one unit per game.
struct TtrExperimentJob {
    kind: AgentKind,
    players: Vec<usize>,
    games: u64,
    seed: Seed,
    next: u64,
    stride: u64,
    results: Vec<GameResult>,
}

impl TtrExperimentJob {
    fn items(&self) -> u64 {
        self.players.len() as u64 * self.games
    }
}

impl CatalogueJob for TtrExperimentJob {
    fn step(&mut self, budget: u64) -> Option<JobOutput> {
        for _ in 0..budget.max(1) {
            if self.next >= self.items() {
                break;
            }
            let p = self.players[(self.next / self.games) as usize];
            let i = self.next % self.games;
            // Each table size has its own stream of deals, as on the command line.
            self.results.push(experiment_game(
                &self.kind,
                p,
                self.seed.derive(p as u64),
                i,
            ));
            self.next += self.stride;
        }
        (self.next >= self.items()).then(|| JobOutput::TtrGames(self.results.clone()))
    }
    fn progress(&self) -> Progress {
        let done = self.results.len() as u64;
        let total = self.items().div_ceil(self.stride).max(1);
        Progress {
            done,
            total: Some(total),
            fraction: done as f64 / total as f64,
            unit: "games".into(),
        }
    }
}

/// A network's training, reporting its epochs.
struct TtrTrainJob(Training);

impl CatalogueJob for TtrTrainJob {
    fn step(&mut self, budget: u64) -> Option<JobOutput> {
        Job::step(&mut self.0, budget).map(|o| JobOutput::TtrTrained(Box::new(o)))
    }
    fn progress(&self) -> Progress {
        Job::progress(&self.0)
    }
    fn detail(&self) -> Option<JobDetail> {
        Some(JobDetail::TtrTrain(self.0.epochs().to_vec()))
    }
}

/// The most games a Love Letter race may play in the browser.
pub const MAX_LOVE_LETTER_RACE_GAMES: u64 = 1_000_000;

struct Adapt<J, F>(J, F);

impl<J: Job, F: Fn(J::Output) -> JobOutput> CatalogueJob for Adapt<J, F> {
    fn step(&mut self, budget: u64) -> Option<JobOutput> {
        self.0.step(budget).map(&self.1)
    }
    fn progress(&self) -> Progress {
        self.0.progress()
    }
}

fn check_eval_games(games: u64) -> Result<(), String> {
    if games == 0 || games > MAX_EVAL_GAMES {
        return Err("evaluation games must be 1–10 000 000".to_string());
    }
    Ok(())
}

/// Validates `spec` with the core's checks and builds its job; `clock` times benchmarks.
pub fn start(spec: &JobSpec, clock: Clock) -> Result<Started, String> {
    let (job, initial_budget): (Box<dyn CatalogueJob>, u64) = match spec {
        JobSpec::TttFullTree { board } => {
            let start = TicTacToe::parse(board).map_err(|e| e.to_string())?;
            (
                Box::new(Adapt(FullTree::new(start), JobOutput::TttStats)),
                2_000,
            )
        }
        JobSpec::TttVerifyAll => (Box::new(Adapt(VerifyAll::new(), JobOutput::TttVerify)), 4),
        JobSpec::TttBench { reps } => {
            if *reps == 0 || *reps > MAX_TTT_BENCH_REPS {
                return Err(format!("repetitions must be 1–{MAX_TTT_BENCH_REPS}"));
            }
            (
                Box::new(Adapt(
                    TicTacToeBench::new(*reps, Box::new(clock)),
                    JobOutput::TttBench,
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
                BlottoBench::new(Box::new(clock)),
                JobOutput::BlottoBench,
            )),
            1,
        ),
        JobSpec::RaceBench { runs } => {
            if *runs == 0 || *runs > MAX_RACE_BENCH_RUNS {
                return Err("runs must be 1–10 000".to_string());
            }
            (
                Box::new(Adapt(
                    RaceBench::new(*runs, Box::new(clock)),
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
            let job = NashBench::new(*max, Seed(*seed), Box::new(clock))?;
            (Box::new(Adapt(job, JobOutput::NashBench)), 200)
        }
        JobSpec::Optimise {
            config,
            run,
            eval_games,
            eval_seed,
        } => {
            check_eval_games(*eval_games)?;
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
            check_eval_games(*eval_games)?;
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
            if *rounds == 0 || *rounds > MAX_BEST_RESPONSE_ROUNDS {
                return Err(format!("rounds must be 1–{MAX_BEST_RESPONSE_ROUNDS}"));
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
            let (fewest, most) = GAMES_BENCH_RANGE;
            if *games < fewest || *games > most {
                return Err("games must be 100–10 000 000".to_string());
            }
            (
                Box::new(Adapt(
                    GamesBench::new(*games, Box::new(clock)),
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
        JobSpec::LoaSolve {
            game,
            method,
            max_nodes,
        } => {
            check_loa_nodes(*max_nodes)?;
            let game = game.build()?;
            (
                Box::new(LoaSolveJob(Solve::new(&game, *method, *max_nodes))),
                20_000,
            )
        }
        JobSpec::LoaBench { config } => {
            if !(3..=MAX_LOA_BENCH_PERFT).contains(&config.perft_depth) {
                return Err(format!("perft depth must be 3–{MAX_LOA_BENCH_PERFT}"));
            }
            check_loa_nodes(config.search_nodes.max(10))?;
            check_loa_nodes(config.suite_nodes)?;
            (
                Box::new(Adapt(
                    LoaBenchJob::new(*config, Box::new(clock)),
                    JobOutput::LoaBench,
                )),
                1,
            )
        }
        JobSpec::LoaSearch {
            game,
            max_nodes,
            max_depth,
        } => {
            check_loa_nodes(*max_nodes)?;
            let game = game.build()?;
            let limits = LoaLimits {
                max_depth: *max_depth,
                max_nodes: *max_nodes,
            };
            (
                Box::new(LoaSearchJob(AlphaBeta::new(&game, limits))),
                20_000,
            )
        }
        JobSpec::LoveLetterTournament {
            agents,
            players,
            seed,
            iterations,
            first,
            stride,
            count,
        } => (
            Box::new(Adapt(
                TournamentJob::new(
                    agents,
                    *players,
                    Seed(*seed),
                    *iterations,
                    (*first, *stride, *count),
                )?,
                JobOutput::LoveLetterGames,
            )),
            1,
        ),
        JobSpec::LoveLetterRace {
            a,
            b,
            iterations,
            seed,
            algorithm,
            params,
        } => {
            if params.cap == 0 || params.cap > MAX_LOVE_LETTER_RACE_GAMES {
                return Err(format!(
                    "the most games must be 1–{MAX_LOVE_LETTER_RACE_GAMES}"
                ));
            }
            let duel = Duel::new(a, b, Seed(*seed), *iterations)?;
            let race = Race::new(*algorithm, params, duel, 400).map_err(|e| e.to_string())?;
            (Box::new(LoveLetterRaceJob(race)), 1)
        }
        JobSpec::LoveLetterBench { config } => {
            config.check()?;
            (
                Box::new(Adapt(
                    LoveLetterBench::new(*config, Box::new(clock)),
                    JobOutput::LoveLetterBench,
                )),
                1,
            )
        }
        JobSpec::TtrExperiment {
            agent,
            network,
            players,
            games,
            seed,
            first,
            stride,
        } => {
            let kind = match (agent.as_str(), network) {
                ("algo", _) => AgentKind::Algo,
                ("random", _) => AgentKind::Random,
                ("nn", Some(n)) => AgentKind::Nn(std::sync::Arc::new(n.clone())),
                ("nn", None) => return Err("the nn agent needs a network".to_string()),
                (other, _) => return Err(format!("unknown agent {other:?}: algo, nn or random")),
            };
            let mut sizes = players.clone();
            sizes.sort_unstable();
            sizes.dedup();
            if players.is_empty()
                || sizes.len() != players.len()
                || players.iter().any(|p| !(2..=5).contains(p))
            {
                return Err(format!(
                    "players must be table sizes 2–5, each at most once, not {players:?}"
                ));
            }
            if *games == 0 || *games > MAX_TTR_EXPERIMENT_GAMES {
                return Err(format!(
                    "games must be 1–{MAX_TTR_EXPERIMENT_GAMES} per table size"
                ));
            }
            if *stride == 0 {
                return Err("the stride must be at least 1".to_string());
            }
            (
                Box::new(TtrExperimentJob {
                    kind,
                    players: players.clone(),
                    games: *games,
                    seed: Seed(*seed),
                    next: *first,
                    stride: *stride,
                    results: Vec::new(),
                }),
                1,
            )
        }
        JobSpec::TtrTrain { config } => (Box::new(TtrTrainJob(Training::new(config.clone())?)), 1),
        JobSpec::TtrBench { games } => (
            Box::new(Adapt(
                TtrBench::new(*games, Box::new(clock))?,
                JobOutput::TtrBench,
            )),
            1,
        ),
    };
    Ok(Started {
        job,
        initial_budget,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evolve::Budget;
    use crate::games::matrix::{nfg, MatrixPreset};
    use crate::games::war::WarRules;

    fn fake_clock() -> f64 {
        0.0
    }

    /// Runs `spec` to the end in small slices, as the worker would.
    fn finish(spec: JobSpec) -> JobOutput {
        let Started {
            mut job,
            initial_budget,
        } = start(&spec, fake_clock).unwrap_or_else(|e| panic!("{spec:?}: {e}"));
        assert!(initial_budget >= 1);
        loop {
            if let Some(output) = job.step(initial_budget) {
                return output;
            }
        }
    }

    fn rejected(spec: JobSpec) -> String {
        match start(&spec, fake_clock) {
            Ok(_) => panic!("{spec:?} was accepted"),
            Err(e) => e,
        }
    }

    #[test]
    fn every_kind_of_request_runs_to_its_output() {
        let rats = RatsRules::default();
        let war = GameConfig::War(WarRules::default());
        let template = EvolveConfig::new(war, Optimiser::Iterative, Budget::Mutations(2), Seed(1));
        let outputs = [
            finish(JobSpec::TttFullTree {
                board: "XXO.X.O..".into(),
            }),
            finish(JobSpec::BlottoSolve {
                game: Blotto::new(3, 5, 4).unwrap(),
                method: BlottoMethod::DoubleOracle,
            }),
            finish(JobSpec::BlottoCurves {
                families: vec![(3, 4)],
                a_max: 5,
            }),
            finish(JobSpec::Equilibria {
                nfg: nfg::write_game(&MatrixPreset::BattleOfTheSexes.game()),
            }),
            finish(JobSpec::NashBench { max: 3, seed: 1 }),
            finish(JobSpec::Optimise {
                config: template,
                run: 0,
                eval_games: 500,
                eval_seed: 2,
            }),
            finish(JobSpec::OptimiseBatch {
                template,
                optimisers: vec![Optimiser::Iterative],
                runs: vec![0, 1],
                eval_games: 200,
            }),
            finish(JobSpec::HeadToHead {
                game: war,
                p1: Policy::parse(&war, "desc").unwrap(),
                p2: Policy::parse(&war, "asc").unwrap(),
                games: 300,
                seed: 3,
            }),
            finish(JobSpec::RatsBestResponses {
                rules: rats,
                start: RatsPolicy::stop_at(2),
                rounds: 1,
            }),
            finish(JobSpec::GamesBench { games: 100 }),
            finish(JobSpec::RaceCalibrate {
                mu: 0.55,
                alpha: 0.05,
                eps: 0.01,
            }),
            finish(JobSpec::RaceExact {
                algorithms: vec![Algorithm::Hoeffding],
                params: Params::default(),
                mus: vec![0.6],
            }),
            finish(JobSpec::RaceMc {
                algorithms: vec![Algorithm::Hoeffding],
                params: Params::default(),
                mus: vec![0.6],
                seed: 1,
                first: 0,
                runs: 20,
                precision: PrecisionStop::On,
            }),
            finish(JobSpec::LoaSearch {
                game: LoaGame {
                    start: crate::games::loa::text::START_TEXT.into(),
                    moves: vec![],
                    rules: LoaRules::default(),
                },
                max_nodes: 5_000,
                max_depth: None,
            }),
            finish(JobSpec::LoaSolve {
                game: LoaGame {
                    start: "8/8/8/8/8/8/5w2/bb3w2 b".into(),
                    moves: vec![],
                    rules: LoaRules::default(),
                },
                method: LoaMethod::Dfpn,
                max_nodes: 5_000,
            }),
            finish(JobSpec::LoveLetterTournament {
                agents: vec!["random".into(), "greedy".into(), "greedy-memory".into()],
                players: 2,
                seed: 3,
                iterations: 10,
                first: 1,
                stride: 2,
                count: 5,
            }),
            finish(JobSpec::LoveLetterRace {
                a: "greedy".into(),
                b: "random".into(),
                iterations: 10,
                seed: 1,
                algorithm: Algorithm::Hoeffding,
                params: Params::default(),
            }),
            finish(JobSpec::LoveLetterBench {
                config: LoveLetterBenchConfig {
                    rounds: 100,
                    iterations: 10,
                    decisions: 1,
                    games: 1,
                    ismcts_games: 1,
                },
            }),
            finish(JobSpec::TtrExperiment {
                agent: "algo".into(),
                network: None,
                players: vec![2],
                games: 6,
                seed: 4,
                first: 1,
                stride: 2,
            }),
            finish(JobSpec::TtrTrain {
                config: tiny_training(),
            }),
            finish(JobSpec::TtrBench { games: 1 }),
        ];
        assert!(matches!(&outputs[18], JobOutput::TtrGames(g)
            if g.iter().map(|r| r.index).collect::<Vec<_>>() == [1, 3, 5]
                && g.iter().all(|r| r.players == 2)));
        assert!(matches!(&outputs[19], JobOutput::TtrTrained(o)
            if o.epochs.len() == 2 && o.network.parameters() > 0));
        assert!(matches!(&outputs[20], JobOutput::TtrBench(r) if r.rows.len() == 4));
        assert!(matches!(&outputs[15], JobOutput::LoveLetterGames(g)
            if g.iter().map(|(i, _)| *i).collect::<Vec<_>>() == [1, 3, 5, 7, 9]));
        // Greedy beats random (83% of games): the race says so.
        assert!(matches!(&outputs[16], JobOutput::LoveLetterRace(o, s)
            if o.winner == crate::racing::race::Winner::P1 && s.games == o.games && !s.trace.is_empty()));
        assert!(matches!(&outputs[17], JobOutput::LoveLetterBench(r) if r.pairings.len() == 5));
        assert!(matches!(&outputs[0], JobOutput::TttStats(_)));
        assert!(
            matches!(&outputs[13], JobOutput::LoaAnalysis(a) if a.best.is_some() && a.nodes <= 5_000)
        );
        assert!(matches!(&outputs[1], JobOutput::BlottoSolved(Ok(_))));
        assert!(matches!(&outputs[3], JobOutput::Equilibria(e) if e.extreme.len() == 3));
        assert!(matches!(&outputs[6], JobOutput::Batch(b) if b.len() == 2));
        assert!(matches!(&outputs[10], JobOutput::Calibration(Ok(c)) if c.tests == 17));
        assert!(matches!(&outputs[12], JobOutput::RaceMc(t) if t[0].1[0].runs == 20));
        // The long ones start (they are run to the end by the benchmarks and e2e tests).
        for spec in [
            JobSpec::TttVerifyAll,
            JobSpec::TttBench { reps: 1 },
            JobSpec::BlottoBench,
            JobSpec::RaceBench { runs: 10 },
            JobSpec::LoaBench {
                config: LoaBenchConfig::default(),
            },
        ] {
            assert!(start(&spec, fake_clock).is_ok(), "{spec:?}");
        }
    }

    /// The smallest training the page offers: a few teacher games, 2 epochs.
    fn tiny_training() -> TrainConfig {
        TrainConfig {
            games_per_count: 2,
            player_counts: vec![2],
            epochs: 2,
            batch: 50,
            eval_games: 1,
            ..TrainConfig::default()
        }
    }

    #[test]
    fn ticket_to_ride_jobs_split_like_one_run_report_epochs_and_refuse_bad_requests() {
        let experiment = |first, stride, network: Option<Network>| JobSpec::TtrExperiment {
            agent: if network.is_some() { "nn" } else { "algo" }.into(),
            network,
            players: vec![3, 2],
            games: 3,
            seed: 9,
            first,
            stride,
        };
        let games = |spec| match finish(spec) {
            JobOutput::TtrGames(g) => g,
            other => panic!("{other:?}"),
        };
        let key = |r: &GameResult| (r.players, r.index);
        let mut whole = games(experiment(0, 1, None));
        let mut split = games(experiment(0, 2, None));
        split.extend(games(experiment(1, 2, None)));
        whole.sort_by_key(key);
        split.sort_by_key(key);
        assert_eq!(whole, split);
        assert_eq!(whole.len(), 6);
        // Game i at p players is the command line's: dealt from seed.derive(p), index i.
        assert_eq!(
            whole[4],
            experiment_game(&AgentKind::Algo, 3, Seed(9).derive(3), 1)
        );
        let tiny = crate::games::ticket_to_ride::nn::Network::new(Seed(1));
        assert_eq!(games(experiment(0, 5, Some(tiny))).len(), 2);
        // The training reports its epochs as it goes.
        let Started { mut job, .. } = start(
            &JobSpec::TtrTrain {
                config: tiny_training(),
            },
            fake_clock,
        )
        .unwrap();
        let mut seen = 0;
        while job.step(1).is_none() {
            if let Some(JobDetail::TtrTrain(e)) = job.detail() {
                assert!(e.len() >= seen);
                seen = e.len();
            }
        }
        assert!(seen >= 1, "epochs are reported before the end");
        assert!(matches!(job.detail(), Some(JobDetail::TtrTrain(e)) if e.len() == 2));
        assert!(rejected(JobSpec::TtrExperiment {
            agent: "algo".into(),
            network: None,
            players: vec![2],
            games: 0,
            seed: 1,
            first: 0,
            stride: 1
        })
        .contains("games"));
        assert!(rejected(JobSpec::TtrExperiment {
            agent: "nn".into(),
            network: None,
            players: vec![2],
            games: 1,
            seed: 1,
            first: 0,
            stride: 1
        })
        .contains("network"));
        for players in [vec![6], vec![2, 2], vec![]] {
            assert!(rejected(JobSpec::TtrExperiment {
                agent: "algo".into(),
                network: None,
                players,
                games: 1,
                seed: 1,
                first: 0,
                stride: 1
            })
            .contains("2–5"));
        }
        assert!(rejected(JobSpec::TtrBench { games: 0 }).contains("games"));
        assert!(rejected(JobSpec::TtrTrain {
            config: TrainConfig {
                epochs: 0,
                ..tiny_training()
            }
        })
        .contains("epochs"));
    }

    #[test]
    fn requests_outside_the_core_limits_are_refused_with_a_reason() {
        assert!(rejected(JobSpec::TttFullTree {
            board: "XXX......".into()
        })
        .contains("X"));
        assert!(rejected(JobSpec::TttBench {
            reps: MAX_TTT_BENCH_REPS + 1
        })
        .contains("1–100"));
        assert!(rejected(JobSpec::RaceBench {
            runs: MAX_RACE_BENCH_RUNS + 1
        })
        .contains("runs"));
        assert!(rejected(JobSpec::RatsBestResponses {
            rules: RatsRules::default(),
            start: RatsPolicy::stop_at(2),
            rounds: MAX_BEST_RESPONSE_ROUNDS + 1,
        })
        .contains("1–50"));
        assert!(rejected(JobSpec::GamesBench { games: 99 }).contains("games"));
        assert!(rejected(JobSpec::LoveLetterTournament {
            agents: vec!["random".into(), "wizard".into()],
            players: 2,
            seed: 1,
            iterations: 10,
            first: 0,
            stride: 1,
            count: 10,
        })
        .contains("wizard"));
        assert!(rejected(JobSpec::LoveLetterRace {
            a: "greedy".into(),
            b: "random".into(),
            iterations: 0,
            seed: 1,
            algorithm: Algorithm::Hoeffding,
            params: Params::default(),
        })
        .contains("iterations"));
        let loa = |start: &str, moves: Vec<LoaMove>| LoaGame {
            start: start.into(),
            moves,
            rules: LoaRules::default(),
        };
        let start_text = crate::games::loa::text::START_TEXT;
        assert!(rejected(JobSpec::LoaSearch {
            game: loa(start_text, vec![]),
            max_nodes: MAX_LOA_NODES + 1,
            max_depth: None,
        })
        .contains("node budget"));
        assert!(rejected(JobSpec::LoaSearch {
            game: loa("8/8 b", vec![]),
            max_nodes: 10,
            max_depth: None,
        })
        .contains("start position: line 1"));
        let a2a4 = LoaMove {
            from: 8,
            to: 24,
            capture: false,
        };
        assert!(rejected(JobSpec::LoaSearch {
            game: loa(start_text, vec![a2a4]),
            max_nodes: 10,
            max_depth: None,
        })
        .contains("move 1 (a2-a4)"));
        let template = EvolveConfig::new(
            GameConfig::Rrrats(RatsRules::default()),
            Optimiser::Iterative,
            Budget::Mutations(1),
            Seed(1),
        );
        assert!(rejected(JobSpec::Optimise {
            config: template,
            run: 0,
            eval_games: MAX_EVAL_GAMES + 1,
            eval_seed: 1,
        })
        .contains("1–10 000 000"));
        assert!(rejected(JobSpec::Equilibria {
            nfg: "NFG 2".into()
        })
        .contains("line 1"));
        assert!(!rejected(JobSpec::RaceCalibrate {
            mu: 0.5,
            alpha: 0.05,
            eps: 0.01
        })
        .is_empty());
    }
}
