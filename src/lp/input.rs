//! The numbers a [`Problem`] is built from: the checks that refuse what the simplex cannot
//! work with, and the unit in which values are measured when the bounds approach the range of
//! doubles.
//!
//! The builders ([`Problem::add_var`], [`Problem::add_constraint`]) stay infallible — many
//! callers build LPs from data they know is sound — so a bad number does not panic: the first
//! one is recorded in the problem, with what and where it is, and every solve returns it as
//! [`Error::BadInput`]. The warm starts ([`super::Solution::add_var`],
//! [`super::Solution::add_constraint`]) are fallible already and refuse at once.
//!
//! Finite bounds may be as large as `±f64::MAX`, but the simplex forms differences and sums of
//! them (a variable's range `hi − lo`, a row's activity `Σ a_ij·x_j`), which then overflow.
//! [`value_unit`] measures a problem's values — bounds, right-hand sides, variables — in a
//! power of two just large enough to keep those sums below `2^`[`VALUE_EXPONENT_LIMIT`];
//! dividing by a power of two is exact, and costs and duals do not change with the unit.
//! Problems of ordinary size (everything the project builds, and LP files using `1e30` or even
//! `1e300` as infinity) keep the unit 1 and are solved exactly as before. Growth beyond the
//! margin is not prevented, only caught: a step that overflows fails with
//! [`Error::Numerical`] and never becomes a verdict.

use super::{Error, Problem};

/// Row activities over the variables' bounds up to `2^VALUE_EXPONENT_LIMIT` (about 4.4e304)
/// are left in their own unit; larger ones make [`Problem::solve`] measure values in a power
/// of two. The margin to `f64::MAX` (`2^1024`, a factor 4096) leaves room for the growth of
/// values along pivots; it is kept small because the simplex's tolerances are absolute in the
/// unit, so a larger unit blurs the problem's small numbers (a bound of 1 in a unit of `2^k`
/// is `2^−k`, and a violation below [`super::FEASIBILITY_TOLERANCE`] does not count).
pub const VALUE_EXPONENT_LIMIT: i32 = 1012;

/// Largest exponent of the value unit: a problem needing more (coefficients and bounds both
/// near the top of the doubles) is solved with this unit and may still fail with
/// [`Error::Numerical`], never with a wrong verdict.
const MAX_UNIT_EXPONENT: i32 = 1000;

/// `log2 |v|` for a finite nonzero `v`, else `−∞` (a term that does not count).
fn log2_abs(v: f64) -> f64 {
    if v == 0.0 || !v.is_finite() {
        f64::NEG_INFINITY
    } else {
        v.abs().log2()
    }
}

/// The power of two in which [`Problem::solve`] measures values: 1 unless a finite bound, or a
/// row's activity over the variables' bounds (`|rhs| + Σ |a_ij|·max(|lo_j|, |hi_j|)`, finite
/// bounds only), exceeds `2^VALUE_EXPONENT_LIMIT`; then the smallest power of two that brings
/// it below (at most `2^MAX_UNIT_EXPONENT`). Computed with logarithms, so it cannot overflow.
pub(super) fn value_unit(p: &Problem) -> f64 {
    let reach: Vec<f64> =
        p.lo.iter()
            .zip(&p.hi)
            .map(|(&lo, &hi)| log2_abs(lo).max(log2_abs(hi)))
            .collect();
    let mut size = reach.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    for row in &p.rows {
        let largest = row
            .coeffs
            .iter()
            .map(|&(j, a)| log2_abs(a) + reach[j])
            .fold(log2_abs(row.rhs), f64::max);
        // The sum of k + 1 terms is at most k + 1 times the largest.
        size = size.max(largest + ((row.coeffs.len() + 1) as f64).log2());
    }
    let limit = f64::from(VALUE_EXPONENT_LIMIT);
    if size <= limit {
        return 1.0;
    }
    let k = ((size - limit).ceil() as i32).clamp(1, MAX_UNIT_EXPONENT);
    2f64.powi(k)
}

impl Problem {
    /// The same problem with its values measured in `unit` (a power of two): bounds and
    /// right-hand sides divided by it, costs and coefficients unchanged.
    pub(super) fn in_unit(&self, unit: f64) -> Problem {
        let mut p = self.clone();
        for v in p.lo.iter_mut().chain(p.hi.iter_mut()) {
            *v /= unit;
        }
        for row in &mut p.rows {
            row.rhs /= unit;
        }
        p
    }

    /// Records the first invalid input (later ones are not recorded: the first is the one to
    /// fix).
    pub(super) fn refuse(&mut self, why: String) {
        if self.invalid.is_none() {
            self.invalid = Some(why);
        }
    }

    /// The recorded invalid input, as the error every solve returns.
    pub(super) fn check_input(&self) -> Result<(), Error> {
        if let Some(why) = &self.invalid {
            return Err(Error::BadInput(why.clone()));
        }
        let cells = self.tableau_cells();
        if cells > super::MAX_TABLEAU_CELLS {
            return Err(Error::BadInput(format!(
                "too large for the built-in dense simplex: its tableau would have {cells} cells \
                 ({} rows × {} columns, with the slacks), more than {}; it needs an LP solver \
                 for large problems (HiGHS, for one)",
                self.rows.len() + 1,
                self.obj.len() + self.rows.len(),
                super::MAX_TABLEAU_CELLS
            )));
        }
        Ok(())
    }

    /// The cells of the dense tableau the simplex would keep: (rows + 1) × (variables + rows).
    pub fn tableau_cells(&self) -> u64 {
        let (n, m) = (self.obj.len() as u64, self.rows.len() as u64);
        (m + 1).saturating_mul(n + m)
    }
}

/// Why a new variable's objective coefficient or bounds are unusable (`j` is its index): the
/// objective is not finite, a bound is NaN, the lower bound is `+∞` or the upper bound `−∞`.
pub(super) fn check_var(j: usize, objective: f64, (lo, hi): (f64, f64)) -> Result<(), String> {
    if !objective.is_finite() {
        Err(format!(
            "objective coefficient {objective} of variable {j} is not finite"
        ))
    } else if lo.is_nan() || hi.is_nan() {
        Err(format!("variable {j} has a NaN bound ({lo}, {hi})"))
    } else if lo == f64::INFINITY {
        Err(format!(
            "variable {j} has the lower bound +inf: no value is that large"
        ))
    } else if hi == f64::NEG_INFINITY {
        Err(format!(
            "variable {j} has the upper bound -inf: no value is that small"
        ))
    } else {
        Ok(())
    }
}

/// Why a right-hand side is unusable (`i` is the constraint's index).
pub(super) fn check_rhs(i: usize, rhs: f64) -> Result<(), String> {
    if rhs.is_finite() {
        Ok(())
    } else {
        Err(format!(
            "right-hand side {rhs} of constraint {i} is not finite"
        ))
    }
}

/// Sums duplicate indices and drops zeros, keeping first-appearance order. Refuses an index of
/// `limit` or more and a coefficient (or sum of repeated coefficients) that is not finite,
/// naming it: `kind` is what the indices number ("variable", "constraint") and `place` says
/// where the terms are ("in constraint 5", "in the column of variable 3"; only formatted for
/// an error).
pub(super) fn aggregate(
    terms: impl Iterator<Item = (usize, f64)>,
    limit: usize,
    kind: &str,
    place: impl Fn() -> String,
) -> Result<Vec<(usize, f64)>, String> {
    let mut out: Vec<(usize, f64)> = Vec::new();
    for (i, a) in terms {
        if i >= limit {
            return Err(format!(
                "{kind} {i} {} does not exist (there are {limit} {kind}s)",
                place()
            ));
        }
        if !a.is_finite() {
            return Err(format!(
                "coefficient {a} of {kind} {i} {} is not finite",
                place()
            ));
        }
        match out.iter_mut().find(|(j, _)| *j == i) {
            Some(entry) => {
                entry.1 += a;
                if !entry.1.is_finite() {
                    return Err(format!(
                        "the coefficients of {kind} {i} {} add up to {} (beyond the range of \
                         doubles)",
                        place(),
                        entry.1
                    ));
                }
            }
            None => out.push((i, a)),
        }
    }
    out.retain(|&(_, a)| a != 0.0);
    Ok(out)
}
