//! The evolutionarily stable strategies of a symmetric game: one payoff matrix `A` (the row
//! strategy's payoff against the column strategy), the answer every ESS as a probability
//! vector (`(1, 0); (0, 1)`, `(2/3, 1/3)`) or `none`.
//!
//! Why built this way: the candidates are the symmetric Nash equilibria, read off the
//! project's complete enumeration [`all_equilibria`] of the bimatrix game `(A, Aᵀ)` (the
//! equilibria with `x = y`), and each is decided by the exact test [`is_ess`]; nothing is
//! solved again here. Games the enumeration reports degenerate are drawn again (a bounded
//! number of times, then a fixed game): in a nondegenerate game every equilibrium is an
//! isolated extreme one, so the list of symmetric equilibria is complete and finite — no
//! continuum, no tie that makes the answer depend on a convention. Easy games are 2×2 with
//! payoffs in `0..=9`; medium ones 2×2 in `−3..=9` with a mixed symmetric equilibrium (so
//! the second ESS condition matters); hard ones 3×3 drawn from three families — cyclic
//! (rock-paper-scissors-like), coordination-like and unstructured — so both interior and
//! several pure ESSs appear over the seeds. Answers are graded as a set, in any order.

use num_traits::{One, Zero};

use super::common::{
    count, int_in, list_and, q, read_numbers, read_strategy, strategy_text, words, Shown,
};
use super::{Exercise, Level, Question, Verdict};
use crate::equilibrium::{all_equilibria, pure_values};
use crate::exact::{format_number, Q};
use crate::game::Player;
use crate::games::evolution::ess::{is_ess, is_symmetric_nash};
use crate::i18n::{Args, Catalogue};
use crate::models::strategic::Bimatrix;
use crate::rng::{GameRng, Seed};

/// How many games are drawn at most before a fixed nondegenerate one is used.
const ATTEMPTS: usize = 1000;

/// An ESS exercise: the matrix, its symmetric equilibria and which of them are stable.
#[derive(Clone, Debug)]
pub struct Ess {
    /// The game `(A, Aᵀ)`: `A` is the payoff of the row strategy against the column strategy.
    game: Bimatrix,
    /// The symmetric Nash equilibria, the most weight on s1 first.
    symmetric: Vec<Vec<Q>>,
    /// Those that are evolutionarily stable.
    stable: Vec<Vec<Q>>,
}

impl Ess {
    /// The exercise of this level for this seed (see the module documentation for the
    /// games of each level).
    pub fn generate(level: Level, seed: Seed) -> Ess {
        let mut rng = seed.rng();
        let family = int_in(&mut rng, 0, 2);
        for _ in 0..ATTEMPTS {
            let a = draw(level, family, &mut rng);
            if let Some(e) = Ess::solve(&a) {
                let mixed = e.symmetric.iter().any(|x| support(x).len() > 1);
                if level != Level::Medium || mixed {
                    return e;
                }
            }
        }
        Ess::solve(&fallback(level)).expect("the fixed game is nondegenerate")
    }

    /// The exercise on matrix `a`, or `None` when the game `(A, Aᵀ)` is degenerate.
    fn solve(a: &[Vec<i64>]) -> Option<Ess> {
        let n = a.len();
        let at: Vec<Vec<i64>> = (0..n).map(|i| (0..n).map(|j| a[j][i]).collect()).collect();
        let g = Bimatrix::from_integers(a, &at).ok()?;
        let all = all_equilibria(&g).ok()?;
        if all.degenerate {
            return None;
        }
        let mut symmetric: Vec<Vec<Q>> = all
            .extreme
            .iter()
            .filter(|e| e.x == e.y)
            .map(|e| e.x.clone())
            .collect();
        // s1 first: (1, 0) before (0, 1).
        symmetric.sort_by(|x, y| y.cmp(x));
        let stable = symmetric
            .iter()
            .filter(|x| is_ess(&g.a, x))
            .cloned()
            .collect();
        Some(Ess {
            game: g,
            symmetric,
            stable,
        })
    }

    /// The number of pure strategies.
    fn n(&self) -> usize {
        self.game.rows()
    }

    /// `(Ax)_i` for every pure strategy `i`.
    fn against(&self, x: &[Q]) -> Vec<Q> {
        pure_values(&self.game, Player(0), x)
    }

    /// `xᵀAy`.
    fn payoff(&self, x: &[Q], y: &[Q]) -> Q {
        let [row, _] = self.game.expected(x, y);
        row
    }

    /// Reads typed vectors: `none`, or vectors separated by `;` or written in brackets (or,
    /// without either, the numbers read `n` at a time); repeats dropped; what is wrong in the
    /// language of `cat`.
    fn read(&self, given: &str, cat: &Catalogue) -> Result<Vec<Vec<Q>>, String> {
        let n = self.n();
        let w = words(given);
        if w.is_empty() {
            return Err(cat.msg_with("exs-ess-read-empty", &Args::new().count("n", count(n))));
        }
        if w.len() == 1 && w[0] == "none" {
            return Ok(Vec::new());
        }
        let delimited = given.contains([';', '(', ')', '[', ']', '{', '}']);
        let pieces: Vec<String> = if delimited {
            given
                .split([';', ')', ']', '}'])
                .filter(|p| p.chars().any(char::is_alphanumeric))
                .map(str::to_string)
                .collect()
        } else {
            let numbers = read_numbers(given, cat)?;
            if numbers.len() % n != 0 {
                return Err(cat.msg_with(
                    "exs-ess-read-count",
                    &Args::new()
                        .count("given", count(numbers.len()))
                        .count("n", count(n)),
                ));
            }
            given
                .split([',', ' ', '\t', '\n'])
                .filter(|p| !p.trim().is_empty())
                .collect::<Vec<_>>()
                .chunks(n)
                .map(|c| c.join(" "))
                .collect()
        };
        let mut out: Vec<Vec<Q>> = Vec::new();
        for (k, piece) in pieces.iter().enumerate() {
            let whose = cat.msg_with("exs-ess-strategy", &Args::new().count("k", count(k + 1)));
            let x = read_strategy(piece, n, &whose, cat)?;
            if !out.contains(&x) {
                out.push(x);
            }
        }
        Ok(out)
    }

    /// Why `x` (a probability vector) is not an ESS, in a sentence in the language of `cat`.
    fn why_not(&self, x: &[Q], cat: &Catalogue) -> String {
        let p = self.against(x);
        let mean = self.payoff(x, x);
        let shown = strategy_text(x);
        if !is_symmetric_nash(&self.game.a, x) {
            let (j, best) = p
                .iter()
                .enumerate()
                .max_by(|a, b| a.1.cmp(b.1))
                .expect("strategies");
            return cat.msg_with(
                "exs-ess-not-nash",
                &Args::new()
                    .text("shown", shown.as_str())
                    .count("j", count(j + 1))
                    .text("best", format_number(best))
                    .text("mean", format_number(&mean)),
            );
        }
        for (j, pj) in p.iter().enumerate() {
            let e = Bimatrix::pure(self.n(), j);
            if e != x && *pj == mean {
                let invader = self.payoff(&e, &e);
                let resident = self.payoff(x, &e);
                if invader >= resident {
                    return cat.msg_with(
                        "exs-ess-invaded",
                        &Args::new()
                            .text("shown", shown.as_str())
                            .count("j", count(j + 1))
                            .text("mean", format_number(&mean))
                            .text("invader", format_number(&invader))
                            .text("resident", format_number(&resident)),
                    );
                }
            }
        }
        cat.msg_with(
            "exs-ess-not-stable",
            &Args::new().text("shown", shown.as_str()),
        )
    }

    /// The worked check of one symmetric equilibrium against the two conditions, in the
    /// language of `cat`.
    fn check(&self, x: &[Q], cat: &Catalogue) -> String {
        let shown = strategy_text(x);
        let p = self.against(x);
        let mean = self.payoff(x, x);
        let earns: Vec<String> = p
            .iter()
            .enumerate()
            .map(|(i, v)| {
                cat.msg_with(
                    "exs-earns",
                    &Args::new()
                        .text("strategy", format!("s{}", i + 1))
                        .text("payoff", format_number(v)),
                )
            })
            .collect();
        let s = support(x);
        let best: Vec<usize> = (0..self.n()).filter(|&i| p[i] == mean).collect();
        let args = Args::new().text("shown", shown.as_str());
        let verdict = if self.stable.iter().any(|y| y == x) {
            cat.msg_with("exs-ess-so-stable", &args)
        } else {
            cat.msg_with("exs-ess-so-not-stable", &args)
        };
        let head = cat.msg_with(
            "exs-ess-head",
            &Args::new()
                .text("shown", shown.as_str())
                .text("earns", earns.join(", "))
                .text("mean", format_number(&mean)),
        );
        if best.len() == 1 {
            return cat.msg_with(
                "exs-ess-strict",
                &Args::new()
                    .text("head", head)
                    .count("best", count(best[0] + 1))
                    .text("verdict", verdict),
            );
        }
        let worse: Vec<String> = (0..self.n())
            .filter(|i| !best.contains(i))
            .map(|i| format!("s{}", i + 1))
            .collect();
        let outside = if worse.is_empty() {
            String::new()
        } else {
            let or = format!(" {} ", cat.msg("exs-or"));
            let text = cat.msg_with(
                "exs-ess-outside",
                &Args::new()
                    .text("worse", worse.join(&or))
                    .text("shown", shown.as_str()),
            );
            format!(" {text}")
        };
        let condition = if s.len() == best.len() && s.len() == 2 {
            let (i, j) = (s[0], s[1]);
            let a = &self.game.a;
            let k = &a[i][i] - &a[i][j] - &a[j][i] + &a[j][j];
            let sign = if k < Q::zero() {
                cat.msg("exs-ess-sign-positive")
            } else if k > Q::zero() {
                cat.msg("exs-ess-sign-negative")
            } else {
                cat.msg("exs-ess-sign-zero")
            };
            let text = cat.msg_with(
                "exs-ess-two",
                &Args::new()
                    .text("shown", shown.as_str())
                    .count("i", count(i + 1))
                    .count("j", count(j + 1))
                    .text("k", format_number(&k))
                    .text("sign", sign),
            );
            format!(" {text}")
        } else if s.len() == best.len() && s.len() == 3 {
            let z = |k: usize| -> Vec<Q> {
                let mut v = vec![Q::zero(); 3];
                v[0] = -Q::one();
                v[k] = Q::one();
                v
            };
            let form = |k: usize, l: usize| -> Q {
                (self.payoff(&z(k), &z(l)) + self.payoff(&z(l), &z(k))) / q(2)
            };
            let (m11, m12, m22) = (form(1, 1), form(1, 2), form(2, 2));
            let det = &m11 * &m22 - &m12 * &m12;
            let args = Args::new()
                .text("m11", format_number(&m11))
                .text("m12", format_number(&m12))
                .text("m22", format_number(&m22))
                .text("det", format_number(&det));
            let text = if m11 < Q::zero() && det > Q::zero() {
                cat.msg_with("exs-ess-three-definite", &args)
            } else {
                cat.msg_with("exs-ess-three-not-definite", &args)
            };
            format!(" {text}")
        } else {
            let alternatives: Vec<String> = best
                .iter()
                .filter(|&&j| Bimatrix::pure(self.n(), j) != x)
                .map(|&j| {
                    let e = Bimatrix::pure(self.n(), j);
                    cat.msg_with(
                        "exs-ess-alternative",
                        &Args::new()
                            .count("j", count(j + 1))
                            .text("shown", shown.as_str())
                            .text("resident", format_number(&self.payoff(x, &e)))
                            .text("invader", format_number(&self.payoff(&e, &e))),
                    )
                })
                .collect();
            format!(" {};", alternatives.join("; "))
        };
        let best: Vec<String> = best.iter().map(|i| format!("s{}", i + 1)).collect();
        let best: Vec<&str> = best.iter().map(String::as_str).collect();
        cat.msg_with(
            "exs-ess-equality",
            &Args::new()
                .text("head", head)
                .text("best", list_and(cat, &best))
                .text("shown", shown.as_str())
                .text("outside", outside)
                .text("condition", condition)
                .text("verdict", verdict),
        )
    }
}

/// The strategies a vector plays with positive probability.
fn support(x: &[Q]) -> Vec<usize> {
    (0..x.len()).filter(|&i| !x[i].is_zero()).collect()
}

/// A candidate matrix: 2×2 for easy and medium, 3×3 of the seed's `family` for hard.
fn draw(level: Level, family: i64, rng: &mut GameRng) -> Vec<Vec<i64>> {
    let mut matrix =
        |n: usize, entry: &mut dyn FnMut(&mut GameRng, usize, usize) -> i64| -> Vec<Vec<i64>> {
            (0..n)
                .map(|i| (0..n).map(|j| entry(rng, i, j)).collect())
                .collect()
        };
    match level {
        Level::Easy => matrix(2, &mut |r, _, _| int_in(r, 0, 9)),
        Level::Medium => matrix(2, &mut |r, _, _| int_in(r, -3, 9)),
        Level::Hard => match family {
            // Rock-paper-scissors-like: s(i) beats s(i+1) and loses to s(i+2).
            0 => matrix(3, &mut |r, i, j| match (j + 3 - i) % 3 {
                0 => int_in(r, 0, 2),
                1 => int_in(r, 3, 9),
                _ => int_in(r, -3, 1),
            }),
            // Coordination-like: meeting one's own kind pays best.
            1 => matrix(3, &mut |r, i, j| {
                if i == j {
                    int_in(r, 5, 9)
                } else {
                    int_in(r, -3, 4)
                }
            }),
            _ => matrix(3, &mut |r, _, _| int_in(r, -3, 9)),
        },
    }
}

/// A fixed nondegenerate game for the (never seen) case that every draw was rejected.
fn fallback(level: Level) -> Vec<Vec<i64>> {
    match level {
        Level::Easy | Level::Medium => vec![vec![0, 6], vec![2, 4]],
        Level::Hard => vec![vec![0, 4, -2], vec![-2, 0, 4], vec![4, -2, 0]],
    }
}

impl Exercise for Ess {
    fn question_in(&self, words: &Catalogue) -> Question {
        let names: Vec<String> = (1..=self.n()).map(|i| format!("s{i}")).collect();
        let example = if self.n() == 2 {
            "(1, 0); (1/3, 2/3)"
        } else {
            "(1, 0, 0); (1/2, 0, 1/2)"
        };
        Question {
            text: words.msg("exq-ess-text"),
            game: Shown::Matrix {
                rows: names.clone(),
                cols: names.clone(),
                a: self
                    .game
                    .a
                    .iter()
                    .map(|r| r.iter().map(format_number).collect())
                    .collect(),
                caption: words.msg("exq-ess-caption"),
            },
            format: words.msg_with(
                "exq-ess-format",
                &Args::new()
                    .text("strategies", names.join(", "))
                    .text("example", example),
            ),
            hint: words.msg("exq-ess-hint"),
        }
    }

    fn answer(&self) -> String {
        if self.stable.is_empty() {
            "none".into()
        } else {
            self.stable
                .iter()
                .map(|x| strategy_text(x))
                .collect::<Vec<_>>()
                .join("; ")
        }
    }

    fn solution_in(&self, cat: &Catalogue) -> Vec<String> {
        let mut steps = vec![cat.msg_with(
            "exs-ess-candidates",
            &Args::new().text(
                "candidates",
                self.symmetric
                    .iter()
                    .map(|x| strategy_text(x))
                    .collect::<Vec<_>>()
                    .join("; "),
            ),
        )];
        steps.extend(self.symmetric.iter().map(|x| self.check(x, cat)));
        steps.push(if self.stable.is_empty() {
            cat.msg("exs-ess-none")
        } else {
            cat.msg_with("exs-ess-all", &Args::new().text("ess", self.answer()))
        });
        steps
    }

    fn grade_in(&self, given: &str, cat: &Catalogue) -> Result<Verdict, String> {
        let given = self.read(given, cat)?;
        if let Some(x) = given.iter().find(|x| !self.stable.contains(x)) {
            return Ok(Verdict::wrong(self.why_not(x, cat)));
        }
        if let Some(missing) = self.stable.iter().find(|x| !given.contains(x)) {
            return Ok(Verdict::wrong(if support(missing).len() == 1 {
                cat.msg("exs-ess-missing-pure")
            } else {
                cat.msg("exs-ess-missing-mixed")
            }));
        }
        Ok(Verdict::right(if self.stable.is_empty() {
            cat.msg("exs-ess-right-none")
        } else {
            cat.msg_with("exs-ess-right", &Args::new().text("ess", self.answer()))
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fixed_games_are_nondegenerate_and_have_the_known_ess() {
        let hawk_dove = Ess::solve(&fallback(Level::Easy)).unwrap();
        assert_eq!(hawk_dove.answer(), "(1/2, 1/2)");
        let rps = Ess::solve(&fallback(Level::Hard)).unwrap();
        assert_eq!(rps.answer(), "(1/3, 1/3, 1/3)");
    }

    #[test]
    fn answers_are_read_loosely_and_refused_with_a_reason() {
        let coordination = Ess::solve(&[vec![3, 0], vec![0, 2]]).unwrap();
        assert_eq!(coordination.answer(), "(1, 0); (0, 1)");
        for right in [
            "(0,1) (1,0)",
            "[0, 1]; [1, 0]",
            "0 1 1 0",
            "(1, 0); (0, 1); (1, 0)",
        ] {
            assert!(coordination.grade(right).unwrap().correct, "{right}");
        }
        let v = coordination.grade("(1, 0); (2/5, 3/5)").unwrap();
        assert!(
            !v.correct && v.feedback.contains("mutant s1"),
            "{}",
            v.feedback
        );
        let v = coordination.grade("(1, 0)").unwrap();
        assert!(
            !v.correct && v.feedback.contains("pure one"),
            "{}",
            v.feedback
        );
        assert!(coordination.grade("").is_err());
        assert!(coordination
            .grade("1 0 1")
            .unwrap_err()
            .contains("3 numbers"));
        assert!(coordination
            .grade("(1/2, 1/3)")
            .unwrap_err()
            .contains("add up"));
        assert!(coordination.grade("maybe").is_err());
        assert!(!coordination.grade("none").unwrap().correct);
    }

    #[test]
    fn the_worked_sign_agrees_with_the_exact_test() {
        for level in Level::ALL {
            for seed in 0..60 {
                let e = Ess::generate(level, Seed(seed));
                for (x, step) in e.symmetric.iter().zip(&e.solution()[1..]) {
                    let stable = e.stable.contains(x);
                    assert_eq!(step.ends_with(" is an ESS."), stable, "{step}");
                    match support(x).len() {
                        2 => assert_eq!(step.contains("which is positive"), stable, "{step}"),
                        3 => assert_eq!(step.contains("so it is negative"), stable, "{step}"),
                        _ => {}
                    }
                }
            }
        }
    }
}
