//! The n-player benchmark in the browser: seeded random games (3×3×3 by default) solved by the
//! certified solver in the worker, timed there, with progress and Cancel. The games are those
//! of `gamelab bench nash-n` with the same shape, count and seed, so the browser's times and
//! the native ones compare game by game.

use yew::prelude::*;

use crate::games::matrix::bench_n::{parse_shape, NashNBenchRow, MAX_BENCH_GAMES};
use crate::games::matrix::jobs::{Output, Request};
use crate::i18n::Args;
use crate::web::components::{download, on_typed, JobProgress, JobProgressProps};
use crate::web::i18n::{num, t, tf};
use crate::web::job::{use_job, JobOutput, JobSpec};

fn summary(rows: &[NashNBenchRow]) -> String {
    let mut ms: Vec<f64> = rows.iter().map(|r| r.millis).collect();
    ms.sort_by(f64::total_cmp);
    let total: f64 = ms.iter().sum();
    let median = ms[ms.len() / 2];
    tf(
        "games-nbench-summary",
        Args::new()
            .count("games", rows.len() as i64)
            .text("total", num(total, 0))
            .text("mean", num(total / rows.len() as f64, 0))
            .text("median", num(median, 0))
            .text("slowest", num(ms[ms.len() - 1], 0))
            .count(
                "equilibria",
                rows.iter().map(|r| r.equilibria).sum::<usize>() as i64,
            )
            .count(
                "irrational",
                rows.iter().map(|r| r.irrational).sum::<usize>() as i64,
            )
            .count(
                "complete",
                rows.iter().filter(|r| r.complete).count() as i64,
            ),
    )
}

/// The benchmark panel (closed until opened).
#[function_component(NBenchPanel)]
pub(super) fn n_bench_panel() -> Html {
    let shape = use_state(|| "3x3x3".to_string());
    let games = use_state(|| "10".to_string());
    let seed = use_state(|| "1".to_string());
    let error = use_state(|| None::<(&'static str, String)>);
    let job = use_job();
    let text = |s: &UseStateHandle<String>| {
        let s = s.clone();
        Callback::from(move |e: Event| {
            s.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let run = {
        let (shape, games, seed, error, job) = (
            shape.clone(),
            games.clone(),
            seed.clone(),
            error.clone(),
            job.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            let shape = match parse_shape(&shape) {
                Ok(s) => s,
                Err(e) => return error.set(Some(("shape", e))),
            };
            let Some(games) = games
                .trim()
                .parse::<usize>()
                .ok()
                .filter(|g| (1..=MAX_BENCH_GAMES).contains(g))
            else {
                return error.set(Some((
                    "games",
                    tf(
                        "games-nbench-games-error",
                        Args::new().count("max", MAX_BENCH_GAMES as i64),
                    ),
                )));
            };
            let Ok(seed) = seed.trim().parse::<u64>() else {
                return error.set(Some(("seed", t("games-nbench-seed-error"))));
            };
            error.set(None);
            job.start(JobSpec::NormalForm(Request::BenchN { shape, games, seed }));
        })
    };
    let field_error = |field: &str| match &*error {
        Some((f, m)) if *f == field => {
            html! { <span class="error" id={format!("nbench-error-{field}")} role="alert">{ m.clone() }</span> }
        }
        _ => html! {},
    };
    let rows = match job.result(None) {
        Some((JobOutput::NormalForm(Output::BenchN(rows)), _, _)) if !rows.is_empty() => Some(rows),
        _ => None,
    };
    let save = rows.clone().map(|rows| {
        Callback::from(move |_: MouseEvent| {
            download(
                "nash-n-bench.json",
                "application/json",
                &serde_json::to_string_pretty(&rows).unwrap_or_default(),
            )
        })
    });
    let command = format!(
        "gamelab bench nash-n --shape {} --games {} --seed {}",
        shape.trim(),
        games.trim(),
        seed.trim()
    );
    html! {
        <details class="bench" id="nbench">
            <summary>{ t("games-nbench-summary-title") }</summary>
            <p class="hint">{ tf("games-nbench-hint", Args::new().text("command", command)) }</p>
            <div class="controls">
                <label>{ format!("{} ", t("games-nbench-shape")) }<input id="nbench-shape" size="8" value={(*shape).clone()} oninput={on_typed(text(&shape))} aria-invalid={matches!(&*error, Some(("shape", _))).to_string()} /></label>
                { field_error("shape") }
                <label>{ format!("{} ", t("games-nbench-games")) }<input id="nbench-games" size="4" value={(*games).clone()} oninput={on_typed(text(&games))} aria-invalid={matches!(&*error, Some(("games", _))).to_string()} /></label>
                { field_error("games") }
                <label>{ format!("{} ", t("games-nbench-seed")) }<input id="nbench-seed" size="6" value={(*seed).clone()} oninput={on_typed(text(&seed))} aria-invalid={matches!(&*error, Some(("seed", _))).to_string()} /></label>
                { field_error("seed") }
                <button id="nbench-run" onclick={run} disabled={job.running()}>{ t("games-run") }</button>
            </div>
            <JobProgress ..JobProgressProps::of(&job, "nbench") />
            if let Some(rows) = &rows {
                <p id="nbench-summary" data-millis={format!("{:.1}", rows.iter().map(|r| r.millis).sum::<f64>())}>{ summary(rows) }</p>
                <table class="results" id="nbench-rows">
                    <thead><tr><th>{ t("games-nbench-col-game") }</th><th>{ "ms" }</th><th>{ t("games-bench-equilibria") }</th><th>{ t("games-nbench-col-irrational") }</th><th>{ t("games-nbench-col-complete") }</th></tr></thead>
                    <tbody>{ for rows.iter().enumerate().map(|(k, r)| html! {
                        <tr><td>{ k + 1 }</td><td class="ms">{ num(r.millis, 1) }</td><td>{ r.equilibria }</td><td>{ r.irrational }</td><td>{ if r.complete { t("games-yes") } else { t("games-no") } }</td></tr>
                    }) }</tbody>
                </table>
                <button id="nbench-download" onclick={save}>{ t("games-download-json") }</button>
            }
        </details>
    }
}
