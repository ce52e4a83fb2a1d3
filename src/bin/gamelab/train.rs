//! `gamelab train` and `gamelab train eval`: a policy-value network trained from nothing by
//! PUCT self-play (`gamelab::learn`), on tic-tac-toe or Connect Four, and a saved network
//! measured (the tic-tac-toe and game-tree search lab).
//!
//! The core plays a generation's games as a pure function of the network, a seed and a range
//! of games; here they are spread over `--threads` threads through [`crate::pool`], and the
//! samples are the same whatever the number of threads, so a run is fixed by its seed. The
//! JSON is `{"game", "settings", "generations": [{"generation", "games", "steps",
//! "loss_policy", "loss_value", "optimal_move_share"?, "losses_as_first"?,
//! "losses_as_second"?, "versus"?, "seconds"}, …], "network"?, "seconds"}`; without `--json`
//! one line per generation is printed as it ends (with `--json` the same lines go to stderr).

use std::ops::Range;
use std::sync::Arc;
use std::time::Instant;

use clap::{Args, Subcommand};
use serde_json::json;

use crate::output::emit;
use crate::pool;
use gamelab::game::PositionKey;
use gamelab::games::connect4::Connect4;
use gamelab::games::tictactoe::TicTacToe;
use gamelab::learn::report::{point_json, point_line};
use gamelab::learn::{
    self_play, Connect4Encoder, Encoder, Judge, MctsMatch, Mover, Network, PerfectTicTacToe,
    Strength, TicTacToeEncoder, TrainSettings, Trainer,
};
use gamelab::rng::Seed;
use gamelab::search::Searchable;

/// The games a network is trained on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Game {
    /// Tic-tac-toe, measured against its exact values.
    Tictactoe,
    /// Connect Four (7×6), measured against UCT.
    Connect4,
}

/// `gamelab train`: train a network, or (`train eval`) measure a saved one.
#[derive(Args)]
#[command(args_conflicts_with_subcommands = true)]
pub(crate) struct TrainArgs {
    #[command(subcommand)]
    command: Option<TrainCommand>,
    #[command(flatten)]
    run: RunArgs,
}

#[derive(Subcommand)]
pub(crate) enum TrainCommand {
    /// Measure a saved network: against the perfect player (tic-tac-toe) or UCT.
    Eval(EvalArgs),
}

/// The largest counts a flag takes (a run is long well before these).
const MAX_COUNT: u32 = 1_000_000;

#[derive(Args)]
pub(crate) struct RunArgs {
    /// The game.
    #[arg(long, value_enum, default_value = "tictactoe")]
    game: Game,
    /// Generations (self-play, then gradient steps, then a measure of strength).
    #[arg(long)]
    generations: Option<u32>,
    /// Self-play games per generation.
    #[arg(long)]
    games_per_generation: Option<u32>,
    /// PUCT simulations per self-play move.
    #[arg(long)]
    simulations: Option<u32>,
    /// Gradient steps per generation.
    #[arg(long)]
    steps: Option<u32>,
    /// Samples per gradient step.
    #[arg(long)]
    batch: Option<u32>,
    /// Adam's learning rate.
    #[arg(long)]
    learning_rate: Option<f64>,
    /// The hidden layers, e.g. 64,64.
    #[arg(long, value_delimiter = ',')]
    hidden: Option<Vec<usize>>,
    /// Samples in the replay window.
    #[arg(long)]
    window: Option<usize>,
    /// Self-play moves drawn in proportion to the visits at the start of a game.
    #[arg(long)]
    temperature_moves: Option<u32>,
    /// Train on the samples alone, without their symmetric images.
    #[arg(long)]
    no_augment: bool,
    /// Measure strength every N generations (and after the last).
    #[arg(long)]
    judge_every: Option<u32>,
    /// How the network moves when measured: 0 for its policy's best move, N for PUCT with N
    /// simulations.
    #[arg(long)]
    eval_simulations: Option<u32>,
    /// Connect Four: UCT's iterations per move in the measuring match.
    #[arg(long, default_value_t = 1000)]
    eval_iterations: u64,
    /// Connect Four: games in the measuring match (half with each colour).
    #[arg(long, default_value_t = 20)]
    eval_games: u64,
    /// The seed of everything.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Threads for self-play (and Connect Four's measuring games).
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Start from this saved network instead of a fresh one.
    #[arg(long)]
    init: Option<std::path::PathBuf>,
    /// Write the network here (after every generation).
    #[arg(long)]
    out: Option<std::path::PathBuf>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
pub(crate) struct EvalArgs {
    /// The game.
    #[arg(long, value_enum)]
    game: Game,
    /// The saved network.
    #[arg(long)]
    net: std::path::PathBuf,
    /// perfect (tic-tac-toe only, the default there) or mcts (UCT; Connect Four's default).
    #[arg(long)]
    opponent: Option<String>,
    /// UCT's iterations per move.
    #[arg(long, default_value_t = 1000)]
    iterations: u64,
    /// Games against UCT (half with each colour).
    #[arg(long, default_value_t = 20)]
    games: u64,
    /// 0 for the policy's best move, N for PUCT with N simulations.
    #[arg(long, default_value_t = 0)]
    simulations: u32,
    /// The seed of UCT's searches.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Threads for the games against UCT.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

fn count(name: &str, value: u32) -> Result<u32, String> {
    if value == 0 || value > MAX_COUNT {
        Err(format!("--{name} {value}: give 1 to {MAX_COUNT}"))
    } else {
        Ok(value)
    }
}

/// `gamelab train …`.
pub(crate) fn run(args: TrainArgs) -> Result<(), String> {
    match args.command {
        Some(TrainCommand::Eval(eval)) => evaluate(eval),
        None => train(args.run),
    }
}

fn settings(args: &RunArgs) -> Result<TrainSettings, String> {
    let seed = Seed(args.seed);
    let mut s = match args.game {
        Game::Tictactoe => TrainSettings::tictactoe(seed),
        Game::Connect4 => TrainSettings::connect4(seed),
    };
    if let Some(v) = args.generations {
        s.generations = count("generations", v)?;
    }
    if let Some(v) = args.games_per_generation {
        s.games_per_generation = count("games-per-generation", v)?;
    }
    if let Some(v) = args.simulations {
        s.self_play.simulations = count("simulations", v)?;
    }
    if let Some(v) = args.steps {
        s.steps_per_generation = v.min(MAX_COUNT);
    }
    if let Some(v) = args.batch {
        s.batch_size = count("batch", v)?;
    }
    if let Some(v) = args.learning_rate {
        if !(v > 0.0 && v < 1.0) {
            return Err(format!("--learning-rate {v}: give a number in (0, 1)"));
        }
        s.learning_rate = v;
    }
    if let Some(h) = &args.hidden {
        if h.is_empty() || h.iter().any(|&n| n == 0 || n > 4096) {
            return Err("--hidden: one to 4096 neurons per layer, e.g. 64,64".into());
        }
        s.hidden = h.clone();
    }
    if let Some(v) = args.window {
        s.window = v.clamp(1, 10_000_000);
    }
    if let Some(v) = args.temperature_moves {
        s.self_play.temperature_moves = v.min(MAX_COUNT);
    }
    if args.no_augment {
        s.augment = false;
    }
    if let Some(v) = args.judge_every {
        s.judge_every = count("judge-every", v)?;
    }
    if args.threads == 0 || args.threads > 256 {
        return Err(format!("--threads {}: give 1 to 256", args.threads));
    }
    s.check()?;
    Ok(s)
}

fn read_network(path: &std::path::Path, game: &str) -> Result<Network, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let net = Network::from_json(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    if net.game() != game {
        return Err(format!(
            "{}: a network for {}, not {game}",
            path.display(),
            net.game()
        ));
    }
    Ok(net)
}

fn train(args: RunArgs) -> Result<(), String> {
    let settings = settings(&args)?;
    match args.game {
        Game::Tictactoe => {
            let eval = Mover::from_simulations(args.eval_simulations.unwrap_or(0));
            let judge = PerfectTicTacToe::new(eval);
            let encoder = TicTacToeEncoder;
            let trainer = start::<TicTacToe, _, _>(encoder, judge, settings, &args)?;
            drive(trainer, &args, |t| t.judge())
        }
        Game::Connect4 => {
            let matched = MctsMatch {
                mover: Mover::from_simulations(args.eval_simulations.unwrap_or(100)),
                iterations: args.eval_iterations.clamp(1, 10_000_000),
                games: args.eval_games.clamp(1, 100_000),
                seed: Seed(args.seed).derive(u64::MAX),
            };
            let encoder = Connect4Encoder::default();
            let trainer = start::<Connect4, _, _>(encoder, matched, settings, &args)?;
            let threads = args.threads;
            drive(trainer, &args, move |t| {
                versus::<Connect4, _>(&matched, t.network(), t.encoder(), threads)
            })
        }
    }
}

fn start<S, E, J>(
    encoder: E,
    judge: J,
    settings: TrainSettings,
    args: &RunArgs,
) -> Result<Trainer<S, E, J>, String>
where
    S: Searchable + PartialEq + 'static,
    E: Encoder<S> + 'static,
    J: Judge<S, E>,
{
    Ok(match &args.init {
        Some(path) => {
            let net = read_network(path, encoder.game())?;
            if net.inputs() != encoder.inputs() || net.actions() != encoder.actions() {
                return Err(format!("{}: sizes do not fit the game", path.display()));
            }
            let settings = TrainSettings {
                hidden: net.hidden().to_vec(),
                ..settings
            };
            Trainer::from_network(encoder, judge, settings, net)
        }
        None => Trainer::new(encoder, judge, settings),
    })
}

/// A match against UCT, its games spread over `threads`.
fn versus<S, E>(
    matched: &MctsMatch,
    network: &Arc<Network>,
    encoder: &E,
    threads: usize,
) -> Strength
where
    S: Searchable + PartialEq + PositionKey + 'static,
    E: Encoder<S> + Sync + 'static,
{
    let results = pool::map_on(threads, (0..matched.games).collect(), |g| {
        matched.play(network, encoder, g)
    });
    matched.strength(results)
}

fn drive<S, E, J>(
    mut trainer: Trainer<S, E, J>,
    args: &RunArgs,
    judge: impl Fn(&Trainer<S, E, J>) -> Strength,
) -> Result<(), String>
where
    S: Searchable + PartialEq + 'static,
    E: Encoder<S> + Sync + 'static,
    J: Judge<S, E>,
{
    let clock = Instant::now();
    let mut points = Vec::new();
    let settings = trainer.settings().clone();
    while trainer.generation() < settings.generations {
        let snapshot = Arc::clone(trainer.network());
        let seed = trainer.self_play_seed();
        let games = u64::from(settings.games_per_generation);
        let items: Vec<Range<u64>> = (0..games).map(|g| g..g + 1).collect();
        let encoder = trainer.encoder().clone();
        let batches = pool::map_on(args.threads, items, |r| {
            self_play(&snapshot, &encoder, &settings.self_play, seed, r)
        });
        drop(snapshot);
        trainer.absorb(batches.concat(), games);
        for _ in 0..settings.steps_per_generation {
            trainer.train_step();
        }
        let strength = trainer.judging_due().then(|| judge(&trainer));
        let seconds = clock.elapsed().as_secs_f64();
        let point = trainer.finish_generation(strength);
        let line = point_line(point, seconds);
        if args.json {
            eprintln!("{line}");
        } else {
            println!("{line}");
        }
        points.push(point_json(point, seconds));
        if let Some(path) = &args.out {
            std::fs::write(path, trainer.network().to_json())
                .map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    if args.json {
        let mut out = json!({
            "game": trainer.encoder().game(),
            "settings": settings,
            "generations": points,
            "seconds": clock.elapsed().as_secs_f64(),
        });
        if let Some(path) = &args.out {
            out["network"] = json!(path.display().to_string());
        }
        emit(true, out);
    } else if let Some(path) = &args.out {
        println!("network: {}", path.display());
    }
    Ok(())
}

fn evaluate(args: EvalArgs) -> Result<(), String> {
    if args.threads == 0 || args.threads > 256 {
        return Err(format!("--threads {}: give 1 to 256", args.threads));
    }
    let game = match args.game {
        Game::Tictactoe => "tictactoe",
        Game::Connect4 => "connect4",
    };
    let net = Arc::new(read_network(&args.net, game)?);
    let opponent = args.opponent.clone().unwrap_or_else(|| {
        match args.game {
            Game::Tictactoe => "perfect",
            Game::Connect4 => "mcts",
        }
        .to_string()
    });
    let chooser = Mover::from_simulations(args.simulations);
    let matched = MctsMatch {
        mover: chooser,
        iterations: args.iterations.clamp(1, 10_000_000),
        games: args.games.clamp(1, 100_000),
        seed: Seed(args.seed),
    };
    let clock = Instant::now();
    let strength = match (args.game, opponent.as_str()) {
        (Game::Tictactoe, "perfect") => {
            PerfectTicTacToe::new(chooser).judge(&net, &TicTacToeEncoder)
        }
        (Game::Tictactoe, "mcts") => {
            versus::<TicTacToe, _>(&matched, &net, &TicTacToeEncoder, args.threads)
        }
        (Game::Connect4, "mcts") => {
            versus::<Connect4, _>(&matched, &net, &Connect4Encoder::default(), args.threads)
        }
        (Game::Connect4, "perfect") => {
            return Err("--opponent perfect is for tic-tac-toe; Connect Four plays mcts".into())
        }
        (_, other) => return Err(format!("--opponent {other:?}: use perfect or mcts")),
    };
    let mut out = json!({
        "game": game,
        "network": args.net.display().to_string(),
        "mover": strength.mover,
        "seconds": clock.elapsed().as_secs_f64(),
    });
    if let Some(x) = strength.optimal_move_share {
        out["optimal_move_share"] = json!(x);
        out["losses_as_first"] = json!(strength.losses_as_first);
        out["losses_as_second"] = json!(strength.losses_as_second);
        out["games_against_perfect"] = json!(strength.games_against_perfect);
    }
    if let Some(r) = &strength.versus {
        out["versus"] = json!(r);
        out["score"] = json!(r.score());
    }
    emit(args.json, out);
    Ok(())
}
