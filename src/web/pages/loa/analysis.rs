//! The analysis panel: a node budget, "Analyse this position", and what the engine's search found
//! on the position shown (live while it runs). The page owns the search's worker (it drops the
//! search when the position changes); the panel only keeps the chosen budget.

use yew::prelude::*;

use super::search::Search;
use crate::games::loa::lab::{
    group, nodes_option_in, plies_text_in, pv_text, score_meaning_in, short_score_in,
    speed_text_in, Lab, SearchRequest, SearchSeen, ANALYSIS_PRESETS, DEFAULT_ANALYSIS_BUDGET,
};
use crate::games::loa::Loa;
use crate::i18n::Args;
use crate::web::i18n::{catalogue, t, tf};

/// The analysis of the position shown: a budget, a button, and what the search found (live
/// while it runs).
pub(super) fn analysis_panel(
    lab: &Lab,
    job: &Search,
    analysed: Option<&(SearchRequest, SearchSeen)>,
) -> Html {
    html! { <AnalysisPanel lab={lab.clone()} job={JobRef(job.clone())} analysed={analysed.cloned()} /> }
}

/// A search handle as a property (handles are equal when they drive the same worker).
#[derive(Clone)]
pub(super) struct JobRef(Search);

impl PartialEq for JobRef {
    fn eq(&self, _: &Self) -> bool {
        // One handle per page component, for the component's life.
        true
    }
}

#[derive(Properties, PartialEq)]
struct AnalysisProps {
    lab: Lab,
    job: JobRef,
    analysed: Option<(SearchRequest, SearchSeen)>,
}

#[function_component(AnalysisPanel)]
fn analysis_panel_view(props: &AnalysisProps) -> Html {
    let budget = use_state(|| DEFAULT_ANALYSIS_BUDGET);
    let words = catalogue();
    let lab = &props.lab;
    let job = &props.job.0;
    let request = lab.analysis_request(*budget);
    let start = {
        let (job, request) = (job.clone(), request.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(r) = &request {
                if job.key().as_ref() == Some(r) {
                    job.restart();
                } else {
                    let spec = r.spec();
                    job.want(Some((r.clone(), spec.into())));
                }
            }
        })
    };
    let choose = {
        let budget = budget.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Ok(n) = value.parse() {
                budget.set(n);
            }
        })
    };
    let cancel = {
        let job = job.clone();
        Callback::from(move |_: MouseEvent| job.cancel())
    };
    let running = props
        .analysed
        .as_ref()
        .is_some_and(|(_, f)| f.searching.is_some());
    let game: Option<Loa> = lab.shown_game();
    let body = match (&props.analysed, &game) {
        (Some((r, f)), Some(game)) => analysis_result(game, r, f, cancel),
        _ => html! {},
    };
    html! {
        <section class="loa-analysis" id="loa-analysis" aria-labelledby="loa-analysis-title">
            <h2 id="loa-analysis-title">{ t("loa-analysis-title") }</h2>
            <p class="explain">{ t("loa-analysis-explain") }</p>
            <div class="controls">
                <label>{ format!("{} ", t("loa-budget")) }
                    <select id="loa-analysis-budget" onchange={choose}>
                        { for ANALYSIS_PRESETS.iter().map(|&n| html! {
                            <option value={n.to_string()} selected={n == *budget}>{ nodes_option_in(n, &words) }</option>
                        }) }
                    </select>
                </label>
                <button id="loa-analyse" disabled={request.is_none() || running} onclick={start}>{ t("loa-analyse") }</button>
            </div>
            if request.is_none() {
                <p class="note" id="loa-analysis-none">{ match game.as_ref() {
                    Some(_) => t("loa-analysis-game-over"),
                    None => t("loa-not-playable"),
                } }</p>
            }
            { body }
        </section>
    }
}

fn analysis_result(
    game: &Loa,
    request: &SearchRequest,
    f: &SearchSeen,
    cancel: Callback<MouseEvent>,
) -> Html {
    let to_move = game.board().to_move();
    let words = catalogue();
    let progress = match (&f.failed, f.searching) {
        (Some(reason), _) => {
            html! { <p class="error" id="loa-analysis-status" role="alert">{ tf("loa-analysis-failed", Args::new().text("reason", reason.clone())) }</p> }
        }
        (None, Some(depth)) => html! {
            <div class="job" id="loa-analysis-job">
                <progress id="loa-analysis-progress" max="1" value={f.fraction.to_string()} aria-label={t("loa-analysis-progress-label")}></progress>
                <span class="job-status" id="loa-analysis-status">{ f.analysis_running_text_in(depth, request.max_nodes, &words) }</span>
                <button id="loa-analysis-cancel" onclick={cancel}>{ t("loa-cancel") }</button>
            </div>
        },
        (None, None) => html! {
            <p class="note" id="loa-analysis-status">{ f.analysis_stopped_text_in(request.max_nodes, &words) }</p>
        },
    };
    let table = match &f.analysis {
        Some(a) => {
            let best = a.best.map_or("—".to_string(), |m| m.to_string());
            html! {
                <dl class="loa-figures" id="loa-analysis-figures">
                    <dt>{ t("loa-evaluation") }</dt>
                    <dd><strong id="loa-analysis-score">{ short_score_in(to_move, a, &words) }</strong>
                        <span class="note" id="loa-analysis-score-words">{ format!(" — {}", score_meaning_in(to_move, a, &words)) }</span></dd>
                    <dt>{ t("loa-best-move") }</dt><dd id="loa-analysis-best">{ best }</dd>
                    <dt>{ t("loa-pv") }</dt><dd class="loa-pv" id="loa-analysis-pv">{ pv_text(game, &a.pv) }</dd>
                    <dt>{ t("loa-depth") }</dt><dd id="loa-analysis-depth">{ plies_text_in(a.depth, &words) }</dd>
                    <dt>{ t("loa-nodes") }</dt><dd id="loa-analysis-nodes">{ group(f.nodes.max(a.nodes)) }</dd>
                    <dt>{ t("loa-speed") }</dt><dd id="loa-analysis-speed">{ f.speed.map_or("—".to_string(), |v| speed_text_in(v, &words)) }</dd>
                </dl>
            }
        }
        None if f.searching.is_some() => html! {
            <p class="note" id="loa-analysis-waiting">{ f.waiting_text_in(&words) }</p>
        },
        None => html! {},
    };
    html! {
        <>
            { progress }
            { table }
            <p class="note">{ t("loa-analysis-note") }</p>
        </>
    }
}
