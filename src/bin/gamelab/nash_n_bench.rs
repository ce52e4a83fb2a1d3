//! `gamelab bench nash-n`: every Nash equilibrium of seeded random games of three players or
//! more, timed, and — with `--pygambit` — the same games solved by pygambit's `enumpoly` in
//! the same run, its equilibria checked to be among ours.
//!
//! pygambit is run as a subprocess of the Python given (never a dependency); its time is
//! measured inside Python around `enumpoly_solve` alone, so interpreter start-up and file
//! reading are not counted against it.

use clap::Args;
use serde_json::{json, Value};
use std::process::Command;

use crate::clock::clock;
use gamelab::equilibrium::n_player::{all_equilibria, Num};
use gamelab::games::matrix::bench::nash_n_bench_game;
use gamelab::games::matrix::bench_n::parse_shape;
use gamelab::games::matrix::nfg::{write_strategic, NfgStrategic};
use gamelab::rng::Seed;

/// Every Nash equilibrium of seeded random games (payoffs 0..99) of the shape given.
#[derive(Args)]
pub(crate) struct BenchArgs {
    /// Strategies of each player, e.g. 3x3x3 (2 to 6 players).
    #[arg(long, default_value = "3x3x3")]
    shape: String,
    /// How many games.
    #[arg(long, default_value_t = 10)]
    games: usize,
    /// Seed of the random games.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Also solve each game with pygambit's enumpoly, using this Python (which must import
    /// pygambit), and check that each of its equilibria is one of ours.
    #[arg(long, value_name = "PYTHON")]
    pygambit: Option<String>,
    /// all (every equilibrium, certified) or one (one equilibrium by the logit path, refined
    /// exactly: `nash --method one`).
    #[arg(long, default_value = "all")]
    method: String,
    /// Also write the games to DIR as `nash-n-K.nfg`.
    #[arg(long, value_name = "DIR")]
    save_games: Option<std::path::PathBuf>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// pygambit's side: read each file, time enumpoly, print the equilibria as floats.
const PYGAMBIT: &str = r#"
import json, sys, time
import pygambit as gbt
out = []
for path in sys.argv[1:]:
    g = gbt.read_nfg(path)
    t = time.perf_counter()
    eqa = gbt.nash.enumpoly_solve(g, stop_after=None).equilibria
    ms = (time.perf_counter() - t) * 1000.0
    eqs = [[[float(v) for _, v in m] for m in e] for e in eqa]
    out.append({"millis": ms, "equilibria": eqs})
print(json.dumps({"version": gbt.__version__, "games": out}))
"#;

/// Runs the benchmark.
pub(crate) fn bench(args: BenchArgs) -> Result<(), String> {
    let shape = parse_shape(&args.shape).map_err(|e| format!("--shape: {e}"))?;
    if args.games == 0 {
        return Err("--games: give at least 1".into());
    }
    let mut rng = Seed(args.seed).rng();
    let games: Vec<_> = (0..args.games)
        .map(|_| nash_n_bench_game(&shape, &mut rng).map_err(|e| e.to_string()))
        .collect::<Result<_, _>>()?;
    let dir = match &args.save_games {
        Some(d) => d.clone(),
        None => std::env::temp_dir().join(format!("gamelab-nash-n-{}", std::process::id())),
    };
    if args.save_games.is_some() || args.pygambit.is_some() {
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let mut paths = Vec::new();
    for (k, g) in games.iter().enumerate() {
        if args.save_games.is_some() || args.pygambit.is_some() {
            let path = dir.join(format!("nash-n-{}.nfg", k + 1));
            let text = write_strategic(&NfgStrategic {
                title: format!("Game Lab benchmark {} game {}", args.shape, k + 1),
                comment: String::new(),
                game: g.clone(),
            });
            std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
            paths.push(path);
        }
    }
    let now = clock();
    match args.method.as_str() {
        "all" => {}
        "one" if args.pygambit.is_some() => {
            return Err("--pygambit: compared with --method all only".into())
        }
        "one" => return bench_one(&args, &games),
        other => return Err(format!("--method: '{other}' is not all or one")),
    }
    let mut rows = Vec::new();
    let mut ours_floats = Vec::new();
    for g in &games {
        let start = now();
        let all = all_equilibria(g).map_err(|e| e.to_string())?;
        let millis = now() - start;
        let floats: Vec<Vec<Vec<f64>>> = all
            .equilibria
            .iter()
            .map(|e| {
                e.strategies
                    .iter()
                    .map(|m| m.iter().map(Num::float).collect())
                    .collect()
            })
            .collect();
        rows.push(json!({
            "millis": millis,
            "equilibria": all.equilibria.len(),
            "irrational": all.equilibria.iter().filter(|e| !e.exact).count(),
            "complete": all.complete(),
            "boxes": all.boxes,
        }));
        ours_floats.push(floats);
    }
    let mut answer = json!({
        "shape": args.shape,
        "games": args.games,
        "seed": args.seed,
        "millis": rows.iter().map(|r| r["millis"].as_f64().unwrap_or(0.0)).sum::<f64>(),
        "rows": rows,
    });
    if let Some(python) = &args.pygambit {
        let out = Command::new(python)
            .arg("-c")
            .arg(PYGAMBIT)
            .args(&paths)
            .output()
            .map_err(|e| format!("--pygambit: cannot run {python}: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "--pygambit: {python} failed: {}",
                String::from_utf8_lossy(&out.stderr).trim()
            ));
        }
        let theirs: Value = serde_json::from_slice(&out.stdout)
            .map_err(|e| format!("--pygambit: unreadable answer: {e}"))?;
        let mut total = 0.0;
        let mut missing = 0;
        let mut extra = 0i64;
        for (k, t) in theirs["games"].as_array().into_iter().flatten().enumerate() {
            let ms = t["millis"].as_f64().unwrap_or(0.0);
            total += ms;
            let eqs: Vec<Vec<Vec<f64>>> =
                serde_json::from_value(t["equilibria"].clone()).unwrap_or_default();
            let ours = &ours_floats[k];
            let near = |a: &Vec<Vec<f64>>, b: &Vec<Vec<f64>>| {
                a.iter()
                    .flatten()
                    .zip(b.iter().flatten())
                    .all(|(x, y)| (x - y).abs() < 1e-6)
            };
            let not_ours = eqs
                .iter()
                .filter(|e| !ours.iter().any(|o| near(o, e)))
                .count();
            missing += not_ours;
            extra += ours.len() as i64 - (eqs.len() - not_ours) as i64;
            let row = &mut answer["rows"][k];
            row["enumpoly_millis"] = json!(ms);
            row["enumpoly_equilibria"] = json!(eqs.len());
            row["enumpoly_not_ours"] = json!(not_ours);
        }
        answer["enumpoly"] = json!({
            "pygambit": theirs["version"],
            "millis": total,
            "ratio": total / answer["millis"].as_f64().unwrap_or(1.0).max(1e-9),
            "equilibria_not_ours": missing,
            "ours_not_found_by_enumpoly": extra,
        });
    }
    if args.save_games.is_none() && args.pygambit.is_some() {
        std::fs::remove_dir_all(&dir).ok();
    }
    crate::output::emit(args.json, answer);
    Ok(())
}

/// `--method one`: one equilibrium of each game, timed, with how it was found.
fn bench_one(args: &BenchArgs, games: &[gamelab::models::StrategicGame]) -> Result<(), String> {
    use gamelab::equilibrium::n_player::{one_equilibrium, OneAnswer};
    let now = clock();
    let mut rows = Vec::new();
    for g in games {
        let start = now();
        let one = one_equilibrium(g).map_err(|e| e.to_string())?;
        let millis = now() - start;
        let (exact, certified) = match &one.answer {
            OneAnswer::Certified(e) => (e.exact, true),
            OneAnswer::Float { .. } => (false, false),
        };
        rows.push(json!({
            "millis": millis,
            "method": one.found_by.word(),
            "certified": certified,
            "exact": exact,
            "path_steps": one.path_steps,
            "path_lambda": one.lambda,
            "supports_tried": one.supports_tried,
        }));
    }
    let answer = json!({
        "shape": args.shape,
        "games": args.games,
        "seed": args.seed,
        "method": "one",
        "millis": rows.iter().map(|r| r["millis"].as_f64().unwrap_or(0.0)).sum::<f64>(),
        "certified": rows.iter().filter(|r| r["certified"] == true).count(),
        "rows": rows,
    });
    crate::output::emit(args.json, answer);
    Ok(())
}
