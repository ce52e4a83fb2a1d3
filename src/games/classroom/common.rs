//! The settings every classroom game shares: how many rounds a session plans, a round's
//! deadline, and what a bot decides for a student who has not decided by the close.
//!
//! Why apart from the games' own: the server reads them (deadlines, bots) without knowing the
//! game, and the page shows them in one place for every game.

use super::{from_json, Problem};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What a bot decides for a seat nobody filled by the close.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum BotKind {
    /// The game's equilibrium choice (a draw from it when it is mixed).
    #[default]
    Equilibrium,
    /// A uniform choice among the allowed ones.
    Uniform,
}

/// The common settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Common {
    /// The rounds the session plans (1–50); the teacher opens them one by one.
    pub rounds: u32,
    /// Seconds from a round's opening to its automatic close; 0: the teacher closes it.
    pub deadline_seconds: u32,
    /// What a bot decides for a student who has not decided by the close.
    pub bot: BotKind,
}

/// The common settings as sent, each optional.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Sent {
    rounds: Option<u32>,
    deadline_seconds: Option<u32>,
    bot: Option<BotKind>,
}

impl Common {
    /// The names of the common fields.
    pub const FIELDS: [&'static str; 3] = ["rounds", "deadline_seconds", "bot"];
    /// The most rounds a session plans.
    pub const MAX_ROUNDS: u32 = 50;
    /// The longest deadline: an hour.
    pub const MAX_DEADLINE: u32 = 3600;

    /// The defaults, with the game's planned rounds.
    pub fn new(rounds: u32) -> Common {
        Common {
            rounds,
            deadline_seconds: 0,
            bot: BotKind::Equilibrium,
        }
    }

    /// Reads and checks the common fields of sent settings (missing ones take defaults).
    pub fn read(sent: &Value, default_rounds: u32) -> Result<Common, Problem> {
        let s: Sent = from_json(sent, "")?;
        let c = Common {
            rounds: s.rounds.unwrap_or(default_rounds),
            deadline_seconds: s.deadline_seconds.unwrap_or(0),
            bot: s.bot.unwrap_or_default(),
        };
        if !(1..=Self::MAX_ROUNDS).contains(&c.rounds) {
            return Err(Problem::new(
                "rounds",
                format!("Plan from 1 to {} rounds.", Self::MAX_ROUNDS),
            ));
        }
        if c.deadline_seconds > Self::MAX_DEADLINE {
            return Err(Problem::new(
                "deadline_seconds",
                format!(
                    "A deadline is at most {} seconds (an hour); 0 means none.",
                    Self::MAX_DEADLINE
                ),
            ));
        }
        Ok(c)
    }
}

/// A session's checked settings: the common ones and the game's own, as one JSON object.
#[derive(Clone, Debug, PartialEq)]
pub struct SessionSettings {
    /// The game's key.
    pub game: &'static str,
    /// The whole settings, normalised.
    pub settings: Value,
    /// The common part, typed.
    pub common: Common,
}

impl SessionSettings {
    /// Checks a session's game and settings as the API receives them.
    pub fn check(game: &str, settings: &Value) -> Result<SessionSettings, Problem> {
        let g = super::rules_of(game)?;
        let settings = g.settings(settings)?;
        let common = Common::read(
            &Value::Object(
                settings
                    .as_object()
                    .into_iter()
                    .flatten()
                    .filter(|(k, _)| Common::FIELDS.contains(&k.as_str()))
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect(),
            ),
            1,
        )?;
        Ok(SessionSettings {
            game: g.key(),
            settings,
            common,
        })
    }
}
