//! `gamelab loa compare`: the seed's comparison of alpha-beta with proof-number search (its
//! Table 4.2) on one of the lab's suites — every method on every position within one node
//! budget, positions spread over one thread per core — printed as the seed's table beside
//! ours with its conclusions checked, and the full table of every method.
//!
//! JSON (`--json`): `{"suite", "positions", "max_nodes", "methods", "rows", "table_4_2",
//! "attempts", "markdown"}` (`markdown`: the text output) — `rows` as `gamelab bench loa`'s suite rows (plus `total_seed_nodes`,
//! `solved_nodes`, `solved_seed_nodes`, `solved_millis`, `solved_by_none`), `attempts[p][m]`
//! each solve's `result`, `nodes`, `seed_nodes` and `millis` — and, for `gamelab merge`,
//! `batch`, `shard`, `answers` (the suite's stored results) and `suite_digest`. With
//! `--shard i/n` only that shard's positions are solved ([`gamelab::batch::loa_compare`]).

use clap::{Args, ValueEnum};

use crate::loa_args::{check_nodes, MethodArg};
use crate::pool;
use gamelab::batch::loa_compare::{render, CompareSpec};
use gamelab::batch::Shard;
use gamelab::games::loa::compare::{attempt, Attempt};
use gamelab::games::loa::solve::{Method, Verdict};
use gamelab::games::loa::suite::{parse_suite, suite, unbiased_suite, SuitePosition};

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
    /// Solve only shard i of n of the positions (positions ⌊i·N/n⌋ to ⌊(i+1)·N/n⌋ − 1 of the
    /// N compared; JSON only); `gamelab merge` combines the shards' JSON into the whole
    /// comparison's.
    #[arg(long, default_value = "0/1")]
    shard: String,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Runs `gamelab loa compare`.
pub(crate) fn run(args: CompareArgs) -> Result<(), String> {
    check_nodes("--max-nodes", args.max_nodes)?;
    let shard = Shard::parse(&args.shard).map_err(|e| format!("--shard {e}"))?;
    if shard != Shard::ALL && !args.json {
        return Err("--shard: a shard's output is JSON (give --json)".to_string());
    }
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
    let spec = CompareSpec::new(&name, &positions, max_nodes, methods.clone());
    let range = shard.range(positions.len() as u64);
    let part = &positions[range.start as usize..range.end as usize];
    let attempts = match args.threads {
        Some(0) => return Err("--threads: must be at least 1".into()),
        Some(1) => part.iter().cloned().map(work).collect(),
        Some(n) => pool::map_on(n, part.to_vec(), work),
        None => pool::map(part.to_vec(), work),
    };
    let answers: Vec<Verdict> = part.iter().map(|p| p.result).collect();
    let out = render(&spec, shard, &answers, &attempts);
    if args.json {
        println!("{out}");
    } else {
        print!("{}", out["markdown"].as_str().unwrap_or_default());
    }
    Ok(())
}
