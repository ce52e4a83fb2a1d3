//! War (Wojna): the card game of the strategy-optimisation lab.
//!
//! 52 cards (13 ranks × 4 suits; suits never matter, so a card is its rank 0–12), shuffled and
//! split 26/26. A pile is a queue: cards are drawn from the top and won cards go to the bottom.
//! In a battle both players turn up their top card and the higher rank takes every card on the
//! table; a tie is a "war": each lays [`WarRules::face_down`] cards face down and one face up,
//! repeated on further ties. The only decision is the winner's: in which order the won cards go
//! to the bottom of the pile — descending (the highest is drawn first again), ascending, or
//! shuffled. A [`WarPolicy`] mixes the three; the optimisers search the three real parameters
//! of [`WarStrategy`] (softmax weights).
//!
//! Two implementations share the rules: [`play`] is the fast simulator (no allocation, no trait
//! objects) and [`WarState`] is the same game as a [`State`](crate::game::State) for the
//! conformance harness. Both consume the random stream identically ([`play_state`] drives the
//! `State` with one generator), so they give identical results for the same seed.
//!
//! Readings (the project's spec): one face-down card per war; a player who cannot supply both
//! war cards loses (both short: draw); a cap of 10 000 battles (a battle is one round, its
//! wars included), a capped game is a draw. Every alternative is a field of [`WarRules`].
//! When the loser of a battle has no card left, the game ends before the winner orders the won
//! cards (the order can no longer matter), so no decision is drawn for that battle.
//!
//! The module is split by concept: the rules and their options (`rules`), the winner's
//! policies (`policy`), the piles and the table both implementations share (`cards`), the
//! fast simulator (`fast`) and the `State` version (`state`).

use serde::{Deserialize, Serialize};

mod cards;
mod fast;
mod policy;
mod rules;
mod state;

pub use cards::Pile;
pub use fast::{play, play_match, play_match_seeded, play_seeded, WarTally};
pub(crate) use policy::parse_params;
pub use policy::{Order, OrderSampler, StrategyError, WarPolicy, WarStrategy};
pub use rules::{AtCap, RulesError, ShortWar, WarRules};
pub use state::{play_state, WarAction, WarObservation, WarState};

/// Cards in the deck.
pub const CARDS: usize = 52;
/// Ranks per suit.
pub const RANKS: u8 = 13;
/// The spec's cap on the number of battles.
pub const DEFAULT_CAP: u32 = 10_000;
/// How a game of War ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WarOutcome {
    /// Player 1 won.
    P1,
    /// Player 2 won.
    P2,
    /// A draw (both short of war cards, or the cap).
    Draw,
}

impl WarOutcome {
    /// Player 1's score: 1, 0 or ½.
    pub fn p1_score(self) -> f64 {
        match self {
            WarOutcome::P1 => 1.0,
            WarOutcome::P2 => 0.0,
            WarOutcome::Draw => 0.5,
        }
    }
}

/// The result of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct WarResult {
    /// Who won.
    pub outcome: WarOutcome,
    /// Battles played (a battle is one round, its wars included).
    pub battles: u32,
    /// Whether the game reached the cap.
    pub capped: bool,
}
#[cfg(test)]
mod tests;
