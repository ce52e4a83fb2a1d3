//! Parses the command line and hands each subcommand to its lab's module: the list of
//! subcommands is here, what they do is in the labs. A new lab adds one variant to
//! [`Command`] (and one to [`BenchCommand`] if it has a benchmark) and one module.

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use serde_json::Value;

use crate::{blotto, evolve, games, loa, loveletter, racing, tictactoe, ttr};

#[derive(Parser)]
#[command(
    name = "gamelab",
    version,
    about = "Game Lab: game engines, searchers and solvers"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
pub(crate) enum Command {
    /// Tic-tac-toe: full-tree statistics and position solving.
    Ttt {
        #[command(subcommand)]
        command: tictactoe::TttCommand,
    },
    /// Search a hand-written tree (--tree), or analyse a two-player game tree from a Gambit
    /// .efg file (--game): induced normal form, pure equilibria, subgame perfection.
    Tree {
        /// The tree, e.g. '[[[4,6],[7,9]],[[1,2],[0,1]],[[9]]]' (root is MAX).
        #[arg(long, conflicts_with = "game", required_unless_present = "game")]
        tree: Option<String>,
        /// A perfect-information game tree in Gambit's .efg format.
        #[arg(long)]
        game: Option<std::path::PathBuf>,
        /// The searcher.
        #[arg(long, value_enum, default_value = "alphabeta")]
        algorithm: tictactoe::TreeAlgorithm,
        /// For pns: the question is "can MAX guarantee a leaf value ≥ target?"
        /// (default: the tree's value, found by proof-number search itself).
        #[arg(long, allow_hyphen_values = true)]
        target: Option<i32>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Colonel Blotto: exact optimal strategies.
    Blotto {
        #[command(subcommand)]
        command: blotto::BlottoCommand,
    },
    /// Solve a linear program written in the LP text format with the built-in simplex.
    Lp {
        /// The LP file (a subset of the CPLEX LP format; see the lpfile module docs).
        #[arg(long)]
        file: std::path::PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// All Nash equilibria of a two-player strategic game (Gambit .nfg file), exactly.
    Nash {
        /// The game, in Gambit's .nfg format (outcome or payoff form).
        #[arg(long)]
        game: std::path::PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Iterated elimination of dominated strategies (pure and mixed dominators).
    Dominance {
        /// The game, in Gambit's .nfg format.
        #[arg(long)]
        game: std::path::PathBuf,
        /// strict, weak or very-weak.
        #[arg(long, default_value = "strict")]
        kind: String,
        /// Only pure strategies may dominate.
        #[arg(long)]
        pure_only: bool,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Racing algorithms: which of two players is better, with a guaranteed error.
    Race {
        #[command(subcommand)]
        command: racing::RaceCommand,
    },
    /// War: matches between ordering strategies.
    War {
        #[command(subcommand)]
        command: evolve::WarCommand,
    },
    /// Rrrats!: matches, exact win probabilities and best responses.
    Rrrats {
        #[command(subcommand)]
        command: evolve::RatsCommand,
    },
    /// Lines of Action: perft, record replay, solving positions, engine games.
    Loa {
        #[command(subcommand)]
        command: loa::LoaCommand,
    },
    /// Love Letter: round statistics between agents, the greedy agent's reasoning.
    Loveletter {
        #[command(subcommand)]
        command: loveletter::LoveLetterCommand,
    },
    /// Ticket to Ride: games with records, the thesis's experiment tables, record checks.
    Ttr {
        #[command(subcommand)]
        command: ttr::TtrCommand,
    },
    /// Evolve a War or Rrrats! strategy with one of the thesis's four optimisers.
    Optimise(Box<evolve::OptimiseArgs>),
    /// Benchmarks that check their answers while they time.
    Bench {
        #[command(subcommand)]
        command: BenchCommand,
    },
}

#[derive(Subcommand)]
pub(crate) enum BenchCommand {
    /// All Nash equilibria of seeded random n×n games (payoffs 0..99), n = 2…12.
    Nash {
        /// Largest n.
        #[arg(long, default_value_t = 12)]
        max: usize,
        /// Seed of the random games.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The slides' Blotto table: the partition method, the double oracle and the flow LP
    /// (where it fits) per row; with --sweep, the hard region (A ≈ B large) instead.
    Blotto {
        /// Time the hard region (the partition method) instead of the slides' rows.
        #[arg(long)]
        sweep: bool,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Love Letter: random-agent rounds per second, the fast simulator against the full
    /// engine (its baseline), ISMCTS iterations per second, and the time per 1 000 games of
    /// each pairing of agents.
    Loveletter {
        /// Rounds for the fast simulator (the engine plays a tenth).
        #[arg(long, default_value_t = 2_000_000)]
        rounds: u64,
        /// ISMCTS iterations per decision.
        #[arg(long, default_value_t = 1_000)]
        iterations: u32,
        /// ISMCTS decisions timed.
        #[arg(long, default_value_t = 100)]
        decisions: u32,
        /// Games per pairing without ISMCTS.
        #[arg(long, default_value_t = 2_000)]
        games: u64,
        /// Games of the pairing with ISMCTS.
        #[arg(long, default_value_t = 40)]
        ismcts_games: u64,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Exact α(μ) curve time, and simulated games per second game by game vs binomial jumps.
    Race {
        /// Simulated races per sampling method.
        #[arg(long, default_value_t = 200)]
        runs: u64,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Games per second of War and Rrrats!: fast simulators against the State versions.
    Games {
        /// Fast-simulator games per game (the State baselines play a tenth).
        #[arg(long, default_value_t = 200_000)]
        games: u64,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Lines of Action: perft leaves/s and alpha-beta nodes/s against baselines, and the
    /// solvers on the endgame suite within one node budget.
    Loa {
        /// Perft depth of the bitboard generator (the naive baseline runs one ply less).
        #[arg(long, default_value_t = 5)]
        perft_depth: u32,
        /// Alpha-beta nodes per position (the generic baseline gets a tenth).
        #[arg(long, default_value_t = 2_000_000)]
        search_nodes: u64,
        /// Suite positions to compare the solvers on (default: all).
        #[arg(long)]
        suite_positions: Option<usize>,
        /// Node budget per position and solver.
        #[arg(long, default_value_t = 1_000_000)]
        suite_nodes: u64,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Ticket to Ride: whole games per second per player count, the algorithmic player
    /// against random play (the baseline) in the same process.
    Ttr {
        /// Games per player count and agent.
        #[arg(long, default_value_t = 200)]
        games: u64,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Full solve of tic-tac-toe from the empty board, per algorithm.
    Ttt {
        /// Repetitions per algorithm (the median is reported).
        #[arg(long, default_value_t = 5)]
        reps: u32,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

/// Prints `value`: as one JSON line with `--json`, else one `key: value` line per field.
pub(crate) fn emit(json: bool, value: Value) {
    if json {
        println!("{value}");
    } else {
        match value {
            Value::Object(map) => {
                for (k, v) in map {
                    println!("{k}: {v}");
                }
            }
            other => println!("{other}"),
        }
    }
}

/// Runs the command line; the process's exit code (2 on any error, after one line on stderr).
/// The command line's grammar: the derived one, with every value-taking flag accepting a
/// negative number (so `--eps -0.5` reaches the flag's own check and is refused there by name,
/// instead of being read as an unknown flag).
fn grammar() -> clap::Command {
    fn negatives(cmd: clap::Command) -> clap::Command {
        cmd.mut_args(|a| {
            if a.get_action().takes_values() {
                a.allow_negative_numbers(true)
            } else {
                a
            }
        })
        .mut_subcommands(negatives)
    }
    negatives(Cli::command())
}

/// The command line read, or what to print and the exit code: help and the version go to
/// stdout with exit 0; a parse error is one line (clap's first, without its usage text) with
/// exit 2, like every other error.
fn parse(args: impl IntoIterator<Item = std::ffi::OsString>) -> Result<Cli, (String, i32)> {
    let outcome = grammar()
        .try_get_matches_from(args)
        .and_then(|m| Cli::from_arg_matches(&m));
    outcome.map_err(|e| match e.kind() {
        clap::error::ErrorKind::DisplayHelp
        | clap::error::ErrorKind::DisplayVersion
        | clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            (e.render().to_string(), 0)
        }
        _ => {
            let text = e.render().to_string();
            let line = text
                .lines()
                .find(|l| !l.trim().is_empty())
                .unwrap_or("bad arguments")
                .trim()
                .trim_start_matches("error: ")
                .to_string();
            (line, 2)
        }
    })
}

pub fn main() -> i32 {
    let cli = match parse(std::env::args_os()) {
        Ok(cli) => cli,
        Err((text, 0)) => {
            print!("{text}");
            return 0;
        }
        Err((line, code)) => {
            eprintln!("gamelab: {}", one_line(&line));
            return code;
        }
    };
    match run(cli.command) {
        Ok(()) => 0,
        Err(message) => {
            eprintln!("gamelab: {}", one_line(&message));
            2
        }
    }
}

/// An error message as one line whatever it quotes: a line break inside (a file name given
/// with one, say) is written `\n`, so the one-line promise holds for every input.
fn one_line(message: &str) -> String {
    message.trim_end().replace('\r', "\\r").replace('\n', "\\n")
}

fn run(command: Command) -> Result<(), String> {
    match command {
        Command::Ttt { command } => tictactoe::run(command),
        Command::Tree {
            tree,
            game,
            algorithm,
            target,
            json,
        } => match (tree, game) {
            (Some(tree), _) => tictactoe::tree(&tree, algorithm, target, json),
            (None, Some(path)) => {
                emit(json, games::extensive(&path)?);
                Ok(())
            }
            (None, None) => Err("give --tree or --game".to_string()),
        },
        Command::Race { command } => racing::run(command),
        Command::Blotto { command } => blotto::run(command),
        Command::Lp { file, json } => blotto::lp_file(&file, json),
        Command::Nash { game, json } => games::nash(&game, json),
        Command::Dominance {
            game,
            kind,
            pure_only,
            json,
        } => games::dominance(&game, &kind, pure_only, json),
        Command::War { command } => evolve::war(command),
        Command::Rrrats { command } => evolve::rrrats(command),
        Command::Optimise(args) => evolve::optimise(*args),
        Command::Loa { command } => loa::run(command),
        Command::Loveletter { command } => loveletter::run(command),
        Command::Ttr { command } => ttr::run(command),
        Command::Bench { command } => match command {
            BenchCommand::Ttt { reps, json } => tictactoe::bench(reps, json),
            BenchCommand::Ttr { games, json } => ttr::bench(games, json),
            BenchCommand::Race { runs, json } => {
                racing::bench(runs, json);
                Ok(())
            }
            BenchCommand::Blotto { sweep, json } => blotto::bench(sweep, json),
            BenchCommand::Loveletter {
                rounds,
                iterations,
                decisions,
                games,
                ismcts_games,
                json,
            } => loveletter::bench(
                gamelab::games::love_letter::bench::BenchConfig {
                    rounds,
                    iterations,
                    decisions,
                    games,
                    ismcts_games,
                },
                json,
            ),
            BenchCommand::Loa {
                perft_depth,
                search_nodes,
                suite_positions,
                suite_nodes,
                json,
            } => loa::bench(
                gamelab::games::loa::bench::BenchConfig {
                    perft_depth,
                    search_nodes,
                    suite_positions: suite_positions.unwrap_or(usize::MAX),
                    suite_nodes,
                },
                json,
            ),
            BenchCommand::Nash { max, seed, json } => games::bench(max, seed, json),
            BenchCommand::Games { games, json } => {
                evolve::bench(games, json);
                Ok(())
            }
        },
    }
}

/// A real-number flag read by the project's one number reader (`gamelab::text::read_real`),
/// so `--eps 1/100` and `--eps 1e-2` mean what they mean in files and `inf` or `NaN` are
/// refused by name.
pub(crate) fn real(text: &str) -> Result<f64, String> {
    gamelab::text::read_real(text)
}

/// The most games one simulated match, table cell or evaluation may ask for (about ten
/// minutes of War on one core; a larger count is almost surely a typing error).
pub(crate) const MAX_RUN_GAMES: u64 = 100_000_000;

/// Checks a `--games`-like count: 1 to [`MAX_RUN_GAMES`].
pub(crate) fn game_count(flag: &str, games: u64) -> Result<u64, String> {
    if games == 0 || games > MAX_RUN_GAMES {
        Err(format!(
            "{flag}: give 1–{MAX_RUN_GAMES} games (got {games})"
        ))
    } else {
        Ok(games)
    }
}

/// The largest input file the command line reads (every format's files are far smaller; a
/// larger one is refused before it is read).
pub(crate) const MAX_FILE_BYTES: u64 = 16 << 20;

/// Reads the text file given to `flag` (e.g. `--game`), refusing files over
/// [`MAX_FILE_BYTES`] and text that is not UTF-8, with the flag and the path in the error.
pub(crate) fn read_text(flag: &str, path: &std::path::Path) -> Result<String, String> {
    let whose = |e: &dyn std::fmt::Display| format!("{flag} {}: {e}", path.display());
    let size = std::fs::metadata(path).map_err(|e| whose(&e))?.len();
    if size > MAX_FILE_BYTES {
        return Err(whose(&format!(
            "{size} bytes; files of at most {MAX_FILE_BYTES} bytes are read"
        )));
    }
    std::fs::read_to_string(path).map_err(|e| whose(&e))
}

/// A clock for the core's benchmarks: milliseconds since it was made.
pub(crate) fn clock() -> Box<dyn Fn() -> f64> {
    let start = std::time::Instant::now();
    Box::new(move || start.elapsed().as_secs_f64() * 1e3)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_command_line_is_well_formed() {
        use clap::CommandFactory;
        super::Cli::command().debug_assert();
        super::grammar().debug_assert();
    }

    #[test]
    fn parse_errors_are_one_line_and_negative_numbers_are_values() {
        let run = |args: &[&str]| {
            super::parse(
                std::iter::once("gamelab")
                    .chain(args.iter().copied())
                    .map(Into::into),
            )
        };
        // Found by fuzzing: these printed the whole usage text.
        for args in [
            &[
                "blotto",
                "solve",
                "--fields",
                "4294967296",
                "--a",
                "5",
                "--b",
                "5",
            ][..],
            &["tree", "--tree", "[[1]]", "--target", "1.5"],
            &["nosuchcommand"],
        ] {
            let Err((line, code)) = run(args) else {
                panic!("{args:?} parsed")
            };
            assert_eq!(code, 2, "{args:?}");
            assert!(!line.contains('\n') && !line.is_empty(), "{args:?}: {line}");
        }
        assert!(run(&["race", "horizon", "--eps", "-0.5"]).is_ok());
        // Found by fuzzing: a file name with a line break made a two-line error.
        assert_eq!(
            super::one_line("--game a\nb.nfg: not found\n"),
            "--game a\\nb.nfg: not found"
        );
        assert_eq!(run(&["--help"]).err().map(|e| e.1), Some(0));
    }
}
