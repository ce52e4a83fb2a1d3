//! A seeded fuzz of `gamelab merge`: real shards of every batch kind, each edited as a hostile
//! user would, must be refused, and the refusal must name the shard.
//!
//! The edits: a field deleted or added, a value of another JSON type (a number for a string,
//! a string or `null` for a number), a fraction or 10³⁰⁰ where a count is whole, and every
//! count of a tally set one higher or to 2⁶⁴ − 1. An item's own result (a run's win rate, a
//! match's total within its range) cannot be checked without playing it again, so values of
//! the same type within range are not among the edits, and a wall-clock field may hold any
//! number of seconds. The `suite` of a Lines of Action comparison names a file on the machine
//! that ran the shard, so any text is accepted there.
//!
//! [`CASES`] edits per kind on the fixed seed; `GAMELAB_FUZZ_SEED=<n>` tries another seed and
//! `GAMELAB_FUZZ_CASES=<n>` more edits.

use crate::cli::json;
use crate::seeded::{seed_and_cases, Rng};
use gamelab::batch::{merge, MergeError, TIMING_FIELDS};
use serde_json::{json, Value};

/// Edits tried per batch kind on the fixed seed.
const CASES: usize = 120;

/// One batch of each kind, small: the command without `--shard` and `--json`.
const KINDS: [&[&str]; 10] = [
    &[
        "loveletter",
        "tournament",
        "--players",
        "2",
        "--agents",
        "random,greedy,probabilistic",
        "--games",
        "8",
        "--seed",
        "4",
    ],
    &[
        "ttr",
        "experiment",
        "--players",
        "2",
        "--games",
        "3",
        "--seed",
        "2",
        "--agent",
        "random",
    ],
    &[
        "race",
        "alpha",
        "--algorithm",
        "ilebr-star",
        "--mu",
        "0.56",
        "--method",
        "mc",
        "--runs",
        "40",
        "--seed",
        "5",
    ],
    &[
        "ipd",
        "tournament",
        "--players",
        "Tit For Tat,Defector,Random",
        "--turns",
        "10",
        "--repetitions",
        "2",
        "--noise",
        "0.05",
        "--generations",
        "3",
    ],
    &[
        "moran",
        "--game",
        "tests/data/evolution/prisoners-dilemma-3-5.nfg",
        "--population",
        "10",
        "--intensity",
        "1/5",
        "--runs",
        "50",
        "--seed",
        "3",
    ],
    &[
        "optimise",
        "--game",
        "rrrats",
        "--algorithm",
        "iterative",
        "--budget",
        "2",
        "--eval-games",
        "100",
        "--seed",
        "4",
        "--runs",
        "3",
    ],
    &[
        "loa",
        "compare",
        "--suite",
        "solved",
        "--positions",
        "3",
        "--max-nodes",
        "2000",
        "--methods",
        "ab-solver,pns",
    ],
    &[
        "war",
        "match",
        "--p1",
        "rand",
        "--p2",
        "0.5,-1,2",
        "--games",
        "12",
        "--seed",
        "6",
        "--battle-cap",
        "400",
        "--seeding",
        "per-game",
    ],
    &[
        "rrrats",
        "match",
        "--p1",
        "stop2",
        "--p2",
        "zero",
        "--games",
        "30",
        "--seed",
        "8",
        "--seeding",
        "per-game",
    ],
    &[
        "loveletter",
        "stats",
        "--players",
        "3",
        "--agents",
        "random,greedy,probabilistic",
        "--rounds",
        "9",
        "--seed",
        "2",
        "--iterations",
        "20",
        "--seeding",
        "per-game",
    ],
];

/// Every place in `v` as a JSON pointer (the root excluded).
fn places(v: &Value, at: String, out: &mut Vec<String>) {
    let children: Vec<(String, &Value)> = match v {
        Value::Object(m) => m
            .iter()
            .map(|(k, c)| (k.replace('~', "~0").replace('/', "~1"), c))
            .collect(),
        Value::Array(a) => a
            .iter()
            .enumerate()
            .map(|(i, c)| (i.to_string(), c))
            .collect(),
        _ => Vec::new(),
    };
    for (k, c) in children {
        let here = format!("{at}/{k}");
        out.push(here.clone());
        places(c, here, out);
    }
}

/// The edits of the value at `place` that a merge must refuse (see the module's text).
fn edits(place: &str, v: &Value) -> Vec<Option<Value>> {
    let last = place.rsplit('/').next().unwrap_or("");
    let timing = TIMING_FIELDS.contains(&last);
    let in_tally = place.starts_with("/tally/");
    let mut out = vec![None, Some(json!(null))];
    match v {
        Value::Number(n) if n.is_u64() || n.is_i64() => {
            out.extend([Some(json!(0.5)), Some(json!(1e300)), Some(json!("7"))]);
            if in_tally {
                let x = n.as_u64().unwrap_or(0);
                out.extend([Some(json!(x.wrapping_add(1))), Some(json!(u64::MAX))]);
            }
        }
        Value::Number(_) => out.push(Some(json!("0.5"))),
        Value::String(_) => out.push(Some(json!(7))),
        Value::Bool(b) => out.push(Some(json!(if *b { 1 } else { 0 }))),
        Value::Object(_) => out.push(Some(json!([]))),
        Value::Array(_) => out.push(Some(json!({}))),
        Value::Null => out.push(Some(json!(0))),
    }
    if timing {
        out.retain(|e| e.as_ref().is_none_or(|x| !x.is_number()));
    }
    out
}

/// `v` with the value at `place` replaced by `edit` (`None`: deleted).
fn edited(v: &Value, place: &str, edit: &Option<Value>) -> Value {
    let mut v = v.clone();
    let (parent, key) = place.rsplit_once('/').unwrap();
    let key = key.replace("~1", "/").replace("~0", "~");
    match (v.pointer_mut(parent).unwrap(), edit) {
        (Value::Object(m), None) => {
            m.remove(&key);
        }
        (Value::Object(m), Some(x)) => {
            m.insert(key, x.clone());
        }
        (Value::Array(a), None) => {
            a.remove(key.parse().unwrap());
        }
        (Value::Array(a), Some(x)) => a[key.parse::<usize>().unwrap()] = x.clone(),
        _ => unreachable!("a place's parent holds it"),
    }
    v
}

fn shard(args: &[&str], i: u64, n: u64) -> Value {
    let shard = format!("{i}/{n}");
    json(&[args, &["--shard", &shard, "--json"][..]].concat())
}

/// Tries `cases` edits of `parts` (the shards of one batch), each of which a merge must refuse;
/// returns how many were tried.
fn try_edits(args: &[&str], parts: &[Value], rng: &mut Rng, seed: u64, cases: usize) -> usize {
    let n = parts.len();
    let mut all: Vec<(usize, String)> = Vec::new();
    for (k, p) in parts.iter().enumerate() {
        let mut here = Vec::new();
        places(p, String::new(), &mut here);
        // A whole experiment's table is read as written: it needs the games it does not carry.
        let free: &[&str] = if n == 1 && args[0] == "ttr" {
            &["/suite", "/rows", "/distribution"]
        } else {
            &["/suite"]
        };
        all.extend(
            here.into_iter()
                .filter(|s| !free.iter().any(|f| s.starts_with(f)))
                .map(|s| (k, s)),
        );
    }
    let mut tried = 0;
    for _ in 0..cases {
        let (k, place) = &all[rng.index(all.len())];
        let original = parts[*k].pointer(place).unwrap();
        let choices = edits(place, original);
        let edit = &choices[rng.index(choices.len())];
        if edit.as_ref() == Some(original) {
            continue;
        }
        let mut given = parts.to_vec();
        given[*k] = edited(&parts[*k], place, edit);
        tried += 1;
        match merge(&given) {
            Ok(_) => panic!(
                "{args:?}: shard {k}/{n} with {place} {} was merged (seed {seed})",
                edit.as_ref()
                    .map_or("deleted".into(), |e| format!("set to {e}"))
            ),
            Err(e @ (MergeError::Field { .. } | MergeError::Edited { .. })) => {
                let text = e.to_string();
                assert!(
                    text.starts_with(&format!("shard {k}/{n}")),
                    "{args:?} {place}: {text}"
                );
            }
            Err(_) => {}
        }
    }
    tried
}

#[test]
fn every_edited_shard_is_refused_with_its_shard_named() {
    let (seed, cases) = seed_and_cases(41, CASES);
    let mut rng = Rng(seed);
    let mut tried = 0;
    for args in KINDS {
        let parts = vec![shard(args, 0, 2), shard(args, 1, 2)];
        let merged = merge(&parts).unwrap_or_else(|e| panic!("{args:?}: {e}"));
        assert_eq!(
            merge(&[parts[1].clone(), parts[0].clone()]),
            Ok(merged),
            "{args:?}"
        );
        let whole = vec![shard(args, 0, 1)];
        assert_eq!(merge(&whole), Ok(whole[0].clone()), "{args:?}");
        for parts in [parts, whole] {
            tried += try_edits(args, &parts, &mut rng, seed, cases / 2);
        }
    }
    assert!(tried > KINDS.len() * cases / 2, "{tried} edits tried");
}

#[test]
fn the_findings_of_the_review_are_refused() {
    // `rho_b_float` deleted from a Moran shard vanished from the merged output.
    let moran = KINDS[4];
    let mut parts = [shard(moran, 0, 2), shard(moran, 1, 2)];
    parts[1].as_object_mut().unwrap().remove("rho_b_float");
    let e = merge(&parts).unwrap_err().to_string();
    assert_eq!(
        e,
        format!(
            "shard 1/2 was edited: its field /rho_b_float is missing (its settings and tallies give {})",
            parts[0]["rho_b_float"]
        )
    );
    // `noise` or `seed` deleted from a prisoner's dilemma shard.
    let ipd = KINDS[3];
    for field in ["noise", "seed"] {
        let mut parts = [shard(ipd, 0, 2), shard(ipd, 1, 2)];
        parts[0].as_object_mut().unwrap().remove(field);
        let e = merge(&parts).unwrap_err().to_string();
        assert!(
            e.starts_with("shard 0/2 was edited: its field /") && e.contains(field),
            "{e}"
        );
    }
    // Tallies that cannot be: 2⁶⁴ − 1, 10³⁰⁰, a half where scores are whole.
    let tournament = KINDS[0];
    for bad in [json!(u64::MAX), json!(1e300), json!(0.5)] {
        let mut parts = [shard(tournament, 0, 2), shard(tournament, 1, 2)];
        parts[1]["tally"]["wins"][0] = bad.clone();
        let e = merge(&parts).unwrap_err().to_string();
        assert!(e.starts_with("shard 1/2, field /tally"), "{bad}: {e}");
    }
    let mut parts = [shard(ipd, 0, 2), shard(ipd, 1, 2)];
    parts[0]["partials"][0]["scores"][0][0] = json!(0.5);
    let e = merge(&parts).unwrap_err().to_string();
    assert!(
        e.starts_with("shard 0/2, field /partials/0/scores/0/0: 0.5 is not a total"),
        "{e}"
    );
}
