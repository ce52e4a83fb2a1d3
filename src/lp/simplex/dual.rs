//! The dual simplex over the [`Tableau`]: from a dual feasible basis (the situation after a
//! row is added, or after removing a perturbation), the most infeasible basic variable leaves
//! and the entering column is chosen by a Harris ratio test with steepest-edge weights.

use super::{leaving_kind, violation, Kind, Tableau, OVERFLOW};
use crate::lp::{Error, Options, OPTIMALITY_TOLERANCE, PIVOT_TOLERANCE};

impl Tableau {
    /// Dual simplex from a dual feasible basis: the most infeasible basic variable leaves at
    /// the bound it violates; the entering column keeps every reduced cost's sign.
    pub(super) fn dual_simplex(&mut self, o: &Options, budget: &mut u64) -> Result<(), Error> {
        let (m, w) = (self.m, self.w);
        let mut degenerate = 0u32;
        loop {
            let bland = degenerate >= o.bland_after;
            let exact = bland || o.textbook;
            // Leaving row: the largest violation²/‖e_r·B⁻¹‖² (dual steepest edge, exact: the
            // norms of the few infeasible rows' logical parts), or the smallest index.
            let mut leave: Option<(usize, f64)> = None; // row, violation
            let mut best_score = 0.0;
            for (i, &h) in self.heads.iter().enumerate() {
                let v = violation(self.x[h], self.lo[h], self.hi[h]);
                if v == 0.0 {
                    continue;
                }
                let better = match leave {
                    None => true,
                    Some((r, _)) if exact => h < self.heads[r],
                    Some(_) => false,
                };
                let score = if exact {
                    0.0
                } else if o.weighted_pricing {
                    let binv = &self.t[i * w + self.n..(i + 1) * w];
                    v * v / binv.iter().map(|a| a * a).sum::<f64>().max(1e-12)
                } else {
                    v * v
                };
                if better || (!exact && score > best_score) {
                    leave = Some((i, v));
                    best_score = score;
                }
            }
            let Some((r, v)) = leave else {
                return Ok(());
            };
            if *budget == 0 {
                return Err(Error::IterationLimit);
            }
            *budget -= 1;
            self.iterations += 1;
            self.since_refresh += 1;
            let increase = v < 0.0;
            let h = self.heads[r];
            let target = if increase { self.lo[h] } else { self.hi[h] };
            // Entering column: minimum |d_j| / |α_rj| over columns that move x_h the right way.
            let row = &self.t[r * w..(r + 1) * w];
            let d = &self.t[m * w..(m + 1) * w];
            let eligible = |j: usize| -> Option<(f64, f64)> {
                let a = row[j];
                if a.abs() <= PIVOT_TOLERANCE {
                    return None;
                }
                let ok = match self.kind[j] {
                    Kind::Lower => (a < 0.0) == increase,
                    Kind::Upper => (a > 0.0) == increase,
                    Kind::Free => true,
                    Kind::Basic | Kind::Fixed => false,
                };
                if !ok {
                    return None;
                }
                let dj = match self.kind[j] {
                    Kind::Lower => d[j].max(0.0),
                    Kind::Upper => (-d[j]).max(0.0),
                    _ => d[j].abs(),
                };
                Some((dj, a.abs()))
            };
            let mut limit = f64::INFINITY;
            let mut any = false;
            for j in 0..w {
                if let Some((dj, a)) = eligible(j) {
                    any = true;
                    let r = if exact {
                        dj / a
                    } else {
                        (dj + OPTIMALITY_TOLERANCE) / a
                    };
                    limit = limit.min(r);
                }
            }
            if !any {
                return Err(Error::Infeasible);
            }
            if limit == f64::INFINITY {
                // Every ratio overflowed: a column can enter, the row is not a proof.
                return Err(Error::Numerical(OVERFLOW.into()));
            }
            let tie = if exact { 1e-12 * (1.0 + limit) } else { 0.0 };
            let mut chosen: Option<usize> = None;
            let mut best_a = 0.0;
            for j in 0..w {
                if let Some((dj, a)) = eligible(j) {
                    if dj / a > limit + tie {
                        continue;
                    }
                    if exact {
                        chosen = Some(j);
                        break;
                    }
                    if a > best_a {
                        best_a = a;
                        chosen = Some(j);
                    }
                }
            }
            let Some(q) = chosen else {
                return Err(Error::Infeasible);
            };
            let dq = d[q];
            let alpha = row[q];
            // Primal step: move q so that x_h lands on its violated bound.
            let delta = (target - self.x[h]) / -alpha;
            self.load_column(q);
            self.shift(q, delta);
            self.x[h] = target;
            self.kind[h] = leaving_kind(self.lo[h], self.hi[h], target);
            self.kind[q] = Kind::Basic;
            self.heads[r] = q;
            self.pivot(r, q);
            if dq.abs() <= OPTIMALITY_TOLERANCE {
                degenerate = degenerate.saturating_add(1);
            } else {
                degenerate = 0;
            }
        }
    }
}
