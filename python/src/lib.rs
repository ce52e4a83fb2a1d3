//! `gamelab._gamelab`: the gamelab crate as a Python extension module, built by maturin into the
//! wheel `gamelab` (the Python package in `python/gamelab/` wraps it).
//!
//! Why JSON across the boundary: every function returns the same JSON the command line prints
//! (or, for the solvers, exact numbers as `p/q` strings), and the Python side turns it into
//! Python values (`fractions.Fraction`, dicts, lists). One renderer serves the command line and
//! Python, so "the same dict as the CLI's `--json`" holds by construction, and this module stays
//! a thin layer. Errors are `ValueError`s with the command line's messages. Long calls release
//! the GIL, in slices between which Ctrl+C (a pending `KeyboardInterrupt`) is honoured.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use serde_json::{json, Value};

use gamelab::batch::love_letter::{self as ll, TournamentSpec, TournamentTally};
use gamelab::batch::ticket_to_ride::{self as ttr, ExperimentSpec};
use gamelab::batch::Shard;
use gamelab::games::matrix::{format_number, Bimatrix, MAX_ENUMERATION};
use gamelab::rng::Seed;

/// Games played between two checks for Ctrl+C.
const SLICE: u64 = 64;

fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

fn shard(shard: (u64, u64)) -> PyResult<Shard> {
    Shard::new(shard.0, shard.1).map_err(|e| value_error(format!("shard: {e}")))
}

/// The extreme equilibria of `game` as JSON: a list of `{"row": [...], "col": [...]}` of `p/q`.
fn equilibria_json(game: &Bimatrix) -> Result<String, String> {
    game.check_size(MAX_ENUMERATION)
        .map_err(|e| e.to_string())?;
    let all = gamelab::equilibrium::all_equilibria(game).map_err(|e| e.to_string())?;
    let list: Vec<Value> = all
        .extreme
        .iter()
        .map(|e| {
            json!({
                "row": e.x.iter().map(format_number).collect::<Vec<_>>(),
                "col": e.y.iter().map(format_number).collect::<Vec<_>>(),
                "payoffs": [format_number(&e.payoffs[0]), format_number(&e.payoffs[1])],
            })
        })
        .collect();
    Ok(Value::Array(list).to_string())
}

/// The rows of `m` as string slices.
fn str_rows(m: &[Vec<String>]) -> Vec<Vec<&str>> {
    m.iter()
        .map(|r| r.iter().map(String::as_str).collect())
        .collect()
}

/// Every extreme equilibrium of the bimatrix game with payoffs `a` (row player) and `b`
/// (column player), written as numbers (`3`, `-1/2`, `0.25`).
#[pyfunction]
fn nash_equilibria_json(
    py: Python<'_>,
    a: Vec<Vec<String>>,
    b: Vec<Vec<String>>,
) -> PyResult<String> {
    let game = Bimatrix::parse(&str_rows(&a), &str_rows(&b)).map_err(value_error)?;
    py.allow_threads(|| equilibria_json(&game))
        .map_err(value_error)
}

/// Every extreme equilibrium of a game in Gambit's `.nfg` format.
#[pyfunction]
fn nfg_equilibria_json(py: Python<'_>, text: &str) -> PyResult<String> {
    let file = gamelab::games::matrix::nfg::parse(text).map_err(value_error)?;
    py.allow_threads(|| equilibria_json(&file.game))
        .map_err(value_error)
}

/// Colonel Blotto solved exactly (the partition method, certified in exact arithmetic).
#[pyfunction]
fn blotto_solve_json(py: Python<'_>, fields: u32, a: u32, b: u32) -> PyResult<String> {
    let game = gamelab::games::blotto::Blotto::new(fields, a, b)
        .map_err(|e| value_error(format!("{}: {}", e.field, e.reason)))?;
    let s = py
        .allow_threads(|| gamelab::games::blotto::solve::partitions(&game))
        .map_err(value_error)?;
    let exact = s
        .exact
        .as_ref()
        .ok_or_else(|| value_error("the answer could not be certified in exact arithmetic"))?;
    let list = |l: &[(Vec<u32>, String)]| {
        l.iter()
            .map(|(p, q)| json!({"partition": p, "probability": q}))
            .collect::<Vec<_>>()
    };
    Ok(json!({
        "fields": fields, "a": a, "b": b,
        "value": exact.value,
        "value_float": s.value,
        "strategy_a": list(&exact.strategy_a),
        "strategy_b": list(&exact.strategy_b),
        "random_order": s.random_order,
        "certificate_gap": s.certificate_gap,
        "method": s.method,
    })
    .to_string())
}

/// A Love Letter round-robin tournament, or shard `shard` of it: the JSON of `gamelab
/// loveletter tournament --json` (one thread).
#[pyfunction]
#[pyo3(signature = (players, agents, games, seed, iterations, shard_of))]
fn loveletter_tournament_json(
    py: Python<'_>,
    players: usize,
    agents: Vec<String>,
    games: u64,
    seed: u64,
    iterations: u32,
    shard_of: (u64, u64),
) -> PyResult<String> {
    use gamelab::games::love_letter::tournament::{check_lineup, round_robin_game, MAX_GAMES};
    let names: Vec<&str> = agents.iter().map(String::as_str).collect();
    check_lineup(players, &names, iterations).map_err(|e| value_error(format!("agents: {e}")))?;
    if games == 0 || games > MAX_GAMES {
        return Err(value_error(format!(
            "games: give 1–{MAX_GAMES} games (got {games})"
        )));
    }
    let shard = shard(shard_of)?;
    let range = shard.range(games);
    let start = std::time::Instant::now();
    let mut played = Vec::with_capacity((range.end - range.start) as usize);
    let mut next = range.start;
    while next < range.end {
        let end = (next + SLICE).min(range.end);
        let part = py.allow_threads(|| {
            (next..end)
                .map(|g| round_robin_game(&names, players, g, Seed(seed), iterations))
                .collect::<Result<Vec<_>, _>>()
        });
        played.extend(part.map_err(value_error)?);
        py.check_signals()?;
        next = end;
    }
    let spec = TournamentSpec {
        players,
        agents: agents.clone(),
        games,
        seed,
        iterations,
    };
    let tally = TournamentTally::of(agents.len(), &played);
    Ok(ll::render(&spec, shard, &tally, start.elapsed().as_secs_f64(), 1).to_string())
}

/// The Ticket to Ride experiment, or shard `shard` of it: the JSON of `gamelab ttr experiment
/// --json` (one thread; `nn` plays the shipped network).
#[pyfunction]
#[pyo3(signature = (players, games, agent, seed, forbidden, shard_of))]
fn ttr_experiment_json(
    py: Python<'_>,
    players: Vec<usize>,
    games: u64,
    agent: &str,
    seed: u64,
    forbidden: &str,
    shard_of: (u64, u64),
) -> PyResult<String> {
    use gamelab::games::ticket_to_ride::experiment::{experiment_game, AgentKind, ForbiddenRule};
    use gamelab::games::ticket_to_ride::jobs::{check_games, check_table_sizes};
    check_table_sizes(&players).map_err(value_error)?;
    check_games(games).map_err(value_error)?;
    let rule = ForbiddenRule::parse(forbidden).map_err(value_error)?;
    let kind = AgentKind::parse_with(agent, || {
        Ok(std::sync::Arc::new(
            gamelab::games::ticket_to_ride::nn::shipped(),
        ))
    })
    .map_err(|e| value_error(format!("agent: {e}")))?;
    let spec = ExperimentSpec {
        agent: kind.name().to_string(),
        players,
        games,
        seed,
        rule,
    };
    let shard = shard(shard_of)?;
    let items = spec.shard_items(shard);
    let start = std::time::Instant::now();
    let mut results = Vec::with_capacity(items.len());
    for chunk in items.chunks(SLICE as usize) {
        let part: Vec<_> = py.allow_threads(|| {
            chunk
                .iter()
                .map(|&(p, i)| experiment_game(&kind, p, Seed(seed).derive(p as u64), i))
                .collect()
        });
        results.extend(part);
        py.check_signals()?;
    }
    Ok(ttr::render(&spec, shard, &results, start.elapsed().as_secs_f64(), 1).to_string())
}

/// Racing's Monte Carlo estimate of α(μ), or shard `shard` of its runs: the JSON of `gamelab
/// race alpha --method mc --json` (one thread).
#[pyfunction]
#[pyo3(signature = (algorithm, mu, runs, seed, eps, delta, tests, cap, precision_stop, shard_of))]
#[allow(clippy::too_many_arguments)]
fn race_alpha_mc_json(
    py: Python<'_>,
    algorithm: &str,
    mu: f64,
    runs: u64,
    seed: u64,
    eps: f64,
    delta: f64,
    tests: Option<u64>,
    cap: u64,
    precision_stop: bool,
    shard_of: (u64, u64),
) -> PyResult<String> {
    use gamelab::racing::montecarlo::{simulate, McTally};
    use gamelab::racing::race::PrecisionStop;
    use gamelab::racing::{check_mu, Algorithm, Params};
    let a = Algorithm::from_key(algorithm).ok_or_else(|| {
        let keys: Vec<&str> = Algorithm::ALL.iter().map(|a| a.key()).collect();
        value_error(format!(
            "algorithm: {algorithm:?} is not one of {}",
            keys.join(", ")
        ))
    })?;
    let flag = |e: gamelab::racing::ParamError| value_error(format!("{}: {}", e.field, e.reason));
    let params = Params {
        eps,
        delta,
        tests,
        cap,
    };
    params.validate().map_err(flag)?;
    check_mu(mu).map_err(flag)?;
    if runs == 0 || runs > 100_000_000 {
        return Err(value_error("runs: give 1–100000000 runs"));
    }
    let precision = if precision_stop {
        PrecisionStop::On
    } else {
        PrecisionStop::Off
    };
    let shard = shard(shard_of)?;
    let range = shard.range(runs);
    let start = std::time::Instant::now();
    let mut total = McTally {
        mu,
        ..McTally::default()
    };
    let mut next = range.start;
    while next < range.end {
        let end = (next + SLICE).min(range.end);
        let part = py
            .allow_threads(|| simulate(a, &params, mu, Seed(seed), next, end - next, precision))
            .map_err(flag)?;
        total.merge(&part);
        py.check_signals()?;
        next = end;
    }
    let spec = gamelab::batch::racing::AlphaSpec {
        algorithm: a.key().to_string(),
        params,
        mu,
        runs,
        seed,
        precision_stop,
    };
    Ok(
        gamelab::batch::racing::render(&spec, shard, &total, start.elapsed().as_secs_f64(), 1)
            .to_string(),
    )
}

/// Merges the JSON outputs of a batch's shards into the whole run's (`gamelab merge`).
#[pyfunction]
fn merge_json(outputs: Vec<String>) -> PyResult<String> {
    let values = outputs
        .iter()
        .map(|t| {
            serde_json::from_str::<Value>(t).map_err(|e| value_error(format!("not JSON: {e}")))
        })
        .collect::<PyResult<Vec<_>>>()?;
    gamelab::batch::merge(&values)
        .map(|v| v.to_string())
        .map_err(value_error)
}

/// The module.
#[pymodule]
fn _gamelab(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(nash_equilibria_json, m)?)?;
    m.add_function(wrap_pyfunction!(nfg_equilibria_json, m)?)?;
    m.add_function(wrap_pyfunction!(blotto_solve_json, m)?)?;
    m.add_function(wrap_pyfunction!(loveletter_tournament_json, m)?)?;
    m.add_function(wrap_pyfunction!(ttr_experiment_json, m)?)?;
    m.add_function(wrap_pyfunction!(race_alpha_mc_json, m)?)?;
    m.add_function(wrap_pyfunction!(merge_json, m)?)?;
    m.add("BATCHES", gamelab::batch::BATCHES.to_vec())?;
    Ok(())
}
