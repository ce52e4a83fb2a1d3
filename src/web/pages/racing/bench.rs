//! The racing benchmark panel: the exact curve and simulated races timed in this browser's
//! worker.

use yew::prelude::*;

use crate::plot::fmt_number;
use crate::web::components::BenchPanel;
use crate::web::job::{JobOutput, JobSpec};

#[function_component(RaceBenchPanel)]
pub(super) fn race_bench_panel() -> Html {
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
