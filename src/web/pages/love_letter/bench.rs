//! "Benchmark this browser": rounds and ISMCTS iterations per second, and the time per 1 000
//! games of each pairing, in one worker.

use yew::prelude::*;

use crate::games::love_letter::bench::BenchConfig;
use crate::games::love_letter::jobs::{Output, Request};
use crate::web::components::BenchPanel;
use crate::web::job::{JobOutput, JobSpec};

#[function_component(LoveLetterBenchPanel)]
pub(super) fn love_letter_bench_panel() -> Html {
    let table = Callback::from(|out: JobOutput| match out {
        JobOutput::LoveLetter(Output::Bench(r)) => html! {
            <div id="ll-bench-result">
                <table>
                    <tbody>
                        <tr><th>{ "random 2-player rounds / s (fast simulator)" }</th><td class="num" id="ll-bench-fast">{ format!("{:.0}", r.fast_rounds_per_second) }</td></tr>
                        <tr><th>{ "… full engine (baseline)" }</th><td class="num">{ format!("{:.0}", r.engine_rounds_per_second) }</td></tr>
                        <tr><th>{ "fast ÷ engine" }</th><td class="num">{ format!("{:.2}", r.fast_over_engine) }</td></tr>
                        <tr><th>{ "ISMCTS iterations / s" }</th><td class="num" id="ll-bench-ismcts">{ format!("{:.0}", r.ismcts_iterations_per_second) }</td></tr>
                    </tbody>
                </table>
                <table id="ll-bench-pairings">
                    <thead><tr><th>{ "pairing" }</th><th>{ "games" }</th><th>{ "ms per 1 000 games" }</th><th>{ "first agent wins" }</th></tr></thead>
                    <tbody>{ for r.pairings.iter().map(|p| html! {
                        <tr><td>{ format!("{} vs {}", p.agents[0], p.agents[1]) }</td><td class="num">{ p.games }</td><td class="num">{ format!("{:.1}", p.ms_per_1000_games) }</td><td class="num">{ format!("{:.1}%", 100.0 * p.first_wins as f64 / p.games as f64) }</td></tr>
                    }) }</tbody>
                </table>
                <pre hidden=true id="ll-bench-json">{ serde_json::to_string(&r).unwrap_or_default() }</pre>
            </div>
        },
        _ => html! {},
    });
    html! {
        <BenchPanel id="ll-bench" summary="Benchmark this browser" button="Run the benchmark" spec={JobSpec::LoveLetter(Request::Bench { config: BenchConfig::default() })} {table}>
            <p>{ "In one worker: random 2-player rounds per second (the fast simulator against the full engine), ISMCTS iterations per second, and the time per 1 000 whole games of each pairing — the numbers Malarczyk's 2015 thesis left empty (see About). The same benchmark runs in the native program, so the two can be compared." }</p>
        </BenchPanel>
    }
}
