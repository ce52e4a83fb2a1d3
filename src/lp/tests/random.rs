//! Matrix games' values and random LPs against vertex enumeration and strong duality.

use super::*;

#[test]
fn matrix_game_values() {
    let pennies = vec![vec![1.0, -1.0], vec![-1.0, 1.0]];
    assert_close!(game_value(&pennies), 0.0);
    let rps = vec![
        vec![0.0, -1.0, 1.0],
        vec![1.0, 0.0, -1.0],
        vec![-1.0, 1.0, 0.0],
    ];
    assert_close!(game_value(&rps), 0.0);
    // Diagonal game diag(1, 2, 3): value 1 / (1 + 1/2 + 1/3) = 6/11, x ∝ (1, 1/2, 1/3).
    let diag = vec![
        vec![1.0, 0.0, 0.0],
        vec![0.0, 2.0, 0.0],
        vec![0.0, 0.0, 3.0],
    ];
    assert_close!(game_value(&diag), 6.0 / 11.0);
    let (p, x, _, _) = game_problem(&diag);
    let s = p.solve().unwrap();
    for (i, w) in [6.0, 3.0, 2.0].iter().enumerate() {
        assert_close!(s[x[i]], w / 11.0);
    }
    // A saddle point: value 2 (row 1 column 0).
    let saddle = vec![
        vec![1.0, 3.0, 4.0],
        vec![2.0, 5.0, 3.0],
        vec![0.0, 6.0, 1.0],
    ];
    assert_close!(game_value(&saddle), 2.0);
    // 2×3 (Ferguson's example): value 3/2... computed independently: rows (0,1,4),(3,2,0)?
    // Row mix p: columns 3(1−p), p + 2(1−p) = 2 − p, 4p → maximin at 3 − 3p = 4p ⇒ p = 3/7
    // gives 12/7 but column 1 gives 2 − 3/7 = 11/7 < 12/7; at 2 − p = 4p ⇒ p = 2/5: 8/5,
    // column 0 gives 9/5 ≥ 8/5; at 3 − 3p = 2 − p ⇒ p = 1/2: 3/2 < 8/5. Value 8/5.
    let rect = vec![vec![0.0, 1.0, 4.0], vec![3.0, 2.0, 0.0]];
    assert_close!(game_value(&rect), 1.6);
}

#[test]
fn random_games_are_solved_with_consistent_strategies() {
    for k in 0..20u64 {
        let mut rng = Seed(100 + k).rng();
        let (r, c) = (
            2 + below(&mut rng, 11) as usize,
            2 + below(&mut rng, 11) as usize,
        );
        game_value(&random_matrix(Seed(200 + k), r, c));
    }
}

// ---------------------------------------------------------------- random LPs vs brute force

/// Solves `a·z = b` by Gaussian elimination with partial pivoting; `None` when singular.
fn gauss(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let n = b.len();
    for k in 0..n {
        let p = (k..n).max_by(|&i, &j| a[i][k].abs().total_cmp(&a[j][k].abs()))?;
        if a[p][k].abs() < 1e-9 {
            return None;
        }
        a.swap(k, p);
        b.swap(k, p);
        let (top, bottom) = a.split_at_mut(k + 1);
        let pivot_row = &top[k];
        for (i, row) in bottom.iter_mut().enumerate() {
            let f = row[k] / pivot_row[k];
            for (x, &y) in row[k..].iter_mut().zip(&pivot_row[k..]) {
                *x -= f * y;
            }
            b[k + 1 + i] -= f * b[k];
        }
    }
    let mut z = vec![0.0; n];
    for k in (0..n).rev() {
        let s: f64 = (k + 1..n).map(|j| a[k][j] * z[j]).sum();
        z[k] = (b[k] - s) / a[k][k];
    }
    Some(z)
}

/// Best objective (internal minimisation sign) over all vertices of a box-bounded problem,
/// by choosing `n` tight hyperplanes among rows and bounds; `None` when nothing is feasible.
fn brute_force(p: &Problem) -> Option<f64> {
    let n = p.num_vars();
    let mut planes: Vec<(Vec<f64>, f64)> = Vec::new();
    for row in &p.rows {
        let mut a = vec![0.0; n];
        for &(j, c) in &row.coeffs {
            a[j] = c;
        }
        planes.push((a, row.rhs));
    }
    for j in 0..n {
        let mut e = vec![0.0; n];
        e[j] = 1.0;
        planes.push((e.clone(), p.lo[j]));
        planes.push((e, p.hi[j]));
    }
    let feasible = |z: &[f64]| {
        (0..n).all(|j| z[j] >= p.lo[j] - 1e-7 && z[j] <= p.hi[j] + 1e-7)
            && p.rows.iter().all(|row| {
                let act: f64 = row.coeffs.iter().map(|&(j, a)| a * z[j]).sum();
                match row.op {
                    ComparisonOp::Le => act <= row.rhs + 1e-7,
                    ComparisonOp::Ge => act >= row.rhs - 1e-7,
                    ComparisonOp::Eq => (act - row.rhs).abs() <= 1e-7,
                }
            })
    };
    let mut best: Option<f64> = None;
    let mut pick: Vec<usize> = (0..n).collect();
    loop {
        let a: Vec<Vec<f64>> = pick.iter().map(|&k| planes[k].0.clone()).collect();
        let b: Vec<f64> = pick.iter().map(|&k| planes[k].1).collect();
        if let Some(z) = gauss(a, b) {
            if feasible(&z) {
                let obj: f64 = (0..n).map(|j| p.internal_cost(j) * z[j]).sum();
                best = Some(best.map_or(obj, |b: f64| b.min(obj)));
            }
        }
        // Next combination of n out of planes.len().
        let total = planes.len();
        let mut k = n;
        loop {
            if k == 0 {
                return best;
            }
            k -= 1;
            if pick[k] < total - n + k {
                pick[k] += 1;
                for l in k + 1..n {
                    pick[l] = pick[l - 1] + 1;
                }
                break;
            }
        }
    }
}

fn random_lp(rng: &mut GameRng, integer: bool) -> Problem {
    let n = 3 + below(rng, 4) as usize;
    let m = 2 + below(rng, 5) as usize;
    let dir = if below(rng, 2) == 0 {
        Direction::Minimize
    } else {
        Direction::Maximize
    };
    let mut p = Problem::new(dir);
    let coef = |rng: &mut GameRng| {
        if integer {
            below(rng, 11) as f64 - 5.0
        } else {
            unit_f64(rng) * 10.0 - 5.0
        }
    };
    let vars: Vec<Variable> = (0..n)
        .map(|_| {
            let lo = below(rng, 7) as f64 - 3.0;
            let hi = lo + below(rng, 6) as f64;
            let c = coef(rng);
            p.add_var(c, (lo, hi))
        })
        .collect();
    for _ in 0..m {
        let expr: Vec<(Variable, f64)> = vars.iter().map(|&v| (v, coef(rng))).collect();
        let op = match below(rng, 7) {
            0 => ComparisonOp::Eq,
            1..=3 => ComparisonOp::Le,
            _ => ComparisonOp::Ge,
        };
        let rhs = coef(rng) * 2.0;
        p.add_constraint(&expr, op, rhs);
    }
    p
}

#[test]
fn random_small_lps_match_vertex_enumeration_and_strong_duality() {
    let mut rng = Seed(2024).rng();
    let (mut optimal, mut infeasible) = (0, 0);
    for k in 0..400 {
        let p = random_lp(&mut rng, k % 2 == 0);
        let sign = if p.direction == Direction::Maximize {
            -1.0
        } else {
            1.0
        };
        match (p.solve(), brute_force(&p)) {
            (Ok(s), Some(best)) => {
                check_duality(&p, &s);
                assert!(
                    close(sign * s.objective(), best, 1e-7),
                    "instance {k}: {} vs {best}",
                    sign * s.objective()
                );
                optimal += 1;
            }
            (Err(Error::Infeasible), None) => infeasible += 1,
            (r, b) => panic!("instance {k}: simplex {r:?}, brute force {b:?}\n{p:?}"),
        }
    }
    // Both outcomes must be exercised for the test to mean something.
    assert!(
        optimal > 100 && infeasible > 20,
        "optimal {optimal}, infeasible {infeasible}"
    );
}

#[test]
fn random_lps_with_free_and_one_sided_variables_satisfy_strong_duality() {
    let mut rng = Seed(77).rng();
    let (mut optimal, mut unbounded) = (0, 0);
    for k in 0..300 {
        let mut p = random_lp(&mut rng, k % 2 == 1);
        for j in 0..p.num_vars() {
            match below(&mut rng, 4) {
                0 => p.lo[j] = f64::NEG_INFINITY,
                1 => p.hi[j] = INF,
                2 => (p.lo[j], p.hi[j]) = FREE,
                _ => {}
            }
        }
        match p.solve() {
            Ok(s) => {
                check_duality(&p, &s);
                optimal += 1;
            }
            Err(Error::Unbounded) => {
                // Boxed to ±r the optimum must keep improving with r (a bounded problem's
                // optimum would stop moving once the box contains it).
                let boxed = |r: f64| {
                    let mut q = p.clone();
                    for j in 0..q.num_vars() {
                        q.lo[j] = q.lo[j].max(-r);
                        q.hi[j] = q.hi[j].min(r);
                    }
                    q.solve().map(|s| s.objective())
                };
                if let (Ok(small), Ok(big)) = (boxed(1e4), boxed(1e7)) {
                    let gain = match p.direction {
                        Direction::Minimize => small - big,
                        Direction::Maximize => big - small,
                    };
                    assert!(
                        gain > 1e-3 * (1.0 + small.abs()),
                        "instance {k}: not unbounded"
                    );
                    unbounded += 1;
                }
            }
            Err(Error::Infeasible) => {
                let mut q = p.clone();
                for j in 0..q.num_vars() {
                    q.lo[j] = q.lo[j].max(-1e3);
                    q.hi[j] = q.hi[j].min(1e3);
                }
                // Boxing cannot make an infeasible problem feasible.
                assert_eq!(q.solve().unwrap_err(), Error::Infeasible, "instance {k}");
            }
            Err(e) => panic!("instance {k}: {e}"),
        }
    }
    assert!(
        optimal > 50 && unbounded > 10,
        "optimal {optimal}, unbounded {unbounded}"
    );
}
