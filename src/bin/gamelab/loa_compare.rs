//! `gamelab loa compare`: the seed's comparison of alpha-beta with proof-number search (its
//! Table 4.2) on one of the lab's suites — every method on every position within one node
//! budget, positions spread over one thread per core — printed as the seed's table beside
//! ours with its conclusions checked, and the full table of every method.
//!
//! JSON (`--json`): `{"suite", "positions", "max_nodes", "methods", "rows", "table_4_2",
//! "attempts", "markdown"}` (`markdown`: the text output) — `rows` as `gamelab bench loa`'s suite rows (plus `total_seed_nodes`,
//! `solved_nodes`, `solved_seed_nodes`, `solved_millis`, `solved_by_none`), `attempts[p][m]`
//! each solve's `result`, `nodes`, `seed_nodes` and `millis`.

use clap::{Args, ValueEnum};
use serde_json::json;

use crate::loa::{check_nodes, MethodArg};
use crate::pool;
use gamelab::games::loa::compare::{attempt, rows, Attempt};
use gamelab::games::loa::solve::Method;
use gamelab::games::loa::suite::{parse_suite, suite, unbiased_suite, SuitePosition};
use gamelab::games::loa::table42::table_4_2;

/// Which suite.
#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum SuiteArg {
    /// The positions df-pn solved (data/loa_suite.txt).
    Solved,
    /// The positions chosen without looking at any answer (data/loa_suite_unbiased.txt).
    Unbiased,
}

/// `gamelab loa compare`.
#[derive(Args)]
pub(crate) struct CompareArgs {
    /// The embedded suite to run.
    #[arg(long, value_enum, default_value = "unbiased")]
    suite: SuiteArg,
    /// A suite file instead (the format `gamelab loa suite` writes).
    #[arg(long)]
    file: Option<std::path::PathBuf>,
    /// Only the first N positions.
    #[arg(long)]
    positions: Option<usize>,
    /// The node budget per position and method.
    #[arg(long, default_value_t = 10_000_000)]
    max_nodes: u64,
    /// The methods, comma-separated (default: every one).
    #[arg(long, value_enum, value_delimiter = ',')]
    methods: Option<Vec<MethodArg>>,
    /// Threads (default: one per core). Times are per solve, so threads change the wall-clock
    /// time, not the table — apart from the cores' contention.
    #[arg(long)]
    threads: Option<usize>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Runs `gamelab loa compare`.
pub(crate) fn run(args: CompareArgs) -> Result<(), String> {
    check_nodes("--max-nodes", args.max_nodes)?;
    let (name, mut positions): (String, Vec<SuitePosition>) = match &args.file {
        Some(path) => {
            let text = crate::input::read_text("--file", path)?;
            let p = parse_suite(&text).map_err(|e| format!("{}: {e}", path.display()))?;
            (path.display().to_string(), p)
        }
        None => match args.suite {
            SuiteArg::Solved => ("solved".into(), suite()),
            SuiteArg::Unbiased => ("unbiased".into(), unbiased_suite()),
        },
    };
    if let Some(n) = args.positions {
        positions.truncate(n);
    }
    if positions.is_empty() {
        return Err("the suite has no positions".into());
    }
    let methods: Vec<Method> = match &args.methods {
        Some(m) if !m.is_empty() => m.iter().map(|&m| m.into()).collect(),
        _ => Method::ALL.to_vec(),
    };
    let max_nodes = args.max_nodes;
    let work = |p: SuitePosition| -> Vec<Attempt> {
        let start = std::time::Instant::now();
        let now = move || start.elapsed().as_secs_f64() * 1e3;
        methods
            .iter()
            .map(|&m| attempt(&p, m, max_nodes, &now))
            .collect()
    };
    let attempts = match args.threads {
        Some(0) => return Err("--threads: must be at least 1".into()),
        Some(1) => positions.iter().cloned().map(work).collect(),
        Some(n) => pool::map_on(n, positions.clone(), work),
        None => pool::map(positions.clone(), work),
    };
    let table = rows(&positions, &methods, &attempts);
    let t42 = table_4_2(
        &methods,
        &attempts,
        Method::AbSolver,
        Method::Pns,
        max_nodes,
    );
    let mut out = String::new();
    if let Some(t) = &t42 {
        out.push_str(&t.markdown());
        out.push('\n');
    }
    out.push_str("| method | solved | of | disagreements | nodes (all positions) | nodes, the seed's rule | ms (all) | nodes (solved) | ms (solved) | solved by every method | nodes there | ms there |\n");
    out.push_str("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for r in &table {
        out.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} | {:.0} | {} | {:.0} | {} | {} | {:.0} |\n",
            r.method.label(),
            r.solved,
            r.positions,
            r.disagreements,
            r.total_nodes,
            r.total_seed_nodes.map_or("—".into(), |n| n.to_string()),
            r.total_millis,
            r.solved_nodes,
            r.solved_millis,
            r.common,
            r.common_nodes,
            r.common_millis
        ));
    }
    out.push_str(&format!(
        "\n{} positions solved by no method.\n",
        table.first().map_or(0, |r| r.solved_by_none)
    ));
    if args.json {
        println!(
            "{}",
            json!({
                "suite": name,
                "positions": positions.len(),
                "max_nodes": max_nodes,
                "methods": methods.iter().map(|m| m.name()).collect::<Vec<_>>(),
                "rows": table,
                "table_4_2": t42,
                "attempts": attempts,
                "markdown": out,
            })
        );
    } else {
        print!("{out}");
    }
    Ok(())
}
