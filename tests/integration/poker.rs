//! Kuhn and Leduc poker from the command line: `gamelab poker cfr` as other programs read it,
//! and the reference numbers of the spec (OpenSpiel's CFR+ on Leduc after 3 000 iterations:
//! value −0.085605, exploitability 3.7·10⁻⁵).

use std::process::{Command, Output};

use serde_json::Value;

fn gamelab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gamelab"))
        .args(args)
        .output()
        .expect("the gamelab binary runs")
}

fn json(args: &[&str]) -> Value {
    let out = gamelab(args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON line")
}

#[test]
fn cfr_plus_on_kuhn_reports_the_contracted_fields() {
    let v = json(&[
        "poker",
        "cfr",
        "--game",
        "kuhn",
        "--algorithm",
        "cfr+",
        "--iterations",
        "1000",
        "--seed",
        "7",
        "--json",
    ]);
    assert_eq!(v["game"], "kuhn");
    assert_eq!(v["algorithm"], "cfr+");
    assert_eq!(v["iterations"], 1000);
    let curve = v["exploitability"].as_array().unwrap();
    let points: Vec<(u64, f64)> = curve
        .iter()
        .map(|p| (p[0].as_u64().unwrap(), p[1].as_f64().unwrap()))
        .collect();
    assert_eq!(points.first().unwrap().0, 1);
    assert_eq!(points.last().unwrap().0, 1000);
    // The uniform start is exploitable by 0.458333 (OpenSpiel's NashConv 0.916667 / 2).
    assert!((points[0].1 - 0.458_333).abs() < 1e-5, "{points:?}");
    assert!(points.last().unwrap().1 < 2e-4, "{points:?}");
    assert!((v["value"].as_f64().unwrap() + 1.0 / 18.0).abs() < 1e-3);
}

#[test]
fn cfr_plus_on_leduc_matches_openspiel_after_3000_iterations() {
    let v = json(&[
        "poker",
        "cfr",
        "--game",
        "leduc",
        "--iterations",
        "3000",
        "--seed",
        "1",
        "--json",
    ]);
    let value = v["value"].as_f64().unwrap();
    assert!((value + 0.085605).abs() < 5e-5, "{value}");
    let last = v["exploitability"].as_array().unwrap().last().unwrap()[1]
        .as_f64()
        .unwrap();
    assert!(last < 1e-4, "{last}");
}

#[test]
fn bad_flags_are_one_line_and_exit_2() {
    for args in [
        &["poker", "cfr", "--game", "holdem", "--json"][..],
        &["poker", "cfr", "--game", "kuhn", "--algorithm", "mccfr"],
        &["poker", "cfr", "--game", "kuhn", "--iterations", "0"],
        &["bench", "cfr", "--iterations", "0"],
    ] {
        let out = gamelab(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn the_benchmark_reports_every_run() {
    let v = json(&["bench", "cfr", "--iterations", "2", "--json"]);
    let rows = v["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 8);
    assert!(rows
        .iter()
        .any(|r| r["game"] == "leduc" && r["algorithm"] == "naive cfr+"));
}

fn write_temp(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("gamelab-efg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn kuhn_poker_is_solved_exactly_with_named_strategies() {
    let v = json(&["poker", "solve", "--game", "kuhn", "--json"]);
    assert_eq!(v["method"], "seqform");
    assert_eq!(v["value_fraction"], "-1/18");
    assert_eq!(v["exploitability"].as_f64(), Some(0.0));
    // Player 2's strategy is unique: with Q, call a bet a third of the time.
    assert_eq!(v["strategies"]["Player 2"]["Q r"]["call"], "1/3");
    assert_eq!(v["strategies"]["Player 2"]["J c"]["bet"], "1/3");
    // The same game through a file: the same answer.
    let file = write_temp(
        "kuhn.efg",
        &gamelab::games::imperfect::efg::write(&gamelab::games::poker::kuhn()),
    );
    let f = json(&["efg", "solve", file.to_str().unwrap(), "--json"]);
    assert_eq!(f["value_fraction"], v["value_fraction"]);
    assert_eq!(f["strategies"], v["strategies"]);
    let c = json(&[
        "efg",
        "solve",
        file.to_str().unwrap(),
        "--method",
        "cfr+",
        "--iterations",
        "2000",
        "--json",
    ]);
    assert_eq!(c["method"], "cfr+");
    assert!(c["value_fraction"].is_null());
    assert!((c["value"].as_f64().unwrap() + 1.0 / 18.0).abs() < 1e-3);
    assert!(c["exploitability"].as_f64().unwrap() < 1e-3);
}

#[test]
fn the_reduced_normal_form_marks_unreached_moves() {
    let file = write_temp(
        "kuhn-nf.efg",
        &gamelab::games::imperfect::efg::write(&gamelab::games::poker::kuhn()),
    );
    let v = json(&["efg", "normal-form", file.to_str().unwrap(), "--json"]);
    let nf = &v["normal_form"];
    assert_eq!(nf["rows"].as_array().unwrap().len(), 27);
    assert_eq!(nf["cols"].as_array().unwrap().len(), 64);
    assert_eq!(nf["payoffs"].as_array().unwrap().len(), 27);
    assert!(nf["rows"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| r.as_str().unwrap().contains('*')));
}

#[test]
fn unsupported_games_exit_2_with_the_reason() {
    let three = write_temp(
        "three.efg",
        "EFG 2 R \"\" { \"A\" \"B\" \"C\" } \"\"\nt \"\" 1 \"\" { 1 0 -1 }\n",
    );
    let driver = write_temp(
        "driver.efg",
        "EFG 2 R \"\" { \"D\" \"N\" } \"\"\np \"X\" 1 1 \"junction\" { \"exit\" \"continue\" } 0\nt \"\" 1 \"\" { 0 0 }\np \"Y\" 1 1 \"junction\" { \"exit\" \"continue\" } 0\nt \"\" 2 \"\" { 4 -4 }\nt \"\" 3 \"\" { 1 -1 }\n",
    );
    let broken = write_temp(
        "broken.efg",
        "EFG 2 R \"\" { \"A\" } \"\"\np \"\" 1 1 \"\" { \"a\" \"b\" } 0\n",
    );
    for (file, why) in [
        (&three, "two players"),
        (&driver, "perfect recall"),
        (&broken, "line"),
    ] {
        for method in ["seqform", "cfr"] {
            let out = gamelab(&[
                "efg",
                "solve",
                file.to_str().unwrap(),
                "--method",
                method,
                "--json",
            ]);
            assert_eq!(out.status.code(), Some(2));
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(err.trim_end().lines().count(), 1, "{err}");
            assert!(err.contains(why), "{err}");
        }
    }
}

#[test]
fn leduc_poker_is_solved_exactly_and_agrees_with_cfr_plus() {
    let v = json(&["poker", "solve", "--game", "leduc", "--json"]);
    assert_eq!(v["certified"], true);
    assert_eq!(v["exploitability"].as_f64(), Some(0.0));
    let fraction = v["value_fraction"].as_str().unwrap();
    let (n, d) = fraction.split_once('/').unwrap();
    let exact = n.parse::<f64>().unwrap() / d.parse::<f64>().unwrap();
    // The spec: about −0.0856; OpenSpiel's CFR+ after 3 000 iterations: −0.085605.
    assert!((exact + 0.085_606_4).abs() < 1e-6, "{fraction}");
    assert!((v["value"].as_f64().unwrap() - exact).abs() < 1e-12);
    let cfr = json(&[
        "poker",
        "cfr",
        "--game",
        "leduc",
        "--iterations",
        "3000",
        "--json",
    ]);
    assert!((cfr["value"].as_f64().unwrap() - exact).abs() < 1e-4);
    // 936 information sets, every action named.
    let sets: usize = v["strategies"]
        .as_object()
        .unwrap()
        .values()
        .map(|s| s.as_object().unwrap().len())
        .sum();
    assert_eq!(sets, 936);
}

#[test]
fn general_sum_games_get_an_exact_checked_equilibrium_by_lemke() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/efg/gambit");
    for file in [
        "contrib_games_montyhal.efg",
        "contrib_games_ttt.efg",
        "catalog_books_myerson1991_fig4_2.efg",
    ] {
        let path = dir.join(file);
        let v = json(&[
            "efg",
            "solve",
            path.to_str().unwrap(),
            "--method",
            "lemke",
            "--json",
        ]);
        assert_eq!(v["method"], "lemke", "{file}");
        assert_eq!(v["certified"], true, "{file}");
        assert_eq!(v["exploitability"].as_f64(), Some(0.0), "{file}");
        assert!(v["value_fraction"].is_string() && v["iterations"].as_u64().unwrap() > 0);
    }
    // The same answer for Kuhn poker's value as the LP's.
    let kuhn = write_temp(
        "kuhn-lemke.efg",
        &gamelab::games::imperfect::efg::write(&gamelab::games::poker::kuhn()),
    );
    let v = json(&[
        "efg",
        "solve",
        kuhn.to_str().unwrap(),
        "--method",
        "lemke",
        "--json",
    ]);
    assert_eq!(v["value_fraction"], "-1/18");
}

#[test]
fn lemke_starts_from_the_prior_asked_for() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/efg/gambit");
    let path = dir.join("catalog_books_myerson1991_fig4_2.efg");
    let file = path.to_str().unwrap();
    let solve = |extra: &[&str]| {
        let mut args = vec!["efg", "solve", file, "--method", "lemke", "--json"];
        args.extend_from_slice(extra);
        json(&args)
    };
    let uniform = solve(&[]);
    assert_eq!(uniform["prior"], "uniform");
    assert_eq!(uniform["seed"], Value::Null);
    assert_eq!(uniform["pivots"], uniform["iterations"]);
    // Another prior, another equilibrium: both exact.
    let random = solve(&["--prior", "random", "--seed", "3"]);
    assert_eq!(
        (&random["prior"], &random["seed"]),
        (&"random".into(), &3.into())
    );
    for v in [&uniform, &random] {
        assert_eq!(v["certified"], true);
        assert!(v["pivots"].as_u64().unwrap() > 0);
    }
    assert_eq!(uniform["payoffs"], serde_json::json!(["5/2", "9/4"]));
    assert_eq!(random["payoffs"], serde_json::json!(["4", "1"]));
    // The same seed, the same path.
    assert_eq!(solve(&["--prior", "random", "--seed", "3"]), random);
    for (args, said) in [
        (vec!["--prior", "pure"], "not uniform or random"),
        (vec!["--seed", "3"], "--seed is for --prior random"),
    ] {
        let mut all = vec!["efg", "solve", file, "--method", "lemke"];
        all.extend(args);
        let out = gamelab(&all);
        assert!(!out.status.success());
        assert!(String::from_utf8_lossy(&out.stderr).contains(said));
    }
    let out = gamelab(&["efg", "solve", file, "--prior", "random"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("for --method lemke"));
}
