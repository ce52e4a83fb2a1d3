//! Scoring: route points are counted as routes are claimed; here are the tickets (a
//! union-find over a player's routes), the longest continuous path, the final [`Score`] and
//! the winners with their tie-breaks.

use serde::{Deserialize, Serialize};

use super::{usa, Game, Map, LONGEST_PATH_BONUS};
use crate::game::Player;

/// The final score of one player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// Points from routes.
    pub routes: i32,
    /// Ticket points (completed minus failed).
    pub tickets: i32,
    /// The longest-path bonus (0 or 10).
    pub longest_path: i32,
    /// The sum.
    pub total: i32,
    /// Completed tickets.
    pub completed: u32,
    /// Failed tickets.
    pub failed: u32,
    /// Length of the player's longest continuous path (trains).
    pub path_length: u32,
}
/// Whether route `r` joins a player's network: a union-find over cities.
fn find(parent: &mut [usize], mut x: usize) -> usize {
    while parent[x] != x {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    x
}

/// Cities joined by the routes in `routes`: a union-find parent table.
pub fn components(map: &Map, routes: impl Iterator<Item = usize>) -> Vec<usize> {
    let mut parent: Vec<usize> = (0..map.cities.len()).collect();
    for r in routes {
        let (a, b) = (
            find(&mut parent, map.routes[r].a),
            find(&mut parent, map.routes[r].b),
        );
        parent[a] = b;
    }
    for c in 0..parent.len() {
        let root = find(&mut parent, c);
        parent[c] = root;
    }
    parent
}

/// Whether ticket `t` is completed by `routes`.
pub fn ticket_done(map: &Map, parent: &[usize], t: usize) -> bool {
    parent[map.tickets[t].a] == parent[map.tickets[t].b]
}

/// Ticket points of `tickets` held by a player owning `routes`: + points for each completed
/// ticket, − for each other; with the counts completed and failed.
pub fn ticket_points(map: &Map, routes: &[usize], tickets: &[u8]) -> (i32, u32, u32) {
    let parent = components(map, routes.iter().copied());
    let (mut points, mut completed, mut failed) = (0, 0, 0);
    for &t in tickets {
        let pts = map.tickets[usize::from(t)].points;
        if ticket_done(map, &parent, usize::from(t)) {
            points += pts;
            completed += 1;
        } else {
            points -= pts;
            failed += 1;
        }
    }
    (points, completed, failed)
}

/// The longest continuous path (in trains) through `routes`, each track used at most once
/// (cities may repeat): a depth-first search over edges, which a player's ≤ 45 trains keep
/// small.
pub fn longest_path(map: &Map, routes: &[usize]) -> u32 {
    fn walk(map: &Map, routes: &[usize], used: &mut Vec<bool>, city: usize) -> u32 {
        let mut best = 0;
        for (i, &r) in routes.iter().enumerate() {
            if used[i] {
                continue;
            }
            let route = &map.routes[r];
            let next = if route.a == city {
                route.b
            } else if route.b == city {
                route.a
            } else {
                continue;
            };
            used[i] = true;
            best = best.max(u32::from(route.length) + walk(map, routes, used, next));
            used[i] = false;
        }
        best
    }
    let mut used = vec![false; routes.len()];
    let mut cities: Vec<usize> = routes
        .iter()
        .flat_map(|&r| [map.routes[r].a, map.routes[r].b])
        .collect();
    crate::sorting::sort_indices(&mut cities);
    cities.dedup();
    cities
        .into_iter()
        .map(|c| walk(map, routes, &mut used, c))
        .max()
        .unwrap_or(0)
}
impl Game {
    /// Each player's final score (meaningful at any time: what the score would be now).
    pub fn scores(&self) -> Vec<Score> {
        let map = usa();
        let paths: Vec<u32> = (0..self.players)
            .map(|p| longest_path(map, &self.routes_of(Player(p))))
            .collect();
        let best = paths.iter().copied().max().unwrap_or(0);
        (0..self.players)
            .map(|p| {
                let seat = &self.seats[usize::from(p)];
                let (tickets, completed, failed) =
                    ticket_points(map, &self.routes_of(Player(p)), &seat.tickets);
                let path = paths[usize::from(p)];
                let longest = if self.longest_path_bonus && best > 0 && path == best {
                    LONGEST_PATH_BONUS
                } else {
                    0
                };
                Score {
                    routes: seat.route_points,
                    tickets,
                    longest_path: longest,
                    total: seat.route_points + tickets + longest,
                    completed,
                    failed,
                    path_length: path,
                }
            })
            .collect()
    }

    /// The winners: most points, then most completed tickets, then the longest-path bonus;
    /// players tied on all three share the win.
    pub fn winners(&self) -> Vec<Player> {
        let s = self.scores();
        let key = |x: &Score| (x.total, x.completed, x.longest_path);
        let best = s.iter().map(key).max().expect("2–5 players");
        (0..self.players)
            .filter(|&p| key(&s[usize::from(p)]) == best)
            .map(Player)
            .collect()
    }
}
