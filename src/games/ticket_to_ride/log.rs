//! The match's log: what each player did, as messages said later in the page's language
//! ([`LogEntry::text_in`]); the English ([`LogEntry::text`]) is what the tests read. For the
//! other players a line never names a card drawn from the deck nor a ticket kept.

use super::words::{kind_said, payment_said, route_said};
use super::{kind_name, route_points, usa, Action, Phase, FACE_UP};
use crate::i18n::{Catalogue, Said};

/// One line of the log: who acted and what they did, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    /// The seat that acted.
    pub player: u8,
    /// What they did, in English ("took a face-up red and drew a card from the deck").
    pub text: String,
    /// What they did, one message per action of the turn.
    pub parts: Vec<Said>,
}

impl LogEntry {
    /// A line of `player`'s, with its first action.
    pub(super) fn new(player: u8, part: Said) -> LogEntry {
        LogEntry {
            player,
            text: part.english(),
            parts: vec![part],
        }
    }

    /// Adds the turn's next action ("… and took a face-up red").
    pub(super) fn push(&mut self, part: Said) {
        self.text.push_str(" and ");
        self.text.push_str(&part.english());
        self.parts.push(part);
    }

    /// What they did, in the language of `words`.
    pub fn text_in(&self, words: &Catalogue) -> String {
        let and = format!(" {} ", words.msg("ttr-log-and"));
        self.parts
            .iter()
            .map(|p| words.say(p))
            .collect::<Vec<_>>()
            .join(&and)
    }
}

/// What the log needs to know of one action: the phase it was taken in, whether its player's
/// private cards may be named (`public`: not the human's seat), the kind drawn from the deck
/// (if any), the tickets offered and the face-up cards before it, and the tickets offered
/// after it.
pub(super) struct Taken<'a> {
    pub phase: Phase,
    pub action: Action,
    pub public: bool,
    pub drawn: Option<u8>,
    pub offered: &'a [u8],
    pub face_up: &'a [Option<u8>; FACE_UP],
    pub offered_after: usize,
}

/// The action in words, and whether it continues its player's line (a second card, the
/// tickets kept after a draw).
pub(super) fn log_part(t: &Taken<'_>) -> (Said, bool) {
    match (t.phase, t.action) {
        (Phase::SetupTickets | Phase::ChooseTickets, Action::KeepTickets(m)) => {
            let k = super::record::kept(t.offered, m);
            let said = if t.public {
                Said::new("ttr-log-kept-count").count("n", k.len() as i64)
            } else {
                let names: Vec<String> = k
                    .iter()
                    .map(|&x| usa().ticket_name(usize::from(x)))
                    .collect();
                Said::new("ttr-log-kept").text("tickets", names.join(", "))
            };
            (said, t.phase == Phase::ChooseTickets)
        }
        (_, Action::DrawFaceUp(s)) => {
            let said = match t.face_up[usize::from(s)] {
                Some(k) => Said::new("ttr-log-took-face-up").said("card", kind_said(k)),
                None => Said::new("ttr-log-took-face-up-card"),
            };
            (said, t.phase == Phase::SecondCard)
        }
        (_, Action::DrawDeck) => {
            let said = match (t.public, t.drawn) {
                (false, Some(k)) if crate::text::article(kind_name(k)) == "an" => {
                    Said::new("ttr-log-drew-an").said("card", kind_said(k))
                }
                (false, Some(k)) => Said::new("ttr-log-drew-a").said("card", kind_said(k)),
                _ => Said::new("ttr-log-drew-card"),
            };
            (said, t.phase == Phase::SecondCard)
        }
        (
            _,
            Action::Claim {
                route,
                color,
                locomotives,
            },
        ) => {
            let r = usize::from(route);
            let said = Said::new("ttr-log-claimed")
                .said("route", route_said(usa(), r))
                .count("n", i64::from(route_points(usa().routes[r].length)))
                .said("paid", payment_said(r, color, locomotives));
            (said, false)
        }
        (_, Action::DrawTickets) => (
            Said::new("ttr-log-drew-tickets").count("n", t.offered_after as i64),
            false,
        ),
        (_, Action::Pass) => (Said::new("ttr-log-passed"), false),
        (_, Action::KeepTickets(_)) => {
            unreachable!("tickets are kept at setup or after a draw")
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::games::ticket_to_ride::lab::{Match, MatchConfig};
    use crate::i18n::{language, with_english, Catalogue};

    #[test]
    fn the_log_speaks_polish_and_its_english_is_the_text() {
        let pl = Catalogue::new(language("pl").unwrap()).unwrap();
        let mut m = Match::new(MatchConfig {
            watch: true,
            ..MatchConfig::default()
        })
        .expect("a valid table");
        for _ in 0..60 {
            if m.over() {
                break;
            }
            m.step();
        }
        assert!(m.log().len() > 5);
        for e in m.log() {
            with_english(|en| assert_eq!(e.text_in(en), e.text));
            let polish = e.text_in(&pl);
            assert!(!polish.contains('⟨'), "{polish}");
            assert_ne!(polish, e.text);
        }
    }
}
