//! `gamelab classroom serve`: opens the database, binds the address, and serves the API and
//! the playground's files until stopped; a background task closes rounds whose deadline passed.
//!
//! Why the refusals are rewritten on the way out: axum's own 4xx answers (a path it cannot
//! read, a method it does not route) are plain text; the contract promises JSON for every one,
//! so a last layer turns any 4xx that is not JSON into `{"error", "message"}`.

use super::api;
use super::app::App;
use super::db::Db;
use super::error::ApiError;
use super::rounds;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Router;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;
use tower_http::services::{ServeDir, ServeFile};

/// Serves until Ctrl-C.
pub async fn serve(
    addr: &str,
    database: &str,
    dist: &Path,
    admin_password: Option<String>,
) -> Result<(), String> {
    let db = Db::open(database).await?;
    let listener = tokio::net::TcpListener::bind(addr).await.map_err(|e| {
        if e.kind() == std::io::ErrorKind::AddrInUse {
            format!("{addr} is taken: another program listens there; choose another with --addr")
        } else {
            format!("cannot listen on {addr}: {e}")
        }
    })?;
    let app = Arc::new(App::new(db, admin_password));
    let mut router: Router = api::routes(app.clone());
    if dist.join("index.html").is_file() {
        router = router.fallback_service(
            ServeDir::new(dist).fallback(ServeFile::new(dist.join("index.html"))),
        );
    } else {
        eprintln!(
            "classroom: {} has no index.html: serving the API only (build the pages with \
             ./scripts/classroom.sh)",
            dist.display()
        );
    }
    let router = router.layer(axum::middleware::map_response(json_refusals));
    let deadlines = app.clone();
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_millis(500));
        loop {
            tick.tick().await;
            if let Err(e) = rounds::close_due(&deadlines).await {
                eprintln!(
                    "classroom: closing rounds past their deadline: {}",
                    e.message
                );
            }
        }
    });
    let local = listener
        .local_addr()
        .map_err(|e| format!("cannot read the address listened on: {e}"))?;
    let shown = if local.ip().is_unspecified() {
        // Listening on every interface: the address phones on the network reach is this
        // machine's own (found by routing a socket, no packet is sent).
        let lan = std::net::UdpSocket::bind("0.0.0.0:0")
            .and_then(|s| s.connect("192.0.2.1:9").and(s.local_addr()))
            .map(|a| a.ip())
            .unwrap_or(std::net::IpAddr::from([127, 0, 0, 1]));
        SocketAddr::new(lan, local.port())
    } else {
        local
    };
    println!("Game Lab classroom: the teacher's page is http://{shown}/#/classroom");
    println!(
        "(database {}; Ctrl-C stops)",
        database.split('?').next().unwrap_or(database)
    );
    axum::serve(
        listener,
        router.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await
    .map_err(|e| format!("the server stopped: {e}"))
}

/// Turns a 4xx that is not JSON into the contract's JSON refusal.
async fn json_refusals(response: Response) -> Response {
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if !status.is_client_error() || is_json {
        return response;
    }
    let (code, message) = match status {
        StatusCode::NOT_FOUND => ("not_found", "There is nothing at this address."),
        StatusCode::METHOD_NOT_ALLOWED => (
            "method_not_allowed",
            "This address does not take this method.",
        ),
        StatusCode::PAYLOAD_TOO_LARGE => ("too_large", "A request body is at most 64 KiB."),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ("bad_body", "Send the body as JSON."),
        _ => ("bad_request", "The request could not be read."),
    };
    ApiError::new(status, code, message).into_response()
}
