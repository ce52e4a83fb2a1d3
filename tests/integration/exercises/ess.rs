//! The ESS exercise checked by a second method: on 2×2 games the textbook classification
//! (pure strategy 1 is an ESS iff a > c, or a = c and b > d; pure 2 iff d > b, or d = b and
//! c > a; the interior mixture iff a < c and d < b) must give exactly the answer; on 3×3
//! games every answered ESS must resist every mutant on a grid of denominator 12 (checked from
//! the definition in `i64` fractions), every strict pure symmetric equilibrium found by brute
//! force must be answered, and both cyclic and coordination-like games must appear. Right
//! answers written differently grade right, altered sets grade wrong, garbage is refused.

use gamelab::exercises::{generate, Kind, Level, Shown};
use num_rational::Ratio;

use super::SEEDS;

type R = Ratio<i64>;

fn r(n: i64) -> R {
    R::from_integer(n)
}

/// The shown matrix, as integers.
fn matrix(level: Level, seed: u64) -> Vec<Vec<i64>> {
    match generate(Kind::Ess, level, seed).question().game {
        Shown::Matrix {
            rows,
            cols,
            a,
            caption,
        } => {
            assert_eq!(rows, cols);
            assert!(caption.contains("row strategy") && caption.contains("column strategy"));
            a.iter()
                .map(|row| row.iter().map(|v| v.parse().unwrap()).collect())
                .collect()
        }
        other => panic!("not a matrix: {other:?}"),
    }
}

/// One written number: `2/3` or `1`.
fn number(text: &str) -> R {
    match text.trim().split_once('/') {
        Some((n, d)) => R::new(n.trim().parse().unwrap(), d.trim().parse().unwrap()),
        None => r(text.trim().parse().unwrap()),
    }
}

/// Reads `(1, 0); (2/3, 1/3)` or `none`, sorted.
fn read(answer: &str) -> Vec<Vec<R>> {
    if answer == "none" {
        return Vec::new();
    }
    let mut out: Vec<Vec<R>> = answer
        .split(';')
        .map(|v| {
            v.trim()
                .trim_start_matches('(')
                .trim_end_matches(')')
                .split(',')
                .map(number)
                .collect()
        })
        .collect();
    out.sort();
    out
}

fn write(set: &[Vec<R>]) -> String {
    if set.is_empty() {
        return "none".into();
    }
    set.iter()
        .map(|x| {
            let parts: Vec<String> = x.iter().map(|p| p.to_string()).collect();
            format!("({})", parts.join(", "))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// `xᵀAy`.
fn pay(a: &[Vec<i64>], x: &[R], y: &[R]) -> R {
    let mut total = r(0);
    for (i, xi) in x.iter().enumerate() {
        for (j, yj) in y.iter().enumerate() {
            total += xi * yj * r(a[i][j]);
        }
    }
    total
}

fn unit(n: usize, i: usize) -> Vec<R> {
    (0..n).map(|j| r(i64::from(i == j))).collect()
}

/// Every mixed strategy of three with probabilities in twelfths.
fn grid() -> Vec<Vec<R>> {
    let mut out = Vec::new();
    for i in 0..=12 {
        for j in 0..=12 - i {
            out.push(vec![R::new(i, 12), R::new(j, 12), R::new(12 - i - j, 12)]);
        }
    }
    out
}

#[test]
fn two_by_two_answers_are_the_textbook_classification() {
    for level in [Level::Easy, Level::Medium] {
        for seed in SEEDS {
            let m = matrix(level, seed);
            assert_eq!(m.len(), 2);
            let range = if level == Level::Easy { 0..=9 } else { -3..=9 };
            assert!(m.iter().flatten().all(|v| range.contains(v)), "{m:?}");
            let (a, b, c, d) = (m[0][0], m[0][1], m[1][0], m[1][1]);
            let mut expected = Vec::new();
            if a > c || (a == c && b > d) {
                expected.push(vec![r(1), r(0)]);
            }
            if d > b || (d == b && c > a) {
                expected.push(vec![r(0), r(1)]);
            }
            if a < c && d < b {
                let p = R::new(d - b, (a - c) + (d - b));
                expected.push(vec![p, r(1) - p]);
            }
            expected.sort();
            let e = generate(Kind::Ess, level, seed);
            assert_eq!(read(&e.answer()), expected, "{} {seed}: {m:?}", level.key());
            // No continuum of equilibria: the two pure payoffs never tie against a pure.
            assert!(
                a != c && b != d,
                "{} {seed}: a degenerate game {m:?}",
                level.key()
            );
            if level == Level::Medium {
                // A mixed symmetric equilibrium exists: both pure, or neither, are best
                // replies to themselves.
                assert_eq!(a > c, d > b, "{seed}: {m:?}");
            }
        }
    }
}

#[test]
fn three_by_three_answers_resist_every_mutant_on_the_grid() {
    let mut interior_or_none = 0;
    let mut several_pure = 0;
    for seed in SEEDS {
        let m = matrix(Level::Hard, seed);
        assert_eq!(m.len(), 3);
        let e = generate(Kind::Ess, Level::Hard, seed);
        let answer = read(&e.answer());
        for x in &answer {
            assert_eq!(x.iter().sum::<R>(), r(1));
            let own = pay(&m, x, x);
            // A symmetric Nash equilibrium, checked against every pure strategy exactly.
            for i in 0..3 {
                assert!(pay(&m, &unit(3, i), x) <= own, "{seed}: {x:?} in {m:?}");
            }
            for y in grid().iter().filter(|y| *y != x) {
                let invader = pay(&m, y, x);
                assert!(invader <= own, "{seed}: {y:?} beats {x:?} in {m:?}");
                if invader == own {
                    assert!(
                        pay(&m, x, y) > pay(&m, y, y),
                        "{seed}: {y:?} invades {x:?} in {m:?}"
                    );
                }
            }
        }
        // The pure symmetric equilibria by brute force: the strict ones are ESSs, and a pure
        // ESS is an equilibrium.
        for i in 0..3 {
            let nash = (0..3).all(|j| m[j][i] <= m[i][i]);
            let strict = (0..3).all(|j| j == i || m[j][i] < m[i][i]);
            let listed = answer.contains(&unit(3, i));
            if strict {
                assert!(
                    listed,
                    "{seed}: s{} is a strict equilibrium of {m:?}",
                    i + 1
                );
            }
            if listed {
                assert!(nash, "{seed}: s{} is no equilibrium of {m:?}", i + 1);
            }
        }
        let pure = answer.iter().filter(|x| x.contains(&r(1))).count();
        if answer.is_empty() || answer.iter().any(|x| x.iter().all(|p| *p > r(0))) {
            interior_or_none += 1;
        }
        if pure >= 2 {
            several_pure += 1;
        }
    }
    assert!(
        interior_or_none >= 10,
        "{interior_or_none} cyclic-like games"
    );
    assert!(several_pure >= 10, "{several_pure} coordination-like games");
}

#[test]
fn right_answers_written_differently_grade_right_and_altered_ones_wrong() {
    for level in Level::ALL {
        for seed in SEEDS {
            let e = generate(Kind::Ess, level, seed);
            let n = matrix(level, seed).len();
            let set = read(&e.answer());
            let mut reversed = set.clone();
            reversed.reverse();
            let loose = write(&reversed)
                .replace('(', "[ ")
                .replace(')', " ]")
                .replace(", ", ",")
                .to_uppercase();
            let v = e.grade(&loose).unwrap();
            assert!(v.correct, "{} {seed}: {loose}: {}", level.key(), v.feedback);

            if !set.is_empty() {
                let v = e.grade(&write(&set[1..])).unwrap();
                assert!(!v.correct, "{} {seed}: one ESS removed", level.key());
            }
            let mut candidates: Vec<Vec<R>> = (0..n).map(|i| unit(n, i)).collect();
            candidates.push(vec![R::new(1, n as i64); n]);
            let extra = candidates.into_iter().find(|c| !set.contains(c)).unwrap();
            let mut more = set.clone();
            more.push(extra.clone());
            let v = e.grade(&write(&more)).unwrap();
            assert!(!v.correct, "{} {seed}: {extra:?} added", level.key());
            assert!(v.feedback.contains("not"), "{}", v.feedback);
        }
    }
}

#[test]
fn garbage_is_refused_with_a_message() {
    for level in Level::ALL {
        let e = generate(Kind::Ess, level, 3);
        for garbage in [
            "",
            "hello",
            "(1, 2)",
            "(1/2, 1/4)",
            "(1/2, 1/2, 0, 0)",
            "(-1, 2)",
        ] {
            let err = e.grade(garbage).expect_err(garbage);
            assert!(err.len() > 10, "{garbage}: {err}");
        }
    }
}
