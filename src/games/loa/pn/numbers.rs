//! What the three solvers share below the public answer: proof and disproof numbers as `u32`
//! with their flags ([`Numbers`]), how a position is judged and a leaf numbered ([`evaluate`],
//! [`leaf_numbers`]), how a node's numbers follow from its children's ([`combine`]), and the
//! counters of a running engine ([`Work`], [`Run`]).
//!
//! Internal numbers are `u32` (a node of the PNS tree is 20 bytes, a df-pn entry 24) and are
//! widened to the public `u64` only at the root ([`public`]); every solver uses the same leaf
//! numbers and the same node count, so their counts compare.

use super::INFINITE;
use crate::games::loa::board::{Board, Color, Move};
use crate::games::loa::{NoMoves, Rules};

/// Internal numbers are `u32`: `INF` is infinite, finite sums saturate at `CAP`.
pub(crate) const INF: u32 = u32::MAX;
pub(crate) const CAP: u32 = u32::MAX - 1;

/// Flag of a disproven node: its disproof leans on a draw or a repetition leaf (it shows "no
/// win", not "the opponent wins").
pub(crate) const DRAWISH: u8 = 1;
/// Flag of a disproven node: its disproof leans on a repetition (it depends on the path).
pub(crate) const REPEATS: u8 = 2;

/// What a position is, seen by the solvers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Eval {
    /// Terminal, won by this colour.
    Won(Color),
    /// Terminal, drawn (both connected under the draw option).
    Drawn,
    /// Not terminal; this many moves (1 for a forced pass).
    Open(u32),
}

/// The terminal test and move count of a position reached by a move (the same judgement as
/// [`board_ending`](crate::games::loa::board_ending), with the move count it needs kept for the leaf numbers).
pub(crate) fn evaluate(board: &Board, rules: &Rules) -> Eval {
    let mover = board.to_move().other();
    match board.connection_result(mover, rules.double_connection) {
        Some(Some(c)) => Eval::Won(c),
        Some(None) => Eval::Drawn,
        None => match board.count_moves() {
            0 => match rules.no_moves {
                NoMoves::Loses => Eval::Won(mover),
                NoMoves::Pass => Eval::Open(1),
            },
            n => Eval::Open(n),
        },
    }
}

/// Proof number, disproof number and flags of a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Numbers {
    pub pn: u32,
    pub dn: u32,
    pub flags: u8,
}

impl Numbers {
    pub const PROVEN: Numbers = Numbers {
        pn: 0,
        dn: INF,
        flags: 0,
    };
    pub const REPETITION: Numbers = Numbers {
        pn: INF,
        dn: 0,
        flags: DRAWISH | REPEATS,
    };

    pub fn solved(self) -> bool {
        self.pn == 0 || self.dn == 0
    }
}

/// The numbers of a freshly evaluated leaf, for `prover`.
pub(crate) fn leaf_numbers(eval: Eval, to_move: Color, prover: Color, mobility: bool) -> Numbers {
    match eval {
        Eval::Won(c) if c == prover => Numbers::PROVEN,
        Eval::Won(_) => Numbers {
            pn: INF,
            dn: 0,
            flags: 0,
        },
        Eval::Drawn => Numbers {
            pn: INF,
            dn: 0,
            flags: DRAWISH,
        },
        Eval::Open(m) => {
            let m = if mobility { m.max(1) } else { 1 };
            if to_move == prover {
                Numbers {
                    pn: 1,
                    dn: m,
                    flags: 0,
                }
            } else {
                Numbers {
                    pn: m,
                    dn: 1,
                    flags: 0,
                }
            }
        }
    }
}

/// A sum of proof or disproof numbers: infinite if a term is, else saturating at `CAP`.
pub(crate) fn add(a: u32, b: u32) -> u32 {
    if a == INF || b == INF {
        INF
    } else {
        a.saturating_add(b).min(CAP)
    }
}

/// The legal moves of the side to move, with the forced pass under [`NoMoves::Pass`].
pub(crate) fn legal_moves(board: &Board, out: &mut Vec<Move>) {
    out.clear();
    board.moves(out);
    if out.is_empty() {
        out.push(Move::PASS);
    }
}

/// The numbers of a node from its children's (`or`: the prover is to move there).
pub(crate) fn combine(or: bool, children: impl Iterator<Item = Numbers>) -> Numbers {
    let (mut min_pn, mut min_dn, mut sum_pn, mut sum_dn) = (INF, INF, 0u32, 0u32);
    let (mut all_flags, mut min_flags) = (0u8, u8::MAX);
    for c in children {
        min_pn = min_pn.min(c.pn);
        min_dn = min_dn.min(c.dn);
        sum_pn = add(sum_pn, c.pn);
        sum_dn = add(sum_dn, c.dn);
        if c.dn == 0 {
            all_flags |= c.flags;
            min_flags = min_flags.min(c.flags);
        }
    }
    if or {
        Numbers {
            pn: min_pn,
            dn: sum_dn,
            flags: if sum_dn == 0 { all_flags } else { 0 },
        }
    } else {
        Numbers {
            pn: sum_pn,
            dn: min_dn,
            flags: if min_dn == 0 { min_flags } else { 0 },
        }
    }
}

/// A number as the public `u64` ([`INFINITE`] for infinite).
pub(crate) fn public(n: u32) -> u64 {
    if n == INF {
        INFINITE
    } else {
        u64::from(n)
    }
}

/// The counters shared by the engines: nodes, expansions, the limits, where the current slice
/// ends.
#[derive(Clone, Debug)]
pub(crate) struct Work {
    pub nodes: u64,
    pub expansions: u64,
    pub max_nodes: u64,
    pub max_expansions: u64,
    pub pause_nodes: u64,
    pub pause_expansions: u64,
}

impl Work {
    /// True when the current slice is used up (checked only between two nodes).
    pub fn should_pause(&self) -> bool {
        self.nodes >= self.pause_nodes || self.expansions >= self.pause_expansions
    }

    /// True when `k` more nodes would pass the node limit.
    pub fn exceeds(&self, k: u64) -> bool {
        self.nodes + k > self.max_nodes
    }
}

/// Why an engine returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Run {
    /// The root is proven or disproven.
    Solved,
    /// The slice is used up; call again.
    Paused,
    /// The node limit is reached.
    OutOfNodes,
    /// A tree's own limit is reached (PN²'s second level).
    Limit,
}
