//! The teacher's dashboard: the join code in large type and its QR code for the projector,
//! who is in (connected or away), opening and closing rounds with a live count of decisions,
//! the results beside the theory (full screen for the projector), and the exports.

use qrcode::{Color, QrCode};
use yew::prelude::*;

use super::net;
use super::props::ViewProps;
use super::results::ResultsView;
use crate::games::classroom::address::Address;
use crate::games::classroom::view::history_in;
use crate::i18n::Args;
use crate::web::components::{download, raw_svg};
use crate::web::i18n::{catalogue, t, tf};

/// The join link as a QR code, an SVG of dark modules on white.
fn qr_svg(text: &str) -> Option<String> {
    let code = QrCode::new(text.as_bytes()).ok()?;
    let w = code.width();
    let colors = code.to_colors();
    let quiet = 4;
    let size = w + 2 * quiet;
    let mut path = String::new();
    for (i, c) in colors.iter().enumerate() {
        if *c == Color::Dark {
            let (x, y) = (i % w + quiet, i / w + quiet);
            path.push_str(&format!("M{x} {y}h1v1h-1z"));
        }
    }
    // The label goes into markup: written so that no character of it can end the attribute.
    let label = t("class-qr-label")
        .replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;");
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {size} {size}\" role=\"img\" \
         aria-label=\"{label}\" shape-rendering=\"crispEdges\">\
         <rect width=\"{size}\" height=\"{size}\" fill=\"#fff\"/><path d=\"{path}\" fill=\"#000\"/></svg>"
    ))
}

/// The page's own origin (`http://host:port`).
fn origin() -> String {
    web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default()
}

/// The dashboard.
#[function_component(Dashboard)]
pub fn dashboard(props: &ViewProps) -> Html {
    let state = &props.state;
    let busy = use_state(|| false);
    let error = use_state(|| None::<String>);
    let code = props.code.to_string();
    let join = format!(
        "{}/{}",
        origin(),
        Address::Join { code: code.clone() }.hash()
    );
    let rounds = state["rounds"].as_array().cloned().unwrap_or_default();
    let current = rounds.last().cloned();
    let planned = state["planned_rounds"].as_i64().unwrap_or(1);
    let people = state["participants"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let connected = people.iter().filter(|p| p["connected"] == true).count();
    let act = |path: String| {
        let (busy, error, token, refresh) = (
            busy.clone(),
            error.clone(),
            props.token.clone(),
            props.refresh.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            let (busy, error, token, refresh, path) = (
                busy.clone(),
                error.clone(),
                token.clone(),
                refresh.clone(),
                path.clone(),
            );
            busy.set(true);
            wasm_bindgen_futures::spawn_local(async move {
                match net::call("POST", &path, Some(&token), Some(&serde_json::json!({}))).await {
                    Ok(_) => error.set(None),
                    Err(e) => error.set(Some(e.message)),
                }
                busy.set(false);
                refresh.emit(());
            });
        })
    };
    let export = |file: &'static str, mime: &'static str| {
        let (token, code, error) = (props.token.clone(), code.clone(), error.clone());
        Callback::from(move |_: MouseEvent| {
            let (token, code, error) = (token.clone(), code.clone(), error.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let path = format!("/api/sessions/{code}/{file}");
                match net::call_text("GET", &path, Some(&token), None).await {
                    Ok(text) => download(&format!("classroom-{code}-{file}"), mime, &text),
                    Err(e) => error.set(Some(e.message)),
                }
            });
        })
    };
    let copy_link = {
        let link = format!(
            "{}/{}",
            origin(),
            Address::Session {
                code: code.clone(),
                token: props.token.to_string()
            }
            .hash()
        );
        Callback::from(move |_: MouseEvent| {
            if let Some(w) = web_sys::window() {
                let _ = w.navigator().clipboard().write_text(&link);
            }
        })
    };
    let full_screen = Callback::from(|_: MouseEvent| {
        if let Some(e) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("classroom-stage"))
        {
            let _ = e.request_fullscreen();
        }
    });
    let (status, n) = match &current {
        Some(c) => (
            c["status"].as_str().unwrap_or_default().to_string(),
            c["round"].as_i64().unwrap_or(0),
        ),
        None => ("none".to_string(), 0),
    };
    let decided = match (props.live, &current) {
        (Some((r, k)), Some(c)) if r == n => k.max(c["decided"].as_i64().unwrap_or(0)),
        (_, Some(c)) => c["decided"].as_i64().unwrap_or(0),
        _ => 0,
    };
    let players = current
        .as_ref()
        .and_then(|c| c["players"].as_i64())
        .unwrap_or(0);
    let controls = if status == "open" {
        html! {
            <div class="classroom-controls">
                <p class="classroom-count" id="classroom-count" aria-live="polite">
                    { tf("class-count", Args::new().count("n", n).count("planned", planned).count("decided", decided).count("players", players)) }
                </p>
                <button type="button" id="classroom-close" disabled={*busy}
                    onclick={act(format!("/api/sessions/{code}/rounds/{n}/close"))}>{ tf("class-close", Args::new().count("n", n)) }</button>
            </div>
        }
    } else if n < planned {
        html! {
            <div class="classroom-controls">
                <button type="button" id="classroom-open" disabled={*busy || people.is_empty()}
                    onclick={act(format!("/api/sessions/{code}/rounds"))}>{ tf("class-open", Args::new().count("n", n + 1).count("planned", planned)) }</button>
                if people.is_empty() { <p class="note">{ t("class-waiting-class") }</p> }
            </div>
        }
    } else {
        html! {
            <p class="note" id="classroom-finished">
                { if planned == 1 { t("class-finished-one") } else { tf("class-finished", Args::new().count("planned", planned)) } }
            </p>
        }
    };
    let last_closed = rounds
        .iter()
        .rev()
        .find(|r| r["status"] == "closed")
        .cloned();
    let closed: Vec<serde_json::Value> = rounds
        .iter()
        .filter(|r| r["status"] == "closed")
        .map(|r| r["results"].clone())
        .collect();
    let over_rounds = history_in(
        state["game"].as_str().unwrap_or_default(),
        &state["settings"],
        &closed,
        640,
        &catalogue(),
    );
    html! {
        <div class="classroom-teacher">
            <header class="classroom-head">
                <h1>{ super::results::game_title(state) }</h1>
                <p class="note">
                    { t("class-teacher-key") }{ " " }
                    <button type="button" class="secondary" id="classroom-copy-teacher" onclick={copy_link}>{ t("class-teacher-copy") }</button>
                    { " " }{ t("class-teacher-private") }
                </p>
            </header>
            <section class="classroom-join-panel card">
                <div>
                    <p>{ t("class-join-at") }</p>
                    <p class="classroom-url" id="classroom-join-url">{ join.clone() }</p>
                    <p>{ t("class-with-code") }</p>
                    <p class="classroom-big-code" id="classroom-big-code">{ code.clone() }</p>
                </div>
                if let Some(svg) = qr_svg(&join) {
                    <div class="classroom-qr" id="classroom-qr">{ raw_svg(&svg) }</div>
                }
            </section>
            if let Some(e) = &*error {
                <p class="error" role="alert" id="classroom-action-error">{ e.clone() }</p>
            }
            { controls }
            <section class="classroom-people">
                <h2>{ tf("class-people", Args::new().count("n", people.len() as i64).count("connected", connected as i64)) }</h2>
                <ul id="classroom-participants">
                    { for people.iter().map(|p| {
                        let on = p["connected"] == true;
                        html! {
                            <li class={if on { "connected" } else { "away" }}>
                                { p["name"].as_str().unwrap_or_default() }
                                <span class="note">{ format!(" · {}", if on { t("class-connected") } else { t("class-away") }) }</span>
                            </li>
                        }
                    }) }
                </ul>
            </section>
            <div id="classroom-stage" class="classroom-stage">
                if let Some(r) = &last_closed {
                    <ResultsView game={state["game"].as_str().unwrap_or_default().to_string()}
                        settings={std::rc::Rc::new(state["settings"].clone())}
                        results={std::rc::Rc::new(r["results"].clone())} teacher={true} />
                }
                if let Some(svg) = &over_rounds {
                    <h2>{ t("class-history") }</h2>
                    <figure class="chart classroom-chart" id="classroom-history">{ raw_svg(svg) }</figure>
                }
            </div>
            <div class="classroom-exports">
                if last_closed.is_some() {
                    <button type="button" class="secondary" id="classroom-full-screen" onclick={full_screen}>{ t("class-full-screen") }</button>
                }
                <button type="button" class="secondary" id="classroom-export-csv" onclick={export("export.csv", "text/csv")}>{ t("class-export-csv") }</button>
                <button type="button" class="secondary" id="classroom-export-wide" onclick={export("export-wide.csv", "text/csv")}>{ t("class-export-wide") }</button>
                <button type="button" class="secondary" id="classroom-export-json" onclick={export("export.json", "application/json")}>{ t("class-export-json") }</button>
            </div>
        </div>
    }
}
