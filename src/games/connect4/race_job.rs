//! The Connect Four page's race of MCTS against alpha-beta: the form read from its fields
//! ([`RaceForm`], each error naming its field), and the job that calibrates alpha-beta to equal
//! time when asked and then runs the race ([`RaceLabJob`]), reporting the race and the duel's
//! tally as it goes.
//!
//! Why a job of its own and not the racing lab's `RaceJob` alone: equal time is measured in the
//! worker that runs the race, with its clock, one calibration position per step (so Cancel
//! answers within one search), before the first game.

use serde::{Deserialize, Serialize};

use super::board::Connect4;
use super::geometry::Geometry;
use super::race::{
    calibration_positions, equal_time_nodes, time_per_move, Duel, Engine, Tally,
    CALIBRATION_POSITIONS, MAX_OPENING, PROBE_NODES,
};
use crate::i18n::{Args, Catalogue, Said};
use crate::jobs::{Clock, LabJob, Progress};
use crate::racing::jobs::{RaceJob, RaceState};
use crate::racing::lab::words;
use crate::racing::race::{Race, RaceOutcome};
use crate::racing::{Algorithm, Params};
use crate::rng::Seed;
use crate::search::mcts::stepper::unknown_variant;
use crate::search::mcts::Variant;
use crate::text::{parse_real_field, FieldError};

/// The most MCTS iterations a move on the page.
pub const MAX_PAGE_ITERATIONS: u64 = 100_000;
/// The most alpha-beta nodes a move on the page.
pub const MAX_PAGE_NODES: u64 = 10_000_000;
/// The most games of a race on the page.
pub const MAX_PAGE_GAMES: u64 = 5_000;

/// The race the page asks for.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RaceRequest {
    /// Engine A: MCTS.
    pub a: Engine,
    /// Alpha-beta's nodes a move; `None`: as long per move as A, measured first.
    pub b_nodes: Option<u64>,
    /// Random moves each pair of games starts from.
    pub opening: u32,
    /// The race.
    pub algorithm: Algorithm,
    /// ε, δ and the most games.
    pub params: Params,
    /// The seed.
    pub seed: u64,
}

/// The race's fields as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaceForm {
    /// `uct`, `puct` or `solver`.
    pub variant: String,
    /// MCTS iterations a move.
    pub iterations: String,
    /// Alpha-beta's nodes a move, or `auto` (or nothing) for equal time.
    pub nodes: String,
    /// Random opening moves.
    pub opening: String,
    /// The race's key.
    pub algorithm: String,
    /// ε.
    pub eps: String,
    /// δ.
    pub delta: String,
    /// The seed.
    pub seed: String,
    /// The most games.
    pub cap: String,
}

impl Default for RaceForm {
    fn default() -> Self {
        RaceForm {
            variant: "uct".into(),
            iterations: "1000".into(),
            nodes: "auto".into(),
            opening: "4".into(),
            algorithm: "ilebr-star2".into(),
            eps: "0.05".into(),
            delta: "0.05".into(),
            seed: "1".into(),
            cap: "1000".into(),
        }
    }
}

impl RaceForm {
    /// The race, or every field's error (fields `race-variant`, `race-iterations`,
    /// `race-nodes`, `race-opening`, `race-algorithm`, `race-eps`, `race-delta`, `race-seed`,
    /// `race-cap`).
    pub fn read(&self) -> Result<RaceRequest, Vec<FieldError>> {
        let mut errors = Vec::new();
        let mut fail = |field: &'static str, said: Said| {
            errors.push(FieldError::new(field, said));
        };
        let whole = |text: &str, low: u64, high: u64| {
            text.trim()
                .parse::<u64>()
                .ok()
                .filter(|v| (low..=high).contains(v))
        };
        let variant = Variant::from_name(self.variant.trim())
            .map_err(|_| fail("race-variant", unknown_variant(&self.variant)))
            .ok();
        let iterations = whole(&self.iterations, 1, MAX_PAGE_ITERATIONS);
        if iterations.is_none() {
            fail(
                "race-iterations",
                Said::new("field-whole-from-to")
                    .count("min", 1)
                    .count("max", MAX_PAGE_ITERATIONS as i64),
            );
        }
        let nodes = match self.nodes.trim() {
            "" | "auto" => Some(None),
            text => whole(text, 1, MAX_PAGE_NODES).map(Some),
        };
        if nodes.is_none() {
            fail(
                "race-nodes",
                Said::new("field-connect4-nodes").count("max", MAX_PAGE_NODES as i64),
            );
        }
        let opening = whole(&self.opening, 0, u64::from(MAX_OPENING));
        if opening.is_none() {
            fail(
                "race-opening",
                Said::new("field-connect4-opening").count("max", MAX_OPENING.into()),
            );
        }
        let algorithm = Algorithm::from_key(self.algorithm.trim());
        if algorithm.is_none() {
            fail("race-algorithm", Said::new("field-not-one-of-the-races"));
        }
        let mut unit = |field: &'static str, text: &str| match parse_real_field(field, text) {
            Ok(v) if v > 0.0 && v < 1.0 => Some(v),
            Ok(_) => {
                fail(field, Said::new("field-strictly-between-0-and-1"));
                None
            }
            Err(e) => {
                fail(field, e.said);
                None
            }
        };
        let eps = unit("race-eps", &self.eps);
        let delta = unit("race-delta", &self.delta);
        let seed = self.seed.trim().parse::<u64>().ok();
        if seed.is_none() {
            fail("race-seed", Said::new("field-a-whole-number"));
        }
        let cap = whole(&self.cap, 1, MAX_PAGE_GAMES);
        if cap.is_none() {
            fail(
                "race-cap",
                Said::new("field-games-from-1").count("max", MAX_PAGE_GAMES as i64),
            );
        }
        match (
            variant, iterations, nodes, opening, algorithm, eps, delta, seed, cap,
        ) {
            (
                Some(variant),
                Some(iterations),
                Some(b_nodes),
                Some(opening),
                Some(algorithm),
                Some(eps),
                Some(delta),
                Some(seed),
                Some(cap),
            ) if errors.is_empty() => Ok(RaceRequest {
                a: Engine::Mcts {
                    variant,
                    iterations,
                },
                b_nodes,
                opening: opening as u32,
                algorithm,
                params: Params {
                    eps,
                    delta,
                    tests: None,
                    cap,
                },
                seed,
            }),
            _ => Err(errors),
        }
    }
}

/// A race seen from the page: the race's state, the duel's tally, and alpha-beta's budget.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RaceLive {
    /// Games, A's wins and the tests.
    pub state: RaceState,
    /// Wins, draws and losses, and each engine's time per move.
    pub tally: Tally,
    /// Engine B as it plays (after the calibration, when there is one).
    pub b: Option<Engine>,
    /// Calibration positions timed so far (of [`CALIBRATION_POSITIONS`]), while calibrating.
    pub calibrating: Option<usize>,
}

impl RaceLive {
    /// The page's live line: the calibration, or the race so far with each side's time a move
    /// and B's budget.
    pub fn words(&self) -> String {
        crate::i18n::with_english(|w| self.words_in(w))
    }

    /// [`RaceLive::words`] in `words`' language (the race's own part is the racing lab's).
    pub fn words_in(&self, words: &Catalogue) -> String {
        if let Some(done) = self.calibrating {
            return words.msg_with(
                "c4-race-calibrating",
                &Args::new()
                    .count("positions", CALIBRATION_POSITIONS as i64)
                    .count("done", done as i64),
            );
        }
        let t = &self.tally;
        let ms = |i| {
            t.millis_per_move(i).map_or("–".into(), |m| {
                words.msg_with("c4-race-ms", &Args::new().text("ms", words.number(m, 2)))
            })
        };
        let tally = words.msg_with(
            "c4-race-tally",
            &Args::new()
                .count("wins", t.a_wins as i64)
                .count("draws", t.draws as i64)
                .count("losses", t.b_wins as i64)
                .text("a", ms(0))
                .text("b", ms(1)),
        );
        let b = self.b.map_or(String::new(), |b| {
            format!(
                " {}",
                words.msg_with("c4-race-b", &Args::new().text("b", b.describe_in(words)))
            )
        });
        format!(
            "{}{} — {tally}{b}",
            words::live(&self.state),
            words::bounds(&self.state),
        )
    }

    /// The verdict of the finished race of `request`, naming both engines.
    pub fn verdict(&self, outcome: &RaceOutcome, request: &RaceRequest) -> String {
        crate::i18n::with_english(|w| self.verdict_in(outcome, request, w))
    }

    /// [`RaceLive::verdict`] with the engines named in `words`' language.
    pub fn verdict_in(
        &self,
        outcome: &RaceOutcome,
        request: &RaceRequest,
        words: &Catalogue,
    ) -> String {
        let b = self.b.map_or("α-β".to_string(), |b| b.describe_in(words));
        words::verdict(
            outcome,
            &format!("A, {}", request.a.describe_in(words)),
            &format!("B, {b}"),
        )
    }
}

enum Phase {
    Calibrating {
        positions: Vec<Connect4>,
        done: usize,
        millis: [f64; 2],
    },
    Racing(Box<RaceJob<Duel>>),
}

/// The race as the page's job: calibration (if asked), then the race.
pub struct RaceLabJob {
    request: RaceRequest,
    clock: Clock,
    phase: Phase,
}

impl RaceLabJob {
    /// The job of `request`, timed by `clock`.
    pub fn new(request: RaceRequest, clock: Clock) -> Result<RaceLabJob, String> {
        let phase = match request.b_nodes {
            Some(nodes) => Phase::Racing(Box::new(race(&request, nodes, clock)?)),
            None => Phase::Calibrating {
                positions: calibration_positions(),
                done: 0,
                millis: [0.0; 2],
            },
        };
        Ok(RaceLabJob {
            request,
            clock,
            phase,
        })
    }

    fn live(&self) -> RaceLive {
        match &self.phase {
            Phase::Calibrating { done, .. } => RaceLive {
                state: RaceState {
                    games: 0,
                    wins: 0,
                    trace: Vec::new(),
                },
                tally: Tally::default(),
                b: None,
                calibrating: Some(*done),
            },
            Phase::Racing(job) => RaceLive {
                state: RaceState::of(&job.0),
                tally: job.0.source().tally().clone(),
                b: Some(job.0.source().engines()[1]),
                calibrating: None,
            },
        }
    }
}

/// The race of `request` with alpha-beta at `nodes` a move.
fn race(request: &RaceRequest, nodes: u64, clock: Clock) -> Result<RaceJob<Duel>, String> {
    let b = Engine::AlphaBeta { nodes };
    let duel = Duel::new(
        request.a,
        b,
        Geometry::STANDARD,
        request.opening,
        Seed(request.seed),
    )?
    .with_clock(Box::new(clock));
    let race = Race::new(request.algorithm, &request.params, duel, 400).map_err(|e| e.reason)?;
    Ok(RaceJob(race))
}

impl LabJob<(RaceOutcome, RaceLive), RaceLive> for RaceLabJob {
    fn step(&mut self, budget: u64) -> Option<(RaceOutcome, RaceLive)> {
        match &mut self.phase {
            Phase::Calibrating {
                positions,
                done,
                millis,
            } => {
                // One position a step, both engines.
                let probe = Engine::AlphaBeta { nodes: PROBE_NODES };
                let times = time_per_move(
                    &[self.request.a, probe],
                    &positions[*done..=*done],
                    Seed(self.request.seed).derive(*done as u64),
                    &self.clock,
                );
                millis[0] += times[0];
                millis[1] += times[1];
                *done += 1;
                if *done == positions.len() {
                    let nodes =
                        equal_time_nodes(millis[0], millis[1], PROBE_NODES).min(MAX_PAGE_NODES);
                    let job = race(&self.request, nodes, self.clock).expect("a checked request");
                    self.phase = Phase::Racing(Box::new(job));
                }
                None
            }
            Phase::Racing(job) => {
                let (outcome, _) = job.step(budget)?;
                Some((outcome, self.live()))
            }
        }
    }

    fn progress(&self) -> Progress {
        match &self.phase {
            Phase::Calibrating { done, .. } => Progress {
                done: *done as u64,
                total: Some(CALIBRATION_POSITIONS as u64),
                fraction: *done as f64 / CALIBRATION_POSITIONS as f64,
                unit: "positions timed for equal time".into(),
            },
            Phase::Racing(job) => job.progress(),
        }
    }

    fn detail(&self) -> Option<RaceLive> {
        Some(self.live())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::testing::fake_clock;
    use crate::racing::race::Winner;

    #[test]
    fn the_form_reads_its_defaults_and_names_each_bad_field() {
        let r = RaceForm::default().read().unwrap();
        assert_eq!(r.a, Engine::parse("uct:1000").unwrap());
        assert_eq!(r.b_nodes, None);
        assert_eq!((r.opening, r.params.cap), (4, 1000));
        let fixed = RaceForm {
            nodes: "5000".into(),
            ..RaceForm::default()
        };
        assert_eq!(fixed.read().unwrap().b_nodes, Some(5000));
        let bad = RaceForm {
            variant: "minimax".into(),
            iterations: "0".into(),
            nodes: "lots".into(),
            opening: "9".into(),
            algorithm: "fast".into(),
            eps: "1".into(),
            delta: "x".into(),
            seed: "-1".into(),
            cap: "100000".into(),
        };
        let fields: Vec<&str> = bad.read().unwrap_err().iter().map(|e| e.field).collect();
        assert_eq!(
            fields,
            [
                "race-variant",
                "race-iterations",
                "race-nodes",
                "race-opening",
                "race-algorithm",
                "race-eps",
                "race-delta",
                "race-seed",
                "race-cap"
            ]
        );
    }

    #[test]
    fn equal_time_calibrates_then_races() {
        let request = RaceForm {
            iterations: "2".into(),
            opening: "2".into(),
            cap: "300".into(),
            ..RaceForm::default()
        }
        .read()
        .unwrap();
        let mut job = RaceLabJob::new(request.clone(), fake_clock).unwrap();
        assert_eq!(job.detail().unwrap().calibrating, Some(0));
        assert_eq!(
            job.detail().unwrap().words(),
            "Timing both engines on 20 positions for equal time: 0 done…"
        );
        for k in 1..=CALIBRATION_POSITIONS {
            assert!(job.step(1).is_none());
            if k < CALIBRATION_POSITIONS {
                assert_eq!(job.detail().unwrap().calibrating, Some(k));
            }
        }
        let live = job.detail().unwrap();
        assert_eq!(live.calibrating, None);
        assert!(matches!(live.b, Some(Engine::AlphaBeta { .. })));
        let (outcome, live) = loop {
            if let Some(done) = job.step(10) {
                break done;
            }
        };
        assert_eq!(live.state.games, outcome.games);
        assert_eq!(live.tally.games, outcome.games);
        let line = live.words();
        assert!(
            line.contains(&format!("{} games, ", outcome.games))
                && line.contains("; time a move: A ")
                && line.ends_with(" nodes a move))"),
            "{line}"
        );
        let verdict = live.verdict(&outcome, &request);
        assert!(
            verdict.starts_with("B, α-β (")
                && verdict.ends_with(" is better than A, UCT (2 iterations a move)"),
            "{verdict}"
        );
        assert_ne!(
            outcome.winner,
            Winner::P1,
            "2 iterations a move do not beat α-β"
        );
    }
}
