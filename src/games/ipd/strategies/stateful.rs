//! Rules that keep counters or modes between moves: Gradual's punishments, Grumpy's mood,
//! Adaptive's running scores, Second by Tester's switch to Tit For Tat and Calculator's
//! verdict on a cyclic opponent.
//!
//! Each transcribes the library's `strategy` method and its attributes, updated in the same
//! order (Adaptive scores the last round before it decides; Calculator judges the opponent's
//! first 20 moves on turn 20, counted from 0).

use super::History;
use crate::games::ipd::game::Move::{self, C, D};
use crate::games::ipd::game::Payoffs;
use crate::rng::GameRng;

/// Gradual's counters: defections still owed and calming cooperations to come.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Gradual {
    punish: u32,
    calm: u32,
}

impl Gradual {
    /// Gradual's move (the library's `Gradual`, the CRISTAL-SMAC version).
    #[inline]
    pub fn decide(&mut self, opp: &History) -> Move {
        if opp.is_empty() {
            return C;
        }
        if self.punish > 0 {
            self.punish -= 1;
            return D;
        }
        if self.calm > 0 {
            self.calm -= 1;
            return C;
        }
        if opp.last() == Some(D) {
            self.punish = opp.defections() - 1;
            self.calm = 2;
            return D;
        }
        C
    }
}

/// Grumpy's move: grumpy once the opponent's defections minus cooperations exceed 10, nice
/// again once they fall below −10.
#[inline]
pub fn grumpy(grumpy: &mut bool, opp: &History) -> Move {
    let grumpiness = i64::from(opp.defections()) - i64::from(opp.cooperations());
    if !*grumpy {
        if grumpiness > 10 {
            *grumpy = true;
            return D;
        }
        C
    } else {
        if grumpiness < -10 {
            *grumpy = false;
            return C;
        }
        D
    }
}

/// Adaptive's running totals: what its cooperations and its defections have earned.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Adaptive {
    payoffs: Payoffs,
    cooperating: f64,
    defecting: f64,
}

/// Adaptive's opening: six cooperations, then five defections.
const ADAPTIVE_OPENING: [Move; 11] = [C, C, C, C, C, C, D, D, D, D, D];

impl Adaptive {
    /// Adaptive with nothing earned yet.
    pub fn new(payoffs: Payoffs) -> Adaptive {
        Adaptive {
            payoffs,
            cooperating: 0.0,
            defecting: 0.0,
        }
    }

    /// Adaptive's move: scores the last round, plays the opening, then the move that has
    /// earned strictly more (defection on a tie).
    #[inline]
    pub fn decide(&mut self, me: &History, opp: &History) -> Move {
        if let (Some(a), Some(b)) = (me.last(), opp.last()) {
            let earned = self.payoffs.payoff(a, b);
            match a {
                C => self.cooperating += earned,
                D => self.defecting += earned,
            }
        }
        match ADAPTIVE_OPENING.get(me.len()) {
            Some(&m) => m,
            None => Move::cooperate_if(self.cooperating > self.defecting),
        }
    }
}

/// Second by Tester's move: D first; once the opponent defects, C once and Tit For Tat for
/// ever; until then C, C after the first move and then the opposite of its own last move.
#[inline]
pub fn tester(tft: &mut bool, me: &History, opp: &History) -> Move {
    let Some(last) = opp.last() else {
        return D;
    };
    if *tft {
        return Move::cooperate_if(last != D);
    }
    if last == D {
        *tft = true;
        return C;
    }
    if matches!(me.len(), 1 | 2) {
        return C;
    }
    me.last().map_or(C, Move::flip)
}

/// Calculator's move: First by Joss for turns 0–19 (C after a cooperation with probability
/// 0.9, D after a defection); on turn 20 it decides once whether the opponent's 20 moves are
/// a cycle (the library's `detect_cycle`, cycles of 1 to 10 moves); from then on D for ever
/// against a cycle, else Tit For Tat.
#[inline]
pub fn calculator(cycle: &mut bool, me: &History, opp: &History, rng: &mut GameRng) -> Move {
    let turn = me.len();
    if turn == 20 {
        *cycle = detect_cycle(opp.moves());
    }
    if turn >= 20 {
        if *cycle {
            D
        } else {
            Move::cooperate_if(opp.last() != Some(D))
        }
    } else {
        match opp.last() {
            None => C,
            Some(C) => super::reactive::chance(0.9, rng),
            Some(D) => D,
        }
    }
}

/// Whether `history` repeats its first `i` moves throughout for some `i` in 1–min(len/2, 12)
/// (the library's `detect_cycle` with its defaults).
pub fn detect_cycle(history: &[Move]) -> bool {
    let longest = (history.len() / 2).min(12);
    (1..=longest).any(|i| {
        history
            .iter()
            .enumerate()
            .all(|(j, &m)| m == history[j % i])
    })
}
