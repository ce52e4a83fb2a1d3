//! Integration tests: golden facts, differential tests, conformance and properties.

mod blotto;
mod conformance;
mod equilibria;
mod extensive;
mod racing;
mod tictactoe;
mod tree;
