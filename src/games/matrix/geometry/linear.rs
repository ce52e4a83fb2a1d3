//! Exact linear algebra for the tiny systems of the geometry views: a square solve and a
//! determinant by Gauss–Jordan elimination over the rationals (at most 4×4 here, so the
//! growth of the fractions does not matter).

use crate::exact::Q;
use num_traits::{One, Zero};

/// The unique solution of the square system `rows · z = rhs`, or `None` when it is singular.
pub fn solve(rows: &[Vec<Q>], rhs: &[Q]) -> Option<Vec<Q>> {
    let d = rows.len();
    let mut m: Vec<Vec<Q>> = rows
        .iter()
        .zip(rhs)
        .map(|(r, b)| {
            let mut r = r.clone();
            r.push(b.clone());
            r
        })
        .collect();
    for c in 0..d {
        let p = (c..d).find(|&r| !m[r][c].is_zero())?;
        m.swap(c, p);
        let pivot = m[c][c].clone();
        for v in &mut m[c] {
            *v = &*v / &pivot;
        }
        let prow = m[c].clone();
        for (r, row) in m.iter_mut().enumerate() {
            if r != c && !row[c].is_zero() {
                let f = row[c].clone();
                for (v, pv) in row.iter_mut().zip(&prow) {
                    *v -= &f * pv;
                }
            }
        }
    }
    Some(m.into_iter().map(|r| r[d].clone()).collect())
}

/// The determinant of a square matrix.
pub fn det(rows: &[Vec<Q>]) -> Q {
    let mut m = rows.to_vec();
    let d = m.len();
    let mut det = Q::one();
    for c in 0..d {
        let Some(p) = (c..d).find(|&r| !m[r][c].is_zero()) else {
            return Q::zero();
        };
        if p != c {
            m.swap(c, p);
            det = -det;
        }
        det *= &m[c][c];
        let prow = m[c].clone();
        for row in m.iter_mut().skip(c + 1) {
            if !row[c].is_zero() {
                let f = &row[c] / &prow[c];
                for (v, pv) in row.iter_mut().zip(&prow) {
                    *v -= &f * pv;
                }
            }
        }
    }
    det
}
