//! The live race view: one or two races on the same stream of games (simulated, a pattern, or
//! War or Rrrats! between two strategies), stepped on the main thread and drawn as they go.

use super::{algorithm_name, algorithm_options, LiveProps};
use crate::evolve::lab::{parse_rules, rules_text};
use crate::evolve::live_race::{live_link_errors, LiveForm, LiveRaces};
use crate::racing::race::Winner;
use yew::prelude::*;

use crate::plot::fmt_number;
use crate::racing::lab::charts::race_chart_in;
use crate::web::components::field_error_of as field_error;
use crate::web::components::{on_typed, use_edited_form, FitChart};
use crate::web::i18n::{catalogue, decimal, num, t};

struct LiveRun {
    races: LiveRaces,
    games_per_tick: u64,
    /// The form the races were built from: the table and chart are marked stale once the
    /// fields describe other races.
    form: LiveForm,
}

#[function_component(LiveRace)]
pub(super) fn live_race(props: &LiveProps) -> Html {
    // Start and Step read the form as last edited: a click right after an edit may come
    // before the page has re-rendered with it.
    let form = use_edited_form(|| LiveForm::from_query(&props.query));
    // A link's bad inputs are named beside their fields as soon as the page opens.
    let errors = use_state(|| live_link_errors(&props.query));
    let run = use_mut_ref(|| None::<LiveRun>);
    let running = use_state(|| false);
    let speed = use_state(|| 2_000u64);
    let version = use_state(|| 0u64);

    // The ticker: advance every race by a slice of games, then redraw.
    {
        let run = run.clone();
        let running = running.clone();
        let version = version.clone();
        use_effect_with(*running, move |on| {
            let interval = on.then(|| {
                gloo_timers::callback::Interval::new(50, move || {
                    let mut all_done = true;
                    if let Some(live) = run.borrow_mut().as_mut() {
                        for (_, race) in live.races.iter_mut() {
                            if race.outcome().is_none() {
                                let until = race.games() + live.games_per_tick;
                                while race.games() < until {
                                    if race.next_test().is_some() {
                                        break;
                                    }
                                }
                            }
                            all_done &= race.outcome().is_some();
                        }
                    }
                    if all_done {
                        running.set(false);
                    }
                    version.set(*version + 1);
                })
            });
            move || drop(interval)
        });
    }

    let edit = |f: fn(&mut LiveForm, String)| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            form.update(|next| f(next, value));
        })
    };
    let start = {
        let latest = form.clone();
        let errors = errors.clone();
        let run = run.clone();
        let running = running.clone();
        let speed = speed.clone();
        let go = props.go.clone();
        let version = version.clone();
        Callback::from(move |_| {
            let form = latest.get();
            match form.build() {
                Ok(races) => {
                    errors.set(Vec::new());
                    // Real games cost microseconds each: keep a tick short on the main thread.
                    let per_tick = if form.game().is_some() {
                        (*speed).min(2_000)
                    } else {
                        *speed
                    };
                    *run.borrow_mut() = Some(LiveRun {
                        races,
                        games_per_tick: per_tick,
                        form: form.clone(),
                    });
                    running.set(true);
                    version.set(*version + 1);
                    go.emit(form.to_query());
                }
                Err(e) => errors.set(e),
            }
        })
    };
    let step_test = {
        let run = run.clone();
        let latest = form.clone();
        let errors = errors.clone();
        let running = running.clone();
        let version = version.clone();
        Callback::from(move |_| {
            running.set(false);
            let mut slot = run.borrow_mut();
            if slot.is_none() {
                let form = latest.get();
                match form.build() {
                    Ok(races) => {
                        *slot = Some(LiveRun {
                            races,
                            games_per_tick: 1,
                            form,
                        })
                    }
                    Err(e) => {
                        errors.set(e);
                        return;
                    }
                }
            }
            if let Some(live) = slot.as_mut() {
                for (_, race) in live.races.iter_mut() {
                    race.next_test();
                }
            }
            version.set(*version + 1);
        })
    };
    // Pause/Resume only while a started race is unfinished.
    let resumable = run
        .borrow()
        .as_ref()
        .is_some_and(|l| l.races.iter().any(|(_, r)| r.outcome().is_none()));
    let pause = {
        let running = running.clone();
        let run = run.clone();
        Callback::from(move |_| {
            if run
                .borrow()
                .as_ref()
                .is_some_and(|l| l.races.iter().any(|(_, r)| r.outcome().is_none()))
            {
                running.set(!*running);
            }
        })
    };
    let on_speed = {
        let speed = speed.clone();
        let run = run.clone();
        Callback::from(move |e: Event| {
            let v: u64 = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value()
                .parse()
                .unwrap_or(2_000);
            speed.set(v);
            if let Some(live) = run.borrow_mut().as_mut() {
                live.games_per_tick = v;
            }
        })
    };

    let live = run.borrow();
    let stale = live.as_ref().is_some_and(|l| &l.form != form.shown());
    let words = catalogue();
    let chart = live.as_ref().map(|l| race_chart_in(&l.races, &words));
    let rows = live.as_ref().map(|l| {
        l.races
            .iter()
            .map(|(a, race)| {
                let last = race.trace().last().copied();
                let (decision, reason) = match race.outcome() {
                    Some(o) => (
                        match o.winner {
                            Winner::P1 => t("race-player-1-better"),
                            Winner::P2 => t("race-player-2-better"),
                            Winner::Undecided => t("race-undecided"),
                        },
                        o.reason.explain_in(&words),
                    ),
                    None => (t("race-running"), String::new()),
                };
                html! {
                    <tr class="race-row">
                        <td>{ algorithm_name(*a) }</td>
                        <td class="num games">{ decimal(&fmt_number(race.games() as f64)) }</td>
                        <td class="num">{ last.map_or(0, |r| r.k) }</td>
                        <td class="num">{ num(if race.games() == 0 { 0.0 } else { race.wins() as f64 / race.games() as f64 }, 4) }</td>
                        <td class="num lb">{ last.map_or("0".into(), |r| num(r.lb, 4)) }</td>
                        <td class="num ub">{ last.map_or("1".into(), |r| num(r.ub, 4)) }</td>
                        <td class="decision">{ decision }</td>
                        <td class="reason">{ reason }</td>
                    </tr>
                }
            })
            .collect::<Html>()
    });
    let f = form.shown();
    html! {
        <div class="racing-live">
            <div class="form-grid">
                <label>{ t("race-algorithm") }<select id="race-a1" onchange={edit(|f, v| f.a1 = v)}>{ algorithm_options(&f.a1, false) }</select>{ field_error(&errors, "a1") }</label>
                <label>{ t("race-against") }<select id="race-a2" onchange={edit(|f, v| f.a2 = v)}>{ algorithm_options(&f.a2, true) }</select>{ field_error(&errors, "a2") }</label>
                <label>{ t("race-games-from") }
                    <select id="race-source" onchange={edit(|f, v| f.source = v)}>
                        <option value="mu" selected={f.source == "mu"}>{ t("race-source-mu") }</option>
                        <option value="pattern" selected={f.source == "pattern"}>{ t("race-source-pattern") }</option>
                        <option value="war" selected={f.source == "war"}>{ t("race-source-war") }</option>
                        <option value="rrrats" selected={f.source == "rrrats"}>{ t("race-source-rrrats") }</option>
                    </select>
                </label>
                if f.source == "war" || f.source == "rrrats" {
                    <label>{ t("race-strategy-1") }<input id="race-s1" value={f.s1.clone()} oninput={on_typed(edit(|f, v| f.s1 = v))} />{ field_error(&errors, "s1") }</label>
                    <label>{ t("race-strategy-2") }<input id="race-s2" value={f.s2.clone()} oninput={on_typed(edit(|f, v| f.s2 = v))} />{ field_error(&errors, "s2") }</label>
                    <label>{ t("race-seed") }<input id="race-seed" value={f.seed.clone()} oninput={on_typed(edit(|f, v| f.seed = v))} inputmode="numeric" />{ field_error(&errors, "seed") }</label>
                    <label>{ t("race-rules") }<input id="race-rules" value={f.rules.clone()} placeholder={parse_rules(&f.source, "").map(|g| rules_text(&g)).unwrap_or_default()} oninput={on_typed(edit(|f, v| f.rules = v))} title={t("race-rules-title")} />{ field_error(&errors, "rules") }</label>
                } else if f.source == "mu" {
                    <label>{ t("race-mu") }<input id="race-mu" value={f.mu.clone()} oninput={on_typed(edit(|f, v| f.mu = v))} inputmode="decimal" />{ field_error(&errors, "mu") }</label>
                    <label>{ t("race-seed") }<input id="race-seed" value={f.seed.clone()} oninput={on_typed(edit(|f, v| f.seed = v))} inputmode="numeric" />{ field_error(&errors, "seed") }</label>
                } else {
                    <label>{ t("race-pattern") }<input id="race-pattern" value={f.pattern.clone()} oninput={on_typed(edit(|f, v| f.pattern = v))} />{ field_error(&errors, "pattern") }</label>
                }
                <label>{ t("race-eps") }<input id="race-eps" value={f.eps.clone()} oninput={on_typed(edit(|f, v| f.eps = v))} inputmode="decimal" />{ field_error(&errors, "eps") }</label>
                <label>{ t("race-delta") }<input id="race-delta" value={f.delta.clone()} oninput={on_typed(edit(|f, v| f.delta = v))} inputmode="decimal" />{ field_error(&errors, "delta") }</label>
                <label>{ t("race-cap") }<input id="race-cap" value={f.cap.clone()} oninput={on_typed(edit(|f, v| f.cap = v))} inputmode="numeric" />{ field_error(&errors, "cap") }{ field_error(&errors, "tests") }</label>
                <label>{ t("race-speed") }
                    <select id="race-speed" onchange={on_speed}>
                        <option value="20">{ t("race-speed-slow") }</option>
                        <option value="2000" selected=true>{ t("race-speed-fast") }</option>
                        <option value="50000">{ t("race-speed-very-fast") }</option>
                    </select>
                </label>
            </div>
            <div class="controls">
                <button id="race-start" onclick={start}>{ t("race-start") }</button>
                <button id="race-pause" onclick={pause} disabled={!resumable}>{ if *running { t("race-pause") } else { t("race-resume") } }</button>
                <button id="race-step" onclick={step_test}>{ t("race-step") }</button>
            </div>
            { crate::web::components::maybe_stale(stale, "race", html! {
                <>
                    if let Some(rows) = rows {
                        <table id="race-status">
                            <thead><tr><th>{ t("race-col-race") }</th><th>{ t("race-col-games") }</th><th>{ t("race-col-tests") }</th><th>{ "X̄" }</th><th>{ "LB" }</th><th>{ "UB" }</th><th>{ t("race-col-decision") }</th><th>{ t("race-col-why") }</th></tr></thead>
                            <tbody>{ rows }</tbody>
                        </table>
                    }
                    <div class="chart" id="race-chart">
                        if let Some(spec) = chart { <FitChart {spec} /> }
                    </div>
                </>
            }) }
            <div class="explain">
                <p>{ t("race-explain-band") }</p>
                <p>{ t("race-explain-equal") }</p>
            </div>
        </div>
    }
}
