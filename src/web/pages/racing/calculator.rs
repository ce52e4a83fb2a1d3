//! The calculator view: the horizons of ε and δ, the calibration of δ for a target error at
//! μ (on the main thread, or in the worker close to μ = 0.5), and n_max against σ.

use crate::racing::bounds::horizons;
use crate::racing::lab::open_unit_field;
use crate::racing::theory::calibrate;
use crate::text::parse_real_field;
use yew::prelude::*;

use crate::plot::fmt_number;
use crate::racing::lab::charts::sigma_chart;
use crate::web::components::field_error_of as field_error;
use crate::web::components::{FitChart, JobProgress, JobProgressProps};
use crate::web::job::{use_job, JobOutput, JobSpec, JobState};

/// The calculator calibrates on the main thread this far from μ = 0.5 (N ≲ 1 700, a few
/// milliseconds); closer in it calibrates in the worker with progress and Cancel.
const CALIBRATION_MIN_GAP: f64 = 0.0005;

#[function_component(Calculator)]
pub(super) fn calculator() -> Html {
    let calib_job = use_job();
    let eps = use_state(|| "0.01".to_string());
    let delta = use_state(|| "0.05".to_string());
    let mu = use_state(|| "0.497".to_string());
    let alpha = use_state(|| "0.05".to_string());
    let bind = |s: &UseStateHandle<String>| {
        let s = s.clone();
        Callback::from(move |e: Event| {
            s.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let eps_v = open_unit_field("eps", &eps);
    let delta_v = open_unit_field("delta", &delta);
    let mut errors = Vec::new();
    if let Err(e) = &eps_v {
        errors.push(e.clone());
    }
    if let Err(e) = &delta_v {
        errors.push(e.clone());
    }
    // Horizons above these ε/δ get large fast; keep the table responsive.
    let table = match (&eps_v, &delta_v) {
        (Ok(e), Ok(d)) if *e >= 1e-3 => match horizons(*e, *d) {
            Ok(rows) => html! {
                <table id="horizons">
                    <thead><tr><th>{ "equation" }</th><th>{ "what" }</th><th>{ "root" }</th><th>{ "tests" }</th><th>{ "games" }</th></tr></thead>
                    <tbody>{ for rows.iter().map(|r| html! { <tr><td>{ &r.equation }</td><td>{ &r.meaning }</td><td class="num">{ format!("{:.6}", r.root) }</td><td class="num">{ fmt_number(r.tests as f64) }</td><td class="num">{ fmt_number(r.games as f64) }</td></tr> }) }</tbody>
                </table>
            },
            Err(why) => html! { <p class="error" id="error-eps">{ why }</p> },
        },
        (Ok(_), Ok(_)) => {
            html! { <p class="error" id="error-eps">{ "ε below 0.001 makes horizons of billions of games; choose ε ≥ 0.001 here" }</p> }
        }
        _ => html! {},
    };
    let calibration = match (
        parse_real_field("mu", &mu),
        parse_real_field("alpha", &alpha),
        &eps_v,
    ) {
        // Near 0.5 the search needs thousands of tests, each O(n²): seconds of work that
        // belong in the worker.
        (Ok(m), Ok(a), Ok(e)) if (m - 0.5).abs() < CALIBRATION_MIN_GAP && m != 0.5 => {
            let (job, e) = (calib_job.clone(), *e);
            let start = Callback::from(move |_: MouseEvent| {
                job.start(JobSpec::Racing(crate::racing::jobs::Request::Calibrate {
                    mu: m,
                    alpha: a,
                    eps: e,
                }))
            });
            html! {
                <div id="calibration-worker">
                    <p>{ format!("μ within {CALIBRATION_MIN_GAP} of 0.5 needs thousands of tests (seconds of work): it runs in the worker.") }</p>
                    <button id="calibrate-run" onclick={start} disabled={calib_job.running()}>{ "Calibrate in the worker" }</button>
                    <JobProgress ..JobProgressProps::of(&calib_job, "calibrate") />
                    { match &*calib_job.state {
                        JobState::Done(JobOutput::Racing(crate::racing::jobs::Output::Calibration(Ok(c))), _) => html! { <p id="calibration">{ calibration_text(c) }</p> },
                        JobState::Done(JobOutput::Racing(crate::racing::jobs::Output::Calibration(Err(m))), _) => html! { <p class="error" id="error-alpha">{ m }</p> },
                        _ => html! {},
                    } }
                </div>
            }
        }
        (Ok(m), Ok(a), Ok(e)) => match calibrate(m, a, *e) {
            Ok(c) => {
                html! { <p id="calibration">{ calibration_text(&c) }</p> }
            }
            Err(e) => html! { <p class="error" id={format!("error-{}", e.field)}>{ e.reason }</p> },
        },
        (Err(e), _, _) | (_, Err(e), _) => {
            html! { <p class="error" id={format!("error-{}", e.field)}>{ e.reason }</p> }
        }
        _ => html! {},
    };
    let sigma_chart = match (&eps_v, &delta_v) {
        (Ok(e), Ok(d)) if *e >= 1e-3 => Some(sigma_chart(*e, *d)),
        _ => None,
    };
    html! {
        <div class="racing-calc">
            <div class="form-grid">
                <label>{ "ε" }<input id="calc-eps" value={(*eps).clone()} onchange={bind(&eps)} />{ field_error(&errors, "eps") }</label>
                <label>{ "δ" }<input id="calc-delta" value={(*delta).clone()} onchange={bind(&delta)} />{ field_error(&errors, "delta") }</label>
            </div>
            <h3>{ "Horizons" }</h3>
            { table }
            <p class="explain">{ "n_max is the number of tests after which even the widest interval (Hoeffding, or Bernstein with σ̄ = 1/2) is within ε; t_max = n_max² for the square schedules; n_min is the first test that can possibly cross 0.5 (when one player always wins)." }</p>
            <h3>{ "Calibrate δ for a target error at μ (Jakóbczyk 2023, eq. 2.19)" }</h3>
            <div class="form-grid">
                <label>{ "μ" }<input id="calc-mu" value={(*mu).clone()} onchange={bind(&mu)} /></label>
                <label>{ "target α" }<input id="calc-alpha" value={(*alpha).clone()} onchange={bind(&alpha)} /></label>
            </div>
            { calibration }
            <div class="chart" id="chart-sigma">
                if let Some(spec) = sigma_chart { <FitChart {spec} /> }
            </div>
        </div>
    }
}

/// A calibration in words: N, its horizon in games, and δ or why there is none.
fn calibration_text(c: &crate::racing::theory::Calibration) -> String {
    let n = format!(
        "N = {} tests (t_max = {} games)",
        c.tests,
        fmt_number((c.tests * c.tests) as f64)
    );
    match (c.delta, &c.no_delta) {
        (Some(delta), _) => format!("{n}, δ = {delta:.7e}"),
        (None, Some(why)) => format!("{n}, but no δ: {why}"),
        (None, None) => n,
    }
}
