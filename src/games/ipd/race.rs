//! Which of two strategies is better, as a source of game outcomes for the racing lab's
//! races (the algorithms with a guaranteed error, run on noisy matches).
//!
//! A [`Duel`] plays "games" between strategy A (player 1 of the race) and strategy B, game g
//! drawing everything from `seed.derive(g)`, so a race replays exactly:
//! - **against a field** (the default for "which is better"): a game draws an opponent
//!   uniformly from the field and one match seed; A and B each play that opponent with that
//!   same seed (the same noise flips and the opponent's same draws where the moves allow);
//!   A wins the game when its total is higher. This compares what each earns, which is what
//!   a tournament rewards: head to head Tit For Tat never outscores anyone, yet it earns more
//!   than most.
//! - **head to head**: a game is one match A against B; A wins when it scores more.
//!
//! A tie (equal totals, frequent without noise) is decided by a fair coin drawn from the
//! game's seed, so a race between two strategies that always tie sees μ = ½ (and runs to its
//! cap or its precision stop, which is the right answer: neither is better).

use serde::{Deserialize, Serialize};

use super::game::Payoffs;
use super::play::{check_match, Arena};
use super::strategies::Strategy;
use crate::racing::race::{Outcomes, Race};
use crate::racing::{Algorithm, Params};
use crate::rng::{below, Seed};

/// How a game between the two strategies is played.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum DuelMode {
    /// One match A against B.
    HeadToHead,
    /// A and B each against the same opponent drawn from these.
    Field(Vec<Strategy>),
}

/// The settings of a duel.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DuelSpec {
    /// Strategy A (the race's player 1).
    pub a: Strategy,
    /// Strategy B.
    pub b: Strategy,
    /// Head to head or against a field.
    pub mode: DuelMode,
    /// Turns per match.
    pub turns: u32,
    /// Probability that a move is flipped.
    pub noise: f64,
    /// The stage payoffs.
    pub payoffs: Payoffs,
    /// The duel's seed (game g uses `Seed(seed).derive(g)`).
    pub seed: u64,
}

impl DuelSpec {
    /// Checks the settings: the match settings, a prisoner's dilemma, a non-empty field of
    /// at most 200 strategies.
    pub fn check(&self) -> Result<(), String> {
        check_match(self.turns, self.noise)?;
        self.payoffs.check()?;
        if let DuelMode::Field(field) = &self.mode {
            if field.is_empty() || field.len() > 200 {
                return Err(format!(
                    "the field needs 1–200 strategies (got {})",
                    field.len()
                ));
            }
        }
        Ok(())
    }
}

/// Two strategies as a source of outcomes for a race.
pub struct Duel {
    spec: DuelSpec,
    arena: Arena,
    next: u64,
}

impl Duel {
    /// The duel of `spec` (checked).
    pub fn new(spec: DuelSpec) -> Result<Duel, String> {
        spec.check()?;
        Ok(Duel {
            arena: Arena::new(spec.turns),
            spec,
            next: 0,
        })
    }

    /// Games played so far.
    pub fn played(&self) -> u64 {
        self.next
    }

    /// Whether A wins game `g`.
    pub fn game(&mut self, g: u64) -> bool {
        let s = &self.spec;
        let seed = Seed(s.seed).derive(g);
        let mut rng = seed.rng();
        let (a, b) = match &s.mode {
            DuelMode::HeadToHead => {
                let [a, b] =
                    self.arena
                        .scores(&s.a, &s.b, s.turns, s.noise, &s.payoffs, seed.derive(0));
                (a, b)
            }
            DuelMode::Field(field) => {
                let opponent = &field[below(&mut rng, field.len() as u32) as usize];
                let m = seed.derive(0);
                let a = self
                    .arena
                    .scores(&s.a, opponent, s.turns, s.noise, &s.payoffs, m)[0];
                let b = self
                    .arena
                    .scores(&s.b, opponent, s.turns, s.noise, &s.payoffs, m)[0];
                (a, b)
            }
        };
        if a == b {
            below(&mut rng, 2) == 0
        } else {
            a > b
        }
    }
}

impl Outcomes for Duel {
    fn play(&mut self, n: u64) -> u64 {
        let mut wins = 0;
        for _ in 0..n {
            wins += u64::from(self.game(self.next));
            self.next += 1;
        }
        wins
    }
}

/// A race of `algorithm` over the duel's games (with the racing lab's parameters): a job
/// the racing lab's `RaceJob` runs.
pub fn race(spec: DuelSpec, algorithm: Algorithm, params: &Params) -> Result<Race<Duel>, String> {
    let duel = Duel::new(spec)?;
    Race::new(algorithm, params, duel, 400).map_err(|e| e.to_string())
}
