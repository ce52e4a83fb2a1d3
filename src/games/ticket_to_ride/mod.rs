//! Ticket to Ride (Days of Wonder, 2004), the USA base game for 2–5 players: the engine of the
//! Ticket to Ride lab.
//!
//! A game is a [`State`](crate::game::State) with hidden information
//! ([`Hidden`](crate::game::Hidden)): each player's train cards and destination tickets, the
//! order of the train deck and of the ticket deck. A player's [`Observation`] holds their own
//! hand and tickets and everything public (face-up cards, claimed routes, trains left, hand
//! and ticket counts, the discard pile — every payment is shown).
//! [`Hidden::determinize`](crate::game::Hidden::determinize) deals the unseen cards and
//! tickets again.
//!
//! The module is split by concept: the vocabulary (actions, phases, the state's fields) here,
//! the rules in motion in `rules`, scoring in `scoring`, what a player sees and
//! determinization in `observation`.
//!
//! Rules (the project's spec, `ticket-to-ride.md`, and the data file's `rules`):
//! - 45 trains each; 110 train cards (8 colours × 12, 14 locomotives); 4 cards each and 5 face
//!   up at the start; whenever 3 locomotives lie face up, all 5 are discarded and replaced (at
//!   most [`MAX_FACE_UP_RESETS`] times in a row, so a deck of locomotives cannot loop forever).
//! - Setup: 3 tickets offered to each player, who keeps at least 2 (in seat order).
//! - A turn is one of: draw two train cards (face up or from the deck; a face-up locomotive is
//!   the whole draw, and may not be the second card; when no second card can be drawn the turn
//!   ends after the first); claim a route (its length in cards of its colour — any one colour
//!   for gray — with locomotives wild); draw 3 tickets (fewer if the pile is short) and keep at
//!   least 1 (the rest go under the pile); or pass, which is legal only when nothing else is.
//!   An empty deck is refilled by shuffling the discards.
//! - Double routes: with 2–3 players only one of the two tracks may be claimed; with 4–5 both,
//!   never both by the same player.
//! - A route scores 1, 2, 4, 7, 10 or 15 by length. When a player ends a turn with 2 or fewer
//!   trains, every player (that one included) has one more turn. A game in which a whole round
//!   passes ends too (nobody can act). At the end, tickets count + their points if their cities
//!   are joined by the player's routes, − if not; the longest continuous path (each track used
//!   once) earns +10 when the option is on (all tied players get it).
//! - The winner has the most points; ties go to the most completed tickets, then to the holder
//!   of the longest-path bonus; players still tied share the win.
//!
//! The state keeps its own generator for the reshuffles (seeded when the game is dealt), so a
//! seed fixes the whole game given the players' decisions.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::rng::GameRng;

pub mod algo;
pub mod algo_agent;
pub mod algo_thesis;
pub mod bench;
pub mod drawing;
pub mod experiment;
pub mod features;
pub mod figures;
pub mod forms;
pub mod jobs;
pub mod lab;
pub mod link;
mod log;
pub mod map;
pub mod nn;
mod observation;
pub mod page_text;
pub mod record;
pub mod report;
mod rules;
mod scoring;
pub mod universal;
pub mod words;

pub use map::{route_points, usa, Map, COLOR_NAMES};
pub use observation::{route_open, Observation};
pub use scoring::{components, longest_path, ticket_done, ticket_points, Score};

/// Card kinds: colours 0–7, then the locomotive.
pub const LOCOMOTIVE: u8 = 8;
/// Number of card kinds (8 colours and the locomotive).
pub const KINDS: usize = 9;
/// Train cards of each colour.
pub const PER_COLOR: u8 = 12;
/// Locomotives.
pub const LOCOMOTIVES: u8 = 14;
/// All train cards.
pub const TOTAL_CARDS: usize = 110;
/// Trains per player.
pub const TRAINS: u8 = 45;
/// Face-up cards.
pub const FACE_UP: usize = 5;
/// The last round starts when a player has at most this many trains.
pub const LAST_ROUND_TRAINS: u8 = 2;
/// Bonus for the longest continuous path.
pub const LONGEST_PATH_BONUS: i32 = 10;
/// Face-up resets (three locomotives showing) in a row before the cards are left as they lie.
pub const MAX_FACE_UP_RESETS: usize = 10;

/// The name of card kind `k` for people.
pub fn kind_name(k: u8) -> &'static str {
    if k == LOCOMOTIVE {
        "locomotive"
    } else {
        COLOR_NAMES[usize::from(k)]
    }
}

/// Train cards held, by kind.
pub type Hand = [u8; KINDS];

/// What a player may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Action {
    /// Keep the offered tickets whose bits are set (bit i = the i-th offered ticket).
    KeepTickets(u8),
    /// Take the face-up card in this slot (0–4).
    DrawFaceUp(u8),
    /// Take the top card of the deck.
    DrawDeck,
    /// Claim a route (0-based index), paying `length − locomotives` cards of `color` (any kind
    /// when every card is a locomotive: then `color` is [`LOCOMOTIVE`]) and `locomotives`
    /// locomotives.
    Claim {
        /// The route.
        route: u8,
        /// The colour paid.
        color: u8,
        /// Locomotives paid.
        locomotives: u8,
    },
    /// Draw destination tickets.
    DrawTickets,
    /// Do nothing (only when nothing else is legal).
    Pass,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let m = usa();
        match *self {
            Action::KeepTickets(mask) => write!(f, "keep tickets {mask:03b}"),
            Action::DrawFaceUp(s) => write!(f, "take face-up card {}", s + 1),
            Action::DrawDeck => write!(f, "draw from the deck"),
            Action::Claim {
                route,
                color,
                locomotives,
            } => {
                let r = &m.routes[usize::from(route)];
                write!(f, "claim {}", m.route_name(usize::from(route)))?;
                let plain = r.length - locomotives;
                if plain > 0 {
                    write!(f, " with {plain} {}", kind_name(color))?;
                    if locomotives > 0 {
                        write!(f, " + {locomotives} locomotive(s)")?;
                    }
                    Ok(())
                } else {
                    write!(f, " with {locomotives} locomotives")
                }
            }
            Action::DrawTickets => write!(f, "draw tickets"),
            Action::Pass => write!(f, "pass"),
        }
    }
}

/// Where in a turn the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Setup: the current player keeps at least 2 of the 3 tickets offered.
    SetupTickets,
    /// The start of a turn.
    Start,
    /// One card drawn: a second one now.
    SecondCard,
    /// Tickets drawn: keep at least one.
    ChooseTickets,
    /// The game is over.
    Over,
}

/// One player's private and public holdings.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Seat {
    /// Train cards by kind.
    pub hand: Hand,
    /// Trains left.
    pub trains: u8,
    /// Kept tickets (indices into the map's tickets).
    pub tickets: Vec<u8>,
    /// Points from claimed routes.
    pub route_points: i32,
    /// Claimed routes, in the order claimed.
    pub routes: Vec<u8>,
}

/// A game of Ticket to Ride in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    players: u8,
    longest_path_bonus: bool,
    current: u8,
    phase: Phase,
    /// The train deck; the top is the last element.
    deck: Vec<u8>,
    face_up: [Option<u8>; FACE_UP],
    discard: Hand,
    seats: Vec<Seat>,
    /// Owner of each route.
    owner: Vec<Option<u8>>,
    /// Tickets on offer to the current player.
    offered: Vec<u8>,
    /// The ticket pile; the top is the last element, returned tickets go under it (index 0).
    ticket_deck: Vec<u8>,
    /// When the last round has started: the player whose turn ends the game.
    last_turn_of: Option<u8>,
    /// Turns in a row that were passes.
    passes: u8,
    /// Completed turns.
    turns: u32,
    rng: GameRng,
}

/// Why a setup was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SetupError {}

#[cfg(test)]
mod tests;
