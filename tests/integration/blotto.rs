//! Colonel Blotto: reference values, the flow LP against brute-force matrix games, the double
//! oracle against the flow LP, and every strategy checked by the best-response certificate.

use gamelab::games::blotto::exact::{counts, partition_payoff_times_k};
use gamelab::games::blotto::solve::{
    double_oracle, flow_lp, flow_lp_size, partitions, BlottoSolution,
};
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

/// An exact fraction `p/q` as a float.
fn fraction(text: &str) -> f64 {
    gamelab::text::read_real(text).expect("a fraction")
}

/// The partition method's answer is exact and certified: its fractions sum to 1, give the
/// value, and match the floats.
fn check_exact(s: &BlottoSolution) {
    check(s);
    assert!(s.random_order && s.method == "partitions");
    let e = s
        .exact
        .as_ref()
        .unwrap_or_else(|| panic!("{:?} not exact", s.game));
    assert_eq!(s.certificate_gap, 0.0);
    assert!((fraction(&e.value) - s.value).abs() < 1e-12);
    for list in [&e.strategy_a, &e.strategy_b] {
        let total: f64 = list.iter().map(|(_, p)| fraction(p)).sum();
        assert!((total - 1.0).abs() < 1e-12, "{:?}", s.game);
        // Partitions: largest part first.
        assert!(list.iter().all(|(a, _)| a.windows(2).all(|w| w[0] >= w[1])));
    }
}

#[test]
fn partitions_equal_brute_force_on_every_small_game() {
    for k in 1..=4 {
        for a in 0..=6 {
            for b in 0..=6 {
                let g = Blotto::new(k, a, b).unwrap();
                let (_, _, m) = g.matrix(1_000_000).unwrap();
                let brute = matrix_value(&m);
                let s = partitions(&g).unwrap();
                assert!(
                    (s.value - brute).abs() < 1e-9,
                    "partitions {} vs brute {brute} at {g:?}",
                    s.value
                );
                check_exact(&s);
            }
        }
    }
}

#[test]
fn partitions_equal_the_double_oracle_and_the_flow_lp_on_random_games() {
    let mut rng = gamelab::rng::Seed(15).rng();
    let mut compared = 0;
    let mut with_flow = 0;
    for _ in 0..300 {
        let k = 1 + gamelab::rng::below(&mut rng, 8);
        let a = gamelab::rng::below(&mut rng, 25);
        let b = gamelab::rng::below(&mut rng, 25);
        let g = Blotto::new(k, a, b).unwrap();
        let p = partitions(&g).unwrap();
        check_exact(&p);
        let o = double_oracle(&g).unwrap();
        assert!(
            (p.value - o.value).abs() < 1e-8,
            "{g:?}: {} vs {}",
            p.value,
            o.value
        );
        // The flow LP where the dense simplex is quick.
        let (vars, rows) = flow_lp_size(&g);
        if vars * rows <= 150_000 {
            let f = flow_lp(&g).unwrap();
            assert!(
                (p.value - f.value).abs() < 1e-8,
                "{g:?}: {} vs flow {}",
                p.value,
                f.value
            );
            with_flow += 1;
        }
        compared += 1;
    }
    assert_eq!(compared, 300);
    assert!(
        with_flow >= 60,
        "{with_flow} games compared with the flow LP"
    );
}

#[test]
fn the_hard_region_is_solved_exactly() {
    // A and B close and large: the plain double oracle stalled or failed here.
    for (k, a, b) in [(10, 60, 59), (30, 60, 59), (25, 50, 49), (20, 60, 59)] {
        let s = partitions(&Blotto::new(k, a, b).unwrap()).unwrap();
        check_exact(&s);
        // The value against B's exact strategy, recomputed from the partition payoffs.
        let e = s.exact.as_ref().unwrap();
        let (ca, cb): (Vec<_>, Vec<_>) = (
            e.strategy_a.iter().map(|(p, _)| counts(p, a)).collect(),
            e.strategy_b.iter().map(|(p, _)| counts(p, b)).collect(),
        );
        let v: f64 = e
            .strategy_a
            .iter()
            .zip(&ca)
            .flat_map(|((_, pa), c1)| {
                e.strategy_b.iter().zip(&cb).map(move |((_, pb), c2)| {
                    fraction(pa) * fraction(pb) * partition_payoff_times_k(c1, c2) as f64
                        / f64::from(k)
                })
            })
            .sum();
        assert!(
            (v - s.value).abs() < 1e-9,
            "({k},{a},{b}): {v} vs {}",
            s.value
        );
    }
}

/// Every game of the earlier limits (K ≤ 30, A, B ≤ 60: 111 630 games) solved and certified
/// exactly. Minutes of work, so run on demand (a check of correctness, not of speed: the
/// solver's speed is `gamelab bench blotto`'s):
/// `cargo test --release --test integration every_game -- --ignored`.
#[test]
#[ignore]
fn every_game_of_the_earlier_box_is_certified_exactly() {
    let mut games = 0u32;
    for k in 1..=30 {
        for a in 0..=60 {
            for b in 0..=60 {
                let s = partitions(&Blotto::new(k, a, b).unwrap()).unwrap();
                assert!(
                    s.exact.is_some() && s.certificate_gap == 0.0,
                    "({k},{a},{b})"
                );
                games += 1;
            }
        }
    }
    assert_eq!(games, 30 * 61 * 61);
}

#[test]
fn a_round_deals_a_drawn_partition_in_a_random_order() {
    let s = partitions(&Blotto::new(3, 13, 10).unwrap()).unwrap();
    let mut rng = gamelab::rng::Seed(7).rng();
    let draws = 30_000;
    let mut first_field = [0u32; 14];
    for _ in 0..draws {
        let x = s.sample_a(&mut rng);
        assert_eq!(x.iter().sum::<u32>(), 13);
        let mut sorted = x.clone();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        assert!(s.strategy_a.iter().any(|(p, _)| *p == sorted), "{x:?}");
        first_field[x[0] as usize] += 1;
    }
    // Field 1 sees the one-field marginal of the random order (every field the same).
    let m = s.marginals(gamelab::games::blotto::Side::A);
    for (units, &n) in first_field.iter().enumerate() {
        let seen = f64::from(n) / f64::from(draws);
        assert!(
            (seen - m[0][units]).abs() < 0.015,
            "{units}: {seen} vs {}",
            m[0][units]
        );
        assert!((m[1][units] - m[0][units]).abs() < 1e-12);
    }
}
