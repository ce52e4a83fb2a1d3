//! The Love Letter tournament as a batch (`gamelab loveletter tournament`): a shard plays games
//! `range` of the round robin; its output carries the integer tally (games and wins per agent,
//! rounds) the merge adds up, and every derived number (rates, Wilson intervals, rounds per
//! game) is computed from the tally by [`render`], for a whole run and a merge alike.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::check::{at_most, check_rendered, read, seconds, threads};
use super::{check_items, in_shard_order, merged_timing, MergeError, Shard};
use crate::games::love_letter::tournament::{check_lineup, tables, TournamentGame, MAX_GAMES};

/// The `batch` field of a tournament's output.
pub const BATCH: &str = "loveletter-tournament";

/// What a tournament plays.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TournamentSpec {
    /// Seats per table.
    pub players: usize,
    /// The agents, by name.
    pub agents: Vec<String>,
    /// Games of the whole tournament.
    pub games: u64,
    /// The seed (game `g` is dealt from `seed.derive(g)`).
    pub seed: u64,
    /// ISMCTS iterations per decision.
    pub iterations: u32,
}

/// What the games of a shard add up to: integers only, so shards add exactly.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentTally {
    /// Games played.
    pub games: u64,
    /// Per agent: games at its tables.
    pub played: Vec<u64>,
    /// Per agent: games won (a shared win counts for each).
    pub wins: Vec<u64>,
    /// Rounds in all.
    pub rounds: u64,
}

impl TournamentTally {
    /// The tally of `games` among `agents` agents.
    pub fn of(agents: usize, games: &[TournamentGame]) -> TournamentTally {
        let mut t = TournamentTally {
            games: games.len() as u64,
            played: vec![0; agents],
            wins: vec![0; agents],
            rounds: 0,
        };
        for g in games {
            t.rounds += u64::from(g.result.rounds);
            for (seat, &a) in g.seating.iter().enumerate() {
                t.played[a] += 1;
                if g.result.winners.contains(&(seat as u8)) {
                    t.wins[a] += 1;
                }
            }
        }
        t
    }

    /// `self` plus `other` (a tally of the same agents), or the field whose sum overflows.
    fn add(&self, other: &TournamentTally) -> Result<TournamentTally, String> {
        let sum = |a: u64, b: u64, f: String| a.checked_add(b).ok_or(f);
        let each = |a: &[u64], b: &[u64], name: &str| {
            a.iter()
                .zip(b)
                .enumerate()
                .map(|(k, (&x, &y))| sum(x, y, format!("/{name}/{k}")))
                .collect::<Result<Vec<u64>, String>>()
        };
        Ok(TournamentTally {
            games: sum(self.games, other.games, "/games".into())?,
            played: each(&self.played, &other.played, "played")?,
            wins: each(&self.wins, &other.wins, "wins")?,
            rounds: sum(self.rounds, other.rounds, "/rounds".into())?,
        })
    }

    /// Checks that the tally is one that `games` at tables of `players` among `agents` agents
    /// can make: the field at fault (below the tally) and what is wrong.
    fn check(&self, agents: usize, players: usize) -> Result<(), (String, String)> {
        for (name, v) in [("played", &self.played), ("wins", &self.wins)] {
            if v.len() != agents {
                return Err((
                    format!("/{name}"),
                    format!("{} counts for {agents} agents", v.len()),
                ));
            }
        }
        let seats = self.games.checked_mul(players as u64);
        if seats.is_none()
            || Some(self.played.iter().try_fold(0u64, |a, &b| a.checked_add(b))) != Some(seats)
        {
            return Err((
                "/played".into(),
                format!(
                    "the agents' games do not add up to {} games of {players} seats",
                    self.games
                ),
            ));
        }
        for (a, (&w, &n)) in self.wins.iter().zip(&self.played).enumerate() {
            if w > n {
                return Err((format!("/wins/{a}"), format!("{w} wins in {n} games")));
            }
        }
        if self.rounds < self.games {
            return Err((
                "/rounds".into(),
                format!(
                    "{} rounds in {} games: every game has one",
                    self.rounds, self.games
                ),
            ));
        }
        Ok(())
    }
}

/// The output of a tournament's shard `shard` (the whole run: [`Shard::ALL`]) with tally
/// `tally`, `seconds` of wall time on `threads` threads. The fields before `shard` are the
/// command line's from before shards; `batch`, `shard`, `tally` and `rounds` were added.
pub fn render(
    spec: &TournamentSpec,
    shard: Shard,
    tally: &TournamentTally,
    seconds: f64,
    threads: u64,
) -> Value {
    let standings: Vec<Value> = spec
        .agents
        .iter()
        .enumerate()
        .map(|(a, name)| {
            let (n, w) = (tally.played[a], tally.wins[a]);
            let ci = crate::stats::wilson(w, n);
            json!({
                "agent": name, "wins": w, "games": n,
                "rate": if n == 0 { 0.0 } else { w as f64 / n as f64 },
                "ci95": [ci.0, ci.1],
            })
        })
        .collect();
    let per = |x: f64| {
        if tally.games == 0 {
            0.0
        } else {
            x / tally.games as f64
        }
    };
    json!({
        "players": spec.players,
        "agents": spec.agents,
        "games": tally.games,
        "tables": tables(spec.agents.len(), spec.players).len(),
        "seed": spec.seed,
        "iterations": spec.iterations,
        "standings": standings,
        "rounds_per_game": per(tally.rounds as f64),
        "threads": threads,
        "seconds": seconds,
        // Wall time of the run, per 1 000 games, and the same on one core.
        "ms_per_1000_games": per(seconds * 1e3 * 1_000.0),
        "cpu_ms_per_1000_games": per(seconds * 1e3 * threads as f64 * 1_000.0),
        "batch": BATCH,
        "shard": shard.to_json(),
        "tournament_games": spec.games,
        "rounds": tally.rounds,
        "tally": tally,
    })
}

/// The settings every shard of one tournament shares.
const SETTINGS: [&str; 6] = [
    "players",
    "agents",
    "seed",
    "iterations",
    "tournament_games",
    "tables",
];

/// Shard `shard`'s spec read and checked.
fn read_spec(shard: Shard, o: &Value) -> Result<TournamentSpec, MergeError> {
    let spec = TournamentSpec {
        players: read(o, shard, "players")?,
        agents: read(o, shard, "agents")?,
        games: read(o, shard, "tournament_games")?,
        seed: read(o, shard, "seed")?,
        iterations: read(o, shard, "iterations")?,
    };
    let names: Vec<&str> = spec.agents.iter().map(String::as_str).collect();
    check_lineup(spec.players, &names, spec.iterations)
        .map_err(|e| MergeError::field(shard, "/agents", e))?;
    at_most(
        shard,
        "/tournament_games",
        spec.games,
        MAX_GAMES,
        "the most games a tournament plays",
    )?;
    Ok(spec)
}

/// Merges the outputs of a tournament's shards (see [`super::merge`]): each shard's spec and
/// tally read and checked, and the shard what [`render`] writes for them.
pub fn merge(outputs: &[Value]) -> Result<Value, MergeError> {
    let ordered = in_shard_order(outputs, &SETTINGS)?;
    let spec = read_spec(ordered[0].0, ordered[0].1)?;
    let mut total = TournamentTally {
        played: vec![0; spec.agents.len()],
        wins: vec![0; spec.agents.len()],
        ..TournamentTally::default()
    };
    for &(shard, o) in &ordered {
        let spec = read_spec(shard, o)?;
        let tally: TournamentTally = read(o, shard, "tally")?;
        check_items(shard, tally.games, spec.games, "games")?;
        tally
            .check(spec.agents.len(), spec.players)
            .map_err(|(f, e)| MergeError::field(shard, format!("/tally{f}"), e))?;
        let rendered = render(
            &spec,
            shard,
            &tally,
            seconds(o, shard, "seconds")?,
            threads(o, shard)?,
        );
        check_rendered(shard, o, &rendered)?;
        total = total.add(&tally).map_err(|f| {
            MergeError::field(
                shard,
                format!("/tally{f}"),
                "the sum over the shards overflows",
            )
        })?;
    }
    let (seconds, threads) = merged_timing(outputs);
    Ok(render(&spec, Shard::ALL, &total, seconds, threads))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::batch::without_timing;
    use crate::games::love_letter::tournament::round_robin_game;
    use crate::rng::Seed;

    fn run(spec: &TournamentSpec, shard: Shard) -> Value {
        let names: Vec<&str> = spec.agents.iter().map(String::as_str).collect();
        let games: Vec<TournamentGame> = shard
            .range(spec.games)
            .map(|g| {
                round_robin_game(&names, spec.players, g, Seed(spec.seed), spec.iterations).unwrap()
            })
            .collect();
        render(
            spec,
            shard,
            &TournamentTally::of(names.len(), &games),
            0.5,
            1,
        )
    }

    #[test]
    fn shards_merge_to_the_whole_tournament() {
        let spec = TournamentSpec {
            players: 3,
            agents: vec![
                "random".into(),
                "greedy".into(),
                "greedy-memory".into(),
                "probabilistic".into(),
            ],
            games: 23,
            seed: 5,
            iterations: 10,
        };
        let whole = run(&spec, Shard::ALL);
        for n in [1u64, 2, 3, 7] {
            let mut parts: Vec<Value> = (0..n)
                .map(|i| run(&spec, Shard::new(i, n).unwrap()))
                .collect();
            parts.reverse();
            let merged = crate::batch::merge(&parts).unwrap();
            assert_eq!(
                without_timing(&merged),
                without_timing(&whole),
                "{n} shards"
            );
            assert_eq!(merged["seconds"], 0.5 * n as f64);
        }
        let e = merge(&[run(&spec, Shard::new(0, 2).unwrap())])
            .unwrap_err()
            .to_string();
        assert!(e.contains("missing"), "{e}");
        let mut other = run(&spec, Shard::new(1, 2).unwrap());
        other["seed"] = json!(6);
        let e = merge(&[run(&spec, Shard::new(0, 2).unwrap()), other])
            .unwrap_err()
            .to_string();
        assert!(e.contains("seed"), "{e}");
    }
}
