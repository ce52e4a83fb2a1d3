//! The Lines of Action position suite and the solvers on it: the stored answers replay, the
//! five methods agree wherever they solve, the comparison job and the benchmark run.

use std::rc::Rc;

use gamelab::game::State;
use gamelab::games::loa::bench::{BenchConfig, LoaBench};
use gamelab::games::loa::pn::{verify, PnMethod, PnResult, PnSolver};
use gamelab::games::loa::solve::{solve, Method, Verdict};
use gamelab::games::loa::suite::{parse_suite, suite, write_suite, Compare};
use gamelab::games::loa::{Color, Loa, Rules};
use gamelab::jobs::run_to_end;

#[test]
fn the_embedded_suite_is_well_formed_and_mixed() {
    let positions = suite();
    assert!(positions.len() >= 100, "{} positions", positions.len());
    let wins = positions
        .iter()
        .filter(|p| p.result == Verdict::Win)
        .count();
    let losses = positions
        .iter()
        .filter(|p| p.result == Verdict::Loss)
        .count();
    assert_eq!(wins + losses, positions.len());
    assert!(wins >= 20 && losses >= 20, "{wins} wins, {losses} losses");
    for p in &positions {
        assert_eq!(p.best_move.is_some(), p.result == Verdict::Win);
        assert!(p.proof_size >= 1);
        let game = Loa::from_board(p.board, Rules::default());
        assert!(!game.is_terminal());
    }
    // Writing and reading again gives the same suite.
    assert_eq!(
        parse_suite(&write_suite(&positions, "again")).unwrap(),
        positions
    );
    // A broken line is named.
    let err = parse_suite("8/8 b; win; -; 1; 5; 0\n").unwrap_err();
    assert_eq!(err.line, 1);
}

#[test]
fn stored_answers_replay_and_every_method_agrees_where_it_solves() {
    let positions = suite();
    // Positions with small proofs (quick to re-solve), spread over games and distances; every
    // method with a modest budget. The full suite is the benchmark's business.
    let mut solved_by = [0u32; Method::ALL.len()];
    let mut both = 0;
    let sample: Vec<_> = positions
        .iter()
        .filter(|p| p.proof_size <= 3_000)
        .step_by(3)
        .take(20)
        .collect();
    assert!(sample.len() >= 15);
    for p in sample {
        let game = Loa::from_board(p.board, Rules::default());
        // The stored answer: df-pn again, and its proof replayed against the rules.
        let mut solver = PnSolver::new(p.board, Rules::default(), PnMethod::Dfpn, 4_000_000);
        let s = run_to_end(&mut solver);
        assert_eq!(Verdict::from(s.result), p.result, "{:?}", p.board);
        let proof = solver.verify(200_000).unwrap();
        assert!(proof.positions >= 1);
        // A winning move stored with the position wins: after it, the opponent is lost.
        if let Some(mv) = p.best_move {
            let mut after = game.clone();
            after.apply(mv);
            if !after.is_terminal() {
                let claim = verify(
                    after.board(),
                    &Rules::default(),
                    PnResult::Loss,
                    &|_| None,
                    2_000_000,
                );
                assert!(claim.is_ok(), "{:?} after {mv}: {claim:?}", p.board);
            } else {
                assert_eq!(after.winner(), Some(p.board.to_move()));
            }
        }
        let mut decided = 0;
        for (i, method) in Method::ALL.into_iter().enumerate() {
            let r = solve(&game, method, 300_000);
            if r.result.decided() {
                assert_eq!(r.result, p.result, "{} on {:?}", method.name(), p.board);
                solved_by[i] += 1;
                decided += 1;
            }
        }
        if decided == Method::ALL.len() {
            both += 1;
        }
    }
    assert!(
        both >= 3,
        "only {both} positions solved by every method: {solved_by:?}"
    );
}

#[test]
fn the_comparison_and_the_benchmark_run_and_agree() {
    let positions: Vec<_> = suite().into_iter().take(6).collect();
    let clock = Rc::new(|| 0.0) as Rc<dyn Fn() -> f64>;
    let rows = run_to_end(&mut Compare::new(
        positions,
        Method::ALL.to_vec(),
        200_000,
        clock,
    ));
    assert_eq!(rows.len(), Method::ALL.len());
    for r in &rows {
        assert_eq!(r.positions, 6);
        assert_eq!(r.disagreements, 0, "{r:?}");
        assert!(r.solved >= r.common);
    }
    assert_eq!(rows[0].node_ratio, 1.0);
    // Plain PNS against itself: every position it solved, the same nodes on both sides.
    let pns = rows.iter().find(|r| r.method == Method::Pns).unwrap();
    assert_eq!(
        (pns.with_pns, pns.with_pns_nodes),
        (pns.solved, pns.pns_nodes)
    );
    let config = BenchConfig {
        perft_depth: 4,
        search_nodes: 20_000,
        suite_positions: 2,
        suite_nodes: 50_000,
    };
    // Slices of any size: the same report (the fake clock makes times zero).
    let one = run_to_end(&mut LoaBench::new(config, Box::new(|| 0.0)));
    let mut sliced = LoaBench::new(config, Box::new(|| 0.0));
    let two = gamelab::jobs::run(&mut sliced, 7, |_| true).unwrap();
    assert_eq!(
        one.speed.iter().map(|r| r.work).collect::<Vec<_>>(),
        two.speed.iter().map(|r| r.work).collect::<Vec<_>>()
    );
    assert_eq!(one.speed[1].work, 1_563_208);
    assert_eq!(one.suite.len(), Method::ALL.len());
    assert_eq!(one.suite, two.suite);
}

#[test]
fn a_lone_position_is_solved_the_same_by_every_method() {
    // Black to move connects at once (a2-b1 joins c1): every method says win.
    let game = Loa::from_board(
        gamelab::games::loa::text::parse_position("8/8/8/8/8/8/b7/2b2w1w b").unwrap(),
        Rules::default(),
    );
    for method in Method::ALL {
        let r = solve(&game, method, 10_000);
        assert_eq!(r.result, Verdict::Win, "{}", method.name());
        let mut after = game.clone();
        after.apply(r.best_move.unwrap());
        assert_eq!(after.winner(), Some(Color::Black), "{}", method.name());
    }
}
