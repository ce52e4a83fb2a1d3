//! The server's shared state: the database, the events hub, the limits and the caches of what
//! never changes (sessions, tokens' owners, rounds' seats).
//!
//! Why caches of immutable things only: a second server process on the same PostgreSQL may
//! open and close rounds; anything that changes is read from the database each time, so no
//! process acts on a stale round.

use super::auth::Limiter;
use super::db::Db;
use super::hub::Hub;
use super::sessions::{Session, Who};
use super::writer::Writer;
use gamelab::games::classroom::Seat;
use serde_json::Value;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The most entries a cache keeps before it starts afresh.
const CACHE_LIMIT: usize = 100_000;

/// Everything the handlers share.
pub struct App {
    /// The database.
    pub db: Db,
    /// The sessions' events.
    pub hub: Arc<Hub>,
    /// The decisions' group commit.
    pub writer: Writer,
    /// Requests per token.
    pub per_token: Limiter,
    /// Lookups of codes that do not exist, per address.
    pub code_misses: Limiter,
    /// New sessions per address.
    pub new_sessions: Limiter,
    /// The password `POST /api/sessions` asks for, if one was set.
    pub admin_password: Option<String>,
    sessions: Mutex<HashMap<String, Arc<Session>>>,
    tokens: Mutex<HashMap<String, (i64, Who)>>,
    seats: Mutex<HashMap<(i64, i64), Seats>>,
    results: Mutex<HashMap<(i64, i64), Results>>,
}

/// A round's seats, shared.
type Seats = Arc<Vec<Seat>>;

/// A closed round's results: whole, and as the class sees them.
type Results = (Arc<Value>, Arc<Value>);

fn remember<K: std::hash::Hash + Eq, V>(map: &Mutex<HashMap<K, V>>, k: K, v: V) {
    let mut m = map.lock().unwrap_or_else(|e| e.into_inner());
    if m.len() >= CACHE_LIMIT {
        m.clear();
    }
    m.insert(k, v);
}

fn recall<K: std::hash::Hash + Eq, V: Clone>(map: &Mutex<HashMap<K, V>>, k: &K) -> Option<V> {
    map.lock()
        .unwrap_or_else(|e| e.into_inner())
        .get(k)
        .cloned()
}

impl App {
    /// The state of a server on `db` (starts the decisions' writer task).
    pub fn new(db: Db, admin_password: Option<String>) -> App {
        let hub = Arc::new(Hub::default());
        App {
            writer: Writer::start(db.clone(), hub.clone()),
            db,
            hub,
            per_token: Limiter::new(40.0, 10.0),
            code_misses: Limiter::new(20.0, 0.2),
            new_sessions: Limiter::new(20.0, 0.5),
            admin_password,
            sessions: Mutex::default(),
            tokens: Mutex::default(),
            seats: Mutex::default(),
            results: Mutex::default(),
        }
    }
    /// A cached session.
    pub fn cache_session(&self, code: &str) -> Option<Arc<Session>> {
        recall(&self.sessions, &code.to_string())
    }
    /// Caches a session.
    pub fn remember_session(&self, s: Arc<Session>) {
        remember(&self.sessions, s.code.clone(), s);
    }
    /// A token's cached owner: its session and who.
    pub fn cache_token(&self, hash: &str) -> Option<(i64, Who)> {
        recall(&self.tokens, &hash.to_string())
    }
    /// Caches a token's owner.
    pub fn remember_token(&self, hash: String, session: i64, who: Who) {
        remember(&self.tokens, hash, (session, who));
    }
    /// A round's cached seats.
    pub fn cache_seats(&self, session: i64, round: i64) -> Option<Arc<Vec<Seat>>> {
        recall(&self.seats, &(session, round))
    }
    /// A closed round's cached results.
    pub fn cache_results(&self, session: i64, round: i64) -> Option<Results> {
        recall(&self.results, &(session, round))
    }
    /// Caches a closed round's results.
    pub fn remember_results(&self, session: i64, round: i64, results: Results) {
        remember(&self.results, (session, round), results);
    }
    /// Caches a round's seats.
    pub fn remember_seats(&self, session: i64, round: i64, seats: Arc<Vec<Seat>>) {
        remember(&self.seats, (session, round), seats);
    }
}
