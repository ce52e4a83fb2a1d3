//! `gamelab ttr` and the thesis's protocol: `train --protocol/--features/--loss/--steps-per-epoch`
//! (the untrained network as epoch 0), `experiment --forbidden end`, and `universal` (the
//! thesis's chapter 5), with bad values refused by their flag.

use crate::cli::{gamelab, json};

#[test]
fn training_under_the_thesis_protocol_with_revised_inputs_reports_epoch_0_and_plays() {
    let dir = std::env::temp_dir().join(format!("gamelab-ttr-protocol-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("revised.json");
    let path = file.to_str().unwrap();
    let out = json(&[
        "ttr",
        "train",
        "--protocol",
        "thesis-progress",
        "--features",
        "revised",
        "--games",
        "2",
        "--epochs",
        "2",
        "--steps-per-epoch",
        "3",
        "--eval-games",
        "2",
        "--out",
        path,
        "--json",
    ]);
    let c = &out["config"];
    assert_eq!(c["loss"], "sum");
    assert_eq!(c["features"], "revised");
    assert_eq!(c["batch"], 100);
    assert_eq!(c["steps_per_epoch"], 3);
    assert_eq!(c["initial_accumulator"], 0.1);
    assert_eq!(c["learning_rate"], 0.05);
    // 28 inputs: 28·180 + 180·160 + 160·4 connections.
    assert_eq!(out["weights"], 34_480);
    let zero = &out["untrained"];
    assert_eq!(zero["epoch"], 0);
    let v = &zero["evaluation"];
    assert_eq!(v["games"], 2);
    assert!(v["interrupted"].as_u64().unwrap() <= 2);
    assert_eq!(out["epochs"].as_array().unwrap().len(), 2);
    // The weights say their inputs and play.
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("\"features\":\"revised\""));
    let game = json(&[
        "ttr",
        "play",
        "--players",
        "3",
        "--agents",
        "nn",
        "--weights",
        path,
        "--json",
    ]);
    assert_eq!(game["scores"].as_array().unwrap().len(), 3);
    // The thesis's rule leaves the interrupted games out of the table.
    let experiment = |rule: &str| {
        json(&[
            "ttr",
            "experiment",
            "--agent",
            "nn",
            "--weights",
            path,
            "--players",
            "2..3",
            "--games",
            "4",
            "--forbidden",
            rule,
            "--json",
        ])
    };
    let (replace, end) = (experiment("replace"), experiment("end"));
    assert_eq!(replace["forbidden_rule"], "replace");
    assert_eq!(end["forbidden_rule"], "end");
    for (r, e) in replace["rows"]
        .as_array()
        .unwrap()
        .iter()
        .zip(end["rows"].as_array().unwrap())
    {
        assert_eq!(r["interrupted"], e["interrupted"]);
        assert_eq!(
            e["games"].as_u64().unwrap() + e["interrupted"].as_u64().unwrap(),
            r["games"].as_u64().unwrap()
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_universal_comparison_prints_both_rules_and_the_figure() {
    let svg = std::env::temp_dir().join(format!("gamelab-ttr-range-{}.svg", std::process::id()));
    let out = json(&[
        "ttr",
        "universal",
        "--protocol",
        "ours",
        "--teacher-games",
        "2",
        "--epochs",
        "1",
        "--games",
        "2",
        "--forbidden",
        "replace",
        "--svg",
        svg.to_str().unwrap(),
        "--json",
    ]);
    let models = out["models"].as_array().unwrap();
    assert_eq!(
        models.len(),
        5,
        "the universal network and one per table size"
    );
    assert_eq!(models[0]["sizes"], serde_json::json!([2, 3, 4, 5]));
    assert_eq!(models[4]["sizes"], serde_json::json!([5]));
    for rule in ["end", "replace"] {
        for model in ["specific", "universal"] {
            assert!(out["tables"][rule][model].is_array(), "{rule} {model}");
        }
    }
    let replace = out["tables"]["replace"]["universal"].as_array().unwrap();
    assert_eq!(replace.len(), 5);
    assert_eq!(replace[0]["games"], 2);
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.contains("<svg"));
    let _ = std::fs::remove_file(&svg);
}

#[test]
fn bad_protocol_values_are_refused_by_their_flag() {
    for (args, flag) in [
        (
            &["ttr", "train", "--protocol", "fast", "--out", "x.json"][..],
            "--protocol",
        ),
        (
            &["ttr", "train", "--features", "all", "--out", "x.json"][..],
            "--features",
        ),
        (
            &["ttr", "train", "--loss", "max", "--out", "x.json"][..],
            "--loss",
        ),
        (
            &[
                "ttr",
                "train",
                "--steps-per-epoch",
                "many",
                "--out",
                "x.json",
            ][..],
            "--steps-per-epoch",
        ),
        (
            &["ttr", "experiment", "--forbidden", "stop"][..],
            "--forbidden",
        ),
        (
            &["ttr", "universal", "--protocol", "mine"][..],
            "--protocol",
        ),
        (&["ttr", "universal", "--games", "0"][..], "games"),
    ] {
        let out = gamelab(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(flag), "{args:?}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "{err}");
    }
}
