//! Tests of the simplex's warm starts: a restricted game grown a row and a column at a time,
//! and in batches ([`Solution::extend`]), each step against a cold solve; failed steps that
//! leave the solution as it was; a corrupted tableau repaired by refactorisation; steps that
//! change nothing and cost no pivot.

use super::tests::*;
use super::*;
use crate::rng::Seed;

/// A restricted game grown one row and one column at a time with warm starts, each step
/// compared with a cold solve of the same enlarged problem.
fn grow_restricted_game(seed: Seed, size: usize) -> (u64, u64) {
    let a = random_matrix(seed, size, size);
    let mut cold = Problem::new(Direction::Maximize);
    let x0 = cold.add_var(0.0, NONNEG);
    let v = cold.add_var(1.0, FREE);
    let mut rows = vec![x0];
    let mut cols = vec![cold.add_constraint(&[(x0, a[0][0]), (v, -1.0)], ComparisonOp::Ge, 0.0)];
    let sum = cold.add_constraint(&[(x0, 1.0)], ComparisonOp::Eq, 1.0);
    let mut warm = cold.solve().unwrap();
    let mut cold_pivots = warm.iterations();
    for (k, a_k) in a.iter().enumerate().skip(1) {
        // A new row strategy: a column of the LP.
        let mut column: Vec<(Constraint, f64)> =
            cols.iter().enumerate().map(|(j, &c)| (c, a_k[j])).collect();
        column.push((sum, 1.0));
        let xk = warm.add_var(0.0, NONNEG, &column).unwrap();
        assert_eq!(cold.add_var(0.0, NONNEG), xk);
        for &(c, coef) in &column {
            cold.rows[c.0].coeffs.push((xk.0, coef));
        }
        rows.push(xk);
        let s = solve_checked(&cold);
        cold_pivots += s.iterations();
        assert!(
            close(warm.objective(), s.objective(), 1e-9),
            "after row {k}: {} vs {}",
            warm.objective(),
            s.objective()
        );
        check_duality(&cold, &warm);
        // A new column strategy: a row of the LP.
        let mut expr: Vec<(Variable, f64)> = rows
            .iter()
            .enumerate()
            .map(|(i, &xi)| (xi, a[i][k]))
            .collect();
        expr.push((v, -1.0));
        let c = warm.add_constraint(&expr, ComparisonOp::Ge, 0.0).unwrap();
        assert_eq!(cold.add_constraint(&expr, ComparisonOp::Ge, 0.0), c);
        cols.push(c);
        let s = solve_checked(&cold);
        cold_pivots += s.iterations();
        assert!(
            close(warm.objective(), s.objective(), 1e-9),
            "after column {k}: {} vs {}",
            warm.objective(),
            s.objective()
        );
        check_duality(&cold, &warm);
    }
    assert_close!(warm.objective(), game_value(&a), 1e-9);
    assert_eq!(warm.tableau.refactorisations, 0);
    (warm.iterations(), cold_pivots)
}

#[test]
fn warm_start_matches_cold_solves_with_fewer_pivots() {
    for (seed, size) in [(Seed(1), 12), (Seed(2), 25), (Seed(3), 40)] {
        let (warm, cold) = grow_restricted_game(seed, size);
        assert!(warm < cold, "size {size}: warm {warm} pivots, cold {cold}");
    }
}

/// A restricted game grown by `batch` rows and columns at a time with [`Solution::extend`]
/// (the new rows use the new columns), each step compared with a cold solve.
#[test]
fn batch_warm_starts_match_cold_solves() {
    for (seed, size, batch) in [(Seed(4), 13, 3), (Seed(5), 30, 4), (Seed(6), 24, 23)] {
        let a = random_matrix(seed, size, size);
        let mut cold = Problem::new(Direction::Maximize);
        let x0 = cold.add_var(0.0, NONNEG);
        let v = cold.add_var(1.0, FREE);
        let mut rows = vec![x0];
        let mut cols =
            vec![cold.add_constraint(&[(x0, a[0][0]), (v, -1.0)], ComparisonOp::Ge, 0.0)];
        let sum = cold.add_constraint(&[(x0, 1.0)], ComparisonOp::Eq, 1.0);
        let mut warm = cold.solve().unwrap();
        let mut k = 1;
        while k < size {
            let end = (k + batch).min(size);
            // New row strategies (columns, in the existing rows), then new column strategies
            // (rows, over every row strategy, new ones included).
            let vars: Vec<_> = (k..end)
                .map(|i| {
                    let mut column: Vec<(Constraint, f64)> = cols
                        .iter()
                        .enumerate()
                        .map(|(j, &c)| (c, a[i][j]))
                        .collect();
                    column.push((sum, 1.0));
                    (0.0, NONNEG, column)
                })
                .collect();
            for (_, _, column) in &vars {
                let xi = cold.add_var(0.0, NONNEG);
                for &(c, coef) in column {
                    cold.rows[c.0].coeffs.push((xi.0, coef));
                }
                rows.push(xi);
            }
            let new_rows: Vec<_> = (k..end)
                .map(|j| {
                    let mut expr: Vec<(Variable, f64)> = rows
                        .iter()
                        .enumerate()
                        .map(|(i, &xi)| (xi, a[i][j]))
                        .collect();
                    expr.push((v, -1.0));
                    (expr, ComparisonOp::Ge, 0.0)
                })
                .collect();
            let (new_vars, new_cons) = warm.extend(&vars, &new_rows).unwrap();
            assert_eq!(new_vars, rows[k..].to_vec());
            let first = cols.len();
            for (expr, op, rhs) in &new_rows {
                cols.push(cold.add_constraint(expr, *op, *rhs));
            }
            assert_eq!(new_cons, cols[first..].to_vec());
            let s = solve_checked(&cold);
            assert!(
                close(warm.objective(), s.objective(), 1e-9),
                "size {size} after {end}: {} vs {}",
                warm.objective(),
                s.objective()
            );
            check_duality(&cold, &warm);
            k = end;
        }
        assert_close!(warm.objective(), game_value(&a), 1e-9);
    }
}

#[test]
fn a_failed_batch_warm_start_leaves_the_solution_unchanged() {
    let mut p = Problem::new(Direction::Maximize);
    let x = p.add_var(1.0, (0.0, 4.0));
    let y = p.add_var(1.0, NONNEG);
    p.add_constraint(&[(x, 1.0), (y, 1.0)], ComparisonOp::Le, 5.0);
    let mut s = p.solve().unwrap();
    let before = s.iterations();
    // A new variable z ≤ 1 and a row z ≥ 2: infeasible.
    let z = Variable(2);
    let bad = s.extend(
        &[(0.0, (0.0, 1.0), Vec::new())],
        &[(vec![(z, 1.0)], ComparisonOp::Ge, 2.0)],
    );
    assert_eq!(bad.unwrap_err(), Error::Infeasible);
    assert_eq!(s.iterations(), before);
    assert_close!(s.objective(), 5.0);
    // A good batch afterwards: z ≤ 3 with weight 2 in x + y + z ≤ 5... as a new row.
    let (vars, cons) = s
        .extend(
            &[(2.0, (0.0, 3.0), Vec::new())],
            &[(vec![(x, 1.0), (z, 1.0)], ComparisonOp::Le, 4.0)],
        )
        .unwrap();
    assert_eq!((vars, cons.len()), (vec![z], 1));
    // x + y ≤ 5, x + z ≤ 4, z ≤ 3: best x + y + 2z = 5 + 6 with x = 1, y = 4, z = 3.
    assert_close!(s.objective(), 11.0);
}

#[test]
fn warm_start_failures_leave_the_solution_unchanged() {
    let mut p = Problem::new(Direction::Maximize);
    let x = p.add_var(1.0, (0.0, 4.0));
    let y = p.add_var(1.0, NONNEG);
    let c = p.add_constraint(&[(x, 1.0), (y, 1.0)], ComparisonOp::Le, 5.0);
    let mut s = p.solve().unwrap();
    assert_close!(s.objective(), 5.0);
    let before = s.iterations();
    assert_eq!(
        s.add_constraint(&[(x, 1.0), (y, 1.0)], ComparisonOp::Ge, 6.0)
            .unwrap_err(),
        Error::Infeasible
    );
    assert_eq!(s.add_var(1.0, NONNEG, &[]).unwrap_err(), Error::Unbounded);
    assert_eq!(
        s.add_var(1.0, (3.0, 2.0), &[(c, 1.0)]).unwrap_err(),
        Error::Infeasible
    );
    assert_eq!(s.iterations(), before);
    assert_close!(s.objective(), 5.0);
    // And the solution still warm-starts correctly afterwards.
    let z = s.add_var(2.0, (1.0, 3.0), &[(c, 1.0)]).unwrap();
    assert_close!(s.objective(), 2.0 * 3.0 + 2.0);
    assert_close!(s[z], 3.0);
    let d = s
        .add_constraint(&[(x, 1.0), (z, -1.0)], ComparisonOp::Ge, 0.0)
        .unwrap();
    // x ≥ z, x + y + z ≤ 5: best 2z + x + y with x ≥ z: z = 2.5, x = 2.5 → 7.5.
    assert_close!(s.objective(), 7.5);
    assert!(s.dual(d) <= 0.0);
}

#[test]
fn corrupted_tableau_is_repaired_by_refactorisation() {
    let (p, x, _, _) = game_problem(&random_matrix(Seed(9), 8, 8));
    let mut s = p.solve().unwrap();
    // The new row halves the largest probability, so the warm step must pivot.
    let big = *x.iter().max_by(|a, b| s[**a].total_cmp(&s[**b])).unwrap();
    let cap = s[big] / 2.0;
    let mut cold = p.clone();
    let c = cold.add_constraint(&[(big, 1.0)], ComparisonOp::Le, cap);
    let want = cold.solve().unwrap().objective();
    let mut clean = s.clone();
    clean
        .add_constraint(&[(big, 1.0)], ComparisonOp::Le, cap)
        .unwrap();
    assert_close!(clean.objective(), want, 1e-9);
    assert!(clean.iterations() > s.iterations());
    // Simulate drift: damage the tableau entries and every basic value, then warm-start.
    for v in s.tableau.t.iter_mut().step_by(7) {
        *v *= 1.0 + 1e-3;
    }
    for v in s.tableau.x.iter_mut() {
        *v += 1e-5;
    }
    let mut damaged = s.clone();
    let got = damaged.add_constraint(&[(big, 1.0)], ComparisonOp::Le, cap);
    assert_eq!(got, Ok(c));
    assert_close!(damaged.objective(), want, 1e-9);
    check_duality(&cold, &damaged);
    // Without refactorisations the damage is caught and reported, not returned.
    s.problem.options.max_refreshes = 0;
    let got = s.add_constraint(&[(big, 1.0)], ComparisonOp::Le, cap);
    assert!(matches!(got, Err(Error::Numerical(_))), "{got:?}");
}

// ---------------------------------------------------------------- degenerate structure

#[test]
fn warm_steps_that_change_nothing_cost_no_pivot() {
    let a = vec![vec![3.0, -1.0], vec![-2.0, 2.0]];
    let (p, x, v, cols) = game_problem(&a);
    let mut s = p.solve().unwrap();
    let (value, before) = (s.objective(), s.iterations());
    let sum = Constraint(cols.len());
    // A strictly dominated row (below row 1 everywhere) and a dominated column (above
    // column 0 everywhere, bad for the minimiser).
    let row = s
        .add_var(0.0, NONNEG, &[(cols[0], -3.0), (cols[1], 1.0), (sum, 1.0)])
        .unwrap();
    assert_eq!(s.iterations(), before);
    assert_eq!(s[row], 0.0);
    let col = s
        .add_constraint(
            &[(x[0], 4.0), (x[1], -1.0), (row, -2.0), (v, -1.0)],
            ComparisonOp::Ge,
            0.0,
        )
        .unwrap();
    assert_eq!(s.iterations(), before);
    assert_close!(s.objective(), value);
    assert_eq!(s.dual(col), 0.0);
    // Matching equality and ≤ rows added warm behave like cold solves.
    let mut cold = p.clone();
    cold.add_var(0.0, NONNEG);
    for (c, coef) in [(cols[0], -3.0), (cols[1], 1.0), (sum, 1.0)] {
        cold.rows[c.0].coeffs.push((row.0, coef));
    }
    cold.add_constraint(
        &[(x[0], 4.0), (x[1], -1.0), (row, -2.0), (v, -1.0)],
        ComparisonOp::Ge,
        0.0,
    );
    for (expr, op, rhs) in [
        (vec![(x[0], 1.0), (x[1], -1.0)], ComparisonOp::Eq, 0.25),
        (vec![(x[1], 1.0)], ComparisonOp::Le, 0.5),
    ] {
        s.add_constraint(&expr, op, rhs).unwrap();
        cold.add_constraint(&expr, op, rhs);
        let c = solve_checked(&cold);
        assert_close!(s.objective(), c.objective());
        check_duality(&cold, &s);
    }
    // With x1 = x0 − 1/4 and the dominated row x2 = 5/4 − 2·x0 the columns pay 7·x0 − 13/4,
    // 3/4 − x0 and 7·x0 − 9/4: the best is x0 = 1/2 with value 1/4 (and x1 = 1/4 ≤ 1/2).
    assert_close!(s[x[0]], 0.5);
    assert_close!(s[row], 0.25);
    assert_close!(s.objective(), 0.25);
}
