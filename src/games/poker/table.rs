//! Playing Kuhn or Leduc poker against a computed strategy, and racing two strategies.
//!
//! - **A table** ([`replay`]): hand `k` is dealt from the seed's `k`-th sub-stream, the person
//!   sits as player 1 in even hands and player 2 in odd ones (so the first player's
//!   disadvantage evens out), and the computer plays its behaviour strategy at the information
//!   set it is in — it decides from what it has seen, never from the person's card. The
//!   table is *replayed* from the seed and the person's choices each time, so whoever keeps
//!   them (the page) holds no hidden state at all: the view ([`HandView`]) says only what the
//!   person may see — their card, the public card, the bets, and the opponent's card only at a
//!   showdown. The running result comes with its 95% interval.
//! - **A race** ([`DuplicateMatch`]): two strategies play pairs of hands with the same cards,
//!   each strategy once in each seat (duplicate poker, which removes most of the luck of the
//!   deal). A pair is a win for the first strategy when it wins more chips over the pair than
//!   the second (an even pair is decided by a fair coin), so a race of the racing lab on
//!   these wins decides, with its error guarantee, whether the first strategy wins more pairs
//!   than it loses.
//!
//! The strategies ([`Opponent`]) are computed once per game and kind and kept for the
//! thread's later requests ([`strategy`]).

use std::cell::RefCell;
use std::rc::Rc;

use num_traits::ToPrimitive;
use serde::{Deserialize, Serialize};

use super::Poker;
use crate::equilibrium::cfr::{Algorithm, Cfr};
use crate::equilibrium::sequence_form::solve_zero_sum;
use crate::exact::to_f64;
use crate::models::imperfect::{Game, Mover, NodeKind};
use crate::racing::race::Outcomes;
use crate::rng::{unit_f64, GameRng, Seed};

mod events;
pub use events::{action_in, Event};

/// The most CFR+ iterations an opponent may be trained for.
pub const MAX_TRAINING: u64 = 100_000;
/// The most hands one table may replay.
pub const MAX_HANDS: usize = 10_000;

/// A computed strategy to play against or to race.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opponent {
    /// The exact equilibrium of the sequence-form LP.
    Equilibrium,
    /// The average strategy of CFR+ after this many iterations.
    CfrPlus(u64),
    /// Every action equally likely.
    Uniform,
}

impl Opponent {
    /// The strategies a page offers.
    pub const CHOICES: [Opponent; 5] = [
        Opponent::Equilibrium,
        Opponent::CfrPlus(1000),
        Opponent::CfrPlus(100),
        Opponent::CfrPlus(10),
        Opponent::Uniform,
    ];

    /// Its key in a form: `equilibrium`, `cfr+N` or `uniform`.
    pub fn key(self) -> String {
        match self {
            Opponent::Equilibrium => "equilibrium".into(),
            Opponent::CfrPlus(n) => format!("cfr+{n}"),
            Opponent::Uniform => "uniform".into(),
        }
    }

    /// The strategy with this key.
    pub fn from_key(key: &str) -> Option<Opponent> {
        match key {
            "equilibrium" => Some(Opponent::Equilibrium),
            "uniform" => Some(Opponent::Uniform),
            _ => key
                .strip_prefix("cfr+")
                .and_then(|n| n.parse().ok())
                .map(Opponent::CfrPlus),
        }
    }

    /// Its name for people.
    pub fn name(self) -> String {
        crate::i18n::with_english(|w| self.name_in(w))
    }

    /// Its name ([`Opponent::name`]) in the language of `words`.
    pub fn name_in(self, words: &crate::i18n::Catalogue) -> String {
        match self {
            Opponent::Equilibrium => words.msg("imperfect-opponent-equilibrium"),
            Opponent::CfrPlus(n) => words.msg_with(
                "imperfect-opponent-cfr-plus",
                &crate::i18n::Args::new().count("n", n as i64),
            ),
            Opponent::Uniform => words.msg("imperfect-opponent-uniform"),
        }
    }
}

/// Both players' behaviour strategies by information set of the game (as floats).
pub type Strategies = [Vec<Vec<f64>>; 2];

/// A game with a strategy computed for it, shared by the requests that use it.
type Computed = Rc<(Game, Strategies)>;

thread_local! {
    /// Strategies computed on this thread: a table asks for the same one at every move.
    static COMPUTED: RefCell<Vec<(Poker, Opponent, Computed)>> =
        const { RefCell::new(Vec::new()) };
}

/// The game and `opponent`'s strategies in it, computed once per thread.
pub fn strategy(poker: Poker, opponent: Opponent) -> Result<Rc<(Game, Strategies)>, String> {
    if let Some(found) = COMPUTED.with(|c| {
        c.borrow()
            .iter()
            .find(|(p, o, _)| *p == poker && *o == opponent)
            .map(|(_, _, s)| s.clone())
    }) {
        return Ok(found);
    }
    let game = poker.game();
    let strategies = compute(&game, opponent)?;
    let entry = Rc::new((game, strategies));
    COMPUTED.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= 4 {
            c.remove(0);
        }
        c.push((poker, opponent, entry.clone()));
    });
    Ok(entry)
}

/// `opponent`'s strategies in `game` (two players, zero-sum, perfect recall).
pub fn compute(game: &Game, opponent: Opponent) -> Result<Strategies, String> {
    match opponent {
        Opponent::Equilibrium => {
            let s = solve_zero_sum(game)?;
            Ok(s.behaviour.map(|b| {
                b.iter()
                    .map(|set| set.iter().map(|q| q.to_f64().unwrap_or(0.0)).collect())
                    .collect()
            }))
        }
        Opponent::CfrPlus(n) => {
            if n == 0 || n > MAX_TRAINING {
                return Err(format!(
                    "train CFR+ for 1 to {MAX_TRAINING} iterations, not {n}"
                ));
            }
            let mut cfr = Cfr::new(game, Algorithm::CfrPlus, n)?;
            for _ in 0..n {
                cfr.iterate();
            }
            Ok(cfr.average_by_set(game.infosets().len()))
        }
        Opponent::Uniform => {
            let per = game
                .infosets()
                .iter()
                .map(|h| vec![1.0 / h.actions.len() as f64; h.actions.len()])
                .collect::<Vec<_>>();
            Ok([per.clone(), per])
        }
    }
}

/// One hand as the person sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HandView {
    /// The person's seat: 0 (moves first) or 1.
    pub seat: usize,
    /// The person's card.
    pub card: String,
    /// The public card, once dealt.
    pub public: Option<String>,
    /// What happened, from the person's side of the table ([`HandView::log_in`] in words).
    pub log: Vec<Event>,
    /// The person's actions now (empty when it is not their turn).
    pub choices: Vec<String>,
    /// The opponent's card, shown at a showdown only.
    pub shown: Option<String>,
    /// The person's winnings, once the hand is over.
    pub result: Option<f64>,
}

impl HandView {
    /// What happened, one line an event, in English.
    pub fn log_lines(&self) -> Vec<String> {
        crate::i18n::with_english(|w| self.log_in(w))
    }

    /// What happened, one line an event, in the language of `words`.
    pub fn log_in(&self, words: &crate::i18n::Catalogue) -> Vec<String> {
        self.log.iter().map(|e| e.words_in(words)).collect()
    }
}

/// The table as the person sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableView {
    /// The person's winnings in each finished hand.
    pub results: Vec<f64>,
    /// Their mean winnings per hand.
    pub mean: f64,
    /// The 95% interval of the mean, honest for few hands ([`Interval`]).
    pub interval: Interval,
    /// The hand in play (or the last one, finished).
    pub hand: HandView,
}

/// Hands from which the running result's interval is the normal approximation's; below,
/// Hoeffding's bound, which holds for any number of hands.
pub const NORMAL_FROM: usize = 30;

/// The 95% interval of the mean winnings per hand. With few hands the sample's spread says
/// little (after one or two equal results it is zero, and the normal interval a single
/// point), so below [`NORMAL_FROM`] hands the interval is Hoeffding's, which holds for any
/// number of hands of winnings within the game's range — and none is given while even that
/// is as wide as the range itself.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Interval {
    /// Too few hands: no interval narrower than the range of winnings yet; `hands` are
    /// needed for one.
    TooFew {
        /// The hands after which Hoeffding's interval is narrower than the range.
        hands: usize,
    },
    /// Hoeffding's bound: mean ± (b − a)·√(ln(2/0.05) / 2n), clipped to the range [a, b].
    Hoeffding(f64, f64),
    /// The normal approximation: mean ± 1.96 · s/√n.
    Normal(f64, f64),
}

impl Interval {
    /// The interval of the mean of `results`, each within `range` (a, b).
    pub fn of(results: &[f64], (a, b): (f64, f64)) -> Interval {
        let n = results.len();
        let ln = (2.0f64 / 0.05).ln();
        // Hoeffding's half-width (b − a)·√(ln/2n) is below the half range (b − a)/2 once
        // n > 2·ln.
        let needed = (2.0 * ln).floor() as usize + 1;
        if n < needed.min(NORMAL_FROM) {
            return Interval::TooFew { hands: needed };
        }
        let mean = results.iter().sum::<f64>() / n as f64;
        if n < NORMAL_FROM {
            let half = (b - a) * (ln / (2.0 * n as f64)).sqrt();
            return Interval::Hoeffding((mean - half).max(a), (mean + half).min(b));
        }
        let var = results.iter().map(|r| (r - mean).powi(2)).sum::<f64>() / (n as f64 - 1.0);
        let half = 1.96 * (var / n as f64).sqrt();
        Interval::Normal(mean - half, mean + half)
    }

    /// The interval in words, for after the running result: `" (95% interval … by …)."`.
    pub fn words(&self) -> String {
        crate::i18n::with_english(|w| self.words_in(w))
    }

    /// The interval in words ([`Interval::words`]) in the language of `words`.
    pub fn words_in(&self, words: &crate::i18n::Catalogue) -> String {
        use crate::i18n::Args;
        let bounds = |lo: f64, hi: f64| {
            Args::new()
                .text("low", words.decimal(&format!("{lo:+.3}")))
                .text("high", words.decimal(&format!("{hi:+.3}")))
        };
        match *self {
            Interval::TooFew { hands } => format!(
                ". {}",
                words.msg_with(
                    "imperfect-interval-too-few",
                    &Args::new().count("hands", hands as i64)
                )
            ),
            Interval::Hoeffding(lo, hi) => format!(
                " ({}).",
                words.msg_with("imperfect-interval-hoeffding", &bounds(lo, hi))
            ),
            Interval::Normal(lo, hi) => format!(
                " ({}).",
                words.msg_with("imperfect-interval-normal", &bounds(lo, hi))
            ),
        }
    }
}

/// The least and the greatest a player can win in one hand of `game`.
fn winnings_range(game: &Game) -> (f64, f64) {
    game.all_leaf_payoffs()
        .iter()
        .flatten()
        .map(to_f64)
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
            (lo.min(v), hi.max(v))
        })
}

/// Picks an index with the given probabilities from a uniform draw `u`.
fn pick(probabilities: impl Iterator<Item = f64>, u: f64) -> usize {
    let mut acc = 0.0;
    let mut last = 0;
    for (i, p) in probabilities.enumerate() {
        acc += p;
        last = i;
        if u < acc {
            return i;
        }
    }
    last
}

/// The players' cards from the chance moves' names (`deal to player 1`, `deal to player 2`,
/// anything else public).
fn dealt_to(set_name: &str) -> Option<usize> {
    match set_name {
        "deal to player 1" => Some(0),
        "deal to player 2" => Some(1),
        _ => None,
    }
}

/// Plays one hand: the person in `seat` makes the choices `mine`, the computer samples
/// `strategies` with `moves`, chance draws the cards with `cards` (its own stream, so the
/// cards do not depend on the bets); stops where the person must choose next.
fn play_hand(
    game: &Game,
    strategies: &Strategies,
    seat: usize,
    (cards_rng, moves): (&mut GameRng, &mut GameRng),
    mine: &[usize],
) -> Result<HandView, String> {
    let mut view = HandView {
        seat,
        card: String::new(),
        public: None,
        log: Vec::new(),
        choices: Vec::new(),
        shown: None,
        result: None,
    };
    let mut cards: [Option<String>; 2] = [None, None];
    let mut used = 0;
    let mut folded = false;
    let mut n = game.root();
    loop {
        let node = &game.nodes()[n];
        let h = match node.kind {
            NodeKind::Terminal => break,
            NodeKind::Move(h) => h,
        };
        let set = &game.infosets()[h];
        let a = match set.mover {
            Mover::Chance => {
                let u = unit_f64(cards_rng);
                let a = pick(
                    set.probabilities.iter().map(|p| p.to_f64().unwrap_or(0.0)),
                    u,
                );
                let card = set.actions[a].clone();
                match dealt_to(&set.name) {
                    Some(p) if p == seat => {
                        view.log.push(Event::Dealt(card.clone()));
                        view.card = card.clone();
                        cards[p] = Some(card);
                    }
                    Some(p) => {
                        view.log.push(Event::OpponentDealt);
                        cards[p] = Some(card);
                    }
                    None => {
                        view.log.push(Event::Public(card.clone()));
                        view.public = Some(card);
                    }
                }
                a
            }
            Mover::Player(p) if p == seat => {
                let Some(&a) = mine.get(used) else {
                    view.choices = set.actions.clone();
                    return Ok(view);
                };
                if a >= set.actions.len() {
                    return Err(format!(
                        "there is no action {} here: the choices are {}",
                        a + 1,
                        set.actions.join(", ")
                    ));
                }
                used += 1;
                view.log.push(Event::Mine(set.actions[a].clone()));
                a
            }
            Mover::Player(p) => {
                let u = unit_f64(moves);
                let a = pick(strategies[p][h].iter().copied(), u);
                view.log.push(Event::Theirs(set.actions[a].clone()));
                a
            }
        };
        if set.mover != Mover::Chance {
            folded = set.actions[a] == "fold";
        }
        n = node.children[a];
    }
    if used < mine.len() {
        return Err("the hand was over before all its moves were made".into());
    }
    let payoffs = game.leaf_payoffs(n);
    let won = payoffs[seat].to_f64().unwrap_or(0.0);
    if !folded {
        view.shown = cards[1 - seat].clone();
        view.log.push(Event::Showdown(view.shown.clone()));
    }
    view.log.push(Event::Result(won));
    view.result = Some(won);
    Ok(view)
}

/// The table after the hands `hands` (the person's choices in each; the last may be under
/// way), dealt from `seed`, against `strategies`.
pub fn replay(
    game: &Game,
    strategies: &Strategies,
    seed: Seed,
    hands: &[Vec<usize>],
) -> Result<TableView, String> {
    if hands.len() > MAX_HANDS {
        return Err(format!("a table holds at most {MAX_HANDS} hands"));
    }
    let mut results = Vec::new();
    let mut hand = None;
    let count = hands.len().max(1);
    for k in 0..count {
        let mine = hands.get(k).map_or(&[][..], |h| &h[..]);
        let hand_seed = seed.derive(k as u64);
        let (mut cards, mut moves) = (hand_seed.rng(), hand_seed.derive(1).rng());
        let view = play_hand(game, strategies, k % 2, (&mut cards, &mut moves), mine)?;
        match view.result {
            Some(r) => results.push(r),
            None if k + 1 < count => {
                return Err(format!("hand {} is not finished", k + 1));
            }
            None => {}
        }
        hand = Some(view);
    }
    let n = results.len() as f64;
    let mean = if results.is_empty() {
        0.0
    } else {
        results.iter().sum::<f64>() / n
    };
    let interval = Interval::of(&results, winnings_range(game));
    Ok(TableView {
        results,
        mean,
        interval,
        hand: hand.expect("at least one hand"),
    })
}

/// Pairs of hands with the same cards, each strategy once in each seat: a race's games.
pub struct DuplicateMatch {
    game: Rc<(Game, Strategies)>,
    other: Rc<(Game, Strategies)>,
    rng: GameRng,
}

impl DuplicateMatch {
    /// `first` against `second` (their games must be the same), dealt from `seed`.
    pub fn new(
        first: Rc<(Game, Strategies)>,
        second: Rc<(Game, Strategies)>,
        seed: Seed,
    ) -> DuplicateMatch {
        DuplicateMatch {
            game: first,
            other: second,
            rng: seed.rng(),
        }
    }

    /// The first strategy's winnings over one pair of hands.
    pub fn pair(&mut self) -> f64 {
        let deal: u64 = rand_core::Rng::next_u64(&mut self.rng);
        let game = &self.game.0;
        let mut total = 0.0;
        for seat in 0..2 {
            // The same card draws in both hands: the same cards whatever was bet.
            let mut cards = Seed(deal).rng();
            let mut moves = Seed(deal).derive(1 + seat as u64).rng();
            // The first strategy in `seat`, the second in the other (borrowed, not copied:
            // this runs for every pair of a race).
            let (a, b) = (&self.game.1, &self.other.1);
            let players = if seat == 0 {
                [&a[0][..], &b[1][..]]
            } else {
                [&b[0][..], &a[1][..]]
            };
            total += self_play(game, players, &mut cards, &mut moves)[seat];
        }
        total
    }
}

/// Both players' winnings in one hand where each player plays their strategy in
/// `strategies` (by information set): chance draws from `cards`, the players from `moves`.
fn self_play(
    game: &Game,
    strategies: [&[Vec<f64>]; 2],
    cards: &mut GameRng,
    moves: &mut GameRng,
) -> [f64; 2] {
    let mut n = game.root();
    loop {
        let node = &game.nodes()[n];
        let NodeKind::Move(h) = node.kind else { break };
        let set = &game.infosets()[h];
        let a = match set.mover {
            Mover::Chance => pick(
                set.probabilities.iter().map(|p| p.to_f64().unwrap_or(0.0)),
                unit_f64(cards),
            ),
            Mover::Player(p) => pick(strategies[p][h].iter().copied(), unit_f64(moves)),
        };
        n = node.children[a];
    }
    let p = game.leaf_payoffs(n);
    [p[0].to_f64().unwrap_or(0.0), p[1].to_f64().unwrap_or(0.0)]
}

impl Outcomes for DuplicateMatch {
    fn play(&mut self, n: u64) -> u64 {
        let mut wins = 0;
        for _ in 0..n {
            let net = self.pair();
            if net > 0.0 || (net == 0.0 && unit_f64(&mut self.rng) < 0.5) {
                wins += 1;
            }
        }
        wins
    }
}

#[cfg(test)]
mod tests;
