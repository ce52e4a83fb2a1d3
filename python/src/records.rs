//! Single games as records: the games of a Love Letter round robin one by one (who sat where,
//! the tokens, the winners, the rounds — the tournament's tally is their sum), and one Ticket to
//! Ride game with its full record (every turn, checked move by move).

use pyo3::prelude::*;
use serde_json::json;

use gamelab::games::ticket_to_ride::report as ttr;

use crate::batches::loveletter_games;
use crate::{shard, value_error};

/// The games of shard `shard_of` of a Love Letter round robin, one record each: `game` (its
/// index), `seats` (the agent in each seat), `tokens` (per seat), `winners` (seats), `rounds`.
/// Game `g` is the same game the tournament plays as its game `g`.
#[pyfunction]
#[pyo3(signature = (players, agents, games, seed, iterations, shard_of))]
fn loveletter_games_json(
    py: Python<'_>,
    players: usize,
    agents: Vec<String>,
    games: u64,
    seed: u64,
    iterations: u32,
    shard_of: (u64, u64),
) -> PyResult<String> {
    let played = loveletter_games(
        py,
        players,
        &agents,
        games,
        seed,
        iterations,
        shard(shard_of)?,
    )?;
    let records: Vec<serde_json::Value> = played
        .into_iter()
        .map(|(g, t)| {
            json!({
                "game": g,
                "seats": t.seating.iter().map(|&a| &agents[a]).collect::<Vec<_>>(),
                "tokens": t.result.tokens,
                "winners": t.result.winners,
                "rounds": t.result.rounds,
            })
        })
        .collect();
    Ok(serde_json::Value::Array(records).to_string())
}

/// One Ticket to Ride game: the JSON of `gamelab ttr play --json` with `record` the game's
/// whole record (the command line writes it to a file instead).
#[pyfunction]
#[pyo3(signature = (players, agents, seed, longest_path))]
fn ttr_play_json(
    py: Python<'_>,
    players: usize,
    agents: Vec<String>,
    seed: u64,
    longest_path: bool,
) -> PyResult<String> {
    ttr::check_players(players).map_err(|e| value_error(format!("players {e}")))?;
    let names: Vec<&str> = agents.iter().map(String::as_str).collect();
    let kinds = ttr::lineup(players, &names, || {
        Ok(std::sync::Arc::new(
            gamelab::games::ticket_to_ride::nn::shipped(),
        ))
    })
    .map_err(|e| value_error(format!("agents: {e}")))?;
    let (mut summary, record) = py
        .allow_threads(|| ttr::play(&kinds, seed, longest_path))
        .map_err(value_error)?;
    summary["record"] = json!(record);
    Ok(summary.to_string())
}

/// Adds this file's functions to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(loveletter_games_json, m)?)?;
    m.add_function(wrap_pyfunction!(ttr_play_json, m)?)?;
    Ok(())
}
