//! The market entry game: everyone decides at once whether to enter a market of capacity c.
//! An entrant earns base + slope·(c − entrants) — more than staying out while the market is
//! not over-full — and whoever stays out earns the outside payoff.
//!
//! Why this game: it is the classroom's coordination puzzle of "too many or too few", where
//! the class, without talking, tends to land close to the equilibrium number of entrants
//! ("magic" in Kahneman's words). The theory depends on how many play, so each seat is told
//! the class size in its private information (the equilibrium bot needs it too), and the theory
//! takes the number of seats as N.

use super::tally::{mean, share};
use super::{choice_in, short, whole_class, BotKind, ClassGame, Problem, Seat};
use crate::rng::{unit_f64, GameRng};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// The game.
pub struct MarketEntry;

/// Its settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// The market's capacity c.
    pub capacity: u32,
    /// An entrant's payoff when the market is exactly full.
    pub base: f64,
    /// What each entrant more (or fewer) than the capacity costs (or adds to) every entrant.
    pub slope: f64,
    /// The payoff of staying out.
    pub outside: f64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            capacity: 4,
            base: 10.0,
            slope: 2.0,
            outside: 10.0,
        }
    }
}

/// The equilibria for a class of N players.
#[derive(Clone, Debug, PartialEq)]
pub struct EntryEquilibria {
    /// N.
    pub players: usize,
    /// The symmetric equilibrium's entry probability; `None` when it is not unique (one
    /// player, indifferent) or there are no players.
    pub p: Option<f64>,
    /// The entrants counts k of the pure equilibria.
    pub pure: Vec<usize>,
}

impl Settings {
    /// An entrant's payoff when `k` enter (the entrant among them).
    pub fn entrant(&self, k: usize) -> f64 {
        self.base + self.slope * (f64::from(self.capacity) - k as f64)
    }

    /// The equilibria with `n` players. The symmetric one: each enters with the probability p
    /// that makes an entrant's expected payoff, base + slope·(c − 1 − (N − 1)·p), equal to the
    /// outside payoff, clamped to [0, 1] (everyone enters when even a full class pays an
    /// entrant enough; nobody when even a lone entrant earns less). The pure ones: k entrants
    /// with no entrant better off out (payoff(k) ≥ outside) and nobody out better off in
    /// (payoff(k + 1) ≤ outside).
    pub fn equilibria(&self, n: usize) -> EntryEquilibria {
        let p = match n {
            0 => None,
            1 => {
                let gain = self.entrant(1) - self.outside;
                (gain != 0.0).then_some(if gain > 0.0 { 1.0 } else { 0.0 })
            }
            _ => {
                let raw = (f64::from(self.capacity) - 1.0
                    + (self.base - self.outside) / self.slope)
                    / (n as f64 - 1.0);
                Some(raw.clamp(0.0, 1.0))
            }
        };
        let pure = (0..=n)
            .filter(|&k| {
                (k == 0 || self.entrant(k) >= self.outside)
                    && (k == n || self.entrant(k + 1) <= self.outside)
            })
            .collect();
        EntryEquilibria {
            players: n,
            p,
            pure,
        }
    }
}

/// The class size a seat was told.
fn players(seat: &Seat) -> Option<usize> {
    seat.private.get("players")?.as_u64().map(|n| n as usize)
}

/// Whether a stored decision enters.
fn enters(d: Option<&Value>) -> bool {
    d.and_then(|d| d.get("enter")).and_then(Value::as_bool) == Some(true)
}

impl ClassGame for MarketEntry {
    type Settings = Settings;

    fn key(&self) -> &'static str {
        "market-entry"
    }
    fn name(&self) -> &'static str {
        "Market entry"
    }
    fn default_rounds(&self) -> u32 {
        5
    }
    fn check(&self, s: &Settings) -> Result<(), Problem> {
        if s.capacity > 10_000 {
            return Err(Problem::new(
                "capacity",
                "The capacity is a whole number from 0 to 10000.",
            ));
        }
        let moderate = |v: f64| v.is_finite() && v.abs() <= 1e6;
        if !moderate(s.base) {
            return Err(Problem::new(
                "base",
                "base is a number from −1000000 to 1000000.",
            ));
        }
        if !(moderate(s.slope) && s.slope > 0.0) {
            return Err(Problem::new(
                "slope",
                "The slope is a number above 0 and at most 1000000: each entrant more lowers \
                 every entrant's payoff.",
            ));
        }
        if !moderate(s.outside) {
            return Err(Problem::new(
                "outside",
                "The outside payoff is a number from −1000000 to 1000000.",
            ));
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
        let mut seats = whole_class(participants, "player");
        for s in &mut seats {
            s.private = json!({ "players": participants.len() });
        }
        seats
    }
    fn decision(&self, _: &Settings, _: &Seat, d: &Value) -> Result<Value, Problem> {
        let e = choice_in(d, "enter", &[json!(true), json!(false)])?;
        Ok(json!({ "enter": e }))
    }
    fn bot(&self, s: &Settings, seat: &Seat, kind: BotKind, rng: &mut GameRng) -> Value {
        // A seat that was not told the class size enters half the time.
        let p = match kind {
            BotKind::Equilibrium => players(seat).and_then(|n| s.equilibria(n).p).unwrap_or(0.5),
            BotKind::Uniform => 0.5,
        };
        json!({ "enter": unit_f64(rng) < p })
    }
    fn payoffs(&self, s: &Settings, seats: &[Seat], decisions: &[Value]) -> Vec<f64> {
        let k = (0..seats.len())
            .filter(|&i| enters(decisions.get(i)))
            .count();
        (0..seats.len())
            .map(|i| {
                if enters(decisions.get(i)) {
                    s.entrant(k)
                } else {
                    s.outside
                }
            })
            .collect()
    }
    fn summary(&self, s: &Settings, seats: &[Seat], decisions: &[Value], payoffs: &[f64]) -> Value {
        let k = (0..seats.len())
            .filter(|&i| enters(decisions.get(i)))
            .count();
        json!({
            "players": seats.len(),
            "entrants": k,
            "share_entering": share(k, seats.len()),
            "capacity": s.capacity,
            "entrant_payoff": (k > 0).then(|| s.entrant(k)),
            "mean_payoff": mean(payoffs),
        })
    }
    fn theory(&self, s: &Settings, seats: &[Seat]) -> Value {
        let n = seats.len();
        let eq = s.equilibria(n);
        let expected = eq.p.map(|p| p * n as f64);
        let pure = match eq.pure.as_slice() {
            [] => "no pure equilibrium".to_string(),
            [k] => format!("exactly {k} entering"),
            [rest @ .., last] => format!(
                "{} or {last} entering",
                rest.iter()
                    .map(|k| k.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        let text = match (n, eq.p) {
            (0, _) => "Nobody is seated, so there is nothing to predict.".to_string(),
            (1, None) => "Alone, the one player earns the same in or out.".to_string(),
            (1, Some(p)) => format!(
                "Alone, the one player {} (an entrant alone earns {}, staying out {}).",
                if p > 0.0 { "enters" } else { "stays out" },
                short(s.entrant(1)),
                short(s.outside)
            ),
            (_, p) => {
                let p = p.unwrap_or(0.0);
                let mixed = if p > 0.0 && p < 1.0 {
                    format!(
                        "In the symmetric mixed equilibrium each of the {n} enters with the \
                         probability that makes entering pay the outside {} on average: \
                         base + slope·(c − 1 − (N − 1)·p) = {}, so p = {} and {} entrants are \
                         expected.",
                        short(s.outside),
                        short(s.outside),
                        short(super::tally::round2(p)),
                        short(super::tally::round2(p * n as f64))
                    )
                } else if p >= 1.0 {
                    format!(
                        "Even with all {n} in, an entrant earns at least the outside {}: \
                         everyone enters in the symmetric equilibrium.",
                        short(s.outside)
                    )
                } else {
                    format!(
                        "Even a lone entrant earns no more than the outside {}: nobody enters \
                         in the symmetric equilibrium.",
                        short(s.outside)
                    )
                };
                format!(
                    "{mixed} In the pure equilibria the class coordinates on {pure}: no entrant \
                     would rather be out and nobody out would rather be in."
                )
            }
        };
        json!({
            "players": n,
            "p": eq.p,
            "expected_entrants": expected,
            "pure_entrants": eq.pure,
            "text": text,
        })
    }
}
