//! The opening book: exact scores of every position up to a depth, built by the solver itself,
//! and its file format.
//!
//! Positions are keyed by Pons' symmetric base-3 key ([`Connect4::symmetric_key`]), so a
//! position and its mirror image share one entry. The solver consults the book after its
//! transposition table for positions of at most [`Book::depth`] stones, as Pons' does.
//!
//! [`super::builder::BookBuilder`] makes books (its own module, as it runs the solver, which
//! reads books).
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

use std::collections::BTreeMap;
use std::fmt;

use super::board::Connect4;
use super::geometry::Geometry;

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_book_reads_back_and_bad_bytes_are_refused() {
        let g = Geometry::STANDARD;
        let mut book = Book::new(g, 4);
        for (moves, score) in [("", 1), ("4", -1), ("44", 1), ("4453", -2), ("1", -3)] {
            book.insert(&Connect4::from_moves(g, moves).unwrap(), score);
        }
        // "7" is the mirror image of "1".
        assert_eq!(book.score(&Connect4::from_moves(g, "7").unwrap()), Some(-3));
        assert_eq!(book.score(&Connect4::from_moves(g, "44534").unwrap()), None);
        let bytes = book.to_bytes();
        assert_eq!(bytes.len(), 17 + 5 * (2 + 1));
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
        let mut unsorted = bytes.clone();
        unsorted.swap(17, 19);
        unsorted.swap(18, 20);
        assert!(Book::from_bytes(&unsorted).is_err());
        let mut score = bytes;
        let last = score.len() - 1;
        score[last] = 100;
        assert!(matches!(
            Book::from_bytes(&score),
            Err(BookError::BadScore { .. })
        ));
    }
}
