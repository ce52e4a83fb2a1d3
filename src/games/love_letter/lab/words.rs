//! The plain words of the page: the log's sentences, the private notes of what the human's
//! own cards showed, what the human knows of each card, and the round's summary — each in the
//! language of a [`Catalogue`] (the English wrappers are what the tests read).

use crate::games::love_letter::{Card, Ending, Event, Knowledge, Observation, Outcome, Round};
use crate::i18n::{with_english, Args, Catalogue, Said};

/// A seat's name: "You" or "Player 2 (greedy)".
pub(super) fn seat_name_in(seat: u8, names: &[String], words: &Catalogue) -> String {
    if seat == 0 {
        words.msg("ll-seat-you")
    } else {
        words.msg_with(
            "ll-seat-player",
            &Args::new()
                .count("n", i64::from(seat) + 1)
                .text("agent", names[usize::from(seat)].as_str()),
        )
    }
}

/// Who won (a round or the game), joined with "and", and the form of the verb: `you` (the human
/// alone), `one` (one other player) or `many`.
pub(super) fn winners_in(
    winners: &[u8],
    names: &[String],
    words: &Catalogue,
) -> (String, &'static str) {
    let and = format!(" {} ", words.msg("ll-and"));
    let who: Vec<String> = winners
        .iter()
        .map(|&s| seat_name_in(s, names, words))
        .collect();
    let form = match winners {
        [0] => "you",
        [_] => "one",
        _ => "many",
    };
    (who.join(&and), form)
}

/// A card as a variable of a said message.
fn card(c: Card) -> Said {
    c.said()
}

/// "Player n" (a seat other than the human's), as a count.
fn number(seat: u8) -> i64 {
    i64::from(seat) + 1
}

/// A public event in plain words.
pub fn describe(e: &Event, names: &[String]) -> String {
    with_english(|w| describe_in(e, names, w))
}

/// A public event in the language of `words`.
pub fn describe_in(e: &Event, names: &[String], words: &Catalogue) -> String {
    let c = |c: Card| c.name_in(words);
    let mut s = if e.player == 0 {
        words.msg_with(
            "ll-log-you-played",
            &Args::new().text("card", c(e.play.card)),
        )
    } else {
        words.msg_with(
            "ll-log-played",
            &Args::new()
                .text("who", seat_name_in(e.player, names, words))
                .text("card", c(e.play.card)),
        )
    };
    if let Some(t) = e.play.target {
        s.push(' ');
        s.push_str(&if t == e.player {
            words.msg("ll-log-on-self")
        } else if t == 0 {
            words.msg("ll-log-on-you")
        } else {
            words.msg_with("ll-log-on-player", &Args::new().count("n", number(t)))
        });
    }
    if let Some(g) = e.play.guess {
        s.push_str(&words.msg_with("ll-log-naming", &Args::new().text("card", c(g))));
    }
    let target = e.play.target;
    let card_args = |k: Card| Args::new().text("card", c(k));
    let seat_args = |seat: u8| Args::new().count("n", number(seat));
    let effect = match (e.outcome, e.play.card) {
        (Outcome::Out { player, .. }, Card::Princess) if player == e.player => {
            if player == 0 {
                words.msg("ll-log-princess-out-you")
            } else {
                words.msg("ll-log-princess-out")
            }
        }
        (Outcome::Out { player: 0, card }, _) => words.msg_with("ll-log-out-you", &card_args(card)),
        (Outcome::Out { player, card }, _) => {
            words.msg_with("ll-log-out", &card_args(card).count("n", number(player)))
        }
        (Outcome::Discarded(Card::Princess), _) if target == Some(0) => {
            words.msg("ll-log-discarded-princess-you")
        }
        (Outcome::Discarded(Card::Princess), _) => {
            words.msg_with("ll-log-discarded-princess", &seat_args(target.unwrap_or(0)))
        }
        (Outcome::Discarded(k), _) if target == Some(0) => {
            words.msg_with("ll-log-discarded-you", &card_args(k))
        }
        (Outcome::Discarded(k), _) => words.msg_with(
            "ll-log-discarded",
            &card_args(k).count("n", target.map_or(0, number)),
        ),
        (Outcome::Traded, _) => words.msg("ll-log-traded"),
        (Outcome::Nothing, played) => match (played, target) {
            (Card::Handmaid, _) => words.msg("ll-log-protected"),
            (Card::Countess, _) => String::new(),
            (Card::Guard | Card::Priest | Card::Baron | Card::King, None) => {
                words.msg("ll-log-no-effect")
            }
            (Card::Guard, Some(_)) => words.msg("ll-log-wrong-guess"),
            (Card::Priest, Some(_)) => words.msg("ll-log-looked"),
            (Card::Baron, Some(_)) => words.msg("ll-log-tie"),
            _ => String::new(),
        },
    };
    if !effect.is_empty() {
        s.push(' ');
        s.push_str(&effect);
    }
    s
}

/// What the human learned privately from the last play, by comparing their observation before
/// and after it (their Priest's look, a Baron tie, a King's trade, someone looking at them),
/// as a message to say in the page's language.
pub(super) fn private_note(before: &Observation, after: &Observation) -> Option<Said> {
    let e = after.log.last()?;
    let t = e.play.target?;
    let mine = after.hand.first().copied();
    if e.player == 0 && t != 0 {
        match (e.play.card, e.outcome) {
            (Card::Priest, _) => match after.knows[usize::from(t)] {
                Knowledge::Exact(c) => Some(
                    Said::new("ll-note-saw")
                        .count("n", number(t))
                        .said("card", card(c)),
                ),
                Knowledge::Among(_) => None,
            },
            (Card::Baron, Outcome::Nothing) => mine.map(|c| {
                Said::new("ll-note-same")
                    .count("n", number(t))
                    .said("card", card(c))
            }),
            (Card::King, Outcome::Traded) => {
                let gave = before
                    .hand
                    .iter()
                    .find(|&&c| c != Card::King)
                    .or(before.hand.first())
                    .copied()?;
                Some(
                    Said::new("ll-note-you-traded")
                        .count("n", number(t))
                        .said("gave", card(gave))
                        .said("got", card(mine?)),
                )
            }
            _ => None,
        }
    } else if t == 0 && e.player != 0 {
        let them = number(e.player);
        match (e.play.card, e.outcome) {
            (Card::Priest, _) => mine.map(|c| {
                Said::new("ll-note-seen")
                    .count("n", them)
                    .said("card", card(c))
            }),
            (Card::Baron, Outcome::Nothing) => mine.map(|c| {
                Said::new("ll-note-same-too")
                    .count("n", them)
                    .said("card", card(c))
            }),
            (Card::King, Outcome::Traded) => Some(
                Said::new("ll-note-traded")
                    .said("gave", card(*before.hand.first()?))
                    .said("got", card(mine?)),
            ),
            (Card::Prince, Outcome::Discarded(c)) if c != Card::Princess => {
                mine.map(|m| Said::new("ll-note-drew").said("card", card(m)))
            }
            _ => None,
        }
    } else if e.player == 0 && t == 0 {
        match (e.play.card, e.outcome) {
            (Card::Prince, Outcome::Discarded(c)) if c != Card::Princess => {
                mine.map(|m| Said::new("ll-note-drew").said("card", card(m)))
            }
            _ => None,
        }
    } else {
        None
    }
}

/// What one knows of a player's card, in words.
pub fn knowledge_text(k: Knowledge) -> Option<String> {
    with_english(|w| knowledge_text_in(k, w))
}

/// What one knows of a player's card, in the language of `words`.
pub fn knowledge_text_in(k: Knowledge, words: &Catalogue) -> Option<String> {
    match k {
        Knowledge::Exact(c) => {
            Some(words.msg_with("ll-know-holds", &Args::new().text("card", c.name_in(words))))
        }
        Knowledge::Among(0xFF) => None,
        Knowledge::Among(mask) => {
            let listed = |allowed: bool| -> String {
                Card::ALL
                    .iter()
                    .filter(|c| (mask & (1 << (c.value() - 1)) != 0) == allowed)
                    .map(|c| c.name_in(words))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let allowed = Card::ALL
                .iter()
                .filter(|c| mask & (1 << (c.value() - 1)) != 0)
                .count();
            Some(if allowed <= Card::ALL.len() - allowed {
                words.msg_with("ll-know-one-of", &Args::new().text("cards", listed(true)))
            } else {
                words.msg_with("ll-know-not", &Args::new().text("cards", listed(false)))
            })
        }
    }
}

/// What the human knows of a seat's card after a Baron tie: the same card as seat `other`
/// (never the human), after what else is known (`known`).
pub(super) fn same_card_in(known: Option<String>, other: u8, words: &Catalogue) -> String {
    let n = Args::new().count("n", number(other));
    match known {
        Some(k) => format!("{k}; {}", words.msg_with("ll-know-same", &n)),
        None => words.msg_with("ll-know-holds-same", &n),
    }
}

/// The plain-words summary of how a round ended, in the language of `words`.
pub(super) fn round_summary_in(round: &Round, names: &[String], words: &Catalogue) -> String {
    let (who, form) = winners_in(round.winners(), names, words);
    let how = match round.ending() {
        Some(Ending::LastStanding) => words.msg("ll-how-last"),
        Some(Ending::Showdown { tiebreak: false }) => words.msg("ll-how-highest"),
        Some(Ending::Showdown { tiebreak: true }) if round.winners().len() > 1 => {
            words.msg("ll-how-shared")
        }
        Some(Ending::Showdown { tiebreak: true }) => words.msg("ll-how-tiebreak"),
        None => return String::new(),
    };
    words.msg_with(
        "ll-round-won",
        &Args::new()
            .text("who", who)
            .text("form", form)
            .text("how", how),
    )
}
