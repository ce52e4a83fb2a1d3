//! The error-curve view: α(μ) and mean games of the chosen races by theory, exact dynamic
//! programming (one worker) and Monte Carlo (split between workers), with presets and a CSV
//! export. The form, its link and its jobs are the core's ([`crate::racing::lab`]).

use super::bench::RaceBenchPanel;
use super::LiveProps;
use crate::racing::lab::{
    curve_form_from_query, curve_link_errors, merge_mc, write_curve_query, CurveData, CurveForm,
    McTallies,
};
use yew::prelude::*;

use crate::i18n::Args;
use crate::plot::line_chart;
use crate::racing::lab::charts::{curve_charts_in, figure_2_7_reading_in};
use crate::racing::Algorithm;
use crate::web::components::field_error_of as field_error;
use crate::web::components::{download, on_typed, FitChart};
use crate::web::i18n::{catalogue, t, tf};
use crate::web::job::{use_job, use_job_pool, worker_count, JobOutput, JobState};

#[function_component(Curves)]
pub(super) fn curves(props: &LiveProps) -> Html {
    let form = {
        let query = props.query.clone();
        use_state(move || curve_form_from_query(&query))
    };
    // The form lives in the address, so a link restores the curves' settings.
    {
        let (go, query) = (props.go.clone(), props.query.clone());
        use_effect_with((*form).clone(), move |f| {
            let next = write_curve_query(f, query.clone());
            if next != query {
                go.emit(next);
            }
        });
    }
    let errors = {
        let query = props.query.clone();
        use_state(move || curve_link_errors(&query))
    };
    let exact_job = use_job();
    let pool = use_job_pool(worker_count());
    let started = use_state(|| None::<(f64, bool, bool)>); // (start time, wanted exact, wanted mc)
                                                           // The form the computed curves belong to: once the fields describe another computation,
                                                           // the curves are drawn as computed (for this form) and marked stale, never mixed with the
                                                           // new settings.
    let computed_for = use_state(|| None::<CurveForm>);

    let compute = {
        let form = form.clone();
        let errors = errors.clone();
        let exact_job = exact_job.clone();
        let pool = pool.clone();
        let started = started.clone();
        let computed_for = computed_for.clone();
        Callback::from(move |_| match form.request() {
            Ok(req) => {
                errors.set(Vec::new());
                computed_for.set(Some((*form).clone()));
                if let Some(spec) = req.exact_job() {
                    exact_job.start(spec);
                }
                for (i, spec) in req.mc_jobs(pool.len() as u64).into_iter().enumerate() {
                    pool.start(i, spec);
                }
                started.set(Some((js_sys::Date::now(), req.exact, req.mc)));
            }
            Err(e) => errors.set(e),
        })
    };
    let cancel = {
        let exact_job = exact_job.clone();
        let pool = pool.clone();
        Callback::from(move |_| {
            exact_job.cancel();
            pool.cancel();
        })
    };

    let mut data = CurveData::default();
    if let JobState::Done(JobOutput::Racing(crate::racing::jobs::Output::Exact(points)), _) =
        &*exact_job.state
    {
        data.points = points.clone();
    }
    let mc_parts: Vec<McTallies> = pool
        .states
        .iter()
        .filter_map(|s| match s {
            JobState::Done(JobOutput::Racing(crate::racing::jobs::Output::Mc(t)), _) => {
                Some(t.clone())
            }
            _ => None,
        })
        .collect();
    let mc_complete =
        !mc_parts.is_empty() && pool.states.iter().all(|s| matches!(s, JobState::Done(..)));
    if mc_complete {
        data.mc = merge_mc(&mc_parts);
    }
    let running = exact_job.running() || pool.running();
    let cancelled = matches!(*exact_job.state, JobState::Cancelled)
        || pool.states.iter().any(|s| matches!(s, JobState::Cancelled));
    let failed: Vec<String> = std::iter::once(&*exact_job.state)
        .chain(pool.states.iter())
        .filter_map(|s| match s {
            JobState::Failed(m) => Some(m.clone()),
            _ => None,
        })
        .collect();
    let progress = {
        let e = match &*exact_job.state {
            JobState::Running(Some(p)) => Some(p.fraction),
            JobState::Running(None) => Some(0.0),
            JobState::Done(..) => Some(1.0),
            _ => None,
        };
        let m = pool.progress().map(|p| p.fraction);
        match (e, m) {
            (Some(a), Some(b)) => Some((a + b) / 2.0),
            (a, b) => a.or(b),
        }
    };
    let f = &*form;
    let toggle_alg = |a: Algorithm| {
        let form = form.clone();
        Callback::from(move |_: Event| {
            let mut next = (*form).clone();
            if let Some(i) = next.algorithms.iter().position(|&b| b == a) {
                next.algorithms.remove(i);
            } else {
                next.algorithms.push(a);
            }
            form.set(next);
        })
    };
    let toggle = |g: fn(&mut CurveForm)| {
        let form = form.clone();
        Callback::from(move |_: Event| {
            let mut next = (*form).clone();
            g(&mut next);
            form.set(next);
        })
    };
    let edit = |g: fn(&mut CurveForm, String)| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut next = (*form).clone();
            g(
                &mut next,
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            );
            form.set(next);
        })
    };
    let preset = |make: fn() -> CurveForm| {
        let form = form.clone();
        Callback::from(move |_: MouseEvent| form.set(make()))
    };
    let stale = computed_for
        .as_ref()
        .is_some_and(|c| c.request().ok() != f.request().ok());
    let words = catalogue();
    let charts = curve_charts_in(&data, computed_for.as_ref().unwrap_or(f), &words);
    let csv_text = data.csv();
    let export_csv = {
        let csv_text = csv_text.clone();
        Callback::from(move |_| download("alpha-curves.csv", "text/csv", &csv_text))
    };
    let elapsed = started.as_ref().map(|s| js_sys::Date::now() - s.0);
    html! {
        <div class="racing-curves">
            <div class="form-grid">
                <fieldset><legend>{ t("race-curves-algorithms") }</legend>
                    { for Algorithm::ALL.iter().map(|&a| html! {
                        <label class="check"><input type="checkbox" id={format!("curve-{}", a.key())} checked={f.algorithms.contains(&a)} onchange={toggle_alg(a)} />
                            { format!(" {}", if a.square_schedule() { a.name_in(&words) } else { tf("race-curves-mc-only", Args::new().text("race", a.name_in(&words))) }) }</label>
                    }) }
                    { field_error(&errors, "algorithms") }
                </fieldset>
                <fieldset><legend>{ t("race-curves-methods") }</legend>
                    <label class="check"><input type="checkbox" id="curve-theory" checked={f.theory} onchange={toggle(|f| f.theory = !f.theory)} />{ format!(" {}", t("race-curves-theory")) }</label>
                    <label class="check"><input type="checkbox" id="curve-exact" checked={f.exact} onchange={toggle(|f| f.exact = !f.exact)} />{ format!(" {}", t("race-curves-exact")) }</label>
                    <label class="check"><input type="checkbox" id="curve-mc" checked={f.mc} onchange={toggle(|f| f.mc = !f.mc)} />{ format!(" {}", tf("race-curves-mc", Args::new().count("workers", pool.len() as i64))) }</label>
                    <label class="check"><input type="checkbox" id="curve-precision" checked={f.precision} onchange={toggle(|f| f.precision = !f.precision)} />{ format!(" {}", t("race-curves-mc-precision")) }</label>
                    { field_error(&errors, "precision") }
                    { field_error(&errors, "methods") }
                </fieldset>
                <label>{ t("race-curves-from") }<input id="curve-from" value={f.from.clone()} oninput={on_typed(edit(|f, v| f.from = v))} />{ field_error(&errors, "from") }</label>
                <label>{ t("race-curves-to") }<input id="curve-to" value={f.to.clone()} oninput={on_typed(edit(|f, v| f.to = v))} />{ field_error(&errors, "to") }</label>
                <label>{ t("race-curves-points") }<input id="curve-steps" value={f.steps.clone()} oninput={on_typed(edit(|f, v| f.steps = v))} />{ field_error(&errors, "steps") }</label>
                <label>{ t("race-curves-runs") }<input id="curve-runs" value={f.runs.clone()} oninput={on_typed(edit(|f, v| f.runs = v))} />{ field_error(&errors, "runs") }</label>
                <label>{ t("race-seed") }<input id="curve-seed" value={f.seed.clone()} oninput={on_typed(edit(|f, v| f.seed = v))} />{ field_error(&errors, "seed") }</label>
                <label>{ "ε" }<input id="curve-eps" value={f.eps.clone()} oninput={on_typed(edit(|f, v| f.eps = v))} />{ field_error(&errors, "eps") }</label>
                <label>{ "δ" }<input id="curve-delta" value={f.delta.clone()} oninput={on_typed(edit(|f, v| f.delta = v))} />{ field_error(&errors, "delta") }{ field_error(&errors, "tests") }</label>
                <label>{ t("race-curves-own-deltas") }<input id="curve-deltas" placeholder={t("race-curves-own-deltas-example")} value={f.deltas.clone()} oninput={on_typed(edit(|f, v| f.deltas = v))} />{ field_error(&errors, "deltas") }</label>
            </div>
            <div class="controls">
                <span>{ format!("{} ", t("race-curves-presets")) }</span>
                <button class="small" id="preset-fig25" onclick={preset(CurveForm::figure_2_5)}>{ t("race-curves-preset-fig25") }</button>
                <button class="small" id="preset-fig24" onclick={preset(CurveForm::figure_2_4)}>{ t("race-curves-preset-fig24") }</button>
                <button class="small" id="preset-fig27" onclick={preset(CurveForm::figure_2_7)}>{ t("race-curves-preset-fig27") }</button>
                <button class="small" id="preset-races" onclick={preset(CurveForm::classic_races)}>{ t("race-curves-preset-races") }</button>
            </div>
            if let Some(reading) = computed_for.as_ref().and_then(|c| figure_2_7_reading_in(&data, c, &words)) {
                <p class="explain" id="fig27-reading">{ reading }</p>
            }
            <div class="controls">
                <button id="curve-compute" disabled={running} onclick={compute}>{ t("race-curves-compute") }</button>
                if running {
                    <progress id="curve-progress" max="1" value={progress.unwrap_or(0.0).to_string()}></progress>
                    <span id="curve-status">{ tf("race-curves-computing", Args::new().text("percent", format!("{:.0}", progress.unwrap_or(0.0) * 100.0))) }</span>
                    <button id="curve-cancel" onclick={cancel}>{ t("race-curves-cancel") }</button>
                } else if cancelled {
                    <span id="curve-status">{ t("race-curves-cancelled") }</span>
                } else if !failed.is_empty() {
                    <span id="curve-status" class="error">{ tf("race-curves-failed", Args::new().text("reasons", failed.join("; "))) }</span>
                } else if let Some(ms) = elapsed.filter(|_| !data.points.is_empty() || !data.mc.is_empty()) {
                    <span id="curve-status">{ tf("race-curves-done", Args::new().text("ms", format!("{ms:.0}"))) }</span>
                }
                <button id="curve-csv" disabled={data.points.is_empty() && data.mc.is_empty()} onclick={export_csv}>{ t("race-curves-export-csv") }</button>
            </div>
            { crate::web::components::maybe_stale(stale && !charts.is_empty(), "curves", html! {
                <div class="charts">
                    { for charts.into_iter().map(|(id, chart)| {
                        let name = format!("{id}.svg");
                        let export = {
                            let chart = chart.clone();
                            move |_| download(&name, "image/svg+xml", &line_chart(&chart).unwrap_or_default())
                        };
                        html! {
                            <figure class="chart" id={id.clone()}>
                                <FitChart spec={chart} />
                                <button class="small" onclick={export}>{ t("race-curves-export-svg") }</button>
                            </figure>
                        }
                    }) }
                </div>
            }) }
            <RaceBenchPanel />
            <div class="explain">
                <p>{ t("race-curves-explain-methods") }</p>
                <p>{ t("race-curves-explain-zeros") }</p>
                <p>{ t("race-curves-explain-cap") }</p>
                <p>{ t("race-curves-explain-alpha") }</p>
            </div>
        </div>
    }
}
