//! `gamelab loa …`: Lines of Action from the command line — perft, record replay, solving a
//! position, whole games between engines (the Lines of Action lab).
//!
//! The JSON fields are a contract other programs rely on (`{"depth", "nodes"}` for perft;
//! `{"plies", "winner", "all_legal", "first_illegal_ply"}` for replay): add fields, never
//! rename them. A malformed position text or record is one line on stderr and exit code 2.

use std::path::Path;

use clap::{Args, Subcommand, ValueEnum};
use serde_json::{json, Value};

use crate::clock::clock;
use crate::loa_args::{check_nodes, MethodArg};
use crate::loa_rules::{rules_json, RulesArgs};
use crate::output::emit;
use gamelab::games::loa::bench::{BenchConfig, LoaBench};
use gamelab::games::loa::engines::{play, Engine, Match};
use gamelab::games::loa::report;
use gamelab::games::loa::solve::solve;
use gamelab::games::loa::suite::{write_suite, Generate, GenerateConfig, Selection};
use gamelab::games::loa::text::{parse_position, parse_record, replay};
use gamelab::games::loa::{perft, Board, Loa};
use gamelab::jobs::run_to_end;
use gamelab::rng::Seed;

/// `gamelab loa …`.
#[derive(Subcommand)]
pub(crate) enum LoaCommand {
    /// Count the move sequences of exactly --depth plies (a sequence that ends the game earlier
    /// is not continued).
    Perft {
        /// Plies.
        #[arg(long)]
        depth: u32,
        /// The position (default: the start), e.g. '1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b'.
        #[arg(long)]
        fen: Option<String>,
        /// The rules.
        #[command(flatten)]
        rules: RulesArgs,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Replay a game record (`1. c8-c6 h4-f2` per line, `pass` for a pass; lines starting with
    /// `#` are comments) under the rules given.
    Replay {
        /// The record file.
        file: std::path::PathBuf,
        /// The rules.
        #[command(flatten)]
        rules: RulesArgs,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Solve a position: win, loss, draw or unknown for the side to move.
    Solve {
        /// The position, e.g. '1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b'.
        #[arg(long)]
        fen: String,
        /// The solver (dfpn is the strongest).
        #[arg(long, value_enum, default_value = "dfpn")]
        method: MethodArg,
        /// The node budget.
        #[arg(long, default_value_t = 10_000_000)]
        max_nodes: u64,
        /// The rules.
        #[command(flatten)]
        rules: RulesArgs,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Generate an endgame suite: seeded alpha-beta self-play, the positions --before-end
    /// plies before each game's end; with --select solved (the default) each is solved by
    /// df-pn and kept only when its proof replays, with --select all every one is kept
    /// unsolved (a suite chosen without looking at any solver's answer). Writes the suite file.
    Suite {
        /// Self-play games.
        #[arg(long, default_value_t = 24)]
        games: u32,
        /// Seed (game g uses the seed derived for g).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Node budget of each self-play move.
        #[arg(long, default_value_t = 20_000)]
        move_nodes: u64,
        /// df-pn budget per position.
        #[arg(long, default_value_t = 4_000_000)]
        solve_nodes: u64,
        /// Which positions are kept: those df-pn solves, or all of them.
        #[arg(long, value_enum, default_value = "solved")]
        select: SelectArg,
        /// Plies before each game's end, comma-separated (default 4,5,…,13).
        #[arg(long, value_delimiter = ',')]
        before_end: Option<Vec<u32>>,
        /// Uniformly random plies at the start of each game.
        #[arg(long, default_value_t = 4)]
        random_plies: u32,
        /// Where to write the suite.
        #[arg(long)]
        out: std::path::PathBuf,
        /// The rules.
        #[command(flatten)]
        rules: RulesArgs,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The seed's comparison of alpha-beta with proof-number search (its Table 4.2) on a suite:
    /// every method on every position within one node budget.
    Compare(crate::loa_compare::CompareArgs),
    /// Play a whole game between engines from the start position.
    Play {
        /// Black's player.
        #[arg(long, value_enum, default_value = "alphabeta")]
        black: EngineArg,
        /// White's player.
        #[arg(long, value_enum, default_value = "alphabeta")]
        white: EngineArg,
        /// The node budget of each alpha-beta move.
        #[arg(long, default_value_t = 100_000)]
        max_nodes: u64,
        /// Seed of the random opening plies and of random players.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Uniformly random plies before the engines take over (alpha-beta is deterministic:
        /// these make games differ by seed).
        #[arg(long, default_value_t = 2)]
        random_plies: u32,
        /// The rules.
        #[command(flatten)]
        rules: RulesArgs,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

/// Which positions `gamelab loa suite` keeps.
#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum SelectArg {
    /// Those df-pn solves within --solve-nodes, with a proof that replays.
    Solved,
    /// Every one, unsolved.
    All,
}

/// A player of `gamelab loa play`.
#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum EngineArg {
    /// Iterative-deepening alpha-beta under --max-nodes per move.
    Alphabeta,
    /// Uniformly random legal moves.
    Random,
}

impl From<EngineArg> for Engine {
    fn from(e: EngineArg) -> Engine {
        match e {
            EngineArg::Alphabeta => Engine::AlphaBeta,
            EngineArg::Random => Engine::Random,
        }
    }
}

/// The deepest perft the benchmark runs (depth 6 takes seconds natively).
pub(crate) const MAX_BENCH_PERFT_DEPTH: u32 = 6;

/// The most plies `perft` accepts (depth 7 from the start is already about 10¹⁰ sequences).
pub(crate) const MAX_PERFT_DEPTH: u32 = 8;

/// Reads `--fen` (or the start position).
pub(crate) fn position(fen: Option<&str>) -> Result<Board, String> {
    match fen {
        None => Ok(Board::start()),
        Some(text) => parse_position(text).map_err(|e| format!("--fen: {e}")),
    }
}

/// Runs `gamelab loa …`.
pub(crate) fn run(command: LoaCommand) -> Result<(), String> {
    match command {
        LoaCommand::Compare(args) => crate::loa_compare::run(args),
        LoaCommand::Perft {
            depth,
            fen,
            rules,
            json,
        } => {
            let rules = rules.rules();
            if depth > MAX_PERFT_DEPTH {
                return Err(format!(
                    "--depth: {depth} plies is too deep (at most {MAX_PERFT_DEPTH})"
                ));
            }
            let board = position(fen.as_deref())?;
            let nodes = perft(&board, depth, &rules);
            emit(json, report::perft(depth, nodes, &rules));
            Ok(())
        }
        LoaCommand::Replay { file, rules, json } => {
            emit(json, replay_file(&file, &rules.rules())?);
            Ok(())
        }
        LoaCommand::Solve {
            fen,
            method,
            max_nodes,
            rules,
            json,
        } => {
            check_nodes("--max-nodes", max_nodes)?;
            let rules = rules.rules();
            let board = position(Some(&fen))?;
            let game = Loa::from_board(board, rules);
            let s = solve(&game, method.into(), max_nodes);
            emit(json, report::solve(&s, &board, &rules));
            Ok(())
        }
        LoaCommand::Suite {
            games,
            seed,
            move_nodes,
            solve_nodes,
            select,
            before_end,
            random_plies,
            out,
            rules,
            json,
        } => {
            let rules = rules.rules();
            let selection = match select {
                SelectArg::Solved => Selection::Solved,
                SelectArg::All => Selection::All,
            };
            check_nodes("--move-nodes", move_nodes)?;
            check_nodes("--solve-nodes", solve_nodes)?;
            let config = GenerateConfig {
                games,
                seed: Seed(seed),
                move_nodes,
                solve_nodes,
                rules,
                selection,
                random_plies,
                before_end: before_end.unwrap_or_else(|| GenerateConfig::default().before_end),
            };
            let mut job = Generate::new(config.clone());
            let positions = run_to_end(&mut job);
            let before: Vec<String> = config.before_end.iter().map(u32::to_string).collect();
            let command = format!(
                "gamelab loa suite --games {games} --seed {seed} --move-nodes {move_nodes} --solve-nodes {solve_nodes} --select {} --before-end {} --random-plies {} {}",
                match selection {
                    Selection::Solved => "solved",
                    Selection::All => "all",
                },
                before.join(","),
                config.random_plies,
                rules.flags(),
            );
            let header = match selection {
                Selection::Solved => format!(
                    "Lines of Action endgame suite: positions from seeded alpha-beta self-play, each solved by df-pn and its proof replayed.\nGenerated by: {command}\n{} positions ({} rejected: unsolved within the budget, or not a win or a loss); random opening plies {}, positions {:?} plies before each game's end.",
                    positions.len(),
                    job.rejected,
                    config.random_plies,
                    config.before_end,
                ),
                Selection::All => format!(
                    "Lines of Action suite chosen without looking at any solver's answer: every position {:?} plies before the end of seeded alpha-beta self-play games that ended in a win (random opening plies {}), unsolved.\nGenerated by: {command}\n{} positions.",
                    config.before_end,
                    config.random_plies,
                    positions.len(),
                ),
            };
            std::fs::write(&out, write_suite(&positions, &header))
                .map_err(|e| format!("{}: {e}", out.display()))?;
            emit(
                json,
                json!({"positions": positions.len(), "rejected": job.rejected, "out": out.display().to_string()}),
            );
            Ok(())
        }
        LoaCommand::Play {
            black,
            white,
            max_nodes,
            seed,
            random_plies,
            rules,
            json,
        } => {
            check_nodes("--max-nodes", max_nodes)?;
            let rules = rules.rules();
            let m = Match {
                black: black.into(),
                white: white.into(),
                max_nodes,
                random_plies,
                seed: Seed(seed),
                rules,
            };
            let game = play(&m);
            emit(json, report::game(&m, &game));
            Ok(())
        }
    }
}

fn replay_file(path: &Path, rules: &gamelab::games::loa::Rules) -> Result<Value, String> {
    let text = crate::input::read_text("FILE", path)?;
    let record = parse_record(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let r = replay(&record, *rules);
    let winner = if r.all_legal() {
        r.game.winner().map(|c| c.name())
    } else {
        None
    };
    Ok(json!({
        "plies": r.plies,
        "winner": winner,
        "all_legal": r.all_legal(),
        "first_illegal_ply": r.first_illegal.as_ref().map(|(ply, _)| ply),
        "first_illegal_reason": r.first_illegal.as_ref().map(|(_, why)| why),
        "ending": r.game.ending().map(|e| e.describe()),
        "rules": rules_json(rules),
    }))
}

/// Lines of Action: perft leaves/s and alpha-beta nodes/s against baselines, and the
/// solvers on the endgame suite within one node budget.
#[derive(Args)]
pub(crate) struct BenchArgs {
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
}

/// Runs `gamelab bench loa`: JSON with `--json`, else the tables.
pub(crate) fn bench(args: BenchArgs) -> Result<(), String> {
    let config = BenchConfig {
        perft_depth: args.perft_depth,
        search_nodes: args.search_nodes,
        suite_positions: args.suite_positions.unwrap_or(usize::MAX),
        suite_nodes: args.suite_nodes,
    };
    let json = args.json;
    if !(3..=MAX_BENCH_PERFT_DEPTH).contains(&config.perft_depth) {
        return Err(format!("--perft-depth: must be 3–{MAX_BENCH_PERFT_DEPTH}"));
    }
    check_nodes("--search-nodes", config.search_nodes.max(10))?;
    check_nodes("--suite-nodes", config.suite_nodes)?;
    let report = run_to_end(&mut LoaBench::new(config, clock()));
    if json {
        println!(
            "{}",
            serde_json::to_string(&report).map_err(|e| e.to_string())?
        );
        return Ok(());
    }
    println!("| measurement | work | unit | ms | per second | ratio to baseline |");
    println!("|---|---:|---|---:|---:|---:|");
    for r in &report.speed {
        println!(
            "| {} | {} | {} | {:.1} | {:.3e} | {:.2} |",
            r.what, r.work, r.unit, r.millis, r.per_second, r.ratio
        );
    }
    println!();
    println!(
        "| method | solved | of | disagreements | nodes (common) | ms (common) | nodes ÷ alpha-beta | solved with PNS | nodes there | PNS's nodes there | total nodes | total ms |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for r in &report.suite {
        println!(
            "| {} | {} | {} | {} | {} | {:.1} | {:.4} | {} | {} | {} | {} | {:.1} |",
            r.method.label(),
            r.solved,
            r.positions,
            r.disagreements,
            r.common_nodes,
            r.common_millis,
            r.node_ratio,
            r.with_pns,
            r.with_pns_nodes,
            r.pns_nodes,
            r.total_nodes,
            r.total_millis
        );
    }
    Ok(())
}
