//! Stochastic strategy optimisation: the thesis's four evolutionary algorithms (Algorithms
//! 6–9) on War and Rrrats!, with a race as the comparator.
//!
//! Every optimiser starts from x = 0 with σ = 1 and mutates x'_i = x_i + σ·N(0, 1). A
//! comparison "x' better than y" is a race ([`crate::racing::race::Race`], ILEBR* 2 by default)
//! over games between x' (as player 1 of the race) and y, alternating seats; x' is better when
//! the race picks player 1 (a race that ends at its horizon decides by its final rule, as the
//! thesis's races do).
//!
//! - [`Optimiser::Iterative`] (1+1): x' better than x → x = x', σ ×1.25; else σ ×0.84.
//! - [`Optimiser::Coevolution`]: x' must beat every member of the population P (newest first;
//!   stop at the first loss); success → x = x', x' joins P, σ ×1.25; else σ ×0.84.
//! - [`Optimiser::Approx`]: one race against a uniformly drawn member of P.
//! - [`Optimiser::Approx2`]: one race in which every game is against a freshly drawn member
//!   of P; success σ ×2, failure σ ×0.84.
//!
//! P starts as {x0}. The thesis has no stopping rule: a [`Budget`] of mutations or games ends a
//! run (a race cut by a games budget rejects its candidate without changing σ).
//!
//! **Draws.** A race's source reports *wins* (an integer count), so a War draw cannot be ½ of
//! a game directly. Draws alternate: the first draw of a race counts as a loss of x', the second
//! as a win, and so on. Over t games the count is within ½ of the true score (draws ½), the
//! mean is unbiased to O(1/t), and the variance the empirical-Bernstein bound sees is that of
//! a 0/1 outcome — slightly larger than the true one, so the race is, if anything, cautious.
//!
//! The optimisers are step-based jobs ([`Evolution`] implements [`Job`]; a unit is a game).

use std::fmt;

pub mod bench;
pub mod charts;
pub mod form;
pub mod form_words;
pub mod jobs;
pub mod lab;
pub mod live_race;

use rand_distr::{Distribution, StandardNormal};
use serde::{Deserialize, Serialize};

use crate::games::rrrats::{self, ContinueSampler, RatsPolicy, RatsRules, RatsStrategy};
use crate::games::war::{self, OrderSampler, WarOutcome, WarPolicy, WarRules, WarStrategy};
use crate::jobs::{Job, Progress};
use crate::racing::race::{Outcomes, Race, Winner};
use crate::racing::{Algorithm, ParamError, Params};
use crate::rng::{below, GameRng, Seed};

/// The game an optimiser plays, with its rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameConfig {
    /// War (3 parameters).
    War(WarRules),
    /// Rrrats! (8 parameters).
    Rrrats(RatsRules),
}

impl GameConfig {
    /// The number of strategy parameters.
    pub fn dim(&self) -> usize {
        match self {
            GameConfig::War(_) => 3,
            GameConfig::Rrrats(_) => 8,
        }
    }

    /// `war` or `rrrats`.
    pub fn key(&self) -> &'static str {
        match self {
            GameConfig::War(_) => "war",
            GameConfig::Rrrats(_) => "rrrats",
        }
    }

    /// A parameter vector made ready to play (policy samplers).
    pub fn compile(&self, x: &[f64]) -> Compiled {
        match self {
            GameConfig::War(_) => Compiled::War(WarStrategy([x[0], x[1], x[2]]).policy().sampler()),
            GameConfig::Rrrats(_) => {
                let mut a = [0.0; 8];
                a.copy_from_slice(&x[..8]);
                Compiled::Rrrats(RatsStrategy(a).policy().sampler())
            }
        }
    }

    /// Plays one game; returns the score of `x` (1, ½ or 0) with `x` in seat 1 if `x_first`.
    #[inline]
    pub fn play(&self, x: &Compiled, y: &Compiled, x_first: bool, rng: &mut GameRng) -> Score {
        match (self, x, y) {
            (GameConfig::War(rules), Compiled::War(a), Compiled::War(b)) => {
                let r = if x_first {
                    war::play(rules, a, b, rng)
                } else {
                    war::play(rules, b, a, rng)
                };
                match (r.outcome, x_first) {
                    (WarOutcome::Draw, _) => Score::Draw,
                    (WarOutcome::P1, true) | (WarOutcome::P2, false) => Score::Win,
                    _ => Score::Loss,
                }
            }
            (GameConfig::Rrrats(rules), Compiled::Rrrats(a), Compiled::Rrrats(b)) => {
                let r = if x_first {
                    rrrats::play(rules, a, b, rng)
                } else {
                    rrrats::play(rules, b, a, rng)
                };
                if (r.winner == 0) == x_first {
                    Score::Win
                } else {
                    Score::Loss
                }
            }
            _ => panic!("strategies compiled for another game"),
        }
    }

    /// The strategy of `x` in words and numbers.
    pub fn interpret(&self, x: &[f64]) -> Interpretation {
        match self {
            GameConfig::War(_) => Interpretation::War(WarStrategy([x[0], x[1], x[2]]).policy()),
            GameConfig::Rrrats(_) => {
                let mut a = [0.0; 8];
                a.copy_from_slice(&x[..8]);
                let p = RatsStrategy(a).policy();
                Interpretation::Rrrats {
                    p_continue: p,
                    nearest_threshold: p.nearest_threshold(),
                }
            }
        }
    }
}

/// A strategy ready to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compiled {
    /// A War ordering sampler.
    War(OrderSampler),
    /// A Rrrats! continue/stop sampler.
    Rrrats(ContinueSampler),
}

/// One game's result for the strategy being tested.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Score {
    /// Won.
    Win,
    /// Drawn (War only).
    Draw,
    /// Lost.
    Loss,
}

/// A found strategy, for a person.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Interpretation {
    /// War: the probability of each ordering.
    War(WarPolicy),
    /// Rrrats!: P(continue) per hand size 1–4 and the nearest rule "stop at ≥ s" (5 = never).
    Rrrats {
        /// P(continue | hand = k), k = 1…4.
        p_continue: RatsPolicy,
        /// The nearest threshold rule.
        nearest_threshold: u8,
    },
}

/// The four optimisers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Optimiser {
    /// (1+1) against the current point (Algorithm 6).
    Iterative,
    /// Real coevolution: beat every member of the population (Algorithm 7).
    Coevolution,
    /// Approximate coevolution: beat one random member (Algorithm 8).
    Approx,
    /// Approximate coevolution 2: a random member per game, σ ×2 on success (Algorithm 9).
    Approx2,
}

impl Optimiser {
    /// All four, in the thesis's order.
    pub const ALL: [Optimiser; 4] = [
        Optimiser::Iterative,
        Optimiser::Coevolution,
        Optimiser::Approx,
        Optimiser::Approx2,
    ];

    /// The command-line name: `iterative`, `coevolution`, `approx`, `approx2`.
    pub fn key(self) -> &'static str {
        match self {
            Optimiser::Iterative => "iterative",
            Optimiser::Coevolution => "coevolution",
            Optimiser::Approx => "approx",
            Optimiser::Approx2 => "approx2",
        }
    }

    /// Parses [`Optimiser::key`].
    pub fn from_key(key: &str) -> Option<Optimiser> {
        Optimiser::ALL.into_iter().find(|o| o.key() == key)
    }

    /// Parses [`Optimiser::key`]; the error lists the keys.
    pub fn parse(key: &str) -> Result<Optimiser, String> {
        Optimiser::from_key(key).ok_or_else(|| {
            let keys: Vec<&str> = Optimiser::ALL.iter().map(|o| o.key()).collect();
            format!("{key:?} is not one of {}", keys.join(", "))
        })
    }

    /// The display name.
    pub fn name(self) -> &'static str {
        match self {
            Optimiser::Iterative => "iterative (1+1)",
            Optimiser::Coevolution => "real coevolution",
            Optimiser::Approx => "approximate coevolution",
            Optimiser::Approx2 => "approximate coevolution 2",
        }
    }

    /// The display name in the language of `words` ([`Optimiser::name`] in English).
    pub fn name_in(self, words: &crate::i18n::Catalogue) -> String {
        match self {
            Optimiser::Iterative => words.msg("evolve-optimiser-iterative"),
            Optimiser::Coevolution => words.msg("evolve-optimiser-coevolution"),
            Optimiser::Approx => words.msg("evolve-optimiser-approx"),
            Optimiser::Approx2 => words.msg("evolve-optimiser-approx2"),
        }
    }
}

impl fmt::Display for Optimiser {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// When a run stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Budget {
    /// After this many mutations (each one's comparison completed).
    Mutations(u64),
    /// Once this many games have been played (a race in progress is cut off).
    Games(u64),
}

/// The configuration of one run.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct EvolveConfig {
    /// The game and its rules.
    pub game: GameConfig,
    /// The optimiser.
    pub optimiser: Optimiser,
    /// The race used as the comparator.
    pub race: Algorithm,
    /// The race's ε, δ, tests and game cap.
    pub race_params: Params,
    /// The budget.
    pub budget: Budget,
    /// The seed (mutations from `seed.derive(0)`, race `k` from `seed.derive(k)`).
    pub seed: Seed,
    /// The initial step size (1 in the thesis).
    pub sigma0: f64,
}

impl EvolveConfig {
    /// The thesis's defaults: ILEBR* 2 with ε = 0.01, δ = 0.05, σ0 = 1.
    pub fn new(game: GameConfig, optimiser: Optimiser, budget: Budget, seed: Seed) -> Self {
        EvolveConfig {
            game,
            optimiser,
            race: Algorithm::IlebrStar2,
            race_params: Params::default(),
            budget,
            seed,
            sigma0: 1.0,
        }
    }

    /// Checks the configuration: the race's parameters, the rules, a budget of at least 1 and
    /// a positive σ0.
    pub fn check(&self) -> Result<(), EvolveError> {
        let config = self;
        crate::racing::Schedule::new(config.race, &config.race_params)
            .map_err(EvolveError::Race)?;
        if let GameConfig::War(rules) = &config.game {
            rules
                .validate()
                .map_err(|e| EvolveError::Rules(e.to_string()))?;
        }
        match config.budget {
            Budget::Mutations(0) | Budget::Games(0) => {
                return Err(EvolveError::Config("the budget must be at least 1".into()))
            }
            _ => {}
        }
        if !(config.sigma0.is_finite() && config.sigma0 > 0.0) {
            return Err(EvolveError::Config(format!(
                "σ0 = {} is not a positive number",
                config.sigma0
            )));
        }
        Ok(())
    }
}

/// A rejected configuration.
#[derive(Clone, Debug, PartialEq)]
pub enum EvolveError {
    /// A race parameter (named).
    Race(ParamError),
    /// Rules that cannot be played.
    Rules(String),
    /// A budget of zero, or a bad σ0.
    Config(String),
}

impl fmt::Display for EvolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EvolveError::Race(e) => write!(f, "race parameter {e}"),
            EvolveError::Rules(e) => write!(f, "rules: {e}"),
            EvolveError::Config(e) => f.write_str(e),
        }
    }
}

impl std::error::Error for EvolveError {}

/// Games between one strategy and one opponent, or a random member of a population per game,
/// alternating seats; draws alternate between loss and win (see the module notes).
pub struct Duel {
    game: GameConfig,
    x: Compiled,
    opponents: Vec<Compiled>,
    rng: GameRng,
    played: u64,
    draws: u64,
}

impl Duel {
    /// `x` against `opponents` (one: always it; several: a uniform draw per game).
    ///
    /// # Panics
    /// If `opponents` is empty.
    pub fn new(game: GameConfig, x: Compiled, opponents: Vec<Compiled>, seed: Seed) -> Self {
        assert!(!opponents.is_empty(), "a duel needs an opponent");
        Duel {
            game,
            x,
            opponents,
            rng: seed.rng(),
            played: 0,
            draws: 0,
        }
    }

    /// Games played so far.
    pub fn played(&self) -> u64 {
        self.played
    }
}

impl Outcomes for Duel {
    fn play(&mut self, n: u64) -> u64 {
        let mut wins = 0;
        for _ in 0..n {
            let y = if self.opponents.len() == 1 {
                self.opponents[0]
            } else {
                self.opponents[below(&mut self.rng, self.opponents.len() as u32) as usize]
            };
            let x_first = self.played % 2 == 0;
            self.played += 1;
            match self.game.play(&self.x, &y, x_first, &mut self.rng) {
                Score::Win => wins += 1,
                Score::Loss => {}
                Score::Draw => {
                    wins += self.draws % 2;
                    self.draws += 1;
                }
            }
        }
        wins
    }
}

/// How far a run has come (sent to the page between slices).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EvolveStatus {
    /// Mutations tried (the current one included).
    pub mutations: u64,
    /// Mutations accepted.
    pub accepted: u64,
    /// The step size.
    pub sigma: f64,
    /// Games played in all.
    pub games: u64,
    /// Races run (started).
    pub races: u64,
    /// The current point.
    pub x: Vec<f64>,
    /// The population size (coevolution variants; 1 for the iterative optimiser).
    pub population: usize,
    /// Whether the run is over.
    pub finished: bool,
}

/// One accepted step of a run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AcceptedStep {
    /// The mutation's number (1-based).
    pub mutation: u64,
    /// Games played when it was accepted.
    pub games: u64,
    /// σ after the step.
    pub sigma: f64,
    /// The new point.
    pub x: Vec<f64>,
}

/// The result of a run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EvolveOutcome {
    /// The configuration.
    pub config: EvolveConfig,
    /// The found parameters.
    pub x: Vec<f64>,
    /// What they mean.
    pub interpretation: Interpretation,
    /// The final step size.
    pub sigma: f64,
    /// Mutations tried.
    pub mutations: u64,
    /// Mutations accepted.
    pub accepted: u64,
    /// Games played.
    pub games: u64,
    /// Races run.
    pub races: u64,
    /// The final population (coevolution variants; just x0 for the iterative optimiser).
    pub population: Vec<Vec<f64>>,
    /// Every accepted step (at most [`MAX_HISTORY`] are kept, the latest last).
    pub history: Vec<AcceptedStep>,
}

/// The most accepted steps kept in [`EvolveOutcome::history`].
pub const MAX_HISTORY: usize = 10_000;

struct Trial {
    candidate: Vec<f64>,
    compiled: Compiled,
    /// Opponents still to beat (population indices, the next last), for coevolution.
    queue: Vec<usize>,
    race: Race<Duel>,
}

/// A run of one optimiser, as a step-based job (one unit = one game).
pub struct Evolution {
    config: EvolveConfig,
    rng: GameRng,
    x: Vec<f64>,
    sigma: f64,
    population: Vec<Vec<f64>>,
    compiled_population: Vec<Compiled>,
    mutations: u64,
    accepted: u64,
    games: u64,
    races: u64,
    trial: Option<Trial>,
    history: Vec<AcceptedStep>,
    outcome: Option<EvolveOutcome>,
}

impl Evolution {
    /// A run from x = 0. Fails on invalid race parameters, rules or budget.
    pub fn new(config: EvolveConfig) -> Result<Self, EvolveError> {
        config.check()?;
        let x = vec![0.0; config.game.dim()];
        let compiled = config.game.compile(&x);
        Ok(Evolution {
            config,
            rng: config.seed.derive(0).rng(),
            sigma: config.sigma0,
            population: vec![x.clone()],
            compiled_population: vec![compiled],
            x,
            mutations: 0,
            accepted: 0,
            games: 0,
            races: 0,
            trial: None,
            history: Vec::new(),
            outcome: None,
        })
    }

    /// The run's state now.
    pub fn status(&self) -> EvolveStatus {
        EvolveStatus {
            mutations: self.mutations,
            accepted: self.accepted,
            sigma: self.sigma,
            games: self.games + self.trial.as_ref().map_or(0, |t| t.race.games()),
            races: self.races,
            x: self.x.clone(),
            population: self.population.len(),
            finished: self.outcome.is_some(),
        }
    }

    fn new_race(&mut self, x: Compiled, opponents: Vec<Compiled>) -> Race<Duel> {
        self.races += 1;
        let duel = Duel::new(
            self.config.game,
            x,
            opponents,
            self.config.seed.derive(self.races),
        );
        Race::new(self.config.race, &self.config.race_params, duel, 0)
            .expect("parameters validated in Evolution::new")
    }

    fn start_trial(&mut self) {
        self.mutations += 1;
        let candidate: Vec<f64> = self
            .x
            .iter()
            .map(|&xi| {
                let z: f64 = StandardNormal.sample(&mut self.rng);
                xi + self.sigma * z
            })
            .collect();
        let compiled = self.config.game.compile(&candidate);
        let (queue, opponents) = match self.config.optimiser {
            Optimiser::Iterative => (Vec::new(), vec![self.config.game.compile(&self.x)]),
            Optimiser::Coevolution => {
                // Newest first: the queue pops from its end, so it holds oldest … newest.
                let mut queue: Vec<usize> = (0..self.population.len()).collect();
                let first = queue.pop().expect("non-empty population");
                (queue, vec![self.compiled_population[first]])
            }
            Optimiser::Approx => {
                let i = below(&mut self.rng, self.population.len() as u32) as usize;
                (Vec::new(), vec![self.compiled_population[i]])
            }
            Optimiser::Approx2 => (Vec::new(), self.compiled_population.clone()),
        };
        let race = self.new_race(compiled, opponents);
        self.trial = Some(Trial {
            candidate,
            compiled,
            queue,
            race,
        });
    }

    fn budget_spent(&self) -> bool {
        match self.config.budget {
            Budget::Mutations(m) => self.mutations >= m,
            Budget::Games(g) => self.games >= g,
        }
    }

    fn finish(&mut self) -> EvolveOutcome {
        let out = EvolveOutcome {
            config: self.config,
            interpretation: self.config.game.interpret(&self.x),
            x: self.x.clone(),
            sigma: self.sigma,
            mutations: self.mutations,
            accepted: self.accepted,
            games: self.games,
            races: self.races,
            population: self.population.clone(),
            history: self.history.clone(),
        };
        self.outcome = Some(out.clone());
        out
    }

    fn accept(&mut self, candidate: Vec<f64>, compiled: Compiled) {
        self.accepted += 1;
        self.sigma *= if self.config.optimiser == Optimiser::Approx2 {
            2.0
        } else {
            1.25
        };
        if self.config.optimiser != Optimiser::Iterative {
            self.population.push(candidate.clone());
            self.compiled_population.push(compiled);
        }
        self.x = candidate;
        if self.history.len() == MAX_HISTORY {
            self.history.remove(0);
        }
        self.history.push(AcceptedStep {
            mutation: self.mutations,
            games: self.games,
            sigma: self.sigma,
            x: self.x.clone(),
        });
    }
}

impl Job for Evolution {
    type Output = EvolveOutcome;

    fn step(&mut self, budget: u64) -> Option<EvolveOutcome> {
        if let Some(o) = &self.outcome {
            return Some(o.clone());
        }
        let mut left = budget.max(1);
        loop {
            if self.trial.is_none() {
                if self.budget_spent() {
                    return Some(self.finish());
                }
                self.start_trial();
            }
            let trial = self.trial.as_mut().expect("a trial is running");
            let mut slice = left;
            if let Budget::Games(g) = self.config.budget {
                slice = slice.min(g.saturating_sub(self.games + trial.race.games()).max(1));
            }
            let before = trial.race.games();
            let result = trial.race.step(slice);
            let played = trial.race.games() - before;
            left = left.saturating_sub(played.max(1));
            match result {
                None => {
                    if let Budget::Games(g) = self.config.budget {
                        if self.games + trial.race.games() >= g {
                            // The budget ran out mid-race: the candidate is rejected, σ kept.
                            self.games += trial.race.games();
                            self.trial = None;
                            return Some(self.finish());
                        }
                    }
                }
                Some(outcome) => {
                    let trial = self.trial.take().expect("a trial is running");
                    self.games += outcome.games;
                    let won = outcome.winner == Winner::P1;
                    if won && !trial.queue.is_empty() {
                        let mut queue = trial.queue;
                        let next = queue.pop().expect("non-empty");
                        let race =
                            self.new_race(trial.compiled, vec![self.compiled_population[next]]);
                        self.trial = Some(Trial {
                            candidate: trial.candidate,
                            compiled: trial.compiled,
                            queue,
                            race,
                        });
                    } else if won {
                        self.accept(trial.candidate, trial.compiled);
                    } else {
                        self.sigma *= 0.84;
                    }
                }
            }
            if left == 0 {
                return None;
            }
        }
    }

    fn progress(&self) -> Progress {
        let s = self.status();
        let (done, total, unit) = match self.config.budget {
            Budget::Mutations(m) => (s.mutations.min(m), m, "mutations"),
            Budget::Games(g) => (s.games.min(g), g, "games"),
        };
        Progress {
            done,
            total: Some(total),
            fraction: (done as f64 / total as f64).min(1.0),
            unit: unit.to_string(),
        }
    }
}

/// Games per evaluation chunk: chunk `i` of an evaluation is seeded by `seed.derive(i)`, so
/// splitting chunks over threads or workers gives the same totals.
pub const EVAL_CHUNK: u64 = 1_000;

/// The result of an evaluation of `x` against `y`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Evaluation {
    /// Games played.
    pub games: u64,
    /// Games `x` won.
    pub wins: u64,
    /// Drawn games.
    pub draws: u64,
}

impl Evaluation {
    /// The mean score of `x` (draws ½).
    pub fn score(&self) -> f64 {
        (self.wins as f64 + 0.5 * self.draws as f64) / self.games.max(1) as f64
    }

    /// Its standard error.
    pub fn std_error(&self) -> f64 {
        let p = self.score();
        (p * (1.0 - p) / self.games.max(1) as f64).sqrt()
    }

    /// Adds another evaluation's games.
    pub fn merge(&mut self, o: &Evaluation) {
        self.games += o.games;
        self.wins += o.wins;
        self.draws += o.draws;
    }
}

/// Plays chunk `index` of an evaluation: `games` games (at most [`EVAL_CHUNK`]) of `x` against
/// `y`, alternating seats, from `seed.derive(index)`.
pub fn evaluate_chunk(
    game: &GameConfig,
    x: &[f64],
    y: &[f64],
    index: u64,
    games: u64,
    seed: Seed,
) -> Evaluation {
    evaluate_compiled_chunk(game, &game.compile(x), &game.compile(y), index, games, seed)
}

/// [`evaluate_chunk`] for strategies already compiled (e.g. named policies).
pub fn evaluate_compiled_chunk(
    game: &GameConfig,
    cx: &Compiled,
    cy: &Compiled,
    index: u64,
    games: u64,
    seed: Seed,
) -> Evaluation {
    let mut rng = seed.derive(index).rng();
    let mut e = Evaluation::default();
    for g in 0..games {
        e.games += 1;
        match game.play(cx, cy, g % 2 == 0, &mut rng) {
            Score::Win => e.wins += 1,
            Score::Draw => e.draws += 1,
            Score::Loss => {}
        }
    }
    e
}

/// The number of chunks of an evaluation of `games` games.
pub fn eval_chunks(games: u64) -> u64 {
    games.div_ceil(EVAL_CHUNK)
}

/// The games in chunk `index` of an evaluation of `games` games.
pub fn eval_chunk_games(games: u64, index: u64) -> u64 {
    (games - index * EVAL_CHUNK).min(EVAL_CHUNK)
}

/// `x` against `y` over `games` games (all chunks, in one thread).
pub fn evaluate(game: &GameConfig, x: &[f64], y: &[f64], games: u64, seed: Seed) -> Evaluation {
    let mut e = Evaluation::default();
    for i in 0..eval_chunks(games) {
        e.merge(&evaluate_chunk(
            game,
            x,
            y,
            i,
            eval_chunk_games(games, i),
            seed,
        ));
    }
    e
}

#[cfg(test)]
mod tests;
