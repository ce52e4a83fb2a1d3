//! `gamelab classroom swarm`: a class of bot students against a running server — each joins,
//! keeps a WebSocket open, and on every round's opening reads its seat and sends a decision —
//! while a bot teacher opens and closes the rounds. It reports how long each decision took to
//! be acknowledged (p50, p95, p99, max), decisions per second, and, from the teacher's export,
//! any acknowledged decision lost or stored twice.
//!
//! Why the students decide with the core's bots: every game's decision is then valid for the
//! student's role and private value, whatever the game, and the swarm exercises the same
//! checks the page does. One student in ten sends its decision twice (a retry after a lost
//! answer): the second must come back `duplicate: true` and change nothing.

use futures_util::StreamExt;
use gamelab::games::classroom::{self, Seat};
use gamelab::rng::Seed;
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::Mutex;

/// What to run.
pub struct Plan {
    /// The server's address.
    pub url: String,
    /// How many students.
    pub students: usize,
    /// How many rounds.
    pub rounds: usize,
    /// The game.
    pub game: String,
    /// The password to start a session, if the server asks one.
    pub admin_password: Option<String>,
    /// Print JSON.
    pub json: bool,
}

/// What the students measured.
#[derive(Default)]
struct Tally {
    latencies_ms: Vec<f64>,
    acked: Vec<(i64, i64)>,
    errors: Vec<String>,
    duplicates_wrong: usize,
    last_ack: Option<Instant>,
}

async fn call(
    client: &reqwest::Client,
    method: reqwest::Method,
    url: &str,
    token: Option<&str>,
    body: Option<&Value>,
) -> Result<Value, String> {
    let mut request = client.request(method, url);
    if let Some(t) = token {
        request = request.header("Authorization", format!("Bearer {t}"));
    }
    if let Some(b) = body {
        request = request
            .header("Content-Type", "application/json")
            .body(b.to_string());
    }
    let response = request.send().await.map_err(|e| format!("{url}: {e}"))?;
    let status = response.status();
    let text = response.text().await.map_err(|e| format!("{url}: {e}"))?;
    if !status.is_success() {
        return Err(format!("{url}: {status}: {text}"));
    }
    serde_json::from_str(&text).map_err(|e| format!("{url}: not JSON: {e}"))
}

/// Runs the swarm and prints its report.
pub async fn swarm(plan: Plan) -> Result<(), String> {
    if plan.students == 0 || plan.rounds == 0 {
        return Err("--students and --rounds are at least 1".to_string());
    }
    let game = classroom::game(&plan.game).map_err(|p| format!("--game: {}", p.message))?;
    let base = plan.url.trim_end_matches('/').to_string();
    let ws_base = base
        .replacen("http://", "ws://", 1)
        .replacen("https://", "wss://", 1);
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(plan.students + 8)
        .timeout(Duration::from_secs(60))
        .build()
        .map_err(|e| e.to_string())?;
    let settings = json!({ "rounds": plan.rounds, "bot": "uniform" });
    let created = call(
        &client,
        reqwest::Method::POST,
        &format!("{base}/api/sessions"),
        plan.admin_password.as_deref(),
        Some(&json!({ "game": game.key(), "settings": settings })),
    )
    .await?;
    let code = created["code"].as_str().unwrap_or_default().to_string();
    let teacher = created["teacher_token"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let settings = game
        .settings(&settings)
        .map_err(|p| format!("settings: {}", p.message))?;
    let tally = Arc::new(Mutex::new(Tally::default()));
    let (ready_tx, mut ready_rx) = tokio::sync::mpsc::channel::<Result<(), String>>(plan.students);
    let mut tasks = Vec::new();
    for i in 0..plan.students {
        let (client, base, ws_base, code) =
            (client.clone(), base.clone(), ws_base.clone(), code.clone());
        let (tally, ready, settings) = (tally.clone(), ready_tx.clone(), settings.clone());
        let rounds = plan.rounds as i64;
        tasks.push(tokio::spawn(async move {
            let joined = call(
                &client,
                reqwest::Method::POST,
                &format!("{base}/api/sessions/{code}/join"),
                None,
                Some(&json!({ "name": format!("Bot {}", i + 1) })),
            )
            .await;
            let joined = match joined {
                Ok(j) => j,
                Err(e) => {
                    let _ = ready.send(Err(e)).await;
                    return;
                }
            };
            let token = joined["token"].as_str().unwrap_or_default().to_string();
            let url = format!("{ws_base}/api/sessions/{code}/ws?token={token}");
            let mut socket = match tokio_tungstenite::connect_async(url.as_str()).await {
                Ok((s, _)) => s,
                Err(e) => {
                    let _ = ready.send(Err(format!("{url}: {e}"))).await;
                    return;
                }
            };
            let _ = ready.send(Ok(())).await;
            let mut rng = Seed(i as u64).rng();
            let mut done = 0;
            while done < rounds {
                let Some(Ok(message)) = socket.next().await else {
                    tally
                        .lock()
                        .await
                        .errors
                        .push(format!("student {i}: socket closed"));
                    return;
                };
                let Ok(text) = message.to_text() else {
                    continue;
                };
                let Ok(event) = serde_json::from_str::<Value>(text) else {
                    continue;
                };
                if event["type"] != "round_opened" {
                    continue;
                }
                let n = event["round"].as_i64().unwrap_or(0);
                done = n;
                let seat = Some(Seat {
                    participant: joined["participant"].as_str().and_then(|p| p.parse().ok()),
                    role: event["seat"]["role"]
                        .as_str()
                        .unwrap_or_default()
                        .to_string(),
                    group: event["seat"]["group"].as_u64().unwrap_or(0) as u32,
                    private: event["seat"]["private"].clone(),
                })
                .filter(|s| !s.role.is_empty());
                let Some(seat) = seat else {
                    tally
                        .lock()
                        .await
                        .errors
                        .push(format!("student {i}: no seat in round {n}"));
                    continue;
                };
                let decision = game.bot(&settings, &seat, &mut rng);
                let body =
                    json!({ "round": n, "key": format!("swarm-{i}-{n}"), "decision": decision });
                let url = format!("{base}/api/sessions/{code}/decisions");
                let sent = Instant::now();
                let answer = call(
                    &client,
                    reqwest::Method::POST,
                    &url,
                    Some(&token),
                    Some(&body),
                )
                .await;
                let took = sent.elapsed().as_secs_f64() * 1000.0;
                let mut t = tally.lock().await;
                match answer {
                    Ok(a) if a["ok"] == true && a["duplicate"] == false => {
                        t.latencies_ms.push(took);
                        t.acked.push((seat.participant.unwrap_or(-1), n));
                        t.last_ack = Some(Instant::now());
                    }
                    Ok(a) => t.errors.push(format!("student {i}: answered {a}")),
                    Err(e) => t.errors.push(format!("student {i}: {e}")),
                }
                drop(t);
                if i % 10 == 0 {
                    let again = call(
                        &client,
                        reqwest::Method::POST,
                        &url,
                        Some(&token),
                        Some(&body),
                    )
                    .await;
                    if !matches!(again, Ok(ref a) if a["duplicate"] == true) {
                        tally.lock().await.duplicates_wrong += 1;
                    }
                }
            }
        }));
    }
    drop(ready_tx);
    for _ in 0..plan.students {
        match ready_rx.recv().await {
            Some(Ok(())) => {}
            Some(Err(e)) => return Err(format!("a student could not join: {e}")),
            None => return Err("the students stopped before joining".to_string()),
        }
    }
    let started = Instant::now();
    let state_url = format!("{base}/api/sessions/{code}/state");
    for _ in 0..plan.rounds {
        let opened = call(
            &client,
            reqwest::Method::POST,
            &format!("{base}/api/sessions/{code}/rounds"),
            Some(&teacher),
            Some(&json!({})),
        )
        .await?;
        let n = opened["round"].as_i64().unwrap_or(0);
        let give_up = Instant::now() + Duration::from_secs(120);
        loop {
            tokio::time::sleep(Duration::from_millis(100)).await;
            let state = call(
                &client,
                reqwest::Method::GET,
                &state_url,
                Some(&teacher),
                None,
            )
            .await?;
            let decided = state["rounds"]
                .as_array()
                .and_then(|r| r.iter().find(|r| r["round"] == n))
                .and_then(|r| r["decided"].as_u64())
                .unwrap_or(0);
            if decided as usize >= plan.students || Instant::now() > give_up {
                break;
            }
        }
        call(
            &client,
            reqwest::Method::POST,
            &format!("{base}/api/sessions/{code}/rounds/{n}/close"),
            Some(&teacher),
            Some(&json!({})),
        )
        .await?;
    }
    for t in tasks {
        let _ = tokio::time::timeout(Duration::from_secs(30), t).await;
    }
    let export = call(
        &client,
        reqwest::Method::GET,
        &format!("{base}/api/sessions/{code}/export.json"),
        Some(&teacher),
        None,
    )
    .await?;
    let t = tally.lock().await;
    let stored: Vec<(i64, i64, bool)> = export["decisions"]
        .as_array()
        .map(|d| {
            d.iter()
                .filter_map(|x| {
                    Some((
                        x["participant"].as_i64()?,
                        x["round"].as_i64()?,
                        x["by_bot"] == true,
                    ))
                })
                .collect()
        })
        .unwrap_or_default();
    let lost = t
        .acked
        .iter()
        .filter(|(p, n)| !stored.iter().any(|(q, m, bot)| q == p && m == n && !bot))
        .count();
    let mut seen = std::collections::BTreeMap::new();
    for (p, n, _) in &stored {
        *seen.entry((*p, *n)).or_insert(0usize) += 1;
    }
    let duplicated = seen.values().filter(|c| **c > 1).count() + t.duplicates_wrong;
    let mut lat = t.latencies_ms.clone();
    lat.sort_by(f64::total_cmp);
    let pct = |q: f64| -> f64 {
        if lat.is_empty() {
            return 0.0;
        }
        let i = ((q * lat.len() as f64).ceil() as usize).clamp(1, lat.len()) - 1;
        (lat[i] * 10.0).round() / 10.0
    };
    let seconds = t
        .last_ack
        .map(|l| l.duration_since(started).as_secs_f64())
        .unwrap_or(0.0)
        .max(1e-9);
    let report = json!({
        "url": base,
        "code": code,
        "game": game.key(),
        "students": plan.students,
        "rounds": plan.rounds,
        "decisions": t.acked.len(),
        "p50_ms": pct(0.50),
        "p95_ms": pct(0.95),
        "p99_ms": pct(0.99),
        "max_ms": lat.last().copied().unwrap_or(0.0),
        "decisions_per_second": ((t.acked.len() as f64 / seconds) * 10.0).round() / 10.0,
        "lost": lost,
        "duplicated": duplicated,
        "errors": t.errors.len(),
        "first_errors": t.errors.iter().take(5).collect::<Vec<_>>(),
    });
    if plan.json {
        println!("{report:#}");
    } else {
        println!(
            "{} students × {} rounds of {} ({}): {} decisions acknowledged; latency p50 {} ms, \
             p95 {} ms, p99 {} ms, max {:.1} ms; {} decisions/s; lost {}, duplicated {}, errors {}",
            plan.students,
            plan.rounds,
            game.key(),
            code,
            t.acked.len(),
            report["p50_ms"],
            report["p95_ms"],
            report["p99_ms"],
            report["max_ms"].as_f64().unwrap_or(0.0),
            report["decisions_per_second"],
            lost,
            duplicated,
            t.errors.len()
        );
        for e in t.errors.iter().take(5) {
            println!("  {e}");
        }
    }
    if lost > 0 || duplicated > 0 {
        return Err(format!("{lost} decisions lost, {duplicated} duplicated"));
    }
    Ok(())
}
