//! The head-to-head panel: two strategies against each other, simulated in the worker with a
//! confidence interval and, for Rrrats!, solved exactly.

use yew::prelude::*;

use crate::text::read_count;

use super::ci;

use crate::evolve::lab::{thesis, Policy};
use crate::evolve::GameConfig;
use crate::games::rrrats::exact;
use crate::games::rrrats::RatsPolicy;
use crate::games::war::WarPolicy;
use crate::i18n::Args;
use crate::web::components::{on_typed, JobProgress, JobProgressProps};
use crate::web::i18n::{num, t, tf};
use crate::web::job::{use_job, JobOutput, JobSpec};

#[derive(Properties, PartialEq)]
pub(super) struct HeadProps {
    pub(super) game: GameConfig,
    pub(super) found: Option<Vec<f64>>,
}

/// Two strategies against each other: simulated with a confidence interval, and exactly for
/// Rrrats!.
#[function_component(HeadToHeadPanel)]
pub(super) fn head_to_head_panel(props: &HeadProps) -> Html {
    let job = use_job();
    let is_war = matches!(props.game, GameConfig::War(_));
    let p1 = use_state(String::new);
    let p2 = use_state(String::new);
    let games = use_state(|| "20000".to_string());
    let seed = use_state(|| "1".to_string());
    let (d1, d2) = if is_war {
        ("desc", "asc")
    } else {
        ("stop4", "zero")
    };
    let t1 = if p1.is_empty() {
        d1.to_string()
    } else {
        (*p1).clone()
    };
    let t2 = if p2.is_empty() {
        d2.to_string()
    } else {
        (*p2).clone()
    };
    let a = Policy::parse(&props.game, &t1);
    let b = Policy::parse(&props.game, &t2);
    let n = read_count::<u64>(&games)
        .ok()
        .filter(|g| (100..=10_000_000).contains(g));
    let s = read_count::<u64>(&seed).ok();
    let set = |h: &UseStateHandle<String>| {
        let h = h.clone();
        Callback::from(move |e: Event| {
            h.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let use_found = |h: &UseStateHandle<String>| {
        let h = h.clone();
        let found = props.found.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(x) = &found {
                h.set(
                    x.iter()
                        .map(|v| format!("{v:.6}"))
                        .collect::<Vec<_>>()
                        .join(","),
                );
            }
        })
    };
    // The request these inputs make (none while one is invalid).
    let request = match (&a, &b, n, s) {
        (Ok(a), Ok(b), Some(n), Some(s)) => {
            Some(JobSpec::Evolve(crate::evolve::jobs::Request::HeadToHead {
                game: props.game,
                p1: *a,
                p2: *b,
                games: n,
                seed: s,
            }))
        }
        _ => None,
    };
    let start = {
        let (job, request) = (job.clone(), request.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(r) = &request {
                job.start(r.clone());
            }
        })
    };
    // The Markov chain is solved once per pair of strategies, not on every progress message.
    let exact = use_memo(
        (props.game, t1.clone(), t2.clone()),
        |(game, t1, t2)| match (game, Policy::parse(game, t1), Policy::parse(game, t2)) {
            (GameConfig::Rrrats(rules), Ok(Policy::Rrrats(x)), Ok(Policy::Rrrats(y))) => {
                Some(exact::win_probability(rules, &x, &y).map_err(|e| e.to_string()))
            }
            _ => None,
        },
    );
    let names = if is_war {
        WarPolicy::NAMES.join(", ")
    } else {
        RatsPolicy::NAMES.join(", ")
    };
    html! {
        <details class="head-to-head" id="head-to-head" open=true>
            <summary>{ t("evolve-h2h-title") }</summary>
            <p>{ tf("evolve-h2h-text", Args::new().text("names", names)) }</p>
            <div class="controls">
                <label>{ format!("{} ", t("evolve-h2h-first")) }<input id="h2h-p1" value={t1.clone()} oninput={on_typed(set(&p1))} size="24" /></label>
                if props.found.is_some() { <button id="h2h-found-1" onclick={use_found(&p1)}>{ t("evolve-h2h-use-found") }</button> }
                if let Err(e) = &a { <span class="error field-error" id="error-h2h-p1" role="alert">{ e }</span> }
                <label>{ format!(" {} ", t("evolve-h2h-second")) }<input id="h2h-p2" value={t2.clone()} oninput={on_typed(set(&p2))} size="24" /></label>
                if props.found.is_some() { <button id="h2h-found-2" onclick={use_found(&p2)}>{ t("evolve-h2h-use-found") }</button> }
                if let Err(e) = &b { <span class="error field-error" id="error-h2h-p2" role="alert">{ e }</span> }
                <label>{ format!(" {} ", t("evolve-games")) }<input id="h2h-games" value={(*games).clone()} oninput={on_typed(set(&games))} size="8" /></label>
                if n.is_none() { <span class="error field-error" id="error-h2h-games" role="alert">{ t("evolve-h2h-games-error") }</span> }
                <label>{ format!(" {} ", t("evolve-seed")) }<input id="h2h-seed" value={(*seed).clone()} oninput={on_typed(set(&seed))} size="6" /></label>
                if s.is_none() { <span class="error field-error" id="error-h2h-seed" role="alert">{ t("evolve-h2h-seed-error") }</span> }
                <button id="h2h-run" onclick={start} disabled={a.is_err() || b.is_err() || n.is_none() || s.is_none() || job.running()}>{ t("evolve-h2h-play") }</button>
            </div>
            if a.is_ok() && b.is_ok() {
                <p>{ crate::web::components::lab_link(&crate::links::race_strategies(&props.game, &t1, &t2), "h2h-race", &t("evolve-h2h-race")) }</p>
            }
            if let Some(e) = (*exact).clone() {
                <p id="h2h-exact">{ match e { Ok(p) => tf("evolve-h2h-exact", Args::new().text("p", num(p, 6))), Err(e) => tf("evolve-h2h-exact-failed", Args::new().text("error", e)) } }</p>
            }
            <JobProgress ..JobProgressProps::of(&job, "h2h") />
            if let Some((JobOutput::Evolve(crate::evolve::jobs::Output::HeadToHead(r)), _, stale)) = job.result(request.as_ref()) {
                { crate::web::components::maybe_stale(stale, "h2h", html! {
                    <p id="h2h-result">{ tf("evolve-h2h-result", Args::new().text("games", crate::plot::fmt_number(r.evaluation.games as f64)).text("score", ci(r.evaluation.score(), r.evaluation.std_error())).text("draws", if r.evaluation.draws > 0 { format!(" ({})", tf("evolve-draws", Args::new().count("n", r.evaluation.draws as i64))) } else { String::new() })) }</p>
                }) }
            }
            if is_war {
                <p class="note">{ tf("evolve-thesis-war", Args::new().text("asc", num(thesis::DESC_VS_ASC * 100.0, 0)).text("rand", num(thesis::DESC_VS_RAND * 100.0, 0))) }</p>
            } else {
                <p class="note">{ tf("evolve-thesis-rats", Args::new().count("n", i64::from(thesis::RRRATS_OPTIMUM_THRESHOLD))) }</p>
            }
        </details>
    }
}
