//! The page model: the address, turns, the engine's requests and replies, words.

use super::*;
use crate::games::connect4::columns::ColumnsJob;
use crate::games::connect4::Solver;
use crate::jobs::run_to_end;

fn query(moves: &str, you: &str) -> Query {
    Query {
        moves: Some(moves.into()),
        you: Some(you.into()),
        ..Query::default()
    }
}

fn answer(request: &ColumnsRequest) -> Columns {
    let p = request.position().unwrap();
    run_to_end(&mut ColumnsJob::new(
        Solver::new(request.geometry, 20),
        p,
        request.max_nodes,
    ))
}

#[test]
fn the_address_round_trips_and_names_what_is_wrong() {
    let lab = Lab::from_query(&query("4453", "second")).unwrap();
    assert_eq!(lab.moves_text(), "4453");
    assert_eq!(lab.human(), Human::Second);
    let q = lab.to_query();
    assert_eq!(q.moves.as_deref(), Some("4453"));
    assert_eq!(q.you.as_deref(), Some("second"));
    assert_eq!(q.size, None, "the default size is not written");
    assert_eq!(Lab::from_query(&q).unwrap(), lab);
    assert_eq!(Lab::from_query(&Query::default()).unwrap(), Lab::default());

    let errors = Lab::from_query(&Query {
        moves: Some("4458".into()),
        you: Some("nobody".into()),
        size: Some("9x9".into()),
        scores: Some("maybe".into()),
        budget: Some("lots".into()),
    })
    .unwrap_err();
    let fields: Vec<_> = errors.iter().map(|e| e.field).collect();
    assert_eq!(fields, ["size", "moves", "you", "scores", "budget"]);
    assert!(errors[1].reason.contains("move 4"), "{}", errors[1].reason);
    let full = Lab::from_query(&query("1111111", "first")).unwrap_err();
    assert!(
        full[0].reason.contains("column 1 is full"),
        "{}",
        full[0].reason
    );
    let over = Lab::from_query(&query("12121212", "both")).unwrap_err();
    assert!(
        over[0].reason.contains("already over"),
        "{}",
        over[0].reason
    );

    let small = Lab::from_query(&Query {
        size: Some("6x5".into()),
        budget: Some("10M".into()),
        scores: Some("on".into()),
        ..Query::default()
    })
    .unwrap();
    assert_eq!(small.geometry().width(), 6);
    assert_eq!(small.budget(), 10_000_000);
    assert!(small.shows_scores());
    assert_eq!(small.to_query().size.as_deref(), Some("6x5"));
    assert_eq!(small.to_query().budget.as_deref(), Some("10M"));
    assert_eq!(parse_budget("250k"), Ok(250_000));
    assert!(parse_budget("0").is_err());
}

#[test]
fn the_engine_asks_on_its_turn_only_and_a_stale_answer_is_dropped() {
    let lab = Lab::default();
    assert!(lab.human_to_move());
    assert_eq!(lab.engine_request(), None);
    let after = lab.play(3).unwrap();
    assert!(!after.human_to_move());
    assert_eq!(after.play(2), None, "not the person's turn");
    let request = after.engine_request().expect("the engine's turn");
    assert_eq!(request.moves, vec![3]);
    // Answer with a made-up analysis preferring column 2.
    let mut scores = vec![ColumnScore::Exact(-1); 7];
    scores[2] = ColumnScore::Exact(0);
    let columns = Columns {
        scores,
        nodes: 10,
        complete: true,
    };
    let replied = after.engine_reply(&request, &columns).unwrap();
    assert_eq!(replied.moves(), &[3, 2]);
    assert!(replied.human_to_move());
    assert!(replied.engine_words().unwrap().contains("column 3"));
    // The same answer after an undo is stale.
    let undone = replied.undo();
    assert_eq!(
        undone.moves(),
        &[] as &[u8],
        "the engine's reply and the person's move"
    );
    assert_eq!(undone.engine_reply(&request, &columns), None);
    // The solver plays first when the person plays second.
    let second = Lab::default().with_human(Human::Second);
    assert!(second.engine_request().is_some());
    assert_eq!(second.scores_request(), None);
    let both = Lab::default().with_human(Human::Both).with_scores(true);
    assert_eq!(both.engine_request(), None);
    assert!(both.scores_request().is_some());
    assert_eq!(both.play(3).unwrap().undo().moves(), &[] as &[u8]);
}

#[test]
fn the_engine_never_loses_a_won_position_and_takes_an_immediate_win() {
    // Red has three in column 4 (1-based); Yellow to move must block, then Red plays on.
    let lab = Lab::from_query(&query("414141", "first")).unwrap();
    let lab = lab.play(3).unwrap(); // Red completes four in column 4
    assert!(lab.status().starts_with("You win"), "{}", lab.status());
    assert_eq!(lab.winning_cells(), vec![(3, 0), (3, 1), (3, 2), (3, 3)]);
    assert_eq!(lab.engine_request(), None, "the game is over");

    // The solver as Red, from a position Pons' solver says the side to move (Red) wins.
    let (moves, _, score) = crate::games::connect4::bench::BenchSet::Middle
        .positions()
        .into_iter()
        .find(|(m, _, s)| m.len() % 2 == 0 && m.len() >= 20 && *s > 0)
        .expect("a won position with Red to move");
    assert!(score > 0);
    let mut lab = Lab::from_query(&query(&moves, "second")).unwrap();
    let mut guard = 0;
    while let Some(request) = lab.engine_request() {
        let columns = answer(&request);
        assert!(columns.best_is_proven());
        lab = lab.engine_reply(&request, &columns).unwrap();
        // The person (Yellow) plays the first legal column.
        let p = lab.position();
        if let Some(col) = (0..7).find(|&c| lab.can_play(c) && !p.is_over()) {
            lab = lab.play(col).unwrap();
        }
        guard += 1;
        assert!(guard < 30);
    }
    assert!(
        lab.status().starts_with("The solver wins (Red)"),
        "{}",
        lab.status()
    );
}

#[test]
fn scores_read_as_pons_defines_them() {
    let empty = Connect4::new(Geometry::STANDARD);
    assert_eq!(score_label(ColumnScore::Exact(3)), "+3");
    assert_eq!(score_label(ColumnScore::Exact(-2)), "−2");
    assert_eq!(score_label(ColumnScore::Exact(0)), "0");
    assert_eq!(score_label(ColumnScore::Full), "full");
    assert_eq!(
        score_label(ColumnScore::Between { min: 1, max: 18 }),
        "≥ +1"
    );
    assert_eq!(score_label(ColumnScore::Between { min: -5, max: 5 }), "?");
    assert_eq!(
        score_label(ColumnScore::Between { min: -3, max: 2 }),
        "−3…+2"
    );
    // The first player's best opening move wins with its 21st stone at the latest: +1.
    assert!(score_words(ColumnScore::Exact(1), &empty).contains("stone 21"));
    assert!(score_words(ColumnScore::Exact(0), &empty).contains("draw"));
    assert!(score_words(ColumnScore::Exact(-2), &empty).contains("stone 20"));
    assert_eq!(budget_text(100_000_000), "100M");
    assert_eq!(budget_text(1_000_000_000), "1G");
    assert_eq!(budget_text(250_000), "250k");
}

#[test]
fn the_cursor_wraps_and_a_new_game_keeps_the_settings() {
    let lab = Lab::default().with_budget(1_000_000).with_scores(true);
    assert_eq!(lab.cursor(), 3);
    assert_eq!(lab.move_cursor(4).cursor(), 0);
    assert_eq!(lab.move_cursor(-4).cursor(), 6);
    let played = lab.play(0).unwrap();
    let fresh = played.new_game();
    assert!(fresh.moves().is_empty());
    assert_eq!(fresh.budget(), 1_000_000);
    assert!(fresh.shows_scores());
    let small = lab.with_geometry(Geometry::new(6, 5).unwrap());
    assert_eq!(small.cursor(), 3);
    assert!(small.moves().is_empty());
}

#[test]
fn the_lab_speaks_polish_where_the_english_stays_as_it_was() {
    let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
    let lab = Lab::from_query(&query("414141", "second")).unwrap();
    assert_eq!(lab.status(), "The solver (Red) is thinking…");
    let request = lab.engine_request().expect("Red, the solver, moves");
    let lab = lab.engine_reply(&request, &answer(&request)).unwrap();
    let english = lab.engine_words().unwrap();
    assert!(
        english.starts_with("The solver played column 4 (the best column, proven): it wins"),
        "{english}"
    );
    let polish = [
        lab.status_in(&pl),
        lab.engine_words_in(&pl).unwrap(),
        score_label_in(ColumnScore::Full, &pl),
        crate::games::connect4::teach::alpha_beta_words_in(3, &pl),
        crate::games::connect4::race::Engine::AlphaBeta { nodes: 5000 }.describe_in(&pl),
    ];
    let english = [
        lab.status(),
        english,
        score_label(ColumnScore::Full),
        crate::games::connect4::teach::alpha_beta_words(3),
        crate::games::connect4::race::Engine::AlphaBeta { nodes: 5000 }.describe(),
    ];
    for (pl, en) in polish.iter().zip(&english) {
        assert_ne!(pl, en);
        assert!(!pl.contains('⟨'), "{pl}");
    }
    assert!(polish[0].contains("czerwone"), "{}", polish[0]);
}
