//! Love Letter agents, each deciding from its player's observation only (an
//! [`InformationSet`]): the seed's random agent, its greedy agent with the exact formula F, and
//! greedy with memory.
//!
//! Greedy (the seed's §3.2.3 as the spec restates it): `P(c)` = unseen copies of `c` / unseen
//! cards, where the seen cards are the face-up ones, every discard and both cards in hand; each
//! card in hand gets a score F (DK = the other card, W = value):
//! F(Guard) = 1 + max_{c≠Guard} P(c) + 0.08 (naming the argmax, ties to the higher card);
//! F(Priest) = 1.07; F(Baron) = 1 + ΣP(lower than DK) − ΣP(higher than DK) + 0.06;
//! F(Handmaid) = 1.05; F(Prince) = 1 + P(Princess) + 0.1·[W(DK) < 5] + 0.04;
//! F(King) = 1 + P(Princess) + P(Countess) + 0.03; F(Countess) = 10 if DK is a King or a Prince,
//! else 1.02; F(Princess) = 0. The higher F is played (ties: the lower card, which keeps the
//! stronger one).
//!
//! Targets (the seed plays two players and leaves them open): a Guard, Priest, Baron or King
//! goes to the first player in turn order after oneself who is in and unprotected; the Prince
//! goes to that player when P(Princess) ≥ 0.1·[W(DK) < 5] — the term its F was won by — and
//! to oneself otherwise (or when nobody else can be targeted). Greedy with memory uses what
//! its own Priest, Baron and King revealed and what it deduced (a missed Guard, a Baron's
//! outcome): a player's card known exactly or narrowed to some types gives that player its own
//! P, and the target is the one whose P makes the card score highest.

use num_rational::Ratio;
use serde::{Deserialize, Serialize};

use super::{Card, Knowledge, Observation, Play, Round};
use crate::game::{InformationSet, ObservingBot};
use crate::rng::{below, GameRng, Seed};

/// An exact number for the greedy formula.
pub type Frac = Ratio<i64>;

fn frac(n: i64, d: i64) -> Frac {
    Frac::new(n, d)
}

/// The greedy agent's reasoning for one decision, in exact fractions.
#[derive(Clone, Debug, PartialEq)]
pub struct GreedyDecision {
    /// The play.
    pub play: Play,
    /// P(c) per card (index = value − 1), for the chosen target when memory is used.
    pub probabilities: [Frac; 8],
    /// F per card in hand (index = value − 1; None for cards not in hand).
    pub scores: [Option<Frac>; 8],
}

/// P(c) from unseen counts (index = value), optionally narrowed to a mask of card types.
fn probabilities(unseen: &[u8; 9], mask: u8) -> [Frac; 8] {
    let total: i64 = (1..=8)
        .filter(|v| mask & (1 << (v - 1)) != 0)
        .map(|v| i64::from(unseen[v]))
        .sum();
    std::array::from_fn(|i| {
        if total == 0 || mask & (1 << i) == 0 {
            frac(0, 1)
        } else {
            frac(i64::from(unseen[i + 1]), total)
        }
    })
}

/// F of `card` with the other card `dk` under `p`, and the Guard's named card.
fn score(card: Card, dk: Card, p: &[Frac; 8]) -> (Frac, Option<Card>) {
    let pc = |c: Card| p[usize::from(c.value()) - 1];
    let one = frac(1, 1);
    match card {
        Card::Guard => {
            // The most likely non-Guard card; ties to the higher card.
            let best = Card::ALL[1..]
                .iter()
                .copied()
                .max_by(|a, b| pc(*a).cmp(&pc(*b)).then(a.cmp(b)))
                .expect("seven names");
            (one + pc(best) + frac(8, 100), Some(best))
        }
        Card::Priest => (frac(107, 100), None),
        Card::Baron => {
            let lower: Frac = Card::ALL.iter().filter(|c| **c < dk).map(|c| pc(*c)).sum();
            let higher: Frac = Card::ALL.iter().filter(|c| **c > dk).map(|c| pc(*c)).sum();
            (one + lower - higher + frac(6, 100), None)
        }
        Card::Handmaid => (frac(105, 100), None),
        Card::Prince => {
            let weak = if dk.value() < 5 {
                frac(1, 10)
            } else {
                frac(0, 1)
            };
            (one + pc(Card::Princess) + weak + frac(4, 100), None)
        }
        Card::King => (
            one + pc(Card::Princess) + pc(Card::Countess) + frac(3, 100),
            None,
        ),
        Card::Countess => {
            if dk == Card::King || dk == Card::Prince {
                (frac(10, 1), None)
            } else {
                (frac(102, 100), None)
            }
        }
        Card::Princess => (frac(0, 1), None),
    }
}

/// The greedy decision for a hand of two cards and the unseen counts (no targets: the seed's
/// two-player form, as `gamelab loveletter greedy` asks it).
pub fn greedy_scores(hand: [Card; 2], unseen: &[u8; 9]) -> GreedyDecision {
    let p = probabilities(unseen, 0xFF);
    let (f0, g0) = score(hand[0], hand[1], &p);
    let (f1, g1) = score(hand[1], hand[0], &p);
    let mut scores = [None; 8];
    scores[usize::from(hand[0].value()) - 1] = Some(f0);
    scores[usize::from(hand[1].value()) - 1] = Some(f1);
    // The higher F; ties keep the stronger card (play the lower).
    let (card, guess) = if f0 > f1 || (f0 == f1 && hand[0] <= hand[1]) {
        (hand[0], g0)
    } else {
        (hand[1], g1)
    };
    GreedyDecision {
        play: Play {
            card,
            target: None,
            guess,
        },
        probabilities: p,
        scores,
    }
}

/// Unseen counts from an observation (index = value).
pub fn unseen(obs: &Observation) -> [u8; 9] {
    let mut counts = [0u8; 9];
    for c in Card::ALL {
        counts[usize::from(c.value())] = c.count();
    }
    for c in obs
        .hand
        .iter()
        .chain(&obs.face_up)
        .chain(obs.discards.iter().flatten())
    {
        counts[usize::from(c.value())] -= 1;
    }
    counts
}

/// The greedy decision at `view` (the observer to move with two cards), with or without memory.
pub fn greedy_decision(view: &InformationSet<'_, Round>, memory: bool) -> GreedyDecision {
    let obs = view.observation();
    let legal = view.legal_actions();
    let counts = unseen(obs);
    let hand = [obs.hand[0], obs.hand[1]];
    let base = greedy_scores(hand, &counts);
    let n = obs.alive.len() as u8;
    let me = obs.observer;
    // Opponents that can be targeted, in turn order after me.
    let targets: Vec<u8> = (1..n)
        .map(|k| (me + k) % n)
        .filter(|&t| legal.iter().any(|p| p.target == Some(t)))
        .collect();
    let p_of = |t: u8| -> [Frac; 8] {
        if !memory {
            return base.probabilities;
        }
        let mask = match obs.knows[usize::from(t)] {
            Knowledge::Exact(c) => 1u8 << (c.value() - 1),
            Knowledge::Among(m) => m,
        };
        probabilities(&counts, mask)
    };
    // Score each card against each target (or without one) and keep the best.
    let mut best: Option<(Frac, Play, [Frac; 8])> = None;
    for (i, &card) in hand.iter().enumerate() {
        let dk = hand[1 - i];
        let candidates: Vec<Option<u8>> = if card.targets_other() && !targets.is_empty() {
            targets.iter().map(|&t| Some(t)).collect()
        } else {
            vec![None]
        };
        for t in candidates {
            let p = t.map_or(base.probabilities, p_of);
            let (f, guess) = score(card, dk, &p);
            let mut play = Play {
                card,
                target: t,
                guess: if card == Card::Guard && t.is_some() {
                    guess
                } else {
                    None
                },
            };
            if card == Card::Prince {
                let opp = targets.first().copied();
                let weak = if dk.value() < 5 {
                    frac(1, 10)
                } else {
                    frac(0, 1)
                };
                let pick = match opp {
                    Some(o) if p_of(o)[7] >= weak => o,
                    _ => me,
                };
                let pp = p_of(pick);
                play.target = Some(pick);
                let (f2, _) = score(card, dk, &pp);
                let f = if pick == me { f } else { f2 };
                consider(&mut best, f, play, if pick == me { p } else { pp }, legal);
                continue;
            }
            consider(&mut best, f, play, p, legal);
        }
    }
    let (_, play, probabilities) = best.unwrap_or((frac(0, 1), legal[0], base.probabilities));
    GreedyDecision {
        play,
        probabilities,
        scores: base.scores,
    }
}

/// Keeps the better legal candidate (strictly higher F, so earlier targets and the lower card
/// win ties).
fn consider(
    best: &mut Option<(Frac, Play, [Frac; 8])>,
    f: Frac,
    play: Play,
    p: [Frac; 8],
    legal: &[Play],
) {
    if !legal.contains(&play) {
        return;
    }
    let better = match best {
        None => true,
        Some((g, _, _)) => f > *g,
    };
    if better {
        *best = Some((f, play, p));
    }
}

/// The plays the seed's random agents choose among: every legal play but the Princess's,
/// unless discarding her is all there is.
pub fn playable(legal: &[Play]) -> Vec<Play> {
    let allowed: Vec<Play> = legal
        .iter()
        .copied()
        .filter(|p| p.card != Card::Princess)
        .collect();
    if allowed.is_empty() {
        legal.to_vec()
    } else {
        allowed
    }
}

/// The seed's random agent: uniform over the distinct legal plays, never the Princess.
pub struct RandomAgent {
    rng: GameRng,
}

impl RandomAgent {
    /// A random agent drawing from `seed`.
    pub fn new(seed: Seed) -> Self {
        RandomAgent { rng: seed.rng() }
    }
}

impl ObservingBot<Round> for RandomAgent {
    fn name(&self) -> String {
        "random".into()
    }

    fn choose(&mut self, view: &InformationSet<'_, Round>) -> Play {
        let from = playable(view.legal_actions());
        from[below(&mut self.rng, from.len() as u32) as usize]
    }
}

/// The seed's greedy agent (optionally with memory).
pub struct GreedyAgent {
    memory: bool,
}

impl GreedyAgent {
    /// The seed's greedy agent.
    pub fn new() -> Self {
        GreedyAgent { memory: false }
    }

    /// Greedy with memory of what its Priest, Baron and King revealed.
    pub fn with_memory() -> Self {
        GreedyAgent { memory: true }
    }
}

impl Default for GreedyAgent {
    fn default() -> Self {
        GreedyAgent::new()
    }
}

impl ObservingBot<Round> for GreedyAgent {
    fn name(&self) -> String {
        if self.memory {
            "greedy-memory".into()
        } else {
            "greedy".into()
        }
    }

    fn choose(&mut self, view: &InformationSet<'_, Round>) -> Play {
        greedy_decision(view, self.memory).play
    }
}

/// The seed's "probabilistic" agent (§1.1: it "decides at random, on the basis of the
/// probabilities of the cards"). The seed describes it in one sentence; this reading draws
/// from the same quantities the greedy agent maximises:
///
/// - the card to play is drawn in proportion to greedy's scores F of the two cards (greedy
///   plays the higher; this agent plays each as often as its share of F), among the cards
///   with a legal play other than the Princess (as the random agent, it never discards her
///   while another play exists);
/// - a Guard names a card in proportion to the chance an opponent holds it, P(c) over the
///   unseen cards (greedy names the most likely one);
/// - the target, and any other choice, is uniform among the legal plays of that card.
///
/// Like greedy without memory, it uses only what every player sees plus its own hand.
pub struct ProbabilisticAgent {
    rng: GameRng,
}

impl ProbabilisticAgent {
    /// A probabilistic agent drawing from `seed`.
    pub fn new(seed: Seed) -> Self {
        ProbabilisticAgent { rng: seed.rng() }
    }

    /// Draws an index in proportion to `weights` (uniformly if they are all 0).
    fn draw(&mut self, weights: &[f64]) -> usize {
        let total: f64 = weights.iter().sum();
        if total <= 0.0 {
            return below(&mut self.rng, weights.len() as u32) as usize;
        }
        let mut x = crate::rng::unit_f64(&mut self.rng) * total;
        for (i, w) in weights.iter().enumerate() {
            if x < *w {
                return i;
            }
            x -= w;
        }
        weights.iter().rposition(|w| *w > 0.0).unwrap_or(0)
    }
}

/// A fraction as a float (the draws need no exactness beyond IEEE division, which rounds the
/// same everywhere).
pub(crate) fn frac_f64(f: Frac) -> f64 {
    *f.numer() as f64 / *f.denom() as f64
}

impl ObservingBot<Round> for ProbabilisticAgent {
    fn name(&self) -> String {
        "probabilistic".into()
    }

    fn choose(&mut self, view: &InformationSet<'_, Round>) -> Play {
        let from = playable(view.legal_actions());
        let obs = view.observation();
        let base = greedy_scores([obs.hand[0], obs.hand[1]], &unseen(obs));
        let mut cards: Vec<Card> = from.iter().map(|p| p.card).collect();
        cards.sort();
        cards.dedup();
        let weights: Vec<f64> = cards
            .iter()
            .map(|c| base.scores[usize::from(c.value()) - 1].map_or(0.0, frac_f64))
            .collect();
        let card = cards[self.draw(&weights)];
        let mut plays: Vec<Play> = from.into_iter().filter(|p| p.card == card).collect();
        if card == Card::Guard && plays.iter().any(|p| p.guess.is_some()) {
            let mut guesses: Vec<Card> = plays.iter().filter_map(|p| p.guess).collect();
            guesses.sort();
            guesses.dedup();
            let weights: Vec<f64> = guesses
                .iter()
                .map(|g| frac_f64(base.probabilities[usize::from(g.value()) - 1]))
                .collect();
            let guess = guesses[self.draw(&weights)];
            plays.retain(|p| p.guess == Some(guess));
        }
        plays[below(&mut self.rng, plays.len() as u32) as usize]
    }
}

/// The lab's agents by kind: the one place their names are read and their bots made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum AgentKind {
    /// Uniformly random plays (never the Princess).
    Random,
    /// The seed's greedy formula.
    Greedy,
    /// Greedy, remembering what its Priest, Baron and King revealed.
    GreedyMemory,
    /// Single-observer ISMCTS.
    Ismcts,
    /// The seed's probabilistic agent (§1.1), drawing by greedy's P and F.
    Probabilistic,
}

impl AgentKind {
    /// Every kind, in the order of [`AGENTS`].
    pub const ALL: [AgentKind; 5] = [
        AgentKind::Random,
        AgentKind::Greedy,
        AgentKind::GreedyMemory,
        AgentKind::Ismcts,
        AgentKind::Probabilistic,
    ];

    /// Its name on the command line, in links and in tables.
    pub fn key(self) -> &'static str {
        AGENTS[self as usize]
    }

    /// The kind named `name` (one of [`AGENTS`]).
    pub fn parse(name: &str) -> Option<AgentKind> {
        AgentKind::ALL.into_iter().find(|k| k.key() == name)
    }

    /// A bot of this kind, seeded (ISMCTS with `iterations` per decision).
    pub fn bot(self, seed: Seed, iterations: u32) -> Box<dyn ObservingBot<Round>> {
        match self {
            AgentKind::Random => Box::new(RandomAgent::new(seed)),
            AgentKind::Greedy => Box::new(GreedyAgent::new()),
            AgentKind::GreedyMemory => Box::new(GreedyAgent::with_memory()),
            AgentKind::Ismcts => Box::new(IsmctsAgent::new(iterations, seed)),
            AgentKind::Probabilistic => Box::new(ProbabilisticAgent::new(seed)),
        }
    }
}

/// An agent by name: `random`, `greedy`, `greedy-memory`, `ismcts` (with `iterations` per
/// decision) or `probabilistic`, seeded; `None` for another name.
pub fn agent(name: &str, seed: Seed, iterations: u32) -> Option<Box<dyn ObservingBot<Round>>> {
    AgentKind::parse(name).map(|k| k.bot(seed, iterations))
}

/// The agents' names, for messages (indexed by [`AgentKind`]).
pub const AGENTS: [&str; 5] = [
    "random",
    "greedy",
    "greedy-memory",
    "ismcts",
    "probabilistic",
];

/// The agents a match on the page can seat: every one, each with its explanation.
pub const MATCH_OPPONENTS: [&str; 5] = [
    "random",
    "greedy",
    "greedy-memory",
    "ismcts",
    "probabilistic",
];

/// "… is not an agent (random, greedy, …)" for an unknown name.
pub fn unknown_agent(name: &str) -> String {
    format!("{name:?} is not an agent ({})", AGENTS.join(", "))
}

/// ISMCTS iterations per decision unless asked otherwise.
pub const DEFAULT_ISMCTS_ITERATIONS: u32 = 1_000;

/// ln(n) for a count n ≥ 1 from additions, multiplications and divisions only, which IEEE 754
/// rounds the same everywhere — unlike the platform's `ln`, which differs in the last bit between
/// the native C library and WebAssembly and so would make the same seeded search choose
/// differently in the browser and on the command line. n = m·2^e with m in [1, 2), and
/// ln m = 2·atanh(s), s = (m − 1)/(m + 1) ≤ 1/3, summed to below 2⁻⁵³ (within 2 ulp of `ln`).
fn ln_count(n: u32) -> f64 {
    let n = n.max(1);
    let e = 31 - n.leading_zeros();
    let m = f64::from(n) / f64::from(1u32 << e);
    let s = (m - 1.0) / (m + 1.0);
    let s2 = s * s;
    let mut term = s;
    let mut sum = 0.0;
    let mut k = 1.0;
    while term > 1e-18 {
        sum += term / k;
        term *= s2;
        k += 2.0;
    }
    f64::from(e) * std::f64::consts::LN_2 + 2.0 * sum
}

/// [`ln_count`] from a table for the counts a search mostly meets (below 4 096), computed once.
fn ln_table(n: u32) -> f64 {
    static TABLE: std::sync::OnceLock<Vec<f64>> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| (0..4_096).map(ln_count).collect());
    table
        .get(n as usize)
        .copied()
        .unwrap_or_else(|| ln_count(n))
}

/// One node of the single-observer ISMCTS tree: the plays tried from here, visits, reward of
/// the player who made the play that leads here, and availability (how often this play was
/// legal when its parent was visited).
#[derive(Clone, Debug)]
struct Node {
    play: Option<Play>,
    mover: u8,
    children: Vec<usize>,
    visits: u32,
    reward: f64,
    available: u32,
}

/// Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012):
/// each iteration determinizes the observer's information set, descends the tree choosing among
/// the plays legal in that determinization by UCB1 with availability counts, adds one node,
/// finishes the round with random plays, and credits each node with the round's result for the
/// player who moved into it. The most visited play at the root is chosen. A fixed iteration
/// budget and seed make it reproducible.
pub struct IsmctsAgent {
    iterations: u32,
    exploration: f64,
    rng: GameRng,
    /// Root children of the last decision: (play, visits, mean reward).
    last: Vec<(Play, u32, f64)>,
}

impl IsmctsAgent {
    /// An agent running `iterations` iterations per decision, drawing from `seed`.
    pub fn new(iterations: u32, seed: Seed) -> Self {
        IsmctsAgent {
            iterations: iterations.max(1),
            exploration: 0.7,
            rng: seed.rng(),
            last: Vec::new(),
        }
    }

    /// The root's plays at the last decision with their visits and mean reward (the page's
    /// "explain" view), most visits first, ties by play.
    pub fn last_visits(&self) -> &[(Play, u32, f64)] {
        &self.last
    }
}

impl ObservingBot<Round> for IsmctsAgent {
    fn name(&self) -> String {
        format!("ismcts-{}", self.iterations)
    }

    fn choose(&mut self, view: &InformationSet<'_, Round>) -> Play {
        use crate::game::{State, Turn};
        let legal = view.legal_actions();
        if legal.len() == 1 {
            self.last = vec![(legal[0], 0, 0.0)];
            return legal[0];
        }
        let mut nodes = vec![Node {
            play: None,
            mover: view.observer().0,
            children: Vec::new(),
            visits: 0,
            reward: 0.0,
            available: 0,
        }];
        let mut moves = Vec::new();
        for _ in 0..self.iterations {
            let mut state = view.determinize(&mut self.rng);
            let mut path = vec![0usize];
            let mut at = 0usize;
            // Selection and expansion.
            while let Turn::Player(p) = state.turn() {
                state.legal_actions(&mut moves);
                let tried: Vec<usize> = nodes[at]
                    .children
                    .iter()
                    .copied()
                    .filter(|&c| moves.contains(&nodes[c].play.expect("a child has a play")))
                    .collect();
                let untried: Vec<Play> = moves
                    .iter()
                    .copied()
                    .filter(|m| !tried.iter().any(|&c| nodes[c].play == Some(*m)))
                    .collect();
                if !untried.is_empty() {
                    let play = untried[below(&mut self.rng, untried.len() as u32) as usize];
                    nodes.push(Node {
                        play: Some(play),
                        mover: p.0,
                        children: Vec::new(),
                        visits: 0,
                        reward: 0.0,
                        available: 0,
                    });
                    let child = nodes.len() - 1;
                    nodes[at].children.push(child);
                    for &c in &tried {
                        nodes[c].available += 1;
                    }
                    nodes[child].available += 1;
                    state.apply(play);
                    path.push(child);
                    break;
                }
                for &c in &tried {
                    nodes[c].available += 1;
                }
                let c_explore = self.exploration;
                let best = tried
                    .iter()
                    .copied()
                    .max_by(|&a, &b| {
                        let ucb = |n: &Node| {
                            n.reward / f64::from(n.visits)
                                + c_explore * (ln_table(n.available) / f64::from(n.visits)).sqrt()
                        };
                        ucb(&nodes[a]).total_cmp(&ucb(&nodes[b]))
                    })
                    .expect("a tried play");
                state.apply(nodes[best].play.expect("a play"));
                path.push(best);
                at = best;
            }
            // Simulation: random plays to the end of the round.
            while let Turn::Player(_) = state.turn() {
                state.legal_actions(&mut moves);
                let m = moves[below(&mut self.rng, moves.len() as u32) as usize];
                state.apply(m);
            }
            let returns = state.returns();
            for &i in &path {
                nodes[i].visits += 1;
                nodes[i].reward += returns.0[usize::from(nodes[i].mover)];
            }
        }
        let root = &nodes[0];
        self.last = root
            .children
            .iter()
            .map(|&c| {
                let n = &nodes[c];
                (
                    n.play.expect("a play"),
                    n.visits,
                    n.reward / f64::from(n.visits.max(1)),
                )
            })
            .collect();
        self.last.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        self.last
            .iter()
            .map(|&(p, _, _)| p)
            .find(|p| legal.contains(p))
            .unwrap_or(legal[0])
    }
}

#[cfg(test)]
mod ln_tests {
    #[test]
    fn the_portable_logarithm_agrees_with_ln() {
        for n in (1..5_000u32).chain([65_535, 65_536, 1_000_000, u32::MAX]) {
            let (a, b) = (super::ln_count(n), f64::from(n).ln());
            assert!(
                (a - b).abs() <= 4.0 * f64::EPSILON * b.max(1.0),
                "{n}: {a} vs {b}"
            );
        }
        assert_eq!(super::ln_count(1), 0.0);
    }
}
