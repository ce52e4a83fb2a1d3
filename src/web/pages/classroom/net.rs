//! The classroom page's calls to its server: JSON over `fetch` with the Bearer token, the
//! session's WebSocket (reopened after a sleep or a network switch), and the token kept in the
//! browser's storage so a reload or a new tab resumes the same person.
//!
//! Why plain `fetch` and `WebSocket` from web-sys: the page talks to the server it was loaded
//! from (one origin), with nothing to add but the token; every action is an HTTP call, and the
//! socket only says when to read the state again.

use serde_json::Value;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::web::i18n::t;

/// A refusal or a failure of a call: the server's code and words, or a network failure.
#[derive(Clone, Debug, PartialEq)]
pub struct NetError {
    /// The HTTP status (0: no answer).
    pub status: u16,
    /// The server's error code (`"network"` when there was no answer).
    pub code: String,
    /// Plain words.
    pub message: String,
}

impl NetError {
    fn network() -> NetError {
        NetError {
            status: 0,
            code: "network".into(),
            message: t("class-no-answer"),
        }
    }
}

/// Calls `method path` with an optional JSON body and token; the answer's JSON.
pub async fn call(
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&Value>,
) -> Result<Value, NetError> {
    let text = call_text(method, path, token, body).await?;
    serde_json::from_str(&text).map_err(|_| NetError::network())
}

/// Calls and returns the answer's text (exports).
pub async fn call_text(
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&Value>,
) -> Result<String, NetError> {
    let init = web_sys::RequestInit::new();
    init.set_method(method);
    let headers = web_sys::Headers::new().map_err(|_| NetError::network())?;
    if let Some(t) = token {
        let _ = headers.set("Authorization", &format!("Bearer {t}"));
    }
    if let Some(b) = body {
        let _ = headers.set("Content-Type", "application/json");
        init.set_body(&JsValue::from_str(&b.to_string()));
    }
    init.set_headers(&headers);
    let request =
        web_sys::Request::new_with_str_and_init(path, &init).map_err(|_| NetError::network())?;
    let window = web_sys::window().ok_or_else(NetError::network)?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_request(&request))
        .await
        .map_err(|_| NetError::network())?
        .unchecked_into();
    let text = JsFuture::from(response.text().map_err(|_| NetError::network())?)
        .await
        .map_err(|_| NetError::network())?
        .as_string()
        .unwrap_or_default();
    if response.ok() {
        return Ok(text);
    }
    let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
    Err(NetError {
        status: response.status(),
        code: v["error"].as_str().unwrap_or("error").to_string(),
        message: v["message"]
            .as_str()
            .map_or_else(|| t("class-refused"), str::to_string),
    })
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The token this browser holds for session `code` as a student, if any.
pub fn stored_token(code: &str) -> Option<String> {
    storage()?
        .get_item(&format!("gamelab.classroom.{code}"))
        .ok()?
}

/// Keeps a student's token for session `code` in this browser.
pub fn store_token(code: &str, token: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(&format!("gamelab.classroom.{code}"), token);
    }
}

/// The teacher's token this browser holds for session `code`, if any.
pub fn stored_teacher(code: &str) -> Option<String> {
    storage()?
        .get_item(&format!("gamelab.classroom.teacher.{code}"))
        .ok()?
}

/// Keeps the teacher's token for session `code` in this browser.
pub fn store_teacher(code: &str, token: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(&format!("gamelab.classroom.teacher.{code}"), token);
    }
}

/// A fresh idempotency key: random enough that two phones never share one.
pub fn new_key() -> String {
    let mut bytes = [0u8; 12];
    if getrandom::getrandom(&mut bytes).is_err() {
        bytes[0] = (js_sys::Math::random() * 255.0) as u8;
    }
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// An open WebSocket that reopens itself (after 1 s, then up to 5 s) until dropped; every
/// event it receives, and every reopening, is handed to `on_event` (a reopening as
/// `{"type": "resync"}`, since events may have been missed meanwhile).
pub struct Socket {
    inner: Rc<RefCell<Inner>>,
}

struct Inner {
    ws: Option<web_sys::WebSocket>,
    closed: bool,
    tries: u32,
    handlers: Vec<Closure<dyn FnMut(JsValue)>>,
}

impl Socket {
    /// Opens the socket of session `code` for `token`.
    pub fn open(code: &str, token: &str, on_event: Rc<dyn Fn(Value)>) -> Socket {
        let inner = Rc::new(RefCell::new(Inner {
            ws: None,
            closed: false,
            tries: 0,
            handlers: Vec::new(),
        }));
        let url = socket_url(code, token);
        connect(inner.clone(), url, on_event);
        Socket { inner }
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        let mut inner = self.inner.borrow_mut();
        inner.closed = true;
        if let Some(ws) = inner.ws.take() {
            ws.set_onmessage(None);
            ws.set_onclose(None);
            ws.set_onopen(None);
            let _ = ws.close();
        }
    }
}

fn socket_url(code: &str, token: &str) -> String {
    let location = web_sys::window().map(|w| w.location());
    let host = location
        .as_ref()
        .and_then(|l| l.host().ok())
        .unwrap_or_default();
    let secure = location
        .as_ref()
        .and_then(|l| l.protocol().ok())
        .is_some_and(|p| p == "https:");
    let scheme = if secure { "wss" } else { "ws" };
    format!("{scheme}://{host}/api/sessions/{code}/ws?token={token}")
}

fn connect(inner: Rc<RefCell<Inner>>, url: String, on_event: Rc<dyn Fn(Value)>) {
    if inner.borrow().closed {
        return;
    }
    let Ok(ws) = web_sys::WebSocket::new(&url) else {
        retry(inner, url, on_event);
        return;
    };
    let on_message = {
        let on_event = on_event.clone();
        Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            let e: web_sys::MessageEvent = e.unchecked_into();
            if let Some(text) = e.data().as_string() {
                if let Ok(v) = serde_json::from_str::<Value>(&text) {
                    on_event(v);
                }
            }
        })
    };
    let on_open = {
        let (inner, on_event) = (inner.clone(), on_event.clone());
        Closure::<dyn FnMut(JsValue)>::new(move |_| {
            inner.borrow_mut().tries = 0;
            on_event(serde_json::json!({ "type": "resync" }));
        })
    };
    let on_close = {
        let (inner, url, on_event) = (inner.clone(), url.clone(), on_event.clone());
        Closure::<dyn FnMut(JsValue)>::new(move |_| {
            retry(inner.clone(), url.clone(), on_event.clone());
        })
    };
    ws.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    ws.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    ws.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    let mut i = inner.borrow_mut();
    i.ws = Some(ws);
    i.handlers = vec![on_message, on_open, on_close];
}

fn retry(inner: Rc<RefCell<Inner>>, url: String, on_event: Rc<dyn Fn(Value)>) {
    let wait = {
        let mut i = inner.borrow_mut();
        if i.closed {
            return;
        }
        i.tries += 1;
        1000 * i.tries.min(5)
    };
    wasm_bindgen_futures::spawn_local(async move {
        gloo_timers::future::TimeoutFuture::new(wait).await;
        connect(inner, url, on_event);
    });
}
