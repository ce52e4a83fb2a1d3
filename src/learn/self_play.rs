//! Self-play: the network plays itself with PUCT, and every move leaves a training sample
//! (the encoded position, the search's visit distribution, the game's result).
//!
//! A batch of games is a pure function, [`self_play`]: a network snapshot, a seed and a range
//! of game numbers give the samples, game `g` always from `seed.derive(g)`. So the browser can
//! split a generation's games over several Web Workers and the command line over several
//! threads, and the samples are the same as one worker playing them all in order.
//!
//! Each move runs the project's PUCT ([`Mcts`]) for a number of simulations with the
//! network's prior and Dirichlet noise at the root ([`RootNoise`]); for the first moves of a
//! game the move is drawn in proportion to the visits (temperature 1), later the most visited
//! is played (temperature → 0), as AlphaZero does.

use std::ops::Range;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::encoder::Encoder;
use super::network::Network;
use super::prior::{legal_slots, NetworkPrior, RootNoise};
pub use super::sample::Sample;
use crate::game::Player;
use crate::rng::{below, Seed};
use crate::search::mcts::{Config, Mcts, Variant};
use crate::search::Searchable;

/// How self-play searches and chooses its moves.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SelfPlaySettings {
    /// PUCT simulations per move.
    pub simulations: u32,
    /// PUCT's exploration constant `c`.
    pub exploration: f64,
    /// The root noise's Dirichlet concentration α.
    pub dirichlet_alpha: f64,
    /// The root noise's weight ε.
    pub noise_weight: f64,
    /// Moves at the start of a game drawn in proportion to the visits; later the most
    /// visited move is played.
    pub temperature_moves: u32,
}

/// How a trained network chooses a move when it is measured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mover {
    /// The policy head's most probable legal move (no search).
    Policy,
    /// PUCT with the network for this many simulations, no noise, the most visited move.
    Search {
        /// Simulations per move.
        simulations: u32,
    },
}

impl Mover {
    /// The command line's choice: 0 for the policy, N for PUCT with N simulations.
    pub fn from_simulations(simulations: u32) -> Mover {
        if simulations == 0 {
            Mover::Policy
        } else {
            Mover::Search { simulations }
        }
    }

    /// `policy`, or `puct N`.
    pub fn describe(self) -> String {
        match self {
            Mover::Policy => "policy".into(),
            Mover::Search { simulations } => format!("puct {simulations}"),
        }
    }
}

/// The move `network` chooses at the non-terminal `state` as `mover` says (`seed` breaks
/// the search's ties; the policy's go to the first legal action in the game's order).
pub fn choose_move<S, E>(
    network: &Arc<Network>,
    encoder: &E,
    mover: Mover,
    state: &S,
    seed: Seed,
) -> S::Action
where
    S: Searchable + PartialEq + 'static,
    E: Encoder<S> + 'static,
{
    let mut actions = Vec::new();
    state.legal_actions(&mut actions);
    assert!(!actions.is_empty(), "a move at a position that is over");
    match mover {
        Mover::Policy => {
            let mut input = vec![0.0; encoder.inputs()];
            encoder.encode(state, &mut input);
            let (p, _) = network.evaluate(&input, legal_slots(encoder, &actions));
            let mut best = actions[0];
            for &a in &actions[1..] {
                if p[encoder.action_index(a)] > p[encoder.action_index(best)] {
                    best = a;
                }
            }
            best
        }
        Mover::Search { simulations } => {
            let prior = NetworkPrior::new(Arc::clone(network), encoder.clone());
            let mut search =
                Mcts::new(state.clone(), Config::new(Variant::Puct, seed)).with_prior(prior);
            search.run(u64::from(simulations.max(1)));
            search
                .best_action()
                .expect("a searched position has a move")
        }
    }
}

/// One self-play game from the encoder's start, every random choice from `seed`.
pub fn play_game<S, E>(
    network: &Arc<Network>,
    encoder: &E,
    settings: &SelfPlaySettings,
    seed: Seed,
) -> Vec<Sample>
where
    S: Searchable + PartialEq + 'static,
    E: Encoder<S> + 'static,
{
    let mut rng = seed.rng();
    let mut state = encoder.start();
    let mut samples = Vec::new();
    let mut movers = Vec::new();
    let mut ply = 0u32;
    while !state.is_terminal() {
        let prior = NetworkPrior::new(Arc::clone(network), encoder.clone());
        let prior = RootNoise::new(
            prior,
            state.clone(),
            settings.dirichlet_alpha,
            settings.noise_weight,
            &mut rng,
        );
        let config = Config::new(Variant::Puct, seed.derive(u64::from(ply)))
            .with_exploration(settings.exploration);
        let mut search = Mcts::new(state.clone(), config).with_prior(prior);
        search.run(u64::from(settings.simulations.max(1)));
        let root = search.tree().root();
        let visits: Vec<(S::Action, u64)> = root
            .expanded()
            .map(|(a, c)| (a, search.tree().node(c).visits()))
            .collect();
        let total: u64 = visits.iter().map(|v| v.1).sum();
        let mut policy = vec![0.0; encoder.actions()];
        for &(a, n) in &visits {
            policy[encoder.action_index(a)] = n as f64 / total as f64;
        }
        let mut input = vec![0.0; encoder.inputs()];
        encoder.encode(&state, &mut input);
        samples.push(Sample {
            input,
            legal: legal_slots(encoder, root.actions()),
            policy,
            value: 0.0,
        });
        movers.push(state.turn());
        let action = if ply < settings.temperature_moves {
            // Visits sum to at most 2³² in any run this crate makes, so a u32 draw suffices.
            let total = u32::try_from(total).expect("fewer than 2³² simulations");
            let mut pick = below(&mut rng, total);
            let mut chosen = visits[0].0;
            for &(a, n) in &visits {
                if u64::from(pick) < n {
                    chosen = a;
                    break;
                }
                pick -= n as u32;
            }
            chosen
        } else {
            search
                .best_action()
                .expect("a searched position has a move")
        };
        state.apply(action);
        ply += 1;
    }
    let result = state.returns()[Player(0)];
    for (s, turn) in samples.iter_mut().zip(movers) {
        s.value = if turn == crate::game::Turn::Player(Player(0)) {
            result
        } else {
            -result
        };
    }
    samples
}

/// The samples of games `games` (game `g` played from `seed.derive(g)`), in game order.
pub fn self_play<S, E>(
    network: &Arc<Network>,
    encoder: &E,
    settings: &SelfPlaySettings,
    seed: Seed,
    games: Range<u64>,
) -> Vec<Sample>
where
    S: Searchable + PartialEq + 'static,
    E: Encoder<S> + 'static,
{
    games
        .flat_map(|g| play_game(network, encoder, settings, seed.derive(g)))
        .collect()
}
