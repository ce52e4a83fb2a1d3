//! A search's or a solve's progress as the page tells it: what the worker has reported so far
//! ([`SearchSeen`], [`SolveSeen`]) and the sentences of the engine's bar, the analysis, the
//! solver and the tree panel ([`speed_text`], [`tree_summary`]).
//!
//! The page reads its worker's state (running, done, cancelled, failed) into one of these
//! plain values and draws the words computed here, so every sentence and figure the panels
//! show is tested natively; the page keeps only the markup around them.

use super::link::group;
use super::solve_words::method_short_in;
use super::status_words::side_in;
use crate::games::loa::board::{Color, Move};
use crate::games::loa::search::Analysis;
use crate::games::loa::solve::{Method, Solved};
use crate::i18n::{with_english, Args, Catalogue};
use crate::search::minimax::SearchResult;

/// What a search has found so far: its last completed iteration (or its answer), whether it is
/// still running, and the live figures.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchSeen {
    /// The last completed iteration, or the final answer.
    pub analysis: Option<Analysis>,
    /// Still searching: the depth under way.
    pub searching: Option<u32>,
    /// Nodes entered so far.
    pub nodes: u64,
    /// The fraction of the budget spent.
    pub fraction: f64,
    /// Nodes per second (the page's or the worker's clock).
    pub speed: Option<f64>,
    /// The search stopped before its end (cancelled).
    pub cancelled: bool,
    /// The search could not run: the reason.
    pub failed: Option<String>,
}

impl SearchSeen {
    /// The engine's bar while `side` thinks or once it has decided, within `max_nodes`.
    pub fn engine_text(&self, side: Color, max_nodes: u64) -> String {
        with_english(|w| self.engine_text_in(side, max_nodes, w))
    }

    /// [`SearchSeen::engine_text`] in the language of `words`.
    pub fn engine_text_in(&self, side: Color, max_nodes: u64, words: &Catalogue) -> String {
        let best = self.analysis.as_ref().and_then(|a| a.best);
        let side = side_in(side, words);
        match self.searching {
            Some(_) if self.nodes == 0 => {
                words.msg_with("loa-engine-thinking-start", &Args::new().text("side", side))
            }
            Some(depth) => {
                let args = Args::new()
                    .text("side", side)
                    .count("depth", depth.into())
                    .text("nodes", group(self.nodes))
                    .text("budget", group(max_nodes));
                match best {
                    Some(m) => words.msg_with(
                        "loa-engine-thinking-best",
                        &args.text("move", m.to_string()),
                    ),
                    None => words.msg_with("loa-engine-thinking", &args),
                }
            }
            None => words.msg_with(
                "loa-engine-decided",
                &Args::new()
                    .text("side", side)
                    .text("nodes", group(self.nodes)),
            ),
        }
    }

    /// The analysis' line while it searches `depth` within `max_nodes`.
    pub fn analysis_running_text(&self, depth: u32, max_nodes: u64) -> String {
        with_english(|w| self.analysis_running_text_in(depth, max_nodes, w))
    }

    /// [`SearchSeen::analysis_running_text`] in the language of `words`.
    pub fn analysis_running_text_in(
        &self,
        depth: u32,
        max_nodes: u64,
        words: &Catalogue,
    ) -> String {
        if self.nodes == 0 {
            words.msg("loa-analysis-starting")
        } else {
            words.msg_with(
                "loa-analysis-searching",
                &Args::new()
                    .count("depth", depth.into())
                    .text("nodes", group(self.nodes))
                    .text("budget", group(max_nodes)),
            )
        }
    }

    /// The analysis' line once it has stopped: cancelled (with or without a completed depth)
    /// or finished (proven, or the budget of `max_nodes` spent).
    pub fn analysis_stopped_text(&self, max_nodes: u64) -> String {
        with_english(|w| self.analysis_stopped_text_in(max_nodes, w))
    }

    /// [`SearchSeen::analysis_stopped_text`] in the language of `words`.
    pub fn analysis_stopped_text_in(&self, max_nodes: u64, words: &Catalogue) -> String {
        if self.cancelled {
            let args = Args::new().text("nodes", group(self.nodes));
            return match self.analysis {
                Some(_) => words.msg_with("loa-analysis-cancelled-depth", &args),
                None => words.msg_with("loa-analysis-cancelled-none", &args),
            };
        }
        match &self.analysis {
            Some(a) if a.proven.is_some() => words.msg_with(
                "loa-analysis-proven",
                &Args::new().text("nodes", group(a.nodes)),
            ),
            Some(a) => words.msg_with(
                "loa-analysis-spent",
                &Args::new()
                    .text("budget", group(max_nodes))
                    .text("nodes", group(a.nodes)),
            ),
            None => words.msg("loa-analysis-finished"),
        }
    }

    /// The line shown while depth 1 has not completed yet.
    pub fn waiting_text(&self) -> String {
        with_english(|w| self.waiting_text_in(w))
    }

    /// [`SearchSeen::waiting_text`] in the language of `words`.
    pub fn waiting_text_in(&self, words: &Catalogue) -> String {
        match self.speed {
            Some(v) => words.msg_with(
                "loa-analysis-waiting",
                &Args::new().text("speed", speed_text_in(v, words)),
            ),
            None => words.msg("loa-analysis-waiting-start"),
        }
    }
}

/// What a solve has found so far: its snapshot (live root numbers) or its answer, and the live
/// figures.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveSeen {
    /// The latest snapshot while running or cancelled; the answer when done.
    pub solved: Option<Solved>,
    /// Still running.
    pub running: bool,
    /// Finished with an answer.
    pub done: bool,
    /// Nodes so far.
    pub nodes: u64,
    /// The fraction of the budget spent.
    pub fraction: f64,
    /// Nodes per second (the page's clock).
    pub speed: Option<f64>,
    /// Cancelled before its end.
    pub cancelled: bool,
    /// Why it could not run.
    pub failed: Option<String>,
}

impl SolveSeen {
    /// Nothing seen yet: not running, no answer, no figures.
    pub fn blank() -> SolveSeen {
        SolveSeen {
            solved: None,
            running: false,
            done: false,
            nodes: 0,
            fraction: 0.0,
            speed: None,
            cancelled: false,
            failed: None,
        }
    }

    /// The solver's line (not for a failed solve): starting, solving with the live figures,
    /// cancelled, or finished, with `method` within `max_nodes`.
    pub fn status_text(&self, method: Method, max_nodes: u64) -> String {
        with_english(|w| self.status_text_in(method, max_nodes, w))
    }

    /// [`SolveSeen::status_text`] in the language of `words`.
    pub fn status_text_in(&self, method: Method, max_nodes: u64, words: &Catalogue) -> String {
        let name = method_short_in(method, words);
        let nodes = group(self.nodes);
        if self.running {
            if self.nodes == 0 {
                words.msg_with("loa-solve-starting", &Args::new().text("method", name))
            } else {
                let args = Args::new()
                    .text("method", name)
                    .text("nodes", nodes)
                    .text("budget", group(max_nodes));
                match self.speed {
                    Some(v) => words.msg_with(
                        "loa-solve-solving-speed",
                        &args.text("speed", speed_text_in(v, words)),
                    ),
                    None => words.msg_with("loa-solve-solving", &args),
                }
            }
        } else if self.cancelled {
            words.msg_with("loa-solve-cancelled", &Args::new().text("nodes", nodes))
        } else {
            words.msg_with(
                "loa-solve-finished",
                &Args::new().text("nodes", nodes).text("method", name),
            )
        }
    }

    /// The caption of the root's moves: live, when cancelled, or at the end.
    pub fn children_caption(&self) -> String {
        with_english(|w| self.children_caption_in(w))
    }

    /// [`SolveSeen::children_caption`] in the language of `words`.
    pub fn children_caption_in(&self, words: &Catalogue) -> String {
        if self.running {
            words.msg("loa-children-live")
        } else if self.cancelled {
            words.msg("loa-children-cancelled")
        } else {
            words.msg("loa-children-end")
        }
    }
}

/// Nodes per second, rounded for reading (`1.9 M nodes/s`, `840 k nodes/s`).
pub fn speed_text(speed: f64) -> String {
    with_english(|w| speed_text_in(speed, w))
}

/// [`speed_text`] in the language of `words` (its decimal separator too).
pub fn speed_text_in(speed: f64, words: &Catalogue) -> String {
    if speed >= 1e6 {
        words.msg_with(
            "loa-speed-millions",
            &Args::new().text("speed", words.number(speed / 1e6, 1)),
        )
    } else if speed >= 1e3 {
        words.msg_with(
            "loa-speed-thousands",
            &Args::new().text("speed", words.number(speed / 1e3, 0)),
        )
    } else {
        words.msg_with(
            "loa-speed-units",
            &Args::new().text("speed", words.number(speed, 0)),
        )
    }
}

/// The tree panel's summary of a traced search with `to_move` to move: its value, its best
/// move, and what it entered against `all`, the nodes plain minimax enters.
pub fn tree_summary(result: &SearchResult<Move>, to_move: Color, all: u64) -> String {
    with_english(|w| tree_summary_in(result, to_move, all, w))
}

/// [`tree_summary`] in the language of `words`.
pub fn tree_summary_in(
    result: &SearchResult<Move>,
    to_move: Color,
    all: u64,
    words: &Catalogue,
) -> String {
    let args = Args::new()
        .text("value", result.value.to_string())
        .text("nodes", group(result.nodes))
        .text("leaves", group(result.leaves.len() as u64))
        .text("all", group(all));
    match result.best {
        Some(m) => words.msg_with(
            "loa-tree-summary-best",
            &args
                .text("color", to_move.name())
                .text("move", m.to_string()),
        ),
        None => words.msg_with("loa-tree-summary-over", &args),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::loa::lab::{method_short, minimax_nodes, trace_top};
    use crate::games::loa::{Loa, Rules};
    use crate::search::alphabeta::MoveOrder;

    fn mv(text: &str) -> Move {
        let game = Loa::new(Rules::default());
        crate::games::loa::text::parse_move(&game, text).expect("a legal move")
    }

    fn seen(analysis: Option<Analysis>, searching: Option<u32>, nodes: u64) -> SearchSeen {
        SearchSeen {
            analysis,
            searching,
            nodes,
            fraction: 0.5,
            speed: None,
            cancelled: false,
            failed: None,
        }
    }

    fn analysis(nodes: u64, proven: Option<bool>) -> Analysis {
        Analysis {
            best: Some(mv("b1-b3")),
            score: 12,
            depth: 3,
            nodes,
            pv: vec![mv("b1-b3")],
            proven,
        }
    }

    #[test]
    fn speeds_are_rounded_to_their_unit() {
        assert_eq!(speed_text(1_940_000.0), "1.9 M nodes/s");
        assert_eq!(speed_text(840_400.0), "840 k nodes/s");
        assert_eq!(speed_text(999.4), "999 nodes/s");
        assert_eq!(speed_text(1_000.0), "1 k nodes/s");
    }

    #[test]
    fn plies_agree_in_number() {
        assert_eq!(crate::games::loa::lab::plies_text(1), "1 ply");
        assert_eq!(crate::games::loa::lab::plies_text(3), "3 plies");
    }

    #[test]
    fn the_engine_bar_says_how_far_the_search_is() {
        let side = Color::Black;
        assert_eq!(
            seen(None, Some(1), 0).engine_text(side, 100_000),
            "Black is thinking…"
        );
        assert_eq!(
            seen(Some(analysis(5_000, None)), Some(4), 12_345).engine_text(side, 100_000),
            "Black is thinking: depth 4, 12\u{2009}345 of 100\u{2009}000 nodes; best so far b1-b3"
        );
        assert_eq!(
            seen(None, Some(1), 12).engine_text(Color::White, 1_000),
            "White is thinking: depth 1, 12 of 1\u{2009}000 nodes"
        );
        assert_eq!(
            seen(None, None, 99_999).engine_text(side, 100_000),
            "Black has decided after 99\u{2009}999 nodes"
        );
    }

    #[test]
    fn the_analysis_says_why_it_stopped() {
        assert_eq!(
            seen(None, Some(1), 0).analysis_running_text(1, 5_000_000),
            "starting the search…"
        );
        assert_eq!(
            seen(None, Some(6), 1_234_567).analysis_running_text(6, 5_000_000),
            "searching depth 6: 1\u{2009}234\u{2009}567 of 5\u{2009}000\u{2009}000 nodes"
        );
        let mut cancelled = seen(None, None, 2_000);
        cancelled.cancelled = true;
        assert_eq!(
            cancelled.analysis_stopped_text(1_000_000),
            "Cancelled after 2\u{2009}000 nodes, before depth 1 completed."
        );
        cancelled.analysis = Some(analysis(1_500, None));
        assert_eq!(
            cancelled.analysis_stopped_text(1_000_000),
            "Cancelled after 2\u{2009}000 nodes; the last completed depth:"
        );
        assert_eq!(
            seen(Some(analysis(4_321, Some(true))), None, 4_321).analysis_stopped_text(1_000_000),
            "Finished: the result is proven (4\u{2009}321 nodes)."
        );
        assert_eq!(
            seen(Some(analysis(1_000_007, None)), None, 0).analysis_stopped_text(1_000_000),
            "Finished: the budget of 1\u{2009}000\u{2009}000 nodes is spent (1\u{2009}000\u{2009}007 nodes entered)."
        );
        assert_eq!(
            seen(None, None, 0).analysis_stopped_text(1_000_000),
            "Finished."
        );
        let mut waiting = seen(None, Some(1), 10);
        assert_eq!(
            waiting.waiting_text(),
            "Depth 1 is being searched; starting."
        );
        waiting.speed = Some(2_500_000.0);
        assert_eq!(
            waiting.waiting_text(),
            "Depth 1 is being searched; 2.5 M nodes/s."
        );
    }

    #[test]
    fn the_solver_says_how_far_it_is() {
        let mut s = SolveSeen {
            running: true,
            ..SolveSeen::blank()
        };
        assert_eq!(
            s.status_text(Method::Dfpn, 1_000_000),
            format!("{} is starting…", method_short(Method::Dfpn))
        );
        assert_eq!(s.children_caption(), "The root's moves, live");
        s.nodes = 25_000;
        s.speed = Some(50_000.0);
        assert_eq!(
            s.status_text(Method::Pns, 1_000_000),
            format!(
                "{} is solving: 25\u{2009}000 of 1\u{2009}000\u{2009}000 nodes, 50 k nodes/s",
                method_short(Method::Pns)
            )
        );
        s.running = false;
        s.cancelled = true;
        assert_eq!(
            s.status_text(Method::Pns, 1_000_000),
            "Cancelled after 25\u{2009}000 nodes: not solved."
        );
        assert_eq!(
            s.children_caption(),
            "The root's moves when the solve was cancelled"
        );
        s.cancelled = false;
        s.done = true;
        assert_eq!(
            s.status_text(Method::AlphaBeta, 1_000_000),
            format!(
                "Finished: 25\u{2009}000 nodes with {}.",
                method_short(Method::AlphaBeta)
            )
        );
        assert_eq!(s.children_caption(), "The root's moves at the end");
        assert!(SolveSeen::blank().solved.is_none());
    }

    #[test]
    fn the_tree_summary_reports_the_traced_search() {
        let game = Loa::new(Rules::default());
        let (result, _) = trace_top(&game, 1, MoveOrder::Heuristic);
        let all = minimax_nodes(&game, 1);
        let text = tree_summary(&result, Color::Black, all);
        let best = result.best.expect("the start position has moves");
        assert!(text.starts_with(&format!(
            "Value {} from Black's view; the best move for Black is {best}.",
            result.value
        )));
        assert!(text.ends_with(&format!(
            "plain minimax would enter all {} nodes of this tree.",
            group(all)
        )));
        assert!(text.contains(&format!(
            "Alpha-beta entered {} nodes and evaluated {} leaves",
            group(result.nodes),
            group(result.leaves.len() as u64)
        )));
        // At depth 1 every move is a leaf, so minimax and alpha-beta enter the same nodes.
        assert_eq!(all, result.nodes);
    }
}
