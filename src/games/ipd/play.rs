//! A match between two strategies, turn by turn, with noise, from a seed.
//!
//! Both players decide from the histories so far; then noise flips each intended move
//! independently with probability `noise`, and the flipped move is what both histories record
//! and what is scored (the library's `Match`). Randomness comes from three streams derived
//! from the match's seed: player 1's draws (`seed.derive(0)`), player 2's (`derive(1)`) and
//! the noise (`derive(2)`), so a player's draws do not depend on the noise or on its
//! opponent's draws, and the same seed replays the same match.
//!
//! [`play_match`] keeps every move (for the page's move-by-move view and the command line);
//! [`Arena::scores`] only the totals, reusing its two histories from match to match, which is
//! what tournaments, races and population play call millions of times.

use serde::{Deserialize, Serialize};

use super::game::{Move, Payoffs};
use super::strategies::{History, Strategy};
use crate::rng::{unit_f64, GameRng, Seed};

/// The most turns one match may have (the page and the command line).
pub const MAX_TURNS: u32 = 100_000;

/// Checks a match's settings: 1–[`MAX_TURNS`] turns and noise in [0, 1].
pub fn check_match(turns: u32, noise: f64) -> Result<(), String> {
    if turns == 0 || turns > MAX_TURNS {
        return Err(format!("turns must be 1–{MAX_TURNS} (got {turns})"));
    }
    if !(0.0..=1.0).contains(&noise) {
        return Err(format!(
            "noise must be a probability in [0, 1] (got {noise})"
        ));
    }
    Ok(())
}

/// A whole match: every turn's two moves and the two totals.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchResult {
    /// The moves played (after noise), player 1's first.
    pub moves: Vec<(Move, Move)>,
    /// Total payoffs.
    pub scores: [f64; 2],
}

impl MatchResult {
    /// The moves as two-letter strings, `"CD"` for player 1 cooperating and player 2
    /// defecting.
    pub fn move_pairs(&self) -> Vec<String> {
        self.moves
            .iter()
            .map(|(a, b)| [a.letter(), b.letter()].iter().collect())
            .collect()
    }
}

/// The two histories of a match, kept between matches so that playing one allocates nothing
/// once they have grown to the longest match.
#[derive(Clone, Debug, Default)]
pub struct Arena {
    histories: [History; 2],
}

impl Arena {
    /// An arena for matches of up to `turns` turns (longer ones grow it).
    pub fn new(turns: u32) -> Arena {
        Arena {
            histories: [History::with_capacity(turns), History::with_capacity(turns)],
        }
    }

    /// Plays a match and returns the two totals; the moves stay in [`Arena::histories`]
    /// until the next match.
    pub fn scores(
        &mut self,
        a: &Strategy,
        b: &Strategy,
        turns: u32,
        noise: f64,
        payoffs: &Payoffs,
        seed: Seed,
    ) -> [f64; 2] {
        let mut pa = a.start(turns, payoffs);
        let mut pb = b.start(turns, payoffs);
        let mut rng_a: GameRng = seed.derive(0).rng();
        let mut rng_b: GameRng = seed.derive(1).rng();
        let mut rng_noise: GameRng = seed.derive(2).rng();
        let [ha, hb] = &mut self.histories;
        ha.clear();
        hb.clear();
        let mut scores = [0.0, 0.0];
        for _ in 0..turns {
            let mut ma = pa.decide(ha, hb, &mut rng_a);
            let mut mb = pb.decide(hb, ha, &mut rng_b);
            if noise > 0.0 {
                ma = flip(ma, noise, &mut rng_noise);
                mb = flip(mb, noise, &mut rng_noise);
            }
            scores[0] += payoffs.payoff(ma, mb);
            scores[1] += payoffs.payoff(mb, ma);
            ha.push(ma);
            hb.push(mb);
        }
        scores
    }

    /// The two players' moves in the last match.
    pub fn histories(&self) -> &[History; 2] {
        &self.histories
    }
}

/// `m`, flipped with probability `noise` (no draw when noise is 1).
#[inline]
fn flip(m: Move, noise: f64, rng: &mut GameRng) -> Move {
    if noise >= 1.0 || unit_f64(rng) < noise {
        m.flip()
    } else {
        m
    }
}

/// A match of `turns` turns between `a` (player 1) and `b`, every move kept.
pub fn play_match(
    a: &Strategy,
    b: &Strategy,
    turns: u32,
    noise: f64,
    payoffs: &Payoffs,
    seed: Seed,
) -> MatchResult {
    let mut arena = Arena::new(turns);
    let scores = arena.scores(a, b, turns, noise, payoffs, seed);
    let [ha, hb] = arena.histories();
    MatchResult {
        moves: ha
            .moves()
            .iter()
            .copied()
            .zip(hb.moves().iter().copied())
            .collect(),
        scores,
    }
}

/// The two totals of the match [`play_match`] would play, without keeping the moves.
pub fn match_scores(
    a: &Strategy,
    b: &Strategy,
    turns: u32,
    noise: f64,
    payoffs: &Payoffs,
    seed: Seed,
) -> [f64; 2] {
    Arena::new(turns).scores(a, b, turns, noise, payoffs, seed)
}
