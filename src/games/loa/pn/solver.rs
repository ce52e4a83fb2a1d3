//! The solver as a [`Job`] ([`PnSolver`], and [`solve`] to run it in one call): the two
//! phases of the question (does the side to move win; if not, does the opponent), each run by
//! one engine (the PNS tree, PN², df-pn), and the answer assembled from them.
//!
//! The phases and the engine live in the job between slices, so a slice may end anywhere and
//! slices of any size give the answer of one big step (see the parent module for the phases'
//! rules and the soundness of their disproofs).

use std::collections::HashMap;

use super::numbers::{evaluate, leaf_numbers, public, Eval, Numbers, Run, Work, REPEATS};
use super::verify::{self, verify, Proof, VerifyError};
use super::{dfpn, pn2, tree};
use super::{ChildNumbers, PnMethod, PnOptions, PnResult, Solution};
use crate::games::loa::board::{Board, Color, Move};
use crate::games::loa::Rules;
use crate::jobs::{Job, Progress};

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
    pub(super) table: Option<dfpn::Table>,
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
