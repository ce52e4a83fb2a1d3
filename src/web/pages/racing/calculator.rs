//! The calculator view: the horizons of ε and δ, the calibration of δ for a target error at
//! μ (on the main thread, or in the worker close to μ = 0.5), n_max against σ with one test per
//! game and with tests at t = n² (the thesis's Figs. 2.1 and 2.2), and α₂ over μ, δ and ε (its
//! Fig. 2.3, in the worker) with the thesis's readings checked.

use crate::racing::bounds::horizons;
use crate::racing::lab::open_unit_field;
use crate::racing::theory::calibrate;
use crate::text::parse_real_field;
use yew::prelude::*;

use crate::plot::fmt_number;
use crate::racing::bounds::{nmax_for_sigma, nmax_for_sigma_square};
use crate::racing::lab::charts::{alpha2_charts, sigma_chart};
use crate::web::components::field_error_of as field_error;
use crate::web::components::{on_typed, FitChart, JobProgress, JobProgressProps};
use crate::web::i18n::catalogue;
use crate::web::job::{use_job, JobOutput, JobSpec, JobState};

/// The calculator calibrates on the main thread this far from μ = 0.5 (N ≲ 1 700, a few
/// milliseconds); closer in it calibrates in the worker with progress and Cancel.
const CALIBRATION_MIN_GAP: f64 = 0.0005;

#[function_component(Calculator)]
pub(super) fn calculator() -> Html {
    let calib_job = use_job();
    let alpha2_job = use_job();
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
            Err(e) => {
                html! { <p class="error" id={format!("error-{}", e.field)}>{ catalogue().say(&e.said) }</p> }
            }
        },
        (Err(e), _, _) | (_, Err(e), _) => {
            html! { <p class="error" id={format!("error-{}", e.field)}>{ catalogue().say(&e.said) }</p> }
        }
        _ => html! {},
    };
    let sigma_charts = match (&eps_v, &delta_v) {
        (Ok(e), Ok(d)) if *e >= 1e-3 => Some((
            sigma_chart(*e, *d, false),
            sigma_chart(*e, *d, true),
            sigma_reading(*e, *d),
        )),
        _ => None,
    };
    let alpha2_spec = match (&eps_v, &delta_v) {
        (Ok(e), Ok(d)) if *e >= crate::racing::jobs::MIN_ALPHA2_EPS => {
            Some(JobSpec::Racing(crate::racing::jobs::Request::Alpha2 {
                eps: *e,
                delta: *d,
            }))
        }
        _ => None,
    };
    let alpha2_run = {
        let (job, spec) = (alpha2_job.clone(), alpha2_spec.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(spec) = &spec {
                job.start(spec.clone());
            }
        })
    };
    let alpha2 =
        alpha2_job
            .result(alpha2_spec.as_ref())
            .and_then(|(output, _, stale)| match output {
                JobOutput::Racing(crate::racing::jobs::Output::Alpha2(c)) => Some((c, stale)),
                _ => None,
            });
    html! {
        <div class="racing-calc">
            <div class="form-grid">
                <label>{ "ε" }<input id="calc-eps" value={(*eps).clone()} oninput={on_typed(bind(&eps))} />{ field_error(&errors, "eps") }</label>
                <label>{ "δ" }<input id="calc-delta" value={(*delta).clone()} oninput={on_typed(bind(&delta))} />{ field_error(&errors, "delta") }</label>
            </div>
            <h3>{ "Horizons" }</h3>
            { table }
            <p class="explain">{ "n_max is the number of tests after which even the widest interval (Hoeffding, or Bernstein with σ̄ = 1/2) is within ε; t_max = n_max² for the square schedules; n_min is the first test that can possibly cross 0.5 (when one player always wins)." }</p>
            <h3>{ "Calibrate δ for a target error at μ (Jakóbczyk 2023, eq. 2.19)" }</h3>
            <div class="form-grid">
                <label>{ "μ" }<input id="calc-mu" value={(*mu).clone()} oninput={on_typed(bind(&mu))} /></label>
                <label>{ "target α" }<input id="calc-alpha" value={(*alpha).clone()} oninput={on_typed(bind(&alpha))} /></label>
            </div>
            { calibration }
            if let Some((per_game, square, reading)) = sigma_charts {
                <h3>{ "n_max against σ (Jakóbczyk 2023, Figs. 2.1 and 2.2)" }</h3>
                <div class="chart" id="chart-sigma"><FitChart spec={per_game} /></div>
                <div class="chart" id="chart-sigma-square"><FitChart spec={square} /></div>
                <p class="explain" id="sigma-reading">{ reading }</p>
            }
            <h3>{ "α₂ over μ, δ and ε (Jakóbczyk 2023, Fig. 2.3)" }</h3>
            <p class="explain">{ "α₂ (eq. 2.12) is the part of ILEBR*'s error probability that comes from a test on the wrong side of 0.5: 1 − Π P[Bin(k², m) > k²/2 − sqrt(ln(3N/δ)·k²/2) − 3·ln(3N/δ)] over its N tests, m = max(μ, 1 − μ). The thesis reads off its figure that α₂ is largest at μ = 0.5 and grows with δ — which is why it replaces δ by 1 inside the logarithm to bound the error (eq. 2.13). Computed in the worker for the ε and δ above." }</p>
            <div class="controls">
                <button id="alpha2-run" onclick={alpha2_run} disabled={alpha2_spec.is_none() || alpha2_job.running()}>{ "Draw Fig. 2.3" }</button>
                if alpha2_spec.is_none() {
                    <span class="note">{ format!("Needs a valid ε ≥ {} and δ.", crate::racing::jobs::MIN_ALPHA2_EPS) }</span>
                }
            </div>
            <JobProgress ..JobProgressProps::of(&alpha2_job, "alpha2") />
            if let Some((curves, stale)) = alpha2 {
                <div class={classes!("alpha2-charts", stale.then_some("stale"))} id="alpha2-charts">
                    { for alpha2_charts(&curves).into_iter().map(|(id, spec)| html! { <div class="chart" {id}><FitChart {spec} /></div> }) }
                </div>
                <ul id="alpha2-readings">
                    { for curves.readings().iter().map(|r| html! {
                        <li data-holds={r.holds.to_string()}>{ format!("The thesis: {}. Here: {} — {}.", r.claim, if r.holds { "holds" } else { "does not hold" }, r.detail) }</li>
                    }) }
                </ul>
                if stale {
                    <p class="note">{ "Drawn for other ε or δ: draw again." }</p>
                }
            }
        </div>
    }
}

/// Figs. 2.1 and 2.2 in words: n_max at σ = 0 and σ = 1/2 for both schedules, and the thesis's
/// reading (a race on the Bernstein bound stops sooner when one strategy dominates).
fn sigma_reading(eps: f64, delta: f64) -> String {
    let show = |n: Option<u64>| n.map_or("—".to_string(), |n| fmt_number(n as f64));
    let (a0, a5) = (
        nmax_for_sigma(eps, delta, 0.0),
        nmax_for_sigma(eps, delta, 0.5),
    );
    let (b0, b5) = (
        nmax_for_sigma_square(eps, delta, 0.0),
        nmax_for_sigma_square(eps, delta, 0.5),
    );
    let holds = a0 < a5 && b0 < b5;
    format!(
        "One test per game: n_max = {} tests at σ = 0, {} at σ = 1/2. Tests at t = n²: {} tests ({} games) at σ = 0, {} ({} games) at σ = 1/2 — eq. (2.4). The thesis's reading, that a race on the Bernstein bound stops sooner when one strategy clearly dominates (small σ), {}.",
        show(a0),
        show(a5),
        show(b0),
        show(b0.map(|n| n * n)),
        show(b5),
        show(b5.map(|n| n * n)),
        if holds { "holds for both schedules" } else { "does not hold here" }
    )
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
