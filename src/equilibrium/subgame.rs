//! Subgame perfection on extensive-form trees: backward induction (step by step, so a page
//! can animate it), the pure Nash equilibria of a tree's induced normal form, and, for every
//! Nash equilibrium that is not subgame perfect, the non-credible threats that keep it from
//! being one.
//!
//! Why here and not beside the tree: the tree (`games::extensive`) is a game class with its
//! file format and editor; solution concepts live in `equilibrium`, which depends on the game
//! classes and never the other way round. Ties in backward induction are broken by the first
//! (lowest-index) action and reported.
//!
//! ## References
//! - The seed thesis, chapter 3: backward induction and subgame perfection.
//! - R. Selten (1975), "Reexamination of the perfectness concept for equilibrium points in
//!   extensive games", International Journal of Game Theory 4.

use num_traits::Zero;
use serde::{Deserialize, Serialize};

use super::pure_equilibria;
use crate::exact::Q;
use crate::models::extensive::{
    GameTree, InducedNormalForm, Node, NodeId, Profile, StrategyOrder, TreeError, CHANCE,
};

/// One step of backward induction: at `node`, `player` picks `action`, and `value` (the payoff
/// pair of the subgame under the equilibrium) is propagated to the node. At a chance node
/// `player` is [`CHANCE`], `action` is 0 and `value` is the expectation over its outcomes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The decision node.
    pub node: NodeId,
    /// The player to move there.
    pub player: usize,
    /// The chosen action index.
    pub action: usize,
    /// The subgame's value under the equilibrium.
    pub value: [Q; 2],
    /// Whether another action was exactly as good for the mover (the tie was broken by the
    /// first best action).
    pub tie: bool,
}

/// The result of backward induction.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BackwardInduction {
    /// The subgame-perfect equilibrium found.
    pub profile: Profile,
    /// Its payoffs.
    pub value: [Q; 2],
    /// The steps in the order they are taken (children before parents, left to right).
    pub steps: Vec<Step>,
    /// Decision nodes where the mover was indifferent between best actions. When this is
    /// empty the subgame-perfect equilibrium is unique.
    pub ties: Vec<NodeId>,
}

/// A decision node where a profile's prescribed action is not a best response given the
/// profile below it: a non-credible threat (or promise).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Threat {
    /// The root of the subgame.
    pub node: NodeId,
    /// The player to move there.
    pub player: usize,
    /// The action the profile prescribes.
    pub prescribed: usize,
    /// A best action given the profile below (the first one).
    pub better: usize,
    /// The mover's payoff from the prescribed action.
    pub prescribed_value: Q,
    /// The mover's payoff from the better action.
    pub better_value: Q,
}

impl InducedNormalForm {
    /// All pure Nash equilibria as `(row, col)` indices, in row-major order.
    pub fn pure_equilibria(&self) -> Vec<(usize, usize)> {
        pure_equilibria(&self.game)
    }
}

impl GameTree {
    /// All pure Nash equilibria of the induced normal form, as profiles.
    pub fn pure_equilibria(&self, order: StrategyOrder) -> Result<Vec<Profile>, TreeError> {
        let nf = self.induced_normal_form(order)?;
        Ok(nf
            .pure_equilibria()
            .into_iter()
            .map(|(r, c)| nf.profile(r, c))
            .collect())
    }

    /// Backward induction: the subgame-perfect equilibrium and the steps that find it. At
    /// each decision node the mover takes the action maximising their own payoff; ties are
    /// broken by the first such action and recorded in [`BackwardInduction::ties`].
    pub fn backward_induction(&self) -> Result<BackwardInduction, TreeError> {
        let root = self.validated_root()?;
        let slots = self.slots();
        let mut profile: Profile = [
            vec![0; self.decision_nodes(0).len()],
            vec![0; self.decision_nodes(1).len()],
        ];
        let mut value: Vec<Option<[Q; 2]>> = vec![None; self.nodes().len()];
        let mut steps = Vec::new();
        let mut ties = Vec::new();
        // Iterative postorder: reversed preorder visits children before parents, but right to
        // left; a proper postorder keeps the animation left to right.
        let mut stack = vec![(root, false)];
        while let Some((n, expanded)) = stack.pop() {
            match &self.nodes()[n] {
                Node::Leaf { payoffs, .. } => value[n] = Some(payoffs.clone()),
                Node::Chance { outcomes, .. } => {
                    if !expanded {
                        stack.push((n, true));
                        for (_, _, c) in outcomes.iter().rev() {
                            stack.push((c.expect("validated"), false));
                        }
                        continue;
                    }
                    let mut v = [Q::zero(), Q::zero()];
                    for (_, p, c) in outcomes {
                        let w = value[c.expect("validated")].as_ref().expect("postorder");
                        v[0] += p * &w[0];
                        v[1] += p * &w[1];
                    }
                    steps.push(Step {
                        node: n,
                        player: CHANCE,
                        action: 0,
                        value: v.clone(),
                        tie: false,
                    });
                    value[n] = Some(v);
                }
                Node::Decision {
                    player, actions, ..
                } => {
                    if !expanded {
                        stack.push((n, true));
                        for (_, c) in actions.iter().rev() {
                            stack.push((c.expect("validated"), false));
                        }
                        continue;
                    }
                    let mut best = 0;
                    let mut tie = false;
                    let vals: Vec<&[Q; 2]> = actions
                        .iter()
                        .map(|(_, c)| value[c.expect("validated")].as_ref().expect("postorder"))
                        .collect();
                    for (k, v) in vals.iter().enumerate().skip(1) {
                        if v[*player] > vals[best][*player] {
                            best = k;
                            tie = false;
                        } else if v[*player] == vals[best][*player] {
                            tie = true;
                        }
                    }
                    let v = vals[best].clone();
                    profile[*player][slots[n]] = best;
                    if tie {
                        ties.push(n);
                    }
                    steps.push(Step {
                        node: n,
                        player: *player,
                        action: best,
                        value: v.clone(),
                        tie,
                    });
                    value[n] = Some(v);
                }
            }
        }
        let value = value[root].clone().expect("root evaluated");
        Ok(BackwardInduction {
            profile,
            value,
            steps,
            ties,
        })
    }

    /// The decision nodes (in preorder) where the action `profile` prescribes is not a best
    /// response for the mover given `profile` in the subgames below: the non-credible threats.
    /// By the one-shot deviation principle the list is empty exactly when `profile` is
    /// subgame perfect.
    pub fn non_credible_threats(&self, profile: &Profile) -> Result<Vec<Threat>, TreeError> {
        let slots = self.check_profile(profile)?;
        let mut out = Vec::new();
        for n in self.preorder() {
            let Node::Decision {
                player, actions, ..
            } = &self.nodes()[n]
            else {
                continue;
            };
            let chosen = self.prescribed(n, profile, &slots).expect("decision node");
            let vals: Vec<Q> = actions
                .iter()
                .map(|(_, c)| {
                    self.play_from_slots(c.expect("validated"), profile, &slots)[*player].clone()
                })
                .collect();
            let mut better = 0;
            for (k, v) in vals.iter().enumerate() {
                if *v > vals[better] {
                    better = k;
                }
            }
            if vals[better] > vals[chosen] {
                out.push(Threat {
                    node: n,
                    player: *player,
                    prescribed: chosen,
                    better,
                    prescribed_value: vals[chosen].clone(),
                    better_value: vals[better].clone(),
                });
            }
        }
        Ok(out)
    }

    /// Whether `profile` is a subgame-perfect equilibrium.
    pub fn is_subgame_perfect(&self, profile: &Profile) -> Result<bool, TreeError> {
        Ok(self.non_credible_threats(profile)?.is_empty())
    }
}
