//! How long enumerating all equilibria is expected to take, from the benchmark, so the page
//! can say so before a large game runs.
//!
//! The time is driven by the number of vertices of the best-response polytopes, which grows
//! about twofold per strategy added to both players in random games (125 605 at 15×15,
//! 3.5 million at 20×20). The table holds the
//! times measured for the benchmark's seeded random n×n games (`gamelab bench nash`, and the
//! same games in the browser's worker, on the 2-core machine docs/numbers.md describes); a
//! rectangular m×n game is read at the mean size, and structured games (many ties, few
//! vertices) are usually faster.

/// Seconds measured in a browser's worker (headless Chromium on the 2-core machine) for the
/// random n×n benchmark game, n = 2…20, made non-decreasing (a smaller game that happened to
/// be slower sets the floor for the next size).
const BROWSER_SECONDS: [(usize, f64); 19] = [
    (2, 0.0001),
    (3, 0.0001),
    (4, 0.0024),
    (5, 0.0024),
    (6, 0.0024),
    (7, 0.0024),
    (8, 0.0066),
    (9, 0.0066),
    (10, 0.021),
    (11, 0.021),
    (12, 0.031),
    (13, 0.075),
    (14, 0.143),
    (15, 0.41),
    (16, 0.78),
    (17, 2.8),
    (18, 4.4),
    (19, 18.5),
    (20, 18.5),
];

/// The expected time to enumerate all equilibria of an `rows × cols` game in the browser,
/// in seconds.
pub fn expected_seconds(rows: usize, cols: usize) -> f64 {
    let size = (rows + cols).div_ceil(2).clamp(2, 20);
    BROWSER_SECONDS
        .iter()
        .find(|(n, _)| *n == size)
        .map_or(f64::INFINITY, |(_, s)| *s)
}

/// The expected time in words: "under a second", "about 6 s", "about 2 min".
pub fn expected_time(rows: usize, cols: usize) -> String {
    crate::i18n::with_english(|w| expected_time_in(rows, cols, w))
}

/// The expected time in words ([`expected_time`]) in the language of `words`.
pub fn expected_time_in(rows: usize, cols: usize, words: &crate::i18n::Catalogue) -> String {
    use crate::i18n::Args;
    let s = expected_seconds(rows, cols);
    if s < 1.0 {
        words.msg("games-time-under-second")
    } else if s < 90.0 {
        words.msg_with(
            "games-time-seconds",
            &Args::new().text("s", format!("{}", s.round())),
        )
    } else {
        words.msg_with(
            "games-time-minutes",
            &Args::new().text("min", format!("{}", (s / 60.0).round())),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn larger_games_are_expected_to_take_longer() {
        let times: Vec<f64> = (9..=20).map(|n| expected_seconds(n, n)).collect();
        assert!(times.windows(2).all(|w| w[0] <= w[1]), "{times:?}");
        assert_eq!(expected_time(5, 5), "under a second");
        assert_eq!(expected_time(17, 17), "about 3 s");
        assert_eq!(expected_time(20, 20), "about 19 s");
        // A 20×4 game is read as a 12×12 one.
        assert_eq!(expected_seconds(20, 4), expected_seconds(12, 12));
        let pl = crate::i18n::Catalogue::new(crate::i18n::language("pl").unwrap()).unwrap();
        for n in [5, 17] {
            let polish = expected_time_in(n, n, &pl);
            assert_ne!(polish, expected_time(n, n));
            assert!(!polish.contains('⟨'), "{polish}");
        }
    }
}
