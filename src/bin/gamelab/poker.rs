//! `gamelab poker …` and `gamelab bench cfr`: counterfactual regret minimisation on Kuhn and
//! Leduc poker (the imperfect-information lab).

use clap::{Args, Subcommand};
use serde_json::json;

use crate::clock::clock;
use crate::output::emit;
use gamelab::equilibrium::cfr::Algorithm;
use gamelab::games::imperfect::bench::CfrBench;
use gamelab::games::imperfect::report;
use gamelab::games::poker::Poker;
use gamelab::jobs::run_to_end;

/// `gamelab poker …`.
#[derive(Subcommand)]
pub(crate) enum PokerCommand {
    /// Solves Kuhn or Leduc poker exactly by the sequence-form LP (as `efg solve`).
    Solve {
        /// kuhn or leduc.
        #[arg(long)]
        game: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Runs CFR, CFR+ or DCFR on Kuhn or Leduc poker; reports the average strategies'
    /// exploitability at iterations 1, 2, 5, 10, 20, 50, … and the end.
    Cfr {
        /// kuhn or leduc.
        #[arg(long)]
        game: String,
        /// cfr, cfr+ or dcfr (α = 1.5, β = 0, γ = 2).
        #[arg(long, default_value = "cfr+")]
        algorithm: String,
        /// Iterations (1–10 000 000).
        #[arg(long, default_value_t = 1000)]
        iterations: u64,
        /// The seed of sampling variants; full-tree CFR is deterministic and does not use it.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The longest the run may take, in seconds: a run projected to take longer (after a
        /// second's work) is refused, saying how long it would take.
        #[arg(long, default_value_t = crate::limit::DEFAULT_MAX_SECONDS)]
        max_seconds: f64,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

fn poker(key: &str) -> Result<Poker, String> {
    Poker::from_key(key).ok_or_else(|| format!("--game: '{key}' is not kuhn or leduc"))
}

/// Runs `gamelab poker …`.
pub(crate) fn run(command: PokerCommand) -> Result<(), String> {
    match command {
        PokerCommand::Solve { game, json } => {
            emit(json, report::poker_solve(poker(&game)?)?);
            Ok(())
        }
        PokerCommand::Cfr {
            game,
            algorithm,
            iterations,
            seed,
            max_seconds,
            json,
        } => {
            let limit = crate::limit::Limit::new(max_seconds, "CFR")?;
            let poker = poker(&game)?;
            let algorithm = Algorithm::from_key(&algorithm)
                .ok_or_else(|| format!("--algorithm: '{algorithm}' is not cfr, cfr+ or dcfr"))?;
            let _ = seed;
            let answer = report::poker_cfr_with(
                poker,
                algorithm,
                iterations,
                &mut limit.between(iterations, report::CFR_SLICE),
            )
            .map_err(crate::efg::as_flag)?;
            emit(json, answer);
            Ok(())
        }
    }
}

/// Iterations per second of CFR, CFR+ and DCFR on Kuhn and Leduc poker, against a naive CFR+
/// run in the same process.
#[derive(Args)]
pub(crate) struct BenchArgs {
    /// Iterations per run (1–100 000).
    #[arg(long, default_value_t = 200)]
    iterations: u64,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Runs `gamelab bench cfr`.
pub(crate) fn bench(BenchArgs { iterations, json }: BenchArgs) -> Result<(), String> {
    let rows = run_to_end(
        &mut CfrBench::new(iterations, clock()).map_err(|e| format!("--iterations: {e}"))?,
    );
    if json {
        println!("{}", json!({ "target": "native", "rows": rows }));
    } else {
        println!(
            "{:<6} {:<11} {:>10} {:>10} {:>12} {:>8} {:>14}",
            "game", "algorithm", "iterations", "ms", "iter/s", "speedup", "exploitability"
        );
        for r in rows {
            println!(
                "{:<6} {:<11} {:>10} {:>10.1} {:>12.1} {:>8.2} {:>14.6}",
                r.game,
                r.algorithm,
                r.iterations,
                r.millis,
                r.per_second,
                r.speedup,
                r.exploitability
            );
        }
    }
    Ok(())
}
