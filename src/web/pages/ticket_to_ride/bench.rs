//! "Benchmark this browser": whole games per second for 2–5 players in one worker.

use yew::prelude::*;

use crate::games::ticket_to_ride::jobs::{Output, Request};
use crate::web::components::BenchPanel;
use crate::web::job::DeferredOutput;
use crate::web::job::{JobOutput, JobSpec};

#[function_component(TtrBenchPanel)]
pub(super) fn ttr_bench_panel() -> Html {
    let table = Callback::from(|out: JobOutput| match DeferredOutput::of(&out) {
        Some(DeferredOutput::TicketToRide(Output::Bench(r))) => html! {
            <div id="ttr-bench-result">
                <div class="scroll">
                    <table>
                        <thead><tr><th>{ "players" }</th><th>{ "algorithmic games / s" }</th><th>{ "random games / s" }</th><th>{ "algo ÷ random speed" }</th><th>{ "turns per game" }</th></tr></thead>
                        <tbody>{ for r.rows.iter().map(|row| html! {
                            <tr><td class="num">{ row.players }</td><td class="num">{ format!("{:.1}", row.algo_games_per_second) }</td><td class="num">{ format!("{:.1}", row.random_games_per_second) }</td><td class="num">{ format!("{:.3}", row.algo_over_random) }</td><td class="num">{ format!("{:.1}", row.turns_per_game) }</td></tr>
                        }) }</tbody>
                    </table>
                </div>
                <pre hidden=true id="ttr-bench-json">{ serde_json::to_string(&r).unwrap_or_default() }</pre>
            </div>
        },
        _ => html! {},
    });
    html! {
        <BenchPanel id="ttr-bench" summary="Benchmark this browser" button="Run the benchmark" spec={JobSpec::from(Request::Bench { games: 100 })} {table}>
            <p>{ "In one worker: whole games per second for 2–5 players, the algorithmic player in every seat against the same engine driven by random legal moves (100 games each). The same benchmark runs in the native program, so the two can be compared." }</p>
        </BenchPanel>
    }
}
