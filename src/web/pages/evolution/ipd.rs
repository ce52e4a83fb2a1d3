//! The iterated prisoner's dilemma: the shared settings, a match move by move, a round-robin
//! tournament over one worker per core with its heat map and the ecological simulation, a race
//! that decides which of two strategies is better, population play drawn as it runs, and the
//! benchmark. The page sends its form as typed; the worker reads it, plays, and answers with a
//! rendered view (`games::ipd::jobs`), so this module holds only the form and the buttons.

use yew::prelude::*;

use crate::games::ipd::forms::{IpdForm, YOURS};
use crate::games::ipd::jobs::{Detail, Output, Request};
use crate::games::ipd::Classic;
use crate::i18n::Args;
use crate::web::components::{
    field_error, on_typed, rendered_view, use_edited_form, BenchPanel, EditedForm, JobProgress,
    JobProgressProps,
};
use crate::web::i18n::{code, t, tf};
use crate::web::job::{
    use_job, use_job_pool, worker_count, DeferredDetail, DeferredOutput, DeferredSpec, JobHandle,
    JobOutput, JobSpec, JobState,
};

type Errors = Vec<(String, String)>;

/// A prisoner's dilemma request as the catalogue carries it (this page is in the second page
/// module: `catalogue::DeferredSpec`).
fn ipd(r: Request) -> JobSpec {
    DeferredSpec::Ipd(r).encode()
}

/// A text field of the form, with its error beside it.
fn text_input(
    form: &EditedForm<IpdForm>,
    id: &str,
    label: &str,
    pick: fn(&mut IpdForm) -> &mut String,
    errors: &Errors,
    field: &str,
) -> Html {
    let onchange = setter(form, pick);
    let mut shown = form.shown().clone();
    let value = pick(&mut shown).clone();
    let wrong = errors.iter().any(|(f, _)| f == field);
    html! {
        <label>{ format!("{label} ") }
            <input id={id.to_string()} {value} {onchange} size="10"
                aria-invalid={wrong.then_some("true")}
                aria-describedby={wrong.then(|| format!("error-{field}"))} />
            { error_of(errors, field) }
        </label>
    }
}

fn error_of(errors: &Errors, field: &str) -> Html {
    field_error(errors.iter().map(|(f, r)| (f.as_str(), r.as_str())), field)
}

fn setter(form: &EditedForm<IpdForm>, pick: fn(&mut IpdForm) -> &mut String) -> Callback<Event> {
    let form = form.clone();
    Callback::from(move |e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlInputElement>()
            .value();
        form.update(|f| *pick(f) = v);
    })
}

/// A choice of strategy (the classics and the person's own).
fn strategy_select(
    form: &EditedForm<IpdForm>,
    id: &str,
    pick: fn(&mut IpdForm) -> &mut String,
) -> Html {
    let onchange = setter(form, pick);
    let mut shown = form.shown().clone();
    let value = pick(&mut shown).clone();
    let words = crate::web::i18n::catalogue();
    html! {
        <select id={id.to_string()} {onchange}>
            { for Classic::NAMES.iter().zip(Classic::ALL).map(|(name, c)| html! {
                <option value={*name} selected={*name == value}>{ c.name_in(&words) }</option>
            }) }
            <option value={YOURS} selected={value == YOURS}>{ t("evolution-ipd-yours-option") }</option>
        </select>
    }
}

/// A job's answer: its view, its live view while it runs, or the form's errors (returned).
fn answer(job: &JobHandle) -> (Html, Option<Errors>) {
    match (&*job.state, &*job.detail) {
        (JobState::Done(out, _), _) => match DeferredOutput::of(out) {
            Some(DeferredOutput::Ipd(Output::View(r))) => (rendered_view(&r), None),
            Some(DeferredOutput::Ipd(Output::Invalid(e))) => (html! {}, Some(e)),
            _ => (html! {}, None),
        },
        (JobState::Running(_), Some(d)) => match DeferredDetail::of(d) {
            Some(DeferredDetail::Ipd(Detail::View(r))) => (rendered_view(&r), None),
            _ => (html! {}, None),
        },
        (JobState::Failed(m), _) => (
            html! { <p class="error" role="alert">{ m.clone() }</p> },
            None,
        ),
        _ => (html! {}, None),
    }
}

/// The prisoner's dilemma section of the page.
#[function_component(IpdPanels)]
pub(super) fn ipd_panels() -> Html {
    // The answers come back in the page's language.
    let form = use_edited_form(|| IpdForm {
        lang: code().to_string(),
        ..IpdForm::default()
    });
    let match_job = use_job();
    let race_job = use_job();
    let population_job = use_job();
    let merge_job = use_job();
    let strategies_job = use_job();
    let pool = use_job_pool(worker_count());
    // The form the running (or last) tournament was started with.
    let run = use_state(|| None::<IpdForm>);

    // The form each panel's latest run asked with (the tournament's is `run`): a run's errors
    // stand only while their fields hold what they held when it was asked.
    let asked_match = use_state(|| None::<IpdForm>);
    let asked_race = use_state(|| None::<IpdForm>);
    let asked_population = use_state(|| None::<IpdForm>);
    let start =
        |make: fn(IpdForm) -> Request, job: &JobHandle, asked: &UseStateHandle<Option<IpdForm>>| {
            let (form, job, asked) = (form.clone(), job.clone(), asked.clone());
            Callback::from(move |_: MouseEvent| {
                let f = form.get();
                asked.set(Some(f.clone()));
                job.start(ipd(make(f)))
            })
        };
    let play_match = start(Request::Match, &match_job, &asked_match);
    let play_race = start(Request::Race, &race_job, &asked_race);
    let play_population = start(Request::Population, &population_job, &asked_population);
    let show_strategies = {
        let job = strategies_job.clone();
        Callback::from(move |_: Event| {
            if !job.running() && matches!(*job.state, JobState::Idle) {
                job.start(ipd(Request::Strategies {
                    lang: code().to_string(),
                }))
            }
        })
    };
    let play_tournament = {
        let (form, pool, run) = (form.clone(), pool.clone(), run.clone());
        Callback::from(move |_: MouseEvent| {
            let f = form.get();
            let of = pool.len() as u32;
            for share in 0..of {
                pool.start(
                    share as usize,
                    ipd(Request::Share {
                        form: f.clone(),
                        share,
                        of,
                    }),
                );
            }
            run.set(Some(f));
        })
    };
    // Once every share is in, one more request puts the tournament together.
    {
        let (merge_job, run) = (merge_job.clone(), run.clone());
        let shares: Option<(Vec<crate::games::ipd::tournament::Partial>, f64)> =
            pool.finished().map(|outputs| {
                let millis = outputs.iter().map(|(_, ms)| *ms).fold(0.0, f64::max);
                let parts = outputs
                    .into_iter()
                    .filter_map(|(o, _)| match DeferredOutput::of(o) {
                        Some(DeferredOutput::Ipd(Output::Share(p))) => Some(p),
                        _ => None,
                    })
                    .collect();
                (parts, millis)
            });
        use_effect_with(shares, move |shares| {
            if let (Some((parts, millis)), Some(form)) = (shares, (*run).clone()) {
                merge_job.start(ipd(Request::Tournament {
                    form,
                    parts: parts.clone(),
                    millis: *millis,
                }));
            }
        });
    }
    let share_errors: Option<Errors> = pool.states.iter().find_map(|s| match s {
        JobState::Done(out, _) => match DeferredOutput::of(out) {
            Some(DeferredOutput::Ipd(Output::Invalid(e))) => Some(e),
            _ => None,
        },
        _ => None,
    });
    let cancel_pool = {
        let pool = pool.clone();
        Callback::from(move |_: MouseEvent| pool.cancel())
    };
    let toggle = |i: usize| {
        let form = form.clone();
        Callback::from(move |_: Event| form.update(|f| f.players[i] = !f.players[i]))
    };
    let toggle_field = {
        let form = form.clone();
        Callback::from(move |_: Event| form.update(|f| f.field = !f.field))
    };
    let set_population = {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                .value();
            form.update(|f| f.population = v);
        })
    };
    let (match_view, match_errors) = answer(&match_job);
    let (race_view, race_errors) = answer(&race_job);
    let (population_view, population_errors) = answer(&population_job);
    let (tournament_view, merge_errors) = answer(&merge_job);
    let (strategies_view, _) = answer(&strategies_job);
    // Each run's errors beside their fields, while those fields still hold what the run asked.
    let shown = form.shown();
    let standing = |errors: Option<Errors>, asked: &Option<IpdForm>| -> Errors {
        errors
            .unwrap_or_default()
            .into_iter()
            .filter(|(field, _)| asked.as_ref().is_none_or(|a| shown.still_wrong(a, field)))
            .collect()
    };
    let e: Errors = [
        standing(match_errors, &asked_match),
        standing(race_errors, &asked_race),
        standing(population_errors, &asked_population),
        standing(share_errors, &run),
        standing(merge_errors, &run),
    ]
    .concat();
    let f = form.shown().clone();

    html! {
        <section class="card-like" aria-labelledby="ipd-h" id="ipd">
            <h2 id="ipd-h">{ t("evolution-ipd-title") }</h2>
            <p>{ t("evolution-ipd-text") }</p>
            <div class="form-grid" id="ipd-settings">
                { text_input(&form, "ipd-payoffs", "R, S, T, P", |f| &mut f.payoffs, &e, "payoffs") }
                { text_input(&form, "ipd-turns", &t("evolution-ipd-turns"), |f| &mut f.turns, &e, "turns") }
                { text_input(&form, "ipd-noise", &t("evolution-ipd-noise"), |f| &mut f.noise, &e, "noise") }
                { text_input(&form, "ipd-seed", &t("evolution-seed"), |f| &mut f.seed, &e, "seed") }
            </div>
            <label class="wide">{ format!("{} ", t("evolution-ipd-yours")) }<code>{ "memory-one:pCC,pCD,pDC,pDD;first=q" }</code>{ format!(" {} ", t("evolution-ipd-yours-memory-one")) }<code>{ "lookup:CDCD;first=C" }</code>{ format!(" {}", t("evolution-ipd-yours-lookup")) }
                <input id="ipd-yours" value={f.yours.clone()} oninput={on_typed(setter(&form, |f| &mut f.yours))}
                    aria-invalid={e.iter().any(|(f, _)| f == "yours").then_some("true")} />
                { error_of(&e, "yours") }
            </label>
            <div class="controls">
                { text_input(&form, "ipd-yours-name", &t("evolution-ipd-yours-name"), |f| &mut f.yours_name, &e, "yours_name") }
            </div>
            <details id="ipd-about" ontoggle={show_strategies}>
                <summary>{ t("evolution-ipd-about") }</summary>
                { strategies_view }
            </details>

            <h3>{ t("evolution-ipd-match-title") }</h3>
            <div class="controls">
                <label>{ "A " }{ strategy_select(&form, "ipd-a", |f| &mut f.a) }</label>
                <label>{ "B " }{ strategy_select(&form, "ipd-b", |f| &mut f.b) }</label>
                <button id="ipd-match-run" class="primary" onclick={play_match}>{ t("evolution-ipd-match-run") }</button>
            </div>
            { error_of(&e, "a") }{ error_of(&e, "b") }
            { match_view }

            <h3>{ t("evolution-ipd-tournament-title") }</h3>
            <p>{ t("evolution-ipd-tournament-text") }</p>
            <fieldset id="ipd-players"><legend>{ t("evolution-ipd-players") }</legend>
                { for Classic::ALL.iter().enumerate().map(|(i, c)| html! {
                    <label class="check"><input type="checkbox" id={format!("ipd-p-{i}")} checked={f.players.get(i).copied().unwrap_or(false)} onchange={toggle(i)} />{ c.name_in(&crate::web::i18n::catalogue()) }</label>
                }) }
                <span class="note">{ t("evolution-ipd-and-yours") }</span>
                { error_of(&e, "players") }
            </fieldset>
            <div class="controls">
                { text_input(&form, "ipd-reps", &t("evolution-ipd-repetitions"), |f| &mut f.repetitions, &e, "repetitions") }
                { text_input(&form, "ipd-generations", &t("evolution-ipd-generations"), |f| &mut f.generations, &e, "generations") }
                <button id="ipd-t-run" class="primary" disabled={pool.running()} onclick={play_tournament}>{ tf("evolution-ipd-tournament-run", Args::new().count("n", pool.len() as i64)) }</button>
                if pool.running() { <button id="ipd-t-cancel" onclick={cancel_pool}>{ t("common-cancel") }</button> }
            </div>
            if let (true, Some(p)) = (pool.running(), pool.progress()) {
                <div class="job"><progress id="ipd-t-progress" max="1" value={p.fraction.to_string()}></progress><span class="job-status">{ tf("evolution-ipd-matches-played", Args::new().count("n", p.done as i64)) }</span></div>
            }
            { tournament_view }

            <h3>{ t("evolution-ipd-race-title") }</h3>
            <p>{ format!("{} ", t("evolution-ipd-race-text")) }<a href="#/racing">{ t("evolution-ipd-racing-lab") }</a>{ format!(" {}", t("evolution-ipd-racing-lab-after")) }</p>
            <div class="controls">
                <label>{ "A " }{ strategy_select(&form, "ipd-race-a", |f| &mut f.a) }</label>
                <label>{ "B " }{ strategy_select(&form, "ipd-race-b", |f| &mut f.b) }</label>
                <label class="check"><input type="checkbox" id="ipd-race-field" checked={f.field} onchange={toggle_field} />{ t("evolution-ipd-race-field") }</label>
                { text_input(&form, "ipd-delta", "δ", |f| &mut f.delta, &e, "delta") }
                <button id="ipd-race-run" class="primary" disabled={race_job.running()} onclick={play_race}>{ t("evolution-ipd-race-run") }</button>
            </div>
            <JobProgress ..JobProgressProps::of(&race_job, "ipd-race") />
            { race_view }

            <h3>{ t("evolution-ipd-population-title") }</h3>
            <p>{ t("evolution-ipd-population-text") }</p>
            <div class="controls">
                <label class="wide">{ t("evolution-ipd-population") }
                    <textarea id="ipd-population" rows="4" value={f.population.clone()} onchange={set_population} />
                    { error_of(&e, "population") }
                </label>
                { text_input(&form, "ipd-rounds", &t("evolution-rounds"), |f| &mut f.rounds, &e, "rounds") }
                <button id="ipd-pop-run" class="primary" disabled={population_job.running()} onclick={play_population}>{ t("evolution-ipd-population-run") }</button>
            </div>
            <JobProgress ..JobProgressProps::of(&population_job, "ipd-pop") />
            { population_view }

            <BenchPanel id="ipd-bench" summary={t("evolution-ipd-bench-summary")} button={t("evolution-bench-run")} spec={ipd(Request::Bench { repetitions: 5 })} table={Callback::from(|out: JobOutput| match DeferredOutput::of(&out) {
                Some(DeferredOutput::Ipd(Output::View(r))) => rendered_view(&r),
                _ => html! {},
            })}>
                <p>{ t("evolution-ipd-bench-text") }</p>
            </BenchPanel>
        </section>
    }
}
