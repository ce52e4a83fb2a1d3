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

use gamelab::exercises::{generate, Kind, Level};

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
