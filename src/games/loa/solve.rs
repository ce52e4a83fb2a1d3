//! Solving a Lines of Action position with any of the four methods the lab compares: the
//! alpha-beta searcher run until it proves a result, plain proof-number search, PN² and df-pn.
//! One job type ([`Solve`]) and one answer ([`Solved`]), so the command line (`gamelab loa
//! solve`), the page's "Solve this position" and the suite's benchmark ask the same question
//! the same way and count nodes the same way per method. The comparisons keep of each solve an
//! [`Attempt`]: its answer, its nodes and its time.
//!
//! **Alpha-beta as a solver** (as in Winands et al.'s comparison): iterative deepening with the
//! evaluation at the horizon runs until an iteration proves a win or a loss for the side to
//! move (a score that only a game end can give, [`super::search::is_win_score`]) or the node
//! budget is spent ("unknown"). It cannot prove a draw. Its node count is nodes entered
//! ([`super::search`]); the proof-number methods count positions evaluated
//! ([`super::pn`]). Both are "positions the search looked at", the unit of the comparison.
//!
//! The answer is for the side to move: `win`, `loss`, `draw` (proof-number methods only, see
//! [`super::pn`]) or `unknown` (the budget ran out). After a win, `best_move` is a winning move;
//! after a loss alpha-beta names the move that resists longest, the proof-number methods none.

use serde::{Deserialize, Serialize};

use super::ab_solver::{AbSolved, AbSolver};
use super::pn::{ChildNumbers, PnMethod, PnResult, PnSolver, Solution};
use super::search::{AlphaBeta, Analysis, Limits};
use super::{Color, Loa, Move};
use crate::jobs::{Job, Progress};

/// The solving method.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Method {
    /// Iterative-deepening alpha-beta until a proven score.
    AlphaBeta,
    /// The alpha-beta solver: win/loss/unknown values, a table of proven results, enhanced
    /// transposition cut-offs, killer and history ordering ([`super::ab_solver`]).
    AbSolver,
    /// Plain proof-number search.
    Pns,
    /// Two-level proof-number search.
    Pn2,
    /// Depth-first proof-number search with a transposition table — the default solver.
    #[default]
    Dfpn,
}

impl Method {
    /// Every method, in the order of the comparison table.
    pub const ALL: [Method; 5] = [
        Method::AlphaBeta,
        Method::AbSolver,
        Method::Pns,
        Method::Pn2,
        Method::Dfpn,
    ];

    /// The method's name on the command line and in JSON (`alphabeta`, `ab-solver`, `pns`,
    /// `pn2`, `dfpn`).
    pub fn name(self) -> &'static str {
        match self {
            Method::AlphaBeta => "alphabeta",
            Method::AbSolver => "ab-solver",
            Method::Pns => "pns",
            Method::Pn2 => "pn2",
            Method::Dfpn => "dfpn",
        }
    }

    /// The method called `name`.
    pub fn from_name(name: &str) -> Option<Method> {
        Method::ALL.into_iter().find(|m| m.name() == name)
    }

    /// A label for tables.
    pub fn label(self) -> &'static str {
        match self {
            Method::AlphaBeta => "alpha-beta (iterative deepening, TT)",
            Method::AbSolver => "alpha-beta solver (win/loss/unknown, ETC)",
            Method::Pns => "proof-number search",
            Method::Pn2 => "PN²",
            Method::Dfpn => "df-pn (1+ε)",
        }
    }

    /// [`Method::label`] in the language of `words`.
    pub fn label_in(self, words: &crate::i18n::Catalogue) -> String {
        match self {
            Method::AlphaBeta => words.msg("loa-method-alphabeta"),
            Method::AbSolver => words.msg("loa-method-ab-solver"),
            Method::Pns => words.msg("loa-method-pns"),
            Method::Pn2 => words.msg("loa-method-pn2"),
            Method::Dfpn => words.msg("loa-method-dfpn"),
        }
    }

    fn pn(self) -> Option<PnMethod> {
        match self {
            Method::AlphaBeta | Method::AbSolver => None,
            Method::Pns => Some(PnMethod::Pns),
            Method::Pn2 => Some(PnMethod::Pn2),
            Method::Dfpn => Some(PnMethod::Dfpn),
        }
    }
}

/// The answer for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// The side to move forces a win.
    Win,
    /// The opponent forces a win.
    Loss,
    /// Neither side forces a win.
    Draw,
    /// Not settled within the node budget.
    Unknown,
}

impl Verdict {
    /// `win`, `loss`, `draw`, `unknown`.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Win => "win",
            Verdict::Loss => "loss",
            Verdict::Draw => "draw",
            Verdict::Unknown => "unknown",
        }
    }

    /// True for a win or a loss.
    pub fn decided(self) -> bool {
        matches!(self, Verdict::Win | Verdict::Loss)
    }
}

impl From<PnResult> for Verdict {
    fn from(r: PnResult) -> Verdict {
        match r {
            PnResult::Win => Verdict::Win,
            PnResult::Loss => Verdict::Loss,
            PnResult::Draw => Verdict::Draw,
            // Half an answer: the result says "unknown", `Solved::no_win` the half known.
            PnResult::NoWin | PnResult::Unknown => Verdict::Unknown,
        }
    }
}

/// What a solve found.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solved {
    /// The method.
    pub method: Method,
    /// The answer for the side to move.
    pub result: Verdict,
    /// A winning move after a win (see the module documentation for the other cases).
    pub best_move: Option<Move>,
    /// Positions the search looked at.
    pub nodes: u64,
    /// Alpha-beta methods: the positions counted by the seed's rule (a node at depth `i` only
    /// in iteration `i`, see [`super::ab_solver`]); proof-number methods: none (every node
    /// counts, as in the seed).
    #[serde(default)]
    pub seed_nodes: Option<u64>,
    /// With `result` unknown: true when the side to move is proven unable to force a win
    /// (whether the opponent can was not settled within the budget).
    pub no_win: bool,
    /// Alpha-beta: the plies to the game's end along the principal variation, when proven.
    pub plies_to_end: Option<u32>,
    /// Alpha-beta: the principal variation of the last completed iteration.
    pub principal_variation: Vec<Move>,
    /// Proof-number methods: the root's moves with their proof and disproof numbers.
    pub root_children: Vec<ChildNumbers>,
    /// Proof-number methods: the side the numbers of `root_children` are about (the side to
    /// move in the first phase, the opponent in the second, see [`super::pn`]); alpha-beta:
    /// none.
    pub prover: Option<Color>,
}

fn from_analysis(a: &Analysis) -> Solved {
    let result = match a.proven {
        Some(true) => Verdict::Win,
        Some(false) => Verdict::Loss,
        None => Verdict::Unknown,
    };
    Solved {
        method: Method::AlphaBeta,
        result,
        best_move: if result.decided() { a.best } else { None },
        nodes: a.nodes,
        seed_nodes: None,
        no_win: false,
        plies_to_end: if result.decided() {
            super::search::plies_to_end(a.score)
        } else {
            None
        },
        principal_variation: a.pv.clone(),
        root_children: Vec::new(),
        prover: None,
    }
}

fn from_solution(method: Method, s: &Solution) -> Solved {
    Solved {
        method,
        result: s.result.into(),
        best_move: s.best_move,
        nodes: s.nodes,
        seed_nodes: None,
        no_win: s.result == PnResult::NoWin,
        plies_to_end: None,
        principal_variation: Vec::new(),
        root_children: s.root_children.clone(),
        prover: Some(s.prover),
    }
}

fn from_ab_solver(a: &AbSolved) -> Solved {
    let result = match a.value {
        1 => Verdict::Win,
        -1 => Verdict::Loss,
        _ => Verdict::Unknown,
    };
    Solved {
        method: Method::AbSolver,
        result,
        best_move: a.best_move,
        nodes: a.nodes,
        seed_nodes: Some(a.seed_nodes),
        no_win: false,
        plies_to_end: None,
        principal_variation: Vec::new(),
        root_children: Vec::new(),
        prover: None,
    }
}

/// One method's try at one position, as the comparisons keep it ([`super::compare`],
/// [`super::table42`]): the answer and the nodes of a [`Solved`], and the time it took.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Attempt {
    /// The answer (unknown when the budget ran out).
    pub result: Verdict,
    /// Nodes, counted the method's way (every iteration, for alpha-beta).
    pub nodes: u64,
    /// Alpha-beta methods: nodes counted by the seed's rule.
    pub seed_nodes: Option<u64>,
    /// Milliseconds.
    pub millis: f64,
}

impl Attempt {
    /// True for a win or a loss.
    pub fn solved(&self) -> bool {
        self.result.decided()
    }
}

enum Inner {
    AlphaBeta(Box<AlphaBeta>),
    AbSolver(Box<AbSolver>),
    Pn(Box<PnSolver>),
}

/// A solve of a game's current position as a [`Job`] (unit: nodes).
pub struct Solve {
    method: Method,
    inner: Inner,
}

impl Solve {
    /// Solves the current position of `game` with `method` within `max_nodes`. The game's
    /// moves so far are the history the repetition rule reads.
    pub fn new(game: &Loa, method: Method, max_nodes: u64) -> Solve {
        let inner = match method.pn() {
            None if method == Method::AbSolver => {
                Inner::AbSolver(Box::new(AbSolver::new(game, max_nodes)))
            }
            None => Inner::AlphaBeta(Box::new(AlphaBeta::new(game, Limits::nodes(max_nodes)))),
            Some(pn) => {
                let mut solver = PnSolver::new(*game.board(), *game.rules(), pn, max_nodes);
                let history = game.history_keys();
                if history.len() > 1 {
                    solver = solver.history(history[..history.len() - 1].to_vec());
                }
                Inner::Pn(Box::new(solver))
            }
        };
        Solve { method, inner }
    }

    /// The state so far (for a live page): alpha-beta's last completed iteration, or the
    /// proof-number search's root numbers.
    pub fn snapshot(&self) -> Solved {
        match &self.inner {
            Inner::AlphaBeta(ab) => {
                let mut s = from_analysis(ab.completed());
                s.nodes = ab.nodes();
                s.seed_nodes = Some(ab.seed_nodes());
                s
            }
            // Nothing proven while it runs: an unknown with the nodes so far.
            Inner::AbSolver(ab) => Solved {
                seed_nodes: None,
                ..from_ab_solver(&AbSolved {
                    value: 0,
                    best_move: None,
                    nodes: ab.nodes(),
                    seed_nodes: 0,
                    depth: ab.iteration(),
                })
            },
            Inner::Pn(pn) => from_solution(self.method, &pn.snapshot()),
        }
    }
}

impl Job for Solve {
    type Output = Solved;

    fn step(&mut self, budget: u64) -> Option<Solved> {
        match &mut self.inner {
            Inner::AlphaBeta(ab) => ab.step(budget).map(|a| {
                let mut s = from_analysis(&a);
                s.seed_nodes = Some(ab.seed_nodes());
                s
            }),
            Inner::AbSolver(ab) => ab.step(budget).map(|a| from_ab_solver(&a)),
            Inner::Pn(pn) => pn.step(budget).map(|s| from_solution(self.method, &s)),
        }
    }

    fn progress(&self) -> Progress {
        match &self.inner {
            Inner::AlphaBeta(ab) => ab.progress(),
            Inner::AbSolver(ab) => ab.progress(),
            Inner::Pn(pn) => pn.progress(),
        }
    }
}

/// Solves the current position of `game` in one call.
pub fn solve(game: &Loa, method: Method, max_nodes: u64) -> Solved {
    crate::jobs::run_to_end(&mut Solve::new(game, method, max_nodes))
}
