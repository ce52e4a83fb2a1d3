//! Tests of the simplex: textbook optima, infeasible and unbounded problems, cycling
//! examples, matrix games, random LPs against vertex enumeration and strong duality (the warm
//! starts are in `tests_warm`, which shares the helpers here) — one file per concept: known
//! optima, infeasible, unbounded and cycling problems (`known`), matrix games and random LPs
//! against brute force (`random`), degenerate and larger problems certified by duality
//! (`degenerate`).

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

mod degenerate;
mod known;
mod random;
