//! Exact solvers for Colonel Blotto, both built on the crate's own simplex ([`crate::lp`]).
//!
//! - [`flow_lp`] — the slides' LP, implemented as written (flows F on A's layered strategy
//!   graph, marginals P, B's per-field payoffs W, B's best-response DP values D, and u), then
//!   the flow decomposed into an explicit mixed strategy. Its size grows as O(K·N²).
//! - [`DoubleOracle`] — column generation: restricted sets of pure strategies for both
//!   players, the restricted matrix game solved by the simplex with warm starts as rows and
//!   columns are added, and each side's exact best response (the DP) added every round until
//!   the bounds meet.
//!
//! The flow LP is in `flow`, the double oracle in `oracle`; this file holds the solution they
//! both return, its certificate, the errors and the jobs that choose between them.
//!
//! Every answer is verified by the best-response DP: the certificate gap is how far A's
//! strategy's worst case and B's strategy's worst case are from the reported value.
//!
//! ## References
//! - S. Behnezhad et al., "Faster and simpler algorithm for optimal strategies of Blotto game",
//!   AAAI 2017 (the flow LP).
//! - H. B. McMahan, G. J. Gordon, A. Blum, "Planning in the presence of cost functions
//!   controlled by an adversary", ICML 2003 (the double oracle).

use serde::{Deserialize, Serialize};

mod flow;
mod oracle;

pub use flow::{build_flow_lp, flow_lp, flow_lp_side, flow_lp_size, FlowLpSide};
pub use oracle::{double_oracle, partitions, DoubleOracle};

use super::{best_response, marginals, Allocation, Blotto, Mixed, Side};
use crate::jobs::{Job, Progress};
use crate::lp::Error as LpError;

/// The largest flow LP the lab builds (variables × constraints): the dense simplex takes about
/// 4 s natively at this size (1 072 × 1 452), and a pivot costs O(rows × columns).
pub const FLOW_LP_MAX_CELLS: usize = 1_600_000;

/// Stop when the best-response bounds are this close.
pub const GAP_TOLERANCE: f64 = 1e-9;

/// A solved game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BlottoSolution {
    /// The game.
    pub game: Blotto,
    /// A's value.
    pub value: f64,
    /// A's optimal mixed strategy.
    pub strategy_a: Mixed,
    /// B's optimal mixed strategy.
    pub strategy_b: Mixed,
    /// max(|value − A's guaranteed payoff|, |value − what B concedes at most|), by the DP.
    pub certificate_gap: f64,
    /// B's best response to A's strategy (the certificate for A).
    pub certificate_b: Allocation,
    /// A's best response to B's strategy (the certificate for B).
    pub certificate_a: Allocation,
    /// Which method.
    pub method: String,
    /// LP size (flow LP: the slides' LP; double oracle: the final restricted game).
    pub variables: usize,
    /// LP rows.
    pub constraints: usize,
    /// Simplex pivots in all.
    pub pivots: u64,
    /// Double-oracle rounds (0 for the flow LP).
    pub iterations: u64,
    /// True when the strategies are partitions (largest part first), each played in a
    /// uniformly random order of fields (the partition method).
    #[serde(default)]
    pub random_order: bool,
    /// The answer in exact fractions, when it was certified in rational arithmetic (each
    /// side's best response over all allocations meets the value exactly).
    #[serde(default)]
    pub exact: Option<ExactAnswer>,
}

/// A solution in exact fractions (`p/q` strings, so it travels as JSON without loss).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExactAnswer {
    /// A's value.
    pub value: String,
    /// A's strategy: allocations (partitions when `random_order`) with probabilities.
    pub strategy_a: Vec<(Allocation, String)>,
    /// B's strategy.
    pub strategy_b: Vec<(Allocation, String)>,
}

impl BlottoSolution {
    /// Per-field marginals of `side`'s strategy (`m[k][l]` = P[l units on field k]); for
    /// partitions in a random order every field has the same marginal.
    pub fn marginals(&self, side: Side) -> Vec<Vec<f64>> {
        let mixed = match side {
            Side::A => &self.strategy_a,
            Side::B => &self.strategy_b,
        };
        let m = marginals(&self.game, side, mixed);
        if self.random_order {
            symmetrized(&m)
        } else {
            m
        }
    }
}

impl BlottoSolution {
    /// One round of A's optimal strategy: an allocation drawn with its probability — for
    /// partitions, the partition drawn, then its parts dealt to the fields in a uniformly
    /// random order (Fisher–Yates).
    pub fn sample_a<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Allocation {
        let mut u = crate::rng::unit_f64(rng);
        let mut x = self.strategy_a[0].0.clone();
        for (alloc, p) in &self.strategy_a {
            if u < *p {
                x = alloc.clone();
                break;
            }
            u -= p;
        }
        if self.random_order {
            crate::rng::shuffle(&mut x, rng);
        }
        x
    }

    /// `side`'s strategy as rows to show: the allocation (a partition, largest part first,
    /// when `random_order`) and its probability as an exact fraction when known, else as a
    /// decimal (with a short fraction when one is within 1e-9).
    pub fn strategy_rows(&self, side: Side) -> Vec<(Allocation, String)> {
        if let Some(e) = &self.exact {
            return match side {
                Side::A => e.strategy_a.clone(),
                Side::B => e.strategy_b.clone(),
            };
        }
        let mixed = match side {
            Side::A => &self.strategy_a,
            Side::B => &self.strategy_b,
        };
        mixed
            .iter()
            .map(|(a, p)| {
                let text = super::fraction_string(*p)
                    .filter(|f| f.len() < 9)
                    .map_or_else(|| format!("{p:.6}"), |f| format!("{f} ≈ {p:.4}"));
                (a.clone(), text)
            })
            .collect()
    }
}

/// Every field given the average of the per-field marginals `m`.
fn symmetrized(m: &[Vec<f64>]) -> Vec<Vec<f64>> {
    let k = m.len().max(1) as f64;
    let width = m.first().map_or(0, Vec::len);
    let mean: Vec<f64> = (0..width)
        .map(|l| m.iter().map(|row| row[l]).sum::<f64>() / k)
        .collect();
    vec![mean; m.len()]
}

/// Why a solve failed.
#[derive(Clone, Debug, PartialEq)]
pub enum SolveError {
    /// The simplex failed.
    Lp(String),
    /// The instance is too large for the method.
    TooLarge(String),
}

impl std::fmt::Display for SolveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SolveError::Lp(m) => write!(f, "the simplex failed: {m}"),
            SolveError::TooLarge(m) => write!(f, "{m}"),
        }
    }
}

impl std::error::Error for SolveError {}

impl From<LpError> for SolveError {
    fn from(e: LpError) -> Self {
        SolveError::Lp(e.to_string())
    }
}

/// The checks of a pair of strategies: (A's guaranteed payoff, B's guaranteed cap, B's best
/// response to A, A's best response to B).
fn certify(game: &Blotto, x: &Mixed, y: &Mixed) -> (f64, f64, Allocation, Allocation) {
    let br_b = best_response(game, Side::B, &marginals(game, Side::A, x));
    let br_a = best_response(game, Side::A, &marginals(game, Side::B, y));
    (-br_b.payoff, br_a.payoff, br_b.allocation, br_a.allocation)
}

/// Which exact method.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BlottoMethod {
    /// The slides' flow LP.
    FlowLp,
    /// Column generation with best responses, over allocations.
    DoubleOracle,
    /// Column generation over partitions played in a random order of fields, finished and
    /// certified in exact arithmetic (the default).
    Partitions,
}

impl BlottoMethod {
    /// `flow-lp`, `double-oracle` or `partitions`.
    pub fn key(self) -> &'static str {
        match self {
            BlottoMethod::FlowLp => "flow-lp",
            BlottoMethod::DoubleOracle => "double-oracle",
            BlottoMethod::Partitions => "partitions",
        }
    }

    /// The method named by [`BlottoMethod::key`].
    pub fn from_key(key: &str) -> Option<BlottoMethod> {
        [
            BlottoMethod::Partitions,
            BlottoMethod::DoubleOracle,
            BlottoMethod::FlowLp,
        ]
        .into_iter()
        .find(|m| m.key() == key)
    }
}

/// Solving one game as a job: the double oracle steps a round per unit; the flow LP is one
/// step (the simplex itself is not sliced).
pub enum SolveJob {
    /// A double oracle in progress.
    Oracle(Box<DoubleOracle>),
    /// A flow LP not yet solved.
    Flow(Blotto, Option<Box<Result<BlottoSolution, SolveError>>>),
    /// Failed to start.
    Failed(SolveError),
}

impl SolveJob {
    /// A job solving `game` with `method`.
    pub fn new(game: Blotto, method: BlottoMethod) -> Self {
        match method {
            BlottoMethod::FlowLp => SolveJob::Flow(game, None),
            BlottoMethod::DoubleOracle => match DoubleOracle::new(game) {
                Ok(o) => SolveJob::Oracle(Box::new(o)),
                Err(e) => SolveJob::Failed(e),
            },
            BlottoMethod::Partitions => match DoubleOracle::partitions(game) {
                Ok(o) => SolveJob::Oracle(Box::new(o)),
                Err(e) => SolveJob::Failed(e),
            },
        }
    }
}

impl Job for SolveJob {
    type Output = Result<BlottoSolution, SolveError>;

    fn step(&mut self, budget: u64) -> Option<Self::Output> {
        match self {
            SolveJob::Oracle(o) => o.step(budget),
            SolveJob::Flow(game, result) => {
                Some((**result.get_or_insert_with(|| Box::new(flow_lp(game)))).clone())
            }
            SolveJob::Failed(e) => Some(Err(e.clone())),
        }
    }

    fn progress(&self) -> Progress {
        match self {
            SolveJob::Oracle(o) => o.progress(),
            _ => Progress {
                done: 0,
                total: Some(1),
                fraction: 0.0,
                unit: "solves".into(),
            },
        }
    }
}

/// A value curve: (K, B, [(A, value)]).
pub type ValueCurve = (u32, u32, Vec<(u32, f64)>);

/// Values of A for A = 0..=a_max against fixed (K, B), for several (K, B) families; one unit
/// = one game solved by the double oracle.
pub struct ValueCurves {
    families: Vec<(u32, u32)>,
    a_max: u32,
    done: usize,
    curves: Vec<ValueCurve>,
}

impl ValueCurves {
    /// The job.
    pub fn new(families: Vec<(u32, u32)>, a_max: u32) -> Result<Self, SolveError> {
        for &(k, b) in &families {
            Blotto::new(k, a_max, b).map_err(|e| SolveError::TooLarge(e.to_string()))?;
        }
        let curves = families.iter().map(|&(k, b)| (k, b, Vec::new())).collect();
        Ok(ValueCurves {
            families,
            a_max,
            done: 0,
            curves,
        })
    }

    fn total(&self) -> usize {
        self.families.len() * (self.a_max as usize + 1)
    }
}

impl Job for ValueCurves {
    type Output = Result<Vec<ValueCurve>, SolveError>;

    fn step(&mut self, budget: u64) -> Option<Self::Output> {
        for _ in 0..budget.max(1) {
            if self.done == self.total() {
                break;
            }
            let per = self.a_max as usize + 1;
            let (f, a) = (self.done / per, (self.done % per) as u32);
            let (k, b) = self.families[f];
            let game = Blotto { fields: k, a, b };
            match partitions(&game) {
                Ok(s) => self.curves[f].2.push((a, s.value)),
                Err(e) => return Some(Err(e)),
            }
            self.done += 1;
        }
        (self.done == self.total()).then(|| Ok(self.curves.clone()))
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.done as u64,
            total: Some(self.total() as u64),
            fraction: self.done as f64 / self.total().max(1) as f64,
            unit: "games".into(),
        }
    }
}
