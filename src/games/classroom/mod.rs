//! The classroom's games: what a class plays together on its phones, with the theory shown
//! beside its choices (`../shared/spec/classroom.md` in the project's specs; the server lives at
//! the command line's edge, `gamelab classroom serve`).
//!
//! Why here, in the pure core: the same check of a game's settings and of a student's decision
//! runs on the page, in the server's API and at the command line, and the payoffs and the theory
//! are tested by `cargo test` like every other lab's. Nothing here knows of HTTP, a database or
//! a clock: the server hands in the participants and a seed, and stores what comes out.
//!
//! Each game is one file implementing [`ClassGame`] with its typed settings; [`GameDyn`] is the
//! same game seen through JSON (what the API and the database carry), implemented once for
//! every [`ClassGame`]. [`games`] is the registry, in the order the teacher's menu shows them.

pub mod address;
mod auction;
mod beauty;
mod blotto;
mod common;
mod cournot;
mod giving;
mod market_entry;
mod matching;
mod public_goods;
mod rps;
mod symmetric2x2;
mod tally;
#[cfg(test)]
mod tests;
pub mod view;
mod view_charts;
mod view_choices;
mod view_forms;
mod view_history;
mod view_names;
mod view_parts;
mod view_read;
mod view_types;

pub use common::{BotKind, Common, SessionSettings};
pub use matching::{pairs, whole_class, Seat};

use crate::rng::GameRng;
use serde::{de::DeserializeOwned, Serialize};
use serde_json::{Map, Value};
use std::fmt;

/// Something wrong with a setting or a decision: the field it is about (`"hi"`,
/// `"decision.number"`) and plain words a student or a teacher reads next to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The field, as the JSON names it.
    pub field: String,
    /// What is wrong and what would be right, in plain words.
    pub message: String,
}

impl Problem {
    /// A problem with `field`.
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> Problem {
        Problem {
            field: field.into(),
            message: message.into(),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}

impl std::error::Error for Problem {}

/// One game of the classroom, with typed settings. Implement this; [`GameDyn`] follows.
pub trait ClassGame: Sync {
    /// Its settings: every field has a default (`Default`), JSON refuses unknown fields.
    type Settings: Serialize + DeserializeOwned + Default + Clone;

    /// Its key in the API (`"beauty"`).
    fn key(&self) -> &'static str;
    /// Its name for people.
    fn name(&self) -> &'static str;
    /// The rounds a session of it plans by default.
    fn default_rounds(&self) -> u32 {
        1
    }
    /// Checks settings beyond their types (ranges, relations); names the field.
    fn check(&self, settings: &Self::Settings) -> Result<(), Problem>;
    /// The seats of a round: everyone's role, group and private information, drawn from `rng`
    /// (the round's seed). `partners` is the first round's seating, for partner matching.
    fn seats(
        &self,
        settings: &Self::Settings,
        participants: &[i64],
        partners: Option<&[Seat]>,
        rng: &mut GameRng,
    ) -> Vec<Seat>;
    /// Checks one decision of `seat` and returns it normalised (the form stored).
    fn decision(
        &self,
        settings: &Self::Settings,
        seat: &Seat,
        decision: &Value,
    ) -> Result<Value, Problem>;
    /// The decision a bot makes for a seat nobody filled in time.
    fn bot(
        &self,
        settings: &Self::Settings,
        seat: &Seat,
        kind: BotKind,
        rng: &mut GameRng,
    ) -> Value;
    /// Everyone's payoff, seat by seat; `decisions[i]` is seat `i`'s (bots filled in).
    fn payoffs(&self, settings: &Self::Settings, seats: &[Seat], decisions: &[Value]) -> Vec<f64>;
    /// The class's choices summed up for the results (means, histograms, rates): JSON.
    fn summary(
        &self,
        settings: &Self::Settings,
        seats: &[Seat],
        decisions: &[Value],
        payoffs: &[f64],
    ) -> Value;
    /// The theory shown beside the results, computed by Game Lab's solvers: JSON with
    /// numbers and a `"text"` of whole sentences.
    fn theory(&self, settings: &Self::Settings, seats: &[Seat]) -> Value;
}

/// The part of a classroom game a page needs, seen through JSON: its names, its settings and
/// the check of a decision — not its seats, bots, scoring or theory. Why apart: a page that
/// only checks what a student types then links none of the solvers behind the theory (the
/// Blotto lab's, support enumeration, the dynamics), which would add half a megabyte to its
/// module.
pub trait GameRules: Sync {
    /// Its key in the API.
    fn key(&self) -> &'static str;
    /// Its name for people.
    fn name(&self) -> &'static str;
    /// Its settings with every default, the common ones (rounds, deadline, bot) included.
    fn defaults(&self) -> Value;
    /// Checks settings as sent (missing fields take defaults, unknown fields are refused) and
    /// returns them whole and normalised.
    fn settings(&self, settings: &Value) -> Result<Value, Problem>;
    /// [`ClassGame::decision`] for checked settings.
    fn decision(&self, settings: &Value, seat: &Seat, decision: &Value) -> Result<Value, Problem>;
}

/// A classroom game seen through JSON, whole: what the server and the CLI call.
pub trait GameDyn: GameRules {
    /// [`ClassGame::seats`] for checked settings.
    fn seats(
        &self,
        settings: &Value,
        participants: &[i64],
        partners: Option<&[Seat]>,
        rng: &mut GameRng,
    ) -> Vec<Seat>;
    /// [`ClassGame::bot`], with the bot kind of the settings.
    fn bot(&self, settings: &Value, seat: &Seat, rng: &mut GameRng) -> Value;
    /// A closed round's outcome: payoffs, summary, theory.
    fn outcome(&self, settings: &Value, seats: &[Seat], decisions: &[Value]) -> Outcome;
}

/// What a closed round shows: everyone's payoff (seat by seat), the class's summary and the
/// theory beside it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Outcome {
    /// Payoffs, seat by seat.
    pub payoffs: Vec<f64>,
    /// The class's choices summed up.
    pub summary: Value,
    /// The theory.
    pub theory: Value,
}

/// Splits sent settings into the common part and the game's own, then types both.
fn typed<G: ClassGame>(game: &G, sent: &Value) -> Result<(Common, G::Settings), Problem> {
    let Value::Object(map) = sent else {
        return Err(Problem::new("settings", "Settings are a JSON object."));
    };
    let mut own = Map::new();
    let mut common = Map::new();
    for (k, v) in map {
        if Common::FIELDS.contains(&k.as_str()) {
            common.insert(k.clone(), v.clone());
        } else {
            own.insert(k.clone(), v.clone());
        }
    }
    let common = Common::read(&Value::Object(common), game.default_rounds())?;
    let own: G::Settings = from_json(&Value::Object(own), "")?;
    game.check(&own)?;
    Ok((common, own))
}

/// Reads a JSON value into `T`, turning serde's complaint into a [`Problem`] that names the
/// field (`prefix` + the field serde names).
pub fn from_json<T: DeserializeOwned>(value: &Value, prefix: &str) -> Result<T, Problem> {
    serde_json::from_value(value.clone()).map_err(|e| {
        let text = e.to_string();
        let field = text
            .split('`')
            .nth(1)
            .filter(|_| text.starts_with("unknown field") || text.starts_with("missing field"))
            .map(|f| format!("{prefix}{f}"))
            .or_else(|| culprit::<T>(value).map(|f| format!("{prefix}{f}")))
            .unwrap_or_else(|| prefix.trim_end_matches('.').to_string());
        let field = if field.is_empty() {
            "settings".to_string()
        } else {
            field
        };
        let message = if text.starts_with("unknown field") {
            format!(
                "There is no field “{}” here; {}.",
                text.split('`').nth(1).unwrap_or(""),
                text.split_once(", ").map(|x| x.1).unwrap_or("remove it")
            )
        } else {
            format!("{}.", capitalised(&text))
        };
        Problem::new(field, message)
    })
}

/// The field of an object whose value `T` refuses alone (serde names a wrong type's value but
/// not its field): each field is tried on its own, the others left to their defaults.
fn culprit<T: DeserializeOwned>(value: &Value) -> Option<String> {
    let Value::Object(map) = value else {
        return None;
    };
    map.iter().find_map(|(k, v)| {
        let alone = Value::Object(Map::from_iter([(k.clone(), v.clone())]));
        serde_json::from_value::<T>(alone)
            .is_err()
            .then(|| k.clone())
    })
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// Settings as JSON, the common ones merged in.
fn merged<S: Serialize>(common: &Common, own: &S) -> Value {
    let mut map = match serde_json::to_value(own) {
        Ok(Value::Object(m)) => m,
        _ => Map::new(),
    };
    if let Ok(Value::Object(c)) = serde_json::to_value(common) {
        map.extend(c);
    }
    Value::Object(map)
}

impl<G: ClassGame> GameRules for G {
    fn key(&self) -> &'static str {
        ClassGame::key(self)
    }
    fn name(&self) -> &'static str {
        ClassGame::name(self)
    }
    fn defaults(&self) -> Value {
        merged(&Common::new(self.default_rounds()), &G::Settings::default())
    }
    fn settings(&self, settings: &Value) -> Result<Value, Problem> {
        let (common, own) = typed(self, settings)?;
        Ok(merged(&common, &own))
    }
    fn decision(&self, settings: &Value, seat: &Seat, decision: &Value) -> Result<Value, Problem> {
        let (_, own) = typed(self, settings).expect("settings checked when the session began");
        ClassGame::decision(self, &own, seat, decision)
    }
}

impl<G: ClassGame> GameDyn for G {
    fn seats(
        &self,
        settings: &Value,
        participants: &[i64],
        partners: Option<&[Seat]>,
        rng: &mut GameRng,
    ) -> Vec<Seat> {
        let (_, own) = typed(self, settings).expect("settings checked when the session began");
        ClassGame::seats(self, &own, participants, partners, rng)
    }
    fn bot(&self, settings: &Value, seat: &Seat, rng: &mut GameRng) -> Value {
        let (common, own) = typed(self, settings).expect("settings checked when the session began");
        ClassGame::bot(self, &own, seat, common.bot, rng)
    }
    fn outcome(&self, settings: &Value, seats: &[Seat], decisions: &[Value]) -> Outcome {
        let (_, own) = typed(self, settings).expect("settings checked when the session began");
        let payoffs = ClassGame::payoffs(self, &own, seats, decisions);
        let summary = ClassGame::summary(self, &own, seats, decisions, &payoffs);
        let theory = ClassGame::theory(self, &own, seats);
        Outcome {
            payoffs,
            summary,
            theory,
        }
    }
}

/// The games in the teacher's menu order, written once for both registries below (as whole
/// games and as the rules a page needs), so the two cannot drift apart.
macro_rules! every_game {
    () => {
        &[
            &beauty::Beauty,
            &giving::Ultimatum,
            &giving::Dictator,
            &giving::Trust,
            &public_goods::PublicGoods,
            &symmetric2x2::Pd,
            &symmetric2x2::StagHunt,
            &market_entry::MarketEntry,
            &auction::FirstPrice,
            &auction::SecondPrice,
            &cournot::Cournot,
            &blotto::ClassBlotto,
            &rps::Rps,
        ]
    };
}

/// Every game, in the teacher's menu order.
pub fn games() -> &'static [&'static dyn GameDyn] {
    every_game!()
}

/// Every game's rules (what a page needs), in the teacher's menu order.
pub fn rules() -> &'static [&'static dyn GameRules] {
    every_game!()
}

/// The rules of the game with this key, or a problem naming the keys there are.
pub fn rules_of(key: &str) -> Result<&'static dyn GameRules, Problem> {
    rules()
        .iter()
        .copied()
        .find(|g| g.key() == key)
        .ok_or_else(|| no_game(key))
}

/// The problem of a game key that is none of the games'.
fn no_game(key: &str) -> Problem {
    let keys: Vec<&str> = rules().iter().map(|g| g.key()).collect();
    Problem::new(
        "game",
        format!(
            "There is no game “{key}”; the games are {}.",
            keys.join(", ")
        ),
    )
}

/// The game with this key, or a problem naming the keys there are.
pub fn game(key: &str) -> Result<&'static dyn GameDyn, Problem> {
    games()
        .iter()
        .copied()
        .find(|g| g.key() == key)
        .ok_or_else(|| no_game(key))
}

/// A number field of a decision: present, a number, finite, within `lo..=hi`, and a whole
/// number when `whole`. The problem names the field and the range.
pub fn number_in(
    decision: &Value,
    field: &str,
    lo: f64,
    hi: f64,
    whole: bool,
) -> Result<f64, Problem> {
    let name = format!("decision.{field}");
    let range = format!("{} to {}", short(lo), short(hi));
    let Value::Object(map) = decision else {
        return Err(Problem::new(
            "decision",
            format!("A decision is a JSON object with “{field}”."),
        ));
    };
    if let Some(k) = map.keys().find(|k| k.as_str() != field) {
        return Err(Problem::new(
            format!("decision.{k}"),
            format!("There is no field “{k}” in this decision; send only “{field}”."),
        ));
    }
    let x = map
        .get(field)
        .ok_or_else(|| Problem::new(&name, format!("Give “{field}”, a number from {range}.")))?
        .as_f64()
        .ok_or_else(|| Problem::new(&name, format!("“{field}” is a number from {range}.")))?;
    if !(lo..=hi).contains(&x) {
        return Err(Problem::new(
            &name,
            format!("{} is outside the range: choose from {range}.", short(x)),
        ));
    }
    if whole && x.fract() != 0.0 {
        return Err(Problem::new(
            &name,
            format!(
                "{} is not a whole number: choose a whole number from {range}.",
                short(x)
            ),
        ));
    }
    Ok(x)
}

/// A choice field of a decision: one of `options` (strings or booleans as JSON gives them).
pub fn choice_in(decision: &Value, field: &str, options: &[Value]) -> Result<Value, Problem> {
    let name = format!("decision.{field}");
    let words: Vec<String> = options.iter().map(|o| o.to_string()).collect();
    let Value::Object(map) = decision else {
        return Err(Problem::new(
            "decision",
            format!("A decision is a JSON object with “{field}”."),
        ));
    };
    if let Some(k) = map.keys().find(|k| k.as_str() != field) {
        return Err(Problem::new(
            format!("decision.{k}"),
            format!("There is no field “{k}” in this decision; send only “{field}”."),
        ));
    }
    let v = map.get(field).ok_or_else(|| {
        Problem::new(
            &name,
            format!("Give “{field}”: one of {}.", words.join(", ")),
        )
    })?;
    if options.contains(v) {
        Ok(v.clone())
    } else {
        Err(Problem::new(
            &name,
            format!(
                "{v} is not a choice here: choose one of {}.",
                words.join(", ")
            ),
        ))
    }
}

/// A number as people write it: no trailing `.0`, at most six places.
pub fn short(x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{x:.0}")
    } else {
        let s = format!("{x:.6}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}
