//! Monte Carlo tree search against alpha-beta on Connect Four, as a source of game outcomes
//! for the racing lab's races ([`Duel`]), and the budgets that give both the same time per
//! move ([`calibrate`]).
//!
//! The two players ([`Engine`]):
//! - **MCTS** (UCT, PUCT or MCTS-Solver, `crate::search::mcts`) with random playouts and a
//!   number of iterations per move;
//! - **alpha-beta**: iterative deepening (`crate::search::iterative`) with a node budget per
//!   move, scoring the horizon by the window heuristic ([`super::heuristic::Windows`]) and
//!   finished games exactly, centre columns first.
//!
//! The games: pair `p` starts from an opening of a few random moves (seeded by `p`, so the
//! games differ), and its two games swap the colours — the first player has a real advantage
//! in Connect Four, and a pair cancels it. A draw is decided by a fair coin drawn from the
//! game's seed, as the prisoner's dilemma's races decide a tie, so the race's μ is
//! P(A wins) + P(draw)/2. Everything is drawn from `seed`: a race replays exactly.
//!
//! **Equal time.** The core has no clock; the caller may pass one ([`Duel::with_clock`]), and
//! the duel then adds up each side's thinking time. [`calibrate`] measures both engines on the
//! same positions with such a clock and scales alpha-beta's node budget to MCTS's time per
//! move: "equal time" is a budget measured on this machine, after which the race itself is
//! deterministic.

use serde::{Deserialize, Serialize};

use super::bench::BenchSet;
use super::board::{Column, Connect4};
use super::geometry::Geometry;
use super::heuristic::Windows;
use crate::game::{Player, State};
use crate::racing::race::Outcomes;
use crate::rng::{below, choose, Seed};
use crate::search::alphabeta::MoveOrder;
use crate::search::iterative::{iterative_deepening, Limits};
use crate::search::mcts::{Config, Mcts, Variant};

/// The most MCTS iterations or alpha-beta nodes per move.
pub const MAX_BUDGET: u64 = 10_000_000;
/// The most random moves of an opening.
pub const MAX_OPENING: u32 = 6;

/// A player of the race.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Engine {
    /// Monte Carlo tree search with random playouts.
    Mcts {
        /// UCT, PUCT or MCTS-Solver.
        variant: Variant,
        /// Iterations per move.
        iterations: u64,
    },
    /// Iterative-deepening alpha-beta with the window heuristic.
    AlphaBeta {
        /// Nodes per move.
        nodes: u64,
    },
}

impl Engine {
    /// Reads `uct:N`, `puct:N`, `solver:N` (MCTS, N iterations a move) or `ab:N` (alpha-beta,
    /// N nodes a move).
    pub fn parse(text: &str) -> Result<Engine, String> {
        let (kind, budget) = text.trim().split_once(':').ok_or_else(|| {
            format!("{text:?}: write uct:N, puct:N, solver:N (iterations) or ab:N (nodes)")
        })?;
        let budget: u64 = budget
            .trim()
            .parse()
            .ok()
            .filter(|b| (1..=MAX_BUDGET).contains(b))
            .ok_or_else(|| format!("{text:?}: the budget must be a number 1–{MAX_BUDGET}"))?;
        match kind.trim() {
            "ab" | "alphabeta" => Ok(Engine::AlphaBeta { nodes: budget }),
            name => Variant::from_name(name)
                .map(|variant| Engine::Mcts {
                    variant,
                    iterations: budget,
                })
                .map_err(|_| format!("{text:?}: {name:?} is not uct, puct, solver or ab")),
        }
    }

    /// The engine as [`Engine::parse`] reads it.
    pub fn key(&self) -> String {
        match self {
            Engine::Mcts {
                variant,
                iterations,
            } => format!("{}:{iterations}", variant.name()),
            Engine::AlphaBeta { nodes } => format!("ab:{nodes}"),
        }
    }

    /// The engine as the page names it: `UCT (1000 iterations a move)`, `α-β (5000 nodes a
    /// move)`.
    pub fn describe(&self) -> String {
        crate::i18n::with_english(|w| self.describe_in(w))
    }

    /// [`Engine::describe`] in `words`' language.
    pub fn describe_in(&self, words: &crate::i18n::Catalogue) -> String {
        use crate::i18n::Args;
        match self {
            Engine::Mcts {
                variant,
                iterations,
            } => words.msg_with(
                "c4-engine-mcts",
                &Args::new()
                    .text("variant", variant.to_string())
                    .count("iterations", *iterations as i64),
            ),
            Engine::AlphaBeta { nodes } => words.msg_with(
                "c4-engine-alpha-beta",
                &Args::new().count("nodes", *nodes as i64),
            ),
        }
    }

    /// The column it plays in `position` (not over); `seed` drives MCTS's playouts and ties.
    pub fn choose(&self, position: &Connect4, seed: Seed, windows: &Windows) -> Column {
        match *self {
            Engine::Mcts {
                variant,
                iterations,
            } => {
                let mut search = Mcts::new(*position, Config::new(variant, seed));
                search.run(iterations);
                search.best_action()
            }
            Engine::AlphaBeta { nodes } => {
                let limits = Limits {
                    max_depth: None,
                    max_nodes: Some(nodes),
                };
                iterative_deepening(position, windows, limits, MoveOrder::Heuristic).best
            }
        }
        .or_else(|| first_legal(position))
        .expect("a position that is not over has a legal column")
    }
}

fn first_legal(position: &Connect4) -> Option<Column> {
    let mut legal = Vec::new();
    position.legal_actions(&mut legal);
    legal.first().copied()
}

/// How a game ended, for engine A.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Result3 {
    /// A connected four.
    Win,
    /// The board filled up.
    Draw,
    /// B connected four.
    Loss,
}

/// What a duel has played so far.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Tally {
    /// Games played.
    pub games: u64,
    /// Won by A, drawn, won by B.
    pub a_wins: u64,
    /// Drawn games.
    pub draws: u64,
    /// Won by B.
    pub b_wins: u64,
    /// Drawn games the coin gave to A.
    pub draws_to_a: u64,
    /// Moves each engine chose (A, B).
    pub moves: [u64; 2],
    /// Milliseconds each spent choosing them, when the duel has a clock.
    pub millis: [f64; 2],
}

impl Tally {
    /// Mean milliseconds per move of engine `i` (0: A), when timed.
    pub fn millis_per_move(&self, i: usize) -> Option<f64> {
        (self.moves[i] > 0 && self.millis[i] > 0.0).then(|| self.millis[i] / self.moves[i] as f64)
    }
}

/// Engines A and B playing whole games, colours swapped within each pair of games: a source of
/// outcomes for a race, a win being A's (see the module's doc).
pub struct Duel {
    engines: [Engine; 2],
    geometry: Geometry,
    opening: u32,
    seed: Seed,
    windows: Windows,
    clock: Option<Box<dyn Fn() -> f64>>,
    tally: Tally,
}

impl Duel {
    /// A against B on `geometry`, each pair of games from an opening of `opening` random
    /// moves (at most [`MAX_OPENING`]).
    pub fn new(
        a: Engine,
        b: Engine,
        geometry: Geometry,
        opening: u32,
        seed: Seed,
    ) -> Result<Duel, String> {
        if opening > MAX_OPENING {
            return Err(format!("an opening has at most {MAX_OPENING} random moves"));
        }
        Ok(Duel {
            engines: [a, b],
            geometry,
            opening,
            seed,
            windows: Windows::new(geometry),
            clock: None,
            tally: Tally::default(),
        })
    }

    /// The duel, timing each engine's moves with `clock` (milliseconds).
    pub fn with_clock(mut self, clock: Box<dyn Fn() -> f64>) -> Duel {
        self.clock = Some(clock);
        self
    }

    /// Engines A and B.
    pub fn engines(&self) -> [Engine; 2] {
        self.engines
    }

    /// What it has played so far.
    pub fn tally(&self) -> &Tally {
        &self.tally
    }

    /// The opening of pair `pair`: random columns from the empty board.
    pub fn opening(&self, pair: u64) -> Connect4 {
        let mut rng = self.seed.derive(pair).derive(u64::from(u32::MAX)).rng();
        let mut position = Connect4::new(self.geometry);
        let mut legal = Vec::new();
        for _ in 0..self.opening {
            position.legal_actions(&mut legal);
            position.apply(*choose(&mut rng, &legal));
        }
        position
    }

    /// Plays game `g` to its end: its result for A.
    pub fn game(&mut self, g: u64) -> Result3 {
        let mut position = self.opening(g / 2);
        // A moves first in even games: the side to move after the opening is A's in them.
        let a_player = if g % 2 == 0 {
            position.to_move()
        } else {
            Player(1 - position.to_move().0)
        };
        let game_seed = self.seed.derive(g);
        let mut ply = 0;
        while !position.is_over() {
            let i = usize::from(position.to_move() != a_player);
            let started = self.clock.as_ref().map(|c| c());
            let column = self.engines[i].choose(&position, game_seed.derive(ply), &self.windows);
            if let (Some(c), Some(t0)) = (&self.clock, started) {
                self.tally.millis[i] += c() - t0;
            }
            self.tally.moves[i] += 1;
            position.play(u32::from(column.0));
            ply += 1;
        }
        match position.winner() {
            None => Result3::Draw,
            Some(p) if p == a_player => Result3::Win,
            Some(_) => Result3::Loss,
        }
    }
}

impl Outcomes for Duel {
    fn play(&mut self, n: u64) -> u64 {
        let mut wins = 0;
        for _ in 0..n {
            let g = self.tally.games;
            let result = self.game(g);
            self.tally.games += 1;
            match result {
                Result3::Win => {
                    self.tally.a_wins += 1;
                    wins += 1;
                }
                Result3::Loss => self.tally.b_wins += 1,
                Result3::Draw => {
                    self.tally.draws += 1;
                    let mut coin = self.seed.derive(g).derive(u64::from(u32::MAX) + 1).rng();
                    if below(&mut coin, 2) == 0 {
                        self.tally.draws_to_a += 1;
                        wins += 1;
                    }
                }
            }
        }
        wins
    }
}

/// Milliseconds per move of each engine over `positions` (each searched once), timed by
/// `clock`.
pub fn time_per_move(
    engines: &[Engine],
    positions: &[Connect4],
    seed: Seed,
    clock: &dyn Fn() -> f64,
) -> Vec<f64> {
    let windows = positions
        .first()
        .map(|p| Windows::new(p.geometry()))
        .unwrap_or_else(|| Windows::new(Geometry::STANDARD));
    engines
        .iter()
        .map(|engine| {
            let t0 = clock();
            for (k, p) in positions.iter().enumerate() {
                engine.choose(p, seed.derive(k as u64), &windows);
            }
            (clock() - t0) / positions.len().max(1) as f64
        })
        .collect()
}

/// Positions the calibration times both engines on: the first of the built-in set of 8–13
/// moves.
pub const CALIBRATION_POSITIONS: usize = 20;
/// Alpha-beta's node budget while it is timed for the calibration.
pub const PROBE_NODES: u64 = 20_000;

/// The positions of the calibration ([`CALIBRATION_POSITIONS`] of `begin.txt`).
pub fn calibration_positions() -> Vec<Connect4> {
    BenchSet::Begin
        .positions()
        .into_iter()
        .take(CALIBRATION_POSITIONS)
        .map(|p| p.1)
        .collect()
}

/// The alpha-beta node budget that takes `mcts_ms` a move, alpha-beta having taken `probe_ms`
/// a move at `probe` nodes (its time grows in proportion to its nodes, as the budget cuts a
/// deepening at any node); `probe` itself when no time was measured.
pub fn equal_time_nodes(mcts_ms: f64, probe_ms: f64, probe: u64) -> u64 {
    let per_node = probe_ms / probe as f64;
    if per_node <= 0.0 {
        return probe;
    }
    ((mcts_ms / per_node).round() as u64).clamp(1, MAX_BUDGET)
}

/// The alpha-beta node budget that takes as long per move as `mcts` does, measured on
/// `positions` with `clock` ([`equal_time_nodes`] of alpha-beta timed at `probe` nodes).
pub fn calibrate(
    mcts: Engine,
    probe: u64,
    positions: &[Connect4],
    seed: Seed,
    clock: &dyn Fn() -> f64,
) -> u64 {
    let times = time_per_move(
        &[mcts, Engine::AlphaBeta { nodes: probe }],
        positions,
        seed,
        clock,
    );
    equal_time_nodes(times[0], times[1], probe)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::racing::race::Race;
    use crate::racing::{Algorithm, Params};

    #[test]
    fn engines_read_and_write_their_keys() {
        for key in ["uct:1000", "puct:50", "solver:7", "ab:20000"] {
            assert_eq!(Engine::parse(key).unwrap().key(), key);
        }
        assert_eq!(
            Engine::parse("alphabeta:5"),
            Ok(Engine::AlphaBeta { nodes: 5 })
        );
        assert_eq!(
            Engine::parse("uct:1000").unwrap().describe(),
            "UCT (1000 iterations a move)"
        );
        assert_eq!(
            Engine::parse("ab:5000").unwrap().describe(),
            "α-β (5000 nodes a move)"
        );
        assert_eq!(equal_time_nodes(3.0, 1.0, 500), 1_500);
        assert_eq!(equal_time_nodes(3.0, 0.0, 500), 500, "no time measured");
        for bad in ["uct", "uct:0", "ab:x", "minimax:10", "uct:99999999999"] {
            assert!(Engine::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn alpha_beta_takes_a_win_and_blocks_a_loss() {
        let g = Geometry::STANDARD;
        let ab = Engine::AlphaBeta { nodes: 2_000 };
        let w = Windows::new(g);
        // Red (to move) has three in column 1: it wins there.
        let p = Connect4::from_moves(g, "121212").unwrap();
        assert_eq!(ab.choose(&p, Seed(1), &w), Column(0));
        // Yellow to move must block column 1.
        let p = Connect4::from_moves(g, "12121").unwrap();
        assert_eq!(ab.choose(&p, Seed(1), &w), Column(0));
    }

    #[test]
    fn a_pair_swaps_colours_from_one_opening_and_replays() {
        let a = Engine::parse("uct:30").unwrap();
        let b = Engine::parse("ab:300").unwrap();
        let mut duel = Duel::new(a, b, Geometry::STANDARD, 4, Seed(9)).unwrap();
        assert_eq!(duel.opening(0).moves_played(), 4);
        assert_eq!(duel.opening(3), duel.opening(3));
        assert_ne!(duel.opening(0), duel.opening(1));
        let first = duel.play(6);
        let tally = duel.tally().clone();
        assert_eq!(tally.games, 6);
        assert_eq!(tally.a_wins + tally.draws + tally.b_wins, 6);
        assert_eq!(first, tally.a_wins + tally.draws_to_a);
        assert!(tally.moves[0] > 0 && tally.moves[1] > 0);
        assert_eq!(tally.millis, [0.0, 0.0], "no clock, no time");
        let mut again = Duel::new(a, b, Geometry::STANDARD, 4, Seed(9)).unwrap();
        assert_eq!(again.play(6), first);
        assert_eq!(again.tally(), &tally);
        assert!(Duel::new(a, b, Geometry::STANDARD, 7, Seed(9)).is_err());
    }

    #[test]
    fn a_strong_engine_wins_a_race_against_a_weak_one() {
        // Alpha-beta with a real budget against MCTS with 2 iterations a move (nearly
        // random): the race must name alpha-beta (player 2) as the better one.
        let weak = Engine::parse("uct:2").unwrap();
        let strong = Engine::parse("ab:3000").unwrap();
        let duel = Duel::new(weak, strong, Geometry::STANDARD, 2, Seed(3)).unwrap();
        let params = Params {
            eps: 0.05,
            delta: 0.05,
            tests: None,
            cap: 400,
        };
        let mut race = Race::new(Algorithm::IlebrStar2, &params, duel, 0).unwrap();
        let outcome = race.run();
        assert_eq!(
            outcome.winner,
            crate::racing::race::Winner::P2,
            "{outcome:?}"
        );
        assert!(outcome.games < 400);
    }

    #[test]
    fn calibration_scales_the_node_budget_by_time() {
        // A fake clock that advances 1 ms per call: both engines "take" the same time per
        // position, so the budget comes back as the probe; one that advances 3 ms on MCTS's
        // calls and 1 ms on alpha-beta's triples it.
        use std::cell::Cell;
        let g = Geometry::STANDARD;
        let positions = [Connect4::from_moves(g, "44").unwrap()];
        let mcts = Engine::parse("uct:10").unwrap();
        let now = Cell::new(0.0);
        let tick = || {
            now.set(now.get() + 1.0);
            now.get()
        };
        assert_eq!(calibrate(mcts, 500, &positions, Seed(1), &tick), 500);
        let calls = Cell::new(0);
        let slow_mcts = || {
            calls.set(calls.get() + 1);
            now.set(now.get() + if calls.get() <= 2 { 3.0 } else { 1.0 });
            now.get()
        };
        assert_eq!(calibrate(mcts, 500, &positions, Seed(1), &slow_mcts), 1_500);
    }
}
