//! Parses the command line and hands each subcommand to its lab's module: the list of
//! subcommands is here, what they do is in the labs. A new lab adds one variant to
//! [`Command`] (and, if it has a benchmark, one to [`BenchCommand`] naming the lab's own
//! `BenchArgs`) and one module. This module depends on the labs and no lab depends on it:
//! what they share lives in [`crate::output`], [`crate::input`] and [`crate::clock`].

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::output::emit;

/// `gamelab merge FILE…`: reads each shard's output and prints the merged one.
fn merge(files: &[std::path::PathBuf]) -> Result<(), String> {
    let mut outputs = Vec::with_capacity(files.len());
    for path in files {
        let text = if path.as_os_str() == "-" {
            std::io::read_to_string(std::io::stdin()).map_err(|e| format!("-: {e}"))?
        } else {
            std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?
        };
        let value: serde_json::Value = serde_json::from_str(&text)
            .map_err(|e| format!("{}: not JSON: {e}", path.display()))?;
        outputs.push(value);
    }
    emit(true, gamelab::batch::merge(&outputs)?);
    Ok(())
}
use crate::{
    blotto, classroom, connect4, connect4_bench, dynamics, efg, evolve, exercise, games, ipd, loa,
    loveletter, mcts, nash_bench, nash_n_bench, poker, racing, tictactoe, train, ttr,
};

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
        // The help text quotes a tree literal, whose brackets are not links.
        #[allow(rustdoc::broken_intra_doc_links)]
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
    /// Monte Carlo tree search (UCT, PUCT, MCTS-Solver) on tic-tac-toe or Lines of Action:
    /// the chosen move and every tried move's visits and value.
    Mcts(Box<mcts::MctsArgs>),
    /// A policy-value network that teaches itself by PUCT self-play (AlphaZero, small), on
    /// tic-tac-toe or Connect Four; `train eval` measures a saved one.
    Train(Box<train::TrainArgs>),
    /// A self-grading exercise (pure equilibria, dominance, a mixed equilibrium, a
    /// subgame-perfect equilibrium, a zero-sum value, a Blotto best response, ESS) with its
    /// exact answer and worked solution; `exercise check` grades an answer.
    Exercise(Box<exercise::ExerciseArgs>),
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
        /// The longest the simplex may run, in seconds: a solve still running then is stopped
        /// (the built-in dense simplex is meant for small LPs).
        #[arg(long, default_value_t = crate::limit::DEFAULT_MAX_SECONDS)]
        max_seconds: f64,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Nash equilibria of a strategic game (Gambit .nfg file). Two players: all of them,
    /// exactly, by reverse search (lrsnash's method, up to 20 strategies per player). Three
    /// to six: all of them by support enumeration, each certified (exact, or to 32 decimals
    /// in a proven box), with an account of completeness.
    Nash {
        /// The game, in Gambit's .nfg format (outcome or payoff form).
        #[arg(long)]
        game: std::path::PathBuf,
        /// The longest the enumeration may take, in seconds: a game projected to take longer
        /// (after a second's work) is refused, saying how long it would take.
        #[arg(long, default_value_t = crate::limit::DEFAULT_MAX_SECONDS)]
        max_seconds: f64,
        /// List at most this many extreme equilibria (and continua); `unlisted` counts the rest.
        #[arg(long, default_value_t = 1000)]
        max_listed: usize,
        /// Threads to search on (default: one per core): each polytope's search tree is cut
        /// below its root and the pieces spread over the threads, as mplrs does.
        #[arg(long)]
        threads: Option<usize>,
        /// all (every equilibrium), pure (the pure ones) or one (one equilibrium of a game of
        /// any size: the logit path followed towards its end, its support solved exactly or
        /// in a proven box; support enumeration's first when that fails and the game has at
        /// most 200 000 support profiles; else the path's end in floats, `"exact": false`).
        /// With two players, `all` prints the two-player answer.
        #[arg(long, default_value = "all")]
        method: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// A correlated (or coarse correlated) equilibrium by exact LP: the best for an
    /// objective, over a game of any number of players.
    Ce {
        /// The game, in Gambit's .nfg format.
        #[arg(long)]
        game: std::path::PathBuf,
        /// A coarse correlated equilibrium (deviations decided before the recommendation).
        #[arg(long)]
        coarse: bool,
        /// What to maximise: welfare (the sum of payoffs), min (the smallest player's
        /// payoff) or player:K (player K's payoff, from 1).
        #[arg(long, default_value = "welfare")]
        objective: String,
        /// Also list every vertex of the (coarse) correlated-equilibrium polytope, exactly
        /// (small games: up to 16 profiles).
        #[arg(long)]
        vertices: bool,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Every player's security levels: the maxmin value and strategy, the minmax under
    /// correlated and under pure punishment (any number of players, exact).
    Security {
        /// The game, in Gambit's .nfg format (2 to 6 players).
        #[arg(long)]
        game: std::path::PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Iterated elimination of dominated strategies (pure and mixed dominators; any number
    /// of players).
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
    /// Connect Four: exact scores (Pons' solver), every column's score, perft, opening books.
    Connect4 {
        #[command(subcommand)]
        command: connect4::Connect4Command,
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
    /// Extensive games with information sets (Gambit .efg): the sequence form, CFR, the
    /// reduced normal form.
    Efg {
        #[command(subcommand)]
        command: efg::EfgCommand,
    },
    /// Kuhn and Leduc poker: the sequence form and counterfactual regret minimisation.
    Poker {
        #[command(subcommand)]
        command: poker::PokerCommand,
    },
    /// The iterated prisoner's dilemma: matches, tournaments, races, population play.
    Ipd {
        #[command(subcommand)]
        command: ipd::IpdCommand,
    },
    /// The classroom: a class plays together on its phones (serve, swarm, export).
    Classroom {
        #[command(subcommand)]
        command: classroom::ClassroomCommand,
    },
    /// Evolutionary dynamics: rest points, trajectories and the logit QRE path.
    Dynamics {
        #[command(subcommand)]
        command: dynamics::DynamicsCommand,
    },
    /// The Moran process: exact fixation probabilities, and a simulation beside them.
    Moran(Box<dynamics::MoranArgs>),
    /// Merges the JSON outputs of a batch's shards (`--shard i/n --json` of `loveletter
    /// tournament`, `ttr experiment`, `ipd tournament`, `race alpha --method mc`, `moran
    /// --runs N`, `optimise`, `loa compare`, and with `--seeding per-game` of `war match`,
    /// `rrrats match` and `loveletter stats`) into exactly the whole run's output (the
    /// wall-clock fields summed; each item's own time kept); prints JSON.
    Merge {
        /// The shards' outputs (JSON files, any order; `-` reads one from standard input).
        #[arg(required = true)]
        files: Vec<std::path::PathBuf>,
    },
    /// Evolve a War or Rrrats! strategy with one of the thesis's four optimisers.
    Optimise(Box<evolve::OptimiseArgs>),
    /// Benchmarks that check their answers while they time.
    Bench {
        #[command(subcommand)]
        command: BenchCommand,
    },
}

/// `gamelab bench …`: one benchmark per lab; each lab's module owns its flags, help text and
/// run.
#[derive(Subcommand)]
pub(crate) enum BenchCommand {
    Nash(nash_bench::BenchArgs),
    /// Every Nash equilibrium of seeded random games of three players or more (certified),
    /// optionally beside pygambit's enumpoly on the same games.
    NashN(nash_n_bench::BenchArgs),
    Blotto(blotto::BenchArgs),
    Loveletter(loveletter::BenchArgs),
    Race(racing::BenchArgs),
    /// The strategy-optimisation lab's benchmark: War and Rrrats! games per second (also
    /// `bench optimise`, the lab's name).
    #[command(alias = "optimise")]
    Games(evolve::BenchArgs),
    Loa(loa::BenchArgs),
    Connect4(connect4_bench::BenchArgs),
    Ttr(ttr::BenchArgs),
    Ttt(tictactoe::BenchArgs),
    Mcts(mcts::BenchArgs),
    Cfr(poker::BenchArgs),
    Ipd(ipd::BenchArgs),
}

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

/// Runs the command line; the process's exit code (2 on any error, after one line on stderr).
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
        Command::Mcts(args) => mcts::run(*args),
        Command::Train(args) => train::run(*args),
        Command::Exercise(args) => exercise::run(*args),
        Command::Race { command } => racing::run(command),
        Command::Blotto { command } => blotto::run(command),
        Command::Lp {
            file,
            max_seconds,
            json,
        } => blotto::lp_file(&file, max_seconds, json),
        Command::Nash {
            game,
            max_seconds,
            max_listed,
            threads,
            method,
            json,
        } => games::nash(&game, max_seconds, max_listed, threads, &method, json),
        Command::Ce {
            game,
            coarse,
            objective,
            vertices,
            json,
        } => games::correlated(&game, coarse, &objective, vertices, json),
        Command::Dominance {
            game,
            kind,
            pure_only,
            json,
        } => games::dominance(&game, &kind, pure_only, json),
        Command::Security { game, json } => games::security(&game, json),
        Command::War { command } => evolve::war(command),
        Command::Rrrats { command } => evolve::rrrats(command),
        Command::Optimise(args) => evolve::optimise(*args),
        Command::Connect4 { command } => connect4::run_command(command),
        Command::Loa { command } => loa::run(command),
        Command::Loveletter { command } => loveletter::run(command),
        Command::Ttr { command } => ttr::run(command),
        Command::Poker { command } => poker::run(command),
        Command::Efg { command } => efg::run(command),
        Command::Ipd { command } => ipd::run(command),
        Command::Dynamics { command } => dynamics::run(command),
        Command::Classroom { command } => classroom::run(command),
        Command::Moran(args) => dynamics::moran(*args),
        Command::Merge { files } => merge(&files),
        Command::Bench { command } => match command {
            BenchCommand::Nash(args) => nash_bench::bench(args),
            BenchCommand::NashN(args) => nash_n_bench::bench(args),
            BenchCommand::Blotto(args) => blotto::bench(args),
            BenchCommand::Loveletter(args) => loveletter::bench(args),
            BenchCommand::Race(args) => racing::bench(args),
            BenchCommand::Games(args) => evolve::bench(args),
            BenchCommand::Loa(args) => loa::bench(args),
            BenchCommand::Connect4(args) => connect4_bench::bench(args),
            BenchCommand::Ttr(args) => ttr::bench(args),
            BenchCommand::Ttt(args) => tictactoe::bench(args),
            BenchCommand::Mcts(args) => mcts::bench(args),
            BenchCommand::Cfr(args) => poker::bench(args),
            BenchCommand::Ipd(args) => ipd::bench(args),
        },
    }
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
