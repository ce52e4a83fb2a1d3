//! Exercises that grade themselves: a seeded question generated from the labs' own solvers, its
//! exact answer, a hint, and a worked solution shown after the attempt (`#/exercises`,
//! `gamelab exercise`).
//!
//! Why built this way: every kind is one file with one generator and one grader behind the
//! [`Exercise`] trait, and the answer always comes from the project's solver (the equilibrium
//! enumeration, iterated elimination, backward induction, the zero-sum LP's exact check, the
//! Blotto best response, the exact ESS test), never from a formula written again here; the
//! tests check every kind over hundreds of seeds against a second, deliberately naive method.
//! A question is a pure function of its kind, its level and its seed, so a link or a command
//! line names it; an answer is typed as text (the page and the command line read the same
//! syntax), and a typo is an error that says what was expected, never a wrong answer. Where a
//! question has several right answers (an order of elimination, a best response among equal
//! ones) the grader checks the property asked for, not one canonical string.

mod blotto;
mod common;
mod dominance;
mod ess;
mod mixed;
mod pure;
mod set;
mod subgame;
mod zero_sum;

pub use common::{Shown, Tree, TreeNode};
pub use set::{Set, SetItem, SetQuery, MAX_SEED, SET_SIZE};

use serde::Serialize;

use crate::i18n::{with_english, Catalogue};
use crate::rng::Seed;

/// The kinds of exercise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Kind {
    /// The pure Nash equilibria of a bimatrix game.
    PureNash,
    /// Iterated elimination of strictly dominated strategies: an order, and what survives.
    Dominance,
    /// The mixed equilibrium of a 2×2 or 2×n game.
    Mixed,
    /// The subgame-perfect equilibrium of a game tree.
    Subgame,
    /// The value of a small zero-sum game.
    ZeroSum,
    /// A Colonel Blotto best response to a mixed allocation.
    Blotto,
    /// The evolutionarily stable strategies of a symmetric game.
    Ess,
}

impl Kind {
    /// Every kind, in the page's order.
    pub const ALL: [Kind; 7] = [
        Kind::PureNash,
        Kind::Dominance,
        Kind::Mixed,
        Kind::Subgame,
        Kind::ZeroSum,
        Kind::Blotto,
        Kind::Ess,
    ];

    /// Its key in addresses and on the command line.
    pub fn key(self) -> &'static str {
        match self {
            Kind::PureNash => "pure-nash",
            Kind::Dominance => "dominance",
            Kind::Mixed => "mixed",
            Kind::Subgame => "spe",
            Kind::ZeroSum => "zero-sum",
            Kind::Blotto => "blotto",
            Kind::Ess => "ess",
        }
    }

    /// The kind with this key.
    pub fn from_key(key: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.key() == key)
    }

    /// Its title for people, in the language of `words` (`exercise-kind-<key>`).
    pub fn title_in(self, words: &Catalogue) -> String {
        words.msg(&format!("exercise-kind-{}", self.key()))
    }

    /// Its title in English.
    pub fn title(self) -> String {
        with_english(|words| self.title_in(words))
    }
}

/// How hard a question is: the size of its game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Default)]
pub enum Level {
    /// The smallest games.
    #[default]
    Easy,
    /// Middle-sized games.
    Medium,
    /// The largest games a hand solves.
    Hard,
}

impl Level {
    /// Every level.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// Its key.
    pub fn key(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// The level with this key.
    pub fn from_key(key: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.key() == key)
    }

    /// Its name for people, in the language of `words` (`exercise-level-<key>`).
    pub fn title_in(self, words: &Catalogue) -> String {
        words.msg(&format!("exercise-level-{}", self.key()))
    }

    /// 0, 1 or 2.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// What the student is shown.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Question {
    /// What to find, in a sentence or two.
    pub text: String,
    /// The game.
    pub game: Shown,
    /// How to write the answer, with an example.
    pub format: String,
    /// A hint: the method, not the answer.
    pub hint: String,
}

/// A graded answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Verdict {
    /// Whether it is right.
    pub correct: bool,
    /// Why, in a sentence: what was right, or the first thing that was wrong.
    pub feedback: String,
}

impl Verdict {
    /// A right answer.
    pub fn right(feedback: impl Into<String>) -> Verdict {
        Verdict {
            correct: true,
            feedback: feedback.into(),
        }
    }

    /// A wrong answer.
    pub fn wrong(feedback: impl Into<String>) -> Verdict {
        Verdict {
            correct: false,
            feedback: feedback.into(),
        }
    }
}

/// One generated exercise of one kind.
pub trait Exercise {
    /// The question, in the language of `words`.
    fn question_in(&self, words: &Catalogue) -> Question;
    /// The question in English (the command line's, and the tests').
    fn question(&self) -> Question {
        with_english(|words| self.question_in(words))
    }
    /// The exact answer, written as the answer box reads it (one of the right answers where
    /// there are several).
    fn answer(&self) -> String;
    /// The worked solution, step by step, in the language of `words`.
    fn solution_in(&self, words: &Catalogue) -> Vec<String>;
    /// The worked solution in English (the command line's, and the tests').
    fn solution(&self) -> Vec<String> {
        with_english(|words| self.solution_in(words))
    }
    /// Grades a typed answer, the feedback in the language of `words`; `Err` says (in that
    /// language) why the text cannot be read (not a wrong answer).
    fn grade_in(&self, given: &str, words: &Catalogue) -> Result<Verdict, String>;
    /// Grades a typed answer, the feedback in English (the command line's, and the tests').
    fn grade(&self, given: &str) -> Result<Verdict, String> {
        with_english(|words| self.grade_in(given, words))
    }
}

/// The exercise of this kind and level for this seed (the same everywhere).
pub fn generate(kind: Kind, level: Level, seed: u64) -> Box<dyn Exercise> {
    // Each kind and level draws from its own stream, so seed 7 is unrelated across kinds.
    let seed = Seed(seed).derive(kind as u64 * 3 + level as u64);
    match kind {
        Kind::PureNash => Box::new(pure::PureNash::generate(level, seed)),
        Kind::Dominance => Box::new(dominance::Dominance::generate(level, seed)),
        Kind::Mixed => Box::new(mixed::Mixed::generate(level, seed)),
        Kind::Subgame => Box::new(subgame::Subgame::generate(level, seed)),
        Kind::ZeroSum => Box::new(zero_sum::ZeroSum::generate(level, seed)),
        Kind::Blotto => Box::new(blotto::BlottoResponse::generate(level, seed)),
        Kind::Ess => Box::new(ess::Ess::generate(level, seed)),
    }
}

/// An exercise with everything a page or a file needs: `gamelab exercise --json` prints it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Sheet {
    /// The kind's key.
    pub kind: &'static str,
    /// The level's key.
    pub level: &'static str,
    /// The seed.
    pub seed: u64,
    /// The question.
    pub question: Question,
    /// The exact answer.
    pub answer: String,
    /// The worked solution.
    pub solution: Vec<String>,
}

impl Sheet {
    /// The exercise of this kind, level and seed, in English.
    pub fn new(kind: Kind, level: Level, seed: u64) -> Sheet {
        with_english(|words| Sheet::new_in(kind, level, seed, words))
    }

    /// The exercise of this kind, level and seed, its question and worked solution in the
    /// language of `words`.
    pub fn new_in(kind: Kind, level: Level, seed: u64, words: &Catalogue) -> Sheet {
        let e = generate(kind, level, seed);
        Sheet {
            kind: kind.key(),
            level: level.key(),
            seed,
            question: e.question_in(words),
            answer: e.answer(),
            solution: e.solution_in(words),
        }
    }
}
