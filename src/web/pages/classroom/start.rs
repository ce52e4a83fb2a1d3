//! The classroom's start: a teacher chooses a game and its settings (checked as they are typed,
//! by the same check the server runs) and starts a session; a student types a code.

use serde_json::{Map, Value};
use yew::prelude::*;

use super::net;
use crate::games::classroom::address::Address;
use crate::games::classroom::view::{
    game_name_in, setting_label_in, setting_option_in, setting_options, setting_text, setting_value,
};
use crate::games::classroom::{rules as games, SessionSettings};
use crate::web::components::field_error;
use crate::web::i18n::{catalogue, t};

/// The fields of a game's settings with their defaults as text.
fn defaults(game: &str) -> Vec<(String, String)> {
    let g = games().iter().find(|g| g.key() == game).copied();
    let Some(Value::Object(map)) = g.map(|g| g.defaults()) else {
        return vec![];
    };
    // The game's own settings first, the common ones after.
    let common = ["rounds", "deadline_seconds", "bot"];
    let mut out: Vec<(String, String)> = map
        .iter()
        .filter(|(k, _)| !common.contains(&k.as_str()))
        .map(|(k, v)| (k.clone(), setting_text(v)))
        .collect();
    out.extend(
        common
            .iter()
            .filter_map(|k| map.get(*k).map(|v| (k.to_string(), setting_text(v)))),
    );
    out
}

/// The start page.
#[function_component(Start)]
pub fn start() -> Html {
    let game = use_state(|| "beauty".to_string());
    let fields = use_state(|| defaults("beauty"));
    let problem = use_state(|| None::<(String, String)>);
    let busy = use_state(|| false);
    // The server's password, asked for once the server has said it wants one.
    let password = use_state(|| None::<String>);
    let server = use_state(|| None::<Result<(), String>>);
    let code = use_state(String::new);
    {
        let server = server.clone();
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                let answer = net::call("GET", "/api/games", None, None).await;
                server.set(Some(answer.map(|_| ()).map_err(|e| e.message)));
            });
        });
    }
    let settings_json = |fields: &[(String, String)]| -> Value {
        Value::Object(
            fields
                .iter()
                .map(|(k, v)| (k.clone(), setting_value(k, v)))
                .collect::<Map<String, Value>>(),
        )
    };
    let on_game = {
        let (game, fields, problem) = (game.clone(), fields.clone(), problem.clone());
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            fields.set(defaults(&v));
            game.set(v);
            problem.set(None);
        })
    };
    let on_field = |name: String| {
        let (fields, problem, game) = (fields.clone(), problem.clone(), game.clone());
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            let mut next = (*fields).clone();
            if let Some(f) = next.iter_mut().find(|(k, _)| *k == name) {
                f.1 = v;
            }
            let json = settings_json(&next);
            problem.set(
                SessionSettings::check(&game, &json)
                    .err()
                    .map(|p| (p.field, p.message)),
            );
            fields.set(next);
        })
    };
    let on_password = {
        let (password, problem) = (password.clone(), problem.clone());
        Callback::from(move |e: InputEvent| {
            password.set(Some(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            ));
            if problem.as_ref().is_some_and(|(f, _)| f == "password") {
                problem.set(None);
            }
        })
    };
    let on_start = {
        let (game, fields, problem, busy) =
            (game.clone(), fields.clone(), problem.clone(), busy.clone());
        let password = password.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let json = settings_json(&fields);
            if let Err(p) = SessionSettings::check(&game, &json) {
                problem.set(Some((p.field, p.message)));
                return;
            }
            busy.set(true);
            let body = serde_json::json!({ "game": *game, "settings": json });
            let (problem, busy, password) = (problem.clone(), busy.clone(), password.clone());
            let key = (*password).clone().filter(|p| !p.is_empty());
            wasm_bindgen_futures::spawn_local(async move {
                match net::call("POST", "/api/sessions", key.as_deref(), Some(&body)).await {
                    Ok(v) => super::go(&Address::Session {
                        code: v["code"].as_str().unwrap_or_default().to_string(),
                        token: v["teacher_token"].as_str().unwrap_or_default().to_string(),
                    }),
                    Err(e) if e.status == 403 => {
                        password.set(Some((*password).clone().unwrap_or_default()));
                        problem.set(Some(("password".into(), e.message)));
                        busy.set(false);
                    }
                    Err(e) => {
                        problem.set(Some(("settings".into(), e.message)));
                        busy.set(false);
                    }
                }
            });
        })
    };
    let on_code = {
        let code = code.clone();
        Callback::from(move |e: InputEvent| {
            code.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let on_join = {
        let code = code.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let c: String = code.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
            if !c.is_empty() {
                super::go(&Address::Join {
                    code: c.to_uppercase(),
                });
            }
        })
    };
    let words = catalogue();
    let errors: Vec<(&str, &str)> = problem
        .as_ref()
        .map(|(f, m)| vec![(f.as_str(), m.as_str())])
        .unwrap_or_default();
    let server_note = match &*server {
        Some(Err(_)) => html! {
            <p class="error" role="alert" id="classroom-no-server">
                { t("class-no-server") }
            </p>
        },
        _ => html! {},
    };
    html! {
        <>
            <h1>{ t("lab-classroom-name") }</h1>
            <p class="lead">{ t("class-lead") }</p>
            { server_note }
            <div class="classroom-start">
                <form class="card" id="classroom-join-form" onsubmit={on_join}>
                    <h2>{ t("class-join-title") }</h2>
                    <label for="classroom-code">{ t("class-code-label") }</label>
                    <input id="classroom-code" class="classroom-code-input" autocomplete="off"
                        autocapitalize="characters" maxlength="8" value={(*code).clone()} oninput={on_code} />
                    <button type="submit" id="classroom-join-go">{ t("class-join") }</button>
                </form>
                <form class="card" id="classroom-new" novalidate=true onsubmit={on_start}>
                    <h2>{ t("class-new-title") }</h2>
                    <label for="classroom-game">{ t("class-game") }</label>
                    <select id="classroom-game" onchange={on_game}>
                        { for games().iter().map(|g| html! {
                            <option value={g.key()} selected={*game == g.key()}>{ game_name_in(g.key(), &words) }</option>
                        }) }
                    </select>
                    <div class="classroom-settings">
                    { for fields.iter().map(|(name, value)| {
                        let id = format!("classroom-setting-{name}");
                        let invalid = problem.as_ref().is_some_and(|(f, _)| f == name);
                        html! {
                            <div class="field">
                                <label for={id.clone()}>{ setting_label_in(name, &words) }</label>
                                if let Some(options) = setting_options(name) {
                                    <select id={id.clone()} onchange={on_field(name.clone())}>
                                        { for options.iter().map(|o| html! { <option value={*o} selected={value == o}>{ setting_option_in(o, &words) }</option> }) }
                                    </select>
                                } else {
                                    <input id={id.clone()} value={value.clone()}
                                        aria-invalid={invalid.to_string()} onchange={on_field(name.clone())} />
                                }
                                { field_error(errors.iter().copied(), name) }
                            </div>
                        }
                    }) }
                    </div>
                    { field_error(errors.iter().copied(), "settings") }
                    if let Some(p) = &*password {
                        <div class="field">
                            <label for="classroom-password">{ t("class-password") }</label>
                            <input id="classroom-password" type="password" autocomplete="current-password"
                                value={p.clone()} oninput={on_password}
                                aria-invalid={problem.as_ref().is_some_and(|(f, _)| f == "password").to_string()} />
                            { field_error(errors.iter().copied(), "password") }
                        </div>
                    }
                    <button type="submit" id="classroom-start" disabled={*busy || problem.is_some()}>{ t("class-start") }</button>
                </form>
            </div>
        </>
    }
}
