//! The lab's own position suites for the comparison the seed quotes (Winands et al. 2003:
//! alpha-beta solved 383 of 488 positions with 1 711 578 143 nodes, PN search 356 with
//! 89 863 783; the comparison itself is [`super::compare`]). Their 488 positions are not
//! public, so the project makes its own, two ways:
//!
//! **Generation** ([`Generate`]): seeded alpha-beta self-play games (a few random opening plies
//! so that games differ, then both sides searched under a node budget), and from each game the
//! positions a chosen number of plies before its end. Each position is solved on its own (no
//! history before it) by df-pn with a large budget, and kept only if the answer is a win or a
//! loss for the side to move **and** the proof replays against the rules
//! ([`super::pn::verify`]: every defence refuted). The proof's size (distinct positions) is
//! stored with it. The result is the text file `data/loa_suite.txt`, embedded as [`SUITE`].
//! Keeping only what df-pn solved favours the proof-number methods: that is why there is a
//! second suite.
//!
//! **Chosen without looking at any answer** ([`Selection::All`]): the same self-play, and every
//! position the chosen numbers of plies before each game's end is kept, unsolved (its result
//! `unknown`, its proof size 0). No solver runs during the selection, so the suite favours no
//! method; a comparison reports the positions no method solves. `data/loa_suite_unbiased.txt`
//! is made so by `scripts/loa-unbiased-suite.sh`, and embedded as [`UNBIASED_SUITE`].
//!
//! The file format, one position per line (`#` starts a comment):
//! `position text; result (win, loss or unknown); winning move or -; proof size; plies before
//! the end; game`.

use serde::{Deserialize, Serialize};

use super::engines::{play, Engine, Match};
use super::pn::{PnMethod, PnResult, PnSolver};
use super::solve::Verdict;
use super::text::{parse_position, write_position};

use super::{Loa, Rules};
use crate::jobs::{Job, Progress};

pub use super::compare::{Compare, CompareRow};
pub use super::suite_position::SuitePosition;
use crate::i18n::Said;
use crate::rng::Seed;
use crate::text::{ParseError, Position};

/// The suite the project generated (see the module documentation), as text.
pub const SUITE: &str = include_str!("../../../data/loa_suite.txt");

/// The suite chosen without looking at any solver's answer, as text.
pub const UNBIASED_SUITE: &str = include_str!("../../../data/loa_suite_unbiased.txt");

/// Reads a suite file.
pub fn parse_suite(text: &str) -> Result<Vec<SuitePosition>, ParseError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let at = |said: Said| {
            Position {
                line: i + 1,
                column: 1,
            }
            .error_said(said)
        };
        let body = line.split('#').next().unwrap_or("").trim();
        if body.is_empty() {
            continue;
        }
        let fields: Vec<&str> = body.split(';').map(str::trim).collect();
        if fields.len() != 6 {
            return Err(at(
                Said::new("loa-suite-fields").count("found", fields.len() as i64)
            ));
        }
        let board = parse_position(fields[0])
            .map_err(|e| at(Said::new("loa-suite-position").said("error", e.describe_said())))?;
        let result = match fields[1] {
            "win" => Verdict::Win,
            "loss" => Verdict::Loss,
            "unknown" => Verdict::Unknown,
            other => {
                return Err(at(
                    Said::new("loa-suite-result").text("result", format!("{other:?}"))
                ))
            }
        };
        let best_move = match fields[2] {
            "-" => None,
            text => {
                let game = Loa::from_board(board, Rules::default());
                Some(
                    super::text::parse_move(&game, text)
                        .map_err(|e| at(Said::new("field-reason").text("reason", e.to_string())))?,
                )
            }
        };
        let number = |k: usize, said: Said| -> Result<u64, ParseError> {
            fields[k]
                .parse::<u64>()
                .map_err(|_| at(said.text("text", format!("{:?}", fields[k]))))
        };
        out.push(SuitePosition {
            board,
            result,
            best_move,
            proof_size: number(3, Said::new("loa-suite-proof-size-nan"))?,
            before_end: number(4, Said::new("loa-suite-before-end-nan"))? as u32,
            game: number(5, Said::new("loa-suite-game-nan"))? as u32,
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

/// The embedded suite chosen without solving.
///
/// # Panics
/// Never for the shipped file (a test reads it).
pub fn unbiased_suite() -> Vec<SuitePosition> {
    parse_suite(UNBIASED_SUITE).expect("the embedded suite is well formed")
}

/// Which positions a generation keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Selection {
    /// Those df-pn solves within the budget, with a proof that replays.
    #[default]
    Solved,
    /// Every one, without solving (see the module documentation).
    All,
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
    /// Which positions are kept.
    pub selection: Selection,
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
            selection: Selection::Solved,
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
            if c.selection == Selection::All {
                self.found.push(SuitePosition {
                    board,
                    result: Verdict::Unknown,
                    best_move: None,
                    proof_size: 0,
                    before_end: k,
                    game: g,
                });
                continue;
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
