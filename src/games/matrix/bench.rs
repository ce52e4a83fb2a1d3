//! The all-equilibria benchmark: seeded random n×n games solved by the reverse search, timed
//! by their fastest run, answers the same in the CLI and the browser; the clock is the caller's.

use serde::{Deserialize, Serialize};

use crate::equilibrium::EnumerationJob;
use crate::equilibrium::MAX_ENUMERATION;
use crate::jobs::{Job, Progress};
use crate::models::strategic::Bimatrix;
use crate::rng::Seed;

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

/// The seeded random game of the n-player benchmark (`gamelab bench nash-n`): integer payoffs
/// 0..99, drawn profile by profile in table order (first player fastest) and player by
/// player, from one stream — so the command line and the browser time the same games.
pub fn nash_n_bench_game(
    shape: &[usize],
    rng: &mut crate::rng::GameRng,
) -> Result<crate::models::StrategicGame, crate::models::strategic::BimatrixError> {
    let cells: usize = shape.iter().product();
    let payoffs = (0..cells)
        .map(|_| {
            (0..shape.len())
                .map(|_| crate::exact::Q::from_integer(crate::rng::below(rng, 100).into()))
                .collect()
        })
        .collect();
    let names = shape
        .iter()
        .map(|&k| (1..=k).map(|i| i.to_string()).collect())
        .collect();
    crate::models::StrategicGame::new(Vec::new(), names, payoffs)
}
