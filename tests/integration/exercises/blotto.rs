//! The Blotto best-response exercise against a second method: every allocation of the units
//! to the fields is tried, with its exact expected payoff computed naively from the mixture
//! as shown (+1 per field with more units, −1 per field with fewer, 0 for a tie); the
//! answer must earn the maximum, every maximiser must be graded right and every other
//! allocation wrong, and unreadable answers (garbage, a wrong sum, a wrong number of fields)
//! are errors with a message.

use gamelab::exact::Q;
use gamelab::exercises::{generate, Kind, Level, Shown};
use gamelab::text::read_number;

/// What the question shows: fields, the responder's units, the opponent's mixture.
struct Game {
    fields: usize,
    units: u32,
    opponent: Vec<(Vec<u32>, Q)>,
}

fn game(shown: &Shown) -> Game {
    let Shown::Blotto {
        fields,
        units,
        opponent,
    } = shown
    else {
        panic!("a Blotto game is shown as one: {shown:?}");
    };
    Game {
        fields: *fields as usize,
        units: *units,
        opponent: opponent
            .iter()
            .map(|(a, p)| (a.clone(), read_number(p).unwrap()))
            .collect(),
    }
}

/// Every way to put `units` on `fields` fields.
fn all_allocations(fields: usize, units: u32) -> Vec<Vec<u32>> {
    if fields == 1 {
        return vec![vec![units]];
    }
    let mut out = Vec::new();
    for first in 0..=units {
        for mut rest in all_allocations(fields - 1, units - first) {
            rest.insert(0, first);
            out.push(rest);
        }
    }
    out
}

/// The expected payoff of `mine` against the mixture, summing every field of every
/// allocation the opponent may play.
fn expected(g: &Game, mine: &[u32]) -> Q {
    let mut total = Q::from_integer(0.into());
    for (theirs, p) in &g.opponent {
        let mut score = 0i64;
        for (x, y) in mine.iter().zip(theirs) {
            if x > y {
                score += 1;
            } else if x < y {
                score -= 1;
            }
        }
        total += p * Q::from_integer(score.into());
    }
    total
}

/// The answer as numbers.
fn numbers(answer: &str) -> Vec<u32> {
    answer
        .split(',')
        .map(|x| x.trim().parse().unwrap())
        .collect()
}

#[test]
fn the_answer_is_best_against_every_allocation_and_every_best_one_is_right() {
    let sizes = [(3, [4, 5], 2..=2), (3, [6, 6], 3..=3), (4, [8, 8], 3..=4)];
    for level in Level::ALL {
        let mut several = 0;
        for seed in super::SEEDS {
            let e = generate(Kind::Blotto, level, seed);
            let g = game(&e.question().game);
            let (fields, units, mixed) = &sizes[level.index()];
            assert_eq!(g.fields, *fields, "{level:?} {seed}");
            assert!(units.contains(&g.units), "{level:?} {seed}");
            assert!(mixed.contains(&g.opponent.len()), "{level:?} {seed}");
            let one: Q = g.opponent.iter().map(|(_, p)| p.clone()).sum();
            assert_eq!(one, Q::from_integer(1.into()), "{level:?} {seed}");
            for (theirs, p) in &g.opponent {
                assert_eq!(theirs.len(), g.fields);
                assert!(units.contains(&theirs.iter().sum::<u32>()));
                assert!(*p > Q::from_integer(0.into()));
            }
            let all = all_allocations(g.fields, g.units);
            let payoffs: Vec<Q> = all.iter().map(|a| expected(&g, a)).collect();
            let best = payoffs.iter().max().unwrap().clone();
            let answer = numbers(&e.answer());
            assert_eq!(
                expected(&g, &answer),
                best,
                "{level:?} {seed}: {}",
                e.answer()
            );
            let maximisers = payoffs.iter().filter(|p| **p == best).count();
            assert!(
                maximisers < all.len(),
                "{level:?} {seed}: every allocation is best"
            );
            if maximisers > 1 {
                several += 1;
            }
            for (a, p) in all.iter().zip(&payoffs) {
                let text = a.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
                let verdict = e.grade(&text).unwrap();
                assert_eq!(verdict.correct, *p == best, "{level:?} {seed}: {text}");
                let earned = gamelab::exact::format_number(p);
                assert!(
                    verdict.feedback.contains(&earned),
                    "{level:?} {seed}: {text}: {}",
                    verdict.feedback
                );
                if *p == best && *a != answer {
                    assert!(
                        verdict.feedback.contains("best responses"),
                        "{}",
                        verdict.feedback
                    );
                }
                if *p != best {
                    let top = gamelab::exact::format_number(&best);
                    assert!(verdict.feedback.contains(&top), "{}", verdict.feedback);
                }
            }
            assert!(
                e.solution()
                    .iter()
                    .any(|s| s.contains(&gamelab::exact::format_number(&best))),
                "{level:?} {seed}"
            );
        }
        // Several best responses happen, and the grader is then tested on them.
        assert!(several > 0, "{level:?}: always a single best response");
    }
}

#[test]
fn answers_are_read_tolerantly_and_unreadable_ones_refused() {
    for level in Level::ALL {
        for seed in super::SEEDS {
            let e = generate(Kind::Blotto, level, seed);
            let g = game(&e.question().game);
            let answer = numbers(&e.answer());
            let spaced = answer
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(" ");
            for text in [
                format!("[{spaced}]"),
                format!("( {} )", e.answer()),
                answer
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(";"),
            ] {
                let verdict = e
                    .grade(&text)
                    .unwrap_or_else(|err| panic!("'{text}': {err}"));
                assert!(
                    verdict.correct,
                    "{level:?} {seed} '{text}': {}",
                    verdict.feedback
                );
            }
            // One field too few, one too many, one unit too many, garbage, a negative count.
            let short = answer[..g.fields - 1]
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ");
            let long = format!("{}, 0", e.answer());
            let mut more = answer.clone();
            *more.iter_mut().min().unwrap() += 1;
            let more = more
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ");
            let negative = format!("-1, {}", g.units + 1);
            for (text, says) in [
                (short.as_str(), "fields"),
                (long.as_str(), "fields"),
                (more.as_str(), "add up to"),
                ("two, one, one", "whole numbers"),
                ("", "whole numbers"),
                (negative.as_str(), "whole number"),
                ("1.5, 1.5, 1", "whole number"),
            ] {
                let err = e.grade(text).expect_err(text);
                assert!(err.contains(says), "{level:?} {seed} '{text}': {err}");
            }
        }
    }
}
