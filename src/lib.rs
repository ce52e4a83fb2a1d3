//! # Game Lab
//!
//! A game-theory playground: game engines, searchers and solvers in plain Rust. The same core
//! runs natively (the `gamelab` command line, tests and benchmarks) and in the browser (the Yew
//! front end in `web`, behind the `web` feature, with long work in a Web Worker).
//!
//! The core is pure: no DOM, no clock, no threads, and every random path takes an explicit
//! seed and a portable generator ([`rng`]). Long computations are step-based [`jobs`] so that
//! whoever owns the loop (a worker, the CLI) can report progress and cancel.
//!
//! Module map:
//! - [`game`] — the vocabulary every game and searcher shares: [`game::State`] and its
//!   capability traits, [`game::Player`], [`game::ByPlayer`], [`game::Bot`] (perfect
//!   information) and [`game::ObservingBot`] (hidden information, through an
//!   [`game::InformationSet`]), [`game::ZeroSumEvaluator`] and [`game::Evaluator`],
//!   [`game::play_out`] and [`game::play_out_observing`].
//! - [`exact`] — exact rational numbers ([`exact::Q`]), written and converted.
//! - [`models`] — the games solvers and labs share: strategic form (two and more players),
//!   Gambit's `.nfg` and `.efg`, perfect- and imperfect-information trees.
//! - [`games`] — one module per game ([`games::tictactoe`] is the template to copy), the
//!   hand-written [`games::nested_tree`] of nested leaf values, and War and Rrrats! with their fast
//!   simulators and the exact Rrrats! chain.
//! - [`search`] — minimax, alpha-beta (with move ordering, a transposition table and a
//!   drawable trace), iterative deepening with a depth limit and a node budget, and
//!   proof-number search.
//! - [`equilibrium`] — Nash equilibria (exact), security levels, dominance, sequence-form and
//!   CFR solvers of imperfect-information games.
//! - [`evolve`] — the thesis's four evolutionary optimisers of War and Rrrats! strategies,
//!   with a race as the comparator.
//! - [`i18n`] — the interface's words in every language (Fluent files in `locales/`) and
//!   numbers written each language's way.
//! - [`labs`] — the registry of labs: one record per lab (key, name, address, page module,
//!   batch kinds, command-line groups).
//! - [`learn`] — a policy-value network that teaches itself by PUCT self-play (AlphaZero,
//!   small): tic-tac-toe to perfect play, Connect Four against UCT.
//! - [`jobs`] — the step interface for long work (the ground floor every lab's jobs build on).
//! - [`catalogue`] — the worker's jobs: one variant per lab, wrapping the lab's own requests.
//! - [`links`] — links from one lab's page to another's, with the state they carry.
//! - [`lp`] — the built-in simplex, and its LP text format (a CPLEX LP subset) in
//!   [`lp::file`].
//! - [`plot`] — charts as pure `data -> SVG string` functions.
//! - [`racing`] — racing algorithms, theory, exact and Monte Carlo error curves.
//! - [`rng`] — seeds and the portable generator.
//! - [`stats`] — summaries of samples and confidence intervals shared by every lab.
//! - [`text`] — the one positioned parse error of every text format.
#![deny(missing_docs)]

pub mod batch;
pub mod catalogue;
pub mod equilibrium;
pub mod evolve;
pub mod exact;
pub mod exercises;
pub mod game;
pub mod games;
pub mod i18n;
pub mod jobs;
pub mod labs;
pub mod learn;
pub mod links;
pub mod lp;
pub mod models;
pub mod plot;
pub mod racing;
pub mod rendered;
pub mod rng;
pub mod search;
pub mod sorting;
pub mod stats;
pub mod text;

#[cfg(feature = "web")]
pub mod web;
