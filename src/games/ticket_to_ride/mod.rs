//! Ticket to Ride (Days of Wonder, 2004), the USA base game for 2–5 players: the engine of the
//! Ticket to Ride lab.
//!
//! A game is a [`State`] with hidden information ([`Hidden`]): each player's train cards and
//! destination tickets, the order of the train deck and of the ticket deck. A player's
//! [`Observation`] holds their own hand and tickets and everything public (face-up cards,
//! claimed routes, trains left, hand and ticket counts, the discard pile — every payment is
//! shown). [`Hidden::determinize`] deals the unseen cards and tickets again.
//!
//! Rules (the project's spec, `ticket-to-ride.md`, and the data file's `rules`):
//! - 45 trains each; 110 train cards (8 colours × 12, 14 locomotives); 4 cards each and 5 face
//!   up at the start; whenever 3 locomotives lie face up, all 5 are discarded and replaced (at
//!   most [`MAX_FACE_UP_RESETS`] times in a row, so a deck of locomotives cannot loop forever).
//! - Setup: 3 tickets offered to each player, who keeps at least 2 (in seat order).
//! - A turn is one of: draw two train cards (face up or from the deck; a face-up locomotive is
//!   the whole draw, and may not be the second card; when no second card can be drawn the turn
//!   ends after the first); claim a route (its length in cards of its colour — any one colour
//!   for gray — with locomotives wild); draw 3 tickets (fewer if the pile is short) and keep at
//!   least 1 (the rest go under the pile); or pass, which is legal only when nothing else is.
//!   An empty deck is refilled by shuffling the discards.
//! - Double routes: with 2–3 players only one of the two tracks may be claimed; with 4–5 both,
//!   never both by the same player.
//! - A route scores 1, 2, 4, 7, 10 or 15 by length. When a player ends a turn with 2 or fewer
//!   trains, every player (that one included) has one more turn. A game in which a whole round
//!   passes ends too (nobody can act). At the end, tickets count + their points if their cities
//!   are joined by the player's routes, − if not; the longest continuous path (each track used
//!   once) earns +10 when the option is on (all tied players get it).
//! - The winner has the most points; ties go to the most completed tickets, then to the holder
//!   of the longest-path bonus; players still tied share the win.
//!
//! The state keeps its own generator for the reshuffles (seeded when the game is dealt), so a
//! seed fixes the whole game given the players' decisions.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::game::{ByPlayer, Hidden, Player, State, Turn};
use crate::rng::{below, GameRng, Seed};

pub mod algo;
pub mod bench;
pub mod experiment;
pub mod features;
pub mod forms;
pub mod jobs;
pub mod lab;
pub mod map;
pub mod nn;
pub mod page_text;
pub mod record;

pub use map::{route_points, usa, Map, COLOR_NAMES};

/// Card kinds: colours 0–7, then the locomotive.
pub const LOCOMOTIVE: u8 = 8;
/// Number of card kinds (8 colours and the locomotive).
pub const KINDS: usize = 9;
/// Train cards of each colour.
pub const PER_COLOR: u8 = 12;
/// Locomotives.
pub const LOCOMOTIVES: u8 = 14;
/// All train cards.
pub const TOTAL_CARDS: usize = 110;
/// Trains per player.
pub const TRAINS: u8 = 45;
/// Face-up cards.
pub const FACE_UP: usize = 5;
/// The last round starts when a player has at most this many trains.
pub const LAST_ROUND_TRAINS: u8 = 2;
/// Bonus for the longest continuous path.
pub const LONGEST_PATH_BONUS: i32 = 10;
/// Face-up resets (three locomotives showing) in a row before the cards are left as they lie.
pub const MAX_FACE_UP_RESETS: usize = 10;

/// The name of card kind `k` for people.
pub fn kind_name(k: u8) -> &'static str {
    if k == LOCOMOTIVE {
        "locomotive"
    } else {
        COLOR_NAMES[usize::from(k)]
    }
}

/// Train cards held, by kind.
pub type Hand = [u8; KINDS];

/// What a player may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Action {
    /// Keep the offered tickets whose bits are set (bit i = the i-th offered ticket).
    KeepTickets(u8),
    /// Take the face-up card in this slot (0–4).
    DrawFaceUp(u8),
    /// Take the top card of the deck.
    DrawDeck,
    /// Claim a route (0-based index), paying `length − locomotives` cards of `color` (any kind
    /// when every card is a locomotive: then `color` is [`LOCOMOTIVE`]) and `locomotives`
    /// locomotives.
    Claim {
        /// The route.
        route: u8,
        /// The colour paid.
        color: u8,
        /// Locomotives paid.
        locomotives: u8,
    },
    /// Draw destination tickets.
    DrawTickets,
    /// Do nothing (only when nothing else is legal).
    Pass,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let m = usa();
        match *self {
            Action::KeepTickets(mask) => write!(f, "keep tickets {mask:03b}"),
            Action::DrawFaceUp(s) => write!(f, "take face-up card {}", s + 1),
            Action::DrawDeck => write!(f, "draw from the deck"),
            Action::Claim {
                route,
                color,
                locomotives,
            } => {
                let r = &m.routes[usize::from(route)];
                write!(f, "claim {}", m.route_name(usize::from(route)))?;
                let plain = r.length - locomotives;
                if plain > 0 {
                    write!(f, " with {plain} {}", kind_name(color))?;
                    if locomotives > 0 {
                        write!(f, " + {locomotives} locomotive(s)")?;
                    }
                    Ok(())
                } else {
                    write!(f, " with {locomotives} locomotives")
                }
            }
            Action::DrawTickets => write!(f, "draw tickets"),
            Action::Pass => write!(f, "pass"),
        }
    }
}

/// Where in a turn the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Setup: the current player keeps at least 2 of the 3 tickets offered.
    SetupTickets,
    /// The start of a turn.
    Start,
    /// One card drawn: a second one now.
    SecondCard,
    /// Tickets drawn: keep at least one.
    ChooseTickets,
    /// The game is over.
    Over,
}

/// One player's private and public holdings.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Seat {
    /// Train cards by kind.
    pub hand: Hand,
    /// Trains left.
    pub trains: u8,
    /// Kept tickets (indices into the map's tickets).
    pub tickets: Vec<u8>,
    /// Points from claimed routes.
    pub route_points: i32,
    /// Claimed routes, in the order claimed.
    pub routes: Vec<u8>,
}

/// A game of Ticket to Ride in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    players: u8,
    longest_path_bonus: bool,
    current: u8,
    phase: Phase,
    /// The train deck; the top is the last element.
    deck: Vec<u8>,
    face_up: [Option<u8>; FACE_UP],
    discard: Hand,
    seats: Vec<Seat>,
    /// Owner of each route.
    owner: Vec<Option<u8>>,
    /// Tickets on offer to the current player.
    offered: Vec<u8>,
    /// The ticket pile; the top is the last element, returned tickets go under it (index 0).
    ticket_deck: Vec<u8>,
    /// When the last round has started: the player whose turn ends the game.
    last_turn_of: Option<u8>,
    /// Turns in a row that were passes.
    passes: u8,
    /// Completed turns.
    turns: u32,
    rng: GameRng,
}

/// What one player knows.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Observation {
    /// Whose observation.
    pub me: u8,
    /// Players at the table.
    pub players: u8,
    /// Whose turn.
    pub current: u8,
    /// The phase.
    pub phase: Phase,
    /// Own cards.
    pub hand: Hand,
    /// Own tickets.
    pub tickets: Vec<u8>,
    /// Tickets offered to me now (empty when it is not my choice).
    pub offered: Vec<u8>,
    /// Cards in every hand.
    pub hand_sizes: Vec<u8>,
    /// Tickets each player holds.
    pub ticket_counts: Vec<u8>,
    /// Tickets offered to the player choosing now (count).
    pub offered_count: u8,
    /// Trains left per player.
    pub trains: Vec<u8>,
    /// Route-points per player.
    pub route_points: Vec<i32>,
    /// Owner of each route.
    pub owner: Vec<Option<u8>>,
    /// The face-up cards.
    pub face_up: [Option<u8>; FACE_UP],
    /// Cards left in the deck.
    pub deck_len: u8,
    /// The discard pile by kind.
    pub discard: Hand,
    /// Tickets left in the pile.
    pub ticket_deck_len: u8,
    /// Whether the last round has started.
    pub last_round: bool,
    /// Completed turns.
    pub turns: u32,
}

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

/// Why a setup was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SetupError {}

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
    cities.sort_unstable();
    cities.dedup();
    cities
        .into_iter()
        .map(|c| walk(map, routes, &mut used, c))
        .max()
        .unwrap_or(0)
}

impl Game {
    /// A new game for `players` (2–5): the decks shuffled with `seed`, 4 cards dealt to each
    /// player, 5 face up, and the first player offered 3 tickets.
    pub fn new(players: usize, seed: Seed, longest_path_bonus: bool) -> Result<Game, SetupError> {
        if !(2..=5).contains(&players) {
            return Err(SetupError(format!(
                "Ticket to Ride is for 2 to 5 players, not {players}"
            )));
        }
        let map = usa();
        let mut rng = seed.rng();
        let mut deck: Vec<u8> = (0..8u8)
            .flat_map(|c| std::iter::repeat_n(c, usize::from(PER_COLOR)))
            .chain(std::iter::repeat_n(LOCOMOTIVE, usize::from(LOCOMOTIVES)))
            .collect();
        shuffle(&mut deck, &mut rng);
        let mut ticket_deck: Vec<u8> = (0..map.tickets.len() as u8).collect();
        shuffle(&mut ticket_deck, &mut rng);
        let mut seats = Vec::new();
        for _ in 0..players {
            let mut hand = [0u8; KINDS];
            for _ in 0..4 {
                let c = deck.pop().expect("110 cards");
                hand[usize::from(c)] += 1;
            }
            seats.push(Seat {
                hand,
                trains: TRAINS,
                tickets: Vec::new(),
                route_points: 0,
                routes: Vec::new(),
            });
        }
        let mut g = Game {
            players: players as u8,
            longest_path_bonus,
            current: 0,
            phase: Phase::SetupTickets,
            deck,
            face_up: [None; FACE_UP],
            discard: [0; KINDS],
            seats,
            owner: vec![None; map.routes.len()],
            offered: Vec::new(),
            ticket_deck,
            last_turn_of: None,
            passes: 0,
            turns: 0,
            rng,
        };
        for slot in 0..FACE_UP {
            g.face_up[slot] = g.draw_from_deck();
        }
        g.check_face_up();
        g.offer_tickets();
        Ok(g)
    }

    /// Players at the table.
    pub fn players(&self) -> usize {
        usize::from(self.players)
    }

    /// Whether the longest-path bonus counts.
    pub fn longest_path_bonus(&self) -> bool {
        self.longest_path_bonus
    }

    /// Whose turn it is (even when the game is over: the last to move).
    pub fn current(&self) -> Player {
        Player(self.current)
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// A player's holdings.
    pub fn seat(&self, p: Player) -> &Seat {
        &self.seats[p.index()]
    }

    /// Owner of each route.
    pub fn owners(&self) -> &[Option<u8>] {
        &self.owner
    }

    /// The face-up cards.
    pub fn face_up(&self) -> &[Option<u8>; FACE_UP] {
        &self.face_up
    }

    /// Tickets on offer to the current player.
    pub fn offered(&self) -> &[u8] {
        &self.offered
    }

    /// Cards in the deck.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// The discard pile by kind.
    pub fn discard(&self) -> &Hand {
        &self.discard
    }

    /// Tickets left in the pile.
    pub fn ticket_deck_len(&self) -> usize {
        self.ticket_deck.len()
    }

    /// Completed turns.
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// Whether the last round has started.
    pub fn last_round(&self) -> bool {
        self.last_turn_of.is_some()
    }

    /// The routes a player owns (by index).
    pub fn routes_of(&self, p: Player) -> Vec<usize> {
        let mut r = self.claim_order(p);
        r.sort_unstable();
        r
    }

    /// The routes a player owns, in the order claimed.
    pub fn claim_order(&self, p: Player) -> Vec<usize> {
        self.seats[p.index()]
            .routes
            .iter()
            .map(|&r| usize::from(r))
            .collect()
    }

    /// Every train card by kind, wherever it is (deck, face up, hands, discards): 12 of each
    /// colour and 14 locomotives in every state.
    pub fn card_counts(&self) -> Hand {
        let mut n = self.discard;
        for &c in &self.deck {
            n[usize::from(c)] += 1;
        }
        for c in self.face_up.iter().flatten() {
            n[usize::from(*c)] += 1;
        }
        for s in &self.seats {
            for (total, held) in n.iter_mut().zip(s.hand) {
                *total += held;
            }
        }
        n
    }

    fn draw_from_deck(&mut self) -> Option<u8> {
        if self.deck.is_empty() {
            self.reshuffle();
        }
        self.deck.pop()
    }

    fn reshuffle(&mut self) {
        let mut cards: Vec<u8> = (0..KINDS as u8)
            .flat_map(|k| std::iter::repeat_n(k, usize::from(self.discard[usize::from(k)])))
            .collect();
        self.discard = [0; KINDS];
        shuffle(&mut cards, &mut self.rng);
        // Cards still in the deck (none when called on an empty deck) stay on top.
        cards.append(&mut self.deck);
        self.deck = cards;
    }

    /// Fills empty face-up slots and applies the three-locomotive reset.
    fn check_face_up(&mut self) {
        for slot in 0..FACE_UP {
            if self.face_up[slot].is_none() {
                self.face_up[slot] = self.draw_from_deck();
            }
        }
        let mut resets = 0;
        while self
            .face_up
            .iter()
            .filter(|c| **c == Some(LOCOMOTIVE))
            .count()
            >= 3
            && resets < MAX_FACE_UP_RESETS
        {
            // With no more than five cards outside the face-up row, a reset could only lay
            // the same cards out again.
            let available =
                self.deck.len() + self.discard.iter().map(|&n| usize::from(n)).sum::<usize>();
            if available < FACE_UP {
                break;
            }
            for slot in 0..FACE_UP {
                if let Some(c) = self.face_up[slot].take() {
                    self.discard[usize::from(c)] += 1;
                }
            }
            for slot in 0..FACE_UP {
                self.face_up[slot] = self.draw_from_deck();
            }
            resets += 1;
        }
    }

    fn offer_tickets(&mut self) {
        self.offered.clear();
        for _ in 0..3 {
            if let Some(t) = self.ticket_deck.pop() {
                self.offered.push(t);
            }
        }
    }

    /// The least number of tickets the current player must keep now.
    pub fn keep_min(&self) -> usize {
        match self.phase {
            Phase::SetupTickets => 2.min(self.offered.len()),
            _ => 1.min(self.offered.len()),
        }
    }

    /// Whether route `r` can be claimed by `p` as far as the board goes (unclaimed, the double
    /// route rules), ignoring cards and trains.
    pub fn route_open(&self, r: usize, p: Player) -> bool {
        route_open(&self.owner, self.players, r, p)
    }

    /// The payments `hand` can make for route `r`: (colour, locomotives), cheapest in
    /// locomotives first.
    pub fn payments(hand: &Hand, r: usize, out: &mut Vec<(u8, u8)>) {
        out.clear();
        let route = &usa().routes[r];
        let len = route.length;
        let locos = hand[usize::from(LOCOMOTIVE)];
        let colors = match route.color {
            Some(c) => c..c + 1,
            None => 0..8,
        };
        for l in 0..=locos.min(len) {
            if l == len {
                out.push((LOCOMOTIVE, l));
                continue;
            }
            for c in colors.clone() {
                if hand[usize::from(c)] >= len - l {
                    out.push((c, l));
                }
            }
        }
    }

    /// Whether `hand` can pay for route `r` at all: exactly when [`Game::payments`] has one,
    /// without listing them (the players ask this of every route at every decision).
    pub fn can_pay(hand: &Hand, r: usize) -> bool {
        let route = &usa().routes[r];
        let locos = hand[usize::from(LOCOMOTIVE)];
        let enough = |c: u8| hand[usize::from(c)] + locos >= route.length;
        locos >= route.length
            || match route.color {
                Some(c) => enough(c),
                None => (0..8).any(enough),
            }
    }

    fn can_draw_card(&self, second: bool) -> bool {
        let deck = !self.deck.is_empty() || self.discard.iter().any(|&n| n > 0);
        deck || self
            .face_up
            .iter()
            .flatten()
            .any(|&c| !second || c != LOCOMOTIVE)
    }

    fn end_turn(&mut self, passed: bool) {
        self.turns += 1;
        self.passes = if passed { self.passes + 1 } else { 0 };
        let p = self.current;
        if self.last_turn_of == Some(p) || self.passes >= self.players {
            self.phase = Phase::Over;
            return;
        }
        if self.last_turn_of.is_none() && self.seats[usize::from(p)].trains <= LAST_ROUND_TRAINS {
            self.last_turn_of = Some(p);
        }
        self.current = (p + 1) % self.players;
        self.phase = Phase::Start;
    }

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

    /// What `p` knows.
    pub fn observe(&self, p: Player) -> Observation {
        let me = p.0;
        Observation {
            me,
            players: self.players,
            current: self.current,
            phase: self.phase,
            hand: self.seats[p.index()].hand,
            tickets: self.seats[p.index()].tickets.clone(),
            offered: if self.current == me {
                self.offered.clone()
            } else {
                Vec::new()
            },
            hand_sizes: self
                .seats
                .iter()
                .map(|s| s.hand.iter().sum::<u8>())
                .collect(),
            ticket_counts: self.seats.iter().map(|s| s.tickets.len() as u8).collect(),
            offered_count: self.offered.len() as u8,
            trains: self.seats.iter().map(|s| s.trains).collect(),
            route_points: self.seats.iter().map(|s| s.route_points).collect(),
            owner: self.owner.clone(),
            face_up: self.face_up,
            deck_len: self.deck.len() as u8,
            discard: self.discard,
            ticket_deck_len: self.ticket_deck.len() as u8,
            last_round: self.last_turn_of.is_some(),
            turns: self.turns,
        }
    }
}

/// Whether route `r` is open to `p` given the owners of every route: unclaimed, and if it is
/// one track of a double route, the other track unclaimed or (with 4–5 players) claimed by
/// someone else.
pub fn route_open(owner: &[Option<u8>], players: u8, r: usize, p: Player) -> bool {
    if owner[r].is_some() {
        return false;
    }
    match usa().routes[r].partner {
        Some(q) => match owner[q] {
            None => true,
            Some(o) => players >= 4 && o != p.0,
        },
        None => true,
    }
}

impl Observation {
    /// Whether route `r` is open to the observer.
    pub fn route_open(&self, r: usize) -> bool {
        route_open(&self.owner, self.players, r, Player(self.me))
    }

    /// Whether the observer could claim route `r` now: open, enough trains, and a payment.
    pub fn claimable(&self, r: usize) -> bool {
        self.route_open(r)
            && usa().routes[r].length <= self.trains[usize::from(self.me)]
            && Game::can_pay(&self.hand, r)
    }

    /// The observer's routes.
    pub fn my_routes(&self) -> Vec<usize> {
        (0..self.owner.len())
            .filter(|&r| self.owner[r] == Some(self.me))
            .collect()
    }
}

/// Fisher–Yates with the project's portable draws.
fn shuffle<T>(v: &mut [T], rng: &mut GameRng) {
    for i in (1..v.len()).rev() {
        let j = below(rng, i as u32 + 1) as usize;
        v.swap(i, j);
    }
}

impl State for Game {
    type Action = Action;

    fn num_players(&self) -> usize {
        usize::from(self.players)
    }

    fn turn(&self) -> Turn {
        if self.phase == Phase::Over {
            Turn::Terminal
        } else {
            Turn::Player(Player(self.current))
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        let p = Player(self.current);
        match self.phase {
            Phase::Over => {}
            Phase::SetupTickets | Phase::ChooseTickets => {
                let n = self.offered.len();
                let min = self.keep_min();
                for mask in 1u8..(1 << n) {
                    if mask.count_ones() as usize >= min {
                        out.push(Action::KeepTickets(mask));
                    }
                }
            }
            Phase::SecondCard => {
                for (slot, c) in self.face_up.iter().enumerate() {
                    if matches!(c, Some(k) if *k != LOCOMOTIVE) {
                        out.push(Action::DrawFaceUp(slot as u8));
                    }
                }
                if !self.deck.is_empty() || self.discard.iter().any(|&n| n > 0) {
                    out.push(Action::DrawDeck);
                }
            }
            Phase::Start => {
                for (slot, c) in self.face_up.iter().enumerate() {
                    if c.is_some() {
                        out.push(Action::DrawFaceUp(slot as u8));
                    }
                }
                if !self.deck.is_empty() || self.discard.iter().any(|&n| n > 0) {
                    out.push(Action::DrawDeck);
                }
                let seat = &self.seats[p.index()];
                let mut pay = Vec::new();
                for r in 0..self.owner.len() {
                    if !self.route_open(r, p) || usa().routes[r].length > seat.trains {
                        continue;
                    }
                    Game::payments(&seat.hand, r, &mut pay);
                    for &(color, locomotives) in &pay {
                        out.push(Action::Claim {
                            route: r as u8,
                            color,
                            locomotives,
                        });
                    }
                }
                if !self.ticket_deck.is_empty() {
                    out.push(Action::DrawTickets);
                }
                if out.is_empty() {
                    out.push(Action::Pass);
                }
            }
        }
    }

    fn apply(&mut self, action: Action) {
        debug_assert!(
            {
                let mut legal = Vec::new();
                self.legal_actions(&mut legal);
                legal.contains(&action)
            },
            "illegal {action:?} in {:?}",
            self.phase
        );
        let p = usize::from(self.current);
        match action {
            Action::KeepTickets(mask) => {
                let offered = std::mem::take(&mut self.offered);
                for (i, &t) in offered.iter().enumerate() {
                    if mask & (1 << i) != 0 {
                        self.seats[p].tickets.push(t);
                    } else {
                        self.ticket_deck.insert(0, t);
                    }
                }
                if self.phase == Phase::SetupTickets {
                    if self.current + 1 < self.players {
                        self.current += 1;
                        self.offer_tickets();
                    } else {
                        self.current = 0;
                        self.phase = Phase::Start;
                    }
                } else {
                    self.end_turn(false);
                }
            }
            Action::DrawFaceUp(slot) => {
                let card = self.face_up[usize::from(slot)]
                    .take()
                    .expect("a face-up card");
                self.seats[p].hand[usize::from(card)] += 1;
                self.check_face_up();
                if self.phase == Phase::Start && card != LOCOMOTIVE && self.can_draw_card(true) {
                    self.phase = Phase::SecondCard;
                } else {
                    self.end_turn(false);
                }
            }
            Action::DrawDeck => {
                let card = self.draw_from_deck().expect("a card to draw");
                self.seats[p].hand[usize::from(card)] += 1;
                // A reshuffle may have been needed to draw: the face-up row is refilled too
                // if it had gaps.
                self.check_face_up();
                if self.phase == Phase::Start && self.can_draw_card(true) {
                    self.phase = Phase::SecondCard;
                } else {
                    self.end_turn(false);
                }
            }
            Action::Claim {
                route,
                color,
                locomotives,
            } => {
                let r = usize::from(route);
                let len = usa().routes[r].length;
                let seat = &mut self.seats[p];
                seat.hand[usize::from(LOCOMOTIVE)] -= locomotives;
                self.discard[usize::from(LOCOMOTIVE)] += locomotives;
                let plain = len - locomotives;
                if plain > 0 {
                    seat.hand[usize::from(color)] -= plain;
                    self.discard[usize::from(color)] += plain;
                }
                seat.trains -= len;
                seat.route_points += route_points(len);
                seat.routes.push(route);
                self.owner[r] = Some(self.current);
                // Discards may refill an empty face-up row.
                self.check_face_up();
                self.end_turn(false);
            }
            Action::DrawTickets => {
                self.offer_tickets();
                self.phase = Phase::ChooseTickets;
            }
            Action::Pass => self.end_turn(true),
        }
    }

    fn returns(&self) -> ByPlayer<f64> {
        let s = self.scores();
        let mut out = ByPlayer::filled(usize::from(self.players), 0.0);
        for p in 0..self.players {
            out[Player(p)] = f64::from(s[usize::from(p)].total);
        }
        out
    }
}

impl Hidden for Game {
    type Observation = Observation;

    fn observation(&self, observer: Player) -> Observation {
        self.observe(observer)
    }

    fn hidden_from(&self, observer: Player) -> bool {
        // Unseen train cards lie in bins: each deck position, each other hand (a hand is a
        // multiset). Another deal differs exactly when two bins hold cards of different kinds,
        // which is so when at least two bins are filled and two kinds are unseen.
        let mut bins = self.deck.len();
        let mut kinds = [false; KINDS];
        for &c in &self.deck {
            kinds[usize::from(c)] = true;
        }
        for (i, s) in self.seats.iter().enumerate() {
            if i != observer.index() && s.hand.iter().any(|&n| n > 0) {
                bins += 1;
                for (seen, held) in kinds.iter_mut().zip(s.hand) {
                    *seen |= held > 0;
                }
            }
        }
        let cards = bins >= 2 && kinds.iter().filter(|&&k| k).count() >= 2;
        // Unseen tickets are all different, and their order is part of the state (the pile,
        // each player's list, the offer): any two of them can trade places.
        let others: usize = self
            .seats
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != observer.index())
            .map(|(_, s)| s.tickets.len())
            .sum();
        let offer = if self.current == observer.0 {
            0
        } else {
            self.offered.len()
        };
        cards || self.ticket_deck.len() + others + offer > 1
    }

    fn determinize(&self, observer: Player, rng: &mut GameRng) -> Game {
        let mut g = self.clone();
        let me = observer.index();
        // Train cards: the deck and the other hands, dealt again with the same sizes.
        let mut pool: Vec<u8> = g.deck.clone();
        let mut sizes = Vec::new();
        for (i, s) in g.seats.iter_mut().enumerate() {
            if i == me {
                continue;
            }
            let n: u8 = s.hand.iter().sum();
            for k in 0..KINDS as u8 {
                pool.extend(std::iter::repeat_n(k, usize::from(s.hand[usize::from(k)])));
            }
            s.hand = [0; KINDS];
            sizes.push((i, n));
        }
        shuffle(&mut pool, rng);
        for (i, n) in sizes {
            for _ in 0..n {
                let c = pool.pop().expect("as many cards as were taken");
                g.seats[i].hand[usize::from(c)] += 1;
            }
        }
        g.deck = pool;
        // Tickets: the pile, the others' tickets (and their offer).
        let mut tickets: Vec<u8> = g.ticket_deck.clone();
        let mut counts = Vec::new();
        for (i, s) in g.seats.iter_mut().enumerate() {
            if i != me {
                counts.push((i, s.tickets.len()));
                tickets.append(&mut s.tickets);
            }
        }
        let offered_hidden = g.current as usize != me;
        if offered_hidden {
            tickets.append(&mut g.offered);
        }
        shuffle(&mut tickets, rng);
        let offered_n = if offered_hidden {
            self.offered.len()
        } else {
            0
        };
        for (i, n) in counts {
            g.seats[i].tickets = tickets.split_off(tickets.len() - n);
        }
        if offered_hidden {
            g.offered = tickets.split_off(tickets.len() - offered_n);
        }
        g.ticket_deck = tickets;
        // Future reshuffles are unknown too.
        g.rng = Seed(u64::from(below(rng, u32::MAX))).rng();
        g
    }
}

#[cfg(test)]
mod tests;
