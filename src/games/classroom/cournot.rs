//! Cournot duopoly: two firms choose how much to produce at once; the price is what the market
//! pays for the total, P = max(0, a − Q), and each unit costs c. A firm earns (P − c)·q.
//!
//! Why these defaults (a = 60, c = 12): the three benchmarks a class compares itself with come
//! out whole — the Nash equilibrium (a − c)/3 = 16 each, the collusive split of the monopoly
//! output (a − c)/4 = 12 each and the competitive output, where the price falls to the cost,
//! (a − c)/2 = 24 each. Quantities may be decimals. A pair is a group of [`pairs`]; a firm
//! that a short class leaves without a partner plays against a bot.

use super::tally::{groups, mean, number, round2};
use super::{number_in, pairs, short, BotKind, ClassGame, Problem, Seat};
use crate::rng::{unit_f64, GameRng};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// The game.
pub struct Cournot;

/// Its settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// The demand's intercept: the price when nothing is produced.
    pub a: f64,
    /// The cost of a unit.
    pub c: f64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings { a: 60.0, c: 12.0 }
    }
}

/// The benchmarks for two firms: each firm's quantity, the price and each firm's profit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Benchmark {
    /// Each firm's quantity.
    pub quantity: f64,
    /// The market price.
    pub price: f64,
    /// Each firm's profit.
    pub profit: f64,
}

impl Settings {
    /// The price for a total quantity.
    pub fn price(&self, total: f64) -> f64 {
        (self.a - total).max(0.0)
    }

    /// A firm's profit producing `q` when the market's total is `total`.
    pub fn profit(&self, q: f64, total: f64) -> f64 {
        (self.price(total) - self.c) * q
    }

    /// The best response to the other firm's quantity: (a − c − q_other)/2, or 0.
    pub fn best_response(&self, other: f64) -> f64 {
        ((self.a - self.c - other) / 2.0).max(0.0)
    }

    /// Both firms producing `q` each.
    pub fn benchmark(&self, q: f64) -> Benchmark {
        Benchmark {
            quantity: q,
            price: self.price(2.0 * q),
            profit: self.profit(q, 2.0 * q),
        }
    }

    /// The Nash equilibrium: (a − c)/3 each.
    pub fn nash(&self) -> Benchmark {
        self.benchmark((self.a - self.c) / 3.0)
    }

    /// Collusion: the monopoly output (a − c)/2 split, (a − c)/4 each.
    pub fn collusion(&self) -> Benchmark {
        self.benchmark((self.a - self.c) / 4.0)
    }

    /// Competition: the price down to the cost, (a − c)/2 each.
    pub fn competition(&self) -> Benchmark {
        self.benchmark((self.a - self.c) / 2.0)
    }
}

fn json_of(b: Benchmark) -> Value {
    json!({ "quantity": b.quantity, "price": b.price, "profit": b.profit })
}

impl ClassGame for Cournot {
    type Settings = Settings;

    fn key(&self) -> &'static str {
        "cournot"
    }
    fn name(&self) -> &'static str {
        "Cournot duopoly"
    }
    fn check(&self, s: &Settings) -> Result<(), Problem> {
        if !(s.a > 0.0 && s.a <= 1e6) {
            return Err(Problem::new(
                "a",
                "a, the price when nothing is produced, is a number above 0 and at most 1000000.",
            ));
        }
        if !(s.c >= 0.0 && s.c < s.a) {
            return Err(Problem::new(
                "c",
                "The unit cost c is a number from 0 up to (not including) a.",
            ));
        }
        Ok(())
    }
    fn seats(
        &self,
        _: &Settings,
        participants: &[i64],
        _: Option<&[Seat]>,
        rng: &mut GameRng,
    ) -> Vec<Seat> {
        pairs(participants, &["firm", "firm"], None, rng)
    }
    fn decision(&self, s: &Settings, _: &Seat, d: &Value) -> Result<Value, Problem> {
        let q = number_in(d, "quantity", 0.0, s.a, false)?;
        Ok(json!({ "quantity": super::tally::whole(q) }))
    }
    fn bot(&self, s: &Settings, _: &Seat, kind: BotKind, rng: &mut GameRng) -> Value {
        let q = match kind {
            BotKind::Equilibrium => s.nash().quantity,
            BotKind::Uniform => unit_f64(rng) * s.a,
        };
        json!({ "quantity": super::tally::whole(q) })
    }
    fn payoffs(&self, s: &Settings, seats: &[Seat], decisions: &[Value]) -> Vec<f64> {
        let q = |i: usize| number(decisions.get(i), "quantity").unwrap_or(0.0);
        let mut pay = vec![0.0; seats.len()];
        for members in groups(seats).values() {
            let total: f64 = members.iter().map(|&i| q(i)).sum();
            for &i in members {
                pay[i] = s.profit(q(i), total);
            }
        }
        pay
    }
    fn summary(&self, s: &Settings, seats: &[Seat], decisions: &[Value], payoffs: &[f64]) -> Value {
        let q = |i: usize| number(decisions.get(i), "quantity");
        let all: Vec<f64> = (0..seats.len()).filter_map(q).collect();
        let mut markets = Vec::new();
        let mut prices = Vec::new();
        for members in groups(seats).values() {
            let qs: Vec<f64> = members.iter().filter_map(|&i| q(i)).collect();
            prices.push(s.price(qs.iter().sum()));
            markets.push(qs);
        }
        json!({
            "count": all.len(),
            "mean_quantity": mean(&all),
            "mean_price": mean(&prices),
            "mean_profit": mean(payoffs),
            "markets": markets,
        })
    }
    fn theory(&self, s: &Settings, _: &[Seat]) -> Value {
        let (n, m, k) = (s.nash(), s.collusion(), s.competition());
        let show = |x: f64| short(round2(x));
        let text = format!(
            "Each firm's best response to the other's quantity q is (a − c − q)/2: produce half \
             of what the other leaves profitable. Where the two best responses meet, each \
             produces (a − c)/3 = {}, the price is {} and each earns {}: the Nash equilibrium. \
             Colluding on the monopoly output and splitting it, each would produce (a − c)/4 = \
             {} at a price of {} and earn {} — but each then gains by producing more. \
             Competition drives the price down to the cost {}: (a − c)/2 = {} each, no profit.",
            show(n.quantity),
            show(n.price),
            show(n.profit),
            show(m.quantity),
            show(m.price),
            show(m.profit),
            show(s.c),
            show(k.quantity)
        );
        json!({
            "nash": json_of(n),
            "collusion": json_of(m),
            "competition": json_of(k),
            "best_response": { "intercept": s.best_response(0.0), "slope": -0.5 },
            "text": text,
        })
    }
}
