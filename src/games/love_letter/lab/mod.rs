//! The Love Letter page's model: a match of one human (seat 0) against 1–3 agents, what the
//! page draws of it, and the agents' explanations — all core code, so `cargo test` sees it.
//!
//! Hidden information stays hidden by construction: [`Match::view`] builds the whole table the page
//! draws ([`TableView`]) from the human's [`Observation`](super::Observation) (plus the public
//! token count and the hands shown at a showdown, once the round is over), never from the true
//! state, and a test checks that two rounds the human cannot tell apart draw the same table. The
//! agents' reasons mention their own hands, so they are kept until the round ends
//! ([`Match::revealed`]); while it runs, the page can explain what greedy or ISMCTS would do *in
//! the human's seat*, from the human's own information set ([`Match::advise`]).
//!
//! A match is reproducible from its settings ([`MatchConfig`], the page's link): round `r` is
//! dealt from `seed.derive(r)` (or, for the first round, from a stacked deck given in dealing
//! order — a way to set up a lesson), and agent `s` draws from `seed.derive(1000 + s)`.
//!
//! The module is split by concept: the settings and the match here, the agents' explanations
//! in `explain`, the table the page draws in `view`, the plain words of the log and the notes
//! in `words`.

use super::agents::{AgentKind, IsmctsAgent, MATCH_OPPONENTS};
use super::forms::{give_whole_number, unknown_agent};
use super::{tokens_to_win, Card, Ending, Play, Round};
use crate::game::{Hidden, InformationSet, Player, State, Turn};
use crate::i18n::{Catalogue, Said};
use crate::rng::Seed;
use crate::text::FieldError;
mod explain;
mod view;
mod words;

use explain::{greedy_explanation, ismcts_explanation, Opponent};
use words::{private_note, round_summary_in};

pub use explain::{Decision, Explanation};
pub use view::{SeatView, TableView};
pub use words::{describe, describe_in, knowledge_text, knowledge_text_in};

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

/// Why a typed deck is not a deck of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckError {
    /// The character at `column` (from 1, counted in characters) is not a card value.
    NotACard {
        /// Where it stands in the text.
        column: usize,
        /// The character.
        found: char,
    },
    /// The deck has `found` copies of `card`, not the game's count.
    Count {
        /// The card whose count is wrong (the first in card order).
        card: Card,
        /// How many the text has.
        found: usize,
    },
}

impl DeckError {
    /// What is wrong, as a message to say in the page's language.
    pub fn said(&self) -> Said {
        match *self {
            DeckError::NotACard { column, found } => Said::new("ll-deck-not-a-card")
                .text("found", format!("{found:?}"))
                .count("column", column as i64),
            DeckError::Count { card, found } => Said::new("ll-deck-count")
                .count("count", i64::from(card.count()))
                .said("card", card.said())
                .count("found", found as i64),
        }
    }
}

impl std::fmt::Display for DeckError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said().english())
    }
}

impl std::error::Error for DeckError {}

/// Reads a deck written by [`deck_text`]: exactly the 16 cards of the game, as digits 1–8,
/// which may be separated by spaces and commas (`8765111112233445`, `8 7 6 5 1 1 …`,
/// `8,7,6,5,1,…`).
pub fn parse_deck(text: &str) -> Result<Vec<Card>, DeckError> {
    let cards = text
        .chars()
        .enumerate()
        .filter(|(_, ch)| !ch.is_whitespace() && *ch != ',')
        .map(|(i, ch)| {
            ch.to_digit(10)
                .and_then(|v| Card::from_value(v as u8))
                .ok_or(DeckError::NotACard {
                    column: i + 1,
                    found: ch,
                })
        })
        .collect::<Result<Vec<Card>, DeckError>>()?;
    for c in Card::ALL {
        let found = cards.iter().filter(|&&k| k == c).count();
        if found != usize::from(c.count()) {
            return Err(DeckError::Count { card: c, found });
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
            errors.push(FieldError::new("opp", Said::new("field-ll-opponents")));
        }
        if let Some(bad) = opponents.iter().find(|o| AgentKind::parse(o).is_none()) {
            errors.push(FieldError::new("opp", unknown_agent(bad)));
        } else if let Some(bad) = opponents
            .iter()
            .find(|o| !MATCH_OPPONENTS.contains(&o.as_str()))
        {
            errors.push(FieldError::new(
                "opp",
                Said::new("field-ll-not-in-match")
                    .text("name", format!("{bad:?}"))
                    .text("agents", MATCH_OPPONENTS.join(", ")),
            ));
        }
        let mut number = |field: &'static str, text: &str, default: u64, max: u64| -> u64 {
            if text.trim().is_empty() {
                return default;
            }
            match text.trim().parse::<u64>() {
                Ok(v) if (1..=max).contains(&v) => v,
                _ => {
                    errors.push(FieldError::new(field, give_whole_number(max)));
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
                Err(e) => {
                    errors.push(FieldError::new("deck", e.said()));
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
    notes: Vec<Option<Said>>,
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
    /// and the hands shown at a showdown once the round is over), in English.
    pub fn view(&self) -> TableView {
        crate::i18n::with_english(|w| self.view_in(w))
    }

    /// [`Match::view`] in the language of `words`.
    pub fn view_in(&self, words: &Catalogue) -> TableView {
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
        self.table_from(&obs, &shown, plays, self.round_summary_in(words), words)
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
    #[cfg(test)]
    pub(crate) fn round(&self) -> &Round {
        &self.round
    }

    /// A copy of the match with the round replaced (for tests of what the view depends on).
    #[cfg(test)]
    pub(crate) fn with_round(&self, round: Round) -> Match {
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
        crate::i18n::with_english(|w| self.round_summary_in(w))
    }

    /// How the round ended, in the language of `words` (None while it runs).
    pub fn round_summary_in(&self, words: &Catalogue) -> Option<String> {
        self.round_over()
            .then(|| round_summary_in(&self.round, &self.names, words))
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
#[cfg(test)]
mod tests;
