//! The Connect Four page's model: the game on the board, who plays by hand, the solver's
//! requests and how its answers enter the game, the address that restores it, and every word
//! the page shows.
//!
//! Why a model in the core: the page stays a thin drawing of this state, and `cargo test` sees
//! every rule of the page — which request the engine makes, that a stale answer never enters
//! the game, what a score means in words — without a browser.
//!
//! The engine is the exact solver: on its turn it scores every column
//! ([`ColumnsJob`](super::columns::ColumnsJob), centre first, within a node budget) and plays
//! the best one. The page carries no opening book (a 7×6 book deep enough to matter — every
//! position of 8 stones, 129 498 of them — takes days of one core to build), so the first
//! moves of a game, the hardest to solve (the position after `44` takes 570 million nodes),
//! can need more than the budget: the engine then plays the column with the best proven bound
//! and says that the move is not proven. From about the tenth move on, every move is proven.

use serde::{Deserialize, Serialize};

use super::board::Connect4;
use super::columns::{ColumnScore, Columns};
use super::geometry::Geometry;
use crate::game::Player;
use crate::i18n::{with_english, Said};
use crate::text::FieldError;

/// The transposition table of the page's solver: 2^22 entries of 8 bytes (32 MiB), which a
/// phone's browser grants a worker.
pub const BROWSER_TABLE_LOG2: u32 = 22;

/// The engine's node budgets the page offers, in nodes per move.
pub const BUDGETS: [u64; 4] = [1_000_000, 10_000_000, 100_000_000, 1_000_000_000];

/// The engine's node budget per move when the address names none.
pub const DEFAULT_BUDGET: u64 = 100_000_000;

/// Who plays by hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Human {
    /// The person plays Red (first); the solver plays Yellow.
    First,
    /// The person plays Yellow (second); the solver plays Red.
    Second,
    /// The person plays both sides; the solver only scores columns when asked.
    Both,
}

impl Human {
    /// Its name in the address.
    pub fn key(self) -> &'static str {
        match self {
            Human::First => "first",
            Human::Second => "second",
            Human::Both => "both",
        }
    }

    /// Whether the person plays `player`.
    pub fn plays(self, player: Player) -> bool {
        match self {
            Human::First => player == Player(0),
            Human::Second => player == Player(1),
            Human::Both => true,
        }
    }
}

/// A side's name: Red moves first.
pub fn side_name(player: Player) -> &'static str {
    if player == Player(0) {
        "Red"
    } else {
        "Yellow"
    }
}

/// The page's address, as its query string says it (`#/connect4?moves=4453&you=first`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Query {
    /// The columns played, 1-based, in Pons' notation (`4453`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<String>,
    /// Who plays by hand: `first` (the default), `second` or `both`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub you: Option<String>,
    /// The board, `WxH` (`7x6` by default; 6–8 by 5–7).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub size: Option<String>,
    /// `on` to show every column's score.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scores: Option<String>,
    /// The engine's node budget per move: a whole number, optionally with `k`, `M` or `G`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub budget: Option<String>,
}

/// What the engine saw when it chose its last move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineReport {
    /// The column it played (0-based).
    pub column: u32,
    /// The scores it chose from.
    pub columns: Columns,
}

/// A request for every column's score: the engine's, or the person's "show the scores".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColumnsRequest {
    /// The board.
    pub geometry: Geometry,
    /// The columns played, 0-based.
    pub moves: Vec<u8>,
    /// The node budget.
    pub max_nodes: u64,
}

impl ColumnsRequest {
    /// The position it asks about.
    pub fn position(&self) -> Result<Connect4, String> {
        position_of(self.geometry, &self.moves)
    }
}

/// The page's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lab {
    geometry: Geometry,
    moves: Vec<u8>,
    human: Human,
    show_scores: bool,
    budget: u64,
    cursor: u32,
    report: Option<EngineReport>,
}

impl Default for Lab {
    fn default() -> Self {
        Lab {
            geometry: Geometry::STANDARD,
            moves: Vec::new(),
            human: Human::First,
            show_scores: false,
            budget: DEFAULT_BUDGET,
            cursor: 3,
            report: None,
        }
    }
}

fn position_of(geometry: Geometry, moves: &[u8]) -> Result<Connect4, String> {
    let mut p = Connect4::new(geometry);
    for (i, &c) in moves.iter().enumerate() {
        let col = u32::from(c);
        if p.is_over() {
            return Err(format!("move {}: the game is already over", i + 1));
        }
        if col >= geometry.width() {
            return Err(format!(
                "move {}: there is no column {} on a board {} wide",
                i + 1,
                col + 1,
                geometry.width()
            ));
        }
        if !p.can_play(col) {
            return Err(format!("move {}: column {} is full", i + 1, col + 1));
        }
        p.play(col);
    }
    Ok(p)
}

/// A node budget as the address writes it: digits with an optional `k`, `M` or `G`.
pub fn parse_budget(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let (digits, scale) = match t.chars().last() {
        Some('k' | 'K') => (&t[..t.len() - 1], 1_000),
        Some('M' | 'm') => (&t[..t.len() - 1], 1_000_000),
        Some('G' | 'g') => (&t[..t.len() - 1], 1_000_000_000),
        _ => (t, 1),
    };
    let n: u64 = digits
        .parse()
        .map_err(|_| format!("{text:?} is not a node budget (e.g. 100M)"))?;
    let n = n.saturating_mul(scale);
    if !(1_000..=10_000_000_000).contains(&n) {
        return Err("the node budget must be 1k–10G".into());
    }
    Ok(n)
}

/// A node budget as the address and the page write it (`100M`).
pub fn budget_text(n: u64) -> String {
    if n % 1_000_000_000 == 0 {
        format!("{}G", n / 1_000_000_000)
    } else if n % 1_000_000 == 0 {
        format!("{}M", n / 1_000_000)
    } else if n % 1_000 == 0 {
        format!("{}k", n / 1_000)
    } else {
        n.to_string()
    }
}

impl Lab {
    /// The state the address describes, or what is wrong with it (each error names its field).
    pub fn from_query(q: &Query) -> Result<Lab, Vec<FieldError>> {
        let mut errors = Vec::new();
        let mut lab = Lab::default();
        if let Some(size) = q.size.as_deref().filter(|s| !s.trim().is_empty()) {
            let parsed = size
                .trim()
                .split_once(['x', 'X', '×'])
                .and_then(|(w, h)| Some((w.trim().parse().ok()?, h.trim().parse().ok()?)));
            match parsed.map(|(w, h)| Geometry::new(w, h)) {
                Some(Ok(g)) => lab.geometry = g,
                Some(Err(e)) => errors.push(FieldError::english("size", e.to_string())),
                None => errors.push(FieldError::new(
                    "size",
                    Said::new("field-connect4-size").text("text", format!("{size:?}")),
                )),
            }
        }
        if let Some(moves) = q.moves.as_deref() {
            let mut cols = Vec::new();
            for (i, ch) in moves.trim().chars().enumerate() {
                match ch.to_digit(10) {
                    Some(d) if d >= 1 => cols.push((d - 1) as u8),
                    _ => {
                        errors.push(FieldError::new(
                            "moves",
                            Said::new("field-connect4-column")
                                .count("n", i as i64 + 1)
                                .text("text", format!("{ch:?}")),
                        ));
                        break;
                    }
                }
            }
            match position_of(lab.geometry, &cols) {
                Ok(_) => lab.moves = cols,
                Err(e) => errors.push(FieldError::english("moves", e)),
            }
        }
        match q.you.as_deref() {
            None | Some("") | Some("first") => {}
            Some("second") => lab.human = Human::Second,
            Some("both") => lab.human = Human::Both,
            Some(other) => errors.push(FieldError::new(
                "you",
                Said::new("field-connect4-you").text("text", format!("{other:?}")),
            )),
        }
        match q.scores.as_deref() {
            None | Some("") | Some("off") => {}
            Some("on") => lab.show_scores = true,
            Some(other) => errors.push(FieldError::new(
                "scores",
                Said::new("field-say-on-or-off").text("text", format!("{other:?}")),
            )),
        }
        if let Some(b) = q.budget.as_deref().filter(|b| !b.trim().is_empty()) {
            match parse_budget(b) {
                Ok(n) => lab.budget = n,
                Err(e) => errors.push(FieldError::english("budget", e)),
            }
        }
        lab.cursor = lab.geometry.width() / 2;
        if errors.is_empty() {
            Ok(lab)
        } else {
            Err(errors)
        }
    }

    /// The address of this state.
    pub fn to_query(&self) -> Query {
        Query {
            moves: (!self.moves.is_empty()).then(|| self.moves_text()),
            you: (self.human != Human::First).then(|| self.human.key().to_string()),
            size: (self.geometry != Geometry::STANDARD)
                .then(|| format!("{}x{}", self.geometry.width(), self.geometry.height())),
            scores: self.show_scores.then(|| "on".to_string()),
            budget: (self.budget != DEFAULT_BUDGET).then(|| budget_text(self.budget)),
        }
    }

    /// Whether `other` shows the same game (what the address holds).
    pub fn same_link(&self, other: &Lab) -> bool {
        self.to_query() == other.to_query()
    }

    /// The moves in Pons' notation (1-based columns).
    pub fn moves_text(&self) -> String {
        self.moves.iter().map(|c| char::from(b'1' + c)).collect()
    }

    /// The board size.
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// The position on the board.
    pub fn position(&self) -> Connect4 {
        position_of(self.geometry, &self.moves).expect("the lab holds legal moves only")
    }

    /// The columns played, 0-based.
    pub fn moves(&self) -> &[u8] {
        &self.moves
    }

    /// Who plays by hand.
    pub fn human(&self) -> Human {
        self.human
    }

    /// Whether every column's score is shown.
    pub fn shows_scores(&self) -> bool {
        self.show_scores
    }

    /// The engine's node budget per move.
    pub fn budget(&self) -> u64 {
        self.budget
    }

    /// The column under the keyboard's cursor (0-based).
    pub fn cursor(&self) -> u32 {
        self.cursor
    }

    /// What the engine saw when it chose the last move, while that move is the last one.
    pub fn engine_report(&self) -> Option<&EngineReport> {
        self.report.as_ref()
    }

    /// Whether it is the person's turn (the game is on and the side to move is theirs).
    pub fn human_to_move(&self) -> bool {
        let p = self.position();
        !p.is_over() && self.human.plays(p.to_move())
    }

    /// Whether the person may drop a stone in `col` now.
    pub fn can_play(&self, col: u32) -> bool {
        self.human_to_move() && self.position().can_play(col)
    }

    /// The state after the person drops a stone in `col` (`None` when they may not).
    pub fn play(&self, col: u32) -> Option<Lab> {
        if !self.can_play(col) {
            return None;
        }
        let mut next = self.clone();
        next.moves.push(col as u8);
        next.cursor = col;
        next.report = None;
        Some(next)
    }

    /// Moves the cursor by `delta` columns (wrapping).
    pub fn move_cursor(&self, delta: i32) -> Lab {
        let w = self.geometry.width() as i32;
        let mut next = self.clone();
        next.cursor = (self.cursor as i32 + delta).rem_euclid(w) as u32;
        next
    }

    /// Takes back the last move, and the engine's reply before it, so that it is the person's
    /// turn again (one move when the person plays both sides).
    pub fn undo(&self) -> Lab {
        let mut next = self.clone();
        next.report = None;
        next.moves.pop();
        if self.human != Human::Both {
            while !next.moves.is_empty() && !next.human_to_move() {
                next.moves.pop();
            }
        }
        next
    }

    /// Whether there is a move to take back.
    pub fn can_undo(&self) -> bool {
        self.undo().moves.len() < self.moves.len()
    }

    /// A new game with the same settings.
    pub fn new_game(&self) -> Lab {
        Lab {
            moves: Vec::new(),
            report: None,
            cursor: self.geometry.width() / 2,
            ..self.clone()
        }
    }

    /// The same game with `human` playing by hand.
    pub fn with_human(&self, human: Human) -> Lab {
        Lab {
            human,
            report: None,
            ..self.clone()
        }
    }

    /// A new game on a board of `geometry`.
    pub fn with_geometry(&self, geometry: Geometry) -> Lab {
        Lab {
            geometry,
            ..self.clone()
        }
        .new_game()
    }

    /// The same game with the scores shown or hidden.
    pub fn with_scores(&self, on: bool) -> Lab {
        Lab {
            show_scores: on,
            ..self.clone()
        }
    }

    /// The same game with the engine's budget `budget`.
    pub fn with_budget(&self, budget: u64) -> Lab {
        Lab {
            budget,
            ..self.clone()
        }
    }

    fn request(&self) -> ColumnsRequest {
        ColumnsRequest {
            geometry: self.geometry,
            moves: self.moves.clone(),
            max_nodes: self.budget,
        }
    }

    /// The engine's request, while it is the engine's turn.
    pub fn engine_request(&self) -> Option<ColumnsRequest> {
        let p = self.position();
        (!p.is_over() && !self.human.plays(p.to_move())).then(|| self.request())
    }

    /// The scores the person asked to see, while the game is on and it is their turn.
    pub fn scores_request(&self) -> Option<ColumnsRequest> {
        (self.show_scores && self.human_to_move()).then(|| self.request())
    }

    /// The engine's answer to `request` played: `None` when `request` is no longer the
    /// current one (the game moved on, was undone or restarted), so a stale answer never
    /// enters the game.
    pub fn engine_reply(&self, request: &ColumnsRequest, columns: &Columns) -> Option<Lab> {
        if self.engine_request().as_ref() != Some(request) {
            return None;
        }
        let col = columns.best()?;
        let p = self.position();
        if !p.can_play(col) {
            return None;
        }
        let mut next = self.clone();
        next.moves.push(col as u8);
        next.report = Some(EngineReport {
            column: col,
            columns: columns.clone(),
        });
        Some(next)
    }

    /// The cells of the four (or more) in a line that ended the game, as (column, row) with
    /// row 0 at the bottom; empty while nobody has connected four.
    pub fn winning_cells(&self) -> Vec<(u32, u32)> {
        let p = self.position();
        let Some(winner) = p.winner() else {
            return Vec::new();
        };
        let (w, h) = (self.geometry.width() as i32, self.geometry.height() as i32);
        let owns = |c: i32, r: i32| {
            (0..w).contains(&c)
                && (0..h).contains(&r)
                && p.stone(c as u32, r as u32) == Some(winner)
        };
        let mut cells = Vec::new();
        for c in 0..w {
            for r in 0..h {
                for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                    if (0..4).all(|k| owns(c + k * dc, r + k * dr)) {
                        for k in 0..4 {
                            let cell = ((c + k * dc) as u32, (r + k * dr) as u32);
                            if !cells.contains(&cell) {
                                cells.push(cell);
                            }
                        }
                    }
                }
            }
        }
        cells.sort_unstable();
        cells
    }

    /// The line under the board: whose turn it is, or how the game ended.
    pub fn status(&self) -> String {
        with_english(|w| self.status_in(w))
    }

    /// What the engine's last choice was based on, in words.
    pub fn engine_words(&self) -> Option<String> {
        with_english(|w| self.engine_words_in(w))
    }

    /// The text of each column's score above the board (`+3`, `0`, `−2`, `≥ 1`, `full`).
    pub fn score_labels(columns: &Columns) -> Vec<String> {
        with_english(|w| Lab::score_labels_in(columns, w))
    }
}

/// The number of stones the winner had played when it connected four.
fn winner_stones(p: &Connect4) -> u32 {
    p.moves_played().div_ceil(2)
}

/// A score as the page writes it above a column.
pub fn score_label(s: ColumnScore) -> String {
    with_english(|w| score_label_in(s, w))
}

/// A column's score in words, for the side to move in `position` (Pons' definition: a win is
/// worth `W·H/2 + 1 − k`, `k` the winner's stones when it connects four).
pub fn score_words(s: ColumnScore, position: &Connect4) -> String {
    with_english(|w| score_words_in(s, position, w))
}

/// Digits grouped by thin spaces (`12 345 678`).
fn group(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push('\u{202f}');
        }
        out.push(ch);
    }
    out
}

#[path = "lab_words.rs"]
mod words;
pub use words::{score_label_in, score_words_in, side_name_in};

#[cfg(test)]
#[path = "lab_tests.rs"]
mod tests;
