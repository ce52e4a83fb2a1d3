//! `gamelab classroom serve|swarm|export`: a class plays together on its phones.
//!
//! `serve` is one process — tokio, axum (with its WebSocket), sqlx on SQLite or PostgreSQL —
//! serving the playground's release `dist/` and the classroom's API on one origin; `swarm`
//! joins hundreds of bot students to a server and measures it; `export` writes a session's
//! data from its database. The games, their checks and their theory are the core's
//! (`gamelab::games::classroom`); this folder is the edge that talks HTTP and SQL.
//!
//! Why a cargo feature: the server's stack is large and native only. Built without the
//! `classroom` feature (the Python package, the browser's modules), the subcommands are listed
//! but say how to get them, and nothing of the stack is compiled or linked.

#[cfg(feature = "classroom")]
mod api;
#[cfg(feature = "classroom")]
mod app;
#[cfg(feature = "classroom")]
mod auth;
#[cfg(feature = "classroom")]
mod db;
#[cfg(feature = "classroom")]
mod error;
#[cfg(feature = "classroom")]
mod export;
#[cfg(feature = "classroom")]
mod hub;
#[cfg(feature = "classroom")]
mod rounds;
#[cfg(feature = "classroom")]
mod serve;
#[cfg(feature = "classroom")]
mod sessions;
#[cfg(feature = "classroom")]
mod swarm;
#[cfg(feature = "classroom")]
mod writer;
#[cfg(feature = "classroom")]
mod ws;

use clap::Subcommand;
use std::path::PathBuf;

/// `gamelab classroom …`.
#[derive(Subcommand)]
pub(crate) enum ClassroomCommand {
    /// Serves the playground and the classroom's API on one address.
    Serve {
        /// The address to listen on (0.0.0.0:8090 lets phones on the network in).
        #[arg(long, default_value = "127.0.0.1:8090")]
        addr: String,
        /// The database: sqlite://FILE (created) or postgres://USER@HOST:PORT/NAME.
        #[arg(long, default_value = "sqlite://classroom.db")]
        database: String,
        /// The playground's release build to serve beside the API.
        #[arg(long, default_value = "dist")]
        dist: PathBuf,
        /// Asks this password (as a Bearer token) to start a session.
        #[arg(long)]
        admin_password: Option<String>,
    },
    /// Joins bot students to a server, plays rounds, and reports the acknowledgement latency.
    Swarm {
        /// The server's address, e.g. http://127.0.0.1:8090.
        #[arg(long)]
        url: String,
        /// How many students.
        #[arg(long, default_value_t = 100)]
        students: usize,
        /// How many rounds.
        #[arg(long, default_value_t = 3)]
        rounds: usize,
        /// The game the session plays.
        #[arg(long, default_value = "beauty")]
        game: String,
        /// The password the server asks to start a session, if any.
        #[arg(long)]
        admin_password: Option<String>,
        /// Prints the report as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Writes a session's data from the database.
    Export {
        /// The session's join code.
        code: String,
        /// The database the server used.
        #[arg(long, default_value = "sqlite://classroom.db")]
        database: String,
        /// csv (tidy, one row per decision), wide (one row per participant and round) or json.
        #[arg(long, default_value = "csv")]
        format: String,
        /// Writes to this file instead of the standard output.
        #[arg(long)]
        out: Option<PathBuf>,
    },
}

/// Runs a classroom subcommand.
#[cfg(feature = "classroom")]
pub(crate) fn run(command: ClassroomCommand) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the server's runtime: {e}"))?;
    match command {
        ClassroomCommand::Serve {
            addr,
            database,
            dist,
            admin_password,
        } => runtime.block_on(serve::serve(&addr, &database, &dist, admin_password)),
        ClassroomCommand::Swarm {
            url,
            students,
            rounds,
            game,
            admin_password,
            json,
        } => runtime.block_on(swarm::swarm(swarm::Plan {
            url,
            students,
            rounds,
            game,
            admin_password,
            json,
        })),
        ClassroomCommand::Export {
            code,
            database,
            format,
            out,
        } => runtime.block_on(export_command(&code, &database, &format, out)),
    }
}

/// Without the feature: says how to get the classroom.
#[cfg(not(feature = "classroom"))]
pub(crate) fn run(_: ClassroomCommand) -> Result<(), String> {
    Err(
        "this gamelab was built without the classroom: run ./scripts/classroom.sh, or build \
         with `cargo build --release --features classroom`"
            .to_string(),
    )
}

#[cfg(feature = "classroom")]
async fn export_command(
    code: &str,
    database: &str,
    format: &str,
    out: Option<PathBuf>,
) -> Result<(), String> {
    let db = db::Db::open(database).await?;
    let code = auth::normal_code(code).ok_or_else(|| format!("{code}: not a join code"))?;
    let id = export::session_id(&db, &code)
        .await
        .map_err(|e| e.to_string())?
        .ok_or_else(|| format!("{code}: no such session in {database}"))?;
    let data = export::data(&db, id).await.map_err(|e| e.to_string())?;
    let format = export::Format::from_key(format)
        .ok_or_else(|| format!("--format {format}: choose csv, wide or json"))?;
    let text = format.render(&data);
    match out {
        Some(path) => std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display())),
        None => {
            print!("{text}");
            Ok(())
        }
    }
}

/// Milliseconds since 1970 (the server's clock: the core never reads one).
#[cfg(feature = "classroom")]
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}
