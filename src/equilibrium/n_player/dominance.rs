//! Dominance in strategic games with any number of players, by pure and mixed strategies, and
//! iterated elimination of dominated strategies — every verdict exact and certified.
//!
//! Player `i`'s strategy `s` is dominated by a (pure or mixed) strategy `σ` over `i`'s other
//! strategies when `u_i(σ, t) ≥ u_i(s, t)` against every pure profile `t` of the others (all
//! `∏_{j≠i} k_j` of them), with the strictness of [`Strength`]: strict (`>` everywhere), weak
//! (`≥` everywhere, `>` somewhere) or very weak (`≥` everywhere). Checking pure profiles is
//! enough: the others' mixtures, independent or correlated, are averages of them.
//!
//! ## Design
//!
//! - **Pure dominators first**, by exact comparison of payoff rows (the lowest index wins).
//! - **A float screen for the common "no".** Most strategies are not dominated. The float
//!   simplex solves the matrix game below; if its margin is clearly negative, its belief `p`
//!   of the opponents, rounded to integer weights, is checked exactly to make every other
//!   strategy strictly worse than `s` — which proves that no mixture dominates `s`, not even
//!   very weakly — summing only over the belief's support. Anything else (a dominated
//!   strategy, a tie, a float failure) goes to the exact path.
//! - **Mixed dominators as a matrix game.** With `d_j(t) = u_i(j, t) − u_i(s, t)` the
//!   advantage of `j` over `s`, the best margin `ε* = max_σ min_t Σ_j σ_j d_j(t)` is the value
//!   of the matrix game `d`, solved exactly and certified by
//!   [`super::security::matrix_game`] (the float simplex proposes supports, exact arithmetic
//!   solves and checks; a double oracle of exact LPs takes over on degenerate games). `s` is
//!   strictly dominated iff `ε* > 0`, very weakly iff `ε* ≥ 0`. The opponents' optimal
//!   strategy is a **belief** `p` over their profiles with `Σ_t p_t d_j(t) ≤ ε*` for every
//!   `j`: when `ε* ≤ 0` it shows `s` is a best response to `p`, the certificate that no
//!   dominator exists (Pearce's lemma, with correlated beliefs for n players).
//! - **Weak dominance when `ε* = 0`** takes a second exact LP: among the very weak dominators,
//!   maximise the total advantage `Σ_t Σ_j σ_j d_j(t)`. It is solved in its dual form,
//!   `min w` subject to `w ≥ Σ_t (1 + λ_t)·d_j(t)` for every `j`, `λ ≥ 0` (one row per
//!   strategy of the player), by the exact simplex with column generation: it starts with
//!   the profiles where the matrix game's dominator has no margin and adds every profile its
//!   current dominator (read from the exact duals) loses against, until none. A positive
//!   optimum gives a weak dominator; otherwise the full-support belief `1 + λ` makes `s` a
//!   best response, which rules out any weak dominator. This tie case is rare outside small
//!   games with integer payoffs, where the exact LP is quick.
//! - **Checked twice.** Every dominator returned is checked again exactly by summing its
//!   payoffs against every profile, and every "not dominated" rests on a belief checked
//!   exactly; a check that fails is an error ([`EquilibriumError::Unverified`]), never an
//!   answer. No floating-point tolerance decides anything.
//! - **Iterated elimination** ([`iterated_elimination_n`]) works on the game reduced to the
//!   surviving strategies of everyone and removes one strategy per step: the lowest player
//!   first, then the lowest index, pure dominators before mixed ones — the order of the
//!   two-player [`crate::equilibrium::iterated_elimination`], which it reproduces on
//!   two-player games. A strategy found undominated stays so until another player loses a
//!   strategy (removing a player's own strategies only removes dominators), so it is not
//!   checked again until then, and each player's payoff matrix is rebuilt only then.
//!
//! ## References
//!
//! - D. G. Pearce, "Rationalizable strategic behavior and the problem of perfection",
//!   Econometrica 52 (1984), Lemma 3 — dominated iff never a best response.
//! - Y. Shoham, K. Leyton-Brown, *Multiagent Systems*, Cambridge 2009, §4.5.1 — dominance by
//!   linear programming, strict, weak and very weak.
//! - I. Gilboa, E. Kalai, E. Zemel, "The complexity of eliminating dominated strategies",
//!   Math. Oper. Res. 18 (1993) — the order of weak elimination matters.

use super::security::{exact_error, float_game, matrix_game, payoff_matrix, scatter};
use crate::equilibrium::{EquilibriumError, Strength};
use crate::exact::{to_f64, Q};
use crate::lp::exact::ExactProblem;
use crate::lp::{ComparisonOp, Direction};
use crate::models::n_player::StrategicGame;
use crate::models::strategic::BimatrixError;
use num_bigint::BigInt;
use num_traits::{One, Signed, Zero};
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::collections::HashSet;

/// The most pure profiles a game may have for [`dominated_n`] and [`iterated_elimination_n`].
/// A mixed check is a float LP with a row per other strategy of the player and a column per
/// profile of the others, then exact sums over the payoffs (a 46 × 46 × 46 game is
/// eliminated with mixed dominators in about 5 s).
pub const MAX_DOMINANCE_PROFILES: usize = 100_000;

/// The most strategies a player may have for [`iterated_elimination_n`] with mixed
/// dominators: each check is an LP whose cost grows with the square of the player's
/// strategies (a 316 × 316 game took over two minutes). Two-player games then stay within
/// the 100 × 100 payoff cells the two-player elimination takes with mixed dominators; pure
/// dominators have no such limit.
pub const MAX_MIXED_STRATEGIES: usize = 100;

/// One elimination.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepN {
    /// Whose strategy is removed (from 0).
    pub player: usize,
    /// The strategy removed (its index in the original game).
    pub strategy: usize,
    /// What dominates it in the game reduced so far: (original index, exact weight) pairs
    /// with positive weights summing to 1 (one pair of weight 1 for a pure dominator).
    pub dominator: Vec<(usize, Q)>,
    /// The strongest relation the dominator has with the strategy in the reduced game (at
    /// least the strength asked for).
    pub strength: Strength,
}

/// The result of iterated elimination.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EliminationN {
    /// The eliminations in order.
    pub steps: Vec<StepN>,
    /// The surviving strategies of each player (original indices, ascending).
    pub remaining: Vec<Vec<usize>>,
}

/// How `better` relates to `worse` entry by entry: `None` if it is smaller somewhere, else the
/// strongest [`Strength`] that holds.
fn relation(better: &[Q], worse: &[Q]) -> Option<Strength> {
    let (mut equal, mut greater) = (false, false);
    for (b, w) in better.iter().zip(worse) {
        match b.cmp(w) {
            Ordering::Less => return None,
            Ordering::Equal => equal = true,
            Ordering::Greater => greater = true,
        }
    }
    Some(match (equal, greater) {
        (false, true) => Strength::Strict,
        (true, true) => Strength::Weak,
        _ => Strength::VeryWeak,
    })
}

/// Whether a relation found is at least as strong as the one asked for.
fn satisfies(found: Strength, asked: Strength) -> bool {
    found == asked || found == Strength::Strict || asked == Strength::VeryWeak
}

/// The payoff row of the mixture `w` (pairs of row index and weight) of the rows of `u`.
fn mix(u: &[Vec<Q>], w: &[(usize, Q)]) -> Vec<Q> {
    (0..u[0].len())
        .map(|t| w.iter().map(|(j, p)| p * &u[*j][t]).sum())
        .collect()
}

/// A dominator of row `s` of the payoff matrix `u` (rows: the player's strategies, columns:
/// the others' profiles), as (row, weight) pairs, or `None`; see the module documentation.
fn dominator_in(
    u: &[Vec<Q>],
    uf: &[Vec<f64>],
    s: usize,
    strength: Strength,
    pure_only: bool,
) -> Result<Option<Vec<(usize, Q)>>, EquilibriumError> {
    for (j, row) in u.iter().enumerate() {
        if j != s && relation(row, &u[s]).is_some_and(|r| satisfies(r, strength)) {
            return Ok(Some(vec![(j, Q::one())]));
        }
    }
    if pure_only || u.len() < 3 {
        return Ok(None);
    }
    let others: Vec<usize> = (0..u.len()).filter(|&j| j != s).collect();
    // The float screen: a clearly negative margin comes with a belief that, rounded, proves
    // exactly that no mixture dominates.
    let df: Vec<Vec<f64>> = others
        .iter()
        .map(|&j| uf[j].iter().zip(&uf[s]).map(|(a, b)| a - b).collect())
        .collect();
    if let Some(h) = float_game(&df) {
        if h.value < -SCREEN && belief_rules_out(u, s, &others, &h.col) {
            return Ok(None);
        }
    }
    let d: Vec<Vec<Q>> = others
        .iter()
        .map(|&j| u[j].iter().zip(&u[s]).map(|(a, b)| a - b).collect())
        .collect();
    // `matrix_game` certifies its answer: σ earns ε* against every profile, p holds every
    // other strategy's advantage to at most ε*.
    let game = matrix_game(&d)?;
    let eps = &game.value;
    let weights = |sigma: &[Q]| -> Vec<(usize, Q)> {
        others
            .iter()
            .zip(sigma)
            .filter(|(_, w)| !w.is_zero())
            .map(|(&j, w)| (j, w.clone()))
            .collect()
    };
    let found = match strength {
        Strength::Strict if eps.is_positive() => Some(weights(&game.row)),
        Strength::VeryWeak if !eps.is_negative() => Some(weights(&game.row)),
        Strength::Weak if eps.is_positive() => Some(weights(&game.row)),
        Strength::Weak if eps.is_zero() => {
            weak_dominator(&d, &game.row)?.map(|sigma| weights(&sigma))
        }
        _ => None,
    };
    if let Some(w) = &found {
        // The second check: the mixture's own payoffs against the strategy's, exactly.
        if !relation(&mix(u, w), &u[s]).is_some_and(|r| satisfies(r, strength)) {
            return Err(EquilibriumError::Unverified(
                "a dominator found by LP does not dominate".into(),
            ));
        }
    }
    Ok(found)
}

/// How negative the float margin (on payoffs scaled to `[-1, 1]`) must be before its belief
/// is tried as a certificate of "not dominated".
const SCREEN: f64 = 1e-9;

/// Whether the float belief `p` over the profiles, rounded to integer weights (`p·2⁴⁰`),
/// makes every other strategy strictly worse than `s` in exact arithmetic — then no mixture
/// of them dominates `s`, not even very weakly (any dominator would do at least as well
/// against the belief). Only the belief's support is summed.
fn belief_rules_out(u: &[Vec<Q>], s: usize, others: &[usize], p: &[f64]) -> bool {
    let weights: Vec<(usize, Q)> = p
        .iter()
        .enumerate()
        .filter(|(_, &x)| x.is_finite() && x > 0.0)
        .map(|(t, &x)| {
            (
                t,
                Q::from_integer(BigInt::from((x * 2f64.powi(40)).round() as i64)),
            )
        })
        .filter(|(_, w)| !w.is_zero())
        .collect();
    !weights.is_empty()
        && others.iter().all(|&j| {
            weights
                .iter()
                .map(|(t, w)| w * (&u[j][*t] - &u[s][*t]))
                .sum::<Q>()
                .is_negative()
        })
}

/// When the best margin over the advantages `d` (other strategies × profiles) is exactly 0,
/// with `sigma` a mixture reaching it: a very weak dominator with some positive advantage
/// (weights over the rows of `d`), or `None` with a checked full-support belief against which
/// no row gains.
fn weak_dominator(d: &[Vec<Q>], sigma: &[Q]) -> Result<Option<Vec<Q>>, EquilibriumError> {
    let l = d[0].len();
    let total: Vec<Q> = d.iter().map(|r| r.iter().sum()).collect();
    let advantage = |w: &[Q], t: usize| -> Q {
        d.iter()
            .zip(w)
            .filter(|(_, p)| !p.is_zero())
            .map(|(r, p)| &r[t] * p)
            .sum()
    };
    // w' = w + shift ≥ 1 at the optimum, so the duals sum to 1 (w' > 0).
    let shift = total.iter().map(|v| v.abs()).max().unwrap_or_else(Q::zero) + Q::one();
    // Columns (profiles) of the LP so far: those where `sigma` has no margin to start with,
    // then every profile the LP's dominator loses against, until there is none.
    let mut cols: Vec<usize> = (0..l).filter(|&t| advantage(sigma, t).is_zero()).collect();
    let (sigma, lambda) = loop {
        let mut objective = vec![Q::zero(); cols.len()];
        objective.push(Q::one());
        let mut lp = ExactProblem::new(Direction::Minimize, objective);
        for (row, tot) in d.iter().zip(&total) {
            // w' − Σ_t λ_t d_j(t) ≥ D_j + shift.
            let mut a: Vec<Q> = cols.iter().map(|&t| -&row[t]).collect();
            a.push(Q::one());
            lp.add_constraint(a, ComparisonOp::Ge, tot + &shift);
        }
        let sol = lp.solve().map_err(exact_error)?;
        let w = sol.duals;
        if w.iter().any(Signed::is_negative) || !w.iter().sum::<Q>().is_one() {
            return Err(EquilibriumError::Unverified(
                "the weak-dominance LP's duals are not a mixed strategy".into(),
            ));
        }
        let losing: Vec<usize> = (0..l).filter(|&t| advantage(&w, t).is_negative()).collect();
        if losing.is_empty() {
            break (w, scatter(l, &cols, &sol.values));
        }
        // The LP's constraints hold on its columns, so these are new (checked: the loop
        // must grow to end).
        if losing.iter().any(|t| cols.binary_search(t).is_ok()) {
            return Err(EquilibriumError::Unverified(
                "the weak-dominance LP's dominator loses on its own profiles".into(),
            ));
        }
        cols.extend(losing);
        cols.sort_unstable();
    };
    let gain: Q = sigma.iter().zip(&total).map(|(w, t)| w * t).sum();
    if gain.is_positive() {
        return Ok(Some(sigma));
    }
    // Not weakly dominated: under the belief 1 + λ (full support) no strategy gains.
    let belief: Vec<Q> = lambda.into_iter().map(|x| x + Q::one()).collect();
    let proven = d.iter().all(|row| {
        !row.iter()
            .zip(&belief)
            .map(|(v, b)| v * b)
            .sum::<Q>()
            .is_positive()
    });
    if !proven {
        return Err(EquilibriumError::Unverified(
            "the belief that rules out a weak dominator does not check".into(),
        ));
    }
    Ok(None)
}

/// The size check shared by both entry points.
fn check_size(g: &StrategicGame) -> Result<(), EquilibriumError> {
    if g.num_profiles() > MAX_DOMINANCE_PROFILES {
        return Err(EquilibriumError::TooLarge(format!(
            "dominance is checked in games of up to {MAX_DOMINANCE_PROFILES} pure profiles; \
             this one has {}",
            g.num_profiles()
        )));
    }
    Ok(())
}

/// A player's payoff matrix, exact and in floating point.
type Matrices = (Vec<Vec<Q>>, Vec<Vec<f64>>);

/// A payoff matrix in floating point (for the float screen).
fn floats(u: &[Vec<Q>]) -> Vec<Vec<f64>> {
    u.iter().map(|r| r.iter().map(to_f64).collect()).collect()
}

/// Whether `player`'s strategy `s` (both from 0) is dominated with the given strength by a
/// pure strategy or, unless `pure_only`, by a mixed strategy over the player's other
/// strategies, against every pure profile of the others. `Ok(Some(weights))` gives an exactly
/// checked dominator as (strategy, weight) pairs with positive weights (a pure dominator is
/// one pair of weight 1, the lowest such index); `Ok(None)` means not dominated — by a pure
/// strategy, every one compared; by a mixture, proven by a belief of the others (see the
/// module documentation).
///
/// # Errors
/// [`EquilibriumError::Game`] if the player or the strategy does not exist;
/// [`EquilibriumError::TooLarge`] for games above [`MAX_DOMINANCE_PROFILES`] profiles;
/// [`EquilibriumError::Unverified`] if an exact check fails (a bug, never an answer).
pub fn dominated_n(
    g: &StrategicGame,
    player: usize,
    s: usize,
    strength: Strength,
    pure_only: bool,
) -> Result<Option<Vec<(usize, Q)>>, EquilibriumError> {
    let shape = g.shape();
    let Some(&k) = shape.get(player) else {
        return Err(EquilibriumError::Game(BimatrixError::Shape(format!(
            "player {} does not exist: the game has {} players",
            player + 1,
            shape.len()
        ))));
    };
    if s >= k {
        return Err(EquilibriumError::Game(BimatrixError::Shape(format!(
            "player {} has {k} strategies, so strategy {} does not exist",
            player + 1,
            s + 1
        ))));
    }
    check_size(g)?;
    let keep: Vec<Vec<usize>> = shape.iter().map(|&k| (0..k).collect()).collect();
    let u = payoff_matrix(g, player, &keep);
    dominator_in(&u, &floats(&u), s, strength, pure_only)
}

/// Iterated elimination of strategies dominated with the given strength (by pure strategies
/// only, or also by mixed ones), one strategy per step in the reduced game: the lowest player
/// with a dominated strategy, its lowest dominated strategy, until nothing is dominated.
/// Weak and very weak elimination depend on this order; strict elimination does not.
///
/// # Errors
/// [`EquilibriumError::TooLarge`] for games above [`MAX_DOMINANCE_PROFILES`] profiles, or
/// with mixed dominators a player above [`MAX_MIXED_STRATEGIES`] strategies;
/// [`EquilibriumError::Unverified`] if an exact check fails (a bug, never an answer).
pub fn iterated_elimination_n(
    g: &StrategicGame,
    strength: Strength,
    pure_only: bool,
) -> Result<EliminationN, EquilibriumError> {
    check_size(g)?;
    let most = g.shape().into_iter().max().unwrap_or(0);
    if !pure_only && most > MAX_MIXED_STRATEGIES {
        return Err(EquilibriumError::TooLarge(format!(
            "iterated elimination with mixed dominators takes players of up to \
             {MAX_MIXED_STRATEGIES} strategies; this game has a player with {most} (with pure \
             dominators only, any number)"
        )));
    }
    let n = g.shape().len();
    let mut remaining: Vec<Vec<usize>> = g.shape().iter().map(|&k| (0..k).collect()).collect();
    // Per player: the payoff matrix of the reduced game (rows = remaining strategies), and the
    // strategies (original indices) known undominated; both last until another player loses
    // a strategy.
    let mut matrices: Vec<Option<Matrices>> = vec![None; n];
    let mut undominated: Vec<HashSet<usize>> = vec![HashSet::new(); n];
    let mut steps = Vec::new();
    loop {
        let mut found = None;
        'search: for i in 0..n {
            if remaining[i].len() < 2 {
                continue;
            }
            let (u, uf) = matrices[i].get_or_insert_with(|| {
                let u = payoff_matrix(g, i, &remaining);
                let uf = floats(&u);
                (u, uf)
            });
            for r in 0..remaining[i].len() {
                if undominated[i].contains(&remaining[i][r]) {
                    continue;
                }
                match dominator_in(u, uf, r, strength, pure_only)? {
                    Some(w) => {
                        let how = relation(&mix(u, &w), &u[r]).unwrap_or(strength);
                        found = Some((i, r, w, how));
                        break 'search;
                    }
                    None => {
                        undominated[i].insert(remaining[i][r]);
                    }
                }
            }
        }
        let Some((i, r, w, how)) = found else {
            break;
        };
        steps.push(StepN {
            player: i,
            strategy: remaining[i][r],
            dominator: w.into_iter().map(|(j, p)| (remaining[i][j], p)).collect(),
            strength: how,
        });
        remaining[i].remove(r);
        if let Some((u, uf)) = &mut matrices[i] {
            u.remove(r);
            uf.remove(r);
        }
        for j in (0..n).filter(|&j| j != i) {
            matrices[j] = None;
            undominated[j].clear();
        }
    }
    Ok(EliminationN { steps, remaining })
}

#[cfg(test)]
#[path = "dominance_tests.rs"]
mod tests;
