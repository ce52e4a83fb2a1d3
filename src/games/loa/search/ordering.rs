//! The move-ordering memory of the driver ([`super::driver`]) the engine ([`super::AlphaBeta`])
//! and the solver ([`crate::games::loa::ab_solver`]) share: two killer moves per ply and the
//! history heuristic (Schaeffer 1989), rewarded with depth² when a move causes a cut-off and
//! halved when a score reaches [`HISTORY_CEILING`], so it stays below the killers' rank.

use crate::games::loa::board::{Color, Move};

/// History scores are halved when one reaches this.
pub(crate) const HISTORY_CEILING: i32 = 1 << 26;

/// Killer moves per ply and history scores per colour, from and to square.
#[derive(Clone, Debug)]
pub(crate) struct Heuristics {
    killers: Vec<[Move; 2]>,
    history: Vec<i32>,
}

fn slot(color: Color, m: Move) -> usize {
    color.index() * 4096 + 64 * m.from as usize + m.to as usize
}

impl Heuristics {
    /// Empty memory for searches up to `plies` deep.
    pub(crate) fn new(plies: usize) -> Heuristics {
        Heuristics {
            killers: vec![[super::NO_MOVE; 2]; plies],
            history: vec![0; 2 * 64 * 64],
        }
    }

    /// The two killer moves of `ply`, the newer first.
    pub(crate) fn killers(&self, ply: usize) -> [Move; 2] {
        self.killers[ply]
    }

    /// The history score of `color` playing `m`.
    pub(crate) fn history(&self, color: Color, m: Move) -> i32 {
        self.history[slot(color, m)]
    }

    /// `m`, played by `color` at `ply` with `depth` plies to search, caused a cut-off.
    pub(crate) fn reward(&mut self, ply: usize, color: Color, m: Move, depth: u32) {
        let killers = &mut self.killers[ply];
        if killers[0] != m {
            killers[1] = killers[0];
            killers[0] = m;
        }
        let s = slot(color, m);
        self.history[s] += (depth * depth) as i32;
        if self.history[s] >= HISTORY_CEILING {
            for h in &mut self.history {
                *h /= 2;
            }
        }
    }
}
