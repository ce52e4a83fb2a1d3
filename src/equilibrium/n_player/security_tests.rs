//! Tests of the n-player security module.
use super::*;
use crate::exact::to_f64;
use crate::models::strategic::Bimatrix;
use rand_core::SeedableRng;
use rand_pcg::Pcg64;

/// An integer as an exact number.
pub(crate) fn q(n: i64) -> Q {
    Q::from_integer(n.into())
}

/// Strategy names `1`, `2`, … for every player of a shape.
pub(crate) fn names(shape: &[usize]) -> Vec<Vec<String>> {
    shape
        .iter()
        .map(|&k| (1..=k).map(|i| i.to_string()).collect())
        .collect()
}

/// A game with integer payoffs drawn from `lo..=hi`.
pub(crate) fn random_game(rng: &mut Pcg64, shape: &[usize], lo: i64, hi: i64) -> StrategicGame {
    let cells: usize = shape.iter().product();
    let mut draw = || lo + i64::from(crate::rng::below(rng, (hi - lo + 1) as u32));
    let payoffs = (0..cells)
        .map(|_| shape.iter().map(|_| q(draw())).collect())
        .collect();
    StrategicGame::new(vec![], names(shape), payoffs).unwrap()
}

/// Checks one player's answer by brute force over the table: the maxmin strategy earns at
/// least the maxmin against every profile of the others, the punishment holds every
/// strategy to at most the minmax, and the pure minmax is the pure minimum of maxima. The
/// others' profiles are numbered by filtering the table (not as [`payoff_matrix`] does).
fn brute_force(g: &StrategicGame, sec: &SecurityN) {
    let i = sec.player;
    let mut u: Vec<Vec<Q>> = vec![Vec::new(); g.shape()[i]];
    for (idx, payoffs) in g.table().iter().enumerate() {
        u[g.profile(idx)[i]].push(payoffs[i].clone());
    }
    for t in 0..u[0].len() {
        let v: Q = u
            .iter()
            .zip(&sec.maxmin_strategy)
            .map(|(r, p)| p * &r[t])
            .sum();
        assert!(v >= sec.maxmin, "player {i} column {t}");
    }
    for (s, r) in u.iter().enumerate() {
        let v: Q = r.iter().zip(&sec.punishment).map(|(x, p)| p * x).sum();
        assert!(v <= sec.minmax_correlated, "player {i} row {s}");
    }
    let pure = (0..u[0].len())
        .map(|t| u.iter().map(|r| r[t].clone()).max().unwrap())
        .min()
        .unwrap();
    assert_eq!(pure, sec.minmax_pure);
    assert_eq!(sec.punishment.iter().sum::<Q>(), q(1));
    assert_eq!(sec.maxmin_strategy.iter().sum::<Q>(), q(1));
}

/// The correlated minmax by a different exact LP: the punishers' side written directly,
/// `min v` subject to `Σ_t ρ_t u(s, t) ≤ v` for every `s` and `Σ ρ = 1`, with the free `v`
/// shifted to `v + c ≥ 0`.
fn minmax_direct(u: &[Vec<Q>]) -> Q {
    let l = u[0].len();
    let c = u.iter().flatten().map(|v| v.abs()).max().unwrap() + q(1);
    let mut obj = vec![Q::zero(); l];
    obj.push(q(1));
    let mut lp = ExactProblem::new(Direction::Minimize, obj);
    for row in u {
        let mut a: Vec<Q> = row.iter().map(|v| -v).collect();
        a.push(q(1));
        lp.add_constraint(a, ComparisonOp::Ge, c.clone());
    }
    let mut ones = vec![q(1); l];
    ones.push(Q::zero());
    lp.add_constraint(ones, ComparisonOp::Eq, q(1));
    lp.solve().unwrap().objective - c
}

#[test]
fn matching_pennies_with_a_dummy_third_player() {
    // Players 1 and 2 play matching pennies whatever player 3 does; player 3 gets 0.
    let g = StrategicGame::new(
        vec![],
        names(&[2, 2, 2]),
        (0..8)
            .map(|i| {
                let (a, b) = (i % 2, (i / 2) % 2);
                let w = if a == b { 1 } else { -1 };
                vec![q(w), q(-w), q(0)]
            })
            .collect(),
    )
    .unwrap();
    let levels = security_levels(&g).unwrap();
    let half = Q::new(1.into(), 2.into());
    for sec in &levels[..2] {
        assert_eq!(sec.maxmin, q(0));
        assert_eq!(sec.minmax_correlated, q(0));
        assert_eq!(sec.maxmin_strategy, vec![half.clone(), half.clone()]);
        // Pure punishment leaves the player a matching (or mismatching) reply.
        assert_eq!(sec.minmax_pure, q(1));
        assert_eq!(sec.punishment.len(), 4);
        brute_force(&g, sec);
    }
    assert_eq!(levels[2].maxmin, q(0));
    assert_eq!(levels[2].minmax_pure, q(0));
    brute_force(&g, &levels[2]);
}

#[test]
fn maxmin_equals_the_correlated_minmax_on_random_games() {
    let mut rng = Pcg64::seed_from_u64(7);
    for round in 0..40 {
        let shape: Vec<usize> = (0..3)
            .map(|_| 1 + crate::rng::below(&mut rng, 4) as usize)
            .collect();
        let range = [1, 5, 50][round % 3];
        let g = random_game(&mut rng, &shape, -range, range);
        let keep: Vec<Vec<usize>> = shape.iter().map(|&k| (0..k).collect()).collect();
        for sec in security_levels(&g).unwrap() {
            assert_eq!(sec.maxmin, sec.minmax_correlated);
            assert!(sec.minmax_pure >= sec.minmax_correlated);
            brute_force(&g, &sec);
            let u = payoff_matrix(&g, sec.player, &keep);
            assert_eq!(minmax_direct(&u), sec.minmax_correlated, "{shape:?}");
        }
    }
}

#[test]
fn two_players_agree_with_the_bimatrix_security_levels() {
    let mut rng = Pcg64::seed_from_u64(11);
    let mut games: Vec<Bimatrix> = (0..25)
        .map(|_| {
            let shape = [
                1 + crate::rng::below(&mut rng, 5) as usize,
                1 + crate::rng::below(&mut rng, 5) as usize,
            ];
            random_game(&mut rng, &shape, -9, 9).to_bimatrix().unwrap()
        })
        .collect();
    games.push(
        crate::models::nfg::parse(include_str!(
            "../../../tests/data/nfg/mixed-domination-4x4.nfg"
        ))
        .unwrap()
        .game,
    );
    for b in games {
        let g = StrategicGame::from_bimatrix(&b);
        for sec in security_levels(&g).unwrap() {
            let two =
                crate::equilibrium::security(&b, crate::game::Player(sec.player as u8)).unwrap();
            let scale = 1.0 + two.maxmin.abs();
            assert!((to_f64(&sec.maxmin) - two.maxmin).abs() < 1e-9 * scale);
            assert!((to_f64(&sec.minmax_correlated) - two.minmax).abs() < 1e-9 * scale);
            brute_force(&g, &sec);
        }
    }
}

#[test]
fn rock_paper_scissors_and_bad_matrices() {
    let rps: Vec<Vec<Q>> = [[0, -1, 1], [1, 0, -1], [-1, 1, 0]]
        .iter()
        .map(|r| r.iter().map(|&v| q(v)).collect())
        .collect();
    let m = matrix_game(&rps).unwrap();
    let third = Q::new(1.into(), 3.into());
    assert_eq!(
        (m.value, m.row, m.col),
        (q(0), vec![third.clone(); 3], vec![third; 3])
    );
    assert!(matrix_game(&[]).is_err());
    assert!(matrix_game(&[vec![q(1)], vec![]]).is_err());
}

#[test]
fn the_support_solve_the_double_oracle_and_the_simplex_agree() {
    // Three exact routes to a matrix game's value: the float-guided support solve (as
    // `matrix_game` runs it), the double oracle without a hint, and the exact simplex on
    // the whole matrix. Small ranges make degenerate games, rational entries scale the
    // integers, and entries of 10³⁰ overflow `i128` in the elimination (big integers).
    let mut rng = Pcg64::seed_from_u64(3);
    let mut fast = 0;
    for round in 0..120 {
        let (m, n) = (
            1 + crate::rng::below(&mut rng, 6) as usize,
            1 + crate::rng::below(&mut rng, 6) as usize,
        );
        let range = [1u32, 3, 1000][round % 3];
        let big = Q::from_integer(BigInt::from(10).pow(30));
        let a: Vec<Vec<Q>> = (0..m)
            .map(|_| {
                (0..n)
                    .map(|_| {
                        let v = q(i64::from(crate::rng::below(&mut rng, 2 * range + 1))
                            - i64::from(range));
                        match round % 4 {
                            0 => v / q(7),
                            1 => v * &big,
                            _ => v,
                        }
                    })
                    .collect()
            })
            .collect();
        let ints = Integers::new(&a);
        let by_support = float_hint(&a).and_then(|h| support_solution(&ints, &h));
        let got = matrix_game(&a).unwrap();
        let oracle = double_oracle(&a, &ints, None).unwrap();
        let simplex = exact_simplex(&a).unwrap();
        assert!(ints.certify(&oracle) && ints.certify(&simplex));
        assert_eq!(got.value, oracle.value, "{a:?}");
        assert_eq!(got.value, simplex.value, "{a:?}");
        if let Some(s) = by_support.filter(|s| ints.certify(s)) {
            assert_eq!(s.value, got.value);
            fast += 1;
        }
    }
    assert!(fast > 60, "{fast}");
}

#[test]
fn large_games_are_refused() {
    let g = StrategicGame::new(
        vec![],
        names(&[50, 50, 41]),
        vec![vec![q(0); 3]; 50 * 50 * 41],
    )
    .unwrap();
    let msg = security_levels(&g).unwrap_err().to_string();
    assert!(
        msg.contains("up to 100000 pure profiles; this one has 102500"),
        "{msg}"
    );
    let square =
        StrategicGame::new(vec![], names(&[201, 201]), vec![vec![q(0); 2]; 201 * 201]).unwrap();
    let msg = security_levels(&square).unwrap_err().to_string();
    assert!(
        msg.contains("player 1 has 201 strategies against 201 profiles"),
        "{msg}"
    );
    let wide = StrategicGame::new(vec![], names(&[400, 200]), vec![vec![q(0); 2]; 80_000]).unwrap();
    assert_eq!(security_levels(&wide).unwrap().len(), 2);
}
