//! Lemke–Howson: complementary pivoting from the artificial equilibrium, in exact arithmetic
//! with a lexicographic ratio test (so it also terminates on degenerate games).

use super::{Equilibrium, EquilibriumError};
use crate::exact::Q;
use crate::models::strategic::Bimatrix;
use num_traits::{One, Signed, Zero};
use std::cmp::Ordering;

/// One side's tableau `M·v + I·w = 1`: rows are the basic variables. Variable `c < k` is an
/// own strategy variable, `k + i` the slack of row `i`.
struct Tableau {
    t: Vec<Vec<Q>>,
    basis: Vec<usize>,
    k: usize,
}

impl Tableau {
    /// `mat` is `rows × k` (each row one constraint over the `k` strategy variables).
    fn new(mat: Vec<Vec<Q>>) -> Tableau {
        let rows = mat.len();
        let k = mat[0].len();
        let t = mat
            .into_iter()
            .enumerate()
            .map(|(i, mut r)| {
                r.extend((0..rows).map(|j| if i == j { Q::one() } else { Q::zero() }));
                r.push(Q::one());
                r
            })
            .collect();
        Tableau {
            t,
            basis: (k..k + rows).collect(),
            k,
        }
    }

    /// Brings `col` into the basis (lexicographic minimum ratio); returns the leaving variable.
    fn pivot(&mut self, col: usize) -> Result<usize, EquilibriumError> {
        let rows = self.t.len();
        let rhs = self.t[0].len() - 1;
        let mut best: Option<usize> = None;
        for r in 0..rows {
            if !self.t[r][col].is_positive() {
                continue;
            }
            best = match best {
                None => Some(r),
                Some(b) => {
                    // Compare (rhs, slack columns) / pivot entry lexicographically.
                    let key = |row: usize, c: usize| &self.t[row][c] / &self.t[row][col];
                    let mut ord = key(r, rhs).cmp(&key(b, rhs));
                    let mut c = self.k;
                    while ord == Ordering::Equal && c < self.k + rows {
                        ord = key(r, c).cmp(&key(b, c));
                        c += 1;
                    }
                    if ord == Ordering::Less {
                        Some(r)
                    } else {
                        Some(b)
                    }
                }
            };
        }
        let r = best.ok_or_else(|| {
            EquilibriumError::Unverified("Lemke–Howson: unbounded ray (should not happen)".into())
        })?;
        let p = self.t[r][col].clone();
        for v in &mut self.t[r] {
            *v = &*v / &p;
        }
        let pivot_row = self.t[r].clone();
        for (i, row) in self.t.iter_mut().enumerate() {
            if i == r || row[col].is_zero() {
                continue;
            }
            let f = row[col].clone();
            for (v, pv) in row.iter_mut().zip(&pivot_row) {
                *v -= &f * pv;
            }
        }
        Ok(std::mem::replace(&mut self.basis[r], col))
    }

    /// The values of the `k` strategy variables.
    fn strategy(&self) -> Vec<Q> {
        let mut v = vec![Q::zero(); self.k];
        let rhs = self.t[0].len() - 1;
        for (r, &b) in self.basis.iter().enumerate() {
            if b < self.k {
                v[b] = self.t[r][rhs].clone();
            }
        }
        v
    }
}

/// One equilibrium by Lemke–Howson with missing label `label` (`0..m` for a row, `m..m+n` for
/// a column), in exact arithmetic. Labels: row `i` is carried by `x_i` and the slack `r_i` of
/// `(Ay)_i ≤ 1`; column `j` by `y_j` and the slack `s_j` of `(Bᵀx)_j ≤ 1`. A label the game
/// does not have (`label ≥ m + n`) is an error.
pub fn lemke_howson(g: &Bimatrix, label: usize) -> Result<Equilibrium, EquilibriumError> {
    let (m, n) = (g.rows(), g.cols());
    if label >= m + n {
        return Err(EquilibriumError::NoSuchLabel {
            label,
            labels: m + n,
        });
    }
    let shift = |mat: &Vec<Vec<Q>>| {
        let min = mat.iter().flatten().min().cloned().unwrap_or_else(Q::zero);
        let s = Q::one() - min;
        mat.iter()
            .map(|r| r.iter().map(|v| v + &s).collect::<Vec<Q>>())
            .collect::<Vec<_>>()
    };
    let (a, b) = (shift(&g.a), shift(&g.b));
    // P: rows j (columns of the game) over x; Q: rows i over y.
    let mut p = Tableau::new(
        (0..n)
            .map(|j| (0..m).map(|i| b[i][j].clone()).collect())
            .collect(),
    );
    let mut q = Tableau::new(a);
    // Variable → label: in P, x_i ↦ i, s_j (m + j) ↦ m + j; in Q, y_j ↦ m + j, r_i (n + i) ↦ i.
    let p_label = |v: usize| v; // x_i = i, slack s_j = m + j.
    let q_label = |v: usize| if v < n { m + v } else { v - n };
    let p_var = |l: usize| l;
    let q_var = |l: usize| if l >= m { l - m } else { n + l };
    let mut in_p = label < m;
    let mut entering = if in_p { p_var(label) } else { q_var(label) };
    for _ in 0..100_000 {
        let (leaving_label, next) = if in_p {
            let leave = p.pivot(entering)?;
            (p_label(leave), q_var(p_label(leave)))
        } else {
            let leave = q.pivot(entering)?;
            (q_label(leave), p_var(q_label(leave)))
        };
        if leaving_label == label {
            let norm = |v: Vec<Q>| {
                let s: Q = v.iter().sum();
                v.into_iter().map(|x| x / &s).collect::<Vec<_>>()
            };
            let (x, y) = (norm(p.strategy()), norm(q.strategy()));
            let payoffs = g.expected(&x, &y);
            return Ok(Equilibrium { x, y, payoffs });
        }
        in_p = !in_p;
        entering = next;
    }
    Err(EquilibriumError::Unverified(
        "Lemke–Howson did not terminate".into(),
    ))
}
