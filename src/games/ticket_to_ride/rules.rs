//! The rules in motion: dealing a game, the decks and the face-up row, which actions are
//! legal and what each one does (the [`State`] implementation). The types it moves are
//! declared in the parent module; scoring and what a player sees live beside it.

use super::*;
use crate::game::{ByPlayer, Player, State, Turn};
use crate::rng::{shuffle, Seed};

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
        crate::sorting::sort_indices(&mut r);
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
