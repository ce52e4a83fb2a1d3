//! A fast simulator of rounds between random agents: the same rules as [`super::Round`] on
//! fixed arrays (no allocation, no observations, no log), for statistics and the benchmark.
//!
//! It consumes one random stream exactly as [`super::Round::deal`] followed by a random agent
//! that draws `below(len)` over the distinct legal plays (in [`super::Round`]'s order, the
//! Princess dropped), so a test replays the same rounds through the full engine and checks
//! every outcome is identical.

use super::Card;
use crate::rng::{below, shuffle, GameRng};

/// How a simulated round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FastRound {
    /// Winning seats as a bit set.
    pub winners: u8,
    /// Ended by the empty deck.
    pub showdown: bool,
    /// A showdown whose highest hands tied.
    pub tiebreak: bool,
    /// Turns played.
    pub turns: u32,
    /// Cards played, per value.
    pub plays: [u32; 9],
}

#[derive(Clone, Copy)]
struct P {
    card: u8,
    target: u8, // 255: none
    guess: u8,
}

/// One round between random agents, `players` seats, `first` to move, all randomness from
/// `rng` (the deal, then each choice).
pub fn random_round(players: usize, first: usize, rng: &mut GameRng) -> FastRound {
    let n = players;
    let mut deck = [0u8; 16];
    let mut k = 0;
    for c in Card::ALL {
        for _ in 0..c.count() {
            deck[k] = c.value();
            k += 1;
        }
    }
    shuffle(&mut deck, rng);
    let mut len = 16usize;
    let pop = |len: &mut usize| {
        *len -= 1;
        deck[*len]
    };
    let mut set_aside = pop(&mut len);
    if n == 2 {
        len -= 3;
    }
    let mut hand = [[0u8; 2]; 4];
    for s in 0..n {
        let seat = (first + s) % n;
        hand[seat][0] = pop(&mut len);
    }
    hand[first][1] = pop(&mut len);
    let (mut alive, mut protected) = ([false; 4], [false; 4]);
    alive[..n].fill(true);
    let mut sums = [0u32; 4];
    let mut out = FastRound {
        winners: 0,
        showdown: false,
        tiebreak: false,
        turns: 0,
        plays: [0; 9],
    };
    let mut me = first;
    let mut plays = [P {
        card: 0,
        target: 255,
        guess: 0,
    }; 64];
    loop {
        // The distinct legal plays in the engine's order, the Princess dropped.
        let (a, b) = (hand[me][0].min(hand[me][1]), hand[me][0].max(hand[me][1]));
        let forced = (a == 5 || a == 6) && b == 7;
        let cards: &[u8] = if forced {
            &[7]
        } else if a == b {
            &hand[me][..1]
        } else {
            &[a, b][..]
        };
        let cards: [u8; 2] = if cards.len() == 1 {
            [cards[0], 0]
        } else {
            [a, b]
        };
        let mut m = 0;
        for &card in cards.iter().filter(|&&c| c != 0 && c != 8) {
            let mut targets = [0u8; 4];
            let mut t = 0;
            for s in 0..n {
                if s != me && alive[s] && !protected[s] {
                    targets[t] = s as u8;
                    t += 1;
                }
            }
            match card {
                1 | 2 | 3 | 6 => {
                    if t == 0 {
                        plays[m] = P {
                            card,
                            target: 255,
                            guess: 0,
                        };
                        m += 1;
                    }
                    for &tg in &targets[..t] {
                        if card == 1 {
                            for g in 2..=8 {
                                plays[m] = P {
                                    card,
                                    target: tg,
                                    guess: g,
                                };
                                m += 1;
                            }
                        } else {
                            plays[m] = P {
                                card,
                                target: tg,
                                guess: 0,
                            };
                            m += 1;
                        }
                    }
                }
                5 => {
                    let mut all = [0u8; 4];
                    all[..t].copy_from_slice(&targets[..t]);
                    all[t] = me as u8;
                    all[..=t].sort_unstable();
                    for &tg in &all[..=t] {
                        plays[m] = P {
                            card,
                            target: tg,
                            guess: 0,
                        };
                        m += 1;
                    }
                }
                _ => {
                    plays[m] = P {
                        card,
                        target: 255,
                        guess: 0,
                    };
                    m += 1;
                }
            }
        }
        let play = if m == 0 {
            // Only the Princess (never happens with one Princess in the deck).
            P {
                card: 8,
                target: 255,
                guess: 0,
            }
        } else {
            plays[below(rng, m as u32) as usize]
        };
        // Apply.
        let keep = if hand[me][0] == play.card {
            hand[me][1]
        } else {
            hand[me][0]
        };
        hand[me][0] = keep;
        sums[me] += u32::from(play.card);
        out.plays[play.card as usize] += 1;
        out.turns += 1;
        protected[me] = false;
        let knock = |s: usize, alive: &mut [bool; 4], sums: &mut [u32; 4], hand: &[[u8; 2]; 4]| {
            alive[s] = false;
            sums[s] += u32::from(hand[s][0]);
        };
        let t = usize::from(play.target);
        match (play.card, play.target != 255) {
            (1, true) if hand[t][0] == play.guess => knock(t, &mut alive, &mut sums, &hand),
            (3, true) => {
                let (x, y) = (hand[me][0], hand[t][0]);
                if x < y {
                    knock(me, &mut alive, &mut sums, &hand);
                } else if y < x {
                    knock(t, &mut alive, &mut sums, &hand);
                }
            }
            (4, _) => protected[me] = true,
            (5, true) => {
                let c = hand[t][0];
                sums[t] += u32::from(c);
                if c == 8 {
                    alive[t] = false;
                } else if len > 0 {
                    hand[t][0] = pop(&mut len);
                } else {
                    hand[t][0] = set_aside;
                    set_aside = 0;
                }
            }
            (6, true) => {
                let x = hand[me][0];
                hand[me][0] = hand[t][0];
                hand[t][0] = x;
            }
            (8, _) => knock(me, &mut alive, &mut sums, &hand),
            _ => {}
        }
        // Advance.
        let left = (0..n).filter(|&s| alive[s]).count();
        if left == 1 {
            out.winners = (0..n).filter(|&s| alive[s]).fold(0, |w, s| w | 1 << s);
            return out;
        }
        if len == 0 {
            let best = (0..n)
                .filter(|&s| alive[s])
                .map(|s| hand[s][0])
                .max()
                .unwrap_or(0);
            let top: Vec<usize> = (0..n).filter(|&s| alive[s] && hand[s][0] == best).collect();
            out.showdown = true;
            out.tiebreak = top.len() > 1;
            let best_sum = top.iter().map(|&s| sums[s]).max().unwrap_or(0);
            out.winners = top
                .into_iter()
                .filter(|&s| sums[s] == best_sum)
                .fold(0, |w, s| w | 1 << s);
            return out;
        }
        let mut next = (me + 1) % n;
        while !alive[next] {
            next = (next + 1) % n;
        }
        me = next;
        protected[me] = false;
        hand[me][1] = pop(&mut len);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{State, Turn};
    use crate::games::love_letter::{Ending, Play, Round};
    use crate::rng::Seed;

    /// The full engine driven by one stream the way [`random_round`] draws.
    fn engine_round(players: usize, first: usize, rng: &mut GameRng) -> FastRound {
        let mut r = Round::deal(players, first, rng);
        let mut legal: Vec<Play> = Vec::new();
        while let Turn::Player(_) = r.turn() {
            r.legal_actions(&mut legal);
            legal.retain(|p| p.card != Card::Princess);
            let play = legal[below(rng, legal.len() as u32) as usize];
            r.apply(play);
        }
        let mut plays = [0u32; 9];
        for c in Card::ALL {
            plays[usize::from(c.value())] = r.plays_of(c);
        }
        FastRound {
            winners: r.winners().iter().fold(0, |w, &s| w | 1 << s),
            showdown: matches!(r.ending(), Some(Ending::Showdown { .. })),
            tiebreak: matches!(r.ending(), Some(Ending::Showdown { tiebreak: true })),
            turns: r.turns(),
            plays,
        }
    }

    #[test]
    fn the_fast_simulator_plays_the_engines_rounds_exactly() {
        for players in 2..=4 {
            for i in 0..20_000u64 {
                let seed = Seed(i).derive(players as u64);
                let first = (i as usize) % players;
                let fast = random_round(players, first, &mut seed.rng());
                let slow = engine_round(players, first, &mut seed.rng());
                assert_eq!(fast, slow, "{players} players, round {i}");
            }
        }
    }
}
