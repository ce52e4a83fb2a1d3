//! The exact dense tableau `[I | −M | −d | q]` of `w − M z − d z₀ = q`, its pivots and its
//! lexicographic ratio test (as Game Theory Explorer's `LexicographicMethod`: the right-hand
//! side first, then the columns of `w` in order).

use num_traits::{Signed, Zero};

use super::lcp::SequenceLcp;
use crate::exact::Q;

/// A column of the tableau: a slack `w_i`, a variable `z_i`, or `z₀`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Col {
    W(usize),
    Z(usize),
    Z0,
}

impl Col {
    /// The variable that must enter when this one has left.
    pub(super) fn complement(self) -> Col {
        match self {
            Col::W(i) => Col::Z(i),
            Col::Z(i) => Col::W(i),
            Col::Z0 => Col::Z0,
        }
    }
}

pub(super) struct Tableau {
    t: Vec<Vec<Q>>,
    n: usize,
    /// The basic variable of each row.
    basis: Vec<Col>,
}

impl Tableau {
    /// The tableau with every slack basic.
    pub(super) fn new(lcp: &SequenceLcp) -> Tableau {
        let n = lcp.layout.len();
        let mut t = vec![vec![Q::zero(); 2 * n + 2]; n];
        for (i, row) in t.iter_mut().enumerate() {
            row[i] = Q::from_integer(1.into());
            for (j, v) in lcp.m[i].iter().enumerate() {
                if !v.is_zero() {
                    row[n + j] = -v.clone();
                }
            }
            row[2 * n] = -lcp.d[i].clone();
            row[2 * n + 1] = lcp.q[i].clone();
        }
        Tableau {
            t,
            n,
            basis: (0..n).map(Col::W).collect(),
        }
    }

    fn column(&self, c: Col) -> usize {
        match c {
            Col::W(i) => i,
            Col::Z(i) => self.n + i,
            Col::Z0 => 2 * self.n,
        }
    }

    /// The row where `z₀` enters first: the one that needs the largest `z₀` to become
    /// feasible (the smallest `q_i / d_i` over `d_i > 0`); ties go to the last such row, as
    /// the lexicographic rule with the identity as basis inverse decides.
    pub(super) fn first_row(lcp: &SequenceLcp) -> Option<usize> {
        let mut best: Option<(Q, usize)> = None;
        for i in 0..lcp.layout.len() {
            if lcp.d[i].is_positive() {
                let r = &lcp.q[i] / &lcp.d[i];
                if best.as_ref().is_none_or(|(b, _)| r <= *b) {
                    best = Some((r, i));
                }
            }
        }
        best.map(|(_, i)| i)
    }

    /// The leaving row when `entering` enters: the minimum ratio test on the right-hand side;
    /// `z₀` leaves whenever it ties for the minimum (the end of the path); other ties are
    /// broken by the columns of `w` in order (lexicographic, so the method cannot cycle).
    /// `None`: the column has no positive entry (ray termination).
    pub(super) fn leaving_row(&self, entering: Col) -> Option<usize> {
        let c = self.column(entering);
        let rhs = 2 * self.n + 1;
        let mut cand: Vec<usize> = (0..self.n)
            .filter(|&i| self.t[i][c].is_positive())
            .collect();
        if cand.is_empty() {
            return None;
        }
        for j in std::iter::once(rhs).chain(0..self.n) {
            if cand.len() == 1 {
                break;
            }
            if j == c {
                continue;
            }
            let ratios: Vec<Q> = cand
                .iter()
                .map(|&i| &self.t[i][j] / &self.t[i][c])
                .collect();
            let min = ratios.iter().min().expect("candidates").clone();
            cand = cand
                .iter()
                .zip(&ratios)
                .filter(|(_, r)| **r == min)
                .map(|(&i, _)| i)
                .collect();
            if j == rhs {
                if let Some(&i) = cand.iter().find(|&&i| self.basis[i] == Col::Z0) {
                    return Some(i);
                }
            }
        }
        Some(cand[0])
    }

    /// Pivots `entering` into the basis at row `r`; returns the variable that left.
    pub(super) fn pivot(&mut self, r: usize, entering: Col) -> Col {
        let c = self.column(entering);
        let p = self.t[r][c].clone();
        for v in self.t[r].iter_mut() {
            if !v.is_zero() {
                *v /= &p;
            }
        }
        let row = self.t[r].clone();
        let nonzero: Vec<usize> = (0..row.len()).filter(|&j| !row[j].is_zero()).collect();
        for (i, other) in self.t.iter_mut().enumerate() {
            if i == r || other[c].is_zero() {
                continue;
            }
            let f = other[c].clone();
            for &j in &nonzero {
                let d = &f * &row[j];
                other[j] -= d;
            }
        }
        std::mem::replace(&mut self.basis[r], entering)
    }

    /// The value of `z₀` (0 when it is not basic).
    pub(super) fn z0(&self) -> Q {
        let rhs = 2 * self.n + 1;
        self.basis
            .iter()
            .position(|&b| b == Col::Z0)
            .map_or_else(Q::zero, |r| self.t[r][rhs].clone())
    }

    /// The values of `z` (0 where not basic).
    pub(super) fn z(&self) -> Vec<Q> {
        let rhs = 2 * self.n + 1;
        let mut z = vec![Q::zero(); self.n];
        for (r, b) in self.basis.iter().enumerate() {
            if let Col::Z(i) = b {
                z[*i] = self.t[r][rhs].clone();
            }
        }
        z
    }
}
