//! The decision screens (`view::form`), reading what was typed (`view::read`) and decisions in
//! words (`view::describe`), for every role of every game, against the game's own check.

use super::super::view::{describe, form, read, Form, Input};
use super::*;

/// The checked settings of `key` (from `sent`) and one seat of each of its roles, drawn by the
/// game for a class of 7.
fn roles_of(key: &str, sent: Value) -> (Value, Vec<Seat>) {
    let g = game(key).unwrap();
    let s = g.settings(&sent).unwrap();
    let class: Vec<i64> = (1..=7).collect();
    let mut one_each: Vec<Seat> = Vec::new();
    for x in g.seats(&s, &class, None, &mut Seed(5).rng()) {
        if !one_each.iter().any(|o| o.role == x.role) {
            one_each.push(x);
        }
    }
    (s, one_each)
}

/// Valid texts for a screen: a number inside the range (a whole one for whole fields, else
/// one with a decimal comma and spaces around), the first choice's JSON text, an allocation
/// of the units as even as can be with mixed separators.
fn typed(form: &Form) -> Vec<String> {
    form.inputs
        .iter()
        .map(|input| match input {
            Input::Number { lo, hi, step, .. } if *step == 1.0 => {
                short((lo + (hi - lo) / 3.0).round())
            }
            Input::Number { lo, hi, .. } => {
                format!(" {} ", short(lo + (hi - lo) * 0.375).replace('.', ","))
            }
            Input::Choice { options, .. } => options[0].0.to_string(),
            Input::Allocation { fields, units, .. } => (0..*fields)
                .map(|k| (units / fields + u32::from(k < units % fields)).to_string())
                .collect::<Vec<_>>()
                .join(if *fields % 2 == 0 { "; " } else { ", " }),
        })
        .collect()
}

/// Settings other than the defaults, to see the screens follow them.
fn other_settings(key: &str) -> Value {
    match key {
        "beauty" => json!({ "p": 0.5, "lo": 10, "hi": 50, "c": 4 }),
        "ultimatum" | "dictator" => json!({ "pie": 20 }),
        "trust" => json!({ "endowment": 7, "multiplier": 2.5, "trustee_endowment": 3 }),
        "public-goods" => json!({ "group": 3, "endowment": 12, "multiplier": 2 }),
        "pd" => json!({ "reward": 4, "matching": "partner" }),
        "stag-hunt" => json!({ "stag_stag": 9 }),
        "market-entry" => json!({ "capacity": 2, "slope": 1.5 }),
        "auction-first" | "auction-second" => json!({ "group": 3, "lo": 20, "hi": 80 }),
        "cournot" => json!({ "a": 100, "c": 10 }),
        "blotto" => json!({ "fields": 4, "units": 13 }),
        _ => json!({ "win": 2, "loss": -1 }),
    }
}

#[test]
fn every_role_of_every_game_has_a_screen_in_whole_sentences() {
    let roles = |key: &str| -> Vec<&str> {
        match key {
            "ultimatum" => vec!["proposer", "responder"],
            "dictator" => vec!["dictator"],
            "trust" => vec!["investor", "trustee"],
            "auction-first" | "auction-second" => vec!["bidder"],
            "cournot" => vec!["firm"],
            _ => vec!["player"],
        }
    };
    for key in KEYS {
        for sent in [json!({}), other_settings(key)] {
            let (s, seats) = roles_of(key, sent);
            let mut seen: Vec<&str> = seats.iter().map(|x| x.role.as_str()).collect();
            seen.sort_unstable();
            assert_eq!(seen, roles(key), "{key}");
            for seat in &seats {
                let f = form(key, &s, seat);
                assert!(!f.inputs.is_empty(), "{key} {}", seat.role);
                let p = &f.prompt;
                assert!(p.ends_with('.') || p.ends_with('?'), "{key}: {p}");
                assert!(p.chars().next().unwrap().is_uppercase(), "{key}: {p}");
                assert!(!p.contains("NaN") && !p.contains('{'), "{key}: {p}");
            }
        }
    }
}

#[test]
fn a_valid_typed_screen_is_a_decision_the_game_accepts() {
    for key in KEYS {
        let g = game(key).unwrap();
        for sent in [json!({}), other_settings(key)] {
            let (s, seats) = roles_of(key, sent.clone());
            for seat in &seats {
                let f = form(key, &s, seat);
                let texts = typed(&f);
                let d = read(&f, &texts).unwrap_or_else(|p| panic!("{key} {texts:?}: {p}"));
                // Accepted, and stored as read (a whole guess may be stored as 25.0).
                let stored = g
                    .decision(&s, seat, &d)
                    .unwrap_or_else(|p| panic!("{key} {sent} {d}: {p}"));
                assert_eq!(describe(&stored), describe(&d), "{key} {sent}");
                // Every choice offered is one the game takes.
                for (i, input) in f.inputs.iter().enumerate() {
                    if let Input::Choice { options, .. } = input {
                        for (value, _) in options {
                            let mut t = texts.clone();
                            t[i] = value.to_string();
                            let d = read(&f, &t).unwrap();
                            assert_eq!(g.decision(&s, seat, &d), Ok(d.clone()), "{key}");
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn a_number_out_of_range_is_refused_naming_the_field_like_the_game() {
    let mut checked = 0;
    for key in KEYS {
        let g = game(key).unwrap();
        let (s, seats) = roles_of(key, json!({}));
        for seat in &seats {
            let f = form(key, &s, seat);
            let Some(Input::Number {
                field,
                lo,
                hi,
                step,
                ..
            }) = f.inputs.first()
            else {
                continue;
            };
            let name = format!("decision.{field}");
            let range = format!("from {} to {}", short(*lo), short(*hi));
            for x in [hi + 1.0, lo - 1.0, hi + 0.5] {
                let p = read(&f, &[short(x)]).unwrap_err();
                assert_eq!(p.field, name, "{key} {x}: {p}");
                assert!(
                    p.message.contains("outside") && p.message.contains(&range),
                    "{p}"
                );
                // The game refuses the same number under the same name.
                let ours = json!({ field.as_str(): x });
                assert_eq!(g.decision(&s, seat, &ours).unwrap_err().field, name);
            }
            let p = read(&f, &["lots".into()]).unwrap_err();
            assert_eq!(p.field, name);
            assert!(p.message.contains("“lots” is not a number"), "{p}");
            let p = read(&f, &["  ".into()]).unwrap_err();
            assert_eq!(p.field, name);
            if *step == 1.0 {
                let p = read(&f, &["1,5".into()]).unwrap_err();
                assert!(p.message.contains("not a whole number"), "{key}: {p}");
            }
            checked += 1;
        }
    }
    // beauty, 2 ultimatum, dictator, 2 trust, public goods, 2 auctions, cournot.
    assert_eq!(checked, 10);
}

#[test]
fn numbers_are_read_leniently_and_sent_as_integers_when_whole() {
    let (s, seats) = roles_of("beauty", json!({}));
    let f = form("beauty", &s, &seats[0]);
    assert_eq!(read(&f, &[" 33,5 ".into()]), Ok(json!({ "number": 33.5 })));
    assert_eq!(
        read(&f, &["7".into()]).unwrap().to_string(),
        r#"{"number":7}"#
    );
    assert_eq!(
        read(&f, &["7.0".into()]).unwrap().to_string(),
        r#"{"number":7}"#
    );
    let (s, seats) = roles_of("beauty", json!({ "lo": -10 }));
    let f = form("beauty", &s, &seats[0]);
    assert_eq!(read(&f, &["−2,25".into()]), Ok(json!({ "number": -2.25 })));
    for bad in ["inf", "NaN", "1,2,3", "3 4"] {
        let p = read(&f, &[bad.into()]).unwrap_err();
        assert_eq!(p.field, "decision.number", "{bad}");
    }
}

#[test]
fn choices_are_read_by_their_json_text_their_value_or_their_words() {
    let (s, seats) = roles_of("pd", json!({}));
    let f = form("pd", &s, &seats[0]);
    assert_eq!(read(&f, &["\"D\"".into()]), Ok(json!({ "action": "D" })));
    assert_eq!(read(&f, &[" C ".into()]), Ok(json!({ "action": "C" })));
    assert_eq!(
        read(&f, &["defect (d)".into()]),
        Ok(json!({ "action": "D" }))
    );
    let p = read(&f, &["\"cooperate\"".into()]).unwrap_err();
    assert_eq!(p.field, "decision.action");
    assert!(p.message.contains("Cooperate (C) (\"C\")"), "{p}");
    let (s, seats) = roles_of("market-entry", json!({}));
    let f = form("market-entry", &s, &seats[0]);
    assert_eq!(read(&f, &["true".into()]), Ok(json!({ "enter": true })));
    assert_eq!(
        read(&f, &["Stay out".into()]),
        Ok(json!({ "enter": false }))
    );
    assert_eq!(
        read(&f, &["\"true\"".into()]).unwrap_err().field,
        "decision.enter"
    );
    assert_eq!(read(&f, &["".into()]).unwrap_err().field, "decision.enter");
}

#[test]
fn an_allocation_is_read_from_numbers_and_checked_like_blotto_does() {
    let (s, seats) = roles_of("blotto", json!({}));
    let g = game("blotto").unwrap();
    let f = form("blotto", &s, &seats[0]);
    assert_eq!(
        read(&f, &["4;3 3".into()]),
        Ok(json!({ "allocation": [4, 3, 3] }))
    );
    assert_eq!(
        read(&f, &[" 10, 0, 0 ".into()]),
        Ok(json!({ "allocation": [10, 0, 0] }))
    );
    for (text, says) in [
        ("3, 3", "yours has 2 numbers"),
        ("", "yours has none"),
        ("5, 5, 5", "add up to 15"),
        ("3, 3, x", "“x” is not a whole number"),
        ("2.5, 2.5, 5", "“2.5” is not a whole number"),
        ("-1, 6, 5", "“-1” is not a whole number"),
    ] {
        let p = read(&f, &[text.into()]).unwrap_err();
        assert_eq!(p.field, "decision.allocation", "{text}");
        assert!(p.message.contains(says), "{text}: {p}");
    }
    // The game names the same field for the same mistake.
    let p = g
        .decision(&s, &seats[0], &json!({ "allocation": [5, 5, 5] }))
        .unwrap_err();
    assert_eq!(p.field, "decision.allocation");
}

#[test]
fn the_screens_say_the_sessions_numbers() {
    let says = |key: &str, sent: Value, role: &str, parts: &[&str]| {
        let (s, seats) = roles_of(key, sent);
        let seat = seats.iter().find(|x| x.role == role).unwrap();
        let p = form(key, &s, seat).prompt;
        for part in parts {
            assert!(p.contains(part), "{key} {role}: “{part}” not in: {p}");
        }
        p
    };
    says(
        "beauty",
        json!({}),
        "player",
        &[
            "closest to 2/3 of the average",
            "Choose a number from 0 to 100.",
        ],
    );
    says(
        "beauty",
        json!({ "p": 0.5, "c": 4 }),
        "player",
        &["1/2 of (the average of all the numbers + 4)"],
    );
    says(
        "beauty",
        json!({ "p": 1.5, "hi": 50 }),
        "player",
        &["3/2 times", "from 0 to 50"],
    );
    says(
        "ultimatum",
        json!({ "pie": 20 }),
        "proposer",
        &["proposer", "pie of 20", "0 to 20"],
    );
    says(
        "ultimatum",
        json!({}),
        "responder",
        &["smallest offer you accept"],
    );
    says(
        "trust",
        json!({ "multiplier": 2.5 }),
        "investor",
        &["you have 10", "becomes 2.5"],
    );
    says("trust", json!({}), "trustee", &["fraction", "from 0 to 1"]);
    says(
        "public-goods",
        json!({}),
        "player",
        &["group of 4", "multiplied by 1.6", "0 to 20"],
    );
    says(
        "pd",
        json!({}),
        "player",
        &["each get 3", "1 each", "gets 5", "cooperator 0", "afresh"],
    );
    says(
        "pd",
        json!({ "matching": "partner" }),
        "player",
        &["the same partner"],
    );
    says(
        "stag-hunt",
        json!({}),
        "player",
        &["each get 4", "alone gets you 0"],
    );
    says(
        "market-entry",
        json!({}),
        "player",
        &[
            "(7 players)",
            "room for 4",
            "10 + 2 × (4 −",
            "Staying out earns 10",
        ],
    );
    says(
        "cournot",
        json!({}),
        "firm",
        &["60 minus the total", "costs you 12", "from 0 to 60"],
    );
    says(
        "blotto",
        json!({ "fields": 4, "units": 13 }),
        "player",
        &["13 units over 4 fields", "Give 4 whole numbers"],
    );
    says(
        "rps",
        json!({ "win": 2 }),
        "player",
        &["A win pays 2", "loss -1"],
    );
    // A bidder is told their own value, and the price rule of their auction.
    let (s, seats) = roles_of("auction-first", json!({}));
    let v = seats[0].private["value"].as_f64().unwrap();
    let p = form("auction-first", &s, &seats[0]).prompt;
    assert!(p.contains(&format!("worth {} to you", short(v))), "{p}");
    assert!(p.contains("pays its own bid"), "{p}");
    let p = says(
        "auction-second",
        json!({ "group": 3 }),
        "bidder",
        &["one of 3 bidders"],
    );
    assert!(p.contains("second-highest bid"), "{p}");
}

#[test]
fn an_unknown_game_or_role_has_nothing_to_decide_and_reads_nothing() {
    let s = json!({});
    let f = form("chess", &s, &seat(1, "player", 0));
    assert!(f.inputs.is_empty());
    assert!(f.prompt.contains("“chess”"), "{}", f.prompt);
    let f = form(
        "trust",
        &settings("trust", s.clone()),
        &seat(1, "proposer", 0),
    );
    assert!(f.inputs.is_empty());
    assert!(
        f.prompt.contains("“proposer”") && f.prompt.contains("Trust game"),
        "{}",
        f.prompt
    );
    assert_eq!(read(&f, &[]).unwrap_err().field, "decision");
    // Settings missing a field take the game's default; a screen is never a panic.
    let f = form("ultimatum", &json!({}), &seat(1, "proposer", 0));
    assert!(f.prompt.contains("pie of 10"), "{}", f.prompt);
    let f = form("beauty", &json!("odd"), &seat(1, "player", 0));
    assert_eq!(f.inputs.len(), 1);
    // As many texts as inputs.
    let p = read(&f, &["1".into(), "2".into()]).unwrap_err();
    assert_eq!(p.field, "decision");
    assert!(p.message.contains("1 input"), "{p}");
}

#[test]
fn decisions_in_words() {
    assert_eq!(describe(&json!({ "number": 33.5 })), "33.5");
    assert_eq!(describe(&json!({ "number": 33.0 })), "33");
    assert_eq!(describe(&json!({ "offer": 4 })), "4");
    assert_eq!(describe(&json!({ "action": "C" })), "C");
    assert_eq!(describe(&json!({ "action": "stag" })), "stag");
    assert_eq!(describe(&json!({ "enter": true })), "enters");
    assert_eq!(describe(&json!({ "enter": false })), "stays out");
    assert_eq!(describe(&json!({ "ok": true })), "yes");
    assert_eq!(describe(&json!({ "allocation": [3, 3, 4] })), "3, 3, 4");
    assert_eq!(
        describe(&json!({ "offer": 4, "accept_min": 2 })),
        "accept min 2, offer 4"
    );
    assert_eq!(
        describe(&json!({ "return_fraction": 0.333333333 })),
        "0.333333"
    );
    assert_eq!(describe(&Value::Null), "no decision");
    assert_eq!(describe(&json!({})), "no decision");
    assert_eq!(describe(&json!(5)), "5");
}
