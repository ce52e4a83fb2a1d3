//! One equilibrium by the logit path, refined on its support: Gambit's example games, seeded
//! random games too large to enumerate, an irrational equilibrium, degenerate games.

use super::one::{FoundBy, OneAnswer, OneNash, OneNashJob};
use super::tests::GAMBIT;
use super::*;
use crate::exact::{to_f64, Q};
use crate::jobs::run_to_end;
use crate::models::StrategicGame;
use num_traits::Zero;

/// The profile of a certified answer in floats, checked: regret exactly 0 when exact, a
/// proven bound below 10⁻³⁰ otherwise, and the float regret below 10⁻⁹ either way.
fn checked(g: &StrategicGame, one: &OneNash) -> Vec<Vec<f64>> {
    let OneAnswer::Certified(e) = &one.answer else {
        panic!("not certified: {one:?}");
    };
    if e.exact {
        let xs: Vec<Vec<Q>> = e
            .strategies
            .iter()
            .map(|m| {
                m.iter()
                    .map(|p| match p {
                        Num::Exact(q) => q.clone(),
                        Num::Enclosed(_) => panic!("an exact answer with an enclosed number"),
                    })
                    .collect()
            })
            .collect();
        assert!(regret(g, &xs).is_zero());
    } else {
        assert!(to_f64(&e.regret) < 1e-30);
    }
    let xs: Vec<Vec<f64>> = e
        .strategies
        .iter()
        .map(|m| m.iter().map(Num::float).collect())
        .collect();
    assert!(regret_f64(g, &xs) < 1e-9);
    xs
}

fn random_game(shape: &[usize], seed: u64) -> StrategicGame {
    let mut rng = crate::rng::Seed(seed).rng();
    let cells: usize = shape.iter().product();
    let payoffs = (0..cells)
        .map(|_| {
            (0..shape.len())
                .map(|_| Q::from_integer(crate::rng::below(&mut rng, 100).into()))
                .collect()
        })
        .collect();
    let names = shape
        .iter()
        .map(|&k| (1..=k).map(|i| i.to_string()).collect())
        .collect();
    StrategicGame::new(Vec::new(), names, payoffs).unwrap()
}

#[test]
fn gambit_examples_get_a_certified_equilibrium() {
    for (name, text) in GAMBIT {
        let g = crate::models::nfg::parse_strategic(text).unwrap().game;
        let one = one_equilibrium(&g).unwrap_or_else(|e| panic!("{name}: {e}"));
        checked(&g, &one);
    }
}

#[test]
fn random_games_too_large_to_enumerate_are_answered_by_the_path() {
    for shape in [&[3, 3, 3][..], &[4, 4, 4], &[5, 4, 3], &[3, 3, 3, 3]] {
        for seed in 1..=8 {
            let g = random_game(shape, seed);
            let one = one_equilibrium(&g).unwrap_or_else(|e| panic!("{shape:?} {seed}: {e}"));
            checked(&g, &one);
            assert_eq!(one.found_by, FoundBy::Logit, "{shape:?} seed {seed}");
        }
    }
}

#[test]
fn an_irrational_equilibrium_is_enclosed() {
    // Nau, Gomez Canovas and Hansen's section 4 game: its one equilibrium is irrational.
    let (_, text) = GAMBIT
        .iter()
        .find(|(n, _)| *n == "nau2004_sec4.nfg")
        .unwrap();
    let g = crate::models::nfg::parse_strategic(text).unwrap().game;
    let one = one_equilibrium(&g).unwrap();
    let xs = checked(&g, &one);
    let OneAnswer::Certified(e) = &one.answer else {
        unreachable!()
    };
    assert!(!e.exact);
    assert!((xs[0][0] - 0.619_232_579_472_553_8).abs() < 1e-12, "{xs:?}");
    assert_eq!(e.strategies[0][0].text()[..12], *"0.6192325794");
}

#[test]
fn degenerate_games_are_answered_exactly() {
    // Every payoff alike: every profile is an equilibrium, and the path never leaves the
    // centroid (its support system is singular); support enumeration answers.
    let same = random_game(&[3, 3, 3], 1);
    let flat: Vec<Vec<Q>> = vec![vec![Q::from_integer(5.into()); 3]; same.num_profiles()];
    let g = StrategicGame::new(Vec::new(), same.names().to_vec(), flat).unwrap();
    let one = one_equilibrium(&g).unwrap();
    checked(&g, &one);
    // Payoffs with many ties (0 or 1): a degenerate 4×4×4 game.
    let mut rng = crate::rng::Seed(7).rng();
    let base = random_game(&[4, 4, 4], 2);
    let ties: Vec<Vec<Q>> = (0..base.num_profiles())
        .map(|_| {
            (0..3)
                .map(|_| Q::from_integer(crate::rng::below(&mut rng, 2).into()))
                .collect()
        })
        .collect();
    let g = StrategicGame::new(Vec::new(), base.names().to_vec(), ties).unwrap();
    checked(&g, &one_equilibrium(&g).unwrap());
}

#[test]
fn the_job_is_resumable_and_deterministic() {
    let g = random_game(&[4, 4, 4], 3);
    let whole = one_equilibrium(&g).unwrap();
    let mut job = OneNashJob::new(&g);
    let sliced = loop {
        if let Some(out) = crate::jobs::Job::step(&mut job, 3) {
            break out.unwrap();
        }
    };
    assert_eq!(whole, sliced);
    let mut bounded = OneNashJob::with_max_steps(&random_game(&[6, 6, 6], 1), 2);
    // Two steps reach no certified answer; the game is small enough to enumerate? No:
    // 63³ supports exceed the limit, so the step limit is the error.
    assert!(matches!(
        run_to_end(&mut bounded),
        Err(logit::PathError::StepLimit { steps: 2, .. })
    ));
}
