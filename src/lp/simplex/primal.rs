//! The primal simplex over the [`Tableau`]: composite phase 1 (the sum of bound violations
//! as the objective) and phase 2, Devex pricing, the Harris ratio test with bound flips, and
//! Bland's rule once degenerate pivots pile up. One function for both phases because they
//! differ only in the costs priced and in what a free step means.

use super::{leaving_kind, violation, Kind, Tableau, OVERFLOW};
use crate::lp::{
    Error, Options, DEGENERATE_PIVOTS_BEFORE_PERTURBING, FEASIBILITY_TOLERANCE,
    OPTIMALITY_TOLERANCE, PIVOT_TOLERANCE,
};

/// Outcome of a primal ratio test.
enum Step {
    /// Basic variable of `row` leaves at `bound` after a step of `t`.
    Pivot { row: usize, bound: f64, t: f64 },
    /// Nothing in the basis blocks the move.
    Free,
    /// Something blocks, but only after a step beyond the range of doubles.
    Overflow,
}

impl Tableau {
    /// Phase-1 reduced costs into `self.d1`: the gradient of the sum of bound violations.
    /// Returns whether any basic variable is infeasible.
    fn phase1_costs(&mut self) -> bool {
        let w = self.w;
        self.d1.clear();
        self.d1.resize(w, 0.0);
        let mut any = false;
        for i in 0..self.m {
            let h = self.heads[i];
            let v = violation(self.x[h], self.lo[h], self.hi[h]);
            if v == 0.0 {
                continue;
            }
            any = true;
            // d1 = −Σ wᵢ·rowᵢ with wᵢ = −1 below the lower bound, +1 above the upper one.
            let s = if v < 0.0 { 1.0 } else { -1.0 };
            let row = &self.t[i * w..(i + 1) * w];
            for (d, &a) in self.d1.iter_mut().zip(row) {
                *d += s * a;
            }
        }
        any
    }

    /// Chooses the entering column and its direction (+1 up, −1 down) from reduced costs `d`:
    /// the largest improving `d_j²/w_j` (Devex weights `w`) or the smallest improving index
    /// (Bland).
    fn choose_entering(
        kind: &[Kind],
        d: &[f64],
        weights: &[f64],
        bland: bool,
    ) -> Option<(usize, f64)> {
        let mut best: Option<(usize, f64)> = None;
        let mut best_score = 0.0;
        for (j, ((&k, &dj), &wj)) in kind.iter().zip(d).zip(weights).enumerate() {
            let improving = match k {
                Kind::Lower => dj < -OPTIMALITY_TOLERANCE,
                Kind::Upper => dj > OPTIMALITY_TOLERANCE,
                Kind::Free => dj.abs() > OPTIMALITY_TOLERANCE,
                Kind::Basic | Kind::Fixed => false,
            };
            if !improving {
                continue;
            }
            let sigma = if dj < 0.0 { 1.0 } else { -1.0 };
            if bland {
                return Some((j, sigma));
            }
            let score = dj * dj / wj;
            if score > best_score {
                best = Some((j, sigma));
                best_score = score;
            }
        }
        best
    }

    /// The bound at which basic row `i` blocks a move of rate `delta` (its change per unit
    /// step), or `None` if it never blocks. In phase 1 an infeasible variable blocks at the
    /// bound it violates and never blocks while moving away from it.
    #[inline]
    fn blocking_bound(&self, i: usize, delta: f64, phase1: bool) -> Option<f64> {
        let h = self.heads[i];
        let (x, lo, hi) = (self.x[h], self.lo[h], self.hi[h]);
        let bound = if delta > 0.0 {
            if phase1 && x < lo - FEASIBILITY_TOLERANCE {
                lo
            } else if phase1 && x > hi + FEASIBILITY_TOLERANCE {
                return None;
            } else {
                hi
            }
        } else if phase1 && x > hi + FEASIBILITY_TOLERANCE {
            hi
        } else if phase1 && x < lo - FEASIBILITY_TOLERANCE {
            return None;
        } else {
            lo
        };
        bound.is_finite().then_some(bound)
    }

    /// Primal ratio test for moving column `q` (already in `self.col`) in direction `sigma`.
    /// Harris' two passes by default; exact minimum with smallest-index ties in textbook or
    /// Bland mode.
    fn ratio_test(&self, sigma: f64, phase1: bool, exact: bool) -> Step {
        let mut limit = f64::INFINITY;
        let mut blocked = false;
        for (i, &a) in self.col.iter().enumerate() {
            if a.abs() <= PIVOT_TOLERANCE {
                continue;
            }
            let delta = -sigma * a;
            if let Some(bound) = self.blocking_bound(i, delta, phase1) {
                blocked = true;
                let x = self.x[self.heads[i]];
                let r = if exact {
                    (bound - x) / delta
                } else {
                    (bound - x) / delta + FEASIBILITY_TOLERANCE / delta.abs()
                };
                limit = limit.min(r.max(0.0));
            }
        }
        if limit == f64::INFINITY {
            // An overflowed ratio is not a free ray.
            return if blocked { Step::Overflow } else { Step::Free };
        }
        let tie = if exact { 1e-12 * (1.0 + limit) } else { 0.0 };
        let mut chosen: Option<(usize, f64, f64)> = None; // row, bound, t
        let mut best_key = 0.0f64;
        for (i, &a) in self.col.iter().enumerate() {
            if a.abs() <= PIVOT_TOLERANCE {
                continue;
            }
            let delta = -sigma * a;
            let Some(bound) = self.blocking_bound(i, delta, phase1) else {
                continue;
            };
            let t = ((bound - self.x[self.heads[i]]) / delta).max(0.0);
            if t > limit + tie {
                continue;
            }
            if exact {
                // Smallest basic index among the ties.
                let better = match chosen {
                    None => true,
                    Some((row, _, _)) => self.heads[i] < self.heads[row],
                };
                if better {
                    chosen = Some((i, bound, t));
                }
            } else if a.abs() > best_key {
                best_key = a.abs();
                chosen = Some((i, bound, t));
            }
        }
        match chosen {
            Some((row, bound, t)) => Step::Pivot { row, bound, t },
            None => Step::Free,
        }
    }

    /// Primal simplex; `phase1` minimises the sum of infeasibilities instead of the cost.
    pub(super) fn primal_simplex(
        &mut self,
        phase1: bool,
        round: u32,
        o: &Options,
        budget: &mut u64,
    ) -> Result<(), Error> {
        let mut degenerate = 0u32;
        self.weights.clear();
        self.weights.resize(self.w, 1.0);
        loop {
            if o.perturb
                && degenerate >= DEGENERATE_PIVOTS_BEFORE_PERTURBING
                && self.saved.is_empty()
            {
                self.perturb(round);
            }
            if phase1 && !self.phase1_costs() {
                return Ok(());
            }
            let bland = degenerate >= o.bland_after;
            let entering = {
                let d = if phase1 {
                    &self.d1[..]
                } else {
                    &self.t[self.m * self.w..]
                };
                Self::choose_entering(&self.kind, d, &self.weights, bland)
            };
            let Some((q, sigma)) = entering else {
                return if phase1 {
                    Err(Error::Infeasible)
                } else {
                    Ok(())
                };
            };
            let dq = if phase1 {
                self.d1[q]
            } else {
                self.t[self.m * self.w + q]
            };
            if *budget == 0 {
                return Err(Error::IterationLimit);
            }
            *budget -= 1;
            self.iterations += 1;
            self.since_refresh += 1;
            self.load_column(q);
            let step = self.ratio_test(sigma, phase1, bland || o.textbook);
            let (lo, hi) = (self.lo[q], self.hi[q]);
            // With finite bounds beyond ±f64::MAX/2 the range overflows to +∞, which is still
            // right for `t < range` (the true range exceeds every double); but it is not an
            // infinite range, so the other bound is reached by a flip, never unbounded.
            let range = hi - lo;
            let bounded = lo.is_finite() && hi.is_finite();
            let (row, bound, t) = match step {
                Step::Pivot { row, bound, t } if t < range => (row, bound, t),
                Step::Free | Step::Pivot { .. } | Step::Overflow
                    if bounded && (range.is_finite() || matches!(step, Step::Free)) =>
                {
                    // Bound flip: the entering variable reaches its other bound first (an
                    // overflowed range is moved in two halves, each a double).
                    if range.is_finite() {
                        self.shift(q, sigma * range);
                    } else {
                        let half = sigma * (hi / 2.0 - lo / 2.0);
                        self.shift(q, half);
                        self.shift(q, half);
                    }
                    self.kind[q] = if sigma > 0.0 {
                        Kind::Upper
                    } else {
                        Kind::Lower
                    };
                    self.x[q] = if sigma > 0.0 { self.hi[q] } else { self.lo[q] };
                    degenerate = 0;
                    continue;
                }
                Step::Free if phase1 => {
                    return Err(Error::Numerical(
                        "phase 1 found an improving ray, which cannot exist".into(),
                    ))
                }
                Step::Free => return Err(Error::Unbounded),
                // Both the step and the range exceed the doubles (and cannot be compared).
                Step::Overflow => return Err(Error::Numerical(OVERFLOW.into())),
                // Unreachable: with an infinite range every finite step is below it.
                Step::Pivot { row, bound, t } => (row, bound, t),
            };
            self.shift(q, sigma * t);
            let leaving = self.heads[row];
            self.x[leaving] = bound;
            self.kind[leaving] = leaving_kind(self.lo[leaving], self.hi[leaving], bound);
            self.kind[q] = Kind::Basic;
            self.heads[row] = q;
            self.pivot(row, q);
            if o.weighted_pricing {
                self.devex_primal(row, q, leaving);
            }
            if t * dq.abs() <= 1e-12 {
                degenerate = degenerate.saturating_add(1);
            } else {
                degenerate = 0;
            }
        }
    }
}
