//! The games benchmark panel: games per second of the fast simulators and of the generic
//! State interface in this browser's worker.

use yew::prelude::*;

use crate::web::components::BenchPanel;
use crate::web::i18n::t;
use crate::web::job::{JobOutput, JobSpec};

/// Games per second in this browser's worker.
#[function_component(GamesBenchPanel)]
pub(super) fn games_bench_panel() -> Html {
    let table = Callback::from(|out: JobOutput| match out {
        JobOutput::Evolve(crate::evolve::jobs::Output::GamesBench(rows)) => html! {
            <table id="games-bench-table">
                <thead><tr><th>{ t("evolve-bench-game") }</th><th>{ t("evolve-bench-implementation") }</th><th>{ t("evolve-bench-games") }</th><th>{ "ms" }</th><th>{ t("evolve-bench-games-per-second") }</th><th>{ "× State" }</th></tr></thead>
                <tbody>{ for rows.iter().map(|r| html! {
                    <tr><td>{ &r.game }</td><td>{ &r.implementation }</td><td>{ r.games }</td><td>{ format!("{:.1}", r.millis) }</td><td>{ crate::plot::fmt_number(r.games_per_second.round()) }</td><td>{ format!("{:.2}", r.speedup) }</td></tr>
                }) }</tbody>
            </table>
        },
        _ => html! {},
    });
    html! {
        <BenchPanel id="games-bench" summary={t("evolve-bench-summary")} button={t("evolve-bench-run")} spec={JobSpec::Evolve(crate::evolve::jobs::Request::GamesBench { games: 200_000 })} {table}>
            <p>{ t("evolve-bench-text") }</p>
        </BenchPanel>
    }
}
