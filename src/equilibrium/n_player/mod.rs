//! Solution concepts for strategic games of any number of players (2 to
//! [`crate::models::n_player::MAX_PLAYERS`]): pure equilibria, every Nash equilibrium of small
//! games with a certificate for each, and correlated equilibria by exact LP.
//!
//! ## Design
//!
//! - **Certified, not sampled.** With three players or more the equilibrium conditions are
//!   polynomial, and equilibria may be irrational. [`all_equilibria`] visits every support
//!   profile and solves its indifference system ([`system`]) by interval branch and prune
//!   with the Krawczyk test ([`prune`]): every part of the space of mixtures is either proven
//!   to hold no equilibrium of that support or proven to hold exactly one solution, which is
//!   then made exact (rational) or enclosed in a proven box of width 10⁻³⁵ ([`certify`]).
//!   What cannot be resolved — a continuum of equilibria, a multiple root — is reported as a
//!   region left over, and the answer then does not claim to be complete ([`AllNash`]).
//! - **Checked twice.** Every equilibrium's regret is recomputed by the naive sum over the
//!   payoff table ([`profile`]), which shares no code with the solver.
//! - **One equilibrium of a large game by a path** ([`one`]): the logit quantal-response
//!   path ([`logit`]) is followed towards λ → ∞ and its support solved exactly as above, so a
//!   game with too many supports to enumerate still gets a certified answer.
//! - **Correlated equilibria are linear** ([`correlated`]): an exact rational simplex finds
//!   them, the floating-point simplex confirms the value.
//!
//! ## References
//!
//! - R. D. McKelvey, A. McLennan, "Computation of equilibria in finite games", Handbook of
//!   Computational Economics 1 (1996) — support enumeration for n players, the 2×2×2 game.
//! - R. Porter, E. Nudelman, Y. Shoham, "Simple search methods for finding a Nash
//!   equilibrium", GEB 63 (2008) — conditional dominance.
//! - R. J. Aumann, "Subjectivity and correlation in randomized strategies", J. Math. Econ. 1
//!   (1974) — correlated equilibrium.

mod all;
pub mod certify;
pub mod correlated;
pub mod degenerate;
pub mod dominance;
pub mod fixed;
pub mod interval;
pub mod logit;
pub mod one;
pub mod profile;
pub mod prune;
pub mod security;
pub mod system;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_one;

pub use all::{
    all_equilibria, conditionally_dominated, equilibrium_near, AllNash, Continuum, LeftOver,
    NashEquilibrium, NashJob, Num, Search, TooManySupports, Undecided, MAX_SEARCHED_DIM,
    MAX_SUPPORTS,
};
pub use one::{one_equilibrium, FoundBy, OneAnswer, OneNash, OneNashJob};
pub use profile::{best_responses, pure_equilibria, regret, regret_f64, PureEquilibrium};
