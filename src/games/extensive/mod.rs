//! The game-trees lab (`#/trees`): the tree editor's model with information sets, presets, the
//! page's analyses and its jobs. The perfect-information tree is the models floor's
//! [`crate::models::extensive`] (backward induction and subgame perfection are the solvers'
//! [`crate::equilibrium::subgame`]), re-exported here so the lab's callers keep one path.

pub use crate::models::extensive::*;
pub use presets::{seed_fig_3_2, sharing_game, uncertain_demand, TreePreset};

pub mod edit;
pub mod jobs;
pub mod lab;
mod presets;
pub mod sets;
pub mod words;
