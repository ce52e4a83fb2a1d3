//! The classroom's database: SQLite (WAL) by default, PostgreSQL for several server processes,
//! through one code path (`sqlx`'s `Any` driver, `$N` placeholders both understand).
//!
//! Why the database holds everything that matters: a decision is acknowledged only after its
//! row is committed, so a `kill -9` loses nothing acknowledged, and a restarted server (or a
//! second process on the same PostgreSQL) finds every session, round and decision where it was.
//! The schema is created by numbered migrations applied at start; the two dialects differ only
//! in how a row id is generated and in the row lock a decision takes on its round.

use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Executor, Row};

/// Which database the pool talks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// SQLite, a file beside the server.
    Sqlite,
    /// PostgreSQL, possibly shared by several servers.
    Postgres,
}

/// The pool and its dialect.
#[derive(Clone)]
pub struct Db {
    /// The connections.
    pub pool: AnyPool,
    /// The decisions' writer's own connection, so a crowd of reads never delays a commit.
    pub writes: AnyPool,
    /// The dialect.
    pub kind: Kind,
}

/// The migrations, in order; `{id}` is the dialect's generated row id.
const MIGRATIONS: &[&str] = &["CREATE TABLE sessions (
        id {id},
        code TEXT NOT NULL UNIQUE,
        game TEXT NOT NULL,
        settings TEXT NOT NULL,
        seed BIGINT NOT NULL,
        teacher_hash TEXT NOT NULL UNIQUE,
        created_at BIGINT NOT NULL
    );
    CREATE TABLE participants (
        id {id},
        session_id BIGINT NOT NULL REFERENCES sessions(id),
        name TEXT NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        joined_at BIGINT NOT NULL
    );
    CREATE INDEX participants_session ON participants(session_id);
    CREATE TABLE rounds (
        session_id BIGINT NOT NULL REFERENCES sessions(id),
        number BIGINT NOT NULL,
        status TEXT NOT NULL,
        seats TEXT NOT NULL,
        seed BIGINT NOT NULL,
        opened_at BIGINT NOT NULL,
        deadline_at BIGINT NOT NULL,
        closed_at BIGINT NOT NULL,
        results TEXT NOT NULL,
        PRIMARY KEY (session_id, number)
    );
    CREATE TABLE decisions (
        id {id},
        session_id BIGINT NOT NULL REFERENCES sessions(id),
        round BIGINT NOT NULL,
        seat BIGINT NOT NULL,
        participant BIGINT,
        idem_key TEXT NOT NULL,
        decision TEXT NOT NULL,
        payoff DOUBLE PRECISION,
        submitted_at BIGINT NOT NULL,
        by_bot BIGINT NOT NULL,
        UNIQUE (session_id, round, seat)
    );"];

impl Db {
    /// Opens (creating when needed) the database at `url` and applies the migrations.
    pub async fn open(url: &str) -> Result<Db, String> {
        sqlx::any::install_default_drivers();
        let kind = if url.starts_with("sqlite:") {
            Kind::Sqlite
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Kind::Postgres
        } else {
            return Err(format!(
                "{url}: a database is sqlite://FILE or postgres://USER@HOST:PORT/NAME"
            ));
        };
        let url = match kind {
            Kind::Sqlite if !url.contains("mode=") => {
                let sep = if url.contains('?') { '&' } else { '?' };
                format!("{url}{sep}mode=rwc")
            }
            _ => url.to_string(),
        };
        let options = |max: u32| {
            AnyPoolOptions::new()
                .max_connections(max)
                .after_connect(move |conn, _| {
                    Box::pin(async move {
                        if kind == Kind::Sqlite {
                            // WAL: readers never wait for the writer; FULL: a commit is on disk
                            // before it returns, so an acknowledged decision survives a crash.
                            conn.execute("PRAGMA journal_mode = WAL").await?;
                            conn.execute("PRAGMA synchronous = FULL").await?;
                            conn.execute("PRAGMA busy_timeout = 10000").await?;
                            conn.execute("PRAGMA foreign_keys = ON").await?;
                        }
                        Ok(())
                    })
                })
        };
        let fail = |e: sqlx::Error| format!("cannot open the database {}: {e}", redacted(&url));
        let pool = options(if kind == Kind::Sqlite { 8 } else { 16 })
            .connect(&url)
            .await
            .map_err(fail)?;
        let writes = options(1).connect(&url).await.map_err(fail)?;
        let db = Db { pool, writes, kind };
        db.migrate().await?;
        Ok(db)
    }

    /// Applies the migrations not yet applied, each in its own transaction, on one
    /// connection; on PostgreSQL under an advisory lock, so servers starting together on one
    /// database migrate one after the other.
    async fn migrate(&self) -> Result<(), String> {
        let fail = |e: sqlx::Error| format!("the database's migrations failed: {e}");
        let mut conn = self.pool.acquire().await.map_err(fail)?;
        if self.kind == Kind::Postgres {
            conn.execute("SELECT 1 FROM (SELECT pg_advisory_lock(72074301)) AS l")
                .await
                .map_err(fail)?;
        }
        let done = self.migrate_on(&mut conn).await;
        if self.kind == Kind::Postgres {
            conn.execute("SELECT pg_advisory_unlock(72074301)")
                .await
                .map_err(fail)?;
        }
        done.map_err(fail)
    }

    async fn migrate_on(&self, conn: &mut sqlx::AnyConnection) -> Result<(), sqlx::Error> {
        conn.execute("CREATE TABLE IF NOT EXISTS migrations (version BIGINT PRIMARY KEY)")
            .await?;
        let id = match self.kind {
            Kind::Sqlite => "INTEGER PRIMARY KEY AUTOINCREMENT",
            Kind::Postgres => "BIGSERIAL PRIMARY KEY",
        };
        for (i, m) in MIGRATIONS.iter().enumerate() {
            let version = i as i64 + 1;
            let mut tx = sqlx::Connection::begin(&mut *conn).await?;
            let done: Option<AnyRow> =
                sqlx::query("SELECT version FROM migrations WHERE version = $1")
                    .bind(version)
                    .fetch_optional(&mut *tx)
                    .await?;
            if done.is_some() {
                continue;
            }
            for statement in m.replace("{id}", id).split(';') {
                if !statement.trim().is_empty() {
                    tx.execute(statement).await?;
                }
            }
            sqlx::query("INSERT INTO migrations (version) VALUES ($1)")
                .bind(version)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        }
        Ok(())
    }

    /// The row lock a decision's insert takes on its round (PostgreSQL), so a round's close
    /// waits for decisions in flight and sees them; SQLite serialises writers anyway.
    pub fn share_lock(&self) -> &'static str {
        match self.kind {
            Kind::Sqlite => "",
            Kind::Postgres => " FOR SHARE",
        }
    }
}

/// A URL with its password hidden, for messages.
fn redacted(url: &str) -> String {
    match (url.find("://"), url.find('@')) {
        (Some(s), Some(at)) if at > s => {
            let creds = &url[s + 3..at];
            match creds.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..s + 3], &url[at..]),
                None => url.to_string(),
            }
        }
        _ => url.to_string(),
    }
}

/// A column as `i64`.
pub fn int(row: &AnyRow, column: &str) -> i64 {
    row.try_get::<i64, _>(column).unwrap_or_default()
}

/// A column as text.
pub fn text(row: &AnyRow, column: &str) -> String {
    row.try_get::<String, _>(column).unwrap_or_default()
}
