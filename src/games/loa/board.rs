//! The Lines of Action position as bitboards: two `u64`s (one bit per square, `a1` = bit 0,
//! `b1` = bit 1, …, `h8` = bit 63), the side to move and an incrementally kept Zobrist key.
//!
//! Why bitboards: a searcher that must reach millions of nodes per second cannot rescan the
//! board. Everything a move needs is a table lookup plus a bit operation:
//! - the number of pieces on a line is `popcount(occupied & LINE[square][line])`;
//! - a move is blocked when `BETWEEN[from][to] & enemy != 0`;
//! - a side is connected when a flood fill by 8-neighbour dilation (`shift`s and masks, at most
//!   as many rounds as the group's diameter) covers all its pieces.
//!
//! All tables are computed at compile time (`const fn`), so the wasm build carries them as data
//! and nothing is initialised at run time. The position is `Copy` (32 bytes): searchers use
//! copy-make ([`Board::play`]) instead of make/unmake.

use std::fmt;

use serde::{Deserialize, Serialize};

/// One of the two sides. Black moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    /// The side that starts on ranks 1 and 8; moves first; `Player(0)`.
    Black,
    /// The side that starts on files a and h; `Player(1)`.
    White,
}

impl Color {
    /// The other side.
    pub fn other(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The colour's name in lower case (`"black"`, `"white"`), as in the CLI's JSON.
    pub fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Black => "Black",
            Color::White => "White",
        })
    }
}

/// A square, 0..64: `file + 8 * rank`, `a1` = 0, `h8` = 63.
pub type Square = u8;

/// The file (0 = a) of a square.
pub fn file_of(sq: Square) -> u8 {
    sq & 7
}

/// The rank (0 = rank 1) of a square.
pub fn rank_of(sq: Square) -> u8 {
    sq >> 3
}

/// A square's name, `a1` … `h8`.
pub fn square_name(sq: Square) -> String {
    format!("{}{}", (b'a' + file_of(sq)) as char, rank_of(sq) + 1)
}

/// A move: from one square to another, and whether it captures. [`Move::PASS`] exists only
/// under the "must pass" rule for a player without a legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Move {
    /// The square the piece leaves (64 for a pass).
    pub from: Square,
    /// The square it lands on (64 for a pass).
    pub to: Square,
    /// True when an enemy piece stood on `to`.
    pub capture: bool,
}

impl Move {
    /// The pass of the "must pass" rule.
    pub const PASS: Move = Move {
        from: 64,
        to: 64,
        capture: false,
    };

    /// True for [`Move::PASS`].
    pub fn is_pass(self) -> bool {
        self.from == 64
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_pass() {
            return f.write_str("pass");
        }
        write!(
            f,
            "{}{}{}",
            square_name(self.from),
            if self.capture { 'x' } else { '-' },
            square_name(self.to)
        )
    }
}

/// The eight directions as (file step, rank step); directions `2k` and `2k + 1` lie on line `k`
/// (0: rank, 1: file, 2: a1–h8 diagonal, 3: a8–h1 diagonal).
pub const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
];

const fn on_board(file: i32, rank: i32) -> bool {
    file >= 0 && file < 8 && rank >= 0 && rank < 8
}

const fn build_lines() -> [[u64; 4]; 64] {
    let mut table = [[0u64; 4]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut line = 0;
        while line < 4 {
            let mut mask = 1u64 << sq;
            let mut half = 0;
            while half < 2 {
                let (df, dr) = DIRECTIONS[line * 2 + half];
                let mut f = (sq % 8) as i32 + df as i32;
                let mut r = (sq / 8) as i32 + dr as i32;
                while on_board(f, r) {
                    mask |= 1u64 << (f + 8 * r);
                    f += df as i32;
                    r += dr as i32;
                }
                half += 1;
            }
            table[sq][line] = mask;
            line += 1;
        }
        sq += 1;
    }
    table
}

const fn build_rays() -> [[u8; 8]; 64] {
    let mut table = [[0u8; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = DIRECTIONS[d];
            let mut f = (sq % 8) as i32 + df as i32;
            let mut r = (sq / 8) as i32 + dr as i32;
            let mut n = 0u8;
            while on_board(f, r) {
                n += 1;
                f += df as i32;
                r += dr as i32;
            }
            table[sq][d] = n;
            d += 1;
        }
        sq += 1;
    }
    table
}

const fn build_between() -> [[u64; 64]; 64] {
    let mut table = [[0u64; 64]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = DIRECTIONS[d];
            let mut f = (sq % 8) as i32 + df as i32;
            let mut r = (sq / 8) as i32 + dr as i32;
            let mut between = 0u64;
            while on_board(f, r) {
                let to = (f + 8 * r) as usize;
                table[sq][to] = between;
                between |= 1u64 << to;
                f += df as i32;
                r += dr as i32;
            }
            d += 1;
        }
        sq += 1;
    }
    table
}

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn build_zobrist() -> ([[u64; 64]; 2], u64) {
    let mut table = [[0u64; 64]; 2];
    let mut state = 0x4C4F_415F_5A4F_4252; // "LOA_ZOBR"
    let mut c = 0;
    while c < 2 {
        let mut sq = 0;
        while sq < 64 {
            let (s, v) = splitmix(state);
            state = s;
            table[c][sq] = v;
            sq += 1;
        }
        c += 1;
    }
    let (_, side) = splitmix(state);
    (table, side)
}

/// `LINE[sq][k]`: every square of line `k` through `sq` (itself included).
pub static LINE: [[u64; 4]; 64] = build_lines();
/// `RAY[sq][d]`: how many squares lie beyond `sq` in direction `d` before the edge.
pub static RAY: [[u8; 8]; 64] = build_rays();
/// `BETWEEN[a][b]`: the squares strictly between two aligned squares (0 if not aligned or
/// adjacent).
pub static BETWEEN: [[u64; 64]; 64] = build_between();
const ZOBRIST: ([[u64; 64]; 2], u64) = build_zobrist();
static PIECE_KEYS: [[u64; 64]; 2] = ZOBRIST.0;
/// Mixed into the key when White is to move.
pub const SIDE_KEY: u64 = ZOBRIST.1;

/// The Zobrist key part of one piece.
pub fn piece_key(color: Color, sq: Square) -> u64 {
    PIECE_KEYS[color.index()][sq as usize]
}

const NOT_FILE_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;
const NOT_FILE_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;

/// The squares at king distance ≤ 1 of the set (the set included).
pub fn dilate(set: u64) -> u64 {
    let row = set | ((set << 1) & NOT_FILE_A) | ((set >> 1) & NOT_FILE_H);
    row | (row << 8) | (row >> 8)
}

/// The 8-connected group of `pieces` containing the lowest set bit of `seed & pieces`.
pub fn group_of(pieces: u64, seed: u64) -> u64 {
    let mut group = seed & pieces;
    group &= group.wrapping_neg();
    loop {
        let grown = dilate(group) & pieces;
        if grown == group {
            return group;
        }
        group = grown;
    }
}

/// True when the pieces form one 8-connected group (a single piece does; no pieces does not).
pub fn connected(pieces: u64) -> bool {
    pieces != 0 && group_of(pieces, pieces) == pieces
}

/// The number of 8-connected groups.
pub fn group_count(mut pieces: u64) -> u32 {
    let mut n = 0;
    while pieces != 0 {
        pieces &= !group_of(pieces, pieces);
        n += 1;
    }
    n
}

/// Iterates over the squares of a bit set, lowest first.
pub fn squares(mut set: u64) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let sq = set.trailing_zeros() as Square;
            set &= set - 1;
            Some(sq)
        }
    })
}

/// A position: where the pieces are and who is to move. Game-level facts (repetitions, the ply
/// count, the rule options) live in [`super::Loa`]. Its `Debug` and serde forms are the position
/// text ([`super::text`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    pieces: [u64; 2],
    to_move: Color,
    key: u64,
}

impl Board {
    /// The start position: Black on b1–g1 and b8–g8, White on a2–a7 and h2–h7, Black to move.
    pub fn start() -> Board {
        Board::from_sets(0x7E00_0000_0000_007E, 0x0081_8181_8181_8100, Color::Black)
    }

    /// A position from its piece sets (they must not overlap).
    ///
    /// # Panics
    /// If a square holds both colours.
    pub fn from_sets(black: u64, white: u64, to_move: Color) -> Board {
        assert_eq!(black & white, 0, "a square holds two pieces");
        let mut key = if to_move == Color::White { SIDE_KEY } else { 0 };
        for sq in squares(black) {
            key ^= piece_key(Color::Black, sq);
        }
        for sq in squares(white) {
            key ^= piece_key(Color::White, sq);
        }
        Board {
            pieces: [black, white],
            to_move,
            key,
        }
    }

    /// The pieces of one colour.
    pub fn pieces(&self, color: Color) -> u64 {
        self.pieces[color.index()]
    }

    /// Both colours' pieces.
    pub fn occupied(&self) -> u64 {
        self.pieces[0] | self.pieces[1]
    }

    /// Who is to move.
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// The Zobrist key (pieces and side to move).
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The colour of the piece on `sq`, if any.
    pub fn at(&self, sq: Square) -> Option<Color> {
        let bit = 1u64 << sq;
        if self.pieces[0] & bit != 0 {
            Some(Color::Black)
        } else if self.pieces[1] & bit != 0 {
            Some(Color::White)
        } else {
            None
        }
    }

    /// The same pieces with the other side to move (for a pass, and for asking "what could
    /// the opponent do here").
    pub fn with_side(&self, to_move: Color) -> Board {
        if to_move == self.to_move {
            *self
        } else {
            Board {
                pieces: self.pieces,
                to_move,
                key: self.key ^ SIDE_KEY,
            }
        }
    }

    /// The destinations of the piece on `from` (of the side to move), as a bit set.
    pub fn targets_from(&self, from: Square) -> u64 {
        let own = self.pieces[self.to_move.index()];
        let enemy = self.pieces[self.to_move.other().index()];
        let occupied = own | enemy;
        let f = from as usize;
        let mut out = 0u64;
        for (line, mask) in LINE[f].iter().enumerate() {
            let n = (occupied & mask).count_ones() as u8;
            for d in [2 * line, 2 * line + 1] {
                if n <= RAY[f][d] {
                    let (df, dr) = DIRECTIONS[d];
                    let to = (from as i32 + n as i32 * (df as i32 + 8 * dr as i32)) as usize;
                    if own & (1u64 << to) == 0 && BETWEEN[f][to] & enemy == 0 {
                        out |= 1u64 << to;
                    }
                }
            }
        }
        out
    }

    /// Appends the legal moves of the side to move (no pass) to `out`, piece by piece from
    /// `a1` upwards and, per piece, destination by destination from `a1` upwards.
    pub fn moves(&self, out: &mut Vec<Move>) {
        let enemy = self.pieces[self.to_move.other().index()];
        for from in squares(self.pieces[self.to_move.index()]) {
            for to in squares(self.targets_from(from)) {
                out.push(Move {
                    from,
                    to,
                    capture: enemy & (1u64 << to) != 0,
                });
            }
        }
    }

    /// The number of legal moves of the side to move, without listing them.
    pub fn count_moves(&self) -> u32 {
        squares(self.pieces[self.to_move.index()])
            .map(|from| self.targets_from(from).count_ones())
            .sum()
    }

    /// True when the side to move has at least one legal move.
    pub fn has_move(&self) -> bool {
        squares(self.pieces[self.to_move.index()]).any(|from| self.targets_from(from) != 0)
    }

    /// The position after `mv` (a legal move of the side to move, or a pass).
    pub fn play(&self, mv: Move) -> Board {
        let us = self.to_move;
        let them = us.other();
        let mut next = *self;
        next.to_move = them;
        next.key ^= SIDE_KEY;
        if mv.is_pass() {
            return next;
        }
        let from_bit = 1u64 << mv.from;
        let to_bit = 1u64 << mv.to;
        debug_assert!(self.pieces[us.index()] & from_bit != 0, "no piece to move");
        next.pieces[us.index()] ^= from_bit | to_bit;
        next.key ^= piece_key(us, mv.from) ^ piece_key(us, mv.to);
        if next.pieces[them.index()] & to_bit != 0 {
            next.pieces[them.index()] ^= to_bit;
            next.key ^= piece_key(them, mv.to);
        }
        next
    }

    /// Who has won on the board right after `mover` moved (or passed): `Some(Some(c))` a win
    /// for `c`, `Some(None)` a draw (both connected under the "draw" option), `None` when
    /// neither side is connected.
    pub fn connection_result(
        &self,
        mover: Color,
        double: super::DoubleConnection,
    ) -> Option<Option<Color>> {
        let mover_connected = connected(self.pieces[mover.index()]);
        let other_connected = connected(self.pieces[mover.other().index()]);
        match (mover_connected, other_connected) {
            (false, false) => None,
            (true, false) => Some(Some(mover)),
            (false, true) => Some(Some(mover.other())),
            (true, true) => match double {
                super::DoubleConnection::MoverWins => Some(Some(mover)),
                super::DoubleConnection::Draw => Some(None),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_has_36_moves_and_b1_goes_to_b3_d3_h1() {
        let b = Board::start();
        assert_eq!(b.count_moves(), 36);
        let mut moves = Vec::new();
        b.moves(&mut moves);
        let from_b1: Vec<String> = moves
            .iter()
            .filter(|m| m.from == 1)
            .map(|m| m.to_string())
            .collect();
        assert_eq!(from_b1, ["b1-h1", "b1-b3", "b1-d3"]);
    }

    #[test]
    fn tables_are_sane() {
        // a1's rank, file and two diagonals.
        assert_eq!(LINE[0][0], 0xFF);
        assert_eq!(LINE[0][1], 0x0101_0101_0101_0101);
        assert_eq!(LINE[0][2], 0x8040_2010_0804_0201);
        assert_eq!(LINE[0][3], 1);
        assert_eq!(BETWEEN[0][63], 0x0040_2010_0804_0200);
        assert_eq!(BETWEEN[0][1], 0);
        assert_eq!(BETWEEN[0][10], 0);
        assert_eq!(RAY[0][0], 7);
        assert_eq!(RAY[0][1], 0);
    }

    #[test]
    fn connectivity_by_dilation() {
        assert!(connected(1));
        assert!(!connected(0));
        // a1 and b2 touch diagonally; a1 and c1 do not.
        assert!(connected(1 | (1 << 9)));
        assert!(!connected(1 | (1 << 2)));
        // h1 and a2 are not neighbours (no wrap-around).
        assert!(!connected((1 << 7) | (1 << 8)));
        assert_eq!(group_count(Board::start().pieces(Color::Black)), 2);
        assert_eq!(group_count(Board::start().pieces(Color::White)), 2);
    }

    #[test]
    fn keys_follow_the_position() {
        let b = Board::start();
        let mut moves = Vec::new();
        b.moves(&mut moves);
        for &m in &moves {
            let after = b.play(m);
            let fresh = Board::from_sets(
                after.pieces(Color::Black),
                after.pieces(Color::White),
                after.to_move(),
            );
            assert_eq!(after.key(), fresh.key());
        }
    }
}
