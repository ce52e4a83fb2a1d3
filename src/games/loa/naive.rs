//! A deliberately naive Lines of Action move generator: the board as an 8×8 array, line counts
//! found by walking the whole line, blocks by walking the path square by square, connection by
//! a breadth-first search. It shares nothing with the bitboard generator in [`super::board`],
//! which is why it exists: the tests compare the two (perft, move lists along random games)
//! and the benchmark reports the bitboard generator's speed as a ratio against it.

use super::board::{Board, Color};

/// A board as an array: `cells[rank][file]`, rank 0 = rank 1.
pub type Cells = [[Option<Color>; 8]; 8];

/// The array form of a position.
pub fn cells_of(board: &Board) -> Cells {
    let mut cells = [[None; 8]; 8];
    for sq in 0..64u8 {
        cells[(sq / 8) as usize][(sq % 8) as usize] = board.at(sq);
    }
    cells
}

/// The legal moves of `mover` as (from, to) squares (`file + 8 * rank`).
pub fn moves(cells: &Cells, mover: Color) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let inside = |f: i32, r: i32| (0..8).contains(&f) && (0..8).contains(&r);
    for r in 0..8i32 {
        for f in 0..8i32 {
            if cells[r as usize][f as usize] != Some(mover) {
                continue;
            }
            for (df, dr) in [(1i32, 0i32), (0, 1), (1, 1), (1, -1)] {
                let count = (-8i32..=8)
                    .filter(|k| {
                        let (ff, rr) = (f + k * df, r + k * dr);
                        inside(ff, rr) && cells[rr as usize][ff as usize].is_some()
                    })
                    .count() as i32;
                for sign in [1, -1] {
                    let (tf, tr) = (f + sign * count * df, r + sign * count * dr);
                    if !inside(tf, tr) || cells[tr as usize][tf as usize] == Some(mover) {
                        continue;
                    }
                    let blocked = (1..count).any(|k| {
                        let (ff, rr) = (f + sign * k * df, r + sign * k * dr);
                        cells[rr as usize][ff as usize] == Some(mover.other())
                    });
                    if !blocked {
                        out.push(((r * 8 + f) as usize, (tr * 8 + tf) as usize));
                    }
                }
            }
        }
    }
    out
}

/// True when `color`'s pieces form one 8-connected group.
pub fn connected(cells: &Cells, color: Color) -> bool {
    let all: Vec<(i32, i32)> = (0..8)
        .flat_map(|r| (0..8).map(move |f| (r, f)))
        .filter(|&(r, f)| cells[r as usize][f as usize] == Some(color))
        .collect();
    let Some(&first) = all.first() else {
        return false;
    };
    let mut seen = vec![first];
    let mut i = 0;
    while i < seen.len() {
        let (r, f) = seen[i];
        for &p in &all {
            if (p.0 - r).abs() <= 1 && (p.1 - f).abs() <= 1 && !seen.contains(&p) {
                seen.push(p);
            }
        }
        i += 1;
    }
    seen.len() == all.len()
}

/// Perft under the default rules (mover wins a double connection, no legal move loses),
/// every ply played out, nothing counted in bulk.
pub fn perft(cells: &Cells, mover: Color, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    for (from, to) in moves(cells, mover) {
        if depth == 1 {
            total += 1;
            continue;
        }
        let mut next = *cells;
        next[to / 8][to % 8] = Some(mover);
        next[from / 8][from % 8] = None;
        let over = connected(&next, mover)
            || connected(&next, mover.other())
            || moves(&next, mover.other()).is_empty();
        if !over {
            total += perft(&next, mover.other(), depth - 1);
        }
    }
    total
}
