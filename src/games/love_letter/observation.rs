//! What one player knows ([`Observation`]) and the [`Hidden`] side of a round: what is
//! hidden from whom, and the determinization that deals the unseen cards again among the
//! deals consistent with every fact the observer holds.

use super::*;
use crate::game::{Hidden, Player};
use crate::rng::{shuffle, GameRng};

/// Everything one player knows in a round.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Observation {
    /// Whose view.
    pub observer: u8,
    /// Their hand, sorted.
    pub hand: Vec<Card>,
    /// The face-up cards.
    pub face_up: Vec<Card>,
    /// Every discard pile.
    pub discards: Vec<Vec<Card>>,
    /// Who is still in.
    pub alive: Vec<bool>,
    /// Who is protected.
    pub protected: Vec<bool>,
    /// Who moves.
    pub to_move: u8,
    /// Cards left to draw.
    pub deck_len: usize,
    /// Whether the face-down card is still set aside.
    pub set_aside: bool,
    /// The public record.
    pub log: Vec<Event>,
    /// What the observer knows of each player's card (its own entry unused).
    pub knows: Vec<Knowledge>,
    /// Pairs the observer knows to hold the same card.
    pub same: Vec<(u8, u8)>,
    /// The winners, once the round is over.
    pub winners: Vec<u8>,
}
impl Hidden for Round {
    type Observation = Observation;

    fn observation(&self, observer: Player) -> Observation {
        let o = observer.index();
        let mut hand = self.hands[o].clone();
        hand.sort_unstable();
        Observation {
            observer: observer.0,
            hand,
            face_up: self.face_up.clone(),
            discards: self.discards.clone(),
            alive: self.alive.clone(),
            protected: self.protected.clone(),
            to_move: self.to_move,
            deck_len: self.deck.len(),
            set_aside: self.set_aside.is_some(),
            log: self.log.clone(),
            knows: self.knows[o].clone(),
            same: self.same[o].clone(),
            winners: self.winners.clone(),
        }
    }

    fn hidden_from(&self, observer: Player) -> bool {
        // Something is hidden when two hidden slots hold different cards and exchanging them
        // keeps every known fact.
        let o = observer.index();
        let slots = self.slots(o);
        for i in 0..slots.len() {
            for j in i + 1..slots.len() {
                if self.card_at(slots[i]) != self.card_at(slots[j]) {
                    let mut s = self.clone();
                    let (a, b) = (s.card_at(slots[i]), s.card_at(slots[j]));
                    s.set_card(slots[i], b);
                    s.set_card(slots[j], a);
                    if s.consistent_for(o) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// The unseen cards dealt again uniformly among the deals that keep every fact the
    /// observer knows (rejection sampling; the true deal is always one of them, and after 10 000
    /// rejections — never seen — the true deal is returned).
    fn determinize(&self, observer: Player, rng: &mut GameRng) -> Round {
        let o = observer.index();
        let slots = self.slots(o);
        let mut cards = self.hidden_cards(o);
        for _ in 0..10_000 {
            shuffle(&mut cards, rng);
            let mut s = self.clone();
            for (slot, &c) in slots.iter().zip(&cards) {
                s.set_card(*slot, c);
            }
            if s.consistent_for(o) {
                return s;
            }
        }
        self.clone()
    }
}

/// A place a hidden card can be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    Hand(usize, usize),
    Deck(usize),
    SetAside,
}

impl Round {
    /// The slots hidden from `observer`: (other seats' hands, the deck, the face-down card).
    fn hidden_cards(&self, observer: usize) -> Vec<Card> {
        let mut pool: Vec<Card> = (0..usize::from(self.players))
            .filter(|&p| p != observer)
            .flat_map(|p| self.hands[p].iter().copied())
            .collect();
        pool.extend(&self.deck);
        pool.extend(self.set_aside.iter());
        pool
    }

    /// Whether `state` satisfies every fact `observer` knows.
    fn consistent_for(&self, observer: usize) -> bool {
        let n = usize::from(self.players);
        for p in 0..n {
            if p == observer || !self.alive[p] {
                continue;
            }
            let k = self.knows[observer][p];
            if !self.hands[p].iter().any(|&c| k.allows(c)) {
                return false;
            }
        }
        self.same[observer].iter().all(|&(a, b)| {
            let (a, b) = (usize::from(a), usize::from(b));
            !self.alive[a]
                || !self.alive[b]
                || self.hands[a].iter().any(|c| self.hands[b].contains(c))
        })
    }

    /// The hidden slots in the order of [`Round::hidden_cards`].
    fn slots(&self, observer: usize) -> Vec<Slot> {
        let mut slots: Vec<Slot> = (0..usize::from(self.players))
            .filter(|&p| p != observer)
            .flat_map(|p| (0..self.hands[p].len()).map(move |i| Slot::Hand(p, i)))
            .collect();
        slots.extend((0..self.deck.len()).map(Slot::Deck));
        if self.set_aside.is_some() {
            slots.push(Slot::SetAside);
        }
        slots
    }

    fn card_at(&self, slot: Slot) -> Card {
        match slot {
            Slot::Hand(p, i) => self.hands[p][i],
            Slot::Deck(i) => self.deck[i],
            Slot::SetAside => self.set_aside.expect("the face-down card"),
        }
    }

    fn set_card(&mut self, slot: Slot, c: Card) {
        match slot {
            Slot::Hand(p, i) => self.hands[p][i] = c,
            Slot::Deck(i) => self.deck[i] = c,
            Slot::SetAside => self.set_aside = Some(c),
        }
    }
}
