//! The conformance harness every game must pass (OpenSpiel's basic tests, adapted).
//!
//! [`check_game`] plays seeded random games and checks, at every state on the way: legal
//! actions are non-empty exactly on non-terminal turns; chance probabilities are positive and
//! sum to 1; [`State::try_apply`] rejects every action outside the legal set and leaves the
//! state unchanged; games end within a stated number of moves; returns have one entry per
//! player and, for zero-sum games, sum to 0. [`check_hidden`] adds the hidden-information
//! check: a determinization keeps the observer's information set.

use std::fmt;

use super::{Hidden, Player, State, Turn};
use crate::rng::{choose, GameRng, Seed};

/// What [`check_game`] should check and how hard.
pub struct Conformance<A> {
    /// Number of random games to play.
    pub games: u32,
    /// A game longer than this many actions is reported as not terminating.
    pub max_length: usize,
    /// Every action the game can ever name; those not legal in a state must be rejected.
    pub action_universe: Vec<A>,
    /// Whether returns must sum to zero.
    pub zero_sum: bool,
    /// The seed of the first game (game `i` uses `seed.derive(i)`).
    pub seed: Seed,
}

/// A failed conformance check: what went wrong and in which game.
#[derive(Debug, Clone, PartialEq)]
pub struct Violation {
    /// Index of the random game.
    pub game: u32,
    /// Number of actions played before the failure.
    pub ply: usize,
    /// The broken rule, in words.
    pub message: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {} ply {}: {}", self.game, self.ply, self.message)
    }
}

/// Runs the harness on games starting from `initial`. Returns the number of states checked.
pub fn check_game<S: State>(initial: &S, config: &Conformance<S::Action>) -> Result<u64, Violation>
where
    S::Action: fmt::Debug,
{
    let mut checked = 0u64;
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    for game in 0..config.games {
        let mut rng: GameRng = config.seed.derive(u64::from(game)).rng();
        let mut state = initial.clone();
        let fail = |ply: usize, message: String| Violation { game, ply, message };
        for ply in 0..=config.max_length {
            checked += 1;
            state.legal_actions(&mut legal);
            let turn = state.turn();
            match turn {
                Turn::Terminal if !legal.is_empty() => {
                    return Err(fail(
                        ply,
                        format!("terminal state offers actions {legal:?}"),
                    ))
                }
                Turn::Player(_) | Turn::Chance if legal.is_empty() => {
                    return Err(fail(ply, format!("{turn:?} but no legal actions")))
                }
                Turn::Player(p) if p.index() >= state.num_players() => {
                    return Err(fail(
                        ply,
                        format!("turn of {p} in a {}-player game", state.num_players()),
                    ))
                }
                _ => {}
            }
            for &action in &config.action_universe {
                if legal.contains(&action) {
                    continue;
                }
                let mut probe = state.clone();
                if probe.try_apply(action).is_ok() {
                    return Err(fail(ply, format!("try_apply accepted illegal {action:?}")));
                }
            }
            match turn {
                Turn::Terminal => {
                    let returns = state.returns();
                    if returns.len() != state.num_players() {
                        return Err(fail(
                            ply,
                            format!("returns {returns:?} for {} players", state.num_players()),
                        ));
                    }
                    let sum: f64 = returns.0.iter().sum();
                    if config.zero_sum && sum.abs() > 1e-9 {
                        return Err(fail(ply, format!("zero-sum game returned {returns:?}")));
                    }
                    break;
                }
                Turn::Chance => {
                    state.chance_outcomes(&mut outcomes);
                    let total: f64 = outcomes.iter().map(|o| o.1).sum();
                    if (total - 1.0).abs() > 1e-9 || outcomes.iter().any(|o| o.1 <= 0.0) {
                        return Err(fail(
                            ply,
                            format!("chance probabilities {outcomes:?} do not sum to 1"),
                        ));
                    }
                    let outcome = state.sample_chance(&mut rng);
                    state.apply(outcome);
                }
                Turn::Player(_) => {
                    let action = *choose(&mut rng, &legal);
                    if let Err(e) = state.try_apply(action) {
                        return Err(fail(ply, format!("try_apply rejected a legal action: {e}")));
                    }
                }
            }
            if ply == config.max_length {
                return Err(fail(
                    ply,
                    format!("no end after {} actions", config.max_length),
                ));
            }
        }
    }
    Ok(checked)
}

/// Checks that determinizing a state for `observer` keeps what the observer knows, over
/// `samples` seeded samples.
pub fn check_hidden<S: Hidden>(
    state: &S,
    observer: Player,
    samples: u32,
    seed: Seed,
) -> Result<(), String> {
    let key = state.info_key(observer);
    for i in 0..samples {
        let mut rng = seed.derive(u64::from(i)).rng();
        let sampled = state.determinize(observer, &mut rng);
        if sampled.info_key(observer) != key {
            return Err(format!(
                "determinization {i} changed the information set of {observer}"
            ));
        }
    }
    Ok(())
}
