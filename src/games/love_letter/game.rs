//! Whole games: rounds to the token target, the previous round's winner starting the next.

use super::*;
use crate::game::{play_out_observing, ObservingBot};
use crate::rng::GameRng;

/// A whole game to the token target: tokens per seat, rounds played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// Tokens per seat at the end.
    pub tokens: Vec<u32>,
    /// The seats that reached the target (more than one only when a shared round took several
    /// there at once).
    pub winners: Vec<u8>,
    /// Rounds played.
    pub rounds: u32,
}

/// Plays a whole game with one agent per seat, seat `first` starting the first round; each
/// round is dealt from `rng`, and the previous round's winner starts the next (among tied
/// winners, the first in seat order after the previous starter).
pub fn play_game(
    agents: &mut [Box<dyn ObservingBot<Round>>],
    first: usize,
    rng: &mut GameRng,
) -> GameResult {
    let n = agents.len();
    let target = tokens_to_win(n);
    let mut tokens = vec![0u32; n];
    let mut starter = first;
    let mut rounds = 0;
    let mut seats: Vec<&mut dyn ObservingBot<Round>> =
        agents.iter_mut().map(|a| a.as_mut() as _).collect();
    loop {
        // A round is dealt whole: it has no chance turns, so `rng` is not drawn from in play.
        let round = play_out_observing(Round::deal(n, starter, rng), &mut seats, rng);
        rounds += 1;
        for &w in round.winners() {
            tokens[usize::from(w)] += 1;
        }
        let done: Vec<u8> = (0..n as u8)
            .filter(|&p| tokens[usize::from(p)] >= target)
            .collect();
        if !done.is_empty() {
            return GameResult {
                tokens,
                winners: done,
                rounds,
            };
        }
        let w = round.winners();
        starter = (1..=n)
            .map(|k| (starter + k) % n)
            .find(|s| w.contains(&(*s as u8)))
            .unwrap_or(starter);
    }
}
