//! The decision screen's shape: its inputs and its prompt, as the core builds them and the
//! page draws them.
//!
//! Why a file of its own: the forms build them, reading what was typed takes them apart, and
//! the page's facade (`view.rs`) hands them out; kept below all three, none imports another.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// One input of a decision screen.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Input {
    /// A number typed or slid: the decision's `field`, its range and step (1 for whole
    /// numbers).
    Number {
        /// The decision's field.
        field: String,
        /// The label beside the input.
        label: String,
        /// The smallest value.
        lo: f64,
        /// The largest value.
        hi: f64,
        /// The step (1: whole numbers only).
        step: f64,
    },
    /// One of a few choices, as buttons: the JSON value each sends and its words.
    Choice {
        /// The decision's field.
        field: String,
        /// The question.
        label: String,
        /// (the value sent, its label).
        options: Vec<(Value, String)>,
    },
    /// Units spread over fields (Blotto): whole numbers summing to `units`.
    Allocation {
        /// The decision's field.
        field: String,
        /// The label.
        label: String,
        /// How many fields.
        fields: u32,
        /// The units to spread.
        units: u32,
    },
}

/// A student's decision screen for one seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Form {
    /// The situation in whole sentences (role, private value, what the payoff depends on).
    pub prompt: String,
    /// The inputs (every decision of the spec has one).
    pub inputs: Vec<Input>,
}
