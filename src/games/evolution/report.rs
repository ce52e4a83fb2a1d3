//! The evolution lab's answers as the JSON that `gamelab dynamics … --json` and `gamelab moran
//! --json` print and the Python package returns: rest points with their verdicts, a
//! trajectory, the logit path, the Moran process's exact fixation probabilities — one renderer
//! per answer, so the front ends cannot drift apart. Errors name the setting at fault
//! (`lambda …`) without a front end's flag syntax.

use serde_json::{json, Value};

use super::field::Dynamics;
use super::logit_path::LogitPath;
use super::moran::{fixation, MoranSpec};
use super::rest::rest_points as rest;
use super::trajectory::Trajectory;
use super::EvoGame;
use crate::exact::{format_number, Q};
use crate::rng::Seed;

fn fractions(v: &[Q]) -> Value {
    json!(v.iter().map(format_number).collect::<Vec<_>>())
}

/// Every rest point of the replicator dynamics with its verdicts (`gamelab dynamics
/// rest-points`).
pub fn rest_points(g: &EvoGame) -> Value {
    let points: Vec<Value> = rest(g)
        .iter()
        .map(|r| {
            let mut v = json!({
                "x": fractions(&r.x),
                "nash": r.nash,
                "ess": r.ess,
                "stability": r.stability.key(),
                "continuum": r.continuum,
                "payoffs": fractions(&r.payoffs),
                "eigenvalues": r.eigenvalues.iter().map(|e| json!([e.re, e.im])).collect::<Vec<_>>(),
                "equilibrium": r.equilibrium,
            });
            if let Some(y) = &r.y {
                v["y"] = fractions(y);
            }
            v
        })
        .collect();
    json!({ "rest_points": points })
}

/// The dynamics `name` names, with `lambda` and `seed` where they belong: `replicator`,
/// `best-response`, `logit` (needs λ), `fictitious`, `stochastic-fictitious` (needs λ; a seed).
pub fn dynamics(name: &str, lambda: Option<f64>, seed: Option<u64>) -> Result<Dynamics, String> {
    let needs_lambda = matches!(name, "logit" | "stochastic-fictitious");
    let lambda = match (lambda, needs_lambda) {
        (Some(l), true) => l,
        (None, true) => return Err(format!("dynamics {name} needs lambda")),
        (Some(_), false) => {
            return Err(format!(
                "lambda is for logit and stochastic-fictitious, not {name}"
            ))
        }
        (None, false) => 0.0,
    };
    if seed.is_some() && name != "stochastic-fictitious" {
        return Err("seed is for dynamics stochastic-fictitious".into());
    }
    Ok(match name {
        "replicator" => Dynamics::Replicator,
        "best-response" => Dynamics::BestResponse,
        "logit" => Dynamics::Logit { lambda },
        "fictitious" => Dynamics::Fictitious,
        "stochastic-fictitious" => Dynamics::StochasticFictitious {
            lambda,
            seed: Seed(seed.unwrap_or(0)),
        },
        other => {
            return Err(format!(
                "dynamics: '{other}' is not replicator, best-response, logit, fictitious or \
                 stochastic-fictitious"
            ))
        }
    })
}

/// A trajectory (`gamelab dynamics run --json`): times, shares (and the second population's).
pub fn trajectory(traj: &Trajectory) -> Value {
    let mut v = json!({"t": traj.t, "x": traj.x, "truncated": traj.truncated, "steps": traj.steps});
    if let Some(y) = &traj.y {
        v["y"] = json!(y);
    }
    v
}

/// The logit QRE path (`gamelab dynamics logit`).
pub fn logit(path: &LogitPath) -> Value {
    let points: Vec<Value> = path
        .points
        .iter()
        .map(|p| {
            let mut v = json!({"lambda": p.lambda, "x": p.x});
            if let Some(y) = &p.y {
                v["y"] = json!(y);
            }
            v
        })
        .collect();
    json!({"points": points, "complete": path.complete})
}

/// A strategy given by number (from 1) or by name, among `names`.
pub fn strategy(text: &str, names: &[String]) -> Result<usize, String> {
    let text = text.trim();
    if let Some(i) = names.iter().position(|n| n == text) {
        return Ok(i);
    }
    match text.parse::<usize>() {
        Ok(k) if (1..=names.len()).contains(&k) => Ok(k - 1),
        _ => Err(format!(
            "strategies: '{text}' is not a strategy (1–{} or a name)",
            names.len()
        )),
    }
}

/// The Moran process's exact fixation probabilities (`gamelab moran` without a simulation).
pub fn moran(g: &EvoGame, spec: &MoranSpec) -> Result<Value, String> {
    let (names, _) = g.names();
    let exact = fixation(g, spec).map_err(|e| e.to_string())?;
    let [ra, rb, neutral] = exact.as_f64();
    Ok(json!({
        "population": spec.population,
        "intensity": format_number(&spec.intensity),
        "strategies": [names[spec.strategies[0]], names[spec.strategies[1]]],
        "rho_a": format_number(&exact.rho_a),
        "rho_b": format_number(&exact.rho_b),
        "neutral": format_number(&exact.neutral),
        "rho_a_float": ra,
        "rho_b_float": rb,
        "neutral_float": neutral,
    }))
}
