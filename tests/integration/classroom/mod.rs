//! The classroom's server over HTTP on loopback, against SQLite and (when the test script
//! started one, `GAMELAB_TEST_POSTGRES`) PostgreSQL: the contract, scoped tokens, refusals,
//! a fuzz of malformed requests, `kill -9` with nothing acknowledged lost, deadlines with bots,
//! two processes on one PostgreSQL, and the swarm.
//!
//! Every test starts real `gamelab classroom serve` processes (the binary under test) on free
//! ports and talks to them as a page or a bot would.

mod contract;
mod durability;
mod fuzz;
mod server;
