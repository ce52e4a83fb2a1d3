//! The iterated prisoner's dilemma: the core of the evolution lab's IPD pages.
//!
//! Strategies are the Axelrod Python library's (4.x), with its names and its rules
//! ([`strategies`]), plus rule tables a person writes (memory-one vectors, lookup tables).
//! A match ([`play`]) is played turn by turn with noise from a seed; tournaments
//! ([`tournament`]) are round robins with repetitions whose matches can be split over any
//! number of workers with identical totals; the ecological simulation ([`ecology`]) grows
//! the strategies' shares from a tournament's payoff matrix; population play
//! ([`population`]) replaces the worst by copies of the best, round by round; a race
//! ([`race`]) decides which of two strategies is better with the racing lab's guaranteed
//! error; [`bench`](mod@bench) times tournaments.
//!
//! The folder is pure: no clock (the benchmark takes one), no threads (a tournament is
//! split into ranges the caller runs where it likes), randomness only through
//! [`crate::rng`].

pub mod bench;
pub mod ecology;
pub mod forms;
pub mod game;
pub mod jobs;
pub mod lab;
pub mod play;
pub mod population;
pub mod race;
pub mod report;
pub mod strategies;
pub mod tournament;
pub mod views;

pub use ecology::{ecological, ecological_from};
pub use game::{Move, Payoffs, PayoffsError};
pub use play::{match_scores, play_match, Arena, MatchResult};
pub use strategies::{by_name, classics, Classic, LookupTable, MemoryOne, Strategy, StrategyError};
pub use tournament::{merge, play_range, play_tournament, TournamentResult, TournamentSpec};

#[cfg(test)]
mod tests;
