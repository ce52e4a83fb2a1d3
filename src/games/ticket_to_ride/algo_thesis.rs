//! The algorithmic player as the thesis's own repository plays it (Łabno 2018; the code and
//! flowcharts of its reference \[4\], read, not copied), beside the reconstruction of
//! [`super::algo`], which was written from the thesis's words alone. The two differ where the
//! words are silent; this one follows the repository's main flowchart, its ticket chart and
//! the code that produced the thesis's results table:
//!
//! - **Tickets drawn** only when every ticket held is finished, the hand holds at least 8
//!   cards, the player at least 8 trains, every other player more than 6 trains, and the pile
//!   is not empty; otherwise only as a last resort (nothing to claim, no card to draw). While a
//!   ticket is unfinished — even one that can no longer be joined — no new ticket is drawn.
//! - **Tickets kept**: of every subset of the offer at least as large as required, the one
//!   whose paths take the fewest trains (ties: more points), among those costing fewer trains
//!   than the player has; if none does, the required number with the fewest points. In
//!   practice: exactly 2 at the start, 1 later.
//! - **With unfinished tickets**: claim the shortest claimable route of the plan's paths (or a
//!   claimable 6-train route); else draw a card; else claim the longest claimable route; else
//!   draw tickets; else pass.
//! - **With every ticket finished** (and no ticket draw): claim the longest claimable route when
//!   some colour (locomotives count as one) has 6 cards; else draw a card.
//! - **Cards** are drawn blind from the deck, as the code behind the results did (its "lacking
//!   cards" list was never filled); a face-up card only when the deck is empty.
//! - No rule for the last round.
//!
//! Ours keeps the Dijkstra paths of [`super::algo`] (the plan drops a ticket that can no longer
//! be joined; the repository's paths cost 1 000 per route claimed by others instead).

use super::algo::{blind_draw, claim, keep_at_least, longest, plan, plan_trains_for, Plan};
use super::{usa, Action, Observation, Phase, KINDS};

/// Which offered tickets to keep (a mask), by the repository's ticket chart (see the module
/// documentation).
pub fn choose_tickets(obs: &Observation, min: usize) -> u8 {
    let map = usa();
    let trains = u32::from(obs.trains[usize::from(obs.me)]);
    let n = obs.offered.len();
    let points = |mask: u8| -> i32 {
        (0..n)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| map.tickets[usize::from(obs.offered[i])].points)
            .sum()
    };
    let mut best: Option<(u32, i32, u8)> = None;
    let mut fallback: Option<(i32, u8)> = None;
    for mask in 1u8..(1 << n) {
        if (mask.count_ones() as usize) < min {
            continue;
        }
        let subset: Vec<u8> = (0..n)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| obs.offered[i])
            .collect();
        let p = points(mask);
        if mask.count_ones() as usize == min && fallback.is_none_or(|(q, _)| p < q) {
            fallback = Some((p, mask));
        }
        let Some(cost) = plan_trains_for(obs, &subset) else {
            continue;
        };
        if cost >= trains {
            continue;
        }
        if best.is_none_or(|(c, q, _)| cost < c || (cost == c && p > q)) {
            best = Some((cost, p, mask));
        }
    }
    best.map(|b| b.2)
        .or(fallback.map(|f| f.1))
        .unwrap_or(((1u16 << min.min(n)) - 1) as u8)
}

/// The route of `routes` with the fewest trains (ties: the first).
fn shortest(routes: &[usize]) -> Option<usize> {
    routes
        .iter()
        .copied()
        .min_by_key(|&r| (usa().routes[r].length, r))
}

/// Claiming route `r` (the payment as the reconstruction prefers it).
fn claim_route(obs: &Observation, r: usize, p: &Plan) -> Option<Action> {
    let others: Vec<usize> = p.missing.iter().copied().filter(|&m| m != r).collect();
    claim(obs, r, &others)
}

/// The decision at the start of a turn (see the module documentation).
pub fn decide_turn(obs: &Observation, p: &Plan, legal: &[Action]) -> Option<Action> {
    let map = usa();
    let trains = u32::from(obs.trains[usize::from(obs.me)]);
    let can_draw_tickets = obs.ticket_deck_len > 0 && legal.contains(&Action::DrawTickets);
    if p.unfinished.is_empty() {
        let hand: u32 = obs.hand.iter().map(|&c| u32::from(c)).sum();
        let others_min = (0..obs.trains.len())
            .filter(|&q| q != usize::from(obs.me))
            .map(|q| u32::from(obs.trains[q]))
            .min()
            .unwrap_or(u32::MAX);
        if hand >= 8 && trains >= 8 && others_min > 6 && can_draw_tickets {
            return Some(Action::DrawTickets);
        }
        let six_of_a_kind = (0..KINDS).any(|c| obs.hand[c] >= 6);
        if six_of_a_kind {
            if let Some(r) = longest(&p.claimable) {
                return claim_route(obs, r, p);
            }
        }
        if let Some(a) = blind_draw(legal) {
            return Some(a);
        }
    } else {
        let matching: Vec<usize> = p
            .claimable
            .iter()
            .copied()
            .filter(|&r| p.target.contains(&r) || map.routes[r].length == 6)
            .collect();
        if let Some(r) = shortest(&matching) {
            return claim_route(obs, r, p);
        }
        if let Some(a) = blind_draw(legal) {
            return Some(a);
        }
    }
    if let Some(r) = longest(&p.claimable) {
        return claim_route(obs, r, p);
    }
    if can_draw_tickets {
        return Some(Action::DrawTickets);
    }
    Some(Action::Pass)
}

/// The player's decision (see the module documentation).
pub fn decide(obs: &Observation, legal: &[Action]) -> Action {
    let chosen = match obs.phase {
        Phase::Over => None,
        Phase::SetupTickets | Phase::ChooseTickets => {
            Some(Action::KeepTickets(choose_tickets(obs, keep_at_least(obs))))
        }
        Phase::SecondCard => blind_draw(legal),
        Phase::Start => decide_turn(obs, &plan(obs), legal),
    };
    match chosen {
        Some(a) if legal.contains(&a) => a,
        _ => legal[0],
    }
}
