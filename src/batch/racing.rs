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

use super::check::{check_rendered, read, seconds, threads};
use super::{check_items, in_shard_order, merged_timing, MergeError, Shard};
use crate::racing::montecarlo::McTally;
use crate::racing::{check_mu, Algorithm, Params};

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

/// Checks that `t` is a tally its runs can make: each run picks a player or ends undecided,
/// plays a whole number of games (at least one), and the sums stay exact in a double; the
/// field at fault (below the tally) and what is wrong.
fn check_tally(t: &McTally, mu: f64, cap: u64) -> Result<(), (&'static str, String)> {
    if t.mu.to_bits() != mu.to_bits() {
        return Err((
            "/mu",
            format!("μ {} in a tally of the estimate at μ {mu}", t.mu),
        ));
    }
    let decided = u128::from(t.p1) + u128::from(t.p2) + u128::from(t.undecided);
    if decided != u128::from(t.runs) {
        return Err((
            "/p1",
            format!(
                "{} + {} + {} undecided is not the {} runs",
                t.p1, t.p2, t.undecided, t.runs
            ),
        ));
    }
    let exact = 2f64.powi(53);
    let whole = |x: f64| x.is_finite() && x.fract() == 0.0 && (0.0..=exact).contains(&x);
    let runs = t.runs as f64;
    if !whole(t.games) || t.games < runs || t.games > runs * cap as f64 {
        return Err((
            "/games",
            format!(
                "{} games in {} runs: every run plays a whole number, at least 1",
                t.games, t.runs
            ),
        ));
    }
    // Σg² lies between (Σg)²/n and (Σg)².
    let low = if t.runs == 0 {
        0.0
    } else {
        t.games * t.games / runs
    };
    if !whole(t.games_sq) || t.games_sq < low * (1.0 - 1e-12) || t.games_sq > t.games * t.games {
        return Err((
            "/games_sq",
            format!(
                "{} is not a sum of the squares of {} games in {} runs",
                t.games_sq, t.games, t.runs
            ),
        ));
    }
    Ok(())
}

/// Merges the outputs of an estimate's shards (see [`super::merge`]): each shard's spec and
/// tally read and checked, and the shard what [`render`] writes for them.
pub fn merge(outputs: &[Value]) -> Result<Value, MergeError> {
    let ordered = in_shard_order(outputs, &SETTINGS)?;
    let mut merged: Option<(AlphaSpec, McTally)> = None;
    for &(shard, o) in &ordered {
        let spec = AlphaSpec {
            algorithm: read(o, shard, "algorithm")?,
            params: read(o, shard, "params")?,
            mu: read(o, shard, "mu")?,
            runs: read(o, shard, "total_runs")?,
            seed: read(o, shard, "seed")?,
            precision_stop: read(o, shard, "precision_stop")?,
        };
        spec.params
            .validate()
            .map_err(|e| MergeError::field(shard, format!("/params/{}", e.field), e.reason))?;
        check_mu(spec.mu).map_err(|e| MergeError::field(shard, "/mu", e.reason))?;
        if Algorithm::from_key(&spec.algorithm).is_none() {
            return Err(MergeError::field(
                shard,
                "/algorithm",
                format!("{:?} is not a race", spec.algorithm),
            ));
        }
        let tally: McTally = read(o, shard, "tally")?;
        check_items(shard, tally.runs, spec.runs, "runs")?;
        check_tally(&tally, spec.mu, spec.params.cap)
            .map_err(|(f, e)| MergeError::field(shard, format!("/tally{f}"), e))?;
        let rendered = render(
            &spec,
            shard,
            &tally,
            seconds(o, shard, "seconds")?,
            threads(o, shard)?,
        );
        check_rendered(shard, o, &rendered)?;
        merged = Some(match merged {
            None => (spec, tally),
            Some((spec, mut total)) => {
                total.merge(&tally);
                (spec, total)
            }
        });
    }
    let (spec, total) = merged.ok_or(MergeError::Nothing)?;
    check_tally(&total, spec.mu, spec.params.cap)
        .map_err(|(f, e)| MergeError::Items(format!("the shards' tallies together: {f}: {e}")))?;
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
