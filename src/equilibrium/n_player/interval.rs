//! The number kinds the n-player support systems are evaluated in: floats (the fast search),
//! float intervals rounded outward (the proofs that a box holds no solution, or exactly one),
//! exact rationals (the exact answers) and exact rational intervals (the proofs at 10⁻³⁵).
//!
//! ## Design
//!
//! One small [`Ring`] trait, so the polynomial of a support system is written once and
//! evaluated in each kind. Float intervals widen every result by one unit in the last place on
//! each side ([`down`], [`up`]) instead of switching the rounding mode,
//! which neither Rust nor WebAssembly offers: the enclosure is a little wider than it could be
//! and always sound. Rational intervals need no rounding; the points they are built from are
//! rounded to dyadic numbers ([`dyadic`]) so their size stays bounded.
//!
//! ## References
//! - R. E. Moore, R. B. Kearfott, M. J. Cloud, *Introduction to Interval Analysis*, SIAM 2009.

use crate::exact::{to_f64, Q};
use num_bigint::BigInt;
use num_traits::{One, Signed, Zero};

/// The arithmetic a support system is evaluated in.
pub trait Ring: Clone {
    /// Zero.
    fn nil() -> Self;
    /// One.
    fn unit() -> Self;
    /// The sum.
    fn add(&self, other: &Self) -> Self;
    /// The difference.
    fn sub(&self, other: &Self) -> Self;
    /// The product.
    fn mul(&self, other: &Self) -> Self;
}

impl Ring for f64 {
    fn nil() -> Self {
        0.0
    }
    fn unit() -> Self {
        1.0
    }
    fn add(&self, other: &Self) -> Self {
        self + other
    }
    fn sub(&self, other: &Self) -> Self {
        self - other
    }
    fn mul(&self, other: &Self) -> Self {
        self * other
    }
}

impl Ring for Q {
    fn nil() -> Self {
        Zero::zero()
    }
    fn unit() -> Self {
        One::one()
    }
    fn add(&self, other: &Self) -> Self {
        self + other
    }
    fn sub(&self, other: &Self) -> Self {
        self - other
    }
    fn mul(&self, other: &Self) -> Self {
        self * other
    }
}

/// The next float below `v` (`f64::next_down`, written out for older compilers).
pub fn down(v: f64) -> f64 {
    if v.is_nan() || v == f64::NEG_INFINITY {
        v
    } else if v == 0.0 {
        -f64::from_bits(1)
    } else if v > 0.0 {
        f64::from_bits(v.to_bits() - 1)
    } else {
        f64::from_bits(v.to_bits() + 1)
    }
}

/// The next float above `v`.
pub fn up(v: f64) -> f64 {
    -down(-v)
}

/// A closed float interval `[lo, hi]` that always contains the exact value it stands for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Iv {
    /// The lower end.
    pub lo: f64,
    /// The upper end.
    pub hi: f64,
}

impl Iv {
    /// `[lo, hi]`.
    pub fn new(lo: f64, hi: f64) -> Iv {
        Iv { lo, hi }
    }

    /// The one point `v` (exact: a float is its own value).
    pub fn point(v: f64) -> Iv {
        Iv { lo: v, hi: v }
    }

    /// An interval that contains the exact number `q` (its nearest float widened by two
    /// units in the last place; exact for integers below 2⁵³).
    pub fn of(q: &Q) -> Iv {
        let v = to_f64(q);
        if q.is_integer() && v.abs() < 9.0e15 {
            return Iv::point(v);
        }
        Iv {
            lo: down(down(v)),
            hi: up(up(v)),
        }
    }

    /// The width.
    pub fn width(&self) -> f64 {
        self.hi - self.lo
    }

    /// The midpoint.
    pub fn mid(&self) -> f64 {
        self.lo + 0.5 * (self.hi - self.lo)
    }

    /// Whether 0 lies in the interval.
    pub fn has_zero(&self) -> bool {
        self.lo <= 0.0 && 0.0 <= self.hi
    }

    /// The intersection, if not empty.
    pub fn meet(&self, other: &Iv) -> Option<Iv> {
        let (lo, hi) = (self.lo.max(other.lo), self.hi.min(other.hi));
        (lo <= hi).then_some(Iv { lo, hi })
    }

    /// Whether `self` lies strictly inside `other`.
    pub fn inside(&self, other: &Iv) -> bool {
        other.lo < self.lo && self.hi < other.hi
    }
}

impl Ring for Iv {
    fn nil() -> Self {
        Iv::point(0.0)
    }
    fn unit() -> Self {
        Iv::point(1.0)
    }
    fn add(&self, o: &Self) -> Self {
        Iv {
            lo: down(self.lo + o.lo),
            hi: up(self.hi + o.hi),
        }
    }
    fn sub(&self, o: &Self) -> Self {
        Iv {
            lo: down(self.lo - o.hi),
            hi: up(self.hi - o.lo),
        }
    }
    fn mul(&self, o: &Self) -> Self {
        let p = [
            self.lo * o.lo,
            self.lo * o.hi,
            self.hi * o.lo,
            self.hi * o.hi,
        ];
        let (lo, hi) = p
            .iter()
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &v| {
                (a.min(v), b.max(v))
            });
        if lo.is_nan() || hi.is_nan() || p.iter().any(|v| v.is_nan()) {
            return Iv {
                lo: f64::NEG_INFINITY,
                hi: f64::INFINITY,
            };
        }
        Iv {
            lo: down(lo),
            hi: up(hi),
        }
    }
}

/// A closed interval of exact rationals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QIv {
    /// The lower end.
    pub lo: Q,
    /// The upper end.
    pub hi: Q,
}

impl QIv {
    /// The one point `q`.
    pub fn point(q: Q) -> QIv {
        QIv {
            lo: q.clone(),
            hi: q,
        }
    }

    /// Whether 0 lies in the interval.
    pub fn has_zero(&self) -> bool {
        !self.lo.is_positive() && !self.hi.is_negative()
    }

    /// Whether `self` lies strictly inside `other`.
    pub fn inside(&self, other: &QIv) -> bool {
        other.lo < self.lo && self.hi < other.hi
    }
}

impl Ring for QIv {
    fn nil() -> Self {
        QIv::point(Q::zero())
    }
    fn unit() -> Self {
        QIv::point(Q::one())
    }
    fn add(&self, o: &Self) -> Self {
        QIv {
            lo: &self.lo + &o.lo,
            hi: &self.hi + &o.hi,
        }
    }
    fn sub(&self, o: &Self) -> Self {
        QIv {
            lo: &self.lo - &o.hi,
            hi: &self.hi - &o.lo,
        }
    }
    fn mul(&self, o: &Self) -> Self {
        let p = [
            &self.lo * &o.lo,
            &self.lo * &o.hi,
            &self.hi * &o.lo,
            &self.hi * &o.hi,
        ];
        let lo = p.iter().min().expect("four products").clone();
        let hi = p.iter().max().expect("four products").clone();
        QIv { lo, hi }
    }
}

/// `q` rounded down to a multiple of `2^-bits` (a dyadic number, so sizes stay bounded).
pub fn dyadic(q: &Q, bits: u32) -> Q {
    let scale = BigInt::one() << bits;
    let scaled = q * Q::from_integer(scale.clone());
    Q::new(scaled.floor().to_integer(), scale)
}

/// The exact value of a finite float.
pub fn exact_of(v: f64) -> Q {
    Q::from_float(v).unwrap_or_else(Q::zero)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_intervals_contain_the_exact_results() {
        let third = Q::new(1.into(), 3.into());
        let i = Iv::of(&third);
        assert!(exact_of(i.lo) < third && third < exact_of(i.hi));
        let two = Iv::of(&Q::from_integer(2.into()));
        assert_eq!(two, Iv::point(2.0));
        let p = i.mul(&two).sub(&Iv::point(0.5)).add(&i);
        let exact = &third * Q::from_integer(3.into()) - Q::new(1.into(), 2.into());
        assert!(exact_of(p.lo) <= exact && exact <= exact_of(p.hi));
        assert!(p.width() < 1e-14);
        let m = Iv::new(-1.0, 2.0).mul(&Iv::new(-3.0, 0.5));
        assert!(m.lo <= -6.0 && m.hi >= 3.0);
        assert!(Iv::new(0.2, 0.3).inside(&Iv::new(0.1, 0.4)));
        assert!(Iv::new(0.0, 1.0).meet(&Iv::new(2.0, 3.0)).is_none());
        assert!(down(1.0) < 1.0 && up(1.0) > 1.0 && down(0.0) < 0.0 && up(-2.0) > -2.0);
        assert_eq!(up(down(1.5)), 1.5);
    }

    #[test]
    fn rational_intervals_and_dyadics() {
        let a = QIv {
            lo: Q::from_integer((-1).into()),
            hi: Q::from_integer(2.into()),
        };
        let b = a.mul(&a);
        assert_eq!(b.lo, Q::from_integer((-2).into()));
        assert_eq!(b.hi, Q::from_integer(4.into()));
        assert!(b.has_zero());
        let third = Q::new(1.into(), 3.into());
        let d = dyadic(&third, 20);
        assert!(d <= third && &third - &d < Q::new(1.into(), (1 << 20).into()));
        assert_eq!(d.denom(), &BigInt::from(1 << 20));
    }
}
