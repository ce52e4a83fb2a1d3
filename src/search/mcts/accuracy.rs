//! Monte Carlo tree search measured against the truth: over positions whose exact values are
//! known, how often each variant's chosen move is a correct one, as a curve over iterations
//! with 95 % Wilson intervals.
//!
//! A move is **correct** when its exact game-theoretic value (win, draw or loss: the sign of
//! the full-depth minimax score) equals the position's. [`exact_positions`] finds the correct
//! moves by alpha-beta; a lab chooses the positions (tic-tac-toe's are in
//! `games::tictactoe::mcts_bench`).
//!
//! Each (position, run) is searched once per variant and read at every iteration count in
//! turn: a search is anytime and seeded, so its choice after 100 iterations is the same
//! whether it stops there or goes on to 1 000, and one search serves the whole curve. The
//! variants get the same seed for the same (position, run) (common random numbers), so their
//! difference is not blurred by different luck.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{Config, Mcts, Variant};
use crate::game::{PositionKey, ZeroSumEvaluator};
use crate::jobs::{Job, Progress};
use crate::rng::{shuffle, Seed};
use crate::search::alphabeta::{action_values, best_actions, Options};
use crate::search::Searchable;
use crate::stats::wilson;

/// A position with its correct moves.
#[derive(Clone, Debug, PartialEq)]
pub struct Position<S: Searchable> {
    /// The position (not terminal).
    pub state: S,
    /// The moves that keep its game-theoretic value.
    pub correct: Vec<S::Action>,
    /// How many legal moves it has.
    pub legal: usize,
}

/// Each position of `states` with its correct moves, by full-depth alpha-beta with
/// `evaluator` (exact at terminal positions): a move is correct when the sign of its value
/// equals the sign of the best move's. Terminal positions are left out.
pub fn exact_positions<S, E>(states: impl IntoIterator<Item = S>, evaluator: &E) -> Vec<Position<S>>
where
    S: Searchable + PositionKey,
    E: ZeroSumEvaluator<S>,
{
    states
        .into_iter()
        .filter(|s| !s.is_terminal())
        .map(|state| {
            let (values, _) = action_values(&state, evaluator, Options::ALPHA_BETA_TABLE);
            let best = best_actions(&state, &values)[0];
            let target = values.iter().find(|v| v.0 == best).map(|v| v.1.signum());
            let correct = values
                .iter()
                .filter(|v| Some(v.1.signum()) == target)
                .map(|v| v.0)
                .collect();
            Position {
                legal: values.len(),
                state,
                correct,
            }
        })
        .collect()
}

/// Which of a game's measured positions are asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Positions {
    /// Every one.
    All,
    /// Every one with at least one wrong move: where all moves are equally good, any choice
    /// is correct and the position measures nothing.
    Critical,
    /// A seeded sample of this many critical ones.
    Sample(usize),
}

impl Positions {
    /// Reads `all`, `critical` or a number (a sample of that many critical positions).
    pub fn parse(text: &str) -> Result<Positions, String> {
        match text.trim() {
            "all" => Ok(Positions::All),
            "critical" => Ok(Positions::Critical),
            n => match n.parse::<usize>() {
                Ok(0) | Err(_) => Err(format!(
                    "{text:?}: write all, critical, or how many critical positions to sample (at least 1)"
                )),
                Ok(k) => Ok(Positions::Sample(k)),
            },
        }
    }
}

impl fmt::Display for Positions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Positions::All => f.write_str("all"),
            Positions::Critical => f.write_str("critical"),
            Positions::Sample(n) => write!(f, "{n}"),
        }
    }
}

impl<S: Searchable> Position<S> {
    /// Whether some legal move is wrong here.
    pub fn is_critical(&self) -> bool {
        self.correct.len() < self.legal
    }
}

/// The positions of `which` among `all`, in `all`'s order (a sample is drawn with `seed`,
/// then put back in that order).
pub fn select<S: Searchable>(
    all: Vec<Position<S>>,
    which: Positions,
    seed: Seed,
) -> Vec<Position<S>> {
    if which == Positions::All {
        return all;
    }
    let critical: Vec<(usize, Position<S>)> = all
        .into_iter()
        .filter(Position::is_critical)
        .enumerate()
        .collect();
    match which {
        Positions::Sample(n) if n < critical.len() => {
            let mut picked = critical;
            shuffle(&mut picked, &mut seed.rng());
            picked.truncate(n);
            picked.sort_by_key(|p| p.0);
            picked.into_iter().map(|p| p.1).collect()
        }
        _ => critical.into_iter().map(|p| p.1).collect(),
    }
}

/// What to measure.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// The variants, each with its default constant.
    pub variants: Vec<Variant>,
    /// The iteration counts of the curve, increasing.
    pub iterations: Vec<u64>,
    /// Searches per position and variant.
    pub runs: u32,
    /// Run `r` of position `i` uses `seed.derive(i · runs + r)`.
    pub seed: Seed,
}

/// One point of a curve.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Point {
    /// The variant.
    pub variant: Variant,
    /// Iterations per search.
    pub iterations: u64,
    /// Searches whose move was correct.
    pub correct: u64,
    /// Searches in all (positions × runs).
    pub trials: u64,
    /// `correct / trials`.
    pub accuracy: f64,
    /// The 95 % Wilson interval's lower end.
    pub low: f64,
    /// Its upper end.
    pub high: f64,
}

/// The curves.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Curves {
    /// Positions measured.
    pub positions: usize,
    /// Runs per position.
    pub runs: u32,
    /// One point per variant and iteration count, variants in the order asked.
    pub points: Vec<Point>,
}

/// The measurement as a [`Job`]: one unit is one (position, run), all variants.
pub struct AccuracyJob<S: Searchable> {
    positions: Vec<Position<S>>,
    settings: Settings,
    next: u64,
    correct: Vec<Vec<u64>>,
}

impl<S: Searchable + 'static> AccuracyJob<S> {
    /// The measurement of `settings` over `positions`.
    ///
    /// # Panics
    /// If the iteration counts are not increasing, or `runs` is 0.
    pub fn new(positions: Vec<Position<S>>, settings: Settings) -> Self {
        assert!(settings.runs > 0, "at least one run");
        assert!(
            settings.iterations.windows(2).all(|w| w[0] < w[1]),
            "iteration counts increase"
        );
        let correct = vec![vec![0; settings.iterations.len()]; settings.variants.len()];
        AccuracyJob {
            positions,
            settings,
            next: 0,
            correct,
        }
    }

    fn total(&self) -> u64 {
        self.positions.len() as u64 * u64::from(self.settings.runs)
    }

    fn measure(&mut self, unit: u64) {
        let runs = u64::from(self.settings.runs);
        let position = &self.positions[(unit / runs) as usize];
        let seed = self.settings.seed.derive(unit);
        for (v, &variant) in self.settings.variants.iter().enumerate() {
            let mut search = Mcts::new(position.state.clone(), Config::new(variant, seed));
            for (k, &n) in self.settings.iterations.iter().enumerate() {
                search.run(n.saturating_sub(search.iterations()));
                if search
                    .best_action()
                    .is_some_and(|a| position.correct.contains(&a))
                {
                    self.correct[v][k] += 1;
                }
            }
        }
    }

    fn curves(&self) -> Curves {
        let trials = self.total();
        let mut points = Vec::new();
        for (v, &variant) in self.settings.variants.iter().enumerate() {
            for (k, &iterations) in self.settings.iterations.iter().enumerate() {
                let correct = self.correct[v][k];
                let accuracy = if trials == 0 {
                    0.0
                } else {
                    correct as f64 / trials as f64
                };
                // At 0 or all correct the interval's end is the estimate itself, which the
                // formula's rounding may miss by an ulp.
                let (low, high) = wilson(correct, trials);
                points.push(Point {
                    variant,
                    iterations,
                    correct,
                    trials,
                    accuracy,
                    low: low.min(accuracy),
                    high: high.max(accuracy),
                });
            }
        }
        Curves {
            positions: self.positions.len(),
            runs: self.settings.runs,
            points,
        }
    }
}

impl<S: Searchable + 'static> Job for AccuracyJob<S> {
    type Output = Curves;

    fn step(&mut self, budget: u64) -> Option<Curves> {
        let end = (self.next + budget.max(1)).min(self.total());
        while self.next < end {
            self.measure(self.next);
            self.next += 1;
        }
        (self.next == self.total()).then(|| self.curves())
    }

    fn progress(&self) -> Progress {
        let total = self.total();
        Progress {
            done: self.next,
            total: Some(total),
            fraction: if total == 0 {
                1.0
            } else {
                self.next as f64 / total as f64
            },
            unit: "searches".to_string(),
        }
    }
}
