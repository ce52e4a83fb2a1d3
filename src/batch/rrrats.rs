//! A Rrrats! match as a batch (`gamelab rrrats match --seeding per-game`): with per-game
//! seeding ([`Seeding::PerGame`]) game `g` — its starter, rolls and decisions — is drawn from
//! `seed.derive(g)` alone ([`play_seeded`](crate::games::rrrats::play_seeded)), so shard `i` of
//! `n` plays games [`Shard::range`] and no game depends on another. A shard's output carries
//! its integer [`RatsTally`] (games, player 1's wins, rolls), which a merge adds up; every
//! float (the win rate, its standard error, the mean rolls) is computed from a tally by
//! [`render`], for a whole run, a shard and a merge alike, so the merge of the shards equals
//! the whole per-game run exactly.
//!
//! The stream seeding ([`Seeding::Stream`], the default and the original mode) plays every
//! game from one stream ([`play_match`](crate::games::rrrats::play_match)); its output is
//! rendered by the same function, with the fields it always had and `seeding`, and cannot be
//! cut.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::{check_items, field, in_shard_order, Seeding, Shard};
use crate::games::rrrats::{self, RatsPolicy, RatsResult, RatsRules, RatsTally};
use crate::rng::Seed;

/// The `batch` field of a per-game match's output.
pub const BATCH: &str = "rrrats-match";

/// What a match plays.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatsMatchSpec {
    /// Player 1's strategy as given: `stop1`…`stop4`, `never`, `zero` or eight parameters
    /// ([`RatsPolicy::parse`]).
    pub p1: String,
    /// Player 2's strategy.
    pub p2: String,
    /// The rules.
    pub rules: RatsRules,
    /// Games of the whole match (at least 1).
    pub games: u64,
    /// The seed: of the one stream, or of every game (`seed.derive(g)`).
    pub seed: u64,
}

impl RatsMatchSpec {
    /// The two players' policies, with at least one game; the error names what is wrong
    /// (`p1: …`, `games: …`).
    pub fn policies(&self) -> Result<[RatsPolicy; 2], String> {
        if self.games == 0 {
            return Err("games: a match plays at least one game".into());
        }
        let p1 = RatsPolicy::parse(&self.p1).map_err(|e| format!("p1: {e}"))?;
        let p2 = RatsPolicy::parse(&self.p2).map_err(|e| format!("p2: {e}"))?;
        Ok([p1, p2])
    }
}

/// Game `game` of the match seeded per game: the same game whoever plays it.
pub fn play_game(spec: &RatsMatchSpec, game: u64) -> Result<RatsResult, String> {
    let [p1, p2] = spec.policies()?;
    Ok(rrrats::play_seeded(
        &spec.rules,
        &p1.sampler(),
        &p2.sampler(),
        Seed(spec.seed),
        game,
    ))
}

/// The tally of the games `games` (indices into the whole match) seeded per game.
pub fn play_games(spec: &RatsMatchSpec, games: std::ops::Range<u64>) -> Result<RatsTally, String> {
    let [p1, p2] = spec.policies()?;
    Ok(rrrats::play_match_seeded(
        &spec.rules,
        &p1,
        &p2,
        games,
        Seed(spec.seed),
    ))
}

/// The tally of the whole match played from one stream (the original mode).
pub fn play_stream(spec: &RatsMatchSpec) -> Result<RatsTally, String> {
    let [p1, p2] = spec.policies()?;
    Ok(rrrats::play_match(
        &spec.rules,
        &p1,
        &p2,
        spec.games,
        &mut Seed(spec.seed).rng(),
    ))
}

/// The output of shard `shard` (the whole match: [`Shard::ALL`]) of the match `spec` seeded by
/// `seeding`, whose games add up to `tally`. The fields from before per-game seeding keep their
/// meaning for the games played (`games` is the shard's; a whole run's is the match's) and
/// `seeding` is added; with per-game seeding also `batch`, `shard`, `total_games` (the
/// whole match's) and the `tally` a merge adds up.
///
/// # Panics
/// If a stream-seeded match is given a shard other than [`Shard::ALL`].
pub fn render(spec: &RatsMatchSpec, seeding: Seeding, shard: Shard, tally: &RatsTally) -> Value {
    assert!(seeding.check(shard).is_ok(), "a stream is played whole");
    let p = tally.p1_win_rate();
    let games = tally.games.max(1) as f64;
    let mut out = json!({
        "game": "rrrats",
        "p1": spec.p1,
        "p2": spec.p2,
        "rules": spec.rules,
        "games": tally.games,
        "seed": spec.seed,
        "p1_win_rate": p,
        "std_error": (p * (1.0 - p) / games).sqrt(),
        "mean_rolls": tally.rolls as f64 / games,
        "seeding": seeding,
    });
    if seeding == Seeding::PerGame {
        out["batch"] = json!(BATCH);
        out["shard"] = shard.to_json();
        out["total_games"] = json!(spec.games);
        out["tally"] = json!(tally);
    }
    out
}

/// Plays shard `shard` of the match `spec` seeded by `seeding` and renders its output
/// ([`render`]): the one call that makes a shard's JSON. A stream is played only whole.
pub fn run(spec: &RatsMatchSpec, seeding: Seeding, shard: Shard) -> Result<Value, String> {
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

/// Merges the outputs of a per-game match's shards (see [`super::merge`]).
pub fn merge(outputs: &[Value]) -> Result<Value, String> {
    let ordered = in_shard_order(outputs, &SETTINGS)?;
    let first = ordered[0];
    let spec = RatsMatchSpec {
        p1: field(first, "p1")?,
        p2: field(first, "p2")?,
        rules: field(first, "rules")?,
        games: field(first, "total_games")?,
        seed: field(first, "seed")?,
    };
    let tallies = ordered
        .iter()
        .map(|o| field(o, "tally"))
        .collect::<Result<Vec<RatsTally>, _>>()?;
    let played: Vec<u64> = tallies.iter().map(|t| t.games).collect();
    check_items(&ordered, &played, spec.games, "games")?;
    let mut total = RatsTally::default();
    for t in &tallies {
        total.merge(t);
    }
    Ok(render(&spec, Seeding::PerGame, Shard::ALL, &total))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec() -> RatsMatchSpec {
        RatsMatchSpec {
            p1: "stop2".into(),
            p2: "zero".into(),
            rules: RatsRules::default(),
            games: 41,
            seed: 3,
        }
    }

    #[test]
    fn shards_merge_to_the_whole_match() {
        let spec = spec();
        let whole = run(&spec, Seeding::PerGame, Shard::ALL).unwrap();
        assert_eq!(whole["games"], 41);
        for n in [1u64, 2, 3, 7, 50] {
            let parts: Vec<Value> = (0..n)
                .rev()
                .map(|i| run(&spec, Seeding::PerGame, Shard::new(i, n).unwrap()).unwrap())
                .collect();
            assert_eq!(crate::batch::merge(&parts).unwrap(), whole, "{n} shards");
        }
        let mut tally = RatsTally::default();
        for g in 0..spec.games {
            tally.add(&play_game(&spec, g).unwrap());
        }
        assert_eq!(json!(tally), whole["tally"]);
    }

    #[test]
    fn the_stream_output_is_the_original_one_with_its_seeding() {
        let spec = spec();
        let out = run(&spec, Seeding::Stream, Shard::ALL).unwrap();
        let t = rrrats::play_match(
            &spec.rules,
            &RatsPolicy::stop_at(2),
            &RatsPolicy::ZERO,
            41,
            &mut Seed(3).rng(),
        );
        assert_eq!(out["p1_win_rate"], t.p1_win_rate());
        assert_eq!(out["mean_rolls"], t.rolls as f64 / 41.0);
        assert_eq!(out["seeding"], "stream");
        assert!(out.get("tally").is_none());
        assert!(run(&spec, Seeding::Stream, Shard::new(1, 2).unwrap()).is_err());
    }

    #[test]
    fn a_merge_checks_settings_and_games() {
        let spec = spec();
        let part = |i, n| run(&spec, Seeding::PerGame, Shard::new(i, n).unwrap()).unwrap();
        let e = merge(&[part(0, 2), part(0, 2)]).unwrap_err();
        assert!(e.contains("twice"), "{e}");
        let mut other = part(1, 2);
        other["seed"] = json!(4);
        assert!(merge(&[part(0, 2), other])
            .unwrap_err()
            .contains("\"seed\""));
        let mut other = part(1, 2);
        other["total_games"] = json!(40);
        let e = merge(&[part(0, 2), other]).unwrap_err();
        assert!(e.contains("total_games"), "{e}");
        let mut long = part(0, 2);
        long["tally"]["games"] = json!(21);
        let e = merge(&[long, part(1, 2)]).unwrap_err();
        assert!(e.contains("shard 0/2 played 21 games, not its 20"), "{e}");
        let e = play_game(
            &RatsMatchSpec {
                games: 0,
                ..spec.clone()
            },
            0,
        )
        .unwrap_err();
        assert!(e.starts_with("games: "), "{e}");
    }
}
