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
//! - **Mixed dominators as a matrix game.** With `d_j(t) = u_i(j, t) − u_i(s, t)` the
//!   advantage of `j` over `s`, the best margin `ε* = max_σ min_t Σ_j σ_j d_j(t)` is the value
//!   of the matrix game `d`, solved exactly by [`super::security::matrix_game`] (the exact
//!   rational simplex, set up with a slack per row and on whichever of `d` and `−dᵀ` has
//!   fewer rows). `s` is strictly dominated iff `ε* > 0`, very weakly iff `ε* ≥ 0`. The
//!   opponents' optimal strategy is a **belief** `p` over their profiles with
//!   `Σ_t p_t d_j(t) ≤ ε*` for every `j`: when `ε* ≤ 0` it shows `s` is a best response to
//!   `p`, the certificate that no dominator exists (Pearce's lemma, with correlated beliefs
//!   for n players).
//! - **Weak dominance when `ε* = 0`** takes a second exact LP: among the very weak dominators,
//!   maximise the total advantage `Σ_t Σ_j σ_j d_j(t)`. It is solved in its dual form,
//!   `min w` subject to `w ≥ Σ_t (1 + λ_t)·d_j(t)` for every `j`, `λ ≥ 0` (one row per
//!   strategy of the player, so the tableau stays small), and `σ` is read from the exact
//!   duals. A positive optimum gives a weak dominator; otherwise the full-support belief
//!   `1 + λ` makes `s` a best response, which rules out any weak dominator.
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

use super::security::{exact_error, matrix_game, payoff_matrix};
use crate::equilibrium::{EquilibriumError, Strength};
use crate::exact::Q;
use crate::lp::exact::ExactProblem;
use crate::lp::{ComparisonOp, Direction};
use crate::models::n_player::StrategicGame;
use crate::models::strategic::BimatrixError;
use num_traits::{One, Signed, Zero};
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::collections::HashSet;

/// The most pure profiles a game may have for [`dominated_n`] and [`iterated_elimination_n`].
/// A mixed check is one exact LP of about `2 × profiles` tableau entries.
pub const MAX_DOMINANCE_PROFILES: usize = 100_000;

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
    let rank = |s: Strength| match s {
        Strength::Strict => 2,
        Strength::Weak => 1,
        Strength::VeryWeak => 0,
    };
    rank(found) >= rank(asked)
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
        Strength::Weak if eps.is_zero() => weak_dominator(&d)?.map(|sigma| weights(&sigma)),
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

/// When the best margin over the advantages `d` (other strategies × profiles) is exactly 0:
/// a very weak dominator with some positive advantage (weights over the rows of `d`), or
/// `None` with a checked full-support belief against which no row gains.
fn weak_dominator(d: &[Vec<Q>]) -> Result<Option<Vec<Q>>, EquilibriumError> {
    let l = d[0].len();
    let total: Vec<Q> = d.iter().map(|r| r.iter().sum()).collect();
    // w' = w + shift ≥ 1 at the optimum, so the duals sum to 1 (w' > 0).
    let shift = total.iter().map(|v| v.abs()).max().unwrap_or_else(Q::zero) + Q::one();
    let mut objective = vec![Q::zero(); l];
    objective.push(Q::one());
    let mut lp = ExactProblem::new(Direction::Minimize, objective);
    for (row, tot) in d.iter().zip(&total) {
        // w' − Σ_t λ_t d_j(t) ≥ D_j + shift.
        let mut a: Vec<Q> = row.iter().map(|v| -v).collect();
        a.push(Q::one());
        lp.add_constraint(a, ComparisonOp::Ge, tot + &shift);
    }
    let sol = lp.solve().map_err(exact_error)?;
    let sigma = sol.duals;
    if sigma.iter().any(Signed::is_negative) || !sigma.iter().sum::<Q>().is_one() {
        return Err(EquilibriumError::Unverified(
            "the weak-dominance LP's duals are not a mixed strategy".into(),
        ));
    }
    let gain: Q = sigma.iter().zip(&total).map(|(w, t)| w * t).sum();
    if gain.is_positive() {
        return Ok(Some(sigma));
    }
    // Not weakly dominated: under the belief 1 + λ (full support) no strategy gains.
    let belief: Vec<Q> = sol.values[..l].iter().map(|x| x + Q::one()).collect();
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

/// Whether `player`'s strategy `s` (both from 0) is dominated with the given strength by a
/// pure strategy or, unless `pure_only`, by a mixed strategy over the player's other
/// strategies, against every pure profile of the others. `Ok(Some(weights))` gives an exactly
/// checked dominator as (strategy, weight) pairs with positive weights (a pure dominator is
/// one pair of weight 1, the lowest such index); `Ok(None)` means not dominated, proven by a
/// belief of the others (see the module documentation).
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
    dominator_in(&payoff_matrix(g, player, &keep), s, strength, pure_only)
}

/// Iterated elimination of strategies dominated with the given strength (by pure strategies
/// only, or also by mixed ones), one strategy per step in the reduced game: the lowest player
/// with a dominated strategy, its lowest dominated strategy, until nothing is dominated.
/// Weak and very weak elimination depend on this order; strict elimination does not.
///
/// # Errors
/// [`EquilibriumError::TooLarge`] for games above [`MAX_DOMINANCE_PROFILES`] profiles;
/// [`EquilibriumError::Unverified`] if an exact check fails (a bug, never an answer).
pub fn iterated_elimination_n(
    g: &StrategicGame,
    strength: Strength,
    pure_only: bool,
) -> Result<EliminationN, EquilibriumError> {
    check_size(g)?;
    let n = g.shape().len();
    let mut remaining: Vec<Vec<usize>> = g.shape().iter().map(|&k| (0..k).collect()).collect();
    // Per player: the payoff matrix of the reduced game (rows = remaining strategies), and the
    // strategies (original indices) known undominated; both last until another player loses
    // a strategy.
    let mut matrices: Vec<Option<Vec<Vec<Q>>>> = vec![None; n];
    let mut undominated: Vec<HashSet<usize>> = vec![HashSet::new(); n];
    let mut steps = Vec::new();
    loop {
        let mut found = None;
        'search: for i in 0..n {
            if remaining[i].len() < 2 {
                continue;
            }
            let u = matrices[i].get_or_insert_with(|| payoff_matrix(g, i, &remaining));
            for r in 0..remaining[i].len() {
                if undominated[i].contains(&remaining[i][r]) {
                    continue;
                }
                match dominator_in(u, r, strength, pure_only)? {
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
        if let Some(u) = &mut matrices[i] {
            u.remove(r);
        }
        for j in (0..n).filter(|&j| j != i) {
            matrices[j] = None;
            undominated[j].clear();
        }
    }
    Ok(EliminationN { steps, remaining })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exact::to_f64;
    use crate::lp::Problem;
    use crate::models::strategic::Bimatrix;
    use crate::rng::below;
    use rand_core::SeedableRng;
    use rand_pcg::Pcg64;

    fn q(n: i64) -> Q {
        Q::from_integer(n.into())
    }

    fn frac(n: i64, d: i64) -> Q {
        Q::new(n.into(), d.into())
    }

    fn names(shape: &[usize]) -> Vec<Vec<String>> {
        shape
            .iter()
            .map(|&k| (1..=k).map(|i| i.to_string()).collect())
            .collect()
    }

    fn random_game(rng: &mut Pcg64, shape: &[usize], top: u32) -> StrategicGame {
        let cells: usize = shape.iter().product();
        let payoffs = (0..cells)
            .map(|_| {
                (0..shape.len())
                    .map(|_| q(below(rng, top + 1).into()))
                    .collect()
            })
            .collect();
        StrategicGame::new(vec![], names(shape), payoffs).unwrap()
    }

    /// Every pure profile of the game with `player` playing `s`, by brute force over the
    /// table (independent of the payoff matrix the module builds).
    fn profiles_with(g: &StrategicGame, player: usize, s: usize) -> Vec<Vec<usize>> {
        (0..g.num_profiles())
            .map(|i| g.profile(i))
            .filter(|p| p[player] == s)
            .collect()
    }

    /// Checks a dominator exactly against every profile of the others by brute force.
    fn assert_dominates(
        g: &StrategicGame,
        player: usize,
        s: usize,
        w: &[(usize, Q)],
        strength: Strength,
    ) {
        assert_eq!(w.iter().map(|(_, p)| p.clone()).sum::<Q>(), q(1));
        assert!(w.iter().all(|(j, p)| *j != s && p.is_positive()));
        let (mut all_ge, mut all_gt, mut some_gt) = (true, true, false);
        for mut p in profiles_with(g, player, s) {
            let worse = g.payoff_vector(&p)[player].clone();
            let better: Q = w
                .iter()
                .map(|(j, wj)| {
                    p[player] = *j;
                    wj * &g.payoff_vector(&p)[player]
                })
                .sum();
            all_ge &= better >= worse;
            all_gt &= better > worse;
            some_gt |= better > worse;
        }
        let ok = match strength {
            Strength::Strict => all_gt,
            Strength::Weak => all_ge && some_gt,
            Strength::VeryWeak => all_ge,
        };
        assert!(
            ok,
            "{w:?} does not {strength:?}-dominate {s} of player {player}"
        );
    }

    /// The best strict margin of a mixed dominator by the float simplex (a second method).
    fn float_margin(g: &StrategicGame, player: usize, s: usize) -> f64 {
        let k = g.shape()[player];
        let others: Vec<usize> = (0..k).filter(|&j| j != s).collect();
        let mut lp = Problem::new(Direction::Maximize);
        let vars: Vec<_> = others.iter().map(|_| lp.add_var(0.0, (0.0, 1.0))).collect();
        let eps = lp.add_var(1.0, (f64::NEG_INFINITY, f64::INFINITY));
        for mut p in profiles_with(g, player, s) {
            let worse = to_f64(&g.payoff_vector(&p)[player]);
            let mut row: Vec<_> = vars
                .iter()
                .zip(&others)
                .map(|(&v, &j)| {
                    p[player] = j;
                    (v, to_f64(&g.payoff_vector(&p)[player]) - worse)
                })
                .collect();
            row.push((eps, -1.0));
            lp.add_constraint(&row, ComparisonOp::Ge, 0.0);
        }
        let ones: Vec<_> = vars.iter().map(|&v| (v, 1.0)).collect();
        lp.add_constraint(&ones, ComparisonOp::Eq, 1.0);
        lp.solve().unwrap().objective()
    }

    /// Player 3's third strategy pays 1 everywhere, the first 3 against half of the others'
    /// profiles and the second 3 against the other half: only ½–½ dominates it. Players 1
    /// and 2 play matching pennies, so they have nothing dominated.
    fn mixture_only_game() -> StrategicGame {
        let payoffs = (0..12)
            .map(|i| {
                let (a, b, c) = (i % 2, (i / 2) % 2, i / 4);
                let w = if a == b { 1 } else { -1 };
                let third = match c {
                    0 => 3 * i64::from(b == 0),
                    1 => 3 * i64::from(b == 1),
                    _ => 1,
                };
                vec![q(w), q(-w), q(third)]
            })
            .collect();
        StrategicGame::new(vec![], names(&[2, 2, 3]), payoffs).unwrap()
    }

    #[test]
    fn a_strategy_dominated_only_by_a_mixture_is_eliminated() {
        let g = mixture_only_game();
        for strength in [Strength::Strict, Strength::Weak, Strength::VeryWeak] {
            assert_eq!(dominated_n(&g, 2, 2, strength, true).unwrap(), None);
            let w = dominated_n(&g, 2, 2, strength, false).unwrap().unwrap();
            assert_dominates(&g, 2, 2, &w, strength);
        }
        // The best margin is at the ½–½ mixture (margin ½), a unique vertex.
        let w = dominated_n(&g, 2, 2, Strength::Strict, false)
            .unwrap()
            .unwrap();
        assert_eq!(w, vec![(0, frac(1, 2)), (1, frac(1, 2))]);
        for s in 0..2 {
            assert_eq!(
                dominated_n(&g, 2, s, Strength::VeryWeak, false).unwrap(),
                None
            );
        }
        let e = iterated_elimination_n(&g, Strength::Strict, false).unwrap();
        assert_eq!(
            e.steps,
            vec![StepN {
                player: 2,
                strategy: 2,
                dominator: vec![(0, frac(1, 2)), (1, frac(1, 2))],
                strength: Strength::Strict,
            }]
        );
        assert_eq!(e.remaining, vec![vec![0, 1], vec![0, 1], vec![0, 1]]);
        let pure = iterated_elimination_n(&g, Strength::Strict, true).unwrap();
        assert!(pure.steps.is_empty());
    }

    #[test]
    fn weak_and_very_weak_mixtures_are_told_apart() {
        // Player 1's strategies A, B, C against the four profiles of players 2 and 3 (who
        // get 0 throughout).
        let build = |a: [i64; 4], b: [i64; 4], c: [i64; 4]| {
            let payoffs = (0..12)
                .map(|i| {
                    let (s, t) = (i % 3, i / 3);
                    vec![q([a, b, c][s][t]), q(0), q(0)]
                })
                .collect();
            StrategicGame::new(vec![], names(&[3, 2, 2]), payoffs).unwrap()
        };
        // ½A + ½B = (1, 1, 2, 1) ≥ C = 1 with one strict gain: weakly, not strictly.
        let g = build([2, 0, 3, 1], [0, 2, 1, 1], [1, 1, 1, 1]);
        let w = dominated_n(&g, 0, 2, Strength::Weak, false)
            .unwrap()
            .unwrap();
        assert_dominates(&g, 0, 2, &w, Strength::Weak);
        assert_eq!(
            dominated_n(&g, 0, 2, Strength::Strict, false).unwrap(),
            None
        );
        assert_eq!(dominated_n(&g, 0, 2, Strength::Weak, true).unwrap(), None);
        // ½A + ½B = C exactly: very weakly only.
        let g = build([2, 0, 2, 0], [0, 2, 0, 2], [1, 1, 1, 1]);
        assert_eq!(dominated_n(&g, 0, 2, Strength::Weak, false).unwrap(), None);
        let w = dominated_n(&g, 0, 2, Strength::VeryWeak, false)
            .unwrap()
            .unwrap();
        assert_dominates(&g, 0, 2, &w, Strength::VeryWeak);
        let e = iterated_elimination_n(&g, Strength::VeryWeak, false).unwrap();
        assert_eq!(e.steps[0].strength, Strength::VeryWeak);
    }

    #[test]
    fn defection_strictly_dominates_in_a_public_goods_game() {
        // Three players keep 1 (defect) or contribute it; contributions are multiplied by 3/2
        // and shared equally: u_i = 1 − c_i + ½·Σc. Defecting gains ½ whatever the others do.
        let payoffs = (0..8)
            .map(|i| {
                let c = [i % 2, (i / 2) % 2, i / 4].map(|b| 1 - b as i64); // strategy 0: give
                let pot = frac(c.iter().sum::<i64>(), 2);
                c.iter().map(|&ci| q(1 - ci) + &pot).collect()
            })
            .collect();
        let g = StrategicGame::new(
            vec![],
            vec![vec!["Contribute".into(), "Defect".into()]; 3],
            payoffs,
        )
        .unwrap();
        for i in 0..3 {
            let w = dominated_n(&g, i, 0, Strength::Strict, true)
                .unwrap()
                .unwrap();
            assert_eq!(w, vec![(1, q(1))]);
            assert_dominates(&g, i, 0, &w, Strength::Strict);
            assert_eq!(
                dominated_n(&g, i, 1, Strength::VeryWeak, false).unwrap(),
                None
            );
        }
        let e = iterated_elimination_n(&g, Strength::Strict, false).unwrap();
        assert_eq!(e.remaining, vec![vec![1], vec![1], vec![1]]);
        let who: Vec<(usize, usize)> = e.steps.iter().map(|s| (s.player, s.strategy)).collect();
        assert_eq!(who, vec![(0, 0), (1, 0), (2, 0)]);
        assert!(e.steps.iter().all(|s| s.strength == Strength::Strict));
    }

    /// Compares with the two-player elimination, step by step.
    fn same_as_bimatrix(b: &Bimatrix) {
        let g = StrategicGame::from_bimatrix(b);
        for strength in [Strength::Strict, Strength::Weak, Strength::VeryWeak] {
            for mixed in [false, true] {
                let two = crate::equilibrium::iterated_elimination(b, strength, mixed).unwrap();
                let n = iterated_elimination_n(&g, strength, !mixed).unwrap();
                let steps = |s: &[StepN]| -> Vec<(usize, usize)> {
                    s.iter().map(|s| (s.player, s.strategy)).collect()
                };
                let two_steps: Vec<(usize, usize)> = two
                    .steps
                    .iter()
                    .map(|s| (usize::from(s.player.0), s.strategy))
                    .collect();
                assert_eq!(steps(&n.steps), two_steps, "{b:?} {strength:?} {mixed}");
                assert_eq!(n.remaining, two.remaining.to_vec());
            }
        }
    }

    #[test]
    fn two_players_agree_with_the_bimatrix_elimination() {
        let mut rng = Pcg64::seed_from_u64(5);
        for round in 0..60 {
            let (r, c) = (
                1 + below(&mut rng, 5) as usize,
                1 + below(&mut rng, 5) as usize,
            );
            let g = random_game(&mut rng, &[r, c], [2, 3, 9][round % 3]);
            same_as_bimatrix(&g.to_bimatrix().unwrap());
        }
        let file = crate::models::nfg::parse(include_str!(
            "../../../tests/data/nfg/mixed-domination-4x4.nfg"
        ))
        .unwrap();
        same_as_bimatrix(&file.game);
        // The file's point: mixed dominance removes what pure dominance cannot.
        let g = StrategicGame::from_bimatrix(&file.game);
        let pure = iterated_elimination_n(&g, Strength::Strict, true).unwrap();
        let mixed = iterated_elimination_n(&g, Strength::Strict, false).unwrap();
        assert!(mixed.steps.len() > pure.steps.len());
        assert!(mixed.steps.iter().any(|s| s.dominator.len() > 1));
    }

    #[test]
    fn random_three_player_verdicts_check_by_brute_force_and_float_lp() {
        let mut rng = Pcg64::seed_from_u64(9);
        let mut seen = [0usize; 2];
        for round in 0..40 {
            let shape: Vec<usize> = (0..3).map(|_| 2 + below(&mut rng, 3) as usize).collect();
            let mut g = random_game(&mut rng, &shape, [3, 9][round % 2]);
            if round % 2 == 1 {
                // Plant a strategy below the ½–½ mixture of two others (maybe also below a
                // pure one) for a player with three strategies or more.
                if let Some(i) = shape.iter().position(|&k| k >= 3) {
                    let mut table = g.table().to_vec();
                    for idx in 0..table.len() {
                        let p = g.profile(idx);
                        if p[i] == 2 {
                            let at = |s: usize| {
                                let mut p = p.clone();
                                p[i] = s;
                                g.payoff_vector(&p)[i].clone()
                            };
                            table[idx][i] = ((at(0) + at(1)) / q(2)).floor() - q(1);
                        }
                    }
                    g = StrategicGame::new(vec![], names(&shape), table).unwrap();
                }
            }
            for (i, &k) in shape.iter().enumerate() {
                for s in 0..k {
                    for strength in [Strength::Strict, Strength::Weak, Strength::VeryWeak] {
                        let found = dominated_n(&g, i, s, strength, false).unwrap();
                        if let Some(w) = &found {
                            assert_dominates(&g, i, s, w, strength);
                        }
                        if strength == Strength::Strict {
                            let margin = float_margin(&g, i, s);
                            seen[usize::from(found.is_some())] += 1;
                            assert!(
                                (margin > 1e-9 && found.is_some())
                                    || (margin < 1e-9 && found.is_none()),
                                "{margin} {found:?}"
                            );
                        }
                    }
                }
            }
            // Every step of an elimination is a dominance in the game reduced so far.
            for strength in [Strength::Strict, Strength::Weak] {
                let e = iterated_elimination_n(&g, strength, false).unwrap();
                let mut keep: Vec<Vec<usize>> = shape.iter().map(|&k| (0..k).collect()).collect();
                for step in &e.steps {
                    let u = payoff_matrix(&g, step.player, &keep);
                    let at = |x: usize| keep[step.player].iter().position(|&y| y == x).unwrap();
                    let w: Vec<(usize, Q)> = step
                        .dominator
                        .iter()
                        .map(|(j, p)| (at(*j), p.clone()))
                        .collect();
                    let r = at(step.strategy);
                    assert_eq!(relation(&mix(&u, &w), &u[r]), Some(step.strength));
                    assert!(satisfies(step.strength, strength));
                    keep[step.player].retain(|&x| x != step.strategy);
                }
                assert_eq!(keep, e.remaining);
                for (i, live) in keep.iter().enumerate() {
                    for r in 0..live.len() {
                        let u = payoff_matrix(&g, i, &keep);
                        assert_eq!(dominator_in(&u, r, strength, false).unwrap(), None);
                    }
                }
            }
        }
        assert!(seen[0] > 100 && seen[1] > 20, "{seen:?}");
    }

    #[test]
    fn bad_input_and_large_games_are_errors() {
        let g = mixture_only_game();
        assert!(dominated_n(&g, 3, 0, Strength::Strict, false).is_err());
        assert!(dominated_n(&g, 2, 3, Strength::Strict, false).is_err());
        let big = StrategicGame::new(
            vec![],
            names(&[50, 50, 41]),
            vec![vec![q(0); 3]; 50 * 50 * 41],
        )
        .unwrap();
        let msg = iterated_elimination_n(&big, Strength::Weak, true)
            .unwrap_err()
            .to_string();
        assert!(
            msg.contains("up to 100000 pure profiles; this one has 102500"),
            "{msg}"
        );
        assert!(dominated_n(&big, 0, 0, Strength::Weak, true).is_err());
    }

    #[test]
    #[ignore]
    fn zz_bench() {
        let mut rng = Pcg64::seed_from_u64(1);
        for shape in [
            vec![20, 20, 20],
            vec![46, 46, 46],
            vec![316, 316],
            vec![1000, 100],
            vec![10, 10, 10, 10, 10],
        ] {
            let g = random_game(&mut rng, &shape, 1000);
            let t = std::time::Instant::now();
            let sec = super::super::security::security_levels(&g).map(|v| v.len());
            eprintln!("{shape:?} security {:?} {:?}", sec, t.elapsed());
            let t = std::time::Instant::now();
            let r = dominated_n(&g, 0, 0, Strength::Weak, false).map(|v| v.is_some());
            eprintln!("{shape:?} dominated_n weak {:?} {:?}", r, t.elapsed());
            let t = std::time::Instant::now();
            let e = iterated_elimination_n(&g, Strength::Strict, false).map(|e| e.steps.len());
            eprintln!("{shape:?} elim strict mixed {:?} {:?}", e, t.elapsed());
        }
    }
}
