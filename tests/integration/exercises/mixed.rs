//! The mixed equilibrium: checked by hand (every strategy used earns the most, computed here
//! from the shown payoffs) and by support enumeration, the enumeration the answer does not
//! come from.

use gamelab::equilibrium::support_enumeration;
use gamelab::exact::Q;
use gamelab::exercises::{generate, Kind, Level};
use gamelab::models::strategic::Bimatrix;
use gamelab::text::read_number;

use super::pure::integers;
use super::SEEDS;

fn vector(text: &str) -> Vec<Q> {
    text.trim()
        .trim_start_matches('(')
        .trim_end_matches(')')
        .split(", ")
        .map(|p| read_number(p).unwrap())
        .collect()
}

#[test]
fn the_answer_is_the_one_equilibrium_and_it_mixes() {
    for level in Level::ALL {
        for seed in SEEDS {
            let e = generate(Kind::Mixed, level, seed);
            let (rows, cols, a, b) = integers(&e.question().game);
            assert_eq!((rows.len(), cols.len()), (2, level as usize + 2));
            let answer = e.answer();
            let (xs, ys) = answer.split_once("; ").unwrap();
            let (x, y) = (vector(xs), vector(ys));
            let q = |v: i64| Q::from_integer(v.into());
            let row_values: Vec<Q> = (0..2)
                .map(|r| (0..cols.len()).map(|c| &y[c] * q(a[r][c])).sum())
                .collect();
            let col_values: Vec<Q> = (0..cols.len())
                .map(|c| (0..2).map(|r| &x[r] * q(b[r][c])).sum())
                .collect();
            let best = |v: &[Q]| v.iter().max().unwrap().clone();
            let (br, bc) = (best(&row_values), best(&col_values));
            assert!(x
                .iter()
                .zip(&row_values)
                .all(|(p, v)| *p == q(0) || *v == br));
            assert!(y
                .iter()
                .zip(&col_values)
                .all(|(p, v)| *p == q(0) || *v == bc));
            assert!(
                x.iter().all(|p| *p > q(0)),
                "{level:?} {seed}: the row player mixes"
            );
            let g = Bimatrix::from_integers(&a, &b).unwrap();
            let found = support_enumeration(&g).unwrap();
            assert_eq!(found.len(), 1, "{level:?} {seed}");
            assert_eq!((&found[0].x, &found[0].y), (&x, &y), "{level:?} {seed}");
            // Decimals where exact and names before colons are read too.
            let v = e
                .grade(&format!(
                    "row: {xs}; column: [{}]",
                    ys.trim_matches(|c| c == '(' || c == ')')
                ))
                .unwrap();
            assert!(v.correct, "{}", v.feedback);
            // The row player's probabilities swapped (when they differ): wrong.
            if x[0] != x[1] {
                let swapped = format!(
                    "({}, {}); {ys}",
                    gamelab::exact::format_number(&x[1]),
                    gamelab::exact::format_number(&x[0])
                );
                let v = e.grade(&swapped).unwrap();
                assert!(!v.correct && v.feedback.contains("row player's strategy is not right"));
            }
        }
    }
}

#[test]
fn unreadable_strategies_say_why() {
    let e = generate(Kind::Mixed, Level::Easy, 1);
    assert!(e.grade("(1/2, 1/2)").unwrap_err().contains("semicolon"));
    assert!(e
        .grade("(1/2, 1/3); (1/2, 1/2)")
        .unwrap_err()
        .contains("add up to 5/6"));
    assert!(e
        .grade("(1/2); (1/2, 1/2)")
        .unwrap_err()
        .contains("Row player"));
    assert!(e
        .grade("(3/2, -1/2); (1/2, 1/2)")
        .unwrap_err()
        .contains("between 0 and 1"));
    assert!(e.grade("(x, y); (1/2, 1/2)").is_err());
    assert!(e.grade("(0.5, 0.5); (0.5, 0.5)").is_ok());
}
