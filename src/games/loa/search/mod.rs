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
//! ## Where the parts live
//! The iterative-deepening loop itself — the frame stack, entering and leaving frames, the
//! node count and budget, slices, move ordering with the table's move, killers and history —
//! is the driver in `search/driver.rs`, which the alpha-beta solver
//! ([`super::ab_solver`]) runs on too. This file is what makes it the engine: the rules
//! inside the search and the evaluation at the horizon (its `settle`), scores stored as
//! distances from the node, principal-variation windows and the principal variation, and the
//! answer of each completed iteration. Beside it: the table (`search/table.rs`), the killers
//! and history (`search/ordering.rs`), the path's keys for repetitions (`search/path.rs`).
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

pub(crate) mod driver;
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
use driver::{Count, Driver, Memory, Node, Search};
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

/// What the engine decides on the [`Driver`]: the game's rules inside the search, the
/// evaluation at the horizon, scores stored as distances from the node, PVS windows, the
/// principal variation, and the answer of each completed iteration.
struct Evaluating {
    root: Board,
    rules: Rules,
    /// The deepest iteration (at most [`MAX_DEPTH`]).
    max_depth: u32,
    /// Plies from the root to the ply cap (`u32::MAX`: no cap).
    plies_left: u32,
    /// Triangular principal-variation table: `pv[ply]` is the line from `ply` on.
    pv: Vec<Vec<Move>>,
    completed: Analysis,
}

impl Evaluating {
    /// True when the ply cap lies beyond a search of `depth` plies from `ply`.
    #[inline]
    fn table_usable(&self, ply: usize, depth: u32) -> bool {
        (ply as u32).saturating_add(depth) < self.plies_left
    }

    /// Lengthens a principal variation cut short by a table hit with the table's best moves
    /// (each checked to be legal), up to `depth` moves.
    fn extend_from_table(&self, table: &Table, depth: u32, pv: &mut Vec<Move>) {
        let mut board = self.root;
        for &m in pv.iter() {
            board = board.play(m);
        }
        let mut moves = Vec::new();
        while (pv.len() as u32) < depth {
            if super::board_ending(&board, &self.rules).is_some() {
                break;
            }
            let Some(entry) = table.probe(board.key()) else {
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

    /// The last completed iteration's answer with the nodes entered so far.
    fn answer(&self, nodes: u64) -> Analysis {
        let mut answer = self.completed.clone();
        answer.nodes = nodes;
        answer
    }
}

impl Search for Evaluating {
    type Output = Analysis;
    const PVS: bool = true;
    const CAPTURE_CLASS: bool = true;
    const WORST: i32 = -INFINITY;
    const ROOT_WINDOW: (i32, i32) = (-INFINITY, INFINITY);
    const SLICE_BEFORE_ROOT: bool = true;

    /// The previous iteration's best move.
    fn root_move(&self, _table: &Table, _root: &Board) -> Move {
        self.completed.best.unwrap_or(NO_MOVE)
    }

    #[inline]
    fn entered(&mut self, ply: usize) {
        self.pv[ply].clear();
    }

    /// A game end, a repetition, the ply cap, the horizon (the evaluation), or a table entry
    /// that decides the window.
    #[inline]
    fn settle(&self, memory: &Memory, node: Node) -> Result<i32, Move> {
        let Node {
            board,
            mv,
            ply,
            depth,
            alpha,
            beta,
        } = node;
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
        if self.rules.repetition.is_some() && memory.path.repeats(key, mv) {
            return Ok(0);
        }
        if ply as u32 >= self.plies_left {
            return Ok(0);
        }
        if depth == 0 {
            return Ok(evaluate(board));
        }
        let Some(entry) = memory.table.probe(key) else {
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

    #[inline]
    fn raised(&mut self, ply: usize, mv: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&tail[0]);
    }

    /// Wins and losses as distances from the node; nothing where the ply cap lies within the
    /// node's horizon.
    #[inline]
    fn stored(&self, ply: usize, depth: u32, score: i32) -> Option<i32> {
        self.table_usable(ply, depth).then(|| to_table(score, ply))
    }

    /// Records the completed iteration; done at the depth limit or when the score is a game
    /// end within the iteration's horizon.
    fn iteration_done(
        &mut self,
        table: &Table,
        count: Count,
        score: i32,
        best: Move,
    ) -> Option<Analysis> {
        let mut pv = self.pv[0].clone();
        self.extend_from_table(table, count.depth, &mut pv);
        self.completed = Analysis {
            best: (best != NO_MOVE).then_some(best),
            score,
            depth: count.depth,
            nodes: count.nodes,
            pv,
            proven: proven(score),
        };
        let settled = plies_to_end(score).is_some_and(|n| n <= count.depth);
        (settled || count.depth >= self.max_depth).then(|| self.answer(count.nodes))
    }

    /// The last completed iteration's answer.
    fn out_of_nodes(&mut self, count: Count) -> Analysis {
        self.answer(count.nodes)
    }
}

/// Iterative-deepening alpha-beta on a Lines of Action game, as a [`Job`] (unit: nodes
/// entered). See the module documentation.
pub struct AlphaBeta {
    driver: Driver<Evaluating>,
    limits: Limits,
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
        let search = Evaluating {
            root,
            rules,
            max_depth: limits.max_depth.unwrap_or(MAX_DEPTH).min(MAX_DEPTH),
            plies_left,
            pv: vec![Vec::new(); MAX_DEPTH as usize + 2],
            completed,
        };
        AlphaBeta {
            driver: Driver::new(game, search, entries, limits.max_nodes, finished),
            limits,
        }
    }

    /// The answer of the last completed iteration so far (depth 0 before the first), for
    /// showing the analysis while the search runs.
    pub fn completed(&self) -> &Analysis {
        &self.driver.search.completed
    }

    /// The depth of the iteration being searched (or of the last one, once finished).
    pub fn current_depth(&self) -> u32 {
        self.driver.searching()
    }

    /// Nodes entered so far.
    pub fn nodes(&self) -> u64 {
        self.driver.nodes()
    }

    /// Nodes entered so far as the seed counts them (after Winands et al.): a node at ply
    /// `i` only in the first iteration that reaches ply `i`, iteration `i` (the root once).
    pub fn seed_nodes(&self) -> u64 {
        self.driver.seed_nodes()
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
        self.driver.step(budget)
    }

    fn progress(&self) -> Progress {
        let total = (self.limits.max_nodes != u64::MAX).then_some(self.limits.max_nodes);
        let fraction = if self.driver.is_finished() {
            1.0
        } else if let Some(total) = total {
            self.nodes() as f64 / total.max(1) as f64
        } else {
            f64::from(self.current_depth() - 1) / f64::from(self.driver.search.max_depth.max(1))
        };
        Progress {
            done: self.nodes(),
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
