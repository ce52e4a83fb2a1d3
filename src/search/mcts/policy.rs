//! What a search may be told about a game beyond its rules: a [`Prior`] (a policy over the
//! legal actions, and optionally a value, for PUCT) and a [`Simulation`] (how a new node's
//! value is estimated). Each is a trait with a knowledge-free default — [`UniformPrior`] and
//! [`RandomPlayout`] — so a heuristic or a value network can replace it later without touching
//! the search.

use crate::game::{Player, State, Turn};
use crate::rng::{choose, GameRng};

/// A policy over the legal actions of a position, and optionally its value: what PUCT is
/// guided by (AlphaZero's network, a heuristic, or nothing: [`UniformPrior`]).
pub trait Prior<S: State> {
    /// Fills `out` with one probability per action of `actions` (in that order; they sum to
    /// 1). `actions` is the state's non-empty list of legal actions.
    fn policy(&self, state: &S, actions: &[S::Action], out: &mut Vec<f64>);

    /// The position's value from the first player's view, in [−1, 1], when the prior knows
    /// it: PUCT then uses it instead of a playout (as AlphaZero does). `None` by default.
    fn value(&self, state: &S) -> Option<f64> {
        let _ = state;
        None
    }

    /// A short name for reports.
    fn name(&self) -> &'static str;
}

/// Every legal action equally likely, no value: PUCT without knowledge.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UniformPrior;

impl<S: State> Prior<S> for UniformPrior {
    fn policy(&self, _state: &S, actions: &[S::Action], out: &mut Vec<f64>) {
        out.clear();
        let p = 1.0 / actions.len() as f64;
        out.resize(actions.len(), p);
    }

    fn name(&self) -> &'static str {
        "uniform"
    }
}

/// How a new leaf's value is estimated: a playout to the end of the game by default; a value
/// network or a static evaluation can stand in.
pub trait Simulation<S: State> {
    /// The value of the non-terminal `state` from the first player's view, in [−1, 1]. Moves
    /// played to reach it are appended to `moves` (for the teaching view; an estimator that
    /// plays none leaves it empty). All randomness comes from `rng`.
    fn simulate(&mut self, state: &S, rng: &mut GameRng, moves: &mut Vec<S::Action>) -> f64;

    /// A short name for reports.
    fn name(&self) -> &'static str;
}

/// Uniformly random legal moves until the game ends; the value is the first player's return.
#[derive(Clone, Debug, Default)]
pub struct RandomPlayout<A> {
    legal: Vec<A>,
}

impl<A> RandomPlayout<A> {
    /// A playout policy.
    pub fn new() -> Self {
        RandomPlayout { legal: Vec::new() }
    }
}

impl<S: State> Simulation<S> for RandomPlayout<S::Action> {
    fn simulate(&mut self, state: &S, rng: &mut GameRng, moves: &mut Vec<S::Action>) -> f64 {
        let mut state = state.clone();
        loop {
            match state.turn() {
                Turn::Terminal => return state.returns()[Player(0)],
                Turn::Chance => {
                    // The search asks for deterministic games; a chance node is sampled all
                    // the same rather than mistaken for a move.
                    let outcome = state.sample_chance(rng);
                    state.apply(outcome);
                }
                Turn::Player(_) => {
                    state.legal_actions(&mut self.legal);
                    let action = *choose(rng, &self.legal);
                    moves.push(action);
                    state.apply(action);
                }
            }
        }
    }

    fn name(&self) -> &'static str {
        "random playout"
    }
}
