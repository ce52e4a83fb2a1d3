//! The thesis's chapter 5 on the page: a universal network against one network per table size,
//! trained and played in a worker, its two tables beside the thesis's and its figure of the
//! points' range (exportable).

use yew::prelude::*;

use super::{field, starter};
use crate::games::ticket_to_ride::experiment::ForbiddenRule;
use crate::games::ticket_to_ride::forms::UniversalForm;
use crate::games::ticket_to_ride::jobs::{Output, Request};
use crate::games::ticket_to_ride::universal::{
    comparison_head_in, comparison_table, comparison_table_in, range_chart_in, CompareOutcome,
    COMPARISON_HEAD, THESIS_TABLES,
};
use crate::i18n::Args;
use crate::plot::{csv, line_chart};
use crate::web::components::{
    download, maybe_stale, on_typed, FitChart, JobProgress, JobProgressProps,
};
use crate::web::i18n::{num, t, tf};
use crate::web::job::DeferredOutput;
use crate::web::job::{use_job, JobSpec};

#[function_component(UniversalPanel)]
pub(super) fn universal_panel() -> Html {
    let form = use_state(UniversalForm::default);
    let error = use_state(|| None::<String>);
    let job = use_job();
    let request = form
        .config()
        .map(|config| JobSpec::from(Request::Universal { config }));
    let start = starter(&request, &error, &job);
    let decoded = job
        .result(request.as_ref().ok())
        .map(|(output, _, stale)| (DeferredOutput::of(&output), stale));
    let outcome: Option<(CompareOutcome, bool)> = match decoded {
        Some((Some(DeferredOutput::TicketToRide(Output::Compared(o))), stale)) => Some((*o, stale)),
        _ => None,
    };
    let f = (*form).clone();
    let set = |w: fn(&mut UniversalForm, String), select: bool| field(&form, w, select);
    html! {
        <div class="ttr-panel" id="ttr-universal">
            <h2>{ t("ttr-u-title") }</h2>
            <p>{ t("ttr-u-text") }</p>
            <div class="form-grid">
                <label>{ t("ttr-protocol") }
                    <select id="ttr-u-protocol" onchange={set(|x, v| x.protocol = v, true)}>
                        <option value="ours" selected={f.protocol == "ours"}>{ t("ttr-u-ours") }</option>
                        <option value="thesis" selected={f.protocol == "thesis"}>{ t("ttr-u-thesis") }</option>
                    </select>
                </label>
                <label>{ t("ttr-inputs") }
                    <select id="ttr-u-features" onchange={set(|x, v| x.features = v, true)}>
                        <option value="original" selected={f.features == "original"}>{ t("ttr-features-original") }</option>
                        <option value="revised" selected={f.features == "revised"}>{ t("ttr-features-revised") }</option>
                        <option value="repository" selected={f.features == "repository"}>{ t("ttr-features-repository") }</option>
                    </select>
                </label>
                <label>{ t("ttr-u-games") }<input id="ttr-u-games" value={f.games.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.games = v, false))} /></label>
                <label>{ t("ttr-seed") }<input id="ttr-u-seed" value={f.seed.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.seed = v, false))} /></label>
                <label>{ t("ttr-forbidden") }
                    <select id="ttr-u-rule" onchange={set(|x, v| x.rule = v, true)}>
                        <option value="end" selected={f.rule == "end"}>{ t("ttr-u-rule-end") }</option>
                        <option value="replace" selected={f.rule == "replace"}>{ t("ttr-u-rule-replace") }</option>
                    </select>
                </label>
            </div>
            if let Some(e) = &*error { <p class="error" id="ttr-u-error" role="alert">{ e }</p> }
            <div class="controls">
                <button id="ttr-u-run" class="primary" disabled={job.running()} onclick={start}>{ t("ttr-u-run") }</button>
            </div>
            <JobProgress ..JobProgressProps::of(&job, "ttr-u") />
            if let Some((o, stale)) = outcome {
                { maybe_stale(stale, "ttr-u", result(&o, f.rule())) }
            }
        </div>
    }
}

/// A model's name in the tables' captions (the key stays in ids and the CSV).
fn model_name(key: &str) -> String {
    match key {
        "specific" => t("ttr-u-specific"),
        "universal" => t("ttr-u-universal"),
        other => other.to_string(),
    }
}

fn result(o: &CompareOutcome, rule: ForbiddenRule) -> Html {
    let (specific, universal) = o.tables(rule);
    let words = crate::web::i18n::catalogue();
    let head = comparison_head_in(&words);
    let mut all_rows = Vec::new();
    let tables: Vec<Html> = THESIS_TABLES
        .iter()
        .zip([&specific, &universal])
        .map(|((name, thesis), ours)| {
            let body = comparison_table_in(thesis, ours, &words);
            all_rows.extend(comparison_table(thesis, ours).into_iter().map(|mut r| {
                r.insert(0, (*name).to_string());
                r
            }));
            html! {
                <div class="scroll">
                    <table id={format!("ttr-u-{name}")}>
                        <caption>{ tf("ttr-u-caption", Args::new().text("model", model_name(name))) }</caption>
                        <thead><tr>{ for head.iter().map(|h| html! { <th>{ h }</th> }) }</tr></thead>
                        <tbody>{ for body.iter().map(|row| html! { <tr>{ for row.iter().map(|c| html! { <td class="num">{ c }</td> }) }</tr> }) }</tbody>
                    </table>
                </div>
            }
        })
        .collect();
    let mut csv_head = vec!["model"];
    csv_head.extend(COMPARISON_HEAD);
    let data = csv(&csv_head, &all_rows);
    let chart = range_chart_in(&specific, &universal, &words);
    let svg = chart
        .as_ref()
        .and_then(|c| line_chart(c).ok())
        .unwrap_or_default();
    let models = o
        .models
        .iter()
        .map(|m| {
            tf(
                "ttr-u-model",
                Args::new()
                    .text("sizes", format!("{:?}", m.sizes))
                    .count("n", m.data.examples as i64)
                    .text("accuracy", num(m.accuracy, 3)),
            )
        })
        .collect::<Vec<_>>()
        .join("; ");
    html! {
        <div id="ttr-u-result">
            <p id="ttr-u-models">{ tf("ttr-u-models", Args::new().text("models", models)) }</p>
            { for tables }
            <div class="controls">
                <button class="small" id="ttr-u-csv" onclick={move |_| download("ticket-to-ride-universal.csv", "text/csv", &data)}>{ t("ttr-export-csv") }</button>
            </div>
            if let Some(c) = chart {
                <figure class="chart" id="ttr-u-figure">
                    <FitChart spec={c} />
                    <figcaption>{ t("ttr-u-figure-caption") }</figcaption>
                    <button class="small" id="ttr-u-svg" onclick={move |_| download("ticket-to-ride-points-range.svg", "image/svg+xml", &svg)}>{ t("ttr-export-svg") }</button>
                </figure>
            }
        </div>
    }
}
