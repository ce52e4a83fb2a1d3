//! The network as the [`Prior`] of the project's PUCT ([`crate::search::mcts`]), and the
//! Dirichlet noise self-play adds at the root.
//!
//! The search asks for a new node's policy when it adds the node and for its value right
//! after (its simulation), so [`NetworkPrior`] keeps its last evaluation and answers the
//! second question without a second forward pass. The noise is a wrapper prior
//! ([`RootNoise`]) that mixes `(1 − ε)·p + ε·η` into the policy of one position, the root:
//! the search itself is unchanged, and its other users see nothing of it. The Dirichlet
//! sample is drawn from Gamma variates (Marsaglia & Tsang 2000) with the project's seeded
//! generator, so a seed fixes it.
//!
//! ## References
//! - D. Silver et al., "A general reinforcement learning algorithm that masters chess, shogi,
//!   and Go through self-play", Science 362 (2018) (root noise, ε = 0.25).
//! - G. Marsaglia, W. W. Tsang, "A simple method for generating gamma variables", ACM TOMS 26
//!   (2000).

use std::cell::RefCell;
use std::sync::Arc;

use super::encoder::Encoder;
use super::network::Network;
use crate::game::{Player, State, Turn};
use crate::rng::{unit_f64, GameRng};
use crate::search::mcts::Prior;

/// The bit set of the legal actions' slots.
pub fn legal_slots<S: State, E: Encoder<S>>(encoder: &E, actions: &[S::Action]) -> u64 {
    actions
        .iter()
        .fold(0u64, |m, &a| m | 1 << encoder.action_index(a))
}

/// A network guiding PUCT: its policy over the legal actions and its value, from the first
/// player's view as [`Prior`] asks.
pub struct NetworkPrior<S: State, E> {
    network: Arc<Network>,
    encoder: E,
    input: RefCell<Vec<f64>>,
    last: RefCell<Option<(S, Vec<f64>, f64)>>,
}

impl<S: State + PartialEq, E: Encoder<S>> NetworkPrior<S, E> {
    /// The prior of `network` reading positions through `encoder`.
    pub fn new(network: Arc<Network>, encoder: E) -> Self {
        let inputs = encoder.inputs();
        NetworkPrior {
            network,
            encoder,
            input: RefCell::new(vec![0.0; inputs]),
            last: RefCell::new(None),
        }
    }

    /// The network's policy over all slots and its value from the mover's view, for a
    /// position that is not over.
    pub fn evaluate(&self, state: &S) -> (Vec<f64>, f64) {
        if let Some((s, p, v)) = &*self.last.borrow() {
            if s == state {
                return (p.clone(), *v);
            }
        }
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        let legal = legal_slots(&self.encoder, &actions);
        let mut input = self.input.borrow_mut();
        self.encoder.encode(state, &mut input);
        let (p, v) = self.network.evaluate(&input, legal);
        *self.last.borrow_mut() = Some((state.clone(), p.clone(), v));
        (p, v)
    }
}

impl<S: State + PartialEq, E: Encoder<S>> Prior<S> for NetworkPrior<S, E> {
    fn policy(&self, state: &S, actions: &[S::Action], out: &mut Vec<f64>) {
        let (p, _) = self.evaluate(state);
        out.clear();
        out.extend(actions.iter().map(|&a| p[self.encoder.action_index(a)]));
    }

    fn value(&self, state: &S) -> Option<f64> {
        let mover = match state.turn() {
            Turn::Player(p) => p,
            _ => return None,
        };
        let (_, v) = self.evaluate(state);
        Some(if mover == Player(0) { v } else { -v })
    }

    fn name(&self) -> &'static str {
        "network"
    }
}

/// A prior with Dirichlet noise mixed into the policy of one position (the root of a
/// self-play search): `(1 − ε)·p + ε·η`, `η ~ Dir(α, …, α)` over its legal actions.
pub struct RootNoise<S: State, P> {
    inner: P,
    root: S,
    noise: Vec<f64>,
    epsilon: f64,
}

impl<S: State + PartialEq, P: Prior<S>> RootNoise<S, P> {
    /// `inner` with noise of concentration `alpha` and weight `epsilon` at `root`, drawn from
    /// `rng`.
    pub fn new(inner: P, root: S, alpha: f64, epsilon: f64, rng: &mut GameRng) -> Self {
        let mut actions = Vec::new();
        root.legal_actions(&mut actions);
        let noise = dirichlet(alpha, actions.len(), rng);
        RootNoise {
            inner,
            root,
            noise,
            epsilon,
        }
    }
}

impl<S: State + PartialEq, P: Prior<S>> Prior<S> for RootNoise<S, P> {
    fn policy(&self, state: &S, actions: &[S::Action], out: &mut Vec<f64>) {
        self.inner.policy(state, actions, out);
        if *state == self.root && self.epsilon > 0.0 {
            for (p, n) in out.iter_mut().zip(&self.noise) {
                *p = (1.0 - self.epsilon) * *p + self.epsilon * n;
            }
        }
    }

    fn value(&self, state: &S) -> Option<f64> {
        self.inner.value(state)
    }

    fn name(&self) -> &'static str {
        "network with root noise"
    }
}

/// A standard normal variate (Box–Muller, one of the pair).
fn normal(rng: &mut GameRng) -> f64 {
    let u = 1.0 - unit_f64(rng); // in (0, 1]
    let v = unit_f64(rng);
    (-2.0 * u.ln()).sqrt() * (std::f64::consts::TAU * v).cos()
}

/// A Gamma(`shape`, 1) variate by Marsaglia and Tsang's method (with their boost
/// `G(a) = G(a + 1)·U^(1/a)` below shape 1).
pub fn gamma(shape: f64, rng: &mut GameRng) -> f64 {
    if shape < 1.0 {
        let u = 1.0 - unit_f64(rng);
        return gamma(shape + 1.0, rng) * u.powf(1.0 / shape);
    }
    let d = shape - 1.0 / 3.0;
    let c = 1.0 / (9.0 * d).sqrt();
    loop {
        let x = normal(rng);
        let v = (1.0 + c * x).powi(3);
        if v <= 0.0 {
            continue;
        }
        let u = 1.0 - unit_f64(rng);
        if u.ln() < 0.5 * x * x + d - d * v + d * v.ln() {
            return d * v;
        }
    }
}

/// A sample of the symmetric Dirichlet distribution `Dir(α, …, α)` over `n` components.
pub fn dirichlet(alpha: f64, n: usize, rng: &mut GameRng) -> Vec<f64> {
    let mut x: Vec<f64> = (0..n).map(|_| gamma(alpha, rng)).collect();
    let sum: f64 = x.iter().sum();
    if sum > 0.0 {
        for v in &mut x {
            *v /= sum;
        }
    } else {
        x.fill(1.0 / n as f64);
    }
    x
}
