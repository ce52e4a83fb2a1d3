//! Population play in the style of Nicky Case's "The Evolution of Trust": a population of
//! individuals, each playing a strategy; every round each pair of individuals plays a short
//! match, then the lowest scorers are removed and replaced by copies of the highest.
//!
//! A round: every pair of distinct individuals plays one match of `turns` turns (10 by
//! default) and each adds its total to its score; the individuals are ordered by score, ties
//! broken by a seeded draw (one random key per individual), the `replace` lowest (5 by
//! default) are removed and the `replace` highest each get one copy of their strategy.
//! Everything random in round t comes from `seed.derive(t)`: the match between the a-th and
//! b-th individuals (a < b, in strategy order) uses `seed.derive(t).derive(k)` for the k-th
//! pair, and the tie keys `seed.derive(t).rng()`. [`Population::round`] plays one round and
//! reports it, so a page can draw the population as it changes.
//!
//! Matches between two deterministic strategies without noise are played once per pair of
//! strategies and round (every pair of their individuals would play the same match).

use serde::{Deserialize, Serialize};

use super::game::Payoffs;
use super::play::{check_match, Arena};
use super::strategies::Strategy;
use crate::rng::{GameRng, Seed};

/// The most individuals in a population.
pub const MAX_INDIVIDUALS: u32 = 500;

/// Pairs played between two calls of [`Population::round_within`]'s check.
pub const PAIRS_BETWEEN: u64 = 64;

/// The settings of population play.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PopulationSettings {
    /// Turns of each match.
    pub turns: u32,
    /// Individuals replaced each round.
    pub replace: u32,
    /// Probability that a move is flipped.
    pub noise: f64,
    /// The stage payoffs.
    pub payoffs: Payoffs,
}

impl Default for PopulationSettings {
    /// The Evolution of Trust's: matches of 10 turns, 5 replaced, no mistakes (with this
    /// lab's payoffs 3, 0, 5, 1).
    fn default() -> Self {
        PopulationSettings {
            turns: 10,
            replace: 5,
            noise: 0.0,
            payoffs: Payoffs::default(),
        }
    }
}

/// What one round did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundReport {
    /// The round's number, from 1.
    pub round: u64,
    /// Each strategy's mean score per individual this round (None when it had none).
    pub mean_scores: Vec<Option<f64>>,
    /// Individuals of each strategy removed.
    pub removed: Vec<u32>,
    /// Copies of each strategy added.
    pub added: Vec<u32>,
    /// Individuals of each strategy after the round.
    pub counts: Vec<u32>,
}

/// A population of strategies playing round after round.
pub struct Population {
    strategies: Vec<Strategy>,
    counts: Vec<u32>,
    settings: PopulationSettings,
    seed: Seed,
    round: u64,
    arena: Arena,
}

impl Population {
    /// A population with `counts[s]` individuals of `strategies[s]`: 2–[`MAX_INDIVIDUALS`]
    /// individuals in all, at most half of them replaced each round.
    pub fn new(
        strategies: Vec<Strategy>,
        counts: Vec<u32>,
        settings: PopulationSettings,
        seed: Seed,
    ) -> Result<Population, String> {
        if strategies.is_empty() || strategies.len() != counts.len() {
            return Err("give one count per strategy".to_string());
        }
        let total: u64 = counts.iter().map(|&c| u64::from(c)).sum();
        if !(2..=u64::from(MAX_INDIVIDUALS)).contains(&total) {
            return Err(format!(
                "a population needs 2–{MAX_INDIVIDUALS} individuals (got {total})"
            ));
        }
        if settings.replace == 0 || u64::from(settings.replace) * 2 > total {
            return Err(format!(
                "replace 1–{} individuals a round (at most half of {total})",
                total / 2
            ));
        }
        check_match(settings.turns, settings.noise)?;
        settings.payoffs.check()?;
        Ok(Population {
            arena: Arena::new(settings.turns),
            strategies,
            counts,
            settings,
            seed,
            round: 0,
        })
    }

    /// Individuals of each strategy now.
    pub fn counts(&self) -> &[u32] {
        &self.counts
    }

    /// The strategies, in the order of every count.
    pub fn strategies(&self) -> &[Strategy] {
        &self.strategies
    }

    /// Rounds played so far.
    pub fn rounds(&self) -> u64 {
        self.round
    }

    /// Plays one round: every pair of individuals, then the replacement.
    pub fn round(&mut self) -> RoundReport {
        match self.round_within(&mut |_| Ok::<(), std::convert::Infallible>(())) {
            Ok(report) => report,
            Err(never) => match never {},
        }
    }

    /// [`Population::round`], asking `between` every [`PAIRS_BETWEEN`] pairs and once all
    /// are played, with the fraction of the round's pairs played, whether to go on: its error
    /// stops the round (the caller's limit on time; the population is then left mid-round).
    pub fn round_within<E>(
        &mut self,
        between: &mut dyn FnMut(f64) -> Result<(), E>,
    ) -> Result<RoundReport, E> {
        self.round += 1;
        let round_seed = self.seed.derive(self.round);
        let individuals: Vec<usize> = self
            .counts
            .iter()
            .enumerate()
            .flat_map(|(s, &c)| std::iter::repeat_n(s, c as usize))
            .collect();
        let n = individuals.len();
        let pairs = (n * (n - 1) / 2) as f64;
        let k = self.strategies.len();
        let mut cache: Vec<Option<[f64; 2]>> = vec![None; k * k];
        let mut scores = vec![0.0; n];
        let mut pair = 0u64;
        let Population {
            strategies,
            settings,
            arena,
            ..
        } = &mut *self;
        for x in 0..n {
            for y in x + 1..n {
                let (sa, sb) = (individuals[x], individuals[y]);
                let (a, b) = (&strategies[sa], &strategies[sb]);
                let fixed = settings.noise == 0.0 && a.is_deterministic() && b.is_deterministic();
                let totals = match cache[sa * k + sb] {
                    Some(t) if fixed => t,
                    _ => {
                        let t = arena.scores(
                            a,
                            b,
                            settings.turns,
                            settings.noise,
                            &settings.payoffs,
                            round_seed.derive(pair),
                        );
                        if fixed {
                            cache[sa * k + sb] = Some(t);
                        }
                        t
                    }
                };
                scores[x] += totals[0];
                scores[y] += totals[1];
                pair += 1;
                if pair % PAIRS_BETWEEN == 0 {
                    between(pair as f64 / pairs)?;
                }
            }
        }
        // A small population plays fewer than PAIRS_BETWEEN pairs a round.
        between(1.0)?;
        let mut tie_rng: GameRng = round_seed.rng();
        let keys: Vec<u32> = (0..n)
            .map(|_| rand_core::Rng::next_u32(&mut tie_rng))
            .collect();
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by(|&x, &y| scores[x].total_cmp(&scores[y]).then(keys[x].cmp(&keys[y])));
        let replace = self.settings.replace as usize;
        let mut removed = vec![0u32; k];
        let mut added = vec![0u32; k];
        for &x in &order[..replace] {
            removed[individuals[x]] += 1;
        }
        for &x in &order[n - replace..] {
            added[individuals[x]] += 1;
        }
        let mut sums = vec![0.0; k];
        for (x, &s) in individuals.iter().enumerate() {
            sums[s] += scores[x];
        }
        let mean_scores = sums
            .iter()
            .zip(&self.counts)
            .map(|(&sum, &c)| (c > 0).then(|| sum / f64::from(c)))
            .collect();
        for s in 0..k {
            self.counts[s] = self.counts[s] - removed[s] + added[s];
        }
        Ok(RoundReport {
            round: self.round,
            mean_scores,
            removed,
            added,
            counts: self.counts.clone(),
        })
    }
}
