//! The models floor: the games the solvers and the labs share, as data with their invariants.
//!
//! - [`strategic`]: two-player strategic-form games ([`strategic::Bimatrix`]) with exact
//!   payoffs; [`StrategicGame`] is the same for any number of players, a bimatrix its
//!   two-player case.
//! - [`nfg`]: Gambit's `.nfg` files; [`gambit`]: the tokens Gambit's formats share.
//! - [`extensive`]: two-player trees with perfect information (and chance), their induced
//!   normal form.
//! - [`imperfect`]: extensive games with information sets for any number of players, built by
//!   a checked builder, read from and written to `.efg`; perfect recall and sequences
//!   ([`imperfect::recall`]); the reduced normal form ([`imperfect::reduced`]).
//!
//! A model imports only the ground floor ([`crate::exact`], [`crate::text`], [`crate::rng`]) and
//! the game vocabulary ([`crate::game`]); solvers import models, never the other way round.
//! Why a floor of its own: the solvers (`equilibrium`, `search`) and several labs read the same
//! games, so a game that lived in one lab made every solver import that lab.

pub mod extensive;
pub mod gambit;
pub mod imperfect;
pub mod n_player;
pub mod nfg;
pub mod strategic;

pub use n_player::StrategicGame;
