//! "Eliminate strictly dominated strategies, one at a time": an order of elimination and, by
//! it, what survives.
//!
//! The answer is the solver's [`iterated_elimination`] with pure dominators. Any order of
//! strict eliminations ends in the same game, but the orders differ, so the grader replays the
//! student's order step by step in the reduced game ([`dominated_by_pure`] on what is left)
//! and then checks that nothing dominated remains, instead of comparing with one order. The
//! generator keeps only games whose elimination takes at least one, two or three steps by
//! level, so the iteration is practised.

use super::common::{count, shown_bimatrix, strategy_index, words};
use super::{Exercise, Level, Question, Verdict};
use crate::equilibrium::{
    dominated_by_pure, iterated_elimination, Dominator, Elimination, Strength,
};
use crate::exact::format_number;
use crate::game::Player;
use crate::i18n::{Args, Catalogue};
use crate::models::strategic::Bimatrix;
use crate::rng::Seed;

/// The most games drawn before the last one drawn is taken whatever its length.
const TRIES: usize = 20_000;

/// An iterated-dominance exercise.
pub struct Dominance {
    game: Bimatrix,
    elimination: Elimination,
}

/// A strategy: its player and index.
type Strategy = (usize, usize);

impl Dominance {
    /// The game for this level (3×2 or 2×3, 3×3, 4×4; payoffs 0–9) and seed, with at least
    /// one, two or three eliminations.
    pub fn generate(level: Level, seed: Seed) -> Dominance {
        let mut rng = seed.rng();
        let steps = level.index() + 1;
        let mut last = None;
        for _ in 0..TRIES {
            let (rows, cols) = match level {
                Level::Easy if super::common::int_in(&mut rng, 0, 1) == 0 => (3, 2),
                Level::Easy => (2, 3),
                Level::Medium => (3, 3),
                Level::Hard => (4, 4),
            };
            let game = Bimatrix::random_integers(rows, cols, 0, 9, &mut rng);
            let elimination = iterated_elimination(&game, Strength::Strict, false)
                .expect("a small game is within the elimination's limits");
            let long = elimination.steps.len() >= steps;
            last = Some(Dominance { game, elimination });
            if long {
                break;
            }
        }
        last.expect("at least one game is drawn")
    }

    /// The strategy named `word`: rows and columns have distinct names.
    fn strategy(&self, word: &str) -> Option<Strategy> {
        (0..2).find_map(|p| strategy_index(&self.game.names[p], word).map(|i| (p, i)))
    }

    /// The name of a strategy.
    fn name(&self, (p, i): Strategy) -> &str {
        &self.game.names[p][i]
    }

    /// The strategies of `player` that strictly dominate `s` in the game left when `left`
    /// remain (original indices).
    fn dominators(&self, left: &[Vec<usize>; 2], (p, s): Strategy) -> Vec<usize> {
        let reduced = self.game.restrict(&left[0], &left[1]);
        let at = left[p].iter().position(|&i| i == s).expect("s is left");
        dominated_by_pure(&reduced, Player(p as u8), at, Strength::Strict)
            .into_iter()
            .map(|k| left[p][k])
            .collect()
    }

    /// The first strategy still strictly dominated when `left` remain.
    fn still_dominated(&self, left: &[Vec<usize>; 2]) -> Option<(Strategy, usize)> {
        (0..2).find_map(|p| {
            left[p].iter().find_map(|&s| {
                if left[p].len() < 2 {
                    return None;
                }
                self.dominators(left, (p, s)).first().map(|&d| ((p, s), d))
            })
        })
    }

    /// Payoffs of `s` and `d` against the opponent's strategies left, for the solution, in the
    /// language of `cat`.
    fn compare(
        &self,
        left: &[Vec<usize>; 2],
        (p, s): Strategy,
        d: usize,
        cat: &Catalogue,
    ) -> String {
        let pay = |own: usize, t: usize| {
            if p == 0 {
                &self.game.a[own][t]
            } else {
                &self.game.b[t][own]
            }
        };
        left[1 - p]
            .iter()
            .map(|&t| {
                cat.msg_with(
                    "exs-dominance-against",
                    &Args::new()
                        .text("better", format_number(pay(d, t)))
                        .text("worse", format_number(pay(s, t)))
                        .text("against", self.game.names[1 - p][t].as_str()),
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl Exercise for Dominance {
    fn question_in(&self, words: &Catalogue) -> Question {
        Question {
            text: words.msg("exq-dominance-text"),
            game: shown_bimatrix(&self.game),
            format: words.msg("exq-dominance-format"),
            hint: words.msg("exq-dominance-hint"),
        }
    }

    fn answer(&self) -> String {
        self.elimination
            .steps
            .iter()
            .map(|s| s.name.clone())
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn solution_in(&self, cat: &Catalogue) -> Vec<String> {
        let mut left = [
            (0..self.game.rows()).collect::<Vec<_>>(),
            (0..self.game.cols()).collect::<Vec<_>>(),
        ];
        let mut lines = Vec::new();
        for step in &self.elimination.steps {
            let (p, s) = (usize::from(step.player.0), step.strategy);
            let Dominator::Pure(d) = step.by else {
                continue;
            };
            lines.push(
                cat.msg_with(
                    "exs-dominance-step",
                    &Args::new()
                        .text("strategy", self.name((p, s)))
                        .text("by", self.name((p, d)))
                        .text("payoffs", self.compare(&left, (p, s), d, cat)),
                ),
            );
            left[p].retain(|&i| i != s);
        }
        let names = |p: usize| {
            self.elimination.remaining[p]
                .iter()
                .map(|&i| self.game.names[p][i].as_str())
                .collect::<Vec<_>>()
                .join(", ")
        };
        lines.push(cat.msg_with(
            "exs-dominance-left",
            &Args::new().text("rows", names(0)).text("columns", names(1)),
        ));
        lines
    }

    fn grade_in(&self, given: &str, cat: &Catalogue) -> Result<Verdict, String> {
        let w = words(given);
        if w.is_empty() {
            return Err(cat.msg("exs-dominance-read-empty"));
        }
        let mut order = Vec::new();
        for word in &w {
            let s = self.strategy(word).ok_or_else(|| {
                cat.msg_with(
                    "exs-dominance-read-unknown",
                    &Args::new().text("name", word.as_str()),
                )
            })?;
            if order.contains(&s) {
                return Err(cat.msg_with("exs-read-twice", &Args::new().text("name", self.name(s))));
            }
            order.push(s);
        }
        let mut left = [
            (0..self.game.rows()).collect::<Vec<_>>(),
            (0..self.game.cols()).collect::<Vec<_>>(),
        ];
        for (k, &(p, s)) in order.iter().enumerate() {
            if left[p].len() < 2 || self.dominators(&left, (p, s)).is_empty() {
                let args = Args::new()
                    .count("step", count(k + 1))
                    .text("strategy", self.name((p, s)));
                return Ok(Verdict::wrong(if k == 0 {
                    cat.msg_with("exs-dominance-not-dominated", &args)
                } else {
                    let gone: Vec<&str> = order[..k].iter().map(|&t| self.name(t)).collect();
                    cat.msg_with(
                        "exs-dominance-not-dominated-after",
                        &args.text("gone", gone.join(", ")).count("n", count(k)),
                    )
                }));
            }
            left[p].retain(|&i| i != s);
        }
        if let Some((s, d)) = self.still_dominated(&left) {
            return Ok(Verdict::wrong(
                cat.msg_with(
                    "exs-dominance-early",
                    &Args::new()
                        .text("strategy", self.name(s))
                        .text("by", self.name((s.0, d))),
                ),
            ));
        }
        Ok(Verdict::right(cat.msg_with(
            "exs-dominance-right",
            &Args::new().count("n", count(order.len())),
        )))
    }
}
