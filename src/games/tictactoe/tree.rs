//! The whole game tree of tic-tac-toe, walked: every reachable position, the full-tree count
//! ([`FullTree`], which reproduces the published 5 478 positions and 255 168 games) and the
//! differential check of every searcher on every position ([`VerifyAll`]). Both are
//! step-based [`Job`]s so the page can run them in a worker with progress; they live apart
//! from the rules because they are about the tree, not the game.

use serde::{Deserialize, Serialize};

use super::{complexity, Complexity, Mark, Payoff, TicTacToe};
use crate::game::Score;
use crate::jobs::{Job, Progress};

/// Every reachable position, each once, in breadth-first order from the empty board.
pub fn reachable_positions() -> Vec<TicTacToe> {
    reachable_from(&TicTacToe::new())
}

/// Every position reachable from `start` (itself included), each once, breadth first.
pub fn reachable_from(start: &TicTacToe) -> Vec<TicTacToe> {
    let mut seen = vec![false; 19_683];
    let mut order = vec![*start];
    seen[start.code() as usize] = true;
    let mut i = 0;
    while i < order.len() {
        let board = order[i];
        i += 1;
        if board.is_over() {
            continue;
        }
        for sq in board.empty_squares() {
            let next = board.child(sq);
            let code = next.code() as usize;
            if !seen[code] {
                seen[code] = true;
                order.push(next);
            }
        }
    }
    order
}

/// The result of walking the whole game tree from a position.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeStats {
    /// Distinct positions reachable (the start included).
    pub reachable_positions: u64,
    /// Distinct reachable positions where the game is over.
    pub terminal_positions: u64,
    /// Complete games (leaves of the game tree).
    pub games: u64,
    /// Games X wins.
    pub x_wins: u64,
    /// Games O wins.
    pub o_wins: u64,
    /// Drawn games.
    pub draws: u64,
    /// Nodes plain minimax visits (every position entered, root and leaves included).
    pub minimax_nodes: u64,
    /// The minimax value from X's point of view with the seed's payoffs ([`Payoff::Seed`]).
    pub value: Score,
    /// The seed's complexity measures from the same position (§4.1).
    pub complexity: Complexity,
}

struct Frame {
    board: TicTacToe,
    /// Next child to visit, as an index into the board's empty squares.
    next: u8,
    /// Number of children.
    count: u8,
    best: Score,
}

/// The whole game tree walked depth-first by plain minimax, as a step-based [`Job`]: one step
/// unit is one node. Its output is a [`TreeStats`].
pub struct FullTree {
    start: TicTacToe,
    stack: Vec<Frame>,
    seen: Vec<bool>,
    stats: TreeStats,
    result: Option<TreeStats>,
}

impl FullTree {
    /// A walk from `start`.
    pub fn new(start: TicTacToe) -> Self {
        let mut walk = FullTree {
            start,
            stack: Vec::with_capacity(10),
            seen: vec![false; 19_683],
            stats: TreeStats::default(),
            result: None,
        };
        if let Some(value) = walk.enter(start) {
            walk.stats.value = value;
            walk.stats.complexity = complexity(&start);
            walk.result = Some(walk.stats.clone());
        }
        walk
    }

    /// Visits a node: counts it, and either pushes a frame or returns its leaf value.
    fn enter(&mut self, board: TicTacToe) -> Option<Score> {
        self.stats.minimax_nodes += 1;
        let code = board.code() as usize;
        let fresh = !self.seen[code];
        self.seen[code] = true;
        if fresh {
            self.stats.reachable_positions += 1;
        }
        if board.is_over() {
            if fresh {
                self.stats.terminal_positions += 1;
            }
            self.stats.games += 1;
            match board.winner() {
                Some(Mark::X) => self.stats.x_wins += 1,
                Some(Mark::O) => self.stats.o_wins += 1,
                None => self.stats.draws += 1,
            }
            return Some(Payoff::Seed.terminal_value(&board));
        }
        let best = if board.to_move() == Mark::X {
            Score::MIN
        } else {
            Score::MAX
        };
        let count = 9 - board.moves_made() as u8;
        self.stack.push(Frame {
            board,
            next: 0,
            count,
            best,
        });
        None
    }

    fn back_up(&mut self, mut value: Score) {
        while let Some(top) = self.stack.last_mut() {
            top.best = if top.board.to_move() == Mark::X {
                top.best.max(value)
            } else {
                top.best.min(value)
            };
            if top.next < top.count {
                return;
            }
            value = top.best;
            self.stack.pop();
        }
        self.stats.value = value;
        self.stats.complexity = complexity(&self.start);
        self.result = Some(self.stats.clone());
    }
}

impl Job for FullTree {
    type Output = TreeStats;

    fn step(&mut self, budget: u64) -> Option<TreeStats> {
        if let Some(done) = &self.result {
            return Some(done.clone());
        }
        for _ in 0..budget {
            let top = self.stack.last_mut().expect("walk in progress");
            let square = top
                .board
                .empty_squares()
                .nth(usize::from(top.next))
                .expect("child exists");
            top.next += 1;
            let child = top.board.child(square);
            if let Some(value) = self.enter(child) {
                self.back_up(value);
                if self.result.is_some() {
                    return self.result.clone();
                }
            }
        }
        None
    }

    fn progress(&self) -> Progress {
        // The fraction of the tree behind us, weighting each level by its share of the parent.
        let mut fraction = 0.0;
        let mut share = 1.0;
        for frame in &self.stack {
            let count = f64::from(frame.count.max(1));
            fraction += share * f64::from(frame.next.saturating_sub(1)) / count;
            share /= count;
        }
        Progress {
            done: self.stats.minimax_nodes,
            total: None,
            fraction: if self.result.is_some() { 1.0 } else { fraction },
            unit: "nodes".to_string(),
        }
    }
}

/// The differential check as a step-based [`Job`]: on every reachable position, with both
/// payoff scales, every alpha-beta variant and the value of every move must agree with plain
/// minimax, and proof-number search with the sign of the value. One step unit is one position.
pub struct VerifyAll {
    positions: Vec<TicTacToe>,
    next: usize,
    report: VerifyReport,
}

/// What [`VerifyAll`] found.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct VerifyReport {
    /// Positions checked.
    pub positions: u64,
    /// Answers compared (per position: 5 variants and every move's value on both scales, and
    /// 2 proof-number questions).
    pub comparisons: u64,
    /// Disagreements, as `board: what` lines (empty when all agree).
    pub disagreements: Vec<String>,
    /// Nodes entered by each searcher over all positions (corrected scale), in
    /// [`crate::search::alphabeta::Options::ALL`] order.
    pub nodes: Vec<u64>,
}

impl VerifyAll {
    /// A check over all 5 478 reachable positions.
    pub fn new() -> Self {
        VerifyAll {
            positions: reachable_positions(),
            next: 0,
            report: VerifyReport {
                nodes: vec![0; 5],
                ..VerifyReport::default()
            },
        }
    }

    fn check(&mut self, board: TicTacToe) {
        use crate::search::alphabeta::{action_values, alphabeta, Options};
        use crate::search::minimax::minimax;
        use crate::search::pns::ProofSearch;
        let mut corrected_value = 0;
        for payoff in [Payoff::Seed, Payoff::Corrected] {
            let reference = minimax(&board, &payoff);
            if payoff == Payoff::Corrected {
                corrected_value = reference.value;
            }
            for (i, (name, options)) in Options::ALL.iter().enumerate() {
                let r = alphabeta(&board, &payoff, *options);
                if payoff == Payoff::Corrected {
                    self.report.nodes[i] += r.nodes;
                }
                self.report.comparisons += 1;
                if r.value != reference.value {
                    self.report.disagreements.push(format!(
                        "{board}: {name} {} ≠ minimax {} ({payoff:?})",
                        r.value, reference.value
                    ));
                }
            }
            // The value of every move, as the page shows it, against minimax on each child.
            for (square, value) in
                action_values(&board, &payoff, Options::ALPHA_BETA_ORDERED_TABLE).0
            {
                let exact = minimax(&board.child(square), &payoff).value;
                self.report.comparisons += 1;
                if value != exact {
                    self.report.disagreements.push(format!(
                        "{board}: move {} valued {value} ≠ minimax {exact} ({payoff:?})",
                        square.0
                    ));
                }
            }
        }
        // Proof-number search against the sign of the corrected value (see [`Payoff`]).
        for mark in [Mark::X, Mark::O] {
            let mut pns = ProofSearch::new(board, mark.player(), move |b: &TicTacToe| {
                b.winner() == Some(mark)
            });
            let proven = pns.solve().map(|v| v.proven).unwrap_or(false);
            let expected = if mark == Mark::X {
                corrected_value > 0
            } else {
                corrected_value < 0
            };
            self.report.comparisons += 1;
            if proven != expected {
                self.report.disagreements.push(format!(
                    "{board}: PNS says {mark} wins = {proven}, minimax value {corrected_value}"
                ));
            }
        }
        self.report.positions += 1;
    }
}

impl Default for VerifyAll {
    fn default() -> Self {
        VerifyAll::new()
    }
}

impl Job for VerifyAll {
    type Output = VerifyReport;

    fn step(&mut self, budget: u64) -> Option<VerifyReport> {
        for _ in 0..budget {
            let Some(&board) = self.positions.get(self.next) else {
                break;
            };
            self.next += 1;
            self.check(board);
        }
        (self.next == self.positions.len()).then(|| self.report.clone())
    }

    fn progress(&self) -> Progress {
        let total = self.positions.len() as u64;
        Progress {
            done: self.next as u64,
            total: Some(total),
            fraction: self.next as f64 / total as f64,
            unit: "positions".to_string(),
        }
    }
}
