//! Building an opening book: every position up to a depth, solved by the solver itself.
//!
//! [`BookBuilder`] is a [`Job`]: it lists every position of at most `depth` stones in which
//! nobody has connected four, one per mirror pair (as Pons' `generator` does), and solves them
//! deepest first, one position per step (a step's searches limited to its node budget, resumed
//! on the next step), adding each score to the book its own solver consults — so a shallower
//! position's search stops at the deeper ones already solved. The cost is that of the deepest
//! layer: a 6×5 book of depth 2 takes seconds, a 7×6 book of depth 8 (129 498 positions)
//! days on one core. Kept apart from [`super::book`] because it runs the [`Solver`], which
//! reads books.
//!
//! ## References
//! - Pascal Pons, *Solving Connect 4*, part 13 (opening book), and `generator.cpp` of
//!   github.com/PascalPons/connect4.

use std::collections::HashSet;

use super::board::Connect4;
use super::book::Book;
use super::geometry::Geometry;
use super::solver::{Solver, Window};
use crate::jobs::{Job, Progress};

/// Every position of at most `depth` stones reachable without anyone connecting four, one per
/// mirror pair (the first one met in a depth-first walk trying columns left to right), in the
/// order met.
pub fn positions_up_to(geometry: Geometry, depth: u32) -> Vec<Connect4> {
    positions_from(&Connect4::new(geometry), depth)
}

/// As [`positions_up_to`], from `root` instead of the empty board (its own game must be on).
pub fn positions_from(root: &Connect4, depth: u32) -> Vec<Connect4> {
    fn walk(p: Connect4, depth: u32, seen: &mut HashSet<u64>, out: &mut Vec<Connect4>) {
        if !seen.insert(p.symmetric_key()) {
            return;
        }
        out.push(p);
        if p.moves_played() >= depth {
            return;
        }
        for col in 0..p.geometry().width() {
            if p.can_play(col) && !p.is_winning_move(col) {
                let mut child = p;
                child.play(col);
                walk(child, depth, seen, out);
            }
        }
    }
    let mut out = Vec::new();
    if !root.is_over() {
        walk(*root, depth, &mut HashSet::new(), &mut out);
    }
    out
}

/// Builds a [`Book`] of every position up to a depth, one position solved per step (its
/// null-window searches limited to the step's node budget, resumed on the next step).
pub struct BookBuilder {
    solver: Solver,
    /// Positions to solve, deepest last (popped from the end).
    pending: Vec<Connect4>,
    total: u64,
    window: Option<Window>,
    floor: u64,
}

impl BookBuilder {
    /// A builder of a book of `depth` for boards of `geometry`, with a transposition table of
    /// 2^`table_log2` entries.
    ///
    /// # Panics
    /// If `depth` exceeds [`MAX_BOOK_DEPTH`](super::book::MAX_BOOK_DEPTH).
    pub fn new(geometry: Geometry, depth: u32, table_log2: u32) -> Self {
        BookBuilder::from_root(&Connect4::new(geometry), depth, table_log2)
    }

    /// A builder of the book of the positions reachable from `root` with at most `depth`
    /// stones (a book for the study of one opening; the solver consults it the same way).
    ///
    /// # Panics
    /// If `depth` exceeds [`MAX_BOOK_DEPTH`](super::book::MAX_BOOK_DEPTH).
    pub fn from_root(root: &Connect4, depth: u32, table_log2: u32) -> Self {
        let geometry = root.geometry();
        let mut pending = positions_from(root, depth);
        // Shallowest first in the list, so the deepest are popped first.
        pending.sort_by_key(|p| p.moves_played());
        let mut solver = Solver::new(geometry, table_log2);
        solver.set_book(Book::new(geometry, depth));
        BookBuilder {
            total: pending.len() as u64,
            solver,
            pending,
            window: None,
            floor: 0,
        }
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.solver.total_nodes()
    }

    fn book(&self) -> &Book {
        self.solver
            .book()
            .expect("the builder's solver has its book")
    }
}

impl Job for BookBuilder {
    type Output = Book;

    /// Solves (or goes on solving) the next position; `budget` is in nodes.
    fn step(&mut self, budget: u64) -> Option<Book> {
        let Some(position) = self.pending.last().copied() else {
            return Some(self.book().clone());
        };
        let mut window = self.window.unwrap_or_else(|| Window::new(&position));
        self.solver
            .narrow(&position, &mut window, budget, &mut self.floor);
        if let Some(score) = window.result() {
            self.pending.pop();
            self.window = None;
            self.solver
                .book_mut()
                .expect("the builder's solver has its book")
                .insert(&position, score);
            if self.pending.is_empty() {
                return Some(self.book().clone());
            }
        } else {
            self.window = Some(window);
        }
        None
    }

    fn progress(&self) -> Progress {
        let done = self.total - self.pending.len() as u64;
        Progress {
            done,
            total: Some(self.total),
            fraction: if self.total == 0 {
                1.0
            } else {
                done as f64 / self.total as f64
            },
            unit: "positions".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::run;

    #[test]
    fn the_positions_up_to_a_depth_are_counted_up_to_symmetry() {
        // 1 empty; 4 of one stone (columns 1–3 mirror 7–5); 7·7 = 49 of two stones, of which
        // only "44" is its own mirror image: 1 + 48/2 = 25 classes.
        let g = Geometry::STANDARD;
        let counts: Vec<usize> = (0..=2).map(|d| positions_up_to(g, d).len()).collect();
        assert_eq!(counts, vec![1, 5, 30]);
    }

    #[test]
    fn a_built_book_is_exact_and_reads_back() {
        let g = Geometry::STANDARD;
        let root = Connect4::from_moves(g, "4453353421226").unwrap();
        let depth = root.moves_played() + 3;
        let mut builder = BookBuilder::from_root(&root, depth, 18);
        let book = run(&mut builder, 5_000, |_| true).expect("finished");
        let positions = positions_from(&root, depth);
        assert_eq!(book.len(), positions.len());
        let mut plain = Solver::new(g, 18);
        for p in positions.iter().rev().take(30) {
            assert_eq!(book.score(p), Some(plain.solve(p).score), "{p}");
            assert_eq!(book.score(&p.mirrored()), book.score(p));
        }
        assert_eq!(Book::from_bytes(&book.to_bytes()), Ok(book.clone()));
        // The book answers at once.
        let mut with_book = Solver::new(g, 12);
        with_book.set_book(book);
        let from_book = with_book.solve(&root);
        assert_eq!(from_book.score, plain.solve(&root).score);
        assert!(from_book.nodes <= 3, "{}", from_book.nodes);
    }
}
