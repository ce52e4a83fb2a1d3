//! `gamelab._gamelab`: the gamelab crate as a Python extension module, built by maturin into the
//! wheel `gamelab` (the Python package in `python/gamelab/` wraps it).
//!
//! Why JSON across the boundary: every function returns the same JSON the command line prints
//! (the crate renders it once, for both), or, for the solvers, exact numbers as `p/q` strings;
//! the Python side turns it into Python values (`fractions.Fraction`, dicts, lists, tables).
//! One renderer serves the command line and Python, so "the same dict as the CLI's `--json`"
//! holds by construction, and this module stays a thin layer. Errors are `ValueError`s with the
//! command line's messages. Long calls release the GIL, in slices between which Ctrl+C (a
//! pending `KeyboardInterrupt`) is honoured.
//!
//! One file per lab: [`solvers`] (equilibria, dominance, Blotto, extensive games and poker),
//! [`batches`] (the batches that shard and merge), [`racing`], [`loa`] (Lines of Action),
//! [`matches`] (War, Rrrats! and Love Letter round statistics, per-game seeded to shard),
//! [`records`] (single games as records), [`evolution`], [`learn`] (the self-taught network's
//! trainer and the pieces of a generation that run anywhere).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use gamelab::batch::Shard;
use gamelab::jobs::Job;

mod batches;
mod evolution;
mod learn;
mod loa;
mod matches;
mod n_player;
mod racing;
mod records;
mod solvers;

/// Games (or runs) played between two checks for Ctrl+C.
pub(crate) const SLICE: u64 = 64;

/// Work units of a job between two checks for Ctrl+C.
const JOB_SLICE: u64 = 1 << 18;

/// A `ValueError` with `e`'s message.
pub(crate) fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// Shard `(i, n)`, checked.
pub(crate) fn shard(shard: (u64, u64)) -> PyResult<Shard> {
    Shard::new(shard.0, shard.1).map_err(|e| value_error(format!("shard: {e}")))
}

/// Runs `job` to its end without the GIL, checking for Ctrl+C between slices.
pub(crate) fn run_job<J: Job + Send>(py: Python<'_>, job: &mut J) -> PyResult<J::Output>
where
    J::Output: Send,
{
    loop {
        if let Some(out) = py.allow_threads(|| job.step(JOB_SLICE)) {
            return Ok(out);
        }
        py.check_signals()?;
    }
}

/// Runs `f` without the GIL, giving it a `between` that checks for Ctrl+C (taking the GIL for
/// a moment): a pending `KeyboardInterrupt` stops `f` at its next `between` and is raised; any
/// other error of `f` is a `ValueError`.
pub(crate) fn interruptible<T: Send>(
    py: Python<'_>,
    f: impl FnOnce(&mut dyn FnMut() -> Result<(), String>) -> Result<T, String> + Send,
) -> PyResult<T> {
    py.allow_threads(|| {
        let mut caught: Option<PyErr> = None;
        let out = f(&mut || {
            Python::with_gil(|py| py.check_signals()).map_err(|e| {
                caught = Some(e);
                "interrupted".to_string()
            })
        });
        match (out, caught) {
            (_, Some(e)) => Err(e),
            (Ok(v), None) => Ok(v),
            (Err(e), None) => Err(value_error(e)),
        }
    })
}

/// The module.
#[pymodule]
fn _gamelab(m: &Bound<'_, PyModule>) -> PyResult<()> {
    solvers::register(m)?;
    n_player::register(m)?;
    batches::register(m)?;
    racing::register(m)?;
    loa::register(m)?;
    matches::register(m)?;
    records::register(m)?;
    evolution::register(m)?;
    learn::register(m)?;
    m.add("BATCHES", gamelab::batch::BATCHES.to_vec())?;
    m.add("TIMING_FIELDS", gamelab::batch::TIMING_FIELDS.to_vec())?;
    Ok(())
}
