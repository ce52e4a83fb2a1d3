//! The classroom's chart over rounds: one number of each closed round's summary (the
//! cooperation rate, the mean contribution, the entrants, the shares of rock, paper and
//! scissors, the mean guess…) drawn round by round, with the theory's value as a horizontal
//! line, for a session of several rounds.
//!
//! Why from the summaries: every game already sums its class up in its `summary`, so a
//! session's history is those numbers read off its closed rounds' results; the theory's lines
//! are the last round's (the class size, and with it the theory, may change between rounds).
//! A game whose rounds have no number worth following (Blotto's allocations) has no history.

use super::short;
use super::view_forms::{ratio, Knobs};
use super::view_parts::{at, two, SIZE};
use crate::i18n::{Args, Catalogue};
use crate::plot::{line_chart, LineChart, Scale, Series, SeriesStyle};
use serde_json::Value;

/// What a game's history draws: its title, the y axis, each line (its name, the summary's
/// number by JSON pointer, divided by a scale) and the theory's horizontal lines.
struct Plan {
    title: String,
    y_label: String,
    y_range: Option<(f64, f64)>,
    lines: Vec<(String, &'static str, f64)>,
    hlines: Vec<(Option<f64>, String)>,
}

/// A line of the theory at `pointer`, labelled `name: value`.
fn level(theory: &Value, pointer: &str, name: String, w: &Catalogue) -> (Option<f64>, String) {
    let y = at(theory, pointer);
    let shown = y.map(|y| w.decimal(&two(y))).unwrap_or_default();
    (y, format!("{name}: {shown}"))
}

/// The plan of game `key`'s history in the language of `w`, `None` for a game without one.
fn plan(key: &str, k: &Knobs, theory: &Value, w: &Catalogue) -> Option<Plan> {
    let line = |name: String, pointer: &'static str| (name, pointer, 1.0);
    let nash = || w.msg("class-history-nash");
    let plan = match key {
        "beauty" => Plan {
            title: w.msg("class-history-beauty"),
            y_label: w.msg("class-history-guess"),
            y_range: Some((k.num("lo"), k.num("hi"))),
            lines: vec![
                line(w.msg("class-history-mean-guess"), "/mean"),
                line(w.msg("class-history-target"), "/target"),
            ],
            hlines: vec![level(theory, "/nash", nash(), w)],
        },
        "ultimatum" => Plan {
            title: w.msg("class-history-ultimatum"),
            y_label: w.msg("class-history-units-of-pie"),
            y_range: Some((0.0, k.num("pie"))),
            lines: vec![
                line(w.msg("class-history-mean-offer"), "/mean_offer"),
                line(w.msg("class-history-mean-accept-min"), "/mean_accept_min"),
            ],
            hlines: vec![level(
                theory,
                "/spe_offer",
                w.msg("class-history-spe-offer"),
                w,
            )],
        },
        "dictator" => Plan {
            title: w.msg("class-history-dictator"),
            y_label: w.msg("class-history-units-given"),
            y_range: Some((0.0, k.num("pie"))),
            lines: vec![line(w.msg("class-history-mean-gift"), "/mean_give")],
            hlines: vec![(Some(0.0), w.msg("class-history-nash-zero"))],
        },
        "trust" => Plan {
            title: w.msg("class-history-trust"),
            y_label: w.msg("class-history-share"),
            y_range: Some((0.0, 1.0)),
            lines: vec![
                (
                    w.msg("class-history-share-sent"),
                    "/mean_send",
                    k.num("endowment").max(1.0),
                ),
                line(
                    w.msg("class-history-fraction-returned"),
                    "/mean_return_fraction",
                ),
            ],
            hlines: vec![
                (Some(0.0), w.msg("class-history-spe-zero")),
                level(
                    theory,
                    "/break_even_fraction",
                    w.msg("class-history-break-even"),
                    w,
                ),
            ],
        },
        "public-goods" => Plan {
            title: w.msg("class-history-public-goods"),
            y_label: w.msg("class-history-contribution"),
            y_range: Some((0.0, k.num("endowment"))),
            lines: vec![line(
                w.msg("class-history-mean-contribution"),
                "/mean_contribution",
            )],
            hlines: vec![
                level(
                    theory,
                    "/dominant_contribution",
                    w.msg("class-history-nash-dominant"),
                    w,
                ),
                level(
                    theory,
                    "/social_optimum_contribution",
                    w.msg("class-history-social-optimum"),
                    w,
                ),
            ],
        },
        "pd" => Plan {
            title: w.msg("class-history-pd"),
            y_label: w.msg("class-history-share-cooperating"),
            y_range: Some((0.0, 1.0)),
            lines: vec![line(
                w.msg("class-history-cooperation-rate"),
                "/cooperation_rate",
            )],
            hlines: vec![level(theory, "/cooperation_in_equilibrium", nash(), w)],
        },
        "stag-hunt" => Plan {
            title: w.msg("class-history-stag-hunt"),
            y_label: w.msg("class-history-share-stag"),
            y_range: Some((0.0, 1.0)),
            lines: vec![line(w.msg("class-history-share-stag"), "/share_stag")],
            hlines: vec![level(
                theory,
                "/mixed_stag",
                w.msg("class-history-mixed-equilibrium"),
                w,
            )],
        },
        "market-entry" => Plan {
            title: w.msg("class-history-market-entry"),
            y_label: w.msg("class-history-entrants"),
            y_range: None,
            lines: vec![line(w.msg("class-history-entrants"), "/entrants")],
            hlines: vec![
                (
                    Some(k.num("capacity")),
                    w.msg_with(
                        "class-history-capacity",
                        &Args::new().text("c", w.decimal(&short(k.num("capacity")))),
                    ),
                ),
                level(
                    theory,
                    "/expected_entrants",
                    w.msg("class-history-expected-entrants"),
                    w,
                ),
            ],
        },
        "auction-first" | "auction-second" => Plan {
            title: w.msg("class-history-auction"),
            y_label: w.msg("class-history-bid-value"),
            y_range: None,
            lines: vec![line(
                w.msg("class-history-mean-bid-value"),
                "/mean_bid_value_ratio",
            )],
            hlines: vec![level(
                theory,
                "/bid_factor",
                w.msg("class-history-equilibrium"),
                w,
            )],
        },
        "cournot" => Plan {
            title: w.msg("class-history-cournot"),
            y_label: w.msg("class-history-quantity"),
            y_range: None,
            lines: vec![line(w.msg("class-history-mean-quantity"), "/mean_quantity")],
            hlines: vec![
                level(
                    theory,
                    "/collusion/quantity",
                    w.msg("class-history-collusion"),
                    w,
                ),
                level(theory, "/nash/quantity", nash(), w),
                level(
                    theory,
                    "/competition/quantity",
                    w.msg("class-history-competition"),
                    w,
                ),
            ],
        },
        "rps" => Plan {
            title: w.msg("class-history-rps"),
            y_label: w.msg("class-history-share-of-class"),
            y_range: Some((0.0, 1.0)),
            lines: vec![
                line(w.msg("class-history-rock"), "/shares/0"),
                line(w.msg("class-history-paper"), "/shares/1"),
                line(w.msg("class-history-scissors"), "/shares/2"),
            ],
            hlines: rps_lines(theory, w),
        },
        _ => return None,
    };
    Some(plan)
}

/// The equilibrium's shares: one line when they are equal, else one per action.
fn rps_lines(theory: &Value, w: &Catalogue) -> Vec<(Option<f64>, String)> {
    let shares: Vec<f64> = (0..3)
        .filter_map(|i| at(theory, &format!("/equilibrium/{i}")))
        .collect();
    match shares.as_slice() {
        [r, p, s] if (r - p).abs() < 1e-12 && (p - s).abs() < 1e-12 => {
            let each = Args::new().text("share", w.decimal(&ratio(*r)));
            vec![(
                Some(*r),
                w.msg_with("class-history-equilibrium-each", &each),
            )]
        }
        [_, _, _] => [
            w.msg("class-history-rock"),
            w.msg("class-history-paper"),
            w.msg("class-history-scissors"),
        ]
        .into_iter()
        .zip(&shares)
        .map(|(name, x)| {
            let args = Args::new()
                .text("action", name)
                .text("share", w.decimal(&ratio(*x)));
            (
                Some(*x),
                w.msg_with("class-history-equilibrium-action", &args),
            )
        })
        .collect(),
        _ => vec![],
    }
}

/// The history chart of a session's closed rounds (`rounds`: their results, in order),
/// `width` pixels wide, in the language of `w`; `None` for a game without one or with fewer than
/// two rounds to draw.
pub(super) fn history(
    key: &str,
    settings: &Value,
    rounds: &[Value],
    width: u32,
    w: &Catalogue,
) -> Option<String> {
    if rounds.len() < 2 {
        return None;
    }
    let k = Knobs::new(key, settings);
    let none = Value::Null;
    let theory = rounds.last()?.get("theory").unwrap_or(&none);
    let plan = plan(key, &k, theory, w)?;
    let lines: Vec<Series> = plan
        .lines
        .iter()
        .enumerate()
        .map(|(i, (name, pointer, scale))| {
            let points = rounds
                .iter()
                .enumerate()
                .filter_map(|(n, r)| {
                    let x = at(r, "/round").unwrap_or(n as f64 + 1.0);
                    let y = at(r.get("summary")?, pointer)? / scale;
                    Some((x, y))
                })
                .collect();
            Series::nth(i, name.clone(), points)
        })
        .collect();
    if lines.iter().all(|s| s.points.len() < 2) {
        return None;
    }
    // A dot on each round, kept out of the legend, so the rounds read as the steps they are.
    let dots = lines.iter().map(|s| Series {
        name: String::new(),
        style: SeriesStyle::Points,
        ..s.clone()
    });
    let series: Vec<Series> = lines.iter().cloned().chain(dots).collect();
    let inside = |y: f64| plan.y_range.is_none_or(|(lo, hi)| y >= lo && y <= hi);
    let hlines: Vec<(f64, String)> = plan
        .hlines
        .into_iter()
        .filter_map(|(y, label)| Some((y.filter(|y| inside(*y))?, label)))
        .collect();
    // Without a range of its own, the axis runs from 0 to above the highest line.
    let y_range = plan.y_range.or_else(|| {
        let ys = series.iter().flat_map(|s| s.points.iter().map(|p| p.1));
        let top = ys.chain(hlines.iter().map(|h| h.0)).fold(0.0, f64::max);
        Some((0.0, if top > 0.0 { top * 1.1 } else { 1.0 }))
    });
    let chart = LineChart {
        hlines,
        ..LineChart::lines(
            &plan.title,
            (&w.msg("class-history-round"), Scale::Linear),
            (&plan.y_label, y_range),
            series,
            SIZE,
        )
    };
    line_chart(&chart.for_width(width)).ok()
}
