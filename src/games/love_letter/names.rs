//! The cards' and plays' names in the page's language: [`Card::said`] (the name as a message,
//! for sentences the core says), [`Card::name_in`] and [`Play::text_in`]. The English names
//! ([`Card::name`], `Display`) stay what the command line, the links and the tests read.

use super::{Card, Play};
use crate::i18n::{Args, Catalogue, Said};

impl Card {
    /// The card's name as a message (`ll-card-guard`, …).
    pub fn said(self) -> Said {
        match self {
            Card::Guard => Said::new("ll-card-guard"),
            Card::Priest => Said::new("ll-card-priest"),
            Card::Baron => Said::new("ll-card-baron"),
            Card::Handmaid => Said::new("ll-card-handmaid"),
            Card::Prince => Said::new("ll-card-prince"),
            Card::King => Said::new("ll-card-king"),
            Card::Countess => Said::new("ll-card-countess"),
            Card::Princess => Said::new("ll-card-princess"),
        }
    }

    /// The card's name in the language of `words`.
    pub fn name_in(self, words: &Catalogue) -> String {
        words.say(&self.said())
    }
}

impl Play {
    /// The play in the language of `words` (`Guard on player 2 naming Priest` in English, as
    /// `Display` writes it).
    pub fn text_in(&self, words: &Catalogue) -> String {
        let mut s = self.card.name_in(words);
        if let Some(t) = self.target {
            s.push(' ');
            s.push_str(&words.msg_with("ll-play-on", &Args::new().count("n", i64::from(t) + 1)));
        }
        if let Some(g) = self.guess {
            s.push(' ');
            s.push_str(&words.msg_with(
                "ll-play-naming",
                &Args::new().text("card", g.name_in(words)),
            ));
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{language, with_english};

    #[test]
    fn cards_and_plays_are_named_in_the_language_and_english_as_before() {
        let pl = Catalogue::new(language("pl").unwrap()).unwrap();
        let play = Play {
            card: Card::Guard,
            target: Some(1),
            guess: Some(Card::Priest),
        };
        with_english(|en| {
            for c in Card::ALL {
                assert_eq!(c.name_in(en), c.name());
                assert!(!c.name_in(&pl).contains('⟨'));
            }
            assert_eq!(play.text_in(en), play.to_string());
        });
        let polish = play.text_in(&pl);
        assert_ne!(polish, play.to_string());
        assert!(!polish.contains('⟨'), "{polish}");
    }
}
