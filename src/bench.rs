//! Benchmarks that check correctness while they time, shared by the CLI (native) and the
//! worker (wasm).
//!
//! The core never reads the clock: the caller passes one (`std::time::Instant` natively,
//! `performance.now()` in a worker). Times are reported as ratios against a baseline measured
//! in the same run, never as absolute thresholds.

use serde::{Deserialize, Serialize};

use crate::equilibrium::EnumerationJob;
use crate::game::Player;
use crate::games::matrix::{Bimatrix, MAX_ENUMERATION};
use crate::games::tictactoe::{Mark, Payoff, TicTacToe, MINIMAX_NODES_FROM_START};
use crate::jobs::{Job, Progress};
use crate::rng::Seed;
use crate::search::alphabeta::{alphabeta, Options};
use crate::search::minimax::minimax;
use crate::search::pns::ProofSearch;

/// One row of a benchmark table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchRow {
    /// The algorithm.
    pub algorithm: String,
    /// Nodes per solve.
    pub nodes: u64,
    /// Median milliseconds per solve.
    pub millis: f64,
    /// Time relative to the baseline row (plain minimax): < 1 is faster.
    pub time_ratio: f64,
    /// Nodes relative to the baseline row.
    pub node_ratio: f64,
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

/// The shortest timed sample, in milliseconds: fast solves are repeated to fill it.
pub const MIN_SAMPLE_MS: f64 = 20.0;

/// The algorithms of [`TicTacToeBench`], in row order (the first is the baseline).
pub const TICTACTOE_ALGORITHMS: [&str; 6] = [
    "minimax",
    "alpha-beta",
    "alpha-beta + ordering",
    "alpha-beta + transposition table",
    "alpha-beta + ordering + table",
    "proof-number search (can X force a win?)",
];

/// Solves tic-tac-toe from the empty board with algorithm `index` of [`TICTACTOE_ALGORITHMS`]
/// and returns the nodes it entered.
///
/// # Panics
/// If the answer is wrong (value not a draw, or PNS proving an X win), or `index` ≥ 6.
pub fn tictactoe_solve_once(index: usize) -> u64 {
    let start = TicTacToe::new();
    match index {
        0 => {
            let r = minimax(&start, &Payoff::Seed);
            assert_eq!((r.value, r.nodes), (0, MINIMAX_NODES_FROM_START));
            r.nodes
        }
        1..=4 => {
            let r = alphabeta(&start, &Payoff::Seed, Options::ALL[index].1);
            assert_eq!(r.value, 0, "{}", TICTACTOE_ALGORITHMS[index]);
            r.nodes
        }
        5 => {
            let mut pns = ProofSearch::new(start, Player(0), |b: &TicTacToe| {
                b.winner() == Some(Mark::X)
            });
            let verdict = pns.solve().expect("no node limit");
            assert!(!verdict.proven, "X cannot force a win");
            verdict.nodes
        }
        _ => panic!("no algorithm {index}"),
    }
}

/// The full-solve benchmark as a step-based [`Job`] (one unit = one timed solve), so a worker
/// can show progress and cancel. The clock is the caller's (milliseconds).
pub struct TicTacToeBench {
    reps: u32,
    done: u32,
    now: Box<dyn Fn() -> f64>,
    samples: Vec<(u64, Vec<f64>)>,
}

impl TicTacToeBench {
    /// `reps` timed solves per algorithm, timed by `now`.
    ///
    /// # Panics
    /// If `reps == 0`.
    pub fn new(reps: u32, now: Box<dyn Fn() -> f64>) -> Self {
        assert!(reps > 0, "at least one repetition");
        TicTacToeBench {
            reps,
            done: 0,
            now,
            samples: vec![(0, Vec::new()); TICTACTOE_ALGORITHMS.len()],
        }
    }

    fn total(&self) -> u32 {
        self.reps * TICTACTOE_ALGORITHMS.len() as u32
    }

    fn rows(&self) -> Vec<BenchRow> {
        let (base_nodes, base_ms) = (
            self.samples[0].0 as f64,
            median(self.samples[0].1.clone()).max(1e-9),
        );
        self.samples
            .iter()
            .zip(TICTACTOE_ALGORITHMS)
            .map(|((nodes, times), name)| {
                let millis = median(times.clone());
                BenchRow {
                    algorithm: name.to_string(),
                    nodes: *nodes,
                    millis,
                    time_ratio: millis / base_ms,
                    node_ratio: *nodes as f64 / base_nodes,
                }
            })
            .collect()
    }
}

impl Job for TicTacToeBench {
    type Output = Vec<BenchRow>;

    fn step(&mut self, budget: u64) -> Option<Vec<BenchRow>> {
        for _ in 0..budget {
            if self.done == self.total() {
                break;
            }
            // Interleave algorithms so machine noise spreads over all of them.
            let algorithm = (self.done % TICTACTOE_ALGORITHMS.len() as u32) as usize;
            // A sample repeats the solve for at least MIN_SAMPLE_MS, so coarse clocks (a
            // browser's is 0.1 ms) still give precise per-solve times.
            let t0 = (self.now)();
            let mut solves = 0u32;
            let mut nodes;
            loop {
                nodes = tictactoe_solve_once(algorithm);
                solves += 1;
                if (self.now)() - t0 >= MIN_SAMPLE_MS {
                    break;
                }
            }
            let dt = ((self.now)() - t0) / f64::from(solves);
            self.samples[algorithm].0 = nodes;
            self.samples[algorithm].1.push(dt);
            self.done += 1;
        }
        (self.done == self.total()).then(|| self.rows())
    }

    fn progress(&self) -> Progress {
        Progress {
            done: u64::from(self.done),
            total: Some(u64::from(self.total())),
            fraction: f64::from(self.done) / f64::from(self.total()),
            unit: "solves".to_string(),
        }
    }
}

/// One measurement of the racing benchmark.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RaceBenchRow {
    /// What was measured.
    pub what: String,
    /// Work done (μ values, or simulated games).
    pub work: u64,
    /// Unit of `work`.
    pub unit: String,
    /// Milliseconds.
    pub millis: f64,
    /// Work per second.
    pub per_second: f64,
}

/// The racing benchmark as a job (one unit = one stage): the exact α(μ) curve of ILEBR* on 101
/// values of μ, then ILEBR* 2 races at μ = 0.5 simulated game by game and with binomial jumps
/// (the same number of runs each). Answers are checked: the curve's α is ½ at μ = 0.5 and
/// symmetric; every race plays at most 45 369 games.
pub struct RaceBench {
    runs: u64,
    stage: usize,
    now: Box<dyn Fn() -> f64>,
    rows: Vec<RaceBenchRow>,
}

impl RaceBench {
    /// A benchmark with `runs` simulated races per sampling method.
    pub fn new(runs: u64, now: Box<dyn Fn() -> f64>) -> Self {
        RaceBench {
            runs: runs.max(1),
            stage: 0,
            now,
            rows: Vec::new(),
        }
    }

    fn simulate(&self, sampling: crate::racing::race::Sampling) -> u64 {
        use crate::racing::race::{Bernoulli, Race};
        use crate::racing::{Algorithm, Params};
        let mut games = 0;
        for i in 0..self.runs {
            let source =
                Bernoulli::new(0.5, crate::rng::Seed(7).derive(i), sampling).expect("valid μ");
            let outcome = Race::new(Algorithm::IlebrStar2, &Params::default(), source, 0)
                .expect("defaults")
                .run();
            assert!(outcome.games <= 45_369);
            games += outcome.games;
        }
        games
    }
}

impl Job for RaceBench {
    type Output = Vec<RaceBenchRow>;

    fn step(&mut self, budget: u64) -> Option<Vec<RaceBenchRow>> {
        use crate::racing::race::Sampling;
        use crate::racing::{exact::exact, Algorithm, Params, Schedule};
        for _ in 0..budget.max(1) {
            let t0 = (self.now)();
            let (what, work, unit) = match self.stage {
                0 => {
                    let schedule =
                        Schedule::new(Algorithm::IlebrStar, &Params::default()).expect("defaults");
                    let curve: Vec<f64> = (0..=100)
                        .map(|i| {
                            exact(&schedule, f64::from(i) / 100.0)
                                .expect("square schedule")
                                .alpha
                        })
                        .collect();
                    assert!(
                        (curve[50] - 0.5).abs() < 1e-9 && (curve[40] - curve[60]).abs() < 1e-12
                    );
                    (
                        "exact α(μ) of ILEBR*, 101 values of μ".to_string(),
                        101,
                        "μ values",
                    )
                }
                1 => (
                    "ILEBR* 2 at μ = 0.5, game by game".to_string(),
                    self.simulate(Sampling::GameByGame),
                    "games",
                ),
                2 => (
                    "ILEBR* 2 at μ = 0.5, binomial jumps".to_string(),
                    self.simulate(Sampling::BinomialJumps),
                    "games",
                ),
                _ => return Some(self.rows.clone()),
            };
            let millis = ((self.now)() - t0).max(1e-6);
            self.rows.push(RaceBenchRow {
                what,
                work,
                unit: unit.to_string(),
                millis,
                per_second: work as f64 / millis * 1e3,
            });
            self.stage += 1;
        }
        (self.stage == 3).then(|| self.rows.clone())
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.stage as u64,
            total: Some(3),
            fraction: self.stage as f64 / 3.0,
            unit: "stages".to_string(),
        }
    }
}

/// The rows of the Blotto slides' timing table and the value rows the spec lists, (K, A, B);
/// the last, K = 10, A = 25, B = 30, is the double oracle's hardest.
pub const BLOTTO_ROWS: [(u32, u32, u32); 13] = [
    (10, 20, 20),
    (10, 30, 30),
    (15, 30, 30),
    (20, 30, 30),
    (10, 20, 25),
    (10, 20, 30),
    (15, 20, 25),
    (15, 20, 30),
    (15, 25, 30),
    (20, 20, 25),
    (20, 20, 30),
    (20, 25, 30),
    (10, 25, 30),
];

/// The hard region of Blotto (A and B close and large, several K) that the benchmark sweeps:
/// where the double oracle over allocations stalled.
pub const BLOTTO_SWEEP: [(u32, u32, u32); 16] = [
    (5, 40, 39),
    (10, 40, 39),
    (20, 40, 39),
    (30, 40, 39),
    (5, 50, 49),
    (10, 50, 49),
    (20, 50, 49),
    (25, 50, 49),
    (5, 60, 59),
    (10, 60, 59),
    (20, 60, 59),
    (30, 60, 59),
    (3, 60, 58),
    (10, 60, 58),
    (30, 60, 60),
    (3, 200, 199),
];

/// The benchmark's work: (method key, K, A, B) — the double oracle over allocations and the
/// partition method on the slides' rows, then the partition method on the sweep.
pub fn blotto_bench_plan() -> Vec<(&'static str, u32, u32, u32)> {
    let slides = BLOTTO_ROWS
        .iter()
        .map(|&(k, a, b)| ("double-oracle", k, a, b));
    let partitions = BLOTTO_ROWS
        .iter()
        .chain(&BLOTTO_SWEEP)
        .map(|&(k, a, b)| ("partitions", k, a, b));
    slides.chain(partitions).collect()
}

/// One row of the Blotto benchmark.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BlottoBenchRow {
    /// `double-oracle` or `partitions`.
    #[serde(default)]
    pub method: String,
    /// Fields K.
    pub fields: u32,
    /// A's units.
    pub a: u32,
    /// B's units.
    pub b: u32,
    /// The value found.
    pub value: f64,
    /// The exact value as a fraction, where the method gives one (partitions).
    #[serde(default)]
    pub value_fraction: Option<String>,
    /// Double-oracle rounds.
    pub rounds: u64,
    /// Milliseconds.
    pub millis: f64,
    /// The certificate gap (≤ 1e-9 for an exact answer).
    pub certificate_gap: f64,
}

/// [`blotto_bench_plan`] as a job (one unit = one game solved), timed by the caller's clock.
pub struct BlottoBench {
    done: usize,
    now: Box<dyn Fn() -> f64>,
    rows: Vec<BlottoBenchRow>,
}

impl BlottoBench {
    /// The benchmark.
    pub fn new(now: Box<dyn Fn() -> f64>) -> Self {
        BlottoBench {
            done: 0,
            now,
            rows: Vec::new(),
        }
    }
}

impl Job for BlottoBench {
    type Output = Vec<BlottoBenchRow>;

    fn step(&mut self, budget: u64) -> Option<Vec<BlottoBenchRow>> {
        use crate::games::blotto::solve::{double_oracle, partitions};
        use crate::games::blotto::Blotto;
        let plan = blotto_bench_plan();
        for _ in 0..budget.max(1) {
            let Some(&(method, k, a, b)) = plan.get(self.done) else {
                break;
            };
            let game = Blotto { fields: k, a, b };
            let t0 = (self.now)();
            let s = if method == "partitions" {
                partitions(&game)
            } else {
                double_oracle(&game)
            }
            .expect("the benchmark's games solve");
            let millis = (self.now)() - t0;
            assert!(
                s.certificate_gap < 1e-9,
                "({k},{a},{b}) not certified: {}",
                s.certificate_gap
            );
            self.rows.push(BlottoBenchRow {
                method: method.to_string(),
                fields: k,
                a,
                b,
                value: s.value,
                value_fraction: s.exact.as_ref().map(|e| e.value.clone()),
                rounds: s.iterations,
                millis,
                certificate_gap: s.certificate_gap,
            });
            self.done += 1;
        }
        (self.done == plan.len()).then(|| self.rows.clone())
    }

    fn progress(&self) -> Progress {
        let total = blotto_bench_plan().len();
        Progress {
            done: self.done as u64,
            total: Some(total as u64),
            fraction: self.done as f64 / total as f64,
            unit: "games".to_string(),
        }
    }
}

/// The seeded random n×n game of the equilibria benchmark: integer payoffs 0..99 for both
/// players, drawn row by row (A first, then B) from one stream, so the CLI and the browser time
/// the same games.
pub fn nash_bench_game(n: usize, rng: &mut crate::rng::GameRng) -> Bimatrix {
    Bimatrix::random_integers(n, n, 0, 99, rng)
}

/// One row of the equilibria benchmark.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NashBenchRow {
    /// Strategies per player.
    pub n: usize,
    /// Extreme equilibria found.
    pub equilibria: usize,
    /// Whether the game is degenerate.
    pub degenerate: bool,
    /// Milliseconds spent inside the enumeration's steps (the fastest of the repeats).
    pub millis: f64,
    /// Bases the reverse search visited (both polytopes).
    pub bases: u64,
    /// Vertices of both best-response polytopes.
    pub vertices: usize,
    /// Whether the pivoting outgrew 127-bit integers and went on in big integers.
    pub widened: bool,
}

/// All equilibria of the seeded random n×n games for n = `min`…`max` ([`nash_bench_game`];
/// one stream from `seed` draws the games for n = 2, 3, … in turn, so a size's game does not
/// depend on `min`), each solved `repeat` times and timed by its fastest run. One unit of work
/// is one column tried by the reverse search; only time inside `step` counts, so slicing
/// overhead is excluded.
pub struct NashBench {
    min: usize,
    max: usize,
    repeat: usize,
    rng: crate::rng::GameRng,
    next_n: usize,
    current: Option<NashRun>,
    now: Box<dyn Fn() -> f64>,
    rows: Vec<NashBenchRow>,
}

/// The size being timed: its game, the run in progress, and the best time so far.
struct NashRun {
    n: usize,
    game: Bimatrix,
    job: EnumerationJob,
    spent: f64,
    runs: usize,
    best: Option<NashBenchRow>,
}

impl NashBench {
    /// The benchmark of sizes `min`…`max` (2…[`MAX_ENUMERATION`]), each solved `repeat`
    /// (1…10) times.
    pub fn new(
        min: usize,
        max: usize,
        repeat: usize,
        seed: Seed,
        now: Box<dyn Fn() -> f64>,
    ) -> Result<Self, String> {
        if !(2..=MAX_ENUMERATION).contains(&max) {
            return Err(format!("the largest size must be 2–{MAX_ENUMERATION}"));
        }
        if !(2..=max).contains(&min) {
            return Err(format!("the smallest size must be 2–{max}"));
        }
        if !(1..=10).contains(&repeat) {
            return Err("the repeats must be 1–10".into());
        }
        Ok(NashBench {
            min,
            max,
            repeat,
            rng: seed.rng(),
            next_n: 2,
            current: None,
            now,
            rows: Vec::new(),
        })
    }

    /// The sizes finished so far.
    pub fn rows(&self) -> &[NashBenchRow] {
        &self.rows
    }

    /// The relative weight of a size in the progress bar (time roughly doubles per size).
    fn weight(n: usize) -> f64 {
        2f64.powi(n as i32)
    }
}

impl Job for NashBench {
    type Output = Vec<NashBenchRow>;

    fn step(&mut self, budget: u64) -> Option<Vec<NashBenchRow>> {
        if self.rows.len() == self.max + 1 - self.min {
            return Some(self.rows.clone());
        }
        if self.current.is_none() {
            loop {
                let n = self.next_n;
                self.next_n += 1;
                let game = nash_bench_game(n, &mut self.rng);
                if n >= self.min {
                    let job = EnumerationJob::new(&game).expect("sizes are checked");
                    self.current = Some(NashRun {
                        n,
                        game,
                        job,
                        spent: 0.0,
                        runs: 0,
                        best: None,
                    });
                    break;
                }
            }
        }
        let run = self.current.as_mut().expect("set above");
        let t0 = (self.now)();
        let out = run.job.step(budget.max(1));
        run.spent += (self.now)() - t0;
        if let Some(all) = out {
            let row = NashBenchRow {
                n: run.n,
                equilibria: all.extreme.len(),
                degenerate: all.degenerate,
                millis: run.spent,
                bases: run.job.bases(),
                vertices: run.job.vertices(),
                widened: run.job.widened(),
            };
            if run.best.as_ref().is_none_or(|b| row.millis < b.millis) {
                run.best = Some(row);
            }
            run.runs += 1;
            run.spent = 0.0;
            if run.runs < self.repeat {
                run.job = EnumerationJob::new(&run.game).expect("sizes are checked");
            } else {
                let best = run.best.take().expect("one run");
                self.rows.push(best);
                self.current = None;
                if self.rows.len() == self.max + 1 - self.min {
                    return Some(self.rows.clone());
                }
            }
        }
        None
    }

    fn progress(&self) -> Progress {
        let total: f64 = (self.min..=self.max).map(Self::weight).sum();
        let done: f64 = self.rows.iter().map(|r| Self::weight(r.n)).sum();
        let current = self.current.as_ref().map_or(0.0, |r| {
            Self::weight(r.n) * (r.runs as f64 + r.job.progress().fraction) / self.repeat as f64
        });
        Progress {
            done: self.rows.len() as u64,
            total: Some((self.max + 1 - self.min) as u64),
            fraction: ((done + current) / total).min(1.0),
            unit: "sizes".to_string(),
        }
    }
}

/// One row of the games benchmark.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GamesBenchRow {
    /// `war` or `rrrats`.
    pub game: String,
    /// `fast simulator` or `State trait (baseline)`.
    pub implementation: String,
    /// Games played.
    pub games: u64,
    /// Milliseconds.
    pub millis: f64,
    /// Games per second.
    pub games_per_second: f64,
    /// Games per second relative to the same game's `State` baseline (> 1 is faster).
    pub speedup: f64,
}

/// Games per second of War and Rrrats! (both players on the all-zero initial strategy,
/// default rules), for the fast simulators and, as the baseline measured in the same run, the
/// same games driven through the generic [`crate::game::State`] versions (a tenth as many
/// games). One unit = one stage (four stages). Answers are checked: the first games of both
/// implementations agree exactly, and every War game conserves its 52 cards.
pub struct GamesBench {
    games: u64,
    stage: usize,
    now: Box<dyn Fn() -> f64>,
    rows: Vec<GamesBenchRow>,
}

impl GamesBench {
    /// `games` fast-simulator games per game (the baselines play `games / 10`, at least 1).
    pub fn new(games: u64, now: Box<dyn Fn() -> f64>) -> Self {
        GamesBench {
            games: games.max(10),
            stage: 0,
            now,
            rows: Vec::new(),
        }
    }

    fn check_agreement() {
        use crate::games::{rrrats, war};
        let (w, r) = (
            war::WarPolicy::ZERO.sampler(),
            rrrats::RatsPolicy::ZERO.sampler(),
        );
        for i in 0..20 {
            let seed = crate::rng::Seed(11).derive(i);
            let rules = war::WarRules::default();
            let a = war::play(&rules, &w, &w, &mut seed.rng());
            let b = war::play_state(&rules, &w, &w, &mut seed.rng());
            assert_eq!(a, b, "War: fast simulator and State disagree");
            let rules = rrrats::RatsRules::default();
            let a = rrrats::play(&rules, &r, &r, &mut seed.rng());
            let b = rrrats::play_state(&rules, &r, &r, &mut seed.rng());
            assert_eq!(
                Some(a.winner),
                b.winner(),
                "Rrrats!: fast simulator and State disagree"
            );
        }
    }
}

impl Job for GamesBench {
    type Output = Vec<GamesBenchRow>;

    fn step(&mut self, budget: u64) -> Option<Vec<GamesBenchRow>> {
        use crate::games::{rrrats, war};
        if self.stage == 0 {
            Self::check_agreement();
        }
        for _ in 0..budget.max(1) {
            if self.stage == 4 {
                break;
            }
            let mut rng = crate::rng::Seed(2024).derive(self.stage as u64).rng();
            let (game, baseline) = (
                if self.stage < 2 { "war" } else { "rrrats" },
                self.stage % 2 == 0,
            );
            let n = if baseline {
                (self.games / 10).max(1)
            } else {
                self.games
            };
            let t0 = (self.now)();
            let mut sink = 0u64;
            match (game, baseline) {
                ("war", true) => {
                    let s = war::WarPolicy::ZERO.sampler();
                    for _ in 0..n {
                        let r = war::play_state(&war::WarRules::default(), &s, &s, &mut rng);
                        sink += u64::from(r.battles);
                    }
                }
                ("war", false) => {
                    let s = war::WarPolicy::ZERO.sampler();
                    for _ in 0..n {
                        sink += u64::from(
                            war::play(&war::WarRules::default(), &s, &s, &mut rng).battles,
                        );
                    }
                }
                (_, true) => {
                    let s = rrrats::RatsPolicy::ZERO.sampler();
                    for _ in 0..n {
                        let st =
                            rrrats::play_state(&rrrats::RatsRules::default(), &s, &s, &mut rng);
                        assert_eq!(st.tokens().total(), 31);
                        sink += u64::from(st.winner().expect("over"));
                    }
                }
                (_, false) => {
                    let s = rrrats::RatsPolicy::ZERO.sampler();
                    for _ in 0..n {
                        sink += u64::from(
                            rrrats::play(&rrrats::RatsRules::default(), &s, &s, &mut rng).winner,
                        );
                    }
                }
            }
            let millis = ((self.now)() - t0).max(1e-6);
            assert!(sink > 0 || n < 10, "no work was done");
            let per_second = n as f64 / millis * 1e3;
            let speedup = if baseline {
                1.0
            } else {
                per_second / self.rows.last().map_or(per_second, |b| b.games_per_second)
            };
            self.rows.push(GamesBenchRow {
                game: game.to_string(),
                implementation: if baseline {
                    "State trait (baseline)".to_string()
                } else {
                    "fast simulator".to_string()
                },
                games: n,
                millis,
                games_per_second: per_second,
                speedup,
            });
            self.stage += 1;
        }
        (self.stage == 4).then(|| self.rows.clone())
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.stage as u64,
            total: Some(4),
            fraction: self.stage as f64 / 4.0,
            unit: "stages".to_string(),
        }
    }
}
