//! Sealed-bid auctions with private values: in groups of n, each bidder is dealt a value for
//! the object (uniform whole numbers on [lo, hi], drawn per seat), bids once, and the highest
//! bid wins; the winner pays their own bid (first price) or the second-highest bid (second
//! price) and earns value − price.
//!
//! Why two games in one file: the seating, the values, the winner and the summary are the
//! same; only the price differs, and with it the theory — shade the bid to lo + (n−1)/n·(v − lo)
//! in the first-price auction (risk-neutral bidders, uniform values), bid the value in the
//! second-price one, where that is weakly dominant. Values are drawn when the round's seats
//! are, from the round's seed, and stored in each seat's private information; bot seats that
//! fill a short group get values too. Ties go to the lowest seat index, so a round's outcome
//! is a function of its stored data.

use super::tally::{groups, mean, number, round2, share};
use super::{number_in, pairs, short, BotKind, ClassGame, Problem, Seat};
use crate::rng::{below, unit_f64, GameRng};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// The first-price auction.
pub struct FirstPrice;

/// The second-price (Vickrey) auction.
pub struct SecondPrice;

/// The auctions' settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// Bidders in a group.
    pub group: u32,
    /// The lowest value (and bid).
    pub lo: u32,
    /// The highest value (and bid).
    pub hi: u32,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            group: 2,
            lo: 0,
            hi: 100,
        }
    }
}

impl Settings {
    /// The risk-neutral equilibrium bid for value `v`: lo + (n−1)/n·(v − lo) in the first-price
    /// auction, `v` in the second-price one.
    pub fn equilibrium_bid(&self, v: f64, second: bool) -> f64 {
        if second {
            v
        } else {
            let n = f64::from(self.group);
            f64::from(self.lo) + (n - 1.0) / n * (v - f64::from(self.lo))
        }
    }

    /// The expected revenue of a group in equilibrium, the same in both auctions (revenue
    /// equivalence): the expected second-highest of n uniform values on [lo, hi],
    /// lo + (hi − lo)·(n − 1)/(n + 1).
    pub fn expected_revenue(&self) -> f64 {
        let n = f64::from(self.group);
        f64::from(self.lo) + f64::from(self.hi - self.lo) * (n - 1.0) / (n + 1.0)
    }
}

/// A seat's private value.
pub fn value(seat: &Seat) -> Option<f64> {
    seat.private.get("value")?.as_f64()
}

/// One group's sale: the winning seat and the price.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sale {
    /// The winner's seat index.
    pub winner: usize,
    /// What the winner pays.
    pub price: f64,
}

/// Each group's sale: the highest bid wins (the lowest seat index among equal bids) and pays
/// its bid (first price) or the highest other bid (second price; `lo` when alone).
pub fn sales(s: &Settings, seats: &[Seat], decisions: &[Value], second: bool) -> Vec<Sale> {
    groups(seats)
        .values()
        .filter_map(|members| {
            let bid = |i: usize| number(decisions.get(i), "bid").unwrap_or(f64::from(s.lo));
            let mut winner = *members.first()?;
            for &i in members {
                if bid(i) > bid(winner) {
                    winner = i;
                }
            }
            let price = if second {
                members
                    .iter()
                    .filter(|&&i| i != winner)
                    .map(|&i| bid(i))
                    .fold(None, |m: Option<f64>, b| Some(m.map_or(b, |m| m.max(b))))
                    .unwrap_or(f64::from(s.lo))
            } else {
                bid(winner)
            };
            Some(Sale { winner, price })
        })
        .collect()
}

/// The shared workings of both auctions.
trait Sealed {
    /// Whether the price is the second-highest bid.
    const SECOND: bool;
}

impl Sealed for FirstPrice {
    const SECOND: bool = false;
}

impl Sealed for SecondPrice {
    const SECOND: bool = true;
}

fn check(s: &Settings) -> Result<(), Problem> {
    if !(2..=20).contains(&s.group) {
        return Err(Problem::new("group", "A group has 2 to 20 bidders."));
    }
    if s.hi > 1_000_000 {
        return Err(Problem::new("hi", "hi is a whole number up to 1000000."));
    }
    if s.lo >= s.hi {
        return Err(Problem::new(
            "hi",
            "Values run from lo to a larger hi (whole numbers).",
        ));
    }
    Ok(())
}

fn seats(s: &Settings, participants: &[i64], rng: &mut GameRng) -> Vec<Seat> {
    let mut seats = pairs(participants, &vec!["bidder"; s.group as usize], None, rng);
    for seat in &mut seats {
        let v = s.lo + below(rng, s.hi - s.lo + 1);
        seat.private = json!({ "value": v });
    }
    seats
}

fn decision(s: &Settings, d: &Value) -> Result<Value, Problem> {
    let b = number_in(d, "bid", f64::from(s.lo), f64::from(s.hi), false)?;
    Ok(json!({ "bid": super::tally::whole(b) }))
}

fn bot(s: &Settings, seat: &Seat, kind: BotKind, rng: &mut GameRng, second: bool) -> Value {
    let (lo, hi) = (f64::from(s.lo), f64::from(s.hi));
    let b = match kind {
        BotKind::Equilibrium => {
            let v = value(seat).unwrap_or((lo + hi) / 2.0);
            s.equilibrium_bid(v, second)
        }
        BotKind::Uniform => lo + unit_f64(rng) * (hi - lo),
    };
    json!({ "bid": super::tally::whole(b.clamp(lo, hi)) })
}

fn payoffs(s: &Settings, seats: &[Seat], decisions: &[Value], second: bool) -> Vec<f64> {
    let mut pay = vec![0.0; seats.len()];
    for sale in sales(s, seats, decisions, second) {
        pay[sale.winner] = value(&seats[sale.winner]).unwrap_or(0.0) - sale.price;
    }
    pay
}

fn summary(s: &Settings, seats: &[Seat], decisions: &[Value], second: bool) -> Value {
    let points: Vec<[f64; 2]> = seats
        .iter()
        .enumerate()
        .filter_map(|(i, seat)| Some([value(seat)?, number(decisions.get(i), "bid")?]))
        .collect();
    let ratios: Vec<f64> = points
        .iter()
        .filter(|[v, _]| *v > 0.0)
        .map(|[v, b]| b / v)
        .collect();
    let sales = sales(s, seats, decisions, second);
    let revenue: f64 = sales.iter().map(|x| x.price).sum();
    let efficient = sales
        .iter()
        .filter(|sale| {
            let g = seats[sale.winner].group;
            let best = seats
                .iter()
                .filter(|x| x.group == g)
                .filter_map(value)
                .fold(f64::NEG_INFINITY, f64::max);
            value(&seats[sale.winner]) == Some(best)
        })
        .count();
    let above = points.iter().filter(|[v, b]| b > v).count();
    json!({
        "count": points.len(),
        "points": points,
        "mean_bid_value_ratio": mean(&ratios),
        "equilibrium_ratio_from_lo": if second { 1.0 } else { (f64::from(s.group) - 1.0) / f64::from(s.group) },
        "revenue": revenue,
        "mean_revenue": (!sales.is_empty()).then(|| revenue / sales.len() as f64),
        "groups": sales.len(),
        "share_won_by_highest_value": share(efficient, sales.len()),
        "share_bidding_above_value": share(above, points.len()),
    })
}

fn theory(s: &Settings, second: bool) -> Value {
    let n = s.group;
    let (lo, hi) = (f64::from(s.lo), f64::from(s.hi));
    let line = [
        [lo, s.equilibrium_bid(lo, second)],
        [hi, s.equilibrium_bid(hi, second)],
    ];
    let rule = if second {
        "Bidding your value is weakly dominant: the bid only decides whether you win, never \
         what you pay, and you want to win exactly when the price (the highest other bid) is \
         below your value. So everyone bids b = v."
            .to_string()
    } else {
        let shade = if s.lo == 0 {
            format!(
                "b = ({}−1)/{}·v = {}·v",
                n,
                n,
                short(round2((f64::from(n) - 1.0) / f64::from(n)))
            )
        } else {
            format!("b = {} + ({}−1)/{}·(v − {})", s.lo, n, n, s.lo)
        };
        format!(
            "Bidding your value earns nothing, so bidders shade: with {n} risk-neutral bidders \
             and values uniform on [{}, {}], the symmetric equilibrium bid is {shade} — each bids \
             what the highest of the others' values is expected to be, given it is below their \
             own. Risk-averse bidders bid more.",
            s.lo, s.hi
        )
    };
    let text = format!(
        "{rule} Either way the seller expects {} per group of {n} (revenue equivalence: the \
         expected second-highest value). Values are whole numbers here, so these are the \
         continuous model's answers, a close approximation.",
        short(round2(s.expected_revenue()))
    );
    json!({
        "bidders": n,
        "bid_factor": if second { 1.0 } else { (f64::from(n) - 1.0) / f64::from(n) },
        "line": line,
        "expected_revenue": s.expected_revenue(),
        "text": text,
    })
}

/// Both auctions' [`ClassGame`], differing in the price rule only.
macro_rules! auction {
    ($game:ty, $key:literal, $name:literal) => {
        impl ClassGame for $game {
            type Settings = Settings;

            fn key(&self) -> &'static str {
                $key
            }
            fn name(&self) -> &'static str {
                $name
            }
            fn check(&self, s: &Settings) -> Result<(), Problem> {
                check(s)
            }
            fn seats(
                &self,
                s: &Settings,
                participants: &[i64],
                _: Option<&[Seat]>,
                rng: &mut GameRng,
            ) -> Vec<Seat> {
                seats(s, participants, rng)
            }
            fn decision(&self, s: &Settings, _: &Seat, d: &Value) -> Result<Value, Problem> {
                decision(s, d)
            }
            fn bot(&self, s: &Settings, seat: &Seat, kind: BotKind, rng: &mut GameRng) -> Value {
                bot(s, seat, kind, rng, <$game>::SECOND)
            }
            fn payoffs(&self, s: &Settings, seats: &[Seat], decisions: &[Value]) -> Vec<f64> {
                payoffs(s, seats, decisions, <$game>::SECOND)
            }
            fn summary(&self, s: &Settings, seats: &[Seat], d: &[Value], _: &[f64]) -> Value {
                summary(s, seats, d, <$game>::SECOND)
            }
            fn theory(&self, s: &Settings, _: &[Seat]) -> Value {
                theory(s, <$game>::SECOND)
            }
        }
    };
}

auction!(
    FirstPrice,
    "auction-first",
    "First-price sealed-bid auction"
);
auction!(
    SecondPrice,
    "auction-second",
    "Second-price sealed-bid auction"
);
