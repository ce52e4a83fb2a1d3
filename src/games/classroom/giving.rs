//! The giving games: the ultimatum game (a proposer offers part of a pie, a responder accepts
//! or both get nothing), the dictator game (the same without the veto) and the trust game (an
//! investor sends money that is multiplied, a trustee decides how much comes back).
//!
//! Why together: all three are the classic experiments on fairness and trust, where theory's
//! selfish answer (offer the least, give nothing, send nothing) meets what classes do. The
//! ultimatum game uses the strategy method — the responder states the smallest offer they
//! accept before seeing the offer — so a round needs one decision from everyone at once, and
//! the class's answers draw a whole acceptance curve rather than one yes or no.

use super::tally::{groups, histogram, mean, number, round2, share, whole};
use super::{number_in, pairs, short, whole_class, BotKind, ClassGame, Problem, Seat};
use crate::rng::{below, unit_f64, GameRng};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// The largest pie or endowment a teacher may set.
const MOST: u32 = 1000;

/// A problem for a seat whose role this game does not have.
fn no_such_role(seat: &Seat, roles: &[&str]) -> Problem {
    Problem::new(
        "role",
        format!(
            "This seat's role “{}” is not one of this game's ({}).",
            seat.role,
            roles.join(", ")
        ),
    )
}

/// The seats of role `a` and role `b` in each group (groups missing one are left out).
fn role_pairs(seats: &[Seat], a: &str, b: &str) -> Vec<(usize, usize)> {
    groups(seats)
        .values()
        .filter_map(|members| {
            let find = |role: &str| members.iter().copied().find(|&i| seats[i].role == role);
            Some((find(a)?, find(b)?))
        })
        .collect()
}

/// The numbers in `field` of the decisions of seats with `role`.
fn numbers_of(seats: &[Seat], decisions: &[Value], role: &str, field: &str) -> Vec<f64> {
    seats
        .iter()
        .enumerate()
        .filter(|(_, s)| s.role == role)
        .filter_map(|(i, _)| number(decisions.get(i), field))
        .collect()
}

/// A whole number drawn uniformly from 0..=`top`.
fn uniform_whole(top: u32, rng: &mut GameRng) -> f64 {
    f64::from(below(rng, top + 1))
}

// ---------------------------------------------------------------------------------------------

/// The ultimatum game, by the strategy method.
pub struct Ultimatum;

/// The ultimatum game's settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct UltimatumSettings {
    /// The pie the proposer splits, in whole units.
    pub pie: u32,
}

impl Default for UltimatumSettings {
    fn default() -> UltimatumSettings {
        UltimatumSettings { pie: 10 }
    }
}

/// The subgame-perfect equilibria of the ultimatum game on whole offers, by backward
/// induction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UltimatumSpe {
    /// The offer when the responder rejects what leaves them indifferent (an offer of 0):
    /// the smallest positive offer.
    pub offer: u32,
    /// The offer when the responder accepts when indifferent: 0.
    pub offer_if_zero_accepted: u32,
}

/// Backward induction over the whole offers 0..=`pie`: the responder, caring only for money,
/// accepts an offer worth more than rejecting (0) and is indifferent at 0; the proposer, seeing
/// that, picks the offer that leaves them most (an accepted offer first among equals, then
/// the smallest). Both ways of breaking the responder's indifference are subgame-perfect.
pub fn ultimatum_spe(pie: u32) -> UltimatumSpe {
    let best = |accept_when_indifferent: bool| {
        let accepted = |x: u32| {
            let (accept, reject) = (f64::from(x), 0.0);
            accept > reject || (accept == reject && accept_when_indifferent)
        };
        (0..=pie)
            .max_by_key(|&x| {
                let keep = if accepted(x) { pie - x } else { 0 };
                // Most kept, then accepted, then the smallest offer.
                (keep, accepted(x), std::cmp::Reverse(x))
            })
            .unwrap_or(0)
    };
    UltimatumSpe {
        offer: best(false),
        offer_if_zero_accepted: best(true),
    }
}

impl ClassGame for Ultimatum {
    type Settings = UltimatumSettings;

    fn key(&self) -> &'static str {
        "ultimatum"
    }
    fn name(&self) -> &'static str {
        "Ultimatum game"
    }
    fn check(&self, s: &UltimatumSettings) -> Result<(), Problem> {
        if !(1..=MOST).contains(&s.pie) {
            return Err(Problem::new(
                "pie",
                format!("The pie is a whole number from 1 to {MOST}."),
            ));
        }
        Ok(())
    }
    fn seats(
        &self,
        _: &UltimatumSettings,
        participants: &[i64],
        _: Option<&[Seat]>,
        rng: &mut GameRng,
    ) -> Vec<Seat> {
        pairs(participants, &["proposer", "responder"], None, rng)
    }
    fn decision(&self, s: &UltimatumSettings, seat: &Seat, d: &Value) -> Result<Value, Problem> {
        let top = f64::from(s.pie);
        match seat.role.as_str() {
            "proposer" => Ok(json!({ "offer": whole(number_in(d, "offer", 0.0, top, true)?) })),
            "responder" => {
                Ok(json!({ "accept_min": whole(number_in(d, "accept_min", 0.0, top, true)?) }))
            }
            _ => Err(no_such_role(seat, &["proposer", "responder"])),
        }
    }
    fn bot(&self, s: &UltimatumSettings, seat: &Seat, kind: BotKind, rng: &mut GameRng) -> Value {
        // The equilibrium bot plays the subgame-perfect equilibrium with the smallest positive
        // offer: offer it, and accept anything from it up.
        let x = match kind {
            BotKind::Equilibrium => f64::from(ultimatum_spe(s.pie).offer),
            BotKind::Uniform => uniform_whole(s.pie, rng),
        };
        if seat.role == "responder" {
            json!({ "accept_min": whole(x) })
        } else {
            json!({ "offer": whole(x) })
        }
    }
    fn payoffs(&self, s: &UltimatumSettings, seats: &[Seat], decisions: &[Value]) -> Vec<f64> {
        let pie = f64::from(s.pie);
        let mut pay = vec![0.0; seats.len()];
        for (p, r) in role_pairs(seats, "proposer", "responder") {
            let offer = number(decisions.get(p), "offer").unwrap_or(0.0);
            let least = number(decisions.get(r), "accept_min").unwrap_or(0.0);
            if offer >= least {
                pay[p] = pie - offer;
                pay[r] = offer;
            }
        }
        pay
    }
    fn summary(
        &self,
        s: &UltimatumSettings,
        seats: &[Seat],
        decisions: &[Value],
        _: &[f64],
    ) -> Value {
        let offers = numbers_of(seats, decisions, "proposer", "offer");
        let mins = numbers_of(seats, decisions, "responder", "accept_min");
        let acceptance: Vec<Option<f64>> = (0..=s.pie)
            .map(|x| {
                share(
                    mins.iter().filter(|&&m| m <= f64::from(x)).count(),
                    mins.len(),
                )
            })
            .collect();
        // The offer that would have kept most against this class's responders.
        let best_offer = (!mins.is_empty()).then(|| {
            (0..=s.pie)
                .max_by(|&x, &y| {
                    let kept =
                        |o: u32| f64::from(s.pie - o) * acceptance[o as usize].unwrap_or(0.0);
                    kept(x).total_cmp(&kept(y)).then(y.cmp(&x))
                })
                .unwrap_or(0)
        });
        let pairs = role_pairs(seats, "proposer", "responder");
        let agreed = pairs
            .iter()
            .filter(|&&(p, r)| {
                number(decisions.get(p), "offer").unwrap_or(0.0)
                    >= number(decisions.get(r), "accept_min").unwrap_or(0.0)
            })
            .count();
        json!({
            "proposers": offers.len(),
            "responders": mins.len(),
            "mean_offer": mean(&offers),
            "mean_accept_min": mean(&mins),
            "offer_histogram": histogram(&offers, s.pie),
            "accept_min_histogram": histogram(&mins, s.pie),
            "acceptance_curve": acceptance,
            "agreement_rate": share(agreed, pairs.len()),
            "best_offer_against_class": best_offer,
        })
    }
    fn theory(&self, s: &UltimatumSettings, _: &[Seat]) -> Value {
        let spe = ultimatum_spe(s.pie);
        let text = format!(
            "Backward induction: a responder who cares only for money accepts any positive \
             offer, since rejecting leaves nothing, and is indifferent at 0. Knowing that, the \
             proposer offers the smallest positive offer, {} of {}, and keeps {}: that is the \
             subgame-perfect equilibrium. Offering {} to a responder who also accepts {} is \
             subgame-perfect too. Classes offer far more, and responders turn low offers down: \
             the acceptance curve shows how often each offer would have been accepted.",
            spe.offer,
            s.pie,
            s.pie - spe.offer.min(s.pie),
            spe.offer_if_zero_accepted,
            spe.offer_if_zero_accepted
        );
        json!({
            "spe_offer": spe.offer,
            "spe_accept_min": spe.offer,
            "also_spe_offer": spe.offer_if_zero_accepted,
            "proposer_gets": s.pie - spe.offer.min(s.pie),
            "responder_gets": spe.offer,
            "text": text,
        })
    }
}

// ---------------------------------------------------------------------------------------------

/// The dictator game.
pub struct Dictator;

/// The dictator game's settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct DictatorSettings {
    /// The pie the dictator splits, in whole units.
    pub pie: u32,
}

impl Default for DictatorSettings {
    fn default() -> DictatorSettings {
        DictatorSettings { pie: 10 }
    }
}

impl ClassGame for Dictator {
    type Settings = DictatorSettings;

    fn key(&self) -> &'static str {
        "dictator"
    }
    fn name(&self) -> &'static str {
        "Dictator game"
    }
    fn check(&self, s: &DictatorSettings) -> Result<(), Problem> {
        if !(1..=MOST).contains(&s.pie) {
            return Err(Problem::new(
                "pie",
                format!("The pie is a whole number from 1 to {MOST}."),
            ));
        }
        Ok(())
    }
    fn seats(
        &self,
        _: &DictatorSettings,
        participants: &[i64],
        _: Option<&[Seat]>,
        _: &mut GameRng,
    ) -> Vec<Seat> {
        whole_class(participants, "dictator")
    }
    fn decision(&self, s: &DictatorSettings, _: &Seat, d: &Value) -> Result<Value, Problem> {
        let x = number_in(d, "give", 0.0, f64::from(s.pie), true)?;
        Ok(json!({ "give": whole(x) }))
    }
    fn bot(&self, s: &DictatorSettings, _: &Seat, kind: BotKind, rng: &mut GameRng) -> Value {
        let x = match kind {
            BotKind::Equilibrium => 0.0,
            BotKind::Uniform => uniform_whole(s.pie, rng),
        };
        json!({ "give": whole(x) })
    }
    fn payoffs(&self, s: &DictatorSettings, seats: &[Seat], decisions: &[Value]) -> Vec<f64> {
        (0..seats.len())
            .map(|i| f64::from(s.pie) - number(decisions.get(i), "give").unwrap_or(0.0))
            .collect()
    }
    fn summary(&self, s: &DictatorSettings, _: &[Seat], decisions: &[Value], _: &[f64]) -> Value {
        let gifts: Vec<f64> = decisions
            .iter()
            .filter_map(|d| number(Some(d), "give"))
            .collect();
        let half = f64::from(s.pie) / 2.0;
        json!({
            "count": gifts.len(),
            "mean_give": mean(&gifts),
            "mean_share_given": mean(&gifts).map(|m| m / f64::from(s.pie)),
            "share_giving_nothing": share(gifts.iter().filter(|&&g| g == 0.0).count(), gifts.len()),
            "share_giving_half_or_more": share(gifts.iter().filter(|&&g| g >= half).count(), gifts.len()),
            "histogram": histogram(&gifts, s.pie),
        })
    }
    fn theory(&self, s: &DictatorSettings, _: &[Seat]) -> Value {
        let text = format!(
            "A dictator who cares only for their own money gives nothing and keeps all {}: \
             the Nash equilibrium gives 0. The recipients are not in the class, so the \
             payoffs shown are the dictators' alone ({} minus the gift). What the class gives \
             beyond 0 measures something other than money: fairness, altruism, or being seen.",
            s.pie, s.pie
        );
        json!({ "nash_give": 0, "nash_keep": s.pie, "text": text })
    }
}

// ---------------------------------------------------------------------------------------------

/// The trust (investment) game.
pub struct Trust;

/// The trust game's settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TrustSettings {
    /// What the investor has, in whole units; they send a whole number of it.
    pub endowment: u32,
    /// What each unit sent becomes in the trustee's hands.
    pub multiplier: f64,
    /// What the trustee has before anything is sent.
    pub trustee_endowment: u32,
}

impl Default for TrustSettings {
    fn default() -> TrustSettings {
        TrustSettings {
            endowment: 10,
            multiplier: 3.0,
            trustee_endowment: 0,
        }
    }
}

impl TrustSettings {
    /// The (investor, trustee) payoffs when `send` is sent and `fraction` of the multiplied
    /// amount comes back.
    pub fn payoffs(&self, send: f64, fraction: f64) -> (f64, f64) {
        let grown = self.multiplier * send;
        (
            f64::from(self.endowment) - send + fraction * grown,
            f64::from(self.trustee_endowment) + grown - fraction * grown,
        )
    }
}

impl ClassGame for Trust {
    type Settings = TrustSettings;

    fn key(&self) -> &'static str {
        "trust"
    }
    fn name(&self) -> &'static str {
        "Trust game"
    }
    fn check(&self, s: &TrustSettings) -> Result<(), Problem> {
        if !(1..=MOST).contains(&s.endowment) {
            return Err(Problem::new(
                "endowment",
                format!("The investor's endowment is a whole number from 1 to {MOST}."),
            ));
        }
        if !(s.multiplier > 0.0 && s.multiplier <= 100.0) {
            return Err(Problem::new(
                "multiplier",
                "The multiplier is a number above 0 and at most 100 (usually 3).",
            ));
        }
        if s.trustee_endowment > MOST {
            return Err(Problem::new(
                "trustee_endowment",
                format!("The trustee's endowment is a whole number from 0 to {MOST}."),
            ));
        }
        Ok(())
    }
    fn seats(
        &self,
        _: &TrustSettings,
        participants: &[i64],
        _: Option<&[Seat]>,
        rng: &mut GameRng,
    ) -> Vec<Seat> {
        pairs(participants, &["investor", "trustee"], None, rng)
    }
    fn decision(&self, s: &TrustSettings, seat: &Seat, d: &Value) -> Result<Value, Problem> {
        match seat.role.as_str() {
            "investor" => {
                let x = number_in(d, "send", 0.0, f64::from(s.endowment), true)?;
                Ok(json!({ "send": whole(x) }))
            }
            "trustee" => {
                let f = number_in(d, "return_fraction", 0.0, 1.0, false)?;
                Ok(json!({ "return_fraction": whole(f) }))
            }
            _ => Err(no_such_role(seat, &["investor", "trustee"])),
        }
    }
    fn bot(&self, s: &TrustSettings, seat: &Seat, kind: BotKind, rng: &mut GameRng) -> Value {
        if seat.role == "trustee" {
            let f = match kind {
                BotKind::Equilibrium => 0.0,
                BotKind::Uniform => unit_f64(rng),
            };
            json!({ "return_fraction": whole(f) })
        } else {
            let x = match kind {
                BotKind::Equilibrium => 0.0,
                BotKind::Uniform => uniform_whole(s.endowment, rng),
            };
            json!({ "send": whole(x) })
        }
    }
    fn payoffs(&self, s: &TrustSettings, seats: &[Seat], decisions: &[Value]) -> Vec<f64> {
        let mut pay = vec![0.0; seats.len()];
        for (i, t) in role_pairs(seats, "investor", "trustee") {
            let send = number(decisions.get(i), "send").unwrap_or(0.0);
            let f = number(decisions.get(t), "return_fraction").unwrap_or(0.0);
            (pay[i], pay[t]) = s.payoffs(send, f);
        }
        pay
    }
    fn summary(&self, s: &TrustSettings, seats: &[Seat], decisions: &[Value], _: &[f64]) -> Value {
        let sends = numbers_of(seats, decisions, "investor", "send");
        let fractions = numbers_of(seats, decisions, "trustee", "return_fraction");
        let pairs = role_pairs(seats, "investor", "trustee");
        let (mut created, mut most, mut repaid) = (0.0, 0.0, 0);
        for &(i, t) in &pairs {
            let send = number(decisions.get(i), "send").unwrap_or(0.0);
            let f = number(decisions.get(t), "return_fraction").unwrap_or(0.0);
            let (a, b) = s.payoffs(send, f);
            created += a + b;
            // The most a pair can end with: everything sent when sending creates something.
            let (a, b) = s.payoffs(f64::from(s.endowment), 0.0);
            most += (a + b).max(f64::from(s.endowment + s.trustee_endowment));
            if send > 0.0 && f * s.multiplier * send > send {
                repaid += 1;
            }
        }
        let trusting = pairs
            .iter()
            .filter(|&&(i, _)| number(decisions.get(i), "send").unwrap_or(0.0) > 0.0)
            .count();
        json!({
            "investors": sends.len(),
            "trustees": fractions.len(),
            "mean_send": mean(&sends),
            "mean_return_fraction": mean(&fractions),
            "send_histogram": histogram(&sends, s.endowment),
            "efficiency": (most > 0.0).then(|| created / most),
            "share_of_senders_repaid_more": share(repaid, trusting),
        })
    }
    fn theory(&self, s: &TrustSettings, _: &[Seat]) -> Value {
        let e = f64::from(s.endowment);
        let te = f64::from(s.trustee_endowment);
        let lost = (s.multiplier - 1.0) * e;
        let gain = if s.multiplier > 1.0 {
            format!(
                "Yet everything sent grows {}-fold: sending all {} would create {} more, \
                 and any return fraction above 1/{} (≈ {}) would leave the investor better off \
                 than keeping the money. That surplus is the efficiency lost to the lack of trust.",
                short(s.multiplier),
                s.endowment,
                short(lost),
                short(s.multiplier),
                short(round2(1.0 / s.multiplier))
            )
        } else {
            format!(
                "With a multiplier of {}, sending creates nothing, so nothing is lost either.",
                short(s.multiplier)
            )
        };
        let text = format!(
            "Backward induction: a trustee who cares only for money returns nothing, whatever \
             was sent; knowing that, the investor sends nothing. The subgame-perfect equilibrium \
             is send 0, return 0, with payoffs {} and {}. {gain}",
            s.endowment, s.trustee_endowment
        );
        json!({
            "spe_send": 0,
            "spe_return_fraction": 0,
            "spe_payoffs": [e, te],
            "spe_total": e + te,
            "efficient_total": e + te + lost.max(0.0),
            "efficiency_lost": lost.max(0.0),
            "break_even_fraction": 1.0 / s.multiplier,
            "text": text,
        })
    }
}
