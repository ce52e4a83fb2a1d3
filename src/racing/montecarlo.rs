//! Monte Carlo error probability α(μ) and mean number of games, with 95% confidence intervals.
//!
//! Each run is a seeded [`Race`] over a Bernoulli(μ) simulator; run `i` of a batch uses
//! `seed.derive(i)`, so a batch can be split across workers or threads (each taking a range of
//! run indices) and merged with [`McTally::merge`] into exactly the result of one sequential
//! batch. The step-based curve job over several algorithms and μ is
//! [`crate::racing::curves::McCurves`]. The square schedules draw one binomial per test (exact in distribution); per-game
//! schedules simulate game by game.

use serde::{Deserialize, Serialize};

use super::race::{Bernoulli, PrecisionStop, Race, Sampling, Winner};
use super::{check_mu, Algorithm, ParamError, Params};
use crate::rng::Seed;
use crate::stats::wilson;

/// Counts from a batch of runs at one μ (mergeable).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct McTally {
    /// μ.
    pub mu: f64,
    /// Runs.
    pub runs: u64,
    /// Runs that picked player 1.
    pub p1: u64,
    /// Runs that picked player 2.
    pub p2: u64,
    /// Runs that hit the cap undecided.
    pub undecided: u64,
    /// Sum of games over runs.
    pub games: f64,
    /// Sum of squared games over runs.
    pub games_sq: f64,
}

/// A summary of a tally with confidence intervals.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct McResult {
    /// μ.
    pub mu: f64,
    /// Runs.
    pub runs: u64,
    /// Estimated probability of picking the worse player (at μ = 0.5: of picking p2).
    pub alpha: f64,
    /// 95% Wilson interval for α.
    pub alpha_ci: (f64, f64),
    /// Mean games.
    pub mean_games: f64,
    /// 95% normal interval for the mean games.
    pub games_ci: (f64, f64),
    /// Fraction of runs undecided (cap).
    pub undecided: f64,
}

impl McTally {
    /// Adds another tally at the same μ.
    pub fn merge(&mut self, other: &McTally) {
        self.runs += other.runs;
        self.p1 += other.p1;
        self.p2 += other.p2;
        self.undecided += other.undecided;
        self.games += other.games;
        self.games_sq += other.games_sq;
    }

    /// Wrong decisions: p2 when μ > 0.5, p1 when μ < 0.5, p2 at μ = 0.5.
    pub fn wrong(&self) -> u64 {
        if self.mu < 0.5 {
            self.p1
        } else {
            self.p2
        }
    }

    /// The estimates with intervals.
    pub fn result(&self) -> McResult {
        let n = self.runs.max(1) as f64;
        let mean = self.games / n;
        let var = (self.games_sq / n - mean * mean).max(0.0) * n / (n - 1.0).max(1.0);
        let half = 1.959_963_984_540_054 * (var / n).sqrt();
        McResult {
            mu: self.mu,
            runs: self.runs,
            alpha: self.wrong() as f64 / n,
            alpha_ci: wilson(self.wrong(), self.runs),
            mean_games: mean,
            games_ci: (mean - half, mean + half),
            undecided: self.undecided as f64 / n,
        }
    }
}

/// Runs `runs` indices `first..first + runs` at μ and tallies them.
pub fn simulate(
    algorithm: Algorithm,
    params: &Params,
    mu: f64,
    seed: Seed,
    first: u64,
    runs: u64,
    precision: PrecisionStop,
) -> Result<McTally, ParamError> {
    check_mu(mu)?;
    let sampling = if algorithm.square_schedule() {
        Sampling::BinomialJumps
    } else {
        Sampling::GameByGame
    };
    let mut tally = McTally {
        mu,
        ..McTally::default()
    };
    for i in first..first + runs {
        let source = Bernoulli::new(mu, seed.derive(i), sampling)?;
        let mut race = Race::new(algorithm, params, source, 0)?;
        if precision == PrecisionStop::Off {
            race = race.without_precision_stop();
        }
        let outcome = race.run();
        tally.runs += 1;
        match outcome.winner {
            Winner::P1 => tally.p1 += 1,
            Winner::P2 => tally.p2 += 1,
            Winner::Undecided => tally.undecided += 1,
        }
        let g = outcome.games as f64;
        tally.games += g;
        tally.games_sq += g * g;
    }
    Ok(tally)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_batches_merge_into_the_sequential_result() {
        let p = Params::default();
        let all = simulate(
            Algorithm::IlebrStar2,
            &p,
            0.48,
            Seed(5),
            0,
            40,
            PrecisionStop::On,
        )
        .unwrap();
        let mut a = simulate(
            Algorithm::IlebrStar2,
            &p,
            0.48,
            Seed(5),
            0,
            25,
            PrecisionStop::On,
        )
        .unwrap();
        let b = simulate(
            Algorithm::IlebrStar2,
            &p,
            0.48,
            Seed(5),
            25,
            15,
            PrecisionStop::On,
        )
        .unwrap();
        a.merge(&b);
        assert_eq!(a, all);
    }

    #[test]
    fn races_never_pick_the_wrong_player_away_from_one_half() {
        for algorithm in Algorithm::ALL {
            for mu in [0.3, 0.45, 0.55, 0.7] {
                let t = simulate(
                    algorithm,
                    &Params::default(),
                    mu,
                    Seed(11),
                    0,
                    30,
                    PrecisionStop::On,
                )
                .unwrap();
                assert_eq!(t.wrong(), 0, "{algorithm} at μ = {mu}: {t:?}");
                assert_eq!(t.undecided, 0);
            }
        }
    }
}
