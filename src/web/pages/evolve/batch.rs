//! The batch panel: R seeded runs per optimiser over one worker per core, summarised like the
//! thesis's Tables 4.1/4.2 with a box plot and a CSV export.

use yew::prelude::*;

use crate::evolve::charts::{box_plot_svg_in, BOX_PLOT_WIDTH};
use crate::evolve::form::{rules_reading_in, Form};
use crate::evolve::lab::{thesis, RunResult};
use crate::evolve::{GameConfig, Optimiser};

use crate::i18n::Args;
use crate::stats::describe;
use crate::web::components::{download, raw_svg, use_width};
use crate::web::i18n::{catalogue, num, t, tf};
use crate::web::job::{use_kept_job_pool, worker_count, JobOutput, JobSpec, JobState};

#[derive(Properties, PartialEq)]
pub(super) struct BatchProps {
    pub(super) form: Form,
    /// Why the batch cannot start (the bad fields of the form), if it cannot.
    pub(super) blocked: Option<String>,
    pub(super) on_runs: Callback<Event>,
    pub(super) on_toggle: Callback<Optimiser>,
    pub(super) runs_error: Option<String>,
}

/// R seeded runs per optimiser over one worker per core, summarised like Tables 4.1/4.2.
#[function_component(BatchPanel)]
pub(super) fn batch_panel(props: &BatchProps) -> Html {
    let n = worker_count();
    // Kept for the visit: a batch goes on while another lab is shown, and is found on return.
    let pool = use_kept_job_pool("evolve-batch", n);
    let words = catalogue();
    let parsed = props.form.parse();
    let start = {
        let pool = pool.clone();
        let form = props.form.clone();
        Callback::from(move |_: MouseEvent| {
            let Ok(p) = form.parse() else { return };
            let runs: Vec<u64> = (0..p.runs).collect();
            for i in 0..pool.len() {
                let mine: Vec<u64> = runs
                    .iter()
                    .copied()
                    .filter(|r| (*r as usize) % pool.len() == i)
                    .collect();
                if mine.is_empty() {
                    continue;
                }
                pool.start(
                    i,
                    JobSpec::Evolve(crate::evolve::jobs::Request::Batch {
                        template: p.config,
                        optimisers: form.batch.clone(),
                        runs: mine,
                        eval_games: p.eval_games,
                    }),
                );
            }
        })
    };
    let cancel = {
        let pool = pool.clone();
        Callback::from(move |_: MouseEvent| pool.cancel())
    };
    let finished: Vec<(Optimiser, RunResult)> = pool
        .states
        .iter()
        .filter_map(|s| match s {
            JobState::Done(JobOutput::Evolve(crate::evolve::jobs::Output::Batch(rows)), _) => {
                Some(rows.clone())
            }
            _ => None,
        })
        .flatten()
        .collect();
    let all_done = !pool.running()
        && !finished.is_empty()
        && pool
            .states
            .iter()
            .all(|s| matches!(s, JobState::Done(..) | JobState::Idle));
    let cancelled = pool.states.iter().any(|s| matches!(s, JobState::Cancelled));
    // The game the batch ran (the form may have changed since).
    let batch_game = finished.first().map(|(_, r)| r.outcome.config.game);
    let thesis_mean = match batch_game {
        Some(GameConfig::Rrrats(_)) => thesis::RRRATS_TABLE_MEAN,
        _ => thesis::WAR_TABLE_MEAN,
    };
    let table = if let (true, Some(game)) = (all_done, batch_game) {
        let mut rows = Vec::new();
        let mut csv_rows = Vec::new();
        let mut boxes = Vec::new();
        for o in Optimiser::ALL {
            let mut rs: Vec<&RunResult> = finished
                .iter()
                .filter(|(x, _)| *x == o)
                .map(|(_, r)| r)
                .collect();
            if rs.is_empty() {
                continue;
            }
            crate::web::components::sort_by_number(&mut rs, |r| r.run);
            let rates: Vec<f64> = rs.iter().map(|r| r.evaluation.score()).collect();
            let games: Vec<f64> = rs.iter().map(|r| r.outcome.games as f64).collect();
            let d = describe(&rates).expect("non-empty");
            let g = describe(&games).expect("non-empty");
            for r in &rs {
                csv_rows.push(vec![
                    o.key().to_string(),
                    r.run.to_string(),
                    r.outcome.config.seed.0.to_string(),
                    format!("{:.6}", r.evaluation.score()),
                    r.outcome.games.to_string(),
                    r.outcome
                        .x
                        .iter()
                        .map(|v| format!("{v:.6}"))
                        .collect::<Vec<_>>()
                        .join(" "),
                ]);
            }
            boxes.push((o.name_in(&words), d));
            rows.push(html! {
                <tr class="batch-row" id={format!("batch-{}", o.key())}>
                    <th>{ o.name_in(&words) }</th><td>{ d.count }</td><td>{ format!("{:.4}", d.mean) }</td><td>{ format!("{:.4}", d.std) }</td>
                    <td>{ format!("{:.4}", d.min) }</td><td>{ format!("{:.4}", d.q25) }</td><td>{ format!("{:.4}", d.q50) }</td><td>{ format!("{:.4}", d.q75) }</td><td>{ format!("{:.4}", d.max) }</td>
                    <td>{ crate::plot::fmt_number(g.mean.round()) }</td>
                </tr>
            });
        }
        let csv = crate::plot::csv(
            &[
                "optimiser",
                "run",
                "seed",
                "win_rate_vs_initial",
                "games",
                "x",
            ],
            &csv_rows,
        );
        html! {
            <>
                <table class="describe" id="batch-table">
                    <thead><tr><th>{ t("evolve-batch-optimiser") }</th><th>{ t("evolve-batch-count") }</th><th>{ t("evolve-batch-mean") }</th><th>{ t("evolve-batch-std") }</th><th>{ t("evolve-batch-min") }</th><th>{ "25%" }</th><th>{ "50%" }</th><th>{ "75%" }</th><th>{ t("evolve-batch-max") }</th><th>{ t("evolve-batch-games") }</th></tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
                <BoxPlot {boxes} reference={thesis_mean} />
                <p class="note" id="batch-claim">{ tf("evolve-batch-claim", Args::new().text("table", if matches!(game, GameConfig::War(_)) { "4.2" } else { "4.1" }).text("mean", num(thesis_mean, 2)).text("rules", rules_reading_in(&game, &words))) }</p>
                <button id="batch-csv" onclick={Callback::from(move |_| download("optimisation-batch.csv", "text/csv", &csv))}>{ t("evolve-export-csv") }</button>
            </>
        }
    } else {
        html! {}
    };
    let progress = pool.progress();
    html! {
        <details class="batch" id="batch">
            <summary>{ t("evolve-batch-title") }</summary>
            <div class="controls">
                <label>{ format!("{} ", t("evolve-batch-runs")) }<input id="runs" value={props.form.runs.clone()} onchange={props.on_runs.clone()} size="4" /></label>
                if let Some(e) = &props.runs_error { <span class="error field-error" id="error-runs" role="alert">{ e }</span> }
                { for Optimiser::ALL.iter().map(|&o| {
                    let on_toggle = props.on_toggle.clone();
                    html! { <label><input type="checkbox" id={format!("batch-opt-{}", o.key())} checked={props.form.batch.contains(&o)} onchange={Callback::from(move |_: Event| on_toggle.emit(o))} />{ format!(" {}", o.name_in(&words)) }</label> }
                }) }
                <button id="batch-run" onclick={start} disabled={parsed.is_err() || props.form.batch.is_empty() || pool.running()}>{ tf("evolve-batch-run", Args::new().count("n", n as i64)) }</button>
                if pool.running() { <button id="batch-cancel" onclick={cancel}>{ t("common-cancel") }</button> }
            </div>
            if let Some(b) = &props.blocked { <p class="error" id="batch-blocked" role="alert">{ b }</p> }
            if let (true, Some(p)) = (pool.running(), progress) {
                <div class="job"><progress id="batch-progress" max="1" value={p.fraction.to_string()}></progress><span class="job-status">{ tf("common-running", Args::new().text("what", format!("{}%", num(p.fraction * 100.0, 0)))) }</span></div>
            }
            if cancelled && !pool.running() { <p class="job-status" id="batch-status">{ t("common-cancelled") }</p> }
            { table }
        </details>
    }
}

/// Props of [`BoxPlot`].
#[derive(Properties, PartialEq)]
struct BoxPlotProps {
    /// Per optimiser (by name) the win rates' summary.
    boxes: Vec<(String, crate::stats::Describe)>,
    /// The thesis's mean.
    reference: f64,
}

/// The box plot of win rates per optimiser ([`box_plot_svg_in`]), drawn for the width it gets.
#[function_component(BoxPlot)]
fn box_plot(props: &BoxPlotProps) -> Html {
    let node = use_node_ref();
    let width = use_width(&node).unwrap_or(BOX_PLOT_WIDTH);
    let svg = box_plot_svg_in(&props.boxes, props.reference, width, &catalogue());
    html! {
        <div class="fit-chart" ref={node} style={format!("width: {BOX_PLOT_WIDTH}px")}>{ raw_svg(&svg) }</div>
    }
}
