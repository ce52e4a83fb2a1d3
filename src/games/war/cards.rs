//! The piles and the table both implementations share: a pile as a ring buffer, the cards on
//! the table, one flip and one war, the sorts of the won cards, the fresh deck and the deal.
//! Written once so the fast simulator and the `State` version cannot disagree on a rule.

use super::{AtCap, ShortWar, WarOutcome, WarRules, CARDS};

/// A pile as a ring buffer (draw from the front, won cards to the back). Two piles are equal
/// when they hold the same cards in the same order, wherever they sit in the buffer.
#[derive(Clone, Copy, Debug)]
pub struct Pile {
    cards: [u8; 64],
    head: usize,
    len: usize,
}

impl Default for Pile {
    fn default() -> Self {
        Pile {
            cards: [0; 64],
            head: 0,
            len: 0,
        }
    }
}

impl PartialEq for Pile {
    fn eq(&self, other: &Pile) -> bool {
        self.len == other.len
            && (0..self.len)
                .all(|i| self.cards[(self.head + i) & 63] == other.cards[(other.head + i) & 63])
    }
}

impl Eq for Pile {}

impl Pile {
    /// Cards in the pile.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when the pile is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline]
    pub(super) fn pop(&mut self) -> u8 {
        debug_assert!(self.len > 0);
        let c = self.cards[self.head & 63];
        self.head = (self.head + 1) & 63;
        self.len -= 1;
        c
    }

    #[inline]
    pub(super) fn push(&mut self, card: u8) {
        debug_assert!(self.len < 64);
        self.cards[(self.head + self.len) & 63] = card;
        self.len += 1;
    }

    /// The ranks from top to bottom.
    pub fn ranks(&self) -> Vec<u8> {
        (0..self.len)
            .map(|i| self.cards[(self.head + i) & 63])
            .collect()
    }
}

/// The cards on the table during a battle. Equal when the cards in play are (slots past
/// `len` are leftovers).
#[derive(Clone, Copy, Debug)]
pub(super) struct Table {
    pub(super) cards: [u8; CARDS],
    pub(super) len: usize,
}

impl PartialEq for Table {
    fn eq(&self, other: &Table) -> bool {
        self.cards[..self.len] == other.cards[..other.len]
    }
}

impl Eq for Table {}

impl Table {
    pub(super) const EMPTY: Table = Table {
        cards: [0; CARDS],
        len: 0,
    };

    #[inline]
    pub(super) fn push(&mut self, c: u8) {
        self.cards[self.len] = c;
        self.len += 1;
    }

    #[inline]
    pub(super) fn slice(&mut self) -> &mut [u8] {
        &mut self.cards[..self.len]
    }
}

/// Where a battle stands after flipping cards.
pub(super) enum Flip {
    /// This player (0 or 1) won the table.
    Won(usize),
    /// The game ended during the war.
    Over(WarOutcome),
}

/// Plays the cards of one battle (its wars included) onto the table.
#[inline]
pub(super) fn flip(rules: &WarRules, piles: &mut [Pile; 2], table: &mut Table) -> Flip {
    let a = piles[0].pop();
    let b = piles[1].pop();
    table.push(a);
    table.push(b);
    if a != b {
        return Flip::Won(usize::from(b > a));
    }
    war(rules, piles, table)
}

/// Resolves a tie whose cards are on the table: face-down cards, then face-up ones, until
/// someone wins or a player is short.
pub(super) fn war(rules: &WarRules, piles: &mut [Pile; 2], table: &mut Table) -> Flip {
    loop {
        let (n1, n2) = (piles[0].len(), piles[1].len());
        let fd = usize::from(rules.face_down);
        let (d1, d2) = match rules.short_war {
            ShortWar::Loses => {
                let need = fd + 1;
                match (n1 < need, n2 < need) {
                    (true, true) => return Flip::Over(WarOutcome::Draw),
                    (true, false) => return Flip::Over(WarOutcome::P2),
                    (false, true) => return Flip::Over(WarOutcome::P1),
                    _ => (fd, fd),
                }
            }
            ShortWar::PlaysLastCard => match (n1 == 0, n2 == 0) {
                (true, true) => return Flip::Over(WarOutcome::Draw),
                (true, false) => return Flip::Over(WarOutcome::P2),
                (false, true) => return Flip::Over(WarOutcome::P1),
                _ => (fd.min(n1 - 1), fd.min(n2 - 1)),
            },
        };
        for _ in 0..d1 {
            table.push(piles[0].pop());
        }
        for _ in 0..d2 {
            table.push(piles[1].pop());
        }
        let a = piles[0].pop();
        let b = piles[1].pop();
        table.push(a);
        table.push(b);
        if a != b {
            return Flip::Won(usize::from(b > a));
        }
    }
}

#[inline]
pub(super) fn sort_desc(cards: &mut [u8]) {
    if let [a, b] = cards {
        (*a, *b) = ((*a).max(*b), (*a).min(*b));
    } else {
        // Ascending, then reversed: the same order, through the one sort of bytes the page's
        // module carries already.
        cards.sort_unstable();
        cards.reverse();
    }
}

#[inline]
pub(super) fn sort_asc(cards: &mut [u8]) {
    if let [a, b] = cards {
        (*a, *b) = ((*a).min(*b), (*a).max(*b));
    } else {
        cards.sort_unstable();
    }
}

/// The deck before shuffling: four cards of each rank.
pub(super) fn fresh_deck() -> [u8; CARDS] {
    let mut deck = [0u8; CARDS];
    for (i, c) in deck.iter_mut().enumerate() {
        *c = (i / 4) as u8;
    }
    deck
}

/// Splits a shuffled deck: the first 26 cards (top first) to player 1, the rest to player 2.
pub(super) fn deal(deck: &[u8; CARDS]) -> [Pile; 2] {
    let mut piles = [Pile::default(), Pile::default()];
    for (i, &c) in deck.iter().enumerate() {
        piles[i / 26].push(c);
    }
    piles
}

pub(super) fn capped_outcome(rules: &WarRules, piles: &[Pile; 2]) -> WarOutcome {
    match rules.at_cap {
        AtCap::Draw => WarOutcome::Draw,
        AtCap::MoreCards => match piles[0].len().cmp(&piles[1].len()) {
            std::cmp::Ordering::Greater => WarOutcome::P1,
            std::cmp::Ordering::Less => WarOutcome::P2,
            std::cmp::Ordering::Equal => WarOutcome::Draw,
        },
    }
}
