//! One module per game. [`tictactoe`] is the template to copy when adding a game: rules in a
//! `State`, capabilities declared by marker traits, heuristics in an `Evaluator`, parsing with
//! errors that name the problem, and the game's golden facts in its tests.

pub mod bimatrix;
pub mod blotto;
pub mod blotto_solve;
pub mod extensive;
pub mod nfg;
pub mod rrrats;
pub mod rrrats_exact;
pub mod tictactoe;
pub mod tree;
pub mod tree_edit;
pub mod war;
