//! `gamelab bench nash` as other programs use it: its JSON rows, the games it saves, and the
//! side-by-side run with lrsnash — here a stand-in script that prints lrsnash's output format,
//! so the comparison is tested on any machine (and against the real lrsnash when installed).

use super::cli::{gamelab, json};
use gamelab::equilibrium::all_equilibria;
use gamelab::games::matrix::bench::nash_bench_game;
use gamelab::games::matrix::{format_number, nfg};
use gamelab::rng::Seed;

fn tmp(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name)
}

#[test]
fn json_rows_and_saved_games() {
    let dir = tmp("nash-bench-games");
    let dir_s = dir.to_string_lossy().into_owned();
    let out = json(&[
        "bench",
        "nash",
        "--min",
        "3",
        "--max",
        "5",
        "--repeat",
        "2",
        "--save-games",
        &dir_s,
        "--json",
    ]);
    assert_eq!(out["repeat"], 2);
    let rows = out["rows"].as_array().unwrap();
    let counts: Vec<u64> = rows
        .iter()
        .map(|r| r["equilibria"].as_u64().unwrap())
        .collect();
    // The same seeded games as `--min 2` (the stream draws n = 2 first): 1, 1, 5 equilibria.
    assert_eq!(counts, [1, 1, 5]);
    for key in ["n", "degenerate", "millis", "bases", "vertices", "widened"] {
        assert!(rows[0].get(key).is_some(), "{key}");
    }
    assert!(rows[0].get("lrsnash_millis").is_none());
    // The saved 5×5 game is the benchmark's.
    let text = std::fs::read_to_string(dir.join("bench-5x5.nfg")).unwrap();
    let mut rng = Seed(1).rng();
    let games: Vec<_> = (2..=5).map(|n| nash_bench_game(n, &mut rng)).collect();
    assert_eq!(nfg::parse(&text).unwrap().game.a, games[3].a);
}

/// A stand-in for lrsnash printing `pairs` in its format (a `2` line per column strategy,
/// then the `1` lines of the row strategies it pairs with).
fn fake_lrsnash(name: &str, blocks: &[(Vec<String>, Vec<String>)]) -> String {
    let mut text = String::from("*lrsnash: a stand-in\n");
    for (x, y) in blocks {
        text += &format!("2  {}  0\n1  {}  0\n\n", y.join("  "), x.join("  "));
    }
    let path = tmp(name);
    std::fs::write(&path, format!("#!/bin/sh\ncat <<'END'\n{text}END\n")).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    path.to_string_lossy().into_owned()
}

#[cfg(unix)]
#[test]
fn the_lrsnash_comparison_is_exact() {
    let mut rng = Seed(1).rng();
    let games: Vec<_> = (2..=4).map(|n| nash_bench_game(n, &mut rng)).collect();
    let all = all_equilibria(&games[2]).unwrap();
    let fmt = |v: &[gamelab::games::matrix::Q]| v.iter().map(format_number).collect::<Vec<_>>();
    let blocks: Vec<_> = all.extreme.iter().map(|e| (fmt(&e.x), fmt(&e.y))).collect();
    let good = fake_lrsnash("lrsnash-good", &blocks);
    // The benchmark's 4×4 game beside a stand-in for lrsnash.
    let beside = |program: &str, json: bool| {
        let mut args = vec![
            "bench",
            "nash",
            "--min",
            "4",
            "--max",
            "4",
            "--lrsnash",
            program,
        ];
        if json {
            args.push("--json");
        }
        args.iter().map(|a| a.to_string()).collect::<Vec<_>>()
    };
    let args = beside(&good, true);
    let out = json(&args.iter().map(String::as_str).collect::<Vec<_>>());
    let row = &out["rows"][0];
    assert_eq!(row["same_equilibria"], true);
    assert_eq!(row["lrsnash_equilibria"], blocks.len());
    assert!(row["ratio"].as_f64().unwrap() > 0.0);
    // One equilibrium fewer: the run reports the difference and fails.
    let bad = fake_lrsnash("lrsnash-bad", &blocks[1..]);
    let args = beside(&bad, false);
    let out = gamelab(&args.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("DIFFERENT equilibria"), "{stdout}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("disagree"));
    // The real lrsnash, where the machine has it, agrees on the benchmark's 9×9 and 10×10.
    if std::process::Command::new("lrsnash")
        .arg("--help")
        .output()
        .is_ok()
    {
        let out = json(&[
            "bench",
            "nash",
            "--min",
            "9",
            "--max",
            "10",
            "--lrsnash",
            "--json",
        ]);
        for row in out["rows"].as_array().unwrap() {
            assert_eq!(row["same_equilibria"], true, "{row}");
        }
    }
}

/// The command line takes 20 strategies per player and refuses 21, naming the limit.
#[test]
fn twenty_strategies_are_taken_and_twenty_one_refused() {
    // Row 0 and column 0 dominate: both polytopes are simplices, so this is quick at 20×20.
    let game = |n: usize| {
        let mut text = format!("NFG 1 R \"g\" {{ \"1\" \"2\" }} {{ {n} {n} }}\n");
        for c in 0..n {
            for r in 0..n {
                let a = if r == 0 { 100 } else { (r * 7 + c * 3) % 10 };
                let b = if c == 0 { 100 } else { (r * 5 + c * 11) % 10 };
                text += &format!("{a} {b} ");
            }
        }
        text
    };
    let path = tmp("twenty.nfg");
    std::fs::write(&path, game(20)).unwrap();
    let out = json(&["nash", "--game", &path.to_string_lossy(), "--json"]);
    assert_eq!(out["equilibria"].as_array().unwrap().len(), 1);
    assert_eq!(out["rows"], 20);
    let path = tmp("twenty-one.nfg");
    std::fs::write(&path, game(21)).unwrap();
    let out = gamelab(&["nash", "--game", &path.to_string_lossy()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("20"), "{err}");
}

/// Each equilibrium says what kind it is (the seed's Def. 2.0.7–2.0.8 and 2.3.2).
#[test]
fn equilibria_are_named_strict_or_weak_and_dominant() {
    let out = json(&[
        "nash",
        "--game",
        "tests/data/nfg/prisoners-dilemma.nfg",
        "--json",
    ]);
    let e = &out["equilibria"][0];
    assert_eq!(e["strict"], true);
    assert_eq!(e["dominant"], "strict");
    assert_eq!(e["kind"], "strict, in strictly dominant strategies");
    let out = json(&[
        "nash",
        "--game",
        "tests/data/nfg/stengel-6x6-75-equilibria.nfg",
        "--json",
    ]);
    for e in out["equilibria"].as_array().unwrap() {
        // Mixed equilibria are weak and never in dominant strategies.
        if e["pure"] == false {
            assert_eq!(e["strict"], false);
            assert!(e["dominant"].is_null());
        }
    }
}

/// The search cut in pieces over threads (`--threads`) gives exactly the one-thread answer.
#[test]
fn threads_give_the_one_thread_answer() {
    for game in [
        "tests/data/nfg/bench-15x15.nfg",
        "tests/data/nfg/stengel-6x6-75-equilibria.nfg",
        "tests/data/nfg/mixed-domination-4x4.nfg",
        "tests/data/nfg/degenerate-3x3.nfg",
    ] {
        let one = crate::cli::json(&["nash", "--game", game, "--threads", "1", "--json"]);
        for threads in ["2", "3"] {
            let many = crate::cli::json(&["nash", "--game", game, "--threads", threads, "--json"]);
            assert_eq!(one, many, "{game} on {threads} threads");
        }
    }
}
