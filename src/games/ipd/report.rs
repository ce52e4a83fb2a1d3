//! The prisoner's dilemma's answers as the JSON that `gamelab ipd … --json` prints and the
//! Python package returns: the list of strategies and one match move by move — one renderer
//! per answer, so the front ends cannot drift apart.

use serde_json::{json, Value};

use super::{classics, MatchResult};

/// Every classic strategy: `{"strategies": [{"name", "deterministic", "description"}, …]}`.
pub fn strategies() -> Value {
    let list: Vec<Value> = classics()
        .iter()
        .map(|s| {
            json!({
                "name": s.name(),
                "deterministic": s.is_deterministic(),
                "description": s.description(),
            })
        })
        .collect();
    json!({ "strategies": list })
}

/// One match, move by move: `{"moves": ["CD", …], "scores": [a, b]}`.
pub fn moves(m: &MatchResult) -> Value {
    json!({ "moves": m.move_pairs(), "scores": m.scores })
}
