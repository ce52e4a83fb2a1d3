//! Whole games between Lines of Action players: the command line's `gamelab loa play` and the
//! position suite's self-play come from here, so both play exactly the same games for a seed.
//!
//! A game may open with a few uniformly random plies (from the seed) before the engines take
//! over: alpha-beta is deterministic, so without them every engine-against-engine game from
//! the start position would be the same game.

use serde::{Deserialize, Serialize};

use super::search::{AlphaBetaBot, Limits};
use super::{Loa, Rules};
use crate::game::{Bot, RandomBot, State};
use crate::rng::{below, Seed};

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Engine {
    /// Iterative-deepening alpha-beta ([`super::search::AlphaBeta`]) under a node budget.
    AlphaBeta,
    /// Uniformly random legal moves.
    Random,
}

impl Engine {
    /// The engine's name on the command line (`alphabeta`, `random`).
    pub fn name(self) -> &'static str {
        match self {
            Engine::AlphaBeta => "alphabeta",
            Engine::Random => "random",
        }
    }
}

/// One engine game's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    /// Black's player.
    pub black: Engine,
    /// White's player.
    pub white: Engine,
    /// The node budget of each alpha-beta move.
    pub max_nodes: u64,
    /// Uniformly random plies played first (from `seed`).
    pub random_plies: u32,
    /// The seed of the random plies and the random players.
    pub seed: Seed,
    /// The rules.
    pub rules: Rules,
}

/// Plays `m` from the start position to the end (the rules' ply cap ends any game).
pub fn play(m: &Match) -> Loa {
    play_from(Loa::new(m.rules), m)
}

/// Plays `m` from `game` to the end.
pub fn play_from(game: Loa, m: &Match) -> Loa {
    match play_from_with(game, m, &mut || Ok(())) {
        Ok(game) => game,
        Err(never) => unreachable!("a game that is never stopped ends: {never}"),
    }
}

/// [`play_from`], with `between` run after every move: an `Err` stops the game with that error
/// (the Python package checks for Ctrl+C there).
pub fn play_from_with(
    mut game: Loa,
    m: &Match,
    between: &mut dyn FnMut() -> Result<(), String>,
) -> Result<Loa, String> {
    let mut rng = m.seed.rng();
    let mut legal = Vec::new();
    for _ in 0..m.random_plies {
        if game.is_terminal() {
            return Ok(game);
        }
        game.legal_actions(&mut legal);
        let mv = legal[below(&mut rng, legal.len() as u32) as usize];
        game.apply(mv);
    }
    let limits = Limits::nodes(m.max_nodes);
    let mut bots: [Box<dyn Bot<Loa>>; 2] = [m.black, m.white].map(|e| -> Box<dyn Bot<Loa>> {
        match e {
            Engine::AlphaBeta => Box::new(AlphaBetaBot { limits }),
            Engine::Random => Box::new(RandomBot::new(m.seed.derive(1))),
        }
    });
    while let crate::game::Turn::Player(p) = game.turn() {
        let mv = bots[p.index()].choose(&game);
        game.apply(mv);
        between()?;
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::loa::Color;

    #[test]
    fn alpha_beta_beats_random_and_games_repeat_by_seed() {
        for (black, white, winner) in [
            (Engine::AlphaBeta, Engine::Random, Color::Black),
            (Engine::Random, Engine::AlphaBeta, Color::White),
        ] {
            let m = Match {
                black,
                white,
                max_nodes: 2_000,
                random_plies: 0,
                seed: Seed(5),
                rules: Rules::default(),
            };
            let game = play(&m);
            assert_eq!(game.winner(), Some(winner));
            assert_eq!(play(&m), game);
        }
    }
}
