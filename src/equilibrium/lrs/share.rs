//! A worker's share of an enumeration cut in pieces ([`EnumerationJob::pieces`]), for a page
//! that runs one worker per core: worker `w` of `n` runs the pieces `w, w + n, w + 2n, …` one
//! after the other and sends back what they found; the page then hands every share's findings
//! to one job that pairs them ([`EnumerationJob::from_shares`]). Every worker cuts the same
//! pieces from the same game (the cut is deterministic), so a share is named by its number
//! alone and nothing but the game and the findings travels.
//!
//! Dealing the pieces round-robin, not one at a time from a queue as the command line's pool
//! does, keeps a worker's share one request; with hundreds of pieces of uneven size over a few
//! workers the shares still come out even to within a few pieces.

use super::{EnumerationJob, EnumerationPiece, PieceFound};
use crate::equilibrium::EquilibriumError;
use crate::jobs::{Job, Progress};
use crate::models::strategic::Bimatrix;

/// How many levels below each root the reverse-search trees are cut: up to (strategies)²
/// pieces per polytope, enough to keep a few threads or workers evenly busy.
pub const SPLIT_DEPTH: usize = 2;

/// Worker `worker`'s share of the pieces of `g`'s enumeration (of `workers`): a [`Job`] whose
/// output is what its pieces found.
#[derive(Clone, Debug)]
pub struct EnumerationShare {
    pieces: Vec<EnumerationPiece>,
    /// The piece being run.
    next: usize,
    found: Vec<PieceFound>,
    /// Bases of the finished pieces.
    bases: u64,
}

impl EnumerationShare {
    /// The share of worker `worker` (from 0) of `workers`.
    ///
    /// Fails as [`EnumerationJob::new`] does, or if `worker` is not below `workers`.
    pub fn new(g: &Bimatrix, worker: usize, workers: usize) -> Result<Self, EquilibriumError> {
        if worker >= workers {
            return Err(EquilibriumError::NoSuchShare {
                share: worker,
                shares: workers,
            });
        }
        let (_, pieces) = EnumerationJob::pieces(g, SPLIT_DEPTH)?;
        let pieces = pieces
            .into_iter()
            .enumerate()
            .filter(|(k, _)| k % workers == worker)
            .map(|(_, p)| p)
            .collect();
        Ok(EnumerationShare {
            pieces,
            next: 0,
            found: Vec::new(),
            bases: 0,
        })
    }
}

impl Job for EnumerationShare {
    type Output = Vec<PieceFound>;

    fn step(&mut self, budget: u64) -> Option<Vec<PieceFound>> {
        let Some(piece) = self.pieces.get_mut(self.next) else {
            return Some(self.found.clone());
        };
        if let Some(found) = piece.step(budget) {
            self.bases += found.bases;
            self.found.push(found);
            self.next += 1;
        }
        None
    }

    fn progress(&self) -> Progress {
        let current = self.pieces.get(self.next).map(Job::progress);
        let count = self.pieces.len().max(1) as f64;
        Progress {
            done: self.bases + current.as_ref().map_or(0, |p| p.done),
            total: None,
            fraction: (self.next as f64 + current.map_or(0.0, |p| p.fraction)) / count,
            unit: "bases".into(),
        }
    }
}

impl EnumerationJob {
    /// The job that pairs what every share of `g`'s enumeration found ([`EnumerationShare`],
    /// in any order): the same answer as [`super::all_equilibria`].
    pub fn from_shares(
        g: &Bimatrix,
        shares: Vec<Vec<PieceFound>>,
    ) -> Result<EnumerationJob, EquilibriumError> {
        let (job, _) = EnumerationJob::pieces(g, SPLIT_DEPTH)?;
        Ok(job.with_pieces(shares.into_iter().flatten().collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::equilibrium::all_equilibria;
    use crate::jobs::run_to_end;
    use crate::models::strategic::Bimatrix;
    use crate::rng::GameRng;
    use rand::SeedableRng;

    #[test]
    fn shares_over_any_number_of_workers_give_the_whole_answer() {
        let mut rng = GameRng::seed_from_u64(40);
        // Nondegenerate (payoffs 0–99) and degenerate (0–2: ties, continua) games.
        for (n, high) in [(6, 99), (8, 99), (9, 99), (6, 2), (7, 2)] {
            let g = Bimatrix::random_integers(n, n, 0, high, &mut rng);
            let whole = all_equilibria(&g).unwrap();
            for workers in [1, 2, 3, 7] {
                let shares: Vec<Vec<PieceFound>> = (0..workers)
                    .map(|w| run_to_end(&mut EnumerationShare::new(&g, w, workers).unwrap()))
                    .collect();
                assert!(shares[0].iter().any(|p| !p.found.is_empty()), "{n}×{n}");
                let mut job = EnumerationJob::from_shares(&g, shares).unwrap();
                assert_eq!(run_to_end(&mut job), whole, "{n}×{n}, {workers} workers");
            }
        }
    }

    #[test]
    fn a_share_is_numbered_below_the_workers() {
        let g = Bimatrix::random_integers(3, 3, 0, 9, &mut GameRng::seed_from_u64(4));
        assert!(EnumerationShare::new(&g, 2, 2).is_err());
        assert!(EnumerationShare::new(&g, 0, 0).is_err());
        assert!(EnumerationShare::new(&g, 1, 2).is_ok());
    }
}
