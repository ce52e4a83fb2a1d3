//! What the n-player editor shows below its matrices: every Nash equilibrium, certified, and
//! the optimal correlated equilibrium for a chosen objective. Both are computed in the worker
//! (the enumeration with progress and Cancel) and arrive as the JSON the command line prints
//! ([`crate::games::matrix::n_report`]), so the page, `gamelab nash` and Python cannot drift
//! apart; this file only lays that answer out.

use serde_json::Value;
use yew::prelude::*;

use crate::games::matrix::jobs::{Output, Request};
use crate::games::matrix::n_edit::NDraft;
use crate::i18n::Args;
use crate::models::StrategicGame;
use crate::web::components::{download, maybe_stale, JobProgress, JobProgressProps};
use crate::web::i18n::{decimal, t, tf};

use super::super::list;
use crate::web::job::{use_job, use_job_then, JobOutput, JobSpec, JobState, PROGRESS_RENDER_MS};

/// Props of [`NashView`] and [`CorrelatedView`].
#[derive(Properties, PartialEq)]
pub(in crate::web::pages::games) struct ResultProps {
    /// The game analysed (the draft's, or the last valid one while the draft has problems).
    pub(in crate::web::pages::games) game: StrategicGame,
    /// The game's title.
    pub(in crate::web::pages::games) title: AttrValue,
    /// True while the draft has problems.
    pub(in crate::web::pages::games) stale: bool,
}

pub(super) fn nfg_of(title: &str, g: &StrategicGame) -> String {
    NDraft::from_game(title, g).to_nfg(g)
}

pub(super) fn strs(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .map(|x| x.as_str().map_or_else(|| x.to_string(), str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// A list of numbers from the answer, in parentheses, written the page language's way.
fn numbers(v: &Value) -> String {
    format!("({})", list(strs(v).iter().map(|x| decimal(x)).collect()))
}

/// The JSON answer of a finished job of these components, if it is for `spec`.
pub(super) fn answer(
    job: &crate::web::job::JobHandle,
    spec: &JobSpec,
) -> Option<Result<(Value, bool), String>> {
    let (output, _, stale) = job.result(Some(spec))?;
    let text = match output {
        JobOutput::NormalForm(Output::NashN(t)) => Ok(t),
        JobOutput::NormalForm(Output::Correlated(r)) => r,
        JobOutput::NormalForm(Output::AnalysisN(t)) => Ok(t),
        _ => return None,
    };
    Some(text.and_then(|t| {
        serde_json::from_str(&t)
            .map(|v| (v, stale))
            .map_err(|e| e.to_string())
    }))
}

/// Every Nash equilibrium of the game, from the worker.
#[function_component(NashView)]
pub(super) fn nash_view(props: &ResultProps) -> Html {
    let job = use_job_then(Callback::noop(), PROGRESS_RENDER_MS);
    let spec = use_memo((props.game.clone(), props.title.clone()), |(g, t)| {
        JobSpec::NormalForm(Request::NashN { nfg: nfg_of(t, g) })
    });
    {
        let job = job.clone();
        use_effect_with((*spec).clone(), move |spec| job.start(spec.clone()));
    }
    let restart = {
        let (job, spec) = (job.clone(), spec.clone());
        Callback::from(move |_: MouseEvent| job.start((*spec).clone()))
    };
    let progress = JobProgressProps::of(&job, "n-equilibria");
    let body = match answer(&job, &spec) {
        Some(Ok((v, stale))) => maybe_stale(
            props.stale || stale,
            "n-equilibria-list",
            equilibria_table(&v, job.number()),
        ),
        Some(Err(m)) => html! { <p class="error" id="n-equilibria-error">{ m }</p> },
        None => html! {},
    };
    let cancelled = matches!(*job.state, JobState::Cancelled);
    html! {
        <section class="equilibria" id="n-equilibria-section">
            <h3>{ t("games-n-eq-title") }</h3>
            <JobProgress ..progress />
            if cancelled {
                <button id="n-equilibria-again" onclick={restart}>{ t("games-n-solve-again") }</button>
            }
            { body }
        </section>
    }
}

/// The equilibria of the answer `v` of the worker's job number `job` (a page test waits for
/// a newer job's answer by it).
fn equilibria_table(v: &Value, job: u64) -> Html {
    let names: Vec<Vec<String>> = v["strategy_names"]
        .as_array()
        .map(|a| a.iter().map(strs).collect())
        .unwrap_or_default();
    let players = strs(&v["player_names"]);
    let list = v["equilibria"].as_array().cloned().unwrap_or_default();
    let continua = v["continua"].as_array().cloned().unwrap_or_default();
    let json = serde_json::to_string_pretty(v).unwrap_or_default();
    let save =
        Callback::from(move |_: MouseEvent| download("equilibria.json", "application/json", &json));
    let complete = v["complete"].as_bool().unwrap_or(false);
    html! {
        <div id="n-equilibria" data-job={job.to_string()} data-count={list.len().to_string()} data-complete={complete.to_string()}>
            <p id="n-certificate" class={classes!(if complete { "certified" } else { "warning" })}>
                { {
                    let args = Args::new()
                        .count("n", list.len() as i64)
                        .text("certificate", v["certificate"].as_str().unwrap_or(""));
                    if complete { tf("games-n-certificate-complete", args) } else { tf("games-n-certificate-incomplete", args) }
                } }
            </p>
            <div class="table-scroll">
            <table class="results">
                <thead><tr>
                    <th>{ "#" }</th>
                    { for players.iter().enumerate().map(|(i, p)| html! {
                        <th scope="col">{ format!("{p} ({})", names.get(i).map(|n| n.join(", ")).unwrap_or_default()) }</th>
                    }) }
                    <th>{ t("games-col-payoffs") }</th>
                    <th>{ t("games-col-kind") }</th>
                    <th>{ t("games-n-col-regret") }</th>
                </tr></thead>
                <tbody>{ for list.iter().enumerate().map(|(k, e)| {
                    let exact = e["exact"].as_bool().unwrap_or(false);
                    html! {
                        <tr class={classes!(if exact { "exact" } else { "irrational" })}>
                            <td>{ k + 1 }</td>
                            { for e["strategies"].as_array().cloned().unwrap_or_default().iter().map(|m| html! {
                                <td class="mix">{ numbers(m) }</td>
                            }) }
                            <td class="payoffs">{ numbers(&e["payoffs"]) }</td>
                            <td class="kind">{ if exact { t("games-n-kind-exact") } else if e["isolated"].as_bool().unwrap_or(true) { t("games-n-kind-irrational") } else { t("games-n-kind-not-isolated") } }</td>
                            <td class="regret">{ decimal(e["regret"].as_str().unwrap_or("")) }</td>
                        </tr>
                    }
                }) }</tbody>
            </table>
            </div>
            if !continua.is_empty() {
                <ul id="n-continua">{ for continua.iter().map(|c| html! {
                    <li>{ tf("games-n-continuum", Args::new().text("description", c["description"].as_str().unwrap_or("")).text("ranges", c["ranges"].to_string())) }</li>
                }) }</ul>
            }
            <button id="n-equilibria-download" onclick={save}>{ t("games-download-json") }</button>
        </div>
    }
}

/// The optimal correlated (or coarse correlated) equilibrium, by exact LP in the worker.
#[function_component(CorrelatedView)]
pub(in crate::web::pages::games) fn correlated_view(props: &ResultProps) -> Html {
    let objective = use_state(|| "welfare".to_string());
    let coarse = use_state(|| false);
    let job = use_job();
    let n = props.game.players().len();
    let spec = use_memo(
        (
            props.game.clone(),
            props.title.clone(),
            (*objective).clone(),
            *coarse,
        ),
        |(g, t, o, c)| {
            JobSpec::NormalForm(Request::Correlated {
                nfg: nfg_of(t, g),
                coarse: *c,
                objective: o.clone(),
            })
        },
    );
    {
        let job = job.clone();
        use_effect_with((*spec).clone(), move |spec| job.start(spec.clone()));
    }
    // A player's best may name a player the game no longer has: back to welfare then.
    if let Some(k) = objective
        .strip_prefix("player:")
        .and_then(|k| k.parse::<usize>().ok())
    {
        if k > n {
            objective.set("welfare".into());
        }
    }
    let on_objective = {
        let objective = objective.clone();
        Callback::from(move |e: Event| {
            objective.set(
                e.target_unchecked_into::<web_sys::HtmlSelectElement>()
                    .value(),
            )
        })
    };
    let on_coarse = {
        let coarse = coarse.clone();
        Callback::from(move |_: Event| coarse.set(!*coarse))
    };
    let options: Vec<(String, String)> = [
        ("welfare".to_string(), t("games-n-ce-welfare")),
        ("min".to_string(), t("games-n-ce-min")),
    ]
    .into_iter()
    .chain((1..=n).map(|k| {
        (
            format!("player:{k}"),
            tf(
                "games-n-ce-player",
                Args::new().text("player", props.game.players()[k - 1].to_string()),
            ),
        )
    }))
    .collect();
    let body = match answer(&job, &spec) {
        Some(Ok((v, stale))) => {
            let rows = v["distribution"].as_array().cloned().unwrap_or_default();
            maybe_stale(
                props.stale || stale,
                "n-ce-result",
                html! {
                    <div id="n-ce" data-value={v["value"].as_str().unwrap_or("").to_string()}>
                        <p id="n-ce-value">{ tf("games-n-ce-value", Args::new().text("value", v["value"].as_str().unwrap_or("")).text("approx", decimal(&v["value_float"].to_string())).text("payoffs", list(strs(&v["payoffs"]).iter().map(|x| decimal(x)).collect()))) }</p>
                        <table class="results" id="n-ce-distribution">
                            <thead><tr><th>{ t("games-n-col-profile") }</th><th>{ t("games-n-col-probability") }</th></tr></thead>
                            <tbody>{ for rows.iter().map(|r| html! {
                                <tr><td>{ format!("({})", strs(&r["profile"]).join(", ")) }</td><td>{ decimal(r["probability"].as_str().unwrap_or("")) }</td></tr>
                            }) }</tbody>
                        </table>
                    </div>
                },
            )
        }
        Some(Err(m)) => html! { <p class="error" id="n-ce-error">{ m }</p> },
        None => html! {},
    };
    let failed = match &*job.state {
        JobState::Failed(m) => html! { <p class="error" id="n-ce-error">{ m.clone() }</p> },
        _ => html! {},
    };
    html! {
        <section class="correlated" id="n-ce-section">
            <h3>{ t("games-n-ce-title") }</h3>
            <p class="hint">{ t("games-n-ce-hint") }</p>
            <div class="controls">
                <label>{ format!("{} ", t("games-n-ce-maximise")) }
                    <select id="n-ce-objective" onchange={on_objective}>
                        { for options.iter().map(|(k, text)| html! { <option value={k.clone()} selected={*k == *objective}>{ text.clone() }</option> }) }
                    </select>
                </label>
                <label><input type="checkbox" id="n-ce-coarse" checked={*coarse} onchange={on_coarse} />{ format!(" {}", t("games-n-ce-coarse")) }</label>
            </div>
            { failed }
            { body }
        </section>
    }
}
