//! "Which agent is better?": a race of the racing lab between two agents in a worker, its live
//! bounds as a chart, and the verdict (marked stale once the fields describe another race).

use yew::prelude::*;

use crate::games::love_letter::agents::AGENTS;
use crate::games::love_letter::forms::race_request;
use crate::games::love_letter::jobs::{Detail, Output, Request};
use crate::games::love_letter::page_text::{agent_label_in, race_verdict_in};
use crate::racing::lab::words as race_words;
use crate::racing::Algorithm;
use crate::text::FieldError;
use crate::web::components::field_error_of as field_error;
use crate::web::components::{maybe_stale, on_typed, FitChart, JobProgress, JobProgressProps};
use crate::web::i18n::{catalogue, t};
use crate::web::job::{use_job, JobDetail, JobOutput, JobSpec, JobState};

#[function_component(RacePanel)]
pub(super) fn race_panel() -> Html {
    let a = use_state(|| "greedy".to_string());
    let b = use_state(|| "random".to_string());
    let alg = use_state(|| "ilebr-star2".to_string());
    let eps = use_state(|| "0.05".to_string());
    let delta = use_state(|| "0.05".to_string());
    let seed = use_state(|| "1".to_string());
    let it = use_state(|| "300".to_string());
    let errors = use_state(Vec::<FieldError>::new);
    let job = use_job();
    let bind_input = |s: &UseStateHandle<String>| {
        let s = s.clone();
        Callback::from(move |e: Event| {
            s.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let bind_select = |s: &UseStateHandle<String>| {
        let s = s.clone();
        Callback::from(move |e: Event| {
            s.set(
                e.target_unchecked_into::<web_sys::HtmlSelectElement>()
                    .value(),
            )
        })
    };
    // The race these fields describe (or every field's error).
    let request = race_request([&a, &b, &alg], [&eps, &delta, &seed, &it]);
    let start = {
        let (request, errors, job) = (request.clone(), errors.clone(), job.clone());
        Callback::from(move |_: MouseEvent| match &request {
            Ok(r) => {
                errors.set(Vec::new());
                job.start(r.clone());
            }
            Err(e) => errors.set(e.clone()),
        })
    };
    let state = match (&*job.state, &*job.detail) {
        (JobState::Done(JobOutput::LoveLetter(Output::Race(_, s)), _), _) => Some(s.clone()),
        (JobState::Running(_), Some(JobDetail::LoveLetter(Detail::Race(s)))) => Some(s.clone()),
        _ => None,
    };
    // The verdict names the agents of the race that was run, and is marked stale once the
    // fields describe another race.
    let current = request.as_ref().ok().cloned().map(JobSpec::from);
    let outcome = match job.result(current.as_ref()) {
        Some((JobOutput::LoveLetter(Output::Race(o, _)), _, stale)) => match &*job.started {
            Some(JobSpec::LoveLetter(Request::Race { a, b, .. })) => {
                Some((o, a.key().to_string(), b.key().to_string(), stale))
            }
            _ => None,
        },
        _ => None,
    };
    let words = catalogue();
    let agent_select = |id: &str, s: &UseStateHandle<String>| {
        html! {
            <select id={id.to_string()} onchange={bind_select(s)}>
                { for AGENTS.iter().map(|x| html! { <option value={*x} selected={**s == *x}>{ agent_label_in(x, &words) }</option> }) }
            </select>
        }
    };
    html! {
        <div class="ll-panel" id="ll-race">
            <h2>{ t("ll-race-title") }</h2>
            <p>{ t("ll-race-text") }</p>
            <div class="form-grid">
                <label>{ t("ll-agent-a") }{ agent_select("ll-r-a", &a) }</label>
                <label>{ t("ll-agent-b") }{ agent_select("ll-r-b", &b) }</label>
                <label>{ t("ll-race") }
                    <select id="ll-r-alg" onchange={bind_select(&alg)}>
                        { for Algorithm::ALL.iter().map(|x| html! { <option value={x.key()} selected={*alg == x.key()}>{ x.name_in(&words) }</option> }) }
                    </select>
                </label>
                <label>{ "ε" }<input id="ll-r-eps" value={(*eps).clone()} oninput={on_typed(bind_input(&eps))} />{ field_error(&errors, "r-eps") }</label>
                <label>{ "δ" }<input id="ll-r-delta" value={(*delta).clone()} oninput={on_typed(bind_input(&delta))} />{ field_error(&errors, "r-delta") }</label>
                <label>{ t("ll-seed") }<input id="ll-r-seed" value={(*seed).clone()} oninput={on_typed(bind_input(&seed))} inputmode="numeric" />{ field_error(&errors, "r-seed") }</label>
                <label>{ t("ll-iterations") }<input id="ll-r-it" value={(*it).clone()} oninput={on_typed(bind_input(&it))} inputmode="numeric" />{ field_error(&errors, "r-it") }</label>
            </div>
            <div class="controls"><button id="ll-r-run" class="primary" disabled={job.running()} onclick={start}>{ t("ll-race-run") }</button></div>
            <JobProgress ..JobProgressProps::of(&job, "ll-r") />
            if let Some(s) = &state {
                <p id="ll-r-live">{ race_words::live_in(s, &words) }
                    { race_words::bounds_in(s, &words) }</p>
                if let Some(chart) = race_words::chart_in(s, &words) {
                    <div class="chart" id="ll-r-chart"><FitChart spec={chart} /></div>
                }
            }
            if let Some((o, ra, rb, stale)) = outcome {
                { maybe_stale(stale, "ll-r", html! {
                    <p id="ll-r-verdict" role="status"><b>{ race_verdict_in(&o, &ra, &rb, &words) }</b>{ race_words::detail_in(&o, &words) }</p>
                }) }
            }
        </div>
    }
}
