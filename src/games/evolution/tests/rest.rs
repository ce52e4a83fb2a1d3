//! Tests of the game model and its rest points: presets, rest points and ESSs by hand, the
//! exact ESS test against the definition on a grid, and rest points against the normal-form
//! lab's enumeration.

#![allow(clippy::needless_range_loop)]

use super::*;

// ---------------------------------------------------------------- the game model

#[test]
fn presets_are_well_formed_and_sized() {
    for p in EvoPreset::ALL {
        let g = p.game();
        assert_eq!(EvoPreset::from_key(p.key()), Some(p));
        assert!(!p.explanation().is_empty() && !p.name().is_empty());
        assert!((2..=4).contains(&g.n()), "{}", p.name());
        // The game read back from its bimatrix is the same game.
        assert_eq!(EvoGame::from_bimatrix(&g.to_bimatrix()).unwrap(), g);
    }
    assert!(EvoPreset::HawkDove.game().is_symmetric());
    assert!(!EvoPreset::MatchingPennies.game().is_symmetric());
    let five = EvoGame::symmetric_integers(&vec![vec![0; 5]; 5]).unwrap_err();
    assert!(five.to_string().contains("at most 4"), "{five}");
    let one = EvoGame::symmetric_integers(&[vec![1]]).unwrap_err();
    assert!(one.to_string().contains("at least 2"), "{one}");
    let wide = Bimatrix::from_integers(&[vec![0; 5], vec![0; 5]], &[vec![0; 5], vec![0; 5]]);
    let e = EvoGame::from_bimatrix(&wide.unwrap()).unwrap_err();
    assert!(e.to_string().contains("column player has 5"), "{e}");
}

#[test]
fn starts_are_checked_and_renormalised() {
    let g = EvoPreset::RpsZeroSum.game();
    let p = Point::checked(&g, &[0.5, 0.3, 0.2000000001]).unwrap();
    assert!((p.x.iter().sum::<f64>() - 1.0).abs() < 1e-15);
    for bad in [
        &[0.5, 0.5][..],
        &[0.5, 0.6, -0.1],
        &[0.5, 0.3, 0.3],
        &[f64::NAN, 0.5, 0.5],
    ] {
        assert!(Point::checked(&g, bad).is_err(), "{bad:?}");
    }
    let mp = EvoPreset::MatchingPennies.game();
    let p = Point::checked(&mp, &[0.2, 0.8, 0.6, 0.4]).unwrap();
    assert_eq!(p.y, Some(vec![0.6, 0.4]));
    let e = Point::checked(&mp, &[0.2, 0.8]).unwrap_err();
    assert!(e.to_string().contains("2 for the rows"), "{e}");
}

// ---------------------------------------------------------------- rest points by hand

#[test]
fn hawk_dove_mixed_ess_is_v_over_c() {
    let rest = rest_points(&EvoPreset::HawkDove.game());
    assert_eq!(rest.len(), 3);
    let mixed = find(&rest, &qs(&[(1, 2), (1, 2)]));
    assert!(mixed.nash && mixed.ess && !mixed.continuum);
    assert_eq!(mixed.stability, Stability::Stable);
    // V/C = 2/4.
    assert_eq!(mixed.x[0], q(2, 4));
    assert_eq!(mixed.payoffs, vec![q(1, 2)]);
    for pure in [qs(&[(1, 1), (0, 1)]), qs(&[(0, 1), (1, 1)])] {
        let r = find(&rest, &pure);
        assert!(!r.nash && !r.ess);
        assert_eq!(r.stability, Stability::Unstable);
    }
    // Other values: the mixed ESS is always V/C (V = 3, C = 7: (V−C)/2 = −2, V/2 = 3/2).
    let g = EvoGame::symmetric(
        vec![vec![q(-2, 1), q(3, 1)], vec![q(0, 1), q(3, 2)]],
        vec![],
    )
    .unwrap();
    let rest = rest_points(&g);
    let ess: Vec<_> = rest.iter().filter(|r| r.ess).collect();
    assert_eq!(ess.len(), 1);
    assert_eq!(ess[0].x, qs(&[(3, 7), (4, 7)]));
}

#[test]
fn rock_paper_scissors_interior_is_a_centre_and_not_an_ess() {
    let rest = rest_points(&EvoPreset::RpsZeroSum.game());
    // The three corners and the centre; no edge has a rest point.
    assert_eq!(rest.len(), 4, "{rest:#?}");
    let third = q(1, 3);
    let centre = find(&rest, &[third.clone(), third.clone(), third]);
    assert!(centre.nash && !centre.ess);
    assert_eq!(centre.stability, Stability::Centre);
    // The linearisation at the centre has eigenvalues ±i/√3.
    assert_eq!(centre.eigenvalues.len(), 2);
    for e in &centre.eigenvalues {
        assert!(e.re.abs() < 1e-12 && (e.im.abs() - 3f64.sqrt().recip()).abs() < 1e-12);
    }
    for r in rest.iter().filter(|r| r.x != centre.x) {
        assert!(!r.nash && !r.ess);
        assert_eq!(r.stability, Stability::Saddle);
    }
    assert_eq!(centre.equilibrium.map(|_| ()), Some(()));
}

#[test]
fn generalised_rock_paper_scissors_is_stable_iff_win_exceeds_loss() {
    let third = vec![q(1, 3); 3];
    let stable = rest_points(&EvoPreset::RpsStable.game());
    let c = find(&stable, &third);
    assert!(c.nash && c.ess);
    assert_eq!(c.stability, Stability::Stable);
    let unstable = rest_points(&EvoPreset::RpsUnstable.game());
    let c = find(&unstable, &third);
    assert!(c.nash && !c.ess);
    assert_eq!(c.stability, Stability::Unstable);
    // Zeeman's form with win w and loss l: the centre's eigenvalues are
    // (w − l)/6 ± i(w + l)/(2√3) — here w = 2, l = 1.
    let ev = &find(&stable, &third).eigenvalues;
    for e in ev {
        assert!((e.re - (1.0 - 2.0) / 6.0).abs() < 1e-12, "{ev:?}");
        assert!(
            (e.im.abs() - 3.0 / (2.0 * 3f64.sqrt())).abs() < 1e-12,
            "{ev:?}"
        );
    }
}

#[test]
fn stag_hunt_has_two_strict_esss_and_an_unstable_mixed_point() {
    let rest = rest_points(&EvoPreset::StagHunt.game());
    assert_eq!(rest.len(), 3);
    for pure in [qs(&[(1, 1), (0, 1)]), qs(&[(0, 1), (1, 1)])] {
        let r = find(&rest, &pure);
        assert!(r.nash && r.ess);
        assert_eq!(r.stability, Stability::Stable);
    }
    let mixed = find(&rest, &qs(&[(3, 4), (1, 4)]));
    assert!(mixed.nash && !mixed.ess);
    assert_eq!(mixed.stability, Stability::Unstable);
}

#[test]
fn prisoners_dilemma_defection_is_the_only_ess() {
    let rest = rest_points(&EvoPreset::PrisonersDilemma.game());
    assert_eq!(rest.len(), 2);
    let ess: Vec<_> = rest.iter().filter(|r| r.ess).collect();
    assert_eq!(ess.len(), 1);
    assert_eq!(ess[0].x, qs(&[(0, 1), (1, 1)]));
    assert_eq!(ess[0].stability, Stability::Stable);
    let cooperate = find(&rest, &qs(&[(1, 1), (0, 1)]));
    assert!(!cooperate.nash && cooperate.stability == Stability::Unstable);
}

#[test]
fn coordination_has_a_rest_point_on_every_support() {
    let rest = rest_points(&EvoPreset::Coordination.game());
    assert_eq!(rest.len(), 7);
    assert_eq!(rest.iter().filter(|r| r.ess).count(), 3);
    assert!(rest.iter().all(|r| r.nash));
    // The interior point: shares inversely proportional to the payoffs 1, 2, 3.
    let interior = find(&rest, &qs(&[(6, 11), (3, 11), (2, 11)]));
    assert_eq!(interior.stability, Stability::Unstable);
    let edge = find(&rest, &qs(&[(2, 3), (1, 3), (0, 1)]));
    assert_eq!(edge.stability, Stability::Saddle);
}

#[test]
fn two_population_games_matching_pennies_and_battle_of_the_sexes() {
    let rest = rest_points(&EvoPreset::MatchingPennies.game());
    assert_eq!(rest.len(), 5, "{rest:#?}");
    let half = vec![q(1, 2); 2];
    let centre = rest.iter().find(|r| r.x == half).unwrap();
    assert_eq!(centre.y.as_ref(), Some(&half));
    assert!(centre.nash && !centre.ess);
    assert_eq!(centre.stability, Stability::Centre);
    assert!(rest.iter().filter(|r| r.x != half).all(|r| !r.nash));

    let rest = rest_points(&EvoPreset::BattleOfTheSexes.game());
    assert_eq!(rest.len(), 5);
    let ess: Vec<_> = rest.iter().filter(|r| r.ess).collect();
    assert_eq!(ess.len(), 2);
    assert!(ess
        .iter()
        .all(|r| r.x == r.y.clone().unwrap() && r.stability == Stability::Stable));
    let mixed = rest.iter().find(|r| r.x == qs(&[(2, 3), (1, 3)])).unwrap();
    assert_eq!(mixed.y, Some(qs(&[(1, 3), (2, 3)])));
    assert!(mixed.nash && !mixed.ess);
    assert_eq!(mixed.stability, Stability::Saddle);
}

#[test]
fn hawk_dove_retaliator_bully_has_a_continuum_on_the_dove_retaliator_edge() {
    let rest = rest_points(&EvoPreset::HawkDoveRetaliatorBully.game());
    let edge = rest
        .iter()
        .find(|r| r.x == qs(&[(0, 1), (1, 2), (1, 2), (0, 1)]))
        .expect("the edge's centroid");
    assert!(edge.continuum);
    // Its ends are rest points too; the whole edge is at rest.
    find(&rest, &qs(&[(0, 1), (1, 1), (0, 1), (0, 1)]));
    find(&rest, &qs(&[(0, 1), (0, 1), (1, 1), (0, 1)]));
    // Retaliator is a Nash equilibrium (hawk and bully earn less against it) but not an ESS:
    // a dove does as well against it and against a retaliator.
    let r = find(&rest, &qs(&[(0, 1), (0, 1), (1, 1), (0, 1)]));
    assert!(r.nash && !r.ess);
    // Every rest point satisfies the rest condition exactly.
    for r in &rest {
        assert_rest(&EvoPreset::HawkDoveRetaliatorBully.game(), r);
    }
}

// ---------------------------------------------------------------- ESS

#[test]
fn ess_of_pure_strategies_with_alternative_best_replies() {
    let a = |m: [[i64; 2]; 2]| -> Vec<Vec<Q>> {
        m.iter()
            .map(|r| r.iter().map(|&v| q(v, 1)).collect())
            .collect()
    };
    let e1 = qs(&[(1, 1), (0, 1)]);
    // e2 is an alternative best reply to e1 but does worse against itself than e1 does.
    assert!(is_ess(&a([[1, 1], [1, 0]]), &e1));
    // ... and here equally well: not an ESS.
    assert!(!is_ess(&a([[1, 0], [1, 0]]), &e1));
    // Strict: ESS.
    assert!(is_ess(&a([[2, 0], [1, 0]]), &e1));
    // Not a best reply to itself.
    assert!(!is_ess(&a([[0, 0], [1, 0]]), &e1));
    // Two populations: strict Nash only.
    let bos = EvoPreset::BattleOfTheSexes.game().to_bimatrix();
    assert!(is_strict_nash(&bos, &e1, &e1));
    let half = qs(&[(1, 2), (1, 2)]);
    assert!(!is_strict_nash(&bos, &half, &half));
}

/// The grid points of the simplex with denominator `d`.
fn grid(n: usize, d: i64) -> Vec<Vec<Q>> {
    fn rec(n: usize, left: i64, d: i64, cur: &mut Vec<Q>, out: &mut Vec<Vec<Q>>) {
        if n == 1 {
            cur.push(Q::new(left.into(), d.into()));
            out.push(cur.clone());
            cur.pop();
            return;
        }
        for k in 0..=left {
            cur.push(Q::new(k.into(), d.into()));
            rec(n - 1, left - k, d, cur, out);
            cur.pop();
        }
    }
    let mut out = vec![];
    rec(n, d, d, &mut vec![], &mut out);
    out
}

fn form(a: &[Vec<Q>], u: &[Q], v: &[Q]) -> Q {
    let mut s = Q::zero();
    for (i, ui) in u.iter().enumerate() {
        for (j, vj) in v.iter().enumerate() {
            s += ui * &a[i][j] * vj;
        }
    }
    s
}

#[test]
fn exact_ess_test_agrees_with_the_definition_on_a_grid() {
    // Random symmetric games: every ESS satisfies the definition against every grid point,
    // and every Nash rest point found not to be an ESS is beaten by some grid point.
    let mut rng = Seed(2024).rng();
    let mut checked = [0usize; 2];
    for round in 0..60 {
        let n = 2 + round % 3;
        let g = Bimatrix::random_integers(n, n, -2, 2, &mut rng);
        let game = EvoGame::symmetric(g.a.clone(), vec![]).unwrap();
        let a = game.a().clone();
        for r in rest_points(&game).iter().filter(|r| r.nash && !r.continuum) {
            let x = &r.x;
            let xax = form(&a, x, x);
            let violated = grid(n, 24).into_iter().any(|y| {
                if &y == x {
                    return false;
                }
                let yax = form(&a, &y, x);
                yax > xax || (yax == xax && form(&a, x, &y) <= form(&a, &y, &y))
            });
            assert_eq!(r.ess, !violated, "game {:?} point {x:?}", a);
            checked[usize::from(r.ess)] += 1;
        }
    }
    assert!(checked[0] > 10 && checked[1] > 10, "{checked:?}");
}

// ---------------------------------------------------------------- against the normal-form lab

/// `x_i((Ax)_i − xᵀAx) = 0` (and the same for y), exactly.
fn assert_rest(game: &EvoGame, r: &RestPoint) {
    let g = game.to_bimatrix();
    let y = r.y.clone().unwrap_or_else(|| r.x.clone());
    let [u, v] = g.expected(&r.x, &y);
    for (i, xi) in r.x.iter().enumerate() {
        let p: Q = y.iter().zip(&g.a[i]).map(|(w, a)| w * a).sum();
        assert!((xi * (p - &u)).is_zero(), "{r:?}");
    }
    if r.y.is_some() {
        for (j, yj) in y.iter().enumerate() {
            let p: Q = r.x.iter().enumerate().map(|(i, w)| w * &g.b[i][j]).sum();
            assert!((yj * (p - &v)).is_zero(), "{r:?}");
        }
    }
    let one = Q::one();
    assert_eq!(r.x.iter().sum::<Q>(), one);
    assert_eq!(y.iter().sum::<Q>(), one);
}

#[test]
fn random_games_rest_points_are_exact_and_nash_flags_match_the_enumeration() {
    let mut rng = Seed(77).rng();
    let mut compared = 0;
    for round in 0..80 {
        let n = 3 + round % 2;
        let g = Bimatrix::random_integers(n, n, -20, 20, &mut rng);
        let game = EvoGame::symmetric(g.a.clone(), vec![]).unwrap();
        let rest = rest_points(&game);
        for r in &rest {
            assert_rest(&game, r);
        }
        let all = all_equilibria(&game.to_bimatrix()).unwrap();
        if all.degenerate {
            continue;
        }
        let mut symmetric: Vec<Vec<Q>> = all
            .extreme
            .iter()
            .filter(|e| e.x == e.y)
            .map(|e| e.x.clone())
            .collect();
        let mut nash: Vec<Vec<Q>> = rest
            .iter()
            .filter(|r| r.nash)
            .map(|r| r.x.clone())
            .collect();
        symmetric.sort();
        nash.sort();
        assert_eq!(nash, symmetric, "{:?}", g.a);
        for r in rest.iter().filter(|r| r.nash) {
            let e = &all.extreme[r.equilibrium.expect("linked")];
            assert!(e.x == r.x && e.y == r.x);
        }
        compared += 1;
    }
    assert!(compared > 60, "{compared}");
}

#[test]
fn random_bimatrix_rest_points_are_exact_and_nash_flags_match_the_enumeration() {
    let mut rng = Seed(78).rng();
    let mut compared = 0;
    for round in 0..60 {
        let (n, m) = [(2, 2), (2, 3), (3, 3), (3, 4)][round % 4];
        let g = Bimatrix::random_integers(n, m, -20, 20, &mut rng);
        let game = EvoGame::bimatrix(g.clone()).unwrap();
        let rest = rest_points(&game);
        for r in &rest {
            assert_rest(&game, r);
        }
        let all = all_equilibria(&g).unwrap();
        if all.degenerate {
            continue;
        }
        let mut eq: Vec<(Vec<Q>, Vec<Q>)> = all
            .extreme
            .iter()
            .map(|e| (e.x.clone(), e.y.clone()))
            .collect();
        let mut nash: Vec<(Vec<Q>, Vec<Q>)> = rest
            .iter()
            .filter(|r| r.nash)
            .map(|r| (r.x.clone(), r.y.clone().unwrap()))
            .collect();
        eq.sort();
        nash.sort();
        assert_eq!(nash, eq);
        // Strict equilibria are exactly the pure ones with unique best replies; every ESS is
        // stable.
        for r in rest.iter().filter(|r| r.ess) {
            assert_eq!(r.stability, Stability::Stable, "{r:?}");
        }
        compared += 1;
    }
    assert!(compared > 40, "{compared}");
}
