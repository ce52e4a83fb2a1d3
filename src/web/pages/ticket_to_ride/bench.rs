//! "Benchmark this browser": whole games per second for 2–5 players in one worker.

use yew::prelude::*;

use crate::games::ticket_to_ride::jobs::{Output, Request};
use crate::web::components::BenchPanel;
use crate::web::i18n::{num, t};
use crate::web::job::DeferredOutput;
use crate::web::job::{JobOutput, JobSpec};

#[function_component(TtrBenchPanel)]
pub(super) fn ttr_bench_panel() -> Html {
    let table = Callback::from(|out: JobOutput| match DeferredOutput::of(&out) {
        Some(DeferredOutput::TicketToRide(Output::Bench(r))) => html! {
            <div id="ttr-bench-result">
                <div class="scroll">
                    <table>
                        <thead><tr><th>{ t("ttr-players") }</th><th>{ t("ttr-bench-algo") }</th><th>{ t("ttr-bench-random") }</th><th>{ t("ttr-bench-ratio") }</th><th>{ t("ttr-bench-turns") }</th></tr></thead>
                        <tbody>{ for r.rows.iter().map(|row| html! {
                            <tr><td class="num">{ row.players }</td><td class="num">{ num(row.algo_games_per_second, 1) }</td><td class="num">{ num(row.random_games_per_second, 1) }</td><td class="num">{ num(row.algo_over_random, 3) }</td><td class="num">{ num(row.turns_per_game, 1) }</td></tr>
                        }) }</tbody>
                    </table>
                </div>
                <pre hidden=true id="ttr-bench-json">{ serde_json::to_string(&r).unwrap_or_default() }</pre>
            </div>
        },
        _ => html! {},
    });
    html! {
        <BenchPanel id="ttr-bench" summary={t("ttr-bench-summary")} button={t("ttr-bench-run")} spec={JobSpec::from(Request::Bench { games: 100 })} {table}>
            <p>{ t("ttr-bench-text") }</p>
        </BenchPanel>
    }
}
