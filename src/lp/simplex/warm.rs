//! Warm starts: the [`Tableau`] of the same problem with one more structural column (a new
//! variable, non-basic at a bound) or one more row (its logical basic), built from the
//! current tableau instead of from scratch so the next solve resumes from the old basis.

use super::{start_position, Kind, Tableau};
use crate::lp::Problem;

impl Tableau {
    /// The tableau after adding structural column `n` (already the last variable of `p`) with
    /// coefficients `column` (row, coefficient): its tableau column is `B⁻¹a`, its reduced cost
    /// `c + Σ aᵢ·d_{n+i}`; it starts non-basic at a bound.
    pub(in crate::lp) fn with_column(&self, p: &Problem, column: &[(usize, f64)]) -> Tableau {
        let (m, n, w) = (self.m, self.n, self.w);
        let w2 = w + 1;
        let mut t = Vec::with_capacity((m + 1) * w2);
        for r in 0..=m {
            let old = &self.t[r * w..(r + 1) * w];
            let binv = &old[n..];
            let dot: f64 = column.iter().map(|&(i, a)| a * binv[i]).sum();
            let entry = if r < m { dot } else { p.internal_cost(n) + dot };
            t.extend_from_slice(&old[..n]);
            t.push(entry);
            t.extend_from_slice(&old[n..]);
        }
        let insert = |v: &Vec<f64>, e: f64| {
            let mut out = Vec::with_capacity(w2);
            out.extend_from_slice(&v[..n]);
            out.push(e);
            out.extend_from_slice(&v[n..]);
            out
        };
        let (lo, hi) = (p.lo[n], p.hi[n]);
        let (k, v) = start_position(lo, hi);
        let mut kind = Vec::with_capacity(w2);
        kind.extend_from_slice(&self.kind[..n]);
        kind.push(k);
        kind.extend_from_slice(&self.kind[n..]);
        let mut tab = Tableau {
            m,
            n: n + 1,
            w: w2,
            t,
            heads: self
                .heads
                .iter()
                .map(|&h| if h >= n { h + 1 } else { h })
                .collect(),
            kind,
            x: insert(&self.x, 0.0),
            lo: insert(&self.lo, lo),
            hi: insert(&self.hi, hi),
            cost: insert(&self.cost, p.internal_cost(n)),
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
        tab.load_column(n);
        tab.shift(n, v);
        tab
    }

    /// The tableau after adding row `m` (already the last row of `p`): the row is expressed in
    /// the non-basic columns by eliminating the basic ones, and its logical enters the basis
    /// at `rhs − a·x` (which may violate its bounds; the dual simplex repairs that).
    pub(in crate::lp) fn with_row(&self, p: &Problem) -> Tableau {
        let (m, n, w) = (self.m, self.n, self.w);
        let w2 = w + 1;
        let new = &p.rows[m];
        let mut t = Vec::with_capacity((m + 2) * w2);
        for r in 0..m {
            t.extend_from_slice(&self.t[r * w..(r + 1) * w]);
            t.push(0.0);
        }
        let start = t.len();
        t.resize(start + w2, 0.0);
        let mut coef = vec![0.0; n];
        for &(j, a) in &new.coeffs {
            coef[j] = a;
        }
        {
            let row = &mut t[start..start + w2];
            row[..n].copy_from_slice(&coef);
            row[w] = 1.0;
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
        }
        t.extend_from_slice(&self.t[m * w..(m + 1) * w]);
        t.push(0.0);
        let (lo, hi) = new.logical_bounds();
        let s = new.rhs - new.coeffs.iter().map(|&(j, a)| a * self.x[j]).sum::<f64>();
        let push = |v: &Vec<f64>, e: f64| {
            let mut out = Vec::with_capacity(w2);
            out.extend_from_slice(v);
            out.push(e);
            out
        };
        let mut kind = self.kind.clone();
        kind.push(Kind::Basic);
        let mut heads = self.heads.clone();
        heads.push(w);
        Tableau {
            m: m + 1,
            n,
            w: w2,
            t,
            heads,
            kind,
            x: push(&self.x, s),
            lo: push(&self.lo, lo),
            hi: push(&self.hi, hi),
            cost: push(&self.cost, 0.0),
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
