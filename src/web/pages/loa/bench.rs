//! "Benchmark this browser": a size, the shared benchmark panel running the Lines of Action
//! benchmark in a worker, and its two tables (speeds, and the solvers on the suite).

use yew::prelude::*;

use crate::games::loa::bench::BenchReport;
use crate::games::loa::jobs::{Output, Request};
use crate::games::loa::lab::{bench_size, group, BENCH_SIZES};
use crate::web::components::BenchPanel;
use crate::web::job::DeferredOutput;
use crate::web::job::{JobOutput, JobSpec};

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
        <BenchPanel id="loa-bench" summary="Benchmark this browser" button="Run the benchmark" spec={JobSpec::from(Request::Bench { config })} {table}>
            <p class="explain">{ "Runs in the worker, in this browser's WebAssembly: perft (leaves per second of the bitboard move generator against a deliberately naive one, from the start position), search (nodes per second of the engine's alpha-beta against the project's generic searcher, which copies whole games, from four positions of published games), and the five solvers on the first positions of the project's endgame suite within a node budget each." }</p>
            <div class="controls">
                <label>{ "Size " }
                    <select id="loa-bench-size" onchange={choose}>
                        { for BENCH_SIZES.iter().map(|&(name, label, _)| html! {
                            <option value={name} selected={name == *size}>{ label }</option>
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
    html! {
        <div class="loa-bench-result" id="loa-bench-result">
            <div class="loa-solve-scroll">
                <table id="loa-bench-speed">
                    <caption>{ "Speeds (ratio: against the baseline of the same kind, which is 1)" }</caption>
                    <thead><tr><th scope="col">{ "what" }</th><th scope="col">{ "work" }</th><th scope="col">{ "ms" }</th><th scope="col">{ "per second" }</th><th scope="col">{ "ratio" }</th></tr></thead>
                    <tbody>{ for r.speed.iter().map(|row| html! {
                        <tr>
                            <td>{ &row.what }</td>
                            <td class="num">{ format!("{} {}", group(row.work), row.unit) }</td>
                            <td class="num">{ ms(row.millis) }</td>
                            <td class="num">{ group(row.per_second.round() as u64) }</td>
                            <td class="num">{ format!("{:.2}", row.ratio) }</td>
                        </tr>
                    }) }</tbody>
                </table>
            </div>
            <div class="loa-solve-scroll">
                <table id="loa-bench-suite">
                    <caption>{ format!("The solvers on {} suite positions, {} nodes each; nodes and ms on the positions every method solved", r.suite.first().map_or(0, |c| c.positions), group(r.config.suite_nodes)) }</caption>
                    <thead><tr><th scope="col">{ "method" }</th><th scope="col">{ "solved" }</th><th scope="col">{ "of" }</th><th scope="col">{ "disagreements" }</th><th scope="col">{ "common" }</th><th scope="col">{ "nodes" }</th><th scope="col">{ "ms" }</th><th scope="col">{ "nodes ÷ alpha-beta" }</th></tr></thead>
                    <tbody>{ for r.suite.iter().map(|row| html! {
                        <tr>
                            <td>{ row.method.label() }</td>
                            <td class="num">{ row.solved.to_string() }</td>
                            <td class="num">{ row.positions.to_string() }</td>
                            <td class="num">{ row.disagreements.to_string() }</td>
                            <td class="num">{ row.common.to_string() }</td>
                            <td class="num">{ group(row.common_nodes) }</td>
                            <td class="num">{ ms(row.common_millis) }</td>
                            <td class="num">{ format!("{:.3}", row.node_ratio) }</td>
                        </tr>
                    }) }</tbody>
                </table>
            </div>
            <p class="note">{ "Disagreements: answers that differ from the suite's recorded result (there should be none). The suite's positions come from seeded self-play, each solved and its proof replayed when the suite was made." }</p>
        </div>
    }
}
