//! Alpha-beta pruning (fail-soft), with optional move ordering, an optional transposition
//! table, and an optional trace of every node for drawing and stepping.
//!
//! MAX nodes cut when their value reaches β (MIN above already has something at least as
//! good for MIN); MIN nodes cut when their value falls to α. With [`Pruning::Off`] the same
//! code is plain minimax, which is how the page steps minimax on a tree.
//!
//! The transposition table stores, per position key, the value and whether it is exact, a
//! lower bound (the search failed high) or an upper bound (it failed low); a hit is used only
//! when it decides the node for the current window. Scores must depend on the position alone
//! (true for tic-tac-toe's `9 − d`, where `d` is the number of marks on the board).
//!
//! ## References
//! - Knuth & Moore, "An analysis of alpha-beta pruning", Artificial Intelligence 6 (1975).
//! - The seed thesis, Example 4.1.6 and §4.2 (the walkthrough and the tic-tac-toe payoffs).

use std::collections::HashMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::minimax::SearchResult;
use super::{is_max, Searchable};
use crate::game::{PositionKey, Score, ZeroSumEvaluator};

/// Whether to prune at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pruning {
    /// Plain minimax: every child is searched.
    Off,
    /// Alpha-beta cut-offs.
    AlphaBeta,
}

/// The order in which children are tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveOrder {
    /// As the game lists its legal actions.
    AsGenerated,
    /// Highest [`ZeroSumEvaluator::order_key`] first (stable among equals).
    Heuristic,
}

/// Whether to remember positions already searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Table {
    /// No transposition table.
    Off,
    /// A transposition table keyed by [`PositionKey::position_key`].
    On,
}

/// Whether to record a [`Trace`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tracing {
    /// Count nodes only.
    Off,
    /// Record every node entered.
    On,
}

/// Options of one search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Prune or not.
    pub pruning: Pruning,
    /// Child order.
    pub order: MoveOrder,
    /// Transposition table.
    pub table: Table,
}

impl Options {
    /// Plain minimax.
    pub const MINIMAX: Options = Options {
        pruning: Pruning::Off,
        order: MoveOrder::AsGenerated,
        table: Table::Off,
    };
    /// Alpha-beta in the game's own move order.
    pub const ALPHA_BETA: Options = Options {
        pruning: Pruning::AlphaBeta,
        order: MoveOrder::AsGenerated,
        table: Table::Off,
    };
    /// Alpha-beta with heuristic move ordering.
    pub const ALPHA_BETA_ORDERED: Options = Options {
        pruning: Pruning::AlphaBeta,
        order: MoveOrder::Heuristic,
        table: Table::Off,
    };
    /// Alpha-beta with a transposition table.
    pub const ALPHA_BETA_TABLE: Options = Options {
        pruning: Pruning::AlphaBeta,
        order: MoveOrder::AsGenerated,
        table: Table::On,
    };
    /// Alpha-beta with ordering and a transposition table.
    pub const ALPHA_BETA_ORDERED_TABLE: Options = Options {
        pruning: Pruning::AlphaBeta,
        order: MoveOrder::Heuristic,
        table: Table::On,
    };

    /// Every variant the playground compares, with its display name.
    pub const ALL: [(&'static str, Options); 5] = [
        ("minimax", Options::MINIMAX),
        ("alpha-beta", Options::ALPHA_BETA),
        ("alpha-beta + ordering", Options::ALPHA_BETA_ORDERED),
        (
            "alpha-beta + transposition table",
            Options::ALPHA_BETA_TABLE,
        ),
        (
            "alpha-beta + ordering + table",
            Options::ALPHA_BETA_ORDERED_TABLE,
        ),
    ];
}

/// The window bound that caused a cut-off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CutSide {
    /// At a MAX node: value ≥ β.
    Beta,
    /// At a MIN node: value ≤ α.
    Alpha,
}

/// A cut-off at a node: the remaining children were not searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cutoff {
    /// Which bound was reached.
    pub side: CutSide,
    /// The node's value when it was cut.
    pub value: Score,
    /// The bound it reached.
    pub bound: Score,
}

impl Cutoff {
    /// Why the remaining children need not be searched, in words.
    pub fn explanation(&self) -> String {
        crate::i18n::with_english(|w| self.explanation_in(w))
    }

    /// Why the remaining children need not be searched, in the language of `words`.
    pub fn explanation_in(&self, words: &crate::i18n::Catalogue) -> String {
        let args = crate::i18n::Args::new()
            .text("value", show(self.value))
            .text("bound", show(self.bound));
        match self.side {
            CutSide::Beta => words.msg_with("outline-cut-beta", &args),
            CutSide::Alpha => words.msg_with("outline-cut-alpha", &args),
        }
    }
}

/// A score for display: ±∞ for the window's open ends.
pub fn show(score: Score) -> String {
    match score {
        Score::MIN | NEG_INF => "−∞".to_string(),
        Score::MAX | POS_INF => "+∞".to_string(),
        v => v.to_string(),
    }
}

/// The open ends of the search window (kept off `Score::MIN` so negation never overflows).
pub const NEG_INF: Score = -1_000_000_000;
/// See [`NEG_INF`].
pub const POS_INF: Score = 1_000_000_000;

/// What kind of node a trace entry is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NodeKind {
    /// A terminal position, evaluated.
    Leaf,
    /// A position whose children were searched.
    Inner,
    /// Decided by a transposition-table entry without search.
    TableHit,
}

/// One node of a recorded search.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TraceNode<A> {
    /// The parent's index in [`Trace::nodes`] (none for the root).
    pub parent: Option<u32>,
    /// The action leading here from the parent.
    pub action: Option<A>,
    /// Depth below the search root.
    pub depth: u32,
    /// MAX (player 0) to move.
    pub maximising: bool,
    /// α when the node was entered.
    pub alpha: Score,
    /// β when the node was entered.
    pub beta: Score,
    /// The value returned (a bound when the node was cut or failed low/high).
    pub value: Score,
    /// What kind of node this is.
    pub kind: NodeKind,
    /// Searched children, in search order.
    pub children: Vec<u32>,
    /// The child that set the value (the principal-variation link).
    pub best_child: Option<u32>,
    /// The cut-off, if one happened here.
    pub cutoff: Option<Cutoff>,
    /// Actions never searched because of the cut-off, in the order they would have come.
    pub pruned: Vec<A>,
    /// Step at which the node was entered (0-based; steps count entries and exits).
    pub enter_step: u32,
    /// Step at which its value was final.
    pub exit_step: u32,
}

/// A recorded search: every node entered, in entry order (index 0 is the root).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Trace<A> {
    /// The nodes.
    pub nodes: Vec<TraceNode<A>>,
    /// Number of steps (entries + exits).
    pub steps: u32,
}

impl<A: Copy> Trace<A> {
    /// The principal variation: node indices from the root following each node's best child.
    pub fn principal_variation(&self) -> Vec<u32> {
        let mut pv = vec![0];
        let mut at = 0usize;
        while let Some(next) = self.nodes.get(at).and_then(|n| n.best_child) {
            pv.push(next);
            at = next as usize;
        }
        pv
    }
}

#[derive(Clone, Copy)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

/// An alpha-beta searcher over one game and evaluator; reusable across searches (its table
/// persists until [`AlphaBeta::clear`]).
pub struct AlphaBeta<'e, S: Searchable, E> {
    evaluator: &'e E,
    options: Options,
    table: HashMap<u64, (Score, Bound)>,
    nodes: u64,
    leaves: Vec<Score>,
    trace: Option<Trace<S::Action>>,
    step: u32,
    horizon: Option<u32>,
}

impl<'e, S: Searchable + PositionKey, E: ZeroSumEvaluator<S>> AlphaBeta<'e, S, E> {
    /// A searcher with the given options.
    pub fn new(evaluator: &'e E, options: Options) -> Self {
        AlphaBeta {
            evaluator,
            options,
            table: HashMap::new(),
            nodes: 0,
            leaves: Vec::new(),
            trace: None,
            step: 0,
            horizon: None,
        }
    }

    /// The same searcher stopping `plies` below the root: a position there is scored by the
    /// evaluator as if it were a leaf (a depth-limited search, as a textbook draws one for a
    /// game too big to search to the end). Table entries are kept per depth, so a value found
    /// near the horizon is never reused where more plies are left.
    pub fn with_horizon(mut self, plies: u32) -> Self {
        self.horizon = Some(plies);
        self
    }

    /// Forgets the transposition table.
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Searches `state` with the full window.
    pub fn search(&mut self, state: &S) -> SearchResult<S::Action> {
        self.search_window(state, NEG_INF, POS_INF)
    }

    /// Searches `state` with the window (α, β).
    pub fn search_window(
        &mut self,
        state: &S,
        alpha: Score,
        beta: Score,
    ) -> SearchResult<S::Action> {
        self.nodes = 0;
        self.leaves.clear();
        let (value, best) = self.node(state, alpha, beta, None, 0);
        SearchResult {
            value,
            best,
            nodes: self.nodes,
            leaves: std::mem::take(&mut self.leaves),
        }
    }

    /// Searches `state` with the full window and records every node.
    pub fn search_traced(&mut self, state: &S) -> (SearchResult<S::Action>, Trace<S::Action>) {
        self.trace = Some(Trace {
            nodes: Vec::new(),
            steps: 0,
        });
        self.step = 0;
        let result = self.search(state);
        let mut trace = self.trace.take().expect("trace was on");
        trace.steps = self.step;
        (result, trace)
    }

    fn ordered_actions(&self, state: &S) -> Vec<S::Action> {
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        if self.options.order == MoveOrder::Heuristic {
            actions.sort_by_key(|&a| std::cmp::Reverse(self.evaluator.order_key(state, a)));
        }
        actions
    }

    fn record_enter(
        &mut self,
        parent: Option<(u32, S::Action)>,
        depth: u32,
        maximising: bool,
        alpha: Score,
        beta: Score,
    ) -> Option<u32> {
        let trace = self.trace.as_mut()?;
        let id = trace.nodes.len() as u32;
        if let Some((p, _)) = parent {
            trace.nodes[p as usize].children.push(id);
        }
        trace.nodes.push(TraceNode {
            parent: parent.map(|p| p.0),
            action: parent.map(|p| p.1),
            depth,
            maximising,
            alpha,
            beta,
            value: 0,
            kind: NodeKind::Inner,
            children: Vec::new(),
            best_child: None,
            cutoff: None,
            pruned: Vec::new(),
            enter_step: self.step,
            exit_step: 0,
        });
        self.step += 1;
        Some(id)
    }

    fn record_exit(&mut self, id: Option<u32>, value: Score, kind: NodeKind) {
        if let (Some(trace), Some(id)) = (self.trace.as_mut(), id) {
            let n = &mut trace.nodes[id as usize];
            n.value = value;
            n.kind = kind;
            n.exit_step = self.step;
            self.step += 1;
        }
    }

    fn node(
        &mut self,
        state: &S,
        mut alpha: Score,
        mut beta: Score,
        parent: Option<(u32, S::Action)>,
        depth: u32,
    ) -> (Score, Option<S::Action>) {
        self.nodes += 1;
        let maximising = is_max(state);
        let id = self.record_enter(parent, depth, maximising, alpha, beta);
        let at_horizon = self.horizon.is_some_and(|h| depth >= h);
        let actions = if at_horizon {
            Vec::new()
        } else {
            self.ordered_actions(state)
        };
        if actions.is_empty() {
            let v = self.evaluator.score(state);
            self.leaves.push(v);
            self.record_exit(id, v, NodeKind::Leaf);
            return (v, None);
        }
        let key = if self.options.table == Table::On {
            let plies_left = self.horizon.map_or(0, |h| u64::from(h - depth));
            Some(
                state
                    .position_key()
                    .wrapping_add(plies_left.wrapping_mul(0x9E37_79B9_7F4A_7C15)),
            )
        } else {
            None
        };
        if let Some(&(v, bound)) = key.and_then(|k| self.table.get(&k)) {
            let decisive = match bound {
                Bound::Exact => true,
                Bound::Lower => v >= beta,
                Bound::Upper => v <= alpha,
            };
            if decisive {
                self.record_exit(id, v, NodeKind::TableHit);
                return (v, None);
            }
        }
        let (alpha0, beta0) = (alpha, beta);
        let mut value = if maximising { NEG_INF - 1 } else { POS_INF + 1 };
        let mut best = None;
        for (i, &action) in actions.iter().enumerate() {
            let mut child = state.clone();
            child.apply(action);
            let child_id = self.trace.as_ref().map(|t| t.nodes.len() as u32);
            let (v, _) = self.node(&child, alpha, beta, id.map(|p| (p, action)), depth + 1);
            let improves = if maximising { v > value } else { v < value };
            if improves {
                value = v;
                best = Some(action);
                if let (Some(trace), Some(id)) = (self.trace.as_mut(), id) {
                    trace.nodes[id as usize].best_child = child_id;
                }
            }
            if self.options.pruning == Pruning::AlphaBeta {
                let cut = if maximising {
                    alpha = alpha.max(value);
                    (value >= beta).then_some(Cutoff {
                        side: CutSide::Beta,
                        value,
                        bound: beta,
                    })
                } else {
                    beta = beta.min(value);
                    (value <= alpha).then_some(Cutoff {
                        side: CutSide::Alpha,
                        value,
                        bound: alpha,
                    })
                };
                if let Some(cut) = cut {
                    if i + 1 < actions.len() {
                        if let (Some(trace), Some(id)) = (self.trace.as_mut(), id) {
                            let n = &mut trace.nodes[id as usize];
                            n.cutoff = Some(cut);
                            n.pruned = actions[i + 1..].to_vec();
                        }
                    }
                    break;
                }
            }
        }
        if let Some(k) = key {
            let bound = if value <= alpha0 {
                Bound::Upper
            } else if value >= beta0 {
                Bound::Lower
            } else {
                Bound::Exact
            };
            self.table.insert(k, (value, bound));
        }
        self.record_exit(id, value, NodeKind::Inner);
        (value, best)
    }
}

/// Alpha-beta (or minimax, per `options`) from `state` with a fresh table.
pub fn alphabeta<S: Searchable + PositionKey, E: ZeroSumEvaluator<S>>(
    state: &S,
    evaluator: &E,
    options: Options,
) -> SearchResult<S::Action> {
    AlphaBeta::new(evaluator, options).search(state)
}

/// The exact value of every legal action in `state` (each child searched with the full
/// window), in the game's action order, and the total nodes entered.
pub fn action_values<S: Searchable + PositionKey, E: ZeroSumEvaluator<S>>(
    state: &S,
    evaluator: &E,
    options: Options,
) -> (Vec<(S::Action, Score)>, u64) {
    let mut searcher = AlphaBeta::new(evaluator, options);
    let mut actions = Vec::new();
    state.legal_actions(&mut actions);
    let mut nodes = 0;
    let values = actions
        .into_iter()
        .map(|a| {
            let mut child = state.clone();
            child.apply(a);
            let r = searcher.search(&child);
            nodes += r.nodes;
            (a, r.value)
        })
        .collect();
    (values, nodes)
}

/// The actions achieving the best value for the side to move, given [`action_values`].
pub fn best_actions<S: Searchable>(state: &S, values: &[(S::Action, Score)]) -> Vec<S::Action> {
    let maximise = is_max(state);
    let best = if maximise {
        values.iter().map(|v| v.1).max()
    } else {
        values.iter().map(|v| v.1).min()
    };
    values
        .iter()
        .filter(|v| Some(v.1) == best)
        .map(|v| v.0)
        .collect()
}

impl<A: fmt::Debug> fmt::Display for TraceNode<A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {:?} α={} β={} v={}",
            if self.maximising { "MAX" } else { "MIN" },
            self.action,
            show(self.alpha),
            show(self.beta),
            show(self.value)
        )
    }
}

/// How an engine picks among equally good actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TieBreak {
    /// The first best action in the game's order (the seed's engine: "takes the first").
    First,
    /// A uniformly random best action from the bot's seeded generator.
    Random,
    /// A uniformly random best action drawn from a generator seeded by this seed and the
    /// position's key alone: the choice in a position does not depend on what the engine
    /// chose before, so a replayed game (a shared link) repeats it move for move.
    PerPosition(crate::rng::Seed),
}

/// A full-depth alpha-beta engine as a [`crate::game::Bot`].
pub struct SearchBot<E> {
    evaluator: E,
    options: Options,
    tie_break: TieBreak,
    rng: crate::rng::GameRng,
}

impl<E> SearchBot<E> {
    /// An engine with the given evaluator, search options, tie-break rule and seed.
    pub fn new(
        evaluator: E,
        options: Options,
        tie_break: TieBreak,
        seed: crate::rng::Seed,
    ) -> Self {
        SearchBot {
            evaluator,
            options,
            tie_break,
            rng: seed.rng(),
        }
    }
}

impl<S: Searchable + PositionKey, E: ZeroSumEvaluator<S>> crate::game::Bot<S> for SearchBot<E> {
    fn name(&self) -> String {
        "alpha-beta".to_string()
    }

    fn choose(&mut self, state: &S) -> S::Action {
        self.best_move(state)
            .expect("the engine is asked to move only where a move exists")
    }
}

impl<E> SearchBot<E> {
    /// The engine's move in `state` (exact values of every action by [`action_values`], then
    /// the tie-break among the best), or `None` when there is no legal action.
    pub fn best_move<S: Searchable + PositionKey>(&mut self, state: &S) -> Option<S::Action>
    where
        E: ZeroSumEvaluator<S>,
    {
        let (values, _) = action_values(state, &self.evaluator, self.options);
        self.choose_among(state, &values)
    }

    /// The engine's pick given the values of `state`'s actions already computed by
    /// [`action_values`] (as a page showing them has): the best ones, then the tie-break.
    /// `None` when `values` is empty.
    pub fn choose_among<S: Searchable + PositionKey>(
        &mut self,
        state: &S,
        values: &[(S::Action, Score)],
    ) -> Option<S::Action> {
        let best = best_actions(state, values);
        if best.is_empty() {
            return None;
        }
        Some(match self.tie_break {
            TieBreak::First => best[0],
            TieBreak::Random => *crate::rng::choose(&mut self.rng, &best),
            TieBreak::PerPosition(seed) => {
                let mut rng = seed.derive(state.position_key()).rng();
                *crate::rng::choose(&mut rng, &best)
            }
        })
    }
}
