//! Tests of the classroom's games: what every game must do (settings, decisions, seats, bots,
//! summaries and theory that never panic) here, and each game's hand-computed cases and second
//! methods in the files beside.

use super::*;
use crate::rng::Seed;
use serde_json::json;

mod blotto_rps;
mod dilemmas;
mod giving;
mod markets;
mod view_charts;
mod view_forms;
mod words;

/// The checked settings of `key` with `sent` over the defaults.
pub(super) fn settings(key: &str, sent: Value) -> Value {
    game(key).unwrap().settings(&sent).unwrap()
}

/// A closed round's outcome.
pub(super) fn play(key: &str, sent: Value, seats: &[Seat], decisions: &[Value]) -> Outcome {
    game(key)
        .unwrap()
        .outcome(&settings(key, sent), seats, decisions)
}

/// A seat of participant `p`.
pub(super) fn seat(p: i64, role: &str, group: u32) -> Seat {
    Seat::new(Some(p), role, group)
}

/// Seats of one role for participants 1, 2, …: `groups[i]` is seat i's group.
pub(super) fn seats_in(role: &str, groups: &[u32]) -> Vec<Seat> {
    groups
        .iter()
        .enumerate()
        .map(|(i, &g)| seat(i as i64 + 1, role, g))
        .collect()
}

/// Whether two numbers agree to 1e-9.
pub(super) fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * (1.0 + a.abs().max(b.abs()))
}

/// The problem with a decision of `key` at `seat` under default settings.
pub(super) fn refused(key: &str, seat: &Seat, decision: Value) -> Problem {
    game(key)
        .unwrap()
        .decision(&settings(key, json!({})), seat, &decision)
        .unwrap_err()
}

const KEYS: [&str; 13] = [
    "beauty",
    "ultimatum",
    "dictator",
    "trust",
    "public-goods",
    "pd",
    "stag-hunt",
    "market-entry",
    "auction-first",
    "auction-second",
    "cournot",
    "blotto",
    "rps",
];

#[test]
fn the_registry_lists_every_game_in_the_menus_order() {
    let keys: Vec<&str> = games().iter().map(|g| g.key()).collect();
    assert_eq!(keys, KEYS);
    let problem = game("chess").map(|g| g.key()).unwrap_err();
    assert_eq!(problem.field, "game");
    assert!(problem.message.contains("stag-hunt"), "{problem}");
}

#[test]
fn defaults_pass_their_own_check_unchanged() {
    for g in games() {
        let d = g.defaults();
        assert_eq!(g.settings(&d).as_ref(), Ok(&d), "{}", g.key());
        assert_eq!(g.settings(&json!({})).as_ref(), Ok(&d), "{}", g.key());
        assert!(!g.name().is_empty());
    }
    assert_eq!(game("pd").unwrap().defaults()["rounds"], 5);
    assert_eq!(game("rps").unwrap().defaults()["rounds"], 5);
    assert_eq!(game("beauty").unwrap().defaults()["rounds"], 1);
}

#[test]
fn an_unknown_setting_is_refused_by_name() {
    for g in games() {
        let p = g.settings(&json!({ "colour": "red" })).unwrap_err();
        assert_eq!(p.field, "colour", "{}", g.key());
        assert!(p.message.contains("colour"), "{}: {p}", g.key());
    }
}

#[test]
fn a_setting_out_of_range_is_refused_by_name() {
    let cases = [
        ("beauty", json!({ "lo": 10, "hi": 5 }), "hi"),
        ("ultimatum", json!({ "pie": 0 }), "pie"),
        ("dictator", json!({ "pie": 5000 }), "pie"),
        ("trust", json!({ "multiplier": 0 }), "multiplier"),
        ("trust", json!({ "endowment": 0 }), "endowment"),
        ("public-goods", json!({ "group": 1 }), "group"),
        ("public-goods", json!({ "multiplier": -1 }), "multiplier"),
        ("pd", json!({ "temptation": 1e9 }), "temptation"),
        ("stag-hunt", json!({ "hare_hare": 1e7 }), "hare_hare"),
        ("market-entry", json!({ "slope": 0 }), "slope"),
        ("auction-first", json!({ "lo": 100, "hi": 100 }), "hi"),
        ("auction-second", json!({ "group": 1 }), "group"),
        ("cournot", json!({ "c": 60 }), "c"),
        ("blotto", json!({ "fields": 11 }), "fields"),
        ("blotto", json!({ "units": 0 }), "units"),
        ("rps", json!({ "win": 0 }), "win"),
        ("rps", json!({ "loss": 1 }), "loss"),
    ];
    for (key, sent, field) in cases {
        let p = game(key).unwrap().settings(&sent).unwrap_err();
        assert_eq!(p.field, field, "{key} {sent}: {p}");
        assert!(p.message.ends_with('.'), "{p}");
    }
    // The common settings are checked for every game.
    let p = game("pd")
        .unwrap()
        .settings(&json!({ "rounds": 0 }))
        .unwrap_err();
    assert_eq!(p.field, "rounds");
    // A partner matching is read; an unknown one is refused.
    assert_eq!(
        settings("pd", json!({ "matching": "partner" }))["matching"],
        "partner"
    );
    let p = game("pd")
        .unwrap()
        .settings(&json!({ "matching": "friends", "reward": 3 }))
        .unwrap_err();
    assert_eq!(p.field, "matching", "a wrong value names its field: {p}");
    let p = game("beauty")
        .unwrap()
        .settings(&json!({ "p": "two thirds" }))
        .unwrap_err();
    assert_eq!(p.field, "p", "{p}");
}

#[test]
fn a_decision_out_of_range_names_the_field_and_the_range() {
    let p = refused("beauty", &seat(1, "player", 0), json!({ "number": 101 }));
    assert_eq!(p.field, "decision.number");
    assert!(p.message.contains("0 to 100"), "{p}");
    let p = refused("ultimatum", &seat(1, "proposer", 0), json!({ "offer": 11 }));
    assert_eq!(p.field, "decision.offer");
    assert!(p.message.contains("0 to 10"), "{p}");
    let p = refused(
        "ultimatum",
        &seat(1, "proposer", 0),
        json!({ "offer": 2.5 }),
    );
    assert!(p.message.contains("whole number"), "{p}");
    let p = refused(
        "trust",
        &seat(1, "trustee", 0),
        json!({ "return_fraction": 1.5 }),
    );
    assert_eq!(p.field, "decision.return_fraction");
    assert!(p.message.contains("0 to 1"), "{p}");
    let p = refused(
        "pd",
        &seat(1, "player", 0),
        json!({ "action": "cooperate" }),
    );
    assert_eq!(p.field, "decision.action");
    assert!(p.message.contains("\"C\""), "{p}");
    let p = refused(
        "market-entry",
        &seat(1, "player", 0),
        json!({ "enter": "yes" }),
    );
    assert_eq!(p.field, "decision.enter");
    let p = refused("cournot", &seat(1, "firm", 0), json!({ "quantity": -1 }));
    assert_eq!(p.field, "decision.quantity");
    assert!(p.message.contains("0 to 60"), "{p}");
    // A field of another role, or an extra field, is named.
    let p = refused("ultimatum", &seat(1, "responder", 0), json!({ "offer": 3 }));
    assert_eq!(p.field, "decision.offer");
    assert!(p.message.contains("accept_min"), "{p}");
    let p = refused(
        "dictator",
        &seat(1, "dictator", 0),
        json!({ "give": 1, "note": "hi" }),
    );
    assert_eq!(p.field, "decision.note");
    // A seat of a role the game does not have.
    let p = refused("trust", &seat(1, "proposer", 0), json!({ "send": 1 }));
    assert_eq!(p.field, "role");
}

#[test]
fn decisions_are_stored_normalised() {
    let g = game("ultimatum").unwrap();
    let s = settings("ultimatum", json!({}));
    let d = g
        .decision(&s, &seat(1, "proposer", 0), &json!({ "offer": 4.0 }))
        .unwrap();
    assert_eq!(d.to_string(), r#"{"offer":4}"#);
    let d = game("market-entry")
        .unwrap()
        .decision(
            &settings("market-entry", json!({})),
            &seat(1, "player", 0),
            &json!({ "enter": false }),
        )
        .unwrap();
    assert_eq!(d, json!({ "enter": false }));
}

#[test]
fn seats_are_the_same_for_the_same_seed() {
    let class: Vec<i64> = (100..121).collect();
    for g in games() {
        let s = g.defaults();
        let a = g.seats(&s, &class, None, &mut Seed(7).rng());
        let b = g.seats(&s, &class, None, &mut Seed(7).rng());
        assert_eq!(a, b, "{}", g.key());
        // Everyone is seated once.
        let mut seated: Vec<i64> = a.iter().filter_map(|x| x.participant).collect();
        seated.sort_unstable();
        assert_eq!(seated, class, "{}", g.key());
    }
    // Pairs are drawn: another seed seats the class otherwise.
    let g = game("cournot").unwrap();
    let s = g.defaults();
    assert_ne!(
        g.seats(&s, &class, None, &mut Seed(7).rng()),
        g.seats(&s, &class, None, &mut Seed(8).rng())
    );
}

/// Plays a class of `n` with bots of `kind` in every seat.
fn bots_play(g: &dyn GameDyn, n: i64, kind: &str, seed: u64) -> (Vec<Seat>, Vec<Value>, Outcome) {
    let s = g.settings(&json!({ "bot": kind })).unwrap();
    let class: Vec<i64> = (1..=n).collect();
    let mut rng = Seed(seed).rng();
    let seats = g.seats(&s, &class, None, &mut rng);
    let decisions: Vec<Value> = seats.iter().map(|x| g.bot(&s, x, &mut rng)).collect();
    for (x, d) in seats.iter().zip(&decisions) {
        // A bot's decision passes the students' check unchanged.
        assert_eq!(g.decision(&s, x, d).as_ref(), Ok(d), "{} {kind}", g.key());
    }
    let out = g.outcome(&s, &seats, &decisions);
    (seats, decisions, out)
}

#[test]
fn bots_decide_validly_and_no_class_size_makes_a_game_panic() {
    for g in games() {
        for kind in ["equilibrium", "uniform"] {
            for n in [0, 1, 2, 3, 5, 8] {
                let (seats, _, out) = bots_play(*g, n, kind, n as u64 + 3);
                assert_eq!(out.payoffs.len(), seats.len(), "{} n={n}", g.key());
                assert!(out.payoffs.iter().all(|p| p.is_finite()), "{}", g.key());
                assert!(out.summary.is_object(), "{}", g.key());
                let text = out.theory["text"].as_str().unwrap_or_default();
                assert!(text.ends_with('.'), "{} n={n}: {text}", g.key());
            }
        }
    }
}

// --- beauty, the template ------------------------------------------------------------------

#[test]
fn beauty_pays_the_guess_closest_to_two_thirds_of_the_mean() {
    let seats = seats_in("player", &[0, 0, 0]);
    let guesses = [
        json!({ "number": 0 }),
        json!({ "number": 50 }),
        json!({ "number": 100 }),
    ];
    let out = play("beauty", json!({}), &seats, &guesses);
    // Mean 50, target 33.33: 50 is 16.67 away, 0 is 33.33 away, 100 is 66.67 away.
    assert_eq!(out.payoffs, vec![0.0, 10.0, 0.0]);
    assert!(close(out.summary["target"].as_f64().unwrap(), 100.0 / 3.0));
    assert_eq!(out.summary["winning"], json!(50.0));
    assert_eq!(out.theory["nash"], json!(0.0));
    let levels: Vec<f64> = serde_json::from_value(out.theory["level_k"].clone()).unwrap();
    for (got, want) in levels
        .iter()
        .zip([50.0, 100.0 / 3.0, 200.0 / 9.0, 400.0 / 27.0])
    {
        assert!(close(*got, want), "{levels:?}");
    }
}
