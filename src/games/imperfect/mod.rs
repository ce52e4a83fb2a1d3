//! The imperfect-information lab (`#/imperfect`): games with information sets and poker — the
//! page's presets, summary and beliefs, its jobs (describe, solve exactly, CFR, play and race
//! poker, the benchmark) and the command line's answers. The game itself is the models floor's
//! [`crate::models::imperfect`], re-exported here so the lab's callers keep one path.

pub use crate::models::imperfect::*;

pub mod bench;
pub mod jobs;
pub mod lab;
pub mod presets;
pub mod report;
pub mod words;
