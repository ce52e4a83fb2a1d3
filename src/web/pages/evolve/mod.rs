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

use crate::evolve::charts::history_chart;
use crate::evolve::form::{blocked_message, EvolveQuery, Form};
use crate::evolve::lab::eval_seed;
use crate::evolve::{GameConfig, Interpretation, Optimiser};
use crate::games::war::{AtCap, ShortWar};
use crate::racing::Algorithm;
use crate::stats::normal_interval;
use crate::web::components::{
    download, field_error, on_typed, FitChart, JobProgress, JobProgressProps,
};
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
    format!("{score:.4} (95% CI {lo:.4}–{hi:.4})")
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
    let parsed = form.parse();
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
    let blocked = blocked_message(&errors);
    let blocked_but_runs = blocked_message(
        &errors
            .iter()
            .filter(|(f, _)| *f != "runs")
            .cloned()
            .collect::<Vec<_>>(),
    );

    let rules = if f.game == "war" {
        html! {
            <fieldset class="rules" id="war-rules">
                <legend>{ "War rules" }</legend>
                <label>{ "face-down cards per war " }<select id="face-down" onchange={select(|f, v| f.face_down = v)}>
                    <option value="1" selected={f.face_down == "1"}>{ "1 (default)" }</option>
                    <option value="3" selected={f.face_down == "3"}>{ "3" }</option>
                </select></label>{ err("face-down") }
                <label>{ " short of war cards " }<select id="short-war" onchange={select(|f, v| f.short_war = if v == "last" { ShortWar::PlaysLastCard } else { ShortWar::Loses })}>
                    <option value="loses" selected={f.short_war == ShortWar::Loses}>{ "loses (default)" }</option>
                    <option value="last" selected={f.short_war == ShortWar::PlaysLastCard}>{ "plays his last card" }</option>
                </select></label>
                <label>{ " battle cap " }<input id="cap" value={f.cap.clone()} oninput={on_typed(text(|f, v| f.cap = v))} size="7" /></label>{ err("cap") }
                <label>{ " at the cap " }<select id="at-cap" onchange={select(|f, v| f.at_cap = if v == "more" { AtCap::MoreCards } else { AtCap::Draw })}>
                    <option value="draw" selected={f.at_cap == AtCap::Draw}>{ "draw ½ (default)" }</option>
                    <option value="more" selected={f.at_cap == AtCap::MoreCards}>{ "more cards wins" }</option>
                </select></label>
            </fieldset>
        }
    } else {
        html! {
            <fieldset class="rules" id="rats-rules">
                <legend>{ "Rrrats! rule options (all off = the default reading)" }</legend>
                <label><input type="checkbox" id="auto-stop" checked={f.rats.auto_stop_at_limit} onchange={toggle(|f| f.rats.auto_stop_at_limit = !f.rats.auto_stop_at_limit)} />{ " reaching 4 ends the turn" }</label>
                <label><input type="checkbox" id="pile-check" checked={f.rats.pile_check_at_turn_end} onchange={toggle(|f| f.rats.pile_check_at_turn_end = !f.rats.pile_check_at_turn_end)} />{ " empty pile checked at turn end" }</label>
                <label><input type="checkbox" id="bust-banks" checked={f.rats.bust_banks} onchange={toggle(|f| f.rats.bust_banks = !f.rats.bust_banks)} />{ " a bust banks the hand" }</label>
                <label><input type="checkbox" id="bust-returns" checked={f.rats.bust_returns_stolen} onchange={toggle(|f| f.rats.bust_returns_stolen = !f.rats.bust_returns_stolen)} />{ " stolen tokens return on a bust" }</label>
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
                    <p id="evolve-live-status">{ format!("mutation {} · accepted {} · σ = {:.4} · {} games · population {}{}", status.mutations, status.accepted, status.sigma, crate::plot::fmt_number(status.games as f64), status.population, if *evaluating { " · evaluating the found strategy against the initial one" } else { "" }) }</p>
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
                Interpretation::War(p) => format!(
                    "descending {:.1}%, ascending {:.1}%, shuffled {:.1}%",
                    p.desc * 100.0,
                    p.asc * 100.0,
                    p.shuffled * 100.0
                ),
                Interpretation::Rrrats {
                    p_continue,
                    nearest_threshold,
                } => format!(
                    "P(continue) = {} → {}",
                    p_continue
                        .0
                        .iter()
                        .map(|v| format!("{v:.3}"))
                        .collect::<Vec<_>>()
                        .join(" / "),
                    threshold_name(nearest_threshold)
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
                    <h3>{ format!("Found by {} in {:.1} s", o.config.optimiser.name(), millis / 1000.0) }</h3>
                    { strategy_view(&game, &o.x, "found-strategy") }
                    <p id="found-interpretation">{ interpretation }</p>
                    <p>{ "Parameters: " }<code id="found-params">{ params.clone() }</code></p>
                    <p id="found-score">{ format!("Against the initial strategy over {} games (alternating seats): {}", crate::plot::fmt_number(e.games as f64), ci(e.score(), e.std_error())) }{ if e.draws > 0 { format!(", {} draws", e.draws) } else { String::new() } }</p>
                    <p id="found-usage">{ format!("{} mutations, {} accepted, {} races, {} games; final σ = {:.4}.", o.mutations, o.accepted, o.races, crate::plot::fmt_number(o.games as f64), o.sigma) }</p>
                    <div class="chart" id="history-chart"><FitChart spec={history_chart(&r)} /></div>
                    <button id="export-run" onclick={Callback::from(move |_| download("optimisation-run.json", "application/json", &json))}>{ "Export the run (JSON)" }</button>
                </div>
            }
        }
        _ => html! {},
    };

    html! {
        <section class="page" id="evolve">
            <h1>{ "Strategy optimisation: War and Rrrats!" }</h1>
            <crate::web::components::Lead>{ "Jakóbczyk's (2023) four evolutionary optimisers start from the initial strategy (all parameters 0), mutate it with step size σ, and keep a mutation only if a race says it beats the reference. Watch the strategy move, then see how it does against where it started." }</crate::web::components::Lead>
            <details class="rules-help" id="game-rules">
                <summary>{ "How War and Rrrats! are played, and what a strategy's parameters mean" }</summary>
                <h3>{ "War" }</h3>
                <p>{ "52 cards, 26 each, kept as a pile: you play from the top and won cards go to the bottom. Both turn up their top card; the higher rank takes every card on the table. A tie is a war: each lays one card face down (three, as an option) and one face up, again on a further tie. A player who cannot supply the war cards loses (both short: a draw). A game still going after 10 000 battles is a draw, worth ½." }</p>
                <p>{ "The only choice is the order in which won cards go to the bottom of your pile. A strategy is three numbers A, B, C: with weights e^A, e^B, e^C, the won cards go in descending order (your best card comes back first) with probability e^A / (e^A + e^B + e^C), ascending with e^B / (…), shuffled with e^C / (…). All zero is the initial strategy, a third each; \"desc\" is always descending." }</p>
                <h3>{ "Rrrats!" }</h3>
                <p>{ "Two players, a pile of 31 tokens, two dice with faces 0, 1, 2 (probabilities 3/6, 2/6, 1/6). On your turn you roll: a 1 takes a token from the pile, a 2 steals one from the other player's bank (or takes one from the pile if that bank is empty); two zeros are a bust — your hand goes back to the pile and the turn ends. After each roll you stop (bank your hand) or roll again; over 4 tokens in hand, the surplus goes back and 4 are banked. When the pile is empty the game ends and the larger bank wins." }</p>
                <p>{ "A strategy is eight numbers A1, A2, B1, B2, C1, C2, D1, D2: with 1, 2, 3 or 4 tokens in hand (A, B, C, D) you roll again with probability e^k1 / (e^k1 + e^k2). All zero is the initial strategy (roll again half the time); \"stop2\" stops as soon as you hold 2." }</p>
            </details>
            if let Some(e) = &*link_error { <p class="error" id="url-error" role="alert">{ e }</p> }
            <div class="form" role="group" aria-label="optimiser settings">
                <label>{ "Game " }<select id="game" onchange={select(|f, v| f.game = v)}>
                    <option value="war" selected={f.game == "war"}>{ "War" }</option>
                    <option value="rrrats" selected={f.game == "rrrats"}>{ "Rrrats!" }</option>
                </select></label>
                <label>{ " Optimiser " }<select id="optimiser" onchange={select(|f, v| if let Some(o) = Optimiser::from_key(&v) { f.optimiser = o })}>
                    { for Optimiser::ALL.iter().map(|o| html! { <option value={o.key()} selected={*o == f.optimiser}>{ o.name() }</option> }) }
                </select></label>
                <label>{ " Race " }<select id="race" onchange={select(|f, v| if let Some(a) = Algorithm::from_key(&v) { f.race = a })}>
                    { for Algorithm::ALL.iter().map(|a| html! { <option value={a.key()} selected={*a == f.race}>{ a.key() }</option> }) }
                </select></label>{ err("race") }
                <label>{ " ε " }<input id="eps" value={f.eps.clone()} oninput={on_typed(text(|f, v| f.eps = v))} size="5" /></label>{ err("eps") }
                <label>{ " δ " }<input id="delta" value={f.delta.clone()} oninput={on_typed(text(|f, v| f.delta = v))} size="5" /></label>{ err("delta") }
                <label>{ " budget " }<input id="mutations" value={f.mutations.clone()} oninput={on_typed(text(|f, v| f.mutations = v))} size="9" aria-label="budget" /></label>
                <select id="budget-kind" onchange={select(|f, v| f.budget_games = v == "games")} aria-label="budget unit">
                    <option value="mutations" selected={!f.budget_games}>{ "mutations" }</option>
                    <option value="games" selected={f.budget_games}>{ "games" }</option>
                </select>{ err("mutations") }
                <label>{ " seed " }<input id="seed" value={f.seed.clone()} oninput={on_typed(text(|f, v| f.seed = v))} size="6" /></label>{ err("seed") }
                <label>{ " evaluation games " }<input id="eval-games" value={f.eval_games.clone()} oninput={on_typed(text(|f, v| f.eval_games = v))} size="7" /></label>{ err("eval-games") }
            </div>
            { rules }
            <div class="controls">
                <button id="evolve-run" onclick={run} disabled={parsed.is_err() || job.running()}>{ "Run the optimiser" }</button>
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
                    <summary>{ "Head to head" }</summary>
                    <p class="error" id="h2h-blocked" role="alert">{ blocked_but_runs.clone().unwrap_or_default() }</p>
                </details>
            }
            <GamesBenchPanel />
        </section>
    }
}
