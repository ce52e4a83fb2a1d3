//! Correlated and coarse correlated equilibria of strategic games, exactly, by linear
//! programming.
//!
//! A mediator draws a pure profile `t` from a distribution `μ` and tells every player only
//! their own part `t_i`. `μ` is a **correlated equilibrium** (CE, Aumann 1974) if no player
//! gains by deviating from a recommendation: for every player `i` and own strategies `s ≠ s'`,
//! `Σ_{t₋ᵢ} μ(s, t₋ᵢ)·[u_i(s, t₋ᵢ) − u_i(s', t₋ᵢ)] ≥ 0`. It is a **coarse correlated
//! equilibrium** (CCE, Moulin & Vial 1978) if no player gains by committing to a strategy
//! before hearing the recommendation: for every `i` and `s'`,
//! `Σ_t μ(t)·[u_i(t) − u_i(s', t₋ᵢ)] ≥ 0`. Every CE is a CCE, and every Nash equilibrium
//! (as a product distribution) is a CE.
//!
//! ## Design
//!
//! - **One polytope, linear constraints.** Both sets are polytopes in the simplex of
//!   distributions over the pure profiles (in the game's table order), cut out by the
//!   homogeneous *incentive rows* above (rows that are identically zero are dropped). Unlike
//!   Nash equilibria, optimising a linear objective over them is a linear program.
//! - **Exact first, floats as a second opinion.** [`correlated_equilibrium`] solves the LP with
//!   the exact simplex ([`crate::lp::exact`]) — the answer is a vertex with rational
//!   probabilities — and again with the float simplex ([`crate::lp::Problem`], payoffs scaled
//!   to at most 1 in absolute value). The two optima must agree within [`AGREEMENT`] times the
//!   payoff scale, and the exact distribution must pass [`is_correlated_equilibrium`]; either
//!   failure is reported as [`CorrelatedError::Inconsistent`] (a bug, never a wrong answer).
//! - **Objectives.** Welfare (the sum of the payoffs), one player's payoff, or the smallest
//!   player's payoff ([`Objective::MinPayoff`]), which needs a free variable `v ≤ E_μ[u_i]`:
//!   the exact LP has only non-negative variables, so it uses `v − L ≥ 0` with `L` the
//!   smallest payoff in the table.
//! - **Vertices** ([`vertices`]) by the double description method (Motzkin et al. 1953, in
//!   the form of Fukuda & Prodon 1996): the incentive rows are homogeneous, so the polytope is
//!   the cone `{μ ≥ 0, rows·μ ≥ 0}` cut by `Σμ = 1`, and its vertices are the cone's extreme
//!   rays. Starting from the unit vectors (the rays of the orthant) each row is added in turn:
//!   rays on its non-negative side stay, and each adjacent pair across it (adjacency decided
//!   combinatorially from the sets of tight constraints) gives a new ray on it. Rays are kept
//!   scaled to sum 1, so they are the distributions themselves. This is exact and handles the
//!   heavy degeneracy of these polytopes without perturbation; it is limited to small games
//!   ([`MAX_VERTEX_PROFILES`], [`MAX_RAYS`]) because the number of vertices can grow
//!   exponentially.
//!
//! ## References
//! - R. J. Aumann, "Subjectivity and correlation in randomized strategies", Journal of
//!   Mathematical Economics 1 (1974) — the game of Chicken example.
//! - H. Moulin, J.-P. Vial, "Strategically zero-sum games", International Journal of Game
//!   Theory 7 (1978) — coarse correlated equilibria.
//! - C. H. Papadimitriou, T. Roughgarden, "Computing correlated equilibria in multi-player
//!   games", Journal of the ACM 55 (2008) — the LP.
//! - K. Fukuda, A. Prodon, "Double description method revisited", Combinatorics and Computer
//!   Science, LNCS 1120 (1996) — the combinatorial adjacency test.

use crate::exact::{to_f64, Q};
use crate::lp::exact::{ExactError, ExactProblem};
use crate::lp::{ComparisonOp, Direction, Problem, Variable};
use crate::models::n_player::{StrategicGame, MAX_PLAYERS};
use num_traits::{Signed, Zero};
use serde::{Deserialize, Serialize};
use std::fmt;

#[cfg(test)]
#[path = "tests_correlated.rs"]
mod tests;

/// The most pure profiles a game may have for [`correlated_equilibrium`]. The exact tableau
/// has a column per profile and a row per incentive constraint; beyond this the exact LP
/// would take minutes (and [`crate::lp::exact::MAX_EXACT_CELLS`] may refuse smaller games
/// with many strategies per player, whose incentive rows are many).
pub const MAX_LP_PROFILES: usize = 4096;

/// The most pure profiles a game may have for [`vertices`] (a polytope of dimension at
/// most 15).
pub const MAX_VERTEX_PROFILES: usize = 16;

/// The most rays the double description method of [`vertices`] may hold at any step; a game
/// whose polytope needs more is refused as too large.
pub const MAX_RAYS: usize = 4000;

/// How far the float optimum may be from the exact one, relative to the largest absolute
/// payoff, before the two are declared inconsistent.
pub const AGREEMENT: f64 = 1e-6;

/// What the LP maximises.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Objective {
    /// The sum of all players' expected payoffs.
    Welfare,
    /// The smallest of the players' expected payoffs (an egalitarian objective).
    MinPayoff,
    /// One player's expected payoff; the player is numbered from 0 here (from 1 in text).
    Player(usize),
}

impl Objective {
    /// Reads `welfare`, `min` or `player:K` (`K` from 1, as on the command line; at most
    /// [`MAX_PLAYERS`]). Case and surrounding spaces are ignored. Whether player `K` exists
    /// is checked against the game by [`correlated_equilibrium`].
    ///
    /// # Errors
    /// A message naming the allowed forms (and the range of `K`).
    pub fn parse(text: &str) -> Result<Objective, String> {
        let t = text.trim().to_ascii_lowercase();
        let forms = format!("use welfare, min or player:K with K from 1 to {MAX_PLAYERS}");
        match t.as_str() {
            "welfare" => Ok(Objective::Welfare),
            "min" => Ok(Objective::MinPayoff),
            _ => match t.strip_prefix("player:") {
                Some(k) => match k.trim().parse::<usize>() {
                    Ok(k) if (1..=MAX_PLAYERS).contains(&k) => Ok(Objective::Player(k - 1)),
                    _ => Err(format!(
                        "player number '{}' is out of range: {forms}",
                        k.trim()
                    )),
                },
                None => Err(format!("unknown objective '{}': {forms}", text.trim())),
            },
        }
    }
}

impl fmt::Display for Objective {
    /// The text [`Objective::parse`] reads back (`player:K` with `K` from 1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Objective::Welfare => write!(f, "welfare"),
            Objective::MinPayoff => write!(f, "min"),
            Objective::Player(k) => write!(f, "player:{}", k + 1),
        }
    }
}

/// An optimal correlated (or coarse correlated) equilibrium.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Correlated {
    /// Whether this is a coarse correlated equilibrium (else a correlated one).
    pub coarse: bool,
    /// What was maximised.
    pub objective: Objective,
    /// The objective's optimal value (exact).
    pub value: Q,
    /// The probability of every pure profile, in the game's table order (exact; a vertex of
    /// the polytope).
    pub distribution: Vec<Q>,
    /// Each player's expected payoff under the distribution.
    pub payoffs: Vec<Q>,
    /// The same optimum found by the float simplex (the second method).
    pub float_value: f64,
}

/// Why no equilibrium (or no vertex list) was computed.
#[derive(Clone, Debug, PartialEq)]
pub enum CorrelatedError {
    /// The objective names a player the game does not have (numbered from 0 here).
    PlayerOutOfRange {
        /// The player asked for, from 0.
        player: usize,
        /// How many players the game has.
        players: usize,
    },
    /// The game is too large for the computation; the message says which limit.
    TooLarge(String),
    /// A linear program failed (the message says which solver and why).
    Lp(String),
    /// The two methods disagree, or the exact answer failed its check: a bug.
    Inconsistent(String),
}

impl fmt::Display for CorrelatedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CorrelatedError::PlayerOutOfRange { player, players } => write!(
                f,
                "there is no player {}: the game's players are numbered 1 to {players}",
                player + 1
            ),
            CorrelatedError::TooLarge(msg) => write!(f, "the game is too large: {msg}"),
            CorrelatedError::Lp(msg) => write!(f, "the linear program failed: {msg}"),
            CorrelatedError::Inconsistent(msg) => {
                write!(f, "internal inconsistency (please report this bug): {msg}")
            }
        }
    }
}

impl std::error::Error for CorrelatedError {}

/// The incentive rows `a` (one coefficient per profile, `a·μ ≥ 0`) of the CE or CCE
/// polytope, without the rows that are identically zero.
pub(crate) fn incentive_rows(g: &StrategicGame, coarse: bool) -> Vec<Vec<Q>> {
    let shape = g.shape();
    let table = g.table();
    let profiles = table.len();
    let mut rows = Vec::new();
    let mut stride = 1;
    for (i, &k) in shape.iter().enumerate() {
        // The gain of player i's profile t over deviating to `to`, at every profile.
        let gain = |t: usize, to: usize| {
            let own = (t / stride) % k;
            let deviation = t + to * stride - own * stride;
            &table[t][i] - &table[deviation][i]
        };
        for to in 0..k {
            if coarse {
                let row: Vec<Q> = (0..profiles).map(|t| gain(t, to)).collect();
                rows.push(row);
            } else {
                for from in (0..k).filter(|&s| s != to) {
                    let row: Vec<Q> = (0..profiles)
                        .map(|t| {
                            if (t / stride) % k == from {
                                gain(t, to)
                            } else {
                                Q::zero()
                            }
                        })
                        .collect();
                    rows.push(row);
                }
            }
        }
        stride *= k;
    }
    rows.retain(|row| row.iter().any(|x| !x.is_zero()));
    rows
}

/// Whether `mu` (one probability per profile, in table order) is a correlated equilibrium
/// (with `coarse`, a coarse correlated one) of `g`, decided exactly: non-negative, summing to
/// 1, and satisfying every incentive constraint. A vector of the wrong length is not.
pub fn is_correlated_equilibrium(g: &StrategicGame, mu: &[Q], coarse: bool) -> bool {
    mu.len() == g.num_profiles()
        && mu.iter().all(|x| !x.is_negative())
        && mu.iter().sum::<Q>() == Q::from_integer(1.into())
        && incentive_rows(g, coarse)
            .iter()
            .all(|row| !dot(row, mu).is_negative())
}

/// `a·x`, skipping zeros.
fn dot(a: &[Q], x: &[Q]) -> Q {
    a.iter()
        .zip(x)
        .filter(|(a, x)| !a.is_zero() && !x.is_zero())
        .fold(Q::zero(), |acc, (a, x)| acc + a * x)
}

/// Each player's expected payoff under `mu`.
fn expected_payoffs(g: &StrategicGame, mu: &[Q]) -> Vec<Q> {
    let mut payoffs = vec![Q::zero(); g.shape().len()];
    for (p, u) in mu.iter().zip(g.table()) {
        if !p.is_zero() {
            for (acc, u) in payoffs.iter_mut().zip(u) {
                *acc += p * u;
            }
        }
    }
    payoffs
}

/// The objective's coefficient at every profile (for [`Objective::MinPayoff`]: none, it
/// works through its own variable).
fn profile_costs(g: &StrategicGame, objective: Objective) -> Vec<Q> {
    g.table()
        .iter()
        .map(|u| match objective {
            Objective::Welfare => u.iter().sum(),
            Objective::Player(k) => u[k].clone(),
            Objective::MinPayoff => Q::zero(),
        })
        .collect()
}

/// The objective's value at a distribution.
fn objective_value(g: &StrategicGame, objective: Objective, mu: &[Q]) -> Q {
    let payoffs = expected_payoffs(g, mu);
    match objective {
        Objective::Welfare => payoffs.iter().sum(),
        Objective::Player(k) => payoffs[k].clone(),
        Objective::MinPayoff => payoffs.into_iter().min().unwrap_or_else(Q::zero),
    }
}

/// A correlated equilibrium (with `coarse`, a coarse correlated one) of `g` that maximises
/// `objective`, solved exactly and checked against the float simplex.
///
/// # Errors
/// [`CorrelatedError::PlayerOutOfRange`] for a player objective beyond the game's players;
/// [`CorrelatedError::TooLarge`] above [`MAX_LP_PROFILES`] profiles or when the exact tableau
/// would be too large; [`CorrelatedError::Lp`] if a solver fails;
/// [`CorrelatedError::Inconsistent`] if the two solvers disagree or the answer fails its check.
pub fn correlated_equilibrium(
    g: &StrategicGame,
    coarse: bool,
    objective: Objective,
) -> Result<Correlated, CorrelatedError> {
    let players = g.shape().len();
    if let Objective::Player(player) = objective {
        if player >= players {
            return Err(CorrelatedError::PlayerOutOfRange { player, players });
        }
    }
    let profiles = g.num_profiles();
    if profiles > MAX_LP_PROFILES {
        return Err(CorrelatedError::TooLarge(format!(
            "{profiles} pure profiles, more than the {MAX_LP_PROFILES} the correlated \
             equilibrium LP takes"
        )));
    }
    let rows = incentive_rows(g, coarse);
    let (value, distribution) = solve_exact(g, &rows, objective)?;
    let float_value = solve_float(g, &rows, objective)?;
    let scale = payoff_scale(g);
    if (to_f64(&value) - float_value).abs() > AGREEMENT * scale {
        return Err(CorrelatedError::Inconsistent(format!(
            "the exact optimum {} and the float optimum {float_value} differ",
            crate::exact::format_number(&value)
        )));
    }
    if !is_correlated_equilibrium(g, &distribution, coarse) {
        return Err(CorrelatedError::Inconsistent(
            "the exact optimum is not an equilibrium".into(),
        ));
    }
    if objective_value(g, objective, &distribution) != value {
        return Err(CorrelatedError::Inconsistent(
            "the exact optimum's value does not match its distribution".into(),
        ));
    }
    Ok(Correlated {
        coarse,
        objective,
        payoffs: expected_payoffs(g, &distribution),
        value,
        distribution,
        float_value,
    })
}

/// The largest absolute payoff (1 if every payoff is 0).
fn payoff_scale(g: &StrategicGame) -> f64 {
    let largest = g
        .table()
        .iter()
        .flatten()
        .map(|u| to_f64(&u.abs()))
        .fold(0.0, f64::max);
    if largest > 0.0 {
        largest
    } else {
        1.0
    }
}

/// The exact LP: `μ` per profile (and for the minimum payoff a last variable `w = v − L`).
fn solve_exact(
    g: &StrategicGame,
    rows: &[Vec<Q>],
    objective: Objective,
) -> Result<(Q, Vec<Q>), CorrelatedError> {
    let profiles = g.num_profiles();
    let min = objective == Objective::MinPayoff;
    let width = profiles + usize::from(min);
    let mut costs = profile_costs(g, objective);
    // L: the smallest payoff anywhere, so that v − L ≥ 0 at the optimum.
    let low = g
        .table()
        .iter()
        .flatten()
        .min()
        .cloned()
        .unwrap_or_else(Q::zero);
    if min {
        costs.push(Q::from_integer(1.into()));
    }
    let mut lp = ExactProblem::new(Direction::Maximize, costs);
    let pad = |row: &[Q]| {
        let mut row = row.to_vec();
        row.resize(width, Q::zero());
        row
    };
    for row in rows {
        lp.add_constraint(pad(row), ComparisonOp::Ge, Q::zero());
    }
    let mut total = vec![Q::from_integer(1.into()); profiles];
    total.resize(width, Q::zero());
    lp.add_constraint(total, ComparisonOp::Eq, Q::from_integer(1.into()));
    if min {
        // w − Σ_t μ_t·(u_i(t) − L) ≤ 0 for every player i.
        for i in 0..g.shape().len() {
            let mut row: Vec<Q> = g.table().iter().map(|u| &low - &u[i]).collect();
            row.push(Q::from_integer(1.into()));
            lp.add_constraint(row, ComparisonOp::Le, Q::zero());
        }
    }
    let solution = lp.solve().map_err(|e| match e {
        ExactError::TooLarge(msg) => CorrelatedError::TooLarge(msg),
        e => CorrelatedError::Lp(format!("exact simplex: {e}")),
    })?;
    let value = if min {
        solution.objective + low
    } else {
        solution.objective
    };
    let mut distribution = solution.values;
    distribution.truncate(profiles);
    Ok((value, distribution))
}

/// The float LP (payoffs divided by [`payoff_scale`]); returns the optimum in payoff units.
fn solve_float(
    g: &StrategicGame,
    rows: &[Vec<Q>],
    objective: Objective,
) -> Result<f64, CorrelatedError> {
    let scale = payoff_scale(g);
    let mut lp = Problem::new(Direction::Maximize);
    let costs = profile_costs(g, objective);
    let mu: Vec<Variable> = costs
        .iter()
        .map(|c| lp.add_var(to_f64(c) / scale, (0.0, 1.0)))
        .collect();
    let sparse = |row: &[Q]| -> Vec<(Variable, f64)> {
        mu.iter()
            .zip(row)
            .filter(|(_, a)| !a.is_zero())
            .map(|(&v, a)| (v, to_f64(a) / scale))
            .collect()
    };
    for row in rows {
        lp.add_constraint(&sparse(row), ComparisonOp::Ge, 0.0);
    }
    let total: Vec<(Variable, f64)> = mu.iter().map(|&v| (v, 1.0)).collect();
    lp.add_constraint(&total, ComparisonOp::Eq, 1.0);
    if objective == Objective::MinPayoff {
        let v = lp.add_var(1.0, (f64::NEG_INFINITY, f64::INFINITY));
        for i in 0..g.shape().len() {
            let mut row: Vec<(Variable, f64)> = mu
                .iter()
                .zip(g.table())
                .map(|(&m, u)| (m, -to_f64(&u[i]) / scale))
                .collect();
            row.push((v, 1.0));
            lp.add_constraint(&row, ComparisonOp::Le, 0.0);
        }
    }
    let solution = lp
        .solve()
        .map_err(|e| CorrelatedError::Lp(format!("float simplex: {e}")))?;
    Ok(solution.objective() * scale)
}

/// A ray of the double description: a point of the cone scaled to sum 1, and the set of
/// constraints tight at it (bit `t` for `μ_t ≥ 0`, bit `profiles + k` for row `k`).
#[derive(Clone, Debug)]
struct Ray {
    point: Vec<Q>,
    tight: Vec<u64>,
}

impl Ray {
    fn set(&mut self, bit: usize) {
        self.tight[bit / 64] |= 1 << (bit % 64);
    }
}

/// Whether every bit of `a` is in `b`.
fn subset(a: &[u64], b: &[u64]) -> bool {
    a.iter().zip(b).all(|(a, b)| a & !b == 0)
}

/// The vertices of the correlated-equilibrium polytope of `g` (with `coarse`, of the coarse
/// correlated one): each a distribution over the profiles in table order, exact, sorted
/// lexicographically, without duplicates. Computed by the double description method (see
/// the module documentation).
///
/// # Errors
/// [`CorrelatedError::TooLarge`] above [`MAX_VERTEX_PROFILES`] profiles, or when the method
/// would hold more than [`MAX_RAYS`] rays.
pub fn vertices(g: &StrategicGame, coarse: bool) -> Result<Vec<Vec<Q>>, CorrelatedError> {
    let profiles = g.num_profiles();
    if profiles > MAX_VERTEX_PROFILES {
        return Err(CorrelatedError::TooLarge(format!(
            "{profiles} pure profiles, more than the {MAX_VERTEX_PROFILES} whose polytope's \
             vertices are listed"
        )));
    }
    let rows = incentive_rows(g, coarse);
    let words = (profiles + rows.len()).div_ceil(64);
    // The orthant's rays: the unit vectors, each tight at every other `μ_t ≥ 0`.
    let mut rays: Vec<Ray> = (0..profiles)
        .map(|t| {
            let mut ray = Ray {
                point: vec![Q::zero(); profiles],
                tight: vec![0; words],
            };
            ray.point[t] = Q::from_integer(1.into());
            for other in (0..profiles).filter(|&o| o != t) {
                ray.set(other);
            }
            ray
        })
        .collect();
    for (k, row) in rows.iter().enumerate() {
        let bit = profiles + k;
        let values: Vec<Q> = rays.iter().map(|r| dot(row, &r.point)).collect();
        let positive: Vec<usize> = (0..rays.len())
            .filter(|&r| values[r].is_positive())
            .collect();
        let negative: Vec<usize> = (0..rays.len())
            .filter(|&r| values[r].is_negative())
            .collect();
        let mut next: Vec<Ray> = Vec::new();
        for (r, ray) in rays.iter().enumerate() {
            if !values[r].is_negative() {
                let mut ray = ray.clone();
                if values[r].is_zero() {
                    ray.set(bit);
                }
                next.push(ray);
            }
        }
        for &p in &positive {
            for &n in &negative {
                let common: Vec<u64> = rays[p]
                    .tight
                    .iter()
                    .zip(&rays[n].tight)
                    .map(|(a, b)| a & b)
                    .collect();
                let count: u32 = common.iter().map(|w| w.count_ones()).sum();
                // Adjacent rays share at least d − 2 tight constraints, and no third ray is
                // tight wherever both are.
                if (count as usize) + 2 < profiles
                    || (0..rays.len()).any(|o| o != p && o != n && subset(&common, &rays[o].tight))
                {
                    continue;
                }
                let (vp, vn) = (&values[p], &values[n]);
                let point: Vec<Q> = rays[n]
                    .point
                    .iter()
                    .zip(&rays[p].point)
                    .map(|(xn, xp)| vp * xn - vn * xp)
                    .collect();
                let sum: Q = point.iter().sum();
                let mut ray = Ray {
                    point: point.into_iter().map(|x| x / &sum).collect(),
                    tight: common,
                };
                ray.set(bit);
                next.push(ray);
            }
            if next.len() > MAX_RAYS {
                return Err(CorrelatedError::TooLarge(format!(
                    "the polytope's description needs more than {MAX_RAYS} rays"
                )));
            }
        }
        rays = next;
    }
    let mut points: Vec<Vec<Q>> = rays.into_iter().map(|r| r.point).collect();
    points.sort();
    points.dedup();
    Ok(points)
}
