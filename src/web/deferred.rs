//! Pages in the second module (`src/bin/more.rs`), loaded the first time they are opened.
//!
//! Why: the first module is what every visitor downloads before the first page shows; each lab
//! page adds to it. A page listed here is left out of the first module — the shell shows a
//! [`DeferredPage`] box instead, and `www/more-loader.js` fetches the second module, starts it
//! and calls its [`mount`] with the box's id. The second module is a Yew app of its own inside
//! that box, with its own job channels to the same worker script; the two modules share only
//! the document (styles, the address), so a deferred page reads its link from the address and
//! links to other labs with plain `#/…` anchors.
//!
//! **Events.** Yew handles events at each app's root and finds the app responsible for an event
//! by a number it writes on the elements it owns (a subtree id, counted from 1 in each module).
//! Two modules would both number their first app 1, and the first module would take a click in
//! the second module's page for one of its own elements (a click on a button of the evolution
//! page opened the Blotto lab). So before it mounts a page, the second module numbers past the
//! first module's app by creating and dropping [`ID_GAP`] empty apps (once).

use std::cell::RefCell;

use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// The id of the box a deferred page is mounted into.
pub const ROOT: &str = "deferred-root";

/// Props of [`DeferredPage`].
#[derive(Properties, PartialEq)]
pub struct DeferredProps {
    /// The lab's name, as [`mount`] knows it.
    pub lab: &'static str,
}

/// Calls `window.gamelabMore[method](args…)`, the loader's functions; the promise it returns.
fn call_loader(method: &str, args: &[&str]) -> Result<JsValue, JsValue> {
    let window = web_sys::window().ok_or_else(|| JsValue::from_str("no window"))?;
    let more = js_sys::Reflect::get(&window, &JsValue::from_str("gamelabMore"))?;
    let f: js_sys::Function = js_sys::Reflect::get(&more, &JsValue::from_str(method))?
        .dyn_into()
        .map_err(|_| JsValue::from_str("the page loader is missing"))?;
    let args: js_sys::Array = args.iter().map(|a| JsValue::from_str(a)).collect();
    f.apply(&more, &args)
}

/// A lab page that lives in the second module: the box it is mounted into, a note while the
/// module loads, and the reason if it cannot be loaded.
#[function_component(DeferredPage)]
pub fn deferred_page(props: &DeferredProps) -> Html {
    let state = use_state(|| None::<Result<(), String>>);
    {
        let state = state.clone();
        use_effect_with(props.lab, move |lab| {
            match call_loader("mount", &[lab, ROOT]) {
                Ok(promise) => {
                    let promise: js_sys::Promise = promise.unchecked_into();
                    wasm_bindgen_futures::spawn_local(async move {
                        let result = wasm_bindgen_futures::JsFuture::from(promise).await;
                        state.set(Some(match result {
                            Ok(v) if v.as_bool() == Some(true) => Ok(()),
                            Ok(_) => Err("this page is not in the module".into()),
                            Err(e) => Err(e
                                .as_string()
                                .unwrap_or_else(|| "the page's module could not be loaded".into())),
                        }));
                    });
                }
                Err(_) => state.set(Some(Err("the page loader is missing".into()))),
            }
            || {
                let _ = call_loader("unmount", &[]);
            }
        });
    }
    html! {
        <>
            { match &*state {
                None => html! { <p class="note" id="deferred-loading" role="status">{ "Loading this lab (its page arrives the first time it is opened)…" }</p> },
                Some(Err(e)) => html! { <p class="error" id="deferred-error" role="alert">{ format!("This lab could not be loaded: {e}. Check the connection and reload the page.") }</p> },
                Some(Ok(())) => html! {},
            } }
            <div id={ROOT}></div>
        </>
    }
}

thread_local! {
    /// The page mounted by the second module.
    static MOUNTED: RefCell<Option<yew::AppHandle<Mounted>>> = const { RefCell::new(None) };
    /// Whether the second module's app numbers have been moved past the first module's.
    static NUMBERED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// How many app numbers the second module skips: more than the first module ever uses (its
/// one app; Yew's portals would add one each, and the playground has none).
pub const ID_GAP: usize = 64;

#[function_component(Empty)]
fn empty() -> Html {
    html! {}
}

/// Moves the second module's app numbers past the first module's (see the module's doc).
fn skip_app_numbers(document: &web_sys::Document) {
    if NUMBERED.with(|n| n.replace(true)) {
        return;
    }
    for _ in 0..ID_GAP {
        if let Ok(host) = document.create_element("div") {
            yew::Renderer::<Empty>::with_root(host).render().destroy();
        }
    }
}

/// Props of [`Mounted`].
#[derive(Properties, PartialEq)]
pub struct MountedProps {
    /// Which lab.
    pub lab: AttrValue,
}

/// The second module's root: the lab's page.
#[function_component(Mounted)]
pub fn mounted(props: &MountedProps) -> Html {
    match props.lab.as_str() {
        "evolution" => html! { <super::pages::evolution::EvolutionPage /> },
        "tictactoe" => html! {
            <yew_router::HashRouter><super::pages::tictactoe::TicTacToePage /></yew_router::HashRouter>
        },
        "classroom" => html! { <super::pages::classroom::ClassroomPage /> },
        // The page reads and writes its own address through a router of this module's own
        // (the first module's router does not reach into this app).
        "loa" => html! {
            <yew_router::HashRouter><super::pages::loa::LoaPage /></yew_router::HashRouter>
        },
        "connect4" => html! {
            <yew_router::HashRouter><super::pages::connect4::Connect4Page /></yew_router::HashRouter>
        },
        "exercises" => html! {
            <yew_router::HashRouter><super::pages::exercises::ExercisesPage /></yew_router::HashRouter>
        },
        "ticket-to-ride" => html! {
            <yew_router::HashRouter><super::pages::ticket_to_ride::TicketToRidePage /></yew_router::HashRouter>
        },
        _ => html! {},
    }
}

/// In the second module: mounts lab `lab`'s page into the element `root` (replacing a page
/// mounted before); false when the lab or the element is unknown.
pub fn mount(lab: &str, root: &str) -> bool {
    if !crate::labs::second_module().any(|key| key == lab) {
        return false;
    }
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let Some(element) = document.get_element_by_id(root) else {
        return false;
    };
    super::panic::install();
    super::i18n::receive();
    skip_app_numbers(&document);
    unmount();
    let handle = yew::Renderer::<Mounted>::with_root_and_props(
        element,
        MountedProps {
            lab: AttrValue::from(lab.to_string()),
        },
    )
    .render();
    MOUNTED.with(|m| *m.borrow_mut() = Some(handle));
    true
}

/// In the second module: takes the mounted page down.
pub fn unmount() {
    if let Some(handle) = MOUNTED.with(|m| m.borrow_mut().take()) {
        handle.destroy();
    }
}
