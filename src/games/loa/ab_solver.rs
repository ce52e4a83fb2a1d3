//! An alpha-beta **solver** for Lines of Action, tuned as the literature tunes one for the
//! comparison with proof-number search (Winands, Uiterwijk and van den Herik 2003; the seed's
//! Table 4.2 quotes it): beside the playing engine ([`super::search`]), which scores the
//! horizon with an evaluation and is only run as a solver, this one knows three values only.
//!
//! - **Values** from the side to move: win (+1), loss (−1), unknown (0). A game end is a win or
//!   a loss (a double connection under the draw option, and a repetition, are 0: not a proof);
//!   the horizon is unknown — no evaluation. So a +1 or −1 at the root is a proof built of real
//!   game ends only, and a proven value holds at any depth.
//! - **Iterative deepening**: depth 1, 2, 3, … until the root is proven or the node budget is
//!   spent (then the answer is unknown).
//! - **A transposition table** (the engine's two-entry buckets, from [`super::search`]):
//!   a proven value (a win as a lower bound of +1, a loss as an upper bound of −1) is used at
//!   any depth; an unknown only by a search at least as deep. Its move is tried first.
//! - **Enhanced transposition cut-offs** (Plaat et al. 1996): before a node's moves are
//!   searched, each child is looked up in the table; a child whose stored value already refutes
//!   it (for a proven loss of the child's mover: a win here) cuts the node off without a search.
//! - **Move ordering**: the table's move, then the two killer moves of the ply, then the history
//!   heuristic (Schaeffer 1989).
//!
//! **Repetitions** (when the rules have the repetition draw): a position that occurred earlier
//! on the path since the last capture, with the same side to move, is 0, as in the engine and
//! the proof-number solvers; a proof never leans on one. The ply cap is not modelled, as in the
//! proof-number solvers (endgame proofs are a few dozen plies).
//!
//! **Nodes** are counted two ways. [`AbSolved::nodes`] counts every position entered in every
//! iteration (the root at each iteration, each child, each table hit and horizon leaf); the
//! node budget is on this count. [`AbSolved::seed_nodes`] counts them as the seed (after
//! Winands et al.) does: a node at depth *i* only in the first iteration that reaches depth *i*
//! — iteration *i* — so the shallow part of the tree, searched again by every later iteration,
//! is counted once.
//!
//! The search is an explicit stack, so [`Job::step`] stops after any node and slices of any
//! size give the same answer; nothing reads a clock.
//!
//! **The driver** — the frame stack, iterative deepening, the node counts, the budget and
//! slices, move generation and ordering — is shared with the engine, in `search/driver.rs`:
//! one loop for both searches. This file holds what makes it a solver: the three values at game ends,
//! repetitions and the horizon, proofs read from the table at any depth, the enhanced
//! transposition cut-offs, and the end of the search at a proof.

use super::board::{Board, Move};
use super::search::driver::{Count, Driver, Memory, Node, Search};
use super::search::path::PathKeys;
use super::search::table::{unpack, Bound, Table};
use super::search::{MAX_DEPTH, NO_MOVE};
use super::{board_ending, Ending, Loa, Rules};
use crate::jobs::{Job, Progress};

/// The table's size in entries (16 bytes each: 16 MiB).
pub const TABLE_ENTRIES: usize = 1 << 20;

const WIN: i32 = 1;
const LOSS: i32 = -1;
const UNKNOWN: i32 = 0;

/// What the solver found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AbSolved {
    /// +1: the side to move wins; −1: it loses; 0: not proven within the budget.
    pub value: i32,
    /// A winning move, after a win.
    pub best_move: Option<Move>,
    /// Positions entered over all iterations.
    pub nodes: u64,
    /// Positions counted by the seed's rule (see the module documentation).
    pub seed_nodes: u64,
    /// The iteration that proved the value (or the last one begun).
    pub depth: u32,
}

/// What the solver decides on the [`Driver`]: game ends and repetitions as three values, the
/// horizon as unknown, proofs read from the table at any depth, enhanced transposition
/// cut-offs, and the end of the search at a proof.
struct Proving {
    rules: Rules,
}

impl Proving {
    /// True when `key`, reached by `mv`, repeats a position of the path (under the repetition
    /// rule).
    #[inline]
    fn repeats(&self, path: &PathKeys, key: u64, mv: Move) -> bool {
        self.rules.repetition.is_some() && path.repeats(key, mv)
    }

    fn answer(count: Count, value: i32, best_move: Option<Move>) -> AbSolved {
        AbSolved {
            value,
            best_move,
            nodes: count.nodes,
            seed_nodes: count.seed_nodes,
            depth: count.depth,
        }
    }
}

impl Search for Proving {
    type Output = AbSolved;
    const PVS: bool = false;
    const CAPTURE_CLASS: bool = false;
    const WORST: i32 = LOSS - 1;
    const ROOT_WINDOW: (i32, i32) = (LOSS, WIN);
    const SLICE_BEFORE_ROOT: bool = false;

    /// The table's move.
    fn root_move(&self, table: &Table, root: &Board) -> Move {
        table.probe(root.key()).map_or(NO_MOVE, |e| unpack(e.best))
    }

    /// A game end, a repetition, a proof in the table, the horizon (unknown), or a table
    /// entry deep enough that decides the window.
    #[inline]
    fn settle(&self, memory: &Memory, node: Node) -> Result<i32, Move> {
        let Node {
            board,
            mv,
            depth,
            alpha,
            beta,
            ..
        } = node;
        if let Some(ending) = board_ending(board, &self.rules) {
            return Ok(match ending {
                Ending::Connected(c) | Ending::NoMoves(c) if c == board.to_move() => WIN,
                Ending::Connected(_) | Ending::NoMoves(_) => LOSS,
                _ => UNKNOWN,
            });
        }
        let key = board.key();
        if self.repeats(&memory.path, key, mv) {
            return Ok(UNKNOWN);
        }
        let entry = memory.table.probe(key);
        if let Some(e) = entry {
            if let Some(v) = proven(e.score, e.bound) {
                return Ok(v);
            }
        }
        if depth == 0 {
            return Ok(UNKNOWN);
        }
        let Some(e) = entry else {
            return Err(NO_MOVE);
        };
        if u32::from(e.depth) >= depth {
            let settled = match e.bound {
                Bound::Exact => true,
                Bound::Lower => e.score >= beta,
                Bound::Upper => e.score <= alpha,
                Bound::Empty => false,
            };
            if settled {
                return Ok(e.score);
            }
        }
        Err(unpack(e.best))
    }

    /// Enhanced transposition cut-offs: a child whose table entry refutes it (from the
    /// child's side, at most `-beta` at a sufficient depth, or a proven loss) gives this node
    /// its value at once.
    #[inline]
    fn cut_off(
        &self,
        memory: &Memory,
        board: &Board,
        moves: &[Move],
        depth: u32,
        beta: i32,
    ) -> Option<(i32, Move)> {
        if depth < 2 {
            return None;
        }
        for &m in moves {
            let child = board.play(m);
            let key = child.key();
            let Some(e) = memory.table.probe(key) else {
                continue;
            };
            let upper = match (proven(e.score, e.bound), e.bound) {
                (Some(v), _) => v,
                (None, Bound::Upper | Bound::Exact) if u32::from(e.depth) + 1 >= depth => e.score,
                _ => continue,
            };
            if -upper >= beta && !self.repeats(&memory.path, key, m) {
                return Some((-upper, m));
            }
        }
        None
    }

    /// Values as they are: a proof holds at any ply.
    #[inline]
    fn stored(&self, _ply: usize, _depth: u32, score: i32) -> Option<i32> {
        Some(score)
    }

    /// Done at a proof, or at the deepest iteration.
    fn iteration_done(
        &mut self,
        _table: &Table,
        count: Count,
        score: i32,
        best: Move,
    ) -> Option<AbSolved> {
        if score == WIN {
            Some(Proving::answer(count, WIN, Some(best)))
        } else if score == LOSS {
            Some(Proving::answer(count, LOSS, None))
        } else if count.depth >= MAX_DEPTH {
            Some(Proving::answer(count, UNKNOWN, None))
        } else {
            None
        }
    }

    /// Unknown.
    fn out_of_nodes(&mut self, count: Count) -> AbSolved {
        Proving::answer(count, UNKNOWN, None)
    }
}

/// The alpha-beta solver as a [`Job`] (unit: nodes entered).
pub struct AbSolver {
    driver: Driver<Proving>,
    max_nodes: u64,
}

impl AbSolver {
    /// A solve of `game`'s current position within `max_nodes` nodes entered; the game's moves
    /// so far are the history the repetition rule reads.
    pub fn new(game: &Loa, max_nodes: u64) -> AbSolver {
        let root = *game.board();
        let finished = game.ending().map(|ending| AbSolved {
            value: match ending.winner() {
                Some(c) if c == root.to_move() => WIN,
                Some(_) => LOSS,
                None => UNKNOWN,
            },
            best_move: None,
            nodes: 0,
            seed_nodes: 0,
            depth: 0,
        });
        let search = Proving {
            rules: *game.rules(),
        };
        AbSolver {
            driver: Driver::new(game, search, TABLE_ENTRIES, max_nodes, finished),
            max_nodes,
        }
    }

    /// Nodes entered so far.
    pub fn nodes(&self) -> u64 {
        self.driver.nodes()
    }

    /// The iteration under way (between iterations, the last one begun; 0 before the first).
    pub fn iteration(&self) -> u32 {
        self.driver.depth()
    }
}

/// A stored value that is a proof: a win as a lower bound of +1, a loss as an upper bound of −1.
fn proven(score: i32, bound: Bound) -> Option<i32> {
    match (score, bound) {
        (WIN, Bound::Exact | Bound::Lower) => Some(WIN),
        (LOSS, Bound::Exact | Bound::Upper) => Some(LOSS),
        _ => None,
    }
}

impl Job for AbSolver {
    type Output = AbSolved;

    fn step(&mut self, budget: u64) -> Option<AbSolved> {
        self.driver.step(budget)
    }

    fn progress(&self) -> Progress {
        let fraction = if self.driver.is_finished() {
            1.0
        } else {
            (self.nodes() as f64 / self.max_nodes.max(1) as f64).min(1.0)
        };
        Progress {
            done: self.nodes(),
            total: Some(self.max_nodes),
            fraction,
            unit: "nodes".to_string(),
        }
    }
}

/// Solves `game`'s current position in one call.
pub fn ab_solve(game: &Loa, max_nodes: u64) -> AbSolved {
    crate::jobs::run_to_end(&mut AbSolver::new(game, max_nodes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::loa::solve::{solve, Method, Verdict};
    use crate::games::loa::suite::suite;
    use crate::games::loa::text::parse_position;

    #[test]
    fn it_agrees_with_the_suite_and_slices_do_not_change_the_answer() {
        let positions = suite();
        let mut solved = 0;
        for p in positions.iter().step_by(9) {
            let game = Loa::from_board(p.board, Rules::default());
            let a = ab_solve(&game, 300_000);
            if a.value != UNKNOWN {
                solved += 1;
                let verdict = if a.value == WIN {
                    Verdict::Win
                } else {
                    Verdict::Loss
                };
                assert_eq!(verdict, p.result, "{:?}", p.board);
                if let Some(m) = a.best_move {
                    // The winning move leads to a position the opponent loses.
                    let after = game.board().play(m);
                    let reply = solve(
                        &Loa::from_board(after, Rules::default()),
                        Method::Dfpn,
                        2_000_000,
                    );
                    assert_eq!(reply.result, Verdict::Loss);
                }
                assert!(a.seed_nodes <= a.nodes && a.seed_nodes > 0);
            }
            let mut job = AbSolver::new(&game, 300_000);
            let sliced = loop {
                if let Some(s) = job.step(777) {
                    break s;
                }
            };
            assert_eq!(sliced, a);
        }
        assert!(solved >= 5, "{solved}");
    }

    #[test]
    fn a_win_in_one_and_a_lost_position() {
        // Black to move connects in one move.
        let game = Loa::from_board(
            parse_position("8/8/8/8/8/8/b7/2b2w1w b").unwrap(),
            Rules::default(),
        );
        let a = ab_solve(&game, 100_000);
        assert_eq!(a.value, WIN);
        assert_eq!(a.depth, 1);
        // At depth 1 every node is counted by both rules.
        assert_eq!(a.nodes, a.seed_nodes);
        // Over before it starts: White's lone piece is connected, and White is to move.
        let over = Loa::from_board(
            parse_position("1b6/8/8/8/8/8/8/1bbbbbbw w").unwrap(),
            Rules::default(),
        );
        assert_eq!(
            ab_solve(&over, 10),
            AbSolved {
                value: WIN,
                best_move: None,
                nodes: 0,
                seed_nodes: 0,
                depth: 0
            }
        );
        // White boxed in under the default rules has lost.
        let boxed = Loa::from_board(
            parse_position("6bw/6bb/8/8/8/8/bb6/wb6 w").unwrap(),
            Rules::default(),
        );
        assert_eq!(ab_solve(&boxed, 10).value, LOSS);
    }
}
