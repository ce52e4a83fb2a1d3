//! Lines of Action: the published records, perft against a deliberately naive move generator,
//! conformance.

use gamelab::game::conformance::{check_game, Conformance};
use gamelab::game::State;
use gamelab::games::loa::naive::{
    cells_of, connected as naive_connected, moves as naive_moves, perft as naive_perft,
};
use gamelab::games::loa::text::{parse_position, parse_record, replay, write_position};
use gamelab::games::loa::{board_ending, perft, Board, Color, Loa, Move, Rules};
use gamelab::rng::Seed;

const RECORDS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/data/loa_records");

/// (file, winner, plies) of every complete record, from the spec.
const COMPLETE: [(&str, Color, usize); 15] = [
    ("appendix_E_game1.txt", Color::White, 36),
    ("appendix_E_game2.txt", Color::Black, 33),
    ("appendix_E_game3.txt", Color::White, 36),
    ("appendix_E_game4.txt", Color::Black, 33),
    ("appendix_E_game5.txt", Color::White, 34),
    ("appendix_E_game6.txt", Color::White, 38),
    ("appendix_E_game7.txt", Color::Black, 35),
    ("shortest_game.txt", Color::Black, 9),
    ("appendix_F_game2.txt", Color::Black, 0),
    ("appendix_F_game3.txt", Color::Black, 0),
    ("appendix_F_game4.txt", Color::Black, 0),
    ("appendix_F_game5.txt", Color::Black, 0),
    ("appendix_F_game6.txt", Color::Black, 0),
    ("appendix_F_game7.txt", Color::Black, 0),
    ("appendix_F_game8.txt", Color::Black, 0),
];

fn read(name: &str) -> String {
    std::fs::read_to_string(format!("{RECORDS}/{name}")).unwrap()
}

#[test]
fn every_record_replays_legally_and_the_complete_ones_end_on_their_last_ply() {
    let mut checked = 0;
    for (name, winner, plies) in COMPLETE {
        let record = parse_record(&read(name)).unwrap();
        let r = replay(&record, Rules::default());
        assert!(r.all_legal(), "{name}: {:?}", r.first_illegal);
        assert!(r.game.is_terminal(), "{name} does not end the game");
        assert_eq!(r.game.moves().len(), record.len(), "{name}");
        if plies > 0 {
            // The spec names these winners and lengths.
            assert_eq!(r.game.winner(), Some(winner), "{name}");
            assert_eq!(record.len(), plies, "{name}");
        }
        // Ends exactly on the last ply: no earlier prefix is terminal.
        let mut g = Loa::new(Rules::default());
        for (i, rm) in record.iter().enumerate() {
            assert!(!g.is_terminal(), "{name} ended before ply {}", i + 1);
            let mv = gamelab::games::loa::text::parse_move(&g, &rm.text).unwrap();
            g.apply(mv);
        }
        checked += 1;
    }
    assert_eq!(checked, 15);
    let incomplete = parse_record(&read("appendix_F_game1_incomplete.txt")).unwrap();
    let r = replay(&incomplete, Rules::default());
    assert!(r.all_legal(), "{:?}", r.first_illegal);
    assert!(!r.game.is_terminal());
}

#[test]
fn perft_agrees_with_a_naive_generator() {
    let rules = Rules::default();
    let start = Board::start();
    let cells = cells_of(&start);
    let expected: Vec<u64> = (1..=4).map(|d| perft(&start, d, &rules)).collect();
    assert_eq!(expected[0], 36);
    for d in 1..=3u32 {
        assert_eq!(
            naive_perft(&cells, Color::Black, d),
            expected[d as usize - 1],
            "depth {d}"
        );
    }
    // Depth 4 by the naive generator takes a few seconds in a test build; do it.
    assert_eq!(naive_perft(&cells, Color::Black, 4), expected[3], "depth 4");
}

#[test]
fn move_lists_agree_with_the_naive_generator_along_random_games() {
    let mut rng = Seed(11).rng();
    let mut positions = 0;
    for _ in 0..60 {
        let mut g = Loa::new(Rules::default());
        let mut legal = Vec::new();
        while !g.is_terminal() && g.moves().len() < 200 {
            let board = *g.board();
            let mut fast: Vec<(usize, usize)> = {
                let mut m = Vec::new();
                board.moves(&mut m);
                m.iter().map(|m| (m.from as usize, m.to as usize)).collect()
            };
            let mut slow = naive_moves(&cells_of(&board), board.to_move());
            fast.sort();
            slow.sort();
            assert_eq!(fast, slow, "{}", write_position(&board));
            // The text round trip and the ending agree with the naive connection test.
            assert_eq!(parse_position(&write_position(&board)).unwrap(), board);
            g.legal_actions(&mut legal);
            let mv = legal[gamelab::rng::below(&mut rng, legal.len() as u32) as usize];
            g.apply(mv);
            let cells = cells_of(g.board());
            let mover = g.board().to_move().other();
            let ending = board_ending(g.board(), &Rules::default());
            let naive_win =
                naive_connected(&cells, mover) || naive_connected(&cells, mover.other());
            assert_eq!(
                ending.is_some()
                    && matches!(ending, Some(gamelab::games::loa::Ending::Connected(_))),
                naive_win
            );
            positions += 1;
        }
    }
    assert!(positions > 1000, "{positions}");
}

#[test]
fn loa_conforms() {
    let mut universe: Vec<Move> = Vec::new();
    for from in 0..64u8 {
        for to in [
            from.wrapping_add(2) % 64,
            from.wrapping_add(16) % 64,
            (from + 9) % 64,
        ] {
            for capture in [false, true] {
                universe.push(Move { from, to, capture });
            }
        }
    }
    universe.push(Move::PASS);
    let config = Conformance {
        games: 30,
        max_length: 200,
        action_universe: universe,
        zero_sum: true,
        seed: Seed(3),
    };
    // A random game can wander for hundreds of plies: cap it where the harness looks.
    let rules = Rules {
        max_plies: Some(200),
        ..Rules::default()
    };
    check_game(&Loa::new(rules), &config).unwrap();
}

pub(crate) fn gamelab(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_gamelab"))
        .args(args)
        .output()
        .expect("the gamelab binary runs")
}

pub(crate) fn cli_json(args: &[&str]) -> serde_json::Value {
    let out = gamelab(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON value")
}

#[test]
fn the_command_line_counts_replays_and_refuses_bad_positions() {
    let v = cli_json(&["loa", "perft", "--depth", "3", "--json"]);
    assert_eq!(v["depth"], 3);
    assert_eq!(v["nodes"], perft(&Board::start(), 3, &Rules::default()));
    // White's lone piece is connected: the game is over, nothing to count.
    let v = cli_json(&[
        "loa",
        "perft",
        "--depth",
        "1",
        "--fen",
        "1b6/8/8/8/8/8/8/1bbbbbbw w",
        "--json",
    ]);
    assert_eq!(v["nodes"], 0);
    let v = cli_json(&[
        "loa",
        "perft",
        "--depth",
        "1",
        "--fen",
        "1b6/8/8/8/8/8/8/w1bbbbbw w",
        "--json",
    ]);
    assert_eq!(v["nodes"], 4);
    let game1 = format!("{RECORDS}/appendix_E_game1.txt");
    let v = cli_json(&["loa", "replay", &game1, "--json"]);
    assert_eq!(v["plies"], 36);
    assert_eq!(v["winner"], "white");
    assert_eq!(v["all_legal"], true);
    assert_eq!(v["first_illegal_ply"], serde_json::Value::Null);
    // A record with an illegal third ply.
    let dir = std::env::temp_dir().join(format!("gamelab-loa-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "1. d1-b3 h5-g4\n2. b1-b2 g4xg1\n").unwrap();
    let v = cli_json(&["loa", "replay", bad.to_str().unwrap(), "--json"]);
    assert_eq!(v["all_legal"], false);
    assert_eq!(v["first_illegal_ply"], 3);
    assert_eq!(v["winner"], serde_json::Value::Null);
    for args in [
        &["loa", "perft", "--depth", "2", "--fen", "1bbbbbb1/w6w b"][..],
        &["loa", "perft", "--depth", "2", "--fen", "8/8/8/8/8/8/8/8 b"],
        &["loa", "perft", "--depth", "99"],
        &["loa", "replay", "/nonexistent/record.txt"],
    ] {
        let out = gamelab(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
    std::fs::remove_dir_all(&dir).ok();
    // A whole engine game: legal, finished, the same for the same seed.
    let args = [
        "loa",
        "play",
        "--black",
        "alphabeta",
        "--white",
        "random",
        "--max-nodes",
        "3000",
        "--seed",
        "4",
        "--json",
    ];
    let v = cli_json(&args);
    assert_eq!(v["winner"], "black");
    let record = parse_record(v["record"].as_str().unwrap()).unwrap();
    assert_eq!(record.len() as u64, v["plies"].as_u64().unwrap());
    let r = replay(&record, Rules::default());
    assert!(r.all_legal() && r.game.winner() == Some(Color::Black));
    assert_eq!(cli_json(&args), v);
    let out = gamelab(&["loa", "play", "--max-nodes", "0"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn the_command_line_solves_with_every_method() {
    // Black to move wins at once.
    let fen = "8/8/8/8/8/8/b7/2b2w1w b";
    for method in ["alphabeta", "pns", "pn2", "dfpn"] {
        let v = cli_json(&[
            "loa",
            "solve",
            "--fen",
            fen,
            "--method",
            method,
            "--max-nodes",
            "10000",
            "--json",
        ]);
        assert_eq!(v["result"], "win", "{method}");
        // Several moves connect at once (a2-b1, c1-b2): the one named must be one of them.
        let mut game = Loa::from_board(parse_position(fen).unwrap(), Rules::default());
        let mv =
            gamelab::games::loa::text::parse_move(&game, v["best_move"].as_str().unwrap()).unwrap();
        game.apply(mv);
        assert_eq!(game.winner(), Some(Color::Black), "{method}");
        assert!(v["nodes"].as_u64().unwrap() >= 1, "{method}");
    }
    // With White to move White connects at once too (f1-g2), but not within 3 nodes.
    let v = cli_json(&[
        "loa",
        "solve",
        "--fen",
        "8/8/8/8/8/8/b7/2b2w1w w",
        "--max-nodes",
        "3",
        "--json",
    ]);
    assert_eq!(v["result"], "unknown");
    for args in [
        &["loa", "solve", "--fen", "8/8/8/8/8/8/b7/2b2w1w"][..],
        &[
            "loa",
            "solve",
            "--fen",
            "8/8/8/8/8/8/b7/2b2w1w b",
            "--method",
            "magic",
        ],
        &[
            "loa",
            "solve",
            "--fen",
            "8/8/8/8/8/8/b7/2b2w1w b",
            "--max-nodes",
            "0",
        ],
    ] {
        let out = gamelab(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}
