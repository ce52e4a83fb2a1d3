//! The optimisation form's words: the rules a batch was measured with, the name a field has
//! on the page, and why a run cannot start — each in English for the command line and the
//! tests (`…`) and in the page's language (`…_in`).

use super::GameConfig;
use crate::games::war::{AtCap, ShortWar};
use crate::i18n::{with_english, Args, Catalogue};

/// The rules of `game` in words, for the batch's note (English).
pub fn rules_reading(game: &GameConfig) -> String {
    with_english(|w| rules_reading_in(game, w))
}

/// The rules of `game` in words, in the language of `words`.
pub fn rules_reading_in(game: &GameConfig, words: &Catalogue) -> String {
    match game {
        GameConfig::War(r) => {
            let short = match r.short_war {
                ShortWar::Loses => words.msg("evolve-reading-short-loses"),
                ShortWar::PlaysLastCard => words.msg("evolve-reading-short-last"),
            };
            let capped = match r.at_cap {
                AtCap::Draw => words.msg("evolve-reading-cap-draw"),
                AtCap::MoreCards => words.msg("evolve-reading-cap-more"),
            };
            words.msg_with(
                "evolve-reading-war",
                &Args::new()
                    .count("cards", i64::from(r.face_down))
                    .text("short", short)
                    .count("cap", i64::from(r.cap))
                    .text("capped", capped),
            )
        }
        GameConfig::Rrrats(r) => {
            let mut opts = Vec::new();
            if r.auto_stop_at_limit {
                opts.push(words.msg("evolve-auto-stop"));
            }
            if r.pile_check_at_turn_end {
                opts.push(words.msg("evolve-pile-check"));
            }
            if r.bust_banks {
                opts.push(words.msg("evolve-bust-banks"));
            }
            if r.bust_returns_stolen {
                opts.push(words.msg("evolve-bust-returns"));
            }
            if opts.is_empty() {
                words.msg("evolve-reading-rats-default")
            } else {
                words.msg_with(
                    "evolve-reading-rats",
                    &Args::new().text("options", opts.join("; ")),
                )
            }
        }
    }
}

/// The name a field has on the page, for a message that points at it (English).
pub fn field_label(field: &str) -> String {
    with_english(|w| field_label_in(field, w))
}

/// The name a field has on the page, in the language of `words`.
pub fn field_label_in(field: &str, words: &Catalogue) -> String {
    match field {
        "face-down" => words.msg("evolve-face-down"),
        "cap" => words.msg("evolve-cap"),
        "eps" => "ε".to_string(),
        "delta" => "δ".to_string(),
        "mutations" => words.msg("evolve-budget"),
        "seed" => words.msg("evolve-seed"),
        "eval-games" => words.msg("evolve-eval-games"),
        "runs" => words.msg("evolve-batch-runs"),
        other => other.to_string(),
    }
}

/// Why a run cannot start while `errors` stand (English; see [`blocked_message_in`]).
pub fn blocked_message(errors: &[(&str, String)]) -> Option<String> {
    with_english(|w| blocked_message_in(errors, w))
}

/// Why a run cannot start while `errors` stand: every bad field by its name on the page, with
/// its hint (`None`: nothing stops it), in the language of `words`. Shown beside each button
/// the bad fields disable, so a section never disappears or goes grey without saying why.
pub fn blocked_message_in(errors: &[(&str, String)], words: &Catalogue) -> Option<String> {
    (!errors.is_empty()).then(|| {
        let fields: Vec<String> = errors
            .iter()
            .map(|(f, hint)| format!("{} ({hint})", field_label_in(f, words)))
            .collect();
        words.msg_with(
            "evolve-blocked",
            &Args::new().text("fields", fields.join(", ")),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evolve::form::Form;
    use crate::i18n::language;

    #[test]
    fn the_words_are_polish_on_a_polish_page_and_english_otherwise() {
        let pl = Catalogue::new(language("pl").unwrap()).unwrap();
        let form = Form {
            eps: "x".into(),
            cap: "0".into(),
            ..Form::default()
        };
        let (en_errors, pl_errors) = (form.parse().unwrap_err(), form.parse_in(&pl).unwrap_err());
        let english = blocked_message(&en_errors).unwrap();
        assert!(english.starts_with("To run, first fix: battle cap (1–1 000 000 battles)"));
        let polish = blocked_message_in(&pl_errors, &pl).unwrap();
        assert_ne!(polish, english);
        assert!(!polish.contains('⟨'), "{polish}");
        let game = Form::default().game(&mut Vec::new()).unwrap();
        let reading = rules_reading_in(&game, &pl);
        assert_ne!(reading, rules_reading(&game));
        assert!(!reading.contains('⟨'), "{reading}");
        assert_ne!(field_label_in("runs", &pl), field_label("runs"));
    }
}
