//! Axes: where the ticks go and how they are labelled. Round numbers that we choose — a log
//! axis at 1, 10, 100… (with 2 and 5 when it spans less than two decades), never at fractional
//! exponents — and, for a chart drawn narrow, fewer of them: [`fitted_ticks`] takes the densest
//! set whose labels do not overlap along the axis's length in pixels.

use plotters::coord::ranged1d::{DefaultFormatting, KeyPointHint, Ranged};

use super::{fmt_number, style, Scale};

/// Tick positions in axis space for the range `[a0, a1]` (for a log axis, the range of
/// exponents): round numbers, about six of them on a linear axis; on a log axis every decade
/// (every second or fifth one when there are many), with 2× and 5× added when the range spans
/// less than two decades, and 2×…9× when it spans less than one.
pub fn ticks(scale: Scale, a0: f64, a1: f64) -> Vec<f64> {
    let (a0, a1) = (a0.min(a1), a0.max(a1));
    if !(a0.is_finite() && a1.is_finite()) {
        return Vec::new();
    }
    match scale {
        Scale::Linear => linear_ticks(a0, a1, 6.0),
        Scale::Log => {
            let decades = (a1 + 1e-9).floor() - (a0 - 1e-9).ceil() + 1.0;
            let span = a1 - a0;
            let multiples: &[f64] = if span < 1.0 {
                LOG_MULTIPLES[0]
            } else if span < 2.0 {
                LOG_MULTIPLES[1]
            } else {
                LOG_MULTIPLES[2]
            };
            let every = if decades > 16.0 {
                5
            } else if decades > 8.0 {
                2
            } else {
                1
            };
            log_ticks(a0, a1, multiples, every)
        }
    }
}

/// The multiples of a decade ticked on a log axis, densest first.
const LOG_MULTIPLES: [&[f64]; 3] = [
    &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0],
    &[1.0, 2.0, 5.0],
    &[1.0],
];

/// Round ticks about `(a1 − a0) / count` apart: steps of 1, 2 or 5 times a power of ten.
fn linear_ticks(a0: f64, a1: f64, count: f64) -> Vec<f64> {
    let raw = ((a1 - a0) / count).max(1e-12);
    let mag = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * mag)
        .find(|s| *s >= raw * 0.999)
        .unwrap_or(10.0 * mag);
    let first = (a0 / step - 1e-9).ceil() as i64;
    let last = (a1 / step + 1e-9).floor() as i64;
    (first..=last)
        .map(|k| {
            let v = k as f64 * step;
            // Snap −0 and float noise (0.30000000000000004) to the round number.
            let snapped = (v / mag * 1e6).round() / 1e6 * mag;
            if snapped == 0.0 {
                0.0
            } else {
                snapped
            }
        })
        .collect()
}

/// Log-axis ticks in `[a0, a1]` (exponents): `multiples` of every decade, or with only the
/// decades themselves, of every `every`-th one.
fn log_ticks(a0: f64, a1: f64, multiples: &[f64], every: i64) -> Vec<f64> {
    let mut out = Vec::new();
    for d in (a0.floor() as i64)..=(a1.ceil() as i64) {
        if multiples.len() == 1 && d.rem_euclid(every) != 0 {
            continue;
        }
        for m in multiples {
            let v = d as f64 + m.log10();
            if v >= a0 - 1e-9 && v <= a1 + 1e-9 {
                out.push(v);
            }
        }
    }
    out
}

/// Sets of ticks for `[a0, a1]`, densest first: [`ticks`]' choice, then sparser ones (fewer
/// round steps on a linear axis; fewer multiples, then fewer decades, on a log axis), each of
/// at least two ticks.
pub fn tick_candidates(scale: Scale, a0: f64, a1: f64) -> Vec<Vec<f64>> {
    let (a0, a1) = (a0.min(a1), a0.max(a1));
    let first = ticks(scale, a0, a1);
    if first.is_empty() {
        return vec![first];
    }
    let mut sparser: Vec<Vec<f64>> = match scale {
        Scale::Linear => [5.0, 4.0, 3.0, 2.0, 1.0]
            .iter()
            .map(|&n| linear_ticks(a0, a1, n))
            .collect(),
        Scale::Log => {
            let mut sets: Vec<Vec<f64>> = LOG_MULTIPLES[1..]
                .iter()
                .map(|m| log_ticks(a0, a1, m, 1))
                .collect();
            sets.extend([2, 3, 5, 10, 20].map(|every| log_ticks(a0, a1, &[1.0], every)));
            sets
        }
    };
    sparser.retain(|t| t.len() >= 2 && t.len() < first.len());
    crate::sorting::sort_by_number(&mut sparser, |t| u64::MAX - t.len() as u64);
    sparser.dedup();
    std::iter::once(first).chain(sparser).collect()
}

/// Smallest gap in pixels between neighbouring tick labels.
pub const TICK_GAP: f64 = 10.0;

/// Whether the labels of `ticks` over `lo..hi`, drawn along `length` pixels, keep at least
/// [`TICK_GAP`] apart: side by side on a horizontal axis (each label centred on its tick),
/// stacked on a vertical one (each a line of text high).
pub fn labels_fit(
    scale: Scale,
    ticks: &[f64],
    lo: f64,
    hi: f64,
    length: f64,
    horizontal: bool,
) -> bool {
    let extent = |v: f64| {
        if horizontal {
            style::text_width(&tick_label(scale, v), style::TICK_PX)
        } else {
            f64::from(style::TICK_PX)
        }
    };
    let at = |v: f64| (v - lo) / (hi - lo) * length;
    ticks
        .windows(2)
        .all(|w| (at(w[1]) - at(w[0])).abs() >= (extent(w[0]) + extent(w[1])) / 2.0 + TICK_GAP)
}

/// The densest of [`tick_candidates`] whose labels fit along an axis of `length` pixels
/// ([`labels_fit`]); the sparsest when none does.
pub fn fitted_ticks(scale: Scale, lo: f64, hi: f64, length: f64, horizontal: bool) -> Vec<f64> {
    let mut candidates = tick_candidates(scale, lo, hi);
    match candidates
        .iter()
        .position(|t| labels_fit(scale, t, lo, hi, length, horizontal))
    {
        Some(i) => candidates.swap_remove(i),
        None => candidates.pop().unwrap_or_default(),
    }
}

const SUPERSCRIPTS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];

/// The label of the tick at axis position `v`: a plain round number on a linear axis; on a log
/// axis the value 10^v itself — "1", "20", "1 000", "0.05" — or "10⁶" / "10⁻⁵" beyond six digits.
pub fn tick_label(scale: Scale, v: f64) -> String {
    match scale {
        Scale::Linear => {
            if v.abs() >= 1000.0 && (v - v.round()).abs() < 1e-9 * v.abs() {
                fmt_number(v.round())
            } else {
                let s = format!("{v:.4}");
                let s = s.trim_end_matches('0').trim_end_matches('.').to_string();
                if s == "-0" {
                    "0".into()
                } else {
                    s
                }
            }
        }
        Scale::Log => {
            let exponent = v.floor();
            let mantissa = (10f64.powf(v - exponent) * 1000.0).round() / 1000.0;
            let (mantissa, exponent) = if mantissa >= 10.0 {
                (1.0, exponent + 1.0)
            } else {
                (mantissa.round(), exponent)
            };
            if (-4.0..=5.0).contains(&exponent) {
                let value = mantissa * 10f64.powi(exponent as i32);
                if exponent >= 0.0 {
                    fmt_number(value.round())
                } else {
                    let digits = (-exponent) as usize;
                    format!("{value:.digits$}")
                }
            } else {
                let e = exponent as i64;
                let mut sup: String = e
                    .unsigned_abs()
                    .to_string()
                    .chars()
                    .map(|c| SUPERSCRIPTS[c.to_digit(10).unwrap_or(0) as usize])
                    .collect();
                if e < 0 {
                    sup.insert(0, '⁻');
                }
                if mantissa == 1.0 {
                    format!("10{sup}")
                } else {
                    format!("{mantissa}×10{sup}")
                }
            }
        }
    }
}

/// A linear coordinate over `lo..hi` (in axis space) ticked exactly at the ticks we choose (bold
/// grid lines and labels) and minor ticks (light grid lines), instead of plotters' own choice.
#[derive(Clone)]
pub(super) struct Axis {
    lo: f64,
    hi: f64,
    bold: Vec<f64>,
    light: Vec<f64>,
}

impl Axis {
    /// The axis over `lo..hi` with its labelled ticks at `bold`.
    pub(super) fn new(scale: Scale, lo: f64, hi: f64, bold: Vec<f64>) -> Self {
        Axis {
            lo,
            hi,
            bold,
            light: minor_ticks(scale, lo, hi),
        }
    }
}

impl Ranged for Axis {
    type FormatOption = DefaultFormatting;
    type ValueType = f64;

    fn map(&self, value: &f64, limit: (i32, i32)) -> i32 {
        let f = (value - self.lo) / (self.hi - self.lo);
        limit.0 + (f * f64::from(limit.1 - limit.0)).round() as i32
    }

    fn key_points<H: KeyPointHint>(&self, hint: H) -> Vec<f64> {
        if hint.weight().allow_light_points() {
            self.light.clone()
        } else {
            self.bold.clone()
        }
    }

    fn range(&self) -> std::ops::Range<f64> {
        self.lo..self.hi
    }
}

/// Minor (light) grid lines of a log axis: 2×…9× of every decade in range.
fn minor_ticks(scale: Scale, a0: f64, a1: f64) -> Vec<f64> {
    if scale == Scale::Linear || a1 - a0 < 1.0 {
        return Vec::new();
    }
    let mut out = Vec::new();
    for d in (a0.floor() as i64)..=(a1.ceil() as i64) {
        for m in 2..10 {
            let v = d as f64 + f64::from(m).log10();
            if v > a0 && v < a1 {
                out.push(v);
            }
        }
    }
    out
}
