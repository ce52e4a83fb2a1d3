//! The stage game of the iterated prisoner's dilemma: the two moves and the four payoffs.
//!
//! Payoffs are `f64` because the page lets people type any numbers, but they are checked: a
//! prisoner's dilemma needs T > R > P > S (temptation, reward, punishment, sucker) and
//! 2R > T + S (taking turns exploiting each other pays less than cooperating). A table that
//! breaks either is refused with a message naming the broken inequality, so every lab result
//! is about a real dilemma; the defaults are Axelrod's 3, 0, 5, 1.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A move: cooperate or defect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Move {
    /// Cooperate.
    C,
    /// Defect.
    D,
}

impl Move {
    /// The other move.
    #[inline]
    pub fn flip(self) -> Move {
        match self {
            Move::C => Move::D,
            Move::D => Move::C,
        }
    }

    /// `'C'` or `'D'`.
    pub fn letter(self) -> char {
        match self {
            Move::C => 'C',
            Move::D => 'D',
        }
    }

    /// The move a letter names (`C`/`c` or `D`/`d`).
    pub fn from_letter(ch: char) -> Option<Move> {
        match ch {
            'C' | 'c' => Some(Move::C),
            'D' | 'd' => Some(Move::D),
            _ => None,
        }
    }

    /// Cooperation when `cooperate`, else defection.
    #[inline]
    pub fn cooperate_if(cooperate: bool) -> Move {
        if cooperate {
            Move::C
        } else {
            Move::D
        }
    }
}

/// The stage payoffs to the row player: R (both cooperate), S (sucker), T (temptation), P
/// (both defect).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Payoffs {
    /// Reward for mutual cooperation.
    pub r: f64,
    /// Sucker's payoff (cooperating against a defector).
    pub s: f64,
    /// Temptation (defecting against a cooperator).
    pub t: f64,
    /// Punishment for mutual defection.
    pub p: f64,
}

impl Default for Payoffs {
    fn default() -> Self {
        Payoffs {
            r: 3.0,
            s: 0.0,
            t: 5.0,
            p: 1.0,
        }
    }
}

/// Why four payoffs are not a prisoner's dilemma, or do not read.
#[derive(Clone, Debug, PartialEq)]
pub enum PayoffsError {
    /// `R,S,T,P` was not four comma-separated values: how many there were.
    Count(usize),
    /// The payoff named (`R`, `S`, `T` or `P`) is not a number.
    Number {
        /// Which payoff.
        name: &'static str,
        /// Why it does not read.
        reason: String,
    },
    /// A payoff is not finite, or beyond ±10⁹.
    Range,
    /// The payoffs break a condition of the dilemma: the condition, with the numbers.
    NotADilemma(String),
}

impl fmt::Display for PayoffsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PayoffsError::Count(n) => write!(
                f,
                "give four payoffs R,S,T,P (got {n} number{})",
                if *n == 1 { "" } else { "s" }
            ),
            PayoffsError::Number { name, reason } => write!(f, "{name}: {reason}"),
            PayoffsError::Range => write!(f, "payoffs must be numbers between -1e9 and 1e9"),
            PayoffsError::NotADilemma(why) => write!(f, "not a prisoner's dilemma: needs {why}"),
        }
    }
}

impl std::error::Error for PayoffsError {}

/// The words alone, for callers that report text.
impl From<PayoffsError> for String {
    fn from(e: PayoffsError) -> String {
        e.to_string()
    }
}

impl Payoffs {
    /// Checked payoffs (see [`Payoffs::check`]).
    pub fn new(r: f64, s: f64, t: f64, p: f64) -> Result<Payoffs, PayoffsError> {
        let payoffs = Payoffs { r, s, t, p };
        payoffs.check()?;
        Ok(payoffs)
    }

    /// Whether these payoffs make a prisoner's dilemma: all finite, T > R > P > S and
    /// 2R > T + S; the error names the first broken condition.
    pub fn check(&self) -> Result<(), PayoffsError> {
        let Payoffs { r, s, t, p } = *self;
        if ![r, s, t, p].iter().all(|x| x.is_finite() && x.abs() <= 1e9) {
            return Err(PayoffsError::Range);
        }
        let broken = if t <= r {
            Some(format!("T > R (temptation {t} is not above reward {r})"))
        } else if r <= p {
            Some(format!("R > P (reward {r} is not above punishment {p})"))
        } else if p <= s {
            Some(format!("P > S (punishment {p} is not above sucker {s})"))
        } else if 2.0 * r <= t + s {
            Some(format!(
                "2R > T + S (2 × {r} is not above {t} + {s}: taking turns would beat cooperating)"
            ))
        } else {
            None
        };
        match broken {
            Some(why) => Err(PayoffsError::NotADilemma(why)),
            None => Ok(()),
        }
    }

    /// Reads `R,S,T,P` (four numbers, decimals or fractions) and checks them.
    pub fn parse(text: &str) -> Result<Payoffs, PayoffsError> {
        let parts: Vec<&str> = text.split(',').collect();
        if parts.len() != 4 {
            return Err(PayoffsError::Count(parts.len()));
        }
        let mut v = [0.0; 4];
        for (i, (part, name)) in parts.iter().zip(["R", "S", "T", "P"]).enumerate() {
            v[i] = crate::text::read_real(part).map_err(|e| PayoffsError::Number {
                name,
                reason: e.to_string(),
            })?;
        }
        Payoffs::new(v[0], v[1], v[2], v[3])
    }

    /// The payoff to a player who played `mine` against `theirs`.
    #[inline]
    pub fn payoff(&self, mine: Move, theirs: Move) -> f64 {
        match (mine, theirs) {
            (Move::C, Move::C) => self.r,
            (Move::C, Move::D) => self.s,
            (Move::D, Move::C) => self.t,
            (Move::D, Move::D) => self.p,
        }
    }
}
