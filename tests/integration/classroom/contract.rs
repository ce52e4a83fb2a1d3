//! The spec's HTTP contract, call by call, and who may do what.

use super::server::{call, databases, join, session, Server};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

const GET: Method = Method::GET;
const POST: Method = Method::POST;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_contract_on_every_database() {
    for db in databases("contract") {
        contract(&db).await;
    }
}

async fn contract(db: &str) {
    let server = Server::start(db).await;
    let base = &server.base;

    // The games, each with its defaults, in the spec's keys.
    let games = call(base, GET, "/api/games", None, None).await;
    let keys: Vec<&str> = games
        .json
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["game"].as_str().unwrap())
        .collect();
    assert_eq!(
        keys,
        [
            "beauty",
            "ultimatum",
            "dictator",
            "trust",
            "public-goods",
            "pd",
            "stag-hunt",
            "market-entry",
            "auction-first",
            "auction-second",
            "cournot",
            "blotto",
            "rps"
        ]
    );
    assert_eq!(games.json[0]["settings"]["hi"], 100.0);

    // Sessions: the settings are checked, unknown fields refused.
    let bad = call(
        base,
        POST,
        "/api/sessions",
        None,
        Some(json!({ "game": "beauty", "settings": { "hi": -5 } })),
    )
    .await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST, "{}", bad.text);
    assert!(
        bad.json["message"].as_str().unwrap().contains("hi"),
        "{}",
        bad.text
    );
    let bad = call(
        base,
        POST,
        "/api/sessions",
        None,
        Some(json!({ "game": "chess" })),
    )
    .await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert!(bad.json["message"].as_str().unwrap().contains("beauty"));
    let bad = call(
        base,
        POST,
        "/api/sessions",
        None,
        Some(json!({ "game": "beauty", "colour": "red" })),
    )
    .await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert_eq!(bad.json["error"], "invalid");
    let created = call(
        base,
        POST,
        "/api/sessions",
        None,
        Some(json!({ "game": "beauty", "settings": { "rounds": 2 } })),
    )
    .await;
    assert_eq!(created.status, StatusCode::OK, "{}", created.text);
    for field in ["code", "teacher_token", "join_url", "teacher_url"] {
        assert!(
            created.json[field].is_string(),
            "{field} in {}",
            created.text
        );
    }
    let code = created.json["code"].as_str().unwrap().to_string();
    let teacher = created.json["teacher_token"].as_str().unwrap().to_string();
    assert!(teacher.len() >= 32, "a token of 128 bits at least");
    assert!(created.json["join_url"].as_str().unwrap().contains(&code));

    // Joining: names are text of 1–40 characters.
    let long = call(
        base,
        POST,
        &format!("/api/sessions/{code}/join"),
        None,
        Some(json!({ "name": "x".repeat(41) })),
    )
    .await;
    assert_eq!(long.status, StatusCode::BAD_REQUEST);
    assert!(long.json["message"].as_str().unwrap().contains("40"));
    let nobody = call(base, POST, "/api/sessions/ZZZZ/join", None, Some(json!({}))).await;
    assert_eq!(nobody.status, StatusCode::NOT_FOUND);
    assert_eq!(nobody.json["error"], "no_session");
    let (a, ta) = join(base, &code, "<b>Ann</b>").await;
    let (_b, tb) = join(base, &code, "Bob").await;
    let (_c, tc) = join(base, &code.to_lowercase(), "Cy").await;
    let path = |p: &str| format!("/api/sessions/{code}/{p}");

    // A student cannot open rounds; the teacher can, once.
    let st = call(base, POST, &path("rounds"), Some(&ta), Some(json!({}))).await;
    assert_eq!(st.status, StatusCode::FORBIDDEN);
    let none = call(base, POST, &path("rounds"), None, Some(json!({}))).await;
    assert_eq!(none.status, StatusCode::UNAUTHORIZED);
    let opened = call(base, POST, &path("rounds"), Some(&teacher), Some(json!({}))).await;
    assert_eq!(opened.json, json!({ "round": 1 }), "{}", opened.text);
    let again = call(base, POST, &path("rounds"), Some(&teacher), Some(json!({}))).await;
    assert_eq!(again.status, StatusCode::CONFLICT);

    // Decisions: checked against the settings, idempotent by key, one per round.
    let decide = |token: String, key: &str, decision: Value| {
        let (base, path) = (base.clone(), path("decisions"));
        let key = key.to_string();
        async move {
            call(
                &base,
                POST,
                &path,
                Some(&token),
                Some(json!({ "round": 1, "key": key, "decision": decision })),
            )
            .await
        }
    };
    let out = decide(ta.clone(), "a1", json!({ "number": 101 })).await;
    assert_eq!(out.status, StatusCode::BAD_REQUEST);
    let m = out.json["message"].as_str().unwrap();
    assert!(
        m.contains("decision.number") && m.contains("0 to 100"),
        "{m}"
    );
    let out = decide(ta.clone(), "a1", json!({ "number": 5, "extra": 1 })).await;
    assert_eq!(out.status, StatusCode::BAD_REQUEST);
    let ok = decide(ta.clone(), "a1", json!({ "number": 20 })).await;
    assert_eq!(
        ok.json,
        json!({ "ok": true, "duplicate": false }),
        "{}",
        ok.text
    );
    let dup = decide(ta.clone(), "a1", json!({ "number": 20 })).await;
    assert_eq!(dup.json, json!({ "ok": true, "duplicate": true }));
    let other = decide(ta.clone(), "a2", json!({ "number": 70 })).await;
    assert_eq!(other.status, StatusCode::CONFLICT);
    assert_eq!(other.json["error"], "already_decided");
    let by_teacher = decide(teacher.clone(), "t", json!({ "number": 1 })).await;
    assert_eq!(by_teacher.status, StatusCode::FORBIDDEN);
    let wrong_round = call(
        base,
        POST,
        &path("decisions"),
        Some(&tb),
        Some(json!({ "round": 2, "key": "b", "decision": { "number": 1 } })),
    )
    .await;
    assert_eq!(wrong_round.status, StatusCode::CONFLICT);
    assert_eq!(
        decide(tb.clone(), "b1", json!({ "number": 40 }))
            .await
            .status,
        StatusCode::OK
    );

    // A student sees their own decision of the open round and nobody else's.
    let sb = call(base, GET, &path("state"), Some(&tb), None).await;
    assert_eq!(sb.status, StatusCode::OK);
    assert_eq!(sb.json["you"]["role"], "student");
    assert_eq!(sb.json["decisions"].as_array().unwrap().len(), 1);
    assert_eq!(sb.json["decisions"][0]["decision"]["number"], 40.0);
    assert!(
        !sb.text.contains("20.0") && !sb.text.contains("Ann"),
        "{}",
        sb.text
    );
    assert_eq!(sb.json["rounds"][0]["decided"], 2);
    let st = call(base, GET, &path("state"), Some(&teacher), None).await;
    assert_eq!(st.json["participants"].as_array().unwrap().len(), 3);
    assert_eq!(st.json["participants"][0]["name"], "<b>Ann</b>");

    // Only the teacher closes and exports; the close fills in a bot for the silent student.
    assert_eq!(
        call(
            base,
            POST,
            &path("rounds/1/close"),
            Some(&tc),
            Some(json!({}))
        )
        .await
        .status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        call(base, GET, &path("export.csv"), Some(&tc), None)
            .await
            .status,
        StatusCode::FORBIDDEN
    );
    let closed = call(
        base,
        POST,
        &path("rounds/1/close"),
        Some(&teacher),
        Some(json!({})),
    )
    .await;
    assert_eq!(closed.status, StatusCode::OK, "{}", closed.text);
    let r = &closed.json;
    let list = r["decisions"].as_array().unwrap();
    assert_eq!(list.len(), 3);
    assert_eq!(list.iter().filter(|d| d["by_bot"] == true).count(), 1);
    // The bot plays the equilibrium, 0: the mean is 20, the target 40/3, Ann's 20 wins.
    assert_eq!(r["summary"]["mean"], 20.0);
    assert_eq!(r["theory"]["nash"], 0.0);
    let ann = list.iter().find(|d| d["participant"] == a).unwrap();
    assert_eq!(ann["payoff"], 10.0, "{}", closed.text);
    let twice = call(
        base,
        POST,
        &path("rounds/1/close"),
        Some(&teacher),
        Some(json!({})),
    )
    .await;
    assert_eq!(
        twice.json, closed.json,
        "a second close gives the same results"
    );
    let late = decide(tc.clone(), "c1", json!({ "number": 3 })).await;
    assert_eq!(late.status, StatusCode::CONFLICT);
    // The bot's row is not a student's acknowledged decision, whatever key is sent.
    let as_bot = decide(tc.clone(), "bot", json!({ "number": 3 })).await;
    assert_eq!(as_bot.status, StatusCode::CONFLICT, "{}", as_bot.text);

    // After the close a student sees the class's choices, without names.
    let sc = call(base, GET, &path("state"), Some(&tc), None).await;
    let results = &sc.json["rounds"][0]["results"];
    assert_eq!(results["decisions"].as_array().unwrap().len(), 3);
    assert!(!sc.text.contains("Ann"), "{}", sc.text);
    assert_eq!(sc.json["decisions"][0]["by_bot"], true);

    // Exports: tidy CSV, wide CSV, JSON.
    let csv = call(base, GET, &path("export.csv"), Some(&teacher), None).await;
    assert_eq!(csv.status, StatusCode::OK);
    let mut lines = csv.text.lines();
    assert_eq!(
        lines.next().unwrap(),
        "session,round,participant,name,role,group,field,value,payoff,submitted_at,by_bot"
    );
    assert_eq!(csv.text.lines().count(), 4);
    assert!(
        csv.text
            .contains(&format!("{code},1,{a},<b>Ann</b>,player,0,number,20,10,")),
        "{}",
        csv.text
    );
    let wide = call(base, GET, &path("export-wide.csv"), Some(&teacher), None).await;
    assert!(wide
        .text
        .starts_with("session,round,participant,name,role,group,decision.number,"));
    let whole = call(base, GET, &path("export.json"), Some(&teacher), None).await;
    assert_eq!(whole.json["decisions"].as_array().unwrap().len(), 3);

    // Without a valid token, a real code and a made-up one answer alike.
    let real = call(
        base,
        GET,
        &path("state"),
        Some("0123456789abcdef0123456789abcdef"),
        None,
    )
    .await;
    let fake = call(
        base,
        GET,
        "/api/sessions/ZZZZ/state",
        Some("0123456789abcdef0123456789abcdef"),
        None,
    )
    .await;
    assert_eq!(
        (real.status, fake.status),
        (StatusCode::UNAUTHORIZED, StatusCode::UNAUTHORIZED)
    );
    // Tokens are scoped to their session.
    let (code2, teacher2) = session(base, "pd", json!({})).await;
    assert_eq!(
        call(
            base,
            GET,
            &format!("/api/sessions/{code2}/state"),
            Some(&ta),
            None
        )
        .await
        .status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        call(base, GET, &path("state"), Some(&teacher2), None)
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );

    // Sizes: a body over 64 KiB is a 413; an unknown address a 404; both JSON.
    let big = json!({ "name": "x".repeat(70_000) });
    let too_big = call(base, POST, &path("join"), None, Some(big)).await;
    assert_eq!(too_big.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(too_big.json["error"], "too_large");
    let missing = call(base, GET, "/api/nothing/here", None, None).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(missing.json["error"], "not_found");

    // Every round planned, then no more.
    let opened = call(base, POST, &path("rounds"), Some(&teacher), Some(json!({}))).await;
    assert_eq!(opened.json["round"], 2);
    call(
        base,
        POST,
        &path("rounds/2/close"),
        Some(&teacher),
        Some(json!({})),
    )
    .await;
    let over = call(base, POST, &path("rounds"), Some(&teacher), Some(json!({}))).await;
    assert_eq!(over.status, StatusCode::CONFLICT);
    assert_eq!(over.json["error"], "no_more_rounds");
    let _ = teacher2;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn codes_cannot_be_guessed_in_bulk() {
    let db = &databases("guess")[0];
    let server = Server::start(db).await;
    let mut limited = false;
    for i in 0..60 {
        let a = call(
            &server.base,
            POST,
            &format!("/api/sessions/{}/join", ["ABCD", "EFGH", "JKMN"][i % 3]),
            None,
            Some(json!({})),
        )
        .await;
        assert!(a.status == StatusCode::NOT_FOUND || a.status == StatusCode::TOO_MANY_REQUESTS);
        if a.status == StatusCode::TOO_MANY_REQUESTS {
            limited = true;
            break;
        }
    }
    assert!(limited, "unknown codes tried in bulk are refused");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_plays_a_round_over_http() {
    let db = &databases("games")[0];
    let server = Server::start(db).await;
    let base = &server.base;
    let games = call(base, GET, "/api/games", None, None).await;
    for g in games.json.as_array().unwrap() {
        let key = g["game"].as_str().unwrap();
        let (code, teacher) = session(base, key, json!({ "bot": "uniform" })).await;
        for i in 0..5 {
            join(base, &code, &format!("S{i}")).await;
        }
        let opened = call(
            base,
            POST,
            &format!("/api/sessions/{code}/rounds"),
            Some(&teacher),
            Some(json!({})),
        )
        .await;
        assert_eq!(opened.status, StatusCode::OK, "{key}: {}", opened.text);
        let closed = call(
            base,
            POST,
            &format!("/api/sessions/{code}/rounds/1/close"),
            Some(&teacher),
            Some(json!({})),
        )
        .await;
        assert_eq!(closed.status, StatusCode::OK, "{key}: {}", closed.text);
        let list = closed.json["decisions"].as_array().unwrap();
        assert!(list.len() >= 5, "{key}");
        assert!(
            list.iter()
                .all(|d| d["by_bot"] == true && d["payoff"].is_number()),
            "{key}: {}",
            closed.text
        );
        assert!(
            closed.json["theory"]["text"].is_string(),
            "{key}: {}",
            closed.text
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_password_guards_new_sessions_when_set() {
    let db = &databases("password")[0];
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let server = Server::start_on(db, port, &["--admin-password", "s3cret"]).await;
    let body = json!({ "game": "beauty" });
    let without = call(
        &server.base,
        POST,
        "/api/sessions",
        None,
        Some(body.clone()),
    )
    .await;
    assert_eq!(without.status, StatusCode::FORBIDDEN);
    assert_eq!(without.json["error"], "forbidden");
    let wrong = call(
        &server.base,
        POST,
        "/api/sessions",
        Some("guess"),
        Some(body.clone()),
    )
    .await;
    assert_eq!(wrong.status, StatusCode::FORBIDDEN);
    let with = call(
        &server.base,
        POST,
        "/api/sessions",
        Some("s3cret"),
        Some(body),
    )
    .await;
    assert_eq!(with.status, StatusCode::OK, "{}", with.text);
}
