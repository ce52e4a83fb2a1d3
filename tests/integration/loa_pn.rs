//! Lines of Action endgame solvers (`games::loa::pn`): the three methods against a brute-force
//! negamax and each other, proofs replayed, slices, limits. Their speed on the endgame suite
//! is `gamelab bench loa`'s.

use std::collections::HashMap;

use gamelab::games::loa::board::group_count;
use gamelab::games::loa::pn::{
    solve, verify, PnMethod, PnOptions, PnResult, PnSolver, Solution, INFINITE,
};
use gamelab::games::loa::text::write_position;
use gamelab::games::loa::{board_ending, Board, DoubleConnection, Move, NoMoves, Rules};
use gamelab::jobs::{run_to_end, Job};
use gamelab::rng::{below, Seed};

fn legal(board: &Board, rules: &Rules) -> Vec<Move> {
    let mut moves = Vec::new();
    board.moves(&mut moves);
    if moves.is_empty() && rules.no_moves == NoMoves::Pass {
        moves.push(Move::PASS);
    }
    moves
}

/// Depth-limited negamax on "does the side to move force a win within `depth` plies": +1 it
/// does, -1 the opponent forces one within `depth` plies, 0 neither is shown. A position
/// repeated on the line (or in `path` from before) is a non-win for both sides.
fn negamax(board: &Board, rules: &Rules, depth: u32, path: &mut Vec<u64>) -> i32 {
    if depth == 0 {
        return 0;
    }
    let me = board.to_move();
    let mut best = -1;
    path.push(board.key());
    for mv in legal(board, rules) {
        let child = board.play(mv);
        let value = match board_ending(&child, rules) {
            Some(e) => match e.winner() {
                Some(c) if c == me => 1,
                Some(_) => -1,
                None => 0,
            },
            None if path.contains(&child.key()) => 0,
            None => -negamax(&child, rules, depth - 1, path),
        };
        best = best.max(value);
        if best == 1 {
            break;
        }
    }
    path.pop();
    best
}

/// The shortest forced result within `max` plies: (value, plies), or (0, max) if none.
fn exact(board: &Board, rules: &Rules, max: u32, history: &[u64]) -> (i32, u32) {
    for d in 1..=max {
        let v = negamax(board, rules, d, &mut history.to_vec());
        if v != 0 {
            return (v, d);
        }
    }
    (0, max)
}

/// The sum of the pieces' king distances to their centre of mass: the classic Lines of Action
/// "concentration" (0 for one piece; small when the pieces are close together).
fn concentration(pieces: u64) -> u32 {
    let squares: Vec<(i32, i32)> = (0..64)
        .filter(|sq| pieces >> sq & 1 == 1)
        .map(|sq| (sq % 8, sq / 8))
        .collect();
    let n = squares.len() as i32;
    let cf = (squares.iter().map(|s| s.0).sum::<i32>() + n / 2) / n;
    let cr = (squares.iter().map(|s| s.1).sum::<i32>() + n / 2) / n;
    squares
        .iter()
        .map(|&(f, r)| (f - cf).abs().max((r - cr).abs()) as u32)
        .sum()
}

/// Positions `before` plies before the end of seeded games. Random games (`greedy` false),
/// or games where each side, three times in four, takes a win in one if it has one and else
/// the move that leaves its pieces most concentrated (ties at random), and otherwise plays a
/// random move.
fn endgame_positions(seed: u64, games: usize, before: &[u32], greedy: bool) -> Vec<Board> {
    let rules = Rules::default();
    let mut rng = Seed(seed).rng();
    let mut out = Vec::new();
    for _ in 0..games {
        let mut line = vec![Board::start()];
        let mut b = Board::start();
        while board_ending(&b, &rules).is_none() && line.len() < 600 {
            let moves = legal(&b, &rules);
            let mv = if greedy && below(&mut rng, 4) != 0 {
                let me = b.to_move();
                let score = |m: &Move| {
                    let after = b.play(*m);
                    match board_ending(&after, &rules).and_then(|e| e.winner()) {
                        Some(c) if c == me => 0,
                        Some(_) => u32::MAX,
                        None => 1 + concentration(after.pieces(me)) + group_count(after.pieces(me)),
                    }
                };
                let least = moves.iter().map(score).min().unwrap();
                let best: Vec<&Move> = moves.iter().filter(|m| score(m) == least).collect();
                *best[below(&mut rng, best.len() as u32) as usize]
            } else {
                moves[below(&mut rng, moves.len() as u32) as usize]
            };
            b = b.play(mv);
            line.push(b);
        }
        if board_ending(&b, &rules).is_none() {
            continue;
        }
        for &k in before {
            if let Some(i) = (line.len() - 1).checked_sub(k as usize) {
                out.push(line[i]);
            }
        }
    }
    out
}

fn solve_all(board: Board, rules: Rules, max_nodes: u64) -> Vec<Solution> {
    PnMethod::ALL
        .iter()
        .map(|&m| solve(board, rules, m, max_nodes))
        .collect()
}

/// True when two answers can both be right: equal, or "no win" beside a loss or a draw.
fn compatible(a: PnResult, b: PnResult) -> bool {
    use PnResult::*;
    a == b || matches!((a, b), (NoWin, Loss | Draw) | (Loss | Draw, NoWin))
}

/// A position settled for good: won, lost or drawn.
fn settled(r: PnResult) -> bool {
    matches!(r, PnResult::Win | PnResult::Loss | PnResult::Draw)
}

fn expected(value: i32) -> PnResult {
    match value {
        1 => PnResult::Win,
        -1 => PnResult::Loss,
        _ => PnResult::Unknown,
    }
}

/// Short forced wins (1, 3, 5 plies) and losses (2, 4 plies) from random games: every method
/// finds them, agrees with the negamax, and its proof replays.
#[test]
fn the_three_methods_agree_with_negamax_on_short_wins_and_losses() {
    let rules = Rules::default();
    let befores = [1, 2, 3, 4, 5];
    let positions = endgame_positions(3, 60, &befores, false);
    let mut found: HashMap<(i32, u32), usize> = HashMap::new();
    for (i, board) in positions.into_iter().enumerate() {
        // The game ended `before` plies later, so a forced result within `before` plies is
        // likely; search no deeper (the negamax is the slow part of this test).
        let before = befores[i % befores.len()];
        let (value, plies) = exact(&board, &rules, before, &[]);
        if value == 0 || found.get(&(value, plies)).copied().unwrap_or(0) >= 4 {
            continue;
        }
        *found.entry((value, plies)).or_default() += 1;
        for method in PnMethod::ALL {
            let mut solver = PnSolver::new(board, rules, method, 200_000);
            let s = run_to_end(&mut solver);
            let text = write_position(&board);
            assert_eq!(
                s.result,
                expected(value),
                "{method:?} {text} ({plies} plies)"
            );
            if value == 1 {
                // A winning move (not necessarily the quickest: proof-number search does not
                // look for the shortest win).
                let mv = s.best_move.expect("a winning move");
                assert!(legal(&board, &rules).contains(&mv), "{method:?} {text}");
            }
            let proof = solver
                .verify(50_000)
                .unwrap_or_else(|e| panic!("{method:?} {text}: {e}"));
            assert!(proof.positions >= 2, "{method:?} {text}");
        }
    }
    for key in [(1, 1), (1, 3), (1, 5), (-1, 2), (-1, 4)] {
        assert!(
            found.get(&key).copied().unwrap_or(0) >= 2,
            "{key:?}: {found:?}"
        );
    }
}

/// Positions further from the end: the methods agree with each other whenever two of them
/// settle a position, with the negamax where it sees a result, and every proof replays.
#[test]
fn the_methods_agree_with_each_other_further_from_the_end() {
    let rules = Rules::default();
    let positions = endgame_positions(8, 40, &[6, 7], false);
    let mut all_settled = 0;
    for board in positions {
        let text = write_position(&board);
        let (value, _) = exact(&board, &rules, 3, &[]);
        let mut results = Vec::new();
        for method in PnMethod::ALL {
            let mut solver = PnSolver::new(board, rules, method, 30_000);
            let s = run_to_end(&mut solver);
            if s.result != PnResult::Unknown {
                if let Err(e) = solver.verify(30_000) {
                    panic!("{method:?} {text} {:?}: {e}", s.result);
                }
                if value != 0 {
                    assert!(compatible(s.result, expected(value)), "{method:?} {text}");
                }
                results.push((method, s.result));
            }
        }
        for a in &results {
            for b in &results {
                assert!(compatible(a.1, b.1), "{text}: {results:?}");
            }
        }
        all_settled += usize::from(results.iter().filter(|r| settled(r.1)).count() == 3);
    }
    assert!(
        all_settled >= 25,
        "only {all_settled} positions settled by all three"
    );
}

/// A history before the root counts as repetitions: moves into it are not wins, and the
/// methods agree with a negamax that knows the same history.
#[test]
fn history_positions_count_as_repetitions() {
    let rules = Rules::default();
    let positions = endgame_positions(21, 60, &[3, 5], false);
    let (mut checked, mut changed) = (0, 0);
    for board in positions {
        let (value, _) = exact(&board, &rules, 5, &[]);
        if value != 1 {
            continue;
        }
        // Every first move after which a win within 5 plies remains goes into the history.
        let mut history = Vec::new();
        for mv in legal(&board, &rules) {
            let after = board.play(mv);
            if board_ending(&after, &rules).is_none()
                && negamax(&after, &rules, 4, &mut vec![board.key()]) == -1
            {
                history.push(after.key());
            }
        }
        if history.is_empty() {
            continue; // only wins in one: a terminal position cannot be in a history
        }
        let (with_history, _) = exact(&board, &rules, 5, &history);
        for method in PnMethod::ALL {
            let mut solver = PnSolver::new(board, rules, method, 100_000).history(history.clone());
            let s = run_to_end(&mut solver);
            let text = write_position(&board);
            if with_history != 0 {
                assert_eq!(s.result, expected(with_history), "{method:?} {text}");
            }
            if s.result == PnResult::Win {
                let mv = s.best_move.expect("a winning move");
                assert!(
                    !history.contains(&board.play(mv).key()),
                    "{method:?} {text}"
                );
            }
            // Without the history the same solver finds the win.
            let free = solve(board, rules, method, 400_000);
            assert_eq!(
                free.result,
                PnResult::Win,
                "{method:?} {text} {}",
                free.nodes
            );
        }
        checked += 1;
        changed += usize::from(with_history != 1);
        if checked >= 8 {
            break;
        }
    }
    assert!(
        checked >= 4 && changed >= 2,
        "{checked} checked, {changed} changed"
    );
}

/// Verification accepts the proofs and rejects wrong claims and wrong moves.
#[test]
fn verification_rejects_wrong_claims() {
    let rules = Rules::default();
    let positions = endgame_positions(3, 30, &[3, 4], false);
    let (mut rejected, mut checked) = (0, 0);
    for board in positions {
        let (value, _) = exact(&board, &rules, 4, &[]);
        if value == 0 {
            continue;
        }
        checked += 1;
        let right = expected(value);
        let wrong = if right == PnResult::Win {
            PnResult::Loss
        } else {
            PnResult::Win
        };
        let none = |_: &Board| None;
        // No hints: everything is re-solved.
        assert!(verify(&board, &rules, right, &none, 20_000).is_ok());
        let e = verify(&board, &rules, wrong, &none, 5_000).unwrap_err();
        assert!(!e.reason.is_empty());
        if checked <= 3 {
            assert!(verify(&board, &rules, PnResult::Draw, &none, 5_000).is_err());
        }
        // A strategy that always plays the first legal move, and no re-solving, fails a win
        // (unless that move happens to win everywhere).
        let first = |b: &Board| {
            let mut m = Vec::new();
            b.moves(&mut m);
            m.first().copied()
        };
        if right == PnResult::Win && verify(&board, &rules, right, &first, 0).is_err() {
            rejected += 1;
        }
        // An illegal move is refused.
        let illegal = |_: &Board| Some(Move::PASS);
        if right == PnResult::Win {
            let e = verify(&board, &rules, right, &illegal, 0).unwrap_err();
            assert!(e.reason.contains("not a legal move"), "{e}");
        }
    }
    assert!(rejected >= 3 && checked >= 10, "{rejected} of {checked}");
}

/// Slices of any size give exactly the answer and the counts of one big step.
#[test]
fn slices_of_any_size_give_the_same_solution() {
    let rules = Rules::default();
    let positions = endgame_positions(12, 6, &[6, 8], true);
    for board in positions.iter().take(6) {
        for method in PnMethod::ALL {
            let whole = solve(*board, rules, method, 20_000);
            for slice in [1, 7, 500] {
                let mut solver = PnSolver::new(*board, rules, method, 20_000);
                let mut steps = 0;
                let sliced = loop {
                    steps += 1;
                    if let Some(s) = solver.step(slice) {
                        break s;
                    }
                    // Reading the numbers while running changes nothing.
                    let _ = solver.root_children();
                };
                assert_eq!(sliced, whole, "{method:?} slice {slice}");
                if slice == 1 && whole.nodes > 50 {
                    assert!(steps > 10, "{method:?}: {steps} steps");
                }
            }
        }
    }
}

/// The node limit is never passed, a spent limit answers Unknown, and progress counts nodes.
#[test]
fn the_node_limit_is_respected() {
    let rules = Rules::default();
    let board = endgame_positions(12, 3, &[10], true)[0];
    for method in PnMethod::ALL {
        let big = solve(board, rules, method, 100_000);
        for limit in [1, 10, 100, 1000] {
            let mut solver = PnSolver::new(board, rules, method, limit);
            let s = run_to_end(&mut solver);
            assert!(s.nodes <= limit, "{method:?} {limit}: {}", s.nodes);
            if big.nodes > limit {
                assert!(!settled(s.result), "{method:?} {limit}");
            }
            let p = solver.progress();
            assert_eq!(p.unit, "nodes");
            assert_eq!(p.done, s.nodes);
        }
    }
}

/// A position that is already over, and the root's numbers while running.
#[test]
fn finished_positions_and_live_numbers() {
    let rules = Rules::default();
    // Black has just connected (all black pieces in one group); White to move.
    let board = gamelab::games::loa::text::parse_position("8/8/8/3bb3/3b4/8/w6w/w7 w").unwrap();
    for method in PnMethod::ALL {
        let s = solve(board, rules, method, 100);
        assert_eq!(s.result, PnResult::Loss);
        assert_eq!(s.nodes, 1);
    }
    let board = endgame_positions(12, 2, &[12], true)[0];
    for method in PnMethod::ALL {
        let mut solver = PnSolver::new(board, rules, method, 100_000);
        assert!(solver.root_children().is_empty());
        let mut seen = false;
        while solver.step(50).is_none() {
            let kids = solver.root_children();
            if !kids.is_empty() {
                seen = true;
                assert_eq!(kids.len(), legal(&board, &rules).len());
                assert!(kids.iter().all(|c| c.proof > 0 || c.disproof == INFINITE));
            }
        }
        assert!(seen || solver.solution().unwrap().nodes < 100, "{method:?}");
    }
}

/// Two pieces a side: neither side can force its pieces together, so play would go on until
/// a position repeats. Every method proves the draw (df-pn after replaying its disproofs), the
/// claim replays, and the claims of a win for either side are rejected.
#[test]
fn small_positions_are_proven_draws() {
    let rules = Rules::default();
    for text in ["7w/4w2b/8/2b5/8/8/8/8 b", "8/8/8/4b3/8/3w4/8/w1b5 b"] {
        let board = gamelab::games::loa::text::parse_position(text).unwrap();
        assert_eq!(negamax(&board, &rules, 6, &mut Vec::new()), 0, "{text}");
        for method in PnMethod::ALL {
            let mut solver = PnSolver::new(board, rules, method, 100_000);
            let s = run_to_end(&mut solver);
            assert_eq!(s.result, PnResult::Draw, "{method:?} {text}");
            let mv = s.best_move.expect("a move that keeps the draw");
            assert!(legal(&board, &rules).contains(&mv));
            let proof = solver.verify(10_000).unwrap();
            assert!(
                proof.positions > 100 && proof.tree_size.is_none(),
                "{proof:?}"
            );
        }
        let none = |_: &Board| None;
        for wrong in [PnResult::Win, PnResult::Loss] {
            assert!(
                verify(&board, &rules, wrong, &none, 10_000).is_err(),
                "{text}"
            );
        }
    }
}

/// Between the budget that settles "the side to move cannot win" and the one that settles
/// the draw, the answer is "no win", and it replays; more nodes never take an answer back.
#[test]
fn no_win_lies_between_unknown_and_draw() {
    let rules = Rules::default();
    let board = gamelab::games::loa::text::parse_position("7w/4w2b/8/2b5/8/8/8/8 b").unwrap();
    for method in PnMethod::ALL {
        let full = solve(board, rules, method, 100_000);
        assert_eq!(full.result, PnResult::Draw);
        let rank = |r: PnResult| match r {
            PnResult::Unknown => 0,
            PnResult::NoWin => 1,
            _ => 2,
        };
        let (mut last, mut no_wins) = (0, 0);
        for limit in (50..=full.nodes).step_by(50).chain([full.nodes]) {
            let mut solver = PnSolver::new(board, rules, method, limit);
            let s = run_to_end(&mut solver);
            assert!(rank(s.result) >= last, "{method:?} {limit}: {:?}", s.result);
            last = rank(s.result);
            if s.result == PnResult::NoWin {
                no_wins += 1;
                let proof = solver.verify(10_000).unwrap();
                assert!(proof.positions > 10);
            }
        }
        assert_eq!(last, 2);
        assert!(no_wins > 0, "{method:?}");
    }
}

/// The draw option: a double connection is a draw leaf, so a win that needs it disappears;
/// the methods still agree with the negamax.
#[test]
fn the_draw_option_agrees_with_negamax() {
    let rules = Rules {
        double_connection: DoubleConnection::Draw,
        no_moves: NoMoves::Pass,
        ..Rules::default()
    };
    let positions = endgame_positions(5, 25, &[2, 3, 4], false);
    let mut checked = 0;
    for board in positions {
        let (value, _) = exact(&board, &rules, 3, &[]);
        let results = solve_all(board, rules, 50_000);
        for s in &results {
            if value != 0 {
                assert_eq!(s.result, expected(value), "{}", write_position(&board));
            }
        }
        checked += usize::from(value != 0);
    }
    assert!(checked >= 10, "{checked}");
}

/// Mobility off and ε = 0 are plain PNS and plain df-pn: same answers.
#[test]
fn options_change_the_work_not_the_answer() {
    let rules = Rules::default();
    let plain = PnOptions {
        mobility: false,
        epsilon: (0, 1),
        ..PnOptions::default()
    };
    for board in endgame_positions(14, 8, &[5], true) {
        for method in PnMethod::ALL {
            let a = solve(board, rules, method, 50_000);
            let b = run_to_end(&mut PnSolver::with_options(
                board, rules, method, 50_000, plain,
            ));
            assert!(
                compatible(a.result, b.result)
                    || a.result == PnResult::Unknown
                    || b.result == PnResult::Unknown,
                "{method:?} {}",
                write_position(&board)
            );
        }
    }
}
