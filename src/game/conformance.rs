//! The conformance harness every game must pass (OpenSpiel's basic tests, adapted).
//!
//! [`check_game`] plays seeded random games and checks, at every state on the way: legal
//! actions are non-empty exactly on non-terminal turns; chance probabilities are positive and
//! sum to 1; [`State::try_apply`] rejects every action outside the legal set and leaves the
//! state exactly equal to what it was (states are `PartialEq`, so this is a real comparison);
//! games end within a stated number of moves; returns have one entry per player and, for
//! zero-sum games, sum to 0. Every violation names the state it happened in (its `Debug` form).
//!
//! [`check_hidden`] checks one state of a [`Hidden`] game for one observer: every
//! determinization keeps the observer's observation (and, on the observer's turn, their legal
//! actions), and — when the game says something is hidden from the observer
//! ([`Hidden::hidden_from`]) — some determinization among the samples differs from the true
//! state. A `determinize` that just clones the state therefore fails wherever anything is
//! hidden. Demanding variation only where the game declares hidden information keeps the check
//! sound at states where the observer sees everything; [`check_hidden_game`] then keeps the
//! declaration honest: on its random walk it remembers, per player and observation, a state
//! seen with it, and two different states with one observation prove that something is hidden,
//! so a game saying otherwise fails. [`check_hidden_game`] runs everything [`check_game`] does
//! plus [`check_hidden`] at every state for every player.

use std::collections::HashMap;
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

/// A failed conformance check: what went wrong, in which game and in which state.
#[derive(Debug, Clone, PartialEq)]
pub struct Violation {
    /// Index of the random game.
    pub game: u32,
    /// Number of actions played before the failure.
    pub ply: usize,
    /// The broken rule, in words.
    pub message: String,
    /// The state where it broke, in its `Debug` form.
    pub state: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game {} ply {}: {} (in state {})",
            self.game, self.ply, self.message, self.state
        )
    }
}

/// Runs the harness on games starting from `initial`. Returns the number of states checked.
pub fn check_game<S: State>(
    initial: &S,
    config: &Conformance<S::Action>,
) -> Result<u64, Violation> {
    walk(initial, config, |_| Ok(()))
}

/// Runs [`check_game`] on a [`Hidden`] game and, at every state of the walk and for every
/// player, [`check_hidden`] with `samples` determinizations, plus the honesty check of
/// [`Hidden::hidden_from`] described in the module docs. Returns the number of states checked.
pub fn check_hidden_game<S: Hidden>(
    initial: &S,
    config: &Conformance<S::Action>,
    samples: u32,
) -> Result<u64, Violation> {
    let mut seen: HashMap<(Player, S::Observation), S> = HashMap::new();
    let mut visited = 0u64;
    walk(initial, config, |state| {
        visited += 1;
        for p in 0..state.num_players() {
            let observer = Player(p as u8);
            check_hidden(state, observer, samples, config.seed.derive(visited))?;
            let key = (observer, state.observation(observer));
            match seen.get(&key) {
                Some(other) if other != state => {
                    for s in [state, other] {
                        if !s.hidden_from(observer) {
                            return Err(format!(
                                "hidden_from({observer}) is false, but {other:?} and {state:?} \
                                 share {observer}'s observation {:?}",
                                key.1
                            ));
                        }
                    }
                }
                Some(_) => {}
                None => {
                    seen.insert(key, state.clone());
                }
            }
        }
        Ok(())
    })
}

/// The random walk shared by the checks: plays `config.games` seeded games from `initial`,
/// checks the rules of [`check_game`] and calls `visit` at every state.
fn walk<S: State>(
    initial: &S,
    config: &Conformance<S::Action>,
    mut visit: impl FnMut(&S) -> Result<(), String>,
) -> Result<u64, Violation> {
    let mut checked = 0u64;
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    for game in 0..config.games {
        let mut rng: GameRng = config.seed.derive(u64::from(game)).rng();
        let mut state = initial.clone();
        for ply in 0..=config.max_length {
            checked += 1;
            let fail = |message: String, state: &S| Violation {
                game,
                ply,
                message,
                state: format!("{state:?}"),
            };
            state.legal_actions(&mut legal);
            let turn = state.turn();
            match turn {
                Turn::Terminal if !legal.is_empty() => {
                    return Err(fail(
                        format!("terminal state offers actions {legal:?}"),
                        &state,
                    ))
                }
                Turn::Player(_) | Turn::Chance if legal.is_empty() => {
                    return Err(fail(format!("{turn:?} but no legal actions"), &state))
                }
                Turn::Player(p) if p.index() >= state.num_players() => {
                    return Err(fail(
                        format!("turn of {p} in a {}-player game", state.num_players()),
                        &state,
                    ))
                }
                _ => {}
            }
            visit(&state).map_err(|message| fail(message, &state))?;
            for &action in &config.action_universe {
                if legal.contains(&action) {
                    continue;
                }
                let mut probe = state.clone();
                if probe.try_apply(action).is_ok() {
                    return Err(fail(
                        format!("try_apply accepted illegal {action:?}"),
                        &state,
                    ));
                }
                if probe != state {
                    return Err(fail(
                        format!("try_apply rejected {action:?} but changed the state to {probe:?}"),
                        &state,
                    ));
                }
            }
            match turn {
                Turn::Terminal => {
                    let returns = state.returns();
                    if returns.len() != state.num_players() {
                        return Err(fail(
                            format!("returns {returns:?} for {} players", state.num_players()),
                            &state,
                        ));
                    }
                    let sum: f64 = returns.0.iter().sum();
                    if config.zero_sum && sum.abs() > 1e-9 {
                        return Err(fail(format!("zero-sum game returned {returns:?}"), &state));
                    }
                    break;
                }
                Turn::Chance => {
                    state.chance_outcomes(&mut outcomes);
                    let total: f64 = outcomes.iter().map(|o| o.1).sum();
                    if (total - 1.0).abs() > 1e-9 || outcomes.iter().any(|o| o.1 <= 0.0) {
                        return Err(fail(
                            format!("chance probabilities {outcomes:?} do not sum to 1"),
                            &state,
                        ));
                    }
                    let outcome = state.sample_chance(&mut rng);
                    state.apply(outcome);
                }
                Turn::Player(_) => {
                    let action = *choose(&mut rng, &legal);
                    let before = state.clone();
                    if let Err(e) = state.try_apply(action) {
                        return Err(fail(
                            format!("try_apply rejected a legal action: {e}"),
                            &before,
                        ));
                    }
                }
            }
            if ply == config.max_length {
                return Err(fail(
                    format!("no end after {} actions", config.max_length),
                    &state,
                ));
            }
        }
    }
    Ok(checked)
}

/// Checks determinization at one state for `observer`, over `samples` seeded samples: every
/// sample keeps the observer's observation (and their legal actions on their turn), and when
/// [`Hidden::hidden_from`] says something is hidden, at least one sample differs from `state`.
/// The error names the state.
pub fn check_hidden<S: Hidden>(
    state: &S,
    observer: Player,
    samples: u32,
    seed: Seed,
) -> Result<(), String> {
    let observation = state.observation(observer);
    let own_turn = state.turn() == Turn::Player(observer);
    let (mut legal, mut sampled_legal) = (Vec::new(), Vec::new());
    if own_turn {
        state.legal_actions(&mut legal);
    }
    let mut varied = false;
    for i in 0..samples {
        let mut rng = seed.derive(u64::from(i)).rng();
        let sampled = state.determinize(observer, &mut rng);
        if sampled.observation(observer) != observation {
            return Err(format!(
                "determinization {i} for {observer} changed the observation from {observation:?} \
                 to {:?} (state {state:?}, sample {sampled:?})",
                sampled.observation(observer)
            ));
        }
        if own_turn {
            sampled.legal_actions(&mut sampled_legal);
            if sampled_legal != legal {
                return Err(format!(
                    "determinization {i} for {observer} changed their legal actions from \
                     {legal:?} to {sampled_legal:?} (state {state:?})"
                ));
            }
        }
        varied |= sampled != *state;
    }
    if samples > 0 && !varied && state.hidden_from(observer) {
        return Err(format!(
            "something is hidden from {observer}, but none of {samples} determinizations \
             differs from the true state {state:?}: determinize must resample hidden information"
        ));
    }
    Ok(())
}
