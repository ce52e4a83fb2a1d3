//! The network's mathematics: a fully connected classifier with ReLU hidden layers and a
//! softmax output, its seeded initialisation, forward pass, loss and gradient by
//! backpropagation. Parameters lie in one flat vector so the optimiser and the saved file
//! ([`super::file`]) walk them in one fixed order.

use serde::{Deserialize, Serialize};

use super::{AdaGrad, Example, ARCHITECTURE, CLASSES};
use crate::games::ticket_to_ride::features::FeatureSet;
use crate::rng::{unit_f64, Seed};

/// A fully connected network with ReLU hidden layers and a softmax output.
///
/// Parameters lie in one vector, layer after layer: the weights row by row (one row per
/// neuron, one column per input), then the biases.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Network {
    pub(super) sizes: Vec<usize>,
    pub(super) params: Vec<f64>,
    /// The inputs it reads.
    #[serde(default)]
    pub(super) features: FeatureSet,
}

/// Where one layer's parameters lie.
#[derive(Clone, Copy)]
pub(super) struct Layer {
    pub(super) w: usize,
    pub(super) b: usize,
    pub(super) inputs: usize,
    pub(super) outputs: usize,
}

impl Network {
    /// The player's network ([`ARCHITECTURE`], the thesis's 26 features), initialised from
    /// `seed`.
    pub fn new(seed: Seed) -> Network {
        Network::for_inputs(FeatureSet::Original, seed)
    }

    /// The player's hidden layers over the inputs of `features` (the revised set has 28),
    /// initialised from `seed`.
    pub fn for_inputs(features: FeatureSet, seed: Seed) -> Network {
        Network::with_hidden_for(features, &ARCHITECTURE[1..3], seed)
    }

    /// A network reading the 26 features with the given hidden layers (for experiments and
    /// tests; the player and its files use [`ARCHITECTURE`]).
    ///
    /// # Panics
    /// If a hidden layer has no neuron.
    pub fn with_hidden(hidden: &[usize], seed: Seed) -> Network {
        Network::with_hidden_for(FeatureSet::Original, hidden, seed)
    }

    /// A network reading `features`, with [`CLASSES`] outputs and the given hidden layers.
    ///
    /// # Panics
    /// If a hidden layer has no neuron.
    pub fn with_hidden_for(features: FeatureSet, hidden: &[usize], seed: Seed) -> Network {
        assert!(hidden.iter().all(|&h| h > 0), "empty hidden layer");
        let mut sizes = vec![features.len()];
        sizes.extend_from_slice(hidden);
        sizes.push(CLASSES);
        let total = sizes.windows(2).map(|w| w[0] * w[1] + w[1]).sum();
        let mut net = Network {
            sizes,
            params: vec![0.0; total],
            features,
        };
        let mut rng = seed.rng();
        let layers = net.layers();
        let last = layers.len() - 1;
        for (i, l) in layers.into_iter().enumerate() {
            let limit = if i == last {
                (6.0 / (l.inputs + l.outputs) as f64).sqrt()
            } else {
                (6.0 / l.inputs as f64).sqrt()
            };
            for p in &mut net.params[l.w..l.b] {
                *p = (2.0 * unit_f64(&mut rng) - 1.0) * limit;
            }
        }
        net
    }

    pub(super) fn layers(&self) -> Vec<Layer> {
        let mut at = 0;
        self.sizes
            .windows(2)
            .map(|s| {
                let l = Layer {
                    w: at,
                    b: at + s[0] * s[1],
                    inputs: s[0],
                    outputs: s[1],
                };
                at = l.b + s[1];
                l
            })
            .collect()
    }

    /// Layer sizes, inputs first.
    pub fn sizes(&self) -> &[usize] {
        &self.sizes
    }

    /// The inputs it reads.
    pub fn features(&self) -> FeatureSet {
        self.features
    }

    /// Connection weights (34 120 for [`ARCHITECTURE`], the thesis's count).
    pub fn weights(&self) -> usize {
        self.sizes.windows(2).map(|w| w[0] * w[1]).sum()
    }

    /// Biases, one per neuron outside the input layer (344 for [`ARCHITECTURE`]).
    pub fn biases(&self) -> usize {
        self.sizes[1..].iter().sum()
    }

    /// All parameters: weights and biases.
    pub fn parameters(&self) -> usize {
        self.params.len()
    }

    /// Every layer's output for input `x`: `acts[0]` is `x`, the last is the softmax.
    fn forward(&self, x: &[f64]) -> Vec<Vec<f64>> {
        let layers = self.layers();
        let last = layers.len() - 1;
        let mut acts: Vec<Vec<f64>> = Vec::with_capacity(layers.len() + 1);
        acts.push(x.to_vec());
        for (i, l) in layers.iter().enumerate() {
            let input = &acts[i];
            let mut out = self.params[l.b..l.b + l.outputs].to_vec();
            for (o, z) in out.iter_mut().enumerate() {
                let row = &self.params[l.w + o * l.inputs..l.w + (o + 1) * l.inputs];
                *z += row.iter().zip(input).map(|(w, a)| w * a).sum::<f64>();
            }
            if i == last {
                let max = out.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                let mut sum = 0.0;
                for z in &mut out {
                    *z = (*z - max).exp();
                    sum += *z;
                }
                for z in &mut out {
                    *z /= sum;
                }
            } else {
                for z in &mut out {
                    *z = z.max(0.0);
                }
            }
            acts.push(out);
        }
        acts
    }

    /// The class probabilities for the scaled features `x`.
    ///
    /// # Panics
    /// If `x` does not have as many values as the network has inputs.
    pub fn probabilities(&self, x: &[f64]) -> Vec<f64> {
        assert_eq!(x.len(), self.sizes[0], "input size");
        self.forward(x).pop().expect("an output layer")
    }

    /// The most probable class (ties: the lowest).
    pub fn classify(&self, x: &[f64]) -> usize {
        argmax(&self.probabilities(x))
    }

    /// The mean cross-entropy over `examples` and the share classified right (0, 0 when
    /// there are none).
    pub fn loss(&self, examples: &[Example]) -> (f64, f64) {
        if examples.is_empty() {
            return (0.0, 0.0);
        }
        let (mut loss, mut right) = (0.0, 0usize);
        for e in examples {
            let p = self.probabilities(&e.features);
            let y = usize::from(e.class);
            loss -= p[y].max(f64::MIN_POSITIVE).ln();
            right += usize::from(argmax(&p) == y);
        }
        let n = examples.len() as f64;
        (loss / n, right as f64 / n)
    }

    /// The mean cross-entropy over `batch` and its gradient with respect to every parameter
    /// (in the parameters' order), by backpropagation.
    pub fn gradient(&self, batch: &[Example]) -> (f64, Vec<f64>) {
        self.gradient_of(batch, Reduction::Mean)
    }

    /// The gradient of the batch's loss reduced by `reduction` (the mean, or the thesis's sum),
    /// and the batch's mean cross-entropy (the same number either way, for reports).
    pub fn gradient_of(&self, batch: &[Example], reduction: Reduction) -> (f64, Vec<f64>) {
        let mut grad = vec![0.0; self.params.len()];
        if batch.is_empty() {
            return (0.0, grad);
        }
        let layers = self.layers();
        let mean = 1.0 / batch.len() as f64;
        let scale = match reduction {
            Reduction::Mean => mean,
            Reduction::Sum => 1.0,
        };
        let mut loss = 0.0;
        for e in batch {
            let acts = self.forward(&e.features);
            let y = usize::from(e.class);
            let p = acts.last().expect("an output");
            loss -= p[y].max(f64::MIN_POSITIVE).ln();
            // dL/dz of the softmax layer: p − onehot(y).
            let mut delta: Vec<f64> = p.iter().map(|&q| q * scale).collect();
            delta[y] -= scale;
            for (i, l) in layers.iter().enumerate().rev() {
                let input = &acts[i];
                for (o, &d) in delta.iter().enumerate() {
                    grad[l.b + o] += d;
                    if d != 0.0 {
                        let row = &mut grad[l.w + o * l.inputs..l.w + (o + 1) * l.inputs];
                        for (g, a) in row.iter_mut().zip(input) {
                            *g += d * a;
                        }
                    }
                }
                if i > 0 {
                    let mut prev = vec![0.0; l.inputs];
                    for (o, &d) in delta.iter().enumerate() {
                        if d != 0.0 {
                            let row = &self.params[l.w + o * l.inputs..l.w + (o + 1) * l.inputs];
                            for (pv, w) in prev.iter_mut().zip(row) {
                                *pv += d * w;
                            }
                        }
                    }
                    // ReLU: the gradient passes where the neuron was active.
                    for (pv, a) in prev.iter_mut().zip(input) {
                        if *a <= 0.0 {
                            *pv = 0.0;
                        }
                    }
                    delta = prev;
                }
            }
        }
        (loss * mean, grad)
    }

    /// One AdaGrad step on `batch`; returns the batch's mean cross-entropy before the step.
    pub fn train_batch(&mut self, optimiser: &mut AdaGrad, batch: &[Example]) -> f64 {
        self.train_batch_of(optimiser, batch, Reduction::Mean)
    }

    /// One AdaGrad step on the batch's loss reduced by `reduction`; returns the batch's mean
    /// cross-entropy before the step.
    pub fn train_batch_of(
        &mut self,
        optimiser: &mut AdaGrad,
        batch: &[Example],
        reduction: Reduction,
    ) -> f64 {
        let (loss, grad) = self.gradient_of(batch, reduction);
        optimiser.update(&mut self.params, &grad);
        loss
    }
}

/// How a mini-batch's losses are combined into the one the gradient is taken of.
///
/// The thesis reduces by the sum (`tf.losses.Reduction.SUM`); ours by the mean. Under AdaGrad
/// the two give nearly the same steps: every gradient of a full batch is the mean's times the
/// batch size, and AdaGrad divides by the root of the summed squares, so the factor cancels
/// but for the smaller last batch of an epoch (weighted less under the sum) and the ε in the
/// denominator.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Reduction {
    /// The mean over the batch (ours).
    #[default]
    Mean,
    /// The sum over the batch (the thesis's).
    Sum,
}

impl Reduction {
    /// Its name: `mean` or `sum`.
    pub fn name(self) -> &'static str {
        match self {
            Reduction::Mean => "mean",
            Reduction::Sum => "sum",
        }
    }

    /// The reduction named `name`.
    pub fn parse(name: &str) -> Result<Reduction, String> {
        match name.trim() {
            "mean" => Ok(Reduction::Mean),
            "sum" => Ok(Reduction::Sum),
            other => Err(format!("loss reduction {other:?}: mean or sum")),
        }
    }
}

/// The index of the largest value (ties: the first).
pub(super) fn argmax(xs: &[f64]) -> usize {
    let mut best = 0;
    for (i, &x) in xs.iter().enumerate() {
        if x > xs[best] {
            best = i;
        }
    }
    best
}
