//! The pieces the classroom's charts share: a closed round's decisions as rows, numbers read
//! from the results JSON with fallbacks, and numbers and shares written for labels.
//!
//! Why a file of its own: the single-round charts, the choice games' bars and the charts over
//! rounds all read results the same way; kept here, below all three, none imports another's.

use super::short;
use super::tally::round2;
use serde_json::Value;

/// The natural (widest) size of the line charts.
pub(super) const SIZE: (u32, u32) = (640, 400);

/// One decision of a closed round as the results list it.
pub(super) struct Row<'a> {
    /// The seat's role.
    pub(super) role: &'a str,
    /// What only the seat knew (an auction's value).
    pub(super) private: &'a Value,
    /// The decision (an object).
    pub(super) decision: &'a Value,
}

/// The decisions of `results` that are JSON objects.
pub(super) fn rows(results: &Value) -> Vec<Row<'_>> {
    let list = results.get("decisions").and_then(Value::as_array);
    list.into_iter()
        .flatten()
        .filter_map(|d| {
            Some(Row {
                role: d.get("role").and_then(Value::as_str).unwrap_or_default(),
                private: d.get("private").unwrap_or(&Value::Null),
                decision: d.get("decision").filter(|x| x.is_object())?,
            })
        })
        .collect()
}

/// The numbers in `field` of the decisions of seats with `role` (any role when `None`).
pub(super) fn numbers(rows: &[Row], role: Option<&str>, field: &str) -> Vec<f64> {
    rows.iter()
        .filter(|r| role.is_none_or(|x| r.role == x))
        .filter_map(|r| r.decision.get(field)?.as_f64())
        .filter(|x| x.is_finite())
        .collect()
}

/// The number at a JSON pointer (`"/nash/quantity"`) of `v`.
pub(super) fn at(v: &Value, pointer: &str) -> Option<f64> {
    v.pointer(pointer)?.as_f64().filter(|x| x.is_finite())
}

/// A number for a label: at most two decimals.
pub(super) fn two(x: f64) -> String {
    short(round2(x))
}

/// `count` of `total` as a percentage in words.
pub(super) fn percent(count: usize, total: usize) -> String {
    format!("{}%", (100.0 * count as f64 / total.max(1) as f64).round())
}
