//! The best-response dynamics ẋ ∈ BR(x) − x, solved exactly piece by piece, and its tie rule.
//!
//! ## Why not the Runge–Kutta integrator
//!
//! The best-response field is discontinuous: an adaptive Runge–Kutta method crossing a
//! switching surface shrinks its step to the tolerance, and at a mixed equilibrium (hawk–dove's
//! ½) it chatters across the surface with ever smaller steps. But while the best reply `b`
//! stays the same the solution is known in closed form, `x(t) = b + (x₀ − b)·e^{−(t−t₀)}` (for
//! both populations with the same factor `u = e^{−(t−t₀)}`), and payoffs are linear in the
//! state, so the payoff difference between a strategy `k` and the current best reply is
//! `α + β·u` along the piece: the time at which `k` catches up is `−ln(−α/β)`, exactly. The
//! path is computed piece by piece, each piece ending at the first such switch (an "event").
//!
//! ## The tie rule
//!
//! At a point where several strategies are best replies (`T`: payoffs within
//! [`TIE`]`·(1 + max|π|)` of the best), the inclusion allows any mixture of them. The rule:
//! move toward a Nash equilibrium `σ` of the game restricted to the tied strategies (for one
//! population a symmetric one), the first found with supports by increasing size and then in
//! lexicographic order (pure ones first). Along `σ + (x − σ)u` the strategies in `σ`'s support
//! stay exactly tied, so the path slides along the switching surface where the differential
//! inclusion's (Filippov) solution does — hawk–dove's path stops at ½ instead of chattering —
//! and the next piece begins only when an untied strategy catches up. When no such `σ` is
//! found (a degenerate restricted game), the uniform mixture over `T` is used. Between ties the
//! best reply is unique and the rule does not matter.
//!
//! ## Merged switches
//!
//! Near an equilibrium that the path spirals into, switches come ever faster: in zero-sum
//! rock–paper–scissors `max_i (Ax)_i` decays like `e^{−t}`, each turn of the spiral takes time
//! proportional to it, and the exact path switches about `e^t` times by time `t`. So a
//! strategy that would catch up with the best reply within [`MERGE_TIME`] (10⁻⁴) counts as
//! tied at once, and the tie rule applies to the larger tie set: the path then slides (in
//! rock–paper–scissors, straight to the centre, with `max_i (Ax)_i` still decaying exactly
//! like `e^{−t}`). This changes the path only where two switches would fall within 10⁻⁴ of
//! each other, by about that much. A run stops after [`MAX_EVENTS`] switches all the same
//! (the result then says it was cut short).

use super::float_game::FloatGame;
use crate::equilibrium::linalg::{for_each_subset, solve_f64, FloatSolve};

/// The relative tolerance under which two payoffs count as tied.
pub const TIE: f64 = 1e-10;

/// The most switches one run may take before it is cut short.
pub const MAX_EVENTS: u64 = 200_000;

/// Switches closer together than this (in time) are merged: a strategy that would catch up
/// with the best reply within it counts as tied already.
pub const MERGE_TIME: f64 = 1e-4;

/// The strategies whose payoffs are within the tie tolerance of the best.
fn tied(p: &[f64]) -> Vec<usize> {
    let top = p.iter().fold(f64::NEG_INFINITY, |a, &b| a.max(b));
    let scale = p.iter().fold(0.0f64, |a, &b| a.max(b.abs()));
    let tol = TIE * (1.0 + scale);
    (0..p.len()).filter(|&i| p[i] >= top - tol).collect()
}

/// The mixture over `rows` that makes the `cols` strategies of the opponent indifferent:
/// `σ` on `rows` with `Σσ = 1` and `(Mᵀσ)_c` equal for `c ∈ cols`, where `m(r, c)` is the
/// opponent's payoff; `None` if the system is singular or `σ` has a negative share.
fn indifference(
    rows: &[usize],
    cols: &[usize],
    m: impl Fn(usize, usize) -> f64,
) -> Option<Vec<f64>> {
    let k = rows.len();
    // Unknowns σ_rows and the common value v: Σ_r σ_r m(r, c) − v = 0 for c ∈ cols; Σσ = 1.
    let mut sys = vec![vec![0.0; k + 1]; k + 1];
    let mut rhs = vec![0.0; k + 1];
    for (e, &c) in cols.iter().enumerate() {
        for (u, &r) in rows.iter().enumerate() {
            sys[e][u] = m(r, c);
        }
        sys[e][k] = -1.0;
    }
    for v in sys[k].iter_mut().take(k) {
        *v = 1.0;
    }
    rhs[k] = 1.0;
    match solve_f64(sys, rhs) {
        FloatSolve::Solved(z) if z[..k].iter().all(|&p| p >= -1e-12) => {
            Some(z[..k].iter().map(|p| p.max(0.0)).collect())
        }
        _ => None,
    }
}

/// Whether no strategy in `all` earns more than those in `support` against the payoffs `p`.
fn best_within(p: &[f64], support: &[usize], all: &[usize]) -> bool {
    let v = p[support[0]];
    let tol = 1e-9 * (1.0 + v.abs());
    all.iter().all(|&k| p[k] <= v + tol)
}

/// The best-reply target at state `s` under the tie rule: a state (x's target, then y's).
pub fn target(game: &FloatGame, s: &[f64]) -> Vec<f64> {
    let (tx, ty) = tie_sets(game, s);
    target_for(game, &tx, &ty)
}

/// The tied best replies of each population at `s` (y's empty for one population).
fn tie_sets(game: &FloatGame, s: &[f64]) -> (Vec<usize>, Vec<usize>) {
    let px = game.payoffs_x(s);
    let tx = tied(&px[..game.n]);
    let ty = match game.m {
        Some(m) => tied(&game.payoffs_y(s)[..m]),
        None => vec![],
    };
    (tx, ty)
}

/// The target for the tie sets `tx` and `ty` (the rule of the module's doc).
fn target_for(game: &FloatGame, tx: &[usize], ty: &[usize]) -> Vec<f64> {
    let n = game.n;
    let mut out = vec![0.0; game.dimension()];
    match game.m {
        None => {
            let sigma = if tx.len() == 1 {
                None
            } else {
                symmetric_restricted(game, tx)
            };
            fill(&mut out[..n], tx, sigma);
        }
        Some(_) => {
            let sigma = if tx.len() == 1 && ty.len() == 1 {
                None
            } else {
                bimatrix_restricted(game, tx, ty)
            };
            let (sx, sy) = match sigma {
                Some((a, b)) => (Some(a), Some(b)),
                None => (None, None),
            };
            fill(&mut out[..n], tx, sx);
            fill(&mut out[n..], ty, sy);
        }
    }
    out
}

/// Writes `sigma` (a full-length mixture) or the uniform mixture over `tied` into `out`.
fn fill(out: &mut [f64], tied: &[usize], sigma: Option<Vec<f64>>) {
    match sigma {
        Some(s) => out.copy_from_slice(&s),
        None => {
            for &i in tied {
                out[i] = 1.0 / tied.len() as f64;
            }
        }
    }
}

/// The first symmetric equilibrium of `A` restricted to `tied` (supports by size, then
/// lexicographic), as a full-length mixture.
fn symmetric_restricted(game: &FloatGame, tied: &[usize]) -> Option<Vec<f64>> {
    let n = game.n;
    let a = |i: usize, j: usize| game.a[i * n + j];
    for size in 1..=tied.len() {
        let mut found = None;
        for_each_subset(tied.len(), size, |pick| {
            if found.is_some() {
                return;
            }
            let r: Vec<usize> = pick.iter().map(|&i| tied[i]).collect();
            // σ on r with (Aσ)_i equal for i ∈ r: the "opponent" payoff m(j, i) = A[i][j].
            let Some(sigma) = indifference(&r, &r, |j, i| a(i, j)) else {
                return;
            };
            let mut full = vec![0.0; n];
            for (&i, p) in r.iter().zip(&sigma) {
                full[i] = *p;
            }
            let p: Vec<f64> = (0..n)
                .map(|i| (0..n).map(|j| a(i, j) * full[j]).sum())
                .collect();
            if best_within(&p, &r, tied) {
                found = Some(full);
            }
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

/// The first equilibrium of the bimatrix game restricted to `tx × ty` (equal support sizes,
/// by size then lexicographic), as full-length mixtures.
fn bimatrix_restricted(
    game: &FloatGame,
    tx: &[usize],
    ty: &[usize],
) -> Option<(Vec<f64>, Vec<f64>)> {
    let (n, m) = (game.n, game.m.expect("two populations"));
    let a = |i: usize, j: usize| game.a[i * m + j];
    let b = |i: usize, j: usize| game.b[i * m + j];
    for size in 1..=tx.len().min(ty.len()) {
        let mut found = None;
        for_each_subset(tx.len(), size, |px| {
            for_each_subset(ty.len(), size, |py| {
                if found.is_some() {
                    return;
                }
                let rx: Vec<usize> = px.iter().map(|&i| tx[i]).collect();
                let ry: Vec<usize> = py.iter().map(|&j| ty[j]).collect();
                // x on rx makes y's ry indifferent (payoffs B); y on ry makes x's rx
                // indifferent (payoffs A, read with the roles swapped).
                let (Some(sx), Some(sy)) = (
                    indifference(&rx, &ry, b),
                    indifference(&ry, &rx, |j, i| a(i, j)),
                ) else {
                    return;
                };
                let mut x = vec![0.0; n];
                let mut y = vec![0.0; m];
                for (&i, p) in rx.iter().zip(&sx) {
                    x[i] = *p;
                }
                for (&j, p) in ry.iter().zip(&sy) {
                    y[j] = *p;
                }
                let pxv: Vec<f64> = (0..n)
                    .map(|i| (0..m).map(|j| a(i, j) * y[j]).sum())
                    .collect();
                let pyv: Vec<f64> = (0..m)
                    .map(|j| (0..n).map(|i| b(i, j) * x[i]).sum())
                    .collect();
                if best_within(&pxv, &rx, tx) && best_within(&pyv, &ry, ty) {
                    found = Some((x, y));
                }
            });
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

/// A best-response path being followed: the current piece `b + (s₀ − b)e^{−(t−t₀)}` and when
/// it ends.
#[derive(Clone, Debug)]
pub struct BestResponsePath {
    game: FloatGame,
    /// The piece's start time and state.
    t0: f64,
    s0: Vec<f64>,
    /// The piece's target.
    b: Vec<f64>,
    /// When the piece ends (∞ if never).
    end: f64,
    /// Switches so far.
    events: u64,
}

impl BestResponsePath {
    /// The path from state `start` at time 0.
    pub fn new(game: &FloatGame, start: &[f64]) -> BestResponsePath {
        let mut path = BestResponsePath {
            game: game.clone(),
            t0: 0.0,
            s0: start.to_vec(),
            b: vec![],
            end: 0.0,
            events: 0,
        };
        path.begin_piece();
        path
    }

    /// The number of switches so far.
    pub fn events(&self) -> u64 {
        self.events
    }

    /// Whether the path was cut short after [`MAX_EVENTS`] switches.
    pub fn exhausted(&self) -> bool {
        self.events >= MAX_EVENTS
    }

    /// The state at time `t` (no earlier than the previous call's).
    pub fn state_at(&mut self, t: f64) -> Vec<f64> {
        while t > self.end && !self.exhausted() {
            self.s0 = self.piece_state(self.end);
            self.t0 = self.end;
            self.events += 1;
            self.begin_piece();
        }
        self.piece_state(t)
    }

    fn piece_state(&self, t: f64) -> Vec<f64> {
        let u = (-(t - self.t0)).exp();
        self.s0
            .iter()
            .zip(&self.b)
            .map(|(s, b)| b + (s - b) * u)
            .collect()
    }

    /// Sets the target at the current piece's start and finds when the piece ends; a strategy
    /// that would catch up within [`MERGE_TIME`] joins the tie set first.
    fn begin_piece(&mut self) {
        let (mut tx, mut ty) = tie_sets(&self.game, &self.s0);
        loop {
            self.b = target_for(&self.game, &tx, &ty);
            let (u, who) = self.first_switch();
            match who {
                Some((0, k)) if -u.ln() < MERGE_TIME && !tx.contains(&k) => {
                    tx.push(k);
                    tx.sort_unstable();
                }
                Some((1, k)) if -u.ln() < MERGE_TIME && !ty.contains(&k) => {
                    ty.push(k);
                    ty.sort_unstable();
                }
                _ => {
                    self.end = if u > 0.0 {
                        self.t0 - u.ln()
                    } else {
                        f64::INFINITY
                    };
                    return;
                }
            }
        }
    }

    /// The first switch of the piece toward `self.b`: the factor `u = e^{−(t−t₀)}` at which it
    /// happens (0 if never) and who catches up (population 0 or 1, strategy).
    fn first_switch(&self) -> (f64, Option<(usize, usize)>) {
        let g = &self.game;
        let n = g.n;
        let mut first = (0.0f64, None);
        let mut check = |p0: &[f64], pb: &[f64], target: &[f64], population: usize| {
            let Some(best) = (0..target.len()).find(|&i| target[i] > 0.0) else {
                return;
            };
            for k in 0..target.len() {
                if target[k] > 0.0 {
                    continue;
                }
                // d(u) = α + βu: k's payoff minus the best reply's, u = e^{−(t−t₀)}.
                let alpha = pb[k] - pb[best];
                let beta = (p0[k] - p0[best]) - alpha;
                if alpha > 0.0 && beta < 0.0 {
                    let u = -alpha / beta;
                    if u < 1.0 && u > first.0 {
                        first = (u, Some((population, k)));
                    }
                }
            }
        };
        let (px0, pxb) = (g.payoffs_x(&self.s0), g.payoffs_x(&self.b));
        check(&px0[..n], &pxb[..n], &self.b[..n], 0);
        if let Some(m) = g.m {
            let (py0, pyb) = (g.payoffs_y(&self.s0), g.payoffs_y(&self.b));
            check(&py0[..m], &pyb[..m], &self.b[n..], 1);
        }
        first
    }
}
