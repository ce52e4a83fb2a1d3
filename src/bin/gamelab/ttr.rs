//! `gamelab ttr`: Ticket to Ride games with records, the thesis's experiment tables, and the
//! check of a game record (the Ticket to Ride lab).

use clap::{Args, Subcommand};
use serde_json::{json, Value};

use crate::output::emit;
use crate::pool;
use gamelab::batch::ticket_to_ride::{render as render_experiment, row_json, ExperimentSpec};
use gamelab::batch::Shard;
use gamelab::games::ticket_to_ride::experiment::{
    experiment_game, table_under, thesis_mean, AgentKind, ForbiddenRule, GameResult, Row, MAX_GAMES,
};
use gamelab::games::ticket_to_ride::features::FeatureSet;
use gamelab::games::ticket_to_ride::figures::score_chart;
use gamelab::games::ticket_to_ride::jobs::{check_games, check_table_sizes};
use gamelab::games::ticket_to_ride::nn::{EpochReport, Network, Reduction, TrainConfig, Training};
use gamelab::games::ticket_to_ride::record::{check_record, GameRecord};
use gamelab::games::ticket_to_ride::universal::{
    range_chart, CompareConfig, Comparison, THESIS_TABLES,
};
use gamelab::rng::Seed;

/// `gamelab ttr …`.
#[derive(Subcommand)]
pub(crate) enum TtrCommand {
    /// One game: prints the final scores and writes the game record.
    Play {
        /// Players (2–5).
        #[arg(long)]
        players: usize,
        /// One agent per seat, comma-separated (algo, nn, random), or one name for every seat.
        #[arg(long, default_value = "algo")]
        agents: String,
        /// The network's weights for nn (a file `ttr train --out` wrote; default: the shipped
        /// pre-trained network).
        #[arg(long)]
        weights: Option<std::path::PathBuf>,
        /// Seed of the decks.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Score the longest continuous path (+10).
        #[arg(long)]
        longest_path: bool,
        /// Write the game record (JSON) to this file.
        #[arg(long)]
        record: Option<std::path::PathBuf>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The thesis's table: games of one agent at every seat, per player count and overall.
    Experiment {
        /// Player counts: one number (3) or a range (2..5).
        #[arg(long, default_value = "2..5")]
        players: String,
        /// Games per player count.
        #[arg(long, default_value_t = 250)]
        games: u64,
        /// The agent at every seat (algo, algo-thesis, nn, random).
        #[arg(long, default_value = "algo")]
        agent: String,
        /// The network's weights for nn (default: the shipped pre-trained network).
        #[arg(long)]
        weights: Option<std::path::PathBuf>,
        /// Seed (game i of a player count uses the seed derived for it).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Write the thesis's figure of the scores (distribution per table size, the Gaussian
        /// of every score, the most common score) as SVG.
        #[arg(long)]
        svg: Option<std::path::PathBuf>,
        /// What a forbidden decision does: replace (ours: the algorithmic player's move is
        /// played, every game counts) or end (the thesis's: the game ends and counts in no
        /// score column, only as interrupted).
        #[arg(long, default_value = "replace")]
        forbidden: String,
        /// Play only shard i of n of the games (listed size by size); `gamelab merge`
        /// combines the shards' JSON into the whole experiment's.
        #[arg(long, default_value = "0/1")]
        shard: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Trains the network player on the algorithmic player's best games (AdaGrad, batches of
    /// 250) and writes its weights; prints the per-epoch table, the untrained network first
    /// (epoch 0).
    Train {
        /// The settings to start from: ours, thesis (its chapter 5 as its code ran it: 40
        /// epochs of 250 steps of 250, the summed loss, AdaGrad at 0.05 from 0.1, 60
        /// evaluation games per table size) or thesis-progress (its chapter 6: 10 iterations
        /// of 100 steps of 100). The flags below change single settings.
        #[arg(long, default_value = "ours")]
        protocol: String,
        /// Games of the algorithmic player per player count (default: the protocol's, 30).
        #[arg(long)]
        games: Option<u32>,
        /// The player counts of the teacher's games: one number (a per-count network, as in
        /// the thesis's chapter 5) or a range (2..5: one universal network).
        #[arg(long, default_value = "2..5")]
        players: String,
        /// Epochs (default: the protocol's).
        #[arg(long)]
        epochs: Option<u32>,
        /// Mini-batch size (default: the protocol's, 250).
        #[arg(long)]
        batch: Option<usize>,
        /// Mini-batches per epoch: a number, or "pass" for one pass over the decisions
        /// (default: the protocol's — pass for ours, the batch size for the thesis's).
        #[arg(long)]
        steps_per_epoch: Option<String>,
        /// Seed of the games, the initialisation and the batches.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The score a player needs for its decisions to be learned from (default 120).
        #[arg(long, allow_hyphen_values = true)]
        min_score: Option<i32>,
        /// AdaGrad's learning rate (default: the protocol's, 0.01 ours, 0.05 the thesis's).
        #[arg(long)]
        learning_rate: Option<f64>,
        /// Where AdaGrad's sums of squares start (default: 0 ours, 0.1 the thesis's).
        #[arg(long)]
        initial_accumulator: Option<f64>,
        /// How a batch's losses combine: mean (ours) or sum (the thesis's).
        #[arg(long)]
        loss: Option<String>,
        /// The network's inputs: original (the thesis's 26), revised (its revision as the
        /// issue reads it: the others' data out, cards per colour and the largest colour in)
        /// or repository (its revision as its code did it: the 26 and two card features).
        #[arg(long, default_value = "original")]
        features: String,
        /// Games the network plays after each epoch and before the first to measure it (0:
        /// none; default: the protocol's, 20 ours, 60 per table size the thesis's).
        #[arg(long)]
        eval_games: Option<u32>,
        /// Write the weights (JSON) here.
        #[arg(long)]
        out: std::path::PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The thesis's chapter 5: a universal network (trained on every table size) against a
    /// specific network per table size, each playing the same games; prints the thesis's two
    /// tables beside ours.
    Universal {
        /// The training protocol of every network: thesis (its chapter 5 as its code ran it) or
        /// ours.
        #[arg(long, default_value = "thesis")]
        protocol: String,
        /// The networks' inputs: original, revised or repository.
        #[arg(long, default_value = "original")]
        features: String,
        /// Evaluation games per table size and model.
        #[arg(long, default_value_t = 60)]
        games: u64,
        /// The teacher's games per table size (default: the protocol's, 30).
        #[arg(long)]
        teacher_games: Option<u32>,
        /// Epochs of every training (default: the protocol's).
        #[arg(long)]
        epochs: Option<u32>,
        /// Seed of the teacher's games, the trainings and the evaluation deals.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The rule of the printed tables: end (the thesis's: games with a forbidden decision
        /// are left out) or replace (ours). The JSON has both.
        #[arg(long, default_value = "end")]
        forbidden: String,
        /// Write the thesis's figure of the points' range as SVG.
        #[arg(long)]
        svg: Option<std::path::PathBuf>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Checks a game record move by move: claims against the final routes, payments against
    /// the routes, every score recomputed from routes and tickets.
    Check {
        /// The record (JSON, as `ttr play --record` writes it).
        #[arg(long)]
        record: std::path::PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

pub(crate) fn run(command: TtrCommand) -> Result<(), String> {
    match command {
        TtrCommand::Play {
            players,
            agents,
            weights,
            seed,
            longest_path,
            record,
            json,
        } => play(players, &agents, weights, seed, longest_path, record, json),
        TtrCommand::Experiment {
            players,
            games,
            agent,
            weights,
            seed,
            svg,
            forbidden,
            shard,
            json,
        } => {
            let rule = ForbiddenRule::parse(&forbidden).map_err(|e| format!("--forbidden: {e}"))?;
            let shard = Shard::parse(&shard).map_err(|e| format!("--shard {e}"))?;
            experiment(
                &players, games, &agent, weights, seed, svg, rule, shard, json,
            )
        }
        TtrCommand::Train {
            protocol,
            games,
            players,
            epochs,
            batch,
            steps_per_epoch,
            seed,
            min_score,
            learning_rate,
            initial_accumulator,
            loss,
            features,
            eval_games,
            out,
            json,
        } => {
            let base = TrainConfig {
                seed,
                player_counts: player_counts(&players)?,
                features: FeatureSet::parse(&features).map_err(|e| format!("--features: {e}"))?,
                ..TrainConfig::default()
            };
            let mut c = base
                .protocol(&protocol)
                .map_err(|e| format!("--protocol: {e}"))?;
            c.games_per_count = games.unwrap_or(c.games_per_count);
            c.epochs = epochs.unwrap_or(c.epochs);
            c.batch = batch.unwrap_or(c.batch);
            c.min_score = min_score.unwrap_or(c.min_score);
            c.learning_rate = learning_rate.unwrap_or(c.learning_rate);
            c.initial_accumulator = initial_accumulator.unwrap_or(c.initial_accumulator);
            c.eval_games = eval_games.unwrap_or(c.eval_games);
            if let Some(l) = loss {
                c.loss = Reduction::parse(&l).map_err(|e| format!("--loss: {e}"))?;
            }
            if let Some(s) = steps_per_epoch {
                c.steps_per_epoch = match s.trim() {
                    "pass" => None,
                    n => Some(n.parse().map_err(|_| {
                        format!("--steps-per-epoch {n:?}: a number of batches, or pass")
                    })?),
                };
            }
            train(c, &out, json)
        }
        TtrCommand::Universal {
            protocol,
            features,
            games,
            teacher_games,
            epochs,
            seed,
            forbidden,
            svg,
            json,
        } => {
            let mut config =
                CompareConfig::new(&protocol, seed).map_err(|e| format!("--protocol: {e}"))?;
            config.training.features =
                FeatureSet::parse(&features).map_err(|e| format!("--features: {e}"))?;
            config.games = games;
            let t = &mut config.training;
            t.games_per_count = teacher_games.unwrap_or(t.games_per_count);
            t.epochs = epochs.unwrap_or(t.epochs);
            config.validate().map_err(|e| format!("--{e}"))?;
            let rule = ForbiddenRule::parse(&forbidden).map_err(|e| format!("--forbidden: {e}"))?;
            universal(config, &protocol, rule, svg, json)
        }
        TtrCommand::Check { record, json } => check(&record, json),
    }
}

/// The player counts of `--players`: `3` or `2..5`.
fn player_counts(text: &str) -> Result<Vec<usize>, String> {
    let bad = || format!("--players {text:?}: give a count 2–5 or a range such as 2..5");
    let (lo, hi) = match text.split_once("..") {
        Some((a, b)) => (
            a.trim().parse::<usize>().map_err(|_| bad())?,
            b.trim().parse::<usize>().map_err(|_| bad())?,
        ),
        None => {
            let n = text.trim().parse::<usize>().map_err(|_| bad())?;
            (n, n)
        }
    };
    if lo > hi {
        return Err(bad());
    }
    let counts: Vec<usize> = (lo..=hi).collect();
    check_table_sizes(&counts).map_err(|_| bad())?;
    Ok(counts)
}

/// The network of `--weights`, or the shipped one.
fn network(weights: Option<std::path::PathBuf>) -> Result<std::sync::Arc<Network>, String> {
    let net = match weights {
        Some(path) => {
            let text = crate::input::read_text("--weights", &path)?;
            Network::from_json(&text).map_err(|e| format!("--weights {}: {e}", path.display()))?
        }
        None => gamelab::games::ticket_to_ride::nn::shipped(),
    };
    Ok(std::sync::Arc::new(net))
}

fn play(
    players: usize,
    agents: &str,
    weights: Option<std::path::PathBuf>,
    seed: u64,
    longest_path: bool,
    record: Option<std::path::PathBuf>,
    json: bool,
) -> Result<(), String> {
    use gamelab::games::ticket_to_ride::report;
    report::check_players(players).map_err(|e| format!("--players {e}"))?;
    let names: Vec<&str> = agents.split(',').map(str::trim).collect();
    let net = network(weights)?;
    let kinds = report::lineup(players, &names, || Ok(net.clone()))
        .map_err(|e| format!("--agents: {e}"))?;
    let (mut summary, rec) = report::play(&kinds, seed, longest_path)?;
    if let Some(path) = &record {
        let text = serde_json::to_string_pretty(&rec).map_err(|e| e.to_string())?;
        std::fs::write(path, text).map_err(|e| format!("--record {}: {e}", path.display()))?;
    }
    summary["record"] = json!(record.map(|p| p.display().to_string()));
    emit(json, summary);
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn experiment(
    players: &str,
    games: u64,
    agent: &str,
    weights: Option<std::path::PathBuf>,
    seed: u64,
    svg: Option<std::path::PathBuf>,
    rule: ForbiddenRule,
    shard: Shard,
    json: bool,
) -> Result<(), String> {
    let counts = player_counts(players)?;
    if check_games(games).is_err() {
        return Err(format!("--games {games}: give 1 to {MAX_GAMES}"));
    }
    let kind = AgentKind::parse(agent, &network(weights)?).map_err(|e| format!("--agent: {e}"))?;
    let spec = ExperimentSpec {
        agent: kind.name().to_string(),
        players: counts,
        games,
        seed,
        rule,
    };
    let items = spec.shard_items(shard);
    let start = std::time::Instant::now();
    let threads = pool::threads().min(items.len().max(1)) as u64;
    let results: Vec<GameResult> = pool::map(items, |(p, i)| {
        // Each player count has its own stream of deals.
        experiment_game(&kind, p, Seed(seed).derive(p as u64), i)
    });
    let seconds = start.elapsed().as_secs_f64();
    if let Some(path) = &svg {
        if let Some((chart, _)) = score_chart(&results) {
            let text = gamelab::plot::line_chart(&chart)?;
            std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    if json {
        emit(
            true,
            render_experiment(&spec, shard, &results, seconds, threads),
        );
    } else {
        let rows = table_under(&results, rule);
        println!(
            "{:>7} {:>6} {:>5} {:>5} {:>7} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>9} {:>7} {:>11}",
            "players",
            "games",
            "min",
            "max",
            "mean",
            "σ",
            "median",
            ">110%",
            ">120%",
            ">140%",
            "done",
            "failed",
            "forbidden",
            "thesis",
            "interrupted"
        );
        for r in &rows {
            let nn = matches!(kind, AgentKind::Nn(_));
            let thesis = thesis_mean(r.players, nn);
            println!(
                "{:>7} {:>6} {:>5} {:>5} {:>7.1} {:>6.1} {:>6.1} {:>6.1} {:>6.1} {:>6.1} {:>6.2} {:>6.2} {:>9.3} {:>7} {:>11}",
                r.players.map_or("all".to_string(), |p| p.to_string()),
                r.games,
                r.min,
                r.max,
                r.mean,
                r.std,
                r.median,
                r.over_110,
                r.over_120,
                r.over_140,
                r.completed,
                r.failed,
                r.forbidden,
                thesis.map_or(String::new(), |t| format!("{t:.1}")),
                r.interrupted
            );
        }
        if rule == ForbiddenRule::End {
            println!("(the thesis's rule: a game with a forbidden decision ends and counts only as interrupted)");
        }
        println!(
            "{} games in {seconds:.2} s on {threads} threads",
            results.len()
        );
    }
    Ok(())
}

fn universal(
    config: CompareConfig,
    protocol: &str,
    rule: ForbiddenRule,
    svg: Option<std::path::PathBuf>,
    json: bool,
) -> Result<(), String> {
    let start = std::time::Instant::now();
    let out = gamelab::jobs::run_to_end(&mut Comparison::new(config)?);
    let seconds = start.elapsed().as_secs_f64();
    let rows = |r: ForbiddenRule| {
        let (s, u) = out.tables(r);
        let j = |rows: &[Row]| rows.iter().map(|x| row_json(x, "nn")).collect::<Vec<_>>();
        (
            s.clone(),
            u.clone(),
            json!({ "specific": j(&s), "universal": j(&u) }),
        )
    };
    let (s, u, chosen) = rows(rule);
    if let Some(path) = &svg {
        match range_chart(&s, &u) {
            Some(chart) => {
                let text = gamelab::plot::line_chart(&chart)?;
                std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))?;
            }
            None => eprintln!(
                "--svg: no figure written: every game was interrupted under the {} rule",
                rule.name()
            ),
        }
    }
    if json {
        let other = match rule {
            ForbiddenRule::End => ForbiddenRule::Replace,
            ForbiddenRule::Replace => ForbiddenRule::End,
        };
        let mut tables = serde_json::Map::new();
        tables.insert(rule.name().into(), chosen);
        tables.insert(other.name().into(), rows(other).2);
        emit(
            true,
            json!({
                "protocol": protocol,
                "config": training_config_json(&out.config.training),
                "games": out.config.games,
                "models": out.models,
                "tables": tables,
                "forbidden_rule": rule.name(),
                "seconds": seconds,
            }),
        );
        return Ok(());
    }
    for m in &out.models {
        println!(
            "model {:?}: {} decisions from {} of {} seats (mean {:.1}), last epoch loss {:.4}, accuracy {:.3}",
            m.sizes, m.data.examples, m.data.kept_seats, m.data.seats, m.data.kept_mean_score, m.loss, m.accuracy
        );
    }
    for ((name, thesis), ours) in THESIS_TABLES.iter().zip([&s, &u]) {
        println!("\n{name} (thesis / ours, {} rule):", rule.name());
        println!(
            "{:>7} {:>9} {:>9} {:>13} {:>13} {:>9} {:>13} {:>13} {:>13} {:>11} {:>11}",
            "players",
            "min",
            "max",
            "mean",
            "median",
            "games",
            ">110%",
            ">120%",
            ">140%",
            "tickets",
            "failed"
        );
        for t in thesis {
            let Some(r) = ours.iter().find(|r| r.players == t.players) else {
                continue;
            };
            let seats = r.results as f64;
            println!(
                "{:>7} {:>4}/{:<4} {:>4}/{:<4} {:>6.2}/{:<6.2} {:>6.1}/{:<6.1} {:>4}/{:<4} {:>6.2}/{:<6.2} {:>6.2}/{:<6.2} {:>6.2}/{:<6.2} {:>5}/{:<5.0} {:>5}/{:<5.0}",
                r.players.map_or("all".to_string(), |p| p.to_string()),
                t.min, r.min, t.max, r.max, t.mean, r.mean, t.median, r.median,
                t.completed_games, r.games,
                t.over[0], r.over_110, t.over[1], r.over_120, t.over[2], r.over_140,
                t.completed_tickets, r.completed * seats, t.failed_tickets, r.failed * seats,
            );
        }
    }
    println!("\n{seconds:.1} s");
    Ok(())
}

fn check(path: &std::path::Path, json: bool) -> Result<(), String> {
    let text = crate::input::read_text("--record", path)?;
    let record: GameRecord = serde_json::from_str(&text)
        .map_err(|e| format!("--record {}: not a game record: {e}", path.display()))?;
    let checked = check_record(&record).map_err(|e| format!("--record {}: {e}", path.display()))?;
    emit(
        json,
        json!({
            "valid": true,
            "turns": checked.turns,
            "winners": checked.winners,
            "scores": record.final_.iter().map(|f| f.score.total).collect::<Vec<_>>(),
        }),
    );
    Ok(())
}

/// Ticket to Ride: whole games per second per player count, the algorithmic player
/// against random play (the baseline) in the same process.
#[derive(Args)]
pub(crate) struct BenchArgs {
    /// Games per player count and agent.
    #[arg(long, default_value_t = 200)]
    games: u64,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Runs `gamelab bench ttr`: whole games per second per player count, the algorithmic player
/// against random play.
pub(crate) fn bench(BenchArgs { games, json }: BenchArgs) -> Result<(), String> {
    use gamelab::games::ticket_to_ride::bench::TtrBench;
    let start = std::time::Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1e3;
    let mut job = TtrBench::new(games, Box::new(clock)).map_err(|e| format!("--{e}"))?;
    let r = gamelab::jobs::run_to_end(&mut job);
    if json {
        emit(true, serde_json::to_value(&r).map_err(|e| e.to_string())?);
    } else {
        for row in &r.rows {
            println!(
                "{} players: algorithmic {:>8.1} games/s, random play {:>8.1} games/s (algo ÷ random {:.3}), {:.0} turns per game",
                row.players,
                row.algo_games_per_second,
                row.random_games_per_second,
                row.algo_over_random,
                row.turns_per_game
            );
        }
    }
    Ok(())
}

/// One epoch's line of `ttr train --json` (the names kept from before epoch 0 and the
/// evaluation's extra columns were added).
fn epoch_json(e: &EpochReport) -> Value {
    let v = e.evaluation.as_ref();
    json!({
        "epoch": e.epoch,
        "loss": e.loss,
        "accuracy": e.accuracy,
        "held_out_loss": e.held_out_loss,
        "held_out_accuracy": e.held_out_accuracy,
        "mean_score": v.map(|v| v.mean_score),
        "forbidden_per_game": v.map(|v| v.forbidden_per_game),
        "forbidden_rate": v.map(|v| v.forbidden_rate),
        "evaluation": v,
    })
}

/// The settings a training ran with.
fn training_config_json(c: &TrainConfig) -> Value {
    json!({
        "games_per_count": c.games_per_count,
        "player_counts": c.player_counts,
        "min_score": c.min_score,
        "epochs": c.epochs,
        "batch": c.batch,
        "steps_per_epoch": c.steps_per_epoch,
        "learning_rate": c.learning_rate,
        "initial_accumulator": c.initial_accumulator,
        "loss": c.loss.name(),
        "features": c.features.name(),
        "eval_games": c.eval_games,
        "seed": c.seed,
    })
}

fn train(config: TrainConfig, out: &std::path::Path, json: bool) -> Result<(), String> {
    config.validate().map_err(|e| format!("--{e}"))?;
    let start = std::time::Instant::now();
    let mut training = Training::new(config)?;
    let outcome = gamelab::jobs::run_to_end(&mut training);
    let seconds = start.elapsed().as_secs_f64();
    std::fs::write(out, outcome.network.to_json())
        .map_err(|e| format!("--out {}: {e}", out.display()))?;
    let epochs: Vec<Value> = outcome.epochs.iter().map(epoch_json).collect();
    let config = training_config_json(training.config());
    if json {
        emit(
            true,
            json!({
                "out": out.display().to_string(),
                "weights": outcome.network.weights(),
                "data": outcome.data,
                "epochs": epochs,
                "untrained": outcome.untrained.as_ref().map(epoch_json),
                "config": config,
                "seconds": seconds,
                "seconds_per_epoch": seconds / f64::from(outcome.epochs.len().max(1) as u32),
            }),
        );
    } else {
        println!(
            "{:>5} {:>8} {:>8} {:>9} {:>8} {:>10} {:>11} {:>9} {:>9}",
            "epoch",
            "loss",
            "accuracy",
            "held out",
            "score",
            "forbidden",
            "interrupted",
            "min–max",
            "tickets"
        );
        for e in outcome.untrained.iter().chain(&outcome.epochs) {
            let v = e.evaluation.as_ref();
            println!(
                "{:>5} {:>8.4} {:>8.3} {:>9} {:>8} {:>10} {:>11} {:>9} {:>9}",
                e.epoch,
                e.loss,
                e.accuracy,
                e.held_out_accuracy
                    .map_or(String::new(), |a| format!("{a:.3}")),
                v.map_or(String::new(), |v| format!("{:.1}", v.mean_score)),
                v.map_or(String::new(), |v| format!(
                    "{:.2}/game",
                    v.forbidden_per_game
                )),
                v.map_or(String::new(), |v| format!("{}/{}", v.interrupted, v.games)),
                v.and_then(|v| Some(format!("{}–{}", v.min?, v.max?)))
                    .unwrap_or_default(),
                v.map_or(String::new(), |v| format!(
                    "{:.2}/{:.2}",
                    v.completed, v.failed
                )),
            );
        }
        println!("weights written to {} ({seconds:.1} s)", out.display());
    }
    Ok(())
}
