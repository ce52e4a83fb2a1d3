//! The racing lab: a live race (one or two algorithms on the same stream of games), error
//! curves α(μ) and mean games with theory, exact DP and Monte Carlo computed in workers, and a
//! calculator for horizons and δ calibration.
//!
//! This module is the page component (its tabs) and what the views share; each view has its
//! own file. The forms, their link and the chart data are the core's
//! ([`crate::racing::lab`], [`crate::racing::lab::charts`]; the live race's form with its game
//! sources is [`crate::evolve::live_race`]).

use yew::prelude::*;
use yew_router::prelude::*;

use crate::i18n::Args;
use crate::racing::lab::Query;
use crate::racing::Algorithm;
use crate::web::i18n::{catalogue, t, tf};
use crate::web::routes::Route;

mod bench;
mod calculator;
mod curves;
mod live;

use calculator::Calculator;
use curves::Curves;
use live::LiveRace;

/// The lab's views.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// One or two races streaming games.
    Live,
    /// α(μ) and mean games.
    Curves,
    /// Horizons and calibration.
    Calculator,
}

/// The racing page.
#[function_component(RacingPage)]
pub fn racing_page() -> Html {
    let location = use_location();
    let navigator = use_navigator();
    let query: Query = location
        .as_ref()
        .and_then(|l| l.query::<Query>().ok())
        .unwrap_or_default();
    let view = match query.view.as_deref() {
        Some("curves") => View::Curves,
        Some("calc") => View::Calculator,
        Some("live") | None | Some("") => View::Live,
        Some(other) => {
            return html! {
                <section class="page error-page" id="racing-error">
                    <h1>{ t("racing-bad-view") }</h1>
                    <p class="error">{ tf("racing-bad-view-detail", Args::new().text("view", format!("{other:?}"))) }</p>
                    <Link<Route> to={Route::lab("racing")}>{ t("racing-open") }</Link<Route>>
                </section>
            };
        }
    };
    let tab = |v: View, key: &str, label: &str| {
        let navigator = navigator.clone();
        let mut q = query.clone();
        q.view = Some(key.to_string());
        html! {
            <button role="tab" id={format!("tab-{key}")} aria-selected={(view == v).to_string()} class={classes!("tab", (view == v).then_some("active"))}
                onclick={move |_| { if let Some(n) = &navigator { let _ = n.replace_with_query(&Route::lab("racing"), &q); } }}>{ label }</button>
        }
    };
    let go = {
        let navigator = navigator.clone();
        Callback::from(move |q: Query| {
            if let Some(n) = &navigator {
                let _ = n.replace_with_query(&Route::lab("racing"), &q);
            }
        })
    };
    html! {
        <section class="page" id="racing">
            <h1>{ t("racing-title") }</h1>
            <crate::web::components::Lead>{ t("racing-lead") }</crate::web::components::Lead>
            <div role="tablist" class="tabs">
                { tab(View::Live, "live", &t("racing-tab-live")) }
                { tab(View::Curves, "curves", &t("racing-tab-curves")) }
                { tab(View::Calculator, "calc", &t("racing-tab-calc")) }
            </div>
            { match view {
                View::Live => html! { <LiveRace query={query.clone()} {go} /> },
                View::Curves => html! { <Curves query={query.clone()} go={go.clone()} /> },
                View::Calculator => html! { <Calculator /> },
            } }
        </section>
    }
}

/// A race's name in the page's language.
pub(super) fn algorithm_name(a: Algorithm) -> String {
    a.name_in(&catalogue())
}

fn algorithm_options(selected: &str, with_none: bool) -> Html {
    html! {
        <>
            if with_none { <option value="none" selected={selected == "none"}>{ t("racing-none") }</option> }
            { for Algorithm::ALL.iter().map(|a| html! { <option value={a.key()} selected={selected == a.key()}>{ algorithm_name(*a) }</option> }) }
        </>
    }
}

#[derive(Properties, PartialEq)]
pub(super) struct LiveProps {
    pub(super) query: Query,
    pub(super) go: Callback<Query>,
}
