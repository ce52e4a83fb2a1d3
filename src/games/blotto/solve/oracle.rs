//! The double oracle for Colonel Blotto: restricted sets of pure strategies for both sides,
//! the restricted matrix game solved by the simplex with warm starts as rows and columns are
//! added, and each side's exact best response (the DP) added every round until the bounds
//! meet — over allocations, or over partitions (symmetric strategies) in a random order of
//! fields, finished in exact arithmetic.

use super::{certify, symmetrized, BlottoSolution, ExactAnswer, SolveError, GAP_TOLERANCE};
use crate::games::blotto::{best_response, marginals, Allocation, Blotto, Mixed, Side};
use crate::jobs::{Job, Progress};
use crate::lp::{ComparisonOp, Constraint, Direction, Problem, Solution, Variable};

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
        let n = crate::games::blotto::exact::partition_payoff_times_k(
            &crate::games::blotto::exact::counts(a, game.a),
            &crate::games::blotto::exact::counts(b, game.b),
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
    /// [`crate::games::blotto::exact`]).
    pub fn partitions(game: Blotto) -> Result<Self, SolveError> {
        Self::start(game, true)
    }

    fn start(game: Blotto, symmetric: bool) -> Result<Self, SolveError> {
        use crate::games::blotto::{
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
        use crate::games::blotto::exact::{
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
                    .map(|(a, p)| (a, crate::games::blotto::exact::fraction(&p)))
                    .collect()
            };
            self.exact = Some(ExactAnswer {
                value: crate::games::blotto::exact::fraction(&v),
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
