//! 2 000 malformed requests — wrong methods, paths, tokens, bodies, types, sizes — and not one
//! 5xx, not one crash: every refusal a 4xx with the contract's JSON.

use super::server::{call, databases, join, session, Server};
use gamelab::rng::{below, Seed};
use reqwest::Method;
use serde_json::{json, Value};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn malformed_requests_never_harm_the_server() {
    for db in databases("fuzz") {
        fuzz(&db).await;
    }
}

async fn fuzz(db: &str) {
    let mut server = Server::start(db).await;
    let base = server.base.clone();
    let (code, teacher) = session(&base, "blotto", json!({ "rounds": 50 })).await;
    let (_, student) = join(&base, &code, "Fuzz").await;
    call(
        &base,
        Method::POST,
        &format!("/api/sessions/{code}/rounds"),
        Some(&teacher),
        Some(json!({})),
    )
    .await;
    let mut rng = Seed(2026).rng();
    let bodies: Vec<String> = vec![
        "".into(),
        "{".into(),
        "[]".into(),
        "null".into(),
        "42".into(),
        "\"text\"".into(),
        "{\"round\": \"one\"}".into(),
        "{\"round\": 1}".into(),
        "{\"round\": 1, \"key\": \"k\", \"decision\": {\"allocation\": [10, 0]}}".into(),
        "{\"round\": 1, \"key\": \"k\", \"decision\": {\"allocation\": [-1, 5, 6]}}".into(),
        "{\"round\": 1, \"key\": \"k\", \"decision\": {\"allocation\": [1e308, 0, 0]}}".into(),
        "{\"round\": 1, \"key\": \"k\", \"decision\": {\"allocation\": \"3,3,4\"}}".into(),
        "{\"round\": 99999999999999999999, \"key\": \"k\", \"decision\": {}}".into(),
        "{\"round\": 1, \"key\": \"\", \"decision\": {\"allocation\": [3,3,4]}}".into(),
        format!(
            "{{\"round\": 1, \"key\": \"{}\", \"decision\": {{\"allocation\": [3,3,4]}}}}",
            "k".repeat(500)
        ),
        "{\"name\": 5}".into(),
        "{\"name\": \"\\u0000\"}".into(),
        "{\"name\": \"   \"}".into(),
        "{\"game\": \"beauty\", \"settings\": {\"p\": \"NaN\"}}".into(),
        "{\"game\": \"beauty\", \"settings\": {\"rounds\": 0}}".into(),
        "{\"game\": \"blotto\", \"settings\": {\"fields\": 1000, \"units\": 1000000}}".into(),
        "{\"game\": \"auction-first\", \"settings\": {\"group\": -2}}".into(),
        "{\"game\": \"public-goods\", \"settings\": {\"multiplier\": 1e400}}".into(),
        "{\"a\": {\"b\": {\"c\": {\"d\": [[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]}}}}".into(),
        "\u{feff}{}".into(),
        "{\"game\": \"beauty\"}\u{0}".into(),
        "x".repeat(70_000),
    ];
    let paths = [
        "/api/games".to_string(),
        "/api/sessions".into(),
        format!("/api/sessions/{code}/join"),
        format!("/api/sessions/{code}/state"),
        format!("/api/sessions/{code}/rounds"),
        format!("/api/sessions/{code}/decisions"),
        format!("/api/sessions/{code}/rounds/1/close"),
        format!("/api/sessions/{code}/rounds/abc/close"),
        format!("/api/sessions/{code}/rounds/-1/close"),
        format!("/api/sessions/{code}/export.csv"),
        format!("/api/sessions/{code}/export.json"),
        format!("/api/sessions/{code}/ws"),
        "/api/sessions/%FF%FE/state".into(),
        "/api/sessions/../../etc/passwd/state".into(),
        "/api/".into(),
        "/api/sessions//join".into(),
        format!("/api/sessions/{}/state", "A".repeat(300)),
    ];
    let tokens = [
        None,
        Some("".to_string()),
        Some("nonsense".into()),
        Some(student.clone()),
        Some("x".repeat(5000)),
    ];
    let methods = [
        Method::GET,
        Method::POST,
        Method::PUT,
        Method::DELETE,
        Method::PATCH,
    ];
    // A fresh connection each time: a connection the server closed after a 413 is not reused.
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(0)
        .build()
        .unwrap();
    let mut statuses = std::collections::BTreeMap::new();
    for i in 0..2000 {
        let path = &paths[below(&mut rng, paths.len() as u32) as usize];
        // Mostly the method the address takes, so most requests reach the API's checks.
        let takes = if path.ends_with("state")
            || path.contains("export")
            || path.ends_with("ws")
            || path.ends_with("games")
        {
            Method::GET
        } else {
            Method::POST
        };
        let method = match below(&mut rng, 10) {
            0..=7 => takes,
            _ => methods[below(&mut rng, methods.len() as u32) as usize].clone(),
        };
        let token = &tokens[below(&mut rng, tokens.len() as u32) as usize];
        let body = &bodies[below(&mut rng, bodies.len() as u32) as usize];
        let mut r = client.request(method.clone(), format!("{base}{path}"));
        if let Some(t) = token {
            r = r.header("Authorization", format!("Bearer {t}"));
        }
        if below(&mut rng, 4) > 0 {
            r = r.header(
                "Content-Type",
                ["application/json", "text/plain", "multipart/form-data"][i % 3],
            );
        }
        let response = match r.body(body.clone()).send().await {
            Ok(r) => r,
            // A body over the limit is refused before it is read: the server may close the
            // connection while the client still sends (the 413 then never arrives).
            Err(_) if body.len() > 64 * 1024 => {
                *statuses.entry(0).or_insert(0) += 1;
                continue;
            }
            Err(e) => panic!("{method} {path} {body:.80}: no answer: {e}"),
        };
        let status = response.status();
        let text = response.text().await.unwrap_or_default();
        *statuses.entry(status.as_u16()).or_insert(0) += 1;
        assert!(
            !status.is_server_error(),
            "{method} {path} {body:.80} → {status}: {text}"
        );
        if status.is_client_error() {
            let v: Value = serde_json::from_str(&text)
                .unwrap_or_else(|_| panic!("{method} {path} → {status} not JSON: {text}"));
            assert!(v["error"].is_string() && v["message"].is_string(), "{text}");
        }
    }
    assert!(server.alive(), "{db}: the server is still running");
    let games = call(&base, Method::GET, "/api/games", None, None).await;
    assert_eq!(games.status, reqwest::StatusCode::OK);
    eprintln!("{db}: statuses {statuses:?}");
}
