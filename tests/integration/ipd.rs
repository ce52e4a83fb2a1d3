//! The iterated prisoner's dilemma against the Axelrod Python library (4.13.0): every pair
//! of the deterministic strategies move for move, a deterministic tournament's tables and
//! its ecosystem, and the stochastic strategies' mean scores and cooperation rates, from
//! `tests/data/ipd/axelrod_matches.json` (written by `scripts/ipd-axelrod-data.py`); and the
//! `gamelab ipd` commands as a program.

use super::cli::{gamelab, json};
use gamelab::games::ipd::tournament::{merge, play_range, TournamentSpec};
use gamelab::games::ipd::{
    by_name, ecological, match_scores, play_match, Classic, Payoffs, Strategy,
};
use gamelab::rng::Seed;
use serde_json::Value;

fn data() -> Value {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/ipd/axelrod_matches.json"
    ))
    .expect("the reference data");
    serde_json::from_str(&text).expect("JSON")
}

fn strategy(v: &Value) -> Strategy {
    by_name(v.as_str().expect("a name")).expect("a strategy we implement")
}

fn floats(v: &Value) -> Vec<f64> {
    v.as_array()
        .expect("an array")
        .iter()
        .map(|x| x.as_f64().expect("a number"))
        .collect()
}

fn payoffs(v: &Value) -> Payoffs {
    let p = floats(v);
    Payoffs::new(p[0], p[1], p[2], p[3]).expect("a dilemma")
}

fn letters(
    moves: &[(gamelab::games::ipd::Move, gamelab::games::ipd::Move)],
    seat: usize,
) -> String {
    moves
        .iter()
        .map(|m| {
            if seat == 0 {
                m.0.letter()
            } else {
                m.1.letter()
            }
        })
        .collect()
}

#[test]
fn every_deterministic_pair_plays_the_librarys_moves_and_scores() {
    let data = data();
    let names = data["deterministic"].as_array().unwrap();
    // Every deterministic classic we implement is in the data, and nothing else.
    let ours: Vec<&str> = Classic::ALL
        .iter()
        .filter(|c| c.is_deterministic())
        .map(|c| c.name())
        .collect();
    let theirs: Vec<&str> = names.iter().map(|n| n.as_str().unwrap()).collect();
    assert_eq!(ours.len(), theirs.len());
    for name in &ours {
        assert!(theirs.contains(name), "{name} is missing from the data");
    }
    let matches = data["matches"].as_array().unwrap();
    assert_eq!(matches.len(), 300 * 4);
    let mut failures = Vec::new();
    for m in matches {
        let (a, b) = (strategy(&m["a"]), strategy(&m["b"]));
        let turns = m["turns"].as_u64().unwrap() as u32;
        let result = play_match(&a, &b, turns, 0.0, &payoffs(&m["payoffs"]), Seed(7));
        let expected = floats(&m["scores"]);
        let (ma, mb) = (letters(&result.moves, 0), letters(&result.moves, 1));
        if result.scores.to_vec() != expected
            || ma != m["moves_a"].as_str().unwrap()
            || mb != m["moves_b"].as_str().unwrap()
        {
            failures.push(format!(
                "{} vs {} ({turns} turns, {}): ours {:?} {ma} {mb}, library's {expected:?} {} {}",
                m["a"], m["b"], m["payoffs"], result.scores, m["moves_a"], m["moves_b"]
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn a_deterministic_tournament_gives_the_librarys_tables_and_ecosystem() {
    let data = data();
    let t = &data["tournament"];
    let players: Vec<Strategy> = t["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(strategy)
        .collect();
    let spec = TournamentSpec {
        players,
        turns: 200,
        repetitions: 2,
        noise: 0.0,
        payoffs: Payoffs::default(),
        seed: 3,
    };
    let result = merge(&spec, vec![play_range(&spec, 0, spec.matches())]).unwrap();
    let close = |a: f64, b: f64| (a - b).abs() <= 1e-12 * b.abs().max(1.0);
    let matrix =
        |v: &Value| -> Vec<Vec<f64>> { v.as_array().unwrap().iter().map(floats).collect() };
    for (ours, theirs) in [
        (&result.payoff_matrix, matrix(&t["payoff_matrix"])),
        (&result.scores, matrix(&t["scores"])),
        (&result.normalised_scores, matrix(&t["normalised_scores"])),
    ] {
        for (row, expected) in ours.iter().zip(&theirs) {
            for (a, b) in row.iter().zip(expected) {
                assert!(close(*a, *b), "{row:?} vs {expected:?}");
            }
        }
    }
    let ranking: Vec<usize> = t["ranking"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap() as usize)
        .collect();
    assert_eq!(result.ranking, ranking);
    let wins: Vec<Vec<u32>> = t["wins"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            r.as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_u64().unwrap() as u32)
                .collect()
        })
        .collect();
    assert_eq!(result.wins, wins);
    let eco = ecological(&result.payoff_matrix, 20);
    let theirs = matrix(&t["ecosystem_20"]);
    assert_eq!(eco.len(), theirs.len());
    for (row, expected) in eco.iter().zip(&theirs) {
        for (a, b) in row.iter().zip(expected) {
            assert!((a - b).abs() < 1e-12, "{row:?} vs {expected:?}");
        }
    }
}

/// Mean scores and cooperation rates of the stochastic strategies (and of noisy matches)
/// agree with the library's within four standard errors of the difference; where the
/// library's spread is zero (GTFT against Cooperator never draws), exactly.
#[test]
fn stochastic_strategies_have_the_librarys_distributions() {
    let data = data();
    let runs = 2000u64;
    for s in data["stochastic"].as_array().unwrap() {
        let (a, b) = (strategy(&s["a"]), strategy(&s["b"]));
        let turns = s["turns"].as_u64().unwrap() as u32;
        let noise = s["noise"].as_f64().unwrap();
        let (mut xa, mut xb, mut xc) = (Vec::new(), Vec::new(), Vec::new());
        for i in 0..runs {
            let m = play_match(
                &a,
                &b,
                turns,
                noise,
                &Payoffs::default(),
                Seed(11).derive(i),
            );
            xa.push(m.scores[0]);
            xb.push(m.scores[1]);
            let c = m
                .moves
                .iter()
                .filter(|x| x.0 == gamelab::games::ipd::Move::C)
                .count();
            xc.push(c as f64 / f64::from(turns));
        }
        for (ours, key) in [(&xa, "a"), (&xb, "b"), (&xc, "c")] {
            let (mean, sd) = mean_sd(ours);
            let (lib_mean, lib_sd) = match key {
                "a" => (s["mean_a"].as_f64().unwrap(), s["sd_a"].as_f64().unwrap()),
                "b" => (s["mean_b"].as_f64().unwrap(), s["sd_b"].as_f64().unwrap()),
                _ => (
                    s["cooperation_a"].as_f64().unwrap(),
                    s["cooperation_sd_a"].as_f64().unwrap(),
                ),
            };
            let lib_runs = s["runs"].as_f64().unwrap();
            let se = (sd * sd / runs as f64 + lib_sd * lib_sd / lib_runs).sqrt();
            assert!(
                (mean - lib_mean).abs() <= 4.0 * se + 1e-9,
                "{} vs {} noise {noise} ({key}): ours {mean} ± {sd}, library's {lib_mean} ± {lib_sd}",
                s["a"],
                s["b"]
            );
        }
    }
}

fn mean_sd(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0);
    (mean, var.sqrt())
}

#[test]
fn hand_computed_matches() {
    let p = Payoffs::default();
    let s = |n: &str| by_name(n).unwrap();
    let scores = |a: &str, b: &str, turns: u32| match_scores(&s(a), &s(b), turns, 0.0, &p, Seed(1));
    assert_eq!(scores("Tit For Tat", "Defector", 200), [199.0, 204.0]);
    assert_eq!(scores("Tit For Tat", "Cooperator", 200), [600.0, 600.0]);
    assert_eq!(scores("Defector", "Cooperator", 200), [1000.0, 0.0]);
}

#[test]
fn cli_match_is_the_contract() {
    let v = json(&[
        "ipd",
        "match",
        "--players",
        "Tit For Tat,Defector",
        "--turns",
        "200",
        "--json",
    ]);
    assert_eq!(floats(&v["scores"]), [199.0, 204.0]);
    let moves = v["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 200);
    assert_eq!(moves[0], "CD");
    assert!(moves[1..].iter().all(|m| m == "DD"));
    assert_eq!(v.as_object().unwrap().len(), 2);
    // Noise and seeds: the same seed replays the same match, as the core plays it.
    let args = [
        "ipd",
        "match",
        "--players",
        "Random,Grudger",
        "--turns",
        "50",
        "--noise",
        "0.1",
        "--seed",
        "9",
        "--payoffs",
        "4,0,6,2",
        "--json",
    ];
    let v = json(&args);
    assert_eq!(v, json(&args));
    let core = play_match(
        &by_name("Random").unwrap(),
        &by_name("Grudger").unwrap(),
        50,
        0.1,
        &Payoffs::new(4.0, 0.0, 6.0, 2.0).unwrap(),
        Seed(9),
    );
    assert_eq!(floats(&v["scores"]), core.scores);
}

#[test]
fn cli_tournament_is_the_contract_and_the_split_does_not_matter() {
    let args = [
        "ipd",
        "tournament",
        "--players",
        "Tit For Tat,Defector,Random,First by Joss",
        "--turns",
        "100",
        "--repetitions",
        "5",
        "--noise",
        "0.05",
        "--seed",
        "4",
        "--json",
    ];
    let v = json(&args);
    let spec = TournamentSpec {
        players: ["Tit For Tat", "Defector", "Random", "First by Joss"]
            .iter()
            .map(|n| by_name(n).unwrap())
            .collect(),
        turns: 100,
        repetitions: 5,
        noise: 0.05,
        payoffs: Payoffs::default(),
        seed: 4,
    };
    // The command line splits the matches over its threads; one pass gives the same tables.
    let core = merge(&spec, vec![play_range(&spec, 0, spec.matches())]).unwrap();
    assert_eq!(v["players"].as_array().unwrap().len(), 4);
    let scores: Vec<Vec<f64>> = v["scores"].as_array().unwrap().iter().map(floats).collect();
    assert_eq!(scores, core.scores);
    assert_eq!(scores[0].len(), 5);
    let matrix: Vec<Vec<f64>> = v["payoff_matrix"]
        .as_array()
        .unwrap()
        .iter()
        .map(floats)
        .collect();
    // serde_json may read a printed double back an ulp away.
    for (row, expected) in matrix.iter().zip(&core.payoff_matrix) {
        for (a, b) in row.iter().zip(expected) {
            assert!((a - b).abs() <= 1e-15 * b.abs().max(1.0), "{matrix:?}");
        }
    }
    let ranking: Vec<&str> = v["ranking"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_str().unwrap())
        .collect();
    assert_eq!(ranking, core.ranked_names);
    let all = json(&[
        "ipd",
        "tournament",
        "--all",
        "--turns",
        "20",
        "--repetitions",
        "1",
        "--seed",
        "1",
        "--generations",
        "3",
        "--json",
    ]);
    assert_eq!(all["players"].as_array().unwrap().len(), Classic::ALL.len());
    assert_eq!(all["ecological"].as_array().unwrap().len(), 4);
}

#[test]
fn cli_race_strategies_population_and_errors() {
    let v = json(&[
        "ipd",
        "race",
        "--players",
        "Tit For Tat,Defector",
        "--noise",
        "0.05",
        "--algorithm",
        "ilebr-star2",
        "--json",
    ]);
    assert_eq!(v["winner"], "Tit For Tat");
    let v = json(&[
        "ipd",
        "race",
        "--players",
        "Tit For Tat,Defector",
        "--mode",
        "head-to-head",
        "--json",
    ]);
    assert_eq!(v["winner"], "Defector");
    let v = json(&["ipd", "strategies", "--json"]);
    let list = v["strategies"].as_array().unwrap();
    assert_eq!(list.len(), Classic::ALL.len());
    assert_eq!(list[2]["name"], "Tit For Tat");
    let v = json(&[
        "ipd",
        "population",
        "--players",
        "Tit For Tat,Defector,Cooperator",
        "--counts",
        "5,5,15",
        "--rounds",
        "3",
        "--json",
    ]);
    assert_eq!(v["counts"][1], serde_json::json!([5, 10, 10]));
    for args in [
        &["ipd", "match", "--players", "Tit For Tat", "--json"][..],
        &["ipd", "match", "--players", "Tit For Tat,Nobody"],
        &[
            "ipd",
            "match",
            "--players",
            "Tit For Tat,Defector",
            "--noise",
            "1.5",
        ],
        &[
            "ipd",
            "match",
            "--players",
            "Tit For Tat,Defector",
            "--payoffs",
            "3,0,7,1",
        ],
        &["ipd", "tournament", "--players", "Defector", "--json"],
        &[
            "ipd",
            "race",
            "--players",
            "Tit For Tat,Defector",
            "--algorithm",
            "fast",
        ],
        &[
            "ipd",
            "population",
            "--players",
            "Defector",
            "--counts",
            "1",
        ],
    ] {
        let out = gamelab(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
}

mod text_formats {
    use gamelab::games::ipd::{LookupTable, MemoryOne, Payoffs};
    use proptest::prelude::*;
    use proptest::test_runner::{Config as Runner, RngSeed};

    proptest! {
        #![proptest_config(Runner { cases: 1000, rng_seed: RngSeed::Fixed(20261126), ..Runner::default() })]

        /// Whatever is typed, the readers answer without panicking; what they read, their
        /// writers write back to the same rule; an error points inside the text.
        #[test]
        fn rule_tables(text in "[CDcd01./,;= a-z1-9é-]{0,40}") {
            let chars = text.chars().count();
            match MemoryOne::parse(&text) {
                Ok(m) => prop_assert_eq!(MemoryOne::parse(&m.format()).unwrap(), m),
                Err(e) => prop_assert!(e.line == 1 && e.column >= 1 && e.column <= chars + 1, "{}", e),
            }
            match LookupTable::parse(&text) {
                Ok(l) => prop_assert_eq!(LookupTable::parse(&l.format()).unwrap(), l),
                Err(e) => prop_assert!(e.line == 1 && e.column >= 1 && e.column <= chars + 1, "{}", e),
            }
            let _ = Payoffs::parse(&text);
        }

        #[test]
        fn memory_one_vectors(p in proptest::array::uniform4(0.0f64..=1.0), first in 0.0f64..=1.0) {
            let m = MemoryOne::new(p, first).unwrap();
            prop_assert_eq!(MemoryOne::parse(&m.format()).unwrap(), m);
        }

        #[test]
        fn lookup_tables(bits in proptest::collection::vec(any::<bool>(), 64), depth in 1u8..=3) {
            let n = 1usize << (2 * depth);
            let letters: String = bits[..n].iter().map(|&d| if d { 'D' } else { 'C' }).collect();
            let opening: String = bits[n - depth as usize..n].iter().map(|&d| if d { 'D' } else { 'C' }).collect();
            let l = LookupTable::parse(&format!("{letters};first={opening}")).unwrap();
            prop_assert_eq!(l.depth, depth);
            prop_assert_eq!(LookupTable::parse(&l.format()).unwrap(), l);
        }
    }
}

/// The rule tables the page reads (`memory-one:…`, `lookup:…`) are players of every command
/// that takes strategies, and the help says so: a memory-one table keeps its four
/// comma-separated probabilities.
#[test]
fn the_command_line_takes_the_pages_rule_tables() {
    let tft = "lookup:CDCD;first=C";
    let gtft = "memory-one:1,1/3,1,1/3;first=1";
    let m = json(&[
        "ipd",
        "match",
        "--players",
        &format!("{tft},{gtft}"),
        "--turns",
        "6",
        "--json",
    ]);
    assert_eq!(m["moves"][0], "CC");
    let named = json(&[
        "ipd",
        "match",
        "--players",
        "Tit For Tat,Defector",
        "--turns",
        "6",
        "--json",
    ]);
    let table = json(&[
        "ipd",
        "match",
        "--players",
        &format!("{tft},Defector"),
        "--turns",
        "6",
        "--json",
    ]);
    assert_eq!(named["scores"], table["scores"]);
    let t = json(&[
        "ipd",
        "tournament",
        "--players",
        &format!("Defector,{tft},{gtft}"),
        "--turns",
        "5",
        "--repetitions",
        "1",
        "--json",
    ]);
    assert_eq!(t["players"].as_array().unwrap().len(), 3);
    let p = json(&[
        "ipd",
        "population",
        "--players",
        &format!("Defector,{gtft}"),
        "--counts",
        "5,5",
        "--rounds",
        "2",
        "--json",
    ]);
    assert_eq!(p["counts"][0].as_array().unwrap().len(), 2);
    for command in [
        &["ipd", "match", "--help"][..],
        &["ipd", "tournament", "--help"],
    ] {
        let help = String::from_utf8_lossy(&gamelab(command).stdout).to_string();
        assert!(
            help.contains("memory-one:") && help.contains("lookup:"),
            "{help}"
        );
    }
}
