//! The Lines of Action searcher: iterative-deepening negamax alpha-beta on [`Board`]s, as a
//! step-based [`Job`] (unit: nodes entered).
//!
//! The generic [`crate::search::iterative`] search clones a whole game (with its history) at
//! every node and asks it for its legal actions through a `Vec`; that is fine for drawing a
//! small tree and far too slow for LOA. This one works on the 32-byte [`Board`] by copy-make,
//! keeps one preallocated frame per ply, and knows the game's rules directly.
//!
//! ## The search
//! - **Iterative deepening** (Slate & Atkin): iterations of depth 1, 2, … until the depth limit,
//!   the node budget, or a proven result within the iteration's horizon.
//! - **Negamax alpha-beta, fail-soft, with principal-variation search**: the first move of a
//!   node is searched with the full window, the others with a null window around α and
//!   searched again with the full window when they fail high inside it (Marsland & Campbell).
//! - **Transposition table** (Zobrist keys, [`Board::key`]): per entry the full key, the
//!   depth searched, whether the score is exact or a lower or upper bound, the best move and
//!   the score. Two slots per bucket: one kept for the deeper search, one always replaced.
//!   Win and loss scores are stored as distances from the stored node and turned back into
//!   distances from the root when read, so they stay right when a position is reached at
//!   another ply.
//! - **Move ordering**: the table's move (at the root, the previous iteration's best) first,
//!   then captures, then the two killer moves of the ply, then the rest by the history
//!   heuristic (Schaeffer): a move that caused a cut-off at remaining depth `d` earns `d²`.
//!   Among captures the history score orders too.
//! - **Evaluation** at the horizon: [`super::eval::evaluate`], from the side to move's view.
//!
//! ## Scores
//! From the side to move's point of view. A position in which the side to move has lost
//! (the opponent connected, or under [`NoMoves::Loses`] no legal move) scores `-(WIN - ply)`,
//! where `ply` is its distance from the root; a win `WIN - ply`. A win found nearer the root
//! therefore scores higher, so the search prefers the quickest win and the slowest loss.
//! [`is_win_score`] and [`is_loss_score`] recognise such scores; [`plies_to_end`] reads the
//! distance back.
//!
//! ## Game-level rules inside the search
//! At every position entered below the root, in the order the game itself checks them
//! ([`super::Loa`]'s `apply`): the connection result of the move that led there (the mover's
//! pieces, and after a capture also the opponent's, with [`super::DoubleConnection`]); then,
//! under [`NoMoves::Loses`], a side to move without a move loses (under [`NoMoves::Pass`] its
//! only move is [`Move::PASS`]); then repetition; then the ply cap.
//!
//! - **Repetition** (when [`Rules::repetition`] is on, whatever its count): a position reached inside the
//!   search scores 0 (a draw) if the same position with the same side to move occurred earlier
//!   on the way from the game's first position to it — in the moves already played, or on the
//!   current search path. This is stricter than the rule itself (a draw on the *n*th, by default the third,
//!   occurrence), as engines usually are: a side that can return to a position once can
//!   return again, and treating the first return as a draw keeps the search from walking in
//!   circles. Only positions since the last capture are compared (a capture can never be
//!   undone).
//! - **Ply cap** ([`Rules::max_plies`]): a position reached at or after the cap (counted from
//!   the game's first position, so the game's moves so far count) scores 0. The table is not
//!   used where the cap lies within a node's horizon, since there a score depends on the ply.
//!
//! Scores that depend on the path (a repetition draw) are stored in the table like any other,
//! as in most engines; that can misjudge a position reached along another path ("graph
//! history interaction"). It never creates a false win: a win score backs up only from real
//! game ends along lines whose distance to the end shrinks at every ply, so they cannot repeat.
//!
//! ## Budgets and slices
//! A node is counted each time the search *enters* a position: the root at each iteration,
//! every inner node, every horizon leaf and game end, every transposition-table hit, and a
//! position entered again for a principal-variation re-search. When the node budget is spent
//! the search stops at once and answers with the last *completed* iteration: a half-finished
//! iteration has seen only some root moves, and a move that looks best among those may be
//! refuted by one not yet searched. If not even depth 1 finished, the answer is depth 0: the
//! static evaluation of the root and no move.
//!
//! The search is an explicit stack of frames, not recursion, so [`Job::step`] can stop after
//! any node and the next call continues with the next node: running it in slices of any size
//! gives exactly the [`Analysis`] of one big step. All its state (table, killers, history)
//! lives in the job, and nothing reads a clock.
//!
//! ## References
//! - D. J. Slate, L. R. Atkin, "CHESS 4.5 — the Northwestern University chess program" (1977):
//!   iterative deepening, the transposition table.
//! - A. L. Zobrist, "A new hashing method with application for game playing" (1970).
//! - T. A. Marsland, M. Campbell, "Parallel search of strongly ordered game trees", ACM
//!   Computing Surveys 14 (1982): principal-variation search.
//! - J. Schaeffer, "The history heuristic and alpha-beta search enhancements in practice",
//!   IEEE PAMI 11 (1989): the history heuristic, killer moves.
//! - M. H. M. Winands, "Informed Search in Complex Games", PhD thesis, Universiteit Maastricht
//!   (2004): the Lines of Action engine MIA, its search enhancements and repetition handling.

pub(crate) mod ordering;
pub(crate) mod path;
pub(crate) mod table;

use serde::{Deserialize, Serialize};

use super::board::{connected, Board, Move};
use super::eval::evaluate;
pub use super::score::{is_loss_score, is_win_score, plies_to_end, WIN, WIN_THRESHOLD};
use super::{DoubleConnection, Loa, NoMoves, Rules};
use crate::game::{Bot, State};
use crate::jobs::{Job, Progress};
use ordering::Heuristics;
use path::PathKeys;
use table::{from_table, to_table, unpack, Bound, Table};

/// The deepest iteration the search runs (and the longest search path).
pub const MAX_DEPTH: u32 = 120;
/// The default transposition-table size in entries (16 bytes each: 8 MiB), small enough for
/// the browser.
pub const DEFAULT_TABLE_ENTRIES: usize = 1 << 19;

const INFINITY: i32 = WIN + 1;
/// "No move" in frames and table entries.
pub(crate) const NO_MOVE: Move = Move {
    from: 255,
    to: 255,
    capture: false,
};

/// Where the search must stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Limits {
    /// The deepest iteration, in plies (`None`: as deep as the node budget allows; never more
    /// than [`MAX_DEPTH`]).
    pub max_depth: Option<u32>,
    /// The most nodes entered over all iterations (`u64::MAX`: no budget).
    pub max_nodes: u64,
}

impl Limits {
    /// Search to `depth` plies with no node budget.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            max_depth: Some(depth),
            max_nodes: u64::MAX,
        }
    }

    /// Search as deep as `nodes` nodes allow.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            max_depth: None,
            max_nodes: nodes,
        }
    }
}

/// The answer of a search: that of its last completed iteration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Analysis {
    /// The best move found (none when no iteration completed or the game is over).
    pub best: Option<Move>,
    /// Its score from the side to move's point of view (see [`is_win_score`]).
    pub score: i32,
    /// The depth of the iteration, in plies (0: only the root was evaluated).
    pub depth: u32,
    /// Nodes entered over all iterations (in the final answer, the interrupted one included).
    pub nodes: u64,
    /// The expected line of play, starting with `best`.
    pub pv: Vec<Move>,
    /// `Some(true)`: a proven win for the side to move; `Some(false)`: a proven loss; `None`:
    /// neither (also for a drawn game).
    pub proven: Option<bool>,
}

/// [`connected`] with a quick refusal: a set with an isolated piece is not connected, which is
/// what most positions look like.
fn fast_connected(pieces: u64) -> bool {
    const NOT_FILE_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;
    const NOT_FILE_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    if pieces & (pieces.wrapping_sub(1)) == 0 {
        return pieces != 0;
    }
    let row = ((pieces << 1) & NOT_FILE_A) | ((pieces >> 1) & NOT_FILE_H);
    let neighbours = row | (row << 8) | (row >> 8) | (pieces << 8) | (pieces >> 8);
    pieces & !neighbours == 0 && connected(pieces)
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
    next: usize,
    /// The move whose subtree is being searched.
    current: Move,
    searched: u32,
    /// `current` is being searched with a null window.
    null_window: bool,
    /// `current` failed high inside the window and must be searched again.
    research: bool,
    cut: bool,
}

impl Frame {
    fn new(board: Board) -> Frame {
        Frame {
            board,
            alpha: -INFINITY,
            beta: INFINITY,
            alpha0: -INFINITY,
            depth: 0,
            best: -INFINITY,
            best_move: NO_MOVE,
            moves: Vec::with_capacity(64),
            order: Vec::with_capacity(64),
            next: 0,
            current: NO_MOVE,
            searched: 0,
            null_window: false,
            research: false,
            cut: false,
        }
    }
}

const TT_MOVE_ORDER: i32 = 1 << 30;
const CAPTURE_ORDER: i32 = 1 << 28;
const KILLER_ORDER: i32 = 1 << 27;

/// Iterative-deepening alpha-beta on a Lines of Action game, as a [`Job`] (unit: nodes
/// entered). See the module documentation.
pub struct AlphaBeta {
    root: Board,
    rules: Rules,
    limits: Limits,
    /// Plies from the root to the ply cap (`u32::MAX`: no cap).
    plies_left: u32,
    table: Table,
    frames: Vec<Frame>,
    /// Frames in use (0: between iterations).
    height: usize,
    /// Keys of the positions from the game's first one to the top frame.
    path: PathKeys,
    /// Killer moves and history scores.
    heuristics: Heuristics,
    /// Triangular principal-variation table: `pv[ply]` is the line from `ply` on.
    pv: Vec<Vec<Move>>,
    /// The iteration being searched.
    depth: u32,
    nodes: u64,
    /// Nodes counted by the seed's rule: a node at ply `i` only in iteration `i`.
    seed_nodes: u64,
    completed: Analysis,
    finished: Option<Analysis>,
}

impl AlphaBeta {
    /// A search of the game's current position with a table of [`DEFAULT_TABLE_ENTRIES`].
    pub fn new(game: &Loa, limits: Limits) -> AlphaBeta {
        AlphaBeta::with_table(game, limits, DEFAULT_TABLE_ENTRIES)
    }

    /// A search with a transposition table of `entries` entries (rounded up to a power of two,
    /// at least 2).
    pub fn with_table(game: &Loa, limits: Limits, entries: usize) -> AlphaBeta {
        let root = *game.board();
        let rules = *game.rules();
        let path = PathKeys::of_game(game, MAX_DEPTH as usize);
        let played = game.moves().len() as u32;
        let plies_left = rules
            .max_plies
            .map_or(u32::MAX, |cap| cap.saturating_sub(played));
        let mut completed = Analysis {
            best: None,
            score: evaluate(&root),
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
            proven: None,
        };
        let mut finished = None;
        if let Some(ending) = game.ending() {
            completed.score = match ending.winner() {
                Some(c) if c == root.to_move() => WIN,
                Some(_) => -WIN,
                None => 0,
            };
            completed.proven = proven(completed.score);
            finished = Some(completed.clone());
        } else if limits.max_depth == Some(0) {
            finished = Some(completed.clone());
        }
        AlphaBeta {
            root,
            rules,
            limits,
            plies_left,
            table: Table::new(entries),
            frames: vec![Frame::new(root); MAX_DEPTH as usize + 1],
            height: 0,
            path,
            heuristics: Heuristics::new(MAX_DEPTH as usize + 1),
            pv: vec![Vec::new(); MAX_DEPTH as usize + 2],
            depth: 1,
            nodes: 0,
            seed_nodes: 0,
            completed,
            finished,
        }
    }

    /// The answer of the last completed iteration so far (depth 0 before the first), for
    /// showing the analysis while the search runs.
    pub fn completed(&self) -> &Analysis {
        &self.completed
    }

    /// The depth of the iteration being searched (or of the last one, once finished).
    pub fn current_depth(&self) -> u32 {
        self.depth
    }

    /// Nodes entered so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Nodes entered so far as the seed counts them (after Winands et al.): a node at ply
    /// `i` only in the first iteration that reaches ply `i`, iteration `i` (the root once).
    pub fn seed_nodes(&self) -> u64 {
        self.seed_nodes
    }

    fn max_depth(&self) -> u32 {
        self.limits.max_depth.unwrap_or(MAX_DEPTH).min(MAX_DEPTH)
    }

    /// Starts an iteration: enters the root and pushes its frame.
    fn enter_root(&mut self) {
        self.nodes += 1;
        self.seed_nodes += u64::from(self.depth == 1);
        let root_move = self.completed.best.unwrap_or(NO_MOVE);
        let frame = &mut self.frames[0];
        frame.alpha = -INFINITY;
        frame.beta = INFINITY;
        frame.alpha0 = -INFINITY;
        frame.depth = self.depth;
        self.pv[0].clear();
        self.expand(0, root_move);
        self.height = 1;
    }

    /// Fills frame `ply` (board, window and depth already set) with its ordered moves.
    fn expand(&mut self, ply: usize, table_move: Move) {
        let killers = self.heuristics.killers(ply);
        let frame = &mut self.frames[ply];
        frame.best = -INFINITY;
        frame.best_move = NO_MOVE;
        frame.next = 0;
        frame.current = NO_MOVE;
        frame.searched = 0;
        frame.null_window = false;
        frame.research = false;
        frame.cut = false;
        frame.moves.clear();
        frame.order.clear();
        frame.board.moves(&mut frame.moves);
        if frame.moves.is_empty() {
            // Only reachable under NoMoves::Pass: NoMoves::Loses ended the game already.
            frame.moves.push(Move::PASS);
            frame.order.push(0);
            return;
        }
        let side = frame.board.to_move();
        for &m in &frame.moves {
            let key = if m == table_move {
                TT_MOVE_ORDER
            } else {
                let history = self.heuristics.history(side, m);
                if m.capture {
                    CAPTURE_ORDER + history
                } else if m == killers[0] {
                    KILLER_ORDER + 1
                } else if m == killers[1] {
                    KILLER_ORDER
                } else {
                    history
                }
            };
            frame.order.push(key);
        }
    }

    /// The score of `board` (reached by `mv`, at `ply`, with `depth` plies to search) if it
    /// is settled without expanding it: a game end, a repetition, the ply cap, the horizon, or
    /// a decisive table entry. Otherwise the table's move for ordering.
    fn settle(
        &self,
        board: &Board,
        mv: Move,
        ply: usize,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> Result<i32, Move> {
        let lost = -(WIN - ply as i32);
        if !mv.is_pass() {
            let us = board.to_move();
            let mover_connected = fast_connected(board.pieces(us.other()));
            let we_connected = mv.capture && fast_connected(board.pieces(us));
            match (mover_connected, we_connected) {
                (false, false) => {}
                (true, false) => return Ok(lost),
                (false, true) => return Ok(-lost),
                (true, true) => {
                    return Ok(match self.rules.double_connection {
                        DoubleConnection::MoverWins => lost,
                        DoubleConnection::Draw => 0,
                    })
                }
            }
        }
        if self.rules.no_moves == NoMoves::Loses && !board.has_move() {
            return Ok(lost);
        }
        let key = board.key();
        if self.rules.repetition.is_some() && self.path.repeats(key, mv) {
            return Ok(0);
        }
        if ply as u32 >= self.plies_left {
            return Ok(0);
        }
        if depth == 0 {
            return Ok(evaluate(board));
        }
        let Some(entry) = self.table.probe(key) else {
            return Err(NO_MOVE);
        };
        if u32::from(entry.depth) >= depth && self.table_usable(ply, u32::from(entry.depth)) {
            let score = from_table(entry.score, ply);
            let settled = match entry.bound {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
                Bound::Empty => false,
            };
            if settled {
                return Ok(score);
            }
        }
        Err(unpack(entry.best))
    }

    /// True when the ply cap lies beyond a search of `depth` plies from `ply`.
    fn table_usable(&self, ply: usize, depth: u32) -> bool {
        (ply as u32).saturating_add(depth) < self.plies_left
    }

    /// Enters the child of the top frame reached by `mv`, with the window `(alpha, beta)` from
    /// the child's side.
    fn enter_child(&mut self, mv: Move, alpha: i32, beta: i32) {
        self.nodes += 1;
        let ply = self.height;
        self.seed_nodes += u64::from(ply as u32 == self.depth);
        let parent = &self.frames[ply - 1];
        let board = parent.board.play(mv);
        let depth = parent.depth - 1;
        self.pv[ply].clear();
        match self.settle(&board, mv, ply, depth, alpha, beta) {
            Ok(score) => self.back_up(-score),
            Err(table_move) => {
                let frame = &mut self.frames[ply];
                frame.board = board;
                frame.alpha = alpha;
                frame.beta = beta;
                frame.alpha0 = alpha;
                frame.depth = depth;
                self.expand(ply, table_move);
                self.path.push(board.key(), mv);
                self.height += 1;
            }
        }
    }

    /// Takes a child's score (from the top frame's side) into the top frame.
    fn back_up(&mut self, score: i32) {
        let ply = self.height - 1;
        let frame = &mut self.frames[ply];
        if frame.null_window && score > frame.alpha && score < frame.beta {
            frame.research = true;
            return;
        }
        frame.null_window = false;
        frame.searched += 1;
        if score > frame.best {
            frame.best = score;
            frame.best_move = frame.current;
            if score > frame.alpha {
                frame.alpha = score;
                if score >= frame.beta {
                    frame.cut = true;
                } else {
                    let mv = frame.current;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    let line = &mut head[ply];
                    line.clear();
                    line.push(mv);
                    line.extend_from_slice(&tail[0]);
                }
            }
        }
    }

    /// Chooses the next move of the top frame (the best-ordered one left) and the child's
    /// window.
    fn next_child(&mut self) -> (Move, i32, i32) {
        let frame = &mut self.frames[self.height - 1];
        if frame.research {
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
        if frame.searched == 0 || frame.beta - frame.alpha <= 1 {
            frame.null_window = false;
            (mv, -frame.beta, -frame.alpha)
        } else {
            frame.null_window = true;
            (mv, -frame.alpha - 1, -frame.alpha)
        }
    }

    /// Closes the top frame: stores it, rewards a cut-off move, and passes its score down.
    fn pop(&mut self) {
        let ply = self.height - 1;
        let frame = &self.frames[ply];
        let (score, best, depth, cut) = (frame.best, frame.best_move, frame.depth, frame.cut);
        let bound = if score <= frame.alpha0 {
            Bound::Upper
        } else if score >= frame.beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let key = frame.board.key();
        let side = frame.board.to_move();
        if self.table_usable(ply, depth) {
            self.table
                .store(key, depth, bound, to_table(score, ply), best);
        }
        if cut && !best.capture && !best.is_pass() {
            self.heuristics.reward(ply, side, best, depth);
        }
        self.height -= 1;
        if ply == 0 {
            self.iteration_done(score, best);
        } else {
            self.path.pop();
            self.back_up(-score);
        }
    }

    /// Records a completed iteration and decides whether to go deeper.
    fn iteration_done(&mut self, score: i32, best: Move) {
        let mut pv = self.pv[0].clone();
        self.extend_from_table(&mut pv);
        self.completed = Analysis {
            best: (best != NO_MOVE).then_some(best),
            score,
            depth: self.depth,
            nodes: self.nodes,
            pv,
            proven: proven(score),
        };
        let settled = plies_to_end(score).is_some_and(|n| n <= self.depth);
        if settled || self.depth >= self.max_depth() {
            self.finish();
        } else {
            self.depth += 1;
        }
    }

    /// Lengthens a principal variation cut short by a table hit with the table's best moves
    /// (each checked to be legal), up to the iteration's depth.
    fn extend_from_table(&self, pv: &mut Vec<Move>) {
        let mut board = self.root;
        for &m in pv.iter() {
            board = board.play(m);
        }
        let mut moves = Vec::new();
        while (pv.len() as u32) < self.depth {
            if super::board_ending(&board, &self.rules).is_some() {
                break;
            }
            let Some(entry) = self.table.probe(board.key()) else {
                break;
            };
            moves.clear();
            board.moves(&mut moves);
            if moves.is_empty() {
                moves.push(Move::PASS);
            }
            let best = unpack(entry.best);
            if !moves.contains(&best) {
                break;
            }
            pv.push(best);
            board = board.play(best);
        }
    }

    fn finish(&mut self) -> Analysis {
        self.height = 0;
        let mut answer = self.completed.clone();
        answer.nodes = self.nodes;
        self.finished = Some(answer.clone());
        answer
    }
}

/// `proven` of an [`Analysis`] with this score.
fn proven(score: i32) -> Option<bool> {
    if is_win_score(score) {
        Some(true)
    } else if is_loss_score(score) {
        Some(false)
    } else {
        None
    }
}

/// Step budget unit: nodes entered. The output is the answer of the last completed iteration.
impl Job for AlphaBeta {
    type Output = Analysis;

    fn step(&mut self, budget: u64) -> Option<Analysis> {
        let budget = budget.max(1);
        let mut work = 0;
        loop {
            if let Some(done) = &self.finished {
                return Some(done.clone());
            }
            if self.height == 0 {
                if self.nodes >= self.limits.max_nodes {
                    return Some(self.finish());
                }
                if work >= budget {
                    return None;
                }
                work += 1;
                self.enter_root();
                continue;
            }
            let frame = &self.frames[self.height - 1];
            if !frame.research && (frame.cut || frame.next >= frame.moves.len()) {
                self.pop();
                continue;
            }
            if self.nodes >= self.limits.max_nodes {
                return Some(self.finish());
            }
            if work >= budget {
                return None;
            }
            work += 1;
            let (mv, alpha, beta) = self.next_child();
            self.enter_child(mv, alpha, beta);
        }
    }

    fn progress(&self) -> Progress {
        let total = (self.limits.max_nodes != u64::MAX).then_some(self.limits.max_nodes);
        let fraction = if self.finished.is_some() {
            1.0
        } else if let Some(total) = total {
            self.nodes as f64 / total.max(1) as f64
        } else {
            f64::from(self.depth - 1) / f64::from(self.max_depth().max(1))
        };
        Progress {
            done: self.nodes,
            total,
            fraction: fraction.min(1.0),
            unit: "nodes".to_string(),
        }
    }
}

/// Runs an [`AlphaBeta`] search of the game's current position to its end.
pub fn analyse(game: &Loa, limits: Limits) -> Analysis {
    crate::jobs::run_to_end(&mut AlphaBeta::new(game, limits))
}

/// A player that searches with [`AlphaBeta`] under fixed limits and plays the best move (the
/// first legal move if not even depth 1 finished; the pass where passing is the only move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlphaBetaBot {
    /// The limits of each search.
    pub limits: Limits,
}

impl Bot<Loa> for AlphaBetaBot {
    fn name(&self) -> String {
        "alpha-beta".to_string()
    }

    fn choose(&mut self, state: &Loa) -> Move {
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        if legal == [Move::PASS] {
            return Move::PASS;
        }
        analyse(state, self.limits)
            .best
            .or_else(|| legal.first().copied())
            .expect("the bot is asked to move only where a move exists")
    }
}
