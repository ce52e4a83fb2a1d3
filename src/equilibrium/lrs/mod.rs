//! All Nash equilibria by lexicographic reverse search with exact integer pivoting, the method
//! of lrsnash (Avis, Rosenberg, Savani, von Stengel 2010).
//!
//! ## Method
//!
//! The extreme equilibria of a bimatrix game are the completely labelled pairs of vertices of
//! the best-response polytopes `P = {x ≥ 0 : Bᵀx ≤ 1}` and `Q = {y ≥ 0 : Ay ≤ 1}` (payoffs
//! shifted positive). [`EnumerationJob`] lists the vertices of both by reverse search
//! ([`search`]): the lex-positive bases form a tree under Bland's pivot rule with the
//! lexicographic ratio test, walked depth first from `z = 0` without storing what was visited,
//! each vertex reported once at its lexicographically smallest basis ([`dictionary`]). Only the
//! labels of each vertex (support and best responses, as bit masks) are kept. Pairing then
//! needs no arithmetic: a nondegenerate `x` is completely labelled only with the `y` whose
//! support is `x`'s best responses and whose best responses are `x`'s support (a hash
//! look-up); degenerate vertices, rare in generic games, are compared with every vertex of the
//! other side. The exact points of the vertices that take part (in an equilibrium or as a
//! degeneracy witness) are solved from their labels in rationals, and the equilibria, ties and
//! maximal convex components come out exactly as the support enumeration that preceded this
//! method computes them ([`super::all_equilibria_by_support`], kept as the cross-check).
//!
//! ## Arithmetic
//!
//! Pivoting is exact in integers (every entry a subdeterminant), in `i128` with 256-bit
//! intermediates while entries fit and in big integers after the first overflow, from where
//! the walk was ([`exact`]). Nothing is rounded, and no bound on the payoffs' size is assumed.

mod dictionary;
mod exact;
mod limbs;
mod pairing;
mod search;
mod share;

use super::enumerate::positive;
use super::MAX_ENUMERATION;
use super::{AllEquilibria, EquilibriumError};
use crate::exact::bareiss::{self, Missing, Sweep};
use crate::exact::Q;
use crate::jobs::{run_to_end, Job, Progress};
use crate::models::strategic::Bimatrix;
use dictionary::{Dictionary, Labels};
use exact::Overflow;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, ToPrimitive, Zero};
use pairing::Pairing;
use search::Search;
pub use share::{EnumerationShare, SPLIT_DEPTH};

/// The search of one polytope, in fixed-width or big integers.
#[derive(Clone, Debug)]
enum Walk {
    Wide(Search<i128>),
    Big(Search<BigInt>),
}

/// One best-response polytope `{z ∈ Rᵏ : z ≥ 0, zᵀM ≤ 1}`: the positive matrix in rationals
/// (for the exact points) and scaled to integers (for the pivoting).
#[derive(Clone, Debug)]
struct Polytope {
    m: Vec<Vec<Q>>,
    /// `m` times `scale`, row-major.
    ints: Vec<BigInt>,
    /// The common denominator that makes `m` integer.
    scale: BigInt,
    k: usize,
    l: usize,
}

impl Polytope {
    fn new(m: Vec<Vec<Q>>) -> Self {
        let (k, l) = (m.len(), m[0].len());
        let lcm = m
            .iter()
            .flatten()
            .fold(BigInt::one(), |acc, v| acc.lcm(v.denom()));
        let ints = m
            .iter()
            .flatten()
            .map(|v| v.numer() * (&lcm / v.denom()))
            .collect();
        Polytope {
            m,
            ints,
            scale: lcm,
            k,
            l,
        }
    }

    fn walk(&self) -> Walk {
        match Dictionary::<i128>::start(&self.ints, self.k, self.l) {
            Some(d) => Walk::Wide(Search::new(d)),
            None => Walk::Big(Search::new(
                Dictionary::start(&self.ints, self.k, self.l).expect("big integers fit"),
            )),
        }
    }

    /// The vertex with these labels: the solution of `Σ_{i∈S} z_i M[i][j] = 1` for the tight
    /// `j` (consistent, of full column rank since the labels are a vertex's).
    fn point(&self, labels: Labels) -> Vec<Q> {
        self.point_in_integers(labels)
            .unwrap_or_else(|| self.point_in_rationals(labels))
    }

    /// [`Polytope::point`] by fraction-free Gauss–Jordan elimination ([`bareiss`]) on the integer
    /// matrix in `i128`: every entry stays a minor, and `z_i = rhs_i / det` at the end. `None`
    /// if a value outgrows 127 bits.
    fn point_in_integers(&self, labels: Labels) -> Option<Vec<Q>> {
        let s: Vec<usize> = (0..self.k)
            .filter(|i| labels.support >> i & 1 == 1)
            .collect();
        let w = s.len();
        let scale = self.scale.to_i128()?;
        let mut rows: Vec<Vec<i128>> = (0..self.l)
            .filter(|j| labels.tight >> j & 1 == 1)
            .map(|j| {
                let mut r: Vec<i128> = s
                    .iter()
                    .map(|&i| self.ints[i * self.l + j].to_i128())
                    .collect::<Option<_>>()?;
                r.push(scale);
                Some(r)
            })
            .collect::<Option<_>>()?;
        // Gauss–Jordan: every column has its pivot on the diagonal, or the labels are not
        // a vertex's and the rational path decides.
        if bareiss::eliminate(&mut rows, w, Sweep::All, Missing::Stop)?.len() < w {
            return None;
        }
        let mut z = vec![Q::zero(); self.k];
        for (c, &i) in s.iter().enumerate() {
            z[i] = Q::new(rows[c][w].into(), rows[c][c].into());
        }
        Some(z)
    }

    /// [`Polytope::point`] by Gaussian elimination in rationals (for any size of entries).
    fn point_in_rationals(&self, labels: Labels) -> Vec<Q> {
        let s: Vec<usize> = (0..self.k)
            .filter(|i| labels.support >> i & 1 == 1)
            .collect();
        let mut rows: Vec<Vec<Q>> = (0..self.l)
            .filter(|j| labels.tight >> j & 1 == 1)
            .map(|j| {
                let mut r: Vec<Q> = s.iter().map(|&i| self.m[i][j].clone()).collect();
                r.push(Q::one());
                r
            })
            .collect();
        let w = s.len();
        for col in 0..w {
            let p = (col..rows.len())
                .find(|&r| !rows[r][col].is_zero())
                .expect("a vertex's tight rows have full column rank");
            rows.swap(col, p);
            let pivot = rows[col].clone();
            for (r, row) in rows.iter_mut().enumerate() {
                if r != col && !row[col].is_zero() {
                    let f = &row[col] / &pivot[col];
                    for (v, pv) in row.iter_mut().zip(&pivot).skip(col) {
                        *v -= &f * pv;
                    }
                }
            }
        }
        let mut z = vec![Q::zero(); self.k];
        for (c, &i) in s.iter().enumerate() {
            z[i] = &rows[c][w] / &rows[c][c];
        }
        z
    }
}

/// [`all_equilibria`] as a step-based [`Job`]: one unit of work is one column tried as a
/// reverse pivot in the search, then one vertex's exact point in the pairing, so a page can
/// show progress and cancel between slices.
#[derive(Clone, Debug)]
pub struct EnumerationJob {
    game: Bimatrix,
    polytopes: [Polytope; 2],
    /// The polytope being searched (2 = both done).
    phase: usize,
    walk: Walk,
    found: [Vec<Labels>; 2],
    bases: u64,
    fraction: f64,
    widened: bool,
    /// The pairing, once both polytopes are searched.
    pairing: Option<Pairing>,
    result: Option<AllEquilibria>,
}

/// What the search found, before the pairing ([`EnumerationJob::enumerated`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Enumerated {
    /// Bases visited (both polytopes).
    pub bases: u64,
    /// Vertices found (both polytopes).
    pub vertices: usize,
    /// Pairs of vertices that are equilibria (extreme equilibria, before sorting).
    pub pairs: usize,
}

impl EnumerationJob {
    /// Prepares the enumeration.
    ///
    /// Fails with [`EquilibriumError::Game`] if a player has more than [`MAX_ENUMERATION`]
    /// strategies.
    pub fn new(g: &Bimatrix) -> Result<Self, EquilibriumError> {
        g.check_size(MAX_ENUMERATION)?;
        let (m, n) = (g.rows(), g.cols());
        let ap = positive(&g.a);
        let at: Vec<Vec<Q>> = (0..n)
            .map(|j| (0..m).map(|i| ap[i][j].clone()).collect())
            .collect();
        let polytopes = [Polytope::new(positive(&g.b)), Polytope::new(at)];
        let walk = polytopes[0].walk();
        Ok(EnumerationJob {
            game: g.clone(),
            polytopes,
            phase: 0,
            walk,
            found: [Vec::new(), Vec::new()],
            bases: 0,
            fraction: 0.0,
            widened: false,
            pairing: None,
            result: None,
        })
    }

    /// Bases visited so far (both polytopes).
    pub fn bases(&self) -> u64 {
        self.bases
    }

    /// Vertices found so far (both polytopes).
    pub fn vertices(&self) -> usize {
        self.found[0].len() + self.found[1].len()
    }

    /// Whether the integers outgrew 127 bits and the search went on in big integers.
    pub fn widened(&self) -> bool {
        self.widened
    }

    /// Once both polytopes are searched and before the vertices are paired into equilibria
    /// (the next steps do it, in slices of vertices): the bases visited, the vertices found
    /// and the pairs that are equilibria. The pairing computes the exact point of every vertex
    /// in a pair and sorts them, so a caller with a time limit can weigh it before it starts
    /// (a step returns here once, without pairing).
    pub fn enumerated(&self) -> Option<Enumerated> {
        match (&self.pairing, &self.result) {
            (Some(pairing), None) if pairing.count().1 == 0 => Some(Enumerated {
                bases: self.bases,
                vertices: self.vertices(),
                pairs: pairing.edges.len(),
            }),
            _ => None,
        }
    }

    fn advance(&mut self, budget: u64) {
        let out = &mut self.found[self.phase];
        let (result, finished) = match &mut self.walk {
            Walk::Wide(s) => (s.step(budget, out, &mut self.bases), s.finished()),
            Walk::Big(s) => (s.step(budget, out, &mut self.bases), s.finished()),
        };
        if let Err(Overflow) = result {
            let Walk::Wide(s) = &self.walk else {
                unreachable!("big integers do not overflow")
            };
            self.walk = Walk::Big(s.convert().expect("big integers fit"));
            self.widened = true;
            return;
        }
        let f = match &self.walk {
            Walk::Wide(s) => s.fraction(),
            Walk::Big(s) => s.fraction(),
        };
        // A walk's position reaches 1 a few pops before it ends; 1 means the answer is in.
        self.fraction = self.fraction.max((self.phase as f64 + f.min(0.999)) / 2.0);
        if finished {
            self.phase += 1;
            if self.phase < 2 {
                self.walk = self.polytopes[self.phase].walk();
            }
        }
    }
}

/// One piece of an enumeration cut for threads ([`EnumerationJob::pieces`]): a subtree of
/// one polytope's reverse search, a [`Job`] of its own (one unit: one column tried).
#[derive(Clone, Debug)]
pub struct EnumerationPiece {
    polytope: usize,
    walk: Walk,
    found: Vec<Labels>,
    bases: u64,
    widened: bool,
}

/// What a piece found: the vertices of its subtree (sent from a page's worker to the one
/// that pairs them, hence serialisable).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PieceFound {
    polytope: usize,
    found: Vec<Labels>,
    bases: u64,
    widened: bool,
}

impl Job for EnumerationPiece {
    type Output = PieceFound;

    fn step(&mut self, budget: u64) -> Option<PieceFound> {
        let finished = match &self.walk {
            Walk::Wide(s) => s.finished(),
            Walk::Big(s) => s.finished(),
        };
        if !finished {
            let result = match &mut self.walk {
                Walk::Wide(s) => s.step(budget.max(1), &mut self.found, &mut self.bases),
                Walk::Big(s) => s.step(budget.max(1), &mut self.found, &mut self.bases),
            };
            if let Err(Overflow) = result {
                let Walk::Wide(s) = &self.walk else {
                    unreachable!("big integers do not overflow")
                };
                self.walk = Walk::Big(s.convert().expect("big integers fit"));
                self.widened = true;
            }
            return None;
        }
        Some(PieceFound {
            polytope: self.polytope,
            found: self.found.clone(),
            bases: self.bases,
            widened: self.widened,
        })
    }

    fn progress(&self) -> Progress {
        Progress {
            done: self.bases,
            total: None,
            fraction: match &self.walk {
                Walk::Wide(s) => s.fraction(),
                Walk::Big(s) => s.fraction(),
            },
            unit: "bases".into(),
        }
    }
}

impl EnumerationJob {
    /// The enumeration of `g` cut into independent pieces for threads, as mplrs cuts lrs's:
    /// each polytope's reverse-search tree split `depth` levels below its root (0: one piece
    /// per polytope). Returns the job (holding what the cuts met on the way down) and the
    /// pieces; once every piece is run, [`EnumerationJob::with_pieces`] gives the job their
    /// results and it pairs the vertices as [`all_equilibria`] does — the same answer.
    pub fn pieces(
        g: &Bimatrix,
        depth: usize,
    ) -> Result<(EnumerationJob, Vec<EnumerationPiece>), EquilibriumError> {
        let mut job = EnumerationJob::new(g)?;
        let mut pieces = Vec::new();
        for p in 0..2 {
            let mut level = vec![job.polytopes[p].walk()];
            for _ in 0..depth {
                let mut next = Vec::new();
                for walk in level {
                    let cut = match &walk {
                        Walk::Wide(s) => s.split().map(|(ps, f, b)| {
                            (ps.into_iter().map(Walk::Wide).collect::<Vec<_>>(), f, b)
                        }),
                        Walk::Big(s) => s.split().map(|(ps, f, b)| {
                            (ps.into_iter().map(Walk::Big).collect::<Vec<_>>(), f, b)
                        }),
                    };
                    match cut {
                        Some((walks, found, bases)) => {
                            job.found[p].extend(found);
                            job.bases += bases;
                            next.extend(walks);
                        }
                        None => next.push(walk),
                    }
                }
                level = next;
            }
            pieces.extend(level.into_iter().map(|walk| EnumerationPiece {
                polytope: p,
                walk,
                found: Vec::new(),
                bases: 0,
                widened: false,
            }));
        }
        Ok((job, pieces))
    }

    /// The job of [`EnumerationJob::pieces`] with its pieces' results (in any order): both
    /// polytopes searched, the pairing next ([`EnumerationJob::enumerated`] tells its size).
    pub fn with_pieces(mut self, results: Vec<PieceFound>) -> EnumerationJob {
        for r in results {
            self.found[r.polytope].extend(r.found);
            self.bases += r.bases;
            self.widened |= r.widened;
        }
        self.phase = 2;
        self.fraction = self.fraction.max(0.999);
        self.pairing = Some(Pairing::new(&self.found));
        self
    }
}

impl Job for EnumerationJob {
    type Output = AllEquilibria;

    fn step(&mut self, budget: u64) -> Option<AllEquilibria> {
        if self.phase < 2 {
            self.advance(budget.max(1));
            if self.phase == 2 {
                // Both searched: the pairing is the next steps' (see `enumerated`).
                self.pairing = Some(Pairing::new(&self.found));
                return None;
            }
        }
        if self.phase == 2 && self.result.is_none() {
            let pairing = self
                .pairing
                .get_or_insert_with(|| Pairing::new(&self.found));
            if pairing.solve(&self.found, &self.polytopes, budget) {
                let pairing = self.pairing.take().expect("the pairing");
                self.result = Some(pairing.finish(&self.game));
                self.fraction = 1.0;
            } else {
                let (all, solved) = pairing.count();
                // Past the search's end (at most 0.9995), short of 1 until the answer is in.
                let part = solved as f64 / all.max(1) as f64;
                self.fraction = self.fraction.max(0.9995 + 0.0004 * part);
            }
        }
        self.result.clone()
    }

    fn progress(&self) -> Progress {
        match self.pairing.as_ref().map(Pairing::count) {
            // Pairing: the vertices whose exact points are solved (the bar stays near its
            // end, where the search left it; the words say how far the pairing came).
            Some((all, solved)) if solved > 0 => Progress {
                done: solved as u64,
                total: Some(all as u64),
                fraction: self.fraction,
                unit: "vertices paired".into(),
            },
            _ => Progress {
                done: self.bases,
                total: None,
                fraction: self.fraction,
                unit: "bases".into(),
            },
        }
    }
}

/// Every Nash equilibrium of a bimatrix game, exactly (see [`AllEquilibria`]): the vertices of
/// both best-response polytopes by reverse search, paired by their labels.
///
/// Fails with [`EquilibriumError::Game`] if a player has more than [`MAX_ENUMERATION`]
/// strategies.
pub fn all_equilibria(g: &Bimatrix) -> Result<AllEquilibria, EquilibriumError> {
    Ok(run_to_end(&mut EnumerationJob::new(g)?))
}

#[cfg(test)]
mod tests;
