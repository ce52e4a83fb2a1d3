//! One training sample, on its own so the encoder, the network and self-play can all name it
//! without importing each other, and its bytes for carrying a batch between processes.

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

/// Samples as compact bytes (bincode; every `f64` exact), for carrying a batch of self-play
/// from the process or machine that played it to the trainer (Ray tasks through the Python
/// package).
pub fn samples_to_bytes(samples: &[Sample]) -> Vec<u8> {
    bincode::serialize(samples).expect("samples serialise")
}

/// Samples back from [`samples_to_bytes`]; an error for bytes that are not samples.
pub fn samples_from_bytes(bytes: &[u8]) -> Result<Vec<Sample>, String> {
    bincode::deserialize(bytes).map_err(|e| format!("not a batch of samples: {e}"))
}
