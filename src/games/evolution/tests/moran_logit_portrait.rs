//! Tests of the Moran process against closed forms and simulation, the logit path against a
//! damped fixed-point iteration, and the portrait's geometry and CSV.

#![allow(clippy::needless_range_loop)]

use super::*;

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
    // Each clause is whole: the comparison names what it compares with.
    assert_eq!(
        f.summary(["cooperate", "defect"]),
        "one defect fixes among cooperate with probability 1/30 (as likely as neutral drift's \
         1/30); one cooperate fixes among defect with probability 1/30 (as likely as neutral \
         drift's 1/30)"
    );
    // Defectors (B) invade cooperators (A) more easily than drift, cooperators less.
    let f = fixation(&pd, &spec(30, q(1, 10), [0, 1])).unwrap();
    assert!(f.rho_b > f.neutral && f.rho_a < f.neutral);
    let words = f.summary(["cooperate", "defect"]);
    assert!(
        words.contains("more likely than neutral drift's 1/30")
            && words.ends_with("(less likely than neutral drift's 1/30)"),
        "{words}"
    );
    // Long fractions are written as decimals (the page folds the exact digits away).
    assert!(
        format_number(&f.rho_b).len() > READABLE_FRACTION,
        "{}",
        f.rho_b
    );
    assert!(
        words.contains(&format!("probability ≈ {:.6} (", to_f64(&f.rho_b))),
        "{words}"
    );
    assert!(!words.contains(&format_number(&f.rho_b)), "{words}");
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
        let lx = crate::games::evolution::field::logit(&px[..n], lambda);
        let mut next = s.clone();
        for i in 0..n {
            next[i] = 0.9 * s[i] + 0.1 * lx[i];
        }
        if let Some(m) = game.m() {
            let py = f.payoffs_y(&s);
            let ly = crate::games::evolution::field::logit(&py[..m], lambda);
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
            let lx = crate::games::evolution::field::logit(&px[..game.n()], p.lambda);
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
