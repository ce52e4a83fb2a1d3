//! `gamelab bench nash`: all equilibria of seeded random n×n games, timed, and — with
//! `--lrsnash` — the same games solved by lrsnash (lrslib) in the same run, its answers
//! compared with ours exactly.
//!
//! lrsnash is an external program run as a subprocess (it is never a dependency); its time is
//! the wall time of the process, which includes a millisecond or so of start-up.

use clap::Args;
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::process::Command;

use crate::clock::clock;
use gamelab::equilibrium::all_equilibria;
use gamelab::games::matrix::bench::{nash_bench_game, NashBench, NashBenchRow};
use gamelab::games::matrix::{format_number, parse_number, Bimatrix, Q};
use gamelab::jobs::Job;
use gamelab::rng::Seed;

/// All Nash equilibria of seeded random n×n games (payoffs 0..99), n = `--min`…`--max`.
#[derive(Args)]
pub(crate) struct BenchArgs {
    /// Smallest n (the games of smaller sizes are still drawn, so each size's game is the same
    /// whatever the range).
    #[arg(long, default_value_t = 2)]
    min: usize,
    /// Largest n (at most 20).
    #[arg(long, default_value_t = 12)]
    max: usize,
    /// Seed of the random games.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Runs per size (both programs); the fastest counts.
    #[arg(long, default_value_t = 1)]
    repeat: usize,
    /// Also solve each game with lrsnash, found on the PATH or at PATH, and compare the
    /// equilibria exactly.
    #[arg(long, value_name = "PATH", num_args = 0..=1, default_missing_value = "lrsnash")]
    lrsnash: Option<String>,
    /// Also write each size's game to DIR as `bench-NxN.nfg` (Gambit's format), to feed
    /// other tools or the page.
    #[arg(long, value_name = "DIR")]
    save_games: Option<std::path::PathBuf>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Extreme equilibria as `(x, y)` pairs, comparable across programs.
type Pairs = BTreeSet<(Vec<Q>, Vec<Q>)>;

/// lrsnash's result on one game.
struct Lrs {
    millis: f64,
    equilibria: Pairs,
}

/// The game in lrsnash's input format: `m n`, then A and B row by row.
fn lrs_input(g: &Bimatrix) -> String {
    let matrix = |m: &[Vec<Q>]| {
        m.iter()
            .map(|r| r.iter().map(format_number).collect::<Vec<_>>().join(" "))
            .collect::<Vec<_>>()
            .join("\n")
    };
    format!(
        "{} {}\n\n{}\n\n{}\n",
        g.rows(),
        g.cols(),
        matrix(&g.a),
        matrix(&g.b)
    )
}

/// The extreme equilibria in lrsnash's output: each block of lines `2 y… payoff` and
/// `1 x… payoff` pairs every x with every y.
fn lrs_equilibria(out: &str, m: usize, n: usize) -> Result<Pairs, String> {
    let mut set = BTreeSet::new();
    let (mut xs, mut ys): (Vec<Vec<Q>>, Vec<Vec<Q>>) = (Vec::new(), Vec::new());
    let mut flush = |xs: &mut Vec<Vec<Q>>, ys: &mut Vec<Vec<Q>>| {
        for x in xs.iter() {
            for y in ys.iter() {
                set.insert((x.clone(), y.clone()));
            }
        }
        xs.clear();
        ys.clear();
    };
    for line in out.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let (who, len) = match words.first() {
            Some(&"1") => (1, m),
            Some(&"2") => (2, n),
            None => {
                flush(&mut xs, &mut ys);
                continue;
            }
            _ => continue,
        };
        if words.len() != len + 2 {
            return Err(format!("lrsnash wrote an unexpected line: {line}"));
        }
        let v = words[1..=len]
            .iter()
            .map(|w| parse_number(w).map_err(|e| format!("lrsnash wrote {w}: {e}")))
            .collect::<Result<Vec<Q>, String>>()?;
        if who == 1 {
            xs.push(v);
        } else {
            if !xs.is_empty() {
                flush(&mut xs, &mut ys);
            }
            ys.push(v);
        }
    }
    flush(&mut xs, &mut ys);
    Ok(set)
}

/// Runs lrsnash `repeat` times on `g`.
fn run_lrsnash(program: &str, g: &Bimatrix, repeat: usize) -> Result<Lrs, String> {
    let path = std::env::temp_dir().join(format!(
        "gamelab-bench-nash-{}-{}.txt",
        std::process::id(),
        g.rows()
    ));
    std::fs::write(&path, lrs_input(g)).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut best = f64::INFINITY;
    let mut text = String::new();
    for _ in 0..repeat {
        let t0 = std::time::Instant::now();
        let out = Command::new(program).arg(&path).output().map_err(|e| {
            format!("could not run {program}: {e} (install lrslib, or give --lrsnash PATH)")
        })?;
        best = best.min(t0.elapsed().as_secs_f64() * 1e3);
        if !out.status.success() {
            return Err(format!(
                "{program} failed: {}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        text = String::from_utf8_lossy(&out.stdout).into_owned();
    }
    let _ = std::fs::remove_file(&path);
    Ok(Lrs {
        millis: best,
        equilibria: lrs_equilibria(&text, g.rows(), g.cols())?,
    })
}

/// Runs `gamelab bench nash`.
pub(crate) fn bench(args: BenchArgs) -> Result<(), String> {
    let BenchArgs {
        min,
        max,
        seed,
        repeat,
        lrsnash,
        save_games,
        json,
    } = args;
    let mut job = NashBench::new(min, max, repeat, Seed(seed), clock())?;
    let mut rng = Seed(seed).rng();
    let mut games: Vec<Bimatrix> = (2..=max).map(|n| nash_bench_game(n, &mut rng)).collect();
    if let Some(dir) = &save_games {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for g in &games[min - 2..] {
            let path = dir.join(format!("bench-{0}x{0}.nfg", g.rows()));
            std::fs::write(&path, gamelab::games::matrix::nfg::write_game(g))
                .map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    let mut rows: Vec<Value> = Vec::new();
    let mut all_agree = true;
    loop {
        let finished = job.step(1 << 16).is_some();
        // Print each size as it finishes (the largest take seconds).
        for r in job.rows().iter().skip(rows.len()) {
            let g = std::mem::replace(
                &mut games[r.n - 2],
                Bimatrix::from_integers(&[vec![0]], &[vec![0]]).expect("1×1"),
            );
            rows.push(row(
                r,
                &g,
                lrsnash.as_deref(),
                repeat,
                json,
                &mut all_agree,
            )?);
        }
        if finished {
            break;
        }
    }
    if json {
        println!(
            "{}",
            json!({"target": "native", "seed": seed, "repeat": repeat, "rows": rows})
        );
    }
    if !all_agree {
        return Err("lrsnash and gamelab disagree on some game (see above)".into());
    }
    Ok(())
}

/// One size's row: ours, and lrsnash's beside it when asked for.
fn row(
    r: &NashBenchRow,
    g: &Bimatrix,
    lrsnash: Option<&str>,
    repeat: usize,
    json: bool,
    all_agree: &mut bool,
) -> Result<Value, String> {
    let mut v = json!({
        "n": r.n, "equilibria": r.equilibria, "degenerate": r.degenerate, "millis": r.millis,
        "bases": r.bases, "vertices": r.vertices, "widened": r.widened,
    });
    let mut line = format!(
        "n = {:>2}: {:>3} equilibria in {:>9.2} ms ({} vertices{})",
        r.n,
        r.equilibria,
        r.millis,
        r.vertices,
        if r.widened { ", big integers" } else { "" }
    );
    if let Some(program) = lrsnash {
        let lrs = run_lrsnash(program, g, repeat)?;
        let ours: Pairs = all_equilibria(g)
            .map_err(|e| e.to_string())?
            .extreme
            .into_iter()
            .map(|e| (e.x, e.y))
            .collect();
        let agree = ours == lrs.equilibria;
        *all_agree &= agree;
        let ratio = r.millis / lrs.millis;
        line += &format!(
            "; lrsnash {} equilibria in {:>9.2} ms; ours ÷ lrsnash {:.3}{}",
            lrs.equilibria.len(),
            lrs.millis,
            ratio,
            if agree {
                ", same equilibria"
            } else {
                ", DIFFERENT equilibria"
            }
        );
        v["lrsnash_millis"] = json!(lrs.millis);
        v["lrsnash_equilibria"] = json!(lrs.equilibria.len());
        v["same_equilibria"] = json!(agree);
        v["ratio"] = json!(ratio);
    }
    if !json {
        println!("{line}");
    }
    Ok(v)
}
