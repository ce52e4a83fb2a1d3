//! The algorithmic player of Łabno (2018) as a bot ([`AlgoAgent`]), in either reading: the
//! reconstruction from the thesis's words ([`super::algo`]) or the rules of the thesis's own
//! repository ([`super::algo_thesis`]). The experiments and the network's evaluation seat it at
//! a table like any other player.

use super::{algo, algo_thesis, Action, Game};
use crate::game::{InformationSet, ObservingBot};

/// The algorithmic player as a bot that sees only its information set: the reconstruction
/// ([`super::algo`]), or (`thesis`) the thesis's repository's rules ([`super::algo_thesis`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct AlgoAgent {
    /// Play by the thesis's repository's rules.
    pub thesis: bool,
}

impl ObservingBot<Game> for AlgoAgent {
    fn name(&self) -> String {
        if self.thesis { "algo-thesis" } else { "algo" }.into()
    }

    fn choose(&mut self, view: &InformationSet<'_, Game>) -> Action {
        if self.thesis {
            algo_thesis::decide(view.observation(), view.legal_actions())
        } else {
            algo::decide(view.observation(), view.legal_actions())
        }
    }
}
