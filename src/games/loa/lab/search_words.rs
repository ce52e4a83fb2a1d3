//! The engine's search as the page asks for it and tells it: the request sent to the worker
//! ([`SearchRequest`]), the engine's report on its move ([`EngineReport`]), and an analysis in
//! words ([`describe_score`], [`short_score`], [`score_meaning`], [`pv_text`]).
//!
//! A request is the whole game and the budget, and compares equal exactly when it asks for the
//! same search, so the page can tell the answer to the current request from a stale one.

use super::link::group;
use crate::games::loa::board::{Color, Move};
use crate::games::loa::jobs::{LoaGame, Request};
use crate::games::loa::search::{is_loss_score, is_win_score, plies_to_end, Analysis};
use crate::games::loa::text::write_position;
use crate::games::loa::Loa;

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
            score_words(self.side, a, "the engine, before its move")
        )
    }
}

/// The score of an analysis in words, for `to_move`, the side to move in the analysed
/// position (the score is from its view): a proven result as "Black wins in 5 plies", otherwise
/// the evaluation with its sign explained ("+42: better for Black").
pub fn describe_score(to_move: Color, analysis: &Analysis) -> String {
    score_words(to_move, analysis, "the side to move")
}

/// [`describe_score`] with `who` saying whose view the score is (the side to move; or the
/// engine, before its move — after it, the other side is to move).
fn score_words(to_move: Color, analysis: &Analysis, who: &str) -> String {
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
        "{score:+} for {to_move}, {who}{leader}{}",
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
