//! How every subcommand prints its answer: one JSON line with `--json` (the form other programs
//! read), else one `key: value` line per field. Kept out of [`crate::cli`] so that the labs'
//! modules depend on it while the command line depends on the labs, never the other way round.

use serde_json::Value;

/// Prints `value`: as one JSON line with `--json`, else one `key: value` line per field.
pub(crate) fn emit(json: bool, value: Value) {
    if json {
        println!("{value}");
    } else {
        match value {
            Value::Object(map) => {
                for (k, v) in map {
                    println!("{k}: {v}");
                }
            }
            other => println!("{other}"),
        }
    }
}
