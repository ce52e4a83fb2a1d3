//! Exact numbers: the ground floor every model and solver computes in.
//!
//! [`Q`] is an arbitrary-precision rational (`BigRational`): payoffs, probabilities and
//! equilibria stay exact, and ties (the source of degeneracy) are decided exactly rather than by
//! a tolerance. Big integers rather than `Ratio<i64>` because the determinants met in support
//! enumeration overflow 64 bits already on von Stengel's 6×6 game. Numbers are read by
//! [`crate::text::read_number`]; this module writes them ([`format_number`]) and converts them
//! to doubles for display and floating-point filters ([`to_f64`]). Linear systems of integers
//! are eliminated by the one fraction-free elimination, [`bareiss`].

pub mod bareiss;

use num_rational::BigRational;
use num_traits::ToPrimitive;

/// Exact payoffs and probabilities.
pub type Q = BigRational;

/// Formats an exact number as an integer or `p/q`.
pub fn format_number(q: &Q) -> String {
    if q.is_integer() {
        q.numer().to_string()
    } else {
        format!("{}/{}", q.numer(), q.denom())
    }
}

/// The most characters of an exact number written as it is for people (in a sentence, a table
/// cell); a longer one is written as a decimal, its exact digits offered apart.
pub const READABLE_FRACTION: usize = 12;

/// `q` for people: as [`format_number`] writes it when that is at most [`READABLE_FRACTION`]
/// characters (`3/7`), otherwise `≈` and a decimal: six places (`≈ 0.120195`), or six
/// significant digits in scientific notation below 10⁻⁴ or from 10⁶ on (`≈ 1.23457e-9`,
/// `≈ 1.00000e300`), also beyond a double's range.
pub fn readable(q: &Q) -> String {
    let text = format_number(q);
    if text.chars().count() <= READABLE_FRACTION {
        return text;
    }
    let v = to_f64(q);
    let sign = if q.numer().sign() == num_bigint::Sign::Minus {
        "-"
    } else {
        ""
    };
    if !v.is_finite() || (v == 0.0 && q.numer().sign() != num_bigint::Sign::NoSign) {
        // Beyond a double's range: the leading digits of each part, and the exponents apart.
        let lead = |n: &num_bigint::BigInt| {
            let s = n.magnitude().to_string();
            let k = s.len().min(17);
            (s[..k].parse::<f64>().unwrap_or(1.0), (s.len() - k) as i64)
        };
        let ((mn, en), (md, ed)) = (lead(q.numer()), lead(q.denom()));
        return format!("≈ {sign}{}", scientific(mn / md, en - ed));
    }
    if v.abs() >= 1e6 || v.abs() < 1e-4 {
        format!("≈ {sign}{}", scientific(v.abs(), 0))
    } else {
        format!("≈ {v:.6}")
    }
}

/// `m · 10^e` (m > 0) with six significant digits, `1.23457e-9`: the mantissa normalised
/// after rounding, so 9.999996 reads `1.00000e1`, not `10.00000e0`.
fn scientific(m: f64, e: i64) -> String {
    let (mut m, mut e) = (m, e);
    while m >= 10.0 {
        m /= 10.0;
        e += 1;
    }
    while m > 0.0 && m < 1.0 {
        m *= 10.0;
        e -= 1;
    }
    let mut digits = format!("{m:.5}");
    if digits.starts_with("10") {
        e += 1;
        digits = format!("{:.5}", m / 10.0);
    }
    format!("{digits}e{e}")
}

/// Converts an exact number to the nearest `f64` (good to about 1 ulp).
pub fn to_f64(q: &Q) -> f64 {
    q.to_f64().unwrap_or(f64::NAN)
}
