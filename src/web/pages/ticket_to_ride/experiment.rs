//! The thesis's experiment: many games with one kind of player in every seat, split over one
//! worker per core, merged into the thesis's table beside the thesis's means, with CSV export.

use yew::prelude::*;

use super::{field, select_value, NetworkProps};
use crate::games::ticket_to_ride::experiment::{table_under, ForbiddenRule, GameResult};
use crate::games::ticket_to_ride::figures::{results_chart_in, score_chart_in, THESIS_MODE};
use crate::games::ticket_to_ride::forms::{ExperimentForm, ExperimentRequest};
use crate::games::ticket_to_ride::jobs::{Agent, Output, Request};
use crate::games::ticket_to_ride::page_text::{
    experiment_head_in, experiment_table_under, experiment_table_under_in, EXPERIMENT_HEAD,
};
use crate::i18n::Args;
use crate::plot::{csv, line_chart};
use crate::web::components::{download, maybe_stale, on_typed, FitChart};
use crate::web::i18n::{catalogue, num, t, tf};
use crate::web::job::DeferredOutput;
use crate::web::job::{use_job_pool, worker_count, JobSpec};

#[function_component(ExperimentPanel)]
pub(super) fn experiment_panel(props: &NetworkProps) -> Html {
    let form = use_state(ExperimentForm::default);
    let error = use_state(|| None::<String>);
    let n = worker_count();
    let pool = use_job_pool(n);
    let run = use_state(|| None::<ExperimentRequest>);
    // How the table reads a game with a forbidden decision (no new run needed).
    let rule = use_state(ForbiddenRule::default);
    let on_rule = {
        let rule = rule.clone();
        Callback::from(move |e: Event| {
            rule.set(ForbiddenRule::parse(&select_value(&e)).unwrap_or_default())
        })
    };
    let start = {
        let (form, error, pool, run) = (form.clone(), error.clone(), pool.clone(), run.clone());
        let network = props.network.clone();
        Callback::from(move |_: MouseEvent| match form.request_said() {
            Ok(r) => {
                let Ok(agent) = Agent::named(&r.agent, network.as_deref()) else {
                    error.set(Some(t("ttr-x-need-network")));
                    return;
                };
                error.set(None);
                let ExperimentRequest {
                    players,
                    games,
                    seed,
                    ..
                } = r.clone();
                let workers = (pool.len() as u64).min(games * players.len() as u64);
                for i in 0..workers {
                    pool.start(
                        i as usize,
                        JobSpec::from(Request::Experiment {
                            agent: agent.clone(),
                            players: players.clone(),
                            games,
                            seed,
                            first: i,
                            stride: workers,
                        }),
                    );
                }
                run.set(Some(r));
            }
            Err(e) => error.set(Some(catalogue().say(&e))),
        })
    };
    let cancel = {
        let pool = pool.clone();
        Callback::from(move |_: MouseEvent| pool.cancel())
    };
    let finished: Option<Vec<GameResult>> = pool.finished().map(|outputs| {
        let mut games = Vec::new();
        for (output, _) in outputs {
            if let Some(DeferredOutput::TicketToRide(Output::Games(g))) = DeferredOutput::of(output)
            {
                games.extend(g.iter().cloned());
            }
        }
        crate::web::components::sort_by_number(&mut games, |g| {
            ((g.players as u64) << 32) | g.index
        });
        games
    });
    let f = (*form).clone();
    let set = |w: fn(&mut ExperimentForm, String), select: bool| field(&form, w, select);
    let progress = pool.progress();
    html! {
        <div class="ttr-panel" id="ttr-experiment">
            <h2>{ t("ttr-x-title") }</h2>
            <p>{ t("ttr-x-text") }</p>
            <div class="form-grid">
                <label>{ t("ttr-player") }
                    <select id="ttr-x-agent" onchange={set(|x, v| x.agent = v, true)}>
                        <option value="algo" selected={f.agent == "algo"}>{ t("ttr-algorithmic") }</option>
                        <option value="algo-thesis" selected={f.agent == "algo-thesis"}>{ t("ttr-algo-thesis") }</option>
                        <option value="nn" selected={f.agent == "nn"} disabled={props.network.is_none()}>{ t("ttr-network-trained") }</option>
                        <option value="random" selected={f.agent == "random"}>{ t("ttr-random") }</option>
                    </select>
                </label>
                <label>{ t("ttr-players") }
                    <select id="ttr-x-players" onchange={set(|x, v| x.players = v, true)}>
                        { for (2..=5).map(|p| html! { <option value={p.to_string()} selected={f.players == p.to_string()}>{ p }</option> }) }
                        <option value="all" selected={f.players == "all"}>{ t("ttr-x-all-sizes") }</option>
                    </select>
                </label>
                <label>{ t("ttr-x-games") }<input id="ttr-x-games" value={f.games.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.games = v, false))} /></label>
                <label>{ t("ttr-seed") }<input id="ttr-x-seed" value={f.seed.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.seed = v, false))} /></label>
                <label>{ t("ttr-forbidden") }
                    <select id="ttr-x-rule" onchange={on_rule}>
                        <option value="replace" selected={*rule == ForbiddenRule::Replace}>{ t("ttr-x-rule-replace") }</option>
                        <option value="end" selected={*rule == ForbiddenRule::End}>{ t("ttr-x-rule-end") }</option>
                    </select>
                </label>
            </div>
            if let Some(e) = &*error { <p class="error" id="ttr-x-error" role="alert">{ e }</p> }
            <div class="controls">
                <button id="ttr-x-run" class="primary" disabled={pool.running()} onclick={start}>{ tf("ttr-x-run", Args::new().count("n", n as i64)) }</button>
                if pool.running() { <button id="ttr-x-cancel" onclick={cancel}>{ t("common-cancel") }</button> }
            </div>
            if let (true, Some(p)) = (pool.running(), progress) {
                <div class="job"><progress id="ttr-x-progress" max="1" value={p.fraction.to_string()}></progress><span class="job-status">{ tf("ttr-running-games", Args::new().count("n", p.done as i64)) }</span></div>
            }
            if let (Some(games), Some(r)) = (finished, (*run).clone()) {
                { maybe_stale(form.request().ok().as_ref() != Some(&r), "ttr-x", result_table(&games, &r.agent, *rule)) }
            }
        </div>
    }
}

fn result_table(games: &[GameResult], agent: &str, rule: ForbiddenRule) -> Html {
    let words = catalogue();
    let head = experiment_head_in(&words);
    let body: Vec<Vec<String>> = experiment_table_under_in(games, agent, rule, &words);
    let data = csv(
        &EXPERIMENT_HEAD,
        &experiment_table_under(games, agent, rule),
    );
    html! {
        <div id="ttr-x-result">
            <div class="scroll">
                <table id="ttr-x-table">
                    <thead><tr>{ for head.iter().map(|h| html! { <th>{ h }</th> }) }</tr></thead>
                    <tbody>{ for body.iter().map(|row| html! { <tr>{ for row.iter().map(|c| html! { <td class="num">{ c }</td> }) }</tr> }) }</tbody>
                </table>
            </div>
            <div class="controls">
                <button class="small" id="ttr-x-csv" onclick={move |_| download("ticket-to-ride-experiment.csv", "text/csv", &data)}>{ t("ttr-export-csv") }</button>
            </div>
            { score_figure(games) }
            { results_figure(games, rule) }
        </div>
    }
}

/// The thesis's figure of the results per table size (lowest, highest, mean, median); SVG.
fn results_figure(games: &[GameResult], rule: ForbiddenRule) -> Html {
    let Some(chart) = results_chart_in(&table_under(games, rule), &catalogue()) else {
        return html! {};
    };
    let svg = line_chart(&chart).unwrap_or_default();
    html! {
        <figure class="chart" id="ttr-x-results">
            <FitChart spec={chart} />
            <figcaption>{ t("ttr-x-results-caption") }</figcaption>
            <button class="small" id="ttr-x-results-svg" onclick={move |_| download("ticket-to-ride-results.svg", "image/svg+xml", &svg)}>{ t("ttr-export-svg") }</button>
        </figure>
    }
}

/// The thesis's figure of the scores: the distribution per table size, the Gaussian of every
/// score and the most common score, each size's range; exportable as SVG.
fn score_figure(games: &[GameResult]) -> Html {
    let Some((chart, d)) = score_chart_in(games, &catalogue()) else {
        return html! {};
    };
    let svg = line_chart(&chart).unwrap_or_default();
    let ranges = d
        .ranges
        .iter()
        .map(|(p, lo, hi)| {
            tf(
                "ttr-x-range",
                Args::new()
                    .count("p", *p as i64)
                    .text("lo", lo.to_string())
                    .text("hi", hi.to_string()),
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    html! {
        <figure class="chart" id="ttr-x-figure">
            <FitChart spec={chart} />
            <figcaption id="ttr-x-figure-caption">{ tf("ttr-x-figure-caption", Args::new().text("mode", d.mode.to_string()).count("count", d.mode_count as i64).text("thesis", THESIS_MODE.to_string()).text("mean", num(d.mean, 1)).text("std", num(d.std, 1)).text("ranges", ranges)) }</figcaption>
            <button class="small" id="ttr-x-svg" onclick={move |_| download("ticket-to-ride-scores.svg", "image/svg+xml", &svg)}>{ t("ttr-export-svg") }</button>
        </figure>
    }
}
