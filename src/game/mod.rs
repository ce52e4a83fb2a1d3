//! The vocabulary every game and every searcher shares.
//!
//! A game is a [`State`]: whose turn it is (a player, chance, or nobody when it is over), the
//! legal actions, how an action changes the state, and what each player receives at the end.
//! States are comparable and printable (`PartialEq + Debug`) so the conformance harness can
//! check that a rejected action left a state untouched and name the state when a rule breaks.
//! Actions are small typed values usable as map keys and shown by name (`Copy + Eq + Hash +
//! Ord + Debug + Display`). What a searcher needs beyond that is a separate capability trait
//! ([`PerfectInformation`], [`Deterministic`], [`ZeroSumTwoPlayer`], [`Hidden`],
//! [`PositionKey`]), so running alpha-beta on a game with hidden cards fails to compile instead
//! of failing at run time. The design follows OpenSpiel's `State` API, with typed actions.
//!
//! Two kinds of bots, by what they may see:
//! - a [`Bot`] sees the whole state, so it is only offered games that declare
//!   [`PerfectInformation`] ([`play_out`]);
//! - an [`ObservingBot`] plays a [`Hidden`] game and is handed an [`InformationSet`]: the
//!   observer's [`Hidden::Observation`], the legal actions, and sampled states consistent with
//!   the observation ([`InformationSet::determinize`]). The true state sits in a private field,
//!   so a bot that tries to peek at hidden cards does not compile ([`play_out_observing`]).
//!
//! Heuristics live outside the rules, in two shapes: a [`ZeroSumEvaluator`] scores a two-player
//! zero-sum position as one exact integer from the first player's (MAX's) view, which is what
//! the minimax family and its golden node counts need; an [`Evaluator`] gives a value per
//! player ([`ByPlayer`]`<f64>`), which is what games of 2–5 players need. Every zero-sum
//! scorer is also a per-player evaluator (a blanket impl), so nothing is written twice.
//!
//! [`Player::next`] is the turn-order helper; there is no "opponent" outside a two-player game
//! (a two-player zero-sum game has [`ZeroSumTwoPlayer::opponent`]), so no helper silently gives
//! a wrong answer at a table of five.

use std::fmt;
use std::hash::Hash;

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

    /// The seat after this one in turn order at a table of `num_players` (the last seat is
    /// followed by the first).
    ///
    /// # Panics
    /// If this seat does not exist at such a table (`self.index() >= num_players`).
    pub fn next(self, num_players: usize) -> Player {
        assert!(
            self.index() < num_players,
            "{self} has no seat at a table of {num_players}"
        );
        Player(((self.index() + 1) % num_players) as u8)
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
///
/// States are `PartialEq + Debug` so the conformance harness can check that a rejected action
/// leaves the state exactly as it was, and print the state when a check fails.
pub trait State: Clone + PartialEq + fmt::Debug {
    /// A move, a card played, a chance outcome: typed, not an integer. Usable as a map key
    /// (`Hash`, `Ord` for deterministic iteration) and shown by name (`Display`).
    type Action: Copy + Eq + Hash + Ord + fmt::Debug + fmt::Display;

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

/// Every player sees the whole state (no hidden cards): a [`Bot`] may read it all.
///
/// A game implements this or [`Hidden`], never both (Rust cannot forbid both; the game's
/// author declares the truth).
pub trait PerfectInformation: State {}

/// There are no chance nodes.
pub trait Deterministic: State {}

/// Two players whose returns always sum to zero: what one wins the other loses.
pub trait ZeroSumTwoPlayer: State {
    /// The other player.
    ///
    /// # Panics
    /// If `player` is not `Player(0)` or `Player(1)`.
    fn opponent(player: Player) -> Player {
        player.next(2)
    }
}

/// A compact identity of a position, for transposition tables and position counting. Equal
/// keys must mean equal positions as far as the game's future is concerned.
pub trait PositionKey: State {
    /// The position's key.
    fn position_key(&self) -> u64;
}

/// Games with hidden information: what a player observes, and states consistent with it.
///
/// Bots of such games decide through an [`InformationSet`], never from the state itself. The
/// conformance harness ([`conformance::check_hidden`]) checks that [`Hidden::determinize`]
/// keeps the observation, keeps the observer's legal actions, and really resamples what
/// [`Hidden::hidden_from`] says is hidden.
pub trait Hidden: State {
    /// Everything one player knows about the state: their information set, as a value.
    type Observation: Clone + Eq + Hash + fmt::Debug;

    /// What `observer` knows in this state. Two states with the same observation must offer
    /// `observer` the same legal actions when it is their turn.
    fn observation(&self, observer: Player) -> Self::Observation;

    /// Whether something in this state is hidden from `observer`: whether another state with
    /// the same [`Hidden::observation`] could be the true one. When true, determinizing must
    /// be able to produce a state different from this one.
    fn hidden_from(&self, observer: Player) -> bool;

    /// A full state, sampled with `rng`, that `observer` cannot tell apart from this one: the
    /// same [`Hidden::observation`] for `observer`, the hidden parts resampled.
    fn determinize(&self, observer: Player, rng: &mut GameRng) -> Self;
}

/// What one player may use to decide in a [`Hidden`] game: their observation, the legal
/// actions, and states sampled consistently with the observation. The true state is private,
/// so a bot cannot read hidden cards through it.
pub struct InformationSet<'a, S: Hidden> {
    state: &'a S,
    observer: Player,
    observation: S::Observation,
    legal: Vec<S::Action>,
}

impl<'a, S: Hidden> InformationSet<'a, S> {
    /// The view of `state` from `observer`'s seat. Whoever holds the true state (a game
    /// driver such as [`play_out_observing`]) builds it and hands it to a bot.
    pub fn new(state: &'a S, observer: Player) -> Self {
        let mut legal = Vec::new();
        if state.turn() == Turn::Player(observer) {
            state.legal_actions(&mut legal);
        }
        InformationSet {
            state,
            observer,
            observation: state.observation(observer),
            legal,
        }
    }

    /// Whose view this is.
    pub fn observer(&self) -> Player {
        self.observer
    }

    /// What the observer knows.
    pub fn observation(&self) -> &S::Observation {
        &self.observation
    }

    /// The observer's legal actions (empty when it is not their turn).
    pub fn legal_actions(&self) -> &[S::Action] {
        &self.legal
    }

    /// A full state consistent with the observation, sampled with `rng` (for determinized
    /// search: sample, search the sample as if it were perfect information, repeat).
    pub fn determinize(&self, rng: &mut GameRng) -> S {
        self.state.determinize(self.observer, rng)
    }
}

/// A simultaneous one-shot game (matrix games, Colonel Blotto, games of three and more
/// players): each player picks one of finitely many pure strategies at once. Two-player games
/// convert to matrices for the LP.
pub trait NormalForm {
    /// How many players (2 unless the game says otherwise).
    fn num_players(&self) -> usize {
        2
    }

    /// How many pure strategies `player` has.
    fn num_strategies(&self, player: Player) -> usize;

    /// Every player's payoff at a pure profile: `profile[p]` is player `p`'s strategy.
    fn payoffs_at(&self, profile: &[usize]) -> ByPlayer<f64>;

    /// Both players' payoffs when the row player plays `row` and the column player `col` (a
    /// two-player game's profile).
    fn payoffs(&self, row: usize, col: usize) -> ByPlayer<f64> {
        self.payoffs_at(&[row, col])
    }

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

/// Exact integer scoring of a two-player zero-sum game from the first player's (MAX's) point
/// of view: what minimax, alpha-beta and proof-number search need. Integer scores keep
/// searches exact (no float ties) and their node counts reproducible.
///
/// Every such scorer is also an [`Evaluator`] (player 0 gets the score, player 1 its
/// negation).
pub trait ZeroSumEvaluator<S: ZeroSumTwoPlayer> {
    /// The value of `state` for player 0 (exact at terminal states, a guess elsewhere).
    fn score(&self, state: &S) -> Score;

    /// A move-ordering hint: searchers that order moves try higher keys first.
    fn order_key(&self, _state: &S, _action: S::Action) -> i32 {
        0
    }
}

/// Heuristic knowledge about a game, kept out of the rules: a value per player, for games of
/// any number of players (exact at terminal states, a guess elsewhere).
pub trait Evaluator<S: State> {
    /// The value of `state` for each player.
    fn evaluate(&self, state: &S) -> ByPlayer<f64>;
}

impl<S: ZeroSumTwoPlayer, E: ZeroSumEvaluator<S>> Evaluator<S> for E {
    fn evaluate(&self, state: &S) -> ByPlayer<f64> {
        let v = f64::from(self.score(state));
        ByPlayer(vec![v, -v])
    }
}

/// Something that picks moves from the whole state: an engine, a random player, a scripted
/// human. Only for games of perfect information; hidden-information games have
/// [`ObservingBot`].
pub trait Bot<S: PerfectInformation> {
    /// A short name for tables and logs.
    fn name(&self) -> String;

    /// The action to play in `state`, where it is this bot's turn.
    fn choose(&mut self, state: &S) -> S::Action;
}

/// Something that picks moves in a [`Hidden`] game from what its player can observe.
pub trait ObservingBot<S: Hidden> {
    /// A short name for tables and logs.
    fn name(&self) -> String;

    /// The action to play where it is this bot's turn; `view.legal_actions()` is non-empty.
    fn choose(&mut self, view: &InformationSet<'_, S>) -> S::Action;

    /// The bot's own proposal, which a learned player may make forbidden (`None`, or an action
    /// not in `view.legal_actions()`): [`decide`] then plays [`ObservingBot::fallback`] and
    /// counts the decision as forbidden. By default the bot's choice.
    fn propose(&mut self, view: &InformationSet<'_, S>) -> Option<S::Action> {
        Some(self.choose(view))
    }

    /// What to play instead of a forbidden proposal. By default there is none: a bot whose
    /// choice is illegal is a programmer error.
    fn fallback(&mut self, view: &InformationSet<'_, S>) -> S::Action {
        let _ = view;
        panic!("the bot {} proposed an illegal action", self.name())
    }
}

/// One decision of a bot, as [`drive_observing`] reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotDecision<A> {
    /// Whose decision it is.
    pub player: Player,
    /// The action played.
    pub action: A,
    /// True when the bot's proposal was forbidden and its fallback was played instead.
    pub forbidden: bool,
}

/// One decision of `bot` from `view`: its proposal when legal, else its fallback (and true).
pub fn decide<S: Hidden, B: ObservingBot<S> + ?Sized>(
    bot: &mut B,
    view: &InformationSet<'_, S>,
) -> (S::Action, bool) {
    match bot.propose(view) {
        Some(a) if view.legal_actions().contains(&a) => (a, false),
        _ => (bot.fallback(view), true),
    }
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

impl<S: PerfectInformation> Bot<S> for RandomBot {
    fn name(&self) -> String {
        "random".to_string()
    }

    fn choose(&mut self, state: &S) -> S::Action {
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        *crate::rng::choose(&mut self.rng, &actions)
    }
}

impl<S: Hidden> ObservingBot<S> for RandomBot {
    fn name(&self) -> String {
        "random".to_string()
    }

    fn choose(&mut self, view: &InformationSet<'_, S>) -> S::Action {
        *crate::rng::choose(&mut self.rng, view.legal_actions())
    }
}

/// Plays `state` to the end: each player's actions come from `bots[player]`, chance from
/// `chance_rng`. Returns the terminal state.
///
/// # Panics
/// If `bots` has fewer entries than the game has players.
pub fn play_out<S: PerfectInformation>(
    state: S,
    bots: &mut [&mut dyn Bot<S>],
    chance_rng: &mut GameRng,
) -> S {
    drive(state, bots.len(), chance_rng, |state, p| {
        bots[p.index()].choose(state)
    })
}

/// As [`play_out`] for a [`Hidden`] game: each bot is handed only its player's
/// [`InformationSet`]. Returns the terminal state.
///
/// # Panics
/// If `bots` has fewer entries than the game has players, or a bot picks an illegal action.
pub fn play_out_observing<S: Hidden>(
    state: S,
    bots: &mut [&mut dyn ObservingBot<S>],
    chance_rng: &mut GameRng,
) -> S {
    drive_observing(state, bots, chance_rng, |_, _| {})
}

/// The one loop of every game played by [`ObservingBot`]s (whole games, tournaments, records):
/// chance from `chance_rng`, each player's action through [`decide`] from its own
/// [`InformationSet`], and `seen(state, decision)` called with each decision before it is
/// applied (to write a record, a log, or count forbidden proposals). Returns the terminal
/// state.
///
/// # Panics
/// If `bots` has fewer entries than the game has players, or a bot without a fallback picks an
/// illegal action.
pub fn drive_observing<S: Hidden>(
    state: S,
    bots: &mut [&mut dyn ObservingBot<S>],
    chance_rng: &mut GameRng,
    mut seen: impl FnMut(&S, &BotDecision<S::Action>),
) -> S {
    drive(state, bots.len(), chance_rng, |state, player| {
        let (action, forbidden) = decide(
            &mut *bots[player.index()],
            &InformationSet::new(state, player),
        );
        seen(
            state,
            &BotDecision {
                player,
                action,
                forbidden,
            },
        );
        action
    })
}

/// The loop of [`play_out`] and [`drive_observing`]: chance from `chance_rng`, each player's
/// action from `choose`, checked (a bot that plays an illegal action is a programmer error).
fn drive<S: State>(
    mut state: S,
    seats: usize,
    chance_rng: &mut GameRng,
    mut choose: impl FnMut(&S, Player) -> S::Action,
) -> S {
    assert!(seats >= state.num_players(), "one bot per player is needed");
    loop {
        match state.turn() {
            Turn::Terminal => return state,
            Turn::Chance => {
                let outcome = state.sample_chance(chance_rng);
                state.apply(outcome);
            }
            Turn::Player(p) => {
                let action = choose(&state, p);
                if let Err(e) = state.try_apply(action) {
                    panic!("the bot of {p} played an illegal action: {e}");
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_goes_round_the_table() {
        assert_eq!(Player(0).next(2), Player(1));
        assert_eq!(Player(1).next(2), Player(0));
        assert_eq!(Player(3).next(5), Player(4));
        assert_eq!(Player(4).next(5), Player(0));
    }

    #[test]
    #[should_panic(expected = "no seat")]
    fn next_refuses_a_seat_beyond_the_table() {
        let _ = Player(2).next(2);
    }
}
