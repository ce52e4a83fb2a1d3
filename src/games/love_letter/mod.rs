//! Love Letter (Seiji Kanai, AEG 2012 edition), 2–4 players: the engine of the Love Letter lab.
//!
//! A round is a [`State`](crate::game::State) with hidden information
//! ([`Hidden`](crate::game::Hidden)): the deck is shuffled when the round is dealt
//! ([`Round::deal`]), so the order of the deck, the face-down card and the other players' hands are
//! what a player does not see. Each player's [`Observation`] is what that player knows: their hand,
//! every discard and face-up card, the public record of plays, and what their own Priest, Baron and
//! King revealed — kept as [`Knowledge`] about each other player's card: exactly known, or narrowed
//! to a set of card types (a missed Guard guess rules a type out; a lost Baron comparison shows the
//! winner's card is higher; a tied one that both hold the same).
//! [`Hidden::determinize`](crate::game::Hidden::determinize) deals the unseen cards again,
//! uniformly among the deals that satisfy every such fact (rejection sampling), so an agent that
//! searches samples only worlds its player cannot rule out.
//!
//! Rules as the project's spec states them, with these readings (also in docs/labs/love-letter.md):
//! a player who discards the Princess to a Prince is out and draws nothing; the discard sum at a
//! showdown counts every card in the player's discard pile, Prince-forced discards included (not
//! cards given away by a King); a Guard may name any of the seven other card names; a Prince aimed
//! at oneself is legal even while holding the Princess; when every other player still in is
//! protected, a Guard, Priest, Baron or King is played without a target and without effect; a
//! showdown still tied after the discard sums gives every tied player the round (each wins a
//! token). Whole games ([`play_game`]) run rounds to the token target (7, 5, 4 for 2, 3, 4
//! players); the previous round's winner starts the next (among tied winners, the first in seat
//! order after the previous starter).
//!
//! ## References
//! - S. Kanai, *Love Letter*, Alderac Entertainment Group, 2012 (rules).
//! - The project's spec `love-letter.md` and `data/love_letter_2012.json`.
//!
//! The module is split by concept: the vocabulary (cards, plays, events, knowledge, the
//! round's fields) here, the rules in motion in `rules`, what a player sees and
//! determinization in `observation`, whole games to the token target in `game`.

use std::fmt;

use serde::{Deserialize, Serialize};

pub mod agents;
pub mod bench;
pub mod fast;
pub mod forms;
mod game;
pub mod jobs;
pub mod lab;
mod names;
mod observation;
pub mod page_text;
mod rules;
pub mod seed_deck;
pub mod tournament;

pub use game::{play_game, GameResult};
pub use observation::Observation;

/// A card type, by its value 1–8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Card {
    /// 1: name a non-Guard card; a target holding it is out.
    Guard = 1,
    /// 2: look at a player's hand.
    Priest = 2,
    /// 3: compare hands; the lower is out.
    Baron = 3,
    /// 4: protection until one's next turn.
    Handmaid = 4,
    /// 5: a player discards their hand and draws.
    Prince = 5,
    /// 6: trade hands.
    King = 6,
    /// 7: must be played beside a King or a Prince.
    Countess = 7,
    /// 8: out if discarded.
    Princess = 8,
}

impl Card {
    /// Every card type, by value.
    pub const ALL: [Card; 8] = [
        Card::Guard,
        Card::Priest,
        Card::Baron,
        Card::Handmaid,
        Card::Prince,
        Card::King,
        Card::Countess,
        Card::Princess,
    ];

    /// Copies in the 16-card deck.
    pub fn count(self) -> u8 {
        match self {
            Card::Guard => 5,
            Card::Priest | Card::Baron | Card::Handmaid | Card::Prince => 2,
            Card::King | Card::Countess | Card::Princess => 1,
        }
    }

    /// The value 1–8.
    pub fn value(self) -> u8 {
        self as u8
    }

    /// The card of value `v` (1–8).
    pub fn from_value(v: u8) -> Option<Card> {
        Card::ALL.get(usize::from(v).wrapping_sub(1)).copied()
    }

    /// The English name.
    pub fn name(self) -> &'static str {
        match self {
            Card::Guard => "Guard",
            Card::Priest => "Priest",
            Card::Baron => "Baron",
            Card::Handmaid => "Handmaid",
            Card::Prince => "Prince",
            Card::King => "King",
            Card::Countess => "Countess",
            Card::Princess => "Princess",
        }
    }

    /// The card named `name` (any case).
    pub fn from_name(name: &str) -> Option<Card> {
        Card::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(name.trim()))
    }

    /// Whether the card is played on another player (Guard, Priest, Baron, King).
    pub fn targets_other(self) -> bool {
        matches!(self, Card::Guard | Card::Priest | Card::Baron | Card::King)
    }

    fn bit(self) -> u8 {
        1 << (self as u8 - 1)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Cards in the deck.
pub const DECK_SIZE: usize = 16;

/// Tokens that win a game of `players` players.
pub fn tokens_to_win(players: usize) -> u32 {
    match players {
        2 => 7,
        3 => 5,
        _ => 4,
    }
}

/// A play: the card, its target (a seat) and, for a Guard, the card named.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Play {
    /// The card played.
    pub card: Card,
    /// The target's seat (None: no target — Handmaid, Countess, Princess, or every other
    /// player protected).
    pub target: Option<u8>,
    /// The card named by a Guard.
    pub guess: Option<Card>,
}

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.card)?;
        if let Some(t) = self.target {
            write!(f, " on player {}", t + 1)?;
        }
        if let Some(g) = self.guess {
            write!(f, " naming {g}")?;
        }
        Ok(())
    }
}

/// What a play did, as every player sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// No visible effect (a missed Guard, a Priest's look, a Baron tie, a Handmaid, …).
    Nothing,
    /// A player was knocked out, showing the card they held.
    Out {
        /// Who.
        player: u8,
        /// The card they held.
        card: Card,
    },
    /// A Prince made the target discard this card (and draw, unless it was the Princess).
    Discarded(Card),
    /// A King traded the two hands.
    Traded,
}

/// One entry of the public record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Event {
    /// Who played.
    pub player: u8,
    /// The play.
    pub play: Play,
    /// What every player saw happen.
    pub outcome: Outcome,
}

/// What one player knows about another player's current card (between turns) or hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Knowledge {
    /// This card type (seen by the observer's Priest, Baron or King, or given away by a King).
    Exact(Card),
    /// One of these card types (a bit per value; 0xFF: nothing known).
    Among(u8),
}

const ANY: u8 = 0xFF;

impl Knowledge {
    fn allows(self, c: Card) -> bool {
        match self {
            Knowledge::Exact(k) => k == c,
            Knowledge::Among(m) => m & c.bit() != 0,
        }
    }

    fn mask(self) -> u8 {
        match self {
            Knowledge::Exact(k) => k.bit(),
            Knowledge::Among(m) => m,
        }
    }
}

/// Why a round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ending {
    /// Everyone else was knocked out.
    LastStanding,
    /// The deck ran out: the highest card won.
    Showdown {
        /// Whether the highest hands tied and the discard sums were compared.
        tiebreak: bool,
    },
}

/// One round of Love Letter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    players: u8,
    /// The draw pile; the top is the last element.
    deck: Vec<Card>,
    /// The card removed face down (None once a Prince gave it away on an empty deck).
    set_aside: Option<Card>,
    face_up: Vec<Card>,
    hands: Vec<Vec<Card>>,
    alive: Vec<bool>,
    protected: Vec<bool>,
    discards: Vec<Vec<Card>>,
    to_move: u8,
    log: Vec<Event>,
    /// `knows[o][p]`: what observer `o` knows of player `p`'s card.
    knows: Vec<Vec<Knowledge>>,
    /// `same[o]`: pairs of players observer `o` knows to hold the same card (a Baron tie).
    same: Vec<Vec<(u8, u8)>>,
    /// Cards played (not Prince-forced discards), per value.
    plays: [u32; 9],
    turns: u32,
    winners: Vec<u8>,
    ending: Option<Ending>,
}
#[cfg(test)]
mod tests;
