//! The Moran process's simulation as a batch (`gamelab moran --runs N`): run `r` is seeded
//! `seed.derive(r)` whoever simulates it, so shard `i` of `n` simulates runs `range`. The exact
//! fixation probabilities (the output's head) are the same in every shard; the simulation's
//! estimates are rendered by [`simulation`] from the integer [`MoranTally`], which the merge
//! adds up.

use serde_json::{json, Value};

use super::{field, in_shard_order, merged_timing, Shard};
use crate::games::evolution::moran::MoranTally;
use crate::stats::{Z95, Z99};

/// The `batch` field of a simulation's output.
pub const BATCH: &str = "moran";

/// The `simulation` part of the output: the estimates from `tally` of runs seeded from `seed`.
pub fn simulation(tally: &MoranTally, seed: u64) -> Value {
    let [b95, a95] = tally.estimates(Z95);
    let [b99, a99] = tally.estimates(Z99);
    json!({
        "runs": tally.runs,
        "seed": seed,
        "fixed_a": tally.fixed_a,
        "fixed_b": tally.fixed_b,
        "rho_a": a95.0,
        "rho_b": b95.0,
        "rho_a_interval95": [a95.1, a95.2],
        "rho_b_interval95": [b95.1, b95.2],
        "rho_a_interval99": [a99.1, a99.2],
        "rho_b_interval99": [b99.1, b99.2],
        "steps": tally.steps,
    })
}

/// Adds the simulation of shard `shard` of `runs` runs to `head` (the exact part of the
/// output), with what a merge needs.
pub fn render(
    mut head: Value,
    shard: Shard,
    runs: u64,
    seed: u64,
    tally: &MoranTally,
    seconds: f64,
    threads: u64,
) -> Value {
    head["simulation"] = simulation(tally, seed);
    head["batch"] = json!(BATCH);
    head["shard"] = shard.to_json();
    head["total_runs"] = json!(runs);
    head["seed_of_runs"] = json!(seed);
    head["tally"] = json!(tally);
    head["seconds"] = json!(seconds);
    head["threads"] = json!(threads);
    head
}

/// The settings every shard of one simulation shares: the game's exact answer identifies it.
const SETTINGS: [&str; 8] = [
    "population",
    "intensity",
    "strategies",
    "rho_a",
    "rho_b",
    "neutral",
    "total_runs",
    "seed_of_runs",
];

/// Merges the outputs of a simulation's shards (see [`super::merge`]).
pub fn merge(outputs: &[Value]) -> Result<Value, String> {
    let ordered = in_shard_order(outputs, &SETTINGS)?;
    let first = ordered[0];
    let runs: u64 = field(first, "total_runs")?;
    let seed: u64 = field(first, "seed_of_runs")?;
    let mut total = MoranTally::default();
    for o in &ordered {
        total = total.merge(field(o, "tally")?);
    }
    if total.runs != runs {
        return Err(format!(
            "the shards simulated {} runs of the simulation's {runs}",
            total.runs
        ));
    }
    let mut head = first.clone();
    if let Some(map) = head.as_object_mut() {
        for k in [
            "simulation",
            "batch",
            "shard",
            "total_runs",
            "tally",
            "seconds",
            "threads",
        ] {
            map.remove(k);
        }
    }
    let (seconds, threads) = merged_timing(outputs);
    Ok(render(
        head,
        Shard::ALL,
        runs,
        seed,
        &total,
        seconds,
        threads,
    ))
}
