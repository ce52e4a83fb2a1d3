//! Rules that read the two histories and keep nothing else: the Tit For Tat family, the
//! cyclers, the probes and the counting rules, and the memory-one rule with its random draw.
//!
//! Each arm transcribes the library's `strategy` method; Python's slices become
//! [`History::tail`] and its counters [`History::defections`], so `opponent.history[-2:] ==
//! [D, D]` is `opp.tail(2) == [D, D]` (false while fewer than two moves were played, as in
//! Python).

use super::{Classic, History};
use crate::games::ipd::game::Move::{self, C, D};
use crate::rng::{unit_f64, GameRng};

/// The move of a rule that keeps no state.
///
/// # Panics
/// If `rule` keeps a state (those are played in [`super::stateful`] and
/// [`super::tournaments`]).
#[inline]
pub fn decide(rule: Classic, me: &History, opp: &History) -> Move {
    use Classic::*;
    match rule {
        Cooperator => C,
        Defector => D,
        TitForTat => {
            if me.is_empty() {
                C
            } else {
                opp.last().unwrap_or(C)
            }
        }
        SuspiciousTitForTat => Move::cooperate_if(opp.last() == Some(C)),
        TitFor2Tats => Move::cooperate_if(opp.tail(2) != [D, D]),
        TwoTitsForTat => Move::cooperate_if(!opp.tail(2).contains(&D)),
        HardTitForTat => Move::cooperate_if(!opp.tail(3).contains(&D)),
        ForgivingTitForTat => {
            // `opponent.defections > len(opponent.history) / 10`, in integers.
            if 10 * opp.defections() as usize > opp.len() {
                opp.last().unwrap_or(C)
            } else {
                C
            }
        }
        Bully => Move::cooperate_if(opp.last() == Some(D)),
        Grudger => Move::cooperate_if(opp.defections() == 0),
        WinStayLoseShift => match (me.last(), opp.last()) {
            (None, _) | (_, None) => C,
            (Some(a), Some(b)) => Move::cooperate_if(a == b),
        },
        Alternator => match me.last() {
            Some(C) => D,
            _ => C,
        },
        CyclerCcd => [C, C, D][me.len() % 3],
        Prober => match me.len() {
            0 => D,
            1 | 2 => C,
            _ => {
                if opp.moves()[1..3] == [C, C] {
                    D
                } else {
                    Move::cooperate_if(opp.last() != Some(D))
                }
            }
        },
        Handshake => match me.len() {
            0 => C,
            1 => D,
            _ => Move::cooperate_if(opp.moves()[..2] == [C, D]),
        },
        GoByMajority => Move::cooperate_if(opp.defections() <= opp.cooperations()),
        BackStabber => Move::cooperate_if(opp.is_empty() || opp.defections() <= 3),
        FirstByDavis => Move::cooperate_if(me.len() < 10 || opp.defections() == 0),
        _ => unreachable!("{rule:?} keeps a state"),
    }
}

/// C with probability `p`, drawing only when 0 < p < 1 (as the library's `random_choice`).
#[inline]
pub fn chance(p: f64, rng: &mut GameRng) -> Move {
    if p <= 0.0 {
        D
    } else if p >= 1.0 {
        C
    } else {
        Move::cooperate_if(unit_f64(rng) < p)
    }
}

/// A memory-one rule: the first move cooperates with probability `first`; later, with
/// probability `p[i]` after the last round (own move, opponent's) = CC, CD, DC, DD for
/// i = 0, 1, 2, 3 (the library's `MemoryOnePlayer`).
#[inline]
pub fn memory_one(
    p: &[f64; 4],
    first: f64,
    me: &History,
    opp: &History,
    rng: &mut GameRng,
) -> Move {
    match (me.last(), opp.last()) {
        (Some(a), Some(b)) => chance(p[2 * (a as usize) + b as usize], rng),
        _ => chance(first, rng),
    }
}
