//! The matches whose games were played from one random stream (`war match`, `rrrats match`,
//! `loveletter stats`): with `--seeding per-game` their outputs of `--shard i/n` for n = 1, 2,
//! 3 and 7, merged by `gamelab merge` (in reverse order), equal the whole per-game run's JSON
//! exactly, and the whole run equals the library's single-threaded one; the default (stream)
//! output is today's, byte for byte, but for the added `"seeding":"stream"`; and `--shard`
//! without per-game seeding is refused, naming both flags.

use crate::cli::{gamelab, json};
use crate::shards::merged;
use gamelab::batch::love_letter_stats::StatsSpec;
use gamelab::batch::rrrats::RatsMatchSpec;
use gamelab::batch::war::WarMatchSpec;
use gamelab::batch::{without_timing, Seeding, Shard};
use gamelab::games::rrrats::RatsRules;
use gamelab::games::war::WarRules;
use serde_json::Value;

/// The per-game run of `args` whole, and merged from 1, 2, 3 and 7 shards: all equal.
fn check_per_game(args: &[&str]) -> Value {
    let mut a = args.to_vec();
    a.extend(["--seeding", "per-game"]);
    let whole = json(&[&a[..], &["--json"]].concat());
    assert_eq!(whole["seeding"], "per-game");
    assert_eq!(whole["shard"], serde_json::json!([0, 1]));
    for n in [1, 2, 3, 7] {
        let m = merged(&a, n);
        assert_eq!(m, whole, "{a:?} in {n} shards");
        assert_eq!(without_timing(&m), without_timing(&whole));
    }
    whole
}

#[test]
fn a_war_match_seeded_per_game_in_shards_merges_to_the_whole() {
    let whole = check_per_game(&[
        "war",
        "match",
        "--p1",
        "rand",
        "--p2",
        "0.5,-1,2",
        "--games",
        "40",
        "--seed",
        "6",
        "--battle-cap",
        "400",
    ]);
    let spec = WarMatchSpec {
        p1: "rand".into(),
        p2: "0.5,-1,2".into(),
        rules: WarRules {
            cap: 400,
            ..WarRules::default()
        },
        games: 40,
        seed: 6,
    };
    let core = gamelab::batch::matches::run(&spec, Seeding::PerGame, Shard::ALL).unwrap();
    assert_eq!(whole, core);
    assert_eq!(whole["games"], 40);
    assert_eq!(whole["tally"]["games"], 40);
}

#[test]
fn a_rrrats_match_seeded_per_game_in_shards_merges_to_the_whole() {
    let whole = check_per_game(&[
        "rrrats", "match", "--p1", "stop2", "--p2", "zero", "--games", "500", "--seed", "8",
    ]);
    let spec = RatsMatchSpec {
        p1: "stop2".into(),
        p2: "zero".into(),
        rules: RatsRules::default(),
        games: 500,
        seed: 8,
    };
    let core = gamelab::batch::matches::run(&spec, Seeding::PerGame, Shard::ALL).unwrap();
    assert_eq!(whole, core);
}

#[test]
fn love_letter_statistics_seeded_per_game_in_shards_merge_to_the_whole() {
    let whole = check_per_game(&[
        "loveletter",
        "stats",
        "--players",
        "3",
        "--agents",
        "random,greedy,probabilistic",
        "--rounds",
        "30",
        "--seed",
        "2",
        "--iterations",
        "20",
    ]);
    let spec = StatsSpec {
        players: 3,
        agents: vec!["random".into(), "greedy".into(), "probabilistic".into()],
        rounds: 30,
        seed: 2,
        iterations: 20,
    };
    let core = gamelab::batch::love_letter_stats::run(&spec, Seeding::PerGame, Shard::ALL);
    assert_eq!(whole, core.unwrap());
    assert_eq!(whole["iterations"], 20);
}

/// Stdout of `args`, which must succeed.
fn stdout(args: &[&str]) -> String {
    let out = gamelab(args);
    assert!(out.status.success(), "{args:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The default (stream) outputs, pinned as the command line printed them before per-game
/// seeding existed (the numbers are the same games the library's `play_match` plays, which
/// tests/integration/war.rs and rrrats.rs check): only `"seeding":"stream"` is new, and
/// `--seeding stream` says the same.
#[test]
fn the_stream_outputs_are_unchanged_but_for_their_seeding() {
    let cases: [(&[&str], &str); 3] = [
        (
            &[
                "war",
                "match",
                "--p1",
                "rand",
                "--p2",
                "0.5,-1,2",
                "--games",
                "200",
                "--seed",
                "3",
                "--face-down",
                "3",
            ],
            r#"{"capped":0,"draws":0,"game":"war","games":200,"mean_battles":247.34,"p1":"rand","p1_score":0.445,"p1_wins":89,"p2":"0.5,-1,2","rules":{"at_cap":"Draw","cap":10000,"face_down":3,"short_war":"Loses"},"seed":3,"seeding":"stream","std_error":0.03514078826662828}"#,
        ),
        (
            &[
                "rrrats", "match", "--p1", "stop2", "--p2", "never", "--games", "2000", "--seed",
                "5",
            ],
            r#"{"game":"rrrats","games":2000,"mean_rolls":86.053,"p1":"stop2","p1_win_rate":0.2785,"p2":"never","rules":{"auto_stop_at_limit":false,"bust_banks":false,"bust_returns_stolen":false,"pile_check_at_turn_end":false},"seed":5,"seeding":"stream","std_error":0.010023416333765649}"#,
        ),
        (
            &[
                "loveletter",
                "stats",
                "--players",
                "3",
                "--agents",
                "random,greedy,greedy-memory",
                "--rounds",
                "300",
                "--seed",
                "4",
            ],
            r#"{"agents":["random","greedy","greedy-memory"],"mean_turns_per_round":7.69,"players":3,"plays_per_round":{"Baron":1.03,"Countess":0.4,"Guard":3.1566666666666667,"Handmaid":0.6733333333333333,"King":0.43666666666666665,"Priest":0.9466666666666667,"Prince":1.0466666666666666,"Princess":0.0},"round_wins":[73,137,91],"rounds":300,"seed":4,"seeding":"stream","shared_rounds":1,"showdown_rounds":62,"tiebreak_rounds":2}"#,
        ),
    ];
    for (args, pinned) in cases {
        let json_args = [args, &["--json"]].concat();
        assert_eq!(stdout(&json_args).trim_end(), pinned, "{args:?}");
        let explicit = [args, &["--seeding", "stream", "--json"]].concat();
        assert_eq!(stdout(&explicit).trim_end(), pinned, "{args:?}");
        // The text output: one `key: value` line per field, `seeding` among them.
        let text = stdout(args);
        assert!(text.lines().any(|l| l == "seeding: \"stream\""), "{text}");
        let fields = serde_json::from_str::<Value>(pinned).unwrap();
        assert_eq!(text.lines().count(), fields.as_object().unwrap().len());
    }
    // The library's stream run is the command line's.
    let spec = RatsMatchSpec {
        p1: "stop2".into(),
        p2: "never".into(),
        rules: RatsRules::default(),
        games: 2000,
        seed: 5,
    };
    let core = gamelab::batch::matches::run(&spec, Seeding::Stream, Shard::ALL).unwrap();
    assert_eq!(core.to_string(), cases[1].1);
}

#[test]
fn a_shard_without_per_game_seeding_is_refused() {
    let war = [
        "war", "match", "--p1", "desc", "--p2", "asc", "--games", "10",
    ];
    let rats = ["rrrats", "match", "--p1", "stop2", "--p2", "never"];
    let stats = [
        "loveletter",
        "stats",
        "--players",
        "2",
        "--agents",
        "random,greedy",
    ];
    for base in [&war[..], &rats, &stats] {
        for extra in [
            &["--shard", "1/2"][..],
            &["--shard", "0/1", "--seeding", "stream"],
        ] {
            let args = [base, extra, &["--json"]].concat();
            let out = gamelab(&args);
            assert_eq!(out.status.code(), Some(2), "{args:?}");
            assert!(out.stdout.is_empty(), "{args:?}");
            let err = String::from_utf8(out.stderr).unwrap();
            assert!(
                err.contains("--shard") && err.contains("--seeding per-game"),
                "{args:?}: {err}"
            );
            assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        }
        for bad in [
            &["--seeding", "per-round"][..],
            &["--seeding", "per-game", "--shard", "2/2"],
        ] {
            let args = [base, bad].concat();
            let out = gamelab(&args);
            assert_eq!(out.status.code(), Some(2), "{args:?}");
        }
    }
    // A stream output is no shard of a batch: the merge says so.
    let file = std::env::temp_dir().join(format!("gamelab-stream-{}.json", std::process::id()));
    std::fs::write(&file, stdout(&[&war[..], &["--json"]].concat())).unwrap();
    let out = gamelab(&["merge", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("batch"));
    let _ = std::fs::remove_file(&file);
}
