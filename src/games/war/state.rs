//! War as a [`State`] with hidden piles ([`Hidden`]) for the conformance harness: the deal and
//! the shuffled orders are chance steps, one per Fisher–Yates position, so that [`play_state`]
//! with one generator plays the fast simulator's games.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::cards::{capped_outcome, deal, flip, fresh_deck, sort_asc, sort_desc, Flip, Table};
use super::{Order, OrderSampler, Pile, WarOutcome, WarResult, WarRules, CARDS, RANKS};
use crate::game::{ByPlayer, Hidden, Player, State, Turn, ZeroSumTwoPlayer};
use crate::rng::{below, shuffle, shuffle_down_to, GameRng};

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
                shuffle_down_to(&mut state.deck, i + 1, rng);
            }
            _ => {
                let mut cards = self.piles[0].ranks();
                cards.extend(self.piles[1].ranks());
                shuffle(&mut cards, rng);
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
/// fast simulator's order: gives exactly [`play`](super::play)'s result for the same generator state.
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
