//! The zero-sum value exercise against a second method: the LP value (floating point), the
//! pure maxmin and minmax computed naively here, and on 2×2 games without a saddle point the
//! textbook formula (ad − bc)/(a + d − b − c); right answers written differently are graded
//! right, other values wrong, and unreadable text is an error with a message.

use gamelab::equilibrium::zero_sum_value;
use gamelab::exact::{to_f64, Q};
use gamelab::exercises::{generate, Kind, Level, Shown};
use gamelab::models::strategic::Bimatrix;
use gamelab::text::read_number;

/// The shown matrix as exact numbers.
fn matrix(shown: &Shown) -> Vec<Vec<Q>> {
    let Shown::Matrix { a, rows, cols, .. } = shown else {
        panic!("a zero-sum game is shown as a matrix: {shown:?}");
    };
    assert_eq!(a.len(), rows.len());
    assert!(a.iter().all(|r| r.len() == cols.len()));
    a.iter()
        .map(|r| r.iter().map(|v| read_number(v).unwrap()).collect())
        .collect()
}

/// The largest row minimum and the smallest column maximum, by looking at every cell.
fn pure_bounds(a: &[Vec<Q>]) -> (Q, Q) {
    let mut maxmin: Option<Q> = None;
    for row in a {
        let mut low = row[0].clone();
        for v in row {
            if *v < low {
                low = v.clone();
            }
        }
        if maxmin.as_ref().is_none_or(|m| low > *m) {
            maxmin = Some(low);
        }
    }
    let mut minmax: Option<Q> = None;
    for c in 0..a[0].len() {
        let mut high = a[0][c].clone();
        for row in a {
            if row[c] > high {
                high = row[c].clone();
            }
        }
        if minmax.as_ref().is_none_or(|m| high < *m) {
            minmax = Some(high);
        }
    }
    (maxmin.unwrap(), minmax.unwrap())
}

/// Whether a number's decimal expansion ends (its denominator has only the factors 2 and 5).
fn terminates(v: &Q) -> bool {
    let mut d = v.denom().clone();
    for p in [2u32, 5] {
        while (&d % p) == 0u32.into() {
            d /= p;
        }
    }
    d == 1u32.into()
}

/// The value as a decimal string, when it is one.
fn decimal(v: &Q) -> String {
    format!("{}", to_f64(v))
}

#[test]
fn the_value_is_the_lp_value_and_between_the_pure_bounds() {
    let shapes: [&[(usize, usize)]; 3] = [&[(2, 2)], &[(2, 3), (3, 2)], &[(3, 3)]];
    for level in Level::ALL {
        let mut saddles = 0;
        for seed in super::SEEDS {
            let e = generate(Kind::ZeroSum, level, seed);
            let q = e.question();
            let a = matrix(&q.game);
            let (m, n) = (a.len(), a[0].len());
            assert!(
                shapes[level.index()].contains(&(m, n)),
                "{level:?} {seed}: {m}×{n}"
            );
            assert!(a.iter().flatten().all(|v| {
                v.is_integer()
                    && *v >= Q::from_integer((-5).into())
                    && *v <= Q::from_integer(5.into())
            }));
            let value = read_number(&e.answer()).unwrap();
            // The LP, in floating point.
            let g = Bimatrix::new(
                [vec![], vec![]],
                a.clone(),
                a.iter().map(|r| r.iter().map(|v| -v).collect()).collect(),
            )
            .unwrap();
            let lp = zero_sum_value(&g).unwrap();
            assert!(
                (lp.value - to_f64(&value)).abs() < 1e-9,
                "{level:?} {seed}: LP {} vs {}",
                lp.value,
                e.answer()
            );
            // Between the pure bounds; equal to them at a saddle point.
            let (maxmin, minmax) = pure_bounds(&a);
            assert!(maxmin <= value && value <= minmax, "{level:?} {seed}");
            if maxmin == minmax {
                saddles += 1;
                assert_eq!(value, maxmin);
            } else if (m, n) == (2, 2) {
                // The 2×2 formula.
                let (p, b, c, d) = (&a[0][0], &a[0][1], &a[1][0], &a[1][1]);
                let formula = (p * d - b * c) / (p + d - b - c);
                assert_eq!(value, formula, "{level:?} {seed}");
            }
        }
        // Both kinds on easy; mostly mixing on medium and hard.
        let count = super::SEEDS.count();
        match level {
            Level::Easy => assert!(
                saddles >= count / 10 && saddles <= count / 2,
                "{saddles} saddle points on easy"
            ),
            _ => assert!(saddles <= count / 5, "{saddles} saddle points on {level:?}"),
        }
    }
}

#[test]
fn right_answers_written_differently_are_right_and_others_wrong() {
    for level in Level::ALL {
        for seed in super::SEEDS {
            let e = generate(Kind::ZeroSum, level, seed);
            let value = read_number(&e.answer()).unwrap();
            let (num, den) = (value.numer().to_string(), value.denom().to_string());
            let mut variants = vec![
                format!("  {}  ", e.answer()),
                format!("({})", e.answer()),
                format!("[ {num} / {den} ]"),
                format!("v = {}", e.answer()),
            ];
            if terminates(&value) {
                variants.push(decimal(&value));
            }
            for text in &variants {
                let verdict = e
                    .grade(text)
                    .unwrap_or_else(|err| panic!("{level:?} {seed}: '{text}' unreadable: {err}"));
                assert!(
                    verdict.correct,
                    "{level:?} {seed}: '{text}': {}",
                    verdict.feedback
                );
            }
            let one = Q::from_integer(1.into());
            let seventh = Q::new(1.into(), 7.into());
            for wrong in [&value + &one, &value - &one, &value + &seventh] {
                let text = gamelab::exact::format_number(&wrong);
                let verdict = e.grade(&text).unwrap();
                assert!(!verdict.correct, "{level:?} {seed}: {text} graded right");
                assert!(!verdict.feedback.is_empty());
            }
            let steps = e.solution();
            assert!(steps.len() >= 3, "{level:?} {seed}: {steps:?}");
            assert!(steps.last().unwrap().contains(&e.answer()), "{steps:?}");
        }
    }
}

#[test]
fn unreadable_answers_are_errors_that_say_what_was_expected() {
    let e = generate(Kind::ZeroSum, Level::Medium, 1);
    for text in ["", "abc", "1, 2", "3/2/1", "1/0", "half"] {
        let err = e.grade(text).expect_err(text);
        assert!(err.contains("one exact number"), "'{text}': {err}");
    }
}

#[test]
fn wrong_values_are_explained_against_the_pure_bounds() {
    for seed in super::SEEDS {
        let e = generate(Kind::ZeroSum, Level::Hard, seed);
        let a = matrix(&e.question().game);
        let (maxmin, minmax) = pure_bounds(&a);
        let below = &maxmin - Q::from_integer(1.into());
        let feedback = e
            .grade(&gamelab::exact::format_number(&below))
            .unwrap()
            .feedback;
        assert!(feedback.contains("too low"), "{seed}: {feedback}");
        let above = &minmax + Q::from_integer(1.into());
        let feedback = e
            .grade(&gamelab::exact::format_number(&above))
            .unwrap()
            .feedback;
        assert!(feedback.contains("too high"), "{seed}: {feedback}");
    }
}
