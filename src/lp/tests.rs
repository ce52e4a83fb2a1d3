//! Tests of the simplex: textbook optima, infeasible and unbounded problems, cycling
//! examples, matrix games, random LPs against vertex enumeration and strong duality (the warm
//! starts are in `tests_warm`, which shares the helpers here).

use super::*;
use crate::rng::{below, unit_f64, GameRng, Seed};

pub(super) const INF: f64 = f64::INFINITY;
pub(super) const FREE: (f64, f64) = (f64::NEG_INFINITY, f64::INFINITY);
pub(super) const NONNEG: (f64, f64) = (0.0, f64::INFINITY);

pub(super) fn close(a: f64, b: f64, tol: f64) -> bool {
    (a - b).abs() <= tol * (1.0 + a.abs().max(b.abs()))
}

macro_rules! assert_close {
    ($a:expr, $b:expr) => {
        assert_close!($a, $b, 1e-9)
    };
    ($a:expr, $b:expr, $tol:expr) => {{
        let (a, b): (f64, f64) = ($a, $b);
        assert!(
            close(a, b, $tol),
            "{} = {a} but expected {b}",
            stringify!($a)
        );
    }};
}
pub(super) use assert_close;

/// Checks feasibility of the returned point and strong duality with the returned duals:
/// signs of the duals, signs of the implied reduced costs, and
/// `c·x = b·y + Σ_j (d_j > 0 ? d_j·lo_j : d_j·hi_j)`.
pub(super) fn check_duality(p: &Problem, s: &Solution) {
    let sign = match p.direction {
        Direction::Minimize => 1.0,
        Direction::Maximize => -1.0,
    };
    let n = p.num_vars();
    let x: Vec<f64> = (0..n).map(|j| s[Variable(j)]).collect();
    for (j, &xj) in x.iter().enumerate() {
        assert!(
            xj >= p.lo[j] - 1e-9 && xj <= p.hi[j] + 1e-9,
            "x{j} = {xj} out of bounds"
        );
    }
    let primal: f64 = x.iter().zip(&p.obj).map(|(xj, cj)| sign * cj * xj).sum();
    assert_close!(sign * s.objective(), primal, 1e-9);
    let mut d: Vec<f64> = (0..n).map(|j| sign * p.obj[j]).collect();
    let mut dual = 0.0;
    for (i, row) in p.rows.iter().enumerate() {
        let act: f64 = row.coeffs.iter().map(|&(j, a)| a * x[j]).sum();
        let y = sign * s.dual(Constraint(i));
        match row.op {
            ComparisonOp::Le => {
                assert!(act <= row.rhs + 1e-7, "row {i} violated");
                assert!(y <= 1e-9, "row {i} (≤) has internal dual {y}");
            }
            ComparisonOp::Ge => {
                assert!(act >= row.rhs - 1e-7, "row {i} violated");
                assert!(y >= -1e-9, "row {i} (≥) has internal dual {y}");
            }
            ComparisonOp::Eq => assert!((act - row.rhs).abs() <= 1e-7, "row {i} violated"),
        }
        dual += y * row.rhs;
        for &(j, a) in &row.coeffs {
            d[j] -= y * a;
        }
    }
    for (j, &dj) in d.iter().enumerate() {
        if dj > 1e-9 {
            assert!(
                p.lo[j].is_finite(),
                "x{j}: positive reduced cost without lower bound"
            );
            dual += dj * p.lo[j];
        } else if dj < -1e-9 {
            assert!(
                p.hi[j].is_finite(),
                "x{j}: negative reduced cost without upper bound"
            );
            dual += dj * p.hi[j];
        }
    }
    assert!(close(primal, dual, 1e-7), "primal {primal} ≠ dual {dual}");
}

pub(super) fn solve_checked(p: &Problem) -> Solution {
    let s = p.solve().expect("solvable");
    check_duality(p, &s);
    s
}

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

// ---------------------------------------------------------------- matrix games

/// The value LP of the zero-sum game `a` (row player maximises):
/// max v, Σᵢ xᵢ·a_ij − v ≥ 0 for every column j, Σ xᵢ = 1, x ≥ 0.
pub(super) fn game_problem(a: &[Vec<f64>]) -> (Problem, Vec<Variable>, Variable, Vec<Constraint>) {
    let mut p = Problem::new(Direction::Maximize);
    let x: Vec<Variable> = a.iter().map(|_| p.add_var(0.0, NONNEG)).collect();
    let v = p.add_var(1.0, FREE);
    let cols: Vec<Constraint> = (0..a[0].len())
        .map(|j| {
            let mut e: Vec<(Variable, f64)> = x.iter().zip(a).map(|(&xi, r)| (xi, r[j])).collect();
            e.push((v, -1.0));
            p.add_constraint(&e, ComparisonOp::Ge, 0.0)
        })
        .collect();
    p.add_constraint(
        &x.iter().map(|&xi| (xi, 1.0)).collect::<Vec<_>>(),
        ComparisonOp::Eq,
        1.0,
    );
    (p, x, v, cols)
}

pub(super) fn random_matrix(seed: Seed, rows: usize, cols: usize) -> Vec<Vec<f64>> {
    let mut rng = seed.rng();
    (0..rows)
        .map(|_| (0..cols).map(|_| unit_f64(&mut rng) * 2.0 - 1.0).collect())
        .collect()
}

pub(super) fn random_game_problem(seed: Seed, rows: usize, cols: usize) -> Problem {
    game_problem(&random_matrix(seed, rows, cols)).0
}

/// Solves the game and checks the optimal strategies of both players against the value.
pub(super) fn game_value(a: &[Vec<f64>]) -> f64 {
    let (p, x, v, cols) = game_problem(a);
    let s = solve_checked(&p);
    assert_close!(s[v], s.objective());
    let q: Vec<f64> = cols.iter().map(|&c| -s.dual(c)).collect();
    assert_close!(q.iter().sum::<f64>(), 1.0, 1e-9);
    for (i, r) in a.iter().enumerate() {
        // No row earns more than the value against q.
        let pay: f64 = r.iter().zip(&q).map(|(aij, qj)| aij * qj).sum();
        assert!(
            pay <= s.objective() + 1e-9,
            "row {i} beats the column strategy"
        );
        assert!(s[x[i]] >= 0.0);
    }
    for j in 0..a[0].len() {
        let pay: f64 = a.iter().zip(&x).map(|(r, &xi)| r[j] * s[xi]).sum();
        assert!(
            pay >= s.objective() - 1e-9,
            "column {j} beats the row strategy"
        );
    }
    s.objective()
}

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
