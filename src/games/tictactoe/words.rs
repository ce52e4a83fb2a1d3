//! The tic-tac-toe lab's words in any language: the status line above the board, what a value
//! means, why a shared link cannot be read, and the searchers' names. Each `…_in` function takes
//! the page's [`Catalogue`]; the English wrappers beside the types (`status`, `describe`,
//! `Display`) call them with [`crate::i18n::with_english`], so the command line prints what it
//! always did.

use super::lab::{Config, LinkError};
use super::{BoardError, MovesError, Payoff, Score};
use crate::i18n::{Args, Catalogue};

impl Config {
    /// The status line above the board, in the language of `words`.
    pub fn status_in(&self, words: &Catalogue) -> String {
        let board = self.board();
        let mark = Args::new().text("mark", board.to_move().to_string());
        if let Some(w) = board.winner() {
            words.msg_with("ttt-status-wins", &Args::new().text("mark", w.to_string()))
        } else if board.is_over() {
            words.msg("ttt-status-draw")
        } else if self.engine_to_move() {
            words.msg_with("ttt-status-thinking", &mark)
        } else if self.computer_plays(board.to_move()) {
            words.msg_with("ttt-status-pick-first", &mark)
        } else {
            words.msg_with("ttt-status-to-move", &mark)
        }
    }
}

impl Payoff {
    /// What a value means ("X wins on move 7"), in the language of `words`.
    pub fn describe_in(self, value: Score, words: &Catalogue) -> String {
        let top = match self {
            Payoff::Seed => 9,
            Payoff::Corrected => 10,
        };
        let on_move = |n: Score| Args::new().count("move", n.into());
        match value {
            0 if self == Payoff::Seed => words.msg("ttt-value-draw-or-ninth"),
            0 => words.msg("ttt-value-draw"),
            v if v > 0 => words.msg_with("ttt-value-x-wins", &on_move(top - v)),
            v => words.msg_with("ttt-value-o-wins", &on_move(top + v)),
        }
    }
}

impl BoardError {
    /// What is wrong with the board, in the language of `words`.
    pub fn message_in(&self, words: &Catalogue) -> String {
        match self {
            BoardError::WrongLength(n) => {
                words.msg_with("ttt-board-wrong-length", &Args::new().count("n", *n as i64))
            }
            BoardError::BadCharacter { index, found } => words.msg_with(
                "ttt-board-bad-character",
                &Args::new()
                    .count("index", *index as i64)
                    .text("found", format!("{found:?}")),
            ),
            BoardError::WrongMoveCounts { x, o } => words.msg_with(
                "ttt-board-move-counts",
                &Args::new()
                    .count("x", i64::from(*x))
                    .count("o", i64::from(*o)),
            ),
            BoardError::BothWin => words.msg("ttt-board-both-win"),
            BoardError::PlayAfterWin(m) => words.msg_with(
                "ttt-board-play-after-win",
                &Args::new().text("mark", m.to_string()),
            ),
        }
    }
}

impl MovesError {
    /// What is wrong with the move list, in the language of `words`.
    pub fn message_in(&self, words: &Catalogue) -> String {
        match self {
            MovesError::NotACell { move_number, found } => words.msg_with(
                "ttt-moves-not-a-cell",
                &Args::new()
                    .count("move", *move_number as i64)
                    .text("found", format!("{found:?}")),
            ),
            MovesError::Occupied { move_number, cell } => words.msg_with(
                "ttt-moves-occupied",
                &Args::new()
                    .count("move", *move_number as i64)
                    .count("cell", i64::from(*cell)),
            ),
            MovesError::GameOver { move_number } => words.msg_with(
                "ttt-moves-game-over",
                &Args::new().count("move", *move_number as i64),
            ),
        }
    }
}

impl LinkError {
    /// What is wrong with one field of the link, in the language of `words`.
    pub fn message_in(&self, words: &Catalogue) -> String {
        match self {
            LinkError::Board(e) => words.msg_with(
                "ttt-link-board",
                &Args::new().text("reason", e.message_in(words)),
            ),
            LinkError::Moves(e) => words.msg_with(
                "ttt-link-moves",
                &Args::new().text("reason", e.message_in(words)),
            ),
            LinkError::NotAnOption {
                field,
                value,
                options,
            } => words.msg_with(
                "ttt-link-not-an-option",
                &Args::new()
                    .text("field", *field)
                    .text("value", format!("{value:?}"))
                    .text("options", options.join(", ")),
            ),
            LinkError::Target(t) => words.msg_with(
                "ttt-link-target",
                &Args::new().text("value", format!("{t:?}")),
            ),
            LinkError::Seed(t) => words.msg_with(
                "ttt-link-seed",
                &Args::new().text("value", format!("{t:?}")),
            ),
        }
    }
}

/// A searcher's name as the core writes it in English (the names of
/// [`crate::search::alphabeta::Options::ALL`], [`super::bench::TICTACTOE_ALGORITHMS`] and
/// [`super::lab::node_counts`]) in the language of `words`; another name is left as it is.
pub fn searcher_name_in(english: &str, words: &Catalogue) -> String {
    match english {
        "minimax" => words.msg("ttt-algo-minimax"),
        "alpha-beta" => words.msg("ttt-algo-alphabeta"),
        "alpha-beta + ordering" => words.msg("ttt-searcher-ordered"),
        "alpha-beta + transposition table" => words.msg("ttt-searcher-table"),
        "alpha-beta + ordering + table" => words.msg("ttt-searcher-ordered-table"),
        other => match other
            .strip_prefix("proof-number search (can ")
            .and_then(|rest| rest.strip_suffix(" force a win?)"))
        {
            Some(mark) => words.msg_with("ttt-searcher-pns", &Args::new().text("mark", mark)),
            None => other.to_string(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tictactoe::lab::Query;
    use crate::games::tictactoe::TicTacToe;
    use crate::i18n::{language, with_english};

    fn polish() -> Catalogue {
        Catalogue::new(language("pl").unwrap()).unwrap()
    }

    fn differs(english: String, polish: String) {
        assert_ne!(english, polish);
        assert!(!polish.contains('⟨'), "{polish}");
        assert!(!english.contains('⟨'), "{english}");
    }

    #[test]
    fn the_status_line_and_values_speak_polish_and_english_is_unchanged() {
        let pl = polish();
        let mut c = Config::from_query(&Query::default()).unwrap();
        differs(c.status(), c.status_in(&pl));
        c.moves = [0, 3, 1, 4, 2]
            .iter()
            .map(|&m| super::super::Square(m))
            .collect();
        assert_eq!(c.status(), "X wins.");
        differs(c.status(), c.status_in(&pl));
        for (payoff, value, english) in [
            (Payoff::Seed, 0, "draw (or a win on move 9)"),
            (Payoff::Corrected, 0, "draw"),
            (Payoff::Corrected, 3, "X wins on move 7"),
            (Payoff::Corrected, -4, "O wins on move 6"),
        ] {
            assert_eq!(payoff.describe(value), english);
            differs(payoff.describe(value), payoff.describe_in(value, &pl));
        }
    }

    #[test]
    fn link_errors_and_searcher_names_speak_polish() {
        let pl = polish();
        let board = TicTacToe::parse("XXXXXXXXXX").unwrap_err();
        let errors = [
            LinkError::Board(board),
            LinkError::Moves(MovesError::Occupied {
                move_number: 2,
                cell: 4,
            }),
            LinkError::NotAnOption {
                field: "mode",
                value: "x".into(),
                options: vec!["hvc", "cvc"],
            },
            LinkError::Target("1.5".into()),
            LinkError::Seed("-1".into()),
        ];
        for e in errors {
            differs(e.to_string(), e.message_in(&pl));
        }
        for name in [
            "alpha-beta + ordering",
            "alpha-beta + transposition table",
            "alpha-beta + ordering + table",
            "proof-number search (can X force a win?)",
        ] {
            assert_eq!(with_english(|w| searcher_name_in(name, w)), name);
            differs(name.to_string(), searcher_name_in(name, &pl));
        }
    }
}
