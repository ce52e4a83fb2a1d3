//! How long enumerating all equilibria is expected to take, from the benchmark, so the page
//! can say so before a large game runs.
//!
//! The time is driven by the number of vertices of the best-response polytopes, which grows
//! about threefold per strategy added to both players in random games. The table holds the
//! times measured for the benchmark's seeded random n×n games (`gamelab bench nash`, and the
//! same games in the browser's worker, on the 2-core machine the README describes); a
//! rectangular m×n game is read at the mean size, and structured games (many ties, few
//! vertices) are usually faster.

/// Measured seconds in a browser's worker for the random n×n benchmark game, n = 2…20.
const BROWSER_SECONDS: [(usize, f64); 19] = [
    (2, 0.0001),
    (3, 0.0001),
    (4, 0.0002),
    (5, 0.0005),
    (6, 0.0008),
    (7, 0.001),
    (8, 0.003),
    (9, 0.004),
    (10, 0.012),
    (11, 0.02),
    (12, 0.06),
    (13, 0.14),
    (14, 0.3),
    (15, 0.9),
    (16, 1.7),
    (17, 6.0),
    (18, 10.0),
    (19, 30.0),
    (20, 90.0),
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
    let s = expected_seconds(rows, cols);
    if s < 1.0 {
        "under a second".into()
    } else if s < 90.0 {
        format!("about {} s", s.round())
    } else {
        format!("about {} min", (s / 60.0).round())
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
        assert_eq!(expected_time(17, 17), "about 6 s");
        assert_eq!(expected_time(20, 20), "about 2 min");
        // A 20×4 game is read as a 12×12 one.
        assert_eq!(expected_seconds(20, 4), expected_seconds(12, 12));
    }
}
