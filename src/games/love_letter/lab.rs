//! The Love Letter page's model: a match of one human (seat 0) against 1–3 agents, what the
//! page draws of it, and the agents' explanations — all core code, so `cargo test` sees it.
//!
//! Hidden information stays hidden by construction: [`Match::view`] builds the whole table the
//! page draws ([`TableView`]) from the human's [`Observation`] (plus the public token count and
//! the hands shown at a showdown, once the round is over), never from the true state, and a test
//! checks that two rounds the human cannot tell apart draw the same table. The agents' reasons
//! mention their own hands, so they are kept until the round ends ([`Match::revealed`]); while
//! it runs, the page can explain what greedy or ISMCTS would do *in the human's seat*, from the
//! human's own information set ([`Match::advise`]).
//!
//! A match is reproducible from its settings ([`MatchConfig`], the page's link): round `r` is
//! dealt from `seed.derive(r)` (or, for the first round, from a stacked deck given in dealing
//! order — a way to set up a lesson), and agent `s` draws from `seed.derive(1000 + s)`.

use super::agents::{greedy_decision, IsmctsAgent, RandomAgent, AGENTS};
use super::{tokens_to_win, Card, Ending, Knowledge, Observation, Outcome, Play, Round};
use crate::game::{Hidden, InformationSet, ObservingBot, Player, State, Turn};
use crate::rng::Seed;
use crate::text::FieldError;

/// The most ISMCTS iterations per decision in a match: the page lets its agents decide on the
/// main thread, and 20 000 iterations take about 50 ms in the browser.
pub const MAX_MATCH_ITERATIONS: u32 = 20_000;

/// A match's settings, as the page's link gives them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchConfig {
    /// The agents in seats 1, 2, … (1–3 of them).
    pub opponents: Vec<String>,
    /// ISMCTS iterations per decision.
    pub iterations: u32,
    /// The seed of the deals and the agents.
    pub seed: u64,
    /// A stacked deck for the first round, in dealing order (the face-down card first).
    pub deck: Option<Vec<Card>>,
}

impl Default for MatchConfig {
    fn default() -> Self {
        MatchConfig {
            opponents: vec!["greedy".into()],
            iterations: 1_000,
            seed: 1,
            deck: None,
        }
    }
}

/// A deck in dealing order written as 16 card values, e.g. `8123…` (the face-down card first;
/// with two players the next three are face up; then one card per seat from seat 0, then the
/// draws).
pub fn deck_text(deck: &[Card]) -> String {
    deck.iter().map(|c| char::from(b'0' + c.value())).collect()
}

/// Reads a deck written by [`deck_text`]: exactly the 16 cards of the game.
pub fn parse_deck(text: &str) -> Result<Vec<Card>, String> {
    let cards = text
        .trim()
        .chars()
        .map(|ch| {
            ch.to_digit(10)
                .and_then(|v| Card::from_value(v as u8))
                .ok_or_else(|| format!("{ch:?} is not a card value 1–8"))
        })
        .collect::<Result<Vec<Card>, String>>()?;
    for c in Card::ALL {
        let n = cards.iter().filter(|&&k| k == c).count();
        if n != usize::from(c.count()) {
            return Err(format!(
                "a deck has {} {}{} (this one has {n}); it needs all 16 cards",
                c.count(),
                c.name(),
                if c.count() == 1 { "" } else { "s" }
            ));
        }
    }
    Ok(cards)
}

impl MatchConfig {
    /// The settings a link's fields give (`opp`, `it`, `seed`, `deck`; empty = default), or
    /// every field's error.
    pub fn parse(opp: &str, it: &str, seed: &str, deck: &str) -> Result<Self, Vec<FieldError>> {
        let d = MatchConfig::default();
        let mut errors = Vec::new();
        let opponents: Vec<String> = if opp.trim().is_empty() {
            d.opponents.clone()
        } else {
            opp.split(',').map(|s| s.trim().to_string()).collect()
        };
        if opponents.is_empty() || opponents.len() > 3 {
            errors.push(FieldError {
                field: "opp",
                reason: "choose 1–3 opponents".into(),
            });
        }
        if let Some(bad) = opponents.iter().find(|o| !AGENTS.contains(&o.as_str())) {
            errors.push(FieldError {
                field: "opp",
                reason: format!("{bad:?} is not an agent ({})", AGENTS.join(", ")),
            });
        }
        let mut number = |field: &'static str, text: &str, default: u64, max: u64| -> u64 {
            if text.trim().is_empty() {
                return default;
            }
            match text.trim().parse::<u64>() {
                Ok(v) if (1..=max).contains(&v) => v,
                _ => {
                    errors.push(FieldError {
                        field,
                        reason: format!("give a whole number 1–{max}"),
                    });
                    default
                }
            }
        };
        let iterations = number(
            "it",
            it,
            u64::from(d.iterations),
            u64::from(MAX_MATCH_ITERATIONS),
        ) as u32;
        let seed = number("seed", seed, d.seed, u64::MAX);
        let deck = if deck.trim().is_empty() {
            None
        } else {
            match parse_deck(deck) {
                Ok(cards) => Some(cards),
                Err(reason) => {
                    errors.push(FieldError {
                        field: "deck",
                        reason,
                    });
                    None
                }
            }
        };
        if errors.is_empty() {
            Ok(MatchConfig {
                opponents,
                iterations,
                seed,
                deck,
            })
        } else {
            Err(errors)
        }
    }
}

/// An agent's reasons for one decision.
#[derive(Clone, Debug, PartialEq)]
pub enum Explanation {
    /// Random: one of this many distinct plays (never the Princess).
    Random {
        /// The distinct plays it chose among.
        choices: usize,
    },
    /// Greedy: the probabilities and scores of the seed's formula, in exact fractions.
    Greedy {
        /// With memory of what its Priest, Baron and King revealed.
        memory: bool,
        /// (card, P(card)) for the eight cards, for the chosen target when memory is used.
        probabilities: Vec<(Card, String)>,
        /// (card in hand, F) — each card once.
        scores: Vec<(Card, String)>,
    },
    /// ISMCTS: the root's plays with their visits and mean reward.
    Ismcts {
        /// Iterations per decision.
        iterations: u32,
        /// (play, visits, mean reward), most visited first.
        visits: Vec<(Play, u32, f64)>,
    },
}

/// One decision of an agent (or advice for the human).
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The seat that decided.
    pub seat: u8,
    /// The agent's name.
    pub agent: String,
    /// The play chosen.
    pub play: Play,
    /// Why.
    pub explanation: Explanation,
}

fn greedy_explanation(view: &InformationSet<'_, Round>, memory: bool) -> (Play, Explanation) {
    let d = greedy_decision(view, memory);
    let probabilities = Card::ALL
        .iter()
        .map(|&c| (c, d.probabilities[usize::from(c.value()) - 1].to_string()))
        .collect();
    let scores = Card::ALL
        .iter()
        .filter_map(|&c| d.scores[usize::from(c.value()) - 1].map(|f| (c, f.to_string())))
        .collect();
    (
        d.play,
        Explanation::Greedy {
            memory,
            probabilities,
            scores,
        },
    )
}

fn ismcts_explanation(
    agent: &mut IsmctsAgent,
    view: &InformationSet<'_, Round>,
    iterations: u32,
) -> (Play, Explanation) {
    let play = agent.choose(view);
    let mut visits = agent.last_visits().to_vec();
    visits.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    (play, Explanation::Ismcts { iterations, visits })
}

/// An agent in a seat of a match.
enum Opponent {
    Random(RandomAgent),
    Greedy(bool),
    Ismcts(IsmctsAgent, u32),
}

impl Opponent {
    fn new(name: &str, seed: Seed, iterations: u32) -> Opponent {
        match name {
            "random" => Opponent::Random(RandomAgent::new(seed)),
            "greedy" => Opponent::Greedy(false),
            "greedy-memory" => Opponent::Greedy(true),
            _ => Opponent::Ismcts(IsmctsAgent::new(iterations, seed), iterations),
        }
    }

    fn decide(&mut self, view: &InformationSet<'_, Round>) -> (Play, Explanation) {
        match self {
            Opponent::Random(a) => {
                let play = a.choose(view);
                let choices = view
                    .legal_actions()
                    .iter()
                    .filter(|p| p.card != Card::Princess)
                    .count();
                (play, Explanation::Random { choices })
            }
            Opponent::Greedy(memory) => greedy_explanation(view, *memory),
            Opponent::Ismcts(a, it) => ismcts_explanation(a, view, *it),
        }
    }
}

/// What the table shows of one player.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatView {
    /// "You" or "Player 2 (greedy)".
    pub name: String,
    /// Tokens of affection.
    pub tokens: u32,
    /// Still in the round.
    pub alive: bool,
    /// Protected by a Handmaid.
    pub protected: bool,
    /// Cards held (face down for the others).
    pub cards: usize,
    /// The discard pile, oldest first.
    pub discards: Vec<Card>,
    /// What the human knows of this player's card, in words (None for the human and when
    /// nothing is known).
    pub known: Option<String>,
    /// The card shown at the showdown, once the round is over.
    pub shown: Option<Card>,
    /// Whether this player is to move.
    pub to_move: bool,
}

/// Everything the page draws of the table.
#[derive(Clone, Debug, PartialEq)]
pub struct TableView {
    /// The round number (from 1).
    pub round: u32,
    /// Tokens needed to win the game.
    pub target: u32,
    /// The human's hand.
    pub hand: Vec<Card>,
    /// Each seat.
    pub seats: Vec<SeatView>,
    /// The face-up cards (two players).
    pub face_up: Vec<Card>,
    /// Cards left to draw.
    pub deck: usize,
    /// Whether the face-down card is still set aside.
    pub set_aside: bool,
    /// The round's record in plain words, with the human's private notes.
    pub log: Vec<String>,
    /// The plays the human may make now (empty when it is not the human's turn).
    pub plays: Vec<Play>,
    /// How the round ended, once it has.
    pub round_over: Option<String>,
    /// Who won the game, once someone has.
    pub game_over: Option<String>,
}

fn seat_name(seat: u8, names: &[String]) -> String {
    if seat == 0 {
        "You".into()
    } else {
        format!("Player {} ({})", seat + 1, names[usize::from(seat)])
    }
}

fn object_name(seat: u8) -> String {
    if seat == 0 {
        "you".into()
    } else {
        format!("Player {}", seat + 1)
    }
}

fn article(c: Card) -> &'static str {
    if matches!(c.name().as_bytes()[0], b'A' | b'E' | b'I' | b'O' | b'U') {
        "an"
    } else {
        "a"
    }
}

/// A public event in plain words.
pub fn describe(e: &super::Event, names: &[String]) -> String {
    let who = seat_name(e.player, names);
    let mut s = format!("{who} played the {}", e.play.card);
    if let Some(t) = e.play.target {
        if t == e.player {
            s.push_str(" on themselves");
        } else {
            s.push_str(&format!(" on {}", object_name(t)));
        }
    }
    if let Some(g) = e.play.guess {
        s.push_str(&format!(", naming the {g}"));
    }
    let target = e.play.target.map(object_name);
    let effect = match (e.outcome, e.play.card) {
        (Outcome::Out { player, .. }, Card::Princess) if player == e.player => {
            " — and is out (the Princess was discarded)".to_string()
        }
        (Outcome::Out { player, card }, _) => {
            let who = object_name(player);
            let verb = if player == 0 { "are" } else { "is" };
            format!(" — {who} {verb} out, holding {} {card}", article(card))
        }
        (Outcome::Discarded(Card::Princess), _) => format!(
            " — {} discarded the Princess and {} out",
            target.clone().unwrap_or_default(),
            if e.play.target == Some(0) {
                "are"
            } else {
                "is"
            }
        ),
        (Outcome::Discarded(c), _) => format!(
            " — {} discarded {} {c} and drew a new card",
            target.clone().unwrap_or_default(),
            article(c)
        ),
        (Outcome::Traded, _) => " — the two hands were traded".to_string(),
        (Outcome::Nothing, card) => match (card, e.play.target) {
            (Card::Handmaid, _) => " — protected until their next turn".to_string(),
            (Card::Countess, _) => String::new(),
            (Card::Guard | Card::Priest | Card::Baron | Card::King, None) => {
                " — no effect: every other player still in is protected".to_string()
            }
            (Card::Guard, Some(_)) => " — wrong guess".to_string(),
            (Card::Priest, Some(_)) => " — and looked at that hand".to_string(),
            (Card::Baron, Some(_)) => " — the hands tied: nobody is out".to_string(),
            _ => String::new(),
        },
    };
    s.push_str(&effect);
    s
}

/// What the human learned privately from the last play, by comparing their observation before
/// and after it (their Priest's look, a Baron tie, a King's trade, someone looking at them).
fn private_note(before: &Observation, after: &Observation) -> Option<String> {
    let e = after.log.last()?;
    let t = e.play.target?;
    let mine = after.hand.first().copied();
    let other = |s: u8| object_name(s);
    if e.player == 0 && t != 0 {
        match (e.play.card, e.outcome) {
            (Card::Priest, _) => match after.knows[usize::from(t)] {
                Knowledge::Exact(c) => Some(format!(
                    "(only you saw: {} holds {} {c})",
                    other(t),
                    article(c)
                )),
                Knowledge::Among(_) => None,
            },
            (Card::Baron, Outcome::Nothing) => mine.map(|c| {
                format!(
                    "(only you know: {} holds {} {c}, like you)",
                    other(t),
                    article(c)
                )
            }),
            (Card::King, Outcome::Traded) => {
                let gave = before
                    .hand
                    .iter()
                    .find(|&&c| c != Card::King)
                    .or(before.hand.first())
                    .copied()?;
                Some(format!(
                    "(only you know: you gave {} your {gave} and received {} {})",
                    other(t),
                    article(mine?),
                    mine?
                ))
            }
            _ => None,
        }
    } else if t == 0 && e.player != 0 {
        let them = other(e.player);
        match (e.play.card, e.outcome) {
            (Card::Priest, _) => {
                mine.map(|c| format!("({them} now knows you hold {} {c})", article(c)))
            }
            (Card::Baron, Outcome::Nothing) => {
                mine.map(|c| format!("(only you know: {them} holds {} {c} too)", article(c)))
            }
            (Card::King, Outcome::Traded) => Some(format!(
                "(you gave your {} and received {} {})",
                before.hand.first()?,
                article(mine?),
                mine?
            )),
            (Card::Prince, Outcome::Discarded(c)) if c != Card::Princess => {
                mine.map(|m| format!("(you drew {} {m})", article(m)))
            }
            _ => None,
        }
    } else if e.player == 0 && t == 0 {
        match (e.play.card, e.outcome) {
            (Card::Prince, Outcome::Discarded(c)) if c != Card::Princess => {
                mine.map(|m| format!("(you drew {} {m})", article(m)))
            }
            _ => None,
        }
    } else {
        None
    }
}

/// What one knows of a player's card, in words.
pub fn knowledge_text(k: Knowledge) -> Option<String> {
    match k {
        Knowledge::Exact(c) => Some(format!("holds {} {c}", article(c))),
        Knowledge::Among(0xFF) => None,
        Knowledge::Among(mask) => {
            let allowed: Vec<&str> = Card::ALL
                .iter()
                .filter(|c| mask & (1 << (c.value() - 1)) != 0)
                .map(|c| c.name())
                .collect();
            let ruled_out: Vec<&str> = Card::ALL
                .iter()
                .filter(|c| mask & (1 << (c.value() - 1)) == 0)
                .map(|c| c.name())
                .collect();
            Some(if allowed.len() <= ruled_out.len() {
                format!("holds one of: {}", allowed.join(", "))
            } else {
                format!("does not hold: {}", ruled_out.join(", "))
            })
        }
    }
}

/// The plain-words summary of how a round ended.
fn round_summary(round: &Round, names: &[String]) -> String {
    let w: Vec<String> = round
        .winners()
        .iter()
        .map(|&s| seat_name(s, names))
        .collect();
    let who = w.join(" and ");
    let verb = if w.len() == 1 && round.winners()[0] != 0 {
        "wins"
    } else {
        "win"
    };
    match round.ending() {
        Some(Ending::LastStanding) => format!("{who} {verb} the round: the last one standing."),
        Some(Ending::Showdown { tiebreak: false }) => {
            format!("{who} {verb} the round: the deck ran out and the highest card won.")
        }
        Some(Ending::Showdown { tiebreak: true }) => format!(
            "{who} {verb} the round: the deck ran out, the highest cards tied, and the higher sum of discards won{}.",
            if w.len() > 1 { " (still tied: the round is shared)" } else { "" }
        ),
        None => String::new(),
    }
}

/// A match in progress.
pub struct Match {
    config: MatchConfig,
    names: Vec<String>,
    opponents: Vec<Option<Opponent>>,
    round: Round,
    round_no: u32,
    tokens: Vec<u32>,
    starter: usize,
    /// The log's private notes for the human, by log index.
    notes: Vec<Option<String>>,
    /// The agents' decisions this round (shown once it is over).
    decisions: Vec<Decision>,
    game_winners: Vec<u8>,
}

impl Match {
    /// A match under `config`, the first round dealt and played up to the human's first turn.
    pub fn new(config: MatchConfig) -> Match {
        let players = config.opponents.len() + 1;
        let root = Seed(config.seed);
        let mut names = vec!["you".to_string()];
        names.extend(config.opponents.iter().cloned());
        let opponents = opponents(&config);
        let round = match &config.deck {
            Some(deck) => {
                let mut top_last = deck.clone();
                top_last.reverse();
                Round::from_deck(players, 0, top_last)
            }
            None => Round::deal(players, 0, &mut root.derive(0).rng()),
        };
        let mut m = Match {
            config,
            names,
            opponents,
            round,
            round_no: 1,
            tokens: vec![0; players],
            starter: 0,
            notes: Vec::new(),
            decisions: Vec::new(),
            game_winners: Vec::new(),
        };
        m.run_agents();
        m
    }

    /// The settings.
    pub fn config(&self) -> &MatchConfig {
        &self.config
    }

    /// The number of seats.
    pub fn players(&self) -> usize {
        self.tokens.len()
    }

    fn apply(&mut self, play: Play) {
        let before = self.round.observation(Player(0));
        self.round.apply(play);
        let after = self.round.observation(Player(0));
        self.notes.resize(after.log.len() - 1, None);
        self.notes.push(private_note(&before, &after));
    }

    /// Lets the agents move until it is the human's turn (with the human still in) or the round
    /// is over; then scores a finished round.
    fn run_agents(&mut self) {
        while let Turn::Player(p) = self.round.turn() {
            if p.index() == 0 {
                return;
            }
            let view = InformationSet::new(&self.round, p);
            let opponent = self.opponents[p.index()].as_mut().expect("an agent's seat");
            let (play, explanation) = opponent.decide(&view);
            self.decisions.push(Decision {
                seat: p.0,
                agent: self.names[p.index()].clone(),
                play,
                explanation,
            });
            self.apply(play);
        }
        for &w in self.round.winners() {
            self.tokens[usize::from(w)] += 1;
        }
        let target = tokens_to_win(self.players());
        self.game_winners = (0..self.players() as u8)
            .filter(|&s| self.tokens[usize::from(s)] >= target)
            .collect();
    }

    /// The human's play; the agents then move until the human's next turn or the round's end.
    pub fn play(&mut self, play: Play) -> Result<(), String> {
        if self.round.turn() != Turn::Player(Player(0)) {
            return Err("it is not your turn".into());
        }
        let mut legal = Vec::new();
        self.round.legal_actions(&mut legal);
        if !legal.contains(&play) {
            return Err(format!("{play} is not a legal play now"));
        }
        self.apply(play);
        self.run_agents();
        Ok(())
    }

    /// Whether the round is over.
    pub fn round_over(&self) -> bool {
        self.round.turn() == Turn::Terminal
    }

    /// Whether the game is over.
    pub fn game_over(&self) -> bool {
        !self.game_winners.is_empty()
    }

    /// Deals the next round (the previous round's winner starts; among tied winners the first
    /// after the previous starter) and plays up to the human's turn.
    pub fn next_round(&mut self) -> Result<(), String> {
        if !self.round_over() || self.game_over() {
            return Err("the round is not over, or the game is".into());
        }
        let n = self.players();
        let w = self.round.winners().to_vec();
        self.starter = (1..=n)
            .map(|k| (self.starter + k) % n)
            .find(|s| w.contains(&(*s as u8)))
            .unwrap_or(self.starter);
        self.round = Round::deal(
            n,
            self.starter,
            &mut Seed(self.config.seed)
                .derive(u64::from(self.round_no))
                .rng(),
        );
        self.round_no += 1;
        self.notes.clear();
        self.decisions.clear();
        self.run_agents();
        Ok(())
    }

    /// The table as the human sees it: built from the human's observation only (plus tokens,
    /// and the hands shown at a showdown once the round is over).
    pub fn view(&self) -> TableView {
        let obs = self.round.observation(Player(0));
        let shown: Vec<Option<Card>> = match self.round.ending() {
            Some(Ending::Showdown { .. }) => (0..self.players())
                .map(|s| self.round.alive(s).then(|| self.round.hand(s)[0]))
                .collect(),
            _ => vec![None; self.players()],
        };
        let mut plays = Vec::new();
        if self.round.turn() == Turn::Player(Player(0)) {
            self.round.legal_actions(&mut plays);
        }
        self.table_from(&obs, &shown, plays, self.round_summary())
    }

    /// The agents' decisions of this round with their reasons, once the round is over (before,
    /// they would show the agents' hands).
    pub fn revealed(&self) -> &[Decision] {
        if self.round_over() {
            &self.decisions
        } else {
            &[]
        }
    }

    /// What `agent` (`greedy`, `greedy-memory` or `ismcts`) would play in the human's seat now,
    /// and why — computed from the human's information set only.
    pub fn advise(&self, agent: &str) -> Option<Decision> {
        if self.round.turn() != Turn::Player(Player(0)) {
            return None;
        }
        let view = InformationSet::new(&self.round, Player(0));
        let (play, explanation) = match agent {
            "greedy" => greedy_explanation(&view, false),
            "greedy-memory" => greedy_explanation(&view, true),
            "ismcts" => {
                let seed = Seed(self.config.seed).derive(2_000 + self.round.log().len() as u64);
                let mut a = IsmctsAgent::new(self.config.iterations, seed);
                ismcts_explanation(&mut a, &view, self.config.iterations)
            }
            _ => return None,
        };
        Some(Decision {
            seat: 0,
            agent: agent.into(),
            play,
            explanation,
        })
    }

    /// The round in play (for tests: the page never draws from it).
    pub fn round(&self) -> &Round {
        &self.round
    }

    /// A copy of the match with the round replaced (for tests of what the view depends on).
    pub fn with_round(&self, round: Round) -> Match {
        Match {
            config: self.config.clone(),
            names: self.names.clone(),
            opponents: opponents(&self.config),
            round,
            round_no: self.round_no,
            tokens: self.tokens.clone(),
            starter: self.starter,
            notes: self.notes.clone(),
            decisions: Vec::new(),
            game_winners: self.game_winners.clone(),
        }
    }

    /// How the round ended, in words (None while it runs).
    pub fn round_summary(&self) -> Option<String> {
        self.round_over()
            .then(|| round_summary(&self.round, &self.names))
    }
}

/// The agents of a match's seats (seat 0, the human's, empty).
fn opponents(config: &MatchConfig) -> Vec<Option<Opponent>> {
    let root = Seed(config.seed);
    std::iter::once(None)
        .chain(config.opponents.iter().enumerate().map(|(i, name)| {
            Some(Opponent::new(
                name,
                root.derive(1_000 + i as u64 + 1),
                config.iterations,
            ))
        }))
        .collect()
}

impl Match {
    /// The table from the human's observation and public facts (see [`Match::view`]).
    fn table_from(
        &self,
        obs: &Observation,
        shown: &[Option<Card>],
        plays: Vec<Play>,
        summary: Option<String>,
    ) -> TableView {
        let (names, tokens, notes, game_winners) =
            (&self.names, &self.tokens, &self.notes, &self.game_winners);
        let round_no = self.round_no;
        let over = !obs.winners.is_empty();
        let seats = (0..obs.alive.len())
            .map(|s| SeatView {
                name: seat_name(s as u8, names),
                tokens: tokens[s],
                alive: obs.alive[s],
                protected: obs.protected[s],
                cards: if s == 0 {
                    obs.hand.len()
                } else if obs.alive[s] {
                    1 + usize::from(!over && usize::from(obs.to_move) == s)
                } else {
                    0
                },
                discards: obs.discards[s].clone(),
                known: if s == 0 || !obs.alive[s] || over {
                    None
                } else {
                    let mut k = knowledge_text(obs.knows[s]);
                    for &(a, b) in &obs.same {
                        let other = if usize::from(a) == s {
                            Some(b)
                        } else if usize::from(b) == s {
                            Some(a)
                        } else {
                            None
                        };
                        if let Some(o) = other.filter(|&o| o != 0) {
                            let extra = format!("the same card as {}", object_name(o));
                            k = Some(match k {
                                Some(t) => format!("{t}; {extra}"),
                                None => format!("holds {extra}"),
                            });
                        }
                    }
                    k
                },
                shown: shown[s],
                to_move: !over && usize::from(obs.to_move) == s,
            })
            .collect();
        let log = obs
            .log
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let mut line = describe(e, names);
                if let Some(Some(note)) = notes.get(i) {
                    line.push(' ');
                    line.push_str(note);
                }
                line
            })
            .collect();
        let target = tokens_to_win(obs.alive.len());
        TableView {
            round: round_no,
            target,
            hand: obs.hand.clone(),
            seats,
            face_up: obs.face_up.clone(),
            deck: obs.deck_len,
            set_aside: obs.set_aside,
            log,
            plays,
            round_over: summary,
            game_over: (!game_winners.is_empty()).then(|| {
                let w: Vec<String> = game_winners.iter().map(|&s| seat_name(s, names)).collect();
                let verb = if w.len() == 1 && game_winners[0] != 0 {
                    "wins"
                } else {
                    "win"
                };
                format!("{} {verb} the game with {target} tokens.", w.join(" and "))
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Seed;

    fn config(opponents: &[&str], seed: u64) -> MatchConfig {
        MatchConfig {
            opponents: opponents.iter().map(|s| s.to_string()).collect(),
            iterations: 50,
            seed,
            deck: None,
        }
    }

    /// Plays the human's first legal play until the game ends, checking at every human turn
    /// that the table is the same in every world the human cannot rule out.
    #[test]
    fn the_table_depends_only_on_what_the_human_observes() {
        for (seed, opp) in [
            (1, vec!["greedy"]),
            (2, vec!["random", "greedy-memory"]),
            (3, vec!["ismcts", "random", "greedy"]),
        ] {
            let mut m = Match::new(config(&opp, seed));
            let mut rng = Seed(seed).rng();
            let mut checked = 0;
            for _ in 0..400 {
                if m.game_over() {
                    break;
                }
                if m.round_over() {
                    m.next_round().unwrap();
                    continue;
                }
                let view = m.view();
                for _ in 0..5 {
                    let other = m.round().determinize(Player(0), &mut rng);
                    assert_eq!(m.with_round(other).view(), view, "seed {seed}");
                    checked += 1;
                }
                assert!(!view.plays.is_empty());
                assert!(
                    m.revealed().is_empty(),
                    "reasons hidden while the round runs"
                );
                let play = view.plays[(checked / 5) % view.plays.len()];
                m.play(play).unwrap();
            }
            assert!(m.game_over(), "seed {seed}: the game ends");
            assert!(checked > 10);
        }
    }

    #[test]
    fn a_stacked_deck_deals_as_written_and_the_log_speaks_plain_words() {
        // Face down: Countess; face up: Guard, Guard, Guard; you: Handmaid; the agent: Princess;
        // then you draw a Guard.
        let deck = parse_deck("7111481122334556").unwrap();
        assert_eq!(deck_text(&deck), "7111481122334556");
        let m = Match::new(MatchConfig {
            deck: Some(deck),
            ..config(&["greedy"], 1)
        });
        let v = m.view();
        assert_eq!(v.hand, vec![Card::Guard, Card::Handmaid]);
        assert_eq!(v.face_up, vec![Card::Guard; 3]);
        assert!(v.set_aside);
        assert_eq!(v.deck, 16 - 1 - 3 - 3);
        assert_eq!(v.seats[1].cards, 1);
        assert_eq!(v.target, 7);
        let mut m = m;
        let guard = Play {
            card: Card::Guard,
            target: Some(1),
            guess: Some(Card::Princess),
        };
        m.play(guard).unwrap();
        let v = m.view();
        assert_eq!(v.log[0], "You played the Guard on Player 2, naming the Princess — Player 2 is out, holding a Princess");
        assert_eq!(
            v.round_over.as_deref(),
            Some("You win the round: the last one standing.")
        );
        assert_eq!(v.seats[0].tokens, 1);
        assert!(m.revealed().is_empty(), "the agent never decided");
    }

    /// The deck of the page's end-to-end test: the Princess goes to the greedy agent, the
    /// Countess is set aside, and when the human always makes the first legal play neither
    /// card is seen until the showdown shows the agent's Princess.
    #[test]
    fn the_lesson_deck_keeps_the_princess_hidden_until_the_showdown() {
        let mut m = Match::new(MatchConfig {
            deck: Some(parse_deck("7631181254124351").unwrap()),
            ..config(&["greedy"], 1)
        });
        let mut turns = 0;
        while !m.round_over() {
            let v = m.view();
            let seen = format!("{:?}", (&v.hand, &v.seats, &v.face_up, &v.log));
            assert!(
                !seen.contains("Princess") && !seen.contains("Countess"),
                "{seen}"
            );
            m.play(v.plays[0]).unwrap();
            turns += 1;
        }
        assert_eq!(turns, 5);
        let v = m.view();
        assert_eq!(v.seats[1].shown, Some(Card::Princess));
        assert!(!format!("{v:?}").contains("Countess"));
    }

    #[test]
    fn private_notes_tell_only_the_human_what_their_cards_showed() {
        // You: Priest + Baron; the agent: King. Your Priest looks at the King.
        let deck = parse_deck("8111263112344557").unwrap();
        let mut m = Match::new(MatchConfig {
            deck: Some(deck),
            ..config(&["greedy"], 1)
        });
        assert_eq!(m.view().hand, vec![Card::Priest, Card::Baron]);
        m.play(Play {
            card: Card::Priest,
            target: Some(1),
            guess: None,
        })
        .unwrap();
        let v = m.view();
        assert!(
            v.log[0].ends_with("(only you saw: Player 2 holds a King)"),
            "{}",
            v.log[0]
        );
    }

    #[test]
    fn advice_comes_from_the_humans_view_and_reasons_after_the_round() {
        let mut m = Match::new(config(&["greedy", "ismcts"], 5));
        let advice = m.advise("greedy").unwrap();
        let Explanation::Greedy {
            probabilities,
            scores,
            ..
        } = &advice.explanation
        else {
            panic!("greedy's reasons")
        };
        assert_eq!(probabilities.len(), 8);
        assert!(!scores.is_empty() && scores.len() <= 2);
        let ismcts = m.advise("ismcts").unwrap();
        let Explanation::Ismcts { visits, .. } = &ismcts.explanation else {
            panic!("ISMCTS's visits")
        };
        assert_eq!(visits.iter().map(|v| v.1).sum::<u32>(), 50);
        while !m.round_over() {
            let play = m.view().plays[0];
            m.play(play).unwrap();
        }
        assert!(m.revealed().iter().all(|d| d.seat != 0));
        assert!(m.round_summary().is_some());
    }

    #[test]
    fn bad_links_are_named_by_field() {
        let errs = MatchConfig::parse("greedy,wizard", "0", "x", "123").unwrap_err();
        let fields: Vec<&str> = errs.iter().map(|e| e.field).collect();
        assert_eq!(fields, vec!["opp", "it", "seed", "deck"]);
        assert!(MatchConfig::parse("a,b,c,d", "", "", "").is_err());
        assert_eq!(
            MatchConfig::parse("", "", "", "").unwrap(),
            MatchConfig::default()
        );
        assert!(parse_deck("1111112234455678").is_err(), "six Guards");
        assert!(parse_deck("9").is_err());
    }

    #[test]
    fn knowledge_reads_as_words() {
        assert_eq!(
            knowledge_text(Knowledge::Exact(Card::Baron)).unwrap(),
            "holds a Baron"
        );
        assert_eq!(knowledge_text(Knowledge::Among(0xFF)), None);
        assert_eq!(
            knowledge_text(Knowledge::Among(!(1 << 1))).unwrap(),
            "does not hold: Priest"
        );
        assert_eq!(
            knowledge_text(Knowledge::Among(0b1100_0000)).unwrap(),
            "holds one of: Countess, Princess"
        );
    }
}
