//! The rule options of every `gamelab loa` command (`--rules`, `--no-moves`,
//! `--both-connected`, `--repetition`, `--ply-cap`): each changes what the command computes, the
//! JSON names the rules in force, and a bad value is one line on stderr with exit code 2.

use serde_json::{json, Value};

use super::loa::{cli_json, gamelab};

/// White's a1 and h8 are boxed in by Black, and Black's pieces are in two groups: White, to
/// move, has no legal move.
const WHITE_BOXED_IN: &str = "6bw/6bb/8/8/8/8/bb6/wb6 w";

/// Black and White shuffle back and forth: the start position occurs for the 3rd time after
/// ply 8.
const SHUFFLE: &str = "1. b1-d3 h2-f4\n2. d3-b1 f4-h2\n3. b1-d3 h2-f4\n4. d3-b1 f4-h2\n";

fn temp(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("gamelab-loa-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn the_no_moves_option_decides_whether_a_boxed_in_side_passes_or_has_lost() {
    let perft = |extra: &[&str]| {
        let mut args = vec![
            "loa",
            "perft",
            "--depth",
            "2",
            "--fen",
            WHITE_BOXED_IN,
            "--json",
        ];
        args.extend_from_slice(extra);
        cli_json(&args)
    };
    // Lost already: nothing to count.
    let lost = perft(&[]);
    assert_eq!(lost["nodes"], 0);
    assert_eq!(
        lost["rules"],
        json!({"no_moves": "lose", "both_connected": "mover", "repetition": 3, "ply_cap": 1000})
    );
    // White passes, then Black has its moves.
    let passing = perft(&["--no-moves", "pass"]);
    let seed = perft(&["--rules", "seed"]);
    assert!(passing["nodes"].as_u64().unwrap() > 1, "{passing}");
    assert_eq!(passing["nodes"], seed["nodes"]);
    assert_eq!(
        seed["rules"],
        json!({"no_moves": "pass", "both_connected": "mover", "repetition": 3, "ply_cap": null})
    );
    // The solver: White's only move is the pass, and the position is still lost.
    let solved = cli_json(&[
        "loa",
        "solve",
        "--fen",
        WHITE_BOXED_IN,
        "--rules",
        "seed",
        "--method",
        "pns",
        "--max-nodes",
        "2000000",
        "--json",
    ]);
    assert_eq!(solved["rules"]["no_moves"], "pass");
    assert_eq!(solved["root_children"][0]["move"], "pass");
    assert_eq!(solved["result"], "loss", "{solved}");
    let lost = cli_json(&["loa", "solve", "--fen", WHITE_BOXED_IN, "--json"]);
    assert_eq!(
        (lost["result"].clone(), lost["nodes"].clone()),
        (json!("loss"), json!(1))
    );
    // A record with the pass replays under the pass rule only.
    let record = temp("pass.txt", "# Rules: --rules seed\n1. b1-b3 pass\n");
    let fen_record = |extra: &[&str]| {
        let mut args = vec!["loa", "replay", record.to_str().unwrap(), "--json"];
        args.extend_from_slice(extra);
        cli_json(&args)
    };
    // From the start position White can move, so the pass is illegal under every rule.
    assert_eq!(fen_record(&["--rules", "seed"])["first_illegal_ply"], 2);
    assert_eq!(fen_record(&[])["first_illegal_ply"], 2);
}

#[test]
fn repetition_and_the_ply_cap_end_a_replay_where_the_options_say() {
    let record = temp("shuffle.txt", SHUFFLE);
    let replay = |extra: &[&str]| -> Value {
        let mut args = vec!["loa", "replay", record.to_str().unwrap(), "--json"];
        args.extend_from_slice(extra);
        cli_json(&args)
    };
    let third = replay(&[]);
    assert_eq!(
        (third["plies"].clone(), third["all_legal"].clone()),
        (json!(8), json!(true))
    );
    assert_eq!(
        third["ending"],
        "draw: the position occurred for the 3rd time"
    );
    let fourth = replay(&["--repetition", "4"]);
    assert_eq!(fourth["ending"], Value::Null, "{fourth}");
    assert_eq!(fourth["rules"]["repetition"], 4);
    let off = replay(&["--repetition", "off"]);
    assert_eq!(
        (off["ending"].clone(), off["rules"]["repetition"].clone()),
        (Value::Null, Value::Null)
    );
    // The second occurrence draws at ply 4; the record's fifth ply comes after the end.
    let second = replay(&["--repetition", "2"]);
    assert_eq!(second["first_illegal_ply"], 5, "{second}");
    let capped = replay(&["--ply-cap", "6", "--repetition", "0"]);
    assert_eq!(capped["first_illegal_ply"], 7, "{capped}");
    let both = replay(&["--both-connected", "draw"]);
    assert_eq!(both["rules"]["both_connected"], "draw");
    assert_eq!(both["ending"], third["ending"]);
}

#[test]
fn games_are_played_under_the_rules_given_and_bad_options_are_refused() {
    let v = cli_json(&[
        "loa",
        "play",
        "--rules",
        "seed",
        "--max-nodes",
        "2000",
        "--seed",
        "3",
        "--json",
    ]);
    assert_eq!(v["rules"]["no_moves"], "pass");
    assert_eq!(v["rules"]["ply_cap"], Value::Null);
    assert!(v["plies"].as_u64().unwrap() > 0);
    let capped = cli_json(&[
        "loa",
        "play",
        "--ply-cap",
        "10",
        "--max-nodes",
        "2000",
        "--seed",
        "3",
        "--json",
    ]);
    assert!(capped["plies"].as_u64().unwrap() <= 10, "{capped}");
    for (args, message) in [
        (
            &["loa", "perft", "--depth", "1", "--repetition", "1"][..],
            "1 is out of range: write 2–1000000, or off",
        ),
        (
            &["loa", "perft", "--depth", "1", "--no-moves", "passes"],
            "\"passes\" is not an option: write lose or pass",
        ),
        (
            &["loa", "perft", "--depth", "1", "--both-connected", "win"],
            "\"win\" is not an option: write mover or draw",
        ),
        (
            &["loa", "perft", "--depth", "1", "--ply-cap", "x"],
            "\"x\" is not a whole number: write 1–1000000, or off",
        ),
        (
            &[
                "loa",
                "solve",
                "--fen",
                WHITE_BOXED_IN,
                "--rules",
                "olympiad",
            ],
            "olympiad",
        ),
    ] {
        let out = gamelab(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(message), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
    let help = String::from_utf8(gamelab(&["loa", "perft", "--help"]).stdout).unwrap();
    for flag in [
        "--no-moves <lose|pass>",
        "--both-connected <mover|draw>",
        "--repetition <N>",
        "--ply-cap <N>",
        "--rules <RULES>",
    ] {
        assert!(help.contains(flag), "{flag}: {help}");
    }
}
