//! The vocabulary every game and every searcher shares.
//!
//! A game is a [`State`]: whose turn it is (a player, chance, or nobody when it is over), the
//! legal actions, how an action changes the state, and what each player receives at the end.
//! What a searcher needs beyond that is a separate capability trait
//! ([`PerfectInformation`], [`Deterministic`], [`ZeroSumTwoPlayer`], [`Hidden`],
//! [`PositionKey`]), so running alpha-beta on a game with hidden cards fails to compile instead
//! of failing at run time. The design follows OpenSpiel's `State` API, with typed actions.
//!
//! Heuristics live in an [`Evaluator`], not in the rules; bots ([`Bot`]) own their seeded
//! generators. [`play_out`] plays a game to the end with one bot per seat, sampling chance
//! from a seeded generator.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::rng::{unit_f64, GameRng};

pub mod conformance;

/// A seat at the table: `Player(0)` moves first. Games have 1–5 players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Player(pub u8);

impl Player {
    /// The seat as an index into per-player arrays.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The other player of a two-player game.
    pub fn opponent(self) -> Player {
        Player(1 - self.0.min(1))
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.0 + 1)
    }
}

/// One value per player, indexed by [`Player`].
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct ByPlayer<T>(pub Vec<T>);

impl<T: Clone> ByPlayer<T> {
    /// `n` copies of `value`.
    pub fn filled(n: usize, value: T) -> Self {
        ByPlayer(vec![value; n])
    }
}

impl<T> ByPlayer<T> {
    /// The number of players.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True when there are no players (never for a real game).
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Iterates over `(player, value)` pairs.
    pub fn iter(&self) -> impl Iterator<Item = (Player, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Player(i as u8), v))
    }
}

impl<T> std::ops::Index<Player> for ByPlayer<T> {
    type Output = T;
    fn index(&self, player: Player) -> &T {
        &self.0[player.index()]
    }
}

impl<T> std::ops::IndexMut<Player> for ByPlayer<T> {
    fn index_mut(&mut self, player: Player) -> &mut T {
        &mut self.0[player.index()]
    }
}

/// Who acts next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Turn {
    /// A player chooses an action.
    Player(Player),
    /// Nature acts: dice, shuffles, draws ([`State::chance_outcomes`]).
    Chance,
    /// The game is over; [`State::returns`] holds the result.
    Terminal,
}

/// An action that is not legal in the state it was offered to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalAction<A> {
    /// The rejected action.
    pub action: A,
    /// Why it is illegal, in words for the user.
    pub reason: String,
}

impl<A: fmt::Debug> fmt::Display for IllegalAction<A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal action {:?}: {}", self.action, self.reason)
    }
}

impl<A: fmt::Debug> std::error::Error for IllegalAction<A> {}

/// A game position: the one trait every game implements.
pub trait State: Clone {
    /// A move, a card played, a chance outcome: typed, not an integer.
    type Action: Copy + Eq + fmt::Debug;

    /// The number of seats (1–5).
    fn num_players(&self) -> usize;

    /// Who acts next, or [`Turn::Terminal`].
    fn turn(&self) -> Turn;

    /// Clears `out` and fills it with the legal actions of the player to move (or chance's
    /// outcomes at a chance node). Empty exactly when the state is terminal.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);

    /// Plays `action`. The caller guarantees legality (checked in debug builds).
    fn apply(&mut self, action: Self::Action);

    /// Plays `action` if it is legal, or says why not and leaves the state unchanged.
    fn try_apply(&mut self, action: Self::Action) -> Result<(), IllegalAction<Self::Action>> {
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        if legal.contains(&action) {
            self.apply(action);
            Ok(())
        } else {
            Err(IllegalAction {
                action,
                reason: if legal.is_empty() {
                    "the game is over".to_string()
                } else {
                    "not among the legal actions".to_string()
                },
            })
        }
    }

    /// What each player receives; meaningful at terminal states (zero elsewhere).
    fn returns(&self) -> ByPlayer<f64>;

    /// At a chance node: each outcome with its probability (they sum to 1). Empty otherwise.
    fn chance_outcomes(&self, out: &mut Vec<(Self::Action, f64)>) {
        out.clear();
    }

    /// Samples one chance outcome with the given generator.
    ///
    /// # Panics
    /// If called where [`State::chance_outcomes`] is empty.
    fn sample_chance(&self, rng: &mut GameRng) -> Self::Action {
        let mut outcomes = Vec::new();
        self.chance_outcomes(&mut outcomes);
        assert!(
            !outcomes.is_empty(),
            "sample_chance at a state without chance outcomes"
        );
        let mut u = unit_f64(rng);
        for &(action, p) in &outcomes {
            if u < p {
                return action;
            }
            u -= p;
        }
        outcomes[outcomes.len() - 1].0
    }

    /// True when the game is over.
    fn is_terminal(&self) -> bool {
        self.turn() == Turn::Terminal
    }
}

/// Every player sees the whole state (no hidden cards).
pub trait PerfectInformation: State {}

/// There are no chance nodes.
pub trait Deterministic: State {}

/// Two players whose returns always sum to zero: what one wins the other loses.
pub trait ZeroSumTwoPlayer: State {}

/// A compact identity of a position, for transposition tables and position counting. Equal
/// keys must mean equal positions as far as the game's future is concerned.
pub trait PositionKey: State {
    /// The position's key.
    fn position_key(&self) -> u64;
}

/// Games with hidden information: what a player knows, and states consistent with it.
pub trait Hidden: State {
    /// Everything `observer` knows about the state (their information set).
    type InfoKey: Eq + std::hash::Hash + Clone;

    /// The information set of `observer` in this state.
    fn info_key(&self, observer: Player) -> Self::InfoKey;

    /// A full state, sampled with `rng`, that `observer` cannot tell apart from this one: the
    /// same [`Hidden::info_key`] for `observer`.
    fn determinize(&self, observer: Player, rng: &mut GameRng) -> Self;
}

/// A simultaneous one-shot game between two players (matrix games, Colonel Blotto): each picks
/// one of finitely many pure strategies at once. Converts to matrices for the LP.
pub trait NormalForm {
    /// How many pure strategies `player` has.
    fn num_strategies(&self, player: Player) -> usize;

    /// Both players' payoffs when the row player plays `row` and the column player `col`.
    fn payoffs(&self, row: usize, col: usize) -> ByPlayer<f64>;

    /// A name for a pure strategy (for tables).
    fn strategy_name(&self, player: Player, index: usize) -> String {
        format!("{}{}", if player.0 == 0 { "r" } else { "c" }, index + 1)
    }

    /// The row player's payoff matrix.
    fn row_matrix(&self) -> Vec<Vec<f64>> {
        (0..self.num_strategies(Player(0)))
            .map(|r| {
                (0..self.num_strategies(Player(1)))
                    .map(|c| self.payoffs(r, c).0[0])
                    .collect()
            })
            .collect()
    }
}

/// A search score from the first player's (the maximiser's) point of view.
pub type Score = i32;

/// Heuristic knowledge about a game, kept out of the rules.
pub trait Evaluator<S: State> {
    /// The value of `state` for player 0 (exact at terminal states, a guess elsewhere).
    fn evaluate(&self, state: &S) -> Score;

    /// A move-ordering hint: searchers that order moves try higher keys first.
    fn order_key(&self, _state: &S, _action: S::Action) -> i32 {
        0
    }
}

/// Something that picks moves: an engine, a random player, a scripted human.
pub trait Bot<S: State> {
    /// A short name for tables and logs.
    fn name(&self) -> String;

    /// The action to play in `state`, where it is this bot's turn.
    fn choose(&mut self, state: &S) -> S::Action;
}

/// A bot that plays uniformly random legal actions from its own seeded generator.
pub struct RandomBot {
    rng: GameRng,
}

impl RandomBot {
    /// A random bot with its own stream.
    pub fn new(seed: crate::rng::Seed) -> Self {
        RandomBot { rng: seed.rng() }
    }
}

impl<S: State> Bot<S> for RandomBot {
    fn name(&self) -> String {
        "random".to_string()
    }

    fn choose(&mut self, state: &S) -> S::Action {
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        *crate::rng::choose(&mut self.rng, &actions)
    }
}

/// Plays `state` to the end: each player's actions come from `bots[player]`, chance from
/// `chance_rng`. Returns the terminal state.
///
/// # Panics
/// If `bots` has fewer entries than the game has players.
pub fn play_out<S: State>(
    mut state: S,
    bots: &mut [&mut dyn Bot<S>],
    chance_rng: &mut GameRng,
) -> S {
    assert!(
        bots.len() >= state.num_players(),
        "one bot per player is needed"
    );
    loop {
        match state.turn() {
            Turn::Terminal => return state,
            Turn::Chance => {
                let outcome = state.sample_chance(chance_rng);
                state.apply(outcome);
            }
            Turn::Player(p) => {
                let action = bots[p.index()].choose(&state);
                state.apply(action);
            }
        }
    }
}
