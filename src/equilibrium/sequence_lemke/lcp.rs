//! The sequence-form LCP `w = q + M z + d z₀` of a two-player game and a prior, laid out as
//! Game Theory Explorer lays it out (`lse.math.games.tree.SequenceForm.getLemkeLCP` and
//! `addCoveringVector`), so that the same lexicographic rule takes the same pivots.

use crate::equilibrium::SolveError;
use num_traits::{One, Signed, Zero};

use super::Var;
use crate::equilibrium::sequence_form::{Behaviour, SequenceForm};
use crate::exact::{format_number, Q};
use crate::models::imperfect::recall::Sequences;
use crate::models::imperfect::{Game, NodeKind};

/// Where each block of the LCP's variables sits: player 1's sequences `x`, player 2's value
/// variables (one per row of `F y = f`), player 2's sequences `y`, player 1's value
/// variables (one per row of `E x = e`). Row `i` of the LCP is the slack `w_i` complementary
/// to `z_i`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Each player's number of sequences (with the empty one).
    pub sequences: [usize; 2],
    /// Each player's number of constraint rows (the root and one per information set).
    pub constraints: [usize; 2],
}

impl Layout {
    /// The number of rows (and of variables `z`).
    pub fn len(&self) -> usize {
        self.sequences[0] + self.sequences[1] + self.constraints[0] + self.constraints[1]
    }

    /// Whether there are no rows (never: each player has the empty sequence).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The index of player `p`'s sequence `s`.
    pub fn sequence(&self, p: usize, s: usize) -> usize {
        if p == 0 {
            s
        } else {
            self.sequences[0] + self.constraints[1] + s
        }
    }

    /// The index of player `p`'s value variable of constraint row `k` (0: the root).
    pub fn value(&self, p: usize, k: usize) -> usize {
        if p == 0 {
            self.sequences[0] + self.constraints[1] + self.sequences[1] + k
        } else {
            self.sequences[0] + k
        }
    }

    /// What `z_i` is.
    pub fn z(&self, i: usize) -> Var {
        let [n1, n2] = self.sequences;
        let k2 = self.constraints[1];
        if i < n1 {
            Var::Sequence {
                player: 0,
                sequence: i,
            }
        } else if i < n1 + k2 {
            Var::Value {
                player: 1,
                row: i - n1,
            }
        } else if i < n1 + k2 + n2 {
            Var::Sequence {
                player: 1,
                sequence: i - n1 - k2,
            }
        } else {
            Var::Value {
                player: 0,
                row: i - n1 - k2 - n2,
            }
        }
    }

    /// What `w_i` is: the slack complementary to `z_i`.
    pub fn w(&self, i: usize) -> Var {
        self.z(i).complement()
    }
}

/// The LCP of a game and a prior, dense and exact.
#[derive(Clone, Debug)]
pub struct SequenceLcp {
    /// The players' sequences.
    pub sequences: [Sequences; 2],
    /// The blocks.
    pub layout: Layout,
    /// `M`, row by row.
    pub m: Vec<Vec<Q>>,
    /// `q`: −1 at the two root rows, 0 elsewhere.
    pub q: Vec<Q>,
    /// The covering vector `d`, from the prior.
    pub d: Vec<Q>,
    /// The prior's realization plans `(x₀, y₀)`.
    pub prior_plans: [Vec<Q>; 2],
}

impl SequenceLcp {
    /// The LCP of `game` (two players, perfect recall) started from `prior`, which must be a
    /// probability distribution at each of the players' information sets ([`check_prior`]).
    ///
    /// Each player's payoffs are first shifted so that their largest is −1 (Game Theory
    /// Explorer's normalisation): every entry of `A` and `B` is then at most 0, the value
    /// variables can be non-negative, and `d` is non-negative.
    pub fn new(game: &Game, prior: &[Behaviour; 2]) -> Result<SequenceLcp, SolveError> {
        let sf = SequenceForm::new(game)?;
        check_prior(game, prior)?;
        let (e_rows, f_rows) = (sf.constraint_rows(0), sf.constraint_rows(1));
        let layout = Layout {
            sequences: [sf.seqs[0].len, sf.seqs[1].len],
            constraints: [e_rows.len(), f_rows.len()],
        };
        let n = layout.len();
        if n.saturating_mul(2 * n + 2) > super::MAX_ENTRIES {
            return Err(SolveError::TooLarge(format!(
                "the sequence form is too large for the exact Lemke tableau ({n} rows)"
            )));
        }
        let payoff = shifted_payoffs(game, &sf);
        let mut m = vec![vec![Q::zero(); n]; n];
        for ((s1, s2), v) in &payoff {
            // Player 1's row s1: −A y; player 2's row s2: −Bᵀ x.
            m[layout.sequence(0, *s1)][layout.sequence(1, *s2)] = -v[0].clone();
            m[layout.sequence(1, *s2)][layout.sequence(0, *s1)] = -v[1].clone();
        }
        for (p, rows) in [(0, &e_rows), (1, &f_rows)] {
            for (k, row) in rows.iter().enumerate() {
                for &(s, c) in row {
                    let c = Q::from_integer(c.into());
                    // The sequence's row: −Eᵀ (value variables); the constraint's row: E.
                    m[layout.sequence(p, s)][layout.value(p, k)] = -c.clone();
                    m[layout.value(p, k)][layout.sequence(p, s)] = c;
                }
            }
        }
        let mut q = vec![Q::zero(); n];
        let mut d = vec![Q::zero(); n];
        for p in 0..2 {
            q[layout.value(p, 0)] = -Q::one();
            d[layout.value(p, 0)] = Q::one();
        }
        let prior_plans = [
            realization_plan(game, &sf.seqs[0], &prior[0]),
            realization_plan(game, &sf.seqs[1], &prior[1]),
        ];
        // The sequences' rows: −A y₀ and −Bᵀ x₀, what each sequence earns (negated) against
        // the other player's prior.
        for (p, plan) in prior_plans.iter().enumerate() {
            let other = 1 - p;
            for (s, pr) in plan.iter().enumerate() {
                if pr.is_zero() {
                    continue;
                }
                let col = layout.sequence(p, s);
                for t in 0..layout.sequences[other] {
                    let row = layout.sequence(other, t);
                    if !m[row][col].is_zero() {
                        d[row] += &m[row][col] * pr;
                    }
                }
            }
        }
        Ok(SequenceLcp {
            sequences: sf.seqs,
            layout,
            m,
            q,
            d,
            prior_plans,
        })
    }
}

/// The sequence form's entries with each player's payoffs shifted so that the largest is −1:
/// `A(s1, s2) = Σ chance · (payoff − max − 1)` over the leaves the pair reaches.
fn shifted_payoffs(game: &Game, sf: &SequenceForm) -> Vec<((usize, usize), [Q; 2])> {
    let leaf = game.all_leaf_payoffs();
    let mut shift = [Q::zero(), Q::zero()];
    for (p, s) in shift.iter_mut().enumerate() {
        let top = game
            .nodes()
            .iter()
            .enumerate()
            .filter(|(_, node)| node.kind == NodeKind::Terminal)
            .map(|(n, _)| leaf[n][p].clone())
            .max()
            .unwrap_or_else(Q::zero);
        *s = top + Q::one();
    }
    let chance = game.chance_reach();
    let mut sum: std::collections::BTreeMap<(usize, usize), [Q; 2]> =
        sf.entries.iter().map(|(k, v)| (*k, v.clone())).collect();
    for (nid, node) in game.nodes().iter().enumerate() {
        if node.kind == NodeKind::Terminal && !chance[nid].is_zero() {
            let key = (sf.seqs[0].at_node[nid], sf.seqs[1].at_node[nid]);
            let e = sum.entry(key).or_insert_with(|| [Q::zero(), Q::zero()]);
            for p in 0..2 {
                e[p] -= &shift[p] * &chance[nid];
            }
        }
    }
    sum.into_iter().collect()
}

/// The realization plan of a behaviour strategy: `x(∅) = 1`, `x(h, a) = x(σ(h)) β(h, a)`.
pub fn realization_plan(game: &Game, s: &Sequences, behaviour: &Behaviour) -> Vec<Q> {
    let mut plan = vec![Q::zero(); s.len];
    plan[0] = Q::one();
    // Nodes come parents first, so σ(h) is set before the sequences of h.
    for node in game.nodes() {
        if let NodeKind::Move(h) = node.kind {
            if let Some(k) = s.position[h] {
                let parent = plan[s.parent[k]].clone();
                for (a, pr) in behaviour[h].iter().enumerate() {
                    plan[s.first[k] + a] = &parent * pr;
                }
            }
        }
    }
    plan
}

/// Checks that `prior` gives each player a probability distribution at each of their
/// information sets (entries at other sets are ignored); the error names the first set that
/// is wrong and how.
pub fn check_prior(game: &Game, prior: &[Behaviour; 2]) -> Result<(), SolveError> {
    for (p, b) in prior.iter().enumerate() {
        let who = &game.players[p];
        if b.len() != game.infosets().len() {
            return Err(SolveError::Prior(format!(
                "{who}'s prior has {} entries; the game has {} information sets",
                b.len(),
                game.infosets().len()
            )));
        }
        for h in game.player_infosets(p) {
            let set = game.infoset_name(h);
            let (probs, actions) = (&b[h], game.infosets()[h].actions.len());
            if probs.len() != actions {
                return Err(SolveError::Prior(format!(
                    "{who}'s prior at information set {set} has {} probabilities for {actions} \
                     actions",
                    probs.len()
                )));
            }
            if let Some(a) = probs.iter().position(|v| v.is_negative()) {
                return Err(SolveError::Prior(format!(
                    "{who}'s prior gives {} at information set {set} the negative probability {}",
                    game.action_name(h, a),
                    format_number(&probs[a])
                )));
            }
            let total: Q = probs.iter().sum();
            if !total.is_one() {
                return Err(SolveError::Prior(format!(
                    "{who}'s prior at information set {set}: the probabilities add up to {}, \
                     not 1",
                    format_number(&total)
                )));
            }
        }
    }
    Ok(())
}
