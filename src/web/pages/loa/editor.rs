//! The Set-up tab: the position editor (side to move, the start or an empty board, the position
//! text with its error) and "Play from this position".

use yew::prelude::*;

use super::{act, LabProps};
use crate::games::loa::board::Color;
use crate::games::loa::lab::Editor;
use crate::games::loa::Board;
use crate::web::i18n::{catalogue, t};

#[function_component(EditorPanel)]
pub(super) fn editor_panel(props: &LabProps) -> Html {
    let (lab, go) = (&props.lab, &props.go);
    let editor = lab.editor();
    let edit = |f: fn(&Editor, String) -> Editor| {
        let (lab, go) = (lab.clone(), go.clone());
        move |value: String| go.emit(lab.edit(f(lab.editor(), value)))
    };
    let on_side = {
        let set = edit(|e, v| {
            e.with_to_move(if v == "white" {
                Color::White
            } else {
                Color::Black
            })
        });
        Callback::from(move |e: Event| {
            set(e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value())
        })
    };
    let on_text = {
        let set = edit(|e, v| e.with_text(&v));
        Callback::from(move |e: InputEvent| {
            set(e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value())
        })
    };
    let load = |board: Board| act(lab, go, move |l| l.edit(Editor::new(&board)));
    let empty = Board::from_sets(0, 0, editor.to_move());
    let play = {
        let (lab, go) = (lab.clone(), go.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(next) = lab.play_from_editor() {
                go.emit(next);
            }
        })
    };
    let error = editor.error_text_in(&catalogue());
    html! {
        <div class="loa-editor" id="loa-editor" role="tabpanel">
            <p class="explain">{ t("loa-editor-explain") }</p>
            <div class="controls">
                <label>{ format!("{} ", t("loa-editor-side")) }
                    <select id="loa-editor-side" onchange={on_side}>
                        <option value="black" selected={editor.to_move() == Color::Black}>{ t("loa-side-black") }</option>
                        <option value="white" selected={editor.to_move() == Color::White}>{ t("loa-side-white") }</option>
                    </select>
                </label>
                <button class="small" id="loa-editor-start" onclick={load(Board::start())}>{ t("loa-editor-start") }</button>
                <button class="small" id="loa-editor-clear" onclick={load(empty)}>{ t("loa-editor-empty") }</button>
            </div>
            <label for="loa-editor-text">{ t("loa-editor-text") }</label>
            <input type="text" id="loa-editor-text" class="loa-position-text" spellcheck="false" autocomplete="off"
                value={editor.text().to_string()} oninput={on_text}
                aria-invalid={error.is_some().to_string()} aria-describedby="loa-editor-error" />
            <p class="error field-error" id="loa-editor-error" role="alert">{ error.unwrap_or_default() }</p>
            <div class="controls">
                <button id="loa-editor-play" disabled={editor.playable().is_none()} onclick={play}>{ t("loa-editor-play") }</button>
            </div>
        </div>
    }
}
