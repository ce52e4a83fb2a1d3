//! Integration tests: golden facts, differential tests, conformance and properties.

mod blotto;
mod cli;
mod conformance;
mod equilibria;
mod evolution;
mod evolve;
mod extensive;
mod fuzz;
mod gambit_efg;
mod ipd;
mod iterative;
mod loa;
mod loa_pn;
mod loa_rules_cli;
mod loa_search;
mod loa_suite;
mod loa_table42;
mod love_letter;
mod nash_cli;
mod poker;
mod racing;
mod rrrats;
mod tictactoe;
mod tree;
mod ttr_protocol;
mod war;
