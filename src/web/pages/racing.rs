//! The racing lab: a live race (one or two algorithms on the same stream of games), error
//! curves α(μ) and mean games with theory, exact DP and Monte Carlo computed in workers, and a
//! calculator for horizons and δ calibration.

use yew::prelude::*;
use yew_router::prelude::*;

use crate::evolve::lab::rules_text;
use crate::plot::{fmt_number, line_chart, LineChart, Scale, Series, SeriesStyle, PALETTE};
use crate::racing::bounds::{horizons, nmax_for_sigma};
use crate::racing::curves::CurvePoint;
use crate::racing::lab::{
    curve_form_from_query, curve_link_errors, live_link_errors, merge_mc, open_unit_field,
    write_curve_query, CurveData, CurveForm, LiveForm, LiveRaces, McTallies, Query,
};
use crate::racing::race::{StopReason, Winner};
use crate::racing::theory::calibrate;
use crate::racing::Algorithm;
use crate::text::parse_real_field;
use crate::web::components::field_error_of as field_error;
use crate::web::components::{download, raw_svg, BenchPanel, JobProgress, JobProgressProps};
use crate::web::routes::Route;
use crate::web::worker::{use_job, use_job_pool, worker_count, JobOutput, JobSpec, JobState};

/// The lab's views.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// One or two races streaming games.
    Live,
    /// α(μ) and mean games.
    Curves,
    /// Horizons and calibration.
    Calculator,
}

/// The racing page.
#[function_component(RacingPage)]
pub fn racing_page() -> Html {
    let location = use_location();
    let navigator = use_navigator();
    let query: Query = location
        .as_ref()
        .and_then(|l| l.query::<Query>().ok())
        .unwrap_or_default();
    let view = match query.view.as_deref() {
        Some("curves") => View::Curves,
        Some("calc") => View::Calculator,
        Some("live") | None | Some("") => View::Live,
        Some(other) => {
            return html! {
                <section class="page error-page" id="racing-error">
                    <h1>{ "Racing: this address does not name a view" }</h1>
                    <p class="error">{ format!("view={other:?} is not one of live, curves, calc") }</p>
                    <Link<Route> to={Route::Racing}>{ "Open the racing lab" }</Link<Route>>
                </section>
            };
        }
    };
    let tab = |v: View, key: &str, label: &str| {
        let navigator = navigator.clone();
        let mut q = query.clone();
        q.view = Some(key.to_string());
        html! {
            <button role="tab" id={format!("tab-{key}")} aria-selected={(view == v).to_string()} class={classes!("tab", (view == v).then_some("active"))}
                onclick={move |_| { if let Some(n) = &navigator { let _ = n.replace_with_query(&Route::Racing, &q); } }}>{ label }</button>
        }
    };
    let go = {
        let navigator = navigator.clone();
        Callback::from(move |q: Query| {
            if let Some(n) = &navigator {
                let _ = n.replace_with_query(&Route::Racing, &q);
            }
        })
    };
    html! {
        <section class="page" id="racing">
            <h1>{ "Racing: which player is better, with a guaranteed error" }</h1>
            <p class="lead">{ "Two players play independent games; player 1 wins each with probability μ. A race tests confidence bounds on μ at scheduled numbers of games and stops as soon as it can say which player is better — with error probability at most δ when the players differ by more than ε." }</p>
            <div role="tablist" class="tabs">
                { tab(View::Live, "live", "Live race") }
                { tab(View::Curves, "curves", "Error curves") }
                { tab(View::Calculator, "calc", "Calculator") }
            </div>
            { match view {
                View::Live => html! { <LiveRace query={query.clone()} {go} /> },
                View::Curves => html! { <Curves query={query.clone()} go={go.clone()} /> },
                View::Calculator => html! { <Calculator /> },
            } }
        </section>
    }
}

fn algorithm_options(selected: &str, with_none: bool) -> Html {
    html! {
        <>
            if with_none { <option value="none" selected={selected == "none"}>{ "— none —" }</option> }
            { for Algorithm::ALL.iter().map(|a| html! { <option value={a.key()} selected={selected == a.key()}>{ a.name() }</option> }) }
        </>
    }
}

struct LiveRun {
    races: LiveRaces,
    games_per_tick: u64,
    /// The form the races were built from: the table and chart are marked stale once the
    /// fields describe other races.
    form: LiveForm,
}

#[derive(Properties, PartialEq)]
struct LiveProps {
    query: Query,
    go: Callback<Query>,
}

#[function_component(LiveRace)]
fn live_race(props: &LiveProps) -> Html {
    let form = use_state(|| LiveForm::from_query(&props.query));
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
            let mut next = (*form).clone();
            f(&mut next, value);
            form.set(next);
        })
    };
    let start = {
        let form = form.clone();
        let errors = errors.clone();
        let run = run.clone();
        let running = running.clone();
        let speed = speed.clone();
        let go = props.go.clone();
        let version = version.clone();
        Callback::from(move |_| match form.build() {
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
                    form: (*form).clone(),
                });
                running.set(true);
                version.set(*version + 1);
                go.emit(form.to_query());
            }
            Err(e) => errors.set(e),
        })
    };
    let step_test = {
        let run = run.clone();
        let form = form.clone();
        let errors = errors.clone();
        let running = running.clone();
        let version = version.clone();
        Callback::from(move |_| {
            running.set(false);
            let mut slot = run.borrow_mut();
            if slot.is_none() {
                match form.build() {
                    Ok(races) => {
                        *slot = Some(LiveRun {
                            races,
                            games_per_tick: 1,
                            form: (*form).clone(),
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
    let stale = live.as_ref().is_some_and(|l| l.form != *form);
    let chart = live
        .as_ref()
        .map(|l| race_chart(&l.races))
        .unwrap_or_default();
    let rows = live.as_ref().map(|l| {
        l.races
            .iter()
            .map(|(a, race)| {
                let last = race.trace().last().copied();
                let (decision, reason) = match race.outcome() {
                    Some(o) => (
                        match o.winner {
                            Winner::P1 => "player 1 is better",
                            Winner::P2 => "player 2 is better",
                            Winner::Undecided => "undecided",
                        }
                        .to_string(),
                        o.reason.explain().to_string(),
                    ),
                    None => ("running…".to_string(), String::new()),
                };
                html! {
                    <tr class="race-row">
                        <td>{ a.name() }</td>
                        <td class="num games">{ fmt_number(race.games() as f64) }</td>
                        <td class="num">{ last.map_or(0, |r| r.k) }</td>
                        <td class="num">{ format!("{:.4}", if race.games() == 0 { 0.0 } else { race.wins() as f64 / race.games() as f64 }) }</td>
                        <td class="num lb">{ last.map_or("0".into(), |r| format!("{:.4}", r.lb)) }</td>
                        <td class="num ub">{ last.map_or("1".into(), |r| format!("{:.4}", r.ub)) }</td>
                        <td class="decision">{ decision }</td>
                        <td class="reason">{ reason }</td>
                    </tr>
                }
            })
            .collect::<Html>()
    });
    let f = &*form;
    html! {
        <div class="racing-live">
            <div class="form-grid">
                <label>{ "Algorithm" }<select id="race-a1" onchange={edit(|f, v| f.a1 = v)}>{ algorithm_options(&f.a1, false) }</select></label>
                <label>{ "Against (same games)" }<select id="race-a2" onchange={edit(|f, v| f.a2 = v)}>{ algorithm_options(&f.a2, true) }</select></label>
                <label>{ "Games from" }
                    <select id="race-source" onchange={edit(|f, v| f.source = v)}>
                        <option value="mu" selected={f.source == "mu"}>{ "simulated Bernoulli(μ)" }</option>
                        <option value="pattern" selected={f.source == "pattern"}>{ "a repeating 0/1 pattern" }</option>
                        <option value="war" selected={f.source == "war"}>{ "War: two strategies play" }</option>
                        <option value="rrrats" selected={f.source == "rrrats"}>{ "Rrrats!: two strategies play" }</option>
                    </select>
                </label>
                if f.source == "war" || f.source == "rrrats" {
                    <label>{ "player 1's strategy" }<input id="race-s1" value={f.s1.clone()} onchange={edit(|f, v| f.s1 = v)} />{ field_error(&errors, "s1") }</label>
                    <label>{ "player 2's strategy" }<input id="race-s2" value={f.s2.clone()} onchange={edit(|f, v| f.s2 = v)} />{ field_error(&errors, "s2") }</label>
                    <label>{ "seed" }<input id="race-seed" value={f.seed.clone()} onchange={edit(|f, v| f.seed = v)} inputmode="numeric" />{ field_error(&errors, "seed") }</label>
                    <label>{ "rules" }<input id="race-rules" value={if f.rules.is_empty() { f.game().map(|g| rules_text(&g)).unwrap_or_default() } else { f.rules.clone() }} onchange={edit(|f, v| f.rules = v)} title="War: fd1-loses-cap10000-draw; Rrrats!: four 0/1 flags" />{ field_error(&errors, "rules") }</label>
                } else if f.source == "mu" {
                    <label>{ "μ (P[player 1 wins])" }<input id="race-mu" value={f.mu.clone()} onchange={edit(|f, v| f.mu = v)} inputmode="decimal" />{ field_error(&errors, "mu") }</label>
                    <label>{ "seed" }<input id="race-seed" value={f.seed.clone()} onchange={edit(|f, v| f.seed = v)} inputmode="numeric" />{ field_error(&errors, "seed") }</label>
                } else {
                    <label>{ "pattern (1 = player 1 wins)" }<input id="race-pattern" value={f.pattern.clone()} onchange={edit(|f, v| f.pattern = v)} />{ field_error(&errors, "pattern") }</label>
                }
                <label>{ "ε (precision)" }<input id="race-eps" value={f.eps.clone()} onchange={edit(|f, v| f.eps = v)} inputmode="decimal" />{ field_error(&errors, "eps") }</label>
                <label>{ "δ (confidence)" }<input id="race-delta" value={f.delta.clone()} onchange={edit(|f, v| f.delta = v)} inputmode="decimal" />{ field_error(&errors, "delta") }</label>
                <label>{ "cap (games)" }<input id="race-cap" value={f.cap.clone()} onchange={edit(|f, v| f.cap = v)} inputmode="numeric" />{ field_error(&errors, "cap") }{ field_error(&errors, "tests") }</label>
                <label>{ "speed" }
                    <select id="race-speed" onchange={on_speed}>
                        <option value="20">{ "slow (20 games / tick)" }</option>
                        <option value="2000" selected=true>{ "fast (2 000 games / tick)" }</option>
                        <option value="50000">{ "very fast (50 000 games / tick)" }</option>
                    </select>
                </label>
            </div>
            <div class="controls">
                <button id="race-start" onclick={start}>{ "Start race" }</button>
                <button id="race-pause" onclick={pause} disabled={!resumable}>{ if *running { "Pause" } else { "Resume" } }</button>
                <button id="race-step" onclick={step_test}>{ "Step one test" }</button>
            </div>
            { crate::web::components::maybe_stale(stale, "race", html! {
                <>
                    if let Some(rows) = rows {
                        <table id="race-status">
                            <thead><tr><th>{ "race" }</th><th>{ "games" }</th><th>{ "tests" }</th><th>{ "X̄" }</th><th>{ "LB" }</th><th>{ "UB" }</th><th>{ "decision" }</th><th>{ "why it stopped" }</th></tr></thead>
                            <tbody>{ rows }</tbody>
                        </table>
                    }
                    <div class="chart" id="race-chart">{ raw_svg(&chart) }</div>
                </>
            }) }
            <div class="explain">
                <p>{ "The band is the running confidence interval [LB, UB]: LB is the largest lower bound seen at any test, UB the smallest upper bound, both shown within [0, 1] (a bound beyond says nothing about a probability; the race itself compares the raw bounds). The classic races and the starred ILEBR variants stop when the band leaves 0.5 — then the better player is known with confidence 1 − δ. LEBR and its plain variants stop when the band is narrower than 2ε (the precision stop) and report the mean." }</p>
                <p>{ "No race ever stops by a crossing at μ = 0.5: the band always contains the truth with high probability, so it cannot leave 0.5. That is why every race needs a horizon or a cap, and what the precision stop buys: a bounded number of games even when the players are equal, at the price of an error when they differ by less than ε." }</p>
            </div>
        </div>
    }
}

fn race_chart(races: &LiveRaces) -> String {
    let mut series = Vec::new();
    let mut vlines = Vec::new();
    let mut max_t = 10.0f64;
    for (i, (a, race)) in races.iter().enumerate() {
        let color = PALETTE[i % PALETTE.len()];
        let trace = race.trace();
        max_t = max_t.max(race.games() as f64);
        series.push(Series {
            name: format!("{} X̄", a.name()),
            points: trace.iter().map(|r| (r.t as f64, r.mean)).collect(),
            style: SeriesStyle::Line,
            color,
            errors: None,
        });
        series.push(Series {
            name: format!("{} LB/UB", a.name()),
            points: trace.iter().map(|r| (r.t as f64, r.lb.max(0.0))).collect(),
            style: SeriesStyle::Dashed,
            color,
            errors: None,
        });
        series.push(Series {
            name: String::new(),
            points: trace.iter().map(|r| (r.t as f64, r.ub.min(1.0))).collect(),
            style: SeriesStyle::Dashed,
            color,
            errors: None,
        });
        if let Some(o) = race.outcome() {
            let what = if o.reason == StopReason::BoundCrossed {
                "crossed"
            } else {
                o.reason.key()
            };
            vlines.push((o.games as f64, format!("{} stops ({what})", a.name())));
        }
    }
    line_chart(&LineChart {
        title: "Running mean and confidence band".into(),
        x_label: "games (log scale)".into(),
        y_label: "P[player 1 wins]".into(),
        x_scale: Scale::Log,
        y_scale: Scale::Linear,
        series,
        hlines: vec![(0.5, "0.5".into())],
        vlines,
        x_range: Some((1.0, max_t * 1.2)),
        y_range: Some((0.0, 1.0)),
        size: (820, 420),
    })
    .unwrap_or_default()
}

#[function_component(Curves)]
fn curves(props: &LiveProps) -> Html {
    let form = {
        let query = props.query.clone();
        use_state(move || curve_form_from_query(&query))
    };
    // The form lives in the address, so a link restores the curves' settings.
    {
        let (go, query) = (props.go.clone(), props.query.clone());
        use_effect_with((*form).clone(), move |f| {
            let next = write_curve_query(f, query.clone());
            if next != query {
                go.emit(next);
            }
        });
    }
    let errors = {
        let query = props.query.clone();
        use_state(move || curve_link_errors(&query))
    };
    let exact_job = use_job();
    let pool = use_job_pool(worker_count());
    let started = use_state(|| None::<(f64, bool, bool)>); // (start time, wanted exact, wanted mc)
                                                           // The form the computed curves belong to: once the fields describe another computation,
                                                           // the curves are drawn as computed (for this form) and marked stale, never mixed with the
                                                           // new settings.
    let computed_for = use_state(|| None::<CurveForm>);

    let compute = {
        let form = form.clone();
        let errors = errors.clone();
        let exact_job = exact_job.clone();
        let pool = pool.clone();
        let started = started.clone();
        let computed_for = computed_for.clone();
        Callback::from(move |_| match form.request() {
            Ok(req) => {
                errors.set(Vec::new());
                computed_for.set(Some((*form).clone()));
                if let Some(spec) = req.exact_job() {
                    exact_job.start(spec);
                }
                for (i, spec) in req.mc_jobs(pool.len() as u64).into_iter().enumerate() {
                    pool.start(i, spec);
                }
                started.set(Some((js_sys::Date::now(), req.exact, req.mc)));
            }
            Err(e) => errors.set(e),
        })
    };
    let cancel = {
        let exact_job = exact_job.clone();
        let pool = pool.clone();
        Callback::from(move |_| {
            exact_job.cancel();
            pool.cancel();
        })
    };

    let mut data = CurveData::default();
    if let JobState::Done(JobOutput::Racing(crate::racing::jobs::Output::Exact(points)), _) =
        &*exact_job.state
    {
        data.points = points.clone();
    }
    let mc_parts: Vec<McTallies> = pool
        .states
        .iter()
        .filter_map(|s| match s {
            JobState::Done(JobOutput::Racing(crate::racing::jobs::Output::Mc(t)), _) => {
                Some(t.clone())
            }
            _ => None,
        })
        .collect();
    let mc_complete =
        !mc_parts.is_empty() && pool.states.iter().all(|s| matches!(s, JobState::Done(..)));
    if mc_complete {
        data.mc = merge_mc(&mc_parts);
    }
    let running = exact_job.running() || pool.running();
    let cancelled = matches!(*exact_job.state, JobState::Cancelled)
        || pool.states.iter().any(|s| matches!(s, JobState::Cancelled));
    let failed: Vec<String> = std::iter::once(&*exact_job.state)
        .chain(pool.states.iter())
        .filter_map(|s| match s {
            JobState::Failed(m) => Some(m.clone()),
            _ => None,
        })
        .collect();
    let progress = {
        let e = match &*exact_job.state {
            JobState::Running(Some(p)) => Some(p.fraction),
            JobState::Running(None) => Some(0.0),
            JobState::Done(..) => Some(1.0),
            _ => None,
        };
        let m = pool.progress().map(|p| p.fraction);
        match (e, m) {
            (Some(a), Some(b)) => Some((a + b) / 2.0),
            (a, b) => a.or(b),
        }
    };
    let f = &*form;
    let toggle_alg = |a: Algorithm| {
        let form = form.clone();
        Callback::from(move |_: Event| {
            let mut next = (*form).clone();
            if let Some(i) = next.algorithms.iter().position(|&b| b == a) {
                next.algorithms.remove(i);
            } else {
                next.algorithms.push(a);
            }
            form.set(next);
        })
    };
    let toggle = |g: fn(&mut CurveForm)| {
        let form = form.clone();
        Callback::from(move |_: Event| {
            let mut next = (*form).clone();
            g(&mut next);
            form.set(next);
        })
    };
    let edit = |g: fn(&mut CurveForm, String)| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut next = (*form).clone();
            g(
                &mut next,
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            );
            form.set(next);
        })
    };
    let preset = |make: fn() -> CurveForm| {
        let form = form.clone();
        Callback::from(move |_: MouseEvent| form.set(make()))
    };
    let stale = computed_for
        .as_ref()
        .is_some_and(|c| c.request().ok() != f.request().ok());
    let charts = curve_charts(&data, computed_for.as_ref().unwrap_or(f));
    let csv_text = data.csv();
    let export_csv = {
        let csv_text = csv_text.clone();
        Callback::from(move |_| download("alpha-curves.csv", "text/csv", &csv_text))
    };
    let elapsed = started.as_ref().map(|s| js_sys::Date::now() - s.0);
    html! {
        <div class="racing-curves">
            <div class="form-grid">
                <fieldset><legend>{ "Algorithms" }</legend>
                    { for Algorithm::ALL.iter().map(|&a| html! {
                        <label class="check"><input type="checkbox" id={format!("curve-{}", a.key())} checked={f.algorithms.contains(&a)} onchange={toggle_alg(a)} />
                            { format!(" {}{}", a.name(), if a.square_schedule() { "" } else { " (Monte Carlo only)" }) }</label>
                    }) }
                    { field_error(&errors, "algorithms") }
                </fieldset>
                <fieldset><legend>{ "Methods" }</legend>
                    <label class="check"><input type="checkbox" id="curve-theory" checked={f.theory} onchange={toggle(|f| f.theory = !f.theory)} />{ " theory F_μ(N) (Jakóbczyk 2023, eqs. 2.14–2.18)" }</label>
                    <label class="check"><input type="checkbox" id="curve-exact" checked={f.exact} onchange={toggle(|f| f.exact = !f.exact)} />{ " exact (dynamic programming)" }</label>
                    <label class="check"><input type="checkbox" id="curve-mc" checked={f.mc} onchange={toggle(|f| f.mc = !f.mc)} />{ format!(" Monte Carlo ({} workers)", pool.len()) }</label>
                    <label class="check"><input type="checkbox" id="curve-precision" checked={f.precision} onchange={toggle(|f| f.precision = !f.precision)} />{ " Monte Carlo with the precision stop" }</label>
                    { field_error(&errors, "precision") }
                    { field_error(&errors, "methods") }
                </fieldset>
                <label>{ "μ from" }<input id="curve-from" value={f.from.clone()} onchange={edit(|f, v| f.from = v)} />{ field_error(&errors, "from") }</label>
                <label>{ "μ to" }<input id="curve-to" value={f.to.clone()} onchange={edit(|f, v| f.to = v)} />{ field_error(&errors, "to") }</label>
                <label>{ "points" }<input id="curve-steps" value={f.steps.clone()} onchange={edit(|f, v| f.steps = v)} />{ field_error(&errors, "steps") }</label>
                <label>{ "runs per μ (Monte Carlo)" }<input id="curve-runs" value={f.runs.clone()} onchange={edit(|f, v| f.runs = v)} />{ field_error(&errors, "runs") }</label>
                <label>{ "seed" }<input id="curve-seed" value={f.seed.clone()} onchange={edit(|f, v| f.seed = v)} />{ field_error(&errors, "seed") }</label>
                <label>{ "ε" }<input id="curve-eps" value={f.eps.clone()} onchange={edit(|f, v| f.eps = v)} />{ field_error(&errors, "eps") }</label>
                <label>{ "δ" }<input id="curve-delta" value={f.delta.clone()} onchange={edit(|f, v| f.delta = v)} />{ field_error(&errors, "delta") }{ field_error(&errors, "tests") }</label>
            </div>
            <div class="controls">
                <span>{ "Presets: " }</span>
                <button class="small" id="preset-fig25" onclick={preset(CurveForm::figure_2_5)}>{ "Jakóbczyk's Fig. 2.5: the ILEBR family" }</button>
                <button class="small" id="preset-fig24" onclick={preset(CurveForm::figure_2_4)}>{ "Jakóbczyk's Fig. 2.4: calibrated δ" }</button>
                <button class="small" id="preset-races" onclick={preset(CurveForm::classic_races)}>{ "Races vs LEBR" }</button>
            </div>
            <div class="controls">
                <button id="curve-compute" disabled={running} onclick={compute}>{ "Compute" }</button>
                if running {
                    <progress id="curve-progress" max="1" value={progress.unwrap_or(0.0).to_string()}></progress>
                    <span id="curve-status">{ format!("computing… {:.0}%", progress.unwrap_or(0.0) * 100.0) }</span>
                    <button id="curve-cancel" onclick={cancel}>{ "Cancel" }</button>
                } else if cancelled {
                    <span id="curve-status">{ "cancelled" }</span>
                } else if !failed.is_empty() {
                    <span id="curve-status" class="error">{ format!("failed: {}", failed.join("; ")) }</span>
                } else if let Some(ms) = elapsed.filter(|_| !data.points.is_empty() || !data.mc.is_empty()) {
                    <span id="curve-status">{ format!("done ({:.0} ms since start)", ms) }</span>
                }
                <button id="curve-csv" disabled={data.points.is_empty() && data.mc.is_empty()} onclick={export_csv}>{ "Export CSV" }</button>
            </div>
            { crate::web::components::maybe_stale(stale && !charts.is_empty(), "curves", html! {
                <div class="charts">
                    { for charts.into_iter().map(|(id, svg)| {
                        let svg2 = svg.clone();
                        let name = format!("{id}.svg");
                        html! {
                            <figure class="chart" id={id.clone()}>
                                { raw_svg(&svg) }
                                <button class="small" onclick={move |_| download(&name, "image/svg+xml", &svg2)}>{ "Export SVG" }</button>
                            </figure>
                        }
                    }) }
                </div>
            }) }
            <RaceBenchPanel />
            <div class="explain">
                <p>{ "Theory is Jakóbczyk's (2023) F_μ(N): it multiplies the probabilities of passing each test as if the tests were independent — an approximation. The exact curve carries the whole distribution of player 1's wins from test to test and removes the mass that stops, so it is the true error probability of the race without its precision stop (the one stop that depends on the path, not only on the current count). Monte Carlo runs the race itself (with or without the precision stop) and shows 95% intervals." }</p>
                <p>{ "Monte Carlo runs stop at 1 000 000 games; a classic race still undecided then counts as neither right nor wrong." }</p>
                <p>{ "α(μ) is the probability of naming the worse player. Near μ = 0.5 it approaches 1/2: when the players are almost equal a race cannot tell them apart within its horizon." }</p>
            </div>
        </div>
    }
}

#[function_component(RaceBenchPanel)]
fn race_bench_panel() -> Html {
    let table = Callback::from(|out: JobOutput| match out {
        JobOutput::Racing(crate::racing::jobs::Output::Bench(rows)) => html! {
            <table id="race-bench-result">
                <thead><tr><th>{ "measurement" }</th><th>{ "work" }</th><th>{ "ms" }</th><th>{ "per second" }</th></tr></thead>
                <tbody>{ for rows.iter().map(|r| html! {
                    <tr><td>{ &r.what }</td><td class="num">{ format!("{} {}", fmt_number(r.work as f64), r.unit) }</td><td class="num">{ format!("{:.1}", r.millis) }</td><td class="num">{ fmt_number(r.per_second.round()) }</td></tr>
                }) }</tbody>
            </table>
        },
        _ => html! {},
    });
    html! {
        <BenchPanel id="race-bench" summary="Benchmark this browser (in a worker)" button="Run the benchmark" spec={JobSpec::Racing(crate::racing::jobs::Request::Bench { runs: 200 })} {table}>
            <p class="explain">{ "Times the exact α(μ) curve of ILEBR* on 101 values of μ, and 200 ILEBR* 2 races at μ = 0.5 simulated game by game and with one binomial draw per test." }</p>
        </BenchPanel>
    }
}

fn curve_charts(data: &CurveData, form: &CurveForm) -> Vec<(String, String)> {
    if data.points.is_empty() && data.mc.is_empty() {
        return Vec::new();
    }
    let mut alpha_series = Vec::new();
    let mut games_series = Vec::new();
    for (i, &a) in form.algorithms.iter().enumerate() {
        let color = PALETTE[i % PALETTE.len()];
        let pts: Vec<&CurvePoint> = data.points.iter().filter(|p| p.algorithm == a).collect();
        let theory: Vec<(f64, f64)> = pts
            .iter()
            .filter_map(|p| p.theory.map(|t| (p.mu, t)))
            .collect();
        if form.theory && !theory.is_empty() {
            alpha_series.push(Series {
                name: format!("{} theory F", a.name()),
                points: theory,
                style: SeriesStyle::Dashed,
                color,
                errors: None,
            });
        }
        let exact: Vec<(f64, f64, f64)> = pts
            .iter()
            .filter_map(|p| p.exact.as_ref().map(|e| (p.mu, e.alpha, e.mean_games)))
            .collect();
        if form.exact && !exact.is_empty() {
            alpha_series.push(Series {
                name: format!("{} exact", a.name()),
                points: exact.iter().map(|e| (e.0, e.1)).collect(),
                style: SeriesStyle::Line,
                color,
                errors: None,
            });
            games_series.push(Series {
                name: format!("{} exact", a.name()),
                points: exact.iter().map(|e| (e.0, e.2)).collect(),
                style: SeriesStyle::Line,
                color,
                errors: None,
            });
        }
        if let Some((_, tallies)) = data.mc.iter().find(|(b, _)| *b == a) {
            let results: Vec<_> = tallies.iter().map(|t| t.result()).collect();
            alpha_series.push(Series {
                name: format!("{} Monte Carlo", a.name()),
                points: results.iter().map(|r| (r.mu, r.alpha)).collect(),
                style: SeriesStyle::Points,
                color,
                errors: Some(results.iter().map(|r| r.alpha_ci).collect()),
            });
            games_series.push(Series {
                name: format!("{} Monte Carlo", a.name()),
                points: results.iter().map(|r| (r.mu, r.mean_games)).collect(),
                style: SeriesStyle::Points,
                color,
                errors: Some(results.iter().map(|r| r.games_ci).collect()),
            });
        }
    }
    let chart =
        |title: &str, y: &str, y_scale: Scale, series: Vec<Series>, y_range: Option<(f64, f64)>| {
            line_chart(&LineChart {
                title: title.into(),
                x_label: "μ".into(),
                y_label: y.into(),
                x_scale: Scale::Linear,
                y_scale,
                series,
                hlines: Vec::new(),
                vlines: vec![(0.5, String::new())],
                x_range: None,
                y_range,
                size: (620, 380),
            })
            .unwrap_or_default()
        };
    vec![
        (
            "chart-alpha".into(),
            chart(
                "Error probability α(μ)",
                "α",
                Scale::Linear,
                alpha_series.clone(),
                Some((0.0, 0.55)),
            ),
        ),
        (
            "chart-alpha-log".into(),
            chart(
                "Error probability α(μ), log scale",
                "α",
                Scale::Log,
                alpha_series,
                Some((1e-6, 1.0)),
            ),
        ),
        (
            "chart-games".into(),
            chart(
                "Mean number of games",
                "games",
                Scale::Linear,
                games_series,
                None,
            ),
        ),
    ]
}

/// The calculator calibrates on the main thread this far from μ = 0.5 (N ≲ 1 700, a few
/// milliseconds); closer in it calibrates in the worker with progress and Cancel.
const CALIBRATION_MIN_GAP: f64 = 0.0005;

#[function_component(Calculator)]
fn calculator() -> Html {
    let calib_job = use_job();
    let eps = use_state(|| "0.01".to_string());
    let delta = use_state(|| "0.05".to_string());
    let mu = use_state(|| "0.497".to_string());
    let alpha = use_state(|| "0.05".to_string());
    let bind = |s: &UseStateHandle<String>| {
        let s = s.clone();
        Callback::from(move |e: Event| {
            s.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let eps_v = open_unit_field("eps", &eps);
    let delta_v = open_unit_field("delta", &delta);
    let mut errors = Vec::new();
    if let Err(e) = &eps_v {
        errors.push(e.clone());
    }
    if let Err(e) = &delta_v {
        errors.push(e.clone());
    }
    // Horizons above these ε/δ get large fast; keep the table responsive.
    let table = match (&eps_v, &delta_v) {
        (Ok(e), Ok(d)) if *e >= 1e-3 => match horizons(*e, *d) {
            Ok(rows) => html! {
                <table id="horizons">
                    <thead><tr><th>{ "equation" }</th><th>{ "what" }</th><th>{ "root" }</th><th>{ "tests" }</th><th>{ "games" }</th></tr></thead>
                    <tbody>{ for rows.iter().map(|r| html! { <tr><td>{ &r.equation }</td><td>{ &r.meaning }</td><td class="num">{ format!("{:.6}", r.root) }</td><td class="num">{ fmt_number(r.tests as f64) }</td><td class="num">{ fmt_number(r.games as f64) }</td></tr> }) }</tbody>
                </table>
            },
            Err(why) => html! { <p class="error" id="error-eps">{ why }</p> },
        },
        (Ok(_), Ok(_)) => {
            html! { <p class="error" id="error-eps">{ "ε below 0.001 makes horizons of billions of games; choose ε ≥ 0.001 here" }</p> }
        }
        _ => html! {},
    };
    let calibration = match (
        parse_real_field("mu", &mu),
        parse_real_field("alpha", &alpha),
        &eps_v,
    ) {
        // Near 0.5 the search needs thousands of tests, each O(n²): seconds of work that
        // belong in the worker.
        (Ok(m), Ok(a), Ok(e)) if (m - 0.5).abs() < CALIBRATION_MIN_GAP && m != 0.5 => {
            let (job, e) = (calib_job.clone(), *e);
            let start = Callback::from(move |_: MouseEvent| {
                job.start(JobSpec::Racing(crate::racing::jobs::Request::Calibrate {
                    mu: m,
                    alpha: a,
                    eps: e,
                }))
            });
            html! {
                <div id="calibration-worker">
                    <p>{ format!("μ within {CALIBRATION_MIN_GAP} of 0.5 needs thousands of tests (seconds of work): it runs in the worker.") }</p>
                    <button id="calibrate-run" onclick={start} disabled={calib_job.running()}>{ "Calibrate in the worker" }</button>
                    <JobProgress ..JobProgressProps::of(&calib_job, "calibrate") />
                    { match &*calib_job.state {
                        JobState::Done(JobOutput::Racing(crate::racing::jobs::Output::Calibration(Ok(c))), _) => html! { <p id="calibration">{ calibration_text(c) }</p> },
                        JobState::Done(JobOutput::Racing(crate::racing::jobs::Output::Calibration(Err(m))), _) => html! { <p class="error" id="error-alpha">{ m }</p> },
                        _ => html! {},
                    } }
                </div>
            }
        }
        (Ok(m), Ok(a), Ok(e)) => match calibrate(m, a, *e) {
            Ok(c) => {
                html! { <p id="calibration">{ calibration_text(&c) }</p> }
            }
            Err(e) => html! { <p class="error" id={format!("error-{}", e.field)}>{ e.reason }</p> },
        },
        (Err(e), _, _) | (_, Err(e), _) => {
            html! { <p class="error" id={format!("error-{}", e.field)}>{ e.reason }</p> }
        }
        _ => html! {},
    };
    let sigma_chart = match (&eps_v, &delta_v) {
        (Ok(e), Ok(d)) if *e >= 1e-3 => {
            let points: Vec<(f64, f64)> = (0..=50)
                .filter_map(|i| {
                    let s = i as f64 / 100.0;
                    nmax_for_sigma(*e, *d, s).map(|n| (s, n as f64))
                })
                .collect();
            line_chart(&LineChart {
                title: "n_max against the standard deviation σ (Bernstein, one test per game)"
                    .into(),
                x_label: "σ".into(),
                y_label: "n_max".into(),
                x_scale: Scale::Linear,
                y_scale: Scale::Linear,
                series: vec![Series {
                    name: "n_max(σ)".into(),
                    points,
                    style: SeriesStyle::Line,
                    color: PALETTE[0],
                    errors: None,
                }],
                hlines: Vec::new(),
                vlines: Vec::new(),
                x_range: Some((0.0, 0.5)),
                y_range: None,
                size: (620, 360),
            })
            .unwrap_or_default()
        }
        _ => String::new(),
    };
    html! {
        <div class="racing-calc">
            <div class="form-grid">
                <label>{ "ε" }<input id="calc-eps" value={(*eps).clone()} onchange={bind(&eps)} />{ field_error(&errors, "eps") }</label>
                <label>{ "δ" }<input id="calc-delta" value={(*delta).clone()} onchange={bind(&delta)} />{ field_error(&errors, "delta") }</label>
            </div>
            <h3>{ "Horizons" }</h3>
            { table }
            <p class="explain">{ "n_max is the number of tests after which even the widest interval (Hoeffding, or Bernstein with σ̄ = 1/2) is within ε; t_max = n_max² for the square schedules; n_min is the first test that can possibly cross 0.5 (when one player always wins)." }</p>
            <h3>{ "Calibrate δ for a target error at μ (Jakóbczyk 2023, eq. 2.19)" }</h3>
            <div class="form-grid">
                <label>{ "μ" }<input id="calc-mu" value={(*mu).clone()} onchange={bind(&mu)} /></label>
                <label>{ "target α" }<input id="calc-alpha" value={(*alpha).clone()} onchange={bind(&alpha)} /></label>
            </div>
            { calibration }
            <div class="chart" id="chart-sigma">{ raw_svg(&sigma_chart) }</div>
        </div>
    }
}

/// A calibration in words: N, its horizon in games, and δ or why there is none.
fn calibration_text(c: &crate::racing::theory::Calibration) -> String {
    let n = format!(
        "N = {} tests (t_max = {} games)",
        c.tests,
        fmt_number((c.tests * c.tests) as f64)
    );
    match (c.delta, &c.no_delta) {
        (Some(delta), _) => format!("{n}, δ = {delta:.7e}"),
        (None, Some(why)) => format!("{n}, but no δ: {why}"),
        (None, None) => n,
    }
}
