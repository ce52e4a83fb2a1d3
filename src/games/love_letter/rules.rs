//! The rules in motion: dealing a round, the legal plays, what each card does, who is out
//! and how the round ends (the [`State`] implementation). The types it moves are declared in
//! the parent module.

use super::*;
use crate::game::{ByPlayer, Player, State, Turn};
use crate::rng::{shuffle, GameRng};

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
        shuffle(&mut deck, rng);
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
}

fn narrowed(mask: u8) -> Knowledge {
    if mask.count_ones() == 1 {
        Knowledge::Exact(Card::from_value(mask.trailing_zeros() as u8 + 1).expect("a value"))
    } else {
        Knowledge::Among(mask)
    }
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
