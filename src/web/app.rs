//! The app shell: layout, the switch from routes to pages, the home page with a card per lab, and the About page.

use wasm_bindgen::JsCast;
use yew::prelude::*;
use yew_router::prelude::*;

use super::deferred::DeferredPage;
use super::i18n::{t, tf, LanguagePicker};
use super::pages::blotto::BlottoPage;
use super::pages::evolve::EvolvePage;
use super::pages::games::GamesPage;
use super::pages::imperfect::ImperfectPage;
use super::pages::love_letter::LoveLetterPage;
use super::pages::racing::RacingPage;
use super::pages::trees::TreesPage;
use super::routes::Route;
use crate::i18n::Args;
use crate::labs::{Lab, PageModule, LABS};

/// The component of a lab whose page is in this (the first) module, by its key in the
/// registry ([`crate::labs::LABS`]); the second module's pages are mounted by
/// [`DeferredPage`]. The one place a first-module page is registered.
fn first_module_page(key: &str) -> Option<Html> {
    Some(match key {
        "racing" => html! { <RacingPage /> },
        "games" => html! { <GamesPage /> },
        "trees" => html! { <TreesPage /> },
        "imperfect" => html! { <ImperfectPage /> },
        "blotto" => html! { <BlottoPage /> },
        "evolve" => html! { <EvolvePage /> },
        "love-letter" => html! { <LoveLetterPage /> },
        _ => return None,
    })
}

/// A lab's name in the page's language.
fn lab_name(lab: &Lab) -> String {
    t(&format!("lab-{}-name", lab.key))
}

/// A lab's page: its own component, or the box the second module mounts it into.
fn lab_page(lab: &'static Lab) -> Option<Html> {
    match lab.module {
        PageModule::First => first_module_page(lab.key),
        PageModule::Second => Some(html! { <DeferredPage lab={lab.key} /> }),
    }
}

/// The root component.
#[function_component(App)]
pub fn app() -> Html {
    // On a narrow screen the navigation folds behind a Menu button; choosing a page folds it.
    let menu = use_state(|| false);
    let toggle = {
        let menu = menu.clone();
        Callback::from(move |_: MouseEvent| menu.set(!*menu))
    };
    let close = {
        let menu = menu.clone();
        Callback::from(move |_: MouseEvent| menu.set(false))
    };
    // The skip link moves focus to the page's content (a plain #main link would be read as a
    // route by the hash router).
    let skip = Callback::from(|e: MouseEvent| {
        e.prevent_default();
        if let Some(main) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("main"))
            .and_then(|m| m.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = main.focus();
        }
    });
    html! {
        <HashRouter>
            <a class="skip-link" id="skip-link" href="#/" onclick={skip}>{ t("skip-link") }</a>
            <header class="top">
                <Link<Route> to={Route::Home} classes="brand">{ t("brand") }</Link<Route>>
                <button class="nav-toggle" id="nav-toggle" aria-expanded={menu.to_string()} aria-controls="main-nav" onclick={toggle}>{ if *menu { t("nav-close") } else { t("nav-menu") } }</button>
                <nav aria-label={t("nav-label")} id="main-nav" class={classes!((*menu).then_some("open"))} onclick={close}>
                    <Link<Route> to={Route::Home}>{ t("nav-labs") }</Link<Route>>
                    { for LABS.iter().map(|lab| html! { <Link<Route> to={Route::lab(lab.key)}>{ lab_name(lab) }</Link<Route>> }) }
                    <Link<Route> to={Route::About}>{ t("nav-about") }</Link<Route>>
                </nav>
                <LanguagePicker />
            </header>
            <main id="main" tabindex="-1">
                <Switch<Route> render={switch} />
            </main>
            <footer class="bottom">{ t("footer") }</footer>
        </HashRouter>
    }
}

fn switch(route: Route) -> Html {
    match route {
        Route::Lab { key } => match crate::labs::lab(&key).and_then(lab_page) {
            Some(page) => page,
            None => not_found(),
        },
        Route::Home => html! { <Home /> },
        Route::About => html! { <About /> },
        // The address of a lab's card from before every lab was built: the lab itself.
        Route::Coming { name } => match crate::labs::lab(&name).and_then(lab_page) {
            Some(page) => page,
            None => not_found(),
        },
        Route::DebugPanic => html! { <Panics /> },
        Route::DebugWorkerPanic => html! { <WorkerPanics /> },
        Route::NotFound => not_found(),
    }
}

fn not_found() -> Html {
    html! {
        <section class="page error-page" id="not-found">
            <h1>{ t("not-found-title") }</h1>
            <p>{ t("not-found-text") }</p>
            <Link<Route> to={Route::Home}>{ t("back-to-labs") }</Link<Route>>
        </section>
    }
}

#[function_component(Panics)]
fn panics() -> Html {
    panic!("deliberate panic from #/debug/panic (a test of the error panel)");
}

/// A job that panics in the worker, and a racing job to run after it: the failure shows
/// beside its button, and the next job runs in a fresh worker.
#[function_component(WorkerPanics)]
fn worker_panics() -> Html {
    use crate::web::components::{JobProgress, JobProgressProps};
    use crate::web::job::use_job;
    let job = use_job();
    let run = |spec: crate::web::job::JobSpec| {
        let job = job.clone();
        Callback::from(move |_: MouseEvent| job.start(spec.clone()))
    };
    let panic = run(crate::jobs::check::Request::Panic.into());
    let works = run(crate::racing::jobs::Request::Calibrate {
        mu: 0.55,
        alpha: 0.05,
        eps: 0.01,
    }
    .into());
    html! {
        <section class="page" id="worker-panic">
            <h1>{ "A computation that fails" }</h1>
            <button id="run-panic" onclick={panic}>{ "Run a job that panics" }</button>
            <button id="run-works" onclick={works}>{ "Run a job that works" }</button>
            <JobProgress ..JobProgressProps::of(&job, "check") />
        </section>
    }
}

#[function_component(Home)]
fn home() -> Html {
    html! {
        <section class="page" id="home">
            <h1>{ t("brand") }</h1>
            <crate::web::components::Lead>{ t("home-lead") }</crate::web::components::Lead>
            <div class="cards">
                { for LABS.iter().map(|lab| html! {
                    <Link<Route> to={Route::lab(lab.key)} classes={classes!("card", "ready")}>
                        <h2>{ lab_name(lab) }</h2>
                        <p>{ t(&format!("lab-{}-blurb", lab.key)) }</p>
                        <span class={classes!("badge", "ready")}>{ t("home-open") }</span>
                    </Link<Route>>
                }) }
            </div>
        </section>
    }
}

#[function_component(About)]
fn about() -> Html {
    html! {
        <section class="page" id="about">
            <h1>{ t("about-title") }</h1>
            <p>{ tf("about-intro", Args::new().text("command", "gamelab")) }</p>
            <h2>{ t("about-references") }</h2>
            <ul class="refs">
                <li>{ "M. Zadro, \"Algoritmi određivanja Nashove ravnoteže u teoriji igara\" (Algorithms for finding Nash equilibria in game theory), master's thesis, University of Zagreb, 2015 — reproduced in the tic-tac-toe, normal-form and game-tree labs: minimax, the alpha-beta walkthrough of its Example 4.1.6 (root value 9, leaves 4, 6, 7, 1, 2, 9), proof-number search, tic-tac-toe with payoffs 9 − d (and the corrected 10 − d), pure and mixed equilibria, dominance, backward induction." }</li>
                <li>{ "A. Jakóbczyk, \"Zastosowanie stochastycznej optymalizacji do gier częściowo obserwowalnych\" (Stochastic optimisation for partially observable games), engineering thesis, Wrocław University of Science and Technology, 2023 — reproduced in the racing and optimisation labs: the Hoeffding and Bernstein races, LEBR, ILEBR and their variants with their error curves α(μ), War and Rrrats!, the four optimisers and their tables." }</li>
                <li>{ "Colonel Blotto as a linear program (lecture slides, Polish) — reproduced in the Blotto lab: the flow LP, its optimal strategies and the value plots." }</li>
                <li>{ "D. Malarczyk, \"Analiza i porównanie wybranych algorytmów dla gry karcianej\" (Analysis and comparison of selected algorithms for a card game), master's thesis, AGH University of Science and Technology, Kraków, 2015 — the Love Letter lab: the rules, the random and greedy agents with the formula F, and its empty results chapter filled with measurements." }</li>
                <li>{ "P. Łabno, \"Implementacja sztucznej inteligencji dla gry Wsiąść do Pociągu\" (Artificial intelligence for Ticket to Ride), thesis, Jagiellonian University, Kraków, 2018 — the Ticket to Ride lab." }</li>
                <li>{ "P. I. Cowling, E. J. Powley, D. Whitehouse, \"Information set Monte Carlo tree search\", IEEE Transactions on Computational Intelligence and AI in Games 4 (2012) — single-observer ISMCTS, the Love Letter lab's searching agent." }</li>
                <li>{ "S. Kanai, \"Love Letter\", Alderac Entertainment Group (2012) — the rules." }</li>
                <li>{ "D. E. Knuth, R. W. Moore, \"An analysis of alpha-beta pruning\", Artificial Intelligence 6 (1975) 293–326." }</li>
                <li>{ "L. V. Allis, M. van der Meulen, H. J. van den Herik, \"Proof-number search\", Artificial Intelligence 66 (1994) 91–124." }</li>
                <li>{ "M. H. M. Winands, Y. Björnsson, J.-T. Saito, \"Monte-Carlo tree search solver\" and Lines of Action solving (Winands' thesis, 2004)." }</li>
                <li>{ "S. Behnezhad, S. Dehghani, M. Derakhshan, M. T. Hajiaghayi, S. Seddighin, \"Faster and simpler algorithm for optimal strategies of Blotto game\", AAAI 2017 — the flow LP." }</li>
                <li>{ "H. B. McMahan, G. J. Gordon, A. Blum, \"Planning in the presence of cost functions controlled by an adversary\", ICML 2003 — the double oracle." }</li>
                <li>{ "V. Mnih, Cs. Szepesvári, J.-Y. Audibert, \"Empirical Bernstein stopping\", ICML 2008; O. Maron, A. W. Moore, \"Hoeffding races\", NIPS 1993." }</li>
                <li>{ "V. Chvátal, \"Linear Programming\" (1983) — the simplex method, bounded variables, anti-cycling." }</li>
                <li>{ "B. von Stengel, \"Computing equilibria for two-person games\", Handbook of Game Theory 3 (2002) — best-response polytopes, vertex enumeration, Lemke–Howson." }</li>
                <li>{ "D. Avis, G. Rosenberg, R. Savani, B. von Stengel, \"Enumeration of Nash equilibria for two-player games\", Economic Theory 42 (2010) — degenerate games and maximal cliques." }</li>
                <li>{ "C. E. Lemke, J. T. Howson, \"Equilibrium points of bimatrix games\", SIAM Journal 12 (1964)." }</li>
                <li>{ "R. Selten, \"Reexamination of the perfectness concept for equilibrium points in extensive games\", International Journal of Game Theory 4 (1975) — subgame perfection." }</li>
                <li>{ "The Gambit project — the .nfg and .efg file formats." }</li>
                <li>{ "M.-L. Cauwet, O. Teytaud, \"Surprising strategies obtained by stochastic optimization in partially observable games\", IEEE CEC 2018 — the optimisers on War and Rrrats!." }</li>
                <li>{ "M. Lanctot et al., \"OpenSpiel: a framework for reinforcement learning in games\" (2019) — the State API this project's game interface follows." }</li>
            </ul>
            <h2>{ t("about-ttt-title") }</h2>
            <p>{ t("about-ttt-facts") }</p>
        </section>
    }
}
