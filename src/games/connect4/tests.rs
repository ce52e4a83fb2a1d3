//! Connect Four's rules and solver checked against independent, deliberately naive code:
//! perft against a generator on a plain array board that scans the whole board for four in a
//! row, the solver against plain negamax and the project's alpha-beta, move strings and their
//! errors, and the project's conformance harness.

use super::*;
use crate::game::conformance::{check_game, Conformance};
use crate::game::{Player, State};
use crate::rng::Seed;
use crate::search::alphabeta::{alphabeta, Options};

/// A 7×6 board as an array, `board[col][row]`, 0 empty, 1 and 2 the players.
#[derive(Clone)]
struct Naive {
    board: [[u8; 6]; 7],
    heights: [usize; 7],
    ply: usize,
}

impl Naive {
    fn new() -> Self {
        Naive {
            board: [[0; 6]; 7],
            heights: [0; 7],
            ply: 0,
        }
    }

    /// Whether anyone has four in a row: every cell, every direction.
    fn someone_won(&self) -> bool {
        for col in 0..7i32 {
            for row in 0..6i32 {
                let who = self.board[col as usize][row as usize];
                if who == 0 {
                    continue;
                }
                for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                    let four = (1..4).all(|k| {
                        let (c, r) = (col + k * dc, row + k * dr);
                        (0..7).contains(&c)
                            && (0..6).contains(&r)
                            && self.board[c as usize][r as usize] == who
                    });
                    if four {
                        return true;
                    }
                }
            }
        }
        false
    }

    fn perft(&mut self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.someone_won() || self.ply == 42 {
            return 0;
        }
        let mut n = 0;
        for col in 0..7 {
            if self.heights[col] < 6 {
                self.board[col][self.heights[col]] = 1 + (self.ply % 2) as u8;
                self.heights[col] += 1;
                self.ply += 1;
                n += self.perft(depth - 1);
                self.ply -= 1;
                self.heights[col] -= 1;
                self.board[col][self.heights[col]] = 0;
            }
        }
        n
    }
}

#[test]
fn perft_to_depth_8_matches_a_naive_generator() {
    let start = Connect4::standard();
    let mut naive = Naive::new();
    let counts: Vec<u64> = (0..=8).map(|d| start.perft(d)).collect();
    for (d, &n) in counts.iter().enumerate() {
        assert_eq!(n, naive.perft(d as u32), "depth {d}");
    }
    // OEIS A212693: 7^7 − 7 at depth 7 (a column of six cannot take a seventh stone), and at
    // depth 8 the games won with the first player's fourth stone at move 7 stop.
    assert_eq!(
        counts,
        vec![1, 7, 49, 343, 2401, 16807, 117649, 823536, 5673234]
    );
}

#[test]
fn move_strings_and_their_errors() {
    let g = Geometry::STANDARD;
    let p = Connect4::from_moves(g, "4453").unwrap();
    assert_eq!(p.moves_played(), 4);
    assert_eq!(p.to_move(), Player(0));
    assert_eq!(p.stone(3, 0), Some(Player(0)));
    assert_eq!(p.stone(3, 1), Some(Player(1)));
    assert_eq!(p.stone(4, 0), Some(Player(0)));
    assert_eq!(p.stone(2, 0), Some(Player(1)));
    assert_eq!(
        Connect4::from_moves(g, "44a"),
        Err(MovesError::NotAColumn {
            index: 2,
            found: 'a'
        })
    );
    assert_eq!(
        Connect4::from_moves(g, "448"),
        Err(MovesError::ColumnOutOfRange {
            index: 2,
            column: 8,
            width: 7
        })
    );
    assert_eq!(
        Connect4::from_moves(g, "40"),
        Err(MovesError::ColumnOutOfRange {
            index: 1,
            column: 0,
            width: 7
        })
    );
    assert_eq!(
        Connect4::from_moves(g, "1111111"),
        Err(MovesError::ColumnFull {
            index: 6,
            column: 1
        })
    );
    let err = Connect4::from_moves(g, "12121213").unwrap_err();
    assert_eq!(err, MovesError::GameOver { index: 7 });
    assert_eq!(err.index(), 7);
    assert!(err.to_string().contains("move 8"), "{err}");
    // An 8-wide board has an 8th column.
    assert!(Connect4::from_moves(Geometry::new(8, 7).unwrap(), "88").is_ok());
}

#[test]
fn the_win_flag_agrees_with_a_scan_and_mirroring_keeps_the_key() {
    let g = Geometry::STANDARD;
    let mut rng = Seed(7).rng();
    for _ in 0..200 {
        let mut p = Connect4::new(g);
        let mut actions = Vec::new();
        while !p.is_over() {
            p.legal_actions(&mut actions);
            let a = *crate::rng::choose(&mut rng, &actions);
            p.apply(a);
            assert_eq!(p.winner().is_some(), p.last_mover_has_four(), "{p}");
            if p.moves_played() + g.width() <= 41 {
                assert_eq!(p.mirrored().symmetric_key(), p.symmetric_key());
            }
            assert_eq!(p.mirrored().mirrored(), p);
        }
    }
}

#[test]
fn connect4_conforms() {
    for geometry in [Geometry::STANDARD, Geometry::new(8, 7).unwrap()] {
        let config = Conformance {
            games: 60,
            max_length: geometry.cells() as usize,
            action_universe: (0..10).map(Column).collect(),
            zero_sum: true,
            seed: Seed(3),
        };
        check_game(&Connect4::new(geometry), &config).unwrap();
    }
}

/// Plain negamax on Pons' score, no pruning of any kind.
fn plain_negamax(p: &Connect4) -> i32 {
    if p.is_over() {
        return terminal_score(p);
    }
    let mut best = i32::MIN;
    for col in 0..p.geometry().width() {
        if p.can_play(col) {
            let mut child = *p;
            child.play(col);
            best = best.max(-plain_negamax(&child));
        }
    }
    best
}

#[test]
fn the_solver_agrees_with_plain_negamax_and_alpha_beta_on_late_positions() {
    let g = Geometry::STANDARD;
    let mut rng = Seed(11).rng();
    let mut solver = Solver::new(g, 16);
    let mut checked = 0;
    while checked < 40 {
        let mut p = Connect4::new(g);
        let mut actions = Vec::new();
        while p.moves_played() < 32 && !p.is_over() {
            p.legal_actions(&mut actions);
            p.apply(*crate::rng::choose(&mut rng, &actions));
        }
        if p.is_over() {
            continue;
        }
        let exact = plain_negamax(&p);
        assert_eq!(solver.solve(&p).score, exact, "{p}");
        let signed = if p.to_move() == Player(0) {
            exact
        } else {
            -exact
        };
        assert_eq!(
            alphabeta(&p, &PonsScore, Options::ALPHA_BETA_ORDERED_TABLE).value,
            signed
        );
        let analysis = solver.analyse(&p);
        let best = analysis.scores.iter().flatten().max().copied();
        assert_eq!(best, Some(exact), "{p}");
        checked += 1;
    }
}

#[test]
fn every_board_size_solves_small_late_positions() {
    for (w, h) in [
        (6, 5),
        (6, 6),
        (6, 7),
        (7, 5),
        (7, 7),
        (8, 5),
        (8, 6),
        (8, 7),
    ] {
        let g = Geometry::new(w, h).unwrap();
        let mut rng = Seed(u64::from(w * 10 + h)).rng();
        let mut solver = Solver::new(g, 14);
        let mut checked = 0;
        while checked < 5 {
            let mut p = Connect4::new(g);
            let mut actions = Vec::new();
            while p.moves_played() + 11 < g.cells() && !p.is_over() {
                p.legal_actions(&mut actions);
                p.apply(*crate::rng::choose(&mut rng, &actions));
            }
            if p.is_over() {
                continue;
            }
            assert_eq!(solver.solve(&p).score, plain_negamax(&p), "{g} {p}");
            checked += 1;
        }
    }
}

#[test]
fn finished_games_and_immediate_wins_need_no_search() {
    let g = Geometry::STANDARD;
    let mut solver = Solver::new(g, 12);
    let won = Connect4::from_moves(g, "1212121").unwrap();
    assert_eq!(
        solver.solve(&won),
        Solution {
            score: -18,
            nodes: 0
        }
    );
    assert_eq!(solver.analyse(&won).scores, vec![None; 7]);
    let threat = Connect4::from_moves(g, "121212").unwrap();
    assert_eq!(solver.solve(&threat).score, 18);
    let a = solver.analyse(&threat);
    assert_eq!(a.scores[0], Some(18));
}
