//! The browser benchmark's sizes ([`BENCH_SIZES`]): named settings of
//! [`crate::games::loa::bench`], from a quick run to the whole suite.
//!
//! They are constants of the page model, not of the benchmark, because they are chosen for a
//! browser's patience; the command line picks its own.

use crate::games::loa::bench::BenchConfig;

/// The benchmark sizes the page offers: (name, label, settings). The first is the page's
/// default, sized to run in well under a minute in a browser; the last runs the whole suite.
pub const BENCH_SIZES: [(&str, &str, BenchConfig); 3] = [
    (
        "standard",
        "standard: perft 5, 500k search nodes, 30 suite positions × 300k nodes",
        BenchConfig {
            perft_depth: 5,
            search_nodes: 500_000,
            suite_positions: 30,
            suite_nodes: 300_000,
        },
    ),
    (
        "quick",
        "quick: perft 4, 100k search nodes, 10 suite positions × 100k nodes",
        BenchConfig {
            perft_depth: 4,
            search_nodes: 100_000,
            suite_positions: 10,
            suite_nodes: 100_000,
        },
    ),
    (
        "full",
        "full: perft 5, 2M search nodes, all 178 suite positions × 1M nodes (minutes)",
        BenchConfig {
            perft_depth: 5,
            search_nodes: 2_000_000,
            suite_positions: 178,
            suite_nodes: 1_000_000,
        },
    ),
];

/// The benchmark settings called `name` in [`BENCH_SIZES`].
pub fn bench_size(name: &str) -> Option<BenchConfig> {
    BENCH_SIZES
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|&(_, _, c)| c)
}
