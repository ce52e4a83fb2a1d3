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
use crate::equilibrium::n_player::{
    pure_equilibria, AllNash, NashEquilibrium, NashJob, Num, TooManySupports,
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
    /// One equilibrium: the first that support enumeration finds, smallest supports first.
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

/// Solves `g` by `method` (all or one) to the end.
pub fn nash(title: &str, g: &StrategicGame, method: Method) -> Result<Value, TooManySupports> {
    if method == Method::Pure {
        return Ok(pure_answer(title, g));
    }
    let mut job = NashJob::new(g)?;
    if method == Method::One {
        job = job.first_only();
    }
    let all = run_to_end(&mut job);
    Ok(nash_answer(title, g, &all, method))
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
