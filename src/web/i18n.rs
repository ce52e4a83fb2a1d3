//! The page's language: chosen once when a module starts — from `?lang=` in the address, else
//! the browser's languages, else English ([`crate::i18n::negotiate`]) — and read by every page
//! through [`t`], [`tf`] and [`num`].
//!
//! Why once and not a context: a change of language reloads the page with the new `?lang=`
//! (the hash, which holds the page's own state, is kept), so every text, the second page
//! module's included, is written in one language, and no component needs a hook to read it.
//! The language sits in the search part of the address, not in the hash, because the pages
//! rewrite their own hash queries.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::i18n::{languages, negotiate, Args, Catalogue};

thread_local! {
    /// Every language's code and its own name, for the chooser (read once).
    static NAMES: Vec<(&'static str, String)> = languages()
        .into_iter()
        .map(|l| {
            let name = Catalogue::new(l).map_or_else(|_| l.code.to_string(), |c| c.msg("language-name"));
            (l.code, name)
        })
        .collect();
    static CATALOGUE: Rc<Catalogue> = Rc::new(
        Catalogue::new(negotiate(asked().as_deref(), &preferred()))
            .expect("the language files are checked by the tests"),
    );
}

/// The `lang` of the address's search part (`?lang=pl`), if any.
fn asked() -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    search
        .trim_start_matches('?')
        .split('&')
        .find_map(|pair| pair.strip_prefix("lang="))
        .map(str::to_string)
}

/// The browser's languages, most preferred first.
fn preferred() -> Vec<String> {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return Vec::new();
    };
    let mut all: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    all.extend(navigator.language());
    all
}

/// The page's catalogue.
pub fn catalogue() -> Rc<Catalogue> {
    CATALOGUE.with(Rc::clone)
}

/// The message `id` in the page's language.
pub fn t(id: &str) -> String {
    CATALOGUE.with(|c| c.msg(id))
}

/// The message `id` with its variables, in the page's language.
pub fn tf(id: &str, args: Args) -> String {
    CATALOGUE.with(|c| c.msg_with(id, &args))
}

/// `x` with `digits` decimals, written the page language's way (`0,25` in Polish).
pub fn num(x: f64, digits: usize) -> String {
    CATALOGUE.with(|c| c.number(x, digits))
}

/// A number written with a decimal point, with the page language's separator instead.
pub fn decimal(english: &str) -> String {
    CATALOGUE.with(|c| c.decimal(english))
}

/// The page language's code (`en`, `pl`, `hr`).
pub fn code() -> &'static str {
    CATALOGUE.with(|c| c.language().code)
}

/// Writes the language into `<html lang>`, so screen readers speak it and the browser
/// hyphenates it.
pub fn mark_document() {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", code());
    }
}

/// The language chooser of the header: a change reloads the page in the chosen language,
/// keeping the page and its state (the hash).
#[function_component(LanguagePicker)]
pub fn language_picker() -> Html {
    let onchange = Callback::from(|e: Event| {
        let Some(select) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
        else {
            return;
        };
        if let Some(window) = web_sys::window() {
            let _ = window
                .location()
                .set_search(&format!("?lang={}", select.value()));
        }
    });
    let current = code();
    html! {
        <div class="lang-picker">
            <select id="lang" aria-label={t("language-label")} {onchange}>
                { for NAMES.with(Clone::clone).into_iter().map(|(code, name)| html! {
                    <option value={code} lang={code} selected={code == current}>{ name }</option>
                }) }
            </select>
        </div>
    }
}
