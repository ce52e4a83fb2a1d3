//! Random three-player games against pygambit (tests/data/nfg/random3: the games and what
//! pygambit's `enumpoly`, `gnm` — six perturbations — and `simpdiv` found in them, made by
//! `make.py` there): every profile any of them returns is one of our certified equilibria or a
//! point of a continuum we describe exactly, and our account is proven complete in all but
//! one game (which says so).

use gamelab::equilibrium::n_player::{all_equilibria, regret_f64, Continuum, Num};
use gamelab::exact::to_f64;
use gamelab::games::matrix::nfg::parse_strategic;
use serde_json::Value;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/nfg/random3");

fn number(s: &str) -> f64 {
    match s.split_once('/') {
        Some((a, b)) => a.parse::<f64>().unwrap() / b.parse::<f64>().unwrap(),
        None => s.parse().unwrap(),
    }
}

/// The games whose account is not proven complete (see the test).
const UNRESOLVED: &[&str] = &["random23-3x3x3.nfg"];

/// How far a solver's profile may lie from ours: enumpoly and gnm answer in doubles (regret
/// about 1e-11 measured); simpdiv stops on a grid (regret up to about 1e-7 of the payoffs).
fn tolerance(solver: &str) -> f64 {
    if solver == "simpdiv" {
        1e-4
    } else {
        1e-6
    }
}

#[test]
fn every_profile_pygambit_finds_in_random_games_is_ours() {
    let text = std::fs::read_to_string(format!("{DIR}/reference.json")).unwrap();
    let reference: Value = serde_json::from_str(&text).unwrap();
    let games = reference["games"].as_object().unwrap();
    assert!(games.len() >= 20, "the random games are all there");
    let (mut checked, mut in_continua) = (0, 0);
    for (name, solvers) in games {
        let g = parse_strategic(&std::fs::read_to_string(format!("{DIR}/{name}")).unwrap())
            .unwrap()
            .game;
        let all = all_equilibria(&g).unwrap();
        // The account is proven complete, except in random23: its integer payoffs tie (two
        // continua: player 1 mixing while the others play pure, and player 3 likewise), and
        // the full support's system stays unresolved (10 boxes, singular), which the answer
        // says rather than guessing. A totally mixed equilibrium gnm finds there is listed all
        // the same: Newton's method from the unresolved boxes reaches it and the Krawczyk
        // test proves it in a small box around that point.
        assert_eq!(
            all.complete(),
            !UNRESOLVED.contains(&name.as_str()),
            "{name}: {:?}",
            all.left_over
        );
        let ours: Vec<Vec<f64>> = all
            .equilibria
            .iter()
            .map(|e| e.strategies.iter().flatten().map(Num::float).collect())
            .collect();
        for (e, flat) in all.equilibria.iter().zip(&ours) {
            let xs: Vec<Vec<f64>> = e
                .strategies
                .iter()
                .map(|m| m.iter().map(Num::float).collect())
                .collect();
            assert!(regret_f64(&g, &xs) < 1e-9, "{name}: {flat:?}");
        }
        for (solver, found) in solvers.as_object().unwrap() {
            let Some(profiles) = found["profiles"].as_array() else {
                continue; // a timeout or an error of pygambit's, recorded in the file
            };
            for p in profiles {
                let theirs: Vec<f64> = p["profile"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .flat_map(|m| m.as_array().unwrap().iter())
                    .map(|x| number(x.as_str().unwrap()))
                    .collect();
                let near = |o: &Vec<f64>| {
                    o.iter()
                        .zip(&theirs)
                        .all(|(a, b)| (a - b).abs() < tolerance(solver))
                };
                // A point of a continuum we describe: the others as in its point, the mixing
                // player within its exact ranges (the solver's regret recorded beside it).
                let in_continuum = |c: &Continuum| {
                    let mut k = 0;
                    c.point.iter().enumerate().all(|(i, m)| {
                        m.iter().enumerate().all(|(s, q)| {
                            let x = theirs[k];
                            k += 1;
                            if i != c.player {
                                return (x - to_f64(q)).abs() < tolerance(solver);
                            }
                            match c.support[i].iter().position(|&t| t == s) {
                                Some(r) => {
                                    let (lo, hi) = &c.ranges[r];
                                    to_f64(lo) - tolerance(solver) <= x
                                        && x <= to_f64(hi) + tolerance(solver)
                                }
                                None => x.abs() < tolerance(solver),
                            }
                        })
                    })
                };
                let regret = p["max_regret"].as_f64().unwrap();
                if !ours.iter().any(near) {
                    assert!(
                        regret < 1e-6 && all.continua.iter().any(in_continuum),
                        "{name}: {solver}'s {theirs:?} is not among ours {ours:?}"
                    );
                    in_continua += 1;
                }
                checked += 1;
            }
        }
    }
    // 26 games; pygambit's profiles (enumpoly's isolated ones, gnm's six runs, simpdiv's)
    // number in the hundreds, a few of them points of continua.
    assert!(checked > 200, "{checked}");
    assert!(in_continua > 0);
}
