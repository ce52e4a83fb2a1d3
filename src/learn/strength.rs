//! How strong a network is: a [`Judge`] measures it after each generation.
//!
//! - [`PerfectTicTacToe`] holds it to the exact values of tic-tac-toe (alpha-beta on every
//!   reachable position, [`exact_positions`]): (a) the share of the 4 520 non-terminal
//!   reachable positions where its move keeps the position's value (win, draw or loss), and
//!   (b) its games against a perfect player as X and as O, where the perfect player tries
//!   **every** value-keeping reply at every turn, so "no loss" means no line of perfect play
//!   beats it, not that a few sampled games went well.
//! - [`MctsMatch`] plays it against the project's UCT with a number of iterations, over
//!   seeded games as both colours: its wins, draws and losses.
//!
//! The network's own moves are deterministic ([`Mover`]: the policy's best move, or PUCT with
//! a fixed seed per position), so the games against the perfect player form a finite tree
//! walked once.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::encoder::{Encoder, TicTacToeEncoder};
use super::network::Network;
use super::self_play::{choose_move, Mover};
use crate::game::{Player, PositionKey, State, Turn};
use crate::games::tictactoe::{reachable_positions, Payoff, Square, TicTacToe};
use crate::rng::Seed;
use crate::search::mcts::accuracy::exact_positions;
use crate::search::mcts::{Config, Mcts, Variant};
use crate::search::Searchable;

/// A network's strength at one generation; the fields a judge does not measure are `None`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Strength {
    /// How the network chose its moves (`policy`, `puct 16`).
    pub mover: String,
    /// Tic-tac-toe: the share of non-terminal reachable positions where its move is optimal.
    pub optimal_move_share: Option<f64>,
    /// Tic-tac-toe: games lost as X against the perfect player trying every optimal reply.
    pub losses_as_first: Option<u32>,
    /// Tic-tac-toe: games lost as O, likewise.
    pub losses_as_second: Option<u32>,
    /// Tic-tac-toe: the number of games (lines of perfect replies) as X and as O.
    pub games_against_perfect: Option<[u32; 2]>,
    /// A match against a search: the network's record.
    pub versus: Option<Record>,
}

/// A network's record in a match.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// The opponent (`uct 1000`).
    pub opponent: String,
    /// Games the network won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games the network lost.
    pub losses: u32,
}

impl Record {
    /// The network's score: (wins + draws/2) / games (0 with no game).
    pub fn score(&self) -> f64 {
        let games = self.wins + self.draws + self.losses;
        if games == 0 {
            0.0
        } else {
            (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(games)
        }
    }
}

/// Measures a network.
pub trait Judge<S: State, E: Encoder<S>> {
    /// The strength of `network`.
    fn judge(&self, network: &Arc<Network>, encoder: &E) -> Strength;
}

/// Tic-tac-toe's exact judge (see the [module](self) documentation).
pub struct PerfectTicTacToe {
    /// How the network chooses its moves.
    pub mover: Mover,
    /// Per board code (base 3), the value-keeping moves; empty at terminal or unreachable
    /// boards.
    optimal: Vec<Vec<Square>>,
    positions: Vec<TicTacToe>,
}

impl PerfectTicTacToe {
    /// The judge, its exact values computed by alpha-beta on every reachable position.
    pub fn new(mover: Mover) -> Self {
        let exact = exact_positions(reachable_positions(), &Payoff::Corrected);
        let mut optimal = vec![Vec::new(); 19_683];
        let mut positions = Vec::with_capacity(exact.len());
        for p in exact {
            optimal[usize::from(p.state.code())] = p.correct;
            positions.push(p.state);
        }
        PerfectTicTacToe {
            mover,
            optimal,
            positions,
        }
    }

    /// The value-keeping moves at `board` (empty when it is over).
    pub fn optimal_moves(&self, board: &TicTacToe) -> &[Square] {
        &self.optimal[usize::from(board.code())]
    }

    /// The non-terminal reachable positions (4 520).
    pub fn positions(&self) -> &[TicTacToe] {
        &self.positions
    }

    fn choose(&self, network: &Arc<Network>, board: &TicTacToe) -> Square {
        choose_move(
            network,
            &TicTacToeEncoder,
            self.mover,
            board,
            Seed(board.position_key()),
        )
    }

    /// The share of non-terminal reachable positions where the network's move is optimal.
    pub fn optimal_move_share(&self, network: &Arc<Network>) -> f64 {
        let good = self
            .positions
            .iter()
            .filter(|b| self.optimal_moves(b).contains(&self.choose(network, b)))
            .count();
        good as f64 / self.positions.len() as f64
    }

    /// Games of the network as `side` against the perfect player trying every optimal reply:
    /// (games, losses).
    pub fn games_against_perfect(&self, network: &Arc<Network>, side: Player) -> (u32, u32) {
        let mut tally = (0, 0);
        self.walk(network, side, TicTacToe::new(), &mut tally);
        tally
    }

    fn walk(&self, network: &Arc<Network>, side: Player, board: TicTacToe, tally: &mut (u32, u32)) {
        match board.turn() {
            Turn::Terminal => {
                tally.0 += 1;
                if board.returns()[side] < 0.0 {
                    tally.1 += 1;
                }
            }
            Turn::Player(p) if p == side => {
                let square = self.choose(network, &board);
                self.walk(network, side, board.child(square), tally);
            }
            _ => {
                for &square in self.optimal_moves(&board) {
                    self.walk(network, side, board.child(square), tally);
                }
            }
        }
    }
}

impl Judge<TicTacToe, TicTacToeEncoder> for PerfectTicTacToe {
    fn judge(&self, network: &Arc<Network>, _encoder: &TicTacToeEncoder) -> Strength {
        let (first_games, first_losses) = self.games_against_perfect(network, Player(0));
        let (second_games, second_losses) = self.games_against_perfect(network, Player(1));
        Strength {
            mover: self.mover.describe(),
            optimal_move_share: Some(self.optimal_move_share(network)),
            losses_as_first: Some(first_losses),
            losses_as_second: Some(second_losses),
            games_against_perfect: Some([first_games, second_games]),
            versus: None,
        }
    }
}

/// A match against UCT with random playouts (see the [module](self) documentation): game
/// `g` has the network move first when `g` is even, and UCT's searches seeded from
/// `seed.derive(g)`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct MctsMatch {
    /// How the network chooses its moves.
    pub mover: Mover,
    /// UCT's iterations per move.
    pub iterations: u64,
    /// Games in the match (half with each colour when even).
    pub games: u64,
    /// The seed of UCT's searches.
    pub seed: Seed,
}

impl MctsMatch {
    /// The opponent's name (`uct 1000`).
    pub fn opponent(&self) -> String {
        format!("uct {}", self.iterations)
    }

    /// Game `g`: the network's result (+1 won, 0 drawn, −1 lost).
    pub fn play<S, E>(&self, network: &Arc<Network>, encoder: &E, g: u64) -> f64
    where
        S: Searchable + PartialEq + PositionKey + 'static,
        E: Encoder<S> + 'static,
    {
        let side = Player((g % 2) as u8);
        let seed = self.seed.derive(g);
        let mut state = encoder.start();
        let mut ply = 0u64;
        while let Turn::Player(p) = state.turn() {
            let action = if p == side {
                choose_move(network, encoder, self.mover, &state, seed.derive(ply))
            } else {
                let mut search =
                    Mcts::new(state.clone(), Config::new(Variant::Uct, seed.derive(ply)));
                search.run(self.iterations);
                search
                    .best_action()
                    .expect("a searched position has a move")
            };
            state.apply(action);
            ply += 1;
        }
        state.returns()[side]
    }

    /// The strength the match's results show (its games played anywhere, in any split).
    pub fn strength(&self, results: impl IntoIterator<Item = f64>) -> Strength {
        Strength {
            mover: self.mover.describe(),
            versus: Some(self.record(results)),
            ..Strength::default()
        }
    }

    /// The record of the results of [`MctsMatch::play`].
    pub fn record(&self, results: impl IntoIterator<Item = f64>) -> Record {
        let mut r = Record {
            opponent: self.opponent(),
            ..Record::default()
        };
        for x in results {
            if x > 0.0 {
                r.wins += 1;
            } else if x < 0.0 {
                r.losses += 1;
            } else {
                r.draws += 1;
            }
        }
        r
    }
}

impl<S, E> Judge<S, E> for MctsMatch
where
    S: Searchable + PartialEq + PositionKey + 'static,
    E: Encoder<S> + 'static,
{
    fn judge(&self, network: &Arc<Network>, encoder: &E) -> Strength {
        self.strength((0..self.games).map(|g| self.play(network, encoder, g)))
    }
}
