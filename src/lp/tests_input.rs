//! Tests of what the simplex is given: numbers it cannot use are reported as
//! [`Error::BadInput`] naming them (never a panic), bounds up to `±f64::MAX` give exact optima
//! (never a false "unbounded"), and a seeded property test throws extreme numbers at every
//! entry point.

use super::file::parse;
use super::*;
use proptest::prelude::*;
use proptest::test_runner::{Config as Runner, RngSeed};

const NAN: f64 = f64::NAN;
const INF: f64 = f64::INFINITY;
const NONNEG: (f64, f64) = (0.0, f64::INFINITY);

/// The message of a [`Error::BadInput`], failing on anything else.
fn bad_input(r: Result<impl std::fmt::Debug, Error>) -> String {
    match r {
        Err(Error::BadInput(msg)) => msg,
        other => panic!("expected BadInput, got {other:?}"),
    }
}

/// `max x + y` over `x + y <= 4`, both non-negative, with a row built from `expr` added last.
fn with_row(expr: impl Fn(Variable, Variable) -> Vec<(Variable, f64)>, rhs: f64) -> Problem {
    let mut p = Problem::new(Direction::Maximize);
    let x = p.add_var(1.0, NONNEG);
    let y = p.add_var(1.0, NONNEG);
    p.add_constraint(&[(x, 1.0), (y, 1.0)], ComparisonOp::Le, 4.0);
    p.add_constraint(&expr(x, y), ComparisonOp::Le, rhs);
    p
}

// ---------------------------------------------------------------- bad input, cold

#[test]
fn nan_coefficient_is_named() {
    let p = with_row(|x, y| vec![(x, 1.0), (y, NAN)], 1.0);
    let msg = bad_input(p.solve());
    assert_eq!(
        msg,
        "coefficient NaN of variable 1 in constraint 1 is not finite"
    );
    assert_eq!(bad_input(p.solve_scaled()), msg);
}

#[test]
fn infinite_coefficient_is_named() {
    let p = with_row(|x, _| vec![(x, -INF)], 1.0);
    assert_eq!(
        bad_input(p.solve()),
        "coefficient -inf of variable 0 in constraint 1 is not finite"
    );
}

#[test]
fn repeated_coefficients_beyond_doubles_are_named() {
    let p = with_row(|x, _| vec![(x, 1e308), (x, 1e308)], 1.0);
    let msg = bad_input(p.solve());
    assert!(
        msg.contains("coefficients of variable 0 in constraint 1 add up to inf"),
        "{msg}"
    );
}

#[test]
fn nan_and_infinite_rhs_are_named() {
    let p = with_row(|x, _| vec![(x, 1.0)], NAN);
    assert_eq!(
        bad_input(p.solve()),
        "right-hand side NaN of constraint 1 is not finite"
    );
    let p = with_row(|x, _| vec![(x, 1.0)], INF);
    assert_eq!(
        bad_input(p.solve()),
        "right-hand side inf of constraint 1 is not finite"
    );
}

#[test]
fn unknown_variable_is_named() {
    let p = with_row(|x, _| vec![(x, 1.0), (Variable(7), 2.0)], 1.0);
    assert_eq!(
        bad_input(p.solve()),
        "variable 7 in constraint 1 does not exist (there are 2 variables)"
    );
}

#[test]
fn bad_bounds_and_costs_are_named() {
    let cases = [
        (1.0, (NAN, 1.0), "variable 1 has a NaN bound (NaN, 1)"),
        (1.0, (0.0, NAN), "variable 1 has a NaN bound (0, NaN)"),
        (
            1.0,
            (INF, INF),
            "variable 1 has the lower bound +inf: no value is that large",
        ),
        (
            1.0,
            (-INF, -INF),
            "variable 1 has the upper bound -inf: no value is that small",
        ),
        (
            NAN,
            NONNEG,
            "objective coefficient NaN of variable 1 is not finite",
        ),
        (
            -INF,
            NONNEG,
            "objective coefficient -inf of variable 1 is not finite",
        ),
    ];
    for (cost, bounds, want) in cases {
        let mut p = Problem::new(Direction::Minimize);
        let x = p.add_var(1.0, NONNEG);
        let y = p.add_var(cost, bounds);
        p.add_constraint(&[(x, 1.0), (y, 1.0)], ComparisonOp::Ge, 1.0);
        assert_eq!(bad_input(p.solve()), want);
        assert_eq!(bad_input(p.solve_scaled()), want);
    }
}

#[test]
fn the_first_bad_input_is_reported() {
    let mut p = Problem::new(Direction::Minimize);
    let x = p.add_var(1.0, NONNEG);
    p.add_constraint(&[(x, 1.0)], ComparisonOp::Ge, NAN);
    p.add_var(INF, NONNEG);
    p.add_constraint(&[(Variable(9), 1.0)], ComparisonOp::Ge, 1.0);
    // The builders go on numbering as if the input were good.
    assert_eq!((p.num_vars(), p.num_constraints()), (2, 2));
    assert_eq!(
        bad_input(p.solve()),
        "right-hand side NaN of constraint 0 is not finite"
    );
}

#[test]
fn bad_input_displays_its_message() {
    let e = Error::BadInput("variable 7 in constraint 1 does not exist".into());
    assert_eq!(
        e.to_string(),
        "invalid input to the linear program: variable 7 in constraint 1 does not exist"
    );
}

// ---------------------------------------------------------------- bad input, warm

/// The optimum of `max x + y` over `x + y <= 4` (4), ready for warm starts.
fn solved() -> (Solution, Variable, Constraint) {
    let mut p = Problem::new(Direction::Maximize);
    let x = p.add_var(1.0, NONNEG);
    let y = p.add_var(1.0, NONNEG);
    let c = p.add_constraint(&[(x, 1.0), (y, 1.0)], ComparisonOp::Le, 4.0);
    let s = p.solve().unwrap();
    assert_eq!(s.objective(), 4.0);
    (s, x, c)
}

#[test]
fn warm_add_var_refuses_bad_input_and_keeps_the_solution() {
    let (mut s, _, c) = solved();
    let cases = [
        (
            NAN,
            NONNEG,
            vec![(c, 1.0)],
            "objective coefficient NaN of variable 2",
        ),
        (1.0, (INF, INF), vec![(c, 1.0)], "lower bound +inf"),
        (1.0, (0.0, NAN), vec![(c, 1.0)], "NaN bound"),
        (
            1.0,
            NONNEG,
            vec![(c, INF)],
            "coefficient inf of constraint 0 in the column of variable 2",
        ),
        (
            1.0,
            NONNEG,
            vec![(Constraint(3), 1.0)],
            "constraint 3 in the column of variable 2 does not exist (there are 1 constraints)",
        ),
    ];
    for (cost, bounds, column, want) in cases {
        let msg = bad_input(s.add_var(cost, bounds, &column));
        assert!(msg.contains(want), "{msg}");
        assert_eq!((s.problem.num_vars(), s.objective()), (2, 4.0));
    }
    // The solution still grows: a variable worth 2 per unit of the row.
    let z = s.add_var(2.0, NONNEG, &[(c, 1.0)]).unwrap();
    assert_eq!((s.objective(), s[z]), (8.0, 4.0));
}

#[test]
fn warm_add_constraint_refuses_bad_input_and_keeps_the_solution() {
    let (mut s, x, _) = solved();
    let cases = [
        (
            vec![(x, 1.0)],
            NAN,
            "right-hand side NaN of constraint 1 is not finite",
        ),
        (
            vec![(x, NAN)],
            1.0,
            "coefficient NaN of variable 0 in constraint 1 is not finite",
        ),
        (
            vec![(Variable(5), 1.0)],
            1.0,
            "variable 5 in constraint 1 does not exist (there are 2 variables)",
        ),
    ];
    for (expr, rhs, want) in cases {
        assert_eq!(
            bad_input(s.add_constraint(&expr, ComparisonOp::Le, rhs)),
            want
        );
        assert_eq!((s.problem.num_constraints(), s.objective()), (1, 4.0));
    }
    let y = Variable(1);
    s.add_constraint(&[(y, 1.0)], ComparisonOp::Le, 1.0)
        .unwrap();
    s.add_constraint(&[(x, 1.0)], ComparisonOp::Le, 1.0)
        .unwrap();
    assert_eq!(s.objective(), 2.0);
}

// ---------------------------------------------------------------- huge bounds

/// The LP of the report: `max x` over `x <= 1e308` with `-1e308 <= x <= 1e308`, whose
/// optimum is 1e308 (it was called unbounded: the range `hi − lo` overflowed).
const HUGE: &str =
    "Maximize\n obj: x\nSubject To\n c1: x <= 1e308\nBounds\n -1e308 <= x <= 1e308\nEnd\n";

#[test]
fn huge_bounds_give_the_exact_optimum() {
    let f = parse(HUGE).unwrap();
    let s = f.problem.solve().unwrap();
    assert_eq!((s.objective(), s[f.variables[0].1]), (1e308, 1e308));
    let a = f.problem.solve_scaled().unwrap();
    assert_eq!((a.objective, a.values[0]), (1e308, 1e308));
    // The other direction, and a row whose activity over the box is 3e308.
    let text = HUGE.replace("Maximize", "Minimize");
    assert_eq!(
        parse(&text).unwrap().problem.solve().unwrap().objective(),
        -1e308
    );
    let text = "Maximize\n obj: x\nSubject To\n c1: x + y <= 1e308\n\
                Bounds\n -1e308 <= x <= 1e308\n -1e308 <= y <= 1e308\nEnd\n";
    let f = parse(text).unwrap();
    let s = f.problem.solve().unwrap();
    assert_eq!(s.objective(), 1e308);
    assert!(s[f.variables[0].1] + s[f.variables[1].1] <= 1e308);
}

#[test]
fn bounds_at_the_largest_double_give_the_exact_optimum() {
    // max x  s.t.  x − y <= 1, both within ±f64::MAX: x = y = f64::MAX.
    let m = f64::MAX;
    let mut p = Problem::new(Direction::Maximize);
    let x = p.add_var(1.0, (-m, m));
    let y = p.add_var(0.0, (-m, m));
    p.add_constraint(&[(x, 1.0), (y, -1.0)], ComparisonOp::Le, 1.0);
    let s = p.solve().unwrap();
    assert_eq!((s.objective(), s[x]), (m, m));
    assert!(s[x] - s[y] <= 1.0);
    // No rows at all: each variable goes to its bound (a flip of width 2·f64::MAX).
    let mut p = Problem::new(Direction::Minimize);
    let x = p.add_var(-0.5, (-m, m));
    let y = p.add_var(0.25, (-m, m));
    let s = p.solve_scaled().unwrap();
    assert_eq!((s.values[x.0], s.values[y.0]), (m, -m));
    assert!(
        (s.objective / (-0.75 * m) - 1.0).abs() < 1e-15,
        "{}",
        s.objective
    );
}

#[test]
fn an_objective_beyond_doubles_is_numerical_not_a_verdict() {
    // max x − y over ±1e308: the optimum 2e308 is no double.
    let mut p = Problem::new(Direction::Maximize);
    let x = p.add_var(1.0, (-1e308, 1e308));
    let y = p.add_var(-1.0, (-1e308, 1e308));
    p.add_constraint(&[(x, 1.0), (y, 1.0)], ComparisonOp::Ge, 0.0);
    assert!(matches!(p.solve(), Err(Error::Numerical(_))));
    assert!(matches!(p.solve_scaled(), Err(Error::Numerical(_))));
}

#[test]
fn warm_starts_keep_the_unit_of_huge_bounds() {
    let f = parse(HUGE).unwrap();
    let x = f.variables[0].1;
    let mut s = f.problem.solve().unwrap();
    assert!(s.unit > 1.0, "the values are measured in a power of two");
    let c = s
        .add_constraint(&[(x, 1.0)], ComparisonOp::Le, 5e307)
        .unwrap();
    assert_eq!((s.objective(), s[x]), (5e307, 5e307));
    assert_eq!(s.dual(c), 1.0);
    let z = s.add_var(1.0, (-1e308, 1e308), &[(c, 1.0)]).unwrap();
    // x + z <= 5e307, x <= 1e308, z within ±1e308: x + z can reach 5e307 only.
    assert!(
        (s.objective() / 5e307 - 1.0).abs() < 1e-12,
        "{}",
        s.objective()
    );
    assert!(s[x] + s[z] <= 5e307 * (1.0 + 1e-12));
}

#[test]
fn ordinary_problems_keep_their_unit() {
    let mut p = Problem::new(Direction::Maximize);
    let x = p.add_var(1.0, (-1e30, 1e30));
    p.add_constraint(&[(x, 1e20)], ComparisonOp::Le, 1e30);
    assert_eq!(input::value_unit(&p), 1.0);
    let p = parse(HUGE).unwrap().problem;
    let unit = input::value_unit(&p);
    assert!(unit > 1.0 && unit.log2().fract() == 0.0, "{unit}");
}

// ---------------------------------------------------------------- property

/// Doubles from everywhere in their range.
const EXTREME: &[f64] = &[
    0.0, 1.0, -1.0, 2.5, 1e-300, -1e-300, 1e300, -1e300, 1.7e308, -1.7e308,
];

/// Numbers that are no doubles to compute with.
const NOT_FINITE: &[f64] = &[NAN, INF, -INF];

/// A number: mostly finite, so that many problems get as far as the simplex.
fn extreme() -> impl Strategy<Value = f64> {
    prop_oneof![
        12 => prop::sample::select(EXTREME),
        1 => prop::sample::select(NOT_FINITE),
    ]
}

/// One row: terms (variable index, possibly unknown; coefficient), relation, right-hand side.
type RowSpec = (Vec<(usize, f64)>, u8, f64);

/// A variable (or constraint) index: one of the first three, now and then one that is not
/// there.
fn index() -> impl Strategy<Value = usize> {
    prop_oneof![12 => 0usize..3, 1 => Just(5usize)]
}

fn row_spec() -> impl Strategy<Value = RowSpec> {
    (
        prop::collection::vec((index(), extreme()), 0..4),
        0u8..3,
        extreme(),
    )
}

fn op(k: u8) -> ComparisonOp {
    [ComparisonOp::Le, ComparisonOp::Ge, ComparisonOp::Eq][usize::from(k)]
}

/// Whether a number can be a coefficient, cost or right-hand side.
fn good(v: f64) -> bool {
    v.is_finite()
}

/// Whether a variable's cost and bounds are usable.
fn good_var(c: f64, (lo, hi): (f64, f64)) -> bool {
    good(c) && !lo.is_nan() && !hi.is_nan() && lo != INF && hi != -INF
}

/// Whether terms refer to indices below `limit` with finite coefficients whose sums per
/// index stay finite.
fn good_terms(terms: &[(usize, f64)], limit: usize) -> bool {
    let mut sums = [0.0; 6];
    for &(j, a) in terms {
        if j >= limit || !good(a) {
            return false;
        }
        sums[j] += a;
        if !good(sums[j]) {
            return false;
        }
    }
    true
}

fn is_bad_input<T>(r: &Result<T, Error>) -> bool {
    matches!(r, Err(Error::BadInput(_)))
}

proptest! {
    // A fixed seed: the same LPs on every run.
    #![proptest_config(Runner { cases: 600, rng_seed: RngSeed::Fixed(20261126), ..Runner::default() })]

    /// Every entry point answers (Ok or Err) without panicking; bad numbers are BadInput; a
    /// problem whose variables are all bounded is never called unbounded.
    #[test]
    fn extreme_numbers_never_panic(
        maximize in any::<bool>(),
        vars in prop::collection::vec((extreme(), extreme(), extreme(), any::<bool>()), 3),
        rows in prop::collection::vec(row_spec(), 0..4),
        extra_var in (extreme(), extreme(), extreme(), row_spec()),
        extra_row in row_spec(),
    ) {
        let direction = if maximize { Direction::Maximize } else { Direction::Minimize };
        let mut p = Problem::new(direction);
        let mut valid = true;
        let mut bounded = true;
        for &(c, a, b, ordered) in &vars {
            // Mostly lo <= hi (NaN kept where it is), else as drawn.
            let (lo, hi) = if ordered && a > b { (b, a) } else { (a, b) };
            valid &= good_var(c, (lo, hi));
            bounded &= lo.is_finite() && hi.is_finite();
            p.add_var(c, (lo, hi));
        }
        for (terms, k, rhs) in &rows {
            valid &= good(*rhs) && good_terms(terms, vars.len());
            let expr: Vec<_> = terms.iter().map(|&(j, a)| (Variable(j), a)).collect();
            p.add_constraint(&expr, op(*k), *rhs);
        }
        let cold = p.solve();
        let scaled = p.solve_scaled();
        prop_assert_eq!(is_bad_input(&cold), !valid, "{:?}", cold);
        prop_assert_eq!(is_bad_input(&scaled), !valid, "{:?}", scaled);
        if bounded {
            prop_assert!(!matches!(cold, Err(Error::Unbounded)), "{cold:?}");
            prop_assert!(!matches!(scaled, Err(Error::Unbounded)), "{scaled:?}");
        }
        if let Ok(a) = &scaled {
            prop_assert!(a.objective.is_finite());
        }
        if let Ok(mut s) = cold {
            prop_assert!(s.objective().is_finite());
            let (n, m) = (p.num_vars(), p.num_constraints());
            let (c, a, b, (terms, _, _)) = extra_var;
            let column: Vec<_> = terms.iter().map(|&(i, v)| (Constraint(i), v)).collect();
            let added = s.add_var(c, (a, b), &column);
            prop_assert_eq!(is_bad_input(&added), !(good_var(c, (a, b)) && good_terms(&terms, m)));
            let n = n + usize::from(added.is_ok());
            prop_assert_eq!(s.problem.num_vars(), n);
            let (terms, k, rhs) = extra_row;
            let expr: Vec<_> = terms.iter().map(|&(j, v)| (Variable(j), v)).collect();
            let added = s.add_constraint(&expr, op(k), rhs);
            prop_assert_eq!(is_bad_input(&added), !(good(rhs) && good_terms(&terms, n)));
            prop_assert_eq!(s.problem.num_constraints(), m + usize::from(added.is_ok()));
            prop_assert!(s.objective().is_finite());
        }
    }
}
