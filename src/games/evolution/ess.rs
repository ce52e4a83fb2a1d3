//! Evolutionary stability, decided exactly in rationals.
//!
//! ## One population
//!
//! `x` is an evolutionarily stable strategy (Maynard Smith & Price 1973) when (i) it is a
//! best reply to itself, `xᵀAx ≥ yᵀAx` for all `y`, and (ii) whenever `yᵀAx = xᵀAx` with
//! `y ≠ x`, `xᵀAy > yᵀAy`. The alternatives `y` of (ii) are the mixtures of the best replies
//! `J ⊇ S` to `x` (`S` its support), and for them `xᵀAy − yᵀAy = −zᵀAz` with `z = y − x`. So
//! (ii) says: `zᵀAz < 0` for every `z ≠ 0` in the cone
//! `K = {z : z supported on J, Σz = 0, z_j ≥ 0 for j ∈ J∖S}` (Haigh 1975; Bomze 1992 for the
//! cone when `J ≠ S`). The test, with the symmetric part `Ā = A + Aᵀ`:
//!
//! 1. `x` must be a Nash equilibrium;
//! 2. write `K = L ⊕ cone(D)`, `L` the tangent space of the face `S` (basis `e_k − e_s`, `k`
//!    in `S` but the first element `s`) and `D` the directions `e_j − e_s` toward the extra best
//!    replies `j ∈ J∖S`; `zᵀĀz` must be negative definite on `L` — decided by the signs of
//!    the pivots of Gaussian elimination without exchanges, i.e. by the leading principal
//!    minors (Sylvester's criterion), in rationals;
//! 3. if `J ≠ S`, maximising over `L` leaves the Schur complement `Σ = Ā_DD − Ā_DL Ā_LL⁻¹ Ā_LD`,
//!    which must satisfy `tᵀΣt < 0` for all `t ≥ 0, t ≠ 0` (strict copositivity of `−Σ`).
//!    The minimum of a quadratic form over the simplex is a critical value `μ` of some face
//!    `F` whose system `M_FF t = μ1, Σt = 1` has a unique solution with `t > 0` (on a singular
//!    face the value is constant and recurs at the vertices of the solution set, on smaller
//!    faces); so `−Σ` is strictly copositive iff every such `μ` is positive. `|D| ≤ 3` here.
//!
//! A strict pure Nash equilibrium passes (L and D empty); an interior equilibrium is an ESS
//! iff `A` is negative definite on the tangent space (the spec's two special cases).
//!
//! ## Two populations
//!
//! In a two-population game a profile is evolutionarily stable iff it is a strict Nash
//! equilibrium (Selten, "A note on evolutionarily stable strategies in asymmetric animal
//! conflicts", J. Theor. Biol. 84 (1980)): both strategies pure and each the unique best reply.

// Index loops mirror the matrix notation of the linear algebra.
#![allow(clippy::needless_range_loop)]

use super::indifference::solve_on;
use crate::equilibrium::linalg::{for_each_subset, solve_exact};
use crate::exact::Q;
use crate::models::strategic::Bimatrix;
use num_traits::{One, Signed, Zero};

/// `(Ax)_i` for every `i`.
fn payoffs(a: &[Vec<Q>], x: &[Q]) -> Vec<Q> {
    a.iter()
        .map(|row| row.iter().zip(x).map(|(v, p)| v * p).sum())
        .collect()
}

/// Whether `x` is a symmetric Nash equilibrium of the symmetric game `A`: no pure strategy
/// earns more against `x` than `x` itself.
pub fn is_symmetric_nash(a: &[Vec<Q>], x: &[Q]) -> bool {
    let p = payoffs(a, x);
    let mean: Q = p.iter().zip(x).map(|(v, w)| v * w).sum();
    p.iter().all(|v| *v <= mean)
}

/// Whether `x` is an evolutionarily stable strategy of the symmetric game `A`, exactly.
pub fn is_ess(a: &[Vec<Q>], x: &[Q]) -> bool {
    if !is_symmetric_nash(a, x) {
        return false;
    }
    let n = a.len();
    let p = payoffs(a, x);
    let mean: Q = p.iter().zip(x).map(|(v, w)| v * w).sum();
    let support: Vec<usize> = (0..n).filter(|&i| !x[i].is_zero()).collect();
    let extra: Vec<usize> = (0..n).filter(|&j| x[j].is_zero() && p[j] == mean).collect();
    let s = support[0];
    let sym = |i: usize, j: usize| &a[i][j] + &a[j][i];
    // (e_i − e_s)ᵀ Ā (e_j − e_s).
    let form = |i: usize, j: usize| sym(i, j) - sym(i, s) - sym(s, j) + sym(s, s);
    let l: Vec<usize> = support[1..].to_vec();
    let q_ll: Vec<Vec<Q>> = l
        .iter()
        .map(|&i| l.iter().map(|&j| form(i, j)).collect())
        .collect();
    if !negative_definite(&q_ll) {
        return false;
    }
    if extra.is_empty() {
        return true;
    }
    // The Schur complement Σ = Q_DD − Q_DL Q_LL⁻¹ Q_LD, through solves with Q_LL.
    let cols: Vec<Vec<Q>> = extra
        .iter()
        .map(|&j| {
            if l.is_empty() {
                vec![]
            } else {
                let rhs: Vec<Q> = l.iter().map(|&i| form(i, j)).collect();
                solve_exact(q_ll.clone(), rhs).expect("a definite matrix is regular")
            }
        })
        .collect();
    let minus_schur: Vec<Vec<Q>> = extra
        .iter()
        .map(|&i| {
            extra
                .iter()
                .enumerate()
                .map(|(v, &j)| {
                    let correction: Q = l.iter().zip(&cols[v]).map(|(&k, c)| form(i, k) * c).sum();
                    correction - form(i, j)
                })
                .collect()
        })
        .collect();
    strictly_copositive(&minus_schur)
}

/// Whether the symmetric matrix `m` is negative definite: the pivots of `−m`'s elimination
/// without exchanges (ratios of its leading principal minors) are all positive.
fn negative_definite(m: &[Vec<Q>]) -> bool {
    let k = m.len();
    let mut w: Vec<Vec<Q>> = m
        .iter()
        .map(|r| r.iter().map(|v| -v.clone()).collect())
        .collect();
    for c in 0..k {
        if !w[c][c].is_positive() {
            return false;
        }
        for r in c + 1..k {
            let f = &w[r][c] / &w[c][c];
            for j in c..k {
                let t = &f * &w[c][j];
                w[r][j] -= t;
            }
        }
    }
    true
}

/// Whether the symmetric matrix `m` is strictly copositive (`tᵀmt > 0` for `t ≥ 0, t ≠ 0`):
/// every face's critical value on the simplex is positive.
fn strictly_copositive(m: &[Vec<Q>]) -> bool {
    let k = m.len();
    let mut ok = true;
    for size in 1..=k {
        for_each_subset(k, size, |f| {
            if !ok {
                return;
            }
            // The face's critical point: (m t)_i = μ for i ∈ f, Σ t = 1, t > 0 — the system
            // of a rest point on a support.
            if let Some(t) = solve_on(f, f, k, &|i, j| m[i][j].clone()) {
                let mu: Q = (0..k).map(|j| &m[f[0]][j] * &t[j]).sum();
                if !mu.is_positive() {
                    ok = false;
                }
            }
        });
    }
    ok
}

/// Whether `(x, y)` is a strict Nash equilibrium of the bimatrix game — the evolutionarily
/// stable profiles of a two-population game (Selten 1980): both pure, each the unique best
/// reply to the other.
pub fn is_strict_nash(g: &Bimatrix, x: &[Q], y: &[Q]) -> bool {
    let pure = |v: &[Q]| v.iter().position(|p| p.is_one());
    let (Some(i), Some(j)) = (pure(x), pure(y)) else {
        return false;
    };
    (0..g.rows()).all(|r| r == i || g.a[r][j] < g.a[i][j])
        && (0..g.cols()).all(|c| c == j || g.b[i][c] < g.b[i][j])
}
