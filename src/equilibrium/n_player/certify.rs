//! From a box proven to hold one solution to the solution itself: exact when it is rational,
//! otherwise enclosed in a box of width below 10⁻³⁵ that is proven to hold it.
//!
//! ## Design
//!
//! 1. Newton's method in floats from the box's midpoint, then a continued-fraction guess of
//!    each coordinate with a small denominator; a guess that makes every equation exactly 0
//!    and lies in the box *is* the box's one solution, exactly.
//! 2. Otherwise Newton's method in exact rationals (each iterate rounded to a multiple of
//!    2⁻²⁰⁰, the linear systems solved exactly), which doubles the correct digits per step;
//!    a second, larger-denominator guess is tried, then the Krawczyk operator in exact
//!    rational intervals proves a box of half-width 2⁻¹¹⁸ ≈ 3·10⁻³⁶ around the iterate to hold
//!    exactly one solution. That box lies inside the float box, so it is the same solution.
//!
//! An irrational equilibrium is thus printed to 32 decimals with a proof that the true
//! values lie within 10⁻³⁵ — the certificate the n-player solver promises.

use super::interval::{dyadic, exact_of, Iv, QIv, Ring};
use super::system::SupportSystem;
use crate::equilibrium::linalg::solve_exact;
use crate::exact::Q;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};

/// Bits kept by each exact Newton iterate.
const BITS: u32 = 200;

/// The half-width of the final box, as a power of two.
const RADIUS_BITS: u32 = 118;

/// A solution of a support system, exact or enclosed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solution {
    /// The exact unknowns.
    Exact(Vec<Q>),
    /// A box (width < 10⁻³⁵) proven to hold exactly one solution.
    Enclosed(Vec<QIv>),
}

/// The best rational approximation of `v` among its continued-fraction convergents with a
/// denominator up to `max_den` that is within `tol` of it.
pub fn rational_near(v: &Q, max_den: &BigInt, tol: &Q) -> Option<Q> {
    let (mut p0, mut q0, mut p1, mut q1) =
        (BigInt::zero(), BigInt::one(), BigInt::one(), BigInt::zero());
    let mut rest = v.clone();
    for _ in 0..200 {
        let a = rest.floor().to_integer();
        let (p2, q2) = (&a * &p1 + &p0, &a * &q1 + &q0);
        if &q2 > max_den {
            return None;
        }
        let guess = Q::new(p2.clone(), q2.clone());
        if (&guess - v).abs() <= *tol {
            return Some(guess);
        }
        let frac = &rest - Q::from_integer(a);
        if frac.is_zero() {
            return None;
        }
        rest = frac.recip();
        (p0, q0, p1, q1) = (p1, q1, p2, q2);
    }
    None
}

/// Whether the exact point lies in the float box.
fn in_box(y: &[Q], b: &[Iv]) -> bool {
    y.iter()
        .zip(b)
        .all(|(v, i)| exact_of(i.lo) <= *v && *v <= exact_of(i.hi))
}

/// Whether every equation is exactly 0 at `y`.
fn solves(sys: &SupportSystem, y: &[Q]) -> bool {
    sys.values(y).iter().all(Zero::is_zero)
}

/// Tries a small-denominator guess of every coordinate.
fn guess(sys: &SupportSystem, y: &[Q], b: &[Iv], max_den: &BigInt, tol: &Q) -> Option<Vec<Q>> {
    let g: Vec<Q> = y
        .iter()
        .map(|v| rational_near(v, max_den, tol))
        .collect::<Option<_>>()?;
    (in_box(&g, b) && solves(sys, &g)).then_some(g)
}

/// The exact inverse of a square rational matrix, if it is regular.
fn inverse_exact(a: &[Vec<Q>]) -> Option<Vec<Vec<Q>>> {
    let n = a.len();
    let mut cols = Vec::with_capacity(n);
    for k in 0..n {
        let e: Vec<Q> = (0..n)
            .map(|i| if i == k { Q::one() } else { Q::zero() })
            .collect();
        cols.push(solve_exact(a.to_vec(), e)?);
    }
    Some(
        (0..n)
            .map(|i| (0..n).map(|j| cols[j][i].clone()).collect())
            .collect(),
    )
}

/// The solution in a box proven (in floats) to hold exactly one; `None` when the exact
/// refinement or its proof fails (reported as left over).
pub fn certify(sys: &SupportSystem, b: &[Iv]) -> Option<Solution> {
    if sys.dim == 0 {
        return Some(Solution::Exact(Vec::new()));
    }
    // 1. Newton in floats.
    let mut y: Vec<f64> = b.iter().map(Iv::mid).collect();
    for _ in 0..8 {
        let inv = super::prune::inverse(&sys.jacobian(&y))?;
        let f = sys.values(&y);
        let step: Vec<f64> = inv
            .iter()
            .map(|row| row.iter().zip(&f).map(|(c, v)| c * v).sum())
            .collect();
        for (v, s) in y.iter_mut().zip(&step) {
            *v -= s;
        }
        if step.iter().all(|s| s.abs() < 1e-17) {
            break;
        }
    }
    let mut yq: Vec<Q> = y.iter().map(|&v| exact_of(v)).collect();
    let small = BigInt::from(10_000_000u64);
    let tol = Q::new(BigInt::one(), BigInt::from(100_000_000_000u64));
    if let Some(g) = guess(sys, &yq, b, &small, &tol) {
        return Some(Solution::Exact(g));
    }
    // 2. Newton in rationals.
    let fine = Q::new(BigInt::one(), BigInt::one() << 180);
    for _ in 0..6 {
        let step = solve_exact(sys.jacobian(&yq), sys.values(&yq))?;
        let done = step.iter().all(|s| s.abs() < fine);
        yq = yq
            .iter()
            .zip(&step)
            .map(|(v, s)| dyadic(&(v - s), BITS))
            .collect();
        if done {
            break;
        }
    }
    let large = BigInt::from(10u64).pow(15);
    let tol = Q::new(BigInt::one(), BigInt::one() << 150);
    if let Some(g) = guess(sys, &yq, b, &large, &tol) {
        return Some(Solution::Exact(g));
    }
    // 3. Krawczyk in rational intervals.
    let r = Q::new(BigInt::one(), BigInt::one() << RADIUS_BITS);
    let x: Vec<QIv> = yq
        .iter()
        .map(|v| QIv {
            lo: v - &r,
            hi: v + &r,
        })
        .collect();
    let c: Vec<Vec<Q>> = inverse_exact(&sys.jacobian(&yq))?
        .iter()
        .map(|row| row.iter().map(|v| dyadic(v, BITS)).collect())
        .collect();
    let mp: Vec<QIv> = yq.iter().cloned().map(QIv::point).collect();
    let fm = sys.values(&mp);
    let jx = sys.jacobian(&x);
    let d = sys.dim;
    let mut k = Vec::with_capacity(d);
    for row in 0..d {
        let mut acc = mp[row].clone();
        for (s, f) in fm.iter().enumerate() {
            acc = acc.sub(&QIv::point(c[row][s].clone()).mul(f));
        }
        for col in 0..d {
            let mut e = if row == col { QIv::unit() } else { QIv::nil() };
            for (s, jrow) in jx.iter().enumerate() {
                e = e.sub(&QIv::point(c[row][s].clone()).mul(&jrow[col]));
            }
            acc = acc.add(&e.mul(&x[col].sub(&mp[col])));
        }
        k.push(acc);
    }
    let proven = k.iter().zip(&x).all(|(a, b)| a.inside(b));
    let within = k
        .iter()
        .zip(b)
        .all(|(a, i)| exact_of(i.lo) < a.lo && a.hi < exact_of(i.hi));
    (proven && within).then_some(Solution::Enclosed(k))
}

/// `q` as a decimal with `places` digits after the point, rounded to nearest.
pub fn decimal(q: &Q, places: usize) -> String {
    let scale = BigInt::from(10u32).pow(places as u32);
    let scaled = q * Q::from_integer(scale.clone());
    let n = (scaled + Q::new(BigInt::one(), BigInt::from(2)))
        .floor()
        .to_integer();
    let (sign, n) = if n.is_negative() { ("-", -n) } else { ("", n) };
    let (whole, frac) = n.div_rem(&scale);
    format!(
        "{sign}{whole}.{:0>width$}",
        frac.to_string(),
        width = places
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn continued_fractions_find_small_denominators() {
        let v = exact_of(2.0 / 7.0);
        let tol = Q::new(1.into(), 1_000_000_000.into());
        assert_eq!(
            rational_near(&v, &BigInt::from(1000), &tol),
            Some(Q::new(2.into(), 7.into()))
        );
        assert_eq!(
            rational_near(&exact_of(std::f64::consts::PI), &BigInt::from(1000), &tol),
            None
        );
        assert_eq!(decimal(&Q::new(2.into(), 3.into()), 5), "0.66667");
        assert_eq!(decimal(&Q::new((-1).into(), 8.into()), 2), "-0.12");
        assert_eq!(decimal(&Q::from_integer(3.into()), 3), "3.000");
    }
}
