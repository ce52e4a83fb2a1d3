//! The exact solve behind rest points and the ESS test: the mixture with support exactly a
//! given set against which given strategies all earn the same payoff.
//!
//! A rest point on a support ([`super::rest`]) and a face's critical point in the copositivity
//! test of an evolutionarily stable strategy ([`super::ess`]) are both such a mixture: the
//! unknowns are its shares and the common payoff, the equations the equal payoffs and the
//! shares' sum 1. The system need not be square, so it is solved by exact elimination in
//! rationals ([`Q`]), the square case by the equilibrium module's.

// Index loops mirror the matrix notation of the linear algebra.
#![allow(clippy::needless_range_loop)]

use crate::equilibrium::linalg::solve_exact;
use crate::exact::Q;
use num_traits::{One, Signed, Zero};

/// The unique solution of the (possibly non-square) system `mat·z = rhs`, exactly; `None`
/// if it has none or many.
fn unique_solution(mut mat: Vec<Vec<Q>>, mut rhs: Vec<Q>) -> Option<Vec<Q>> {
    let (rows, unknowns) = (mat.len(), mat.first().map_or(0, Vec::len));
    if rows == unknowns {
        // The square case is the equilibrium module's elimination.
        return solve_exact(mat, rhs);
    }
    if rows < unknowns {
        return None;
    }
    for (r, c) in (0..unknowns).enumerate() {
        let piv = (r..rows).find(|&i| !mat[i][c].is_zero())?;
        mat.swap(r, piv);
        rhs.swap(r, piv);
        for i in 0..rows {
            if i != r && !mat[i][c].is_zero() {
                let f = &mat[i][c] / &mat[r][c];
                for j in c..unknowns {
                    let t = &f * &mat[r][j];
                    mat[i][j] -= t;
                }
                let t = &f * &rhs[r];
                rhs[i] -= t;
            }
        }
    }
    if rhs[unknowns..].iter().any(|v| !v.is_zero()) {
        return None;
    }
    Some((0..unknowns).map(|c| &rhs[c] / &mat[c][c]).collect())
}

/// The solution with support exactly `cols` of: `Σ_c m(r, c) z_c = u` for every `r ∈ rows`,
/// `Σ z = 1` (unknowns `z_cols` and `u`), if unique and positive, as a vector of length `len`.
pub(crate) fn solve_on(
    rows: &[usize],
    cols: &[usize],
    len: usize,
    m: &impl Fn(usize, usize) -> Q,
) -> Option<Vec<Q>> {
    let k = cols.len();
    let mut mat: Vec<Vec<Q>> = rows
        .iter()
        .map(|&r| {
            let mut row: Vec<Q> = cols.iter().map(|&c| m(r, c)).collect();
            row.push(-Q::one());
            row
        })
        .collect();
    let mut last = vec![Q::one(); k];
    last.push(Q::zero());
    mat.push(last);
    let mut rhs = vec![Q::zero(); rows.len()];
    rhs.push(Q::one());
    let sol = unique_solution(mat, rhs)?;
    if !sol[..k].iter().all(Q::is_positive) {
        return None;
    }
    let mut z = vec![Q::zero(); len];
    for (&c, v) in cols.iter().zip(sol) {
        z[c] = v;
    }
    Some(z)
}
