//! The results charts (`view::chart`) and the chart over rounds (`view_charts::history`), on
//! results the games produce themselves.

use super::super::view::chart;
use super::super::view::history;
use super::super::view_charts::Bins;
use super::*;
use crate::plot::svg_text::{root_attr, texts};

/// A closed round of `key` played by uniform bots in a class of `n`, its results assembled as
/// the API gives them to the class: the checked settings and the results.
fn round(key: &str, sent: Value, n: i64, seed: u64, number: u32) -> (Value, Value) {
    let g = game(key).unwrap();
    let mut sent = sent;
    sent["bot"] = json!("uniform");
    let s = g.settings(&sent).unwrap();
    let class: Vec<i64> = (1..=n).collect();
    let mut rng = Seed(seed).rng();
    let seats = g.seats(&s, &class, None, &mut rng);
    let decisions: Vec<Value> = seats.iter().map(|x| g.bot(&s, x, &mut rng)).collect();
    let out = g.outcome(&s, &seats, &decisions);
    let list: Vec<Value> = seats
        .iter()
        .zip(&decisions)
        .zip(&out.payoffs)
        .map(|((seat, d), pay)| {
            json!({
                "role": seat.role,
                "group": seat.group,
                "private": seat.private,
                "decision": d,
                "payoff": pay,
                "by_bot": true,
            })
        })
        .collect();
    let results = json!({
        "round": number,
        "decisions": list,
        "summary": out.summary,
        "theory": out.theory,
    });
    (s, results)
}

/// Every text of an SVG joined by spaces (a wrapped title reads whole again).
fn words(svg: &str) -> String {
    texts(svg)
        .iter()
        .map(|t| t.content.replace("&apos;", "'").replace("&quot;", "\""))
        .collect::<Vec<_>>()
        .join(" ")
}

/// What each game's chart must show of the theory under default settings.
fn markers(key: &str) -> &'static [&'static str] {
    match key {
        "beauty" => &[
            "Nash: 0",
            "level 1: 33.33",
            "level 2: 22.22",
            "level 3: 14.81",
            "the class's target",
        ],
        "ultimatum" => &[
            "subgame-perfect offer: 1",
            "offers (proposers)",
            "smallest offer accepted",
        ],
        "dictator" => &["Nash: give 0"],
        "trust" => &["subgame-perfect: 0", "return that breaks even: 0.33"],
        "public-goods" => &["Nash (dominant): 0", "social optimum: 20"],
        "pd" => &[
            "Nash equilibrium everyone defects",
            "Cooperate (C)",
            "Defect (D)",
        ],
        "stag-hunt" => &[
            "both play stag",
            "each plays stag with probability 3/4",
            "hare is risk-dominant",
        ],
        "market-entry" => &[
            "entered a market with room for 4",
            "entrants expected",
            "Pure equilibria",
        ],
        "auction-first" => &[
            "equilibrium: bid 1/2 of your value",
            "bidding your value",
            "the class's bids",
        ],
        "auction-second" => &["equilibrium: bid your value"],
        "cournot" => &["Nash: 16", "collusion: 12", "competition: 24"],
        "blotto" => &[
            "the optimal strategy",
            "even split: 3.33",
            "the class's winner played",
        ],
        _ => &[
            "Equilibrium: each with probability 1/3",
            "Rock",
            "Paper",
            "Scissors",
        ],
    }
}

#[test]
fn every_games_chart_shows_the_class_beside_the_theory() {
    for key in KEYS {
        let (s, results) = round(key, json!({}), 12, 3, 1);
        for width in [640, 300] {
            let svg = chart(key, &s, &results, width).unwrap_or_else(|| panic!("{key}"));
            assert!(svg.starts_with("<svg"), "{key}");
            assert_eq!(root_attr(&svg, "width"), f64::from(width), "{key}");
            let text = words(&svg);
            for m in markers(key) {
                assert!(text.contains(m), "{key} at {width}: “{m}” not in {text}");
            }
        }
    }
}

#[test]
fn the_bars_count_the_classs_choices() {
    for (key, field, value, label) in [
        ("pd", "action", json!("C"), "Cooperate (C)"),
        ("stag-hunt", "action", json!("hare"), "Hare"),
        ("market-entry", "enter", json!(true), "Enter"),
        ("rps", "action", json!("P"), "Paper"),
    ] {
        let (s, results) = round(key, json!({}), 17, 9, 1);
        let n = results["decisions"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|d| d["decision"][field] == value)
            .count();
        let svg = chart(key, &s, &results, 500).unwrap();
        let text = words(&svg);
        assert!(text.contains(&format!("{label}: {n}")), "{key}: {text}");
    }
}

#[test]
fn the_markers_follow_the_settings() {
    let cases = [
        (
            "cournot",
            json!({ "a": 100, "c": 10 }),
            vec!["Nash: 30", "collusion: 22.5", "competition: 45"],
        ),
        (
            "beauty",
            json!({ "p": 0.5, "c": 10 }),
            vec!["Nash: 10", "level 1: 30"],
        ),
        (
            "auction-first",
            json!({ "group": 4 }),
            vec!["equilibrium: bid 3/4 of your value"],
        ),
        (
            "auction-first",
            json!({ "lo": 20 }),
            vec!["equilibrium: bid 20 + 1/2·(value − 20)"],
        ),
        (
            "public-goods",
            json!({ "endowment": 50 }),
            vec!["social optimum: 50"],
        ),
        (
            "ultimatum",
            json!({ "pie": 100 }),
            vec!["subgame-perfect offer: 1"],
        ),
        (
            "rps",
            json!({ "win": 2, "loss": -1 }),
            vec!["Equilibrium: each with probability 1/3"],
        ),
    ];
    for (key, sent, want) in cases {
        let (s, results) = round(key, sent.clone(), 10, 4, 1);
        let text = words(&chart(key, &s, &results, 640).unwrap());
        for m in want {
            assert!(text.contains(m), "{key} {sent}: “{m}” not in {text}");
        }
    }
}

#[test]
fn no_decisions_no_chart_and_odd_results_never_panic() {
    for key in KEYS {
        let (s, results) = round(key, json!({}), 0, 1, 1);
        assert_eq!(chart(key, &s, &results, 640), None, "{key}");
        let odd = [
            json!({}),
            json!(null),
            json!({ "decisions": "many" }),
            json!({ "decisions": [1, null, { "decision": 5 }] }),
            json!({ "decisions": [{ "decision": { "number": "x", "action": 5, "enter": "y",
                "bid": null, "allocation": "3,3,4", "give": [] } }] }),
            json!({ "decisions": [{ "decision": {} }], "summary": 3, "theory": [] }),
        ];
        for results in odd {
            assert_eq!(chart(key, &s, &results, 640), None, "{key} {results}");
        }
        // Decisions without their summary or theory still draw, without the theory's marks.
        let (_, full) = round(key, json!({}), 6, 2, 1);
        let bare = json!({ "decisions": full["decisions"] });
        assert!(chart(key, &s, &bare, 640).is_some(), "{key}");
        assert!(chart(key, &json!({}), &bare, 640).is_some(), "{key}");
    }
    let (s, results) = round("beauty", json!({}), 5, 1, 1);
    assert_eq!(chart("chess", &s, &results, 640), None);
}

#[test]
fn histogram_bins_are_whole_numbers_or_round_widths() {
    // Whole numbers over a small range: one bin centred on each.
    let b = Bins::new(0.0, 10.0, true);
    assert_eq!(b.range(), (-0.5, 10.5));
    let c = b.counts(&[0.0, 0.0, 3.0, 10.0, 11.0, -1.0]);
    assert_eq!(c.len(), 11);
    assert_eq!(
        (c[0], c[3], c[10], c.iter().sum::<f64>()),
        (2.0, 1.0, 1.0, 4.0)
    );
    // A continuous range: about 20 bins of a round width, the top value in the last.
    let b = Bins::new(0.0, 100.0, false);
    assert_eq!(b.range(), (0.0, 100.0));
    let c = b.counts(&[0.0, 4.99, 5.0, 33.3, 100.0]);
    assert_eq!(c.len(), 20);
    assert_eq!((c[0], c[1], c[6], c[19]), (2.0, 1.0, 1.0, 1.0));
    let b = Bins::new(0.0, 60.0, false);
    assert_eq!(b.range(), (0.0, 60.0));
    assert_eq!(b.counts(&[16.0]).len(), 12);
    let b = Bins::new(0.0, 1000.0, true);
    assert_eq!(b.counts(&[999.0]).len(), 20);
    // Shares in tenths (the trust game).
    let b = Bins::centred(0.0, 1.0, 0.1);
    let c = b.counts(&[0.0, 0.1, 0.3, 0.7, 1.0, 0.66]);
    assert_eq!(c.len(), 11);
    assert_eq!((c[0], c[1], c[3], c[7], c[10]), (1.0, 1.0, 1.0, 2.0, 1.0));
    // The outline goes up and down each bar, from and back to the axis.
    let b = Bins::centred(0.0, 2.0, 1.0);
    assert_eq!(
        b.outline(&[1.0, 0.0, 2.0]),
        vec![
            (-0.5, 0.0),
            (-0.5, 1.0),
            (0.5, 1.0),
            (0.5, 0.0),
            (1.5, 0.0),
            (1.5, 2.0),
            (2.5, 2.0),
            (2.5, 0.0),
        ]
    );
}

#[test]
fn the_history_follows_a_number_over_rounds_beside_the_theory() {
    let cases = [
        ("pd", "cooperation rate", "Nash: 0"),
        ("public-goods", "mean contribution", "social optimum: 20"),
        ("market-entry", "entrants", "capacity: 4"),
        ("rps", "scissors", "equilibrium: 1/3 each"),
        ("beauty", "mean guess", "Nash: 0"),
        (
            "stag-hunt",
            "share hunting the stag",
            "mixed equilibrium: 0.75",
        ),
        ("cournot", "mean quantity", "Nash: 16"),
        ("trust", "fraction returned", "subgame-perfect: 0"),
        ("auction-first", "mean bid ÷ value", "equilibrium: 0.5"),
    ];
    for (key, line, theory) in cases {
        let rounds: Vec<Value> = (1..=4)
            .map(|r| round(key, json!({}), 12, r, r as u32).1)
            .collect();
        let s = settings(key, json!({}));
        let svg = history(key, &s, &rounds, 640).unwrap_or_else(|| panic!("{key}"));
        let text = words(&svg);
        assert!(
            text.contains(line) && text.contains(theory),
            "{key}: {text}"
        );
        assert!(text.contains("round"), "{key}: {text}");
        // One round, or a game without a history: nothing to draw.
        assert_eq!(history(key, &s, &rounds[..1], 640), None, "{key}");
    }
    let rounds: Vec<Value> = (1..=3)
        .map(|r| round("blotto", json!({}), 6, r, r as u32).1)
        .collect();
    assert_eq!(
        history("blotto", &settings("blotto", json!({})), &rounds, 640),
        None
    );
    // Rounds whose summaries lack the number are skipped; too few left, no chart.
    let s = settings("pd", json!({}));
    let empty = vec![
        json!({ "round": 1 }),
        json!({ "round": 2, "summary": {} }),
        json!(null),
    ];
    assert_eq!(history("pd", &s, &empty, 640), None);
    assert_eq!(history("chess", &s, &empty, 640), None);
}

#[test]
fn the_history_speaks_polish() {
    let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
    for key in ["pd", "market-entry", "rps", "trust", "auction-first"] {
        let rounds: Vec<Value> = (1..=3)
            .map(|r| round(key, json!({}), 12, r, r as u32).1)
            .collect();
        let s = settings(key, json!({}));
        let english = history(key, &s, &rounds, 640).unwrap();
        let polish = super::super::view::history_in(key, &s, &rounds, 640, &pl).unwrap();
        assert_ne!(english, polish, "{key}");
        assert!(!words(&polish).contains('⟨'), "{key}");
        assert!(words(&polish).contains("runda"), "{key}");
    }
}
