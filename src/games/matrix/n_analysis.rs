//! Dominance and security levels of games of any number of players, as the JSON that
//! `gamelab dominance --json` (three players and more) and `gamelab security --json` print and
//! the n-player page lays out.
//!
//! The solvers are [`crate::equilibrium::n_player::dominance`] and
//! [`crate::equilibrium::n_player::security`]; every number is exact (a fraction string). One
//! renderer per answer, beside the equilibria's ([`super::n_report`]), so the command line and
//! the page cannot drift apart. The page asks for both at once in the worker
//! ([`analysis_answer`]): each part keeps its own error, so a game too large for one still
//! shows the other.

use serde_json::{json, Value};

use crate::equilibrium::n_player::dominance::{iterated_elimination_n, EliminationN};
use crate::equilibrium::n_player::security::{security_levels, SecurityN};
use crate::equilibrium::{EquilibriumError, Strength};
use crate::exact::{format_number, to_f64};
use crate::models::StrategicGame;
use num_traits::Zero;

/// The JSON of an elimination `e` of `g`: every step (whose strategy, what dominated it, with
/// exact weights, and how strongly) and the strategies that survive.
pub fn elimination_json(
    g: &StrategicGame,
    e: &EliminationN,
    strength: Strength,
    pure_only: bool,
) -> Value {
    let names = g.names();
    let steps: Vec<Value> = e
        .steps
        .iter()
        .map(|s| {
            let own = &names[s.player];
            let by = match &s.dominator[..] {
                [(i, _)] => json!({"pure": own[*i]}),
                mixture => json!({"mixed": mixture
                    .iter()
                    .map(|(i, q)| json!({"strategy": own[*i], "weight": format_number(q)}))
                    .collect::<Vec<_>>()}),
            };
            json!({
                "player": g.players()[s.player],
                "player_index": s.player,
                "strategy": own[s.strategy],
                "strategy_index": s.strategy,
                "dominated_by": by,
                "strength": s.strength.key(),
            })
        })
        .collect();
    let remaining: Vec<Vec<&String>> = e
        .remaining
        .iter()
        .enumerate()
        .map(|(p, keep)| keep.iter().map(|&s| &names[p][s]).collect())
        .collect();
    json!({
        "players": g.players().len(),
        "player_names": g.players(),
        "kind": strength.key(),
        "mixed_dominators": !pure_only,
        "steps": steps,
        "remaining": remaining,
        "remaining_indices": e.remaining,
        "solved": e.remaining.iter().all(|r| r.len() == 1),
    })
}

/// `gamelab dominance --json` for a game of any number of players: the iterated elimination
/// of strategies dominated with `strength` (by pure strategies only when `pure_only`).
///
/// # Errors
/// The solver's: a game too large for it, or a failed exact check (a bug, never an answer).
pub fn dominance_answer(
    title: &str,
    g: &StrategicGame,
    strength: Strength,
    pure_only: bool,
) -> Result<Value, EquilibriumError> {
    let e = iterated_elimination_n(g, strength, pure_only)?;
    let mut v = elimination_json(g, &e, strength, pure_only);
    v["title"] = json!(title);
    Ok(v)
}

/// One player's security levels as JSON: the maxmin value and a maxmin strategy, the minmax
/// under correlated punishment with a punishing distribution (its profiles named), and the
/// minmax under pure punishment.
fn security_json(g: &StrategicGame, s: &SecurityN) -> Value {
    let names = g.names();
    let others: Vec<usize> = (0..names.len()).filter(|&j| j != s.player).collect();
    let shape: Vec<usize> = others.iter().map(|&j| names[j].len()).collect();
    let punishment: Vec<Value> = s
        .punishment
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.is_zero())
        .map(|(k, p)| {
            let profile = crate::models::n_player::profile_at(shape.iter().copied(), k);
            json!({
                "profile": profile.iter().zip(&others).map(|(&t, &j)| names[j][t].clone()).collect::<Vec<_>>(),
                "probability": format_number(p),
            })
        })
        .collect();
    json!({
        "player": g.players()[s.player],
        "player_index": s.player,
        "maxmin": format_number(&s.maxmin),
        "maxmin_float": to_f64(&s.maxmin),
        "maxmin_strategy": s.maxmin_strategy.iter().map(format_number).collect::<Vec<_>>(),
        "minmax_correlated": format_number(&s.minmax_correlated),
        "punishment": punishment,
        "minmax_pure": format_number(&s.minmax_pure),
    })
}

/// `gamelab security --json`: every player's security levels, exactly.
///
/// # Errors
/// The solver's: a game too large for it, or a failed exact check (a bug, never an answer).
pub fn security_answer(title: &str, g: &StrategicGame) -> Result<Value, EquilibriumError> {
    let levels = security_levels(g)?;
    Ok(json!({
        "title": title,
        "players": g.players().len(),
        "player_names": g.players(),
        "strategy_names": g.names(),
        "security": levels.iter().map(|s| security_json(g, s)).collect::<Vec<_>>(),
    }))
}

/// What the n-player page shows under "Dominance and security": `{"dominance": …,
/// "security": …}`, each the command line's answer or `{"error": "…"}` on its own.
pub fn analysis_answer(title: &str, g: &StrategicGame, strength: Strength, mixed: bool) -> Value {
    let or_error =
        |r: Result<Value, EquilibriumError>| r.unwrap_or_else(|e| json!({"error": e.to_string()}));
    json!({
        "dominance": or_error(dominance_answer(title, g, strength, !mixed)),
        "security": or_error(security_answer(title, g)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::matrix::n_presets::NPreset;
    use crate::models::nfg;

    fn game(text: &str) -> StrategicGame {
        nfg::parse_strategic(text).unwrap().game
    }

    /// Player 3's B is strictly dominated by A; with B gone, player 1's U by D; then player
    /// 2's R by L: the answer names them in that order, and the game is solved.
    #[test]
    fn dominance_names_each_step_and_the_survivors() {
        let g = game(
            "NFG 1 R \"t\" { \"1\" \"2\" \"3\" } { { \"U\" \"D\" } { \"L\" \"R\" } { \"A\" \"B\" } }\n\
             1 0 5  2 1 0  0 3 1  3 0 2    1 1 0  0 0 -1  0 0 0  1 1 1\n",
        );
        let v = dominance_answer("t", &g, Strength::Strict, false).unwrap();
        assert_eq!(v["players"], 3);
        let steps: Vec<(String, String, String)> = v["steps"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                let text = |k: &str| s[k].as_str().unwrap().to_string();
                (
                    text("player"),
                    text("strategy"),
                    s["dominated_by"]["pure"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        let want = [("3", "B", "A"), ("1", "U", "D"), ("2", "R", "L")];
        assert_eq!(steps.len(), 3);
        for (got, want) in steps.iter().zip(want) {
            assert_eq!((got.0.as_str(), got.1.as_str(), got.2.as_str()), want);
        }
        assert_eq!(v["remaining"], json!([["D"], ["L"], ["A"]]));
        assert_eq!(v["solved"], true);
        assert_eq!(v["mixed_dominators"], true);
    }

    /// Security levels: maxmin equals the correlated minmax (minimax theorem), the pure minmax
    /// is at least that, and the strategy and punishment are distributions.
    #[test]
    fn security_levels_are_consistent_on_every_preset() {
        for p in NPreset::ALL {
            let g = p.game();
            let v = security_answer(p.name(), &g).unwrap();
            let levels = v["security"].as_array().unwrap();
            assert_eq!(levels.len(), g.players().len());
            for l in levels {
                assert_eq!(l["maxmin"], l["minmax_correlated"], "{}", p.name());
                let q = |x: &Value| x.as_str().unwrap().parse::<crate::exact::Q>().unwrap();
                assert!(q(&l["minmax_pure"]) >= q(&l["maxmin"]));
                let sum: crate::exact::Q =
                    l["maxmin_strategy"].as_array().unwrap().iter().map(q).sum();
                assert_eq!(sum, crate::exact::Q::from_integer(1.into()));
                let punished: crate::exact::Q = l["punishment"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|x| q(&x["probability"]))
                    .sum();
                assert_eq!(punished, crate::exact::Q::from_integer(1.into()));
            }
        }
    }

    /// The page's answer holds both parts, and a part the solver refuses is an error beside
    /// the other.
    #[test]
    fn the_page_gets_both_parts() {
        let g = NPreset::NineEquilibria.game();
        let v = analysis_answer("nine", &g, Strength::Weak, true);
        assert!(v["dominance"]["steps"].is_array());
        assert!(v["security"]["security"].is_array());
        assert_eq!(v["dominance"]["kind"], "weak");
    }
}
