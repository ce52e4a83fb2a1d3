//! The playground's second page module, loaded on demand (`www/more-loader.js`, Trunk builds it
//! like the worker, with the `web` feature): the pages a first visit does not need. The first
//! module must stay small to load fast; a lab page placed here costs the first visit nothing,
//! and is fetched the first time someone opens it. The first module shows such a page through
//! `web::deferred::DeferredPage`, which asks the loader to mount it into its box.

use wasm_bindgen::prelude::*;

/// Mounts lab `lab`'s page into the element with id `root`; false for a lab this module does
/// not have or a missing element.
#[wasm_bindgen]
pub fn mount(lab: &str, root: &str) -> bool {
    gamelab::web::deferred::mount(lab, root)
}

/// Takes the mounted page down (its box is leaving the document).
#[wasm_bindgen]
pub fn unmount() {
    gamelab::web::deferred::unmount()
}

fn main() {}
