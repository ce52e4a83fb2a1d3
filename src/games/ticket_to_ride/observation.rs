//! What one player knows ([`Observation`]), which routes are open to whom, and the
//! [`Hidden`] side of the game: what is hidden from whom and how the unseen cards and tickets
//! are dealt again (determinization).

use super::*;
use crate::game::{Hidden, Player};
use crate::rng::{below, shuffle, GameRng, Seed};

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
impl Game {
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
