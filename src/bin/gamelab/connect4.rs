//! `gamelab connect4 …`: Connect Four's exact solver (solve, analyse), perft and the opening
//! book, on the command line. `solve --positions FILE` reads one move string a line as Pons'
//! solver does and solves them in one process, with one solver (its table kept between
//! positions, as his is). The benchmark against his solver is in [`crate::connect4_bench`].

use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};
use serde_json::{json, Value};

use crate::input::read_text;
use crate::output::emit;
use gamelab::games::connect4::table::{MAX_TABLE_LOG2, MIN_TABLE_LOG2};
use gamelab::games::connect4::{Book, BookBuilder, Connect4, Geometry, Solver, DEFAULT_TABLE_LOG2};
use gamelab::jobs::run;

/// The board size and the solver's memory, shared by the subcommands.
#[derive(Args, Clone, Copy)]
pub(crate) struct BoardArgs {
    /// Columns (6–8).
    #[arg(long, default_value_t = 7)]
    width: u32,
    /// Rows (5–7).
    #[arg(long, default_value_t = 6)]
    height: u32,
}

impl BoardArgs {
    pub(crate) fn geometry(self) -> Result<Geometry, String> {
        Geometry::new(self.width, self.height).map_err(|e| format!("--width/--height: {e}"))
    }
}

/// The transposition table's size.
#[derive(Args, Clone, Copy)]
pub(crate) struct TableArgs {
    /// The transposition table holds 2^N entries of 8 bytes (24: 128 MiB).
    #[arg(long = "table-log2", default_value_t = DEFAULT_TABLE_LOG2)]
    log2: u32,
}

impl TableArgs {
    pub(crate) fn log2(self) -> Result<u32, String> {
        if (MIN_TABLE_LOG2..=MAX_TABLE_LOG2).contains(&self.log2) {
            Ok(self.log2)
        } else {
            Err(format!(
                "--table-log2: give {MIN_TABLE_LOG2}–{MAX_TABLE_LOG2} (got {})",
                self.log2
            ))
        }
    }
}

/// `gamelab connect4 …`.
#[derive(Subcommand)]
pub(crate) enum Connect4Command {
    /// The exact score of positions (Pons' score: 0 draw, 22 − k for a win with the winner's
    /// k-th stone on 7×6, negative for a loss; from the side to move). A finished game gets
    /// its final score (0, or the loss of the side that would move) with no search.
    Solve {
        /// The position: 1-based columns in the order played, e.g. 4453 ("" the empty board).
        #[arg(
            long,
            conflicts_with = "positions",
            required_unless_present = "positions"
        )]
        moves: Option<String>,
        /// A file of positions, one move string a line (anything after the first space, such
        /// as a score in Pons' test sets, is ignored; blank lines are skipped).
        #[arg(long)]
        positions: Option<PathBuf>,
        #[command(flatten)]
        board: BoardArgs,
        #[command(flatten)]
        table: TableArgs,
        /// An opening book made by `gamelab connect4 book`.
        #[arg(long)]
        book: Option<PathBuf>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The score of every column (null for a full column), from the side to move.
    Analyse {
        /// The position: 1-based columns in the order played.
        #[arg(long)]
        moves: String,
        #[command(flatten)]
        board: BoardArgs,
        #[command(flatten)]
        table: TableArgs,
        /// An opening book made by `gamelab connect4 book`.
        #[arg(long)]
        book: Option<PathBuf>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The number of move sequences of exactly D moves (a game that ends sooner adds
    /// nothing; one whose last move ends it counts).
    Perft {
        /// The number of moves.
        #[arg(long)]
        depth: u32,
        /// The start position (default: the empty board).
        #[arg(long, default_value = "")]
        moves: String,
        #[command(flatten)]
        board: BoardArgs,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Which is better, MCTS or alpha-beta (or two settings of one), decided by a race of
    /// the racing lab over whole games; alpha-beta at equal time per move with --b ab:auto.
    Race(crate::connect4_race::RaceArgs),
    /// Build an opening book: every position of at most D stones (one per mirror pair)
    /// solved, written to FILE (format: the `book` module's docs).
    Book {
        /// The deepest positions stored.
        #[arg(long)]
        depth: u32,
        /// Where to write the book.
        #[arg(long)]
        out: PathBuf,
        #[command(flatten)]
        board: BoardArgs,
        #[command(flatten)]
        table: TableArgs,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

/// The deepest perft the command line runs (7^12 ≈ 1.4·10^10 sequences: minutes).
const MAX_PERFT_DEPTH: u32 = 12;

/// Runs `gamelab connect4 …`.
pub(crate) fn run_command(command: Connect4Command) -> Result<(), String> {
    match command {
        Connect4Command::Race(args) => crate::connect4_race::race(args)?,
        Connect4Command::Solve {
            moves,
            positions,
            board,
            table,
            book,
            json,
        } => {
            let mut solver = solver(board, table, book.as_deref())?;
            let g = solver.geometry();
            match (moves, positions) {
                (Some(moves), _) => {
                    let p = position(g, &moves, "--moves")?;
                    let s = solver.solve(&p);
                    emit(
                        json,
                        json!({"moves": moves.trim(), "score": s.score, "nodes": s.nodes}),
                    );
                }
                (None, Some(path)) => {
                    let lines = read_positions(&path, g)?;
                    let results: Vec<Value> = lines
                        .iter()
                        .map(|(moves, p)| {
                            let s = solver.solve(p);
                            json!({"moves": moves, "score": s.score, "nodes": s.nodes})
                        })
                        .collect();
                    if json {
                        emit(true, json!({ "results": results }));
                    } else {
                        for r in &results {
                            println!(
                                "{} {} {}",
                                r["moves"].as_str().unwrap_or(""),
                                r["score"],
                                r["nodes"]
                            );
                        }
                    }
                }
                (None, None) => return Err("give --moves or --positions".into()),
            }
        }
        Connect4Command::Analyse {
            moves,
            board,
            table,
            book,
            json,
        } => {
            let mut solver = solver(board, table, book.as_deref())?;
            let p = position(solver.geometry(), &moves, "--moves")?;
            let a = solver.analyse(&p);
            emit(
                json,
                json!({"moves": moves.trim(), "scores": a.scores, "nodes": a.nodes}),
            );
        }
        Connect4Command::Perft {
            depth,
            moves,
            board,
            json,
        } => {
            if depth > MAX_PERFT_DEPTH {
                return Err(format!("--depth: give 0–{MAX_PERFT_DEPTH} (got {depth})"));
            }
            let p = position(board.geometry()?, &moves, "--moves")?;
            emit(
                json,
                json!({"moves": moves.trim(), "depth": depth, "nodes": p.perft(depth)}),
            );
        }
        Connect4Command::Book {
            depth,
            out,
            board,
            table,
            json,
        } => {
            let g = board.geometry()?;
            let most = gamelab::games::connect4::book::MAX_BOOK_DEPTH.min(g.cells());
            if depth > most {
                return Err(format!("--depth: give 0–{most} (got {depth})"));
            }
            let mut builder = BookBuilder::new(g, depth, table.log2()?);
            let book = run(&mut builder, 1 << 22, |_| true).expect("never cancelled");
            let bytes = book.to_bytes();
            std::fs::write(&out, &bytes).map_err(|e| format!("--out {}: {e}", out.display()))?;
            emit(
                json,
                json!({
                    "out": out.display().to_string(),
                    "depth": depth,
                    "positions": book.len(),
                    "bytes": bytes.len(),
                    "nodes": builder.nodes(),
                }),
            );
        }
    }
    Ok(())
}

/// A solver for `board`, with the table asked for and the book read from `book`.
pub(crate) fn solver(
    board: BoardArgs,
    table: TableArgs,
    book: Option<&Path>,
) -> Result<Solver, String> {
    let g = board.geometry()?;
    let mut solver = Solver::new(g, table.log2()?);
    if let Some(path) = book {
        let bytes = std::fs::read(path).map_err(|e| format!("--book {}: {e}", path.display()))?;
        let book =
            Book::from_bytes(&bytes).map_err(|e| format!("--book {}: {e}", path.display()))?;
        if book.geometry() != g {
            return Err(format!(
                "--book {}: the book is for {}, the board is {g}",
                path.display(),
                book.geometry()
            ));
        }
        solver.set_book(book);
    }
    Ok(solver)
}

/// The position after `moves`, the error naming `flag`.
fn position(g: Geometry, moves: &str, flag: &str) -> Result<Connect4, String> {
    Connect4::from_moves(g, moves).map_err(|e| format!("{flag} {}: {e}", moves.trim()))
}

/// The positions of a file: per non-blank line, its first word as a move string, and the
/// rest of the line.
pub(crate) fn read_lines(
    path: &Path,
    g: Geometry,
) -> Result<Vec<(String, Connect4, String)>, String> {
    let text = read_text("--positions", path)?;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let (moves, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let p = Connect4::from_moves(g, moves).map_err(|e| {
            format!(
                "--positions {} line {}: {moves}: {e}",
                path.display(),
                i + 1
            )
        })?;
        out.push((moves.to_string(), p, rest.trim().to_string()));
    }
    Ok(out)
}

fn read_positions(path: &Path, g: Geometry) -> Result<Vec<(String, Connect4)>, String> {
    Ok(read_lines(path, g)?
        .into_iter()
        .map(|(m, p, _)| (m, p))
        .collect())
}
