//! The seed's comparison under the seed's protocol: the suite chosen without looking at any
//! solver's answer (reproduced by its generator, every position unsolved), the alpha-beta
//! solver against the other methods and the negamax of short positions, nodes counted both
//! ways, and `gamelab loa compare` laying out Table 4.2.

use gamelab::games::loa::ab_solver::ab_solve;
use gamelab::games::loa::compare::{attempt, rows};
use gamelab::games::loa::solve::{solve, Method, Verdict};
use gamelab::games::loa::suite::{
    suite, unbiased_suite, Generate, GenerateConfig, Selection, UNBIASED_SUITE,
};
use gamelab::games::loa::table42::table_4_2;
use gamelab::games::loa::{Loa, Rules};
use gamelab::jobs::run_to_end;
use gamelab::rng::Seed;

use super::loa::{cli_json, gamelab};

#[test]
fn the_unbiased_suite_is_what_its_generator_makes_without_solving() {
    let positions = unbiased_suite();
    assert_eq!(positions.len(), 481);
    assert!(positions.iter().all(|p| p.result == Verdict::Unknown
        && p.best_move.is_none()
        && p.proof_size == 0
        && [5, 10, 15, 20].contains(&p.before_end)));
    assert!(UNBIASED_SUITE.contains("--select all --before-end 5,10,15,20 --random-plies 4"));
    // The first games again, with the file's settings: the same positions, in order.
    let config = GenerateConfig {
        games: 3,
        seed: Seed(1),
        move_nodes: 20_000,
        random_plies: 4,
        before_end: vec![5, 10, 15, 20],
        selection: Selection::All,
        ..GenerateConfig::default()
    };
    let mut job = Generate::new(config);
    let again = run_to_end(&mut job);
    assert_eq!(job.rejected, 0);
    assert!(!again.is_empty());
    assert_eq!(again[..], positions[..again.len()]);
}

#[test]
fn the_alpha_beta_solver_agrees_with_every_method_where_they_solve() {
    let mut checked = 0;
    for p in unbiased_suite().iter().take(40) {
        let game = Loa::from_board(p.board, Rules::default());
        let ab = ab_solve(&game, 200_000);
        if ab.value == 0 {
            continue;
        }
        let dfpn = solve(&game, Method::Dfpn, 3_000_000);
        if dfpn.result.decided() {
            checked += 1;
            let want = if ab.value == 1 {
                Verdict::Win
            } else {
                Verdict::Loss
            };
            assert_eq!(dfpn.result, want, "{:?}", p.board);
        }
        assert!(ab.seed_nodes <= ab.nodes);
    }
    assert!(checked >= 10, "{checked}");
    // On the solved suite it never contradicts a stored, verified answer.
    for p in suite().iter().step_by(6) {
        let game = Loa::from_board(p.board, Rules::default());
        let s = solve(&game, Method::AbSolver, 100_000);
        assert!(!s.result.decided() || s.result == p.result, "{:?}", p.board);
    }
}

#[test]
fn table_4_2_counts_the_positions_both_solved_and_checks_the_seeds_conclusions() {
    let positions: Vec<_> = unbiased_suite().into_iter().take(12).collect();
    let methods = [Method::AbSolver, Method::Pns, Method::AlphaBeta];
    let now = || 0.0;
    let attempts: Vec<Vec<_>> = positions
        .iter()
        .map(|p| {
            methods
                .iter()
                .map(|&m| attempt(p, m, 100_000, &now))
                .collect()
        })
        .collect();
    let table = rows(&positions, &methods, &attempts);
    assert!(table.iter().all(|r| r.disagreements == 0));
    assert!(table[0].total_seed_nodes.is_some());
    assert_eq!(table[1].total_seed_nodes, None);
    let t = table_4_2(&methods, &attempts, Method::AbSolver, Method::Pns, 100_000).unwrap();
    let both = attempts
        .iter()
        .filter(|a| a[0].result.decided() && a[1].result.decided())
        .count() as u32;
    assert_eq!(t.both, both);
    assert_eq!(t.rows[0].solved, table[0].solved);
    assert_eq!(t.rows[1].solved, table[1].solved);
    assert_eq!(t.conclusions.len(), 3);
    assert_eq!(t.conclusions[2].holds, t.rows[0].solved > t.rows[1].solved);
}

#[test]
fn the_command_line_lays_out_table_4_2_and_solves_with_the_alpha_beta_solver() {
    // The same 6 positions and methods on `threads` threads.
    let compare = |threads: &str| {
        cli_json(&[
            "loa",
            "compare",
            "--suite",
            "unbiased",
            "--positions",
            "6",
            "--max-nodes",
            "50000",
            "--methods",
            "ab-solver,pns,dfpn",
            "--threads",
            threads,
            "--json",
        ])
    };
    let v = compare("2");
    assert_eq!(v["positions"], 6);
    assert_eq!(
        v["methods"],
        serde_json::json!(["ab-solver", "pns", "dfpn"])
    );
    assert_eq!(v["rows"].as_array().unwrap().len(), 3);
    assert_eq!(v["attempts"].as_array().unwrap().len(), 6);
    assert_eq!(v["table_4_2"]["positions"], 6);
    let md = v["markdown"].as_str().unwrap();
    assert!(
        md.contains("| α-β pruning (the seed) | 383 of 488 |"),
        "{md}"
    );
    assert!(
        md.contains("| proof-number search (the seed) | 356 of 488 |"),
        "{md}"
    );
    assert!(
        md.contains("The seed: alpha-beta solves more positions. Ours:"),
        "{md}"
    );
    // The same run on one thread gives the same answers and node counts.
    let one = compare("1");
    let counts = |v: &serde_json::Value| -> Vec<(serde_json::Value, serde_json::Value)> {
        v["attempts"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|a| {
                a.as_array()
                    .unwrap()
                    .iter()
                    .map(|t| (t["result"].clone(), t["nodes"].clone()))
                    .collect::<Vec<_>>()
            })
            .collect()
    };
    assert_eq!(counts(&v), counts(&one));
    // The solver from `loa solve`, with both node counts.
    let s = cli_json(&[
        "loa",
        "solve",
        "--fen",
        "8/8/8/8/8/8/b7/2b2w1w b",
        "--method",
        "ab-solver",
        "--json",
    ]);
    assert_eq!(s["result"], "win");
    assert_eq!(s["method"], "ab-solver");
    assert!(s["seed_nodes"].as_u64().unwrap() <= s["nodes"].as_u64().unwrap());
    for (args, message) in [
        (&["loa", "compare", "--max-nodes", "0"][..], "--max-nodes"),
        (&["loa", "compare", "--positions", "0"], "no positions"),
        (
            &["loa", "compare", "--threads", "0", "--positions", "1"],
            "--threads",
        ),
    ] {
        let out = gamelab(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(message), "{args:?}: {err}");
    }
}
