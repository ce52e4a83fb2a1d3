//! The network's training in a worker with a live learning curve, the trained weights to
//! download, and the pre-trained network fetched on request (never compiled in).

use std::sync::Arc;

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use super::{field, select_value, starter};
use crate::games::ticket_to_ride::figures::learning_chart;
use crate::games::ticket_to_ride::forms::TrainForm;
use crate::games::ticket_to_ride::jobs::{Detail, Output, Request};
use crate::games::ticket_to_ride::nn::{EpochReport, Network, TrainOutcome};
use crate::plot::{line_chart, LineChart, Scale, Series, SeriesStyle, PALETTE};
use crate::web::components::{
    download, maybe_stale, on_typed, FitChart, JobProgress, JobProgressProps,
};
use crate::web::job::{use_job, JobSpec, JobState};
use crate::web::job::{DeferredDetail, DeferredOutput};

/// Where the pre-trained network's weights are served (copied there by Trunk).
const SHIPPED_URL: &str = "ttr_network.json";

/// The text at `url`, fetched by the browser (`fetch`, called through `js_sys` so the page
/// needs no more of `web-sys`). A failure is said in words — the browser's own message (a
/// JavaScript error's `message`, never its stack), and what to do when the file cannot be
/// reached at all.
async fn fetch_text(url: &str) -> Result<String, String> {
    let js = |e: wasm_bindgen::JsValue| {
        e.dyn_ref::<js_sys::Error>()
            .map(|e| String::from(e.message()))
            .or_else(|| e.as_string())
            .unwrap_or_else(|| "the browser gave no reason".to_string())
    };
    let unreachable = |e: wasm_bindgen::JsValue| {
        format!(
            "{url} could not be fetched ({}): the network may be off. The file is downloaded \
             only when asked for; load it once while online and it is kept for offline use",
            js(e)
        )
    };
    let global = js_sys::global();
    let fetch: js_sys::Function = js_sys::Reflect::get(&global, &"fetch".into())
        .map_err(js)?
        .dyn_into()
        .map_err(js)?;
    let promise: js_sys::Promise = fetch
        .call1(&global, &url.into())
        .map_err(js)?
        .dyn_into()
        .map_err(js)?;
    let response = JsFuture::from(promise).await.map_err(unreachable)?;
    let get = |name: &str| js_sys::Reflect::get(&response, &name.into()).map_err(js);
    if get("ok")?.as_bool() != Some(true) {
        return Err(format!(
            "{url}: HTTP {}",
            get("status")?.as_f64().unwrap_or(0.0)
        ));
    }
    let text: js_sys::Function = get("text")?.dyn_into().map_err(js)?;
    let promise: js_sys::Promise = text.call0(&response).map_err(js)?.dyn_into().map_err(js)?;
    JsFuture::from(promise)
        .await
        .map_err(unreachable)?
        .as_string()
        .ok_or_else(|| format!("{url}: not text"))
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
            loaded.set(Some(Ok("loading…".into())));
            wasm_bindgen_futures::spawn_local(async move {
                let result = fetch_text(SHIPPED_URL)
                    .await
                    .and_then(|text| Network::from_json(&text));
                match result {
                    Ok(n) => {
                        let message = format!(
                            "The pre-trained network ({} parameters) now plays as the network opponent.",
                            n.parameters()
                        );
                        on_network.emit(Arc::new(n));
                        loaded.set(Some(Ok(message)));
                    }
                    Err(e) => loaded.set(Some(Err(format!("could not load the network: {e}")))),
                }
            });
        })
    };
    html! {
        <div class="ttr-panel" id="ttr-train">
            <h2>{ "Train the network player" }</h2>
            <p>{ "As in the thesis: the algorithmic player plays the teacher's games; the decisions of seats that scored at least 120 (or the best half) become examples of the four decisions (claim, draw cards, draw tickets, pass); a network with hidden layers of 180 and 160 neurons learns them with AdaGrad in mini-batches, a tenth held out. The untrained network plays first (epoch 0, the thesis's iteration 0), then the network after each epoch. When the training ends, the network plays the page's games as the network opponent." }</p>
            <p class="hint">{ "The thesis's protocol as its code ran it: an \"epoch\" of TensorFlow's estimator is as many steps as the batch size (40 × 250 steps of 250 decisions), the batch's losses summed, AdaGrad at 0.05 starting from sums of 0.1, 60 games per table size after each epoch — about 3 minutes here. Its chapter 6 (the learning table) ran 10 iterations of 100 steps of 100. The inputs: the thesis's 26 features; its revision as its words read (the other players' data out, the cards of each colour and the largest colour in: 28); or as its code did it (the 26 and the largest colour and the count of colours held: 28)." }</p>
            <div class="form-grid">
                <label>{ "protocol" }
                    <select id="ttr-t-protocol" onchange={protocol}>
                        <option value="" selected=true disabled=true>{ "choose to fill the fields…" }</option>
                        <option value="ours">{ "ours (30 epochs of one pass, mean loss)" }</option>
                        <option value="thesis">{ "the thesis's chapter 5 (40 × 250 steps, summed loss)" }</option>
                        <option value="thesis-progress">{ "the thesis's chapter 6 (10 × 100 steps of 100)" }</option>
                    </select>
                </label>
                <label>{ "inputs" }
                    <select id="ttr-t-features" onchange={choose(|x, v| x.features = v)}>
                        <option value="original" selected={f.features == "original"}>{ "the thesis's 26 features" }</option>
                        <option value="revised" selected={f.features == "revised"}>{ "revised, as its words read (28)" }</option>
                        <option value="repository" selected={f.features == "repository"}>{ "revised, as its code did (28)" }</option>
                    </select>
                </label>
                <label>{ "teacher games per table size" }<input id="ttr-t-games" value={f.games.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.games = v))} /></label>
                <label>{ "table sizes" }<input id="ttr-t-counts" value={f.counts.clone()} oninput={on_typed(set(|x, v| x.counts = v))} /></label>
                <label>{ "epochs" }<input id="ttr-t-epochs" value={f.epochs.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.epochs = v))} /></label>
                <label>{ "batch" }<input id="ttr-t-batch" value={f.batch.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.batch = v))} /></label>
                <label>{ "batches per epoch (empty: one pass)" }<input id="ttr-t-steps" value={f.steps.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.steps = v))} /></label>
                <label>{ "batch loss" }
                    <select id="ttr-t-loss" onchange={choose(|x, v| x.loss = v)}>
                        <option value="mean" selected={f.loss == "mean"}>{ "mean (ours)" }</option>
                        <option value="sum" selected={f.loss == "sum"}>{ "sum (the thesis's)" }</option>
                    </select>
                </label>
                <label>{ "learning rate" }<input id="ttr-t-rate" value={f.rate.clone()} oninput={on_typed(set(|x, v| x.rate = v))} /></label>
                <label>{ "AdaGrad's starting sums" }<input id="ttr-t-acc" value={f.accumulator.clone()} oninput={on_typed(set(|x, v| x.accumulator = v))} /></label>
                <label>{ "evaluation games per epoch" }<input id="ttr-t-eval" value={f.eval.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.eval = v))} /></label>
                <label>{ "seed" }<input id="ttr-t-seed" value={f.seed.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.seed = v))} /></label>
            </div>
            if let Some(e) = &*error { <p class="error" id="ttr-t-error" role="alert">{ e }</p> }
            <div class="controls">
                <button id="ttr-t-run" class="primary" disabled={job.running()} onclick={start}>{ "Train" }</button>
                <button id="ttr-t-load" onclick={load}>{ "…or load the pre-trained network (340 KB)" }</button>
            </div>
            if let Some(Ok(m)) = &*loaded { <p id="ttr-t-loaded" role="status">{ m }</p> }
            if let Some(Err(e)) = &*loaded { <p class="error" id="ttr-t-loaded" role="alert">{ e }</p> }
            <JobProgress ..JobProgressProps::of(&job, "ttr-t") />
            if !epochs.is_empty() {
                { maybe_stale(outcome.as_ref().is_some_and(|o| o.1), "ttr-t", epochs_view(&epochs)) }
            }
            if let (Some((o, _)), Some(w)) = (&outcome, weights) {
                <p id="ttr-t-done">{ format!("Trained on {} decisions from {} teacher games ({} seats kept, mean score {:.1}). The network opponent now plays with it.", o.data.train, o.data.games, o.data.kept_seats, o.data.kept_mean_score) }</p>
                <p id="ttr-t-time" data-millis={format!("{millis:.0}")} data-epochs={o.epochs.len().to_string()}>{ format!("{:.1} s in the worker, {:.2} s per epoch (the teacher's games and the evaluation games included).", millis / 1e3, millis / 1e3 / o.epochs.len().max(1) as f64) }</p>
                <div class="controls">
                    <button class="small" id="ttr-t-download" onclick={move |_| download("ttr_network.json", "application/json", &w)}>{ "Download weights" }</button>
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
        title: "Loss and accuracy after each epoch".into(),
        x_label: "epoch".into(),
        y_label: "cross-entropy / share right".into(),
        x_scale: Scale::Linear,
        y_scale: Scale::Linear,
        series: vec![
            series("training loss", PALETTE[0], SeriesStyle::Line, |e| {
                Some(e.loss)
            }),
            series("held-out loss", PALETTE[0], SeriesStyle::Dashed, |e| {
                e.held_out_loss
            }),
            series("training accuracy", PALETTE[1], SeriesStyle::Line, |e| {
                Some(e.accuracy)
            }),
            series("held-out accuracy", PALETTE[1], SeriesStyle::Dashed, |e| {
                e.held_out_accuracy
            }),
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
    let opt = |v: Option<f64>, d: usize| v.map_or("–".into(), |x| format!("{x:.d$}"));
    let (untrained, trained) = match epochs.split_first() {
        Some((first, rest)) if first.epoch == 0 => (Some(first), rest),
        _ => (None, epochs),
    };
    let learning = learning_chart(untrained, trained);
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
                    <figcaption>{ "The thesis's figure of the learning: the scores of the network's games after each epoch. The thesis's own rule ends a game at a forbidden decision and leaves it out; its mean is the dashed line, ours (every game, forbidden decisions replaced) the solid one." }</figcaption>
                    <button class="small" id="ttr-t-svg" onclick={move |_| download("ticket-to-ride-learning.svg", "image/svg+xml", &learning_svg)}>{ "Export SVG" }</button>
                </figure>
            }
            <div class="scroll">
                <table id="ttr-t-epochs">
                    <thead><tr><th>{ "epoch" }</th><th>{ "loss" }</th><th>{ "accuracy" }</th><th>{ "held-out loss" }</th><th>{ "held-out accuracy" }</th><th>{ "mean score" }</th><th>{ "forbidden %" }</th><th>{ "interrupted games" }</th><th>{ "mean, the thesis's rule" }</th><th>{ "min–max" }</th><th>{ "tickets done / failed" }</th></tr></thead>
                    <tbody>{ for epochs.iter().map(|e| html! {
                        <tr><td class="num">{ e.epoch }</td><td class="num">{ format!("{:.4}", e.loss) }</td><td class="num">{ format!("{:.3}", e.accuracy) }</td>
                            <td class="num">{ opt(e.held_out_loss, 4) }</td><td class="num">{ opt(e.held_out_accuracy, 3) }</td>
                            <td class="num">{ opt(e.evaluation.as_ref().map(|v| v.mean_score), 1) }</td>
                            <td class="num">{ opt(e.evaluation.as_ref().map(|v| 100.0 * v.forbidden_rate), 1) }</td>
                            <td class="num">{ e.evaluation.as_ref().map_or("–".into(), |v| format!("{} of {}", v.interrupted, v.games)) }</td>
                            <td class="num">{ opt(e.evaluation.as_ref().and_then(|v| v.finished_mean_score), 1) }</td>
                            <td class="num">{ e.evaluation.as_ref().and_then(|v| Some(format!("{}–{}", v.min?, v.max?))).unwrap_or_else(|| "–".into()) }</td>
                            <td class="num">{ e.evaluation.as_ref().map_or("–".into(), |v| format!("{:.2} / {:.2}", v.completed, v.failed)) }</td></tr>
                    }) }</tbody>
                </table>
            </div>
        </div>
    }
}
