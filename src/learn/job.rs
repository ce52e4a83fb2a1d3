//! A training run as a step-based [`Job`], whose self-play can be shared with helpers: the
//! browser's training runs it in one Web Worker and hands part of each generation's games to
//! the page's other workers.
//!
//! A generation's games are cut into contiguous ranges ([`shares`]): the job plays the first
//! itself, a game per unit of work, and offers the others as [`SelfPlayOrder`]s
//! ([`TrainingJob::take_orders`]) — the network's snapshot, the seed and the range, everything
//! a helper needs, since a game is a pure function of them. A helper answers with a
//! [`SelfPlayDelivery`] (its [`OrderJob`], from [`SelfPlayOrder::job`]); the job takes the
//! samples in game order, so the run — curves and network — is the one a single worker
//! plays, whatever the number of helpers. With its own share done and a delivery missing, the job waits
//! ([`TrainingJob::waiting`]) instead of spinning.

use std::collections::BTreeMap;
use std::ops::Range;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::encoder::Encoder;
use super::network::Network;
use super::sample::Sample;
use super::self_play::{self_play, SelfPlaySettings};
use super::strength::Judge;
use super::trainer::{GenerationPoint, Trainer};
use crate::jobs::{Job, Progress};
use crate::rng::Seed;
use crate::search::Searchable;

/// What a training run leaves: the curves and the network.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrainingOutcome {
    /// One point per generation.
    pub history: Vec<GenerationPoint>,
    /// The trained network.
    pub network: Network,
}

/// `games` games cut into `parts` contiguous ranges in order, as even as can be (the first
/// ones one game longer); empty ranges are left out.
pub fn shares(games: u64, parts: u64) -> Vec<Range<u64>> {
    let parts = parts.clamp(1, games.max(1));
    let (base, extra) = (games / parts, games % parts);
    let mut first = 0;
    (0..parts)
        .map(|i| {
            let n = base + u64::from(i < extra);
            let r = first..first + n;
            first += n;
            r
        })
        .filter(|r| !r.is_empty())
        .collect()
}

/// A share of a generation's self-play handed to a helper.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SelfPlayOrder {
    /// The generation (from 0) the games belong to.
    pub generation: u32,
    /// The network that plays them.
    pub network: Network,
    /// How self-play searches.
    pub settings: SelfPlaySettings,
    /// The generation's self-play seed (game `g` is played from its `derive(g)`).
    pub seed: Seed,
    /// The games.
    pub games: Range<u64>,
}

impl SelfPlayOrder {
    /// The helper's job: the order's games, one per unit of work.
    pub fn job<S, E>(self, encoder: E) -> OrderJob<S, E>
    where
        S: Searchable + PartialEq + 'static,
        E: Encoder<S> + 'static,
    {
        OrderJob {
            network: Arc::new(self.network.clone()),
            next: self.games.start,
            order: self,
            encoder,
            samples: Vec::new(),
            _game: std::marker::PhantomData,
        }
    }
}

/// A helper's [`Job`]: an order's games played one per unit of work, then delivered.
pub struct OrderJob<S, E> {
    order: SelfPlayOrder,
    network: Arc<Network>,
    encoder: E,
    next: u64,
    samples: Vec<Sample>,
    _game: std::marker::PhantomData<fn() -> S>,
}

impl<S, E> Job for OrderJob<S, E>
where
    S: Searchable + PartialEq + 'static,
    E: Encoder<S> + 'static,
{
    type Output = SelfPlayDelivery;

    fn step(&mut self, budget: u64) -> Option<SelfPlayDelivery> {
        let o = &self.order;
        let end = self.next.saturating_add(budget.max(1)).min(o.games.end);
        let played = self_play(
            &self.network,
            &self.encoder,
            &o.settings,
            o.seed,
            self.next..end,
        );
        self.samples.extend(played);
        self.next = end;
        (self.next >= o.games.end).then(|| SelfPlayDelivery {
            generation: o.generation,
            games: o.games.clone(),
            samples: self.samples.clone(),
        })
    }

    fn progress(&self) -> Progress {
        let (start, end) = (self.order.games.start, self.order.games.end);
        let total = end - start;
        Progress {
            done: self.next - start,
            total: Some(total),
            fraction: if total == 0 {
                1.0
            } else {
                (self.next - start) as f64 / total as f64
            },
            unit: "games".into(),
        }
    }
}

/// An order's samples, back from its helper.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SelfPlayDelivery {
    /// The order's generation.
    pub generation: u32,
    /// The order's games.
    pub games: Range<u64>,
    /// Their samples, in game order.
    pub samples: Vec<Sample>,
}

/// A training run as a step-based [`Job`]: a unit of work is one self-play game or one
/// gradient step (a generation's measure comes free at its end), so the total is
/// `generations × (games + steps)` per generation. With helpers, part of each generation's
/// games are offered as orders (see the [module](self) documentation).
pub struct TrainingJob<S, E, J> {
    trainer: Trainer<S, E, J>,
    helpers: u64,
    /// The games this job plays itself in the current generation.
    own: Range<u64>,
    /// The next of its own games to play.
    game: u64,
    step: u32,
    done: u64,
    /// Orders made for the current generation and not yet taken.
    orders: Vec<SelfPlayOrder>,
    /// Orders of the current generation not yet delivered, by first game.
    awaited: BTreeMap<u64, Range<u64>>,
    /// Deliveries not yet taken into the window, by first game.
    delivered: BTreeMap<u64, SelfPlayDelivery>,
    /// Whether the current generation's games have been cut into shares.
    shared: bool,
    output: Option<TrainingOutcome>,
}

impl<S, E, J> TrainingJob<S, E, J>
where
    S: Searchable + PartialEq + 'static,
    E: Encoder<S> + 'static,
    J: Judge<S, E>,
{
    /// The job of `trainer`'s run (its settings say how long), playing every game itself.
    pub fn new(trainer: Trainer<S, E, J>) -> Self {
        TrainingJob {
            trainer,
            helpers: 0,
            own: 0..0,
            game: 0,
            step: 0,
            done: 0,
            orders: Vec::new(),
            awaited: BTreeMap::new(),
            delivered: BTreeMap::new(),
            shared: false,
            output: None,
        }
    }

    /// The same job offering each generation's games to `helpers` helpers (at most one
    /// order each per generation; 0: none).
    pub fn with_helpers(mut self, helpers: u32) -> Self {
        self.helpers = u64::from(helpers);
        self
    }

    /// The trainer (its curves so far and its network).
    pub fn trainer(&self) -> &Trainer<S, E, J> {
        &self.trainer
    }

    /// The orders made since the last call, to be played by helpers and delivered.
    pub fn take_orders(&mut self) -> Vec<SelfPlayOrder> {
        std::mem::take(&mut self.orders)
    }

    /// Takes a helper's delivery; refuses one that answers no open order.
    pub fn deliver(&mut self, delivery: SelfPlayDelivery) -> Result<(), String> {
        let first = delivery.games.start;
        let open = delivery.generation == self.trainer.generation()
            && self.awaited.get(&first) == Some(&delivery.games);
        if !open {
            return Err(format!(
                "a delivery of games {:?} of generation {} answers no open order",
                delivery.games,
                delivery.generation + 1
            ));
        }
        self.awaited.remove(&first);
        self.delivered.insert(first, delivery);
        Ok(())
    }

    /// True when the job can do nothing until a delivery arrives.
    pub fn waiting(&self) -> bool {
        self.output.is_none()
            && self.shared
            && self.game >= self.own.end
            && !self.awaited.is_empty()
    }

    fn total(&self) -> u64 {
        let s = self.trainer.settings();
        u64::from(s.generations)
            * (u64::from(s.games_per_generation) + u64::from(s.steps_per_generation))
    }

    /// Cuts the generation's games: the first share is the job's, the others are orders.
    fn share(&mut self) {
        let s = self.trainer.settings();
        let mut parts = shares(u64::from(s.games_per_generation), self.helpers + 1).into_iter();
        self.own = parts.next().unwrap_or(0..0);
        self.game = self.own.start;
        for games in parts {
            self.awaited.insert(games.start, games.clone());
            self.orders.push(SelfPlayOrder {
                generation: self.trainer.generation(),
                network: Network::clone(self.trainer.network()),
                settings: s.self_play,
                seed: self.trainer.self_play_seed(),
                games,
            });
        }
        self.shared = true;
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
            if !self.shared {
                self.share();
            }
            if self.game < self.own.end {
                let g = self.game;
                let samples = self_play(
                    self.trainer.network(),
                    self.trainer.encoder(),
                    &settings.self_play,
                    self.trainer.self_play_seed(),
                    g..g + 1,
                );
                self.trainer.absorb(samples, 1);
                self.game += 1;
            } else if !self.awaited.is_empty() {
                break; // waiting for a helper
            } else if let Some((_, d)) = self.delivered.pop_first() {
                let games = d.games.end - d.games.start;
                self.trainer.absorb(d.samples, games);
                self.done += games;
                continue;
            } else if self.step < settings.steps_per_generation {
                self.trainer.train_step();
                self.step += 1;
            } else {
                let strength = self.trainer.judging_due().then(|| self.trainer.judge());
                self.trainer.finish_generation(strength);
                self.shared = false;
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
