//! The page model's link: every field of `#/loa?…` read, checked and written back, the side the
//! person plays when a link names none, and node budgets as typed.

use super::*;
use crate::games::loa::jobs::MAX_NODES;
use crate::games::loa::text::{parse_move, START_TEXT};

pub(super) fn query(pairs: &[(&str, &str)]) -> Query {
    let mut q = Query::default();
    for &(k, v) in pairs {
        let v = Some(v.to_string());
        match k {
            "fen" => q.fen = v,
            "moves" => q.moves = v,
            "record" => q.record = v,
            "ply" => q.ply = v,
            "human" => q.human = v,
            "nodes" => q.nodes = v,
            "nomoves" => q.nomoves = v,
            "both" => q.both = v,
            "repetition" => q.repetition = v,
            "cap" => q.cap = v,
            _ => panic!("no field {k}"),
        }
    }
    q
}

pub(super) fn errors_of(q: &Query) -> Vec<String> {
    Link::from_query(q)
        .unwrap_err()
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn an_empty_query_is_the_start_position() {
    let link = Link::from_query(&Query::default()).unwrap();
    assert_eq!(link, Link::default());
    assert_eq!(link.to_query(), Query::default());
    let lab = Lab::from_link(&link);
    assert_eq!(lab.tab(), Tab::Play);
    assert_eq!(*lab.game().board(), Board::start());
    assert_eq!(
        lab.status(),
        "Black to move: choose a piece (click it, or use the arrow keys and Enter)."
    );
    assert_eq!(lab.piece_counts(), (12, 12));
}

#[test]
fn links_round_trip() {
    let q = query(&[("moves", " b1-d3, h2-f4 ,")]);
    let q = Link::from_query(&q).unwrap().to_query();
    assert_eq!(q.moves.as_deref(), Some("b1-d3,h2-f4"));
    let fen = "8/3b4/8/8/3w4/8/2b5/w7 w";
    let link = Link::from_query(&query(&[
        ("fen", fen),
        ("record", "shortest_game"),
        ("ply", "4"),
    ]))
    .unwrap();
    assert_eq!(link.replay, Some((0, 4)));
    let q = link.to_query();
    assert_eq!(q.fen.as_deref(), Some(fen));
    assert_eq!(q.record.as_deref(), Some("shortest_game"));
    assert_eq!(q.ply.as_deref(), Some("4"));
    assert_eq!(Link::from_query(&q).unwrap(), link);
    // The start position and ply 0 are left out.
    let q = query(&[
        ("fen", START_TEXT),
        ("record", "shortest_game"),
        ("ply", "0"),
    ]);
    assert_eq!(
        Link::from_query(&q).unwrap().to_query(),
        query(&[("record", "shortest_game")])
    );
}

#[test]
fn bad_queries_name_their_field() {
    let e = errors_of(&query(&[(
        "fen",
        "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbqbb1 b",
    )]));
    assert_eq!(e.len(), 1);
    assert!(
        e[0].starts_with("fen: column 38: 'q' is not a square"),
        "{e:?}"
    );
    let e = errors_of(&query(&[("moves", "b1-d3,h2xf4")]));
    assert_eq!(
        e,
        ["moves: move 2 (h2xf4): h2xf4 captures nothing: write h2-f4"]
    );
    let e = errors_of(&query(&[("moves", "b1-d3,b1-c2")]));
    assert!(e[0].starts_with("moves: move 2 (b1-c2)"), "{e:?}");
    let e = errors_of(&query(&[("record", "nope")]));
    assert!(e[0].starts_with("record: no published record is called \"nope\""));
    assert!(e[0].contains("shortest_game"));
    let e = errors_of(&query(&[("record", "shortest_game"), ("ply", "10")]));
    assert_eq!(
        e,
        ["ply: shortest_game has 9 plies; ply 10 is beyond its end"]
    );
    let e = errors_of(&query(&[("record", "shortest_game"), ("ply", "two")]));
    assert_eq!(e, ["ply: \"two\" is not a whole number of plies"]);
    let e = errors_of(&query(&[("ply", "3")]));
    assert_eq!(e, ["ply: a ply is only read with record=<name>"]);
    // Every problem is reported, not just the first.
    let e = errors_of(&query(&[("fen", "x"), ("record", "nope"), ("ply", "-1")]));
    assert_eq!(e.len(), 3, "{e:?}");
}

#[test]
fn a_link_without_a_side_plays_the_engine_and_never_opens_with_it_thinking() {
    // The usual start: the person has Black and moves first; the engine answers as White.
    let lab = Lab::from_link(&Link::from_query(&query(&[])).unwrap());
    assert_eq!(lab.human(), Human::Black);
    assert!(!lab.engine_to_move());
    let after = lab.play(parse_move(lab.game(), "b1-d3").unwrap()).unwrap();
    assert!(after.engine_to_move());
    // A position with White to move: the person has White.
    let board = *play_moves(Board::start(), "b1-d3", Rules::default())
        .unwrap()
        .board();
    let fen = crate::games::loa::text::write_position(&board);
    let link = Link::from_query(&query(&[("fen", &fen)])).unwrap();
    assert_eq!(link.human, Human::White);
    assert!(!Lab::from_link(&link).engine_to_move());
    assert_eq!(link.to_query().human, None);
}

#[test]
fn the_engine_side_and_budget_live_in_the_link() {
    let link = Link::from_query(&query(&[("human", "white"), ("nodes", "1M")])).unwrap();
    assert_eq!(link.human, Human::White);
    assert_eq!(link.budget, 1_000_000);
    let q = link.to_query();
    assert_eq!(q.human.as_deref(), Some("white"));
    assert_eq!(q.nodes.as_deref(), Some("1M"));
    assert_eq!(Link::from_query(&q).unwrap(), link);
    // The defaults are left out: the person plays the side to move (Black) against the
    // engine, 100k nodes; both sides by hand is said.
    assert_eq!(Link::default().human, Human::Black);
    assert_eq!(
        Link::from_query(&query(&[("human", "both")]))
            .unwrap()
            .to_query()
            .human
            .as_deref(),
        Some("both")
    );
    let q = Link::from_query(&query(&[("human", "black"), ("nodes", "100000")]))
        .unwrap()
        .to_query();
    assert_eq!(q, Query::default());
    let lab = Lab::from_link(&link);
    assert_eq!((lab.human(), lab.budget()), (Human::White, 1_000_000));
    assert_eq!(lab.link(), link);
    let q = lab
        .with_human(Human::Both)
        .with_budget(250_000)
        .link()
        .to_query();
    assert_eq!(q.human.as_deref(), Some("both"));
    assert_eq!(q.nodes.as_deref(), Some("250k"));
    // Bad values name their field.
    let e = errors_of(&query(&[("human", "red"), ("nodes", "lots")]));
    assert_eq!(
        e,
        [
            "human: \"red\" is not a side: write black, white or both",
            "nodes: \"lots\" is not a number of nodes: write e.g. 50000, 100k or 2M"
        ]
    );
    let e = errors_of(&query(&[("nodes", "300M")]));
    assert_eq!(
        e,
        ["nodes: 300\u{2009}000\u{2009}000 nodes is too many: the budget is at most 200M"]
    );
}

#[test]
fn budgets_read_as_typed() {
    for (text, nodes) in [
        ("100k", 100_000),
        (" 1M ", 1_000_000),
        ("1.5M", 1_500_000),
        ("2.25k", 2_250),
        ("250 000", 250_000),
        ("250_000", 250_000),
        ("250,000", 250_000),
        ("1000", 1_000),
        ("200M", MAX_NODES),
    ] {
        assert_eq!(parse_budget(text), Ok(nodes), "{text}");
    }
    assert_eq!(
        parse_budget("500").unwrap_err(),
        "500 nodes is too few: the budget is at least 1k"
    );
    assert_eq!(
        parse_budget("0.5k").unwrap_err(),
        "500 nodes is too few: the budget is at least 1k"
    );
    assert_eq!(
        parse_budget("1.0005k").unwrap_err(),
        "\"1.0005k\" is not a whole number of nodes"
    );
    assert_eq!(
        parse_budget("").unwrap_err(),
        "enter a number of nodes, e.g. 100k"
    );
    for bad in [
        "abc",
        "1e6",
        "1.5",
        "2.5.1M",
        ".5M",
        "5.M",
        "-5k",
        "k",
        "99999999999999999999",
    ] {
        assert!(parse_budget(bad).is_err(), "{bad}");
    }
    assert!(parse_budget("300M").unwrap_err().contains("too many"));
    for nodes in [1_000, 1_500, 10_000, 123_456, 5_000_000, 2_500_000] {
        assert_eq!(parse_budget(&write_budget(nodes)), Ok(nodes));
    }
    assert_eq!(write_budget(2_500_000), "2500k");
    assert_eq!(write_budget(123_456), "123456");
    for n in BUDGET_PRESETS.iter().chain(&ANALYSIS_PRESETS) {
        assert!((MIN_BUDGET..=MAX_NODES).contains(n));
    }
    assert!(BUDGET_PRESETS.contains(&DEFAULT_BUDGET));
    assert!(ANALYSIS_PRESETS.contains(&DEFAULT_ANALYSIS_BUDGET));
}
