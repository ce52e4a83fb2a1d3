//! The command line as other programs use it: JSON on stdout, one line on stderr and exit code
//! 2 on bad input, and the optimisation batch equal to the page's `evolve::lab::Batch`.

use std::process::{Command, Output};

use gamelab::evolve::lab::{single_run, Batch};
use gamelab::evolve::{Budget, EvolveConfig, GameConfig, Optimiser};
use gamelab::games::rrrats::RatsRules;
use gamelab::jobs::run_to_end;
use gamelab::rng::Seed;
use serde_json::Value;

pub(crate) fn gamelab(args: &[&str]) -> Output {
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

pub(crate) fn json(args: &[&str]) -> Value {
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

/// Writes `text` to a fresh file in the test's scratch folder and returns its path.
fn scratch(name: &str, text: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, text).expect("the scratch folder is writable");
    path.to_string_lossy().into_owned()
}

/// Runs `gamelab` and checks the error style: exit 2 and exactly one line on stderr.
fn refused(args: &[&str]) -> String {
    let start = std::time::Instant::now();
    let out = gamelab(args);
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(err.starts_with("gamelab: "), "{args:?}: {err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    // No input of the corpus makes the command line work for long (a megabyte of digits
    // took minutes).
    assert!(
        start.elapsed().as_secs() < 20,
        "{args:?} took {:?}",
        start.elapsed()
    );
    err
}

#[test]
fn the_fuzzing_corpus_gets_errors_or_right_answers() {
    // LP files: panics while reading (infinite or overflowing numbers) are positioned errors.
    let lp = |body: &str| format!("max\n{body}\nend\n");
    for (i, body) in [
        " obj: 1e400 x\nst\n c: x <= 1",
        " obj: 1e308 x + 1e308 x\nst\n c: x <= 1",
        " obj: x\nst\n c1: 1e400 x <= 1",
        " obj: x\nst\n c: x <= 1\nbounds\n x >= inf",
        " obj: x\nst\n c: x <= 1\nbounds\n x = inf",
        " obj: x\nst\n c: x <= 1\nbounds\n inf <= x <= inf",
        " obj: x\nst\n c: x <= 1\nbounds\n x >= 1e400",
        " obj: x\nst\n c: x <= 1\nbounds\n x = -inf",
        " obj: x\nst\n c: x <= 1\nbounds\n -inf <= x <= -inf",
        " obj: x\nst\n c1: x + y = 1\n c2: x + y = 1.0000000001",
    ]
    .iter()
    .enumerate()
    {
        let file = scratch(&format!("bad-{i}.lp"), &lp(body));
        let err = refused(&["lp", "--file", &file, "--json"]);
        assert!(
            err.contains("line") || err.contains("could not decide"),
            "{body}: {err}"
        );
    }
    // A tiny coefficient is solved, not called unbounded.
    let file = scratch("tiny.lp", &lp(" obj: x\nst\n c: 1e-300 x <= 1"));
    let v = json(&["lp", "--file", &file, "--json"]);
    assert_eq!(v["status"], "optimal");
    assert!(
        (v["objective"].as_f64().unwrap() / 1e300 - 1.0).abs() < 1e-12,
        "{v}"
    );

    // .nfg files: huge or impossible sizes and malformed numbers.
    let nfg = |sizes: &str, payoffs: &str| {
        format!("NFG 1 R \"g\" {{ \"a\" \"b\" }} {{ {sizes} }}\n{payoffs}\n")
    };
    for (i, text) in [
        nfg("18446744073709551615 2", "1 2"),
        nfg("4294967296 1", "1 2"),
        nfg("100000 100000", ""),
        nfg("1000000001 2", "1 2"),
        nfg("1 1", "1/2/3 0"),
        nfg("2 2", &format!("{} 0 0 0 0 0 0 0", "7".repeat(100_000))),
    ]
    .iter()
    .enumerate()
    {
        let file = scratch(&format!("bad-{i}.nfg"), text);
        refused(&["nash", "--game", &file]);
        refused(&["dominance", "--game", &file]);
    }
    let file = scratch("big-number.nfg", &nfg("1 1", "1e300 0"));
    assert!(json(&["nash", "--game", &file, "--json"]).is_object());
    // Payoffs beyond the labs' range are refused where they are read, with their position:
    // one reached the LP of `dominance` as NaN and panicked.
    for (i, payoff) in ["1e308", "1e400", "-7e400/3", "2e-400"].iter().enumerate() {
        let file = scratch(
            &format!("range-{i}.nfg"),
            &nfg("3 1", &format!("{payoff} 0 0 0 1 0")),
        );
        for command in ["nash", "dominance"] {
            let err = refused(&[command, "--game", &file]);
            assert!(
                err.contains("line 2") && err.contains("payoff"),
                "{command} {payoff}: {err}"
            );
        }
    }
    let file = scratch("dominated-by-a-mix.nfg", &nfg("3 1", "1e300 0 0 0 1e299 0"));
    assert!(json(&["dominance", "--game", &file, "--json"]).is_object());

    // Racing horizons that do not exist, and flags the parser used to answer with its usage.
    for args in [
        &["race", "horizon", "--eps", "1e-9"][..],
        &["race", "horizon", "--eps", "1e-300"],
        &["race", "horizon", "--delta", "1e-300", "--eps", "1e-9"],
        &[
            "race",
            "run",
            "--algorithm",
            "ilebr",
            "--mu",
            "0.6",
            "--eps",
            "1e-300",
        ],
        &[
            "race",
            "alpha",
            "--algorithm",
            "ilebr2",
            "--mu",
            "0.6",
            "--eps",
            "1e-300",
        ],
        &[
            "optimise",
            "--game",
            "rrrats",
            "--algorithm",
            "iterative",
            "--eps",
            "1e-300",
        ],
        &["race", "horizon", "--eps", "-0.5"],
        &[
            "blotto",
            "solve",
            "--fields",
            "4294967296",
            "--a",
            "5",
            "--b",
            "5",
        ],
        &[
            "tree",
            "--tree",
            "[[1,2]]",
            "--algorithm",
            "pns",
            "--target",
            "1.5",
        ],
        &["race", "run", "--algorithm", "lebr", "--mu", "abc"],
    ] {
        refused(args);
    }
    // A horizon's root lies by its answer (1e12 was shown for answers of 1.7e13).
    let h = json(&["race", "horizon", "--eps", "1e-6", "--json"]);
    for row in h["horizons"].as_array().unwrap() {
        let (root, tests) = (
            row["root"].as_f64().unwrap(),
            row["tests"].as_f64().unwrap(),
        );
        if row["equation"] != "n_min" {
            assert!((root - tests).abs() <= 1.0, "{row}");
        }
    }
    // Calibration: δ in (0, 1), or none and why.
    for (mu, alpha, eps) in [
        ("0.497", "0.2", "0.01"),
        ("0", "0.05", "0.01"),
        ("0.497", "0.05", "0.5"),
    ] {
        let c = json(&[
            "race",
            "calibrate",
            "--mu",
            mu,
            "--alpha",
            alpha,
            "--eps",
            eps,
            "--json",
        ]);
        assert!(c["delta"].is_null() && c["no_delta"].is_string(), "{c}");
    }
    let c = json(&[
        "race",
        "calibrate",
        "--mu",
        "0.497",
        "--alpha",
        "0.05",
        "--json",
    ]);
    let d = c["delta"].as_f64().unwrap();
    assert!(d > 0.0 && d < 1.0, "{c}");
}

/// `gamelab ttr play` writes a record that `ttr check` (and the core's checker) accepts, with
/// the scores it printed; the record's fields are the format; bad arguments exit 2.
#[test]
fn ticket_to_ride_play_writes_a_checkable_record() {
    let dir = std::env::temp_dir().join(format!("gamelab-ttr-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.json");
    let path = file.to_str().unwrap();
    let out = json(&[
        "ttr",
        "play",
        "--players",
        "4",
        "--agents",
        "algo,random,algo,random",
        "--seed",
        "11",
        "--longest-path",
        "--record",
        path,
        "--json",
    ]);
    let record: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    for key in [
        "players",
        "seed",
        "longest_path_bonus",
        "initial_tickets",
        "turns",
        "final",
    ] {
        assert!(record.get(key).is_some(), "record has {key}");
    }
    assert_eq!(record["players"], 4);
    assert_eq!(record["longest_path_bonus"], true);
    let totals: Vec<Value> = record["final"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["score"]["total"].clone())
        .collect();
    assert_eq!(out["scores"], Value::Array(totals));
    for t in record["turns"].as_array().unwrap() {
        let kind = t["kind"].as_str().unwrap();
        assert_eq!(t.get("route").is_some(), kind == "claim", "{t}");
        assert_eq!(t.get("paid").is_some(), kind == "claim", "{t}");
        assert_eq!(t.get("kept").is_some(), kind == "draw_tickets", "{t}");
    }
    let checked = json(&["ttr", "check", "--record", path, "--json"]);
    assert_eq!(checked["valid"], true);
    assert_eq!(checked["winners"], out["winners"]);
    // A tampered record is refused by name.
    let mut bad = record.clone();
    bad["final"][1]["score"]["total"] =
        (bad["final"][1]["score"]["total"].as_i64().unwrap() + 3).into();
    std::fs::write(&file, bad.to_string()).unwrap();
    let refused = gamelab(&["ttr", "check", "--record", path]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("player 1"));
    for args in [
        &["ttr", "play", "--players", "6"][..],
        &["ttr", "play", "--players", "3", "--agents", "algo,algo"],
        &["ttr", "play", "--players", "2", "--agents", "genius"],
        &["ttr", "experiment", "--players", "1..4"],
        &["ttr", "experiment", "--games", "0"],
    ] {
        let out = gamelab(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr).lines().count(),
            1,
            "{args:?}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `gamelab ttr experiment` gives the thesis's table: a row per count and overall, the
/// thesis's means beside; the same seed gives the same table.
#[test]
fn ticket_to_ride_experiment_table() {
    let a = json(&[
        "ttr",
        "experiment",
        "--players",
        "2..3",
        "--games",
        "6",
        "--seed",
        "2",
        "--json",
    ]);
    let rows = a["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 3);
    assert_eq!(rows[0]["players"], 2);
    assert_eq!(rows[0]["results"], 12);
    assert_eq!(rows[2]["players"], Value::Null);
    assert_eq!(rows[0]["thesis_mean"], 107.0);
    assert_eq!(rows[2]["thesis_mean"], 98.2);
    let b = json(&[
        "ttr",
        "experiment",
        "--players",
        "2..3",
        "--games",
        "6",
        "--seed",
        "2",
        "--json",
    ]);
    assert_eq!(a["rows"], b["rows"]);
    // The player by the thesis's repository's rules, on the same games.
    let t = json(&[
        "ttr",
        "experiment",
        "--players",
        "4",
        "--games",
        "20",
        "--agent",
        "algo-thesis",
        "--seed",
        "1",
        "--json",
    ]);
    assert_eq!(t["agent"], "algo-thesis");
    assert_eq!(t["rows"][0]["thesis_mean"], 98.0);
    // The thesis's figure's numbers: the most common score, each size's range.
    let d = &t["distribution"];
    assert!(d["mode_count"].as_u64().unwrap() >= 2, "{d}");
    assert_eq!(d["ranges"][0][0], 4);
    assert_eq!(d["ranges"][0][1].as_f64(), t["rows"][0]["min"].as_f64());
    let svg = std::env::temp_dir().join(format!("gamelab-ttr-{}.svg", std::process::id()));
    let out = gamelab(&[
        "ttr",
        "experiment",
        "--players",
        "3",
        "--games",
        "4",
        "--agent",
        "algo-thesis",
        "--svg",
        svg.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(
        text.starts_with("<svg") && text.contains("most common"),
        "{}",
        &text[..200.min(text.len())]
    );
    let _ = std::fs::remove_file(&svg);
    assert!(t["rows"][0]["min"].as_f64().unwrap() >= 0.0, "{t}");
    let bad = gamelab(&["ttr", "experiment", "--agent", "thesis"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("algo, algo-thesis, nn or random"));
    let bench = json(&["bench", "ttr", "--games", "2", "--json"]);
    let rows = bench["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 4);
    assert!(rows
        .iter()
        .all(|r| r["algo_games_per_second"].as_f64().unwrap() > 0.0));
}

/// `gamelab ttr train` writes weights that `ttr play --agents nn --weights` plays with; the
/// shipped network plays by default.
#[test]
fn ticket_to_ride_training_writes_playable_weights() {
    let dir = std::env::temp_dir().join(format!("gamelab-ttr-train-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("weights.json");
    let path = file.to_str().unwrap();
    let out = json(&[
        "ttr",
        "train",
        "--games",
        "2",
        "--epochs",
        "2",
        "--eval-games",
        "2",
        "--seed",
        "3",
        "--out",
        path,
        "--json",
    ]);
    assert_eq!(out["weights"], 34_120);
    let epochs = out["epochs"].as_array().unwrap();
    assert_eq!(epochs.len(), 2);
    assert!(epochs[1]["loss"].as_f64().unwrap().is_finite());
    assert!(epochs[1]["mean_score"].as_f64().is_some());
    let game = json(&[
        "ttr",
        "play",
        "--players",
        "2",
        "--agents",
        "nn,algo",
        "--weights",
        path,
        "--json",
    ]);
    assert_eq!(game["agents"], serde_json::json!(["nn", "algo"]));
    let shipped = json(&["ttr", "play", "--players", "3", "--agents", "nn", "--json"]);
    assert_eq!(shipped["scores"].as_array().unwrap().len(), 3);
    std::fs::write(&file, "{\"format\": \"something else\"}").unwrap();
    let bad = gamelab(&[
        "ttr",
        "play",
        "--players",
        "2",
        "--agents",
        "nn",
        "--weights",
        path,
    ]);
    assert_eq!(bad.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn out_of_range_numbers_are_refused_by_their_flag() {
    // Each of these once panicked (an overflow, a capacity overflow), ran for ever, or gave a
    // wrong answer; each is now refused naming its flag.
    for (args, flag) in [
        (&["tree", "--tree", "[-2147483648,5]"][..], "--tree"),
        (
            &[
                "tree",
                "--tree",
                "[-2147483648,5]",
                "--algorithm",
                "alphabeta",
            ],
            "--tree",
        ),
        (
            &[
                "race",
                "run",
                "--algorithm",
                "ilebr-star2",
                "--mu",
                "0.4",
                "--tests",
                "18446744073709551615",
            ],
            "--tests",
        ),
        (
            &[
                "optimise",
                "--game",
                "war",
                "--algorithm",
                "iterative",
                "--runs",
                "18446744073709551615",
            ],
            "--runs",
        ),
        (
            &[
                "optimise",
                "--game",
                "war",
                "--algorithm",
                "iterative",
                "--budget",
                "18446744073709551615",
            ],
            "--budget",
        ),
        (
            &[
                "optimise",
                "--game",
                "war",
                "--algorithm",
                "iterative",
                "--budget-games",
                "18446744073709551615",
            ],
            "--budget-games",
        ),
        (
            &[
                "loveletter",
                "stats",
                "--players",
                "2",
                "--agents",
                "random,ismcts",
                "--iterations",
                "4294967295",
            ],
            "--iterations",
        ),
        (&["bench", "loa", "--suite-nodes", "0"], "--suite-nodes"),
        (
            &["bench", "loveletter", "--iterations", "0"],
            "--iterations",
        ),
    ] {
        let err = refused(args);
        assert!(err.contains(flag), "{args:?}: {err}");
    }
    // A network file whose weights would make every output NaN.
    let net: serde_json::Value =
        serde_json::from_str(include_str!("../../data/ttr_network.json")).unwrap();
    let mut huge = net.clone();
    huge["layers"][0]["weights"][0] = serde_json::json!(1e308);
    let file = scratch("huge-weights.json", &huge.to_string());
    let err = refused(&[
        "ttr",
        "play",
        "--players",
        "2",
        "--agents",
        "nn,random",
        "--weights",
        &file,
    ]);
    assert!(
        err.contains("--weights") && err.contains("layer 1"),
        "{err}"
    );
}
