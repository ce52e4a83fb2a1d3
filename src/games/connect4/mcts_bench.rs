//! Monte Carlo tree search measured on Connect Four against the exact solver: the positions
//! of a built-in scored set ([`BenchSet`]: 8–13 or 14–27 moves, each scored by Pascal Pons'
//! solver), every column's exact score by [`Solver::analyse`], and the accuracy curves of UCT,
//! PUCT and MCTS-Solver over them ([`accuracy_job`]; the measurement itself is generic, in
//! [`crate::search::mcts::accuracy`], shared with tic-tac-toe).
//!
//! A move is **correct** when the sign of its column's score (win, draw or loss for the side to
//! move) equals the sign of the best column's: a move that keeps the position's value, as in
//! tic-tac-toe. Scores are Pons' (positive: the side to move wins), so a winning move is
//! correct however slowly it wins.
//!
//! Why these positions: they are the ones whose scores come from Pons' own solver
//! (tests/data/connect4/README.md), so the truth here is checked twice — each position's best
//! column score must equal his score of the position ([`exact_positions`] fails otherwise) —
//! and they are middle-game positions where the tree is far too large for an MCTS to prove,
//! unlike tic-tac-toe's.

use super::bench::BenchSet;
use super::board::{Column, Connect4};
use super::geometry::Geometry;
use super::solver::Solver;
use crate::rng::{shuffle, Seed};
use crate::search::mcts::accuracy::{AccuracyJob, Position, Positions, Settings};

/// The solver's table: 2²⁰ entries (16 MB), plenty for positions of 8 moves and more.
const TABLE_LOG2: u32 = 20;

/// One scored position with its correct columns, checked against `published`, Pons' score.
fn exact_position(
    solver: &mut Solver,
    moves: &str,
    position: Connect4,
    published: i32,
) -> Result<Position<Connect4>, String> {
    let scores = solver.analyse(&position).scores;
    let best = scores.iter().flatten().copied().max();
    if best != Some(published) {
        return Err(format!(
            "{moves}: the best column scores {best:?}, Pons' solver {published}"
        ));
    }
    let correct = scores
        .iter()
        .enumerate()
        .filter(|(_, s)| s.is_some_and(|s| s.signum() == published.signum()))
        .map(|(c, _)| Column(c as u8))
        .collect();
    Ok(Position {
        legal: scores.iter().flatten().count(),
        state: position,
        correct,
    })
}

/// The positions of `which` from `set` with their correct columns, in the set's order.
///
/// `All` and `Critical` analyse the whole set (1 000 middle-game positions: about 10 s
/// natively). A sample analyses positions in a seeded random order until it has `n` critical
/// ones — a uniform sample of the critical positions, as tic-tac-toe's, without solving the
/// rest. An error if a column's exact score disagrees with Pons' score of the position.
pub fn exact_positions(
    set: BenchSet,
    which: Positions,
    seed: Seed,
) -> Result<Vec<Position<Connect4>>, String> {
    let scored = set.positions();
    let mut order: Vec<usize> = (0..scored.len()).collect();
    if let Positions::Sample(_) = which {
        shuffle(&mut order, &mut seed.rng());
    }
    let mut solver = Solver::new(Geometry::STANDARD, TABLE_LOG2);
    let mut picked: Vec<(usize, Position<Connect4>)> = Vec::new();
    for i in order {
        if let Positions::Sample(n) = which {
            if picked.len() == n {
                break;
            }
        }
        let (moves, position, score) = &scored[i];
        let p = exact_position(&mut solver, moves, *position, *score)?;
        if which == Positions::All || p.is_critical() {
            picked.push((i, p));
        }
    }
    picked.sort_by_key(|p| p.0);
    Ok(picked.into_iter().map(|p| p.1).collect())
}

/// The measurement of `settings` over the positions of `which` from `set` (sampled with
/// `settings.seed`).
pub fn accuracy_job(
    set: BenchSet,
    which: Positions,
    settings: Settings,
) -> Result<AccuracyJob<Connect4>, String> {
    Ok(AccuracyJob::new(
        exact_positions(set, which, settings.seed)?,
        settings,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::State;
    use crate::jobs::run_to_end;
    use crate::search::mcts::Variant;

    #[test]
    fn a_sample_is_critical_seeded_and_agrees_with_pons() {
        let sample = exact_positions(BenchSet::Middle, Positions::Sample(12), Seed(3)).unwrap();
        assert_eq!(sample.len(), 12);
        assert!(sample.iter().all(Position::is_critical));
        assert!(sample.iter().all(|p| !p.correct.is_empty()));
        assert_eq!(
            sample,
            exact_positions(BenchSet::Middle, Positions::Sample(12), Seed(3)).unwrap()
        );
        // A second method: a correct column's child is solved again from the other side, and
        // a wrong one's; their signs say which is which.
        let mut solver = Solver::new(Geometry::STANDARD, TABLE_LOG2);
        for p in &sample {
            let value = solver
                .analyse(&p.state)
                .scores
                .iter()
                .flatten()
                .max()
                .copied()
                .unwrap()
                .signum();
            let mut actions = Vec::new();
            p.state.legal_actions(&mut actions);
            for a in actions {
                let mut child = p.state;
                child.apply(a);
                let own = if child.last_mover_has_four() {
                    1
                } else {
                    -solver.solve(&child).score.signum()
                };
                assert_eq!(p.correct.contains(&a), own == value, "{} {a:?}", p.state);
            }
        }
    }

    #[test]
    fn a_wrong_published_score_is_caught() {
        let (moves, position, score) = BenchSet::Middle.positions()[0].clone();
        let mut solver = Solver::new(Geometry::STANDARD, TABLE_LOG2);
        assert!(exact_position(&mut solver, &moves, position, score).is_ok());
        let e = exact_position(&mut solver, &moves, position, score + 1).unwrap_err();
        assert!(e.contains("Pons"), "{e}");
    }

    #[test]
    fn curves_over_a_few_positions() {
        let settings = Settings {
            variants: Variant::ALL.to_vec(),
            iterations: vec![1, 50, 400],
            runs: 2,
            seed: Seed(5),
        };
        let curves = run_to_end(
            &mut accuracy_job(BenchSet::Middle, Positions::Sample(6), settings).unwrap(),
        );
        assert_eq!((curves.positions, curves.runs), (6, 2));
        assert_eq!(curves.points.len(), 9);
        for p in &curves.points {
            assert_eq!(p.trials, 12);
            assert!(p.low <= p.accuracy && p.accuracy <= p.high);
        }
    }
}
