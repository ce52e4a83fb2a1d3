//! Colonel Blotto: reference values, the flow LP against brute-force matrix games, the double
//! oracle against the flow LP, and every strategy checked by the best-response certificate.

use gamelab::games::blotto::solve::{double_oracle, flow_lp, BlottoSolution};
use gamelab::games::blotto::{Blotto, Side};
use gamelab::lp::{ComparisonOp, Direction, Problem};

/// The value of a matrix game (row player maximises) by the textbook LP.
fn matrix_value(m: &[Vec<f64>]) -> f64 {
    let mut lp = Problem::new(Direction::Maximize);
    let x: Vec<_> = m
        .iter()
        .map(|_| lp.add_var(0.0, (0.0, f64::INFINITY)))
        .collect();
    let v = lp.add_var(1.0, (f64::NEG_INFINITY, f64::INFINITY));
    for j in 0..m[0].len() {
        let mut expr: Vec<_> = x.iter().zip(m).map(|(&xi, row)| (xi, row[j])).collect();
        expr.push((v, -1.0));
        lp.add_constraint(&expr, ComparisonOp::Ge, 0.0);
    }
    let ones: Vec<_> = x.iter().map(|&xi| (xi, 1.0)).collect();
    lp.add_constraint(&ones, ComparisonOp::Eq, 1.0);
    lp.solve().unwrap().objective()
}

fn check(s: &BlottoSolution) {
    assert!(
        s.certificate_gap < 1e-9,
        "{:?}: certificate gap {}",
        s.game,
        s.certificate_gap
    );
    let total_a: f64 = s.strategy_a.iter().map(|m| m.1).sum();
    let total_b: f64 = s.strategy_b.iter().map(|m| m.1).sum();
    assert!((total_a - 1.0).abs() < 1e-9 && (total_b - 1.0).abs() < 1e-9);
    assert!(s
        .strategy_a
        .iter()
        .all(|(a, _)| a.iter().sum::<u32>() == s.game.a));
    assert!(s
        .strategy_b
        .iter()
        .all(|(b, _)| b.iter().sum::<u32>() == s.game.b));
}

#[test]
fn reference_values() {
    for (k, a, b, v) in [
        (3, 6, 5, 4.0 / 9.0),
        (3, 10, 7, 8.0 / 9.0),
        (10, 20, 15, 2.5),
        (10, 25, 20, 5.0 / 3.0),
        (3, 13, 10, 2.0 / 3.0),
    ] {
        let s = double_oracle(&Blotto::new(k, a, b).unwrap()).unwrap();
        assert!(
            (s.value - v).abs() < 1e-9,
            "value({k},{a},{b}) = {} ≠ {v}",
            s.value
        );
        check(&s);
        let swapped = double_oracle(&Blotto::new(k, b, a).unwrap()).unwrap();
        assert!(
            (swapped.value + v).abs() < 1e-9,
            "antisymmetry at ({k},{a},{b})"
        );
    }
    let s = flow_lp(&Blotto::new(3, 13, 10).unwrap()).unwrap();
    assert!((s.value - 2.0 / 3.0).abs() < 1e-9);
    check(&s);
}

#[test]
fn flow_lp_equals_brute_force_and_the_double_oracle_on_small_games() {
    let mut games = 0;
    for k in 1..=4 {
        for a in 0..=6 {
            for b in 0..=6 {
                let g = Blotto::new(k, a, b).unwrap();
                let (_, _, m) = g.matrix(1_000_000).unwrap();
                let brute = matrix_value(&m);
                let lp = flow_lp(&g).unwrap();
                let oracle = double_oracle(&g).unwrap();
                assert!(
                    (lp.value - brute).abs() < 1e-9,
                    "flow LP {} vs brute {brute} at {g:?}",
                    lp.value
                );
                assert!(
                    (oracle.value - brute).abs() < 1e-9,
                    "double oracle {} vs brute {brute} at {g:?}",
                    oracle.value
                );
                check(&lp);
                check(&oracle);
                games += 1;
            }
        }
    }
    assert_eq!(games, 196);
}

#[test]
fn structural_facts() {
    // value = A − B when max(A, B) ≤ K; = K when A ≥ K(B + 1); never decreasing in A.
    for k in 2..=5u32 {
        for b in 0..=4u32 {
            let mut last = f64::NEG_INFINITY;
            for a in 0..=k * (b + 1) + 1 {
                let v = double_oracle(&Blotto::new(k, a, b).unwrap()).unwrap().value;
                if a.max(b) <= k {
                    assert!(
                        (v - (f64::from(a) - f64::from(b))).abs() < 1e-9,
                        "({k},{a},{b}): {v}"
                    );
                }
                if a >= k * (b + 1) {
                    assert!((v - f64::from(k)).abs() < 1e-9);
                }
                assert!(v >= last - 1e-9, "value decreased at ({k},{a},{b})");
                last = v;
            }
        }
    }
    let g = Blotto::new(3, 13, 10).unwrap();
    assert_eq!(g.count(Side::A), 105);
}

#[test]
fn a_slides_table_row_by_the_double_oracle() {
    let s = double_oracle(&Blotto::new(10, 20, 25).unwrap()).unwrap();
    assert!((s.value + 5.0 / 3.0).abs() < 1e-9, "{}", s.value);
    check(&s);
}
