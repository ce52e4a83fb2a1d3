//! The Moran panel: in a finite population of N, how likely one mutant takes over — exactly,
//! by the product formula in fractions, beside a seeded simulation with its 99% interval. Both
//! run in the worker (`games::evolution::jobs::Request::Moran`).

use yew::prelude::*;

use crate::games::evolution::jobs::{Output, Request};
use crate::games::evolution::lab::GameSource;
use crate::games::matrix::format_number;
use crate::text::fixed;
use crate::web::components::{JobProgress, JobProgressProps};
use crate::web::job::{use_job, JobOutput, JobSpec, JobState};

/// Props of [`MoranPanel`].
#[derive(Properties, PartialEq)]
pub(super) struct MoranProps {
    /// The game (shared with the dynamics panel).
    pub source: GameSource,
}

/// The panel.
#[function_component(MoranPanel)]
pub(super) fn moran_panel(props: &MoranProps) -> Html {
    let population = use_state(|| "20".to_string());
    let intensity = use_state(|| "1/10".to_string());
    let pair = use_state(|| "1,2".to_string());
    let runs = use_state(|| "10000".to_string());
    let seed = use_state(|| "1".to_string());
    let error = use_state(|| None::<String>);
    let job = use_job();
    let setter = |s: &UseStateHandle<String>| {
        let s = s.clone();
        Callback::from(move |e: Event| {
            s.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let run = {
        let (population, intensity, pair, runs, seed, error, job, source) = (
            population.clone(),
            intensity.clone(),
            pair.clone(),
            runs.clone(),
            seed.clone(),
            error.clone(),
            job.clone(),
            props.source.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            let count = |s: &str, what: &str| {
                s.trim()
                    .parse::<u64>()
                    .map_err(|_| format!("{what}: write a whole number"))
            };
            let strategies: Vec<usize> = pair
                .split(',')
                .filter_map(|t| t.trim().parse::<usize>().ok())
                .collect();
            let request = (|| {
                let [i, j] = strategies[..] else {
                    return Err("strategies: two numbers, e.g. 1,2".to_string());
                };
                if i == 0 || j == 0 || i == j {
                    return Err("strategies: two different numbers from 1".to_string());
                }
                Ok(Request::Moran {
                    game: source.clone(),
                    population: count(&population, "N")?,
                    intensity: (*intensity).clone(),
                    strategies: [i - 1, j - 1],
                    runs: count(&runs, "runs")?,
                    seed: count(&seed, "seed")?,
                })
            })();
            match request {
                Ok(r) => {
                    error.set(None);
                    job.start(JobSpec::Evolution(r));
                }
                Err(e) => error.set(Some(e)),
            }
        })
    };
    let answer = match &*job.state {
        JobState::Done(JobOutput::Evolution(Output::Moran(m)), _) => Some(m.clone()),
        _ => None,
    };
    html! {
        <section class="card-like" aria-labelledby="evo-moran-h" id="evo-moran">
            <h2 id="evo-moran-h">{ "Finite populations: the Moran process" }</h2>
            <p>{ "A population of N plays the game's two chosen strategies. Each step one individual reproduces with probability proportional to its fitness 1 − w + w·(its mean payoff against the others), and its offspring replaces one individual drawn at random. Where does one mutant end up? Exactly, by the product formula ρ = 1 / (1 + Σₖ Πⱼ f_A(j)/f_B(j)) in fractions; and by simulation, seeded, with its 99% interval. Neutral drift fixes a mutant with probability 1/N." }</p>
            <div class="controls">
                <label>{ "N " }<input id="moran-n" value={(*population).clone()} onchange={setter(&population)} size="6" /></label>
                <label>{ "w " }<input id="moran-w" value={(*intensity).clone()} onchange={setter(&intensity)} size="6" /></label>
                <label>{ "strategies " }<input id="moran-pair" value={(*pair).clone()} onchange={setter(&pair)} size="4" /></label>
                <label>{ "runs " }<input id="moran-runs" value={(*runs).clone()} onchange={setter(&runs)} size="7" /></label>
                <label>{ "seed " }<input id="moran-seed" value={(*seed).clone()} onchange={setter(&seed)} size="6" /></label>
                <button id="moran-run" class="primary" onclick={run} disabled={job.running()}>{ "Compute" }</button>
            </div>
            if let Some(e) = &*error { <p class="error" id="moran-error" role="alert">{ e.clone() }</p> }
            if let JobState::Failed(m) = &*job.state { <p class="error" id="moran-failed" role="alert">{ m.clone() }</p> }
            <JobProgress ..JobProgressProps::of(&job, "moran") />
            if let Some(m) = answer {
                <div id="moran-result">
                    <p id="moran-summary">{ format!("Exactly: {}.", m.summary) }</p>
                    <table class="data" id="moran-table">
                        <thead><tr><th>{ "one mutant" }</th><th>{ "exact" }</th><th>{ format!("simulated ({} runs)", m.tally.runs) }</th><th>{ "99% interval" }</th><th>{ "1/N" }</th></tr></thead>
                        <tbody>
                            { for [(1usize, 0usize, &m.exact.rho_b, 1usize), (0, 1, &m.exact.rho_a, 0)].into_iter().map(|(mutant, resident, q, k)| {
                                let (est, lo, hi) = m.estimates[if k == 1 { 0 } else { 1 }];
                                let exact = format_number(q);
                                html! { <tr>
                                    <td>{ format!("{} among {}", m.names[mutant], m.names[resident]) }</td>
                                    <td title={exact.clone()}>{ format!("{:.6}", m.exact_f64[k]) }{ if exact.len() <= 24 { format!(" = {exact}") } else { format!(" (a fraction of {} characters)", exact.len()) } }</td>
                                    <td>{ fixed(est, 4) }</td><td>{ format!("[{}, {}]", fixed(lo, 4), fixed(hi, 4)) }</td>
                                    <td>{ fixed(m.exact_f64[2], 4) }</td>
                                </tr> }
                            }) }
                        </tbody>
                    </table>
                </div>
            }
        </section>
    }
}
