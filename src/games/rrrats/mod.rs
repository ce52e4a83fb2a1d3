//! Rrrats!: the dice game of the strategy-optimisation lab.
//!
//! Two players, a main pile of 31 tokens, banks at 0. Two dice with faces 0/1/2 at
//! probabilities 3/6, 2/6, 1/6; the starting player is drawn 50/50. In a turn the player rolls:
//! (0,0) is a bust — the turn ends and the hand goes back to the pile. Otherwise each die is
//! resolved in turn: a 1 takes a token from the pile (if any), a 2 steals one from the
//! opponent's bank if it is non-empty, else takes one from the pile. Over 4 in hand the surplus
//! returns to the pile, 4 are banked and the turn ends; with exactly 4 the player still decides.
//! After each non-bust roll the player continues or stops (banks the hand). The game ends the
//! moment the pile is empty: the current hand is banked (all of it — the hand limit only applies
//! to a turn that goes on) and the larger bank wins (31 is odd: no ties).
//!
//! The dice are resolved die 1 then die 2, and the empty-pile check follows each die. Every
//! option of the spec is a field of [`RatsRules`]. The rules live in one place, [`Tokens::roll`]
//! and [`Tokens::stop`], shared by the fast simulator [`play`], the [`State`] version
//! [`RatsState`] and the exact solver ([`crate::games::rrrats::exact`]).
//!
//! A strategy is P(continue | hand = k) for k = 1…4 ([`RatsPolicy`]); the thesis's eight
//! parameters ([`RatsStrategy`]) give P(continue | k) = e^{k1}/(e^{k1} + e^{k2}).

use std::fmt;

use rand_core::Rng;
use serde::{Deserialize, Serialize};

use crate::game::{ByPlayer, PerfectInformation, Player, State, Turn, ZeroSumTwoPlayer};
use crate::games::war::{parse_params, StrategyError};
use crate::rng::{below, GameRng, Seed};

pub mod exact;

/// Tokens in the game.
pub const TOKENS: u8 = 31;
/// The hand limit.
pub const HAND_LIMIT: u8 = 4;

/// The faces of one die as six equally likely sides: 0 at 3/6, 1 at 2/6, 2 at 1/6.
pub const FACES: [u8; 6] = [0, 0, 0, 1, 1, 2];

/// The probability of a die showing 0, 1, 2.
pub const FACE_PROBABILITY: [f64; 3] = [0.5, 1.0 / 3.0, 1.0 / 6.0];

/// The rules of Rrrats!; `Default` is the spec's reading (every option off).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RatsRules {
    /// Reaching 4 or more in hand ends the turn automatically (4 banked, surplus to the pile).
    pub auto_stop_at_limit: bool,
    /// The empty-pile check happens only when a turn ends (not the moment the pile empties).
    pub pile_check_at_turn_end: bool,
    /// A bust banks the hand instead of returning it to the pile.
    pub bust_banks: bool,
    /// On a bust, tokens stolen during the turn go back to the victim's bank (the rest of the
    /// hand to the pile, or to the bank under `bust_banks`).
    pub bust_returns_stolen: bool,
}

impl RatsRules {
    /// All 16 combinations of the four options (the default first).
    pub fn all() -> Vec<RatsRules> {
        (0..16u8)
            .map(|m| RatsRules {
                auto_stop_at_limit: m & 1 != 0,
                pile_check_at_turn_end: m & 2 != 0,
                bust_banks: m & 4 != 0,
                bust_returns_stolen: m & 8 != 0,
            })
            .collect()
    }
}

/// P(continue | hand = k) for k = 1, 2, 3, 4.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatsPolicy(pub [f64; 4]);

/// The thesis's eight parameters (A1, A2, B1, B2, C1, C2, D1, D2):
/// P(continue | hand = k) = e^{k1}/(e^{k1} + e^{k2}). All zero is the initial strategy (½).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatsStrategy(pub [f64; 8]);

impl RatsStrategy {
    /// The policy the parameters stand for.
    pub fn policy(&self) -> RatsPolicy {
        let mut p = [0.0; 4];
        for (k, pk) in p.iter_mut().enumerate() {
            let d = self.0[2 * k] - self.0[2 * k + 1];
            *pk = 1.0 / (1.0 + (-d).exp());
        }
        RatsPolicy(p)
    }
}

impl RatsPolicy {
    /// Continue with probability ½ at every hand size (all parameters zero).
    pub const ZERO: RatsPolicy = RatsPolicy([0.5; 4]);
    /// Always continue (the turn ends only by a bust or the hand limit).
    pub const NEVER: RatsPolicy = RatsPolicy([1.0; 4]);

    /// The named strategies.
    pub const NAMES: [&'static str; 6] = ["stop1", "stop2", "stop3", "stop4", "never", "zero"];

    /// Stop as soon as the hand holds at least `s` tokens (s = 1…4; s = 5 is "never").
    pub fn stop_at(s: u8) -> RatsPolicy {
        let mut p = [0.0; 4];
        for (k, pk) in p.iter_mut().enumerate() {
            *pk = if (k as u8 + 1) < s { 1.0 } else { 0.0 };
        }
        RatsPolicy(p)
    }

    /// A named strategy (`stop1`…`stop4`, `never`, `zero`) or eight comma-separated parameters.
    pub fn parse(text: &str) -> Result<RatsPolicy, StrategyError> {
        let t = text.trim();
        match t {
            "never" => return Ok(RatsPolicy::NEVER),
            "zero" => return Ok(RatsPolicy::ZERO),
            _ => {}
        }
        if let Some(s) = t.strip_prefix("stop") {
            return match s.parse::<u8>() {
                Ok(s @ 1..=4) => Ok(RatsPolicy::stop_at(s)),
                _ => Err(StrategyError(format!(
                    "{t:?}: the threshold rules are stop1, stop2, stop3 and stop4"
                ))),
            };
        }
        if t.contains(',') || crate::text::read_real(t).is_ok() {
            let p = parse_params(t, 8)?;
            let mut a = [0.0; 8];
            a.copy_from_slice(&p);
            return Ok(RatsStrategy(a).policy());
        }
        Err(StrategyError(format!(
            "{t:?} is not a Rrrats! strategy: use {} or eight numbers A1,A2,…,D2",
            RatsPolicy::NAMES.join(", ")
        )))
    }

    /// The threshold rule "stop at ≥ s" (s = 1…4, or 5 for never) nearest to this policy:
    /// the one minimising Σ_k |P(continue | k) − rule(k)|.
    pub fn nearest_threshold(&self) -> u8 {
        (1..=5u8)
            .min_by(|&a, &b| {
                let da = self.distance(&RatsPolicy::stop_at(a));
                let db = self.distance(&RatsPolicy::stop_at(b));
                da.total_cmp(&db)
            })
            .expect("five candidates")
    }

    fn distance(&self, o: &RatsPolicy) -> f64 {
        self.0.iter().zip(o.0).map(|(a, b)| (a - b).abs()).sum()
    }

    /// The sampler of this policy.
    pub fn sampler(&self) -> ContinueSampler {
        let mut t = [0u64; 4];
        for (tk, &p) in t.iter_mut().zip(&self.0) {
            *tk = if p >= 1.0 {
                u64::MAX
            } else if p <= 0.0 {
                0
            } else {
                (p * 4_294_967_296.0) as u64
            };
        }
        ContinueSampler(t)
    }
}

/// Draws continue/stop decisions: per hand size, a threshold on a 32-bit draw; `u64::MAX`
/// (always) and 0 (never) consume no randomness.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ContinueSampler(pub [u64; 4]);

impl ContinueSampler {
    /// Whether to continue with `hand` tokens in hand (1…4; larger hands count as 4).
    #[inline]
    pub fn continues(&self, hand: u8, rng: &mut GameRng) -> bool {
        let t = self.0[usize::from(hand.clamp(1, 4) - 1)];
        match t {
            0 => false,
            u64::MAX => true,
            t => u64::from(rng.next_u32()) < t,
        }
    }
}

/// Where the game stands after a roll or a stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// The mover decides: continue or stop.
    Decide,
    /// The turn passed to the other player.
    NextTurn,
    /// The game is over.
    Over,
}

/// The whole position: pile, banks, hand (and how much of it was stolen), who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tokens {
    /// The main pile.
    pub pile: u8,
    /// Each player's bank.
    pub bank: [u8; 2],
    /// Tokens in the mover's hand.
    pub hand: u8,
    /// Tokens of the hand stolen from the opponent this turn.
    pub stolen: u8,
    /// The player to move (0 or 1).
    pub mover: u8,
}

impl Tokens {
    /// The start: 31 in the pile, `mover` to roll.
    pub fn start(mover: u8) -> Tokens {
        Tokens {
            pile: TOKENS,
            bank: [0, 0],
            hand: 0,
            stolen: 0,
            mover,
        }
    }

    /// Every token: pile + banks + hand. Always 31.
    pub fn total(&self) -> u32 {
        u32::from(self.pile)
            + u32::from(self.bank[0])
            + u32::from(self.bank[1])
            + u32::from(self.hand)
    }

    /// The winner (0 or 1) of a finished game: the larger bank.
    pub fn leader(&self) -> u8 {
        u8::from(self.bank[1] > self.bank[0])
    }

    fn end_turn(&mut self, rules: &RatsRules) -> After {
        self.hand = 0;
        self.stolen = 0;
        self.mover = 1 - self.mover;
        if rules.pile_check_at_turn_end && self.pile == 0 {
            After::Over
        } else {
            After::NextTurn
        }
    }

    fn game_over_now(&mut self, rules: &RatsRules) -> bool {
        if !rules.pile_check_at_turn_end && self.pile == 0 {
            let m = usize::from(self.mover);
            self.bank[m] += self.hand;
            self.hand = 0;
            self.stolen = 0;
            true
        } else {
            false
        }
    }

    /// Resolves a roll of dice showing `d1`, `d2` (each 0, 1 or 2) for the mover.
    #[inline]
    pub fn roll(&mut self, rules: &RatsRules, d1: u8, d2: u8) -> After {
        let m = usize::from(self.mover);
        let o = 1 - m;
        if d1 == 0 && d2 == 0 {
            let mut back = self.hand;
            if rules.bust_returns_stolen {
                self.bank[o] += self.stolen;
                back -= self.stolen;
            }
            if rules.bust_banks {
                self.bank[m] += back;
            } else {
                self.pile += back;
            }
            return self.end_turn(rules);
        }
        for d in [d1, d2] {
            // Branch-free: a 2 steals when the opponent's bank is non-empty; a 1, or a 2 that
            // cannot steal, takes from a non-empty pile.
            let steal = u8::from(d == 2) & u8::from(self.bank[o] > 0);
            let take = u8::from(d != 0) & (1 - steal) & u8::from(self.pile > 0);
            self.bank[o] -= steal;
            self.stolen += steal;
            self.pile -= take;
            self.hand += steal + take;
            if self.pile == 0 && self.game_over_now(rules) {
                return After::Over;
            }
        }
        let limit_reached = if rules.auto_stop_at_limit {
            self.hand >= HAND_LIMIT
        } else {
            self.hand > HAND_LIMIT
        };
        if limit_reached {
            self.pile += self.hand - HAND_LIMIT;
            self.bank[m] += HAND_LIMIT;
            return self.end_turn(rules);
        }
        After::Decide
    }

    /// The mover stops: banks the hand; the turn passes.
    #[inline]
    pub fn stop(&mut self, rules: &RatsRules) -> After {
        let m = usize::from(self.mover);
        self.bank[m] += self.hand;
        self.end_turn(rules)
    }
}

/// Rolls two dice with one uniform draw in 0..36 (die 1 = draw / 6, die 2 = draw % 6).
#[inline]
pub fn roll_dice(rng: &mut GameRng) -> (u8, u8) {
    let r = below(rng, 36) as usize;
    (FACES[r / 6], FACES[r % 6])
}

/// The result of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatsResult {
    /// The winner (0 = player 1).
    pub winner: u8,
    /// Who started.
    pub starter: u8,
    /// The final banks.
    pub bank: [u8; 2],
    /// Rolls in the game.
    pub rolls: u32,
}

/// The fast simulator: one game between `p1` and `p2` under `rules`; the starter is drawn
/// first (one draw below 2), then rolls and the mixed policies' decisions.
pub fn play(
    rules: &RatsRules,
    p1: &ContinueSampler,
    p2: &ContinueSampler,
    rng: &mut GameRng,
) -> RatsResult {
    let starter = below(rng, 2) as u8;
    let mut t = Tokens::start(starter);
    let samplers = [p1, p2];
    let mut rolls = 0u32;
    loop {
        let (d1, d2) = roll_dice(rng);
        rolls += 1;
        let after = match t.roll(rules, d1, d2) {
            After::Decide => {
                if samplers[usize::from(t.mover)].continues(t.hand, rng) {
                    continue;
                }
                t.stop(rules)
            }
            a => a,
        };
        if after == After::Over {
            return RatsResult {
                winner: t.leader(),
                starter,
                bank: t.bank,
                rolls,
            };
        }
    }
}

/// Totals of a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RatsTally {
    /// Games played.
    pub games: u64,
    /// Games player 1 won.
    pub p1_wins: u64,
    /// Rolls in all games.
    pub rolls: u64,
}

impl RatsTally {
    /// Adds one game.
    pub fn add(&mut self, r: &RatsResult) {
        self.games += 1;
        self.p1_wins += u64::from(r.winner == 0);
        self.rolls += u64::from(r.rolls);
    }

    /// Merges another tally.
    pub fn merge(&mut self, o: &RatsTally) {
        self.games += o.games;
        self.p1_wins += o.p1_wins;
        self.rolls += o.rolls;
    }

    /// Player 1's win rate.
    pub fn p1_win_rate(&self) -> f64 {
        self.p1_wins as f64 / self.games.max(1) as f64
    }
}

/// Plays `games` games from one stream: game `g` starts where game `g − 1` left the stream, so
/// it depends on every game before it (see [`play_seeded`] for games that do not).
pub fn play_match(
    rules: &RatsRules,
    p1: &RatsPolicy,
    p2: &RatsPolicy,
    games: u64,
    rng: &mut GameRng,
) -> RatsTally {
    let (s1, s2) = (p1.sampler(), p2.sampler());
    let mut tally = RatsTally::default();
    for _ in 0..games {
        tally.add(&play(rules, &s1, &s2, rng));
    }
    tally
}

/// Game `game` of a match seeded per game: the starter, the rolls and the decisions drawn from
/// `seed.derive(game)` alone, so it is the same game whoever plays it and whatever was played
/// before it (the games of [`play_match`] share one stream instead). A match cut in shards
/// plays its games this way.
pub fn play_seeded(
    rules: &RatsRules,
    p1: &ContinueSampler,
    p2: &ContinueSampler,
    seed: Seed,
    game: u64,
) -> RatsResult {
    play(rules, p1, p2, &mut seed.derive(game).rng())
}

/// The games `games` (indices into the whole match) of a match seeded per game
/// ([`play_seeded`]), summed.
pub fn play_match_seeded(
    rules: &RatsRules,
    p1: &RatsPolicy,
    p2: &RatsPolicy,
    games: std::ops::Range<u64>,
    seed: Seed,
) -> RatsTally {
    let (s1, s2) = (p1.sampler(), p2.sampler());
    let mut tally = RatsTally::default();
    for g in games {
        tally.add(&play_seeded(rules, &s1, &s2, seed, g));
    }
    tally
}

/// An action of [`RatsState`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum RatsAction {
    /// Chance: this player (0 or 1) starts.
    Start(u8),
    /// Chance: the dice show these faces (die 1, die 2).
    Dice(u8, u8),
    /// Roll again.
    Continue,
    /// Bank the hand.
    Stop,
}

impl fmt::Display for RatsAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RatsAction::Start(p) => write!(f, "player {} starts", p + 1),
            RatsAction::Dice(a, b) => write!(f, "dice {a} and {b}"),
            RatsAction::Continue => f.write_str("continue"),
            RatsAction::Stop => f.write_str("stop"),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RatsPhase {
    Start,
    Roll,
    Decide,
    Over,
}

/// Rrrats! as a [`State`]: chance picks the starter and rolls the dice, the mover decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RatsState {
    rules: RatsRules,
    tokens: Tokens,
    phase: RatsPhase,
}

impl RatsState {
    /// A game before the starter is drawn.
    pub fn new(rules: RatsRules) -> Self {
        RatsState {
            rules,
            tokens: Tokens::start(0),
            phase: RatsPhase::Start,
        }
    }

    /// The position.
    pub fn tokens(&self) -> &Tokens {
        &self.tokens
    }

    /// The winner (0 or 1) once the game is over.
    pub fn winner(&self) -> Option<u8> {
        (self.phase == RatsPhase::Over).then(|| self.tokens.leader())
    }

    fn after(&mut self, a: After) {
        self.phase = match a {
            After::Decide => RatsPhase::Decide,
            After::NextTurn => RatsPhase::Roll,
            After::Over => RatsPhase::Over,
        };
    }
}

impl State for RatsState {
    type Action = RatsAction;

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        match self.phase {
            RatsPhase::Start | RatsPhase::Roll => Turn::Chance,
            RatsPhase::Decide => Turn::Player(Player(self.tokens.mover)),
            RatsPhase::Over => Turn::Terminal,
        }
    }

    fn legal_actions(&self, out: &mut Vec<RatsAction>) {
        out.clear();
        match self.phase {
            RatsPhase::Start => out.extend([RatsAction::Start(0), RatsAction::Start(1)]),
            RatsPhase::Roll => {
                for a in 0..3 {
                    for b in 0..3 {
                        out.push(RatsAction::Dice(a, b));
                    }
                }
            }
            RatsPhase::Decide => out.extend([RatsAction::Continue, RatsAction::Stop]),
            RatsPhase::Over => {}
        }
    }

    fn apply(&mut self, action: RatsAction) {
        match (self.phase, action) {
            (RatsPhase::Start, RatsAction::Start(p)) if p < 2 => {
                self.tokens = Tokens::start(p);
                self.phase = RatsPhase::Roll;
            }
            (RatsPhase::Roll, RatsAction::Dice(a, b)) if a < 3 && b < 3 => {
                let r = self.tokens.roll(&self.rules, a, b);
                self.after(r);
            }
            (RatsPhase::Decide, RatsAction::Continue) => self.phase = RatsPhase::Roll,
            (RatsPhase::Decide, RatsAction::Stop) => {
                let r = self.tokens.stop(&self.rules);
                self.after(r);
            }
            (phase, action) => panic!("{action:?} is not legal in phase {phase:?}"),
        }
    }

    fn returns(&self) -> ByPlayer<f64> {
        match self.winner() {
            Some(0) => ByPlayer(vec![1.0, -1.0]),
            Some(_) => ByPlayer(vec![-1.0, 1.0]),
            None => ByPlayer(vec![0.0, 0.0]),
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(RatsAction, f64)>) {
        out.clear();
        match self.phase {
            RatsPhase::Start => {
                out.extend([(RatsAction::Start(0), 0.5), (RatsAction::Start(1), 0.5)])
            }
            RatsPhase::Roll => {
                for a in 0..3u8 {
                    for b in 0..3u8 {
                        out.push((
                            RatsAction::Dice(a, b),
                            FACE_PROBABILITY[usize::from(a)] * FACE_PROBABILITY[usize::from(b)],
                        ));
                    }
                }
            }
            _ => {}
        }
    }

    /// The fast simulator's draws: one below 2 for the starter, one below 36 per roll.
    fn sample_chance(&self, rng: &mut GameRng) -> RatsAction {
        match self.phase {
            RatsPhase::Start => RatsAction::Start(below(rng, 2) as u8),
            RatsPhase::Roll => {
                let (a, b) = roll_dice(rng);
                RatsAction::Dice(a, b)
            }
            _ => panic!("sample_chance at a state without chance outcomes"),
        }
    }
}

impl ZeroSumTwoPlayer for RatsState {}

/// Pile, banks, hand and dice are on the table for both players to see: nothing is hidden,
/// so a [`crate::game::Bot`] may read the whole state.
impl PerfectInformation for RatsState {}

/// Plays a [`RatsState`] to the end with one generator for chance and both policies, in the
/// fast simulator's order: gives exactly [`play`]'s winner for the same generator state.
pub fn play_state(
    rules: &RatsRules,
    p1: &ContinueSampler,
    p2: &ContinueSampler,
    rng: &mut GameRng,
) -> RatsState {
    let mut state = RatsState::new(*rules);
    let samplers = [p1, p2];
    loop {
        match state.turn() {
            Turn::Terminal => return state,
            Turn::Chance => {
                let a = state.sample_chance(rng);
                state.apply(a);
            }
            Turn::Player(p) => {
                let c = samplers[p.index()].continues(state.tokens.hand, rng);
                state.apply(if c {
                    RatsAction::Continue
                } else {
                    RatsAction::Stop
                });
            }
        }
    }
}

impl fmt::Display for Tokens {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "pile {}, banks {}/{}, hand {} (stolen {}), player {} to move",
            self.pile,
            self.bank[0],
            self.bank[1],
            self.hand,
            self.stolen,
            self.mover + 1
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Seed;

    fn all_rules() -> Vec<RatsRules> {
        RatsRules::all()
    }

    #[test]
    fn state_and_fast_simulator_agree_exactly() {
        for rules in all_rules() {
            for (a, b) in [
                (RatsPolicy::ZERO, RatsPolicy::stop_at(2)),
                (RatsPolicy::NEVER, RatsPolicy([0.3, 0.6, 0.2, 0.9])),
            ] {
                let (sa, sb) = (a.sampler(), b.sampler());
                for g in 0..50 {
                    let mut r1 = Seed(3).derive(g).rng();
                    let mut r2 = Seed(3).derive(g).rng();
                    let fast = play(&rules, &sa, &sb, &mut r1);
                    let slow = play_state(&rules, &sa, &sb, &mut r2);
                    assert_eq!(Some(fast.winner), slow.winner());
                    assert_eq!(fast.bank, slow.tokens().bank);
                    assert_eq!(r1.next_u32(), r2.next_u32());
                }
            }
        }
    }

    #[test]
    fn names_parse_and_thresholds() {
        assert_eq!(
            RatsPolicy::parse("stop2").unwrap(),
            RatsPolicy([1.0, 0.0, 0.0, 0.0])
        );
        assert_eq!(RatsPolicy::parse("never").unwrap(), RatsPolicy::NEVER);
        assert_eq!(
            RatsPolicy::parse("0,0,0,0,0,0,0,0").unwrap(),
            RatsPolicy::ZERO
        );
        assert!(RatsPolicy::parse("stop9").is_err());
        assert!(RatsPolicy::parse("1,2,3").unwrap_err().0.contains("8"));
        for s in 1..=5 {
            assert_eq!(RatsPolicy::stop_at(s).nearest_threshold(), s);
        }
        let p = RatsStrategy([3.0, -3.0, 1.0, 0.0, -2.0, 2.0, -5.0, 0.0]).policy();
        assert_eq!(p.nearest_threshold(), 3);
    }
}
