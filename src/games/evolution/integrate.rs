//! Running the dynamics: one entry point ([`run`]) and its steppable form ([`Simulation`], a
//! [`Job`] whose unit is one output sample), over three engines:
//!
//! - the replicator and logit dynamics by an adaptive **Dormand–Prince 5(4)** Runge–Kutta
//!   method ([`DormandPrince`]);
//! - the best-response dynamics exactly, piece by piece ([`super::best_response`]);
//! - fictitious play and stochastic fictitious play round by round ([`super::fictitious`]).
//!
//! ## The integrator and its error control
//!
//! Dormand & Prince's embedded pair (7 stages, first-same-as-last, the 5th-order solution
//! propagated — "local extrapolation"). Each step's error estimate `e` (the difference of the
//! 5th- and 4th-order solutions) is measured in the norm
//! `err = sqrt(mean_i (e_i / (atol + rtol·max(|y_i|, |ŷ_i|)))²)`; a step is accepted when
//! `err ≤ 1`, and the next step size is `h·min(10, max(0.2, 0.9·err^{−1/5}))` (no growth right
//! after a rejection) — the standard controller of Hairer, Nørsett & Wanner, "Solving Ordinary
//! Differential Equations I", §II.4 (their DOPRI5). The first step size is their starting-step
//! heuristic. Defaults ([`Tolerance::default`]): `rtol = 10⁻¹⁰`, `atol = 10⁻¹²`, tight enough
//! that a trajectory agrees with SciPy's `odeint` (Nashpy) to 10⁻⁶ and with a fine fixed-step
//! RK4 to 10⁻⁸ (both tested). Output times are hit exactly: a step that would pass the next
//! sample time is shortened to end on it (and the next step resumes the unshortened size), so
//! samples need no interpolation. A run stops after [`MAX_STEPS`] attempted steps, or when the
//! step size falls below what doubles resolve at the current time; the trajectory then says
//! it was cut short ([`Trajectory::truncated`]). The shares are not renormalised: the fields
//! keep `Σx` constant exactly (the replicator field divides the mean payoff by `Σx`), a linear
//! invariant that Runge–Kutta methods preserve up to rounding.
//!
//! ## Samples
//!
//! A run of length `T` with `samples = k` reports `k + 1` points, at `t = T·i/k`; for the
//! discrete dynamics `T` is a number of rounds and the samples are the distinct rounds
//! `⌊T·i/k⌉`.

use super::best_response::BestResponsePath;
use super::fictitious::FictitiousPlay;
use super::field::Dynamics;
use super::float_game::FloatGame;
use super::trajectory::Trajectory;
use super::{EvoError, EvoGame, Point};
use crate::jobs::{run_to_end, Job, Progress};
use serde::{Deserialize, Serialize};

/// The most steps (accepted and rejected) one run may attempt.
pub const MAX_STEPS: u64 = 2_000_000;

/// The most samples one run may report.
pub const MAX_SAMPLES: usize = 100_000;

/// The longest time a continuous run may ask for.
pub const MAX_TIME: f64 = 100_000.0;

/// The most rounds a discrete run may ask for.
pub const MAX_ROUNDS: f64 = 10_000_000.0;

/// The largest logit precision λ a run may ask for.
pub const MAX_LAMBDA: f64 = 1e6;

/// The integrator's error tolerances.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tolerance {
    /// The relative tolerance.
    pub rtol: f64,
    /// The absolute tolerance.
    pub atol: f64,
}

impl Default for Tolerance {
    fn default() -> Self {
        Tolerance {
            rtol: 1e-10,
            atol: 1e-12,
        }
    }
}

/// What to run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// The dynamics.
    pub dynamics: Dynamics,
    /// The start.
    pub start: Point,
    /// The end time (rounds for discrete dynamics).
    pub t_end: f64,
    /// The number of sample intervals (`samples + 1` points).
    pub samples: usize,
    /// The integrator's tolerances (continuous dynamics other than best response).
    pub tolerance: Tolerance,
}

impl Settings {
    /// Settings with the default tolerances.
    pub fn new(dynamics: Dynamics, start: Point, t_end: f64, samples: usize) -> Settings {
        Settings {
            dynamics,
            start,
            t_end,
            samples,
            tolerance: Tolerance::default(),
        }
    }

    /// Checks the settings against `game` and the limits; the start is checked by
    /// [`Point::checked`] (and renormalised).
    pub fn check(&self, game: &EvoGame) -> Result<Settings, EvoError> {
        let start = Point::checked(game, &self.start.state())?;
        let p = |s: String| Err(EvoError::Parameter(s));
        let limit = if self.dynamics.is_discrete() {
            MAX_ROUNDS
        } else {
            MAX_TIME
        };
        if !(self.t_end.is_finite() && self.t_end > 0.0 && self.t_end <= limit) {
            let what = if self.dynamics.is_discrete() {
                "rounds"
            } else {
                "time"
            };
            return p(format!(
                "the {what} must be above 0 and at most {limit} (got {})",
                self.t_end
            ));
        }
        if self.dynamics.is_discrete() && self.t_end < 1.0 {
            return p("fictitious play needs at least one round".into());
        }
        if self.samples == 0 || self.samples > MAX_SAMPLES {
            return p(format!(
                "samples must be 1 to {MAX_SAMPLES} (got {})",
                self.samples
            ));
        }
        if let Dynamics::Logit { lambda } | Dynamics::StochasticFictitious { lambda, .. } =
            self.dynamics
        {
            if !(lambda.is_finite() && (0.0..=MAX_LAMBDA).contains(&lambda)) {
                return p(format!(
                    "λ must be between 0 and {MAX_LAMBDA} (got {lambda})"
                ));
            }
        }
        let tol = self.tolerance;
        if !(tol.rtol > 0.0 && tol.atol > 0.0 && tol.rtol <= 0.1 && tol.atol <= 0.1) {
            return p("tolerances must be above 0 and at most 0.1".into());
        }
        Ok(Settings {
            start,
            ..self.clone()
        })
    }
}

/// Runs `dynamics` on `game` from `start` to time (or round) `t_end`, with `samples + 1`
/// samples and the default tolerances.
pub fn run(
    game: &EvoGame,
    dynamics: Dynamics,
    start: &Point,
    t_end: f64,
    samples: usize,
) -> Result<Trajectory, EvoError> {
    run_with(
        game,
        &Settings::new(dynamics, start.clone(), t_end, samples),
    )
}

/// Runs the settings to the end ([`Simulation`] in one go).
pub fn run_with(game: &EvoGame, settings: &Settings) -> Result<Trajectory, EvoError> {
    Ok(run_to_end(&mut Simulation::new(game, settings)?))
}

/// Dormand–Prince 5(4) coefficients (Hairer, Nørsett & Wanner, Table II.5.2); the nodes
/// `c` are not needed for an autonomous equation. The last row is the 5th-order solution.
const A: [[f64; 6]; 7] = [
    [0.0; 6],
    [1.0 / 5.0, 0.0, 0.0, 0.0, 0.0, 0.0],
    [3.0 / 40.0, 9.0 / 40.0, 0.0, 0.0, 0.0, 0.0],
    [44.0 / 45.0, -56.0 / 15.0, 32.0 / 9.0, 0.0, 0.0, 0.0],
    [
        19372.0 / 6561.0,
        -25360.0 / 2187.0,
        64448.0 / 6561.0,
        -212.0 / 729.0,
        0.0,
        0.0,
    ],
    [
        9017.0 / 3168.0,
        -355.0 / 33.0,
        46732.0 / 5247.0,
        49.0 / 176.0,
        -5103.0 / 18656.0,
        0.0,
    ],
    [
        35.0 / 384.0,
        0.0,
        500.0 / 1113.0,
        125.0 / 192.0,
        -2187.0 / 6784.0,
        11.0 / 84.0,
    ],
];
/// The error weights: the 5th-order weights minus the 4th-order ones.
const E: [f64; 7] = [
    71.0 / 57600.0,
    0.0,
    -71.0 / 16695.0,
    71.0 / 1920.0,
    -17253.0 / 339200.0,
    22.0 / 525.0,
    -1.0 / 40.0,
];

/// An adaptive Dormand–Prince 5(4) integration of `ẏ = f(y)` (autonomous).
#[derive(Clone, Debug)]
pub struct DormandPrince {
    t: f64,
    y: Vec<f64>,
    /// The next step size to try.
    h: f64,
    /// `f(y)` at the current point (first same as last).
    f0: Vec<f64>,
    tol: Tolerance,
    attempts: u64,
    accepted: u64,
    stopped: bool,
}

impl DormandPrince {
    /// Starts at `y` (time 0), with the starting-step heuristic.
    pub fn new(f: &impl Fn(&[f64], &mut [f64]), y: &[f64], tol: Tolerance) -> DormandPrince {
        let d = y.len();
        let mut f0 = vec![0.0; d];
        f(y, &mut f0);
        let sc: Vec<f64> = y.iter().map(|v| tol.atol + tol.rtol * v.abs()).collect();
        let rms = |v: &[f64]| -> f64 {
            (v.iter().zip(&sc).map(|(a, s)| (a / s).powi(2)).sum::<f64>() / d as f64).sqrt()
        };
        let (d0, d1) = (rms(y), rms(&f0));
        let h0 = if d0 < 1e-5 || d1 < 1e-5 {
            1e-6
        } else {
            0.01 * d0 / d1
        };
        let y1: Vec<f64> = y.iter().zip(&f0).map(|(a, b)| a + h0 * b).collect();
        let mut f1 = vec![0.0; d];
        f(&y1, &mut f1);
        let diff: Vec<f64> = f1.iter().zip(&f0).map(|(a, b)| a - b).collect();
        let d2 = rms(&diff) / h0;
        let h1 = if d1.max(d2) <= 1e-15 {
            (h0 * 1e-3).max(1e-6)
        } else {
            (0.01 / d1.max(d2)).powf(0.2)
        };
        DormandPrince {
            t: 0.0,
            y: y.to_vec(),
            h: (100.0 * h0).min(h1),
            f0,
            tol,
            attempts: 0,
            accepted: 0,
            stopped: false,
        }
    }

    /// The current time.
    pub fn time(&self) -> f64 {
        self.t
    }

    /// The current state.
    pub fn state(&self) -> &[f64] {
        &self.y
    }

    /// Accepted steps so far.
    pub fn accepted(&self) -> u64 {
        self.accepted
    }

    /// Whether the integration stopped early (step cap or vanishing step).
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// Integrates up to time `t_out` exactly (the last step shortened to end on it); `false`
    /// if it stopped early.
    pub fn advance(&mut self, f: &impl Fn(&[f64], &mut [f64]), t_out: f64) -> bool {
        let d = self.y.len();
        let mut k: [Vec<f64>; 7] = std::array::from_fn(|_| vec![0.0; d]);
        let mut stage = vec![0.0; d];
        let mut y_new = vec![0.0; d];
        let mut after_reject = false;
        while !self.stopped && self.t < t_out {
            let remaining = t_out - self.t;
            if remaining <= 1e-13 * self.t.abs().max(1.0) {
                // Closer than the times' rounding: the state there is the state here.
                self.t = t_out;
                break;
            }
            if self.attempts >= MAX_STEPS || self.h <= 1e-14 * self.t.abs().max(1.0) {
                self.stopped = true;
                break;
            }
            let clamped = self.h >= remaining;
            let h = if clamped { remaining } else { self.h };
            k[0].copy_from_slice(&self.f0);
            for s in 1..7 {
                for i in 0..d {
                    let mut acc = 0.0;
                    for (j, kj) in k.iter().enumerate().take(s) {
                        acc += A[s][j] * kj[i];
                    }
                    stage[i] = self.y[i] + h * acc;
                }
                if s == 6 {
                    y_new.copy_from_slice(&stage);
                }
                f(&stage, &mut k[s]);
            }
            let mut sum = 0.0;
            for i in 0..d {
                let e: f64 = h * (0..7).map(|j| E[j] * k[j][i]).sum::<f64>();
                let sc = self.tol.atol + self.tol.rtol * self.y[i].abs().max(y_new[i].abs());
                sum += (e / sc).powi(2);
            }
            let err = (sum / d as f64).sqrt();
            self.attempts += 1;
            if err <= 1.0 {
                self.t = if clamped { t_out } else { self.t + h };
                self.y.copy_from_slice(&y_new);
                self.f0.copy_from_slice(&k[6]);
                self.accepted += 1;
                let grow = if after_reject {
                    1.0
                } else if err == 0.0 {
                    10.0
                } else {
                    (0.9 * err.powf(-0.2)).clamp(0.2, 10.0)
                };
                // A shortened step keeps the size the controller proposed before it.
                let proposal = h * grow;
                self.h = if clamped {
                    self.h.max(proposal)
                } else {
                    proposal
                };
                after_reject = false;
            } else {
                self.h = h * (0.9 * err.powf(-0.2)).clamp(0.2, 1.0);
                after_reject = true;
            }
        }
        !self.stopped
    }
}

/// The engine a simulation runs.
#[derive(Clone, Debug)]
enum Engine {
    RungeKutta {
        field: FloatGame,
        dynamics: Dynamics,
        stepper: DormandPrince,
    },
    BestResponse(BestResponsePath),
    Rounds(FictitiousPlay),
}

/// A run of the dynamics as a [`Job`]: each unit of budget computes one more sample; the
/// samples so far ([`Simulation::so_far`]) can be drawn while it runs (a page may animate).
#[derive(Clone, Debug)]
pub struct Simulation {
    n: usize,
    engine: Engine,
    /// The sample times still to reach, in order.
    times: Vec<f64>,
    next: usize,
    out: Trajectory,
    done: bool,
}

impl Simulation {
    /// Prepares a run (the settings are checked first: [`Settings::check`]).
    pub fn new(game: &EvoGame, settings: &Settings) -> Result<Simulation, EvoError> {
        let s = settings.check(game)?;
        let field = FloatGame::new(game);
        let start = s.start.state();
        let k = s.samples;
        let times: Vec<f64> = if s.dynamics.is_discrete() {
            let rounds = s.t_end.round();
            let mut v: Vec<f64> = (0..=k)
                .map(|i| (rounds * i as f64 / k as f64).round())
                .collect();
            v.dedup();
            v
        } else {
            (0..=k).map(|i| s.t_end * i as f64 / k as f64).collect()
        };
        let engine = match s.dynamics {
            Dynamics::Replicator | Dynamics::Logit { .. } => {
                let f = |y: &[f64], out: &mut [f64]| field.velocity(&s.dynamics, y, out);
                let stepper = DormandPrince::new(&f, &start, s.tolerance);
                Engine::RungeKutta {
                    field: field.clone(),
                    dynamics: s.dynamics,
                    stepper,
                }
            }
            Dynamics::BestResponse => Engine::BestResponse(BestResponsePath::new(&field, &start)),
            Dynamics::Fictitious => Engine::Rounds(FictitiousPlay::new(&field, &start)),
            Dynamics::StochasticFictitious { lambda, seed } => {
                Engine::Rounds(FictitiousPlay::stochastic(&field, &start, lambda, seed))
            }
        };
        Ok(Simulation {
            n: game.n(),
            engine,
            times,
            next: 0,
            out: Trajectory::empty(game.m().is_some()),
            done: false,
        })
    }

    /// The samples computed so far.
    pub fn so_far(&self) -> &Trajectory {
        &self.out
    }

    /// Computes the next sample; `false` when the run is over.
    fn sample(&mut self) -> bool {
        if self.done || self.next >= self.times.len() {
            self.done = true;
            return false;
        }
        let t = self.times[self.next];
        let (state, ok, steps) = match &mut self.engine {
            Engine::RungeKutta {
                field,
                dynamics,
                stepper,
            } => {
                let f = |y: &[f64], out: &mut [f64]| field.velocity(dynamics, y, out);
                let ok = stepper.advance(&f, t);
                (stepper.state().to_vec(), ok, stepper.accepted())
            }
            Engine::BestResponse(path) => {
                let s = path.state_at(t);
                (s, !path.exhausted(), path.events())
            }
            Engine::Rounds(play) => {
                while (play.round() as f64) < t {
                    play.play_round();
                }
                (play.state().to_vec(), true, play.round())
            }
        };
        self.out.steps = steps;
        if !ok {
            self.out.truncated = true;
            self.done = true;
            return false;
        }
        self.out.push(t, self.n, &state);
        self.next += 1;
        true
    }
}

impl Job for Simulation {
    type Output = Trajectory;

    fn step(&mut self, budget: u64) -> Option<Trajectory> {
        for _ in 0..budget.max(1) {
            if !self.sample() {
                break;
            }
        }
        if self.next >= self.times.len() {
            self.done = true;
        }
        self.done.then(|| self.out.clone())
    }

    fn progress(&self) -> Progress {
        let total = self.times.len() as u64;
        Progress {
            done: self.next as u64,
            total: Some(total),
            fraction: self.next as f64 / total.max(1) as f64,
            unit: "samples".into(),
        }
    }
}
