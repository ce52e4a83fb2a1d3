//! The iterated prisoner's dilemma: the shared settings, a match move by move, a round-robin
//! tournament over one worker per core with its heat map and the ecological simulation, a race
//! that decides which of two strategies is better, population play drawn as it runs, and the
//! benchmark. The page sends its form as typed; the worker reads it, plays, and answers with a
//! rendered view (`games::ipd::jobs`), so this module holds only the form and the buttons.

use yew::prelude::*;

use crate::games::ipd::forms::{IpdForm, YOURS};
use crate::games::ipd::jobs::{Detail, Output, Request};
use crate::games::ipd::Classic;
use crate::web::components::{
    field_error, on_typed, rendered_view, use_edited_form, BenchPanel, EditedForm, JobProgress,
    JobProgressProps,
};
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
        <label>{ label }
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
    html! {
        <select id={id.to_string()} {onchange}>
            { for Classic::NAMES.iter().map(|name| html! {
                <option value={*name} selected={*name == value}>{ *name }</option>
            }) }
            <option value={YOURS} selected={value == YOURS}>{ "Yours (the rule above)" }</option>
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
    let form = use_edited_form(IpdForm::default);
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
                job.start(ipd(Request::Strategies))
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
            <h2 id="ipd-h">{ "The iterated prisoner's dilemma" }</h2>
            <p>{ "Each turn both players choose at once to cooperate (C) or defect (D). Both cooperating earn R each, both defecting P each, and a defector facing a cooperator earns T while the cooperator gets S: with T > R > P > S defecting is better whatever the other does, yet both do better cooperating. Repeated, it pays to be nice, retaliatory and forgiving — or does it? The strategies are the Axelrod library's, with its names and rules; noise flips a move with the given probability (both players see the flipped move)." }</p>
            <div class="form-grid" id="ipd-settings">
                { text_input(&form, "ipd-payoffs", "R, S, T, P ", |f| &mut f.payoffs, &e, "payoffs") }
                { text_input(&form, "ipd-turns", "turns per match ", |f| &mut f.turns, &e, "turns") }
                { text_input(&form, "ipd-noise", "noise ", |f| &mut f.noise, &e, "noise") }
                { text_input(&form, "ipd-seed", "seed ", |f| &mut f.seed, &e, "seed") }
            </div>
            <label class="wide">{ "Your strategy: " }<code>{ "memory-one:pCC,pCD,pDC,pDD;first=q" }</code>{ " (chances of cooperating after each last turn, yours first) or " }<code>{ "lookup:CDCD;first=C" }</code>{ " (a move for each history of the last 1–3 turns)" }
                <input id="ipd-yours" value={f.yours.clone()} oninput={on_typed(setter(&form, |f| &mut f.yours))}
                    aria-invalid={e.iter().any(|(f, _)| f == "yours").then_some("true")} />
                { error_of(&e, "yours") }
            </label>
            <div class="controls">
                { text_input(&form, "ipd-yours-name", "its name ", |f| &mut f.yours_name, &e, "yours_name") }
            </div>
            <details id="ipd-about" ontoggle={show_strategies}>
                <summary>{ "What each strategy does" }</summary>
                { strategies_view }
            </details>

            <h3>{ "A match, move by move" }</h3>
            <div class="controls">
                <label>{ "A " }{ strategy_select(&form, "ipd-a", |f| &mut f.a) }</label>
                <label>{ "B " }{ strategy_select(&form, "ipd-b", |f| &mut f.b) }</label>
                <button id="ipd-match-run" class="primary" onclick={play_match}>{ "Play the match" }</button>
            </div>
            { error_of(&e, "a") }{ error_of(&e, "b") }
            { match_view }

            <h3>{ "A round-robin tournament" }</h3>
            <p>{ "Every pair plays, and every strategy plays a copy of itself, as in Axelrod's tournaments; a strategy's score is its mean payoff per turn against the others, ranked by the median over the repetitions. The matches are shared among one worker per core." }</p>
            <fieldset id="ipd-players"><legend>{ "players" }</legend>
                { for Classic::NAMES.iter().enumerate().map(|(i, name)| html! {
                    <label class="check"><input type="checkbox" id={format!("ipd-p-{i}")} checked={f.players.get(i).copied().unwrap_or(false)} onchange={toggle(i)} />{ *name }</label>
                }) }
                <span class="note">{ "and yours, when written" }</span>
                { error_of(&e, "players") }
            </fieldset>
            <div class="controls">
                { text_input(&form, "ipd-reps", "repetitions ", |f| &mut f.repetitions, &e, "repetitions") }
                { text_input(&form, "ipd-generations", "generations ", |f| &mut f.generations, &e, "generations") }
                <button id="ipd-t-run" class="primary" disabled={pool.running()} onclick={play_tournament}>{ format!("Run the tournament ({} workers)", pool.len()) }</button>
                if pool.running() { <button id="ipd-t-cancel" onclick={cancel_pool}>{ "Cancel" }</button> }
            </div>
            if let (true, Some(p)) = (pool.running(), pool.progress()) {
                <div class="job"><progress id="ipd-t-progress" max="1" value={p.fraction.to_string()}></progress><span class="job-status">{ format!("running: {} matches played", p.done) }</span></div>
            }
            { tournament_view }

            <h3>{ "Which strategy is better? A race decides" }</h3>
            <p>{ "Against the field, a game draws an opponent from the tournament's players; A and B each play it with the same seed, and the one that scores more wins the game (an even game goes by a coin). Head to head, a game is one match of A against B — where Tit For Tat never scores more than its opponent. A racing algorithm (ILEBR* 2 in the racing lab: empirical Bernstein bounds, tested at growing intervals) stops once its bounds, which hold throughout with probability 1 − δ, leave ½: the verdict is wrong with probability at most δ. " }<a href="#/racing">{ "The racing lab" }</a>{ " shows how such races decide and what their certainty costs." }</p>
            <div class="controls">
                <label>{ "A " }{ strategy_select(&form, "ipd-race-a", |f| &mut f.a) }</label>
                <label>{ "B " }{ strategy_select(&form, "ipd-race-b", |f| &mut f.b) }</label>
                <label class="check"><input type="checkbox" id="ipd-race-field" checked={f.field} onchange={toggle_field} />{ "against the tournament's players" }</label>
                { text_input(&form, "ipd-delta", "δ ", |f| &mut f.delta, &e, "delta") }
                <button id="ipd-race-run" class="primary" disabled={race_job.running()} onclick={play_race}>{ "Race" }</button>
            </div>
            <JobProgress ..JobProgressProps::of(&race_job, "ipd-race") />
            { race_view }

            <h3>{ "Population play" }</h3>
            <p>{ "As in Nicky Case's “The Evolution of Trust”: every individual plays every other a match, then the lowest scorers are removed and the highest scorers copied (5 each round; ties drawn by the seed), round after round." }</p>
            <div class="controls">
                <label class="wide">{ "strategy=count, one per line" }
                    <textarea id="ipd-population" rows="4" value={f.population.clone()} onchange={set_population} />
                    { error_of(&e, "population") }
                </label>
                { text_input(&form, "ipd-rounds", "rounds ", |f| &mut f.rounds, &e, "rounds") }
                <button id="ipd-pop-run" class="primary" disabled={population_job.running()} onclick={play_population}>{ "Play the rounds" }</button>
            </div>
            <JobProgress ..JobProgressProps::of(&population_job, "ipd-pop") />
            { population_view }

            <BenchPanel id="ipd-bench" summary="Benchmark: tournaments in this browser" button="Run" spec={ipd(Request::Bench { repetitions: 5 })} table={Callback::from(|out: JobOutput| match DeferredOutput::of(&out) {
                Some(DeferredOutput::Ipd(Output::View(r))) => rendered_view(&r),
                _ => html! {},
            })}>
                <p>{ "Every classic against every other and itself, 200 turns, 5 repetitions, without noise and with noise 0.05, in one worker — the same runs as the native program's benchmark, so the two can be compared." }</p>
            </BenchPanel>
        </section>
    }
}
