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
//! Every answer is verified by the best-response DP: the certificate gap is how far A's
//! strategy's worst case and B's strategy's worst case are from the reported value.
//!
//! ## References
//! - S. Behnezhad et al., "Faster and simpler algorithm for optimal strategies of Blotto game",
//!   AAAI 2017 (the flow LP).
//! - H. B. McMahan, G. J. Gordon, A. Blum, "Planning in the presence of cost functions
//!   controlled by an adversary", ICML 2003 (the double oracle).

use serde::{Deserialize, Serialize};

use super::{best_response, decompose, marginals, Allocation, Blotto, Flow, Mixed, Side};
use crate::jobs::{Job, Progress};
use crate::lp::{
    ComparisonOp, Constraint, Direction, Error as LpError, LpSink, Problem, Solution, Variable,
};

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
            for i in (1..x.len()).rev() {
                let j = crate::rng::below(rng, i as u32 + 1) as usize;
                x.swap(i, j);
            }
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

/// The size of the slides' LP for A's side of `game`: (variables, constraints).
pub fn flow_lp_size(game: &Blotto) -> (usize, usize) {
    let (k, a, b) = (game.fields as usize, game.a as usize, game.b as usize);
    let edges = if k == 1 {
        1
    } else {
        (a + 1) + (k - 2) * (a + 1) * (a + 2) / 2 + (a + 1)
    };
    let vars = edges + k * (a + 1) + k * (b + 1) + (k + 1) * (b + 1) + 1;
    let flow_rows = if k == 1 { 2 } else { 1 + (k - 1) * (a + 1) + 1 };
    let rows = flow_rows + k * (a + 1) + k * (b + 1) + k * (b + 1) * (b + 2) / 2 + 1;
    (vars, rows)
}

/// One side of the flow LP, solved.
#[derive(Clone, Debug, PartialEq)]
pub struct FlowLpSide {
    /// A's value.
    pub value: f64,
    /// A's optimal flow.
    pub flow: Flow,
    /// LP variables.
    pub variables: usize,
    /// LP constraints.
    pub constraints: usize,
    /// Simplex pivots.
    pub pivots: u64,
}

/// A's optimal strategy by the slides' LP, as written: maximise u subject to
/// - a unit flow on A's layered graph (edges V(k−1, i) → V(k, j), j ≥ i: j − i units on field k;
///   only edges leaving V(0, 0) and entering V(K, A) at the ends),
/// - P(k, l) = Σ_i F(k, i, i + l), the marginals,
/// - W(k, i) = Σ_l P(k, l)·sign(i − l), B's expected payoff on field k with i units,
/// - D(0, i) = 0, D(k, i) ≥ D(k − 1, j) + W(k, i − j) for 0 ≤ j ≤ i ≤ B (B's best-response DP),
/// - D(K, B) ≤ −u.
///
pub fn flow_lp_side(game: &Blotto) -> Result<FlowLpSide, SolveError> {
    let (vars, rows) = flow_lp_size(game);
    if vars.saturating_mul(rows) > FLOW_LP_MAX_CELLS {
        return Err(SolveError::TooLarge(format!(
            "the flow LP would have {vars} variables × {rows} constraints, beyond the dense simplex's limit; use the double oracle"
        )));
    }
    let mut lp = Problem::new(Direction::Maximize);
    let f = build_flow_lp(game, &mut lp);
    let size = (lp.num_vars(), lp.num_constraints());
    let sol = lp.solve()?;
    let flow: Flow = f
        .iter()
        .map(|layer| {
            layer
                .iter()
                .map(|row| {
                    row.iter()
                        .map(|v| v.map_or(0.0, |v| sol.value(v).max(0.0)))
                        .collect()
                })
                .collect()
        })
        .collect();
    Ok(FlowLpSide {
        value: sol.objective(),
        flow,
        variables: size.0,
        constraints: size.1,
        pivots: sol.iterations(),
    })
}

/// Writes the slides' LP (maximise u) into `lp` and returns the flow variables
/// `F[k][i][j]` (None where the edge does not exist).
// The loops index several arrays with the LP's own subscripts (F(k,i,j), P(k,l), W(k,i),
// D(k,i)); iterators would hide the correspondence with the slides.
#[allow(clippy::needless_range_loop)]
pub fn build_flow_lp(game: &Blotto, lp: &mut impl LpSink) -> Vec<Vec<Vec<Option<Variable>>>> {
    let (k_fields, a, b) = (game.fields as usize, game.a as usize, game.b as usize);
    // F(k, i, j): k = 0..K-1 is field k + 1.
    let mut f: Vec<Vec<Vec<Option<Variable>>>> = vec![vec![vec![None; a + 1]; a + 1]; k_fields];
    for (k, layer) in f.iter_mut().enumerate() {
        for (i, row) in layer.iter_mut().enumerate() {
            if k == 0 && i != 0 {
                continue;
            }
            for (j, slot) in row.iter_mut().enumerate().skip(i) {
                if k + 1 == k_fields && j != a {
                    continue;
                }
                *slot = Some(lp.var(0.0, (0.0, f64::INFINITY)));
            }
        }
    }
    let p: Vec<Vec<Variable>> = (0..k_fields)
        .map(|_| (0..=a).map(|_| lp.var(0.0, (0.0, f64::INFINITY))).collect())
        .collect();
    let w: Vec<Vec<Variable>> = (0..k_fields)
        .map(|_| {
            (0..=b)
                .map(|_| lp.var(0.0, (f64::NEG_INFINITY, f64::INFINITY)))
                .collect()
        })
        .collect();
    let d: Vec<Vec<Variable>> = (0..=k_fields)
        .map(|k| {
            (0..=b)
                .map(|_| {
                    if k == 0 {
                        lp.var(0.0, (0.0, 0.0))
                    } else {
                        lp.var(0.0, (f64::NEG_INFINITY, f64::INFINITY))
                    }
                })
                .collect()
        })
        .collect();
    let u = lp.var(1.0, (f64::NEG_INFINITY, f64::INFINITY));
    // Flow: out of the source is 1; conservation at every middle vertex; into the sink is 1.
    let out0: Vec<(Variable, f64)> = f[0][0].iter().flatten().map(|&v| (v, 1.0)).collect();
    lp.row(&out0, ComparisonOp::Eq, 1.0);
    for k in 1..k_fields {
        for i in 0..=a {
            let mut expr: Vec<(Variable, f64)> = (0..=i)
                .filter_map(|h| f[k - 1][h][i])
                .map(|v| (v, 1.0))
                .collect();
            expr.extend((i..=a).filter_map(|j| f[k][i][j]).map(|v| (v, -1.0)));
            if !expr.is_empty() {
                lp.row(&expr, ComparisonOp::Eq, 0.0);
            }
        }
    }
    let into_sink: Vec<(Variable, f64)> = (0..=a)
        .filter_map(|i| f[k_fields - 1][i][a])
        .map(|v| (v, 1.0))
        .collect();
    lp.row(&into_sink, ComparisonOp::Eq, 1.0);
    // Marginals.
    for k in 0..k_fields {
        for l in 0..=a {
            let mut expr: Vec<(Variable, f64)> = (0..=a - l)
                .filter_map(|i| f[k][i][i + l])
                .map(|v| (v, 1.0))
                .collect();
            expr.push((p[k][l], -1.0));
            lp.row(&expr, ComparisonOp::Eq, 0.0);
        }
    }
    // B's expected payoff per field and units.
    for k in 0..k_fields {
        for i in 0..=b {
            let mut expr: Vec<(Variable, f64)> = (0..=a)
                .filter(|&l| l != i)
                .map(|l| (p[k][l], if i > l { 1.0 } else { -1.0 }))
                .collect();
            expr.push((w[k][i], -1.0));
            lp.row(&expr, ComparisonOp::Eq, 0.0);
        }
    }
    // B's best-response DP.
    for k in 1..=k_fields {
        for i in 0..=b {
            for j in 0..=i {
                lp.row(
                    &[(d[k][i], 1.0), (d[k - 1][j], -1.0), (w[k - 1][i - j], -1.0)],
                    ComparisonOp::Ge,
                    0.0,
                );
            }
        }
    }
    lp.row(&[(d[k_fields][b], 1.0), (u, 1.0)], ComparisonOp::Le, 0.0);
    f
}

/// Solves `game` with the slides' flow LP (A's side; B's strategy from the same LP on the
/// swapped game) and certifies the result.
pub fn flow_lp(game: &Blotto) -> Result<BlottoSolution, SolveError> {
    let side_a = flow_lp_side(game)?;
    let swapped = Blotto {
        fields: game.fields,
        a: game.b,
        b: game.a,
    };
    let side_b = flow_lp_side(&swapped)?;
    let (value_a, vars, rows) = (side_a.value, side_a.variables, side_a.constraints);
    let (pivots_a, pivots_b) = (side_a.pivots, side_b.pivots);
    let x = decompose(&side_a.flow, game.a, 1e-12);
    let y = decompose(&side_b.flow, game.b, 1e-12);
    let (lower, upper, cert_b, cert_a) = certify(game, &x, &y);
    Ok(BlottoSolution {
        game: *game,
        value: value_a,
        strategy_a: x,
        strategy_b: y,
        certificate_gap: (value_a - lower).abs().max((upper - value_a).abs()),
        certificate_b: cert_b,
        certificate_a: cert_a,
        method: "flow-lp".to_string(),
        variables: vars,
        constraints: rows,
        pivots: pivots_a + pivots_b,
        iterations: 0,
        random_order: false,
        exact: None,
    })
}

/// The double oracle as a step-based job (one unit = one round).
pub struct DoubleOracle {
    game: Blotto,
    rows: Vec<Allocation>,
    cols: Vec<Allocation>,
    x_vars: Vec<Variable>,
    v: Variable,
    col_constraints: Vec<Constraint>,
    lp: Solution,
    lower: (f64, Mixed),
    upper: (f64, Mixed),
    rounds: u64,
    max_rounds: u64,
    result: Option<Result<BlottoSolution, SolveError>>,
    /// Strategies are partitions played in a random order of fields.
    symmetric: bool,
    /// The exact answer, once certified.
    exact: Option<ExactAnswer>,
    /// Exact attempts that found the floats not yet exact (each adds the exact best responses).
    exact_attempts: u32,
}

/// The most exact attempts before the floating-point answer is returned with its gap.
const MAX_EXACT_ATTEMPTS: u32 = 20;

/// A's payoff between two restricted strategies: allocations, or partitions in random orders.
fn pay(game: &Blotto, symmetric: bool, a: &[u32], b: &[u32]) -> f64 {
    if symmetric {
        let n = super::exact::partition_payoff_times_k(
            &super::exact::counts(a, game.a),
            &super::exact::counts(b, game.b),
        );
        n as f64 / f64::from(game.fields)
    } else {
        f64::from(game.payoff(a, b))
    }
}

fn even_split(units: u32, fields: u32) -> Allocation {
    (0..fields)
        .map(|k| units / fields + u32::from(k < units % fields))
        .collect()
}

impl DoubleOracle {
    /// Starts from the even splits of both players, over allocations (the plain double
    /// oracle).
    pub fn new(game: Blotto) -> Result<Self, SolveError> {
        Self::start(game, false)
    }

    /// Starts from the even splits of both players, over partitions played in a random order
    /// of fields, and finishes in exact arithmetic (the partition method; see
    /// [`super::exact`]).
    pub fn partitions(game: Blotto) -> Result<Self, SolveError> {
        Self::start(game, true)
    }

    fn start(game: Blotto, symmetric: bool) -> Result<Self, SolveError> {
        use super::{
            ALLOCATION_METHODS_MAX_FIELDS as MAX_K, ALLOCATION_METHODS_MAX_UNITS as MAX_U,
        };
        if !symmetric && (game.fields > MAX_K || game.a > MAX_U || game.b > MAX_U) {
            return Err(SolveError::TooLarge(format!(
                "the double oracle over allocations is kept for K ≤ {MAX_K} and A, B ≤ {MAX_U} \
                 (beyond, it can stall); the partition method solves every size"
            )));
        }
        let canonical = |mut a: Allocation| {
            if symmetric {
                a.sort_unstable_by(|x, y| y.cmp(x));
            }
            a
        };
        let rows = vec![canonical(even_split(game.a, game.fields))];
        let cols = vec![canonical(even_split(game.b, game.fields))];
        let mut lp = Problem::new(Direction::Maximize);
        let x0 = lp.add_var(0.0, (0.0, f64::INFINITY));
        let v = lp.add_var(1.0, (f64::NEG_INFINITY, f64::INFINITY));
        let first = pay(&game, symmetric, &rows[0], &cols[0]);
        let c0 = lp.add_constraint(&[(x0, first), (v, -1.0)], ComparisonOp::Ge, 0.0);
        let sum = lp.add_constraint(&[(x0, 1.0)], ComparisonOp::Eq, 1.0);
        let sol = lp.solve()?;
        Ok(DoubleOracle {
            game,
            rows,
            cols,
            x_vars: vec![x0],
            v,
            col_constraints: vec![c0, sum],
            lp: sol,
            lower: (f64::NEG_INFINITY, Vec::new()),
            upper: (f64::INFINITY, Vec::new()),
            rounds: 0,
            max_rounds: 20_000,
            result: None,
            symmetric,
            exact: None,
            exact_attempts: 0,
        })
    }

    /// A side's per-field marginals of a mixture of the restricted strategies.
    fn field_marginals(&self, side: Side, mixed: &Mixed) -> Vec<Vec<f64>> {
        let m = marginals(&self.game, side, mixed);
        if self.symmetric {
            symmetrized(&m)
        } else {
            m
        }
    }

    /// The floating-point strategies of the current restricted game: A's from the LP's
    /// values, B's from its duals, each aligned with `rows` / `cols`.
    fn restricted_strategies(&self) -> (Vec<f64>, Vec<f64>) {
        let x: Vec<f64> = self
            .x_vars
            .iter()
            .map(|&xv| self.lp.value(xv).max(0.0))
            .collect();
        let duals: Vec<f64> = (0..self.cols.len())
            .map(|j| self.lp.dual(self.col_constraints[j]).abs())
            .collect();
        let total: f64 = duals.iter().sum();
        let y = duals
            .iter()
            .map(|d| {
                if total > 0.0 {
                    d / total
                } else {
                    1.0 / duals.len() as f64
                }
            })
            .collect();
        (x, y)
    }

    /// Makes the restricted game's answer exact and certifies it against every allocation:
    /// `Ok(true)` when certified, `Ok(false)` when new exact best responses were added (go
    /// on), `Err` when neither is possible.
    fn try_exact(&mut self) -> Result<bool, SolveError> {
        use super::exact::{
            best_response_exact, counts, partition_payoff_times_k, solve_restricted, to_f64, Q,
        };
        let k = i64::from(self.game.fields);
        let ca: Vec<Vec<u32>> = self.rows.iter().map(|r| counts(r, self.game.a)).collect();
        let cb: Vec<Vec<u32>> = self.cols.iter().map(|c| counts(c, self.game.b)).collect();
        let n: Vec<Vec<i64>> = ca
            .iter()
            .map(|p| cb.iter().map(|q| partition_payoff_times_k(p, q)).collect())
            .collect();
        let (xf, yf) = self.restricted_strategies();
        self.exact_attempts += 1;
        let Some((x, y, v)) = solve_restricted(&n, k, &xf, &yf) else {
            return Err(SolveError::Lp(
                "the restricted game could not be solved exactly".into(),
            ));
        };
        let mix = |c: &[Vec<u32>], p: &[Q]| -> Vec<(Vec<u32>, Q)> {
            c.iter()
                .zip(p)
                .filter(|(_, p)| !num_traits::Zero::is_zero(*p))
                .map(|(c, p)| (c.clone(), p.clone()))
                .collect()
        };
        let (br_b, pay_b) = best_response_exact(&self.game, Side::B, &mix(&ca, &x));
        let (br_a, pay_a) = best_response_exact(&self.game, Side::A, &mix(&cb, &y));
        if -pay_b.clone() == v && pay_a == v {
            let list = |s: &[Allocation], p: &[Q]| -> Vec<(Allocation, String)> {
                let mut out: Vec<(Allocation, Q)> = s
                    .iter()
                    .zip(p)
                    .filter(|(_, p)| !num_traits::Zero::is_zero(*p))
                    .map(|(a, p)| (a.clone(), p.clone()))
                    .collect();
                out.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
                out.into_iter()
                    .map(|(a, p)| (a, super::exact::fraction(&p)))
                    .collect()
            };
            self.exact = Some(ExactAnswer {
                value: super::exact::fraction(&v),
                strategy_a: list(&self.rows, &x),
                strategy_b: list(&self.cols, &y),
            });
            let floats = |s: &[Allocation], p: &[Q]| -> Mixed {
                s.iter()
                    .zip(p)
                    .filter(|(_, p)| !num_traits::Zero::is_zero(*p))
                    .map(|(a, p)| (a.clone(), to_f64(p)))
                    .collect()
            };
            let value = to_f64(&v);
            self.lower = (value, floats(&self.rows, &x));
            self.upper = (value, floats(&self.cols, &y));
            return Ok(true);
        }
        if self.exact_attempts >= MAX_EXACT_ATTEMPTS {
            return Err(SolveError::Lp(format!(
                "no exact certificate after {MAX_EXACT_ATTEMPTS} attempts"
            )));
        }
        let added_a = self.add_row(br_a)?;
        let added_b = self.add_col(br_b)?;
        if added_a || added_b {
            Ok(false)
        } else {
            Err(SolveError::Lp(
                "the exact best responses are already in the restricted game but do not meet \
                 the value"
                    .into(),
            ))
        }
    }

    /// Adds A's strategy `a` to the restricted game (false if it is there already).
    fn add_row(&mut self, a: Allocation) -> Result<bool, SolveError> {
        if self.rows.contains(&a) {
            return Ok(false);
        }
        let column: Vec<(Constraint, f64)> = self
            .cols
            .iter()
            .enumerate()
            .map(|(j, col)| {
                (
                    self.col_constraints[j],
                    pay(&self.game, self.symmetric, &a, col),
                )
            })
            .chain(std::iter::once((
                self.col_constraints[self.cols.len()],
                1.0,
            )))
            .collect();
        let xv = self.lp.add_var(0.0, (0.0, f64::INFINITY), &column)?;
        self.x_vars.push(xv);
        self.rows.push(a);
        Ok(true)
    }

    /// Adds B's strategy `b` to the restricted game (false if it is there already).
    fn add_col(&mut self, b: Allocation) -> Result<bool, SolveError> {
        if self.cols.contains(&b) {
            return Ok(false);
        }
        let mut expr: Vec<(Variable, f64)> = self
            .rows
            .iter()
            .zip(&self.x_vars)
            .map(|(row, &xv)| (xv, pay(&self.game, self.symmetric, row, &b)))
            .collect();
        expr.push((self.v, -1.0));
        let c = self.lp.add_constraint(&expr, ComparisonOp::Ge, 0.0)?;
        // Keep the sum row last in `col_constraints`.
        let sum = self.col_constraints.pop().expect("sum row");
        self.col_constraints.push(c);
        self.col_constraints.push(sum);
        self.cols.push(b);
        Ok(true)
    }

    /// The current bounds on the value (A's guaranteed, B's guaranteed).
    pub fn bounds(&self) -> (f64, f64) {
        (self.lower.0, self.upper.0)
    }

    /// The restricted game's size (A's strategies, B's strategies).
    pub fn size(&self) -> (usize, usize) {
        (self.rows.len(), self.cols.len())
    }

    fn round(&mut self) -> Result<bool, SolveError> {
        self.rounds += 1;
        let (xf, yf) = self.restricted_strategies();
        let x: Mixed = self
            .rows
            .iter()
            .zip(xf)
            .map(|(a, p)| (a.clone(), p))
            .filter(|m| m.1 > 1e-12)
            .collect();
        let y: Mixed = self
            .cols
            .iter()
            .zip(yf)
            .map(|(b, p)| (b.clone(), p))
            .filter(|m| m.1 > 1e-12)
            .collect();
        let symmetric = self.symmetric;
        let canonical = move |mut a: Allocation| {
            if symmetric {
                a.sort_unstable_by(|x, y| y.cmp(x));
            }
            a
        };
        let br_b = best_response(&self.game, Side::B, &self.field_marginals(Side::A, &x));
        let br_a = best_response(&self.game, Side::A, &self.field_marginals(Side::B, &y));
        if -br_b.payoff > self.lower.0 {
            self.lower = (-br_b.payoff, x);
        }
        if br_a.payoff < self.upper.0 {
            self.upper = (br_a.payoff, y);
        }
        if self.upper.0 - self.lower.0 < GAP_TOLERANCE {
            return if self.symmetric {
                self.try_exact()
            } else {
                Ok(true)
            };
        }
        let added_a = self.add_row(canonical(br_a.allocation))?;
        let added_b = self.add_col(canonical(br_b.allocation))?;
        if !added_a && !added_b {
            // Floating point cannot decide: exact arithmetic can (partition method).
            if self.symmetric {
                return self.try_exact();
            }
            return Err(SolveError::Lp(format!(
                "no new best response while the gap is {:.3e} (numerical trouble)",
                self.upper.0 - self.lower.0
            )));
        }
        Ok(false)
    }

    fn finish(&self) -> BlottoSolution {
        let (lower, upper) = (self.lower.0, self.upper.0);
        let value = 0.5 * (lower + upper);
        let (l, u, cert_b, cert_a) = if self.symmetric {
            let br_b = best_response(
                &self.game,
                Side::B,
                &self.field_marginals(Side::A, &self.lower.1),
            );
            let br_a = best_response(
                &self.game,
                Side::A,
                &self.field_marginals(Side::B, &self.upper.1),
            );
            (-br_b.payoff, br_a.payoff, br_b.allocation, br_a.allocation)
        } else {
            certify(&self.game, &self.lower.1, &self.upper.1)
        };
        let mut x = self.lower.1.clone();
        let mut y = self.upper.1.clone();
        x.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        y.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        BlottoSolution {
            game: self.game,
            value,
            strategy_a: x,
            strategy_b: y,
            // Exact: the rational best responses met the value, so the gap is 0.
            certificate_gap: if self.exact.is_some() {
                0.0
            } else {
                (value - l).abs().max((u - value).abs())
            },
            certificate_b: cert_b,
            certificate_a: cert_a,
            method: if self.symmetric {
                "partitions"
            } else {
                "double-oracle"
            }
            .to_string(),
            variables: self.rows.len() + 1,
            constraints: self.cols.len() + 1,
            pivots: self.lp.iterations(),
            iterations: self.rounds,
            random_order: self.symmetric,
            exact: self.exact.clone(),
        }
    }
}

impl Job for DoubleOracle {
    type Output = Result<BlottoSolution, SolveError>;

    fn step(&mut self, budget: u64) -> Option<Self::Output> {
        if let Some(r) = &self.result {
            return Some(r.clone());
        }
        for _ in 0..budget.max(1) {
            match self.round() {
                Ok(true) => {
                    self.result = Some(Ok(self.finish()));
                    break;
                }
                Ok(false) if self.rounds >= self.max_rounds => {
                    self.result = Some(Err(SolveError::Lp(format!(
                        "no convergence in {} rounds",
                        self.max_rounds
                    ))));
                    break;
                }
                Ok(false) => {}
                Err(e) => {
                    self.result = Some(Err(e));
                    break;
                }
            }
        }
        self.result.clone()
    }

    fn progress(&self) -> Progress {
        let gap = self.upper.0 - self.lower.0;
        // Progress of column generation is unknowable; show the gap closing on a log scale.
        let fraction = if gap.is_finite() && gap > 0.0 {
            (1.0 - (gap.log10() + 9.0) / 11.0).clamp(0.0, 0.99)
        } else {
            0.0
        };
        Progress {
            done: self.rounds,
            total: None,
            fraction,
            unit: "rounds".to_string(),
        }
    }
}

/// Solves by the double oracle, to the end.
pub fn double_oracle(game: &Blotto) -> Result<BlottoSolution, SolveError> {
    let mut job = DoubleOracle::new(*game)?;
    crate::jobs::run_to_end(&mut job)
}

/// Solves by the partition method (the default), to the end.
pub fn partitions(game: &Blotto) -> Result<BlottoSolution, SolveError> {
    let mut job = DoubleOracle::partitions(*game)?;
    crate::jobs::run_to_end(&mut job)
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
