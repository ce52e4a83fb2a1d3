//! What the page draws: the table as the human sees it ([`TableView`], [`SeatView`]), built
//! from the human's observation only, never from the true state.

use super::words::{describe_in, knowledge_text_in, same_card_in, seat_name_in, winners_in};
use super::Match;
use crate::games::love_letter::{tokens_to_win, Card, Observation, Play};
use crate::i18n::{Args, Catalogue};

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
impl Match {
    /// The table from the human's observation and public facts (see [`Match::view`]).
    pub(super) fn table_from(
        &self,
        obs: &Observation,
        shown: &[Option<Card>],
        plays: Vec<Play>,
        summary: Option<String>,
        words: &Catalogue,
    ) -> TableView {
        let (names, tokens, notes, game_winners) =
            (&self.names, &self.tokens, &self.notes, &self.game_winners);
        let round_no = self.round_no;
        let over = !obs.winners.is_empty();
        let seats = (0..obs.alive.len())
            .map(|s| SeatView {
                name: seat_name_in(s as u8, names, words),
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
                    let mut k = knowledge_text_in(obs.knows[s], words);
                    for &(a, b) in &obs.same {
                        let other = if usize::from(a) == s {
                            Some(b)
                        } else if usize::from(b) == s {
                            Some(a)
                        } else {
                            None
                        };
                        if let Some(o) = other.filter(|&o| o != 0) {
                            k = Some(same_card_in(k, o, words));
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
                let mut line = describe_in(e, names, words);
                if let Some(Some(note)) = notes.get(i) {
                    line.push(' ');
                    line.push_str(&words.say(note));
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
                let (who, form) = winners_in(game_winners, names, words);
                words.msg_with(
                    "ll-game-won",
                    &Args::new()
                        .text("who", who)
                        .text("form", form)
                        .count("n", i64::from(target)),
                )
            }),
        }
    }
}
