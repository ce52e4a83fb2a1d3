//! "The seed's Table 4.2": the alpha-beta solver and proof-number search on the first positions
//! of the suite chosen without looking at any solver's answer, in the worker, laid out as the
//! seed's table with its lines beside ours and its three conclusions checked
//! ([`crate::games::loa::table42`]). The full run (every position, 10 million nodes each) is
//! the command line's `gamelab loa compare`; its numbers are in docs/labs/lines-of-action.md.

use yew::prelude::*;

use crate::games::loa::jobs::{Output, Request};
use crate::games::loa::lab::{group, write_budget};
use crate::games::loa::suite::unbiased_suite;
use crate::games::loa::table42::{Table42, SEED_ALPHA_BETA, SEED_PNS, SEED_POSITIONS};
use crate::web::components::{JobProgress, JobProgressProps};
use crate::web::job::DeferredOutput;
use crate::web::job::{use_job, JobSpec};

/// How many positions the page offers to run.
const POSITION_CHOICES: [usize; 3] = [20, 60, 481];
/// The budgets the page offers per position and method.
const BUDGET_CHOICES: [u64; 3] = [100_000, 1_000_000, 10_000_000];

/// The panel.
#[function_component(Table42Panel)]
pub(super) fn table42_panel() -> Html {
    let positions = use_state(|| POSITION_CHOICES[0]);
    let budget = use_state(|| BUDGET_CHOICES[1]);
    let job = use_job();
    let total = unbiased_suite().len();
    let spec = JobSpec::from(Request::Table42 {
        positions: (*positions).min(total),
        max_nodes: *budget,
    });
    let run = {
        let (job, spec) = (job.clone(), spec.clone());
        Callback::from(move |_: MouseEvent| job.start(spec.clone()))
    };
    let result =
        job.result(Some(&spec))
            .and_then(|(output, _, stale)| match DeferredOutput::of(&output) {
                Some(DeferredOutput::Loa(Output::Table42(t))) => Some((t, stale)),
                _ => None,
            });
    html! {
        <details class="loa-table42" id="loa-table42">
            <summary>{ "The seed's Table 4.2: alpha-beta against proof-number search" }</summary>
            <p class="explain">{ format!("The seed (§4.3, after Winands et al. 2003) compares alpha-beta with proof-number search on {SEED_POSITIONS} positions: alpha-beta solved more positions, proof-number search needed far fewer nodes and less time. Here the alpha-beta solver (win, loss or unknown; iterative deepening; a table of proven results; enhanced transposition cut-offs; killer and history ordering) and plain proof-number search run on the lab's suite chosen without looking at any solver's answer ({total} positions, 5 to 20 plies before the end of seeded self-play games), each with the same node budget. Totals run over the positions both solved; alpha-beta's nodes are counted both ways.") }</p>
            <div class="controls">
                <label>{ "Positions " }
                    <select id="loa-table42-positions" onchange={set_from(&positions)}>
                        { for POSITION_CHOICES.iter().map(|&n| html! { <option value={n.to_string()} selected={n == *positions}>{ if n >= total { format!("all {total}") } else { format!("the first {n}") } }</option> }) }
                    </select>
                </label>
                <label>{ "Budget " }
                    <select id="loa-table42-budget" onchange={set_from(&budget)}>
                        { for BUDGET_CHOICES.iter().map(|&n| html! { <option value={n.to_string()} selected={n == *budget}>{ format!("{} nodes each", write_budget(n)) }</option> }) }
                    </select>
                </label>
                <button id="loa-table42-run" onclick={run} disabled={job.running()}>{ "Run" }</button>
            </div>
            <JobProgress ..JobProgressProps::of(&job, "loa-table42") />
            if let Some((t, stale)) = result {
                { table_view(&t, stale) }
            }
        </details>
    }
}

/// A select's value read into `state` (a value that does not read is ignored: the options are
/// the page's own).
fn set_from<T: std::str::FromStr + 'static>(state: &UseStateHandle<T>) -> Callback<Event> {
    let state = state.clone();
    Callback::from(move |e: Event| {
        let v = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        if let Ok(n) = v.parse() {
            state.set(n);
        }
    })
}

fn table_view(t: &Table42, stale: bool) -> Html {
    html! {
        <div class={classes!("loa-solve-scroll", stale.then_some("stale"))} id="loa-table42-result">
            <table id="loa-table42-table">
                <caption>{ format!("{} positions, {} nodes per position and method; totals over the {} both solved ({} solved by neither)", t.positions, group(t.max_nodes), t.both, t.neither) }</caption>
                <thead><tr><th scope="col">{ "algorithm" }</th><th scope="col">{ "solved" }</th><th scope="col">{ "total nodes" }</th><th scope="col">{ "nodes, the seed's rule" }</th><th scope="col">{ "total time" }</th></tr></thead>
                <tbody>
                    <tr class="seed"><td>{ "α-β pruning (the seed)" }</td><td class="num">{ format!("{} of {SEED_POSITIONS}", SEED_ALPHA_BETA.0) }</td><td class="num">{ "—" }</td><td class="num">{ group(SEED_ALPHA_BETA.1) }</td><td class="num">{ group(SEED_ALPHA_BETA.2) }</td></tr>
                    <tr class="seed"><td>{ "proof-number search (the seed)" }</td><td class="num">{ format!("{} of {SEED_POSITIONS}", SEED_PNS.0) }</td><td class="num">{ group(SEED_PNS.1) }</td><td class="num">{ "—" }</td><td class="num">{ group(SEED_PNS.2) }</td></tr>
                    { for t.rows.iter().map(|r| html! {
                        <tr>
                            <td>{ format!("{} (here)", r.method.label()) }</td>
                            <td class="num">{ format!("{} of {}", r.solved, t.positions) }</td>
                            <td class="num">{ group(r.nodes) }</td>
                            <td class="num">{ r.seed_nodes.map_or("—".to_string(), group) }</td>
                            <td class="num">{ format!("{:.0} ms", r.millis) }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            <ul class="loa-conclusions" id="loa-table42-conclusions">
                { for t.conclusions.iter().map(|c| html! {
                    <li data-holds={c.holds.to_string()}>{ format!("The seed: {}. Here: {} — {}.", c.claim, if c.holds { "holds" } else { "does not hold" }, c.detail) }</li>
                }) }
            </ul>
            <p class="note">{ "The seed's time has no unit (milliseconds in Winands et al.), and it does not say over which positions its totals run; here they run over the positions both methods solved, the only fair count of effort (an unsolved position costs whatever budget was chosen)." }</p>
        </div>
    }
}
