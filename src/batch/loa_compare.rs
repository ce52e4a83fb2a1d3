//! The Lines of Action comparison as a batch (`gamelab loa compare`): its items are the suite's
//! positions, each solved by every method. A solve is a deterministic search within a node
//! budget (no randomness, no state shared between positions), so a position's answers and
//! node counts do not depend on who solves it or what else that machine solves; shard `i` of
//! `n` solves positions `range`. Its output carries its positions' attempts and the suite's
//! stored answers for them (`answers`: the reference against which disagreements are counted
//! — the merge never sees the suite file), and [`render`] makes the table, Table 4.2 and the
//! text from the answers and attempts in the suite's order, for a whole run and a merge alike.
//!
//! **Times.** Each attempt's `millis` is measured where it ran and kept; the table's time
//! columns are their sums in position order, so the merged output is exactly the whole run's
//! with the shards' times. Another run's times differ, so [`super::without_timing`] removes
//! the millisecond fields ([`super::TIMING_FIELDS`]) and what is rendered from them
//! ([`TIMING_DERIVED`]).
//!
//! **One suite.** Shards are checked to come from one suite by `suite_digest` (of the compared
//! positions, [`suite_digest`]), not by the suite's name, which is a path that may differ from
//! machine to machine; the merged output names the suite as shard 0 does.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::check::{check_rendered, read};
use super::{in_shard_order, MergeError, Shard};
use crate::games::loa::compare::{markdown, rows_from_answers, Attempt};
use crate::games::loa::solve::{Method, Verdict};
use crate::games::loa::suite::{write_suite, SuitePosition};
use crate::games::loa::table42::table_4_2;

/// The `batch` field of a comparison's output.
pub const BATCH: &str = "loa-compare";

/// The values of a comparison's output rendered from times (JSON pointers): the text, which
/// prints the time columns, and whether Table 4.2's time conclusion ("proof-number search
/// needs less time") holds, with its detail. [`super::without_timing`] removes them.
pub const TIMING_DERIVED: [&str; 3] = [
    "/markdown",
    "/table_4_2/conclusions/1/holds",
    "/table_4_2/conclusions/1/detail",
];

/// What a comparison runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CompareSpec {
    /// The suite's name: `solved`, `unbiased`, or the file's path.
    pub suite: String,
    /// Positions compared (the suite's first ones).
    pub positions: u64,
    /// The node budget per position and method.
    pub max_nodes: u64,
    /// The methods, in the order of each position's attempts.
    pub methods: Vec<Method>,
    /// The compared positions' [`suite_digest`].
    pub suite_digest: String,
}

impl CompareSpec {
    /// The comparison of `methods` on `positions` (the compared ones, in order) of the suite
    /// called `suite`, within `max_nodes` per solve.
    pub fn new(
        suite: &str,
        positions: &[SuitePosition],
        max_nodes: u64,
        methods: Vec<Method>,
    ) -> CompareSpec {
        CompareSpec {
            suite: suite.to_string(),
            positions: positions.len() as u64,
            max_nodes,
            methods,
            suite_digest: suite_digest(positions),
        }
    }
}

/// A digest of `positions` (64-bit FNV-1a of them written as a suite file, in hexadecimal):
/// equal for the same positions with the same stored answers, in the same order.
pub fn suite_digest(positions: &[SuitePosition]) -> String {
    let text = write_suite(positions, "");
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    format!("{hash:016x}")
}

/// The output of shard `shard` (the whole comparison: [`Shard::ALL`]) of positions whose
/// stored answers are `answers` (each position's `result` in the suite) and whose attempts are
/// `attempts` (`attempts[p][m]`: method `spec.methods[m]` on the shard's position `p`). The
/// whole comparison's output is the command line's from before shards (`suite`, `positions`,
/// `max_nodes`, `methods`, `rows`, `table_4_2`, `attempts`, `markdown`) plus `batch`,
/// `shard`, `answers` and `suite_digest`; a shard's has no table of its own (`rows`,
/// `table_4_2`, `markdown`: the table needs every position), and its `positions` is the whole
/// comparison's.
pub fn render(
    spec: &CompareSpec,
    shard: Shard,
    answers: &[Verdict],
    attempts: &[Vec<Attempt>],
) -> Value {
    let names: Vec<&str> = spec.methods.iter().map(|m| m.name()).collect();
    let mut out = json!({
        "suite": spec.suite,
        "positions": spec.positions,
        "max_nodes": spec.max_nodes,
        "methods": names,
        "attempts": attempts,
    });
    if shard == Shard::ALL {
        let table = rows_from_answers(answers, &spec.methods, attempts);
        let t42 = table_4_2(
            &spec.methods,
            attempts,
            Method::AbSolver,
            Method::Pns,
            spec.max_nodes,
        );
        out["markdown"] = json!(markdown(&table, t42.as_ref()));
        out["rows"] = json!(table);
        out["table_4_2"] = json!(t42);
    }
    out["batch"] = json!(BATCH);
    out["shard"] = shard.to_json();
    out["answers"] = json!(answers);
    out["suite_digest"] = json!(spec.suite_digest);
    out
}

/// The settings every shard of one comparison shares.
const SETTINGS: [&str; 4] = ["positions", "max_nodes", "methods", "suite_digest"];

/// Merges the outputs of a comparison's shards (see [`super::merge`]): each shard's spec,
/// answers and attempts read and checked (one answer per position of the shard, an attempt by
/// every method, times that are numbers of milliseconds), and the shard what [`render`]
/// writes for them.
pub fn merge(outputs: &[Value]) -> Result<Value, MergeError> {
    let ordered = in_shard_order(outputs, &SETTINGS)?;
    let (mut answers, mut attempts) = (Vec::new(), Vec::new());
    let mut first_spec = None;
    for &(shard, o) in &ordered {
        let names: Vec<String> = read(o, shard, "methods")?;
        let methods = names
            .iter()
            .map(|n| Method::from_name(n))
            .collect::<Option<Vec<Method>>>()
            .ok_or_else(|| {
                MergeError::field(shard, "/methods", format!("{names:?} are not all methods"))
            })?;
        let spec = CompareSpec {
            suite: read(o, shard, "suite")?,
            positions: read(o, shard, "positions")?,
            max_nodes: read(o, shard, "max_nodes")?,
            methods,
            suite_digest: read(o, shard, "suite_digest")?,
        };
        let a: Vec<Verdict> = read(o, shard, "answers")?;
        let t: Vec<Vec<Attempt>> = read(o, shard, "attempts")?;
        let want = shard.range(spec.positions);
        if a.len() as u64 != want.end - want.start
            || t.len() != a.len()
            || t.iter().any(|p| p.len() != spec.methods.len())
        {
            return Err(MergeError::Items(format!(
                "shard {}/{} holds {} answers and {} positions' attempts: its {} positions \
                 need one answer each and an attempt by each of the {} methods",
                shard.index,
                shard.count,
                a.len(),
                t.len(),
                want.end - want.start,
                spec.methods.len()
            )));
        }
        for (p, row) in t.iter().enumerate() {
            for (m, at) in row.iter().enumerate() {
                // Alpha-beta methods count nodes the seed's way too (at most their own count);
                // proof-number searches do not.
                let ab = matches!(spec.methods[m], Method::AlphaBeta | Method::AbSolver);
                if at.seed_nodes.is_some() != ab || at.seed_nodes.is_some_and(|n| n > at.nodes) {
                    return Err(MergeError::field(
                        shard,
                        format!("/attempts/{p}/{m}/seed_nodes"),
                        format!(
                            "{:?} for {} with {} nodes",
                            at.seed_nodes,
                            spec.methods[m].name(),
                            at.nodes
                        ),
                    ));
                }
                if !(at.millis.is_finite() && at.millis >= 0.0) {
                    return Err(MergeError::field(
                        shard,
                        format!("/attempts/{p}/{m}/millis"),
                        format!("{} is not a number of milliseconds", at.millis),
                    ));
                }
            }
        }
        check_rendered(shard, o, &render(&spec, shard, &a, &t))?;
        answers.extend(a);
        attempts.extend(t);
        first_spec.get_or_insert(spec);
    }
    let spec = first_spec.ok_or(MergeError::Nothing)?;
    Ok(render(&spec, Shard::ALL, &answers, &attempts))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::batch::without_timing;
    use crate::games::loa::compare::attempt;
    use crate::games::loa::suite::suite;

    /// Solves the shard's positions, each attempt timed by a clock that reads the position's
    /// index (so a shard's times are the whole run's).
    fn run(spec: &CompareSpec, positions: &[SuitePosition], shard: Shard) -> Value {
        let r = shard.range(positions.len() as u64);
        let part = &positions[r.start as usize..r.end as usize];
        let attempts: Vec<Vec<Attempt>> = part
            .iter()
            .enumerate()
            .map(|(k, p)| {
                let at = (r.start as usize + k) as f64;
                let tick = std::cell::Cell::new(0.0);
                let now = move || {
                    tick.set(tick.get() + at);
                    tick.get()
                };
                spec.methods
                    .iter()
                    .map(|&m| attempt(p, m, spec.max_nodes, &now))
                    .collect()
            })
            .collect();
        let answers: Vec<Verdict> = part.iter().map(|p| p.result).collect();
        render(spec, shard, &answers, &attempts)
    }

    #[test]
    fn shards_merge_to_the_whole_comparison() {
        let positions: Vec<SuitePosition> = suite().into_iter().step_by(40).take(5).collect();
        let spec = CompareSpec::new(
            "solved",
            &positions,
            2_000,
            vec![Method::AbSolver, Method::Pns],
        );
        let whole = run(&spec, &positions, Shard::ALL);
        assert!(whole["markdown"].as_str().unwrap().contains("(ours)"));
        assert_eq!(whole["answers"].as_array().unwrap().len(), 5);
        for n in [1u64, 2, 3, 7] {
            let parts: Vec<Value> = (0..n)
                .rev()
                .map(|i| run(&spec, &positions, Shard::new(i, n).unwrap()))
                .collect();
            assert!(n == 1 || parts[0].get("rows").is_none());
            // The same times: the merge is the whole run, text and time columns included.
            assert_eq!(crate::batch::merge(&parts).unwrap(), whole, "{n} shards");
        }
        let mut slower = run(&spec, &positions, Shard::new(0, 2).unwrap());
        slower["attempts"][0][0]["millis"] = json!(1e6);
        let merged = merge(&[slower, run(&spec, &positions, Shard::new(1, 2).unwrap())]).unwrap();
        assert_ne!(merged, whole);
        assert_eq!(without_timing(&merged), without_timing(&whole));
    }

    #[test]
    fn a_merge_checks_the_suite_and_the_positions() {
        let positions: Vec<SuitePosition> = suite().into_iter().take(3).collect();
        let spec = CompareSpec::new("solved", &positions, 500, vec![Method::Pns]);
        let a = run(&spec, &positions, Shard::new(0, 2).unwrap());
        let b = run(&spec, &positions, Shard::new(1, 2).unwrap());
        let other = CompareSpec::new("solved", &suite()[1..4], 500, vec![Method::Pns]);
        assert_eq!(other.positions, spec.positions);
        assert_ne!(other.suite_digest, spec.suite_digest);
        let e = merge(&[
            a.clone(),
            run(&other, &positions, Shard::new(1, 2).unwrap()),
        ])
        .unwrap_err()
        .to_string();
        assert!(e.contains("suite_digest"), "{e}");
        let mut short = b.clone();
        short["answers"].as_array_mut().unwrap().pop();
        let e = merge(&[a.clone(), short]).unwrap_err().to_string();
        assert!(e.contains("shard 1/2 holds 1 answers"), "{e}");
        // A path that differs between machines does not keep shards apart.
        let mut elsewhere = b;
        elsewhere["suite"] = json!("/elsewhere/suite.txt");
        let merged = merge(&[elsewhere, a]).unwrap();
        assert_eq!(merged["suite"], "solved");
        assert_eq!(merged["rows"][0]["positions"], 3);
    }
}
