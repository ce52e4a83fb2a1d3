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
//! Each concept has its own file: the address in `link.rs`, the board's squares, keys and move
//! list in `board.rs`, the replay in `replay.rs`, the editor in `editor.rs`, the engine's search
//! and the solver in words in `search_words.rs` and `solve_words.rs`, the benchmark's sizes in
//! `bench_sizes.rs` and the tree view in `tree.rs`; this file holds the [`Lab`] that ties them
//! together, and everything is re-exported here, so the page reads one module.
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
//! The engine itself runs in the browser's worker (the job of [`SearchRequest::spec`]); the
//! model only says when it is the engine's turn ([`Lab::engine_request`]: the request is the whole game
//! and the budget, so the page can tell a stale answer from the current one by comparing
//! requests) and plays the answer through [`Lab::play`] like any other move. Undo against the
//! engine takes back the engine's reply and the person's move together, so the person is to
//! move again. The search is deterministic (no clock, no randomness), so the same position and
//! budget always give the same reply.
//!
//! The tree view runs the generic traced [`crate::search::alphabeta`] (the one the tic-tac-toe
//! page draws) with [`LoaEval`] on a [`Horizon`] (a search concept, so it sits beside the
//! search, in [`super::horizon`]): the game cut off a few plies below the current position,
//! where the evaluation scores the cut-off positions. Unlike the engine's searcher it clones
//! the whole game at every node and keeps every node it enters; [`MAX_TREE_DEPTH`] keeps that
//! small enough to compute on the main thread and to draw.
//!
//! [`Horizon`]: super::horizon::Horizon
//! [`LoaEval`]: super::eval::LoaEval

mod bench_sizes;
mod board;
mod editor;
mod link;
mod progress_words;
mod replay;
mod search_words;
mod solve_words;
mod status_words;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_link;
#[cfg(test)]
mod tests_rules;
#[cfg(test)]
mod tests_solve;
#[cfg(test)]
mod tests_words;
mod tree;

pub use bench_sizes::{bench_size, BENCH_SIZES};
pub use board::{move_rows, row_of, step_square, Key, MoveRow, SquareView, Tab};
pub use editor::Editor;
pub use link::{
    describe_position_error, describe_position_error_in, group, nodes_option_in, parse_budget,
    parse_budget_in, play_moves, read_budget, write_budget, Human, Link, ListError, Query,
    ANALYSIS_PRESETS, BUDGET_PRESETS, DEFAULT_ANALYSIS_BUDGET, DEFAULT_BUDGET, MIN_BUDGET,
};
pub use progress_words::{
    speed_text, speed_text_in, tree_summary, tree_summary_in, SearchSeen, SolveSeen,
};
pub use replay::Replayer;
pub use search_words::{
    describe_score, describe_score_in, pv_text, score_meaning, score_meaning_in, short_score,
    short_score_in, EngineReport, SearchRequest,
};
pub use solve_words::{
    child_note, child_note_in, method_short, method_short_in, numbers_meaning, numbers_meaning_in,
    pn_text, sorted_children, verdict_sentence, verdict_sentence_in, SolveRequest,
    DEFAULT_SOLVE_BUDGET, SOLVE_METHODS, SOLVE_PRESETS,
};
pub use status_words::{ending_sentence, ending_sentence_in, plies_text, plies_text_in, side_in};
pub use tree::{minimax_nodes, trace_top, DEFAULT_TREE_DEPTH, MAX_TREE_DEPTH};

use super::board::{square_name, Board, Color, Move, Square};
use super::records::RECORDS;
use super::search::Analysis;
use super::solve::Method;
use super::text::{write_position, write_record};
use super::{Loa, Rules};
use crate::game::State;

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
        let mut game = Loa::from_board(link.start, link.rules);
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
            rules: *self.game.rules(),
        }
    }

    /// The rules the game is played under.
    pub fn rules(&self) -> Rules {
        *self.game.rules()
    }

    /// The same game under other rules: its moves replayed under `rules` as far as they are
    /// legal there (a pass is legal only under the pass rule, and a game may now end sooner:
    /// the moves after its end are dropped). Nothing can be redone afterwards.
    pub fn with_rules(&self, rules: Rules) -> Lab {
        Lab {
            game: replayed(*self.game.start(), self.game.moves(), rules),
            redo: Vec::new(),
            selected: None,
            report: None,
            ..self.clone()
        }
    }

    /// True when the person is to move on the Play tab and has no move but a pass (under the
    /// pass rule): the page offers the Pass button.
    pub fn must_pass(&self) -> bool {
        let mut legal = Vec::new();
        self.game.legal_actions(&mut legal);
        self.tab == Tab::Play && !self.engine_to_move() && legal == [Move::PASS]
    }

    /// The person's forced pass played (the same game when [`Lab::must_pass`] is false).
    pub fn pass(&self) -> Lab {
        if !self.must_pass() {
            return self.clone();
        }
        self.play(Move::PASS).unwrap_or_else(|| self.clone())
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

    /// The game shown on the board, as far as a search can start from it: the game on the
    /// Play tab, the replay at its ply, or the edited position once it is playable.
    pub fn shown_game(&self) -> Option<Loa> {
        match self.tab {
            Tab::Play => Some(self.game.clone()),
            Tab::Replay => Some(self.replayer.game()),
            Tab::Edit => self
                .editor
                .playable()
                .map(|b| Loa::from_board(b, self.rules())),
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

    /// The game's moves as numbered rows.
    pub fn move_rows(&self) -> Vec<MoveRow> {
        move_rows(self.game.start().to_move(), self.game.moves())
    }

    /// The game as text to download or copy: the numbered record (Black first, the format of
    /// the published records, read back by [`parse_record`](super::text::parse_record)), after a
    /// `# Rules:` line when the rules are not the default ones; a game from a set-up position is
    /// preceded by its position text on a line of its own, and numbered from its first mover.
    pub fn export_text(&self) -> String {
        let rules = if self.rules() == Rules::default() {
            String::new()
        } else {
            format!("# Rules: {}\n", self.rules().flags())
        };
        if !self.custom_start() {
            return rules + &write_record(self.game.moves());
        }
        let mut out = format!("{rules}{}\n", write_position(self.game.start()));
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
            (Tab::Play, Key::Pass) => self.pass(),
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
            game: Loa::from_board(board, self.rules()),
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

    /// A game on the page that continues the replayed record from the ply shown (under the
    /// page's rules; the records were played under the default ones).
    pub fn play_from_replay(&self) -> Lab {
        let shown = self.replayer.game();
        Lab {
            game: replayed(*shown.start(), shown.moves(), self.rules()),
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

/// The game from `start` with `moves` played under `rules`, up to the first move that is not
/// legal there (or the game's end).
fn replayed(start: Board, moves: &[Move], rules: Rules) -> Loa {
    let mut game = Loa::from_board(start, rules);
    let mut legal = Vec::new();
    for &mv in moves {
        game.legal_actions(&mut legal);
        if !legal.contains(&mv) {
            break;
        }
        game.apply(mv);
    }
    game
}
