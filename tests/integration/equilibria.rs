//! The normal-form lab: golden facts from the seed and Gambit's test games, differential
//! tests between the two enumeration methods, and properties on random small games.

use gamelab::equilibrium::{
    all_equilibria, all_equilibria_by_support, is_equilibrium, iterated_elimination, lemke_howson,
    pure_equilibria, support_enumeration, zero_sum_value, Dominator, EnumerationJob, Strength,
    SupportEnumerationJob,
};
use gamelab::game::Player;
use gamelab::games::matrix::nfg;
use gamelab::games::matrix::{Bimatrix, MatrixPreset, Q};
use gamelab::jobs::Job;
use gamelab::rng::Seed;
use proptest::prelude::*;

const PD: &str = include_str!("../data/nfg/prisoners-dilemma.nfg");
const STENGEL: &str = include_str!("../data/nfg/stengel-6x6-75-equilibria.nfg");
const DEGENERATE: &str = include_str!("../data/nfg/degenerate-3x3.nfg");
const MIXED_DOM: &str = include_str!("../data/nfg/mixed-domination-4x4.nfg");

fn q(n: i64, d: i64) -> Q {
    Q::new(n.into(), d.into())
}

#[test]
fn prisoners_dilemma_has_one_equilibrium_betray_betray() {
    let g = MatrixPreset::PrisonersDilemma.game();
    assert_eq!(pure_equilibria(&g), vec![(1, 1)]);
    let all = all_equilibria(&g).unwrap();
    assert_eq!(all.extreme.len(), 1);
    assert_eq!(all.extreme[0].payoffs, [q(-2, 1), q(-2, 1)]);
    // Gambit's version: (10, 0) for betraying a silent partner; same structure.
    let file = nfg::parse(PD).unwrap().game;
    assert_eq!(pure_equilibria(&file), vec![(1, 1)]);
    assert_eq!(all_equilibria(&file).unwrap().extreme.len(), 1);
}

#[test]
fn battle_of_the_sexes_and_matching_pennies() {
    let bos = all_equilibria(&MatrixPreset::BattleOfTheSexes.game()).unwrap();
    assert_eq!(bos.extreme.iter().filter(|e| e.is_pure()).count(), 2);
    let mixed = bos.extreme.iter().find(|e| !e.is_pure()).unwrap();
    // The column player (the husband) plays A with 1/3, the row player (the wife) with 2/3.
    assert_eq!(mixed.y[0], q(1, 3));
    assert_eq!(mixed.x[0], q(2, 3));
    assert_eq!(mixed.payoffs, [q(2, 3), q(2, 3)]);
    assert!((mixed.payoffs_f64()[0] - 2.0 / 3.0).abs() < 1e-15);

    let mp = MatrixPreset::MatchingPennies.game();
    let all = all_equilibria(&mp).unwrap();
    assert_eq!(all.extreme.len(), 1);
    assert_eq!(all.extreme[0].x, vec![q(1, 2), q(1, 2)]);
    assert_eq!(all.extreme[0].y, vec![q(1, 2), q(1, 2)]);
    assert!(zero_sum_value(&mp).unwrap().value.abs() < 1e-9);
}

#[test]
fn stengel_six_by_six_has_exactly_75_equilibria() {
    let g = nfg::parse(STENGEL).unwrap().game;
    let all = all_equilibria(&g).unwrap();
    assert!(!all.degenerate, "{:?}", all.ties);
    assert_eq!(all.extreme.len(), 75);
    assert_eq!(all.components.len(), 75);
    for e in &all.extreme {
        assert!(is_equilibrium(&g, &e.x, &e.y), "{e}");
    }
    assert_eq!(support_enumeration(&g).unwrap(), all.extreme);
    for label in 0..12 {
        assert!(all.extreme.contains(&lemke_howson(&g, label).unwrap()));
    }
}

#[test]
fn enumeration_jobs_in_small_slices_equal_the_one_shot_answer() {
    for text in [STENGEL, DEGENERATE, PD] {
        let g = nfg::parse(text).unwrap().game;
        let mut job = EnumerationJob::new(&g).unwrap();
        let mut slices = 0;
        let mut last = 0.0;
        let out = loop {
            slices += 1;
            if let Some(out) = job.step(7) {
                break out;
            }
            let p = job.progress();
            assert!(p.fraction >= last && p.fraction < 1.0, "{p:?}");
            last = p.fraction;
        };
        assert_eq!(job.progress().fraction, 1.0);
        assert!(slices > 1);
        assert_eq!(out, all_equilibria(&g).unwrap());
        let mut old = SupportEnumerationJob::new(&g).unwrap();
        let total = old.progress().total.unwrap();
        let by_support = loop {
            if let Some(out) = old.step(7) {
                break out;
            }
            assert!(old.progress().done < total);
        };
        assert_eq!(old.progress().done, total);
        assert_eq!(by_support, out);
    }
    // 6×6: Σ C(6,s)² = C(12,6) − 1 = 923 systems per polytope.
    let g = nfg::parse(STENGEL).unwrap().game;
    assert_eq!(
        SupportEnumerationJob::new(&g).unwrap().progress().total,
        Some(2 * 923)
    );
}

/// The reverse search against the enumeration by support on seeded random games of every size
/// both take, nondegenerate (payoffs 0…99) and degenerate (payoffs 0…2).
#[test]
fn reverse_search_equals_the_enumeration_by_support_up_to_twelve() {
    let mut rng = Seed(2010).rng();
    let mut degenerate = 0;
    for n in 2..=12 {
        let games = [
            Bimatrix::random_integers(n, n, 0, 99, &mut rng),
            Bimatrix::random_integers(n, n, 0, 2, &mut rng),
            Bimatrix::random_integers(n, (n + 3) % 12 + 1, -9, 9, &mut rng),
        ];
        for g in &games {
            let new = all_equilibria(g).unwrap();
            let old = all_equilibria_by_support(g).unwrap();
            assert_eq!(new, old, "n = {n}");
            degenerate += usize::from(new.degenerate);
        }
    }
    assert!(degenerate >= 8, "{degenerate}");
}

/// Payoffs of 500 digits (the parser's limit: 299 before the point, 201 after) need big
/// integers from the first pivot; the answers still equal the enumeration by support.
#[test]
fn five_hundred_digit_payoffs_are_solved_exactly() {
    let mut rng = Seed(500).rng();
    let mut digits = |k: usize| -> String {
        (0..k)
            .map(|i| {
                let d = gamelab::rng::below(&mut rng, 10);
                char::from(b'0' + if i == 0 { 1 + d as u8 % 9 } else { d as u8 })
            })
            .collect()
    };
    for n in [2, 3, 4] {
        let mut payoff = || format!("{}.{}", digits(299), digits(201));
        let text: Vec<Vec<String>> = (0..2 * n)
            .map(|_| (0..n).map(|_| payoff()).collect())
            .collect();
        fn rows(m: &[Vec<String>]) -> Vec<Vec<&str>> {
            m.iter()
                .map(|r| r.iter().map(String::as_str).collect())
                .collect()
        }
        let g = Bimatrix::parse(&rows(&text[..n]), &rows(&text[n..])).unwrap();
        assert!(gamelab::games::matrix::format_number(&g.a[0][0]).len() > 400);
        let all = all_equilibria(&g).unwrap();
        assert_eq!(all, all_equilibria_by_support(&g).unwrap());
        for e in &all.extreme {
            assert!(is_equilibrium(&g, &e.x, &e.y));
        }
    }
}

#[test]
fn degenerate_three_by_three_is_reported_with_its_segment() {
    let g = nfg::parse(DEGENERATE).unwrap().game;
    let all = all_equilibria(&g).unwrap();
    assert!(all.degenerate);
    assert!(!all.ties.is_empty());
    let segments: Vec<_> = all.components.iter().filter(|c| c.is_continuum()).collect();
    assert!(!segments.is_empty(), "{:?}", all.components);
    for t in &all.ties {
        eprintln!("tie: {t:?}");
    }
    for c in &all.components {
        eprintln!("component: {:?} x {:?}", c.row_strategies, c.col_strategies);
    }
    for c in &all.components {
        // Every convex combination of the extreme points is an equilibrium (midpoint check).
        let mid = |v: &Vec<Vec<Q>>| -> Vec<Q> {
            let n = Q::from_integer((v.len() as i64).into());
            (0..v[0].len())
                .map(|i| v.iter().map(|s| &s[i]).sum::<Q>() / &n)
                .collect()
        };
        assert!(is_equilibrium(
            &g,
            &mid(&c.row_strategies),
            &mid(&c.col_strategies)
        ));
    }
    for e in &all.extreme {
        assert!(is_equilibrium(&g, &e.x, &e.y), "{e}");
    }
    // Equal-support enumeration alone finds only some of them.
    for e in support_enumeration(&g).unwrap() {
        assert!(all.extreme.contains(&e));
    }
}

#[test]
fn four_by_four_needs_mixed_domination() {
    let g = nfg::parse(MIXED_DOM).unwrap().game;
    let pure = iterated_elimination(&g, Strength::Strict, false).unwrap();
    let mixed = iterated_elimination(&g, Strength::Strict, true).unwrap();
    assert!(mixed.steps.len() > pure.steps.len(), "{pure:?}\n{mixed:?}");
    for s in &mixed.steps {
        eprintln!("step: {s:?}");
    }
    assert!(mixed
        .steps
        .iter()
        .any(|s| matches!(s.by, Dominator::Mixed(_))));
    // The game is zero-sum: eliminating strictly dominated strategies keeps the value.
    let v = zero_sum_value(&g).unwrap().value;
    let w = zero_sum_value(&mixed.reduced).unwrap().value;
    assert!((v - w).abs() < 1e-9, "{v} vs {w}");
    for e in all_equilibria(&g).unwrap().extreme {
        assert!((e.payoffs_f64()[0] - v).abs() < 1e-9);
    }
}

#[test]
fn all_nfg_fixtures_round_trip() {
    for text in [PD, STENGEL, DEGENERATE, MIXED_DOM] {
        let g = nfg::parse(text).unwrap();
        assert_eq!(nfg::parse(&nfg::write(&g)).unwrap(), g);
        assert_eq!(nfg::parse(&nfg::write_outcomes(&g)).unwrap(), g);
    }
}

#[test]
fn support_enumeration_agrees_with_the_vertex_enumeration_on_a_random_10x10() {
    let mut s: u64 = 12345;
    let mut next = || {
        s = s
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((s >> 33) % 100) as i64
    };
    let a: Vec<Vec<i64>> = (0..10).map(|_| (0..10).map(|_| next()).collect()).collect();
    let b: Vec<Vec<i64>> = (0..10).map(|_| (0..10).map(|_| next()).collect()).collect();
    let g = Bimatrix::from_integers(&a, &b).unwrap();
    let all = all_equilibria(&g).unwrap();
    let se = support_enumeration(&g).unwrap();
    assert!(!all.extreme.is_empty());
    if !all.degenerate {
        assert_eq!(se, all.extreme);
    }
}

fn game(m: usize, n: usize, range: i64) -> impl Strategy<Value = Bimatrix> {
    (
        proptest::collection::vec(-range..=range, m * n),
        proptest::collection::vec(-range..=range, m * n),
    )
        .prop_map(move |(a, b)| {
            let mat = |v: Vec<i64>| v.chunks(n).map(|r| r.to_vec()).collect::<Vec<_>>();
            Bimatrix::from_integers(&mat(a), &mat(b)).unwrap()
        })
}

fn sized(range: i64) -> impl Strategy<Value = Bimatrix> {
    (1usize..=4, 1usize..=4).prop_flat_map(move |(m, n)| game(m, n, range))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Small payoff ranges make degenerate games common.
    #[test]
    fn every_reported_equilibrium_is_one(g in prop_oneof![sized(2), sized(50)]) {
        let all = all_equilibria(&g).unwrap();
        prop_assert!(!all.extreme.is_empty());
        for e in &all.extreme {
            prop_assert!(is_equilibrium(&g, &e.x, &e.y), "{}", e);
        }
        // Pure equilibria are extreme equilibria.
        for (r, c) in pure_equilibria(&g) {
            prop_assert!(all.extreme.iter().any(|e| e.x == Bimatrix::pure(g.rows(), r)
                && e.y == Bimatrix::pure(g.cols(), c)));
        }
        // Components are convex sets of equilibria: check their centres.
        for comp in &all.components {
            let mid = |v: &Vec<Vec<Q>>| -> Vec<Q> {
                let n = Q::from_integer((v.len() as i64).into());
                (0..v[0].len()).map(|i| v.iter().map(|s| &s[i]).sum::<Q>() / &n).collect()
            };
            prop_assert!(is_equilibrium(&g, &mid(&comp.row_strategies), &mid(&comp.col_strategies)));
        }
        for label in 0..g.rows() + g.cols() {
            let e = lemke_howson(&g, label).unwrap();
            prop_assert!(all.extreme.contains(&e), "label {}: {}", label, e);
        }
        let se = support_enumeration(&g).unwrap();
        if all.degenerate {
            for e in &se {
                prop_assert!(is_equilibrium(&g, &e.x, &e.y));
            }
        } else {
            prop_assert_eq!(&se, &all.extreme);
            prop_assert_eq!(all.extreme.len() % 2, 1);
        }
    }

    #[test]
    fn zero_sum_value_equals_equilibrium_payoff(g in prop_oneof![sized(3), sized(30)]) {
        let a = g.a.clone();
        let b: Vec<Vec<Q>> = a.iter().map(|r| r.iter().map(|v| -v.clone()).collect()).collect();
        let z = Bimatrix::new([vec![], vec![]], a, b).unwrap();
        let v = zero_sum_value(&z).unwrap();
        for e in all_equilibria(&z).unwrap().extreme {
            prop_assert!((e.payoffs_f64()[0] - v.value).abs() < 1e-7, "{} vs {}", e, v.value);
        }
        let s = gamelab::equilibrium::security(&z, Player(1)).unwrap();
        prop_assert!((s.maxmin + v.value).abs() < 1e-7);
    }

    #[test]
    fn weak_elimination_never_fails_and_keeps_an_equilibrium(g in sized(2)) {
        // Weakly dominated strategies may carry equilibria, but the reduced game's equilibria
        // are equilibria of the original game; LP certificates must all verify exactly.
        for strength in [Strength::Weak, Strength::VeryWeak] {
            let e = iterated_elimination(&g, strength, true).unwrap();
            for eq in all_equilibria(&e.reduced).unwrap().extreme {
                let lift = |v: &[Q], keep: &[usize], n: usize| {
                    let mut out = vec![Q::from_integer(0.into()); n];
                    for (p, &i) in v.iter().zip(keep) {
                        out[i] = p.clone();
                    }
                    out
                };
                let x = lift(&eq.x, &e.remaining[0], g.rows());
                let y = lift(&eq.y, &e.remaining[1], g.cols());
                prop_assert!(is_equilibrium(&g, &x, &y));
            }
        }
    }

    #[test]
    fn elimination_keeps_equilibria(g in sized(3)) {
        // Strictly dominated strategies are never played in equilibrium.
        let e = iterated_elimination(&g, Strength::Strict, true).unwrap();
        for eq in all_equilibria(&g).unwrap().extreme {
            for step in &e.steps {
                let p = if step.player == Player(0) { &eq.x } else { &eq.y };
                prop_assert_eq!(p[step.strategy].clone(), Q::from_integer(0.into()));
            }
        }
    }
}
