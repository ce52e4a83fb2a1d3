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
use crate::i18n::Args;
use crate::web::components::EditedForm;
use crate::web::i18n::{catalogue, num, t, tf};

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
    html! { <span class={classes!("ll-card", format!("v{}", c.value()))} data-card={c.name()}><b>{ c.value() }</b>{ " " }{ c.name_in(&catalogue()) }</span> }
}

/// A face-down card: no name, no value, in markup or attributes.
pub(super) fn card_back() -> Html {
    html! { <span class="ll-card back" aria-label={t("ll-face-down")}>{ "?" }</span> }
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
            <h1>{ t("ll-title") }</h1>
            <crate::web::components::Lead>{ t("ll-lead") }</crate::web::components::Lead>
            <MatchPanel {query} />
            <TournamentPanel />
            <RacePanel />
            <LoveLetterBenchPanel />
            <SeedDeck />
        </section>
    }
}

/// The seed's deck beside the 2012 deck this page plays, with the seed's §2.2 count and Table
/// 3.1 computed for both ([`crate::games::love_letter::seed_deck`]). Its table names every
/// card type, so it is drawn only while open: the match's markup names no card its player
/// cannot see.
#[function_component(SeedDeck)]
fn seed_deck() -> Html {
    use crate::games::love_letter::seed_deck::{deal_counts, seed_count, table_3_1};
    use crate::games::love_letter::Card;
    use crate::plot::fmt_number;
    let open = use_state(|| false);
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            open.set(
                e.target_unchecked_into::<web_sys::Element>()
                    .has_attribute("open"),
            )
        })
    };
    if !*open {
        return html! {
            <details class="panel" id="ll-seed-deck" {ontoggle}>
                <summary>{ t("ll-seed-deck") }</summary>
            </details>
        };
    }
    let c = deal_counts();
    let (seed, ours) = (table_3_1(seed_count), table_3_1(Card::count));
    let pct = |&(_, n, t): &(Card, u32, u32)| {
        format!("{n}/{t} ({}%)", num(100.0 * f64::from(n) / f64::from(t), 1))
    };
    html! {
        <details class="panel" id="ll-seed-deck" open=true {ontoggle}>
            <summary>{ t("ll-seed-deck") }</summary>
            <p>{ t("ll-seed-deck-text") }</p>
            <table id="ll-table-3-1">
                <thead><tr><th>{ t("ll-col-unseen") }</th><th>{ t("ll-col-seed-deck") }</th><th>{ t("ll-col-this-deck") }</th></tr></thead>
                <tbody>{ for seed.iter().zip(&ours).map(|(p, q)| html! {
                    <tr><td>{ p.0.name_in(&catalogue()) }</td><td class="num">{ pct(p) }</td><td class="num">{ pct(q) }</td></tr>
                }) }</tbody>
            </table>
            <p id="ll-deals">{ tf("ll-deals", Args::new().text("seed_orders", fmt_number(c.seed_orders as f64)).text("seed_scenarios", fmt_number(c.seed_scenarios as f64)).text("orders", fmt_number(c.orders as f64)).text("scenarios", fmt_number(c.scenarios as f64))) }</p>
        </details>
    }
}
