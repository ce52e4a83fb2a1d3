//! The plain words of the page: the log's sentences, the private notes of what the human's
//! own cards showed, what the human knows of each card, and the round's summary.

use crate::games::love_letter::{Card, Ending, Event, Knowledge, Observation, Outcome, Round};

pub(super) fn seat_name(seat: u8, names: &[String]) -> String {
    if seat == 0 {
        "You".into()
    } else {
        format!("Player {} ({})", seat + 1, names[usize::from(seat)])
    }
}

pub(super) fn object_name(seat: u8) -> String {
    if seat == 0 {
        "you".into()
    } else {
        format!("Player {}", seat + 1)
    }
}

fn article(c: Card) -> &'static str {
    crate::text::article(c.name())
}

/// A public event in plain words.
pub fn describe(e: &Event, names: &[String]) -> String {
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
            let verb = if player == 0 { "are" } else { "is" };
            format!(" — and {verb} out (the Princess was discarded)")
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
pub(super) fn private_note(before: &Observation, after: &Observation) -> Option<String> {
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
pub(super) fn round_summary(round: &Round, names: &[String]) -> String {
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
