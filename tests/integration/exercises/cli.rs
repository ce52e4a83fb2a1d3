//! `gamelab exercise` and `gamelab exercise check`: the JSON contract, the same exercise as the
//! core's, and answers graded, refused or named wrong.

use gamelab::exercises::{Kind, Level, Sheet};
use serde_json::Value;

use crate::cli::gamelab;

fn json(args: &[&str]) -> Value {
    let out = gamelab(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn every_kind_prints_the_cores_exercise() {
    for kind in Kind::ALL {
        let v = json(&[
            "exercise",
            "--kind",
            kind.key(),
            "--level",
            "medium",
            "--seed",
            "7",
            "--json",
        ]);
        let sheet = serde_json::to_value(Sheet::new(kind, Level::Medium, 7)).unwrap();
        assert_eq!(v, sheet, "{}", kind.key());
        for field in ["text", "game", "format", "hint"] {
            assert!(v["question"][field].is_string() || v["question"][field].is_object());
        }
        assert!(v["answer"].is_string() && v["solution"].as_array().is_some_and(|s| !s.is_empty()));
        let answer = v["answer"].as_str().unwrap();
        let checked = json(&[
            "exercise",
            "check",
            "--kind",
            kind.key(),
            "--level",
            "medium",
            "--seed",
            "7",
            "--answer",
            answer,
            "--json",
        ]);
        assert_eq!(checked["correct"], true, "{}: {checked}", kind.key());
        assert_eq!(checked["answer"], answer);
        assert_eq!(checked["given"], answer);
    }
}

#[test]
fn a_wrong_answer_is_wrong_and_an_unreadable_one_an_error() {
    let v = json(&["exercise", "--kind", "pure-nash", "--seed", "1", "--json"]);
    let wrong = if v["answer"] == "none" {
        "(r1, c1)"
    } else {
        "none"
    };
    let checked = json(&[
        "exercise",
        "check",
        "--kind",
        "pure-nash",
        "--seed",
        "1",
        "--answer",
        wrong,
        "--json",
    ]);
    assert_eq!(checked["correct"], false);
    assert!(checked["feedback"].as_str().unwrap().len() > 10);
    let out = gamelab(&[
        "exercise",
        "check",
        "--kind",
        "pure-nash",
        "--seed",
        "1",
        "--answer",
        "(r7, c1)",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("r7"));
    let out = gamelab(&["exercise", "--kind", "poker"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("pure-nash, dominance"));
    let out = gamelab(&["exercise", "--level", "expert"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn without_json_the_exercise_is_printed_for_people() {
    let out = gamelab(&["exercise", "--kind", "spe", "--seed", "3"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for part in [
        "Subgame-perfect equilibrium (easy, seed 3)",
        "Hint: ",
        "Answer: ",
        "Solution:",
        "  1. ",
    ] {
        assert!(text.contains(part), "{part}: {text}");
    }
}

#[test]
fn a_question_in_polish_or_croatian_is_the_same_exercise_in_other_words() {
    let at = |lang: &str| {
        json(&[
            "exercise", "--kind", "blotto", "--seed", "3", "--lang", lang, "--json",
        ])
    };
    let (en, pl, hr) = (at("en"), at("pl"), at("hr"));
    assert_eq!(
        en,
        json(&["exercise", "--kind", "blotto", "--seed", "3", "--json"])
    );
    let text = |v: &Value| v["question"]["text"].as_str().unwrap().to_string();
    assert!(text(&en).starts_with("Colonel Blotto on 3 fields. You have 5 units"));
    assert!(
        text(&pl).starts_with("Pułkownik Blotto na 3 polach. Masz 5 jednostek"),
        "{}",
        text(&pl)
    );
    assert!(
        text(&hr).starts_with("Pukovnik Blotto na 3 polja. Imaš 5 jedinica"),
        "{}",
        text(&hr)
    );
    for other in [&pl, &hr] {
        for same in ["game", "answer", "seed", "kind", "level"] {
            let (a, b) = match same {
                "game" => (&en["question"]["game"], &other["question"]["game"]),
                _ => (&en[same], &other[same]),
            };
            assert_eq!(a, b, "{same}");
        }
    }
    let out = gamelab(&["exercise", "--kind", "blotto", "--lang", "xx"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--lang \"xx\"") && err.contains("en, hr, pl"),
        "{err}"
    );
}
