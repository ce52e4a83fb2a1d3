//! "Benchmark this browser": rounds and ISMCTS iterations per second, and the time per 1 000
//! games of each pairing, in one worker.

use yew::prelude::*;

use crate::games::love_letter::bench::BenchConfig;
use crate::games::love_letter::jobs::{Output, Request};
use crate::i18n::Args;
use crate::web::components::BenchPanel;
use crate::web::i18n::{num, t, tf};
use crate::web::job::{JobOutput, JobSpec};

#[function_component(LoveLetterBenchPanel)]
pub(super) fn love_letter_bench_panel() -> Html {
    let table = Callback::from(|out: JobOutput| match out {
        JobOutput::LoveLetter(Output::Bench(r)) => html! {
            <div id="ll-bench-result">
                <table>
                    <tbody>
                        <tr><th>{ t("ll-bench-fast") }</th><td class="num" id="ll-bench-fast">{ format!("{:.0}", r.fast_rounds_per_second) }</td></tr>
                        <tr><th>{ t("ll-bench-engine") }</th><td class="num">{ format!("{:.0}", r.engine_rounds_per_second) }</td></tr>
                        <tr><th>{ t("ll-bench-ratio") }</th><td class="num">{ num(r.fast_over_engine, 2) }</td></tr>
                        <tr><th>{ t("ll-bench-ismcts") }</th><td class="num" id="ll-bench-ismcts">{ format!("{:.0}", r.ismcts_iterations_per_second) }</td></tr>
                    </tbody>
                </table>
                <table id="ll-bench-pairings">
                    <thead><tr><th>{ t("ll-col-pairing") }</th><th>{ t("ll-games") }</th><th>{ t("ll-col-ms-per-1000") }</th><th>{ t("ll-col-first-wins") }</th></tr></thead>
                    <tbody>{ for r.pairings.iter().map(|p| html! {
                        <tr><td>{ tf("ll-pairing", Args::new().text("a", p.agents[0].to_string()).text("b", p.agents[1].to_string())) }</td><td class="num">{ p.games }</td><td class="num">{ num(p.ms_per_1000_games, 1) }</td><td class="num">{ format!("{}%", num(100.0 * p.first_wins as f64 / p.games as f64, 1)) }</td></tr>
                    }) }</tbody>
                </table>
                <pre hidden=true id="ll-bench-json">{ serde_json::to_string(&r).unwrap_or_default() }</pre>
            </div>
        },
        _ => html! {},
    });
    html! {
        <BenchPanel id="ll-bench" summary={t("ll-bench-summary")} button={t("ll-bench-run")} spec={JobSpec::LoveLetter(Request::Bench { config: BenchConfig::default() })} {table}>
            <p>{ t("ll-bench-text") }</p>
        </BenchPanel>
    }
}
