//! The racing page's model, in the core so `cargo test` checks it: the page's link
//! ([`Query`]: every input of its three views as typed) and the error-curve view's form
//! ([`CurveForm`], in [`curve_form`]): its validation into a [`CurveRequest`] and the worker
//! jobs that compute it (one exact job, Monte Carlo split between workers), the merging of the
//! workers' Monte Carlo tallies ([`merge_mc`]) and the CSV export ([`CurveData::csv`]). What the
//! page draws from them is computed in [`charts`]; [`words`] says a race between two players
//! (and draws it) for the labs whose pages race their players.
//!
//! The live race's form is not here: a live race may take real War or Rrrats! games between two
//! strategies as its source, and those duels, strategies and rules belong to the optimisation
//! lab, which uses races as its comparator (`evolve` → `racing`). So the live race's form lives
//! on that side (`evolve::live_race`), reading this module's [`Query`], and `racing` imports
//! nothing from `evolve`: the dependency runs one way, and racing stays a solver family that
//! knows no game (as Love Letter's duels, in `games::love_letter`, feed races the same way).
//!
//! The web page only reads the inputs, starts the jobs this module builds and draws what comes
//! back. Monte Carlo run `i` always uses the seed derived for index `i`, so the runs can be
//! split between any number of workers by index ranges and the merged tallies equal those of
//! one batch, whatever the number of workers.

use super::{check_open_unit, ParamError};
use crate::text::parse_real_field;
use serde::{Deserialize, Serialize};

pub mod charts;
pub mod curve_form;
pub mod words;

pub use curve_form::{
    curve_form_from_query, curve_link_errors, merge_mc, write_curve_query, CurveData, CurveForm,
    CurveRequest, McTallies, CSV_HEADER, CURVE_CAP, MAX_CURVE_RUNS,
};

/// A probability-like field that must lie strictly between 0 and 1 (ε, δ), read as typed.
pub fn open_unit_field(field: &'static str, text: &str) -> Result<f64, ParamError> {
    let v = parse_real_field(field, text)?;
    check_open_unit(field, v)?;
    Ok(v)
}

/// The racing page's URL query: every input as typed, so a link restores the page.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Query {
    /// Which view: `live` (default), `curves` or `calc`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub view: Option<String>,
    /// Live race: the first algorithm's key.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub a1: Option<String>,
    /// Live race: the second algorithm's key, or `none`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub a2: Option<String>,
    /// Live race: μ of the simulated Bernoulli source.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mu: Option<String>,
    /// Live race: a repeating 0/1 pattern as the source.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pattern: Option<String>,
    /// Live race: ε.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eps: Option<String>,
    /// Live race: δ.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub delta: Option<String>,
    /// Live race: the source's seed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<String>,
    /// Live race: the most games.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cap: Option<String>,
    /// Live race: a real game as the source (`war` or `rrrats`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// Live race: the first strategy of the game source, as typed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub s1: Option<String>,
    /// Live race: the second strategy of the game source, as typed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub s2: Option<String>,
    /// The game source's rules (see `evolve::lab::rules_text`; empty = defaults).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
    /// Error curves: the races (comma-separated keys).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub calgs: Option<String>,
    /// Error curves: which methods, as letters t (theory), e (exact), m (Monte Carlo).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cshow: Option<String>,
    /// Error curves: the smallest μ.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cfrom: Option<String>,
    /// Error curves: the largest μ.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cto: Option<String>,
    /// Error curves: the number of μ steps.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub csteps: Option<String>,
    /// Error curves: Monte Carlo runs per μ.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cruns: Option<String>,
    /// Error curves: the Monte Carlo seed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cseed: Option<String>,
    /// Error curves: ε.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ceps: Option<String>,
    /// Error curves: δ.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cdelta: Option<String>,
    /// Error curves: the precision stop in Monte Carlo (`1`) or not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cprec: Option<String>,
    /// Error curves: races at their own δ (`ilebr-star=3.02e-11`, comma-separated).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cdeltas: Option<String>,
}

impl Query {
    /// Whether the link sets any input of the live race.
    pub fn sets_live(&self) -> bool {
        [
            &self.a1,
            &self.a2,
            &self.mu,
            &self.pattern,
            &self.eps,
            &self.delta,
            &self.seed,
            &self.cap,
            &self.game,
            &self.s1,
            &self.s2,
            &self.rules,
        ]
        .iter()
        .any(|v| v.is_some())
    }

    /// Whether the link sets any input of the error curves.
    pub fn sets_curves(&self) -> bool {
        [
            &self.calgs,
            &self.cshow,
            &self.cfrom,
            &self.cto,
            &self.csteps,
            &self.cruns,
            &self.cseed,
            &self.ceps,
            &self.cdelta,
            &self.cprec,
            &self.cdeltas,
        ]
        .iter()
        .any(|v| v.is_some())
    }
}

#[cfg(test)]
mod tests;
