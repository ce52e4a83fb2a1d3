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
//!
//! [`Board`]: super::board::Board
//! [`Job`]: crate::jobs::Job
//! [`Job::step`]: crate::jobs::Job::step
//! [`Rules`]: super::Rules
//! [`Rules::max_plies`]: super::Rules::max_plies

mod dfpn;
mod numbers;
mod pn2;
mod solver;
#[cfg(test)]
mod tests;
mod tree;
mod verify;

pub use solver::{solve, PnSolver};
pub use verify::{verify, Proof, VerifyError, MAX_LINE};

use serde::{Deserialize, Serialize};

use super::board::{Color, Move};

/// An infinite proof or disproof number in [`ChildNumbers`] (a settled position).
pub const INFINITE: u64 = u64::MAX;

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
