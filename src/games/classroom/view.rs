//! What the classroom's pages show, computed here where `cargo test` sees it: a student's
//! decision screen for their seat (the inputs, with their ranges and words), reading what the
//! student typed into the decision the API takes, a decision in words, and the results chart —
//! the class's choices beside the theory, in the project's chart style, as SVG.
//!
//! Why in the core: the page stays a thin layer that draws [`Form`]s and inserts SVG, and the
//! same words and charts are tested for all thirteen games without a browser.

use super::{Problem, Seat};
use crate::i18n::{with_english, Catalogue};
use serde_json::Value;

pub use super::view_names::{game_name_in, role_in};
pub use super::view_types::{Form, Input};

/// The decision screen of `seat` in game `game` with (checked) `settings`.
pub fn form(game: &str, settings: &Value, seat: &Seat) -> Form {
    with_english(|w| form_in(game, settings, seat, w))
}

/// [`form`] in the language of `words`: the prompt, the labels and the choices' words.
pub fn form_in(game: &str, settings: &Value, seat: &Seat, words: &Catalogue) -> Form {
    super::view_forms::form(game, settings, seat, words)
}

/// Reads what was typed: `values[i]` is input `i`'s text (a choice's value as JSON text; an
/// allocation's numbers separated by commas or spaces). A problem names the decision's field;
/// the game's own check (`GameDyn::decision`) still runs on the result.
pub fn read(form: &Form, values: &[String]) -> Result<Value, Problem> {
    super::view_read::read(form, values)
}

/// A decision in words for the results list ("33", "C", "3, 3, 4", "offer 4").
pub fn describe(decision: &Value) -> String {
    with_english(|w| describe_in(decision, w))
}

/// [`describe`] in the language of `words`.
pub fn describe_in(decision: &Value, words: &Catalogue) -> String {
    super::view_read::describe(decision, words)
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
    with_english(|w| history_in(game, settings, rounds, width, w))
}

/// [`history`] with its title, axes and lines in the language of `words`.
pub fn history_in(
    game: &str,
    settings: &Value,
    rounds: &[Value],
    width: u32,
    words: &Catalogue,
) -> Option<String> {
    super::view_history::history(game, settings, rounds, width, words)
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
    with_english(|w| setting_label_in(field, w))
}

/// A choice of a setting that takes words ([`setting_options`]) in the language of `words`
/// (the value the form sends stays the English word).
pub fn setting_option_in(option: &str, words: &Catalogue) -> String {
    match option {
        "equilibrium" => words.msg("class-option-equilibrium"),
        "uniform" => words.msg("class-option-uniform"),
        "stranger" => words.msg("class-option-stranger"),
        "partner" => words.msg("class-option-partner"),
        other => other.to_string(),
    }
}

/// [`setting_label`] in the language of `words`.
pub fn setting_label_in(field: &str, words: &Catalogue) -> String {
    match field {
        "rounds" => words.msg("class-setting-rounds"),
        "deadline_seconds" => words.msg("class-setting-deadline-seconds"),
        "bot" => words.msg("class-setting-bot"),
        "matching" => words.msg("class-setting-matching"),
        "p" => words.msg("class-setting-p"),
        "c" => words.msg("class-setting-c"),
        "lo" => words.msg("class-setting-lo"),
        "hi" => words.msg("class-setting-hi"),
        "prize" => words.msg("class-setting-prize"),
        "pie" => words.msg("class-setting-pie"),
        "endowment" => words.msg("class-setting-endowment"),
        "multiplier" => words.msg("class-setting-multiplier"),
        "trustee_endowment" => words.msg("class-setting-trustee-endowment"),
        "group" => words.msg("class-setting-group"),
        "reward" => words.msg("class-setting-reward"),
        "punishment" => words.msg("class-setting-punishment"),
        "temptation" => words.msg("class-setting-temptation"),
        "sucker" => words.msg("class-setting-sucker"),
        "stag_stag" => words.msg("class-setting-stag-stag"),
        "stag_hare" => words.msg("class-setting-stag-hare"),
        "hare_stag" => words.msg("class-setting-hare-stag"),
        "hare_hare" => words.msg("class-setting-hare-hare"),
        "capacity" => words.msg("class-setting-capacity"),
        "base" => words.msg("class-setting-base"),
        "slope" => words.msg("class-setting-slope"),
        "outside" => words.msg("class-setting-outside"),
        "a" => words.msg("class-setting-a"),
        "fields" => words.msg("class-setting-fields"),
        "units" => words.msg("class-setting-units"),
        "win" => words.msg("class-setting-win"),
        "loss" => words.msg("class-setting-loss"),
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
