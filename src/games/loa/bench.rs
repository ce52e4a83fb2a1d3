//! The Lines of Action benchmark (`gamelab bench loa`, and the page's "Benchmark this browser"
//! in the worker): speeds as ratios against baselines run in the same process, and the suite
//! comparison of the solvers ([`super::suite::Compare`]).
//!
//! - **Perft**: leaves per second of the bitboard generator ([`super::perft`], the last ply
//!   counted in bulk) against the deliberately naive array generator ([`super::naive`]), both
//!   from the start position; the leaf counts are checked against each other's known values.
//! - **Search**: nodes per second of the Lines of Action alpha-beta ([`super::search`]) against
//!   the house's generic iterative deepening ([`crate::search::iterative`], which clones whole
//!   games) with the same evaluation, from four positions of the published records.
//! - **Suite**: every solver on the suite's positions within one node budget.
//!
//! The clock is the caller's (milliseconds); the core never reads one.

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::eval::LoaEval;
use super::naive;
use super::records::find;
use super::search::{AlphaBeta, Limits};
use super::solve::Method;
use super::suite::{suite, Compare, CompareRow};
use super::text::{parse_move, parse_record};
use super::{perft, Board, Color, Loa, Rules};
use crate::game::State;
use crate::jobs::{run_to_end, Job, Progress};
use crate::search::alphabeta::MoveOrder;
use crate::search::iterative::{IterativeDeepening, Limits as GenericLimits};

/// Perft from the start position, depth 1 to 6, by the bitboard generator. The tests check
/// depths 1–4 against the naive generator; the benchmark checks every depth it runs against
/// this table, the naive generator's one ply less included.
pub const START_PERFT: [u64; 6] = [36, 1_244, 44_952, 1_563_208, 55_963_132, 1_938_494_632];

/// The published-record positions the search rows start from: (record, plies played).
pub const SEARCH_POSITIONS: [(&str, usize); 4] = [
    ("appendix_E_game1", 12),
    ("appendix_E_game2", 16),
    ("appendix_E_game5", 20),
    ("appendix_E_game6", 24),
];

/// The game after the first `plies` moves of a published record.
pub fn record_position(name: &str, plies: usize) -> Loa {
    let record = parse_record(find(name).expect("a published record").text)
        .expect("the published records parse");
    let mut game = Loa::new(Rules::default());
    for rm in &record[..plies] {
        let mv = parse_move(&game, &rm.text).expect("the published records are legal");
        game.apply(mv);
    }
    game
}

/// The benchmark's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BenchConfig {
    /// Perft depth of the bitboard generator (the naive one runs one ply less).
    pub perft_depth: u32,
    /// Nodes per position for the Lines of Action alpha-beta (the generic baseline gets a
    /// tenth).
    pub search_nodes: u64,
    /// How many suite positions to compare the solvers on (the first ones of the file).
    pub suite_positions: usize,
    /// The node budget per position and method in the suite comparison.
    pub suite_nodes: u64,
}

impl Default for BenchConfig {
    fn default() -> Self {
        BenchConfig {
            perft_depth: 5,
            search_nodes: 2_000_000,
            suite_positions: usize::MAX,
            suite_nodes: 1_000_000,
        }
    }
}

/// One speed measurement.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SpeedRow {
    /// What was measured.
    pub what: String,
    /// Units of work done (leaves, nodes).
    pub work: u64,
    /// The unit.
    pub unit: String,
    /// Milliseconds.
    pub millis: f64,
    /// Units per second.
    pub per_second: f64,
    /// Speed relative to the baseline row of the same kind (the baseline itself: 1).
    pub ratio: f64,
}

/// The whole benchmark's output.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchReport {
    /// The settings.
    pub config: BenchConfig,
    /// Perft and search speeds.
    pub speed: Vec<SpeedRow>,
    /// The suite comparison.
    pub suite: Vec<CompareRow>,
}

impl BenchReport {
    /// What the speed row `i` measured, in the language of `words` (the row's own English
    /// for a row it does not know).
    pub fn what_in(&self, i: usize, words: &crate::i18n::Catalogue) -> String {
        use crate::i18n::Args;
        let d = i64::from(self.config.perft_depth);
        match i {
            0 => words.msg_with("loa-bench-perft-naive", &Args::new().count("depth", d - 1)),
            1 => words.msg_with("loa-bench-perft-bitboards", &Args::new().count("depth", d)),
            2 => words.msg("loa-bench-generic"),
            3 => words.msg("loa-bench-loa-search"),
            _ => self.speed.get(i).map_or(String::new(), |r| r.what.clone()),
        }
    }

    /// A speed row's unit (`leaves`, `nodes`) in the language of `words`.
    pub fn unit_in(unit: &str, words: &crate::i18n::Catalogue) -> String {
        match unit {
            "leaves" => words.msg("loa-bench-unit-leaves"),
            "nodes" => words.msg("loa-bench-unit-nodes"),
            other => other.to_string(),
        }
    }
}

enum Stage {
    Perft,
    NaivePerft,
    Search(usize),
    GenericSearch(usize),
    Suite(Box<Compare>),
}

/// The benchmark as a [`Job`]: one unit per measurement, the suite comparison stepping in
/// nodes.
pub struct LoaBench {
    config: BenchConfig,
    now: Rc<dyn Fn() -> f64>,
    stage: usize,
    current: Option<Stage>,
    /// (work, millis) of the perft rows and the summed search rows.
    perft: [(u64, f64); 2],
    search: [(u64, f64); 2],
    suite_rows: Option<Vec<CompareRow>>,
    suite_total: usize,
}

const STAGES: usize = 2 + 2 * SEARCH_POSITIONS.len() + 1;

impl LoaBench {
    /// The benchmark under `config`, timed by `now` (milliseconds).
    pub fn new(config: BenchConfig, now: Box<dyn Fn() -> f64>) -> LoaBench {
        let suite_total = suite().len().min(config.suite_positions);
        LoaBench {
            config,
            now: Rc::from(now),
            stage: 0,
            current: None,
            perft: [(0, 0.0); 2],
            search: [(0, 0.0); 2],
            suite_rows: None,
            suite_total,
        }
    }

    fn stage_of(&self, index: usize) -> Stage {
        let n = SEARCH_POSITIONS.len();
        match index {
            0 => Stage::Perft,
            1 => Stage::NaivePerft,
            i if i < 2 + n => Stage::Search(i - 2),
            i if i < 2 + 2 * n => Stage::GenericSearch(i - 2 - n),
            _ => {
                let positions: Vec<_> = suite().into_iter().take(self.suite_total).collect();
                Stage::Suite(Box::new(Compare::new(
                    positions,
                    Method::ALL.to_vec(),
                    self.config.suite_nodes,
                    Rc::clone(&self.now),
                )))
            }
        }
    }

    fn report(&self) -> BenchReport {
        let row = |what: String, (work, millis): (u64, f64), unit: &str, base: (u64, f64)| {
            let per_second = work as f64 / (millis.max(1e-6) / 1e3);
            let base_rate = base.0 as f64 / (base.1.max(1e-6) / 1e3);
            SpeedRow {
                what,
                work,
                unit: unit.to_string(),
                millis,
                per_second,
                ratio: per_second / base_rate,
            }
        };
        let d = self.config.perft_depth;
        BenchReport {
            config: self.config,
            speed: vec![
                row(
                    format!(
                        "perft {} from the start, naive array generator (baseline)",
                        d - 1
                    ),
                    self.perft[1],
                    "leaves",
                    self.perft[1],
                ),
                row(
                    format!("perft {d} from the start, bitboards"),
                    self.perft[0],
                    "leaves",
                    self.perft[1],
                ),
                row(
                    "generic iterative deepening (search::iterative), LoaEval (baseline)".into(),
                    self.search[1],
                    "nodes",
                    self.search[1],
                ),
                row(
                    "Lines of Action alpha-beta (games::loa::search)".into(),
                    self.search[0],
                    "nodes",
                    self.search[1],
                ),
            ],
            suite: self.suite_rows.clone().unwrap_or_default(),
        }
    }
}

fn timed<T>(now: &dyn Fn() -> f64, f: impl FnOnce() -> T) -> (T, f64) {
    let t0 = now();
    let out = f();
    (out, now() - t0)
}

impl Job for LoaBench {
    type Output = BenchReport;

    fn step(&mut self, budget: u64) -> Option<BenchReport> {
        let mut left = budget.max(1);
        while self.stage < STAGES && left > 0 {
            if self.current.is_none() {
                self.current = Some(self.stage_of(self.stage));
            }
            let now: &dyn Fn() -> f64 = &*self.now;
            let d = self.config.perft_depth;
            match self.current.as_mut().expect("a stage is under way") {
                Stage::Perft => {
                    let (n, ms) = timed(now, || perft(&Board::start(), d, &Rules::default()));
                    if let Some(&want) = START_PERFT.get(d as usize - 1) {
                        assert_eq!(n, want, "perft {d}");
                    }
                    self.perft[0] = (n, ms);
                }
                Stage::NaivePerft => {
                    let cells = naive::cells_of(&Board::start());
                    let (n, ms) = timed(now, || naive::perft(&cells, Color::Black, d - 1));
                    assert_eq!(n, START_PERFT[d as usize - 2], "naive perft {}", d - 1);
                    self.perft[1] = (n, ms);
                }
                Stage::Search(i) => {
                    let (name, plies) = SEARCH_POSITIONS[*i];
                    let game = record_position(name, plies);
                    let limits = Limits::nodes(self.config.search_nodes);
                    let (a, ms) = timed(now, || run_to_end(&mut AlphaBeta::new(&game, limits)));
                    assert!(a.best.is_some());
                    self.search[0].0 += a.nodes;
                    self.search[0].1 += ms;
                }
                Stage::GenericSearch(i) => {
                    let (name, plies) = SEARCH_POSITIONS[*i];
                    let game = record_position(name, plies);
                    let limits = GenericLimits {
                        max_depth: None,
                        max_nodes: Some(self.config.search_nodes / 10),
                    };
                    let (a, ms) = timed(now, || {
                        run_to_end(&mut IterativeDeepening::new(
                            game,
                            &LoaEval,
                            limits,
                            MoveOrder::AsGenerated,
                        ))
                    });
                    assert!(a.best.is_some());
                    self.search[1].0 += a.nodes;
                    self.search[1].1 += ms;
                }
                Stage::Suite(compare) => {
                    let before = compare.progress().done;
                    let out = compare.step(left);
                    left = left.saturating_sub(1 + compare.progress().done - before);
                    match out {
                        Some(rows) => self.suite_rows = Some(rows),
                        None => return None,
                    }
                }
            }
            left = left.saturating_sub(1);
            self.current = None;
            self.stage += 1;
        }
        (self.stage >= STAGES).then(|| self.report())
    }

    fn progress(&self) -> Progress {
        let suite_done = match &self.current {
            Some(Stage::Suite(c)) => c.progress().done,
            _ if self.stage >= STAGES => (self.suite_total * Method::ALL.len()) as u64,
            _ => 0,
        };
        let stages_done = self.stage.min(STAGES - 1) as u64;
        let total = (STAGES - 1 + self.suite_total * Method::ALL.len()) as u64;
        Progress {
            done: stages_done + suite_done,
            total: Some(total),
            fraction: (stages_done + suite_done) as f64 / total.max(1) as f64,
            unit: "measurements".to_string(),
        }
    }
}
