//! Lines of Action endgame solvers: proof-number search, PN² and df-pn, specialised to
//! [`Board`] (copy-make bitboards, Zobrist keys) and run as step-based [`Job`]s.
//!
//! The generic [`crate::search::pns`] clones a whole game state per node; a Lines of Action
//! endgame needs hundreds of thousands of nodes, so these solvers keep only what a proof needs:
//! the plain search and PN² store a move and two numbers per node (positions are replayed along
//! the descent), df-pn stores numbers in a fixed-size transposition table.
//!
//! # The question and its answers
//!
//! The solver asks "does the side to move at the root force a win?" under the given [`Rules`]
//! (terminal positions are judged by [`board_ending`](super::board_ending)). Proof and disproof numbers are about
//! one side, the *prover*; a position is
//! - **proven** when the prover forces a terminal win;
//! - **disproven** when it does not: every line the prover cannot avoid ends in an opponent's
//!   win, a draw (both sides connected under [`DoubleConnection::Draw`](super::DoubleConnection::Draw)) or a **repetition**.
//!
//! **Repetitions.** A position that already occurred on the current line (from the root, plus
//! the [`PnSolver::history`] given) is a non-win leaf for the prover: disproven, whoever made
//! the repeating move. This is exact for proofs: a side that can force a win (a reachability
//! goal) can do it without ever repeating a position (play so the distance to the win always
//! shrinks), so the rule costs the prover nothing, and a proof never relies on a repetition.
//! A disproof, however, may: a defender who answers with a repetition has only shown that the
//! prover cannot win, not that the defender wins. So a disproof proves "no win", and a real
//! loss needs a second question:
//!
//! 1. **Phase 1**: the prover is the side to move. Proven: [`PnResult::Win`]. Disproven
//!    without any draw or repetition leaf in the disproof (a *pure* disproof: every line ends
//!    in a real win of the opponent): [`PnResult::Loss`] at once.
//! 2. **Phase 2** (after a disproof that leaned on a draw or repetition): the prover is the
//!    opponent, from the same root. Proven: [`PnResult::Loss`]. Disproven: neither side forces
//!    a win, [`PnResult::Draw`] — claimed only when both disproofs are sound (see below). When
//!    phase 2 runs out of nodes (or its disproof is not sound), the answer is
//!    [`PnResult::NoWin`] if phase 1's disproof is sound, else [`PnResult::Unknown`]. (A pure
//!    disproof in phase 2 would be a win; it is reported as such.)
//!
//! Under the default rules (a double connection wins for the mover, a side without a move
//! loses) every terminal position is a win for someone, so a draw only arises by repetition:
//! the game cannot end otherwise, and neither side can force its end. Under the draw option,
//! a double connection is a draw leaf, handled like a repetition. The ply cap
//! ([`Rules::max_plies`]) is not modelled: the solver counts no plies (endgame proofs are a few
//! dozen plies, the cap a thousand).
//!
//! **Soundness of disproofs.** In a tree (plain PNS and PN², whose second-level trees hang
//! below the first-level path) a disproof that uses repetition leaves is still a strategy for
//! the defender: on reaching a repeated position, play on as from its first occurrence; the
//! prover never reaches a win. With a transposition table (df-pn) a value that depends on the
//! path can be reused on another path (the graph-history interaction, GHI), so df-pn marks
//! table entries whose disproof leans on a repetition; such a disproof (or, in any method, one
//! leaning on a repetition of the history before the root, which is not a loop the defender
//! can replay) counts only after it replays with the moves the solver stored ([`verify`]'s
//! check, re-solving nothing). Proofs are sound in every method:
//! each proven node's proof consists of nodes proven earlier, so it is finite, acyclic and ends
//! in real wins. [`verify`] replays any claim against the rules anyway.
//!
//! # Methods ([`PnMethod`])
//!
//! - **PNS** (Allis 1994): the tree in an arena `Vec`, most-proving-node descent with Allis's
//!   *current node*: after an expansion, ancestors are updated only until one whose numbers
//!   did not change, and the next descent starts there (the most-proving node is in its
//!   subtree). Solved subtrees are not freed; the node limit bounds the arena.
//! - **PN²** (Breuker 1998): the same first-level tree, but a selected leaf is not expanded by
//!   one ply: a second-level PN search runs from it, with a node limit that grows with the
//!   first-level tree's size (a sigmoid fraction of it, [`PnOptions::pn2_scale`]); then the
//!   second-level root's children (with their numbers) become the leaf's children and the rest
//!   is discarded. PN² trades nodes for memory: the first-level tree stays small.
//! - **df-pn** (Nagai 2002): depth-first proof-number search with thresholds, written as an
//!   explicit stack so it can stop between any two nodes, a fixed-size transposition table
//!   ([`PnOptions::table_log2`]; four-entry buckets, a new entry replaces the one with the
//!   least work — nodes evaluated below it — as in Nagai's SmallTreeGC; solved or not does not
//!   matter) and the 1+ε trick of Pawlewicz & Lew (2007): a child's δ threshold is
//!   `max(δ₂ + 1, ⌈δ₂·(1 + ε)⌉)` instead of `δ₂ + 1`, so the search switches less often
//!   between siblings ([`PnOptions::epsilon`], default ¼).
//!
//! **Leaf numbers by mobility** (as used for LOA by Winands et al.): a new non-terminal
//! leaf where the prover is to move gets proof number 1 and disproof number = its number of
//! legal moves; one where the opponent is to move gets proof number = its number of moves and
//! disproof number 1 (to prove such a node every move must be refuted). [`PnOptions::mobility`]
//! turns it off (1 and 1, as in Allis's PNS).
//!
//! # What "nodes" counts
//!
//! One **node** is one position generated and evaluated: its terminal test plus, for a
//! non-terminal position, counting its moves for the leaf numbers. This is the same unit in all
//! three methods, so they can be compared like Winands, Uiterwijk and van den Herik (2003):
//! - PNS: the nodes of the tree (the root and every child created by an expansion);
//! - PN²: the first-level root plus every node created by every second-level search (a node
//!   created again by a later second-level search counts again; the children copied from a
//!   second-level tree into the first are not counted twice);
//! - df-pn: every child evaluated because the table did not know it (a repetition leaf is
//!   recognised from the path and not evaluated); a position evaluated again after its entry
//!   was replaced counts again; a table hit costs a move generation but counts nothing.
//!
//! Each phase evaluates its root once (1 node). [`Solution::expansions`] counts the other kind
//! of work: expansions (PNS, both levels of PN²) or visits of a position by the depth-first
//! search (df-pn, where a position is visited again each time its threshold grows). The node
//! limit bounds the nodes; df-pn also stops if its visits reach 64 times the node limit (a
//! guard: with a table, a position graph with cycles could otherwise be revisited without new
//! evaluations).
//!
//! Slices: a [`Job::step`] does about `budget` nodes (df-pn: also at most `4 × budget` visits)
//! and stops only between two nodes; every structure lives in the job, so slices of any size
//! give the same answer and the same counts as one big step.
//!
//! # Measurements
//!
//! 150 positions, 3 to 7 plies before the end of 30 seeded games in which each side mostly
//! plays the move that leaves its pieces most concentrated (the ignored test `measure` in
//! `tests/integration/loa_pn.rs` builds them and prints the table), default rules and options,
//! a limit of 1 000 000 nodes, release build on a shared machine (times are rough):
//!
//! | method | settled | nodes on the 48 all three settle | time there | most nodes held |
//! |---|---|---|---|---|
//! | PNS | 54 (47 wins, 7 losses) | 1 108 787 | 0.27 s | 174 219 |
//! | PN² | 48 (42 wins, 6 losses) | 3 599 745 | 0.83 s | 37 790 |
//! | df-pn | 56 (47 wins, 9 losses) | 1 052 597 | 0.57 s | table of 2²⁰ |
//!
//! df-pn settles every position PNS settles and two more; on the 54 both settle it needs 21%
//! fewer nodes (3 511 929 against 4 448 174; fewer on 36 of them) — the table evaluates a
//! position reached by transposed moves once, and the saving grows with the search. A node
//! costs it about twice the time (each visit looks its children up in a table that does not
//! fit in the cache). PN² needs 3.2 times PNS's nodes and settles 6 fewer: it re-creates
//! what each second-level search discarded; what it buys is memory, a first level a fifth of
//! PNS's tree. With 100 000 nodes the order is the same (PNS 46, PN² 41, df-pn 47; df-pn 8%
//! fewer nodes than PNS on the 46 both settle). Without mobility numbers PNS settles 43 and
//! needs ten times the nodes; ε = 0 saves df-pn 4% of the nodes and costs it twice the time;
//! a table four times larger settles nothing more. Hence df-pn is the default.
//!
//! # References
//! - L. V. Allis, M. van der Meulen, H. J. van den Herik, "Proof-number search", Artificial
//!   Intelligence 66 (1994).
//! - D. M. Breuker, *Memory versus Search in Games*, PhD thesis, Maastricht (1998): PN².
//! - A. Nagai, *Df-pn algorithm for searching AND/OR trees and its applications*, PhD thesis,
//!   Tokyo (2002).
//! - M. H. M. Winands, J. W. H. M. Uiterwijk, H. J. van den Herik, "An effective two-level
//!   proof-number search algorithm", Theoretical Computer Science 313 (2004); and "PDS-PN: a
//!   new proof-number search algorithm" (2003): LOA endgames, mobility, node counts.
//! - J. Pawlewicz, Ł. Lew, "Improving depth-first PN-search: 1 + ε trick", Computers and Games
//!   (2007).
//! - A. Kishimoto, M. H. M. Winands, M. Müller, J.-T. Saito, "Game-tree search using proof
//!   numbers: the first twenty years", ICGA Journal 35 (2012): the survey, GHI.

mod dfpn;
mod pn2;
mod tree;
mod verify;

pub use verify::{verify, Proof, VerifyError, MAX_LINE};

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::board::{Board, Color, Move};
use super::{NoMoves, Rules};
use crate::jobs::{Job, Progress};

/// An infinite proof or disproof number in [`ChildNumbers`] (a settled position).
pub const INFINITE: u64 = u64::MAX;

/// Internal numbers are `u32`: `INF` is infinite, finite sums saturate at `CAP`.
pub(crate) const INF: u32 = u32::MAX;
pub(crate) const CAP: u32 = u32::MAX - 1;

/// Flag of a disproven node: its disproof leans on a draw or a repetition leaf (it shows "no
/// win", not "the opponent wins").
pub(crate) const DRAWISH: u8 = 1;
/// Flag of a disproven node: its disproof leans on a repetition (it depends on the path).
pub(crate) const REPEATS: u8 = 2;

/// The solving method.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum PnMethod {
    /// Plain proof-number search (Allis 1994) with the current-node enhancement.
    Pns,
    /// Two-level proof-number search (Breuker 1998).
    Pn2,
    /// Depth-first proof-number search with a transposition table (Nagai 2002) and the 1+ε
    /// trick — the default: it settled the most positions with the fewest nodes (see the
    /// module's measurements).
    #[default]
    Dfpn,
}

impl PnMethod {
    /// All methods, in the order of the literature.
    pub const ALL: [PnMethod; 3] = [PnMethod::Pns, PnMethod::Pn2, PnMethod::Dfpn];

    /// The method's name as written in the CLI and on the page.
    pub fn name(self) -> &'static str {
        match self {
            PnMethod::Pns => "pns",
            PnMethod::Pn2 => "pn2",
            PnMethod::Dfpn => "dfpn",
        }
    }
}

/// The answer to "does the side to move force a win?".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PnResult {
    /// The side to move forces a win.
    Win,
    /// The opponent forces a win, whatever the side to move does.
    Loss,
    /// Neither side can force a win (under the default rules: play goes on until a position
    /// repeats). Claimed only from sound disproofs (see the module documentation).
    Draw,
    /// The side to move cannot force a win; whether the opponent can was not settled within
    /// the node limit.
    NoWin,
    /// Not settled within the node limit (or a draw that could not be claimed soundly).
    Unknown,
}

/// The numbers of one move at the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChildNumbers {
    /// The move.
    pub mv: Move,
    /// The proof number of the position after it, for the current prover ([`INFINITE`] when
    /// disproven).
    pub proof: u64,
    /// Its disproof number ([`INFINITE`] when proven).
    pub disproof: u64,
}

/// A solver's answer (or its state so far, from [`PnSolver::snapshot`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solution {
    /// The answer.
    pub result: PnResult,
    /// A winning move after a win, a move that keeps the draw after a draw, none after a loss;
    /// while unsettled, the move the search currently examines first.
    pub best_move: Option<Move>,
    /// Positions generated and evaluated, over both phases (see the module documentation).
    pub nodes: u64,
    /// Expansions (PNS, PN²) or visits (df-pn), over both phases.
    pub expansions: u64,
    /// The side the numbers of `root_children` are about: the side to move during phase 1,
    /// the opponent during phase 2.
    pub prover: Color,
    /// The root's moves and their numbers, in move-generation order.
    pub root_children: Vec<ChildNumbers>,
}

/// Tuning knobs; the defaults are the measured best.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PnOptions {
    /// Initialise a new leaf's numbers by its mobility (true) or as 1 and 1 (false).
    pub mobility: bool,
    /// df-pn's ε as a fraction `(numerator, denominator)`; `(0, 1)` is plain df-pn.
    pub epsilon: (u32, u32),
    /// df-pn's table has at most `2^table_log2` entries (24 bytes each), and never more than
    /// twice the node limit rounded up to a power of two (at least 1024). (So a small limit
    /// gets a small table; entries that collide in it may make a search differ from the same
    /// search with a larger limit.)
    pub table_log2: u8,
    /// PN²'s scale `a`: a second-level search may create `x · x⁴ / (x⁴ + a⁴)` nodes when the
    /// first-level tree holds `x` (0: `x`, Breuker's plain rule). Roughly the first-level
    /// tree's size where PN² starts to trade nodes for memory.
    pub pn2_scale: u64,
}

impl Default for PnOptions {
    fn default() -> Self {
        PnOptions {
            mobility: true,
            epsilon: (1, 4),
            table_log2: 20,
            pn2_scale: 1 << 16,
        }
    }
}

/// What a position is, seen by the solvers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Eval {
    /// Terminal, won by this colour.
    Won(Color),
    /// Terminal, drawn (both connected under the draw option).
    Drawn,
    /// Not terminal; this many moves (1 for a forced pass).
    Open(u32),
}

/// The terminal test and move count of a position reached by a move (the same judgement as
/// [`board_ending`](super::board_ending), with the move count it needs kept for the leaf numbers).
pub(crate) fn evaluate(board: &Board, rules: &Rules) -> Eval {
    let mover = board.to_move().other();
    match board.connection_result(mover, rules.double_connection) {
        Some(Some(c)) => Eval::Won(c),
        Some(None) => Eval::Drawn,
        None => match board.count_moves() {
            0 => match rules.no_moves {
                NoMoves::Loses => Eval::Won(mover),
                NoMoves::Pass => Eval::Open(1),
            },
            n => Eval::Open(n),
        },
    }
}

/// Proof number, disproof number and flags of a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Numbers {
    pub pn: u32,
    pub dn: u32,
    pub flags: u8,
}

impl Numbers {
    pub const PROVEN: Numbers = Numbers {
        pn: 0,
        dn: INF,
        flags: 0,
    };
    pub const REPETITION: Numbers = Numbers {
        pn: INF,
        dn: 0,
        flags: DRAWISH | REPEATS,
    };

    pub fn solved(self) -> bool {
        self.pn == 0 || self.dn == 0
    }
}

/// The numbers of a freshly evaluated leaf, for `prover`.
pub(crate) fn leaf_numbers(eval: Eval, to_move: Color, prover: Color, mobility: bool) -> Numbers {
    match eval {
        Eval::Won(c) if c == prover => Numbers::PROVEN,
        Eval::Won(_) => Numbers {
            pn: INF,
            dn: 0,
            flags: 0,
        },
        Eval::Drawn => Numbers {
            pn: INF,
            dn: 0,
            flags: DRAWISH,
        },
        Eval::Open(m) => {
            let m = if mobility { m.max(1) } else { 1 };
            if to_move == prover {
                Numbers {
                    pn: 1,
                    dn: m,
                    flags: 0,
                }
            } else {
                Numbers {
                    pn: m,
                    dn: 1,
                    flags: 0,
                }
            }
        }
    }
}

/// A sum of proof or disproof numbers: infinite if a term is, else saturating at `CAP`.
pub(crate) fn add(a: u32, b: u32) -> u32 {
    if a == INF || b == INF {
        INF
    } else {
        a.saturating_add(b).min(CAP)
    }
}

/// The legal moves of the side to move, with the forced pass under [`NoMoves::Pass`].
pub(crate) fn legal_moves(board: &Board, out: &mut Vec<Move>) {
    out.clear();
    board.moves(out);
    if out.is_empty() {
        out.push(Move::PASS);
    }
}

/// The numbers of a node from its children's (`or`: the prover is to move there).
pub(crate) fn combine(or: bool, children: impl Iterator<Item = Numbers>) -> Numbers {
    let (mut min_pn, mut min_dn, mut sum_pn, mut sum_dn) = (INF, INF, 0u32, 0u32);
    let (mut all_flags, mut min_flags) = (0u8, u8::MAX);
    for c in children {
        min_pn = min_pn.min(c.pn);
        min_dn = min_dn.min(c.dn);
        sum_pn = add(sum_pn, c.pn);
        sum_dn = add(sum_dn, c.dn);
        if c.dn == 0 {
            all_flags |= c.flags;
            min_flags = min_flags.min(c.flags);
        }
    }
    if or {
        Numbers {
            pn: min_pn,
            dn: sum_dn,
            flags: if sum_dn == 0 { all_flags } else { 0 },
        }
    } else {
        Numbers {
            pn: sum_pn,
            dn: min_dn,
            flags: if min_dn == 0 { min_flags } else { 0 },
        }
    }
}

/// A number as the public `u64` ([`INFINITE`] for infinite).
pub(crate) fn public(n: u32) -> u64 {
    if n == INF {
        INFINITE
    } else {
        u64::from(n)
    }
}

/// The counters shared by the engines: nodes, expansions, the limits, where the current slice
/// ends.
#[derive(Clone, Debug)]
pub(crate) struct Work {
    pub nodes: u64,
    pub expansions: u64,
    pub max_nodes: u64,
    pub max_expansions: u64,
    pub pause_nodes: u64,
    pub pause_expansions: u64,
}

impl Work {
    /// True when the current slice is used up (checked only between two nodes).
    pub fn should_pause(&self) -> bool {
        self.nodes >= self.pause_nodes || self.expansions >= self.pause_expansions
    }

    /// True when `k` more nodes would pass the node limit.
    pub fn exceeds(&self, k: u64) -> bool {
        self.nodes + k > self.max_nodes
    }
}

/// Why an engine returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Run {
    /// The root is proven or disproven.
    Solved,
    /// The slice is used up; call again.
    Paused,
    /// The node limit is reached.
    OutOfNodes,
    /// A tree's own limit is reached (PN²'s second level).
    Limit,
}

/// A running engine of one phase.
enum Engine {
    Tree(tree::Tree),
    Pn2(pn2::Pn2),
    Dfpn(dfpn::Dfpn),
}

impl Engine {
    fn run(&mut self, work: &mut Work) -> Run {
        match self {
            Engine::Tree(t) => t.run(work, None),
            Engine::Pn2(p) => p.run(work),
            Engine::Dfpn(d) => d.run(work),
        }
    }

    fn root(&self) -> Numbers {
        match self {
            Engine::Tree(t) => t.root_numbers(),
            Engine::Pn2(p) => p.first.root_numbers(),
            Engine::Dfpn(d) => d.root_numbers(),
        }
    }

    /// The root's children: move and numbers.
    fn children(&self) -> Vec<(Move, Numbers)> {
        match self {
            Engine::Tree(t) => t.root_children(),
            Engine::Pn2(p) => p.first.root_children(),
            Engine::Dfpn(d) => d.root_children(),
        }
    }
}

/// Which question is being asked.
enum Phase {
    /// Not started.
    Start,
    /// Searching, with this prover; during phase 2, `first_sound` says whether phase 1's
    /// disproof ("the side to move cannot win") is sound.
    Running {
        engine: Box<Engine>,
        prover: Color,
        first_sound: Option<bool>,
    },
    /// Finished.
    Done(Solution),
}

/// A proof-number solver of one position, as a [`Job`] (unit: nodes).
pub struct PnSolver {
    board: Board,
    rules: Rules,
    method: PnMethod,
    options: PnOptions,
    history: Vec<u64>,
    work: Work,
    phase: Phase,
    /// df-pn's table, kept across the phases (entries are keyed by the prover too) and after
    /// the end (for [`PnSolver::hint`]).
    table: Option<dfpn::Table>,
    /// The last tree (PNS, PN²'s first level), kept after the end for [`PnSolver::hint`].
    last_tree: Option<tree::Tree>,
}

impl PnSolver {
    /// A solver of `board` (the side to move is the one asking) under `rules`, by `method`,
    /// stopping with [`PnResult::Unknown`] after `max_nodes` nodes, with the default options.
    pub fn new(board: Board, rules: Rules, method: PnMethod, max_nodes: u64) -> PnSolver {
        PnSolver::with_options(board, rules, method, max_nodes, PnOptions::default())
    }

    /// As [`PnSolver::new`] with explicit options.
    pub fn with_options(
        board: Board,
        rules: Rules,
        method: PnMethod,
        max_nodes: u64,
        options: PnOptions,
    ) -> PnSolver {
        let max_nodes = max_nodes.max(1);
        PnSolver {
            board,
            rules,
            method,
            options,
            history: Vec::new(),
            work: Work {
                nodes: 0,
                expansions: 0,
                max_nodes,
                max_expansions: max_nodes.saturating_mul(64),
                pause_nodes: 0,
                pause_expansions: 0,
            },
            phase: Phase::Start,
            table: None,
            last_tree: None,
        }
    }

    /// The keys ([`Board::key`]) of positions that occurred before the root, in the game
    /// played so far: reaching one of them counts as a repetition. Set it before the first
    /// step.
    pub fn history(mut self, keys: Vec<u64>) -> PnSolver {
        self.history = keys;
        self
    }

    /// The position being solved.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The rules in force.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Positions held in memory now: the tree (PNS), both levels' trees (PN²) or the table's
    /// entries in use (df-pn; its memory is the table's fixed size regardless).
    pub fn stored(&self) -> u64 {
        match &self.phase {
            Phase::Running { engine, .. } => match engine.as_ref() {
                Engine::Tree(t) => t.len() as u64,
                Engine::Pn2(p) => p.stored(),
                Engine::Dfpn(d) => d.table_used(),
            },
            _ => match (&self.last_tree, &self.table) {
                (Some(t), _) => t.len() as u64,
                (None, Some(table)) => table.used(),
                (None, None) => 0,
            },
        }
    }

    /// The method.
    pub fn method(&self) -> PnMethod {
        self.method
    }

    /// The answer, once the job has finished.
    pub fn solution(&self) -> Option<&Solution> {
        match &self.phase {
            Phase::Done(s) => Some(s),
            _ => None,
        }
    }

    /// The root's moves and their current numbers (for a live page), empty before the first
    /// step.
    pub fn root_children(&self) -> Vec<ChildNumbers> {
        self.snapshot().root_children
    }

    /// The state so far as a [`Solution`] (the answer itself once finished).
    pub fn snapshot(&self) -> Solution {
        match &self.phase {
            Phase::Done(s) => s.clone(),
            Phase::Start => Solution {
                result: PnResult::Unknown,
                best_move: None,
                nodes: self.work.nodes,
                expansions: self.work.expansions,
                prover: self.board.to_move(),
                root_children: Vec::new(),
            },
            Phase::Running { engine, prover, .. } => {
                let children = engine.children();
                let best_move = self.leading_move(&children, *prover);
                Solution {
                    result: PnResult::Unknown,
                    best_move,
                    nodes: self.work.nodes,
                    expansions: self.work.expansions,
                    prover: *prover,
                    root_children: public_children(&children),
                }
            }
        }
    }

    /// The move the search examines first: the smallest proof number while the side to move
    /// is the prover, else the smallest disproof number.
    fn leading_move(&self, children: &[(Move, Numbers)], prover: Color) -> Option<Move> {
        if prover == self.board.to_move() {
            children.iter().min_by_key(|c| c.1.pn).map(|c| c.0)
        } else {
            children.iter().min_by_key(|c| c.1.dn).map(|c| c.0)
        }
    }

    /// The solver's move for the side to move at `board`, when its last tree or its table
    /// knows one that wins, or that refutes the other side's win (for [`verify`]). Builds a
    /// map of the tree's proof on each call: call [`PnSolver::verify`] to check a whole proof.
    pub fn hint(&self, board: &Board) -> Option<Move> {
        self.tree_hints()
            .get(&board.key())
            .copied()
            .or_else(|| self.table.as_ref().and_then(|t| t.hint(board)))
    }

    /// True when a disproof of `loser`'s win is sound: it leans on no repetition, or it was
    /// found in a tree with no history before the root, or it replays ([`verify`]'s check
    /// that `loser` cannot win) with the moves this solver stored, re-solving nothing. The
    /// replay visits only positions whose moves are stored (and their replies), so it is
    /// bounded by the table or the tree.
    fn sound_disproof(&self, flags: u8, loser: Color) -> bool {
        if flags & REPEATS == 0 || (self.method != PnMethod::Dfpn && self.history.is_empty()) {
            return true;
        }
        let tree = self.tree_hints();
        let hints = |b: &Board| {
            tree.get(&b.key())
                .copied()
                .or_else(|| self.table.as_ref().and_then(|t| t.hint(b)))
        };
        verify::no_win(&self.board, &self.rules, loser, &hints, 0).is_ok()
    }

    fn tree_hints(&self) -> HashMap<u64, Move> {
        match &self.last_tree {
            Some(t) => t.hints(),
            None => HashMap::new(),
        }
    }

    /// Checks the finished answer against the rules by replaying its proof ([`verify`]),
    /// with this solver's tree or table as the source of moves and re-solving positions they
    /// do not cover with up to `resolve_nodes` nodes each.
    pub fn verify(&self, resolve_nodes: u64) -> Result<Proof, VerifyError> {
        let Some(solution) = self.solution() else {
            return Err(VerifyError::unsettled());
        };
        let tree = self.tree_hints();
        let hints = |b: &Board| {
            tree.get(&b.key())
                .copied()
                .or_else(|| self.table.as_ref().and_then(|t| t.hint(b)))
        };
        verify(
            &self.board,
            &self.rules,
            solution.result,
            &hints,
            resolve_nodes,
        )
    }

    fn new_engine(&mut self, prover: Color, root: Numbers) -> Engine {
        let mobility = self.options.mobility;
        match self.method {
            PnMethod::Pns => Engine::Tree(tree::Tree::new(
                self.board,
                root,
                prover,
                self.rules,
                mobility,
                self.history.clone(),
            )),
            PnMethod::Pn2 => Engine::Pn2(pn2::Pn2::new(
                self.board,
                root,
                prover,
                self.rules,
                mobility,
                self.history.clone(),
                self.options.pn2_scale,
            )),
            PnMethod::Dfpn => {
                let table = self.table.take().unwrap_or_else(|| {
                    dfpn::Table::new(dfpn::table_log2(
                        self.options.table_log2,
                        self.work.max_nodes,
                    ))
                });
                Engine::Dfpn(dfpn::Dfpn::new(
                    self.board,
                    root,
                    prover,
                    self.rules,
                    mobility,
                    self.options.epsilon,
                    self.history.clone(),
                    table,
                ))
            }
        }
    }

    /// Starts a phase: evaluates the root for `prover` (1 node).
    fn start_phase(&mut self, prover: Color, first_sound: Option<bool>) -> Option<Solution> {
        if self.work.exceeds(1) {
            let result = if first_sound == Some(true) {
                PnResult::NoWin
            } else {
                PnResult::Unknown
            };
            return Some(self.finish(result, None, prover, Vec::new()));
        }
        self.work.nodes += 1;
        let eval = evaluate(&self.board, &self.rules);
        if let Eval::Open(_) = eval {
            let root = leaf_numbers(eval, self.board.to_move(), prover, self.options.mobility);
            let engine = self.new_engine(prover, root);
            self.phase = Phase::Running {
                engine: Box::new(engine),
                prover,
                first_sound,
            };
            None
        } else {
            // The game is over at the root.
            let result = match eval {
                Eval::Won(c) if c == self.board.to_move() => PnResult::Win,
                Eval::Won(_) => PnResult::Loss,
                _ => PnResult::Draw,
            };
            Some(self.finish(result, None, prover, Vec::new()))
        }
    }

    fn finish(
        &mut self,
        result: PnResult,
        best_move: Option<Move>,
        prover: Color,
        children: Vec<(Move, Numbers)>,
    ) -> Solution {
        let solution = Solution {
            result,
            best_move,
            nodes: self.work.nodes,
            expansions: self.work.expansions,
            prover,
            root_children: public_children(&children),
        };
        self.phase = Phase::Done(solution.clone());
        solution
    }

    /// Ends a phase whose engine returned `run`; returns the solution when the job is over.
    fn end_phase(&mut self, run: Run) -> Option<Solution> {
        let Phase::Running {
            engine,
            prover,
            first_sound,
        } = std::mem::replace(&mut self.phase, Phase::Start)
        else {
            unreachable!("end_phase while not running")
        };
        let root = engine.root();
        let children = engine.children();
        let me = self.board.to_move();
        // Keep what verification may use.
        match *engine {
            Engine::Dfpn(d) => self.table = Some(d.into_table()),
            Engine::Tree(t) => self.last_tree = Some(t),
            Engine::Pn2(p) => self.last_tree = Some(p.first),
        }
        let best = self.leading_move(&children, prover);
        let winning = children.iter().find(|c| c.1.pn == 0).map(|c| c.0);
        let refuting = children
            .iter()
            .filter(|c| c.1.dn == 0)
            .min_by_key(|c| c.1.flags)
            .map(|c| c.0);
        let Some(first_sound) = first_sound else {
            // Phase 1: the side to move is the prover.
            return if run == Run::OutOfNodes {
                Some(self.finish(PnResult::Unknown, best, prover, children))
            } else if root.pn == 0 {
                Some(self.finish(PnResult::Win, winning, prover, children))
            } else if root.flags == 0 {
                // Every line ends in a real win of the opponent.
                Some(self.finish(PnResult::Loss, None, prover, children))
            } else {
                let sound = self.sound_disproof(root.flags, me);
                self.start_phase(me.other(), Some(sound))
            };
        };
        // Phase 2: the opponent is the prover; the root is its AND node.
        let result = if run == Run::OutOfNodes {
            if first_sound {
                PnResult::NoWin
            } else {
                PnResult::Unknown
            }
        } else if root.pn == 0 {
            PnResult::Loss
        } else if root.flags == 0 {
            // Every line ends in a real win of the side to move: a win after all.
            PnResult::Win
        } else if first_sound && self.sound_disproof(root.flags, me.other()) {
            PnResult::Draw
        } else if first_sound {
            PnResult::NoWin
        } else {
            PnResult::Unknown
        };
        let best = match result {
            PnResult::Loss => None,
            PnResult::Win | PnResult::Draw => refuting,
            _ => best,
        };
        Some(self.finish(result, best, prover, children))
    }
}

fn public_children(children: &[(Move, Numbers)]) -> Vec<ChildNumbers> {
    children
        .iter()
        .map(|&(mv, n)| ChildNumbers {
            mv,
            proof: public(n.pn),
            disproof: public(n.dn),
        })
        .collect()
}

/// Step budget unit: nodes (df-pn: also at most four visits per unit).
impl Job for PnSolver {
    type Output = Solution;

    fn step(&mut self, budget: u64) -> Option<Solution> {
        let budget = budget.max(1);
        self.work.pause_nodes = self.work.nodes.saturating_add(budget);
        self.work.pause_expansions = self
            .work
            .expansions
            .saturating_add(budget.saturating_mul(4));
        loop {
            match &mut self.phase {
                Phase::Done(s) => return Some(s.clone()),
                Phase::Start => {
                    let me = self.board.to_move();
                    if let Some(s) = self.start_phase(me, None) {
                        return Some(s);
                    }
                }
                Phase::Running { engine, .. } => {
                    let run = engine.run(&mut self.work);
                    if run == Run::Paused {
                        return None;
                    }
                    if let Some(s) = self.end_phase(run) {
                        return Some(s);
                    }
                }
            }
        }
    }

    fn progress(&self) -> Progress {
        let max = self.work.max_nodes;
        Progress {
            done: self.work.nodes,
            total: Some(max),
            fraction: match self.phase {
                Phase::Done(_) => 1.0,
                _ => (self.work.nodes as f64 / max as f64).min(1.0),
            },
            unit: "nodes".to_string(),
        }
    }
}

/// Solves `board` to the end (or the node limit) in one call.
pub fn solve(board: Board, rules: Rules, method: PnMethod, max_nodes: u64) -> Solution {
    crate::jobs::run_to_end(&mut PnSolver::new(board, rules, method, max_nodes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::loa::{board_ending, DoubleConnection, Ending};
    use crate::rng::{below, Seed};

    /// `evaluate` judges exactly as `board_ending`.
    #[test]
    fn evaluate_agrees_with_board_ending() {
        let variants = [
            Rules::default(),
            Rules {
                double_connection: DoubleConnection::Draw,
                no_moves: NoMoves::Pass,
                ..Rules::default()
            },
        ];
        let mut rng = Seed(5).rng();
        let mut checked = 0;
        for _ in 0..40 {
            let mut b = Board::start();
            let mut moves = Vec::new();
            for _ in 0..300 {
                for rules in &variants {
                    let expected = board_ending(&b, rules);
                    let got = evaluate(&b, rules);
                    match (expected, got) {
                        (None, Eval::Open(n)) => {
                            assert_eq!(n.max(1), b.count_moves().max(1));
                        }
                        (Some(Ending::Connected(c)), Eval::Won(w))
                        | (Some(Ending::NoMoves(c)), Eval::Won(w)) => assert_eq!(c, w),
                        (Some(Ending::BothConnected), Eval::Drawn) => {}
                        (e, g) => panic!("{b:?}: {e:?} vs {g:?}"),
                    }
                    checked += 1;
                }
                if board_ending(&b, &Rules::default()).is_some() {
                    break;
                }
                legal_moves(&b, &mut moves);
                b = b.play(moves[below(&mut rng, moves.len() as u32) as usize]);
            }
        }
        assert!(checked > 1000);
    }

    #[test]
    fn combine_follows_the_rules_of_or_and_and() {
        let a = Numbers {
            pn: 2,
            dn: 3,
            flags: 0,
        };
        let b = Numbers {
            pn: 5,
            dn: 1,
            flags: 0,
        };
        assert_eq!(
            combine(true, [a, b].into_iter()),
            Numbers {
                pn: 2,
                dn: 4,
                flags: 0
            }
        );
        assert_eq!(
            combine(false, [a, b].into_iter()),
            Numbers {
                pn: 7,
                dn: 1,
                flags: 0
            }
        );
        let lost = Numbers {
            pn: INF,
            dn: 0,
            flags: 0,
        };
        // An AND node takes the purest refutation; an OR node needs all of them.
        let both = [Numbers::REPETITION, lost];
        assert_eq!(combine(false, both.into_iter()).flags, 0);
        assert_eq!(combine(true, both.into_iter()).flags, DRAWISH | REPEATS);
        assert_eq!(add(CAP, 5), CAP);
        assert_eq!(add(INF, 0), INF);
    }

    #[test]
    fn infinite_numbers_serialize_as_u64_max() {
        let c = ChildNumbers {
            mv: Move::PASS,
            proof: INFINITE,
            disproof: 0,
        };
        let json = serde_json::to_string(&c).unwrap();
        assert!(json.contains("18446744073709551615"), "{json}");
        assert_eq!(serde_json::from_str::<ChildNumbers>(&json).unwrap(), c);
    }
}
