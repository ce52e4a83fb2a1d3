//! The integers the reverse search pivots with: `i128` with exact 256-bit intermediates, and
//! `BigInt` when an entry outgrows 127 bits.
//!
//! Integer (Edmonds–Bareiss) pivoting keeps every dictionary entry a subdeterminant of the
//! input, so entries stay integers whose size grows with the number of strategies. For random
//! payoffs up to 100 and up to about 17 strategies they fit in an `i128`, but the products the
//! pivot forms (`a·b − c·d`, then an exact division by the previous determinant) do not: they
//! need up to 256 bits. [`Wide`] forms them exactly in 256 bits from 64-bit limbs and divides
//! by multiplying with the divisor's inverse modulo 2¹²⁸ (the division is known to be exact,
//! so the low 128 bits of the dividend and the inverse give the quotient). Any result that does
//! not fit is reported as [`Overflow`], and the search restarts with [`BigInt`], which never
//! overflows. Both implement [`Int`], so the dictionary is written once.

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive, Zero};
use std::cmp::Ordering;

/// An entry outgrew the fixed-width integers; the search must restart with big integers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Overflow;

/// A divisor prepared once per pivot (the previous determinant, always positive).
#[derive(Clone, Debug)]
pub(crate) enum Divisor<T> {
    /// Fixed width: the divisor, its power of two and the inverse of its odd part mod 2¹²⁸.
    Wide {
        /// The divisor.
        d: u128,
        /// Trailing zero bits of the divisor.
        shift: u32,
        /// The inverse of `d >> shift` modulo 2¹²⁸.
        inverse: u128,
        /// Bits of `d`.
        bits: u32,
    },
    /// A big divisor.
    Big(T),
}

/// The integer operations integer pivoting needs.
pub(crate) trait Int: Clone + std::fmt::Debug {
    /// The value, if it fits.
    fn from_big(v: &BigInt) -> Option<Self>;
    /// The value as a big integer.
    fn to_big(&self) -> BigInt;
    /// Zero.
    fn zero() -> Self;
    /// The sign: -1, 0 or 1.
    fn signum(&self) -> i32;
    /// `-self`.
    fn negated(&self) -> Self;
    /// Prepares `d > 0` as a divisor.
    fn divisor(d: &Self) -> Divisor<Self>;
    /// `(a·b − c·d) / e`, where the division is known to be exact.
    fn update(a: &Self, b: &Self, c: &Self, d: &Self, e: &Divisor<Self>) -> Result<Self, Overflow>;
    /// The sign of `a·b − c·d`.
    fn cmp_products(a: &Self, b: &Self, c: &Self, d: &Self) -> Ordering;

    /// The sign of `a·b − c·d` when that is known to be a multiple of the divisor `div` (a
    /// 2×2 minor of a dictionary, which integer pivoting divides exactly by the determinant):
    /// the sign of the exact quotient, which is cheaper to find than the products.
    fn minor_sign(a: &Self, b: &Self, c: &Self, d: &Self, div: &Divisor<Self>) -> Ordering {
        let _ = div;
        Self::cmp_products(a, b, c, d)
    }

    /// One row of an integer pivot on column `c` with pivot element `p` and pivot row
    /// `pivot_row`: each entry `v` becomes `(v·p − f·pivot_row[j]) / D` (with `f = row[c]`), and
    /// column `c` becomes `−f`.
    fn update_row(
        row: &mut [Self],
        pivot_row: &[Self],
        c: usize,
        p: &Self,
        div: &Divisor<Self>,
    ) -> Result<(), Overflow> {
        let f = row[c].clone();
        if f.signum() == 0 {
            let zero = Self::zero();
            for (j, v) in row.iter_mut().enumerate() {
                if j != c && v.signum() != 0 {
                    *v = Self::update(v, p, &zero, &zero, div)?;
                }
            }
        } else {
            for (v, pv) in row.iter_mut().zip(pivot_row) {
                *v = Self::update(v, p, &f, pv, div)?;
            }
            row[c] = f.negated();
        }
        Ok(())
    }
}

/// One of `a·b − c·d`'s fixed factors, with its size worked out once.
#[derive(Clone, Copy)]
struct Factor {
    v: i128,
    bits: u32,
}

impl Factor {
    #[inline]
    fn new(v: i128) -> Self {
        Factor { v, bits: bits(v) }
    }
}

/// The magnitude of `a·b` as a 256-bit number `(high, low)`, from four 64×64-bit products
/// (one instruction each on 64-bit machines).
#[cfg(not(target_arch = "wasm32"))]
#[inline]
fn mul_u128(a: u128, b: u128) -> (u128, u128) {
    let (a1, a0) = (a >> 64, a & u64::MAX as u128);
    let (b1, b0) = (b >> 64, b & u64::MAX as u128);
    let p00 = a0 * b0;
    let p01 = a0 * b1;
    let p10 = a1 * b0;
    let p11 = a1 * b1;
    let (mid, carry) = p01.overflowing_add(p10);
    let (lo, c2) = p00.overflowing_add(mid << 64);
    let hi = p11 + (mid >> 64) + ((carry as u128) << 64) + c2 as u128;
    (hi, lo)
}

/// `a·b mod 2¹²⁸`.
#[cfg(not(target_arch = "wasm32"))]
#[inline]
fn mul_low(a: u128, b: u128) -> u128 {
    a.wrapping_mul(b)
}

#[cfg(target_arch = "wasm32")]
use super::limbs::{mul_low, mul_u128, shl, shr};

/// `v >> s` (arithmetic).
#[cfg(not(target_arch = "wasm32"))]
#[inline]
fn shr(v: i128, s: u32) -> i128 {
    v >> s
}

/// `v << s`.
#[cfg(not(target_arch = "wasm32"))]
#[inline]
fn shl(v: u128, s: u32) -> u128 {
    v << s
}

/// A signed 256-bit number as sign and magnitude `(negative, high, low)`.
type Signed256 = (bool, u128, u128);

#[inline]
fn product(a: i128, b: i128) -> Signed256 {
    let (hi, lo) = mul_u128(a.unsigned_abs(), b.unsigned_abs());
    ((a < 0) != (b < 0) && (hi | lo) != 0, hi, lo)
}

/// `x − y` in sign–magnitude form.
#[inline]
fn difference(x: Signed256, y: Signed256) -> Signed256 {
    let (xn, xh, xl) = x;
    let (yn, yh, yl) = (!y.0, y.1, y.2);
    if xn == yn {
        // Same sign: add magnitudes (at most 2·2²⁵⁴, no overflow for products of i128s).
        let (lo, c) = xl.overflowing_add(yl);
        (xn, xh + yh + c as u128, lo)
    } else if (xh, xl) >= (yh, yl) {
        let (lo, b) = xl.overflowing_sub(yl);
        (xn && (xh, xl) != (yh, yl), xh - yh - b as u128, lo)
    } else {
        let (lo, b) = yl.overflowing_sub(xl);
        (yn, yh - xh - b as u128, lo)
    }
}

/// `v` as a float, within a few units in the last place (no library call: two 64-bit
/// conversions at most).
#[inline]
fn to_f64(v: i128) -> f64 {
    let small = v as i64;
    if small as i128 == v {
        small as f64
    } else {
        (v >> 64) as i64 as f64 * 18_446_744_073_709_551_616.0 + (v as u64) as f64
    }
}

/// Bits needed for the magnitude.
#[inline]
fn bits(v: i128) -> u32 {
    128 - v.unsigned_abs().leading_zeros()
}

impl Int for i128 {
    fn from_big(v: &BigInt) -> Option<Self> {
        v.to_i128().filter(|x| *x != i128::MIN)
    }

    fn to_big(&self) -> BigInt {
        BigInt::from(*self)
    }

    fn zero() -> Self {
        0
    }

    fn signum(&self) -> i32 {
        i128::signum(*self) as i32
    }

    fn negated(&self) -> Self {
        -*self
    }

    fn divisor(d: &Self) -> Divisor<Self> {
        let d = d.unsigned_abs();
        let shift = d.trailing_zeros();
        let odd = d >> shift;
        // Newton's iteration for the inverse modulo 2¹²⁸: correct to 3 bits at the start,
        // doubling each round.
        let mut inverse = odd;
        for _ in 0..6 {
            inverse = inverse.wrapping_mul(2u128.wrapping_sub(odd.wrapping_mul(inverse)));
        }
        Divisor::Wide {
            d,
            shift,
            inverse,
            bits: 128 - d.leading_zeros(),
        }
    }

    #[inline]
    fn update(a: &Self, b: &Self, c: &Self, d: &Self, e: &Divisor<Self>) -> Result<Self, Overflow> {
        update_with(*a, Factor::new(*b), Factor::new(*c), *d, e)
    }

    #[inline]
    fn minor_sign(a: &Self, b: &Self, c: &Self, d: &Self, div: &Divisor<Self>) -> Ordering {
        let sign = match update_with(*a, Factor::new(*b), Factor::new(*c), *d, div) {
            Ok(q) => q.cmp(&0),
            Err(Overflow) => Self::cmp_products(a, b, c, d),
        };
        debug_assert_eq!(sign, Self::cmp_products(a, b, c, d), "{a} {b} {c} {d}");
        sign
    }

    fn update_row(
        row: &mut [Self],
        pivot_row: &[Self],
        c: usize,
        p: &Self,
        div: &Divisor<Self>,
    ) -> Result<(), Overflow> {
        let f = row[c];
        let (p, fixed) = (Factor::new(*p), Factor::new(f));
        if f == 0 {
            for (j, v) in row.iter_mut().enumerate() {
                if j != c && *v != 0 {
                    *v = update_with(*v, p, fixed, 0, div)?;
                }
            }
        } else {
            for (v, pv) in row.iter_mut().zip(pivot_row) {
                *v = update_with(*v, p, fixed, *pv, div)?;
            }
            row[c] = -f;
        }
        Ok(())
    }

    #[inline]
    fn cmp_products(a: &Self, b: &Self, c: &Self, d: &Self) -> Ordering {
        let (a, b, c, d) = (*a, *b, *c, *d);
        if bits(a) + bits(b) <= 62 && bits(c) + bits(d) <= 62 {
            return (a as i64 * b as i64).cmp(&(c as i64 * d as i64));
        }
        #[cfg(not(target_arch = "wasm32"))]
        if bits(a) + bits(b) <= 125 && bits(c) + bits(d) <= 125 {
            return (a * b).cmp(&(c * d));
        }
        // Floats decide unless the products are within their rounding error of each other.
        let (x, y) = (to_f64(a) * to_f64(b), to_f64(c) * to_f64(d));
        let tolerance = (x.abs() + y.abs()) * 1e-14;
        if x - y > tolerance {
            return Ordering::Greater;
        }
        if y - x > tolerance {
            return Ordering::Less;
        }
        let (neg, hi, lo) = difference(product(a, b), product(c, d));
        if hi | lo == 0 {
            Ordering::Equal
        } else if neg {
            Ordering::Less
        } else {
            Ordering::Greater
        }
    }
}

/// `(a·b − c·d) / e` for `i128`, exactly, with `b` and `c` prepared.
#[inline(always)]
fn update_with(
    a: i128,
    b: Factor,
    c: Factor,
    d: i128,
    e: &Divisor<i128>,
) -> Result<i128, Overflow> {
    let Divisor::Wide {
        d: e,
        shift,
        inverse,
        bits: be,
    } = *e
    else {
        unreachable!("a wide divisor")
    };
    let (ba, bd) = (bits(a), bits(d));
    let (bb, bc) = (b.bits, c.bits);
    let (b, c) = (b.v, c.v);
    // |a·b − c·d| < 2^(m+1) and e ≥ 2^(be−1), so the quotient is below 2^(m + 2 − be); when
    // that leaves it room in 64 − shift (or 128 − shift) bits, the dividend modulo 2⁶⁴ (2¹²⁸)
    // and the divisor's inverse give it exactly, with no wider product. In random games this
    // is nearly every update: the quotient is an entry of the new dictionary, about as large
    // as the determinant.
    let m = (ba + bb).max(bc + bd);
    if m + 2 + shift <= 63 + be {
        let n = (a as i64)
            .wrapping_mul(b as i64)
            .wrapping_sub((c as i64).wrapping_mul(d as i64));
        let q = ((n as u64) >> shift).wrapping_mul(inverse as u64);
        return Ok((((q << shift) as i64) >> shift) as i128);
    }
    // 128-bit products where they fit (one library call each in WebAssembly, so there the
    // modular path below is cheaper).
    #[cfg(not(target_arch = "wasm32"))]
    if ba + bb <= 125 && bc + bd <= 125 {
        let n = a * b - c * d;
        return Ok(mul_low(shr(n, shift) as u128, inverse) as i128);
    }
    if m + 2 + shift <= 127 + be {
        let n = mul_low(a as u128, b as u128).wrapping_sub(mul_low(c as u128, d as u128));
        let q = mul_low(shr(n as i128, shift) as u128, inverse);
        return Ok(shr(shl(q, shift) as i128, shift));
    }
    let (neg, hi, lo) = difference(product(a, b), product(c, d));
    if hi >= e {
        return Err(Overflow);
    }
    // The quotient is below 2¹²⁸, so the low 128 bits of the shifted dividend times the
    // inverse of the odd part give it exactly.
    let lo = if shift == 0 {
        lo
    } else {
        shr(lo as i128, shift) as u128 & (u128::MAX >> shift) | shl(hi, 128 - shift)
    };
    let q = mul_low(lo, inverse);
    if q > i128::MAX as u128 {
        return Err(Overflow);
    }
    Ok(if neg { -(q as i128) } else { q as i128 })
}

impl Int for BigInt {
    fn from_big(v: &BigInt) -> Option<Self> {
        Some(v.clone())
    }

    fn to_big(&self) -> BigInt {
        self.clone()
    }

    fn zero() -> Self {
        Zero::zero()
    }

    fn signum(&self) -> i32 {
        if self.is_positive() {
            1
        } else if self.is_negative() {
            -1
        } else {
            0
        }
    }

    fn negated(&self) -> Self {
        -self
    }

    fn divisor(d: &Self) -> Divisor<Self> {
        Divisor::Big(d.clone())
    }

    fn update(a: &Self, b: &Self, c: &Self, d: &Self, e: &Divisor<Self>) -> Result<Self, Overflow> {
        let Divisor::Big(e) = e else {
            unreachable!("a big divisor")
        };
        Ok((a * b - c * d) / e)
    }

    fn cmp_products(a: &Self, b: &Self, c: &Self, d: &Self) -> Ordering {
        (a * b).cmp(&(c * d))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::GameRng;
    use rand::{Rng, SeedableRng};

    /// Draws a value of about `width` bits (either sign).
    fn draw(rng: &mut GameRng, width: u32) -> i128 {
        let bits = (u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64())) as i128;
        bits >> (128 - width.clamp(2, 127))
    }

    #[test]
    fn wide_updates_equal_big_integer_arithmetic_or_report_overflow() {
        let mut rng = GameRng::seed_from_u64(7);
        let mut overflows = 0;
        for round in 0..200_000u32 {
            // e·k and e·j stay within i128, so (e·k)·b − (e·j)·d is divisible by e.
            let we = 1 + round % 100;
            let rest = 127 - we;
            let e = draw(&mut rng, we).unsigned_abs().max(1) as i128;
            let k = draw(&mut rng, 1 + (round / 7) % rest);
            let j = draw(&mut rng, 1 + (round / 11) % rest);
            let (a, c) = (e * k, e * j);
            let b = draw(&mut rng, 1 + (round / 3) % 127);
            let d = draw(&mut rng, 1 + (round / 5) % 127);
            let want = (BigInt::from(a) * b - BigInt::from(c) * d) / e;
            match i128::update(&a, &b, &c, &d, &i128::divisor(&e)) {
                Ok(v) => assert_eq!(BigInt::from(v), want, "{a} {b} {c} {d} {e}"),
                Err(Overflow) => {
                    overflows += 1;
                    assert!(
                        want.bits() >= 128,
                        "overflow for a {}-bit result",
                        want.bits()
                    )
                }
            }
            assert_eq!(
                i128::cmp_products(&a, &b, &c, &d),
                (BigInt::from(a) * b).cmp(&(BigInt::from(c) * d))
            );
        }
        assert!(overflows > 1000 && overflows < 150_000, "{overflows}");
    }

    #[test]
    fn products_at_the_limits() {
        let m = i128::MAX;
        assert_eq!(i128::cmp_products(&m, &m, &m, &(m - 1)), Ordering::Greater);
        assert_eq!(i128::cmp_products(&-m, &m, &m, &m), Ordering::Less);
        assert_eq!(i128::cmp_products(&-m, &m, &-m, &m), Ordering::Equal);
        // m·m / m = m fits; m·m / 1 does not.
        assert_eq!(i128::update(&m, &m, &0, &0, &i128::divisor(&m)), Ok(m));
        assert_eq!(
            i128::update(&m, &m, &0, &0, &i128::divisor(&1)),
            Err(Overflow)
        );
        let e = 1i128 << 100;
        assert_eq!(
            i128::update(&(1 << 120), &(1 << 100), &0, &7, &i128::divisor(&e)),
            Ok(1 << 120)
        );
    }
}
