//! The Nash benchmark panel: all equilibria of seeded random n×n games timed in this
//! browser's worker.

use yew::prelude::*;

use crate::games::matrix::edit::EDITOR_LIMIT;
use crate::web::components::BenchPanel;
use crate::web::job::{JobOutput, JobSpec};

/// Times the enumeration of all equilibria of seeded random n×n games in this browser's
/// worker (the same games as `gamelab bench nash`).
#[function_component(NashBenchPanel)]
pub(super) fn nash_bench_panel() -> Html {
    let max = use_state(|| 10usize);
    let on_max = {
        let max = max.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            max.set(v.parse().unwrap_or(10));
        })
    };
    let table = Callback::from(|out: JobOutput| match out {
        JobOutput::NormalForm(crate::games::matrix::jobs::Output::Bench(rows)) => html! {
            <table id="nash-bench-table">
                <thead><tr><th>{ "n" }</th><th>{ "equilibria" }</th><th>{ "degenerate" }</th><th>{ "ms (wasm)" }</th></tr></thead>
                <tbody>{ for rows.iter().map(|r| html! {
                    <tr><td>{ r.n }</td><td>{ r.equilibria }</td><td>{ if r.degenerate { "yes" } else { "no" } }</td><td>{ format!("{:.2}", r.millis) }</td></tr>
                }) }</tbody>
            </table>
        },
        _ => html! {},
    });
    html! {
        <BenchPanel id="nash-bench" summary="Benchmark: all equilibria of random n×n games in this browser" button="Run" spec={JobSpec::NormalForm(crate::games::matrix::jobs::Request::Bench { max: *max, seed: 1 })} {table}>
            <p>{ "Seeded random games with payoffs 0…99 (seed 1, the same games as " }<code>{ "gamelab bench nash" }</code>{ " natively), enumerated in the worker; only the time inside the enumeration counts." }</p>
            <div class="controls">
                <label>{ "up to n = " }
                    <select id="nash-bench-max" onchange={on_max}>
                        { for (4..=EDITOR_LIMIT).map(|n| html! { <option value={n.to_string()} selected={n == *max}>{ n }</option> }) }
                    </select>
                </label>
            </div>
        </BenchPanel>
    }
}
