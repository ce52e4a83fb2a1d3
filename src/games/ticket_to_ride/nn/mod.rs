//! The neural-network player of Łabno (2018, ch. 4), reconstructed: a small classifier of the
//! decision type, trained on the algorithmic player's best games, that leaves every
//! sub-decision to the algorithmic player's sub-routines.
//!
//! **The network.** 26 inputs ([`super::features`]) → 180 → 160 → 4, ReLU on both hidden
//! layers, softmax over the 4 decision classes ([`CLASS_NAMES`]: 0 pass, 1 draw train cards,
//! 2 draw tickets, 3 claim a route). The thesis's figure of 34 120 weights counts the
//! connections only (26·180 + 180·160 + 160·4); this network also has a bias per neuron, 344
//! more parameters ([`Network::weights`], [`Network::biases`]). Parameters are `f64` (exact
//! gradient checks, and the same arithmetic natively and in wasm); the saved file rounds them
//! to 6 significant digits ([`Network::to_json`]). Initialisation is seeded: He-uniform
//! (`±√(6/fan-in)`) for the ReLU layers, Xavier-uniform (`±√(6/(fan-in + fan-out))`) for the
//! output layer, biases 0. Everything is written by hand; no machine-learning crate.
//!
//! **Training data** ([`TrainConfig`], [`Training`]). The algorithmic player
//! ([`super::algo::AlgoAgent`]) plays `games_per_count` games at each table size; at the
//! start of each of its turns ([`Phase::Start`]) the features of its observation and the
//! class of its decision are written down (claim → 3, a face-up or deck card → 1, tickets → 2,
//! pass → 0). Only the decisions of its good games are kept: per table size, the seats that
//! scored at least `min_score` (the thesis: 120 points, 5 700 states from 30 games per count);
//! when fewer than [`MIN_PASSING_SHARE`] of that table size's seats reach it, the
//! best-scoring half of them instead (ties by game and seat order), so that a high threshold
//! still leaves data. The scores are those without the longest-path bonus, as in the thesis's
//! experiments. A fixed, seeded 10 % of the decisions ([`HELD_OUT_SHARE`]; none when there
//! are fewer than 20) is held out to measure accuracy on positions not trained on (positions
//! of one game are correlated, so this is somewhat optimistic).
//!
//! **Training.** Cross-entropy, AdaGrad (`θ ← θ − η·g/(√Σg² + 10⁻⁸)`, default η = 0.01),
//! mini-batches of 250 in a seeded shuffle per epoch. [`Training`] is a [`Job`]: a step is one
//! teacher game, one mini-batch or one evaluation game, so a Web Worker runs it in slices.
//! After each epoch an [`EpochReport`] gives the loss and accuracy on the training and
//! held-out decisions and, when `eval_games > 0`, the playing strength of the network at that
//! epoch ([`Evaluation`]: mean score and forbidden moves, the thesis's learning curve); the
//! evaluation deals the same games every epoch, so the epochs are compared on equal cards.
//!
//! **The player** ([`NnAgent`]). At the start of a turn it computes the features, takes the
//! most probable class and turns it into an action with the algorithmic player's
//! sub-routines ([`class_action`]): claim → the route the algorithmic player would pick
//! (longest fitting, else longest possible, else longest claimable) paid with
//! [`super::algo::choose_payment`]; draw → the card the algorithmic player would draw; tickets
//! → draw tickets; pass → pass. A class that gives no action (nothing to claim or draw) or an
//! illegal one (tickets from an empty pile, a pass when something else is possible) is a
//! **forbidden decision**: [`record::play`] counts it and plays the algorithmic player's move
//! instead, and the game goes on. Choosing tickets and the second card are not the network's
//! decisions: there it plays the algorithmic player's choice, and these are not counted in
//! [`NnAgent::decisions`] or the forbidden rate.
//!
//! Everything is deterministic given the seeds: no clock, no threads, the project's PCG-32.

use serde::{Deserialize, Serialize};

use super::algo::{self, choose_payment, draw_card, plan, Plan};
use super::features::{features, FEATURES};
use super::record::{self, Agent};
use super::{usa, Action, Game, Observation, Phase};
use crate::game::InformationSet;
use crate::jobs::{Job, Progress};
use crate::rng::{below, unit_f64, GameRng, Seed};

/// Number of decision classes.
pub const CLASSES: usize = 4;

/// The decision classes, by index.
pub const CLASS_NAMES: [&str; CLASSES] =
    ["pass", "draw train cards", "draw tickets", "claim a route"];

/// The player's architecture: inputs, the two hidden layers, outputs.
pub const ARCHITECTURE: [usize; 4] = [FEATURES, 180, 160, CLASSES];

/// The `format` field of a saved network.
pub const FORMAT: &str = "gamelab-ticket-to-ride-nn";

/// The version of the saved-network format; it covers the features and their scaling too.
pub const FORMAT_VERSION: u32 = 1;

/// Significant digits of the parameters in a saved network.
pub const SAVED_DIGITS: usize = 6;

/// The share of decisions held out from training to measure accuracy.
pub const HELD_OUT_SHARE: f64 = 0.1;

/// When fewer than this share of a table size's seats reach the score threshold, the
/// best-scoring half of them is kept instead.
pub const MIN_PASSING_SHARE: f64 = 0.1;

/// Sub-streams of the training seed.
const STREAM_INIT: u64 = 1;
const STREAM_TEACHER: u64 = 2;
const STREAM_SPLIT: u64 = 3;
const STREAM_SHUFFLE: u64 = 4;
const STREAM_EVAL: u64 = 5;

/// The class of a decision taken at the start of a turn (see [`CLASS_NAMES`]); keeping
/// tickets (never a turn's first decision) counts as drawing tickets.
pub fn class_of(action: Action) -> usize {
    match action {
        Action::Pass => 0,
        Action::DrawFaceUp(_) | Action::DrawDeck => 1,
        Action::DrawTickets | Action::KeepTickets(_) => 2,
        Action::Claim { .. } => 3,
    }
}

/// One training example: a position's features and the teacher's decision class.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Example {
    /// The scaled features ([`super::features::features`]).
    pub features: [f64; FEATURES],
    /// The class, `0..CLASSES`.
    pub class: u8,
}

/// A fully connected network with ReLU hidden layers and a softmax output.
///
/// Parameters lie in one vector, layer after layer: the weights row by row (one row per
/// neuron, one column per input), then the biases.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Network {
    sizes: Vec<usize>,
    params: Vec<f64>,
}

/// Where one layer's parameters lie.
#[derive(Clone, Copy)]
struct Layer {
    w: usize,
    b: usize,
    inputs: usize,
    outputs: usize,
}

impl Network {
    /// The player's network ([`ARCHITECTURE`]), initialised from `seed`.
    pub fn new(seed: Seed) -> Network {
        Network::with_hidden(&ARCHITECTURE[1..3], seed)
    }

    /// A network with [`FEATURES`] inputs, [`CLASSES`] outputs and the given hidden layers
    /// (for experiments and tests; the player and its files use [`ARCHITECTURE`]).
    ///
    /// # Panics
    /// If a hidden layer has no neuron.
    pub fn with_hidden(hidden: &[usize], seed: Seed) -> Network {
        assert!(hidden.iter().all(|&h| h > 0), "empty hidden layer");
        let mut sizes = vec![FEATURES];
        sizes.extend_from_slice(hidden);
        sizes.push(CLASSES);
        let total = sizes.windows(2).map(|w| w[0] * w[1] + w[1]).sum();
        let mut net = Network {
            sizes,
            params: vec![0.0; total],
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

    fn layers(&self) -> Vec<Layer> {
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
        let mut grad = vec![0.0; self.params.len()];
        if batch.is_empty() {
            return (0.0, grad);
        }
        let layers = self.layers();
        let scale = 1.0 / batch.len() as f64;
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
        (loss * scale, grad)
    }

    /// One AdaGrad step on `batch`; returns the batch's mean cross-entropy before the step.
    pub fn train_batch(&mut self, optimiser: &mut AdaGrad, batch: &[Example]) -> f64 {
        let (loss, grad) = self.gradient(batch);
        optimiser.update(&mut self.params, &grad);
        loss
    }

    /// The network as a JSON file: format name and version, layer sizes, and per layer the
    /// weights (row by row: one row per neuron) and biases, rounded to [`SAVED_DIGITS`]
    /// significant digits.
    pub fn to_json(&self) -> String {
        let file = NetworkFile {
            format: FORMAT.into(),
            version: FORMAT_VERSION,
            sizes: self.sizes.clone(),
            layers: self
                .layers()
                .iter()
                .map(|l| LayerFile {
                    weights: self.params[l.w..l.b].iter().map(|&x| round(x)).collect(),
                    biases: self.params[l.b..l.b + l.outputs]
                        .iter()
                        .map(|&x| round(x))
                        .collect(),
                })
                .collect(),
        };
        serde_json::to_string(&file).expect("numbers and strings serialise")
    }

    /// Reads a network written by [`Network::to_json`]; refuses another format, version or
    /// architecture than the player's ([`ARCHITECTURE`]), and layers of the wrong size.
    pub fn from_json(text: &str) -> Result<Network, String> {
        let file: NetworkFile =
            serde_json::from_str(text).map_err(|e| format!("not a network file: {e}"))?;
        if file.format != FORMAT {
            return Err(format!(
                "format {:?}, expected {FORMAT:?} (a Ticket to Ride network)",
                file.format
            ));
        }
        if file.version != FORMAT_VERSION {
            return Err(format!(
                "format version {}, this program reads version {FORMAT_VERSION}",
                file.version
            ));
        }
        if file.sizes != ARCHITECTURE {
            return Err(format!(
                "layer sizes {:?}, the player's network is {ARCHITECTURE:?}",
                file.sizes
            ));
        }
        let mut net = Network {
            sizes: file.sizes,
            params: Vec::new(),
        };
        let layers = net.layers();
        if file.layers.len() != layers.len() {
            return Err(format!(
                "{} layers of parameters, expected {}",
                file.layers.len(),
                layers.len()
            ));
        }
        for (i, (l, f)) in layers.iter().zip(&file.layers).enumerate() {
            if f.weights.len() != l.inputs * l.outputs {
                return Err(format!(
                    "layer {}: {} weights, expected {} ({} × {})",
                    i + 1,
                    f.weights.len(),
                    l.inputs * l.outputs,
                    l.outputs,
                    l.inputs
                ));
            }
            if f.biases.len() != l.outputs {
                return Err(format!(
                    "layer {}: {} biases, expected {}",
                    i + 1,
                    f.biases.len(),
                    l.outputs
                ));
            }
            net.params.extend_from_slice(&f.weights);
            net.params.extend_from_slice(&f.biases);
        }
        Ok(net)
    }
}

/// The saved form of a [`Network`].
#[derive(Serialize, Deserialize)]
struct NetworkFile {
    format: String,
    version: u32,
    sizes: Vec<usize>,
    layers: Vec<LayerFile>,
}

#[derive(Serialize, Deserialize)]
struct LayerFile {
    weights: Vec<f64>,
    biases: Vec<f64>,
}

/// `x` rounded to [`SAVED_DIGITS`] significant digits.
fn round(x: f64) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    format!("{x:.prec$e}", prec = SAVED_DIGITS - 1)
        .parse()
        .expect("a formatted float parses")
}

/// The index of the largest value (ties: the first).
fn argmax(xs: &[f64]) -> usize {
    let mut best = 0;
    for (i, &x) in xs.iter().enumerate() {
        if x > xs[best] {
            best = i;
        }
    }
    best
}

/// AdaGrad: each parameter's step is the learning rate divided by the root of the sum of its
/// squared gradients so far.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AdaGrad {
    /// The learning rate η.
    pub learning_rate: f64,
    squares: Vec<f64>,
}

impl AdaGrad {
    /// Added to the root in the denominator.
    pub const EPSILON: f64 = 1e-8;

    /// A fresh optimiser for `parameters` parameters.
    pub fn new(parameters: usize, learning_rate: f64) -> AdaGrad {
        AdaGrad {
            learning_rate,
            squares: vec![0.0; parameters],
        }
    }

    /// Moves `params` against `grad`.
    pub fn update(&mut self, params: &mut [f64], grad: &[f64]) {
        for ((p, &g), s) in params.iter_mut().zip(grad).zip(&mut self.squares) {
            *s += g * g;
            *p -= self.learning_rate * g / (s.sqrt() + Self::EPSILON);
        }
    }
}

/// The longest of `routes` (ties: the first), as the algorithmic player picks.
fn longest(routes: &[usize]) -> Option<usize> {
    routes
        .iter()
        .copied()
        .max_by_key(|&r| (usa().routes[r].length, std::cmp::Reverse(r)))
}

/// The pre-trained network shipped with the project: `data/ttr_network.json`, written by
/// `gamelab ttr train --out data/ttr_network.json` with the default settings (seed 1).
pub const SHIPPED: &str = include_str!("../../../../data/ttr_network.json");

/// The shipped network (see [`SHIPPED`]).
pub fn shipped() -> Network {
    Network::from_json(SHIPPED).expect("the shipped network is valid (tested)")
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

impl Agent for NnAgent<'_> {
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
        let class = self.network.classify(&features(obs, &p));
        self.decisions += 1;
        self.chosen[class] += 1;
        let action = class_action(obs, &p, legal, class);
        if !matches!(action, Some(a) if legal.contains(&a)) {
            self.forbidden += 1;
        }
        action
    }
}

/// The algorithmic player, writing down an [`Example`] at the start of each of its turns.
#[derive(Default)]
struct Teacher {
    examples: Vec<Example>,
}

impl Agent for Teacher {
    fn name(&self) -> String {
        "algo".into()
    }

    fn propose(&mut self, view: &InformationSet<'_, Game>) -> Option<Action> {
        let obs = view.observation();
        let legal = view.legal_actions();
        if obs.phase != Phase::Start {
            return Some(algo::decide(obs, legal));
        }
        // As `algo::decide` at a turn's start, with the plan kept for the features.
        let p = plan(obs);
        let action = match algo::decide_turn(obs, &p, legal) {
            Some(a) if legal.contains(&a) => a,
            _ => legal[0],
        };
        self.examples.push(Example {
            features: features(obs, &p),
            class: class_of(action) as u8,
        });
        Some(action)
    }
}

/// Plays one game of the algorithmic player; each seat's score and examples.
fn teacher_game(players: usize, seed: u64) -> Vec<(i32, Vec<Example>)> {
    let mut teachers: Vec<Teacher> = (0..players).map(|_| Teacher::default()).collect();
    let mut refs: Vec<&mut dyn Agent> = teachers.iter_mut().map(|t| t as &mut dyn Agent).collect();
    let (g, _, _) = record::play(&mut refs, seed, false);
    g.scores()
        .into_iter()
        .zip(teachers)
        .map(|(s, t)| (s.total, t.examples))
        .collect()
}

/// The seats kept from one table size: those with at least `min_score`, or the best-scoring
/// half when fewer than [`MIN_PASSING_SHARE`] pass. Returns the kept seats' indices and
/// whether the fallback was used.
fn select(scores: &[i32], min_score: i32) -> (Vec<usize>, bool) {
    let passing: Vec<usize> = (0..scores.len())
        .filter(|&i| scores[i] >= min_score)
        .collect();
    if passing.len() as f64 >= MIN_PASSING_SHARE * scores.len() as f64 {
        return (passing, false);
    }
    let mut order: Vec<usize> = (0..scores.len()).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(scores[i]), i));
    order.truncate(scores.len().div_ceil(2));
    order.sort_unstable();
    (order, true)
}

/// Fisher–Yates with the project's draws.
fn shuffle<T>(v: &mut [T], rng: &mut GameRng) {
    for i in (1..v.len()).rev() {
        let j = below(rng, i as u32 + 1) as usize;
        v.swap(i, j);
    }
}

/// How well a network plays: games where every seat is the network (or every seat the
/// algorithmic player, [`evaluate_algo`]).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Evaluation {
    /// Games played.
    pub games: u32,
    /// Mean final score over every seat of every game (no longest-path bonus).
    pub mean_score: f64,
    /// The network's decisions (turn starts) in all.
    pub decisions: u64,
    /// Forbidden decisions in all.
    pub forbidden: u64,
    /// Forbidden decisions per game (all seats together).
    pub forbidden_per_game: f64,
    /// Forbidden decisions per network decision.
    pub forbidden_rate: f64,
}

/// Sums of games for an [`Evaluation`].
#[derive(Clone, Debug, Default)]
struct Tally {
    games: u32,
    seats: u64,
    score: f64,
    decisions: u64,
    forbidden: u64,
}

impl Tally {
    /// Plays one game with every seat `network` (or the algorithmic player when `None`).
    fn play(&mut self, network: Option<&Network>, players: usize, seed: u64) {
        let (g, stats) = match network {
            Some(net) => {
                let mut agents: Vec<NnAgent> = (0..players).map(|_| NnAgent::new(net)).collect();
                let mut refs: Vec<&mut dyn Agent> =
                    agents.iter_mut().map(|a| a as &mut dyn Agent).collect();
                let (g, _, stats) = record::play(&mut refs, seed, false);
                self.decisions += agents.iter().map(|a| u64::from(a.decisions)).sum::<u64>();
                (g, stats)
            }
            None => {
                let mut agents = vec![algo::AlgoAgent; players];
                let mut refs: Vec<&mut dyn Agent> =
                    agents.iter_mut().map(|a| a as &mut dyn Agent).collect();
                let (g, _, stats) = record::play(&mut refs, seed, false);
                // The algorithmic player's turn starts, for a comparable rate.
                self.decisions += u64::from(g.turns());
                (g, stats)
            }
        };
        self.games += 1;
        self.seats += players as u64;
        self.score += g.scores().iter().map(|s| f64::from(s.total)).sum::<f64>();
        self.forbidden += stats.forbidden.iter().map(|&f| u64::from(f)).sum::<u64>();
    }

    fn evaluation(&self) -> Evaluation {
        let per = |x: f64, n: f64| if n > 0.0 { x / n } else { 0.0 };
        Evaluation {
            games: self.games,
            mean_score: per(self.score, self.seats as f64),
            decisions: self.decisions,
            forbidden: self.forbidden,
            forbidden_per_game: per(self.forbidden as f64, f64::from(self.games)),
            forbidden_rate: per(self.forbidden as f64, self.decisions as f64),
        }
    }
}

/// The seed of evaluation game `i` from `seed`.
fn eval_seed(seed: u64, i: u32) -> u64 {
    Seed(seed).derive(u64::from(i)).0
}

/// Plays `games` games of `players` (2–5) with the network in every seat, the decks of game
/// `i` shuffled with `Seed(seed).derive(i)`, without the longest-path bonus.
///
/// # Panics
/// If `players` is not 2–5.
pub fn evaluate(network: &Network, players: usize, games: u32, seed: u64) -> Evaluation {
    let mut t = Tally::default();
    for i in 0..games {
        t.play(Some(network), players, eval_seed(seed, i));
    }
    t.evaluation()
}

/// As [`evaluate`], the same deals, with the algorithmic player in every seat (its forbidden
/// moves are 0; its decisions are its turns).
///
/// # Panics
/// If `players` is not 2–5.
pub fn evaluate_algo(players: usize, games: u32, seed: u64) -> Evaluation {
    let mut t = Tally::default();
    for i in 0..games {
        t.play(None, players, eval_seed(seed, i));
    }
    t.evaluation()
}

/// What to train and how.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrainConfig {
    /// Games of the algorithmic player per table size (the thesis: 30).
    pub games_per_count: u32,
    /// The table sizes (2–5, each at most once).
    pub player_counts: Vec<usize>,
    /// The final score a seat needs for its decisions to be kept (the thesis: 120).
    pub min_score: i32,
    /// Passes over the training decisions.
    pub epochs: u32,
    /// Mini-batch size (the thesis: 250).
    pub batch: usize,
    /// AdaGrad's learning rate.
    pub learning_rate: f64,
    /// The seed of everything: the teacher's games, initialisation, split, shuffles,
    /// evaluation deals.
    pub seed: u64,
    /// Games played by the network after each epoch to measure its strength (0: none); game
    /// `i` has `player_counts[i mod len]` players.
    pub eval_games: u32,
}

impl Default for TrainConfig {
    fn default() -> Self {
        TrainConfig {
            games_per_count: 30,
            player_counts: vec![2, 3, 4, 5],
            min_score: 120,
            epochs: 30,
            batch: 250,
            learning_rate: 0.01,
            seed: 1,
            eval_games: 20,
        }
    }
}

/// The most teacher games per table size, epochs and evaluation games a configuration may ask.
pub const MAX_GAMES: u32 = 10_000;
/// The most epochs.
pub const MAX_EPOCHS: u32 = 10_000;

impl TrainConfig {
    /// Checks every field; the error names the bad ones.
    pub fn validate(&self) -> Result<(), String> {
        let mut bad = Vec::new();
        if !(1..=MAX_GAMES).contains(&self.games_per_count) {
            bad.push(format!(
                "games_per_count must be 1 to {MAX_GAMES}, not {}",
                self.games_per_count
            ));
        }
        if self.player_counts.is_empty() {
            bad.push("player_counts must name at least one table size".to_string());
        } else if self.player_counts.iter().any(|n| !(2..=5).contains(n)) {
            bad.push(format!(
                "player_counts must lie in 2–5, not {:?}",
                self.player_counts
            ));
        } else {
            let mut c = self.player_counts.clone();
            c.sort_unstable();
            c.dedup();
            if c.len() != self.player_counts.len() {
                bad.push(format!(
                    "player_counts must not repeat a size: {:?}",
                    self.player_counts
                ));
            }
        }
        if !(-1000..=1000).contains(&self.min_score) {
            bad.push(format!(
                "min_score must be −1000 to 1000, not {}",
                self.min_score
            ));
        }
        if !(1..=MAX_EPOCHS).contains(&self.epochs) {
            bad.push(format!(
                "epochs must be 1 to {MAX_EPOCHS}, not {}",
                self.epochs
            ));
        }
        if !(1..=1_000_000).contains(&self.batch) {
            bad.push(format!("batch must be 1 to 1000000, not {}", self.batch));
        }
        if !(self.learning_rate.is_finite()
            && self.learning_rate > 0.0
            && self.learning_rate <= 10.0)
        {
            bad.push(format!(
                "learning_rate must be above 0 and at most 10, not {}",
                self.learning_rate
            ));
        }
        if self.eval_games > MAX_GAMES {
            bad.push(format!(
                "eval_games must be 0 to {MAX_GAMES}, not {}",
                self.eval_games
            ));
        }
        if bad.is_empty() {
            Ok(())
        } else {
            Err(bad.join("; "))
        }
    }
}

/// The training decisions and where they came from.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DataSummary {
    /// Teacher games played.
    pub games: u32,
    /// Seats in those games.
    pub seats: u32,
    /// Seats whose decisions were kept.
    pub kept_seats: u32,
    /// Mean score of all seats.
    pub mean_score: f64,
    /// Mean score of the kept seats.
    pub kept_mean_score: f64,
    /// Table sizes where too few seats reached `min_score`, so the best half was kept.
    pub best_half: Vec<usize>,
    /// Decisions kept.
    pub examples: usize,
    /// Of those, trained on.
    pub train: usize,
    /// Of those, held out.
    pub held_out: usize,
    /// Decisions per class.
    pub classes: [usize; CLASSES],
}

/// What one epoch achieved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EpochReport {
    /// The epoch, from 1.
    pub epoch: u32,
    /// Mean cross-entropy on the training decisions after the epoch.
    pub loss: f64,
    /// Share of the training decisions classified as the teacher decided.
    pub accuracy: f64,
    /// Mean cross-entropy on the held-out decisions (none when nothing is held out).
    pub held_out_loss: Option<f64>,
    /// Share of the held-out decisions classified right.
    pub held_out_accuracy: Option<f64>,
    /// The network's play after the epoch, when `eval_games > 0`.
    pub evaluation: Option<Evaluation>,
}

/// A finished training.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrainOutcome {
    /// The trained network.
    pub network: Network,
    /// Every epoch's report.
    pub epochs: Vec<EpochReport>,
    /// The data it was trained on.
    pub data: DataSummary,
}

/// Where a training is.
#[derive(Clone, Debug, PartialEq)]
enum Stage {
    /// Playing teacher game `index` (over all table sizes).
    Collect {
        index: u32,
    },
    /// Training mini-batch `batch` of `epoch` (from 1).
    Train {
        epoch: u32,
        batch: usize,
    },
    /// Playing evaluation game `game` after `epoch`.
    Evaluate {
        epoch: u32,
        game: u32,
    },
    Done,
}

/// A training in steps (see the module documentation): a [`Job`] whose unit is one teacher
/// game, one mini-batch or one evaluation game.
#[derive(Clone, Debug)]
pub struct Training {
    config: TrainConfig,
    stage: Stage,
    network: Network,
    optimiser: AdaGrad,
    /// Seats of the table size being collected: score and decisions.
    pending: Vec<(i32, Vec<Example>)>,
    collected: Vec<Example>,
    train: Vec<Example>,
    held_out: Vec<Example>,
    order: Vec<usize>,
    data: DataSummary,
    kept_score: f64,
    all_score: f64,
    epochs: Vec<EpochReport>,
    report: Option<EpochReport>,
    tally: Tally,
    done: u64,
    outcome: Option<TrainOutcome>,
}

impl Training {
    /// A training that first plays the teacher's games; the error names bad fields.
    pub fn new(config: TrainConfig) -> Result<Training, String> {
        config.validate()?;
        let network = Network::new(Seed(config.seed).derive(STREAM_INIT));
        Ok(Training {
            optimiser: AdaGrad::new(network.parameters(), config.learning_rate),
            network,
            stage: Stage::Collect { index: 0 },
            config,
            pending: Vec::new(),
            collected: Vec::new(),
            train: Vec::new(),
            held_out: Vec::new(),
            order: Vec::new(),
            data: DataSummary::default(),
            kept_score: 0.0,
            all_score: 0.0,
            epochs: Vec::new(),
            report: None,
            tally: Tally::default(),
            done: 0,
            outcome: None,
        })
    }

    /// A training on given decisions (no teacher games; `games_per_count` and `min_score`
    /// are not used). Refuses a class outside `0..CLASSES` or a feature that is not finite.
    pub fn with_examples(config: TrainConfig, examples: Vec<Example>) -> Result<Training, String> {
        if let Some(i) = examples.iter().position(|e| {
            usize::from(e.class) >= CLASSES || e.features.iter().any(|x| !x.is_finite())
        }) {
            return Err(format!(
                "example {i}: class must be 0–{} and every feature finite",
                CLASSES - 1
            ));
        }
        let mut t = Training::new(config)?;
        t.collected = examples;
        t.finish_collection();
        Ok(t)
    }

    /// The configuration.
    pub fn config(&self) -> &TrainConfig {
        &self.config
    }

    /// The network as it is now.
    pub fn network(&self) -> &Network {
        &self.network
    }

    /// The reports of the epochs finished so far.
    pub fn epochs(&self) -> &[EpochReport] {
        &self.epochs
    }

    /// The training data, once collected.
    pub fn data(&self) -> Option<&DataSummary> {
        match self.stage {
            Stage::Collect { .. } => None,
            _ => Some(&self.data),
        }
    }

    /// The decisions trained on (empty while collecting).
    pub fn training_examples(&self) -> &[Example] {
        &self.train
    }

    /// Whether the training is over.
    pub fn is_done(&self) -> bool {
        self.stage == Stage::Done
    }

    fn teacher_games(&self) -> u32 {
        self.config.games_per_count * self.config.player_counts.len() as u32
    }

    fn batches(&self) -> usize {
        self.train.len().div_ceil(self.config.batch)
    }

    /// Runs at most about `budget` steps (at least one); returns whether the training is over.
    pub fn advance(&mut self, budget: u64) -> bool {
        for _ in 0..budget.max(1) {
            match self.stage.clone() {
                Stage::Collect { index } => self.collect(index),
                Stage::Train { epoch, batch } => self.train_step(epoch, batch),
                Stage::Evaluate { epoch, game } => self.evaluate_step(epoch, game),
                Stage::Done => break,
            }
            self.done += 1;
        }
        if self.stage == Stage::Done && self.outcome.is_none() {
            self.outcome = Some(TrainOutcome {
                network: self.network.clone(),
                epochs: self.epochs.clone(),
                data: self.data.clone(),
            });
        }
        self.is_done()
    }

    fn collect(&mut self, index: u32) {
        let per = self.config.games_per_count;
        let players = self.config.player_counts[(index / per) as usize];
        let g = index % per;
        let seed = Seed(self.config.seed)
            .derive(STREAM_TEACHER)
            .derive(((players as u64) << 32) | u64::from(g))
            .0;
        self.pending.extend(teacher_game(players, seed));
        self.data.games += 1;
        if g + 1 == per {
            let scores: Vec<i32> = self.pending.iter().map(|s| s.0).collect();
            let (kept, fell_back) = select(&scores, self.config.min_score);
            if fell_back {
                self.data.best_half.push(players);
            }
            self.data.seats += scores.len() as u32;
            self.data.kept_seats += kept.len() as u32;
            self.all_score += scores.iter().map(|&s| f64::from(s)).sum::<f64>();
            for i in kept {
                self.kept_score += f64::from(scores[i]);
                self.collected.append(&mut self.pending[i].1);
            }
            self.pending.clear();
        }
        if index + 1 == self.teacher_games() {
            let per_seat = |x: f64, n: u32| if n > 0 { x / f64::from(n) } else { 0.0 };
            self.data.mean_score = per_seat(self.all_score, self.data.seats);
            self.data.kept_mean_score = per_seat(self.kept_score, self.data.kept_seats);
            self.finish_collection();
        } else {
            self.stage = Stage::Collect { index: index + 1 };
        }
    }

    /// Splits the collected decisions and starts the first epoch.
    fn finish_collection(&mut self) {
        let mut all = std::mem::take(&mut self.collected);
        let mut rng = Seed(self.config.seed).derive(STREAM_SPLIT).rng();
        shuffle(&mut all, &mut rng);
        let held = if all.len() >= 20 {
            (all.len() as f64 * HELD_OUT_SHARE) as usize
        } else {
            0
        };
        self.data.examples = all.len();
        for e in &all {
            self.data.classes[usize::from(e.class)] += 1;
        }
        self.train = all.split_off(held);
        self.held_out = all;
        self.data.train = self.train.len();
        self.data.held_out = self.held_out.len();
        if self.train.is_empty() {
            self.stage = Stage::Done;
        } else {
            self.start_epoch(1);
        }
    }

    fn start_epoch(&mut self, epoch: u32) {
        self.order = (0..self.train.len()).collect();
        let mut rng = Seed(self.config.seed)
            .derive(STREAM_SHUFFLE)
            .derive(u64::from(epoch))
            .rng();
        shuffle(&mut self.order, &mut rng);
        self.stage = Stage::Train { epoch, batch: 0 };
    }

    fn train_step(&mut self, epoch: u32, batch: usize) {
        let size = self.config.batch;
        let end = ((batch + 1) * size).min(self.train.len());
        let examples: Vec<Example> = self.order[batch * size..end]
            .iter()
            .map(|&i| self.train[i].clone())
            .collect();
        self.network.train_batch(&mut self.optimiser, &examples);
        if batch + 1 < self.batches() {
            self.stage = Stage::Train {
                epoch,
                batch: batch + 1,
            };
            return;
        }
        let (loss, accuracy) = self.network.loss(&self.train);
        let held = (!self.held_out.is_empty()).then(|| self.network.loss(&self.held_out));
        self.report = Some(EpochReport {
            epoch,
            loss,
            accuracy,
            held_out_loss: held.map(|h| h.0),
            held_out_accuracy: held.map(|h| h.1),
            evaluation: None,
        });
        if self.config.eval_games > 0 {
            self.tally = Tally::default();
            self.stage = Stage::Evaluate { epoch, game: 0 };
        } else {
            self.end_epoch(epoch);
        }
    }

    fn evaluate_step(&mut self, epoch: u32, game: u32) {
        let counts = &self.config.player_counts;
        let players = counts[game as usize % counts.len()];
        let seed = eval_seed(Seed(self.config.seed).derive(STREAM_EVAL).0, game);
        self.tally.play(Some(&self.network), players, seed);
        if game + 1 < self.config.eval_games {
            self.stage = Stage::Evaluate {
                epoch,
                game: game + 1,
            };
        } else {
            if let Some(r) = &mut self.report {
                r.evaluation = Some(self.tally.evaluation());
            }
            self.end_epoch(epoch);
        }
    }

    fn end_epoch(&mut self, epoch: u32) {
        self.epochs.extend(self.report.take());
        if epoch < self.config.epochs {
            self.start_epoch(epoch + 1);
        } else {
            self.stage = Stage::Done;
        }
    }

    /// Steps in all, when known (once the teacher's games are played).
    fn total(&self) -> Option<u64> {
        match self.stage {
            Stage::Collect { .. } => None,
            _ => Some(
                u64::from(self.data.games)
                    + u64::from(self.config.epochs)
                        * (self.batches() as u64 + u64::from(self.config.eval_games)),
            ),
        }
    }
}

impl Job for Training {
    type Output = TrainOutcome;

    fn step(&mut self, budget: u64) -> Option<TrainOutcome> {
        self.advance(budget);
        self.outcome.clone()
    }

    fn progress(&self) -> Progress {
        let (total, fraction) = match (self.total(), &self.stage) {
            (_, Stage::Done) => (Some(self.done), 1.0),
            (Some(t), _) => (Some(t), self.done as f64 / t.max(1) as f64),
            (None, Stage::Collect { index }) => {
                // Estimate the batches from the decisions per game so far (about half of the
                // seats kept).
                let games = f64::from(self.teacher_games());
                let played = f64::from(*index);
                let seen = (self.collected.len()
                    + self.pending.iter().map(|s| s.1.len() / 2).sum::<usize>())
                    as f64;
                let batches = if played > 0.0 {
                    seen / played * games / self.config.batch as f64
                } else {
                    0.0
                };
                let all = games
                    + f64::from(self.config.epochs)
                        * (batches.ceil() + f64::from(self.config.eval_games));
                (None, played / all.max(1.0))
            }
            (None, _) => (None, 0.0),
        };
        Progress {
            done: self.done,
            total,
            fraction: fraction.clamp(0.0, 1.0),
            unit: "steps (teacher games, mini-batches, evaluation games)".into(),
        }
    }
}

#[cfg(test)]
mod tests;
