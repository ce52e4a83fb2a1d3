//! One person's view of a session: the state read from the server when the page opens, again
//! whenever the session's socket says something changed, and on a timer while the socket is
//! down; the teacher's dashboard or the student's screen drawn from it.
//!
//! Why reads and not pushed state: an event only says "something changed"; one read gives
//! whatever this person may see, so a page that slept or missed events is whole after it.

use std::cell::Cell;
use std::rc::Rc;

use serde_json::Value;
use yew::prelude::*;

use super::net::{self, NetError, Socket};
use super::props::ViewProps;
use super::{student, teacher};
use crate::games::classroom::address::Address;
use crate::web::i18n::t;

/// Props of [`Session`].
#[derive(Properties, PartialEq)]
pub struct SessionProps {
    /// The session's code.
    pub code: AttrValue,
    /// This person's token.
    pub token: AttrValue,
}

/// The session.
#[function_component(Session)]
pub fn session(props: &SessionProps) -> Html {
    let state = use_state(|| None::<Rc<Value>>);
    let error = use_state(|| None::<NetError>);
    let live = use_state(|| None::<(i64, i64)>);
    let generation = use_memo((), |_| Rc::new(Cell::new(0u64)));
    let refresh = {
        let (state, error) = (state.clone(), error.clone());
        let (code, token) = (props.code.clone(), props.token.clone());
        let generation = (*generation).clone();
        Callback::from(move |_: ()| {
            let (state, error) = (state.clone(), error.clone());
            let (code, token) = (code.clone(), token.clone());
            let generation = generation.clone();
            let mine = generation.get() + 1;
            generation.set(mine);
            wasm_bindgen_futures::spawn_local(async move {
                let path = format!("/api/sessions/{code}/state");
                let answer = net::call("GET", &path, Some(&token), None).await;
                // A newer read started meanwhile: it has the fresher answer.
                if generation.get() != mine {
                    return;
                }
                match answer {
                    Ok(v) => {
                        state.set(Some(Rc::new(v)));
                        error.set(None);
                    }
                    Err(e) => error.set(Some(e)),
                }
            });
        })
    };
    {
        let (refresh, live) = (refresh.clone(), live.clone());
        let (code, token) = (props.code.clone(), props.token.clone());
        use_effect_with((code.clone(), token.clone()), move |_| {
            refresh.emit(());
            let on_event: Rc<dyn Fn(Value)> = {
                let refresh = refresh.clone();
                Rc::new(move |e: Value| {
                    if e["type"] == "decided" {
                        live.set(Some((
                            e["round"].as_i64().unwrap_or(0),
                            e["count"].as_i64().unwrap_or(0),
                        )));
                    }
                    if e["type"] != "hello" {
                        refresh.emit(());
                    }
                })
            };
            let socket = Socket::open(&code, &token, on_event);
            // A phone waking up or a network coming back: read at once, not at the next tick.
            let wake = {
                let refresh = refresh.clone();
                web_sys::window().map(|w| {
                    let again = refresh.clone();
                    let online =
                        gloo_events::EventListener::new(&w, "online", move |_| again.emit(()));
                    let shown = w.document().map(|d| {
                        gloo_events::EventListener::new(&d, "visibilitychange", move |_| {
                            refresh.emit(())
                        })
                    });
                    (online, shown)
                })
            };
            // While a round has a deadline or the socket is down, a read every 5 s keeps the
            // page honest.
            let tick = gloo_timers::callback::Interval::new(5000, move || refresh.emit(()));
            move || {
                drop(socket);
                drop(tick);
                drop(wake);
            }
        });
    }
    let Some(s) = (*state).clone() else {
        return match &*error {
            Some(e) if e.status == 401 || e.status == 404 => html! {
                <div class="card" role="alert">
                    <h1>{ t("class-bad-link") }</h1>
                    <p class="error">{ e.message.clone() }</p>
                    <p><a href="#/classroom">{ t("class-start-again") }</a></p>
                </div>
            },
            Some(e) => {
                html! { <p class="error" role="alert" id="classroom-error">{ e.message.clone() }</p> }
            }
            None => html! { <p class="note" role="status">{ t("class-opening") }</p> },
        };
    };
    if s["you"]["role"] == "teacher" {
        // The teacher's token leaves the address (a projector shows it) for this browser's
        // storage; the dashboard offers the link to copy.
        let on_link = web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .is_some_and(|h| h.contains("token="));
        if on_link {
            net::store_teacher(&props.code, &props.token);
            super::go(&Address::Teacher {
                code: props.code.to_string(),
            });
        }
    }
    let view = ViewProps {
        code: props.code.clone(),
        token: props.token.clone(),
        state: s.clone(),
        refresh,
        live: *live,
    };
    html! {
        <>
            if let Some(e) = &*error {
                <p class="error" role="alert" id="classroom-error">{ e.message.clone() }</p>
            }
            if s["you"]["role"] == "teacher" {
                <teacher::Dashboard ..view />
            } else {
                <student::Play ..view />
            }
        </>
    }
}
