//! The sequence-form LP of a small game solved entirely in rationals: the fallback when the
//! floating-point simplex cannot see the game — payoffs of very different sizes (Gambit's
//! "large payoff game" mixes 10¹⁹ with 1), where the doubles' 16 digits lose the small ones
//! and the vertex found is not optimal.
//!
//! A dense tableau in standard form (`max cᵀz`, `A z = b`, `z ≥ 0`), two phases with
//! artificial variables, Bland's rule (no cycling, no tolerances). It is slow — every entry
//! is a fraction — so it only runs below [`MAX_ENTRIES`] tableau entries.

use num_traits::{One, Signed, Zero};

use super::SequenceForm;
use crate::exact::Q;

/// The largest tableau (rows × columns) solved in rationals.
pub const MAX_ENTRIES: usize = 250_000;

/// `max cᵀz` subject to `rows·z = rhs`, `z ≥ 0`: an optimal `z`, or `None` if infeasible or
/// unbounded.
pub fn maximise(c: &[Q], rows: &[Vec<Q>], rhs: &[Q]) -> Option<Vec<Q>> {
    let (m, n) = (rows.len(), c.len());
    // Columns: the n variables, then m artificials; the last column is the right-hand side.
    let width = n + m + 1;
    let mut t: Vec<Vec<Q>> = Vec::with_capacity(m + 1);
    for (i, row) in rows.iter().enumerate() {
        let flip = rhs[i].is_negative();
        let mut r: Vec<Q> = row
            .iter()
            .map(|v| if flip { -v } else { v.clone() })
            .collect();
        r.resize(n + m, Q::zero());
        r[n + i] = Q::one();
        r.push(if flip { -&rhs[i] } else { rhs[i].clone() });
        t.push(r);
    }
    let mut basis: Vec<usize> = (n..n + m).collect();
    // Phase 1: minimise the artificials' sum (maximise its negative).
    let mut cost = vec![Q::zero(); width];
    for k in n..n + m {
        cost[k] = -Q::one();
    }
    t.push(objective_row(&t, &cost, &basis, width));
    run(&mut t, &mut basis, n + m)?;
    if !t[m][width - 1].is_zero() {
        return None;
    }
    // Drive remaining artificials out of the basis where a real column can replace them.
    for i in 0..m {
        if basis[i] >= n {
            if let Some(j) = (0..n).find(|&j| !t[i][j].is_zero()) {
                pivot(&mut t, &mut basis, i, j);
            }
        }
    }
    // Phase 2 on the real columns.
    let mut cost = vec![Q::zero(); width];
    cost[..n].clone_from_slice(c);
    t[m] = objective_row(&t[..m], &cost, &basis, width);
    run(&mut t, &mut basis, n)?;
    let mut z = vec![Q::zero(); n];
    for (i, &b) in basis.iter().enumerate() {
        if b < n {
            z[b] = t[i][width - 1].clone();
        }
    }
    Some(z)
}

/// The reduced-cost row `c_B B⁻¹ A − c` (negative entries improve) with the objective in the
/// last column.
fn objective_row(t: &[Vec<Q>], cost: &[Q], basis: &[usize], width: usize) -> Vec<Q> {
    let mut row: Vec<Q> = cost.iter().map(|v| -v).collect();
    row.resize(width, Q::zero());
    for (i, &b) in basis.iter().enumerate() {
        if cost[b].is_zero() {
            continue;
        }
        for j in 0..width {
            if !t[i][j].is_zero() {
                row[j] += &cost[b] * &t[i][j];
            }
        }
    }
    row
}

/// Simplex iterations with Bland's rule over the first `columns` columns; `None` if
/// unbounded.
fn run(t: &mut [Vec<Q>], basis: &mut [usize], columns: usize) -> Option<()> {
    let m = basis.len();
    let width = t[0].len();
    loop {
        let Some(j) = (0..columns).find(|&j| t[m][j].is_negative()) else {
            return Some(());
        };
        let mut leave: Option<(usize, Q)> = None;
        for i in 0..m {
            if t[i][j].is_positive() {
                let ratio = &t[i][width - 1] / &t[i][j];
                let better = match &leave {
                    None => true,
                    Some((k, r)) => ratio < *r || (ratio == *r && basis[i] < basis[*k]),
                };
                if better {
                    leave = Some((i, ratio));
                }
            }
        }
        let (i, _) = leave?;
        pivot(t, basis, i, j);
    }
}

fn pivot(t: &mut [Vec<Q>], basis: &mut [usize], i: usize, j: usize) {
    let p = t[i][j].clone();
    for v in t[i].iter_mut() {
        if !v.is_zero() {
            *v /= &p;
        }
    }
    let pivot_row = t[i].clone();
    for (k, row) in t.iter_mut().enumerate() {
        if k == i || row[j].is_zero() {
            continue;
        }
        let f = row[j].clone();
        for (x, y) in row.iter_mut().zip(&pivot_row) {
            if !y.is_zero() {
                *x -= &f * y;
            }
        }
    }
    basis[i] = j;
}

/// The maximiser's optimal plan in the sequence-form LP where `maximiser` (0 or 1) maximises
/// its own payoff (zero-sum), or `None` when the tableau would exceed [`MAX_ENTRIES`].
pub fn optimal_plan(sf: &SequenceForm, maximiser: usize) -> Option<Vec<Q>> {
    let minimiser = 1 - maximiser;
    let (n_max, n_min) = (sf.seqs[maximiser].len, sf.seqs[minimiser].len);
    let e_rows = sf.constraint_rows(maximiser);
    let f_rows = sf.constraint_rows(minimiser);
    let k = f_rows.len();
    // Variables: x (n_max), q⁺ (k), q⁻ (k), slacks (n_min).
    let n = n_max + 2 * k + n_min;
    let m = e_rows.len() + n_min;
    if (m + 1) * (n + m + 1) > MAX_ENTRIES {
        return None;
    }
    let mut rows = vec![vec![Q::zero(); n]; m];
    let mut rhs = vec![Q::zero(); m];
    for (r, row) in e_rows.iter().enumerate() {
        for &(s, c) in row {
            rows[r][s] += Q::from_integer(c.into());
        }
        if row.len() == 1 {
            rhs[r] = Q::one();
        }
    }
    let base = e_rows.len();
    // (Fᵀq)(s) − (payoff of the maximiser)ᵀx (s) + slack = 0 for every minimiser sequence s.
    for (kk, row) in f_rows.iter().enumerate() {
        for &(s, c) in row {
            rows[base + s][n_max + kk] += Q::from_integer(c.into());
            rows[base + s][n_max + k + kk] -= Q::from_integer(c.into());
        }
    }
    for ((s1, s2), v) in &sf.entries {
        let (own, theirs) = if maximiser == 0 {
            (*s1, *s2)
        } else {
            (*s2, *s1)
        };
        rows[base + theirs][own] -= &v[maximiser];
    }
    for s in 0..n_min {
        rows[base + s][n_max + 2 * k + s] = Q::one();
    }
    let mut c = vec![Q::zero(); n];
    c[n_max] = Q::one();
    c[n_max + k] = -Q::one();
    let z = maximise(&c, &rows, &rhs)?;
    Some(z[..n_max].to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(n: i64) -> Q {
        Q::from_integer(n.into())
    }

    #[test]
    fn a_small_lp_is_solved_exactly() {
        // max x + y, x + 2y + s1 = 4, 3x + y + s2 = 6: optimum (8/5, 6/5).
        let rows = vec![vec![q(1), q(2), q(1), q(0)], vec![q(3), q(1), q(0), q(1)]];
        let z = maximise(&[q(1), q(1), q(0), q(0)], &rows, &[q(4), q(6)]).unwrap();
        assert_eq!(
            z[..2],
            [Q::new(8.into(), 5.into()), Q::new(6.into(), 5.into())]
        );
        // Infeasible: x = −1 with x ≥ 0.
        assert!(maximise(&[q(1)], &[vec![q(1)]], &[q(-1)]).is_none());
        // Unbounded: max x with x − y = 0.
        assert!(maximise(&[q(1), q(0)], &[vec![q(1), q(-1)]], &[q(0)]).is_none());
    }
}
