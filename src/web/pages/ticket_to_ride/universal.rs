//! The thesis's chapter 5 on the page: a universal network against one network per table size,
//! trained and played in a worker, its two tables beside the thesis's and its figure of the
//! points' range (exportable).

use yew::prelude::*;

use super::{field, starter};
use crate::games::ticket_to_ride::experiment::ForbiddenRule;
use crate::games::ticket_to_ride::forms::UniversalForm;
use crate::games::ticket_to_ride::jobs::{Output, Request};
use crate::games::ticket_to_ride::universal::{
    comparison_table, range_chart, CompareOutcome, COMPARISON_HEAD, THESIS_TABLES,
};
use crate::plot::{csv, line_chart};
use crate::web::components::{
    download, maybe_stale, on_typed, FitChart, JobProgress, JobProgressProps,
};
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
            <h2>{ "Universal or specific networks (the thesis's chapter 5)" }</h2>
            <p>{ "One universal network learns from the teacher's games of every table size; a specific network per size learns from that size's games only (the same games). Each then plays the same deals at every seat. The thesis's tables are computed beside ours: by its rule a game with a forbidden decision ends and is left out (its \"games counted\"). The thesis's protocol trains five networks of 10 000 steps each: several minutes here; ours takes seconds." }</p>
            <div class="form-grid">
                <label>{ "protocol" }
                    <select id="ttr-u-protocol" onchange={set(|x, v| x.protocol = v, true)}>
                        <option value="ours" selected={f.protocol == "ours"}>{ "ours (30 epochs of one pass)" }</option>
                        <option value="thesis" selected={f.protocol == "thesis"}>{ "the thesis's (40 × 250 steps, summed loss)" }</option>
                    </select>
                </label>
                <label>{ "inputs" }
                    <select id="ttr-u-features" onchange={set(|x, v| x.features = v, true)}>
                        <option value="original" selected={f.features == "original"}>{ "the thesis's 26 features" }</option>
                        <option value="revised" selected={f.features == "revised"}>{ "revised, as its words read (28)" }</option>
                        <option value="repository" selected={f.features == "repository"}>{ "revised, as its code did (28)" }</option>
                    </select>
                </label>
                <label>{ "games per table size and model" }<input id="ttr-u-games" value={f.games.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.games = v, false))} /></label>
                <label>{ "seed" }<input id="ttr-u-seed" value={f.seed.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.seed = v, false))} /></label>
                <label>{ "a forbidden decision" }
                    <select id="ttr-u-rule" onchange={set(|x, v| x.rule = v, true)}>
                        <option value="end" selected={f.rule == "end"}>{ "ends the game (the thesis's)" }</option>
                        <option value="replace" selected={f.rule == "replace"}>{ "is replaced (ours)" }</option>
                    </select>
                </label>
            </div>
            if let Some(e) = &*error { <p class="error" id="ttr-u-error" role="alert">{ e }</p> }
            <div class="controls">
                <button id="ttr-u-run" class="primary" disabled={job.running()} onclick={start}>{ "Train and compare" }</button>
            </div>
            <JobProgress ..JobProgressProps::of(&job, "ttr-u") />
            if let Some((o, stale)) = outcome {
                { maybe_stale(stale, "ttr-u", result(&o, f.rule())) }
            }
        </div>
    }
}

fn result(o: &CompareOutcome, rule: ForbiddenRule) -> Html {
    let (specific, universal) = o.tables(rule);
    let head = COMPARISON_HEAD;
    let mut all_rows = Vec::new();
    let tables: Vec<Html> = THESIS_TABLES
        .iter()
        .zip([&specific, &universal])
        .map(|((name, thesis), ours)| {
            let body = comparison_table(thesis, ours);
            all_rows.extend(body.iter().map(|r| {
                let mut r = r.clone();
                r.insert(0, (*name).to_string());
                r
            }));
            html! {
                <div class="scroll">
                    <table id={format!("ttr-u-{name}")}>
                        <caption>{ format!("{name} — the thesis / ours") }</caption>
                        <thead><tr>{ for head.iter().map(|h| html! { <th>{ *h }</th> }) }</tr></thead>
                        <tbody>{ for body.iter().map(|row| html! { <tr>{ for row.iter().map(|c| html! { <td class="num">{ c }</td> }) }</tr> }) }</tbody>
                    </table>
                </div>
            }
        })
        .collect();
    let mut csv_head = vec!["model"];
    csv_head.extend(head);
    let data = csv(&csv_head, &all_rows);
    let chart = range_chart(&specific, &universal);
    let svg = chart
        .as_ref()
        .and_then(|c| line_chart(c).ok())
        .unwrap_or_default();
    let models = o
        .models
        .iter()
        .map(|m| {
            format!(
                "{:?}: {} decisions, accuracy {:.3}",
                m.sizes, m.data.examples, m.accuracy
            )
        })
        .collect::<Vec<_>>()
        .join("; ");
    html! {
        <div id="ttr-u-result">
            <p id="ttr-u-models">{ format!("Models (table sizes learned from): {models}.") }</p>
            { for tables }
            <div class="controls">
                <button class="small" id="ttr-u-csv" onclick={move |_| download("ticket-to-ride-universal.csv", "text/csv", &data)}>{ "Export CSV" }</button>
            </div>
            if let Some(c) = chart {
                <figure class="chart" id="ttr-u-figure">
                    <FitChart spec={c} />
                    <figcaption>{ "The thesis's figure of the points' range (\"Zakres punktów dla badanych modeli\"): each model's mean score per table size, its bar from the lowest to the highest." }</figcaption>
                    <button class="small" id="ttr-u-svg" onclick={move |_| download("ticket-to-ride-points-range.svg", "image/svg+xml", &svg)}>{ "Export SVG" }</button>
                </figure>
            }
        </div>
    }
}
