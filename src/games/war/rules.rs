//! The rules' options ([`WarRules`]): the face-down cards of a war, what happens when a player
//! runs short, the battle cap and what a capped game means, with their checks.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::DEFAULT_CAP;

/// What happens when a player cannot supply the cards of a war.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ShortWar {
    /// The short player loses; both short: a draw (the spec's reading).
    Loses,
    /// A short player lays what he has face down and plays his last card face up; a player
    /// with no card at all loses (both without cards: a draw).
    PlaysLastCard,
}

/// How a game that reaches the cap is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AtCap {
    /// A draw, scored ½ (the spec's reading).
    Draw,
    /// The player holding more cards wins (equal: a draw).
    MoreCards,
}

/// The rules of War; `Default` is the spec's reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct WarRules {
    /// Cards laid face down in a war (1 by default; the option is 3).
    pub face_down: u8,
    /// What happens to a player short of war cards.
    pub short_war: ShortWar,
    /// The most battles a game may last (10 000).
    pub cap: u32,
    /// How a capped game is scored.
    pub at_cap: AtCap,
}

impl Default for WarRules {
    fn default() -> Self {
        WarRules {
            face_down: 1,
            short_war: ShortWar::Loses,
            cap: DEFAULT_CAP,
            at_cap: AtCap::Draw,
        }
    }
}

/// A rule set that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesError(pub String);

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RulesError {}

impl WarRules {
    /// Checks the numbers: 0–10 face-down cards, a cap of 1–1 000 000 battles.
    pub fn validate(&self) -> Result<(), RulesError> {
        WarRules::check_face_down(self.face_down)?;
        WarRules::check_cap(self.cap)
    }

    /// Checks the number of face-down cards per war (0–10), alone, so a form can mark the
    /// field that is wrong.
    pub fn check_face_down(face_down: u8) -> Result<(), RulesError> {
        if face_down > 10 {
            return Err(RulesError(format!(
                "face-down cards: {face_down} is more than 10"
            )));
        }
        Ok(())
    }

    /// Checks the battle cap (1–1 000 000), alone, so a form can mark the field that is wrong.
    pub fn check_cap(cap: u32) -> Result<(), RulesError> {
        if cap == 0 || cap > 1_000_000 {
            return Err(RulesError(format!(
                "cap: {cap} is not between 1 and 1 000 000 battles"
            )));
        }
        Ok(())
    }
}
