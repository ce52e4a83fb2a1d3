//! The Lines of Action lab's page model: what the page at `#/loa` carries in its URL
//! ([`Link`], read from and written to a [`Query`]), and everything the page computes from it
//! ([`Lab`]): selecting a piece and moving it, undo and redo, the last move and its capture, the
//! status line, the move list and its export, the replay of a published game ([`Replayer`]),
//! the position editor ([`Editor`]), and what the keyboard does ([`Key`]).
//!
//! It lives in the core, not in the web face, so `cargo test` checks it natively and the page
//! only reads clicks and keys and draws what [`Lab::squares`] and the status say. Each action
//! is a function from one `Lab` to the next (the page keeps the latest in its state and writes
//! [`Lab::link`] back to the URL), so the tests below can play a game exactly as a person
//! clicks it.
//!
//! The URL holds the game (its start position and the moves played) and, while a published
//! game is being replayed, which record and which ply: reloading or sharing the address
//! restores both. What is only a gesture in progress — the selected piece, the keyboard
//! cursor, the moves that can be redone, the position being set up — stays out of the URL.

use serde::{Deserialize, Serialize};

use super::board::{rank_of, square_name, Board, Color, Move, Square};
use super::records::{PublishedRecord, RECORDS};
use super::text::{parse_move, parse_position, parse_record, replay, write_position, write_record};
use super::{Ending, Loa, Rules};
use crate::game::State;
use crate::text::{FieldError, ParseError};

/// The URL query of the page (`#/loa?fen=…&moves=…&record=…&ply=…`), every field as typed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Query {
    /// The position the game started from, as position text (the start position when absent).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fen: Option<String>,
    /// The moves played from it, separated by commas (`b1-d3,h2xf4`); spaces are read too.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<String>,
    /// The published record being replayed (its name, e.g. `shortest_game`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub record: Option<String>,
    /// The ply of the replayed record on the board (0 = its start; only with `record`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ply: Option<String>,
}

/// What a link to the page restores: the game, and the replay if one is open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The position the game started from.
    pub start: Board,
    /// The moves played from it (all legal: checked when read).
    pub moves: Vec<Move>,
    /// The replayed record (its index in [`RECORDS`]) and the ply shown, while the replay is
    /// open.
    pub replay: Option<(usize, usize)>,
}

impl Default for Link {
    fn default() -> Self {
        Link {
            start: Board::start(),
            moves: Vec::new(),
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
                replay,
            })
        } else {
            Err(errors)
        }
    }

    /// The query that restores this link (the start position, empty lists and ply 0 left
    /// out, so links stay short).
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
    /// The game played on the page (both sides by hand).
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

/// The page's whole state: the game, the open tab, the selection and keyboard cursor, the
/// moves that can be redone, the replay and the editor.
#[derive(Clone, Debug, PartialEq)]
pub struct Lab {
    game: Loa,
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
            replay: (self.tab == Tab::Replay).then_some((self.replayer.index, self.replayer.ply)),
        }
    }

    /// The game played on the page.
    pub fn game(&self) -> &Loa {
        &self.game
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

    /// True when a move can be taken back.
    pub fn can_undo(&self) -> bool {
        !self.game.moves().is_empty()
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
            None => format!(
                "{side} to move: choose a piece (click it, or use the arrow keys and Enter)."
            ),
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
    /// the selected piece to one of its targets, or drop the selection; in the editor, cycle
    /// the square; in the replay, nothing. The cursor follows the click.
    pub fn click(&self, sq: Square) -> Lab {
        let mut next = self.clone();
        next.cursor = sq;
        match self.tab {
            Tab::Play => {
                if self.game.ending().is_some() {
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

    /// The game with `mv` played (whoever chose it: a click, or later an engine), the
    /// selection dropped and the moves that could be redone forgotten; `None` when `mv` is not
    /// legal in the game's position (or the game is over).
    pub fn play(&self, mv: Move) -> Option<Lab> {
        let mut legal = Vec::new();
        self.game.legal_actions(&mut legal);
        legal.contains(&mv).then(|| {
            let mut next = self.clone();
            next.game.apply(mv);
            next.redo.clear();
            next.selected = None;
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

    /// The last move taken back (it can be redone until another move is played).
    pub fn undo(&self) -> Lab {
        let mut next = self.clone();
        if let Some(&last) = self.game.moves().last() {
            next.game = self.game.undone();
            next.redo.push(last);
        }
        next.selected = None;
        next
    }

    /// The last move taken back, played again.
    pub fn redo(&self) -> Lab {
        let mut next = self.clone();
        if let Some(mv) = next.redo.pop() {
            next.game.apply(mv);
        }
        next.selected = None;
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

    fn query(pairs: &[(&str, &str)]) -> Query {
        let mut q = Query::default();
        for &(k, v) in pairs {
            let v = Some(v.to_string());
            match k {
                "fen" => q.fen = v,
                "moves" => q.moves = v,
                "record" => q.record = v,
                "ply" => q.ply = v,
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
}
