//! Tests of correlated and coarse correlated equilibria: Aumann's Chicken and the traffic
//! light with known answers, random three-player games checked by a second method (every
//! vertex found by brute force over the tight constraints), objectives and errors.

use super::*;
use crate::rng::{below, Seed};

fn q(n: i64) -> Q {
    Q::from_integer(n.into())
}

fn frac(n: i64, d: i64) -> Q {
    Q::new(n.into(), d.into())
}

/// A game with the given strategy names per player and integer payoffs in table order.
fn game(names: &[&[&str]], payoffs: &[&[i64]]) -> StrategicGame {
    StrategicGame::new(
        Vec::new(),
        names
            .iter()
            .map(|s| s.iter().map(|n| n.to_string()).collect())
            .collect(),
        payoffs
            .iter()
            .map(|u| u.iter().map(|&x| q(x)).collect())
            .collect(),
    )
    .expect("a valid game")
}

/// A game of the given shape with seeded integer payoffs in −5..=5.
fn random_game(shape: &[usize], seed: u64) -> StrategicGame {
    let mut rng = Seed(seed).rng();
    let profiles: usize = shape.iter().product();
    let names = shape
        .iter()
        .map(|&k| (1..=k).map(|s| s.to_string()).collect())
        .collect();
    let payoffs = (0..profiles)
        .map(|_| {
            shape
                .iter()
                .map(|_| q(below(&mut rng, 11) as i64 - 5))
                .collect()
        })
        .collect();
    StrategicGame::new(Vec::new(), names, payoffs).expect("a valid game")
}

/// Chicken (Aumann 1974): Dare/Chicken; table order DD, CD, DC, CC (player 1 fastest).
fn chicken() -> StrategicGame {
    let s: &[&str] = &["Dare", "Chicken"];
    game(&[s, s], &[&[0, 0], &[2, 7], &[7, 2], &[6, 6]])
}

/// The traffic light: Stop/Go; table order SS, GS, SG, GG.
fn traffic_light() -> StrategicGame {
    let s: &[&str] = &["Stop", "Go"];
    game(&[s, s], &[&[0, 0], &[1, 0], &[0, 1], &[-10, -10]])
}

/// The product distribution of mixed strategies, in table order.
fn product(g: &StrategicGame, mixed: &[Vec<Q>]) -> Vec<Q> {
    (0..g.num_profiles())
        .map(|t| {
            g.profile(t)
                .iter()
                .zip(mixed)
                .map(|(&s, x)| x[s].clone())
                .product()
        })
        .collect()
}

fn point_mass(g: &StrategicGame, profile: &[usize]) -> Vec<Q> {
    let mut mu = vec![Q::zero(); g.num_profiles()];
    mu[g.index(profile)] = q(1);
    mu
}

/// The second method: every vertex of the polytope by brute force. A vertex is the unique
/// solution of `Σμ = 1` and `d − 1` tight inequalities (`μ_t = 0` or an incentive row), so
/// try every such choice, solve by Gaussian elimination in Q and keep the feasible points.
fn brute_force_vertices(g: &StrategicGame, coarse: bool) -> Vec<Vec<Q>> {
    let d = g.num_profiles();
    let mut inequalities: Vec<Vec<Q>> = (0..d)
        .map(|t| (0..d).map(|s| q((s == t) as i64)).collect())
        .collect();
    inequalities.extend(incentive_rows(g, coarse));
    let mut found = Vec::new();
    let mut chosen = Vec::new();
    subsets(inequalities.len(), d - 1, 0, &mut chosen, &mut |rows| {
        let mut system: Vec<Vec<Q>> = rows
            .iter()
            .map(|&r| {
                let mut row = inequalities[r].clone();
                row.push(q(0));
                row
            })
            .collect();
        let mut total = vec![q(1); d + 1];
        total[d] = q(1);
        system.push(total);
        if let Some(x) = solve_unique(system) {
            if is_correlated_equilibrium(g, &x, coarse) {
                found.push(x);
            }
        }
    });
    found.sort();
    found.dedup();
    found
}

/// Calls `f` with every `k`-subset of `0..n` (in increasing order).
fn subsets(n: usize, k: usize, from: usize, chosen: &mut Vec<usize>, f: &mut dyn FnMut(&[usize])) {
    if chosen.len() == k {
        f(chosen);
        return;
    }
    for i in from..n {
        if n - i < k - chosen.len() {
            break;
        }
        chosen.push(i);
        subsets(n, k, i + 1, chosen, f);
        chosen.pop();
    }
}

/// The unique solution of a square system `[A | b]` (Gauss–Jordan in Q), or `None` if `A`
/// is singular.
fn solve_unique(mut m: Vec<Vec<Q>>) -> Option<Vec<Q>> {
    let n = m.len();
    for c in 0..n {
        let p = (c..n).find(|&r| !m[r][c].is_zero())?;
        m.swap(c, p);
        let pivot = m[c][c].clone();
        for x in &mut m[c] {
            *x /= &pivot;
        }
        let row = m[c].clone();
        for (r, other) in m.iter_mut().enumerate() {
            if r != c && !other[c].is_zero() {
                let f = other[c].clone();
                for (x, y) in other.iter_mut().zip(&row) {
                    *x -= &f * y;
                }
            }
        }
    }
    Some(m.into_iter().map(|row| row[n].clone()).collect())
}

/// The second method for [`Objective::MinPayoff`]: the largest `v` over the lifted polytope
/// `{(μ, v): μ in the polytope, v ≤ E_μ[u_i] for all i, v ≥ L}` (`L` the smallest payoff),
/// whose maximum is at one of its vertices — found by brute force over the tight
/// inequalities as in [`brute_force_vertices`].
fn brute_force_max_min(g: &StrategicGame, coarse: bool) -> Q {
    let d = g.num_profiles();
    let low = g.table().iter().flatten().min().cloned().unwrap();
    // Inequalities `a·(μ, v) ≥ b` as (a, b).
    let mut inequalities: Vec<(Vec<Q>, Q)> = (0..d)
        .map(|t| ((0..=d).map(|s| q((s == t) as i64)).collect(), q(0)))
        .collect();
    for mut row in incentive_rows(g, coarse) {
        row.push(q(0));
        inequalities.push((row, q(0)));
    }
    for i in 0..g.shape().len() {
        let mut row: Vec<Q> = g.table().iter().map(|u| u[i].clone()).collect();
        row.push(q(-1));
        inequalities.push((row, q(0)));
    }
    let mut v_row = vec![q(0); d + 1];
    v_row[d] = q(1);
    inequalities.push((v_row, low));
    let mut best: Option<Q> = None;
    let mut chosen = Vec::new();
    subsets(inequalities.len(), d, 0, &mut chosen, &mut |rows| {
        let mut system: Vec<Vec<Q>> = rows
            .iter()
            .map(|&r| {
                let mut row = inequalities[r].0.clone();
                row.push(inequalities[r].1.clone());
                row
            })
            .collect();
        let mut total = vec![q(1); d + 2];
        total[d] = q(0);
        system.push(total);
        if let Some(x) = solve_unique(system) {
            let feasible = inequalities
                .iter()
                .all(|(a, b)| a.iter().zip(&x).map(|(a, x)| a * x).sum::<Q>() >= *b);
            if feasible && best.as_ref().is_none_or(|b| x[d] > *b) {
                best = Some(x[d].clone());
            }
        }
    });
    best.expect("the polytope is not empty")
}

/// The objectives a game with `players` players offers.
fn objectives(players: usize) -> Vec<Objective> {
    let mut all = vec![Objective::Welfare, Objective::MinPayoff];
    all.extend((0..players).map(Objective::Player));
    all
}

/// Checks one game both ways: the DD vertices equal the brute-force ones, every vertex is an
/// equilibrium, and for every linear objective the LP optimum (exact, and float within 1e-9)
/// is the best vertex's value; the minimum payoff's optimum is at least that, and with
/// `lifted` equals the brute force of [`brute_force_max_min`].
fn check_against_vertices(g: &StrategicGame, coarse: bool, lifted: bool) -> Vec<Vec<Q>> {
    let _ = lifted; // the brute force of the max-min objective is not wired in yet
    let vs = vertices(g, coarse).expect("small game");
    assert_eq!(vs, brute_force_vertices(g, coarse), "coarse = {coarse}");
    assert!(!vs.is_empty());
    for v in &vs {
        assert!(is_correlated_equilibrium(g, v, coarse));
    }
    for objective in objectives(g.shape().len()) {
        let ce = correlated_equilibrium(g, coarse, objective).expect("solved");
        let best = vs
            .iter()
            .map(|v| objective_value(g, objective, v))
            .max()
            .expect("a vertex");
        if objective == Objective::MinPayoff {
            // The smallest payoff is concave, not linear: its maximum need not be at a vertex
            // of the polytope, but it is at a vertex of the lifted one.
            assert!(ce.value >= best);
            assert_eq!(
                ce.value,
                brute_force_max_min(g, coarse),
                "coarse = {coarse}"
            );
        } else {
            assert_eq!(ce.value, best, "{objective} coarse = {coarse}");
            assert!(vs.contains(&ce.distribution), "the LP answer is a vertex");
        }
        assert_eq!(ce.value, objective_value(g, objective, &ce.distribution));
        assert!((ce.float_value - to_f64(&ce.value)).abs() < 1e-9);
        assert_eq!(ce.payoffs, expected_payoffs(g, &ce.distribution));
        assert_eq!((ce.coarse, ce.objective), (coarse, objective));
    }
    vs
}

#[test]
fn chicken_max_welfare_is_aumanns() {
    let g = chicken();
    let ce = correlated_equilibrium(&g, false, Objective::Welfare).unwrap();
    assert_eq!(ce.value, frac(21, 2));
    // DD 0, CD 1/4, DC 1/4, CC 1/2 (table order DD, CD, DC, CC).
    assert_eq!(
        ce.distribution,
        vec![q(0), frac(1, 4), frac(1, 4), frac(1, 2)]
    );
    assert_eq!(ce.payoffs, vec![frac(21, 4), frac(21, 4)]);
    assert!((ce.float_value - 10.5).abs() < 1e-9);
    // Each player's best CE for them is the pure equilibrium they like (7).
    let best1 = correlated_equilibrium(&g, false, Objective::Player(0)).unwrap();
    assert_eq!(best1.value, q(7));
}

#[test]
fn chicken_nash_equilibria_are_correlated_equilibria() {
    let g = chicken();
    let (dare, chicken_) = (0, 1);
    for pure in [[dare, chicken_], [chicken_, dare]] {
        assert!(is_correlated_equilibrium(&g, &point_mass(&g, &pure), false));
    }
    let mixed = vec![frac(1, 3), frac(2, 3)];
    let mu = product(&g, &[mixed.clone(), mixed]);
    assert!(is_correlated_equilibrium(&g, &mu, false));
    assert!(is_correlated_equilibrium(&g, &mu, true));
    assert_eq!(expected_payoffs(&g, &mu), vec![frac(14, 3), frac(14, 3)]);
    // Not equilibria: both dare, both chicken out.
    assert!(!is_correlated_equilibrium(
        &g,
        &point_mass(&g, &[0, 0]),
        false
    ));
    assert!(!is_correlated_equilibrium(
        &g,
        &point_mass(&g, &[1, 1]),
        false
    ));
    // Malformed distributions are not equilibria either.
    assert!(!is_correlated_equilibrium(&g, &[q(1)], false));
    let negative = vec![q(-1), q(1), q(1), q(0)];
    assert!(!is_correlated_equilibrium(&g, &negative, false));
}

#[test]
fn chicken_polytope_vertices() {
    let g = chicken();
    let vs = check_against_vertices(&g, false, true);
    // Both methods find five: the three Nash equilibria and the two with welfare 21/2 … or
    // whatever the brute force confirms; name the ones known by hand.
    let mixed = vec![frac(1, 3), frac(2, 3)];
    for known in [
        point_mass(&g, &[0, 1]),
        point_mass(&g, &[1, 0]),
        product(&g, &[mixed.clone(), mixed]),
        vec![q(0), frac(1, 4), frac(1, 4), frac(1, 2)],
    ] {
        assert!(vs.contains(&known), "{known:?} is a vertex");
    }
    assert_eq!(vs.len(), 5, "{vs:?}");
    let cce = check_against_vertices(&g, true, true);
    // CE ⊂ CCE: every CE vertex is a coarse correlated equilibrium.
    assert!(vs.iter().all(|v| is_correlated_equilibrium(&g, v, true)));
    assert!(!cce.is_empty());
}

#[test]
fn traffic_light_alternates() {
    let g = traffic_light();
    let ce = correlated_equilibrium(&g, false, Objective::Welfare).unwrap();
    assert_eq!(ce.value, q(1));
    // The optimum is not unique (any split between (Go, Stop) and (Stop, Go) has welfare 1);
    // the LP's vertex lies on that edge, and the fair split is an optimal CE too.
    assert!(ce.distribution[0].is_zero() && ce.distribution[3].is_zero());
    let fair = vec![q(0), frac(1, 2), frac(1, 2), q(0)];
    assert!(is_correlated_equilibrium(&g, &fair, false));
    assert_eq!(objective_value(&g, Objective::Welfare, &fair), q(1));
    // Maximising the smaller payoff picks the fair split, and only it.
    let fairest = correlated_equilibrium(&g, false, Objective::MinPayoff).unwrap();
    assert_eq!(fairest.value, frac(1, 2));
    assert_eq!(fairest.distribution, fair);
    assert_eq!(fairest.payoffs, vec![frac(1, 2), frac(1, 2)]);
    check_against_vertices(&g, false, true);
    check_against_vertices(&g, true, true);
}

#[test]
fn pure_nash_point_masses_are_correlated_equilibria() {
    for seed in 0..6 {
        let g = random_game(&[2, 3, 2], seed);
        for t in 0..g.num_profiles() {
            let profile = g.profile(t);
            let nash = (0..profile.len()).all(|i| {
                (0..g.shape()[i]).all(|s| {
                    let mut d = profile.clone();
                    d[i] = s;
                    g.payoff_vector(&d)[i] <= g.payoff_vector(&profile)[i]
                })
            });
            let mu = point_mass(&g, &profile);
            assert_eq!(is_correlated_equilibrium(&g, &mu, false), nash);
            assert_eq!(is_correlated_equilibrium(&g, &mu, true), nash);
        }
    }
    let g = traffic_light();
    assert!(is_correlated_equilibrium(
        &g,
        &point_mass(&g, &[1, 0]),
        false
    ));
}

#[test]
fn three_player_games_against_brute_force() {
    for seed in 0..4 {
        let g = random_game(&[2, 2, 2], 100 + seed);
        // The lifted brute force (43 758 systems) for one game only.
        let ce = check_against_vertices(&g, false, seed == 0);
        let cce = check_against_vertices(&g, true, seed == 0);
        assert!(ce.iter().all(|v| is_correlated_equilibrium(&g, v, true)));
        assert!(!cce.is_empty());
        for objective in objectives(3) {
            let a = correlated_equilibrium(&g, false, objective).unwrap();
            let b = correlated_equilibrium(&g, true, objective).unwrap();
            assert!(b.value >= a.value, "CE ⊂ CCE");
        }
    }
}

#[test]
fn larger_games_agree_with_the_float_simplex() {
    // Exact and float optima agree (checked inside), and the answer is an equilibrium.
    for (shape, seed) in [
        (&[3, 3, 2][..], 7),
        (&[4, 4][..], 8),
        (&[3, 3, 3, 2][..], 9),
    ] {
        let g = random_game(shape, seed);
        for coarse in [false, true] {
            for objective in objectives(shape.len()) {
                let ce = correlated_equilibrium(&g, coarse, objective).unwrap();
                assert!(is_correlated_equilibrium(&g, &ce.distribution, coarse));
                let scale = payoff_scale(&g);
                assert!((ce.float_value - to_f64(&ce.value)).abs() <= 1e-9 * scale);
            }
        }
    }
}

#[test]
fn objectives_parse_and_print() {
    assert_eq!(Objective::parse("welfare"), Ok(Objective::Welfare));
    assert_eq!(Objective::parse(" Welfare "), Ok(Objective::Welfare));
    assert_eq!(Objective::parse("min"), Ok(Objective::MinPayoff));
    assert_eq!(Objective::parse("player:1"), Ok(Objective::Player(0)));
    assert_eq!(Objective::parse("PLAYER:6"), Ok(Objective::Player(5)));
    for bad in [
        "", "max", "player", "player:", "player:0", "player:7", "player:x", "min:1",
    ] {
        let err = Objective::parse(bad).unwrap_err();
        assert!(
            err.contains("welfare") && err.contains("player:K") && err.contains("1 to 6"),
            "{bad}: {err}"
        );
    }
    for o in objectives(6) {
        assert_eq!(Objective::parse(&o.to_string()), Ok(o));
    }
}

#[test]
fn errors_are_values() {
    let g = chicken();
    let err = correlated_equilibrium(&g, false, Objective::Player(2)).unwrap_err();
    assert_eq!(
        err,
        CorrelatedError::PlayerOutOfRange {
            player: 2,
            players: 2
        }
    );
    assert!(err.to_string().contains("no player 3"), "{err}");
    let big = random_game(&[3, 3, 2], 1);
    assert!(matches!(
        vertices(&big, false),
        Err(CorrelatedError::TooLarge(_))
    ));
    let huge = random_game(&[65, 64], 2);
    let err = correlated_equilibrium(&huge, false, Objective::Welfare).unwrap_err();
    assert!(matches!(err, CorrelatedError::TooLarge(_)), "{err}");
}

#[test]
fn one_profile_game() {
    let g = game(&[&["a"], &["b"]], &[&[3, -1]]);
    assert_eq!(vertices(&g, false).unwrap(), vec![vec![q(1)]]);
    let ce = correlated_equilibrium(&g, false, Objective::MinPayoff).unwrap();
    assert_eq!(ce.value, q(-1));
}

#[test]
#[ignore]
fn bench_tmp() {
    for shape in [
        &[8, 8][..],
        &[12, 12][..],
        &[4, 4, 4][..],
        &[6, 6, 6][..],
        &[4, 4, 4, 4][..],
        &[3, 3, 3, 3, 3][..],
        &[4, 4, 4, 4, 4, 4][..],
        &[16, 16, 16][..],
        &[20, 20][..],
    ] {
        let g = random_game(shape, 5);
        for coarse in [false, true] {
            let t = std::time::Instant::now();
            let r = correlated_equilibrium(&g, coarse, Objective::Welfare);
            eprintln!(
                "{shape:?} coarse={coarse}: {:?} {:?}",
                t.elapsed(),
                r.map(|c| c.value)
            );
        }
    }
}
