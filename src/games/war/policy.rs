//! The winner's only decision, the order of the won cards ([`Order`]), and the policies that
//! mix the three orders: [`WarPolicy`] (probabilities), [`WarStrategy`] (the optimisers' three
//! real softmax parameters) and [`OrderSampler`] (one draw per decision).

use std::fmt;

use rand_core::Rng;
use serde::{Deserialize, Serialize};

use crate::rng::GameRng;

/// The order in which a battle's winner puts the won cards to the bottom of his pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Order {
    /// Highest first: the highest won card is drawn first again.
    Descending,
    /// Lowest first.
    Ascending,
    /// A uniformly random order.
    Shuffled,
}

impl fmt::Display for Order {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Order::Descending => "descending",
            Order::Ascending => "ascending",
            Order::Shuffled => "shuffled",
        })
    }
}

/// A mixed strategy: the probability of each [`Order`]. The probabilities sum to 1.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct WarPolicy {
    /// P(descending).
    pub desc: f64,
    /// P(ascending).
    pub asc: f64,
    /// P(shuffled).
    pub shuffled: f64,
}

/// The three real parameters (A, B, C) of the thesis: weights e^A, e^B, e^C of descending,
/// ascending and shuffled. All zero is the initial strategy (⅓ each).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct WarStrategy(pub [f64; 3]);

impl WarStrategy {
    /// The policy the parameters stand for (a numerically stable softmax).
    pub fn policy(&self) -> WarPolicy {
        let m = self.0.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
        let w: Vec<f64> = self.0.iter().map(|a| (a - m).exp()).collect();
        let s: f64 = w.iter().sum();
        WarPolicy {
            desc: w[0] / s,
            asc: w[1] / s,
            shuffled: w[2] / s,
        }
    }
}

/// A strategy that cannot be parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StrategyError(pub String);

impl fmt::Display for StrategyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for StrategyError {}

/// Parses `n` comma-separated finite reals.
pub(crate) fn parse_params(text: &str, n: usize) -> Result<Vec<f64>, StrategyError> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    if parts.len() != n {
        return Err(StrategyError(format!(
            "{text:?}: expected a name or {n} comma-separated numbers, found {} value(s)",
            parts.len()
        )));
    }
    parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            crate::text::read_real(p)
                .map_err(|why| StrategyError(format!("{text:?}: parameter {}: {why}", i + 1)))
        })
        .collect()
}

impl WarPolicy {
    /// Always descending.
    pub const DESC: WarPolicy = WarPolicy {
        desc: 1.0,
        asc: 0.0,
        shuffled: 0.0,
    };
    /// Always ascending.
    pub const ASC: WarPolicy = WarPolicy {
        desc: 0.0,
        asc: 1.0,
        shuffled: 0.0,
    };
    /// Always shuffled.
    pub const RAND: WarPolicy = WarPolicy {
        desc: 0.0,
        asc: 0.0,
        shuffled: 1.0,
    };
    /// The initial strategy: ⅓ each (parameters all zero).
    pub const ZERO: WarPolicy = WarPolicy {
        desc: 1.0 / 3.0,
        asc: 1.0 / 3.0,
        shuffled: 1.0 / 3.0,
    };

    /// The named strategies: `desc`, `asc`, `rand`, `zero`.
    pub const NAMES: [&'static str; 4] = ["desc", "asc", "rand", "zero"];

    /// A named strategy, or three comma-separated parameters `A,B,C` (see [`WarStrategy`]).
    pub fn parse(text: &str) -> Result<WarPolicy, StrategyError> {
        match text.trim() {
            "desc" => Ok(WarPolicy::DESC),
            "asc" => Ok(WarPolicy::ASC),
            "rand" => Ok(WarPolicy::RAND),
            "zero" => Ok(WarPolicy::ZERO),
            other if other.contains(',') || crate::text::read_real(other).is_ok() => {
                let p = parse_params(other, 3)?;
                Ok(WarStrategy([p[0], p[1], p[2]]).policy())
            }
            other => Err(StrategyError(format!(
                "{other:?} is not a War strategy: use {} or three numbers A,B,C",
                WarPolicy::NAMES.join(", ")
            ))),
        }
    }

    /// The sampler of this policy (thresholds on 32-bit draws; no draw for a pure policy).
    pub fn sampler(&self) -> OrderSampler {
        let scale = 4_294_967_296.0;
        let total = self.desc + self.asc + self.shuffled;
        let (d, a) = (self.desc / total, self.asc / total);
        if d >= 1.0 {
            OrderSampler::Pure(Order::Descending)
        } else if a >= 1.0 {
            OrderSampler::Pure(Order::Ascending)
        } else if d + a <= 0.0 {
            OrderSampler::Pure(Order::Shuffled)
        } else {
            let t1 = (d * scale) as u64;
            let t2 = ((d + a) * scale) as u64;
            OrderSampler::Mixed(t1, t2)
        }
    }
}

/// Draws an [`Order`] from a [`WarPolicy`] with one 32-bit draw (none when pure).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OrderSampler {
    /// Always this order; consumes no randomness.
    Pure(Order),
    /// Descending below the first threshold, ascending below the second, else shuffled.
    Mixed(u64, u64),
}

impl OrderSampler {
    /// One order.
    #[inline]
    pub fn sample(&self, rng: &mut GameRng) -> Order {
        match *self {
            OrderSampler::Pure(o) => o,
            OrderSampler::Mixed(t1, t2) => {
                let r = u64::from(rng.next_u32());
                if r < t1 {
                    Order::Descending
                } else if r < t2 {
                    Order::Ascending
                } else {
                    Order::Shuffled
                }
            }
        }
    }
}
