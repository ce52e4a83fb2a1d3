//! The exercises (`gamelab::exercises`): every kind generated for 200 seeds at every level,
//! each answer checked by a second, deliberately naive method written here (brute force over
//! pure profiles, the LP, backward induction by plain recursion, all allocations), right
//! answers graded right and altered ones wrong. One file per kind.

mod blotto;
mod cli;
mod dominance;
mod ess;
mod mixed;
mod pure;
mod subgame;
mod zero_sum;

use gamelab::exercises::{generate, Kind, Level, Set};
use gamelab::i18n::{language, Catalogue};

/// The seeds every kind is checked on.
pub const SEEDS: std::ops::Range<u64> = 0..200;

/// Every kind's answer is graded right by its own grader, for every seed and level, and the
/// question, hint and solution are never empty.
#[test]
fn every_answer_is_graded_right_by_its_own_grader() {
    for kind in Kind::ALL {
        for level in Level::ALL {
            for seed in SEEDS {
                let e = generate(kind, level, seed);
                let q = e.question();
                assert!(!q.text.is_empty() && !q.hint.is_empty() && !q.format.is_empty());
                assert!(!e.solution().is_empty());
                let verdict = e.grade(&e.answer()).unwrap_or_else(|err| {
                    panic!(
                        "{} {} {seed}: answer unreadable: {err}",
                        kind.key(),
                        level.key()
                    )
                });
                assert!(
                    verdict.correct,
                    "{} {} {seed}: {}",
                    kind.key(),
                    level.key(),
                    verdict.feedback
                );
            }
        }
    }
}

/// In Polish and Croatian every worked solution, every grade and every reason an answer cannot
/// be read is written in that language: no message is missing (`⟨id⟩`), the solution has as
/// many steps as the English one, the verdicts agree, and the words differ from the English.
#[test]
fn solutions_and_feedback_speak_the_page_s_language() {
    for code in ["pl", "hr"] {
        let words = Catalogue::new(language(code).unwrap()).unwrap();
        for kind in Kind::ALL {
            for level in Level::ALL {
                for seed in 0..20 {
                    let e = generate(kind, level, seed);
                    let (english, own) = (e.solution(), e.solution_in(&words));
                    assert_eq!(english.len(), own.len(), "{code} {} {seed}", kind.key());
                    assert_ne!(english, own, "{code} {} {seed}", kind.key());
                    assert!(
                        own.iter().all(|s| !s.is_empty() && !s.contains('⟨')),
                        "{own:?}"
                    );
                    for given in [
                        e.answer(),
                        "none".to_string(),
                        "1".to_string(),
                        String::new(),
                    ] {
                        let (en, at) = (e.grade(&given), e.grade_in(&given, &words));
                        match (en, at) {
                            (Ok(en), Ok(at)) => {
                                assert_eq!(en.correct, at.correct, "{code} {given}");
                                assert!(!at.feedback.contains('⟨'), "{}", at.feedback);
                                assert_ne!(en.feedback, at.feedback, "{code} {given}");
                            }
                            (Err(en), Err(at)) => {
                                assert!(!at.contains('⟨'), "{at}");
                                assert_ne!(en, at, "{code} {given}");
                            }
                            (en, at) => panic!("{code} {given:?}: {en:?} but {at:?}"),
                        }
                    }
                }
            }
        }
        let mut set = Set::new(Some(Kind::PureNash), Level::Easy, 1);
        set.submit_in(0, "(r9, c1)", &words);
        let error = set.items[0].error.clone().unwrap();
        assert!(
            error.contains("r9") && !error.contains("is not a row"),
            "{error}"
        );
        let bad = gamelab::exercises::SetQuery {
            seed: Some("-1".into()),
            ..Default::default()
        };
        let errors = Set::from_query_in(&bad, &words).unwrap_err();
        assert!(!errors[0].1.contains("whole number"), "{errors:?}");
    }
}
