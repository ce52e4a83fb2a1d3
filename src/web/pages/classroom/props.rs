//! What the session's page hands its two views: the state as last read, a way to read it
//! again, and the live count of decisions.
//!
//! Why a file of its own: the page renders the views and the views take these props; kept
//! below both, neither imports the other.

use std::rc::Rc;

use serde_json::Value;
use yew::prelude::*;

/// What a view of the session (the teacher's dashboard, the student's screen) gets from the
/// session's page.
#[derive(Properties, PartialEq, Clone)]
pub struct ViewProps {
    /// The session's code.
    pub code: AttrValue,
    /// This person's token.
    pub token: AttrValue,
    /// The state as last read.
    pub state: Rc<Value>,
    /// Reads the state again.
    pub refresh: Callback<()>,
    /// The newest count of decisions pushed by the socket (round, count), the teacher's.
    pub live: Option<(i64, i64)>,
}
