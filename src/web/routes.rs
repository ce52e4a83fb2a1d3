//! The playground's addresses and its list of labs, in one place every page can import: the
//! routes (`#/…`, hash routing so any static host works) and [`lab_route`], the route of a
//! lab of the registry ([`crate::labs`]). The app shell (`app`) imports the pages and this module; pages import
//! only this module, never the shell or each other, so there is no cycle.

use yew_router::prelude::*;

/// Every page of the playground. Routes live after `#` so any static server can host the
/// app, and each page keeps its state in the query so a URL can be shared.
#[derive(Clone, Routable, PartialEq, Debug)]
pub enum Route {
    /// The home page.
    #[at("/")]
    Home,
    /// Tic-tac-toe against alpha-beta, with the live search tree.
    #[at("/tictactoe")]
    TicTacToe,
    /// The normal-form games lab (its address `#/games` is kept for shared links).
    #[at("/games")]
    NormalForm,
    /// The game-tree lab (extensive form, backward induction).
    #[at("/trees")]
    Trees,
    /// The strategy-optimisation lab (War, Rrrats!).
    #[at("/evolve")]
    Evolve,
    /// The evolution lab (replicator dynamics, ESS, Moran processes, the iterated prisoner's
    /// dilemma).
    #[at("/evolution")]
    Evolution,
    /// The Colonel Blotto lab.
    #[at("/blotto")]
    Blotto,
    /// The racing lab.
    #[at("/racing")]
    Racing,
    /// The Lines of Action lab.
    #[at("/loa")]
    Loa,
    /// The Love Letter lab.
    #[at("/love-letter")]
    LoveLetter,
    /// The Ticket to Ride lab.
    #[at("/ticket-to-ride")]
    TicketToRide,
    /// The imperfect-information lab (information sets, the sequence form, CFR).
    #[at("/imperfect")]
    Imperfect,
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

/// The route of a lab's page, from its key in the registry ([`crate::labs::LABS`]): the lab's
/// address is `#/` and its key, so the registry, not a second table, says where a lab lives.
pub fn lab_route(key: &str) -> Option<Route> {
    Route::recognize(&format!("/{key}")).filter(|r| {
        !matches!(
            r,
            Route::Home | Route::About | Route::NotFound | Route::Coming { .. }
        )
    })
}
