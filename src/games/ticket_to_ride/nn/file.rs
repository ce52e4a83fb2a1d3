//! The saved network: the JSON file format (format name, version, layer sizes, parameters
//! rounded to [`SAVED_DIGITS`] significant digits), reading it back with every check, and the
//! network shipped with the project. Kept apart from the mathematics so a format change
//! touches one file.

use serde::{Deserialize, Serialize};

use super::network::Network;
use super::ARCHITECTURE;
use crate::games::ticket_to_ride::features::FeatureSet;

/// The `format` field of a saved network.
pub const FORMAT: &str = "gamelab-ticket-to-ride-nn";

/// The version of the saved-network format; it covers the features and their scaling too.
pub const FORMAT_VERSION: u32 = 1;

/// Significant digits of the parameters in a saved network.
pub const SAVED_DIGITS: usize = 6;

impl Network {
    /// The network as a JSON file: format name and version, layer sizes, and per layer the
    /// weights (row by row: one row per neuron) and biases, rounded to [`SAVED_DIGITS`]
    /// significant digits.
    pub fn to_json(&self) -> String {
        let file = NetworkFile {
            format: FORMAT.into(),
            version: FORMAT_VERSION,
            features: self.features,
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
        let mut expected = ARCHITECTURE.to_vec();
        expected[0] = file.features.len();
        if file.sizes != expected {
            return Err(format!(
                "layer sizes {:?}, the player's network on the {} features is {expected:?}",
                file.sizes,
                file.features.name()
            ));
        }
        let mut net = Network {
            sizes: file.sizes,
            params: Vec::new(),
            features: file.features,
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
            let too_large = |v: &&f64| v.is_nan() || v.abs() > MAX_PARAMETER;
            if let Some(v) = f.weights.iter().chain(&f.biases).find(too_large) {
                return Err(format!(
                    "layer {}: a parameter is {v}; weights and biases must lie within \
                     ±{MAX_PARAMETER:e} (a trained network's are below 1)",
                    i + 1
                ));
            }
            net.params.extend_from_slice(&f.weights);
            net.params.extend_from_slice(&f.biases);
        }
        Ok(net)
    }
}

/// The largest weight or bias a network file may hold: the forward pass stays finite with
/// room to spare (the shipped network's largest is below 1), where weights near the doubles'
/// limit would make every output NaN and every choice forbidden.
pub const MAX_PARAMETER: f64 = 1e6;

/// The saved form of a [`Network`].
#[derive(Serialize, Deserialize)]
struct NetworkFile {
    format: String,
    version: u32,
    /// The inputs (absent in files written before the revised set: the original 26).
    #[serde(default)]
    features: FeatureSet,
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

/// The pre-trained network shipped with the project: `data/ttr_network.json`, written by
/// `gamelab ttr train --out data/ttr_network.json` with the default settings (seed 1).
pub const SHIPPED: &str = include_str!("../../../../data/ttr_network.json");

/// The shipped network (see [`SHIPPED`]).
pub fn shipped() -> Network {
    Network::from_json(SHIPPED).expect("the shipped network is valid (tested)")
}
