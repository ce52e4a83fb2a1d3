//! Known optima with their duals, infeasible and unbounded problems, and the cycling examples
//! of Chvátal and Beale.

use super::*;

// ---------------------------------------------------------------- known optima

#[test]
fn wyndor_glass_max_with_duals() {
    // Hillier & Lieberman: max 3x + 5y, x ≤ 4, 2y ≤ 12, 3x + 2y ≤ 18 → 36 at (2, 6).
    let mut p = Problem::new(Direction::Maximize);
    let x = p.add_var(3.0, NONNEG);
    let y = p.add_var(5.0, NONNEG);
    let c1 = p.add_constraint(&[(x, 1.0)], ComparisonOp::Le, 4.0);
    let c2 = p.add_constraint(&[(y, 2.0)], ComparisonOp::Le, 12.0);
    let c3 = p.add_constraint(&[(x, 3.0), (y, 2.0)], ComparisonOp::Le, 18.0);
    let s = solve_checked(&p);
    assert_close!(s.objective(), 36.0);
    assert_close!(s[x], 2.0);
    assert_close!(s.value(y), 6.0);
    assert_close!(s.dual(c1), 0.0);
    assert_close!(s.dual(c2), 1.5);
    assert_close!(s.dual(c3), 1.0);
}

#[test]
fn min_with_ge_rows_and_duals() {
    // min 2x + 3y, x + y ≥ 4, x + 3y ≥ 6 → 9 at (3, 1), duals (1.5, 0.5).
    let mut p = Problem::new(Direction::Minimize);
    let x = p.add_var(2.0, NONNEG);
    let y = p.add_var(3.0, NONNEG);
    let c1 = p.add_constraint(&[(x, 1.0), (y, 1.0)], ComparisonOp::Ge, 4.0);
    let c2 = p.add_constraint(&[(x, 1.0), (y, 3.0)], ComparisonOp::Ge, 6.0);
    let s = solve_checked(&p);
    assert_close!(s.objective(), 9.0);
    assert_close!(s[x], 3.0);
    assert_close!(s[y], 1.0);
    assert_close!(s.dual(c1), 1.5);
    assert_close!(s.dual(c2), 0.5);
}

#[test]
fn free_variables_and_negative_optimum() {
    // min z, z ≥ x − 3, z ≥ −1 − x, x and z free → x = 1, z = −2.
    let mut p = Problem::new(Direction::Minimize);
    let x = p.add_var(0.0, FREE);
    let z = p.add_var(1.0, FREE);
    p.add_constraint(&[(z, 1.0), (x, -1.0)], ComparisonOp::Ge, -3.0);
    p.add_constraint(&[(z, 1.0), (x, 1.0)], ComparisonOp::Ge, -1.0);
    let s = solve_checked(&p);
    assert_close!(s.objective(), -2.0);
    assert_close!(s[x], 1.0);
    assert_close!(s[z], -2.0);
}

#[test]
fn bounds_equalities_and_mixed_rows() {
    // max 2a + 3b + c, a + b + c ≤ 10, a − b ≥ −2, b + c = 6, a ∈ [0, 4], b ∈ [1, 5], c ≥ 0.
    // b + c = 6 and a ≤ 4 give 2a + 3b + c = 2a + 2b + 6; a − b ≥ −2 ⇒ b ≤ a + 2 ≤ 6, b ≤ 5:
    // a = 4, b = 5, c = 1 → 8 + 15 + 1 = 24, and a + b + c = 10 ≤ 10.
    let mut p = Problem::new(Direction::Maximize);
    let a = p.add_var(2.0, (0.0, 4.0));
    let b = p.add_var(3.0, (1.0, 5.0));
    let c = p.add_var(1.0, NONNEG);
    p.add_constraint(&[(a, 1.0), (b, 1.0), (c, 1.0)], ComparisonOp::Le, 10.0);
    p.add_constraint(&[(a, 1.0), (b, -1.0)], ComparisonOp::Ge, -2.0);
    p.add_constraint(&[(b, 1.0), (c, 1.0)], ComparisonOp::Eq, 6.0);
    let s = solve_checked(&p);
    assert_close!(s.objective(), 24.0);
    assert_close!(s[a], 4.0);
    assert_close!(s[b], 5.0);
    assert_close!(s[c], 1.0);
}

#[test]
fn bounds_only_problems() {
    // No rows: each variable goes to its best bound.
    let mut p = Problem::new(Direction::Maximize);
    let x = p.add_var(1.0, (1.0, 3.0));
    let y = p.add_var(-2.0, (-2.0, 5.0));
    let z = p.add_var(1.0, (f64::NEG_INFINITY, 4.0));
    let f = p.add_var(0.0, (2.0, 2.0));
    let s = solve_checked(&p);
    assert_close!(s.objective(), 3.0 + 4.0 + 4.0);
    assert_eq!((s[x], s[y], s[z], s[f]), (3.0, -2.0, 4.0, 2.0));
    // A row binding a sum of bounded variables (bound flips and one pivot).
    p.add_constraint(&[(x, 1.0), (z, 1.0)], ComparisonOp::Le, 5.0);
    let s = solve_checked(&p);
    assert_close!(s.objective(), 5.0 + 4.0);
    // Duplicate terms are summed and zero terms dropped: 2x − x + 0·y ≤ 1 is x ≤ 1.
    let mut q = Problem::new(Direction::Maximize);
    let x = q.add_var(1.0, (0.0, 10.0));
    let y = q.add_var(1.0, (0.0, 1.0));
    q.add_constraint(&[(x, 2.0), (x, -1.0), (y, 0.0)], ComparisonOp::Le, 1.0);
    let s = solve_checked(&q);
    assert_close!(s.objective(), 2.0);
    assert_eq!(q.num_vars(), 2);
    assert_eq!(q.num_constraints(), 1);
}

#[test]
fn equality_with_negative_rhs_and_upper_only_variable() {
    // min x + y, x − y = −3, x ≤ 2 (upper only), y ∈ [0, 10] → x = −3, y = 0, objective −3.
    let mut p = Problem::new(Direction::Minimize);
    let x = p.add_var(1.0, (f64::NEG_INFINITY, 2.0));
    let y = p.add_var(1.0, (0.0, 10.0));
    p.add_constraint(&[(x, 1.0), (y, -1.0)], ComparisonOp::Eq, -3.0);
    let s = solve_checked(&p);
    assert_close!(s.objective(), -3.0);
    assert_close!(s[x], -3.0);
    assert_close!(s[y], 0.0);
}

// ---------------------------------------------------------------- infeasible, unbounded

#[test]
fn infeasible_problems() {
    let mut p = Problem::new(Direction::Minimize);
    let x = p.add_var(1.0, NONNEG);
    let y = p.add_var(1.0, NONNEG);
    p.add_constraint(&[(x, 1.0), (y, 1.0)], ComparisonOp::Le, 1.0);
    p.add_constraint(&[(x, 1.0), (y, 1.0)], ComparisonOp::Ge, 2.0);
    assert_eq!(p.solve().unwrap_err(), Error::Infeasible);

    let mut p = Problem::new(Direction::Maximize);
    let x = p.add_var(1.0, (0.0, 1.0));
    p.add_constraint(&[(x, 2.0)], ComparisonOp::Eq, 3.0);
    assert_eq!(p.solve().unwrap_err(), Error::Infeasible);

    let mut p = Problem::new(Direction::Maximize);
    p.add_var(1.0, (2.0, 1.0));
    assert_eq!(p.solve().unwrap_err(), Error::Infeasible);

    // Infeasible even though the objective is unbounded on the relaxation.
    let mut p = Problem::new(Direction::Maximize);
    let x = p.add_var(1.0, NONNEG);
    let y = p.add_var(1.0, NONNEG);
    p.add_constraint(&[(x, 1.0), (y, -1.0)], ComparisonOp::Ge, 1.0);
    p.add_constraint(&[(x, -1.0), (y, 1.0)], ComparisonOp::Ge, 1.0);
    assert_eq!(p.solve().unwrap_err(), Error::Infeasible);

    // An empty row that cannot hold.
    let mut p = Problem::new(Direction::Maximize);
    p.add_var(0.0, NONNEG);
    p.add_constraint(&[], ComparisonOp::Ge, 1.0);
    assert_eq!(p.solve().unwrap_err(), Error::Infeasible);
    assert!(Error::Infeasible.to_string().contains("infeasible"));
}

#[test]
fn unbounded_problems() {
    let mut p = Problem::new(Direction::Maximize);
    let x = p.add_var(1.0, NONNEG);
    let y = p.add_var(1.0, NONNEG);
    p.add_constraint(&[(x, 1.0), (y, -1.0)], ComparisonOp::Le, 1.0);
    assert_eq!(p.solve().unwrap_err(), Error::Unbounded);

    let mut p = Problem::new(Direction::Minimize);
    p.add_var(1.0, FREE);
    assert_eq!(p.solve().unwrap_err(), Error::Unbounded);

    // Unbounded only after phase 1 (needs x ≥ 2 first).
    let mut p = Problem::new(Direction::Minimize);
    let x = p.add_var(0.0, NONNEG);
    let y = p.add_var(-1.0, FREE);
    p.add_constraint(&[(x, 1.0)], ComparisonOp::Ge, 2.0);
    p.add_constraint(&[(y, 1.0), (x, -1.0)], ComparisonOp::Ge, -5.0);
    assert_eq!(p.solve().unwrap_err(), Error::Unbounded);
}

#[test]
fn iteration_limit_is_reported() {
    let mut p = random_game_problem(Seed(3), 12, 12);
    p.options.iteration_limit = Some(2);
    assert_eq!(p.solve().unwrap_err(), Error::IterationLimit);
}

// ---------------------------------------------------------------- cycling

/// Chvátal's cycling example (Linear Programming, ch. 3): max 10x1 − 57x2 − 9x3 − 24x4,
/// 0.5x1 − 5.5x2 − 2.5x3 + 9x4 ≤ 0, 0.5x1 − 1.5x2 − 0.5x3 + x4 ≤ 0, x1 ≤ 1; optimum 1 at
/// x1 = x3 = 1. Cycles under the largest-coefficient rule with smallest-subscript ties.
fn chvatal() -> (Problem, Vec<Variable>) {
    let mut p = Problem::new(Direction::Maximize);
    let x: Vec<Variable> = [10.0, -57.0, -9.0, -24.0]
        .iter()
        .map(|&c| p.add_var(c, NONNEG))
        .collect();
    p.add_constraint(
        &[(x[0], 0.5), (x[1], -5.5), (x[2], -2.5), (x[3], 9.0)],
        ComparisonOp::Le,
        0.0,
    );
    p.add_constraint(
        &[(x[0], 0.5), (x[1], -1.5), (x[2], -0.5), (x[3], 1.0)],
        ComparisonOp::Le,
        0.0,
    );
    p.add_constraint(&[(x[0], 1.0)], ComparisonOp::Le, 1.0);
    (p, x)
}

/// Beale's example: min −3/4 x4 + 20x5 − 1/2 x6 + 6x7, 1/4 x4 − 8x5 − x6 + 9x7 ≤ 0,
/// 1/2 x4 − 12x5 − 1/2 x6 + 3x7 ≤ 0, x6 ≤ 1; optimum −5/4 at x4 = x6 = 1.
fn beale() -> (Problem, Vec<Variable>) {
    let mut p = Problem::new(Direction::Minimize);
    let x: Vec<Variable> = [-0.75, 20.0, -0.5, 6.0]
        .iter()
        .map(|&c| p.add_var(c, NONNEG))
        .collect();
    p.add_constraint(
        &[(x[0], 0.25), (x[1], -8.0), (x[2], -1.0), (x[3], 9.0)],
        ComparisonOp::Le,
        0.0,
    );
    p.add_constraint(
        &[(x[0], 0.5), (x[1], -12.0), (x[2], -0.5), (x[3], 3.0)],
        ComparisonOp::Le,
        0.0,
    );
    p.add_constraint(&[(x[2], 1.0)], ComparisonOp::Le, 1.0);
    (p, x)
}

/// Solves a cycling example under every pivoting configuration (Devex or Dantzig pricing,
/// Harris or textbook ratio tests, perturbation and/or Bland's rule), then checks that the
/// naive rule — Dantzig, textbook ratio test, no safeguard — cycles until the iteration limit,
/// as does Dantzig with Harris' ratio test when `harris_cycles`.
fn check_cycling_example(
    mut p: Problem,
    optimum: f64,
    at: &[(Variable, f64)],
    harris_cycles: bool,
) {
    for weighted_pricing in [true, false] {
        for textbook in [false, true] {
            for (perturb, bland_after) in [
                (true, DEGENERATE_PIVOTS_BEFORE_BLAND),
                (true, u32::MAX),
                (false, 5),
            ] {
                p.options = Options {
                    weighted_pricing,
                    textbook,
                    perturb,
                    bland_after,
                    ..Options::default()
                };
                let s = solve_checked(&p);
                assert_close!(s.objective(), optimum);
                for &(v, x) in at {
                    assert_close!(s[v], x);
                }
            }
        }
    }
    for textbook in [true, false] {
        p.options = Options {
            weighted_pricing: false,
            textbook,
            perturb: false,
            bland_after: u32::MAX,
            iteration_limit: Some(10_000),
            ..Options::default()
        };
        let r = p.solve().map(|s| s.objective());
        if textbook || harris_cycles {
            assert_eq!(r, Err(Error::IterationLimit), "textbook {textbook}");
        } else {
            assert_close!(r.unwrap(), optimum);
        }
    }
}

#[test]
fn chvatal_example_cycles_naively_and_terminates_with_safeguards() {
    let (p, x) = chvatal();
    check_cycling_example(
        p,
        1.0,
        &[(x[0], 1.0), (x[1], 0.0), (x[2], 1.0), (x[3], 0.0)],
        true,
    );
}

#[test]
fn beale_example_cycles_naively_and_terminates_with_safeguards() {
    let (p, x) = beale();
    check_cycling_example(
        p,
        -1.25,
        &[(x[0], 1.0), (x[1], 0.0), (x[2], 1.0), (x[3], 0.0)],
        false,
    );
}
