//! Two-player strategic-form (bimatrix) games with exact rational payoffs: the model the
//! normal-form lab, the equilibrium solvers, the evolution lab and the game trees' induced
//! normal forms share, with the reading of payoffs and their range.
//!
//! ## Design
//!
//! Payoffs are stored as [`Q`] (exact rationals) so that every later computation — best
//! responses, support enumeration, dominance checks — can be exact: equilibria of games with
//! small integer payoffs are shown as fractions (1/3, 2/3), and ties are decided exactly. The
//! floating-point view needed by [`NormalForm`] and by the LP solver is derived on demand.
//! A game of any number of players is a [`super::StrategicGame`]; a bimatrix converts to one
//! and back.
//!
//! ## References
//!
//! - The seed's chapter 1, Def. 1.1.1 (common-payoff) and 1.1.2 (constant-sum) games.
//! - B. von Stengel, "Computing equilibria for two-person games", Handbook of Game Theory 3
//!   (2002), ch. 45 — bimatrix notation (A for the row player, B for the column player).

use crate::exact::{format_number, to_f64, Q};
use crate::game::{ByPlayer, NormalForm, Player};
use num_traits::{One, Signed, Zero};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a bimatrix could not be built or is too large for an operation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BimatrixError {
    /// A player has no strategies.
    Empty,
    /// The matrices' shapes disagree with each other or with the strategy names.
    Shape(String),
    /// The game exceeds a size limit.
    TooLarge {
        /// Row strategies.
        rows: usize,
        /// Column strategies.
        cols: usize,
        /// The limit per player.
        limit: usize,
    },
    /// A payoff could not be read as an integer, decimal or fraction (the reader's reason,
    /// [`crate::text::read_number`]).
    BadNumber(String),
}

impl fmt::Display for BimatrixError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BimatrixError::Empty => write!(f, "each player needs at least one strategy"),
            BimatrixError::Shape(s) => write!(f, "inconsistent shape: {s}"),
            BimatrixError::TooLarge { rows, cols, limit } => write!(
                f,
                "the game is {rows}×{cols}; enumerating all equilibria is limited to {limit} \
                 strategies per player"
            ),
            BimatrixError::BadNumber(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for BimatrixError {}

/// Parses an exact number: an integer (`-3`), a decimal (`0.25`, `-1.5e2`) or a fraction
/// (`2/3`). For a payoff, use [`parse_payoff`], which also checks the payoffs' range.
pub fn parse_number(text: &str) -> Result<Q, BimatrixError> {
    crate::text::read_number(text).map_err(|e| BimatrixError::BadNumber(e.into()))
}

/// The largest payoff magnitude the labs take: payoffs are exact, but the security levels,
/// dominance by mixed strategies, the charts and the enumeration's filter compute in doubles,
/// and a payoff must stay a finite double there with room for sums (a game tree's payoffs add
/// up along a path).
pub const MAX_PAYOFF: f64 = 1e300;

/// Checks a payoff against the range the labs compute in: at most [`MAX_PAYOFF`] in size, and
/// a payoff other than 0 at least 1/[`MAX_PAYOFF`] (smaller ones round to 0 in doubles).
pub fn check_payoff(v: &Q) -> Result<(), String> {
    let f = to_f64(v).abs();
    // A NaN (never from an exact number) or an infinity is out of range too.
    if f.is_nan() || f > MAX_PAYOFF {
        Err(format!(
            "{} is out of range: a payoff must lie between -1e300 and 1e300",
            short_number(v)
        ))
    } else if !v.is_zero() && f < 1.0 / MAX_PAYOFF {
        Err(format!(
            "{} is too small: a payoff other than 0 must be at least 1e-300 in size",
            short_number(v)
        ))
    } else {
        Ok(())
    }
}

/// A number for a message: exact when short, else in scientific form (from its digits when it
/// is beyond the doubles: `1e400`).
fn short_number(v: &Q) -> String {
    let exact = format_number(v);
    if exact.len() <= 24 {
        return exact;
    }
    let f = to_f64(v);
    if f.is_finite() && f != 0.0 {
        return crate::text::short(f);
    }
    let (n, d) = (v.numer().magnitude().to_string(), v.denom().to_string());
    // The leading digits as a number in [1, 10), and the count of the others.
    let lead = |s: &str| {
        let k = s.len().min(15);
        s[..k].parse::<f64>().unwrap_or(1.0) / 10f64.powi(k as i32 - 1)
    };
    let (mut m, mut e) = (lead(&n) / lead(&d), n.len() as i64 - d.len() as i64);
    if m < 1.0 {
        m *= 10.0;
        e -= 1;
    }
    let sign = if v.is_negative() { "-" } else { "" };
    format!("{sign}{}e{e}", (m * 1000.0).round() / 1000.0)
}

/// Parses a payoff: an exact number ([`parse_number`]) within [`check_payoff`]'s range.
pub fn parse_payoff(text: &str) -> Result<Q, BimatrixError> {
    let v = parse_number(text)?;
    check_payoff(&v).map_err(BimatrixError::BadNumber)?;
    Ok(v)
}

/// A finite two-player game in strategic form: `a[r][c]` is the row player's payoff and
/// `b[r][c]` the column player's when row `r` meets column `c`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bimatrix {
    /// Strategy names: `names[0]` the rows, `names[1]` the columns.
    pub names: [Vec<String>; 2],
    /// The row player's payoffs.
    pub a: Vec<Vec<Q>>,
    /// The column player's payoffs.
    pub b: Vec<Vec<Q>>,
}

/// The classes of Def. 1.1.1–1.1.2.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Class {
    /// Both players get the same payoff in every cell.
    CommonPayoff,
    /// The payoffs add up to the same constant in every cell (zero-sum when it is 0).
    ConstantSum(Q),
    /// Neither of the above.
    GeneralSum,
}

impl Class {
    /// Whether this is a zero-sum game.
    pub fn is_zero_sum(&self) -> bool {
        matches!(self, Class::ConstantSum(c) if c.is_zero())
    }
}

impl Bimatrix {
    /// Builds a game, checking shapes; strategy names default to `r1…`, `c1…` when a name list
    /// is empty.
    pub fn new(
        names: [Vec<String>; 2],
        a: Vec<Vec<Q>>,
        b: Vec<Vec<Q>>,
    ) -> Result<Bimatrix, BimatrixError> {
        let rows = a.len();
        let cols = a.first().map_or(0, Vec::len);
        if rows == 0 || cols == 0 {
            return Err(BimatrixError::Empty);
        }
        if b.len() != rows || a.iter().chain(&b).any(|r| r.len() != cols) {
            return Err(BimatrixError::Shape(format!(
                "both payoff matrices must be {rows}×{cols}"
            )));
        }
        let [mut rn, mut cn] = names;
        if rn.is_empty() {
            rn = (1..=rows).map(|i| format!("r{i}")).collect();
        }
        if cn.is_empty() {
            cn = (1..=cols).map(|i| format!("c{i}")).collect();
        }
        if rn.len() != rows || cn.len() != cols {
            return Err(BimatrixError::Shape(format!(
                "{} row and {} column names for a {rows}×{cols} game",
                rn.len(),
                cn.len()
            )));
        }
        Ok(Bimatrix {
            names: [rn, cn],
            a,
            b,
        })
    }

    /// Builds a game from integer payoff matrices, with default names.
    pub fn from_integers(a: &[Vec<i64>], b: &[Vec<i64>]) -> Result<Bimatrix, BimatrixError> {
        let conv = |m: &[Vec<i64>]| -> Vec<Vec<Q>> {
            m.iter()
                .map(|r| r.iter().map(|&v| Q::from_integer(v.into())).collect())
                .collect()
        };
        Bimatrix::new([vec![], vec![]], conv(a), conv(b))
    }

    /// A random `rows × cols` game with integer payoffs uniform in `low..=high`, drawn from
    /// `rng` row by row, the row player's matrix first (default names).
    ///
    /// # Panics
    /// If `low > high` or a dimension is 0.
    pub fn random_integers(
        rows: usize,
        cols: usize,
        low: i64,
        high: i64,
        rng: &mut crate::rng::GameRng,
    ) -> Bimatrix {
        assert!(low <= high, "empty payoff range");
        let span = u32::try_from(high - low + 1).expect("a payoff range below 2^32");
        let mut random = || -> Vec<Vec<i64>> {
            (0..rows)
                .map(|_| {
                    (0..cols)
                        .map(|_| low + i64::from(crate::rng::below(rng, span)))
                        .collect()
                })
                .collect()
        };
        let (a, b) = (random(), random());
        Bimatrix::from_integers(&a, &b).expect("nonempty integer matrices make a game")
    }

    /// The zero-sum game with the row player's payoffs: B = −A (names kept).
    pub fn zero_sum_of_rows(&self) -> Bimatrix {
        let mut g = self.clone();
        g.b = self
            .a
            .iter()
            .map(|r| r.iter().map(|v| -v.clone()).collect())
            .collect();
        g
    }

    /// Builds a game from payoff texts (integers, decimals or fractions), with default names.
    pub fn parse(a: &[Vec<&str>], b: &[Vec<&str>]) -> Result<Bimatrix, BimatrixError> {
        let conv = |m: &[Vec<&str>]| -> Result<Vec<Vec<Q>>, BimatrixError> {
            m.iter()
                .map(|r| r.iter().map(|s| parse_payoff(s)).collect())
                .collect()
        };
        Bimatrix::new([vec![], vec![]], conv(a)?, conv(b)?)
    }

    /// The number of row strategies.
    pub fn rows(&self) -> usize {
        self.a.len()
    }

    /// The number of column strategies.
    pub fn cols(&self) -> usize {
        self.a[0].len()
    }

    /// The payoff matrix of `player` (A for `Player(0)`, B for `Player(1)`), indexed `[row][col]`.
    pub fn matrix(&self, player: Player) -> &Vec<Vec<Q>> {
        if player.0 == 0 {
            &self.a
        } else {
            &self.b
        }
    }

    /// The game with rows and columns swapped (the column player becomes the row player).
    pub fn transposed(&self) -> Bimatrix {
        let t = |m: &Vec<Vec<Q>>| -> Vec<Vec<Q>> {
            (0..self.cols())
                .map(|c| (0..self.rows()).map(|r| m[r][c].clone()).collect())
                .collect()
        };
        Bimatrix {
            names: [self.names[1].clone(), self.names[0].clone()],
            a: t(&self.b),
            b: t(&self.a),
        }
    }

    /// The sub-game keeping the listed rows and columns (in the given order).
    pub fn restrict(&self, rows: &[usize], cols: &[usize]) -> Bimatrix {
        let sub = |m: &Vec<Vec<Q>>| -> Vec<Vec<Q>> {
            rows.iter()
                .map(|&r| cols.iter().map(|&c| m[r][c].clone()).collect())
                .collect()
        };
        Bimatrix {
            names: [
                rows.iter().map(|&r| self.names[0][r].clone()).collect(),
                cols.iter().map(|&c| self.names[1][c].clone()).collect(),
            ],
            a: sub(&self.a),
            b: sub(&self.b),
        }
    }

    /// Fails with [`BimatrixError::TooLarge`] if a player has more than `limit` strategies.
    pub fn check_size(&self, limit: usize) -> Result<(), BimatrixError> {
        if self.rows() > limit || self.cols() > limit {
            Err(BimatrixError::TooLarge {
                rows: self.rows(),
                cols: self.cols(),
                limit,
            })
        } else {
            Ok(())
        }
    }

    /// The constant `c` with `a + b = c` in every cell, if the game is constant-sum.
    pub fn constant_sum(&self) -> Option<Q> {
        let sum = &self.a[0][0] + &self.b[0][0];
        let cells = self.a.iter().flatten().zip(self.b.iter().flatten());
        cells.clone().all(|(x, y)| x + y == sum).then_some(sum)
    }

    /// Classifies the game (common-payoff is reported before constant-sum when both hold).
    pub fn classify(&self) -> Class {
        let cells = || self.a.iter().flatten().zip(self.b.iter().flatten());
        if cells().all(|(x, y)| x == y) {
            return Class::CommonPayoff;
        }
        let sum = &self.a[0][0] + &self.b[0][0];
        if cells().all(|(x, y)| x + y == sum) {
            return Class::ConstantSum(sum);
        }
        Class::GeneralSum
    }

    /// Applies the positive affine map `u ↦ scale·u + shift` to `player`'s payoffs (equilibria,
    /// best responses and dominance are invariant under it).
    ///
    /// # Panics
    /// If `scale` is not positive.
    pub fn affine(&self, player: Player, scale: &Q, shift: &Q) -> Bimatrix {
        assert!(
            scale.is_positive(),
            "an affine transformation needs scale > 0"
        );
        let mut g = self.clone();
        let m = if player.0 == 0 { &mut g.a } else { &mut g.b };
        for v in m.iter_mut().flatten() {
            *v = &*v * scale + shift;
        }
        g
    }

    /// The expected payoffs of mixed strategies `x` (rows) and `y` (columns), exactly.
    pub fn expected(&self, x: &[Q], y: &[Q]) -> [Q; 2] {
        let mut pa = Q::zero();
        let mut pb = Q::zero();
        for (r, xr) in x.iter().enumerate() {
            if xr.is_zero() {
                continue;
            }
            for (c, yc) in y.iter().enumerate() {
                if yc.is_zero() {
                    continue;
                }
                let w = xr * yc;
                pa += &w * &self.a[r][c];
                pb += &w * &self.b[r][c];
            }
        }
        [pa, pb]
    }

    /// The pure strategy `index` of a player with `n` strategies as a mixed strategy.
    pub fn pure(n: usize, index: usize) -> Vec<Q> {
        (0..n)
            .map(|i| if i == index { Q::one() } else { Q::zero() })
            .collect()
    }
}

impl NormalForm for Bimatrix {
    fn num_strategies(&self, player: Player) -> usize {
        if player.0 == 0 {
            self.rows()
        } else {
            self.cols()
        }
    }

    fn payoffs_at(&self, profile: &[usize]) -> ByPlayer<f64> {
        let (row, col) = (profile[0], profile[1]);
        ByPlayer(vec![to_f64(&self.a[row][col]), to_f64(&self.b[row][col])])
    }

    fn strategy_name(&self, player: Player, index: usize) -> String {
        self.names[player.index()][index].clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::equilibrium::MAX_ENUMERATION;
    use crate::games::matrix::MatrixPreset;

    fn q(n: i64, d: i64) -> Q {
        Q::new(n.into(), d.into())
    }

    #[test]
    fn numbers_parse_exactly() {
        assert_eq!(parse_number("-3").unwrap(), q(-3, 1));
        assert_eq!(parse_number("0.25").unwrap(), q(1, 4));
        assert_eq!(parse_number("2/3").unwrap(), q(2, 3));
        assert_eq!(parse_number("-1.5e2").unwrap(), q(-150, 1));
        assert_eq!(parse_number("1e-2").unwrap(), q(1, 100));
        assert_eq!(parse_number(".5").unwrap(), q(1, 2));
        for bad in ["", "x", "1/0", "1..2", "--1", "."] {
            assert!(parse_number(bad).is_err(), "{bad}");
        }
        assert_eq!(format_number(&q(-2, 6)), "-1/3");
    }

    #[test]
    fn payoffs_are_read_within_the_range_the_labs_compute_in() {
        for good in ["1e300", "-1e300", "1e-300", "0", "-0", "123456789/7"] {
            assert!(parse_payoff(good).is_ok(), "{good}");
        }
        for (bad, why) in [
            ("1e400", "out of range"),
            ("-1e400", "out of range"),
            ("1e308", "out of range"),
            ("-7e400/3", "out of range"),
            ("2e-400", "too small"),
            ("1/1e301", "too small"),
        ] {
            let e = parse_payoff(bad).unwrap_err().to_string();
            assert!(e.contains(why), "{bad}: {e}");
        }
        // The message shows a long number briefly.
        let e = parse_payoff(&format!("1{}", "0".repeat(400))).unwrap_err();
        assert!(e.to_string().starts_with("1e400 is out of range"), "{e}");
        // The game reader refuses such a payoff too.
        let err = Bimatrix::parse(&[vec!["1e400"]], &[vec!["0"]]).unwrap_err();
        assert!(err.to_string().contains("out of range"), "{err}");
    }

    #[test]
    fn random_and_zero_sum_games() {
        let g = Bimatrix::random_integers(3, 4, -2, 2, &mut crate::rng::Seed(5).rng());
        assert_eq!((g.rows(), g.cols()), (3, 4));
        let all: Vec<&Q> = g.a.iter().chain(&g.b).flatten().collect();
        assert!(all.iter().all(|v| **v >= q(-2, 1) && **v <= q(2, 1)));
        assert!(all.iter().any(|v| **v != *all[0]), "not constant");
        assert_eq!(
            g,
            Bimatrix::random_integers(3, 4, -2, 2, &mut crate::rng::Seed(5).rng())
        );
        let z = g.zero_sum_of_rows();
        assert_eq!(z.constant_sum(), Some(q(0, 1)));
        assert_eq!(z.a, g.a);
        assert_eq!(z.names, g.names);
    }

    #[test]
    fn classification() {
        assert_eq!(MatrixPreset::Driving.game().classify(), Class::CommonPayoff);
        assert!(MatrixPreset::MatchingPennies
            .game()
            .classify()
            .is_zero_sum());
        assert!(MatrixPreset::RockPaperScissors
            .game()
            .classify()
            .is_zero_sum());
        assert_eq!(
            MatrixPreset::PrisonersDilemma.game().classify(),
            Class::GeneralSum
        );
        let shifted = MatrixPreset::MatchingPennies.game().affine(
            Player(0),
            &Q::one(),
            &Q::from_integer(3.into()),
        );
        assert_eq!(shifted.classify(), Class::ConstantSum(q(3, 1)));
    }

    #[test]
    fn shape_and_size_errors() {
        assert_eq!(
            Bimatrix::from_integers(&[], &[]).unwrap_err(),
            BimatrixError::Empty
        );
        assert!(matches!(
            Bimatrix::from_integers(&[vec![1, 2]], &[vec![1]]),
            Err(BimatrixError::Shape(_))
        ));
        let big = Bimatrix::from_integers(&vec![vec![0; 21]; 2], &vec![vec![0; 21]; 2]).unwrap();
        let e = big.check_size(MAX_ENUMERATION).unwrap_err();
        assert!(e.to_string().contains("limited to 20"), "{e}");
    }

    #[test]
    fn normal_form_view() {
        let g = MatrixPreset::PrisonersDilemma.game();
        assert_eq!(g.num_strategies(Player(1)), 2);
        assert_eq!(g.payoffs(0, 1).0, vec![-3.0, 0.0]);
        assert_eq!(g.strategy_name(Player(0), 1), "betray");
        assert_eq!(g.transposed().a[0][1], q(-3, 1));
    }
}
