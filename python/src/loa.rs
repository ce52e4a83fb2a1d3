//! Lines of Action: perft, a solve by any method, the playing engine's move, and a whole engine
//! game — each the command line's `gamelab loa … --json` answer (the engine's move has no
//! command of its own: it is the analysis the engine plays from).

use pyo3::prelude::*;

use gamelab::games::loa::engines::{play_from_with, Engine, Match};
use gamelab::games::loa::rules::{parse_count, MIN_REPETITION};
use gamelab::games::loa::search::{AlphaBeta, Limits};
use gamelab::games::loa::solve::{Method, Solve};
use gamelab::games::loa::text::parse_position;
use gamelab::games::loa::{perft, report, Board, DoubleConnection, Loa, NoMoves, Rules};
use gamelab::rng::Seed;

use crate::{run_job, value_error};

/// The most plies perft accepts (as the command line).
const MAX_PERFT_DEPTH: u32 = 8;

/// The most nodes one search may be given (as the command line).
const MAX_NODES: u64 = 10_000_000_000;

/// The rules: a base set (`default` or `seed`) and the options that change it, as the command
/// line's `--rules`, `--no-moves`, `--both-connected`, `--repetition`, `--ply-cap`.
#[derive(FromPyObject)]
#[pyo3(from_item_all)]
pub(crate) struct RulesSpec {
    base: String,
    no_moves: Option<String>,
    both_connected: Option<String>,
    repetition: Option<String>,
    ply_cap: Option<String>,
}

impl RulesSpec {
    fn rules(&self) -> PyResult<Rules> {
        let mut rules = match self.base.as_str() {
            "default" => Rules::default(),
            "seed" => Rules::seed(),
            other => {
                return Err(value_error(format!(
                    "rules: {other:?} is not default or seed"
                )))
            }
        };
        if let Some(n) = &self.no_moves {
            rules.no_moves =
                NoMoves::from_name(n).map_err(|e| value_error(format!("no_moves: {e}")))?;
        }
        if let Some(d) = &self.both_connected {
            rules.double_connection = DoubleConnection::from_name(d)
                .map_err(|e| value_error(format!("both_connected: {e}")))?;
        }
        if let Some(n) = &self.repetition {
            rules.repetition = parse_count(n, MIN_REPETITION)
                .map_err(|e| value_error(format!("repetition: {e}")))?;
        }
        if let Some(n) = &self.ply_cap {
            rules.max_plies =
                parse_count(n, 1).map_err(|e| value_error(format!("ply_cap: {e}")))?;
        }
        Ok(rules)
    }
}

fn position(fen: Option<&str>) -> PyResult<Board> {
    match fen {
        None => Ok(Board::start()),
        Some(text) => parse_position(text).map_err(|e| value_error(format!("fen: {e}"))),
    }
}

fn check_nodes(name: &str, n: u64) -> PyResult<()> {
    if n == 0 || n > MAX_NODES {
        return Err(value_error(format!("{name}: must be 1–{MAX_NODES}")));
    }
    Ok(())
}

/// Move sequences of exactly `depth` plies: `gamelab loa perft --json`.
#[pyfunction]
#[pyo3(signature = (depth, fen, rules))]
fn loa_perft_json(
    py: Python<'_>,
    depth: u32,
    fen: Option<&str>,
    rules: RulesSpec,
) -> PyResult<String> {
    let rules = rules.rules()?;
    if depth > MAX_PERFT_DEPTH {
        return Err(value_error(format!(
            "depth: {depth} plies is too deep (at most {MAX_PERFT_DEPTH})"
        )));
    }
    let board = position(fen)?;
    let nodes = py.allow_threads(|| perft(&board, depth, &rules));
    Ok(report::perft(depth, nodes, &rules).to_string())
}

/// A position solved by `method`: `gamelab loa solve --json`.
#[pyfunction]
#[pyo3(signature = (fen, method, max_nodes, rules))]
fn loa_solve_json(
    py: Python<'_>,
    fen: &str,
    method: &str,
    max_nodes: u64,
    rules: RulesSpec,
) -> PyResult<String> {
    check_nodes("max_nodes", max_nodes)?;
    let rules = rules.rules()?;
    let m = Method::from_name(method).ok_or_else(|| {
        let names: Vec<&str> = Method::ALL.iter().map(|m| m.name()).collect();
        value_error(format!(
            "method: {method:?} is not one of {}",
            names.join(", ")
        ))
    })?;
    let board = position(Some(fen))?;
    let game = Loa::from_board(board, rules);
    let solved = run_job(py, &mut Solve::new(&game, m, max_nodes))?;
    Ok(report::solve(&solved, &board, &rules).to_string())
}

/// The playing engine's analysis of a position (iterative-deepening alpha-beta within
/// `max_nodes`, to `max_depth` plies if given): the move it would play and why.
#[pyfunction]
#[pyo3(signature = (fen, max_nodes, max_depth, rules))]
fn loa_engine_move_json(
    py: Python<'_>,
    fen: Option<&str>,
    max_nodes: u64,
    max_depth: Option<u32>,
    rules: RulesSpec,
) -> PyResult<String> {
    check_nodes("max_nodes", max_nodes)?;
    let rules = rules.rules()?;
    let board = position(fen)?;
    let game = Loa::from_board(board, rules);
    let limits = Limits {
        max_depth,
        max_nodes,
    };
    let analysis = run_job(py, &mut AlphaBeta::new(&game, limits))?;
    Ok(report::analysis(&analysis, &board, &rules).to_string())
}

fn engine(name: &str) -> PyResult<Engine> {
    match name {
        "alphabeta" => Ok(Engine::AlphaBeta),
        "random" => Ok(Engine::Random),
        other => Err(value_error(format!(
            "engine: {other:?} is not alphabeta or random"
        ))),
    }
}

/// A whole game between engines from the start position: `gamelab loa play --json`.
#[pyfunction]
#[pyo3(signature = (black, white, max_nodes, seed, random_plies, rules))]
fn loa_play_json(
    py: Python<'_>,
    black: &str,
    white: &str,
    max_nodes: u64,
    seed: u64,
    random_plies: u32,
    rules: RulesSpec,
) -> PyResult<String> {
    check_nodes("max_nodes", max_nodes)?;
    let m = Match {
        black: engine(black)?,
        white: engine(white)?,
        max_nodes,
        random_plies,
        seed: Seed(seed),
        rules: rules.rules()?,
    };
    let game = crate::interruptible(py, |between| play_from_with(Loa::new(m.rules), &m, between))?;
    Ok(report::game(&m, &game).to_string())
}

/// Adds this file's functions to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(loa_perft_json, m)?)?;
    m.add_function(wrap_pyfunction!(loa_solve_json, m)?)?;
    m.add_function(wrap_pyfunction!(loa_engine_move_json, m)?)?;
    m.add_function(wrap_pyfunction!(loa_play_json, m)?)?;
    Ok(())
}
