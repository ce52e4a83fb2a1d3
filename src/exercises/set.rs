//! A set of exercises and its score: the page model of `#/exercises`.
//!
//! A set is named by its address (`#/exercises?kind=all&level=easy&seed=7`), so a teacher
//! shares one link and every student gets the same questions: with `kind=all` one exercise of
//! every kind, each from the seed; with one kind, [`SET_SIZE`] exercises of it from the seed
//! and the seeds after it. The page keeps the set, sends each typed answer to
//! [`Set::submit`] and shows the verdict, the solution once an answer was graded (or given up
//! on), and the score. Nothing here touches the DOM, so the tests drive the page's logic.

use crate::i18n::{with_english, Args, Catalogue};
use serde::{Deserialize, Serialize};

use super::{generate, Exercise, Kind, Level, Verdict};

/// Exercises in a set of one kind.
pub const SET_SIZE: usize = 5;

/// The largest seed an address takes (seeds stay exact in JavaScript numbers).
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// The page's address, as its query says it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetQuery {
    /// A kind's key, or `all` (the default).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    /// `easy` (the default), `medium` or `hard`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    /// The seed (1 by default).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<String>,
}

/// One exercise of a set and what the student did with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetItem {
    /// Its kind.
    pub kind: Kind,
    /// Its seed.
    pub seed: u64,
    /// The last answer typed.
    pub given: String,
    /// The last verdict.
    pub verdict: Option<Verdict>,
    /// Why the last answer could not be read.
    pub error: Option<String>,
    /// How many answers were graded.
    pub attempts: u32,
    /// Whether the first graded answer was right.
    pub first_try: bool,
    /// Whether the student asked for the solution without a right answer.
    pub gave_up: bool,
}

impl SetItem {
    /// Whether its solution may be shown: after a graded answer or giving up.
    pub fn solution_shown(&self) -> bool {
        self.attempts > 0 || self.gave_up
    }

    /// Whether it was answered right.
    pub fn right(&self) -> bool {
        self.verdict.as_ref().is_some_and(|v| v.correct)
    }
}

/// A set of exercises.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Set {
    /// One kind, or every kind (`None`).
    pub kind: Option<Kind>,
    /// The level.
    pub level: Level,
    /// The seed.
    pub seed: u64,
    /// The exercises.
    pub items: Vec<SetItem>,
}

impl Default for Set {
    fn default() -> Set {
        Set::new(None, Level::Easy, 1)
    }
}

impl Set {
    /// The set of this kind (or every kind), level and seed.
    pub fn new(kind: Option<Kind>, level: Level, seed: u64) -> Set {
        let item = |kind: Kind, seed: u64| SetItem {
            kind,
            seed,
            given: String::new(),
            verdict: None,
            error: None,
            attempts: 0,
            first_try: false,
            gave_up: false,
        };
        let items = match kind {
            None => Kind::ALL.iter().map(|&k| item(k, seed)).collect(),
            Some(k) => (0..SET_SIZE as u64)
                .map(|i| item(k, seed.saturating_add(i)))
                .collect(),
        };
        Set {
            kind,
            level,
            seed,
            items,
        }
    }

    /// The set an address names; the errors name each field that is wrong (`kind`, `level`,
    /// `seed`) with what it takes, in English.
    pub fn from_query(q: &SetQuery) -> Result<Set, Vec<(&'static str, String)>> {
        with_english(|words| Set::from_query_in(q, words))
    }

    /// The set an address names; the errors name each field that is wrong (`kind`, `level`,
    /// `seed`) with what it takes, in the language of `words`.
    pub fn from_query_in(
        q: &SetQuery,
        words: &Catalogue,
    ) -> Result<Set, Vec<(&'static str, String)>> {
        let mut errors = Vec::new();
        let kind = match q.kind.as_deref().map(str::trim) {
            None | Some("" | "all") => None,
            Some(k) => match Kind::from_key(k) {
                Some(k) => Some(k),
                None => {
                    errors.push((
                        "kind",
                        words.msg_with(
                            "exs-set-bad-kind",
                            &Args::new()
                                .text("given", format!("{k:?}"))
                                .text("kinds", Kind::ALL.map(Kind::key).join(", ")),
                        ),
                    ));
                    None
                }
            },
        };
        let level = match q.level.as_deref().map(str::trim) {
            None | Some("") => Level::Easy,
            Some(l) => Level::from_key(l).unwrap_or_else(|| {
                errors.push((
                    "level",
                    words.msg_with(
                        "exs-set-bad-level",
                        &Args::new().text("given", format!("{l:?}")),
                    ),
                ));
                Level::Easy
            }),
        };
        let seed = match q.seed.as_deref().map(str::trim) {
            None | Some("") => 1,
            Some(s) => match s.parse::<u64>() {
                Ok(n) if n <= MAX_SEED => n,
                _ => {
                    errors.push((
                        "seed",
                        words.msg_with(
                            "exs-set-bad-seed",
                            &Args::new()
                                .text("given", format!("{s:?}"))
                                .text("max", MAX_SEED.to_string()),
                        ),
                    ));
                    1
                }
            },
        };
        if errors.is_empty() {
            Ok(Set::new(kind, level, seed))
        } else {
            Err(errors)
        }
    }

    /// Its address's query.
    pub fn to_query(&self) -> SetQuery {
        SetQuery {
            kind: Some(self.kind.map_or("all", Kind::key).to_string()),
            level: Some(self.level.key().to_string()),
            seed: Some(self.seed.to_string()),
        }
    }

    /// The next set of the same kind and level: the seeds after this set's (wrapping past
    /// [`MAX_SEED`]), so "another set" never repeats an exercise of this one.
    pub fn next(&self) -> Set {
        let seed = (self.seed + self.items.len() as u64) % (MAX_SEED + 1);
        Set::new(self.kind, self.level, seed)
    }

    /// Exercise `i`.
    pub fn exercise(&self, i: usize) -> Box<dyn Exercise> {
        let item = &self.items[i];
        generate(item.kind, self.level, item.seed)
    }

    /// Grades `given` as the answer to exercise `i`, the feedback in English.
    pub fn submit(&mut self, i: usize, given: &str) {
        with_english(|words| self.submit_in(i, given, words));
    }

    /// Grades `given` as the answer to exercise `i`, the feedback (and why an answer cannot be
    /// read) in the language of `words`.
    pub fn submit_in(&mut self, i: usize, given: &str, words: &Catalogue) {
        let verdict = self.exercise(i).grade_in(given, words);
        let item = &mut self.items[i];
        item.given = given.to_string();
        match verdict {
            Ok(v) => {
                if item.attempts == 0 {
                    item.first_try = v.correct;
                }
                item.attempts += 1;
                item.verdict = Some(v);
                item.error = None;
            }
            Err(e) => item.error = Some(e),
        }
    }

    /// Shows exercise `i`'s solution without a right answer.
    pub fn give_up(&mut self, i: usize) {
        self.items[i].gave_up = true;
    }

    /// (right at the first try, answered, exercises).
    pub fn score(&self) -> (usize, usize, usize) {
        let first = self.items.iter().filter(|i| i.first_try).count();
        let answered = self
            .items
            .iter()
            .filter(|i| i.attempts > 0 || i.gave_up)
            .count();
        (first, answered, self.items.len())
    }

    /// The score in words, in the language of `words`.
    pub fn score_text(&self, words: &Catalogue) -> String {
        let (first, answered, total) = self.score();
        let count = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
        words.msg_with(
            "exercises-score",
            &Args::new()
                .count("first", count(first))
                .count("answered", count(answered))
                .count("total", count(total)),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_names_a_set_and_bad_fields_are_named() {
        let q = SetQuery {
            kind: Some("mixed".into()),
            level: Some("hard".into()),
            seed: Some("42".into()),
        };
        let set = Set::from_query(&q).unwrap();
        assert_eq!(set.items.len(), SET_SIZE);
        assert_eq!(set.items[4].seed, 46);
        assert_eq!(set.to_query(), q);
        assert_eq!(set.next().items[0].seed, 47);
        assert_eq!(Set::new(None, Level::Easy, MAX_SEED).next().seed, 6);
        assert_eq!(
            Set::from_query(&SetQuery::default()).unwrap(),
            Set::default()
        );
        assert_eq!(Set::default().items.len(), Kind::ALL.len());
        let bad = SetQuery {
            kind: Some("poker".into()),
            level: Some("expert".into()),
            seed: Some("-1".into()),
        };
        let errors = Set::from_query(&bad).unwrap_err();
        let fields: Vec<_> = errors.iter().map(|e| e.0).collect();
        assert_eq!(fields, ["kind", "level", "seed"]);
    }

    #[test]
    fn the_score_counts_right_first_tries() {
        let mut set = Set::new(Some(Kind::PureNash), Level::Easy, 3);
        let answer = set.exercise(0).answer();
        set.submit(0, &answer);
        set.submit(1, "(r9, c9)");
        assert!(set.items[1].error.is_some() && set.items[1].attempts == 0);
        let wrong = if set.exercise(1).answer() == "none" {
            "(r1, c1)"
        } else {
            "none"
        };
        set.submit(1, wrong);
        let right = set.exercise(1).answer();
        set.submit(1, &right);
        assert!(set.items[1].right() && !set.items[1].first_try);
        set.give_up(2);
        assert!(set.items[2].solution_shown() && !set.items[3].solution_shown());
        assert_eq!(set.score(), (1, 3, SET_SIZE));
        let english = crate::i18n::with_english(|words| set.score_text(words));
        assert!(english.starts_with("Score: 1 of 5"), "{english}");
    }
}
