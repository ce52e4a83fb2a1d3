//! `gamelab mcts` and `gamelab bench mcts`: Monte Carlo tree search on any perfect-information
//! game of the lab, and its accuracy against exact values: tic-tac-toe's by alpha-beta,
//! Connect Four's by the solver (the tic-tac-toe and game-tree search lab).
//!
//! The JSON of `gamelab mcts --json` is a contract other programs rely on: `{"move", "visits",
//! "value", "children": [{"move", "visits", "value", "proven"?}, …]}` — the chosen move with its
//! visits and mean value, then every tried move, most visited first. Values are means in
//! [−1, 1] for the player to move at the searched position; `proven` (`win`, `draw`, `loss`,
//! for that player) appears only under `--variant solver` and only for proven moves. Moves are
//! written as each game's commands write them: tic-tac-toe cells as numbers 0–8 (as in `gamelab
//! ttt solve`), Lines of Action moves as text (`b1-d3`, `d1xd5`). Fields may be added, never
//! renamed.
//!
//! A game is added in one place: a variant of [`Game`], its name in [`GAMES`], and its arm in
//! [`run`] (its move-list reader and its move writer).

use clap::Args;
use serde_json::{json, Map, Value};

use crate::output::emit;
use gamelab::games::connect4::bench::BenchSet;
use gamelab::games::connect4::mcts_bench::accuracy_job as connect4_accuracy;
use gamelab::games::loa::lab::play_moves;
use gamelab::games::loa::{Board, Rules};
use gamelab::games::tictactoe::mcts_bench::accuracy_job;
use gamelab::games::tictactoe::TicTacToe;
use gamelab::jobs::run_to_end;
use gamelab::rng::Seed;
use gamelab::search::mcts::accuracy::{Positions, Settings};
use gamelab::search::mcts::{Config, Mcts, Outcome, Variant};
use gamelab::search::Searchable;

/// The games `gamelab mcts` searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Game {
    /// Tic-tac-toe: moves are cells 0–8, the list written as digits ("408").
    TicTacToe,
    /// Lines of Action (default rules): moves like b1-d3 or d1xd5, separated by commas or
    /// spaces.
    Loa,
    /// Connect Four (7×6): moves are 1-based columns written as digits ("4453"), as Pascal
    /// Pons' solver reads them; the chosen move is a column number from 1.
    Connect4,
}

/// Every game by its name on the command line.
const GAMES: [(&str, Game); 3] = [
    ("tictactoe", Game::TicTacToe),
    ("loa", Game::Loa),
    ("connect4", Game::Connect4),
];

fn game(name: &str) -> Result<Game, String> {
    GAMES
        .iter()
        .find(|g| g.0 == name)
        .map(|g| g.1)
        .ok_or_else(|| {
            let names: Vec<&str> = GAMES.iter().map(|g| g.0).collect();
            format!("unknown game {name:?}: use {}", names.join(" or "))
        })
}

/// The most iterations one search may be given (a node is added per iteration).
const MAX_ITERATIONS: u64 = 10_000_000;

/// `gamelab mcts`: search a position and print the chosen move and every tried move.
#[derive(Args)]
pub(crate) struct MctsArgs {
    /// The game: tictactoe, loa or connect4.
    #[arg(long, value_parser = game)]
    game: Game,
    /// The moves from the start: tic-tac-toe cells as digits ("408"); Lines of Action moves
    /// separated by commas or spaces ("b1-d3,h2xf4"); Connect Four columns from 1 ("4453").
    #[arg(long, default_value = "")]
    moves: String,
    /// Iterations (selection, expansion, simulation, backpropagation); MCTS-Solver stops
    /// earlier once the position is proven.
    #[arg(long, default_value_t = 10_000)]
    iterations: u64,
    /// The seed of the playouts and of the ties.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// uct (UCB1), puct (AlphaZero's rule, uniform prior) or solver (MCTS-Solver).
    #[arg(long, default_value = "uct", value_parser = Variant::from_name)]
    variant: Variant,
    /// The exploration constant, on values in [−1, 1] (default √2 for uct and solver, 1.25
    /// for puct).
    #[arg(long)]
    c: Option<f64>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Runs `gamelab mcts`.
pub(crate) fn run(args: MctsArgs) -> Result<(), String> {
    if args.iterations == 0 || args.iterations > MAX_ITERATIONS {
        return Err(format!("--iterations: must be 1–{MAX_ITERATIONS}"));
    }
    let exploration = match args.c {
        Some(c) if !(c.is_finite() && c >= 0.0) => {
            return Err(format!("--c: {c} is not a finite number ≥ 0"));
        }
        Some(c) => c,
        None => args.variant.default_exploration(),
    };
    let config = Config::new(args.variant, Seed(args.seed)).with_exploration(exploration);
    let answer = match args.game {
        Game::TicTacToe => {
            let start = TicTacToe::new();
            let moves = start
                .parse_moves(&args.moves)
                .map_err(|e| format!("--moves: {e}"))?;
            let board = moves.iter().fold(start, |b, &m| b.child(m));
            search(board, config, args.iterations, |m| json!(m.0))?
        }
        Game::Loa => {
            let game = play_moves(Board::start(), &args.moves, Rules::default())
                .map_err(|e| format!("--moves: {e}"))?;
            search(game, config, args.iterations, |m| json!(m.to_string()))?
        }
        Game::Connect4 => {
            use gamelab::games::connect4::{Connect4, Geometry};
            let game = Connect4::from_moves(Geometry::STANDARD, &args.moves)
                .map_err(|e| format!("--moves: {e}"))?;
            search(game, config, args.iterations, |m| json!(m.0 + 1))?
        }
    };
    let mut answer = answer;
    answer.insert("game".into(), json!(name(args.game)));
    answer.insert("moves".into(), json!(args.moves.trim()));
    answer.insert("seed".into(), json!(args.seed));
    emit(args.json, Value::Object(answer));
    Ok(())
}

fn name(game: Game) -> &'static str {
    GAMES.iter().find(|g| g.1 == game).map_or("?", |g| g.0)
}

/// The search of `state` as the contract's JSON object; `write` writes a move.
fn search<S: Searchable + 'static>(
    state: S,
    config: Config,
    iterations: u64,
    write: impl Fn(S::Action) -> Value,
) -> Result<Map<String, Value>, String> {
    if state.is_terminal() {
        return Err("--moves: the game is over after these moves; nothing to search".to_string());
    }
    let mut search = Mcts::new(state, config);
    search.run(iterations);
    let summary = search.summary();
    let proven = |o: Option<Outcome>| o.map(|o| json!(o.name()));
    let children: Vec<Value> = summary
        .children
        .iter()
        .map(|c| {
            let mut child = json!({"move": write(c.action), "visits": c.visits, "value": c.value});
            if let Some(p) = proven(c.proven) {
                child["proven"] = p;
            }
            child
        })
        .collect();
    let best = summary
        .children
        .iter()
        .find(|c| Some(c.action) == summary.best)
        .ok_or("the search chose no move")?;
    let mut out = Map::new();
    out.insert("move".into(), write(best.action));
    out.insert("visits".into(), json!(best.visits));
    out.insert("value".into(), json!(best.value));
    if let Some(p) = proven(best.proven) {
        out.insert("proven".into(), p);
    }
    out.insert("children".into(), json!(children));
    let mut root = json!({"visits": summary.root_visits, "value": summary.root_value});
    if let Some(p) = proven(summary.root_proven) {
        root["proven"] = p;
    }
    out.insert("root".into(), root);
    out.insert("variant".into(), json!(summary.variant.name()));
    out.insert("c".into(), json!(summary.exploration));
    out.insert("iterations".into(), json!(summary.iterations));
    out.insert("nodes".into(), json!(summary.nodes));
    Ok(out)
}

/// Accuracy of UCT, PUCT and MCTS-Solver against exact values (tic-tac-toe's by alpha-beta,
/// Connect Four's by the solver): the share of searches whose move keeps the position's value,
/// per iteration count, with 95 % Wilson intervals.
#[derive(Args)]
pub(crate) struct BenchArgs {
    /// The game: tictactoe (every position) or connect4 (a scored set, --set).
    #[arg(long, default_value = "tictactoe", value_parser = game)]
    game: Game,
    /// The positions: critical (every one where some move is wrong), all (tic-tac-toe's 4 520
    /// non-terminal positions; the whole Connect Four set), or a number (a seeded sample of
    /// critical ones).
    #[arg(long, default_value = "critical", value_parser = Positions::parse)]
    positions: Positions,
    /// Connect Four's set of positions scored by Pascal Pons' solver: begin (100 of 8–13
    /// moves) or middle (1 000 of 14–27 moves).
    #[arg(long, default_value = "middle", value_parser = BenchSet::from_key)]
    set: BenchSet,
    /// Iteration counts, comma-separated.
    #[arg(long, value_delimiter = ',', default_value = "10,100,1000")]
    iterations: Vec<u64>,
    /// Searches per position and variant (run r of position i uses the seed derived for
    /// i·runs + r).
    #[arg(long, default_value_t = 1)]
    runs: u32,
    /// The seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// The most iterations one search of the benchmark may be given.
const MAX_BENCH_ITERATIONS: u64 = 1_000_000;
/// The most runs per position.
const MAX_RUNS: u32 = 1_000;

/// Runs `gamelab bench mcts`.
pub(crate) fn bench(args: BenchArgs) -> Result<(), String> {
    if args.game == Game::Loa {
        return Err(format!(
            "--game: {} has no exact values to measure against; use tictactoe or connect4",
            name(args.game)
        ));
    }
    let mut iterations = args.iterations.clone();
    if iterations
        .iter()
        .any(|&n| n == 0 || n > MAX_BENCH_ITERATIONS)
    {
        return Err(format!(
            "--iterations: each count must be 1–{MAX_BENCH_ITERATIONS}"
        ));
    }
    iterations.sort_unstable();
    iterations.dedup();
    if args.runs == 0 || args.runs > MAX_RUNS {
        return Err(format!("--runs: must be 1–{MAX_RUNS}"));
    }
    let settings = Settings {
        variants: Variant::ALL.to_vec(),
        iterations,
        runs: args.runs,
        seed: Seed(args.seed),
    };
    let curves = match args.game {
        Game::Connect4 => run_to_end(&mut connect4_accuracy(args.set, args.positions, settings)?),
        _ => run_to_end(&mut accuracy_job(args.positions, settings)),
    };
    let set = (args.game == Game::Connect4).then(|| args.set.key());
    if args.json {
        println!(
            "{}",
            json!({
                "game": name(args.game),
                "set": set,
                "positions": args.positions.to_string(),
                "position_count": curves.positions,
                "runs": curves.runs,
                "seed": args.seed,
                "points": curves.points.iter().map(|p| json!({
                    "variant": p.variant.name(),
                    "iterations": p.iterations,
                    "correct": p.correct,
                    "trials": p.trials,
                    "accuracy": p.accuracy,
                    "low": p.low,
                    "high": p.high,
                })).collect::<Vec<_>>(),
            })
        );
    } else {
        println!(
            "{} {} positions ({}{}), {} run(s) each, seed {}",
            curves.positions,
            name(args.game),
            args.positions,
            set.map_or(String::new(), |s| format!(" of the {s} set")),
            curves.runs,
            args.seed
        );
        println!(
            "{:<12} {:>10} {:>9} {:>17}",
            "variant", "iterations", "accuracy", "95 % interval"
        );
        for p in &curves.points {
            println!(
                "{:<12} {:>10} {:>9.4} {:>17}",
                p.variant.to_string(),
                p.iterations,
                p.accuracy,
                format!("[{:.4}, {:.4}]", p.low, p.high)
            );
        }
    }
    Ok(())
}
