//! Fixed-point intervals of 256 fractional bits: the arithmetic of the proofs at 10⁻³⁵.
//!
//! ## Design
//!
//! A number is an integer `n` standing for `n / 2²⁵⁶`, and an interval a pair of them. Sums
//! are exact; a product is shifted back by 256 bits, its lower end rounded down and its upper
//! end up, so the interval always holds the exact value. Unlike exact rationals nothing is
//! ever reduced by a greatest common divisor — which is where exact rational interval
//! arithmetic spent most of its time — and the numbers stay at about 300 bits.

use super::interval::Ring;
use crate::exact::Q;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};

/// The fractional bits.
pub const BITS: usize = 256;

/// A fixed-point interval `[lo, hi] / 2^BITS`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fx {
    /// The lower end, scaled.
    pub lo: BigInt,
    /// The upper end, scaled.
    pub hi: BigInt,
}

fn floor_shift(n: &BigInt) -> BigInt {
    // `>>` on a negative BigInt rounds toward −∞, as floor division does.
    n >> BITS
}

fn ceil_shift(n: &BigInt) -> BigInt {
    -((-n) >> BITS)
}

impl Fx {
    /// The smallest interval of this kind holding the exact number `q`.
    pub fn of(q: &Q) -> Fx {
        let scaled = q.numer() << BITS;
        let (d, _) = scaled.div_mod_floor(q.denom());
        let exact = (&d * q.denom()) == scaled;
        Fx {
            hi: if exact { d.clone() } else { &d + 1 },
            lo: d,
        }
    }

    /// The point `n / 2^BITS`.
    pub fn point(n: BigInt) -> Fx {
        Fx {
            lo: n.clone(),
            hi: n,
        }
    }

    /// The nearest scaled value of a float (a point; floats are exact dyadics, so this is
    /// exact unless the float has more than `BITS` fractional bits).
    pub fn of_f64(v: f64) -> Fx {
        Fx::point(Fx::of(&super::interval::exact_of(v)).lo)
    }

    /// The midpoint, scaled (rounded down).
    pub fn mid(&self) -> BigInt {
        (&self.lo + &self.hi) >> 1
    }

    /// The interval as exact rationals.
    pub fn to_q(&self) -> (Q, Q) {
        let scale = BigInt::one() << BITS;
        (
            Q::new(self.lo.clone(), scale.clone()),
            Q::new(self.hi.clone(), scale),
        )
    }

    /// Whether `self` lies strictly inside `other`.
    pub fn inside(&self, other: &Fx) -> bool {
        other.lo < self.lo && self.hi < other.hi
    }

    /// The width, scaled.
    pub fn width(&self) -> BigInt {
        &self.hi - &self.lo
    }

    /// Whether the whole interval is above 0.
    pub fn positive(&self) -> bool {
        self.lo.is_positive()
    }
}

impl Ring for Fx {
    fn nil() -> Self {
        Fx::point(BigInt::zero())
    }
    fn unit() -> Self {
        Fx::point(BigInt::one() << BITS)
    }
    fn add(&self, o: &Self) -> Self {
        Fx {
            lo: &self.lo + &o.lo,
            hi: &self.hi + &o.hi,
        }
    }
    fn sub(&self, o: &Self) -> Self {
        Fx {
            lo: &self.lo - &o.hi,
            hi: &self.hi - &o.lo,
        }
    }
    fn mul(&self, o: &Self) -> Self {
        if self.lo == self.hi && o.lo == o.hi {
            let p = &self.lo * &o.lo;
            return Fx {
                lo: floor_shift(&p),
                hi: ceil_shift(&p),
            };
        }
        let p = [
            &self.lo * &o.lo,
            &self.lo * &o.hi,
            &self.hi * &o.lo,
            &self.hi * &o.hi,
        ];
        let lo = p.iter().min().expect("four products");
        let hi = p.iter().max().expect("four products");
        Fx {
            lo: floor_shift(lo),
            hi: ceil_shift(hi),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_intervals_hold_the_exact_values() {
        let third = Q::new(1.into(), 3.into());
        let t = Fx::of(&third);
        let (lo, hi) = t.to_q();
        assert!(lo < third && third < hi);
        let p = t.mul(&t).sub(&Fx::of(&Q::new(1.into(), 9.into())));
        let (lo, hi) = p.to_q();
        assert!(lo <= Q::zero() && Q::zero() <= hi);
        let m = Fx::of(&Q::from_integer((-2).into())).mul(&t);
        let (lo, hi) = m.to_q();
        let want = Q::new((-2).into(), 3.into());
        assert!(lo <= want && want <= hi);
        assert_eq!(Fx::of(&Q::one()), Fx::unit());
        assert_eq!(Fx::of_f64(0.5).to_q().0, Q::new(1.into(), 2.into()));
    }
}
