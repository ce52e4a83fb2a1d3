//! The interface's languages, checked: every file of `locales/` has every message of the English
//! one, with the same variables, and each message is written without an error in each
//! language; every message the pages ask for exists, and every English message is asked for;
//! every lab of the registry has its name and paragraph, the English ones the registry's own.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use gamelab::exercises::{Kind, Level};
use gamelab::i18n::{language, languages, Args, Catalogue, REFERENCE};
use gamelab::labs::LABS;
use gamelab::racing::race::StopReason;
use gamelab::racing::Algorithm;

/// A file's messages: id → the variables its text names.
fn messages(source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut all: BTreeMap<String, String> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in source.lines() {
        let starts_message = line
            .split_once(" =")
            .filter(|(id, _)| {
                id.starts_with(|c: char| c.is_ascii_lowercase())
                    && id
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            })
            .map(|(id, _)| id.to_string());
        if let Some(id) = starts_message {
            assert!(!all.contains_key(&id), "{id} is written twice");
            all.insert(id.clone(), line.to_string());
            current = Some(id);
        } else if let Some(id) = current
            .as_ref()
            // An indented line, or the closing brace of a selector, goes on with the message.
            .filter(|_| line.starts_with(' ') || line.starts_with('}'))
        {
            all.get_mut(id).unwrap().push_str(line);
        } else {
            current = None;
        }
    }
    all.into_iter()
        .map(|(id, text)| {
            let vars = text
                .split('$')
                .skip(1)
                .map(|rest| {
                    rest.chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                        .collect()
                })
                .collect();
            (id, vars)
        })
        .collect()
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let all = languages();
    assert_eq!(all[0].code, REFERENCE);
    assert!(["pl", "hr"]
        .iter()
        .all(|c| all.iter().any(|l| l.code == *c)));
    let english = messages(all[0].source.unwrap());
    assert!(english.len() > 50, "{} messages", english.len());
    for lang in &all[1..] {
        let own = messages(lang.source.unwrap());
        let missing: Vec<_> = english.keys().filter(|id| !own.contains_key(*id)).collect();
        let extra: Vec<_> = own.keys().filter(|id| !english.contains_key(*id)).collect();
        assert!(
            missing.is_empty(),
            "locales/{}.ftl lacks {missing:?}",
            lang.code
        );
        assert!(
            extra.is_empty(),
            "locales/{}.ftl has unknown {extra:?}",
            lang.code
        );
        for (id, vars) in &english {
            assert_eq!(
                &own[id], vars,
                "the variables of {id} in locales/{}.ftl",
                lang.code
            );
        }
    }
}

#[test]
fn every_message_is_written_without_an_error_in_every_language() {
    let english = messages(language(REFERENCE).unwrap().source.unwrap());
    for lang in languages() {
        let catalogue = Catalogue::new(lang).unwrap_or_else(|e| panic!("{e}"));
        for (id, vars) in &english {
            // Each variable once as a count (it may choose a plural form) and once as text.
            for n in [1, 2, 5, 22] {
                let counts = vars.iter().fold(Args::new(), |a, v| a.count(v, n));
                let text = catalogue
                    .try_format(id, &counts)
                    .unwrap_or_else(|e| panic!("{e}"));
                assert!(!text.trim().is_empty(), "{id} in {} is empty", lang.code);
                assert!(!text.contains('{') && !text.contains('}'), "{id}: {text}");
            }
            let texts = vars.iter().fold(Args::new(), |a, v| a.text(v, "X"));
            catalogue
                .try_format(id, &texts)
                .unwrap_or_else(|e| panic!("{e}"));
        }
    }
}

/// Every message id named in a literal `t("…")`, `tf("…",` (the page's), `msg("…")`,
/// `msg_with("…",` or `Said::new("…")` (the core's) in the sources; a line break may follow
/// the parenthesis.
fn asked_for() -> BTreeSet<String> {
    fn walk(dir: &Path, out: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for call in ["t(", "tf(", "msg(", "msg_with(", "Said::new("] {
                    for (at, _) in text.match_indices(call) {
                        let before = text[..at].chars().last();
                        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                            continue;
                        }
                        let Some(rest) = text[at + call.len()..].trim_start().strip_prefix('"')
                        else {
                            continue;
                        };
                        out.insert(rest.chars().take_while(|c| *c != '"').collect());
                    }
                }
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
    out
}

/// The ids the pages build from a key: the labs', the exercise kinds' and levels', the races'
/// and their stopping reasons'.
fn built_from_keys() -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for lab in LABS {
        ids.insert(format!("lab-{}-name", lab.key));
        ids.insert(format!("lab-{}-blurb", lab.key));
    }
    for kind in Kind::ALL {
        ids.insert(format!("exercise-kind-{}", kind.key()));
    }
    for level in Level::ALL {
        ids.insert(format!("exercise-level-{}", level.key()));
    }
    for race in Algorithm::ALL {
        ids.insert(format!("race-algorithm-{}", race.key()));
    }
    for stop in [
        StopReason::BoundCrossed,
        StopReason::Precision,
        StopReason::Horizon,
        StopReason::Cap,
    ] {
        ids.insert(format!("race-stop-{}", stop.key()));
    }
    ids
}

#[test]
fn every_message_the_pages_ask_for_exists_and_every_message_is_asked_for() {
    let english = messages(language(REFERENCE).unwrap().source.unwrap());
    let asked = asked_for();
    assert!(asked.len() > 30, "{asked:?}");
    let unknown: Vec<_> = asked
        .iter()
        .filter(|id| !english.contains_key(*id))
        .collect();
    assert!(
        unknown.is_empty(),
        "the pages ask for {unknown:?}, which locales/en.ftl lacks"
    );
    let built = built_from_keys();
    let own = ["language-name", "decimal-separator"];
    let unused: Vec<_> = english
        .keys()
        .filter(|id| !asked.contains(*id) && !built.contains(*id) && !own.contains(&id.as_str()))
        .collect();
    assert!(unused.is_empty(), "locales/en.ftl has unused {unused:?}");
}

#[test]
fn every_lab_has_its_name_and_paragraph_and_the_english_are_the_registry_s() {
    let english = Catalogue::new(language(REFERENCE).unwrap()).unwrap();
    for lab in LABS {
        assert_eq!(english.msg(&format!("lab-{}-name", lab.key)), lab.name);
        assert_eq!(english.msg(&format!("lab-{}-blurb", lab.key)), lab.blurb);
    }
    // The races' names and stopping reasons the command line prints are the English page's.
    for race in Algorithm::ALL {
        assert_eq!(
            english.msg(&format!("race-algorithm-{}", race.key())),
            race.name()
        );
    }
    for stop in [
        StopReason::BoundCrossed,
        StopReason::Precision,
        StopReason::Horizon,
        StopReason::Cap,
    ] {
        assert_eq!(
            english.msg(&format!("race-stop-{}", stop.key())),
            stop.explain()
        );
    }
    for lang in languages() {
        let catalogue = Catalogue::new(lang).unwrap();
        for id in built_from_keys() {
            assert!(catalogue.has(&id), "locales/{}.ftl lacks {id}", lang.code);
        }
    }
}

#[test]
fn counts_take_each_language_s_plural_forms_and_numbers_its_decimal_separator() {
    let caption = |code: &str, fields: i64, units: i64| {
        Catalogue::new(language(code).unwrap()).unwrap().msg_with(
            "exercises-blotto-caption",
            &Args::new().count("fields", fields).count("units", units),
        )
    };
    assert!(caption("en", 3, 1).starts_with("3 fields; you have 1 unit."));
    assert!(caption("en", 3, 5).starts_with("3 fields; you have 5 units."));
    assert!(caption("pl", 3, 1).starts_with("3 pola; masz 1 jednostkę."));
    assert!(caption("pl", 5, 22).starts_with("5 pól; masz 22 jednostki."));
    assert!(caption("pl", 4, 12).starts_with("4 pola; masz 12 jednostek."));
    assert!(caption("hr", 3, 21).starts_with("3 polja; imaš 21 jedinicu."));
    assert!(caption("hr", 4, 5).starts_with("4 polja; imaš 5 jedinica."));
    for (code, half) in [("en", "0.50"), ("pl", "0,50"), ("hr", "0,50")] {
        let catalogue = Catalogue::new(language(code).unwrap()).unwrap();
        assert_eq!(catalogue.number(0.5, 2), half);
        assert_eq!(catalogue.decimal("-1.25"), format!("-1{}25", &half[1..2]));
    }
}
