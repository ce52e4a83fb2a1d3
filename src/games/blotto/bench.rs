//! The Blotto benchmark: the slides' timing table and the hard region, every method, each
//! solution's certificate checked while timed; the clock is the caller's.

use serde::{Deserialize, Serialize};

use crate::jobs::{Job, Progress};

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
