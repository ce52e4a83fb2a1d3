//! The results charts of the classroom's games: a closed round's choices beside the theory, as
//! SVG in the project's chart style (`crate::plot`). Numbers are drawn as a histogram's step
//! outline with the theory's values as vertical markers; auctions as bids against values beside
//! the equilibrium bid; Blotto as the share of fields given each number of units, beside the
//! optimal strategy's marginals. The choice games' bars are in `view_choices.rs`, the charts of
//! several rounds in `view_history.rs`.
//!
//! Why drawn from the results JSON rather than the typed games: the page has only what the API
//! sends (`decisions`, `summary`, `theory`), and a chart must survive whatever an old session's
//! stored results hold, so every field is read with a fallback and a missing one leaves its
//! marker out instead of failing. Histograms are step outlines on the line chart because it is
//! the chart with vertical markers and a legend, and two outlines (offers and smallest offers
//! accepted, shares sent and returned) stay readable where overlapping bars would not.

use super::short;
use super::view_forms::{ratio, Knobs};
use super::view_parts::{at, numbers, rows, two, Row, SIZE};
use crate::plot::{line_chart, LineChart, Scale, Series, SeriesStyle, PALETTE};
use serde_json::Value;

/// The results chart of a closed round (the page's `view::chart`).
pub(super) fn chart(key: &str, settings: &Value, results: &Value, width: u32) -> Option<String> {
    let rows = rows(results);
    if rows.is_empty() {
        return None;
    }
    let k = Knobs::new(key, settings);
    let none = Value::Null;
    let summary = results.get("summary").unwrap_or(&none);
    let theory = results.get("theory").unwrap_or(&none);
    let spec = match key {
        "beauty" => beauty(&k, &rows, summary, theory),
        "ultimatum" => ultimatum(&k, &rows, theory),
        "dictator" => dictator(&k, &rows),
        "trust" => trust(&k, &rows, theory),
        "public-goods" => public_goods(&k, &rows, theory),
        "cournot" => cournot(&k, &rows, theory),
        "auction-first" => auction(&k, &rows, theory, false),
        "auction-second" => auction(&k, &rows, theory, true),
        "blotto" => blotto(&k, &rows, summary, theory),
        "pd" | "stag-hunt" | "market-entry" | "rps" => {
            return super::view_choices::chart(key, &k, &rows, theory, width);
        }
        _ => None,
    }?;
    line_chart(&spec.for_width(width)).ok()
}

// --- histograms ------------------------------------------------------------------------------

/// The bins of a histogram: `count` bins of `width` from `start`.
pub(super) struct Bins {
    start: f64,
    width: f64,
    count: usize,
}

impl Bins {
    /// Bins centred on `lo`, `lo + step`, … `hi`.
    pub(super) fn centred(lo: f64, hi: f64, step: f64) -> Bins {
        Bins {
            start: lo - step / 2.0,
            width: step,
            count: ((hi - lo) / step).round().max(0.0) as usize + 1,
        }
    }

    /// Bins for values in [lo, hi]: one per whole number for a whole-number field over at most
    /// 40 of them; otherwise about 20 of a round width (1, 2 or 5 times a power of ten) from
    /// `lo`, the last one closed.
    pub(super) fn new(lo: f64, hi: f64, whole: bool) -> Bins {
        if whole && hi - lo <= 40.0 {
            return Bins::centred(lo, hi, 1.0);
        }
        let raw = (hi - lo) / 20.0;
        let width = if raw.is_finite() && raw > 0.0 {
            let e = 10f64.powf(raw.log10().floor());
            [1.0, 2.0, 5.0, 10.0]
                .into_iter()
                .map(|m| m * e)
                .find(|w| *w >= raw * (1.0 - 1e-9))
                .unwrap_or(10.0 * e)
        } else {
            1.0
        };
        let count = ((hi - lo) / width - 1e-9).ceil().clamp(1.0, 1000.0) as usize;
        Bins {
            start: lo,
            width,
            count,
        }
    }

    /// The x range the bins cover.
    pub(super) fn range(&self) -> (f64, f64) {
        (self.start, self.start + self.width * self.count as f64)
    }

    /// The bin of `x`, if it falls in one (the last bin includes its upper edge).
    fn index(&self, x: f64) -> Option<usize> {
        let (lo, hi) = self.range();
        let slack = self.width * 1e-9;
        if !(x >= lo - slack && x <= hi + slack) {
            return None;
        }
        Some((((x - lo) / self.width).floor().max(0.0) as usize).min(self.count - 1))
    }

    /// How many of `values` fall in each bin.
    pub(super) fn counts(&self, values: &[f64]) -> Vec<f64> {
        let mut c = vec![0.0; self.count];
        for &v in values {
            if let Some(i) = self.index(v) {
                c[i] += 1.0;
            }
        }
        c
    }

    /// The step outline of bars of `heights`, from the axis up and back down.
    pub(super) fn outline(&self, heights: &[f64]) -> Vec<(f64, f64)> {
        let mut points = vec![(self.start, 0.0)];
        for (i, &h) in heights.iter().enumerate() {
            let x0 = self.start + self.width * i as f64;
            points.push((x0, h));
            points.push((x0 + self.width, h));
        }
        points.push((self.start + self.width * heights.len() as f64, 0.0));
        points
    }
}

/// A histogram to draw: each series' values counted in `bins`, the markers `(x, label)` kept
/// where they fall within the bins.
struct Histogram {
    title: String,
    x_label: String,
    bins: Bins,
    series: Vec<(String, Vec<f64>)>,
    markers: Vec<(Option<f64>, String)>,
}

impl Histogram {
    /// The chart, `None` when no series has a value.
    fn chart(self) -> Option<LineChart> {
        if self.series.iter().all(|(_, v)| v.is_empty()) {
            return None;
        }
        let (x0, x1) = self.bins.range();
        let mut top = 0.0f64;
        let series: Vec<Series> = self
            .series
            .iter()
            .enumerate()
            .map(|(i, (name, values))| {
                let counts = self.bins.counts(values);
                top = counts.iter().copied().fold(top, f64::max);
                step_series(i, name, self.bins.outline(&counts))
            })
            .collect();
        let vlines = markers(self.markers, (x0, x1));
        Some(LineChart {
            vlines: vlines.clone(),
            x_range: Some((x0, x1)),
            ..LineChart::lines(
                &self.title,
                (&self.x_label, Scale::Linear),
                ("students", Some((0.0, headroom(top, vlines.len()).ceil()))),
                series,
                SIZE,
            )
        })
    }
}

/// The `i`-th outline of a chart: solid, then dashed, in the palette's colours.
fn step_series(i: usize, name: &str, points: Vec<(f64, f64)>) -> Series {
    Series {
        name: name.into(),
        points,
        style: if i == 0 {
            SeriesStyle::Line
        } else {
            SeriesStyle::Dashed
        },
        color: PALETTE[i % PALETTE.len()],
        errors: None,
    }
}

/// The markers whose value is known and within `range`.
fn markers(list: Vec<(Option<f64>, String)>, (lo, hi): (f64, f64)) -> Vec<(f64, String)> {
    list.into_iter()
        .filter_map(|(x, label)| Some((x.filter(|x| *x >= lo && *x <= hi)?, label)))
        .collect()
}

/// The top of the y axis over data reaching `top`: room above it for `labels` stacked marker
/// labels.
fn headroom(top: f64, labels: usize) -> f64 {
    let top = if top > 0.0 { top } else { 1.0 };
    top * (1.15 + 0.15 * labels as f64)
}

/// A marker for the number at `pointer` of `v`, labelled `name: value`.
fn marker(v: &Value, pointer: &str, name: &str) -> (Option<f64>, String) {
    let x = at(v, pointer);
    (x, format!("{name}: {}", x.map(two).unwrap_or_default()))
}

fn beauty(k: &Knobs, rows: &[Row], summary: &Value, theory: &Value) -> Option<LineChart> {
    let guesses = numbers(rows, None, "number");
    let mean = at(summary, "/mean").map_or_else(String::new, |m| format!(", mean {}", two(m)));
    let mut marks = vec![marker(theory, "/nash", "Nash")];
    for level in 1..=3 {
        marks.push(marker(
            theory,
            &format!("/level_k/{level}"),
            &format!("level {level}"),
        ));
    }
    marks.push(marker(summary, "/target", "the class's target"));
    let title = format!(
        "The class's guesses{mean}, beside the theory: the target is {} of the mean",
        ratio(k.num("p"))
    );
    Histogram {
        title,
        x_label: "guess".into(),
        bins: Bins::new(k.num("lo"), k.num("hi"), false),
        series: vec![("guesses".into(), guesses)],
        markers: marks,
    }
    .chart()
}

fn ultimatum(k: &Knobs, rows: &[Row], theory: &Value) -> Option<LineChart> {
    let pie = k.num("pie");
    Histogram {
        title: format!(
            "Offers and smallest offers accepted, out of a pie of {}",
            short(pie)
        ),
        x_label: "units of the pie".into(),
        bins: Bins::new(0.0, pie, true),
        series: vec![
            (
                "offers (proposers)".into(),
                numbers(rows, Some("proposer"), "offer"),
            ),
            (
                "smallest offer accepted (responders)".into(),
                numbers(rows, Some("responder"), "accept_min"),
            ),
        ],
        markers: vec![marker(theory, "/spe_offer", "subgame-perfect offer")],
    }
    .chart()
}

fn dictator(k: &Knobs, rows: &[Row]) -> Option<LineChart> {
    let pie = k.num("pie");
    let gifts = numbers(rows, None, "give");
    let mean = gifts.iter().sum::<f64>() / gifts.len().max(1) as f64;
    Histogram {
        title: format!(
            "What the dictators gave out of {} (mean {})",
            short(pie),
            two(mean)
        ),
        x_label: "units given".into(),
        bins: Bins::new(0.0, pie, true),
        series: vec![("gifts".into(), gifts)],
        markers: vec![(Some(0.0), "Nash: give 0".into())],
    }
    .chart()
}

fn trust(k: &Knobs, rows: &[Row], theory: &Value) -> Option<LineChart> {
    let e = k.num("endowment").max(1.0);
    let sent: Vec<f64> = numbers(rows, Some("investor"), "send")
        .iter()
        .map(|x| x / e)
        .collect();
    let returned = numbers(rows, Some("trustee"), "return_fraction");
    Histogram {
        title: format!(
            "Shares sent by the investors and returned by the trustees (of {} times what was \
             sent)",
            short(k.num("multiplier"))
        ),
        x_label: "share sent (of the endowment) or returned (of what arrived)".into(),
        bins: Bins::centred(0.0, 1.0, 0.1),
        series: vec![
            (format!("sent, of {}", short(e)), sent),
            ("returned".into(), returned),
        ],
        markers: vec![
            (
                at(theory, "/spe_send").or(Some(0.0)),
                "subgame-perfect: 0".into(),
            ),
            marker(theory, "/break_even_fraction", "return that breaks even"),
        ],
    }
    .chart()
}

fn public_goods(k: &Knobs, rows: &[Row], theory: &Value) -> Option<LineChart> {
    let e = k.num("endowment");
    let all = numbers(rows, None, "contribute");
    let mean = all.iter().sum::<f64>() / all.len().max(1) as f64;
    Histogram {
        title: format!(
            "Contributions to the pot (mean {} of {})",
            two(mean),
            short(e)
        ),
        x_label: "contribution".into(),
        bins: Bins::new(0.0, e, true),
        series: vec![("contributions".into(), all)],
        markers: vec![
            marker(theory, "/dominant_contribution", "Nash (dominant)"),
            marker(theory, "/social_optimum_contribution", "social optimum"),
        ],
    }
    .chart()
}

fn cournot(k: &Knobs, rows: &[Row], theory: &Value) -> Option<LineChart> {
    let all = numbers(rows, None, "quantity");
    let mean = all.iter().sum::<f64>() / all.len().max(1) as f64;
    Histogram {
        title: format!("Quantities the firms produced (mean {})", two(mean)),
        x_label: "quantity".into(),
        bins: Bins::new(0.0, k.num("a"), false),
        series: vec![("quantities".into(), all)],
        markers: vec![
            marker(theory, "/collusion/quantity", "collusion"),
            marker(theory, "/nash/quantity", "Nash"),
            marker(theory, "/competition/quantity", "competition"),
        ],
    }
    .chart()
}

// --- auctions and Blotto -----------------------------------------------------------------------

fn auction(k: &Knobs, rows: &[Row], theory: &Value, second: bool) -> Option<LineChart> {
    let points: Vec<(f64, f64)> = rows
        .iter()
        .filter_map(|r| Some((at(r.private, "/value")?, at(r.decision, "/bid")?)))
        .collect();
    if points.is_empty() {
        return None;
    }
    let (lo, hi) = (k.num("lo"), k.num("hi"));
    let n = at(theory, "/bidders").unwrap_or(k.num("group")).max(1.0);
    let factor = at(theory, "/bid_factor").unwrap_or(if second { 1.0 } else { (n - 1.0) / n });
    let bid = |v: f64| lo + factor * (v - lo);
    let rule = if second {
        "bid your value".to_string()
    } else if lo == 0.0 {
        format!("bid {} of your value", ratio(factor))
    } else {
        format!(
            "bid {} + {}·(value − {})",
            short(lo),
            ratio(factor),
            short(lo)
        )
    };
    let mut series = vec![
        Series {
            name: "the class's bids".into(),
            points,
            style: SeriesStyle::Points,
            color: PALETTE[0],
            errors: None,
        },
        Series {
            name: format!("equilibrium: {rule}"),
            points: vec![(lo, bid(lo)), (hi, bid(hi))],
            style: SeriesStyle::Line,
            color: PALETTE[1],
            errors: None,
        },
    ];
    if !second {
        series.push(Series {
            name: "bidding your value".into(),
            points: vec![(lo, lo), (hi, hi)],
            style: SeriesStyle::Dashed,
            color: PALETTE[7],
            errors: None,
        });
    }
    let kind = if second {
        "second-price"
    } else {
        "first-price"
    };
    Some(LineChart {
        x_range: Some((lo, hi)),
        ..LineChart::lines(
            &format!("Bids against values in the {kind} auction"),
            ("value", Scale::Linear),
            ("bid", Some((lo, hi))),
            series,
            SIZE,
        )
    })
}

fn blotto(k: &Knobs, rows: &[Row], summary: &Value, theory: &Value) -> Option<LineChart> {
    let (fields, units) = (k.num("fields").max(1.0), k.num("units").max(0.0));
    let parts: Vec<f64> = rows
        .iter()
        .filter_map(|r| r.decision.get("allocation")?.as_array())
        .flatten()
        .filter_map(Value::as_f64)
        .collect();
    if parts.is_empty() {
        return None;
    }
    let bins = Bins::centred(0.0, units, 1.0);
    let class: Vec<f64> = bins
        .counts(&parts)
        .iter()
        .map(|c| c / parts.len() as f64)
        .collect();
    let mut top = class.iter().copied().fold(0.0, f64::max);
    let mut series = vec![step_series(0, "the class", bins.outline(&class))];
    let marginals: Vec<Vec<f64>> = theory
        .get("marginals")
        .and_then(Value::as_array)
        .map(|m| {
            m.iter()
                .filter_map(Value::as_array)
                .map(|row| row.iter().map(|p| p.as_f64().unwrap_or(0.0)).collect())
                .collect()
        })
        .unwrap_or_default();
    if !marginals.is_empty() {
        let optimal: Vec<f64> = (0..bins.count)
            .map(|l| {
                let sum: f64 = marginals.iter().filter_map(|m| m.get(l)).sum();
                sum / marginals.len() as f64
            })
            .collect();
        top = optimal.iter().copied().fold(top, f64::max);
        series.push(step_series(
            1,
            "the optimal strategy (the Blotto lab's exact solution)",
            bins.outline(&optimal),
        ));
    }
    let winner = summary
        .pointer("/winners/0/allocation")
        .and_then(Value::as_array)
        .map(|a| {
            let parts: Vec<String> = a.iter().filter_map(Value::as_f64).map(short).collect();
            format!("; the class's winner played {}", parts.join(", "))
        })
        .unwrap_or_default();
    let even = units / fields;
    let (x0, x1) = bins.range();
    Some(LineChart {
        vlines: vec![(even, format!("even split: {}", two(even)))],
        x_range: Some((x0, x1)),
        ..LineChart::lines(
            &format!("Units put on a field by the class and by the optimal strategy{winner}"),
            ("units on a field", Scale::Linear),
            ("share of fields", Some((0.0, headroom(top, 1).min(1.0)))),
            series,
            SIZE,
        )
    })
}
