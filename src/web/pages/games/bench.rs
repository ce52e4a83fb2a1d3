//! The Nash benchmark panel: all equilibria of seeded random n×n games timed in this
//! browser's worker.

use yew::prelude::*;

use crate::games::matrix::edit::EDITOR_LIMIT;
use crate::web::components::BenchPanel;
use crate::web::i18n::{num, t};
use crate::web::job::{JobOutput, JobSpec};

/// Times the enumeration of all equilibria of seeded random n×n games in this browser's
/// worker (the same games as `gamelab bench nash`).
#[function_component(NashBenchPanel)]
pub(super) fn nash_bench_panel() -> Html {
    let min = use_state(|| 2usize);
    let max = use_state(|| 12usize);
    let pick = |state: &UseStateHandle<usize>| {
        let state = state.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            state.set(v.parse().unwrap_or(*state));
        })
    };
    let (on_min, on_max) = (pick(&min), pick(&max));
    let (lo, hi) = ((*min).min(*max), (*max).max(*min));
    let table = Callback::from(|out: JobOutput| match out {
        JobOutput::NormalForm(crate::games::matrix::jobs::Output::Bench(rows)) => html! {
            <table id="nash-bench-table">
                <thead><tr><th>{ "n" }</th><th>{ t("games-bench-equilibria") }</th><th>{ t("games-bench-degenerate") }</th><th>{ t("games-bench-ms") }</th><th>{ t("games-bench-vertices") }</th><th>{ t("games-bench-integers") }</th></tr></thead>
                <tbody>{ for rows.iter().map(|r| html! {
                    <tr><td>{ r.n }</td><td>{ r.equilibria }</td><td>{ if r.degenerate { t("games-yes") } else { t("games-no") } }</td><td>{ num(r.millis, 2) }</td><td>{ r.vertices }</td><td>{ if r.widened { t("games-bench-big") } else { t("games-bench-128") } }</td></tr>
                }) }</tbody>
            </table>
        },
        _ => html! {},
    });
    html! {
        <BenchPanel id="nash-bench" summary={t("games-bench-summary")} button={t("games-run")} spec={JobSpec::NormalForm(crate::games::matrix::jobs::Request::Bench { min: lo, repeat: 3, max: hi, seed: 1 })} {table}>
            <p>{ t("games-bench-text") }</p>
            <div class="controls">
                <label>{ format!("{} ", t("games-bench-from")) }
                    <select id="nash-bench-min" onchange={on_min}>
                        { for (2..=EDITOR_LIMIT).map(|n| html! { <option value={n.to_string()} selected={n == *min}>{ n }</option> }) }
                    </select>
                </label>
                <label>{ format!(" {} ", t("games-bench-to")) }
                    <select id="nash-bench-max" onchange={on_max}>
                        { for (2..=EDITOR_LIMIT).map(|n| html! { <option value={n.to_string()} selected={n == *max}>{ n }</option> }) }
                    </select>
                </label>
            </div>
        </BenchPanel>
    }
}
