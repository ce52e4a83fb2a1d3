//! Lines of Action's answers as the JSON that `gamelab loa … --json` prints and the Python
//! package returns: one renderer per answer (the rules in force, a perft count, a solve, an
//! engine's analysis, a whole game), so the two front ends cannot drift apart.

use serde_json::{json, Value};

use super::engines::Match;
use super::pn::INFINITE;
use super::search::{plies_to_end, Analysis};
use super::solve::Solved;
use super::text::write_record;
use super::{Board, Loa, Rules};

/// The rules in force: `{"no_moves", "both_connected", "repetition", "ply_cap"}` (the counts
/// `null` when off).
pub fn rules(rules: &Rules) -> Value {
    json!({
        "no_moves": rules.no_moves.name(),
        "both_connected": rules.double_connection.name(),
        "repetition": rules.repetition,
        "ply_cap": rules.max_plies,
    })
}

/// A perft count (`gamelab loa perft`).
pub fn perft(depth: u32, nodes: u64, r: &Rules) -> Value {
    json!({"depth": depth, "nodes": nodes, "rules": rules(r)})
}

/// A proof or disproof number: a number, or `"inf"` for infinity.
pub fn number(n: u64) -> Value {
    if n == INFINITE {
        json!("inf")
    } else {
        json!(n)
    }
}

/// A solve of `board` (`gamelab loa solve`).
pub fn solve(s: &Solved, board: &Board, r: &Rules) -> Value {
    json!({
        "result": s.result.name(),
        "best_move": s.best_move.map(|m| m.to_string()),
        "nodes": s.nodes,
        "seed_nodes": s.seed_nodes,
        "no_win": s.no_win,
        "method": s.method.name(),
        "rules": rules(r),
        "side_to_move": board.to_move().name(),
        "plies_to_end": s.plies_to_end,
        "principal_variation": s.principal_variation.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
        "root_children": s.root_children.iter().map(|c| json!({
            "move": c.mv.to_string(),
            "proof": number(c.proof),
            "disproof": number(c.disproof),
        })).collect::<Vec<_>>(),
    })
}

/// The playing engine's analysis of a position: its move, score, depth, nodes, line of play,
/// and whether the score is a proven result.
pub fn analysis(a: &Analysis, board: &Board, r: &Rules) -> Value {
    json!({
        "best_move": a.best.map(|m| m.to_string()),
        "score": a.score,
        "depth": a.depth,
        "nodes": a.nodes,
        "principal_variation": a.pv.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
        "proven": a.proven.map(|win| if win { "win" } else { "loss" }),
        "plies_to_end": plies_to_end(a.score),
        "side_to_move": board.to_move().name(),
        "rules": rules(r),
    })
}

/// A whole engine game (`gamelab loa play`).
pub fn game(m: &Match, game: &Loa) -> Value {
    json!({
        "black": m.black.name(),
        "white": m.white.name(),
        "max_nodes": m.max_nodes,
        "seed": m.seed.0,
        "random_plies": m.random_plies,
        "rules": rules(&m.rules),
        "plies": game.moves().len(),
        "winner": game.winner().map(|c| c.name()),
        "ending": game.ending().map(|e| e.describe()),
        "moves": game.moves().iter().map(|m| m.to_string()).collect::<Vec<_>>(),
        "record": write_record(game.moves()),
    })
}
