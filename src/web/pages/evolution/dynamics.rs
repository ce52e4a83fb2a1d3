//! The dynamics panel: a game (a preset, a typed payoff matrix or a pasted `.nfg` file), the
//! dynamics, and the worker's answer — the phase portrait with its flow, rest points and the
//! trajectories started by clicks or keys, the rest points' table, each strategy's share over
//! time and the logit equilibrium path. The picture is drawn in the worker
//! (`games::evolution::picture`); a click is turned into picture coordinates here with the
//! core's inverse mapping.

use yew::prelude::*;

use crate::games::evolution::field::Dynamics;
use crate::games::evolution::jobs::{Output, Portrait, Request, Start};
use crate::games::evolution::lab::GameSource;
use crate::games::evolution::picture::{picture_point, SIZE};
use crate::games::evolution::EvoPreset;
use crate::i18n::Args;
use crate::rng::Seed;
use crate::web::components::{on_typed, raw_svg, rendered_view};
use crate::web::i18n::{catalogue, code, t, tf};
use crate::web::job::{use_job, DeferredOutput, DeferredSpec, JobState};

/// Props of [`DynamicsPanel`].
#[derive(Properties, PartialEq)]
pub(super) struct DynamicsProps {
    /// The game.
    pub source: GameSource,
    /// Changes the game.
    pub on_source: Callback<GameSource>,
}

/// The dynamics' keys in the chooser, in its order.
const DYNAMICS: [&str; 5] = [
    "replicator",
    "best-response",
    "logit",
    "fictitious",
    "stochastic-fictitious",
];

/// The chooser's name of the dynamics of `key`.
fn dynamics_name(key: &str) -> String {
    match key {
        "best-response" => t("evolution-dyn-best-response"),
        "logit" => t("evolution-dyn-logit"),
        "fictitious" => t("evolution-dyn-fictitious"),
        "stochastic-fictitious" => t("evolution-dyn-stochastic-fictitious"),
        _ => t("evolution-dyn-replicator"),
    }
}

fn dynamics_of(key: &str, lambda: f64) -> Dynamics {
    match key {
        "best-response" => Dynamics::BestResponse,
        "logit" => Dynamics::Logit { lambda },
        "fictitious" => Dynamics::Fictitious,
        "stochastic-fictitious" => Dynamics::StochasticFictitious {
            lambda,
            seed: Seed(1),
        },
        _ => Dynamics::Replicator,
    }
}

fn value_of(e: &Event) -> String {
    e.target_unchecked_into::<web_sys::HtmlInputElement>()
        .value()
}

/// The panel.
#[function_component(DynamicsPanel)]
pub(super) fn dynamics_panel(props: &DynamicsProps) -> Html {
    let dynamics = use_state(|| "replicator".to_string());
    let lambda = use_state(|| "5".to_string());
    let time = use_state(|| "30".to_string());
    let view = use_state(|| 0usize);
    let starts = use_state(Vec::<Start>::new);
    let cursor = use_state(|| None::<(f64, f64)>);
    let typed = use_state(String::new);
    let matrix = use_state(|| None::<String>);
    let nfg = use_state(String::new);
    let picture = use_node_ref();
    let job = use_job();
    let words = catalogue();

    let number = |s: &str| s.trim().parse::<f64>().ok().filter(|v| v.is_finite());
    let spec = match (number(&lambda), number(&time)) {
        (Some(l), Some(t)) => Ok(DeferredSpec::Evolution(Request::Portrait {
            game: props.source.clone(),
            dynamics: dynamics_of(&dynamics, l),
            view: *view,
            starts: (*starts).clone(),
            time: t,
            cursor: *cursor,
            lang: code().to_string(),
        })
        .encode()),
        (None, _) => Err(t("evolution-lambda-not-number")),
        (_, None) => Err(t("evolution-time-not-number")),
    };
    {
        let job = job.clone();
        use_effect_with(spec.clone().ok(), move |spec| {
            if let Some(s) = spec {
                job.start(s.clone());
            }
        });
    }
    // The last portrait stays on screen while the next is computed (a key press redraws it),
    // so the picture, and the keyboard's focus in it, never leave the page.
    let kept = use_mut_ref(|| None::<Portrait>);
    if let JobState::Done(out, _) = &*job.state {
        if let Some(DeferredOutput::Evolution(Output::Portrait(p))) = DeferredOutput::of(out) {
            *kept.borrow_mut() = Some(*p);
        }
    }
    let answer: Option<Portrait> = kept.borrow().clone();
    let failed = match &*job.state {
        JobState::Failed(m) => Some(m.clone()),
        _ => None,
    };
    // A click: the SVG is scaled to its box, so the click is scaled back to the viewBox.
    let on_click = {
        let (picture, starts, view, cursor) =
            (picture.clone(), starts.clone(), *view, cursor.clone());
        Callback::from(move |e: MouseEvent| {
            let Some(el) = picture.cast::<web_sys::Element>() else {
                return;
            };
            let rect = el.get_bounding_client_rect();
            if rect.width() <= 0.0 {
                return;
            }
            let scale = SIZE.0 / rect.width();
            let (u, v) = picture_point(
                (f64::from(e.client_x()) - rect.left()) * scale,
                (f64::from(e.client_y()) - rect.top()) * scale,
            );
            let mut s = (*starts).clone();
            s.push(Start::Picture { view, u, v });
            s.truncate(crate::games::evolution::jobs::MAX_STARTS);
            starts.set(s);
            cursor.set(Some((u, v)));
        })
    };
    let on_key = {
        let (starts, view, cursor) = (starts.clone(), *view, cursor.clone());
        Callback::from(move |e: KeyboardEvent| {
            let (u, v) = cursor.unwrap_or((0.5, 0.3));
            let step = if e.shift_key() { 0.1 } else { 0.02 };
            let moved = match e.key().as_str() {
                "ArrowLeft" => Some((u - step, v)),
                "ArrowRight" => Some((u + step, v)),
                "ArrowUp" => Some((u, v + step)),
                "ArrowDown" => Some((u, v - step)),
                _ => None,
            };
            if let Some((u, v)) = moved {
                e.prevent_default();
                cursor.set(Some((u.clamp(-0.05, 1.05), v.clamp(-0.05, 1.05))));
                return;
            }
            match e.key().as_str() {
                "Enter" | " " => {
                    e.prevent_default();
                    let mut s = (*starts).clone();
                    if s.len() < crate::games::evolution::jobs::MAX_STARTS {
                        s.push(Start::Picture { view, u, v });
                        starts.set(s);
                    }
                    cursor.set(Some((u, v)));
                }
                "Backspace" | "Delete" => {
                    let mut s = (*starts).clone();
                    s.pop();
                    starts.set(s);
                }
                _ => {}
            }
        })
    };
    // A new game: its trajectories and view start afresh; `typed` is the matrix box's text.
    let choose = {
        let (on_source, starts, view, matrix) = (
            props.on_source.clone(),
            starts.clone(),
            view.clone(),
            matrix.clone(),
        );
        Callback::from(move |(source, typed): (GameSource, Option<String>)| {
            starts.set(Vec::new());
            view.set(0);
            matrix.set(typed);
            on_source.emit(source);
        })
    };
    let on_preset = {
        let choose = choose.clone();
        Callback::from(move |e: Event| {
            let key = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(p) = EvoPreset::from_key(&key) {
                choose.emit((GameSource::Preset(p), None));
            }
        })
    };
    let on_matrix = {
        let choose = choose.clone();
        Callback::from(move |e: Event| {
            let text = e
                .target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                .value();
            choose.emit((GameSource::Matrix(text.clone()), Some(text)));
        })
    };
    let on_nfg = {
        let nfg = nfg.clone();
        Callback::from(move |e: Event| {
            nfg.set(
                e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                    .value(),
            )
        })
    };
    let open_nfg = {
        let nfg = nfg.clone();
        Callback::from(move |_: MouseEvent| choose.emit((GameSource::Nfg((*nfg).clone()), None)))
    };
    let on_dynamics = {
        let (dynamics, starts) = (dynamics.clone(), starts.clone());
        Callback::from(move |e: Event| {
            dynamics.set(
                e.target_unchecked_into::<web_sys::HtmlSelectElement>()
                    .value(),
            );
            starts.set(Vec::new());
        })
    };
    let setter = |s: &UseStateHandle<String>| {
        let s = s.clone();
        Callback::from(move |e: Event| s.set(value_of(&e)))
    };
    let on_view = {
        let view = view.clone();
        Callback::from(move |e: Event| {
            view.set(
                e.target_unchecked_into::<web_sys::HtmlSelectElement>()
                    .value()
                    .parse()
                    .unwrap_or(0),
            )
        })
    };
    let start_typed = {
        let (typed, starts) = (typed.clone(), starts.clone());
        Callback::from(move |_: MouseEvent| {
            let mut s = (*starts).clone();
            s.push(Start::Shares((*typed).clone()));
            s.truncate(crate::games::evolution::jobs::MAX_STARTS);
            starts.set(s);
        })
    };
    let clear = {
        let starts = starts.clone();
        Callback::from(move |_: MouseEvent| starts.set(Vec::new()))
    };
    let preset_key = match &props.source {
        GameSource::Preset(p) => p.key(),
        GameSource::Matrix(_) => "matrix",
        GameSource::Nfg(_) => "nfg",
    };
    let discrete = dynamics_of(&dynamics, 1.0).is_discrete();
    let uses_lambda = matches!(dynamics.as_str(), "logit" | "stochastic-fictitious");

    let picture_view = match &answer {
        Some(p) => html! {
            <>
                if p.views.len() > 1 {
                    <label>{ format!("{} ", t("evolution-view")) }<select id="evo-view" onchange={on_view}>
                        { for p.views.iter().enumerate().map(|(i, name)| html! { <option value={i.to_string()} selected={i == *view}>{ name.clone() }</option> }) }
                    </select></label>
                }
                { match &p.svg {
                    Ok(svg) => html! {
                        <div class="portrait" id="evo-portrait" ref={picture.clone()} tabindex="0" role="application"
                            aria-label={t("evolution-portrait-label")}
                            onclick={on_click} onkeydown={on_key}>{ raw_svg(svg) }</div>
                    },
                    Err(e) => html! { <p class="note" id="evo-no-picture">{ e }</p> },
                } }
                <p class="note">{ t("evolution-portrait-legend") }</p>
                <div class="controls">
                    <button id="evo-clear" onclick={clear}>{ t("evolution-clear") }</button>
                    <span class="note" id="evo-count">{ tf("evolution-trajectories", Args::new().count("n", p.trajectories as i64)) }</span>
                </div>
                { rendered_view(&p.view) }
            </>
        },
        None if failed.is_none() => html! { <p class="note">{ t("evolution-drawing") }</p> },
        None => html! {},
    };
    let shown_matrix = (*matrix)
        .clone()
        .or_else(|| answer.as_ref().and_then(|p| p.matrix.clone()))
        .unwrap_or_default();
    html! {
        <section class="card-like" aria-labelledby="evo-dyn-h" id="evo-dynamics">
            <h2 id="evo-dyn-h">{ t("evolution-dyn-title") }</h2>
            <div class="form-grid">
                <label class="whole-row">{ t("evolution-game") }
                    <select id="evo-preset" onchange={on_preset}>
                        { for EvoPreset::ALL.iter().map(|p| html! { <option value={p.key()} selected={p.key() == preset_key}>{ p.name_in(&words) }</option> }) }
                        if preset_key == "matrix" { <option value="matrix" selected=true>{ t("evolution-your-matrix") }</option> }
                        if preset_key == "nfg" { <option value="nfg" selected=true>{ t("evolution-your-nfg") }</option> }
                    </select>
                </label>
                <label>{ t("evolution-dynamics") }
                    <select id="evo-dynamics-kind" onchange={on_dynamics}>
                        { for DYNAMICS.iter().map(|k| html! { <option value={*k} selected={*k == dynamics.as_str()}>{ dynamics_name(k) }</option> }) }
                    </select>
                </label>
                if uses_lambda {
                    <label>{ "λ" }<input id="evo-lambda" value={(*lambda).clone()} oninput={on_typed(setter(&lambda))} size="6" /></label>
                }
                <label>{ if discrete { t("evolution-rounds") } else { t("evolution-time") } }<input id="evo-time" value={(*time).clone()} oninput={on_typed(setter(&time))} size="6" /></label>
            </div>
            if let GameSource::Preset(p) = &props.source { <p class="note" id="evo-explain">{ p.explanation_in(&words) }</p> }
            if let Err(e) = &spec { <p class="error" role="alert">{ e.clone() }</p> }
            if let Some(m) = &failed { <p class="error" id="evo-error" role="alert">{ m.clone() }</p> }
            { picture_view }
            <div class="controls">
                <label>{ format!("{} ", t("evolution-start-at")) }<input id="evo-start" placeholder="0.5, 0.3, 0.2" value={(*typed).clone()} oninput={on_typed(setter(&typed))} size="16" /></label>
                <button id="evo-start-run" onclick={start_typed}>{ t("evolution-start-run") }</button>
            </div>
            <details id="evo-edit">
                <summary>{ t("evolution-own-game") }</summary>
                <label class="wide">{ t("evolution-matrix-label") }
                    <textarea id="evo-matrix" rows="4" value={shown_matrix} onchange={on_matrix} />
                </label>
                <label class="wide">{ t("evolution-nfg-label") }
                    <textarea id="evo-nfg" rows="4" value={(*nfg).clone()} onchange={on_nfg} />
                </label>
                <button id="evo-nfg-open" onclick={open_nfg}>{ t("evolution-nfg-open") }</button>
            </details>
        </section>
    }
}
