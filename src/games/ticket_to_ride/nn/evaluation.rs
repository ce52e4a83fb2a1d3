//! How well a network plays: whole games with the network (or the algorithmic player) in
//! every seat, summed in a tally so that the training job can play them one per step.

use serde::{Deserialize, Serialize};

use super::agent::NnAgent;
use super::network::Network;
use crate::game::ObservingBot;
use crate::games::ticket_to_ride::algo_agent::AlgoAgent;
use crate::games::ticket_to_ride::record;
use crate::games::ticket_to_ride::Game;
use crate::rng::Seed;

/// How well a network plays: games where every seat is the network (or every seat the
/// algorithmic player, [`evaluate_algo`]).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Evaluation {
    /// Games played.
    pub games: u32,
    /// Mean final score over every seat of every game (no longest-path bonus).
    pub mean_score: f64,
    /// The network's decisions (turn starts) in all.
    pub decisions: u64,
    /// Forbidden decisions in all.
    pub forbidden: u64,
    /// Forbidden decisions per game (all seats together).
    pub forbidden_per_game: f64,
    /// Forbidden decisions per network decision.
    pub forbidden_rate: f64,
    /// The lowest score of any seat (none without games).
    #[serde(default)]
    pub min: Option<i32>,
    /// The highest.
    #[serde(default)]
    pub max: Option<i32>,
    /// Mean completed tickets per seat.
    #[serde(default)]
    pub completed: f64,
    /// Mean failed tickets per seat.
    #[serde(default)]
    pub failed: f64,
    /// Mean turns per game.
    #[serde(default)]
    pub turns: f64,
    /// Games with at least one forbidden decision: the games the thesis's rule (a forbidden
    /// decision ends the game) would have interrupted.
    #[serde(default)]
    pub interrupted: u32,
    /// Seats of the other games: the players who finished under the thesis's rule.
    #[serde(default)]
    pub finished_players: u64,
    /// Their mean score (none when every game was interrupted): the thesis's mean.
    #[serde(default)]
    pub finished_mean_score: Option<f64>,
}

/// Sums of games for an [`Evaluation`].
#[derive(Clone, Debug, Default)]
pub(super) struct Tally {
    games: u32,
    seats: u64,
    score: f64,
    decisions: u64,
    forbidden: u64,
    min: Option<i32>,
    max: Option<i32>,
    completed: u64,
    failed: u64,
    turns: u64,
    interrupted: u32,
    finished_players: u64,
    finished_score: f64,
}

impl Tally {
    /// Plays one game with every seat `network` (or the algorithmic player when `None`).
    pub(super) fn play(&mut self, network: Option<&Network>, players: usize, seed: u64) {
        let (g, stats) = match network {
            Some(net) => {
                let mut agents: Vec<NnAgent> = (0..players).map(|_| NnAgent::new(net)).collect();
                let mut refs: Vec<&mut dyn ObservingBot<Game>> = agents
                    .iter_mut()
                    .map(|a| a as &mut dyn ObservingBot<Game>)
                    .collect();
                let (g, _, stats) = record::play(&mut refs, seed, false);
                self.decisions += agents.iter().map(|a| u64::from(a.decisions)).sum::<u64>();
                (g, stats)
            }
            None => {
                let mut agents = vec![AlgoAgent::default(); players];
                let mut refs: Vec<&mut dyn ObservingBot<Game>> = agents
                    .iter_mut()
                    .map(|a| a as &mut dyn ObservingBot<Game>)
                    .collect();
                let (g, _, stats) = record::play(&mut refs, seed, false);
                // The algorithmic player's turn starts, for a comparable rate.
                self.decisions += u64::from(g.turns());
                (g, stats)
            }
        };
        let scores = g.scores();
        let total = scores.iter().map(|s| f64::from(s.total)).sum::<f64>();
        let forbidden = stats.forbidden.iter().map(|&f| u64::from(f)).sum::<u64>();
        self.games += 1;
        self.seats += players as u64;
        self.score += total;
        self.forbidden += forbidden;
        for s in &scores {
            self.min = Some(self.min.map_or(s.total, |m| m.min(s.total)));
            self.max = Some(self.max.map_or(s.total, |m| m.max(s.total)));
            self.completed += u64::from(s.completed);
            self.failed += u64::from(s.failed);
        }
        self.turns += u64::from(g.turns());
        if forbidden > 0 {
            self.interrupted += 1;
        } else {
            self.finished_players += players as u64;
            self.finished_score += total;
        }
    }

    pub(super) fn evaluation(&self) -> Evaluation {
        let per = |x: f64, n: f64| if n > 0.0 { x / n } else { 0.0 };
        Evaluation {
            games: self.games,
            mean_score: per(self.score, self.seats as f64),
            decisions: self.decisions,
            forbidden: self.forbidden,
            forbidden_per_game: per(self.forbidden as f64, f64::from(self.games)),
            forbidden_rate: per(self.forbidden as f64, self.decisions as f64),
            min: self.min,
            max: self.max,
            completed: per(self.completed as f64, self.seats as f64),
            failed: per(self.failed as f64, self.seats as f64),
            turns: per(self.turns as f64, f64::from(self.games)),
            interrupted: self.interrupted,
            finished_players: self.finished_players,
            finished_mean_score: (self.finished_players > 0)
                .then(|| self.finished_score / self.finished_players as f64),
        }
    }
}

/// The seed of evaluation game `i` from `seed`.
pub(super) fn eval_seed(seed: u64, i: u32) -> u64 {
    Seed(seed).derive(u64::from(i)).0
}

/// Plays `games` games of `players` (2–5) with the network in every seat, the decks of game
/// `i` shuffled with `Seed(seed).derive(i)`, without the longest-path bonus.
///
/// # Panics
/// If `players` is not 2–5.
pub fn evaluate(network: &Network, players: usize, games: u32, seed: u64) -> Evaluation {
    let mut t = Tally::default();
    for i in 0..games {
        t.play(Some(network), players, eval_seed(seed, i));
    }
    t.evaluation()
}

/// As [`evaluate`], the same deals, with the algorithmic player in every seat (its forbidden
/// moves are 0; its decisions are its turns).
///
/// # Panics
/// If `players` is not 2–5.
pub fn evaluate_algo(players: usize, games: u32, seed: u64) -> Evaluation {
    let mut t = Tally::default();
    for i in 0..games {
        t.play(None, players, eval_seed(seed, i));
    }
    t.evaluation()
}
