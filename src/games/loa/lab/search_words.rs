//! The engine's search as the page asks for it and tells it: the request sent to the worker
//! ([`SearchRequest`]), the engine's report on its move ([`EngineReport`]), and an analysis in
//! words ([`describe_score`], [`short_score`], [`score_meaning`], [`pv_text`]).
//!
//! A request is the whole game and the budget, and compares equal exactly when it asks for the
//! same search, so the page can tell the answer to the current request from a stale one.

use super::link::group;
use super::status_words::{plies_text_in, side_in};
use crate::games::loa::board::{Color, Move};
use crate::games::loa::jobs::{LoaGame, Request};
use crate::games::loa::search::{is_loss_score, is_win_score, plies_to_end, Analysis};
use crate::games::loa::text::write_position;
use crate::games::loa::Loa;
use crate::i18n::{with_english, Args, Catalogue};

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
    /// The report in words: the move, the depth and nodes of the search, and what it judged.
    pub fn describe(&self) -> String {
        with_english(|w| self.describe_in(w))
    }

    /// [`EngineReport::describe`] in the language of `words`.
    pub fn describe_in(&self, words: &Catalogue) -> String {
        let a = &self.analysis;
        let args = Args::new()
            .text("side", side_in(self.side, words))
            .text("move", self.played.to_string())
            .text("nodes", group(a.nodes));
        if a.best.is_none() {
            return words.msg_with("loa-engine-report-none", &args);
        }
        words.msg_with(
            "loa-engine-report",
            &args.text("plies", plies_text_in(a.depth, words)).text(
                "score",
                score_words(self.side, a, words.msg("loa-who-engine"), words),
            ),
        )
    }
}

/// An analysis' score in words, from the view of `to_move`: a proven result as who wins in
/// how many plies, else the evaluation and who it favours.
pub fn describe_score(to_move: Color, analysis: &Analysis) -> String {
    with_english(|w| describe_score_in(to_move, analysis, w))
}

/// [`describe_score`] in the language of `words`.
pub fn describe_score_in(to_move: Color, analysis: &Analysis, words: &Catalogue) -> String {
    score_words(to_move, analysis, words.msg("loa-who-to-move"), words)
}

/// Who leads by a score from `to_move`'s view: better for one side, or level.
fn leader(to_move: Color, score: i32, words: &Catalogue) -> String {
    let better =
        |c: Color| words.msg_with("loa-leader-better", &Args::new().text("color", c.name()));
    match score.cmp(&0) {
        std::cmp::Ordering::Greater => better(to_move),
        std::cmp::Ordering::Less => better(to_move.other()),
        std::cmp::Ordering::Equal => words.msg("loa-leader-level"),
    }
}

/// Who wins in how many plies, for a proven score from `to_move`'s view.
fn wins_in(to_move: Color, score: i32, n: u32, words: &Catalogue) -> String {
    let winner = if is_win_score(score) {
        to_move
    } else {
        to_move.other()
    };
    words.msg_with(
        "loa-wins-in",
        &Args::new()
            .text("side", side_in(winner, words))
            .count("n", n.into()),
    )
}

fn score_words(to_move: Color, analysis: &Analysis, who: String, words: &Catalogue) -> String {
    let score = analysis.score;
    if let Some(n) = plies_to_end(score) {
        return words.msg_with(
            "loa-score-proven",
            &Args::new().text("wins", wins_in(to_move, score, n, words)),
        );
    }
    let args = Args::new()
        .text("score", format!("{score:+}"))
        .text("color", to_move.name())
        .text("who", who)
        .text("leader", leader(to_move, score, words));
    if analysis.depth == 0 {
        words.msg_with("loa-score-static", &args)
    } else {
        words.msg_with("loa-score", &args)
    }
}

/// The score in a few words for the figures: `+35`, or `Black wins in 7 plies`.
pub fn short_score(to_move: Color, analysis: &Analysis) -> String {
    with_english(|w| short_score_in(to_move, analysis, w))
}

/// [`short_score`] in the language of `words`.
pub fn short_score_in(to_move: Color, analysis: &Analysis, words: &Catalogue) -> String {
    match plies_to_end(analysis.score) {
        Some(n) if is_win_score(analysis.score) || is_loss_score(analysis.score) => {
            wins_in(to_move, analysis.score, n, words)
        }
        _ => format!("{:+}", analysis.score),
    }
}

/// What the score means, beside it: proven, or the evaluation from the side to move's view.
pub fn score_meaning(to_move: Color, analysis: &Analysis) -> String {
    with_english(|w| score_meaning_in(to_move, analysis, w))
}

/// [`score_meaning`] in the language of `words`.
pub fn score_meaning_in(to_move: Color, analysis: &Analysis, words: &Catalogue) -> String {
    if plies_to_end(analysis.score).is_some() {
        return words.msg("loa-meaning-proven");
    }
    let args = Args::new()
        .text("color", to_move.name())
        .text("leader", leader(to_move, analysis.score, words));
    if analysis.depth == 0 {
        words.msg_with("loa-meaning-static", &args)
    } else {
        words.msg_with("loa-meaning", &args)
    }
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
