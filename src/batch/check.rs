//! How a merge checks each shard before it adds it up: every field read with its type, every
//! tally within what the shard can have played, and the whole output compared with what its
//! kind writes for the shard's own settings and tallies.
//!
//! **Why re-render.** A kind's output is written by one function from its settings and its
//! integer tallies (or its items' records), and every other number in it is computed from
//! those. So a shard is genuine exactly when rendering what it was read as gives it back,
//! field for field: a field deleted (`rho_b_float`), added or changed shows as the first place
//! where the two differ, named by its JSON pointer. That is the schema of each kind, written
//! once (its renderer) instead of a second time by hand. The tallies' ranges (a count above
//! the games played, a sum that overflows) are checked as they are read, since a tally that
//! cannot be renders without complaint.
//!
//! The wall-clock fields are re-rendered from the shard's own values, read as numbers first
//! (seconds finite and not negative, threads at least 1), so they take part in the comparison
//! too.

use serde::de::DeserializeOwned;
use serde_json::Value;

use super::{MergeError, Shard};

/// Field `name` of `output` (shard `shard`), read as `T`: a missing field or one of another
/// type is refused with the shard and the field named.
pub(crate) fn read<T: DeserializeOwned>(
    output: &Value,
    shard: Shard,
    name: &str,
) -> Result<T, MergeError> {
    let v = output
        .get(name)
        .ok_or_else(|| MergeError::field(shard, format!("/{name}"), "missing"))?;
    serde_json::from_value(v.clone())
        .map_err(|e| MergeError::field(shard, format!("/{name}"), e.to_string()))
}

/// The wall-clock seconds in field `name`: a finite number, not negative.
pub(crate) fn seconds(output: &Value, shard: Shard, name: &str) -> Result<f64, MergeError> {
    let s: f64 = read(output, shard, name)?;
    if !(s.is_finite() && s >= 0.0) {
        return Err(MergeError::field(
            shard,
            format!("/{name}"),
            format!("{s} is not a number of seconds"),
        ));
    }
    Ok(s)
}

/// The threads in field `threads`: at least 1.
pub(crate) fn threads(output: &Value, shard: Shard) -> Result<u64, MergeError> {
    let t: u64 = read(output, shard, "threads")?;
    if t == 0 {
        return Err(MergeError::field(
            shard,
            "/threads",
            "a run has at least 1 thread",
        ));
    }
    Ok(t)
}

/// Refuses `value` in `field` of `shard` above `bound`, saying what bounds it.
pub(crate) fn at_most(
    shard: Shard,
    field: &str,
    value: u64,
    bound: u64,
    what: &str,
) -> Result<(), MergeError> {
    if value > bound {
        return Err(MergeError::field(
            shard,
            field,
            format!("{value} is more than {what} ({bound})"),
        ));
    }
    Ok(())
}

/// `a + b`, or the field named as overflowing.
pub(crate) fn add(a: u64, b: u64, shard: Shard, field: &str) -> Result<u64, MergeError> {
    a.checked_add(b).ok_or_else(|| {
        MergeError::field(
            shard,
            field,
            "the sum over the shards overflows: not a tally",
        )
    })
}

/// Where `expected` and `found` first differ, as a JSON pointer below `at`, with the two values
/// there (`None`: absent). Objects are compared key by key in key order, arrays item by item.
pub(crate) fn first_difference(
    expected: &Value,
    found: &Value,
    at: &str,
) -> Option<(String, Option<Value>, Option<Value>)> {
    match (expected, found) {
        (Value::Object(e), Value::Object(f)) => {
            let mut keys: Vec<&String> = e.keys().chain(f.keys()).collect();
            keys.sort();
            keys.dedup();
            keys.into_iter().find_map(|k| {
                let here = format!("{at}/{}", k.replace('~', "~0").replace('/', "~1"));
                match (e.get(k), f.get(k)) {
                    (Some(a), Some(b)) => first_difference(a, b, &here),
                    (a, b) => Some((here, a.cloned(), b.cloned())),
                }
            })
        }
        (Value::Array(e), Value::Array(f)) => (0..e.len().max(f.len())).find_map(|i| {
            let here = format!("{at}/{i}");
            match (e.get(i), f.get(i)) {
                (Some(a), Some(b)) => first_difference(a, b, &here),
                (a, b) => Some((here, a.cloned(), b.cloned())),
            }
        }),
        (e, f) if e == f => None,
        (e, f) => Some((at.to_string(), Some(e.clone()), Some(f.clone()))),
    }
}

/// Refuses `given` (shard `shard`) unless it is `rendered`, what its kind writes for what the
/// shard was read as: the first field where they differ is named.
pub(crate) fn check_rendered(
    shard: Shard,
    given: &Value,
    rendered: &Value,
) -> Result<(), MergeError> {
    check_rendered_at(shard, "", given, rendered)
}

/// [`check_rendered`] for a part of a shard found at the JSON pointer `at` (a run's record).
pub(crate) fn check_rendered_at(
    shard: Shard,
    at: &str,
    given: &Value,
    rendered: &Value,
) -> Result<(), MergeError> {
    match first_difference(rendered, given, at) {
        None => Ok(()),
        Some((field, expected, found)) => Err(MergeError::Edited {
            shard,
            field: if field.is_empty() { "/".into() } else { field },
            expected,
            found,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_first_difference_is_named_by_its_pointer() {
        let a = json!({ "x": 1, "s": { "b": [1, 2, 3], "a/b": 0 } });
        assert_eq!(first_difference(&a, &a.clone(), ""), None);
        let mut b = a.clone();
        b["s"]["b"][2] = json!(4);
        assert_eq!(
            first_difference(&a, &b, ""),
            Some(("/s/b/2".into(), Some(json!(3)), Some(json!(4))))
        );
        b["s"].as_object_mut().unwrap().remove("a/b");
        assert_eq!(
            first_difference(&a, &b, ""),
            Some(("/s/a~1b".into(), Some(json!(0)), None))
        );
        let mut c = a.clone();
        c["y"] = json!(null);
        assert_eq!(
            first_difference(&a, &c, ""),
            Some(("/y".into(), None, Some(json!(null))))
        );
        let mut d = a.clone();
        d["s"]["b"].as_array_mut().unwrap().pop();
        assert_eq!(
            first_difference(&a, &d, ""),
            Some(("/s/b/2".into(), Some(json!(3)), None))
        );
        // 1 and 1.0 are different JSON: a count written as a float is an edit.
        assert!(first_difference(&json!(1), &json!(1.0), "").is_some());
    }

    #[test]
    fn fields_are_read_with_their_type_and_range() {
        let s = Shard::ALL;
        let o = json!({ "n": 0.5, "seconds": -1.0, "threads": 0, "big": 1e300 });
        let e = read::<u64>(&o, s, "n").unwrap_err().to_string();
        assert!(e.starts_with("shard 0/1, field /n:"), "{e}");
        assert!(read::<u64>(&o, s, "big").is_err());
        assert!(read::<u64>(&o, s, "none")
            .unwrap_err()
            .to_string()
            .contains("missing"));
        assert!(seconds(&o, s, "seconds").is_err());
        assert!(threads(&o, s).is_err());
        assert!(add(u64::MAX, 1, s, "/tally/games").is_err());
        assert_eq!(add(2, 3, s, "/x"), Ok(5));
        let e = at_most(s, "/tally/wins", 7, 5, "the games played")
            .unwrap_err()
            .to_string();
        assert_eq!(
            e.to_string(),
            "shard 0/1, field /tally/wins: 7 is more than the games played (5)"
        );
    }
}
