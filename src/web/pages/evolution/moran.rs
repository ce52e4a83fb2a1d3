//! The Moran panel: in a finite population of N, how likely one mutant takes over — exactly,
//! by the product formula in fractions (shown as decimals when long, the fractions on demand),
//! beside a seeded simulation with its 99% interval. The fields go to the worker as typed; the
//! answer comes back rendered (`games::evolution::jobs::Request::Moran`); a refusal names its
//! field, which is marked until its value changes.

use yew::prelude::*;

use crate::games::evolution::jobs::{MoranForm, Output, Request};
use crate::games::evolution::lab::GameSource;
use crate::web::components::{rendered_view, use_edited_form, JobProgress, JobProgressProps};
use crate::web::i18n::{code, t};
use crate::web::job::{use_job, DeferredOutput, DeferredSpec, JobState};

/// Props of [`MoranPanel`].
#[derive(Properties, PartialEq)]
pub(super) struct MoranProps {
    /// The game (shared with the dynamics panel).
    pub source: GameSource,
}

/// The panel.
#[function_component(MoranPanel)]
pub(super) fn moran_panel(props: &MoranProps) -> Html {
    let form = use_edited_form(MoranForm::default);
    let job = use_job();
    // The form the latest run asked with: a refusal stands only while its field holds what
    // it held then.
    let asked = use_state(|| None::<MoranForm>);
    let refused: Option<(Option<String>, String)> = match &*job.state {
        JobState::Done(out, _) => match DeferredOutput::of(out) {
            Some(DeferredOutput::Evolution(Output::Invalid { field, reason })) => {
                let stands = asked
                    .as_ref()
                    .is_none_or(|a| form.shown().still_wrong(a, field.as_deref()));
                stands.then_some((field, reason))
            }
            _ => None,
        },
        _ => None,
    };
    let wrong = |name: &str| {
        refused
            .as_ref()
            .is_some_and(|(f, _)| f.as_deref() == Some(name))
    };
    let input = |id: &str, label: String, field: &str, pick: fn(&mut MoranForm) -> &mut String| {
        let f = form.clone();
        let onchange = Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            f.update(|m| *pick(m) = v);
        });
        let mut shown = form.shown().clone();
        let value = pick(&mut shown).clone();
        let bad = wrong(field);
        html! { <label>{ format!("{label} ") }<input id={id.to_string()} {value} {onchange} size="7"
        aria-invalid={bad.then_some("true")} aria-describedby={bad.then_some("moran-error")} /></label> }
    };
    let run = {
        let (form, job, source, asked) = (
            form.clone(),
            job.clone(),
            props.source.clone(),
            asked.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            asked.set(Some(form.get()));
            job.start(
                DeferredSpec::Evolution(Request::Moran {
                    game: source.clone(),
                    form: MoranForm {
                        lang: code().to_string(),
                        ..form.get()
                    },
                })
                .encode(),
            )
        })
    };
    html! {
        <section class="card-like" aria-labelledby="evo-moran-h" id="evo-moran">
            <h2 id="evo-moran-h">{ t("evolution-moran-title") }</h2>
            <p>{ t("evolution-moran-text") }</p>
            <div class="controls">
                { input("moran-n", "N".into(), "population", |m| &mut m.population) }
                { input("moran-w", "w".into(), "intensity", |m| &mut m.intensity) }
                { input("moran-pair", t("evolution-moran-strategies"), "pair", |m| &mut m.pair) }
                { input("moran-runs", t("evolution-moran-runs"), "runs", |m| &mut m.runs) }
                { input("moran-seed", t("evolution-seed"), "seed", |m| &mut m.seed) }
                <button id="moran-run" class="primary" onclick={run} disabled={job.running()}>{ t("evolution-moran-compute") }</button>
            </div>
            <JobProgress ..JobProgressProps::of(&job, "moran") />
            { match &*job.state {
                JobState::Done(out, _) => match DeferredOutput::of(out) {
                    Some(DeferredOutput::Evolution(Output::Moran(r))) => rendered_view(&r),
                    Some(DeferredOutput::Evolution(Output::Invalid { .. })) => match &refused {
                        Some((_, reason)) => html! { <p class="error" id="moran-error" role="alert">{ reason }</p> },
                        None => html! {},
                    },
                    _ => html! {},
                },
                JobState::Failed(m) => html! { <p class="error" id="moran-failed" role="alert">{ m.clone() }</p> },
                _ => html! {},
            } }
        </section>
    }
}
