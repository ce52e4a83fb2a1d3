//! The playground's addresses and its list of labs, in one place every page can import: the
//! routes (`#/…`, hash routing so any static host works) and [`LABS`], each lab with the
//! route that opens it. The app shell (`app`) imports the pages and this module; pages import
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

/// A lab as shown on the home page.
pub struct Lab {
    /// URL slug.
    pub slug: &'static str,
    /// Title.
    pub title: &'static str,
    /// One-paragraph description.
    pub blurb: &'static str,
    /// The page that opens it, or `None` while it is not built yet.
    pub route: Option<Route>,
}

impl Lab {
    /// The route of the lab's page, or of its "coming" card.
    pub fn link(&self) -> Route {
        self.route.clone().unwrap_or_else(|| Route::Coming {
            name: self.slug.to_string(),
        })
    }
}

/// The labs of the playground, in the order they appear.
pub const LABS: [Lab; 11] = [
    Lab { slug: "tictactoe", title: "Tic-tac-toe & game-tree search", blurb: "Play against alpha-beta, watch its tree with α/β windows and cut-offs, compare minimax, alpha-beta, move ordering, transposition tables and proof-number search.", route: Some(Route::TicTacToe) },
    Lab { slug: "racing", title: "Racing: which player is better?", blurb: "Hoeffding and Bernstein races, LEBR and its variants: watch a race decide, and see what the certainty costs with exact error curves α(μ).", route: Some(Route::Racing) },
    Lab { slug: "blotto", title: "Colonel Blotto", blurb: "Exact optimal mixed strategies, certified in exact arithmetic: by default over partitions of the units played in a random order of fields (up to 100 fields and 200 units), or by the flow LP of the lecture slides or a double oracle; payoff plots and a round against the optimum.", route: Some(Route::Blotto) },
    Lab { slug: "games", title: "Normal-form & extensive-form games", blurb: "Every Nash equilibrium in exact fractions (degenerate games explained), security levels, dominance by pure and mixed strategies, Gambit .nfg and .efg files; game trees with animated backward induction and the non-credible threats behind every other equilibrium.", route: Some(Route::NormalForm) },
    Lab { slug: "trees", title: "Game trees", blurb: "Build a two-player game tree by hand or open a Gambit .efg file, watch backward induction find the subgame-perfect equilibrium step by step, and see the non-credible threats behind every other equilibrium.", route: Some(Route::Trees) },
    Lab { slug: "imperfect", title: "Imperfect information & poker", blurb: "Games with information sets — Kuhn and Leduc poker, a signalling game, Gambit .efg files: exact solutions by the sequence form (an LP for zero-sum games, Lemke's algorithm otherwise), certified by exact best responses, and CFR, CFR+ and DCFR learning with the exploitability falling on a log–log chart.", route: Some(Route::Imperfect) },
    Lab { slug: "evolution", title: "Evolution & the prisoner's dilemma", blurb: "How players get to an equilibrium: replicator, best-response and logit dynamics on the simplex with every rest point in exact fractions (Nash? ESS? stable?), fictitious play, Moran fixation probabilities, and the iterated prisoner's dilemma — the Axelrod library's strategies in tournaments, ecological simulations and races that say which strategy is better.", route: Some(Route::Evolution) },
    Lab { slug: "evolve", title: "War & Rrrats! optimisation", blurb: "Jakóbczyk's (2023) four evolutionary optimisers with races as comparators: watch War find 'always descending', batch runs like his Tables 4.1/4.2 beside his claims, and exact Rrrats! win probabilities by Markov chain.", route: Some(Route::Evolve) },
    Lab { slug: "loa", title: "Lines of Action", blurb: "Play Lines of Action on a board that shows every legal move, replay the sixteen published games ply by ply, and set up positions of your own.", route: Some(Route::Loa) },
    Lab { slug: "love-letter", title: "Love Letter", blurb: "Play against greedy and ISMCTS agents that see only what their seat sees, ask them why, run round-robin tournaments with convergence plots, and let a race decide which agent is better.", route: Some(Route::LoveLetter) },
    Lab { slug: "ticket-to-ride", title: "Ticket to Ride", blurb: "Play the USA map against the thesis's algorithmic and network players (they see only their own cards), watch them play each other, train the network in your browser and rerun the thesis's score tables.", route: Some(Route::TicketToRide) },
];
