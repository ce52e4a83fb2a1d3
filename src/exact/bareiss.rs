//! Fraction-free (Bareiss) elimination: the project's one elimination of integer matrices,
//! shared by the support enumeration's singularity test, the exact Colonel Blotto solution and
//! the lexicographic reverse search's vertices.
//!
//! Every step replaces an entry by `(pivot·entry − factor·pivot_row_entry) / previous_pivot`,
//! a division that is always exact, so entries stay integers the size of a minor of the input
//! instead of fractions to reduce at every step. The elimination is generic over the integer
//! type: `i128` with checked arithmetic (fast; `None` when a value outgrows it, so the caller
//! falls back to a wider type) and arbitrary-precision `BigInt` (never overflows).
//!
//! ## References
//! - E. H. Bareiss (1968), "Sylvester's identity and multistep integer-preserving Gaussian
//!   elimination", Mathematics of Computation 22.

use num_bigint::BigInt;
use num_traits::{One, Zero};

/// An integer type the elimination can run in.
pub trait Integer: Clone {
    /// One.
    fn one() -> Self;
    /// Whether this is zero.
    fn is_zero(&self) -> bool;
    /// `(a·b − c·d) / e`, where the division is exact; `None` if a value overflows.
    fn cross_div(a: &Self, b: &Self, c: &Self, d: &Self, e: &Self) -> Option<Self>;
}

impl Integer for i128 {
    fn one() -> Self {
        1
    }

    fn is_zero(&self) -> bool {
        *self == 0
    }

    fn cross_div(a: &Self, b: &Self, c: &Self, d: &Self, e: &Self) -> Option<Self> {
        Some(a.checked_mul(*b)?.checked_sub(c.checked_mul(*d)?)? / e)
    }
}

impl Integer for BigInt {
    fn one() -> Self {
        One::one()
    }

    fn is_zero(&self) -> bool {
        Zero::is_zero(self)
    }

    fn cross_div(a: &Self, b: &Self, c: &Self, d: &Self, e: &Self) -> Option<Self> {
        Some((a * b - c * d) / e)
    }
}

/// Which rows a pivot clears.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sweep {
    /// The rows below it (Gaussian elimination to echelon form; back substitution follows).
    Below,
    /// Every other row (Gauss–Jordan: each pivot row ends up alone in its pivot column, and
    /// every pivot equals the determinant of the eliminated block).
    All,
}

/// What to do at a column without a nonzero entry left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Missing {
    /// Skip it (an echelon form of any matrix: the rank and the free variables).
    Skip,
    /// Stop there: for a square block, a missing pivot already says it is singular.
    Stop,
}

/// Eliminates the first `columns` columns of `rows` in place (columns after them, such as a
/// right-hand side, are carried along). Returns the pivots as `(row, column)` in order — a
/// column without a nonzero entry left is skipped or ends the elimination, as `missing` says —
/// or `None` if a value overflows `T`.
pub fn eliminate<T: Integer>(
    rows: &mut [Vec<T>],
    columns: usize,
    sweep: Sweep,
    missing: Missing,
) -> Option<Vec<(usize, usize)>> {
    let height = rows.len();
    let mut pivots = Vec::with_capacity(columns.min(height));
    let mut previous = T::one();
    let mut r = 0;
    for c in 0..columns {
        if r == height {
            break;
        }
        let Some(p) = (r..height).find(|&i| !rows[i][c].is_zero()) else {
            match missing {
                Missing::Skip => continue,
                Missing::Stop => break,
            }
        };
        rows.swap(r, p);
        let pivot_row = rows[r].clone();
        let pivot = &pivot_row[c];
        for (i, row) in rows.iter_mut().enumerate() {
            let cleared = match sweep {
                Sweep::Below => i > r,
                Sweep::All => i != r,
            };
            if !cleared {
                continue;
            }
            let factor = row[c].clone();
            // Below the pivot the columns before `c` are zero already; Gauss–Jordan scales
            // the whole row (its earlier pivot stays the running determinant).
            let from = match sweep {
                Sweep::Below => c,
                Sweep::All => 0,
            };
            for (v, pv) in row[from..].iter_mut().zip(&pivot_row[from..]) {
                *v = T::cross_div(pivot, v, &factor, pv, &previous)?;
            }
        }
        previous = pivot.clone();
        pivots.push((r, c));
        r += 1;
    }
    Some(pivots)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn big(rows: &[&[i64]]) -> Vec<Vec<BigInt>> {
        rows.iter()
            .map(|r| r.iter().map(|&v| BigInt::from(v)).collect())
            .collect()
    }

    #[test]
    fn gauss_jordan_pivots_are_the_determinant() {
        // det = 2·(3·4 − 1·0) − 1·(1·4 − 1·2) + 0 = 24 − 2 = 22.
        let mut m: Vec<Vec<i128>> = vec![vec![2, 1, 0, 1], vec![1, 3, 1, 1], vec![2, 0, 4, 1]];
        let pivots = eliminate(&mut m, 3, Sweep::All, Missing::Stop).unwrap();
        assert_eq!(pivots, vec![(0, 0), (1, 1), (2, 2)]);
        for (k, row) in m.iter().enumerate() {
            assert_eq!(row[k], 22);
        }
        // x = rhs/det solves the system: check against the original rows.
        let x: Vec<f64> = (0..3).map(|k| m[k][3] as f64 / 22.0).collect();
        let orig = [
            [2.0, 1.0, 0.0, 1.0],
            [1.0, 3.0, 1.0, 1.0],
            [2.0, 0.0, 4.0, 1.0],
        ];
        for row in orig {
            let lhs: f64 = (0..3).map(|k| row[k] * x[k]).sum();
            assert!((lhs - row[3]).abs() < 1e-12);
        }
    }

    #[test]
    fn a_singular_matrix_skips_a_column_in_both_integer_types() {
        let rows: &[&[i64]] = &[&[1, 2, 3], &[2, 4, 6], &[1, 0, 1]];
        let mut small: Vec<Vec<i128>> = rows
            .iter()
            .map(|r| r.iter().map(|&v| v as i128).collect())
            .collect();
        let mut wide = big(rows);
        let a = eliminate(&mut small, 3, Sweep::Below, Missing::Skip).unwrap();
        let b = eliminate(&mut wide, 3, Sweep::Below, Missing::Skip).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.len(), 2, "rank 2");
        // Stopping at the first column without a pivot says as much about a square matrix.
        let mut again: Vec<Vec<i128>> = vec![vec![1, 2, 3], vec![2, 4, 6], vec![1, 0, 1]];
        assert!(
            eliminate(&mut again, 3, Sweep::Below, Missing::Stop)
                .unwrap()
                .len()
                < 3
        );
        for (s, w) in small.iter().flatten().zip(wide.iter().flatten()) {
            assert_eq!(BigInt::from(*s), *w);
        }
    }

    #[test]
    fn overflow_in_i128_is_reported_not_wrapped() {
        let huge = i128::MAX / 2;
        let mut m: Vec<Vec<i128>> = vec![vec![huge, 3], vec![5, huge]];
        assert_eq!(eliminate(&mut m, 2, Sweep::Below, Missing::Skip), None);
    }
}
