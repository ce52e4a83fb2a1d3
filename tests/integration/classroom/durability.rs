//! Nothing acknowledged is lost: `kill -9` mid-round and a restart; deadlines closed by the
//! server with bots marked; two processes sharing one PostgreSQL; the swarm's own count.

use super::server::{call, databases, join, session, Server};
use reqwest::{Method, StatusCode};
use serde_json::json;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_loses_no_acknowledged_decision() {
    for db in databases("kill") {
        let mut server = Server::start(&db).await;
        let (code, teacher) = session(&server.base, "beauty", json!({ "rounds": 2 })).await;
        let mut students = Vec::new();
        for i in 0..30 {
            students.push(join(&server.base, &code, &format!("S{i}")).await);
        }
        let path = |p: &str| format!("/api/sessions/{code}/{p}");
        call(
            &server.base,
            Method::POST,
            &path("rounds"),
            Some(&teacher),
            Some(json!({})),
        )
        .await;
        // 20 decisions sent at once; every one acknowledged before the kill.
        let mut sent = Vec::new();
        for (i, (_, token)) in students.iter().take(20).enumerate() {
            let (base, p, token) = (server.base.clone(), path("decisions"), token.clone());
            sent.push(tokio::spawn(async move {
                call(
                    &base,
                    Method::POST,
                    &p,
                    Some(&token),
                    Some(
                        json!({ "round": 1, "key": format!("k{i}"), "decision": { "number": i } }),
                    ),
                )
                .await
            }));
        }
        for s in sent {
            let a = s.await.unwrap();
            assert_eq!(
                a.json,
                json!({ "ok": true, "duplicate": false }),
                "{db}: {}",
                a.text
            );
        }
        server.kill9();
        server.restart().await;
        // The round is still open; all 20 are there; a retried send is a duplicate.
        let st = call(
            &server.base,
            Method::GET,
            &path("state"),
            Some(&teacher),
            None,
        )
        .await;
        assert_eq!(st.json["current"]["status"], "open", "{db}: {}", st.text);
        assert_eq!(st.json["rounds"][0]["decided"], 20, "{db}: {}", st.text);
        let retry = call(
            &server.base,
            Method::POST,
            &path("decisions"),
            Some(&students[3].1),
            Some(json!({ "round": 1, "key": "k3", "decision": { "number": 3 } })),
        )
        .await;
        assert_eq!(retry.json["duplicate"], true, "{db}");
        // The round goes on: the others decide now, and the close counts everyone.
        for (i, (_, token)) in students.iter().enumerate().skip(20) {
            let a = call(
                &server.base,
                Method::POST,
                &path("decisions"),
                Some(token),
                Some(json!({ "round": 1, "key": format!("k{i}"), "decision": { "number": 50 } })),
            )
            .await;
            assert_eq!(a.status, StatusCode::OK, "{db}: {}", a.text);
        }
        let closed = call(
            &server.base,
            Method::POST,
            &path("rounds/1/close"),
            Some(&teacher),
            Some(json!({})),
        )
        .await;
        let list = closed.json["decisions"].as_array().unwrap();
        assert_eq!(list.len(), 30, "{db}");
        assert!(list.iter().all(|d| d["by_bot"] == false), "{db}");
        // A student's token still works after the restart.
        let st = call(
            &server.base,
            Method::GET,
            &path("state"),
            Some(&students[0].1),
            None,
        )
        .await;
        assert_eq!(
            st.json["decisions"][0]["decision"]["number"], 0.0,
            "{db}: {}",
            st.text
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deadline_closes_the_round_with_bots_marked() {
    for db in databases("deadline") {
        let server = Server::start(&db).await;
        let base = &server.base;
        let (code, teacher) =
            session(base, "pd", json!({ "deadline_seconds": 1, "rounds": 1 })).await;
        let (_, t1) = join(base, &code, "One").await;
        join(base, &code, "Two").await;
        join(base, &code, "Three").await;
        let path = |p: &str| format!("/api/sessions/{code}/{p}");
        let opened = call(
            base,
            Method::POST,
            &path("rounds"),
            Some(&teacher),
            Some(json!({})),
        )
        .await;
        assert_eq!(opened.status, StatusCode::OK);
        let st = call(base, Method::GET, &path("state"), Some(&t1), None).await;
        assert!(st.json["rounds"][0]["deadline_at"].is_i64(), "{}", st.text);
        let a = call(
            base,
            Method::POST,
            &path("decisions"),
            Some(&t1),
            Some(json!({ "round": 1, "key": "x", "decision": { "action": "C" } })),
        )
        .await;
        assert_eq!(a.status, StatusCode::OK, "{}", a.text);
        let mut closed = false;
        for _ in 0..60 {
            tokio::time::sleep(Duration::from_millis(100)).await;
            let st = call(base, Method::GET, &path("state"), Some(&teacher), None).await;
            if st.json["current"]["status"] == "closed" {
                closed = true;
                break;
            }
        }
        assert!(closed, "{db}: the deadline closed the round");
        let csv = call(base, Method::GET, &path("export.csv"), Some(&teacher), None).await;
        // Four seats (three students and a bot filling the second pair): three by bots.
        let bots = csv.text.lines().filter(|l| l.ends_with(",true")).count();
        let people = csv.text.lines().filter(|l| l.ends_with(",false")).count();
        assert_eq!((people, bots), (1, 3), "{db}: {}", csv.text);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_share_one_postgres() {
    let Ok(pg) = std::env::var("GAMELAB_TEST_POSTGRES") else {
        eprintln!(
            "GAMELAB_TEST_POSTGRES is not set: ./scripts/test.sh starts a PostgreSQL for this test"
        );
        return;
    };
    let a = Server::start(&pg).await;
    let b = Server::start(&pg).await;
    // One session, used through both: created on A, joined and decided on B, closed on A.
    let (code, teacher) = session(&a.base, "beauty", json!({})).await;
    let (_, s1) = join(&b.base, &code, "Via B").await;
    let (_, s2) = join(&a.base, &code, "Via A").await;
    let path = |p: &str| format!("/api/sessions/{code}/{p}");
    call(
        &b.base,
        Method::POST,
        &path("rounds"),
        Some(&teacher),
        Some(json!({})),
    )
    .await;
    let d1 = call(
        &b.base,
        Method::POST,
        &path("decisions"),
        Some(&s1),
        Some(json!({ "round": 1, "key": "1", "decision": { "number": 10 } })),
    )
    .await;
    let d2 = call(
        &a.base,
        Method::POST,
        &path("decisions"),
        Some(&s2),
        Some(json!({ "round": 1, "key": "2", "decision": { "number": 30 } })),
    )
    .await;
    assert_eq!((d1.status, d2.status), (StatusCode::OK, StatusCode::OK));
    let again = call(
        &a.base,
        Method::POST,
        &path("decisions"),
        Some(&s1),
        Some(json!({ "round": 1, "key": "1", "decision": { "number": 10 } })),
    )
    .await;
    assert_eq!(again.json["duplicate"], true);
    let closed = call(
        &a.base,
        Method::POST,
        &path("rounds/1/close"),
        Some(&teacher),
        Some(json!({})),
    )
    .await;
    assert_eq!(closed.json["summary"]["mean"], 20.0, "{}", closed.text);
    // A swarm on each process at once: nothing lost, nothing twice.
    let runs: Vec<_> = [&a.base, &b.base]
        .into_iter()
        .map(|base| {
            std::process::Command::new(env!("CARGO_BIN_EXE_gamelab"))
                .args([
                    "classroom",
                    "swarm",
                    "--url",
                    base,
                    "--students",
                    "60",
                    "--rounds",
                    "2",
                    "--json",
                ])
                .output()
        })
        .collect();
    for run in runs {
        let out = run.unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(
            (report["lost"].as_u64(), report["duplicated"].as_u64()),
            (Some(0), Some(0))
        );
        assert_eq!(report["decisions"], 120);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_swarm_reports_its_class() {
    let db = &databases("swarm")[0];
    let server = Server::start(db).await;
    for game in ["beauty", "auction-first", "blotto"] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_gamelab"))
            .args([
                "classroom",
                "swarm",
                "--url",
                &server.base,
                "--students",
                "40",
                "--rounds",
                "2",
                "--game",
                game,
                "--json",
            ])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{game}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(report["decisions"], 80, "{game}: {report}");
        assert_eq!(report["lost"], 0);
        assert_eq!(report["duplicated"], 0);
        assert_eq!(report["errors"], 0, "{game}: {report}");
        for k in [
            "p50_ms",
            "p95_ms",
            "p99_ms",
            "max_ms",
            "decisions_per_second",
        ] {
            assert!(report[k].as_f64().unwrap() > 0.0, "{k}");
        }
    }
    // The export from the command line reads the same database.
    let code = {
        let (code, teacher) = session(&server.base, "beauty", json!({})).await;
        let (_, t) = join(&server.base, &code, "Solo, \"quoted\"").await;
        call(
            &server.base,
            Method::POST,
            &format!("/api/sessions/{code}/rounds"),
            Some(&teacher),
            Some(json!({})),
        )
        .await;
        call(
            &server.base,
            Method::POST,
            &format!("/api/sessions/{code}/decisions"),
            Some(&t),
            Some(json!({ "round": 1, "key": "k", "decision": { "number": 7 } })),
        )
        .await;
        call(
            &server.base,
            Method::POST,
            &format!("/api/sessions/{code}/rounds/1/close"),
            Some(&teacher),
            Some(json!({})),
        )
        .await;
        code
    };
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gamelab"))
        .args(["classroom", "export", &code, "--database", db])
        .output()
        .unwrap();
    let csv = String::from_utf8(out.stdout).unwrap();
    assert!(
        csv.contains("\"Solo, \"\"quoted\"\"\",player,0,number,7,10,"),
        "{csv}"
    );
}
