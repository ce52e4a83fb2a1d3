//! The strategy-optimisation lab: the thesis's four evolutionary optimisers on War and Rrrats!,
//! with a race as the comparator. One run in the worker with live progress (mutations,
//! accepted steps, σ, games) and the current strategy drawn as it evolves; batches of seeded
//! runs over one worker per core summarised like the thesis's Tables 4.1/4.2 with a box plot
//! and the thesis's claims beside them; head-to-head matches between any two strategies,
//! simulated with a confidence interval and, for Rrrats!, exact.
//!
//! This module is the page component (the form, the run and its result); each panel below it
//! has its own file. The form, its link and its validation are the core's
//! ([`crate::evolve::form`]), the run's chart data too ([`crate::evolve::charts`]).

use yew::prelude::*;
use yew_router::prelude::*;

use crate::web::routes::Route;

use crate::evolve::charts::history_chart_in;
use crate::evolve::form::{blocked_message_in, EvolveQuery, Form};
use crate::evolve::lab::eval_seed;
use crate::evolve::{GameConfig, Interpretation, Optimiser};
use crate::games::war::{AtCap, ShortWar};
use crate::i18n::Args;
use crate::racing::Algorithm;
use crate::stats::normal_interval;
use crate::web::components::{
    download, field_error, on_typed, FitChart, JobProgress, JobProgressProps,
};
use crate::web::i18n::{catalogue, num, t, tf};
use crate::web::job::{use_kept_job, JobDetail, JobOutput, JobSpec, JobState};

mod batch;
mod bench;
mod best_response;
mod head_to_head;
mod strategy;

use batch::BatchPanel;
use bench::GamesBenchPanel;
use best_response::BestResponsePanel;
use head_to_head::HeadToHeadPanel;
use strategy::{strategy_view, threshold_name};

fn ci(score: f64, se: f64) -> String {
    let (lo, hi) = normal_interval(score, se);
    tf(
        "evolve-ci",
        Args::new()
            .text("score", num(score, 4))
            .text("lo", num(lo, 4))
            .text("hi", num(hi, 4)),
    )
}

/// The optimisation page.
#[function_component(EvolvePage)]
pub fn evolve_page() -> Html {
    let location = use_location();
    let navigator = use_navigator();
    let initial = location
        .as_ref()
        .and_then(|l| l.query::<EvolveQuery>().ok())
        .unwrap_or_default();
    let (initial_form, link_error) = Form::from_query(&initial);
    let link_error = use_state(move || link_error);
    let form = use_state(move || initial_form);
    // Every change of the settings is written to the address, so a link shares them.
    {
        let navigator = navigator.clone();
        use_effect_with((*form).clone(), move |f| {
            if let Some(n) = &navigator {
                let _ = n.replace_with_query(&Route::lab("evolve"), &f.to_query());
            }
        });
    }
    // Kept for the visit: a run goes on while another lab is shown, and is found on return.
    let job = use_kept_job("evolve-run");
    // The game of the run in the worker (the form may change meanwhile).
    let running_game = match &*job.started {
        Some(JobSpec::Evolve(crate::evolve::jobs::Request::Optimise { config, .. })) => {
            Some(config.game)
        }
        _ => None,
    };
    let words = catalogue();
    let parsed = form.parse_in(&words);
    let errors: Vec<(&str, String)> = match &parsed {
        Ok(_) => Vec::new(),
        Err(e) => e.clone(),
    };
    let err = |field: &str| field_error(errors.iter().map(|(f, m)| (*f, m.as_str())), field);
    let text = |f: fn(&mut Form, String)| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            let mut next = (*form).clone();
            f(&mut next, v);
            form.set(next);
        })
    };
    let select = |f: fn(&mut Form, String)| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            let mut next = (*form).clone();
            f(&mut next, v);
            form.set(next);
        })
    };
    let toggle = |f: fn(&mut Form)| {
        let form = form.clone();
        Callback::from(move |_: Event| {
            let mut next = (*form).clone();
            f(&mut next);
            form.set(next);
        })
    };
    let run = {
        let job = job.clone();
        let form = form.clone();
        Callback::from(move |_: MouseEvent| {
            if let Ok(p) = form.parse() {
                job.start(JobSpec::Evolve(crate::evolve::jobs::Request::Optimise {
                    config: p.config,
                    run: 0,
                    eval_games: p.eval_games,
                    eval_seed: eval_seed(p.config.seed, 0).0,
                }));
            }
        })
    };
    let f = &*form;
    // The panels below need only the game: they stay on screen whatever else is wrong, and
    // say which fields stop their runs.
    let panel_game = f.game(&mut Vec::new());
    let blocked = blocked_message_in(&errors, &words);
    let blocked_but_runs = blocked_message_in(
        &errors
            .iter()
            .filter(|(f, _)| *f != "runs")
            .cloned()
            .collect::<Vec<_>>(),
        &words,
    );

    let rules = if f.game == "war" {
        html! {
            <fieldset class="rules" id="war-rules">
                <legend>{ t("evolve-war-rules") }</legend>
                <label>{ format!("{} ", t("evolve-face-down")) }<select id="face-down" onchange={select(|f, v| f.face_down = v)}>
                    <option value="1" selected={f.face_down == "1"}>{ t("evolve-face-down-1") }</option>
                    <option value="3" selected={f.face_down == "3"}>{ "3" }</option>
                </select></label>{ err("face-down") }
                <label>{ format!(" {} ", t("evolve-short-war")) }<select id="short-war" onchange={select(|f, v| f.short_war = if v == "last" { ShortWar::PlaysLastCard } else { ShortWar::Loses })}>
                    <option value="loses" selected={f.short_war == ShortWar::Loses}>{ t("evolve-short-war-loses") }</option>
                    <option value="last" selected={f.short_war == ShortWar::PlaysLastCard}>{ t("evolve-short-war-last") }</option>
                </select></label>
                <label>{ format!(" {} ", t("evolve-cap")) }<input id="cap" value={f.cap.clone()} oninput={on_typed(text(|f, v| f.cap = v))} size="7" /></label>{ err("cap") }
                <label>{ format!(" {} ", t("evolve-at-cap")) }<select id="at-cap" onchange={select(|f, v| f.at_cap = if v == "more" { AtCap::MoreCards } else { AtCap::Draw })}>
                    <option value="draw" selected={f.at_cap == AtCap::Draw}>{ t("evolve-at-cap-draw") }</option>
                    <option value="more" selected={f.at_cap == AtCap::MoreCards}>{ t("evolve-at-cap-more") }</option>
                </select></label>
            </fieldset>
        }
    } else {
        html! {
            <fieldset class="rules" id="rats-rules">
                <legend>{ t("evolve-rats-rules") }</legend>
                <label><input type="checkbox" id="auto-stop" checked={f.rats.auto_stop_at_limit} onchange={toggle(|f| f.rats.auto_stop_at_limit = !f.rats.auto_stop_at_limit)} />{ format!(" {}", t("evolve-auto-stop")) }</label>
                <label><input type="checkbox" id="pile-check" checked={f.rats.pile_check_at_turn_end} onchange={toggle(|f| f.rats.pile_check_at_turn_end = !f.rats.pile_check_at_turn_end)} />{ format!(" {}", t("evolve-pile-check")) }</label>
                <label><input type="checkbox" id="bust-banks" checked={f.rats.bust_banks} onchange={toggle(|f| f.rats.bust_banks = !f.rats.bust_banks)} />{ format!(" {}", t("evolve-bust-banks")) }</label>
                <label><input type="checkbox" id="bust-returns" checked={f.rats.bust_returns_stolen} onchange={toggle(|f| f.rats.bust_returns_stolen = !f.rats.bust_returns_stolen)} />{ format!(" {}", t("evolve-bust-returns")) }</label>
            </fieldset>
        }
    };

    // Live view of the run.
    let live = match &*job.detail {
        Some(JobDetail::Evolve(crate::evolve::jobs::Detail { status, evaluating }))
            if job.running() =>
        {
            let game = running_game;
            html! {
                <div class="live" id="evolve-live">
                    <p id="evolve-live-status">{ tf("evolve-live-status", Args::new().count("mutation", status.mutations as i64).count("accepted", status.accepted as i64).text("sigma", num(status.sigma, 4)).text("games", crate::plot::fmt_number(status.games as f64)).count("population", status.population as i64)) }{ if *evaluating { format!(" · {}", t("evolve-live-evaluating")) } else { String::new() } }</p>
                    if let Some(g) = game { { strategy_view(&g, &status.x, "current-strategy") } }
                </div>
            }
        }
        _ => html! {},
    };
    let result = match &*job.state {
        JobState::Done(JobOutput::Evolve(crate::evolve::jobs::Output::Optimised(r)), millis) => {
            let r = (**r).clone();
            let o = &r.outcome;
            let e = r.evaluation;
            let game = o.config.game;
            let interpretation = match o.interpretation {
                Interpretation::War(p) => tf(
                    "evolve-war-interpretation",
                    Args::new()
                        .text("desc", num(p.desc * 100.0, 1))
                        .text("asc", num(p.asc * 100.0, 1))
                        .text("shuffled", num(p.shuffled * 100.0, 1)),
                ),
                Interpretation::Rrrats {
                    p_continue,
                    nearest_threshold,
                } => tf(
                    "evolve-rats-interpretation",
                    Args::new()
                        .text(
                            "p",
                            p_continue
                                .0
                                .iter()
                                .map(|v| num(*v, 3))
                                .collect::<Vec<_>>()
                                .join(" / "),
                        )
                        .text("rule", threshold_name(nearest_threshold)),
                ),
            };
            let params =
                o.x.iter()
                    .map(|v| format!("{v:.4}"))
                    .collect::<Vec<_>>()
                    .join(",");
            let json = serde_json::to_string_pretty(&r).unwrap_or_default();
            html! {
                <div class="result" id="evolve-result">
                    <h3>{ tf("evolve-found-by", Args::new().text("optimiser", o.config.optimiser.name_in(&words)).text("seconds", num(millis / 1000.0, 1))) }</h3>
                    { strategy_view(&game, &o.x, "found-strategy") }
                    <p id="found-interpretation">{ interpretation }</p>
                    <p>{ format!("{} ", t("evolve-parameters")) }<code id="found-params">{ params.clone() }</code></p>
                    <p id="found-score">{ tf("evolve-found-score", Args::new().text("games", crate::plot::fmt_number(e.games as f64)).text("score", ci(e.score(), e.std_error()))) }{ if e.draws > 0 { format!(", {}", tf("evolve-draws", Args::new().count("n", e.draws as i64))) } else { String::new() } }</p>
                    <p id="found-usage">{ tf("evolve-found-usage", Args::new().count("mutations", o.mutations as i64).count("accepted", o.accepted as i64).count("races", o.races as i64).text("games", crate::plot::fmt_number(o.games as f64)).text("sigma", num(o.sigma, 4))) }</p>
                    <div class="chart" id="history-chart"><FitChart spec={history_chart_in(&r, &words)} /></div>
                    <button id="export-run" onclick={Callback::from(move |_| download("optimisation-run.json", "application/json", &json))}>{ t("evolve-export-run") }</button>
                </div>
            }
        }
        _ => html! {},
    };

    html! {
        <section class="page" id="evolve">
            <h1>{ t("evolve-title") }</h1>
            <crate::web::components::Lead>{ t("evolve-lead") }</crate::web::components::Lead>
            <details class="rules-help" id="game-rules">
                <summary>{ t("evolve-rules-help") }</summary>
                <h3>{ t("evolve-war") }</h3>
                <p>{ t("evolve-war-rules-text") }</p>
                <p>{ t("evolve-war-strategy-text") }</p>
                <h3>{ "Rrrats!" }</h3>
                <p>{ t("evolve-rats-rules-text") }</p>
                <p>{ t("evolve-rats-strategy-text") }</p>
            </details>
            if let Some(e) = &*link_error { <p class="error" id="url-error" role="alert">{ e }</p> }
            <div class="form" role="group" aria-label={t("evolve-settings")}>
                <label>{ format!("{} ", t("evolve-game")) }<select id="game" onchange={select(|f, v| f.game = v)}>
                    <option value="war" selected={f.game == "war"}>{ t("evolve-war") }</option>
                    <option value="rrrats" selected={f.game == "rrrats"}>{ "Rrrats!" }</option>
                </select></label>
                <label>{ format!(" {} ", t("evolve-optimiser")) }<select id="optimiser" onchange={select(|f, v| if let Some(o) = Optimiser::from_key(&v) { f.optimiser = o })}>
                    { for Optimiser::ALL.iter().map(|o| html! { <option value={o.key()} selected={*o == f.optimiser}>{ o.name_in(&words) }</option> }) }
                </select></label>
                <label>{ format!(" {} ", t("evolve-race")) }<select id="race" onchange={select(|f, v| if let Some(a) = Algorithm::from_key(&v) { f.race = a })}>
                    { for Algorithm::ALL.iter().map(|a| html! { <option value={a.key()} selected={*a == f.race}>{ a.key() }</option> }) }
                </select></label>{ err("race") }
                <label>{ " ε " }<input id="eps" value={f.eps.clone()} oninput={on_typed(text(|f, v| f.eps = v))} size="5" /></label>{ err("eps") }
                <label>{ " δ " }<input id="delta" value={f.delta.clone()} oninput={on_typed(text(|f, v| f.delta = v))} size="5" /></label>{ err("delta") }
                <label>{ format!(" {} ", t("evolve-budget")) }<input id="mutations" value={f.mutations.clone()} oninput={on_typed(text(|f, v| f.mutations = v))} size="9" aria-label={t("evolve-budget")} /></label>
                <select id="budget-kind" onchange={select(|f, v| f.budget_games = v == "games")} aria-label={t("evolve-budget-unit")}>
                    <option value="mutations" selected={!f.budget_games}>{ t("evolve-mutations") }</option>
                    <option value="games" selected={f.budget_games}>{ t("evolve-games") }</option>
                </select>{ err("mutations") }
                <label>{ format!(" {} ", t("evolve-seed")) }<input id="seed" value={f.seed.clone()} oninput={on_typed(text(|f, v| f.seed = v))} size="6" /></label>{ err("seed") }
                <label>{ format!(" {} ", t("evolve-eval-games")) }<input id="eval-games" value={f.eval_games.clone()} oninput={on_typed(text(|f, v| f.eval_games = v))} size="7" /></label>{ err("eval-games") }
            </div>
            { rules }
            <div class="controls">
                <button id="evolve-run" onclick={run} disabled={parsed.is_err() || job.running()}>{ t("evolve-run") }</button>
            </div>
            if let Some(b) = &blocked { <p class="error" id="evolve-blocked" role="alert">{ b }</p> }
            <JobProgress ..JobProgressProps::of(&job, "evolve") />
            { live }
            { result }
            <BatchPanel form={(*form).clone()} blocked={blocked} on_runs={select(|f, v| f.runs = v)} on_toggle={{
                let form = form.clone();
                Callback::from(move |o: Optimiser| {
                    let mut next = (*form).clone();
                    if let Some(i) = next.batch.iter().position(|x| *x == o) { next.batch.remove(i); } else { next.batch.push(o); crate::web::components::sort_by_number(&mut next.batch, |x| Optimiser::ALL.iter().position(|y| y == x).unwrap_or(0) as u64); }
                    form.set(next);
                })
            }} runs_error={errors.iter().find(|(f, _)| *f == "runs").map(|(_, m)| m.clone())} />
            if let Some(g) = panel_game {
                <HeadToHeadPanel game={g} found={match &*job.state { JobState::Done(JobOutput::Evolve(crate::evolve::jobs::Output::Optimised(r)), _) if r.outcome.config.game == g => Some(r.outcome.x.clone()), _ => None }} />
                if let GameConfig::Rrrats(rules) = g { <BestResponsePanel {rules} /> }
            } else {
                <details class="head-to-head" id="head-to-head" open=true>
                    <summary>{ t("evolve-h2h-title") }</summary>
                    <p class="error" id="h2h-blocked" role="alert">{ blocked_but_runs.clone().unwrap_or_default() }</p>
                </details>
            }
            <GamesBenchPanel />
        </section>
    }
}
