//! The command line as other programs use it: JSON on stdout, one line on stderr and exit code
//! 2 on bad input, and the optimisation batch equal to the page's `evolve::lab::Batch`.

use std::process::{Command, Output};

use gamelab::evolve::lab::{single_run, Batch};
use gamelab::evolve::{Budget, EvolveConfig, GameConfig, Optimiser};
use gamelab::games::rrrats::RatsRules;
use gamelab::jobs::run_to_end;
use gamelab::rng::Seed;
use serde_json::Value;

fn gamelab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gamelab"))
        .args(args)
        .output()
        .expect("the gamelab binary runs")
}

/// Parsing JSON numbers may miss the printed float by an ulp: compare within 1e-15.
fn same_floats(cli: &Value, core: &[f64]) {
    let cli: Vec<f64> = cli
        .as_array()
        .expect("an array")
        .iter()
        .map(|v| v.as_f64().expect("a number"))
        .collect();
    assert_eq!(cli.len(), core.len());
    for (a, b) in cli.iter().zip(core) {
        assert!(
            (a - b).abs() <= 1e-15 * b.abs().max(1.0),
            "{cli:?} vs {core:?}"
        );
    }
}

fn json(args: &[&str]) -> Value {
    let out = gamelab(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON value on stdout")
}

#[test]
fn bad_input_is_one_line_on_stderr_and_exit_code_2() {
    let cases: [&[&str]; 5] = [
        &["ttt", "solve", "--board", "XXX......"],
        &["tree", "--tree", "[[1,]"],
        &["race", "run", "--algorithm", "nope", "--mu", "0.6"],
        &["blotto", "solve", "--fields", "0", "--a", "5", "--b", "4"],
        &["optimise", "--game", "chess", "--algorithm", "iterative"],
    ];
    for args in cases {
        let out = gamelab(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.starts_with("gamelab: "), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
    let out = gamelab(&["nash", "--game", "tests/data/nfg/missing.nfg"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn json_output_carries_the_golden_numbers() {
    let stats = json(&["ttt", "stats", "--json"]);
    assert_eq!(stats["reachable_positions"], 5478);
    assert_eq!(stats["minimax_nodes"], 549_946);
    let tree = json(&[
        "tree",
        "--tree",
        "[[[4,6],[7,9]],[[1,2],[0,1]],[[9]]]",
        "--json",
    ]);
    assert_eq!(tree["value"], 9);
    assert_eq!(
        tree["leaves_evaluated"],
        serde_json::json!([4, 6, 7, 1, 2, 9])
    );
    let blotto = json(&[
        "blotto", "solve", "--fields", "3", "--a", "5", "--b", "4", "--json",
    ]);
    assert_eq!(blotto["value_fraction"], "1/2");
    assert!(blotto["certificate_gap"].as_f64().unwrap().abs() < 1e-9);
    let nash = json(&[
        "nash",
        "--game",
        "tests/data/nfg/prisoners-dilemma.nfg",
        "--json",
    ]);
    // Prisoner's dilemma: one equilibrium, both defect, payoffs (1, 1).
    assert_eq!(nash["equilibria"].as_array().map(Vec::len), Some(1));
    assert_eq!(nash["equilibria"][0]["row"], serde_json::json!(["0", "1"]));
    assert_eq!(
        nash["equilibria"][0]["payoffs"],
        serde_json::json!(["1", "1"])
    );
}

/// `gamelab optimise` reports, run by run, what `Batch` (the page's batches) and
/// `single_run` (the page's single run) compute in the core.
#[test]
fn the_optimisation_batch_equals_the_core_batch() {
    let seed = 4;
    let out = json(&[
        "optimise",
        "--game",
        "rrrats",
        "--algorithm",
        "iterative",
        "--budget",
        "3",
        "--runs",
        "3",
        "--eval-games",
        "1000",
        "--seed",
        &seed.to_string(),
        "--json",
    ]);
    let game = GameConfig::Rrrats(RatsRules::default());
    let template = EvolveConfig::new(game, Optimiser::Iterative, Budget::Mutations(3), Seed(seed));
    let batch =
        run_to_end(&mut Batch::new(template, &[Optimiser::Iterative], &[0, 1, 2], 1000).unwrap());
    let runs = out["runs"].as_array().expect("runs");
    assert_eq!(runs.len(), batch.len());
    for (cli, (_, core)) in runs.iter().zip(&batch) {
        assert_eq!(cli["run"], core.run);
        assert_eq!(cli["seed"], core.outcome.config.seed.0);
        same_floats(&cli["x"], &core.outcome.x);
        assert_eq!(cli["games_used"], core.outcome.games);
        assert_eq!(cli["eval_games"], core.evaluation.games);
        assert_eq!(cli["win_rate_vs_initial"], core.evaluation.score());
    }
    let one = json(&[
        "optimise",
        "--game",
        "rrrats",
        "--algorithm",
        "iterative",
        "--budget",
        "3",
        "--eval-games",
        "1000",
        "--seed",
        "4",
        "--json",
    ]);
    let core = run_to_end(&mut single_run(template, 1000).unwrap());
    assert_eq!(one["seed"], seed);
    same_floats(&one["x"], &core.outcome.x);
    assert_eq!(one["win_rate_vs_initial"], core.evaluation.score());
}

#[test]
fn empty_runs_and_unrepresentable_values_are_refused() {
    // `rrrats table --games 0` used to print 0.0 everywhere; a tree leaf beyond what the
    // searchers represent used to be clamped (alpha-beta answered 1000000001).
    for args in [
        &["rrrats", "table", "--games", "0"][..],
        &[
            "tree",
            "--tree",
            "[[2000000000]]",
            "--algorithm",
            "alphabeta",
        ],
    ] {
        let out = gamelab(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
}
