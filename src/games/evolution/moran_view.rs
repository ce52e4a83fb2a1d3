//! The Moran panel's answer as the page shows it: the exact fixation probabilities in words
//! and, beside each, the simulation's estimate with its 99% interval, worded in the page's
//! language (numbers with its decimal separator).

use super::moran::{Fixation, MoranTally, READABLE_FRACTION};
use crate::i18n::{Args, Catalogue};
use crate::rendered::{paragraph, table, Rendered};
use crate::text::{escape_html, fixed};

/// "`mutant` among `resident`", a row's name.
fn among(mutant: &str, resident: &str, words: &Catalogue) -> String {
    words.msg_with(
        "evolution-core-moran-among",
        &Args::new()
            .text("mutant", mutant)
            .text("resident", resident),
    )
}

/// Numbers listed with commas, or with semicolons where the language's decimal separator is
/// a comma.
fn list_separator(words: &Catalogue) -> &'static str {
    if words.decimal(".") == "." {
        ", "
    } else {
        "; "
    }
}

/// The exact fractions a long probability stands for, folded away and selectable (nothing
/// when both are short enough to stand in the table).
fn exact_fractions(exact: &Fixation, names: &[String; 2], words: &Catalogue) -> String {
    let long: Vec<(String, String)> = [
        (&names[1], &names[0], &exact.rho_b),
        (&names[0], &names[1], &exact.rho_a),
    ]
    .into_iter()
    .map(|(m, r, q)| (among(m, r, words), crate::exact::format_number(q)))
    .filter(|(_, text)| text.chars().count() > READABLE_FRACTION)
    .collect();
    if long.is_empty() {
        return String::new();
    }
    let items: String = long
        .iter()
        .map(|(what, text)| {
            format!(
                "<li>{}: <code class=\"exact-fraction\">{}</code></li>",
                escape_html(what),
                escape_html(text)
            )
        })
        .collect();
    format!(
        "<details id=\"moran-exact\"><summary>{}</summary><ul>{items}</ul></details>",
        escape_html(&words.msg("evolution-core-moran-exact-fractions"))
    )
}

/// The Moran answer in English ([`moran_view_in`]).
pub fn moran_view(exact: &Fixation, tally: &MoranTally, names: &[String; 2]) -> Rendered {
    crate::i18n::with_english(|w| moran_view_in(exact, tally, names, w))
}

/// The Moran answer: the exact probabilities in words and, beside each, the simulation's
/// estimate with its 99% interval, in the language of `words`.
pub fn moran_view_in(
    exact: &Fixation,
    tally: &MoranTally,
    names: &[String; 2],
    words: &Catalogue,
) -> Rendered {
    let f = exact.as_f64();
    let est = tally.estimates(crate::stats::Z99);
    let exact_cell = |q: &crate::exact::Q, v: f64| {
        let text = crate::exact::format_number(q);
        if text.chars().count() <= READABLE_FRACTION {
            words.decimal(&format!("{v:.6} = {text}"))
        } else if v.abs() >= 1e-4 {
            // Six places, as the simulation's column beside it.
            words.decimal(&format!("{v:.6}"))
        } else {
            // Too small for six places: significant digits instead of "0.000000".
            words.decimal(&crate::exact::readable(q))
        }
    };
    let number = |x: f64| words.decimal(&fixed(x, 4));
    let row = |mutant: &str, resident: &str, q, v, (e, lo, hi): (f64, f64, f64)| {
        vec![
            among(mutant, resident, words),
            exact_cell(q, v),
            number(e),
            format!("[{}{}{}]", number(lo), list_separator(words), number(hi)),
            number(f[2]),
        ]
    };
    let rows = vec![
        row(&names[1], &names[0], &exact.rho_b, f[1], est[0]),
        row(&names[0], &names[1], &exact.rho_a, f[0], est[1]),
    ];
    let simulated = words.msg_with(
        "evolution-core-moran-simulated",
        &Args::new().count("runs", tally.runs as i64),
    );
    let head = [
        words.msg("evolution-core-moran-one-mutant"),
        words.msg("evolution-core-moran-exact"),
        simulated,
        words.msg("evolution-core-moran-interval"),
        "1/N".to_string(),
    ];
    let head: Vec<&str> = head.iter().map(String::as_str).collect();
    Rendered::html(format!(
        "<div id=\"moran-result\">{}{}{}</div>",
        paragraph(
            "moran-summary",
            &words.msg_with(
                "evolution-core-moran-exactly",
                &Args::new().text(
                    "summary",
                    exact.summary_in([names[0].as_str(), names[1].as_str()], words)
                ),
            )
        ),
        table("moran-table", "", &head, &rows),
        exact_fractions(exact, names, words)
    ))
}
