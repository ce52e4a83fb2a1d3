//! The thesis's experiment: many games with one kind of player in every seat, split over one
//! worker per core, merged into the thesis's table beside the thesis's means, with CSV export.

use yew::prelude::*;

use super::{field, select_value, NetworkProps};
use crate::games::ticket_to_ride::experiment::{table_under, ForbiddenRule, GameResult};
use crate::games::ticket_to_ride::figures::{results_chart, score_chart, THESIS_MODE};
use crate::games::ticket_to_ride::forms::{ExperimentForm, ExperimentRequest};
use crate::games::ticket_to_ride::jobs::{Agent, Output, Request};
use crate::games::ticket_to_ride::page_text::{experiment_table_under, EXPERIMENT_HEAD};
use crate::plot::{csv, line_chart};
use crate::web::components::{download, maybe_stale, on_typed, FitChart};
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
        Callback::from(move |_: MouseEvent| match form.request() {
            Ok(r) => {
                let Ok(agent) = Agent::named(&r.agent, network.as_deref()) else {
                    error.set(Some("train a network below first".into()));
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
            Err(e) => error.set(Some(e)),
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
            <h2>{ "The thesis's experiment" }</h2>
            <p>{ "Many games with one kind of player in every seat, split across the workers — the same games as the native program's experiment with the same seed (game i at p players is dealt from the seed's stream p, then i). The table is the thesis's (Łabno 2018, ch. 5): scores, the share of players over 110, 120 and 140 points, tickets, forbidden moves (the network's decisions that were not legal, replaced by the algorithmic player's; or, by the thesis's rule, ending the game, which then counts only as interrupted) — beside the thesis's mean (250 games per table size)." }</p>
            <div class="form-grid">
                <label>{ "player" }
                    <select id="ttr-x-agent" onchange={set(|x, v| x.agent = v, true)}>
                        <option value="algo" selected={f.agent == "algo"}>{ "algorithmic" }</option>
                        <option value="algo-thesis" selected={f.agent == "algo-thesis"}>{ "algorithmic, by the thesis's own code" }</option>
                        <option value="nn" selected={f.agent == "nn"} disabled={props.network.is_none()}>{ "network (trained below)" }</option>
                        <option value="random" selected={f.agent == "random"}>{ "random" }</option>
                    </select>
                </label>
                <label>{ "players" }
                    <select id="ttr-x-players" onchange={set(|x, v| x.players = v, true)}>
                        { for (2..=5).map(|p| html! { <option value={p.to_string()} selected={f.players == p.to_string()}>{ p }</option> }) }
                        <option value="all" selected={f.players == "all"}>{ "2–5 (every size)" }</option>
                    </select>
                </label>
                <label>{ "games per table size" }<input id="ttr-x-games" value={f.games.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.games = v, false))} /></label>
                <label>{ "seed" }<input id="ttr-x-seed" value={f.seed.clone()} inputmode="numeric" oninput={on_typed(set(|x, v| x.seed = v, false))} /></label>
                <label>{ "a forbidden decision" }
                    <select id="ttr-x-rule" onchange={on_rule}>
                        <option value="replace" selected={*rule == ForbiddenRule::Replace}>{ "is replaced by the algorithmic player's (ours)" }</option>
                        <option value="end" selected={*rule == ForbiddenRule::End}>{ "ends the game, left out of the table (the thesis's)" }</option>
                    </select>
                </label>
            </div>
            if let Some(e) = &*error { <p class="error" id="ttr-x-error" role="alert">{ e }</p> }
            <div class="controls">
                <button id="ttr-x-run" class="primary" disabled={pool.running()} onclick={start}>{ format!("Run ({n} workers)") }</button>
                if pool.running() { <button id="ttr-x-cancel" onclick={cancel}>{ "Cancel" }</button> }
            </div>
            if let (true, Some(p)) = (pool.running(), progress) {
                <div class="job"><progress id="ttr-x-progress" max="1" value={p.fraction.to_string()}></progress><span class="job-status">{ format!("running: {} games played", p.done) }</span></div>
            }
            if let (Some(games), Some(r)) = (finished, (*run).clone()) {
                { maybe_stale(form.request().ok().as_ref() != Some(&r), "ttr-x", result_table(&games, &r.agent, *rule)) }
            }
        </div>
    }
}

fn result_table(games: &[GameResult], agent: &str, rule: ForbiddenRule) -> Html {
    let head = EXPERIMENT_HEAD;
    let body: Vec<Vec<String>> = experiment_table_under(games, agent, rule);
    let data = csv(&head, &body);
    html! {
        <div id="ttr-x-result">
            <div class="scroll">
                <table id="ttr-x-table">
                    <thead><tr>{ for head.iter().map(|h| html! { <th>{ *h }</th> }) }</tr></thead>
                    <tbody>{ for body.iter().map(|row| html! { <tr>{ for row.iter().map(|c| html! { <td class="num">{ c }</td> }) }</tr> }) }</tbody>
                </table>
            </div>
            <div class="controls">
                <button class="small" id="ttr-x-csv" onclick={move |_| download("ticket-to-ride-experiment.csv", "text/csv", &data)}>{ "Export CSV" }</button>
            </div>
            { score_figure(games) }
            { results_figure(games, rule) }
        </div>
    }
}

/// The thesis's figure of the results per table size (lowest, highest, mean, median); SVG.
fn results_figure(games: &[GameResult], rule: ForbiddenRule) -> Html {
    let Some(chart) = results_chart(&table_under(games, rule)) else {
        return html! {};
    };
    let svg = line_chart(&chart).unwrap_or_default();
    html! {
        <figure class="chart" id="ttr-x-results">
            <FitChart spec={chart} />
            <figcaption>{ "The thesis's figure of the results per table size (its \"Wyniki wg. ilości graczy\")." }</figcaption>
            <button class="small" id="ttr-x-results-svg" onclick={move |_| download("ticket-to-ride-results.svg", "image/svg+xml", &svg)}>{ "Export SVG" }</button>
        </figure>
    }
}

/// The thesis's figure of the scores: the distribution per table size, the Gaussian of every
/// score and the most common score, each size's range; exportable as SVG.
fn score_figure(games: &[GameResult]) -> Html {
    let Some((chart, d)) = score_chart(games) else {
        return html! {};
    };
    let svg = line_chart(&chart).unwrap_or_default();
    let ranges = d
        .ranges
        .iter()
        .map(|(p, lo, hi)| format!("{p} players {lo}–{hi}"))
        .collect::<Vec<_>>()
        .join(", ");
    html! {
        <figure class="chart" id="ttr-x-figure">
            <FitChart spec={chart} />
            <figcaption id="ttr-x-figure-caption">{ format!("The most common score is {} ({} players; the thesis: {THESIS_MODE}); every score together: mean {:.1}, σ {:.1}. Minimum–maximum: {ranges}.", d.mode, d.mode_count, d.mean, d.std) }</figcaption>
            <button class="small" id="ttr-x-svg" onclick={move |_| download("ticket-to-ride-scores.svg", "image/svg+xml", &svg)}>{ "Export SVG" }</button>
        </figure>
    }
}
