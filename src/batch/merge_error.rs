//! Why the outputs given to a merge are not the shards of one batch: the one error of
//! [`merge`](super::merge) and of every kind's merge.
//!
//! One enum for the concept, so a caller (the command line, the Python package, a test) can
//! tell a set of shards that is incomplete from a shard that was edited, and every message
//! names the shard and the field at fault. The messages of the refusals that existed before
//! the enum are their words unchanged ("shards missing: 1/3", "shard 0/2 is given twice", …).

use std::fmt;

use serde_json::Value;

use super::Shard;

/// Why a merge was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum MergeError {
    /// No output was given.
    Nothing,
    /// An output that is not a batch's: no `batch` field, or no valid `shard` field (the
    /// message says which).
    NotABatch(String),
    /// Outputs of two kinds of batch (the second `None`: an output with no kind).
    DifferentBatches {
        /// The first output's kind.
        first: String,
        /// The other's.
        other: Option<String>,
    },
    /// A kind of batch this program does not know.
    UnknownBatch(String),
    /// Shards of a batch cut in `count` shards and of one cut in `other`.
    CutDifferently {
        /// The first output's number of shards.
        count: u64,
        /// Another's.
        other: u64,
    },
    /// Two shards differ in a setting every shard of one batch shares.
    Differ {
        /// The setting.
        field: String,
        /// Its value in the first output.
        first: Value,
        /// Its value in the other.
        other: Value,
    },
    /// A shard given twice.
    Twice(Shard),
    /// Shards missing.
    Missing(Vec<Shard>),
    /// A shard that played another number of items than its share of the batch.
    Played {
        /// The shard.
        shard: Shard,
        /// Items it played.
        played: u64,
        /// Its share of the batch's items.
        expected: u64,
        /// The batch's items.
        total: u64,
        /// What the items are ("games", "rounds", "runs").
        items: &'static str,
    },
    /// The shards' items do not make the batch's (the message says how).
    Items(String),
    /// A field of a shard that does not have its kind's type, or a value it cannot take (a
    /// tally above what the shard played, a fraction where counts are whole).
    Field {
        /// The shard.
        shard: Shard,
        /// The field, as a JSON pointer (`/tally/fixed_a`).
        field: String,
        /// What is wrong with it.
        problem: String,
    },
    /// A shard whose field is not what its kind writes for the shard's own settings and
    /// tallies: a field deleted, added or changed after the shard was written.
    Edited {
        /// The shard.
        shard: Shard,
        /// The field, as a JSON pointer.
        field: String,
        /// What the kind writes there (`None`: no such field).
        expected: Option<Value>,
        /// What the shard holds (`None`: the field is missing).
        found: Option<Value>,
    },
}

impl MergeError {
    /// A [`MergeError::Field`] of `shard`.
    pub fn field(shard: Shard, field: impl Into<String>, problem: impl Into<String>) -> Self {
        MergeError::Field {
            shard,
            field: field.into(),
            problem: problem.into(),
        }
    }
}

/// `i/n`.
fn shard(s: &Shard) -> String {
    format!("{}/{}", s.index, s.count)
}

/// A JSON value shortened for a message.
fn short(v: &Value) -> String {
    let text = v.to_string();
    if text.chars().count() <= 60 {
        text
    } else {
        format!("{}…", text.chars().take(60).collect::<String>())
    }
}

impl fmt::Display for MergeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MergeError::Nothing => write!(f, "nothing to merge: give the shards' outputs"),
            MergeError::NotABatch(why) => write!(f, "{why}"),
            MergeError::DifferentBatches { first, other } => write!(
                f,
                "outputs of different batches: {first} and {}",
                other.as_deref().unwrap_or("no batch")
            ),
            MergeError::UnknownBatch(kind) => write!(f, "unknown batch {kind:?}"),
            MergeError::CutDifferently { count, other } => {
                write!(f, "shards of a batch cut in {count} and one cut in {other}")
            }
            MergeError::Differ {
                field,
                first,
                other,
            } => write!(
                f,
                "the shards differ in {field:?} ({first} against {other}): not one batch"
            ),
            MergeError::Twice(s) => write!(f, "shard {} is given twice", shard(s)),
            MergeError::Missing(shards) => {
                let list: Vec<String> = shards.iter().map(shard).collect();
                write!(f, "shards missing: {}", list.join(", "))
            }
            MergeError::Played {
                shard: s,
                played,
                expected,
                total,
                items,
            } => write!(
                f,
                "shard {} played {played} {items}, not its {expected} of the batch's {total}",
                shard(s)
            ),
            MergeError::Items(why) => write!(f, "{why}"),
            MergeError::Field {
                shard: s,
                field,
                problem,
            } => write!(f, "shard {}, field {field}: {problem}", shard(s)),
            MergeError::Edited {
                shard: s,
                field,
                expected,
                found,
            } => {
                write!(f, "shard {} was edited: ", shard(s))?;
                match (expected, found) {
                    (Some(e), None) => write!(
                        f,
                        "its field {field} is missing (its settings and tallies give {})",
                        short(e)
                    ),
                    (None, Some(_)) => {
                        write!(
                            f,
                            "it has a field {field} that this kind of batch does not write"
                        )
                    }
                    (Some(e), Some(v)) => write!(
                        f,
                        "its field {field} holds {} where its settings and tallies give {}",
                        short(v),
                        short(e)
                    ),
                    (None, None) => write!(f, "its field {field} differs"),
                }
            }
        }
    }
}

impl std::error::Error for MergeError {}

impl From<MergeError> for String {
    fn from(e: MergeError) -> String {
        e.to_string()
    }
}
