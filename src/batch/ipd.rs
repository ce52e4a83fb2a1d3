//! The iterated prisoner's dilemma tournament as a batch (`gamelab ipd tournament`): match `k`
//! is seeded `seed.derive(k)` whoever plays it, so shard `i` of `n` plays matches `range`; its
//! output carries its matches' totals ([`Partial`]s), and [`render`] makes the tournament's
//! output from the result of all of them ([`merge`](crate::games::ipd::tournament::merge)),
//! for a whole run and a merge alike. A shard's output has no result of its own (a ranking
//! needs every match): it carries the settings and the partials.

use serde_json::{json, Value};

use super::{field, in_shard_order, merged_timing, Shard};
use crate::games::ipd::ecology::ecological;
use crate::games::ipd::tournament::{merge as merge_partials, Partial, TournamentSpec};

/// The `batch` field of a tournament's output.
pub const BATCH: &str = "ipd-tournament";

/// The output of shard `shard` of the tournament `spec` from its `partials` (the whole run,
/// [`Shard::ALL`]: every match), with `generations` of the ecological simulation (0: none).
/// The fields before `batch` are the command line's from before shards.
pub fn render(
    spec: &TournamentSpec,
    shard: Shard,
    partials: Vec<Partial>,
    generations: usize,
    seconds: f64,
    threads: u64,
) -> Result<Value, String> {
    let mut out = if shard == Shard::ALL {
        let result = merge_partials(spec, partials.clone())?;
        let mut answer = json!({
            "players": result.players,
            "scores": result.scores,
            "ranking": result.ranked_names,
            "payoff_matrix": result.payoff_matrix,
            "normalised_scores": result.normalised_scores,
            "median_scores": result.median_scores,
            "ranking_indices": result.ranking,
            "wins": result.wins,
            "turns": spec.turns,
            "repetitions": spec.repetitions,
            "noise": spec.noise,
            "seed": spec.seed,
        });
        if generations > 0 {
            answer["ecological"] = json!(ecological(&result.payoff_matrix, generations));
        }
        answer
    } else {
        json!({
            "turns": spec.turns,
            "repetitions": spec.repetitions,
            "noise": spec.noise,
            "seed": spec.seed,
            "partials": partials,
        })
    };
    out["batch"] = json!(BATCH);
    out["shard"] = shard.to_json();
    out["spec"] = json!(spec);
    out["generations"] = json!(generations);
    out["seconds"] = json!(seconds);
    out["threads"] = json!(threads);
    Ok(out)
}

/// The settings every shard of one tournament shares.
const SETTINGS: [&str; 2] = ["spec", "generations"];

/// Merges the outputs of a tournament's shards (see [`super::merge`]).
pub fn merge(outputs: &[Value]) -> Result<Value, String> {
    let ordered = in_shard_order(outputs, &SETTINGS)?;
    let first = ordered[0];
    if ordered.len() == 1 && first.get("partials").is_none() {
        // A whole run (shard 0/1) is its own merge.
        return Ok(first.clone());
    }
    let spec: TournamentSpec = field(first, "spec")?;
    let generations: usize = field(first, "generations")?;
    let mut partials = Vec::new();
    for o in &ordered {
        partials.extend(field::<Vec<Partial>>(o, "partials")?);
    }
    let (seconds, threads) = merged_timing(outputs);
    render(&spec, Shard::ALL, partials, generations, seconds, threads)
}
