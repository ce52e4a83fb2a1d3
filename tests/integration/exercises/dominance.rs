//! Iterated dominance: the survivors of a naive elimination (every strictly dominated strategy
//! at once, round after round), and the answer's order replayed step by step by hand.

use gamelab::exercises::{generate, Kind, Level};

use super::pure::integers;
use super::SEEDS;

/// Whether own strategy `s` of `player` is strictly dominated by another left, against the
/// opponent's strategies left.
fn dominated(
    a: &[Vec<i64>],
    b: &[Vec<i64>],
    left: &[Vec<usize>; 2],
    player: usize,
    s: usize,
) -> bool {
    let pay = |own: usize, t: usize| if player == 0 { a[own][t] } else { b[t][own] };
    left[player]
        .iter()
        .any(|&d| d != s && left[1 - player].iter().all(|&t| pay(d, t) > pay(s, t)))
}

#[test]
fn the_order_is_valid_and_ends_where_naive_elimination_ends() {
    for level in Level::ALL {
        for seed in SEEDS {
            let e = generate(Kind::Dominance, level, seed);
            let (rows, cols, a, b) = integers(&e.question().game);
            // Naive: remove every dominated strategy at once until none is.
            let mut naive = [
                (0..rows.len()).collect::<Vec<_>>(),
                (0..cols.len()).collect(),
            ];
            loop {
                let drop: Vec<(usize, usize)> = (0..2)
                    .flat_map(|p| naive[p].iter().map(move |&s| (p, s)))
                    .filter(|&(p, s)| dominated(&a, &b, &naive, p, s))
                    .collect();
                if drop.is_empty() {
                    break;
                }
                for (p, s) in drop {
                    naive[p].retain(|&i| i != s);
                }
            }
            // The answer's order, replayed.
            let answer = e.answer();
            let order: Vec<&str> = answer.split(", ").collect();
            assert!(order.len() > level as usize, "{level:?} {seed}: {answer}");
            let mut left = [
                (0..rows.len()).collect::<Vec<_>>(),
                (0..cols.len()).collect(),
            ];
            for name in &order {
                let (p, s) = match rows.iter().position(|r| r == name) {
                    Some(r) => (0, r),
                    None => (1, cols.iter().position(|c| c == name).unwrap()),
                };
                assert!(
                    dominated(&a, &b, &left, p, s),
                    "{level:?} {seed}: {name} in {answer}"
                );
                left[p].retain(|&i| i != s);
            }
            assert_eq!(left, naive, "{level:?} {seed}: {answer}");
            // Upper case and spaces only: still right. Stopping one step early: wrong.
            let v = e.grade(&order.join(" ").to_uppercase()).unwrap();
            assert!(v.correct, "{}", v.feedback);
            if order.len() > 1 {
                let v = e.grade(&order[..order.len() - 1].join(", ")).unwrap();
                assert!(
                    !v.correct && v.feedback.contains("stopped early"),
                    "{}",
                    v.feedback
                );
            }
            // Starting with a survivor: wrong, and the step is named.
            let survivor = &rows[naive[0][0]];
            let v = e.grade(&format!("{survivor}, {answer}")).unwrap();
            assert!(
                !v.correct && v.feedback.starts_with("Step 1"),
                "{}",
                v.feedback
            );
        }
    }
}

#[test]
fn any_valid_order_is_right() {
    // Find a game whose first two eliminations can be swapped, and swap them.
    let mut swapped = 0;
    for seed in SEEDS {
        let e = generate(Kind::Dominance, Level::Hard, seed);
        let answer = e.answer();
        let mut order: Vec<&str> = answer.split(", ").collect();
        order.swap(0, 1);
        if let Ok(v) = e.grade(&order.join(", ")) {
            swapped += usize::from(v.correct);
        }
    }
    assert!(swapped > 10, "{swapped} games graded another order right");
}

#[test]
fn unreadable_orders_say_why() {
    let e = generate(Kind::Dominance, Level::Easy, 1);
    assert!(e.grade("  ").is_err());
    assert!(e.grade("r9").unwrap_err().contains("r9"));
    let first = e.answer().split(", ").next().unwrap().to_string();
    assert!(e
        .grade(&format!("{first}, {first}"))
        .unwrap_err()
        .contains("twice"));
}
