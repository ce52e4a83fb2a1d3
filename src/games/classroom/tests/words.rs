//! The classroom's words in another language: the game names, the settings' labels, the
//! decision screens and decisions in words follow the page's language, and their English is
//! what the command line and the older tests read.

use super::super::view::{
    describe, describe_in, form, form_in, game_name_in, role_in, setting_label, setting_label_in,
    setting_option_in, setting_options,
};
use super::*;
use crate::i18n::{language, with_english, Catalogue};

fn polish() -> Catalogue {
    Catalogue::new(language("pl").unwrap()).unwrap()
}

/// The label the teacher's form wrote before it had words of its own: the field's name with
/// a capital.
fn old_label(field: &str) -> String {
    let words = field.replace('_', " ");
    let mut c = words.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

#[test]
fn names_and_settings_have_words_in_polish() {
    let pl = polish();
    for g in rules() {
        let english = with_english(|w| game_name_in(g.key(), w));
        assert_eq!(english, g.name(), "{}", g.key());
        let polish = game_name_in(g.key(), &pl);
        assert!(polish != english && !polish.contains('⟨'), "{polish}");
        let Value::Object(fields) = g.defaults() else {
            panic!("{} has settings", g.key())
        };
        for field in fields.keys() {
            let english = setting_label(field);
            let special = [
                "rounds",
                "deadline_seconds",
                "bot",
                "matching",
                "p",
                "c",
                "lo",
                "hi",
            ];
            if !special.contains(&field.as_str()) {
                assert_eq!(english, old_label(field), "{field}");
            }
            let polish = setting_label_in(field, &pl);
            assert!(!polish.contains('⟨'), "{field}: {polish}");
            if field.len() > 1 {
                assert_ne!(polish, english, "{field}");
            }
            for option in setting_options(field).unwrap_or_default() {
                assert_eq!(with_english(|w| setting_option_in(option, w)), *option);
                assert_ne!(setting_option_in(option, &pl), *option);
            }
        }
    }
    assert_eq!(role_in("proposer", &pl), "proponujący");
    assert_eq!(with_english(|w| role_in("proposer", w)), "proposer");
}

#[test]
fn every_screen_and_decision_speaks_polish() {
    let pl = polish();
    for g in games() {
        let s = g.settings(&json!({})).unwrap();
        let class: Vec<i64> = (1..=7).collect();
        for seat in g.seats(&s, &class, None, &mut Seed(3).rng()) {
            let (en, polish) = (form(g.key(), &s, &seat), form_in(g.key(), &s, &seat, &pl));
            assert_ne!(en.prompt, polish.prompt, "{}", g.key());
            assert!(!polish.prompt.contains('⟨'), "{}", polish.prompt);
            assert_eq!(en.inputs.len(), polish.inputs.len());
            let shown = format!("{:?}", polish.inputs);
            assert!(!shown.contains('⟨'), "{shown}");
        }
    }
    let d = json!({ "enter": false });
    assert_eq!(describe(&d), "stays out");
    assert!(!describe_in(&d, &pl).contains('⟨'));
    assert_ne!(describe_in(&d, &pl), "stays out");
    assert_eq!(describe_in(&json!({ "bid": 2.5 }), &pl), "2,5");
}

#[test]
fn the_english_screens_keep_their_words() {
    let s = settings("beauty", json!({}));
    let f = form("beauty", &s, &seat(1, "player", 0));
    assert_eq!(
        f.prompt,
        "You are one of the class's players, and everyone picks a number at the same time. \
         The winner is whoever is closest to 2/3 of the average of all the numbers, and wins \
         10 (shared when several are as close). Choose a number from 0 to 100."
    );
    let s = settings("trust", json!({ "trustee_endowment": 3 }));
    let f = form("trust", &s, &seat(1, "investor", 0));
    assert!(f
        .prompt
        .contains("back to you. The trustee also has 3 of their own. How much"));
    let f = form(
        "auction-second",
        &settings("auction-second", json!({})),
        &seat(1, "bidder", 0),
    );
    assert!(
        f.prompt.contains(
            "The highest bid wins and pays the second-highest bid (the highest of the others'): \
         the winner earns your value minus that price, the others nothing."
        ),
        "{}",
        f.prompt
    );
}
