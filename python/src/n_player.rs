//! Games of any number of players (2 to 6): every Nash equilibrium certified (or the pure ones,
//! or one), and the best correlated (or coarse correlated) equilibrium, exactly — the JSON of
//! `gamelab nash --json` and `gamelab ce --json` for such games.
//!
//! A game comes either as Gambit `.nfg` text or as its shape and payoff table: one payoff
//! vector (one number per player) per pure profile, in Gambit's table order (the first
//! player's strategy changes fastest); the Python side lays NumPy-ordered tensors out so.

use pyo3::prelude::*;

use gamelab::equilibrium::n_player::correlated::Objective;
use gamelab::equilibrium::n_player::{NashJob, OneNashJob};
use gamelab::games::matrix::n_report::{self, Method};
use gamelab::games::matrix::{nfg, parse_payoff};
use gamelab::jobs::Job;
use gamelab::models::StrategicGame;

use crate::value_error;

/// Support profiles examined between two checks for Ctrl+C (one may take a while: its
/// equations are solved and certified).
const SUPPORT_SLICE: u64 = 8;

/// Steps of the logit path between two checks for Ctrl+C.
const PATH_SLICE: u64 = 64;

/// The game of `shape` (strategies per player, named `1`, `2`, …) whose profile `k` in table
/// order pays `table[k]`.
fn tabled(shape: &[usize], table: &[Vec<String>]) -> PyResult<StrategicGame> {
    let names: Vec<Vec<String>> = shape
        .iter()
        .map(|&k| (1..=k).map(|s| s.to_string()).collect())
        .collect();
    let payoffs = table
        .iter()
        .enumerate()
        .map(|(k, v)| {
            v.iter()
                .map(|x| parse_payoff(x).map_err(|e| value_error(format!("profile {k}: {e}"))))
                .collect::<PyResult<Vec<_>>>()
        })
        .collect::<PyResult<Vec<_>>>()?;
    StrategicGame::new(Vec::new(), names, payoffs).map_err(value_error)
}

/// The game (and its title) of `.nfg` text of 2 to 6 players.
fn read(text: &str) -> PyResult<nfg::NfgStrategic> {
    nfg::parse_strategic(text).map_err(value_error)
}

/// `gamelab nash --method <method> --json` on `g`, checking for Ctrl+C between slices.
fn nash(py: Python<'_>, title: &str, g: &StrategicGame, method: &str) -> PyResult<String> {
    let method = Method::parse(method).map_err(value_error)?;
    if method == Method::Pure {
        return Ok(py
            .allow_threads(|| n_report::pure_answer(title, g))
            .to_string());
    }
    if method == Method::One {
        let mut job = OneNashJob::new(g);
        let one = loop {
            if let Some(one) = py.allow_threads(|| job.step(PATH_SLICE)) {
                break one.map_err(value_error)?;
            }
            py.check_signals()?;
        };
        return Ok(n_report::one_answer(title, g, &one).to_string());
    }
    let mut job = NashJob::new(g).map_err(value_error)?;
    let all = loop {
        if let Some(all) = py.allow_threads(|| job.step(SUPPORT_SLICE)) {
            break all;
        }
        py.check_signals()?;
    };
    Ok(n_report::nash_answer(title, g, &all, method).to_string())
}

/// `gamelab ce --json` on `g`: the best correlated (or coarse correlated) equilibrium for
/// `objective` (`welfare`, `min` or `player:K`).
fn correlated(
    py: Python<'_>,
    title: &str,
    g: &StrategicGame,
    coarse: bool,
    objective: &str,
) -> PyResult<String> {
    let objective =
        Objective::parse(objective).map_err(|e| value_error(format!("objective: {e}")))?;
    py.allow_threads(|| n_report::correlated(title, g, coarse, objective))
        .map(|v| v.to_string())
        .map_err(value_error)
}

/// The player names and each player's strategy names of `.nfg` text of 2 to 6 players.
#[pyfunction]
fn nfg_names(text: &str) -> PyResult<(Vec<String>, Vec<Vec<String>>)> {
    let file = read(text)?;
    Ok((file.game.players().to_vec(), file.game.names().to_vec()))
}

/// Nash equilibria of the game of `shape` paying `table` (one payoff vector per profile, the
/// first player's strategy changing fastest) by `method` (`all`, `pure` or `one`): the JSON
/// of `gamelab nash --json` for games of any number of players.
#[pyfunction]
fn n_nash_json(
    py: Python<'_>,
    title: &str,
    shape: Vec<usize>,
    table: Vec<Vec<String>>,
    method: &str,
) -> PyResult<String> {
    let g = tabled(&shape, &table)?;
    nash(py, title, &g, method)
}

/// Nash equilibria of a game in Gambit's `.nfg` format (2 to 6 players) by `method`.
#[pyfunction]
fn nfg_n_nash_json(py: Python<'_>, text: &str, method: &str) -> PyResult<String> {
    let file = read(text)?;
    nash(py, &file.title, &file.game, method)
}

/// The best correlated (or coarse correlated) equilibrium of the game of `shape` paying
/// `table`: the JSON of `gamelab ce --json`.
#[pyfunction]
fn n_correlated_json(
    py: Python<'_>,
    title: &str,
    shape: Vec<usize>,
    table: Vec<Vec<String>>,
    coarse: bool,
    objective: &str,
) -> PyResult<String> {
    let g = tabled(&shape, &table)?;
    correlated(py, title, &g, coarse, objective)
}

/// The best correlated (or coarse correlated) equilibrium of a game in Gambit's `.nfg` format.
#[pyfunction]
fn nfg_correlated_json(
    py: Python<'_>,
    text: &str,
    coarse: bool,
    objective: &str,
) -> PyResult<String> {
    let file = read(text)?;
    correlated(py, &file.title, &file.game, coarse, objective)
}

/// Adds this file's functions to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(nfg_names, m)?)?;
    m.add_function(wrap_pyfunction!(n_nash_json, m)?)?;
    m.add_function(wrap_pyfunction!(nfg_n_nash_json, m)?)?;
    m.add_function(wrap_pyfunction!(n_correlated_json, m)?)?;
    m.add_function(wrap_pyfunction!(nfg_correlated_json, m)?)?;
    Ok(())
}
