//! Colonel Blotto in the classroom: everyone splits the same units over K fields, and everyone
//! plays everyone else (a round robin in the class). Against each opponent a field goes to the
//! larger force (a tie to nobody); a student's payoff is the average over all opponents of
//! fields won minus fields lost, as the Blotto lab scores a game ([`Blotto::payoff`]).
//!
//! Why the round robin: with the whole class as opponents, a payoff is how an allocation does
//! against the class's mixture — the very thing an optimal mixed strategy guards against — and
//! the class's winner is the allocation that best read this class. The theory is the Blotto
//! lab's own exact solution of the symmetric game (the partition method,
//! [`crate::games::blotto::solve::partitions`]: partitions of the units played in a random
//! order of fields, certified in exact arithmetic), solved once per size and kept, since the
//! equilibrium bots draw from it. The sizes are limited so the solve stays well under a second.

use super::tally::{mean, share};
use super::{short, whole_class, BotKind, ClassGame, Problem, Seat};
use crate::games::blotto::solve::{partitions, BlottoSolution};
use crate::games::blotto::{Allocation, Blotto, Side};
use crate::rng::{below, GameRng};
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use std::sync::Mutex;

/// The most fields. Within these limits the exact solve takes at most about 50 ms natively
/// (measured over every size: the slowest is 3 fields and 100 units; `tests.rs` keeps it under
/// a second).
pub const MAX_FIELDS: u32 = 10;
/// The most units.
pub const MAX_UNITS: u32 = 100;
/// The most support entries the theory lists.
const SHOWN: usize = 12;

/// The game.
pub struct ClassBlotto;

/// Its settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// The battlefields K.
    pub fields: u32,
    /// The units everyone splits.
    pub units: u32,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            fields: 3,
            units: 10,
        }
    }
}

impl Settings {
    /// The symmetric Blotto game of these settings.
    pub fn game(&self) -> Blotto {
        Blotto {
            fields: self.fields,
            a: self.units,
            b: self.units,
        }
    }

    /// The even split (the first fields get the remainder), used for a missing decision.
    pub fn even(&self) -> Allocation {
        (0..self.fields)
            .map(|k| self.units / self.fields + u32::from(k < self.units % self.fields))
            .collect()
    }
}

/// A solved size: (fields, units) and the solution or why there is none.
type Solved = ((u32, u32), Result<BlottoSolution, String>);

/// Solved games: each size is solved once per process (at most 9 × 100 sizes).
static SOLVED: Mutex<Vec<Solved>> = Mutex::new(Vec::new());

/// The Blotto lab's exact optimal strategy for the symmetric game (both sides `units`), or why
/// it could not be found.
pub fn solution(s: &Settings) -> Result<BlottoSolution, String> {
    let key = (s.fields, s.units);
    let mut solved = SOLVED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, found)) = solved.iter().find(|(k, _)| *k == key) {
        return found.clone();
    }
    let found = partitions(&s.game()).map_err(|e| e.to_string());
    solved.push((key, found.clone()));
    found
}

/// A stored decision's allocation, if it is one.
fn allocation(d: Option<&Value>) -> Option<Allocation> {
    d?.get("allocation")?
        .as_array()?
        .iter()
        .map(|x| x.as_u64().and_then(|v| u32::try_from(v).ok()))
        .collect()
}

/// An allocation as text: `4,3,3`.
fn words(a: &[u32]) -> String {
    a.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// An allocation drawn uniformly among all C(units + K − 1, K − 1): K − 1 bars placed among
/// units + K − 1 slots (stars and bars), by a partial Fisher–Yates shuffle.
pub fn uniform_allocation(s: &Settings, rng: &mut GameRng) -> Allocation {
    let k = s.fields as usize;
    let slots = (s.units + s.fields - 1) as usize;
    let mut pos: Vec<usize> = (0..slots).collect();
    for i in 0..k - 1 {
        let j = i + below(rng, (slots - i) as u32) as usize;
        pos.swap(i, j);
    }
    let mut bars = pos[..k - 1].to_vec();
    bars.sort_unstable();
    bars.push(slots);
    let mut prev = 0;
    bars.iter()
        .map(|&b| {
            let part = (b - prev) as u32;
            prev = b + 1;
            part
        })
        .collect()
}

impl ClassGame for ClassBlotto {
    type Settings = Settings;

    fn key(&self) -> &'static str {
        "blotto"
    }
    fn name(&self) -> &'static str {
        "Colonel Blotto (round robin)"
    }
    fn check(&self, s: &Settings) -> Result<(), Problem> {
        if !(2..=MAX_FIELDS).contains(&s.fields) {
            return Err(Problem::new(
                "fields",
                format!("Play on 2 to {MAX_FIELDS} fields."),
            ));
        }
        if !(1..=MAX_UNITS).contains(&s.units) {
            return Err(Problem::new(
                "units",
                format!("Split 1 to {MAX_UNITS} units."),
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
        whole_class(participants, "player")
    }
    fn decision(&self, s: &Settings, _: &Seat, d: &Value) -> Result<Value, Problem> {
        let name = "decision.allocation";
        let want = format!(
            "{} whole numbers from 0 to {} that add up to {}, one per field",
            s.fields, s.units, s.units
        );
        let Value::Object(map) = d else {
            return Err(Problem::new(
                "decision",
                "A decision is a JSON object with “allocation”.",
            ));
        };
        if let Some(k) = map.keys().find(|k| k.as_str() != "allocation") {
            return Err(Problem::new(
                format!("decision.{k}"),
                format!("There is no field “{k}” in this decision; send only “allocation”."),
            ));
        }
        let list = map
            .get("allocation")
            .and_then(Value::as_array)
            .ok_or_else(|| Problem::new(name, format!("Give “allocation”: {want}.")))?;
        if list.len() != s.fields as usize {
            return Err(Problem::new(
                name,
                format!("Give {want}; yours has {} numbers.", list.len()),
            ));
        }
        let mut parts = Vec::with_capacity(list.len());
        for x in list {
            let v = x.as_f64().filter(|v| {
                v.is_finite() && *v >= 0.0 && *v <= f64::from(s.units) && v.fract() == 0.0
            });
            let Some(v) = v else {
                return Err(Problem::new(
                    name,
                    format!(
                        "{x} is not a whole number from 0 to {}: give {want}.",
                        s.units
                    ),
                ));
            };
            parts.push(v as u32);
        }
        let sum: u32 = parts.iter().sum();
        if sum != s.units {
            return Err(Problem::new(
                name,
                format!("Yours add up to {sum}: give {want}."),
            ));
        }
        Ok(json!({ "allocation": parts }))
    }
    fn bot(&self, s: &Settings, _: &Seat, kind: BotKind, rng: &mut GameRng) -> Value {
        let a = match (kind, solution(s)) {
            (BotKind::Equilibrium, Ok(sol)) if !sol.strategy_a.is_empty() => sol.sample_a(rng),
            _ => uniform_allocation(s, rng),
        };
        json!({ "allocation": a })
    }
    fn payoffs(&self, s: &Settings, seats: &[Seat], decisions: &[Value]) -> Vec<f64> {
        let game = s.game();
        let all: Vec<Allocation> = (0..seats.len())
            .map(|i| allocation(decisions.get(i)).unwrap_or_else(|| s.even()))
            .collect();
        let n = all.len();
        (0..n)
            .map(|i| {
                if n < 2 {
                    return 0.0;
                }
                let total: i64 = (0..n)
                    .filter(|&j| j != i)
                    .map(|j| i64::from(game.payoff(&all[i], &all[j])))
                    .sum();
                total as f64 / (n - 1) as f64
            })
            .collect()
    }
    fn summary(&self, s: &Settings, seats: &[Seat], decisions: &[Value], payoffs: &[f64]) -> Value {
        let chosen: Vec<(usize, Allocation)> = (0..seats.len())
            .filter_map(|i| Some((i, allocation(decisions.get(i))?)))
            .filter(|(_, a)| a.len() == s.fields as usize)
            .collect();
        let best = payoffs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let winners: Vec<Value> = chosen
            .iter()
            .filter(|(i, _)| payoffs.get(*i) == Some(&best))
            .map(|(i, a)| {
                json!({
                    "seat": i,
                    "participant": seats[*i].participant,
                    "allocation": a,
                    "payoff": best,
                })
            })
            .collect();
        let per_field: Vec<Option<f64>> = (0..s.fields as usize)
            .map(|k| {
                mean(
                    &chosen
                        .iter()
                        .map(|(_, a)| f64::from(a[k]))
                        .collect::<Vec<_>>(),
                )
            })
            .collect();
        let mut counts: BTreeMap<Allocation, usize> = BTreeMap::new();
        let mut by_partition: BTreeMap<Allocation, usize> = BTreeMap::new();
        for (_, a) in &chosen {
            *counts.entry(a.clone()).or_default() += 1;
            let mut p = a.clone();
            p.sort_unstable_by(|x, y| y.cmp(x));
            *by_partition.entry(p).or_default() += 1;
        }
        let listed = |m: BTreeMap<Allocation, usize>| {
            let mut v: Vec<(Allocation, usize)> = m.into_iter().collect();
            v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            v.into_iter()
                .map(|(a, c)| json!({ "allocation": a, "count": c }))
                .collect::<Vec<_>>()
        };
        json!({
            "count": chosen.len(),
            "winners": winners,
            "mean_allocation": per_field,
            "allocations": listed(counts),
            "partitions": listed(by_partition),
            "share_even_split": share(
                chosen.iter().filter(|(_, a)| {
                    let mut p = a.clone();
                    p.sort_unstable_by(|x, y| y.cmp(x));
                    let mut e = s.even();
                    e.sort_unstable_by(|x, y| y.cmp(x));
                    p == e
                }).count(),
                chosen.len()
            ),
        })
    }
    fn theory(&self, s: &Settings, _: &[Seat]) -> Value {
        let sol = match solution(s) {
            Ok(sol) => sol,
            Err(why) => {
                return json!({
                    "text": format!("The Blotto lab's solver could not solve this game: {why}."),
                })
            }
        };
        let exact: Vec<(Allocation, String)> = sol.strategy_rows(Side::A);
        let mut support: Vec<(Allocation, f64, String)> = sol
            .strategy_a
            .iter()
            .map(|(a, p)| {
                let text = exact
                    .iter()
                    .find(|(x, _)| x == a)
                    .map_or_else(|| short(*p), |(_, t)| t.clone());
                (a.clone(), *p, text)
            })
            .filter(|(_, p, _)| *p > 0.0)
            .collect();
        support.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        let listed: Vec<Value> = support
            .iter()
            .take(SHOWN)
            .map(|(a, p, t)| {
                let mut m = Map::new();
                m.insert("allocation".into(), json!(a));
                m.insert("probability".into(), json!(p));
                m.insert("exact".into(), json!(t));
                Value::Object(m)
            })
            .collect();
        let value_exact = sol.exact.as_ref().map(|e| e.value.clone());
        // A partition with equal parts is one allocation whatever the order of the fields.
        let pure = support.len() == 1 && support[0].0.windows(2).all(|w| w[0] == w[1]);
        let order = if sol.random_order && !pure {
            ", each dealt to the fields in a random order"
        } else {
            ""
        };
        let shown = support
            .iter()
            .take(4)
            .map(|(a, _, t)| {
                if pure {
                    format!("({})", words(a))
                } else {
                    format!("({}) with probability {t}", words(a))
                }
            })
            .collect::<Vec<_>>()
            .join(", ");
        let more = if support.len() > 4 {
            format!(" and {} more", support.len() - 4)
        } else {
            String::new()
        };
        let text = if s.fields == 2 {
            format!(
                "With two fields, whatever an allocation wins on one field it loses on the \
                 other: every one of the {} allocations ties with every other, the value is 0 \
                 and every allocation is optimal. Three fields or more make the game \
                 interesting.",
                s.units + 1
            )
        } else if pure {
            format!(
                "The game is symmetric, so its value is 0: against an optimal opponent no \
                 allocation wins more fields than it loses on average. Here one allocation, \
                 {shown}, is optimal by itself: nothing beats it on average. Against this class, \
                 though, the best allocation is the one that beat the class's own mixture — see \
                 the winner."
            )
        } else {
            format!(
                "The game is symmetric, so its value is {}: against an optimal opponent no \
                 allocation wins more fields than it loses on average. The Blotto lab's exact \
                 solution mixes over the {} possible allocations: it plays {shown}{more}{order}. \
                 Its marginals show how likely each number of units is on a field. Against this \
                 class, though, the best allocation is the one that beat the class's own \
                 mixture — see the winner.",
                value_exact.clone().unwrap_or_else(|| short(sol.value)),
                s.game().count(Side::A),
            )
        };
        json!({
            "value": sol.value,
            "value_exact": value_exact,
            "support": listed,
            "support_size": support.len(),
            "random_order": sol.random_order,
            "marginals": sol.marginals(Side::A),
            "certificate_gap": sol.certificate_gap,
            "text": text,
        })
    }
}
