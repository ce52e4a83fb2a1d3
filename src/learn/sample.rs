//! One training sample, on its own so the encoder, the network and self-play can all name it
//! without importing each other.

use serde::{Deserialize, Serialize};

/// One training sample: a position met in self-play and what it should teach.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sample {
    /// The position, encoded from the mover's view.
    pub input: Vec<f64>,
    /// The bit set of its legal action slots.
    pub legal: u64,
    /// The search's visit distribution over the action slots (sums to 1, 0 off the legal
    /// ones): the policy's target.
    pub policy: Vec<f64>,
    /// The game's result from the mover's view (+1 won, 0 drawn, −1 lost): the value's
    /// target.
    pub value: f64,
}
