//! The integer dictionary of one best-response polytope and the three tests reverse search is
//! made of: the lexicographic ratio test, the reverse-pivot test and the lexmin test.
//!
//! The polytope is `{z ∈ Rᵏ : z ≥ 0, zᵀM ≤ 1}` for a positive integer `k × l` matrix `M`, with
//! slacks `s_j = 1 − (zᵀM)_j`. Its variables are numbered with the slacks first (`s_j` is `j`,
//! `z_i` is `l + i`): the slacks are the starting basis, and the lexicographic perturbation
//! (constraint `j` moved by `εʲ⁺¹`) follows the same order, which is what makes the
//! lexicographically smallest basis of every vertex lex-positive, hence visited exactly once.
//!
//! The dictionary keeps, for every basic variable `v` of row `i`,
//! `D·v = a[i][0] − Σ_c a[i][c]·(cobasic variable of column c)`, and in row 0 the objective
//! `D·w = a[0][0] − Σ_c a[0][c]·(…)` for `w = −Σ z_i`, which the start (z = 0) maximises
//! uniquely. `D` is the determinant of the current basis; integer pivoting (Edmonds) keeps every
//! entry an integer by dividing exactly by the previous determinant. The layout, the sign
//! conventions and the tests follow D. Avis, "lrs: a revised implementation of the reverse
//! search vertex enumeration algorithm" (2000).

use super::exact::{Divisor, Int, Overflow};
use num_bigint::BigInt;
use std::cmp::Ordering;

/// Where a variable is: in a row (basic) or a column (cobasic) of the dictionary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Row(usize),
    Col(usize),
}

/// An integer dictionary of `{z ≥ 0 : zᵀM ≤ 1}`.
#[derive(Clone, Debug)]
pub(crate) struct Dictionary<T> {
    /// Basic variables (rows 1..=l) and cobasic variables (columns 1..=k).
    l: usize,
    k: usize,
    /// `(l + 1) × (k + 1)` entries, row-major; row 0 is the objective, column 0 the values.
    a: Vec<T>,
    /// The variable of each row (index 0 unused).
    basic: Vec<usize>,
    /// The variable of each column (index 0 unused).
    cobasic: Vec<usize>,
    /// Where each variable is.
    place: Vec<Place>,
    /// The determinant of the basis (positive).
    det: T,
    /// The determinant prepared as a divisor.
    div: Divisor<T>,
}

/// A vertex by its labels: the own strategies in the support and the opponent's strategies
/// that are best responses (tight), as bit masks.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub(crate) struct Labels {
    /// Own strategies with positive weight.
    pub support: u32,
    /// Opponent's strategies that are best responses.
    pub tight: u32,
}

impl Labels {
    /// More best responses than strategies in the support: a degeneracy witness.
    pub fn degenerate(&self) -> bool {
        self.tight.count_ones() > self.support.count_ones()
    }
}

impl<T: Int> Dictionary<T> {
    /// The starting dictionary (z = 0) of a `k × l` matrix given row-major, or `None` if an
    /// entry does not fit `T`.
    pub fn start(m: &[BigInt], k: usize, l: usize) -> Option<Self> {
        let w = k + 1;
        let mut a = vec![T::zero(); (l + 1) * w];
        let one = T::from_big(&BigInt::from(1))?;
        for c in 1..=k {
            a[c] = one.clone();
        }
        for j in 0..l {
            a[(j + 1) * w] = one.clone();
            for i in 0..k {
                a[(j + 1) * w + 1 + i] = T::from_big(&m[i * l + j])?;
            }
        }
        let basic: Vec<usize> = std::iter::once(usize::MAX).chain(0..l).collect();
        let cobasic: Vec<usize> = std::iter::once(usize::MAX).chain(l..l + k).collect();
        let place = (0..l)
            .map(|j| Place::Row(j + 1))
            .chain((0..k).map(|i| Place::Col(i + 1)))
            .collect();
        Some(Dictionary {
            l,
            k,
            a,
            basic,
            cobasic,
            place,
            div: T::divisor(&one),
            det: one,
        })
    }

    /// The same dictionary in another integer type.
    pub fn convert<U: Int>(&self) -> Option<Dictionary<U>> {
        Some(Dictionary {
            l: self.l,
            k: self.k,
            a: self
                .a
                .iter()
                .map(|v| U::from_big(&v.to_big()))
                .collect::<Option<_>>()?,
            basic: self.basic.clone(),
            cobasic: self.cobasic.clone(),
            place: self.place.clone(),
            det: U::from_big(&self.det.to_big())?,
            div: U::divisor(&U::from_big(&self.det.to_big())?),
        })
    }

    /// Becomes a copy of `other`, reusing this dictionary's memory.
    pub fn copy_from(&mut self, other: &Self) {
        self.l = other.l;
        self.k = other.k;
        self.a.clone_from(&other.a);
        self.basic.clone_from(&other.basic);
        self.cobasic.clone_from(&other.cobasic);
        self.place.clone_from(&other.place);
        self.det = other.det.clone();
        self.div = other.div.clone();
    }

    /// Columns (cobasic variables), numbered 1..=k.
    pub fn columns(&self) -> usize {
        self.k
    }

    #[inline]
    fn at(&self, i: usize, c: usize) -> &T {
        &self.a[i * (self.k + 1) + c]
    }

    /// Component `t` of row `i`'s lexicographic vector (the row of `D·B⁻¹` for the slack `t`).
    fn lex(&self, i: usize, t: usize) -> T {
        match self.place[t] {
            Place::Row(r) if r == i => self.det.clone(),
            Place::Row(_) => T::zero(),
            Place::Col(c) => self.at(i, c).clone(),
        }
    }

    /// The leaving row for entering column `c` by the lexicographic minimum ratio test, or
    /// `None` if the column is unbounded.
    pub fn ratio(&self, c: usize) -> Option<usize> {
        let mut best: Option<usize> = None;
        for i in 1..=self.l {
            if self.at(i, c).signum() <= 0 {
                continue;
            }
            best = Some(match best {
                None => i,
                Some(b) if self.lex_less(i, b, c) => i,
                Some(b) => b,
            });
        }
        best
    }

    /// Whether row `i`'s ratio vector is lexicographically smaller than row `b`'s (column `c`).
    fn lex_less(&self, i: usize, b: usize, c: usize) -> bool {
        let (pi, pb) = (self.at(i, c), self.at(b, c));
        match T::minor_sign(self.at(i, 0), pb, self.at(b, 0), pi, &self.div) {
            Ordering::Less => return true,
            Ordering::Greater => return false,
            Ordering::Equal => {}
        }
        for t in 0..self.l {
            match T::minor_sign(&self.lex(i, t), pb, &self.lex(b, t), pi, &self.div) {
                Ordering::Less => return true,
                Ordering::Greater => return false,
                Ordering::Equal => {}
            }
        }
        unreachable!("two rows of a basis inverse are never proportional")
    }

    /// If pivoting column `c` in leads to a dictionary whose Bland pivot (smallest entering
    /// index, lexicographic ratio test) comes back here, that dictionary's leaving row.
    pub fn reverse(&self, c: usize) -> Option<usize> {
        let cost = self.at(0, c);
        if cost.signum() <= 0 {
            return None;
        }
        let r = self.ratio(c)?;
        let leaving = self.basic[r];
        let p = self.at(r, c);
        for (cc, &v) in self.cobasic.iter().enumerate().skip(1) {
            if cc == c || v >= leaving {
                continue;
            }
            // The new cost of column cc is (a[0][cc]·p − cost·a[r][cc]) / D: it must not be
            // negative, or cc would enter before the leaving variable.
            let (o, x) = (self.at(0, cc), self.at(r, cc));
            let (os, xs) = (o.signum(), x.signum());
            if os >= 0 && xs <= 0 {
                continue;
            }
            if (os < 0 && xs >= 0) || T::minor_sign(o, p, cost, x, &self.div) == Ordering::Less {
                return None;
            }
        }
        Some(r)
    }

    /// Pivots column `c` into the basis in place of row `r`.
    pub fn pivot(&mut self, r: usize, c: usize) -> Result<(), Overflow> {
        let w = self.k + 1;
        let div = self.div.clone();
        let (before, rest) = self.a.split_at_mut(r * w);
        let (pivot_row, after) = rest.split_at_mut(w);
        let p = pivot_row[c].clone();
        for row in before.chunks_exact_mut(w).chain(after.chunks_exact_mut(w)) {
            T::update_row(row, pivot_row, c, &p, &div)?;
        }
        pivot_row[c] = self.det.clone();
        self.div = T::divisor(&p);
        self.det = p;
        let (entering, leaving) = (self.cobasic[c], self.basic[r]);
        self.basic[r] = entering;
        self.cobasic[c] = leaving;
        self.place[entering] = Place::Row(r);
        self.place[leaving] = Place::Col(c);
        Ok(())
    }

    /// Whether this is the lexicographically smallest basis of its vertex (no degenerate pivot
    /// brings in a smaller variable), so that each vertex is reported once.
    pub fn lexmin(&self) -> bool {
        for i in 1..=self.l {
            if self.at(i, 0).signum() != 0 {
                continue;
            }
            for c in 1..=self.k {
                if self.cobasic[c] < self.basic[i] && self.at(i, c).signum() != 0 {
                    return false;
                }
            }
        }
        true
    }

    /// The vertex's labels.
    pub fn labels(&self) -> Labels {
        let mut support = 0u32;
        let mut tight = 0u32;
        for i in 1..=self.l {
            let v = self.basic[i];
            let positive = self.at(i, 0).signum() > 0;
            if v >= self.l {
                if positive {
                    support |= 1 << (v - self.l);
                }
            } else if !positive {
                tight |= 1 << v;
            }
        }
        for c in 1..=self.k {
            let v = self.cobasic[c];
            if v < self.l {
                tight |= 1 << v;
            }
        }
        Labels { support, tight }
    }
}
