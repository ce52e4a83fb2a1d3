//! Connect Four against Pascal Pons' solver: every score of the end and middle sets of
//! tests/data/connect4 (scored by his solver; the README there says how), and the command
//! line's contracts (`solve`, `solve --positions`, `analyse`, `perft`, `book`, errors). The
//! hard set (begin.txt) is `gamelab bench connect4`'s, not a test's.

use gamelab::games::connect4::{Connect4, Geometry, Solver};
use serde_json::{json, Value};

use super::cli::{gamelab, json};

fn scored(text: &str) -> Vec<(String, i32)> {
    text.lines()
        .map(|l| {
            let (m, s) = l.split_once(' ').expect("moves and a score");
            (m.to_string(), s.parse().expect("a score"))
        })
        .collect()
}

fn check_set(text: &str) {
    let mut solver = Solver::new(Geometry::STANDARD, 22);
    let set = scored(text);
    assert_eq!(set.len(), 1000);
    for (moves, expected) in set {
        let p = Connect4::from_moves(Geometry::STANDARD, &moves).expect("legal");
        assert_eq!(solver.solve(&p).score, expected, "{moves}");
    }
}

#[test]
fn the_end_set_has_pons_scores() {
    check_set(include_str!("../data/connect4/end.txt"));
}

#[test]
fn the_middle_set_has_pons_scores() {
    check_set(include_str!("../data/connect4/middle.txt"));
}

#[test]
fn analyse_agrees_with_solving_each_child() {
    let mut solver = Solver::new(Geometry::STANDARD, 20);
    for (moves, score) in scored(include_str!("../data/connect4/middle.txt"))
        .into_iter()
        .take(40)
    {
        let p = Connect4::from_moves(Geometry::STANDARD, &moves).unwrap();
        let a = solver.analyse(&p);
        assert_eq!(
            a.scores.iter().flatten().max().copied(),
            Some(score),
            "{moves}"
        );
        for (col, s) in a.scores.iter().enumerate() {
            assert_eq!(s.is_some(), p.can_play(col as u32), "{moves} column {col}");
        }
    }
}

fn temp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("gamelab-connect4-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn the_command_line_contracts() {
    // A late position, quick to solve.
    let moves = "4453353421226151";
    let one = json(&[
        "connect4",
        "solve",
        "--moves",
        moves,
        "--json",
        "--table-log2",
        "18",
    ]);
    let expected = Solver::new(Geometry::STANDARD, 18)
        .solve(&Connect4::from_moves(Geometry::STANDARD, moves).unwrap())
        .score;
    assert_eq!(one["score"], json!(expected));
    assert!(one["nodes"].as_u64().is_some(), "{one}");

    let file = temp("positions.txt");
    let lines: Vec<&str> = include_str!("../data/connect4/end.txt")
        .lines()
        .take(5)
        .collect();
    std::fs::write(&file, lines.join("\n")).unwrap();
    let many = json(&[
        "connect4",
        "solve",
        "--positions",
        file.to_str().unwrap(),
        "--json",
        "--table-log2",
        "18",
    ]);
    let results = many["results"].as_array().expect("results");
    assert_eq!(results.len(), 5);
    for (r, line) in results.iter().zip(&lines) {
        let (m, s) = line.split_once(' ').unwrap();
        assert_eq!(r["moves"], json!(m));
        assert_eq!(r["score"], json!(s.parse::<i32>().unwrap()));
        assert!(r["nodes"].as_u64().is_some());
    }

    let full = "1111112222223";
    let a = json(&[
        "connect4",
        "analyse",
        "--moves",
        full,
        "--json",
        "--table-log2",
        "18",
    ]);
    let scores = a["scores"].as_array().expect("scores");
    assert_eq!(scores.len(), 7);
    assert_eq!(scores[0], Value::Null);
    assert_eq!(scores[1], Value::Null);
    assert!(scores[2].is_i64());

    let perft = json(&["connect4", "perft", "--depth", "5", "--json"]);
    assert_eq!(perft["nodes"], json!(16807));
    let small = json(&[
        "connect4", "perft", "--depth", "2", "--width", "8", "--height", "7", "--json",
    ]);
    assert_eq!(small["nodes"], json!(64));
}

#[test]
fn a_book_is_built_and_used() {
    let book = temp("6x5.book");
    let built = json(&[
        "connect4",
        "book",
        "--depth",
        "1",
        "--width",
        "6",
        "--height",
        "5",
        "--table-log2",
        "20",
        "--out",
        book.to_str().unwrap(),
        "--json",
    ]);
    // The empty board and one stone in columns 1, 2 or 3 (4–6 are their mirror images).
    assert_eq!(built["positions"], json!(4));
    let plain = json(&[
        "connect4",
        "solve",
        "--moves",
        "",
        "--width",
        "6",
        "--height",
        "5",
        "--json",
        "--table-log2",
        "20",
    ]);
    let with_book = json(&[
        "connect4",
        "solve",
        "--moves",
        "",
        "--width",
        "6",
        "--height",
        "5",
        "--json",
        "--table-log2",
        "20",
        "--book",
        book.to_str().unwrap(),
    ]);
    assert_eq!(with_book["score"], plain["score"]);
    assert!(with_book["nodes"].as_u64().unwrap() <= 3, "{with_book}");
    // A 6×5 book refused on a 7×6 board.
    let wrong = gamelab(&[
        "connect4",
        "solve",
        "--moves",
        "4",
        "--book",
        book.to_str().unwrap(),
    ]);
    assert_eq!(wrong.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&wrong.stderr).contains("6×5"));
}

#[test]
fn bad_input_names_what_is_wrong() {
    let cases: [(&[&str], &str); 7] = [
        (&["connect4", "solve", "--moves", "44x"], "move 3"),
        (&["connect4", "solve", "--moves", "448"], "1–7"),
        (&["connect4", "solve", "--moves", "1111111"], "full"),
        (&["connect4", "solve", "--moves", "12121213"], "over"),
        (
            &["connect4", "analyse", "--moves", "4", "--width", "9"],
            "9×6",
        ),
        (&["connect4", "perft", "--depth", "99"], "--depth"),
        (
            &["connect4", "solve", "--moves", "4", "--table-log2", "40"],
            "--table-log2",
        ),
    ];
    for (args, needle) in cases {
        let out = gamelab(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(needle), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
    let file = temp("bad.txt");
    std::fs::write(&file, "4453\n44x\n").unwrap();
    let out = gamelab(&["connect4", "solve", "--positions", file.to_str().unwrap()]);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("line 2") && err.contains("44x"), "{err}");
}
