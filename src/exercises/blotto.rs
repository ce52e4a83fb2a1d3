//! "A Colonel Blotto best response": split U units over K fields against an opponent whose
//! mixed strategy is known (a few allocations, each with an exact probability).
//!
//! Why built this way: the payoff is the Blotto lab's ([`field_payoff`]: on each field +1 to
//! the side with more units, −1 to the side with fewer, 0 for a tie, summed over the fields),
//! so the expected payoff is a sum of per-field terms that depend only on the opponent's
//! per-field marginals. The best response is the lab's dynamic programme over those marginals
//! ([`best_response`] on [`marginals`]), not a search written here. The lab's exact best
//! response ([`crate::games::blotto::exact::best_response_exact`]) takes partitions played in
//! a random order of the fields, so one marginal for all fields; here the opponent's
//! allocations are played field by field as shown, so the per-field programme is the one
//! that fits. It runs in doubles, so its allocation is then made exact: its payoff is
//! recomputed in rationals from the shown probabilities ([`Blotto::payoff`]), and every
//! allocation's exact payoff is compared with it. The probabilities have denominators of at
//! most 8, so two payoffs that differ do so by at least 1/8, far above the doubles' rounding:
//! the programme's allocation is exactly best, which the generator asserts. Any allocation
//! with the best exact payoff is graded right. Games where every allocation is a best
//! response, or more than half are, are drawn again (from the same stream, so a question
//! stays a pure function of level and seed).

use super::common::{count, int_in, read_numbers};
use super::{Exercise, Level, Question, Shown, Verdict};
use crate::exact::{format_number, to_f64, Q};
use crate::games::blotto::{best_response, field_payoff, marginals, Allocation, Blotto, Side};
use crate::i18n::{Args, Catalogue};
use crate::rng::{below, Seed};
use num_traits::{Signed, Zero};

/// The most games drawn before the last one drawn is taken as it is (never met on the tests'
/// seeds).
const TRIES: usize = 1_000;

/// A best-response exercise: the responder is player A of the lab's game.
pub struct BlottoResponse {
    /// Fields, the responder's units (`a`) and the opponent's (`b`).
    game: Blotto,
    /// The opponent's allocations with their exact probabilities, in the order shown.
    opponent: Vec<(Allocation, Q)>,
    /// A best response, from the lab's dynamic programme.
    best: Allocation,
    /// Its exact expected payoff (the best there is).
    best_payoff: Q,
    /// Every allocation earning `best_payoff`, in lexicographic order.
    maximisers: Vec<Allocation>,
}

/// The sizes of a level: fields, the responder's units (a range), the opponent's units (a
/// range), how many allocations the opponent mixes (a range), and the common denominators of
/// the probabilities to draw from.
struct Sizes {
    fields: u32,
    units: (i64, i64),
    opponent_units: (i64, i64),
    mixed: (i64, i64),
    denominators: &'static [i64],
}

const SIZES: [Sizes; 3] = [
    Sizes {
        fields: 3,
        units: (4, 5),
        opponent_units: (4, 5),
        mixed: (2, 2),
        denominators: &[2, 3, 4],
    },
    Sizes {
        fields: 3,
        units: (6, 6),
        opponent_units: (6, 6),
        mixed: (3, 3),
        denominators: &[3, 4, 6],
    },
    Sizes {
        fields: 4,
        units: (8, 8),
        opponent_units: (8, 8),
        mixed: (3, 4),
        denominators: &[4, 6, 8],
    },
];

/// `n` positive integers adding up to `total` (≥ `n`), drawn from the stream.
fn positive_parts(rng: &mut crate::rng::GameRng, total: i64, n: usize) -> Vec<i64> {
    let mut parts = Vec::with_capacity(n);
    let mut left = total;
    for i in 0..n {
        let still = (n - i - 1) as i64;
        let p = if still == 0 {
            left
        } else {
            int_in(rng, 1, left - still)
        };
        parts.push(p);
        left -= p;
    }
    parts
}

/// An allocation for people: `(2, 2, 0)`.
fn allocation_text(a: &[u32]) -> String {
    let parts: Vec<String> = a.iter().map(u32::to_string).collect();
    format!("({})", parts.join(", "))
}

impl BlottoResponse {
    /// The exercise for this level (easy: 3 fields, 4–5 units each side, 2 allocations mixed;
    /// medium: 3 fields, 6 units, 3 allocations; hard: 4 fields, 8 units, 3–4 allocations) and
    /// seed.
    pub fn generate(level: Level, seed: Seed) -> BlottoResponse {
        let mut rng = seed.rng();
        let sizes = &SIZES[level.index()];
        let mut last = None;
        for _ in 0..TRIES {
            let units = int_in(&mut rng, sizes.units.0, sizes.units.1) as u32;
            let theirs = int_in(&mut rng, sizes.opponent_units.0, sizes.opponent_units.1) as u32;
            let game = Blotto::new(sizes.fields, units, theirs).expect("within the lab's limits");
            let n = int_in(&mut rng, sizes.mixed.0, sizes.mixed.1) as usize;
            let den_count = sizes.denominators.len() as u32;
            let den = sizes.denominators[below(&mut rng, den_count) as usize].max(n as i64);
            let theirs_all = game.allocations(Side::B);
            let count = u32::try_from(theirs_all.len()).expect("a small game");
            let mut picked: Vec<usize> = Vec::with_capacity(n);
            for _ in 0..n {
                picked.push(below(&mut rng, count) as usize);
            }
            let weights = positive_parts(&mut rng, den, n);
            let mut distinct = picked.clone();
            distinct.sort_unstable();
            distinct.dedup();
            if distinct.len() != n {
                continue;
            }
            let opponent: Vec<(Allocation, Q)> = picked
                .iter()
                .zip(&weights)
                .map(|(&i, &w)| (theirs_all[i].clone(), Q::new(w.into(), den.into())))
                .collect();
            let exercise = Self::solve(game, opponent);
            let total = game.allocations(Side::A).len();
            if exercise.maximisers.len() * 2 <= total {
                return exercise;
            }
            last = Some(exercise);
        }
        last.expect("at least one game is drawn")
    }

    /// The best response to `opponent` by the lab's dynamic programme, made exact.
    fn solve(game: Blotto, opponent: Vec<(Allocation, Q)>) -> BlottoResponse {
        let floats: Vec<(Allocation, f64)> = opponent
            .iter()
            .map(|(a, p)| (a.clone(), to_f64(p)))
            .collect();
        let response = best_response(&game, Side::A, &marginals(&game, Side::B, &floats));
        let mut exercise = BlottoResponse {
            game,
            opponent,
            best: response.allocation,
            best_payoff: Q::zero(),
            maximisers: Vec::new(),
        };
        exercise.best_payoff = exercise.payoff(&exercise.best);
        let all: Vec<(Allocation, Q)> = game
            .allocations(Side::A)
            .into_iter()
            .map(|a| {
                let p = exercise.payoff(&a);
                (a, p)
            })
            .collect();
        assert!(
            all.iter().all(|(_, p)| *p <= exercise.best_payoff),
            "the programme's allocation is exactly best (payoffs differ by at least 1/8)"
        );
        exercise.maximisers = all
            .into_iter()
            .filter(|(_, p)| *p == exercise.best_payoff)
            .map(|(a, _)| a)
            .collect();
        exercise
    }

    /// The exact expected payoff of an allocation against the opponent's mixture.
    fn payoff(&self, a: &[u32]) -> Q {
        self.opponent
            .iter()
            .map(|(b, p)| p * Q::from_integer(self.game.payoff(a, b).into()))
            .sum()
    }

    /// The exact expected payoff of `n` units on field `k` (from 0): P[fewer] − P[more].
    fn field_value(&self, k: usize, n: u32) -> Q {
        self.opponent
            .iter()
            .map(|(b, p)| p * Q::from_integer(field_payoff(n, b[k]).into()))
            .sum()
    }

    /// The opponent's distribution on field `k`: each unit count with its probability, the
    /// counts in increasing order.
    fn field_distribution(&self, k: usize) -> Vec<(u32, Q)> {
        let mut d: Vec<(u32, Q)> = Vec::new();
        for (b, p) in &self.opponent {
            match d.iter_mut().find(|(n, _)| *n == b[k]) {
                Some((_, q)) => *q += p,
                None => d.push((b[k], p.clone())),
            }
        }
        d.sort_by_key(|(n, _)| *n);
        d
    }

    /// A field and its text, in the language of `cat`: `field 1: 1/2`.
    fn field(k: usize, text: String, cat: &Catalogue) -> String {
        cat.msg_with(
            "exs-blotto-field",
            &Args::new().count("field", count(k + 1)).text("text", text),
        )
    }

    /// Each field's expected payoff under an allocation: `field 1: 1/2, field 2: -1/3`.
    fn breakdown(&self, a: &[u32], cat: &Catalogue) -> String {
        a.iter()
            .enumerate()
            .map(|(k, &n)| Self::field(k, format_number(&self.field_value(k, n)), cat))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Reads an allocation: K whole numbers ≥ 0 adding up to the responder's units, separated
    /// by commas, semicolons or spaces, brackets ignored; what is wrong in the language of
    /// `cat`.
    fn read(&self, given: &str, cat: &Catalogue) -> Result<Allocation, String> {
        let (k, u) = (self.game.fields as usize, self.game.a);
        let args = || {
            Args::new()
                .count("fields", count(k))
                .count("units", u.into())
                .text("example", self.example())
        };
        let numbers = read_numbers(given, cat)
            .map_err(|e| cat.msg_with("exs-blotto-read", &args().text("error", e)))?;
        let mut a = Vec::with_capacity(k);
        for x in &numbers {
            if x.is_negative() || !x.is_integer() || *x > Q::from_integer(u.into()) {
                return Err(cat.msg_with(
                    "exs-blotto-read-not-units",
                    &args().text("given", format_number(x)),
                ));
            }
            a.push(x.to_integer().try_into().expect("at most the units"));
        }
        if a.len() != k {
            return Err(cat.msg_with("exs-blotto-read-count", &args().count("n", count(a.len()))));
        }
        let sum: u32 = a.iter().sum();
        if sum != u {
            return Err(cat.msg_with("exs-blotto-read-sum", &args().count("sum", sum.into())));
        }
        Ok(a)
    }

    /// An allocation in the answer's syntax, for the format line: all units on field 1 but
    /// one on field 2 (rarely a best response, and only an example of the syntax).
    fn example(&self) -> String {
        let mut a = vec![0u32; self.game.fields as usize];
        a[0] = self.game.a - 1;
        a[1] = 1;
        a.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
    }
}

impl Exercise for BlottoResponse {
    fn question_in(&self, words: &Catalogue) -> Question {
        let (k, u, v) = (self.game.fields, self.game.a, self.game.b);
        let sizes = || {
            Args::new()
                .count("fields", k.into())
                .count("units", u.into())
        };
        Question {
            text: words.msg_with("exq-blotto-text", &sizes().count("opponent", v.into())),
            game: Shown::Blotto {
                fields: k,
                units: u,
                opponent: self
                    .opponent
                    .iter()
                    .map(|(a, p)| (a.clone(), format_number(p)))
                    .collect(),
            },
            format: words.msg_with(
                "exq-blotto-format",
                &sizes().text("example", self.example()),
            ),
            hint: words.msg("exq-blotto-hint"),
        }
    }

    fn answer(&self) -> String {
        self.best
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn solution_in(&self, cat: &Catalogue) -> Vec<String> {
        let (k, u) = (self.game.fields as usize, self.game.a);
        let mut lines = Vec::new();
        let distributions: Vec<String> = (0..k)
            .map(|f| {
                let d: Vec<String> = self
                    .field_distribution(f)
                    .iter()
                    .map(|(n, p)| {
                        cat.msg_with(
                            "exs-blotto-with-probability",
                            &Args::new()
                                .count("units", i64::from(*n))
                                .text("probability", format_number(p)),
                        )
                    })
                    .collect();
                Self::field(f, d.join(", "), cat)
            })
            .collect();
        lines.push(cat.msg_with(
            "exs-blotto-sum",
            &Args::new().text("fields", distributions.join("; ")),
        ));
        for f in 0..k {
            let values: Vec<Q> = (0..=u).map(|n| self.field_value(f, n)).collect();
            let top = values.last().expect("units 0..=U").clone();
            let mut shown = Vec::new();
            for (n, v) in values.iter().enumerate() {
                shown.push(format!("{n} → {}", format_number(v)));
                if *v == top && n < u as usize {
                    shown.push(cat.msg("exs-blotto-same-with-more"));
                    break;
                }
            }
            lines.push(
                cat.msg_with(
                    "exs-blotto-field-values",
                    &Args::new()
                        .count("field", count(f + 1))
                        .text("values", shown.join(", ")),
                ),
            );
        }
        let parts: Vec<String> = self
            .best
            .iter()
            .enumerate()
            .map(|(f, &n)| {
                let v = self.field_value(f, n);
                if v.is_negative() {
                    format!("({})", format_number(&v))
                } else {
                    format_number(&v)
                }
            })
            .collect();
        lines.push(
            cat.msg_with(
                "exs-blotto-choose",
                &Args::new()
                    .count("units", u.into())
                    .text("allocation", allocation_text(&self.best))
                    .text("sum", parts.join(" + "))
                    .text("payoff", format_number(&self.best_payoff)),
            ),
        );
        let others: Vec<String> = self
            .maximisers
            .iter()
            .filter(|a| **a != self.best)
            .map(|a| allocation_text(a))
            .collect();
        let payoff = || Args::new().text("payoff", format_number(&self.best_payoff));
        lines.push(match others.len() {
            0 => cat.msg_with("exs-blotto-only", &payoff()),
            n if n <= 5 => cat.msg_with(
                "exs-blotto-also",
                &payoff().text("others", others.join(", ")),
            ),
            n => cat.msg_with(
                "exs-blotto-many",
                &payoff()
                    .count("n", count(n))
                    .text("others", others[..3].join(", ")),
            ),
        });
        lines
    }

    fn grade_in(&self, given: &str, cat: &Catalogue) -> Result<Verdict, String> {
        let a = self.read(given, cat)?;
        let earned = self.payoff(&a);
        let best = || Args::new().text("best", format_number(&self.best_payoff));
        if earned == self.best_payoff {
            let feedback = if a == self.best {
                cat.msg_with("exs-blotto-right", &best())
            } else {
                cat.msg_with(
                    "exs-blotto-right-another",
                    &best()
                        .text("allocation", allocation_text(&self.best))
                        .count("n", count(self.maximisers.len())),
                )
            };
            return Ok(Verdict::right(feedback));
        }
        Ok(Verdict::wrong(
            cat.msg_with(
                "exs-blotto-wrong",
                &best()
                    .text("payoff", format_number(&earned))
                    .text("fields", self.breakdown(&a, cat)),
            ),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pure_opponent_is_beaten_field_by_field() {
        let game = Blotto::new(3, 4, 4).unwrap();
        let e = BlottoResponse::solve(game, vec![(vec![4, 0, 0], Q::from_integer(1.into()))]);
        // Win two empty fields, lose the full one: 1 + 1 − 1.
        assert_eq!(e.best_payoff, Q::from_integer(1.into()));
        assert!(e.grade("[0, 2, 2]").unwrap().correct);
        assert!(e.grade("0 1 3").unwrap().correct);
        let wrong = e.grade("4, 0, 0").unwrap();
        assert!(
            !wrong.correct && wrong.feedback.contains("earns 0"),
            "{}",
            wrong.feedback
        );
        assert!(e.grade("1, 1").unwrap_err().contains("3 fields"));
        assert!(e.grade("1, 1, 1").unwrap_err().contains("add up to 3"));
        assert!(e.grade("-1, 4, 1").unwrap_err().contains("whole number"));
        assert!(e.grade("two").is_err());
    }

    #[test]
    fn generation_is_a_function_of_level_and_seed() {
        for level in Level::ALL {
            let (a, b) = (
                BlottoResponse::generate(level, Seed(3)),
                BlottoResponse::generate(level, Seed(3)),
            );
            assert_eq!(a.question(), b.question());
            assert_eq!(a.answer(), b.answer());
        }
    }
}
