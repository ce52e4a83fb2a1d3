//! The algorithmic player of Łabno (2018, ch. 3), reconstructed.
//!
//! The thesis describes the player's sets and decision rules in words; this reconstruction was
//! written from those words alone, so the order of the rules below is this project's reading,
//! chosen so that the player builds its tickets first and scores long routes when it has nothing
//! better to do. The thesis's own repository (its flowcharts and code) plays differently where
//! the words are silent; that player is [`super::algo_thesis`], and docs/labs/ticket-to-ride.md compares both
//! with the thesis's table. Everything is computed from the player's [`Observation`] only.
//!
//! At each decision the player makes a [`Plan`]:
//! - **target** ("cel"): for each unfinished ticket, in decreasing order of points, the
//!   cheapest path in trains between its cities (Dijkstra; own routes cost nothing, routes of
//!   earlier tickets' paths cost nothing, claimed or closed routes are impassable; among equally
//!   cheap paths the one scoring more route points), as long as the planned trains fit the
//!   trains left; the unowned routes of those paths form the target. Tickets that cannot be
//!   reached, or do not fit, are given up.
//! - **fitting** ("pasujące"): target routes claimable now (open, enough trains, cards to pay);
//!   **missing** ("brakujące"): the other target routes.
//! - **possible** ("możliwości"): claimable routes that are in the target, or 5 or 6 trains
//!   long, or any route when the target is empty.
//!
//! Rules, first that applies:
//! 1. Choosing tickets: keep the required number with the best points per extra train, and any
//!    other whose path the plan can take with [`SPARE_TRAINS`] (15) trains to spare.
//! 2. Claim the longest fitting route.
//! 3. In the last round, claim the longest possible route.
//! 4. With the target empty: draw tickets while trains remain (more than the 2 that start the
//!    last round) and the pile is not empty — the spec's "draw tickets when all current ones are
//!    done and trains remain", taken literally; otherwise claim the longest possible route. (A
//!    threshold of 12 trains, our first reading, cost 10–12 points a game: with it the player
//!    scored 94 / 87 / 86 / 83 for 2–5 players against the thesis's 107 / 98 / 98 / 94.6; with
//!    these rules it scores 107.5 / 98.2 / 99.5 / 92.4 on 250 games per count.)
//! 5. Claim a possible route of 5–6 trains when the trains left after it still cover the target.
//! 6. Draw cards: a face-up card of the colour the missing routes lack most; else a face-up
//!    locomotive (first card only) when cards are lacking; else the deck; else any face-up card.
//! 7. Otherwise any claim, then tickets, then pass.
//!
//! Payment: the fewest locomotives, then the colour the other missing routes need least, then
//! the colour held most. A gray missing route is counted against the colour held most (after
//! the coloured routes' needs).

use super::{usa, Action, Game, Observation, Phase, KINDS, LAST_ROUND_TRAINS, LOCOMOTIVE};

/// Trains a plan must leave free for an extra ticket to be kept beyond the required number.
/// (5 kept too many: 94.4 points overall on 250 games per table size; 15 gives 97.8, and 20 no
/// more.)
pub const SPARE_TRAINS: u32 = 15;

/// The player's analysis of a position (see the module documentation).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Plan {
    /// Unowned routes on the paths of the tickets it pursues ("cel").
    pub target: Vec<usize>,
    /// Target routes claimable now ("pasujące").
    pub fitting: Vec<usize>,
    /// Target routes not claimable now ("brakujące").
    pub missing: Vec<usize>,
    /// Claimable routes worth taking now ("możliwości").
    pub possible: Vec<usize>,
    /// Every claimable route.
    pub claimable: Vec<usize>,
    /// Its tickets already connected.
    pub finished: Vec<u8>,
    /// Its tickets not yet connected.
    pub unfinished: Vec<u8>,
    /// Trains the target needs.
    pub target_trains: u32,
}

const INF: u32 = u32::MAX / 4;

/// The cheapest path between cities `a` and `b`: its routes, or `None` when unreachable.
/// `cost(r)` is `None` for an impassable route, otherwise (trains, route points).
fn shortest_path(
    a: usize,
    b: usize,
    cost: &dyn Fn(usize) -> Option<(u32, i32)>,
) -> Option<Vec<usize>> {
    let map = usa();
    let n = map.cities.len();
    // (trains, −points): smaller is better.
    let mut dist = vec![(INF, 0i32); n];
    let mut via: Vec<Option<usize>> = vec![None; n];
    let mut done = vec![false; n];
    dist[a] = (0, 0);
    loop {
        let next = (0..n)
            .filter(|&c| !done[c] && dist[c].0 < INF)
            .min_by_key(|&c| (dist[c], c));
        let Some(c) = next else { break };
        if c == b {
            break;
        }
        done[c] = true;
        for &r in &map.adjacent[c] {
            let Some((t, p)) = cost(r) else { continue };
            let d = map.other_end(r, c);
            let cand = (dist[c].0 + t, dist[c].1 - p);
            if !done[d] && cand < dist[d] {
                dist[d] = cand;
                via[d] = Some(r);
            }
        }
    }
    if dist[b].0 >= INF {
        return None;
    }
    let mut path = Vec::new();
    let mut c = b;
    while c != a {
        let r = via[c].expect("a reached city has a predecessor");
        path.push(r);
        c = map.other_end(r, c);
    }
    Some(path)
}

/// The routes a ticket between `a` and `b` would add to `planned` (unowned ones), and their
/// trains; `None` if the cities cannot be joined.
fn ticket_path(
    obs: &Observation,
    planned: &[bool],
    a: usize,
    b: usize,
) -> Option<(Vec<usize>, u32)> {
    let map = usa();
    let me = Some(obs.me);
    let cost = |r: usize| -> Option<(u32, i32)> {
        if obs.owner[r] == me || planned[r] {
            Some((0, 0))
        } else if obs.route_open(r) {
            let len = map.routes[r].length;
            Some((u32::from(len), super::route_points(len)))
        } else {
            None
        }
    };
    let path = shortest_path(a, b, &cost)?;
    let new: Vec<usize> = path
        .into_iter()
        .filter(|&r| obs.owner[r] != me && !planned[r])
        .collect();
    let trains = new.iter().map(|&r| u32::from(map.routes[r].length)).sum();
    Some((new, trains))
}

/// The paths of a set of tickets from `obs`.
struct TicketPlan {
    /// Routes on the chosen paths, not owned yet.
    planned: Vec<bool>,
    /// Trains they take.
    trains: u32,
    /// Tickets already connected.
    finished: Vec<u8>,
    /// Tickets not connected yet (most valuable first).
    unfinished: Vec<u8>,
    /// Of those, the ones whose path is planned (reachable, and fitting the trains left).
    pursued: Vec<u8>,
}

impl TicketPlan {
    /// Whether ticket `t` is connected or planned.
    fn covers(&self, t: u8) -> bool {
        self.finished.contains(&t) || self.pursued.contains(&t)
    }
}

/// The plan for `tickets` from `obs`: the most valuable unfinished ticket's path first, each
/// later path sharing the routes planned before it, while the trains last.
fn plan_for(obs: &Observation, tickets: &[u8]) -> TicketPlan {
    let map = usa();
    let mine = obs.my_routes();
    let parent = super::components(map, mine.iter().copied());
    let (mut finished, mut unfinished): (Vec<u8>, Vec<u8>) = tickets
        .iter()
        .partition(|&&t| super::ticket_done(map, &parent, usize::from(t)));
    finished.sort_unstable();
    // Most points first, ties by ticket number (one shared sort: this runs on the page too).
    crate::sorting::sort_by_number(&mut unfinished, |&t| {
        (((i64::from(i32::MAX) - i64::from(map.tickets[usize::from(t)].points)) as u64) << 8)
            | u64::from(t)
    });
    let trains = u32::from(obs.trains[usize::from(obs.me)]);
    let mut planned = vec![false; map.routes.len()];
    let mut used = 0;
    let mut pursued = Vec::new();
    for &t in &unfinished {
        let ticket = &map.tickets[usize::from(t)];
        if let Some((routes, extra)) = ticket_path(obs, &planned, ticket.a, ticket.b) {
            if used + extra <= trains {
                used += extra;
                pursued.push(t);
                for r in routes {
                    planned[r] = true;
                }
            }
        }
    }
    TicketPlan {
        planned,
        trains: used,
        finished,
        unfinished,
        pursued,
    }
}

/// The trains the paths of `tickets` alone would take (the routes the player owns are free),
/// or `None` when one of them cannot be joined or they do not fit the trains left.
pub fn plan_trains_for(obs: &Observation, tickets: &[u8]) -> Option<u32> {
    let tp = plan_for(obs, tickets);
    tickets.iter().all(|&t| tp.covers(t)).then_some(tp.trains)
}

/// The player's plan in this position.
pub fn plan(obs: &Observation) -> Plan {
    let tp = plan_for(obs, &obs.tickets);
    let target: Vec<usize> = (0..tp.planned.len()).filter(|&r| tp.planned[r]).collect();
    let claimable: Vec<usize> = (0..obs.owner.len()).filter(|&r| obs.claimable(r)).collect();
    let (fitting, missing): (Vec<usize>, Vec<usize>) =
        target.iter().partition(|&&r| claimable.contains(&r));
    let possible = claimable
        .iter()
        .copied()
        .filter(|&r| target.is_empty() || tp.planned[r] || usa().routes[r].length >= 5)
        .collect();
    Plan {
        target,
        fitting,
        missing,
        possible,
        claimable,
        finished: tp.finished,
        unfinished: tp.unfinished,
        target_trains: tp.trains,
    }
}

/// Cards of each kind the routes `routes` need beyond the hand (gray routes counted against
/// the colour held most after the coloured needs); the locomotives held are not subtracted.
pub fn deficits(obs: &Observation, routes: &[usize]) -> [i32; KINDS] {
    let map = usa();
    let mut need = [0i32; KINDS];
    let mut gray = Vec::new();
    for &r in routes {
        match map.routes[r].color {
            Some(c) => need[usize::from(c)] += i32::from(map.routes[r].length),
            None => gray.push(r),
        }
    }
    for r in gray {
        let c = (0..8)
            .max_by_key(|&c| (i32::from(obs.hand[c]) - need[c], std::cmp::Reverse(c)))
            .expect("eight colours");
        need[c] += i32::from(map.routes[r].length);
    }
    let mut out = [0i32; KINDS];
    for c in 0..8 {
        out[c] = (need[c] - i32::from(obs.hand[c])).max(0);
    }
    out
}

/// The payment for route `r` the player prefers (see the module documentation).
pub fn choose_payment(obs: &Observation, r: usize, others: &[usize]) -> Option<(u8, u8)> {
    let mut pay = Vec::new();
    Game::payments(&obs.hand, r, &mut pay);
    let need = deficits(obs, others);
    pay.into_iter().min_by_key(|&(c, l)| {
        let needed = if c == LOCOMOTIVE {
            i32::MAX
        } else {
            need[usize::from(c)]
        };
        (l, needed, std::cmp::Reverse(obs.hand[usize::from(c)]), c)
    })
}

/// Claiming route `r`, paid as [`choose_payment`] prefers.
pub(super) fn claim(obs: &Observation, r: usize, others: &[usize]) -> Option<Action> {
    choose_payment(obs, r, others).map(|(color, locomotives)| Action::Claim {
        route: r as u8,
        color,
        locomotives,
    })
}

/// The longest of `routes` (ties: the first).
pub(super) fn longest(routes: &[usize]) -> Option<usize> {
    routes
        .iter()
        .copied()
        .max_by_key(|&r| (usa().routes[r].length, std::cmp::Reverse(r)))
}

/// Which offered tickets to keep (a [`Action::KeepTickets`] mask): the `min` best by points
/// per extra train (a ticket that cannot be joined or does not fit ranks last), then any other
/// whose path still fits the trains with [`SPARE_TRAINS`] to spare.
pub fn choose_tickets(obs: &Observation, min: usize) -> u8 {
    let map = usa();
    let trains = u32::from(obs.trains[usize::from(obs.me)]);
    let base = plan_for(obs, &obs.tickets).trains;
    let with = |kept: &[u8], t: u8| {
        let mut tickets = kept.to_vec();
        tickets.push(t);
        plan_for(obs, &tickets)
    };
    // Each offered ticket: points per extra train if the plan can take it, else none.
    let value = |t: u8| -> Option<f64> {
        let tp = with(&obs.tickets, t);
        tp.covers(t).then(|| {
            f64::from(map.tickets[usize::from(t)].points)
                / f64::from(tp.trains.saturating_sub(base).max(1))
        })
    };
    let mut ranked: Vec<(usize, Option<f64>)> = obs
        .offered
        .iter()
        .enumerate()
        .map(|(i, &t)| (i, value(t)))
        .collect();
    // Best value first (an unreachable ticket counts −1), ties in the order offered: a stable
    // sort by the reversed total order of the values.
    crate::sorting::sort_by_number(&mut ranked, |r| {
        !crate::sorting::float_key(r.1.unwrap_or(-1.0))
    });
    let mut mask = 0u8;
    let mut kept = obs.tickets.clone();
    for (k, &(i, _)) in ranked.iter().enumerate() {
        let t = obs.offered[i];
        let take = k < min || {
            let tp = with(&kept, t);
            tp.covers(t) && tp.trains + SPARE_TRAINS <= trains
        };
        if take {
            mask |= 1 << i;
            kept.push(t);
        }
    }
    mask
}

/// The card to draw (first or second), by the plan's deficits (rule 6): a face-up card of the
/// colour the missing routes lack most; else a face-up locomotive (first card only) when cards
/// are lacking; else the deck; else any face-up card.
pub fn draw_card(obs: &Observation, plan: &Plan, legal: &[Action]) -> Option<Action> {
    let need = deficits(obs, &plan.missing);
    let best_face = (0..super::FACE_UP)
        .filter_map(|s| obs.face_up[s].map(|c| (s, c)))
        .filter(|&(s, c)| {
            c != LOCOMOTIVE
                && need[usize::from(c)] > 0
                && legal.contains(&Action::DrawFaceUp(s as u8))
        })
        .max_by_key(|&(s, c)| (need[usize::from(c)], std::cmp::Reverse(s)));
    if let Some((s, _)) = best_face {
        return Some(Action::DrawFaceUp(s as u8));
    }
    let lacking: i32 = need.iter().sum::<i32>() - i32::from(obs.hand[usize::from(LOCOMOTIVE)]);
    if obs.phase == Phase::Start && lacking > 0 {
        if let Some(s) = (0..super::FACE_UP).find(|&s| {
            obs.face_up[s] == Some(LOCOMOTIVE) && legal.contains(&Action::DrawFaceUp(s as u8))
        }) {
            return Some(Action::DrawFaceUp(s as u8));
        }
    }
    blind_draw(legal)
}

/// A card from the deck, else the first face-up card that may be taken.
pub(super) fn blind_draw(legal: &[Action]) -> Option<Action> {
    if legal.contains(&Action::DrawDeck) {
        return Some(Action::DrawDeck);
    }
    legal
        .iter()
        .copied()
        .find(|a| matches!(a, Action::DrawFaceUp(_)))
}

/// How many of the offered tickets must be kept: 2 at the start, 1 later (never more than
/// are offered).
pub fn keep_at_least(obs: &Observation) -> usize {
    if obs.phase == Phase::SetupTickets {
        2
    } else {
        1
    }
    .min(obs.offered.len())
}

/// The player's decision, from its observation and legal actions (see the module
/// documentation for the rules).
pub fn decide(obs: &Observation, legal: &[Action]) -> Action {
    let fallback = legal[0];
    let chosen = match obs.phase {
        Phase::Over => None,
        Phase::SetupTickets | Phase::ChooseTickets => {
            Some(Action::KeepTickets(choose_tickets(obs, keep_at_least(obs))))
        }
        Phase::SecondCard => {
            let p = plan(obs);
            draw_card(obs, &p, legal)
        }
        Phase::Start => decide_turn(obs, &plan(obs), legal),
    };
    match chosen {
        Some(a) if legal.contains(&a) => a,
        _ => fallback,
    }
}

/// The decision at the start of a turn, given the plan.
pub fn decide_turn(obs: &Observation, p: &Plan, legal: &[Action]) -> Option<Action> {
    let map = usa();
    let trains = u32::from(obs.trains[usize::from(obs.me)]);
    let others =
        |r: usize| -> Vec<usize> { p.missing.iter().copied().filter(|&m| m != r).collect() };
    // 2. The longest fitting route.
    if let Some(r) = longest(&p.fitting) {
        return claim(obs, r, &others(r));
    }
    // 3. The last round: points now.
    if obs.last_round {
        if let Some(r) = longest(&p.possible).or_else(|| longest(&p.claimable)) {
            return claim(obs, r, &others(r));
        }
    }
    // 4. Nothing to build.
    if p.target.is_empty() {
        if trains > u32::from(LAST_ROUND_TRAINS)
            && obs.ticket_deck_len > 0
            && legal.contains(&Action::DrawTickets)
        {
            return Some(Action::DrawTickets);
        }
        if let Some(r) = longest(&p.possible) {
            return claim(obs, r, &[]);
        }
    }
    // 5. A long route that leaves the target affordable.
    if let Some(r) = longest(
        &p.possible
            .iter()
            .copied()
            .filter(|&r| {
                let len = u32::from(map.routes[r].length);
                len >= 5 && trains - len >= p.target_trains
            })
            .collect::<Vec<_>>(),
    ) {
        return claim(obs, r, &others(r));
    }
    // 6. Cards for the missing routes.
    if let Some(a) = draw_card(obs, p, legal) {
        return Some(a);
    }
    // 7. Anything else.
    if let Some(r) = longest(&p.claimable) {
        return claim(obs, r, &others(r));
    }
    if legal.contains(&Action::DrawTickets) {
        return Some(Action::DrawTickets);
    }
    Some(Action::Pass)
}
