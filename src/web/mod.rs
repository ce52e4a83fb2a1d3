//! The browser face (feature `web`): the Yew app, its pages, and the worker glue.
//!
//! The web layer stays thin: it parses user input with the core's parsers, calls the core,
//! and draws. Long work goes to a Web Worker ([`worker`]) as a step-based job, driven through the
//! one job hook ([`job`]), so the main thread never blocks. Charts are SVG strings from [`crate::plot`], drawn on the main thread.
//!
//! Layout: [`routes`] (addresses and the list of labs, imported by every page), [`app`] (the
//! shell that maps routes to pages), [`pages`] (one file per lab), [`components`] (pieces
//! shared by the pages), [`job`], [`worker`], [`panic`](mod@panic), [`i18n`] (the page's language) and [`deferred`] (pages in
//! the second module, loaded the first time they are opened).

pub mod app;
pub mod components;
pub mod deferred;
pub mod fetch;
pub mod i18n;
pub mod job;
pub mod pages;
pub mod panic;
pub mod routes;
pub mod worker;

/// Installs the panic hook, fetches the page language's file if it is not built in, mounts the
/// app on `<body>` and removes the loading screen that `index.html` shows while the
/// WebAssembly downloads.
pub fn start() {
    panic::install();
    // The page's language file first (English is built in; another is fetched once).
    wasm_bindgen_futures::spawn_local(async {
        if let Err(reason) = i18n::load().await {
            // No words to write the page with: the loading screen says why, in English.
            let document = web_sys::window().and_then(|w| w.document());
            if let Some(what) = document
                .as_ref()
                .and_then(|d| d.get_element_by_id("loading-what"))
            {
                what.set_text_content(Some(&format!(
                    "Game Lab could not load its words ({reason}). Check the connection and reload the page."
                )));
            }
            if let Some(loading) = document.and_then(|d| d.get_element_by_id("loading")) {
                loading.set_class_name("failed");
            }
            return;
        }
        i18n::mark_document();
        yew::Renderer::<app::App>::new().render();
        if let Some(loading) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("loading"))
        {
            loading.remove();
        }
    });
}
