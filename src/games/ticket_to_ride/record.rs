//! Whole games with their records: [`play`] runs agents that see only their information sets
//! and writes the [`GameRecord`] of the lab's file format, and [`check_record`] verifies a
//! record move by move without the engine's hidden state — the claims add up to the final
//! routes, each payment fits its route, tickets kept at setup and later are the final tickets,
//! and every score is recomputed from routes and tickets alone.
//!
//! The format (JSON; route ids are the data file's `id`s, ticket indices are 0-based positions
//! in its `tickets`; turns in play order, seat 0 first; `route`/`paid` only on claims, `kept`
//! only on ticket draws):
//!
//! ```text
//! {"players": N, "seed": S, "longest_path_bonus": bool,
//!  "initial_tickets": [[ticket indices kept at setup], …one list per player],
//!  "turns": [{"player": p, "kind": "draw_cards" | "claim" | "draw_tickets" | "pass",
//!             "route": id, "paid": {"red": 2, "locomotive": 1}, "kept": [ticket indices]}, …],
//!  "final": [{"routes": [route ids], "tickets": [ticket indices], "trains_left": k,
//!             "completed_tickets": c, "failed_tickets": f,
//!             "score": {"routes": r, "tickets": t, "longest_path": l, "total": T}}, …]}
//! ```

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{
    kind_name, longest_path, route_points, ticket_points, usa, Action, Game, Phase, LOCOMOTIVE,
    LONGEST_PATH_BONUS, TRAINS,
};
use crate::game::{drive_observing, ObservingBot, Player};
use crate::rng::Seed;

/// One turn of a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnRecord {
    /// Whose turn (0-based seat).
    pub player: u8,
    /// `draw_cards`, `claim`, `draw_tickets` or `pass`.
    pub kind: String,
    /// The claimed route's id (claims only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub route: Option<u32>,
    /// The cards paid by kind name (claims only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paid: Option<BTreeMap<String, u8>>,
    /// The tickets kept (ticket draws only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kept: Option<Vec<u8>>,
}

/// A final score in a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreRecord {
    /// Route points.
    pub routes: i32,
    /// Ticket points (completed minus failed).
    pub tickets: i32,
    /// Longest-path bonus.
    pub longest_path: i32,
    /// The total.
    pub total: i32,
}

/// One player's end of the game in a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalRecord {
    /// Route ids claimed, in the order claimed.
    pub routes: Vec<u32>,
    /// Tickets held, in the order kept.
    pub tickets: Vec<u8>,
    /// Trains left.
    pub trains_left: u8,
    /// Tickets completed.
    pub completed_tickets: u32,
    /// Tickets failed.
    pub failed_tickets: u32,
    /// The score.
    pub score: ScoreRecord,
}

/// A whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// Players.
    pub players: u8,
    /// The seed the decks were shuffled with.
    pub seed: u64,
    /// Whether the longest path scores its bonus.
    pub longest_path_bonus: bool,
    /// The tickets each player kept at setup.
    pub initial_tickets: Vec<Vec<u8>>,
    /// Every turn.
    pub turns: Vec<TurnRecord>,
    /// Every player's end.
    #[serde(rename = "final")]
    pub final_: Vec<FinalRecord>,
}

/// What a finished game tells beyond its record: decisions that were not legal (an agent's
/// forbidden moves, replaced by a legal fallback) per player.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PlayStats {
    /// Forbidden decisions per player.
    pub forbidden: Vec<u32>,
    /// Decisions per player.
    pub decisions: Vec<u32>,
}

/// Plays a whole game: `agents[i]` in seat `i`, decks shuffled with `seed`. Returns the final
/// state, its record and the forbidden-move counts.
///
/// # Panics
/// If `agents.len()` is not 2–5 (check the table first with [`Game::new`]).
pub fn play(
    agents: &mut [&mut dyn ObservingBot<Game>],
    seed: u64,
    longest_path_bonus: bool,
) -> (Game, GameRecord, PlayStats) {
    let n = agents.len();
    let g = Game::new(n, Seed(seed), longest_path_bonus).expect("2–5 agents");
    let mut record = GameRecord {
        players: n as u8,
        seed,
        longest_path_bonus,
        initial_tickets: vec![Vec::new(); n],
        turns: Vec::new(),
        final_: Vec::new(),
    };
    let mut stats = PlayStats {
        forbidden: vec![0; n],
        decisions: vec![0; n],
    };
    // The decks are dealt from the game's own seed: the game has no chance turns.
    let mut no_chance = Seed(seed).rng();
    let g = drive_observing(g, agents, &mut no_chance, |g, d| {
        stats.decisions[d.player.index()] += 1;
        if d.forbidden {
            stats.forbidden[d.player.index()] += 1;
        }
        note(g, d.action, &mut record);
    });
    record.final_ = finals(&g);
    (g, record, stats)
}

/// Writes what `action`, about to be played in `g`, adds to the record.
pub(crate) fn note(g: &Game, action: Action, record: &mut GameRecord) {
    let p = g.current().0;
    let turn = |kind: &str| TurnRecord {
        player: p,
        kind: kind.into(),
        route: None,
        paid: None,
        kept: None,
    };
    match (g.phase(), action) {
        (Phase::SetupTickets, Action::KeepTickets(mask)) => {
            record.initial_tickets[usize::from(p)] = kept(g.offered(), mask);
        }
        (Phase::ChooseTickets, Action::KeepTickets(mask)) => {
            record.turns.push(TurnRecord {
                kept: Some(kept(g.offered(), mask)),
                ..turn("draw_tickets")
            });
        }
        (Phase::Start, Action::DrawFaceUp(_) | Action::DrawDeck) => {
            record.turns.push(turn("draw_cards"));
        }
        (
            Phase::Start,
            Action::Claim {
                route,
                color,
                locomotives,
            },
        ) => {
            let len = usa().routes[usize::from(route)].length;
            let mut paid = BTreeMap::new();
            if len > locomotives {
                paid.insert(kind_name(color).to_string(), len - locomotives);
            }
            if locomotives > 0 {
                paid.insert(kind_name(LOCOMOTIVE).to_string(), locomotives);
            }
            record.turns.push(TurnRecord {
                route: Some(usa().routes[usize::from(route)].id),
                paid: Some(paid),
                ..turn("claim")
            });
        }
        (Phase::Start, Action::Pass) => record.turns.push(turn("pass")),
        // Drawing tickets is written when the choice is made; second cards belong to the
        // draw already written.
        _ => {}
    }
}

/// The tickets of `offered` whose bits are set in `mask` (a [`Action::KeepTickets`] choice).
pub fn kept(offered: &[u8], mask: u8) -> Vec<u8> {
    offered
        .iter()
        .enumerate()
        .filter(|(i, _)| mask & (1 << i) != 0)
        .map(|(_, &t)| t)
        .collect()
}

/// The final part of the record of a finished game.
pub fn finals(g: &Game) -> Vec<FinalRecord> {
    let scores = g.scores();
    let map = usa();
    (0..g.players())
        .map(|p| {
            let player = Player(p as u8);
            let seat = g.seat(player);
            let s = &scores[p];
            FinalRecord {
                routes: g
                    .claim_order(player)
                    .iter()
                    .map(|&r| map.routes[r].id)
                    .collect(),
                tickets: seat.tickets.clone(),
                trains_left: seat.trains,
                completed_tickets: s.completed,
                failed_tickets: s.failed,
                score: ScoreRecord {
                    routes: s.routes,
                    tickets: s.tickets,
                    longest_path: s.longest_path,
                    total: s.total,
                },
            }
        })
        .collect()
}

/// What a checked record says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    /// Turns checked.
    pub turns: usize,
    /// The winners (seats): most points, then most completed tickets, then the bonus.
    pub winners: Vec<u8>,
}

/// Checks a record move by move (see the module documentation). The error names the turn or
/// the player and what does not add up.
pub fn check_record(r: &GameRecord) -> Result<Checked, String> {
    let map = usa();
    let n = usize::from(r.players);
    if !(2..=5).contains(&n) {
        return Err(format!("{n} players: the game is for 2 to 5"));
    }
    if r.initial_tickets.len() != n || r.final_.len() != n {
        return Err("one list of initial tickets and one final entry per player expected".into());
    }
    let id_to_route = |id: u32| -> Result<usize, String> {
        let i = id as usize;
        if i >= 1 && i <= map.routes.len() && map.routes[i - 1].id == id {
            Ok(i - 1)
        } else {
            Err(format!("no route with id {id}"))
        }
    };
    let mut owner: Vec<Option<u8>> = vec![None; map.routes.len()];
    let mut routes: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut tickets: Vec<Vec<u8>> = Vec::new();
    let mut trains = vec![i32::from(TRAINS); n];
    let mut seen_tickets = vec![false; map.tickets.len()];
    for (p, kept) in r.initial_tickets.iter().enumerate() {
        if kept.len() < 2 || kept.len() > 3 {
            return Err(format!(
                "player {p} kept {} tickets at setup (2 or 3)",
                kept.len()
            ));
        }
        tickets.push(kept.clone());
    }
    let mut note_tickets = |list: &[u8], what: &str| -> Result<(), String> {
        for &t in list {
            if usize::from(t) >= map.tickets.len() {
                return Err(format!("{what}: no ticket {t}"));
            }
            if seen_tickets[usize::from(t)] {
                return Err(format!("{what}: ticket {t} is kept twice"));
            }
            seen_tickets[usize::from(t)] = true;
        }
        Ok(())
    };
    for (p, kept) in r.initial_tickets.iter().enumerate() {
        note_tickets(kept, &format!("player {p}'s setup"))?;
    }
    let mut last_round_of: Option<u8> = None;
    let mut ended = false;
    for (i, t) in r.turns.iter().enumerate() {
        let at = format!("turn {}", i + 1);
        if ended {
            return Err(format!("{at}: a turn after the game ended"));
        }
        if usize::from(t.player) != i % n {
            return Err(format!(
                "{at}: player {} moves, but it is player {}'s turn",
                t.player,
                i % n
            ));
        }
        let p = usize::from(t.player);
        let has = (t.route.is_some(), t.paid.is_some(), t.kept.is_some());
        match t.kind.as_str() {
            "draw_cards" | "pass" if has == (false, false, false) => {}
            "draw_tickets" if has == (false, false, true) => {
                let kept = t.kept.as_ref().expect("checked");
                if kept.is_empty() || kept.len() > 3 {
                    return Err(format!("{at}: {} tickets kept (1–3)", kept.len()));
                }
                note_tickets(kept, &at)?;
                tickets[p].extend(kept);
            }
            "claim" if has == (true, true, false) => {
                let route = id_to_route(t.route.expect("checked")).map_err(|e| format!("{at}: {e}"))?;
                let info = &map.routes[route];
                if !super::route_open(&owner, r.players, route, Player(t.player)) {
                    return Err(format!("{at}: route {} is not open to player {p}", info.id));
                }
                let paid = t.paid.as_ref().expect("checked");
                let mut colour: Option<u8> = None;
                let mut total = 0u8;
                for (name, &count) in paid {
                    if count == 0 {
                        return Err(format!("{at}: paid 0 {name}"));
                    }
                    total += count;
                    if name == "locomotive" {
                        continue;
                    }
                    let c = super::map::color_index(name)
                        .ok_or_else(|| format!("{at}: paid with unknown cards {name:?}"))?;
                    if colour.replace(c).is_some() {
                        return Err(format!("{at}: paid with two colours"));
                    }
                    if info.color.is_some_and(|rc| rc != c) {
                        return Err(format!(
                            "{at}: route {} needs {} cards, paid {name}",
                            info.id,
                            kind_name(info.color.expect("coloured"))
                        ));
                    }
                }
                if total != info.length {
                    return Err(format!(
                        "{at}: route {} takes {} cards, paid {total}",
                        info.id, info.length
                    ));
                }
                trains[p] -= i32::from(info.length);
                if trains[p] < 0 {
                    return Err(format!("{at}: player {p} has no trains left for route {}", info.id));
                }
                owner[route] = Some(t.player);
                routes[p].push(info.id);
            }
            kind => {
                return Err(format!(
                    "{at}: a {kind:?} turn with the wrong fields (route/paid only on claims, kept only on ticket draws)"
                ))
            }
        }
        // The end: one more turn for everyone after a player is down to 2 trains.
        if last_round_of == Some(t.player) {
            ended = true;
        } else if last_round_of.is_none() && trains[p] <= 2 {
            last_round_of = Some(t.player);
        }
    }
    // A game also ends after a whole round of passes.
    let all_passed = r.turns.len() >= n
        && r.turns[r.turns.len() - n..]
            .iter()
            .all(|t| t.kind == "pass");
    if !ended && !all_passed {
        return Err(
            "the record stops before the game ends (last round or a round of passes)".into(),
        );
    }
    // Every score from routes and tickets alone.
    let mut paths = Vec::new();
    for (p, f) in r.final_.iter().enumerate() {
        if f.routes != routes[p] {
            return Err(format!(
                "player {p}: final routes {:?}, claimed {:?}",
                f.routes, routes[p]
            ));
        }
        if f.tickets != tickets[p] {
            return Err(format!(
                "player {p}: final tickets {:?}, kept {:?}",
                f.tickets, tickets[p]
            ));
        }
        if i32::from(f.trains_left) != trains[p] {
            return Err(format!(
                "player {p}: {} trains left, claims leave {}",
                f.trains_left, trains[p]
            ));
        }
        let idx: Vec<usize> = f.routes.iter().map(|&id| id as usize - 1).collect();
        paths.push(longest_path(map, &idx));
    }
    let best = paths.iter().copied().max().unwrap_or(0);
    let mut keys = Vec::new();
    for (p, f) in r.final_.iter().enumerate() {
        let idx: Vec<usize> = f.routes.iter().map(|&id| id as usize - 1).collect();
        let route_score: i32 = idx
            .iter()
            .map(|&x| route_points(map.routes[x].length))
            .sum();
        let (ticket_score, done, failed) = ticket_points(map, &idx, &f.tickets);
        let bonus = if r.longest_path_bonus && best > 0 && paths[p] == best {
            LONGEST_PATH_BONUS
        } else {
            0
        };
        let want = ScoreRecord {
            routes: route_score,
            tickets: ticket_score,
            longest_path: bonus,
            total: route_score + ticket_score + bonus,
        };
        if f.score != want || f.completed_tickets != done || f.failed_tickets != failed {
            return Err(format!(
                "player {p}: recorded {:?} with {}/{} tickets, recomputed {want:?} with {done}/{failed}",
                f.score, f.completed_tickets, f.failed_tickets
            ));
        }
        keys.push((want.total, done, bonus));
    }
    let top = keys.iter().max().copied().expect("players");
    Ok(Checked {
        turns: r.turns.len(),
        winners: (0..n as u8)
            .filter(|&p| keys[usize::from(p)] == top)
            .collect(),
    })
}
