//! The page's language: chosen once when a module starts — from `?lang=` in the address, else
//! the browser's languages, else English ([`crate::i18n::negotiate`]) — and read by every page
//! through [`t`], [`tf`] and [`num`].
//!
//! Why once and not a context: a change of language reloads the page with the new `?lang=`
//! (the hash, which holds the page's own state, is kept), so every text, the second page
//! module's included, is written in one language, and no component needs a hook to read it.
//! The language sits in the search part of the address, not in the hash, because the pages
//! rewrite their own hash queries.
//!
//! The page modules carry no language file (`build.rs`, feature `languages-fetched`): before
//! the first module draws anything, [`load`] fetches English (every language's fallback) and
//! the language the page shows, gives them to the core ([`crate::i18n::provide`]) and leaves
//! them in a global of the page, from which the second module takes them ([`receive`]). A
//! language file that cannot be fetched leaves the page in English, with the reason in the
//! console; without English the page cannot be written, and the loading screen says so.

use std::rc::Rc;

use yew::prelude::*;

use crate::i18n::{language, languages, negotiate, provide, Args, Catalogue, REFERENCE};
use crate::web::fetch::{self, FetchError};

/// The page's global through which the fetched files reach the second module: `{ code: text }`.
const HANDED: &str = "gamelabLanguages";

thread_local! {
    /// Every language's code and its own name, for the chooser.
    static NAMES: Vec<(&'static str, &'static str)> =
        languages().into_iter().map(|l| (l.code, l.name)).collect();
    static CATALOGUE: Rc<Catalogue> = Rc::new(chosen());
}

/// The catalogue of the language the page asks for; English if its file is missing.
fn chosen() -> Catalogue {
    // The files are given already: by `load` in the first module, by `receive` (called as the
    // second module mounts a page) in the second.
    let wanted = negotiate(asked().as_deref(), &preferred());
    Catalogue::new(wanted).unwrap_or_else(|reason| {
        web_sys::console::error_1(&format!("The page stays in English: {reason}").into());
        Catalogue::new(language(REFERENCE).expect("the reference language"))
            .expect("English, fetched before the first drawing")
    })
}

/// Gives the core the files the first module fetched: the second module calls it before it
/// draws a page (it starts after the first has drawn).
pub fn receive() {
    let Ok(handed) = js_sys::Reflect::get(&js_sys::global(), &HANDED.into()) else {
        return;
    };
    for lang in languages() {
        let text = js_sys::Reflect::get(&handed, &lang.code.into()).ok();
        if let Some(text) = text.and_then(|t| t.as_string()) {
            provide(lang.code, &text);
        }
    }
}

/// Fetches English and the page's language where the build left them out (both at once),
/// gives them to the core and hands them to the second module. An error only when English
/// cannot be had.
pub async fn load() -> Result<(), String> {
    let english = language(REFERENCE).expect("the reference language");
    let wanted = negotiate(asked().as_deref(), &preferred());
    let mut needed = vec![english];
    if wanted != english {
        needed.push(wanted);
    }
    let asked_for: Vec<_> = needed
        .into_iter()
        .filter(|l| l.source.is_none())
        .map(|l| {
            let url = format!("locales/{}.ftl", l.code);
            let started = fetch::start(&url);
            (l, url, started)
        })
        .collect();
    let handed = js_sys::Object::new();
    for (lang, url, started) in asked_for {
        let text = match started {
            Ok(promise) => fetch::text_of(promise).await.map_err(reason),
            Err(e) => Err(reason(e)),
        };
        match text {
            Ok(text) => {
                provide(lang.code, &text);
                let _ = js_sys::Reflect::set(&handed, &lang.code.into(), &text.into());
            }
            Err(reason) if lang.code == REFERENCE => return Err(format!("{url}: {reason}")),
            Err(reason) => web_sys::console::error_1(&format!("{url}: {reason}").into()),
        }
    }
    let _ = js_sys::Reflect::set(&js_sys::global(), &HANDED.into(), &handed);
    Ok(())
}

/// A failed fetch in the reference language's words (for the console and the loading
/// screen, which shows it when even English cannot be had).
fn reason(e: FetchError) -> String {
    match e {
        FetchError::Unreachable(said) => said.unwrap_or_else(|| "no reason given".into()),
        FetchError::Status(status) => format!("HTTP {status}"),
        FetchError::NotText => "the answer is not text".into(),
    }
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
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlSelectElement>(t).ok())
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
