//! The playground's addresses, in one place every page can import: the routes (`#/…`, hash
//! routing so any static host works), one of them, [`Route::lab`], every lab's of the registry
//! ([`crate::labs`]). The app shell (`app`) imports the pages and this module; pages import
//! only this module, never the shell or each other, so there is no cycle.

use yew_router::prelude::*;

/// Every page of the playground. Routes live after `#` so any static server can host the
/// app, and each page keeps its state in the query so a URL can be shared.
#[derive(Clone, Routable, PartialEq, Debug)]
pub enum Route {
    /// The home page.
    #[at("/")]
    Home,
    /// A lab's page: `#/` and its key in the registry ([`crate::labs::LABS`]), so a new lab
    /// needs no route of its own (a key the registry does not know shows the not-found page).
    #[at("/:key")]
    Lab {
        /// The lab's key.
        key: String,
    },
    /// References and credits.
    #[at("/about")]
    About,
    /// A lab that is not built yet.
    #[at("/lab/:name")]
    Coming {
        /// The lab's slug.
        name: String,
    },
    /// Deliberately panics: lets the end-to-end tests check that a panic shows the error
    /// panel instead of a dead page.
    #[at("/debug/panic")]
    DebugPanic,
    /// Runs a job that panics in the worker, then a job that works: lets the end-to-end tests
    /// check that a failing computation is reported beside it and the worker is replaced.
    #[at("/debug/worker-panic")]
    DebugWorkerPanic,
    /// Anything else.
    #[not_found]
    #[at("/404")]
    NotFound,
}

impl Route {
    /// The route of the lab with this key: `#/` and the key of the registry
    /// ([`crate::labs::LABS`]), so the registry, not a second table, says where a lab lives (a
    /// page names its own lab's key; the registry test checks every key a page names).
    pub fn lab(key: &str) -> Route {
        Route::Lab {
            key: key.to_string(),
        }
    }
}
