//! What the page's address holds: the URL query as typed ([`Query`]), who plays by hand
//! ([`Human`]), the engine's node budget as typed and written ([`parse_budget`],
//! [`write_budget`]), the rules (each option in the words of the command line, see
//! [`crate::games::loa::rules`]), and the validated [`Link`] a query reads into and writes
//! back from.
//!
//! Reading is separate from the page's state so that every field is checked in one place and
//! every problem is reported by the field it is in; the [`super::Lab`] only ever sees a valid
//! [`Link`].

use serde::{Deserialize, Serialize};

use super::replay::Replayer;
use crate::game::State;
use crate::games::loa::board::{Board, Color, Move};
use crate::games::loa::jobs::MAX_NODES;
use crate::games::loa::records::RECORDS;
use crate::games::loa::rules::{parse_count, write_count, MIN_REPETITION};
use crate::games::loa::text::{parse_move, parse_position, write_position, MoveError};
use crate::games::loa::{DoubleConnection, Loa, NoMoves, Rules};
use crate::i18n::{with_english, Args, Catalogue, Said};
use crate::text::{FieldError, ParseError};

/// The URL query of the page (`#/loa?fen=…&moves=…&human=…&nodes=…&record=…&ply=…`, and the
/// rule options `nomoves=`, `both=`, `repetition=`, `cap=`), every field as typed.
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
    /// A player without a legal move: `lose` (the default) or `pass`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nomoves: Option<String>,
    /// A move connecting both sides: `mover` (wins; the default) or `draw`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub both: Option<String>,
    /// Which occurrence of a position draws (`3` by default), or `off`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub repetition: Option<String>,
    /// The ply at which the game is drawn (`1000` by default), or `off`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cap: Option<String>,
}

/// Who plays by hand; the engine plays the other side (or no side, with [`Human::Both`]). A
/// link that names none plays against the engine, the person taking the side to move in the
/// start position ([`Human::default_for`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Human {
    /// The person plays Black, the engine White.
    Black,
    /// The person plays White, the engine Black.
    White,
    /// Both sides by hand: no engine.
    Both,
}

impl Human {
    /// Who plays by hand when a link names no one: the person plays the side to move in
    /// `start` (Black from the usual start, moving first), the engine the other — a game
    /// against the engine that never opens with the engine already thinking.
    pub fn default_for(start: &Board) -> Human {
        match start.to_move() {
            Color::Black => Human::Black,
            Color::White => Human::White,
        }
    }

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
    pub fn label(self) -> String {
        with_english(|w| self.label_in(w))
    }

    /// [`Human::label`] in the language of `words`.
    pub fn label_in(self, words: &Catalogue) -> String {
        match self {
            Human::Black => words.msg("loa-human-black"),
            Human::White => words.msg("loa-human-white"),
            Human::Both => words.msg("loa-human-both"),
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
    read_budget(text).map_err(|said| said.english())
}

/// [`parse_budget`] with its reason in the language of `words`.
pub fn parse_budget_in(text: &str, words: &Catalogue) -> Result<u64, String> {
    read_budget(text).map_err(|said| words.say(&said))
}

/// [`parse_budget`] with its reason as a message for any language.
pub fn read_budget(text: &str) -> Result<u64, Said> {
    let t = text.trim();
    if t.is_empty() {
        return Err(Said::new("loa-budget-empty"));
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
    let bad = || Said::new("loa-budget-bad").text("text", format!("{t:?}"));
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
        return Err(Said::new("loa-budget-not-whole").text("text", format!("{t:?}")));
    };
    if nodes < MIN_BUDGET {
        return Err(Said::new("loa-budget-few")
            .text("nodes", group(nodes))
            .text("min", write_budget(MIN_BUDGET)));
    }
    if nodes > MAX_NODES {
        return Err(Said::new("loa-budget-many")
            .text("nodes", group(nodes))
            .text("max", write_budget(MAX_NODES)));
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
    /// The rules the game is played under.
    pub rules: Rules,
}

impl Default for Link {
    fn default() -> Self {
        Link {
            start: Board::start(),
            moves: Vec::new(),
            human: Human::Black,
            budget: DEFAULT_BUDGET,
            replay: None,
            rules: Rules::default(),
        }
    }
}

/// `field`'s error from another part, in that part's English words.
fn field(field: &'static str, reason: impl Into<String>) -> FieldError {
    FieldError::english(field, reason)
}

/// A position-text error in the words the page shows: the column and the reason (the line is
/// always 1 in a one-line text, so it is left out).
pub fn describe_position_error(e: &ParseError) -> String {
    with_english(|w| describe_position_error_in(e, w))
}

/// [`describe_position_error`] in the language of `words`.
pub fn describe_position_error_in(e: &ParseError, words: &Catalogue) -> String {
    words.say(&position_error_said(e))
}

/// [`describe_position_error`] as a message for any language.
fn position_error_said(e: &ParseError) -> Said {
    Said::new("loa-position-error")
        .count("column", e.column as i64)
        .said("reason", e.reason_said())
}

/// A node budget as an option of a selector: `5M nodes`.
pub fn nodes_option_in(budget: u64, words: &Catalogue) -> String {
    words.msg_with(
        "loa-nodes-option",
        &Args::new().text("budget", write_budget(budget)),
    )
}

/// A move of a move list that cannot be played: its number in the list (from 1), its text,
/// and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListError {
    /// The move's number in the list, from 1.
    pub number: usize,
    /// The move as written.
    pub text: String,
    /// Why it cannot be played.
    pub error: MoveError,
}

impl std::fmt::Display for ListError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "move {} ({}): {}", self.number, self.text, self.error)
    }
}

impl std::error::Error for ListError {}

/// Reads a comma-separated move list (`b1-d3,h2xf4`; spaces also separate) and plays it from
/// `start` under `rules`: the game, or an error naming the first bad move by its number and
/// text.
pub fn play_moves(start: Board, text: &str, rules: Rules) -> Result<Loa, ListError> {
    let mut game = Loa::from_board(start, rules);
    let words = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty());
    for (i, word) in words.enumerate() {
        let mv = parse_move(&game, word).map_err(|error| ListError {
            number: i + 1,
            text: word.to_string(),
            error,
        })?;
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
                errors.push(FieldError::new("fen", position_error_said(&e)));
                Board::start()
            }),
        };
        let rules = read_rules(q, &mut errors);
        let moves = match play_moves(start, q.moves.as_deref().unwrap_or(""), rules) {
            Ok(game) => game.moves().to_vec(),
            Err(e) => {
                if errors.is_empty() {
                    errors.push(field("moves", e.to_string()));
                }
                Vec::new()
            }
        };
        let human = match q.human.as_deref().map(str::trim) {
            None | Some("") => Human::default_for(&start),
            Some(name) => Human::from_name(name).unwrap_or_else(|| {
                errors.push(FieldError::new(
                    "human",
                    Said::new("field-loa-side").text("text", format!("{name:?}")),
                ));
                Human::default_for(&start)
            }),
        };
        let budget = match q.nodes.as_deref().map(str::trim) {
            None | Some("") => DEFAULT_BUDGET,
            Some(text) => read_budget(text).unwrap_or_else(|e| {
                errors.push(FieldError::new("nodes", e));
                DEFAULT_BUDGET
            }),
        };
        let record = match q.record.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(name) => match RECORDS.iter().position(|r| r.name == name) {
                Some(i) => Some(i),
                None => {
                    let names: Vec<&str> = RECORDS.iter().map(|r| r.name).collect();
                    errors.push(FieldError::new(
                        "record",
                        Said::new("field-loa-record")
                            .text("name", format!("{name:?}"))
                            .text("records", names.join(", ")),
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
                    errors.push(FieldError::new(
                        "ply",
                        Said::new("field-loa-ply").text("text", format!("{text:?}")),
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
                    errors.push(FieldError::new(
                        "ply",
                        Said::new("field-loa-ply-beyond")
                            .text("record", RECORDS[i].name)
                            .count("plies", plies as i64)
                            .count("ply", ply as i64),
                    ));
                }
                Some((i, ply.min(plies)))
            }
            (None, Some(_)) if !errors.iter().any(|e| e.field == "record") => {
                errors.push(FieldError::new("ply", Said::new("field-loa-ply-alone")));
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
                rules,
            })
        } else {
            Err(errors)
        }
    }

    /// The query that restores this link (the start position, empty lists, the default side
    /// ([`Human::default_for`] the start), the default budget and ply 0 left out, so links stay
    /// short).
    pub fn to_query(&self) -> Query {
        let (r, d) = (self.rules, Rules::default());
        Query {
            fen: (self.start != Board::start()).then(|| write_position(&self.start)),
            moves: (!self.moves.is_empty()).then(|| {
                self.moves
                    .iter()
                    .map(Move::to_string)
                    .collect::<Vec<_>>()
                    .join(",")
            }),
            human: (self.human != Human::default_for(&self.start))
                .then(|| self.human.name().to_string()),
            nodes: (self.budget != DEFAULT_BUDGET).then(|| write_budget(self.budget)),
            record: self.replay.map(|(i, _)| RECORDS[i].name.to_string()),
            ply: self
                .replay
                .and_then(|(_, ply)| (ply > 0).then(|| ply.to_string())),
            nomoves: (r.no_moves != d.no_moves).then(|| r.no_moves.name().to_string()),
            both: (r.double_connection != d.double_connection)
                .then(|| r.double_connection.name().to_string()),
            repetition: (r.repetition != d.repetition).then(|| write_count(r.repetition)),
            cap: (r.max_plies != d.max_plies).then(|| write_count(r.max_plies)),
        }
    }
}

/// A query field's text, when given and not blank.
fn given(f: &Option<String>) -> Option<&str> {
    f.as_deref().map(str::trim).filter(|t| !t.is_empty())
}

/// The rules a query names (each option left out keeps its default); a bad option is an
/// error by its field, and its default is used meanwhile.
fn read_rules(q: &Query, errors: &mut Vec<FieldError>) -> Rules {
    let mut rules = Rules::default();
    if let Some(text) = given(&q.nomoves) {
        match NoMoves::from_name(text) {
            Ok(n) => rules.no_moves = n,
            Err(e) => errors.push(field("nomoves", e)),
        }
    }
    if let Some(text) = given(&q.both) {
        match DoubleConnection::from_name(text) {
            Ok(d) => rules.double_connection = d,
            Err(e) => errors.push(field("both", e)),
        }
    }
    if let Some(text) = given(&q.repetition) {
        match parse_count(text, MIN_REPETITION) {
            Ok(n) => rules.repetition = n,
            Err(e) => errors.push(field("repetition", e)),
        }
    }
    if let Some(text) = given(&q.cap) {
        match parse_count(text, 1) {
            Ok(n) => rules.max_plies = n,
            Err(e) => errors.push(field("cap", e)),
        }
    }
    rules
}
