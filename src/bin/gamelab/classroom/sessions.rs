//! Sessions and the people in them: creating a session, joining it, telling a teacher's token
//! from a student's, and what each may see of the session (`state`).
//!
//! Why caches: a session's game, settings and seed never change, nor does whom a token
//! belongs to, so they are read from the database once per process; everything that changes
//! (rounds, decisions) is read from the database on every call, so several processes on one
//! PostgreSQL agree.

use super::app::App;
use super::db::{int, text};
use super::error::ApiError;
use super::{auth, now_ms};
use gamelab::games::classroom::{self, GameDyn, SessionSettings};
use serde_json::{json, Value};
use sqlx::Row;
use std::sync::Arc;

/// A session, as cached.
pub struct Session {
    /// Its row id.
    pub id: i64,
    /// Its join code.
    pub code: String,
    /// Its game.
    pub game: &'static dyn GameDyn,
    /// Its checked settings.
    pub settings: SessionSettings,
    /// The seed its rounds' draws derive from.
    pub seed: u64,
}

/// Whom a token belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Who {
    /// The session's teacher.
    Teacher,
    /// A participant, by id.
    Student(i64),
}

/// The longest name, in characters.
pub const MAX_NAME: usize = 40;

/// Creates a session; returns its code and the teacher's token.
pub async fn create(app: &App, game: &str, settings: &Value) -> Result<(String, String), ApiError> {
    let checked = SessionSettings::check(game, settings)?;
    let token = auth::new_token();
    let seed = auth::new_seed();
    for attempt in 0..40 {
        // Four letters (31⁴ ≈ 920 000 codes) while they are easy to find; longer after.
        let code = auth::new_code(if attempt < 20 { 4 } else { 6 });
        let inserted = sqlx::query(
            "INSERT INTO sessions (code, game, settings, seed, teacher_hash, created_at)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (code) DO NOTHING RETURNING id",
        )
        .bind(&code)
        .bind(checked.game)
        .bind(checked.settings.to_string())
        .bind(seed as i64)
        .bind(auth::hash(&token))
        .bind(now_ms())
        .fetch_optional(&app.db.pool)
        .await?;
        if inserted.is_some() {
            return Ok((code, token));
        }
    }
    Err(ApiError::conflict(
        "no_code",
        "No free join code was found; try again.",
    ))
}

/// The session with this code (a 404 when there is none). Every miss counts against the
/// address; with `guard` (a join, which needs nothing but the code), an address with too many
/// misses is refused whatever the code, so codes cannot be tried in bulk. Calls with a token
/// are not refused so: the token, not the code, is what admits them.
pub async fn by_code(
    app: &App,
    code: &str,
    address: &str,
    guard: bool,
) -> Result<Arc<Session>, ApiError> {
    if guard && !app.code_misses.would_allow(address) {
        return Err(ApiError::too_many());
    }
    let Some(code) = auth::normal_code(code) else {
        app.code_misses.allow(address);
        return Err(ApiError::no_session());
    };
    if let Some(s) = app.cache_session(&code) {
        return Ok(s);
    }
    let row = sqlx::query("SELECT id, game, settings, seed FROM sessions WHERE code = $1")
        .bind(&code)
        .fetch_optional(&app.db.pool)
        .await?;
    let Some(row) = row else {
        app.code_misses.allow(address);
        return Err(ApiError::no_session());
    };
    let game = classroom::game(&text(&row, "game"))?;
    let settings: Value = serde_json::from_str(&text(&row, "settings")).unwrap_or(Value::Null);
    let settings = SessionSettings::check(game.key(), &settings)?;
    let session = Arc::new(Session {
        id: int(&row, "id"),
        code,
        game,
        settings,
        seed: int(&row, "seed") as u64,
    });
    app.remember_session(session.clone());
    Ok(session)
}

/// The session and person a token belongs to (401 when nobody), whatever code was asked.
pub async fn owner(app: &App, token: Option<&str>) -> Result<(i64, Who), ApiError> {
    let token = token.ok_or_else(ApiError::unauthorized)?;
    let hash = auth::hash(token);
    if let Some(found) = app.cache_token(&hash) {
        return Ok(found);
    }
    let teacher = sqlx::query("SELECT id FROM sessions WHERE teacher_hash = $1")
        .bind(&hash)
        .fetch_optional(&app.db.pool)
        .await?;
    let found = if let Some(row) = teacher {
        Some((int(&row, "id"), Who::Teacher))
    } else {
        sqlx::query("SELECT id, session_id FROM participants WHERE token_hash = $1")
            .bind(&hash)
            .fetch_optional(&app.db.pool)
            .await?
            .map(|row| (int(&row, "session_id"), Who::Student(int(&row, "id"))))
    };
    let (s, who) = found.ok_or_else(ApiError::unauthorized)?;
    app.remember_token(hash, s, who.clone());
    Ok((s, who))
}

/// The most participants a session takes.
pub const MAX_PARTICIPANTS: i64 = 2000;

/// Checks a name as sent: 1–40 characters of text once trimmed, no control characters.
pub fn check_name(name: &str) -> Result<String, ApiError> {
    let name = name.trim();
    let n = name.chars().count();
    if n == 0 {
        return Err(ApiError::bad(
            "invalid",
            "name: A name has 1 to 40 characters.",
        ));
    }
    if n > MAX_NAME {
        return Err(ApiError::bad(
            "invalid",
            format!("name: A name has at most {MAX_NAME} characters; this one has {n}."),
        ));
    }
    if name.chars().any(char::is_control) {
        return Err(ApiError::bad(
            "invalid",
            "name: A name is one line of text, without control characters.",
        ));
    }
    Ok(name.to_string())
}

/// Joins a participant; returns their id and token.
pub async fn join(
    app: &App,
    session: &Session,
    name: Option<&str>,
) -> Result<(i64, String), ApiError> {
    let name = name.map(check_name).transpose()?;
    let count = sqlx::query("SELECT COUNT(*) AS n FROM participants WHERE session_id = $1")
        .bind(session.id)
        .fetch_one(&app.db.pool)
        .await?;
    if int(&count, "n") >= MAX_PARTICIPANTS {
        return Err(ApiError::conflict(
            "session_full",
            format!("This session is full ({MAX_PARTICIPANTS} participants)."),
        ));
    }
    let token = auth::new_token();
    let row = sqlx::query(
        "INSERT INTO participants (session_id, name, token_hash, joined_at)
         VALUES ($1, $2, $3, $4) RETURNING id",
    )
    .bind(session.id)
    .bind(name.clone().unwrap_or_default())
    .bind(auth::hash(&token))
    .bind(now_ms())
    .fetch_one(&app.db.pool)
    .await?;
    let id = int(&row, "id");
    let name = match name {
        Some(n) => n,
        None => {
            let n = format!("Player {id}");
            sqlx::query("UPDATE participants SET name = $1 WHERE id = $2")
                .bind(&n)
                .bind(id)
                .execute(&app.db.pool)
                .await?;
            n
        }
    };
    app.remember_token(auth::hash(&token), session.id, Who::Student(id));
    app.hub.send(
        session.id,
        json!({ "type": "joined", "participant": id, "name": name }),
        true,
    );
    Ok((id, token))
}

/// The session's participants: id and name, in joining order.
pub async fn participants(app: &App, session: &Session) -> Result<Vec<(i64, String)>, ApiError> {
    let rows = sqlx::query("SELECT id, name FROM participants WHERE session_id = $1 ORDER BY id")
        .bind(session.id)
        .fetch_all(&app.db.pool)
        .await?;
    Ok(rows
        .iter()
        .map(|r| (int(r, "id"), text(r, "name")))
        .collect())
}

/// The session as `who` may see it.
pub async fn state(app: &App, session: &Session, who: &Who) -> Result<Value, ApiError> {
    let rounds = sqlx::query(
        "SELECT number, status, deadline_at FROM rounds
         WHERE session_id = $1 ORDER BY number",
    )
    .bind(session.id)
    .fetch_all(&app.db.pool)
    .await?;
    let counts = sqlx::query(
        "SELECT round, COUNT(*) AS n FROM decisions WHERE session_id = $1 AND by_bot = 0
         GROUP BY round",
    )
    .bind(session.id)
    .fetch_all(&app.db.pool)
    .await?;
    let mine = match who {
        Who::Student(p) => sqlx::query(
            "SELECT round, decision, payoff, by_bot FROM decisions
                 WHERE session_id = $1 AND participant = $2 ORDER BY round",
        )
        .bind(session.id)
        .bind(*p)
        .fetch_all(&app.db.pool)
        .await?
        .iter()
        .map(|r| {
            json!({
                "round": int(r, "round"),
                "decision": serde_json::from_str::<Value>(&text(r, "decision")).unwrap_or(Value::Null),
                "payoff": r.try_get::<Option<f64>, _>("payoff").ok().flatten(),
                "by_bot": int(r, "by_bot") != 0,
            })
        })
        .collect::<Vec<_>>(),
        Who::Teacher => vec![],
    };
    let count_of = |n: i64| {
        counts
            .iter()
            .find(|r| int(r, "round") == n)
            .map(|r| int(r, "n"))
            .unwrap_or(0)
    };
    let mut round_list = Vec::new();
    let mut current = Value::Null;
    for r in &rounds {
        let number = int(r, "number");
        let status = text(r, "status");
        let seats = super::rounds::seats(app, session, number).await?;
        let players = seats.iter().filter(|s| s.participant.is_some()).count();
        let deadline = int(r, "deadline_at");
        let mut entry = json!({
            "round": number,
            "status": status,
            "decided": count_of(number),
            "players": players,
            "deadline_at": (deadline > 0).then_some(deadline),
        });
        if let Who::Student(p) = who {
            entry["seat"] = seats
                .iter()
                .find(|s| s.participant == Some(*p))
                .map(|s| json!({ "role": s.role, "group": s.group, "private": s.private }))
                .unwrap_or(Value::Null);
        }
        if status == "closed" {
            let (whole, class) = super::rounds::results_cached(app, session, number).await?;
            entry["results"] = match who {
                Who::Teacher => (*whole).clone(),
                Who::Student(_) => (*class).clone(),
            };
        }
        current = json!({ "round": number, "status": entry["status"].clone() });
        round_list.push(entry);
    }
    let mut state = json!({
        "code": session.code,
        "game": session.game.key(),
        "name": session.game.name(),
        "settings": session.settings.settings,
        "planned_rounds": session.settings.common.rounds,
        "current": current,
        "rounds": round_list,
        "now": now_ms(),
    });
    match who {
        Who::Teacher => {
            state["you"] = json!({ "role": "teacher" });
            let people = participants(app, session).await?;
            state["participants"] = people
                .iter()
                .map(|(id, name)| {
                    json!({
                        "participant": id,
                        "name": name,
                        "connected": app.hub.is_connected(session.id, *id),
                    })
                })
                .collect();
        }
        Who::Student(p) => {
            let name = sqlx::query("SELECT name FROM participants WHERE id = $1")
                .bind(*p)
                .fetch_optional(&app.db.pool)
                .await?
                .map(|r| text(&r, "name"))
                .unwrap_or_default();
            state["you"] = json!({ "role": "student", "participant": p, "name": name });
            state["decisions"] = Value::Array(mine);
        }
    }
    Ok(state)
}

/// A closed round's results as the class sees them: the summary, the theory, and everyone's
/// decisions and payoffs by role, without who made them (a student finds their own in their
/// `decisions`).
pub fn for_class(results: &Value) -> Value {
    let decisions: Vec<Value> = results["decisions"]
        .as_array()
        .map(|list| {
            list.iter()
                .map(|d| {
                    json!({
                        "role": d["role"],
                        "group": d["group"],
                        "private": d["private"],
                        "decision": d["decision"],
                        "payoff": d["payoff"],
                        "by_bot": d["by_bot"],
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    // Sorted, not in seat order: seats follow the order of joining, which the teacher's
    // projected list of names shows, and a student must not match choices to names.
    let mut decisions = decisions;
    decisions.sort_by_key(|d| {
        (
            d["role"].to_string(),
            d["decision"].to_string(),
            d["group"].to_string(),
        )
    });
    json!({
        "round": results["round"],
        "decisions": decisions,
        "summary": results["summary"],
        "theory": results["theory"],
    })
}
