//! The Love Letter lab: a match against 1–3 agents drawn only from what the human may see
//! (the core's [`TableView`]), the agents' reasons (after the round) and advice for the
//! human's own hand, a round-robin tournament in one worker per core with standings and
//! convergence curves, a race that decides which of two agents is better, and the benchmark.
//!
//! The match runs on the main thread (agents decide in milliseconds; ISMCTS is limited to
//! [`MAX_MATCH_ITERATIONS`]); everything long runs in workers.
//!
//! This module is the page component, its link and the small pieces the panels share (cards
//! face up and face down, agents' labels, text fields); each panel is its own module: the match
//! (`play`) and its table (`table`), the tournament (`tournament`), the race (`race`) and
//! the benchmark (`bench`).
//!
//! [`TableView`]: crate::games::love_letter::lab::TableView
//! [`MAX_MATCH_ITERATIONS`]: crate::games::love_letter::lab::MAX_MATCH_ITERATIONS

mod bench;
mod play;
mod race;
mod table;
mod tournament;

use serde::{Deserialize, Serialize};
use yew::prelude::*;
use yew_router::prelude::*;

use crate::games::love_letter::Card;
use crate::web::components::EditedForm;

use bench::LoveLetterBenchPanel;
use play::MatchPanel;
use race::RacePanel;
use tournament::TournamentPanel;

/// The URL query: the match's settings as typed.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Query {
    #[serde(skip_serializing_if = "Option::is_none")]
    opp: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    it: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    deck: Option<String>,
}

/// A card as drawn face up: its value and name (never used for a card the user may not see).
pub(super) fn card_chip(c: Card) -> Html {
    html! { <span class={classes!("ll-card", format!("v{}", c.value()))} data-card={c.name()}><b>{ c.value() }</b>{ " " }{ c.name() }</span> }
}

/// A face-down card: no name, no value, in markup or attributes.
pub(super) fn card_back() -> Html {
    html! { <span class="ll-card back" aria-label="a face-down card">{ "?" }</span> }
}

/// A callback writing an input's text into one field of a live form.
pub(super) fn text_setter<F: Clone + 'static>(
    form: &EditedForm<F>,
    pick: fn(&mut F) -> &mut String,
) -> Callback<Event> {
    let form = form.clone();
    Callback::from(move |e: Event| {
        let value = e
            .target_unchecked_into::<web_sys::HtmlInputElement>()
            .value();
        form.update(|f| *pick(f) = value);
    })
}

/// The Love Letter page.
#[function_component(LoveLetterPage)]
pub fn love_letter_page() -> Html {
    let location = use_location();
    let query: Query = location
        .as_ref()
        .and_then(|l| l.query::<Query>().ok())
        .unwrap_or_default();
    html! {
        <section class="page" id="love-letter">
            <h1>{ "Love Letter: hidden information and the agents that play it" }</h1>
            <crate::web::components::Lead>{ "Sixteen cards, one in your hand: knock the other players out or hold the highest card when the deck runs out. You see your own hand, every discard and what your own Priest, Baron and King showed you — and so do the agents, each from its own seat: none of them can read a hidden card, and neither can this page's markup." }</crate::web::components::Lead>
            <MatchPanel {query} />
            <TournamentPanel />
            <RacePanel />
            <LoveLetterBenchPanel />
        </section>
    }
}
