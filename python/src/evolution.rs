//! Evolution: the replicator dynamics' rest points, trajectories of every dynamics, the logit
//! path, the Moran process (exact, and a simulation that shards), and the iterated prisoner's
//! dilemma (strategies, a match, a tournament that shards) — each the command line's `--json`
//! answer. Games come as `.nfg` text (the Python side writes it from matrices).

use pyo3::prelude::*;

use gamelab::games::evolution::integrate::{run_with, Settings};
use gamelab::games::evolution::logit_path::logit_path;
use gamelab::games::evolution::moran::{MoranSimulation, MoranSpec, MoranTally, MAX_RUNS};
use gamelab::games::evolution::{report, EvoGame, Point};
use gamelab::games::ipd::play::check_match;
use gamelab::games::ipd::tournament::play_range;
use gamelab::games::ipd::{classics, play_match, Payoffs, Strategy, TournamentSpec};
use gamelab::games::matrix::parse_number;
use gamelab::rng::Seed;

use crate::{run_job, shard, value_error, SLICE};

fn game(nfg: &str) -> PyResult<EvoGame> {
    let file = gamelab::games::matrix::nfg::parse(nfg).map_err(value_error)?;
    EvoGame::from_nfg(&file).map_err(value_error)
}

/// Every rest point of the replicator dynamics: `gamelab dynamics rest-points --json`.
#[pyfunction]
fn rest_points_json(py: Python<'_>, nfg: &str) -> PyResult<String> {
    let g = game(nfg)?;
    Ok(py.allow_threads(|| report::rest_points(&g)).to_string())
}

/// A trajectory from `start`: `gamelab dynamics run --json`.
#[pyfunction]
#[pyo3(signature = (nfg, dynamics, start, time, samples, lambda, seed))]
#[allow(clippy::too_many_arguments)]
fn trajectory_json(
    py: Python<'_>,
    nfg: &str,
    dynamics: &str,
    start: Vec<f64>,
    time: f64,
    samples: usize,
    lambda: Option<f64>,
    seed: Option<u64>,
) -> PyResult<String> {
    let g = game(nfg)?;
    let d = report::dynamics(dynamics, lambda, seed).map_err(value_error)?;
    let start = Point::checked(&g, &start).map_err(|e| value_error(format!("start: {e}")))?;
    let settings = Settings::new(d, start, time, samples);
    let traj = py
        .allow_threads(|| run_with(&g, &settings))
        .map_err(value_error)?;
    Ok(report::trajectory(&traj).to_string())
}

/// The logit QRE path up to `max_lambda`: `gamelab dynamics logit --json`.
#[pyfunction]
fn logit_path_json(py: Python<'_>, nfg: &str, max_lambda: f64) -> PyResult<String> {
    let g = game(nfg)?;
    let path = py
        .allow_threads(|| logit_path(&g, max_lambda))
        .map_err(|e| value_error(format!("max_lambda: {e}")))?;
    Ok(report::logit(&path).to_string())
}

/// The Moran process: the exact fixation probabilities, and with `runs` shard `shard_of` of a
/// simulation beside them: `gamelab moran --json`.
#[pyfunction]
#[pyo3(signature = (nfg, population, intensity, strategies, runs, seed, shard_of))]
#[allow(clippy::too_many_arguments)]
fn moran_json(
    py: Python<'_>,
    nfg: &str,
    population: u64,
    intensity: &str,
    strategies: (String, String),
    runs: Option<u64>,
    seed: u64,
    shard_of: (u64, u64),
) -> PyResult<String> {
    let g = game(nfg)?;
    let (names, _) = g.names();
    let pick = |t: &str| report::strategy(t, &names).map_err(value_error);
    let spec = MoranSpec {
        population,
        intensity: parse_number(intensity).map_err(|e| value_error(format!("intensity: {e}")))?,
        strategies: [pick(&strategies.0)?, pick(&strategies.1)?],
    };
    let head = report::moran(&g, &spec).map_err(value_error)?;
    let shard = shard(shard_of)?;
    let Some(runs) = runs else {
        if shard != gamelab::batch::Shard::ALL {
            return Err(value_error(
                "shard: only a simulation (runs) is cut into shards",
            ));
        }
        return Ok(head.to_string());
    };
    if runs == 0 || runs > MAX_RUNS {
        return Err(value_error(format!("runs: give 1–{MAX_RUNS} runs")));
    }
    let range = shard.range(runs);
    let start = std::time::Instant::now();
    let mut job = MoranSimulation::new(&g, &spec, Seed(seed), range).map_err(value_error)?;
    let tally: MoranTally = run_job(py, &mut job)?;
    Ok(gamelab::batch::moran::render(
        head,
        shard,
        runs,
        seed,
        &tally,
        start.elapsed().as_secs_f64(),
        1,
    )
    .to_string())
}

fn strategies(names: &[String]) -> PyResult<Vec<Strategy>> {
    names
        .iter()
        .map(|n| {
            gamelab::games::ipd::lab::read_strategy(n)
                .map_err(|e| value_error(format!("players: {e}")))
        })
        .collect()
}

fn payoffs(turns: u32, noise: f64, payoffs: Option<&str>) -> PyResult<Payoffs> {
    check_match(turns, noise).map_err(value_error)?;
    match payoffs {
        Some(text) => Payoffs::parse(text).map_err(|e| value_error(format!("payoffs: {e}"))),
        None => Ok(Payoffs::default()),
    }
}

/// The strategies: `gamelab ipd strategies --json`.
#[pyfunction]
fn ipd_strategies_json() -> String {
    gamelab::games::ipd::report::strategies().to_string()
}

/// One match, move by move: `gamelab ipd match` (`{"moves": ["CD", …], "scores": [a, b]}`).
#[pyfunction]
#[pyo3(signature = (a, b, turns, noise, seed, stage))]
fn ipd_match_json(
    a: &str,
    b: &str,
    turns: u32,
    noise: f64,
    seed: u64,
    stage: Option<&str>,
) -> PyResult<String> {
    let p = payoffs(turns, noise, stage)?;
    let players = strategies(&[a.to_string(), b.to_string()])?;
    let m = play_match(&players[0], &players[1], turns, noise, &p, Seed(seed));
    Ok(gamelab::games::ipd::report::moves(&m).to_string())
}

/// A round-robin tournament (each player against a copy of itself too), or shard `shard_of` of
/// its matches: `gamelab ipd tournament --json` (`players` None: every classic).
#[pyfunction]
#[pyo3(signature = (players, turns, repetitions, noise, seed, stage, generations, shard_of))]
#[allow(clippy::too_many_arguments)]
fn ipd_tournament_json(
    py: Python<'_>,
    players: Option<Vec<String>>,
    turns: u32,
    repetitions: u32,
    noise: f64,
    seed: u64,
    stage: Option<&str>,
    generations: usize,
    shard_of: (u64, u64),
) -> PyResult<String> {
    let p = payoffs(turns, noise, stage)?;
    let players = match players {
        Some(names) => strategies(&names)?,
        None => classics(),
    };
    let spec = TournamentSpec {
        players,
        turns,
        repetitions,
        noise,
        payoffs: p,
        seed,
    };
    spec.check().map_err(value_error)?;
    let shard = shard(shard_of)?;
    let range = shard.range(spec.matches());
    let start = std::time::Instant::now();
    let mut partials = Vec::new();
    let mut next = range.start;
    while next < range.end {
        let count = SLICE.min(range.end - next);
        partials.push(py.allow_threads(|| play_range(&spec, next, count)));
        py.check_signals()?;
        next += count;
    }
    gamelab::batch::ipd::render(
        &spec,
        shard,
        partials,
        generations,
        start.elapsed().as_secs_f64(),
        1,
    )
    .map(|v| v.to_string())
    .map_err(value_error)
}

/// Adds this file's functions to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(rest_points_json, m)?)?;
    m.add_function(wrap_pyfunction!(trajectory_json, m)?)?;
    m.add_function(wrap_pyfunction!(logit_path_json, m)?)?;
    m.add_function(wrap_pyfunction!(moran_json, m)?)?;
    m.add_function(wrap_pyfunction!(ipd_strategies_json, m)?)?;
    m.add_function(wrap_pyfunction!(ipd_match_json, m)?)?;
    m.add_function(wrap_pyfunction!(ipd_tournament_json, m)?)?;
    Ok(())
}
