//! Self-play training of tic-tac-toe as the page runs it: the page's few fields
//! ([`TrainRequest`]) over the command line's tuned defaults
//! ([`TrainSettings::tictactoe`]), their limits, the curves a running job reports, and what a
//! loaded network is measured by.
//!
//! The whole loop — PUCT self-play with the network, gradient steps on the replay window, the
//! exact judge after each generation — is the core's [`TrainingJob`], the same one
//! `gamelab train --game tictactoe` drives; the page runs it in a Web Worker and draws the
//! history as it grows. "Perfect" is the bar: no loss against the exact player trying
//! every value-keeping reply, as X and as O, with the policy head alone choosing the moves
//! ([`perfect_from`]).

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::TicTacToe;
use crate::i18n::Said;
use crate::jobs::{Job, LabJob, Progress, StartError};
use crate::learn::encoder::TicTacToeEncoder;
use crate::learn::job::{OrderJob, SelfPlayDelivery, SelfPlayOrder, TrainingJob, TrainingOutcome};
use crate::learn::network::Network;
use crate::learn::self_play::Mover;
use crate::learn::strength::{Judge, PerfectTicTacToe, Strength};
use crate::learn::trainer::{GenerationPoint, TrainSettings, Trainer};
use crate::plot::{csv, LineChart};
use crate::rng::Seed;
use crate::text::FieldError;

mod words;
pub use words::{
    check_network_in, loss_chart_in, strength_chart_in, strength_words_in, summary_in,
    workers_words_in,
};

/// The most generations the page may ask for.
pub const MAX_GENERATIONS: u32 = 200;
/// The most self-play games per generation.
pub const MAX_GAMES: u32 = 1_000;
/// The most PUCT simulations per self-play move.
pub const MAX_SIMULATIONS: u32 = 800;
/// The most helper workers a run shares its self-play with.
pub const MAX_HELPERS: u32 = 15;

/// What the page asks for: the fields a person changes; the rest are the tuned defaults.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrainRequest {
    /// Generations.
    pub generations: u32,
    /// Self-play games per generation.
    pub games_per_generation: u32,
    /// PUCT simulations per self-play move.
    pub simulations: u32,
    /// The seed of everything.
    pub seed: u64,
    /// Helper workers that play part of each generation's games (the page's other workers;
    /// the run is the same with any number).
    pub helpers: u32,
}

impl Default for TrainRequest {
    fn default() -> Self {
        let d = TrainSettings::tictactoe(Seed(1));
        TrainRequest {
            generations: d.generations,
            games_per_generation: d.games_per_generation,
            simulations: d.self_play.simulations,
            seed: 1,
            helpers: 0,
        }
    }
}

impl TrainRequest {
    /// The request as typed in the page's fields, every bad one named (`train-generations`,
    /// `train-games`, `train-simulations`, `train-seed`) with its reason.
    pub fn read(
        generations: &str,
        games: &str,
        simulations: &str,
        seed: &str,
    ) -> Result<TrainRequest, Vec<FieldError>> {
        let mut errors = Vec::new();
        let mut number = |field: &'static str, text: &str, max: u32| -> u32 {
            match text.trim().parse::<u32>() {
                Ok(v) if (1..=max).contains(&v) => v,
                _ => {
                    errors.push(FieldError::new(
                        field,
                        Said::new("field-whole-from-to")
                            .count("min", 1)
                            .count("max", max.into()),
                    ));
                    0
                }
            }
        };
        let generations = number("train-generations", generations, MAX_GENERATIONS);
        let games_per_generation = number("train-games", games, MAX_GAMES);
        let simulations = number("train-simulations", simulations, MAX_SIMULATIONS);
        let seed = seed.trim().parse::<u64>().unwrap_or_else(|_| {
            errors.push(FieldError::new(
                "train-seed",
                Said::new("field-a-whole-number"),
            ));
            0
        });
        if errors.is_empty() {
            Ok(TrainRequest {
                generations,
                games_per_generation,
                simulations,
                seed,
                helpers: 0,
            })
        } else {
            Err(errors)
        }
    }

    /// The full settings, or the first field out of its range.
    pub fn settings(&self) -> Result<TrainSettings, StartError> {
        let within = |field: &'static str, v: u32, max: u32| {
            if v == 0 || v > max {
                Err(StartError::field(field, format!("{field} must be 1–{max}")))
            } else {
                Ok(())
            }
        };
        within("generations", self.generations, MAX_GENERATIONS)?;
        within("games", self.games_per_generation, MAX_GAMES)?;
        within("simulations", self.simulations, MAX_SIMULATIONS)?;
        let mut s = TrainSettings::tictactoe(Seed(self.seed));
        s.generations = self.generations;
        s.games_per_generation = self.games_per_generation;
        s.self_play.simulations = self.simulations;
        Ok(s)
    }
}

/// The first generation after which the network lost no game against the perfect player,
/// as X or as O, if one did.
pub fn perfect_from(history: &[GenerationPoint]) -> Option<u32> {
    history
        .iter()
        .find(|p| p.strength.as_ref().is_some_and(is_perfect))
        .map(|p| p.generation)
}

/// No loss as either side against the perfect player.
pub fn is_perfect(s: &Strength) -> bool {
    s.losses_as_first == Some(0) && s.losses_as_second == Some(0)
}

/// The judge of the page: the policy head alone against the exact player.
pub fn judge() -> PerfectTicTacToe {
    PerfectTicTacToe::new(Mover::Policy)
}

/// Why a network the page loaded is not a tic-tac-toe network, if it is not.
pub fn check_network(network: &Network) -> Result<(), String> {
    crate::i18n::with_english(|w| words::check_network_in(network, w))
}

/// The strength of a tic-tac-toe network ([`check_network`] first) by the page's judge.
pub fn judge_network(network: &Network) -> Strength {
    judge().judge(&Arc::new(network.clone()), &TicTacToeEncoder)
}

/// The loss curves: the policy's cross-entropy and the value's squared error, per generation.
pub fn loss_chart(history: &[GenerationPoint]) -> LineChart {
    crate::i18n::with_english(|w| words::loss_chart_in(history, w))
}

/// The strength curves: the share of positions where the policy's move keeps the value, and
/// the games lost as X and as O against the perfect player, per generation measured.
pub fn strength_chart(history: &[GenerationPoint]) -> LineChart {
    crate::i18n::with_english(|w| words::strength_chart_in(history, w))
}

/// A measured strength in words.
pub fn strength_words(s: &Strength) -> String {
    crate::i18n::with_english(|w| words::strength_words_in(s, w))
}

/// What a finished (or running) run comes to, in one sentence.
pub fn summary(history: &[GenerationPoint], seconds: f64) -> String {
    crate::i18n::with_english(|w| words::summary_in(history, seconds, w))
}

/// The curves as CSV, one row per generation.
pub fn history_csv(history: &[GenerationPoint]) -> String {
    let opt = |v: Option<f64>| v.map(|v| format!("{v}")).unwrap_or_default();
    let rows: Vec<Vec<String>> = history
        .iter()
        .map(|p| {
            let s = p.strength.as_ref();
            vec![
                p.generation.to_string(),
                p.games.to_string(),
                p.steps.to_string(),
                p.loss.policy.to_string(),
                p.loss.value.to_string(),
                opt(s.and_then(|s| s.optimal_move_share)),
                opt(s.and_then(|s| s.losses_as_first.map(f64::from))),
                opt(s.and_then(|s| s.losses_as_second.map(f64::from))),
            ]
        })
        .collect();
    csv(
        &[
            "generation",
            "games",
            "steps",
            "loss_policy",
            "loss_value",
            "optimal_move_share",
            "losses_as_x",
            "losses_as_o",
        ],
        &rows,
    )
}

/// A training run as the page's job, reporting its curves as it goes.
pub struct TrainLabJob<O, D> {
    job: TrainingJob<TicTacToe, TicTacToeEncoder, PerfectTicTacToe>,
    output: fn(TrainingOutcome) -> O,
    detail: fn(Vec<GenerationPoint>) -> D,
    codec: HelperCodec,
}

/// How a run's orders and deliveries cross to helpers: as the lab's request and output bytes
/// (the lab's `jobs` module gives them, so this file need not know its request type).
#[derive(Clone, Copy)]
pub struct HelperCodec {
    /// An order as the request a helper runs.
    pub order: fn(SelfPlayOrder) -> Vec<u8>,
    /// A helper's output read back as a delivery.
    pub delivery: fn(&[u8]) -> Result<SelfPlayDelivery, String>,
}

impl<O, D> TrainLabJob<O, D> {
    /// The run `request` asks for; `output` and `detail` wrap its outcome and its curves.
    pub fn new(
        request: &TrainRequest,
        output: fn(TrainingOutcome) -> O,
        detail: fn(Vec<GenerationPoint>) -> D,
        codec: HelperCodec,
    ) -> Result<Self, StartError> {
        let settings = request.settings()?;
        let trainer = Trainer::new(TicTacToeEncoder, judge(), settings);
        Ok(TrainLabJob {
            job: TrainingJob::new(trainer).with_helpers(request.helpers.min(MAX_HELPERS)),
            output,
            detail,
            codec,
        })
    }
}

impl<O, D> LabJob<O, D> for TrainLabJob<O, D> {
    fn step(&mut self, budget: u64) -> Option<O> {
        self.job.step(budget).map(self.output)
    }
    fn progress(&self) -> Progress {
        self.job.progress()
    }
    fn detail(&self) -> Option<D> {
        Some((self.detail)(self.job.trainer().history().to_vec()))
    }
    fn delegate(&mut self) -> Vec<Vec<u8>> {
        let order = self.codec.order;
        self.job.take_orders().into_iter().map(order).collect()
    }
    fn deliver(&mut self, output: &[u8]) -> Result<(), String> {
        let delivery = (self.codec.delivery)(output)?;
        self.job.deliver(delivery)
    }
    fn waiting(&self) -> bool {
        self.job.waiting()
    }
}

/// Who plays a generation's games: the worker that trains alone, or it and its helpers.
pub fn workers_words(helpers: usize) -> String {
    crate::i18n::with_english(|w| words::workers_words_in(helpers, w))
}

/// A helper's job: the order's games.
pub fn play_order(order: SelfPlayOrder) -> OrderJob<TicTacToe, TicTacToeEncoder> {
    order.job(TicTacToeEncoder)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fields_are_checked_and_fill_the_tuned_defaults() {
        let r = TrainRequest::default();
        let s = r.settings().unwrap();
        assert_eq!(s, TrainSettings::tictactoe(Seed(1)));
        let bad = TrainRequest {
            generations: 0,
            ..r
        };
        assert!(bad
            .settings()
            .unwrap_err()
            .to_string()
            .contains("generations must be 1–200"));
        let bad = TrainRequest {
            simulations: 801,
            ..r
        };
        assert!(bad.settings().is_err());
        // The page's fields: read as typed, every bad one named.
        assert_eq!(TrainRequest::read(" 40", "50", "50", "1"), Ok(r));
        let errors = TrainRequest::read("0", "1001", "x", "-1").unwrap_err();
        let fields: Vec<&str> = errors.iter().map(|e| e.field).collect();
        assert_eq!(
            fields,
            [
                "train-generations",
                "train-games",
                "train-simulations",
                "train-seed"
            ]
        );
        assert_eq!(errors[1].reason, "a whole number from 1 to 1000");
        assert!(workers_words(0).contains("one Web Worker"));
        assert!(workers_words(3).contains("among 4 Web Workers"));
    }

    /// A run without helpers never encodes an order nor reads a delivery.
    const NO_HELPERS: HelperCodec = HelperCodec {
        order: |_| unreachable!("no helper"),
        delivery: |_| Err("no helper".into()),
    };

    #[test]
    fn a_short_run_reports_its_curves_and_a_network_the_judge_reads() {
        let r = TrainRequest {
            generations: 2,
            games_per_generation: 4,
            simulations: 8,
            seed: 3,
            helpers: 0,
        };
        let mut job: TrainLabJob<TrainingOutcome, Vec<GenerationPoint>> =
            TrainLabJob::new(&r, |o| o, |h| h, NO_HELPERS).unwrap();
        let mut details = Vec::new();
        let outcome = loop {
            if let Some(o) = job.step(50) {
                break o;
            }
            details.push(job.detail().unwrap().len());
        };
        assert_eq!(outcome.history.len(), 2);
        assert!(
            details.windows(2).all(|w| w[0] <= w[1]),
            "the curves only grow"
        );
        let last = outcome.history[1].strength.clone().unwrap();
        assert_eq!(check_network(&outcome.network), Ok(()));
        // The curves, the words and the CSV carry the history.
        let loss = loss_chart(&outcome.history);
        assert_eq!(loss.series[0].points.len(), 2);
        assert_eq!(loss.series[1].points[1].1, outcome.history[1].loss.value);
        let strength = strength_chart(&outcome.history);
        assert_eq!(strength.series.len(), 3);
        assert!(strength_words(&last).starts_with("Choosing by its policy: its move keeps"));
        assert!(summary(&outcome.history, 1.25).starts_with("2 generations, 8 self-play games"));
        assert!(summary(&outcome.history, 1.25).contains("in 1.2 s"));
        let table = history_csv(&outcome.history);
        assert_eq!(table.lines().count(), 3);
        assert!(table.starts_with("generation,games,steps,loss_policy"));
        assert_eq!(judge_network(&outcome.network), last);
        assert_eq!(
            perfect_from(&outcome.history),
            outcome
                .history
                .iter()
                .find(|p| is_perfect(p.strength.as_ref().unwrap()))
                .map(|p| p.generation)
        );
    }
}
