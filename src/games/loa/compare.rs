//! The seed's comparison of alpha-beta with proof-number search (its Table 4.2, after Winands
//! et al. 2003) run on one of the lab's suites ([`super::suite`]): every method on every
//! position within one node budget — how many each solves, the nodes and the time, in total
//! and on the positions every method solved, whether the answers agree — and the table laid
//! out as the seed's, the seed's numbers beside ours ([`super::table42`]) with its conclusions
//! checked.
//!
//! One method's try at one position is an [`Attempt`] ([`attempt`]); [`rows`] turns them into
//! the table's lines and [`markdown`] into text, so the command line can spread positions over
//! threads (or shards: [`crate::batch::loa_compare`]) and the browser run them as one
//! [`Compare`] job, and all get the same table. Time needs a clock, which the core never reads:
//! the caller passes one.
//!
//! **Answers.** A position's reference answer is the suite's, when it has one; otherwise (a
//! suite chosen without solving) the first decided answer in the order of the methods. A
//! method disagrees where it decided otherwise — which would be a bug: every method proves
//! only from real game ends.

use std::rc::Rc;

use serde::{Deserialize, Serialize};

pub use super::solve::Attempt;
use super::solve::{Method, Solve, Verdict};
use super::suite_position::SuitePosition;
use super::table42::Table42;
use super::{Loa, Rules};
use crate::jobs::{Job, Progress};

/// `method` on `position` within `max_nodes`, timed by `now` (milliseconds).
pub fn attempt(
    position: &SuitePosition,
    method: Method,
    max_nodes: u64,
    now: &dyn Fn() -> f64,
) -> Attempt {
    let game = Loa::from_board(position.board, Rules::default());
    let t0 = now();
    let solved = crate::jobs::run_to_end(&mut Solve::new(&game, method, max_nodes));
    Attempt {
        result: solved.result,
        nodes: solved.nodes,
        seed_nodes: solved.seed_nodes,
        millis: now() - t0,
    }
}

/// One method's line of the comparison table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CompareRow {
    /// The method.
    pub method: Method,
    /// Positions tried.
    pub positions: u32,
    /// Positions solved (a win or a loss) within the budget.
    pub solved: u32,
    /// Solved positions whose answer differs from the reference (must be 0).
    pub disagreements: u32,
    /// Nodes over all positions (unsolved ones spend the whole budget).
    pub total_nodes: u64,
    /// Alpha-beta methods: nodes over all positions by the seed's rule.
    #[serde(default)]
    pub total_seed_nodes: Option<u64>,
    /// Milliseconds over all positions.
    pub total_millis: f64,
    /// Nodes over the positions this method solved.
    #[serde(default)]
    pub solved_nodes: u64,
    /// Alpha-beta methods: nodes over the positions this method solved, by the seed's rule.
    #[serde(default)]
    pub solved_seed_nodes: Option<u64>,
    /// Milliseconds over the positions this method solved.
    #[serde(default)]
    pub solved_millis: f64,
    /// Positions every method solved.
    pub common: u32,
    /// Nodes on the positions every method solved.
    pub common_nodes: u64,
    /// Milliseconds on the positions every method solved.
    pub common_millis: f64,
    /// `common_nodes` relative to the first row's.
    pub node_ratio: f64,
    /// Positions both this method and plain proof-number search solved.
    pub with_pns: u32,
    /// This method's nodes on those positions.
    pub with_pns_nodes: u64,
    /// Plain proof-number search's nodes on those positions.
    pub pns_nodes: u64,
    /// Positions no method solved (the same on every row).
    #[serde(default)]
    pub solved_by_none: u32,
}

/// The table's lines: `attempts[p][m]` is method `methods[m]` on `positions[p]`.
pub fn rows(
    positions: &[SuitePosition],
    methods: &[Method],
    attempts: &[Vec<Attempt>],
) -> Vec<CompareRow> {
    let answers: Vec<Verdict> = positions.iter().map(|p| p.result).collect();
    rows_from_answers(&answers, methods, attempts)
}

/// [`rows`] from the suite's answers alone (`answers[p]`: position `p`'s stored result, unknown
/// in a suite chosen without solving) — all the table needs of the positions, so that a merge
/// of shards' attempts makes the table without the suite file.
pub fn rows_from_answers(
    answers: &[Verdict],
    methods: &[Method],
    attempts: &[Vec<Attempt>],
) -> Vec<CompareRow> {
    let reference: Vec<Verdict> = answers
        .iter()
        .zip(attempts)
        .map(|(&answer, a)| {
            if answer.decided() {
                answer
            } else {
                a.iter()
                    .map(|t| t.result)
                    .find(|r| r.decided())
                    .unwrap_or(Verdict::Unknown)
            }
        })
        .collect();
    let common: Vec<usize> = (0..attempts.len())
        .filter(|&p| attempts[p].iter().all(Attempt::solved))
        .collect();
    let solved_by_none = attempts
        .iter()
        .filter(|a| !a.iter().any(Attempt::solved))
        .count() as u32;
    let sum_seed = |it: &mut dyn Iterator<Item = &Attempt>| -> Option<u64> {
        it.map(|t| t.seed_nodes).sum::<Option<u64>>()
    };
    let mut out: Vec<CompareRow> = methods
        .iter()
        .enumerate()
        .map(|(m, &method)| {
            let all: Vec<&Attempt> = attempts.iter().map(|a| &a[m]).collect();
            let solved: Vec<&Attempt> = all.iter().copied().filter(|t| t.solved()).collect();
            let disagreements = (0..attempts.len())
                .filter(|&p| attempts[p][m].solved() && attempts[p][m].result != reference[p])
                .count() as u32;
            CompareRow {
                method,
                positions: attempts.len() as u32,
                solved: solved.len() as u32,
                disagreements,
                total_nodes: all.iter().map(|t| t.nodes).sum(),
                total_seed_nodes: sum_seed(&mut all.iter().copied()),
                total_millis: all.iter().map(|t| t.millis).sum(),
                solved_nodes: solved.iter().map(|t| t.nodes).sum(),
                solved_seed_nodes: sum_seed(&mut solved.iter().copied()),
                solved_millis: solved.iter().map(|t| t.millis).sum(),
                common: common.len() as u32,
                common_nodes: common.iter().map(|&p| attempts[p][m].nodes).sum(),
                common_millis: common.iter().map(|&p| attempts[p][m].millis).sum(),
                node_ratio: 1.0,
                with_pns: 0,
                with_pns_nodes: 0,
                pns_nodes: 0,
                solved_by_none,
            }
        })
        .collect();
    let base = out.first().map_or(1, |r| r.common_nodes.max(1)) as f64;
    let pns = methods.iter().position(|&m| m == Method::Pns);
    for (m, r) in out.iter_mut().enumerate() {
        r.node_ratio = r.common_nodes as f64 / base;
        if let Some(k) = pns {
            let pairs: Vec<usize> = (0..attempts.len())
                .filter(|&p| attempts[p][m].solved() && attempts[p][k].solved())
                .collect();
            r.with_pns = pairs.len() as u32;
            r.with_pns_nodes = pairs.iter().map(|&p| attempts[p][m].nodes).sum();
            r.pns_nodes = pairs.iter().map(|&p| attempts[p][k].nodes).sum();
        }
    }
    out
}

/// The comparison as text (the command line's output): Table 4.2 laid out as the seed's when
/// it has both methods (`t42`), then every method's line of `table`.
pub fn markdown(table: &[CompareRow], t42: Option<&Table42>) -> String {
    let mut out = String::new();
    if let Some(t) = t42 {
        out.push_str(&t.markdown());
        out.push('\n');
    }
    out.push_str("| method | solved | of | disagreements | nodes (all positions) | nodes, the seed's rule | ms (all) | nodes (solved) | ms (solved) | solved by every method | nodes there | ms there |\n");
    out.push_str("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for r in table {
        out.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} | {:.0} | {} | {:.0} | {} | {} | {:.0} |\n",
            r.method.label(),
            r.solved,
            r.positions,
            r.disagreements,
            r.total_nodes,
            r.total_seed_nodes.map_or("—".into(), |n| n.to_string()),
            r.total_millis,
            r.solved_nodes,
            r.solved_millis,
            r.common,
            r.common_nodes,
            r.common_millis
        ));
    }
    out.push_str(&format!(
        "\n{} positions solved by no method.\n",
        table.first().map_or(0, |r| r.solved_by_none)
    ));
    out
}

/// The comparison as a [`Job`]: a step's budget counts nodes, its progress counts solves.
/// Methods are interleaved position by position so that machine noise spreads over all of
/// them.
pub struct Compare {
    positions: Vec<SuitePosition>,
    methods: Vec<Method>,
    max_nodes: u64,
    now: Rc<dyn Fn() -> f64>,
    attempts: Vec<Vec<Attempt>>,
    current: Option<(Solve, f64)>,
}

impl Compare {
    /// Every method of `methods` on every position within `max_nodes`, timed by `now`
    /// (milliseconds).
    pub fn new(
        positions: Vec<SuitePosition>,
        methods: Vec<Method>,
        max_nodes: u64,
        now: Rc<dyn Fn() -> f64>,
    ) -> Compare {
        Compare {
            positions,
            methods,
            max_nodes,
            now,
            attempts: Vec::new(),
            current: None,
        }
    }

    fn total(&self) -> usize {
        self.positions.len() * self.methods.len()
    }

    /// The methods, in the order of each position's attempts.
    pub fn methods(&self) -> &[Method] {
        &self.methods
    }

    /// The attempts so far: `attempts()[p][m]` is method `m` on position `p`.
    pub fn attempts(&self) -> &[Vec<Attempt>] {
        &self.attempts
    }

    fn done(&self) -> usize {
        self.attempts.iter().map(Vec::len).sum()
    }
}

impl Job for Compare {
    type Output = Vec<CompareRow>;

    fn step(&mut self, budget: u64) -> Option<Vec<CompareRow>> {
        let mut left = budget.max(1);
        while self.done() < self.total() && left > 0 {
            let index = self.done();
            let (p, m) = (index / self.methods.len(), index % self.methods.len());
            if self.current.is_none() {
                let game = Loa::from_board(self.positions[p].board, Rules::default());
                let job = Solve::new(&game, self.methods[m], self.max_nodes);
                self.current = Some((job, (self.now)()));
            }
            let (job, t0) = self.current.as_mut().expect("a solve is under way");
            let before = job.progress().done;
            let out = job.step(left);
            left = left.saturating_sub(job.progress().done.saturating_sub(before).max(1));
            if let Some(solved) = out {
                let millis = (self.now)() - *t0;
                self.current = None;
                if m == 0 {
                    self.attempts.push(Vec::new());
                }
                self.attempts[p].push(Attempt {
                    result: solved.result,
                    nodes: solved.nodes,
                    seed_nodes: solved.seed_nodes,
                    millis,
                });
            }
        }
        (self.done() == self.total()).then(|| rows(&self.positions, &self.methods, &self.attempts))
    }

    fn progress(&self) -> Progress {
        let total = self.total().max(1);
        Progress {
            done: self.done() as u64,
            total: Some(self.total() as u64),
            fraction: self.done() as f64 / total as f64,
            unit: "solves".to_string(),
        }
    }
}
