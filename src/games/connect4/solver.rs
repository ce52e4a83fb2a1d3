//! The exact solver: Pons' negamax, with everything his solver has.
//!
//! [`Solver::solve`] finds a position's score (see [`super::score`]) by a series of
//! null-window searches narrowing `[min, max]` (the midpoint pulled towards 0, as Pons' `solve`
//! does). Each search is negamax with alpha-beta on the score window, and:
//! - the window clamped to the best and worst score still possible from the number of stones
//!   left (a win needs a stone, a loss needs the opponent's);
//! - no losing moves: only moves that do not let the opponent win at once are searched, a
//!   single forced block is played alone, two threats lose (`possibleNonLosingMoves`);
//! - an immediate win ends the search before any recursion;
//! - a [`TranspositionTable`] of bounds;
//! - an opening [`Book`] of exact scores, consulted for positions no deeper than its depth;
//! - moves tried in the order of the number of winning cells they create (Pons' `MoveSorter`),
//!   centre first among equals.
//!
//! The search is compiled once per board size with the size as a constant (a `match` on the
//! [`Geometry`] picks the copy), so its shifts and masks are constants as in Pons' C++.
//!
//! A search can be given a node budget: past it, it unwinds without storing anything (what
//! it stored before is exact and stays), which is how the [`super::jobs`] run in slices.
//!
//! [`Solver::analyse`] scores every column as Pons' `analyze` does: a winning column scores
//! its win, a full one `None`, any other the negated score of the position after it.
//!
//! ## References
//! - Pascal Pons, *Solving Connect 4: how to build a perfect AI* (blog.gamesolver.org),
//!   parts 3–12, and `Solver.cpp`, `Position.hpp`, `MoveSorter.hpp` of
//!   github.com/PascalPons/connect4.

use serde::{Deserialize, Serialize};

use super::board::Connect4;
use super::book::Book;
use super::geometry::{
    board_mask, bottom_mask, column_mask, column_order, possible, symmetric_key, winning_spots,
    Geometry,
};
use super::score::{terminal_score, win_score};
use super::sorter::MoveSorter;
use super::table::TranspositionTable;

/// A solved position: its score and the nodes searched to find it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solution {
    /// Pons' score, from the side to move.
    pub score: i32,
    /// Negamax nodes entered by this solve (positions served by the table still count).
    pub nodes: u64,
}

/// Every column's score (Pons' `analyze`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Analysis {
    /// Per column, left to right: the score of playing it, from the side to move; `None` for a
    /// full column (every column when the game is over).
    pub scores: Vec<Option<i32>>,
    /// Nodes searched in all.
    pub nodes: u64,
}

/// The solver: a transposition table and an optional opening book, kept between solves (what
/// they hold is exact whatever the position, so solving many positions in a row is faster).
#[derive(Clone, Debug)]
pub struct Solver {
    geometry: Geometry,
    table: TranspositionTable,
    book: Option<Book>,
    nodes: u64,
}

impl Solver {
    /// A solver for boards of `geometry`, with a table of 2^`table_log2` entries (8 bytes
    /// each; see [`super::table`]).
    pub fn new(geometry: Geometry, table_log2: u32) -> Self {
        Solver {
            geometry,
            table: TranspositionTable::new(table_log2),
            book: None,
            nodes: 0,
        }
    }

    /// The board size this solver is for.
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// Uses `book` from now on.
    ///
    /// # Panics
    /// If the book is for another board size (check [`Book::geometry`] first).
    pub fn set_book(&mut self, book: Book) {
        assert_eq!(book.geometry(), self.geometry, "a book of another size");
        self.book = Some(book);
    }

    /// The opening book in use, if any.
    pub fn book(&self) -> Option<&Book> {
        self.book.as_ref()
    }

    /// The book, to add to it (the book builder's solver consults the book as it grows).
    pub(crate) fn book_mut(&mut self) -> Option<&mut Book> {
        self.book.as_mut()
    }

    /// Nodes searched since the solver was made.
    pub fn total_nodes(&self) -> u64 {
        self.nodes
    }

    /// Empties the transposition table.
    pub fn clear_table(&mut self) {
        self.table.clear();
    }

    /// The transposition table.
    pub fn table(&self) -> &TranspositionTable {
        &self.table
    }

    /// The exact score of `position` (Pons' `solve`). A finished game scores as
    /// [`terminal_score`] says, with no search.
    ///
    /// # Panics
    /// If the position is of another board size.
    pub fn solve(&mut self, position: &Connect4) -> Solution {
        let start = self.nodes;
        let mut window = Window::new(position);
        while window.result().is_none() {
            let probe = window.probe();
            let r = self
                .null_window(position, probe, u64::MAX)
                .expect("an unlimited search finishes");
            window.narrow(probe, r);
        }
        Solution {
            score: window.result().expect("narrowed to one score"),
            nodes: self.nodes - start,
        }
    }

    /// Every column's score (Pons' `analyze`).
    ///
    /// # Panics
    /// If the position is of another board size.
    pub fn analyse(&mut self, position: &Connect4) -> Analysis {
        let start = self.nodes;
        let scores = (0..position.geometry().width())
            .map(|col| {
                column_child(position, col).map(|child| match child {
                    Child::Wins(score) => score,
                    Child::Position(child) => -self.solve(&child).score,
                })
            })
            .collect();
        Analysis {
            scores,
            nodes: self.nodes - start,
        }
    }

    /// Runs null-window searches on `position` for about `budget` nodes in all, narrowing
    /// `window`; a search cut short by the budget is started again next time. `floor` is the
    /// caller's memory between calls: after a search is cut short the next budget is at
    /// least twice the last, so a search that needs more than any budget given still ends;
    /// it is reset once a search finishes.
    pub(crate) fn narrow(
        &mut self,
        position: &Connect4,
        window: &mut Window,
        budget: u64,
        floor: &mut u64,
    ) {
        let mut left = budget.max(*floor).max(1);
        while window.result().is_none() && left > 0 {
            let probe = window.probe();
            let before = self.nodes;
            let r = self.null_window(position, probe, left);
            left = left.saturating_sub(self.nodes - before);
            match r {
                Some(r) => {
                    window.narrow(probe, r);
                    *floor = 0;
                }
                None => {
                    *floor = budget.max(*floor).saturating_mul(2);
                    return;
                }
            }
        }
    }

    /// One null-window search: whether the score of `position` (not over, no immediate win)
    /// is above `probe`, as Pons' `negamax(P, probe, probe + 1)` returns it (a value ≤ `probe`
    /// is an upper bound, above it a lower bound). `None` when it needed more than
    /// `node_budget` nodes; the table keeps what was proven on the way.
    pub(crate) fn null_window(
        &mut self,
        position: &Connect4,
        probe: i32,
        node_budget: u64,
    ) -> Option<i32> {
        assert_eq!(
            position.geometry(),
            self.geometry,
            "a position of another size"
        );
        let (current, mask) = position.bitboards();
        let mut search = Search {
            table: &mut self.table,
            book: self.book.as_ref(),
            nodes: 0,
            limit: node_budget,
            aborted: false,
        };
        let moves = position.moves_played();
        let r = match (self.geometry.width(), self.geometry.height()) {
            (6, 5) => search.negamax::<6, 5>(current, mask, moves, probe, probe + 1),
            (6, 6) => search.negamax::<6, 6>(current, mask, moves, probe, probe + 1),
            (6, 7) => search.negamax::<6, 7>(current, mask, moves, probe, probe + 1),
            (7, 5) => search.negamax::<7, 5>(current, mask, moves, probe, probe + 1),
            (7, 6) => search.negamax::<7, 6>(current, mask, moves, probe, probe + 1),
            (7, 7) => search.negamax::<7, 7>(current, mask, moves, probe, probe + 1),
            (8, 5) => search.negamax::<8, 5>(current, mask, moves, probe, probe + 1),
            (8, 6) => search.negamax::<8, 6>(current, mask, moves, probe, probe + 1),
            (8, 7) => search.negamax::<8, 7>(current, mask, moves, probe, probe + 1),
            _ => unreachable!("Geometry admits 6–8 × 5–7 only"),
        };
        let (nodes, aborted) = (search.nodes, search.aborted);
        self.nodes += nodes;
        (!aborted).then_some(r)
    }
}

/// What playing a column leads to.
pub(crate) enum Child {
    /// The move connects four: its score for the side that plays it.
    Wins(i32),
    /// The position after the move.
    Position(Connect4),
}

/// The result of playing column `col` of `position`, `None` if it cannot be played.
pub(crate) fn column_child(position: &Connect4, col: u32) -> Option<Child> {
    if position.is_over() || !position.can_play(col) {
        return None;
    }
    if position.is_winning_move(col) {
        return Some(Child::Wins(win_score(
            position.geometry().cells(),
            position.moves_played(),
        )));
    }
    let mut child = *position;
    child.play(col);
    Some(Child::Position(child))
}

/// The `[min, max]` window of Pons' `solve`, narrowed by null-window probes until it holds
/// one score. Finished games and immediate wins are settled when it is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    /// The score is at least this.
    pub min: i32,
    /// The score is at most this.
    pub max: i32,
    /// The width it started with (for progress).
    pub initial: i32,
}

impl Window {
    /// The window of `position`'s score before any search.
    pub fn new(position: &Connect4) -> Window {
        let cells = position.geometry().cells() as i32;
        let moves = position.moves_played() as i32;
        let (min, max) = if position.is_over() {
            let s = terminal_score(position);
            (s, s)
        } else if position.can_win_next() {
            let s = win_score(cells as u32, moves as u32);
            (s, s)
        } else {
            (-(cells - moves) / 2, (cells + 1 - moves) / 2)
        };
        Window {
            min,
            max,
            initial: max - min,
        }
    }

    /// The score, once the window holds only one.
    pub fn result(&self) -> Option<i32> {
        (self.min >= self.max).then_some(self.min)
    }

    /// The next null window's probe: the midpoint, pulled towards 0 (Pons: draws and short
    /// wins are common, so probe near them first).
    pub fn probe(&self) -> i32 {
        let (min, max) = (self.min, self.max);
        let mut med = min + (max - min) / 2;
        if med <= 0 && min / 2 < med {
            med = min / 2;
        } else if med >= 0 && max / 2 > med {
            med = max / 2;
        }
        med
    }

    /// Narrows by the outcome `r` of the null-window search at `probe`.
    pub fn narrow(&mut self, probe: i32, r: i32) {
        if r <= probe {
            self.max = r;
        } else {
            self.min = r;
        }
    }

    /// The fraction of the initial window closed, in `[0, 1]`.
    pub fn fraction(&self) -> f64 {
        if self.initial <= 0 {
            1.0
        } else {
            1.0 - f64::from((self.max - self.min).max(0)) / f64::from(self.initial)
        }
    }
}

/// One null-window search in progress: the table and book it uses, and its node count.
struct Search<'a> {
    table: &'a mut TranspositionTable,
    book: Option<&'a Book>,
    nodes: u64,
    limit: u64,
    aborted: bool,
}

/// The constants of a `W`×`H` board.
struct Dims<const W: u32, const H: u32>;

impl<const W: u32, const H: u32> Dims<W, H> {
    const CELLS: i32 = (W * H) as i32;
    const BOTTOM: u64 = bottom_mask(W, H);
    const BOARD: u64 = board_mask(W, H);
    /// Pons' `MIN_SCORE` and `MAX_SCORE`: the extreme scores a searched position can have.
    const MIN_SCORE: i32 = -Self::CELLS / 2 + 3;
    const MAX_SCORE: i32 = (Self::CELLS + 1) / 2 - 3;
}

impl Search<'_> {
    /// Pons' `negamax`: the score of a position in which the side to move cannot win at once
    /// and the game is on, within `(alpha, beta)` (fail-soft bounds outside it).
    fn negamax<const W: u32, const H: u32>(
        &mut self,
        current: u64,
        mask: u64,
        moves: u32,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        debug_assert!(alpha < beta);
        self.nodes += 1;
        if self.nodes > self.limit {
            self.aborted = true;
            return 0;
        }
        // The table is read first: its cache miss then overlaps with the move generation.
        let key = current.wrapping_add(mask);
        let stored = self.table.get(key);
        let moves_i = moves as i32;
        let cells = Dims::<W, H>::CELLS;
        let possible_moves = possible(mask, Dims::<W, H>::BOTTOM, Dims::<W, H>::BOARD);
        let opponent_wins = winning_spots(current ^ mask, mask, H, Dims::<W, H>::BOARD);
        let mut candidates = possible_moves;
        let forced = possible_moves & opponent_wins;
        if forced != 0 {
            if forced & (forced - 1) != 0 {
                // Two threats: the opponent wins with its next stone.
                return -(cells - moves_i) / 2;
            }
            candidates = forced;
        }
        // Never play right below an opponent's winning cell.
        candidates &= !(opponent_wins >> 1);
        if candidates == 0 {
            return -(cells - moves_i) / 2;
        }
        if moves_i >= cells - 2 {
            return 0;
        }
        let mut min = -(cells - 2 - moves_i) / 2;
        if alpha < min {
            alpha = min;
            if alpha >= beta {
                return alpha;
            }
        }
        let mut max = (cells - 1 - moves_i) / 2;
        if beta > max {
            beta = max;
            if alpha >= beta {
                return beta;
            }
        }
        let (lo, hi) = (Dims::<W, H>::MIN_SCORE, Dims::<W, H>::MAX_SCORE);
        let stored = i32::from(stored);
        if stored != 0 {
            if stored > hi - lo + 1 {
                min = stored + 2 * lo - hi - 2;
                if alpha < min {
                    alpha = min;
                    if alpha >= beta {
                        return alpha;
                    }
                }
            } else {
                max = stored + lo - 1;
                if beta > max {
                    beta = max;
                    if alpha >= beta {
                        return beta;
                    }
                }
            }
        }
        if let Some(book) = self.book {
            if moves <= book.depth() {
                if let Some(score) = book.get(symmetric_key(current, mask, W, H)) {
                    return i32::from(score);
                }
            }
        }
        let mut sorter = MoveSorter::new();
        for i in (0..W).rev() {
            let mv = candidates & column_mask(H, column_order(W, i));
            if mv != 0 {
                self.table
                    .prefetch((current ^ mask).wrapping_add(mask | mv));
                let created = winning_spots(current | mv, mask, H, Dims::<W, H>::BOARD);
                sorter.add(mv, created.count_ones());
            }
        }
        while let Some(mv) = sorter.pop() {
            let score = -self.negamax::<W, H>(current ^ mask, mask | mv, moves + 1, -beta, -alpha);
            if self.aborted {
                return 0;
            }
            if score >= beta {
                self.table.put(key, (score + hi - 2 * lo + 2) as u8);
                return score;
            }
            if score > alpha {
                alpha = score;
            }
        }
        self.table.put(key, (alpha - lo + 1) as u8);
        alpha
    }
}
