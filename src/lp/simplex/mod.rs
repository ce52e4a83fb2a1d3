//! The tableau and the pivoting engine behind [`crate::lp::Problem::solve`].
//!
//! A [`Tableau`] stores `B⁻¹·[A | I]` (rows `0..m`) and the reduced costs `c − yᵀ[A | I]`
//! (row `m`) in one row-major `Vec<f64>` of `(m + 1)·(n + m)` entries, together with the value
//! and status of every variable. Columns `0..n` are the structural variables and `n..n + m`
//! the logical ones (`s_i` of row `i`, whose original column is `e_i`), so the logical columns
//! of the tableau are `B⁻¹` and the logical reduced costs are `−y`. The internal problem is
//! always a minimisation of `c·x` (a maximisation's costs are negated).
//!
//! The design decision: dense and simple rather than an LU-factorised revised simplex (see
//! the parent module). Every phase works on this one structure: the primal simplex (phase 1
//! and 2, Devex pricing, Harris ratio test, bound flips), the dual simplex (steepest edge,
//! Harris), the bound perturbation against stalling, Bland's rule as the last resort, and the
//! rebuild from the original data ([`Tableau::reinvert`]) when a check fails.
//!
//! This file holds the state, the pivot, the driver (rounds of phases, perturbation,
//! verification and rebuilds) and what a solution reads off the tableau; the phases are in
//! `primal` (phase 1 and 2) and `dual`, and the warm-start extensions (a tableau with one
//! more column or row) in `warm`.
//!
//! ## References
//! - V. Chvátal, *Linear Programming*, Freeman 1983, ch. 3, 8, 10.
//! - P. M. J. Harris, "Pivot selection methods of the Devex LP code", Math. Programming 5 (1973).
//! - I. Maros, *Computational Techniques of the Simplex Method*, Kluwer 2003.

mod dual;
mod primal;
mod warm;

use super::{
    Error, Problem, DROP_TOLERANCE, FEASIBILITY_TOLERANCE, ITERATION_LIMIT_BASE,
    ITERATION_LIMIT_PER_SIZE, OPTIMALITY_TOLERANCE, PERTURBATION, PIVOT_TOLERANCE,
    VERIFY_TOLERANCE,
};

/// Where a variable is: in the basis, or non-basic at a bound (or anywhere, when free).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// In the basis; its value follows the non-basic ones.
    Basic,
    /// Non-basic at its lower bound.
    Lower,
    /// Non-basic at its upper bound.
    Upper,
    /// Non-basic free variable (both bounds infinite), at any value (0 unless demoted).
    Free,
    /// Non-basic with `lo = hi`; never enters.
    Fixed,
}

/// The non-basic position of a variable with bounds `(lo, hi)`: a finite lower bound first,
/// then a finite upper bound, else free at 0.
fn start_position(lo: f64, hi: f64) -> (Kind, f64) {
    if lo == hi {
        (Kind::Fixed, lo)
    } else if lo.is_finite() {
        (Kind::Lower, lo)
    } else if hi.is_finite() {
        (Kind::Upper, hi)
    } else {
        (Kind::Free, 0.0)
    }
}

/// The status of a variable that leaves the basis at `bound`.
fn leaving_kind(lo: f64, hi: f64, bound: f64) -> Kind {
    if lo == hi {
        Kind::Fixed
    } else if bound == lo {
        Kind::Lower
    } else {
        Kind::Upper
    }
}

/// A basic variable's violation: negative below its lower bound, positive above its upper one,
/// zero within the feasibility tolerance. Saturates at `±f64::MAX` instead of overflowing (a
/// value far beyond a bound of the opposite sign), so its sign is always right.
#[inline]
fn violation(x: f64, lo: f64, hi: f64) -> f64 {
    if x < lo - FEASIBILITY_TOLERANCE {
        (x - lo).max(f64::MIN)
    } else if x > hi + FEASIBILITY_TOLERANCE {
        (x - hi).min(f64::MAX)
    } else {
        0.0
    }
}

/// Whether `v` is nearer to `lo` than to `hi` (both finite; ties go to `lo`), compared with the
/// midpoint `lo/2 + hi/2`, which does not overflow where `v − lo` and `hi − v` may.
#[inline]
fn nearer_lower(v: f64, lo: f64, hi: f64) -> bool {
    v <= lo / 2.0 + hi / 2.0
}

/// The simplex state: tableau, basis, values, bounds and costs.
#[derive(Clone, Debug)]
pub(super) struct Tableau {
    /// Constraint rows.
    m: usize,
    /// Structural columns.
    n: usize,
    /// Row width, `n + m`.
    w: usize,
    /// `(m + 1)·w` entries, row-major; row `m` holds the reduced costs.
    pub(super) t: Vec<f64>,
    /// The basic variable of each row.
    heads: Vec<usize>,
    /// Status of each column.
    kind: Vec<Kind>,
    /// Value of each column.
    pub(super) x: Vec<f64>,
    lo: Vec<f64>,
    hi: Vec<f64>,
    /// Internal (minimisation) costs; 0 for logicals.
    cost: Vec<f64>,
    /// Iterations done over the tableau's life.
    pub(super) iterations: u64,
    /// Iterations since the tableau was last built from the original data.
    since_refresh: u64,
    /// Times the bounds were perturbed (for tests and diagnostics).
    pub(super) perturbations: u32,
    /// Times the tableau was rebuilt from the original data.
    pub(super) refactorisations: u32,
    /// Scratch: non-zero positions of the pivot row.
    nz: Vec<usize>,
    /// Scratch: phase-1 reduced costs.
    d1: Vec<f64>,
    /// Scratch: the entering column.
    col: Vec<f64>,
    /// True bounds of the variables whose bounds are perturbed (empty when none are).
    saved: Vec<(usize, f64, f64)>,
    /// Primal Devex reference weights, one per column.
    weights: Vec<f64>,
}

/// Smallest column entry the free-variable crash pivots on.
const CRASH_PIVOT: f64 = 1e-3;

/// Devex weights above this are reset to 1 (a new reference framework).
const DEVEX_RESET: f64 = 1e8;

/// Rounds of optimisation and perturbation removal before giving up.
const MAX_ROUNDS: u32 = 8;

/// The message of [`Error::Numerical`] when values overflow.
const OVERFLOW: &str = "a step of the simplex left the range of doubles (coefficients, bounds \
                        or right-hand sides too large)";

/// Two pseudo-random numbers in `[0, 1)` for variable `j` in round `round` (SplitMix64):
/// deterministic, so solves are reproducible on every target.
fn jitter(j: u64, round: u32) -> (f64, f64) {
    let mut z = j
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(u64::from(round).wrapping_mul(0xD1B5_4A32_D192_ED03));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    let unit = |v: u64| (v >> 11) as f64 / (1u64 << 53) as f64;
    (unit(z), unit(z.rotate_left(32)))
}

impl Tableau {
    /// The all-logical start: structural variables at a bound, logicals basic.
    pub(super) fn new(p: &Problem) -> Tableau {
        let (n, m) = (p.obj.len(), p.rows.len());
        let w = n + m;
        let mut tab = Tableau {
            m,
            n,
            w,
            t: vec![0.0; (m + 1) * w],
            heads: Vec::new(),
            kind: Vec::with_capacity(w),
            x: Vec::with_capacity(w),
            lo: Vec::with_capacity(w),
            hi: Vec::with_capacity(w),
            cost: Vec::with_capacity(w),
            iterations: 0,
            since_refresh: 0,
            perturbations: 0,
            refactorisations: 0,
            nz: Vec::new(),
            d1: Vec::new(),
            col: Vec::new(),
            saved: Vec::new(),
            weights: Vec::new(),
        };
        for j in 0..n {
            let (k, v) = start_position(p.lo[j], p.hi[j]);
            tab.kind.push(k);
            tab.x.push(v);
            tab.lo.push(p.lo[j]);
            tab.hi.push(p.hi[j]);
            tab.cost.push(p.internal_cost(j));
        }
        for row in &p.rows {
            let (l, h) = row.logical_bounds();
            tab.kind.push(Kind::Basic);
            tab.x.push(0.0);
            tab.lo.push(l);
            tab.hi.push(h);
            tab.cost.push(0.0);
        }
        tab.load(p);
        tab.recompute_basic_values(p);
        tab.crash_free_variables();
        tab
    }

    /// Pivots free structural variables into the basis, each in place of the logical with
    /// the largest entry in its column (rows of `=` constraints first), moving that logical
    /// to its bound. Free basic variables never block a step, so this removes the many
    /// iterations the simplex would otherwise spend bringing them in one by one.
    fn crash_free_variables(&mut self) {
        let n = self.n;
        for j in 0..n {
            if self.kind[j] != Kind::Free {
                continue;
            }
            self.load_column(j);
            let mut best: Option<(usize, bool, f64)> = None; // row, fixed logical, |entry|
            for (r, &a) in self.col.iter().enumerate() {
                let h = self.heads[r];
                if h < n || a.abs() <= CRASH_PIVOT {
                    continue;
                }
                let fixed = self.lo[h] == self.hi[h];
                let better = match best {
                    None => true,
                    Some((_, bf, ba)) => (fixed, a.abs()) > (bf, ba),
                };
                if better {
                    best = Some((r, fixed, a.abs()));
                }
            }
            let Some((r, _, _)) = best else {
                continue;
            };
            let h = self.heads[r];
            let (lo, hi) = (self.lo[h], self.hi[h]);
            let bound = if lo.is_finite() && (!hi.is_finite() || nearer_lower(self.x[h], lo, hi)) {
                lo
            } else {
                hi
            };
            self.shift(j, (self.x[h] - bound) / self.col[r]);
            self.x[h] = bound;
            self.kind[h] = leaving_kind(lo, hi, bound);
            self.kind[j] = Kind::Basic;
            self.heads[r] = j;
            self.pivot(r, j);
            self.iterations += 1;
            self.since_refresh += 1;
        }
    }

    /// Writes `[A | I]` and `[c | 0]` into the tableau and makes the logicals basic
    /// (statuses other than the logicals' are left alone).
    fn load(&mut self, p: &Problem) {
        let w = self.w;
        self.t.clear();
        self.t.resize((self.m + 1) * w, 0.0);
        for (i, row) in p.rows.iter().enumerate() {
            let r = &mut self.t[i * w..(i + 1) * w];
            for &(j, a) in &row.coeffs {
                r[j] = a;
            }
            r[self.n + i] = 1.0;
        }
        let n = self.n;
        self.t[self.m * w..self.m * w + n].copy_from_slice(&self.cost[..n]);
        self.heads = (n..w).collect();
        self.since_refresh = 0;
    }

    /// `x_B = B⁻¹(b − N·x_N)` from the original data and the current `B⁻¹` (logical columns).
    fn recompute_basic_values(&mut self, p: &Problem) {
        let (n, w) = (self.n, self.w);
        let mut resid: Vec<f64> = p.rows.iter().map(|r| r.rhs).collect();
        for (i, row) in p.rows.iter().enumerate() {
            for &(j, a) in &row.coeffs {
                if self.kind[j] != Kind::Basic {
                    resid[i] -= a * self.x[j];
                }
            }
            if self.kind[n + i] != Kind::Basic {
                resid[i] -= self.x[n + i];
            }
        }
        for r in 0..self.m {
            let binv = &self.t[r * w + n..(r + 1) * w];
            let v: f64 = binv.iter().zip(&resid).map(|(a, b)| a * b).sum();
            self.x[self.heads[r]] = v;
        }
    }

    /// Rebuilds `B⁻¹[A | I]` for the current basis from the original data (Gauss–Jordan with
    /// partial pivoting) and recomputes the basic values. Basic columns that turn out
    /// dependent are demoted to a bound and the logicals of their rows stay basic.
    fn reinvert(&mut self, p: &Problem) {
        self.refactorisations += 1;
        let (n, w) = (self.n, self.w);
        let target: Vec<bool> = self.kind.iter().map(|&k| k == Kind::Basic).collect();
        self.load(p);
        for j in 0..n {
            if !target[j] {
                continue;
            }
            let mut best: Option<(usize, f64)> = None;
            for r in 0..self.m {
                let h = self.heads[r];
                if h >= n && !target[h] {
                    let a = self.t[r * w + j].abs();
                    if a > PIVOT_TOLERANCE && best.is_none_or(|(_, b)| a > b) {
                        best = Some((r, a));
                    }
                }
            }
            match best {
                Some((r, _)) => {
                    self.pivot(r, j);
                    self.heads[r] = j;
                }
                None => {
                    // Dependent column: put it at the nearest bound.
                    let (lo, hi, v) = (self.lo[j], self.hi[j], self.x[j]);
                    let (k, x) = if lo == hi {
                        (Kind::Fixed, lo)
                    } else if lo.is_finite() && (!hi.is_finite() || nearer_lower(v, lo, hi)) {
                        (Kind::Lower, lo)
                    } else if hi.is_finite() {
                        (Kind::Upper, hi)
                    } else {
                        (Kind::Free, v)
                    };
                    self.kind[j] = k;
                    self.x[j] = x;
                }
            }
        }
        for &h in &self.heads {
            self.kind[h] = Kind::Basic;
        }
        for j in 0..w {
            match self.kind[j] {
                Kind::Lower | Kind::Fixed => self.x[j] = self.lo[j],
                Kind::Upper => self.x[j] = self.hi[j],
                Kind::Basic | Kind::Free => {}
            }
        }
        self.recompute_basic_values(p);
    }

    /// Pivots on `(r, q)`: row `r` is divided by the pivot and column `q` is eliminated from
    /// every other row, the reduced-cost row included. Sparse pivot rows are applied through
    /// their non-zero positions.
    fn pivot(&mut self, r: usize, q: usize) {
        let w = self.w;
        let Tableau { t, nz, .. } = self;
        let (before, rest) = t.split_at_mut(r * w);
        let (prow, after) = rest.split_at_mut(w);
        let inv = 1.0 / prow[q];
        nz.clear();
        for (k, v) in prow.iter_mut().enumerate() {
            *v *= inv;
            if v.abs() < DROP_TOLERANCE {
                *v = 0.0;
            } else {
                nz.push(k);
            }
        }
        prow[q] = 1.0;
        let sparse = nz.len() * 3 < w;
        for row in before.chunks_exact_mut(w).chain(after.chunks_exact_mut(w)) {
            let f = row[q];
            if f == 0.0 {
                continue;
            }
            if sparse {
                for &k in nz.iter() {
                    row[k] -= f * prow[k];
                }
            } else {
                for (a, &b) in row.iter_mut().zip(prow.iter()) {
                    *a -= f * b;
                }
            }
            row[q] = 0.0;
        }
    }

    /// Devex update of the primal reference weights after pivoting `q` into row `r` (the
    /// normalised pivot row holds `α_rj/α_rq`, and `1/α_rq` in the leaving column).
    fn devex_primal(&mut self, r: usize, q: usize, leaving: usize) {
        let wq = self.weights[q];
        let row = &self.t[r * self.w..(r + 1) * self.w];
        let mut reset = false;
        for &k in &self.nz {
            if self.kind[k] != Kind::Basic {
                let v = row[k] * row[k] * wq;
                if v > self.weights[k] {
                    self.weights[k] = v;
                    reset |= v > DEVEX_RESET;
                }
            }
        }
        self.weights[leaving] = self.weights[leaving].max(1.0);
        if reset {
            self.weights.iter_mut().for_each(|v| *v = 1.0);
        }
    }

    /// Copies column `q` of the constraint rows into `self.col`.
    fn load_column(&mut self, q: usize) {
        let w = self.w;
        self.col.clear();
        self.col.extend((0..self.m).map(|i| self.t[i * w + q]));
    }

    /// Moves the non-basic `q` by `delta` and the basic variables along the column in
    /// `self.col`.
    fn shift(&mut self, q: usize, delta: f64) {
        if delta == 0.0 {
            return;
        }
        self.x[q] += delta;
        for (i, &a) in self.col.iter().enumerate() {
            if a != 0.0 {
                self.x[self.heads[i]] -= a * delta;
            }
        }
    }

    /// Every basic variable within its bounds (up to the feasibility tolerance).
    fn primal_feasible(&self) -> bool {
        self.heads
            .iter()
            .all(|&h| violation(self.x[h], self.lo[h], self.hi[h]) == 0.0)
    }

    /// Every non-basic reduced cost has the sign optimality requires.
    fn dual_feasible(&self) -> bool {
        let d = &self.t[self.m * self.w..];
        self.kind.iter().zip(d).all(|(&k, &dj)| match k {
            Kind::Lower => dj >= -OPTIMALITY_TOLERANCE,
            Kind::Upper => dj <= OPTIMALITY_TOLERANCE,
            Kind::Free => dj.abs() <= OPTIMALITY_TOLERANCE,
            Kind::Basic | Kind::Fixed => true,
        })
    }

    /// Optimises from the current basis, verifies, and refactorises to repair a failed check
    /// or to confirm an infeasible/unbounded verdict reached after pivoting.
    pub(super) fn optimize(&mut self, p: &Problem) -> Result<(), Error> {
        let o = &p.options;
        let mut budget = o
            .iteration_limit
            .unwrap_or(ITERATION_LIMIT_BASE + ITERATION_LIMIT_PER_SIZE * (self.m + self.n) as u64);
        let mut refreshes = 0;
        let mut previous: Option<Error> = None;
        loop {
            let verdict = match self.run(p, &mut budget) {
                Ok(()) => match self.verify(p) {
                    Ok(()) => return Ok(()),
                    Err(msg) => Error::Numerical(msg),
                },
                Err(Error::IterationLimit) => return Err(Error::IterationLimit),
                // A verdict reached with values or tableau entries beyond the range of doubles
                // proves nothing (an overflowed range looks like an unbounded one).
                Err(Error::Infeasible | Error::Unbounded) if !self.finite() => {
                    return Err(Error::Numerical(OVERFLOW.into()))
                }
                Err(e) => e,
            };
            // An infeasible/unbounded verdict is trusted when reached from an exact tableau or
            // confirmed after a refactorisation.
            let certain = !matches!(verdict, Error::Numerical(_))
                && (self.since_refresh == 0 || previous.as_ref() == Some(&verdict));
            if certain || refreshes >= o.max_refreshes {
                return Err(verdict);
            }
            refreshes += 1;
            previous = Some(verdict);
            self.reinvert(p);
        }
    }

    /// Every value and tableau entry is a finite double.
    fn finite(&self) -> bool {
        self.x.iter().chain(&self.t).all(|v| v.is_finite())
    }

    /// Dual simplex when only dual feasible, else (composite) phase 1; then phase 2.
    fn run(&mut self, p: &Problem, budget: &mut u64) -> Result<(), Error> {
        let result = self.run_rounds(p, budget);
        self.unperturb();
        result
    }

    /// Rounds of (dual simplex | phase 1) and phase 2 until the point is optimal for the true
    /// bounds. Each primal phase removes its perturbation (if it made one) at its end and the
    /// basic values are then recomputed from the original data; an infeasibility this leaves
    /// after phase 2 is repaired by the dual simplex in the next round (the basis stays dual
    /// feasible). Verdicts stay valid: perturbed bounds only widen the feasible region, so
    /// phase 1 finding it empty proves infeasibility, and phase 2 starts from a point feasible
    /// for the true bounds, so a ray it finds proves unboundedness.
    fn run_rounds(&mut self, p: &Problem, budget: &mut u64) -> Result<(), Error> {
        let o = &p.options;
        for round in 0..MAX_ROUNDS {
            if !self.primal_feasible() {
                if self.dual_feasible() {
                    self.dual_simplex(o, budget)?;
                } else {
                    self.primal_simplex(true, round, o, budget)?;
                    self.unperturb();
                    self.recompute_basic_values(p);
                    if !self.primal_feasible() {
                        continue;
                    }
                }
            }
            self.primal_simplex(false, round, o, budget)?;
            self.unperturb();
            self.recompute_basic_values(p);
            if self.primal_feasible() {
                return Ok(());
            }
        }
        Err(Error::Numerical(format!(
            "no optimal basis for the unperturbed bounds after {MAX_ROUNDS} rounds"
        )))
    }

    /// Widens the finite bounds of every basic variable by a small pseudo-random amount
    /// (relative [`PERTURBATION`], different for each variable), so that the degenerate
    /// vertex the simplex is stuck at becomes a cluster of nearby non-degenerate ones.
    fn perturb(&mut self, round: u32) {
        self.perturbations += 1;
        for i in 0..self.m {
            let h = self.heads[i];
            let (lo, hi) = (self.lo[h], self.hi[h]);
            self.saved.push((h, lo, hi));
            let (a, b) = jitter(h as u64, round);
            // Clamped: a bound near ±f64::MAX must not become infinite.
            if lo.is_finite() {
                self.lo[h] = (lo - PERTURBATION * (1.0 + lo.abs()) * (1.0 + a)).max(f64::MIN);
            }
            if hi.is_finite() {
                self.hi[h] = (hi + PERTURBATION * (1.0 + hi.abs()) * (1.0 + b)).min(f64::MAX);
            }
        }
    }

    /// Restores the bounds saved by [`Tableau::perturb`] and moves non-basic variables to their
    /// true bound; the caller recomputes the basic values (or discards the tableau).
    fn unperturb(&mut self) {
        let saved = std::mem::take(&mut self.saved);
        for &(j, lo, hi) in &saved {
            self.lo[j] = lo;
            self.hi[j] = hi;
            let target = match self.kind[j] {
                Kind::Basic | Kind::Free => continue,
                Kind::Lower | Kind::Fixed => lo,
                Kind::Upper => hi,
            };
            if lo == hi {
                self.kind[j] = Kind::Fixed;
            }
            self.x[j] = target;
        }
    }

    /// The structural values, clamped into their bounds.
    pub(super) fn structural_values(&self, p: &Problem) -> Vec<f64> {
        (0..self.n)
            .map(|j| self.x[j].max(p.lo[j]).min(p.hi[j]))
            .collect()
    }

    /// The internal (minimisation) duals `y = c_B·B⁻¹`, read off the logical reduced costs.
    pub(super) fn duals(&self) -> Vec<f64> {
        let base = self.m * self.w + self.n;
        self.t[base..base + self.m].iter().map(|d| -d).collect()
    }

    /// Checks the current point and duals against the original problem.
    fn verify(&self, p: &Problem) -> Result<(), String> {
        let n = self.n;
        let x = self.structural_values(p);
        for j in 0..n {
            let (v, lo, hi) = (self.x[j], p.lo[j], p.hi[j]);
            if !v.is_finite() {
                return Err(format!("variable {j} has the value {v}"));
            }
            if v < lo - VERIFY_TOLERANCE * (1.0 + lo.abs())
                || v > hi + VERIFY_TOLERANCE * (1.0 + hi.abs())
            {
                return Err(format!("variable {j} = {v} is outside [{lo}, {hi}]"));
            }
        }
        for (i, row) in p.rows.iter().enumerate() {
            let (mut act, mut scale) = (0.0, 1.0 + row.rhs.abs());
            for &(j, a) in &row.coeffs {
                act += a * x[j];
                scale += (a * x[j]).abs();
            }
            let tol = VERIFY_TOLERANCE * scale;
            let s = self.x[n + i];
            let (lo, hi) = row.logical_bounds();
            if !s.is_finite() || (act + s - row.rhs).abs() > tol || s < lo - tol || s > hi + tol {
                return Err(format!(
                    "row {i}: activity {act} against rhs {} ({:?}), logical {s}",
                    row.rhs, row.op
                ));
            }
        }
        let y = self.duals();
        let mut red: Vec<f64> = (0..n).map(|j| p.internal_cost(j)).collect();
        let mut scale: Vec<f64> = red.iter().map(|c| 1.0 + c.abs()).collect();
        for (row, &yi) in p.rows.iter().zip(&y) {
            if !yi.is_finite() {
                return Err(format!("a dual is {yi}"));
            }
            for &(j, a) in &row.coeffs {
                red[j] -= yi * a;
                scale[j] += (yi * a).abs();
            }
        }
        let logical = y.iter().map(|yi| (-yi, 1.0 + yi.abs()));
        for (j, (dj, sc)) in red.into_iter().zip(scale).chain(logical).enumerate() {
            let tol = VERIFY_TOLERANCE * sc;
            let ok = match self.kind[j] {
                Kind::Basic | Kind::Free => dj.abs() <= tol,
                Kind::Lower => dj >= -tol,
                Kind::Upper => dj <= tol,
                Kind::Fixed => true,
            };
            if !ok {
                return Err(format!(
                    "column {j} ({:?}) has reduced cost {dj}",
                    self.kind[j]
                ));
            }
        }
        Ok(())
    }
}
