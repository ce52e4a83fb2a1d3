//! The student's screens, phone first: joining with a name, one clear decision screen per
//! round (the core's form for their seat), "waiting for the round to close", and their result
//! beside the class's.
//!
//! Why the decision is checked here before it is sent: the same check the server runs
//! (`GameDyn::decision`) names the field and the range next to the input at once; the server
//! checks again, and its refusal is shown in the same place.

use serde_json::Value;
use yew::prelude::*;

use super::net;
use super::props::ViewProps;
use super::results::ResultsView;
use crate::games::classroom::address::Address;
use crate::games::classroom::view::{self, Input};
use crate::games::classroom::{rules_of as game, Seat};
use crate::i18n::Args;
use crate::web::components::field_error;
use crate::web::i18n::{catalogue, decimal, t, tf};

/// Props of [`Join`].
#[derive(Properties, PartialEq)]
pub struct JoinProps {
    /// The session's code.
    pub code: String,
}

/// Joining a session: a name (optional), then the student's own link.
#[function_component(Join)]
pub fn join(props: &JoinProps) -> Html {
    let name = use_state(String::new);
    let error = use_state(|| None::<String>);
    let busy = use_state(|| false);
    {
        // This browser joined before: straight back to the same participant.
        let code = props.code.clone();
        use_effect_with(code.clone(), move |_| {
            if let Some(token) = net::stored_token(&code) {
                super::go(&Address::Session { code, token });
            }
        });
    }
    let on_name = {
        let name = name.clone();
        Callback::from(move |e: InputEvent| {
            name.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let on_join = {
        let (name, error, busy, code) = (
            name.clone(),
            error.clone(),
            busy.clone(),
            props.code.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let n = name.trim().to_string();
            if n.chars().count() > 40 {
                error.set(Some(t("class-name-too-long")));
                return;
            }
            busy.set(true);
            let body = if n.is_empty() {
                serde_json::json!({})
            } else {
                serde_json::json!({ "name": n })
            };
            let (error, busy, code) = (error.clone(), busy.clone(), code.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let path = format!("/api/sessions/{code}/join");
                match net::call("POST", &path, None, Some(&body)).await {
                    Ok(v) => {
                        let token = v["token"].as_str().unwrap_or_default().to_string();
                        net::store_token(&code, &token);
                        super::go(&Address::Session { code, token });
                    }
                    Err(e) => {
                        error.set(Some(e.message));
                        busy.set(false);
                    }
                }
            });
        })
    };
    html! {
        <form class="card classroom-phone" id="classroom-join" onsubmit={on_join}>
            <h1>{ tf("class-join-class", Args::new().text("code", props.code.clone())) }</h1>
            <label for="classroom-name">{ t("class-name-label") }</label>
            <input id="classroom-name" maxlength="40" autocomplete="nickname" value={(*name).clone()} oninput={on_name} />
            if let Some(e) = &*error {
                <p class="error" role="alert" id="classroom-join-error">{ e.clone() }</p>
            }
            <button type="submit" id="classroom-join-button" disabled={*busy}>{ t("class-join") }</button>
        </form>
    }
}

/// The seat of this student in round `entry` (a round of the state).
fn seat_of(state: &Value, entry: &Value) -> Option<Seat> {
    let s = &entry["seat"];
    Some(Seat {
        participant: state["you"]["participant"].as_i64(),
        role: s["role"].as_str()?.to_string(),
        group: s["group"].as_u64()? as u32,
        private: s["private"].clone(),
    })
}

/// The student's screen.
#[function_component(Play)]
pub fn play(props: &ViewProps) -> Html {
    let state = &props.state;
    let rounds = state["rounds"].as_array().cloned().unwrap_or_default();
    let current = rounds.last().cloned();
    let mine = |n: i64| {
        state["decisions"]
            .as_array()
            .and_then(|d| d.iter().find(|d| d["round"] == n).cloned())
    };
    let planned = state["planned_rounds"].as_i64().unwrap_or(1);
    let header = html! {
        <header class="classroom-head">
            <h1>{ super::results::game_title(state) }</h1>
            <p class="note">
                { tf("class-head", Args::new().text("code", props.code.to_string()).text("name", state["you"]["name"].as_str().unwrap_or_default())) }
                if let Some(c) = &current {
                    { format!(" · {}", tf("class-head-round", Args::new().text("round", c["round"].to_string()).count("planned", planned))) }
                }
            </p>
        </header>
    };
    let body = match &current {
        None => {
            html! { <p class="classroom-wait" id="classroom-waiting" role="status">{ t("class-in") }</p> }
        }
        Some(c) if c["status"] == "open" => {
            let n = c["round"].as_i64().unwrap_or(0);
            match (mine(n), seat_of(state, c)) {
                (Some(d), _) => html! {
                    <div class="classroom-wait" id="classroom-decided" role="status">
                        <p>{ tf("class-your-decision", Args::new().text("decision", view::describe_in(&d["decision"], &catalogue()))) }</p>
                        <p>{ t("class-waiting-close") }</p>
                    </div>
                },
                (None, Some(seat)) => html! {
                    <DecisionForm code={props.code.clone()} token={props.token.clone()} round={n}
                        game={state["game"].as_str().unwrap_or_default().to_string()}
                        settings={std::rc::Rc::new(state["settings"].clone())} seat={std::rc::Rc::new(seat)}
                        deadline={c["deadline_at"].as_i64()} refresh={props.refresh.clone()} />
                },
                (None, None) => html! {
                    <p class="classroom-wait" id="classroom-late" role="status">
                        { tf("class-late", Args::new().count("n", n)) }
                    </p>
                },
            }
        }
        Some(c) => {
            let n = c["round"].as_i64().unwrap_or(0);
            let d = mine(n);
            html! {
                <div id="classroom-result">
                    if let Some(d) = &d {
                        <p class="classroom-mine">
                            { mine_line(n, d) }
                        </p>
                    }
                    <ResultsView game={state["game"].as_str().unwrap_or_default().to_string()}
                        settings={std::rc::Rc::new(state["settings"].clone())}
                        results={std::rc::Rc::new(c["results"].clone())} teacher={false} />
                    <p class="classroom-wait" role="status">
                        { if n < planned { t("class-wait-next") } else { t("class-last") } }
                    </p>
                </div>
            }
        }
    };
    html! { <div class="classroom-phone">{ header }{ body }</div> }
}

/// The student's own line of round `n`: their decision `d` and its payoff.
fn mine_line(n: i64, d: &Value) -> String {
    let args = Args::new()
        .count("n", n)
        .text("decision", view::describe_in(&d["decision"], &catalogue()))
        .text(
            "payoff",
            d["payoff"]
                .as_f64()
                .map(|x| decimal(&crate::games::classroom::short(x)))
                .unwrap_or_else(|| "–".into()),
        );
    if d["by_bot"] == true {
        tf("class-mine-bot", args)
    } else {
        tf("class-mine", args)
    }
}

/// Props of [`DecisionForm`].
#[derive(Properties, PartialEq)]
pub struct DecisionProps {
    code: AttrValue,
    token: AttrValue,
    round: i64,
    game: String,
    settings: std::rc::Rc<Value>,
    seat: std::rc::Rc<Seat>,
    deadline: Option<i64>,
    refresh: Callback<()>,
}

/// One decision screen.
#[function_component(DecisionForm)]
fn decision_form(props: &DecisionProps) -> Html {
    let form = use_memo((props.game.clone(), props.seat.clone()), {
        let settings = props.settings.clone();
        move |(g, seat)| view::form_in(g, &settings, seat, &catalogue())
    });
    let values = use_state(|| vec![String::new(); form.inputs.len()]);
    let problem = use_state(|| None::<(String, String)>);
    let busy = use_state(|| false);
    // One key per round on this page: a retry after a lost answer is the same decision.
    let key = use_memo(props.round, |_| net::new_key());
    let on_input = |i: usize| {
        let values = values.clone();
        Callback::from(move |e: InputEvent| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            let mut next = (*values).clone();
            if i < next.len() {
                next[i] = v;
            }
            values.set(next);
        })
    };
    let submit = {
        let (form, values, problem, busy, key) = (
            form.clone(),
            values.clone(),
            problem.clone(),
            busy.clone(),
            key.clone(),
        );
        let (code, token, round, refresh) = (
            props.code.clone(),
            props.token.clone(),
            props.round,
            props.refresh.clone(),
        );
        let (g, settings, seat) = (
            props.game.clone(),
            props.settings.clone(),
            props.seat.clone(),
        );
        Callback::from(move |chosen: Option<(usize, String)>| {
            let mut typed = (*values).clone();
            if let Some((i, v)) = chosen {
                typed[i] = v;
            }
            let decision = view::read(&form, &typed)
                .and_then(|d| game(&g).and_then(|game| game.decision(&settings, &seat, &d)));
            let decision = match decision {
                Ok(d) => d,
                Err(p) => {
                    problem.set(Some((p.field, p.message)));
                    return;
                }
            };
            problem.set(None);
            busy.set(true);
            let body = serde_json::json!({ "round": round, "key": *key, "decision": decision });
            let (problem, busy, refresh) = (problem.clone(), busy.clone(), refresh.clone());
            let (code, token) = (code.clone(), token.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let path = format!("/api/sessions/{code}/decisions");
                // A lost answer is retried with the same key: at most once stored.
                let mut answer = net::call("POST", &path, Some(&token), Some(&body)).await;
                for wait in [500, 1500, 3000] {
                    if !matches!(&answer, Err(e) if e.status == 0) {
                        break;
                    }
                    gloo_timers::future::TimeoutFuture::new(wait).await;
                    answer = net::call("POST", &path, Some(&token), Some(&body)).await;
                }
                busy.set(false);
                match answer {
                    Ok(_) => refresh.emit(()),
                    Err(e) => problem.set(Some(("decision".into(), e.message))),
                }
            });
        })
    };
    let on_submit = {
        let submit = submit.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            submit.emit(None);
        })
    };
    let errors: Vec<(&str, &str)> = problem
        .as_ref()
        .map(|(f, m)| vec![(f.as_str(), m.as_str())])
        .unwrap_or_default();
    let has_typed = form
        .inputs
        .iter()
        .any(|i| !matches!(i, Input::Choice { .. }));
    html! {
        <form class="card classroom-decide" id="classroom-decide" novalidate=true onsubmit={on_submit}>
            <p class="classroom-prompt" id="classroom-prompt">{ form.prompt.clone() }</p>
            if let Some(d) = props.deadline {
                <p class="note">{ tf("class-deadline", Args::new().text("time", clock(d))) }</p>
            }
            { for form.inputs.iter().enumerate().map(|(i, input)| match input {
                Input::Number { field, label, lo, hi, step } => {
                    let id = format!("classroom-input-{field}");
                    let full = format!("decision.{field}");
                    html! {
                        <div class="field">
                            <label for={id.clone()}>{ label.clone() }</label>
                            <input id={id} type="number" inputmode="decimal" min={lo.to_string()} max={hi.to_string()}
                                step={if *step >= 1.0 { step.to_string() } else { "any".to_string() }}
                                aria-invalid={problem.as_ref().is_some_and(|(f, _)| *f == full).to_string()}
                                value={values.get(i).cloned().unwrap_or_default()} oninput={on_input(i)} />
                            { field_error(errors.iter().copied(), &full) }
                        </div>
                    }
                }
                Input::Allocation { field, label, fields, units } => {
                    let id = format!("classroom-input-{field}");
                    let full = format!("decision.{field}");
                    html! {
                        <div class="field">
                            <label for={id.clone()}>{ tf("class-allocation", Args::new().text("label", label.clone()).count("fields", i64::from(*fields)).count("units", i64::from(*units)).text("example", example(*fields, *units))) }</label>
                            <input id={id} inputmode="numeric" value={values.get(i).cloned().unwrap_or_default()} oninput={on_input(i)} />
                            { field_error(errors.iter().copied(), &full) }
                        </div>
                    }
                }
                Input::Choice { field, label, options } => {
                    let full = format!("decision.{field}");
                    html! {
                        <fieldset class="classroom-choices" id={format!("classroom-input-{field}")}>
                            <legend>{ label.clone() }</legend>
                            { for options.iter().enumerate().map(|(k, (v, words))| {
                                let submit = submit.clone();
                                let text = v.to_string();
                                html! {
                                    <button type="button" class="classroom-choice" id={format!("classroom-choice-{k}")} disabled={*busy}
                                        onclick={Callback::from(move |_| submit.emit(Some((i, text.clone()))))}>{ words.clone() }</button>
                                }
                            }) }
                            { field_error(errors.iter().copied(), &full) }
                        </fieldset>
                    }
                }
            }) }
            { field_error(errors.iter().copied(), "decision") }
            if has_typed {
                <button type="submit" id="classroom-send" disabled={*busy}>{ if *busy { t("class-sending") } else { t("class-send") } }</button>
            }
        </form>
    }
}

/// An allocation that adds up, as an example.
fn example(fields: u32, units: u32) -> String {
    let f = fields.max(1);
    (0..f)
        .map(|i| (units / f + u32::from(i < units % f)).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A time of day (local) from milliseconds since 1970.
fn clock(ms: i64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    format!(
        "{:02}:{:02}:{:02}",
        d.get_hours(),
        d.get_minutes(),
        d.get_seconds()
    )
}
