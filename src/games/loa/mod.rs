//! Lines of Action: the rules with their variant options, as a [`State`].
//!
//! An 8×8 board; Black on b1–g1 and b8–g8, White on a2–a7 and h2–h7; Black moves first. A
//! piece moves in a straight line exactly as many squares as there are pieces (of both colours)
//! on that whole line; it may jump its own pieces but not enemy ones, may not land on its own,
//! and captures an enemy piece by landing on it. A side whose pieces form one 8-connected group
//! wins; both sides are checked after every move.
//!
//! The position itself is [`board::Board`] (bitboards, copy-make, Zobrist key); this module
//! adds what belongs to a *game*: the [`Rules`] options, the moves played, the keys of every
//! position so far (for the repetition rule) and how the game ended ([`Ending`]). Searchers
//! work on `Board` directly and keep their own path for repetitions, because cloning a game's
//! history at every node would cost more than the search itself.
//!
//! The spec's default rules: a move that connects both sides wins for the mover; a player
//! without a legal move loses; the third occurrence of a position (same side to move) is a
//! draw; the 1000th ply is a draw. Each is an option ([`DoubleConnection`], [`NoMoves`],
//! [`Rules`], in [`rules`] with the seed's rule set).

pub mod ab_solver;
pub mod bench;
pub mod board;
pub mod compare;
pub mod engines;
pub mod eval;
pub mod horizon;
pub mod jobs;
pub mod lab;
pub mod naive;
pub mod pn;
pub mod records;
pub mod report;
pub mod rules;
pub mod score;
pub mod search;
pub mod solve;
pub mod suite;
pub mod suite_position;
pub mod table42;
pub mod text;

use serde::{Deserialize, Serialize};

pub use board::{Board, Color, Move, Square};
pub use rules::{DoubleConnection, NoMoves, Rules, DEFAULT_MAX_PLIES, DEFAULT_REPETITION};

use crate::game::{
    ByPlayer, Deterministic, PerfectInformation, Player, PositionKey, State, Turn, ZeroSumTwoPlayer,
};

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// The winner's pieces are connected.
    Connected(Color),
    /// A move connected both sides, under the "draw" option.
    BothConnected,
    /// The loser had no legal move; the winner is named.
    NoMoves(Color),
    /// A position occurred for the `n`th time ([`Rules::repetition`]).
    Repetition(u32),
    /// The ply cap was reached.
    PlyCap,
}

impl Ending {
    /// The winner, or `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            Ending::Connected(c) | Ending::NoMoves(c) => Some(c),
            _ => None,
        }
    }

    /// The ending in words.
    pub fn describe(self) -> String {
        match self {
            Ending::Connected(c) => format!("{c} wins: all {c} pieces are connected"),
            Ending::BothConnected => "draw: the last move connected both sides".into(),
            Ending::NoMoves(c) => format!("{c} wins: {} has no legal move", c.other()),
            Ending::Repetition(n) => format!(
                "draw: the position occurred for the {} time",
                rules::ordinal(n)
            ),
            Ending::PlyCap => "draw: the ply cap was reached".into(),
        }
    }
}

/// The result on the board alone, right after `mover` moved to reach `board`: a connection
/// win or draw, then (under [`NoMoves::Loses`]) the side to move without a move losing.
/// Repetitions and the ply cap are the game's business ([`Loa`]) or a searcher's (its path).
pub fn board_ending(board: &Board, rules: &Rules) -> Option<Ending> {
    let mover = board.to_move().other();
    match board.connection_result(mover, rules.double_connection) {
        Some(Some(c)) => return Some(Ending::Connected(c)),
        Some(None) => return Some(Ending::BothConnected),
        None => {}
    }
    if rules.no_moves == NoMoves::Loses && !board.has_move() {
        return Some(Ending::NoMoves(mover));
    }
    None
}

/// A game of Lines of Action: a position, the rules, and the history the rules need.
#[derive(Clone, Debug, PartialEq)]
pub struct Loa {
    board: Board,
    rules: Rules,
    start: Board,
    moves: Vec<Move>,
    keys: Vec<u64>,
    ending: Option<Ending>,
}

impl Loa {
    /// A game from the start position.
    pub fn new(rules: Rules) -> Loa {
        Loa::from_board(Board::start(), rules)
    }

    /// A game from any position (it may already be over).
    pub fn from_board(board: Board, rules: Rules) -> Loa {
        let ending = board_ending(&board, &rules);
        Loa {
            board,
            rules,
            start: board,
            moves: Vec::new(),
            keys: vec![board.key()],
            ending,
        }
    }

    /// The current position.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The position the game started from.
    pub fn start(&self) -> &Board {
        &self.start
    }

    /// The rules in force.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How the game ended, if it has.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// The winner, if the game is over and not drawn.
    pub fn winner(&self) -> Option<Color> {
        self.ending.and_then(Ending::winner)
    }

    /// The Zobrist keys of every position of the game so far, the current one last.
    pub fn history_keys(&self) -> &[u64] {
        &self.keys
    }

    /// How many times the current position has occurred (this time included).
    pub fn occurrences(&self) -> usize {
        let key = self.board.key();
        self.keys.iter().filter(|&&k| k == key).count()
    }

    /// The same game with its last move taken back (or itself at the start).
    pub fn undone(&self) -> Loa {
        let mut game = Loa::from_board(self.start, self.rules);
        for &m in &self.moves[..self.moves.len().saturating_sub(1)] {
            game.apply(m);
        }
        game
    }
}

/// The seat of a colour: Black is `Player(0)`.
pub fn player_of(color: Color) -> Player {
    Player(color as u8)
}

impl State for Loa {
    type Action = Move;

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        if self.ending.is_some() {
            Turn::Terminal
        } else {
            Turn::Player(player_of(self.board.to_move()))
        }
    }

    fn legal_actions(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.ending.is_some() {
            return;
        }
        self.board.moves(out);
        if out.is_empty() {
            // Under NoMoves::Loses this position would have ended the game.
            out.push(Move::PASS);
        }
    }

    fn apply(&mut self, action: Move) {
        debug_assert!(self.ending.is_none(), "a move after the game ended");
        self.board = self.board.play(action);
        self.moves.push(action);
        self.keys.push(self.board.key());
        self.ending = board_ending(&self.board, &self.rules).or_else(|| {
            if let Some(n) = self
                .rules
                .repetition
                .filter(|&n| self.occurrences() >= n as usize)
            {
                Some(Ending::Repetition(n))
            } else if self
                .rules
                .max_plies
                .is_some_and(|cap| self.moves.len() >= cap as usize)
            {
                Some(Ending::PlyCap)
            } else {
                None
            }
        });
    }

    fn returns(&self) -> ByPlayer<f64> {
        match self.winner() {
            Some(Color::Black) => ByPlayer(vec![1.0, -1.0]),
            Some(Color::White) => ByPlayer(vec![-1.0, 1.0]),
            None => ByPlayer(vec![0.0, 0.0]),
        }
    }
}

impl PerfectInformation for Loa {}
impl Deterministic for Loa {}
impl ZeroSumTwoPlayer for Loa {}

/// The board's Zobrist key. It ignores the history the repetition rule reads, so a table keyed
/// by it treats a position the same whatever led there — the usual engine approximation; the
/// generic traced alpha-beta uses it only for the top few plies the page draws.
impl PositionKey for Loa {
    fn position_key(&self) -> u64 {
        self.board.key()
    }
}

/// The number of move sequences of exactly `depth` plies from `board` under `rules` (the
/// positions' own rules: connection, no-move; a sequence that ends the game earlier is not
/// continued). The last ply is counted without being played (bulk counting). Repetition cannot
/// end a sequence shorter than 8 plies, and the ply cap is not applied, so this is the game's
/// perft for any depth below 8. A position that is already over has no sequences (perft 0 at
/// any depth above 0).
pub fn perft(board: &Board, depth: u32, rules: &Rules) -> u64 {
    if depth > 0 && board_ending(board, rules).is_some() {
        return 0;
    }
    perft_inner(board, depth, rules)
}

fn perft_inner(board: &Board, depth: u32, rules: &Rules) -> u64 {
    if depth == 0 {
        return 1;
    }
    let own = board.pieces(board.to_move());
    if depth == 1 {
        let n = u64::from(board.count_moves());
        return if n == 0 && rules.no_moves == NoMoves::Pass {
            1
        } else {
            n
        };
    }
    let enemy = board.pieces(board.to_move().other());
    let mut total = 0;
    let mut any = false;
    for from in board::squares(own) {
        for to in board::squares(board.targets_from(from)) {
            any = true;
            let child = board.play(Move {
                from,
                to,
                capture: enemy & (1u64 << to) != 0,
            });
            if board_ending(&child, rules).is_none() {
                total += perft_inner(&child, depth - 1, rules);
            }
        }
    }
    if !any && rules.no_moves == NoMoves::Pass {
        let child = board.play(Move::PASS);
        if board_ending(&child, rules).is_none() {
            total += perft_inner(&child, depth - 1, rules);
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perft_of_the_start() {
        let rules = Rules::default();
        assert_eq!(perft(&Board::start(), 1, &rules), 36);
    }

    #[test]
    fn the_shortest_record_ends_with_black_connected() {
        let text = "1. d1-b3 h5-g4\n2. b1-b4 g4xg1\n3. b4-e7 a3xc1\n4. b3-e6 h3xf1\n5. e1-e5\n";
        let record = text::parse_record(text).unwrap();
        let r = text::replay(&record, Rules::default());
        assert!(r.all_legal(), "{:?}", r.first_illegal);
        assert_eq!(r.game.winner(), Some(Color::Black));
        assert_eq!(r.game.moves().len(), 9);
    }

    #[test]
    fn undo_replays_all_but_the_last_move() {
        let mut g = Loa::new(Rules::default());
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        let first = g.clone();
        g.apply(legal[3]);
        assert_eq!(g.undone(), first);
    }
}
