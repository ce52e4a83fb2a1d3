//! Racing's Monte Carlo estimate of α(μ) as a batch (`gamelab race alpha --method mc`): run `r`
//! is seeded `seed.derive(r)` whoever plays it, so shard `i` of `n` plays runs `range`; its
//! output carries the [`McTally`] (counts, and the sums of games and squared games), which the
//! merge adds up in shard order, and [`render`] makes every estimate from the tally.
//!
//! The sums of games are `f64`s of whole numbers, exact below 2⁵³ ≈ 9·10¹⁵ in any grouping, so
//! the merge equals the whole run while runs × (games per run)² stays below that (10⁸ runs of up
//! to 9 000 games; the thesis's curves use 10⁴–10⁶ runs).

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::{field, in_shard_order, merged_timing, Shard};
use crate::racing::montecarlo::McTally;
use crate::racing::Params;

/// The `batch` field of the estimate's output.
pub const BATCH: &str = "race-alpha-mc";

/// What the estimate runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AlphaSpec {
    /// The race's key (`lebr`, `ilebr-star`, …).
    pub algorithm: String,
    /// Its parameters.
    pub params: Params,
    /// μ.
    pub mu: f64,
    /// Runs of the whole estimate.
    pub runs: u64,
    /// The seed.
    pub seed: u64,
    /// Whether the precision stop is on.
    pub precision_stop: bool,
}

/// The output of shard `shard` (the whole run: [`Shard::ALL`]) with tally `tally`. The fields
/// before `batch` are the command line's from before shards.
pub fn render(
    spec: &AlphaSpec,
    shard: Shard,
    tally: &McTally,
    seconds: f64,
    threads: u64,
) -> Value {
    let r = tally.result();
    json!({
        "algorithm": spec.algorithm, "method": "mc", "mu": spec.mu, "runs": tally.runs,
        "seed": spec.seed, "precision_stop": spec.precision_stop,
        "alpha": r.alpha, "alpha_ci95": [r.alpha_ci.0, r.alpha_ci.1],
        "mean_games": r.mean_games, "mean_games_ci95": [r.games_ci.0, r.games_ci.1],
        "undecided": r.undecided,
        "batch": BATCH,
        "shard": shard.to_json(),
        "params": spec.params,
        "total_runs": spec.runs,
        "tally": tally,
        "seconds": seconds,
        "threads": threads,
    })
}

/// The settings every shard of one estimate shares.
const SETTINGS: [&str; 7] = [
    "algorithm",
    "mu",
    "seed",
    "precision_stop",
    "params",
    "total_runs",
    "method",
];

/// Merges the outputs of an estimate's shards (see [`super::merge`]).
pub fn merge(outputs: &[Value]) -> Result<Value, String> {
    let ordered = in_shard_order(outputs, &SETTINGS)?;
    let first = ordered[0];
    let spec = AlphaSpec {
        algorithm: field(first, "algorithm")?,
        params: field(first, "params")?,
        mu: field(first, "mu")?,
        runs: field(first, "total_runs")?,
        seed: field(first, "seed")?,
        precision_stop: field(first, "precision_stop")?,
    };
    let mut total = McTally {
        mu: spec.mu,
        ..McTally::default()
    };
    for o in &ordered {
        total.merge(&field::<McTally>(o, "tally")?);
    }
    if total.runs != spec.runs {
        return Err(format!(
            "the shards ran {} runs of the estimate's {}",
            total.runs, spec.runs
        ));
    }
    let (seconds, threads) = merged_timing(outputs);
    Ok(render(&spec, Shard::ALL, &total, seconds, threads))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::batch::without_timing;
    use crate::racing::montecarlo::simulate;
    use crate::racing::race::PrecisionStop;
    use crate::racing::Algorithm;
    use crate::rng::Seed;

    #[test]
    fn shards_merge_to_the_whole_estimate() {
        let spec = AlphaSpec {
            algorithm: "lebr".into(),
            params: Params::default(),
            mu: 0.55,
            runs: 300,
            seed: 3,
            precision_stop: true,
        };
        let a = Algorithm::from_key(&spec.algorithm).unwrap();
        let run = |shard: Shard| {
            let r = shard.range(spec.runs);
            let t = simulate(
                a,
                &spec.params,
                spec.mu,
                Seed(spec.seed),
                r.start,
                r.end - r.start,
                PrecisionStop::On,
            )
            .unwrap();
            render(&spec, shard, &t, 0.1, 1)
        };
        let whole = run(Shard::ALL);
        for n in [1u64, 2, 3, 7] {
            let parts: Vec<Value> = (0..n).map(|i| run(Shard::new(i, n).unwrap())).collect();
            let merged = crate::batch::merge(&parts).unwrap();
            assert_eq!(
                without_timing(&merged),
                without_timing(&whole),
                "{n} shards"
            );
        }
    }
}
