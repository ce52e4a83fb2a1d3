//! Small dense linear solves: a floating-point one used as a fast filter and an exact
//! rational one that decides.

use crate::exact::bareiss::{self, Missing, Sweep};
use crate::exact::Q;
use num_traits::{Signed, Zero};

/// The outcome of a floating-point solve.
pub(crate) enum FloatSolve {
    /// A solution, trusted for filtering.
    Solved(Vec<f64>),
    /// A pivot was too small to trust: decide exactly.
    Unsure,
}

/// Solves `zᵀ·M[S,T] = 1` for a `|S| = |T| ≤ 16` block of a row-major float matrix `mf`
/// with `l` columns, without allocating; `true` in `.1` means "unsure" (a tiny pivot).
pub(crate) fn solve_block_f64(mf: &[f64], l: usize, s: &[usize], t: &[usize]) -> ([f64; 16], bool) {
    let n = s.len();
    let mut a = [0.0f64; 16 * 17];
    let w = n + 1;
    for (r, &j) in t.iter().enumerate() {
        for (c, &i) in s.iter().enumerate() {
            a[r * w + c] = mf[i * l + j];
        }
        a[r * w + n] = 1.0;
    }
    let mut z = [0.0f64; 16];
    for col in 0..n {
        let mut piv = col;
        let mut best = a[col * w + col].abs();
        for r in col + 1..n {
            let v = a[r * w + col].abs();
            if v > best {
                best = v;
                piv = r;
            }
        }
        if best < 1e-9 {
            return (z, true);
        }
        if piv != col {
            for c in 0..w {
                a.swap(col * w + c, piv * w + c);
            }
        }
        let d = a[col * w + col];
        for r in col + 1..n {
            let f = a[r * w + col] / d;
            if f != 0.0 {
                for c in col..w {
                    a[r * w + c] -= f * a[col * w + c];
                }
            }
        }
    }
    for r in (0..n).rev() {
        let mut acc = a[r * w + n];
        for c in r + 1..n {
            acc -= a[r * w + c] * z[c];
        }
        z[r] = acc / a[r * w + r];
    }
    (z, false)
}

/// Solves `m·z = rhs` (square) by Gaussian elimination with partial pivoting.
pub(crate) fn solve_f64(mut m: Vec<Vec<f64>>, mut rhs: Vec<f64>) -> FloatSolve {
    let n = rhs.len();
    let scale = m
        .iter()
        .flatten()
        .fold(0.0f64, |acc, v| acc.max(v.abs()))
        .max(f64::MIN_POSITIVE);
    for col in 0..n {
        let (piv, best) = (col..n)
            .map(|r| (r, m[r][col].abs()))
            .fold((col, -1.0), |a, b| if b.1 > a.1 { b } else { a });
        if best < 1e-9 * scale {
            return FloatSolve::Unsure;
        }
        m.swap(col, piv);
        rhs.swap(col, piv);
        for r in col + 1..n {
            let f = m[r][col] / m[col][col];
            if f != 0.0 {
                for c in col..n {
                    m[r][c] -= f * m[col][c];
                }
                rhs[r] -= f * rhs[col];
            }
        }
    }
    let mut z = vec![0.0; n];
    for r in (0..n).rev() {
        let mut s = rhs[r];
        for c in r + 1..n {
            s -= m[r][c] * z[c];
        }
        z[r] = s / m[r][r];
    }
    FloatSolve::Solved(z)
}

/// Whether a square matrix of integers (as exact numbers) is singular, by the fraction-free
/// elimination ([`bareiss`]) in `i128`; `None` if an entry is not an integer or a value
/// overflows.
pub(crate) fn singular_integer(m: &[Vec<Q>]) -> Option<bool> {
    let n = m.len();
    let mut a: Vec<Vec<i128>> = Vec::with_capacity(n);
    for row in m {
        let mut r = Vec::with_capacity(n);
        for v in row {
            if !v.is_integer() {
                return None;
            }
            r.push(num_traits::ToPrimitive::to_i128(v.numer())?);
        }
        a.push(r);
    }
    let pivots = bareiss::eliminate(&mut a, n, Sweep::Below, Missing::Stop)?;
    Some(pivots.len() < n)
}

/// Solves `m·z = rhs` (square) exactly; `None` if `m` is singular.
pub(crate) fn solve_exact(mut m: Vec<Vec<Q>>, mut rhs: Vec<Q>) -> Option<Vec<Q>> {
    let n = rhs.len();
    for col in 0..n {
        let piv = (col..n).find(|&r| !m[r][col].is_zero())?;
        m.swap(col, piv);
        rhs.swap(col, piv);
        for r in col + 1..n {
            if m[r][col].is_zero() {
                continue;
            }
            let f = &m[r][col] / &m[col][col];
            for c in col..n {
                let t = &f * &m[col][c];
                m[r][c] -= t;
            }
            let t = &f * &rhs[col];
            rhs[r] -= t;
        }
    }
    let mut z = vec![Q::zero(); n];
    for r in (0..n).rev() {
        let mut s = rhs[r].clone();
        for c in r + 1..n {
            s -= &m[r][c] * &z[c];
        }
        z[r] = s / &m[r][r];
    }
    Some(z)
}

/// A relative tolerance for float filters: `1e-9·(1 + Σ|z|)`.
pub(crate) fn slack(z: &[f64]) -> f64 {
    1e-9 * (1.0 + z.iter().map(|v| v.abs()).sum::<f64>())
}

/// Whether an exact number is strictly positive.
pub(crate) fn pos(q: &Q) -> bool {
    q.is_positive()
}

/// All `k`-subsets of `0..n` in lexicographic order, passed to `f`.
pub(crate) fn for_each_subset(n: usize, k: usize, mut f: impl FnMut(&[usize])) {
    if k > n {
        return;
    }
    let mut idx: Vec<usize> = (0..k).collect();
    loop {
        f(&idx);
        let mut i = k;
        loop {
            if i == 0 {
                return;
            }
            i -= 1;
            if idx[i] < n - k + i {
                idx[i] += 1;
                for j in i + 1..k {
                    idx[j] = idx[j - 1] + 1;
                }
                break;
            }
            if i == 0 {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_are_all_enumerated() {
        let mut count = 0;
        for_each_subset(6, 3, |_| count += 1);
        assert_eq!(count, 20);
        let mut empty = 0;
        for_each_subset(3, 0, |s| {
            assert!(s.is_empty());
            empty += 1
        });
        assert_eq!(empty, 1);
    }

    #[test]
    fn exact_solve() {
        let q = |v: i64| Q::from_integer(v.into());
        let z = solve_exact(vec![vec![q(2), q(1)], vec![q(1), q(3)]], vec![q(1), q(2)]).unwrap();
        assert_eq!(
            z,
            vec![Q::new(1.into(), 5.into()), Q::new(3.into(), 5.into())]
        );
        assert!(solve_exact(vec![vec![q(1), q(2)], vec![q(2), q(4)]], vec![q(1), q(2)]).is_none());
    }
}
