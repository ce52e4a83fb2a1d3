//! The lab's own position suite and the comparison the seed quotes (Winands et al. 2003:
//! alpha-beta solved 383 of 488 positions with 1 711 578 143 nodes, PN search 356 with
//! 89 863 783). Their 488 positions are not public, so the project makes its own:
//!
//! **Generation** ([`Generate`]): seeded alpha-beta self-play games (a few random opening plies
//! so that games differ, then both sides searched under a node budget), and from each game the
//! positions a chosen number of plies before its end. Each position is solved on its own (no
//! history before it) by df-pn with a large budget, and kept only if the answer is a win or a
//! loss for the side to move **and** the proof replays against the rules
//! ([`super::pn::verify`]: every defence refuted). The proof's size (distinct positions) is
//! stored with it. The result is the text file `data/loa_suite.txt`, embedded as [`SUITE`].
//!
//! **Comparison** ([`Compare`]): every method of [`Method`] on every position within one node
//! budget: how many each solves, the total nodes and time on the positions every method
//! solved, and whether all agree with the stored answers. Time needs a clock, which the core
//! never reads: the caller passes one.
//!
//! The file format, one position per line (`#` starts a comment):
//! `position text; result; winning move or -; proof size; plies before the end; game`.

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::board::{Board, Move};
use super::engines::{play, Engine, Match};
use super::pn::{PnMethod, PnResult, PnSolver};
use super::solve::{Method, Solve, Verdict};
use super::text::{parse_position, write_position};

use super::{Loa, Rules};
use crate::jobs::{Job, Progress};
use crate::rng::Seed;
use crate::text::{ParseError, Position};

/// The suite the project generated (see the module documentation), as text.
pub const SUITE: &str = include_str!("../../../data/loa_suite.txt");

/// One solved position of the suite.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SuitePosition {
    /// The position.
    pub board: Board,
    /// The answer for the side to move (a win or a loss).
    pub result: Verdict,
    /// A winning move, after a win.
    pub best_move: Option<Move>,
    /// Distinct positions in the verified proof.
    pub proof_size: u64,
    /// How many plies before the end of its self-play game the position stood.
    pub before_end: u32,
    /// The index of the self-play game it comes from.
    pub game: u32,
}

/// Reads a suite file.
pub fn parse_suite(text: &str) -> Result<Vec<SuitePosition>, ParseError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let at = |reason: String| {
            Position {
                line: i + 1,
                column: 1,
            }
            .error(reason)
        };
        let body = line.split('#').next().unwrap_or("").trim();
        if body.is_empty() {
            continue;
        }
        let fields: Vec<&str> = body.split(';').map(str::trim).collect();
        if fields.len() != 6 {
            return Err(at(format!(
                "expected 6 fields separated by ';', found {}",
                fields.len()
            )));
        }
        let board = parse_position(fields[0]).map_err(|e| at(format!("position: {e}")))?;
        let result = match fields[1] {
            "win" => Verdict::Win,
            "loss" => Verdict::Loss,
            other => return Err(at(format!("result {other:?}: expected win or loss"))),
        };
        let best_move = match fields[2] {
            "-" => None,
            text => {
                let game = Loa::from_board(board, Rules::default());
                Some(super::text::parse_move(&game, text).map_err(at)?)
            }
        };
        let number = |k: usize, what: &str| -> Result<u64, ParseError> {
            fields[k]
                .parse::<u64>()
                .map_err(|_| at(format!("{what} {:?} is not a number", fields[k])))
        };
        out.push(SuitePosition {
            board,
            result,
            best_move,
            proof_size: number(3, "proof size")?,
            before_end: number(4, "plies before the end")? as u32,
            game: number(5, "game")? as u32,
        });
    }
    Ok(out)
}

/// Writes a suite file, with `header` as comment lines first.
pub fn write_suite(positions: &[SuitePosition], header: &str) -> String {
    let mut out = String::new();
    for line in header.lines() {
        out.push_str("# ");
        out.push_str(line);
        out.push('\n');
    }
    out.push_str(
        "# position text; result for the side to move; winning move; proof size; plies before the end; game\n",
    );
    for p in positions {
        out.push_str(&format!(
            "{}; {}; {}; {}; {}; {}\n",
            write_position(&p.board),
            p.result.name(),
            p.best_move.map_or("-".to_string(), |m| m.to_string()),
            p.proof_size,
            p.before_end,
            p.game
        ));
    }
    out
}

/// The embedded suite.
///
/// # Panics
/// Never for the shipped file (a test reads it).
pub fn suite() -> Vec<SuitePosition> {
    parse_suite(SUITE).expect("the embedded suite is well formed")
}

/// How to generate a suite.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GenerateConfig {
    /// Self-play games.
    pub games: u32,
    /// The seed: game `g` uses `seed.derive(g)`.
    pub seed: Seed,
    /// Random plies at the start of each game.
    pub random_plies: u32,
    /// The node budget of each self-play move.
    pub move_nodes: u64,
    /// Take the positions this many plies before each game's end.
    pub before_end: Vec<u32>,
    /// The df-pn budget per position.
    pub solve_nodes: u64,
    /// The rules the games are played and the positions solved under.
    pub rules: Rules,
}

impl Default for GenerateConfig {
    fn default() -> Self {
        GenerateConfig {
            games: 24,
            seed: Seed(1),
            random_plies: 4,
            move_nodes: 20_000,
            before_end: (4..=13).collect(),
            solve_nodes: 4_000_000,
            rules: Rules::default(),
        }
    }
}

/// Suite generation as a [`Job`] (unit: games).
pub struct Generate {
    config: GenerateConfig,
    next: u32,
    found: Vec<SuitePosition>,
    /// Positions solved but not decided (or whose proof failed to replay), for the report.
    pub rejected: u32,
}

impl Generate {
    /// A generation under `config`.
    pub fn new(config: GenerateConfig) -> Generate {
        Generate {
            config,
            next: 0,
            found: Vec::new(),
            rejected: 0,
        }
    }

    fn one_game(&mut self, g: u32) {
        let c = &self.config;
        let m = Match {
            black: Engine::AlphaBeta,
            white: Engine::AlphaBeta,
            max_nodes: c.move_nodes,
            random_plies: c.random_plies,
            seed: c.seed.derive(u64::from(g)),
            rules: c.rules,
        };
        let game = play(&m);
        if game.winner().is_none() {
            return;
        }
        let plies = game.moves().len() as u32;
        for &k in &c.before_end {
            if k >= plies.saturating_sub(c.random_plies) {
                continue;
            }
            let mut board = *game.start();
            for &mv in &game.moves()[..(plies - k) as usize] {
                board = board.play(mv);
            }
            let mut solver = PnSolver::new(board, c.rules, PnMethod::Dfpn, c.solve_nodes);
            let solution = crate::jobs::run_to_end(&mut solver);
            let result: Verdict = solution.result.into();
            let proof = match solution.result {
                PnResult::Win | PnResult::Loss => solver.verify(c.solve_nodes).ok(),
                _ => None,
            };
            match proof {
                Some(proof) if result.decided() => self.found.push(SuitePosition {
                    board,
                    result,
                    best_move: if result == Verdict::Win {
                        solution.best_move
                    } else {
                        None
                    },
                    proof_size: proof.positions,
                    before_end: k,
                    game: g,
                }),
                _ => self.rejected += 1,
            }
        }
    }
}

impl Job for Generate {
    type Output = Vec<SuitePosition>;

    fn step(&mut self, budget: u64) -> Option<Vec<SuitePosition>> {
        for _ in 0..budget.max(1) {
            if self.next >= self.config.games {
                break;
            }
            let g = self.next;
            self.one_game(g);
            self.next += 1;
        }
        (self.next >= self.config.games).then(|| self.found.clone())
    }

    fn progress(&self) -> Progress {
        Progress {
            done: u64::from(self.next),
            total: Some(u64::from(self.config.games)),
            fraction: f64::from(self.next) / f64::from(self.config.games.max(1)),
            unit: "games".to_string(),
        }
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
    /// Solved positions whose answer differs from the suite's (must be 0).
    pub disagreements: u32,
    /// Nodes over all positions (unsolved ones spend the whole budget).
    pub total_nodes: u64,
    /// Milliseconds over all positions.
    pub total_millis: f64,
    /// Positions every method solved.
    pub common: u32,
    /// Nodes on the positions every method solved.
    pub common_nodes: u64,
    /// Milliseconds on the positions every method solved.
    pub common_millis: f64,
    /// `common_nodes` relative to alpha-beta's (the first row).
    pub node_ratio: f64,
    /// Positions both this method and plain proof-number search solved (the pairwise
    /// comparison the goal "the stronger PN variant needs fewer nodes" is about).
    pub with_pns: u32,
    /// This method's nodes on those positions.
    pub with_pns_nodes: u64,
    /// Plain proof-number search's nodes on those positions.
    pub pns_nodes: u64,
}

/// The comparison as a [`Job`]: a step's budget counts nodes, its progress counts solves.
/// Methods are interleaved position by position so that machine noise spreads over all of
/// them.
pub struct Compare {
    positions: Vec<SuitePosition>,
    methods: Vec<Method>,
    max_nodes: u64,
    now: Rc<dyn Fn() -> f64>,
    /// Per (position, method): (solved, agrees, nodes, millis).
    results: Vec<Vec<(bool, bool, u64, f64)>>,
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
            results: Vec::new(),
            current: None,
        }
    }

    fn total(&self) -> usize {
        self.positions.len() * self.methods.len()
    }

    fn done(&self) -> usize {
        self.results.iter().map(Vec::len).sum()
    }

    fn rows(&self) -> Vec<CompareRow> {
        let common: Vec<usize> = (0..self.positions.len())
            .filter(|&p| self.results[p].iter().all(|r| r.0))
            .collect();
        let mut rows: Vec<CompareRow> = self
            .methods
            .iter()
            .enumerate()
            .map(|(m, &method)| {
                let all = self.results.iter().map(|r| r[m]);
                CompareRow {
                    method,
                    positions: self.positions.len() as u32,
                    solved: all.clone().filter(|r| r.0).count() as u32,
                    disagreements: all.clone().filter(|r| r.0 && !r.1).count() as u32,
                    total_nodes: all.clone().map(|r| r.2).sum(),
                    total_millis: all.map(|r| r.3).sum(),
                    common: common.len() as u32,
                    common_nodes: common.iter().map(|&p| self.results[p][m].2).sum(),
                    common_millis: common.iter().map(|&p| self.results[p][m].3).sum(),
                    node_ratio: 1.0,
                    with_pns: 0,
                    with_pns_nodes: 0,
                    pns_nodes: 0,
                }
            })
            .collect();
        let base = rows.first().map_or(1, |r| r.common_nodes.max(1)) as f64;
        let pns = self.methods.iter().position(|&m| m == Method::Pns);
        for (m, r) in rows.iter_mut().enumerate() {
            r.node_ratio = r.common_nodes as f64 / base;
            if let Some(k) = pns {
                let pairs: Vec<usize> = (0..self.positions.len())
                    .filter(|&p| self.results[p][m].0 && self.results[p][k].0)
                    .collect();
                r.with_pns = pairs.len() as u32;
                r.with_pns_nodes = pairs.iter().map(|&p| self.results[p][m].2).sum();
                r.pns_nodes = pairs.iter().map(|&p| self.results[p][k].2).sum();
            }
        }
        rows
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
                    self.results.push(Vec::new());
                }
                let expected = self.positions[p].result;
                self.results[p].push((
                    solved.result.decided(),
                    solved.result == expected,
                    solved.nodes,
                    millis,
                ));
            }
        }
        (self.done() == self.total()).then(|| self.rows())
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
