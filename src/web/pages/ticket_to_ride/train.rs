//! The network's training in a worker with a live learning curve, the trained weights to
//! download, and the pre-trained network fetched on request (never compiled in).

use std::sync::Arc;

use yew::prelude::*;

use super::{field, select_value, starter};
use crate::games::ticket_to_ride::figures::learning_chart_in;
use crate::games::ticket_to_ride::forms::TrainForm;
use crate::games::ticket_to_ride::jobs::{Detail, Output, Request};
use crate::games::ticket_to_ride::nn::{EpochReport, Network, TrainOutcome};
use crate::i18n::Args;
use crate::plot::{line_chart, LineChart, Scale, Series, SeriesStyle, PALETTE};
use crate::web::components::{
    download, maybe_stale, on_typed, FitChart, JobProgress, JobProgressProps,
};
use crate::web::fetch::{self, FetchError};
use crate::web::i18n::{num, t, tf};
use crate::web::job::{use_job, JobSpec, JobState};
use crate::web::job::{DeferredDetail, DeferredOutput};

/// Where the pre-trained network's weights are served (copied there by Trunk).
const SHIPPED_URL: &str = "ttr_network.json";

/// The text at `url` ([`crate::web::fetch`]), or why not in words: the browser's own
/// message, and what to do when the file cannot be reached at all.
async fn fetch_text(url: &str) -> Result<String, String> {
    fetch::fetch_text(url).await.map_err(|e| match e {
        FetchError::Unreachable(reason) => tf(
            "ttr-fetch-unreachable",
            Args::new()
                .text("url", url)
                .text("reason", reason.unwrap_or_else(|| t("ttr-no-reason"))),
        ),
        FetchError::Status(status) => format!("{url}: HTTP {status}"),
        FetchError::NotText => tf("ttr-fetch-not-text", Args::new().text("url", url)),
    })
}

#[derive(Properties, PartialEq)]
pub(super) struct TrainProps {
    pub(super) on_network: Callback<Arc<Network>>,
}

#[function_component(TrainPanel)]
pub(super) fn train_panel(props: &TrainProps) -> Html {
    let form = use_state(TrainForm::default);
    let error = use_state(|| None::<String>);
    let job = use_job();
    let request = form
        .config()
        .map(|config| JobSpec::from(Request::Train { config }));
    let start = starter(&request, &error, &job);
    // The outcome, the worker's wall time, and whether the form still describes it.
    let outcome: Option<(TrainOutcome, bool)>;
    let mut millis = 0.0;
    let result = job
        .result(request.as_ref().ok())
        .map(|(output, ms, stale)| (DeferredOutput::of(&output), ms, stale));
    match result {
        Some((Some(DeferredOutput::TicketToRide(Output::Trained(o))), ms, stale)) => {
            millis = ms;
            outcome = Some((*o, stale));
        }
        _ => outcome = None,
    }
    // A finished training's network plays the page's `nn` games.
    {
        let on_network = props.on_network.clone();
        let network = outcome.as_ref().map(|(o, _)| o.network.clone());
        use_effect_with(network, move |n| {
            if let Some(n) = n {
                on_network.emit(Arc::new(n.clone()));
            }
        });
    }
    // The untrained network (epoch 0) first, then every epoch.
    let detail = job.detail.as_ref().as_ref().and_then(DeferredDetail::of);
    let epochs: Vec<EpochReport> = match (&*job.state, detail, &outcome) {
        (_, _, Some((o, _))) => o.untrained.iter().chain(&o.epochs).cloned().collect(),
        (JobState::Running(_), Some(DeferredDetail::TicketToRide(Detail::Train(e))), _) => e,
        _ => Vec::new(),
    };
    let f = (*form).clone();
    let set = |w: fn(&mut TrainForm, String)| field(&form, w, false);
    let choose = |w: fn(&mut TrainForm, String)| field(&form, w, true);
    let protocol = {
        let (form, error) = (form.clone(), error.clone());
        Callback::from(
            move |e: Event| match form.with_protocol(&select_value(&e)) {
                Ok(x) => {
                    error.set(None);
                    form.set(x);
                }
                Err(m) => error.set(Some(m)),
            },
        )
    };
    let weights = outcome.as_ref().map(|(o, _)| o.network.to_json());
    let loaded = use_state(|| None::<Result<String, String>>);
    let load = {
        let (loaded, on_network) = (loaded.clone(), props.on_network.clone());
        Callback::from(move |_: MouseEvent| {
            let (loaded, on_network) = (loaded.clone(), on_network.clone());
            loaded.set(Some(Ok(t("ttr-loading"))));
            wasm_bindgen_futures::spawn_local(async move {
                let result = fetch_text(SHIPPED_URL)
                    .await
                    .and_then(|text| Network::from_json(&text));
                match result {
                    Ok(n) => {
                        let message =
                            tf("ttr-loaded", Args::new().count("n", n.parameters() as i64));
                        on_network.emit(Arc::new(n));
                        loaded.set(Some(Ok(message)));
                    }
                    Err(e) => loaded.set(Some(Err(tf(
                        "ttr-load-failed",
                        Args::new().text("reason", e),
                    )))),
                }
            });
        })
    };
    html! {
        <div class="ttr-panel" id="ttr-train">
            <h2>{ t("ttr-t-title") }</h2>
            <p>{ t("ttr-t-text") }</p>
            <p class="hint">{ t("ttr-t-protocol-text") }</p>
            <div class="form-grid">
                <label>{ t("ttr-protocol") }
                    <select id="ttr-t-protocol" onchange={protocol}>
                        <option value="" selected=true disabled=true>{ t("ttr-t-choose") }</option>
                        <option value="ours">{ t("ttr-t-ours") }</option>
                        <option value="thesis">{ t("ttr-t-thesis") }</option>
                        <option value="thesis-progress">{ t("ttr-t-thesis-progress") }</option>
                    </select>
                </label>
                <label>{ t("ttr-inputs") }
                    <select id="ttr-t-features" onchange={choose(|x, v| x.features = v)}>
                        <option value="original" selected={f.features == "original"}>{ t("ttr-features-original") }</option>
                        <option value="revised" selected={f.features == "revised"}>{ t("ttr-features-revised") }</option>
                        <option value="repository" selected={f.features == "repository"}>{ t("ttr-features-repository") }</option>
                    </select>
                </label>
                <label>{ t("ttr-t-games") }<input id="ttr-t-games" value={f.games.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.games = v))} /></label>
                <label>{ t("ttr-t-counts") }<input id="ttr-t-counts" value={f.counts.clone()} oninput={on_typed(set(|x, v| x.counts = v))} /></label>
                <label>{ t("ttr-t-epochs") }<input id="ttr-t-epochs" value={f.epochs.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.epochs = v))} /></label>
                <label>{ t("ttr-t-batch") }<input id="ttr-t-batch" value={f.batch.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.batch = v))} /></label>
                <label>{ t("ttr-t-steps") }<input id="ttr-t-steps" value={f.steps.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.steps = v))} /></label>
                <label>{ t("ttr-t-loss") }
                    <select id="ttr-t-loss" onchange={choose(|x, v| x.loss = v)}>
                        <option value="mean" selected={f.loss == "mean"}>{ t("ttr-t-loss-mean") }</option>
                        <option value="sum" selected={f.loss == "sum"}>{ t("ttr-t-loss-sum") }</option>
                    </select>
                </label>
                <label>{ t("ttr-t-rate") }<input id="ttr-t-rate" value={f.rate.clone()} oninput={on_typed(set(|x, v| x.rate = v))} /></label>
                <label>{ t("ttr-t-acc") }<input id="ttr-t-acc" value={f.accumulator.clone()} oninput={on_typed(set(|x, v| x.accumulator = v))} /></label>
                <label>{ t("ttr-t-eval") }<input id="ttr-t-eval" value={f.eval.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.eval = v))} /></label>
                <label>{ t("ttr-seed") }<input id="ttr-t-seed" value={f.seed.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.seed = v))} /></label>
            </div>
            if let Some(e) = &*error { <p class="error" id="ttr-t-error" role="alert">{ e }</p> }
            <div class="controls">
                <button id="ttr-t-run" class="primary" disabled={job.running()} onclick={start}>{ t("ttr-t-run") }</button>
                <button id="ttr-t-load" onclick={load}>{ t("ttr-t-load") }</button>
            </div>
            if let Some(Ok(m)) = &*loaded { <p id="ttr-t-loaded" role="status">{ m }</p> }
            if let Some(Err(e)) = &*loaded { <p class="error" id="ttr-t-loaded" role="alert">{ e }</p> }
            <JobProgress ..JobProgressProps::of(&job, "ttr-t") />
            if !epochs.is_empty() {
                { maybe_stale(outcome.as_ref().is_some_and(|o| o.1), "ttr-t", epochs_view(&epochs)) }
            }
            if let (Some((o, _)), Some(w)) = (&outcome, weights) {
                <p id="ttr-t-done">{ tf("ttr-t-done", Args::new().count("decisions", o.data.train as i64).count("games", o.data.games as i64).count("seats", o.data.kept_seats as i64).text("mean", num(o.data.kept_mean_score, 1))) }</p>
                <p id="ttr-t-time" data-millis={format!("{millis:.0}")} data-epochs={o.epochs.len().to_string()}>{ tf("ttr-t-time", Args::new().text("seconds", num(millis / 1e3, 1)).text("per_epoch", num(millis / 1e3 / o.epochs.len().max(1) as f64, 2))) }</p>
                <div class="controls">
                    <button class="small" id="ttr-t-download" onclick={move |_| download("ttr_network.json", "application/json", &w)}>{ t("ttr-t-download") }</button>
                </div>
            }
        </div>
    }
}

fn epochs_view(epochs: &[EpochReport]) -> Html {
    let series = |name: &str,
                  color: (u8, u8, u8),
                  style: SeriesStyle,
                  f: fn(&EpochReport) -> Option<f64>| Series {
        name: name.into(),
        points: epochs
            .iter()
            .filter_map(|e| f(e).map(|y| (f64::from(e.epoch), y)))
            .collect(),
        style,
        color,
        errors: None,
    };
    let chart = LineChart {
        title: t("ttr-t-chart-title"),
        x_label: t("ttr-epoch"),
        y_label: t("ttr-t-chart-y"),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series: vec![
            series(
                &t("ttr-training-loss"),
                PALETTE[0],
                SeriesStyle::Line,
                |e| Some(e.loss),
            ),
            series(
                &t("ttr-held-out-loss"),
                PALETTE[0],
                SeriesStyle::Dashed,
                |e| e.held_out_loss,
            ),
            series(
                &t("ttr-training-accuracy"),
                PALETTE[1],
                SeriesStyle::Line,
                |e| Some(e.accuracy),
            ),
            series(
                &t("ttr-held-out-accuracy"),
                PALETTE[1],
                SeriesStyle::Dashed,
                |e| e.held_out_accuracy,
            ),
        ],
        hlines: Vec::new(),
        vlines: Vec::new(),
        x_range: Some((
            f64::from(epochs.first().map_or(0, |e| e.epoch)),
            f64::from(epochs.last().map_or(1, |e| e.epoch).max(1)),
        )),
        y_range: None,
        size: (640, 300),
    };
    let opt = |v: Option<f64>, d: usize| v.map_or("–".into(), |x| num(x, d));
    let (untrained, trained) = match epochs.split_first() {
        Some((first, rest)) if first.epoch == 0 => (Some(first), rest),
        _ => (None, epochs),
    };
    let learning = learning_chart_in(untrained, trained, &crate::web::i18n::catalogue());
    let learning_svg = learning
        .as_ref()
        .and_then(|c| line_chart(c).ok())
        .unwrap_or_default();
    html! {
        <div id="ttr-t-result">
            <div class="chart" id="ttr-t-chart"><FitChart spec={chart} /></div>
            if let Some(l) = learning {
                <figure class="chart" id="ttr-t-learning">
                    <FitChart spec={l} />
                    <figcaption>{ t("ttr-t-learning-caption") }</figcaption>
                    <button class="small" id="ttr-t-svg" onclick={move |_| download("ticket-to-ride-learning.svg", "image/svg+xml", &learning_svg)}>{ t("ttr-export-svg") }</button>
                </figure>
            }
            <div class="scroll">
                <table id="ttr-t-epochs">
                    <thead><tr><th>{ t("ttr-epoch") }</th><th>{ t("ttr-loss") }</th><th>{ t("ttr-accuracy") }</th><th>{ t("ttr-held-out-loss") }</th><th>{ t("ttr-held-out-accuracy") }</th><th>{ t("ttr-mean-score") }</th><th>{ t("ttr-forbidden-pct") }</th><th>{ t("ttr-interrupted") }</th><th>{ t("ttr-mean-thesis-rule") }</th><th>{ t("ttr-min-max") }</th><th>{ t("ttr-tickets-done-failed") }</th></tr></thead>
                    <tbody>{ for epochs.iter().map(|e| html! {
                        <tr><td class="num">{ e.epoch }</td><td class="num">{ num(e.loss, 4) }</td><td class="num">{ num(e.accuracy, 3) }</td>
                            <td class="num">{ opt(e.held_out_loss, 4) }</td><td class="num">{ opt(e.held_out_accuracy, 3) }</td>
                            <td class="num">{ opt(e.evaluation.as_ref().map(|v| v.mean_score), 1) }</td>
                            <td class="num">{ opt(e.evaluation.as_ref().map(|v| 100.0 * v.forbidden_rate), 1) }</td>
                            <td class="num">{ e.evaluation.as_ref().map_or("–".into(), |v| tf("ttr-of", Args::new().count("part", v.interrupted as i64).count("whole", v.games as i64))) }</td>
                            <td class="num">{ opt(e.evaluation.as_ref().and_then(|v| v.finished_mean_score), 1) }</td>
                            <td class="num">{ e.evaluation.as_ref().and_then(|v| Some(format!("{}–{}", v.min?, v.max?))).unwrap_or_else(|| "–".into()) }</td>
                            <td class="num">{ e.evaluation.as_ref().map_or("–".into(), |v| format!("{} / {}", num(v.completed, 2), num(v.failed, 2))) }</td></tr>
                    }) }</tbody>
                </table>
            </div>
        </div>
    }
}
