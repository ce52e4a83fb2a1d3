//! Branch and prune with the Krawczyk operator: every solution of a support system in the
//! box of possible mixtures, each inside a box proven to hold exactly one, and every other box
//! proven to hold none — or left over, and said to be.
//!
//! ## Design
//!
//! The search starts from the box `y ∈ [−1/64, 1 + 1/64]^d` (a little larger than the
//! mixtures, so that a solution on a face of the simplex is inside a box, where a proof can
//! reach it). A box is dropped when interval arithmetic shows that it cannot hold an
//! equilibrium of this support: an equation's range misses 0, a player's first weight
//! `1 − Σ y` or one of the `y` is negative throughout, or an outside strategy earns more
//! throughout. Otherwise the Krawczyk operator
//! `K(X) = m − C·F(m) + (I − C·J(X))·(X − m)`, with `C` the inverse of the Jacobian at the
//! midpoint `m`, decides: every solution in `X` lies in `K(X)`, so `K(X) ∩ X = ∅` drops the box,
//! and `K(X)` strictly inside `X` proves that `X` holds exactly one solution (Krawczyk 1969,
//! Moore 1977). A box neither dropped nor proven is shrunk to `K(X) ∩ X` and, when that does
//! not halve it, split in two across its widest side. Boxes narrower than [`MIN_WIDTH`], and
//! those still waiting when [`MAX_BOXES`] have been examined, are *left over*: there the
//! system is singular (a continuum of solutions, or a multiple one) or too hard, and the
//! answer says so instead of guessing.
//!
//! ## References
//! - R. Krawczyk, "Newton-Algorithmen zur Bestimmung von Nullstellen mit Fehlerschranken",
//!   Computing 4 (1969).
//! - R. E. Moore, "A test for existence of solutions to nonlinear systems", SIAM J. Numer.
//!   Anal. 14 (1977).
//! - R. B. Kearfott, *Rigorous Global Search: Continuous Problems*, Kluwer 1996 (branch and
//!   prune).

use super::interval::{Iv, Ring};
use super::system::SupportSystem;

/// How far the first box reaches beyond the mixtures on every side.
pub const MARGIN: f64 = 1.0 / 64.0;

/// Boxes narrower than this on every side are left over.
pub const MIN_WIDTH: f64 = 1e-7;

/// Boxes narrower than this are also tried grown a little before they are split.
pub const INFLATE_BELOW: f64 = 0.05;

/// The most boxes one support's search examines.
pub const MAX_BOXES: usize = 20_000;

/// What the search of one support found.
#[derive(Clone, Debug, Default)]
pub struct Pruned {
    /// Boxes each proven to hold exactly one solution of the equations. (A proven box may
    /// reach a little beyond the box it was proven for, and two may hold the same solution.)
    pub proven: Vec<Vec<Iv>>,
    /// Boxes neither excluded nor proven.
    pub left_over: Vec<Vec<Iv>>,
    /// How many boxes were examined.
    pub examined: usize,
    /// How many were proven to hold no equilibrium of the support.
    pub excluded: usize,
}

/// The inverse of a square float matrix by Gauss–Jordan elimination with partial pivoting;
/// `None` when it is singular to working precision.
pub fn inverse(a: &[Vec<f64>]) -> Option<Vec<Vec<f64>>> {
    let n = a.len();
    let mut m: Vec<Vec<f64>> = a
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let mut r = row.clone();
            r.extend((0..n).map(|j| if i == j { 1.0 } else { 0.0 }));
            r
        })
        .collect();
    let scale = a
        .iter()
        .flatten()
        .fold(0.0f64, |s, v| s.max(v.abs()))
        .max(f64::MIN_POSITIVE);
    for col in 0..n {
        let piv = (col..n).max_by(|&r, &s| m[r][col].abs().total_cmp(&m[s][col].abs()))?;
        let pivot = m[piv][col].abs();
        if pivot.is_nan() || pivot <= 1e-13 * scale {
            return None;
        }
        m.swap(col, piv);
        let d = m[col][col];
        for v in m[col].iter_mut() {
            *v /= d;
        }
        for r in 0..n {
            if r != col && m[r][col] != 0.0 {
                let f = m[r][col];
                let pivot_row = m[col].clone();
                for (v, p) in m[r].iter_mut().zip(&pivot_row) {
                    *v -= f * p;
                }
            }
        }
    }
    Some(m.into_iter().map(|r| r[n..].to_vec()).collect())
}

/// Narrows the box by the simplex: an equilibrium's weights are positive and a player's add
/// up to 1, so each `y_k < 1 − Σ_{l≠k} max(y_l, 0)` (the player's first weight is positive).
/// `false` when nothing is left.
fn narrow(sys: &SupportSystem, x: &mut [Iv]) -> bool {
    for j in 0..sys.support.len() {
        let own: Vec<usize> = (0..x.len()).filter(|&k| sys.owner(k) == j).collect();
        let floor: f64 = own.iter().map(|&k| x[k].lo.max(0.0)).sum();
        for &k in &own {
            let bound = super::interval::up(1.0 - (floor - x[k].lo.max(0.0)));
            if bound < x[k].hi {
                x[k].hi = bound;
            }
            if x[k].hi <= 0.0 || x[k].hi < x[k].lo {
                return false;
            }
        }
    }
    true
}

/// Whether the box cannot hold an equilibrium with this support (positive weights, equations
/// met, no better outside strategy).
fn excluded(sys: &SupportSystem, x: &[Iv]) -> bool {
    if x.iter().any(|v| v.hi <= 0.0) {
        return true;
    }
    if sys.mixtures(x).iter().any(|m| m[0].hi <= 0.0) {
        return true;
    }
    if sys.values(x).iter().any(|v| !v.has_zero()) {
        return true;
    }
    sys.slacks(x).iter().any(|v| v.lo > 0.0)
}

/// The Krawczyk operator's box, or `None` when the Jacobian at the midpoint is singular.
fn krawczyk(sys: &SupportSystem, x: &[Iv]) -> Option<Vec<Iv>> {
    let d = x.len();
    let m: Vec<f64> = x.iter().map(Iv::mid).collect();
    let c = inverse(&sys.jacobian(&m))?;
    let mp: Vec<Iv> = m.iter().map(|&v| Iv::point(v)).collect();
    let fm = sys.values(&mp);
    let jx = sys.jacobian(x);
    let dx: Vec<Iv> = x.iter().zip(&mp).map(|(a, b)| a.sub(b)).collect();
    let mut k = Vec::with_capacity(d);
    for r in 0..d {
        let mut acc = mp[r];
        for (s, f) in fm.iter().enumerate() {
            acc = acc.sub(&Iv::point(c[r][s]).mul(f));
        }
        for (col, dxc) in dx.iter().enumerate() {
            // (I − C·J(X))[r][col]
            let mut e = Iv::point(if r == col { 1.0 } else { 0.0 });
            for (s, jrow) in jx.iter().enumerate() {
                e = e.sub(&Iv::point(c[r][s]).mul(&jrow[col]));
            }
            acc = acc.add(&e.mul(dxc));
        }
        k.push(acc);
    }
    Some(k)
}

fn widest(x: &[Iv]) -> (usize, f64) {
    x.iter()
        .enumerate()
        .map(|(i, v)| (i, v.width()))
        .fold((0, -1.0), |a, b| if b.1 > a.1 { b } else { a })
}

/// The player whose equations outnumber the unknowns they depend on, if there is one.
///
/// Player `i`'s equations depend only on the other players' unknowns, so when
/// `|S_i| − 1 > d − (|S_i| − 1)` the Jacobian has rank below `d` everywhere (Hall's
/// condition fails for the rows of player `i`): no solution is isolated, and the Krawczyk
/// test can never succeed. Such a system has no solution in a generic game (player `i`'s
/// equations are too many for the unknowns they contain).
pub fn overdetermined(sys: &SupportSystem) -> Option<usize> {
    let own = |i: usize| sys.support[i].len() - 1;
    (0..sys.support.len()).find(|&i| 2 * own(i) > sys.dim)
}

/// Searches the support system's box of mixtures.
///
/// When one player's equations are [`overdetermined`], only the other players' unknowns are
/// split (that player's own stay whole): a box is dropped as soon as one of the equations
/// misses 0 — quickly, in a generic game — and what survives to [`MIN_WIDTH`] is left over.
pub fn search(sys: &SupportSystem) -> Pruned {
    let mut out = Pruned::default();
    let mut stack = vec![vec![Iv::new(-MARGIN, 1.0 + MARGIN); sys.dim]];
    let over = overdetermined(sys);
    while let Some(mut x) = stack.pop() {
        if out.examined >= MAX_BOXES {
            out.left_over.push(x);
            continue;
        }
        out.examined += 1;
        if !narrow(sys, &mut x) || excluded(sys, &x) {
            out.excluded += 1;
            continue;
        }
        if let Some(i) = over {
            let (axis, width) = x
                .iter()
                .enumerate()
                .filter(|(k, _)| sys.owner(*k) != i)
                .map(|(k, v)| (k, v.width()))
                .fold((usize::MAX, -1.0), |a, b| if b.1 > a.1 { b } else { a });
            // Once the others' unknowns are narrow, the player's own are split too: the
            // inequalities (which do depend on them) may still rule the box out.
            let (axis, width) = if width >= MIN_WIDTH {
                (axis, width)
            } else {
                widest(&x)
            };
            if width < MIN_WIDTH {
                out.left_over.push(x);
            } else {
                stack.extend(split(&x, axis));
            }
            continue;
        }
        let (axis, width) = widest(&x);
        let Some(k) = krawczyk(sys, &x) else {
            if width < MIN_WIDTH {
                out.left_over.push(x);
            } else {
                stack.extend(split(&x, axis));
            }
            continue;
        };
        let met: Option<Vec<Iv>> = k.iter().zip(&x).map(|(a, b)| a.meet(b)).collect();
        let Some(met) = met else {
            out.excluded += 1;
            continue;
        };
        if k.iter().zip(&x).all(|(a, b)| a.inside(b)) {
            out.proven.push(k);
            continue;
        }
        // A solution on the box's edge (a split went through it) is never strictly inside:
        // try the box grown a little on every side ("epsilon inflation"). A proof there
        // covers this box too, so nothing is lost.
        if width < INFLATE_BELOW {
            let grown: Vec<Iv> = x
                .iter()
                .map(|v| {
                    let pad = 0.1 * v.width() + 1e-12;
                    Iv::new(v.lo - pad, v.hi + pad)
                })
                .collect();
            if let Some(k) = krawczyk(sys, &grown) {
                if k.iter().zip(&grown).all(|(a, b)| a.inside(b)) {
                    out.proven.push(k);
                    continue;
                }
            }
        }
        if width < MIN_WIDTH {
            out.left_over.push(met);
        } else if widest(&met).1 < 0.5 * width {
            stack.push(met);
        } else {
            let (axis, _) = widest(&met);
            stack.extend(split(&met, axis));
        }
    }
    out
}

/// The two halves of a box across one side.
fn split(x: &[Iv], axis: usize) -> [Vec<Iv>; 2] {
    let mid = x[axis].mid();
    let mut lo = x.to_vec();
    let mut hi = x.to_vec();
    lo[axis].hi = mid;
    hi[axis].lo = mid;
    [lo, hi]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inverse_of_a_small_matrix() {
        let a = vec![vec![2.0, 1.0], vec![1.0, 3.0]];
        let inv = inverse(&a).unwrap();
        for i in 0..2 {
            for j in 0..2 {
                let v: f64 = (0..2).map(|k| a[i][k] * inv[k][j]).sum();
                assert!((v - if i == j { 1.0 } else { 0.0 }).abs() < 1e-12);
            }
        }
        assert!(inverse(&[vec![1.0, 2.0], vec![2.0, 4.0]]).is_none());
    }
}
