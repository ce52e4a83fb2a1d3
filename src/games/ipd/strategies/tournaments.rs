//! Entries of Axelrod's tournaments whose rules need more than a line: First by Feld (a
//! decaying cooperation), First by Stein and Rapoport (a χ² test of randomness every 15
//! moves), First by Tideman and Chieruzzi (growing retaliations and fresh starts), and the
//! library's `FinalTransformer((D, D))` that makes three of them defect on the last two turns
//! of a match whose length they were told.

use super::History;
use crate::games::ipd::game::Move::{self, C, D};
use crate::games::ipd::game::Payoffs;
use crate::rng::GameRng;

/// The move on the last two turns of a match of `turns` turns, after `played` moves: D
/// there, else `intended` (the library's `final_sequence` with the sequence D, D).
#[inline]
pub fn final_defections(turns: u32, played: usize, intended: Move) -> Move {
    let turns = turns as usize;
    if played < turns && turns - played <= 2 {
        D
    } else {
        intended
    }
}

/// First by Feld: C first; D after a defection; after a cooperation C with probability
/// max(1 − 0.0025·t, ½) at turn t (from 0).
#[inline]
pub fn feld(me: &History, opp: &History, rng: &mut GameRng) -> Move {
    match opp.last() {
        None => C,
        Some(D) => D,
        Some(C) => {
            let slope = (0.5 - 1.0) / 200.0;
            let p = (1.0 + slope * me.len() as f64).max(0.5);
            super::reactive::chance(p, rng)
        }
    }
}

/// χ² with one degree of freedom at p = 0.05: a p-value ≥ 0.05 is a statistic ≤ this.
const CHI2_1DF_5_PERCENT: f64 = 3.841_458_820_694_124;

/// First by Stein and Rapoport (before its last-two-turns defections): C on moves 1–4, Tit
/// For Tat on moves 5–14; from move 15 on, every 15th move a χ² test of the opponent's
/// cooperations against a fair coin ((c − d)² / (c + d) against 3.84, p ≥ 0.05 meaning
/// "random"), D while the last test said random, else Tit For Tat.
#[inline]
pub fn stein(random: &mut bool, me: &History, opp: &History) -> Move {
    let round = me.len() + 1;
    if round < 5 {
        return C;
    }
    let tft = opp.last().unwrap_or(C);
    if round < 15 {
        return tft;
    }
    if round % 15 == 0 {
        let c = f64::from(opp.cooperations());
        let d = f64::from(opp.defections());
        let statistic = (c - d) * (c - d) / (c + d);
        *random = statistic <= CHI2_1DF_5_PERCENT;
    }
    if *random {
        D
    } else {
        tft
    }
}

/// First by Tideman and Chieruzzi's state (the library's attributes of the same names).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tideman {
    payoffs: Payoffs,
    turns: u32,
    retaliating: bool,
    retaliation_length: u32,
    retaliation_remaining: u32,
    own_score: f64,
    opponent_score: f64,
    last_fresh_start: usize,
    fresh_start: bool,
    remembered_defections: u32,
}

impl Tideman {
    /// The state at the start of a match of `turns` turns.
    pub fn new(payoffs: Payoffs, turns: u32) -> Tideman {
        Tideman {
            payoffs,
            turns,
            retaliating: false,
            retaliation_length: 0,
            retaliation_remaining: 0,
            own_score: 0.0,
            opponent_score: 0.0,
            last_fresh_start: 0,
            fresh_start: false,
            remembered_defections: 0,
        }
    }

    fn decrease_retaliation(&mut self) {
        if self.retaliating {
            self.retaliation_remaining -= 1;
            if self.retaliation_remaining == 0 {
                self.retaliating = false;
            }
        }
    }

    /// The move (before its last-two-turns defections).
    pub fn decide(&mut self, me: &History, opp: &History) -> Move {
        let (Some(mine), Some(theirs)) = (me.last(), opp.last()) else {
            return C;
        };
        if theirs == D {
            self.remembered_defections += 1;
        }
        self.own_score += self.payoffs.payoff(mine, theirs);
        self.opponent_score += self.payoffs.payoff(theirs, mine);
        if self.fresh_start {
            self.fresh_start = false;
            return C;
        }
        let round = me.len() + 1;
        let valid_fresh_start = self.last_fresh_start == 0 || round - self.last_fresh_start >= 20;
        if valid_fresh_start {
            let points = self.own_score - self.opponent_score >= 10.0;
            let rounds = self.turns as i64 - round as i64 >= 10;
            if points && rounds && theirs == C {
                let n = opp.len() as f64;
                let sd = n.sqrt() / 2.0;
                let lower = n / 2.0 - 3.0 * sd;
                let upper = n / 2.0 + 3.0 * sd;
                let remembered = f64::from(self.remembered_defections);
                if remembered <= lower || remembered >= upper {
                    self.last_fresh_start = round;
                    self.retaliating = false;
                    self.retaliation_length = 0;
                    self.retaliation_remaining = 0;
                    self.remembered_defections = 0;
                    self.fresh_start = true;
                    return C;
                }
            }
        }
        if self.retaliating {
            self.decrease_retaliation();
            return D;
        }
        if theirs == D {
            self.retaliating = true;
            self.retaliation_length += 1;
            self.retaliation_remaining = self.retaliation_length;
            self.decrease_retaliation();
            return D;
        }
        C
    }
}
