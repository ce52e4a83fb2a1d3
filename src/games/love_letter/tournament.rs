//! Tournaments between Love Letter agents: whole games with the seating rotated, so every
//! agent sits in every seat equally often, and standings with 95% Wilson intervals.
//!
//! Game `g` seats agent `(s + g) mod n` in seat `s`, seat 0 starts, and everything random in it
//! (the deals, the agents' draws) comes from `seed.derive(g)`: a game can be replayed alone,
//! and games can be spread over threads or workers without changing any result.

use serde::{Deserialize, Serialize};

use super::agents::agent;
use super::{play_game, GameResult};
use crate::rng::Seed;

/// One game of a tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentGame {
    /// The agent index sitting in each seat.
    pub seating: Vec<usize>,
    /// The game.
    pub result: GameResult,
}

/// Plays game `game` of a tournament between `agents` (one per seat, by name).
pub fn tournament_game(
    agents: &[&str],
    game: u64,
    seed: Seed,
    iterations: u32,
) -> Result<TournamentGame, String> {
    let n = agents.len();
    if !(2..=4).contains(&n) {
        return Err(format!("2–4 agents, one per seat (got {n})"));
    }
    let root = seed.derive(game);
    let seating: Vec<usize> = (0..n).map(|s| (s + game as usize) % n).collect();
    let mut bots = seating
        .iter()
        .enumerate()
        .map(|(s, &a)| {
            agent(agents[a], root.derive(1 + s as u64), iterations)
                .ok_or_else(|| format!("{:?} is not an agent", agents[a]))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let result = play_game(&mut bots, 0, &mut root.rng());
    Ok(TournamentGame { seating, result })
}

/// One agent's standing.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    /// The agent's name.
    pub agent: String,
    /// Games played.
    pub games: u64,
    /// Games won (a game two agents finish together counts for both).
    pub wins: u64,
    /// wins / games.
    pub rate: f64,
    /// The 95% Wilson interval of the rate.
    pub interval: (f64, f64),
}

/// The standings of `agents` after `games`.
pub fn standings(agents: &[&str], games: &[TournamentGame]) -> Vec<Standing> {
    agents
        .iter()
        .enumerate()
        .map(|(a, name)| {
            let wins = games
                .iter()
                .filter(|g| {
                    g.result
                        .winners
                        .iter()
                        .any(|&w| g.seating[usize::from(w)] == a)
                })
                .count() as u64;
            let n = games.len() as u64;
            Standing {
                agent: name.to_string(),
                games: n,
                wins,
                rate: if n == 0 { 0.0 } else { wins as f64 / n as f64 },
                interval: crate::stats::wilson(wins, n),
            }
        })
        .collect()
}
