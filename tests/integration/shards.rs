//! Batches in shards: for every batch kind that shards (Love Letter and prisoner's dilemma
//! tournaments, the Ticket to Ride experiment, racing's Monte Carlo estimate, the Moran
//! simulation, the optimisation batch, the Lines of Action comparison), the outputs of
//! `--shard i/n` for
//! n = 1, 2, 3 and 7, merged by `gamelab merge` (given in reverse order), equal the whole run's
//! JSON but for the wall-clock fields; bad shards and incomplete merges are refused. The
//! matches that shard only when seeded per game are in `shards_matches`.

use crate::cli::{gamelab, json};
use gamelab::batch::without_timing;
use serde_json::Value;

pub(crate) fn merged(args: &[&str], n: u64) -> Value {
    let dir = std::env::temp_dir().join(format!(
        "gamelab-shards-{}-{}-{}-{n}",
        args[0],
        args[1],
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = Vec::new();
    for i in (0..n).rev() {
        let shard = format!("{i}/{n}");
        let mut a = args.to_vec();
        a.extend(["--shard", &shard, "--json"]);
        let out = json(&a);
        assert_eq!(out["shard"], serde_json::json!([i, n]));
        let file = dir.join(format!("{i}.json"));
        std::fs::write(&file, out.to_string()).unwrap();
        files.push(file.to_str().unwrap().to_string());
    }
    let mut m = vec!["merge"];
    m.extend(files.iter().map(String::as_str));
    let value = json(&m);
    let _ = std::fs::remove_dir_all(&dir);
    value
}

fn check_batch(args: &[&str]) {
    let mut whole = args.to_vec();
    whole.push("--json");
    let whole = without_timing(&json(&whole));
    for n in [1, 2, 3, 7] {
        assert_eq!(
            without_timing(&merged(args, n)),
            whole,
            "{args:?} in {n} shards"
        );
    }
}

#[test]
fn a_love_letter_tournament_in_shards_merges_to_the_whole() {
    check_batch(&[
        "loveletter",
        "tournament",
        "--players",
        "3",
        "--agents",
        "random,greedy,greedy-memory,probabilistic",
        "--games",
        "30",
        "--seed",
        "4",
    ]);
}

#[test]
fn a_ticket_to_ride_experiment_in_shards_merges_to_the_whole() {
    check_batch(&[
        "ttr",
        "experiment",
        "--players",
        "2..3",
        "--games",
        "5",
        "--seed",
        "2",
        "--agent",
        "algo-thesis",
    ]);
}

#[test]
fn a_racing_monte_carlo_estimate_in_shards_merges_to_the_whole() {
    check_batch(&[
        "race",
        "alpha",
        "--algorithm",
        "ilebr-star",
        "--mu",
        "0.56",
        "--method",
        "mc",
        "--runs",
        "200",
        "--seed",
        "5",
    ]);
}

#[test]
fn a_prisoners_dilemma_tournament_in_shards_merges_to_the_whole() {
    check_batch(&[
        "ipd",
        "tournament",
        "--players",
        "Tit For Tat,Defector,Random,First by Joss",
        "--turns",
        "50",
        "--repetitions",
        "3",
        "--noise",
        "0.05",
        "--generations",
        "5",
    ]);
}

#[test]
fn a_moran_simulation_in_shards_merges_to_the_whole() {
    check_batch(&[
        "moran",
        "--game",
        "tests/data/evolution/prisoners-dilemma-3-5.nfg",
        "--population",
        "10",
        "--intensity",
        "1/5",
        "--runs",
        "500",
        "--seed",
        "3",
    ]);
}

#[test]
fn an_optimisation_batch_in_shards_merges_to_the_whole() {
    let batch = |runs: &'static str| {
        [
            "optimise",
            "--game",
            "rrrats",
            "--algorithm",
            "iterative",
            "--budget",
            "3",
            "--eval-games",
            "500",
            "--seed",
            "4",
            "--runs",
            runs,
        ]
    };
    check_batch(&batch("5"));
    // One run: its record inlined in the whole batch's output, as before shards.
    check_batch(&batch("1"));
    let one = json(&[&batch("1")[..], &["--json"][..]].concat());
    assert_eq!(one["run"], 0);
    assert_eq!(one["seed"], 4);
    assert!(one.get("runs").is_none());
}

#[test]
fn a_lines_of_action_comparison_in_shards_merges_to_the_whole() {
    check_batch(&[
        "loa",
        "compare",
        "--suite",
        "solved",
        "--positions",
        "5",
        "--max-nodes",
        "20000",
        "--methods",
        "ab-solver,pns",
    ]);
}

#[test]
fn bad_shards_and_incomplete_merges_are_refused() {
    for (args, word) in [
        (
            &[
                "loveletter",
                "tournament",
                "--players",
                "2",
                "--agents",
                "random,greedy",
                "--shard",
                "3/3",
            ][..],
            "--shard",
        ),
        (&["ttr", "experiment", "--shard", "1-4"][..], "--shard"),
        (&["ttr", "experiment", "--shard", "0/0"][..], "--shard"),
        (&["loa", "compare", "--shard", "1/2"][..], "--json"),
        (
            &[
                "optimise",
                "--game",
                "war",
                "--algorithm",
                "iterative",
                "--shard",
                "2",
            ][..],
            "--shard",
        ),
    ] {
        let out = gamelab(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(word), "{args:?}: {err}");
    }
    let part = json(&[
        "ttr",
        "experiment",
        "--players",
        "2",
        "--games",
        "3",
        "--shard",
        "1/2",
        "--json",
    ]);
    let file = std::env::temp_dir().join(format!("gamelab-shard-part-{}.json", std::process::id()));
    std::fs::write(&file, part.to_string()).unwrap();
    let out = gamelab(&["merge", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("missing: 0/2"));
    let _ = std::fs::remove_file(&file);
}
