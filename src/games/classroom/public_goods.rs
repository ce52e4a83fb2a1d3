//! The public goods game: in groups, everyone puts part of an endowment into a common pot; the
//! pot is multiplied and shared equally among the group, whoever paid in.
//!
//! Why this shape: it is the textbook social dilemma. Each unit put in costs its owner 1 and
//! returns them multiplier/group (the marginal per-capita return), so when the multiplier is
//! below the group size keeping everything is dominant, while the group as a whole gains
//! multiplier − 1 per unit whenever the multiplier is above 1. Groups are drawn afresh each
//! round (strangers); a short last group is filled by bot seats, whose contributions count like
//! everyone's.

use super::tally::{groups, histogram, mean, number, share, whole};
use super::{number_in, pairs, short, BotKind, ClassGame, Problem, Seat};
use crate::rng::{below, GameRng};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// The game.
pub struct PublicGoods;

/// Its settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// Players in a group.
    pub group: u32,
    /// What each player has, in whole units; they contribute a whole number of it.
    pub endowment: u32,
    /// What the pot is multiplied by before it is shared.
    pub multiplier: f64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            group: 4,
            endowment: 20,
            multiplier: 1.6,
        }
    }
}

impl Settings {
    /// The marginal per-capita return: what a unit put in returns to its owner.
    pub fn mpcr(&self) -> f64 {
        self.multiplier / f64::from(self.group)
    }

    /// The payoff of contributing `own` in a group of `size` whose contributions sum to
    /// `total` (own included).
    pub fn payoff(&self, own: f64, total: f64, size: usize) -> f64 {
        f64::from(self.endowment) - own + self.multiplier * total / size.max(1) as f64
    }
}

impl ClassGame for PublicGoods {
    type Settings = Settings;

    fn key(&self) -> &'static str {
        "public-goods"
    }
    fn name(&self) -> &'static str {
        "Public goods game"
    }
    fn default_rounds(&self) -> u32 {
        5
    }
    fn check(&self, s: &Settings) -> Result<(), Problem> {
        if !(2..=50).contains(&s.group) {
            return Err(Problem::new("group", "A group has 2 to 50 players."));
        }
        if !(1..=1000).contains(&s.endowment) {
            return Err(Problem::new(
                "endowment",
                "The endowment is a whole number from 1 to 1000.",
            ));
        }
        if !(s.multiplier > 0.0 && s.multiplier <= 100.0) {
            return Err(Problem::new(
                "multiplier",
                "The multiplier is a number above 0 and at most 100; it is a social dilemma \
                 when it lies between 1 and the group size.",
            ));
        }
        Ok(())
    }
    fn seats(
        &self,
        s: &Settings,
        participants: &[i64],
        _: Option<&[Seat]>,
        rng: &mut GameRng,
    ) -> Vec<Seat> {
        pairs(participants, &vec!["player"; s.group as usize], None, rng)
    }
    fn decision(&self, s: &Settings, _: &Seat, d: &Value) -> Result<Value, Problem> {
        let x = number_in(d, "contribute", 0.0, f64::from(s.endowment), true)?;
        Ok(json!({ "contribute": whole(x) }))
    }
    fn bot(&self, s: &Settings, _: &Seat, kind: BotKind, rng: &mut GameRng) -> Value {
        let x = match kind {
            BotKind::Equilibrium => dominant(s).unwrap_or(0),
            BotKind::Uniform => below(rng, s.endowment + 1),
        };
        json!({ "contribute": x })
    }
    fn payoffs(&self, s: &Settings, seats: &[Seat], decisions: &[Value]) -> Vec<f64> {
        let mut pay = vec![0.0; seats.len()];
        for members in groups(seats).values() {
            let own = |i: usize| number(decisions.get(i), "contribute").unwrap_or(0.0);
            let total: f64 = members.iter().map(|&i| own(i)).sum();
            for &i in members {
                pay[i] = s.payoff(own(i), total, members.len());
            }
        }
        pay
    }
    fn summary(&self, s: &Settings, seats: &[Seat], decisions: &[Value], payoffs: &[f64]) -> Value {
        let all: Vec<f64> = (0..seats.len())
            .filter_map(|i| number(decisions.get(i), "contribute"))
            .collect();
        let e = f64::from(s.endowment);
        let group_means: Vec<f64> = groups(seats)
            .values()
            .filter_map(|m| {
                let c: Vec<f64> = m
                    .iter()
                    .filter_map(|&i| number(decisions.get(i), "contribute"))
                    .collect();
                mean(&c)
            })
            .collect();
        json!({
            "count": all.len(),
            "mean_contribution": mean(&all),
            "mean_share_contributed": mean(&all).map(|m| m / e),
            "share_contributing_nothing": share(all.iter().filter(|&&x| x == 0.0).count(), all.len()),
            "share_contributing_all": share(all.iter().filter(|&&x| x == e).count(), all.len()),
            "histogram": histogram(&all, s.endowment),
            "group_means": group_means,
            "mean_payoff": mean(payoffs),
        })
    }
    fn theory(&self, s: &Settings, _: &[Seat]) -> Value {
        let n = f64::from(s.group);
        let m = s.multiplier;
        let e = f64::from(s.endowment);
        let dom = dominant(s);
        let optimum = if m > 1.0 {
            Some(s.endowment)
        } else if m < 1.0 {
            Some(0)
        } else {
            None
        };
        let own = match dom {
            Some(0) => format!(
                "Each unit put in costs its owner 1 and returns them {}/{} = {} < 1, whatever \
                 the others do: contributing 0 is strictly dominant, and everyone keeping all \
                 {} (payoff {}) is the only Nash equilibrium.",
                short(m),
                s.group,
                short(s.mpcr()),
                s.endowment,
                s.endowment
            ),
            Some(_) => format!(
                "Each unit put in returns its owner {}/{} = {} > 1: contributing everything is \
                 dominant, so there is no dilemma.",
                short(m),
                s.group,
                short(s.mpcr())
            ),
            None => format!(
                "Each unit put in returns its owner exactly 1 ({}/{}): every contribution is a \
                 best response.",
                short(m),
                s.group
            ),
        };
        let social = match optimum {
            Some(x) if x > 0 => format!(
                "The group gains {} per unit put in, so the social optimum is everyone \
                 contributing all {} (payoff {} each).",
                short(m - 1.0),
                s.endowment,
                short(m * e)
            ),
            Some(_) => "The pot shrinks what is put in, so the social optimum is to contribute \
                        nothing."
                .to_string(),
            None => "The pot returns exactly what is put in: every split is as good for the \
                     group."
                .to_string(),
        };
        let dilemma = if m > 1.0 && m < n {
            " That gap between what pays each and what pays all is the social dilemma."
        } else {
            " With this multiplier it is not a social dilemma (that needs 1 < multiplier < group size)."
        };
        json!({
            "dominant_contribution": dom,
            "nash_payoff": e - f64::from(dom.unwrap_or(0)) + m * f64::from(dom.unwrap_or(0)),
            "social_optimum_contribution": optimum,
            "optimum_payoff": e.max(m * e),
            "mpcr": s.mpcr(),
            "social_dilemma": m > 1.0 && m < n,
            "text": format!("{own} {social}{dilemma}"),
        })
    }
}

/// The strictly dominant contribution: 0 when the multiplier is below the group size, the
/// whole endowment when above; `None` when every contribution is as good.
pub fn dominant(s: &Settings) -> Option<u32> {
    let n = f64::from(s.group);
    if s.multiplier < n {
        Some(0)
    } else if s.multiplier > n {
        Some(s.endowment)
    } else {
        None
    }
}
