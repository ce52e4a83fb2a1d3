//! `gamelab bench connect4`: solves a set of scored positions, checks every score, reports
//! positions and nodes per second — and, given Pons' solver (`--reference`, built by
//! `scripts/pons.sh`), runs it on the same positions in the same run and prints the ratio of
//! the times (ours / his).
//!
//! Both sides solve the whole set in one process with one solver whose table is kept between
//! positions (his `main` never resets its table). His time is the wall-clock time of his
//! process, from start to exit (start-up and allocating his 84 MB table included, as ours
//! includes making our solver and its table); he runs in an empty temporary directory so he
//! finds no opening book, and ours uses none.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use clap::Args;
use serde_json::json;

use crate::clock::clock;
use crate::connect4::{read_lines, TableArgs};
use gamelab::games::connect4::bench::{BenchJob, BenchSet};
use gamelab::games::connect4::{Connect4, Geometry};
use gamelab::jobs::run_to_end;

/// Solve a set of scored 7×6 positions, check the scores, time it (and Pons' solver).
#[derive(Args)]
pub(crate) struct BenchArgs {
    /// Positions with their scores, one `moves score` a line (default: the built-in set
    /// `--set` names).
    #[arg(long)]
    positions: Option<PathBuf>,
    /// A built-in set: `begin` (100 positions of 8–13 moves, the default) or `middle` (1 000
    /// of 14–27 moves) — the sets the page's benchmark runs, so the times compare.
    #[arg(long, default_value = "begin", conflicts_with = "positions")]
    set: String,
    /// Only the first N positions of the set.
    #[arg(long)]
    count: Option<usize>,
    /// Pons' solver (`c4solver`, from scripts/pons.sh), run on the same positions.
    #[arg(long, value_name = "PATH-TO-PONS-BINARY")]
    reference: Option<PathBuf>,
    #[command(flatten)]
    table: TableArgs,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Runs the benchmark.
pub(crate) fn bench(args: BenchArgs) -> Result<(), String> {
    let g = Geometry::STANDARD;
    let set: Vec<(String, Connect4, i32)> = match &args.positions {
        Some(path) => read_lines(path, g)?
            .into_iter()
            .enumerate()
            .map(|(i, (moves, p, rest))| {
                rest.split_whitespace()
                    .next()
                    .and_then(|s| s.parse().ok())
                    .map(|score| (moves, p, score))
                    .ok_or(format!(
                        "--positions {} position {}: no score after the moves",
                        path.display(),
                        i + 1
                    ))
            })
            .collect::<Result<_, _>>()?,
        None => BenchSet::from_key(&args.set)
            .map_err(|e| format!("--set: {e}"))?
            .positions(),
    };
    let set = match args.count {
        Some(0) => return Err("--count: at least 1".into()),
        Some(n) => set.into_iter().take(n).collect(),
        None => set,
    };
    if set.is_empty() {
        return Err("--positions: the file holds no position".into());
    }
    let table_log2 = args.table.log2()?;
    let report = run_to_end(&mut BenchJob::new(set.clone(), table_log2, clock()));
    if let Some((moves, ours, expected)) = &report.mismatch {
        return Err(format!(
            "{moves}: our score {ours} differs from the expected {expected}"
        ));
    }
    let (ours_ms, nodes) = (report.millis, report.nodes);
    let n = set.len() as f64;
    let mut out = json!({
        "positions": set.len(),
        "checked": true,
        "millis": ours_ms,
        "positions_per_second": n / (ours_ms / 1e3),
        "nodes": nodes,
        "nodes_per_second": nodes as f64 / (ours_ms / 1e3),
        "mean_nodes": nodes as f64 / n,
        "table_log2": table_log2,
    });
    if let Some(reference) = &args.reference {
        let his_ms = run_reference(reference, &set)?;
        out["reference_millis"] = json!(his_ms);
        out["reference_positions_per_second"] = json!(n / (his_ms / 1e3));
        out["time_ratio_ours_over_reference"] = json!(ours_ms / his_ms);
    }
    if args.json {
        println!("{out}");
    } else {
        println!(
            "{} positions, every score checked: {:.1} ms, {:.1} positions/s, {:.3e} nodes/s, {:.0} nodes per position",
            set.len(),
            ours_ms,
            n / (ours_ms / 1e3),
            nodes as f64 / (ours_ms / 1e3),
            nodes as f64 / n
        );
        if let Some(his) = out.get("reference_millis").and_then(|v| v.as_f64()) {
            println!(
                "Pons' solver: {his:.1} ms, {:.1} positions/s; time ours / his = {:.3}",
                n / (his / 1e3),
                ours_ms / his
            );
        }
    }
    Ok(())
}

/// Runs Pons' solver on the move strings of `set` (in an empty directory: no book) and checks
/// its scores; its wall-clock time in milliseconds.
fn run_reference(binary: &PathBuf, set: &[(String, Connect4, i32)]) -> Result<f64, String> {
    let dir = std::env::temp_dir().join(format!("gamelab-pons-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    // He runs in another directory: a relative path is made absolute first.
    let binary = &std::fs::canonicalize(binary)
        .map_err(|e| format!("--reference {}: {e}", binary.display()))?;
    let input: String = set.iter().map(|(m, _, _)| format!("{m}\n")).collect();
    let now = clock();
    let start = now();
    let mut child = Command::new(binary)
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("--reference {}: {e}", binary.display()))?;
    let mut stdin = child.stdin.take().expect("piped");
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child
        .wait_with_output()
        .map_err(|e| format!("--reference {}: {e}", binary.display()))?;
    let millis = now() - start;
    let _ = writer.join();
    let _ = std::fs::remove_dir(&dir);
    if !output.status.success() {
        return Err(format!(
            "--reference {}: exited with {}",
            binary.display(),
            output.status
        ));
    }
    let text = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() != set.len() {
        return Err(format!(
            "--reference {}: {} answers for {} positions",
            binary.display(),
            lines.len(),
            set.len()
        ));
    }
    for (line, (moves, _, expected)) in lines.iter().zip(set) {
        let score = line
            .strip_prefix(moves.as_str())
            .and_then(|rest| rest.trim().parse::<i32>().ok());
        if score != Some(*expected) {
            return Err(format!(
                "--reference: for {moves} it answered {line:?}, expected the score {expected}"
            ));
        }
    }
    Ok(millis)
}
