//! The Play tab: who plays by hand and the engine's node budget, the rules, undo, redo, the
//! forced pass, a new game, the move list and its export (download, clipboard, the link).

use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use super::rules::RulesPanel;
use super::{act, LabProps};
use crate::games::loa::lab::{group, parse_budget_in, write_budget, Human, Lab, BUDGET_PRESETS};
use crate::i18n::Args;
use crate::web::components::download;
use crate::web::i18n::{catalogue, t, tf};

#[function_component(PlayPanel)]
pub(super) fn play_panel(props: &LabProps) -> Html {
    let (lab, go) = (&props.lab, &props.go);
    let copied = use_state(|| None::<String>);
    let text = lab.export_text();
    let nothing = lab.game().moves().is_empty() && !lab.custom_start();
    let download_text = {
        let text = text.clone();
        Callback::from(move |_: MouseEvent| download("lines-of-action.txt", "text/plain", &text))
    };
    let copy = |done: String, refused: String, text: String| {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            copy_text(text.clone(), done.clone(), refused.clone(), copied.clone())
        })
    };
    let link = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let start = crate::games::loa::text::write_position(lab.game().start());
    let explain = match lab.human().engine() {
        None => t("loa-play-explain-both"),
        Some(engine) => tf(
            "loa-play-explain-engine",
            Args::new()
                .text("you", engine.other().name())
                .text("engine", engine.name()),
        ),
    };
    html! {
        <div class="loa-play" id="loa-play" role="tabpanel">
            <OpponentControls lab={lab.clone()} go={go.clone()} />
            <RulesPanel lab={lab.clone()} go={go.clone()} />
            <div class="controls">
                if lab.must_pass() {
                    <button id="loa-pass" class="primary" onclick={act(lab, go, Lab::pass)} aria-keyshortcuts="p">{ t("loa-pass") }</button>
                }
                <button id="loa-undo" disabled={!lab.can_undo()} onclick={act(lab, go, Lab::undo)} aria-keyshortcuts="u">{ t("loa-undo") }</button>
                <button id="loa-redo" disabled={!lab.can_redo()} onclick={act(lab, go, Lab::redo)} aria-keyshortcuts="r">{ t("loa-redo") }</button>
                <button id="loa-new" onclick={act(lab, go, Lab::new_game)}>{ t("loa-new-game") }</button>
                if lab.custom_start() {
                    <button id="loa-restart" onclick={act(lab, go, Lab::restart)}>{ t("loa-restart") }</button>
                }
            </div>
            <p class="explain">{ explain }</p>
            if lab.custom_start() {
                <p class="note" id="loa-start">{ format!("{} ", t("loa-started-from")) }<code>{ start }</code>{ "." }</p>
            }
            <h3>{ t("loa-moves") }</h3>
            if lab.game().moves().is_empty() {
                <p class="note" id="loa-no-moves">{ t("loa-no-moves") }</p>
            } else {
                <pre class="loa-record" id="loa-record-text">{ text.clone() }</pre>
            }
            <div class="controls">
                <button class="small" id="loa-download" disabled={nothing} onclick={download_text}>{ t("loa-download") }</button>
                <button class="small" id="loa-copy" disabled={nothing} onclick={copy(t("loa-copied-moves"), t("loa-copy-refused-moves"), text)}>{ t("loa-copy-moves") }</button>
                <button class="small" id="loa-copy-link" onclick={copy(t("loa-copied-link"), t("loa-copy-refused-link"), link)}>{ t("loa-copy-link") }</button>
                if let Some(message) = &*copied {
                    <span class="note" id="loa-copied" role="status">{ message }</span>
                }
            </div>
            <p class="note">{ t("loa-address-note") }</p>
        </div>
    }
}

/// Who plays by hand, and the engine's strength as a node budget: a preset or any number typed
/// (checked, with the reason beside the field when it is not a budget).
#[function_component(OpponentControls)]
fn opponent_controls(props: &LabProps) -> Html {
    let (lab, go) = (&props.lab, &props.go);
    // The budget as typed, while it differs from the lab's; and why it is not a budget.
    let draft = use_state(|| None::<String>);
    let error = use_state(|| None::<String>);
    let on_human = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(h) = Human::from_name(&value) {
                go.emit(lab.with_human(h));
            }
        })
    };
    let on_preset = {
        let (lab, go, draft, error) = (lab.clone(), go.clone(), draft.clone(), error.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Ok(n) = value.parse::<u64>() {
                draft.set(None);
                error.set(None);
                go.emit(lab.with_budget(n));
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
        let (lab, go, draft, error) = (lab.clone(), go.clone(), draft.clone(), error.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            match parse_budget_in(&value, &catalogue()) {
                Ok(n) => {
                    draft.set(None);
                    error.set(None);
                    if n != lab.budget() {
                        go.emit(lab.with_budget(n));
                    }
                }
                Err(reason) => error.set(Some(reason)),
            }
        })
    };
    let preset = BUDGET_PRESETS.contains(&lab.budget());
    let text = (*draft)
        .clone()
        .unwrap_or_else(|| write_budget(lab.budget()));
    let engine = lab.human().engine();
    let words = catalogue();
    html! {
        <fieldset class="loa-opponent" id="loa-opponent">
            <legend>{ t("loa-opponent") }</legend>
            <div class="controls">
                <label>{ format!("{} ", t("loa-you-play")) }
                    <select id="loa-human" onchange={on_human}>
                        { for Human::ALL.iter().map(|&h| html! {
                            <option value={h.name()} selected={h == lab.human()}>{ h.label_in(&words) }</option>
                        }) }
                    </select>
                </label>
            </div>
            <div class="controls">
                <label>{ format!("{} ", t("loa-engine-strength")) }
                    <select id="loa-strength" onchange={on_preset} disabled={engine.is_none()}>
                        { for BUDGET_PRESETS.iter().map(|&n| html! {
                            <option value={n.to_string()} selected={n == lab.budget()}>{ tf("loa-nodes-per-move", Args::new().text("budget", write_budget(n))) }</option>
                        }) }
                        if !preset {
                            <option value="" selected=true>{ t("loa-another-budget") }</option>
                        }
                    </select>
                </label>
                <label>{ format!("{} ", t("loa-or-nodes")) }
                    <input type="text" id="loa-budget" class="loa-budget" inputmode="numeric" spellcheck="false" autocomplete="off"
                        value={text} oninput={on_input} onchange={on_change} disabled={engine.is_none()}
                        aria-invalid={error.is_some().to_string()} aria-describedby="loa-budget-error" />
                </label>
                <span class="error field-error" id="loa-budget-error" role="alert">{ (*error).clone().unwrap_or_default() }</span>
            </div>
            <p class="note">{ match engine {
                Some(side) => tf(
                    "loa-engine-budget-note",
                    Args::new().text("side", side.name()).text("nodes", group(lab.budget())),
                ),
                None => t("loa-choose-side"),
            } }</p>
        </fieldset>
    }
}

/// Copies `text` to the clipboard and reports whether the browser allowed it (`done` or
/// `refused`).
fn copy_text(text: String, done: String, refused: String, report: UseStateHandle<Option<String>>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let promise = window.navigator().clipboard().write_text(&text);
    wasm_bindgen_futures::spawn_local(async move {
        report.set(Some(match JsFuture::from(promise).await {
            Ok(_) => done,
            Err(_) => refused,
        }));
    });
}
