//! The racing lab's answers as the JSON that `gamelab race … --json` prints and the Python
//! package returns: one renderer per answer, so the two front ends cannot drift apart.

use serde_json::{json, Value};

use super::exact::ExactResult;
use super::race::RaceOutcome;
use super::Algorithm;

/// A finished race (`gamelab race run`): the decision, games, win rate, why it stopped, tests.
pub fn race(algorithm: Algorithm, outcome: &RaceOutcome) -> Value {
    json!({
        "algorithm": algorithm.key(),
        "winner": outcome.winner.key(),
        "games": outcome.games,
        "mean": outcome.mean,
        "reason": outcome.reason.key(),
        "tests": outcome.tests,
    })
}

/// What the exact α(μ) covers.
pub const EXACT_COVERS: &str = "crossing stops, horizon and final rule; not the precision stop";

/// The exact error probability at one μ (`gamelab race alpha --method exact`).
pub fn exact(algorithm: Algorithm, mu: f64, r: &ExactResult) -> Value {
    json!({
        "algorithm": algorithm.key(), "method": "exact", "mu": mu, "alpha": r.alpha,
        "mean_games": r.mean_games, "p1": r.p1, "p2": r.p2,
        "covers": EXACT_COVERS,
    })
}
