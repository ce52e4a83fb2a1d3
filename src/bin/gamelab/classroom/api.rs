//! The HTTP contract of the classroom (the spec's table, exactly), on axum: JSON in and out,
//! a token in `Authorization: Bearer`, every refusal a 4xx with `{"error", "message"}`.
//!
//! Why bodies are read as bytes and parsed here: axum's own extractors answer a bad body in
//! plain text; reading the bytes lets every refusal — a body over 64 KiB (413), bad JSON, an
//! unknown field (400) — speak the contract's JSON.

use super::app::App;
use super::error::ApiError;
use super::sessions::{self, Session, Who};
use super::{auth, export, rounds, ws};
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, Query, State, WebSocketUpgrade};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use gamelab::games::classroom::address::Address;
use gamelab::games::classroom::games;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;

/// The largest request body.
pub const MAX_BODY: usize = 64 * 1024;

type Shared = State<Arc<App>>;
type Body = Result<Bytes, BytesRejection>;
type Answer = Result<Response, ApiError>;

/// The API's routes.
pub fn routes(app: Arc<App>) -> Router {
    Router::new()
        .route("/api/games", get(list_games))
        .route("/api/sessions", post(create_session))
        .route("/api/sessions/{code}/join", post(join))
        .route("/api/sessions/{code}/state", get(state))
        .route("/api/sessions/{code}/rounds", post(open_round))
        .route("/api/sessions/{code}/decisions", post(decide))
        .route("/api/sessions/{code}/rounds/{n}/close", post(close_round))
        .route(
            "/api/sessions/{code}/rounds/{n}/results",
            get(round_results),
        )
        .route(
            "/api/sessions/{code}/export.csv",
            exporting(export::Format::Long),
        )
        .route(
            "/api/sessions/{code}/export-wide.csv",
            exporting(export::Format::Wide),
        )
        .route(
            "/api/sessions/{code}/export.json",
            exporting(export::Format::Json),
        )
        .route("/api/sessions/{code}/ws", get(socket))
        .route("/api", get(no_route).post(no_route))
        .route("/api/{*rest}", get(no_route).post(no_route))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(app)
}

/// The route of one export format.
fn exporting(format: export::Format) -> axum::routing::MethodRouter<Arc<App>> {
    get(
        move |s: Shared, c: ConnectInfo<SocketAddr>, p: Path<String>, h: HeaderMap| {
            export_as(s, c, p, h, format)
        },
    )
}

async fn no_route() -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "not_found",
        "There is no such address in the classroom's API.",
    )
}

/// A JSON body read into `T` (unknown fields refused by `T`); an empty body reads as `{}`.
fn body<T: DeserializeOwned>(body: Body) -> Result<T, ApiError> {
    let bytes = body.map_err(|e| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                "too_large",
                format!("A request body is at most {} KiB.", MAX_BODY / 1024),
            )
        } else {
            ApiError::bad("bad_body", "The request's body could not be read.")
        }
    })?;
    let text = if bytes.iter().all(u8::is_ascii_whitespace) {
        &b"{}"[..]
    } else {
        &bytes[..]
    };
    serde_json::from_slice(text).map_err(|e| {
        let what = e.to_string();
        let what = what.split(" at line").next().unwrap_or(&what);
        ApiError::bad(
            "invalid",
            format!("The body is not what this call takes: {what}."),
        )
    })
}

/// The Bearer token of a request.
fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
}

/// The session and whom the request's token belongs to, within the token's rate limit.
async fn authed(
    app: &App,
    code: &str,
    token: Option<&str>,
    addr: SocketAddr,
) -> Result<(Arc<Session>, Who), ApiError> {
    // The token first: without a valid one every code answers the same 401 (a real code and
    // a made-up one cannot be told apart), and the address's misses are counted — a valid
    // token is never refused for its address's misses (a class shares one address).
    let address = auth::address_key(addr.ip());
    let (owner, who) = match sessions::owner(app, token).await {
        Ok(found) => found,
        Err(e) if e.status == StatusCode::UNAUTHORIZED => {
            return Err(if app.code_misses.allow(&address) {
                e
            } else {
                ApiError::too_many()
            });
        }
        Err(e) => return Err(e),
    };
    let session = sessions::by_code(app, code, &address, false).await?;
    if session.id != owner {
        return Err(ApiError::unauthorized());
    }
    if !app.per_token.allow(token.unwrap_or_default()) {
        return Err(ApiError::too_many());
    }
    Ok((session, who))
}

fn teacher_only(who: &Who) -> Result<(), ApiError> {
    match who {
        Who::Teacher => Ok(()),
        Who::Student(_) => Err(ApiError::forbidden(
            "Only the session's teacher may do this.",
        )),
    }
}

/// A round number from the path.
fn round_number(n: &str) -> Result<i64, ApiError> {
    n.parse::<i64>()
        .ok()
        .filter(|n| (1..=10_000).contains(n))
        .ok_or_else(|| ApiError::bad("invalid", format!("round: “{n}” is not a round number.")))
}

fn ok(value: Value) -> Answer {
    Ok(Json(value).into_response())
}

async fn list_games() -> Answer {
    let list: Vec<Value> = games()
        .iter()
        .map(|g| json!({ "game": g.key(), "name": g.name(), "settings": g.defaults() }))
        .collect();
    ok(Value::Array(list))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewSession {
    game: String,
    #[serde(default)]
    settings: Option<Value>,
}

/// The address pages are reached at, from the request's `Host`.
fn origin(headers: &HeaderMap) -> String {
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .filter(|h| {
            h.chars()
                .all(|c| c.is_ascii_alphanumeric() || ".:-[]".contains(c))
        })
        .unwrap_or("127.0.0.1:8090");
    format!("http://{host}")
}

async fn create_session(
    State(app): Shared,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    sent: Body,
) -> Answer {
    if let Some(password) = &app.admin_password {
        if bearer(&headers) != Some(password.as_str()) {
            return Err(ApiError::forbidden(
                "This server asks for its password to start a session.",
            ));
        }
    }
    if !app.new_sessions.allow(&auth::address_key(addr.ip())) {
        return Err(ApiError::too_many());
    }
    let sent: NewSession = body(sent)?;
    let settings = sent.settings.unwrap_or_else(|| json!({}));
    let (code, token) = sessions::create(&app, &sent.game, &settings).await?;
    let teacher_token = token.clone();
    let origin = origin(&headers);
    ok(json!({
        "code": code.clone(),
        "teacher_token": teacher_token,
        "join_url": format!("{origin}/{}", Address::Join { code: code.clone() }.hash()),
        "teacher_url": format!("{origin}/{}", Address::Session { code, token }.hash()),
    }))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Join {
    #[serde(default)]
    name: Option<String>,
}

async fn join(
    State(app): Shared,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    Path(code): Path<String>,
    headers: HeaderMap,
    sent: Body,
) -> Answer {
    let session = sessions::by_code(&app, &code, &auth::address_key(addr.ip()), true).await?;
    let sent: Join = body(sent)?;
    let (id, token) = sessions::join(&app, &session, sent.name.as_deref()).await?;
    let origin = origin(&headers);
    ok(json!({
        "participant": id.to_string(),
        "token": token,
        "play_url": format!(
            "{origin}/{}",
            Address::Session { code: session.code.clone(), token: token.clone() }.hash()
        ),
    }))
}

async fn state(
    State(app): Shared,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    Path(code): Path<String>,
    headers: HeaderMap,
) -> Answer {
    let (session, who) = authed(&app, &code, bearer(&headers), addr).await?;
    ok(sessions::state(&app, &session, &who).await?)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Empty {}

async fn open_round(
    State(app): Shared,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    Path(code): Path<String>,
    headers: HeaderMap,
    sent: Body,
) -> Answer {
    let (session, who) = authed(&app, &code, bearer(&headers), addr).await?;
    teacher_only(&who)?;
    let _: Empty = body(sent)?;
    let n = rounds::open(&app, &session).await?;
    ok(json!({ "round": n }))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Decision {
    round: i64,
    key: String,
    decision: Value,
}

async fn decide(
    State(app): Shared,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    Path(code): Path<String>,
    headers: HeaderMap,
    sent: Body,
) -> Answer {
    let (session, who) = authed(&app, &code, bearer(&headers), addr).await?;
    let Who::Student(participant) = who else {
        return Err(ApiError::forbidden(
            "A teacher's token cannot decide for a student.",
        ));
    };
    let sent: Decision = body(sent)?;
    let duplicate = rounds::decide(
        &app,
        &session,
        participant,
        sent.round,
        &sent.key,
        &sent.decision,
    )
    .await?;
    ok(json!({ "ok": true, "duplicate": duplicate }))
}

async fn close_round(
    State(app): Shared,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    Path((code, n)): Path<(String, String)>,
    headers: HeaderMap,
    sent: Body,
) -> Answer {
    let (session, who) = authed(&app, &code, bearer(&headers), addr).await?;
    teacher_only(&who)?;
    let n = round_number(&n)?;
    let _: Empty = body(sent)?;
    ok(rounds::close(&app, &session, n).await?)
}

async fn round_results(
    State(app): Shared,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    Path((code, n)): Path<(String, String)>,
    headers: HeaderMap,
) -> Answer {
    let (session, who) = authed(&app, &code, bearer(&headers), addr).await?;
    teacher_only(&who)?;
    ok(rounds::results(&app, &session, round_number(&n)?).await?)
}

/// A session's export in `format`, for its teacher only.
async fn export_as(
    State(app): Shared,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    Path(code): Path<String>,
    headers: HeaderMap,
    format: export::Format,
) -> Answer {
    let (session, who) = authed(&app, &code, bearer(&headers), addr).await?;
    teacher_only(&who)?;
    let d = export::data(&app.db, session.id).await?;
    Ok((
        [
            (header::CONTENT_TYPE, format.mime().to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{}\"", format.file_name(&d.code)),
            ),
        ],
        format.render(&d),
    )
        .into_response())
}

async fn socket(
    State(app): Shared,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    Path(code): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    upgrade: Result<WebSocketUpgrade, axum::extract::ws::rejection::WebSocketUpgradeRejection>,
) -> Answer {
    let (session, who) = authed(&app, &code, query.get("token").map(String::as_str), addr).await?;
    let upgrade = upgrade.map_err(|_| {
        ApiError::bad(
            "not_websocket",
            "This address is a WebSocket: open it with a WebSocket client.",
        )
    })?;
    let key = auth::hash(query.get("token").map(String::as_str).unwrap_or_default());
    let Some(slot) = app.hub.take_socket(&key) else {
        return Err(ApiError::too_many());
    };
    // A page sends nothing but pongs: small frames only.
    let upgrade = upgrade.max_message_size(4096).max_frame_size(4096);
    Ok(upgrade.on_upgrade(move |socket| ws::serve(app, session, who, socket, slot)))
}
