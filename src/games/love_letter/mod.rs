//! Love Letter (Seiji Kanai, AEG 2012 edition), 2–4 players: the engine of the Love Letter lab.
//!
//! A round is a [`State`] with hidden information ([`Hidden`]): the deck is shuffled when the
//! round is dealt ([`Round::deal`]), so the order of the deck, the face-down card and the other
//! players' hands are what a player does not see. Each player's [`Observation`] is what that
//! player knows: their hand, every discard and face-up card, the public record of plays, and
//! what their own Priest, Baron and King revealed — kept as [`Knowledge`] about each other
//! player's card: exactly known, or narrowed to a set of card types (a missed Guard guess rules a
//! type out; a lost Baron comparison shows the winner's card is higher; a tied one that both hold
//! the same). [`Hidden::determinize`] deals the unseen cards again, uniformly among the deals that
//! satisfy every such fact (rejection sampling), so an agent that searches samples only worlds its
//! player cannot rule out.
//!
//! Rules as the project's spec states them, with these readings (also in the README):
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

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::game::{ByPlayer, Hidden, Player, State, Turn};
use crate::rng::{below, GameRng};

pub mod agents;
pub mod bench;
pub mod fast;
pub mod forms;
pub mod jobs;
pub mod lab;
pub mod page_text;
pub mod tournament;

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

impl Round {
    /// A round for `players` (2–4) players dealt from a shuffle by `rng`, `first` to move (their
    /// first card already drawn).
    ///
    /// # Panics
    /// If `players` is not 2–4 or `first` is not a seat.
    pub fn deal(players: usize, first: usize, rng: &mut GameRng) -> Round {
        assert!((2..=4).contains(&players) && first < players);
        let mut deck: Vec<Card> = Card::ALL
            .iter()
            .flat_map(|&c| std::iter::repeat_n(c, usize::from(c.count())))
            .collect();
        for k in (1..deck.len()).rev() {
            let j = below(rng, k as u32 + 1) as usize;
            deck.swap(k, j);
        }
        Round::from_deck(players, first, deck)
    }

    /// A round dealt from `deck` as shuffled (top = last card): the top card set aside, three
    /// face up with two players, one card each starting with `first`, then `first` draws.
    ///
    /// # Panics
    /// If `deck` is not the 16-card deck or the seats are wrong.
    pub fn from_deck(players: usize, first: usize, mut deck: Vec<Card>) -> Round {
        assert!((2..=4).contains(&players) && first < players);
        let mut counts = [0u8; 9];
        for c in &deck {
            counts[c.value() as usize] += 1;
        }
        assert!(
            Card::ALL
                .iter()
                .all(|c| counts[c.value() as usize] == c.count()),
            "not the 16-card deck"
        );
        let set_aside = deck.pop();
        let face_up = if players == 2 {
            (0..3).filter_map(|_| deck.pop()).collect()
        } else {
            Vec::new()
        };
        let mut hands = vec![Vec::new(); players];
        for k in 0..players {
            let seat = (first + k) % players;
            hands[seat].push(deck.pop().expect("enough cards"));
        }
        hands[first].push(deck.pop().expect("enough cards"));
        Round {
            players: players as u8,
            deck,
            set_aside,
            face_up,
            hands,
            alive: vec![true; players],
            protected: vec![false; players],
            discards: vec![Vec::new(); players],
            to_move: first as u8,
            log: Vec::new(),
            knows: vec![vec![Knowledge::Among(ANY); players]; players],
            same: vec![Vec::new(); players],
            plays: [0; 9],
            turns: 0,
            winners: Vec::new(),
            ending: None,
        }
    }

    /// The seat to move (meaningless once the round is over).
    pub fn to_move(&self) -> usize {
        usize::from(self.to_move)
    }

    /// The cards `seat` holds (two on their turn).
    pub fn hand(&self, seat: usize) -> &[Card] {
        &self.hands[seat]
    }

    /// Whether `seat` is still in the round.
    pub fn alive(&self, seat: usize) -> bool {
        self.alive[seat]
    }

    /// Whether `seat` is protected by a Handmaid.
    pub fn protected(&self, seat: usize) -> bool {
        self.protected[seat]
    }

    /// `seat`'s discard pile, oldest first.
    pub fn discards(&self, seat: usize) -> &[Card] {
        &self.discards[seat]
    }

    /// The face-up set-aside cards (two players).
    pub fn face_up(&self) -> &[Card] {
        &self.face_up
    }

    /// Cards left in the draw pile.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// The public record of plays.
    pub fn log(&self) -> &[Event] {
        &self.log
    }

    /// The winners (empty while the round goes on).
    pub fn winners(&self) -> &[u8] {
        &self.winners
    }

    /// Why the round ended.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// Turns played (a turn = one draw and one play).
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// Cards played so far, per card (Prince-forced discards are not plays).
    pub fn plays_of(&self, card: Card) -> u32 {
        self.plays[card.value() as usize]
    }

    /// Every card of the round in one count per type: hands, deck, discards, face up and face
    /// down (the conservation check of the tests).
    pub fn card_counts(&self) -> [u8; 9] {
        let mut counts = [0u8; 9];
        let all = self
            .hands
            .iter()
            .flatten()
            .chain(&self.deck)
            .chain(self.discards.iter().flatten())
            .chain(&self.face_up)
            .chain(self.set_aside.iter());
        for c in all {
            counts[c.value() as usize] += 1;
        }
        counts
    }

    fn others_unprotected(&self, me: u8) -> impl Iterator<Item = u8> + '_ {
        (0..self.players).filter(move |&p| {
            p != me && self.alive[usize::from(p)] && !self.protected[usize::from(p)]
        })
    }

    /// The distinct legal plays of the player to move (a Guard: one per target and named card).
    fn plays_into(&self, out: &mut Vec<Play>) {
        out.clear();
        if self.ending.is_some() {
            return;
        }
        let me = self.to_move;
        let hand = &self.hands[usize::from(me)];
        let forced = hand.contains(&Card::Countess)
            && hand.iter().any(|&c| c == Card::King || c == Card::Prince);
        let mut cards: Vec<Card> = hand.clone();
        cards.sort_unstable();
        cards.dedup();
        let targets: Vec<u8> = self.others_unprotected(me).collect();
        for card in cards {
            if forced && card != Card::Countess {
                continue;
            }
            let none = Play {
                card,
                target: None,
                guess: None,
            };
            match card {
                Card::Guard => {
                    if targets.is_empty() {
                        out.push(none);
                    }
                    for &t in &targets {
                        for g in &Card::ALL[1..] {
                            out.push(Play {
                                card,
                                target: Some(t),
                                guess: Some(*g),
                            });
                        }
                    }
                }
                Card::Priest | Card::Baron | Card::King => {
                    if targets.is_empty() {
                        out.push(none);
                    }
                    out.extend(targets.iter().map(|&t| Play {
                        card,
                        target: Some(t),
                        guess: None,
                    }));
                }
                Card::Prince => {
                    let mut all: Vec<u8> = targets.clone();
                    all.push(me);
                    all.sort_unstable();
                    out.extend(all.into_iter().map(|t| Play {
                        card,
                        target: Some(t),
                        guess: None,
                    }));
                }
                Card::Handmaid | Card::Countess | Card::Princess => out.push(none),
            }
        }
    }

    fn knock_out(&mut self, p: u8) -> Card {
        let i = usize::from(p);
        self.alive[i] = false;
        let card = self.hands[i]
            .pop()
            .expect("a player in the round holds a card");
        debug_assert!(self.hands[i].is_empty());
        self.discards[i].push(card);
        for o in 0..usize::from(self.players) {
            self.knows[o][i] = Knowledge::Among(ANY);
            self.same[o].retain(|&(a, b)| a != p && b != p);
        }
        card
    }

    /// Observer `o` learns nothing more about `p`'s new card.
    fn forget(&mut self, p: u8) {
        for o in 0..usize::from(self.players) {
            if o != usize::from(p) {
                self.knows[o][usize::from(p)] = Knowledge::Among(ANY);
                self.same[o].retain(|&(a, b)| a != p && b != p);
            }
        }
    }

    fn play(&mut self, play: Play) {
        let me = self.to_move;
        let mi = usize::from(me);
        let at = self.hands[mi]
            .iter()
            .position(|&c| c == play.card)
            .expect("the card is in hand");
        self.hands[mi].remove(at);
        self.discards[mi].push(play.card);
        self.plays[play.card.value() as usize] += 1;
        self.turns += 1;
        self.protected[mi] = false;
        // What the others knew of my card before the draw still holds of the card I kept if
        // the card I played could not have been it.
        for o in 0..usize::from(self.players) {
            if o != mi {
                let k = self.knows[o][mi];
                if k.allows(play.card) {
                    self.knows[o][mi] = Knowledge::Among(ANY);
                    self.same[o].retain(|&(a, b)| a != me && b != me);
                }
            }
        }
        let outcome = match (play.card, play.target) {
            (Card::Guard, Some(t)) => {
                let ti = usize::from(t);
                let guess = play.guess.expect("a Guard names a card");
                if self.hands[ti][0] == guess {
                    let card = self.knock_out(t);
                    Outcome::Out { player: t, card }
                } else {
                    for o in 0..usize::from(self.players) {
                        if o != ti {
                            let m = self.knows[o][ti].mask() & !guess.bit();
                            self.knows[o][ti] = narrowed(m);
                        }
                    }
                    Outcome::Nothing
                }
            }
            (Card::Priest, Some(t)) => {
                let seen = self.hands[usize::from(t)][0];
                self.knows[mi][usize::from(t)] = Knowledge::Exact(seen);
                Outcome::Nothing
            }
            (Card::Baron, Some(t)) => {
                let ti = usize::from(t);
                let (mine, theirs) = (self.hands[mi][0], self.hands[ti][0]);
                match mine.cmp(&theirs) {
                    std::cmp::Ordering::Equal => {
                        self.knows[mi][ti] = Knowledge::Exact(theirs);
                        self.knows[ti][mi] = Knowledge::Exact(mine);
                        for o in 0..usize::from(self.players) {
                            if o != mi && o != ti {
                                self.same[o].push((me, t));
                            }
                        }
                        Outcome::Nothing
                    }
                    order => {
                        let (loser, winner) = if order == std::cmp::Ordering::Less {
                            (me, t)
                        } else {
                            (t, me)
                        };
                        let card = self.knock_out(loser);
                        let wi = usize::from(winner);
                        let above: u8 = Card::ALL
                            .iter()
                            .filter(|c| c.value() > card.value())
                            .fold(0, |m, c| m | c.bit());
                        for o in 0..usize::from(self.players) {
                            if o != wi {
                                let m = self.knows[o][wi].mask() & above;
                                self.knows[o][wi] = narrowed(m);
                            }
                        }
                        Outcome::Out {
                            player: loser,
                            card,
                        }
                    }
                }
            }
            (Card::Handmaid, _) => {
                self.protected[mi] = true;
                Outcome::Nothing
            }
            (Card::Prince, Some(t)) => {
                let ti = usize::from(t);
                let card = self.hands[ti].pop().expect("the target holds a card");
                self.discards[ti].push(card);
                if card == Card::Princess {
                    self.alive[ti] = false;
                    self.forget(t);
                } else {
                    let drawn = self.deck.pop().or_else(|| self.set_aside.take());
                    self.hands[ti].push(drawn.expect("a card to draw"));
                    self.forget(t);
                }
                Outcome::Discarded(card)
            }
            (Card::King, Some(t)) => {
                let ti = usize::from(t);
                let a = self.hands[mi].pop().expect("a card to give");
                let b = self.hands[ti].pop().expect("a card to give");
                self.hands[mi].push(b);
                self.hands[ti].push(a);
                for o in 0..usize::from(self.players) {
                    if o == mi {
                        self.knows[o][ti] = Knowledge::Exact(a);
                    } else if o == ti {
                        self.knows[o][mi] = Knowledge::Exact(b);
                    } else {
                        self.knows[o].swap(mi, ti);
                        for pair in &mut self.same[o] {
                            let swap = |x: u8| {
                                if x == me {
                                    t
                                } else if x == t {
                                    me
                                } else {
                                    x
                                }
                            };
                            *pair = (swap(pair.0), swap(pair.1));
                        }
                    }
                }
                Outcome::Traded
            }
            (Card::Princess, _) => {
                self.alive[mi] = false;
                if let Some(c) = self.hands[mi].pop() {
                    self.discards[mi].push(c);
                }
                Outcome::Out {
                    player: me,
                    card: Card::Princess,
                }
            }
            _ => Outcome::Nothing, // no target: no effect (or the Countess)
        };
        self.log.push(Event {
            player: me,
            play,
            outcome,
        });
        self.advance();
    }

    /// After a play: end the round or pass to the next player in, who draws.
    fn advance(&mut self) {
        let alive: Vec<u8> = (0..self.players)
            .filter(|&p| self.alive[usize::from(p)])
            .collect();
        if alive.len() == 1 {
            self.winners = alive;
            self.ending = Some(Ending::LastStanding);
            return;
        }
        if self.deck.is_empty() {
            let best = alive
                .iter()
                .map(|&p| self.hands[usize::from(p)][0])
                .max()
                .expect("someone is in");
            let top: Vec<u8> = alive
                .iter()
                .copied()
                .filter(|&p| self.hands[usize::from(p)][0] == best)
                .collect();
            let tiebreak = top.len() > 1;
            let sum = |p: u8| -> u32 {
                self.discards[usize::from(p)]
                    .iter()
                    .map(|c| u32::from(c.value()))
                    .sum()
            };
            let best_sum = top.iter().map(|&p| sum(p)).max().unwrap_or(0);
            self.winners = top.into_iter().filter(|&p| sum(p) == best_sum).collect();
            self.ending = Some(Ending::Showdown { tiebreak });
            return;
        }
        let mut next = (self.to_move + 1) % self.players;
        while !self.alive[usize::from(next)] {
            next = (next + 1) % self.players;
        }
        self.to_move = next;
        self.protected[usize::from(next)] = false;
        let card = self.deck.pop().expect("the deck is not empty");
        self.hands[usize::from(next)].push(card);
    }

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
}

fn narrowed(mask: u8) -> Knowledge {
    if mask.count_ones() == 1 {
        Knowledge::Exact(Card::from_value(mask.trailing_zeros() as u8 + 1).expect("a value"))
    } else {
        Knowledge::Among(mask)
    }
}

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

impl State for Round {
    type Action = Play;

    fn num_players(&self) -> usize {
        usize::from(self.players)
    }

    fn turn(&self) -> Turn {
        if self.ending.is_some() {
            Turn::Terminal
        } else {
            Turn::Player(Player(self.to_move))
        }
    }

    fn legal_actions(&self, out: &mut Vec<Play>) {
        self.plays_into(out);
    }

    fn apply(&mut self, action: Play) {
        debug_assert!({
            let mut legal = Vec::new();
            self.plays_into(&mut legal);
            legal.contains(&action)
        });
        self.play(action);
    }

    fn returns(&self) -> ByPlayer<f64> {
        let mut r = ByPlayer::filled(usize::from(self.players), 0.0);
        for &w in &self.winners {
            r.0[usize::from(w)] = 1.0;
        }
        r
    }
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
            for k in (1..cards.len()).rev() {
                let j = below(rng, k as u32 + 1) as usize;
                cards.swap(k, j);
            }
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

/// A whole game to the token target: tokens per seat, rounds played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// Tokens per seat at the end.
    pub tokens: Vec<u32>,
    /// The seats that reached the target (more than one only when a shared round took several
    /// there at once).
    pub winners: Vec<u8>,
    /// Rounds played.
    pub rounds: u32,
}

/// Plays a whole game with one agent per seat, seat `first` starting the first round; each
/// round is dealt from `rng`, and the previous round's winner starts the next (among tied
/// winners, the first in seat order after the previous starter).
pub fn play_game(
    agents: &mut [Box<dyn crate::game::ObservingBot<Round>>],
    first: usize,
    rng: &mut GameRng,
) -> GameResult {
    let n = agents.len();
    let target = tokens_to_win(n);
    let mut tokens = vec![0u32; n];
    let mut starter = first;
    let mut rounds = 0;
    loop {
        let mut round = Round::deal(n, starter, rng);
        while let Turn::Player(p) = round.turn() {
            let view = crate::game::InformationSet::new(&round, p);
            let play = agents[p.index()].choose(&view);
            round.apply(play);
        }
        rounds += 1;
        for &w in round.winners() {
            tokens[usize::from(w)] += 1;
        }
        let done: Vec<u8> = (0..n as u8)
            .filter(|&p| tokens[usize::from(p)] >= target)
            .collect();
        if !done.is_empty() {
            return GameResult {
                tokens,
                winners: done,
                rounds,
            };
        }
        let w = round.winners();
        starter = (1..=n)
            .map(|k| (starter + k) % n)
            .find(|s| w.contains(&(*s as u8)))
            .unwrap_or(starter);
    }
}

#[cfg(test)]
mod tests;
