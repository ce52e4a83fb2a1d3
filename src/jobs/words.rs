//! A job's progress in words, in the page's language: what its units of work are ("games",
//! "nodes") and the time left.
//!
//! Why here: every lab's job names its unit in English ([`Progress::unit`], also what the
//! command line prints), and the progress bar every page shares writes it. One table turns each
//! unit a job names into its message, with the count choosing the plural form; a unit the
//! table does not know stays as the job wrote it (a test keeps the table complete).

use crate::i18n::{Args, Catalogue};

use super::Progress;

/// The unit `unit` (as a job names it, in English) for `n` of them, in the catalogue's
/// language; unknown units as they are.
pub fn unit_in(unit: &str, n: u64, words: &Catalogue) -> String {
    known_unit(unit, n, words).unwrap_or_else(|| unit.to_string())
}

/// The unit's words, if the table knows it.
fn known_unit(unit: &str, n: u64, words: &Catalogue) -> Option<String> {
    let n = Args::new().count("n", n.min(i64::MAX as u64) as i64);
    Some(match unit {
        "games" => words.msg_with("common-unit-games", &n),
        "nodes" => words.msg_with("common-unit-nodes", &n),
        "runs" => words.msg_with("common-unit-runs", &n),
        "trees" => words.msg_with("common-unit-trees", &n),
        "steps" => words.msg_with("common-unit-steps", &n),
        "stages" => words.msg_with("common-unit-stages", &n),
        "solves" => words.msg_with("common-unit-solves", &n),
        "rounds" => words.msg_with("common-unit-rounds", &n),
        "positions" => words.msg_with("common-unit-positions", &n),
        "bases" => words.msg_with("common-unit-bases", &n),
        "analyses" => words.msg_with("common-unit-analyses", &n),
        "points" => words.msg_with("common-unit-points", &n),
        "matches" => words.msg_with("common-unit-matches", &n),
        "iterations" => words.msg_with("common-unit-iterations", &n),
        "vertices paired" => words.msg_with("common-unit-vertices-paired", &n),
        "units" => words.msg_with("common-unit-units", &n),
        "tests scanned" => words.msg_with("common-unit-tests-scanned", &n),
        "supports" => words.msg_with("common-unit-supports", &n),
        "steps (teacher games, mini-batches, evaluation games)" => {
            words.msg_with("common-unit-steps-training", &n)
        }
        "solutions" => words.msg_with("common-unit-solutions", &n),
        "sizes" => words.msg_with("common-unit-sizes", &n),
        "searches" => words.msg_with("common-unit-searches", &n),
        "samples" => words.msg_with("common-unit-samples", &n),
        "positions timed for equal time" => words.msg_with("common-unit-positions-timed", &n),
        "pictures" => words.msg_with("common-unit-pictures", &n),
        "networks" => words.msg_with("common-unit-networks", &n),
        "measurements" => words.msg_with("common-unit-measurements", &n),
        "linear systems" => words.msg_with("common-unit-linear-systems", &n),
        "labels" => words.msg_with("common-unit-labels", &n),
        "hands" => words.msg_with("common-unit-hands", &n),
        "games and gradient steps" => words.msg_with("common-unit-games-gradient", &n),
        "expansions" => words.msg_with("common-unit-expansions", &n),
        "evaluation games" => words.msg_with("common-unit-evaluation-games", &n),
        "evaluation games (after the trainings)" => {
            words.msg_with("common-unit-evaluation-games-after", &n)
        }
        "mutations" => words.msg_with("common-unit-mutations", &n),
        "LP" => words.msg_with("common-unit-lp", &n),
        _ => return None,
    })
}

/// The progress bar's words: "1 200 / 5 000 games", or "1 200 nodes (24%)" when the total is
/// not known in advance.
pub fn progress_in(p: &Progress, words: &Catalogue) -> String {
    let number = |n: u64| crate::plot::fmt_number(n as f64);
    match p.total {
        Some(total) => format!(
            "{} / {} {}",
            number(p.done),
            number(total),
            unit_in(&p.unit, total, words)
        ),
        None => format!(
            "{} {} ({:.0}%)",
            number(p.done),
            unit_in(&p.unit, p.done, words),
            p.fraction * 100.0
        ),
    }
}

/// A duration for people, rounded as an estimate is ("under a minute left", "about 3 minutes
/// left", "about 1 hour 20 minutes left"), in the catalogue's language.
pub fn time_left_in(seconds: f64, words: &Catalogue) -> String {
    let minutes = (seconds / 60.0).round() as i64;
    let (h, m) = (minutes / 60, minutes % 60);
    let minutes_of = |m: i64| words.msg_with("common-minutes", &Args::new().count("m", m));
    match minutes {
        i64::MIN..=0 => words.msg("common-left-under-minute"),
        1..=59 => words.msg_with("common-left-minutes", &Args::new().count("m", minutes)),
        _ => {
            let hours = words.msg_with("common-hours", &Args::new().count("h", h));
            match m {
                0 => words.msg_with("common-left-hours", &Args::new().text("hours", hours)),
                _ => words.msg_with(
                    "common-left-hours-minutes",
                    &Args::new()
                        .text("hours", hours)
                        .text("minutes", minutes_of(m)),
                ),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{language, with_english};

    fn polish() -> Catalogue {
        Catalogue::new(language("pl").unwrap()).unwrap()
    }

    #[test]
    fn the_english_time_left_is_the_command_line_s() {
        for (seconds, said) in [
            (0.0, "under a minute left"),
            (20.0, "under a minute left"),
            (60.0, "about a minute left"),
            (150.0, "about 3 minutes left"),
            (3540.0, "about 59 minutes left"),
            (3600.0, "about 1 hour left"),
            (3660.0, "about 1 hour 1 minute left"),
            (4800.0, "about 1 hour 20 minutes left"),
            (7200.0, "about 2 hours left"),
            (9000.0, "about 2 hours 30 minutes left"),
        ] {
            assert_eq!(super::super::time_left_words(seconds), said, "{seconds} s");
        }
    }

    #[test]
    fn polish_counts_choose_their_forms() {
        let pl = polish();
        assert_eq!(unit_in("games", 1, &pl), "gra");
        assert_eq!(unit_in("games", 3, &pl), "gry");
        assert_eq!(unit_in("games", 5000, &pl), "gier");
        assert_eq!(unit_in("a new unit", 5, &pl), "a new unit");
        assert_eq!(time_left_in(300.0, &pl), "jeszcze około 5 minut");
        assert_eq!(
            time_left_in(4800.0, &pl),
            "jeszcze około 1 godziny 20 minut"
        );
        let p = Progress {
            done: 1200,
            total: Some(5000),
            fraction: 0.24,
            unit: "nodes".into(),
        };
        assert_eq!(
            with_english(|w| progress_in(&p, w)),
            "1\u{2009}200 / 5\u{2009}000 nodes"
        );
        assert_eq!(progress_in(&p, &pl), "1\u{2009}200 / 5\u{2009}000 węzłów");
    }

    /// Every unit a job of the core names (a literal unit field, the unit of a job done at
    /// once, or a budget's unit) has its message: none is left in English on a page.
    #[test]
    fn every_unit_a_job_names_has_its_message() {
        fn walk(dir: &std::path::Path, found: &mut Vec<String>) {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    if !path.ends_with("web") {
                        walk(&path, found);
                    }
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let text = std::fs::read_to_string(&path).unwrap();
                    for needle in ["unit: \"", "Once::new(\"", "Once::new(\n"] {
                        for (at, _) in text.match_indices(needle) {
                            let rest = text[at + needle.len()..].trim_start();
                            let rest = rest.strip_prefix('"').unwrap_or(rest);
                            if let Some(end) = rest.find('"') {
                                found.push(rest[..end].to_string());
                            }
                        }
                    }
                }
            }
        }
        let mut found = Vec::new();
        walk(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut found,
        );
        found.extend(["mutations".to_string(), "games".to_string()]);
        assert!(found.len() > 30, "the scan finds the jobs' units");
        let pl = polish();
        for unit in found {
            assert!(
                known_unit(&unit, 5, &pl).is_some(),
                "no message for the unit {unit:?}"
            );
        }
    }
}
