//! The one "Import a Gambit file" panel of the normal-form, game-tree and
//! imperfect-information pages: a folded box with the file's text, an Import button and the
//! reading's error beside them.
//!
//! Why a component: the three pages drew the same markup and the same text handler three
//! times. The page keeps the text (its import reads it) and decides what Import does (read it
//! at once, or send it to the worker first); the panel only draws and reports edits.

use yew::prelude::*;

use crate::i18n::Args;
use crate::web::i18n::{t, tf};

/// Props of [`GambitImport`].
#[derive(Properties, PartialEq)]
pub struct GambitImportProps {
    /// The folded box's title ("Import a Gambit .nfg file").
    pub summary: AttrValue,
    /// The file's kind as the label names it (".nfg", ".efg").
    pub kind: AttrValue,
    /// The text area's id.
    pub input_id: AttrValue,
    /// The Import button's id.
    pub button_id: AttrValue,
    /// The error paragraph's id.
    pub error_id: AttrValue,
    /// The text area's height in rows.
    pub rows: u32,
    /// The file's text as typed.
    pub text: AttrValue,
    /// Called with the new text on every edit.
    pub on_text: Callback<String>,
    /// Called when Import is pressed.
    pub on_import: Callback<MouseEvent>,
    /// Why the last import failed, if it did.
    pub error: Option<String>,
}

/// The import panel.
#[function_component(GambitImport)]
pub fn gambit_import(p: &GambitImportProps) -> Html {
    let oninput = {
        let on_text = p.on_text.clone();
        Callback::from(move |e: InputEvent| {
            on_text.emit(
                e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                    .value(),
            )
        })
    };
    html! {
        <details class="import">
            <summary>{ p.summary.clone() }</summary>
            <label for={p.input_id.clone()}>{ tf("games-import-text", Args::new().text("kind", p.kind.to_string())) }</label>
            <textarea id={p.input_id.clone()} rows={p.rows.to_string()} value={p.text.clone()} {oninput} />
            <button id={p.button_id.clone()} onclick={p.on_import.clone()}>{ t("games-import") }</button>
            if let Some(e) = &p.error { <p class="error" id={p.error_id.clone()} role="alert">{ e.clone() }</p> }
        </details>
    }
}
