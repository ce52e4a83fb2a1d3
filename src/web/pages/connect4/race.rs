//! "MCTS or α-β: which is better?" on the Connect Four page: a race of the racing lab between
//! Monte Carlo tree search and alpha-beta over whole games, at equal time per move by default,
//! run in a worker, its bounds drawn as it goes and its verdict said.
//!
//! Thin by design: the form is read by [`RaceForm::read`] (each error next to its field), the
//! calibration, the race and every sentence are the core's
//! [`crate::games::connect4::race_job`], and the chart is [`crate::racing::lab::words`]'s.

use yew::prelude::*;

use crate::games::connect4::jobs::{Detail, Output, Request};
use crate::games::connect4::race_job::{RaceForm, RaceLive, RaceRequest};
use crate::racing::lab::words;
use crate::racing::race::RaceOutcome;
use crate::racing::Algorithm;
use crate::search::mcts::Variant;
use crate::text::FieldError;
use crate::web::components::{field_error_of, FitChart, JobProgress, JobProgressProps};
use crate::web::i18n::{catalogue, t};
use crate::web::job::{use_job, DeferredDetail, DeferredOutput, JobState};

/// The race section (built only while open).
#[function_component(RaceSection)]
pub(super) fn race_section() -> Html {
    let open = use_state(|| false);
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            let d: web_sys::Element = e.target_unchecked_into();
            open.set(d.has_attribute("open"));
        })
    };
    html! {
        <details class="c4-mcts" id="c4-race-section" {ontoggle}>
            <summary>{ t("c4-race-summary") }</summary>
            if *open { <RacePanel /> }
        </details>
    }
}

#[function_component(RacePanel)]
fn race_panel() -> Html {
    let form = use_state(RaceForm::default);
    let errors = use_state(Vec::<FieldError>::new);
    let job = use_job();
    // The race last started, for the verdict's names.
    let ran = use_state(|| None::<RaceRequest>);
    let bind = |set: fn(&mut RaceForm, String)| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let value = match e.target_dyn_into::<web_sys::HtmlInputElement>() {
                Some(input) => input.value(),
                None => e
                    .target_unchecked_into::<web_sys::HtmlSelectElement>()
                    .value(),
            };
            let mut next = (*form).clone();
            set(&mut next, value);
            form.set(next);
        })
    };
    let start = {
        let (form, errors, job, ran) = (form.clone(), errors.clone(), job.clone(), ran.clone());
        Callback::from(move |_: MouseEvent| match form.read() {
            Ok(r) => {
                errors.set(Vec::new());
                ran.set(Some(r.clone()));
                job.start(Request::Race(r));
            }
            Err(e) => errors.set(e),
        })
    };
    let live = match (
        &*job.state,
        job.detail.as_ref().as_ref().and_then(DeferredDetail::of),
    ) {
        (JobState::Running(_), Some(DeferredDetail::Connect4(Detail::Race(l)))) => Some(l),
        _ => None,
    };
    let done: Option<(RaceOutcome, RaceLive)> = match &*job.state {
        JobState::Done(output, _) => match DeferredOutput::of(output) {
            Some(DeferredOutput::Connect4(Output::Race(o, l))) => Some((o, l)),
            _ => None,
        },
        _ => None,
    };
    let shown = live.clone().or_else(|| done.as_ref().map(|d| d.1.clone()));
    let field = |id: &str,
                 label: String,
                 value: &str,
                 set: fn(&mut RaceForm, String),
                 error: &'static str| {
        html! {
            <label>{ label }
                <input id={id.to_string()} value={value.to_string()} onchange={bind(set)} />
                { field_error_of(&errors, error) }
            </label>
        }
    };
    html! {
        <div id="c4-race">
            <p class="explain">{ t("c4-race-explain") }</p>
            <div class="form-grid">
                <label>{ t("c4-race-a") }
                    <select id="c4-race-variant" onchange={bind(|f, v| f.variant = v)}>
                        { for Variant::ALL.iter().map(|v| html! { <option value={v.name()} selected={form.variant == v.name()}>{ v.to_string() }</option> }) }
                    </select>
                    { field_error_of(&errors, "race-variant") }
                </label>
                { field("c4-race-iterations", t("c4-race-iterations"), &form.iterations, |f, v| f.iterations = v, "race-iterations") }
                { field("c4-race-nodes", t("c4-race-nodes"), &form.nodes, |f, v| f.nodes = v, "race-nodes") }
                { field("c4-race-opening", t("c4-race-opening"), &form.opening, |f, v| f.opening = v, "race-opening") }
                <label>{ t("c4-race-race") }
                    <select id="c4-race-algorithm" onchange={bind(|f, v| f.algorithm = v)}>
                        { for Algorithm::ALL.iter().map(|a| html! { <option value={a.key()} selected={form.algorithm == a.key()}>{ a.name_in(&catalogue()) }</option> }) }
                    </select>
                    { field_error_of(&errors, "race-algorithm") }
                </label>
                { field("c4-race-eps", "ε".to_string(), &form.eps, |f, v| f.eps = v, "race-eps") }
                { field("c4-race-delta", "δ".to_string(), &form.delta, |f, v| f.delta = v, "race-delta") }
                { field("c4-race-seed", t("c4-race-seed"), &form.seed, |f, v| f.seed = v, "race-seed") }
                { field("c4-race-cap", t("c4-race-cap"), &form.cap, |f, v| f.cap = v, "race-cap") }
            </div>
            <div class="controls"><button id="c4-race-run" class="primary" disabled={job.running()} onclick={start}>{ t("c4-race-run") }</button></div>
            <JobProgress ..JobProgressProps::of(&job, "c4-race") />
            if let Some(l) = &shown {
                <p id="c4-race-live" role="status">{ l.words_in(&catalogue()) }</p>
                if let Some(chart) = words::chart_in(&l.state, &catalogue()) {
                    <div class="chart" id="c4-race-chart"><FitChart spec={chart} /></div>
                }
            }
            if let (Some((o, l)), Some(r)) = (&done, &*ran) {
                <p id="c4-race-verdict"><b>{ l.verdict_in(o, r, &catalogue()) }</b>{ words::detail_in(o, &catalogue()) }</p>
            }
        </div>
    }
}
