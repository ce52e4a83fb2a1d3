//! Dominance (Def. 2.3.1) by pure and mixed strategies, and iterated elimination.

use super::EquilibriumError;
use crate::exact::{to_f64, Q};
use crate::game::Player;
use crate::lp::{ComparisonOp, Direction, Problem};
use crate::models::strategic::Bimatrix;
use num_bigint::BigInt;
use num_traits::{Signed, Zero};

/// How strongly a strategy is dominated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Strength {
    /// Strictly worse against every opponent strategy.
    Strict,
    /// Never better, and strictly worse against some opponent strategy.
    Weak,
    /// Never better ("very weak": ≥ everywhere, possibly equal).
    VeryWeak,
}

impl Strength {
    /// Every strength, strongest first.
    pub const ALL: [Strength; 3] = [Strength::Strict, Strength::Weak, Strength::VeryWeak];

    /// The word the command line (`--kind`), the JSON answers and the page use.
    pub fn key(self) -> &'static str {
        match self {
            Strength::Strict => "strict",
            Strength::Weak => "weak",
            Strength::VeryWeak => "very-weak",
        }
    }

    /// The strength [`Strength::key`] writes as `key`.
    pub fn from_key(key: &str) -> Option<Strength> {
        Strength::ALL.into_iter().find(|s| s.key() == key)
    }

    /// The adverb for sentences: "strictly", "weakly", "very weakly".
    pub fn adverb(self) -> &'static str {
        match self {
            Strength::Strict => "strictly",
            Strength::Weak => "weakly",
            Strength::VeryWeak => "very weakly",
        }
    }

    /// The adverb ([`Strength::adverb`]) in the language of `words`.
    pub fn adverb_in(self, words: &crate::i18n::Catalogue) -> String {
        match self {
            Strength::Strict => words.msg("games-strictly"),
            Strength::Weak => words.msg("games-weakly"),
            Strength::VeryWeak => words.msg("games-very-weakly"),
        }
    }

    /// The strength's name for a chooser ("strict", "weak", "very weak") in the language of
    /// `words`.
    pub fn name_in(self, words: &crate::i18n::Catalogue) -> String {
        match self {
            Strength::Strict => words.msg("games-dominance-strict"),
            Strength::Weak => words.msg("games-dominance-weak"),
            Strength::VeryWeak => words.msg("games-dominance-very-weak"),
        }
    }
}

/// What dominates a strategy.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Dominator {
    /// A pure strategy (its index in the original game).
    Pure(usize),
    /// A mixed strategy: (original index, exact weight) pairs with positive weights.
    Mixed(Vec<(usize, Q)>),
}

/// The player's payoff for own strategy `s` against opponent strategy `t`.
fn u(g: &Bimatrix, player: Player, s: usize, t: usize) -> &Q {
    if player.0 == 0 {
        &g.a[s][t]
    } else {
        &g.b[t][s]
    }
}

fn counts(g: &Bimatrix, player: Player) -> (usize, usize) {
    if player.0 == 0 {
        (g.rows(), g.cols())
    } else {
        (g.cols(), g.rows())
    }
}

/// Whether the payoff rows `better` and `worse` (against each opponent strategy) satisfy the
/// dominance relation.
fn dominates(better: &[Q], worse: &[Q], strength: Strength) -> bool {
    dominates_by(better.len(), |t| (&better[t], &worse[t]), strength)
}

/// [`dominates`] on `l` pairs `(better, worse)` read by `pair`, without copying a payoff.
fn dominates_by<'a>(l: usize, pair: impl Fn(usize) -> (&'a Q, &'a Q), strength: Strength) -> bool {
    let mut strictly = false;
    for t in 0..l {
        let (b, w) = pair(t);
        match b.cmp(w) {
            std::cmp::Ordering::Less => return false,
            std::cmp::Ordering::Equal if strength == Strength::Strict => return false,
            std::cmp::Ordering::Greater => strictly = true,
            std::cmp::Ordering::Equal => {}
        }
    }
    match strength {
        Strength::Weak => strictly,
        Strength::Strict | Strength::VeryWeak => true,
    }
}

/// The pure strategies of `player` that dominate strategy `s` with the given strength.
pub fn dominated_by_pure(g: &Bimatrix, player: Player, s: usize, strength: Strength) -> Vec<usize> {
    let (k, l) = counts(g, player);
    (0..k)
        .filter(|&i| {
            i != s && dominates_by(l, |t| (u(g, player, i, t), u(g, player, s, t)), strength)
        })
        .collect()
}

/// The best rational approximation of `v` with denominator at most `max_den`.
fn rationalize(v: f64, max_den: i64) -> Q {
    let (mut h0, mut h1, mut k0, mut k1) = (0i64, 1i64, 1i64, 0i64);
    let mut x = v;
    for _ in 0..64 {
        let a = x.floor();
        if a.abs() > 1e12 {
            break;
        }
        let ai = a as i64;
        let (h2, k2) = (ai * h1 + h0, ai * k1 + k0);
        if k2 > max_den {
            break;
        }
        (h0, h1, k0, k1) = (h1, h2, k1, k2);
        let frac = x - a;
        if frac < 1e-12 {
            break;
        }
        x = 1.0 / frac;
    }
    if k1 == 0 {
        return Q::zero();
    }
    Q::new(BigInt::from(h1), BigInt::from(k1))
}

/// Whether `player`'s strategy `s` is dominated by a mixed strategy over the player's other
/// strategies, decided by LP and confirmed exactly. `Ok(Some(weights))` gives an exactly
/// verified dominator; `Ok(None)` means not dominated; an LP failure or a dominator that does
/// not verify exactly is an error.
pub fn dominated_by_mixed(
    g: &Bimatrix,
    player: Player,
    s: usize,
    strength: Strength,
) -> Result<Option<Vec<(usize, Q)>>, EquilibriumError> {
    let (k, l) = counts(g, player);
    let others: Vec<usize> = (0..k).filter(|&i| i != s).collect();
    if others.is_empty() {
        return Ok(None);
    }
    // Each opponent strategy's column is scaled by its own largest payoff: the conditions are
    // one inequality per column, so a positive factor per column changes no answer, and a
    // column of millions beside a column of units keeps the small column's margins visible
    // (one scale for the whole game lost them below the tolerance).
    let column_scale: Vec<f64> = (0..l)
        .map(|t| {
            let m = (0..k)
                .map(|i| to_f64(u(g, player, i, t)).abs())
                .fold(0.0f64, f64::max);
            if m > 0.0 {
                m
            } else {
                1.0
            }
        })
        .collect();
    let uf = |i: usize, t: usize| to_f64(u(g, player, i, t)) / column_scale[t];
    // LP 1: max ε s.t. Σ σ_i u(i,t) − ε ≥ u(s,t) ∀t, Σσ = 1, σ ≥ 0, ε ≤ 3.
    let mut p = Problem::new(Direction::Maximize);
    let vars: Vec<_> = others.iter().map(|_| p.add_var(0.0, (0.0, 1.0))).collect();
    let eps = p.add_var(1.0, (f64::NEG_INFINITY, 3.0));
    for t in 0..l {
        let mut row: Vec<_> = vars
            .iter()
            .zip(&others)
            .map(|(&v, &i)| (v, uf(i, t)))
            .collect();
        row.push((eps, -1.0));
        p.add_constraint(&row, ComparisonOp::Ge, uf(s, t));
    }
    let ones: Vec<_> = vars.iter().map(|&v| (v, 1.0)).collect();
    p.add_constraint(&ones, ComparisonOp::Eq, 1.0);
    let sol = p.solve()?;
    const TOL: f64 = 1e-9;
    let e = sol.objective();
    let mut weights: Vec<f64> = vars.iter().map(|&v| sol.value(v)).collect();
    // Margins within the tolerance of 0 are not decided by the LP: a dominator is then
    // accepted only if its rounding verifies exactly, and otherwise the strategy counts as
    // not dominated (instead of an error).
    let mut ambiguous = e.abs() <= TOL;
    match strength {
        Strength::Strict | Strength::Weak | Strength::VeryWeak if e < -TOL => return Ok(None),
        _ => {}
    }
    if strength == Strength::Weak {
        // LP 2: among very weak dominators, maximise the total advantage.
        let mut p = Problem::new(Direction::Maximize);
        let total = |i: usize| (0..l).map(|t| uf(i, t)).sum::<f64>();
        let vars: Vec<_> = others
            .iter()
            .map(|&i| p.add_var(total(i), (0.0, 1.0)))
            .collect();
        for t in 0..l {
            let row: Vec<_> = vars
                .iter()
                .zip(&others)
                .map(|(&v, &i)| (v, uf(i, t)))
                .collect();
            p.add_constraint(&row, ComparisonOp::Ge, uf(s, t));
        }
        let ones: Vec<_> = vars.iter().map(|&v| (v, 1.0)).collect();
        p.add_constraint(&ones, ComparisonOp::Eq, 1.0);
        let sol = match p.solve() {
            Ok(sol) => sol,
            Err(crate::lp::Error::Infeasible) => {
                return Err(EquilibriumError::Unverified(
                    "the LPs disagree on feasibility".into(),
                ))
            }
            Err(e) => return Err(e.into()),
        };
        if sol.objective() < total(s) - TOL {
            return Ok(None);
        }
        ambiguous |= sol.objective() <= total(s) + TOL;
        weights = vars.iter().map(|&v| sol.value(v)).collect();
    }
    // Round to a rational mixed strategy and verify exactly.
    let worse: Vec<Q> = (0..l).map(|t| u(g, player, s, t).clone()).collect();
    for max_den in [1_000i64, 1_000_000, 1_000_000_000] {
        let mut w: Vec<Q> = weights
            .iter()
            .map(|&v| rationalize(v.max(0.0), max_den))
            .collect();
        let sum: Q = w.iter().sum();
        if !sum.is_positive() {
            continue;
        }
        for v in &mut w {
            *v = &*v / &sum;
        }
        let better: Vec<Q> = (0..l)
            .map(|t| {
                others
                    .iter()
                    .zip(&w)
                    .map(|(&i, wi)| wi * u(g, player, i, t))
                    .sum()
            })
            .collect();
        if dominates(&better, &worse, strength) {
            return Ok(Some(
                others
                    .iter()
                    .zip(w)
                    .filter(|(_, wi)| !wi.is_zero())
                    .map(|(&i, wi)| (i, wi))
                    .collect(),
            ));
        }
    }
    if ambiguous {
        return Ok(None);
    }
    Err(EquilibriumError::Unverified(format!(
        "the LP reports strategy {s} of player {} dominated by a mixed strategy, but no rounded \
         certificate verifies",
        player.0 + 1
    )))
}

/// One elimination.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Step {
    /// Whose strategy is removed.
    pub player: Player,
    /// Its index in the original game.
    pub strategy: usize,
    /// Its name.
    pub name: String,
    /// What dominates it in the game reduced so far (original indices).
    pub by: Dominator,
}

/// The result of iterated elimination.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Elimination {
    /// The eliminations in order.
    pub steps: Vec<Step>,
    /// The surviving strategies of each player (original indices).
    pub remaining: [Vec<usize>; 2],
    /// The reduced game.
    pub reduced: Bimatrix,
}

/// The most payoff cells (rows × columns) iterated elimination takes with mixed dominators:
/// each check is an LP over one player's strategies with a constraint per opponent strategy
/// (100 × 100 takes about 1.5 s on one core).
pub const MAX_MIXED_CELLS: usize = 10_000;

/// The most payoff cells iterated elimination takes with pure dominators only.
pub const MAX_PURE_CELLS: usize = 250_000;

/// Iterated elimination of dominated strategies of the given strength, one strategy at a time:
/// each round looks at the row player's strategies first, then the column player's, in index
/// order, tries pure dominators first and (with `mixed`) mixed ones, removes the first
/// dominated strategy found and starts over, until none is left.
pub fn iterated_elimination(
    g: &Bimatrix,
    strength: Strength,
    mixed: bool,
) -> Result<Elimination, EquilibriumError> {
    let cells = g.rows() * g.cols();
    let most = if mixed {
        MAX_MIXED_CELLS
    } else {
        MAX_PURE_CELLS
    };
    if cells > most {
        return Err(EquilibriumError::TooLarge(format!(
            "iterated elimination with {} dominators takes games of up to {most} payoff cells; \
             this one has {} × {} = {cells}{}",
            if mixed { "mixed" } else { "pure" },
            g.rows(),
            g.cols(),
            if mixed {
                format!(" (with pure dominators only, up to {MAX_PURE_CELLS})")
            } else {
                String::new()
            }
        )));
    }
    let mut remaining = [(0..g.rows()).collect::<Vec<_>>(), (0..g.cols()).collect()];
    let mut steps = Vec::new();
    // The strategies (original indices) of each player found not dominated by a mixed
    // strategy since the opponent last lost a strategy: removing a player's own strategies
    // only takes dominators away, so they stay undominated until the opponent's set shrinks
    // (then a strategy may become dominated, and the player's list is cleared). This keeps
    // the order of the steps and spares an LP per strategy per round: a 1 × 2000 game made
    // 2 000 LPs of 2 000 variables.
    let mut undominated: [std::collections::HashSet<usize>; 2] = Default::default();
    'outer: loop {
        let sub = g.restrict(&remaining[0], &remaining[1]);
        for p in 0..2u8 {
            let player = Player(p);
            let live = &remaining[p as usize];
            if live.len() < 2 {
                continue;
            }
            for s in 0..live.len() {
                let by = if let Some(&d) = dominated_by_pure(&sub, player, s, strength).first() {
                    Some(Dominator::Pure(live[d]))
                } else if mixed && live.len() > 2 && !undominated[p as usize].contains(&live[s]) {
                    let found = dominated_by_mixed(&sub, player, s, strength)?.map(|w| {
                        Dominator::Mixed(w.into_iter().map(|(i, q)| (live[i], q)).collect())
                    });
                    if found.is_none() {
                        undominated[p as usize].insert(live[s]);
                    }
                    found
                } else {
                    None
                };
                if let Some(by) = by {
                    let strategy = live[s];
                    undominated[1 - p as usize].clear();
                    steps.push(Step {
                        player,
                        strategy,
                        name: g.names[p as usize][strategy].clone(),
                        by,
                    });
                    remaining[p as usize].remove(s);
                    continue 'outer;
                }
            }
        }
        break;
    }
    let reduced = g.restrict(&remaining[0], &remaining[1]);
    Ok(Elimination {
        steps,
        remaining,
        reduced,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::{below, Seed};

    /// Iterated elimination as it was written first: every check in every round, pure
    /// dominators compared on copied rows.
    fn naive(g: &Bimatrix, strength: Strength, mixed: bool) -> Vec<(u8, usize)> {
        let mut remaining = [(0..g.rows()).collect::<Vec<_>>(), (0..g.cols()).collect()];
        let mut steps = Vec::new();
        'outer: loop {
            let sub = g.restrict(&remaining[0], &remaining[1]);
            for p in 0..2u8 {
                let live = remaining[p as usize].clone();
                if live.len() < 2 {
                    continue;
                }
                let (k, l) = counts(&sub, Player(p));
                let row = |i: usize| {
                    (0..l)
                        .map(|t| u(&sub, Player(p), i, t).clone())
                        .collect::<Vec<_>>()
                };
                for s in 0..k {
                    let pure = (0..k).any(|i| i != s && dominates(&row(i), &row(s), strength));
                    let found = pure
                        || (mixed
                            && k > 2
                            && dominated_by_mixed(&sub, Player(p), s, strength)
                                .unwrap()
                                .is_some());
                    if found {
                        steps.push((p, live[s]));
                        remaining[p as usize].remove(s);
                        continue 'outer;
                    }
                }
            }
            break;
        }
        steps
    }

    #[test]
    fn the_elimination_agrees_with_the_naive_one() {
        let mut rng = Seed(12).rng();
        for _ in 0..150 {
            let (r, c) = (
                1 + below(&mut rng, 6) as usize,
                1 + below(&mut rng, 6) as usize,
            );
            let top = [2, 3, 9][below(&mut rng, 3) as usize];
            let cell = |rng: &mut crate::rng::GameRng| Q::from_integer(below(rng, top + 1).into());
            let a: Vec<Vec<Q>> = (0..r)
                .map(|_| (0..c).map(|_| cell(&mut rng)).collect())
                .collect();
            let b: Vec<Vec<Q>> = (0..r)
                .map(|_| (0..c).map(|_| cell(&mut rng)).collect())
                .collect();
            let g = Bimatrix::new(Default::default(), a, b).unwrap();
            for strength in [Strength::Strict, Strength::Weak, Strength::VeryWeak] {
                for mixed in [false, true] {
                    let e = iterated_elimination(&g, strength, mixed).unwrap();
                    let got: Vec<(u8, usize)> =
                        e.steps.iter().map(|s| (s.player.0, s.strategy)).collect();
                    assert_eq!(
                        got,
                        naive(&g, strength, mixed),
                        "{g:?} {strength:?} {mixed}"
                    );
                }
            }
        }
    }

    #[test]
    fn one_row_against_two_thousand_columns_and_games_too_large() {
        // Column payoffs 0..=100: every column below 100 goes, the columns of 100 stay.
        let mut rng = Seed(1).rng();
        let b: Vec<Q> = (0..2000)
            .map(|_| Q::from_integer(below(&mut rng, 101).into()))
            .collect();
        let g = Bimatrix::new(
            Default::default(),
            vec![vec![Q::zero(); 2000]],
            vec![b.clone()],
        )
        .unwrap();
        let e = iterated_elimination(&g, Strength::Strict, true).unwrap();
        let tops = b
            .iter()
            .filter(|&v| *v == Q::from_integer(100.into()))
            .count();
        assert_eq!(e.remaining[1].len(), tops);
        let big = Bimatrix::new(
            Default::default(),
            vec![vec![Q::zero(); 101]; 100],
            vec![vec![Q::zero(); 101]; 100],
        )
        .unwrap();
        let msg = iterated_elimination(&big, Strength::Weak, true)
            .unwrap_err()
            .to_string();
        assert!(
            msg.contains("up to 10000 payoff cells; this one has 100 × 101 = 10100"),
            "{msg}"
        );
        assert!(iterated_elimination(&big, Strength::Weak, false).is_ok());
    }
}
