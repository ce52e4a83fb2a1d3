//! Training from nothing: generations of self-play, each followed by gradient steps on a
//! replay window of the latest samples, and a measure of strength, whose history is the loss
//! and strength curves (as a step-based job: [`super::job::TrainingJob`]).
//!
//! The pieces are separate so the loop's owner can spread the costly part: [`Trainer`]
//! holds the network, the optimiser and the window and takes samples and gradient steps,
//! while the games of a generation are played by [`self_play`] from
//! [`Trainer::self_play_seed`] — in the browser's job one game per unit of work, shared with
//! helper workers; on the command line over several threads; from Python over Ray tasks —
//! with the same samples each way. Mini-batches are drawn from the window with the trainer's own seeded generator.

use std::collections::VecDeque;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::encoder::Encoder;
use super::network::{Adam, Loss, Network};
use super::self_play::{self_play, Sample, SelfPlaySettings};
use super::strength::{Judge, Strength};
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

    /// Refuses settings no run can use, naming the field: no generation, no game, no
    /// simulation, an empty batch or window, hidden layers outside 1–4 096 neurons, a learning
    /// rate outside (0, 1), a negative or non-finite weight, noise off its range.
    pub fn check(&self) -> Result<(), String> {
        let positive = [
            ("generations", self.generations),
            ("games_per_generation", self.games_per_generation),
            ("simulations", self.self_play.simulations),
            ("batch_size", self.batch_size),
            ("judge_every", self.judge_every),
        ];
        for (name, v) in positive {
            if v == 0 {
                return Err(format!("{name}: must be at least 1"));
            }
        }
        if self.hidden.is_empty() || self.hidden.iter().any(|&n| n == 0 || n > 4096) {
            return Err("hidden: one to 4096 neurons per layer, e.g. [64, 64]".into());
        }
        if self.window == 0 {
            return Err("window: must be at least 1".into());
        }
        if !(self.learning_rate > 0.0 && self.learning_rate < 1.0) {
            return Err(format!(
                "learning_rate {}: give a number in (0, 1)",
                self.learning_rate
            ));
        }
        if !(self.l2 >= 0.0 && self.l2.is_finite()) {
            return Err(format!("l2 {}: give a number ≥ 0", self.l2));
        }
        let sp = &self.self_play;
        if !(sp.exploration > 0.0 && sp.exploration.is_finite()) {
            return Err(format!("exploration {}: give a number > 0", sp.exploration));
        }
        if !(sp.dirichlet_alpha > 0.0 && sp.dirichlet_alpha.is_finite()) {
            return Err(format!(
                "dirichlet_alpha {}: give a number > 0",
                sp.dirichlet_alpha
            ));
        }
        if !(0.0..=1.0).contains(&sp.noise_weight) {
            return Err(format!(
                "noise_weight {}: give a number in [0, 1]",
                sp.noise_weight
            ));
        }
        Ok(())
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
