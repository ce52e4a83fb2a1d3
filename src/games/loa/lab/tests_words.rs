//! The page's words in another language: every sentence the core writes for the page reads in
//! Polish (no missing message, not the English), and the English wrappers say what the
//! command line and the other tests read.

use super::tests_link::query;
use super::*;
use crate::games::loa::search::Analysis;
use crate::games::loa::solve::solve;
use crate::games::loa::Ending;
use crate::i18n::{language, with_english, Catalogue};

const SUITE_WIN: &str = "8/w7/4bb2/2b1bw2/2wb1bb1/2ww2ww/1b6/3w4 b";

fn polish() -> Catalogue {
    Catalogue::new(language("pl").unwrap()).unwrap()
}

/// `english` and `polish` are both written, and differ.
fn translated(english: &str, polish: &str) {
    assert!(
        !english.contains('⟨') && !polish.contains('⟨'),
        "{english} / {polish}"
    );
    assert_ne!(english, polish);
}

#[test]
fn the_status_lines_and_the_rules_read_in_polish() {
    let pl = polish();
    let lab = Lab::default();
    with_english(|en| {
        translated(&lab.status_in(en), &lab.status_in(&pl));
        translated(
            &lab.engine_stopped_status_in(en),
            &lab.engine_stopped_status_in(&pl),
        );
        let rules = lab.rules();
        translated(&rules.describe_in(en), &rules.describe_in(&pl));
        assert_eq!(rules.describe_in(en), rules.describe());
        for view in lab.squares().iter().take(3) {
            translated(&view.label_in(en), &view.label_in(&pl));
        }
        for h in Human::ALL {
            translated(&h.label_in(en), &h.label_in(&pl));
        }
        let replay = lab.open(Tab::Replay);
        translated(&replay.status_in(en), &replay.status_in(&pl));
        let edit = lab.open(Tab::Edit);
        translated(&edit.status_in(en), &edit.status_in(&pl));
        for ending in [
            Ending::Connected(Color::White),
            Ending::BothConnected,
            Ending::NoMoves(Color::Black),
            Ending::Repetition(3),
            Ending::PlyCap,
        ] {
            translated(
                &ending_sentence_in(ending, en),
                &ending_sentence_in(ending, &pl),
            );
            assert_eq!(
                ending_sentence_in(ending, en),
                format!("{}.", {
                    let d = ending.describe();
                    let mut c = d.chars();
                    let first = c.next().unwrap().to_uppercase().collect::<String>();
                    first + c.as_str()
                })
            );
        }
        assert_eq!(crate::games::loa::rules::ordinal_in(22, &pl), "22.");
        assert_eq!(crate::games::loa::rules::ordinal_in(22, en), "22nd");
    });
    assert_eq!(
        parse_budget_in("5", &polish()).unwrap_err(),
        "5 węzłów to za mało: budżet wynosi co najmniej 1k"
    );
    assert_eq!(
        parse_budget("5").unwrap_err(),
        "5 nodes is too few: the budget is at least 1k"
    );
}

#[test]
fn searches_and_solves_read_in_polish() {
    let pl = polish();
    let analysis = Analysis {
        best: None,
        score: -40,
        depth: 0,
        nodes: 500,
        pv: Vec::new(),
        proven: None,
    };
    let seen = SearchSeen {
        analysis: Some(analysis.clone()),
        searching: Some(2),
        nodes: 1_234,
        fraction: 0.1,
        speed: Some(1_500_000.0),
        cancelled: false,
        failed: None,
    };
    let lab = Lab::from_link(&Link::from_query(&query(&[("fen", SUITE_WIN)])).unwrap());
    let game = lab.shown_game().unwrap();
    let to_move = game.board().to_move();
    let solved = solve(&game, Method::Dfpn, 200_000);
    let running = SolveSeen {
        running: true,
        nodes: 10,
        speed: Some(2_000.0),
        ..SolveSeen::blank()
    };
    with_english(|en| {
        translated(
            &seen.engine_text_in(Color::White, 10_000, en),
            &seen.engine_text_in(Color::White, 10_000, &pl),
        );
        translated(
            &seen.analysis_running_text_in(2, 10_000, en),
            &seen.analysis_running_text_in(2, 10_000, &pl),
        );
        translated(
            &seen.analysis_stopped_text_in(10_000, en),
            &seen.analysis_stopped_text_in(10_000, &pl),
        );
        translated(&seen.waiting_text_in(en), &seen.waiting_text_in(&pl));
        translated(
            &speed_text_in(1_500_000.0, en),
            &speed_text_in(1_500_000.0, &pl),
        );
        assert_eq!(speed_text_in(1_500_000.0, &pl), "1,5 mln węzłów/s");
        translated(
            &score_meaning_in(to_move, &analysis, en),
            &score_meaning_in(to_move, &analysis, &pl),
        );
        translated(
            &describe_score_in(to_move, &analysis, en),
            &describe_score_in(to_move, &analysis, &pl),
        );
        assert_eq!(
            describe_score_in(to_move, &analysis, en),
            describe_score(to_move, &analysis)
        );
        translated(
            &running.status_text_in(Method::Pns, 100_000, en),
            &running.status_text_in(Method::Pns, 100_000, &pl),
        );
        translated(
            &running.children_caption_in(en),
            &running.children_caption_in(&pl),
        );
        translated(
            &verdict_sentence_in(to_move, &solved, 200_000, en),
            &verdict_sentence_in(to_move, &solved, 200_000, &pl),
        );
        if let (Some(e), Some(p)) = (
            numbers_meaning_in(to_move, &solved, en),
            numbers_meaning_in(to_move, &solved, &pl),
        ) {
            translated(&e, &p);
        }
        for m in SOLVE_METHODS {
            assert!(!method_short_in(m, &pl).contains('⟨'));
            assert_eq!(m.label_in(en), m.label());
        }
        let (result, _) = trace_top(&game, 1, crate::search::alphabeta::MoveOrder::Heuristic);
        translated(
            &tree_summary_in(&result, to_move, 7, en),
            &tree_summary_in(&result, to_move, 7, &pl),
        );
    });
}
