//! Numbers written with a fixed count of decimals, never as `-0`: the one way every page, the
//! command line and the language catalogue (`crate::i18n`, which puts the language's separator
//! in) write a decimal. Apart from the rest of `text` because the catalogue needs it while
//! `text` speaks through the catalogue's messages.

/// `v` with `digits` decimals, never "-0.0": a value that rounds to zero is written without a
/// sign (`-0.00001` with 4 decimals is `0.0000`).
pub fn fixed(v: f64, digits: usize) -> String {
    let s = format!("{v:.digits$}");
    match s.strip_prefix('-') {
        Some(rest) if rest.bytes().all(|b| b == b'0' || b == b'.') => rest.to_string(),
        _ => s,
    }
}

/// `v` with `digits` decimals and its sign always written (`+0.250`, `-1.000`), never `-0.000`
/// (a value that rounds to zero is `+0.000`).
pub fn signed_fixed(v: f64, digits: usize) -> String {
    let s = fixed(v, digits);
    if s.starts_with('-') {
        s
    } else {
        format!("+{s}")
    }
}
