//! The opening book: exact scores of every position up to a depth, built by the solver itself,
//! and its file format.
//!
//! Positions are keyed by Pons' symmetric base-3 key ([`Connect4::symmetric_key`]), so a
//! position and its mirror image share one entry. The solver consults the book after its
//! transposition table for positions of at most [`Book::depth`] stones, as Pons' does.
//!
//! [`BookBuilder`] makes a book as a [`Job`]: it lists every position of at most `depth`
//! stones in which nobody has connected four, one per mirror pair (as Pons' `generator`
//! does), and solves them deepest first, one position per step, adding each score to the
//! book its own solver consults — so a shallower position's search stops at the deeper ones
//! already solved. The cost is that of the deepest layer: a 7×6 book of depth 4 takes seconds,
//! depth 8 hours.
//!
//! ## File format (version 1), all integers little-endian
//!
//! | offset | bytes | content |
//! |---|---|---|
//! | 0 | 8 | magic `GLC4BOOK` |
//! | 8 | 1 | format version, 1 |
//! | 9 | 1 | width |
//! | 10 | 1 | height |
//! | 11 | 1 | depth: the book holds every position of at most this many stones |
//! | 12 | 1 | `B`, bytes per key: the fewest that hold `3^(depth + width − 1)` |
//! | 13 | 4 | `N`, the number of entries |
//! | 17 | `N·B` | the keys, strictly increasing, `B` bytes each |
//! | 17 + `N·B` | `N` | the scores, one signed byte each, in the keys' order |
//!
//! Keys are sorted so a reader can check the file and binary-search it; keys and scores are
//! apart so each array is dense. A 7×6 book of depth 8 would hold 129 498 positions (counted
//! by an independent script) with 3-byte keys: 518 009 bytes.
//!
//! ## References
//! - Pascal Pons, *Solving Connect 4*, part 13 (opening book), and `OpeningBook.hpp`,
//!   `generator.cpp` of github.com/PascalPons/connect4.

use std::collections::{BTreeMap, HashSet};
use std::fmt;

use super::board::Connect4;
use super::geometry::Geometry;
use super::solver::{Solver, Window};
use crate::jobs::{Job, Progress};

/// The file's first eight bytes.
pub const MAGIC: &[u8; 8] = b"GLC4BOOK";
/// The format version written.
pub const FORMAT_VERSION: u8 = 1;
/// The deepest book: its keys must fit in 64 bits on every board (`3^40 < 2^64`).
pub const MAX_BOOK_DEPTH: u32 = 32;

/// Exact scores of positions of at most [`Book::depth`] stones, by symmetric key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book {
    geometry: Geometry,
    depth: u32,
    scores: BTreeMap<u64, i8>,
}

/// Why bytes are not a book.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    /// The file ends before `needed` bytes.
    Truncated {
        /// Bytes the header says the file has.
        needed: usize,
        /// Bytes it has.
        found: usize,
    },
    /// Not a book of this format (magic or version).
    NotABook,
    /// The board size is not supported.
    Geometry {
        /// Width in the file.
        width: u8,
        /// Height in the file.
        height: u8,
    },
    /// A header field out of range, named.
    BadHeader(&'static str),
    /// Keys not strictly increasing at entry `index`.
    Unsorted {
        /// The entry.
        index: usize,
    },
    /// A score no position can have, at entry `index`.
    BadScore {
        /// The entry.
        index: usize,
        /// The score.
        score: i8,
    },
    /// Bytes after the last score.
    TrailingBytes(usize),
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::Truncated { needed, found } => {
                write!(f, "the book is cut short: {found} bytes of {needed}")
            }
            BookError::NotABook => write!(
                f,
                "not an opening book of Game Lab (format {FORMAT_VERSION}, magic GLC4BOOK)"
            ),
            BookError::Geometry { width, height } => {
                write!(
                    f,
                    "the book is for a {width}×{height} board, which is not supported"
                )
            }
            BookError::BadHeader(what) => write!(f, "the book's header is invalid: {what}"),
            BookError::Unsorted { index } => {
                write!(f, "the book's keys are not increasing at entry {index}")
            }
            BookError::BadScore { index, score } => {
                write!(
                    f,
                    "entry {index} of the book has an impossible score {score}"
                )
            }
            BookError::TrailingBytes(n) => write!(f, "{n} bytes after the book's end"),
        }
    }
}

impl std::error::Error for BookError {}

/// Bytes per key for a book of `depth` on a board of `width` columns.
fn key_bytes(width: u32, depth: u32) -> usize {
    let digits = depth + width - 1;
    let bound = 3u128.pow(digits);
    let bits = 128 - (bound - 1).leading_zeros();
    bits.div_ceil(8).max(1) as usize
}

impl Book {
    /// An empty book of the given depth.
    ///
    /// # Panics
    /// If `depth` exceeds [`MAX_BOOK_DEPTH`].
    pub fn new(geometry: Geometry, depth: u32) -> Self {
        assert!(
            depth <= MAX_BOOK_DEPTH,
            "a book deeper than {MAX_BOOK_DEPTH}"
        );
        Book {
            geometry,
            depth,
            scores: BTreeMap::new(),
        }
    }

    /// The board size.
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// Positions of at most this many stones are in the book.
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// The number of positions stored.
    pub fn len(&self) -> usize {
        self.scores.len()
    }

    /// True when nothing is stored.
    pub fn is_empty(&self) -> bool {
        self.scores.is_empty()
    }

    /// The stored score of the position with this symmetric key.
    #[inline]
    pub fn get(&self, symmetric_key: u64) -> Option<i8> {
        self.scores.get(&symmetric_key).copied()
    }

    /// The stored score of `position`, if it is in the book.
    pub fn score(&self, position: &Connect4) -> Option<i32> {
        if position.moves_played() > self.depth {
            return None;
        }
        self.get(position.symmetric_key()).map(i32::from)
    }

    /// Stores `score` for `position`.
    pub fn insert(&mut self, position: &Connect4, score: i32) {
        debug_assert!(position.moves_played() <= self.depth);
        self.scores.insert(position.symmetric_key(), score as i8);
    }

    /// The book in the file format of this module.
    pub fn to_bytes(&self) -> Vec<u8> {
        let b = key_bytes(self.geometry.width(), self.depth);
        let mut out = Vec::with_capacity(17 + self.scores.len() * (b + 1));
        out.extend_from_slice(MAGIC);
        out.push(FORMAT_VERSION);
        out.push(self.geometry.width() as u8);
        out.push(self.geometry.height() as u8);
        out.push(self.depth as u8);
        out.push(b as u8);
        out.extend_from_slice(&(self.scores.len() as u32).to_le_bytes());
        for key in self.scores.keys() {
            out.extend_from_slice(&key.to_le_bytes()[..b]);
        }
        out.extend(self.scores.values().map(|&s| s as u8));
        out
    }

    /// Reads a book written by [`Book::to_bytes`], checking every field.
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, BookError> {
        let need = |needed: usize| {
            if bytes.len() < needed {
                Err(BookError::Truncated {
                    needed,
                    found: bytes.len(),
                })
            } else {
                Ok(())
            }
        };
        need(17)?;
        if &bytes[..8] != MAGIC || bytes[8] != FORMAT_VERSION {
            return Err(BookError::NotABook);
        }
        let (width, height, depth, b) = (bytes[9], bytes[10], u32::from(bytes[11]), bytes[12]);
        let geometry = Geometry::new(u32::from(width), u32::from(height))
            .map_err(|_| BookError::Geometry { width, height })?;
        if depth > MAX_BOOK_DEPTH || depth > geometry.cells() {
            return Err(BookError::BadHeader("depth"));
        }
        let b = usize::from(b);
        if b != key_bytes(geometry.width(), depth) {
            return Err(BookError::BadHeader("bytes per key"));
        }
        let n = u32::from_le_bytes(bytes[13..17].try_into().expect("four bytes")) as usize;
        let end = n
            .checked_mul(b + 1)
            .and_then(|x| x.checked_add(17))
            .ok_or(BookError::BadHeader("number of entries"))?;
        need(end)?;
        if bytes.len() > end {
            return Err(BookError::TrailingBytes(bytes.len() - end));
        }
        let bound = geometry.cells().div_ceil(2) as i8;
        let mut scores = BTreeMap::new();
        let mut last = None;
        for index in 0..n {
            let mut key = [0u8; 8];
            key[..b].copy_from_slice(&bytes[17 + index * b..17 + (index + 1) * b]);
            let key = u64::from_le_bytes(key);
            if last.is_some_and(|l| l >= key) {
                return Err(BookError::Unsorted { index });
            }
            last = Some(key);
            let score = bytes[17 + n * b + index] as i8;
            if !(-bound..=bound).contains(&score) {
                return Err(BookError::BadScore { index, score });
            }
            scores.insert(key, score);
        }
        Ok(Book {
            geometry,
            depth,
            scores,
        })
    }
}

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
}

impl BookBuilder {
    /// A builder of a book of `depth` for boards of `geometry`, with a transposition table of
    /// 2^`table_log2` entries.
    ///
    /// # Panics
    /// If `depth` exceeds [`MAX_BOOK_DEPTH`].
    pub fn new(geometry: Geometry, depth: u32, table_log2: u32) -> Self {
        BookBuilder::from_root(&Connect4::new(geometry), depth, table_log2)
    }

    /// A builder of the book of the positions reachable from `root` with at most `depth`
    /// stones (a book for the study of one opening; the solver consults it the same way).
    ///
    /// # Panics
    /// If `depth` exceeds [`MAX_BOOK_DEPTH`].
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
        let mut left = budget.max(1);
        while window.result().is_none() && left > 0 {
            let probe = window.probe();
            let before = self.solver.total_nodes();
            let r = self.solver.null_window(&position, probe, left);
            left = left.saturating_sub(self.solver.total_nodes() - before);
            match r {
                Some(r) => window.narrow(probe, r),
                None => break,
            }
        }
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
        let bytes = book.to_bytes();
        assert_eq!(Book::from_bytes(&bytes), Ok(book.clone()));
        let mut cut = bytes.clone();
        cut.pop();
        assert!(matches!(
            Book::from_bytes(&cut),
            Err(BookError::Truncated { .. })
        ));
        let mut wrong = bytes.clone();
        wrong[0] = b'X';
        assert_eq!(Book::from_bytes(&wrong), Err(BookError::NotABook));
        // The book answers at once.
        let mut with_book = Solver::new(g, 12);
        with_book.set_book(book);
        let from_book = with_book.solve(&root);
        assert_eq!(from_book.score, plain.solve(&root).score);
        assert!(from_book.nodes <= 3, "{}", from_book.nodes);
    }
}
