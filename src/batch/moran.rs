//! The Moran process's simulation as a batch (`gamelab moran --runs N`): run `r` is seeded
//! `seed.derive(r)` whoever simulates it, so shard `i` of `n` simulates runs `range`. The exact
//! fixation probabilities (the output's head) are the same in every shard; the simulation's
//! estimates are rendered by [`simulation`] from the integer [`MoranTally`], which the merge
//! adds up.

use serde_json::{json, Value};

use super::check::{add, at_most, check_rendered, read, seconds, threads};
use super::{check_items, in_shard_order, merged_timing, MergeError, Shard};
use crate::games::evolution::moran::MoranTally;
use crate::games::evolution::report::MoranHead;
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

/// A shard read back: its exact head, the simulation's settings, its tally and its timing.
struct Part {
    head: MoranHead,
    runs: u64,
    seed: u64,
    tally: MoranTally,
    seconds: f64,
    threads: u64,
}

/// Reads shard `shard`'s output, its tally checked against the runs it simulated, and checks
/// that it is what [`render`] writes for them.
fn read_part(shard: Shard, o: &Value) -> Result<Part, MergeError> {
    let head = MoranHead::read(o).map_err(|(f, e)| MergeError::field(shard, format!("/{f}"), e))?;
    let part = Part {
        head,
        runs: read(o, shard, "total_runs")?,
        seed: read(o, shard, "seed_of_runs")?,
        tally: read(o, shard, "tally")?,
        seconds: seconds(o, shard, "seconds")?,
        threads: threads(o, shard)?,
    };
    let t = &part.tally;
    check_items(shard, t.runs, part.runs, "runs")?;
    at_most(
        shard,
        "/tally/fixed_a",
        t.fixed_a,
        t.runs,
        "the runs simulated",
    )?;
    at_most(
        shard,
        "/tally/fixed_b",
        t.fixed_b,
        t.runs,
        "the runs simulated",
    )?;
    check_rendered(shard, o, &part.render(shard))?;
    Ok(part)
}

impl Part {
    fn render(&self, shard: Shard) -> Value {
        render(
            self.head.json(),
            shard,
            self.runs,
            self.seed,
            &self.tally,
            self.seconds,
            self.threads,
        )
    }
}

/// Merges the outputs of a simulation's shards (see [`super::merge`]).
pub fn merge(outputs: &[Value]) -> Result<Value, MergeError> {
    let ordered = in_shard_order(outputs, &SETTINGS)?;
    let mut total: Option<Part> = None;
    for &(shard, o) in &ordered {
        let p = read_part(shard, o)?;
        total = Some(match total {
            None => p,
            Some(mut t) => {
                let (a, b) = (&mut t.tally, &p.tally);
                a.runs = add(a.runs, b.runs, shard, "/tally/runs")?;
                a.fixed_a = add(a.fixed_a, b.fixed_a, shard, "/tally/fixed_a")?;
                a.fixed_b = add(a.fixed_b, b.fixed_b, shard, "/tally/fixed_b")?;
                a.steps = add(a.steps, b.steps, shard, "/tally/steps")?;
                t
            }
        });
    }
    let mut total = total.ok_or(MergeError::Nothing)?;
    (total.seconds, total.threads) = merged_timing(outputs);
    Ok(total.render(Shard::ALL))
}
