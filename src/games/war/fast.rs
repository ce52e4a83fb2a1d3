//! The fast simulator: whole games between two policies with no allocation and no trait
//! objects, and matches of many games summed in a [`WarTally`]. It draws from the generator in
//! exactly the order the `State` version's chance steps do, so both give the same games.

use serde::{Deserialize, Serialize};

use super::cards::{capped_outcome, deal, fresh_deck, sort_asc, sort_desc, war, Flip, Table};
use super::{Order, OrderSampler, WarOutcome, WarPolicy, WarResult, WarRules};
use crate::rng::{below, shuffle, GameRng, Seed};

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
    shuffle(&mut deck, rng);
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
            Order::Shuffled => shuffle(cards, rng),
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

/// Plays `games` games with player 1 always in seat 1, from `seed`'s single stream: game `g`
/// starts where game `g − 1` left the stream, so it depends on every game before it (see
/// [`play_seeded`] for games that do not).
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

/// Game `game` of a match seeded per game: dealt and played from `seed.derive(game)` alone, so
/// it is the same game whoever plays it and whatever was played before it (the games of
/// [`play_match`] share one stream instead). A match cut in shards plays its games this way.
pub fn play_seeded(
    rules: &WarRules,
    p1: &OrderSampler,
    p2: &OrderSampler,
    seed: Seed,
    game: u64,
) -> WarResult {
    play(rules, p1, p2, &mut seed.derive(game).rng())
}

/// The games `games` (indices into the whole match) of a match seeded per game
/// ([`play_seeded`]), summed; player 1 always in seat 1.
pub fn play_match_seeded(
    rules: &WarRules,
    p1: &WarPolicy,
    p2: &WarPolicy,
    games: std::ops::Range<u64>,
    seed: Seed,
) -> WarTally {
    let (s1, s2) = (p1.sampler(), p2.sampler());
    let mut tally = WarTally::default();
    for g in games {
        tally.add(&play_seeded(rules, &s1, &s2, seed, g));
    }
    tally
}
