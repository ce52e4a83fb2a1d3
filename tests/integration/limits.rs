//! Work without a bound is bounded: the commands whose work grows without limit in their input
//! (`nash` on a game of many equilibria, CFR for millions of iterations, Moran simulations,
//! IPD tournaments and population play of many long matches) finish within `--max-seconds` or
//! are refused, saying how long they would take; a race is stopped at it; `nash` lists at most
//! `--max-listed` equilibria and counts the rest.

use crate::cli::{gamelab, json};

/// The identity game `n × n`: 2ⁿ − 1 equilibria, one per nonempty support.
fn identity(n: usize) -> String {
    let eye: Vec<Vec<i64>> = (0..n)
        .map(|r| (0..n).map(|c| i64::from(r == c)).collect())
        .collect();
    let g = gamelab::models::strategic::Bimatrix::from_integers(&eye, &eye).unwrap();
    crate::seeded::scratch(
        &format!("identity-{n}.nfg"),
        &gamelab::models::nfg::write_game(&g),
    )
}

#[test]
fn nash_lists_at_most_max_listed_and_counts_the_rest() {
    let file = identity(12);
    let all = json(&["nash", "--game", &file, "--max-listed", "5000", "--json"]);
    assert_eq!(all["equilibria"].as_array().unwrap().len(), 4095);
    assert!(all.get("unlisted").is_none());
    let some = json(&["nash", "--game", &file, "--max-listed", "10", "--json"]);
    assert_eq!(some["equilibria"].as_array().unwrap().len(), 10);
    assert_eq!(
        some["unlisted"],
        serde_json::json!({"equilibria": 4085, "continua": 0})
    );
    assert_eq!(
        some["equilibria"].as_array().unwrap()[..],
        all["equilibria"].as_array().unwrap()[..10]
    );
}

#[test]
fn a_run_projected_past_max_seconds_is_refused_saying_how_long() {
    let file = identity(16);
    let out = gamelab(&["nash", "--game", &file, "--max-seconds", "0.5", "--json"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("the enumeration would take about") && err.contains("--max-seconds"),
        "{err}"
    );
    let out = gamelab(&[
        "poker",
        "cfr",
        "--game",
        "leduc",
        "--iterations",
        "10000000",
        "--json",
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("CFR would take about") && err.contains("give --max-seconds"),
        "{err}"
    );
    for args in [
        &["poker", "cfr", "--game", "kuhn", "--max-seconds", "0"][..],
        &["nash", "--game", "x.nfg", "--max-seconds", "-1"],
    ] {
        let out = gamelab(args);
        assert_eq!(out.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&out.stderr).contains("--max-seconds"));
    }
}

/// Runs `args` with `--max-seconds 1`: it must end, refused or stopped with a message naming
/// the flag, well within the time the limit allows (the limit, its warm-up and a start).
fn ends_within_a_second(args: &[&str], said: &str) {
    let mut all = args.to_vec();
    all.extend(["--max-seconds", "1"]);
    let start = std::time::Instant::now();
    let out = gamelab(&all);
    let took = start.elapsed().as_secs_f64();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(
        err.contains(said) && err.contains("--max-seconds"),
        "{args:?}: {err}"
    );
    assert!(took < 20.0, "{args:?} took {took:.1} s");
}

#[test]
fn simulations_tournaments_races_and_play_are_bounded() {
    let pd = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/nfg/prisoners-dilemma.nfg"
    );
    let (runs, population) = (["--runs", "10000000"], ["--population", "5000"]);
    let moran = ["moran", "--game", pd, "--intensity", "0", "--json"];
    ends_within_a_second(
        &[&moran[..], &runs[..], &population[..]].concat(),
        "the simulation would take about",
    );
    ends_within_a_second(
        &[
            "ipd",
            "tournament",
            "--all",
            "--repetitions",
            "100000",
            "--turns",
            "1000",
            "--noise",
            "0.1",
        ],
        "the tournament would take about",
    );
    ends_within_a_second(
        &[
            "ipd",
            "race",
            "--players",
            "Tit For Tat,Defector",
            "--turns",
            "100000",
            "--noise",
            "0.1",
            "--eps",
            "0.001",
            "--cap",
            "50000000",
        ],
        "the race stopped after --max-seconds 1",
    );
    ends_within_a_second(
        &[
            "ipd",
            "population",
            "--players",
            "Tit For Tat,Defector,Random",
            "--counts",
            "200,200,100",
            "--rounds",
            "10000",
            "--turns",
            "100000",
        ],
        "the population play",
    );
    // Ten individuals: 45 pairs a round, fewer than a check within a round waits for.
    ends_within_a_second(
        &[
            "ipd",
            "population",
            "--players",
            "Tit For Tat,Random",
            "--counts",
            "5,5",
            "--rounds",
            "10000",
            "--replace",
            "1",
            "--turns",
            "100000",
            "--noise",
            "0.1",
        ],
        "the population play",
    );
}

#[test]
fn the_simplex_is_stopped_at_the_limit_and_a_huge_lp_refused_up_front() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let lp = |k: &str, ab: &str| {
        let file = dir.join(format!("blotto-{k}-{ab}.lp"));
        let f = file.to_str().unwrap().to_string();
        let out = gamelab(&[
            "blotto",
            "export-lp",
            "--fields",
            k,
            "--a",
            ab,
            "--b",
            ab,
            "--out",
            &f,
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        f
    };
    // The flow LP of K = 10, A = B = 20: minutes for the dense simplex.
    ends_within_a_second(
        &["lp", "--file", &lp("10", "20")],
        "the simplex stopped after",
    );
    // K = 30, A = B = 60: a tableau of 7.5 billion cells, refused before any is allocated.
    let out = gamelab(&["lp", "--file", &lp("30", "60")]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("too large for the built-in dense simplex") && err.contains("7508295792"),
        "{err}"
    );
}
