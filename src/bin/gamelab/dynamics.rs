//! `gamelab dynamics …` and `gamelab moran`: the evolution lab — rest points of the replicator
//! dynamics with their Nash, ESS and stability verdicts, trajectories of the replicator,
//! best-response, logit and fictitious-play dynamics, the logit QRE path, and the Moran
//! process's fixation probabilities beside a simulation.
//!
//! A one-population game is an `.nfg` file whose payoff table is symmetric (square, with the
//! column player's payoffs the transpose of the row player's); any other two-player `.nfg` is
//! played by two populations.

use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};

use crate::output::emit;
use crate::pool;
use gamelab::games::evolution::field::Dynamics;
use gamelab::games::evolution::integrate::{run_with, Settings};
use gamelab::games::evolution::logit_path::logit_path;
use gamelab::games::evolution::moran::{MoranSimulation, MoranSpec, MoranTally, MAX_RUNS};
use gamelab::games::evolution::report;
use gamelab::games::evolution::{EvoGame, Point};
use gamelab::games::matrix::parse_number;
use gamelab::rng::Seed;

/// `gamelab dynamics …`.
#[derive(Subcommand)]
pub(crate) enum DynamicsCommand {
    /// Every rest point of the replicator dynamics, exactly: Nash or not, ESS or not (exact),
    /// and the linearisation's stability verdict (numeric).
    RestPoints {
        /// The game, in Gambit's .nfg format: a symmetric game is played by one population,
        /// any other two-player game by two (one per player).
        #[arg(long)]
        game: PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// A trajectory of the dynamics from a start.
    Run(Box<RunArgs>),
    /// The principal branch of logit quantal response equilibria from λ = 0.
    Logit {
        /// The game, in Gambit's .nfg format.
        #[arg(long)]
        game: PathBuf,
        /// Trace up to this λ (at most 1e6).
        #[arg(long, default_value = "1000")]
        max_lambda: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

/// `gamelab dynamics run`'s flags.
#[derive(Args)]
pub(crate) struct RunArgs {
    /// The game, in Gambit's .nfg format: a symmetric game is played by one population,
    /// any other two-player game by two (one per player).
    #[arg(long)]
    game: PathBuf,
    /// replicator, best-response, logit (needs --lambda), fictitious, or
    /// stochastic-fictitious (needs --lambda; --seed).
    #[arg(long)]
    dynamics: String,
    /// The start: the shares x1,x2,… (two populations: the rows' then the columns'), summing
    /// to 1 per population; fractions allowed.
    #[arg(long)]
    start: String,
    /// The logit precision λ.
    #[arg(long)]
    lambda: Option<String>,
    /// The end time (for fictitious play: the number of rounds).
    #[arg(long)]
    time: String,
    /// The number of sample intervals (samples + 1 points).
    #[arg(long, default_value_t = 100)]
    samples: usize,
    /// The seed of stochastic fictitious play.
    #[arg(long)]
    seed: Option<u64>,
    /// Print CSV (t, x1…, y1…) instead of JSON or text.
    #[arg(long, conflicts_with = "json")]
    csv: bool,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// `gamelab moran`'s flags.
#[derive(Args)]
pub(crate) struct MoranArgs {
    /// The game, in Gambit's .nfg format; symmetric (one population), as the Moran process
    /// needs.
    #[arg(long)]
    game: PathBuf,
    /// The population size N (2–5000).
    #[arg(long)]
    population: u64,
    /// The selection intensity w in [0, 1], exactly (e.g. 1/10); fitness is 1 − w + w·payoff.
    #[arg(long, default_value = "1/10")]
    intensity: String,
    /// The two strategies (types A and B), by number from 1 or by name: i,j.
    #[arg(long, default_value = "1,2")]
    strategies: String,
    /// Simulated runs to set beside the exact values (each run: one B mutant, one A mutant).
    #[arg(long)]
    runs: Option<u64>,
    /// The seed of the simulation.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Simulate only shard i of n of the runs; `gamelab merge` combines the shards' JSON into
    /// the whole simulation's.
    #[arg(long, default_value = "0/1")]
    shard: String,
    /// The longest the simulation may take, in seconds: one projected to take longer (after a
    /// second's work) is refused, saying how long it would take.
    #[arg(long, default_value_t = crate::limit::DEFAULT_MAX_SECONDS)]
    max_seconds: f64,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Reads an `.nfg` file as an evolution-lab game; errors name the file.
fn read_game(path: &Path) -> Result<EvoGame, String> {
    let text = crate::input::read_text("--game", path)?;
    let file = gamelab::games::matrix::nfg::parse(&text)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    EvoGame::from_nfg(&file).map_err(|e| format!("{}: {e}", path.display()))
}

/// Runs `gamelab dynamics …`.
pub(crate) fn run(command: DynamicsCommand) -> Result<(), String> {
    match command {
        DynamicsCommand::RestPoints { game, json } => {
            emit(json, report::rest_points(&read_game(&game)?));
            Ok(())
        }
        DynamicsCommand::Run(args) => trajectory(*args),
        DynamicsCommand::Logit {
            game,
            max_lambda,
            json,
        } => {
            let g = read_game(&game)?;
            let lambda =
                crate::input::real(&max_lambda).map_err(|e| format!("--max-lambda: {e}"))?;
            let path = logit_path(&g, lambda).map_err(|e| format!("--max-lambda: {e}"))?;
            emit(json, report::logit(&path));
            Ok(())
        }
    }
}

/// The dynamics `--dynamics` names, with `--lambda` and `--seed` where they belong.
fn dynamics(name: &str, lambda: Option<&str>, seed: Option<u64>) -> Result<Dynamics, String> {
    let lambda = lambda
        .map(crate::input::real)
        .transpose()
        .map_err(|e| format!("--lambda: {e}"))?;
    report::dynamics(name, lambda, seed).map_err(|e| format!("--{e}"))
}

fn trajectory(args: RunArgs) -> Result<(), String> {
    let g = read_game(&args.game)?;
    let d = dynamics(&args.dynamics, args.lambda.as_deref(), args.seed)?;
    let start: Vec<f64> = args
        .start
        .split(',')
        .map(|s| crate::input::real(s.trim()))
        .collect::<Result<_, _>>()
        .map_err(|e| format!("--start: {e}"))?;
    let start = Point::checked(&g, &start).map_err(|e| format!("--start: {e}"))?;
    let time = crate::input::real(&args.time).map_err(|e| format!("--time: {e}"))?;
    let settings = Settings::new(d, start, time, args.samples);
    let traj = run_with(&g, &settings).map_err(|e| e.to_string())?;
    if args.csv {
        print!("{}", traj.to_csv());
        return Ok(());
    }
    emit(args.json, report::trajectory(&traj));
    Ok(())
}

/// Runs `gamelab moran`.
pub(crate) fn moran(args: MoranArgs) -> Result<(), String> {
    let g = read_game(&args.game)?;
    let (names, _) = g.names();
    let picks: Vec<&str> = args.strategies.split(',').collect();
    let [i, j] = picks[..] else {
        return Err("--strategies: give two strategies, i,j".into());
    };
    let pick = |t: &str| report::strategy(t, &names).map_err(|e| format!("--{e}"));
    let strategies = [pick(i)?, pick(j)?];
    let intensity = parse_number(&args.intensity).map_err(|e| format!("--intensity: {e}"))?;
    let spec = MoranSpec {
        population: args.population,
        intensity,
        strategies,
    };
    let limit = crate::limit::Limit::new(args.max_seconds, "the simulation")?;
    let mut out = report::moran(&g, &spec)?;
    let shard = gamelab::batch::Shard::parse(&args.shard).map_err(|e| format!("--shard {e}"))?;
    if let Some(runs) = args.runs {
        if runs == 0 || runs > MAX_RUNS {
            return Err(format!("--runs: give 1–{MAX_RUNS} runs"));
        }
        // Contiguous shares of the shard's run indices, one per core: run i is seeded
        // seed.derive(i) whoever simulates it, so the totals do not depend on the split.
        let range = shard.range(runs);
        let count = range.end - range.start;
        let n = (pool::threads() as u64).min(count).max(1);
        let shares: Vec<(u64, u64)> = (0..n)
            .map(|k| {
                (
                    range.start + count * k / n,
                    range.start + count * (k + 1) / n,
                )
            })
            .collect();
        let jobs = shares
            .into_iter()
            .map(|(first, last)| MoranSimulation::new(&g, &spec, Seed(args.seed), first..last))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| e.to_string())?;
        let start = std::time::Instant::now();
        let total = limit
            .run_all(jobs)?
            .into_iter()
            .fold(MoranTally::default(), MoranTally::merge);
        out = gamelab::batch::moran::render(
            out,
            shard,
            runs,
            args.seed,
            &total,
            start.elapsed().as_secs_f64(),
            n,
        );
    } else if shard != gamelab::batch::Shard::ALL {
        return Err("--shard: only a simulation (--runs) is cut into shards".into());
    }
    emit(args.json, out);
    Ok(())
}
