//! The page model played as a person clicks it: selection and moves, undo and redo,
//! the keyboard, the replay, the editor, play against the engine, scores in words, and the
//! tree view (solves in words are in `tests_solve.rs`).

use super::tests_link::query;
use super::*;
use crate::game::{PositionKey, ZeroSumEvaluator};
use crate::games::loa::eval::LoaEval;
use crate::games::loa::horizon::{Horizon, HorizonEval};
use crate::games::loa::jobs::Request;
use crate::games::loa::text::{parse_move, parse_record, parse_square, replay, START_TEXT};
use crate::games::loa::Ending;
use crate::search::alphabeta::{MoveOrder, Options};

pub(super) fn sq(name: &str) -> Square {
    parse_square(name).unwrap()
}

#[test]
fn the_browser_benchmark_sizes_are_within_the_workers_limits() {
    use crate::games::loa::jobs::{MAX_BENCH_PERFT, MAX_NODES};
    assert_eq!(bench_size("standard"), Some(BENCH_SIZES[0].2));
    assert_eq!(bench_size("nonsense"), None);
    for (_, _, c) in BENCH_SIZES {
        assert!((3..=MAX_BENCH_PERFT).contains(&c.perft_depth));
        assert!(c.search_nodes <= MAX_NODES && c.suite_nodes <= MAX_NODES);
        assert!(c.suite_positions <= crate::games::loa::suite::suite().len());
    }
    assert_eq!(SOLVE_METHODS[0], Method::default());
    assert!(SOLVE_PRESETS.contains(&DEFAULT_SOLVE_BUDGET));
    assert!(SOLVE_PRESETS.iter().all(|&n| n <= MAX_NODES));
}

#[test]
fn selecting_shows_targets_and_a_target_click_moves() {
    let lab = by_hand();
    // A white piece is not Black's to select.
    assert_eq!(lab.click(sq("a2")).selected(), None);
    let lab = lab.click(sq("b1"));
    assert_eq!(lab.selected(), Some(sq("b1")));
    let targets: Vec<String> = crate::games::loa::board::squares(lab.targets())
        .map(square_name)
        .collect();
    assert_eq!(targets, ["h1", "b3", "d3"]);
    assert!(
        lab.status().contains("the piece on b1 can go to"),
        "{}",
        lab.status()
    );
    let views = lab.squares();
    assert!(views[sq("b1") as usize].selected);
    assert!(views[sq("d3") as usize].target);
    // Another own piece moves the selection; the same piece or an empty non-target drops it.
    assert_eq!(lab.click(sq("c1")).selected(), Some(sq("c1")));
    assert_eq!(lab.click(sq("b1")).selected(), None);
    assert_eq!(lab.click(sq("e5")).selected(), None);
    // A target plays the move; White is to move and the URL carries it.
    let lab = lab.click(sq("d3"));
    assert_eq!(lab.game().moves().len(), 1);
    assert_eq!(lab.game().moves()[0].to_string(), "b1-d3");
    assert_eq!(lab.selected(), None);
    assert!(lab.status().starts_with("White to move"));
    assert_eq!(lab.link().to_query().moves.as_deref(), Some("b1-d3"));
    let views = lab.squares();
    assert!(views[sq("b1") as usize].last_from && views[sq("d3") as usize].last_to);
    assert!(!views[sq("d3") as usize].captured);
    assert_eq!(views[sq("d3") as usize].piece, Some(Color::Black));
    assert_eq!(
        views[sq("d3") as usize].label(),
        "d3: black piece, the last move landed here"
    );
}

/// A fresh lab with both sides played by hand (the page's default is against the engine).
pub(super) fn by_hand() -> Lab {
    Lab::default().with_human(Human::Both)
}

fn play(lab: &Lab, mv: &str) -> Lab {
    let lab = lab.click(sq(&mv[..2])).click(sq(&mv[3..]));
    assert_eq!(
        lab.game()
            .moves()
            .last()
            .map(ToString::to_string)
            .as_deref(),
        Some(mv),
        "{mv}"
    );
    lab
}

#[test]
fn captures_are_marked_and_counted() {
    let mut lab = by_hand();
    for mv in ["d1-b3", "h5-g4", "b1-b4", "g4xg1"] {
        lab = play(&lab, mv);
    }
    let g1 = &lab.squares()[sq("g1") as usize];
    assert!(g1.captured && g1.last_to);
    assert_eq!(g1.piece, Some(Color::White));
    assert!(g1.label().ends_with("the last move captured here"));
    assert_eq!(lab.piece_counts(), (11, 12));
}

#[test]
fn the_shortest_game_played_by_clicks_ends_in_a_black_win() {
    let mut lab = by_hand();
    let record = "d1-b3 h5-g4 b1-b4 g4xg1 b4-e7 a3xc1 b3-e6 h3xf1 e1-e5";
    for mv in record.split(' ') {
        lab = play(&lab, mv);
    }
    assert_eq!(lab.game().winner(), Some(Color::Black));
    assert_eq!(lab.status(), "Black wins: all Black pieces are connected.");
    // Nothing can be selected once the game is over.
    assert_eq!(lab.click(sq("e5")).selected(), None);
    assert_eq!(
        lab.export_text(),
        "1. d1-b3 h5-g4\n2. b1-b4 g4xg1\n3. b4-e7 a3xc1\n4. b3-e6 h3xf1\n5. e1-e5\n"
    );
    let rows = lab.move_rows();
    assert_eq!(rows.len(), 5);
    assert_eq!(
        rows[4].black.map(|(p, m)| (p, m.to_string())),
        Some((9, "e1-e5".into()))
    );
    assert_eq!(rows[4].white, None);
}

#[test]
fn undo_and_redo() {
    let lab = play(&play(&by_hand(), "b1-d3"), "h2-f4");
    assert!(lab.can_undo() && !lab.can_redo());
    let back = lab.undo();
    assert_eq!(back.game().moves().len(), 1);
    assert!(back.can_redo());
    assert_eq!(back.link().to_query().moves.as_deref(), Some("b1-d3"));
    assert_eq!(back.redo().game(), lab.game());
    assert_eq!(back.undo().undo().game().moves().len(), 0);
    assert_eq!(back.undo().redo().redo().game(), lab.game());
    // A new move forgets what could be redone.
    let other = play(&back, "a3-c5");
    assert!(!other.can_redo());
    assert_eq!(other.redo(), other);
    // A move played directly (as an engine would) is checked for legality.
    let b1d3 = parse_move(by_hand().game(), "b1-d3").unwrap();
    assert_eq!(
        by_hand().play(b1d3).unwrap().game(),
        play(&by_hand(), "b1-d3").game()
    );
    assert!(lab.play(b1d3).is_none(), "not White's move");
    // Undo at the start does nothing.
    assert_eq!(by_hand().undo().game(), by_hand().game());
    // Keys do the same.
    assert_eq!(lab.press(Key::Undo).game(), back.game());
    assert_eq!(back.press(Key::Redo).game(), lab.game());
}

#[test]
fn the_keyboard_moves_a_cursor_and_plays() {
    let lab = by_hand();
    assert_eq!(square_name(lab.cursor()), "d4");
    // d4 → d1 (three down), then b1 (two left).
    let mut k = lab.clone();
    for key in [
        Key::Down,
        Key::Down,
        Key::Down,
        Key::Down,
        Key::Left,
        Key::Left,
    ] {
        k = k.press(key);
    }
    assert_eq!(
        square_name(k.cursor()),
        "b1",
        "the cursor stops at the edge"
    );
    let k = k.press(Key::Activate);
    assert_eq!(k.selected(), Some(sq("b1")));
    assert_eq!(k.press(Key::Escape).selected(), None);
    let k = k
        .press(Key::Up)
        .press(Key::Up)
        .press(Key::Right)
        .press(Key::Right);
    assert_eq!(square_name(k.cursor()), "d3");
    let k = k.press(Key::Activate);
    assert_eq!(k.game().moves()[0].to_string(), "b1-d3");
    assert_eq!(step_square(sq("h8"), Key::Up), sq("h8"));
    assert_eq!(step_square(sq("h8"), Key::Right), sq("h8"));
    assert_eq!(step_square(sq("a1"), Key::Left), sq("a1"));
    assert_eq!(Key::from_name("ArrowUp"), Some(Key::Up));
    assert_eq!(Key::from_name(" "), Some(Key::Activate));
    assert_eq!(Key::from_name("u"), Some(Key::Undo));
    assert_eq!(Key::from_name("x"), None);
}

#[test]
fn the_replay_steps_to_the_end_and_names_the_winner() {
    let link = Link::from_query(&query(&[("record", "shortest_game")])).unwrap();
    let lab = Lab::from_link(&link);
    assert_eq!(lab.tab(), Tab::Replay);
    assert_eq!(lab.replayer().plies(), 9);
    assert_eq!(lab.status(), "Ply 0 of 9: Black to move.");
    let lab = lab.press(Key::Right).press(Key::Right);
    assert_eq!(lab.replayer().ply(), 2);
    assert_eq!(lab.link().replay, Some((0, 2)));
    assert_eq!(lab.status(), "Ply 2 of 9: Black to move.");
    assert_eq!(lab.last_move().unwrap().to_string(), "h5-g4");
    // Clicks do not move pieces in a replay.
    assert_eq!(lab.click(sq("b1")).game(), lab.game());
    let end = lab.press(Key::Last);
    assert!(end.replayer().at_end());
    assert_eq!(
        end.status(),
        "Ply 9 of 9: Black wins: all Black pieces are connected."
    );
    assert_eq!(
        end.replayer().result_sentence(),
        "Black wins: all Black pieces are connected."
    );
    assert_eq!(end.replayer().next(), *end.replayer());
    assert_eq!(end.press(Key::First).replayer().ply(), 0);
    assert_eq!(end.press(Key::Left).replayer().ply(), 8);
    assert_eq!(end.replayer().at(100).ply(), 9);
    // The played game is kept while replaying, and the replay leaves the URL with its tab.
    let played = play(&by_hand(), "b1-d3").open(Tab::Replay);
    assert_eq!(played.link().moves.len(), 1);
    assert_eq!(played.link().replay, Some((0, 0)));
    assert_eq!(played.open(Tab::Play).link().replay, None);
    // Playing on from a ply of the record.
    let on = lab.play_from_replay();
    assert_eq!(on.tab(), Tab::Play);
    assert_eq!(on.game().moves().len(), 2);
    assert_eq!(*on.game().start(), Board::start());
}

#[test]
fn every_record_replays_to_its_end() {
    for (i, record) in RECORDS.iter().enumerate() {
        let r = Replayer::new(i);
        let all = parse_record(record.text).unwrap();
        assert_eq!(r.plies(), all.len(), "{}", record.name);
        let end = r.last();
        if record.name.ends_with("_incomplete") {
            assert_eq!(end.result(), None);
            assert!(
                end.status().contains("before the game ended"),
                "{}",
                end.status()
            );
        } else {
            assert!(end.result().is_some(), "{}", record.name);
            assert!(end.status().contains("wins"), "{}", end.status());
        }
        assert_eq!(by_hand().choose_record(i).unwrap().replayer().index(), i);
    }
    assert!(by_hand().choose_record(RECORDS.len()).is_none());
}

#[test]
fn the_editor_cycles_squares_and_checks_the_text() {
    let lab = by_hand().open(Tab::Edit);
    assert_eq!(lab.editor().text(), START_TEXT);
    assert!(lab.editor().playable().is_some());
    // d4: empty → black → white → empty.
    let lab = lab.click(sq("d4"));
    assert_eq!(lab.shown_board().at(sq("d4")), Some(Color::Black));
    assert_eq!(
        lab.editor().text(),
        "1bbbbbb1/w6w/w6w/w6w/w2b3w/w6w/w6w/1bbbbbb1 b"
    );
    let lab = lab.click(sq("d4"));
    assert_eq!(lab.shown_board().at(sq("d4")), Some(Color::White));
    let lab = lab.click(sq("d4"));
    assert_eq!(lab.shown_board().at(sq("d4")), None);
    // 13 black pieces: not playable, and the status says why.
    let crowded = lab.click(sq("d4"));
    assert!(crowded.editor().playable().is_none());
    assert_eq!(
        crowded.editor().error_text().as_deref(),
        Some("column 1: Black has 13 pieces; a side has at most 12")
    );
    assert!(crowded.play_from_editor().is_none());
    assert!(crowded.status().contains("not playable"));
    // The side to move.
    let white = lab.edit(lab.editor().with_to_move(Color::White));
    assert!(white.editor().text().ends_with(" w"));
    // A bad text names its column and leaves the board as it was.
    let bad = lab.edit(
        lab.editor()
            .with_text("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 x"),
    );
    assert_eq!(
        bad.editor().error_text().as_deref(),
        Some("column 43: 'x' is not a side to move: write b or w")
    );
    assert_eq!(bad.shown_board(), Board::start());
    assert!(bad.play_from_editor().is_none());
    // A good text is taken as typed, and becomes the game's start.
    let text = "b7/8/3b4/8/2bw4/8/8/6w1 w";
    let good = bad.edit(bad.editor().with_text(text));
    assert_eq!(good.editor().error(), None);
    assert_eq!(good.editor().text(), text);
    let game = good.play_from_editor().unwrap();
    assert_eq!(game.tab(), Tab::Play);
    assert_eq!(write_position(game.game().start()), text);
    assert!(game.custom_start());
    assert_eq!(game.link().to_query().fen.as_deref(), Some(text));
    assert!(game.status().starts_with("White to move"));
    assert_eq!(game.restart().game().start(), game.game().start());
    assert_eq!(*game.new_game().game().start(), Board::start());
}

#[test]
fn a_game_from_a_set_up_position_exports_its_position() {
    let text = "b7/8/3b4/8/2bw4/8/8/6w1 w";
    let lab = by_hand().open(Tab::Edit);
    let lab = lab
        .edit(lab.editor().with_text(text))
        .play_from_editor()
        .unwrap();
    let lab = play(&lab, "d4xd6");
    assert_eq!(lab.game().ending(), None);
    assert_eq!(lab.piece_counts(), (2, 2));
    let lab = play(&lab, "a8-a7");
    assert_eq!(lab.export_text(), format!("{text}\n1. … d4xd6\n2. a8-a7\n"));
    let rows = lab.move_rows();
    assert_eq!(rows[0].black, None);
    assert_eq!(rows[0].white.map(|(p, _)| p), Some(1));
}

#[test]
fn a_position_already_won_says_so() {
    let link = Link::from_query(&query(&[("fen", "8/8/8/3bb3/8/8/8/w6w w")])).unwrap();
    let lab = Lab::from_link(&link);
    assert_eq!(lab.game().ending(), Some(Ending::Connected(Color::Black)));
    assert_eq!(lab.status(), "Black wins: all Black pieces are connected.");
}

#[test]
fn opening_the_editor_loads_the_shown_position() {
    let lab = play(&by_hand(), "b1-d3").open(Tab::Edit);
    assert_eq!(lab.editor().board(), *lab.game().board());
    let replay = by_hand().open(Tab::Replay).press(Key::Last).open(Tab::Edit);
    assert_eq!(replay.editor().board(), *replay.replayer().game().board());
    assert_eq!(replay.open(Tab::Edit), replay);
    assert_eq!(row_of(sq("a8")), 0);
    assert_eq!(row_of(sq("h1")), 7);
}

/// Plays the engine's reply to the lab's request with the engine's own search (as the
/// worker would).
pub(super) fn engine_moves(lab: &Lab) -> Lab {
    let request = lab.engine_request().expect("the engine's turn");
    let game = request.game.build().unwrap();
    assert_eq!(game, *lab.game());
    let analysis = crate::games::loa::search::analyse(
        &game,
        crate::games::loa::search::Limits::nodes(request.max_nodes),
    );
    lab.engine_reply(&request, &analysis)
        .expect("a current request")
}

#[test]
fn against_the_engine_it_replies_and_undo_takes_back_both_moves() {
    let lab = by_hand().with_human(Human::Black).with_budget(10_000);
    assert!(!lab.engine_to_move());
    assert_eq!(lab.engine_request(), None);
    assert!(!lab.can_undo());
    let lab = play(&lab, "b1-d3");
    assert!(lab.engine_to_move());
    assert_eq!(lab.status(), "White to move: engine thinking…");
    // The person cannot move for the engine.
    let refused = lab.click(sq("a2"));
    assert_eq!(refused.selected(), None);
    assert_eq!(refused.game(), lab.game());
    assert_eq!(lab.press(Key::Activate).game(), lab.game());
    // The request is the game and the budget, as the worker is sent it.
    let request = lab.engine_request().unwrap();
    assert_eq!(request.max_nodes, 10_000);
    assert_eq!(request.game.start, START_TEXT);
    assert_eq!(request.game.moves, lab.game().moves());
    assert_eq!(
        request.spec(),
        Request::Search {
            game: request.game.clone(),
            max_nodes: 10_000,
            max_depth: None
        }
    );
    let replied = engine_moves(&lab);
    assert_eq!(replied.game().moves().len(), 2);
    assert!(!replied.engine_to_move());
    let reply = replied.game().moves()[1];
    let report = replied.engine_report().unwrap();
    assert_eq!((report.side, report.played), (Color::White, reply));
    assert!(
        report.describe().starts_with(&format!(
            "The engine (White) played {reply} after searching "
        )),
        "{}",
        report.describe()
    );
    // After its move the engine is not the side to move: the score is said to be its view.
    let words = report.describe();
    assert!(!words.contains("the side to move"), "{words}");
    assert!(
        words.contains("for White, the engine, before its move") || words.contains("wins in"),
        "{words}"
    );
    assert_eq!(
        replied.status(),
        format!("Black to move: the engine played {reply}; choose a piece (click it, or use the arrow keys and Enter).")
    );
    assert!(replied.squares()[usize::from(reply.to)].last_to);
    assert_eq!(
        replied.link().to_query().moves,
        Some(format!("b1-d3,{reply}"))
    );
    // The same answer again (or one to an older request) is refused.
    assert_eq!(
        replied.engine_reply(&request, &replied.engine_report().unwrap().analysis),
        None
    );
    assert_eq!(
        lab.with_budget(20_000)
            .engine_reply(&request, &report.analysis),
        None
    );
    // Undo takes back the reply and the move; redo plays both again.
    let back = replied.undo();
    assert_eq!(back.game().moves().len(), 0);
    assert!(!back.engine_to_move() && back.engine_report().is_none());
    assert_eq!(back.redo().game(), replied.game());
    // Undo while the engine thinks takes back the person's move.
    assert_eq!(lab.undo().game().moves().len(), 0);
    let again = lab.undo().redo();
    assert_eq!(again.game(), lab.game());
    assert!(again.engine_to_move());
    // A few more moves: the engine answers each one.
    let mut game = replied;
    for _ in 0..3 {
        let mut legal = Vec::new();
        game.game().legal_actions(&mut legal);
        game = game.play(legal[0]).unwrap();
        if game.game().ending().is_some() {
            break;
        }
        game = engine_moves(&game);
    }
    assert_eq!(game.game().moves().len(), 8);
    assert_eq!(game.undo().game().moves().len(), 6);
    assert_eq!(game.undo().undo().game().moves().len(), 4);
    // Both by hand: undo takes back one ply.
    assert_eq!(game.with_human(Human::Both).undo().game().moves().len(), 7);
}

#[test]
fn the_engine_can_move_first_and_waits_off_the_play_tab() {
    let lab = by_hand().with_human(Human::White);
    assert!(lab.engine_to_move());
    assert!(!lab.can_undo(), "no move of the person's to take back");
    assert!(!lab.open(Tab::Replay).engine_to_move());
    assert!(!lab.open(Tab::Edit).engine_to_move());
    assert_eq!(lab.open(Tab::Replay).engine_request(), None);
    let lab = engine_moves(&lab);
    assert!(!lab.engine_to_move());
    assert!(!lab.can_undo());
    assert_eq!(lab.undo().game(), lab.game());
    // A new game keeps the sides, so the engine is to move again.
    let fresh = lab.new_game();
    assert_eq!(fresh.human(), Human::White);
    assert!(fresh.engine_to_move());
    assert!(fresh.engine_report().is_none());
    // Handing the engine's side to the person stops it.
    assert!(!fresh.with_human(Human::Both).engine_to_move());
    // The engine does not play a finished game.
    let over = Link::from_query(&query(&[
        ("fen", "8/8/8/3bb3/8/8/8/w6w w"),
        ("human", "black"),
    ]))
    .unwrap();
    assert!(!Lab::from_link(&over).engine_to_move());
}

#[test]
fn an_engine_answer_without_a_move_plays_the_first_legal_move() {
    let lab = play(&by_hand().with_human(Human::Black), "b1-d3");
    let request = lab.engine_request().unwrap();
    let nothing = Analysis {
        best: None,
        score: 0,
        depth: 0,
        nodes: 1,
        pv: Vec::new(),
        proven: None,
    };
    let next = lab.engine_reply(&request, &nothing).unwrap();
    let mut legal = Vec::new();
    lab.game().legal_actions(&mut legal);
    assert_eq!(next.game().moves()[1], legal[0]);
    assert!(next
        .engine_report()
        .unwrap()
        .describe()
        .contains("played the first legal move"));
    // An illegal best move (never sent by the search) is not played either.
    let illegal = Analysis {
        best: Some(parse_move(by_hand().game(), "b1-d3").unwrap()),
        ..nothing
    };
    assert_eq!(
        lab.engine_reply(&request, &illegal).unwrap().game().moves()[1],
        legal[0]
    );
}

#[test]
fn scores_and_lines_read_in_words() {
    use crate::games::loa::search::WIN;
    let a = |score: i32, depth: u32| Analysis {
        best: None,
        score,
        depth,
        nodes: 0,
        pv: Vec::new(),
        proven: None,
    };
    assert_eq!(
        describe_score(Color::Black, &a(WIN - 3, 4)),
        "Black wins in 3 plies (proven by the search)"
    );
    assert_eq!(
        describe_score(Color::Black, &a(-(WIN - 1), 4)),
        "White wins in 1 ply (proven by the search)"
    );
    assert_eq!(
        describe_score(Color::White, &a(42, 5)),
        "+42 for White, the side to move: better for White"
    );
    assert_eq!(
        describe_score(Color::White, &a(-7, 5)),
        "-7 for White, the side to move: better for Black"
    );
    assert_eq!(
        describe_score(Color::Black, &a(0, 0)),
        "+0 for Black, the side to move: level (the static evaluation: no iteration completed)"
    );
    assert_eq!(
        short_score(Color::White, &a(WIN - 5, 6)),
        "White wins in 5 plies"
    );
    assert_eq!(
        short_score(Color::White, &a(-(WIN - 1), 6)),
        "Black wins in 1 ply"
    );
    assert_eq!(short_score(Color::White, &a(13, 6)), "+13");
    assert_eq!(
        score_meaning(Color::White, &a(-13, 6)),
        "the evaluation from White's view (White is to move): better for Black"
    );
    assert_eq!(
        score_meaning(Color::Black, &a(0, 0)),
        "the evaluation from Black's view (Black is to move): level; only the static evaluation, no depth completed"
    );
    assert_eq!(
        score_meaning(Color::Black, &a(WIN - 3, 4)),
        "proven by the search: a forced win, whatever the defence"
    );
    // Lines are numbered in the game.
    let lab = play(&by_hand(), "b1-d3");
    let line: Vec<Move> = ["h2-f4", "c1-c3", "a2-c4"]
        .iter()
        .scan(lab.game().clone(), |g, m| {
            let mv = parse_move(g, m).unwrap();
            g.apply(mv);
            Some(mv)
        })
        .collect();
    assert_eq!(pv_text(lab.game(), &line), "1. … h2-f4 2. c1-c3 a2-c4");
    assert_eq!(pv_text(by_hand().game(), &line[..0]), "");
    let b1d3 = parse_move(by_hand().game(), "b1-d3").unwrap();
    assert_eq!(pv_text(by_hand().game(), &[b1d3]), "1. b1-d3");
    // A game that started with White to move counts its first move as 1. … .
    let white_first = Loa::from_board(Board::start().with_side(Color::White), Rules::default());
    let h2f4 = parse_move(&white_first, "h2-f4").unwrap();
    assert_eq!(pv_text(&white_first, &[h2f4]), "1. … h2-f4");
}

#[test]
fn analysis_requests_follow_the_position_shown() {
    let lab = play(&by_hand(), "b1-d3");
    let r = lab.analysis_request(1_000_000).unwrap();
    assert_eq!(r.game.moves.len(), 1);
    assert_eq!(r.max_nodes, 1_000_000);
    // The replay's position, with the record's moves before it.
    let replay = lab.open(Tab::Replay).press(Key::Right).press(Key::Right);
    assert_eq!(replay.analysis_request(1_000).unwrap().game.moves.len(), 2);
    // The editor's position once it is playable, as a fresh game.
    let edit = lab.open(Tab::Edit);
    let r = edit.analysis_request(1_000).unwrap();
    assert!(r.game.moves.is_empty());
    assert_eq!(r.game.start, write_position(lab.game().board()));
    assert_eq!(edit.click(sq("d4")).analysis_request(1_000), None);
    // Nothing to analyse in a finished game.
    let end = by_hand().open(Tab::Replay).press(Key::Last);
    assert_eq!(end.analysis_request(1_000), None);
    assert!(end.shown_game().unwrap().ending().is_some());
}

#[test]
fn the_top_of_the_tree_is_a_depth_limited_alpha_beta() {
    use crate::search::alphabeta::{alphabeta, NodeKind};
    let game = Loa::new(Rules::default());
    let (result, trace) = trace_top(&game, 1, MoveOrder::Heuristic);
    assert_eq!(trace.nodes.len(), 37, "the root and its 36 moves");
    assert_eq!(trace.nodes[0].children.len(), 36);
    assert!(trace.nodes[0].maximising, "Black is MAX");
    assert!(trace.nodes[1..].iter().all(|n| n.kind == NodeKind::Leaf));
    // The best move's value is the root's, and the evaluation of its position.
    let best = result.best.unwrap();
    let mut child = game.clone();
    child.apply(best);
    assert_eq!(result.value, LoaEval.score(&child));
    // Depth 2: alpha-beta prunes, and agrees with minimax on the same tree.
    let (ab, trace) = trace_top(&game, 2, MoveOrder::Heuristic);
    let mm = alphabeta(&Horizon::new(&game, 2), &HorizonEval, Options::MINIMAX);
    assert_eq!(ab.value, mm.value);
    assert_eq!(minimax_nodes(&game, 2), mm.nodes);
    let perft = |d| crate::games::loa::perft(&Board::start(), d, &Rules::default());
    assert_eq!(
        mm.nodes,
        1 + perft(1) + perft(2),
        "minimax enters every node"
    );
    assert!(trace.nodes.len() < 600, "{}", trace.nodes.len());
    assert!(trace.nodes.iter().any(|n| n.cutoff.is_some()));
    let (unordered, _) = trace_top(&game, 2, MoveOrder::AsGenerated);
    assert_eq!(unordered.value, ab.value);
    // Depth 3 stays small enough to compute and draw; depths are clamped to 1–3.
    let (_, deep) = trace_top(&game, 3, MoveOrder::Heuristic);
    assert!(deep.nodes.len() < 12_000, "{}", deep.nodes.len());
    let all = minimax_nodes(&game, 3);
    assert_eq!(all, 1 + perft(1) + perft(2) + perft(3));
    assert!(all > 4 * deep.nodes.len() as u64);
    assert_eq!(
        trace_top(&game, 9, MoveOrder::Heuristic).1.nodes.len(),
        deep.nodes.len()
    );
    assert_eq!(trace_top(&game, 0, MoveOrder::Heuristic).1.nodes.len(), 37);
    // A finished game is a single leaf, scored as a win.
    let text = "1. d1-b3 h5-g4\n2. b1-b4 g4xg1\n3. b4-e7 a3xc1\n4. b3-e6 h3xf1\n5. e1-e5\n";
    let over = replay(&parse_record(text).unwrap(), Rules::default()).game;
    let (r, t) = trace_top(&over, 2, MoveOrder::Heuristic);
    assert_eq!(t.nodes.len(), 1);
    assert_eq!(r.value, crate::games::loa::search::WIN);
    // The horizon: no moves at depth 0, and the same board nearer it is another key.
    let h = Horizon::new(&game, 0);
    assert!(h.is_terminal());
    assert_ne!(h.position_key(), Horizon::new(&game, 1).position_key());
    assert_eq!(Horizon::new(&game, 2).left(), 2);
    assert_eq!(Horizon::new(&game, 2).game(), &game);
}
