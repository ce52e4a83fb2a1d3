//! A static evaluation of a Lines of Action position, from the side to move's point of view,
//! in integer units (about a hundred per "piece-worth" of advantage, as a chess engine's
//! centipawns).
//!
//! The game is won by gathering all one's pieces into one group, so every term measures how
//! far a side is from that, following the evaluation of Winands' MIA (2000–2004):
//!
//! - **Concentration.** The sum of the king-move (Chebyshev) distances from each piece to the
//!   side's centre of mass, minus the least such sum possible for that many pieces (0 for one
//!   piece, 1 per piece up to 9, then 2 per piece up to 25), divided by the number of pieces.
//!   A side whose pieces huddle around one square is close to connecting. Dividing by the
//!   piece count makes the term neutral to material: in LOA fewer pieces are not worse as such
//!   (they are easier to connect), which is why there is no separate material term.
//! - **Centralisation.** The average value of a piece-square table that rewards the centre and
//!   punishes edges and corners (MIA's table): central groups can join from any side and are
//!   hard to block, while pieces on the edge have fewer moves.
//! - **Connectedness.** The Euler number of the side's pieces (8-connectivity): the number of
//!   groups minus the number of enclosed holes, counted with bit operations over the quads
//!   (2×2 windows) of the board, as Winands' "quad" heuristic does; each group beyond the first
//!   costs [`GROUP_PENALTY`]. Holes are rare, and a ring around a hole is nearly connected
//!   anyway, so the Euler number is a good and cheap stand-in for the group count (a flood
//!   fill per group would cost several times more).
//! - **Tempo.** A small bonus for the side to move.
//!
//! Mobility (MIA's strongest single term) is left out on purpose: counting moves costs about
//! as much as generating them, which would halve the search speed; the centralisation table
//! captures part of it (edge pieces have fewer moves).
//!
//! Everything is popcounts of shifted and masked bitboards plus small tables computed at
//! compile time, so an evaluation costs a few dozen bit operations per side.
//!
//! [`LoaEval`] wraps this as a [`ZeroSumEvaluator`] for the generic searchers (scores from
//! Black's view, exact at the end of the game).
//!
//! ## References
//! - M. H. M. Winands, "Analysis and Implementation of Lines of Action", MSc thesis,
//!   Universiteit Maastricht (2000): concentration, centralisation, quads, mobility.
//! - M. H. M. Winands, H. J. van den Herik, J. W. H. M. Uiterwijk, "An Evaluation Function for
//!   Lines of Action", Advances in Computer Games 10 (2003).
//! - S. B. Gray, "Local Properties of Binary Images in Two Dimensions", IEEE Transactions on
//!   Computers C-20 (1971): the Euler number from local counts.

use super::board::{Board, Color, Move};
use super::score::WIN;
use super::Loa;
use crate::game::{Score, ZeroSumEvaluator};

/// Cost of each group beyond the first (Euler number − 1).
pub const GROUP_PENALTY: i32 = 40;
/// Cost of one unit of average surplus distance to the centre of mass, per 100 (so a side
/// whose pieces stand on average one square further out than the ideal huddle loses 100).
pub const CONCENTRATION_WEIGHT: i32 = 100;
/// Bonus for having the move.
pub const TEMPO: i32 = 10;

/// The piece-square table for centralisation (a1 first, rank by rank), after MIA's: corners
/// are worst, the four central squares best. The table is symmetric, so it serves both colours.
pub const CENTRALISATION: [i32; 64] = [
    -80, -25, -20, -20, -20, -20, -25, -80, //
    -25, 10, 10, 10, 10, 10, 10, -25, //
    -20, 10, 25, 25, 25, 25, 10, -20, //
    -20, 10, 25, 50, 50, 25, 10, -20, //
    -20, 10, 25, 50, 50, 25, 10, -20, //
    -20, 10, 25, 25, 25, 25, 10, -20, //
    -25, 10, 10, 10, 10, 10, 10, -25, //
    -80, -25, -20, -20, -20, -20, -25, -80,
];

const NOT_FILE_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;
/// Squares that are the lower-left corner of a 2×2 window inside the board (files a–g,
/// ranks 1–7).
const QUAD_CORNERS: u64 = NOT_FILE_H & 0x00FF_FFFF_FFFF_FFFF;

/// The bits of a file index (1, 2, 4) and of a rank index, as square sets: the sum of the
/// files of a set is `Σ 2^k · popcount(set & FILE_BITS[k])`.
const FILE_BITS: [u64; 3] = [
    0xAAAA_AAAA_AAAA_AAAA,
    0xCCCC_CCCC_CCCC_CCCC,
    0xF0F0_F0F0_F0F0_F0F0,
];
const RANK_BITS: [u64; 3] = [
    0xFF00_FF00_FF00_FF00,
    0xFFFF_0000_FFFF_0000,
    0xFFFF_FFFF_0000_0000,
];

/// The squares of each distinct value of [`CENTRALISATION`], with the value.
const CENTRALISATION_CLASSES: [(i32, u64); 6] = build_classes();

const fn build_classes() -> [(i32, u64); 6] {
    let values = [-80, -25, -20, 10, 25, 50];
    let mut out = [(0, 0u64); 6];
    let mut i = 0;
    while i < 6 {
        let mut mask = 0u64;
        let mut sq = 0;
        while sq < 64 {
            if CENTRALISATION[sq] == values[i] {
                mask |= 1u64 << sq;
            }
            sq += 1;
        }
        out[i] = (values[i], mask);
        i += 1;
    }
    out
}

/// `OUTSIDE[c][k]`: the squares at king distance more than `k` from square `c`, so that
/// `Σ_k popcount(set & OUTSIDE[c][k])` is the sum of the distances of a set's squares to `c`.
static OUTSIDE: [[u64; 7]; 64] = build_outside();

const fn build_outside() -> [[u64; 7]; 64] {
    let mut table = [[0u64; 7]; 64];
    let mut c = 0;
    while c < 64 {
        let (cf, cr) = ((c % 8) as i32, (c / 8) as i32);
        let mut k = 0;
        while k < 7 {
            let mut mask = 0u64;
            let mut sq = 0usize;
            while sq < 64 {
                let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
                let df = if f > cf { f - cf } else { cf - f };
                let dr = if r > cr { r - cr } else { cr - r };
                let d = if df > dr { df } else { dr };
                if d > k {
                    mask |= 1u64 << sq;
                }
                sq += 1;
            }
            table[c][k as usize] = mask;
            k += 1;
        }
        c += 1;
    }
    table
}

/// The least possible sum of king distances to a common square for `n` pieces: one on the
/// square, eight at distance 1, sixteen at distance 2.
const fn min_distance_sum(n: u32) -> u32 {
    if n <= 1 {
        0
    } else if n <= 9 {
        n - 1
    } else {
        8 + 2 * (n - 9)
    }
}

/// The centre-of-mass coordinate `round(sum / n)` for `sum ≤ 7·12`, `1 ≤ n ≤ 12` (halves
/// round up), as a table to avoid a division per evaluation.
static CENTRE: [[u8; 13]; 85] = build_centre();

const fn build_centre() -> [[u8; 13]; 85] {
    let mut table = [[0u8; 13]; 85];
    let mut sum = 0;
    while sum < 85 {
        let mut n = 1;
        while n < 13 {
            let c = (2 * sum + n) / (2 * n);
            table[sum][n] = if c > 7 { 7 } else { c as u8 };
            n += 1;
        }
        sum += 1;
    }
    table
}

/// The 8-connectivity Euler number of a set of squares: components minus holes. Computed as
/// V − E + F of the complex whose vertices are the pieces, whose edges join 8-neighbours and
/// whose faces are the triangles of three pieces in one 2×2 window (a full window's four
/// triangles count as three, since its two diagonals cross).
pub fn euler_number(p: u64) -> i32 {
    let pairs = (p & (p >> 1) & NOT_FILE_H).count_ones()
        + (p & (p >> 8)).count_ones()
        + (p & (p >> 9) & NOT_FILE_H).count_ones()
        + ((p >> 1) & (p >> 8) & NOT_FILE_H).count_ones();
    let a = p & QUAD_CORNERS;
    let b = (p >> 1) & QUAD_CORNERS;
    let c = (p >> 8) & QUAD_CORNERS;
    let d = (p >> 9) & QUAD_CORNERS;
    let ab = a & b;
    let cd = c & d;
    let triangles = (ab & c).count_ones()
        + (ab & d).count_ones()
        + (a & cd).count_ones()
        + (b & cd).count_ones();
    let full = (ab & cd).count_ones();
    p.count_ones() as i32 - pairs as i32 + triangles as i32 - full as i32
}

/// The centre of mass of a non-empty set, rounded to a square.
pub fn centre_of_mass(p: u64) -> u8 {
    let n = p.count_ones() as usize;
    let sum = |bits: &[u64; 3]| {
        ((p & bits[0]).count_ones()
            + 2 * (p & bits[1]).count_ones()
            + 4 * (p & bits[2]).count_ones()) as usize
    };
    let file = CENTRE[sum(&FILE_BITS)][n];
    let rank = CENTRE[sum(&RANK_BITS)][n];
    file + 8 * rank
}

/// The sum of the king distances of a set's squares to square `c`.
pub fn distance_sum(p: u64, c: u8) -> u32 {
    let rings = &OUTSIDE[c as usize];
    let mut total = 0;
    for &outside in rings {
        let beyond = p & outside;
        if beyond == 0 {
            break;
        }
        total += beyond.count_ones();
    }
    total
}

/// One side's terms, in the evaluation's units (higher is better for that side).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Terms {
    /// −(surplus distance to the centre of mass per piece) × [`CONCENTRATION_WEIGHT`] / 100.
    pub concentration: i32,
    /// The average [`CENTRALISATION`] value of the pieces.
    pub centralisation: i32,
    /// −(Euler number − 1) × [`GROUP_PENALTY`] (0 for one group).
    pub connectedness: i32,
}

impl Terms {
    /// The sum of the terms.
    pub fn total(self) -> i32 {
        self.concentration + self.centralisation + self.connectedness
    }
}

/// The terms of the pieces `p` (one side's).
pub fn side_terms(p: u64) -> Terms {
    let n = p.count_ones();
    if n == 0 {
        return Terms::default();
    }
    let surplus = distance_sum(p, centre_of_mass(p)) - min_distance_sum(n);
    let concentration = -((surplus as i32) * CONCENTRATION_WEIGHT) / n as i32;
    let mut table = 0;
    for &(value, squares) in &CENTRALISATION_CLASSES {
        table += value * (p & squares).count_ones() as i32;
    }
    let centralisation = table / n as i32;
    let connectedness = -(euler_number(p) - 1).max(0) * GROUP_PENALTY;
    Terms {
        concentration,
        centralisation,
        connectedness,
    }
}

/// The static value of `board` for the side to move (positive: the side to move stands
/// better). Game-ending positions are not recognised here; searchers test for them first.
pub fn evaluate(board: &Board) -> i32 {
    let us = board.to_move();
    side_terms(board.pieces(us)).total() - side_terms(board.pieces(us.other())).total() + TEMPO
}

/// The evaluation as a [`ZeroSumEvaluator`] of whole games, for the generic searchers of
/// [`crate::search`]: Black's view; at the end of a game ±[`WIN`] for a win or a loss and 0 for
/// a draw, otherwise [`evaluate`] turned to Black's view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LoaEval;

impl ZeroSumEvaluator<Loa> for LoaEval {
    fn score(&self, state: &Loa) -> Score {
        if let Some(ending) = state.ending() {
            return match ending.winner() {
                Some(Color::Black) => WIN,
                Some(Color::White) => -WIN,
                None => 0,
            };
        }
        let v = evaluate(state.board());
        match state.board().to_move() {
            Color::Black => v,
            Color::White => -v,
        }
    }

    /// Captures first, then moves towards the centre.
    fn order_key(&self, _state: &Loa, action: Move) -> i32 {
        if action.is_pass() {
            return 0;
        }
        let gain = CENTRALISATION[action.to as usize] - CENTRALISATION[action.from as usize];
        gain + if action.capture { 1000 } else { 0 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::loa::board::{file_of, group_count, rank_of, squares};
    use crate::games::loa::text::parse_position;

    const NOT_FILE_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;

    /// The Euler number by brute force: groups minus holes (4-connected empty regions that do
    /// not touch the edge).
    fn euler_slow(p: u64) -> i32 {
        let groups = group_count(p) as i32;
        let mut empty = !p;
        let mut holes = 0;
        while empty != 0 {
            let mut region = empty & empty.wrapping_neg();
            loop {
                let grown = (region
                    | ((region << 1) & NOT_FILE_A)
                    | ((region >> 1) & NOT_FILE_H)
                    | (region << 8)
                    | (region >> 8))
                    & empty;
                if grown == region {
                    break;
                }
                region = grown;
            }
            let edge = 0xFF81_8181_8181_81FFu64;
            if region & edge == 0 {
                holes += 1;
            }
            empty &= !region;
        }
        groups - holes
    }

    #[test]
    fn euler_number_counts_groups_minus_holes() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Sparse and dense sets.
            let p = x & x.rotate_left(17) | (x & 0x0000_3C3C_3C3C_0000);
            assert_eq!(euler_number(p), euler_slow(p), "{p:#x}");
        }
        // A ring round one empty square: one group, one hole.
        let ring = 0x0007_0507_0000_0000u64;
        assert_eq!(euler_number(ring), 0);
        assert_eq!(euler_number(0), 0);
    }

    #[test]
    fn distances_to_the_centre_of_mass() {
        let start = Board::start();
        let black = start.pieces(Color::Black);
        // Files b–g on ranks 1 and 8: mean (3.5, 3.5) rounds up to e5.
        assert_eq!(centre_of_mass(black), 4 + 8 * 4);
        let slow: u32 = squares(black)
            .map(|s| {
                let df = (i32::from(file_of(s)) - 4).unsigned_abs();
                let dr = (i32::from(rank_of(s)) - 4).unsigned_abs();
                df.max(dr)
            })
            .sum();
        assert_eq!(distance_sum(black, 36), slow);
        assert_eq!(slow, 42);
        assert_eq!(min_distance_sum(12), 14);
    }

    #[test]
    fn the_start_is_balanced_and_a_huddle_beats_a_spread() {
        // Symmetric start: only the tempo bonus.
        assert_eq!(evaluate(&Board::start()), TEMPO);
        // Black huddled in the centre, White spread on the edges.
        let b = parse_position("8/8/8/2bbb3/2bbb3/8/w6w/w6w b").unwrap();
        assert!(evaluate(&b) > 300, "{}", evaluate(&b));
        let w = b.with_side(Color::White);
        assert_eq!(evaluate(&w), -evaluate(&b) + 2 * TEMPO);
    }

    #[test]
    fn the_zero_sum_evaluator_is_exact_at_the_end() {
        use crate::game::State;
        let text = "1. d1-b3 h5-g4\n2. b1-b4 g4xg1\n3. b4-e7 a3xc1\n4. b3-e6 h3xf1\n5. e1-e5\n";
        let record = crate::games::loa::text::parse_record(text).unwrap();
        let game = crate::games::loa::text::replay(&record, super::super::Rules::default()).game;
        assert!(game.is_terminal());
        assert_eq!(LoaEval.score(&game), super::super::score::WIN);
    }
}
