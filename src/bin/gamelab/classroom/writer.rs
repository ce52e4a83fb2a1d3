//! Group commit: the decisions arriving together are written in one transaction, and each is
//! acknowledged only after that transaction commits.
//!
//! Why: a commit waits for the disk (SQLite's `synchronous = FULL`, PostgreSQL's WAL flush),
//! and 500 students deciding within a second would otherwise wait for 500 flushes in a row.
//! One writer task per process drains what has queued up (up to [`BATCH`] decisions), inserts
//! them — each by the same conditional statement as alone: only while its round is open, at
//! most one per seat — commits once, then answers every waiting request. Nothing is
//! acknowledged before its commit, so a `kill -9` loses no acknowledged decision.

use super::db::Db;
use super::hub::Hub;
use serde_json::json;
use std::collections::BTreeSet;
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot};

/// The most decisions one transaction writes.
pub const BATCH: usize = 512;

/// One decision to write.
pub struct Pending {
    /// The session's row id.
    pub session: i64,
    /// The round.
    pub round: i64,
    /// The seat.
    pub seat: i64,
    /// The participant.
    pub participant: i64,
    /// The client's idempotency key.
    pub key: String,
    /// The normalised decision, as JSON text.
    pub decision: String,
    /// When it arrived (ms).
    pub at: i64,
    /// The players of the round (for the teacher's count).
    pub players: usize,
}

/// Where a decision's answer goes: `Ok(true)` inserted, `Ok(false)` not (a conflict or a
/// closed round, which the caller tells apart).
type Answer = oneshot::Sender<Result<bool, sqlx::Error>>;

/// The queue into the writer.
#[derive(Clone)]
pub struct Writer {
    queue: mpsc::Sender<(Pending, Answer)>,
}

impl Writer {
    /// Starts the writer task on `db`, telling `hub` the new counts.
    pub fn start(db: Db, hub: Arc<Hub>) -> Writer {
        let (queue, mut rx) = mpsc::channel::<(Pending, Answer)>(4 * BATCH);
        tokio::spawn(async move {
            let mut batch = Vec::with_capacity(BATCH);
            while rx.recv_many(&mut batch, BATCH).await > 0 {
                write(&db, &hub, std::mem::take(&mut batch)).await;
            }
        });
        Writer { queue }
    }

    /// Queues a decision and waits for its commit: whether it was inserted.
    pub async fn write(&self, p: Pending) -> Result<bool, sqlx::Error> {
        let (tx, rx) = oneshot::channel();
        let gone = || sqlx::Error::Protocol("the decision writer has stopped".to_string());
        self.queue.send((p, tx)).await.map_err(|_| gone())?;
        rx.await.map_err(|_| gone())?
    }
}

/// Writes one batch and answers it.
async fn write(db: &Db, hub: &Hub, batch: Vec<(Pending, Answer)>) {
    let sql = format!(
        "INSERT INTO decisions (session_id, round, seat, participant, idem_key, decision,
                                submitted_at, by_bot)
         SELECT $1, $2, $3, $4, $5, $6, $7, 0
         WHERE EXISTS (SELECT 1 FROM rounds WHERE session_id = $1 AND number = $2
                       AND status = 'open'{})
         ON CONFLICT DO NOTHING RETURNING id",
        db.share_lock()
    );
    let outcome: Result<Vec<bool>, sqlx::Error> = async {
        let mut tx = db.writes.begin().await?;
        let mut inserted = Vec::with_capacity(batch.len());
        for (p, _) in &batch {
            let row = sqlx::query(&sql)
                .bind(p.session)
                .bind(p.round)
                .bind(p.seat)
                .bind(p.participant)
                .bind(&p.key)
                .bind(&p.decision)
                .bind(p.at)
                .fetch_optional(&mut *tx)
                .await?;
            inserted.push(row.is_some());
        }
        tx.commit().await?;
        Ok(inserted)
    }
    .await;
    let touched: BTreeSet<(i64, i64, usize)> = batch
        .iter()
        .map(|(p, _)| (p.session, p.round, p.players))
        .collect();
    match outcome {
        Ok(inserted) => {
            for ((_, answer), ok) in batch.into_iter().zip(inserted) {
                let _ = answer.send(Ok(ok));
            }
            for (session, round, players) in touched {
                let count = sqlx::query(
                    "SELECT COUNT(*) AS n FROM decisions WHERE session_id = $1 AND round = $2
                     AND by_bot = 0",
                )
                .bind(session)
                .bind(round)
                .fetch_one(&db.pool)
                .await;
                if let Ok(row) = count {
                    hub.send(
                        session,
                        json!({ "type": "decided", "round": round,
                                "count": super::db::int(&row, "n"), "of": players }),
                        true,
                    );
                }
            }
        }
        Err(e) => {
            eprintln!("classroom: writing {} decisions failed: {e}", batch.len());
            for (_, answer) in batch {
                let _ = answer.send(Err(sqlx::Error::Protocol(format!("{e}"))));
            }
        }
    }
}
