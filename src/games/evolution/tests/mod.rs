//! Tests of the evolution lab's core: the presets' rest points and ESSs by hand, the exact ESS
//! test against a brute-force check, rest points against the normal-form lab's enumeration,
//! eigenvalues against known spectra, the integrator against a fine fixed-step RK4 and against
//! conserved quantities, the exact best-response pieces against the zero-sum Lyapunov
//! function, fictitious play by hand, the Moran formulas against closed forms and simulation,
//! the logit path against a damped fixed-point iteration, and the portrait's geometry — one
//! file per concept: the game and its rest points (`rest`), the dynamics (`dynamics`), the
//! Moran process, the logit path and the portrait (`moran_logit_portrait`).

// Index loops mirror the matrix notation of the linear algebra.
#![allow(clippy::needless_range_loop)]

use super::eigen::{eigenvalues, Eigenvalue};
use super::ess::{is_ess, is_strict_nash};
use super::field::Dynamics;
use super::float_game::FloatGame;
use super::integrate::{run, run_with, DormandPrince, Settings, Simulation, Tolerance};
use super::logit_path::logit_path;
use super::moran::{
    constant_fitness, fixation, MoranSimulation, MoranSpec, MoranTally, READABLE_FRACTION,
};
use super::portrait::{arrows, from_picture, marks, polyline, to_picture, views, View};
use super::rest::{rest_points, RestPoint, Stability};
use super::{EvoGame, EvoPreset, Point};
use crate::equilibrium::all_equilibria;
use crate::exact::{format_number, to_f64, Q};
use crate::jobs::{run_to_end, Job};
use crate::models::strategic::Bimatrix;
use crate::rng::Seed;
use num_traits::{One, Zero};

pub(super) fn q(n: i64, d: i64) -> Q {
    Q::new(n.into(), d.into())
}

pub(super) fn qs(v: &[(i64, i64)]) -> Vec<Q> {
    v.iter().map(|&(n, d)| q(n, d)).collect()
}

pub(super) fn find<'a>(rest: &'a [RestPoint], x: &[Q]) -> &'a RestPoint {
    rest.iter()
        .find(|r| r.x == x)
        .unwrap_or_else(|| panic!("no rest point {x:?} among {rest:#?}"))
}

pub(super) fn start(x: &[f64]) -> Point {
    Point {
        x: x.to_vec(),
        y: None,
    }
}

mod dynamics;
mod moran_logit_portrait;
mod rest;
