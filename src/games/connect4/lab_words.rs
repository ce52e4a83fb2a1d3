//! The lab's words in any language: the status line, the engine's report and the columns'
//! scores, written by a [`Catalogue`]. The English ones ([`Lab::status`], [`score_label`], …)
//! are these in English, what the command line and the tests read.

use super::{group, winner_stones, Human, Lab};
use crate::game::Player;
use crate::games::connect4::{ColumnScore, Columns, Connect4};
use crate::i18n::{Args, Catalogue};

/// A side's name in `words`' language (Red moves first).
pub fn side_name_in(player: Player, words: &Catalogue) -> String {
    if player == Player(0) {
        words.msg("c4-side-red")
    } else {
        words.msg("c4-side-yellow")
    }
}

/// A score as the page writes it above a column, `full` in `words`' language.
pub fn score_label_in(s: ColumnScore, words: &Catalogue) -> String {
    let signed = |v: i32| match v.cmp(&0) {
        std::cmp::Ordering::Greater => format!("+{v}"),
        std::cmp::Ordering::Equal => "0".to_string(),
        std::cmp::Ordering::Less => format!("−{}", -v),
    };
    match s {
        ColumnScore::Full => words.msg("c4-score-full"),
        ColumnScore::Exact(v) => signed(v),
        ColumnScore::Between { min, max } if min == -max => "?".to_string(),
        ColumnScore::Between { min, max: _ } if min > 0 => format!("≥ {}", signed(min)),
        ColumnScore::Between { min: _, max } if max < 0 => format!("≤ {}", signed(max)),
        ColumnScore::Between { min, max } => format!("{}…{}", signed(min), signed(max)),
    }
}

/// A column's score in words, for the side to move in `position`, in `words`' language.
pub fn score_words_in(s: ColumnScore, position: &Connect4, words: &Catalogue) -> String {
    let cells = position.geometry().cells() as i32;
    let half = cells / 2 + 1;
    let mine = position.moves_played() as i32 / 2;
    match s {
        ColumnScore::Full => words.msg("c4-score-words-full"),
        ColumnScore::Exact(0) => words.msg("c4-score-words-draw"),
        ColumnScore::Exact(v) if v > 0 => {
            let k = half - v;
            words.msg_with(
                "c4-score-words-win",
                &Args::new()
                    .count("stone", i64::from(k))
                    .count("more", i64::from(k - mine)),
            )
        }
        ColumnScore::Exact(v) => words.msg_with(
            "c4-score-words-loss",
            &Args::new().count("stone", i64::from(half + v)),
        ),
        ColumnScore::Between { min, max } => words.msg_with(
            "c4-score-words-between",
            &Args::new()
                .text("min", score_label_in(ColumnScore::Exact(min), words))
                .text("max", score_label_in(ColumnScore::Exact(max), words)),
        ),
    }
}

impl Lab {
    /// [`Lab::status`] in `words`' language.
    pub fn status_in(&self, words: &Catalogue) -> String {
        let p = self.position();
        if let Some(w) = p.winner() {
            let side = Args::new().text("side", side_name_in(w, words));
            let who = match self.human {
                Human::Both => words.msg_with("c4-status-wins", &side),
                h if h.plays(w) => words.msg_with("c4-status-you-win", &side),
                _ => words.msg_with("c4-status-solver-wins", &side),
            };
            return words.msg_with(
                "c4-status-four",
                &Args::new()
                    .text("who", who)
                    .count("stone", i64::from(winner_stones(&p)))
                    .count("moves", i64::from(p.moves_played())),
            );
        }
        if p.is_full() {
            return words.msg("c4-status-draw");
        }
        let side = Args::new().text("side", side_name_in(p.to_move(), words));
        if self.human.plays(p.to_move()) {
            if self.human == Human::Both {
                words.msg_with("c4-status-to-move", &side)
            } else {
                words.msg_with("c4-status-your-move", &side)
            }
        } else {
            words.msg_with("c4-status-thinking", &side)
        }
    }

    /// [`Lab::engine_words`] in `words`' language.
    pub fn engine_words_in(&self, words: &Catalogue) -> Option<String> {
        let r = self.report.as_ref()?;
        let before = {
            let mut m = self.moves.clone();
            m.pop();
            super::position_of(self.geometry, &m).ok()?
        };
        let chosen = r.columns.scores[r.column as usize];
        let how = if r.columns.best_is_proven() {
            words.msg("c4-engine-proven")
        } else {
            words.msg_with(
                "c4-engine-not-proven",
                &Args::new().text("budget", super::budget_text(self.budget)),
            )
        };
        Some(
            words.msg_with(
                "c4-engine-played",
                &Args::new()
                    .count("column", i64::from(r.column) + 1)
                    .text("how", how)
                    .text("score", score_words_in(chosen, &before, words))
                    .text("nodes", group(r.columns.nodes)),
            ),
        )
    }

    /// [`Lab::score_labels`] in `words`' language.
    pub fn score_labels_in(columns: &Columns, words: &Catalogue) -> Vec<String> {
        columns
            .scores
            .iter()
            .map(|s| score_label_in(*s, words))
            .collect()
    }
}
