//! Integration tests: golden facts, differential tests, conformance and properties.

mod conformance;
mod racing;
mod tictactoe;
mod tree;
