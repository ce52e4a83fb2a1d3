//! The racing benchmark panel: the exact curve and simulated races timed in this browser's
//! worker.

use yew::prelude::*;

use crate::plot::fmt_number;
use crate::web::components::BenchPanel;
use crate::web::i18n::{decimal, num, t};
use crate::web::job::{JobOutput, JobSpec};

#[function_component(RaceBenchPanel)]
pub(super) fn race_bench_panel() -> Html {
    let table = Callback::from(|out: JobOutput| match out {
        JobOutput::Racing(crate::racing::jobs::Output::Bench(rows)) => html! {
            <table id="race-bench-result">
                <thead><tr><th>{ t("race-bench-measurement") }</th><th>{ t("race-bench-work") }</th><th>{ "ms" }</th><th>{ t("race-bench-per-second") }</th></tr></thead>
                <tbody>{ for rows.iter().map(|r| html! {
                    <tr><td>{ &r.what }</td><td class="num">{ format!("{} {}", decimal(&fmt_number(r.work as f64)), r.unit) }</td><td class="num">{ num(r.millis, 1) }</td><td class="num">{ decimal(&fmt_number(r.per_second.round())) }</td></tr>
                }) }</tbody>
            </table>
        },
        _ => html! {},
    });
    html! {
        <BenchPanel id="race-bench" summary={t("race-bench-summary")} button={t("race-bench-run")} spec={JobSpec::Racing(crate::racing::jobs::Request::Bench { runs: 200, lang: crate::web::i18n::code().to_string() })} {table}>
            <p class="explain">{ t("race-bench-explain") }</p>
        </BenchPanel>
    }
}
