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
use crate::exact::{format_number, to_f64, Q};
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
    Ok(MoranHead {
        population: spec.population,
        intensity: spec.intensity.clone(),
        strategies: [
            names[spec.strategies[0]].clone(),
            names[spec.strategies[1]].clone(),
        ],
        rho_a: exact.rho_a,
        rho_b: exact.rho_b,
        neutral: exact.neutral,
    }
    .json())
}

/// The Moran process's exact answer as `gamelab moran` writes it: the question and the three
/// probabilities, each exactly and as the nearest double. A merge of a simulation's shards
/// reads it back ([`MoranHead::read`]) and writes it again, so a shard whose answer was edited
/// shows.
#[derive(Clone, Debug, PartialEq)]
pub struct MoranHead {
    /// The population size N.
    pub population: u64,
    /// The selection intensity w.
    pub intensity: Q,
    /// The two strategies' names (A, B).
    pub strategies: [String; 2],
    /// ρ_A.
    pub rho_a: Q,
    /// ρ_B.
    pub rho_b: Q,
    /// Neutral drift's 1/N.
    pub neutral: Q,
}

impl MoranHead {
    /// As the output writes it.
    pub fn json(&self) -> Value {
        json!({
            "population": self.population,
            "intensity": format_number(&self.intensity),
            "strategies": self.strategies,
            "rho_a": format_number(&self.rho_a),
            "rho_b": format_number(&self.rho_b),
            "neutral": format_number(&self.neutral),
            "rho_a_float": to_f64(&self.rho_a),
            "rho_b_float": to_f64(&self.rho_b),
            "neutral_float": to_f64(&self.neutral),
        })
    }

    /// Reads the exact fields of [`MoranHead::json`] from `output`; the error names the field
    /// and what is wrong with it.
    pub fn read(output: &Value) -> Result<MoranHead, (&'static str, String)> {
        let text = |name: &'static str| {
            output
                .get(name)
                .and_then(Value::as_str)
                .ok_or((name, "missing, or not a string".to_string()))
        };
        let number = |name: &'static str| {
            let t = text(name)?;
            t.parse::<Q>()
                .map_err(|_| (name, format!("{t:?} is not an exact number")))
        };
        let population = output
            .get("population")
            .and_then(Value::as_u64)
            .ok_or(("population", "not a whole number".to_string()))?;
        let strategies: [String; 2] = output
            .get("strategies")
            .cloned()
            .and_then(|v| serde_json::from_value(v).ok())
            .ok_or(("strategies", "not two names".to_string()))?;
        Ok(MoranHead {
            population,
            intensity: number("intensity")?,
            strategies,
            rho_a: number("rho_a")?,
            rho_b: number("rho_b")?,
            neutral: number("neutral")?,
        })
    }
}
