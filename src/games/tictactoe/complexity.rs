//! The seed's measures of a game's complexity (§4.1, after Allis), computed exactly for
//! tic-tac-toe from any position:
//!
//! - **state-space complexity**: the positions reachable from it (5 478 from the empty board);
//! - **game-tree size**: the leaves of its game tree, i.e. the possible games (255 168);
//! - **decision complexity**: the leaves of the smallest decision tree — a subtree of the game
//!   tree whose leaves' values establish the root's value;
//! - **game-tree complexity**: the leaves of the smallest *full-width* decision tree, which
//!   keeps every node down to some depth.
//!
//! Values are the game-theoretic win/draw/loss (the measures are about establishing who wins,
//! not by how much), so "at least a loss" and "at most a win" need no proof. A decision tree establishing value `v` at a node where X moves keeps every
//! child (each must be shown to be at most `v`) and follows one child of value `v` to show it
//! reaches `v`; where O moves, the other way round. Minimising over that choice bottom-up gives
//! the smallest such tree exactly, since different children's subtrees share no nodes. A
//! full-width tree cut at depth `d` leaves positions of unknown value, so its root's value is
//! only an interval; the smallest full-width decision tree is the shallowest cut whose interval
//! is a single value.

use serde::{Deserialize, Serialize};

use super::{Mark, TicTacToe};

/// The four measures from one position.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Complexity {
    /// Positions reachable (the start included).
    pub state_space: u64,
    /// Leaves of the game tree (complete games).
    pub game_tree_size: u64,
    /// Leaves of the smallest decision tree.
    pub decision: u64,
    /// Leaves of the smallest full-width decision tree.
    pub game_tree: u64,
    /// The depth of that tree (moves below the position).
    pub full_width_depth: u32,
    /// The win/draw/loss value for X: 1, 0 or −1.
    pub value: i8,
}

const POSITIONS: usize = 19_683;
const NONE: u64 = u64::MAX;
/// Not computed yet (0 is a valid size: a bound that needs no proof).
const UNSET: u64 = u64::MAX - 1;

/// Memoised values and proof sizes by position code.
struct Tables {
    value: Vec<i8>,
    /// Leaves to show value ≥ v (index v + 1).
    at_least: Vec<[u64; 3]>,
    /// Leaves to show value ≤ v.
    at_most: Vec<[u64; 3]>,
    /// Leaves to establish the exact value.
    exact: Vec<u64>,
}

fn children(b: &TicTacToe) -> Vec<TicTacToe> {
    b.empty_squares().map(|s| b.child(s)).collect()
}

impl Tables {
    fn new() -> Self {
        Tables {
            value: vec![2; POSITIONS],
            at_least: vec![[UNSET; 3]; POSITIONS],
            at_most: vec![[UNSET; 3]; POSITIONS],
            exact: vec![0; POSITIONS],
        }
    }

    fn value(&mut self, b: &TicTacToe) -> i8 {
        let code = b.code() as usize;
        if self.value[code] != 2 {
            return self.value[code];
        }
        let v = if b.is_over() {
            match b.winner() {
                Some(Mark::X) => 1,
                Some(Mark::O) => -1,
                None => 0,
            }
        } else {
            let values = children(b)
                .iter()
                .map(|c| self.value(c))
                .collect::<Vec<_>>();
            if b.to_move() == Mark::X {
                *values.iter().max().expect("a move")
            } else {
                *values.iter().min().expect("a move")
            }
        };
        self.value[code] = v;
        v
    }

    /// Leaves of the smallest tree showing value ≥ `v` (`at_least`) or ≤ `v`; `NONE` if the
    /// bound is false.
    fn bound(&mut self, b: &TicTacToe, v: i8, at_least: bool) -> u64 {
        let code = b.code() as usize;
        let slot = (v + 1) as usize;
        let memo = if at_least {
            self.at_least[code][slot]
        } else {
            self.at_most[code][slot]
        };
        if memo != UNSET {
            return memo;
        }
        let value = self.value(b);
        let holds = if at_least { value >= v } else { value <= v };
        // "At least a loss" and "at most a win" need no proof: the node is left out.
        let trivial = if at_least { v == -1 } else { v == 1 };
        let leaves = if !holds {
            NONE
        } else if trivial {
            0
        } else if b.is_over() {
            1
        } else {
            let sizes: Vec<u64> = children(b)
                .iter()
                .map(|c| self.bound(c, v, at_least))
                .collect();
            // The side the bound favours needs one good move; the other side's every move
            // must be answered.
            if (b.to_move() == Mark::X) == at_least {
                *sizes.iter().min().expect("a move")
            } else {
                sizes.iter().fold(0u64, |a, s| a.saturating_add(*s))
            }
        };
        if at_least {
            self.at_least[code][slot] = leaves;
        } else {
            self.at_most[code][slot] = leaves;
        }
        leaves
    }

    /// Leaves of the smallest decision tree establishing the exact value.
    fn exact(&mut self, b: &TicTacToe) -> u64 {
        let code = b.code() as usize;
        if self.exact[code] != 0 {
            return self.exact[code];
        }
        let leaves = if b.is_over() {
            1
        } else {
            let v = self.value(b);
            let kids = children(b);
            // Every child is bounded on the mover's side (≤ v for X, ≥ v for O); one child
            // of value v is established exactly, which shows the mover reaches v.
            let x = b.to_move() == Mark::X;
            let bounds: Vec<u64> = kids.iter().map(|c| self.bound(c, v, !x)).collect();
            let total: u64 = bounds.iter().sum();
            let mut best = NONE;
            for (c, bound) in kids.iter().zip(&bounds) {
                if self.value(c) == v {
                    best = best.min(total - bound + self.exact(c));
                }
            }
            best
        };
        self.exact[code] = leaves;
        leaves
    }
}

/// The root's value interval and the leaf count of the full-width tree cut `depth` moves below
/// `b`.
fn full_width(b: &TicTacToe, depth: u32) -> (i8, i8, u64) {
    if b.is_over() {
        let v = match b.winner() {
            Some(Mark::X) => 1,
            Some(Mark::O) => -1,
            None => 0,
        };
        return (v, v, 1);
    }
    if depth == 0 {
        return (-1, 1, 1);
    }
    let mut leaves = 0;
    let (mut lo, mut hi) = if b.to_move() == Mark::X {
        (-1, -1)
    } else {
        (1, 1)
    };
    for c in children(b) {
        let (l, h, n) = full_width(&c, depth - 1);
        leaves += n;
        if b.to_move() == Mark::X {
            lo = lo.max(l);
            hi = hi.max(h);
        } else {
            lo = lo.min(l);
            hi = hi.min(h);
        }
    }
    (lo, hi, leaves)
}

/// The four measures from `start`.
pub fn complexity(start: &TicTacToe) -> Complexity {
    let mut t = Tables::new();
    let value = t.value(start);
    let decision = t.exact(start);
    let positions = super::reachable_from(start).len() as u64;
    let depth_left = 9 - start.moves_made();
    let (mut game_tree, mut full_width_depth) = (0, 0);
    let mut game_tree_size = 0;
    for d in 0..=depth_left {
        let (lo, hi, leaves) = full_width(start, d);
        if d == depth_left {
            game_tree_size = leaves;
        }
        if lo == hi && game_tree == 0 {
            game_tree = leaves;
            full_width_depth = d;
        }
    }
    Complexity {
        state_space: positions,
        game_tree_size,
        decision,
        game_tree,
        full_width_depth,
        value,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn from_the_empty_board() {
        let c = complexity(&TicTacToe::new());
        assert_eq!(c.state_space, 5_478);
        assert_eq!(c.game_tree_size, 255_168);
        assert_eq!(c.value, 0);
        // A decision tree is far smaller than the game tree, and no full-width tree short of
        // the whole game establishes the draw.
        assert!(c.decision < c.game_tree_size / 10, "{c:?}");
        assert_eq!(c.decision, 529);
        assert_eq!((c.game_tree, c.full_width_depth), (255_168, 9));
    }

    #[test]
    fn a_won_position_needs_one_line_per_defence() {
        // X X _ / O O _ / _ _ _, X to move: X wins at once; one leaf establishes it.
        let b = TicTacToe::parse("XX.OO....").unwrap();
        let c = complexity(&b);
        assert_eq!(c.value, 1);
        assert_eq!(c.decision, 1);
        // Cut one move deep, the winning move's leaf is terminal: the value is known.
        assert_eq!(c.full_width_depth, 1);
        assert_eq!(c.game_tree, 5);
    }

    /// The fewest leaves for each root interval `(low, high)`.
    type Options = Vec<((i8, i8), u64)>;
    /// [`Options`] by position code.
    type Memo = std::collections::HashMap<u16, Options>;
    /// While combining children: the kept children's interval (None: none yet), whether one
    /// was left out, and the leaves so far.
    type State = (Option<(i8, i8)>, bool, u64);

    /// A second method: every subtree of the game tree (each node keeps any subset of its
    /// children; a node that keeps none is a leaf of unknown value) with its root interval,
    /// the fewest leaves per interval found by combining children; the smallest decision tree
    /// is the fewest leaves whose interval is a single value.
    fn by_intervals(b: &TicTacToe, memo: &mut Memo) -> Options {
        if let Some(known) = memo.get(&b.code()) {
            return known.clone();
        }
        let out = by_intervals_uncached(b, memo);
        memo.insert(b.code(), out.clone());
        out
    }

    fn by_intervals_uncached(b: &TicTacToe, memo: &mut Memo) -> Options {
        if b.is_over() {
            let v = match b.winner() {
                Some(Mark::X) => 1,
                Some(Mark::O) => -1,
                None => 0,
            };
            return vec![((v, v), 1)];
        }
        let x = b.to_move() == Mark::X;
        // States: the interval of the kept children so far (None: none kept yet), or any
        // child left out (an unknown value [-1, 1] among the children).
        let mut states: Vec<State> = vec![(None, false, 0)];
        for c in children(b) {
            let options = by_intervals(&c, memo);
            let mut next: Vec<State> = Vec::new();
            let mut add =
                |state: State| match next.iter_mut().find(|s| s.0 == state.0 && s.1 == state.1) {
                    Some(s) => s.2 = s.2.min(state.2),
                    None => next.push(state),
                };
            for &(kept, left_out, leaves) in &states {
                add((kept, true, leaves));
                for &((l, h), n) in &options {
                    let merged = match kept {
                        None => (l, h),
                        Some((a, z)) if x => (a.max(l), z.max(h)),
                        Some((a, z)) => (a.min(l), z.min(h)),
                    };
                    add((Some(merged), left_out, leaves + n));
                }
            }
            states = next;
        }
        let mut out: Options = Vec::new();
        for (kept, left_out, leaves) in states {
            let (iv, n) = match (kept, left_out) {
                (None, _) => ((-1, 1), 1),
                (Some(i), false) => (i, leaves),
                (Some((l, _)), true) if x => ((l, 1), leaves),
                (Some((_, h)), true) => ((-1, h), leaves),
            };
            match out.iter_mut().find(|o| o.0 == iv) {
                Some(o) => o.1 = o.1.min(n),
                None => out.push((iv, n)),
            }
        }
        out
    }

    #[test]
    fn the_recursion_equals_a_search_over_all_subtrees() {
        let mut checked = 0;
        let mut memo = std::collections::HashMap::new();
        for b in super::super::reachable_positions() {
            let c = complexity(&b);
            let smallest = by_intervals(&b, &mut memo)
                .into_iter()
                .filter(|((l, h), _)| l == h)
                .map(|((l, _), n)| {
                    assert_eq!(l, c.value, "{b}");
                    n
                })
                .min()
                .unwrap();
            assert_eq!(c.decision, smallest, "{b}");
            checked += 1;
        }
        // Every reachable position, the empty board (529 leaves) included.
        assert_eq!(checked, 5_478);
    }
}
