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
