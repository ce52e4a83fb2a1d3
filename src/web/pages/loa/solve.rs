//! "Solve this position": the solver's method and node budget, the run in a worker keyed by its
//! request (the page drops it when the position changes), the root's proof and disproof numbers
//! live, and the answer in words from the core's page model.

use yew::prelude::*;

use crate::games::loa::jobs::{Detail, Output};
use crate::games::loa::lab::{
    child_note_in, group, method_short_in, nodes_option_in, numbers_meaning_in, parse_budget_in,
    pn_text, pv_text, sorted_children, speed_text_in, verdict_sentence_in, write_budget, Lab,
    SolveRequest, SolveSeen, DEFAULT_SOLVE_BUDGET, SOLVE_METHODS, SOLVE_PRESETS,
};
use crate::games::loa::solve::{Method, Verdict};
use crate::games::loa::Loa;
use crate::i18n::Args;
use crate::web::components::keyed_job::{KeyedJob, KeyedState};
use crate::web::i18n::{catalogue, t, tf};
use crate::web::job::JobDetail;
use crate::web::job::{DeferredDetail, DeferredOutput};

/// The solve job of the page, keyed by its request.
pub(super) type SolveJob = KeyedJob<SolveRequest>;

/// Reads a solve's state for display.
pub(super) fn solve_seen(job: &SolveJob, request: &SolveRequest) -> Option<SolveSeen> {
    let per_second =
        |nodes: u64, ms: f64| (ms > 0.0 && nodes > 0).then(|| nodes as f64 * 1000.0 / ms);
    let snapshot = |detail: &Option<JobDetail>| match detail.as_ref().and_then(DeferredDetail::of) {
        Some(DeferredDetail::Loa(Detail::Solve(s))) => Some(s),
        _ => None,
    };
    let blank = SolveSeen::blank();
    Some(match job.state_of(request)? {
        KeyedState::Running { progress, detail } => {
            let nodes = progress.as_ref().map_or(0, |p| p.done);
            SolveSeen {
                solved: snapshot(&detail),
                running: true,
                nodes,
                fraction: progress.as_ref().map_or(0.0, |p| p.fraction),
                speed: per_second(nodes, job.elapsed_ms()),
                ..blank
            }
        }
        KeyedState::Done { output, millis } => match DeferredOutput::of(&output) {
            Some(DeferredOutput::Loa(Output::Solved(s))) => SolveSeen {
                nodes: s.nodes,
                speed: per_second(s.nodes, millis),
                solved: Some(s),
                done: true,
                fraction: 1.0,
                ..blank
            },
            _ => SolveSeen {
                failed: Some(t("loa-worker-mismatch")),
                ..blank
            },
        },
        KeyedState::Cancelled { progress, detail } => SolveSeen {
            solved: snapshot(&detail),
            nodes: progress.as_ref().map_or(0, |p| p.done),
            fraction: progress.as_ref().map_or(0.0, |p| p.fraction),
            cancelled: true,
            ..blank
        },
        KeyedState::Failed(reason) => SolveSeen {
            failed: Some(reason),
            ..blank
        },
    })
}

/// A solve handle as a property (one handle per page component, for its life).
#[derive(Clone)]
pub(super) struct SolveRef(pub(super) SolveJob);

impl PartialEq for SolveRef {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

#[derive(Properties, PartialEq)]
pub(super) struct SolveProps {
    pub(super) lab: Lab,
    pub(super) job: SolveRef,
    pub(super) seen: Option<(SolveRequest, SolveSeen)>,
}

/// "Solve this position": a method, a node budget (a preset or typed, checked), the run in the
/// worker with progress and Cancel, the root's numbers live, and the answer in words.
#[function_component(SolvePanel)]
pub(super) fn solve_panel(props: &SolveProps) -> Html {
    let method = use_state(Method::default);
    let budget = use_state(|| DEFAULT_SOLVE_BUDGET);
    let draft = use_state(|| None::<String>);
    let error = use_state(|| None::<String>);
    let lab = &props.lab;
    let job = &props.job.0;
    let request = lab.solve_request(*method, *budget);
    let running = props.seen.as_ref().is_some_and(|(_, s)| s.running);
    let start = {
        let (job, request) = (job.clone(), request.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(r) = &request {
                if job.key().as_ref() == Some(r) {
                    job.restart();
                } else {
                    job.want(Some((r.clone(), r.spec().into())));
                }
            }
        })
    };
    let on_method = {
        let method = method.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(m) = Method::from_name(&value) {
                method.set(m);
            }
        })
    };
    let on_preset = {
        let (budget, draft, error) = (budget.clone(), draft.clone(), error.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Ok(n) = value.parse::<u64>() {
                draft.set(None);
                error.set(None);
                budget.set(n);
            }
        })
    };
    let on_input = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            draft.set(Some(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            ))
        })
    };
    let on_change = {
        let (budget, draft, error) = (budget.clone(), draft.clone(), error.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            match parse_budget_in(&value, &catalogue()) {
                Ok(n) => {
                    draft.set(None);
                    error.set(None);
                    budget.set(n);
                }
                Err(reason) => error.set(Some(reason)),
            }
        })
    };
    let cancel = {
        let job = job.clone();
        Callback::from(move |_: MouseEvent| job.cancel())
    };
    let words = catalogue();
    let text = (*draft).clone().unwrap_or_else(|| write_budget(*budget));
    let preset = SOLVE_PRESETS.contains(&*budget);
    let game = lab.shown_game();
    let body = match (&props.seen, &game) {
        (Some((r, s)), Some(g)) => solve_result(g, r, s, cancel),
        _ => html! {},
    };
    html! {
        <section class="loa-solve" id="loa-solve" aria-labelledby="loa-solve-title">
            <h2 id="loa-solve-title">{ t("loa-solve-title") }</h2>
            <p class="explain">{ t("loa-solve-explain") }</p>
            <div class="controls">
                <label>{ format!("{} ", t("loa-method")) }
                    <select id="loa-solve-method" onchange={on_method}>
                        { for SOLVE_METHODS.iter().map(|&m| html! {
                            <option value={m.name()} selected={m == *method}>{ method_short_in(m, &words) }</option>
                        }) }
                    </select>
                </label>
                <label>{ format!("{} ", t("loa-budget")) }
                    <select id="loa-solve-preset" onchange={on_preset}>
                        { for SOLVE_PRESETS.iter().map(|&n| html! {
                            <option value={n.to_string()} selected={n == *budget}>{ nodes_option_in(n, &words) }</option>
                        }) }
                        if !preset {
                            <option value="" selected=true>{ t("loa-another-budget") }</option>
                        }
                    </select>
                </label>
                <label>{ format!("{} ", t("loa-or-nodes")) }
                    <input type="text" id="loa-solve-budget" class="loa-budget" inputmode="numeric" spellcheck="false" autocomplete="off"
                        value={text} oninput={on_input} onchange={on_change}
                        aria-invalid={error.is_some().to_string()} aria-describedby="loa-solve-budget-error" />
                </label>
                <span class="error field-error" id="loa-solve-budget-error" role="alert">{ (*error).clone().unwrap_or_default() }</span>
            </div>
            <div class="controls">
                <button id="loa-solve-run" disabled={request.is_none() || running || error.is_some()} onclick={start}>{ t("loa-solve-run") }</button>
            </div>
            if request.is_none() {
                <p class="note" id="loa-solve-none">{ match game.as_ref() {
                    Some(_) => t("loa-solve-game-over"),
                    None => t("loa-not-playable"),
                } }</p>
            }
            { body }
        </section>
    }
}

/// The state of a solve: progress, the answer in words and figures, and the root's numbers.
fn solve_result(
    game: &Loa,
    request: &SolveRequest,
    s: &SolveSeen,
    cancel: Callback<MouseEvent>,
) -> Html {
    let to_move = game.board().to_move();
    let words = catalogue();
    let status = if let Some(reason) = &s.failed {
        html! { <p class="error" id="loa-solve-status" role="alert">{ tf("loa-solve-failed", Args::new().text("reason", reason.clone())) }</p> }
    } else if s.running {
        html! {
            <div class="job" id="loa-solve-job">
                <progress id="loa-solve-progress" max="1" value={s.fraction.to_string()} aria-label={t("loa-solve-progress-label")}></progress>
                <span class="job-status" id="loa-solve-status">{ s.status_text_in(request.method, request.max_nodes, &words) }</span>
                <button id="loa-solve-cancel" onclick={cancel}>{ t("loa-cancel") }</button>
            </div>
        }
    } else {
        html! { <p class="note" id="loa-solve-status">{ s.status_text_in(request.method, request.max_nodes, &words) }</p> }
    };
    let Some(solved) = &s.solved else {
        return status;
    };
    let answer = s.done.then(|| {
        let winning = solved.best_move.filter(|_| solved.result == Verdict::Win);
        let pv = (!solved.principal_variation.is_empty()).then(|| pv_text(game, &solved.principal_variation));
        html! {
            <>
                <p class="loa-result" id="loa-solve-result" data-result={solved.result.name()}>{ verdict_sentence_in(to_move, solved, request.max_nodes, &words) }</p>
                <dl class="loa-figures" id="loa-solve-figures">
                    if let Some(mv) = winning {
                        <dt>{ t("loa-winning-move") }</dt><dd id="loa-solve-move" data-move={mv.to_string()}>{ tf("loa-winning-move-arrow", Args::new().text("move", mv.to_string())) }</dd>
                    }
                    <dt>{ t("loa-method") }</dt><dd id="loa-solve-method-used">{ request.method.label_in(&words) }</dd>
                    <dt>{ t("loa-nodes") }</dt><dd id="loa-solve-nodes">{ group(solved.nodes) }</dd>
                    if let Some(n) = solved.seed_nodes {
                        <dt>{ t("loa-seed-nodes") }</dt><dd id="loa-solve-seed-nodes" title={t("loa-seed-nodes-title")}>{ group(n) }</dd>
                    }
                    <dt>{ t("loa-speed") }</dt><dd id="loa-solve-speed">{ s.speed.map_or("—".to_string(), |v| speed_text_in(v, &words)) }</dd>
                    if let Some(n) = solved.plies_to_end {
                        <dt>{ t("loa-plies-to-end") }</dt><dd id="loa-solve-plies">{ n.to_string() }</dd>
                    }
                    if let Some(pv) = pv {
                        <dt>{ t("loa-pv") }</dt><dd class="loa-pv" id="loa-solve-pv">{ pv }</dd>
                    }
                </dl>
            </>
        }
    });
    let rows = sorted_children(to_move, solved);
    let table = (!rows.is_empty()).then(|| {
        let caption = s.children_caption_in(&words);
        html! {
            <>
                <p class="note" id="loa-solve-meaning">{ numbers_meaning_in(to_move, solved, &words).unwrap_or_default() }</p>
                <div class="loa-solve-scroll">
                    <table class="loa-solve-children" id="loa-solve-children">
                        <caption>{ caption }</caption>
                        <thead><tr><th scope="col">{ t("loa-col-move") }</th><th scope="col">{ t("loa-col-proof") }</th><th scope="col">{ t("loa-col-disproof") }</th><th scope="col">{ t("loa-col-settled") }</th></tr></thead>
                        <tbody>{ for rows.iter().enumerate().map(|(i, c)| html! {
                            <tr class={classes!((i == 0).then_some("lead"))} data-move={c.mv.to_string()}>
                                <td>{ c.mv.to_string() }</td>
                                <td class="num">{ pn_text(c.proof) }</td>
                                <td class="num">{ pn_text(c.disproof) }</td>
                                <td>{ child_note_in(to_move, solved, c, &words) }</td>
                            </tr>
                        }) }</tbody>
                    </table>
                </div>
            </>
        }
    });
    html! {
        <>
            { status }
            { for answer }
            { for table }
        </>
    }
}
