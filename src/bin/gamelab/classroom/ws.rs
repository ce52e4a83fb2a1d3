//! A page's WebSocket: the session's events pushed as they happen, and the page's presence.
//!
//! Why the socket only listens: every action goes through the HTTP calls (so bots, tests and
//! other programs need no socket); the socket tells a page when to read the state again, and
//! tells the teacher who has a page open. A ping every 15 s finds sockets whose phone left.

use super::app::App;
use super::hub::SocketSlot;
use super::sessions::{Session, Who};
use axum::extract::ws::{Message, WebSocket};
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::broadcast::error::RecvError;

/// Serves one socket until it closes.
pub async fn serve(
    app: Arc<App>,
    session: Arc<Session>,
    who: Who,
    mut socket: WebSocket,
    slot: SocketSlot,
) {
    let mut events = app.hub.subscribe(session.id);
    let participant = match who {
        Who::Student(p) => Some(p),
        Who::Teacher => None,
    };
    if let Some(p) = participant {
        app.hub.presence(session.id, p, 1);
    }
    let hello = json!({ "type": "hello", "role": if participant.is_some() { "student" } else { "teacher" } });
    let mut alive = socket
        .send(Message::Text(hello.to_string().into()))
        .await
        .is_ok();
    let mut ping = tokio::time::interval(Duration::from_secs(15));
    ping.tick().await;
    let mut unanswered = 0;
    while alive {
        tokio::select! {
            event = events.recv() => match event {
                Ok(e) if e.teacher_only && participant.is_some() => {}
                Ok(e) => {
                    let json = with_seat(&app, &session, participant, e.json).await;
                    alive = socket.send(Message::Text(json.to_string().into())).await.is_ok();
                }
                // Fell behind: tell the page to read the state afresh.
                Err(RecvError::Lagged(_)) => {
                    let again = json!({ "type": "resync" }).to_string();
                    alive = socket.send(Message::Text(again.into())).await.is_ok();
                }
                Err(RecvError::Closed) => alive = false,
            },
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => alive = false,
                Some(Ok(_)) => unanswered = 0,
            },
            _ = ping.tick() => {
                unanswered += 1;
                alive = unanswered <= 2 && socket.send(Message::Ping(Vec::new().into())).await.is_ok();
            }
        }
    }
    if let Some(p) = participant {
        app.hub.presence(session.id, p, -1);
    }
    drop(events);
    drop(slot);
    app.hub.release(session.id);
}

/// A round's opening as one student receives it: with their own seat (role, group, private
/// value), so their page shows the decision screen without another call.
async fn with_seat(
    app: &App,
    session: &Session,
    participant: Option<i64>,
    mut json: Value,
) -> Value {
    let (Some(p), Some(n)) = (participant, json["round"].as_i64()) else {
        return json;
    };
    if json["type"] != "round_opened" {
        return json;
    }
    if let Ok(seats) = super::rounds::seats(app, session, n).await {
        json["seat"] = seats
            .iter()
            .find(|s| s.participant == Some(p))
            .map(|s| serde_json::json!({ "role": s.role, "group": s.group, "private": s.private }))
            .unwrap_or(Value::Null);
    }
    json
}
