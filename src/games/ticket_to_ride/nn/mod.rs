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
//! ([`super::algo_agent::AlgoAgent`]) plays `games_per_count` games at each table size; at the start of
//! each of its turns ([`Phase::Start`](super::Phase::Start)) the features of its observation and
//! the class of its decision are written down (claim → 3, a face-up or deck card → 1, tickets → 2,
//! pass → 0). Only the decisions of its good games are kept: per table size, the seats that scored
//! at least `min_score` (the thesis: 120 points, 5 700 states from 30 games per count); when fewer
//! than [`MIN_PASSING_SHARE`] of that table size's seats reach it, the best-scoring half of them
//! instead (ties by game and seat order), so that a high threshold still leaves data. The scores
//! are those without the longest-path bonus, as in the thesis's experiments. A fixed, seeded 10 %
//! of the decisions ([`HELD_OUT_SHARE`]; none when there are fewer than 20) is held out to measure
//! accuracy on positions not trained on (positions of one game are correlated, so this is somewhat
//! optimistic).
//!
//! **Training.** Cross-entropy, AdaGrad (`θ ← θ − η·g/(√Σg² + 10⁻⁸)`, default η = 0.01),
//! mini-batches of 250 in a seeded shuffle per epoch, the batch's loss averaged ([`Reduction`]:
//! or summed, as the thesis). [`TrainConfig::protocol`] gives ours or the thesis's settings;
//! [`FeatureSet`](super::features::FeatureSet) chooses the thesis's 26 inputs or its revised
//! 28. [`Training`] is a
//! [`Job`](crate::jobs::Job): a step is one teacher game, one mini-batch or one evaluation
//! game, so a Web Worker runs it in slices.
//! Before the first epoch the untrained network is measured as epoch 0 (the thesis's iteration
//! 0, [`TrainOutcome::untrained`]). After each epoch an [`EpochReport`] gives the loss and accuracy on the training and
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
//! **forbidden decision**: [`record::play`](super::record::play) counts it and plays the
//! algorithmic player's move instead, and the game goes on. Choosing tickets and the second card
//! are not the network's decisions: there it plays the algorithmic player's choice, and these are
//! not counted in [`NnAgent::decisions`] or the forbidden rate.
//!
//! Everything is deterministic given the seeds: no clock, no threads, the project's PCG-32.
//!
//! The module is split by concept: `network` (the mathematics), `file` (the saved format and
//! the shipped network), `agent` (the player), `teacher` (the training data), `evaluation`
//! (games that measure a network), `training` (AdaGrad and the training job).

use super::features::FEATURES;

mod agent;
mod evaluation;
mod file;
mod network;
mod teacher;
mod training;

pub use agent::{class_action, NnAgent};
pub use evaluation::{evaluate, evaluate_algo, Evaluation};
pub use file::{shipped, FORMAT, FORMAT_VERSION, SAVED_DIGITS, SHIPPED};
pub use network::{Network, Reduction};
pub use teacher::{class_of, DataSummary, Example, MIN_PASSING_SHARE};
pub use training::{
    AdaGrad, EpochReport, TrainConfig, TrainOutcome, Training, HELD_OUT_SHARE, MAX_EPOCHS,
    MAX_GAMES, MAX_STEPS, PROTOCOLS,
};

/// Number of decision classes.
pub const CLASSES: usize = 4;

/// The decision classes, by index.
pub const CLASS_NAMES: [&str; CLASSES] =
    ["pass", "draw train cards", "draw tickets", "claim a route"];

/// The player's architecture: inputs, the two hidden layers, outputs.
pub const ARCHITECTURE: [usize; 4] = [FEATURES, 180, 160, CLASSES];

#[cfg(test)]
mod protocol_tests;
#[cfg(test)]
mod tests;
