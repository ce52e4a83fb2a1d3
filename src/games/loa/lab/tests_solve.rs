//! Solving the position shown, as the page asks for it and tells it: the request, a win and a
//! loss by every method in words, an unsettled solve, the second phase's numbers, and the
//! browser benchmark's sizes.

use super::tests::{by_hand, sq};
use super::tests_link::query;
use super::*;
use crate::games::loa::jobs::Request;
use crate::games::loa::pn::{ChildNumbers, INFINITE};
use crate::games::loa::solve::{Solved, Verdict};

const SUITE_WIN: &str = "8/w7/4bb2/2b1bw2/2wb1bb1/2ww2ww/1b6/3w4 b";
const SUITE_LOSS: &str = "8/4w3/2w2b2/1b2bb1w/3b1b2/2wbb3/2b2w2/8 w";

fn lab_at(fen: &str) -> Lab {
    Lab::from_link(&Link::from_query(&query(&[("fen", fen)])).unwrap())
}

fn solve_shown(lab: &Lab, method: Method, nodes: u64) -> (Color, SolveRequest, Solved) {
    let request = lab.solve_request(method, nodes).unwrap();
    let game = request.game.build().unwrap();
    let solved = crate::games::loa::solve::solve(&game, method, nodes);
    (game.board().to_move(), request, solved)
}

#[test]
fn the_solve_request_is_the_position_shown_and_none_when_there_is_nothing_to_solve() {
    let lab = lab_at(SUITE_WIN);
    let r = lab.solve_request(Method::Dfpn, 100_000).unwrap();
    assert_eq!(r.game.start, SUITE_WIN);
    assert!(r.game.moves.is_empty());
    assert!(matches!(
        r.spec(),
        Request::Solve {
            method: Method::Dfpn,
            max_nodes: 100_000,
            ..
        }
    ));
    // A move changes the request (the page drops the old answer).
    let moved = lab.click(sq("b2")).click(sq("c1"));
    let r2 = moved.solve_request(Method::Dfpn, 100_000).unwrap();
    assert_ne!(r, r2);
    assert_eq!(r2.game.moves.len(), 1);
    // An unplayable set-up is not solved either.
    let editing = by_hand().open(Tab::Edit);
    let empty = editing.edit(editing.editor().with_text("8/8/8/8/8/8/8/8 b"));
    assert_eq!(empty.solve_request(Method::Dfpn, 1_000), None);
}

#[test]
fn a_won_position_solved_by_each_method_reads_as_a_win_with_its_move_first() {
    let lab = lab_at(SUITE_WIN);
    for method in SOLVE_METHODS {
        let (to_move, request, solved) = solve_shown(&lab, method, 1_000_000);
        assert_eq!(solved.result, Verdict::Win, "{method:?}");
        let best = solved.best_move.unwrap();
        let mut legal = Vec::new();
        lab.game().board().moves(&mut legal);
        assert!(legal.contains(&best));
        assert_eq!(
            verdict_sentence(to_move, &solved, request.max_nodes),
            format!("Black to move wins: {best} forces a win.")
        );
        if matches!(method, Method::AlphaBeta | Method::AbSolver) {
            assert_eq!(solved.prover, None);
            assert!(numbers_meaning(to_move, &solved).is_none());
            assert!(solved
                .seed_nodes
                .is_some_and(|n| n > 0 && n <= solved.nodes));
            // The engine knows how far the win is; the solver only that it is one.
            let engine = method == Method::AlphaBeta;
            assert_eq!(solved.plies_to_end.is_some(), engine);
            assert_eq!(!solved.principal_variation.is_empty(), engine);
            continue;
        }
        assert_eq!(solved.prover, Some(Color::Black));
        let rows = sorted_children(to_move, &solved);
        assert_eq!(rows.len(), solved.root_children.len());
        assert_eq!(rows[0].proof, 0, "{method:?}: a proven move comes first");
        assert_eq!(rows[0].disproof, INFINITE);
        assert_eq!(pn_text(rows[0].disproof), "∞");
        assert_eq!(child_note(to_move, &solved, &rows[0]), "wins for Black");
        assert!(rows.windows(2).all(|w| w[0].proof <= w[1].proof));
        let words = numbers_meaning(to_move, &solved).unwrap();
        assert!(words.starts_with("The numbers are Black's (Black is to move)"));
    }
}

#[test]
fn a_lost_position_reads_as_a_loss_for_the_side_to_move() {
    let lab = lab_at(SUITE_LOSS);
    let (to_move, request, solved) = solve_shown(&lab, Method::Dfpn, 1_000_000);
    assert_eq!(to_move, Color::White);
    assert_eq!(solved.result, Verdict::Loss);
    assert_eq!(
        verdict_sentence(to_move, &solved, request.max_nodes),
        "White to move loses: Black forces a win whatever White plays."
    );
}

#[test]
fn an_unsettled_solve_says_so_with_its_budget() {
    let (to_move, request, solved) = solve_shown(&by_hand(), Method::Dfpn, 2_000);
    assert_eq!(solved.result, Verdict::Unknown);
    assert_eq!(
        verdict_sentence(to_move, &solved, request.max_nodes),
        format!(
            "Not solved within {} nodes: the budget ran out before the result was settled.",
            group(2_000)
        )
    );
    // Still the numbers of all 36 moves, for Black, the side to move.
    assert_eq!(solved.root_children.len(), 36);
    assert!(sorted_children(to_move, &solved)
        .windows(2)
        .all(|w| w[0].proof <= w[1].proof));
}

#[test]
fn second_phase_numbers_are_the_opponents_and_sort_by_disproof() {
    let mv = |s: &str| crate::games::loa::text::parse_move(&Loa::new(Rules::default()), s).unwrap();
    let c = |m: &str, proof, disproof| ChildNumbers {
        mv: mv(m),
        proof,
        disproof,
    };
    let solved = Solved {
        method: Method::Dfpn,
        result: Verdict::Unknown,
        best_move: None,
        nodes: 10,
        seed_nodes: None,
        no_win: false,
        plies_to_end: None,
        principal_variation: Vec::new(),
        root_children: vec![c("b1-d3", 3, 5), c("c1-c3", 0, INFINITE), c("d1-d3", 9, 2)],
        prover: Some(Color::White),
    };
    let rows = sorted_children(Color::Black, &solved);
    let order: Vec<String> = rows.iter().map(|r| r.mv.to_string()).collect();
    assert_eq!(order, ["d1-d3", "b1-d3", "c1-c3"]);
    assert_eq!(
        child_note(Color::Black, &solved, &rows[2]),
        "loses: White wins"
    );
    assert!(numbers_meaning(Color::Black, &solved)
        .unwrap()
        .starts_with("The numbers are White's, the opponent's"));
}
