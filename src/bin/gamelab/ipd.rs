//! `gamelab ipd …` and `gamelab bench ipd`: the iterated prisoner's dilemma (the evolution
//! lab) — matches move by move, round-robin tournaments over one thread per core, races
//! between two strategies, population play, and the list of strategies.

use clap::{Args, Subcommand};
use serde_json::json;

use crate::clock::clock;
use crate::output::emit;
use crate::pool;
use crate::racing::{flag, RaceParams};
use gamelab::games::ipd::bench::IpdBench;
use gamelab::games::ipd::ecology::MAX_GENERATIONS;
use gamelab::games::ipd::lab::read_strategies;
use gamelab::games::ipd::population::{Population, PopulationSettings};
use gamelab::games::ipd::race::{race, DuelMode, DuelSpec};
use gamelab::games::ipd::tournament::{merge, shares, RangeJob};
use gamelab::games::ipd::{
    classics, play::check_match, play_match, Payoffs, Strategy, TournamentSpec,
};
use gamelab::jobs::run_to_end;
use gamelab::racing::Algorithm;
use gamelab::rng::Seed;

/// The most rounds of population play.
const MAX_ROUNDS: u64 = 10_000;

/// Settings every IPD command shares.
#[derive(Args, Clone)]
pub(crate) struct MatchArgs {
    /// Turns per match (1–100 000).
    #[arg(long, default_value_t = 200)]
    turns: u32,
    /// Probability that each move is flipped.
    #[arg(long, value_parser = crate::input::real, default_value_t = 0.0)]
    noise: f64,
    /// The seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Stage payoffs R,S,T,P (default 3,0,5,1; T > R > P > S and 2R > T + S).
    #[arg(long)]
    payoffs: Option<String>,
}

impl MatchArgs {
    fn checked(&self) -> Result<Payoffs, String> {
        check_match(self.turns, self.noise).map_err(|e| {
            let flag = if e.starts_with("turns") {
                "turns"
            } else {
                "noise"
            };
            format!("--{flag}: {e}")
        })?;
        match &self.payoffs {
            Some(text) => Payoffs::parse(text).map_err(|e| format!("--payoffs: {e}")),
            None => Ok(Payoffs::default()),
        }
    }
}

/// `gamelab ipd …`.
#[derive(Subcommand)]
pub(crate) enum IpdCommand {
    /// One match, move by move: {"moves": ["CD", …], "scores": [a, b]}.
    Match {
        /// Two strategies, comma-separated, e.g. "Tit For Tat,Defector": names or rule tables
        /// (`memory-one:pCC,pCD,pDC,pDD;first=q`, `lookup:CDCD;first=C`).
        #[arg(long)]
        players: String,
        #[command(flatten)]
        settings: MatchArgs,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// A round-robin tournament with repetitions (each player against a copy of itself
    /// too), over one thread per core.
    Tournament {
        /// Strategies, comma-separated: names or rule tables
        /// (`memory-one:pCC,pCD,pDC,pDD;first=q`, `lookup:CDCD;first=C`).
        #[arg(long, conflicts_with = "all", required_unless_present = "all")]
        players: Option<String>,
        /// Every classic strategy.
        #[arg(long)]
        all: bool,
        /// Repetitions of every match.
        #[arg(long, default_value_t = 10)]
        repetitions: u32,
        /// Generations of the ecological simulation to add (0: none).
        #[arg(long, default_value_t = 0)]
        generations: usize,
        /// Print the standings as CSV instead (then the payoff matrix as CSV).
        #[arg(long, conflicts_with = "json")]
        csv: bool,
        #[command(flatten)]
        settings: MatchArgs,
        /// Play only shard i of n of the matches (its JSON carries their totals, no ranking);
        /// `gamelab merge` combines the shards' JSON into the whole tournament's.
        #[arg(long, default_value = "0/1")]
        shard: String,
        /// The longest the tournament may take, in seconds: one projected to take longer
        /// (after a second's work) is refused, saying how long it would take.
        #[arg(long, default_value_t = crate::limit::DEFAULT_MAX_SECONDS)]
        max_seconds: f64,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Which of two strategies is better, by a race with a guaranteed error over noisy
    /// matches: against a field (default) or head to head.
    Race {
        /// Two strategies, comma-separated (A,B; A is the race's player 1): names or rule
        /// tables (`memory-one:pCC,pCD,pDC,pDD;first=q`, `lookup:CDCD;first=C`).
        #[arg(long)]
        players: String,
        /// The race: hoeffding, bernstein, lebr, ilebr, ilebr2, ilebr-star, ilebr-star2.
        #[arg(long, default_value = "ilebr-star2")]
        algorithm: String,
        /// field (A and B each against the same opponent drawn from --field) or
        /// head-to-head (one match A against B).
        #[arg(long, default_value = "field")]
        mode: String,
        /// The field's strategies, comma-separated (default: every classic): names or rule
        /// tables.
        #[arg(long)]
        field: Option<String>,
        #[command(flatten)]
        settings: MatchArgs,
        #[command(flatten)]
        params: RaceParams,
        /// The longest the race may take, in seconds: a race still undecided then is
        /// stopped, saying how far it came.
        #[arg(long, default_value_t = crate::limit::DEFAULT_MAX_SECONDS)]
        max_seconds: f64,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Population play ("The Evolution of Trust"): each round every pair of individuals
    /// plays, the lowest scorers are replaced by copies of the highest.
    Population {
        /// Strategies, comma-separated: names or rule tables
        /// (`memory-one:pCC,pCD,pDC,pDD;first=q`, `lookup:CDCD;first=C`).
        #[arg(long)]
        players: String,
        /// Individuals of each strategy, comma-separated.
        #[arg(long)]
        counts: String,
        /// Rounds (1–10 000).
        #[arg(long, default_value_t = 20)]
        rounds: u64,
        /// Individuals replaced each round.
        #[arg(long, default_value_t = 5)]
        replace: u32,
        /// Turns per match.
        #[arg(long, default_value_t = 10)]
        turns: u32,
        /// Probability that each move is flipped.
        #[arg(long, value_parser = crate::input::real, default_value_t = 0.0)]
        noise: f64,
        /// The seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Stage payoffs R,S,T,P.
        #[arg(long)]
        payoffs: Option<String>,
        /// The longest the play may take, in seconds: play projected to take longer (after
        /// its first second, counted in pairs played) is refused, saying how long it would take.
        #[arg(long, default_value_t = crate::limit::DEFAULT_MAX_SECONDS)]
        max_seconds: f64,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The strategies: names (the Axelrod library's), whether they draw at random, and
    /// what they do.
    Strategies {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

/// Strategies in a comma-separated list: names and rule tables (`memory-one:…`, `lookup:…`),
/// as the page reads them.
fn strategies(flag: &str, list: &str) -> Result<Vec<Strategy>, String> {
    read_strategies(list).map_err(|e| format!("--{flag}: {e}"))
}

/// Exactly two strategies.
fn two(list: &str) -> Result<(Strategy, Strategy), String> {
    let mut players = strategies("players", list)?;
    if players.len() != 2 {
        return Err(format!(
            "--players: give two names separated by a comma (got {})",
            players.len()
        ));
    }
    let b = players.pop().expect("two");
    let a = players.pop().expect("two");
    Ok((a, b))
}

/// Runs `gamelab ipd …`.
pub(crate) fn run(command: IpdCommand) -> Result<(), String> {
    match command {
        IpdCommand::Match {
            players,
            settings,
            json,
        } => {
            let payoffs = settings.checked()?;
            let (a, b) = two(&players)?;
            let m = play_match(
                &a,
                &b,
                settings.turns,
                settings.noise,
                &payoffs,
                Seed(settings.seed),
            );
            if json {
                emit(true, gamelab::games::ipd::report::moves(&m));
            } else {
                let line = |seat: usize| -> String {
                    m.moves
                        .iter()
                        .map(|x| {
                            if seat == 0 {
                                x.0.letter()
                            } else {
                                x.1.letter()
                            }
                        })
                        .collect()
                };
                println!("{:<32} {:>8} {}", a.name(), m.scores[0], line(0));
                println!("{:<32} {:>8} {}", b.name(), m.scores[1], line(1));
            }
            Ok(())
        }
        IpdCommand::Tournament {
            players,
            all,
            repetitions,
            generations,
            csv,
            settings,
            shard,
            max_seconds,
            json,
        } => {
            let shard = gamelab::batch::Shard::parse(&shard).map_err(|e| format!("--shard {e}"))?;
            let payoffs = settings.checked()?;
            let players = match (players, all) {
                (_, true) => classics(),
                (Some(list), false) => strategies("players", &list)?,
                (None, false) => return Err("give --players or --all".to_string()),
            };
            if generations > MAX_GENERATIONS {
                return Err(format!("--generations: give 0–{MAX_GENERATIONS}"));
            }
            let spec = TournamentSpec {
                players,
                turns: settings.turns,
                repetitions,
                noise: settings.noise,
                payoffs,
                seed: settings.seed,
            };
            spec.check().map_err(|e| {
                if e.starts_with("repetitions") {
                    format!("--repetitions: {e}")
                } else {
                    format!("--players: {e}")
                }
            })?;
            if shard != gamelab::batch::Shard::ALL && !json {
                return Err("--shard: a shard's output is JSON (give --json)".to_string());
            }
            let range = shard.range(spec.matches());
            let start = std::time::Instant::now();
            let parts: Vec<(u64, u64)> =
                shares(range.end - range.start, pool::threads() as u64 * 4)
                    .into_iter()
                    .map(|(first, count)| (range.start + first, count))
                    .collect();
            let limit = crate::limit::Limit::new(max_seconds, "the tournament")?;
            let jobs = parts
                .into_iter()
                .map(|(first, count)| RangeJob::new(spec.clone(), first, count))
                .collect();
            let partials = limit.run_all(jobs)?;
            if json {
                // The batch's renderer ranks the matches (a shard's output carries them).
                emit(
                    true,
                    gamelab::batch::ipd::render(
                        &spec,
                        shard,
                        partials,
                        generations,
                        start.elapsed().as_secs_f64(),
                        pool::threads() as u64,
                    )?,
                );
                return Ok(());
            }
            let result = merge(&spec, partials)?;
            if csv {
                print!("{}\n{}", result.csv(), result.payoff_matrix_csv());
                return Ok(());
            }
            {
                println!(
                    "{:>4} {:<34} {:>14} {:>6}",
                    "rank", "player", "median/turn", "wins"
                );
                for (rank, &i) in result.ranking.iter().enumerate() {
                    println!(
                        "{:>4} {:<34} {:>14.4} {:>6}",
                        rank + 1,
                        result.players[i],
                        result.median_scores[i],
                        result.wins[i].iter().sum::<u32>()
                    );
                }
            }
            Ok(())
        }
        IpdCommand::Race {
            players,
            algorithm,
            mode,
            field,
            settings,
            params,
            max_seconds,
            json,
        } => {
            let payoffs = settings.checked()?;
            let (a, b) = two(&players)?;
            let alg = Algorithm::from_key(&algorithm).ok_or_else(|| {
                let keys: Vec<&str> = Algorithm::ALL.iter().map(|a| a.key()).collect();
                format!(
                    "--algorithm: {algorithm:?} is not one of {}",
                    keys.join(", ")
                )
            })?;
            let mode = match (mode.as_str(), field) {
                ("field", None) => DuelMode::Field(classics()),
                ("field", Some(list)) => DuelMode::Field(strategies("field", &list)?),
                ("head-to-head", None) => DuelMode::HeadToHead,
                ("head-to-head", Some(_)) => {
                    return Err("--field: only with --mode field".to_string())
                }
                (other, _) => {
                    return Err(format!("--mode: {other:?} is not field or head-to-head"))
                }
            };
            let params = params.params();
            params.validate().map_err(flag)?;
            let spec = DuelSpec {
                a: a.clone(),
                b: b.clone(),
                mode,
                turns: settings.turns,
                noise: settings.noise,
                payoffs,
                seed: settings.seed,
            };
            let mut job = race(spec, alg, &params)?;
            let outcome = crate::limit::Limit::new(max_seconds, "the race")?
                .deadline()
                .run(&mut job, |_, _| None)?;
            let winner = match outcome.winner {
                gamelab::racing::race::Winner::P1 => Some(a.name()),
                gamelab::racing::race::Winner::P2 => Some(b.name()),
                gamelab::racing::race::Winner::Undecided => None,
            };
            emit(
                json,
                json!({
                    "a": a.name(),
                    "b": b.name(),
                    "algorithm": alg.key(),
                    "winner": winner,
                    "games": outcome.games,
                    "wins_a": job.wins(),
                    "mean": outcome.mean,
                    "reason": outcome.reason.key(),
                    "tests": outcome.tests,
                }),
            );
            Ok(())
        }
        IpdCommand::Population {
            players,
            counts,
            rounds,
            replace,
            turns,
            noise,
            seed,
            payoffs,
            max_seconds,
            json,
        } => {
            let settings = PopulationSettings {
                turns,
                replace,
                noise,
                payoffs: match payoffs {
                    Some(text) => Payoffs::parse(&text).map_err(|e| format!("--payoffs: {e}"))?,
                    None => Payoffs::default(),
                },
            };
            let strategies = strategies("players", &players)?;
            let counts: Vec<u32> = counts
                .split(',')
                .map(|c| gamelab::text::read_count(c).map_err(|e| format!("--counts: {e}")))
                .collect::<Result<_, _>>()?;
            if rounds == 0 || rounds > MAX_ROUNDS {
                return Err(format!("--rounds: give 1–{MAX_ROUNDS}"));
            }
            let names: Vec<String> = strategies.iter().map(Strategy::name).collect();
            let mut population = Population::new(strategies, counts.clone(), settings, Seed(seed))
                .map_err(|e| format!("--counts: {e}"))?;
            let limit = crate::limit::Limit::new(max_seconds, "the population play")?;
            let mut history = vec![counts];
            for round in 0..rounds {
                let report = population
                    .round_within(&mut |part| limit.check((round as f64 + part) / rounds as f64))?;
                history.push(report.counts);
            }
            if json {
                emit(true, json!({ "players": names, "counts": history }));
            } else {
                println!("round {}", names.join(" | "));
                for (r, counts) in history.iter().enumerate() {
                    let counts: Vec<String> = counts.iter().map(u32::to_string).collect();
                    println!("{r:>5} {}", counts.join(" | "));
                }
            }
            Ok(())
        }
        IpdCommand::Strategies { json } => {
            if json {
                emit(true, gamelab::games::ipd::report::strategies());
            } else {
                for s in classics() {
                    let kind = if s.is_deterministic() { " " } else { "*" };
                    println!("{kind} {:<32} {}", s.name(), s.description());
                }
                println!("(* draws at random)");
            }
            Ok(())
        }
    }
}

/// Matches per second of a round robin of every classic (200 turns), with and without
/// noise, on one thread (`scripts/bench-ipd.sh` times the Axelrod library beside it).
#[derive(Args)]
pub(crate) struct BenchArgs {
    /// Repetitions of the tournament (1–1 000).
    #[arg(long, default_value_t = 5)]
    repetitions: u32,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Runs `gamelab bench ipd`.
pub(crate) fn bench(BenchArgs { repetitions, json }: BenchArgs) -> Result<(), String> {
    let rows = run_to_end(
        &mut IpdBench::new(repetitions, clock()).map_err(|e| format!("--repetitions: {e}"))?,
    );
    if json {
        println!("{}", json!({ "target": "native", "rows": rows }));
    } else {
        for r in rows {
            println!(
                "{} noise {}: {} matches of {} turns in {:.1} ms, {:.0} matches/s, {:.3e} turns/s",
                r.what,
                r.noise,
                r.matches,
                r.turns,
                r.millis,
                r.matches_per_second,
                r.turns_per_second
            );
        }
    }
    Ok(())
}
