//! The Colonel Blotto lab: exact optimal mixed strategies from the built-in simplex (the
//! slides' flow LP or the double oracle), the optimality certificate, per-field marginals, the
//! slides' value plots, and a round against the optimal strategy.

use serde::{Deserialize, Serialize};
use yew::prelude::*;
use yew_router::prelude::*;

use crate::games::blotto::solve::{BlottoMethod, BlottoSolution};
use crate::games::blotto::view::{compact_allocation, summarise_marginals, summarised, SHOWN_FROM};
use crate::games::blotto::{
    fraction_string, Blotto, Side, ALLOCATION_METHODS_MAX_FIELDS, ALLOCATION_METHODS_MAX_UNITS,
    MAX_FIELDS, MAX_UNITS,
};
use crate::i18n::Args;
use crate::plot::{csv, line_chart, series_look, LineChart, Scale, Series};
use crate::rendered::heat_ink;
use crate::rng::Seed;
use crate::text::signed_fixed;
use crate::web::components::field_error_of as field_error;
use crate::web::components::{
    download, on_typed, BenchPanel, FitChart, JobProgress, JobProgressProps,
};
use crate::web::i18n::{decimal, num, t, tf};
use crate::web::job::{use_job, JobOutput, JobSpec, JobState};
use crate::web::routes::Route;

/// The URL query: the game and the method.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Query {
    #[serde(skip_serializing_if = "Option::is_none")]
    k: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    a: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    b: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    method: Option<String>,
}

/// The Blotto page.
#[function_component(BlottoPage)]
pub fn blotto_page() -> Html {
    let location = use_location();
    let navigator = use_navigator();
    let query: Query = location
        .as_ref()
        .and_then(|l| l.query::<Query>().ok())
        .unwrap_or_default();
    let k = use_state(|| query.k.clone().unwrap_or_else(|| "3".into()));
    let a = use_state(|| query.a.clone().unwrap_or_else(|| "13".into()));
    let b = use_state(|| query.b.clone().unwrap_or_else(|| "10".into()));
    let method = use_state(|| {
        query
            .method
            .as_deref()
            .and_then(BlottoMethod::from_key)
            .unwrap_or(BlottoMethod::Partitions)
    });
    // A link's bad sizes are named beside their fields as soon as the page opens.
    let errors = {
        let linked = query.k.is_some() || query.a.is_some() || query.b.is_some();
        let (k, a, b) = ((*k).clone(), (*a).clone(), (*b).clone());
        use_state(move || {
            if linked {
                Blotto::from_fields(&k, &a, &b).err().unwrap_or_default()
            } else {
                Vec::new()
            }
        })
    };
    let job = use_job();
    let plots = use_job();
    // A shared link restores the solution too: a linked game is solved as the page opens.
    {
        let job = job.clone();
        let linked = query.k.is_some() || query.a.is_some() || query.b.is_some();
        let request = Blotto::from_fields(&k, &a, &b)
            .ok()
            .filter(|_| linked)
            .map(|game| {
                JobSpec::Blotto(crate::games::blotto::jobs::Request::Solve {
                    game,
                    method: *method,
                })
            });
        use_effect_with((), move |_| {
            if let Some(r) = request {
                job.start(r);
            }
        });
    }

    let bind = |s: &UseStateHandle<String>| {
        let s = s.clone();
        Callback::from(move |e: Event| {
            s.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let solve = {
        let (k, a, b, method, errors, job, navigator) = (
            k.clone(),
            a.clone(),
            b.clone(),
            method.clone(),
            errors.clone(),
            job.clone(),
            navigator.clone(),
        );
        Callback::from(move |_| match Blotto::from_fields(&k, &a, &b) {
            Ok(game) => {
                errors.set(Vec::new());
                job.start(JobSpec::Blotto(
                    crate::games::blotto::jobs::Request::Solve {
                        game,
                        method: *method,
                    },
                ));
                if let Some(n) = &navigator {
                    let q = Query {
                        k: Some((*k).clone()),
                        a: Some((*a).clone()),
                        b: Some((*b).clone()),
                        method: Some(method.key().into()),
                    };
                    let _ = n.replace_with_query(&Route::lab("blotto"), &q);
                }
            }
            Err(e) => errors.set(e),
        })
    };
    let on_method = {
        let method = method.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            method.set(BlottoMethod::from_key(&v).unwrap_or(BlottoMethod::Partitions));
        })
    };
    // The request the fields make now: a solution for other inputs is marked stale.
    let request = Blotto::from_fields(&k, &a, &b).ok().map(|game| {
        JobSpec::Blotto(crate::games::blotto::jobs::Request::Solve {
            game,
            method: *method,
        })
    });
    let solution = match job.result(request.as_ref()) {
        Some((
            JobOutput::Blotto(crate::games::blotto::jobs::Output::Solved(Ok(s))),
            millis,
            stale,
        )) => Some((*s, millis, stale)),
        _ => None,
    };
    let failure = match &*job.state {
        JobState::Done(
            JobOutput::Blotto(crate::games::blotto::jobs::Output::Solved(Err(m))),
            _,
        ) => Some(m.clone()),
        _ => None,
    };
    let heat_request = use_state(|| false);
    let plot_svg = match &*plots.state {
        JobState::Done(
            JobOutput::Blotto(crate::games::blotto::jobs::Output::Curves(curves)),
            _,
        ) if !*heat_request => Some(curves_chart(curves)),
        _ => None,
    };
    let heat = match &*plots.state {
        JobState::Done(
            JobOutput::Blotto(crate::games::blotto::jobs::Output::Curves(curves)),
            _,
        ) if *heat_request => Some(curves.clone()),
        _ => None,
    };
    let run_heat = {
        let (plots, k, errors, heat_request) = (
            plots.clone(),
            k.clone(),
            errors.clone(),
            heat_request.clone(),
        );
        Callback::from(move |_| match Blotto::from_fields(&k, "0", "0") {
            Ok(g) => {
                heat_request.set(true);
                plots.start(JobSpec::Blotto(
                    crate::games::blotto::jobs::Request::Curves {
                        families: (0..=HEAT_UNITS).map(|b| (g.fields, b)).collect(),
                        a_max: HEAT_UNITS,
                    },
                ));
            }
            Err(e) => errors.set(e),
        })
    };
    let run_plot = |spec: JobSpec| {
        let plots = plots.clone();
        let heat_request = heat_request.clone();
        Callback::from(move |_| {
            heat_request.set(false);
            plots.start(spec.clone())
        })
    };
    html! {
        <section class="page" id="blotto">
            <h1>{ t("blotto-title") }</h1>
            <crate::web::components::Lead>{ t("blotto-lead") }</crate::web::components::Lead>
            <div class="blotto-panel">
                <div class="form-grid">
                    <label>{ tf("blotto-fields", Args::new().text("max", MAX_FIELDS.to_string())) }<input id="blotto-k" value={(*k).clone()} oninput={on_typed(bind(&k))} inputmode="numeric" />{ field_error(&errors, "k") }{ field_error(&errors, "fields") }</label>
                    <label>{ tf("blotto-units-a", Args::new().text("max", MAX_UNITS.to_string())) }<input id="blotto-a" value={(*a).clone()} oninput={on_typed(bind(&a))} inputmode="numeric" />{ field_error(&errors, "a") }</label>
                    <label>{ tf("blotto-units-b", Args::new().text("max", MAX_UNITS.to_string())) }<input id="blotto-b" value={(*b).clone()} oninput={on_typed(bind(&b))} inputmode="numeric" />{ field_error(&errors, "b") }</label>
                    <label>{ t("blotto-method") }
                        <select id="blotto-method" onchange={on_method}>
                            <option value="partitions" selected={*method == BlottoMethod::Partitions}>{ t("blotto-method-partitions") }</option>
                            <option value="double-oracle" selected={*method == BlottoMethod::DoubleOracle}>{ tf("blotto-method-double-oracle", Args::new().text("fields", ALLOCATION_METHODS_MAX_FIELDS.to_string()).text("units", ALLOCATION_METHODS_MAX_UNITS.to_string())) }</option>
                            <option value="flow-lp" selected={*method == BlottoMethod::FlowLp}>{ t("blotto-method-flow-lp") }</option>
                        </select>
                    </label>
                </div>
                <div class="controls">
                    <button id="blotto-solve" disabled={job.running()} onclick={solve}>{ t("blotto-solve") }</button>
                </div>
                // A solve that ended in an error says so, without a "done in … ms" beside it.
                if let Some(m) = failure {
                    <p class="error" id="blotto-failure" role="alert">{ m }</p>
                } else {
                    <JobProgress ..JobProgressProps::of(&job, "blotto") />
                }
                if let Some((s, millis, stale)) = solution {
                    { crate::web::components::maybe_stale(stale, "blotto", html! { <SolutionView solution={s} {millis} /> }) }
                }
            </div>
            <div class="blotto-panel">
                <h2>{ t("blotto-plots-title") }</h2>
                <div class="controls">
                    <button id="plot-k6" disabled={plots.running()} onclick={run_plot(JobSpec::Blotto(crate::games::blotto::jobs::Request::Curves { families: vec![(6, 10)], a_max: 20 }))}>{ t("blotto-plot-k6") }</button>
                    <button id="plot-b-family" disabled={plots.running()} onclick={run_plot(JobSpec::Blotto(crate::games::blotto::jobs::Request::Curves { families: (1..=10).map(|b| (6, b)).collect(), a_max: 20 }))}>{ t("blotto-plot-b-family") }</button>
                    <button id="plot-k-family" disabled={plots.running()} onclick={run_plot(JobSpec::Blotto(crate::games::blotto::jobs::Request::Curves { families: (4..=10).step_by(2).map(|k| (k, 10)).collect(), a_max: 20 }))}>{ t("blotto-plot-k-family") }</button>
                    <button id="plot-heat" disabled={plots.running()} onclick={run_heat}>{ tf("blotto-plot-heat", Args::new().text("units", HEAT_UNITS.to_string())) }</button>
                </div>
                <JobProgress ..JobProgressProps::of(&plots, "plots") />
                if let Some(spec) = plot_svg {
                    <div class="chart" id="blotto-plot"><FitChart spec={spec.clone()} /></div>
                    <button class="small" onclick={move |_| download("blotto-values.svg", "image/svg+xml", &line_chart(&spec).unwrap_or_default())}>{ t("blotto-export-svg") }</button>
                }
            </div>
            if let Some(curves) = heat {
                <div class="blotto-panel">{ value_heat_map(&curves) }</div>
            }
            <BlottoBenchPanel />
        </section>
    }
}

#[function_component(BlottoBenchPanel)]
fn blotto_bench_panel() -> Html {
    let table = Callback::from(|out: JobOutput| match out {
        JobOutput::Blotto(crate::games::blotto::jobs::Output::Bench(rows)) => html! {
            <table id="blotto-bench-result">
                <thead><tr><th>{ "K" }</th><th>{ "A" }</th><th>{ "B" }</th><th>{ t("blotto-col-value") }</th><th>{ t("blotto-col-rounds") }</th><th>{ "ms" }</th><th>{ t("blotto-col-method") }</th></tr></thead>
                <tbody>{ for rows.iter().map(|r| html! {
                    <tr><td>{ r.fields }</td><td>{ r.a }</td><td>{ r.b }</td><td>{ r.value_fraction.clone().or_else(|| fraction_string(r.value)).unwrap_or_else(|| format!("≈ {:.6}", r.value)) }</td><td class="num">{ r.rounds }</td><td class="num">{ format!("{:.1}", r.millis) }</td><td>{ &r.method }</td></tr>
                }) }</tbody>
            </table>
        },
        _ => html! {},
    });
    html! {
        <BenchPanel id="blotto-bench" summary={t("blotto-bench-summary")} button={t("blotto-bench-run")} spec={JobSpec::Blotto(crate::games::blotto::jobs::Request::Bench)} {table} />
    }
}

/// Units on each axis of the (A, B) heat map.
const HEAT_UNITS: u32 = 15;

/// A's value over (A, B) for one K, as a coloured table (blue: A ahead, orange: B ahead).
fn value_heat_map(curves: &[crate::games::blotto::solve::ValueCurve]) -> Html {
    let k = curves.first().map_or(0, |c| c.0);
    let max = curves
        .iter()
        .flat_map(|c| c.2.iter().map(|p| p.1.abs()))
        .fold(1e-9, f64::max);
    let csv_rows: Vec<Vec<String>> = curves
        .iter()
        .flat_map(|(_, b, pts)| {
            pts.iter().map(move |(a, v)| {
                vec![
                    a.to_string(),
                    b.to_string(),
                    v.to_string(),
                    fraction_string(*v).unwrap_or_default(),
                ]
            })
        })
        .collect();
    // The value as computed and, when it is a fraction with a small denominator, exactly.
    let text = csv(&["a", "b", "value", "value_fraction"], &csv_rows);
    let export = Callback::from(move |_| download("blotto-heat-map.csv", "text/csv", &text));
    html! {
        <>
            <h3>{ tf("blotto-heat-title", Args::new().text("fields", k.to_string())) }</h3>
            <table class="heat" id="blotto-heat">
                <thead><tr><th>{ "B \\ A" }</th>{ for curves.first().into_iter().flat_map(|c| c.2.iter()).map(|(a, _)| html! { <th>{ a }</th> }) }</tr></thead>
                <tbody>{ for curves.iter().map(|(_, b, pts)| html! {
                    <tr><th>{ b }</th>{ for pts.iter().map(|&(_, v)| {
                        let t = (v.abs() / max).min(1.0);
                        let rgb = if v >= 0.0 { (58, 99, 200) } else { (194, 65, 12) };
                        let color = format!("rgba({}, {}, {}, {t:.3})", rgb.0, rgb.1, rgb.2);
                        // White numbers on the darker cells, black on the lighter.
                        let ink = heat_ink(rgb, t);
                        html! { <td style={format!("background: {color}{ink}")} title={fraction_string(v).unwrap_or_else(|| num(v, 4))}>{ num(v, 1) }</td> }
                    }) }</tr>
                }) }</tbody>
            </table>
            <button class="small" onclick={export}>{ "Export CSV" }</button>
        </>
    }
}

fn curves_chart(curves: &[crate::games::blotto::solve::ValueCurve]) -> LineChart {
    let series = curves
        .iter()
        .enumerate()
        .map(|(i, (k, b, pts))| {
            // One look per family: eight colours, then the same colours dashed, then dotted.
            let (color, style) = series_look(i);
            Series {
                name: format!("K = {k}, B = {b}"),
                points: pts
                    .iter()
                    .map(|&(a, v)| (f64::from(a) - f64::from(*b), v))
                    .collect(),
                style,
                color,
                errors: None,
            }
        })
        .collect();
    LineChart {
        title: t("blotto-chart-title"),
        x_label: "A − B".into(),
        y_label: t("blotto-chart-y"),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series,
        hlines: vec![(0.0, String::new())],
        vlines: Vec::new(),
        x_range: None,
        y_range: None,
        size: (720, 420),
    }
}

#[derive(Properties, PartialEq)]
struct SolutionProps {
    solution: BlottoSolution,
    millis: f64,
}

#[function_component(SolutionView)]
fn solution_view(props: &SolutionProps) -> Html {
    let s = &props.solution;
    let value_text = match (&s.exact, fraction_string(s.value)) {
        (Some(e), _) => tf(
            "blotto-exact",
            Args::new()
                .text("value", e.value.clone())
                .text("decimal", num(s.value, 6)),
        ),
        (None, Some(f)) => format!("{f} ≈ {}", num(s.value, 6)),
        (None, None) => num(s.value, 9),
    };
    let what = if s.random_order {
        t("blotto-row-partition")
    } else {
        t("blotto-row-allocation")
    };
    let table = |id: &str, rows: Vec<(Vec<u32>, String)>| {
        html! {
            <table id={id.to_string()} class="strategy">
                <thead><tr><th>{ what.clone() }</th><th>{ t("blotto-probability") }</th></tr></thead>
                <tbody>{ for rows.iter().take(60).map(|(alloc, p)| html! {
                    <tr><td class="allocation">{ compact_allocation(alloc) }</td>
                        <td class="num">{ p }</td></tr>
                }) }</tbody>
                if rows.len() > 60 { <caption>{ tf("blotto-rows-shown", Args::new().text("rows", rows.len().to_string())) }</caption> }
            </table>
        }
    };
    let export = {
        let s = s.clone();
        Callback::from(move |_| {
            let mut rows = Vec::new();
            for (side, who) in [("A", Side::A), ("B", Side::B)] {
                for (alloc, p) in s.strategy_rows(who) {
                    rows.push(vec![
                        side.to_string(),
                        alloc
                            .iter()
                            .map(|x| x.to_string())
                            .collect::<Vec<_>>()
                            .join(" "),
                        p.to_string(),
                    ]);
                }
            }
            download(
                "blotto-strategies.csv",
                "text/csv",
                &csv(
                    &[
                        "player",
                        if s.random_order {
                            "partition (random order of fields)"
                        } else {
                            "allocation"
                        },
                        "probability",
                    ],
                    &rows,
                ),
            );
        })
    };
    let info = Args::new()
        .text("method", s.method.clone())
        .text("variables", s.variables.to_string())
        .text("constraints", s.constraints.to_string())
        .text("pivots", s.pivots.to_string())
        .text("ms", format!("{:.0}", props.millis));
    let method_info = if s.iterations > 0 {
        tf(
            "blotto-method-info-rounds",
            info.text("rounds", s.iterations.to_string()),
        )
    } else {
        tf("blotto-method-info", info)
    };
    let join = |xs: &[u32]| {
        xs.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let certificate = tf(
        "blotto-certificate",
        Args::new()
            .text("b", join(&s.certificate_b))
            .text(
                "value",
                s.exact
                    .as_ref()
                    .map_or_else(|| num(s.value, 9), |e| e.value.clone()),
            )
            .text("a", join(&s.certificate_a))
            .text(
                "gap",
                if s.exact.is_some() {
                    t("blotto-gap-exact")
                } else {
                    tf(
                        "blotto-gap",
                        Args::new().text("gap", format!("{:.1e}", s.certificate_gap)),
                    )
                },
            ),
    );
    html! {
        <div class="blotto-solution" id="blotto-solution">
            <p class="note" id="blotto-game">{ format!("K = {}, A = {}, B = {}", s.game.fields, s.game.a, s.game.b) }</p>
            <p class="value" id="blotto-value">{ tf("blotto-value", Args::new().text("value", value_text)) }</p>
            <p class="note" id="blotto-method-info">{ method_info }</p>
            <p id="blotto-certificate">{ certificate }</p>
            if s.random_order {
                <p class="note" id="blotto-partitions-note">{ t("blotto-partitions-note") }</p>
            }
            <div class="strategies">
                <div><h3>{ t("blotto-strategy-a") }</h3>{ table("strategy-a", s.strategy_rows(Side::A)) }</div>
                <div><h3>{ t("blotto-strategy-b") }</h3>{ table("strategy-b", s.strategy_rows(Side::B)) }</div>
            </div>
            <button class="small" onclick={export}>{ t("blotto-export-strategies") }</button>
            <div class="strategies">
                <div>
                    <h3>{ t("blotto-marginals-a") }</h3>
                    { marginals_view("marginals", &s.marginals(Side::A)) }
                </div>
                <div>
                    <h3>{ t("blotto-marginals-b") }</h3>
                    { marginals_view("marginals-b", &s.marginals(Side::B)) }
                </div>
            </div>
            <PlayRound solution={s.clone()} />
        </div>
    }
}

/// The marginals of one side: the whole heat map when it is small; else the summary (fields
/// with the same distribution on one row, columns cut after the last unit any field gets) with
/// the whole table on request.
fn marginals_view(id: &str, m: &[Vec<f64>]) -> Html {
    if !summarised(m) {
        return heat_map(id, m);
    }
    let summary = summarise_marginals(m);
    let rows = summary.rows_in(m.len(), &crate::web::i18n::catalogue());
    html! {
        <>
            <p class="note" id={format!("{id}-summary-note")}>{ tf("blotto-summary", Args::new()
                .count("rows", rows.len() as i64)
                .count("fields", m.len() as i64)
                .text("last", (summary.columns - 1).to_string())
                .text("shown", decimal(&SHOWN_FROM.to_string()))) }</p>
            { heat_table(&format!("{id}-summary"), &t("blotto-fields-units"), &rows, summary.columns) }
            <details class="full-table" id={format!("{id}-full")}>
                <summary>{ tf("blotto-full-table", Args::new().text("fields", m.len().to_string()).text("units", summary.full_columns.to_string())) }</summary>
                { heat_map(id, m) }
            </details>
        </>
    }
}

/// A heat map of probabilities with named rows.
fn heat_table(id: &str, corner: &str, rows: &[(String, Vec<f64>)], columns: usize) -> Html {
    let max = rows
        .iter()
        .flat_map(|(_, r)| r.iter())
        .copied()
        .fold(0.0f64, f64::max)
        .max(1e-12);
    html! {
        <table class="heat" id={id.to_string()}>
            <thead><tr><th>{ corner }</th>{ for (0..columns).map(|u| html! { <th>{ u }</th> }) }</tr></thead>
            <tbody>{ for rows.iter().map(|(name, row)| html! {
                <tr><th>{ name }</th>{ for row.iter().map(|&p| {
                    let alpha = p / max;
                    let ink = heat_ink((58, 99, 200), alpha);
                    html! { <td style={format!("background: rgba(58, 99, 200, {alpha:.3}){ink}")} title={num(p, 4)}>{ if p > SHOWN_FROM { num(p, 2) } else { String::new() } }</td> }
                }) }</tr>
            }) }</tbody>
        </table>
    }
}

/// The whole marginal table: one row per field.
fn heat_map(id: &str, m: &[Vec<f64>]) -> Html {
    let rows: Vec<(String, Vec<f64>)> = m
        .iter()
        .enumerate()
        .map(|(k, row)| ((k + 1).to_string(), row.clone()))
        .collect();
    heat_table(
        id,
        &t("blotto-field-units"),
        &rows,
        m.first().map_or(0, Vec::len),
    )
}

#[derive(Properties, PartialEq)]
struct PlayProps {
    solution: BlottoSolution,
}

/// You play B: allocate, then the page samples A's optimal strategy and scores the round.
#[function_component(PlayRound)]
fn play_round(props: &PlayProps) -> Html {
    let g = props.solution.game;
    let draft = use_state(|| {
        let mut v = vec![g.b / g.fields; g.fields as usize];
        v[0] += g.b % g.fields;
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(",")
    });
    // Rounds are dealt from a fresh seed, shown so a session can be replayed.
    let seed = use_state(crate::web::components::fresh_seed);
    let rng = {
        let seed = *seed;
        use_mut_ref(move || Seed(seed).rng())
    };
    let totals = use_state(|| (0i64, 0u32));
    let last = use_state(|| None::<(Vec<u32>, Vec<u32>, i32)>);
    let error = use_state(|| None::<String>);
    let play = {
        let (draft, rng, totals, last, error, s) = (
            draft.clone(),
            rng.clone(),
            totals.clone(),
            last.clone(),
            error.clone(),
            props.solution.clone(),
        );
        Callback::from(move |_| match g.read_allocation_b(&draft) {
            Ok(y) => {
                error.set(None);
                let x = s.sample_a(&mut *rng.borrow_mut());
                let score = -g.payoff(&x, &y);
                totals.set((totals.0 + i64::from(score), totals.1 + 1));
                last.set(Some((x, y, score)));
            }
            Err(why) => error.set(Some(why)),
        })
    };
    let oninput = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            draft.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    html! {
        <div class="play-round" id="play-round">
            <h3>{ t("blotto-play-title") }</h3>
            <label>{ format!("{} ", tf("blotto-play-allocation", Args::new().text("units", g.b.to_string()).text("fields", g.fields.to_string()))) }
                <input id="play-allocation" value={(*draft).clone()} {oninput} /></label>
            <button id="play-submit" onclick={play}>{ t("blotto-play") }</button>
            if let Some(e) = &*error { <span class="error field-error" id="play-error">{ e }</span> }
            if let Some((x, y, score)) = &*last {
                <p id="play-result">{ tf("blotto-play-result", Args::new()
                    .text("a", compact_allocation(x))
                    .text("b", compact_allocation(y))
                    .text("score", format!("{score:+}"))) }</p>
            }
            <p id="play-totals">{ tf("blotto-play-totals", Args::new()
                .text("rounds", totals.1.to_string())
                .text("total", format!("{:+}", totals.0))
                .text("average", decimal(&signed_fixed(if totals.1 > 0 { totals.0 as f64 / f64::from(totals.1) } else { 0.0 }, 3)))
                .text("best", decimal(&signed_fixed(-props.solution.value, 4)))) }</p>
            <p class="hint" id="play-seed">{ tf("blotto-play-seed", Args::new().text("seed", seed.to_string())) }</p>
        </div>
    }
}
