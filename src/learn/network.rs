//! The policy-value network: a shared trunk of fully connected ReLU layers, a softmax policy
//! head over every action slot (illegal slots masked out) and a tanh value head; its seeded
//! initialisation, its forward pass, and the AlphaZero loss with its gradient by hand-written
//! backpropagation.
//!
//! **Why f64.** The network is small (a few thousand to a few tens of thousands of
//! parameters) and evaluated one position at a time, so the arithmetic is scalar either way
//! and f64 costs no more time than f32 would; it matches the [`Prior`](crate::search::mcts::Prior)
//! trait's f64, lets the gradient be checked against finite differences to 10⁻⁶ rather than
//! 10⁻², and makes a saved file an exact copy (JSON numbers round-trip f64 exactly).
//!
//! **Layout.** Parameters lie in one flat vector, so the optimiser ([`Adam`]) and the file
//! walk them in one fixed order: each trunk layer's weights (row by row: one row per neuron,
//! one column per input) then its biases; then the policy head's weights and biases; then the
//! value head's.
//!
//! **Loss** (Silver et al. 2018): `l = −Σₐ πₐ log pₐ + (v − z)² + λ‖θ‖²` averaged over a
//! batch, with `π` the search's visit distribution, `z` the game's result from the mover's
//! view and `λ‖θ‖²` over the weights only (not the biases).

use serde::{Deserialize, Serialize};

use super::sample::Sample;
use crate::rng::{unit_f64, Seed};

/// A policy-value network (see the [module](self) documentation).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Network {
    pub(super) game: String,
    pub(super) inputs: usize,
    pub(super) hidden: Vec<usize>,
    pub(super) actions: usize,
    pub(super) params: Vec<f64>,
}

/// Where one fully connected layer's parameters lie in the flat vector.
#[derive(Clone, Copy, Debug)]
pub(super) struct Layer {
    pub(super) w: usize,
    pub(super) b: usize,
    pub(super) inputs: usize,
    pub(super) outputs: usize,
}

impl Layer {
    fn end(self) -> usize {
        self.b + self.outputs
    }

    /// `out = W·x + b`.
    fn apply(self, params: &[f64], x: &[f64], out: &mut Vec<f64>) {
        out.clear();
        out.extend_from_slice(&params[self.b..self.end()]);
        for (o, z) in out.iter_mut().enumerate() {
            let row = &params[self.w + o * self.inputs..self.w + (o + 1) * self.inputs];
            *z += dot(row, x);
        }
    }
}

/// `Σ aᵢ·bᵢ` in four interleaved sums (a fixed order, so every target gives the same bits,
/// and one the compiler can keep in registers).
fn dot(a: &[f64], b: &[f64]) -> f64 {
    let mut s = [0.0; 4];
    let chunks = a.len() / 4;
    for k in 0..chunks {
        for j in 0..4 {
            s[j] += a[4 * k + j] * b[4 * k + j];
        }
    }
    let mut tail = 0.0;
    for k in 4 * chunks..a.len() {
        tail += a[k] * b[k];
    }
    (s[0] + s[1]) + (s[2] + s[3]) + tail
}

/// The mean losses of a batch.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Loss {
    /// The policy's cross-entropy against the visit distributions.
    pub policy: f64,
    /// The value's squared error against the results.
    pub value: f64,
    /// The L2 penalty `λ‖θ‖²`.
    pub l2: f64,
}

impl Loss {
    /// Policy + value + L2: what the gradient is of.
    pub fn total(&self) -> f64 {
        self.policy + self.value + self.l2
    }
}

/// What the forward pass leaves for the backward one.
struct Trace {
    /// `acts[0]` is the input, `acts[k]` the k-th trunk layer's output after ReLU.
    acts: Vec<Vec<f64>>,
    /// The policy over the slots (0 on illegal ones).
    policy: Vec<f64>,
    /// The value after tanh, from the mover's view.
    value: f64,
}

impl Network {
    /// A network for `inputs` inputs and `actions` action slots with the given hidden
    /// layers, initialised from `seed`: He-uniform trunk weights (for ReLU), head weights
    /// ten times smaller so the first policy is near uniform and the first value near 0, and
    /// zero biases.
    ///
    /// # Panics
    /// If there is no hidden layer, a layer has no neuron, or there are more than 64 action
    /// slots.
    pub fn new(game: &str, inputs: usize, hidden: &[usize], actions: usize, seed: Seed) -> Self {
        assert!(!hidden.is_empty(), "at least one hidden layer");
        assert!(
            inputs > 0 && actions > 0 && hidden.iter().all(|&h| h > 0),
            "empty layer"
        );
        assert!(actions <= 64, "at most 64 action slots");
        let mut net = Network {
            game: game.to_string(),
            inputs,
            hidden: hidden.to_vec(),
            actions,
            params: Vec::new(),
        };
        let (trunk, policy, value) = net.layers();
        net.params = vec![0.0; value.end()];
        let mut rng = seed.rng();
        let heads = [(policy, 0.1), (value, 0.1)];
        for (layer, scale) in trunk.iter().map(|&l| (l, 1.0)).chain(heads) {
            let limit = scale * (6.0 / layer.inputs as f64).sqrt();
            for p in &mut net.params[layer.w..layer.b] {
                *p = (2.0 * unit_f64(&mut rng) - 1.0) * limit;
            }
        }
        net
    }

    /// The trunk's layers, the policy head and the value head.
    pub(super) fn layers(&self) -> (Vec<Layer>, Layer, Layer) {
        let mut at = 0;
        let mut next = |inputs: usize, outputs: usize| {
            let l = Layer {
                w: at,
                b: at + inputs * outputs,
                inputs,
                outputs,
            };
            at = l.end();
            l
        };
        let mut trunk = Vec::with_capacity(self.hidden.len());
        let mut width = self.inputs;
        for &h in &self.hidden {
            trunk.push(next(width, h));
            width = h;
        }
        let policy = next(width, self.actions);
        let value = next(width, 1);
        (trunk, policy, value)
    }

    /// The game it plays.
    pub fn game(&self) -> &str {
        &self.game
    }

    /// The number of inputs.
    pub fn inputs(&self) -> usize {
        self.inputs
    }

    /// The hidden layers' sizes.
    pub fn hidden(&self) -> &[usize] {
        &self.hidden
    }

    /// The number of action slots.
    pub fn actions(&self) -> usize {
        self.actions
    }

    /// Every parameter, in the layout of the [module](self) documentation.
    pub fn params(&self) -> &[f64] {
        &self.params
    }

    /// The parameters, to change (for tests and optimisers).
    pub fn params_mut(&mut self) -> &mut [f64] {
        &mut self.params
    }

    fn trace(&self, x: &[f64], legal: u64) -> Trace {
        assert_eq!(x.len(), self.inputs, "input size");
        debug_assert!(legal != 0, "at least one legal slot");
        let (trunk, policy, value) = self.layers();
        let mut acts = Vec::with_capacity(trunk.len() + 1);
        acts.push(x.to_vec());
        for l in &trunk {
            let mut out = Vec::with_capacity(l.outputs);
            l.apply(&self.params, acts.last().expect("an input"), &mut out);
            for z in &mut out {
                *z = z.max(0.0);
            }
            acts.push(out);
        }
        let h = acts.last().expect("a trunk");
        let mut logits = Vec::with_capacity(self.actions);
        policy.apply(&self.params, h, &mut logits);
        let max = (0..self.actions)
            .filter(|a| legal >> a & 1 == 1)
            .map(|a| logits[a])
            .fold(f64::NEG_INFINITY, f64::max);
        let mut sum = 0.0;
        for (a, z) in logits.iter_mut().enumerate() {
            *z = if legal >> a & 1 == 1 {
                (*z - max).exp()
            } else {
                0.0
            };
            sum += *z;
        }
        for z in &mut logits {
            *z /= sum;
        }
        let mut v = Vec::with_capacity(1);
        value.apply(&self.params, h, &mut v);
        Trace {
            acts,
            policy: logits,
            value: v[0].tanh(),
        }
    }

    /// The policy over the action slots (0 on the slots not in `legal`, a bit set per legal
    /// slot; the rest sum to 1) and the value in [−1, 1] from the mover's view, for the
    /// encoded position `x`.
    ///
    /// # Panics
    /// If `x` has not as many values as the network has inputs.
    pub fn evaluate(&self, x: &[f64], legal: u64) -> (Vec<f64>, f64) {
        let t = self.trace(x, legal);
        (t.policy, t.value)
    }

    /// The mean losses over `batch` with L2 weight `l2`, and the gradient of their total
    /// with respect to every parameter (in the parameters' order).
    pub fn gradient(&self, batch: &[&Sample], l2: f64) -> (Loss, Vec<f64>) {
        let mut grad = vec![0.0; self.params.len()];
        let (trunk, policy, value) = self.layers();
        let mut loss = Loss::default();
        if batch.is_empty() {
            return (loss, grad);
        }
        let scale = 1.0 / batch.len() as f64;
        let width = *self.hidden.last().expect("a hidden layer");
        for s in batch {
            let t = self.trace(&s.input, s.legal);
            for a in 0..self.actions {
                if s.policy[a] > 0.0 {
                    loss.policy -= s.policy[a] * t.policy[a].max(f64::MIN_POSITIVE).ln();
                }
            }
            loss.value += (t.value - s.value).powi(2);
            // The softmax with cross-entropy: ∂l/∂zₐ = pₐ − πₐ on legal slots (π sums to 1
            // over them); masked slots take no part.
            let dz: Vec<f64> = (0..self.actions)
                .map(|a| (t.policy[a] - s.policy[a]) * scale)
                .collect();
            // (v − z)² through tanh: 2(v − z)(1 − v²).
            let du = 2.0 * (t.value - s.value) * (1.0 - t.value * t.value) * scale;
            let h = t.acts.last().expect("a trunk");
            let mut delta = vec![0.0; width];
            for (layer, deltas) in [(policy, &dz[..]), (value, &[du][..])] {
                for (o, &d) in deltas.iter().enumerate() {
                    if d == 0.0 {
                        continue;
                    }
                    grad[layer.b + o] += d;
                    let w = layer.w + o * layer.inputs;
                    for j in 0..layer.inputs {
                        grad[w + j] += d * h[j];
                        delta[j] += d * self.params[w + j];
                    }
                }
            }
            for (k, l) in trunk.iter().enumerate().rev() {
                // ReLU: the gradient passes where the neuron was active.
                for (d, &a) in delta.iter_mut().zip(&t.acts[k + 1]) {
                    if a <= 0.0 {
                        *d = 0.0;
                    }
                }
                let input = &t.acts[k];
                let mut prev = vec![0.0; l.inputs];
                for (o, &d) in delta.iter().enumerate() {
                    if d == 0.0 {
                        continue;
                    }
                    grad[l.b + o] += d;
                    let w = l.w + o * l.inputs;
                    for j in 0..l.inputs {
                        grad[w + j] += d * input[j];
                        prev[j] += d * self.params[w + j];
                    }
                }
                delta = prev;
            }
        }
        loss.policy *= scale;
        loss.value *= scale;
        for l in trunk.iter().chain([&policy, &value]) {
            for (g, &p) in grad[l.w..l.b].iter_mut().zip(&self.params[l.w..l.b]) {
                loss.l2 += l2 * p * p;
                *g += 2.0 * l2 * p;
            }
        }
        (loss, grad)
    }
}

/// Adam (Kingma & Ba 2015): per parameter, running means of the gradient and of its square,
/// bias-corrected; `θ ← θ − η·m̂/(√v̂ + ε)`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Adam {
    /// The learning rate η.
    pub rate: f64,
    m: Vec<f64>,
    v: Vec<f64>,
    t: u32,
}

/// Adam's β₁ (Kingma & Ba 2015's default).
pub const ADAM_BETA1: f64 = 0.9;
/// Adam's β₂ (Kingma & Ba 2015's default).
pub const ADAM_BETA2: f64 = 0.999;
/// Adam's ε (Kingma & Ba 2015's default).
pub const ADAM_EPSILON: f64 = 1e-8;

impl Adam {
    /// An optimiser for `parameters` parameters with learning rate `rate`.
    pub fn new(parameters: usize, rate: f64) -> Adam {
        Adam {
            rate,
            m: vec![0.0; parameters],
            v: vec![0.0; parameters],
            t: 0,
        }
    }

    /// One step on `params` down the gradient `grad`.
    pub fn update(&mut self, params: &mut [f64], grad: &[f64]) {
        self.t += 1;
        let c1 = 1.0 - ADAM_BETA1.powi(self.t as i32);
        let c2 = 1.0 - ADAM_BETA2.powi(self.t as i32);
        for i in 0..params.len() {
            self.m[i] = ADAM_BETA1 * self.m[i] + (1.0 - ADAM_BETA1) * grad[i];
            self.v[i] = ADAM_BETA2 * self.v[i] + (1.0 - ADAM_BETA2) * grad[i] * grad[i];
            let m = self.m[i] / c1;
            let v = self.v[i] / c2;
            params[i] -= self.rate * m / (v.sqrt() + ADAM_EPSILON);
        }
    }
}
