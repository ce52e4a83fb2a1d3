//! The built-in linear-programming solver: a dense, bounded-variable simplex with warm start.
//!
//! This is the one solver the project writes itself. It serves the restricted matrix games of
//! the double oracle (one row and one column added per round, up to ~500×500), Colonel Blotto's
//! flow LPs (a few thousand rows and columns) and the normal-form lab (zero-sum values, maxmin
//! strategies, dominance by mixed strategies, up to 20×20). The API follows the minilp crate:
//! build a [`Problem`], [`Problem::solve`] it, read the [`Solution`] by indexing with a
//! [`Variable`], and grow the solution in place with [`Solution::add_var`] (a column, primal
//! simplex) and [`Solution::add_constraint`] (a row, dual simplex).
//!
//! ## Design
//!
//! The decision: a **dense tableau** rather than an LU-factorised revised simplex. The sizes
//! served fit in memory, a pivot is a run of contiguous `axpy`s (auto-vectorisable, natively
//! and in wasm), and everything a warm start needs — `B⁻¹`, the duals, a new column `B⁻¹a`, a new
//! row — is read straight off the tableau. Accuracy is guarded by checking every answer
//! against the original data instead of by a factorisation.
//!
//! - **Every row gets a logical variable.** Row `i` reads `a_i·x + s_i = b_i` with
//!   `s_i ∈ [0, ∞)` for `≤`, `(−∞, 0]` for `≥` and `[0, 0]` for `=`. The start basis is the
//!   logicals (an identity), so the tableau's logical columns are always `B⁻¹`.
//! - **One `Vec<f64>`.** `m + 1` rows (the last holds the reduced costs) of `n + m` columns,
//!   row-major: `8·(m + 1)·(n + m)` bytes. Rows without an entry in the pivot column are
//!   skipped, sparse pivot rows are applied through their non-zero positions.
//! - **Bounded and free variables natively.** Non-basic variables sit at a bound (free ones
//!   anywhere, 0 at the start); the ratio test includes the entering variable's own range,
//!   so reaching the other bound is a *bound flip* without a pivot. No rows are added for
//!   bounds. A cold start first pivots the free variables into the basis (a crash).
//! - **Two phases, composite phase 1.** Phase 1 minimises the sum of the basic variables'
//!   bound violations (its costs recomputed every iteration); an infeasible variable stops a
//!   step when it reaches the bound it violated. A basis that is primal infeasible but dual
//!   feasible — the situation after adding a row — goes to the dual simplex instead.
//! - **Pricing.** Devex reference weights in the primal, exact dual steepest edge (the norms
//!   of the infeasible rows of `B⁻¹`) in the dual.
//! - **Degeneracy.** Harris' two-pass ratio tests (primal and dual) take the largest pivot
//!   among near-ties. After [`DEGENERATE_PIVOTS_BEFORE_PERTURBING`] degenerate iterations the
//!   bounds of the basic variables are widened by tiny deterministic amounts
//!   ([`PERTURBATION`]); at the end the true bounds are restored, the basic values recomputed
//!   from the original data, and the dual simplex removes what is left. After
//!   [`DEGENERATE_PIVOTS_BEFORE_BLAND`] consecutive degenerate iterations Bland's
//!   smallest-index rule takes over entering and leaving choices until the objective moves,
//!   which guarantees termination.
//! - **Verified answers.** Before a solution is returned its point is checked against the
//!   original rows and bounds and its duals against the original costs
//!   ([`VERIFY_TOLERANCE`]). On failure — or on an infeasible/unbounded verdict reached
//!   after pivoting, until it is confirmed — the tableau is rebuilt from the original data for
//!   the current basis and the simplex resumed; a failure after two rebuilds is
//!   [`Error::Numerical`].
//! - **Warm starts** keep the basis: [`Solution::add_var`] appends the column `B⁻¹a` with
//!   reduced cost `c − yᵀa` and continues with the primal simplex; [`Solution::add_constraint`]
//!   eliminates the basic variables from the new row, makes its logical basic and continues
//!   with the dual simplex; [`Solution::extend`] adds several columns and then several rows
//!   (which may use the new columns) with one rebuild of the tableau and one simplex run (the
//!   sequence-form LP's column and row generation). A step that fails leaves the solution as
//!   it was.
//!
//! - **Bad input is an error, not a panic.** The builders record the first number they cannot
//!   use (a coefficient, cost or right-hand side that is not finite, a NaN bound, a lower
//!   bound `+∞`, an upper bound `−∞`, a variable or constraint that does not exist) and every
//!   solve returns it as [`Error::BadInput`]; the warm starts refuse it at once.
//! - **Huge bounds.** Finite bounds may reach `±f64::MAX`. When they (or the rows' activities
//!   over them) come near the top of the doubles, the values are measured in a power of two
//!   (see [`VALUE_EXPONENT_LIMIT`]) so that ranges and sums do not overflow; the steps that
//!   could still overflow never turn an overflow into an infeasible or unbounded verdict
//!   (they fail with [`Error::Numerical`] instead).
//!
//! Iterations are limited per solve (and per warm step) to
//! [`ITERATION_LIMIT_BASE`] + [`ITERATION_LIMIT_PER_SIZE`]·(rows + columns), after which the
//! solve fails with [`Error::IterationLimit`]. Tolerances are absolute and assume a problem
//! scaled to coefficients of order 1 (payoffs, probabilities, flows).
//!
//! ## Dual sign convention
//!
//! [`Solution::dual`] is the shadow price `∂ objective / ∂ rhs` in the problem's own direction:
//! how much the optimal objective grows when the row's right-hand side grows by one. A binding
//! `≤` row of a maximisation has a dual `≥ 0`, a binding `≥` row of a maximisation a dual `≤ 0`
//! (and the other way round for minimisation); an `=` row's dual has either sign, and a
//! non-binding row's is 0. For the value LP of a matrix game
//! (`max v` with `Σᵢ xᵢ·A_ij − v ≥ 0`), `−dual` of column `j`'s row is the column player's
//! optimal probability of `j`.
//!
//! ## References
//! - V. Chvátal, *Linear Programming*, Freeman 1983: ch. 3 (degeneracy, Bland's rule, the
//!   cycling example used in the tests), ch. 8 (bounded variables), ch. 10 (the dual simplex).
//! - E. M. L. Beale, "Cycling in the dual simplex algorithm", Naval Research Logistics
//!   Quarterly 2 (1955) — the classic cycling LP.
//! - R. G. Bland, "New finite pivoting rules for the simplex method", Mathematics of
//!   Operations Research 2 (1977).
//! - P. M. J. Harris, "Pivot selection methods of the Devex LP code", Mathematical Programming 5
//!   (1973) — the two-pass ratio test and Devex pricing.
//! - D. Goldfarb, J. K. Reid, "A practicable steepest-edge simplex algorithm", Mathematical
//!   Programming 12 (1977).
//! - I. Maros, *Computational Techniques of the Simplex Method*, Kluwer 2003 — composite
//!   phase 1, logical variables, crash, tolerances.
//! - Q. Huangfu, J. A. J. Hall, "Parallelizing the dual revised simplex method", Mathematical
//!   Programming Computation 10 (2018) — bound perturbation against stalling, as in HiGHS.
//! - The minilp crate (Alex Dubinsky), whose API this module imitates.

use std::fmt;
use std::ops::Index;

mod input;
mod simplex;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_input;
#[cfg(test)]
mod tests_warm;

use simplex::Tableau;

pub mod exact;
pub mod file;
mod scaling;
pub use input::VALUE_EXPONENT_LIMIT;
pub use scaling::{Answer, STRICT_TOLERANCE};

/// Primal feasibility tolerance: a basic variable more than this outside a bound is infeasible,
/// and Harris' ratio test lets basic variables overshoot a bound by at most this much.
pub const FEASIBILITY_TOLERANCE: f64 = 1e-9;
/// Optimality (dual feasibility) tolerance: a reduced cost must exceed this in magnitude, with
/// the improving sign, for its variable to enter.
pub const OPTIMALITY_TOLERANCE: f64 = 1e-9;
/// Smallest pivot element accepted by a ratio test; smaller entries count as zero.
pub const PIVOT_TOLERANCE: f64 = 1e-9;
/// Entries of a normalised pivot row below this magnitude are set to exactly zero.
pub const DROP_TOLERANCE: f64 = 1e-14;
/// Relative tolerance of the final check against the original problem: a row may be violated
/// by `VERIFY_TOLERANCE·(1 + |rhs| + Σ|a_ij·x_j|)`, a bound by `VERIFY_TOLERANCE·(1 + |bound|)`,
/// a reduced cost may have the wrong sign by `VERIFY_TOLERANCE·(1 + |c_j| + Σ|y_i·a_ij|)`.
pub const VERIFY_TOLERANCE: f64 = 1e-7;
/// Consecutive degenerate primal iterations after which the bounds of the basic variables are
/// perturbed (at most once per primal phase).
pub const DEGENERATE_PIVOTS_BEFORE_PERTURBING: u32 = 10;
/// Relative size of a bound perturbation: a finite bound `b` moves outwards by
/// `PERTURBATION·(1 + |b|)·(1 + u)` with a pseudo-random `u ∈ [0, 1)` per variable.
pub const PERTURBATION: f64 = 1e-7;
/// Consecutive degenerate iterations after which Bland's rule takes over (until the objective
/// moves again).
pub const DEGENERATE_PIVOTS_BEFORE_BLAND: u32 = 50;
/// Fixed part of the iteration limit of one solve.
pub const ITERATION_LIMIT_BASE: u64 = 1_000;
/// Per-row-and-column part of the iteration limit of one solve.
pub const ITERATION_LIMIT_PER_SIZE: u64 = 50;

/// Whether the objective is minimised or maximised.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Find the smallest objective.
    Minimize,
    /// Find the largest objective.
    Maximize,
}

/// A variable (column) of a [`Problem`], numbered from 0 in order of creation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Variable(pub usize);

/// A constraint (row) of a [`Problem`], numbered from 0 in order of creation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Constraint(pub usize);

/// The relation between a constraint's expression and its right-hand side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComparisonOp {
    /// `expr ≤ rhs`.
    Le,
    /// `expr ≥ rhs`.
    Ge,
    /// `expr = rhs`.
    Eq,
}

/// Why a problem has no optimal solution (or none was found).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// No point satisfies all constraints and bounds.
    Infeasible,
    /// The objective can be improved without limit.
    Unbounded,
    /// The iteration limit was reached (see [`ITERATION_LIMIT_BASE`]).
    IterationLimit,
    /// The final point failed the check against the original problem even after a
    /// refactorisation, or the values left the range of doubles; the message says which row,
    /// bound or reduced cost.
    Numerical(String),
    /// A number given to the builders cannot be used (a coefficient, cost or right-hand side
    /// that is not finite, a NaN bound, a lower bound `+∞`, an upper bound `−∞`) or refers
    /// to a variable or constraint that does not exist; the message says which and where,
    /// e.g. "coefficient NaN of variable 3 in constraint 5 is not finite" (indices from 0).
    BadInput(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Infeasible => write!(f, "the linear program is infeasible"),
            Error::Unbounded => write!(f, "the linear program is unbounded"),
            Error::IterationLimit => write!(f, "the simplex iteration limit was reached"),
            Error::Numerical(msg) => write!(f, "numerical trouble in the simplex: {msg}"),
            Error::BadInput(msg) => write!(f, "invalid input to the linear program: {msg}"),
        }
    }
}

impl std::error::Error for Error {}

/// One constraint as given: sparse coefficients (variable index, coefficient; no duplicates,
/// no zeros), relation and right-hand side.
#[derive(Clone, Debug)]
struct Row {
    coeffs: Vec<(usize, f64)>,
    op: ComparisonOp,
    rhs: f64,
}

impl Row {
    /// Bounds of the row's logical variable `s` in `a·x + s = rhs`.
    fn logical_bounds(&self) -> (f64, f64) {
        match self.op {
            ComparisonOp::Le => (0.0, f64::INFINITY),
            ComparisonOp::Ge => (f64::NEG_INFINITY, 0.0),
            ComparisonOp::Eq => (0.0, 0.0),
        }
    }
}

/// The largest dense tableau the simplex takes (800 MB of doubles): a larger problem is
/// refused up front, where it would exhaust the memory of a page (or take hours here).
pub const MAX_TABLEAU_CELLS: u64 = 100_000_000;

/// Knobs the tests turn; users get the defaults.
#[derive(Clone, Debug)]
struct Options {
    /// Overrides the size-based iteration limit.
    iteration_limit: Option<u64>,
    /// Consecutive degenerate iterations before Bland's rule.
    bland_after: u32,
    /// Textbook ratio tests (exact minimum, smallest index on ties) instead of Harris'.
    textbook: bool,
    /// Bound perturbation against stalling.
    perturb: bool,
    /// Weighted pricing: Devex in the primal, steepest edge in the dual (else Dantzig's
    /// largest reduced cost / largest violation).
    weighted_pricing: bool,
    /// How many refactorisations a solve may use to repair a failed check.
    max_refreshes: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            iteration_limit: None,
            bland_after: DEGENERATE_PIVOTS_BEFORE_BLAND,
            textbook: false,
            perturb: true,
            weighted_pricing: true,
            max_refreshes: 2,
        }
    }
}

/// A linear program: variables with costs and bounds, and linear constraints.
#[derive(Clone, Debug)]
pub struct Problem {
    direction: Direction,
    obj: Vec<f64>,
    lo: Vec<f64>,
    hi: Vec<f64>,
    rows: Vec<Row>,
    options: Options,
    /// The first input the builders could not use (see [`Error::BadInput`]).
    invalid: Option<String>,
}

impl Problem {
    /// An empty problem with the given direction.
    pub fn new(direction: Direction) -> Self {
        Problem {
            direction,
            obj: Vec::new(),
            lo: Vec::new(),
            hi: Vec::new(),
            rows: Vec::new(),
            options: Options::default(),
            invalid: None,
        }
    }

    /// Adds a variable with its objective coefficient and bounds `(lo, hi)`; `lo` may be
    /// `f64::NEG_INFINITY` and `hi` `f64::INFINITY` (a free variable has both). Bounds with
    /// `lo > hi` make the problem infeasible. Finite bounds may be as large as `±f64::MAX`.
    ///
    /// An objective that is not finite, a NaN bound, `lo = +∞` or `hi = −∞` is not refused
    /// here but recorded: the variable is added fixed at 0 with cost 0, and every solve then
    /// fails with [`Error::BadInput`] naming it.
    pub fn add_var(&mut self, objective: f64, bounds: (f64, f64)) -> Variable {
        let j = self.obj.len();
        let (objective, bounds) = match input::check_var(j, objective, bounds) {
            Ok(()) => (objective, bounds),
            Err(why) => {
                self.refuse(why);
                (0.0, (0.0, 0.0))
            }
        };
        self.obj.push(objective);
        self.lo.push(bounds.0);
        self.hi.push(bounds.1);
        Variable(j)
    }

    /// Adds the constraint `Σ coef·var  op  rhs`. Repeated variables are summed.
    ///
    /// A variable that does not belong to this problem, or a coefficient, sum of repeated
    /// coefficients or `rhs` that is not finite, is not refused here but recorded: the
    /// constraint is added empty (`0 op 0`), and every solve then fails with
    /// [`Error::BadInput`] naming it.
    pub fn add_constraint(
        &mut self,
        expr: &[(Variable, f64)],
        op: ComparisonOp,
        rhs: f64,
    ) -> Constraint {
        let i = self.rows.len();
        let checked = input::check_rhs(i, rhs).and_then(|()| {
            input::aggregate(
                expr.iter().map(|&(v, a)| (v.0, a)),
                self.obj.len(),
                "variable",
                || format!("in constraint {i}"),
            )
        });
        let row = match checked {
            Ok(coeffs) => Row { coeffs, op, rhs },
            Err(why) => {
                self.refuse(why);
                Row {
                    coeffs: Vec::new(),
                    op,
                    rhs: 0.0,
                }
            }
        };
        self.rows.push(row);
        Constraint(i)
    }

    /// Number of variables.
    pub fn num_vars(&self) -> usize {
        self.obj.len()
    }

    /// Number of constraints.
    pub fn num_constraints(&self) -> usize {
        self.rows.len()
    }

    /// Solves the problem from the all-logical basis (structural variables at a bound).
    ///
    /// # Errors
    /// [`Error::BadInput`] if a builder was given a number it could not use (the first one is
    /// named); [`Error::Infeasible`], [`Error::Unbounded`]; [`Error::IterationLimit`];
    /// [`Error::Numerical`] if the answer failed its check, or values (the optimal objective
    /// included) left the range of doubles.
    pub fn solve(&self) -> Result<Solution, Error> {
        self.check_input()?;
        if self.lo.iter().zip(&self.hi).any(|(l, h)| l > h) {
            return Err(Error::Infeasible);
        }
        let unit = input::value_unit(self);
        let problem = if unit == 1.0 {
            self.clone()
        } else {
            self.in_unit(unit)
        };
        let mut tableau = Tableau::new(&problem);
        tableau.optimize(&problem)?;
        let out = ReadOut::of(&problem, unit, &tableau)?;
        Ok(Solution {
            problem,
            unit,
            tableau,
            out,
        })
    }

    /// The cost of variable `j` in the internal minimisation.
    fn internal_cost(&self, j: usize) -> f64 {
        match self.direction {
            Direction::Minimize => self.obj[j],
            Direction::Maximize => -self.obj[j],
        }
    }
}

/// What a solution reports: values, duals and the objective in the problem's own units.
#[derive(Clone, Debug)]
struct ReadOut {
    values: Vec<f64>,
    duals: Vec<f64>,
    objective: f64,
}

impl ReadOut {
    /// Reads values, duals and the objective out of a verified tableau of `p` (the problem in
    /// values of `unit`); fails if a value or the objective is beyond the range of doubles.
    fn of(p: &Problem, unit: f64, tableau: &Tableau) -> Result<ReadOut, Error> {
        let values: Vec<f64> = tableau
            .structural_values(p)
            .into_iter()
            .map(|x| x * unit)
            .collect();
        let objective: f64 = p.obj.iter().zip(&values).map(|(c, x)| c * x).sum();
        if !objective.is_finite() || values.iter().any(|x| !x.is_finite()) {
            return Err(Error::Numerical(
                "the optimal objective is beyond the range of doubles".into(),
            ));
        }
        let sign = match p.direction {
            Direction::Minimize => 1.0,
            Direction::Maximize => -1.0,
        };
        let duals = tableau.duals().into_iter().map(|y| sign * y).collect();
        Ok(ReadOut {
            values,
            duals,
            objective,
        })
    }
}

/// An optimal solution, which also keeps the final basis for warm starts.
#[derive(Clone, Debug)]
pub struct Solution {
    /// The problem as solved: values (bounds, right-hand sides) in `unit`.
    problem: Problem,
    /// The power of two values are measured in (1 for all but huge bounds, see
    /// [`VALUE_EXPONENT_LIMIT`]).
    unit: f64,
    tableau: Tableau,
    out: ReadOut,
}

impl Solution {
    /// The optimal objective value.
    pub fn objective(&self) -> f64 {
        self.out.objective
    }

    /// The value of a variable (clamped into its bounds; within [`VERIFY_TOLERANCE`] of the
    /// simplex's own value).
    ///
    /// # Panics
    /// If the variable does not belong to the problem.
    pub fn value(&self, v: Variable) -> f64 {
        self.out.values[v.0]
    }

    /// The shadow price of a constraint: `∂ objective / ∂ rhs` in the problem's direction (see
    /// the module documentation for signs).
    ///
    /// # Panics
    /// If the constraint does not belong to the problem.
    pub fn dual(&self, c: Constraint) -> f64 {
        self.out.duals[c.0]
    }

    /// Simplex iterations (pivots and bound flips) done so far, including the initial solve (and
    /// its crash pivots of free variables into the basis) and every successful warm step.
    pub fn iterations(&self) -> u64 {
        self.tableau.iterations
    }

    /// Warm start: adds a variable (a column) with its objective coefficient, bounds and
    /// coefficients in existing constraints, and re-optimises from the current basis (primal
    /// simplex; the old basis stays primal feasible when the new variable's start bound is 0).
    ///
    /// On error the solution is left exactly as it was (without the variable).
    ///
    /// # Errors
    /// [`Error::BadInput`] for what [`Problem::add_var`] records, a coefficient (or sum of
    /// repeated coefficients) that is not finite, or a constraint that does not belong to the
    /// problem; otherwise as [`Problem::solve`].
    pub fn add_var(
        &mut self,
        objective: f64,
        bounds: (f64, f64),
        column: &[(Constraint, f64)],
    ) -> Result<Variable, Error> {
        let (v, column) = self.stage_var(objective, bounds, column)?;
        let mut tableau = self.tableau.with_column(&self.problem, &column);
        let result = tableau
            .optimize(&self.problem)
            .and_then(|()| ReadOut::of(&self.problem, self.unit, &tableau));
        match result {
            Ok(out) => {
                self.tableau = tableau;
                self.out = out;
                Ok(v)
            }
            Err(e) => {
                for &(i, _) in &column {
                    self.problem.rows[i].coeffs.pop();
                }
                self.problem.obj.pop();
                self.problem.lo.pop();
                self.problem.hi.pop();
                Err(e)
            }
        }
    }

    /// Warm start: adds a constraint and re-optimises from the current basis (dual simplex; the
    /// old basis stays dual feasible, the new row's logical variable enters it).
    ///
    /// On error the solution is left exactly as it was (without the constraint).
    ///
    /// # Errors
    /// [`Error::BadInput`] for what [`Problem::add_constraint`] records (a variable that does
    /// not belong to the problem, a coefficient or `rhs` that is not finite); otherwise as
    /// [`Problem::solve`].
    pub fn add_constraint(
        &mut self,
        expr: &[(Variable, f64)],
        op: ComparisonOp,
        rhs: f64,
    ) -> Result<Constraint, Error> {
        let row = self.stage_row(expr, op, rhs)?;
        let mut tableau = self.tableau.with_row(&self.problem);
        let result = tableau
            .optimize(&self.problem)
            .and_then(|()| ReadOut::of(&self.problem, self.unit, &tableau));
        match result {
            Ok(out) => {
                self.tableau = tableau;
                self.out = out;
                Ok(row)
            }
            Err(e) => {
                self.problem.rows.pop();
                Err(e)
            }
        }
    }
}

impl Solution {
    /// Checks a new variable and adds it to the problem (not yet to the tableau); returns it
    /// with its column by row index. Nothing changes on error.
    fn stage_var(
        &mut self,
        objective: f64,
        bounds: (f64, f64),
        column: &[(Constraint, f64)],
    ) -> Result<(Variable, Vec<(usize, f64)>), Error> {
        let j = self.problem.obj.len();
        input::check_var(j, objective, bounds).map_err(Error::BadInput)?;
        let column = input::aggregate(
            column.iter().map(|&(c, a)| (c.0, a)),
            self.problem.rows.len(),
            "constraint",
            || format!("in the column of variable {j}"),
        )
        .map_err(Error::BadInput)?;
        if bounds.0 > bounds.1 {
            return Err(Error::Infeasible);
        }
        let v = self
            .problem
            .add_var(objective, (bounds.0 / self.unit, bounds.1 / self.unit));
        for &(i, a) in &column {
            self.problem.rows[i].coeffs.push((v.0, a));
        }
        Ok((v, column))
    }

    /// Checks a new constraint and adds it to the problem (not yet to the tableau). Nothing
    /// changes on error.
    fn stage_row(
        &mut self,
        expr: &[(Variable, f64)],
        op: ComparisonOp,
        rhs: f64,
    ) -> Result<Constraint, Error> {
        let i = self.problem.rows.len();
        input::check_rhs(i, rhs).map_err(Error::BadInput)?;
        let coeffs = input::aggregate(
            expr.iter().map(|&(v, a)| (v.0, a)),
            self.problem.obj.len(),
            "variable",
            || format!("in constraint {i}"),
        )
        .map_err(Error::BadInput)?;
        self.problem.rows.push(Row {
            coeffs,
            op,
            rhs: rhs / self.unit,
        });
        Ok(Constraint(i))
    }

    /// Warm start in one step: adds the variables `vars` (objective coefficient, bounds,
    /// coefficients in existing constraints), then the constraints `rows` (which may use the
    /// new variables), and re-optimises once from the current basis. Cheaper than one
    /// [`Solution::add_var`] or [`Solution::add_constraint`] at a time: the tableau is rebuilt
    /// once, and the simplex runs once.
    ///
    /// On error the solution is left exactly as it was.
    ///
    /// # Errors
    /// As [`Solution::add_var`] and [`Solution::add_constraint`].
    #[allow(clippy::type_complexity)]
    pub fn extend(
        &mut self,
        vars: &[(f64, (f64, f64), Vec<(Constraint, f64)>)],
        rows: &[(Vec<(Variable, f64)>, ComparisonOp, f64)],
    ) -> Result<(Vec<Variable>, Vec<Constraint>), Error> {
        let saved = self.problem.clone();
        let result = self.try_extend(vars, rows);
        if result.is_err() {
            self.problem = saved;
        }
        result
    }

    #[allow(clippy::type_complexity)]
    fn try_extend(
        &mut self,
        vars: &[(f64, (f64, f64), Vec<(Constraint, f64)>)],
        rows: &[(Vec<(Variable, f64)>, ComparisonOp, f64)],
    ) -> Result<(Vec<Variable>, Vec<Constraint>), Error> {
        let mut columns = Vec::with_capacity(vars.len());
        let mut new_vars = Vec::with_capacity(vars.len());
        for (objective, bounds, column) in vars {
            let (v, column) = self.stage_var(*objective, *bounds, column)?;
            columns.push(column);
            new_vars.push(v);
        }
        let new_rows = rows
            .iter()
            .map(|(expr, op, rhs)| self.stage_row(expr, *op, *rhs))
            .collect::<Result<Vec<_>, _>>()?;
        let mut tableau = self
            .tableau
            .with_columns(&self.problem, &columns)
            .with_rows(&self.problem, rows.len());
        tableau.optimize(&self.problem)?;
        self.out = ReadOut::of(&self.problem, self.unit, &tableau)?;
        self.tableau = tableau;
        Ok((new_vars, new_rows))
    }
}

impl Index<Variable> for Solution {
    type Output = f64;

    fn index(&self, v: Variable) -> &f64 {
        &self.out.values[v.0]
    }
}

/// Something an LP can be written into: the built-in [`Problem`] or an LP-format text
/// ([`file::LpWriter`]), so other solvers can be run on exactly the same LP.
pub trait LpSink {
    /// Adds a variable with an objective coefficient and bounds.
    fn var(&mut self, objective: f64, bounds: (f64, f64)) -> Variable;
    /// Adds a constraint.
    fn row(&mut self, expr: &[(Variable, f64)], op: ComparisonOp, rhs: f64);
}

impl LpSink for Problem {
    fn var(&mut self, objective: f64, bounds: (f64, f64)) -> Variable {
        self.add_var(objective, bounds)
    }
    fn row(&mut self, expr: &[(Variable, f64)], op: ComparisonOp, rhs: f64) {
        self.add_constraint(expr, op, rhs);
    }
}
