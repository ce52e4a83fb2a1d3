//! Integration tests: golden facts, differential tests, conformance and properties.

mod conformance;
mod tictactoe;
mod tree;
