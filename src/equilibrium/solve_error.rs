//! Why a game with information sets could not be solved: the one error of the sequence form,
//! its LP and Lemke's algorithm on it, CFR, and Lemke–Howson on the reduced normal form.
//!
//! One enum for the concept, so a caller can tell a game of the wrong kind (players, zero-sum,
//! perfect recall, size) from a prior given wrong or an algorithm that failed, while the
//! messages people read stay the words each solver always printed (its name in them: "the
//! sequence form is for two players…", "this solver is for zero-sum games…").

use std::fmt;

use super::EquilibriumError;
use crate::models::imperfect::recall::RecallError;

/// Why a game with information sets could not be solved.
#[derive(Clone, Debug, PartialEq)]
pub enum SolveError {
    /// The solver (named as in its message) is for two-player games.
    NotTwoPlayers {
        /// How the message names the solver ("the sequence form", "this solver").
        solver: &'static str,
        /// The game's number of players.
        players: usize,
    },
    /// The solver (named as in its message) is for zero-sum games (and constant-sum ones).
    NotZeroSum {
        /// How the message names the solver ("the sequence-form LP", "this solver").
        solver: &'static str,
    },
    /// A player does not have perfect recall.
    NoPerfectRecall(RecallError),
    /// The game is too large for the solver (the message says which limit).
    TooLarge(String),
    /// The reduced normal form could not be built (too many plans).
    ReducedForm(String),
    /// A prior of Lemke's algorithm that is not a behaviour strategy (the message names the
    /// player and the information set).
    Prior(String),
    /// DCFR's α, β or γ is not a finite number.
    DcfrParameters,
    /// The sequence-form LP's simplex failed.
    Lp(String),
    /// Lemke's algorithm: the covering vector has no positive entry.
    NoCovering,
    /// Lemke's algorithm took more than the pivots allowed.
    TooManyPivots(usize),
    /// Lemke's algorithm ended on a ray when the named variable entered.
    Ray(String),
    /// Lemke–Howson on the reduced normal form failed.
    Bimatrix(EquilibriumError),
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::NotTwoPlayers { solver, players } => {
                write!(f, "{solver} is for two players; the game has {players}")
            }
            SolveError::NotZeroSum { solver } => write!(
                f,
                "{solver} is for zero-sum games; the payoffs do not add up to 0 (or one \
                 constant) at every leaf"
            ),
            SolveError::NoPerfectRecall(e) => write!(f, "{}", e.message),
            SolveError::TooLarge(s) | SolveError::ReducedForm(s) | SolveError::Prior(s) => {
                write!(f, "{s}")
            }
            SolveError::DcfrParameters => write!(f, "DCFR's α, β and γ must be finite numbers"),
            SolveError::Lp(s) => write!(f, "the sequence-form LP failed: {s}"),
            SolveError::NoCovering => write!(f, "the covering vector has no positive entry"),
            SolveError::TooManyPivots(n) => {
                write!(f, "Lemke's algorithm took more than {n} pivots")
            }
            SolveError::Ray(entered) => write!(
                f,
                "Lemke's algorithm ended on a ray when {entered} entered (no equilibrium found)"
            ),
            SolveError::Bimatrix(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SolveError {}

/// The message, for the callers that report errors as text.
impl From<SolveError> for String {
    fn from(e: SolveError) -> String {
        e.to_string()
    }
}

impl From<RecallError> for SolveError {
    fn from(e: RecallError) -> SolveError {
        SolveError::NoPerfectRecall(e)
    }
}

impl From<crate::lp::Error> for SolveError {
    fn from(e: crate::lp::Error) -> SolveError {
        SolveError::Lp(format!("{e:?}"))
    }
}
