//! From a box proven to hold one solution to the solution itself: exact when it is rational,
//! otherwise enclosed in a box of width below 10⁻³⁵ that is proven to hold it.
//!
//! ## Design
//!
//! 1. Newton's method in floats from the box's midpoint, then a continued-fraction guess of
//!    each coordinate with a small denominator; a guess that makes every equation exactly 0
//!    and lies in the box *is* the box's one solution, exactly.
//! 2. Otherwise Newton's method in fixed point of 256 bits ([`super::fixed`]) with the float
//!    inverse of the Jacobian (each step gains about 14 digits, and needs no exact linear
//!    algebra); a second, larger-denominator guess is tried, then the Krawczyk operator in
//!    fixed-point intervals (rounded outward) proves a box of half-width 2⁻¹¹⁸ ≈ 3·10⁻³⁶
//!    around the iterate to hold exactly one solution. That box lies inside the float box, so
//!    it is the same solution.
//!
//! An irrational equilibrium is thus printed to 32 decimals with a proof that the true
//! values lie within 10⁻³⁵ — the certificate the n-player solver promises.

use super::fixed::{self, Fx};
use super::interval::{exact_of, Iv, QIv, Ring};
use super::system::SupportSystem;
use crate::exact::Q;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};

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
    let guessed: Option<Vec<Q>> = y
        .iter()
        .map(|&v| rational_near_f64(v, 10_000_000))
        .collect();
    if let Some(g) = guessed {
        if in_box(&g, b) && solves(sys, &g) {
            return Some(Solution::Exact(g));
        }
    }
    // 2. Newton in fixed point of 256 bits, with the float inverse (each step gains ~14
    //    digits; no exact linear algebra is needed to refine).
    let c: Vec<Vec<Fx>> = super::prune::inverse(&sys.jacobian(&y))?
        .iter()
        .map(|row| row.iter().map(|&v| Fx::of_f64(v)).collect())
        .collect();
    let mut yf: Vec<Fx> = y.iter().map(|&v| Fx::of_f64(v)).collect();
    let fine = BigInt::one() << (fixed::BITS - 140);
    for _ in 0..8 {
        let f: Vec<Fx> = sys.values(&yf).iter().map(|v| Fx::point(v.mid())).collect();
        let step: Vec<Fx> = c
            .iter()
            .map(|row| {
                row.iter()
                    .zip(&f)
                    .fold(Fx::nil(), |acc, (a, v)| acc.add(&a.mul(v)))
            })
            .collect();
        let done = step.iter().all(|s| s.mid().abs() < fine);
        yf = yf
            .iter()
            .zip(&step)
            .map(|(v, s)| Fx::point(v.sub(s).mid()))
            .collect();
        if done {
            break;
        }
    }
    let scale = BigInt::one() << fixed::BITS;
    let yq: Vec<Q> = yf.iter().map(|v| Q::new(v.mid(), scale.clone())).collect();
    let large = BigInt::from(10u64).pow(15);
    let tol2 = Q::new(BigInt::one(), BigInt::one() << 150);
    if let Some(g) = guess(sys, &yq, b, &large, &tol2) {
        return Some(Solution::Exact(g));
    }
    // 3. Krawczyk in fixed-point intervals around the refined point.
    let r = BigInt::one() << (fixed::BITS - RADIUS_BITS as usize);
    let x: Vec<Fx> = yf
        .iter()
        .map(|v| Fx {
            lo: v.mid() - &r,
            hi: v.mid() + &r,
        })
        .collect();
    let fm = sys.values(&yf);
    let jx = sys.jacobian(&x);
    let d = sys.dim;
    let mut k = Vec::with_capacity(d);
    for row in 0..d {
        let mut acc = yf[row].clone();
        for (s, f) in fm.iter().enumerate() {
            acc = acc.sub(&c[row][s].mul(f));
        }
        for col in 0..d {
            let mut e = if row == col { Fx::unit() } else { Fx::nil() };
            for (s, jrow) in jx.iter().enumerate() {
                e = e.sub(&c[row][s].mul(&jrow[col]));
            }
            acc = acc.add(&e.mul(&x[col].sub(&yf[col])));
        }
        k.push(acc);
    }
    let proven = k.iter().zip(&x).all(|(a, b)| a.inside(b));
    let within = k
        .iter()
        .zip(b)
        .all(|(a, i)| Fx::of_f64(i.lo).lo < a.lo && a.hi < Fx::of_f64(i.hi).hi);
    (proven && within).then(|| {
        Solution::Enclosed(
            k.iter()
                .map(|v| {
                    let (lo, hi) = v.to_q();
                    QIv { lo, hi }
                })
                .collect(),
        )
    })
}

/// [`rational_near`] for a float, in 128-bit integers (no big numbers): the convergents of
/// its exact binary value with a denominator up to `max_den` that come within 10⁻¹¹.
pub fn rational_near_f64(v: f64, max_den: i128) -> Option<Q> {
    if !v.is_finite() || v.abs() > 1e6 {
        return None;
    }
    // v = m / 2^s exactly.
    let (mut m, mut s) = (v, 0u32);
    while m.fract() != 0.0 {
        m *= 2.0;
        s += 1;
        if s > 100 {
            return None;
        }
    }
    let (mut a, mut b) = (m as i128, 1i128 << s);
    let (mut p0, mut q0, mut p1, mut q1) = (0i128, 1i128, 1i128, 0i128);
    loop {
        if b == 0 {
            return None;
        }
        let t = a.div_euclid(b);
        let (p2, q2) = (t * p1 + p0, t * q1 + q0);
        if q2 > max_den {
            return None;
        }
        if ((p2 as f64) / (q2 as f64) - v).abs() <= 1e-11 {
            return Some(Q::new(p2.into(), q2.into()));
        }
        (a, b) = (b, a.rem_euclid(b));
        (p0, q0, p1, q1) = (p1, q1, p2, q2);
    }
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
