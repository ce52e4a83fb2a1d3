//! Rounds: opening one (its seats drawn from a seed stored with it), taking decisions
//! (committed before they are acknowledged, idempotent by the client's key), and closing it
//! (bots decide for the empty seats, the game scores the round, the theory is computed).
//!
//! Why every rule is in one SQL statement or one transaction: a decision is inserted only
//! while its round is open, in the same statement that checks it (with a row lock on the round
//! in PostgreSQL), and the close marks the round closed before it reads the decisions — so a
//! decision is either in the results or refused, never acknowledged and then missing, whatever
//! the number of server processes.

use super::app::App;
use super::db::{int, text};
use super::error::ApiError;
use super::now_ms;
use super::sessions::{participants, Session};
use super::writer::Pending;
use gamelab::games::classroom::Seat;
use gamelab::rng::Seed;
use serde_json::{json, Value};
use std::sync::Arc;

/// The longest idempotency key.
const MAX_KEY: usize = 100;

/// The seed of round `n`'s draws.
fn round_seed(session: &Session, n: i64) -> Seed {
    Seed(session.seed).derive(n as u64)
}

/// The newest round: its number and status.
pub async fn newest(app: &App, session: &Session) -> Result<Option<(i64, String)>, ApiError> {
    let row = sqlx::query(
        "SELECT number, status FROM rounds WHERE session_id = $1 ORDER BY number DESC LIMIT 1",
    )
    .bind(session.id)
    .fetch_optional(&app.db.pool)
    .await?;
    Ok(row.map(|r| (int(&r, "number"), text(&r, "status"))))
}

/// Opens the next round; returns its number.
pub async fn open(app: &App, session: &Session) -> Result<i64, ApiError> {
    let n = match newest(app, session).await? {
        Some((n, status)) if status == "open" => {
            return Err(ApiError::conflict(
                "round_open",
                format!("Round {n} is still open: close it before opening the next."),
            ))
        }
        Some((n, _)) => n + 1,
        None => 1,
    };
    let planned = i64::from(session.settings.common.rounds);
    if n > planned {
        return Err(ApiError::conflict(
            "no_more_rounds",
            format!("This session planned {planned} rounds, and all have been played."),
        ));
    }
    let people: Vec<i64> = participants(app, session)
        .await?
        .into_iter()
        .map(|(id, _)| id)
        .collect();
    if people.is_empty() {
        return Err(ApiError::conflict(
            "nobody_joined",
            "Nobody has joined yet: show the code and wait for the class.",
        ));
    }
    let first = if n > 1 {
        seats(app, session, 1).await.ok()
    } else {
        None
    };
    let mut rng = round_seed(session, n).rng();
    let drawn = session.game.seats(
        &session.settings.settings,
        &people,
        first.as_deref().map(|v| &v[..]),
        &mut rng,
    );
    let now = now_ms();
    let deadline = match session.settings.common.deadline_seconds {
        0 => 0,
        s => now + i64::from(s) * 1000,
    };
    let inserted = sqlx::query(
        "INSERT INTO rounds (session_id, number, status, seats, seed, opened_at, deadline_at,
                             closed_at, results)
         VALUES ($1, $2, 'open', $3, $4, $5, $6, 0, '') ON CONFLICT DO NOTHING RETURNING number",
    )
    .bind(session.id)
    .bind(n)
    .bind(serde_json::to_string(&drawn).unwrap_or_default())
    .bind(round_seed(session, n).0 as i64)
    .bind(now)
    .bind(deadline)
    .fetch_optional(&app.db.pool)
    .await?;
    if inserted.is_none() {
        return Err(ApiError::conflict(
            "round_open",
            format!("Round {n} was opened a moment ago."),
        ));
    }
    app.hub.send(
        session.id,
        json!({ "type": "round_opened", "round": n, "deadline_at": (deadline > 0).then_some(deadline) }),
        false,
    );
    Ok(n)
}

/// Round `n`'s seats (cached: they never change once drawn).
pub async fn seats(app: &App, session: &Session, n: i64) -> Result<Arc<Vec<Seat>>, ApiError> {
    if let Some(s) = app.cache_seats(session.id, n) {
        return Ok(s);
    }
    let row = sqlx::query("SELECT seats FROM rounds WHERE session_id = $1 AND number = $2")
        .bind(session.id)
        .bind(n)
        .fetch_optional(&app.db.pool)
        .await?
        .ok_or_else(|| {
            ApiError::conflict(
                "no_round",
                format!("There is no round {n} in this session."),
            )
        })?;
    let seats: Vec<Seat> = serde_json::from_str(&text(&row, "seats")).unwrap_or_default();
    let seats = Arc::new(seats);
    app.remember_seats(session.id, n, seats.clone());
    Ok(seats)
}

/// Takes participant `who`'s decision for round `n`; `Ok(true)` when it is a repeat of one
/// already taken under the same key.
pub async fn decide(
    app: &App,
    session: &Session,
    who: i64,
    n: i64,
    key: &str,
    decision: &Value,
) -> Result<bool, ApiError> {
    if key.is_empty() || key.chars().count() > MAX_KEY || key.chars().any(char::is_control) {
        return Err(ApiError::bad(
            "invalid",
            format!("key: An idempotency key is 1 to {MAX_KEY} characters of text."),
        ));
    }
    let seats = seats(app, session, n).await?;
    let Some(seat) = seats.iter().position(|s| s.participant == Some(who)) else {
        return Err(ApiError::conflict(
            "not_in_round",
            format!("You joined after round {n} began: you play from the next round."),
        ));
    };
    let normal = session
        .game
        .decision(&session.settings.settings, &seats[seat], decision)?;
    let players = seats.iter().filter(|s| s.participant.is_some()).count();
    let inserted = app
        .writer
        .write(Pending {
            session: session.id,
            round: n,
            seat: seat as i64,
            participant: who,
            key: key.to_string(),
            decision: normal.to_string(),
            at: now_ms(),
            players,
        })
        .await?;
    if inserted {
        return Ok(false);
    }
    let earlier = sqlx::query(
        "SELECT idem_key, by_bot FROM decisions WHERE session_id = $1 AND round = $2 AND seat = $3",
    )
    .bind(session.id)
    .bind(n)
    .bind(seat as i64)
    .fetch_optional(&app.db.pool)
    .await?;
    match earlier {
        Some(row) if int(&row, "by_bot") != 0 => Err(ApiError::conflict(
            "round_closed",
            format!("Round {n} has closed; a bot decided for you."),
        )),
        Some(row) if text(&row, "idem_key") == key => Ok(true),
        Some(_) => Err(ApiError::conflict(
            "already_decided",
            format!("You have already decided in round {n}; a decision cannot be changed."),
        )),
        None => Err(ApiError::conflict(
            "round_closed",
            format!("Round {n} is not open: wait for the next round."),
        )),
    }
}

/// Closes round `n` (once: a second close returns the same results) and returns its results.
pub async fn close(app: &App, session: &Session, n: i64) -> Result<Value, ApiError> {
    let seats = seats(app, session, n).await?;
    // The names are read before the transaction: it holds SQLite's write lock, and must not
    // wait for a second connection meanwhile.
    let names = participants(app, session).await?;
    let mut tx = app.db.pool.begin().await?;
    let closed = sqlx::query(
        "UPDATE rounds SET status = 'closed', closed_at = $3
         WHERE session_id = $1 AND number = $2 AND status = 'open'",
    )
    .bind(session.id)
    .bind(n)
    .bind(now_ms())
    .execute(&mut *tx)
    .await?;
    if closed.rows_affected() == 0 {
        drop(tx);
        return results(app, session, n).await;
    }
    let rows = sqlx::query(
        "SELECT seat, decision FROM decisions WHERE session_id = $1 AND round = $2 ORDER BY seat",
    )
    .bind(session.id)
    .bind(n)
    .fetch_all(&mut *tx)
    .await?;
    let mut decisions: Vec<Option<Value>> = vec![None; seats.len()];
    for r in &rows {
        let seat = int(r, "seat") as usize;
        if seat < decisions.len() {
            decisions[seat] = serde_json::from_str(&text(r, "decision")).ok();
        }
    }
    // Bots decide for the empty seats, from a stream of their own.
    let mut rng = round_seed(session, n).derive(u64::MAX).rng();
    let now = now_ms();
    let mut by_bot = vec![false; seats.len()];
    for (i, seat) in seats.iter().enumerate() {
        if decisions[i].is_none() {
            let d = session.game.bot(&session.settings.settings, seat, &mut rng);
            sqlx::query(
                "INSERT INTO decisions (session_id, round, seat, participant, idem_key, decision,
                                        submitted_at, by_bot)
                 VALUES ($1, $2, $3, $4, 'bot', $5, $6, 1)",
            )
            .bind(session.id)
            .bind(n)
            .bind(i as i64)
            .bind(seat.participant)
            .bind(d.to_string())
            .bind(now)
            .execute(&mut *tx)
            .await?;
            decisions[i] = Some(d);
            by_bot[i] = true;
        }
    }
    let decisions: Vec<Value> = decisions
        .into_iter()
        .map(Option::unwrap_or_default)
        .collect();
    let outcome = session
        .game
        .outcome(&session.settings.settings, &seats, &decisions);
    for (i, payoff) in outcome.payoffs.iter().enumerate() {
        sqlx::query(
            "UPDATE decisions SET payoff = $4 WHERE session_id = $1 AND round = $2 AND seat = $3",
        )
        .bind(session.id)
        .bind(n)
        .bind(i as i64)
        .bind(*payoff)
        .execute(&mut *tx)
        .await?;
    }
    let list: Vec<Value> = seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            json!({
                "seat": i,
                "participant": s.participant,
                "name": s.participant.and_then(|p| names.iter().find(|(id, _)| *id == p)).map(|x| x.1.clone()),
                "role": s.role,
                "group": s.group,
                "private": s.private,
                "decision": decisions[i],
                "payoff": outcome.payoffs.get(i),
                "by_bot": by_bot[i],
            })
        })
        .collect();
    let results = json!({
        "round": n,
        "decisions": list,
        "summary": outcome.summary,
        "theory": outcome.theory,
    });
    sqlx::query("UPDATE rounds SET results = $3 WHERE session_id = $1 AND number = $2")
        .bind(session.id)
        .bind(n)
        .bind(results.to_string())
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    app.hub.send(
        session.id,
        json!({ "type": "round_closed", "round": n }),
        false,
    );
    Ok(results)
}

/// A closed round's stored results (409 while it is open).
pub async fn results(app: &App, session: &Session, n: i64) -> Result<Value, ApiError> {
    let row =
        sqlx::query("SELECT status, results FROM rounds WHERE session_id = $1 AND number = $2")
            .bind(session.id)
            .bind(n)
            .fetch_optional(&app.db.pool)
            .await?
            .ok_or_else(|| {
                ApiError::conflict(
                    "no_round",
                    format!("There is no round {n} in this session."),
                )
            })?;
    if text(&row, "status") != "closed" {
        return Err(ApiError::conflict(
            "round_open",
            format!("Round {n} is still open."),
        ));
    }
    Ok(serde_json::from_str(&text(&row, "results")).unwrap_or(Value::Null))
}

/// A closed round's results, whole (the teacher's) and as the class sees them (cached: they
/// never change once the round closed).
pub async fn results_cached(
    app: &App,
    session: &Session,
    n: i64,
) -> Result<(Arc<Value>, Arc<Value>), ApiError> {
    if let Some(r) = app.cache_results(session.id, n) {
        return Ok(r);
    }
    let whole = results(app, session, n).await?;
    let class = super::sessions::for_class(&whole);
    let pair = (Arc::new(whole), Arc::new(class));
    app.remember_results(session.id, n, pair.clone());
    Ok(pair)
}

/// Closes every open round whose deadline has passed (any session of this database).
pub async fn close_due(app: &App) -> Result<(), ApiError> {
    let due = sqlx::query(
        "SELECT s.code AS code, r.number AS number FROM rounds r JOIN sessions s ON s.id = r.session_id
         WHERE r.status = 'open' AND r.deadline_at > 0 AND r.deadline_at <= $1",
    )
    .bind(now_ms())
    .fetch_all(&app.db.pool)
    .await?;
    for row in due {
        // One session that fails (its error is logged) does not keep the others open.
        let code = text(&row, "code");
        let closed = match super::sessions::by_code(app, &code, "deadline", false).await {
            Ok(session) => close(app, &session, int(&row, "number")).await.map(|_| ()),
            Err(e) => Err(e),
        };
        if let Err(e) = closed {
            eprintln!("classroom: closing {code} at its deadline: {}", e.message);
        }
    }
    Ok(())
}
