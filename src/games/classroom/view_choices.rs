//! The results charts of the classroom's choice games (the prisoner's dilemma, the stag hunt,
//! market entry, rock–paper–scissors): bars of how many chose each option, under a title that
//! says the class's share and the equilibrium in words.
//!
//! Why bars and a title rather than markers: a choice has no axis for an equilibrium to be
//! drawn on, and the equilibria of these games are best said — "D is dominant", "each plays
//! stag with probability 3/4", "3.27 entrants expected" — in the words the theory's JSON
//! already carries, read here with a fallback for every field so that odd results only lose
//! a sentence.

use super::short;
use super::view_forms::Knobs;
use super::view_parts::{at, percent, two, Row};
use crate::plot::{bar_chart, style, wrap, Bar, Scale, MIN_WIDTH};
use serde_json::Value;

/// The widest a bar chart is drawn.
const BAR_WIDTH: u32 = 640;

/// The bar chart of a choice game: the class's count of each choice, the equilibrium in the
/// title.
pub(super) fn chart(
    key: &str,
    k: &Knobs,
    rows: &[Row],
    theory: &Value,
    width: u32,
) -> Option<String> {
    let (field, options): (&str, Vec<(Value, &str)>) = match key {
        "pd" => (
            "action",
            vec![("C".into(), "Cooperate (C)"), ("D".into(), "Defect (D)")],
        ),
        "stag-hunt" => (
            "action",
            vec![("stag".into(), "Stag"), ("hare".into(), "Hare")],
        ),
        "market-entry" => (
            "enter",
            vec![(true.into(), "Enter"), (false.into(), "Stay out")],
        ),
        _ => (
            "action",
            vec![
                ("R".into(), "Rock"),
                ("P".into(), "Paper"),
                ("S".into(), "Scissors"),
            ],
        ),
    };
    let counts: Vec<usize> = options
        .iter()
        .map(|(v, _)| {
            rows.iter()
                .filter(|r| r.decision.get(field) == Some(v))
                .count()
        })
        .collect();
    let n: usize = counts.iter().sum();
    if n == 0 {
        return None;
    }
    let title = match key {
        "pd" => format!(
            "{} of {n} cooperated ({}). {}",
            counts[0],
            percent(counts[0], n),
            pd_theory(theory)
        ),
        "stag-hunt" => format!(
            "{} of {n} hunted the stag ({}). {}",
            counts[0],
            percent(counts[0], n),
            stag_theory(theory)
        ),
        "market-entry" => format!(
            "{} of {n} entered a market with room for {}. {}",
            counts[0],
            short(k.num("capacity")),
            entry_theory(theory)
        ),
        _ => format!(
            "The class: rock {}, paper {}, scissors {}. {}",
            percent(counts[0], n),
            percent(counts[1], n),
            percent(counts[2], n),
            rps_theory(theory)
        ),
    };
    let bars: Vec<Bar> = options
        .iter()
        .zip(&counts)
        .map(|((_, words), &c)| Bar {
            label: words.to_string(),
            value: c as f64,
        })
        .collect();
    let w = width.clamp(MIN_WIDTH, BAR_WIDTH);
    let lines = wrap(&title, f64::from(w) - 20.0, style::TITLE_PX).len() as u32;
    let h = 10 + lines * (style::TITLE_PX + 5) + 40 + 44 * bars.len() as u32;
    bar_chart(&title, &bars, Scale::Linear, w, h).ok()
}

/// The equilibria's words listed from the theory's `equilibria`.
fn equilibria_words(theory: &Value) -> Vec<String> {
    let list = theory.get("equilibria").and_then(Value::as_array);
    list.into_iter()
        .flatten()
        .filter_map(|e| e.get("words")?.as_str().map(String::from))
        .collect()
}

fn pd_theory(theory: &Value) -> String {
    match theory.get("dominant").and_then(Value::as_str) {
        Some("D") => "D is dominant: in the Nash equilibrium everyone defects.".into(),
        Some(a) => format!("{a} is dominant: in the Nash equilibrium everyone plays {a}."),
        None => match equilibria_words(theory).as_slice() {
            [] => String::new(),
            list => format!("Nash equilibria: {}.", list.join("; ")),
        },
    }
}

fn stag_theory(theory: &Value) -> String {
    let list = equilibria_words(theory);
    let mut text = if list.is_empty() {
        String::new()
    } else {
        format!("Nash equilibria: {}.", list.join("; "))
    };
    if let Some(a) = theory.get("risk_dominant").and_then(Value::as_str) {
        text += &format!(" {a} is risk-dominant.");
    }
    text
}

fn entry_theory(theory: &Value) -> String {
    let mut text = String::new();
    if let (Some(e), Some(p)) = (at(theory, "/expected_entrants"), at(theory, "/p")) {
        text += &format!(
            "In the symmetric equilibrium each enters with probability {}: {} entrants expected.",
            two(p),
            two(e)
        );
    }
    let pure: Vec<String> = theory
        .get("pure_entrants")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_u64)
        .map(|k| k.to_string())
        .collect();
    if !pure.is_empty() {
        text += &format!(" Pure equilibria: {} entrants.", pure.join(" or "));
    }
    text.trim().to_string()
}

fn rps_theory(theory: &Value) -> String {
    let exact: Vec<&str> = theory
        .get("equilibrium_exact")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    match exact.as_slice() {
        [r, p, s] if r == p && p == s => format!("Equilibrium: each with probability {r}."),
        [r, p, s] => format!("Equilibrium: rock {r}, paper {p}, scissors {s}."),
        _ => String::new(),
    }
}
