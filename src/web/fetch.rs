//! A text file fetched from beside the app: the language files before the first drawing, Ticket
//! to Ride's pretrained network when asked for.
//!
//! Why through `js_sys` and not `web-sys`'s `Request`/`Response`: the first module must stay
//! small, and calling the global `fetch` by reflection needs no more of `web-sys`. A failure
//! is typed ([`FetchError`]) so that each caller words it its own way — the loading screen in
//! the reference language, a lab beside the button that asked.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Why a file could not be had.
#[derive(Clone, Debug, PartialEq)]
pub enum FetchError {
    /// The browser could not start the request or reach the server: its own message (a
    /// JavaScript error's `message`, never its stack), if it gave one.
    Unreachable(Option<String>),
    /// The server answered with this HTTP status.
    Status(u16),
    /// The answer is not text.
    NotText,
}

/// A JavaScript error's message, or the value as text.
fn message(e: wasm_bindgen::JsValue) -> Option<String> {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
}

/// The browser's `fetch` of `url`, started: several can run at once, each awaited with
/// [`text_of`].
pub fn start(url: &str) -> Result<js_sys::Promise, FetchError> {
    let unreachable = |e| FetchError::Unreachable(message(e));
    let global = js_sys::global();
    let fetch: js_sys::Function = js_sys::Reflect::get(&global, &"fetch".into())
        .map_err(unreachable)?
        .dyn_into()
        .map_err(unreachable)?;
    fetch
        .call1(&global, &url.into())
        .map_err(unreachable)?
        .dyn_into()
        .map_err(unreachable)
}

/// The text of a started fetch, or why not.
pub async fn text_of(started: js_sys::Promise) -> Result<String, FetchError> {
    let unreachable = |e| FetchError::Unreachable(message(e));
    let response = JsFuture::from(started).await.map_err(unreachable)?;
    let get = |name: &str| js_sys::Reflect::get(&response, &name.into()).map_err(unreachable);
    if get("ok")?.as_bool() != Some(true) {
        return Err(FetchError::Status(
            get("status")?.as_f64().unwrap_or(0.0) as u16
        ));
    }
    let text: js_sys::Function = get("text")?.dyn_into().map_err(|_| FetchError::NotText)?;
    let promise: js_sys::Promise = text
        .call0(&response)
        .map_err(unreachable)?
        .dyn_into()
        .map_err(|_| FetchError::NotText)?;
    JsFuture::from(promise)
        .await
        .map_err(unreachable)?
        .as_string()
        .ok_or(FetchError::NotText)
}

/// The text of the file at `url`, or why not.
pub async fn fetch_text(url: &str) -> Result<String, FetchError> {
    text_of(start(url)?).await
}
