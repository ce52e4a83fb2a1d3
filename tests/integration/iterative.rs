//! Iterative-deepening alpha-beta against full alpha-beta, plain minimax and a naive
//! depth-limited minimax; slicing and the node budget.

use gamelab::game::{Score, State, ZeroSumEvaluator};
use gamelab::games::tictactoe::{reachable_positions, Payoff, Square, TicTacToe, LINES};
use gamelab::jobs::{run, run_to_end, Job};
use gamelab::search::alphabeta::{action_values, alphabeta, best_actions, MoveOrder, Options};
use gamelab::search::iterative::{iterative_deepening, Deepened, IterativeDeepening, Limits};
use gamelab::search::minimax::minimax;

/// A horizon heuristic so depth-limited values are not all 0: lines still open to X minus
/// lines still open to O; exact (corrected payoffs, scaled past any heuristic) at the end.
struct OpenLines;

impl ZeroSumEvaluator<TicTacToe> for OpenLines {
    fn score(&self, board: &TicTacToe) -> Score {
        if board.is_terminal() {
            return 100 * Payoff::Corrected.terminal_value(board);
        }
        let marks = |m| {
            (0..9u8)
                .filter(|&i| board.mark(Square(i)) == Some(m))
                .fold(0u16, |acc, i| acc | 1 << i)
        };
        let (x, o) = (
            marks(gamelab::games::tictactoe::Mark::X),
            marks(gamelab::games::tictactoe::Mark::O),
        );
        let open = |other: u16| LINES.iter().filter(|&&l| l & other == 0).count() as Score;
        open(o) - open(x)
    }
}

/// The reference: every node to `depth` plies, no pruning.
fn naive(state: &TicTacToe, depth: u32, eval: &OpenLines) -> Score {
    let mut actions = Vec::new();
    state.legal_actions(&mut actions);
    if actions.is_empty() || depth == 0 {
        return eval.score(state);
    }
    let values = actions.iter().map(|&a| {
        let mut child = *state;
        child.apply(a);
        naive(&child, depth - 1, eval)
    });
    if state.to_move() == gamelab::games::tictactoe::Mark::X {
        values.max().unwrap()
    } else {
        values.min().unwrap()
    }
}

/// Every `step`-th non-terminal reachable position, the empty board first.
fn sample_positions(step: usize) -> Vec<TicTacToe> {
    reachable_positions()
        .into_iter()
        .filter(|b| !b.is_terminal())
        .step_by(step)
        .collect()
}

/// The principal variation is a legal line starting with the best move.
fn check_line(root: &TicTacToe, result: &Deepened<Square>) {
    assert_eq!(result.principal_variation.first().copied(), result.best);
    let mut board = *root;
    for &a in &result.principal_variation {
        board.try_apply(a).unwrap();
    }
}

#[test]
fn unlimited_depth_solves_like_alphabeta_and_minimax() {
    for board in sample_positions(23) {
        let full = alphabeta(&board, &Payoff::Corrected, Options::ALPHA_BETA);
        let deepened = iterative_deepening(
            &board,
            &Payoff::Corrected,
            Limits::UNLIMITED,
            MoveOrder::AsGenerated,
        );
        assert_eq!(deepened.value, full.value, "{board}");
        assert!(deepened.exact, "{board}");
        let (values, _) = action_values(&board, &Payoff::Corrected, Options::ALPHA_BETA);
        assert!(best_actions(&board, &values).contains(&deepened.best.unwrap()));
        check_line(&board, &deepened);
    }
    let start = TicTacToe::new();
    let deepened = iterative_deepening(
        &start,
        &Payoff::Corrected,
        Limits::UNLIMITED,
        MoveOrder::Heuristic,
    );
    assert_eq!(deepened.value, minimax(&start, &Payoff::Corrected).value);
    assert_eq!(deepened.value, 0);
    assert_eq!(deepened.depth, 9);
}

#[test]
fn a_depth_limit_equals_naive_depth_limited_minimax() {
    for board in sample_positions(61) {
        for depth in 1..=4 {
            for order in [MoveOrder::AsGenerated, MoveOrder::Heuristic] {
                let r = iterative_deepening(&board, &OpenLines, Limits::depth(depth), order);
                assert_eq!(
                    r.value,
                    naive(&board, depth, &OpenLines),
                    "{board} depth {depth}"
                );
                assert!(r.depth <= depth);
                let best = r.best.unwrap();
                let mut child = board;
                child.apply(best);
                assert_eq!(naive(&child, depth - 1, &OpenLines), r.value, "{board}");
                check_line(&board, &r);
            }
        }
    }
}

#[test]
fn small_slices_give_the_result_of_one_big_step() {
    let start = TicTacToe::new();
    for limits in [
        Limits::UNLIMITED,
        Limits::depth(5),
        Limits {
            max_depth: None,
            max_nodes: Some(3_000),
        },
    ] {
        let whole = run_to_end(&mut IterativeDeepening::new(
            start,
            &OpenLines,
            limits,
            MoveOrder::Heuristic,
        ));
        for slice in [1, 7, 100] {
            let mut job = IterativeDeepening::new(start, &OpenLines, limits, MoveOrder::Heuristic);
            let mut reports = 0u64;
            let sliced = run(&mut job, slice, |p| {
                assert!(p.done <= whole.nodes);
                reports += 1;
                true
            })
            .unwrap();
            assert_eq!(sliced, whole, "slices of {slice}");
            assert!(reports >= whole.nodes / slice - 1);
            assert_eq!(job.step(slice), Some(whole.clone()), "stays finished");
        }
    }
}

#[test]
fn a_node_budget_answers_with_the_last_completed_depth() {
    let start = TicTacToe::new();
    let three = iterative_deepening(&start, &OpenLines, Limits::depth(3), MoveOrder::AsGenerated);
    assert_eq!(three.depth, 3);
    let starved = iterative_deepening(
        &start,
        &OpenLines,
        Limits {
            max_depth: Some(6),
            max_nodes: Some(three.nodes + 5),
        },
        MoveOrder::AsGenerated,
    );
    assert_eq!(starved.nodes, three.nodes + 5);
    assert_eq!(
        Deepened {
            nodes: three.nodes,
            ..starved
        },
        three
    );
    // Not even depth 1 fits: the evaluator's view of the root, no move.
    let none = iterative_deepening(
        &start,
        &OpenLines,
        Limits {
            max_depth: None,
            max_nodes: Some(4),
        },
        MoveOrder::AsGenerated,
    );
    assert_eq!((none.best, none.depth, none.nodes), (None, 0, 4));
}

/// Corrected payoffs encode depth (10 − moves), so the immediate win beats any slower one.
#[test]
fn depth_encoding_terminal_scores_make_the_quickest_win_best() {
    let board = TicTacToe::parse("XX.OO....").unwrap();
    for limits in [Limits::depth(1), Limits::depth(5), Limits::UNLIMITED] {
        let r = iterative_deepening(&board, &Payoff::Corrected, limits, MoveOrder::AsGenerated);
        assert_eq!((r.best, r.value), (Some(Square(2)), 10 - 5));
        assert!(r.exact || limits != Limits::UNLIMITED);
    }
}
