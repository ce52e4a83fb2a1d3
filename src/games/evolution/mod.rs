//! The evolution lab's core: evolutionary dynamics of symmetric games with 2–4 strategies (one
//! population) and of bimatrix games with 2–4 strategies per player (two populations).
//!
//! ## Design
//!
//! - **One game model, exact payoffs.** [`EvoGame`] is either a symmetric game (its row
//!   player's matrix `A`; the column player's is `Aᵀ`) or a bimatrix game ([`Bimatrix`]). A
//!   Gambit `.nfg` file is read by the normal-form lab's parser and becomes a symmetric game
//!   exactly when it is square with `B = Aᵀ` ([`EvoGame::from_bimatrix`]). Payoffs stay
//!   [`Q`] (exact rationals), so rest points, Nash and ESS tests and the Moran fixation
//!   probabilities are decided exactly; the flows and trajectories use a float copy
//!   ([`float_game::FloatGame`]).
//! - **Small games only.** The lab draws simplices (a segment, a triangle, a tetrahedron's
//!   faces, the unit square), so a population has 2 to [`MAX_STRATEGIES`] strategies; a
//!   larger game is refused with a message saying so ([`EvoError::Size`]).
//! - **One file per concept.** [`float_game`] (the payoffs as doubles), [`field`] (the vector
//!   fields), [`integrate`] (Dormand–Prince 5(4) with error control, the one entry point
//!   [`integrate::run`] and the steppable [`integrate::Simulation`]), [`best_response`] (the
//!   best-response dynamics solved exactly piece by piece), [`fictitious`] (fictitious play and
//!   its stochastic version, iterated), [`trajectory`] (what a run returns, its CSV), [`rest`]
//!   (every rest point, exactly), [`ess`] (the exact ESS test), `indifference` (the exact solve
//!   on one support both use), [`eigen`] (eigenvalues for the linear stability verdict),
//!   [`logit_path`] (the principal branch of logit QRE), [`moran`] (finite populations),
//!   [`portrait`] (the phase portrait's geometry and flow arrows), [`presets`].
//! - Everything here is pure: no clock, no threads, no I/O; randomness only through
//!   [`crate::rng`]. Every public type is serde (plain enums and structs, no flattening or
//!   skipped fields), so requests and results travel to a Web Worker unchanged.
//!
//! ## References
//!
//! - J. Hofbauer, K. Sigmund, "Evolutionary Games and Population Dynamics", Cambridge (1998).
//! - P. Taylor, L. Jonker, "Evolutionarily stable strategies and game dynamics", Mathematical
//!   Biosciences 40 (1978).
//! - J. Maynard Smith, G. Price, "The logic of animal conflict", Nature 246 (1973).

use crate::exact::Q;
use crate::models::nfg::NfgGame;
use crate::models::strategic::Bimatrix;
use crate::text::ParseError;
use serde::{Deserialize, Serialize};
use std::fmt;

pub mod best_response;
pub mod eigen;
pub mod ess;
pub mod fictitious;
pub mod field;
pub mod float_game;
mod indifference;
pub mod integrate;
pub mod jobs;
pub mod lab;
pub mod logit_path;
pub mod moran;
pub mod moran_view;
pub mod picture;
pub mod portrait;
pub mod presets;
pub mod report;
pub mod rest;
pub mod trajectory;

pub use presets::EvoPreset;

/// The fewest strategies a population may have.
pub const MIN_STRATEGIES: usize = 2;

/// The most strategies a population may have: the lab draws the simplex (at most a
/// tetrahedron, shown by its faces) and enumerates every support exactly.
pub const MAX_STRATEGIES: usize = 4;

/// Why a game or a request cannot be used by the evolution lab.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EvoError {
    /// A population has too few or too many strategies.
    Size(String),
    /// The payoff table is malformed (ragged rows, no strategies).
    Shape(String),
    /// A state (a start, a click) is not a point of the simplex.
    State(String),
    /// A parameter is out of its range (λ, a time, a population size…).
    Parameter(String),
    /// A game's text (a payoff matrix as typed, a Gambit file) does not read: where, and why.
    Text(ParseError),
}

impl fmt::Display for EvoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EvoError::Size(s)
            | EvoError::Shape(s)
            | EvoError::State(s)
            | EvoError::Parameter(s) => {
                write!(f, "{s}")
            }
            EvoError::Text(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for EvoError {}

impl From<ParseError> for EvoError {
    fn from(e: ParseError) -> EvoError {
        EvoError::Text(e)
    }
}

/// A refused request: a text that does not read keeps its position and its reason for any
/// language (the worker words it in the page's); the other reasons are English.
impl From<EvoError> for crate::jobs::StartError {
    fn from(e: EvoError) -> crate::jobs::StartError {
        match e {
            EvoError::Text(e) => crate::jobs::StartError::Unreadable(e),
            other => crate::jobs::StartError::Rejected(other.to_string()),
        }
    }
}

/// A game of the evolution lab: one population playing a symmetric game, or two populations
/// playing a bimatrix game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EvoGame {
    /// One population; `a[i][j]` is the payoff of strategy `i` against strategy `j`.
    Symmetric {
        /// The payoff matrix (square, 2–4 strategies).
        a: Vec<Vec<Q>>,
        /// The strategies' names.
        names: Vec<String>,
    },
    /// Two populations: rows (population x, payoffs `a`) against columns (population y,
    /// payoffs `b`).
    Bimatrix(Bimatrix),
}

/// Checks a population's number of strategies.
fn check_count(n: usize, who: &str) -> Result<(), EvoError> {
    if n < MIN_STRATEGIES {
        Err(EvoError::Size(format!(
            "{who} has {n} strategy; the evolution lab needs at least {MIN_STRATEGIES}"
        )))
    } else if n > MAX_STRATEGIES {
        Err(EvoError::Size(format!(
            "{who} has {n} strategies; the evolution lab handles at most {MAX_STRATEGIES} \
             (a simplex it can draw and whose supports it enumerates exactly)"
        )))
    } else {
        Ok(())
    }
}

impl EvoGame {
    /// A symmetric game from its payoff matrix; names default to `s1…`.
    pub fn symmetric(a: Vec<Vec<Q>>, names: Vec<String>) -> Result<EvoGame, EvoError> {
        let n = a.len();
        check_count(n, "the population")?;
        if a.iter().any(|r| r.len() != n) {
            return Err(EvoError::Shape(format!(
                "a symmetric game's payoff matrix must be square ({n}×{n})"
            )));
        }
        let names = if names.is_empty() {
            (1..=n).map(|i| format!("s{i}")).collect()
        } else if names.len() == n {
            names
        } else {
            return Err(EvoError::Shape(format!(
                "{} names for {n} strategies",
                names.len()
            )));
        };
        Ok(EvoGame::Symmetric { a, names })
    }

    /// A symmetric game from integer payoffs (default names).
    pub fn symmetric_integers(a: &[Vec<i64>]) -> Result<EvoGame, EvoError> {
        let a = a
            .iter()
            .map(|r| r.iter().map(|&v| Q::from_integer(v.into())).collect())
            .collect();
        EvoGame::symmetric(a, vec![])
    }

    /// A two-population game, each player with 2–4 strategies.
    pub fn bimatrix(g: Bimatrix) -> Result<EvoGame, EvoError> {
        check_count(g.rows(), "the row player")?;
        check_count(g.cols(), "the column player")?;
        Ok(EvoGame::Bimatrix(g))
    }

    /// The game a bimatrix stands for: symmetric (one population) when it is square with
    /// `B = Aᵀ` (the row names are kept), otherwise two populations.
    pub fn from_bimatrix(g: &Bimatrix) -> Result<EvoGame, EvoError> {
        let n = g.rows();
        let symmetric = n == g.cols() && (0..n).all(|i| (0..n).all(|j| g.b[i][j] == g.a[j][i]));
        if symmetric {
            EvoGame::symmetric(g.a.clone(), g.names[0].clone())
        } else {
            EvoGame::bimatrix(g.clone())
        }
    }

    /// The game of a Gambit `.nfg` file ([`EvoGame::from_bimatrix`]).
    pub fn from_nfg(file: &NfgGame) -> Result<EvoGame, EvoError> {
        EvoGame::from_bimatrix(&file.game)
    }

    /// Whether the game has one population.
    pub fn is_symmetric(&self) -> bool {
        matches!(self, EvoGame::Symmetric { .. })
    }

    /// The number of strategies of population x (the rows).
    pub fn n(&self) -> usize {
        match self {
            EvoGame::Symmetric { a, .. } => a.len(),
            EvoGame::Bimatrix(g) => g.rows(),
        }
    }

    /// The number of strategies of population y (the columns), for a two-population game.
    pub fn m(&self) -> Option<usize> {
        match self {
            EvoGame::Symmetric { .. } => None,
            EvoGame::Bimatrix(g) => Some(g.cols()),
        }
    }

    /// The length of a state vector: `n`, or `n + m` for two populations (x then y).
    pub fn dimension(&self) -> usize {
        self.n() + self.m().unwrap_or(0)
    }

    /// Population x's payoff matrix: `A` (against x itself, or against y).
    pub fn a(&self) -> &Vec<Vec<Q>> {
        match self {
            EvoGame::Symmetric { a, .. } => a,
            EvoGame::Bimatrix(g) => &g.a,
        }
    }

    /// Strategy names: population x's, and population y's for two populations.
    pub fn names(&self) -> (Vec<String>, Option<Vec<String>>) {
        match self {
            EvoGame::Symmetric { names, .. } => (names.clone(), None),
            EvoGame::Bimatrix(g) => (g.names[0].clone(), Some(g.names[1].clone())),
        }
    }

    /// The game as a bimatrix: a symmetric game becomes `(A, Aᵀ)` (how the normal-form lab
    /// sees it; its symmetric equilibria `(x, x)` are the one-population game's Nash
    /// equilibria).
    pub fn to_bimatrix(&self) -> Bimatrix {
        match self {
            EvoGame::Symmetric { a, names } => {
                let n = a.len();
                let b = (0..n)
                    .map(|i| (0..n).map(|j| a[j][i].clone()).collect())
                    .collect();
                Bimatrix {
                    names: [names.clone(), names.clone()],
                    a: a.clone(),
                    b,
                }
            }
            EvoGame::Bimatrix(g) => g.clone(),
        }
    }
}

/// A point of the state space: population x's shares, and population y's for two
/// populations.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Point {
    /// Population x's shares (sum 1).
    pub x: Vec<f64>,
    /// Population y's shares (two populations only).
    pub y: Option<Vec<f64>>,
}

impl Point {
    /// The point whose x (then y) shares are the concatenation `state`.
    pub fn from_state(game: &EvoGame, state: &[f64]) -> Point {
        let n = game.n();
        Point {
            x: state[..n].to_vec(),
            y: game.m().map(|_| state[n..].to_vec()),
        }
    }

    /// The concatenation x then y.
    pub fn state(&self) -> Vec<f64> {
        let mut s = self.x.clone();
        if let Some(y) = &self.y {
            s.extend_from_slice(y);
        }
        s
    }

    /// The centre of the state space (every strategy equally common).
    pub fn centroid(game: &EvoGame) -> Point {
        let uniform = |k: usize| vec![1.0 / k as f64; k];
        Point {
            x: uniform(game.n()),
            y: game.m().map(uniform),
        }
    }

    /// Checks a state given by a person or a file: the right lengths, finite non-negative
    /// shares that sum to 1 within 10⁻⁶ per population; returns it renormalised to sum 1.
    pub fn checked(game: &EvoGame, values: &[f64]) -> Result<Point, EvoError> {
        let (n, d) = (game.n(), game.dimension());
        if values.len() != d {
            let what = if game.is_symmetric() {
                format!("{n} shares")
            } else {
                format!(
                    "{d} shares ({n} for the rows, then {} for the columns)",
                    d - n
                )
            };
            return Err(EvoError::State(format!(
                "a start has {what}; {} given",
                values.len()
            )));
        }
        let norm = |v: &[f64], who: &str| -> Result<Vec<f64>, EvoError> {
            if v.iter().any(|p| !p.is_finite() || *p < 0.0) {
                return Err(EvoError::State(format!(
                    "{who}: shares must be finite and non-negative"
                )));
            }
            let s: f64 = v.iter().sum();
            if (s - 1.0).abs() > 1e-6 {
                return Err(EvoError::State(format!(
                    "{who}: shares must sum to 1 (they sum to {s})"
                )));
            }
            Ok(v.iter().map(|p| p / s).collect())
        };
        let who = if game.is_symmetric() {
            "the start"
        } else {
            "the rows' start"
        };
        Ok(Point {
            x: norm(&values[..n], who)?,
            y: match game.m() {
                Some(_) => Some(norm(&values[n..], "the columns' start")?),
                None => None,
            },
        })
    }
}

#[cfg(test)]
mod tests;
