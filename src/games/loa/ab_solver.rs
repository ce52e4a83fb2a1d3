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

use super::board::{Board, Move};
use super::search::ordering::Heuristics;
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

/// One position on the search path.
#[derive(Clone)]
struct Frame {
    board: Board,
    alpha: i32,
    beta: i32,
    alpha0: i32,
    depth: u32,
    best: i32,
    best_move: Move,
    moves: Vec<Move>,
    order: Vec<i32>,
    next: usize,
    current: Move,
}

impl Frame {
    fn new(board: Board) -> Frame {
        Frame {
            board,
            alpha: LOSS,
            beta: WIN,
            alpha0: LOSS,
            depth: 0,
            best: LOSS - 1,
            best_move: NO_MOVE,
            moves: Vec::with_capacity(64),
            order: Vec::with_capacity(64),
            next: 0,
            current: NO_MOVE,
        }
    }
}

const TT_ORDER: i32 = 1 << 30;
const KILLER_ORDER: i32 = 1 << 28;

/// The alpha-beta solver as a [`Job`] (unit: nodes entered).
pub struct AbSolver {
    rules: Rules,
    max_nodes: u64,
    table: Table,
    frames: Vec<Frame>,
    height: usize,
    path: PathKeys,
    heuristics: Heuristics,
    iteration: u32,
    nodes: u64,
    seed_nodes: u64,
    finished: Option<AbSolved>,
}

impl AbSolver {
    /// A solve of `game`'s current position within `max_nodes` nodes entered; the game's moves
    /// so far are the history the repetition rule reads.
    pub fn new(game: &Loa, max_nodes: u64) -> AbSolver {
        let root = *game.board();
        let path = PathKeys::of_game(game, MAX_DEPTH as usize);
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
        AbSolver {
            rules: *game.rules(),
            max_nodes,
            table: Table::new(TABLE_ENTRIES),
            frames: vec![Frame::new(root); MAX_DEPTH as usize + 1],
            height: 0,
            path,
            heuristics: Heuristics::new(MAX_DEPTH as usize + 1),
            iteration: 0,
            nodes: 0,
            seed_nodes: 0,
            finished,
        }
    }

    /// Nodes entered so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The iteration under way.
    pub fn iteration(&self) -> u32 {
        self.iteration
    }

    fn finish(&mut self, value: i32, best_move: Option<Move>) {
        self.finished = Some(AbSolved {
            value,
            best_move,
            nodes: self.nodes,
            seed_nodes: self.seed_nodes,
            depth: self.iteration,
        });
    }

    /// Counts a node entered at `ply`.
    fn count(&mut self, ply: usize) {
        self.nodes += 1;
        if ply as u32 == self.iteration || (ply == 0 && self.iteration == 1) {
            self.seed_nodes += 1;
        }
    }

    /// True when `key`, reached by `mv`, repeats a position of the path (under the repetition
    /// rule).
    fn repeats(&self, key: u64, mv: Move) -> bool {
        self.rules.repetition.is_some() && self.path.repeats(key, mv)
    }

    /// The value of `board` (reached by `mv`, searched `depth` plies deep with the window
    /// `(alpha, beta)`) when it is settled without a search: a game end, a repetition, a table
    /// entry, the horizon; otherwise the table's move.
    fn settle(
        &self,
        board: &Board,
        mv: Move,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> Result<i32, Move> {
        if let Some(ending) = board_ending(board, &self.rules) {
            return Ok(match ending {
                Ending::Connected(c) | Ending::NoMoves(c) if c == board.to_move() => WIN,
                Ending::Connected(_) | Ending::NoMoves(_) => LOSS,
                _ => UNKNOWN,
            });
        }
        let key = board.key();
        if self.repeats(key, mv) {
            return Ok(UNKNOWN);
        }
        let entry = self.table.probe(key);
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

    /// Enhanced transposition cut-offs at frame `ply`: a child whose table entry refutes it
    /// (from the child's side, at most `-beta` at a sufficient depth, or a proven loss) gives
    /// this node its value at once.
    fn etc(&self, ply: usize) -> Option<(i32, Move)> {
        let frame = &self.frames[ply];
        if frame.depth < 2 {
            return None;
        }
        for &m in &frame.moves {
            let child = frame.board.play(m);
            let key = child.key();
            let Some(e) = self.table.probe(key) else {
                continue;
            };
            let upper = match (proven(e.score, e.bound), e.bound) {
                (Some(v), _) => v,
                (None, Bound::Upper | Bound::Exact) if u32::from(e.depth) + 1 >= frame.depth => {
                    e.score
                }
                _ => continue,
            };
            if -upper >= frame.beta && !self.repeats(key, m) {
                return Some((-upper, m));
            }
        }
        None
    }

    /// Fills frame `ply` (board, window and depth set) with its ordered moves.
    fn expand(&mut self, ply: usize, table_move: Move) {
        let killers = self.heuristics.killers(ply);
        let frame = &mut self.frames[ply];
        frame.best = LOSS - 1;
        frame.best_move = NO_MOVE;
        frame.next = 0;
        frame.current = NO_MOVE;
        frame.moves.clear();
        frame.order.clear();
        frame.board.moves(&mut frame.moves);
        if frame.moves.is_empty() {
            // Only under the pass rule: otherwise the game has ended.
            frame.moves.push(Move::PASS);
            frame.order.push(0);
            return;
        }
        let side = frame.board.to_move();
        for &m in &frame.moves {
            let key = if m == table_move {
                TT_ORDER
            } else if m == killers[0] {
                KILLER_ORDER + 1
            } else if m == killers[1] {
                KILLER_ORDER
            } else {
                self.heuristics.history(side, m)
            };
            frame.order.push(key);
        }
    }

    /// Starts iteration `self.iteration + 1` at the root.
    fn enter_root(&mut self) {
        self.iteration += 1;
        self.count(0);
        let root = self.frames[0].board;
        let table_move = self
            .table
            .probe(root.key())
            .map_or(NO_MOVE, |e| unpack(e.best));
        let frame = &mut self.frames[0];
        frame.alpha = LOSS;
        frame.beta = WIN;
        frame.alpha0 = LOSS;
        frame.depth = self.iteration;
        self.expand(0, table_move);
        self.height = 1;
        if let Some((v, m)) = self.etc(0) {
            let frame = &mut self.frames[0];
            frame.best = v;
            frame.best_move = m;
            frame.next = frame.moves.len();
        }
    }

    /// Enters the child of frame `ply` reached by `mv`.
    fn enter_child(&mut self, ply: usize, mv: Move) {
        self.count(ply + 1);
        let parent = &self.frames[ply];
        let (alpha, beta) = (-parent.beta, -parent.alpha);
        let depth = parent.depth - 1;
        let board = parent.board.play(mv);
        match self.settle(&board, mv, depth, alpha, beta) {
            Ok(v) => self.back_up(ply, -v),
            Err(table_move) => {
                self.path.push(board.key(), mv);
                let frame = &mut self.frames[ply + 1];
                frame.board = board;
                frame.alpha = alpha;
                frame.beta = beta;
                frame.alpha0 = alpha;
                frame.depth = depth;
                self.expand(ply + 1, table_move);
                self.height = ply + 2;
                if let Some((v, m)) = self.etc(ply + 1) {
                    let frame = &mut self.frames[ply + 1];
                    frame.best = v;
                    frame.best_move = m;
                    frame.next = frame.moves.len();
                }
            }
        }
    }

    /// Takes a child's value (from frame `ply`'s side) into frame `ply`.
    fn back_up(&mut self, ply: usize, v: i32) {
        let frame = &mut self.frames[ply];
        if v > frame.best {
            frame.best = v;
            frame.best_move = frame.current;
        }
        if v > frame.alpha {
            frame.alpha = v;
        }
        if frame.alpha >= frame.beta {
            let (mv, side, depth) = (frame.current, frame.board.to_move(), frame.depth);
            frame.next = frame.moves.len();
            if !mv.is_pass() {
                self.heuristics.reward(ply, side, mv, depth);
            }
        }
    }

    /// Frame `ply` is done: stores it and passes its value up (or ends the iteration).
    fn leave(&mut self, ply: usize) {
        let frame = &self.frames[ply];
        let (v, best_move) = (frame.best, frame.best_move);
        let bound = if v <= frame.alpha0 {
            Bound::Upper
        } else if v >= frame.beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table
            .store(frame.board.key(), frame.depth, bound, v, best_move);
        if ply == 0 {
            self.height = 0;
            if v == WIN {
                self.finish(WIN, Some(best_move));
            } else if v == LOSS {
                self.finish(LOSS, None);
            } else if self.iteration >= MAX_DEPTH {
                self.finish(UNKNOWN, None);
            }
            return;
        }
        self.path.pop();
        self.height = ply;
        self.back_up(ply - 1, -v);
    }

    /// The next move of frame `ply`: the best-ordered one left.
    fn next_move(&mut self, ply: usize) -> Move {
        let frame = &mut self.frames[ply];
        let mut best = frame.next;
        for i in frame.next + 1..frame.moves.len() {
            if frame.order[i] > frame.order[best] {
                best = i;
            }
        }
        frame.moves.swap(frame.next, best);
        frame.order.swap(frame.next, best);
        let mv = frame.moves[frame.next];
        frame.next += 1;
        frame.current = mv;
        mv
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
        let stop = self.nodes.saturating_add(budget.max(1));
        loop {
            if let Some(done) = self.finished {
                return Some(done);
            }
            if self.height == 0 {
                if self.nodes >= self.max_nodes {
                    self.finish(UNKNOWN, None);
                    continue;
                }
                self.enter_root();
                continue;
            }
            let ply = self.height - 1;
            if self.frames[ply].next >= self.frames[ply].moves.len() {
                self.leave(ply);
                continue;
            }
            if self.nodes >= self.max_nodes {
                self.finish(UNKNOWN, None);
                continue;
            }
            if self.nodes >= stop {
                return None;
            }
            let mv = self.next_move(ply);
            self.enter_child(ply, mv);
        }
    }

    fn progress(&self) -> Progress {
        let fraction = if self.finished.is_some() {
            1.0
        } else {
            (self.nodes as f64 / self.max_nodes.max(1) as f64).min(1.0)
        };
        Progress {
            done: self.nodes,
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
