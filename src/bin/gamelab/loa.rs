//! `gamelab loa …`: Lines of Action from the command line — perft, record replay, solving a
//! position, whole games between engines (the Lines of Action lab).
//!
//! The JSON fields are a contract other programs rely on (`{"depth", "nodes"}` for perft;
//! `{"plies", "winner", "all_legal", "first_illegal_ply"}` for replay): add fields, never
//! rename them. A malformed position text or record is one line on stderr and exit code 2.

use std::path::Path;

use clap::{Subcommand, ValueEnum};
use serde_json::{json, Value};

use crate::cli::emit;
use gamelab::games::loa::engines::{play, Engine, Match};
use gamelab::games::loa::text::{parse_position, parse_record, replay, write_record};
use gamelab::games::loa::{perft, Board, Rules};
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
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Replay a game record (`1. c8-c6 h4-f2` per line) under the default rules.
    Replay {
        /// The record file.
        file: std::path::PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
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
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
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

/// The most nodes one search may be given from the command line.
pub(crate) const MAX_NODES: u64 = 10_000_000_000;

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
        LoaCommand::Perft { depth, fen, json } => {
            if depth > MAX_PERFT_DEPTH {
                return Err(format!(
                    "--depth: {depth} plies is too deep (at most {MAX_PERFT_DEPTH})"
                ));
            }
            let board = position(fen.as_deref())?;
            let nodes = perft(&board, depth, &Rules::default());
            emit(json, json!({"depth": depth, "nodes": nodes}));
            Ok(())
        }
        LoaCommand::Replay { file, json } => {
            emit(json, replay_file(&file)?);
            Ok(())
        }
        LoaCommand::Play {
            black,
            white,
            max_nodes,
            seed,
            random_plies,
            json,
        } => {
            check_nodes(max_nodes)?;
            let m = Match {
                black: black.into(),
                white: white.into(),
                max_nodes,
                random_plies,
                seed: Seed(seed),
                rules: Rules::default(),
            };
            let game = play(&m);
            emit(
                json,
                json!({
                    "black": m.black.name(),
                    "white": m.white.name(),
                    "max_nodes": max_nodes,
                    "seed": seed,
                    "random_plies": random_plies,
                    "plies": game.moves().len(),
                    "winner": game.winner().map(|c| c.name()),
                    "ending": game.ending().map(|e| e.describe()),
                    "moves": game.moves().iter().map(|m| m.to_string()).collect::<Vec<_>>(),
                    "record": write_record(game.moves()),
                }),
            );
            Ok(())
        }
    }
}

/// Checks a `--max-nodes`.
pub(crate) fn check_nodes(max_nodes: u64) -> Result<(), String> {
    if max_nodes == 0 || max_nodes > MAX_NODES {
        return Err(format!("--max-nodes: must be 1–{MAX_NODES}"));
    }
    Ok(())
}

fn replay_file(path: &Path) -> Result<Value, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let record = parse_record(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let r = replay(&record, Rules::default());
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
    }))
}
