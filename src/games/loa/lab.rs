//! The Lines of Action lab's page model: what the page at `#/loa` carries in its URL
//! ([`Link`], read from and written to a [`Query`]), and everything the page computes from it
//! ([`Lab`]): selecting a piece and moving it, undo and redo, the last move and its capture, the
//! status line, the move list and its export, the replay of a published game ([`Replayer`]),
//! the position editor ([`Editor`]), and what the keyboard does ([`Key`]); and, for play against
//! the engine, whose side the engine has ([`Human`]), its node budget, the search request the
//! worker is sent ([`SearchRequest`]), how its answer enters the game ([`Lab::engine_reply`]),
//! how an analysis reads in words ([`describe_score`], [`short_score`], [`score_meaning`],
//! [`pv_text`]); solving the position shown ([`SolveRequest`], its root's proof and disproof
//! numbers in the order the search believes in, [`sorted_children`], [`numbers_meaning`], and
//! the answer in words, [`verdict_sentence`]) and the browser benchmark's sizes
//! ([`BENCH_SIZES`]); and the top of the
//! alpha-beta tree the page draws ([`trace_top`], over a depth-limited view of the game,
//! [`Horizon`]).
//!
//! It lives in the core, not in the web face, so `cargo test` checks it natively and the page
//! only reads clicks and keys and draws what [`Lab::squares`] and the status say. Each action
//! is a function from one `Lab` to the next (the page keeps the latest in its state and writes
//! [`Lab::link`] back to the URL), so the tests below can play a game exactly as a person
//! clicks it.
//!
//! The URL holds the game (its start position and the moves played), who plays by hand and the
//! engine's node budget, and, while a published game is being replayed, which record and which
//! ply: reloading or sharing the address restores all of it. What is only a gesture in
//! progress — the selected piece, the keyboard cursor, the moves that can be redone, the
//! position being set up, the engine's report on its last move — stays out of the URL.
//!
//! The engine itself runs in the browser's worker ([`Request::Search`](crate::games::loa::jobs::Request::Search)); the model only
//! says when it is the engine's turn ([`Lab::engine_request`]: the request is the whole game
//! and the budget, so the page can tell a stale answer from the current one by comparing
//! requests) and plays the answer through [`Lab::play`] like any other move. Undo against the
//! engine takes back the engine's reply and the person's move together, so the person is to
//! move again. The search is deterministic (no clock, no randomness), so the same position and
//! budget always give the same reply.
//!
//! The tree view runs the generic traced [`crate::search::alphabeta`] (the one the tic-tac-toe
//! page draws) with [`LoaEval`] on a [`Horizon`]: the game cut off a few plies below the
//! current position, where the evaluation scores the cut-off positions. Unlike the engine's
//! searcher it clones the whole game at every node and keeps every node it enters;
//! [`MAX_TREE_DEPTH`] keeps that small enough to compute on the main thread and to draw.

use serde::{Deserialize, Serialize};

use super::bench::BenchConfig;
use super::board::{rank_of, square_name, Board, Color, Move, Square};
use super::eval::LoaEval;
use super::pn::{ChildNumbers, INFINITE};
use super::records::{PublishedRecord, RECORDS};
use super::search::{is_loss_score, is_win_score, plies_to_end, Analysis};
use super::solve::{Method, Solved, Verdict};
use super::text::{parse_move, parse_position, parse_record, replay, write_position, write_record};
use super::{Ending, Loa, Rules};
use crate::game::{
    ByPlayer, Deterministic, PerfectInformation, PositionKey, Score, State, Turn, ZeroSumEvaluator,
    ZeroSumTwoPlayer,
};
use crate::games::loa::jobs::{LoaGame, Request, MAX_NODES};
use crate::search::alphabeta::{AlphaBeta, MoveOrder, Options, Pruning, Table, Trace};
use crate::search::minimax::SearchResult;
use crate::text::{FieldError, ParseError};

/// The URL query of the page (`#/loa?fen=…&moves=…&human=…&nodes=…&record=…&ply=…`), every
/// field as typed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Query {
    /// The position the game started from, as position text (the start position when absent).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fen: Option<String>,
    /// The moves played from it, separated by commas (`b1-d3,h2xf4`); spaces are read too.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<String>,
    /// Who plays by hand: `black` or `white` (the engine has the other side), or `both` (no
    /// engine; the default).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub human: Option<String>,
    /// The engine's node budget per move: a whole number, optionally with `k` or `M` (`100k`,
    /// `1M`, `250000`); [`DEFAULT_BUDGET`] when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nodes: Option<String>,
    /// The published record being replayed (its name, e.g. `shortest_game`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub record: Option<String>,
    /// The ply of the replayed record on the board (0 = its start; only with `record`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ply: Option<String>,
}

/// Who plays by hand; the engine plays the other side (or no side, with [`Human::Both`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Human {
    /// The person plays Black, the engine White.
    Black,
    /// The person plays White, the engine Black.
    White,
    /// Both sides by hand: no engine.
    #[default]
    Both,
}

impl Human {
    /// Every choice, in the order the page offers them.
    pub const ALL: [Human; 3] = [Human::Black, Human::White, Human::Both];

    /// The name in the URL (`black`, `white`, `both`).
    pub fn name(self) -> &'static str {
        match self {
            Human::Black => "black",
            Human::White => "white",
            Human::Both => "both",
        }
    }

    /// The choice a URL name stands for.
    pub fn from_name(name: &str) -> Option<Human> {
        Human::ALL.into_iter().find(|h| h.name() == name)
    }

    /// The choice in words, for the page's selector.
    pub fn label(self) -> &'static str {
        match self {
            Human::Black => "Black (you move first)",
            Human::White => "White (the engine moves first)",
            Human::Both => "both sides by hand",
        }
    }

    /// The engine's colour, if the engine plays.
    pub fn engine(self) -> Option<Color> {
        match self {
            Human::Black => Some(Color::White),
            Human::White => Some(Color::Black),
            Human::Both => None,
        }
    }

    /// True when `color` is played by hand.
    pub fn plays(self, color: Color) -> bool {
        self.engine() != Some(color)
    }
}

/// The engine's node budget per move when the URL names none.
pub const DEFAULT_BUDGET: u64 = 100_000;
/// The smallest budget the page accepts: enough for a complete depth-1 search of any position.
pub const MIN_BUDGET: u64 = 1_000;
/// The budgets the page offers (from a quick reply to several seconds of thought).
pub const BUDGET_PRESETS: [u64; 4] = [10_000, 100_000, 1_000_000, 5_000_000];
/// The analysis budgets the page offers; the first search of a position is cheap, deeper ones
/// grow about fivefold per ply.
pub const ANALYSIS_PRESETS: [u64; 4] = [1_000_000, 5_000_000, 20_000_000, 100_000_000];
/// The analysis budget the page starts with.
pub const DEFAULT_ANALYSIS_BUDGET: u64 = 5_000_000;

/// Reads a node budget as typed: a whole number with optional separators (`250 000`,
/// `250_000`, `250,000`) or a number with `k` (thousands) or `M` (millions), decimals allowed
/// with a suffix (`1.5M`); it must lie between [`MIN_BUDGET`] and [`MAX_NODES`].
pub fn parse_budget(text: &str) -> Result<u64, String> {
    let t = text.trim();
    if t.is_empty() {
        return Err("enter a number of nodes, e.g. 100k".to_string());
    }
    let (number, scale) = match t.char_indices().last() {
        Some((i, 'k' | 'K')) => (&t[..i], 1_000u64),
        Some((i, 'm' | 'M')) => (&t[..i], 1_000_000u64),
        _ => (t, 1u64),
    };
    let number: String = number
        .chars()
        .filter(|c| !matches!(c, ' ' | '_' | ',' | '\u{2009}' | '\u{202f}' | '\u{a0}'))
        .collect();
    let bad = || format!("{t:?} is not a number of nodes: write e.g. 50000, 100k or 2M");
    let well_formed = !number.is_empty()
        && number.chars().all(|c| c.is_ascii_digit() || c == '.')
        && number.chars().filter(|&c| c == '.').count() <= usize::from(scale > 1)
        && !number.starts_with('.')
        && !number.ends_with('.');
    if !well_formed {
        return Err(bad());
    }
    let nodes = match number.split_once('.') {
        None => number
            .parse::<u64>()
            .ok()
            .and_then(|n| n.checked_mul(scale)),
        Some((whole, frac)) => {
            // Exact decimal arithmetic: 1.5M is 1 500 000, 0.0015k is not whole.
            let digits = frac.len() as u32;
            let denominator = 10u64.checked_pow(digits);
            let all: Option<u64> = format!("{whole}{frac}").parse().ok();
            match (all, denominator) {
                (Some(all), Some(d)) => {
                    all.checked_mul(scale).filter(|n| n % d == 0).map(|n| n / d)
                }
                _ => None,
            }
        }
    };
    let Some(nodes) = nodes else {
        return Err(format!("{t:?} is not a whole number of nodes"));
    };
    if nodes < MIN_BUDGET {
        return Err(format!(
            "{} nodes is too few: the budget is at least {}",
            group(nodes),
            write_budget(MIN_BUDGET)
        ));
    }
    if nodes > MAX_NODES {
        return Err(format!(
            "{} nodes is too many: the budget is at most {}",
            group(nodes),
            write_budget(MAX_NODES)
        ));
    }
    Ok(nodes)
}

/// A budget as the URL and the field write it: `100k`, `5M`, or the plain number.
pub fn write_budget(nodes: u64) -> String {
    if nodes >= 1_000_000 && nodes % 1_000_000 == 0 {
        format!("{}M", nodes / 1_000_000)
    } else if nodes >= 1_000 && nodes % 1_000 == 0 {
        format!("{}k", nodes / 1_000)
    } else {
        nodes.to_string()
    }
}

/// A count with thin spaces between groups of three digits (`1 000 000`).
pub fn group(n: u64) -> String {
    crate::plot::fmt_number(n as f64)
}

/// What a link to the page restores: the game, who plays it, and the replay if one is open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The position the game started from.
    pub start: Board,
    /// The moves played from it (all legal: checked when read).
    pub moves: Vec<Move>,
    /// Who plays by hand.
    pub human: Human,
    /// The engine's node budget per move.
    pub budget: u64,
    /// The replayed record (its index in [`RECORDS`]) and the ply shown, while the replay is
    /// open.
    pub replay: Option<(usize, usize)>,
}

impl Default for Link {
    fn default() -> Self {
        Link {
            start: Board::start(),
            moves: Vec::new(),
            human: Human::default(),
            budget: DEFAULT_BUDGET,
            replay: None,
        }
    }
}

fn field(field: &'static str, reason: impl Into<String>) -> FieldError {
    FieldError {
        field,
        reason: reason.into(),
    }
}

/// A position-text error in the words the page shows: the column and the reason (the line is
/// always 1 in a one-line text, so it is left out).
pub fn describe_position_error(e: &ParseError) -> String {
    format!("column {}: {}", e.column, e.reason)
}

/// Reads a comma-separated move list (`b1-d3,h2xf4`; spaces also separate) and plays it from
/// `start`: the game, or an error naming the first bad move by its number and text.
pub fn play_moves(start: Board, text: &str) -> Result<Loa, String> {
    let mut game = Loa::from_board(start, Rules::default());
    let words = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty());
    for (i, word) in words.enumerate() {
        let mv = parse_move(&game, word).map_err(|e| format!("move {} ({word}): {e}", i + 1))?;
        game.apply(mv);
    }
    Ok(game)
}

impl Link {
    /// Reads and validates the query; every problem is reported, by the field it is in.
    pub fn from_query(q: &Query) -> Result<Link, Vec<FieldError>> {
        let mut errors = Vec::new();
        let start = match q.fen.as_deref().map(str::trim) {
            None | Some("") => Board::start(),
            Some(text) => parse_position(text).unwrap_or_else(|e| {
                errors.push(field("fen", describe_position_error(&e)));
                Board::start()
            }),
        };
        let moves = match play_moves(start, q.moves.as_deref().unwrap_or("")) {
            Ok(game) => game.moves().to_vec(),
            Err(e) => {
                if errors.is_empty() {
                    errors.push(field("moves", e));
                }
                Vec::new()
            }
        };
        let human = match q.human.as_deref().map(str::trim) {
            None | Some("") => Human::default(),
            Some(name) => Human::from_name(name).unwrap_or_else(|| {
                errors.push(field(
                    "human",
                    format!("{name:?} is not a side: write black, white or both"),
                ));
                Human::default()
            }),
        };
        let budget = match q.nodes.as_deref().map(str::trim) {
            None | Some("") => DEFAULT_BUDGET,
            Some(text) => parse_budget(text).unwrap_or_else(|e| {
                errors.push(field("nodes", e));
                DEFAULT_BUDGET
            }),
        };
        let record = match q.record.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(name) => match RECORDS.iter().position(|r| r.name == name) {
                Some(i) => Some(i),
                None => {
                    let names: Vec<&str> = RECORDS.iter().map(|r| r.name).collect();
                    errors.push(field(
                        "record",
                        format!(
                            "no published record is called {name:?}; the records are {}",
                            names.join(", ")
                        ),
                    ));
                    None
                }
            },
        };
        let ply = match q.ply.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(text) => match text.parse::<usize>() {
                Ok(p) => Some(p),
                Err(_) => {
                    errors.push(field(
                        "ply",
                        format!("{text:?} is not a whole number of plies"),
                    ));
                    None
                }
            },
        };
        let replay = match (record, ply) {
            (Some(i), ply) => {
                let plies = Replayer::new(i).plies();
                let ply = ply.unwrap_or(0);
                if ply > plies {
                    errors.push(field(
                        "ply",
                        format!(
                            "{} has {plies} plies; ply {ply} is beyond its end",
                            RECORDS[i].name
                        ),
                    ));
                }
                Some((i, ply.min(plies)))
            }
            (None, Some(_)) if !errors.iter().any(|e| e.field == "record") => {
                errors.push(field("ply", "a ply is only read with record=<name>"));
                None
            }
            (None, _) => None,
        };
        if errors.is_empty() {
            Ok(Link {
                start,
                moves,
                human,
                budget,
                replay,
            })
        } else {
            Err(errors)
        }
    }

    /// The query that restores this link (the start position, empty lists, both sides by hand,
    /// the default budget and ply 0 left out, so links stay short).
    pub fn to_query(&self) -> Query {
        Query {
            fen: (self.start != Board::start()).then(|| write_position(&self.start)),
            moves: (!self.moves.is_empty()).then(|| {
                self.moves
                    .iter()
                    .map(Move::to_string)
                    .collect::<Vec<_>>()
                    .join(",")
            }),
            human: (self.human != Human::default()).then(|| self.human.name().to_string()),
            nodes: (self.budget != DEFAULT_BUDGET).then(|| write_budget(self.budget)),
            record: self.replay.map(|(i, _)| RECORDS[i].name.to_string()),
            ply: self
                .replay
                .and_then(|(_, ply)| (ply > 0).then(|| ply.to_string())),
        }
    }
}

/// Which part of the page is open; the board shows that part's position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    /// The game played on the page (by hand, or against the engine).
    Play,
    /// A published game, replayed ply by ply.
    Replay,
    /// The position editor.
    Edit,
}

/// A key the board understands (see [`Key::from_name`] for the keys that produce each).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// Cursor one file to the left (replay: one ply back).
    Left,
    /// Cursor one file to the right (replay: one ply forward).
    Right,
    /// Cursor one rank up, towards rank 8.
    Up,
    /// Cursor one rank down, towards rank 1.
    Down,
    /// Click the square under the cursor.
    Activate,
    /// Drop the selection.
    Escape,
    /// Take back the last move.
    Undo,
    /// Play the last move taken back again.
    Redo,
    /// Replay: to the record's start.
    First,
    /// Replay: to the record's end.
    Last,
}

impl Key {
    /// The key for a `KeyboardEvent.key` name: the arrow keys, Enter and Space, Escape, `u`
    /// (undo), `r` (redo), Home and End; `None` for every other key (the page lets the browser
    /// handle those).
    pub fn from_name(name: &str) -> Option<Key> {
        Some(match name {
            "ArrowLeft" => Key::Left,
            "ArrowRight" => Key::Right,
            "ArrowUp" => Key::Up,
            "ArrowDown" => Key::Down,
            "Enter" | " " => Key::Activate,
            "Escape" => Key::Escape,
            "u" | "U" => Key::Undo,
            "r" | "R" => Key::Redo,
            "Home" => Key::First,
            "End" => Key::Last,
            _ => return None,
        })
    }
}

/// The square next to `sq` in a direction, staying on the board at its edges.
pub fn step_square(sq: Square, key: Key) -> Square {
    let (file, rank) = (sq & 7, sq >> 3);
    let (file, rank) = match key {
        Key::Left => (file.saturating_sub(1), rank),
        Key::Right => ((file + 1).min(7), rank),
        Key::Up => (file, (rank + 1).min(7)),
        Key::Down => (file, rank.saturating_sub(1)),
        _ => (file, rank),
    };
    file + 8 * rank
}

/// One move-list row: the move number and the two moves (Black's first; either may be missing
/// at the ends of a game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    /// The move number, from 1.
    pub number: usize,
    /// Black's move and its ply (1-based, counted in the game).
    pub black: Option<(usize, Move)>,
    /// White's move and its ply.
    pub white: Option<(usize, Move)>,
}

/// The moves of a game that started with `first` to move, as numbered rows (a game that
/// starts with White to move has no Black move in its first row).
pub fn move_rows(first: Color, moves: &[Move]) -> Vec<MoveRow> {
    let mut rows: Vec<MoveRow> = Vec::new();
    let offset = usize::from(first == Color::White);
    for (i, &mv) in moves.iter().enumerate() {
        let slot = i + offset;
        let number = slot / 2 + 1;
        if rows.last().is_none_or(|r| r.number != number) {
            rows.push(MoveRow {
                number,
                black: None,
                white: None,
            });
        }
        let row = rows.last_mut().expect("pushed above");
        if slot % 2 == 0 {
            row.black = Some((i + 1, mv));
        } else {
            row.white = Some((i + 1, mv));
        }
    }
    rows
}

/// What one square of the board shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareView {
    /// The square.
    pub square: Square,
    /// Its name (`b1`).
    pub name: String,
    /// The piece on it.
    pub piece: Option<Color>,
    /// The selected piece stands here.
    pub selected: bool,
    /// The selected piece may move here.
    pub target: bool,
    /// The last move left this square.
    pub last_from: bool,
    /// The last move landed here.
    pub last_to: bool,
    /// The last move captured the piece that stood here.
    pub captured: bool,
    /// The keyboard cursor is here.
    pub cursor: bool,
}

impl SquareView {
    /// The square in words, for screen readers (`"d3: black piece, selected"`).
    pub fn label(&self) -> String {
        let mut parts = vec![match self.piece {
            Some(Color::Black) => "black piece".to_string(),
            Some(Color::White) => "white piece".to_string(),
            None => "empty".to_string(),
        }];
        if self.selected {
            parts.push("selected".into());
        }
        if self.target {
            parts.push(if self.piece.is_some() {
                "a capture for the selected piece".into()
            } else {
                "a move for the selected piece".into()
            });
        }
        if self.last_from {
            parts.push("the last move left here".into());
        }
        if self.last_to {
            parts.push(if self.captured {
                "the last move captured here".into()
            } else {
                "the last move landed here".into()
            });
        }
        format!("{}: {}", self.name, parts.join(", "))
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// An ending as the status line says it (`"Black wins: all Black pieces are connected."`).
pub fn ending_sentence(ending: Ending) -> String {
    format!("{}.", capitalised(&ending.describe()))
}

/// A published record being replayed: which record, its moves, and the ply on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replayer {
    index: usize,
    moves: Vec<Move>,
    ply: usize,
}

impl Replayer {
    /// The record `index` of [`RECORDS`] at its start (ply 0). Every embedded record replays
    /// legally (tested); should one not, its legal part is what is replayed.
    ///
    /// # Panics
    /// If `index` is not an index of [`RECORDS`].
    pub fn new(index: usize) -> Replayer {
        let record = RECORDS[index];
        let moves = parse_record(record.text)
            .map(|rec| replay(&rec, Rules::default()).game.moves().to_vec())
            .unwrap_or_default();
        Replayer {
            index,
            moves,
            ply: 0,
        }
    }

    /// The record's index in [`RECORDS`].
    pub fn index(&self) -> usize {
        self.index
    }

    /// The record.
    pub fn record(&self) -> &'static PublishedRecord {
        &RECORDS[self.index]
    }

    /// The record's moves.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The ply on the board: how many of the record's moves have been played.
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// How many plies the record holds.
    pub fn plies(&self) -> usize {
        self.moves.len()
    }

    /// The same record at `ply` (clamped to the record's length).
    pub fn at(&self, ply: usize) -> Replayer {
        Replayer {
            ply: ply.min(self.plies()),
            ..self.clone()
        }
    }

    /// At the start.
    pub fn first(&self) -> Replayer {
        self.at(0)
    }

    /// One ply back (stays at the start).
    pub fn prev(&self) -> Replayer {
        self.at(self.ply.saturating_sub(1))
    }

    /// One ply forward (stays at the end).
    pub fn next(&self) -> Replayer {
        self.at(self.ply + 1)
    }

    /// At the end.
    pub fn last(&self) -> Replayer {
        self.at(self.plies())
    }

    /// True at the record's last ply.
    pub fn at_end(&self) -> bool {
        self.ply == self.plies()
    }

    /// The game as far as the ply on the board.
    pub fn game(&self) -> Loa {
        let mut game = Loa::new(Rules::default());
        for &mv in &self.moves[..self.ply] {
            game.apply(mv);
        }
        game
    }

    /// How the whole record ends: its ending, or `None` for a record that stops before its
    /// game ended.
    pub fn result(&self) -> Option<Ending> {
        self.last().game().ending()
    }

    /// The result in words, shown when the replay reaches the record's end.
    pub fn result_sentence(&self) -> String {
        match self.result() {
            Some(ending) => ending_sentence(ending),
            None => format!(
                "The record stops after {} plies, before the game ended: no result.",
                self.plies()
            ),
        }
    }

    /// The status line while replaying.
    pub fn status(&self) -> String {
        let game = self.game();
        let at = format!("Ply {} of {}", self.ply, self.plies());
        match game.ending() {
            Some(ending) => format!("{at}: {}", ending_sentence(ending)),
            None if self.at_end() => format!("{at}: {}", self.result_sentence()),
            None => format!("{at}: {} to move.", game.board().to_move()),
        }
    }
}

/// The position editor: pieces placed square by square (or pasted as position text) and the
/// side to move; [`Editor::playable`] is the position once it is one the rules accept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    black: u64,
    white: u64,
    to_move: Color,
    text: String,
    error: Option<ParseError>,
}

impl Editor {
    /// An editor holding `board`.
    pub fn new(board: &Board) -> Editor {
        Editor::of_sets(
            board.pieces(Color::Black),
            board.pieces(Color::White),
            board.to_move(),
        )
    }

    fn of_sets(black: u64, white: u64, to_move: Color) -> Editor {
        let text = write_position(&Board::from_sets(black, white, to_move));
        let error = parse_position(&text).err();
        Editor {
            black,
            white,
            to_move,
            text,
            error,
        }
    }

    /// The position as edited (it may not be playable: see [`Editor::error`]).
    pub fn board(&self) -> Board {
        Board::from_sets(self.black, self.white, self.to_move)
    }

    /// The position text in the text field: written from the board after each click, or as
    /// typed.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Why the text is not a playable position, if it is not.
    pub fn error(&self) -> Option<&ParseError> {
        self.error.as_ref()
    }

    /// The error as the page shows it beside the text field (`column 5: …`).
    pub fn error_text(&self) -> Option<String> {
        self.error.as_ref().map(describe_position_error)
    }

    /// The side to move.
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// The square cycled empty → black → white → empty.
    pub fn cycle(&self, sq: Square) -> Editor {
        let bit = 1u64 << sq;
        let (black, white) = if self.black & bit != 0 {
            (self.black & !bit, self.white | bit)
        } else if self.white & bit != 0 {
            (self.black, self.white & !bit)
        } else {
            (self.black | bit, self.white)
        };
        Editor::of_sets(black, white, self.to_move)
    }

    /// The same pieces with `color` to move.
    pub fn with_to_move(&self, color: Color) -> Editor {
        Editor::of_sets(self.black, self.white, color)
    }

    /// A position text typed or pasted: when it reads, the board follows it; when it does not,
    /// the board keeps its last readable position and the error says why, with its column.
    pub fn with_text(&self, text: &str) -> Editor {
        match parse_position(text) {
            Ok(board) => Editor {
                black: board.pieces(Color::Black),
                white: board.pieces(Color::White),
                to_move: board.to_move(),
                text: text.to_string(),
                error: None,
            },
            Err(e) => Editor {
                text: text.to_string(),
                error: Some(e),
                ..self.clone()
            },
        }
    }

    /// The position to play from, when the text is one the rules accept.
    pub fn playable(&self) -> Option<Board> {
        self.error.is_none().then(|| self.board())
    }

    /// The status line while editing.
    pub fn status(&self) -> String {
        match self.error_text() {
            Some(e) => format!("Setting up a position — not playable yet ({e})."),
            None => format!(
                "Setting up a position: {} to move, {} black and {} white pieces.",
                self.to_move,
                self.black.count_ones(),
                self.white.count_ones()
            ),
        }
    }
}

/// A search the page asks the worker for: the whole game (the repetition rule needs the moves
/// that led to the position) and the node budget. Two requests are equal exactly when they
/// ask for the same search, so the page recognises the answer to the current one.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchRequest {
    /// The game, from its start position.
    pub game: LoaGame,
    /// The node budget.
    pub max_nodes: u64,
}

impl SearchRequest {
    /// The request for a search of `game`'s current position.
    pub fn new(game: &Loa, max_nodes: u64) -> SearchRequest {
        SearchRequest {
            game: LoaGame {
                start: write_position(game.start()),
                moves: game.moves().to_vec(),
                rules: *game.rules(),
            },
            max_nodes,
        }
    }

    /// The worker job: iterative deepening until the budget or a proven result.
    pub fn spec(&self) -> Request {
        Request::Search {
            game: self.game.clone(),
            max_nodes: self.max_nodes,
            max_depth: None,
        }
    }
}

/// What the engine saw when it chose the last move.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineReport {
    /// The engine's colour.
    pub side: Color,
    /// The move it played.
    pub played: Move,
    /// Its search (the score is from the engine's view: it was to move).
    pub analysis: Analysis,
}

impl EngineReport {
    /// The report in words: the move, the depth and nodes searched, and the score.
    pub fn describe(&self) -> String {
        let a = &self.analysis;
        if a.best.is_none() {
            return format!(
                "The engine ({}) played {}: its search finished no iteration within its budget of {} nodes, so it played the first legal move.",
                self.side,
                self.played,
                group(a.nodes)
            );
        }
        format!(
            "The engine ({}) played {} after searching {} {} deep ({} nodes); it judged the position {}.",
            self.side,
            self.played,
            a.depth,
            if a.depth == 1 { "ply" } else { "plies" },
            group(a.nodes),
            describe_score(self.side, a)
        )
    }
}

/// The score of an analysis in words, for `to_move`, the side to move in the analysed
/// position (the score is from its view): a proven result as "Black wins in 5 plies", otherwise
/// the evaluation with its sign explained ("+42: better for Black").
pub fn describe_score(to_move: Color, analysis: &Analysis) -> String {
    let score = analysis.score;
    if let Some(n) = plies_to_end(score) {
        let winner = if is_win_score(score) {
            to_move
        } else {
            to_move.other()
        };
        return format!("{winner} wins in {} (proven by the search)", plies(n));
    }
    let leader = match score.cmp(&0) {
        std::cmp::Ordering::Greater => format!(": better for {to_move}"),
        std::cmp::Ordering::Less => format!(": better for {}", to_move.other()),
        std::cmp::Ordering::Equal => ": level".to_string(),
    };
    format!(
        "{score:+} for {to_move}, the side to move{leader}{}",
        if analysis.depth == 0 {
            " (the static evaluation: no iteration completed)"
        } else {
            ""
        }
    )
}

fn plies(n: u32) -> String {
    if n == 1 {
        "1 ply".to_string()
    } else {
        format!("{n} plies")
    }
}

/// A short form of the score: the evaluation with its sign (`+42`), or who wins and how soon
/// (`Black wins in 5 plies`).
pub fn short_score(to_move: Color, analysis: &Analysis) -> String {
    match plies_to_end(analysis.score) {
        Some(n) if is_win_score(analysis.score) => format!("{to_move} wins in {}", plies(n)),
        Some(n) if is_loss_score(analysis.score) => {
            format!("{} wins in {}", to_move.other(), plies(n))
        }
        _ => format!("{:+}", analysis.score),
    }
}

/// What [`short_score`] means, in words to follow it: whose view the number is from and who
/// it favours, or that a win is proven.
pub fn score_meaning(to_move: Color, analysis: &Analysis) -> String {
    if plies_to_end(analysis.score).is_some() {
        return "proven by the search: a forced win, whatever the defence".to_string();
    }
    let leader = match analysis.score.cmp(&0) {
        std::cmp::Ordering::Greater => format!("better for {to_move}"),
        std::cmp::Ordering::Less => format!("better for {}", to_move.other()),
        std::cmp::Ordering::Equal => "level".to_string(),
    };
    format!(
        "the evaluation from {to_move}'s view ({to_move} is to move): {leader}{}",
        if analysis.depth == 0 {
            "; only the static evaluation, no depth completed"
        } else {
            ""
        }
    )
}

/// A line of play from `game`'s current position as numbered move text, counted in the game
/// (`5. b1-d3 h2-f4 6. c1-c3`, or `5. … h2-f4 6. b1-d3` when White moves first).
pub fn pv_text(game: &Loa, line: &[Move]) -> String {
    let offset = usize::from(game.start().to_move() == Color::White);
    let ply0 = game.moves().len() + offset;
    let mut out = Vec::new();
    for (i, mv) in line.iter().enumerate() {
        let slot = ply0 + i;
        let number = slot / 2 + 1;
        if slot % 2 == 0 {
            out.push(format!("{number}."));
        } else if i == 0 {
            out.push(format!("{number}. …"));
        }
        out.push(mv.to_string());
    }
    out.join(" ")
}

/// The solvers the page offers, in the order of its menu (the default, df-pn, first).
pub const SOLVE_METHODS: [Method; 4] = [Method::Dfpn, Method::Pn2, Method::Pns, Method::AlphaBeta];

/// A short name of a solving method for the page's menu.
pub fn method_short(method: Method) -> &'static str {
    match method {
        Method::Dfpn => "df-pn",
        Method::Pn2 => "PN²",
        Method::Pns => "proof-number search (PNS)",
        Method::AlphaBeta => "alpha-beta",
    }
}

/// The solve budgets the page offers.
pub const SOLVE_PRESETS: [u64; 4] = [100_000, 1_000_000, 10_000_000, 50_000_000];
/// The solve budget the page starts with.
pub const DEFAULT_SOLVE_BUDGET: u64 = 1_000_000;

/// A solve the page asks the worker for: the whole game (the repetition rule reads the moves
/// that led to the position), the method and the node budget. Equal requests ask for the same
/// solve, so the page recognises the answer to the current one.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveRequest {
    /// The game, from its start position.
    pub game: LoaGame,
    /// The solver.
    pub method: Method,
    /// The node budget.
    pub max_nodes: u64,
}

impl SolveRequest {
    /// The request for a solve of `game`'s current position.
    pub fn new(game: &Loa, method: Method, max_nodes: u64) -> SolveRequest {
        SolveRequest {
            game: SearchRequest::new(game, max_nodes).game,
            method,
            max_nodes,
        }
    }

    /// The worker job.
    pub fn spec(&self) -> Request {
        Request::Solve {
            game: self.game.clone(),
            method: self.method,
            max_nodes: self.max_nodes,
        }
    }
}

/// A proof or disproof number as the page writes it: `∞` for [`INFINITE`], else grouped
/// digits.
pub fn pn_text(n: u64) -> String {
    if n == INFINITE {
        "∞".to_string()
    } else {
        group(n)
    }
}

/// The root's moves of a proof-number solve, the move the search believes in first: when the
/// prover is the side to move (`to_move`), the smallest proof number first (ties: the largest
/// disproof number); when the prover is the opponent (the second phase), the smallest
/// disproof number first — the move after which the opponent is least likely to win. Moves
/// with equal numbers keep their generation order.
pub fn sorted_children(to_move: Color, solved: &Solved) -> Vec<ChildNumbers> {
    let mut children = solved.root_children.clone();
    if solved.prover == Some(to_move.other()) {
        children.sort_by_key(|c| (c.disproof, std::cmp::Reverse(c.proof)));
    } else {
        children.sort_by_key(|c| (c.proof, std::cmp::Reverse(c.disproof)));
    }
    children
}

/// Whose numbers the root table shows and what they mean, in words (`to_move` is the side to
/// move in the solved position); `None` for alpha-beta, which has no such numbers.
pub fn numbers_meaning(to_move: Color, solved: &Solved) -> Option<String> {
    let prover = solved.prover?;
    let whose = if prover == to_move {
        format!("The numbers are {prover}'s ({prover} is to move): the search tries to prove that {prover} wins.")
    } else {
        format!(
            "The numbers are {prover}'s, the opponent's: no forced win for {to_move} was found (its defence can lean on a draw or a repetition), so the search now asks whether {prover} forces a win instead."
        )
    };
    Some(format!(
        "{whose} For each move, the proof number is about how many more positions must be shown won for {prover} to prove that {prover} wins after that move; the disproof number, how many must be shown not won to prove that {prover} does not. 0 means settled that way, ∞ settled the other way."
    ))
}

/// What a root move's numbers already settle, in words (empty while open).
pub fn child_note(to_move: Color, solved: &Solved, child: &ChildNumbers) -> String {
    let Some(prover) = solved.prover else {
        return String::new();
    };
    let (proven, disproven) = (child.proof == 0, child.disproof == 0);
    match (prover == to_move, proven, disproven) {
        (true, true, _) => format!("wins for {to_move}"),
        (true, _, true) => format!("no win for {to_move}"),
        (false, true, _) => format!("loses: {prover} wins"),
        (false, _, true) => format!("{prover} cannot force a win"),
        _ => String::new(),
    }
}

/// The result of a finished solve in words, for the side to move (`to_move`), with the
/// request's budget for an unsettled answer.
pub fn verdict_sentence(to_move: Color, solved: &Solved, max_nodes: u64) -> String {
    let other = to_move.other();
    match solved.result {
        Verdict::Win => match solved.best_move {
            Some(mv) => format!("{to_move} to move wins: {mv} forces a win."),
            None => format!("{to_move} to move wins."),
        },
        Verdict::Loss => {
            format!("{to_move} to move loses: {other} forces a win whatever {to_move} plays.")
        }
        Verdict::Draw => format!(
            "Draw: neither side can force a win ({to_move} to move); with best play the game goes on until a position repeats."
        ),
        Verdict::Unknown if solved.no_win => format!(
            "{to_move} to move cannot force a win (proven); whether {other} can was not settled within {} nodes.",
            group(max_nodes)
        ),
        Verdict::Unknown if solved.nodes >= max_nodes => format!(
            "Not solved within {} nodes: the budget ran out before the result was settled.",
            group(max_nodes)
        ),
        Verdict::Unknown => format!(
            "Not solved: the search stopped after {} nodes (of a budget of {}) without settling the result.",
            group(solved.nodes),
            group(max_nodes)
        ),
    }
}

/// The benchmark sizes the page offers: (name, label, settings). The first is the page's
/// default, sized to run in well under a minute in a browser; the last runs the whole suite.
pub const BENCH_SIZES: [(&str, &str, BenchConfig); 3] = [
    (
        "standard",
        "standard: perft 5, 500k search nodes, 30 suite positions × 300k nodes",
        BenchConfig {
            perft_depth: 5,
            search_nodes: 500_000,
            suite_positions: 30,
            suite_nodes: 300_000,
        },
    ),
    (
        "quick",
        "quick: perft 4, 100k search nodes, 10 suite positions × 100k nodes",
        BenchConfig {
            perft_depth: 4,
            search_nodes: 100_000,
            suite_positions: 10,
            suite_nodes: 100_000,
        },
    ),
    (
        "full",
        "full: perft 5, 2M search nodes, all 178 suite positions × 1M nodes (minutes)",
        BenchConfig {
            perft_depth: 5,
            search_nodes: 2_000_000,
            suite_positions: 178,
            suite_nodes: 1_000_000,
        },
    ),
];

/// The benchmark settings called `name` in [`BENCH_SIZES`].
pub fn bench_size(name: &str) -> Option<BenchConfig> {
    BENCH_SIZES
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|&(_, _, c)| c)
}

/// The deepest tree the page draws. At depth 3 the traced search enters at most about 11 400
/// nodes in the positions of the published games (the start position is the largest; 400 to
/// 6 000 in most middle games): some 4 ms natively, and in the browser some tens of
/// milliseconds with the plain-minimax count ([`minimax_nodes`]) included, so the main thread
/// computes it at once; the outline draws only the rows that are opened.
pub const MAX_TREE_DEPTH: u32 = 3;
/// The tree depth the page starts with.
pub const DEFAULT_TREE_DEPTH: u32 = 2;

/// A game cut off `left` plies below where the search starts: for the generic searchers, the
/// positions at the horizon have no moves (they are leaves), so the evaluator scores them. It
/// is how [`trace_top`] draws the top of the tree of a game far too deep to search to the end.
#[derive(Clone, Debug, PartialEq)]
pub struct Horizon {
    game: Loa,
    left: u32,
}

impl Horizon {
    /// `game`, to be searched `depth` plies deep.
    pub fn new(game: &Loa, depth: u32) -> Horizon {
        Horizon {
            game: game.clone(),
            left: depth,
        }
    }

    /// The game at this node.
    pub fn game(&self) -> &Loa {
        &self.game
    }

    /// Plies left before the horizon.
    pub fn left(&self) -> u32 {
        self.left
    }
}

impl State for Horizon {
    type Action = Move;

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        if self.left == 0 {
            Turn::Terminal
        } else {
            self.game.turn()
        }
    }

    fn legal_actions(&self, out: &mut Vec<Move>) {
        if self.left == 0 {
            out.clear();
        } else {
            self.game.legal_actions(out);
        }
    }

    fn apply(&mut self, action: Move) {
        debug_assert!(self.left > 0, "a move beyond the horizon");
        self.game.apply(action);
        self.left -= 1;
    }

    /// The game's returns where it ended; zero at a horizon (no result yet).
    fn returns(&self) -> ByPlayer<f64> {
        self.game.returns()
    }
}

impl PerfectInformation for Horizon {}
impl Deterministic for Horizon {}
impl ZeroSumTwoPlayer for Horizon {}

/// The board's key and the plies left (the same board nearer the horizon is another node).
impl PositionKey for Horizon {
    fn position_key(&self) -> u64 {
        self.game
            .position_key()
            .wrapping_add(u64::from(self.left).wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }
}

/// [`LoaEval`] on a [`Horizon`]: Black's view, ±[`super::search::WIN`] at a game's end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HorizonEval;

impl ZeroSumEvaluator<Horizon> for HorizonEval {
    fn score(&self, state: &Horizon) -> Score {
        LoaEval.score(&state.game)
    }

    fn order_key(&self, state: &Horizon, action: Move) -> i32 {
        LoaEval.order_key(&state.game, action)
    }
}

/// A traced alpha-beta search of `game`'s current position, `depth` plies deep (clamped to
/// 1–[`MAX_TREE_DEPTH`]), scored by [`LoaEval`] at the horizon and at game ends: every node
/// with its α/β window, value and cut-offs, for the page's outline. Black is MAX. Without a
/// transposition table, so the trace is a tree; `order` chooses the game's move order or
/// [`LoaEval`]'s (captures first, then moves towards the centre).
pub fn trace_top(game: &Loa, depth: u32, order: MoveOrder) -> (SearchResult<Move>, Trace<Move>) {
    let options = Options {
        pruning: Pruning::AlphaBeta,
        order,
        table: Table::Off,
    };
    let root = Horizon::new(game, depth.clamp(1, MAX_TREE_DEPTH));
    AlphaBeta::new(&HorizonEval, options).search_traced(&root)
}

/// The nodes plain minimax enters on the same depth-limited tree as [`trace_top`] (every
/// position down to the horizon or the game's end): what alpha-beta's cut-offs save. At depth
/// 3 that is up to some 46 000 positions (from the start position), searched without a trace.
pub fn minimax_nodes(game: &Loa, depth: u32) -> u64 {
    let root = Horizon::new(game, depth.clamp(1, MAX_TREE_DEPTH));
    AlphaBeta::new(&HorizonEval, Options::MINIMAX)
        .search(&root)
        .nodes
}

/// The page's whole state: the game, who plays it and the engine's budget, the open tab, the
/// selection and keyboard cursor, the moves that can be redone, the engine's report on its
/// last move, the replay and the editor.
#[derive(Clone, Debug, PartialEq)]
pub struct Lab {
    game: Loa,
    human: Human,
    budget: u64,
    report: Option<EngineReport>,
    redo: Vec<Move>,
    selected: Option<Square>,
    cursor: Square,
    tab: Tab,
    replayer: Replayer,
    editor: Editor,
}

impl Default for Lab {
    fn default() -> Self {
        Lab::from_link(&Link::default())
    }
}

/// Where the keyboard cursor starts: d4, near the centre.
pub const CURSOR_START: Square = 27;

impl Lab {
    /// The page a link opens: the game at its last move, and the replay if the link has one
    /// (then the replay tab is open).
    pub fn from_link(link: &Link) -> Lab {
        let mut game = Loa::from_board(link.start, Rules::default());
        for &mv in &link.moves {
            game.apply(mv);
        }
        let (replayer, tab) = match link.replay {
            Some((index, ply)) => (Replayer::new(index).at(ply), Tab::Replay),
            None => (Replayer::new(0), Tab::Play),
        };
        Lab {
            editor: Editor::new(game.board()),
            game,
            human: link.human,
            budget: link.budget,
            report: None,
            redo: Vec::new(),
            selected: None,
            cursor: CURSOR_START,
            tab,
            replayer,
        }
    }

    /// What the URL should say now (the replay only while its tab is open).
    pub fn link(&self) -> Link {
        Link {
            start: *self.game.start(),
            moves: self.game.moves().to_vec(),
            human: self.human,
            budget: self.budget,
            replay: (self.tab == Tab::Replay).then_some((self.replayer.index, self.replayer.ply)),
        }
    }

    /// The game played on the page.
    pub fn game(&self) -> &Loa {
        &self.game
    }

    /// Who plays by hand.
    pub fn human(&self) -> Human {
        self.human
    }

    /// The engine's node budget per move.
    pub fn budget(&self) -> u64 {
        self.budget
    }

    /// The same game with another choice of who plays by hand (the engine takes over the
    /// other side at once if it is that side's turn).
    pub fn with_human(&self, human: Human) -> Lab {
        Lab {
            human,
            selected: None,
            ..self.clone()
        }
    }

    /// The same game with another engine budget.
    pub fn with_budget(&self, budget: u64) -> Lab {
        Lab {
            budget,
            ..self.clone()
        }
    }

    /// True when it is the engine's turn in the game on the Play tab (the game not over). On
    /// the other tabs the engine waits.
    pub fn engine_to_move(&self) -> bool {
        self.tab == Tab::Play
            && self.game.ending().is_none()
            && !self.human.plays(self.game.board().to_move())
    }

    /// The search the worker should run now: the engine's, while it is the engine's turn.
    pub fn engine_request(&self) -> Option<SearchRequest> {
        self.engine_to_move()
            .then(|| SearchRequest::new(&self.game, self.budget))
    }

    /// The engine's answer to `request` played: `None` when `request` is no longer the current
    /// one (the game moved on, was undone or restarted, or the engine's side or budget
    /// changed), so a stale answer never enters the game. Should the search have finished no
    /// iteration, the engine plays the first legal move (the report says so).
    pub fn engine_reply(&self, request: &SearchRequest, analysis: &Analysis) -> Option<Lab> {
        if self.engine_request().as_ref() != Some(request) {
            return None;
        }
        let mut legal = Vec::new();
        self.game.legal_actions(&mut legal);
        let mv = analysis
            .best
            .filter(|m| legal.contains(m))
            .or_else(|| legal.first().copied())?;
        let mut next = self.play(mv)?;
        next.report = Some(EngineReport {
            side: self.game.board().to_move(),
            played: mv,
            analysis: analysis.clone(),
        });
        Some(next)
    }

    /// The engine's report on the last move, while that move is on the board.
    pub fn engine_report(&self) -> Option<&EngineReport> {
        self.report
            .as_ref()
            .filter(|r| self.game.moves().last() == Some(&r.played))
    }

    /// The status line while the engine's search is stopped by the person (the engine's
    /// turn, no search running).
    pub fn engine_stopped_status(&self) -> String {
        format!(
            "{} to move: the engine's search was cancelled. Let it move again, undo, or play this side by hand.",
            self.game.board().to_move()
        )
    }

    /// The game shown on the board, as far as a search can start from it: the game on the
    /// Play tab, the replay at its ply, or the edited position once it is playable.
    pub fn shown_game(&self) -> Option<Loa> {
        match self.tab {
            Tab::Play => Some(self.game.clone()),
            Tab::Replay => Some(self.replayer.game()),
            Tab::Edit => self
                .editor
                .playable()
                .map(|b| Loa::from_board(b, Rules::default())),
        }
    }

    /// An analysis of the position shown with `max_nodes` nodes; `None` when the position is
    /// not one to search (a game over, an unplayable set-up).
    pub fn analysis_request(&self, max_nodes: u64) -> Option<SearchRequest> {
        self.shown_game()
            .filter(|g| g.ending().is_none())
            .map(|g| SearchRequest::new(&g, max_nodes))
    }

    /// A solve of the position shown with `method` and `max_nodes` nodes; `None` when the
    /// position is not one to solve (a game over, an unplayable set-up).
    pub fn solve_request(&self, method: Method, max_nodes: u64) -> Option<SolveRequest> {
        self.shown_game()
            .filter(|g| g.ending().is_none())
            .map(|g| SolveRequest::new(&g, method, max_nodes))
    }

    /// The open tab.
    pub fn tab(&self) -> Tab {
        self.tab
    }

    /// The replay (kept while other tabs are open).
    pub fn replayer(&self) -> &Replayer {
        &self.replayer
    }

    /// The position editor.
    pub fn editor(&self) -> &Editor {
        &self.editor
    }

    /// The selected piece's square, in the game.
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// The keyboard cursor's square.
    pub fn cursor(&self) -> Square {
        self.cursor
    }

    /// True when a move can be taken back: against the engine, a move of the person's side
    /// (undoing only the engine's moves would just let it play them again).
    pub fn can_undo(&self) -> bool {
        let first = self.game.start().to_move();
        self.game.moves().iter().enumerate().any(|(i, _)| {
            let mover = if i % 2 == 0 { first } else { first.other() };
            self.human.plays(mover)
        })
    }

    /// True when a move taken back can be played again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// True when the game started from a position other than the standard start.
    pub fn custom_start(&self) -> bool {
        *self.game.start() != Board::start()
    }

    /// The destinations of the selected piece, as a bit set (empty without a selection).
    pub fn targets(&self) -> u64 {
        match self.selected {
            Some(sq) if self.game.ending().is_none() => self.game.board().targets_from(sq),
            _ => 0,
        }
    }

    /// The position the board shows: the game's, the replay's, or the editor's.
    pub fn shown_board(&self) -> Board {
        match self.tab {
            Tab::Play => *self.game.board(),
            Tab::Replay => *self.replayer.game().board(),
            Tab::Edit => self.editor.board(),
        }
    }

    /// The last move of the position shown (none in the editor).
    pub fn last_move(&self) -> Option<Move> {
        match self.tab {
            Tab::Play => self.game.moves().last().copied(),
            Tab::Replay => self
                .replayer
                .ply
                .checked_sub(1)
                .map(|i| self.replayer.moves[i]),
            Tab::Edit => None,
        }
        .filter(|m| !m.is_pass())
    }

    /// The 64 squares as the board draws them, `a1` first.
    pub fn squares(&self) -> Vec<SquareView> {
        let board = self.shown_board();
        let last = self.last_move();
        let (selected, targets) = if self.tab == Tab::Play {
            (self.selected, self.targets())
        } else {
            (None, 0)
        };
        (0..64u8)
            .map(|sq| SquareView {
                square: sq,
                name: square_name(sq),
                piece: board.at(sq),
                selected: selected == Some(sq),
                target: targets & (1u64 << sq) != 0,
                last_from: last.is_some_and(|m| m.from == sq),
                last_to: last.is_some_and(|m| m.to == sq),
                captured: last.is_some_and(|m| m.to == sq && m.capture),
                cursor: self.cursor == sq,
            })
            .collect()
    }

    /// How many pieces each side has on the board shown (Black, White).
    pub fn piece_counts(&self) -> (u32, u32) {
        let b = self.shown_board();
        (
            b.pieces(Color::Black).count_ones(),
            b.pieces(Color::White).count_ones(),
        )
    }

    /// The status line above the board.
    pub fn status(&self) -> String {
        match self.tab {
            Tab::Play => self.play_status(),
            Tab::Replay => self.replayer.status(),
            Tab::Edit => self.editor.status(),
        }
    }

    fn play_status(&self) -> String {
        if let Some(ending) = self.game.ending() {
            return ending_sentence(ending);
        }
        let side = self.game.board().to_move();
        if self.engine_to_move() {
            return format!("{side} to move: engine thinking…");
        }
        match self.selected {
            Some(sq) => {
                let n = self.targets().count_ones();
                let name = square_name(sq);
                match n {
                    0 => format!("{side} to move: the piece on {name} has no legal move; choose another piece."),
                    1 => format!("{side} to move: the piece on {name} can go to 1 square (marked); choose it, or another piece."),
                    n => format!("{side} to move: the piece on {name} can go to {n} squares (marked); choose one, or another piece."),
                }
            }
            None => match self.engine_report() {
                Some(r) => format!(
                    "{side} to move: the engine played {}; choose a piece (click it, or use the arrow keys and Enter).",
                    r.played
                ),
                None => format!(
                    "{side} to move: choose a piece (click it, or use the arrow keys and Enter)."
                ),
            },
        }
    }

    /// The game's moves as numbered rows.
    pub fn move_rows(&self) -> Vec<MoveRow> {
        move_rows(self.game.start().to_move(), self.game.moves())
    }

    /// The game as text to download or copy: the numbered record (Black first, the format of
    /// the published records, read back by [`parse_record`]); a game from a set-up position is
    /// preceded by its position text on a line of its own, and numbered from its first mover.
    pub fn export_text(&self) -> String {
        if !self.custom_start() {
            return write_record(self.game.moves());
        }
        let mut out = format!("{}\n", write_position(self.game.start()));
        for row in self.move_rows() {
            let show =
                |m: Option<(usize, Move)>| m.map_or("…".to_string(), |(_, m)| m.to_string());
            match row.white {
                Some(_) => out.push_str(&format!(
                    "{}. {} {}\n",
                    row.number,
                    show(row.black),
                    show(row.white)
                )),
                None => out.push_str(&format!("{}. {}\n", row.number, show(row.black))),
            }
        }
        out
    }

    /// Opens a tab. Opening the editor loads the position the board showed.
    pub fn open(&self, tab: Tab) -> Lab {
        if tab == self.tab {
            return self.clone();
        }
        let mut next = self.clone();
        if tab == Tab::Edit {
            next.editor = Editor::new(&self.shown_board());
        }
        next.tab = tab;
        next.selected = None;
        next
    }

    /// A click on `sq` (or Enter on it): in the game, select a piece of the side to move, move
    /// the selected piece to one of its targets, or drop the selection (on the engine's turn
    /// nothing is selected or moved); in the editor, cycle the square; in the replay, nothing.
    /// The cursor follows the click.
    pub fn click(&self, sq: Square) -> Lab {
        let mut next = self.clone();
        next.cursor = sq;
        match self.tab {
            Tab::Play => {
                if self.game.ending().is_some() || self.engine_to_move() {
                    next.selected = None;
                } else if let Some(from) =
                    self.selected.filter(|_| self.targets() & (1u64 << sq) != 0)
                {
                    let capture = self.game.board().at(sq).is_some();
                    let played = self.play(Move {
                        from,
                        to: sq,
                        capture,
                    });
                    next = played.expect("a target of the selected piece is legal");
                    next.cursor = sq;
                } else if self.selected != Some(sq)
                    && self.game.board().at(sq) == Some(self.game.board().to_move())
                {
                    next.selected = Some(sq);
                } else {
                    next.selected = None;
                }
            }
            Tab::Edit => next.editor = self.editor.cycle(sq),
            Tab::Replay => {}
        }
        next
    }

    /// The game with `mv` played (whoever chose it: a click, or the engine through
    /// [`Lab::engine_reply`]), the selection dropped and the moves that could be redone
    /// forgotten; `None` when `mv` is not legal in the game's position (or the game is over).
    pub fn play(&self, mv: Move) -> Option<Lab> {
        let mut legal = Vec::new();
        self.game.legal_actions(&mut legal);
        legal.contains(&mv).then(|| {
            let mut next = self.clone();
            next.game.apply(mv);
            next.redo.clear();
            next.selected = None;
            next.report = None;
            next
        })
    }

    /// A key pressed on the board.
    pub fn press(&self, key: Key) -> Lab {
        match (self.tab, key) {
            (Tab::Replay, Key::Left) => self.replay(self.replayer.prev()),
            (Tab::Replay, Key::Right) => self.replay(self.replayer.next()),
            (Tab::Replay, Key::First) => self.replay(self.replayer.first()),
            (Tab::Replay, Key::Last) => self.replay(self.replayer.last()),
            (Tab::Replay, _) => self.clone(),
            (_, Key::Left | Key::Right | Key::Up | Key::Down) => Lab {
                cursor: step_square(self.cursor, key),
                ..self.clone()
            },
            (_, Key::Activate) => self.click(self.cursor),
            (_, Key::Escape) => Lab {
                selected: None,
                ..self.clone()
            },
            (Tab::Play, Key::Undo) => self.undo(),
            (Tab::Play, Key::Redo) => self.redo(),
            _ => self.clone(),
        }
    }

    /// True when the engine has the side to move in the game (whatever the tab, over or not).
    fn engines_side_to_move(&self) -> bool {
        !self.human.plays(self.game.board().to_move())
    }

    /// The last move taken back (it can be redone until another move is played). Against the
    /// engine, plies are taken back until one of the person's moves is gone and it is the
    /// person's turn again: the engine's reply and the move it answered go together (and
    /// while the engine is thinking, the move it is thinking about).
    pub fn undo(&self) -> Lab {
        let mut next = self.clone();
        next.selected = None;
        next.report = None;
        if !self.can_undo() {
            return next;
        }
        let mut took_persons = false;
        while let Some(&last) = next.game.moves().last() {
            let before = next.game.undone();
            let mover = before.board().to_move();
            next.game = before;
            next.redo.push(last);
            took_persons |= self.human.plays(mover);
            if took_persons && !next.engines_side_to_move() {
                break;
            }
        }
        next
    }

    /// The moves taken back by the last [`Lab::undo`], played again (against the engine: up to
    /// the person's next turn).
    pub fn redo(&self) -> Lab {
        let mut next = self.clone();
        next.selected = None;
        next.report = None;
        let mut played_persons = false;
        while let Some(mv) = next.redo.pop() {
            played_persons |= self.human.plays(next.game.board().to_move());
            next.game.apply(mv);
            if (played_persons && !next.engines_side_to_move()) || next.game.ending().is_some() {
                break;
            }
        }
        next
    }

    /// A new game from the standard start position.
    pub fn new_game(&self) -> Lab {
        self.start_from(Board::start())
    }

    /// The game restarted from the position it started from.
    pub fn restart(&self) -> Lab {
        self.start_from(*self.game.start())
    }

    fn start_from(&self, board: Board) -> Lab {
        Lab {
            game: Loa::from_board(board, Rules::default()),
            report: None,
            redo: Vec::new(),
            selected: None,
            tab: Tab::Play,
            ..self.clone()
        }
    }

    /// The replay changed (another record, another ply).
    pub fn replay(&self, replayer: Replayer) -> Lab {
        Lab {
            replayer,
            ..self.clone()
        }
    }

    /// The record `index` of [`RECORDS`] chosen for replay, at its start (`None` for an
    /// index that is not one).
    pub fn choose_record(&self, index: usize) -> Option<Lab> {
        (index < RECORDS.len()).then(|| self.replay(Replayer::new(index)))
    }

    /// A game on the page that continues the replayed record from the ply shown.
    pub fn play_from_replay(&self) -> Lab {
        Lab {
            game: self.replayer.game(),
            report: None,
            redo: Vec::new(),
            selected: None,
            tab: Tab::Play,
            ..self.clone()
        }
    }

    /// The editor changed.
    pub fn edit(&self, editor: Editor) -> Lab {
        Lab {
            editor,
            ..self.clone()
        }
    }

    /// A new game from the edited position, when it is playable.
    pub fn play_from_editor(&self) -> Option<Lab> {
        self.editor.playable().map(|board| self.start_from(board))
    }
}

/// The drawn row of a square (0 for rank 8).
pub fn row_of(sq: Square) -> u8 {
    7 - rank_of(sq)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::loa::text::{parse_square, START_TEXT};

    fn sq(name: &str) -> Square {
        parse_square(name).unwrap()
    }

    const SUITE_WIN: &str = "8/w7/4bb2/2b1bw2/2wb1bb1/2ww2ww/1b6/3w4 b";
    const SUITE_LOSS: &str = "8/4w3/2w2b2/1b2bb1w/3b1b2/2wbb3/2b2w2/8 w";

    fn lab_at(fen: &str) -> Lab {
        Lab::from_link(&Link::from_query(&query(&[("fen", fen)])).unwrap())
    }

    fn solve_shown(lab: &Lab, method: Method, nodes: u64) -> (Color, SolveRequest, Solved) {
        let request = lab.solve_request(method, nodes).unwrap();
        let game = request.game.build().unwrap();
        let solved = crate::games::loa::solve::solve(&game, method, nodes);
        (game.board().to_move(), request, solved)
    }

    #[test]
    fn the_solve_request_is_the_position_shown_and_none_when_there_is_nothing_to_solve() {
        let lab = lab_at(SUITE_WIN);
        let r = lab.solve_request(Method::Dfpn, 100_000).unwrap();
        assert_eq!(r.game.start, SUITE_WIN);
        assert!(r.game.moves.is_empty());
        assert!(matches!(
            r.spec(),
            Request::Solve {
                method: Method::Dfpn,
                max_nodes: 100_000,
                ..
            }
        ));
        // A move changes the request (the page drops the old answer).
        let moved = lab.click(sq("b2")).click(sq("c1"));
        let r2 = moved.solve_request(Method::Dfpn, 100_000).unwrap();
        assert_ne!(r, r2);
        assert_eq!(r2.game.moves.len(), 1);
        // An unplayable set-up is not solved either.
        let editing = Lab::default().open(Tab::Edit);
        let empty = editing.edit(editing.editor().with_text("8/8/8/8/8/8/8/8 b"));
        assert_eq!(empty.solve_request(Method::Dfpn, 1_000), None);
    }

    #[test]
    fn a_won_position_solved_by_each_method_reads_as_a_win_with_its_move_first() {
        let lab = lab_at(SUITE_WIN);
        for method in SOLVE_METHODS {
            let (to_move, request, solved) = solve_shown(&lab, method, 1_000_000);
            assert_eq!(solved.result, Verdict::Win, "{method:?}");
            let best = solved.best_move.unwrap();
            let mut legal = Vec::new();
            lab.game().board().moves(&mut legal);
            assert!(legal.contains(&best));
            assert_eq!(
                verdict_sentence(to_move, &solved, request.max_nodes),
                format!("Black to move wins: {best} forces a win.")
            );
            if method == Method::AlphaBeta {
                assert_eq!(solved.prover, None);
                assert!(numbers_meaning(to_move, &solved).is_none());
                assert!(solved.plies_to_end.is_some());
                assert!(!solved.principal_variation.is_empty());
                continue;
            }
            assert_eq!(solved.prover, Some(Color::Black));
            let rows = sorted_children(to_move, &solved);
            assert_eq!(rows.len(), solved.root_children.len());
            assert_eq!(rows[0].proof, 0, "{method:?}: a proven move comes first");
            assert_eq!(rows[0].disproof, INFINITE);
            assert_eq!(pn_text(rows[0].disproof), "∞");
            assert_eq!(child_note(to_move, &solved, &rows[0]), "wins for Black");
            assert!(rows.windows(2).all(|w| w[0].proof <= w[1].proof));
            let words = numbers_meaning(to_move, &solved).unwrap();
            assert!(words.starts_with("The numbers are Black's (Black is to move)"));
        }
    }

    #[test]
    fn a_lost_position_reads_as_a_loss_for_the_side_to_move() {
        let lab = lab_at(SUITE_LOSS);
        let (to_move, request, solved) = solve_shown(&lab, Method::Dfpn, 1_000_000);
        assert_eq!(to_move, Color::White);
        assert_eq!(solved.result, Verdict::Loss);
        assert_eq!(
            verdict_sentence(to_move, &solved, request.max_nodes),
            "White to move loses: Black forces a win whatever White plays."
        );
    }

    #[test]
    fn an_unsettled_solve_says_so_with_its_budget() {
        let (to_move, request, solved) = solve_shown(&Lab::default(), Method::Dfpn, 2_000);
        assert_eq!(solved.result, Verdict::Unknown);
        assert_eq!(
            verdict_sentence(to_move, &solved, request.max_nodes),
            format!(
                "Not solved within {} nodes: the budget ran out before the result was settled.",
                group(2_000)
            )
        );
        // Still the numbers of all 36 moves, for Black, the side to move.
        assert_eq!(solved.root_children.len(), 36);
        assert!(sorted_children(to_move, &solved)
            .windows(2)
            .all(|w| w[0].proof <= w[1].proof));
    }

    #[test]
    fn second_phase_numbers_are_the_opponents_and_sort_by_disproof() {
        let mv =
            |s: &str| crate::games::loa::text::parse_move(&Loa::new(Rules::default()), s).unwrap();
        let c = |m: &str, proof, disproof| ChildNumbers {
            mv: mv(m),
            proof,
            disproof,
        };
        let solved = Solved {
            method: Method::Dfpn,
            result: Verdict::Unknown,
            best_move: None,
            nodes: 10,
            no_win: false,
            plies_to_end: None,
            principal_variation: Vec::new(),
            root_children: vec![c("b1-d3", 3, 5), c("c1-c3", 0, INFINITE), c("d1-d3", 9, 2)],
            prover: Some(Color::White),
        };
        let rows = sorted_children(Color::Black, &solved);
        let order: Vec<String> = rows.iter().map(|r| r.mv.to_string()).collect();
        assert_eq!(order, ["d1-d3", "b1-d3", "c1-c3"]);
        assert_eq!(
            child_note(Color::Black, &solved, &rows[2]),
            "loses: White wins"
        );
        assert!(numbers_meaning(Color::Black, &solved)
            .unwrap()
            .starts_with("The numbers are White's, the opponent's"));
    }

    #[test]
    fn the_browser_benchmark_sizes_are_within_the_workers_limits() {
        use crate::games::loa::jobs::{MAX_BENCH_PERFT, MAX_NODES};
        assert_eq!(bench_size("standard"), Some(BENCH_SIZES[0].2));
        assert_eq!(bench_size("nonsense"), None);
        for (_, _, c) in BENCH_SIZES {
            assert!((3..=MAX_BENCH_PERFT).contains(&c.perft_depth));
            assert!(c.search_nodes <= MAX_NODES && c.suite_nodes <= MAX_NODES);
            assert!(c.suite_positions <= crate::games::loa::suite::suite().len());
        }
        assert_eq!(SOLVE_METHODS[0], Method::default());
        assert!(SOLVE_PRESETS.contains(&DEFAULT_SOLVE_BUDGET));
        assert!(SOLVE_PRESETS.iter().all(|&n| n <= MAX_NODES));
    }

    fn query(pairs: &[(&str, &str)]) -> Query {
        let mut q = Query::default();
        for &(k, v) in pairs {
            let v = Some(v.to_string());
            match k {
                "fen" => q.fen = v,
                "moves" => q.moves = v,
                "record" => q.record = v,
                "ply" => q.ply = v,
                "human" => q.human = v,
                "nodes" => q.nodes = v,
                _ => panic!("no field {k}"),
            }
        }
        q
    }

    fn errors_of(q: &Query) -> Vec<String> {
        Link::from_query(q)
            .unwrap_err()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    #[test]
    fn an_empty_query_is_the_start_position() {
        let link = Link::from_query(&Query::default()).unwrap();
        assert_eq!(link, Link::default());
        assert_eq!(link.to_query(), Query::default());
        let lab = Lab::from_link(&link);
        assert_eq!(lab.tab(), Tab::Play);
        assert_eq!(*lab.game().board(), Board::start());
        assert_eq!(
            lab.status(),
            "Black to move: choose a piece (click it, or use the arrow keys and Enter)."
        );
        assert_eq!(lab.piece_counts(), (12, 12));
    }

    #[test]
    fn links_round_trip() {
        let q = query(&[("moves", " b1-d3, h2-f4 ,")]);
        let q = Link::from_query(&q).unwrap().to_query();
        assert_eq!(q.moves.as_deref(), Some("b1-d3,h2-f4"));
        let fen = "8/3b4/8/8/3w4/8/2b5/w7 w";
        let link = Link::from_query(&query(&[
            ("fen", fen),
            ("record", "shortest_game"),
            ("ply", "4"),
        ]))
        .unwrap();
        assert_eq!(link.replay, Some((0, 4)));
        let q = link.to_query();
        assert_eq!(q.fen.as_deref(), Some(fen));
        assert_eq!(q.record.as_deref(), Some("shortest_game"));
        assert_eq!(q.ply.as_deref(), Some("4"));
        assert_eq!(Link::from_query(&q).unwrap(), link);
        // The start position and ply 0 are left out.
        let q = query(&[
            ("fen", START_TEXT),
            ("record", "shortest_game"),
            ("ply", "0"),
        ]);
        assert_eq!(
            Link::from_query(&q).unwrap().to_query(),
            query(&[("record", "shortest_game")])
        );
    }

    #[test]
    fn bad_queries_name_their_field() {
        let e = errors_of(&query(&[(
            "fen",
            "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbqbb1 b",
        )]));
        assert_eq!(e.len(), 1);
        assert!(
            e[0].starts_with("fen: column 38: 'q' is not a square"),
            "{e:?}"
        );
        let e = errors_of(&query(&[("moves", "b1-d3,h2xf4")]));
        assert_eq!(
            e,
            ["moves: move 2 (h2xf4): h2xf4 captures nothing: write h2-f4"]
        );
        let e = errors_of(&query(&[("moves", "b1-d3,b1-c2")]));
        assert!(e[0].starts_with("moves: move 2 (b1-c2)"), "{e:?}");
        let e = errors_of(&query(&[("record", "nope")]));
        assert!(e[0].starts_with("record: no published record is called \"nope\""));
        assert!(e[0].contains("shortest_game"));
        let e = errors_of(&query(&[("record", "shortest_game"), ("ply", "10")]));
        assert_eq!(
            e,
            ["ply: shortest_game has 9 plies; ply 10 is beyond its end"]
        );
        let e = errors_of(&query(&[("record", "shortest_game"), ("ply", "two")]));
        assert_eq!(e, ["ply: \"two\" is not a whole number of plies"]);
        let e = errors_of(&query(&[("ply", "3")]));
        assert_eq!(e, ["ply: a ply is only read with record=<name>"]);
        // Every problem is reported, not just the first.
        let e = errors_of(&query(&[("fen", "x"), ("record", "nope"), ("ply", "-1")]));
        assert_eq!(e.len(), 3, "{e:?}");
    }

    #[test]
    fn selecting_shows_targets_and_a_target_click_moves() {
        let lab = Lab::default();
        // A white piece is not Black's to select.
        assert_eq!(lab.click(sq("a2")).selected(), None);
        let lab = lab.click(sq("b1"));
        assert_eq!(lab.selected(), Some(sq("b1")));
        let targets: Vec<String> = crate::games::loa::board::squares(lab.targets())
            .map(square_name)
            .collect();
        assert_eq!(targets, ["h1", "b3", "d3"]);
        assert!(
            lab.status().contains("the piece on b1 can go to"),
            "{}",
            lab.status()
        );
        let views = lab.squares();
        assert!(views[sq("b1") as usize].selected);
        assert!(views[sq("d3") as usize].target);
        // Another own piece moves the selection; the same piece or an empty non-target drops it.
        assert_eq!(lab.click(sq("c1")).selected(), Some(sq("c1")));
        assert_eq!(lab.click(sq("b1")).selected(), None);
        assert_eq!(lab.click(sq("e5")).selected(), None);
        // A target plays the move; White is to move and the URL carries it.
        let lab = lab.click(sq("d3"));
        assert_eq!(lab.game().moves().len(), 1);
        assert_eq!(lab.game().moves()[0].to_string(), "b1-d3");
        assert_eq!(lab.selected(), None);
        assert!(lab.status().starts_with("White to move"));
        assert_eq!(lab.link().to_query().moves.as_deref(), Some("b1-d3"));
        let views = lab.squares();
        assert!(views[sq("b1") as usize].last_from && views[sq("d3") as usize].last_to);
        assert!(!views[sq("d3") as usize].captured);
        assert_eq!(views[sq("d3") as usize].piece, Some(Color::Black));
        assert_eq!(
            views[sq("d3") as usize].label(),
            "d3: black piece, the last move landed here"
        );
    }

    fn play(lab: &Lab, mv: &str) -> Lab {
        let lab = lab.click(sq(&mv[..2])).click(sq(&mv[3..]));
        assert_eq!(
            lab.game()
                .moves()
                .last()
                .map(ToString::to_string)
                .as_deref(),
            Some(mv),
            "{mv}"
        );
        lab
    }

    #[test]
    fn captures_are_marked_and_counted() {
        let mut lab = Lab::default();
        for mv in ["d1-b3", "h5-g4", "b1-b4", "g4xg1"] {
            lab = play(&lab, mv);
        }
        let g1 = &lab.squares()[sq("g1") as usize];
        assert!(g1.captured && g1.last_to);
        assert_eq!(g1.piece, Some(Color::White));
        assert!(g1.label().ends_with("the last move captured here"));
        assert_eq!(lab.piece_counts(), (11, 12));
    }

    #[test]
    fn the_shortest_game_played_by_clicks_ends_in_a_black_win() {
        let mut lab = Lab::default();
        let record = "d1-b3 h5-g4 b1-b4 g4xg1 b4-e7 a3xc1 b3-e6 h3xf1 e1-e5";
        for mv in record.split(' ') {
            lab = play(&lab, mv);
        }
        assert_eq!(lab.game().winner(), Some(Color::Black));
        assert_eq!(lab.status(), "Black wins: all Black pieces are connected.");
        // Nothing can be selected once the game is over.
        assert_eq!(lab.click(sq("e5")).selected(), None);
        assert_eq!(
            lab.export_text(),
            "1. d1-b3 h5-g4\n2. b1-b4 g4xg1\n3. b4-e7 a3xc1\n4. b3-e6 h3xf1\n5. e1-e5\n"
        );
        let rows = lab.move_rows();
        assert_eq!(rows.len(), 5);
        assert_eq!(
            rows[4].black.map(|(p, m)| (p, m.to_string())),
            Some((9, "e1-e5".into()))
        );
        assert_eq!(rows[4].white, None);
    }

    #[test]
    fn undo_and_redo() {
        let lab = play(&play(&Lab::default(), "b1-d3"), "h2-f4");
        assert!(lab.can_undo() && !lab.can_redo());
        let back = lab.undo();
        assert_eq!(back.game().moves().len(), 1);
        assert!(back.can_redo());
        assert_eq!(back.link().to_query().moves.as_deref(), Some("b1-d3"));
        assert_eq!(back.redo().game(), lab.game());
        assert_eq!(back.undo().undo().game().moves().len(), 0);
        assert_eq!(back.undo().redo().redo().game(), lab.game());
        // A new move forgets what could be redone.
        let other = play(&back, "a3-c5");
        assert!(!other.can_redo());
        assert_eq!(other.redo(), other);
        // A move played directly (as an engine would) is checked for legality.
        let b1d3 = parse_move(Lab::default().game(), "b1-d3").unwrap();
        assert_eq!(
            Lab::default().play(b1d3).unwrap().game(),
            play(&Lab::default(), "b1-d3").game()
        );
        assert!(lab.play(b1d3).is_none(), "not White's move");
        // Undo at the start does nothing.
        assert_eq!(Lab::default().undo().game(), Lab::default().game());
        // Keys do the same.
        assert_eq!(lab.press(Key::Undo).game(), back.game());
        assert_eq!(back.press(Key::Redo).game(), lab.game());
    }

    #[test]
    fn the_keyboard_moves_a_cursor_and_plays() {
        let lab = Lab::default();
        assert_eq!(square_name(lab.cursor()), "d4");
        // d4 → d1 (three down), then b1 (two left).
        let mut k = lab.clone();
        for key in [
            Key::Down,
            Key::Down,
            Key::Down,
            Key::Down,
            Key::Left,
            Key::Left,
        ] {
            k = k.press(key);
        }
        assert_eq!(
            square_name(k.cursor()),
            "b1",
            "the cursor stops at the edge"
        );
        let k = k.press(Key::Activate);
        assert_eq!(k.selected(), Some(sq("b1")));
        assert_eq!(k.press(Key::Escape).selected(), None);
        let k = k
            .press(Key::Up)
            .press(Key::Up)
            .press(Key::Right)
            .press(Key::Right);
        assert_eq!(square_name(k.cursor()), "d3");
        let k = k.press(Key::Activate);
        assert_eq!(k.game().moves()[0].to_string(), "b1-d3");
        assert_eq!(step_square(sq("h8"), Key::Up), sq("h8"));
        assert_eq!(step_square(sq("h8"), Key::Right), sq("h8"));
        assert_eq!(step_square(sq("a1"), Key::Left), sq("a1"));
        assert_eq!(Key::from_name("ArrowUp"), Some(Key::Up));
        assert_eq!(Key::from_name(" "), Some(Key::Activate));
        assert_eq!(Key::from_name("u"), Some(Key::Undo));
        assert_eq!(Key::from_name("x"), None);
    }

    #[test]
    fn the_replay_steps_to_the_end_and_names_the_winner() {
        let link = Link::from_query(&query(&[("record", "shortest_game")])).unwrap();
        let lab = Lab::from_link(&link);
        assert_eq!(lab.tab(), Tab::Replay);
        assert_eq!(lab.replayer().plies(), 9);
        assert_eq!(lab.status(), "Ply 0 of 9: Black to move.");
        let lab = lab.press(Key::Right).press(Key::Right);
        assert_eq!(lab.replayer().ply(), 2);
        assert_eq!(lab.link().replay, Some((0, 2)));
        assert_eq!(lab.status(), "Ply 2 of 9: Black to move.");
        assert_eq!(lab.last_move().unwrap().to_string(), "h5-g4");
        // Clicks do not move pieces in a replay.
        assert_eq!(lab.click(sq("b1")).game(), lab.game());
        let end = lab.press(Key::Last);
        assert!(end.replayer().at_end());
        assert_eq!(
            end.status(),
            "Ply 9 of 9: Black wins: all Black pieces are connected."
        );
        assert_eq!(
            end.replayer().result_sentence(),
            "Black wins: all Black pieces are connected."
        );
        assert_eq!(end.replayer().next(), *end.replayer());
        assert_eq!(end.press(Key::First).replayer().ply(), 0);
        assert_eq!(end.press(Key::Left).replayer().ply(), 8);
        assert_eq!(end.replayer().at(100).ply(), 9);
        // The played game is kept while replaying, and the replay leaves the URL with its tab.
        let played = play(&Lab::default(), "b1-d3").open(Tab::Replay);
        assert_eq!(played.link().moves.len(), 1);
        assert_eq!(played.link().replay, Some((0, 0)));
        assert_eq!(played.open(Tab::Play).link().replay, None);
        // Playing on from a ply of the record.
        let on = lab.play_from_replay();
        assert_eq!(on.tab(), Tab::Play);
        assert_eq!(on.game().moves().len(), 2);
        assert_eq!(*on.game().start(), Board::start());
    }

    #[test]
    fn every_record_replays_to_its_end() {
        for (i, record) in RECORDS.iter().enumerate() {
            let r = Replayer::new(i);
            let all = parse_record(record.text).unwrap();
            assert_eq!(r.plies(), all.len(), "{}", record.name);
            let end = r.last();
            if record.name.ends_with("_incomplete") {
                assert_eq!(end.result(), None);
                assert!(
                    end.status().contains("before the game ended"),
                    "{}",
                    end.status()
                );
            } else {
                assert!(end.result().is_some(), "{}", record.name);
                assert!(end.status().contains("wins"), "{}", end.status());
            }
            assert_eq!(
                Lab::default().choose_record(i).unwrap().replayer().index(),
                i
            );
        }
        assert!(Lab::default().choose_record(RECORDS.len()).is_none());
    }

    #[test]
    fn the_editor_cycles_squares_and_checks_the_text() {
        let lab = Lab::default().open(Tab::Edit);
        assert_eq!(lab.editor().text(), START_TEXT);
        assert!(lab.editor().playable().is_some());
        // d4: empty → black → white → empty.
        let lab = lab.click(sq("d4"));
        assert_eq!(lab.shown_board().at(sq("d4")), Some(Color::Black));
        assert_eq!(
            lab.editor().text(),
            "1bbbbbb1/w6w/w6w/w6w/w2b3w/w6w/w6w/1bbbbbb1 b"
        );
        let lab = lab.click(sq("d4"));
        assert_eq!(lab.shown_board().at(sq("d4")), Some(Color::White));
        let lab = lab.click(sq("d4"));
        assert_eq!(lab.shown_board().at(sq("d4")), None);
        // 13 black pieces: not playable, and the status says why.
        let crowded = lab.click(sq("d4"));
        assert!(crowded.editor().playable().is_none());
        assert_eq!(
            crowded.editor().error_text().as_deref(),
            Some("column 1: Black has 13 pieces; a side has at most 12")
        );
        assert!(crowded.play_from_editor().is_none());
        assert!(crowded.status().contains("not playable"));
        // The side to move.
        let white = lab.edit(lab.editor().with_to_move(Color::White));
        assert!(white.editor().text().ends_with(" w"));
        // A bad text names its column and leaves the board as it was.
        let bad = lab.edit(
            lab.editor()
                .with_text("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 x"),
        );
        assert_eq!(
            bad.editor().error_text().as_deref(),
            Some("column 43: 'x' is not a side to move: write b or w")
        );
        assert_eq!(bad.shown_board(), Board::start());
        assert!(bad.play_from_editor().is_none());
        // A good text is taken as typed, and becomes the game's start.
        let text = "b7/8/3b4/8/2bw4/8/8/6w1 w";
        let good = bad.edit(bad.editor().with_text(text));
        assert_eq!(good.editor().error(), None);
        assert_eq!(good.editor().text(), text);
        let game = good.play_from_editor().unwrap();
        assert_eq!(game.tab(), Tab::Play);
        assert_eq!(write_position(game.game().start()), text);
        assert!(game.custom_start());
        assert_eq!(game.link().to_query().fen.as_deref(), Some(text));
        assert!(game.status().starts_with("White to move"));
        assert_eq!(game.restart().game().start(), game.game().start());
        assert_eq!(*game.new_game().game().start(), Board::start());
    }

    #[test]
    fn a_game_from_a_set_up_position_exports_its_position() {
        let text = "b7/8/3b4/8/2bw4/8/8/6w1 w";
        let lab = Lab::default().open(Tab::Edit);
        let lab = lab
            .edit(lab.editor().with_text(text))
            .play_from_editor()
            .unwrap();
        let lab = play(&lab, "d4xd6");
        assert_eq!(lab.game().ending(), None);
        assert_eq!(lab.piece_counts(), (2, 2));
        let lab = play(&lab, "a8-a7");
        assert_eq!(lab.export_text(), format!("{text}\n1. … d4xd6\n2. a8-a7\n"));
        let rows = lab.move_rows();
        assert_eq!(rows[0].black, None);
        assert_eq!(rows[0].white.map(|(p, _)| p), Some(1));
    }

    #[test]
    fn a_position_already_won_says_so() {
        let link = Link::from_query(&query(&[("fen", "8/8/8/3bb3/8/8/8/w6w w")])).unwrap();
        let lab = Lab::from_link(&link);
        assert_eq!(lab.game().ending(), Some(Ending::Connected(Color::Black)));
        assert_eq!(lab.status(), "Black wins: all Black pieces are connected.");
    }

    #[test]
    fn opening_the_editor_loads_the_shown_position() {
        let lab = play(&Lab::default(), "b1-d3").open(Tab::Edit);
        assert_eq!(lab.editor().board(), *lab.game().board());
        let replay = Lab::default()
            .open(Tab::Replay)
            .press(Key::Last)
            .open(Tab::Edit);
        assert_eq!(replay.editor().board(), *replay.replayer().game().board());
        assert_eq!(replay.open(Tab::Edit), replay);
        assert_eq!(row_of(sq("a8")), 0);
        assert_eq!(row_of(sq("h1")), 7);
    }

    #[test]
    fn the_engine_side_and_budget_live_in_the_link() {
        let link = Link::from_query(&query(&[("human", "black"), ("nodes", "1M")])).unwrap();
        assert_eq!(link.human, Human::Black);
        assert_eq!(link.budget, 1_000_000);
        let q = link.to_query();
        assert_eq!(q.human.as_deref(), Some("black"));
        assert_eq!(q.nodes.as_deref(), Some("1M"));
        assert_eq!(Link::from_query(&q).unwrap(), link);
        // The defaults are left out: both sides by hand, 100k nodes.
        let q = Link::from_query(&query(&[("human", "both"), ("nodes", "100000")]))
            .unwrap()
            .to_query();
        assert_eq!(q, Query::default());
        let lab = Lab::from_link(&link);
        assert_eq!((lab.human(), lab.budget()), (Human::Black, 1_000_000));
        assert_eq!(lab.link(), link);
        let q = lab
            .with_human(Human::White)
            .with_budget(250_000)
            .link()
            .to_query();
        assert_eq!(q.human.as_deref(), Some("white"));
        assert_eq!(q.nodes.as_deref(), Some("250k"));
        // Bad values name their field.
        let e = errors_of(&query(&[("human", "red"), ("nodes", "lots")]));
        assert_eq!(
            e,
            [
                "human: \"red\" is not a side: write black, white or both",
                "nodes: \"lots\" is not a number of nodes: write e.g. 50000, 100k or 2M"
            ]
        );
        let e = errors_of(&query(&[("nodes", "300M")]));
        assert_eq!(
            e,
            ["nodes: 300\u{2009}000\u{2009}000 nodes is too many: the budget is at most 200M"]
        );
    }

    #[test]
    fn budgets_read_as_typed() {
        for (text, nodes) in [
            ("100k", 100_000),
            (" 1M ", 1_000_000),
            ("1.5M", 1_500_000),
            ("2.25k", 2_250),
            ("250 000", 250_000),
            ("250_000", 250_000),
            ("250,000", 250_000),
            ("1000", 1_000),
            ("200M", MAX_NODES),
        ] {
            assert_eq!(parse_budget(text), Ok(nodes), "{text}");
        }
        assert_eq!(
            parse_budget("500").unwrap_err(),
            "500 nodes is too few: the budget is at least 1k"
        );
        assert_eq!(
            parse_budget("0.5k").unwrap_err(),
            "500 nodes is too few: the budget is at least 1k"
        );
        assert_eq!(
            parse_budget("1.0005k").unwrap_err(),
            "\"1.0005k\" is not a whole number of nodes"
        );
        assert_eq!(
            parse_budget("").unwrap_err(),
            "enter a number of nodes, e.g. 100k"
        );
        for bad in [
            "abc",
            "1e6",
            "1.5",
            "2.5.1M",
            ".5M",
            "5.M",
            "-5k",
            "k",
            "99999999999999999999",
        ] {
            assert!(parse_budget(bad).is_err(), "{bad}");
        }
        assert!(parse_budget("300M").unwrap_err().contains("too many"));
        for nodes in [1_000, 1_500, 10_000, 123_456, 5_000_000, 2_500_000] {
            assert_eq!(parse_budget(&write_budget(nodes)), Ok(nodes));
        }
        assert_eq!(write_budget(2_500_000), "2500k");
        assert_eq!(write_budget(123_456), "123456");
        for n in BUDGET_PRESETS.iter().chain(&ANALYSIS_PRESETS) {
            assert!((MIN_BUDGET..=MAX_NODES).contains(n));
        }
        assert!(BUDGET_PRESETS.contains(&DEFAULT_BUDGET));
        assert!(ANALYSIS_PRESETS.contains(&DEFAULT_ANALYSIS_BUDGET));
    }

    /// Plays the engine's reply to the lab's request with the engine's own search (as the
    /// worker would).
    fn engine_moves(lab: &Lab) -> Lab {
        let request = lab.engine_request().expect("the engine's turn");
        let game = request.game.build().unwrap();
        assert_eq!(game, *lab.game());
        let analysis = crate::games::loa::search::analyse(
            &game,
            crate::games::loa::search::Limits::nodes(request.max_nodes),
        );
        lab.engine_reply(&request, &analysis)
            .expect("a current request")
    }

    #[test]
    fn against_the_engine_it_replies_and_undo_takes_back_both_moves() {
        let lab = Lab::default().with_human(Human::Black).with_budget(10_000);
        assert!(!lab.engine_to_move());
        assert_eq!(lab.engine_request(), None);
        assert!(!lab.can_undo());
        let lab = play(&lab, "b1-d3");
        assert!(lab.engine_to_move());
        assert_eq!(lab.status(), "White to move: engine thinking…");
        // The person cannot move for the engine.
        let refused = lab.click(sq("a2"));
        assert_eq!(refused.selected(), None);
        assert_eq!(refused.game(), lab.game());
        assert_eq!(lab.press(Key::Activate).game(), lab.game());
        // The request is the game and the budget, as the worker is sent it.
        let request = lab.engine_request().unwrap();
        assert_eq!(request.max_nodes, 10_000);
        assert_eq!(request.game.start, START_TEXT);
        assert_eq!(request.game.moves, lab.game().moves());
        assert_eq!(
            request.spec(),
            Request::Search {
                game: request.game.clone(),
                max_nodes: 10_000,
                max_depth: None
            }
        );
        let replied = engine_moves(&lab);
        assert_eq!(replied.game().moves().len(), 2);
        assert!(!replied.engine_to_move());
        let reply = replied.game().moves()[1];
        let report = replied.engine_report().unwrap();
        assert_eq!((report.side, report.played), (Color::White, reply));
        assert!(
            report.describe().starts_with(&format!(
                "The engine (White) played {reply} after searching "
            )),
            "{}",
            report.describe()
        );
        assert_eq!(
            replied.status(),
            format!("Black to move: the engine played {reply}; choose a piece (click it, or use the arrow keys and Enter).")
        );
        assert!(replied.squares()[usize::from(reply.to)].last_to);
        assert_eq!(
            replied.link().to_query().moves,
            Some(format!("b1-d3,{reply}"))
        );
        // The same answer again (or one to an older request) is refused.
        assert_eq!(
            replied.engine_reply(&request, &replied.engine_report().unwrap().analysis),
            None
        );
        assert_eq!(
            lab.with_budget(20_000)
                .engine_reply(&request, &report.analysis),
            None
        );
        // Undo takes back the reply and the move; redo plays both again.
        let back = replied.undo();
        assert_eq!(back.game().moves().len(), 0);
        assert!(!back.engine_to_move() && back.engine_report().is_none());
        assert_eq!(back.redo().game(), replied.game());
        // Undo while the engine thinks takes back the person's move.
        assert_eq!(lab.undo().game().moves().len(), 0);
        let again = lab.undo().redo();
        assert_eq!(again.game(), lab.game());
        assert!(again.engine_to_move());
        // A few more moves: the engine answers each one.
        let mut game = replied;
        for _ in 0..3 {
            let mut legal = Vec::new();
            game.game().legal_actions(&mut legal);
            game = game.play(legal[0]).unwrap();
            if game.game().ending().is_some() {
                break;
            }
            game = engine_moves(&game);
        }
        assert_eq!(game.game().moves().len(), 8);
        assert_eq!(game.undo().game().moves().len(), 6);
        assert_eq!(game.undo().undo().game().moves().len(), 4);
        // Both by hand: undo takes back one ply.
        assert_eq!(game.with_human(Human::Both).undo().game().moves().len(), 7);
    }

    #[test]
    fn the_engine_can_move_first_and_waits_off_the_play_tab() {
        let lab = Lab::default().with_human(Human::White);
        assert!(lab.engine_to_move());
        assert!(!lab.can_undo(), "no move of the person's to take back");
        assert!(!lab.open(Tab::Replay).engine_to_move());
        assert!(!lab.open(Tab::Edit).engine_to_move());
        assert_eq!(lab.open(Tab::Replay).engine_request(), None);
        let lab = engine_moves(&lab);
        assert!(!lab.engine_to_move());
        assert!(!lab.can_undo());
        assert_eq!(lab.undo().game(), lab.game());
        // A new game keeps the sides, so the engine is to move again.
        let fresh = lab.new_game();
        assert_eq!(fresh.human(), Human::White);
        assert!(fresh.engine_to_move());
        assert!(fresh.engine_report().is_none());
        // Handing the engine's side to the person stops it.
        assert!(!fresh.with_human(Human::Both).engine_to_move());
        // The engine does not play a finished game.
        let over = Link::from_query(&query(&[
            ("fen", "8/8/8/3bb3/8/8/8/w6w w"),
            ("human", "black"),
        ]))
        .unwrap();
        assert!(!Lab::from_link(&over).engine_to_move());
    }

    #[test]
    fn an_engine_answer_without_a_move_plays_the_first_legal_move() {
        let lab = play(&Lab::default().with_human(Human::Black), "b1-d3");
        let request = lab.engine_request().unwrap();
        let nothing = Analysis {
            best: None,
            score: 0,
            depth: 0,
            nodes: 1,
            pv: Vec::new(),
            proven: None,
        };
        let next = lab.engine_reply(&request, &nothing).unwrap();
        let mut legal = Vec::new();
        lab.game().legal_actions(&mut legal);
        assert_eq!(next.game().moves()[1], legal[0]);
        assert!(next
            .engine_report()
            .unwrap()
            .describe()
            .contains("played the first legal move"));
        // An illegal best move (never sent by the search) is not played either.
        let illegal = Analysis {
            best: Some(parse_move(Lab::default().game(), "b1-d3").unwrap()),
            ..nothing
        };
        assert_eq!(
            lab.engine_reply(&request, &illegal).unwrap().game().moves()[1],
            legal[0]
        );
    }

    #[test]
    fn scores_and_lines_read_in_words() {
        use crate::games::loa::search::WIN;
        let a = |score: i32, depth: u32| Analysis {
            best: None,
            score,
            depth,
            nodes: 0,
            pv: Vec::new(),
            proven: None,
        };
        assert_eq!(
            describe_score(Color::Black, &a(WIN - 3, 4)),
            "Black wins in 3 plies (proven by the search)"
        );
        assert_eq!(
            describe_score(Color::Black, &a(-(WIN - 1), 4)),
            "White wins in 1 ply (proven by the search)"
        );
        assert_eq!(
            describe_score(Color::White, &a(42, 5)),
            "+42 for White, the side to move: better for White"
        );
        assert_eq!(
            describe_score(Color::White, &a(-7, 5)),
            "-7 for White, the side to move: better for Black"
        );
        assert_eq!(
            describe_score(Color::Black, &a(0, 0)),
            "+0 for Black, the side to move: level (the static evaluation: no iteration completed)"
        );
        assert_eq!(
            short_score(Color::White, &a(WIN - 5, 6)),
            "White wins in 5 plies"
        );
        assert_eq!(
            short_score(Color::White, &a(-(WIN - 1), 6)),
            "Black wins in 1 ply"
        );
        assert_eq!(short_score(Color::White, &a(13, 6)), "+13");
        assert_eq!(
            score_meaning(Color::White, &a(-13, 6)),
            "the evaluation from White's view (White is to move): better for Black"
        );
        assert_eq!(
            score_meaning(Color::Black, &a(0, 0)),
            "the evaluation from Black's view (Black is to move): level; only the static evaluation, no depth completed"
        );
        assert_eq!(
            score_meaning(Color::Black, &a(WIN - 3, 4)),
            "proven by the search: a forced win, whatever the defence"
        );
        // Lines are numbered in the game.
        let lab = play(&Lab::default(), "b1-d3");
        let line: Vec<Move> = ["h2-f4", "c1-c3", "a2-c4"]
            .iter()
            .scan(lab.game().clone(), |g, m| {
                let mv = parse_move(g, m).unwrap();
                g.apply(mv);
                Some(mv)
            })
            .collect();
        assert_eq!(pv_text(lab.game(), &line), "1. … h2-f4 2. c1-c3 a2-c4");
        assert_eq!(pv_text(Lab::default().game(), &line[..0]), "");
        let b1d3 = parse_move(Lab::default().game(), "b1-d3").unwrap();
        assert_eq!(pv_text(Lab::default().game(), &[b1d3]), "1. b1-d3");
        // A game that started with White to move counts its first move as 1. … .
        let white_first = Loa::from_board(Board::start().with_side(Color::White), Rules::default());
        let h2f4 = parse_move(&white_first, "h2-f4").unwrap();
        assert_eq!(pv_text(&white_first, &[h2f4]), "1. … h2-f4");
    }

    #[test]
    fn analysis_requests_follow_the_position_shown() {
        let lab = play(&Lab::default(), "b1-d3");
        let r = lab.analysis_request(1_000_000).unwrap();
        assert_eq!(r.game.moves.len(), 1);
        assert_eq!(r.max_nodes, 1_000_000);
        // The replay's position, with the record's moves before it.
        let replay = lab.open(Tab::Replay).press(Key::Right).press(Key::Right);
        assert_eq!(replay.analysis_request(1_000).unwrap().game.moves.len(), 2);
        // The editor's position once it is playable, as a fresh game.
        let edit = lab.open(Tab::Edit);
        let r = edit.analysis_request(1_000).unwrap();
        assert!(r.game.moves.is_empty());
        assert_eq!(r.game.start, write_position(lab.game().board()));
        assert_eq!(edit.click(sq("d4")).analysis_request(1_000), None);
        // Nothing to analyse in a finished game.
        let end = Lab::default().open(Tab::Replay).press(Key::Last);
        assert_eq!(end.analysis_request(1_000), None);
        assert!(end.shown_game().unwrap().ending().is_some());
    }

    #[test]
    fn the_top_of_the_tree_is_a_depth_limited_alpha_beta() {
        use crate::search::alphabeta::{alphabeta, NodeKind};
        let game = Loa::new(Rules::default());
        let (result, trace) = trace_top(&game, 1, MoveOrder::Heuristic);
        assert_eq!(trace.nodes.len(), 37, "the root and its 36 moves");
        assert_eq!(trace.nodes[0].children.len(), 36);
        assert!(trace.nodes[0].maximising, "Black is MAX");
        assert!(trace.nodes[1..].iter().all(|n| n.kind == NodeKind::Leaf));
        // The best move's value is the root's, and the evaluation of its position.
        let best = result.best.unwrap();
        let mut child = game.clone();
        child.apply(best);
        assert_eq!(result.value, LoaEval.score(&child));
        // Depth 2: alpha-beta prunes, and agrees with minimax on the same tree.
        let (ab, trace) = trace_top(&game, 2, MoveOrder::Heuristic);
        let mm = alphabeta(&Horizon::new(&game, 2), &HorizonEval, Options::MINIMAX);
        assert_eq!(ab.value, mm.value);
        assert_eq!(minimax_nodes(&game, 2), mm.nodes);
        let perft = |d| crate::games::loa::perft(&Board::start(), d, &Rules::default());
        assert_eq!(
            mm.nodes,
            1 + perft(1) + perft(2),
            "minimax enters every node"
        );
        assert!(trace.nodes.len() < 600, "{}", trace.nodes.len());
        assert!(trace.nodes.iter().any(|n| n.cutoff.is_some()));
        let (unordered, _) = trace_top(&game, 2, MoveOrder::AsGenerated);
        assert_eq!(unordered.value, ab.value);
        // Depth 3 stays small enough to compute and draw; depths are clamped to 1–3.
        let (_, deep) = trace_top(&game, 3, MoveOrder::Heuristic);
        assert!(deep.nodes.len() < 12_000, "{}", deep.nodes.len());
        let all = minimax_nodes(&game, 3);
        assert_eq!(all, 1 + perft(1) + perft(2) + perft(3));
        assert!(all > 4 * deep.nodes.len() as u64);
        assert_eq!(
            trace_top(&game, 9, MoveOrder::Heuristic).1.nodes.len(),
            deep.nodes.len()
        );
        assert_eq!(trace_top(&game, 0, MoveOrder::Heuristic).1.nodes.len(), 37);
        // A finished game is a single leaf, scored as a win.
        let text = "1. d1-b3 h5-g4\n2. b1-b4 g4xg1\n3. b4-e7 a3xc1\n4. b3-e6 h3xf1\n5. e1-e5\n";
        let over = replay(&parse_record(text).unwrap(), Rules::default()).game;
        let (r, t) = trace_top(&over, 2, MoveOrder::Heuristic);
        assert_eq!(t.nodes.len(), 1);
        assert_eq!(r.value, crate::games::loa::search::WIN);
        // The horizon: no moves at depth 0, and the same board nearer it is another key.
        let h = Horizon::new(&game, 0);
        assert!(h.is_terminal());
        assert_ne!(h.position_key(), Horizon::new(&game, 1).position_key());
        assert_eq!(Horizon::new(&game, 2).left(), 2);
        assert_eq!(Horizon::new(&game, 2).game(), &game);
    }
}
