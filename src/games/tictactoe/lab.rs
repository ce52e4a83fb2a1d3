//! The tic-tac-toe lab's page model: the state the page carries in its URL ([`Config`], read
//! from and written to a [`Query`]), the engine it plays ([`Config::engine_move`]), and the
//! rules of play around it (whose turn the engine has, undo, the status line, node counts).
//!
//! It lives in the core, not in the web face, so `cargo test` checks it natively and the page
//! is left to read inputs and draw. The URL is the whole state so every position can be shared:
//! [`Config::from_query`] validates each field and reports every problem by field, and
//! [`Config::to_query`] leaves defaults out so links stay short. The engine is the core's
//! [`SearchBot`]; random tie-breaking uses [`TieBreak::PerPosition`], seeded by the position
//! and not by the moves before, so a shared link with `ties=random&seed=` replays the same game.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{BoardError, Mark, MovesError, Payoff, Square, TicTacToe};
use crate::game::State;
use crate::games::nested_tree::SEED_EXAMPLE;
use crate::rng::Seed;
use crate::search::alphabeta::{
    alphabeta, MoveOrder, Options, Pruning, SearchBot, Table, TieBreak,
};
use crate::search::pns::ProofSearch;

/// Who plays whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A person against the engine.
    HumanVsComputer,
    /// The engine against itself.
    ComputerVsComputer,
    /// Two people at one board.
    HumanVsHuman,
}

/// Which search view is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// The alpha-beta tree of the current position.
    Tree,
    /// Proof-number search on the current position.
    Proof,
    /// A hand-written tree.
    Custom,
    /// Monte Carlo tree search stepped phase by phase, the α-β tree beside it.
    Mcts,
}

/// The searcher stepped on a hand-written tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeAlgorithm {
    /// Plain minimax.
    Minimax,
    /// Alpha-beta.
    AlphaBeta,
    /// Proof-number search.
    Pns,
}

/// The seed of random tie-breaking when the URL names none.
pub const DEFAULT_SEED: u64 = 1;

/// The search options of the engine (and of the move values shown beside the board).
pub const ENGINE_OPTIONS: Options = Options::ALPHA_BETA_ORDERED_TABLE;

/// The page's state, as carried by the URL.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    /// The starting position.
    pub start: TicTacToe,
    /// The moves played from the start.
    pub moves: Vec<Square>,
    /// Who plays whom.
    pub mode: Mode,
    /// The person's mark against the computer.
    pub human: Mark,
    /// Whether the person picks the computer's first move (as in the seed).
    pub pick_first: bool,
    /// The payoff scale.
    pub payoff: Payoff,
    /// The open search view.
    pub view: View,
    /// Move ordering of the drawn alpha-beta tree.
    pub order: MoveOrder,
    /// Transposition table of the drawn alpha-beta tree.
    pub table: Table,
    /// The hand-written tree, as text.
    pub tree: String,
    /// The searcher stepped on the hand-written tree.
    pub algorithm: TreeAlgorithm,
    /// The proof-number target on the hand-written tree (its minimax value when `None`).
    pub target: Option<i32>,
    /// How the engine breaks ties between equally good moves: [`TieBreak::First`] or
    /// [`TieBreak::PerPosition`].
    pub ties: TieBreak,
}

/// The URL query fields.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Query {
    /// The starting position.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// The moves, as cell digits.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<String>,
    /// `hvc` (default), `cvc` or `hvh`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mode: Option<String>,
    /// `X` (default) or `O`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub human: Option<String>,
    /// `1` when the person picks the computer's first move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pick: Option<String>,
    /// `corrected` (default) or `seed`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub payoff: Option<String>,
    /// `tree` (default), `pns`, `custom` or `mcts`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub view: Option<String>,
    /// `1` (default) for heuristic move ordering, `0` for none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order: Option<String>,
    /// `1` for a transposition table, `0` (default) for none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tt: Option<String>,
    /// The hand-written tree.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tree: Option<String>,
    /// `alphabeta` (default), `minimax` or `pns`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub algo: Option<String>,
    /// The proof-number target on the hand-written tree.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<String>,
    /// `first` (default) or `random`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ties: Option<String>,
    /// The seed of random tie-breaking.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<String>,
}

/// What is wrong with one field of a tic-tac-toe link (the page lists every one, by field).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// `board` is not a position.
    Board(BoardError),
    /// `moves` are not legal moves from the board.
    Moves(MovesError),
    /// A field whose value is none of its options.
    NotAnOption {
        /// The field.
        field: &'static str,
        /// The value given.
        value: String,
        /// The values it takes.
        options: Vec<&'static str>,
    },
    /// `target` is not an integer.
    Target(String),
    /// `seed` is not a whole number.
    Seed(String),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::with_english(|w| self.message_in(w)))
    }
}

impl std::error::Error for LinkError {}

fn pick<T: Copy>(
    field: &'static str,
    value: &Option<String>,
    default: T,
    options: &[(&'static str, T)],
    errors: &mut Vec<LinkError>,
) -> T {
    match value.as_deref() {
        None | Some("") => default,
        Some(v) => options
            .iter()
            .find(|o| o.0 == v)
            .map(|o| o.1)
            .unwrap_or_else(|| {
                errors.push(LinkError::NotAnOption {
                    field,
                    value: v.to_string(),
                    options: options.iter().map(|o| o.0).collect(),
                });
                default
            }),
    }
}

impl Config {
    /// Reads and validates the query; every problem is reported, by field.
    pub fn from_query(q: &Query) -> Result<Config, Vec<LinkError>> {
        let mut errors = Vec::new();
        let start = match q.board.as_deref() {
            None | Some("") => TicTacToe::new(),
            Some(b) => TicTacToe::parse(b).unwrap_or_else(|e| {
                errors.push(LinkError::Board(e));
                TicTacToe::new()
            }),
        };
        let moves = start
            .parse_moves(q.moves.as_deref().unwrap_or(""))
            .unwrap_or_else(|e| {
                errors.push(LinkError::Moves(e));
                Vec::new()
            });
        let mode = pick(
            "mode",
            &q.mode,
            Mode::HumanVsComputer,
            &[
                ("hvc", Mode::HumanVsComputer),
                ("cvc", Mode::ComputerVsComputer),
                ("hvh", Mode::HumanVsHuman),
            ],
            &mut errors,
        );
        let human = pick(
            "human",
            &q.human,
            Mark::X,
            &[("X", Mark::X), ("O", Mark::O)],
            &mut errors,
        );
        let pick_first = pick(
            "pick",
            &q.pick,
            false,
            &[("0", false), ("1", true)],
            &mut errors,
        );
        let payoff = pick(
            "payoff",
            &q.payoff,
            Payoff::Corrected,
            &[("seed", Payoff::Seed), ("corrected", Payoff::Corrected)],
            &mut errors,
        );
        let view = pick(
            "view",
            &q.view,
            View::Tree,
            &[
                ("tree", View::Tree),
                ("pns", View::Proof),
                ("custom", View::Custom),
                ("mcts", View::Mcts),
            ],
            &mut errors,
        );
        let order = pick(
            "order",
            &q.order,
            MoveOrder::Heuristic,
            &[("0", MoveOrder::AsGenerated), ("1", MoveOrder::Heuristic)],
            &mut errors,
        );
        let table = pick(
            "tt",
            &q.tt,
            Table::Off,
            &[("0", Table::Off), ("1", Table::On)],
            &mut errors,
        );
        let algorithm = pick(
            "algo",
            &q.algo,
            TreeAlgorithm::AlphaBeta,
            &[
                ("minimax", TreeAlgorithm::Minimax),
                ("alphabeta", TreeAlgorithm::AlphaBeta),
                ("pns", TreeAlgorithm::Pns),
            ],
            &mut errors,
        );
        let target = match q.target.as_deref() {
            None | Some("") => None,
            Some(t) => match t.parse::<i32>() {
                Ok(v) => Some(v),
                Err(_) => {
                    errors.push(LinkError::Target(t.to_string()));
                    None
                }
            },
        };
        let seed = match q.seed.as_deref() {
            None | Some("") => DEFAULT_SEED,
            Some(t) => t.parse::<u64>().unwrap_or_else(|_| {
                errors.push(LinkError::Seed(t.to_string()));
                DEFAULT_SEED
            }),
        };
        let ties = pick(
            "ties",
            &q.ties,
            TieBreak::First,
            &[
                ("first", TieBreak::First),
                ("random", TieBreak::PerPosition(Seed(seed))),
            ],
            &mut errors,
        );
        let tree = q.tree.clone().unwrap_or_else(|| SEED_EXAMPLE.to_string());
        if errors.is_empty() {
            Ok(Config {
                start,
                moves,
                mode,
                human,
                pick_first,
                payoff,
                view,
                order,
                table,
                tree,
                algorithm,
                target,
                ties,
            })
        } else {
            Err(errors)
        }
    }

    /// The query that restores this state (defaults left out).
    pub fn to_query(&self) -> Query {
        let some = |s: &str| Some(s.to_string());
        Query {
            board: (self.start != TicTacToe::new()).then(|| self.start.to_string()),
            moves: (!self.moves.is_empty())
                .then(|| self.moves.iter().map(|s| char::from(b'0' + s.0)).collect()),
            mode: match self.mode {
                Mode::HumanVsComputer => None,
                Mode::ComputerVsComputer => some("cvc"),
                Mode::HumanVsHuman => some("hvh"),
            },
            human: (self.human == Mark::O).then(|| "O".to_string()),
            pick: self.pick_first.then(|| "1".to_string()),
            payoff: (self.payoff == Payoff::Seed).then(|| "seed".to_string()),
            ties: self.random_ties().then(|| "random".to_string()),
            seed: match self.ties {
                TieBreak::PerPosition(Seed(s)) if s != DEFAULT_SEED => Some(s.to_string()),
                _ => None,
            },
            view: match self.view {
                View::Tree => None,
                View::Proof => some("pns"),
                View::Custom => some("custom"),
                View::Mcts => some("mcts"),
            },
            order: (self.order == MoveOrder::AsGenerated).then(|| "0".to_string()),
            tt: (self.table == Table::On).then(|| "1".to_string()),
            tree: (self.tree != SEED_EXAMPLE).then(|| self.tree.clone()),
            algo: match self.algorithm {
                TreeAlgorithm::AlphaBeta => None,
                TreeAlgorithm::Minimax => some("minimax"),
                TreeAlgorithm::Pns => some("pns"),
            },
            target: self.target.map(|t| t.to_string()),
        }
    }
}

impl Config {
    /// The current position.
    pub fn board(&self) -> TicTacToe {
        self.moves.iter().fold(self.start, |b, &s| b.child(s))
    }

    /// Whether the engine plays `mark`.
    pub fn computer_plays(&self, mark: Mark) -> bool {
        match self.mode {
            Mode::HumanVsComputer => mark != self.human,
            Mode::ComputerVsComputer => true,
            Mode::HumanVsHuman => false,
        }
    }

    /// Whether the engine should move now (false when the human picks its first move).
    pub fn engine_to_move(&self) -> bool {
        let board = self.board();
        if board.is_over() || !self.computer_plays(board.to_move()) {
            return false;
        }
        if self.pick_first && self.mode == Mode::HumanVsComputer {
            // The human picks the computer's first move (as in the seed).
            let engine = board.to_move();
            let mut b = self.start;
            let engine_moved = self.moves.iter().any(|&s| {
                let mover = b.to_move();
                b.apply(s);
                mover == engine
            });
            return engine_moved;
        }
        true
    }

    /// Whether ties are broken at random (seeded).
    pub fn random_ties(&self) -> bool {
        matches!(self.ties, TieBreak::PerPosition(_) | TieBreak::Random)
    }

    /// The options of the drawn alpha-beta tree.
    pub fn search_options(&self) -> Options {
        Options {
            pruning: Pruning::AlphaBeta,
            order: self.order,
            table: self.table,
        }
    }

    /// The engine: the core's [`SearchBot`] on this payoff scale with this tie-break.
    pub fn engine(&self) -> SearchBot<Payoff> {
        SearchBot::new(self.payoff, ENGINE_OPTIONS, self.ties, Seed(DEFAULT_SEED))
    }

    /// The engine's move in the current position (`None` when the game is over).
    pub fn engine_move(&self) -> Option<Square> {
        self.engine().best_move(&self.board())
    }

    /// This state with `square` played, or `None` when the person may not play it (the game
    /// is over, the cell is taken, or it is the engine's turn).
    pub fn play(&self, square: Square) -> Option<Config> {
        let b = self.board();
        if b.is_over() || b.mark(square).is_some() || self.engine_to_move() {
            return None;
        }
        let mut c = self.clone();
        c.moves.push(square);
        Some(c)
    }

    /// This state with the last move taken back; against the computer, its reply too.
    pub fn undo(&self) -> Config {
        let mut c = self.clone();
        c.moves.pop();
        while !c.moves.is_empty() && c.engine_to_move() && c.mode == Mode::HumanVsComputer {
            c.moves.pop();
        }
        c
    }

    /// The status line above the board.
    pub fn status(&self) -> String {
        crate::i18n::with_english(|w| self.status_in(w))
    }
}

/// Nodes entered to solve `board` by every searcher the page compares (each alpha-beta
/// variant, then proof-number search on "can the side to move force a win?" unless the game
/// is over), with the searcher's display name.
pub fn node_counts(board: &TicTacToe, payoff: Payoff) -> Vec<(String, u64)> {
    let mut rows: Vec<(String, u64)> = Options::ALL
        .iter()
        .map(|(name, o)| (name.to_string(), alphabeta(board, &payoff, *o).nodes))
        .collect();
    if !board.is_over() {
        let mover = board.to_move();
        let mut pns = ProofSearch::new(*board, mover.player(), move |b: &TicTacToe| {
            b.winner() == Some(mover)
        });
        if let Ok(v) = pns.solve() {
            rows.push((
                format!("proof-number search (can {} force a win?)", board.to_move()),
                v.nodes,
            ));
        }
    }
    rows
}

/// A position drawn small, as an SVG fragment centred on (0, 0) within ±18 (cells of 12 pixels,
/// marks of 11, the smallest text the drawn trees use) — the decoration of a node in a drawn
/// search tree ([`crate::search::picture`]).
pub fn mini_board_svg(board: &super::TicTacToe) -> String {
    use super::{Mark, Square};
    let mut s = String::from(r##"<g class="mini">"##);
    for i in 0..9u8 {
        let (x, y) = (
            f64::from(i % 3) * 12.0 - 18.0,
            f64::from(i / 3) * 12.0 - 18.0,
        );
        s.push_str(&format!(
            r##"<rect x="{x}" y="{y}" width="12" height="12" fill="#fff" stroke="#9aa3b2" stroke-width="0.6"/>"##
        ));
        let (mark, color) = match board.mark(Square(i)) {
            Some(Mark::X) => ("×", "#2856b8"),
            Some(Mark::O) => ("o", "#c2410c"),
            None => continue,
        };
        s.push_str(&format!(
            r##"<text x="{}" y="{}" font-size="11" font-weight="700" fill="{color}" text-anchor="middle">{mark}</text>"##,
            x + 6.0,
            y + 10.0
        ));
    }
    s.push_str("</g>");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::PositionKey;
    use crate::search::alphabeta::{action_values, best_actions};

    fn query(pairs: &[(&str, &str)]) -> Query {
        let mut q = Query::default();
        for &(key, value) in pairs {
            let field = match key {
                "board" => &mut q.board,
                "moves" => &mut q.moves,
                "mode" => &mut q.mode,
                "human" => &mut q.human,
                "pick" => &mut q.pick,
                "payoff" => &mut q.payoff,
                "view" => &mut q.view,
                "order" => &mut q.order,
                "tt" => &mut q.tt,
                "tree" => &mut q.tree,
                "algo" => &mut q.algo,
                "target" => &mut q.target,
                "ties" => &mut q.ties,
                "seed" => &mut q.seed,
                _ => panic!("no query key {key}"),
            };
            *field = Some(value.to_string());
        }
        q
    }

    fn errors(pairs: &[(&str, &str)]) -> Vec<String> {
        Config::from_query(&query(pairs))
            .expect_err("a bad query")
            .iter()
            .map(LinkError::to_string)
            .collect()
    }

    #[test]
    fn empty_query_is_the_default_game_and_writes_back_empty() {
        let c = Config::from_query(&Query::default()).unwrap();
        assert_eq!(c.board(), TicTacToe::new());
        assert_eq!(c.mode, Mode::HumanVsComputer);
        assert_eq!(c.human, Mark::X);
        assert_eq!(c.payoff, Payoff::Corrected);
        assert_eq!(c.view, View::Tree);
        assert_eq!(c.order, MoveOrder::Heuristic);
        assert_eq!(c.table, Table::Off);
        assert_eq!(c.algorithm, TreeAlgorithm::AlphaBeta);
        assert_eq!(c.ties, TieBreak::First);
        assert_eq!(c.tree, SEED_EXAMPLE);
        assert_eq!(c.to_query(), Query::default());
    }

    #[test]
    fn good_query_is_read_and_round_trips() {
        let q = query(&[
            ("moves", "40"),
            ("mode", "cvc"),
            ("human", "O"),
            ("pick", "1"),
            ("payoff", "seed"),
            ("view", "custom"),
            ("order", "0"),
            ("tt", "1"),
            ("tree", "[[1,2],[3]]"),
            ("algo", "pns"),
            ("target", "-2"),
            ("ties", "random"),
            ("seed", "7"),
        ]);
        let c = Config::from_query(&q).unwrap();
        assert_eq!(c.moves, vec![Square(4), Square(0)]);
        assert_eq!(c.mode, Mode::ComputerVsComputer);
        assert_eq!(c.human, Mark::O);
        assert!(c.pick_first);
        assert_eq!(c.payoff, Payoff::Seed);
        assert_eq!(c.view, View::Custom);
        assert_eq!(c.order, MoveOrder::AsGenerated);
        assert_eq!(c.table, Table::On);
        assert_eq!(c.tree, "[[1,2],[3]]");
        assert_eq!(c.algorithm, TreeAlgorithm::Pns);
        assert_eq!(c.target, Some(-2));
        assert_eq!(c.ties, TieBreak::PerPosition(Seed(7)));
        assert_eq!(c.to_query(), q);
        assert_eq!(Config::from_query(&c.to_query()).unwrap(), c);
    }

    #[test]
    fn random_ties_with_the_default_seed_leave_the_seed_out() {
        let c = Config::from_query(&query(&[("ties", "random")])).unwrap();
        assert_eq!(c.ties, TieBreak::PerPosition(Seed(DEFAULT_SEED)));
        assert_eq!(c.to_query().seed, None);
        assert_eq!(c.to_query().ties.as_deref(), Some("random"));
    }

    #[test]
    fn the_monte_carlo_view_round_trips() {
        let q = Query {
            view: Some("mcts".into()),
            ..Query::default()
        };
        let c = Config::from_query(&q).unwrap();
        assert_eq!(c.view, View::Mcts);
        assert_eq!(c.to_query().view.as_deref(), Some("mcts"));
    }

    #[test]
    fn each_bad_field_is_named_in_its_message() {
        let cases: [(&str, &str, &str); 11] = [
            ("mode", "x", "mode=\"x\" is not one of hvc, cvc, hvh"),
            ("human", "Z", "human=\"Z\" is not one of X, O"),
            ("pick", "2", "pick=\"2\" is not one of 0, 1"),
            (
                "payoff",
                "big",
                "payoff=\"big\" is not one of seed, corrected",
            ),
            (
                "view",
                "v",
                "view=\"v\" is not one of tree, pns, custom, mcts",
            ),
            ("order", "9", "order=\"9\" is not one of 0, 1"),
            ("tt", "on", "tt=\"on\" is not one of 0, 1"),
            (
                "algo",
                "mcts",
                "algo=\"mcts\" is not one of minimax, alphabeta, pns",
            ),
            ("target", "1.5", "target=\"1.5\" is not an integer"),
            ("seed", "-1", "seed=\"-1\" is not a whole number"),
            ("ties", "last", "ties=\"last\" is not one of first, random"),
        ];
        for (field, value, message) in cases {
            assert_eq!(
                errors(&[(field, value)]),
                vec![message.to_string()],
                "{field}"
            );
        }
        let board = errors(&[("board", "XXXXXXXXXX")]);
        assert_eq!(board.len(), 1);
        assert!(board[0].starts_with("board: "), "{board:?}");
        let moves = errors(&[("moves", "44")]);
        assert_eq!(moves.len(), 1);
        assert!(moves[0].starts_with("moves: "), "{moves:?}");
    }

    #[test]
    fn every_problem_is_reported_at_once() {
        let e = errors(&[("mode", "x"), ("tt", "2"), ("seed", "s")]);
        assert_eq!(e.len(), 3, "{e:?}");
    }

    /// The page's engine before it used [`SearchBot`]: kept here as the reference the core's
    /// engine must reproduce move for move (shared links replay the same games).
    fn reference_move(board: &TicTacToe, payoff: Payoff, random: Option<u64>) -> Option<Square> {
        let (values, _) = action_values(board, &payoff, ENGINE_OPTIONS);
        let best = best_actions(board, &values);
        match random {
            None => best.first().copied(),
            Some(seed) => {
                if best.is_empty() {
                    return None;
                }
                let mut rng = Seed(seed).derive(board.position_key()).rng();
                Some(best[crate::rng::below(&mut rng, best.len() as u32) as usize])
            }
        }
    }

    fn config(ties: TieBreak, payoff: Payoff, moves: &[u8]) -> Config {
        let mut c = Config::from_query(&Query::default()).unwrap();
        c.ties = ties;
        c.payoff = payoff;
        c.moves = moves.iter().map(|&m| Square(m)).collect();
        c
    }

    #[test]
    fn engine_plays_the_pages_former_moves() {
        let openings: [&[u8]; 4] = [&[], &[4], &[0], &[4, 0, 8]];
        for payoff in [Payoff::Seed, Payoff::Corrected] {
            for moves in openings {
                let c = config(TieBreak::First, payoff, moves);
                assert_eq!(c.engine_move(), reference_move(&c.board(), payoff, None));
                for seed in [0, 1, 2, 3, 7, 42, u64::MAX] {
                    let c = config(TieBreak::PerPosition(Seed(seed)), payoff, moves);
                    assert_eq!(
                        c.engine_move(),
                        reference_move(&c.board(), payoff, Some(seed)),
                        "seed {seed}, moves {moves:?}"
                    );
                }
            }
        }
    }

    fn self_play(ties: TieBreak) -> Vec<Square> {
        let mut c = config(ties, Payoff::Corrected, &[]);
        c.mode = Mode::ComputerVsComputer;
        while let Some(sq) = c.engine_move() {
            c.moves.push(sq);
        }
        assert!(c.board().is_over());
        c.moves
    }

    #[test]
    fn a_seeded_game_replays_and_the_first_rule_opens_in_the_corner() {
        let random = TieBreak::PerPosition(Seed(5));
        assert_eq!(self_play(random), self_play(random));
        assert_eq!(self_play(TieBreak::First)[0], Square(0));
        assert_eq!(
            config(TieBreak::First, Payoff::Corrected, &[]).status(),
            "X to move — click a cell, or use the arrow keys and Enter (1–9 also work)."
        );
    }

    #[test]
    fn pick_first_waits_for_the_person_to_choose_the_engines_first_move() {
        let mut c = config(TieBreak::First, Payoff::Corrected, &[]);
        c.human = Mark::O;
        assert!(c.engine_to_move());
        c.pick_first = true;
        assert!(!c.engine_to_move());
        assert_eq!(c.status(), "Choose the computer's first move (X).");
        let c = c.play(Square(4)).expect("the person picks X's move");
        let c = c.play(Square(0)).expect("the person plays O");
        assert!(c.engine_to_move());
        assert_eq!(c.status(), "The computer (X) is thinking…");
        assert!(c.play(Square(1)).is_none(), "not the person's turn");
    }

    #[test]
    fn undo_against_the_computer_takes_back_its_reply() {
        // The person (X) played 4 and the engine replied 0: undo takes back both.
        let c = config(TieBreak::First, Payoff::Corrected, &[4, 0]);
        assert_eq!(c.undo().moves, Vec::<Square>::new());
        // The engine has not replied to 8 yet: only 8 goes.
        let c = config(TieBreak::First, Payoff::Corrected, &[4, 0, 8]);
        assert_eq!(c.undo().moves, vec![Square(4), Square(0)]);
        let mut two = config(TieBreak::First, Payoff::Corrected, &[4, 0]);
        two.mode = Mode::HumanVsHuman;
        assert_eq!(two.undo().moves, vec![Square(4)]);
    }

    #[test]
    fn node_counts_list_every_searcher_and_pns_until_the_game_is_over() {
        let rows = node_counts(&TicTacToe::new(), Payoff::Seed);
        assert_eq!(rows.len(), Options::ALL.len() + 1);
        assert_eq!(
            rows[0],
            (
                "minimax".to_string(),
                super::super::MINIMAX_NODES_FROM_START
            )
        );
        let over = config(TieBreak::First, Payoff::Seed, &[0, 3, 1, 4, 2]).board();
        assert!(over.is_over());
        assert_eq!(node_counts(&over, Payoff::Seed).len(), Options::ALL.len());
    }
}
