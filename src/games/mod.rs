//! One folder per game. [`tictactoe`] is the template to copy when adding a game: rules in a
//! `State`, capabilities declared by marker traits, heuristics in a `ZeroSumEvaluator` (or a
//! per-player `Evaluator` beyond two-player zero-sum games), parsing with
//! errors that name the problem, and the game's golden facts in its tests.
//!
//! Each folder holds everything about one game: its rules, its file formats, its solvers and
//! editor models where it has them. Solvers that work on a whole class of games (alpha-beta,
//! equilibria, the simplex) live outside, in `search`, `equilibrium` and `lp`.

pub mod blotto;
pub mod classroom;
pub mod connect4;
pub mod evolution;
pub mod extensive;

pub mod imperfect;
pub mod ipd;
pub mod loa;
pub mod love_letter;
pub mod matrix;
pub mod nested_tree;
pub mod poker;
pub mod rrrats;
pub mod ticket_to_ride;
pub mod tictactoe;
pub mod war;
