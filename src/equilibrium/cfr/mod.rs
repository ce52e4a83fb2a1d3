//! Counterfactual regret minimisation on two-player zero-sum games with perfect recall: CFR
//! (Zinkevich et al. 2007), CFR+ (Tammelin 2014) and discounted CFR (Brown & Sandholm 2019),
//! with exploitability measured by exact best responses in floating point.
//!
//! Every iteration walks the whole tree once per player. At an information set `h` of the
//! player being updated, the counterfactual value of action `a` is the sum over the nodes of
//! `h` of (the opponent's and chance's reach) × (the value of playing `a` and then following
//! the current strategy); the regret of `a` grows by its value minus the set's. The current
//! strategy is regret matching on the cumulative regrets; the average strategy, weighted by
//! the player's own reach, converges to an equilibrium.
//!
//! - **CFR**: both players updated against the same current strategies (simultaneous
//!   updates); uniform averaging.
//! - **CFR+**: regrets floored at 0 after every update (regret matching+), alternating
//!   updates (player 2 answers player 1's new strategy), the average weighted by the iteration
//!   number.
//! - **DCFR(α, β, γ)**: alternating updates; after iteration `t` positive cumulative regrets
//!   are scaled by `t^α/(t^α+1)`, negative ones by `t^β/(t^β+1)`, and the average's sum by
//!   `(t/(t+1))^γ`; the recommended α = 1.5, β = 0, γ = 2.
//!
//! The solver is a [`Job`]: `step(budget)` runs `budget` iterations, so a page's worker can
//! show progress and stop, and the command line runs it to the end.

pub mod flat;

use crate::equilibrium::SolveError;
use serde::{Deserialize, Serialize};

pub use flat::FlatGame;
use flat::Kind;

use crate::jobs::{Job, Progress};
use crate::models::imperfect::Game;

/// Which regret minimiser.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Algorithm {
    /// Vanilla CFR.
    Cfr,
    /// CFR+.
    CfrPlus,
    /// Discounted CFR with these parameters.
    Dcfr {
        /// Positive regrets' discount exponent.
        alpha: f64,
        /// Negative regrets' discount exponent.
        beta: f64,
        /// The average strategy's discount exponent.
        gamma: f64,
    },
}

impl Algorithm {
    /// DCFR with the recommended α = 1.5, β = 0, γ = 2.
    pub const DCFR: Algorithm = Algorithm::Dcfr {
        alpha: 1.5,
        beta: 0.0,
        gamma: 2.0,
    };

    /// The algorithm's key: `cfr`, `cfr+` or `dcfr`.
    pub fn key(self) -> &'static str {
        match self {
            Algorithm::Cfr => "cfr",
            Algorithm::CfrPlus => "cfr+",
            Algorithm::Dcfr { .. } => "dcfr",
        }
    }

    /// The algorithm with this key (DCFR with its recommended parameters).
    pub fn from_key(key: &str) -> Option<Algorithm> {
        match key {
            "cfr" => Some(Algorithm::Cfr),
            "cfr+" => Some(Algorithm::CfrPlus),
            "dcfr" => Some(Algorithm::DCFR),
            _ => None,
        }
    }

    fn alternating(self) -> bool {
        !matches!(self, Algorithm::Cfr)
    }
}

/// A regret minimiser running on a game.
#[derive(Clone, Debug)]
pub struct Cfr {
    game: FlatGame,
    algorithm: Algorithm,
    regret: [Vec<f64>; 2],
    strategy_sum: [Vec<f64>; 2],
    current: [Vec<f64>; 2],
    iterations: u64,
    target: u64,
}

impl Cfr {
    /// A minimiser for `game` (two players, zero-sum, perfect recall) that will run
    /// `iterations` iterations as a job.
    pub fn new(game: &Game, algorithm: Algorithm, iterations: u64) -> Result<Cfr, SolveError> {
        if let Algorithm::Dcfr { alpha, beta, gamma } = algorithm {
            if ![alpha, beta, gamma].iter().all(|x| x.is_finite()) {
                return Err(SolveError::DcfrParameters);
            }
        }
        let game = FlatGame::new(game)?;
        let zeros = [0, 1].map(|p| vec![0.0; *game.offset[p].last().expect("an end offset")]);
        let current = game.uniform();
        Ok(Cfr {
            regret: zeros.clone(),
            strategy_sum: zeros,
            current,
            game,
            algorithm,
            iterations: 0,
            target: iterations,
        })
    }

    /// The compiled game.
    pub fn game(&self) -> &FlatGame {
        &self.game
    }

    /// Iterations done.
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    /// Runs one iteration.
    pub fn iterate(&mut self) {
        let t = self.iterations + 1;
        for p in 0..2 {
            self.regret_matching(p);
        }
        for p in 0..2 {
            if p == 1 && self.algorithm.alternating() {
                self.regret_matching(0);
            }
            let weight = match self.algorithm {
                Algorithm::CfrPlus => t as f64,
                _ => 1.0,
            };
            self.walk(0, p, 1.0, 1.0, weight);
            self.after_update(p, t);
        }
        self.iterations = t;
    }

    /// The current strategy of player `p` from the cumulative regrets.
    fn regret_matching(&mut self, p: usize) {
        for k in 0..self.game.infosets[p].len() {
            let (lo, hi) = (self.game.offset[p][k], self.game.offset[p][k + 1]);
            let positive: f64 = self.regret[p][lo..hi].iter().map(|r| r.max(0.0)).sum();
            for a in lo..hi {
                self.current[p][a] = if positive > 0.0 {
                    self.regret[p][a].max(0.0) / positive
                } else {
                    1.0 / (hi - lo) as f64
                };
            }
        }
    }

    fn after_update(&mut self, p: usize, t: u64) {
        match self.algorithm {
            Algorithm::Cfr => {}
            Algorithm::CfrPlus => {
                for r in &mut self.regret[p] {
                    *r = r.max(0.0);
                }
            }
            Algorithm::Dcfr { alpha, beta, gamma } => {
                let t = t as f64;
                let pos = t.powf(alpha) / (t.powf(alpha) + 1.0);
                let neg = t.powf(beta) / (t.powf(beta) + 1.0);
                for r in &mut self.regret[p] {
                    *r *= if *r > 0.0 { pos } else { neg };
                }
                let avg = (t / (t + 1.0)).powf(gamma);
                for s in &mut self.strategy_sum[p] {
                    *s *= avg;
                }
            }
        }
    }

    /// Player `i`'s expected payoff below `n` under the current strategies, updating `i`'s
    /// regrets and average; `own` is `i`'s reach, `others` chance's and the opponent's.
    fn walk(&mut self, n: usize, i: usize, own: f64, others: f64, weight: f64) -> f64 {
        let lo = self.game.start[n] as usize;
        let hi = self.game.start[n + 1] as usize;
        match self.game.kind[n] {
            Kind::Leaf => {
                if i == 0 {
                    self.game.payoff[n]
                } else {
                    -self.game.payoff[n]
                }
            }
            Kind::Chance => {
                let mut v = 0.0;
                for e in lo..hi {
                    let c = self.game.children[e] as usize;
                    let p = self.game.probability[e];
                    v += p * self.walk(c, i, own, others * p, weight);
                }
                v
            }
            Kind::Player(p, k) if p as usize != i => {
                let (p, off) = (p as usize, self.game.offset[p as usize][k as usize]);
                let mut v = 0.0;
                for (a, e) in (lo..hi).enumerate() {
                    let s = self.current[p][off + a];
                    if s > 0.0 || own > 0.0 {
                        let c = self.game.children[e] as usize;
                        v += s * self.walk(c, i, own, others * s, weight);
                    }
                }
                v
            }
            Kind::Player(_, k) => {
                let off = self.game.offset[i][k as usize];
                let actions = hi - lo;
                let mut values = [0.0f64; 16];
                let mut many = Vec::new();
                let vals: &mut [f64] = if actions <= 16 {
                    &mut values[..actions]
                } else {
                    many.resize(actions, 0.0);
                    &mut many
                };
                let mut v = 0.0;
                for (a, e) in (lo..hi).enumerate() {
                    let s = self.current[i][off + a];
                    let c = self.game.children[e] as usize;
                    vals[a] = self.walk(c, i, own * s, others, weight);
                    v += s * vals[a];
                }
                for a in 0..actions {
                    self.regret[i][off + a] += others * (vals[a] - v);
                    self.strategy_sum[i][off + a] += weight * own * self.current[i][off + a];
                }
                v
            }
        }
    }

    /// The average strategies (per-action probabilities; uniform where a set was never
    /// reached).
    pub fn average(&self) -> [Vec<f64>; 2] {
        [0, 1].map(|p| {
            let mut s = self.strategy_sum[p].clone();
            for k in 0..self.game.infosets[p].len() {
                let (lo, hi) = (self.game.offset[p][k], self.game.offset[p][k + 1]);
                let total: f64 = s[lo..hi].iter().sum();
                for x in &mut s[lo..hi] {
                    *x = if total > 0.0 {
                        *x / total
                    } else {
                        1.0 / (hi - lo) as f64
                    };
                }
            }
            s
        })
    }

    /// The average strategies by information set of the game (`sets` of them in all; empty
    /// for another player's sets), as behaviour strategies are indexed.
    pub fn average_by_set(&self, sets: usize) -> [Vec<Vec<f64>>; 2] {
        let avg = self.average();
        let flat = &self.game;
        [0, 1].map(|p| {
            let mut per = vec![Vec::new(); sets];
            for (k, &h) in flat.infosets[p].iter().enumerate() {
                per[h] = avg[p][flat.offset[p][k]..flat.offset[p][k + 1]].to_vec();
            }
            per
        })
    }

    /// The exploitability of the average strategies.
    pub fn exploitability(&self) -> f64 {
        self.game.exploitability(&self.average())
    }

    /// Player 1's expected payoff when both play their average strategies.
    pub fn value(&self) -> f64 {
        self.game.value(&self.average())
    }
}

impl Job for Cfr {
    type Output = [Vec<f64>; 2];

    fn step(&mut self, budget: u64) -> Option<[Vec<f64>; 2]> {
        for _ in 0..budget.max(1) {
            if self.iterations >= self.target {
                break;
            }
            self.iterate();
        }
        (self.iterations >= self.target).then(|| self.average())
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.iterations,
            total: Some(self.target),
            fraction: if self.target == 0 {
                1.0
            } else {
                self.iterations as f64 / self.target as f64
            },
            unit: "iterations".into(),
        }
    }
}

/// The iterations after which a run reports its exploitability: 1, 2, 5, 10, 20, 50, … up to
/// `n`, and `n`.
pub fn checkpoints(n: u64) -> Vec<u64> {
    let mut out = Vec::new();
    let mut base = 1u64;
    'outer: loop {
        for m in [1, 2, 5] {
            let c = base.saturating_mul(m);
            if c >= n {
                break 'outer;
            }
            out.push(c);
        }
        base = base.saturating_mul(10);
    }
    if n > 0 {
        out.push(n);
    }
    out
}

#[cfg(test)]
mod tests;
