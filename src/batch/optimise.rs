//! The optimisation batch as a batch (`gamelab optimise --runs N`): run `r` is seeded
//! `seed.derive(r)` and evaluated from [`eval_seed`](crate::evolve::lab::eval_seed)`(seed, r)`
//! whoever runs it ([`OptimiseSpec::run`]; a single run, N = 1, keeps the seed as given, as
//! the page's single run does), so shard `i` of `n` runs `range` and no run depends on
//! another. A run's result is its record ([`run_json`]); a shard's output carries its runs'
//! records, and [`render`] makes the batch's output from the records in run order — the list
//! and the summary of their win rates ([`crate::stats::describe`]) — for a whole run and a
//! merge alike. The records' floats travel through JSON unchanged (serde_json reads back the
//! number it wrote), so the merged summary is computed from the same numbers in the same
//! order as the whole run's.
//!
//! Each record keeps its `seconds` (the optimiser's wall time, as its shard measured it), and
//! the output's `wall_seconds` is the run's wall time, summed over the shards by a merge: both
//! are [`TIMING_FIELDS`](super::TIMING_FIELDS).

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::check::{check_rendered, check_rendered_at, read, seconds};
use super::{in_shard_order, MergeError, Shard};
use crate::evolve::lab::{batch_run, single_run, OptimiseRun, RunResult};
use crate::evolve::{Budget, EvolveConfig, EvolveError, GameConfig, Interpretation};

/// The `batch` field of an optimisation batch's output.
pub const BATCH: &str = "optimise";

/// What an optimisation batch runs.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct OptimiseSpec {
    /// The runs' configuration: the game and its rules, the optimiser, the race and its
    /// parameters, the budget, and the batch's seed (run `r`'s is derived from it).
    pub template: EvolveConfig,
    /// Runs of the whole batch.
    pub runs: u64,
    /// Games of each run's found strategy against the initial one.
    pub eval_games: u64,
}

impl OptimiseSpec {
    /// Run `run` as a job: with one run in all, the template's seed as given
    /// ([`single_run`]); else the seed derived for `run` ([`batch_run`]).
    pub fn run(&self, run: u64) -> Result<OptimiseRun, EvolveError> {
        if self.runs == 1 {
            single_run(self.template, self.eval_games)
        } else {
            batch_run(
                &self.template,
                self.template.optimiser,
                run,
                self.eval_games,
            )
        }
    }

    /// Runs run `run` to its end and returns its record ([`run_json`]): the optimiser's wall
    /// time is read from `now` (seconds) when the evaluation of what it found begins.
    /// `between` runs between slices of the run; an `Err` stops it with that error.
    pub fn record(
        &self,
        run: u64,
        now: &dyn Fn() -> f64,
        between: &mut dyn FnMut() -> Result<(), String>,
    ) -> Result<Value, String> {
        use crate::jobs::Job;
        let mut job = self.run(run).map_err(|e| e.to_string())?;
        let started = now();
        let mut optimised = None;
        loop {
            if let Some(result) = job.step(1 << 18) {
                let seconds = optimised.unwrap_or_else(now) - started;
                return Ok(run_json(&result, seconds));
            }
            if job.evaluating() && optimised.is_none() {
                optimised = Some(now());
            }
            between()?;
        }
    }
}

/// What a found strategy means, as the output writes it.
pub fn interpretation_json(i: &Interpretation) -> Value {
    match i {
        Interpretation::War(p) => json!({
            "p_descending": p.desc, "p_ascending": p.asc, "p_shuffled": p.shuffled,
        }),
        Interpretation::Rrrats {
            p_continue,
            nearest_threshold,
        } => json!({
            "p_continue_by_hand": p_continue.0,
            "nearest_threshold": nearest_threshold,
            "rule": if *nearest_threshold >= 5 {
                "never stop".to_string()
            } else {
                format!("stop at >= {nearest_threshold}")
            },
        }),
    }
}

/// The record of one finished run, whose optimiser took `seconds` of wall time.
pub fn run_json(result: &RunResult, seconds: f64) -> Value {
    let (o, e) = (&result.outcome, &result.evaluation);
    json!({
        "run": result.run,
        "seed": o.config.seed.0,
        "x": o.x,
        "interpretation": interpretation_json(&o.interpretation),
        "games_used": o.games,
        "mutations": o.mutations,
        "accepted": o.accepted,
        "races": o.races,
        "sigma": o.sigma,
        "population": o.population.len(),
        "eval_games": e.games,
        "win_rate_vs_initial": e.score(),
        "eval_std_error": e.std_error(),
        "eval_draws": e.draws,
        "seconds": seconds,
    })
}

/// pandas-style describe: count, mean, std (n − 1), min, quartiles, max; `None` for no value.
fn describe(xs: &[f64]) -> Option<Value> {
    let d = crate::stats::describe(xs)?;
    Some(
        json!({"count": d.count, "mean": d.mean, "std": d.std, "min": d.min,
           "25%": d.q25, "50%": d.q50, "75%": d.q75, "max": d.max}),
    )
}

/// The output of shard `shard` (the whole batch: [`Shard::ALL`]) whose runs' records
/// ([`run_json`]) are `runs`, in run order, after `wall_seconds` of wall time. The whole
/// batch's output is the command line's from before shards — with one run, that run's record
/// inlined; with more, `runs` and the summary `win_rate_vs_initial` — plus `batch`, `shard`
/// and `spec`. A shard's output has its runs' records (`runs`, whatever the batch's size) and
/// no summary of its own: the summary needs every run.
pub fn render(spec: &OptimiseSpec, shard: Shard, runs: &[Value], wall_seconds: f64) -> Value {
    let t = &spec.template;
    let mut out = Map::new();
    let head = json!({
        "game": t.game.key(),
        "rules": match t.game { GameConfig::War(r) => json!(r), GameConfig::Rrrats(r) => json!(r) },
        "algorithm": t.optimiser.key(),
        "race": t.race.key(),
        "eps": t.race_params.eps,
        "delta": t.race_params.delta,
        "budget": match t.budget {
            Budget::Mutations(m) => json!({"mutations": m}),
            Budget::Games(g) => json!({"games": g}),
        },
        "wall_seconds": wall_seconds,
    });
    if let Value::Object(head) = head {
        out.extend(head);
    }
    match (shard == Shard::ALL, spec.runs == 1, runs.first()) {
        (true, true, Some(Value::Object(run))) => {
            out.extend(run.iter().map(|(k, v)| (k.clone(), v.clone())));
        }
        (true, _, _) => {
            let rates: Vec<f64> = runs
                .iter()
                .filter_map(|r| r.get("win_rate_vs_initial").and_then(Value::as_f64))
                .collect();
            out.insert("runs".into(), json!(runs));
            if let Some(summary) = describe(&rates) {
                out.insert("win_rate_vs_initial".into(), summary);
            }
        }
        (false, _, _) => {
            out.insert("runs".into(), json!(runs));
        }
    }
    out.insert("batch".into(), json!(BATCH));
    out.insert("shard".into(), shard.to_json());
    out.insert("spec".into(), json!(spec));
    Value::Object(out)
}

/// The settings every shard of one batch shares.
const SETTINGS: [&str; 1] = ["spec"];

/// A run's record ([`run_json`]) read with its types: every field, no other.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Record {
    run: u64,
    seed: u64,
    x: Vec<f64>,
    interpretation: Value,
    games_used: u64,
    mutations: u64,
    accepted: u64,
    races: u64,
    sigma: f64,
    population: u64,
    eval_games: u64,
    win_rate_vs_initial: f64,
    eval_std_error: f64,
    eval_draws: u64,
    seconds: f64,
}

/// The fields of a run's record, inlined in a single run's output.
const RECORD_FIELDS: [&str; 15] = [
    "run",
    "seed",
    "x",
    "interpretation",
    "games_used",
    "mutations",
    "accepted",
    "races",
    "sigma",
    "population",
    "eval_games",
    "win_rate_vs_initial",
    "eval_std_error",
    "eval_draws",
    "seconds",
];

/// Checks run record `k` of shard `shard` (`at`: its pointer): its types, its index and
/// seed, and its evaluation's counts.
fn check_record(
    spec: &OptimiseSpec,
    shard: Shard,
    at: &str,
    run: u64,
    record: &Value,
) -> Result<(), MergeError> {
    let bad = |f: &str, e: String| MergeError::field(shard, format!("{at}{f}"), e);
    let r: Record = serde_json::from_value(record.clone()).map_err(|e| bad("", e.to_string()))?;
    if r.run != run {
        return Err(bad("/run", format!("run {} where run {run} comes", r.run)));
    }
    let seed = if spec.runs == 1 {
        spec.template.seed.0
    } else {
        spec.template.seed.derive(run).0
    };
    if r.seed != seed {
        return Err(bad(
            "/seed",
            format!("run {run} is seeded {seed}, not {}", r.seed),
        ));
    }
    if r.eval_games != spec.eval_games || r.eval_draws > r.eval_games {
        return Err(bad(
            "/eval_draws",
            format!(
                "{} draws in {} evaluation games of the batch's {}",
                r.eval_draws, r.eval_games, spec.eval_games
            ),
        ));
    }
    let rate = r.win_rate_vs_initial;
    if !((0.0..=1.0).contains(&rate) && r.eval_std_error.is_finite() && r.eval_std_error >= 0.0) {
        return Err(bad(
            "/win_rate_vs_initial",
            format!("{rate} ± {} is not a rate", r.eval_std_error),
        ));
    }
    let game = spec.template.game;
    if r.x.len() != game.dim() || r.x.iter().any(|x| !x.is_finite()) {
        return Err(bad(
            "/x",
            format!(
                "a strategy of {} is {} finite numbers",
                game.key(),
                game.dim()
            ),
        ));
    }
    let meaning = interpretation_json(&game.interpret(&r.x));
    check_rendered_at(
        shard,
        &format!("{at}/interpretation"),
        &r.interpretation,
        &meaning,
    )?;
    if !(r.seconds.is_finite() && r.seconds >= 0.0) {
        return Err(bad(
            "/seconds",
            format!("{} is not a number of seconds", r.seconds),
        ));
    }
    // What was read is what is written: no field missing, added or of another type.
    check_rendered_at(shard, at, record, &json!(r))
}

/// Merges the outputs of an optimisation batch's shards (see [`super::merge`]): each shard's
/// spec and runs' records read and checked, and the shard what [`render`] writes for them.
pub fn merge(outputs: &[Value]) -> Result<Value, MergeError> {
    let ordered = in_shard_order(outputs, &SETTINGS)?;
    let mut runs: Vec<Value> = Vec::new();
    let mut wall_seconds = 0.0;
    let mut spec = None;
    for &(shard, o) in &ordered {
        let s: OptimiseSpec = read(o, shard, "spec")?;
        s.template
            .check()
            .map_err(|e| MergeError::field(shard, "/spec/template", e.to_string()))?;
        if s.runs == 0 || s.eval_games == 0 {
            return Err(MergeError::field(
                shard,
                "/spec",
                "a batch has at least one run and one evaluation game",
            ));
        }
        let wall = seconds(o, shard, "wall_seconds")?;
        let records: Vec<Value> = if shard == Shard::ALL && s.runs == 1 {
            // A single run's record is inlined in its output.
            let record: serde_json::Map<String, Value> = RECORD_FIELDS
                .iter()
                .filter_map(|&f| o.get(f).map(|v| (f.to_string(), v.clone())))
                .collect();
            vec![Value::Object(record)]
        } else {
            read(o, shard, "runs")?
        };
        let range = shard.range(s.runs);
        if records.len() as u64 != range.end - range.start {
            return Err(MergeError::Played {
                shard,
                played: records.len() as u64,
                expected: range.end - range.start,
                total: s.runs,
                items: "runs",
            });
        }
        for (k, (run, record)) in range.zip(&records).enumerate() {
            let at = if shard == Shard::ALL && s.runs == 1 {
                String::new()
            } else {
                format!("/runs/{k}")
            };
            check_record(&s, shard, &at, run, record)?;
        }
        check_rendered(shard, o, &render(&s, shard, &records, wall))?;
        wall_seconds += wall;
        runs.extend(records);
        spec = Some(s);
    }
    let spec = spec.ok_or(MergeError::Nothing)?;
    Ok(render(&spec, Shard::ALL, &runs, wall_seconds))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::batch::without_timing;
    use crate::evolve::Optimiser;
    use crate::games::rrrats::RatsRules;
    use crate::jobs::run_to_end;
    use crate::rng::Seed;

    fn spec(runs: u64) -> OptimiseSpec {
        OptimiseSpec {
            template: EvolveConfig::new(
                GameConfig::Rrrats(RatsRules::default()),
                Optimiser::Iterative,
                Budget::Mutations(2),
                Seed(5),
            ),
            runs,
            eval_games: 200,
        }
    }

    fn run(spec: &OptimiseSpec, shard: Shard) -> Value {
        let runs: Vec<Value> = shard
            .range(spec.runs)
            .map(|r| run_json(&run_to_end(&mut spec.run(r).unwrap()), 0.01 * r as f64))
            .collect();
        render(spec, shard, &runs, 0.5)
    }

    #[test]
    fn shards_merge_to_the_whole_batch() {
        for runs in [1u64, 4] {
            let spec = spec(runs);
            let whole = run(&spec, Shard::ALL);
            assert_eq!(whole.get("runs").is_some(), runs > 1);
            for n in [1u64, 2, 3, 7] {
                let parts: Vec<Value> = (0..n)
                    .rev()
                    .map(|i| run(&spec, Shard::new(i, n).unwrap()))
                    .collect();
                let merged = crate::batch::merge(&parts).unwrap();
                // Every run's own time is kept: only the wall time of the whole differs.
                assert_eq!(merged["wall_seconds"], 0.5 * n as f64);
                let mut expected = whole.clone();
                expected["wall_seconds"] = merged["wall_seconds"].clone();
                assert_eq!(merged, expected, "{runs} runs in {n} shards");
            }
        }
    }

    #[test]
    fn a_merge_checks_the_runs() {
        let spec = spec(3);
        let a = run(&spec, Shard::new(0, 2).unwrap());
        let mut b = run(&spec, Shard::new(1, 2).unwrap());
        assert!(merge(std::slice::from_ref(&a))
            .unwrap_err()
            .to_string()
            .contains("missing"));
        b["runs"].as_array_mut().unwrap().pop();
        let e = merge(&[a.clone(), b]).unwrap_err().to_string();
        assert!(e.contains("shard 1/2 played 1 runs, not its 2"), "{e}");
        let mut other = run(&spec, Shard::new(1, 2).unwrap());
        other["spec"]["eval_games"] = json!(300);
        let e = merge(&[a, other]).unwrap_err().to_string();
        assert!(e.contains("\"spec\""), "{e}");
        assert!(without_timing(&run(&spec, Shard::ALL))["runs"][0]
            .get("seconds")
            .is_none());
    }
}
