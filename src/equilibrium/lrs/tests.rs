use super::*;
use crate::equilibrium::{all_equilibria_by_support, is_equilibrium};
use crate::models::nfg;
use crate::rng::GameRng;
use rand::SeedableRng;

const STENGEL: &str = include_str!("../../../tests/data/nfg/stengel-6x6-75-equilibria.nfg");
const DEGENERATE: &str = include_str!("../../../tests/data/nfg/degenerate-3x3.nfg");

fn same_as_support_enumeration(g: &Bimatrix) -> AllEquilibria {
    let new = all_equilibria(g).unwrap();
    let old = all_equilibria_by_support(g).unwrap();
    assert_eq!(new, old, "{g:?}");
    for e in &new.extreme {
        assert!(is_equilibrium(g, &e.x, &e.y));
    }
    new
}

#[test]
fn nondegenerate_random_games_equal_the_support_enumeration() {
    let mut rng = GameRng::seed_from_u64(30);
    for n in 2..=8 {
        for _ in 0..6 {
            let g = Bimatrix::random_integers(n, n, 0, 99, &mut rng);
            same_as_support_enumeration(&g);
        }
    }
    for (m, n) in [(2, 7), (7, 2), (3, 6), (6, 4), (1, 5), (5, 1)] {
        for _ in 0..4 {
            let g = Bimatrix::random_integers(m, n, -50, 50, &mut rng);
            same_as_support_enumeration(&g);
        }
    }
}

#[test]
fn degenerate_random_games_equal_the_support_enumeration() {
    let mut rng = GameRng::seed_from_u64(31);
    let mut degenerate = 0;
    for n in 2..=6 {
        for _ in 0..12 {
            for (lo, hi) in [(0, 1), (0, 2), (-1, 3)] {
                let g = Bimatrix::random_integers(n, n + 1 - n % 2, lo, hi, &mut rng);
                degenerate += usize::from(same_as_support_enumeration(&g).degenerate);
            }
        }
    }
    assert!(degenerate > 100, "{degenerate}");
}

#[test]
fn constant_and_known_degenerate_games() {
    let zero = Bimatrix::from_integers(&vec![vec![0; 4]; 3], &vec![vec![0; 4]; 3]).unwrap();
    let all = same_as_support_enumeration(&zero);
    assert!(all.degenerate);
    assert_eq!(all.components.len(), 1);
    let g = nfg::parse(DEGENERATE).unwrap().game;
    assert!(same_as_support_enumeration(&g).degenerate);
}

#[test]
fn stengel_six_by_six_has_75_equilibria_both_ways() {
    let g = nfg::parse(STENGEL).unwrap().game;
    let all = same_as_support_enumeration(&g);
    assert_eq!(all.extreme.len(), 75);
}

#[test]
fn rational_payoffs_are_scaled_exactly() {
    let q = |n: i64, d: i64| Q::new(n.into(), d.into());
    let a = vec![vec![q(1, 3), q(-2, 7)], vec![q(0, 1), q(5, 11)]];
    let b = vec![vec![q(-1, 2), q(3, 5)], vec![q(2, 9), q(-1, 13)]];
    let g = Bimatrix::new([vec![], vec![]], a, b).unwrap();
    same_as_support_enumeration(&g);
}

#[test]
fn huge_payoffs_widen_to_big_integers_and_agree() {
    // Payoffs of about 290 digits: the first pivot overflows 127 bits.
    let mut rng = GameRng::seed_from_u64(32);
    let base = BigInt::from(10).pow(290);
    for n in [3, 5] {
        let small = Bimatrix::random_integers(n, n, 0, 99, &mut rng);
        let grow = |m: &[Vec<Q>]| -> Vec<Vec<Q>> {
            m.iter()
                .map(|r| {
                    r.iter()
                        .map(|v| Q::from_integer(v.to_integer() * &base + 7))
                        .collect()
                })
                .collect()
        };
        let g = Bimatrix::new([vec![], vec![]], grow(&small.a), grow(&small.b)).unwrap();
        let mut job = EnumerationJob::new(&g).unwrap();
        let all = run_to_end(&mut job);
        assert!(!job.widened() || job.bases() > 0);
        assert_eq!(all, all_equilibria_by_support(&g).unwrap());
        // Scaling all payoffs by a positive constant (then shifting) keeps the equilibria.
        let reference = all_equilibria(&small).unwrap();
        assert_eq!(all.extreme.len(), reference.extreme.len());
    }
}

#[test]
fn larger_games_than_the_support_enumeration_takes() {
    let mut rng = GameRng::seed_from_u64(33);
    let g = Bimatrix::random_integers(14, 14, 0, 99, &mut rng);
    let mut job = EnumerationJob::new(&g).unwrap();
    let mut last = 0.0;
    let all = loop {
        if let Some(all) = job.step(5_000) {
            break all;
        }
        let f = job.progress().fraction;
        assert!(f >= last && f <= 1.0, "{last} then {f}");
        last = f;
    };
    assert!(!all.extreme.is_empty());
    for e in &all.extreme {
        assert!(is_equilibrium(&g, &e.x, &e.y));
    }
    // Every Lemke–Howson equilibrium is among them.
    for label in 0..28 {
        let e = crate::equilibrium::lemke_howson(&g, label).unwrap();
        assert!(all.extreme.contains(&e), "label {label}");
    }
    let too_big = Bimatrix::random_integers(21, 3, 0, 9, &mut rng);
    assert!(matches!(
        EnumerationJob::new(&too_big),
        Err(EquilibriumError::Game(_))
    ));
}

/// The enumeration cut in pieces (for threads), run in any order, gives exactly the answer of
/// the whole one, degenerate games and games that outgrow 127-bit integers included.
#[test]
fn pieces_in_any_order_give_the_whole_answer() {
    let mut rng = GameRng::seed_from_u64(35);
    let mut games: Vec<Bimatrix> = (0..12)
        .map(|k| Bimatrix::random_integers(3 + k % 6, 2 + k % 7, 0, 9, &mut rng))
        .collect();
    games.push(Bimatrix::random_integers(8, 8, 0, 2, &mut rng));
    // Payoffs of 40 bits: the pivots outgrow 127-bit integers and go on in big ones.
    let big = |rng: &mut GameRng| -> Vec<Vec<i64>> {
        use rand::Rng;
        (0..6)
            .map(|_| {
                (0..6)
                    .map(|_| (rng.next_u64() >> 24) as i64 - (1 << 39))
                    .collect()
            })
            .collect()
    };
    games.push(Bimatrix::from_integers(&big(&mut rng), &big(&mut rng)).unwrap());
    for g in &games {
        let whole = all_equilibria(g).unwrap();
        for depth in 0..3 {
            let (job, pieces) = EnumerationJob::pieces(g, depth).unwrap();
            let mut results: Vec<PieceFound> =
                pieces.into_iter().map(|mut p| run_to_end(&mut p)).collect();
            results.reverse();
            let mut job = job.with_pieces(results);
            assert!(job.enumerated().is_some());
            let all = run_to_end(&mut job);
            assert_eq!(all.extreme, whole.extreme, "depth {depth}");
            assert_eq!(all.components, whole.components);
            assert_eq!(all.ties, whole.ties);
        }
    }
}

#[test]
fn the_pairing_runs_in_slices_and_reports_its_vertices() {
    // The identity 8 × 8: 255 equilibria, 510 vertices to solve.
    let eye: Vec<Vec<i64>> = (0..8)
        .map(|r| (0..8).map(|c| i64::from(r == c)).collect())
        .collect();
    let g = Bimatrix::from_integers(&eye, &eye).unwrap();
    let mut job = EnumerationJob::new(&g).unwrap();
    while job.enumerated().is_none() {
        assert!(job.step(1 << 20).is_none());
    }
    let mut slices = 0;
    let all = loop {
        if let Some(all) = job.step(16) {
            break all;
        }
        slices += 1;
        let p = job.progress();
        assert_eq!(p.unit, "vertices paired");
        assert_eq!(p.total, Some(510));
        assert!(p.done <= 510 && (0.999..1.0).contains(&p.fraction), "{p:?}");
        assert!(job.enumerated().is_none());
    };
    assert!(slices >= 510 / 16 - 1, "{slices} slices");
    assert_eq!(all, all_equilibria(&g).unwrap());
    assert_eq!(all.extreme.len(), 255);
}
