//! The batches that shard and merge: each runs exactly the items of shard `(i, n)` and returns
//! the command line's `--json` output for it, which [`merge_json`] combines into the whole
//! run's (see the crate's `gamelab::batch`).

use pyo3::prelude::*;
use serde_json::Value;

use gamelab::batch::love_letter::{self as ll, TournamentSpec, TournamentTally};
use gamelab::batch::ticket_to_ride::{self as ttr, ExperimentSpec};
use gamelab::batch::Shard;
use gamelab::games::love_letter::tournament::TournamentGame;
use gamelab::rng::Seed;

use crate::{shard, value_error, SLICE};

/// The games of shard `shard` of a Love Letter round robin of `agents` at tables of `players`,
/// each with its index, played without the GIL in slices between which Ctrl+C is honoured
/// (the games of `gamelab loveletter tournament`).
pub(crate) fn loveletter_games(
    py: Python<'_>,
    players: usize,
    agents: &[String],
    games: u64,
    seed: u64,
    iterations: u32,
    shard: Shard,
) -> PyResult<Vec<(u64, TournamentGame)>> {
    use gamelab::games::love_letter::tournament::{check_lineup, round_robin_game, MAX_GAMES};
    let names: Vec<&str> = agents.iter().map(String::as_str).collect();
    check_lineup(players, &names, iterations).map_err(|e| value_error(format!("agents: {e}")))?;
    if games == 0 || games > MAX_GAMES {
        return Err(value_error(format!(
            "games: give 1–{MAX_GAMES} games (got {games})"
        )));
    }
    let range = shard.range(games);
    let mut played = Vec::with_capacity((range.end - range.start) as usize);
    let mut next = range.start;
    while next < range.end {
        let end = (next + SLICE).min(range.end);
        let part = py.allow_threads(|| {
            (next..end)
                .map(|g| {
                    round_robin_game(&names, players, g, Seed(seed), iterations).map(|t| (g, t))
                })
                .collect::<Result<Vec<_>, _>>()
        });
        played.extend(part.map_err(value_error)?);
        py.check_signals()?;
        next = end;
    }
    Ok(played)
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
    let shard = shard(shard_of)?;
    let start = std::time::Instant::now();
    let played: Vec<TournamentGame> =
        loveletter_games(py, players, &agents, games, seed, iterations, shard)?
            .into_iter()
            .map(|(_, game)| game)
            .collect();
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

/// The most games of one count (as the command line's `--eval-games`).
const MAX_RUN_GAMES: u64 = 100_000_000;

/// A War or Rrrats! strategy evolved by one of the thesis's optimisers, `runs` times, or shard
/// `shard_of` of the runs: the JSON of `gamelab optimise --json` (the game's default rules).
#[pyfunction]
#[pyo3(signature = (game, algorithm, budget, budget_games, seed, runs, race, eps, delta, tests, cap, eval_games, shard_of))]
#[allow(clippy::too_many_arguments)]
fn optimise_json(
    py: Python<'_>,
    game: &str,
    algorithm: &str,
    budget: u64,
    budget_games: Option<u64>,
    seed: u64,
    runs: u64,
    race: &str,
    eps: f64,
    delta: f64,
    tests: Option<u64>,
    cap: u64,
    eval_games: u64,
    shard_of: (u64, u64),
) -> PyResult<String> {
    use gamelab::batch::optimise::{render, OptimiseSpec};
    use gamelab::evolve::{Budget, EvolveConfig, GameConfig, Optimiser};
    let game = match game {
        "war" => GameConfig::War(Default::default()),
        "rrrats" => GameConfig::Rrrats(Default::default()),
        other => return Err(value_error(format!("game: {other:?} is not war or rrrats"))),
    };
    let optimiser =
        Optimiser::parse(algorithm).map_err(|e| value_error(format!("algorithm: {e}")))?;
    let race =
        gamelab::racing::Algorithm::parse(race).map_err(|e| value_error(format!("race: {e}")))?;
    let budget = match budget_games {
        Some(g) => Budget::Games(g),
        None => Budget::Mutations(budget),
    };
    gamelab::evolve::jobs::check_budget(budget).map_err(|e| match budget {
        Budget::Games(_) => value_error(format!("budget_games: {e}")),
        Budget::Mutations(_) => value_error(format!("budget: {e}")),
    })?;
    gamelab::evolve::jobs::check_runs(runs).map_err(|e| value_error(format!("runs: {e}")))?;
    if eval_games == 0 || eval_games > MAX_RUN_GAMES {
        return Err(value_error(format!(
            "eval_games: give 1–{MAX_RUN_GAMES} games (got {eval_games})"
        )));
    }
    let spec = OptimiseSpec {
        template: EvolveConfig {
            game,
            optimiser,
            race,
            race_params: gamelab::racing::Params {
                eps,
                delta,
                tests,
                cap,
            },
            budget,
            seed: Seed(seed),
            sigma0: 1.0,
        },
        runs,
        eval_games,
    };
    spec.run(0).map_err(|e| match e {
        gamelab::evolve::EvolveError::Race(p) => value_error(format!("{}: {}", p.field, p.reason)),
        other => value_error(other),
    })?;
    let shard = shard(shard_of)?;
    let clock = std::time::Instant::now();
    let mut finished = Vec::new();
    for r in shard.range(runs) {
        let record = crate::interruptible(py, |between| {
            let epoch = std::time::Instant::now();
            spec.record(r, &|| epoch.elapsed().as_secs_f64(), between)
        })?;
        finished.push(record);
    }
    Ok(render(&spec, shard, &finished, clock.elapsed().as_secs_f64()).to_string())
}

/// The seed's comparison of alpha-beta with proof-number search on a suite (`unbiased`,
/// `solved`, or suite text named `name`), or shard `shard_of` of its positions: the JSON of
/// `gamelab loa compare --json`.
#[pyfunction]
#[pyo3(signature = (suite, name, positions, max_nodes, methods, shard_of))]
fn loa_compare_json(
    py: Python<'_>,
    suite: &str,
    name: Option<String>,
    positions: Option<usize>,
    max_nodes: u64,
    methods: Option<Vec<String>>,
    shard_of: (u64, u64),
) -> PyResult<String> {
    use gamelab::batch::loa_compare::{render, CompareSpec};
    use gamelab::games::loa::compare::attempt;
    use gamelab::games::loa::solve::{Method, Verdict};
    use gamelab::games::loa::suite::{parse_suite, suite as solved, unbiased_suite};
    if max_nodes == 0 || max_nodes > 10_000_000_000 {
        return Err(value_error("max_nodes: must be 1–10000000000"));
    }
    let (name, mut list) = match suite {
        "unbiased" => ("unbiased".to_string(), unbiased_suite()),
        "solved" => ("solved".to_string(), solved()),
        text => (
            name.unwrap_or_else(|| "suite".to_string()),
            parse_suite(text).map_err(|e| value_error(format!("suite: {e}")))?,
        ),
    };
    if let Some(n) = positions {
        list.truncate(n);
    }
    if list.is_empty() {
        return Err(value_error("the suite has no positions"));
    }
    let methods: Vec<Method> = match methods {
        Some(m) if !m.is_empty() => m
            .iter()
            .map(|k| {
                Method::from_name(k).ok_or_else(|| {
                    let names: Vec<&str> = Method::ALL.iter().map(|m| m.name()).collect();
                    value_error(format!("methods: {k:?} is not one of {}", names.join(", ")))
                })
            })
            .collect::<PyResult<_>>()?,
        _ => Method::ALL.to_vec(),
    };
    let spec = CompareSpec::new(&name, &list, max_nodes, methods.clone());
    let range = shard(shard_of)?.range(list.len() as u64);
    let part = &list[range.start as usize..range.end as usize];
    let mut attempts = Vec::with_capacity(part.len());
    for p in part {
        let row = py.allow_threads(|| {
            let start = std::time::Instant::now();
            let now = move || start.elapsed().as_secs_f64() * 1e3;
            methods
                .iter()
                .map(|&m| attempt(p, m, max_nodes, &now))
                .collect::<Vec<_>>()
        });
        attempts.push(row);
        py.check_signals()?;
    }
    let answers: Vec<Verdict> = part.iter().map(|p| p.result).collect();
    Ok(render(&spec, shard(shard_of)?, &answers, &attempts).to_string())
}

/// `output` without its wall-clock fields, at any depth (`gamelab::batch::without_timing`).
#[pyfunction]
fn without_timing_json(output: &str) -> PyResult<String> {
    let v: Value =
        serde_json::from_str(output).map_err(|e| value_error(format!("not JSON: {e}")))?;
    Ok(gamelab::batch::without_timing(&v).to_string())
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

/// Adds this file's functions to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(loveletter_tournament_json, m)?)?;
    m.add_function(wrap_pyfunction!(ttr_experiment_json, m)?)?;
    m.add_function(wrap_pyfunction!(merge_json, m)?)?;
    m.add_function(wrap_pyfunction!(optimise_json, m)?)?;
    m.add_function(wrap_pyfunction!(loa_compare_json, m)?)?;
    m.add_function(wrap_pyfunction!(without_timing_json, m)?)?;
    Ok(())
}
