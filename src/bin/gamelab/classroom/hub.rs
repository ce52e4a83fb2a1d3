//! The events a session's open pages receive, and who is connected.
//!
//! Why events only announce: an event says that something changed (someone joined, a decision
//! was counted, a round opened or closed); the page then reads what it may see through the
//! state call. So a student's socket never carries another's decision, and a page that missed
//! events (a sleeping phone) is whole again after one read.

use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::broadcast;

/// One event: its JSON, and whether only the teacher receives it.
#[derive(Clone, Debug)]
pub struct Event {
    /// The event as sent.
    pub json: Value,
    /// Only for the teacher's pages (names and presence of the class).
    pub teacher_only: bool,
}

/// The sessions' channels and connection counts (of this process).
#[derive(Default)]
pub struct Hub {
    channels: Mutex<HashMap<i64, broadcast::Sender<Event>>>,
    connected: Mutex<HashMap<(i64, i64), usize>>,
    sockets: Arc<Mutex<HashMap<String, usize>>>,
}

/// The most sockets one token keeps open (a person's tabs and devices).
pub const SOCKETS_PER_TOKEN: usize = 8;

/// One socket's place in its token's count, given back when dropped.
pub struct SocketSlot {
    key: String,
    sockets: Arc<Mutex<HashMap<String, usize>>>,
}

impl Drop for SocketSlot {
    fn drop(&mut self) {
        let mut s = self.sockets.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = s.get_mut(&self.key) {
            *n -= 1;
            if *n == 0 {
                s.remove(&self.key);
            }
        }
    }
}

impl Hub {
    /// A receiver of session `session`'s events.
    pub fn subscribe(&self, session: i64) -> broadcast::Receiver<Event> {
        let mut channels = self.channels.lock().unwrap_or_else(|e| e.into_inner());
        channels
            .entry(session)
            .or_insert_with(|| broadcast::channel(1024).0)
            .subscribe()
    }

    /// A place for one more socket of the token with hash `key`, or `None` when it has
    /// [`SOCKETS_PER_TOKEN`] open already.
    pub fn take_socket(&self, key: &str) -> Option<SocketSlot> {
        let mut s = self.sockets.lock().unwrap_or_else(|e| e.into_inner());
        let n = s.entry(key.to_string()).or_default();
        if *n >= SOCKETS_PER_TOKEN {
            return None;
        }
        *n += 1;
        Some(SocketSlot {
            key: key.to_string(),
            sockets: self.sockets.clone(),
        })
    }

    /// Forgets session `session`'s channel once no page listens to it.
    pub fn release(&self, session: i64) {
        let mut channels = self.channels.lock().unwrap_or_else(|e| e.into_inner());
        if channels
            .get(&session)
            .is_some_and(|tx| tx.receiver_count() == 0)
        {
            channels.remove(&session);
        }
    }

    /// Sends an event to session `session`'s pages (none listening is fine).
    pub fn send(&self, session: i64, json: Value, teacher_only: bool) {
        let channels = self.channels.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(tx) = channels.get(&session) {
            let _ = tx.send(Event { json, teacher_only });
        }
    }

    /// Counts a page of participant `who` as connected (or gone, `delta` −1), and tells the
    /// teacher when the participant's first page opens or last page closes.
    pub fn presence(&self, session: i64, who: i64, delta: isize) {
        let changed = {
            let mut connected = self.connected.lock().unwrap_or_else(|e| e.into_inner());
            let n = connected.entry((session, who)).or_default();
            let before = *n;
            *n = n.saturating_add_signed(delta);
            let after = *n;
            if after == 0 {
                connected.remove(&(session, who));
            }
            (before == 0) != (after == 0)
        };
        if changed {
            self.send(
                session,
                json!({ "type": "presence", "participant": who, "connected": delta > 0 }),
                true,
            );
        }
    }

    /// Whether participant `who` has a page open here.
    pub fn is_connected(&self, session: i64, who: i64) -> bool {
        let connected = self.connected.lock().unwrap_or_else(|e| e.into_inner());
        connected.get(&(session, who)).is_some_and(|n| *n > 0)
    }
}
