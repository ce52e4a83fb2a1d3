//! A network that teaches itself, AlphaZero-style and small: a policy-value network guiding
//! PUCT, trained from nothing on its own self-play games.
//!
//! The loop (Silver et al. 2018): the network plays itself with the project's PUCT
//! ([`crate::search::mcts`]), its policy as the prior and its value in place of playouts;
//! every move leaves a sample — the position, the search's visit distribution, the game's
//! result — and gradient steps on the latest samples teach the policy to predict the search
//! and the value to predict the result. The search is stronger than the policy it starts
//! from, so the policy improves, and with it the next search.
//!
//! Why it is built this way: everything is written out by hand (the network, backpropagation,
//! Adam, Dirichlet noise) with no new dependency, in plain Rust that runs in the browser's
//! worker as it does natively; every random choice comes from a [`Seed`](crate::rng::Seed),
//! and the costly part — a batch of self-play games — is a pure function of a network
//! snapshot, a seed and a range of games ([`self_play()`]), so the command line spreads it over
//! threads and the browser can spread it over workers without changing a sample.
//!
//! The parts, one concept a file:
//! - [`encoder`]: positions as inputs and actions as policy slots, per game ([`Encoder`]).
//! - [`network`]: the network, its loss and gradient, and [`Adam`].
//! - [`prior`]: the network as PUCT's [`Prior`](crate::search::mcts::Prior), and root noise.
//! - [`sample`]: one training sample.
//! - [`self_play`](mod@self_play): games of self-play as samples, and how a network chooses a
//!   move when measured.
//! - [`strength`]: judges — the exact tic-tac-toe judge and a match against UCT.
//! - [`trainer`]: the trainer: the network, its optimiser and its replay window.
//! - [`job`]: the training run as a [`Job`](crate::jobs::Job), its self-play shared with
//!   helpers.
//! - [`file`](mod@file): the saved network's JSON.
//! - [`report`]: a generation's point of the curves as the command line prints it.
//!
//! ## References
//! - D. Silver et al., "A general reinforcement learning algorithm that masters chess, shogi,
//!   and Go through self-play", Science 362 (2018), and its pseudocode.
//! - D. P. Kingma, J. Ba, "Adam: a method for stochastic optimization", ICLR 2015.

pub mod encoder;
pub mod file;
pub mod job;
pub mod network;
pub mod prior;
pub mod report;
pub mod sample;
pub mod self_play;
pub mod strength;
pub mod trainer;

#[cfg(test)]
mod tests;

pub use encoder::{Connect4Encoder, Encoder, TicTacToeEncoder};
pub use job::{OrderJob, SelfPlayDelivery, SelfPlayOrder, TrainingJob, TrainingOutcome};
pub use network::{Adam, Loss, Network};
pub use prior::{NetworkPrior, RootNoise};
pub use self_play::{choose_move, play_game, self_play, Mover, Sample, SelfPlaySettings};
pub use strength::{Judge, MctsMatch, PerfectTicTacToe, Record, Strength};
pub use trainer::{GenerationPoint, TrainSettings, Trainer};
