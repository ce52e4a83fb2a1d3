//! Degenerate games under every safeguard, the assignment problem, and medium sparse LPs,
//! each certified by strong duality.

use super::*;

// ---------------------------------------------------------------- warm start

/// Pure strategies of Colonel Blotto: ways to put `units` on `fields` battlefields.
fn compositions(units: usize, fields: usize) -> Vec<Vec<usize>> {
    if fields == 1 {
        return vec![vec![units]];
    }
    let mut out = Vec::new();
    for first in 0..=units {
        for mut rest in compositions(units - first, fields - 1) {
            rest.insert(0, first);
            out.push(rest);
        }
    }
    out
}

fn blotto_matrix(fields: usize, a: usize, b: usize) -> Vec<Vec<f64>> {
    let (rs, cs) = (compositions(a, fields), compositions(b, fields));
    rs.iter()
        .map(|x| {
            cs.iter()
                .map(|y| {
                    x.iter()
                        .zip(y)
                        .map(|(p, q)| (p > q) as i32 - (p < q) as i32)
                        .sum::<i32>() as f64
                })
                .collect()
        })
        .collect()
}

#[test]
fn degenerate_games_are_certified_under_every_safeguard() {
    // Payoffs in {−1, 0, 1} and Blotto games: many ties, many degenerate vertices.
    let mut games = vec![
        blotto_matrix(3, 6, 6),
        blotto_matrix(3, 7, 5),
        blotto_matrix(4, 5, 5),
    ];
    for k in 0..6u64 {
        let mut rng = Seed(500 + k).rng();
        let n = 20 + 8 * k as usize;
        games.push(
            (0..n)
                .map(|_| (0..n).map(|_| below(&mut rng, 3) as f64 - 1.0).collect())
                .collect(),
        );
    }
    let mut perturbed = 0;
    for (g, a) in games.iter().enumerate() {
        let mut values = Vec::new();
        for (perturb, bland_after, weighted_pricing) in [
            (true, DEGENERATE_PIVOTS_BEFORE_BLAND, true),
            (false, DEGENERATE_PIVOTS_BEFORE_BLAND, true),
            (true, u32::MAX, false),
        ] {
            let (mut p, x, v, cols) = game_problem(a);
            p.options = Options {
                perturb,
                bland_after,
                weighted_pricing,
                ..Options::default()
            };
            let s = solve_checked(&p);
            perturbed += s.tableau.perturbations;
            // The safety net (refactorising after a failed check) is not needed here.
            assert_eq!(s.tableau.refactorisations, 0, "game {g}");
            // Certificate: x guarantees ≥ value against every column, the dual strategy
            // concedes ≤ value against every row.
            let q: Vec<f64> = cols.iter().map(|&c| -s.dual(c)).collect();
            for j in 0..a[0].len() {
                let pay: f64 = a.iter().zip(&x).map(|(r, &xi)| r[j] * s[xi]).sum();
                assert!(pay >= s[v] - 1e-9, "game {g}");
            }
            for r in a {
                let pay: f64 = r.iter().zip(&q).map(|(aij, qj)| aij * qj).sum();
                assert!(pay <= s[v] + 1e-9, "game {g}");
            }
            values.push(s.objective());
        }
        assert!(
            values.iter().all(|&v| close(v, values[0], 1e-9)),
            "game {g}: {values:?}"
        );
        if g == 0 || g == 2 {
            assert_close!(values[0], 0.0); // symmetric Blotto
        }
    }
    assert!(perturbed > 0, "no instance exercised the perturbation");
}

#[test]
fn assignment_problem_matches_the_best_permutation() {
    // The assignment LP has integral vertices (Birkhoff), so its optimum is the best
    // permutation; n! = 720 permutations are enumerated.
    fn permutations(n: usize) -> Vec<Vec<usize>> {
        if n == 0 {
            return vec![vec![]];
        }
        let mut out = Vec::new();
        for p in permutations(n - 1) {
            for pos in 0..=p.len() {
                let mut q = p.clone();
                q.insert(pos, n - 1);
                out.push(q);
            }
        }
        out
    }
    let n = 6;
    for seed in 0..5 {
        let mut rng = Seed(900 + seed).rng();
        let cost: Vec<Vec<f64>> = (0..n)
            .map(|_| (0..n).map(|_| below(&mut rng, 10) as f64).collect())
            .collect();
        let best = permutations(n)
            .iter()
            .map(|p| p.iter().enumerate().map(|(i, &j)| cost[i][j]).sum::<f64>())
            .fold(f64::INFINITY, f64::min);
        let mut lp = Problem::new(Direction::Minimize);
        let x: Vec<Vec<Variable>> = (0..n)
            .map(|i| (0..n).map(|j| lp.add_var(cost[i][j], (0.0, 1.0))).collect())
            .collect();
        for (i, xi) in x.iter().enumerate() {
            lp.add_constraint(
                &xi.iter().map(|&v| (v, 1.0)).collect::<Vec<_>>(),
                ComparisonOp::Eq,
                1.0,
            );
            lp.add_constraint(
                &(0..n).map(|k| (x[k][i], 1.0)).collect::<Vec<_>>(),
                ComparisonOp::Eq,
                1.0,
            );
        }
        let s = solve_checked(&lp);
        assert_close!(s.objective(), best);
    }
}

#[test]
fn medium_sparse_lps_are_certified_by_strong_duality() {
    // 30–60 rows and columns, ~15% density, all kinds of bounds and rows: the duality check
    // (feasible point, feasible duals, equal objectives) certifies optimality.
    let mut rng = Seed(31).rng();
    let mut solved = 0;
    for k in 0..40 {
        let n = 30 + below(&mut rng, 31) as usize;
        let m = 30 + below(&mut rng, 31) as usize;
        let mut p = Problem::new(if k % 2 == 0 {
            Direction::Minimize
        } else {
            Direction::Maximize
        });
        let vars: Vec<Variable> = (0..n)
            .map(|_| {
                let c = unit_f64(&mut rng) * 4.0 - 2.0;
                let bounds = match below(&mut rng, 5) {
                    0 => FREE,
                    1 => (-(below(&mut rng, 5) as f64), INF),
                    2 => (f64::NEG_INFINITY, below(&mut rng, 5) as f64),
                    _ => (0.0, 1.0 + below(&mut rng, 9) as f64),
                };
                p.add_var(c, bounds)
            })
            .collect();
        for _ in 0..m {
            let mut expr: Vec<(Variable, f64)> = Vec::new();
            for &v in &vars {
                if below(&mut rng, 100) < 15 {
                    expr.push((v, (unit_f64(&mut rng) * 10.0 - 5.0).round()));
                }
            }
            let op =
                [ComparisonOp::Le, ComparisonOp::Ge, ComparisonOp::Eq][below(&mut rng, 3) as usize];
            p.add_constraint(&expr, op, (unit_f64(&mut rng) * 20.0 - 10.0).round());
        }
        // A box row on every variable keeps most instances bounded.
        for &v in &vars {
            p.add_constraint(&[(v, 1.0)], ComparisonOp::Le, 50.0);
            p.add_constraint(&[(v, 1.0)], ComparisonOp::Ge, -50.0);
        }
        match p.solve() {
            Ok(s) => {
                check_duality(&p, &s);
                solved += 1;
            }
            Err(Error::Infeasible) => {}
            Err(e) => panic!("instance {k}: {e}"),
        }
    }
    assert!(solved >= 10, "only {solved} feasible instances");
}
