//! Solving a problem whose numbers are not of order 1: equilibration by powers of two, and a
//! strict check of the answer against the data as given.
//!
//! The simplex's tolerances ([`super::FEASIBILITY_TOLERANCE`], [`super::PIVOT_TOLERANCE`]) are
//! absolute, which is right for the project's own LPs (payoffs, probabilities, flows) but
//! wrong for a file such as `max x s.t. 1e-300 x <= 1`: the coefficient is below the pivot
//! tolerance, so the column looks empty and the problem "unbounded" (its optimum is 1e300).
//! [`Problem::solve_scaled`] first scales every row, then every column, by a power of two that
//! brings its largest coefficient into [1, 2) — exact in floating point, so the scaled problem
//! has the same solutions — solves that, and maps the answer back.
//!
//! Tolerances also let a point that violates the data by less than 1e-9 count as feasible:
//! `x + y = 1` with `x + y = 1.0000000001` would be "optimal". So the answer is checked
//! against the original rows with a tolerance of rounding error
//! ([`STRICT_TOLERANCE`] relative to the row's magnitudes); a point outside it is reported as
//! [`Error::Numerical`] naming the row — the program is infeasible or too badly scaled for
//! double precision, and the simplex cannot tell which — rather than as an optimum.

use super::{ComparisonOp, Error, Problem, Row};

/// Relative violation of a row (against `1 + |rhs| + Σ|a_ij·x_j|`) that the final check
/// accepts as rounding error.
pub const STRICT_TOLERANCE: f64 = 1e-11;

/// An optimal solution of [`Problem::solve_scaled`], in the problem's own units.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    /// The optimal objective value.
    pub objective: f64,
    /// The value of each variable, in order.
    pub values: Vec<f64>,
    /// The shadow price of each constraint, in order.
    pub duals: Vec<f64>,
    /// Simplex iterations.
    pub iterations: u64,
}

/// The power of two `2^k` nearest below `1/m` for a magnitude `m > 0` (1 for `m = 0`).
fn inverse_power_of_two(m: f64) -> f64 {
    if m == 0.0 || !m.is_finite() {
        return 1.0;
    }
    let k = m.log2().floor() as i32;
    2f64.powi(-k.clamp(-1000, 1000))
}

impl Problem {
    /// The smallest and largest nonzero magnitude among the constraint coefficients and the
    /// objective (`(1, 1)` for an empty problem): their ratio says how badly scaled the data
    /// are for [`Problem::solve`]'s absolute tolerances, which suit coefficients of order 1.
    pub fn coefficient_range(&self) -> (f64, f64) {
        let magnitudes = self
            .rows
            .iter()
            .flat_map(|r| r.coeffs.iter().map(|&(_, a)| a.abs()))
            .chain(self.obj.iter().map(|c| c.abs()))
            .filter(|&a| a > 0.0);
        let (lo, hi) = magnitudes.fold((f64::INFINITY, 0.0f64), |(lo, hi), a| {
            (lo.min(a), hi.max(a))
        });
        if hi == 0.0 {
            (1.0, 1.0)
        } else {
            (lo, hi)
        }
    }

    /// Solves the problem scaled to coefficients of order 1 and checks the answer strictly
    /// against the unscaled data (see the module documentation).
    ///
    /// # Errors
    /// As [`Problem::solve`] ([`Error::BadInput`] first of all), and [`Error::Numerical`] if
    /// the scaled data or the answer leave the range of doubles or the answer fails the
    /// strict check.
    pub fn solve_scaled(&self) -> Result<Answer, Error> {
        self.check_input()?;
        let n = self.obj.len();
        let rows: Vec<f64> = self
            .rows
            .iter()
            .map(|r| inverse_power_of_two(r.coeffs.iter().fold(0.0, |m, &(_, a)| m.max(a.abs()))))
            .collect();
        let mut column_max = vec![0f64; n];
        for (r, &s) in self.rows.iter().zip(&rows) {
            for &(j, a) in &r.coeffs {
                column_max[j] = column_max[j].max((a * s).abs());
            }
        }
        let cols: Vec<f64> = column_max.into_iter().map(inverse_power_of_two).collect();
        // x_j = cols[j]·x'_j, row i multiplied by rows[i].
        let mut scaled = Problem::new(self.direction);
        scaled.options = self.options.clone();
        for (j, &c) in cols.iter().enumerate() {
            scaled.obj.push(self.obj[j] * c);
            scaled.lo.push(self.lo[j] / c);
            scaled.hi.push(self.hi[j] / c);
        }
        if scaled
            .obj
            .iter()
            .chain(&scaled.lo)
            .chain(&scaled.hi)
            .any(|v| v.is_nan())
            || scaled.obj.iter().any(|v| !v.is_finite())
        {
            return Err(Error::Numerical(
                "the problem is too badly scaled for double precision".into(),
            ));
        }
        for (r, &s) in self.rows.iter().zip(&rows) {
            let coeffs: Vec<(usize, f64)> = r
                .coeffs
                .iter()
                .map(|&(j, a)| (j, a * s * cols[j]))
                .collect();
            let rhs = r.rhs * s;
            if !rhs.is_finite() || coeffs.iter().any(|c| !c.1.is_finite()) {
                return Err(Error::Numerical(
                    "the problem is too badly scaled for double precision".into(),
                ));
            }
            scaled.rows.push(Row {
                coeffs,
                op: r.op,
                rhs,
            });
        }
        let solution = scaled.solve()?;
        let values: Vec<f64> = (0..n).map(|j| solution.out.values[j] * cols[j]).collect();
        let duals: Vec<f64> = solution
            .out
            .duals
            .iter()
            .zip(&rows)
            .map(|(y, s)| y * s)
            .collect();
        self.check_strictly(&values)?;
        let objective = self.obj.iter().zip(&values).map(|(c, x)| c * x).sum();
        if !f64::is_finite(objective) {
            return Err(Error::Numerical(
                "the optimal objective is beyond the range of doubles".into(),
            ));
        }
        Ok(Answer {
            objective,
            values,
            duals,
            iterations: solution.iterations(),
        })
    }

    /// Every row of the original data holds at `x` up to rounding error.
    fn check_strictly(&self, x: &[f64]) -> Result<(), Error> {
        for (i, r) in self.rows.iter().enumerate() {
            let (mut act, mut size) = (0.0, 1.0 + r.rhs.abs());
            for &(j, a) in &r.coeffs {
                act += a * x[j];
                size += (a * x[j]).abs();
            }
            let excess = match r.op {
                ComparisonOp::Le => act - r.rhs,
                ComparisonOp::Ge => r.rhs - act,
                ComparisonOp::Eq => (act - r.rhs).abs(),
            };
            if !act.is_finite() || excess > STRICT_TOLERANCE * size {
                return Err(Error::Numerical(format!(
                    "constraint {} is violated by {excess:.3e} at the best point found: the \
                     constraints are inconsistent (infeasible) or too badly scaled to decide in \
                     double precision",
                    i + 1
                )));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lp::file::parse;
    use crate::lp::Constraint;

    fn solve(text: &str) -> Result<Answer, Error> {
        parse(text).expect("a valid file").problem.solve_scaled()
    }

    #[test]
    fn tiny_and_huge_coefficients_are_solved_in_their_own_units() {
        // Found by fuzzing: "unbounded" (the optimum is 1e300).
        let a = solve("max\n obj: x\nst\n c: 1e-300 x <= 1\nend").expect("optimal");
        assert!((a.objective / 1e300 - 1.0).abs() < 1e-12, "{}", a.objective);
        let a = solve("max\n obj: x + y\nst\n c1: 1e-12 x <= 1\n c2: 1e12 y <= 1\nend").unwrap();
        assert!((a.values[0] / 1e12 - 1.0).abs() < 1e-12, "{a:?}");
        assert!((a.values[1] / 1e-12 - 1.0).abs() < 1e-12, "{a:?}");
        // Same answers as the unscaled simplex on an ordinary problem.
        let text =
            "max\n obj: 3 x + 2 y\nst\n c1: x + y <= 4\n c2: x + 3 y <= 6\nbounds\n x <= 3\nend";
        let plain = parse(text).unwrap().problem.solve().unwrap();
        let scaled = solve(text).unwrap();
        assert!((plain.objective() - scaled.objective).abs() < 1e-12);
        assert!((scaled.duals[0] - plain.dual(Constraint(0))).abs() < 1e-12);
    }

    #[test]
    fn a_huge_coefficient_does_not_stop_the_scaled_simplex_early() {
        // Found by the fuzz tests: the unscaled simplex stops at 4.0000000001 here (the dual of
        // c2 is below its absolute tolerance); the optimum is 11.5 at x = 2.5, y = 1.5, z = -1.
        let text = "max\n obj: 3 x + 2 y - z\nst\n c1: x + y <= 4\n c2: x + 42949672963 y >= 2\n c3: x - y = 1\nbounds\n x <= 4\n y >= -1\n -1 <= z <= 1\nend";
        let a = solve(text).expect("optimal");
        assert!((a.objective - 11.5).abs() < 1e-9, "{a:?}");
        let (lo, hi) = parse(text).unwrap().problem.coefficient_range();
        assert_eq!((lo, hi), (1.0, 42949672963.0));
    }

    #[test]
    fn constraints_that_hold_only_within_the_tolerance_are_not_an_optimum() {
        // Found by fuzzing: "optimal".
        let e = solve("max\n obj: x\nst\n c1: x + y = 1\n c2: x + y = 1.0000000001\nend")
            .expect_err("not optimal");
        assert!(
            matches!(&e, Error::Numerical(m) if m.contains("inconsistent")),
            "{e}"
        );
        // An overflowing objective is an error, not a number.
        let e = solve("max\n obj: 1e308 x + 1e308 y\nst\n c: x + y <= 1e308\n c2: x - y = 0\nend");
        assert!(e.is_err(), "{e:?}");
    }
}
