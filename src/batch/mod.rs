//! Batches in shards that merge exactly: the part of a long batch (a tournament, an experiment)
//! that one machine runs, and the merge of the parts' outputs into exactly the output of the
//! whole run.
//!
//! **Why it works.** Every batch is seeded per item (game `g` of a tournament is dealt from
//! `seed` and `g`, whoever plays it; a comparison's positions need no seed at all), so shard
//! `i` of `n` ([`Shard`]) plays exactly the items `⌊i·N/n⌋ .. ⌊(i+1)·N/n⌋` of the whole run's
//! `N`, and no item depends on another. Each output carries, beside the whole run's fields,
//! what the merge needs: integer tallies (Love Letter's wins and games per agent) or the items'
//! own results (Ticket to Ride's games, whose medians need every score; an optimiser's runs;
//! a comparison's attempts). The output is rendered from those by one function in this module,
//! for a whole run and for a merge alike, with the items in the whole run's order — so every
//! float of the merged output is computed from the same numbers in the same order as the
//! unsharded run's.
//!
//! **Wall-clock fields** ([`TIMING_FIELDS`]: seconds, threads, the times per 1 000 games, an
//! optimiser run's seconds, a solve's milliseconds and their sums) describe the machine, not the
//! result: a merge sums the shards' seconds (CPU time spent) and keeps the most threads, and
//! keeps each item's own time as its shard measured it. [`without_timing`] removes them — at
//! any depth, so the times of the items listed in an output (an optimiser's runs, a
//! comparison's attempts) go too — and the few values a kind renders from times (the Lines of
//! Action comparison's text table and its time conclusion, [`loa_compare::TIMING_DERIVED`]),
//! for comparisons. No result field of any batch carries one of these names.
//!
//! A merge refuses outputs of different batches or settings, a shard given twice or missing,
//! and outputs that are not a shard of a batch, each with the reason.
//!
//! **Matches seeded per game.** A War or Rrrats! match and Love Letter's round statistics
//! play every game from one random stream ([`Seeding::Stream`], their original mode, whose
//! numbers are published): game `g` starts where game `g − 1` left the stream, so they cannot
//! be cut. With [`Seeding::PerGame`] game `g` is played from `seed.derive(g)` alone (fresh
//! agents seeded from it too), which makes them batches like the others ([`war`], [`rrrats`],
//! [`love_letter_stats`]); the two modes give different (equally distributed) games.

use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use merge_error::MergeError;

mod check;
pub mod ipd;
pub mod loa_compare;
pub mod love_letter;
pub mod love_letter_stats;
pub mod matches;
mod merge_error;
pub mod moran;
pub mod optimise;
pub mod racing;
pub mod rrrats;
pub mod ticket_to_ride;
pub mod war;

/// How the games of a match (or the rounds of Love Letter's statistics) draw their
/// randomness; written `"stream"` or `"per-game"` (the command line's `--seeding`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Seeding {
    /// Every game from one stream seeded by the seed, in order: game `g` depends on the games
    /// before it, so the match cannot be cut in shards. The original mode.
    Stream,
    /// Game `g` from `seed.derive(g)` alone: the same game whoever plays it, so shard `i` of
    /// `n` plays games [`Shard::range`] and the shards merge exactly.
    PerGame,
}

impl Seeding {
    /// The name: `stream` or `per-game`.
    pub fn key(self) -> &'static str {
        match self {
            Seeding::Stream => "stream",
            Seeding::PerGame => "per-game",
        }
    }

    /// Reads a name of [`Seeding::key`].
    pub fn parse(text: &str) -> Result<Seeding, String> {
        match text.trim() {
            "stream" => Ok(Seeding::Stream),
            "per-game" => Ok(Seeding::PerGame),
            other => Err(format!("{other:?}: the seedings are stream and per-game")),
        }
    }

    /// Checks that `shard` can be played with this seeding: a stream only whole.
    pub fn check(self, shard: Shard) -> Result<(), String> {
        if self == Seeding::Stream && shard != Shard::ALL {
            return Err(format!(
                "shard {}/{}: a match cut in shards seeds each game from its index, which \
                 the stream seeding does not; use per-game seeding",
                shard.index, shard.count
            ));
        }
        Ok(())
    }
}

/// Which part of a batch to run: shard `index` of `count` (from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// This shard, `0..count`.
    pub index: u64,
    /// Shards in all (at least 1).
    pub count: u64,
}

/// The most shards a batch may be cut into.
pub const MAX_SHARDS: u64 = 1_000_000;

impl Shard {
    /// The whole batch: shard 0 of 1.
    pub const ALL: Shard = Shard { index: 0, count: 1 };

    /// Shard `index` of `count`; the error says what is wrong.
    pub fn new(index: u64, count: u64) -> Result<Shard, String> {
        if count == 0 || count > MAX_SHARDS {
            return Err(format!("give 1 to {MAX_SHARDS} shards, not {count}"));
        }
        if index >= count {
            return Err(format!(
                "shard {index} of {count} does not exist: shards are numbered 0 to {}",
                count - 1
            ));
        }
        Ok(Shard { index, count })
    }

    /// Reads `i/n` (as the command line's `--shard 2/7`).
    pub fn parse(text: &str) -> Result<Shard, String> {
        let bad = || format!("{text:?}: give the shard as i/n, such as 0/4 (shards 0 to n − 1)");
        let (i, n) = text.trim().split_once('/').ok_or_else(bad)?;
        let i = i.trim().parse().map_err(|_| bad())?;
        let n = n.trim().parse().map_err(|_| bad())?;
        Shard::new(i, n)
    }

    /// The items of this shard among `total`: a contiguous range, the shards in order covering
    /// `0..total` exactly once.
    pub fn range(self, total: u64) -> std::ops::Range<u64> {
        let at = |k: u64| ((u128::from(total) * u128::from(k)) / u128::from(self.count)) as u64;
        at(self.index)..at(self.index + 1)
    }

    /// As JSON: `[index, count]`.
    pub fn to_json(self) -> Value {
        serde_json::json!([self.index, self.count])
    }

    /// Reads the `shard` field of a batch's output.
    fn of(output: &Value) -> Result<Shard, MergeError> {
        let not = |why: &str| MergeError::NotABatch(why.into());
        let pair = output
            .get("shard")
            .and_then(Value::as_array)
            .filter(|a| a.len() == 2)
            .ok_or_else(|| {
                not("an output without a \"shard\" field [i, n]: not a batch's output")
            })?;
        let n = |v: &Value| {
            v.as_u64()
                .ok_or_else(|| not("\"shard\" must hold two whole numbers"))
        };
        Shard::new(n(&pair[0])?, n(&pair[1])?).map_err(MergeError::NotABatch)
    }
}

/// The fields of a batch's output that describe the run's machine rather than its result, at
/// any depth: the wall time and threads of a run (`seconds`, `threads`, `wall_seconds`), the
/// times per 1 000 games, and a solve's milliseconds with their sums (`millis`,
/// `total_millis`, `solved_millis`, `common_millis`). An optimiser's run carries its own
/// `seconds`, a comparison's attempt its own `millis`.
pub const TIMING_FIELDS: [&str; 9] = [
    "seconds",
    "threads",
    "ms_per_1000_games",
    "cpu_ms_per_1000_games",
    "wall_seconds",
    "millis",
    "total_millis",
    "solved_millis",
    "common_millis",
];

/// `output` without its [`TIMING_FIELDS`], removed from every object at any depth (inside
/// arrays too), and without the values its batch kind renders from times (JSON pointers; so
/// far only [`loa_compare::TIMING_DERIVED`]). What is left is the result: the same for a
/// whole run and the merge of its shards.
pub fn without_timing(output: &Value) -> Value {
    fn strip(v: &mut Value) {
        match v {
            Value::Object(map) => {
                for f in TIMING_FIELDS {
                    map.remove(f);
                }
                map.values_mut().for_each(strip);
            }
            Value::Array(items) => items.iter_mut().for_each(strip),
            _ => {}
        }
    }
    let mut v = output.clone();
    let derived: &[&str] = match output.get("batch").and_then(Value::as_str) {
        Some(loa_compare::BATCH) => &loa_compare::TIMING_DERIVED,
        _ => &[],
    };
    for pointer in derived {
        let Some((parent, key)) = pointer.rsplit_once('/') else {
            continue;
        };
        if let Some(map) = v.pointer_mut(parent).and_then(Value::as_object_mut) {
            map.remove(key);
        }
    }
    strip(&mut v);
    v
}

/// The wall-clock fields of a merge: the shards' seconds summed, the most threads.
pub(crate) fn merged_timing(outputs: &[Value]) -> (f64, u64) {
    let seconds = outputs
        .iter()
        .filter_map(|o| o.get("seconds").and_then(Value::as_f64))
        .sum();
    let threads = outputs
        .iter()
        .filter_map(|o| o.get("threads").and_then(Value::as_u64))
        .max()
        .unwrap_or(1);
    (seconds, threads)
}

/// Checks that `outputs` are the shards `0..n` of one batch, each once, with the same settings
/// (the fields in `settings`); returns them in shard order, each with its shard.
pub(crate) fn in_shard_order<'a>(
    outputs: &'a [Value],
    settings: &[&str],
) -> Result<Vec<(Shard, &'a Value)>, MergeError> {
    let first = outputs.first().ok_or(MergeError::Nothing)?;
    let count = Shard::of(first)?.count;
    let mut by_index: Vec<Option<(Shard, &Value)>> = vec![None; count as usize];
    for o in outputs {
        let s = Shard::of(o)?;
        if s.count != count {
            return Err(MergeError::CutDifferently {
                count,
                other: s.count,
            });
        }
        for f in settings {
            if o.get(f) != first.get(f) {
                return Err(MergeError::Differ {
                    field: f.to_string(),
                    first: first.get(f).cloned().unwrap_or(Value::Null),
                    other: o.get(f).cloned().unwrap_or(Value::Null),
                });
            }
        }
        let slot = &mut by_index[s.index as usize];
        if slot.is_some() {
            return Err(MergeError::Twice(s));
        }
        *slot = Some((s, o));
    }
    let missing: Vec<Shard> = (0..count)
        .filter(|&i| by_index[i as usize].is_none())
        .map(|index| Shard { index, count })
        .collect();
    if !missing.is_empty() {
        return Err(MergeError::Missing(missing));
    }
    Ok(by_index.into_iter().flatten().collect())
}

/// Checks that shard `shard` played exactly its range of the batch's `total` items, named
/// `items` ("games"): `played` of them.
pub(crate) fn check_items(
    shard: Shard,
    played: u64,
    total: u64,
    items: &'static str,
) -> Result<(), MergeError> {
    let expected = shard.range(total).count() as u64;
    if played != expected {
        return Err(MergeError::Played {
            shard,
            played,
            expected,
            total,
            items,
        });
    }
    Ok(())
}

/// Merges the outputs of the shards of one batch (any order) into the output of the whole run
/// (see the module documentation); the batch kind is read from each output's `batch` field.
/// Each shard is checked against what its kind writes (its fields, its tallies' ranges, and its
/// re-rendering): an edited shard is refused with the shard and the field named.
pub fn merge(outputs: &[Value]) -> Result<Value, MergeError> {
    let kind = |o: &Value| o.get("batch").and_then(Value::as_str).map(str::to_string);
    let first = outputs.first().ok_or(MergeError::Nothing)?;
    let name = kind(first).ok_or_else(|| {
        MergeError::NotABatch("an output without a \"batch\" field: not a batch's output".into())
    })?;
    if let Some(other) = outputs.iter().find(|o| kind(o).as_deref() != Some(&name)) {
        return Err(MergeError::DifferentBatches {
            first: name,
            other: kind(other),
        });
    }
    match name.as_str() {
        ipd::BATCH => ipd::merge(outputs),
        loa_compare::BATCH => loa_compare::merge(outputs),
        love_letter::BATCH => love_letter::merge(outputs),
        love_letter_stats::BATCH => love_letter_stats::merge(outputs),
        moran::BATCH => moran::merge(outputs),
        optimise::BATCH => optimise::merge(outputs),
        racing::BATCH => racing::merge(outputs),
        rrrats::BATCH => matches::merge::<rrrats::Rrrats>(outputs),
        ticket_to_ride::BATCH => ticket_to_ride::merge(outputs),
        war::BATCH => matches::merge::<war::War>(outputs),
        _ => Err(MergeError::UnknownBatch(name)),
    }
}

/// The batch kinds that shard and merge.
pub const BATCHES: [&str; 10] = [
    ipd::BATCH,
    loa_compare::BATCH,
    love_letter::BATCH,
    love_letter_stats::BATCH,
    moran::BATCH,
    optimise::BATCH,
    racing::BATCH,
    rrrats::BATCH,
    ticket_to_ride::BATCH,
    war::BATCH,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_cover_every_item_once_in_order() {
        for total in [0u64, 1, 5, 7, 100, 1001] {
            for count in [1u64, 2, 3, 7, 13] {
                let mut next = 0;
                for index in 0..count {
                    let r = Shard::new(index, count).unwrap().range(total);
                    assert_eq!(r.start, next);
                    next = r.end;
                }
                assert_eq!(next, total);
            }
        }
        assert_eq!(Shard::parse(" 2/7 "), Ok(Shard { index: 2, count: 7 }));
        for bad in ["7/7", "1/0", "x/3", "3", "-1/4"] {
            assert!(Shard::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(Shard::ALL.range(9), 0..9);
    }

    #[test]
    fn seedings_read_write_and_refuse_a_cut_stream() {
        for s in [Seeding::Stream, Seeding::PerGame] {
            assert_eq!(Seeding::parse(s.key()), Ok(s));
            assert_eq!(serde_json::json!(s), s.key());
            assert_eq!(s.check(Shard::ALL), Ok(()));
        }
        assert!(Seeding::parse("per-round").is_err());
        let two = Shard::new(1, 2).unwrap();
        assert!(Seeding::Stream.check(two).unwrap_err().contains("per-game"));
        assert_eq!(Seeding::PerGame.check(two), Ok(()));
        let (a, b) = (Shard::new(0, 2).unwrap(), two);
        assert_eq!(check_items(a, 2, 5, "games"), Ok(()));
        assert_eq!(check_items(b, 3, 5, "games"), Ok(()));
        let e = check_items(a, 3, 5, "games").unwrap_err().to_string();
        assert!(e.contains("shard 0/2 played 3 games, not its 2"), "{e}");
    }

    #[test]
    fn a_merge_names_what_is_wrong() {
        let out = |i: u64, n: u64, seed: u64| serde_json::json!({ "batch": "x", "shard": [i, n], "seed": seed });
        let two = [out(0, 2, 1), out(1, 2, 1)];
        assert_eq!(in_shard_order(&two, &["seed"]).unwrap().len(), 2);
        let e = in_shard_order(&[out(0, 2, 1), out(0, 2, 1)], &["seed"])
            .unwrap_err()
            .to_string();
        assert!(e.contains("twice"), "{e}");
        let e = in_shard_order(&[out(0, 3, 1), out(2, 3, 1)], &["seed"])
            .unwrap_err()
            .to_string();
        assert!(e.contains("missing: 1/3"), "{e}");
        let e = in_shard_order(&[out(0, 2, 1), out(1, 2, 2)], &["seed"])
            .unwrap_err()
            .to_string();
        assert!(e.contains("\"seed\""), "{e}");
        let e = in_shard_order(&[out(0, 2, 1), out(1, 3, 1)], &["seed"])
            .unwrap_err()
            .to_string();
        assert!(e.contains("cut in"), "{e}");
        assert!(merge(&[]).unwrap_err().to_string().contains("nothing"));
        assert!(merge(&two)
            .unwrap_err()
            .to_string()
            .contains("unknown batch"));
        let e = merge(&[serde_json::json!({ "shard": [0, 1] })])
            .unwrap_err()
            .to_string();
        assert!(e.contains("batch"), "{e}");
        let mixed = [
            serde_json::json!({ "batch": love_letter::BATCH }),
            serde_json::json!({ "batch": ticket_to_ride::BATCH }),
        ];
        assert!(merge(&mixed)
            .unwrap_err()
            .to_string()
            .contains("different batches"));
        let timed = serde_json::json!({ "seconds": 1.5, "threads": 2, "x": 1 });
        assert_eq!(without_timing(&timed), serde_json::json!({ "x": 1 }));
    }

    #[test]
    fn timing_goes_at_any_depth_and_with_what_a_kind_renders_from_it() {
        let runs = serde_json::json!({
            "wall_seconds": 3.0,
            "runs": [{ "run": 0, "seconds": 1.0 }, { "run": 1, "seconds": 2.0 }],
            "rows": [[{ "millis": 1.5, "total_millis": 2.0, "nodes": 7 }]],
        });
        assert_eq!(
            without_timing(&runs),
            serde_json::json!({ "runs": [{ "run": 0 }, { "run": 1 }], "rows": [[{ "nodes": 7 }]] })
        );
        let compare = serde_json::json!({
            "batch": loa_compare::BATCH,
            "markdown": "| 12 ms |",
            "table_4_2": { "conclusions": [
                { "claim": "a", "holds": true, "detail": "x" },
                { "claim": "b", "holds": false, "detail": "1 ms against 2 ms" },
            ] },
        });
        assert_eq!(
            without_timing(&compare),
            serde_json::json!({
                "batch": loa_compare::BATCH,
                "table_4_2": { "conclusions": [
                    { "claim": "a", "holds": true, "detail": "x" },
                    { "claim": "b" },
                ] },
            })
        );
        // Another kind keeps a field of that name: only the comparison renders it from times.
        let other = serde_json::json!({ "batch": "x", "markdown": "m" });
        assert_eq!(without_timing(&other), other);
    }
}
