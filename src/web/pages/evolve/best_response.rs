//! The best-response panel: exact best responses in Rrrats! by value iteration on the Markov
//! chain, iterated.

use yew::prelude::*;

use crate::text::read_count;

use super::strategy::{bars, threshold_name};

use crate::games::rrrats::{RatsPolicy, RatsRules};
use crate::web::components::{on_typed, JobProgress, JobProgressProps};
use crate::web::i18n::{num, t};
use crate::web::job::{use_job, JobOutput, JobSpec, JobState};

#[derive(Properties, PartialEq)]
pub(super) struct BestResponseProps {
    pub(super) rules: RatsRules,
}

/// Exact best responses in Rrrats! by value iteration on the Markov chain, iterated.
#[function_component(BestResponsePanel)]
pub(super) fn best_response_panel(props: &BestResponseProps) -> Html {
    let job = use_job();
    let start = use_state(|| "zero".to_string());
    let rounds = use_state(|| "6".to_string());
    let policy = RatsPolicy::parse(&start);
    let n = read_count::<u32>(&rounds)
        .ok()
        .filter(|r| (1..=crate::evolve::jobs::MAX_BEST_RESPONSE_ROUNDS).contains(r));
    let set = |h: &UseStateHandle<String>| {
        let h = h.clone();
        Callback::from(move |e: Event| {
            h.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let run = {
        let (job, rules) = (job.clone(), props.rules);
        let policy = policy.clone();
        Callback::from(move |_: MouseEvent| {
            if let (Ok(p), Some(n)) = (&policy, n) {
                job.start(JobSpec::Evolve(
                    crate::evolve::jobs::Request::RatsBestResponses {
                        rules,
                        start: *p,
                        rounds: n,
                    },
                ));
            }
        })
    };
    html! {
        <details class="best-response" id="best-response">
            <summary>{ t("evolve-br-title") }</summary>
            <p>{ t("evolve-br-text") }</p>
            <div class="controls">
                <label>{ format!("{} ", t("evolve-br-against")) }<input id="br-start" value={(*start).clone()} oninput={on_typed(set(&start))} size="20" /></label>
                if let Err(e) = &policy { <span class="error field-error" id="error-br-start" role="alert">{ e.to_string() }</span> }
                <label>{ format!(" {} ", t("evolve-br-rounds")) }<input id="br-rounds" value={(*rounds).clone()} oninput={on_typed(set(&rounds))} size="3" /></label>
                if n.is_none() { <span class="error field-error" id="error-br-rounds" role="alert">{ t("evolve-br-rounds-error") }</span> }
                <button id="br-run" onclick={run} disabled={policy.is_err() || n.is_none() || job.running()}>{ t("evolve-br-solve") }</button>
            </div>
            <JobProgress ..JobProgressProps::of(&job, "br") />
            { match &*job.state {
                JobState::Done(JobOutput::Evolve(crate::evolve::jobs::Output::RatsRounds(Ok(rounds))), _) => html! {
                    <>
                        <table id="br-table">
                            <thead><tr><th>{ t("evolve-br-round") }</th><th>{ t("evolve-br-wins") }</th><th>{ t("evolve-br-p-continue") }</th><th>{ t("evolve-br-nearest") }</th><th>{ t("evolve-br-fixed-point") }</th></tr></thead>
                            <tbody>{ for rounds.iter().map(|r| html! {
                                <tr><td>{ r.round }</td><td>{ num(r.win_probability, 6) }</td><td>{ r.summary.0.iter().map(|v| num(*v, 3)).collect::<Vec<_>>().join(" / ") }</td><td>{ threshold_name(r.nearest_threshold) }</td><td>{ if r.fixed_point { t("evolve-br-fixed-yes") } else { String::new() } }</td></tr>
                            }) }</tbody>
                        </table>
                        if let Some(first) = rounds.first() {
                            { bars(&first.summary, first.nearest_threshold, "br-first") }
                        }
                    </>
                },
                JobState::Done(JobOutput::Evolve(crate::evolve::jobs::Output::RatsRounds(Err(m))), _) => html! { <p class="error" id="br-error">{ m }</p> },
                _ => html! {},
            } }
        </details>
    }
}
