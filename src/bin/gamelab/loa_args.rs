//! What more than one `gamelab loa` command takes besides the rule options
//! ([`crate::loa_rules`]): the solving method (`loa solve --method`, `loa compare --methods`)
//! and the bounds of a node budget (`--max-nodes`, `--suite-nodes`, …).

use clap::ValueEnum;

use gamelab::games::loa::solve::Method;

/// A solver of `gamelab loa solve`.
#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum MethodArg {
    /// The playing engine's iterative-deepening alpha-beta (with its evaluation) until a proven
    /// score.
    Alphabeta,
    /// The alpha-beta solver: win/loss/unknown values, iterative deepening, a table of proven
    /// results, enhanced transposition cut-offs, killer and history ordering.
    AbSolver,
    /// Plain proof-number search.
    Pns,
    /// Two-level proof-number search.
    Pn2,
    /// Depth-first proof-number search with a transposition table.
    Dfpn,
}

impl From<MethodArg> for Method {
    fn from(m: MethodArg) -> Method {
        match m {
            MethodArg::Alphabeta => Method::AlphaBeta,
            MethodArg::AbSolver => Method::AbSolver,
            MethodArg::Pns => Method::Pns,
            MethodArg::Pn2 => Method::Pn2,
            MethodArg::Dfpn => Method::Dfpn,
        }
    }
}

/// The most nodes one search may be given from the command line.
pub(crate) const MAX_NODES: u64 = 10_000_000_000;

/// Checks a node budget given by `flag` (`--max-nodes`, `--suite-nodes`, …).
pub(crate) fn check_nodes(flag: &str, max_nodes: u64) -> Result<(), String> {
    if max_nodes == 0 || max_nodes > MAX_NODES {
        return Err(format!("{flag}: must be 1–{MAX_NODES}"));
    }
    Ok(())
}
