//! Love Letter's round statistics as a batch (`gamelab loveletter stats --seeding per-game`):
//! independent rounds in which seat 0 always starts. With per-game seeding
//! ([`Seeding::PerGame`]) round `r` is dealt from `seed.derive(r)` and played by fresh agents
//! seeded `seed.derive(r).derive(1 + seat)` — as a tournament's game is
//! ([`round_robin_game`](crate::games::love_letter::tournament::round_robin_game)) — so it is
//! the same round whoever plays it, and shard `i` of `n` plays rounds [`Shard::range`]. A
//! shard's output carries its integer [`StatsTally`] (wins per seat, how rounds ended, turns,
//! plays per card), which a merge adds up; every float (turns and plays per round) is computed
//! from a tally by [`render`], for a whole run, a shard and a merge alike, so the merge of the
//! shards equals the whole per-game run exactly.
//!
//! The stream seeding ([`Seeding::Stream`], the default and the original mode) deals every
//! round from one stream to agents made once (seeded `seed.derive(1000 + seat)`), which keep
//! their random state from round to round ([`play_stream`]); its output is rendered by the
//! same function, with the fields it always had and `seeding`, and cannot be cut.

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::check::{check_rendered, read};
use super::{check_items, in_shard_order, MergeError, Seeding, Shard};
use crate::game::{play_out_observing, ObservingBot};
use crate::games::love_letter::agents::{unknown_agent, AgentKind};
use crate::games::love_letter::tournament::MAX_ITERATIONS;
use crate::games::love_letter::{Card, Ending, Round};
use crate::rng::Seed;

/// The `batch` field of per-game round statistics' output.
pub const BATCH: &str = "loveletter-stats";

/// What the statistics play.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StatsSpec {
    /// Players (2–4).
    pub players: usize,
    /// One agent per seat, by name ([`AGENTS`](crate::games::love_letter::agents::AGENTS)).
    pub agents: Vec<String>,
    /// Rounds of the whole run (at least 1).
    pub rounds: u64,
    /// The seed: of the one stream, or of every round (`seed.derive(r)`).
    pub seed: u64,
    /// ISMCTS iterations per decision (1–[`MAX_ITERATIONS`]).
    pub iterations: u32,
}

impl StatsSpec {
    /// Checks the spec; the error names what is wrong (`players: …`, `agents: …`, …).
    pub fn check(&self) -> Result<(), String> {
        if !(2..=4).contains(&self.players) {
            return Err(format!("players: 2–4 players (got {})", self.players));
        }
        if self.agents.len() != self.players {
            return Err(format!(
                "agents: one agent per seat ({}), got {}",
                self.players,
                self.agents.len()
            ));
        }
        if self.rounds == 0 {
            return Err("rounds: play at least one round".into());
        }
        if self.iterations == 0 || self.iterations > MAX_ITERATIONS {
            return Err(format!(
                "iterations: 1–{MAX_ITERATIONS} (got {})",
                self.iterations
            ));
        }
        self.kinds().map(|_| ())
    }

    fn kinds(&self) -> Result<Vec<AgentKind>, String> {
        self.agents
            .iter()
            .map(|name| {
                AgentKind::parse(name).ok_or_else(|| format!("agents: {}", unknown_agent(name)))
            })
            .collect()
    }

    /// One agent per seat, seat `s`'s seeded `seed(s)`; the spec checked.
    fn bots(&self, seed: impl Fn(u64) -> Seed) -> Vec<Box<dyn ObservingBot<Round>>> {
        let kinds = self.kinds().expect("a checked spec");
        kinds
            .iter()
            .enumerate()
            .map(|(s, k)| k.bot(seed(s as u64), self.iterations))
            .collect()
    }
}

/// What the rounds of a run (or a shard) add up to: integers only, so shards add exactly.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatsTally {
    /// Rounds played.
    pub rounds: u64,
    /// Rounds won per seat (a shared round counts for each tied seat).
    pub wins: Vec<u64>,
    /// Rounds that ended in a showdown (the deck ran out).
    pub showdown_rounds: u64,
    /// Showdowns decided by the discard sums.
    pub tiebreak_rounds: u64,
    /// Rounds won by more than one seat.
    pub shared_rounds: u64,
    /// Turns in all rounds.
    pub turns: u64,
    /// Plays per card, in [`Card::ALL`]'s order (Guard … Princess).
    pub plays: [u64; 8],
}

impl StatsTally {
    /// No round yet, at a table of `players`.
    pub fn new(players: usize) -> StatsTally {
        StatsTally {
            wins: vec![0; players],
            ..StatsTally::default()
        }
    }

    /// Adds a finished round.
    pub fn add(&mut self, round: &Round) {
        self.rounds += 1;
        for &w in round.winners() {
            self.wins[usize::from(w)] += 1;
        }
        if round.winners().len() > 1 {
            self.shared_rounds += 1;
        }
        if let Some(Ending::Showdown { tiebreak }) = round.ending() {
            self.showdown_rounds += 1;
            self.tiebreak_rounds += u64::from(tiebreak);
        }
        self.turns += u64::from(round.turns());
        for (n, c) in self.plays.iter_mut().zip(Card::ALL) {
            *n += u64::from(round.plays_of(c));
        }
    }

    /// Adds another tally of the same table (shards of one run, or pieces of one shard); the
    /// error names the field (below the tally) whose count differs in length or overflows.
    pub fn merge(&mut self, other: &StatsTally) -> Result<(), String> {
        if other.wins.len() != self.wins.len() {
            return Err("/wins".into());
        }
        let add = |a: &mut u64, b: u64, f: &str| -> Result<(), String> {
            *a = a.checked_add(b).ok_or_else(|| f.to_string())?;
            Ok(())
        };
        add(&mut self.rounds, other.rounds, "/rounds")?;
        for (k, (a, &b)) in self.wins.iter_mut().zip(&other.wins).enumerate() {
            add(a, b, &format!("/wins/{k}"))?;
        }
        add(
            &mut self.showdown_rounds,
            other.showdown_rounds,
            "/showdown_rounds",
        )?;
        add(
            &mut self.tiebreak_rounds,
            other.tiebreak_rounds,
            "/tiebreak_rounds",
        )?;
        add(
            &mut self.shared_rounds,
            other.shared_rounds,
            "/shared_rounds",
        )?;
        add(&mut self.turns, other.turns, "/turns")?;
        for (k, (a, &b)) in self.plays.iter_mut().zip(&other.plays).enumerate() {
            add(a, b, &format!("/plays/{k}"))?;
        }
        Ok(())
    }

    /// Checks that the tally is one that its rounds at a table of `players` can make: the
    /// field at fault (below the tally) and what is wrong. Every round has a winner (more than
    /// one only in a shared round), at least one turn, and one card played per turn.
    pub fn check(&self, players: usize) -> Result<(), (String, String)> {
        let n = self.rounds;
        if self.wins.len() != players {
            return Err((
                "/wins".into(),
                format!("{} counts for {players} seats", self.wins.len()),
            ));
        }
        let most = |f: &str, x: u64, bound: u64, what: &str| {
            if x > bound {
                Err((f.to_string(), format!("{x} is more than {what} ({bound})")))
            } else {
                Ok(())
            }
        };
        for (s, &w) in self.wins.iter().enumerate() {
            most(&format!("/wins/{s}"), w, n, "the rounds played")?;
        }
        most(
            "/showdown_rounds",
            self.showdown_rounds,
            n,
            "the rounds played",
        )?;
        most(
            "/tiebreak_rounds",
            self.tiebreak_rounds,
            self.showdown_rounds,
            "the showdowns",
        )?;
        most("/shared_rounds", self.shared_rounds, n, "the rounds played")?;
        let wins: u128 = self.wins.iter().map(|&w| u128::from(w)).sum();
        let (n128, shared) = (u128::from(n), u128::from(self.shared_rounds));
        if wins < n128 + shared || wins > n128 + shared * (players as u128 - 1) {
            return Err((
                "/wins".into(),
                format!(
                    "{wins} wins in {n} rounds of which {} shared",
                    self.shared_rounds
                ),
            ));
        }
        if self.turns < n {
            return Err((
                "/turns".into(),
                format!("{} turns in {n} rounds", self.turns),
            ));
        }
        let plays: u128 = self.plays.iter().map(|&p| u128::from(p)).sum();
        if plays != u128::from(self.turns) {
            return Err((
                "/plays".into(),
                format!("{plays} cards played in {} turns", self.turns),
            ));
        }
        Ok(())
    }
}

/// Round `round` seeded per game: dealt from `seed.derive(round)` with seat 0 starting, played
/// by fresh agents seeded from it; the same round whoever plays it.
pub fn play_round(spec: &StatsSpec, round: u64) -> Result<Round, String> {
    spec.check()?;
    Ok(seeded_round(spec, round))
}

/// [`play_round`] of a checked spec.
fn seeded_round(spec: &StatsSpec, round: u64) -> Round {
    let root = Seed(spec.seed).derive(round);
    let mut bots = spec.bots(|s| root.derive(1 + s));
    let mut seats: Vec<&mut dyn ObservingBot<Round>> =
        bots.iter_mut().map(|b| b.as_mut() as _).collect();
    let mut rng = root.rng();
    // A round is dealt whole: it has no chance turns, so `rng` is not drawn from in play.
    play_out_observing(Round::deal(spec.players, 0, &mut rng), &mut seats, &mut rng)
}

/// The tally of the rounds `rounds` (indices into the whole run) seeded per game.
pub fn play_rounds(spec: &StatsSpec, rounds: std::ops::Range<u64>) -> Result<StatsTally, String> {
    spec.check()?;
    let mut tally = StatsTally::new(spec.players);
    for r in rounds {
        tally.add(&seeded_round(spec, r));
    }
    Ok(tally)
}

/// The tally of the whole run from one stream (the original mode): agents made once, seat `s`
/// seeded `seed.derive(1000 + s)`, keeping their random state from round to round, and every
/// round dealt from the stream of `seed`.
pub fn play_stream(spec: &StatsSpec) -> Result<StatsTally, String> {
    spec.check()?;
    let root = Seed(spec.seed);
    let mut bots = spec.bots(|s| root.derive(1_000 + s));
    let mut seats: Vec<&mut dyn ObservingBot<Round>> =
        bots.iter_mut().map(|b| b.as_mut() as _).collect();
    let mut rng = root.rng();
    let mut tally = StatsTally::new(spec.players);
    for _ in 0..spec.rounds {
        // A round is dealt whole: it has no chance turns, so `rng` is not drawn from in play.
        let round =
            play_out_observing(Round::deal(spec.players, 0, &mut rng), &mut seats, &mut rng);
        tally.add(&round);
    }
    Ok(tally)
}

/// The output of shard `shard` (the whole run: [`Shard::ALL`]) of the statistics `spec` seeded
/// by `seeding`, whose rounds add up to `tally`. The fields from before per-game seeding keep
/// their meaning for the rounds played (`rounds` is the shard's; a whole run's is the run's)
/// and `seeding` is added; with per-game seeding also `batch`, `shard`, `total_rounds` (the
/// whole run's), `iterations` and the `tally` a merge adds up.
///
/// # Panics
/// If a stream-seeded run is given a shard other than [`Shard::ALL`], or `tally` has another
/// number of seats than `spec`.
pub fn render(spec: &StatsSpec, seeding: Seeding, shard: Shard, tally: &StatsTally) -> Value {
    assert!(seeding.check(shard).is_ok(), "a stream is played whole");
    assert_eq!(tally.wins.len(), spec.players, "one count of wins per seat");
    let per = |n: u64| {
        if tally.rounds == 0 {
            0.0
        } else {
            n as f64 / tally.rounds as f64
        }
    };
    let mut plays_per_round = Map::new();
    for (c, &n) in Card::ALL.iter().zip(&tally.plays) {
        plays_per_round.insert(c.name().into(), json!(per(n)));
    }
    let mut out = json!({
        "players": spec.players,
        "agents": spec.agents,
        "seed": spec.seed,
        "rounds": tally.rounds,
        "round_wins": tally.wins,
        "showdown_rounds": tally.showdown_rounds,
        "tiebreak_rounds": tally.tiebreak_rounds,
        "shared_rounds": tally.shared_rounds,
        "mean_turns_per_round": per(tally.turns),
        "plays_per_round": plays_per_round,
        "seeding": seeding,
    });
    if seeding == Seeding::PerGame {
        out["batch"] = json!(BATCH);
        out["shard"] = shard.to_json();
        out["total_rounds"] = json!(spec.rounds);
        out["iterations"] = json!(spec.iterations);
        out["tally"] = json!(tally);
    }
    out
}

/// Plays shard `shard` of the statistics `spec` seeded by `seeding` and renders its output
/// ([`render`]): the one call that makes a shard's JSON. A stream is played only whole.
pub fn run(spec: &StatsSpec, seeding: Seeding, shard: Shard) -> Result<Value, String> {
    seeding.check(shard)?;
    let tally = match seeding {
        Seeding::Stream => play_stream(spec)?,
        Seeding::PerGame => play_rounds(spec, shard.range(spec.rounds))?,
    };
    Ok(render(spec, seeding, shard, &tally))
}

/// The settings every shard of one run shares.
const SETTINGS: [&str; 6] = [
    "players",
    "agents",
    "seed",
    "iterations",
    "seeding",
    "total_rounds",
];

/// Merges the outputs of per-game round statistics' shards (see [`super::merge`]): each
/// shard's spec and tally read and checked, and the shard what [`render`] writes for them.
pub fn merge(outputs: &[Value]) -> Result<Value, MergeError> {
    let ordered = in_shard_order(outputs, &SETTINGS)?;
    let mut merged: Option<(StatsSpec, StatsTally)> = None;
    for &(shard, o) in &ordered {
        let spec = StatsSpec {
            players: read(o, shard, "players")?,
            agents: read(o, shard, "agents")?,
            rounds: read(o, shard, "total_rounds")?,
            seed: read(o, shard, "seed")?,
            iterations: read(o, shard, "iterations")?,
        };
        spec.check().map_err(|e| {
            let field = e.split(':').next().unwrap_or_default().to_string();
            MergeError::field(shard, format!("/{field}"), e)
        })?;
        let tally: StatsTally = read(o, shard, "tally")?;
        check_items(shard, tally.rounds, spec.rounds, "rounds")?;
        tally
            .check(spec.players)
            .map_err(|(f, e)| MergeError::field(shard, format!("/tally{f}"), e))?;
        check_rendered(shard, o, &render(&spec, Seeding::PerGame, shard, &tally))?;
        merged = Some(match merged {
            None => (spec, tally),
            Some((spec, mut total)) => {
                total.merge(&tally).map_err(|f| {
                    MergeError::field(
                        shard,
                        format!("/tally{f}"),
                        "the sum over the shards overflows",
                    )
                })?;
                (spec, total)
            }
        });
    }
    let (spec, total) = merged.ok_or(MergeError::Nothing)?;
    Ok(render(&spec, Seeding::PerGame, Shard::ALL, &total))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec() -> StatsSpec {
        StatsSpec {
            players: 3,
            agents: vec!["random".into(), "greedy".into(), "greedy-memory".into()],
            rounds: 25,
            seed: 4,
            iterations: 10,
        }
    }

    #[test]
    fn shards_merge_to_the_whole_run() {
        let spec = spec();
        let whole = run(&spec, Seeding::PerGame, Shard::ALL).unwrap();
        assert_eq!(whole["rounds"], 25);
        for n in [1u64, 2, 3, 7] {
            let parts: Vec<Value> = (0..n)
                .rev()
                .map(|i| run(&spec, Seeding::PerGame, Shard::new(i, n).unwrap()).unwrap())
                .collect();
            assert_eq!(crate::batch::merge(&parts).unwrap(), whole, "{n} shards");
        }
        // A round is the same whoever plays it, and the tally is the rounds'.
        let mut tally = StatsTally::new(3);
        for r in (0..spec.rounds).rev() {
            tally.add(&play_round(&spec, r).unwrap());
        }
        assert_eq!(json!(tally), whole["tally"]);
        let wins: u64 = tally.wins.iter().sum();
        assert_eq!(wins, 25 + tally.shared_rounds);
    }

    #[test]
    fn the_stream_output_has_the_original_fields_and_its_seeding() {
        let out = run(&spec(), Seeding::Stream, Shard::ALL).unwrap();
        assert_eq!(out["seeding"], "stream");
        let mut fields: Vec<&str> = out.as_object().unwrap().keys().map(|k| &k[..]).collect();
        fields.retain(|&k| k != "seeding");
        assert_eq!(
            fields,
            [
                "agents",
                "mean_turns_per_round",
                "players",
                "plays_per_round",
                "round_wins",
                "rounds",
                "seed",
                "shared_rounds",
                "showdown_rounds",
                "tiebreak_rounds",
            ]
        );
        assert!(run(&spec(), Seeding::Stream, Shard::new(0, 3).unwrap()).is_err());
    }

    #[test]
    fn a_merge_checks_settings_seats_and_rounds() {
        let spec = spec();
        let part = |i, n| run(&spec, Seeding::PerGame, Shard::new(i, n).unwrap()).unwrap();
        let e = merge(&[part(2, 3), part(0, 3)]).unwrap_err().to_string();
        assert!(e.contains("missing: 1/3"), "{e}");
        let mut other = part(1, 2);
        other["iterations"] = json!(11);
        assert!(merge(&[part(0, 2), other])
            .unwrap_err()
            .to_string()
            .contains("iterations"));
        let mut other = part(1, 2);
        other["agents"][0] = json!("greedy");
        assert!(merge(&[part(0, 2), other])
            .unwrap_err()
            .to_string()
            .contains("agents"));
        let mut seats = part(1, 2);
        seats["tally"]["wins"] = json!([1, 2]);
        assert!(merge(&[part(0, 2), seats])
            .unwrap_err()
            .to_string()
            .contains("seats"));
        let mut short = part(1, 2);
        short["tally"]["rounds"] = json!(12);
        let e = merge(&[part(0, 2), short]).unwrap_err().to_string();
        assert!(e.contains("shard 1/2 played 12 rounds, not its 13"), "{e}");
        let bad = StatsSpec {
            agents: vec!["random".into(), "smart".into(), "greedy".into()],
            ..spec.clone()
        };
        assert!(bad.check().unwrap_err().starts_with("agents: "));
    }
}
