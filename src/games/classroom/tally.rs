//! Small tools the games share: reading a stored decision's number, grouping seats, means,
//! shares and histograms for the summaries, and exact numbers for the solvers.
//!
//! Why apart: every game sums up its class the same way, and a summary must never panic on an
//! empty class, so the guards (no mean of nothing, no share of nobody) are written once here.

use super::Seat;
use crate::exact::Q;
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// The number in `field` of a stored decision, if there is one.
pub fn number(decision: Option<&Value>, field: &str) -> Option<f64> {
    decision?.get(field)?.as_f64()
}

/// The string in `field` of a stored decision, if there is one.
pub fn text<'a>(decision: Option<&'a Value>, field: &str) -> Option<&'a str> {
    decision?.get(field)?.as_str()
}

/// The seats' indices, group by group (groups in increasing order, seats in seat order).
pub fn groups(seats: &[Seat]) -> BTreeMap<u32, Vec<usize>> {
    let mut out: BTreeMap<u32, Vec<usize>> = BTreeMap::new();
    for (i, s) in seats.iter().enumerate() {
        out.entry(s.group).or_default().push(i);
    }
    out
}

/// The mean, or `None` for no numbers.
pub fn mean(x: &[f64]) -> Option<f64> {
    (!x.is_empty()).then(|| x.iter().sum::<f64>() / x.len() as f64)
}

/// `count` out of `total` as a share, or `None` when `total` is 0.
pub fn share(count: usize, total: usize) -> Option<f64> {
    (total > 0).then(|| count as f64 / total as f64)
}

/// How many of `values` fall on each whole number 0..=`top` (values outside are left out).
pub fn histogram(values: &[f64], top: u32) -> Vec<u64> {
    let mut h = vec![0u64; top as usize + 1];
    for &v in values {
        if v >= 0.0 && v <= f64::from(top) && v.fract() == 0.0 {
            h[v as usize] += 1;
        }
    }
    h
}

/// A whole number as a JSON integer (how whole-number decisions are stored), another number
/// as it is.
pub fn whole(x: f64) -> Value {
    if x.fract() == 0.0 && x.abs() < 9e15 {
        json!(x as i64)
    } else {
        json!(x)
    }
}

/// A setting's number exactly as it is written in decimals (`1.6` is 8/5, not the double
/// nearest to it), for the exact solvers. Settings are checked finite and of moderate size.
pub fn exact(x: f64) -> Q {
    crate::text::read_number(&format!("{x}"))
        .ok()
        .or_else(|| Q::from_float(x))
        .unwrap_or_else(num_traits::Zero::zero)
}

/// An exact number as people write it: `3/4`, `-1`.
pub fn fraction(q: &Q) -> String {
    crate::exact::format_number(q)
}

/// Rounds for display in sentences: at most two decimal places.
pub fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}
