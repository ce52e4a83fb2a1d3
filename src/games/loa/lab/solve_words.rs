//! Solving the position shown, as the page asks for it and tells it: the methods and budgets
//! it offers ([`SOLVE_METHODS`], [`SOLVE_PRESETS`]), the request sent to the worker
//! ([`SolveRequest`]), the root's proof and disproof numbers in the order the search believes
//! in ([`sorted_children`], [`numbers_meaning`], [`child_note`], [`pn_text`]) and the answer in
//! words ([`verdict_sentence`]).
//!
//! The solve itself runs in the worker; these functions only read its [`Solved`] answer, so
//! they are tested natively on real solves.

use super::link::group;
use super::search_words::SearchRequest;
use crate::games::loa::board::Color;
use crate::games::loa::jobs::{LoaGame, Request};
use crate::games::loa::pn::{ChildNumbers, INFINITE};
use crate::games::loa::solve::{Method, Solved, Verdict};
use crate::games::loa::Loa;

/// The solvers the page offers, in the order of its menu (the default, df-pn, first).
pub const SOLVE_METHODS: [Method; 5] = [
    Method::Dfpn,
    Method::Pn2,
    Method::Pns,
    Method::AbSolver,
    Method::AlphaBeta,
];

/// A short name of a solving method for the page's menu.
pub fn method_short(method: Method) -> &'static str {
    match method {
        Method::Dfpn => "df-pn",
        Method::Pn2 => "PN²",
        Method::Pns => "proof-number search (PNS)",
        Method::AbSolver => "alpha-beta solver (win/loss/unknown)",
        Method::AlphaBeta => "alpha-beta (the engine)",
    }
}

/// The solve budgets the page offers.
pub const SOLVE_PRESETS: [u64; 4] = [100_000, 1_000_000, 10_000_000, 50_000_000];
/// The solve budget the page starts with.
pub const DEFAULT_SOLVE_BUDGET: u64 = 1_000_000;

/// A solve the page asks the worker for: the whole game (the repetition rule reads the moves
/// that led to the position), the method and the node budget. Equal requests ask for the same
/// solve, so the page recognises the answer to the current one.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveRequest {
    /// The game, from its start position.
    pub game: LoaGame,
    /// The solver.
    pub method: Method,
    /// The node budget.
    pub max_nodes: u64,
}

impl SolveRequest {
    /// The request for a solve of `game`'s current position.
    pub fn new(game: &Loa, method: Method, max_nodes: u64) -> SolveRequest {
        SolveRequest {
            game: SearchRequest::new(game, max_nodes).game,
            method,
            max_nodes,
        }
    }

    /// The worker job.
    pub fn spec(&self) -> Request {
        Request::Solve {
            game: self.game.clone(),
            method: self.method,
            max_nodes: self.max_nodes,
        }
    }
}

/// A proof or disproof number as the page writes it: `∞` for [`INFINITE`], else grouped
/// digits.
pub fn pn_text(n: u64) -> String {
    if n == INFINITE {
        "∞".to_string()
    } else {
        group(n)
    }
}

/// The root's moves of a proof-number solve, the move the search believes in first: when the
/// prover is the side to move (`to_move`), the smallest proof number first (ties: the largest
/// disproof number); when the prover is the opponent (the second phase), the smallest
/// disproof number first — the move after which the opponent is least likely to win. Moves
/// with equal numbers keep their generation order.
pub fn sorted_children(to_move: Color, solved: &Solved) -> Vec<ChildNumbers> {
    let mut children = solved.root_children.clone();
    if solved.prover == Some(to_move.other()) {
        children.sort_by_key(|c| (c.disproof, std::cmp::Reverse(c.proof)));
    } else {
        children.sort_by_key(|c| (c.proof, std::cmp::Reverse(c.disproof)));
    }
    children
}

/// Whose numbers the root table shows and what they mean, in words (`to_move` is the side to
/// move in the solved position); `None` for alpha-beta, which has no such numbers.
pub fn numbers_meaning(to_move: Color, solved: &Solved) -> Option<String> {
    let prover = solved.prover?;
    let whose = if prover == to_move {
        format!("The numbers are {prover}'s ({prover} is to move): the search tries to prove that {prover} wins.")
    } else {
        format!(
            "The numbers are {prover}'s, the opponent's: no forced win for {to_move} was found (its defence can lean on a draw or a repetition), so the search now asks whether {prover} forces a win instead."
        )
    };
    Some(format!(
        "{whose} For each move, the proof number is about how many more positions must be shown won for {prover} to prove that {prover} wins after that move; the disproof number, how many must be shown not won to prove that {prover} does not. 0 means settled that way, ∞ settled the other way."
    ))
}

/// What a root move's numbers already settle, in words (empty while open).
pub fn child_note(to_move: Color, solved: &Solved, child: &ChildNumbers) -> String {
    let Some(prover) = solved.prover else {
        return String::new();
    };
    let (proven, disproven) = (child.proof == 0, child.disproof == 0);
    match (prover == to_move, proven, disproven) {
        (true, true, _) => format!("wins for {to_move}"),
        (true, _, true) => format!("no win for {to_move}"),
        (false, true, _) => format!("loses: {prover} wins"),
        (false, _, true) => format!("{prover} cannot force a win"),
        _ => String::new(),
    }
}

/// The result of a finished solve in words, for the side to move (`to_move`), with the
/// request's budget for an unsettled answer.
pub fn verdict_sentence(to_move: Color, solved: &Solved, max_nodes: u64) -> String {
    let other = to_move.other();
    match solved.result {
        Verdict::Win => match solved.best_move {
            Some(mv) => format!("{to_move} to move wins: {mv} forces a win."),
            None => format!("{to_move} to move wins."),
        },
        Verdict::Loss => {
            format!("{to_move} to move loses: {other} forces a win whatever {to_move} plays.")
        }
        Verdict::Draw => format!(
            "Draw: neither side can force a win ({to_move} to move); with best play the game goes on until a position repeats."
        ),
        Verdict::Unknown if solved.no_win => format!(
            "{to_move} to move cannot force a win (proven); whether {other} can was not settled within {} nodes.",
            group(max_nodes)
        ),
        Verdict::Unknown if solved.nodes >= max_nodes => format!(
            "Not solved within {} nodes: the budget ran out before the result was settled.",
            group(max_nodes)
        ),
        Verdict::Unknown => format!(
            "Not solved: the search stopped after {} nodes (of a budget of {}) without settling the result.",
            group(solved.nodes),
            group(max_nodes)
        ),
    }
}
