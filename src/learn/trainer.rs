//! Training from nothing: generations of self-play, each followed by gradient steps on a
//! replay window of the latest samples, and a measure of strength, as a step-based
//! [`Job`] ([`TrainingJob`]) whose history is the loss and strength curves.
//!
//! The pieces are separate so the loop's owner can spread the costly part: [`Trainer`]
//! holds the network, the optimiser and the window and takes samples and gradient steps,
//! while the games of a generation are played by [`self_play`] from
//! [`Trainer::self_play_seed`] — in this job one game per unit of work, on the command line
//! over several threads, later in the browser over several workers, with the same samples
//! each way. Mini-batches are drawn from the window with the trainer's own seeded generator.

use std::collections::VecDeque;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::encoder::Encoder;
use super::network::{Adam, Loss, Network};
use super::self_play::{self_play, Sample, SelfPlaySettings};
use super::strength::{Judge, Strength};
use crate::jobs::{Job, Progress};
use crate::rng::{below, GameRng, Seed};
use crate::search::Searchable;

/// Everything a training run is set by.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrainSettings {
    /// The hidden layers of the trunk.
    pub hidden: Vec<usize>,
    /// Generations (self-play, then training, then a measure).
    pub generations: u32,
    /// Self-play games per generation.
    pub games_per_generation: u32,
    /// How self-play searches.
    pub self_play: SelfPlaySettings,
    /// Gradient steps per generation.
    pub steps_per_generation: u32,
    /// Samples per gradient step.
    pub batch_size: u32,
    /// Adam's learning rate.
    pub learning_rate: f64,
    /// The L2 weight λ.
    pub l2: f64,
    /// Samples kept in the replay window (the latest, symmetric images included).
    pub window: usize,
    /// Whether each sample enters the window with its symmetric images
    /// ([`Encoder::symmetries`]).
    pub augment: bool,
    /// Strength is measured every this many generations, and always after the last.
    pub judge_every: u32,
    /// The seed of everything: the initial network, self-play, mini-batches.
    pub seed: Seed,
}

impl TrainSettings {
    /// The defaults for tic-tac-toe, tuned to reach perfect play (see docs/cli.md).
    pub fn tictactoe(seed: Seed) -> Self {
        TrainSettings {
            hidden: vec![64, 64],
            generations: 40,
            games_per_generation: 50,
            self_play: SelfPlaySettings {
                simulations: 50,
                exploration: 1.5,
                dirichlet_alpha: 1.0,
                noise_weight: 0.25,
                temperature_moves: 6,
            },
            steps_per_generation: 150,
            batch_size: 64,
            learning_rate: 2e-3,
            l2: 1e-4,
            window: 100_000,
            augment: true,
            judge_every: 1,
            seed,
        }
    }

    /// The defaults for Connect Four (7×6).
    pub fn connect4(seed: Seed) -> Self {
        TrainSettings {
            hidden: vec![128, 128],
            generations: 40,
            games_per_generation: 100,
            self_play: SelfPlaySettings {
                simulations: 100,
                exploration: 1.5,
                dirichlet_alpha: 1.0,
                noise_weight: 0.25,
                temperature_moves: 8,
            },
            steps_per_generation: 400,
            batch_size: 128,
            learning_rate: 1e-3,
            l2: 1e-4,
            window: 100_000,
            augment: true,
            judge_every: 5,
            seed,
        }
    }
}

/// One generation's point of the curves.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GenerationPoint {
    /// The generation, from 1.
    pub generation: u32,
    /// Self-play games so far.
    pub games: u64,
    /// Gradient steps so far.
    pub steps: u64,
    /// Samples in the replay window.
    pub window: usize,
    /// The mean loss over this generation's gradient steps.
    pub loss: Loss,
    /// The strength after this generation, when it was measured.
    pub strength: Option<Strength>,
}

/// The network, its optimiser and its replay window (see the [module](self) documentation).
pub struct Trainer<S, E, J> {
    encoder: E,
    judge: J,
    settings: TrainSettings,
    network: Arc<Network>,
    adam: Adam,
    window: VecDeque<Sample>,
    rng: GameRng,
    games: u64,
    steps: u64,
    loss_sum: Loss,
    loss_steps: u32,
    history: Vec<GenerationPoint>,
    _game: std::marker::PhantomData<fn() -> S>,
}

impl<S, E, J> Trainer<S, E, J>
where
    S: Searchable + PartialEq + 'static,
    E: Encoder<S> + 'static,
    J: Judge<S, E>,
{
    /// A trainer with a fresh network initialised from the settings' seed.
    pub fn new(encoder: E, judge: J, settings: TrainSettings) -> Self {
        let network = Network::new(
            encoder.game(),
            encoder.inputs(),
            &settings.hidden,
            encoder.actions(),
            settings.seed.derive(0),
        );
        Trainer::from_network(encoder, judge, settings, network)
    }

    /// A trainer that goes on from `network`.
    ///
    /// # Panics
    /// If the network's sizes are not the encoder's.
    pub fn from_network(encoder: E, judge: J, settings: TrainSettings, network: Network) -> Self {
        assert_eq!(network.inputs(), encoder.inputs(), "the encoder's inputs");
        assert_eq!(
            network.actions(),
            encoder.actions(),
            "the encoder's actions"
        );
        Trainer {
            adam: Adam::new(network.params().len(), settings.learning_rate),
            network: Arc::new(network),
            rng: settings.seed.derive(1).rng(),
            encoder,
            judge,
            settings,
            window: VecDeque::new(),
            games: 0,
            steps: 0,
            loss_sum: Loss::default(),
            loss_steps: 0,
            history: Vec::new(),
            _game: std::marker::PhantomData,
        }
    }

    /// The settings.
    pub fn settings(&self) -> &TrainSettings {
        &self.settings
    }

    /// The encoder.
    pub fn encoder(&self) -> &E {
        &self.encoder
    }

    /// The network now (a snapshot to share with self-play).
    pub fn network(&self) -> &Arc<Network> {
        &self.network
    }

    /// Generations finished.
    pub fn generation(&self) -> u32 {
        self.history.len() as u32
    }

    /// The curves so far, one point per finished generation.
    pub fn history(&self) -> &[GenerationPoint] {
        &self.history
    }

    /// Self-play games so far.
    pub fn games(&self) -> u64 {
        self.games
    }

    /// The seed of the current generation's self-play: its game `g` is played from
    /// `self_play_seed().derive(g)` (as [`self_play`] does).
    pub fn self_play_seed(&self) -> Seed {
        self.settings.seed.derive(2 + u64::from(self.generation()))
    }

    /// Adds the samples of `games` self-play games to the window (with their symmetric
    /// images when [`TrainSettings::augment`] says so), dropping the oldest beyond its size.
    pub fn absorb(&mut self, samples: Vec<Sample>, games: u64) {
        self.games += games;
        for s in samples {
            if self.settings.augment {
                self.window.extend(self.encoder.symmetries(&s));
            } else {
                self.window.push_back(s);
            }
        }
        while self.window.len() > self.settings.window {
            self.window.pop_front();
        }
    }

    /// One Adam step on a mini-batch drawn (with replacement) from the window; its loss
    /// before the step. Nothing is done on an empty window.
    pub fn train_step(&mut self) -> Loss {
        if self.window.is_empty() {
            return Loss::default();
        }
        let n = u32::try_from(self.window.len()).expect("a window below 2³² samples");
        let batch: Vec<&Sample> = (0..self.settings.batch_size.max(1))
            .map(|_| &self.window[below(&mut self.rng, n) as usize])
            .collect();
        let (loss, grad) = self.network.gradient(&batch, self.settings.l2);
        let network = Arc::make_mut(&mut self.network);
        self.adam.update(network.params_mut(), &grad);
        self.steps += 1;
        self.loss_sum.policy += loss.policy;
        self.loss_sum.value += loss.value;
        self.loss_sum.l2 += loss.l2;
        self.loss_steps += 1;
        loss
    }

    /// True when the generation being finished is measured (every
    /// [`TrainSettings::judge_every`]-th, and the last).
    pub fn judging_due(&self) -> bool {
        let g = self.generation() + 1;
        g % self.settings.judge_every.max(1) == 0 || g >= self.settings.generations
    }

    /// The judge's measure of the network now.
    pub fn judge(&self) -> Strength {
        self.judge.judge(&self.network, &self.encoder)
    }

    /// Ends the generation: its point of the curves, with `strength` if it was measured.
    pub fn finish_generation(&mut self, strength: Option<Strength>) -> &GenerationPoint {
        let k = f64::from(self.loss_steps.max(1));
        self.history.push(GenerationPoint {
            generation: self.generation() + 1,
            games: self.games,
            steps: self.steps,
            window: self.window.len(),
            loss: Loss {
                policy: self.loss_sum.policy / k,
                value: self.loss_sum.value / k,
                l2: self.loss_sum.l2 / k,
            },
            strength,
        });
        self.loss_sum = Loss::default();
        self.loss_steps = 0;
        self.history.last().expect("just pushed")
    }

    /// A generation whole: its games, its steps and (when due) its measure.
    pub fn run_generation(&mut self) -> &GenerationPoint {
        let games = u64::from(self.settings.games_per_generation);
        let samples = self_play(
            &self.network,
            &self.encoder,
            &self.settings.self_play,
            self.self_play_seed(),
            0..games,
        );
        self.absorb(samples, games);
        for _ in 0..self.settings.steps_per_generation {
            self.train_step();
        }
        let strength = self.judging_due().then(|| self.judge());
        self.finish_generation(strength)
    }
}

/// What a training run leaves: the curves and the network.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrainingOutcome {
    /// One point per generation.
    pub history: Vec<GenerationPoint>,
    /// The trained network.
    pub network: Network,
}

/// A training run as a step-based [`Job`]: a unit of work is one self-play game or one
/// gradient step (a generation's measure comes free at its end), so the total is
/// `generations × (games + steps)` per generation.
pub struct TrainingJob<S, E, J> {
    trainer: Trainer<S, E, J>,
    game: u32,
    step: u32,
    done: u64,
    output: Option<TrainingOutcome>,
}

impl<S, E, J> TrainingJob<S, E, J>
where
    S: Searchable + PartialEq + 'static,
    E: Encoder<S> + 'static,
    J: Judge<S, E>,
{
    /// The job of `trainer`'s run (its settings say how long).
    pub fn new(trainer: Trainer<S, E, J>) -> Self {
        TrainingJob {
            trainer,
            game: 0,
            step: 0,
            done: 0,
            output: None,
        }
    }

    /// The trainer (its curves so far and its network).
    pub fn trainer(&self) -> &Trainer<S, E, J> {
        &self.trainer
    }

    fn total(&self) -> u64 {
        let s = self.trainer.settings();
        u64::from(s.generations)
            * (u64::from(s.games_per_generation) + u64::from(s.steps_per_generation))
    }
}

impl<S, E, J> Job for TrainingJob<S, E, J>
where
    S: Searchable + PartialEq + 'static,
    E: Encoder<S> + 'static,
    J: Judge<S, E>,
{
    type Output = TrainingOutcome;

    fn step(&mut self, budget: u64) -> Option<TrainingOutcome> {
        let mut left = budget.max(1);
        while self.output.is_none() && left > 0 {
            let settings = self.trainer.settings().clone();
            if self.trainer.generation() >= settings.generations {
                self.output = Some(TrainingOutcome {
                    history: self.trainer.history().to_vec(),
                    network: Network::clone(self.trainer.network()),
                });
                break;
            }
            if self.game < settings.games_per_generation {
                let g = u64::from(self.game);
                let samples = self_play(
                    self.trainer.network(),
                    self.trainer.encoder(),
                    &settings.self_play,
                    self.trainer.self_play_seed(),
                    g..g + 1,
                );
                self.trainer.absorb(samples, 1);
                self.game += 1;
            } else if self.step < settings.steps_per_generation {
                self.trainer.train_step();
                self.step += 1;
            } else {
                let strength = self.trainer.judging_due().then(|| self.trainer.judge());
                self.trainer.finish_generation(strength);
                self.game = 0;
                self.step = 0;
                continue;
            }
            left -= 1;
            self.done += 1;
        }
        self.output.clone()
    }

    fn progress(&self) -> Progress {
        let total = self.total();
        Progress {
            done: self.done,
            total: Some(total),
            fraction: if total == 0 {
                1.0
            } else {
                self.done as f64 / total as f64
            },
            unit: "games and gradient steps".into(),
        }
    }
}
