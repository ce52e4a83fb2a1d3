//! Solution concepts for two-player normal-form (bimatrix) games: best responses, pure and
//! **all** mixed Nash equilibria in exact arithmetic (with degeneracy detected and explained),
//! security levels (maxmin / minmax) and zero-sum values by LP, and dominance with iterated
//! elimination.
//!
//! ## Design
//!
//! - **Vertex enumeration is the complete method.** [`all_equilibria`] enumerates the nonzero
//!   vertices of the two best-response polytopes `P = {x ≥ 0 : Bᵀx ≤ 1}` and
//!   `Q = {y ≥ 0 : Ay ≤ 1}` (payoffs shifted positive) by lexicographic reverse search with
//!   exact integer pivoting, the method of lrsnash (module `lrs`): no visited vertex is
//!   stored, each vertex is kept only as its labels, and games up to
//!   [`MAX_ENUMERATION`] = 20 strategies per player
//!   are taken. Extreme equilibria are the completely labelled vertex pairs; in a degenerate
//!   game the equilibria form convex components, reported as the maximal bicliques of the
//!   "is an equilibrium with" graph (every point of `conv(X) × conv(Y)` is an equilibrium).
//!   Degeneracy is detected from the vertices themselves (a vertex with more best responses
//!   than its support size) and each witness is returned as a [`Tie`]. Nothing is silently
//!   dropped: every equilibrium lies in some listed component.
//! - **Enumeration by support is the first cross-check.** [`all_equilibria_by_support`] finds
//!   the same vertices by solving, for every support `S` and every equally large set `T` of
//!   the opponent's strategies, the square system "the strategies in `T` are best responses"
//!   (unequal supports and best-response sets are covered), up to
//!   [`MAX_SUPPORT_ENUMERATION`] strategies; the tests require both to give identical results.
//! - **Classic support enumeration is the second.** [`support_enumeration`] solves the
//!   joint indifference equations for supports of equal size — a separate code path that
//!   finds exactly the same set on nondegenerate games.
//! - **Lemke–Howson is the fast single-equilibrium method** ([`lemke_howson`], exact, with a
//!   lexicographic ratio test); every label's result must be among the enumerated extreme
//!   equilibria, which the tests check.
//! - **Exact.** The reverse search pivots in integers (`i128` with 256-bit intermediates,
//!   big integers once an entry outgrows them). The support methods solve each candidate
//!   system first in `f64`; only candidates that the float solve cannot rule out by a clear
//!   margin (relative `1e-9`), or whose pivots are too small to trust, are solved again in
//!   `BigRational`, which decides. Results are always exact.
//! - **LPs in floating point.** Security levels and domination by mixed strategies use the
//!   crate's simplex ([`crate::lp`]) on payoffs scaled to `[-1, 1]`. A mixed dominator found
//!   by LP is rounded to a rational and verified exactly; an LP failure or a certificate that
//!   does not verify is an error, never "not dominated".
//!
//! ## References
//!
//! - B. von Stengel, "Computing equilibria for two-person games", Handbook of Game Theory 3
//!   (2002), ch. 45 (best-response polytopes, labels, vertex enumeration).
//! - D. Avis, G. Rosenberg, R. Savani, B. von Stengel, "Enumeration of Nash equilibria for
//!   two-player games", Economic Theory 42 (2010) — lrsnash, and maximal cliques for
//!   degenerate games.
//! - D. Avis, K. Fukuda, "A pivoting algorithm for convex hulls and vertex enumeration of
//!   arrangements and polyhedra", Discrete Comput. Geom. 8 (1992) — reverse search; D. Avis,
//!   "lrs: a revised implementation of the reverse search vertex enumeration algorithm"
//!   (2000) — the lexicographic rule and integer pivoting.
//! - R. Porter, E. Nudelman, Y. Shoham, "Simple search methods for finding a Nash
//!   equilibrium", GEB 63 (2008) — support enumeration.
//! - The seed's chapter 2: Def. 2.2.1–2.2.2 (maxmin, minmax), Thm. 2.2.3 (minimax),
//!   Def. 2.3.1 (dominance).

// Index loops mirror the matrix notation of the linear algebra.
#![allow(clippy::needless_range_loop)]

pub mod cfr;
mod dominance;
mod enumerate;
mod kinds;
mod lemke_howson;
pub(crate) mod linalg;
mod lrs;
pub mod n_player;
pub mod reduced_lh;
mod security;
pub mod sequence_form;
pub mod sequence_lemke;
mod solve_error;
pub mod subgame;

pub use dominance::{
    dominated_by_mixed, dominated_by_pure, iterated_elimination, Dominator, Elimination, Step,
    Strength,
};
pub use enumerate::{
    all_equilibria_by_support, enumeration_systems, support_enumeration, SupportEnumerationJob,
    MAX_SUPPORT_ENUMERATION,
};
pub use kinds::{kind, Kind};
pub use lemke_howson::lemke_howson;
pub use lrs::{
    all_equilibria, Enumerated, EnumerationJob, EnumerationPiece, EnumerationShare, PieceFound,
    SPLIT_DEPTH,
};
pub use security::{security, zero_sum_value, Security, ZeroSumValue};
pub use solve_error::SolveError;

/// The largest number of strategies per player for which all equilibria are enumerated.
pub const MAX_ENUMERATION: usize = 20;

use crate::exact::{format_number, to_f64, Q};
use crate::game::Player;
use crate::models::strategic::{Bimatrix, BimatrixError};
use num_traits::Zero;
use std::fmt;

/// Why a computation failed.
#[derive(Clone, Debug, PartialEq)]
pub enum EquilibriumError {
    /// The game is unsuitable (too large, malformed).
    Game(BimatrixError),
    /// The LP solver failed.
    Lp(crate::lp::Error),
    /// The operation needs a constant-sum game.
    NotConstantSum,
    /// An LP answer could not be confirmed in exact arithmetic.
    Unverified(String),
    /// The game is larger than the method takes (the message says which limit, and what to
    /// do instead).
    TooLarge(String),
    /// Lemke–Howson was asked to drop a label the game does not have.
    NoSuchLabel {
        /// The label asked for.
        label: usize,
        /// How many labels the game has (its rows and columns).
        labels: usize,
    },
    /// A worker's share of an enumeration numbered past the workers.
    NoSuchShare {
        /// The share asked for (from 0).
        share: usize,
        /// The number of shares.
        shares: usize,
    },
}

impl fmt::Display for EquilibriumError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EquilibriumError::Game(e) => write!(f, "{e}"),
            EquilibriumError::Lp(e) => write!(f, "the LP solver failed: {e:?}"),
            EquilibriumError::NotConstantSum => write!(f, "the game is not constant-sum"),
            EquilibriumError::Unverified(s) => write!(f, "could not verify exactly: {s}"),
            EquilibriumError::TooLarge(s) => write!(f, "{s}"),
            EquilibriumError::NoSuchLabel { label, labels } => write!(
                f,
                "label {label} does not exist: the game has {labels} (0 to {})",
                labels.saturating_sub(1)
            ),
            EquilibriumError::NoSuchShare { shares: 0, .. } => {
                write!(f, "the enumeration is shared by at least one worker")
            }
            EquilibriumError::NoSuchShare { share, shares } => write!(
                f,
                "share {share} does not exist: the enumeration is cut in {shares} (0 to {})",
                shares - 1
            ),
        }
    }
}

impl std::error::Error for EquilibriumError {}

impl From<BimatrixError> for EquilibriumError {
    fn from(e: BimatrixError) -> Self {
        EquilibriumError::Game(e)
    }
}

impl From<crate::lp::Error> for EquilibriumError {
    fn from(e: crate::lp::Error) -> Self {
        EquilibriumError::Lp(e)
    }
}

/// A Nash equilibrium in mixed strategies, exactly.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Equilibrium {
    /// The row player's mixed strategy.
    pub x: Vec<Q>,
    /// The column player's mixed strategy.
    pub y: Vec<Q>,
    /// The expected payoffs (row player, column player).
    pub payoffs: [Q; 2],
}

impl Equilibrium {
    /// The row player's strategy as floats.
    pub fn x_f64(&self) -> Vec<f64> {
        self.x.iter().map(to_f64).collect()
    }

    /// The column player's strategy as floats.
    pub fn y_f64(&self) -> Vec<f64> {
        self.y.iter().map(to_f64).collect()
    }

    /// The expected payoffs as floats.
    pub fn payoffs_f64(&self) -> [f64; 2] {
        [to_f64(&self.payoffs[0]), to_f64(&self.payoffs[1])]
    }

    /// Whether both strategies are pure.
    pub fn is_pure(&self) -> bool {
        let pure = |v: &[Q]| v.iter().filter(|p| !p.is_zero()).count() == 1;
        pure(&self.x) && pure(&self.y)
    }
}

impl fmt::Display for Equilibrium {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = |s: &[Q]| s.iter().map(format_number).collect::<Vec<_>>().join(", ");
        write!(
            f,
            "x = ({}), y = ({}), payoffs ({}, {})",
            v(&self.x),
            v(&self.y),
            format_number(&self.payoffs[0]),
            format_number(&self.payoffs[1])
        )
    }
}

/// A degeneracy witness: a mixed strategy with more pure best responses (of the opponent)
/// than strategies in its support.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Tie {
    /// Whose strategy it is.
    pub player: Player,
    /// The mixed strategy.
    pub strategy: Vec<Q>,
    /// Its support (indices of the player's strategies).
    pub support: Vec<usize>,
    /// The opponent's pure best responses to it, which tie.
    pub best_responses: Vec<usize>,
}

/// A maximal convex set of equilibria: every `(x, y)` with `x` in the convex hull of
/// `row_strategies` and `y` in that of `col_strategies` is a Nash equilibrium.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Component {
    /// The extreme row strategies.
    pub row_strategies: Vec<Vec<Q>>,
    /// The extreme column strategies.
    pub col_strategies: Vec<Vec<Q>>,
}

impl Component {
    /// Whether the set is a continuum (a segment or larger) rather than a single point.
    pub fn is_continuum(&self) -> bool {
        self.row_strategies.len() > 1 || self.col_strategies.len() > 1
    }

    /// The component in words, each side by its extreme strategies written by `strategy`:
    /// one is "the row strategy X", two are "rows between X and Y", more are "rows mixing X,
    /// Y and Z" (a side with one extreme strategy is a single point, not a range).
    pub fn describe(&self, strategy: impl Fn(&[Q]) -> String) -> String {
        crate::i18n::with_english(|w| self.describe_in(strategy, w))
    }

    /// The component in words ([`Component::describe`]) in the language of `words`; a list of
    /// strategies holding decimal commas is separated by `; `.
    pub fn describe_in(
        &self,
        strategy: impl Fn(&[Q]) -> String,
        words: &crate::i18n::Catalogue,
    ) -> String {
        use crate::i18n::Args;
        let side = |row: bool, list: &[Vec<Q>]| {
            let written: Vec<String> = list.iter().map(|x| strategy(x)).collect();
            match (row, written.as_slice()) {
                (true, [one]) => {
                    words.msg_with("games-side-row", &Args::new().text("strategy", one))
                }
                (false, [one]) => {
                    words.msg_with("games-side-column", &Args::new().text("strategy", one))
                }
                (true, [a, b]) => words.msg_with(
                    "games-side-rows-between",
                    &Args::new().text("a", a).text("b", b),
                ),
                (false, [a, b]) => words.msg_with(
                    "games-side-columns-between",
                    &Args::new().text("a", a).text("b", b),
                ),
                (row, [rest @ .., last]) => {
                    let comma = words.decimal(".") != "." && rest.iter().any(|s| s.contains(','));
                    let args = Args::new()
                        .text("list", rest.join(if comma { "; " } else { ", " }))
                        .text("last", last);
                    match row {
                        true => words.msg_with("games-side-rows-mixing", &args),
                        false => words.msg_with("games-side-columns-mixing", &args),
                    }
                }
                (true, []) => words.msg("games-side-no-row"),
                (false, []) => words.msg("games-side-no-column"),
            }
        };
        format!(
            "{} × {}",
            side(true, &self.row_strategies),
            side(false, &self.col_strategies)
        )
    }
}

#[cfg(test)]
mod component_tests {
    use super::*;

    #[test]
    fn a_component_is_described_by_what_each_side_is() {
        let q = |n: i64| Q::from_integer(n.into());
        let c = Component {
            row_strategies: vec![vec![q(1), q(0)]],
            col_strategies: vec![vec![q(1), q(0)], vec![q(0), q(1)]],
        };
        let show = |x: &[Q]| format!("{x:?}").replace(' ', "");
        let words = c.describe(|x| show(x));
        assert!(words.starts_with("the row strategy "), "{words}");
        assert!(words.contains("× columns between "), "{words}");
        let three = Component {
            row_strategies: vec![vec![q(1)], vec![q(2)], vec![q(3)]],
            col_strategies: vec![vec![q(1)], vec![q(2)]],
        };
        assert!(
            three.describe(|x| show(x)).starts_with("rows mixing "),
            "{}",
            three.describe(show)
        );
    }

    #[test]
    fn a_component_is_described_in_polish() {
        let q = |n: i64| Q::from_integer(n.into());
        let c = Component {
            row_strategies: vec![vec![q(1)], vec![q(2)], vec![q(3)]],
            col_strategies: vec![vec![q(1), q(0)]],
        };
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        let show = |x: &[Q]| format!("({},5)", x[0]);
        let english = c.describe(show);
        let polish = c.describe_in(show, &pl);
        assert_eq!(
            english,
            "rows mixing (1,5), (2,5) and (3,5) × the column strategy (1,5)"
        );
        assert_ne!(polish, english);
        assert!(
            !polish.contains('⟨') && polish.contains("(1,5); (2,5)"),
            "{polish}"
        );
    }
}

/// Every Nash equilibrium of a bimatrix game.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct AllEquilibria {
    /// The extreme equilibria (all equilibria when the game is nondegenerate), sorted.
    pub extreme: Vec<Equilibrium>,
    /// The kind of each extreme equilibrium (strict or weak, in dominant strategies or not),
    /// in the same order.
    pub kinds: Vec<Kind>,
    /// The maximal convex sets of equilibria; their union is the set of all equilibria.
    pub components: Vec<Component>,
    /// Degeneracy witnesses (empty iff the game is nondegenerate).
    pub ties: Vec<Tie>,
    /// Whether the game is degenerate.
    pub degenerate: bool,
}

/// Pure best responses in every cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BestResponses {
    /// `row[r][c]`: row `r` is a best response to column `c`.
    pub row: Vec<Vec<bool>>,
    /// `col[r][c]`: column `c` is a best response to row `r`.
    pub col: Vec<Vec<bool>>,
}

/// The pure best responses of both players to each pure strategy of the other.
pub fn best_responses(g: &Bimatrix) -> BestResponses {
    let (m, n) = (g.rows(), g.cols());
    let mut row = vec![vec![false; n]; m];
    let mut col = vec![vec![false; n]; m];
    for c in 0..n {
        let best = (0..m).map(|r| &g.a[r][c]).max().expect("rows");
        for (r, cells) in row.iter_mut().enumerate() {
            cells[c] = &g.a[r][c] == best;
        }
    }
    for r in 0..m {
        let best = g.b[r].iter().max().expect("cols");
        for c in 0..n {
            col[r][c] = &g.b[r][c] == best;
        }
    }
    BestResponses { row, col }
}

/// All pure Nash equilibria `(row, col)`, in row-major order.
pub fn pure_equilibria(g: &Bimatrix) -> Vec<(usize, usize)> {
    let br = best_responses(g);
    let mut out = Vec::new();
    for r in 0..g.rows() {
        for c in 0..g.cols() {
            if br.row[r][c] && br.col[r][c] {
                out.push((r, c));
            }
        }
    }
    out
}

/// The pure best responses of `player` to the opponent's mixed strategy `opponent`, exactly.
pub fn best_responses_to(g: &Bimatrix, player: Player, opponent: &[Q]) -> Vec<usize> {
    let values = pure_values(g, player, opponent);
    let best = values.iter().max().cloned().unwrap_or_else(Q::zero);
    (0..values.len()).filter(|&i| values[i] == best).collect()
}

/// The payoffs of each pure strategy of `player` against the opponent's mixed strategy.
pub fn pure_values(g: &Bimatrix, player: Player, opponent: &[Q]) -> Vec<Q> {
    if player.0 == 0 {
        (0..g.rows())
            .map(|r| opponent.iter().zip(&g.a[r]).map(|(p, v)| p * v).sum())
            .collect()
    } else {
        (0..g.cols())
            .map(|c| {
                opponent
                    .iter()
                    .enumerate()
                    .map(|(r, p)| p * &g.b[r][c])
                    .sum()
            })
            .collect()
    }
}

/// Whether `(x, y)` is a Nash equilibrium, checked exactly: both are probability vectors and
/// no pure deviation is profitable.
pub fn is_equilibrium(g: &Bimatrix, x: &[Q], y: &[Q]) -> bool {
    let simplex = |v: &[Q], n: usize| {
        v.len() == n
            && v.iter().all(|p| *p >= Q::zero())
            && v.iter().sum::<Q>() == Q::from_integer(1.into())
    };
    if !simplex(x, g.rows()) || !simplex(y, g.cols()) {
        return false;
    }
    let [u, w] = g.expected(x, y);
    pure_values(g, Player(0), y).iter().all(|v| *v <= u)
        && pure_values(g, Player(1), x).iter().all(|v| *v <= w)
}

#[cfg(test)]
mod tests;
