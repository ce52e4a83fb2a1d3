//! One Ticket to Ride game as the command line's `gamelab ttr play --json` prints it and the
//! Python package returns it: the lineup read from agent names, the game played, its own
//! record checked move by move, and the summary — one function, so both front ends play and
//! report the same game for a seed.

use std::sync::Arc;

use serde_json::{json, Value};

use super::experiment::{play_game, AgentKind};
use super::nn::Network;
use super::record::{check_record, GameRecord};
use crate::rng::Seed;

/// Checks a table size: Ticket to Ride is for 2 to 5 players.
pub fn check_players(players: usize) -> Result<(), String> {
    if (2..=5).contains(&players) {
        Ok(())
    } else {
        Err(format!("{players}: Ticket to Ride is for 2 to 5 players"))
    }
}

/// The agents of a table of `players` (2–5) seats from `names`: one name for every seat, or
/// one per seat (`nn` plays `network`, asked for only when named).
pub fn lineup(
    players: usize,
    names: &[&str],
    network: impl Fn() -> Result<Arc<Network>, String>,
) -> Result<Vec<AgentKind>, String> {
    check_players(players)?;
    let kind = |n: &str| AgentKind::parse_with(n, &network);
    match names {
        [one] => Ok(vec![kind(one)?; players]),
        many if many.len() == players => many.iter().map(|n| kind(n)).collect(),
        many => Err(format!(
            "{} agents named for {players} players (one per seat, or one for all)",
            many.len()
        )),
    }
}

/// Plays one game with `kinds` (one per seat) dealt from `seed`: the summary and the game's
/// record (checked: an error means the game's own record does not add up).
pub fn play(
    kinds: &[AgentKind],
    seed: u64,
    longest_path: bool,
) -> Result<(Value, GameRecord), String> {
    let (result, rec) = play_game(kinds, Seed(seed), longest_path);
    let checked =
        check_record(&rec).map_err(|e| format!("the game's own record does not check: {e}"))?;
    let summary = json!({
        "players": kinds.len(),
        "seed": seed,
        "agents": kinds.iter().map(|k| k.name()).collect::<Vec<_>>(),
        "longest_path_bonus": longest_path,
        "scores": result.scores.iter().map(|s| s.total).collect::<Vec<_>>(),
        "final": rec.final_,
        "winners": checked.winners,
        "turns": result.turns,
        "forbidden": result.forbidden,
    });
    Ok((summary, rec))
}
