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
use crate::plot::{line_chart, LineChart, Scale, Series, SeriesStyle};
use serde_json::Value;

/// What a game's history draws: its title, the y axis, each line (its name, the summary's
/// number by JSON pointer, divided by a scale) and the theory's horizontal lines.
struct Plan {
    title: &'static str,
    y_label: &'static str,
    y_range: Option<(f64, f64)>,
    lines: Vec<(String, &'static str, f64)>,
    hlines: Vec<(Option<f64>, String)>,
}

/// A line of the theory at `pointer`, labelled `name: value`.
fn level(theory: &Value, pointer: &str, name: &str) -> (Option<f64>, String) {
    let y = at(theory, pointer);
    (y, format!("{name}: {}", y.map(two).unwrap_or_default()))
}

/// The plan of game `key`'s history, `None` for a game without one.
fn plan(key: &str, k: &Knobs, theory: &Value) -> Option<Plan> {
    let line = |name: &str, pointer: &'static str| (name.to_string(), pointer, 1.0);
    let plan = match key {
        "beauty" => Plan {
            title: "The class's mean guess and its target, round by round, beside the Nash \
                    equilibrium",
            y_label: "guess",
            y_range: Some((k.num("lo"), k.num("hi"))),
            lines: vec![line("mean guess", "/mean"), line("target", "/target")],
            hlines: vec![level(theory, "/nash", "Nash")],
        },
        "ultimatum" => Plan {
            title: "Mean offer and mean smallest offer accepted, round by round",
            y_label: "units of the pie",
            y_range: Some((0.0, k.num("pie"))),
            lines: vec![
                line("mean offer", "/mean_offer"),
                line("mean smallest offer accepted", "/mean_accept_min"),
            ],
            hlines: vec![level(theory, "/spe_offer", "subgame-perfect offer")],
        },
        "dictator" => Plan {
            title: "What the dictators gave on average, round by round",
            y_label: "units given",
            y_range: Some((0.0, k.num("pie"))),
            lines: vec![line("mean gift", "/mean_give")],
            hlines: vec![(Some(0.0), "Nash: 0".into())],
        },
        "trust" => Plan {
            title: "Trust round by round: the mean share sent and the mean fraction returned",
            y_label: "share",
            y_range: Some((0.0, 1.0)),
            lines: vec![
                (
                    "share sent".into(),
                    "/mean_send",
                    k.num("endowment").max(1.0),
                ),
                line("fraction returned", "/mean_return_fraction"),
            ],
            hlines: vec![
                (Some(0.0), "subgame-perfect: 0".into()),
                level(theory, "/break_even_fraction", "return that breaks even"),
            ],
        },
        "public-goods" => Plan {
            title: "Mean contribution to the pot, round by round",
            y_label: "contribution",
            y_range: Some((0.0, k.num("endowment"))),
            lines: vec![line("mean contribution", "/mean_contribution")],
            hlines: vec![
                level(theory, "/dominant_contribution", "Nash (dominant)"),
                level(theory, "/social_optimum_contribution", "social optimum"),
            ],
        },
        "pd" => Plan {
            title: "Cooperation rate, round by round",
            y_label: "share cooperating",
            y_range: Some((0.0, 1.0)),
            lines: vec![line("cooperation rate", "/cooperation_rate")],
            hlines: vec![level(theory, "/cooperation_in_equilibrium", "Nash")],
        },
        "stag-hunt" => Plan {
            title: "Share hunting the stag, round by round",
            y_label: "share hunting the stag",
            y_range: Some((0.0, 1.0)),
            lines: vec![line("share hunting the stag", "/share_stag")],
            hlines: vec![level(theory, "/mixed_stag", "mixed equilibrium")],
        },
        "market-entry" => Plan {
            title: "Entrants, round by round, beside the capacity and the equilibrium's \
                    expected entrants",
            y_label: "entrants",
            y_range: None,
            lines: vec![line("entrants", "/entrants")],
            hlines: vec![
                (
                    Some(k.num("capacity")),
                    format!("capacity: {}", short(k.num("capacity"))),
                ),
                level(theory, "/expected_entrants", "expected in equilibrium"),
            ],
        },
        "auction-first" | "auction-second" => Plan {
            title: "Mean bid as a share of the value, round by round",
            y_label: "bid ÷ value",
            y_range: None,
            lines: vec![line("mean bid ÷ value", "/mean_bid_value_ratio")],
            hlines: vec![level(theory, "/bid_factor", "equilibrium")],
        },
        "cournot" => Plan {
            title: "Mean quantity produced, round by round",
            y_label: "quantity",
            y_range: None,
            lines: vec![line("mean quantity", "/mean_quantity")],
            hlines: vec![
                level(theory, "/collusion/quantity", "collusion"),
                level(theory, "/nash/quantity", "Nash"),
                level(theory, "/competition/quantity", "competition"),
            ],
        },
        "rps" => Plan {
            title: "Shares of rock, paper and scissors, round by round",
            y_label: "share of the class",
            y_range: Some((0.0, 1.0)),
            lines: vec![
                line("rock", "/shares/0"),
                line("paper", "/shares/1"),
                line("scissors", "/shares/2"),
            ],
            hlines: rps_lines(theory),
        },
        _ => return None,
    };
    Some(plan)
}

/// The equilibrium's shares: one line when they are equal, else one per action.
fn rps_lines(theory: &Value) -> Vec<(Option<f64>, String)> {
    let shares: Vec<f64> = (0..3)
        .filter_map(|i| at(theory, &format!("/equilibrium/{i}")))
        .collect();
    match shares.as_slice() {
        [r, p, s] if (r - p).abs() < 1e-12 && (p - s).abs() < 1e-12 => {
            vec![(Some(*r), format!("equilibrium: {} each", ratio(*r)))]
        }
        [_, _, _] => ["rock", "paper", "scissors"]
            .iter()
            .zip(&shares)
            .map(|(name, x)| (Some(*x), format!("equilibrium {name}: {}", ratio(*x))))
            .collect(),
        _ => vec![],
    }
}

/// The history chart of a session's closed rounds (`rounds`: their results, in order),
/// `width` pixels wide; `None` for a game without one or with fewer than two rounds to draw.
pub(super) fn history(key: &str, settings: &Value, rounds: &[Value], width: u32) -> Option<String> {
    if rounds.len() < 2 {
        return None;
    }
    let k = Knobs::new(key, settings);
    let none = Value::Null;
    let theory = rounds.last()?.get("theory").unwrap_or(&none);
    let plan = plan(key, &k, theory)?;
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
            plan.title,
            ("round", Scale::Linear),
            (plan.y_label, y_range),
            series,
            SIZE,
        )
    };
    line_chart(&chart.for_width(width)).ok()
}
