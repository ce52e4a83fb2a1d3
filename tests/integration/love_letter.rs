//! Love Letter through the command line: the greedy example of the seed, round statistics and
//! their invariants, and bad input.

use std::process::Command;

fn gamelab(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_gamelab"))
        .args(args)
        .output()
        .expect("the gamelab binary runs")
}

fn json(args: &[&str]) -> serde_json::Value {
    let out = gamelab(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

#[test]
fn the_seeds_greedy_example_in_fractions() {
    let v = json(&[
        "loveletter",
        "greedy",
        "--hand",
        "Guard,Baron",
        "--visible",
        "King,Prince,Handmaid",
        "--json",
    ]);
    assert_eq!(v["card"], "Guard");
    assert_eq!(v["guess"], "Priest");
    assert_eq!(v["probabilities"]["Guard"], "4/11");
    assert_eq!(v["probabilities"]["Priest"], "2/11");
    assert_eq!(v["probabilities"]["King"], "0");
    assert_eq!(v["scores"]["Guard"], "347/275"); // 1 + 2/11 + 0.08
}

#[test]
fn round_statistics_add_up() {
    for (players, agents) in [
        (2, "random,random"),
        (3, "random,greedy,greedy-memory"),
        (4, "greedy,random,random,random"),
    ] {
        let v = json(&[
            "loveletter",
            "stats",
            "--players",
            &players.to_string(),
            "--agents",
            agents,
            "--rounds",
            "2000",
            "--seed",
            "4",
            "--json",
        ]);
        let wins: u64 = v["round_wins"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w.as_u64().unwrap())
            .sum();
        let shared = v["shared_rounds"].as_u64().unwrap();
        // Every round has a winner; a shared round counts for each tied seat.
        assert!(wins >= 2000 && wins <= 2000 + 3 * shared, "{v}");
        assert!(v["tiebreak_rounds"].as_u64() <= v["showdown_rounds"].as_u64());
        assert_eq!(
            v["plays_per_round"]["Princess"].as_f64(),
            Some(0.0),
            "nobody plays the Princess here"
        );
        let turns = v["mean_turns_per_round"].as_f64().unwrap();
        let plays: f64 = v["plays_per_round"]
            .as_object()
            .unwrap()
            .values()
            .map(|x| x.as_f64().unwrap())
            .sum();
        assert!(
            (turns - plays).abs() < 1e-9,
            "a turn is one play: {turns} vs {plays}"
        );
    }
    // The same seed, the same numbers.
    let a = json(&[
        "loveletter",
        "stats",
        "--players",
        "2",
        "--agents",
        "random,greedy",
        "--rounds",
        "500",
        "--json",
    ]);
    let b = json(&[
        "loveletter",
        "stats",
        "--players",
        "2",
        "--agents",
        "random,greedy",
        "--rounds",
        "500",
        "--json",
    ]);
    assert_eq!(a, b);
}

#[test]
fn bad_input_is_refused_by_name() {
    for args in [
        &["loveletter", "greedy", "--hand", "Guard,Duke"][..],
        &["loveletter", "greedy", "--hand", "Princess,Princess"],
        &["loveletter", "greedy", "--hand", "Guard"],
        &[
            "loveletter",
            "greedy",
            "--hand",
            "Guard,Guard",
            "--visible",
            "Guard,Guard,Guard,Guard",
        ],
        &[
            "loveletter",
            "stats",
            "--players",
            "5",
            "--agents",
            "random",
        ],
        &[
            "loveletter",
            "stats",
            "--players",
            "2",
            "--agents",
            "random,smart",
        ],
        &[
            "loveletter",
            "stats",
            "--players",
            "2",
            "--agents",
            "random",
        ],
        &[
            "loveletter",
            "stats",
            "--players",
            "2",
            "--agents",
            "random,random",
            "--rounds",
            "0",
        ],
    ] {
        let out = gamelab(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn a_tournament_rotates_seats_and_ranks_the_agents() {
    let args = [
        "loveletter",
        "tournament",
        "--players",
        "3",
        "--agents",
        "ismcts,greedy,random",
        "--games",
        "60",
        "--iterations",
        "200",
        "--seed",
        "2",
        "--json",
    ];
    let v = json(&args);
    let table = v["standings"].as_array().unwrap();
    let rate = |i: usize| table[i]["rate"].as_f64().unwrap();
    // Every game has a winner; the stronger agent wins more.
    let wins: u64 = table.iter().map(|s| s["wins"].as_u64().unwrap()).sum();
    assert!(wins >= 60, "{v}");
    assert!(rate(0) > rate(2) && rate(1) > rate(2), "{v}");
    for s in table {
        let ci = s["ci95"].as_array().unwrap();
        let (lo, hi, r) = (
            ci[0].as_f64().unwrap(),
            ci[1].as_f64().unwrap(),
            s["rate"].as_f64().unwrap(),
        );
        assert!(lo <= r && r <= hi);
    }
    // Games are independent of the thread that plays them: the same seed, the same standings.
    let again = json(&args);
    assert_eq!(v["standings"], again["standings"]);
}

/// The seed's probabilistic agent takes part by its name, and wins more than random over
/// 2 000 games (it draws by the same estimates greedy maximises).
#[test]
fn the_probabilistic_agent_is_named_on_the_command_line() {
    let out = json(&[
        "loveletter",
        "tournament",
        "--players",
        "2",
        "--agents",
        "probabilistic,random",
        "--games",
        "2000",
        "--json",
    ]);
    let standings = out["standings"].as_array().unwrap();
    assert_eq!(standings[0]["agent"], "probabilistic");
    let rate = standings[0]["rate"].as_f64().unwrap();
    assert!(rate > 0.5, "{rate}");
    let bad = gamelab(&[
        "loveletter",
        "tournament",
        "--players",
        "2",
        "--agents",
        "probabilistik,random",
    ]);
    assert!(String::from_utf8_lossy(&bad.stderr).contains("probabilistic"));
}
