//! One Nash equilibrium of an n-player game, however large: the logit path's end, refined to
//! the exact equilibrium (or a proven box of width 10⁻³⁵) of the support it points at.
//!
//! ## Design
//!
//! The logit path ([`super::logit`]) reaches a neighbourhood of an equilibrium in floats, in
//! steps whose cost grows with the table, not with the number of supports. A float is not an
//! answer this crate gives, so at precisions λ = 8, 16, 32, … the walk pauses and guesses the
//! support (each strategy whose probability is at least 10⁻², 10⁻⁴ or 10⁻⁶ of the player's
//! most likely one; a support guessed at one pause is solved again from the better guess of
//! the next), and the indifference system of that support is solved from the float
//! point exactly as [`super::all_equilibria`] solves it ([`super::equilibrium_near`]): exact
//! when the equilibrium is rational, else certified in a box of width 10⁻³⁵, kept only when
//! every weight is positive and no outside strategy earns more, then checked by the naive
//! regret. The first success ends the job, usually long before the path's end.
//!
//! When no guess succeeds (the path stopped, or ended in a degenerate equilibrium whose
//! system is singular), a game with at most [`super::MAX_SUPPORTS`] support profiles falls
//! back to support enumeration's first equilibrium, which is exact; a larger one is answered
//! with the path's end in floats and its measured regret, marked as not exact.
//!
//! The job is one unit per path step (a refinement counts as one), deterministic and
//! clock-free, so the page can run it in its worker with Cancel.

use super::all::{equilibrium_near, NashEquilibrium, NashJob, Search};
use super::logit::{LogitPath, PathError, PathPoint, MAX_STEPS};
use super::profile::regret_f64;
use crate::jobs::{Job, Progress};
use crate::models::StrategicGame;

/// The first precision at which the support is guessed; then at every doubling.
pub const FIRST_CHECK: f64 = 8.0;

/// The relative probabilities above which a strategy is guessed to be in the support.
pub const SUPPORT_THRESHOLDS: [f64; 3] = [1e-2, 1e-4, 1e-6];

/// Which method produced the equilibrium.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoundBy {
    /// The logit path, refined on its support.
    Logit,
    /// Support enumeration, smallest supports first (after the path failed).
    SupportEnumeration,
}

impl FoundBy {
    /// The word for it in the JSON.
    pub fn word(self) -> &'static str {
        match self {
            FoundBy::Logit => "logit",
            FoundBy::SupportEnumeration => "support-enumeration",
        }
    }
}

/// The equilibrium found: certified, or the path's end in floats.
#[derive(Clone, Debug, PartialEq)]
pub enum OneAnswer {
    /// Exact, or in a proven box (regret exactly 0 or a proven bound).
    Certified(NashEquilibrium),
    /// The path's end, not refined: each player's probabilities and the measured regret.
    Float {
        /// Each player's probabilities over all its strategies.
        strategies: Vec<Vec<f64>>,
        /// The largest gain of a pure deviation, computed in floats.
        regret: f64,
    },
}

/// One equilibrium and how it was found.
#[derive(Clone, Debug, PartialEq)]
pub struct OneNash {
    /// The equilibrium.
    pub answer: OneAnswer,
    /// The method that produced it.
    pub found_by: FoundBy,
    /// The precision the path had reached when it stopped.
    pub lambda: f64,
    /// The path's steps.
    pub path_steps: u64,
    /// How many supports were guessed and solved.
    pub supports_tried: usize,
    /// Why the path stopped early, if it did.
    pub path_error: Option<PathError>,
}

enum Phase {
    Path(LogitPath),
    Enumeration(NashJob),
}

/// One equilibrium by the logit path refined on its support (see the module's design).
pub struct OneNashJob {
    game: StrategicGame,
    phase: Phase,
    next_check: f64,
    tried: Vec<Vec<Vec<usize>>>,
    searched: Vec<Vec<Vec<usize>>>,
    last: Option<PathPoint>,
    path_error: Option<PathError>,
    out: Option<Result<OneNash, PathError>>,
}

impl OneNashJob {
    /// The job on `g`, the path at most [`MAX_STEPS`] steps.
    pub fn new(g: &StrategicGame) -> OneNashJob {
        OneNashJob::with_max_steps(g, MAX_STEPS)
    }

    /// The job on `g`, the path at most `max_steps` steps.
    pub fn with_max_steps(g: &StrategicGame, max_steps: u64) -> OneNashJob {
        OneNashJob {
            game: g.clone(),
            phase: Phase::Path(LogitPath::new(g, max_steps)),
            next_check: FIRST_CHECK,
            tried: Vec::new(),
            searched: Vec::new(),
            last: None,
            path_error: None,
            out: None,
        }
    }

    /// Guesses supports at `point` (the path's `end`, or a pause on the way) and solves them;
    /// the first equilibrium found.
    fn refine(&mut self, point: &PathPoint, end: bool) -> Option<NashEquilibrium> {
        let mut seen: Vec<Vec<Vec<usize>>> = Vec::new();
        for tau in SUPPORT_THRESHOLDS {
            let support: Vec<Vec<usize>> = point
                .strategies
                .iter()
                .map(|m| {
                    let top = m.iter().cloned().fold(0.0, f64::max);
                    (0..m.len()).filter(|&s| m[s] >= tau * top).collect()
                })
                .collect();
            if seen.contains(&support) {
                continue;
            }
            seen.push(support.clone());
            // A support guessed again (at a later precision, or at the end) is searched whole
            // once, when small enough: its system may be singular near the guess.
            let whole =
                if (self.tried.contains(&support) || end) && !self.searched.contains(&support) {
                    self.searched.push(support.clone());
                    Search::Whole
                } else {
                    Search::Near
                };
            if !self.tried.contains(&support) {
                self.tried.push(support.clone());
            }
            if let Some(e) = equilibrium_near(&self.game, support, &point.strategies, whole) {
                return Some(e);
            }
        }
        None
    }

    fn finish(&mut self, answer: OneAnswer, found_by: FoundBy) {
        let (lambda, path_steps) = self.last.as_ref().map_or((0.0, 0), |p| (p.lambda, p.steps));
        self.out = Some(Ok(OneNash {
            answer,
            found_by,
            lambda,
            path_steps,
            supports_tried: self.tried.len(),
            path_error: self.path_error.clone(),
        }));
    }

    /// The path is over without a certified answer: enumerate supports if the game is small
    /// enough, else answer in floats (or fail when the path did not reach its end).
    fn fall_back(&mut self) {
        match NashJob::new(&self.game) {
            Ok(job) => self.phase = Phase::Enumeration(job.first_only()),
            Err(_) => self.float_or_error(),
        }
    }

    fn float_or_error(&mut self) {
        match (&self.path_error, &self.last) {
            (None, Some(p)) => {
                let answer = OneAnswer::Float {
                    regret: regret_f64(&self.game, &p.strategies),
                    strategies: p.strategies.clone(),
                };
                self.finish(answer, FoundBy::Logit);
            }
            (Some(e), _) => self.out = Some(Err(e.clone())),
            (None, None) => {
                self.out = Some(Err(PathError::Stuck { lambda: 0.0 }));
            }
        }
    }

    /// One unit of work.
    fn work(&mut self) {
        match &mut self.phase {
            Phase::Path(path) => {
                let ended = path.step(1);
                let point = path.point();
                let due = point.lambda >= self.next_check;
                self.last = Some(point.clone());
                match ended {
                    None if due => {
                        while self.next_check <= point.lambda {
                            self.next_check *= 2.0;
                        }
                        if let Some(e) = self.refine(&point, false) {
                            self.finish(OneAnswer::Certified(e), FoundBy::Logit);
                        }
                    }
                    None => {}
                    Some(Ok(end)) => {
                        self.last = Some(end.clone());
                        match self.refine(&end, true) {
                            Some(e) => self.finish(OneAnswer::Certified(e), FoundBy::Logit),
                            None => self.fall_back(),
                        }
                    }
                    Some(Err(e)) => {
                        self.path_error = Some(e);
                        self.fall_back();
                    }
                }
            }
            Phase::Enumeration(job) => {
                if let Some(all) = job.step(1) {
                    match all.equilibria.into_iter().next() {
                        Some(e) => {
                            self.finish(OneAnswer::Certified(e), FoundBy::SupportEnumeration)
                        }
                        None => self.float_or_error(),
                    }
                }
            }
        }
    }
}

impl Job for OneNashJob {
    type Output = Result<OneNash, PathError>;

    fn step(&mut self, budget: u64) -> Option<Self::Output> {
        for _ in 0..budget.max(1) {
            if self.out.is_some() {
                break;
            }
            self.work();
        }
        self.out.clone()
    }

    fn progress(&self) -> Progress {
        match &self.phase {
            Phase::Path(path) => {
                let mut p = path.progress();
                p.fraction = p.fraction.min(0.99);
                p
            }
            Phase::Enumeration(job) => job.progress(),
        }
    }
}

/// One equilibrium of `g`, to the end.
pub fn one_equilibrium(g: &StrategicGame) -> Result<OneNash, PathError> {
    crate::jobs::run_to_end(&mut OneNashJob::new(g))
}
