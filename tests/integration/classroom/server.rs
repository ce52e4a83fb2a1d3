//! Starting and stopping servers, and calling them.

use reqwest::{Client, Method, StatusCode};
use serde_json::{json, Value};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The databases every test runs against: a fresh SQLite file, and PostgreSQL when the test
/// script started one.
pub fn databases(name: &str) -> Vec<String> {
    static COUNT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "gamelab-classroom-{}-{name}-{n}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut out = vec![format!("sqlite://{}", dir.join("classroom.db").display())];
    if let Ok(url) = std::env::var("GAMELAB_TEST_POSTGRES") {
        out.push(url);
    }
    out
}

/// A running server.
pub struct Server {
    child: Child,
    /// Its address, `http://127.0.0.1:PORT`.
    pub base: String,
    /// Its database.
    pub database: String,
    port: u16,
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

impl Server {
    /// Starts a server on `database` and waits until it answers.
    pub async fn start(database: &str) -> Server {
        Server::start_on(database, free_port(), &[]).await
    }

    /// Starts a server on `database` at `port`, with more flags.
    pub async fn start_on(database: &str, port: u16, flags: &[&str]) -> Server {
        let child = Command::new(env!("CARGO_BIN_EXE_gamelab"))
            .args(["classroom", "serve", "--addr", &format!("127.0.0.1:{port}")])
            .args(["--database", database, "--dist", "/nonexistent-dist"])
            .args(flags)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let server = Server {
            child,
            base: format!("http://127.0.0.1:{port}"),
            database: database.to_string(),
            port,
        };
        let client = Client::new();
        let until = Instant::now() + Duration::from_secs(30);
        loop {
            if let Ok(r) = client
                .get(format!("{}/api/games", server.base))
                .send()
                .await
            {
                if r.status() == StatusCode::OK {
                    return server;
                }
            }
            assert!(
                Instant::now() < until,
                "the server on {database} did not start"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Kills the server with SIGKILL (no goodbye) and waits for it to end.
    pub fn kill9(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Starts a new server on the same database and port.
    pub async fn restart(&mut self) {
        self.kill9();
        let again = Server::start_on(&self.database, self.port, &[]).await;
        let old = std::mem::replace(self, again);
        drop(old);
    }

    /// Whether the process is still running.
    pub fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An answer: status and JSON (or `null` when the body is not JSON).
pub struct Answer {
    pub status: StatusCode,
    pub json: Value,
    pub text: String,
}

/// Calls the API.
pub async fn call(
    base: &str,
    method: Method,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> Answer {
    let client = Client::new();
    let mut r = client.request(method, format!("{base}{path}"));
    if let Some(t) = token {
        r = r.header("Authorization", format!("Bearer {t}"));
    }
    if let Some(b) = body {
        r = r
            .header("Content-Type", "application/json")
            .body(b.to_string());
    }
    let response = r.send().await.expect("the server answers");
    let status = response.status();
    let text = response.text().await.unwrap_or_default();
    Answer {
        status,
        json: serde_json::from_str(&text).unwrap_or(Value::Null),
        text,
    }
}

/// A session of `game` with `settings`: its code and the teacher's token.
pub async fn session(base: &str, game: &str, settings: Value) -> (String, String) {
    let a = call(
        base,
        Method::POST,
        "/api/sessions",
        None,
        Some(json!({ "game": game, "settings": settings })),
    )
    .await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.text);
    (
        a.json["code"].as_str().unwrap().to_string(),
        a.json["teacher_token"].as_str().unwrap().to_string(),
    )
}

/// A student joined to `code`: their id and token.
pub async fn join(base: &str, code: &str, name: &str) -> (i64, String) {
    let a = call(
        base,
        Method::POST,
        &format!("/api/sessions/{code}/join"),
        None,
        Some(json!({ "name": name })),
    )
    .await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.text);
    (
        a.json["participant"].as_str().unwrap().parse().unwrap(),
        a.json["token"].as_str().unwrap().to_string(),
    )
}

/// The project's built binary.
#[allow(dead_code)]
pub fn binary() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_gamelab"))
}
