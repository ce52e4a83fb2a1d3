//! The calculator view: the horizons of ε and δ, the calibration of δ for a target error at
//! μ (on the main thread, or in the worker close to μ = 0.5), n_max against σ with one test per
//! game and with tests at t = n² (the thesis's Figs. 2.1 and 2.2), and α₂ over μ, δ and ε (its
//! Fig. 2.3, in the worker) with the thesis's readings checked.

use crate::i18n::Args;
use crate::racing::bounds::{horizons, no_horizon_in};
use crate::racing::lab::open_unit_field;
use crate::racing::theory::calibrate;
use crate::text::parse_real_field;
use yew::prelude::*;

use crate::plot::fmt_number;
use crate::racing::bounds::{nmax_for_sigma, nmax_for_sigma_square};
use crate::racing::lab::charts::{alpha2_charts_in, sigma_chart_in};
use crate::web::components::field_error_of as field_error;
use crate::web::components::{on_typed, FitChart, JobProgress, JobProgressProps};
use crate::web::i18n::{catalogue, decimal, num, t, tf};
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
    let words = catalogue();
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
                    <thead><tr><th>{ t("race-calc-col-equation") }</th><th>{ t("race-calc-col-what") }</th><th>{ t("race-calc-col-root") }</th><th>{ t("race-col-tests") }</th><th>{ t("race-col-games") }</th></tr></thead>
                    <tbody>{ for rows.iter().map(|r| html! { <tr><td>{ &r.equation }</td><td>{ r.meaning_in(&words) }</td><td class="num">{ num(r.root, 6) }</td><td class="num">{ decimal(&fmt_number(r.tests as f64)) }</td><td class="num">{ decimal(&fmt_number(r.games as f64)) }</td></tr> }) }</tbody>
                </table>
            },
            Err(_) => {
                html! { <p class="error" id="error-eps">{ no_horizon_in(*e, *d, &words) }</p> }
            }
        },
        (Ok(_), Ok(_)) => {
            html! { <p class="error" id="error-eps">{ t("race-calc-eps-too-small") }</p> }
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
                    <p>{ tf("race-calc-worker-note", Args::new().text("gap", decimal(&CALIBRATION_MIN_GAP.to_string()))) }</p>
                    <button id="calibrate-run" onclick={start} disabled={calib_job.running()}>{ t("race-calc-worker-run") }</button>
                    <JobProgress ..JobProgressProps::of(&calib_job, "calibrate") />
                    { match &*calib_job.state {
                        JobState::Done(JobOutput::Racing(crate::racing::jobs::Output::Calibration(Ok(c))), _) => html! { <p id="calibration">{ calibration_text(c, e, &words) }</p> },
                        JobState::Done(JobOutput::Racing(crate::racing::jobs::Output::Calibration(Err(m))), _) => html! { <p class="error" id="error-alpha">{ m }</p> },
                        _ => html! {},
                    } }
                </div>
            }
        }
        (Ok(m), Ok(a), Ok(e)) => match calibrate(m, a, *e) {
            Ok(c) => {
                html! { <p id="calibration">{ calibration_text(&c, *e, &words) }</p> }
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
            sigma_chart_in(*e, *d, false, &words),
            sigma_chart_in(*e, *d, true, &words),
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
            <h3>{ t("race-calc-horizons") }</h3>
            { table }
            <p class="explain">{ t("race-calc-horizons-explain") }</p>
            <h3>{ t("race-calc-calibrate-title") }</h3>
            <div class="form-grid">
                <label>{ "μ" }<input id="calc-mu" value={(*mu).clone()} oninput={on_typed(bind(&mu))} /></label>
                <label>{ t("race-calc-target-alpha") }<input id="calc-alpha" value={(*alpha).clone()} oninput={on_typed(bind(&alpha))} /></label>
            </div>
            { calibration }
            if let Some((per_game, square, reading)) = sigma_charts {
                <h3>{ t("race-calc-sigma-title") }</h3>
                <div class="chart" id="chart-sigma"><FitChart spec={per_game} /></div>
                <div class="chart" id="chart-sigma-square"><FitChart spec={square} /></div>
                <p class="explain" id="sigma-reading">{ reading }</p>
            }
            <h3>{ t("race-calc-alpha2-title") }</h3>
            <p class="explain">{ t("race-calc-alpha2-explain") }</p>
            <div class="controls">
                <button id="alpha2-run" onclick={alpha2_run} disabled={alpha2_spec.is_none() || alpha2_job.running()}>{ t("race-calc-alpha2-run") }</button>
                if alpha2_spec.is_none() {
                    <span class="note">{ tf("race-calc-alpha2-needs", Args::new().text("eps", decimal(&crate::racing::jobs::MIN_ALPHA2_EPS.to_string()))) }</span>
                }
            </div>
            <JobProgress ..JobProgressProps::of(&alpha2_job, "alpha2") />
            if let Some((curves, stale)) = alpha2 {
                <div class={classes!("alpha2-charts", stale.then_some("stale"))} id="alpha2-charts">
                    { for alpha2_charts_in(&curves, &words).into_iter().map(|(id, spec)| html! { <div class="chart" {id}><FitChart {spec} /></div> }) }
                </div>
                <ul id="alpha2-readings">
                    { for curves.readings_in(&words).iter().map(|r| html! {
                        <li data-holds={r.holds.to_string()}>{ tf("race-calc-reading", Args::new().text("claim", r.claim.as_str()).text("verdict", if r.holds { t("race-calc-holds") } else { t("race-calc-does-not-hold") }).text("detail", r.detail.as_str())) }</li>
                    }) }
                </ul>
                if stale {
                    <p class="note">{ t("race-calc-alpha2-stale") }</p>
                }
            }
        </div>
    }
}

/// Figs. 2.1 and 2.2 in words: n_max at σ = 0 and σ = 1/2 for both schedules, and the thesis's
/// reading (a race on the Bernstein bound stops sooner when one strategy dominates).
fn sigma_reading(eps: f64, delta: f64) -> String {
    let show = |n: Option<u64>| n.map_or("—".to_string(), |n| decimal(&fmt_number(n as f64)));
    let (a0, a5) = (
        nmax_for_sigma(eps, delta, 0.0),
        nmax_for_sigma(eps, delta, 0.5),
    );
    let (b0, b5) = (
        nmax_for_sigma_square(eps, delta, 0.0),
        nmax_for_sigma_square(eps, delta, 0.5),
    );
    let holds = a0 < a5 && b0 < b5;
    tf(
        "race-calc-sigma-reading",
        Args::new()
            .text("game-zero", show(a0))
            .text("game-half", show(a5))
            .text("square-zero", show(b0))
            .text("square-zero-games", show(b0.map(|n| n * n)))
            .text("square-half", show(b5))
            .text("square-half-games", show(b5.map(|n| n * n)))
            .text(
                "verdict",
                if holds {
                    t("race-calc-sigma-holds")
                } else {
                    t("race-calc-sigma-does-not-hold")
                },
            ),
    )
}

/// A calibration in words: N, its horizon in games, and δ or why there is none (worded again
/// at `eps`, the calibration's precision, in the page's language).
fn calibration_text(
    c: &crate::racing::theory::Calibration,
    eps: f64,
    words: &crate::i18n::Catalogue,
) -> String {
    let n = tf(
        "race-calc-n",
        Args::new()
            .count("tests", c.tests as i64)
            .text("games", decimal(&fmt_number((c.tests * c.tests) as f64))),
    );
    match (c.delta, &c.no_delta) {
        (Some(delta), _) => tf(
            "race-calc-n-delta",
            Args::new()
                .text("n", n)
                .text("delta", decimal(&format!("{delta:.7e}"))),
        ),
        (None, Some(why)) => {
            let why = crate::racing::theory::no_delta_in(c.tests, eps, words)
                .unwrap_or_else(|| why.clone());
            tf(
                "race-calc-n-no-delta",
                Args::new().text("n", n).text("why", why),
            )
        }
        (None, None) => n,
    }
}
