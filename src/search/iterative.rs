//! Iterative-deepening alpha-beta with a depth limit and a node budget, as a step-based
//! [`Job`]: the searcher for games too big to solve (Lines of Action), where positions at the
//! horizon are scored by a heuristic [`ZeroSumEvaluator`].
//!
//! Iteration `d` is a fail-soft alpha-beta search (the same cut-off rules and MAX-view scores
//! as [`crate::search::alphabeta`]) in which a position `d` plies below the root is scored by
//! the evaluator instead of being expanded; terminal positions are always scored, at any depth.
//! Iterations run for d = 1, 2, … until one of:
//! - the maximum depth has been searched;
//! - an iteration met no horizon at all (every position it looked at was searched to the end
//!   of the game or cut off): its value is then the exact game value, and deeper iterations
//!   would only repeat it — this is how a small game like tic-tac-toe is solved to the end;
//! - the node budget runs out: the search stops at once and answers with the last *completed*
//!   iteration (a half-finished iteration has seen only some moves, so its best move means
//!   nothing). Depth 0 — the evaluator's opinion of the root, no move — is the answer when not
//!   even depth 1 finished.
//!
//! Each iteration tries the previous iteration's best root move first (the point of
//! deepening: good early cut-offs); below the root, moves come in the game's order or by
//! [`ZeroSumEvaluator::order_key`] ([`MoveOrder`]). Among equally good moves the first one
//! searched is kept, so the best move may differ from plain alpha-beta's while the value is the
//! same. There is no transposition table, so horizon scores may depend on the path.
//!
//! **Quicker wins.** The search maximises the evaluator's score and nothing else. If the
//! evaluator's terminal scores encode depth (a win after `n` moves worth more than one after
//! `n + 1`, as tic-tac-toe's [`crate::games::tictactoe::Payoff`] does), a quicker win is
//! preferred within every iteration, and a win first found at depth `d` is kept by deeper
//! iterations unless they find a quicker one. With depth-blind terminal scores, any winning
//! move may be returned, including one that delays the win.
//!
//! The job is an explicit stack of frames rather than recursion so that it can stop after any
//! node and resume in a later [`Job::step`]: running it in slices of any size gives exactly the
//! result of one big step. A step's budget and the node budget both count nodes entered, as
//! everywhere in [`crate::search`].
//!
//! ## References
//! - D. J. Slate, L. R. Atkin, "CHESS 4.5 — the Northwestern University chess program" (1977),
//!   iterative deepening.
//! - Knuth & Moore, "An analysis of alpha-beta pruning", Artificial Intelligence 6 (1975).

use serde::{Deserialize, Serialize};

use super::alphabeta::{MoveOrder, NEG_INF, POS_INF};
use super::{is_max, Searchable};
use crate::game::{Score, ZeroSumEvaluator};
use crate::jobs::{Job, Progress};

/// Where an iterative-deepening search must stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Limits {
    /// The deepest iteration, in plies (`None`: until the game value is exact).
    pub max_depth: Option<u32>,
    /// The most nodes entered over all iterations (`None`: no budget).
    pub max_nodes: Option<u64>,
}

impl Limits {
    /// No limit: deepen until the value is exact (only for small games).
    pub const UNLIMITED: Limits = Limits {
        max_depth: None,
        max_nodes: None,
    };

    /// Search to `depth` plies, with no node budget.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            max_depth: Some(depth),
            max_nodes: None,
        }
    }
}

/// The answer of an iterative-deepening search: that of its last completed iteration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deepened<A> {
    /// The best move found (none at a terminal root or when no iteration completed).
    pub best: Option<A>,
    /// Its value from MAX's point of view.
    pub value: Score,
    /// The depth of the last completed iteration, in plies (0: only the root was evaluated).
    pub depth: u32,
    /// True when that iteration met no horizon: `value` is the exact game value.
    pub exact: bool,
    /// Nodes entered over all iterations, the interrupted one included.
    pub nodes: u64,
    /// The expected line of play from the root, starting with `best`.
    pub principal_variation: Vec<A>,
}

/// One position on the search stack.
struct Frame<S: Searchable> {
    state: S,
    /// The move that led here from the frame below (none at the root).
    action: Option<S::Action>,
    actions: Vec<S::Action>,
    next: usize,
    alpha: Score,
    beta: Score,
    maximising: bool,
    value: Score,
    line: Vec<S::Action>,
    cut: bool,
    depth_left: u32,
}

/// Iterative-deepening alpha-beta from one root, as a [`Job`] (unit: nodes entered).
pub struct IterativeDeepening<'e, S: Searchable, E> {
    root: S,
    evaluator: &'e E,
    limits: Limits,
    order: MoveOrder,
    stack: Vec<Frame<S>>,
    depth: u32,
    horizon_hit: bool,
    nodes: u64,
    completed: Deepened<S::Action>,
    finished: Option<Deepened<S::Action>>,
}

impl<'e, S: Searchable, E: ZeroSumEvaluator<S>> IterativeDeepening<'e, S, E> {
    /// A search of `root` under `limits`, ordering moves below the root by `order`.
    pub fn new(root: S, evaluator: &'e E, limits: Limits, order: MoveOrder) -> Self {
        let terminal = root.is_terminal();
        let completed = Deepened {
            best: None,
            value: evaluator.score(&root),
            depth: 0,
            exact: terminal,
            nodes: 0,
            principal_variation: Vec::new(),
        };
        let done = terminal || limits.max_depth == Some(0);
        IterativeDeepening {
            root,
            evaluator,
            limits,
            order,
            stack: Vec::new(),
            depth: 1,
            horizon_hit: false,
            nodes: 0,
            finished: done.then(|| completed.clone()),
            completed,
        }
    }

    /// The answer of the last completed iteration so far.
    pub fn completed(&self) -> &Deepened<S::Action> {
        &self.completed
    }

    fn out_of_nodes(&self) -> bool {
        self.limits.max_nodes.is_some_and(|m| self.nodes >= m)
    }

    /// Enters `state`: scores it if it is terminal or at the horizon, else pushes a frame.
    fn enter(
        &mut self,
        state: S,
        action: Option<S::Action>,
        alpha: Score,
        beta: Score,
        depth_left: u32,
    ) {
        self.nodes += 1;
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        if actions.is_empty() || depth_left == 0 {
            if !actions.is_empty() {
                self.horizon_hit = true;
            }
            let v = self.evaluator.score(&state);
            let action = action.expect("the root is never a leaf of an iteration");
            self.fold(action, v, Vec::new());
            return;
        }
        if self.order == MoveOrder::Heuristic {
            actions.sort_by_key(|&a| std::cmp::Reverse(self.evaluator.order_key(&state, a)));
        }
        if action.is_none() {
            if let Some(first) = self.completed.best {
                if let Some(i) = actions.iter().position(|&a| a == first) {
                    let a = actions.remove(i);
                    actions.insert(0, a);
                }
            }
        }
        let maximising = is_max(&state);
        self.stack.push(Frame {
            state,
            action,
            actions,
            next: 0,
            alpha,
            beta,
            maximising,
            value: if maximising { NEG_INF - 1 } else { POS_INF + 1 },
            line: Vec::new(),
            cut: false,
            depth_left,
        });
    }

    /// Backs a child's value (and its line) up into the frame on top of the stack.
    fn fold(&mut self, action: S::Action, value: Score, mut line: Vec<S::Action>) {
        let top = self.stack.last_mut().expect("a parent frame");
        let improves = if top.maximising {
            value > top.value
        } else {
            value < top.value
        };
        if improves {
            top.value = value;
            line.insert(0, action);
            top.line = line;
        }
        if top.maximising {
            top.alpha = top.alpha.max(top.value);
            top.cut = top.value >= top.beta;
        } else {
            top.beta = top.beta.min(top.value);
            top.cut = top.value <= top.alpha;
        }
    }

    fn finish(&mut self) -> Deepened<S::Action> {
        self.stack.clear();
        let mut answer = self.completed.clone();
        answer.nodes = self.nodes;
        self.finished = Some(answer.clone());
        answer
    }
}

/// Step budget unit: nodes entered. The output is the answer of the last completed iteration.
impl<S: Searchable, E: ZeroSumEvaluator<S>> Job for IterativeDeepening<'_, S, E> {
    type Output = Deepened<S::Action>;

    fn step(&mut self, budget: u64) -> Option<Deepened<S::Action>> {
        let mut work = 0;
        loop {
            if let Some(done) = &self.finished {
                return Some(done.clone());
            }
            if work >= budget.max(1) {
                return None;
            }
            let Some(top) = self.stack.last_mut() else {
                if self.out_of_nodes() {
                    return Some(self.finish());
                }
                work += 1;
                let root = self.root.clone();
                self.enter(root, None, NEG_INF, POS_INF, self.depth);
                continue;
            };
            if !top.cut && top.next < top.actions.len() {
                let action = top.actions[top.next];
                top.next += 1;
                let mut child = top.state.clone();
                child.apply(action);
                let (alpha, beta, depth_left) = (top.alpha, top.beta, top.depth_left - 1);
                if self.out_of_nodes() {
                    return Some(self.finish());
                }
                work += 1;
                self.enter(child, Some(action), alpha, beta, depth_left);
                continue;
            }
            let frame = self.stack.pop().expect("a frame");
            match frame.action {
                Some(action) => self.fold(action, frame.value, frame.line),
                None => {
                    self.completed = Deepened {
                        best: frame.line.first().copied(),
                        value: frame.value,
                        depth: self.depth,
                        exact: !self.horizon_hit,
                        nodes: self.nodes,
                        principal_variation: frame.line,
                    };
                    if !self.horizon_hit || self.limits.max_depth == Some(self.depth) {
                        return Some(self.finish());
                    }
                    self.depth += 1;
                    self.horizon_hit = false;
                }
            }
        }
    }

    fn progress(&self) -> Progress {
        let fraction = match (self.finished.is_some(), self.limits) {
            (true, _) => 1.0,
            (
                false,
                Limits {
                    max_nodes: Some(m), ..
                },
            ) => self.nodes as f64 / m.max(1) as f64,
            (
                false,
                Limits {
                    max_depth: Some(d), ..
                },
            ) => f64::from(self.depth - 1) / f64::from(d.max(1)),
            _ => 0.0,
        };
        Progress {
            done: self.nodes,
            total: self.limits.max_nodes,
            fraction: fraction.min(1.0),
            unit: "nodes".to_string(),
        }
    }
}

/// Runs an [`IterativeDeepening`] search of `root` to its end in one go.
pub fn iterative_deepening<S: Searchable, E: ZeroSumEvaluator<S>>(
    root: &S,
    evaluator: &E,
    limits: Limits,
    order: MoveOrder,
) -> Deepened<S::Action> {
    crate::jobs::run_to_end(&mut IterativeDeepening::new(
        root.clone(),
        evaluator,
        limits,
        order,
    ))
}
