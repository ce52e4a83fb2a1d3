//! Tests of the dynamics: eigenvalues against known spectra, the integrator against a fine
//! fixed-step RK4 and conserved quantities, best response and fictitious play.

#![allow(clippy::needless_range_loop)]

use super::*;

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
