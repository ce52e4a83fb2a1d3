//! 128-bit arithmetic from 64-bit halves, for WebAssembly.
//!
//! WebAssembly multiplies 64-bit integers only to their low 64 bits, and Rust lowers a 128-bit
//! product or a variable 128-bit shift to a library call there (`__multi3`, `__ashrti3`), which
//! made the reverse search's pivots 2.5 times slower in the browser than natively. These
//! functions do the same work inline on 64-bit halves. They are compiled everywhere, so the
//! native tests check them against the native 128-bit operations, and used in WebAssembly only.

#![cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]

/// The full product of two 64-bit numbers as `(high, low)` from four 32×32-bit products:
/// WebAssembly multiplies 64-bit numbers only to 64 bits, and a 128-bit product is a library
/// call there.
#[inline]
pub(super) fn mul64(a: u64, b: u64) -> (u64, u64) {
    const LOW: u64 = 0xFFFF_FFFF;
    let (a1, a0) = (a >> 32, a & LOW);
    let (b1, b0) = (b >> 32, b & LOW);
    let p00 = a0 * b0;
    let p01 = a0 * b1;
    let p10 = a1 * b0;
    let p11 = a1 * b1;
    let mid = (p00 >> 32) + (p01 & LOW) + (p10 & LOW);
    let lo = (p00 & LOW) | (mid << 32);
    let hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    (hi, lo)
}

/// `(high, low)` as one number.
#[inline]
fn join(hi: u64, lo: u64) -> u128 {
    (hi as u128) << 64 | lo as u128
}

/// The magnitude of `a·b` as a 256-bit number `(high, low)`, from four [`mul64`] products
/// (no library calls in WebAssembly).
#[inline]
pub(super) fn mul_u128(a: u128, b: u128) -> (u128, u128) {
    let (a1, a0) = ((a >> 64) as u64, a as u64);
    let (b1, b0) = ((b >> 64) as u64, b as u64);
    let p00 = join_pair(mul64(a0, b0));
    let p01 = join_pair(mul64(a0, b1));
    let p10 = join_pair(mul64(a1, b0));
    let p11 = join_pair(mul64(a1, b1));
    let (mid, carry) = p01.overflowing_add(p10);
    let (lo, c2) = p00.overflowing_add(mid << 64);
    let hi = p11 + (mid >> 64) + ((carry as u128) << 64) + c2 as u128;
    (hi, lo)
}

#[inline]
fn join_pair((hi, lo): (u64, u64)) -> u128 {
    join(hi, lo)
}

/// `a·b mod 2¹²⁸`: one full 64×64-bit product and two 64-bit ones.
#[inline]
pub(super) fn mul_low(a: u128, b: u128) -> u128 {
    let (a1, a0) = ((a >> 64) as u64, a as u64);
    let (b1, b0) = ((b >> 64) as u64, b as u64);
    let (h, l) = mul64(a0, b0);
    let h = h
        .wrapping_add(a0.wrapping_mul(b1))
        .wrapping_add(a1.wrapping_mul(b0));
    join(h, l)
}

/// `v >> s` (arithmetic) for `s < 128`, in 64-bit halves: a variable 128-bit shift is a library
/// call in WebAssembly.
#[inline]
pub(super) fn shr(v: i128, s: u32) -> i128 {
    let (hi, lo) = ((v >> 64) as i64, v as u64);
    let (h, l) = match s {
        0 => (hi, lo),
        1..=63 => (hi >> s, (lo >> s) | ((hi as u64) << (64 - s))),
        _ => (hi >> 63, (hi >> (s - 64)) as u64),
    };
    join(h as u64, l) as i128
}

/// `v << s` for `s < 128` (bits shifted out are lost), in 64-bit halves.
#[inline]
pub(super) fn shl(v: u128, s: u32) -> u128 {
    let (hi, lo) = ((v >> 64) as u64, v as u64);
    match s {
        0 => v,
        1..=63 => join((hi << s) | (lo >> (64 - s)), lo << s),
        _ => join(lo << (s - 64), 0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::GameRng;
    use rand::{Rng, SeedableRng};

    fn wide(a: u128, b: u128) -> (u128, u128) {
        let (a1, a0) = (a >> 64, a & u64::MAX as u128);
        let (b1, b0) = (b >> 64, b & u64::MAX as u128);
        let (p00, p01, p10, p11) = (a0 * b0, a0 * b1, a1 * b0, a1 * b1);
        let (mid, carry) = p01.overflowing_add(p10);
        let (lo, c2) = p00.overflowing_add(mid << 64);
        (p11 + (mid >> 64) + ((carry as u128) << 64) + c2 as u128, lo)
    }

    #[test]
    fn limbs_equal_the_native_operations() {
        let mut rng = GameRng::seed_from_u64(64);
        let draw = |rng: &mut GameRng| {
            let v = u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64());
            v >> (rng.next_u64() % 128)
        };
        for _ in 0..100_000 {
            let (a, b) = (draw(&mut rng), draw(&mut rng));
            assert_eq!(mul_u128(a, b), wide(a, b), "{a} {b}");
            assert_eq!(mul_low(a, b), a.wrapping_mul(b));
            let s = (rng.next_u64() % 128) as u32;
            assert_eq!(shr(a as i128, s), (a as i128) >> s);
            assert_eq!(shl(a, s), a << s);
            let (x, y) = (rng.next_u64(), rng.next_u64());
            let (h, l) = mul64(x, y);
            assert_eq!(join(h, l), u128::from(x) * u128::from(y));
        }
        for v in [
            0,
            1,
            u128::MAX,
            u128::MAX >> 1,
            1 << 127,
            1 << 64,
            (1 << 64) - 1,
        ] {
            for w in [0, 1, u128::MAX, 1 << 127, (1 << 64) - 1] {
                assert_eq!(mul_u128(v, w), wide(v, w));
                assert_eq!(mul_low(v, w), v.wrapping_mul(w));
            }
            for s in [0, 1, 63, 64, 65, 127] {
                assert_eq!(shr(v as i128, s), (v as i128) >> s);
                assert_eq!(shl(v, s), v << s);
            }
        }
    }
}
