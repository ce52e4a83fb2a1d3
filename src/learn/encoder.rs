//! How a position becomes the network's input, and an action one of its policy slots.
//!
//! The network knows nothing of a game: an [`Encoder`] fixes its input size, its number of
//! action slots and the game's starting position. Positions are encoded **from the side to
//! move's view** (its own stones in one plane, the opponent's in the other), so one network
//! plays both colours and its value is always "how good is this for me"; the colour to move
//! is then implied by the counts of stones and needs no input of its own.

use super::sample::Sample;
use crate::game::State;
use crate::games::connect4::{Column, Connect4, Geometry};
use crate::games::tictactoe::{Mark, Square, TicTacToe};

/// A game's encoding for the policy-value network.
pub trait Encoder<S: State>: Clone {
    /// The game's name in saved networks and reports (`tictactoe`, `connect4`).
    fn game(&self) -> &'static str;

    /// The number of inputs.
    fn inputs(&self) -> usize;

    /// The number of action slots of the policy head (every action of the game has one; at
    /// most 64, so a set of legal slots fits a `u64`).
    fn actions(&self) -> usize;

    /// The position every game starts from.
    fn start(&self) -> S;

    /// Writes the input of `state` from the side to move's view into `out` (of length
    /// [`Encoder::inputs`]).
    fn encode(&self, state: &S, out: &mut [f64]);

    /// The policy slot of `action`, below [`Encoder::actions`].
    fn action_index(&self, action: S::Action) -> usize;

    /// The images of `sample` under the symmetries of the board (itself first): the same
    /// lesson for positions the rules treat alike, so training sees each of them. None but
    /// itself by default.
    fn symmetries(&self, sample: &Sample) -> Vec<Sample> {
        vec![sample.clone()]
    }
}

/// `sample` with its cells moved by `image` (cell `i` to `image[i]`) in both input planes,
/// and its action slots by `slot`.
fn permuted(
    sample: &Sample,
    cells: usize,
    image: impl Fn(usize) -> usize,
    slot: impl Fn(usize) -> usize,
) -> Sample {
    let mut input = vec![0.0; sample.input.len()];
    for i in 0..cells {
        input[image(i)] = sample.input[i];
        input[cells + image(i)] = sample.input[cells + i];
    }
    let mut policy = vec![0.0; sample.policy.len()];
    let mut legal = 0u64;
    for (a, &p) in sample.policy.iter().enumerate() {
        policy[slot(a)] = p;
        legal |= (sample.legal >> a & 1) << slot(a);
    }
    Sample {
        input,
        legal,
        policy,
        value: sample.value,
    }
}

/// Tic-tac-toe: 18 inputs (the mover's marks on cells 0–8, then the opponent's) and 9
/// action slots (the cells).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TicTacToeEncoder;

impl Encoder<TicTacToe> for TicTacToeEncoder {
    fn game(&self) -> &'static str {
        "tictactoe"
    }

    fn inputs(&self) -> usize {
        18
    }

    fn actions(&self) -> usize {
        9
    }

    fn start(&self) -> TicTacToe {
        TicTacToe::new()
    }

    fn encode(&self, state: &TicTacToe, out: &mut [f64]) {
        let me = state.to_move();
        for i in 0..9u8 {
            let (own, other) = match state.mark(Square(i)) {
                Some(m) if m == me => (1.0, 0.0),
                Some(_) => (0.0, 1.0),
                None => (0.0, 0.0),
            };
            out[usize::from(i)] = own;
            out[9 + usize::from(i)] = other;
        }
        debug_assert!(me == Mark::X || me == Mark::O);
    }

    fn action_index(&self, action: Square) -> usize {
        usize::from(action.0)
    }

    /// The eight symmetries of the square: four rotations, each with and without a mirror.
    fn symmetries(&self, sample: &Sample) -> Vec<Sample> {
        let rotate = |i: usize| (i % 3) * 3 + (2 - i / 3);
        let mirror = |i: usize| (i / 3) * 3 + (2 - i % 3);
        (0..8)
            .map(|k| {
                let image = move |mut i: usize| {
                    for _ in 0..k % 4 {
                        i = rotate(i);
                    }
                    if k >= 4 {
                        i = mirror(i);
                    }
                    i
                };
                permuted(sample, 9, image, image)
            })
            .collect()
    }
}

/// Connect Four on a board of any size (7×6 by default): `2·W·H` inputs (the mover's stones
/// cell by cell, column-major from the bottom, then the opponent's) and `W` action slots.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Connect4Encoder {
    /// The board's size.
    pub geometry: Geometry,
}

impl Default for Connect4Encoder {
    fn default() -> Self {
        Connect4Encoder {
            geometry: Geometry::STANDARD,
        }
    }
}

impl Encoder<Connect4> for Connect4Encoder {
    fn game(&self) -> &'static str {
        "connect4"
    }

    fn inputs(&self) -> usize {
        2 * self.geometry.cells() as usize
    }

    fn actions(&self) -> usize {
        self.geometry.width() as usize
    }

    fn start(&self) -> Connect4 {
        Connect4::new(self.geometry)
    }

    fn encode(&self, state: &Connect4, out: &mut [f64]) {
        let (w, h) = (self.geometry.width(), self.geometry.height());
        let cells = (w * h) as usize;
        // Pons' bitboard: column c's cells are bits c·(H+1) .. c·(H+1)+H−1, bottom first;
        // `current` holds the side to move's stones.
        let (current, mask) = state.bitboards();
        let opponent = current ^ mask;
        for c in 0..w {
            for r in 0..h {
                let bit = 1u64 << (c * (h + 1) + r);
                let i = (c * h + r) as usize;
                out[i] = if current & bit != 0 { 1.0 } else { 0.0 };
                out[cells + i] = if opponent & bit != 0 { 1.0 } else { 0.0 };
            }
        }
    }

    fn action_index(&self, action: Column) -> usize {
        usize::from(action.0)
    }

    /// The mirror image (column `c` to `W − 1 − c`).
    fn symmetries(&self, sample: &Sample) -> Vec<Sample> {
        let (w, h) = (
            self.geometry.width() as usize,
            self.geometry.height() as usize,
        );
        let image = |i: usize| (w - 1 - i / h) * h + i % h;
        let slot = |a: usize| w - 1 - a;
        vec![sample.clone(), permuted(sample, w * h, image, slot)]
    }
}
