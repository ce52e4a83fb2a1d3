//! What happened in a hand, as data ([`Event`]), and in words in any language: the table's
//! log ("You are dealt K.", "The opponent bets.") and the person's choices (`check`, `bet`, …)
//! as buttons say them. [`Event::english`] is the command line's and the tests' wording.

use serde::{Deserialize, Serialize};

use crate::i18n::{Args, Catalogue};

/// One line of a hand's log, from the person's side of the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// The person is dealt this card.
    Dealt(String),
    /// The opponent is dealt a card (unseen).
    OpponentDealt,
    /// The public card is turned up.
    Public(String),
    /// The person takes this action (`check`, `bet`, `call`, `fold`, `raise`).
    Mine(String),
    /// The opponent takes this action.
    Theirs(String),
    /// A showdown: the opponent's card (`None` if it is not known).
    Showdown(Option<String>),
    /// The person wins (a positive amount), loses (a negative one) or splits the pot (zero).
    Result(f64),
}

impl Event {
    /// The line in English.
    pub fn english(&self) -> String {
        crate::i18n::with_english(|w| self.words_in(w))
    }

    /// The line in the language of `words`.
    pub fn words_in(&self, words: &Catalogue) -> String {
        match self {
            Event::Dealt(card) => words.msg_with(
                "imperfect-log-dealt",
                &Args::new().text("card", card.as_str()),
            ),
            Event::OpponentDealt => words.msg("imperfect-log-opponent-dealt"),
            Event::Public(card) => words.msg_with(
                "imperfect-log-public",
                &Args::new().text("card", card.as_str()),
            ),
            Event::Mine(action) => words.msg_with(
                "imperfect-log-mine",
                &Args::new().text("action", action.as_str()),
            ),
            Event::Theirs(action) => words.msg_with(
                "imperfect-log-theirs",
                &Args::new().text("action", action.as_str()),
            ),
            Event::Showdown(card) => words.msg_with(
                "imperfect-log-showdown",
                &Args::new().text("card", card.as_deref().unwrap_or("?")),
            ),
            Event::Result(won) if *won > 0.0 => words.msg_with(
                "imperfect-log-win",
                &Args::new().text("amount", words.decimal(&won.to_string())),
            ),
            Event::Result(won) if *won < 0.0 => words.msg_with(
                "imperfect-log-lose",
                &Args::new().text("amount", words.decimal(&(-won).to_string())),
            ),
            Event::Result(_) => words.msg("imperfect-log-split"),
        }
    }
}

/// A poker action (`check`, `bet`, `call`, `fold`, `raise`) as a button says it, in the
/// language of `words`; another action as it is.
pub fn action_in(action: &str, words: &Catalogue) -> String {
    match action {
        "check" => words.msg("imperfect-action-check"),
        "bet" => words.msg("imperfect-action-bet"),
        "call" => words.msg("imperfect-action-call"),
        "fold" => words.msg("imperfect-action-fold"),
        "raise" => words.msg("imperfect-action-raise"),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_kind() -> Vec<Event> {
        let mut all = vec![
            Event::Dealt("K".into()),
            Event::OpponentDealt,
            Event::Public("Qs".into()),
            Event::Showdown(Some("J".into())),
            Event::Result(2.0),
            Event::Result(-1.0),
            Event::Result(0.0),
        ];
        for a in ["check", "bet", "call", "fold", "raise"] {
            all.push(Event::Mine(a.into()));
            all.push(Event::Theirs(a.into()));
        }
        all
    }

    #[test]
    fn the_log_is_the_old_english_and_speaks_polish() {
        let english: Vec<String> = every_kind().iter().map(Event::english).collect();
        assert_eq!(
            english[..7],
            [
                "You are dealt K.",
                "The opponent is dealt a card.",
                "The public card is Qs.",
                "Showdown: the opponent shows J.",
                "You win 2.",
                "You lose 1.",
                "The pot is split.",
            ]
        );
        assert_eq!(english[7], "You check.");
        assert_eq!(english[8], "The opponent checks.");
        assert_eq!(english[15], "You raise.");
        assert_eq!(english[16], "The opponent raises.");
        let pl = Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        for (event, en) in every_kind().iter().zip(&english) {
            let polish = event.words_in(&pl);
            assert!(&polish != en && !polish.contains('⟨'), "{polish}");
        }
        assert_eq!(Event::Result(1.5).words_in(&pl), "Wygrywasz 1,5.");
        for a in ["check", "bet", "call", "fold", "raise"] {
            crate::i18n::with_english(|en| assert_eq!(action_in(a, en), a));
            assert_ne!(action_in(a, &pl), a);
        }
    }
}
