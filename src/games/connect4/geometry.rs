//! The board's size and the bit tricks of Pons' bitboard, written once for every size.
//!
//! A board of `width` columns and `height` rows is a `u64`, column-major, with `height + 1`
//! bits per column: bit `c·(height+1) + r` is row `r` (0 at the bottom) of column `c`, and the
//! extra bit on top of each column is always empty in the stones' bitboards. That spare row
//! is what makes the shifts below safe: a line that would wrap from the top of one column to
//! the bottom of the next passes through a spare bit, which holds no stone. Hence
//! `(height + 1) · width ≤ 64`, and the variants 6×5 to 8×7.
//!
//! The functions take the height and the board's masks as arguments and are always inlined:
//! called from the solver, which is compiled once per size with the size as a constant, they
//! fold into the same constant shifts Pons' C++ gets from his compile-time `WIDTH` and
//! `HEIGHT`; called from the rules with a [`Geometry`] read at run time, they are the same code.
//!
//! ## References
//! - Pascal Pons, *Solving Connect 4: how to build a perfect AI*, part 6 (bitboard), and his
//!   `Position.hpp` (github.com/PascalPons/connect4).

use std::fmt;

use serde::{Deserialize, Serialize};

/// The narrowest board supported.
pub const MIN_WIDTH: u8 = 6;
/// The widest board supported (8 columns of 7 rows fill all 64 bits).
pub const MAX_WIDTH: u8 = 8;
/// The lowest board supported.
pub const MIN_HEIGHT: u8 = 5;
/// The tallest board supported.
pub const MAX_HEIGHT: u8 = 7;

/// A board size: `width` columns of `height` rows, from 6×5 to 8×7.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Geometry {
    width: u8,
    height: u8,
}

/// A board size outside 6×5 … 8×7.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeometryError {
    /// The width asked for.
    pub width: u32,
    /// The height asked for.
    pub height: u32,
}

impl fmt::Display for GeometryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a {}×{} board is not supported: the width must be {MIN_WIDTH}–{MAX_WIDTH} and the height {MIN_HEIGHT}–{MAX_HEIGHT}",
            self.width, self.height
        )
    }
}

impl std::error::Error for GeometryError {}

impl Default for Geometry {
    fn default() -> Self {
        Geometry::STANDARD
    }
}

impl Geometry {
    /// The standard board: 7 columns, 6 rows.
    pub const STANDARD: Geometry = Geometry {
        width: 7,
        height: 6,
    };

    /// A board of `width` columns and `height` rows, if it is one of the supported sizes.
    pub fn new(width: u32, height: u32) -> Result<Geometry, GeometryError> {
        let ok = (u32::from(MIN_WIDTH)..=u32::from(MAX_WIDTH)).contains(&width)
            && (u32::from(MIN_HEIGHT)..=u32::from(MAX_HEIGHT)).contains(&height);
        if ok {
            Ok(Geometry {
                width: width as u8,
                height: height as u8,
            })
        } else {
            Err(GeometryError { width, height })
        }
    }

    /// The number of columns.
    pub fn width(self) -> u32 {
        u32::from(self.width)
    }

    /// The number of rows.
    pub fn height(self) -> u32 {
        u32::from(self.height)
    }

    /// The number of cells, `width · height`.
    pub fn cells(self) -> u32 {
        self.width() * self.height()
    }

    /// Bits of the board's bottom row.
    pub fn bottom(self) -> u64 {
        bottom_mask(self.width(), self.height())
    }

    /// Bits of every cell of the board (spare bits excluded).
    pub fn board(self) -> u64 {
        board_mask(self.width(), self.height())
    }

    /// Bits of the cells of column `col` (0-based).
    pub fn column(self, col: u32) -> u64 {
        column_mask(self.height(), col)
    }

    /// Bit of the top cell of column `col`.
    pub fn top_cell(self, col: u32) -> u64 {
        1 << (self.height() - 1 + col * (self.height() + 1))
    }

    /// The order in which the solver tries columns: centre first, then outwards (Pons'
    /// `columnOrder`).
    pub fn column_order(self) -> Vec<u32> {
        (0..self.width())
            .map(|i| column_order(self.width(), i))
            .collect()
    }
}

impl fmt::Display for Geometry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}×{}", self.width, self.height)
    }
}

/// Bits of the bottom cell of every column.
pub(crate) const fn bottom_mask(width: u32, height: u32) -> u64 {
    let mut mask = 0;
    let mut c = 0;
    while c < width {
        mask |= 1 << (c * (height + 1));
        c += 1;
    }
    mask
}

/// Bits of every cell.
pub(crate) const fn board_mask(width: u32, height: u32) -> u64 {
    bottom_mask(width, height) * ((1 << height) - 1)
}

/// Bits of the cells of column `col`.
pub(crate) const fn column_mask(height: u32, col: u32) -> u64 {
    ((1 << height) - 1) << (col * (height + 1))
}

/// The `i`-th column tried: Pons' `WIDTH/2 + (1 − 2·(i mod 2))·(i + 1)/2`.
pub(crate) const fn column_order(width: u32, i: u32) -> u32 {
    let offset = i.div_ceil(2);
    if i % 2 == 0 {
        width / 2 + offset
    } else {
        width / 2 - offset
    }
}

/// The empty cells where `stones` (one side's bitboard) would complete four in a line:
/// vertically, horizontally and along both diagonals (Pons' `compute_winning_position`).
#[inline(always)]
pub(crate) fn winning_spots(stones: u64, mask: u64, height: u32, board: u64) -> u64 {
    let p = stones;
    // Vertical: three stones right below.
    let mut r = (p << 1) & (p << 2) & (p << 3);
    // Horizontal (shift h+1) and the two diagonals (h and h+2): three of the four cells of a
    // line around the spot, on either side.
    for s in [height + 1, height, height + 2] {
        let two = (p << s) & (p << (2 * s));
        r |= two & (p << (3 * s));
        r |= two & (p >> s);
        let two = (p >> s) & (p >> (2 * s));
        r |= two & (p << s);
        r |= two & (p >> (3 * s));
    }
    r & (board ^ mask)
}

/// Whether `stones` hold four in a line somewhere.
#[inline(always)]
pub(crate) fn has_four(stones: u64, height: u32) -> bool {
    let p = stones;
    for s in [1, height + 1, height, height + 2] {
        let two = p & (p >> s);
        if two & (two >> (2 * s)) != 0 {
            return true;
        }
    }
    false
}

/// The cells where the side to move may drop a stone (one per non-full column).
#[inline(always)]
pub(crate) fn possible(mask: u64, bottom: u64, board: u64) -> u64 {
    mask.wrapping_add(bottom) & board
}

/// Pons' symmetric base-3 key of a position: the stones column by column, bottom to top, as
/// base-3 digits (1 the side to move, 2 the other, 0 closing each column), read left to right
/// and right to left, the smaller of the two divided by 3 (its last digit is always 0).
/// Mirror images share a key; a position of `n` stones has a key below `3^(n + width − 1)`,
/// so keys are distinct up to `n + width − 1 = 40` (`3^40 < 2^64`); beyond, they wrap, as
/// Pons' do, and are only a hash.
pub(crate) fn symmetric_key(current: u64, mask: u64, width: u32, height: u32) -> u64 {
    let column = |key: &mut u64, col: u32| {
        let mut bit = 1u64 << (col * (height + 1));
        while bit & mask != 0 {
            *key = key
                .wrapping_mul(3)
                .wrapping_add(if bit & current != 0 { 1 } else { 2 });
            bit <<= 1;
        }
        *key = key.wrapping_mul(3);
    };
    let mut forward = 0;
    for col in 0..width {
        column(&mut forward, col);
    }
    let mut reverse = 0;
    for col in (0..width).rev() {
        column(&mut reverse, col);
    }
    forward.min(reverse) / 3
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_checked() {
        assert!(Geometry::new(7, 6).is_ok());
        assert!(Geometry::new(8, 7).is_ok());
        assert!(Geometry::new(6, 5).is_ok());
        let e = Geometry::new(9, 6).unwrap_err();
        assert!(e.to_string().contains("9×6"), "{e}");
        assert!(Geometry::new(7, 4).is_err());
    }

    #[test]
    fn the_column_order_is_centre_first() {
        assert_eq!(Geometry::STANDARD.column_order(), vec![3, 2, 4, 1, 5, 0, 6]);
        let eight = Geometry::new(8, 7).unwrap();
        assert_eq!(eight.column_order(), vec![4, 3, 5, 2, 6, 1, 7, 0]);
    }

    #[test]
    fn the_masks_of_the_standard_board() {
        let g = Geometry::STANDARD;
        assert_eq!(g.bottom().count_ones(), 7);
        assert_eq!(g.board().count_ones(), 42);
        assert_eq!(g.column(0), 0b11_1111);
        assert_eq!(g.top_cell(1), 1 << 12);
        let big = Geometry::new(8, 7).unwrap();
        assert_eq!(big.board().count_ones(), 56);
        assert_eq!(big.board() >> 63, 0);
    }
}
