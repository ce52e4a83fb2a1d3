//! Racing: a race over outcomes from Python (an iterable, a generator, or a callable, one game
//! per item), over a simulated Bernoulli(μ) stream or a repeating pattern, and the error
//! probability α(μ) — exactly at one μ as `gamelab race alpha --method exact --json` or along
//! a grid, or estimated from seeded runs (a batch that shards, `--method mc`).

use std::cell::Cell;
use std::rc::Rc;

use pyo3::prelude::*;
use pyo3::types::PyIterator;
use serde_json::{json, Value};

use gamelab::racing::race::{Bernoulli, Outcomes, Pattern, Race, RaceOutcome, Sampling};
use gamelab::racing::{exact, report, Algorithm, ParamError, Params, Schedule};
use gamelab::rng::Seed;

use crate::{shard, value_error, SLICE};

/// Games pulled from Python between two checks for Ctrl+C.
const SIGNAL_EVERY: u64 = 1 << 16;

fn algorithm(key: &str) -> PyResult<Algorithm> {
    Algorithm::parse(key).map_err(|e| value_error(format!("algorithm: {e}")))
}

fn flag(e: ParamError) -> PyErr {
    value_error(format!("{}: {}", e.field, e.reason))
}

fn params(eps: f64, delta: f64, tests: Option<u64>, cap: u64) -> PyResult<Params> {
    let p = Params {
        eps,
        delta,
        tests,
        cap,
    };
    p.validate().map_err(flag)?;
    Ok(p)
}

/// Outcomes pulled from a Python iterator: 1 (or True) when player 1 wins, 0 (or False) when
/// player 2 does. The first error (the stream ran out, a bad item, an exception, Ctrl+C) is
/// kept, the race is stopped at its next test, and the error raised.
struct PyOutcomes<'py> {
    items: Bound<'py, PyIterator>,
    games: u64,
    error: Option<PyErr>,
    failed: Rc<Cell<bool>>,
}

impl PyOutcomes<'_> {
    fn next(&mut self) -> Result<u64, PyErr> {
        if self.games % SIGNAL_EVERY == 0 {
            self.items.py().check_signals()?;
        }
        let item = match self.items.next() {
            None => {
                return Err(value_error(format!(
                    "outcomes: the outcomes ran out after {} games, before the race decided",
                    self.games
                )))
            }
            Some(item) => item?,
        };
        match item.extract::<i64>() {
            Ok(w @ (0 | 1)) => Ok(w as u64),
            _ => Err(value_error(format!(
                "outcomes: game {} is {}: give 1 (player 1 won) or 0 (player 2 won)",
                self.games + 1,
                item.repr().map(|r| r.to_string()).unwrap_or_default()
            ))),
        }
    }
}

impl Outcomes for &mut PyOutcomes<'_> {
    fn play(&mut self, n: u64) -> u64 {
        let mut wins = 0;
        for _ in 0..n {
            if self.error.is_some() {
                break;
            }
            match self.next() {
                Ok(w) => {
                    wins += w;
                    self.games += 1;
                }
                Err(e) => {
                    self.error = Some(e);
                    self.failed.set(true);
                }
            }
        }
        wins
    }
}

/// Runs `race` to its end, or until `failed()` says the source failed; the JSON of `gamelab race run --json`,
/// with the trace of its tests when `trace`.
fn finish<O: Outcomes>(
    a: Algorithm,
    mut race: Race<O>,
    failed: impl Fn() -> bool,
    trace: bool,
) -> Option<Value> {
    let outcome: RaceOutcome = loop {
        if let Some(o) = race.next_test() {
            break o;
        }
        if failed() {
            return None;
        }
    };
    let mut out = report::race(a, &outcome);
    if trace {
        out["trace"] = json!(race.trace());
    }
    Some(out)
}

/// `race`, without its precision stop unless `precision_stop`.
fn stop<O: Outcomes>(race: Race<O>, precision_stop: bool) -> Race<O> {
    if precision_stop {
        race
    } else {
        race.without_precision_stop()
    }
}

/// Trace entries kept when a trace is asked for.
const TRACE_LIMIT: usize = 10_000;

/// A race over `outcomes` (a Python iterator of 0/1), or over a simulated Bernoulli(`mu`)
/// stream from `seed`, or over a repeating 0/1 `pattern`: the JSON of `gamelab race run
/// --json` (with `trace`: the tests made, thinned to about 10 000).
#[pyfunction]
#[pyo3(signature = (algorithm_key, outcomes, mu, pattern, seed, eps, delta, tests, cap, precision_stop, trace))]
#[allow(clippy::too_many_arguments)]
fn race_json(
    py: Python<'_>,
    algorithm_key: &str,
    outcomes: Option<Bound<'_, PyAny>>,
    mu: Option<f64>,
    pattern: Option<&str>,
    seed: u64,
    eps: f64,
    delta: f64,
    tests: Option<u64>,
    cap: u64,
    precision_stop: bool,
    trace: bool,
) -> PyResult<String> {
    let a = algorithm(algorithm_key)?;
    let p = params(eps, delta, tests, cap)?;
    let limit = if trace { TRACE_LIMIT } else { 0 };
    let out = match (outcomes, mu, pattern) {
        (Some(items), None, None) => {
            let failed = Rc::new(Cell::new(false));
            let mut source = PyOutcomes {
                items: items.try_iter()?,
                games: 0,
                error: None,
                failed: failed.clone(),
            };
            let race = stop(
                Race::new(a, &p, &mut source, limit).map_err(flag)?,
                precision_stop,
            );
            let out = finish(a, race, || failed.get(), trace);
            if let Some(e) = source.error.take() {
                return Err(e);
            }
            out
        }
        (None, Some(mu), None) => {
            let sampling = if a.square_schedule() {
                Sampling::BinomialJumps
            } else {
                Sampling::GameByGame
            };
            let source = Bernoulli::new(mu, Seed(seed), sampling).map_err(flag)?;
            let race = stop(
                Race::new(a, &p, source, limit).map_err(flag)?,
                precision_stop,
            );
            py.allow_threads(|| finish(a, race, || false, trace))
        }
        (None, None, Some(text)) => {
            let source = Pattern::parse(text).map_err(flag)?;
            let race = stop(
                Race::new(a, &p, source, limit).map_err(flag)?,
                precision_stop,
            );
            py.allow_threads(|| finish(a, race, || false, trace))
        }
        _ => {
            return Err(value_error(
                "give exactly one of outcomes, mu (with seed) or pattern",
            ))
        }
    };
    Ok(out
        .expect("a race without a failing source ends")
        .to_string())
}

/// The exact α(μ) at each μ of `mus` for a square-schedule race without the precision stop:
/// one `gamelab race alpha --method exact --json` answer per μ.
#[pyfunction]
#[pyo3(signature = (algorithm_key, mus, eps, delta, tests, cap))]
fn race_alpha_exact_json(
    py: Python<'_>,
    algorithm_key: &str,
    mus: Vec<f64>,
    eps: f64,
    delta: f64,
    tests: Option<u64>,
    cap: u64,
) -> PyResult<String> {
    let a = algorithm(algorithm_key)?;
    let p = params(eps, delta, tests, cap)?;
    let schedule = Schedule::new(a, &p).map_err(flag)?;
    let mut rows = Vec::with_capacity(mus.len());
    for mu in mus {
        let r = py
            .allow_threads(|| exact::exact(&schedule, mu))
            .map_err(flag)?;
        rows.push(report::exact(a, mu, &r));
        py.check_signals()?;
    }
    Ok(Value::Array(rows).to_string())
}

/// Racing's Monte Carlo estimate of α(μ), or shard `shard` of its runs: the JSON of `gamelab
/// race alpha --method mc --json` (one thread).
#[pyfunction]
#[pyo3(signature = (algorithm_key, mu, runs, seed, eps, delta, tests, cap, precision_stop, shard_of))]
#[allow(clippy::too_many_arguments)]
fn race_alpha_mc_json(
    py: Python<'_>,
    algorithm_key: &str,
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
    use gamelab::racing::check_mu;
    use gamelab::racing::montecarlo::{simulate, McTally};
    use gamelab::racing::race::PrecisionStop;
    let a = algorithm(algorithm_key)?;
    let params = params(eps, delta, tests, cap)?;
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

/// Adds this file's functions to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(race_json, m)?)?;
    m.add_function(wrap_pyfunction!(race_alpha_exact_json, m)?)?;
    m.add_function(wrap_pyfunction!(race_alpha_mc_json, m)?)?;
    Ok(())
}
