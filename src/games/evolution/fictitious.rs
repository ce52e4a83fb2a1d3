//! Fictitious play and stochastic fictitious play, iterated round by round.
//!
//! The state is the empirical frequency of past play. The start counts as one round of prior
//! play, so after round `k` a population's frequency is
//! `x_k = x_{k−1} + (e_{c_k} − x_{k−1})/(k + 1)`, where `c_k` is the strategy chosen in round
//! `k` against the frequencies after round `k − 1`:
//!
//! - fictitious play (Brown 1951): a best reply; ties (payoffs within
//!   [`TIE`] relative) go to the lowest-numbered strategy;
//! - stochastic fictitious play (Fudenberg & Kreps 1993): a strategy drawn from the logit
//!   choice probabilities `L_λ(π)` with one uniform draw of [`crate::rng::unit_f64`] per
//!   population and round (x's first), from the run's seed.
//!
//! In a one-population game the population plays against its own frequency; in a
//! two-population game both populations choose simultaneously against the other's frequency.
//! The rounds are computed exactly as written (no step size, no tolerance beyond the tie).

use super::best_response::TIE;
use super::field::logit;
use super::float_game::FloatGame;
use crate::rng::{unit_f64, GameRng, Seed};

/// How a round's strategy is chosen.
#[derive(Clone, Debug)]
enum Choice {
    /// The lowest-numbered best reply.
    Best,
    /// A draw from the logit probabilities.
    Logit { lambda: f64, rng: GameRng },
}

/// A fictitious-play run: the frequencies after each round.
#[derive(Clone, Debug)]
pub struct FictitiousPlay {
    game: FloatGame,
    state: Vec<f64>,
    round: u64,
    choice: Choice,
}

impl FictitiousPlay {
    /// Fictitious play from the frequencies `start` (one round of prior play).
    pub fn new(game: &FloatGame, start: &[f64]) -> FictitiousPlay {
        FictitiousPlay {
            game: game.clone(),
            state: start.to_vec(),
            round: 0,
            choice: Choice::Best,
        }
    }

    /// Stochastic fictitious play with precision `lambda`, drawing from `seed`.
    pub fn stochastic(game: &FloatGame, start: &[f64], lambda: f64, seed: Seed) -> FictitiousPlay {
        FictitiousPlay {
            choice: Choice::Logit {
                lambda,
                rng: seed.rng(),
            },
            ..FictitiousPlay::new(game, start)
        }
    }

    /// The rounds played so far.
    pub fn round(&self) -> u64 {
        self.round
    }

    /// The frequencies after the rounds played so far (x, then y).
    pub fn state(&self) -> &[f64] {
        &self.state
    }

    /// Plays one round.
    pub fn play_round(&mut self) {
        let n = self.game.n;
        let px = self.game.payoffs_x(&self.state);
        let cx = self.choose(&px[..n]);
        let cy = self.game.m.map(|m| {
            let py = self.game.payoffs_y(&self.state);
            self.choose(&py[..m])
        });
        self.round += 1;
        let w = 1.0 / (self.round as f64 + 1.0);
        let update = |part: &mut [f64], c: usize| {
            for (i, v) in part.iter_mut().enumerate() {
                let e = if i == c { 1.0 } else { 0.0 };
                *v += (e - *v) * w;
            }
        };
        update(&mut self.state[..n], cx);
        if let Some(cy) = cy {
            update(&mut self.state[n..], cy);
        }
    }

    fn choose(&mut self, p: &[f64]) -> usize {
        match &mut self.choice {
            Choice::Best => {
                let top = p.iter().fold(f64::NEG_INFINITY, |a, &b| a.max(b));
                let scale = p.iter().fold(0.0f64, |a, &b| a.max(b.abs()));
                let tol = TIE * (1.0 + scale);
                (0..p.len()).find(|&i| p[i] >= top - tol).unwrap_or(0)
            }
            Choice::Logit { lambda, rng } => {
                let probs = logit(p, *lambda);
                let r = unit_f64(rng);
                let mut acc = 0.0;
                for (i, q) in probs.iter().enumerate().take(p.len()) {
                    acc += q;
                    if r < acc {
                        return i;
                    }
                }
                p.len() - 1
            }
        }
    }
}
