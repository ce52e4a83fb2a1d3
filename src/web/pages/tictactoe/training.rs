//! "A network that teaches itself" on the tic-tac-toe page: AlphaZero-style self-play training
//! from nothing, run in a Web Worker, its loss and strength curves drawn as each generation
//! ends, the network saved as a file and a saved one loaded and measured.
//!
//! Thin by design: the run is the core's [`TrainingJob`](crate::learn::job::TrainingJob)
//! behind the tic-tac-toe lab's `Train` request, the curves, words and CSV come from
//! [`crate::games::tictactoe::training`], and the judge of a loaded network is the lab's
//! `Judge` request. The run is kept for the whole visit, with a helper worker per further core
//! that plays part of each generation's games ([`use_kept_job_with_helpers`]), so it goes on
//! while the person looks at another lab.

use yew::prelude::*;

use crate::games::tictactoe::jobs::{Detail, Output, Request};
use crate::games::tictactoe::training::{
    check_network_in, history_csv, loss_chart_in, perfect_from, strength_chart_in,
    strength_words_in, summary_in, workers_words_in, TrainRequest, MAX_HELPERS,
};
use crate::i18n::Args;
use crate::learn::network::Network;
use crate::learn::trainer::GenerationPoint;
use crate::text::FieldError;
use crate::web::components::{
    download, field_error_of, FitChart, GambitImport, JobProgress, JobProgressProps,
};
use crate::web::i18n::{catalogue, t, tf};
use crate::web::job::{
    use_job, use_kept_job_with_helpers, worker_count, DeferredDetail, DeferredOutput, JobState,
};

/// The four fields as typed.
#[derive(Clone, PartialEq)]
struct Fields {
    generations: String,
    games: String,
    simulations: String,
    seed: String,
}

impl Fields {
    fn read(&self) -> Result<TrainRequest, Vec<FieldError>> {
        TrainRequest::read(
            &self.generations,
            &self.games,
            &self.simulations,
            &self.seed,
        )
    }
}

/// The training panel.
#[function_component(TrainingPanel)]
pub fn training_panel() -> Html {
    let words = catalogue();
    let defaults = TrainRequest::default();
    let fields = use_state(|| Fields {
        generations: defaults.generations.to_string(),
        games: defaults.games_per_generation.to_string(),
        simulations: defaults.simulations.to_string(),
        seed: defaults.seed.to_string(),
    });
    // Self-play is shared with the page's other workers, one per core.
    let helpers = worker_count().saturating_sub(1).min(MAX_HELPERS as usize);
    let job = use_kept_job_with_helpers("tictactoe-training", helpers);
    let judge = use_job();
    let pasted = use_state(String::new);
    let load_error = use_state(|| None::<String>);

    let read = fields.read();
    let errors: Vec<FieldError> = read.clone().err().unwrap_or_default();
    let error_of = |field: &str| field_error_of(&errors, field);
    let input = |id: &'static str, value: &str, set: fn(&mut Fields, String)| {
        let fields = fields.clone();
        let onchange = Callback::from(move |e: Event| {
            let mut next = (*fields).clone();
            set(
                &mut next,
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            );
            fields.set(next);
        });
        html! {
            <input id={id} type="text" inputmode="numeric" size="6" value={value.to_string()} {onchange}
                aria-describedby={format!("error-{id}")} disabled={job.running()} />
        }
    };
    let start = {
        let job = job.clone();
        let read = read.clone();
        Callback::from(move |_: MouseEvent| {
            if let Ok(r) = &read {
                job.start(Request::Train(TrainRequest {
                    helpers: helpers as u32,
                    ..*r
                }));
            }
        })
    };

    // The curves: the finished run's, else the running one's so far.
    let done = match &*job.state {
        JobState::Done(output, ms) => Some((DeferredOutput::of(output), *ms)),
        _ => None,
    };
    let detail = job.detail.as_ref().as_ref().and_then(DeferredDetail::of);
    let (history, finished): (Vec<GenerationPoint>, Option<(Network, f64)>) = match (done, detail) {
        (Some((Some(DeferredOutput::TicTacToe(Output::Trained(o))), ms)), _) => {
            (o.history, Some((o.network, ms)))
        }
        (_, Some(DeferredDetail::TicTacToe(Detail::Training(h)))) if job.running() => (h, None),
        _ => (Vec::new(), None),
    };
    let seconds = finished.as_ref().map_or(job.elapsed_ms(), |(_, ms)| *ms) / 1000.0;
    let save = finished.as_ref().map(|(network, _)| {
        let json = network.to_json();
        Callback::from(move |_: MouseEvent| {
            download("tictactoe-net.json", "application/json", &json)
        })
    });
    let export_csv = {
        let table = history_csv(&history);
        Callback::from(move |_: MouseEvent| download("training.csv", "text/csv", &table))
    };
    let on_text = {
        let pasted = pasted.clone();
        Callback::from(move |t: String| pasted.set(t))
    };
    let on_import = {
        let (pasted, load_error, judge) = (pasted.clone(), load_error.clone(), judge.clone());
        let words = words.clone();
        Callback::from(move |_: MouseEvent| {
            match Network::from_json(&pasted).and_then(|n| check_network_in(&n, &words).map(|()| n))
            {
                Ok(network) => {
                    load_error.set(None);
                    judge.start(Request::Judge { network });
                }
                Err(e) => load_error.set(Some(tf(
                    "ttt-train-not-network",
                    Args::new().text("error", e.to_string()),
                ))),
            }
        })
    };
    let judged = match &*judge.state {
        JobState::Done(output, _) => match DeferredOutput::of(output) {
            Some(DeferredOutput::TicTacToe(Output::Judged(s))) => {
                Some(strength_words_in(&s, &words))
            }
            _ => None,
        },
        JobState::Failed(e) => Some(e.clone()),
        _ => None,
    };

    html! {
        <section class="stats training" id="training">
            <h2>{ t("ttt-train-title") }</h2>
            <p class="explain">{ t("ttt-train-explain") }</p>
            <p class="explain" id="train-workers">{ workers_words_in(helpers, &words) }</p>
            <div class="controls">
                <label>{ t("ttt-train-generations") + " " }{ input("train-generations", &fields.generations, |f, v| f.generations = v) }</label>
                { error_of("train-generations") }
                <label>{ t("ttt-train-games") + " " }{ input("train-games", &fields.games, |f, v| f.games = v) }</label>
                { error_of("train-games") }
                <label>{ t("ttt-train-simulations") + " " }{ input("train-simulations", &fields.simulations, |f, v| f.simulations = v) }</label>
                { error_of("train-simulations") }
                <label>{ t("ttt-train-seed") + " " }{ input("train-seed", &fields.seed, |f, v| f.seed = v) }</label>
                { error_of("train-seed") }
                <button id="train-start" onclick={start} disabled={job.running() || read.is_err()}>{ t("ttt-train-start") }</button>
            </div>
            <JobProgress ..JobProgressProps::of(&job, "train") />
            if !history.is_empty() {
                <p id="train-summary" aria-live="polite">{ summary_in(&history, seconds, &words) }</p>
                if let Some(s) = history.iter().rev().find_map(|p| p.strength.as_ref()) {
                    <p id="train-strength">{ strength_words_in(s, &words) }</p>
                }
                <div class="chart" id="train-loss-chart"><FitChart spec={loss_chart_in(&history, &words)} /></div>
                <div class="chart" id="train-strength-chart"><FitChart spec={strength_chart_in(&history, &words)} /></div>
                <div class="controls">
                    <button class="small" id="train-csv" onclick={export_csv}>{ t("ttt-train-csv") }</button>
                    if let Some(save) = save {
                        <button class="small" id="train-save" onclick={save}>{ t("ttt-train-save") }</button>
                    }
                </div>
                if finished.is_some() {
                    <p class="note" id="train-perfect">{ match perfect_from(&history) {
                        Some(g) => tf("ttt-train-perfect", Args::new().count("generation", g as i64)),
                        None => t("ttt-train-not-perfect"),
                    } }</p>
                }
            }
            <GambitImport summary={t("ttt-train-load-summary")} kind={t("ttt-train-load-kind")}
                input_id="train-load-text" button_id="train-load" error_id="train-load-error" rows={6}
                text={(*pasted).clone()} {on_text} {on_import} error={(*load_error).clone()} />
            <JobProgress ..JobProgressProps::of(&judge, "train-judge") />
            if let Some(words) = judged {
                <p id="train-judged">{ words }</p>
            }
        </section>
    }
}
