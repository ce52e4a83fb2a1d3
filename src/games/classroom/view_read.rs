//! Reading a decision screen back: the texts a student typed or tapped into the decision JSON
//! the game takes, and a stored decision in words for the results list.
//!
//! Why the form checks what it knows before the game does: a student sees "101 is outside the
//! range" beside the input before anything is sent, in the games' own words and naming the
//! decision's field as the games do (`decision.number`), so the page and the API speak alike.
//! Reading is lenient where phones are (spaces around a number, a decimal comma, a choice typed
//! as its value or its words) and strict where the game is (ranges, whole numbers, an
//! allocation's count and sum). The game's own check still runs on what comes out.

use super::tally::whole;
use super::view_types::{Form, Input};
use super::{short, Problem};
use crate::i18n::Catalogue;
use serde_json::{Map, Value};

/// Reads what was typed into `form` (the page's `view::read`).
pub(super) fn read(form: &Form, values: &[String]) -> Result<Value, Problem> {
    if form.inputs.is_empty() {
        return Err(Problem::new("decision", "There is nothing to decide here."));
    }
    if values.len() != form.inputs.len() {
        return Err(Problem::new(
            "decision",
            format!(
                "This screen has {} to fill in; {} were sent.",
                inputs(form.inputs.len()),
                values.len()
            ),
        ));
    }
    let mut out = Map::new();
    for (input, text) in form.inputs.iter().zip(values) {
        let (field, value) = match input {
            Input::Number {
                field,
                lo,
                hi,
                step,
                ..
            } => (field, read_number(field, text, *lo, *hi, *step)?),
            Input::Choice { field, options, .. } => (field, read_choice(field, text, options)?),
            Input::Allocation {
                field,
                fields,
                units,
                ..
            } => (field, read_allocation(field, text, *fields, *units)?),
        };
        out.insert(field.clone(), value);
    }
    Ok(Value::Object(out))
}

/// "1 input", "2 inputs".
fn inputs(n: usize) -> String {
    if n == 1 {
        "1 input".into()
    } else {
        format!("{n} inputs")
    }
}

/// A number as typed: spaces around it, a decimal comma and a typographic minus accepted.
pub(super) fn parse_number(text: &str) -> Option<f64> {
    let t = text.trim().replace('−', "-");
    let t = if t.contains('.') {
        t
    } else {
        t.replacen(',', ".", 1)
    };
    t.parse::<f64>().ok().filter(|x| x.is_finite())
}

/// A number input's text: a number within `lo..=hi`, whole when the step is a whole number.
fn read_number(field: &str, text: &str, lo: f64, hi: f64, step: f64) -> Result<Value, Problem> {
    let name = format!("decision.{field}");
    let whole_only = step >= 1.0 && step.fract() == 0.0;
    let kind = if whole_only {
        "a whole number"
    } else {
        "a number"
    };
    let range = format!("from {} to {}", short(lo), short(hi));
    if text.trim().is_empty() {
        return Err(Problem::new(name, format!("Type {kind} {range}.")));
    }
    let Some(x) = parse_number(text) else {
        return Err(Problem::new(
            name,
            format!("“{}” is not a number: type {kind} {range}.", text.trim()),
        ));
    };
    if !(lo..=hi).contains(&x) {
        return Err(Problem::new(
            name,
            format!("{} is outside the range: choose {range}.", short(x)),
        ));
    }
    if whole_only && x.fract() != 0.0 {
        return Err(Problem::new(
            name,
            format!(
                "{} is not a whole number: choose a whole number {range}.",
                short(x)
            ),
        ));
    }
    Ok(whole(x))
}

/// A choice's text: the JSON text of one of its values (`"C"`, `true`), or leniently the value
/// without quotes or the option's words.
fn read_choice(field: &str, text: &str, options: &[(Value, String)]) -> Result<Value, Problem> {
    let t = text.trim();
    let parsed: Option<Value> = serde_json::from_str(t).ok();
    let found = options.iter().find(|(value, words)| {
        parsed.as_ref() == Some(value) || value.as_str() == Some(t) || words.eq_ignore_ascii_case(t)
    });
    if let Some((value, _)) = found {
        return Ok(value.clone());
    }
    let listed = options
        .iter()
        .map(|(v, words)| format!("{words} ({v})"))
        .collect::<Vec<_>>()
        .join(", ");
    let message = if t.is_empty() {
        format!("Choose one of {listed}.")
    } else {
        format!("“{t}” is not a choice here: choose one of {listed}.")
    };
    Err(Problem::new(format!("decision.{field}"), message))
}

/// An allocation's text: `fields` whole numbers from 0 to `units`, separated by commas, spaces
/// or semicolons, adding up to `units`.
fn read_allocation(field: &str, text: &str, fields: u32, units: u32) -> Result<Value, Problem> {
    let name = format!("decision.{field}");
    let want =
        format!("{fields} whole numbers from 0 to {units} that add up to {units}, one per field");
    let parts: Vec<&str> = text
        .split(|c: char| c == ',' || c == ';' || c.is_whitespace())
        .filter(|p| !p.is_empty())
        .collect();
    if parts.len() != fields as usize {
        let has = match parts.len() {
            0 => "yours has none".to_string(),
            1 => "yours has 1 number".to_string(),
            n => format!("yours has {n} numbers"),
        };
        return Err(Problem::new(name, format!("Give {want}; {has}.")));
    }
    let mut list = Vec::with_capacity(parts.len());
    for p in parts {
        let x = parse_number(p)
            .filter(|x| *x >= 0.0 && *x <= f64::from(units) && x.fract() == 0.0)
            .ok_or_else(|| {
                Problem::new(
                    &name,
                    format!("“{p}” is not a whole number from 0 to {units}: give {want}."),
                )
            })?;
        list.push(x as u32);
    }
    let sum: u32 = list.iter().sum();
    if sum != units {
        return Err(Problem::new(
            name,
            format!("Yours add up to {sum}: give {want}."),
        ));
    }
    Ok(Value::from(list))
}

/// A decision in words (the page's `view::describe_in`), in the language of `w`; a field's
/// name of a decision with several is written as the JSON has it.
pub(super) fn describe(decision: &Value, w: &Catalogue) -> String {
    match decision {
        Value::Object(map) if map.is_empty() => w.msg("class-no-decision"),
        Value::Object(map) if map.len() == 1 => map
            .iter()
            .map(|(k, v)| words(k, v, w))
            .next()
            .unwrap_or_default(),
        Value::Object(map) => map
            .iter()
            .map(|(k, v)| format!("{} {}", k.replace('_', " "), words(k, v, w)))
            .collect::<Vec<_>>()
            .join(", "),
        Value::Null => w.msg("class-no-decision"),
        other => words("", other, w),
    }
}

/// A value of a decision's `field` in words.
fn words(field: &str, v: &Value, w: &Catalogue) -> String {
    match v {
        Value::Number(n) => n
            .as_f64()
            .map_or_else(|| n.to_string(), |x| w.decimal(&short(x))),
        Value::String(s) if s == "stag" => w.msg("class-decision-stag"),
        Value::String(s) if s == "hare" => w.msg("class-decision-hare"),
        Value::String(s) => s.clone(),
        Value::Bool(true) if field == "enter" => w.msg("class-decision-enters"),
        Value::Bool(false) if field == "enter" => w.msg("class-decision-stays-out"),
        Value::Bool(true) => w.msg("class-decision-yes"),
        Value::Bool(false) => w.msg("class-decision-no"),
        Value::Array(list) => list
            .iter()
            .map(|x| words(field, x, w))
            .collect::<Vec<_>>()
            .join(", "),
        Value::Null => w.msg("class-decision-none"),
        Value::Object(_) => v.to_string(),
    }
}
