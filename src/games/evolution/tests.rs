//! Tests of the evolution lab's core: the presets' rest points and ESSs by hand, the exact ESS
//! test against a brute-force check, rest points against the normal-form lab's enumeration,
//! eigenvalues against known spectra, the integrator against a fine fixed-step RK4 and against
//! conserved quantities, the exact best-response pieces against the zero-sum Lyapunov
//! function, fictitious play by hand, the Moran formulas against closed forms and simulation,
//! the logit path against a damped fixed-point iteration, and the portrait's geometry.

// Index loops mirror the matrix notation of the linear algebra.
#![allow(clippy::needless_range_loop)]

use super::eigen::{eigenvalues, Eigenvalue};
use super::ess::{is_ess, is_strict_nash};
use super::field::Dynamics;
use super::float_game::FloatGame;
use super::integrate::{run, run_with, DormandPrince, Settings, Simulation, Tolerance};
use super::logit_path::logit_path;
use super::moran::{constant_fitness, fixation, MoranSimulation, MoranSpec, MoranTally};
use super::portrait::{arrows, from_picture, marks, polyline, to_picture, views, View};
use super::rest::{rest_points, RestPoint, Stability};
use super::{EvoGame, EvoPreset, Point};
use crate::equilibrium::all_equilibria;
use crate::exact::Q;
use crate::jobs::{run_to_end, Job};
use crate::models::strategic::Bimatrix;
use crate::rng::Seed;
use num_traits::{One, Zero};

fn q(n: i64, d: i64) -> Q {
    Q::new(n.into(), d.into())
}

fn qs(v: &[(i64, i64)]) -> Vec<Q> {
    v.iter().map(|&(n, d)| q(n, d)).collect()
}

fn find<'a>(rest: &'a [RestPoint], x: &[Q]) -> &'a RestPoint {
    rest.iter()
        .find(|r| r.x == x)
        .unwrap_or_else(|| panic!("no rest point {x:?} among {rest:#?}"))
}

fn start(x: &[f64]) -> Point {
    Point {
        x: x.to_vec(),
        y: None,
    }
}

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

// ---------------------------------------------------------------- eigenvalues

fn close(ev: &[Eigenvalue], want: &[(f64, f64)], tol: f64) {
    assert_eq!(ev.len(), want.len(), "{ev:?}");
    let mut want = want.to_vec();
    want.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)));
    for (e, w) in ev.iter().zip(&want) {
        assert!(
            (e.re - w.0).abs() < tol && (e.im - w.1).abs() < tol,
            "{ev:?} vs {want:?}"
        );
    }
}

/// The companion matrix of the monic polynomial with roots given by `coeffs` (lowest first).
fn companion(coeffs: &[f64]) -> Vec<Vec<f64>> {
    let n = coeffs.len();
    let mut m = vec![vec![0.0; n]; n];
    for i in 1..n {
        m[i][i - 1] = 1.0;
    }
    for i in 0..n {
        m[i][n - 1] = -coeffs[i];
    }
    m
}

#[test]
fn eigenvalues_of_known_matrices() {
    close(&eigenvalues(&[]).unwrap(), &[], 0.0);
    close(&eigenvalues(&[vec![-2.5]]).unwrap(), &[(-2.5, 0.0)], 1e-15);
    close(
        &eigenvalues(&[vec![0.0, -1.0], vec![1.0, 0.0]]).unwrap(),
        &[(0.0, -1.0), (0.0, 1.0)],
        1e-14,
    );
    let diag: Vec<Vec<f64>> = (0..6)
        .map(|i| {
            (0..6)
                .map(|j| if i == j { i as f64 - 2.0 } else { 0.0 })
                .collect()
        })
        .collect();
    let want: Vec<(f64, f64)> = (0..6).map(|i| (i as f64 - 2.0, 0.0)).collect();
    close(&eigenvalues(&diag).unwrap(), &want, 1e-14);
    // (λ−1)(λ−2)(λ+3)(λ²+1)(λ+0.5): coefficients of λ⁰…λ⁵ of the monic sextic.
    let roots = [
        (1.0, 0.0),
        (2.0, 0.0),
        (-3.0, 0.0),
        (0.0, 1.0),
        (0.0, -1.0),
        (-0.5, 0.0),
    ];
    let mut poly = vec![(1.0f64, 0.0f64)];
    for &(re, im) in &roots {
        // Multiply by (λ − root).
        let mut next = vec![(0.0, 0.0); poly.len() + 1];
        for (k, &(a, b)) in poly.iter().enumerate() {
            next[k + 1].0 += a;
            next[k + 1].1 += b;
            next[k].0 -= a * re - b * im;
            next[k].1 -= a * im + b * re;
        }
        poly = next;
    }
    let coeffs: Vec<f64> = poly[..6].iter().map(|c| c.0).collect();
    close(&eigenvalues(&companion(&coeffs)).unwrap(), &roots, 1e-9);
    // A repeated complex pair: the block rotation twice, shifted by −0.25.
    let mut m = vec![vec![0.0; 4]; 4];
    for b in [0, 2] {
        m[b][b] = -0.25;
        m[b + 1][b + 1] = -0.25;
        m[b][b + 1] = -2.0;
        m[b + 1][b] = 2.0;
    }
    m[0][2] = 1.0;
    close(
        &eigenvalues(&m).unwrap(),
        &[(-0.25, -2.0), (-0.25, -2.0), (-0.25, 2.0), (-0.25, 2.0)],
        1e-7,
    );
}

#[test]
fn eigenvalues_of_random_matrices_have_the_trace_and_determinant() {
    let mut rng = Seed(5).rng();
    for n in 1..=6 {
        for _ in 0..30 {
            let m: Vec<Vec<f64>> = (0..n)
                .map(|_| {
                    (0..n)
                        .map(|_| crate::rng::unit_f64(&mut rng) * 4.0 - 2.0)
                        .collect()
                })
                .collect();
            let ev = eigenvalues(&m).unwrap();
            let trace: f64 = (0..n).map(|i| m[i][i]).sum();
            let sum: f64 = ev.iter().map(|e| e.re).sum();
            let imag: f64 = ev.iter().map(|e| e.im).sum();
            assert!((sum - trace).abs() < 1e-10 && imag.abs() < 1e-10);
            // The product of the eigenvalues is the determinant.
            let (mut pr, mut pi) = (1.0, 0.0);
            for e in &ev {
                (pr, pi) = (pr * e.re - pi * e.im, pr * e.im + pi * e.re);
            }
            let det = determinant(m.clone());
            assert!((pr - det).abs() < 1e-9 * (1.0 + det.abs()) && pi.abs() < 1e-9);
        }
    }
}

fn determinant(mut m: Vec<Vec<f64>>) -> f64 {
    let n = m.len();
    let mut det = 1.0;
    for c in 0..n {
        let p = (c..n)
            .max_by(|&a, &b| m[a][c].abs().total_cmp(&m[b][c].abs()))
            .unwrap();
        if p != c {
            m.swap(p, c);
            det = -det;
        }
        det *= m[c][c];
        for r in c + 1..n {
            let f = m[r][c] / m[c][c];
            for k in c..n {
                m[r][k] -= f * m[c][k];
            }
        }
    }
    det
}

// ---------------------------------------------------------------- the integrator

/// A classical RK4 run with fixed step `h`, sampled at multiples of `every` steps.
fn rk4(
    game: &EvoGame,
    dynamics: &Dynamics,
    s0: &[f64],
    h: f64,
    steps: usize,
    every: usize,
) -> Vec<Vec<f64>> {
    let f = FloatGame::new(game);
    let d = s0.len();
    let mut s = s0.to_vec();
    let mut out = vec![s.clone()];
    let (mut k1, mut k2, mut k3, mut k4) = (vec![0.0; d], vec![0.0; d], vec![0.0; d], vec![0.0; d]);
    let add = |s: &[f64], k: &[f64], c: f64| -> Vec<f64> {
        s.iter().zip(k).map(|(a, b)| a + c * b).collect()
    };
    for step in 1..=steps {
        f.velocity(dynamics, &s, &mut k1);
        f.velocity(dynamics, &add(&s, &k1, h / 2.0), &mut k2);
        f.velocity(dynamics, &add(&s, &k2, h / 2.0), &mut k3);
        f.velocity(dynamics, &add(&s, &k3, h), &mut k4);
        for i in 0..d {
            s[i] += h / 6.0 * (k1[i] + 2.0 * k2[i] + 2.0 * k3[i] + k4[i]);
        }
        if step % every == 0 {
            out.push(s.clone());
        }
    }
    out
}

#[test]
fn replicator_and_logit_trajectories_match_a_fine_fixed_step_rk4() {
    let cases: Vec<(EvoGame, Dynamics, Vec<f64>)> = vec![
        (
            EvoPreset::RpsStable.game(),
            Dynamics::Replicator,
            vec![0.6, 0.3, 0.1],
        ),
        (
            EvoPreset::RpsUnstable.game(),
            Dynamics::Replicator,
            vec![0.3, 0.35, 0.35],
        ),
        (
            EvoPreset::HawkDove.game(),
            Dynamics::Replicator,
            vec![0.05, 0.95],
        ),
        (
            EvoPreset::HawkDoveRetaliatorBully.game(),
            Dynamics::Replicator,
            vec![0.1, 0.2, 0.3, 0.4],
        ),
        (
            EvoPreset::MatchingPennies.game(),
            Dynamics::Replicator,
            vec![0.8, 0.2, 0.3, 0.7],
        ),
        (
            EvoPreset::Coordination.game(),
            Dynamics::Logit { lambda: 3.0 },
            vec![0.2, 0.3, 0.5],
        ),
        (
            EvoPreset::BattleOfTheSexes.game(),
            Dynamics::Logit { lambda: 5.0 },
            vec![0.1, 0.9, 0.5, 0.5],
        ),
    ];
    for (game, dynamics, s0) in cases {
        let p = Point::from_state(&game, &s0);
        let mut settings = Settings::new(dynamics, p, 10.0, 20);
        settings.tolerance = Tolerance {
            rtol: 1e-12,
            atol: 1e-14,
        };
        let traj = run_with(&game, &settings).unwrap();
        assert!(!traj.truncated);
        // RK4 with h = 1/2000: global error ~1e-13.
        let reference = rk4(&game, &dynamics, &s0, 1.0 / 2000.0, 20_000, 1000);
        assert_eq!(traj.len(), reference.len());
        for (k, want) in reference.iter().enumerate() {
            let mut got = traj.x[k].clone();
            if let Some(y) = &traj.y {
                got.extend_from_slice(&y[k]);
            }
            for (a, b) in got.iter().zip(want) {
                assert!(
                    (a - b).abs() < 1e-8,
                    "t = {}: {got:?} vs {want:?}",
                    traj.t[k]
                );
            }
        }
        // The default tolerances agree to 1e-8 as well.
        let default = run(&game, dynamics, &settings.start, 10.0, 20).unwrap();
        for (a, b) in default.x.iter().flatten().zip(traj.x.iter().flatten()) {
            assert!((a - b).abs() < 1e-8);
        }
    }
}

#[test]
fn zero_sum_rock_paper_scissors_conserves_the_product_of_shares() {
    let game = EvoPreset::RpsZeroSum.game();
    let traj = run(
        &game,
        Dynamics::Replicator,
        &start(&[0.5, 0.3, 0.2]),
        200.0,
        2000,
    )
    .unwrap();
    let h0 = 0.5 * 0.3 * 0.2;
    let drift = traj
        .x
        .iter()
        .map(|x| (x[0] * x[1] * x[2] - h0).abs())
        .fold(0.0, f64::max);
    assert!(drift < 1e-9, "{drift}");
    // The orbit really moves: it passes far from the start.
    assert!(traj.x.iter().any(|x| x[0] < 0.25));
    // Matching pennies (two populations) conserves x₁x₂y₁y₂.
    let mp = EvoPreset::MatchingPennies.game();
    let s = Point::checked(&mp, &[0.7, 0.3, 0.4, 0.6]).unwrap();
    let traj = run(&mp, Dynamics::Replicator, &s, 100.0, 1000).unwrap();
    let y = traj.y.as_ref().unwrap();
    let h = |k: usize| traj.x[k][0] * traj.x[k][1] * y[k][0] * y[k][1];
    assert!((0..traj.len()).all(|k| (h(k) - h(0)).abs() < 1e-9));
}

#[test]
fn the_integrator_hits_sample_times_and_converges_to_the_ess() {
    let game = EvoPreset::RpsStable.game();
    let traj = run(
        &game,
        Dynamics::Replicator,
        &start(&[0.8, 0.1, 0.1]),
        300.0,
        3,
    )
    .unwrap();
    assert_eq!(traj.t, vec![0.0, 100.0, 200.0, 300.0]);
    for v in traj.x.last().unwrap() {
        assert!((v - 1.0 / 3.0).abs() < 1e-6);
    }
    // A rest point stays put, and the step size grows there.
    let rest = run(
        &game,
        Dynamics::Replicator,
        &start(&[1.0, 0.0, 0.0]),
        1000.0,
        10,
    )
    .unwrap();
    assert!(rest.x.iter().all(|x| x == &vec![1.0, 0.0, 0.0]));
    assert!(rest.steps < 200, "{}", rest.steps);
}

#[test]
fn a_simulation_in_slices_equals_one_run() {
    let game = EvoPreset::Coordination.game();
    let settings = Settings::new(Dynamics::Replicator, start(&[0.3, 0.3, 0.4]), 20.0, 50);
    let whole = run_with(&game, &settings).unwrap();
    let mut sim = Simulation::new(&game, &settings).unwrap();
    let mut lengths = vec![];
    let sliced = loop {
        if let Some(t) = sim.step(7) {
            break t;
        }
        lengths.push(sim.so_far().len());
        assert!(sim.progress().fraction < 1.0);
    };
    assert_eq!(sliced, whole);
    assert_eq!(lengths[..3], [7, 14, 21]);
    assert_eq!(whole.len(), 51);
}

#[test]
fn settings_are_checked() {
    let game = EvoPreset::HawkDove.game();
    let ok = start(&[0.5, 0.5]);
    let bad = [
        Settings::new(Dynamics::Replicator, ok.clone(), 0.0, 10),
        Settings::new(Dynamics::Replicator, ok.clone(), 1e9, 10),
        Settings::new(Dynamics::Replicator, ok.clone(), 10.0, 0),
        Settings::new(Dynamics::Logit { lambda: -1.0 }, ok.clone(), 10.0, 10),
        Settings::new(
            Dynamics::Logit {
                lambda: f64::INFINITY,
            },
            ok.clone(),
            10.0,
            10,
        ),
        Settings::new(Dynamics::Fictitious, ok.clone(), 0.5, 10),
        Settings::new(Dynamics::Replicator, start(&[0.5, 0.6]), 10.0, 10),
    ];
    for s in bad {
        assert!(Simulation::new(&game, &s).is_err(), "{s:?}");
    }
}

#[test]
fn the_step_cap_cuts_a_run_short_and_says_so() {
    let game = EvoPreset::RpsStable.game();
    let f = FloatGame::new(&game);
    let field = |y: &[f64], out: &mut [f64]| f.velocity(&Dynamics::Replicator, y, out);
    let mut dp = DormandPrince::new(
        &field,
        &[0.5, 0.3, 0.2],
        Tolerance {
            rtol: 1e-10,
            atol: 1e-12,
        },
    );
    assert!(dp.advance(&field, 5.0));
    assert_eq!(dp.time(), 5.0);
    assert!(!dp.stopped());
}

// ---------------------------------------------------------------- best response, fictitious play

#[test]
fn best_response_hawk_dove_moves_to_v_over_c_and_stays() {
    let game = EvoPreset::HawkDove.game();
    let traj = run(&game, Dynamics::BestResponse, &start(&[0.1, 0.9]), 4.0, 8).unwrap();
    // Hawk is the best reply while hawks are below 1/2: x_H(t) = 1 − 0.9e^{−t} until t = ln 1.8.
    assert!((traj.x[1][0] - (1.0 - 0.9 * (-0.5f64).exp())).abs() < 1e-14);
    for k in 2..traj.len() {
        assert!((traj.x[k][0] - 0.5).abs() < 1e-12, "{:?}", traj.x[k]);
    }
    assert!(!traj.truncated && traj.steps <= 2, "{}", traj.steps);
}

#[test]
fn best_response_zero_sum_rps_follows_the_lyapunov_function_exactly() {
    // For a symmetric zero-sum game V(x) = max_i (Ax)_i decays as e^{−t} along best-response
    // paths (Hofbauer 1995): a check of every switch time.
    let game = EvoPreset::RpsZeroSum.game();
    let f = FloatGame::new(&game);
    let traj = run(
        &game,
        Dynamics::BestResponse,
        &start(&[0.7, 0.2, 0.1]),
        12.0,
        120,
    )
    .unwrap();
    let v = |x: &[f64]| {
        f.payoffs_x(x)[..3]
            .iter()
            .fold(f64::NEG_INFINITY, |a, &b| a.max(b))
    };
    let v0 = v(&traj.x[0]);
    for (t, x) in traj.t.iter().zip(&traj.x) {
        assert!((v(x) - v0 * (-t).exp()).abs() < 1e-12, "t = {t}");
        assert!((x.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    }
    assert!(traj.steps > 10, "switches: {}", traj.steps);
    // Two populations: battle of the sexes from near the mixed point goes to a pure one.
    let bos = EvoPreset::BattleOfTheSexes.game();
    let s = Point::checked(&bos, &[0.7, 0.3, 0.5, 0.5]).unwrap();
    let traj = run(&bos, Dynamics::BestResponse, &s, 30.0, 3).unwrap();
    assert!((traj.x[3][0] - 1.0).abs() < 1e-9 && (traj.y.unwrap()[3][0] - 1.0).abs() < 1e-9);
}

#[test]
fn fictitious_play_by_hand_and_in_the_long_run() {
    let game = EvoPreset::RpsZeroSum.game();
    let traj = run(
        &game,
        Dynamics::Fictitious,
        &start(&[1.0, 0.0, 0.0]),
        2.0,
        2,
    )
    .unwrap();
    assert_eq!(traj.t, vec![0.0, 1.0, 2.0]);
    // Round 1: paper beats the all-rock history; round 2: paper again (rock −½, paper ½,
    // scissors 0).
    assert_eq!(traj.x[1], vec![0.5, 0.5, 0.0]);
    let want = [1.0 / 3.0, 2.0 / 3.0, 0.0];
    assert!(traj.x[2]
        .iter()
        .zip(want)
        .all(|(a, b)| (a - b).abs() < 1e-15));
    // Robinson (1951): in a zero-sum game the frequencies approach the equilibrium.
    let long = run(
        &game,
        Dynamics::Fictitious,
        &start(&[1.0, 0.0, 0.0]),
        100_000.0,
        10,
    )
    .unwrap();
    assert!(long
        .x
        .last()
        .unwrap()
        .iter()
        .all(|v| (v - 1.0 / 3.0).abs() < 0.02));
    assert_eq!(long.t.last(), Some(&100_000.0));
    assert_eq!(long.steps, 100_000);
    let mp = EvoPreset::MatchingPennies.game();
    let s = Point::checked(&mp, &[1.0, 0.0, 1.0, 0.0]).unwrap();
    let long = run(&mp, Dynamics::Fictitious, &s, 100_000.0, 1).unwrap();
    let y = long.y.unwrap();
    assert!((long.x[1][0] - 0.5).abs() < 0.02 && (y[1][0] - 0.5).abs() < 0.02);
}

#[test]
fn stochastic_fictitious_play_is_seeded() {
    let game = EvoPreset::StagHunt.game();
    let sfp = |seed: u64, lambda: f64| {
        run(
            &game,
            Dynamics::StochasticFictitious {
                lambda,
                seed: Seed(seed),
            },
            &start(&[0.5, 0.5]),
            2000.0,
            4,
        )
        .unwrap()
    };
    assert_eq!(sfp(1, 2.0), sfp(1, 2.0));
    assert_ne!(sfp(1, 2.0).x, sfp(2, 2.0).x);
    // λ = 0: choices uniform, frequencies near ½.
    let uniform = sfp(3, 0.0);
    assert!((uniform.x[4][0] - 0.5).abs() < 0.05, "{:?}", uniform.x[4]);
    // Large λ from a hare-leaning start: hare is chosen almost always.
    let strong = run(
        &game,
        Dynamics::StochasticFictitious {
            lambda: 50.0,
            seed: Seed(4),
        },
        &start(&[0.3, 0.7]),
        1000.0,
        1,
    )
    .unwrap();
    assert!(strong.x[1][1] > 0.99);
}

// ---------------------------------------------------------------- Moran

fn spec(n: u64, w: Q, s: [usize; 2]) -> MoranSpec {
    MoranSpec {
        population: n,
        intensity: w,
        strategies: s,
    }
}

#[test]
fn moran_product_formula_matches_the_constant_fitness_closed_form() {
    // Constant fitness: the mutant B has fitness r whatever it meets, the resident 1
    // (payoffs a = b = 1, c = d = r, w = 1).
    for (r, n) in [
        (q(11, 10), 10u64),
        (q(2, 1), 7),
        (q(9, 10), 20),
        (q(3, 2), 100),
    ] {
        let g = EvoGame::symmetric(
            vec![vec![Q::one(), Q::one()], vec![r.clone(), r.clone()]],
            vec![],
        )
        .unwrap();
        let f = fixation(&g, &spec(n, Q::one(), [0, 1])).unwrap();
        assert_eq!(f.rho_b, constant_fitness(&r, n), "r = {r}, N = {n}");
        assert_eq!(f.rho_a, constant_fitness(&r.recip(), n));
    }
    // By hand: r = 2, N = 2: (1 − 1/2)/(1 − 1/4) = 2/3.
    assert_eq!(constant_fitness(&q(2, 1), 2), q(2, 3));
    assert_eq!(constant_fitness(&Q::one(), 9), q(1, 9));
}

#[test]
fn moran_neutral_drift_and_the_prisoners_dilemma() {
    let pd = EvoPreset::PrisonersDilemma.game();
    // w = 0: neutral drift, 1/N either way.
    let f = fixation(&pd, &spec(30, Q::zero(), [0, 1])).unwrap();
    assert_eq!((f.rho_a.clone(), f.rho_b.clone()), (q(1, 30), q(1, 30)));
    // Defectors (B) invade cooperators (A) more easily than drift, cooperators less.
    let f = fixation(&pd, &spec(30, q(1, 10), [0, 1])).unwrap();
    assert!(f.rho_b > f.neutral && f.rho_a < f.neutral);
    assert!(f
        .summary(["cooperate", "defect"])
        .contains("more likely than"));
    // The formula by hand for N = 2: γ₁ = f_A(1)/f_B(1) = (1 − w + w·b)/(1 − w + w·c), ρ_B =
    // 1/(1 + γ₁); with w = 1/2, b = 0, c = 5: γ₁ = (1/2)/(3) = 1/6, ρ_B = 6/7.
    let f = fixation(&pd, &spec(2, q(1, 2), [0, 1])).unwrap();
    assert_eq!(f.rho_b, q(6, 7));
    assert_eq!(f.rho_a, q(1, 7));
    // Refusals: a bimatrix game, equal strategies, non-positive fitness, N out of range.
    let mp = EvoPreset::MatchingPennies.game();
    assert!(fixation(&mp, &spec(10, q(1, 2), [0, 1])).is_err());
    assert!(fixation(&pd, &spec(10, q(1, 2), [1, 1])).is_err());
    let hd = EvoPreset::HawkDove.game();
    let e = fixation(&hd, &spec(10, Q::one(), [0, 1])).unwrap_err();
    assert!(e.to_string().contains("must be positive"), "{e}");
    assert!(fixation(&pd, &spec(1, q(1, 2), [0, 1])).is_err());
}

#[test]
fn moran_simulation_agrees_with_the_exact_probabilities() {
    let cases = [
        (
            EvoPreset::PrisonersDilemma,
            10u64,
            q(1, 5),
            [0usize, 1usize],
        ),
        (EvoPreset::StagHunt, 8, q(1, 2), [1, 0]),
        (EvoPreset::HawkDove, 12, q(1, 4), [0, 1]),
    ];
    for (preset, n, w, s) in cases {
        let game = preset.game();
        let sp = spec(n, w, s);
        let exact = fixation(&game, &sp).unwrap();
        let [ra, rb, _] = exact.as_f64();
        let runs = 20_000;
        let tally = run_to_end(&mut MoranSimulation::new(&game, &sp, Seed(9), 0..runs).unwrap());
        assert_eq!(tally.runs, runs);
        let [(_, blo, bhi), (_, alo, ahi)] = tally.estimates(crate::stats::Z99);
        assert!(
            blo <= rb && rb <= bhi,
            "{}: ρ_B {rb} outside [{blo}, {bhi}]",
            preset.name()
        );
        assert!(
            alo <= ra && ra <= ahi,
            "{}: ρ_A {ra} outside [{alo}, {ahi}]",
            preset.name()
        );
    }
}

#[test]
fn moran_runs_split_across_workers_add_up_to_one_run() {
    let game = EvoPreset::StagHunt.game();
    let sp = spec(6, q(1, 3), [0, 1]);
    let sim = |r: std::ops::Range<u64>| {
        run_to_end(&mut MoranSimulation::new(&game, &sp, Seed(3), r).unwrap())
    };
    let whole = sim(0..300);
    let parts = [sim(0..100), sim(100..250), sim(250..300)];
    let merged = parts.iter().fold(MoranTally::default(), |a, b| a.merge(*b));
    assert_eq!(merged, whole);
    // Stepping in slices gives the same tally.
    let mut job = MoranSimulation::new(&game, &sp, Seed(3), 0..300).unwrap();
    let sliced = loop {
        if let Some(t) = job.step(17) {
            break t;
        }
    };
    assert_eq!(sliced, whole);
}

#[test]
fn moran_exact_is_fast_for_large_populations() {
    // Horner's rule keeps N = 5 000 to linear big-integer work (this would take minutes with a
    // reduced fraction per term).
    let game = EvoPreset::PrisonersDilemma.game();
    let f = fixation(&game, &spec(5000, q(1, 100), [0, 1])).unwrap();
    let [ra, rb, _] = f.as_f64();
    assert!(rb > 1.0 / 5000.0 && (0.0..1e-10).contains(&ra));
}

// ---------------------------------------------------------------- logit QRE

/// A logit QRE at `lambda` by damped fixed-point iteration from the centroid.
fn damped(game: &EvoGame, lambda: f64) -> Vec<f64> {
    let f = FloatGame::new(game);
    let n = game.n();
    let mut s = Point::centroid(game).state();
    for _ in 0..200_000 {
        let px = f.payoffs_x(&s);
        let lx = super::field::logit(&px[..n], lambda);
        let mut next = s.clone();
        for i in 0..n {
            next[i] = 0.9 * s[i] + 0.1 * lx[i];
        }
        if let Some(m) = game.m() {
            let py = f.payoffs_y(&s);
            let ly = super::field::logit(&py[..m], lambda);
            for j in 0..m {
                next[n + j] = 0.9 * s[n + j] + 0.1 * ly[j];
            }
        }
        let change: f64 = next.iter().zip(&s).map(|(a, b)| (a - b).abs()).sum();
        s = next;
        if change < 1e-15 {
            break;
        }
    }
    s
}

#[test]
fn logit_path_starts_at_the_centroid_and_ends_near_a_nash_equilibrium() {
    for preset in EvoPreset::ALL {
        let game = preset.game();
        let path = logit_path(&game, 100.0).unwrap();
        assert!(path.complete, "{}", preset.name());
        let first = &path.points[0];
        assert_eq!(first.lambda, 0.0);
        assert!(first
            .x
            .iter()
            .all(|v| (v - 1.0 / game.n() as f64).abs() < 1e-15));
        let last = path.points.last().unwrap();
        assert!((last.lambda - 100.0).abs() < 1e-9, "{}", last.lambda);
        // Every point is a fixed point x = L_λ(π).
        let f = FloatGame::new(&game);
        for p in &path.points {
            let mut s = p.x.clone();
            if let Some(y) = &p.y {
                s.extend_from_slice(y);
            }
            let px = f.payoffs_x(&s);
            let lx = super::field::logit(&px[..game.n()], p.lambda);
            for (a, b) in lx.iter().zip(&p.x) {
                assert!(
                    (a - b).abs() < 1e-9,
                    "{} at λ = {}",
                    preset.name(),
                    p.lambda
                );
            }
        }
    }
    let end = |p: EvoPreset| logit_path(&p.game(), 1000.0).unwrap().points.pop().unwrap();
    // Matching pennies stays at ½ throughout.
    let mp = logit_path(&EvoPreset::MatchingPennies.game(), 1000.0).unwrap();
    assert!(mp
        .points
        .iter()
        .all(|p| (p.x[0] - 0.5).abs() < 1e-12 && (p.y.as_ref().unwrap()[0] - 0.5).abs() < 1e-12));
    // Dominance solvable: defect.
    assert!(end(EvoPreset::PrisonersDilemma).x[1] > 1.0 - 1e-12);
    // Hawk–dove: its mixed equilibrium ½.
    assert!((end(EvoPreset::HawkDove).x[0] - 0.5).abs() < 1e-3);
    // Stag hunt: the risk-dominant hare.
    assert!(end(EvoPreset::StagHunt).x[1] > 1.0 - 1e-9);
}

#[test]
fn logit_path_points_agree_with_a_damped_fixed_point_iteration() {
    for preset in [
        EvoPreset::RpsStable,
        EvoPreset::HawkDove,
        EvoPreset::StagHunt,
        EvoPreset::BattleOfTheSexes,
        EvoPreset::HawkDoveRetaliatorBully,
    ] {
        let game = preset.game();
        let path = logit_path(&game, 2.0).unwrap();
        let mut compared = 0;
        for p in path.points.iter().step_by(2) {
            let want = damped(&game, p.lambda);
            let mut got = p.x.clone();
            if let Some(y) = &p.y {
                got.extend_from_slice(y);
            }
            for (a, b) in got.iter().zip(&want) {
                assert!(
                    (a - b).abs() < 1e-9,
                    "{} λ = {}: {got:?} vs {want:?}",
                    preset.name(),
                    p.lambda
                );
            }
            compared += 1;
        }
        assert!(compared >= 3, "{}", preset.name());
    }
    assert!(logit_path(&EvoPreset::HawkDove.game(), 0.0).is_err());
}

// ---------------------------------------------------------------- portrait and CSV

#[test]
fn portrait_coordinates_round_trip_and_clicks_clamp() {
    let game = EvoPreset::RpsZeroSum.game();
    assert_eq!(views(&game).unwrap(), vec![View::Triangle]);
    for x in [[1.0, 0.0, 0.0], [0.2, 0.3, 0.5], [0.0, 0.5, 0.5]] {
        let (u, v) = to_picture(View::Triangle, &x);
        let back = from_picture(&game, View::Triangle, u, v);
        assert!(
            back.x.iter().zip(x).all(|(a, b)| (a - b).abs() < 1e-12),
            "{back:?}"
        );
    }
    assert_eq!(
        to_picture(View::Triangle, &[0.0, 0.0, 1.0]),
        (0.5, 0.866_025_403_784_438_6)
    );
    // Outside: the nearest point of the triangle.
    let below = from_picture(&game, View::Triangle, 0.25, -1.0);
    assert_eq!(below.x, vec![0.75, 0.25, 0.0]);
    let far = from_picture(&game, View::Triangle, 5.0, 5.0);
    assert!(far.x.iter().all(|&v| v >= 0.0) && (far.x.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    // The segment, the square and the faces.
    assert_eq!(
        views(&EvoPreset::HawkDove.game()).unwrap(),
        vec![View::Segment]
    );
    assert_eq!(
        from_picture(&EvoPreset::HawkDove.game(), View::Segment, 0.25, 3.0).x,
        vec![0.75, 0.25]
    );
    let mp = EvoPreset::MatchingPennies.game();
    assert_eq!(views(&mp).unwrap(), vec![View::Square]);
    let click = from_picture(&mp, View::Square, 0.25, 1.5);
    assert_eq!(
        (click.x.clone(), click.y.clone()),
        (vec![0.25, 0.75], Some(vec![1.0, 0.0]))
    );
    assert_eq!(to_picture(View::Square, &click.state()), (0.25, 1.0));
    let hdrb = EvoPreset::HawkDoveRetaliatorBully.game();
    let faces = views(&hdrb).unwrap();
    assert_eq!(faces.len(), 4);
    let p = from_picture(&hdrb, View::Face { absent: 1 }, 0.5, 0.2);
    assert_eq!(p.x[1], 0.0);
    assert_eq!(View::Face { absent: 1 }.corners(), vec![0, 2, 3]);
    let big = EvoGame::bimatrix(
        Bimatrix::from_integers(&vec![vec![0; 3]; 3], &vec![vec![0; 3]; 3]).unwrap(),
    )
    .unwrap();
    assert!(views(&big).is_err());
}

#[test]
fn arrows_follow_the_flow_and_marks_sit_on_their_views() {
    let pd = EvoPreset::PrisonersDilemma.game();
    let a = arrows(&pd, &Dynamics::Replicator, View::Segment, 10);
    assert_eq!(a.len(), 10);
    // Towards defection (u grows) everywhere.
    assert!(a.iter().all(|r| r.direction == (1.0, 0.0) && r.speed > 0.0));
    let rps = EvoPreset::RpsZeroSum.game();
    let a = arrows(&rps, &Dynamics::Replicator, View::Triangle, 12);
    assert_eq!(a.len(), 55);
    // Unit directions, but at the centre (4, 4, 4)/12, a rest point.
    let centre = to_picture(View::Triangle, &[1.0 / 3.0; 3]);
    for r in &a {
        let len = (r.direction.0.powi(2) + r.direction.1.powi(2)).sqrt();
        let at_centre = (r.at.0 - centre.0).abs() < 1e-12 && (r.at.1 - centre.1).abs() < 1e-12;
        assert!(
            if at_centre {
                r.speed < 1e-15
            } else {
                (len - 1.0).abs() < 1e-12
            },
            "{r:?}"
        );
    }
    // Faces: the replicator flow stays on a face, the best-response flow need not.
    let hdrb = EvoPreset::HawkDoveRetaliatorBully.game();
    let face = View::Face { absent: 0 };
    assert!(arrows(&hdrb, &Dynamics::Replicator, face, 8)
        .iter()
        .all(|r| r.out_of_face == 0.0));
    assert!(arrows(&hdrb, &Dynamics::BestResponse, face, 8)
        .iter()
        .any(|r| r.out_of_face > 0.0));
    let rest = rest_points(&hdrb);
    let m = marks(face, &rest);
    assert!(!m.is_empty() && m.len() < rest.len());
    assert!(m
        .iter()
        .all(|k| num_traits::Zero::is_zero(&rest[k.index].x[0])));
    let sq = arrows(
        &EvoPreset::MatchingPennies.game(),
        &Dynamics::Logit { lambda: 2.0 },
        View::Square,
        5,
    );
    assert_eq!(sq.len(), 25);
}

#[test]
fn trajectories_as_polylines_and_csv() {
    let game = EvoPreset::RpsStable.game();
    let traj = run(
        &game,
        Dynamics::Replicator,
        &start(&[0.5, 0.25, 0.25]),
        1.0,
        4,
    )
    .unwrap();
    let line = polyline(View::Triangle, &traj);
    assert_eq!(line.len(), 5);
    assert_eq!(line[0], to_picture(View::Triangle, &[0.5, 0.25, 0.25]));
    let csv = traj.to_csv();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "t,x1,x2,x3");
    assert_eq!(lines.len(), 6);
    assert!(lines[1].starts_with("0,0.5,0.25,0.25"));
    let mp = EvoPreset::MatchingPennies.game();
    let s = Point::checked(&mp, &[0.5, 0.5, 0.2, 0.8]).unwrap();
    let csv = run(&mp, Dynamics::Replicator, &s, 1.0, 1).unwrap().to_csv();
    assert!(
        csv.starts_with("t,x1,x2,y1,y2\n0,0.5,0.5,0.2,0.8\n"),
        "{csv}"
    );
}

#[test]
fn every_dynamics_runs_on_random_games_and_stays_in_the_simplex() {
    let mut rng = Seed(31).rng();
    for round in 0..40 {
        let (n, m) = [(3, 3), (4, 4), (2, 3), (4, 2)][round % 4];
        let g = Bimatrix::random_integers(n, m, -9, 9, &mut rng);
        let game = if n == m && round % 8 < 4 {
            EvoGame::symmetric(g.a.clone(), vec![]).unwrap()
        } else {
            EvoGame::bimatrix(g).unwrap()
        };
        let mut s: Vec<f64> = (0..game.dimension())
            .map(|_| 0.05 + crate::rng::unit_f64(&mut rng))
            .collect();
        let total_x: f64 = s[..n].iter().sum();
        s[..n].iter_mut().for_each(|v| *v /= total_x);
        if game.m().is_some() {
            let total_y: f64 = s[n..].iter().sum();
            s[n..].iter_mut().for_each(|v| *v /= total_y);
        }
        let start = Point::checked(&game, &s).unwrap();
        for d in [
            Dynamics::Replicator,
            Dynamics::BestResponse,
            Dynamics::Logit { lambda: 4.0 },
            Dynamics::Fictitious,
            Dynamics::StochasticFictitious {
                lambda: 4.0,
                seed: Seed(round as u64),
            },
        ] {
            let traj = run(&game, d, &start, 50.0, 50).unwrap();
            assert!(!traj.truncated, "{d:?} on {game:?}");
            assert_eq!(traj.len(), 51);
            let mut rows: Vec<&Vec<f64>> = traj.x.iter().collect();
            if let Some(y) = &traj.y {
                rows.extend(y.iter());
            }
            for r in rows {
                assert!(
                    r.iter().all(|&v| v >= -1e-9) && (r.iter().sum::<f64>() - 1.0).abs() < 1e-9,
                    "{d:?}: {r:?}"
                );
            }
        }
        let path = logit_path(&game, 1000.0).unwrap();
        assert!(path.complete, "{game:?}");
        // The branch ends near a Nash equilibrium: no pure strategy gains much.
        let last = path.points.last().unwrap();
        let mut st = last.x.clone();
        if let Some(y) = &last.y {
            st.extend_from_slice(y);
        }
        let f = FloatGame::new(&game);
        let px = f.payoffs_x(&st);
        let ux: f64 = (0..n).map(|i| px[i] * st[i]).sum();
        assert!((0..n).all(|i| px[i] <= ux + 0.05), "{game:?}: {last:?}");
    }
}
