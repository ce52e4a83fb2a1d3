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
use super::status_words::side_in;
use crate::games::loa::board::Color;
use crate::games::loa::jobs::{LoaGame, Request};
use crate::games::loa::pn::{ChildNumbers, INFINITE};
use crate::games::loa::solve::{Method, Solved, Verdict};
use crate::games::loa::Loa;
use crate::i18n::{with_english, Args, Catalogue};

/// The solvers the page offers, in the order of its menu (the default, df-pn, first).
pub const SOLVE_METHODS: [Method; 5] = [
    Method::Dfpn,
    Method::Pn2,
    Method::Pns,
    Method::AbSolver,
    Method::AlphaBeta,
];

/// A short name of a solving method for the page's menu.
pub fn method_short(method: Method) -> String {
    with_english(|w| method_short_in(method, w))
}

/// [`method_short`] in the language of `words`.
pub fn method_short_in(method: Method, words: &Catalogue) -> String {
    match method {
        Method::Dfpn => words.msg("loa-method-short-dfpn"),
        Method::Pn2 => words.msg("loa-method-short-pn2"),
        Method::Pns => words.msg("loa-method-short-pns"),
        Method::AbSolver => words.msg("loa-method-short-ab-solver"),
        Method::AlphaBeta => words.msg("loa-method-short-alphabeta"),
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

/// What the root's proof and disproof numbers mean, for the side `to_move`: whose numbers
/// they are (the prover's), and how to read them; `None` before a prover is chosen.
pub fn numbers_meaning(to_move: Color, solved: &Solved) -> Option<String> {
    with_english(|w| numbers_meaning_in(to_move, solved, w))
}

/// [`numbers_meaning`] in the language of `words`.
pub fn numbers_meaning_in(to_move: Color, solved: &Solved, words: &Catalogue) -> Option<String> {
    let prover = solved.prover?;
    let args = || {
        Args::new()
            .text("prover", side_in(prover, words))
            .text("pcolor", prover.name())
            .text("color", to_move.name())
    };
    let whose = if prover == to_move {
        words.msg_with("loa-numbers-own", &args())
    } else {
        words.msg_with("loa-numbers-other", &args())
    };
    Some(format!(
        "{whose} {}",
        words.msg_with("loa-numbers-explain", &args())
    ))
}

/// A root move's state in words, beside its numbers: settled for or against the prover, or
/// nothing while open.
pub fn child_note(to_move: Color, solved: &Solved, child: &ChildNumbers) -> String {
    with_english(|w| child_note_in(to_move, solved, child, w))
}

/// [`child_note`] in the language of `words`.
pub fn child_note_in(
    to_move: Color,
    solved: &Solved,
    child: &ChildNumbers,
    words: &Catalogue,
) -> String {
    let Some(prover) = solved.prover else {
        return String::new();
    };
    let (proven, disproven) = (child.proof == 0, child.disproof == 0);
    let args = Args::new()
        .text("color", to_move.name())
        .text("prover", side_in(prover, words));
    match (prover == to_move, proven, disproven) {
        (true, true, _) => words.msg_with("loa-child-wins", &args),
        (true, _, true) => words.msg_with("loa-child-no-win", &args),
        (false, true, _) => words.msg_with("loa-child-loses", &args),
        (false, _, true) => words.msg_with("loa-child-no-force", &args),
        _ => String::new(),
    }
}

/// The solver's answer in a sentence, for `to_move` within `max_nodes`.
pub fn verdict_sentence(to_move: Color, solved: &Solved, max_nodes: u64) -> String {
    with_english(|w| verdict_sentence_in(to_move, solved, max_nodes, w))
}

/// [`verdict_sentence`] in the language of `words`.
pub fn verdict_sentence_in(
    to_move: Color,
    solved: &Solved,
    max_nodes: u64,
    words: &Catalogue,
) -> String {
    let args = Args::new()
        .text("side", side_in(to_move, words))
        .text("color", to_move.name())
        .text("other", side_in(to_move.other(), words))
        .text("nodes", group(solved.nodes))
        .text("budget", group(max_nodes));
    match solved.result {
        Verdict::Win => match solved.best_move {
            Some(mv) => words.msg_with("loa-verdict-win-move", &args.text("move", mv.to_string())),
            None => words.msg_with("loa-verdict-win", &args),
        },
        Verdict::Loss => words.msg_with("loa-verdict-loss", &args),
        Verdict::Draw => words.msg_with("loa-verdict-draw", &args),
        Verdict::Unknown if solved.no_win => words.msg_with("loa-verdict-no-win", &args),
        Verdict::Unknown if solved.nodes >= max_nodes => {
            words.msg_with("loa-verdict-budget", &args)
        }
        Verdict::Unknown => words.msg_with("loa-verdict-stopped", &args),
    }
}
