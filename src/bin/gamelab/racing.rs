//! `gamelab race`: races over simulated games, horizons, the thesis's theory, δ calibration and
//! α(μ) exactly or by Monte Carlo over one thread per core (the racing lab).

use clap::{Args, Subcommand};
use serde_json::json;

use crate::clock::clock;
use crate::output::emit;
use crate::pool;
use gamelab::jobs::run_to_end;
use gamelab::racing::race::{Bernoulli, Outcomes, Pattern, PrecisionStop, Race, Sampling};
use gamelab::racing::{bounds, exact, montecarlo, theory, Algorithm, Params, Schedule};
use gamelab::rng::Seed;

#[derive(clap::Args, Clone, Copy)]
pub(crate) struct RaceParams {
    /// Precision ε in (0, 1).
    #[arg(long, value_parser = crate::input::real, default_value_t = 0.01)]
    pub(crate) eps: f64,
    /// Confidence δ in (0, 1).
    #[arg(long, value_parser = crate::input::real, default_value_t = 0.05)]
    pub(crate) delta: f64,
    /// Number of tests N (default: solved from ε and δ).
    #[arg(long)]
    tests: Option<u64>,
    /// The most games a run may play.
    #[arg(long, default_value_t = 1_000_000)]
    cap: u64,
}

impl RaceParams {
    pub(crate) fn params(self) -> Params {
        Params {
            eps: self.eps,
            delta: self.delta,
            tests: self.tests,
            cap: self.cap,
        }
    }
}

/// `gamelab race …`.
#[derive(Subcommand)]
pub(crate) enum RaceCommand {
    /// Run one race over a simulated Bernoulli(μ) stream or a repeating pattern.
    Run {
        /// hoeffding, bernstein, lebr, ilebr, ilebr2, ilebr-star, ilebr-star2.
        #[arg(long)]
        algorithm: String,
        /// Player 1's win probability.
        #[arg(long, value_parser = crate::input::real, conflicts_with = "pattern")]
        mu: Option<f64>,
        /// Seed of the simulator.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// A 0/1 pattern repeated forever (1 = player 1 wins), instead of --mu.
        #[arg(long)]
        pattern: Option<String>,
        #[command(flatten)]
        params: RaceParams,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Every horizon of the spec's table.
    Horizon {
        /// Precision ε.
        #[arg(long, value_parser = crate::input::real, default_value_t = 0.01)]
        eps: f64,
        /// Confidence δ.
        #[arg(long, value_parser = crate::input::real, default_value_t = 0.05)]
        delta: f64,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The thesis's approximation F_μ(n) of the error probability.
    Theory {
        /// μ.
        #[arg(long, value_parser = crate::input::real)]
        mu: f64,
        /// Number of tests n.
        #[arg(long)]
        tests: u64,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The number of tests and δ that bring F_μ below a target α (eq. 2.19).
    Calibrate {
        /// μ.
        #[arg(long, value_parser = crate::input::real)]
        mu: f64,
        /// The target error probability.
        #[arg(long, value_parser = crate::input::real)]
        alpha: f64,
        /// Precision ε.
        #[arg(long, value_parser = crate::input::real, default_value_t = 0.01)]
        eps: f64,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The error probability α(μ) and mean games: exact (square schedules) or Monte Carlo.
    Alpha {
        /// The algorithm.
        #[arg(long)]
        algorithm: String,
        /// μ.
        #[arg(long, value_parser = crate::input::real)]
        mu: f64,
        /// exact or mc.
        #[arg(long, default_value = "exact")]
        method: String,
        /// Monte Carlo runs.
        #[arg(long, default_value_t = 10_000)]
        runs: u64,
        /// Monte Carlo seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Without the precision stop (what the exact method computes).
        #[arg(long)]
        no_precision_stop: bool,
        /// Monte Carlo: run only shard i of n of the runs; `gamelab merge` combines the
        /// shards' JSON into the whole estimate's.
        #[arg(long, default_value = "0/1")]
        shard: String,
        #[command(flatten)]
        params: RaceParams,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

fn algorithm(key: &str) -> Result<Algorithm, String> {
    Algorithm::parse(key).map_err(|e| format!("--algorithm: {e}"))
}

pub(crate) fn flag(e: gamelab::racing::ParamError) -> String {
    format!("--{}: {}", e.field, e.reason)
}

/// Exact α(μ) curve time, and simulated games per second game by game vs binomial jumps.
#[derive(Args)]
pub(crate) struct BenchArgs {
    /// Simulated races per sampling method.
    #[arg(long, default_value_t = 200)]
    runs: u64,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Runs `gamelab bench race`: exact curve time, and simulated games per second.
pub(crate) fn bench(BenchArgs { runs, json }: BenchArgs) -> Result<(), String> {
    let rows = run_to_end(&mut gamelab::racing::bench::RaceBench::new(runs, clock()));
    if json {
        println!(
            "{}",
            json!({ "target": "native", "runs": runs, "rows": rows })
        );
    } else {
        for r in &rows {
            println!(
                "{:<44} {:>12} {:<9} {:>10.1} ms {:>14.0}/s",
                r.what, r.work, r.unit, r.millis, r.per_second
            );
        }
        println!(
            "binomial jumps ÷ game by game (games/s): {:.1}",
            rows[2].per_second / rows[1].per_second
        );
    }
    Ok(())
}

/// Runs `gamelab race …`.
pub(crate) fn run(command: RaceCommand) -> Result<(), String> {
    match command {
        RaceCommand::Run {
            algorithm: a,
            mu,
            seed,
            pattern,
            params,
            json,
        } => {
            let a = algorithm(&a)?;
            let params = params.params();
            let outcome = match (mu, pattern) {
                (Some(mu), None) => {
                    let sampling = if a.square_schedule() {
                        Sampling::BinomialJumps
                    } else {
                        Sampling::GameByGame
                    };
                    let source = Bernoulli::new(mu, Seed(seed), sampling).map_err(flag)?;
                    run_race(a, &params, source)?
                }
                (None, Some(p)) => run_race(a, &params, Pattern::parse(&p).map_err(flag)?)?,
                _ => {
                    return Err(
                        "give either --mu X (with --seed) or --pattern 0/1-string".to_string()
                    )
                }
            };
            emit(json, gamelab::racing::report::race(a, &outcome));
        }
        RaceCommand::Horizon { eps, delta, json } => {
            gamelab::racing::check_open_unit("eps", eps).map_err(flag)?;
            gamelab::racing::check_open_unit("delta", delta).map_err(flag)?;
            let rows = bounds::horizons(eps, delta).map_err(|e| format!("--eps: {e}"))?;
            if json {
                println!(
                    "{}",
                    json!({ "eps": eps, "delta": delta, "horizons": rows })
                );
            } else {
                for r in rows {
                    println!(
                        "{:<6} root {:>14.6}  tests {:>7}  games {:>7}  {}",
                        r.equation, r.root, r.tests, r.games, r.meaning
                    );
                }
            }
        }
        RaceCommand::Theory { mu, tests, json } => {
            gamelab::racing::check_mu(mu).map_err(flag)?;
            if tests == 0 || tests > 20_000 {
                return Err("--tests: give 1–20000 tests".to_string());
            }
            emit(
                json,
                json!({ "mu": mu, "tests": tests, "F": theory::f_mu(mu, tests) }),
            );
        }
        RaceCommand::Calibrate {
            mu,
            alpha,
            eps,
            json,
        } => {
            let c = theory::calibrate(mu, alpha, eps).map_err(flag)?;
            emit(
                json,
                json!({ "mu": mu, "alpha": alpha, "eps": eps, "tests": c.tests, "delta": c.delta, "no_delta": c.no_delta }),
            );
        }
        RaceCommand::Alpha {
            algorithm: a,
            mu,
            method,
            runs,
            seed,
            no_precision_stop,
            shard,
            params,
            json,
        } => {
            let shard = gamelab::batch::Shard::parse(&shard).map_err(|e| format!("--shard {e}"))?;
            let a = algorithm(&a)?;
            let params = params.params();
            let schedule = Schedule::new(a, &params).map_err(flag)?;
            gamelab::racing::check_mu(mu).map_err(flag)?;
            match method.as_str() {
                "exact" => {
                    let r = exact::exact(&schedule, mu).map_err(flag)?;
                    emit(json, gamelab::racing::report::exact(a, mu, &r));
                }
                "mc" => {
                    if runs == 0 || runs > 100_000_000 {
                        return Err("--runs: give 1–100000000 runs".to_string());
                    }
                    let precision = if no_precision_stop {
                        PrecisionStop::Off
                    } else {
                        PrecisionStop::On
                    };
                    // Contiguous shares of the shard's run indices, one per core: run i is
                    // seeded seed.derive(i) whoever plays it, so the totals do not depend on
                    // the split.
                    let range = shard.range(runs);
                    let count = range.end - range.start;
                    let n = (pool::threads() as u64).min(count).max(1);
                    let shares = (0..n)
                        .map(|i| {
                            (
                                range.start + count * i / n,
                                range.start + count * (i + 1) / n,
                            )
                        })
                        .collect();
                    let start = std::time::Instant::now();
                    let tallies = pool::map(shares, |(first, last)| {
                        montecarlo::simulate(
                            a,
                            &params,
                            mu,
                            Seed(seed),
                            first,
                            last - first,
                            precision,
                        )
                    });
                    let mut total = montecarlo::McTally {
                        mu,
                        ..Default::default()
                    };
                    for t in tallies {
                        total.merge(&t.map_err(flag)?);
                    }
                    let spec = gamelab::batch::racing::AlphaSpec {
                        algorithm: a.key().to_string(),
                        params,
                        mu,
                        runs,
                        seed,
                        precision_stop: !no_precision_stop,
                    };
                    emit(
                        json,
                        gamelab::batch::racing::render(
                            &spec,
                            shard,
                            &total,
                            start.elapsed().as_secs_f64(),
                            n,
                        ),
                    );
                }
                other => return Err(format!("--method: {other:?} is not exact or mc")),
            }
        }
    }
    Ok(())
}

fn run_race<O: Outcomes>(
    a: Algorithm,
    params: &Params,
    source: O,
) -> Result<gamelab::racing::race::RaceOutcome, String> {
    Ok(Race::new(a, params, source, 0).map_err(flag)?.run())
}
