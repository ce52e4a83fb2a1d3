//! The saved network: a JSON file with a format name, a version, the game, the layer sizes
//! and every parameter written in full (JSON numbers read back to the same f64, so a saved
//! network plays exactly as the one that was saved). Kept apart from the mathematics so a
//! format change touches one file.

use serde::{Deserialize, Serialize};

use super::network::Network;

/// The `format` field of a saved network.
pub const FORMAT: &str = "gamelab-policy-value-network";

/// The version of the format this program writes and reads.
pub const FORMAT_VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct NetworkFile {
    format: String,
    version: u32,
    game: String,
    inputs: usize,
    hidden: Vec<usize>,
    actions: usize,
    params: Vec<f64>,
}

impl Network {
    /// The network as a JSON file.
    pub fn to_json(&self) -> String {
        let file = NetworkFile {
            format: FORMAT.into(),
            version: FORMAT_VERSION,
            game: self.game.clone(),
            inputs: self.inputs,
            hidden: self.hidden.clone(),
            actions: self.actions,
            params: self.params.clone(),
        };
        serde_json::to_string(&file).expect("numbers and strings serialise")
    }

    /// Reads a network written by [`Network::to_json`]; refuses another format or version,
    /// sizes that do not fit, a parameter count that does not match them, and numbers that
    /// are not finite.
    pub fn from_json(text: &str) -> Result<Network, String> {
        let file: NetworkFile =
            serde_json::from_str(text).map_err(|e| format!("not a network file: {e}"))?;
        if file.format != FORMAT {
            return Err(format!(
                "format {:?}, expected {FORMAT:?} (a policy-value network)",
                file.format
            ));
        }
        if file.version != FORMAT_VERSION {
            return Err(format!(
                "format version {}, this program reads version {FORMAT_VERSION}",
                file.version
            ));
        }
        if file.inputs == 0
            || file.actions == 0
            || file.actions > 64
            || file.hidden.is_empty()
            || file.hidden.contains(&0)
        {
            return Err(format!(
                "sizes {} inputs, hidden {:?}, {} actions: every layer needs a neuron, and at most 64 actions",
                file.inputs, file.hidden, file.actions
            ));
        }
        let net = Network {
            game: file.game,
            inputs: file.inputs,
            hidden: file.hidden,
            actions: file.actions,
            params: Vec::new(),
        };
        let (_, _, value) = net.layers();
        let expected = value.b + value.outputs;
        if file.params.len() != expected {
            return Err(format!(
                "{} parameters, the sizes ask for {expected}",
                file.params.len()
            ));
        }
        if let Some(i) = file.params.iter().position(|p| !p.is_finite()) {
            return Err(format!("parameter {i} is not a finite number"));
        }
        Ok(Network {
            params: file.params,
            ..net
        })
    }
}
