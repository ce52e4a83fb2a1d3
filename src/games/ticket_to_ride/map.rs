//! The USA map of Ticket to Ride as data: 36 cities, 100 tracks (78 connections, 22 of them
//! double), 30 destination tickets and the rule constants, read once from
//! `data/ticket_to_ride_usa.json` (compiled in, so the engine needs no file at run time).
//!
//! Indices are the engine's: a route is its 0-based position in the file's `routes` (the file's
//! `id` is `index + 1`, checked), a ticket its 0-based position in `tickets` (the index the game
//! records use), a city its position in `cities`. Both tracks of a double route know each other
//! ([`Route::partner`]).

use std::sync::OnceLock;

use serde::Deserialize;

/// The map data, as shipped.
pub const DATA: &str = include_str!("../../../data/ticket_to_ride_usa.json");

/// The eight train-card colours in the data's order; card kind 8 is the locomotive.
pub const COLOR_NAMES: [&str; 8] = [
    "red", "blue", "green", "yellow", "orange", "black", "white", "pink",
];

/// A city.
#[derive(Clone, Debug, PartialEq)]
pub struct City {
    /// Its name.
    pub name: String,
    /// Position for drawing, 0..1 from the left.
    pub x: f64,
    /// Position for drawing, 0..1 from the top.
    pub y: f64,
}

/// One track between two cities.
#[derive(Clone, Debug, PartialEq)]
pub struct Route {
    /// The data file's id (index + 1), used in game records.
    pub id: u32,
    /// One end (city index).
    pub a: usize,
    /// The other end.
    pub b: usize,
    /// Trains it takes (1–6).
    pub length: u8,
    /// The colour of cards it needs (0–7), or `None` for a gray route (any one colour).
    pub color: Option<u8>,
    /// The other track of a double route.
    pub partner: Option<usize>,
}

/// A destination ticket.
#[derive(Clone, Debug, PartialEq)]
pub struct Ticket {
    /// One city.
    pub a: usize,
    /// The other city.
    pub b: usize,
    /// Points won if connected at the end, lost if not.
    pub points: i32,
}

/// The whole map.
#[derive(Clone, Debug, PartialEq)]
pub struct Map {
    /// The cities.
    pub cities: Vec<City>,
    /// The tracks.
    pub routes: Vec<Route>,
    /// The tickets.
    pub tickets: Vec<Ticket>,
    /// For each city, the routes touching it.
    pub adjacent: Vec<Vec<usize>>,
}

#[derive(Deserialize)]
struct RawCity {
    name: String,
    x: f64,
    y: f64,
}

#[derive(Deserialize)]
struct RawRoute {
    id: u32,
    a: String,
    b: String,
    length: u8,
    color: String,
    double_group: Option<u32>,
}

#[derive(Deserialize)]
struct RawTicket {
    a: String,
    b: String,
    points: i32,
}

#[derive(Deserialize)]
struct Raw {
    cities: Vec<RawCity>,
    routes: Vec<RawRoute>,
    tickets: Vec<RawTicket>,
}

/// Points for claiming a route of `length` trains (1, 2, 4, 7, 10, 15).
pub fn route_points(length: u8) -> i32 {
    match length {
        1 => 1,
        2 => 2,
        3 => 4,
        4 => 7,
        5 => 10,
        6 => 15,
        _ => 0,
    }
}

/// The index of a colour name (0–7), or `None` for anything else ("gray", "locomotive").
pub fn color_index(name: &str) -> Option<u8> {
    COLOR_NAMES.iter().position(|c| *c == name).map(|i| i as u8)
}

impl Map {
    /// Parses map data in the shipped format, checking what the engine relies on: known city
    /// names, ids equal to positions + 1, lengths 1–6, known colours, double groups of exactly
    /// two tracks between the same cities.
    pub fn parse(text: &str) -> Result<Map, String> {
        let raw: Raw = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let cities: Vec<City> = raw
            .cities
            .into_iter()
            .map(|c| City {
                name: c.name,
                x: c.x,
                y: c.y,
            })
            .collect();
        let city = |name: &str| {
            cities
                .iter()
                .position(|c| c.name == name)
                .ok_or_else(|| format!("unknown city {name:?}"))
        };
        let mut routes = Vec::new();
        for (i, r) in raw.routes.iter().enumerate() {
            if r.id as usize != i + 1 {
                return Err(format!("route {} is at position {}", r.id, i + 1));
            }
            if !(1..=6).contains(&r.length) {
                return Err(format!("route {} has length {}", r.id, r.length));
            }
            let color = match r.color.as_str() {
                "gray" => None,
                c => Some(color_index(c).ok_or_else(|| format!("unknown colour {c:?}"))?),
            };
            routes.push(Route {
                id: r.id,
                a: city(&r.a)?,
                b: city(&r.b)?,
                length: r.length,
                color,
                partner: None,
            });
        }
        for (i, r) in raw.routes.iter().enumerate() {
            if let Some(g) = r.double_group {
                let others: Vec<usize> = raw
                    .routes
                    .iter()
                    .enumerate()
                    .filter(|(j, s)| *j != i && s.double_group == Some(g))
                    .map(|(j, _)| j)
                    .collect();
                match others.as_slice() {
                    [j] if (routes[*j].a, routes[*j].b) == (routes[i].a, routes[i].b)
                        || (routes[*j].b, routes[*j].a) == (routes[i].a, routes[i].b) =>
                    {
                        routes[i].partner = Some(*j)
                    }
                    _ => return Err(format!("double group {g} is not two parallel tracks")),
                }
            }
        }
        let tickets = raw
            .tickets
            .iter()
            .map(|t| {
                Ok(Ticket {
                    a: city(&t.a)?,
                    b: city(&t.b)?,
                    points: t.points,
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        let mut adjacent = vec![Vec::new(); cities.len()];
        for (i, r) in routes.iter().enumerate() {
            adjacent[r.a].push(i);
            adjacent[r.b].push(i);
        }
        Ok(Map {
            cities,
            routes,
            tickets,
            adjacent,
        })
    }

    /// The other end of route `r` from city `c`.
    pub fn other_end(&self, r: usize, c: usize) -> usize {
        let route = &self.routes[r];
        if route.a == c {
            route.b
        } else {
            route.a
        }
    }

    /// A route's name for people: "Atlanta – Miami (5, blue)".
    pub fn route_name(&self, r: usize) -> String {
        let route = &self.routes[r];
        format!(
            "{} – {} ({}, {})",
            self.cities[route.a].name,
            self.cities[route.b].name,
            route.length,
            route.color.map_or("gray", |c| COLOR_NAMES[usize::from(c)])
        )
    }

    /// A ticket's name for people: "Boston – Miami (12)".
    pub fn ticket_name(&self, t: usize) -> String {
        let ticket = &self.tickets[t];
        format!(
            "{} – {} ({})",
            self.cities[ticket.a].name, self.cities[ticket.b].name, ticket.points
        )
    }
}

/// The shipped map, parsed once.
pub fn usa() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| Map::parse(DATA).expect("the shipped map is valid (tested)"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_usa_map_has_its_published_shape() {
        let m = usa();
        assert_eq!(m.cities.len(), 36);
        assert_eq!(m.routes.len(), 100);
        assert_eq!(m.tickets.len(), 30);
        let doubles = m.routes.iter().filter(|r| r.partner.is_some()).count();
        assert_eq!(doubles, 44, "22 double routes of two tracks");
        // 78 connections: a double route is one connection.
        let mut pairs: Vec<(usize, usize)> = m
            .routes
            .iter()
            .map(|r| (r.a.min(r.b), r.a.max(r.b)))
            .collect();
        pairs.sort();
        pairs.dedup();
        assert_eq!(pairs.len(), 78);
        // Partners are mutual.
        for (i, r) in m.routes.iter().enumerate() {
            if let Some(j) = r.partner {
                assert_eq!(m.routes[j].partner, Some(i));
            }
        }
        // Every colour has 7 coloured tracks, 44 are gray; 45 trains per player × 5 = 225 is
        // less than the 309 trains of all tracks, so routes are always left unclaimed.
        for c in 0..8 {
            assert_eq!(m.routes.iter().filter(|r| r.color == Some(c)).count(), 7);
        }
        let total: u32 = m.routes.iter().map(|r| u32::from(r.length)).sum();
        assert_eq!(total, 309);
    }

    #[test]
    fn the_map_is_connected_and_every_ticket_can_be_completed() {
        let m = usa();
        let mut seen = vec![false; m.cities.len()];
        let mut stack = vec![0];
        seen[0] = true;
        while let Some(c) = stack.pop() {
            for &r in &m.adjacent[c] {
                let d = m.other_end(r, c);
                if !seen[d] {
                    seen[d] = true;
                    stack.push(d);
                }
            }
        }
        assert!(seen.iter().all(|s| *s), "every city reachable");
        for t in &m.tickets {
            assert_ne!(t.a, t.b);
            assert!((4..=22).contains(&t.points), "{t:?}");
        }
    }

    #[test]
    fn the_data_file_states_the_rules_the_engine_uses() {
        let v: serde_json::Value = serde_json::from_str(DATA).unwrap();
        let rules = &v["rules"];
        assert_eq!(rules["trains_per_player"], 45);
        assert_eq!(rules["train_cards"]["per_color"], 12);
        assert_eq!(rules["train_cards"]["locomotives"], 14);
        assert_eq!(rules["train_cards"]["total"], 110);
        assert_eq!(rules["face_up_cards"], 5);
        assert_eq!(rules["face_up_reset_locomotives"], 3);
        assert_eq!(rules["initial_train_cards_per_player"], 4);
        assert_eq!(rules["longest_path_bonus"], 10);
        assert_eq!(rules["last_round_trigger_trains_left_at_most"], 2);
        assert_eq!(rules["double_routes_min_players"], 4);
        for (len, pts) in rules["route_points"].as_object().unwrap() {
            assert_eq!(
                route_points(len.parse().unwrap()),
                pts.as_i64().unwrap() as i32
            );
        }
        let names: Vec<&str> = rules["train_cards"]["colors"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap())
            .collect();
        assert_eq!(names, COLOR_NAMES);
    }

    #[test]
    fn bad_data_is_refused_with_a_reason() {
        let v: serde_json::Value = serde_json::from_str(DATA).unwrap();
        let mut bad = v.clone();
        bad["routes"][0]["a"] = "Atlantis".into();
        assert!(Map::parse(&bad.to_string())
            .unwrap_err()
            .contains("Atlantis"));
        let mut bad = v.clone();
        bad["routes"][0]["length"] = 7.into();
        assert!(Map::parse(&bad.to_string()).unwrap_err().contains("length"));
        let mut bad = v;
        bad["routes"][3]["double_group"] = 99.into();
        assert!(Map::parse(&bad.to_string())
            .unwrap_err()
            .contains("double group"));
    }
}
