//! An exact rational simplex: linear programs in [`Q`] answered without a single tolerance.
//!
//! The float simplex ([`crate::lp::Problem`]) is fast and checks its answers against the data,
//! but its verdicts still rest on tolerances. Some answers must be exact — a correlated
//! equilibrium's distribution, its welfare as a fraction, a vertex of a polytope — and the
//! problems that need them are small (up to a few hundred variables and constraints). This
//! module solves them in exact arithmetic, so every tie (the source of degeneracy) is decided
//! exactly and the answer *is* optimal, not nearly so.
//!
//! ## Design
//!
//! - **Textbook form.** `max` or `min c·x` subject to rows `a·x ≤ b`, `≥ b` or `= b` and
//!   `x ≥ 0`. Every row is first written with a right-hand side `≥ 0` (a row with `b < 0` is
//!   negated and its relation flipped, and a `≥ 0` row becomes `≤ 0`). A `≤` row then gets a
//!   slack that starts in the basis; a `≥` row a surplus and an artificial variable; an `=` row
//!   an artificial. The homogeneous incentive rows of equilibrium LPs thus need no artificial.
//! - **A dense tableau of rationals**, one `Vec<Q>` per row plus the reduced-cost rows. A pivot
//!   touches only the rows with an entry in the pivot column and, in them, only the columns
//!   where the pivot row has an entry (equilibrium LPs are sparse). The size is capped
//!   ([`MAX_EXACT_CELLS`]) and a larger problem is refused as [`ExactError::TooLarge`].
//! - **Two phases.** Phase 1 minimises the sum of the artificial variables (exactly 0 iff the
//!   problem is feasible); an artificial that leaves the basis never comes back. Artificials
//!   still basic at 0 afterwards are pivoted out where their row has another entry; a row
//!   without one is redundant and keeps its artificial at 0, which can never enter again.
//!   Phase 2 then optimises the objective from that basis. The artificial columns are kept
//!   (never priced) so that the final tableau holds `B⁻¹` and with it the duals.
//! - **Pivoting.** Dantzig's rule (the most negative reduced cost) while pivots make progress;
//!   right after a degenerate pivot (a step of length 0, decided exactly) Bland's rule (the
//!   smallest eligible column, and the smallest basic variable among tied rows) until the
//!   objective moves. Bland's rule cannot cycle, and every non-degenerate step strictly
//!   improves the objective, so the simplex terminates — also on the heavily degenerate LPs of
//!   correlated equilibria, and on the classic cycling examples (tested).
//!
//! ## Dual sign convention
//!
//! [`ExactSolution::duals`] holds, per constraint in the order given, the shadow price
//! `∂ objective / ∂ rhs` in the problem's own direction, as [`crate::lp::Solution::dual`] does:
//! for a maximisation a `≤` row's dual is `≥ 0` and a `≥` row's `≤ 0` (the other way round for
//! a minimisation), an `=` row's has either sign. Writing `y` for the duals, dual feasibility
//! reads `Σ_i y_i·a_ij ≥ c_j` for every variable of a maximisation (`≤ c_j` for a
//! minimisation), and strong duality `c·x = b·y` holds exactly. On a degenerate optimum the
//! duals are those of the final basis (one of several optimal dual solutions).
//!
//! ## References
//! - V. Chvátal, *Linear Programming*, Freeman 1983: ch. 2–3 (the tableau, two phases,
//!   degeneracy, Bland's rule), ch. 5 (duality).
//! - R. G. Bland, "New finite pivoting rules for the simplex method", Mathematics of
//!   Operations Research 2 (1977).
//! - E. M. L. Beale, "Cycling in the dual simplex algorithm", Naval Research Logistics
//!   Quarterly 2 (1955) — the cycling example of the tests.

use crate::exact::Q;
use crate::lp::{ComparisonOp, Direction};
use num_traits::{Signed, Zero};
use std::fmt;

/// The largest tableau (rows + 2 by columns + 1, counting the reduced-cost rows and the
/// right-hand side) the exact simplex builds. A rational takes some 64 bytes plus its digits,
/// so this is a few hundred megabytes at most; larger problems are refused up front.
pub const MAX_EXACT_CELLS: usize = 2_000_000;

/// A linear program with exact coefficients over non-negative variables.
#[derive(Clone, Debug)]
pub struct ExactProblem {
    direction: Direction,
    objective: Vec<Q>,
    rows: Vec<(Vec<Q>, ComparisonOp, Q)>,
    /// The first constraint the builder could not use (see [`ExactError::BadInput`]).
    invalid: Option<String>,
    /// Bland's rule at every pivot (the tests compare it with the default rule).
    bland_only: bool,
}

/// An optimal solution of an [`ExactProblem`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExactSolution {
    /// The optimal objective value `c·x`.
    pub objective: Q,
    /// An optimal point (a vertex), one value per variable.
    pub values: Vec<Q>,
    /// The optimal dual values, one per constraint in the order given (signs: see the module
    /// documentation).
    pub duals: Vec<Q>,
    /// The pivots done in both phases.
    pub pivots: usize,
}

/// Why an [`ExactProblem`] has no optimal solution (or was not solved).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExactError {
    /// No point satisfies all constraints.
    Infeasible,
    /// The objective can be improved without limit.
    Unbounded,
    /// The tableau would exceed [`MAX_EXACT_CELLS`]; the message gives the sizes.
    TooLarge(String),
    /// A constraint does not fit the problem (its number of coefficients differs from the
    /// number of variables); the message names the first such constraint.
    BadInput(String),
}

impl fmt::Display for ExactError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExactError::Infeasible => write!(f, "the linear program is infeasible"),
            ExactError::Unbounded => write!(f, "the linear program is unbounded"),
            ExactError::TooLarge(msg) => {
                write!(f, "the linear program is too large to solve exactly: {msg}")
            }
            ExactError::BadInput(msg) => write!(f, "invalid input to the linear program: {msg}"),
        }
    }
}

impl std::error::Error for ExactError {}

impl ExactProblem {
    /// A problem with one variable (`x_j ≥ 0`) per objective coefficient and no constraints.
    pub fn new(direction: Direction, objective: Vec<Q>) -> Self {
        ExactProblem {
            direction,
            objective,
            rows: Vec::new(),
            invalid: None,
            bland_only: false,
        }
    }

    /// Adds the constraint `coefficients · x  op  rhs`, one coefficient per variable.
    ///
    /// A coefficient vector of the wrong length is not refused here but recorded: the
    /// constraint is dropped, and [`ExactProblem::solve`] fails with [`ExactError::BadInput`]
    /// naming it (constraints are numbered from 0 in order of addition).
    pub fn add_constraint(&mut self, coefficients: Vec<Q>, op: ComparisonOp, rhs: Q) {
        let i = self.rows.len();
        if coefficients.len() != self.objective.len() {
            if self.invalid.is_none() {
                self.invalid = Some(format!(
                    "constraint {i} has {} coefficients for {} variables",
                    coefficients.len(),
                    self.objective.len()
                ));
            }
            // Keep the numbering of later constraints: an empty row `0 = 0` stands in.
            let zeros = vec![Q::zero(); self.objective.len()];
            self.rows.push((zeros, ComparisonOp::Eq, Q::zero()));
            return;
        }
        self.rows.push((coefficients, op, rhs));
    }

    /// The number of variables.
    pub fn num_vars(&self) -> usize {
        self.objective.len()
    }

    /// The number of constraints.
    pub fn num_constraints(&self) -> usize {
        self.rows.len()
    }

    /// Uses Bland's rule at every pivot instead of only after degenerate ones.
    #[cfg(test)]
    pub(crate) fn bland_only(mut self) -> Self {
        self.bland_only = true;
        self
    }

    /// Solves the problem exactly by the two-phase simplex.
    ///
    /// # Errors
    /// [`ExactError::BadInput`] if a constraint had the wrong number of coefficients;
    /// [`ExactError::TooLarge`] if the tableau would exceed [`MAX_EXACT_CELLS`];
    /// [`ExactError::Infeasible`] and [`ExactError::Unbounded`] as the problem is.
    pub fn solve(&self) -> Result<ExactSolution, ExactError> {
        if let Some(why) = &self.invalid {
            return Err(ExactError::BadInput(why.clone()));
        }
        let mut t = Tableau::build(self)?;
        t.phase_one()?;
        t.phase_two()?;
        Ok(t.read_out(self))
    }
}

/// The simplex tableau: constraint rows, then the reduced costs of phase 1 and phase 2.
struct Tableau {
    /// `m` constraint rows and two cost rows, each of `cols + 1` entries (the last is the
    /// right-hand side; in a cost row it is minus the objective of the internal
    /// minimisation).
    rows: Vec<Vec<Q>>,
    /// Constraint rows.
    m: usize,
    /// Columns before the right-hand side: structural, slack or surplus, artificial.
    cols: usize,
    /// The first artificial column.
    first_artificial: usize,
    /// The basic column of each constraint row.
    basis: Vec<usize>,
    /// Per original row: the column that was a unit vector at the start (its slack or its
    /// artificial), whose final column is that row's column of `B⁻¹`.
    unit_col: Vec<usize>,
    /// Per original row: −1 if it was negated to get a right-hand side `≥ 0`, else 1.
    sign: Vec<Q>,
    pivots: usize,
    bland_only: bool,
}

impl Tableau {
    /// The start tableau: slacks and artificials basic, the phase-1 and phase-2 cost rows.
    fn build(p: &ExactProblem) -> Result<Tableau, ExactError> {
        let (n, m) = (p.objective.len(), p.rows.len());
        // Normalise every row to a right-hand side ≥ 0; a `≥ 0` row becomes `≤ 0`.
        let mut normal = Vec::with_capacity(m);
        let mut sign = Vec::with_capacity(m);
        for (a, op, b) in &p.rows {
            let flip = b.is_negative() || (b.is_zero() && *op == ComparisonOp::Ge);
            let op = match (flip, op) {
                (false, op) => *op,
                (true, ComparisonOp::Le) => ComparisonOp::Ge,
                (true, ComparisonOp::Ge) => ComparisonOp::Le,
                (true, ComparisonOp::Eq) => ComparisonOp::Eq,
            };
            sign.push(if flip { -one() } else { one() });
            normal.push((flip, op, a, b));
        }
        let logicals = normal.iter().filter(|r| r.1 != ComparisonOp::Eq).count();
        let artificials = normal.iter().filter(|r| r.1 != ComparisonOp::Le).count();
        let cols = n + logicals + artificials;
        let cells = (m + 2).saturating_mul(cols + 1);
        if cells > MAX_EXACT_CELLS {
            return Err(ExactError::TooLarge(format!(
                "{m} constraints and {n} variables need a tableau of {cells} entries, \
                 more than the {MAX_EXACT_CELLS} allowed"
            )));
        }
        let mut rows = vec![vec![Q::zero(); cols + 1]; m + 2];
        let (mut basis, mut unit_col) = (Vec::with_capacity(m), Vec::with_capacity(m));
        let (mut next_logical, mut next_artificial) = (n, n + logicals);
        for (i, (flip, op, a, b)) in normal.into_iter().enumerate() {
            let row = &mut rows[i];
            for (cell, x) in row.iter_mut().zip(a) {
                *cell = if flip { -x } else { x.clone() };
            }
            row[cols] = if flip { -b } else { b.clone() };
            let unit = match op {
                ComparisonOp::Le => {
                    row[next_logical] = one();
                    next_logical += 1;
                    next_logical - 1
                }
                ComparisonOp::Ge => {
                    row[next_logical] = -one();
                    row[next_artificial] = one();
                    next_logical += 1;
                    next_artificial += 1;
                    next_artificial - 1
                }
                ComparisonOp::Eq => {
                    row[next_artificial] = one();
                    next_artificial += 1;
                    next_artificial - 1
                }
            };
            basis.push(unit);
            unit_col.push(unit);
        }
        let first_artificial = n + logicals;
        // Phase 1: cost 1 per artificial, reduced costs d_j = −Σ over artificial rows of a_ij.
        let mut phase1 = vec![Q::zero(); cols + 1];
        for (i, &b) in basis.iter().enumerate() {
            if b >= first_artificial {
                for (d, x) in phase1.iter_mut().zip(&rows[i]) {
                    if !x.is_zero() {
                        *d -= x;
                    }
                }
            }
        }
        for d in &mut phase1[first_artificial..cols] {
            *d = Q::zero();
        }
        rows[m] = phase1;
        // Phase 2: the internal minimisation's costs (the basis costs nothing).
        for (d, c) in rows[m + 1].iter_mut().zip(&p.objective) {
            *d = match p.direction {
                Direction::Minimize => c.clone(),
                Direction::Maximize => -c,
            };
        }
        Ok(Tableau {
            rows,
            m,
            cols,
            first_artificial,
            basis,
            unit_col,
            sign,
            pivots: 0,
            bland_only: p.bland_only,
        })
    }

    /// Minimises the sum of the artificials, then pivots the ones left at 0 out of the basis
    /// where their row allows.
    fn phase_one(&mut self) -> Result<(), ExactError> {
        if self.basis.iter().all(|&b| b < self.first_artificial) {
            return Ok(());
        }
        // Phase 1 is bounded below by 0, so it never reports unboundedness.
        self.optimize(self.m)?;
        if !self.rows[self.m][self.cols].is_zero() {
            return Err(ExactError::Infeasible);
        }
        for r in 0..self.m {
            if self.basis[r] >= self.first_artificial {
                let entering = (0..self.first_artificial).find(|&j| !self.rows[r][j].is_zero());
                if let Some(s) = entering {
                    self.pivot(r, s);
                }
            }
        }
        Ok(())
    }

    /// Optimises the internal minimisation from the phase-1 basis.
    fn phase_two(&mut self) -> Result<(), ExactError> {
        self.optimize(self.m + 1)
    }

    /// The simplex loop on the cost row `cost` (never letting artificials enter).
    fn optimize(&mut self, cost: usize) -> Result<(), ExactError> {
        let mut bland = self.bland_only;
        loop {
            let d = &self.rows[cost];
            let candidates = (0..self.first_artificial).filter(|&j| d[j].is_negative());
            let entering = if bland {
                candidates.into_iter().next()
            } else {
                // The most negative reduced cost; the first such column on ties.
                candidates.fold(None, |best: Option<usize>, j| match best {
                    Some(k) if d[k] <= d[j] => Some(k),
                    _ => Some(j),
                })
            };
            let Some(s) = entering else {
                return Ok(());
            };
            // Ratio test: the smallest b_r / a_rs over a_rs > 0, the smallest basic column on
            // ties (Bland's rule for the leaving variable; used by both rules).
            let mut leave: Option<(usize, Q)> = None;
            for r in 0..self.m {
                let a = &self.rows[r][s];
                if !a.is_positive() {
                    continue;
                }
                let ratio = &self.rows[r][self.cols] / a;
                let better = match &leave {
                    None => true,
                    Some((k, best)) => {
                        ratio < *best || (ratio == *best && self.basis[r] < self.basis[*k])
                    }
                };
                if better {
                    leave = Some((r, ratio));
                }
            }
            let Some((r, step)) = leave else {
                return Err(ExactError::Unbounded);
            };
            self.pivot(r, s);
            bland = self.bland_only || step.is_zero();
        }
    }

    /// Pivots on row `r`, column `s`: divides the row by the pivot and clears the column in
    /// every other row (the cost rows included).
    fn pivot(&mut self, r: usize, s: usize) {
        let mut row = std::mem::take(&mut self.rows[r]);
        let p = row[s].clone();
        let support: Vec<usize> = (0..=self.cols).filter(|&j| !row[j].is_zero()).collect();
        for &j in &support {
            row[j] /= &p;
        }
        for (i, other) in self.rows.iter_mut().enumerate() {
            if i == r || other[s].is_zero() {
                continue;
            }
            let f = other[s].clone();
            for &j in &support {
                other[j] -= &f * &row[j];
            }
        }
        self.rows[r] = row;
        self.basis[r] = s;
        self.pivots += 1;
    }

    /// The optimal point, objective and duals in the problem's own terms.
    fn read_out(&self, p: &ExactProblem) -> ExactSolution {
        let n = p.objective.len();
        let mut values = vec![Q::zero(); n];
        for (r, &b) in self.basis.iter().enumerate() {
            if b < n {
                values[b] = self.rows[r][self.cols].clone();
            }
        }
        let objective = p
            .objective
            .iter()
            .zip(&values)
            .filter(|(_, x)| !x.is_zero())
            .fold(Q::zero(), |acc, (c, x)| acc + c * x);
        // y'_i = c_B·B⁻¹e_i = −(reduced cost of row i's start unit column), for the internal
        // minimisation and the normalised row; back to the problem's direction and row.
        let direction = match p.direction {
            Direction::Minimize => one(),
            Direction::Maximize => -one(),
        };
        let costs = &self.rows[self.m + 1];
        let duals = self
            .unit_col
            .iter()
            .zip(&self.sign)
            .map(|(&j, sign)| -(&costs[j] * sign * &direction))
            .collect();
        ExactSolution {
            objective,
            values,
            duals,
            pivots: self.pivots,
        }
    }
}

/// The rational 1.
fn one() -> Q {
    Q::from_integer(1.into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exact::to_f64;
    use crate::lp::{Problem, Variable};
    use crate::rng::{below, Seed};

    fn q(n: i64) -> Q {
        Q::from_integer(n.into())
    }

    fn qs(v: &[i64]) -> Vec<Q> {
        v.iter().map(|&x| q(x)).collect()
    }

    fn frac(n: i64, d: i64) -> Q {
        Q::new(n.into(), d.into())
    }

    /// Checks the solution exactly: feasibility, the objective, dual signs, dual feasibility
    /// and strong duality.
    fn certify(p: &ExactProblem, s: &ExactSolution) {
        let max = p.direction == Direction::Maximize;
        assert!(s.values.iter().all(|x| !x.is_negative()), "x ≥ 0");
        let cx: Q = p.objective.iter().zip(&s.values).map(|(c, x)| c * x).sum();
        assert_eq!(cx, s.objective);
        let mut aty = vec![Q::zero(); p.num_vars()];
        let mut by = Q::zero();
        for ((a, op, b), y) in p.rows.iter().zip(&s.duals) {
            let act: Q = a.iter().zip(&s.values).map(|(a, x)| a * x).sum();
            // The sign a dual must have for this row (in a maximisation; flipped for min).
            let want = match op {
                ComparisonOp::Le => {
                    assert!(act <= *b);
                    1
                }
                ComparisonOp::Ge => {
                    assert!(act >= *b);
                    -1
                }
                ComparisonOp::Eq => {
                    assert_eq!(act, *b);
                    0
                }
            };
            let want = if max { want } else { -want };
            assert!(
                want == 0 || (want > 0 && !y.is_negative()) || (want < 0 && !y.is_positive()),
                "dual {y} of a {op:?} row"
            );
            for (acc, aij) in aty.iter_mut().zip(a) {
                *acc += aij * y;
            }
            by += b * y;
        }
        for (j, (aty, c)) in aty.iter().zip(&p.objective).enumerate() {
            assert!(
                if max { aty >= c } else { aty <= c },
                "dual constraint of x{j}: {aty} vs {c}"
            );
        }
        assert_eq!(by, s.objective, "strong duality");
    }

    fn solve_certified(p: &ExactProblem) -> ExactSolution {
        let s = p.solve().expect("optimal");
        certify(p, &s);
        let bland = p.clone().bland_only().solve().expect("optimal under Bland");
        certify(p, &bland);
        assert_eq!(bland.objective, s.objective);
        s
    }

    #[test]
    fn wyndor_glass() {
        let mut p = ExactProblem::new(Direction::Maximize, qs(&[3, 5]));
        p.add_constraint(qs(&[1, 0]), ComparisonOp::Le, q(4));
        p.add_constraint(qs(&[0, 2]), ComparisonOp::Le, q(12));
        p.add_constraint(qs(&[3, 2]), ComparisonOp::Le, q(18));
        let s = solve_certified(&p);
        assert_eq!(s.objective, q(36));
        assert_eq!(s.values, qs(&[2, 6]));
        assert_eq!(s.duals, vec![q(0), frac(3, 2), q(1)]);
    }

    #[test]
    fn minimisation_with_ge_and_eq_rows() {
        // min 2x + 3y, x + y ≥ 4, x + 3y ≥ 6 → 9 at (3, 1), duals (3/2, 1/2).
        let mut p = ExactProblem::new(Direction::Minimize, qs(&[2, 3]));
        p.add_constraint(qs(&[1, 1]), ComparisonOp::Ge, q(4));
        p.add_constraint(qs(&[1, 3]), ComparisonOp::Ge, q(6));
        let s = solve_certified(&p);
        assert_eq!(s.objective, q(9));
        assert_eq!(s.values, qs(&[3, 1]));
        assert_eq!(s.duals, vec![frac(3, 2), frac(1, 2)]);
        // An equality with a negative right-hand side: −x − y = −5 moves the optimum to
        // (9/2, 1/2).
        p.add_constraint(qs(&[-1, -1]), ComparisonOp::Eq, q(-5));
        let s = solve_certified(&p);
        assert_eq!(s.objective, frac(21, 2));
    }

    #[test]
    fn infeasible_and_unbounded() {
        let mut p = ExactProblem::new(Direction::Maximize, qs(&[1, 1]));
        p.add_constraint(qs(&[1, 1]), ComparisonOp::Le, q(1));
        p.add_constraint(qs(&[1, 1]), ComparisonOp::Ge, q(2));
        assert_eq!(p.solve(), Err(ExactError::Infeasible));
        let mut p = ExactProblem::new(Direction::Maximize, qs(&[1, -1]));
        p.add_constraint(qs(&[1, -1]), ComparisonOp::Ge, q(-3));
        assert_eq!(p.solve(), Err(ExactError::Unbounded));
        // x ≥ 0 with x ≤ −1 is infeasible; a free objective over no rows is unbounded.
        let mut p = ExactProblem::new(Direction::Minimize, qs(&[1]));
        p.add_constraint(qs(&[1]), ComparisonOp::Le, q(-1));
        assert_eq!(p.solve(), Err(ExactError::Infeasible));
        let p = ExactProblem::new(Direction::Minimize, qs(&[-1]));
        assert_eq!(p.solve(), Err(ExactError::Unbounded));
        assert!(ExactError::Infeasible.to_string().contains("infeasible"));
    }

    #[test]
    fn bad_input_and_size_are_errors() {
        let mut p = ExactProblem::new(Direction::Maximize, qs(&[1, 1]));
        p.add_constraint(qs(&[1]), ComparisonOp::Le, q(1));
        p.add_constraint(qs(&[1, 1, 1]), ComparisonOp::Le, q(1));
        let err = p.solve().unwrap_err();
        assert_eq!(
            err,
            ExactError::BadInput("constraint 0 has 1 coefficients for 2 variables".into())
        );
        assert_eq!(p.num_constraints(), 2);
        let mut p = ExactProblem::new(Direction::Maximize, vec![Q::zero(); 3000]);
        for _ in 0..700 {
            p.add_constraint(vec![Q::zero(); 3000], ComparisonOp::Eq, q(0));
        }
        assert!(matches!(p.solve(), Err(ExactError::TooLarge(_))));
    }

    #[test]
    fn redundant_equalities_keep_their_artificial() {
        // x + y = 2 twice and 2x + 2y = 4: two redundant rows; max x − y → 2 at (2, 0).
        let mut p = ExactProblem::new(Direction::Maximize, qs(&[1, -1]));
        p.add_constraint(qs(&[1, 1]), ComparisonOp::Eq, q(2));
        p.add_constraint(qs(&[1, 1]), ComparisonOp::Eq, q(2));
        p.add_constraint(qs(&[2, 2]), ComparisonOp::Eq, q(4));
        let s = solve_certified(&p);
        assert_eq!(s.objective, q(2));
        assert_eq!(s.values, qs(&[2, 0]));
    }

    #[test]
    fn beale_and_chvatal_do_not_cycle() {
        // Beale: min −3/4 x4 + 20x5 − 1/2 x6 + 6x7 → −5/4 at x4 = x6 = 1.
        let mut p = ExactProblem::new(
            Direction::Minimize,
            vec![frac(-3, 4), q(20), frac(-1, 2), q(6)],
        );
        p.add_constraint(vec![frac(1, 4), q(-8), q(-1), q(9)], ComparisonOp::Le, q(0));
        p.add_constraint(
            vec![frac(1, 2), q(-12), frac(-1, 2), q(3)],
            ComparisonOp::Le,
            q(0),
        );
        p.add_constraint(qs(&[0, 0, 1, 0]), ComparisonOp::Le, q(1));
        let s = solve_certified(&p);
        assert_eq!(s.objective, frac(-5, 4));
        assert_eq!(s.values, vec![q(1), q(0), q(1), q(0)]);
        // Chvátal: max 10x1 − 57x2 − 9x3 − 24x4 → 1 at x1 = x3 = 1.
        let mut p = ExactProblem::new(Direction::Maximize, qs(&[10, -57, -9, -24]));
        p.add_constraint(
            vec![frac(1, 2), frac(-11, 2), frac(-5, 2), q(9)],
            ComparisonOp::Le,
            q(0),
        );
        p.add_constraint(
            vec![frac(1, 2), frac(-3, 2), frac(-1, 2), q(1)],
            ComparisonOp::Le,
            q(0),
        );
        p.add_constraint(qs(&[1, 0, 0, 0]), ComparisonOp::Le, q(1));
        let s = solve_certified(&p);
        assert_eq!(s.objective, q(1));
        assert_eq!(s.values, qs(&[1, 0, 1, 0]));
    }

    #[test]
    fn degenerate_assignment_polytope() {
        // The 4×4 assignment LP (doubly stochastic matrices): every vertex is degenerate.
        let k = 4;
        let cost: Vec<Q> = (0..k * k).map(|c| q(((c * 7) % 5) as i64)).collect();
        let mut p = ExactProblem::new(Direction::Minimize, cost);
        for i in 0..k {
            let row = (0..k * k).map(|c| q((c / k == i) as i64)).collect();
            p.add_constraint(row, ComparisonOp::Eq, q(1));
            let col = (0..k * k).map(|c| q((c % k == i) as i64)).collect();
            p.add_constraint(col, ComparisonOp::Eq, q(1));
        }
        let s = solve_certified(&p);
        // Brute force over the 24 permutations.
        let mut best = i64::MAX;
        let mut perm: Vec<usize> = (0..k).collect();
        permutations(&mut perm, 0, &mut |pi| {
            let c: i64 = (0..k).map(|i| ((i * k + pi[i]) * 7 % 5) as i64).sum();
            best = best.min(c);
        });
        assert_eq!(s.objective, q(best));
    }

    fn permutations(v: &mut Vec<usize>, at: usize, f: &mut dyn FnMut(&[usize])) {
        if at == v.len() {
            f(v);
            return;
        }
        for i in at..v.len() {
            v.swap(at, i);
            permutations(v, at + 1, f);
            v.swap(at, i);
        }
    }

    #[test]
    fn random_lps_agree_with_the_float_simplex() {
        let mut rng = Seed(20_240_611).rng();
        let mut draw = |lo: i64, hi: i64| lo + below(&mut rng, (hi - lo + 1) as u32) as i64;
        let (mut optimal, mut infeasible, mut unbounded) = (0, 0, 0);
        for case in 0..400 {
            let n = draw(1, 6) as usize;
            let m = draw(1, 6) as usize;
            let direction = if draw(0, 1) == 0 {
                Direction::Maximize
            } else {
                Direction::Minimize
            };
            let c: Vec<i64> = (0..n).map(|_| draw(-5, 5)).collect();
            let mut exact = ExactProblem::new(direction, qs(&c));
            let mut float = Problem::new(direction);
            let vars: Vec<Variable> = c
                .iter()
                .map(|&c| float.add_var(c as f64, (0.0, f64::INFINITY)))
                .collect();
            for _ in 0..m {
                // Sparse rows with small integers (zeros are common, as in degenerate LPs).
                let a: Vec<i64> = (0..n)
                    .map(|_| if draw(0, 2) == 0 { 0 } else { draw(-4, 6) })
                    .collect();
                let op = [ComparisonOp::Le, ComparisonOp::Ge, ComparisonOp::Eq][match draw(0, 5) {
                    0..=2 => 0,
                    3 | 4 => 1,
                    _ => 2,
                }];
                let b = if draw(0, 3) == 0 { 0 } else { draw(-2, 9) };
                exact.add_constraint(qs(&a), op, q(b));
                let expr: Vec<(Variable, f64)> =
                    vars.iter().zip(&a).map(|(&v, &a)| (v, a as f64)).collect();
                float.add_constraint(&expr, op, b as f64);
            }
            match (exact.solve(), float.solve()) {
                (Ok(s), Ok(f)) => {
                    certify(&exact, &s);
                    let (e, f) = (to_f64(&s.objective), f.objective());
                    assert!(
                        (e - f).abs() <= 1e-9 * (1.0 + e.abs()),
                        "case {case}: {e} vs {f}"
                    );
                    optimal += 1;
                }
                (Err(ExactError::Infeasible), Err(crate::lp::Error::Infeasible)) => infeasible += 1,
                (Err(ExactError::Unbounded), Err(crate::lp::Error::Unbounded)) => unbounded += 1,
                (e, f) => panic!(
                    "case {case}: exact {e:?}, float {:?}",
                    f.map(|s| s.objective())
                ),
            }
        }
        assert!(
            optimal > 100 && infeasible > 20 && unbounded > 20,
            "{optimal} {infeasible} {unbounded}"
        );
    }
}
