//! The agents' reasons: what greedy and ISMCTS say about a decision ([`Explanation`]), and
//! the opponents of a match deciding with their reasons.

use crate::game::{InformationSet, ObservingBot};
use crate::games::love_letter::agents::{
    greedy_decision, playable, AgentKind, IsmctsAgent, ProbabilisticAgent, RandomAgent,
};
use crate::games::love_letter::{Card, Play, Round};
use crate::rng::Seed;

/// An agent's reasons for one decision.
#[derive(Clone, Debug, PartialEq)]
pub enum Explanation {
    /// Random: one of this many distinct plays (never the Princess).
    Random {
        /// The distinct plays it chose among.
        choices: usize,
    },
    /// Greedy: the probabilities and scores of the seed's formula, in exact fractions.
    Greedy {
        /// With memory of what its Priest, Baron and King revealed.
        memory: bool,
        /// (card, P(card)) for the eight cards, for the chosen target when memory is used.
        probabilities: Vec<(Card, String)>,
        /// (card in hand, F) — each card once.
        scores: Vec<(Card, String)>,
    },
    /// Probabilistic: the same P(c) and F as greedy's (without memory), drawn from instead of
    /// maximised — the card in proportion to F, a Guard's guess in proportion to P(c).
    Probabilistic {
        /// (card, P(card)) for the eight cards.
        probabilities: Vec<(Card, String)>,
        /// (card in hand, F) — each card once.
        scores: Vec<(Card, String)>,
    },
    /// ISMCTS: the root's plays with their visits and mean reward.
    Ismcts {
        /// Iterations per decision.
        iterations: u32,
        /// (play, visits, mean reward), most visited first.
        visits: Vec<(Play, u32, f64)>,
    },
}

/// One decision of an agent (or advice for the human).
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The seat that decided.
    pub seat: u8,
    /// The agent's name.
    pub agent: String,
    /// The play chosen.
    pub play: Play,
    /// Why.
    pub explanation: Explanation,
}

pub(super) fn greedy_explanation(
    view: &InformationSet<'_, Round>,
    memory: bool,
) -> (Play, Explanation) {
    let (play, probabilities, scores) = greedy_tables(view, memory);
    (
        play,
        Explanation::Greedy {
            memory,
            probabilities,
            scores,
        },
    )
}

/// Greedy's play, and its P(c) and F as the explanations show them.
type GreedyTables = (Play, Vec<(Card, String)>, Vec<(Card, String)>);

fn greedy_tables(view: &InformationSet<'_, Round>, memory: bool) -> GreedyTables {
    let d = greedy_decision(view, memory);
    let probabilities = Card::ALL
        .iter()
        .map(|&c| (c, d.probabilities[usize::from(c.value()) - 1].to_string()))
        .collect();
    let scores = Card::ALL
        .iter()
        .filter_map(|&c| d.scores[usize::from(c.value()) - 1].map(|f| (c, f.to_string())))
        .collect();
    (d.play, probabilities, scores)
}

/// The probabilistic agent's draw, with the P(c) and F it drew from.
pub(super) fn probabilistic_explanation(
    agent: &mut ProbabilisticAgent,
    view: &InformationSet<'_, Round>,
) -> (Play, Explanation) {
    let play = agent.choose(view);
    let (_, probabilities, scores) = greedy_tables(view, false);
    (
        play,
        Explanation::Probabilistic {
            probabilities,
            scores,
        },
    )
}

pub(super) fn ismcts_explanation(
    agent: &mut IsmctsAgent,
    view: &InformationSet<'_, Round>,
    iterations: u32,
) -> (Play, Explanation) {
    let play = agent.choose(view);
    // Already in the agent's order: most visits first, ties by play.
    let visits = agent.last_visits().to_vec();
    (play, Explanation::Ismcts { iterations, visits })
}

/// An agent in a seat of a match (one of [`crate::games::love_letter::agents::MATCH_OPPONENTS`]).
pub(super) enum Opponent {
    Random(RandomAgent),
    Greedy(bool),
    Probabilistic(ProbabilisticAgent),
    Ismcts(IsmctsAgent, u32),
}

impl Opponent {
    /// The opponent `name` (checked by the match's settings), as its explaining self.
    pub(super) fn new(name: &str, seed: Seed, iterations: u32) -> Opponent {
        match AgentKind::parse(name) {
            Some(AgentKind::Random) => Opponent::Random(RandomAgent::new(seed)),
            Some(AgentKind::Greedy) => Opponent::Greedy(false),
            Some(AgentKind::GreedyMemory) => Opponent::Greedy(true),
            Some(AgentKind::Probabilistic) => {
                Opponent::Probabilistic(ProbabilisticAgent::new(seed))
            }
            // The match's settings refuse unknown names.
            Some(AgentKind::Ismcts) | None => {
                Opponent::Ismcts(IsmctsAgent::new(iterations, seed), iterations)
            }
        }
    }

    pub(super) fn decide(&mut self, view: &InformationSet<'_, Round>) -> (Play, Explanation) {
        match self {
            Opponent::Random(a) => {
                let play = a.choose(view);
                let choices = playable(view.legal_actions()).len();
                (play, Explanation::Random { choices })
            }
            Opponent::Greedy(memory) => greedy_explanation(view, *memory),
            Opponent::Probabilistic(a) => probabilistic_explanation(a, view),
            Opponent::Ismcts(a, it) => ismcts_explanation(a, view, *it),
        }
    }
}
