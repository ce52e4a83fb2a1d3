//! Tests of the n-player dominance module.
use super::super::security::tests::{names, q, random_game};
use super::*;
use crate::lp::Problem;
use crate::models::strategic::Bimatrix;
use crate::rng::below;
use rand_core::SeedableRng;
use rand_pcg::Pcg64;

fn dom(g: &StrategicGame, i: usize, s: usize, how: Strength, pure: bool) -> Dominator {
    dominated_n(g, i, s, how, pure).unwrap()
}

type Dominator = Option<Vec<(usize, Q)>>;

fn frac(n: i64, d: i64) -> Q {
    Q::new(n.into(), d.into())
}

/// Every pure profile of the game with `player` playing `s`, by brute force over the
/// table (independent of the payoff matrix the module builds).
fn profiles_with(g: &StrategicGame, player: usize, s: usize) -> Vec<Vec<usize>> {
    (0..g.num_profiles())
        .map(|i| g.profile(i))
        .filter(|p| p[player] == s)
        .collect()
}

/// Checks a dominator exactly against every profile of the others by brute force.
fn assert_dominates(g: &StrategicGame, i: usize, s: usize, w: &[(usize, Q)], how: Strength) {
    assert_eq!(w.iter().map(|(_, p)| p.clone()).sum::<Q>(), q(1));
    assert!(w.iter().all(|(j, p)| *j != s && p.is_positive()));
    let gains: Vec<Q> = profiles_with(g, i, s)
        .into_iter()
        .map(|mut p| {
            let worse = g.payoff_vector(&p)[i].clone();
            let mut at = |j: usize| {
                p[i] = j;
                g.payoff_vector(&p)[i].clone()
            };
            w.iter().map(|(j, wj)| wj * at(*j)).sum::<Q>() - worse
        })
        .collect();
    let ok = match how {
        Strength::Strict => gains.iter().all(Signed::is_positive),
        Strength::Weak => {
            gains.iter().all(|x| !x.is_negative()) && gains.iter().any(Signed::is_positive)
        }
        Strength::VeryWeak => gains.iter().all(|x| !x.is_negative()),
    };
    assert!(ok, "{w:?} does not {how:?}-dominate {s} of player {i}");
}

/// The best strict margin of a mixed dominator by the float simplex (a second method).
fn float_margin(g: &StrategicGame, player: usize, s: usize) -> f64 {
    let k = g.shape()[player];
    let others: Vec<usize> = (0..k).filter(|&j| j != s).collect();
    let mut lp = Problem::new(Direction::Maximize);
    let vars: Vec<_> = others.iter().map(|_| lp.add_var(0.0, (0.0, 1.0))).collect();
    let eps = lp.add_var(1.0, (f64::NEG_INFINITY, f64::INFINITY));
    for mut p in profiles_with(g, player, s) {
        let worse = to_f64(&g.payoff_vector(&p)[player]);
        let mut row: Vec<_> = vars
            .iter()
            .zip(&others)
            .map(|(&v, &j)| {
                p[player] = j;
                (v, to_f64(&g.payoff_vector(&p)[player]) - worse)
            })
            .collect();
        row.push((eps, -1.0));
        lp.add_constraint(&row, ComparisonOp::Ge, 0.0);
    }
    let ones: Vec<_> = vars.iter().map(|&v| (v, 1.0)).collect();
    lp.add_constraint(&ones, ComparisonOp::Eq, 1.0);
    lp.solve().unwrap().objective()
}

/// Player 3's third strategy pays 1 everywhere, the first 3 against half of the others'
/// profiles and the second 3 against the other half: only ½–½ dominates it. Players 1
/// and 2 play matching pennies, so they have nothing dominated.
fn mixture_only_game() -> StrategicGame {
    let payoffs = (0..12)
        .map(|i| {
            let (a, b, c) = (i % 2, (i / 2) % 2, i / 4);
            let w = if a == b { 1 } else { -1 };
            let third = match c {
                0 => 3 * i64::from(b == 0),
                1 => 3 * i64::from(b == 1),
                _ => 1,
            };
            vec![q(w), q(-w), q(third)]
        })
        .collect();
    StrategicGame::new(vec![], names(&[2, 2, 3]), payoffs).unwrap()
}

#[test]
fn a_strategy_dominated_only_by_a_mixture_is_eliminated() {
    let g = mixture_only_game();
    for strength in [Strength::Strict, Strength::Weak, Strength::VeryWeak] {
        assert_eq!(dom(&g, 2, 2, strength, true), None);
        let w = dom(&g, 2, 2, strength, false).unwrap();
        assert_dominates(&g, 2, 2, &w, strength);
    }
    // The best margin is at the ½–½ mixture (margin ½), a unique vertex.
    let w = dom(&g, 2, 2, Strength::Strict, false).unwrap();
    assert_eq!(w, vec![(0, frac(1, 2)), (1, frac(1, 2))]);
    for s in 0..2 {
        assert_eq!(dom(&g, 2, s, Strength::VeryWeak, false), None);
    }
    let e = iterated_elimination_n(&g, Strength::Strict, false).unwrap();
    assert_eq!(
        e.steps,
        vec![StepN {
            player: 2,
            strategy: 2,
            dominator: vec![(0, frac(1, 2)), (1, frac(1, 2))],
            strength: Strength::Strict,
        }]
    );
    assert_eq!(e.remaining, vec![vec![0, 1], vec![0, 1], vec![0, 1]]);
    let pure = iterated_elimination_n(&g, Strength::Strict, true).unwrap();
    assert!(pure.steps.is_empty());
}

#[test]
fn weak_and_very_weak_mixtures_are_told_apart() {
    // Player 1's strategies A, B, C against the four profiles of players 2 and 3 (who
    // get 0 throughout).
    let build = |a: [i64; 4], b: [i64; 4], c: [i64; 4]| {
        let payoffs = (0..12)
            .map(|i| {
                let (s, t) = (i % 3, i / 3);
                vec![q([a, b, c][s][t]), q(0), q(0)]
            })
            .collect();
        StrategicGame::new(vec![], names(&[3, 2, 2]), payoffs).unwrap()
    };
    // ½A + ½B = (1, 1, 2, 1) ≥ C = 1 with one strict gain: weakly, not strictly.
    let g = build([2, 0, 3, 1], [0, 2, 1, 1], [1, 1, 1, 1]);
    let w = dom(&g, 0, 2, Strength::Weak, false).unwrap();
    assert_dominates(&g, 0, 2, &w, Strength::Weak);
    assert_eq!(dom(&g, 0, 2, Strength::Strict, false), None);
    assert_eq!(dom(&g, 0, 2, Strength::Weak, true), None);
    // ½A + ½B = C exactly: very weakly only.
    let g = build([2, 0, 2, 0], [0, 2, 0, 2], [1, 1, 1, 1]);
    assert_eq!(dom(&g, 0, 2, Strength::Weak, false), None);
    let w = dom(&g, 0, 2, Strength::VeryWeak, false).unwrap();
    assert_dominates(&g, 0, 2, &w, Strength::VeryWeak);
    let e = iterated_elimination_n(&g, Strength::VeryWeak, false).unwrap();
    assert_eq!(e.steps[0].strength, Strength::VeryWeak);
}

#[test]
fn defection_strictly_dominates_in_a_public_goods_game() {
    // Three players keep 1 (defect) or contribute it; contributions are multiplied by 3/2
    // and shared equally: u_i = 1 − c_i + ½·Σc. Defecting gains ½ whatever the others do.
    let payoffs = (0..8)
        .map(|i| {
            let c = [i % 2, (i / 2) % 2, i / 4].map(|b| 1 - b as i64); // strategy 0: give
            let pot = frac(c.iter().sum::<i64>(), 2);
            c.iter().map(|&ci| q(1 - ci) + &pot).collect()
        })
        .collect();
    let g = StrategicGame::new(
        vec![],
        vec![vec!["Contribute".into(), "Defect".into()]; 3],
        payoffs,
    )
    .unwrap();
    for i in 0..3 {
        let w = dom(&g, i, 0, Strength::Strict, true).unwrap();
        assert_eq!(w, vec![(1, q(1))]);
        assert_dominates(&g, i, 0, &w, Strength::Strict);
        assert_eq!(dom(&g, i, 1, Strength::VeryWeak, false), None);
    }
    let e = iterated_elimination_n(&g, Strength::Strict, false).unwrap();
    assert_eq!(e.remaining, vec![vec![1], vec![1], vec![1]]);
    let who: Vec<(usize, usize)> = e.steps.iter().map(|s| (s.player, s.strategy)).collect();
    assert_eq!(who, vec![(0, 0), (1, 0), (2, 0)]);
    assert!(e.steps.iter().all(|s| s.strength == Strength::Strict));
}

/// Compares with the two-player elimination, step by step.
fn same_as_bimatrix(b: &Bimatrix) {
    let g = StrategicGame::from_bimatrix(b);
    for strength in [Strength::Strict, Strength::Weak, Strength::VeryWeak] {
        for mixed in [false, true] {
            let two = crate::equilibrium::iterated_elimination(b, strength, mixed).unwrap();
            let n = iterated_elimination_n(&g, strength, !mixed).unwrap();
            let steps = |s: &[StepN]| -> Vec<(usize, usize)> {
                s.iter().map(|s| (s.player, s.strategy)).collect()
            };
            let two_steps: Vec<(usize, usize)> = two
                .steps
                .iter()
                .map(|s| (usize::from(s.player.0), s.strategy))
                .collect();
            assert_eq!(steps(&n.steps), two_steps, "{b:?} {strength:?} {mixed}");
            assert_eq!(n.remaining, two.remaining.to_vec());
        }
    }
}

#[test]
fn two_players_agree_with_the_bimatrix_elimination() {
    let mut rng = Pcg64::seed_from_u64(5);
    for round in 0..60 {
        let (r, c) = (
            1 + below(&mut rng, 5) as usize,
            1 + below(&mut rng, 5) as usize,
        );
        let g = random_game(&mut rng, &[r, c], 0, [2, 3, 9][round % 3]);
        same_as_bimatrix(&g.to_bimatrix().unwrap());
    }
    let file = crate::models::nfg::parse(include_str!(
        "../../../tests/data/nfg/mixed-domination-4x4.nfg"
    ))
    .unwrap();
    same_as_bimatrix(&file.game);
    // The file's point: mixed dominance removes what pure dominance cannot.
    let g = StrategicGame::from_bimatrix(&file.game);
    let pure = iterated_elimination_n(&g, Strength::Strict, true).unwrap();
    let mixed = iterated_elimination_n(&g, Strength::Strict, false).unwrap();
    assert!(mixed.steps.len() > pure.steps.len());
    assert!(mixed.steps.iter().any(|s| s.dominator.len() > 1));
}

#[test]
fn random_three_player_verdicts_check_by_brute_force_and_float_lp() {
    let mut rng = Pcg64::seed_from_u64(9);
    let mut seen = [0usize; 2];
    for round in 0..40 {
        let shape: Vec<usize> = (0..3).map(|_| 2 + below(&mut rng, 3) as usize).collect();
        let mut g = random_game(&mut rng, &shape, 0, [3, 9][round % 2]);
        if round % 2 == 1 {
            // Plant a strategy below the ½–½ mixture of two others (maybe also below a
            // pure one) for a player with three strategies or more.
            if let Some(i) = shape.iter().position(|&k| k >= 3) {
                let mut table = g.table().to_vec();
                for idx in 0..table.len() {
                    let p = g.profile(idx);
                    if p[i] == 2 {
                        let at = |s: usize| {
                            let mut p = p.clone();
                            p[i] = s;
                            g.payoff_vector(&p)[i].clone()
                        };
                        table[idx][i] = ((at(0) + at(1)) / q(2)).floor() - q(1);
                    }
                }
                g = StrategicGame::new(vec![], names(&shape), table).unwrap();
            }
        }
        for (i, &k) in shape.iter().enumerate() {
            for s in 0..k {
                for strength in [Strength::Strict, Strength::Weak, Strength::VeryWeak] {
                    let found = dom(&g, i, s, strength, false);
                    if let Some(w) = &found {
                        assert_dominates(&g, i, s, w, strength);
                    }
                    if strength == Strength::Strict {
                        let margin = float_margin(&g, i, s);
                        seen[usize::from(found.is_some())] += 1;
                        assert!(
                            (margin > 1e-9 && found.is_some())
                                || (margin < 1e-9 && found.is_none()),
                            "{margin} {found:?}"
                        );
                    }
                }
            }
        }
        // Every step of an elimination is a dominance in the game reduced so far.
        for strength in [Strength::Strict, Strength::Weak] {
            let e = iterated_elimination_n(&g, strength, false).unwrap();
            let mut keep: Vec<Vec<usize>> = shape.iter().map(|&k| (0..k).collect()).collect();
            for step in &e.steps {
                let u = payoff_matrix(&g, step.player, &keep);
                let at = |x: usize| keep[step.player].iter().position(|&y| y == x).unwrap();
                let w: Vec<(usize, Q)> = step
                    .dominator
                    .iter()
                    .map(|(j, p)| (at(*j), p.clone()))
                    .collect();
                let r = at(step.strategy);
                assert_eq!(relation(&mix(&u, &w), &u[r]), Some(step.strength));
                assert!(satisfies(step.strength, strength));
                keep[step.player].retain(|&x| x != step.strategy);
            }
            assert_eq!(keep, e.remaining);
            for (i, live) in keep.iter().enumerate() {
                for r in 0..live.len() {
                    let u = payoff_matrix(&g, i, &keep);
                    let none = dominator_in(&u, &floats(&u), r, strength, false).unwrap();
                    assert_eq!(none, None);
                }
            }
        }
    }
    assert!(seen[0] > 100 && seen[1] > 20, "{seen:?}");
}

#[test]
fn the_float_screen_and_the_exact_path_agree() {
    // Without a usable float matrix (NaN) every mixed check takes the exact path.
    let mut rng = Pcg64::seed_from_u64(21);
    for round in 0..60 {
        let shape: Vec<usize> = (0..3).map(|_| 3 + below(&mut rng, 2) as usize).collect();
        let g = random_game(&mut rng, &shape, 0, [2, 5, 40][round % 3]);
        let keep: Vec<Vec<usize>> = shape.iter().map(|&k| (0..k).collect()).collect();
        for (i, &k) in shape.iter().enumerate() {
            let u = payoff_matrix(&g, i, &keep);
            let nan = vec![vec![f64::NAN; u[0].len()]; k];
            for s in 0..k {
                for strength in [Strength::Strict, Strength::Weak, Strength::VeryWeak] {
                    let screened = dominator_in(&u, &floats(&u), s, strength, false).unwrap();
                    let exact = dominator_in(&u, &nan, s, strength, false).unwrap();
                    assert_eq!(screened.is_some(), exact.is_some(), "{shape:?} {i} {s}");
                }
            }
        }
    }
}

#[test]
fn bad_input_and_large_games_are_errors() {
    let g = mixture_only_game();
    assert!(dominated_n(&g, 3, 0, Strength::Strict, false).is_err());
    assert!(dominated_n(&g, 2, 3, Strength::Strict, false).is_err());
    let big = StrategicGame::new(
        vec![],
        names(&[50, 50, 41]),
        vec![vec![q(0); 3]; 50 * 50 * 41],
    )
    .unwrap();
    let msg = iterated_elimination_n(&big, Strength::Weak, true)
        .unwrap_err()
        .to_string();
    assert!(
        msg.contains("up to 100000 pure profiles; this one has 102500"),
        "{msg}"
    );
    assert!(dominated_n(&big, 0, 0, Strength::Weak, true).is_err());
    let wide = StrategicGame::new(vec![], names(&[101, 2]), vec![vec![q(0); 2]; 202]).unwrap();
    let msg = iterated_elimination_n(&wide, Strength::Strict, false)
        .unwrap_err()
        .to_string();
    assert!(
        msg.contains("up to 100 strategies; this game has a player with 101"),
        "{msg}"
    );
    // Pure dominators only: the 100 copies of the first strategy go (very weakly).
    let e = iterated_elimination_n(&wide, Strength::VeryWeak, true).unwrap();
    assert_eq!(e.remaining, vec![vec![100], vec![1]]);
}
