//! Solvers: every equilibrium of a bimatrix game (exact), dominance, Colonel Blotto, extensive
//! games with information sets (the sequence form, Lemke, CFR) and poker.

use pyo3::prelude::*;
use serde_json::{json, Value};

use gamelab::games::matrix::{format_number, Bimatrix, MAX_ENUMERATION};

use crate::value_error;

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

/// Every equilibrium of the bimatrix game with its kind, exactly and as floats: the JSON of
/// `gamelab nash --json`.
#[pyfunction]
fn nash_json(
    py: Python<'_>,
    title: &str,
    a: Vec<Vec<String>>,
    b: Vec<Vec<String>>,
) -> PyResult<String> {
    let game = Bimatrix::parse(&str_rows(&a), &str_rows(&b)).map_err(value_error)?;
    py.allow_threads(|| gamelab::games::matrix::report::nash(title, &game))
        .map(|v| v.to_string())
        .map_err(value_error)
}

/// Every equilibrium of a game in Gambit's `.nfg` format, with its kind: `gamelab nash --json`.
#[pyfunction]
fn nfg_nash_json(py: Python<'_>, text: &str) -> PyResult<String> {
    let file = gamelab::games::matrix::nfg::parse(text).map_err(value_error)?;
    py.allow_threads(|| gamelab::games::matrix::report::nash(&file.title, &file.game))
        .map(|v| v.to_string())
        .map_err(value_error)
}

/// The iterated elimination of dominated strategies in an `.nfg` game: `gamelab dominance
/// --json`.
#[pyfunction]
fn nfg_dominance_json(py: Python<'_>, text: &str, kind: &str, pure_only: bool) -> PyResult<String> {
    let file = gamelab::games::matrix::nfg::parse(text).map_err(value_error)?;
    py.allow_threads(|| gamelab::games::matrix::report::dominance(&file.game, kind, pure_only))
        .map(|v| v.to_string())
        .map_err(value_error)
}

/// The iterated elimination of dominated strategies: the JSON of `gamelab dominance --json`.
#[pyfunction]
fn dominance_json(
    py: Python<'_>,
    a: Vec<Vec<String>>,
    b: Vec<Vec<String>>,
    kind: &str,
    pure_only: bool,
) -> PyResult<String> {
    let game = Bimatrix::parse(&str_rows(&a), &str_rows(&b)).map_err(value_error)?;
    py.allow_threads(|| gamelab::games::matrix::report::dominance(&game, kind, pure_only))
        .map(|v| v.to_string())
        .map_err(value_error)
}

/// An extensive game with information sets (Gambit `.efg` text) solved by `method`: the JSON
/// of `gamelab efg solve --json`.
#[pyfunction]
#[pyo3(signature = (text, method, iterations, label, prior_seed))]
fn efg_solve_json(
    py: Python<'_>,
    text: &str,
    method: &str,
    iterations: u64,
    label: usize,
    prior_seed: Option<u64>,
) -> PyResult<String> {
    use gamelab::games::imperfect::report::{solve_with, LemkePrior};
    let game = gamelab::games::imperfect::efg::parse(text).map_err(value_error)?;
    let prior = match prior_seed {
        None => LemkePrior::Uniform,
        Some(s) => LemkePrior::Random(s),
    };
    crate::interruptible(py, |between| {
        solve_with(&game, method, iterations, label, prior, between)
    })
    .map(|v| v.to_string())
}

/// The reduced normal form of an `.efg` game: the JSON of `gamelab efg normal-form --json`.
#[pyfunction]
fn efg_normal_form_json(text: &str) -> PyResult<String> {
    use gamelab::games::imperfect::reduced::ReducedNormalForm;
    let game = gamelab::games::imperfect::efg::parse(text).map_err(value_error)?;
    let nf = ReducedNormalForm::new(&game).map_err(value_error)?;
    Ok(gamelab::games::imperfect::report::normal_form(&game, &nf).to_string())
}

fn poker(key: &str) -> PyResult<gamelab::games::poker::Poker> {
    gamelab::games::poker::Poker::from_key(key)
        .ok_or_else(|| value_error(format!("game: '{key}' is not kuhn or leduc")))
}

/// Kuhn or Leduc poker solved exactly: the JSON of `gamelab poker solve --json`.
#[pyfunction]
fn poker_solve_json(py: Python<'_>, game: &str) -> PyResult<String> {
    let p = poker(game)?;
    py.allow_threads(|| gamelab::games::imperfect::report::poker_solve(p))
        .map(|v| v.to_string())
        .map_err(value_error)
}

/// CFR, CFR+ or DCFR on poker: the JSON of `gamelab poker cfr --json`.
#[pyfunction]
fn poker_cfr_json(
    py: Python<'_>,
    game: &str,
    algorithm: &str,
    iterations: u64,
) -> PyResult<String> {
    let p = poker(game)?;
    let a = gamelab::equilibrium::cfr::Algorithm::from_key(algorithm)
        .ok_or_else(|| value_error(format!("algorithm: '{algorithm}' is not cfr, cfr+ or dcfr")))?;
    crate::interruptible(py, |between| {
        gamelab::games::imperfect::report::poker_cfr_with(p, a, iterations, between)
    })
    .map(|v| v.to_string())
}

/// Adds this file's functions to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(nash_equilibria_json, m)?)?;
    m.add_function(wrap_pyfunction!(nfg_equilibria_json, m)?)?;
    m.add_function(wrap_pyfunction!(nash_json, m)?)?;
    m.add_function(wrap_pyfunction!(dominance_json, m)?)?;
    m.add_function(wrap_pyfunction!(nfg_nash_json, m)?)?;
    m.add_function(wrap_pyfunction!(nfg_dominance_json, m)?)?;
    m.add_function(wrap_pyfunction!(blotto_solve_json, m)?)?;
    m.add_function(wrap_pyfunction!(efg_solve_json, m)?)?;
    m.add_function(wrap_pyfunction!(efg_normal_form_json, m)?)?;
    m.add_function(wrap_pyfunction!(poker_solve_json, m)?)?;
    m.add_function(wrap_pyfunction!(poker_cfr_json, m)?)?;
    Ok(())
}
