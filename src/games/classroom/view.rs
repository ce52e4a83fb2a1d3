//! What the classroom's pages show, computed here where `cargo test` sees it: a student's
//! decision screen for their seat (the inputs, with their ranges and words), reading what the
//! student typed into the decision the API takes, a decision in words, and the results chart —
//! the class's choices beside the theory, in the project's chart style, as SVG.
//!
//! Why in the core: the page stays a thin layer that draws [`Form`]s and inserts SVG, and the
//! same words and charts are tested for all thirteen games without a browser.

use super::{Problem, Seat};
use serde_json::Value;

pub use super::view_types::{Form, Input};

/// The decision screen of `seat` in game `game` with (checked) `settings`.
pub fn form(game: &str, settings: &Value, seat: &Seat) -> Form {
    super::view_forms::form(game, settings, seat)
}

/// Reads what was typed: `values[i]` is input `i`'s text (a choice's value as JSON text; an
/// allocation's numbers separated by commas or spaces). A problem names the decision's field;
/// the game's own check (`GameDyn::decision`) still runs on the result.
pub fn read(form: &Form, values: &[String]) -> Result<Value, Problem> {
    super::view_read::read(form, values)
}

/// A decision in words for the results list ("33", "C", "3, 3, 4", "offer 4").
pub fn describe(decision: &Value) -> String {
    super::view_read::describe(decision)
}

/// The results chart of a closed round (`results` as the API gives them to the class: its
/// `decisions`, `summary` and `theory`), `width` pixels wide: the class's choices (a
/// histogram, shares or a scatter) beside the theory (lines for equilibria and level-k,
/// the equilibrium's shares). `None` when the round has no decisions to draw.
pub fn chart(game: &str, settings: &Value, results: &Value, width: u32) -> Option<String> {
    super::view_charts::chart(game, settings, results, width)
}

/// A value over the rounds of a session (the cooperation rate, the mean contribution, the
/// entrants, the shares of rock, paper and scissors, the mean guess), from its closed rounds'
/// results; `None` for a game where it means nothing or with fewer than two rounds.
pub fn history(game: &str, settings: &Value, rounds: &[Value], width: u32) -> Option<String> {
    super::view_history::history(game, settings, rounds, width)
}

/// The choices of a setting that takes words (the bot's kind, the matching), if it is one.
pub fn setting_options(field: &str) -> Option<&'static [&'static str]> {
    match field {
        "bot" => Some(&["equilibrium", "uniform"]),
        "matching" => Some(&["stranger", "partner"]),
        _ => None,
    }
}

/// A setting's label for the teacher's form.
pub fn setting_label(field: &str) -> String {
    match field {
        "rounds" => "Rounds".into(),
        "deadline_seconds" => "Deadline per round (seconds, 0 = none)".into(),
        "bot" => "A student who does not decide gets".into(),
        "matching" => "Partners".into(),
        "p" => "p (the multiplier of the average)".into(),
        "c" => "c (added to the average)".into(),
        "lo" => "Smallest".into(),
        "hi" => "Largest".into(),
        f => {
            let words = f.replace('_', " ");
            let mut c = words.chars();
            match c.next() {
                Some(first) => first.to_uppercase().collect::<String>() + c.as_str(),
                None => String::new(),
            }
        }
    }
}

/// A setting as the teacher's form shows it: a number that is a small fraction as one ("2/3",
/// which reads back exactly), other numbers as [`short`](super::short) writes them.
pub fn setting_text(value: &Value) -> String {
    match value {
        Value::Number(n) => n
            .as_f64()
            .map(super::view_forms::ratio)
            .unwrap_or_else(|| n.to_string()),
        Value::String(s) => s.clone(),
        v => v.to_string(),
    }
}

/// A setting's text from what the teacher typed: numbers (a fraction "2/3" too, a decimal
/// comma too) as JSON numbers, words as strings.
pub fn setting_value(field: &str, text: &str) -> Value {
    let t = text.trim();
    if setting_options(field).is_some() {
        return Value::String(t.to_string());
    }
    if let Some((a, b)) = t.split_once('/') {
        let (a, b) = (a.trim().replace(',', "."), b.trim().replace(',', "."));
        if let (Ok(a), Ok(b)) = (a.parse::<f64>(), b.parse::<f64>()) {
            if b != 0.0 && (a / b).is_finite() {
                return Value::from(a / b);
            }
        }
    }
    let normal = t.replace(',', ".");
    if let Ok(i) = normal.parse::<i64>() {
        return Value::from(i);
    }
    match normal.parse::<f64>() {
        Ok(x) if x.is_finite() => Value::from(x),
        _ => Value::String(t.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_thirds_survives_the_teachers_form() {
        let shown = setting_text(&Value::from(2.0 / 3.0));
        assert_eq!(shown, "2/3");
        assert_eq!(setting_value("p", &shown), Value::from(2.0 / 3.0));
        assert_eq!(setting_value("p", "0,5"), Value::from(0.5));
        assert_eq!(setting_value("hi", "100"), Value::from(100));
        assert_eq!(setting_value("bot", " uniform "), Value::from("uniform"));
        assert_eq!(setting_value("p", "1/0"), Value::from("1/0"));
    }
}
