//! A heuristic evaluation of Connect Four positions, for searchers that stop at a horizon (the
//! iterative-deepening alpha-beta player of [`super::race`]).
//!
//! The classic one: every line of four cells (a **window**: horizontal, vertical or diagonal)
//! that holds stones of one side only is that side's chance; it counts 1, 4 or 16 for one, two
//! or three of its stones (a window with both colours counts nothing). The value is the first
//! player's chances minus the second's. A finished game is scored exactly, as Pons' score
//! times [`WIN_SCALE`], so any win or loss outweighs every heuristic value (at most 69 windows
//! of 16 on 7×6) and a quicker win outweighs a slower one.
//!
//! Why windows as bitmasks: on Pons' bitboard a window is a 4-bit mask, its stones two
//! `count_ones`, so a position is scored in about 140 instructions on 7×6 — cheap beside a
//! node of search, as a horizon score must be.

use super::board::{Column, Connect4};
use super::geometry::Geometry;
use super::score::PonsScore;
use crate::game::{Player, Score, ZeroSumEvaluator};

/// A finished game's Pons score is multiplied by this.
pub const WIN_SCALE: Score = 10_000;

/// What a window of one side's stones counts, by how many stones it holds (0–3; four is a win).
const WEIGHT: [Score; 4] = [0, 1, 4, 16];

/// The windows of a board size as bitmasks.
pub fn windows(geometry: Geometry) -> Vec<u64> {
    let (w, h) = (geometry.width() as i32, geometry.height() as i32);
    let bit = |c: i32, r: i32| 1u64 << (c * (h + 1) + r);
    let mut out = Vec::new();
    for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
        for c in 0..w {
            for r in 0..h {
                let (ec, er) = (c + 3 * dc, r + 3 * dr);
                if (0..w).contains(&ec) && (0..h).contains(&er) {
                    out.push((0..4).fold(0, |m, k| m | bit(c + k * dc, r + k * dr)));
                }
            }
        }
    }
    out
}

/// The window count evaluator of one board size (see the module's doc).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Windows {
    windows: Vec<u64>,
}

impl Windows {
    /// The evaluator for boards of `geometry`.
    pub fn new(geometry: Geometry) -> Windows {
        Windows {
            windows: windows(geometry),
        }
    }

    /// The heuristic value of an unfinished position for the side to move.
    pub fn chances(&self, position: &Connect4) -> Score {
        let (current, mask) = position.bitboards();
        let other = current ^ mask;
        self.windows
            .iter()
            .map(|&w| {
                let (mine, theirs) = ((current & w).count_ones(), (other & w).count_ones());
                match (mine, theirs) {
                    (m, 0) => WEIGHT[m.min(3) as usize],
                    (0, t) => -WEIGHT[t.min(3) as usize],
                    _ => 0,
                }
            })
            .sum()
    }
}

impl ZeroSumEvaluator<Connect4> for Windows {
    fn score(&self, state: &Connect4) -> Score {
        if state.is_over() {
            return PonsScore.score(state) * WIN_SCALE;
        }
        let own = self.chances(state);
        if state.to_move() == Player(0) {
            own
        } else {
            -own
        }
    }

    fn order_key(&self, state: &Connect4, action: Column) -> i32 {
        PonsScore.order_key(state, action)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standard_board_has_69_windows() {
        let all = windows(Geometry::STANDARD);
        assert_eq!(all.len(), 69);
        assert!(all.iter().all(|w| w.count_ones() == 4));
        assert!(all.iter().all(|w| w & !Geometry::STANDARD.board() == 0));
        // 6×5: 3·5 + 6·2 + 2·(3·2) = 39.
        assert_eq!(windows(Geometry::new(6, 5).unwrap()).len(), 39);
    }

    #[test]
    fn chances_count_open_windows_for_each_side() {
        let g = Geometry::STANDARD;
        let e = Windows::new(g);
        assert_eq!(e.score(&Connect4::new(g)), 0);
        // One stone in the centre column: the windows through its cell. By symmetry of the
        // first player's stone in the middle of the bottom row: 4 horizontal, 1 vertical,
        // 1 + 1 diagonal windows (the bottom cell starts one diagonal each way).
        let one = Connect4::from_moves(g, "4").unwrap();
        assert_eq!(e.score(&one), 7);
        // The reply on top of it: the windows through either stone alone count, those through
        // both count nothing.
        let two = Connect4::from_moves(g, "44").unwrap();
        let brute = brute_force(&two);
        assert_eq!(e.score(&two), brute);
        let won = Connect4::from_moves(g, "1212121").unwrap();
        assert_eq!(e.score(&won), 18 * WIN_SCALE);
    }

    /// The first player's chances counted cell by cell (a second method).
    fn brute_force(p: &Connect4) -> Score {
        let g = p.geometry();
        let (w, h) = (g.width() as i32, g.height() as i32);
        let mut total = 0;
        for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            for c in 0..w {
                for r in 0..h {
                    let cells: Vec<(i32, i32)> = (0..4).map(|k| (c + k * dc, r + k * dr)).collect();
                    if !cells
                        .iter()
                        .all(|&(x, y)| (0..w).contains(&x) && (0..h).contains(&y))
                    {
                        continue;
                    }
                    let stones: Vec<Option<Player>> = cells
                        .iter()
                        .map(|&(x, y)| p.stone(x as u32, y as u32))
                        .collect();
                    let first = stones.iter().filter(|s| **s == Some(Player(0))).count();
                    let second = stones.iter().filter(|s| **s == Some(Player(1))).count();
                    total += match (first, second) {
                        (f, 0) => WEIGHT[f],
                        (0, s) => -WEIGHT[s],
                        _ => 0,
                    };
                }
            }
        }
        total
    }

    #[test]
    fn the_masks_agree_with_a_cell_by_cell_count() {
        let g = Geometry::STANDARD;
        let e = Windows::new(g);
        for moves in ["", "4", "44", "4453", "3344556", "12345671234567", "443322"] {
            let p = Connect4::from_moves(g, moves).unwrap();
            if !p.is_over() {
                assert_eq!(e.score(&p), brute_force(&p), "{moves}");
            }
        }
    }
}
