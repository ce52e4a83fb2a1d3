//! `gamelab blotto` and `gamelab lp`: exact Colonel Blotto strategies, the flow LP written for
//! other solvers, and any LP file solved by the built-in simplex (the Blotto lab).

use clap::{Args, Subcommand};
use serde_json::{json, Value};

use crate::output::emit;

/// A Blotto game on the command line.
#[derive(clap::Args, Clone, Copy)]
pub(crate) struct GameArgs {
    /// Number of battlefields K.
    #[arg(long)]
    fields: u32,
    /// A's units.
    #[arg(long)]
    a: u32,
    /// B's units.
    #[arg(long)]
    b: u32,
}

impl GameArgs {
    fn game(self) -> Result<gamelab::games::blotto::Blotto, String> {
        gamelab::games::blotto::Blotto::new(self.fields, self.a, self.b)
            .map_err(|e| format!("--{}: {}", e.field, e.reason))
    }
}

/// `gamelab blotto …`.
#[derive(Subcommand)]
pub(crate) enum BlottoCommand {
    /// Solve a game exactly and certify the answer.
    Solve {
        #[command(flatten)]
        game: GameArgs,
        /// partitions (column generation over partitions in a random order of fields,
        /// certified in exact arithmetic), double-oracle (over allocations) or flow-lp (the
        /// slides' LP).
        #[arg(long, default_value = "partitions")]
        method: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Write the slides' flow LP of a game in the LP text format (for other solvers).
    ExportLp {
        #[command(flatten)]
        game: GameArgs,
        /// Output file.
        #[arg(long)]
        out: std::path::PathBuf,
    },
}

fn mixed_json(mixed: &[(Vec<u32>, f64)]) -> Value {
    json!(mixed
        .iter()
        .map(|(a, p)| json!({"allocation": a, "probability": p}))
        .collect::<Vec<_>>())
}

/// Runs `gamelab blotto …`.
pub(crate) fn run(command: BlottoCommand) -> Result<(), String> {
    use gamelab::games::blotto::fraction_string;
    use gamelab::games::blotto::solve::{double_oracle, flow_lp, partitions};
    match command {
        BlottoCommand::Solve { game, method, json } => {
            let GameArgs { fields, a, b } = game;
            let game = game.game()?;
            let t0 = std::time::Instant::now();
            let s = match method.as_str() {
                "flow-lp" => flow_lp(&game),
                "double-oracle" => double_oracle(&game),
                "partitions" => partitions(&game),
                other => {
                    return Err(format!(
                        "--method: {other:?} is not partitions, double-oracle or flow-lp"
                    ))
                }
            }
            .map_err(|e| e.to_string())?;
            let millis = t0.elapsed().as_secs_f64() * 1e3;
            let mut out = json!({
                "fields": fields, "a": a, "b": b,
                "value": s.value,
                "value_fraction": fraction_string(s.value),
                "strategy_a": mixed_json(&s.strategy_a),
                "strategy_b": mixed_json(&s.strategy_b),
                "certificate_gap": s.certificate_gap,
                "method": s.method,
                "pivots": s.pivots,
                "millis": millis,
            });
            out["random_order"] = json!(s.random_order);
            out["rounds"] = json!(s.iterations);
            if let Some(e) = &s.exact {
                // Exact: the value and both strategies as fractions (partitions, each played in a
                // uniformly random order of fields).
                out["value_fraction"] = json!(e.value);
                let list = |l: &[(Vec<u32>, String)]| {
                    json!(l
                        .iter()
                        .map(|(p, q)| json!({"partition": p, "probability": q}))
                        .collect::<Vec<_>>())
                };
                out["partitions_a"] = list(&e.strategy_a);
                out["partitions_b"] = list(&e.strategy_b);
            }
            if method == "flow-lp" {
                out["variables"] = json!(s.variables);
                out["constraints"] = json!(s.constraints);
            } else {
                out["iterations"] = json!(s.iterations);
                out["restricted_game"] = json!([s.variables - 1, s.constraints - 1]);
            }
            emit(json, out);
        }
        BlottoCommand::ExportLp { game, out } => {
            let game = game.game()?;
            let mut writer = gamelab::lp::file::LpWriter::new(gamelab::lp::Direction::Maximize);
            gamelab::games::blotto::solve::build_flow_lp(&game, &mut writer);
            std::fs::write(&out, writer.finish())
                .map_err(|e| format!("--out {}: {e}", out.display()))?;
        }
    }
    Ok(())
}

/// Runs `gamelab lp`: an LP file solved by the built-in simplex.
pub(crate) fn lp_file(file: &std::path::Path, max_seconds: f64, json: bool) -> Result<(), String> {
    let limit = crate::limit::Limit::new(max_seconds, "the simplex")?;
    let text = crate::input::read_text("--file", file)?;
    let parsed = gamelab::lp::file::parse(&text).map_err(|e| format!("{}: {e}", file.display()))?;
    let t0 = std::time::Instant::now();
    let problem = parsed.problem;
    let result = limit.run_to_deadline(move || problem.solve_scaled())?;
    let millis = t0.elapsed().as_secs_f64() * 1e3;
    let failed = match &result {
        Err(e @ (gamelab::lp::Error::Numerical(_) | gamelab::lp::Error::IterationLimit)) => Some(
            format!("{}: the simplex could not decide: {e}", file.display()),
        ),
        Err(e @ gamelab::lp::Error::BadInput(_)) => Some(format!("{}: {e}", file.display())),
        _ => None,
    };
    let out = match result {
        Ok(sol) => json!({
            "status": "optimal",
            "objective": sol.objective,
            "variables": parsed.variables.iter().map(|(n, v)| (n.clone(), json!(sol.values[v.0]))).collect::<serde_json::Map<_, _>>(),
            "pivots": sol.iterations,
            "millis": millis,
        }),
        Err(e) => json!({
            "status": match e {
                gamelab::lp::Error::Infeasible => "infeasible",
                gamelab::lp::Error::Unbounded => "unbounded",
                gamelab::lp::Error::IterationLimit => "iteration_limit",
                gamelab::lp::Error::Numerical(_) => "numerical",
                gamelab::lp::Error::BadInput(_) => "bad_input",
            },
            "message": e.to_string(),
            "millis": millis,
        }),
    };
    emit(json, out);
    // A result the solver could not decide is an error exit, not an answer.
    failed.map_or(Ok(()), Err)
}

/// The slides' Blotto table: the partition method, the double oracle and the flow LP
/// (where it fits) per row; with --sweep, the hard region (A ≈ B large) instead.
#[derive(Args)]
pub(crate) struct BenchArgs {
    /// Time the hard region (the partition method) instead of the slides' rows.
    #[arg(long)]
    sweep: bool,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Runs `gamelab bench blotto`: the slides' table (the partition method, the double oracle
/// and the flow LP where it fits), or with `sweep` the hard region by the partition method.
pub(crate) fn bench(BenchArgs { sweep, json }: BenchArgs) -> Result<(), String> {
    use gamelab::games::blotto::solve::{
        double_oracle, flow_lp, flow_lp_size, partitions, FLOW_LP_MAX_CELLS,
    };
    use gamelab::games::blotto::{fraction_string, Blotto};
    let timed = |f: &dyn Fn() -> Result<
        gamelab::games::blotto::solve::BlottoSolution,
        gamelab::games::blotto::solve::SolveError,
    >| {
        let t0 = std::time::Instant::now();
        let s = f().map_err(|e| e.to_string())?;
        Ok::<_, String>((s, t0.elapsed().as_secs_f64() * 1e3))
    };
    let list: &[(u32, u32, u32)] = if sweep {
        &gamelab::games::blotto::bench::BLOTTO_SWEEP
    } else {
        &gamelab::games::blotto::bench::BLOTTO_ROWS
    };
    let mut rows = Vec::new();
    for &(k, a, b) in list {
        let game = Blotto::new(k, a, b).map_err(|e| e.to_string())?;
        let (p, partitions_ms) = timed(&|| partitions(&game))?;
        let exact = p.exact.as_ref().map(|e| e.value.clone());
        let (vars, cons) = flow_lp_size(&game);
        let mut row = json!({
            "fields": k, "a": a, "b": b,
            "value": p.value,
            "value_fraction": exact.clone().or_else(|| fraction_string(p.value)),
            "certificate_gap": p.certificate_gap,
            "partitions_ms": partitions_ms, "partitions_rounds": p.iterations,
            "flow_lp_variables": vars, "flow_lp_constraints": cons,
        });
        let mut line = format!(
            "K={k:>3} A={a:>3} B={b:>3}  value {:>9}  partitions {:>8.1} ms ({:>3} rounds)",
            exact.unwrap_or_else(|| format!("{:.6}", p.value)),
            partitions_ms,
            p.iterations
        );
        if !sweep {
            let (s, oracle_ms) = timed(&|| double_oracle(&game))?;
            let flow = if vars * cons <= FLOW_LP_MAX_CELLS {
                let (f, ms) = timed(&|| flow_lp(&game))?;
                Some((f.value, ms))
            } else {
                None
            };
            row["double_oracle_ms"] = json!(oracle_ms);
            row["double_oracle_rounds"] = json!(s.iterations);
            row["restricted_game"] = json!([s.variables - 1, s.constraints - 1]);
            row["flow_lp_ms"] = json!(flow.map(|f| f.1));
            row["flow_lp_value"] = json!(flow.map(|f| f.0));
            line += &format!(
                "  double oracle {:>9.1} ms ({:>3} rounds)  flow LP {}",
                oracle_ms,
                s.iterations,
                flow.map_or("too large for the dense simplex".to_string(), |f| format!(
                    "{:.1} ms",
                    f.1
                ))
            );
        }
        if !json {
            println!("{line}");
        }
        rows.push(row);
    }
    if json {
        println!(
            "{}",
            json!({ "target": "native", "sweep": sweep, "rows": rows })
        );
    }
    Ok(())
}
