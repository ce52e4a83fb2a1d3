//! The one iterative-deepening alpha-beta driver of Lines of Action: the playing engine
//! ([`super::AlphaBeta`]) and the three-valued solver ([`crate::games::loa::ab_solver`]) both
//! run on it.
//!
//! The driver owns everything the two searches do alike:
//! - the **explicit stack** of preallocated frames (one per ply, boards by copy-make), entering
//!   a child, backing a score up, leaving a frame and storing it in the transposition table;
//! - **iterative deepening**: iterations of depth 1, 2, … each entered at the root, until the
//!   search says it is done;
//! - the **node count** (every position entered: each iteration's root, every child, every
//!   settled leaf), the seed's count beside it (a node at ply `i` only in iteration `i`), the
//!   **node budget** and **slices** ([`Driver::step`] stops after any node; slices of any size
//!   give the answer of one big step);
//! - **move generation and ordering**: the table's move first, then (for the engine) captures,
//!   then the ply's two killer moves, then the history heuristic; a move that causes a cut-off
//!   becomes a killer and earns `depth²` of history ([`super::ordering`]);
//! - the repetition path ([`super::path`]) and the table ([`super::table`]).
//!
//! What differs is a [`Search`]: how a position is settled without expanding it (game ends,
//! repetitions, the horizon, table hits — an evaluation for the engine, "unknown" for the
//! solver), how a score is stored, what ends the search after an iteration, enhanced
//! transposition cut-offs (the solver), principal-variation windows and the principal
//! variation (the engine). Its switches are associated constants and its hooks are called on
//! the concrete type, so each search is monomorphised: no dynamic dispatch in the inner loop,
//! and the branches a search does not use compile away.
//!
//! One driver, so the two searches cannot drift apart in how they walk the tree, count and
//! slice. Its order of work is part of each search's answer: the golden tests and the seed's
//! Table 4.2 reproduction pin values, best moves and node counts (`nodes` and the seed's
//! count) exactly, so any change here must keep the order in which nodes are entered, moves
//! are ordered and the table and heuristics are written.

use super::ordering::Heuristics;
use super::path::PathKeys;
use super::table::{Bound, Table};
use super::{MAX_DEPTH, NO_MOVE};
use crate::games::loa::board::{Board, Move};
use crate::games::loa::Loa;

/// The table's move is searched first.
const TT_MOVE_ORDER: i32 = 1 << 30;
/// Captures, where a search orders them as a class ([`Search::CAPTURE_CLASS`]), come next.
const CAPTURE_ORDER: i32 = 1 << 28;
/// Then the two killer moves (history scores stay below [`super::ordering::HISTORY_CEILING`],
/// far below this).
const KILLER_ORDER: i32 = 1 << 27;

/// What the driver remembers between nodes and a [`Search`] reads to settle a position.
pub(crate) struct Memory {
    /// The transposition table.
    pub(crate) table: Table,
    /// The positions from the game's first one to the top frame (for repetitions).
    pub(crate) path: PathKeys,
}

/// A position just entered below the root, before it is expanded.
#[derive(Clone, Copy)]
pub(crate) struct Node<'a> {
    pub(crate) board: &'a Board,
    /// The move that led to it.
    pub(crate) mv: Move,
    /// Its distance from the root.
    pub(crate) ply: usize,
    /// The plies left to search from it.
    pub(crate) depth: u32,
    /// The lower end of its window, from its side to move.
    pub(crate) alpha: i32,
    /// The upper end of its window.
    pub(crate) beta: i32,
}

/// The driver's counters, for a [`Search`] building its answer.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Count {
    /// Nodes entered over all iterations.
    pub(crate) nodes: u64,
    /// Nodes counted by the seed's rule.
    pub(crate) seed_nodes: u64,
    /// The iteration under way (or the last one begun).
    pub(crate) depth: u32,
}

/// What a search on the [`Driver`] decides for itself. The constants are switches the driver
/// reads in its inner loop (constant after monomorphisation); the methods are its hooks.
pub(crate) trait Search {
    /// The answer of a finished search.
    type Output: Clone;
    /// Principal-variation search: a node's moves after the first are searched with a null
    /// window around α, and again with the full window when they fail high inside it.
    const PVS: bool;
    /// Captures are ordered as a class of their own (after the table's move, before the
    /// killers) and never become killers; otherwise a capture is ordered like any move.
    const CAPTURE_CLASS: bool;
    /// A score below every score the search gives (a frame's best before its first move).
    const WORST: i32;
    /// The root's window `(α, β)`.
    const ROOT_WINDOW: (i32, i32);
    /// A slice may end before an iteration's root, as before any child (the engine). Without
    /// it a slice ends only before a child, so a root entered at the end of a slice takes it
    /// one node over (the solver).
    const SLICE_BEFORE_ROOT: bool;

    /// The move the root searches first.
    fn root_move(&self, table: &Table, root: &Board) -> Move;

    /// A position at `ply` is entered (the root at each iteration, every child).
    #[inline]
    fn entered(&mut self, _ply: usize) {}

    /// The score of `node` (from its side to move) if it is settled without expanding it: a
    /// game end, a repetition, the horizon, a table hit. Otherwise the table's move for
    /// ordering ([`NO_MOVE`] for none).
    fn settle(&self, memory: &Memory, node: Node) -> Result<i32, Move>;

    /// Enhanced transposition cut-offs: a score and move that settle a freshly expanded node
    /// (with `moves`, `depth` plies to search and `beta`) before any child is searched.
    #[inline]
    fn cut_off(
        &self,
        _memory: &Memory,
        _board: &Board,
        _moves: &[Move],
        _depth: u32,
        _beta: i32,
    ) -> Option<(i32, Move)> {
        None
    }

    /// The move `mv` at `ply` raised α inside the window (a new principal variation).
    #[inline]
    fn raised(&mut self, _ply: usize, _mv: Move) {}

    /// The score to store for a node at `ply` searched `depth` plies deep, or `None` to store
    /// nothing.
    fn stored(&self, ply: usize, depth: u32, score: i32) -> Option<i32>;

    /// An iteration ended with the root's `score` and `best` move: the answer if the search is
    /// over, `None` to search one ply deeper.
    fn iteration_done(
        &mut self,
        table: &Table,
        count: Count,
        score: i32,
        best: Move,
    ) -> Option<Self::Output>;

    /// The node budget is spent: the answer.
    fn out_of_nodes(&mut self, count: Count) -> Self::Output;
}

/// One position on the search path.
#[derive(Clone)]
struct Frame {
    board: Board,
    alpha: i32,
    beta: i32,
    /// α when the node was entered (for the table's bound).
    alpha0: i32,
    depth: u32,
    best: i32,
    best_move: Move,
    moves: Vec<Move>,
    order: Vec<i32>,
    /// The next move to search; `moves.len()` once the node is done (a cut-off included).
    next: usize,
    /// The move whose subtree is being searched.
    current: Move,
    /// Moves searched (for principal-variation search).
    searched: u32,
    /// `current` is being searched with a null window.
    null_window: bool,
    /// `current` failed high inside the window and must be searched again.
    research: bool,
}

impl Frame {
    fn new(board: Board) -> Frame {
        Frame {
            board,
            alpha: 0,
            beta: 0,
            alpha0: 0,
            depth: 0,
            best: 0,
            best_move: NO_MOVE,
            moves: Vec::with_capacity(64),
            order: Vec::with_capacity(64),
            next: 0,
            current: NO_MOVE,
            searched: 0,
            null_window: false,
            research: false,
        }
    }
}

/// Iterative-deepening alpha-beta on an explicit stack of frames, driven by a [`Search`].
pub(crate) struct Driver<S: Search> {
    /// The search's own state and rules.
    pub(crate) search: S,
    memory: Memory,
    heuristics: Heuristics,
    frames: Vec<Frame>,
    /// Frames in use (0: between iterations).
    height: usize,
    /// The iteration under way, or the last one begun (0 before the first).
    depth: u32,
    nodes: u64,
    seed_nodes: u64,
    max_nodes: u64,
    finished: Option<S::Output>,
    /// The search ended after an iteration (not by the budget, nor before it began).
    ended_by_iteration: bool,
}

impl<S: Search> Driver<S> {
    /// A search of `game`'s current position within `max_nodes` nodes entered, with a table of
    /// `entries` entries; `finished` is its answer when there is nothing to search.
    pub(crate) fn new(
        game: &Loa,
        search: S,
        entries: usize,
        max_nodes: u64,
        finished: Option<S::Output>,
    ) -> Driver<S> {
        let root = *game.board();
        Driver {
            search,
            memory: Memory {
                table: Table::new(entries),
                path: PathKeys::of_game(game, MAX_DEPTH as usize),
            },
            heuristics: Heuristics::new(MAX_DEPTH as usize + 1),
            frames: vec![Frame::new(root); MAX_DEPTH as usize + 1],
            height: 0,
            depth: 0,
            nodes: 0,
            seed_nodes: 0,
            max_nodes,
            finished,
            ended_by_iteration: false,
        }
    }

    /// Nodes entered so far.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Nodes entered so far as the seed counts them: a node at ply `i` only in iteration `i`
    /// (the root once).
    pub(crate) fn seed_nodes(&self) -> u64 {
        self.seed_nodes
    }

    /// The iteration under way, or the last one begun (0 before the first).
    pub(crate) fn depth(&self) -> u32 {
        self.depth
    }

    /// The iteration under way; between iterations the next one, unless the search ended
    /// with the last.
    pub(crate) fn searching(&self) -> u32 {
        self.depth + u32::from(self.height == 0 && !self.ended_by_iteration)
    }

    /// True once the search has its answer.
    pub(crate) fn is_finished(&self) -> bool {
        self.finished.is_some()
    }

    fn count(&self) -> Count {
        Count {
            nodes: self.nodes,
            seed_nodes: self.seed_nodes,
            depth: self.depth,
        }
    }

    /// Runs until the search is over (its answer) or `budget` more nodes are entered (`None`).
    pub(crate) fn step(&mut self, budget: u64) -> Option<S::Output> {
        let stop = self.nodes.saturating_add(budget.max(1));
        loop {
            if let Some(done) = &self.finished {
                return Some(done.clone());
            }
            if self.height == 0 {
                if self.nodes >= self.max_nodes {
                    self.finished = Some(self.search.out_of_nodes(self.count()));
                    continue;
                }
                if S::SLICE_BEFORE_ROOT && self.nodes >= stop {
                    return None;
                }
                self.enter_root();
                continue;
            }
            let frame = &self.frames[self.height - 1];
            if !(S::PVS && frame.research) && frame.next >= frame.moves.len() {
                self.leave();
                continue;
            }
            if self.nodes >= self.max_nodes {
                self.finished = Some(self.search.out_of_nodes(self.count()));
                continue;
            }
            if self.nodes >= stop {
                return None;
            }
            let (mv, alpha, beta) = self.next_child();
            self.enter_child(mv, alpha, beta);
        }
    }

    /// Starts the next iteration: enters the root and pushes its frame.
    fn enter_root(&mut self) {
        self.depth += 1;
        self.nodes += 1;
        self.seed_nodes += u64::from(self.depth == 1);
        self.search.entered(0);
        let table_move = self
            .search
            .root_move(&self.memory.table, &self.frames[0].board);
        let (alpha, beta) = S::ROOT_WINDOW;
        let frame = &mut self.frames[0];
        frame.alpha = alpha;
        frame.beta = beta;
        frame.alpha0 = alpha;
        frame.depth = self.depth;
        self.expand(0, table_move);
        self.height = 1;
        self.cut_off(0);
    }

    /// Enters the child of the top frame reached by `mv`, with the window `(alpha, beta)` from
    /// the child's side.
    fn enter_child(&mut self, mv: Move, alpha: i32, beta: i32) {
        self.nodes += 1;
        let ply = self.height;
        self.seed_nodes += u64::from(ply as u32 == self.depth);
        self.search.entered(ply);
        let parent = &self.frames[ply - 1];
        let board = parent.board.play(mv);
        let depth = parent.depth - 1;
        let node = Node {
            board: &board,
            mv,
            ply,
            depth,
            alpha,
            beta,
        };
        match self.search.settle(&self.memory, node) {
            Ok(score) => self.back_up(-score),
            Err(table_move) => {
                let frame = &mut self.frames[ply];
                frame.board = board;
                frame.alpha = alpha;
                frame.beta = beta;
                frame.alpha0 = alpha;
                frame.depth = depth;
                self.expand(ply, table_move);
                self.memory.path.push(board.key(), mv);
                self.height += 1;
                self.cut_off(ply);
            }
        }
    }

    /// Fills frame `ply` (board, window and depth already set) with its ordered moves.
    fn expand(&mut self, ply: usize, table_move: Move) {
        let killers = self.heuristics.killers(ply);
        let frame = &mut self.frames[ply];
        frame.best = S::WORST;
        frame.best_move = NO_MOVE;
        frame.next = 0;
        frame.current = NO_MOVE;
        frame.searched = 0;
        frame.null_window = false;
        frame.research = false;
        frame.moves.clear();
        frame.order.clear();
        frame.board.moves(&mut frame.moves);
        if frame.moves.is_empty() {
            // Only reachable where a side without a move passes: where it loses, the search
            // settled the position as a game end.
            frame.moves.push(Move::PASS);
            frame.order.push(0);
            return;
        }
        let side = frame.board.to_move();
        for &m in &frame.moves {
            let key = if m == table_move {
                TT_MOVE_ORDER
            } else if S::CAPTURE_CLASS && m.capture {
                CAPTURE_ORDER + self.heuristics.history(side, m)
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

    /// Enhanced transposition cut-offs at the freshly expanded frame `ply`, if the search has
    /// them: a child whose table entry refutes it settles the node at once.
    fn cut_off(&mut self, ply: usize) {
        let frame = &self.frames[ply];
        let cut = self.search.cut_off(
            &self.memory,
            &frame.board,
            &frame.moves,
            frame.depth,
            frame.beta,
        );
        if let Some((score, mv)) = cut {
            let frame = &mut self.frames[ply];
            frame.best = score;
            frame.best_move = mv;
            frame.next = frame.moves.len();
        }
    }

    /// Chooses the next move of the top frame (the best-ordered one left) and the child's
    /// window.
    fn next_child(&mut self) -> (Move, i32, i32) {
        let frame = &mut self.frames[self.height - 1];
        if S::PVS && frame.research {
            frame.research = false;
            frame.null_window = false;
            return (frame.current, -frame.beta, -frame.alpha);
        }
        let mut pick = frame.next;
        for i in frame.next + 1..frame.moves.len() {
            if frame.order[i] > frame.order[pick] {
                pick = i;
            }
        }
        frame.moves.swap(frame.next, pick);
        frame.order.swap(frame.next, pick);
        let mv = frame.moves[frame.next];
        frame.next += 1;
        frame.current = mv;
        if !S::PVS || frame.searched == 0 || frame.beta - frame.alpha <= 1 {
            (mv, -frame.beta, -frame.alpha)
        } else {
            frame.null_window = true;
            (mv, -frame.alpha - 1, -frame.alpha)
        }
    }

    /// Takes a child's score (from the top frame's side) into the top frame.
    fn back_up(&mut self, score: i32) {
        let ply = self.height - 1;
        let frame = &mut self.frames[ply];
        if S::PVS {
            if frame.null_window && score > frame.alpha && score < frame.beta {
                frame.research = true;
                return;
            }
            frame.null_window = false;
            frame.searched += 1;
        }
        // α is the larger of its entry value and `best`, so a score that does not beat `best`
        // does not raise α either.
        if score > frame.best {
            frame.best = score;
            frame.best_move = frame.current;
            if score > frame.alpha {
                frame.alpha = score;
                let mv = frame.current;
                if score >= frame.beta {
                    frame.next = frame.moves.len();
                    // A capture ordered as a class of its own is never a killer.
                    let in_class = S::CAPTURE_CLASS && mv.capture;
                    if !in_class && !mv.is_pass() {
                        let (side, depth) = (frame.board.to_move(), frame.depth);
                        self.heuristics.reward(ply, side, mv, depth);
                    }
                } else {
                    self.search.raised(ply, mv);
                }
            }
        }
    }

    /// Closes the top frame: stores it and passes its score down, or ends the iteration.
    fn leave(&mut self) {
        let ply = self.height - 1;
        let frame = &self.frames[ply];
        let (score, best) = (frame.best, frame.best_move);
        let bound = if score <= frame.alpha0 {
            Bound::Upper
        } else if score >= frame.beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        if let Some(stored) = self.search.stored(ply, frame.depth, score) {
            self.memory
                .table
                .store(frame.board.key(), frame.depth, bound, stored, best);
        }
        self.height = ply;
        if ply > 0 {
            self.memory.path.pop();
            self.back_up(-score);
            return;
        }
        let count = self.count();
        if let Some(answer) = self
            .search
            .iteration_done(&self.memory.table, count, score, best)
        {
            self.ended_by_iteration = true;
            self.finished = Some(answer);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::games::loa::ab_solver::AbSolver;
    use crate::games::loa::bench::record_position;
    use crate::games::loa::search::{AlphaBeta, Limits};
    use crate::games::loa::suite::suite;
    use crate::games::loa::{Loa, Rules};
    use crate::jobs::Job;

    /// Runs `job` in slices of `slice` nodes, checking that none enters more than `most`.
    fn sliced<J: Job>(job: &mut J, slice: u64, most: u64) -> J::Output {
        loop {
            let before = job.progress().done;
            let out = job.step(slice);
            assert!(job.progress().done - before <= most);
            if let Some(out) = out {
                return out;
            }
        }
    }

    #[test]
    fn both_searches_keep_to_their_slices_and_give_the_answer_of_one_step() {
        // The engine: a slice never enters more than its budget; between iterations it names
        // the next one.
        let game = record_position("appendix_E_game1", 12);
        let limits = Limits::nodes(20_000);
        let whole = AlphaBeta::new(&game, limits).step(u64::MAX).unwrap();
        let mut job = AlphaBeta::new(&game, limits);
        assert_eq!(job.current_depth(), 1);
        assert_eq!(sliced(&mut job, 7, 7), whole);
        assert!(whole.depth >= 2 && job.current_depth() > whole.depth);

        // The solver: a slice that begins an iteration may enter one node more; it names the
        // last iteration begun.
        let p = &suite()[0];
        let game = Loa::from_board(p.board, Rules::default());
        let whole = AbSolver::new(&game, 20_000).step(u64::MAX).unwrap();
        let mut job = AbSolver::new(&game, 20_000);
        assert_eq!(job.iteration(), 0);
        assert_eq!(sliced(&mut job, 7, 8), whole);
        assert_eq!(job.iteration(), whole.depth);
    }
}
