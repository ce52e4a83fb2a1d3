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
use crate::i18n::Args;
use crate::web::components::{JobProgress, JobProgressProps};
use crate::web::i18n::{catalogue, t, tf};
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
            <summary>{ t("loa-table42-summary") }</summary>
            <p class="explain">{ tf("loa-table42-explain", Args::new().count("seed", SEED_POSITIONS as i64).count("total", total as i64)) }</p>
            <div class="controls">
                <label>{ format!("{} ", t("loa-table42-positions")) }
                    <select id="loa-table42-positions" onchange={set_from(&positions)}>
                        { for POSITION_CHOICES.iter().map(|&n| html! { <option value={n.to_string()} selected={n == *positions}>{ if n >= total { tf("loa-table42-all", Args::new().count("n", total as i64)) } else { tf("loa-table42-first", Args::new().count("n", n as i64)) } }</option> }) }
                    </select>
                </label>
                <label>{ format!("{} ", t("loa-budget")) }
                    <select id="loa-table42-budget" onchange={set_from(&budget)}>
                        { for BUDGET_CHOICES.iter().map(|&n| html! { <option value={n.to_string()} selected={n == *budget}>{ tf("loa-table42-nodes-each", Args::new().text("budget", write_budget(n))) }</option> }) }
                    </select>
                </label>
                <button id="loa-table42-run" onclick={run} disabled={job.running()}>{ t("loa-table42-run") }</button>
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

fn table_view(table: &Table42, stale: bool) -> Html {
    html! {
        <div class={classes!("loa-solve-scroll", stale.then_some("stale"))} id="loa-table42-result">
            <table id="loa-table42-table">
                <caption>{ tf("loa-table42-caption", Args::new().count("positions", table.positions as i64).text("nodes", group(table.max_nodes)).count("both", table.both as i64).count("neither", table.neither as i64)) }</caption>
                <thead><tr><th scope="col">{ t("loa-col-algorithm") }</th><th scope="col">{ t("loa-col-solved") }</th><th scope="col">{ t("loa-col-total-nodes") }</th><th scope="col">{ t("loa-col-seed-nodes") }</th><th scope="col">{ t("loa-col-total-time") }</th></tr></thead>
                <tbody>
                    <tr class="seed"><td>{ t("loa-table42-seed-ab") }</td><td class="num">{ of(SEED_ALPHA_BETA.0 as i64, SEED_POSITIONS as i64) }</td><td class="num">{ "—" }</td><td class="num">{ group(SEED_ALPHA_BETA.1) }</td><td class="num">{ group(SEED_ALPHA_BETA.2) }</td></tr>
                    <tr class="seed"><td>{ t("loa-table42-seed-pns") }</td><td class="num">{ of(SEED_PNS.0 as i64, SEED_POSITIONS as i64) }</td><td class="num">{ group(SEED_PNS.1) }</td><td class="num">{ "—" }</td><td class="num">{ group(SEED_PNS.2) }</td></tr>
                    { for table.rows.iter().map(|r| html! {
                        <tr>
                            <td>{ tf("loa-table42-here", Args::new().text("method", r.method.label_in(&catalogue()))) }</td>
                            <td class="num">{ of(r.solved as i64, table.positions as i64) }</td>
                            <td class="num">{ group(r.nodes) }</td>
                            <td class="num">{ r.seed_nodes.map_or("—".to_string(), group) }</td>
                            <td class="num">{ tf("loa-table42-ms", Args::new().text("ms", format!("{:.0}", r.millis))) }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            <ul class="loa-conclusions" id="loa-table42-conclusions">
                { for table.conclusions.iter().zip(table.conclusions_in(&catalogue())).map(|(c, (claim, detail))| html! {
                    <li data-holds={c.holds.to_string()}>{ conclusion(&claim, c.holds, &detail) }</li>
                }) }
            </ul>
            <p class="note">{ t("loa-table42-note") }</p>
        </div>
    }
}

/// `3 of 20`.
fn of(part: i64, whole: i64) -> String {
    tf(
        "loa-table42-of",
        Args::new().count("part", part).count("whole", whole),
    )
}

/// One of the seed's conclusions checked here: its claim, whether it holds, and the detail.
fn conclusion(claim: &str, holds: bool, detail: &str) -> String {
    let args = Args::new()
        .text("claim", claim.to_string())
        .text("detail", detail.to_string());
    if holds {
        tf("loa-table42-holds", args)
    } else {
        tf("loa-table42-fails", args)
    }
}
