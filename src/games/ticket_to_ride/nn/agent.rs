//! The network as a player: the decision class it picks at a turn's start turned into an
//! action by the algorithmic player's sub-routines, with counters of its forbidden decisions.

use super::network::Network;
use super::CLASSES;
use crate::game::InformationSet;
use crate::game::ObservingBot;
use crate::games::ticket_to_ride::algo::{self, choose_payment, draw_card, plan, Plan};
use crate::games::ticket_to_ride::{usa, Action, Game, Observation, Phase};

/// The longest of `routes` (ties: the first), as the algorithmic player picks.
fn longest(routes: &[usize]) -> Option<usize> {
    routes
        .iter()
        .copied()
        .max_by_key(|&r| (usa().routes[r].length, std::cmp::Reverse(r)))
}

/// The action of decision class `class` at the start of a turn, by the algorithmic player's
/// sub-routines (see the module documentation); `None` when the class gives none (no route to
/// claim, no card to draw). The action may be illegal (tickets from an empty pile, a pass).
pub fn class_action(
    obs: &Observation,
    plan: &Plan,
    legal: &[Action],
    class: usize,
) -> Option<Action> {
    match class {
        0 => Some(Action::Pass),
        1 => draw_card(obs, plan, legal),
        2 => Some(Action::DrawTickets),
        _ => {
            let r = longest(&plan.fitting)
                .or_else(|| longest(&plan.possible))
                .or_else(|| longest(&plan.claimable))?;
            let others: Vec<usize> = plan.missing.iter().copied().filter(|&m| m != r).collect();
            choose_payment(obs, r, &others).map(|(color, locomotives)| Action::Claim {
                route: r as u8,
                color,
                locomotives,
            })
        }
    }
}

/// The neural-network player (see the module documentation). Its counters cover the
/// network's own decisions (turn starts) only.
#[derive(Clone, Debug)]
pub struct NnAgent<'a> {
    network: &'a Network,
    /// Decisions the network took (one per turn).
    pub decisions: u32,
    /// Of those, the forbidden ones (no action, or an illegal one).
    pub forbidden: u32,
    /// How often each class was chosen.
    pub chosen: [u32; CLASSES],
}

impl<'a> NnAgent<'a> {
    /// A player deciding with `network`.
    pub fn new(network: &'a Network) -> NnAgent<'a> {
        NnAgent {
            network,
            decisions: 0,
            forbidden: 0,
            chosen: [0; CLASSES],
        }
    }
}

impl ObservingBot<Game> for NnAgent<'_> {
    fn name(&self) -> String {
        "nn".into()
    }

    fn propose(&mut self, view: &InformationSet<'_, Game>) -> Option<Action> {
        let obs = view.observation();
        let legal = view.legal_actions();
        if obs.phase != Phase::Start {
            return Some(algo::decide(obs, legal));
        }
        let p = plan(obs);
        let class = self
            .network
            .classify(&self.network.features().inputs(obs, &p));
        self.decisions += 1;
        self.chosen[class] += 1;
        let action = class_action(obs, &p, legal, class);
        if !matches!(action, Some(a) if legal.contains(&a)) {
            self.forbidden += 1;
        }
        action
    }

    fn choose(&mut self, view: &InformationSet<'_, Game>) -> Action {
        crate::game::decide(self, view).0
    }

    /// The algorithmic player's decision, in place of a forbidden class.
    fn fallback(&mut self, view: &InformationSet<'_, Game>) -> Action {
        algo::decide(view.observation(), view.legal_actions())
    }
}
