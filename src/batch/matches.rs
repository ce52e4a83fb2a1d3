//! A match between two strategies as a batch, for any game whose games are independent given
//! their seeds ([`MatchGame`]: War and Rrrats!, [`super::war`] and [`super::rrrats`]): what
//! the two kinds share — the spec, the stream and per-game plays, the one renderer and the
//! merge — written once.
//!
//! With per-game seeding ([`Seeding::PerGame`]) game `g` is played from `seed.derive(g)` alone,
//! so shard `i` of `n` plays games [`Shard::range`] and no game depends on another. A shard's
//! output carries its integer tally, which a merge adds up; every float (a rate, its standard
//! error, a mean) is computed from a tally by [`render`], for a whole run, a shard and a merge
//! alike, so the merge of the shards equals the whole per-game run exactly. The stream seeding
//! ([`Seeding::Stream`], the default and the original mode) plays every game from one stream;
//! its output is rendered by the same function, with the fields it always had and `seeding`,
//! and cannot be cut.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::check::{check_rendered, read};
use super::{check_items, in_shard_order, MergeError, Seeding, Shard};

/// A game two strategies play a match of.
pub trait MatchGame {
    /// The output's `game` field (`war`, `rrrats`).
    const GAME: &'static str;
    /// The output's `batch` field with per-game seeding.
    const BATCH: &'static str;
    /// The rules.
    type Rules: Clone + std::fmt::Debug + PartialEq + Serialize + DeserializeOwned;
    /// A strategy.
    type Policy;
    /// The integer tally of games, which shards add up.
    type Tally: Default + Serialize + DeserializeOwned;
    /// Reads a strategy as the command line writes it.
    fn policy(text: &str) -> Result<Self::Policy, String>;
    /// Checks the rules.
    fn check(rules: &Self::Rules) -> Result<(), String>;
    /// The games `games` (indices into the match), game `g` played from `seed.derive(g)`.
    fn play_seeded(
        rules: &Self::Rules,
        players: &[Self::Policy; 2],
        games: std::ops::Range<u64>,
        seed: u64,
    ) -> Self::Tally;
    /// `games` games played from one stream seeded `seed`.
    fn play_stream(
        rules: &Self::Rules,
        players: &[Self::Policy; 2],
        games: u64,
        seed: u64,
    ) -> Self::Tally;
    /// `total` plus `part`, or the field whose sum overflows.
    fn add(total: &Self::Tally, part: &Self::Tally) -> Result<Self::Tally, &'static str>;
    /// Checks that `tally` is one the games it counts can make under `rules`: the field at
    /// fault (a pointer below the tally, `/p1_wins`) and what is wrong.
    fn check_tally(rules: &Self::Rules, tally: &Self::Tally) -> Result<(), (&'static str, String)>;
    /// Games in `tally`.
    fn games(tally: &Self::Tally) -> u64;
    /// The result's fields of the output (a JSON object), computed from `tally`.
    fn result(tally: &Self::Tally) -> Value;
}

/// What a match plays.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct MatchSpec<G: MatchGame> {
    /// Player 1's strategy as given.
    pub p1: String,
    /// Player 2's strategy.
    pub p2: String,
    /// The rules.
    pub rules: G::Rules,
    /// Games of the whole match (at least 1).
    pub games: u64,
    /// The seed: of the one stream, or of every game (`seed.derive(g)`).
    pub seed: u64,
}

impl<G: MatchGame> MatchSpec<G> {
    /// The two players' strategies, the rules checked and at least one game; the error names
    /// what is wrong (`p1: …`, `rules: …`, `games: …`).
    pub fn policies(&self) -> Result<[G::Policy; 2], String> {
        G::check(&self.rules).map_err(|e| format!("rules: {e}"))?;
        if self.games == 0 {
            return Err("games: a match plays at least one game".into());
        }
        let p1 = G::policy(&self.p1).map_err(|e| format!("p1: {e}"))?;
        let p2 = G::policy(&self.p2).map_err(|e| format!("p2: {e}"))?;
        Ok([p1, p2])
    }
}

/// The tally of the games `games` (indices into the whole match) seeded per game.
pub fn play_games<G: MatchGame>(
    spec: &MatchSpec<G>,
    games: std::ops::Range<u64>,
) -> Result<G::Tally, String> {
    let players = spec.policies()?;
    Ok(G::play_seeded(&spec.rules, &players, games, spec.seed))
}

/// The tally of the whole match played from one stream (the original mode).
pub fn play_stream<G: MatchGame>(spec: &MatchSpec<G>) -> Result<G::Tally, String> {
    let players = spec.policies()?;
    Ok(G::play_stream(&spec.rules, &players, spec.games, spec.seed))
}

/// The output of shard `shard` (the whole match: [`Shard::ALL`]) of the match `spec` seeded by
/// `seeding`, whose games add up to `tally`: `game`, `p1`, `p2`, `rules`, `games` (the games
/// played: a shard's own, a whole run's the match's), `seed`, the result's fields
/// ([`MatchGame::result`]) and `seeding`; with per-game seeding also `batch`, `shard`,
/// `total_games` (the whole match's) and the `tally` a merge adds up.
///
/// # Panics
/// If a stream-seeded match is given a shard other than [`Shard::ALL`].
pub fn render<G: MatchGame>(
    spec: &MatchSpec<G>,
    seeding: Seeding,
    shard: Shard,
    tally: &G::Tally,
) -> Value {
    assert!(seeding.check(shard).is_ok(), "a stream is played whole");
    let mut out = json!({
        "game": G::GAME,
        "p1": spec.p1,
        "p2": spec.p2,
        "rules": spec.rules,
        "games": G::games(tally),
        "seed": spec.seed,
        "seeding": seeding,
    });
    if let (Some(map), Value::Object(result)) = (out.as_object_mut(), G::result(tally)) {
        map.extend(result);
    }
    if seeding == Seeding::PerGame {
        out["batch"] = json!(G::BATCH);
        out["shard"] = shard.to_json();
        out["total_games"] = json!(spec.games);
        out["tally"] = json!(tally);
    }
    out
}

/// Plays shard `shard` of the match `spec` seeded by `seeding` and renders its output
/// ([`render`]): the one call that makes a shard's JSON. A stream is played only whole.
pub fn run<G: MatchGame>(
    spec: &MatchSpec<G>,
    seeding: Seeding,
    shard: Shard,
) -> Result<Value, String> {
    seeding.check(shard)?;
    let tally = match seeding {
        Seeding::Stream => play_stream(spec)?,
        Seeding::PerGame => play_games(spec, shard.range(spec.games))?,
    };
    Ok(render(spec, seeding, shard, &tally))
}

/// The settings every shard of one match shares.
const SETTINGS: [&str; 7] = [
    "game",
    "p1",
    "p2",
    "rules",
    "seed",
    "seeding",
    "total_games",
];

/// Merges the outputs of a per-game match's shards (see [`super::merge`]): each shard's spec
/// and tally read and checked (the tally against the games the shard played), and the shard
/// what [`render`] writes for them.
pub fn merge<G: MatchGame>(outputs: &[Value]) -> Result<Value, MergeError> {
    let ordered = in_shard_order(outputs, &SETTINGS)?;
    let mut total = G::Tally::default();
    let mut spec = None;
    for &(shard, o) in &ordered {
        let s = MatchSpec::<G> {
            p1: read(o, shard, "p1")?,
            p2: read(o, shard, "p2")?,
            rules: read(o, shard, "rules")?,
            games: read(o, shard, "total_games")?,
            seed: read(o, shard, "seed")?,
        };
        s.policies().map_err(|e| {
            let field = match e.split(':').next() {
                Some("games") => "/total_games".to_string(),
                Some(f) => format!("/{f}"),
                None => "/".to_string(),
            };
            MergeError::field(shard, field, e)
        })?;
        let tally: G::Tally = read(o, shard, "tally")?;
        check_items(shard, G::games(&tally), s.games, "games")?;
        G::check_tally(&s.rules, &tally)
            .map_err(|(f, e)| MergeError::field(shard, format!("/tally{f}"), e))?;
        check_rendered(shard, o, &render(&s, Seeding::PerGame, shard, &tally))?;
        total = G::add(&total, &tally).map_err(|f| {
            MergeError::field(
                shard,
                format!("/tally{f}"),
                "the sum over the shards overflows",
            )
        })?;
        spec = Some(s);
    }
    let spec = spec.ok_or(MergeError::Nothing)?;
    Ok(render(&spec, Seeding::PerGame, Shard::ALL, &total))
}
