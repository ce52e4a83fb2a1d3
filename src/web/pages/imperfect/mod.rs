//! The imperfect-information lab: a game with information sets — a built-in one (Kuhn and
//! Leduc poker, beer–quiche, matching pennies as a tree, an entry game with an uninformed
//! entrant, the absent-minded driver) or a pasted Gambit `.efg` file — solved exactly (the
//! sequence-form LP for zero-sum games, Lemke's algorithm otherwise, both certified by exact
//! best responses) or learnt by CFR, CFR+ or DCFR with the exploitability falling on a log–log
//! chart as it runs. Kuhn or Leduc poker can be played against a computed strategy, and a race
//! decides whether one strategy beats another (`play`). Every computation runs in the worker —
//! reading the game and dealing the cards too — and the page asks and draws (the model is the
//! core's: [`crate::games::imperfect::lab`]).

use std::rc::Rc;

use yew::prelude::*;
use yew_router::prelude::*;

use crate::equilibrium::cfr::Algorithm;
use crate::games::imperfect::jobs::{
    Bars, CfrRun, Detail, Exact, GameSource, Output, Request, Solution,
};
use crate::games::imperfect::lab::{curve_chart, value_chart, Summary};
use crate::games::imperfect::presets::Preset;
use crate::i18n::Args;
use crate::web::components::{
    maybe_stale, stale_with, BenchPanel, FitChart, JobProgress, JobProgressProps,
};
use crate::web::i18n::{decimal, t, tf};
use crate::web::job::{use_job, use_job_then, JobDetail, JobOutput, JobSpec, JobState};
use crate::web::routes::Route;

mod play;
mod solution;

pub(crate) use solution::solution_view;
use solution::{name, strategy_table};

/// The page. The game is read, described and solved in the worker: the page's own module
/// carries neither the model nor the `.efg` reader.
#[function_component(ImperfectPage)]
pub fn imperfect_page() -> Html {
    let navigator = use_navigator();
    let source = {
        let location = use_location();
        use_state(move || {
            GameSource::Preset(
                location
                    .and_then(|l| l.query::<std::collections::HashMap<String, String>>().ok())
                    .and_then(|q| q.get("game").and_then(|k| Preset::from_key(k)))
                    .unwrap_or(Preset::Kuhn),
            )
        })
    };
    let import_text = use_state(String::new);
    let import_error = use_state(|| None::<String>);

    // The description of the game on the page.
    let describe_job = use_job();
    let describe_spec = use_memo((*source).clone(), |g| {
        JobSpec::Imperfect(Request::Describe {
            game: g.clone(),
            lang: crate::web::i18n::code().to_string(),
        })
    });
    {
        let job = describe_job.clone();
        use_effect_with((*describe_spec).clone(), move |spec| {
            job.start(spec.clone())
        });
    }
    let info: Option<Rc<Summary>> = match describe_job.result(Some(&describe_spec)) {
        Some((JobOutput::Imperfect(Output::Described(Ok(s))), _, false)) => Some(Rc::new(*s)),
        _ => None,
    };
    let describe_error: Option<String> = match (
        &*describe_job.state,
        describe_job.result(Some(&describe_spec)),
    ) {
        (JobState::Failed(m), _) => Some(m.clone()),
        (_, Some((JobOutput::Imperfect(Output::Described(Err(e))), _, false))) => Some(e),
        _ => None,
    };

    let on_preset = {
        let (source, navigator) = (source.clone(), navigator.clone());
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(p) = Preset::from_key(&v) {
                source.set(GameSource::Preset(p));
                if let Some(n) = &navigator {
                    let _ =
                        n.replace_with_query(&Route::lab("imperfect"), &vec![("game", p.key())]);
                }
            }
        })
    };
    let on_import_text = {
        let import_text = import_text.clone();
        Callback::from(move |text: String| import_text.set(text))
    };
    // An imported file is read by the worker first; only a file that reads replaces the game.
    let pending = use_mut_ref(String::new);
    let import_job = {
        let (source, import_error, pending) =
            (source.clone(), import_error.clone(), pending.clone());
        use_job_then(
            Callback::from(move |(_, out, _): crate::web::job::Finished| {
                if let JobOutput::Imperfect(Output::Described(r)) = out {
                    match r {
                        Ok(_) => {
                            import_error.set(None);
                            source.set(GameSource::Efg(pending.borrow().clone()));
                        }
                        Err(e) => import_error.set(Some(e)),
                    }
                }
            }),
            0.0,
        )
    };
    let import = {
        let (job, import_text, pending) =
            (import_job.clone(), import_text.clone(), pending.clone());
        Callback::from(move |_: MouseEvent| {
            *pending.borrow_mut() = (*import_text).clone();
            job.start(JobSpec::Imperfect(Request::Describe {
                game: GameSource::Efg((*import_text).clone()),
                lang: crate::web::i18n::code().to_string(),
            }));
        })
    };
    let solver: Result<Exact, String> = match &info {
        Some(i) => i.solver.clone(),
        None => Err(t("imperfect-being-read")),
    };
    let cfr_ok = info.as_ref().is_some_and(|i| i.cfr);
    let players: Vec<String> = info.as_ref().map_or_else(Vec::new, |i| i.players.clone());

    // Exact solution; Lemke's algorithm starts from a prior: uniform, or random from a seed.
    let prior_seed = use_state(|| None::<u64>);
    let solve_job = use_job();
    let solve_spec = use_memo(
        ((*source).clone(), solver.clone(), *prior_seed),
        |(game, solver, prior)| {
            solver.as_ref().ok().map(|&method| {
                JobSpec::Imperfect(Request::Solve {
                    game: game.clone(),
                    method,
                    prior: if method == Exact::Lemke { *prior } else { None },
                })
            })
        },
    );
    let on_prior = {
        let prior_seed = prior_seed.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            prior_seed.set(if v == "random" {
                Some(crate::web::components::fresh_seed() % 1_000_000)
            } else {
                None
            });
        })
    };
    let solve = {
        let (job, spec) = (solve_job.clone(), solve_spec.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(s) = &*spec {
                job.start(s.clone());
            }
        })
    };
    // A result belongs to the game it was computed for: under another game it is not shown
    // at all (its players, information sets and values are that game's).
    let of_this_game = |job: &crate::web::job::JobHandle| match &*job.started {
        Some(JobSpec::Imperfect(r)) => r.game() == Some(&*source),
        _ => false,
    };
    let solve_this_game = of_this_game(&solve_job);
    let solved: Option<(Result<Box<Solution>, String>, bool)> =
        match solve_job.result((*solve_spec).as_ref()) {
            Some((JobOutput::Imperfect(Output::Solved(s)), _, stale)) if solve_this_game => {
                Some((s, stale))
            }
            _ => None,
        };
    let solve_failed = match &*solve_job.state {
        JobState::Failed(m) if solve_this_game => Some(m.clone()),
        _ => None,
    };

    // CFR.
    let algorithm = use_state(|| "cfr+".to_string());
    let iterations = use_state(|| "1000".to_string());
    let cfr_job = use_job();
    let iterations_ok: Result<u64, String> = iterations
        .trim()
        .parse::<u64>()
        .ok()
        .filter(|n| (1..=crate::games::imperfect::jobs::MAX_ITERATIONS).contains(n))
        .ok_or_else(|| {
            tf(
                "imperfect-iterations-range",
                Args::new().count("max", crate::games::imperfect::jobs::MAX_ITERATIONS as i64),
            )
        });
    let cfr_spec = use_memo(
        (
            (*source).clone(),
            (*algorithm).clone(),
            iterations_ok.clone(),
            cfr_ok,
        ),
        |(game, a, n, ok)| match (ok, n, Algorithm::from_key(a)) {
            (true, Ok(n), Some(algorithm)) => Some(JobSpec::Imperfect(Request::Cfr {
                game: game.clone(),
                algorithm,
                iterations: *n,
            })),
            _ => None,
        },
    );
    let run_cfr = {
        let (job, spec) = (cfr_job.clone(), cfr_spec.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(s) = &*spec {
                job.start(s.clone());
            }
        })
    };
    let cfr_this_game = of_this_game(&cfr_job);
    type Curves = (Vec<(u64, f64)>, Vec<(u64, f64)>, Option<f64>, Option<Bars>);
    let (curve, values, exact, bars): Curves = match (&*cfr_job.state, &*cfr_job.detail) {
        _ if !cfr_this_game => (Vec::new(), Vec::new(), None, None),
        (JobState::Done(JobOutput::Imperfect(Output::Cfr(run)), _), _) => {
            (run.curve.clone(), run.values.clone(), run.exact, None)
        }
        (_, Some(JobDetail::Imperfect(Detail::Cfr(p)))) => (
            p.curve.clone(),
            p.values.clone(),
            p.exact,
            Some(p.bars.clone()),
        ),
        _ => (Vec::new(), Vec::new(), None, None),
    };
    let cfr_done: Option<(Box<CfrRun>, bool)> = match cfr_job.result((*cfr_spec).as_ref()) {
        Some((JobOutput::Imperfect(Output::Cfr(run)), _, stale)) if cfr_this_game => {
            Some((run, stale))
        }
        _ => None,
    };
    let set_text = |state: &UseStateHandle<String>| {
        let state = state.clone();
        Callback::from(move |e: InputEvent| {
            state.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let on_algorithm = {
        let algorithm = algorithm.clone();
        Callback::from(move |e: Event| {
            algorithm.set(
                e.target_unchecked_into::<web_sys::HtmlSelectElement>()
                    .value(),
            )
        })
    };

    let selected_key = match &*source {
        GameSource::Preset(p) => p.key().to_string(),
        GameSource::Efg(_) => "imported".to_string(),
    };
    let summary_html = match (&info, &describe_error) {
        (Some(info), _) => html! {
            <div id="game-summary">
                <p>{ tf("imperfect-summary", Args::new().text("title", info.title.clone()).count("n", players.len() as i64).text("players", players.join(", ")).count("nodes", info.nodes as i64)
                    .text("sets", info.sets.iter().zip(&players).map(|(n, p)| format!("{p} {n}")).collect::<Vec<_>>().join(", "))) }</p>
                <p>{ match (&info.constant_sum, info.zero_sum) {
                    (Some(c), _) => tf("imperfect-constant-sum", Args::new().text("sum", c.to_string())),
                    (None, true) => t("imperfect-zero-sum"),
                    (None, false) => t("imperfect-not-zero-sum"),
                } }</p>
                { match &info.recall {
                    Ok(()) => html! { <p id="recall-ok">{ t("imperfect-recall-ok") }</p> },
                    Err(e) => html! { <p class="error" id="recall-error" role="alert">{ e }</p> },
                } }
            </div>
        },
        (None, Some(e)) => {
            html! { <p class="error" id="game-error">{ tf("imperfect-unreadable", Args::new().text("error", e.clone())) }</p> }
        }
        (None, None) => {
            html! { <p class="note" id="game-reading">{ crate::web::job::waiting_words(&t("imperfect-reading")) }</p> }
        }
    };

    let solve_html = html! {
        <section class="card-like" aria-labelledby="solve-h">
            <h2 id="solve-h">{ t("imperfect-exact-title") }</h2>
            { match &solver {
                Ok(method) => html! {
                    <p>{ match method {
                        Exact::SequenceForm => t("imperfect-method-lp"),
                        Exact::Lemke => t("imperfect-method-lemke"),
                    } }</p>
                },
                Err(e) if info.is_some() => html! { <p class="error" id="solve-refused">{ tf("imperfect-no-solver", Args::new().text("error", e.clone())) }</p> },
                Err(_) => html! {},
            } }
            <div class="controls">
                if solver == Ok(Exact::Lemke) {
                    <label>{ t("imperfect-prior") }{ " " }
                        <select id="lemke-prior" onchange={on_prior}>
                            <option value="uniform" selected={prior_seed.is_none()}>{ t("imperfect-prior-uniform") }</option>
                            <option value="random" selected={prior_seed.is_some()}>{ t("imperfect-prior-random") }</option>
                        </select>
                    </label>
                    if let Some(seed) = *prior_seed { <span class="note" id="lemke-seed">{ tf("imperfect-seed", Args::new().text("seed", seed.to_string())) }</span> }
                }
                <button id="solve" onclick={solve} disabled={solver.is_err() || solve_job.running()}>{ t("imperfect-solve") }</button>
            </div>
            <JobProgress ..JobProgressProps::of(&solve_job, "solve") />
            if let Some(m) = &solve_failed {
                <p class="error" id="solve-error">{ tf("imperfect-solver-failed", Args::new().text("error", m.clone())) }</p>
            }
            if let Some((result, stale)) = &solved {
                { maybe_stale(*stale, "solution", match result {
                    Ok(s) => solution_view(&players, s),
                    Err(e) => html! { <p class="error" id="solve-error">{ e }</p> },
                }) }
            }
        </section>
    };

    let cfr_html = html! {
        <section class="card-like" aria-labelledby="cfr-h">
            <h2 id="cfr-h">{ t("imperfect-cfr-title") }</h2>
            if info.is_some() && !cfr_ok {
                <p class="note" id="cfr-refused">{ t("imperfect-cfr-refused") }</p>
            }
            <div class="controls">
                <label>{ t("imperfect-algorithm") }{ " " }
                    <select id="cfr-algorithm" onchange={on_algorithm}>
                        <option value="cfr" selected={*algorithm == "cfr"}>{ "CFR" }</option>
                        <option value="cfr+" selected={*algorithm == "cfr+"}>{ "CFR+" }</option>
                        <option value="dcfr" selected={*algorithm == "dcfr"}>{ "DCFR (1.5, 0, 2)" }</option>
                    </select>
                </label>
                <label>{ t("imperfect-iterations") }{ " " }
                    // Read as typed, so Run is enabled the moment the count reads (and Tab
                    // from the field reaches it).
                    <input id="cfr-iterations" value={(*iterations).clone()} oninput={set_text(&iterations)} inputmode="numeric"
                        aria-invalid={iterations_ok.is_err().then_some("true")}
                        aria-describedby={iterations_ok.is_err().then_some("cfr-iterations-error")} />
                </label>
                <button id="cfr-run" onclick={run_cfr} disabled={cfr_spec.is_none() || cfr_job.running()}>{ t("imperfect-run") }</button>
            </div>
            if let Err(e) = &iterations_ok {
                <p class="error" id="cfr-iterations-error">{ e }</p>
            }
            <JobProgress ..JobProgressProps::of(&cfr_job, "cfr") />
            if curve.len() >= 2 {
                <div id="cfr-chart"><FitChart spec={curve_chart(&curve, &algorithm)} /></div>
                <div id="cfr-value-chart"><FitChart spec={value_chart(&values, exact, &algorithm)} /></div>
            }
            if let (Some(b), true) = (&bars, cfr_job.running()) {
                { solution::bars_view(&players, b, info.as_ref().map_or(0, |i| i.sets.iter().sum())) }
            }
            if let Some((run, stale)) = &cfr_done {
                if *stale && cfr_spec.is_none() {
                    // The inputs make no run now (the count does not read): no advice to run.
                    { stale_with("cfr-result", &t("imperfect-cfr-stale"), cfr_view(&players, run)) }
                } else {
                    { maybe_stale(*stale, "cfr-result", cfr_view(&players, run)) }
                }
            }
        </section>
    };

    html! {
        <section class="page" id="imperfect" tabindex="-1">
            <h1>{ t("imperfect-title") }</h1>
            <crate::web::components::Lead>{ t("imperfect-lead") }</crate::web::components::Lead>
            <div class="controls" role="group" aria-label={t("imperfect-controls-label")}>
                <label>{ t("imperfect-game") }{ " " }
                    <select id="imperfect-preset" onchange={on_preset}>
                        { for Preset::ALL.iter().map(|p| html! { <option value={p.key()} selected={selected_key == p.key()}>{ p.name_in(&crate::web::i18n::catalogue()) }</option> }) }
                        if matches!(*source, GameSource::Efg(_)) {
                            <option value="imported" selected=true disabled=true>{ t("imperfect-imported") }</option>
                        }
                    </select>
                </label>
            </div>
            { summary_html }
            if let GameSource::Preset(p) = &*source {
                if let Some(legend) = p.legend_in(&crate::web::i18n::catalogue()) {
                    <p class="note" id="sets-legend">{ legend }</p>
                }
            }
            { solve_html }
            { cfr_html }
            <play::PlayPanel />
            <play::PokerRacePanel />
            <CfrBenchPanel />
            <crate::web::components::GambitImport summary={t("imperfect-import-efg")} kind=".efg" input_id="imperfect-efg" button_id="imperfect-import" error_id="imperfect-efg-error" rows={8} text={(*import_text).clone()} on_text={on_import_text} on_import={import} error={(*import_error).clone()} />
        </section>
    }
}

fn cfr_view(players: &[String], run: &CfrRun) -> Html {
    let last = run.curve.last().map_or(f64::NAN, |c| c.1);
    html! {
        <div id="cfr-result">
            <p id="cfr-value">{ tf("imperfect-cfr-value", Args::new().count("n", run.curve.last().map_or(0, |c| c.0) as i64).text("player", name(players, 0)).text("value", decimal(&format!("{:.6}", run.value))).text("exploitability", decimal(&format!("{last:.3e}")))) }</p>
            { strategy_table("cfr-strategies", players, &run.rows) }
            if let Some(c) = &run.compared {
                { solution::compared_view(run.value, c) }
            }
        </div>
    }
}

/// CFR, CFR+ and DCFR timed in this browser's worker on Kuhn and Leduc poker, against the
/// naive CFR+ baseline (the same runs as `gamelab bench cfr`).
#[function_component(CfrBenchPanel)]
fn cfr_bench_panel() -> Html {
    let table = Callback::from(|out: JobOutput| match out {
        JobOutput::Imperfect(Output::Bench(rows)) => html! {
            <table id="cfr-bench-table">
                <thead><tr><th>{ t("imperfect-col-game") }</th><th>{ t("imperfect-col-algorithm") }</th><th>{ t("imperfect-col-iterations") }</th><th>{ t("imperfect-col-speed") }</th><th>{ t("imperfect-col-speedup") }</th><th>{ t("imperfect-col-exploitability") }</th></tr></thead>
                <tbody>{ for rows.iter().map(|r| html! {
                    <tr><td>{ &r.game }</td><td>{ &r.algorithm }</td><td>{ r.iterations }</td><td>{ format!("{:.0}", r.per_second) }</td><td>{ decimal(&format!("{:.1}", r.speedup)) }</td><td>{ decimal(&format!("{:.6}", r.exploitability)) }</td></tr>
                }) }</tbody>
            </table>
        },
        _ => html! {},
    });
    html! {
        <BenchPanel id="cfr-bench" summary={t("imperfect-bench-summary")} button={t("imperfect-run")} spec={JobSpec::Imperfect(Request::Bench { iterations: 200 })} {table}>
            <p>{ t("imperfect-bench-text") }</p>
        </BenchPanel>
    }
}
