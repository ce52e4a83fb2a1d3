//! War (Wojna): the card game of the strategy-optimisation lab.
//!
//! 52 cards (13 ranks × 4 suits; suits never matter, so a card is its rank 0–12), shuffled and
//! split 26/26. A pile is a queue: cards are drawn from the top and won cards go to the bottom.
//! In a battle both players turn up their top card and the higher rank takes every card on the
//! table; a tie is a "war": each lays [`WarRules::face_down`] cards face down and one face up,
//! repeated on further ties. The only decision is the winner's: in which order the won cards go
//! to the bottom of the pile — descending (the highest is drawn first again), ascending, or
//! shuffled. A [`WarPolicy`] mixes the three; the optimisers search the three real parameters
//! of [`WarStrategy`] (softmax weights).
//!
//! Two implementations share the rules: [`play`] is the fast simulator (no allocation, no trait
//! objects) and [`WarState`] is the same game as a [`State`] for the conformance harness. Both
//! consume the random stream identically ([`play_state`] drives the `State` with one generator),
//! so they give identical results for the same seed.
//!
//! Readings (the project's spec): one face-down card per war; a player who cannot supply both
//! war cards loses (both short: draw); a cap of 10 000 battles (a battle is one round, its
//! wars included), a capped game is a draw. Every alternative is a field of [`WarRules`].
//! When the loser of a battle has no card left, the game ends before the winner orders the won
//! cards (the order can no longer matter), so no decision is drawn for that battle.

use std::fmt;

use rand_core::Rng;
use serde::{Deserialize, Serialize};

use crate::game::{ByPlayer, Hidden, Player, State, Turn, ZeroSumTwoPlayer};
use crate::rng::{below, GameRng};

/// Cards in the deck.
pub const CARDS: usize = 52;
/// Ranks per suit.
pub const RANKS: u8 = 13;
/// The spec's cap on the number of battles.
pub const DEFAULT_CAP: u32 = 10_000;

/// What happens when a player cannot supply the cards of a war.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ShortWar {
    /// The short player loses; both short: a draw (the spec's reading).
    Loses,
    /// A short player lays what he has face down and plays his last card face up; a player
    /// with no card at all loses (both without cards: a draw).
    PlaysLastCard,
}

/// How a game that reaches the cap is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AtCap {
    /// A draw, scored ½ (the spec's reading).
    Draw,
    /// The player holding more cards wins (equal: a draw).
    MoreCards,
}

/// The rules of War; `Default` is the spec's reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct WarRules {
    /// Cards laid face down in a war (1 by default; the option is 3).
    pub face_down: u8,
    /// What happens to a player short of war cards.
    pub short_war: ShortWar,
    /// The most battles a game may last (10 000).
    pub cap: u32,
    /// How a capped game is scored.
    pub at_cap: AtCap,
}

impl Default for WarRules {
    fn default() -> Self {
        WarRules {
            face_down: 1,
            short_war: ShortWar::Loses,
            cap: DEFAULT_CAP,
            at_cap: AtCap::Draw,
        }
    }
}

/// A rule set that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesError(pub String);

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RulesError {}

impl WarRules {
    /// Checks the numbers: 0–10 face-down cards, a cap of 1–1 000 000 battles.
    pub fn validate(&self) -> Result<(), RulesError> {
        WarRules::check_face_down(self.face_down)?;
        WarRules::check_cap(self.cap)
    }

    /// Checks the number of face-down cards per war (0–10), alone, so a form can mark the
    /// field that is wrong.
    pub fn check_face_down(face_down: u8) -> Result<(), RulesError> {
        if face_down > 10 {
            return Err(RulesError(format!(
                "face-down cards: {face_down} is more than 10"
            )));
        }
        Ok(())
    }

    /// Checks the battle cap (1–1 000 000), alone, so a form can mark the field that is wrong.
    pub fn check_cap(cap: u32) -> Result<(), RulesError> {
        if cap == 0 || cap > 1_000_000 {
            return Err(RulesError(format!(
                "cap: {cap} is not between 1 and 1 000 000 battles"
            )));
        }
        Ok(())
    }
}

/// The order in which a battle's winner puts the won cards to the bottom of his pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Order {
    /// Highest first: the highest won card is drawn first again.
    Descending,
    /// Lowest first.
    Ascending,
    /// A uniformly random order.
    Shuffled,
}

impl fmt::Display for Order {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Order::Descending => "descending",
            Order::Ascending => "ascending",
            Order::Shuffled => "shuffled",
        })
    }
}

/// A mixed strategy: the probability of each [`Order`]. The probabilities sum to 1.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct WarPolicy {
    /// P(descending).
    pub desc: f64,
    /// P(ascending).
    pub asc: f64,
    /// P(shuffled).
    pub shuffled: f64,
}

/// The three real parameters (A, B, C) of the thesis: weights e^A, e^B, e^C of descending,
/// ascending and shuffled. All zero is the initial strategy (⅓ each).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct WarStrategy(pub [f64; 3]);

impl WarStrategy {
    /// The policy the parameters stand for (a numerically stable softmax).
    pub fn policy(&self) -> WarPolicy {
        let m = self.0.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
        let w: Vec<f64> = self.0.iter().map(|a| (a - m).exp()).collect();
        let s: f64 = w.iter().sum();
        WarPolicy {
            desc: w[0] / s,
            asc: w[1] / s,
            shuffled: w[2] / s,
        }
    }
}

/// A strategy that cannot be parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StrategyError(pub String);

impl fmt::Display for StrategyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for StrategyError {}

/// Parses `n` comma-separated finite reals.
pub(crate) fn parse_params(text: &str, n: usize) -> Result<Vec<f64>, StrategyError> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    if parts.len() != n {
        return Err(StrategyError(format!(
            "{text:?}: expected a name or {n} comma-separated numbers, found {} value(s)",
            parts.len()
        )));
    }
    parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            crate::text::read_real(p)
                .map_err(|why| StrategyError(format!("{text:?}: parameter {}: {why}", i + 1)))
        })
        .collect()
}

impl WarPolicy {
    /// Always descending.
    pub const DESC: WarPolicy = WarPolicy {
        desc: 1.0,
        asc: 0.0,
        shuffled: 0.0,
    };
    /// Always ascending.
    pub const ASC: WarPolicy = WarPolicy {
        desc: 0.0,
        asc: 1.0,
        shuffled: 0.0,
    };
    /// Always shuffled.
    pub const RAND: WarPolicy = WarPolicy {
        desc: 0.0,
        asc: 0.0,
        shuffled: 1.0,
    };
    /// The initial strategy: ⅓ each (parameters all zero).
    pub const ZERO: WarPolicy = WarPolicy {
        desc: 1.0 / 3.0,
        asc: 1.0 / 3.0,
        shuffled: 1.0 / 3.0,
    };

    /// The named strategies: `desc`, `asc`, `rand`, `zero`.
    pub const NAMES: [&'static str; 4] = ["desc", "asc", "rand", "zero"];

    /// A named strategy, or three comma-separated parameters `A,B,C` (see [`WarStrategy`]).
    pub fn parse(text: &str) -> Result<WarPolicy, StrategyError> {
        match text.trim() {
            "desc" => Ok(WarPolicy::DESC),
            "asc" => Ok(WarPolicy::ASC),
            "rand" => Ok(WarPolicy::RAND),
            "zero" => Ok(WarPolicy::ZERO),
            other if other.contains(',') || crate::text::read_real(other).is_ok() => {
                let p = parse_params(other, 3)?;
                Ok(WarStrategy([p[0], p[1], p[2]]).policy())
            }
            other => Err(StrategyError(format!(
                "{other:?} is not a War strategy: use {} or three numbers A,B,C",
                WarPolicy::NAMES.join(", ")
            ))),
        }
    }

    /// The sampler of this policy (thresholds on 32-bit draws; no draw for a pure policy).
    pub fn sampler(&self) -> OrderSampler {
        let scale = 4_294_967_296.0;
        let total = self.desc + self.asc + self.shuffled;
        let (d, a) = (self.desc / total, self.asc / total);
        if d >= 1.0 {
            OrderSampler::Pure(Order::Descending)
        } else if a >= 1.0 {
            OrderSampler::Pure(Order::Ascending)
        } else if d + a <= 0.0 {
            OrderSampler::Pure(Order::Shuffled)
        } else {
            let t1 = (d * scale) as u64;
            let t2 = ((d + a) * scale) as u64;
            OrderSampler::Mixed(t1, t2)
        }
    }
}

/// Draws an [`Order`] from a [`WarPolicy`] with one 32-bit draw (none when pure).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OrderSampler {
    /// Always this order; consumes no randomness.
    Pure(Order),
    /// Descending below the first threshold, ascending below the second, else shuffled.
    Mixed(u64, u64),
}

impl OrderSampler {
    /// One order.
    #[inline]
    pub fn sample(&self, rng: &mut GameRng) -> Order {
        match *self {
            OrderSampler::Pure(o) => o,
            OrderSampler::Mixed(t1, t2) => {
                let r = u64::from(rng.next_u32());
                if r < t1 {
                    Order::Descending
                } else if r < t2 {
                    Order::Ascending
                } else {
                    Order::Shuffled
                }
            }
        }
    }
}

/// How a game of War ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WarOutcome {
    /// Player 1 won.
    P1,
    /// Player 2 won.
    P2,
    /// A draw (both short of war cards, or the cap).
    Draw,
}

impl WarOutcome {
    /// Player 1's score: 1, 0 or ½.
    pub fn p1_score(self) -> f64 {
        match self {
            WarOutcome::P1 => 1.0,
            WarOutcome::P2 => 0.0,
            WarOutcome::Draw => 0.5,
        }
    }
}

/// The result of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct WarResult {
    /// Who won.
    pub outcome: WarOutcome,
    /// Battles played (a battle is one round, its wars included).
    pub battles: u32,
    /// Whether the game reached the cap.
    pub capped: bool,
}

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
    fn pop(&mut self) -> u8 {
        debug_assert!(self.len > 0);
        let c = self.cards[self.head & 63];
        self.head = (self.head + 1) & 63;
        self.len -= 1;
        c
    }

    #[inline]
    fn push(&mut self, card: u8) {
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
struct Table {
    cards: [u8; CARDS],
    len: usize,
}

impl PartialEq for Table {
    fn eq(&self, other: &Table) -> bool {
        self.cards[..self.len] == other.cards[..other.len]
    }
}

impl Eq for Table {}

impl Table {
    const EMPTY: Table = Table {
        cards: [0; CARDS],
        len: 0,
    };

    #[inline]
    fn push(&mut self, c: u8) {
        self.cards[self.len] = c;
        self.len += 1;
    }

    #[inline]
    fn slice(&mut self) -> &mut [u8] {
        &mut self.cards[..self.len]
    }
}

/// Where a battle stands after flipping cards.
enum Flip {
    /// This player (0 or 1) won the table.
    Won(usize),
    /// The game ended during the war.
    Over(WarOutcome),
}

/// Plays the cards of one battle (its wars included) onto the table.
#[inline]
fn flip(rules: &WarRules, piles: &mut [Pile; 2], table: &mut Table) -> Flip {
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
fn war(rules: &WarRules, piles: &mut [Pile; 2], table: &mut Table) -> Flip {
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
fn sort_desc(cards: &mut [u8]) {
    if let [a, b] = cards {
        (*a, *b) = ((*a).max(*b), (*a).min(*b));
    } else {
        cards.sort_unstable_by(|a, b| b.cmp(a));
    }
}

#[inline]
fn sort_asc(cards: &mut [u8]) {
    if let [a, b] = cards {
        (*a, *b) = ((*a).min(*b), (*a).max(*b));
    } else {
        cards.sort_unstable();
    }
}

/// The deck before shuffling: four cards of each rank.
fn fresh_deck() -> [u8; CARDS] {
    let mut deck = [0u8; CARDS];
    for (i, c) in deck.iter_mut().enumerate() {
        *c = (i / 4) as u8;
    }
    deck
}

/// Splits a shuffled deck: the first 26 cards (top first) to player 1, the rest to player 2.
fn deal(deck: &[u8; CARDS]) -> [Pile; 2] {
    let mut piles = [Pile::default(), Pile::default()];
    for (i, &c) in deck.iter().enumerate() {
        piles[i / 26].push(c);
    }
    piles
}

/// The fast simulator: one game between policies `p1` and `p2` under `rules`. The rules must
/// be valid ([`WarRules::validate`]). Uses `rng` for the deal (a Fisher–Yates shuffle), the
/// mixed policies' choices and the shuffled orders.
pub fn play(
    rules: &WarRules,
    p1: &OrderSampler,
    p2: &OrderSampler,
    rng: &mut GameRng,
) -> WarResult {
    let mut deck = fresh_deck();
    for i in (1..CARDS).rev() {
        let j = below(rng, i as u32 + 1) as usize;
        deck.swap(i, j);
    }
    let mut piles = deal(&deck);
    let samplers = [p1, p2];
    let mut battles = 0u32;
    let mut table = Table::EMPTY;
    loop {
        battles += 1;
        // Both piles hold cards here (an empty pile ends the game below).
        let a = piles[0].pop();
        let b = piles[1].pop();
        if a != b {
            // The common battle without a war, kept in registers: descending and ascending
            // differ only in which card goes first; the random draws are those of the general
            // path below (one order draw, one swap draw when shuffled).
            let w = usize::from(b > a);
            if piles[1 - w].is_empty() {
                return WarResult {
                    outcome: if w == 0 {
                        WarOutcome::P1
                    } else {
                        WarOutcome::P2
                    },
                    battles,
                    capped: false,
                };
            }
            let first = match samplers[w].sample(rng) {
                Order::Descending => a.max(b),
                Order::Ascending => a.min(b),
                Order::Shuffled => {
                    if below(rng, 2) == 0 {
                        b
                    } else {
                        a
                    }
                }
            };
            piles[w].push(first);
            piles[w].push(a ^ b ^ first);
            if battles >= rules.cap {
                return WarResult {
                    outcome: capped_outcome(rules, &piles),
                    battles,
                    capped: true,
                };
            }
            continue;
        }
        table.len = 0;
        table.push(a);
        table.push(b);
        let w = match war(rules, &mut piles, &mut table) {
            Flip::Over(outcome) => {
                return WarResult {
                    outcome,
                    battles,
                    capped: false,
                }
            }
            Flip::Won(w) => w,
        };
        if piles[1 - w].is_empty() {
            return WarResult {
                outcome: if w == 0 {
                    WarOutcome::P1
                } else {
                    WarOutcome::P2
                },
                battles,
                capped: false,
            };
        }
        let cards = table.slice();
        match samplers[w].sample(rng) {
            Order::Descending => sort_desc(cards),
            Order::Ascending => sort_asc(cards),
            Order::Shuffled => {
                for i in (1..cards.len()).rev() {
                    let j = below(rng, i as u32 + 1) as usize;
                    cards.swap(i, j);
                }
            }
        }
        if let [a, b] = *cards {
            piles[w].push(a);
            piles[w].push(b);
        } else {
            for &c in cards.iter() {
                piles[w].push(c);
            }
        }
        if battles >= rules.cap {
            return WarResult {
                outcome: capped_outcome(rules, &piles),
                battles,
                capped: true,
            };
        }
    }
}

fn capped_outcome(rules: &WarRules, piles: &[Pile; 2]) -> WarOutcome {
    match rules.at_cap {
        AtCap::Draw => WarOutcome::Draw,
        AtCap::MoreCards => match piles[0].len().cmp(&piles[1].len()) {
            std::cmp::Ordering::Greater => WarOutcome::P1,
            std::cmp::Ordering::Less => WarOutcome::P2,
            std::cmp::Ordering::Equal => WarOutcome::Draw,
        },
    }
}

/// Totals of a match between two policies.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct WarTally {
    /// Games played.
    pub games: u64,
    /// Games player 1 won.
    pub p1_wins: u64,
    /// Drawn games (capped games included when they are draws).
    pub draws: u64,
    /// Games that reached the cap.
    pub capped: u64,
    /// Battles in all games.
    pub battles: u64,
}

impl WarTally {
    /// Adds one game.
    pub fn add(&mut self, r: &WarResult) {
        self.games += 1;
        self.p1_wins += u64::from(r.outcome == WarOutcome::P1);
        self.draws += u64::from(r.outcome == WarOutcome::Draw);
        self.capped += u64::from(r.capped);
        self.battles += u64::from(r.battles);
    }

    /// Merges another tally (e.g. from another thread).
    pub fn merge(&mut self, o: &WarTally) {
        self.games += o.games;
        self.p1_wins += o.p1_wins;
        self.draws += o.draws;
        self.capped += o.capped;
        self.battles += o.battles;
    }

    /// Player 1's mean score (draws count ½).
    pub fn p1_score(&self) -> f64 {
        (self.p1_wins as f64 + 0.5 * self.draws as f64) / self.games.max(1) as f64
    }

    /// Mean battles per game.
    pub fn mean_battles(&self) -> f64 {
        self.battles as f64 / self.games.max(1) as f64
    }
}

/// Plays `games` games with player 1 always in seat 1, from `seed`'s single stream.
pub fn play_match(
    rules: &WarRules,
    p1: &WarPolicy,
    p2: &WarPolicy,
    games: u64,
    rng: &mut GameRng,
) -> WarTally {
    let (s1, s2) = (p1.sampler(), p2.sampler());
    let mut tally = WarTally::default();
    for _ in 0..games {
        tally.add(&play(rules, &s1, &s2, rng));
    }
    tally
}

/// An action of [`WarState`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum WarAction {
    /// Chance: pick position `j` among the cards still to be placed (the deal's and the
    /// shuffled order's Fisher–Yates steps), each with equal probability.
    Pick(u8),
    /// The battle's winner orders the won cards.
    Order(Order),
}

impl fmt::Display for WarAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WarAction::Pick(j) => write!(f, "pick {j}"),
            WarAction::Order(o) => write!(f, "{o}"),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Phase {
    /// Fisher–Yates step at position `i` of the deck (51 down to 1).
    Dealing(usize),
    /// The winner (0 or 1) chooses an order.
    Choosing(usize),
    /// Fisher–Yates step at position `i` of the table, for the winner.
    Shuffling(usize, usize),
    /// Over.
    Over(WarResult),
}

/// War as a [`State`]: chance deals and shuffles, the battle's winner chooses the order.
/// Battles are resolved inside [`State::apply`], so every turn is a chance step or a choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WarState {
    rules: WarRules,
    deck: [u8; CARDS],
    piles: [Pile; 2],
    table: Table,
    battles: u32,
    phase: Phase,
}

impl WarState {
    /// A game before the deal.
    ///
    /// # Panics
    /// If the rules are invalid.
    pub fn new(rules: WarRules) -> Self {
        rules.validate().expect("valid War rules");
        WarState {
            rules,
            deck: fresh_deck(),
            piles: [Pile::default(), Pile::default()],
            table: Table::EMPTY,
            battles: 0,
            phase: Phase::Dealing(CARDS - 1),
        }
    }

    /// Every card in the game: undealt deck, piles and table. Always 52.
    pub fn card_count(&self) -> usize {
        match self.phase {
            Phase::Dealing(_) => CARDS,
            _ => self.piles[0].len() + self.piles[1].len() + self.table.len,
        }
    }

    /// The cards of each rank in play (piles, table and undealt deck): always 4 each.
    pub fn rank_counts(&self) -> [u8; RANKS as usize] {
        let mut counts = [0u8; RANKS as usize];
        let cards: Vec<u8> = match self.phase {
            Phase::Dealing(_) => self.deck.to_vec(),
            _ => {
                let mut v = self.piles[0].ranks();
                v.extend(self.piles[1].ranks());
                v.extend_from_slice(&self.table.cards[..self.table.len]);
                v
            }
        };
        for c in cards {
            counts[usize::from(c)] += 1;
        }
        counts
    }

    /// The piles (top first), for display.
    pub fn piles(&self) -> [Vec<u8>; 2] {
        [self.piles[0].ranks(), self.piles[1].ranks()]
    }

    /// The result once the game is over.
    pub fn result(&self) -> Option<WarResult> {
        match self.phase {
            Phase::Over(r) => Some(r),
            _ => None,
        }
    }

    /// Plays the next battle; stops at the winner's choice or at the end.
    fn next_battle(&mut self) {
        if self.battles >= self.rules.cap {
            self.phase = Phase::Over(WarResult {
                outcome: capped_outcome(&self.rules, &self.piles),
                battles: self.battles,
                capped: true,
            });
            return;
        }
        self.battles += 1;
        self.table.len = 0;
        match flip(&self.rules, &mut self.piles, &mut self.table) {
            Flip::Over(outcome) => {
                self.phase = Phase::Over(WarResult {
                    outcome,
                    battles: self.battles,
                    capped: false,
                })
            }
            Flip::Won(w) => {
                if self.piles[1 - w].is_empty() {
                    self.collect(w);
                    self.phase = Phase::Over(WarResult {
                        outcome: if w == 0 {
                            WarOutcome::P1
                        } else {
                            WarOutcome::P2
                        },
                        battles: self.battles,
                        capped: false,
                    });
                } else {
                    self.phase = Phase::Choosing(w);
                }
            }
        }
    }

    fn collect(&mut self, w: usize) {
        for i in 0..self.table.len {
            self.piles[w].push(self.table.cards[i]);
        }
        self.table.len = 0;
    }
}

impl State for WarState {
    type Action = WarAction;

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::Dealing(_) | Phase::Shuffling(..) => Turn::Chance,
            Phase::Choosing(w) => Turn::Player(Player(w as u8)),
            Phase::Over(_) => Turn::Terminal,
        }
    }

    fn legal_actions(&self, out: &mut Vec<WarAction>) {
        out.clear();
        match self.phase {
            Phase::Dealing(i) | Phase::Shuffling(_, i) => {
                out.extend((0..=i).map(|j| WarAction::Pick(j as u8)))
            }
            Phase::Choosing(_) => out.extend(
                [Order::Descending, Order::Ascending, Order::Shuffled].map(WarAction::Order),
            ),
            Phase::Over(_) => {}
        }
    }

    fn apply(&mut self, action: WarAction) {
        match (self.phase, action) {
            (Phase::Dealing(i), WarAction::Pick(j)) => {
                self.deck.swap(i, usize::from(j));
                if i > 1 {
                    self.phase = Phase::Dealing(i - 1);
                } else {
                    self.piles = deal(&self.deck);
                    // The deal is not kept: it would reveal both piles to anyone holding a
                    // determinized state, and nothing later needs it.
                    self.deck = fresh_deck();
                    self.next_battle();
                }
            }
            (Phase::Choosing(w), WarAction::Order(order)) => {
                let cards = self.table.slice();
                match order {
                    Order::Descending => sort_desc(cards),
                    Order::Ascending => sort_asc(cards),
                    Order::Shuffled => {}
                }
                if order == Order::Shuffled && self.table.len > 1 {
                    self.phase = Phase::Shuffling(w, self.table.len - 1);
                } else {
                    self.collect(w);
                    self.next_battle();
                }
            }
            (Phase::Shuffling(w, i), WarAction::Pick(j)) => {
                self.table.cards.swap(i, usize::from(j));
                if i > 1 {
                    self.phase = Phase::Shuffling(w, i - 1);
                } else {
                    self.collect(w);
                    self.next_battle();
                }
            }
            (phase, action) => panic!("{action:?} is not legal in phase {phase:?}"),
        }
    }

    fn returns(&self) -> ByPlayer<f64> {
        let r = match self.phase {
            Phase::Over(r) => match r.outcome {
                WarOutcome::P1 => 1.0,
                WarOutcome::P2 => -1.0,
                WarOutcome::Draw => 0.0,
            },
            _ => 0.0,
        };
        ByPlayer(vec![r, -r])
    }

    fn chance_outcomes(&self, out: &mut Vec<(WarAction, f64)>) {
        out.clear();
        if let Phase::Dealing(i) | Phase::Shuffling(_, i) = self.phase {
            let p = 1.0 / (i + 1) as f64;
            out.extend((0..=i).map(|j| (WarAction::Pick(j as u8), p)));
        }
    }

    /// One 32-bit uniform index, exactly as the fast simulator draws it.
    fn sample_chance(&self, rng: &mut GameRng) -> WarAction {
        match self.phase {
            Phase::Dealing(i) | Phase::Shuffling(_, i) => {
                WarAction::Pick(below(rng, i as u32 + 1) as u8)
            }
            _ => panic!("sample_chance at a state without chance outcomes"),
        }
    }
}

impl ZeroSumTwoPlayer for WarState {}

/// What a player of War sees: how far the deal is, the size of each pile, the cards on the
/// table (face up to both when the winner gathers them), the battle count and the result.
/// The order of the piles is hidden from both players.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct WarObservation {
    phase: Phase,
    pile_sizes: [usize; 2],
    table: Vec<u8>,
    battles: u32,
}

/// War hides the order of both piles from both players (the deal is unseen). The observation
/// is the present position, not a memory of every card seen: a player with perfect recall could
/// know more about his own pile than [`WarObservation`] says, so determinizations, uniform over
/// arrangements of the unseen cards, are what a forgetful player may assume. The policies of
/// the optimisation lab do not look at the state at all, so this matters only to bots written
/// against [`crate::game::ObservingBot`].
impl Hidden for WarState {
    type Observation = WarObservation;

    fn observation(&self, _observer: Player) -> WarObservation {
        let mut table = self.table;
        WarObservation {
            phase: self.phase,
            pile_sizes: [self.piles[0].len(), self.piles[1].len()],
            table: table.slice().to_vec(),
            battles: self.battles,
        }
    }

    fn hidden_from(&self, _observer: Player) -> bool {
        match self.phase {
            Phase::Dealing(i) => i + 1 < CARDS,
            _ => {
                let mut ranks = self.piles[0].ranks();
                ranks.extend(self.piles[1].ranks());
                ranks.iter().any(|&r| r != ranks[0])
            }
        }
    }

    /// While dealing: the deal's chance steps so far replayed with fresh picks. Afterwards: the
    /// cards of both piles shuffled uniformly and dealt back into piles of the same sizes.
    fn determinize(&self, _observer: Player, rng: &mut GameRng) -> WarState {
        let mut state = self.clone();
        match self.phase {
            Phase::Dealing(i) => {
                state.deck = fresh_deck();
                for k in (i + 1..CARDS).rev() {
                    let j = below(rng, k as u32 + 1) as usize;
                    state.deck.swap(k, j);
                }
            }
            _ => {
                let mut cards = self.piles[0].ranks();
                cards.extend(self.piles[1].ranks());
                for k in (1..cards.len()).rev() {
                    let j = below(rng, k as u32 + 1) as usize;
                    cards.swap(k, j);
                }
                let first = self.piles[0].len();
                state.piles = [Pile::default(), Pile::default()];
                for (i, &c) in cards.iter().enumerate() {
                    state.piles[usize::from(i >= first)].push(c);
                }
            }
        }
        state
    }
}

/// Plays a [`WarState`] to the end with one generator for chance and both policies, in the
/// fast simulator's order: gives exactly [`play`]'s result for the same generator state.
pub fn play_state(
    rules: &WarRules,
    p1: &OrderSampler,
    p2: &OrderSampler,
    rng: &mut GameRng,
) -> WarResult {
    let mut state = WarState::new(*rules);
    let samplers = [p1, p2];
    loop {
        match state.turn() {
            Turn::Terminal => return state.result().expect("terminal"),
            Turn::Chance => {
                let a = state.sample_chance(rng);
                state.apply(a);
            }
            Turn::Player(p) => {
                let o = samplers[p.index()].sample(rng);
                state.apply(WarAction::Order(o));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_checks_agree_with_validate_at_the_limits() {
        for (face_down, ok) in [(0, true), (10, true), (11, false), (255, false)] {
            assert_eq!(WarRules::check_face_down(face_down).is_ok(), ok);
            let rules = WarRules {
                face_down,
                ..WarRules::default()
            };
            assert_eq!(rules.validate().is_ok(), ok);
        }
        for (cap, ok) in [(0, false), (1, true), (1_000_000, true), (1_000_001, false)] {
            assert_eq!(WarRules::check_cap(cap).is_ok(), ok);
            let rules = WarRules {
                cap,
                ..WarRules::default()
            };
            assert_eq!(rules.validate().is_ok(), ok);
        }
        assert_eq!(
            WarRules::check_cap(0).unwrap_err().to_string(),
            WarRules {
                cap: 0,
                ..WarRules::default()
            }
            .validate()
            .unwrap_err()
            .to_string()
        );
    }
    use crate::rng::Seed;

    #[test]
    fn state_and_fast_simulator_agree_exactly() {
        for rules in [
            WarRules::default(),
            WarRules {
                face_down: 3,
                short_war: ShortWar::PlaysLastCard,
                cap: 300,
                at_cap: AtCap::MoreCards,
            },
        ] {
            for (a, b) in [
                (WarPolicy::ZERO, WarPolicy::DESC),
                (WarPolicy::RAND, WarPolicy::ASC),
            ] {
                let (sa, sb) = (a.sampler(), b.sampler());
                for g in 0..40 {
                    let mut r1 = Seed(5).derive(g).rng();
                    let mut r2 = Seed(5).derive(g).rng();
                    assert_eq!(
                        play(&rules, &sa, &sb, &mut r1),
                        play_state(&rules, &sa, &sb, &mut r2)
                    );
                    assert_eq!(r1.next_u32(), r2.next_u32());
                }
            }
        }
    }

    #[test]
    fn names_and_parameters_parse() {
        assert_eq!(WarPolicy::parse("desc").unwrap(), WarPolicy::DESC);
        let p = WarPolicy::parse("0,0,0").unwrap();
        assert!((p.desc - 1.0 / 3.0).abs() < 1e-12);
        assert!(WarPolicy::parse("1,2").unwrap_err().0.contains("3"));
        assert!(WarPolicy::parse("bogus").is_err());
        assert!(WarPolicy::parse("1,x,2")
            .unwrap_err()
            .0
            .contains("parameter 2"));
    }
}
