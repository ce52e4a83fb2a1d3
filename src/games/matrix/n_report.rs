//! The answers of games of any number of players as the JSON that `gamelab nash --json`
//! prints for them and the Python package returns: `{"players": n, "equilibria": [{"strategies":
//! [[…], …], "exact": …, …}], …}`, each probability a fraction string, or a decimal string of
//! 32 places when it is irrational (proven to lie within 10⁻³⁵ of it).
//!
//! One renderer per answer, beside the two-player one ([`super::report`]), so the command line,
//! Python and the page cannot drift apart.

use serde_json::{json, Value};

use crate::equilibrium::n_player::correlated::{
    correlated_equilibrium, CorrelatedError, Objective,
};
use crate::equilibrium::n_player::logit::PathError;
use crate::equilibrium::n_player::{
    pure_equilibria, AllNash, NashEquilibrium, Num, OneAnswer, OneNash, OneNashJob,
};
use crate::exact::{format_number, to_f64};
use crate::jobs::run_to_end;
use crate::models::StrategicGame;
use num_traits::Zero;

/// Which equilibria `gamelab nash --method` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Every equilibrium, certified, with the account of completeness.
    All,
    /// The pure equilibria (strict or weak).
    Pure,
    /// One equilibrium: the end of the logit path, solved exactly on its support (support
    /// enumeration's first when that fails and the game is small enough).
    One,
}

impl Method {
    /// Reads `all`, `pure` or `one`.
    pub fn parse(text: &str) -> Result<Method, String> {
        match text {
            "all" => Ok(Method::All),
            "pure" => Ok(Method::Pure),
            "one" => Ok(Method::One),
            other => Err(format!("method: '{other}' is not all, pure or one")),
        }
    }

    /// The word for it.
    pub fn word(self) -> &'static str {
        match self {
            Method::All => "all",
            Method::Pure => "pure",
            Method::One => "one",
        }
    }
}

fn texts(v: &[Num]) -> Value {
    json!(v.iter().map(Num::text).collect::<Vec<_>>())
}

fn names(g: &StrategicGame, support: &[Vec<usize>]) -> Value {
    json!(support
        .iter()
        .enumerate()
        .map(|(i, s)| s
            .iter()
            .map(|&k| g.names()[i][k].clone())
            .collect::<Vec<_>>())
        .collect::<Vec<_>>())
}

fn equilibrium(g: &StrategicGame, e: &NashEquilibrium) -> Value {
    json!({
        "strategies": e.strategies.iter().map(|m| texts(m)).collect::<Vec<_>>(),
        "strategies_float": e.strategies.iter()
            .map(|m| m.iter().map(Num::float).collect::<Vec<_>>()).collect::<Vec<_>>(),
        "exact": e.exact,
        "payoffs": texts(&e.payoffs),
        "payoffs_float": e.payoffs.iter().map(Num::float).collect::<Vec<_>>(),
        "support": names(g, &e.support),
        "isolated": e.isolated,
        "regret": if e.exact { "0".to_string() } else { format!("< {:.1e}", to_f64(&e.regret).max(1e-300)) },
    })
}

fn certificate(all: &AllNash) -> String {
    if all.complete() {
        format!(
            "complete: all {} support profiles examined ({} ruled out by dominance); every \
             one of the {} boxes searched was proven to hold no equilibrium of its support or \
             exactly one solution, every solution was decided{}",
            all.supports,
            all.dominated,
            all.boxes,
            if all.continua.is_empty() {
                String::new()
            } else {
                format!(
                    ", and the {} continua are described exactly",
                    all.continua.len()
                )
            }
        )
    } else if all.visited < all.supports {
        format!(
            "stopped at the first equilibrium: {} of {} support profiles examined",
            all.visited, all.supports
        )
    } else {
        format!(
            "not proven complete: {} box(es) in {} support profile(s) could not be resolved \
             (the equations are singular there: a continuum of equilibria, or a multiple one) \
             and {} solution(s) could not be decided; the equilibria listed are each certified \
             (those marked not isolated were found by probing the unresolved regions)",
            all.left_over.iter().map(|l| l.boxes).sum::<usize>(),
            all.left_over.len(),
            all.undecided.len()
        )
    }
}

/// The answer of `gamelab nash --method all|one` for a game of any number of players.
pub fn nash_answer(title: &str, g: &StrategicGame, all: &AllNash, method: Method) -> Value {
    let left: Vec<Value> = all
        .left_over
        .iter()
        .map(|l| {
            json!({
                "support": names(g, &l.support),
                "boxes": l.boxes,
                "ranges": l.hull.iter().map(|m| m.iter().map(|&(a, b)| json!([a, b])).collect::<Vec<_>>()).collect::<Vec<_>>(),
            })
        })
        .collect();
    let undecided: Vec<Value> = all
        .undecided
        .iter()
        .map(|u| json!({"support": names(g, &u.support), "strategies": u.strategies.iter().map(|m| texts(m)).collect::<Vec<_>>()}))
        .collect();
    let continua: Vec<Value> = all
        .continua
        .iter()
        .map(|c| {
            json!({
                "support": names(g, &c.support),
                "player": c.player + 1,
                "ranges": c.ranges.iter().map(|(a, b)| json!([format_number(a), format_number(b)])).collect::<Vec<_>>(),
                "point": c.point.iter().map(|m| m.iter().map(format_number).collect::<Vec<_>>()).collect::<Vec<_>>(),
                "description": format!(
                    "player {} mixes over {} in any proportions within these ranges (a polytope \
                     of equilibria, found exactly by LP) while the others play their one \
                     strategy",
                    c.player + 1,
                    c.support[c.player].iter().map(|&k| g.names()[c.player][k].clone()).collect::<Vec<_>>().join(", ")
                ),
            })
        })
        .collect();
    json!({
        "title": title,
        "players": g.players().len(),
        "player_names": g.players(),
        "strategy_names": g.names(),
        "method": method.word(),
        "continua": continua,
        "equilibria": all.equilibria.iter().map(|e| equilibrium(g, e)).collect::<Vec<_>>(),
        "complete": all.complete(),
        "certificate": certificate(all),
        "supports": all.supports,
        "supports_examined": all.visited,
        "supports_dominated": all.dominated,
        "boxes": all.boxes,
        "boxes_excluded": all.excluded,
        "left_over": left,
        "undecided": undecided,
    })
}

/// The answer of `gamelab nash --method pure`: every pure equilibrium, strict or weak.
pub fn pure_answer(title: &str, g: &StrategicGame) -> Value {
    let list: Vec<Value> = pure_equilibria(g)
        .iter()
        .map(|e| {
            let strategies: Vec<Vec<String>> = g
                .shape()
                .iter()
                .zip(&e.profile)
                .map(|(&k, &s)| (0..k).map(|t| if t == s { "1" } else { "0" }.to_string()).collect())
                .collect();
            json!({
                "strategies": strategies,
                "exact": true,
                "strict": e.strict,
                "profile": e.profile.iter().enumerate().map(|(i, &s)| g.names()[i][s].clone()).collect::<Vec<_>>(),
                "payoffs": g.payoff_vector(&e.profile).iter().map(format_number).collect::<Vec<_>>(),
            })
        })
        .collect();
    json!({
        "title": title,
        "players": g.players().len(),
        "player_names": g.players(),
        "strategy_names": g.names(),
        "method": "pure",
        "equilibria": list,
        "complete": true,
        "certificate": "every pure profile checked exactly against every unilateral deviation",
    })
}

/// The answer of `gamelab nash --method one`: the one equilibrium in the shape of `all`'s
/// (`equilibria` holds it), with `method` (`logit` or `support-enumeration`) beside it, and
/// how far the path went. A float answer (the path's end, not refined) has `"exact": false`
/// and its measured regret (`"≈ …"`).
pub fn one_answer(title: &str, g: &StrategicGame, one: &OneNash) -> Value {
    let mut e = match &one.answer {
        OneAnswer::Certified(e) => equilibrium(g, e),
        OneAnswer::Float { strategies, regret } => {
            let pay = crate::equilibrium::n_player::profile::payoffs(g, strategies, &|q| to_f64(q));
            let support: Vec<Vec<usize>> = strategies
                .iter()
                .map(|m| (0..m.len()).filter(|&s| m[s] > 1e-9).collect())
                .collect();
            json!({
                "strategies": strategies.iter().map(|m| m.iter().map(|p| format!("{p:.12}")).collect::<Vec<_>>()).collect::<Vec<_>>(),
                "strategies_float": strategies,
                "exact": false,
                "payoffs": pay.iter().map(|p| format!("{p:.12}")).collect::<Vec<_>>(),
                "payoffs_float": pay,
                "support": names(g, &support),
                "isolated": false,
                "regret": format!("≈ {:.1e}", regret.max(0.0)),
            })
        }
    };
    e["method"] = json!(one.found_by.word());
    let certified = matches!(one.answer, OneAnswer::Certified(_));
    json!({
        "title": title,
        "players": g.players().len(),
        "player_names": g.players(),
        "strategy_names": g.names(),
        "method": "one",
        "found_by": one.found_by.word(),
        "equilibria": [e],
        "complete": false,
        "certificate": if certified {
            format!("one equilibrium, {} by {} (regret checked by the naive sum over the payoff table)",
                if e["exact"] == true { "exact" } else { "in a proven box" },
                one.found_by.word())
        } else {
            "one approximate equilibrium: the logit path's end in floats, not refined (its support's system could not be solved); regret measured in floats".to_string()
        },
        "path_lambda": one.lambda,
        "path_steps": one.path_steps,
        "supports_tried": one.supports_tried,
        "path_error": one.path_error.as_ref().map(|e| e.to_string()),
    })
}

/// Why `gamelab nash` could not answer.
#[derive(Clone, Debug, PartialEq)]
pub enum NashError {
    /// `all` on a game with too many supports.
    TooManySupports(crate::equilibrium::n_player::TooManySupports),
    /// `one`: the path failed and the game is too large to enumerate.
    Path(PathError),
}

impl std::fmt::Display for NashError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NashError::TooManySupports(e) => e.fmt(f),
            NashError::Path(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for NashError {}

/// Solves `g` by `method` to the end.
pub fn nash(title: &str, g: &StrategicGame, method: Method) -> Result<Value, NashError> {
    match method {
        Method::Pure => Ok(pure_answer(title, g)),
        Method::One => {
            let one = run_to_end(&mut OneNashJob::new(g)).map_err(NashError::Path)?;
            Ok(one_answer(title, g, &one))
        }
        Method::All => {
            let mut job = crate::equilibrium::n_player::NashJob::new(g)
                .map_err(NashError::TooManySupports)?;
            let all = run_to_end(&mut job);
            Ok(nash_answer(title, g, &all, method))
        }
    }
}

/// The answer of `gamelab ce`: `{"value": …, "distribution": …}` and more — the optimal
/// correlated (or coarse correlated) equilibrium for `objective`, exact, with the float LP's
/// value beside it.
pub fn correlated(
    title: &str,
    g: &StrategicGame,
    coarse: bool,
    objective: Objective,
) -> Result<Value, CorrelatedError> {
    let ce = correlated_equilibrium(g, coarse, objective)?;
    let distribution: Vec<Value> = ce
        .distribution
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.is_zero())
        .map(|(k, p)| {
            let profile = g.profile(k);
            json!({
                "profile": profile.iter().enumerate().map(|(i, &s)| g.names()[i][s].clone()).collect::<Vec<_>>(),
                "probability": format_number(p),
                "probability_float": to_f64(p),
            })
        })
        .collect();
    Ok(json!({
        "title": title,
        "players": g.players().len(),
        "coarse": coarse,
        "objective": objective.to_string(),
        "value": format_number(&ce.value),
        "value_float": to_f64(&ce.value),
        "value_float_lp": ce.float_value,
        "distribution": distribution,
        "table": ce.distribution.iter().map(format_number).collect::<Vec<_>>(),
        "payoffs": ce.payoffs.iter().map(format_number).collect::<Vec<_>>(),
        "payoffs_float": ce.payoffs.iter().map(to_f64).collect::<Vec<_>>(),
    }))
}
