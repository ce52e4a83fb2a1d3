//! A session's data for researchers: a tidy long CSV (one row per decision and field), a wide
//! CSV (one row per participant and round, as oTree's exports have it) and the whole session
//! as JSON — from the server (`export.csv`, `export-wide.csv`, `export.json`) and from the
//! command line (`gamelab classroom export CODE`), by the same functions.
//!
//! Why read straight from the database: an export is what was committed, bots marked, whether
//! or not a server is running.

use super::db::{int, text, Db};
use gamelab::games::classroom::{short, Seat};
use serde_json::{json, Value};
use sqlx::Row;

/// The three exports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// The tidy long CSV (one row per decision and field).
    Long,
    /// The wide CSV (one row per participant and round).
    Wide,
    /// The whole session as JSON.
    Json,
}

impl Format {
    /// The format named on the command line (`csv`, `wide`, `json`).
    pub fn from_key(key: &str) -> Option<Format> {
        match key {
            "csv" => Some(Format::Long),
            "wide" => Some(Format::Wide),
            "json" => Some(Format::Json),
            _ => None,
        }
    }
    /// Its media type.
    pub fn mime(self) -> &'static str {
        match self {
            Format::Long | Format::Wide => "text/csv; charset=utf-8",
            Format::Json => "application/json",
        }
    }
    /// The file name of session `code`'s export.
    pub fn file_name(self, code: &str) -> String {
        match self {
            Format::Long => format!("classroom-{code}.csv"),
            Format::Wide => format!("classroom-{code}-wide.csv"),
            Format::Json => format!("classroom-{code}.json"),
        }
    }
    /// The export of `d`.
    pub fn render(self, d: &Data) -> String {
        match self {
            Format::Long => long_csv(d),
            Format::Wide => wide_csv(d),
            Format::Json => format!("{:#}\n", json(d)),
        }
    }
}

/// A session's rows.
pub struct Data {
    /// Its code.
    pub code: String,
    /// Its game's key.
    pub game: String,
    /// Its settings.
    pub settings: Value,
    /// When it began (ms since 1970).
    pub created_at: i64,
    /// Its participants: id and name.
    pub participants: Vec<(i64, String)>,
    /// Its rounds.
    pub rounds: Vec<RoundRow>,
    /// Its decisions, by round and seat.
    pub decisions: Vec<DecisionRow>,
}

/// One round.
pub struct RoundRow {
    /// Its number.
    pub number: i64,
    /// `open` or `closed`.
    pub status: String,
    /// Its seats.
    pub seats: Vec<Seat>,
    /// When it opened and closed (ms; 0: not yet).
    pub opened_at: i64,
    /// When it closed (0: open).
    pub closed_at: i64,
    /// Its results once closed.
    pub results: Value,
}

/// One decision.
pub struct DecisionRow {
    /// Its round.
    pub round: i64,
    /// Its seat in the round.
    pub seat: i64,
    /// Its participant (`None`: a bot's seat).
    pub participant: Option<i64>,
    /// The decision.
    pub decision: Value,
    /// Its payoff once the round closed.
    pub payoff: Option<f64>,
    /// When it was committed (ms).
    pub submitted_at: i64,
    /// Whether a bot made it.
    pub by_bot: bool,
}

/// The session's id with this code.
pub async fn session_id(db: &Db, code: &str) -> Result<Option<i64>, sqlx::Error> {
    Ok(sqlx::query("SELECT id FROM sessions WHERE code = $1")
        .bind(code)
        .fetch_optional(&db.pool)
        .await?
        .map(|r| int(&r, "id")))
}

/// Reads session `id` whole.
pub async fn data(db: &Db, id: i64) -> Result<Data, sqlx::Error> {
    let s = sqlx::query("SELECT code, game, settings, created_at FROM sessions WHERE id = $1")
        .bind(id)
        .fetch_one(&db.pool)
        .await?;
    let participants =
        sqlx::query("SELECT id, name FROM participants WHERE session_id = $1 ORDER BY id")
            .bind(id)
            .fetch_all(&db.pool)
            .await?
            .iter()
            .map(|r| (int(r, "id"), text(r, "name")))
            .collect();
    let rounds = sqlx::query(
        "SELECT number, status, seats, opened_at, closed_at, results FROM rounds
         WHERE session_id = $1 ORDER BY number",
    )
    .bind(id)
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|r| RoundRow {
        number: int(r, "number"),
        status: text(r, "status"),
        seats: serde_json::from_str(&text(r, "seats")).unwrap_or_default(),
        opened_at: int(r, "opened_at"),
        closed_at: int(r, "closed_at"),
        results: serde_json::from_str(&text(r, "results")).unwrap_or(Value::Null),
    })
    .collect();
    let decisions = sqlx::query(
        "SELECT round, seat, participant, decision, payoff, submitted_at, by_bot FROM decisions
         WHERE session_id = $1 ORDER BY round, seat",
    )
    .bind(id)
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|r| DecisionRow {
        round: int(r, "round"),
        seat: int(r, "seat"),
        participant: r.try_get::<Option<i64>, _>("participant").ok().flatten(),
        decision: serde_json::from_str(&text(r, "decision")).unwrap_or(Value::Null),
        payoff: r.try_get::<Option<f64>, _>("payoff").ok().flatten(),
        submitted_at: int(r, "submitted_at"),
        by_bot: int(r, "by_bot") != 0,
    })
    .collect();
    Ok(Data {
        code: text(&s, "code"),
        game: text(&s, "game"),
        settings: serde_json::from_str(&text(&s, "settings")).unwrap_or(Value::Null),
        created_at: int(&s, "created_at"),
        participants,
        rounds,
        decisions,
    })
}

/// A decision's fields as (name, text): arrays become `name.1`, `name.2`, ….
fn fields(decision: &Value) -> Vec<(String, String)> {
    let mut out = Vec::new();
    if let Value::Object(map) = decision {
        for (k, v) in map {
            match v {
                Value::Array(items) => {
                    for (i, item) in items.iter().enumerate() {
                        out.push((format!("{k}.{}", i + 1), scalar(item)));
                    }
                }
                v => out.push((k.clone(), scalar(v))),
            }
        }
    }
    out
}

fn scalar(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Number(n) => n.as_f64().map(short).unwrap_or_else(|| n.to_string()),
        Value::Null => String::new(),
        v => v.to_string(),
    }
}

/// A name as a CSV cell that a spreadsheet shows as text: one starting like a formula
/// (`=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading apostrophe.
fn text_cell(s: &str) -> String {
    if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{s}")
    } else {
        s.to_string()
    }
}

/// One CSV cell, quoted when it must be.
fn cell(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

fn line(cells: &[String]) -> String {
    let mut l = cells.iter().map(|c| cell(c)).collect::<Vec<_>>().join(",");
    l.push_str("\r\n");
    l
}

/// Milliseconds since 1970 as an ISO 8601 UTC time.
pub fn iso(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Howard Hinnant's civil-from-days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}.{:03}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60,
        ms.rem_euclid(1000)
    )
}

/// The tidy long CSV: one row per decision and field.
pub fn long_csv(d: &Data) -> String {
    let mut out = line(
        &[
            "session",
            "round",
            "participant",
            "name",
            "role",
            "group",
            "field",
            "value",
            "payoff",
            "submitted_at",
            "by_bot",
        ]
        .map(String::from),
    );
    for row in &d.decisions {
        let (role, group, name) = describe(d, row);
        for (field, value) in fields(&row.decision) {
            out.push_str(&line(&[
                d.code.clone(),
                row.round.to_string(),
                row.participant
                    .map(|p| p.to_string())
                    .unwrap_or_else(|| "bot".into()),
                text_cell(&name),
                role.clone(),
                group.clone(),
                field,
                value,
                row.payoff.map(short).unwrap_or_default(),
                iso(row.submitted_at),
                row.by_bot.to_string(),
            ]));
        }
    }
    out
}

/// A decision's role, group and participant's name.
fn describe(d: &Data, row: &DecisionRow) -> (String, String, String) {
    let seat = d
        .rounds
        .iter()
        .find(|r| r.number == row.round)
        .and_then(|r| r.seats.get(row.seat as usize));
    let name = row
        .participant
        .and_then(|p| d.participants.iter().find(|(id, _)| *id == p))
        .map(|(_, n)| n.clone())
        .unwrap_or_default();
    (
        seat.map(|s| s.role.clone()).unwrap_or_default(),
        seat.map(|s| s.group.to_string()).unwrap_or_default(),
        name,
    )
}

/// The wide CSV: one row per participant (or bot seat) and round, a column per field.
pub fn wide_csv(d: &Data) -> String {
    let mut columns: Vec<String> = Vec::new();
    for row in &d.decisions {
        for (f, _) in fields(&row.decision) {
            if !columns.contains(&f) {
                columns.push(f);
            }
        }
    }
    let mut head: Vec<String> = ["session", "round", "participant", "name", "role", "group"]
        .map(String::from)
        .to_vec();
    head.extend(columns.iter().map(|c| format!("decision.{c}")));
    head.extend(["private", "payoff", "by_bot", "submitted_at"].map(String::from));
    let mut out = line(&head);
    for row in &d.decisions {
        let (role, group, name) = describe(d, row);
        let values = fields(&row.decision);
        let private = d
            .rounds
            .iter()
            .find(|r| r.number == row.round)
            .and_then(|r| r.seats.get(row.seat as usize))
            .map(|s| {
                if s.private.is_null() {
                    String::new()
                } else {
                    s.private.to_string()
                }
            })
            .unwrap_or_default();
        let mut cells = vec![
            d.code.clone(),
            row.round.to_string(),
            row.participant
                .map(|p| p.to_string())
                .unwrap_or_else(|| "bot".into()),
            text_cell(&name),
            role,
            group,
        ];
        for c in &columns {
            cells.push(
                values
                    .iter()
                    .find(|(f, _)| f == c)
                    .map(|(_, v)| v.clone())
                    .unwrap_or_default(),
            );
        }
        cells.extend([
            private,
            row.payoff.map(short).unwrap_or_default(),
            row.by_bot.to_string(),
            iso(row.submitted_at),
        ]);
        out.push_str(&line(&cells));
    }
    out
}

/// The whole session as JSON.
pub fn json(d: &Data) -> Value {
    json!({
        "session": {
            "code": d.code,
            "game": d.game,
            "settings": d.settings,
            "created_at": iso(d.created_at),
        },
        "participants": d.participants.iter().map(|(id, name)| json!({ "participant": id, "name": name })).collect::<Vec<_>>(),
        "rounds": d.rounds.iter().map(|r| json!({
            "round": r.number,
            "status": r.status,
            "seats": r.seats,
            "opened_at": iso(r.opened_at),
            "closed_at": (r.closed_at > 0).then(|| iso(r.closed_at)),
            "results": r.results,
        })).collect::<Vec<_>>(),
        "decisions": d.decisions.iter().map(|x| json!({
            "round": x.round,
            "seat": x.seat,
            "participant": x.participant,
            "decision": x.decision,
            "payoff": x.payoff,
            "submitted_at": iso(x.submitted_at),
            "by_bot": x.by_bot,
        })).collect::<Vec<_>>(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_iso() {
        assert_eq!(iso(0), "1970-01-01T00:00:00.000Z");
        assert_eq!(iso(951_782_400_123), "2000-02-29T00:00:00.123Z");
        assert_eq!(iso(1_798_502_400_000), "2026-12-29T00:00:00.000Z");
    }

    #[test]
    fn cells_are_quoted_when_they_must_be() {
        assert_eq!(cell("a,b"), "\"a,b\"");
        assert_eq!(cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(cell("<b>x</b>"), "<b>x</b>");
        assert_eq!(text_cell("=HYPERLINK(1)"), "'=HYPERLINK(1)");
        assert_eq!(text_cell("Ann"), "Ann");
        let f = fields(&json!({ "allocation": [3, 3, 4] }));
        assert_eq!(f[2], ("allocation.3".to_string(), "4".to_string()));
    }
}
