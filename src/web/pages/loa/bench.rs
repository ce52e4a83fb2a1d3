//! "Benchmark this browser": a size, the shared benchmark panel running the Lines of Action
//! benchmark in a worker, and its two tables (speeds, and the solvers on the suite).

use yew::prelude::*;

use crate::games::loa::bench::BenchReport;
use crate::games::loa::jobs::{Output, Request};
use crate::games::loa::lab::{bench_size, group, BENCH_SIZES};
use crate::i18n::Args;
use crate::web::components::BenchPanel;
use crate::web::i18n::{catalogue, num, t, tf};
use crate::web::job::DeferredOutput;
use crate::web::job::{JobOutput, JobSpec};

/// A benchmark size's label in the page's language (the core's English for a size it does
/// not know).
fn size_label(name: &str, english: &str) -> String {
    match name {
        "standard" => t("loa-bench-size-standard"),
        "quick" => t("loa-bench-size-quick"),
        "full" => t("loa-bench-size-full"),
        _ => english.to_string(),
    }
}

/// The benchmark of this browser: a size to choose, then the speeds and the suite comparison.
#[function_component(LoaBenchPanel)]
pub(super) fn loa_bench_panel() -> Html {
    let size = use_state(|| BENCH_SIZES[0].0);
    let config = bench_size(*size).unwrap_or(BENCH_SIZES[0].2);
    let choose = {
        let size = size.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(&(name, _, _)) = BENCH_SIZES.iter().find(|(n, _, _)| *n == value) {
                size.set(name);
            }
        })
    };
    let table = Callback::from(|output: JobOutput| match DeferredOutput::of(&output) {
        Some(DeferredOutput::Loa(Output::Bench(report))) => bench_tables(&report),
        _ => html! {},
    });
    html! {
        <BenchPanel id="loa-bench" summary={t("loa-bench-summary")} button={t("loa-bench-run")} spec={JobSpec::from(Request::Bench { config })} {table}>
            <p class="explain">{ t("loa-bench-explain") }</p>
            <div class="controls">
                <label>{ format!("{} ", t("loa-bench-size")) }
                    <select id="loa-bench-size" onchange={choose}>
                        { for BENCH_SIZES.iter().map(|&(name, label, _)| html! {
                            <option value={name} selected={name == *size}>{ size_label(name, label) }</option>
                        }) }
                    </select>
                </label>
            </div>
        </BenchPanel>
    }
}

/// The benchmark's two tables.
fn bench_tables(r: &BenchReport) -> Html {
    let ms = |v: f64| format!("{v:.0}");
    let words = catalogue();
    html! {
        <div class="loa-bench-result" id="loa-bench-result">
            <div class="loa-solve-scroll">
                <table id="loa-bench-speed">
                    <caption>{ t("loa-bench-speed-caption") }</caption>
                    <thead><tr><th scope="col">{ t("loa-col-what") }</th><th scope="col">{ t("loa-col-work") }</th><th scope="col">{ t("loa-col-ms") }</th><th scope="col">{ t("loa-col-per-second") }</th><th scope="col">{ t("loa-col-ratio") }</th></tr></thead>
                    <tbody>{ for r.speed.iter().enumerate().map(|(i, row)| html! {
                        <tr>
                            <td>{ r.what_in(i, &words) }</td>
                            <td class="num">{ format!("{} {}", group(row.work), BenchReport::unit_in(&row.unit, &words)) }</td>
                            <td class="num">{ ms(row.millis) }</td>
                            <td class="num">{ group(row.per_second.round() as u64) }</td>
                            <td class="num">{ num(row.ratio, 2) }</td>
                        </tr>
                    }) }</tbody>
                </table>
            </div>
            <div class="loa-solve-scroll">
                <table id="loa-bench-suite">
                    <caption>{ tf("loa-bench-suite-caption", Args::new().count("positions", r.suite.first().map_or(0, |c| c.positions) as i64).text("nodes", group(r.config.suite_nodes))) }</caption>
                    <thead><tr><th scope="col">{ t("loa-col-method") }</th><th scope="col">{ t("loa-col-solved") }</th><th scope="col">{ t("loa-col-of") }</th><th scope="col">{ t("loa-col-disagreements") }</th><th scope="col">{ t("loa-col-common") }</th><th scope="col">{ t("loa-col-nodes") }</th><th scope="col">{ t("loa-col-ms") }</th><th scope="col">{ t("loa-col-node-ratio") }</th></tr></thead>
                    <tbody>{ for r.suite.iter().map(|row| html! {
                        <tr>
                            <td>{ row.method.label_in(&words) }</td>
                            <td class="num">{ row.solved.to_string() }</td>
                            <td class="num">{ row.positions.to_string() }</td>
                            <td class="num">{ row.disagreements.to_string() }</td>
                            <td class="num">{ row.common.to_string() }</td>
                            <td class="num">{ group(row.common_nodes) }</td>
                            <td class="num">{ ms(row.common_millis) }</td>
                            <td class="num">{ num(row.node_ratio, 3) }</td>
                        </tr>
                    }) }</tbody>
                </table>
            </div>
            <p class="note">{ t("loa-bench-note") }</p>
        </div>
    }
}
