//! The classroom (`#/classroom`): a class plays together on its phones, the theory beside its
//! choices. The teacher starts a session here (a game and its settings), shows the join code
//! and its QR code on the projector, opens and closes rounds and discusses the results; each
//! student joins with the code, decides on one clear screen per round, and sees their result
//! beside the class's.
//!
//! The page needs the classroom's server (`gamelab classroom serve`, which also serves these
//! pages); opened from a plain static host it says so. The games' checks, forms, charts and
//! addresses are the core's (`games::classroom`); this module draws them and makes the calls.
//! It lives in the second module (`web::deferred`): a visitor who never opens it never
//! downloads it.

use yew::prelude::*;

use crate::games::classroom::address::Address;
use crate::i18n::Args;
use crate::web::i18n::{t, tf};

mod net;
mod props;
mod results;
mod session;
mod start;
mod student;
mod teacher;

/// The address as the location has it now.
fn current() -> Address {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    Address::parse(&hash)
}

/// Goes to `a` (replacing the current entry, so Back leaves the classroom rather than undoing
/// a join).
pub fn go(a: &Address) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().replace(&a.hash());
    }
}

/// The page.
#[function_component(ClassroomPage)]
pub fn classroom_page() -> Html {
    let address = use_state(current);
    {
        let address = address.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                gloo_events::EventListener::new(&w, "hashchange", move |_| address.set(current()))
            });
            move || drop(listener)
        });
    }
    let body = match &*address {
        Address::Start => html! { <start::Start /> },
        Address::Join { code } => html! { <student::Join code={code.clone()} /> },
        Address::Session { code, token } => html! {
            <session::Session code={code.clone()} token={token.clone()} />
        },
        Address::Teacher { code } => match net::stored_teacher(code) {
            Some(token) => html! { <session::Session code={code.clone()} {token} /> },
            None => html! {
                <div class="card" role="alert" id="classroom-no-key">
                    <h1>{ tf("class-session", Args::new().text("code", code.clone())) }</h1>
                    <p>{ t("class-no-key") }</p>
                    <p><a href="#/classroom">{ t("class-start-session") }</a></p>
                </div>
            },
        },
    };
    html! {
        <div class="page classroom" id="classroom-page">
            { body }
        </div>
    }
}
