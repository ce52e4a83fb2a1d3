//! "Eliminate strictly dominated strategies, one at a time": an order of elimination and, by
//! it, what survives.
//!
//! The answer is the solver's [`iterated_elimination`] with pure dominators. Any order of
//! strict eliminations ends in the same game, but the orders differ, so the grader replays the
//! student's order step by step in the reduced game ([`dominated_by_pure`] on what is left)
//! and then checks that nothing dominated remains, instead of comparing with one order. The
//! generator keeps only games whose elimination takes at least one, two or three steps by
//! level, so the iteration is practised.

use super::common::{shown_bimatrix, strategy_index, words};
use super::{Exercise, Level, Question, Verdict};
use crate::equilibrium::{
    dominated_by_pure, iterated_elimination, Dominator, Elimination, Strength,
};
use crate::exact::format_number;
use crate::game::Player;
use crate::i18n::Catalogue;
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

    /// Payoffs of `s` and `d` against the opponent's strategies left, for the solution.
    fn compare(&self, left: &[Vec<usize>; 2], (p, s): Strategy, d: usize) -> String {
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
                format!(
                    "{} > {} against {}",
                    format_number(pay(d, t)),
                    format_number(pay(s, t)),
                    self.game.names[1 - p][t]
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

    fn solution(&self) -> Vec<String> {
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
            lines.push(format!(
                "{} is strictly dominated by {}: {}. Remove it.",
                self.name((p, s)),
                self.name((p, d)),
                self.compare(&left, (p, s), d)
            ));
            left[p].retain(|&i| i != s);
        }
        let names = |p: usize| {
            self.elimination.remaining[p]
                .iter()
                .map(|&i| self.game.names[p][i].as_str())
                .collect::<Vec<_>>()
                .join(", ")
        };
        lines.push(format!(
            "Nothing left is strictly dominated: the row player keeps {}, the column player {}. \
             Another order of elimination ends in the same game.",
            names(0),
            names(1)
        ));
        lines
    }

    fn grade(&self, given: &str) -> Result<Verdict, String> {
        let w = words(given);
        if w.is_empty() {
            return Err(
                "Write the strategies in the order you remove them, such as r3, c2.".into(),
            );
        }
        let mut order = Vec::new();
        for word in &w {
            let s = self
                .strategy(word)
                .ok_or_else(|| format!("'{word}' is not a strategy of this game."))?;
            if order.contains(&s) {
                return Err(format!("{} is named twice.", self.name(s)));
            }
            order.push(s);
        }
        let mut left = [
            (0..self.game.rows()).collect::<Vec<_>>(),
            (0..self.game.cols()).collect::<Vec<_>>(),
        ];
        for (k, &(p, s)) in order.iter().enumerate() {
            if left[p].len() < 2 || self.dominators(&left, (p, s)).is_empty() {
                let when = if k == 0 {
                    "in the whole game".to_string()
                } else {
                    format!(
                        "once {} {} gone",
                        order[..k]
                            .iter()
                            .map(|&t| self.name(t))
                            .collect::<Vec<_>>()
                            .join(", "),
                        if k == 1 { "is" } else { "are" }
                    )
                };
                return Ok(Verdict::wrong(format!(
                    "Step {}: {} is not strictly dominated {when}.",
                    k + 1,
                    self.name((p, s))
                )));
            }
            left[p].retain(|&i| i != s);
        }
        if let Some((s, d)) = self.still_dominated(&left) {
            return Ok(Verdict::wrong(format!(
                "Every step is right, but you stopped early: {} is still strictly dominated \
                 by {}.",
                self.name(s),
                self.name((s.0, d))
            )));
        }
        Ok(Verdict::right(format!(
            "Right: {} eliminations, and nothing left is dominated.",
            order.len()
        )))
    }
}
