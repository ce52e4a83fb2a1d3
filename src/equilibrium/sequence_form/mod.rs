//! The sequence form of a two-player extensive game with perfect recall (Koller, Megiddo and
//! von Stengel 1994; von Stengel 1996), and the value and optimal strategies of a zero-sum one
//! by its linear program on the built-in simplex, finished in exact arithmetic.
//!
//! A player's **realization plan** gives each of their sequences the probability that their
//! own moves follow it: `x(∅) = 1` and, at every information set `h`,
//! `Σ_a x(h, a) = x(σ(h))` — written `E x = e` (player 2: `F y = f`). The payoff of a pair of
//! plans is bilinear, `xᵀ A y`, with `A(s1, s2)` the sum over the leaves reached by the
//! sequences `s1` and `s2` of chance's probability times player 1's payoff. The game is a
//! bimatrix game in size linear in the tree, where the normal form is exponential.
//!
//! **Zero-sum**: player 1's value is `max { q₀ : E x = e, x ≥ 0, Fᵀq − Aᵀx ≤ 0 }` (`q` free,
//! one entry per information set of player 2 and one for the root); player 2's optimal plan
//! is the dual of the last constraints. A large game's LP is first solved on the sequences
//! CFR+ guesses an equilibrium plays and grown until optimal for the whole game
//! ([`restricted`]; on Leduc poker about a tenth of the cost of the whole dense LP), with the
//! whole LP as the fallback when that vertex does not certify. The simplex works in floating point; the answer is
//! then made exact: each plan becomes a behaviour strategy (`β(h, a) = x(h, a)/x(σ(h))`,
//! uniform where `σ(h)` is never played), every probability is read as the simplest fraction
//! within 10⁻⁹ of it, and exact best responses ([`exact_best_response`]) prove what each
//! strategy guarantees. When the guarantees meet, the value is exact and both strategies are
//! optimal — exploitability exactly 0 — and the answer says so (`certified`). The plans are
//! first those of the simplex's vertex, solved exactly from its supports and tight
//! constraints ([`exact`]); then, for a small game whose payoffs the doubles cannot all see,
//! the LP solved in rationals ([`rational`]); last the plans' probabilities rounded to simple
//! fractions. When nothing certifies, the answer gives the two exact bounds.

use crate::equilibrium::SolveError;
use std::collections::HashMap;

use num_traits::{One, Signed, Zero};
use serde::{Deserialize, Serialize};

use crate::exact::Q;
use crate::models::imperfect::recall::{sequences, Sequences};
use crate::models::imperfect::{Game, InfosetId, Mover, NodeId, NodeKind};

pub mod exact;
pub mod rational;
pub mod restricted;

/// Games with at least this many sequences (both players together) first solve the LP on
/// CFR+'s guess of the sequences an equilibrium plays ([`restricted`]).
pub const GUESS_MIN_SEQUENCES: usize = 200;

/// A game's sequence form.
#[derive(Clone, Debug)]
pub struct SequenceForm {
    /// Each player's sequences.
    pub seqs: [Sequences; 2],
    /// The non-zero payoff entries: `((s1, s2), [A, B])`, sorted.
    pub entries: Vec<((usize, usize), [Q; 2])>,
}

impl SequenceForm {
    /// The sequence form of `game` (two players, perfect recall).
    pub fn new(game: &Game) -> Result<SequenceForm, SolveError> {
        if game.num_players() != 2 {
            return Err(SolveError::NotTwoPlayers {
                solver: "the sequence form",
                players: game.num_players(),
            });
        }
        let seqs = [sequences(game, 0)?, sequences(game, 1)?];
        let chance = game.chance_reach();
        let payoffs = game.all_leaf_payoffs();
        let mut sum: HashMap<(usize, usize), [Q; 2]> = HashMap::new();
        for (n, node) in game.nodes().iter().enumerate() {
            if node.kind != NodeKind::Terminal || chance[n].is_zero() {
                continue;
            }
            let key = (seqs[0].at_node[n], seqs[1].at_node[n]);
            let e = sum.entry(key).or_insert_with(|| [Q::zero(), Q::zero()]);
            e[0] += &chance[n] * &payoffs[n][0];
            e[1] += &chance[n] * &payoffs[n][1];
        }
        let mut entries: Vec<_> = sum
            .into_iter()
            .filter(|(_, v)| !(v[0].is_zero() && v[1].is_zero()))
            .collect();
        entries.sort_by_key(|e| e.0);
        Ok(SequenceForm { seqs, entries })
    }

    /// The rows of a player's constraints `E x = e`: row 0 is `x(∅) = 1`, then one row per
    /// information set `Σ_a x(h, a) − x(σ(h)) = 0`, as (sequence, coefficient) pairs.
    pub fn constraint_rows(&self, p: usize) -> Vec<Vec<(usize, i64)>> {
        let s = &self.seqs[p];
        let mut rows = vec![vec![(0, 1)]];
        for k in 0..s.infosets.len() {
            let actions = if k + 1 < s.first.len() {
                s.first[k + 1] - s.first[k]
            } else {
                s.len - s.first[k]
            };
            let mut row: Vec<(usize, i64)> = (0..actions).map(|a| (s.first[k] + a, 1)).collect();
            row.push((s.parent[k], -1));
            rows.push(row);
        }
        rows
    }
}

/// A behaviour strategy: for each information set of the game, the player's probabilities of
/// its actions (empty for the other player's and chance's sets).
pub type Behaviour = Vec<Vec<Q>>;

/// The zero-sum solution.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ZeroSumSolution {
    /// Player 1's value, from the simplex.
    pub value: f64,
    /// What player 1's strategy guarantees, exactly (by an exact best response of player 2).
    pub lower: Q,
    /// What player 2's strategy holds player 1 to, exactly.
    pub upper: Q,
    /// Whether `lower == upper`: the exact value, both strategies optimal (exploitability 0).
    pub certified: bool,
    /// Both players' behaviour strategies (exact), by information set.
    pub behaviour: [Behaviour; 2],
    /// The simplex's iterations.
    pub iterations: u64,
}

impl ZeroSumSolution {
    /// The exact value, when certified.
    pub fn exact_value(&self) -> Option<&Q> {
        self.certified.then_some(&self.lower)
    }

    /// The exploitability of the strategies found: `(upper − lower) / 2`, exactly.
    pub fn exploitability(&self) -> Q {
        (&self.upper - &self.lower) / Q::from_integer(2.into())
    }
}

/// Solves a two-player zero-sum game with perfect recall by the sequence-form LP. A
/// constant-sum game (payoffs adding up to one number `c ≠ 0` at every leaf) is solved as the
/// zero-sum game it is after a shift ([`Game::zero_sum_view`]): the strategies are the same,
/// and the value stays player 1's, in the game's own payoffs (player 2's is `c` less it).
pub fn solve_zero_sum(game: &Game) -> Result<ZeroSumSolution, SolveError> {
    let sf = SequenceForm::new(game)?;
    match game.constant_sum() {
        None => {
            return Err(SolveError::NotZeroSum {
                solver: "the sequence-form LP",
            })
        }
        Some(c) if !c.is_zero() => return solve_zero_sum(&game.zero_sum_view()),
        Some(_) => {}
    }
    let all = [vec![true; sf.seqs[0].len], vec![true; sf.seqs[1].len]];
    // A large game first tries the LP restricted to CFR+'s guess of the equilibrium's
    // sequences; it ends at a vertex of the whole LP, but when that vertex does not certify,
    // the whole LP is solved as before.
    if sf.seqs[0].len + sf.seqs[1].len >= GUESS_MIN_SEQUENCES {
        let guessed = restricted::guess(game, &sf).and_then(|keep| restricted::solve(&sf, keep));
        if let Ok(v) = guessed {
            let s = finish(game, &sf, &v);
            if s.certified {
                return Ok(s);
            }
        }
    }
    let v = restricted::solve(&sf, all)?;
    Ok(finish(game, &sf, &v))
}

/// The exact solution from an optimal vertex of the LP (see the module's docs).
fn finish(game: &Game, sf: &SequenceForm, v: &restricted::LpVertex) -> ZeroSumSolution {
    // First the vertex's exact plans (the supports' linear system), then, if they do not
    // certify, the plans' probabilities rounded to simple fractions.
    let tol = restricted::TOLERANCE;
    let [plan_x, plan_y] = &v.plans;
    let vertex = exact::Vertex {
        support: v
            .plans
            .clone()
            .map(|plan| plan.iter().map(|&w| w > tol).collect()),
        tight: v
            .slacks
            .clone()
            .map(|slack| slack.iter().map(|&w| w.abs() <= tol).collect()),
        zero_values: v
            .values
            .clone()
            .map(|values| values.iter().map(|&w| w.abs() <= tol).collect()),
    };
    let exact_plans = [
        exact::exact_plan(sf, &vertex, 0),
        exact::exact_plan(sf, &vertex, 1),
    ];
    let bounds = |b: &[Behaviour; 2]| {
        (
            -exact_best_response(game, b, 1),
            exact_best_response(game, b, 0),
        )
    };
    let mut found = None;
    if let [Some(x), Some(y)] = &exact_plans {
        let b = [
            behaviour_from_exact_plan(game, &sf.seqs[0], x),
            behaviour_from_exact_plan(game, &sf.seqs[1], y),
        ];
        let (lower, upper) = bounds(&b);
        if lower == upper {
            found = Some((b, lower, upper));
        }
    }
    // A small game the doubles could not see (payoffs of very different sizes): solve its LP
    // in rationals.
    if found.is_none() {
        if let (Some(x), Some(y)) = (rational::optimal_plan(sf, 0), rational::optimal_plan(sf, 1)) {
            let b = [
                behaviour_from_exact_plan(game, &sf.seqs[0], &x),
                behaviour_from_exact_plan(game, &sf.seqs[1], &y),
            ];
            let (lower, upper) = bounds(&b);
            if lower == upper {
                found = Some((b, lower, upper));
            }
        }
    }
    let (behaviour, lower, upper) = found.unwrap_or_else(|| {
        let b = [
            behaviour_from_plan(game, &sf.seqs[0], plan_x),
            behaviour_from_plan(game, &sf.seqs[1], plan_y),
        ];
        let (lower, upper) = bounds(&b);
        (b, lower, upper)
    });
    ZeroSumSolution {
        value: v.value,
        certified: lower == upper,
        lower,
        upper,
        behaviour,
        iterations: v.iterations,
    }
}

/// The behaviour strategy a realization plan induces, as simple fractions: `β(h, a) =
/// x(h, a)/x(σ(h))`, uniform where `σ(h)` is never played; each probability is the simplest
/// fraction within 10⁻⁹, and the set's last positive one takes what makes them sum to 1.
pub fn behaviour_from_plan(game: &Game, s: &Sequences, plan: &[f64]) -> Behaviour {
    let mut out: Behaviour = vec![Vec::new(); game.infosets().len()];
    for (k, &h) in s.infosets.iter().enumerate() {
        let n = game.infosets()[h].actions.len();
        let parent = plan[s.parent[k]];
        let raw: Vec<f64> = (0..n)
            .map(|a| {
                if parent > 1e-12 {
                    (plan[s.first[k] + a] / parent).clamp(0.0, 1.0)
                } else {
                    1.0 / n as f64
                }
            })
            .collect();
        let mut probs: Vec<Q> = raw.iter().map(|&p| simplest_fraction(p, 1e-9)).collect();
        let total: Q = probs.iter().sum();
        let last = (0..n)
            .rev()
            .find(|&a| probs[a].is_positive())
            .unwrap_or(n - 1);
        probs[last] = &probs[last] + (Q::one() - total);
        if probs[last].is_negative() {
            // Rounding cannot repair it: fall back to uniform at this set.
            probs = vec![Q::new(1.into(), (n as i64).into()); n];
        }
        out[h] = probs;
    }
    out
}

/// The behaviour strategy an exact realization plan induces: `β(h, a) = x(h, a)/x(σ(h))`,
/// uniform where `σ(h)` is never played.
pub fn behaviour_from_exact_plan(game: &Game, s: &Sequences, plan: &[Q]) -> Behaviour {
    let mut out: Behaviour = vec![Vec::new(); game.infosets().len()];
    for (k, &h) in s.infosets.iter().enumerate() {
        let n = game.infosets()[h].actions.len();
        let parent = &plan[s.parent[k]];
        out[h] = if parent.is_positive() {
            (0..n).map(|a| &plan[s.first[k] + a] / parent).collect()
        } else {
            vec![Q::new(1.into(), (n as i64).into()); n]
        };
    }
    out
}

/// The simplest fraction within `tol` of `x` (continued fractions; denominators up to 10⁹).
pub fn simplest_fraction(x: f64, tol: f64) -> Q {
    let (mut h0, mut h1) = (0i128, 1i128);
    let (mut k0, mut k1) = (1i128, 0i128);
    let mut r = x;
    for _ in 0..64 {
        let a = r.floor();
        let ai = a as i128;
        let (h2, k2) = (ai * h1 + h0, ai * k1 + k0);
        if k2 > 1_000_000_000 {
            break;
        }
        (h0, h1, k0, k1) = (h1, h2, k1, k2);
        if ((h1 as f64) / (k1 as f64) - x).abs() <= tol {
            break;
        }
        let frac = r - a;
        if frac.abs() < 1e-300 {
            break;
        }
        r = 1.0 / frac;
    }
    if k1 == 0 {
        return Q::from_integer(0.into());
    }
    Q::new(h1.into(), k1.into())
}

/// The value player `i` gets (in their own payoffs) by a best response to the other player's
/// behaviour strategy in `b`, exactly: information sets are decided from the deepest up, each
/// taking the action with the largest counterfactual value.
pub fn exact_best_response(game: &Game, b: &[Behaviour; 2], i: usize) -> Q {
    let n = game.nodes().len();
    let payoffs = game.all_leaf_payoffs();
    // Reach by chance and the opponent.
    let reach = game.reach(|mover, h, a| match mover {
        Mover::Chance => Some(game.infosets()[h].probabilities[a].clone()),
        Mover::Player(o) if o != i => Some(b[o][h][a].clone()),
        Mover::Player(_) => None,
    });
    let s = sequences(game, i).expect("perfect recall was checked");
    let mut order: Vec<InfosetId> = s.infosets.clone();
    order.sort_by_key(|&h| std::cmp::Reverse(s.depth(h)));
    let mut choice: HashMap<InfosetId, usize> = HashMap::new();
    let mut memo: Vec<Option<Q>> = vec![None; n];
    for h in order {
        let actions = game.infosets()[h].actions.len();
        let mut best: Option<(Q, usize)> = None;
        for a in 0..actions {
            let mut total = Q::zero();
            for &m in &game.infosets()[h].nodes {
                if reach[m].is_zero() {
                    continue;
                }
                let c = game.nodes()[m].children[a];
                total += &reach[m] * value(game, b, i, c, &choice, &payoffs, &mut memo);
            }
            if best.as_ref().is_none_or(|(v, _)| total > *v) {
                best = Some((total, a));
            }
        }
        choice.insert(h, best.map_or(0, |(_, a)| a));
    }
    value(game, b, i, 0, &choice, &payoffs, &mut memo)
}

fn value(
    game: &Game,
    b: &[Behaviour; 2],
    i: usize,
    n: NodeId,
    choice: &HashMap<InfosetId, usize>,
    payoffs: &[Vec<Q>],
    memo: &mut Vec<Option<Q>>,
) -> Q {
    if let Some(v) = &memo[n] {
        return v.clone();
    }
    let node = &game.nodes()[n];
    let v = match node.kind {
        NodeKind::Terminal => payoffs[n][i].clone(),
        NodeKind::Move(h) => {
            let set = &game.infosets()[h];
            match set.mover {
                Mover::Player(p) if p == i => {
                    let a = choice[&h];
                    value(game, b, i, node.children[a], choice, payoffs, memo)
                }
                mover => {
                    let probs = match mover {
                        Mover::Chance => &set.probabilities,
                        Mover::Player(p) => &b[p][h],
                    };
                    let mut v = Q::zero();
                    for (a, &c) in node.children.iter().enumerate() {
                        if !probs[a].is_zero() {
                            v += &probs[a] * value(game, b, i, c, choice, payoffs, memo);
                        }
                    }
                    v
                }
            }
        }
    };
    memo[n] = Some(v.clone());
    v
}

/// A behaviour profile with each player's exact expected payoff and exact best-response value:
/// an equilibrium exactly when they agree.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Checked {
    /// Both players' behaviour strategies, by information set.
    pub behaviour: [Behaviour; 2],
    /// Both players' expected payoffs.
    pub payoffs: [Q; 2],
    /// What each player could get by deviating to a best response.
    pub best_responses: [Q; 2],
}

impl Checked {
    /// `behaviour` with its payoffs and best responses in `game` (two players, perfect recall).
    pub fn new(game: &Game, behaviour: [Behaviour; 2]) -> Checked {
        Checked {
            payoffs: expected_payoffs(game, &behaviour),
            best_responses: [
                exact_best_response(game, &behaviour, 0),
                exact_best_response(game, &behaviour, 1),
            ],
            behaviour,
        }
    }

    /// Whether no player gains by deviating (checked exactly).
    pub fn verified(&self) -> bool {
        self.best_responses == self.payoffs
    }

    /// Half the players' total gain from deviating (0 at an equilibrium).
    pub fn exploitability(&self) -> Q {
        (&self.best_responses[0] - &self.payoffs[0] + &self.best_responses[1] - &self.payoffs[1])
            / Q::from_integer(2.into())
    }
}

/// Player 1's and player 2's expected payoffs, exactly, when both follow `b`.
pub fn expected_payoffs(game: &Game, b: &[Behaviour; 2]) -> [Q; 2] {
    let payoffs = game.all_leaf_payoffs();
    let reach = game.reach(|mover, h, a| match mover {
        Mover::Chance => Some(game.infosets()[h].probabilities[a].clone()),
        Mover::Player(o) => Some(b[o][h][a].clone()),
    });
    let mut total = [Q::zero(), Q::zero()];
    for n in 0..game.nodes().len() {
        if game.nodes()[n].kind == NodeKind::Terminal && !reach[n].is_zero() {
            for i in 0..2 {
                total[i] += &reach[n] * &payoffs[n][i];
            }
        }
    }
    total
}

#[cfg(test)]
mod tests;
