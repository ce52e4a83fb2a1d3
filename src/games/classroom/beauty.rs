//! The p-beauty contest (the guessing game): everyone picks a number in [lo, hi]; whoever is
//! closest to p × (the mean + c) wins the prize (ties split).
//!
//! Theory: iterated elimination of dominated guesses leads to the fixed point p·c/(1−p)
//! (clamped to the range), the unique Nash equilibrium when p < 1; level-k guesses start from
//! the middle of the range (level 0) and best-respond k times.

use super::{number_in, short, whole_class, BotKind, ClassGame, Problem, Seat};
use crate::rng::{unit_f64, GameRng};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// The game.
pub struct Beauty;

/// Its settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// The multiplier of the mean.
    pub p: f64,
    /// The constant added to the mean before multiplying.
    pub c: f64,
    /// The smallest guess.
    pub lo: f64,
    /// The largest guess.
    pub hi: f64,
    /// The prize, split among the closest.
    pub prize: f64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            p: 2.0 / 3.0,
            c: 0.0,
            lo: 0.0,
            hi: 100.0,
            prize: 10.0,
        }
    }
}

impl Settings {
    /// The target for a mean guess.
    pub fn target(&self, mean: f64) -> f64 {
        self.p * (mean + self.c)
    }

    /// The Nash equilibrium guess: the fixed point p·c/(1−p) within the range (p < 1), or the
    /// top of the range (p ≥ 1, where guessing hi is an equilibrium reached from below).
    pub fn nash(&self) -> f64 {
        if self.p < 1.0 {
            (self.p * self.c / (1.0 - self.p)).clamp(self.lo, self.hi)
        } else {
            self.hi
        }
    }

    /// Level-k guesses for k = 0..=levels: level 0 guesses the middle, level k the target of
    /// everyone guessing level k−1, within the range.
    pub fn level_k(&self, levels: usize) -> Vec<f64> {
        let mut g = vec![(self.lo + self.hi) / 2.0];
        for k in 1..=levels {
            let prev = g[k - 1];
            g.push(self.target(prev).clamp(self.lo, self.hi));
        }
        g
    }
}

impl ClassGame for Beauty {
    type Settings = Settings;

    fn key(&self) -> &'static str {
        "beauty"
    }
    fn name(&self) -> &'static str {
        "Guess 2/3 of the average (p-beauty contest)"
    }
    fn check(&self, s: &Settings) -> Result<(), Problem> {
        if !(s.p > 0.0 && s.p <= 10.0) {
            return Err(Problem::new("p", "p is a number above 0 and at most 10."));
        }
        if !s.c.is_finite() || s.c.abs() > 1e6 {
            return Err(Problem::new("c", "c is a number from −1000000 to 1000000."));
        }
        if !(s.lo.is_finite() && s.hi.is_finite() && s.lo < s.hi && s.hi - s.lo <= 1e6) {
            return Err(Problem::new(
                "hi",
                "The range runs from lo to a larger hi (at most 1000000 apart).",
            ));
        }
        if !(s.prize >= 0.0 && s.prize <= 1e6) {
            return Err(Problem::new("prize", "The prize is from 0 to 1000000."));
        }
        Ok(())
    }
    fn seats(
        &self,
        _: &Settings,
        participants: &[i64],
        _: Option<&[Seat]>,
        _: &mut GameRng,
    ) -> Vec<Seat> {
        whole_class(participants, "player")
    }
    fn decision(&self, s: &Settings, _: &Seat, decision: &Value) -> Result<Value, Problem> {
        let x = number_in(decision, "number", s.lo, s.hi, false)?;
        Ok(json!({ "number": x }))
    }
    fn bot(&self, s: &Settings, _: &Seat, kind: BotKind, rng: &mut GameRng) -> Value {
        let x = match kind {
            BotKind::Equilibrium => s.nash(),
            BotKind::Uniform => s.lo + unit_f64(rng) * (s.hi - s.lo),
        };
        json!({ "number": x })
    }
    fn payoffs(&self, s: &Settings, _: &[Seat], decisions: &[Value]) -> Vec<f64> {
        let guesses = numbers(decisions);
        if guesses.is_empty() {
            return vec![];
        }
        let target = s.target(mean(&guesses));
        let best = guesses
            .iter()
            .map(|g| (g - target).abs())
            .fold(f64::INFINITY, f64::min);
        let winners = guesses
            .iter()
            .filter(|g| (*g - target).abs() == best)
            .count();
        guesses
            .iter()
            .map(|g| {
                if (g - target).abs() == best {
                    s.prize / winners as f64
                } else {
                    0.0
                }
            })
            .collect()
    }
    fn summary(&self, s: &Settings, _: &[Seat], decisions: &[Value], payoffs: &[f64]) -> Value {
        let guesses = numbers(decisions);
        if guesses.is_empty() {
            return json!({ "count": 0 });
        }
        let m = mean(&guesses);
        let winners: Vec<f64> = guesses
            .iter()
            .zip(payoffs)
            .filter(|(_, p)| **p > 0.0)
            .map(|(g, _)| *g)
            .collect();
        json!({
            "count": guesses.len(),
            "mean": m,
            "median": median(&guesses),
            "target": s.target(m),
            "winning": winners.first(),
            "winners": winners.len(),
        })
    }
    fn theory(&self, s: &Settings, _: &[Seat]) -> Value {
        let levels = s.level_k(3);
        let nash = s.nash();
        let text = format!(
            "Guessing above p·(hi + c) = {} never wins, and once nobody does, neither does \
             guessing above p times that: iterated dominance leads to {}, the Nash equilibrium. \
             Level-k reasoning starts from {} (level 0) and guesses {} at levels 1 to 3.",
            short(s.target(s.hi).min(s.hi)),
            short(nash),
            short(levels[0]),
            levels[1..]
                .iter()
                .map(|g| short((g * 100.0).round() / 100.0))
                .collect::<Vec<_>>()
                .join(", ")
        );
        json!({ "nash": nash, "level_k": levels, "text": text })
    }
}

/// The guesses of the decisions.
fn numbers(decisions: &[Value]) -> Vec<f64> {
    decisions
        .iter()
        .filter_map(|d| d.get("number").and_then(Value::as_f64))
        .collect()
}

fn mean(x: &[f64]) -> f64 {
    x.iter().sum::<f64>() / x.len() as f64
}

/// The median (the mean of the two middle values for an even count).
pub fn median(x: &[f64]) -> f64 {
    let mut v = x.to_vec();
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}
