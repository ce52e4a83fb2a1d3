//! The Ticket to Ride lab: a game on the USA map against the algorithmic, network or random
//! player (drawn only from what the human may see — the core's [`TableView`]), a game of
//! agents only watched step by step, the thesis's experiment split over one worker per core,
//! the network's training in a worker with a live learning curve, and the benchmark.
//!
//! The match runs on the main thread (an agent decides in well under a millisecond); the long
//! jobs run in workers. The network player plays with a network the page holds: one trained
//! here (a tiny training takes seconds; its weights can be downloaded), or the project's
//! pre-trained network, fetched on request from `ttr_network.json` beside the app (Trunk copies
//! `data/ttr_network.json` there). The weights are deliberately not compiled in (`nn::SHIPPED`
//! would add about 340 KB to every load of every page); the service worker keeps the file once
//!
//! The page lives in the second page module ([`crate::web::deferred`]), fetched the first time
//! the lab is opened, with a router of that module's own for its address.
//!
//! This module is the page component and the network it shares between the panels; each panel
//! is its own module: the match (`play`) on the map (`map`), the experiment
//! (`experiment`), the training and the pre-trained network (`train`), the thesis's
//! universal-versus-specific comparison (`universal`), and the benchmark (`bench`).
//!
//! [`TableView`]: crate::games::ticket_to_ride::lab::TableView

mod bench;
mod experiment;
mod map;
mod play;
mod train;
mod universal;

use std::sync::Arc;

use yew::prelude::*;
use yew_router::prelude::*;

use crate::games::ticket_to_ride::link::Query;
use crate::games::ticket_to_ride::nn::Network;
use crate::web::i18n::t;

use bench::TtrBenchPanel;
use experiment::ExperimentPanel;
use play::MatchPanel;
use train::TrainPanel;
use universal::UniversalPanel;

/// The Ticket to Ride page.
#[function_component(TicketToRidePage)]
pub fn ticket_to_ride_page() -> Html {
    // The network trained on this page: the `nn` agent plays with it.
    let network = use_state(|| None::<Arc<Network>>);
    // The match's settings in the address (`#/ticket-to-ride?seed=…`).
    let query: Query = use_location()
        .and_then(|l| l.query::<Query>().ok())
        .unwrap_or_default();
    let on_network = {
        let network = network.clone();
        Callback::from(move |n: Arc<Network>| network.set(Some(n)))
    };
    html! {
        <section class="page" id="ticket-to-ride">
            <h1>{ t("ttr-title") }</h1>
            <crate::web::components::Lead>{ t("ttr-lead") }</crate::web::components::Lead>
            <MatchPanel network={(*network).clone()} {query} />
            <ExperimentPanel network={(*network).clone()} />
            <TrainPanel {on_network} />
            <UniversalPanel />
            <TtrBenchPanel />
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub(super) struct NetworkProps {
    pub(super) network: Option<Arc<Network>>,
}

/// A change handler that writes the changed field's value (an input's, or a select's when
/// `select`) into the form held in `form` with `w`.
pub(super) fn field<F: Clone + 'static>(
    form: &UseStateHandle<F>,
    w: fn(&mut F, String),
    select: bool,
) -> Callback<Event> {
    let form = form.clone();
    Callback::from(move |e: Event| {
        let mut x = (*form).clone();
        w(
            &mut x,
            if select {
                select_value(&e)
            } else {
                input_value(&e)
            },
        );
        form.set(x);
    })
}

/// A click handler that starts `request` in `job`, or shows why it cannot in `error`.
pub(super) fn starter(
    request: &Result<crate::web::job::JobSpec, String>,
    error: &UseStateHandle<Option<String>>,
    job: &crate::web::job::JobHandle,
) -> Callback<MouseEvent> {
    let (request, error, job) = (request.clone(), error.clone(), job.clone());
    Callback::from(move |_: MouseEvent| match &request {
        Ok(spec) => {
            error.set(None);
            job.start(spec.clone());
        }
        Err(e) => error.set(Some(e.clone())),
    })
}

pub(super) fn input_value(e: &Event) -> String {
    e.target_unchecked_into::<web_sys::HtmlInputElement>()
        .value()
}

pub(super) fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<web_sys::HtmlSelectElement>()
        .value()
}
