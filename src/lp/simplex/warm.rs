//! Warm starts: the [`Tableau`] of the same problem with one more structural column (a new
//! variable, non-basic at a bound) or one more row (its logical basic), built from the
//! current tableau instead of from scratch so the next solve resumes from the old basis.

use super::{start_position, Kind, Tableau};
use crate::lp::Problem;

impl Tableau {
    /// The tableau after adding structural column `n` (already the last variable of `p`) with
    /// coefficients `column` (row, coefficient).
    pub(in crate::lp) fn with_column(&self, p: &Problem, column: &[(usize, f64)]) -> Tableau {
        self.with_columns(p, &[column.to_vec()])
    }

    /// The tableau after adding structural columns `n..n + k` (already the last `k` variables
    /// of `p`) with coefficients `columns[j]` (row, coefficient): each tableau column is
    /// `B⁻¹a`, its reduced cost `c + Σ aᵢ·d_{n+i}`; they start non-basic at a bound.
    pub(in crate::lp) fn with_columns(
        &self,
        p: &Problem,
        columns: &[Vec<(usize, f64)>],
    ) -> Tableau {
        let (m, n, w) = (self.m, self.n, self.w);
        let k = columns.len();
        let w2 = w + k;
        let mut t = Vec::with_capacity((m + 1) * w2);
        for r in 0..=m {
            let old = &self.t[r * w..(r + 1) * w];
            let binv = &old[n..];
            t.extend_from_slice(&old[..n]);
            for (j, column) in columns.iter().enumerate() {
                let dot: f64 = column.iter().map(|&(i, a)| a * binv[i]).sum();
                t.push(if r < m {
                    dot
                } else {
                    p.internal_cost(n + j) + dot
                });
            }
            t.extend_from_slice(&old[n..]);
        }
        let insert = |v: &Vec<f64>, e: &mut dyn Iterator<Item = f64>| {
            let mut out = Vec::with_capacity(w2);
            out.extend_from_slice(&v[..n]);
            out.extend(e);
            out.extend_from_slice(&v[n..]);
            out
        };
        let starts: Vec<(Kind, f64)> = (n..n + k)
            .map(|j| start_position(p.lo[j], p.hi[j]))
            .collect();
        let mut kind = Vec::with_capacity(w2);
        kind.extend_from_slice(&self.kind[..n]);
        kind.extend(starts.iter().map(|s| s.0));
        kind.extend_from_slice(&self.kind[n..]);
        let mut tab = Tableau {
            m,
            n: n + k,
            w: w2,
            t,
            heads: self
                .heads
                .iter()
                .map(|&h| if h >= n { h + k } else { h })
                .collect(),
            kind,
            x: insert(&self.x, &mut std::iter::repeat_n(0.0, k)),
            lo: insert(&self.lo, &mut (n..n + k).map(|j| p.lo[j])),
            hi: insert(&self.hi, &mut (n..n + k).map(|j| p.hi[j])),
            cost: insert(&self.cost, &mut (n..n + k).map(|j| p.internal_cost(j))),
            iterations: self.iterations,
            since_refresh: self.since_refresh,
            perturbations: self.perturbations,
            refactorisations: self.refactorisations,
            nz: Vec::new(),
            d1: Vec::new(),
            col: Vec::new(),
            saved: Vec::new(),
            weights: Vec::new(),
        };
        for (j, &(_, v)) in starts.iter().enumerate() {
            tab.load_column(n + j);
            tab.shift(n + j, v);
        }
        tab
    }

    /// The tableau after adding row `m` (already the last row of `p`).
    pub(in crate::lp) fn with_row(&self, p: &Problem) -> Tableau {
        self.with_rows(p, 1)
    }

    /// The tableau after adding rows `m..m + k` (already the last `k` rows of `p`): each row
    /// is expressed in the non-basic columns by eliminating the basic ones, and its logical
    /// enters the basis at `rhs − a·x` (which may violate its bounds; the simplex repairs
    /// that).
    pub(in crate::lp) fn with_rows(&self, p: &Problem, k: usize) -> Tableau {
        let (m, n, w) = (self.m, self.n, self.w);
        let w2 = w + k;
        let mut t = Vec::with_capacity((m + k + 1) * w2);
        for r in 0..m {
            t.extend_from_slice(&self.t[r * w..(r + 1) * w]);
            t.extend(std::iter::repeat_n(0.0, k));
        }
        let mut coef = vec![0.0; n];
        let mut x = self.x.clone();
        let (mut lo, mut hi) = (self.lo.clone(), self.hi.clone());
        for i in 0..k {
            let new = &p.rows[m + i];
            coef.fill(0.0);
            for &(j, a) in &new.coeffs {
                coef[j] = a;
            }
            let start = t.len();
            t.resize(start + w2, 0.0);
            let row = &mut t[start..start + w2];
            row[..n].copy_from_slice(&coef);
            row[w + i] = 1.0;
            for (r, &h) in self.heads.iter().enumerate() {
                if h < n && coef[h] != 0.0 {
                    let f = coef[h];
                    let old = &self.t[r * w..(r + 1) * w];
                    for (a, &b) in row[..w].iter_mut().zip(old) {
                        *a -= f * b;
                    }
                }
            }
            for &h in &self.heads {
                row[h] = 0.0;
            }
            let (l, u) = new.logical_bounds();
            lo.push(l);
            hi.push(u);
            x.push(new.rhs - new.coeffs.iter().map(|&(j, a)| a * self.x[j]).sum::<f64>());
        }
        t.extend_from_slice(&self.t[m * w..(m + 1) * w]);
        t.extend(std::iter::repeat_n(0.0, k));
        let mut kind = self.kind.clone();
        kind.extend(std::iter::repeat_n(Kind::Basic, k));
        let mut heads = self.heads.clone();
        heads.extend(w..w2);
        let mut cost = self.cost.clone();
        cost.extend(std::iter::repeat_n(0.0, k));
        Tableau {
            m: m + k,
            n,
            w: w2,
            t,
            heads,
            kind,
            x,
            lo,
            hi,
            cost,
            iterations: self.iterations,
            since_refresh: self.since_refresh,
            perturbations: self.perturbations,
            refactorisations: self.refactorisations,
            nz: Vec::new(),
            d1: Vec::new(),
            col: Vec::new(),
            saved: Vec::new(),
            weights: Vec::new(),
        }
    }
}
