//! CFR's tests: best responses against a brute force over pure strategies, OpenSpiel's
//! exploitability of the uniform strategies, and convergence to Kuhn poker's value −1/18.

use super::*;
use crate::games::poker::{kuhn, leduc};

/// The best-response value by trying every pure strategy of player `i` (fine for Kuhn: 2^6).
fn brute_best_response(g: &FlatGame, s: &[Vec<f64>; 2], i: usize) -> f64 {
    let sets = g.infosets[i].len();
    let mut best = f64::NEG_INFINITY;
    let mut choice = vec![0usize; sets];
    loop {
        let mut t = s.clone();
        for k in 0..sets {
            for a in 0..g.actions(i, k) {
                t[i][g.offset[i][k] + a] = if a == choice[k] { 1.0 } else { 0.0 };
            }
        }
        let v = g.value(&t);
        best = best.max(if i == 0 { v } else { -v });
        // Next pure strategy.
        let mut k = 0;
        loop {
            if k == sets {
                return best;
            }
            choice[k] += 1;
            if choice[k] < g.actions(i, k) {
                break;
            }
            choice[k] = 0;
            k += 1;
        }
    }
}

#[test]
fn best_responses_agree_with_trying_every_pure_strategy() {
    let g = FlatGame::new(&kuhn()).unwrap();
    let mut cfr = Cfr::new(&kuhn(), Algorithm::Cfr, 7).unwrap();
    for s in [g.uniform(), {
        run_to_end(&mut cfr);
        cfr.average()
    }] {
        for i in 0..2 {
            let fast = g.best_response_value(&s, i);
            let slow = brute_best_response(&g, &s, i);
            assert!((fast - slow).abs() < 1e-12, "player {i}: {fast} vs {slow}");
        }
    }
}

use crate::jobs::run_to_end;

#[test]
fn the_uniform_strategies_are_as_exploitable_as_openspiel_says() {
    // OpenSpiel: NashConv of the uniform policy is 0.916667 in Kuhn, 4.747222 in Leduc.
    let k = FlatGame::new(&kuhn()).unwrap();
    assert!((k.exploitability(&k.uniform()) - 0.916_666_7 / 2.0).abs() < 1e-6);
    let l = FlatGame::new(&leduc()).unwrap();
    let e = l.exploitability(&l.uniform());
    assert!((e - 4.747_222 / 2.0).abs() < 1e-5, "{e}");
}

#[test]
fn every_algorithm_approaches_kuhns_value() {
    for (algorithm, iterations, tolerance) in [
        (Algorithm::Cfr, 2000, 1e-2),
        (Algorithm::CfrPlus, 1000, 2e-3),
        (Algorithm::DCFR, 1000, 2e-3),
    ] {
        let mut cfr = Cfr::new(&kuhn(), algorithm, iterations).unwrap();
        let avg = run_to_end(&mut cfr);
        assert_eq!(cfr.iterations(), iterations);
        let e = cfr.exploitability();
        assert!(e < tolerance, "{algorithm:?}: exploitability {e}");
        let v = cfr.game().value(&avg);
        assert!(
            (v + 1.0 / 18.0).abs() < 2.0 * tolerance,
            "{algorithm:?}: value {v}"
        );
    }
}

#[test]
fn cfr_plus_gets_leduc_close_quickly() {
    let mut cfr = Cfr::new(&leduc(), Algorithm::CfrPlus, 200).unwrap();
    run_to_end(&mut cfr);
    let e = cfr.exploitability();
    assert!(e < 0.02, "exploitability after 200 iterations: {e}");
    assert!((cfr.value() + 0.0856).abs() < 0.02, "{}", cfr.value());
}

#[test]
fn games_the_solver_cannot_take_are_refused() {
    use crate::models::imperfect::efg;
    let three = "EFG 2 R \"\" { \"A\" \"B\" \"C\" } \"\"\nt \"\" 1 \"\" { 1 0 -1 }\n";
    assert!(Cfr::new(&efg::parse(three).unwrap(), Algorithm::Cfr, 1)
        .unwrap_err()
        .to_string()
        .contains("two players"));
    let general = "EFG 2 R \"\" { \"A\" \"B\" } \"\"\nc \"\" 1 \"\" { \"x\" 1/2 \"y\" 1/2 } 0\nt \"\" 1 \"\" { 1 1 }\nt \"\" 2 \"\" { 0 0 }\n";
    assert!(Cfr::new(&efg::parse(general).unwrap(), Algorithm::Cfr, 1)
        .unwrap_err()
        .to_string()
        .contains("zero-sum"));
    let bad = Algorithm::Dcfr {
        alpha: f64::NAN,
        beta: 0.0,
        gamma: 2.0,
    };
    assert!(Cfr::new(&kuhn(), bad, 1).is_err());
}

#[test]
fn checkpoints_are_one_two_five_per_decade() {
    assert_eq!(checkpoints(1), [1]);
    assert_eq!(checkpoints(12), [1, 2, 5, 10, 12]);
    assert_eq!(checkpoints(100), [1, 2, 5, 10, 20, 50, 100]);
    assert!(checkpoints(0).is_empty());
}
