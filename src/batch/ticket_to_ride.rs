//! The Ticket to Ride experiment as a batch (`gamelab ttr experiment`): its items are the games
//! (table size, index) listed size by size; a shard plays items `range`. Its table needs every
//! score (medians, the most common score), so a shard's output carries its games' results
//! (`results`), and [`render`] makes the table from the games in the whole run's order, for a
//! whole run and a merge alike.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::check::{check_rendered, read, seconds, threads};
use super::{in_shard_order, merged_timing, MergeError, Shard};
use crate::games::ticket_to_ride::experiment::{
    table_under, thesis_mean, ForbiddenRule, GameResult, Row,
};
use crate::games::ticket_to_ride::figures::distribution;
use crate::games::ticket_to_ride::jobs::check_games;

/// The `batch` field of an experiment's output.
pub const BATCH: &str = "ttr-experiment";

/// What an experiment plays.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExperimentSpec {
    /// The agent's name at every seat (`algo`, `algo-thesis`, `nn`, `random`).
    pub agent: String,
    /// The table sizes, in the order their games are listed.
    pub players: Vec<usize>,
    /// Games per table size.
    pub games: u64,
    /// The seed (game `i` at `p` players is dealt from `seed.derive(p).derive(i)`).
    pub seed: u64,
    /// How the table reads a game with a forbidden decision.
    pub rule: ForbiddenRule,
}

impl ExperimentSpec {
    /// The experiment's items in order: (players, game index).
    pub fn items(&self) -> Vec<(usize, u64)> {
        self.players
            .iter()
            .flat_map(|&p| (0..self.games).map(move |i| (p, i)))
            .collect()
    }

    /// The items of `shard`.
    pub fn shard_items(&self, shard: Shard) -> Vec<(usize, u64)> {
        let all = self.items();
        let r = shard.range(all.len() as u64);
        all[r.start as usize..r.end as usize].to_vec()
    }
}

/// One row of the table as the command line writes it.
pub fn row_json(r: &Row, agent: &str) -> Value {
    json!({
        "players": r.players,
        "games": r.games,
        "results": r.results,
        "min": r.min,
        "max": r.max,
        "mean": r.mean,
        "std": r.std,
        "median": r.median,
        "over_110": r.over_110,
        "over_120": r.over_120,
        "over_140": r.over_140,
        "completed_tickets": r.completed,
        "failed_tickets": r.failed,
        "forbidden": r.forbidden,
        "forbidden_rate": r.forbidden_rate,
        "turns": r.turns,
        "interrupted": r.interrupted,
        // The thesis's mean for the same kind of player (none for random play).
        "thesis_mean": match agent {
            "random" => None,
            "nn" => thesis_mean(r.players, true),
            _ => thesis_mean(r.players, false),
        },
    })
}

/// The output of shard `shard` (the whole run: [`Shard::ALL`]) whose games are `results` (in
/// item order), `seconds` of wall time on `threads` threads. A shard's output also carries its
/// games (`results`), which the merge needs; the whole run's does not.
pub fn render(
    spec: &ExperimentSpec,
    shard: Shard,
    results: &[GameResult],
    seconds: f64,
    threads: u64,
) -> Value {
    let rows = table_under(results, spec.rule);
    let mut out = json!({
        "agent": spec.agent,
        "games": spec.games,
        "seed": spec.seed,
        "forbidden_rule": spec.rule.name(),
        "rows": rows.iter().map(|r| row_json(r, &spec.agent)).collect::<Vec<_>>(),
        "distribution": distribution(results),
        "seconds": seconds,
        "threads": threads,
        "batch": BATCH,
        "shard": shard.to_json(),
        "players": spec.players,
    });
    if shard != Shard::ALL {
        out["results"] = json!(results);
    }
    out
}

/// The settings every shard of one experiment shares.
const SETTINGS: [&str; 5] = ["agent", "games", "seed", "forbidden_rule", "players"];

/// Shard `shard`'s spec read and checked: an agent, 1–[`MAX_GAMES`](crate::games::ticket_to_ride::experiment::MAX_GAMES) games per table size,
/// table sizes 2–5 each once.
fn read_spec(shard: Shard, o: &Value) -> Result<ExperimentSpec, MergeError> {
    let rule: String = read(o, shard, "forbidden_rule")?;
    let spec = ExperimentSpec {
        agent: read(o, shard, "agent")?,
        players: read(o, shard, "players")?,
        games: read(o, shard, "games")?,
        seed: read(o, shard, "seed")?,
        rule: ForbiddenRule::parse(&rule)
            .map_err(|e| MergeError::field(shard, "/forbidden_rule", e))?,
    };
    if !["algo", "algo-thesis", "nn", "random"].contains(&spec.agent.as_str()) {
        return Err(MergeError::field(
            shard,
            "/agent",
            format!("{:?} is not an agent", spec.agent),
        ));
    }
    check_games(spec.games).map_err(|e| MergeError::field(shard, "/games", e))?;
    let mut sizes = spec.players.clone();
    sizes.sort_unstable();
    sizes.dedup();
    if spec.players.is_empty()
        || sizes.len() != spec.players.len()
        || spec.players.iter().any(|p| !(2..=5).contains(p))
    {
        return Err(MergeError::field(
            shard,
            "/players",
            "give table sizes 2–5, each once",
        ));
    }
    Ok(spec)
}

/// Checks game `k` of shard `shard`: one score, count of forbidden decisions and count of
/// decisions per player, no more forbidden decisions than decisions.
fn check_game(shard: Shard, k: usize, g: &GameResult) -> Result<(), MergeError> {
    let n = usize::from(g.players);
    let bad = |f: &str, e: String| MergeError::field(shard, format!("/results/{k}/{f}"), e);
    if g.scores.len() != n || g.forbidden.len() != n || g.decisions.len() != n {
        return Err(bad(
            "scores",
            format!("a game of {n} players has {n} scores, forbidden counts and decision counts"),
        ));
    }
    if let Some(p) = (0..n).find(|&p| g.forbidden[p] > g.decisions[p]) {
        return Err(bad(
            &format!("forbidden/{p}"),
            format!(
                "{} forbidden of {} decisions",
                g.forbidden[p], g.decisions[p]
            ),
        ));
    }
    Ok(())
}

/// Merges the outputs of an experiment's shards (see [`super::merge`]): each shard's spec and
/// games read and checked, and the shard what [`render`] writes for them. A whole run given
/// alone carries no games: its settings and timing are checked, its table read as written.
pub fn merge(outputs: &[Value]) -> Result<Value, MergeError> {
    let ordered = in_shard_order(outputs, &SETTINGS)?;
    let (first_shard, first) = ordered[0];
    let spec = read_spec(first_shard, first)?;
    if ordered.len() == 1 && first.get("results").is_none() {
        // A whole run (shard 0/1) is its own merge.
        let _: Vec<serde_json::Map<String, Value>> = read(first, first_shard, "rows")?;
        let mut rendered = render(
            &spec,
            first_shard,
            &[],
            seconds(first, first_shard, "seconds")?,
            threads(first, first_shard)?,
        );
        // Its table needs the games it does not carry: the table is taken as written, every
        // other field checked.
        for f in ["rows", "distribution"] {
            rendered[f] = first.get(f).cloned().unwrap_or(Value::Null);
        }
        check_rendered(first_shard, first, &rendered)?;
        return Ok(first.clone());
    }
    let items = spec.items();
    let mut results: Vec<GameResult> = Vec::new();
    for &(shard, o) in &ordered {
        let spec = read_spec(shard, o)?;
        let part: Vec<GameResult> = read(o, shard, "results")?;
        let want = spec.shard_items(shard);
        let got: Vec<(usize, u64)> = part
            .iter()
            .map(|g| (usize::from(g.players), g.index))
            .collect();
        if got != want {
            return Err(MergeError::field(
                shard,
                "/results",
                format!(
                    "{} games, not the shard's {} of the experiment in order",
                    got.len(),
                    want.len()
                ),
            ));
        }
        for (k, g) in part.iter().enumerate() {
            check_game(shard, k, g)?;
        }
        let rendered = render(
            &spec,
            shard,
            &part,
            seconds(o, shard, "seconds")?,
            threads(o, shard)?,
        );
        check_rendered(shard, o, &rendered)?;
        results.extend(part);
    }
    debug_assert_eq!(results.len(), items.len());
    let (seconds, threads) = merged_timing(outputs);
    Ok(render(&spec, Shard::ALL, &results, seconds, threads))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::batch::without_timing;
    use crate::games::ticket_to_ride::experiment::{experiment_game, AgentKind};
    use crate::rng::Seed;

    fn run(spec: &ExperimentSpec, shard: Shard) -> Value {
        let results: Vec<GameResult> = spec
            .shard_items(shard)
            .into_iter()
            .map(|(p, i)| experiment_game(&AgentKind::Algo, p, Seed(spec.seed).derive(p as u64), i))
            .collect();
        render(spec, shard, &results, 0.25, 2)
    }

    #[test]
    fn shards_merge_to_the_whole_experiment() {
        let spec = ExperimentSpec {
            agent: "algo".into(),
            players: vec![3, 2],
            games: 4,
            seed: 7,
            rule: ForbiddenRule::End,
        };
        let whole = run(&spec, Shard::ALL);
        assert!(whole.get("results").is_none());
        for n in [1u64, 2, 3, 7] {
            let parts: Vec<Value> = (0..n)
                .rev()
                .map(|i| run(&spec, Shard::new(i, n).unwrap()))
                .collect();
            let merged = crate::batch::merge(&parts).unwrap();
            assert_eq!(
                without_timing(&merged),
                without_timing(&whole),
                "{n} shards"
            );
        }
        let parts = [run(&spec, Shard::new(0, 2).unwrap())];
        assert!(merge(&parts).unwrap_err().to_string().contains("missing"));
    }
}
