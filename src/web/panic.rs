//! A panic hook that shows a visible error panel instead of leaving a dead page.
//!
//! After a panic the Yew app may be in any state, so the panel is built with plain DOM calls
//! and appended to `<body>`, with the message and a way back.

use wasm_bindgen::JsCast;

/// Installs the hook through Yew (which would otherwise replace it with its own when the app
/// renders).
pub fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        let message = info.to_string();
        web_sys::console::error_1(&format!("Game Lab panicked: {message}").into());
        show_panel(&message);
    }));
}

fn show_panel(message: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(body) = document.body() else { return };
    if document.get_element_by_id("panic-panel").is_some() {
        return;
    }
    let Ok(panel) = document.create_element("div") else {
        return;
    };
    panel.set_id("panic-panel");
    panel.set_attribute("role", "alert").ok();
    panel.set_class_name("panic-panel");
    let heading = document.create_element("h2").ok();
    let text = document.create_element("pre").ok();
    let link = document.create_element("a").ok();
    if let (Some(h), Some(t), Some(a)) = (heading, text, link) {
        h.set_text_content(Some("Something went wrong in Game Lab"));
        t.set_text_content(Some(message));
        a.set_text_content(Some("Back to the home page"));
        a.set_attribute("href", "#/").ok();
        if let Some(a) = a.dyn_ref::<web_sys::HtmlElement>() {
            let onclick = wasm_bindgen::closure::Closure::<dyn Fn()>::new(|| {
                if let Some(w) = web_sys::window() {
                    let _ = w.location().set_hash("#/");
                    let _ = w.location().reload();
                }
            });
            a.set_onclick(Some(onclick.as_ref().unchecked_ref()));
            onclick.forget();
        }
        panel.append_child(&h).ok();
        panel.append_child(&t).ok();
        panel.append_child(&a).ok();
    }
    body.append_child(&panel).ok();
}
