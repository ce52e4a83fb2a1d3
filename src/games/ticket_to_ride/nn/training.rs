//! Training: the AdaGrad optimiser and the [`Training`] job, which plays the teacher's games,
//! splits and shuffles the decisions, runs the mini-batches and evaluates each epoch, one
//! step at a time so a Web Worker can run it in slices.

use serde::{Deserialize, Serialize};

use super::evaluation::{eval_seed, Tally};
use super::network::{Network, Reduction};
use super::teacher::{select, teacher_game, DataSummary, Example};
use super::{Evaluation, CLASSES};
use crate::games::ticket_to_ride::features::FeatureSet;
use crate::jobs::{Job, Progress};
use crate::rng::{shuffle, Seed};

/// The share of decisions held out from training to measure accuracy.
pub const HELD_OUT_SHARE: f64 = 0.1;

/// Sub-streams of the training seed.
const STREAM_INIT: u64 = 1;
const STREAM_TEACHER: u64 = 2;
const STREAM_SPLIT: u64 = 3;
const STREAM_SHUFFLE: u64 = 4;
const STREAM_EVAL: u64 = 5;
const STREAM_PASSES: u64 = 6;

/// AdaGrad: each parameter's step is the learning rate divided by the root of the sum of its
/// squared gradients so far.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AdaGrad {
    /// The learning rate η.
    pub learning_rate: f64,
    squares: Vec<f64>,
}

impl AdaGrad {
    /// Added to the root in the denominator.
    pub const EPSILON: f64 = 1e-8;

    /// A fresh optimiser for `parameters` parameters.
    pub fn new(parameters: usize, learning_rate: f64) -> AdaGrad {
        AdaGrad::with_accumulator(parameters, learning_rate, 0.0)
    }

    /// A fresh optimiser whose sums of squares start at `initial` (TensorFlow's default: 0.1).
    pub fn with_accumulator(parameters: usize, learning_rate: f64, initial: f64) -> AdaGrad {
        AdaGrad {
            learning_rate,
            squares: vec![initial; parameters],
        }
    }

    /// Moves `params` against `grad`.
    pub fn update(&mut self, params: &mut [f64], grad: &[f64]) {
        for ((p, &g), s) in params.iter_mut().zip(grad).zip(&mut self.squares) {
            *s += g * g;
            *p -= self.learning_rate * g / (s.sqrt() + Self::EPSILON);
        }
    }
}

/// What to train and how.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrainConfig {
    /// Games of the algorithmic player per table size (the thesis: 30).
    pub games_per_count: u32,
    /// The table sizes (2–5, each at most once).
    pub player_counts: Vec<usize>,
    /// The final score a seat needs for its decisions to be kept (the thesis: 120).
    pub min_score: i32,
    /// Passes over the training decisions.
    pub epochs: u32,
    /// Mini-batch size (the thesis: 250).
    pub batch: usize,
    /// AdaGrad's learning rate.
    pub learning_rate: f64,
    /// The seed of everything: the teacher's games, initialisation, split, shuffles,
    /// evaluation deals.
    pub seed: u64,
    /// Games played by the network after each epoch to measure its strength (0: none); game
    /// `i` has `player_counts[i mod len]` players. The untrained network plays them too, as
    /// epoch 0 (the thesis's iteration 0).
    pub eval_games: u32,
    /// How a batch's losses combine: the mean (ours) or the sum (the thesis's).
    #[serde(default)]
    pub loss: Reduction,
    /// The network's inputs: the thesis's 26 features or a revised set.
    #[serde(default)]
    pub features: FeatureSet,
    /// Where AdaGrad's sums of squares start (ours 0; TensorFlow's default, the thesis's, 0.1).
    #[serde(default)]
    pub initial_accumulator: f64,
    /// Mini-batches per epoch: `None` (ours) is one pass over the training decisions; `Some(n)`
    /// is `n` batches from an endless stream of the decisions reshuffled at each pass — the
    /// thesis's code, where an "epoch" was `batch` steps of TensorFlow's estimator.
    #[serde(default)]
    pub steps_per_epoch: Option<u32>,
}

impl Default for TrainConfig {
    fn default() -> Self {
        TrainConfig {
            games_per_count: 30,
            player_counts: vec![2, 3, 4, 5],
            min_score: 120,
            epochs: 30,
            batch: 250,
            learning_rate: 0.01,
            seed: 1,
            eval_games: 20,
            loss: Reduction::Mean,
            features: FeatureSet::Original,
            initial_accumulator: 0.0,
            steps_per_epoch: None,
        }
    }
}

/// The names of the training protocols ([`TrainConfig::protocol`]).
pub const PROTOCOLS: [&str; 3] = ["ours", "thesis", "thesis-progress"];

impl TrainConfig {
    /// The training protocol named `name` (the other fields — seed, features, table sizes —
    /// are `self`'s):
    /// - `ours`: the defaults (30 epochs of one pass each, the mean loss, AdaGrad at 0.01, 20
    ///   evaluation games per epoch over the table sizes);
    /// - `thesis` (its chapter 5, as its code ran it): 30 teacher games per table size, seats of
    ///   at least 120 points, 40 "epochs" of 250 steps of batches of 250 (10 000 steps, the
    ///   global step its logs show), the summed loss, AdaGrad at TensorFlow's defaults (rate
    ///   0.05, sums of squares from 0.1), 60 evaluation games per table size;
    /// - `thesis-progress` (its chapter 6): the same with 10 iterations of 100 steps of batches
    ///   of 100.
    pub fn protocol(&self, name: &str) -> Result<TrainConfig, String> {
        let base = TrainConfig {
            seed: self.seed,
            features: self.features,
            player_counts: self.player_counts.clone(),
            ..TrainConfig::default()
        };
        match name.trim() {
            "ours" => Ok(base),
            "thesis" | "thesis-progress" => {
                let (epochs, batch) = if name.trim() == "thesis" {
                    (40, 250)
                } else {
                    (10, 100)
                };
                Ok(TrainConfig {
                    games_per_count: 30,
                    min_score: 120,
                    epochs,
                    batch,
                    steps_per_epoch: Some(batch as u32),
                    learning_rate: 0.05,
                    initial_accumulator: 0.1,
                    eval_games: 60 * base.player_counts.len() as u32,
                    loss: Reduction::Sum,
                    ..base
                })
            }
            other => Err(format!(
                "protocol {other:?}: ours, thesis or thesis-progress"
            )),
        }
    }
}

/// The most teacher games per table size, epochs and evaluation games a configuration may ask.
pub const MAX_GAMES: u32 = 10_000;
/// The most epochs.
pub const MAX_EPOCHS: u32 = 10_000;
/// The most mini-batches per epoch when set.
pub const MAX_STEPS: u32 = 100_000;

impl TrainConfig {
    /// Checks every field; the error names the bad ones.
    pub fn validate(&self) -> Result<(), String> {
        let mut bad = Vec::new();
        if !(1..=MAX_GAMES).contains(&self.games_per_count) {
            bad.push(format!(
                "games_per_count must be 1 to {MAX_GAMES}, not {}",
                self.games_per_count
            ));
        }
        if self.player_counts.is_empty() {
            bad.push("player_counts must name at least one table size".to_string());
        } else if self.player_counts.iter().any(|n| !(2..=5).contains(n)) {
            bad.push(format!(
                "player_counts must lie in 2–5, not {:?}",
                self.player_counts
            ));
        } else {
            let mut c = self.player_counts.clone();
            c.sort_unstable();
            c.dedup();
            if c.len() != self.player_counts.len() {
                bad.push(format!(
                    "player_counts must not repeat a size: {:?}",
                    self.player_counts
                ));
            }
        }
        if !(-1000..=1000).contains(&self.min_score) {
            bad.push(format!(
                "min_score must be −1000 to 1000, not {}",
                self.min_score
            ));
        }
        if !(1..=MAX_EPOCHS).contains(&self.epochs) {
            bad.push(format!(
                "epochs must be 1 to {MAX_EPOCHS}, not {}",
                self.epochs
            ));
        }
        if !(1..=1_000_000).contains(&self.batch) {
            bad.push(format!("batch must be 1 to 1000000, not {}", self.batch));
        }
        if !(self.learning_rate.is_finite()
            && self.learning_rate > 0.0
            && self.learning_rate <= 10.0)
        {
            bad.push(format!(
                "learning_rate must be above 0 and at most 10, not {}",
                self.learning_rate
            ));
        }
        if !(self.initial_accumulator.is_finite()
            && (0.0..=10.0).contains(&self.initial_accumulator))
        {
            bad.push(format!(
                "initial_accumulator must be 0 to 10, not {}",
                self.initial_accumulator
            ));
        }
        if let Some(n) = self.steps_per_epoch {
            if !(1..=MAX_STEPS).contains(&n) {
                bad.push(format!("steps_per_epoch must be 1 to {MAX_STEPS}, not {n}"));
            }
        }
        if self.eval_games > MAX_GAMES {
            bad.push(format!(
                "eval_games must be 0 to {MAX_GAMES}, not {}",
                self.eval_games
            ));
        }
        if bad.is_empty() {
            Ok(())
        } else {
            Err(bad.join("; "))
        }
    }
}

/// What one epoch achieved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EpochReport {
    /// The epoch, from 1.
    pub epoch: u32,
    /// Mean cross-entropy on the training decisions after the epoch.
    pub loss: f64,
    /// Share of the training decisions classified as the teacher decided.
    pub accuracy: f64,
    /// Mean cross-entropy on the held-out decisions (none when nothing is held out).
    pub held_out_loss: Option<f64>,
    /// Share of the held-out decisions classified right.
    pub held_out_accuracy: Option<f64>,
    /// The network's play after the epoch, when `eval_games > 0`.
    pub evaluation: Option<Evaluation>,
}

/// A finished training.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrainOutcome {
    /// The trained network.
    pub network: Network,
    /// Every epoch's report.
    pub epochs: Vec<EpochReport>,
    /// The data it was trained on.
    pub data: DataSummary,
    /// The untrained network's report (epoch 0: loss and accuracy of the initial weights, and
    /// its play when `eval_games > 0`), the thesis's iteration 0.
    #[serde(default)]
    pub untrained: Option<EpochReport>,
}

/// Where a training is.
#[derive(Clone, Debug, PartialEq)]
enum Stage {
    /// Playing teacher game `index` (over all table sizes).
    Collect {
        index: u32,
    },
    /// Training mini-batch `batch` of `epoch` (from 1).
    Train {
        epoch: u32,
        batch: usize,
    },
    /// Playing evaluation game `game` after `epoch`.
    Evaluate {
        epoch: u32,
        game: u32,
    },
    Done,
}

/// A training in steps (see the module documentation): a [`Job`] whose unit is one teacher
/// game, one mini-batch or one evaluation game.
#[derive(Clone, Debug)]
pub struct Training {
    config: TrainConfig,
    stage: Stage,
    network: Network,
    optimiser: AdaGrad,
    /// Seats of the table size being collected: score and decisions.
    pending: Vec<(i32, Vec<Example>)>,
    collected: Vec<Example>,
    train: Vec<Example>,
    held_out: Vec<Example>,
    order: Vec<usize>,
    /// With `steps_per_epoch`: the next place in `order` and the passes begun.
    pub(super) cursor: usize,
    pub(super) passes: u64,
    data: DataSummary,
    kept_score: f64,
    all_score: f64,
    epochs: Vec<EpochReport>,
    untrained: Option<EpochReport>,
    report: Option<EpochReport>,
    tally: Tally,
    done: u64,
    outcome: Option<TrainOutcome>,
}

impl Training {
    /// A training that first plays the teacher's games; the error names bad fields.
    pub fn new(config: TrainConfig) -> Result<Training, String> {
        config.validate()?;
        let network = Network::for_inputs(config.features, Seed(config.seed).derive(STREAM_INIT));
        Ok(Training {
            optimiser: AdaGrad::with_accumulator(
                network.parameters(),
                config.learning_rate,
                config.initial_accumulator,
            ),
            network,
            stage: Stage::Collect { index: 0 },
            config,
            pending: Vec::new(),
            collected: Vec::new(),
            train: Vec::new(),
            held_out: Vec::new(),
            order: Vec::new(),
            cursor: 0,
            passes: 0,
            data: DataSummary::default(),
            kept_score: 0.0,
            all_score: 0.0,
            epochs: Vec::new(),
            untrained: None,
            report: None,
            tally: Tally::default(),
            done: 0,
            outcome: None,
        })
    }

    /// A training on given decisions (no teacher games; `games_per_count` and `min_score`
    /// are not used). Refuses a class outside `0..CLASSES` or a feature that is not finite.
    pub fn with_examples(config: TrainConfig, examples: Vec<Example>) -> Result<Training, String> {
        let inputs = config.features.len();
        if let Some(i) = examples.iter().position(|e| {
            usize::from(e.class) >= CLASSES
                || e.features.len() != inputs
                || e.features.iter().any(|x| !x.is_finite())
        }) {
            return Err(format!(
                "example {i}: class must be 0–{}, and {inputs} features ({}), every one finite",
                CLASSES - 1,
                config.features.name()
            ));
        }
        let mut t = Training::new(config)?;
        t.collected = examples;
        t.finish_collection();
        Ok(t)
    }

    /// The configuration.
    pub fn config(&self) -> &TrainConfig {
        &self.config
    }

    /// The network as it is now.
    pub fn network(&self) -> &Network {
        &self.network
    }

    /// The reports of the epochs finished so far.
    pub fn epochs(&self) -> &[EpochReport] {
        &self.epochs
    }

    /// The untrained network's report (epoch 0), once measured.
    pub fn untrained(&self) -> Option<&EpochReport> {
        self.untrained.as_ref()
    }

    /// The training data, once collected.
    pub fn data(&self) -> Option<&DataSummary> {
        match self.stage {
            Stage::Collect { .. } => None,
            _ => Some(&self.data),
        }
    }

    /// The decisions trained on (empty while collecting).
    pub fn training_examples(&self) -> &[Example] {
        &self.train
    }

    /// Whether the training is over.
    pub fn is_done(&self) -> bool {
        self.stage == Stage::Done
    }

    fn teacher_games(&self) -> u32 {
        self.config.games_per_count * self.config.player_counts.len() as u32
    }

    fn batches(&self) -> usize {
        match self.config.steps_per_epoch {
            Some(n) => n as usize,
            None => self.train.len().div_ceil(self.config.batch),
        }
    }

    /// Runs at most about `budget` steps (at least one); returns whether the training is over.
    pub fn advance(&mut self, budget: u64) -> bool {
        for _ in 0..budget.max(1) {
            match self.stage.clone() {
                Stage::Collect { index } => self.collect(index),
                Stage::Train { epoch, batch } => self.train_step(epoch, batch),
                Stage::Evaluate { epoch, game } => self.evaluate_step(epoch, game),
                Stage::Done => break,
            }
            self.done += 1;
        }
        if self.stage == Stage::Done && self.outcome.is_none() {
            self.outcome = Some(TrainOutcome {
                network: self.network.clone(),
                epochs: self.epochs.clone(),
                data: self.data.clone(),
                untrained: self.untrained.clone(),
            });
        }
        self.is_done()
    }

    fn collect(&mut self, index: u32) {
        let per = self.config.games_per_count;
        let players = self.config.player_counts[(index / per) as usize];
        let g = index % per;
        let seed = Seed(self.config.seed)
            .derive(STREAM_TEACHER)
            .derive(((players as u64) << 32) | u64::from(g))
            .0;
        self.pending
            .extend(teacher_game(players, seed, self.config.features));
        self.data.games += 1;
        if g + 1 == per {
            let scores: Vec<i32> = self.pending.iter().map(|s| s.0).collect();
            let (kept, fell_back) = select(&scores, self.config.min_score);
            if fell_back {
                self.data.best_half.push(players);
            }
            self.data.seats += scores.len() as u32;
            self.data.kept_seats += kept.len() as u32;
            self.all_score += scores.iter().map(|&s| f64::from(s)).sum::<f64>();
            for i in kept {
                self.kept_score += f64::from(scores[i]);
                self.collected.append(&mut self.pending[i].1);
            }
            self.pending.clear();
        }
        if index + 1 == self.teacher_games() {
            let per_seat = |x: f64, n: u32| if n > 0 { x / f64::from(n) } else { 0.0 };
            self.data.mean_score = per_seat(self.all_score, self.data.seats);
            self.data.kept_mean_score = per_seat(self.kept_score, self.data.kept_seats);
            self.finish_collection();
        } else {
            self.stage = Stage::Collect { index: index + 1 };
        }
    }

    /// Splits the collected decisions and starts the first epoch.
    fn finish_collection(&mut self) {
        let mut all = std::mem::take(&mut self.collected);
        let mut rng = Seed(self.config.seed).derive(STREAM_SPLIT).rng();
        shuffle(&mut all, &mut rng);
        let held = if all.len() >= 20 {
            (all.len() as f64 * HELD_OUT_SHARE) as usize
        } else {
            0
        };
        self.data.examples = all.len();
        for e in &all {
            self.data.classes[usize::from(e.class)] += 1;
        }
        self.train = all.split_off(held);
        self.held_out = all;
        self.data.train = self.train.len();
        self.data.held_out = self.held_out.len();
        if self.train.is_empty() {
            self.stage = Stage::Done;
        } else {
            // Epoch 0: the untrained network, measured as every epoch is.
            self.measure(0);
        }
    }

    /// Reports the network's loss and accuracy after `epoch` (0: untrained), then plays the
    /// evaluation games or ends the epoch.
    fn measure(&mut self, epoch: u32) {
        let (loss, accuracy) = self.network.loss(&self.train);
        let held = (!self.held_out.is_empty()).then(|| self.network.loss(&self.held_out));
        self.report = Some(EpochReport {
            epoch,
            loss,
            accuracy,
            held_out_loss: held.map(|h| h.0),
            held_out_accuracy: held.map(|h| h.1),
            evaluation: None,
        });
        if self.config.eval_games > 0 {
            self.tally = Tally::default();
            self.stage = Stage::Evaluate { epoch, game: 0 };
        } else {
            self.end_epoch(epoch);
        }
    }

    fn start_epoch(&mut self, epoch: u32) {
        if self.config.steps_per_epoch.is_some() {
            // One endless stream across the epochs (see `next_batch`).
            self.stage = Stage::Train { epoch, batch: 0 };
            return;
        }
        self.order = (0..self.train.len()).collect();
        let mut rng = Seed(self.config.seed)
            .derive(STREAM_SHUFFLE)
            .derive(u64::from(epoch))
            .rng();
        shuffle(&mut self.order, &mut rng);
        self.stage = Stage::Train { epoch, batch: 0 };
    }

    /// The next `batch` decisions of the endless stream: the training decisions in a seeded
    /// order, reshuffled at each pass, batches running across passes (TensorFlow's
    /// `shuffle(6000).repeat().batch(b)` on fewer than 6 000 decisions).
    fn next_batch(&mut self) -> Vec<Example> {
        let mut out = Vec::with_capacity(self.config.batch);
        while out.len() < self.config.batch {
            if self.cursor == self.order.len() {
                self.order = (0..self.train.len()).collect();
                let mut rng = Seed(self.config.seed)
                    .derive(STREAM_PASSES)
                    .derive(self.passes)
                    .rng();
                shuffle(&mut self.order, &mut rng);
                self.passes += 1;
                self.cursor = 0;
            }
            out.push(self.train[self.order[self.cursor]].clone());
            self.cursor += 1;
        }
        out
    }

    fn train_step(&mut self, epoch: u32, batch: usize) {
        let size = self.config.batch;
        let examples: Vec<Example> = if self.config.steps_per_epoch.is_some() {
            self.next_batch()
        } else {
            let end = ((batch + 1) * size).min(self.train.len());
            self.order[batch * size..end]
                .iter()
                .map(|&i| self.train[i].clone())
                .collect()
        };
        self.network
            .train_batch_of(&mut self.optimiser, &examples, self.config.loss);
        if batch + 1 < self.batches() {
            self.stage = Stage::Train {
                epoch,
                batch: batch + 1,
            };
            return;
        }
        self.measure(epoch);
    }

    fn evaluate_step(&mut self, epoch: u32, game: u32) {
        let counts = &self.config.player_counts;
        let players = counts[game as usize % counts.len()];
        let seed = eval_seed(Seed(self.config.seed).derive(STREAM_EVAL).0, game);
        self.tally.play(Some(&self.network), players, seed);
        if game + 1 < self.config.eval_games {
            self.stage = Stage::Evaluate {
                epoch,
                game: game + 1,
            };
        } else {
            if let Some(r) = &mut self.report {
                r.evaluation = Some(self.tally.evaluation());
            }
            self.end_epoch(epoch);
        }
    }

    fn end_epoch(&mut self, epoch: u32) {
        if epoch == 0 {
            self.untrained = self.report.take();
            self.start_epoch(1);
            return;
        }
        self.epochs.extend(self.report.take());
        if epoch < self.config.epochs {
            self.start_epoch(epoch + 1);
        } else {
            self.stage = Stage::Done;
        }
    }

    /// Steps in all, when known (once the teacher's games are played).
    fn total(&self) -> Option<u64> {
        match self.stage {
            Stage::Collect { .. } => None,
            _ => Some(
                u64::from(self.data.games)
                    + u64::from(self.config.eval_games)
                    + u64::from(self.config.epochs)
                        * (self.batches() as u64 + u64::from(self.config.eval_games)),
            ),
        }
    }
}

impl Job for Training {
    type Output = TrainOutcome;

    fn step(&mut self, budget: u64) -> Option<TrainOutcome> {
        self.advance(budget);
        self.outcome.clone()
    }

    fn progress(&self) -> Progress {
        let (total, fraction) = match (self.total(), &self.stage) {
            (_, Stage::Done) => (Some(self.done), 1.0),
            (Some(t), _) => (Some(t), self.done as f64 / t.max(1) as f64),
            (None, Stage::Collect { index }) => {
                // Estimate the batches from the decisions per game so far (about half of the
                // seats kept).
                let games = f64::from(self.teacher_games());
                let played = f64::from(*index);
                let seen = (self.collected.len()
                    + self.pending.iter().map(|s| s.1.len() / 2).sum::<usize>())
                    as f64;
                let batches = if played > 0.0 {
                    seen / played * games / self.config.batch as f64
                } else {
                    0.0
                };
                let all = games
                    + f64::from(self.config.eval_games)
                    + f64::from(self.config.epochs)
                        * (batches.ceil() + f64::from(self.config.eval_games));
                (None, played / all.max(1.0))
            }
            (None, _) => (None, 0.0),
        };
        Progress {
            done: self.done,
            total,
            fraction: fraction.clamp(0.0, 1.0),
            unit: "steps (teacher games, mini-batches, evaluation games)".into(),
        }
    }
}
