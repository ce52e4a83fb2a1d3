//! The training curves as the command line prints them: one generation's point as JSON (an
//! entry of `gamelab train --json`'s `generations`) and as a line of text. The command line
//! and the Python package (on one machine or on Ray) both render from here, so their outputs
//! agree field for field by construction.

use serde_json::{json, Value};

use super::trainer::GenerationPoint;

/// `{"generation", "games", "steps", "loss_policy", "loss_value", "seconds"}`, with `mover`,
/// `optimal_move_share`, `losses_as_first`, `losses_as_second` and `versus` when the
/// generation was measured and its judge measures them.
pub fn point_json(p: &GenerationPoint, seconds: f64) -> Value {
    let mut v = json!({
        "generation": p.generation,
        "games": p.games,
        "steps": p.steps,
        "loss_policy": p.loss.policy,
        "loss_value": p.loss.value,
        "seconds": seconds,
    });
    if let Some(s) = &p.strength {
        let map = v.as_object_mut().expect("an object");
        map.insert("mover".into(), json!(s.mover));
        if let Some(x) = s.optimal_move_share {
            map.insert("optimal_move_share".into(), json!(x));
        }
        if let Some(x) = s.losses_as_first {
            map.insert("losses_as_first".into(), json!(x));
        }
        if let Some(x) = s.losses_as_second {
            map.insert("losses_as_second".into(), json!(x));
        }
        if let Some(r) = &s.versus {
            map.insert("versus".into(), json!(r));
        }
    }
    v
}

/// The generation as one line: its losses, its strength when measured, the time so far.
pub fn point_line(p: &GenerationPoint, seconds: f64) -> String {
    let mut line = format!(
        "generation {:>3}  games {:>6}  loss policy {:.4} value {:.4}",
        p.generation, p.games, p.loss.policy, p.loss.value
    );
    if let Some(s) = &p.strength {
        if let Some(x) = s.optimal_move_share {
            line += &format!("  optimal moves {:.2} %", 100.0 * x);
        }
        if let (Some(a), Some(b)) = (s.losses_as_first, s.losses_as_second) {
            line += &format!("  losses to perfect play as X {a}, as O {b}");
        }
        if let Some(r) = &s.versus {
            line += &format!(
                "  vs {}: {} won {} drawn {} lost",
                r.opponent, r.wins, r.draws, r.losses
            );
        }
    }
    line + &format!("  {seconds:.1} s")
}
