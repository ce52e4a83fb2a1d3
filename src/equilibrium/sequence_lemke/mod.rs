//! One equilibrium of a two-player game with any payoffs, by Lemke's algorithm on the
//! sequence form (Koller, Megiddo and von Stengel 1996) started from a **prior** the user can
//! change — the method of von Stengel, van den Elzen and Talman (2002), as Game Theory
//! Explorer's core runs it — exactly, recorded pivot by pivot so that a page can step along
//! the path. The problem is linear in the size of the tree, where the reduced normal form is
//! exponential.
//!
//! **Why a prior.** Lemke's algorithm adds a covering variable `z₀` times a covering vector
//! `d`. Derived from a prior (a behaviour strategy per player, hence realization plans
//! `x₀`, `y₀`), the path it follows is the linear tracing procedure: at every point each player
//! plays a best response to the mixture of the other's current strategy, weight `1 − z₀`, and
//! the other's prior, weight `z₀`. It starts (`z₀ = 1`) at the best responses to the prior and
//! ends (`z₀ = 0`) at an equilibrium; for a completely mixed prior that equilibrium is
//! normal-form perfect (no weakly dominated strategy, no non-credible threat). Different
//! priors can end at different equilibria; the default ([`solve`]) is the uniform prior, as in
//! Game Theory Explorer. A prior with zeros is accepted ([`solve_from_prior`]) but loses the
//! guarantee: where the prior never goes, the players' starting best responses are ties that
//! the lexicographic rule breaks arbitrarily, and the answer may be an imperfect equilibrium
//! (the tests show a pure prior ending at an entry deterrence threat that is never carried
//! out).
//!
//! **The LCP.** Each player's payoffs are shifted so that their largest is −1, so that the
//! sequence-form payoff matrices `A`, `B` are ≤ 0 and the values of the information sets are
//! negative. With `E x = e`, `F y = f` the players' sequence-form constraints, the variables
//! `z = (x, q, y, p)` (player 1's sequences, player 2's value variables, one per row of `F`,
//! player 2's sequences, player 1's value variables) and their slacks `w`:
//!
//! ```text
//!          x     q     y     p                      d
//! w_x  [   0     0    −A   −Eᵀ ]         0       −A y₀
//! w_q  [   0     0     F     0  ]  z  +  −f   +     f     z₀  ≥ 0,   z ≥ 0,   wᵀz = 0.
//! w_y  [ −Bᵀ   −Fᵀ    0     0  ]         0      −Bᵀ x₀
//! w_p  [   E     0     0     0  ]        −e        e
//! ```
//!
//! The rows say `E x ≥ (1 − z₀) e` — `x` is `1 − z₀` times a realization plan — and
//! `Eᵀ(−p) ≥ A (y + z₀ y₀)` with equality on `x`'s support — `x` is a best response to
//! `y + z₀ y₀` — and the same for player 2. This is Game Theory Explorer's LCP and covering
//! vector (`SequenceForm.getLemkeLCP` and `addCoveringVector`), in the same order ([`lcp`]),
//! so that the same lexicographic rule takes the same pivots: the tests compare `M`, `q`, `d`
//! with those printed in GTE's unit test, and the pivots with those GTE's `LemkeAlgorithm`
//! takes on the same games and priors.
//!
//! **The pivots.** `z₀` enters first, at the root row of player 1's constraints (`z₀ = 1`
//! makes both root rows feasible; the tie goes to the later row), then the complement of the
//! variable that just left enters, the leaving one chosen by the minimum ratio with ties
//! broken lexicographically (so it cannot cycle) and `z₀` leaving as soon as it ties (GTE
//! stops there too but may pivot on another tied row, leaving `z₀` basic at 0: the same
//! point after the same number of pivots), until
//! `z₀` has left: then `x` and `y` are realization plans in equilibrium, checked by exact best
//! responses ([`Checked`]). Each pivot is recorded ([`Pivot`]) with its variables named for
//! people, the value of `z₀` after it, and, while the record stays small, `x` and `y`. The
//! tableau is dense and exact, for the games of courses and of Gambit's catalogue (up to
//! [`MAX_ENTRIES`] entries).
//!
//! ## References
//! - D. Koller, N. Megiddo and B. von Stengel (1996), "Efficient computation of equilibria for
//!   extensive two-person games", Games and Economic Behavior 14.
//! - B. von Stengel, A. van den Elzen and D. Talman (2002), "Computing normal form perfect
//!   equilibria for extensive two-person games", Econometrica 70.
//! - Game Theory Explorer (github.com/gambitproject/gte), `lib-algo`: `lse.math.games.lcp`
//!   (`LemkeAlgorithm`, `LexicographicMethod`) and `lse.math.games.tree.SequenceForm`.

use crate::equilibrium::SolveError;
use num_traits::{One, Signed};
use serde::{Deserialize, Serialize};

use super::sequence_form::{Behaviour, Checked};
use crate::exact::Q;
use crate::models::imperfect::recall::Sequences;
use crate::models::imperfect::Game;
use crate::rng::{below, Seed};

pub mod lcp;
mod tableau;

pub use lcp::{check_prior, realization_plan, Layout, SequenceLcp};
use tableau::{Col, Tableau};

/// The largest tableau (rows × columns) pivoted in rationals.
pub const MAX_ENTRIES: usize = 4_000_000;
/// Most pivots before giving up (Lemke's algorithm terminates, but this bounds the work).
pub const MAX_PIVOTS: usize = 100_000;
/// Most entries of `x` and `y` recorded over all pivots; later pivots record none (a page
/// steps through small games; a large one keeps its record small).
pub const MAX_RECORDED_PLAN_ENTRIES: usize = 200_000;

/// A variable of the LCP. Players are numbered from 0; sequences are indices into the
/// player's [`Sequences`] (0: the empty sequence); constraint rows are 0 for the root and
/// `k` for the player's `k`-th information set (`Sequences::infosets[k − 1]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Var {
    /// The covering variable: 1 at the start (best responses to the prior), 0 at the end.
    Z0,
    /// A sequence's probability (times `1 − z₀`).
    Sequence {
        /// The player.
        player: usize,
        /// The sequence.
        sequence: usize,
    },
    /// How much less than a best response a sequence earns (0 for the ones played).
    SequenceSlack {
        /// The player.
        player: usize,
        /// The sequence.
        sequence: usize,
    },
    /// A player's value variable at a constraint row (minus the payoff a best response
    /// earns from there, in shifted payoffs).
    Value {
        /// The player.
        player: usize,
        /// The constraint row.
        row: usize,
    },
    /// How much a constraint row's probabilities exceed what they must be.
    ConstraintSlack {
        /// The player.
        player: usize,
        /// The constraint row.
        row: usize,
    },
}

impl Var {
    /// The complementary variable (`z₀` is its own).
    pub fn complement(self) -> Var {
        match self {
            Var::Z0 => Var::Z0,
            Var::Sequence { player, sequence } => Var::SequenceSlack { player, sequence },
            Var::SequenceSlack { player, sequence } => Var::Sequence { player, sequence },
            Var::Value { player, row } => Var::ConstraintSlack { player, row },
            Var::ConstraintSlack { player, row } => Var::Value { player, row },
        }
    }

    /// The variable named for people in `game`, whose players' sequences are `seqs`:
    /// "Sender's sequence beer at strong", "slack of Receiver's constraint at after quiche",
    /// "z0".
    pub fn describe(self, game: &Game, seqs: &[Sequences; 2]) -> String {
        let sequence = |p: usize, s: usize| {
            let who = &game.players[p];
            if s == 0 {
                return format!("{who}'s empty sequence");
            }
            let k = seqs[p].first.partition_point(|&f| f <= s) - 1;
            let h = seqs[p].infosets[k];
            format!(
                "{who}'s sequence {} at {}",
                game.action_name(h, s - seqs[p].first[k]),
                game.infoset_name(h)
            )
        };
        let row = |p: usize, k: usize| {
            if k == 0 {
                "the root".to_string()
            } else {
                game.infoset_name(seqs[p].infosets[k - 1])
            }
        };
        match self {
            Var::Z0 => "z0".into(),
            Var::Sequence {
                player,
                sequence: s,
            } => sequence(player, s),
            Var::SequenceSlack {
                player,
                sequence: s,
            } => {
                format!("slack of {}", sequence(player, s))
            }
            Var::Value { player, row: k } => {
                format!("{}'s value at {}", game.players[player], row(player, k))
            }
            Var::ConstraintSlack { player, row: k } => format!(
                "slack of {}'s constraint at {}",
                game.players[player],
                row(player, k)
            ),
        }
    }
}

/// One pivot of the path.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pivot {
    /// The variable that entered the basis.
    pub entered: Var,
    /// The variable that left it.
    pub left: Var,
    /// `entered`, named for people ([`Var::describe`]).
    pub entered_name: String,
    /// `left`, named for people.
    pub left_name: String,
    /// `z₀` after the pivot: 1 at the start, 0 at the end; `1 − z₀` is how far along the
    /// tracing path the players are ([`Pivot::travelled`]).
    pub z0: Q,
    /// Player 1's and player 2's sequence variables `x`, `y` after the pivot (by sequence,
    /// each `1 − z₀` times the realization plan played, see [`Pivot::plans`]); `None` once
    /// [`MAX_RECORDED_PLAN_ENTRIES`] entries have been recorded.
    pub sequences: Option<[Vec<Q>; 2]>,
}

impl Pivot {
    /// How far along the path: `1 − z₀` (0 at the start, 1 at the equilibrium).
    pub fn travelled(&self) -> Q {
        Q::one() - &self.z0
    }

    /// The behaviour strategies at this point (`seqs`: the players' sequences), when the
    /// sequence variables were recorded; a set the plan does not reach gets the uniform
    /// distribution.
    pub fn behaviour(&self, game: &Game, seqs: &[Sequences; 2]) -> Option<[Behaviour; 2]> {
        let z = self.sequences.as_ref()?;
        Some([
            behaviour_from_sequences(game, &seqs[0], &z[0]),
            behaviour_from_sequences(game, &seqs[1], &z[1]),
        ])
    }

    /// The realization plans the players play at this point, `x / (1 − z₀)` and
    /// `y / (1 − z₀)` (each a best response to the other's plan mixed with the prior); `None`
    /// at the start (`z₀ = 1`, where the tableau holds no plan yet) or when not recorded.
    pub fn plans(&self) -> Option<[Vec<Q>; 2]> {
        let t = self.travelled();
        if !t.is_positive() {
            return None;
        }
        self.sequences.as_ref().map(|[x, y]| {
            [
                x.iter().map(|v| v / &t).collect(),
                y.iter().map(|v| v / &t).collect(),
            ]
        })
    }
}

/// The equilibrium found, with the prior it started from and the path that found it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LemkeEquilibrium {
    /// The behaviour strategies, checked by exact best responses.
    pub checked: Checked,
    /// The prior (a behaviour strategy per player).
    pub prior: [Behaviour; 2],
    /// The pivots, in order (the first brings `z₀` in).
    pub pivots: Vec<Pivot>,
}

/// The uniform prior: every action of every information set of the two players equally
/// likely (Game Theory Explorer's default).
pub fn uniform_prior(game: &Game) -> [Behaviour; 2] {
    prior_with(game, |n| vec![1; n])
}

/// A completely mixed prior drawn from `seed`: at each information set, weights 1–16 drawn
/// uniformly, normalised (so the fractions stay small).
pub fn random_prior(game: &Game, seed: Seed) -> [Behaviour; 2] {
    let mut rng = seed.rng();
    prior_with(game, |n| {
        (0..n).map(|_| 1 + below(&mut rng, 16) as i64).collect()
    })
}

fn prior_with(game: &Game, mut weights: impl FnMut(usize) -> Vec<i64>) -> [Behaviour; 2] {
    let mut prior: [Behaviour; 2] = [
        vec![Vec::new(); game.infosets().len()],
        vec![Vec::new(); game.infosets().len()],
    ];
    for (p, b) in prior.iter_mut().enumerate().take(game.num_players()) {
        for h in game.player_infosets(p) {
            let w = weights(game.infosets()[h].actions.len());
            let total: i64 = w.iter().sum();
            b[h] = w.iter().map(|&v| Q::new(v.into(), total.into())).collect();
        }
    }
    prior
}

/// Runs Lemke's algorithm on the sequence form of `game` (two players, perfect recall) from
/// the uniform prior.
pub fn solve(game: &Game) -> Result<LemkeEquilibrium, SolveError> {
    solve_from_prior(game, &uniform_prior(game))
}

/// Runs Lemke's algorithm on the sequence form of `game` (two players, perfect recall) from
/// `prior`, a behaviour strategy per player (indexed by the game's information sets; each of
/// the player's sets must hold a probability distribution, see [`check_prior`]). A prior that
/// is not completely mixed is accepted, but the equilibrium found need not be perfect (see
/// the module's documentation).
pub fn solve_from_prior(
    game: &Game,
    prior: &[Behaviour; 2],
) -> Result<LemkeEquilibrium, SolveError> {
    let lcp = SequenceLcp::new(game, prior)?;
    let layout = lcp.layout;
    let n = layout.len();
    let var = |c: Col| match c {
        Col::W(i) => layout.w(i),
        Col::Z(i) => layout.z(i),
        Col::Z0 => Var::Z0,
    };
    let names: Vec<String> = (0..n)
        .map(|i| layout.w(i).describe(game, &lcp.sequences))
        .chain((0..n).map(|i| layout.z(i).describe(game, &lcp.sequences)))
        .collect();
    let name = |c: Col| match c {
        Col::W(i) => names[i].clone(),
        Col::Z(i) => names[n + i].clone(),
        Col::Z0 => "z0".to_string(),
    };
    let [n1, n2] = layout.sequences;
    let (oy, width) = (layout.sequence(1, 0), n1 + n2);
    let mut recorded = 0;
    let mut record = |tab: &Tableau, entered: Col, left: Col| {
        let sequences = (recorded + width <= MAX_RECORDED_PLAN_ENTRIES).then(|| {
            recorded += width;
            let z = tab.z();
            [z[..n1].to_vec(), z[oy..oy + n2].to_vec()]
        });
        Pivot {
            entered: var(entered),
            left: var(left),
            entered_name: name(entered),
            left_name: name(left),
            z0: tab.z0(),
            sequences,
        }
    };
    let mut tab = Tableau::new(&lcp);
    let first = Tableau::first_row(&lcp).ok_or(SolveError::NoCovering)?;
    let mut left = tab.pivot(first, Col::Z0);
    let mut pivots = vec![record(&tab, Col::Z0, left)];
    while left != Col::Z0 {
        if pivots.len() >= MAX_PIVOTS {
            return Err(SolveError::TooManyPivots(MAX_PIVOTS));
        }
        let entering = left.complement();
        let r = tab
            .leaving_row(entering)
            .ok_or_else(|| SolveError::Ray(name(entering)))?;
        left = tab.pivot(r, entering);
        pivots.push(record(&tab, entering, left));
    }
    let z = tab.z();
    let behaviour = [
        behaviour_from_sequences(game, &lcp.sequences[0], &z[..n1]),
        behaviour_from_sequences(game, &lcp.sequences[1], &z[oy..oy + n2]),
    ];
    Ok(LemkeEquilibrium {
        checked: Checked::new(game, behaviour),
        prior: prior.clone(),
        pivots,
    })
}

/// The behaviour strategy of sequence variables: at each set, each action's share of the
/// set's total (which is `x(σ(h))` at a realization plan, and more only at sets nobody
/// reaches); uniform where the total is 0.
fn behaviour_from_sequences(game: &Game, s: &Sequences, x: &[Q]) -> Behaviour {
    let mut out: Behaviour = vec![Vec::new(); game.infosets().len()];
    for (k, &h) in s.infosets.iter().enumerate() {
        let n = game.infosets()[h].actions.len();
        let own = &x[s.first[k]..s.first[k] + n];
        let total: Q = own.iter().sum();
        out[h] = if total.is_positive() {
            own.iter().map(|v| v / &total).collect()
        } else {
            vec![Q::new(1.into(), (n as i64).into()); n]
        };
    }
    out
}

#[cfg(test)]
mod tests;
