//! One page per lab. A page imports the core, [`super::routes`], [`super::components`] and
//! [`super::worker`] — never the app shell or another page; links to other labs are built
//! from the core's link helpers.

pub mod blotto;
pub mod classroom;
pub mod connect4;
pub mod evolution;
pub mod evolve;
pub mod exercises;
pub mod games;
pub mod imperfect;
pub mod loa;
pub mod love_letter;
pub mod racing;
pub mod ticket_to_ride;
pub mod tictactoe;
pub mod trees;
